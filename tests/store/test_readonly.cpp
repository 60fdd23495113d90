// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A damaged library is opened read-only, says so plainly, and is never written.
#include "store/sqlitelibrary.h"
#include "storetestsupport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QTemporaryDir>

#include <random>

using namespace gda;
using namespace gda::store;
using test::errorKind;
using test::requireOk;
using Kind = StoreError::Kind;

namespace {

constexpr qint64 kPageSize = 4096;

// A checkpointed library with enough scenarios to span many pages; returns the first id.
ScenarioId makeLibrary(const QString &path)
{
    SqliteLibrary store;
    requireOk(store.open(path));
    ScenarioId first = 0;
    for (int i = 0; i < 4; ++i) {
        const auto ids = store.importFiles(test::exampleFiles());
        requireOk(ids);
        if (first == 0)
            first = ids->first();
    }
    return first; // closing the last connection checkpoints the WAL into the file
}

// Overwrites pages [firstPage, lastPage) (1-based) with seeded random bytes.
void writeGarbage(const QString &path, qint64 firstPage, qint64 lastPage)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadWrite));
    std::mt19937 random(1234);
    for (qint64 page = firstPage; page < lastPage; ++page) {
        QByteArray garbage(kPageSize, '\0');
        for (char &c : garbage)
            c = char(random() & 0xff);
        REQUIRE(file.seek((page - 1) * kPageSize));
        REQUIRE(file.write(garbage) == kPageSize);
    }
}

// A write-ahead log left beside the file, as a session that did not end cleanly leaves it (a
// crash, a killed process, a power cut): what makes the next open check every page.
void leaveLog(const QString &library)
{
    QFile log(library + QStringLiteral("-wal"));
    REQUIRE(log.open(QIODevice::WriteOnly));
    REQUIRE(log.write(QByteArray(32 * 1024, '\0')) == 32 * 1024);
}

} // namespace

TEST_CASE("store checks a library whose last session did not end cleanly, and opens a damaged one "
          "read-only and never writes to it",
          "[store][readonly]")
{
    QTemporaryDir dir;
    const QString healthy = dir.filePath(QStringLiteral("healthy.sqlite"));
    const ScenarioId id = makeLibrary(healthy);
    REQUIRE_FALSE(QFile::exists(healthy + QStringLiteral("-wal")));
    const QString damaged = dir.filePath(QStringLiteral("damaged.sqlite"));
    REQUIRE(QFile::copy(healthy, damaged));
    const qint64 pages = QFile(damaged).size() / kPageSize;
    REQUIRE(pages > 20);
    writeGarbage(damaged, pages / 2, pages / 2 + 3);
    leaveLog(damaged);
    const QByteArray before = test::fileSha256(damaged);

    {
        SqliteLibrary store;
        requireOk(store.open(damaged));
        CHECK(store.isReadOnly());
        CHECK(store.readOnlyReason().contains(QLatin1String("integrity check")));
        CHECK(store.readOnlyReason().contains(QLatin1String("read-only")));
        REQUIRE_FALSE(store.warnings().isEmpty());
        CHECK(store.warnings().first() == store.readOnlyReason());
        const auto settings = store.connectionSettings();
        requireOk(settings);
        CHECK(settings->queryOnly);

        const Scenario scenario = test::exampleScenario();
        CHECK(errorKind(store.create(scenario)) == Kind::ReadOnly);
        CHECK(errorKind(store.save(id, scenario, 1)) == Kind::ReadOnly);
        CHECK(errorKind(store.duplicate(id)) == Kind::ReadOnly);
        CHECK(errorKind(store.rename(id, QStringLiteral("x"))) == Kind::ReadOnly);
        CHECK(errorKind(store.moveToTrash(id)) == Kind::ReadOnly);
        CHECK(errorKind(store.restoreFromTrash(id)) == Kind::ReadOnly);
        CHECK(errorKind(store.emptyTrash()) == Kind::ReadOnly);
        CHECK(errorKind(store.restoreRevision(id, 1)) == Kind::ReadOnly);
        CHECK(errorKind(store.importFiles(test::exampleFiles())) == Kind::ReadOnly);
        CHECK(errorKind(store.refreshSummaries()) == Kind::ReadOnly);
        CHECK(store.save(id, scenario, 1).error().message.contains(QLatin1String("read-only")));
        CHECK(errorKind(store.checkIntegrity()) == Kind::Corrupt);

        // Reading what is still readable is allowed; a damaged part reports Corrupt.
        const auto listed = store.list();
        if (!listed.ok())
            CHECK(listed.error().kind == Kind::Corrupt);
        const auto exported = store.exportToFile(id, dir.filePath(QStringLiteral("rescued.json")));
        if (!exported.ok())
            CHECK(exported.error().kind == Kind::Corrupt);
    }
    CHECK(test::fileSha256(damaged) == before);

    SECTION("a healthy library left the same way is checked and opened for writing")
    {
        leaveLog(healthy);
        SqliteLibrary store;
        requireOk(store.open(healthy));
        CHECK_FALSE(store.isReadOnly());
        requireOk(store.create(test::exampleScenario()));
    }

    SECTION("a library whose schema is to be migrated is checked first")
    {
        // Version 0 with the library's tables: without the check this reads as a lost schema
        // version; the check finds the damage before any migration step would run.
        const QString old = dir.filePath(QStringLiteral("old.sqlite"));
        REQUIRE(QFile::copy(healthy, old));
        {
            test::RawDatabase raw(old);
            raw.exec(QStringLiteral("PRAGMA user_version = 0"));
        }
        REQUIRE_FALSE(QFile::exists(old + QStringLiteral("-wal")));
        writeGarbage(old, pages / 2, pages / 2 + 3);
        const QByteArray oldBefore = test::fileSha256(old);
        {
            SqliteLibrary store;
            requireOk(store.open(old));
            CHECK(store.isReadOnly());
            CHECK(store.readOnlyReason().contains(QLatin1String("integrity check")));
        }
        CHECK(test::fileSha256(old) == oldBefore);
    }

    SECTION("a file that is not a database at all")
    {
        const QString junk = dir.filePath(QStringLiteral("junk.sqlite"));
        writeGarbage(junk, 1, 3);
        const QByteArray junkBefore = test::fileSha256(junk);
        {
            SqliteLibrary store;
            requireOk(store.open(junk));
            CHECK(store.isReadOnly());
            CHECK(errorKind(store.create(test::exampleScenario())) == Kind::ReadOnly);
            CHECK(errorKind(store.list()) == Kind::Corrupt);
            CHECK(errorKind(store.checkIntegrity()) == Kind::Corrupt);
        }
        CHECK(test::fileSha256(junk) == junkBefore);
    }
}

