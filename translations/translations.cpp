// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The translations are resources (:/i18n/gpu-advisor_<lang>.qm) that qt_add_translations
// attaches to this library; this function lets code check they were linked in.
#include <QFile>

namespace gda {

bool translationsAvailable()
{
    return QFile::exists(QStringLiteral(":/i18n/gpu-advisor_nl.qm"));
}

} // namespace gda
