// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemanager.h"

#include "appidentity.h"
#include "i18n/translator.h"

#include <QGuiApplication>

namespace gda::ui {

LanguageManager &LanguageManager::instance()
{
    static LanguageManager manager;
    return manager;
}

bool LanguageManager::setLanguage(const QString &language)
{
    if (!i18n::Translator::instance().setLanguage(language))
        return false;
    QLocale::setDefault(localeFor(language));
    // Window titles end with the application's name, which has a Dutch form too.
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        QGuiApplication::setApplicationDisplayName(applicationDisplayName());
    if (language == m_language && m_set)
        return true;
    m_language = language;
    m_set = true;
    emit languageChanged(language);
    return true;
}

} // namespace gda::ui
