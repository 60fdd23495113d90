// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QObject>
#include <QTranslator>

#include <memory>

namespace gda::ui {

// Switches the language of the running application: installs our translation and Qt's own
// (qtbase) for Dutch, sets the default QLocale for numbers and dates, and lets Qt send every
// widget a LanguageChange event, on which each retranslates itself.
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    static LanguageManager &instance();

    static QStringList languages() { return {QStringLiteral("en"), QStringLiteral("nl")}; }
    // "nl" when the system locale is Dutch, otherwise "en".
    static QString systemLanguage();
    // The locale used for numbers and money in a language ("nl" → nl_NL, "en" → en_US).
    static QLocale localeFor(const QString &language);
    // "Nederlands" / "English" (each in its own language).
    static QString nativeName(const QString &language);

    QString language() const { return m_language; }
    QLocale locale() const { return localeFor(m_language); }

    // Returns false (and changes nothing) for an unknown language or a missing translation.
    bool setLanguage(const QString &language);

signals:
    void languageChanged(const QString &language);

private:
    LanguageManager() = default;
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
    QString m_language = QStringLiteral("en");
};

// Switches to a language for the lifetime of the object (a report in another language than the
// screen), then back.
class ScopedLanguage
{
public:
    explicit ScopedLanguage(const QString &language);
    ~ScopedLanguage();
    ScopedLanguage(const ScopedLanguage &) = delete;
    ScopedLanguage &operator=(const ScopedLanguage &) = delete;

private:
    QString m_previous;
};

} // namespace gda::ui
