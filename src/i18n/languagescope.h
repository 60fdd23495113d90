// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace gda::i18n {

class Translation;

// While it lives, every tr() on this thread answers in `language` — for output that is told its
// language (a report, a chart image) — without touching the application's language: no
// translator is installed or removed and no widget hears of it. Scopes nest.
class LanguageScope
{
public:
    explicit LanguageScope(const QString &language);
    ~LanguageScope();
    LanguageScope(const LanguageScope &) = delete;
    LanguageScope &operator=(const LanguageScope &) = delete;

    // False when `language` has no translation; tr() then keeps the previous language.
    bool isActive() const { return m_active; }

    // The translation of the innermost scope on this thread, or nullptr outside any.
    static const Translation *current();

private:
    const Translation *m_previous;
    bool m_active = false;
};

} // namespace gda::i18n
