// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A main window's surroundings for the view tests: an SQLite library with summaries and a
// settings file in a temporary folder, and no draft left from an earlier test.
#include "assessment/summarize.h"
#include "core/settings.h"
#include "store/sqlitelibrary.h"
#include "views/draftkeeper.h"

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

} // namespace gda::test
