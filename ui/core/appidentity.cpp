// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appidentity.h"

#include "core/applicationidentity.h"

#include <QGuiApplication>

namespace gda::ui {

void setApplicationIdentity()
{
    setCoreApplicationIdentity();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("GPU Decision Advisor"));
    QGuiApplication::setDesktopFileName(QStringLiteral(GDA_APP_ID));
}

} // namespace gda::ui
