// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>
#include <QTranslator>

#include <memory>

namespace gda::i18n {

// The translations of one language: ours (:/i18n/gpu-advisor_<language>.qm, for English only
// the plural forms) and Qt's own (qtbase_<language>.qm from Qt's translations path, so Qt's
// dialog buttons follow; optional: without it they stay English). Loaded once per language and
// kept for the life of the program, so a pointer to one stays valid.
class Translation
{
public:
    // nullptr for an unknown language or when our translation is missing.
    static const Translation *forLanguage(const QString &language);

    QString language() const { return m_language; }
    QLocale locale() const;
    // Ours first, then Qt's; a null string when neither has the text.
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const;

private:
    explicit Translation(QString language);
    bool load();

    QString m_language;
    std::unique_ptr<QTranslator> m_ours;
    std::unique_ptr<QTranslator> m_qt;
};

} // namespace gda::i18n
