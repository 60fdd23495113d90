// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "applicationidentity.h"

#include <QCoreApplication>

namespace gda {

void setCoreApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GDA_VERSION));
}

} // namespace gda
