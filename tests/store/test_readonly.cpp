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

} // namespace

TEST_CASE("store opens a damaged library read-only and never writes to it", "[store][readonly]")
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

        // Reading what is still readable is allowed; a damaged part reports Corrupt.
        const auto listed = store.list();
        if (!listed.ok())
            CHECK(listed.error().kind == Kind::Corrupt);
        const auto exported = store.exportToFile(id, dir.filePath(QStringLiteral("rescued.json")));
        if (!exported.ok())
            CHECK(exported.error().kind == Kind::Corrupt);
    }
    CHECK(test::fileSha256(damaged) == before);

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
        }
        CHECK(test::fileSha256(junk) == junkBefore);
    }
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
