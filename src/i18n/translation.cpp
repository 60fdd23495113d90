// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "translation.h"

#include "languages.h"

#include <QLibraryInfo>
#include <QMutex>

#include <map>

namespace gda::i18n {

const Translation *Translation::forLanguage(const QString &language)
{
    static QMutex mutex;
    static std::map<QString, std::unique_ptr<Translation>> loaded;
    if (!languages().contains(language))
        return nullptr;
    const QMutexLocker lock(&mutex);
    auto it = loaded.find(language);
    if (it == loaded.end()) {
        std::unique_ptr<Translation> translation(new Translation(language));
        if (!translation->load())
            return nullptr;
        it = loaded.emplace(language, std::move(translation)).first;
    }
    return it->second.get();
}

Translation::Translation(QString language) : m_language(std::move(language)) {}

bool Translation::load()
{
    m_ours = std::make_unique<QTranslator>();
    if (!m_ours->load(QStringLiteral(":/i18n/gpu-advisor_") + m_language))
        return false;
    if (m_language != QLatin1String("en")) {
        m_qt = std::make_unique<QTranslator>();
        if (!m_qt->load(QStringLiteral("qtbase_") + m_language,
                        QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            m_qt.reset(); // Qt's own dialogs stay English; ours are still translated
    }
    return true;
}

QLocale Translation::locale() const
{
    return localeFor(m_language);
}

QString Translation::translate(const char *context, const char *sourceText,
                               const char *disambiguation, int n) const
{
    QString text = m_ours->translate(context, sourceText, disambiguation, n);
    if (text.isNull() && m_qt)
        text = m_qt->translate(context, sourceText, disambiguation, n);
    return text;
}

} // namespace gda::i18n
