// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appidentity.h"

#include "core/applicationidentity.h"

#include <QCoreApplication>
#include <QGuiApplication>

namespace gda::ui {

QString applicationDisplayName()
{
    // The desktop file's Name in the same language (packaging/*.desktop: Name[nl]).
    return QCoreApplication::translate("gda::ui::AppIdentity", "GPU Decision Advisor",
                                       "the application's name in window titles");
}

void setApplicationIdentity()
{
    setCoreApplicationIdentity();
    QGuiApplication::setApplicationDisplayName(applicationDisplayName());
    QGuiApplication::setDesktopFileName(QStringLiteral(GDA_APP_ID));
}

} // namespace gda::ui
