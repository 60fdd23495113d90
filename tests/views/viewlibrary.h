// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A main window's surroundings for the view tests: an SQLite library with summaries and a
// settings file in a temporary folder, and no draft left from an earlier test.
#include "assessment/summarize.h"
#include "core/settings.h"
#include "store/sqlitelibrary.h"
#include "views/draftkeeper.h"
#include "views/librarymodel.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QTemporaryDir>

#include <memory>

namespace gda::test {

struct ViewLibrary
{
    QTemporaryDir dir;
    store::SqliteLibrary store;
    std::unique_ptr<ui::Settings> settings;

    ViewLibrary()
    {
        REQUIRE(dir.isValid());
        store.setSummarizer(summarize);
        REQUIRE(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
        settings = std::make_unique<ui::Settings>(dir.filePath(QStringLiteral("settings.ini")));
        QFile::remove(ui::DraftKeeper::defaultPath());
    }
};

// The library list's row (Name column) of a stored scenario, under its client group; invalid
// when the list does not show it.
inline QModelIndex libraryRow(const ui::LibraryModel &model, store::ScenarioId id)
{
    for (int g = 0; g < model.rowCount(); ++g)
        for (int r = 0; r < model.rowCount(model.index(g, 0)); ++r) {
            const QModelIndex index = model.index(r, ui::LibraryModel::Name, model.index(g, 0));
            if (index.data(ui::LibraryModel::ScenarioIdRole).toLongLong() == id)
                return index;
        }
    return {};
}

} // namespace gda::test
