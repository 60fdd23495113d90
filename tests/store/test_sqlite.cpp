// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What only the SQLite library does or shows: its rows behind the interface's back, its lock
// timeout, damaged content in the file, and its transactions. The behaviour every backend shares
// is in test_library.cpp.
#include "assessment/summarize.h"
#include "store/libraryfactory.h"
#include "store/sqlitelibrary.h"
#include "store/transaction.h"
#include "storetestsupport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QTemporaryDir>

using namespace gda;
using namespace gda::store;
using test::errorKind;
using test::RawDatabase;
using test::requireOk;
using Kind = StoreError::Kind;

namespace {

// An SQLite library on a fresh file in its own temporary folder.
struct FreshSqlite
{
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("scenarios.sqlite"));
    SqliteLibrary library;

    FreshSqlite()
    {
        library.setSummarizer(summarize);
        requireOk(library.open(path));
    }
};

ScenarioId createExample(SqliteLibrary &library, const QString &client = {})
{
    Scenario scenario = test::exampleScenario();
    scenario.client = client;
    const auto id = library.create(scenario);
    requireOk(id);
    return *id;
}

} // namespace

TEST_CASE("sqlite library keeps one client row per client in use", "[store][sqlite]")
{
    FreshSqlite fresh;
    const ScenarioId id = createExample(fresh.library, QStringLiteral("Acme"));
    Scenario moved = test::exampleScenario();
    moved.client = QStringLiteral("Beta");
    requireOk(fresh.library.save(id, moved, 1));
    RawDatabase raw(fresh.path);
    // Acme lost its last scenario and is gone; Beta is there once.
    CHECK(raw.value(QStringLiteral("SELECT count(*) FROM clients")).toInt() == 1);
    CHECK(raw.value(QStringLiteral("SELECT name FROM clients")).toString() ==
          QLatin1String("Beta"));
    CHECK(raw.value(QStringLiteral("SELECT count(*) FROM revisions")).toInt() == 2);
}

TEST_CASE("sqlite library: a held lock is Busy and damaged content is Corrupt",
          "[store][sqlite][errors]")
{
    FreshSqlite fresh;
    SqliteLibrary &store = fresh.library;
    const ScenarioId id = createExample(store);
    const Scenario good = test::exampleScenario();

    SECTION("busy")
    {
        // Through the factory, as the application sets it up.
        LibraryOptions options;
        options.busyTimeoutMs = 100;
        auto opened = openLibrary(fresh.path, options);
        requireOk(opened);
        ScenarioLibrary &impatient = **opened;
        const auto *sqlite = dynamic_cast<const SqliteLibrary *>(&impatient);
        REQUIRE(sqlite);
        const auto settings = sqlite->connectionSettings();
        requireOk(settings);
        CHECK(settings->busyTimeoutMs == 100);
        RawDatabase raw(fresh.path);
        raw.exec(QStringLiteral("BEGIN IMMEDIATE"));
        CHECK(errorKind(impatient.create(good)) == Kind::Busy);
        CHECK(errorKind(impatient.save(id, good, 1)) == Kind::Busy);
        requireOk(impatient.load(id)); // WAL: readers never wait for the writer
        raw.exec(QStringLiteral("ROLLBACK"));
        requireOk(impatient.save(id, good, 1));
    }
    SECTION("corrupt scenario content")
    {
        {
            RawDatabase raw(fresh.path);
            raw.exec(QStringLiteral("UPDATE revisions SET content = '{ broken'"));
        }
        CHECK(errorKind(store.load(id)) == Kind::Corrupt);
        CHECK(errorKind(store.exportToFile(id, fresh.dir.filePath(QStringLiteral("x.json")))) ==
              Kind::Corrupt);
        {
            RawDatabase raw(fresh.path);
            raw.exec(QStringLiteral("DELETE FROM revisions"));
        }
        CHECK(errorKind(store.load(id)) == Kind::Corrupt);
    }
    SECTION("a stored field renamed by one flipped byte is damage, not a default")
    {
        {
            RawDatabase raw(fresh.path);
            raw.exec(QStringLiteral("UPDATE revisions SET content = replace(content, "
                                    "'\"overhead_fraction\"', '\"overhead_fractiom\"')"));
        }
        const auto loaded = store.load(id);
        REQUIRE(errorKind(loaded) == Kind::Corrupt);
        CHECK(loaded.error().message.contains(
            QStringLiteral("inputs.cloud.overhead_fractiom: unknown field (did you mean "
                           "overhead_fraction?)")));
    }
}

TEST_CASE("store transaction rolls back unless committed", "[store][sqlite][transaction]")
{
    FreshSqlite fresh;
    createExample(fresh.library);
    RawDatabase raw(fresh.path);
    {
        Transaction transaction(raw.db(), Transaction::Mode::Write, QStringLiteral("test"));
        REQUIRE(transaction.isActive());
        raw.exec(QStringLiteral("DELETE FROM revisions"));
        raw.exec(QStringLiteral("DELETE FROM scenarios"));
    }
    CHECK(raw.value(QStringLiteral("SELECT count(*) FROM scenarios")).toInt() == 1);
    {
        Transaction transaction(raw.db(), Transaction::Mode::Write, QStringLiteral("test"));
        raw.exec(QStringLiteral("UPDATE scenarios SET name = 'committed'"));
        requireOk(transaction.commit());
    }
    CHECK(raw.value(QStringLiteral("SELECT name FROM scenarios")).toString() ==
          QLatin1String("committed"));
}
