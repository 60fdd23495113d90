// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>

namespace gda::ui {

LanguageManager &LanguageManager::instance()
{
    static LanguageManager manager;
    return manager;
}

QString LanguageManager::systemLanguage()
{
    return QLocale::system().language() == QLocale::Dutch ? QStringLiteral("nl")
                                                          : QStringLiteral("en");
}

QLocale LanguageManager::localeFor(const QString &language)
{
    return language == QLatin1String("nl") ? QLocale(QLocale::Dutch, QLocale::Netherlands)
                                           : QLocale(QLocale::English, QLocale::UnitedStates);
}

QString LanguageManager::nativeName(const QString &language)
{
    return language == QLatin1String("nl") ? QStringLiteral("Nederlands")
                                           : QStringLiteral("English");
}

bool LanguageManager::setLanguage(const QString &language)
{
    if (!languages().contains(language))
        return false;
    if (language == m_language && m_app) {
        QLocale::setDefault(localeFor(language));
        return true;
    }

    // English is the source language; its .qm holds only the plural forms ("1 year", "5 years").
    auto app = std::make_unique<QTranslator>();
    if (!app->load(QStringLiteral(":/i18n/gpu-advisor_") + language))
        return false;
    std::unique_ptr<QTranslator> qt;
    if (language != QLatin1String("en")) {
        qt = std::make_unique<QTranslator>();
        if (!qt->load(QStringLiteral("qtbase_") + language,
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qt.reset(); // Qt's own dialogs stay English; ours are still translated
    }
    if (m_app)
        QCoreApplication::removeTranslator(m_app.get());
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
    m_app = std::move(app);
    m_qt = std::move(qt);
    if (m_qt)
        QCoreApplication::installTranslator(m_qt.get());
    if (m_app)
        QCoreApplication::installTranslator(m_app.get());
    m_language = language;
    QLocale::setDefault(localeFor(language));
    emit languageChanged(language);
    return true;
}

ScopedLanguage::ScopedLanguage(const QString &language)
    : m_previous(LanguageManager::instance().language())
{
    LanguageManager::instance().setLanguage(language);
}

ScopedLanguage::~ScopedLanguage()
{
    LanguageManager::instance().setLanguage(m_previous);
}

} // namespace gda::ui
