// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QStringList>

// The languages of the application: English (the source language) and Dutch.
namespace gda::i18n {

QStringList languages(); // "en", "nl"
// "nl" when the system locale is Dutch, otherwise "en".
QString systemLanguage();
// The locale used for numbers and money in a language ("nl" → nl_NL, "en" → en_US).
QLocale localeFor(const QString &language);
// "Nederlands" / "English" (each in its own language).
QString nativeName(const QString &language);

} // namespace gda::i18n
