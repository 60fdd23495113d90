// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "languages.h"

namespace gda::i18n {

QStringList languages()
{
    return {QStringLiteral("en"), QStringLiteral("nl")};
}

QString systemLanguage()
{
    return QLocale::system().language() == QLocale::Dutch ? QStringLiteral("nl")
                                                          : QStringLiteral("en");
}

QLocale localeFor(const QString &language)
{
    return language == QLatin1String("nl") ? QLocale(QLocale::Dutch, QLocale::Netherlands)
                                           : QLocale(QLocale::English, QLocale::UnitedStates);
}

QString nativeName(const QString &language)
{
    return language == QLatin1String("nl") ? QStringLiteral("Nederlands")
                                           : QStringLiteral("English");
}

} // namespace gda::i18n
