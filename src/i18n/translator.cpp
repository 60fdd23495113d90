// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "translator.h"

#include "languagescope.h"
#include "translation.h"

#include <QCoreApplication>
#include <QEvent>

namespace gda::i18n {

Translator &Translator::instance()
{
    static Translator translator;
    return translator;
}

bool Translator::setLanguage(const QString &language)
{
    const Translation *translation = Translation::forLanguage(language);
    if (!translation)
        return false;
    const Translation *previous = m_application.exchange(translation);
    if (!m_installed) {
        install(); // sends LanguageChange itself
        return true;
    }
    if (previous != translation && QCoreApplication::instance()) {
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
    }
    return true;
}

void Translator::install()
{
    if (!m_installed)
        m_installed = QCoreApplication::installTranslator(this);
}

QString Translator::language() const
{
    const Translation *translation = m_application.load();
    return translation ? translation->language() : QStringLiteral("en");
}

QString Translator::translate(const char *context, const char *sourceText,
                              const char *disambiguation, int n) const
{
    const Translation *translation = LanguageScope::current();
    if (!translation)
        translation = m_application.load();
    return translation ? translation->translate(context, sourceText, disambiguation, n) : QString();
}

} // namespace gda::i18n
