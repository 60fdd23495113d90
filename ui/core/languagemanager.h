// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "i18n/languages.h"

#include <QLocale>
#include <QObject>

namespace gda::ui {

// Switches the language of the running application: i18n::Translator answers in the new
// language, the default QLocale follows for numbers and dates, and Qt sends every widget a
// LanguageChange event, on which each retranslates itself. Output that is told its own language
// (reports, chart images) uses an i18n::LanguageScope instead and never comes through here.
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    static LanguageManager &instance();

    static QStringList languages() { return i18n::languages(); }
    static QString systemLanguage() { return i18n::systemLanguage(); }
    static QLocale localeFor(const QString &language) { return i18n::localeFor(language); }
    static QString nativeName(const QString &language) { return i18n::nativeName(language); }

    QString language() const { return m_language; }
    QLocale locale() const { return localeFor(m_language); }

    // Returns false (and changes nothing) for an unknown language or a missing translation.
    bool setLanguage(const QString &language);

signals:
    void languageChanged(const QString &language);

private:
    LanguageManager() = default;
    QString m_language = QStringLiteral("en");
    bool m_set = false;
};

} // namespace gda::ui
