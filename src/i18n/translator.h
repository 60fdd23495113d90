// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTranslator>

#include <atomic>

namespace gda::i18n {

class Translation;

// The one translator the application installs. It answers every tr() in the language of the
// calling thread: the application's language, unless a LanguageScope on that thread names
// another one (a report in Dutch while the interface is English). Only setLanguage() changes
// the application's language, and only it sends QEvent::LanguageChange.
class Translator final : public QTranslator
{
public:
    static Translator &instance();

    // Switches the application to `language` (installing this translator on first use) and
    // sends QEvent::LanguageChange to the application, as installing a translator does, when
    // the language changed. False, and nothing changes, for an unknown language or a missing
    // translation. Needs the QCoreApplication.
    bool setLanguage(const QString &language);
    QString language() const; // "en" until setLanguage() succeeds
    // Installs this translator in the application when it is not yet (a LanguageScope needs
    // it); the application's language stays as it is. Installing sends one LanguageChange.
    void install();

    QString translate(const char *context, const char *sourceText,
                      const char *disambiguation = nullptr, int n = -1) const override;
    bool isEmpty() const override { return false; }

private:
    Translator() = default;
    std::atomic<const Translation *> m_application{nullptr};
    bool m_installed = false;
};

} // namespace gda::i18n
