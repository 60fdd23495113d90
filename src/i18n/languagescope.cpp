// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagescope.h"

#include "translation.h"
#include "translator.h"

namespace gda::i18n {

namespace {
thread_local const Translation *t_current = nullptr;
} // namespace

LanguageScope::LanguageScope(const QString &language) : m_previous(t_current)
{
    if (const Translation *translation = Translation::forLanguage(language)) {
        Translator::instance().install();
        t_current = translation;
        m_active = true;
    }
}

LanguageScope::~LanguageScope()
{
    t_current = m_previous;
}

const Translation *LanguageScope::current()
{
    return t_current;
}

} // namespace gda::i18n