TEST_CASE("store opens a library that was closed cleanly without reading every page, and its "
          "integrity check on demand finds damage there",
          "[store][readonly]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    makeLibrary(path);
    REQUIRE_FALSE(QFile::exists(path + QStringLiteral("-wal")));
    {
        SqliteLibrary store;
        requireOk(store.open(path));
        requireOk(store.checkIntegrity());
    }
    const qint64 pages = QFile(path).size() / kPageSize;
    writeGarbage(path, pages / 2, pages / 2 + 3);

    SqliteLibrary store;
    requireOk(store.open(path));
    CHECK_FALSE(store.isReadOnly()); // quick_check did not run: nothing at open tells
    const auto checked = store.checkIntegrity();
    REQUIRE(errorKind(checked) == Kind::Corrupt);
    CHECK(checked.error().message.contains(QLatin1String("failed its integrity check")));
    CHECK(checked.error().message.contains(QLatin1String("library.sqlite")));
}

TEST_CASE("store reports a stored scenario that fails the file rules as damage, naming the field "
          "(D7)",
          "[store][readonly]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    ScenarioId id = 0;
    {
        SqliteLibrary store;
        requireOk(store.open(path));
        const auto ids = store.importFiles(test::exampleFiles().mid(0, 1));
        requireOk(ids);
        id = ids->first();
    }
    struct Case
    {
        const char *what;
        QString sql;
        QString mustMention;
    };
    const std::vector<Case> cases = {
        // One flipped byte renames a key: never read as the default.
        {"misspelled key",
         QStringLiteral("UPDATE revisions SET content = replace(content, '\"overhead_fraction\"',"
                        " '\"overhead_fractiom\"')"),
         QStringLiteral("overhead_fractiom: unknown field (did you mean overhead_fraction?)")},
        {"duplicate key",
         QStringLiteral("UPDATE revisions SET content = replace(content, '\"overhead_fractiom\":',"
                        " '\"overhead_fraction\": 0.5, \"overhead_fraction\":')"),
         QStringLiteral("overhead_fraction: given twice")},
    };
    for (const Case &c : cases) {
        INFO(c.what);
        {
            test::RawDatabase raw(path);
            raw.exec(c.sql);
        }
        SqliteLibrary store;
        requireOk(store.open(path));
        const auto loaded = store.load(id);
        REQUIRE_FALSE(bool(loaded));
        INFO(loaded.error().message.toStdString());
        CHECK(loaded.error().kind == Kind::Corrupt);
        CHECK(loaded.error().message.contains(QLatin1String("damaged")));
        CHECK(loaded.error().message.contains(c.mustMention));
    }
}
