// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "assessment/summarize.h"
#include "core/languagemanager.h"
#include "core/settings.h"
#include "scenario/scenariofile.h"
#include "store/sqlitelibrary.h"

#include <QCoreApplication>
#include <QDir>
#include <QStringList>
#include <QTemporaryDir>

#include <optional>

// Shared by the translation tests and the screenshot tool (no Catch2 here).
namespace gda::test {

// Switches the running application's language. Qt posts LanguageChange to every widget, so the
// events are processed before anyone looks.
inline bool switchLanguage(const QString &language)
{
    const bool switched = ui::LanguageManager::instance().setLanguage(language);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    return switched;
}

// Back to English when the scope ends, whatever the test did in between.
class EnglishAfterwards
{
public:
    EnglishAfterwards() = default;
    ~EnglishAfterwards() { switchLanguage(QStringLiteral("en")); }
    EnglishAfterwards(const EnglishAfterwards &) = delete;
    EnglishAfterwards &operator=(const EnglishAfterwards &) = delete;
};

inline QString examplePath(const char *name)
{
    return QStringLiteral(GDA_TEST_DATA_DIR "/examples/%1.json").arg(QLatin1String(name));
}

inline std::optional<Scenario> loadExample(const char *name)
{
    const scenariofile::Result loaded = scenariofile::load(examplePath(name));
    if (const auto *scenario = std::get_if<Scenario>(&loaded))
        return *scenario;
    return std::nullopt;
}

// A scenario library and settings in a temporary folder, never the user's own.
struct TemporaryLibrary
{
    QTemporaryDir dir;
    ui::Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    store::SqliteLibrary store;

    bool open()
    {
        store.setSummarizer(summarize);
        return bool(store.open(dir.filePath(QStringLiteral("library.sqlite"))));
    }

    // Imports worked examples of tests/data/examples; returns their ids (empty on failure).
    QList<store::ScenarioId> import(std::initializer_list<const char *> names)
    {
        QStringList paths;
        for (const char *name : names)
            paths << examplePath(name);
        auto imported = store.importFiles(paths);
        return imported ? *imported : QList<store::ScenarioId>{};
    }
};

} // namespace gda::test
