// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appidentity.h"

#include "core/applicationidentity.h"

#include <QGuiApplication>

namespace gda::ui {

QIcon applicationIcon()
{
    return QIcon::fromTheme(QStringLiteral(GDA_APP_ID),
                            QIcon(QStringLiteral(":/icons/gpu-advisor.svg")));
}

void setApplicationIdentity()
{
    setCoreApplicationIdentity();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("GPU Decision Advisor"));
    QGuiApplication::setDesktopFileName(QStringLiteral(GDA_APP_ID));
    QGuiApplication::setWindowIcon(applicationIcon());
}

} // namespace gda::ui
