// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appidentity.h"

#include <QGuiApplication>

namespace gda::ui {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GDA_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("GPU Decision Advisor"));
    QGuiApplication::setDesktopFileName(QStringLiteral(GDA_APP_ID));
}

} // namespace gda::ui
