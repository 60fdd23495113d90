// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The library file: schema creation, connection settings, migrations and the fixtures.
#include "store/libraryfactory.h"
#include "store/migrations.h"
#include "store/sqlitelibrary.h"
#include "storetestsupport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>

#include <sys/stat.h>

using namespace gda;
using namespace gda::store;
using test::RawDatabase;
using test::requireOk;

namespace {

QStringList names(RawDatabase &raw, const QString &type)
{
    QSqlQuery query(raw.db());
    REQUIRE(query.exec(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = '%1' AND name "
                                      "NOT LIKE 'sqlite_%' ORDER BY name")
                           .arg(type)));
    QStringList list;
    while (query.next())
        list << query.value(0).toString();
    return list;
}

QStringList fixtureFiles()
{
    const QDir dir(test::dataPath(QStringLiteral("store")));
    QStringList files;
    for (const QString &name :
         dir.entryList({QStringLiteral("v*.sqlite")}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

} // namespace

TEST_CASE("store creates the schema, WAL mode and ids on a new file", "[store][schema]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/folder/scenarios.sqlite"));
    {
        SqliteLibrary store;
        requireOk(store.open(path));
        CHECK(store.isOpen());
        CHECK_FALSE(store.isReadOnly());
        CHECK(store.warnings().isEmpty());
        CHECK(store.path() == path);
        const auto settings = store.connectionSettings();
        requireOk(settings);
        CHECK(settings->journalMode == QLatin1String("wal"));
        CHECK(settings->synchronous == 2); // FULL
        CHECK(settings->foreignKeys);
        CHECK(settings->busyTimeoutMs == SqliteLibrary::kDefaultBusyTimeoutMs);
        CHECK_FALSE(settings->queryOnly);
    }
    REQUIRE(QFileInfo::exists(path));
    RawDatabase raw(path);
    CHECK(raw.value(QStringLiteral("PRAGMA user_version")).toInt() == kSchemaVersion);
    CHECK(raw.value(QStringLiteral("PRAGMA application_id")).toInt() == kApplicationId);
    CHECK(raw.value(QStringLiteral("PRAGMA journal_mode")).toString() == QLatin1String("wal"));
    CHECK(names(raw, QStringLiteral("table")) == QStringList{QStringLiteral("clients"),
                                                             QStringLiteral("revisions"),
                                                             QStringLiteral("scenarios")});
    const QStringList indexes = names(raw, QStringLiteral("index"));
    for (const char *index : {"scenarios_client", "scenarios_name", "scenarios_created",
                              "scenarios_modified", "scenarios_recommendation",
                              "scenarios_break_even", "scenarios_savings", "scenarios_deleted"})
        CHECK(indexes.contains(QLatin1String(index)));
    const QSqlRecord columns = raw.db().record(QStringLiteral("scenarios"));
    for (const char *column :
         {"client_id", "name", "created", "modified", "recommendation", "break_even_month",
          "savings", "savings_fraction", "revision", "deleted_at"})
        CHECK(columns.contains(QLatin1String(column)));
    const QSqlRecord revisionColumns = raw.db().record(QStringLiteral("revisions"));
    for (const char *column : {"scenario_id", "revision", "saved_at", "note", "content"})
        CHECK(revisionColumns.contains(QLatin1String(column)));
    // No backup for a brand-new file: there was nothing to lose.
    CHECK(QDir(QFileInfo(path).absolutePath())
              .entryList({QStringLiteral("*.bak")}, QDir::Files)
              .isEmpty());
}

TEST_CASE("store connections keep foreign keys on so revisions go with their scenario",
          "[store][schema]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.sqlite"));
    SqliteLibrary store;
    requireOk(store.open(path));
    const auto id = store.create(test::exampleScenario());
    requireOk(id);
    requireOk(store.save(*id, test::exampleScenario(), 1));
    requireOk(store.moveToTrash(*id));
    const auto removed = store.emptyTrash();
    requireOk(removed);
    CHECK(*removed == 1);
    RawDatabase raw(path);
    CHECK(raw.value(QStringLiteral("SELECT count(*) FROM revisions")).toInt() == 0);
    CHECK(raw.value(QStringLiteral("SELECT count(*) FROM clients")).toInt() == 0);
}

TEST_CASE("store honours GPU_ADVISOR_DB for the default path", "[store][schema]")
{
    const QByteArray saved = qgetenv("GPU_ADVISOR_DB");
    qputenv("GPU_ADVISOR_DB", "/somewhere/else.sqlite");
    CHECK(defaultLibraryLocation() == QLatin1String("/somewhere/else.sqlite"));
    qunsetenv("GPU_ADVISOR_DB");
    const QString fallback = defaultLibraryLocation();
    CHECK(fallback.endsWith(QLatin1String("/scenarios.sqlite")));
    // Test mode (set by the test main) keeps it out of the user's real data folder.
    CHECK(fallback.contains(QLatin1String(".qttest")));
    if (!saved.isEmpty())
        qputenv("GPU_ADVISOR_DB", saved);
}

TEST_CASE("store warns about cloud-synced folders and stays quiet on a local disk",
          "[store][schema]")
{
    QTemporaryDir dir;
    CHECK(SqliteLibrary::locationWarning(dir.filePath(QStringLiteral("s.sqlite"))).isEmpty());
    const QString synced =
        SqliteLibrary::locationWarning(QStringLiteral("/home/ann/Dropbox/work/s.sqlite"));
    CHECK(synced.contains(QLatin1String("Dropbox")));
    CHECK_FALSE(
        SqliteLibrary::locationWarning(QStringLiteral("/home/ann/OneDrive/s.sqlite")).isEmpty());
}

TEST_CASE("store migrates every fixture version to the current schema", "[store][schema]")
{
    const QStringList fixtures = fixtureFiles();
    // One fixture per schema version, v1 … current.
    REQUIRE(fixtures.size() == kSchemaVersion);
    for (const QString &fixture : fixtures) {
        DYNAMIC_SECTION(QFileInfo(fixture).fileName().toStdString())
        {
            const QByteArray before = test::fileSha256(fixture);
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("scenarios.sqlite"));
            REQUIRE(QFile::copy(fixture, path));
            REQUIRE(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
            int fromVersion = 0;
            {
                RawDatabase raw(path, true);
                fromVersion = raw.value(QStringLiteral("PRAGMA user_version")).toInt();
            }
            CHECK(QFileInfo(fixture).fileName() == QStringLiteral("v%1.sqlite").arg(fromVersion));

            SqliteLibrary store;
            requireOk(store.open(path));
            CHECK_FALSE(store.isReadOnly());
            ListFilter all;
            all.trash = ListFilter::Trash::Include;
            const auto records = store.list(all);
            requireOk(records);
            REQUIRE(records->size() >= 6);
            for (const ScenarioRecord &record : *records) {
                requireOk(store.load(record.id));
                const auto history = store.history(record.id);
                requireOk(history);
                CHECK(history->size() == record.revision);
            }
            // Still writable after the upgrade; a new revision has its author and note
            // (schema version 2, issue 39), the revisions from before have no author.
            const ScenarioRecord &first = records->first();
            const auto loaded = store.load(first.id);
            requireOk(loaded);
            store.setAuthor(QStringLiteral("Anna"));
            if (!first.deletedAt) {
                requireOk(store.save(first.id, loaded->scenario, first.revision,
                                     QStringLiteral("after the upgrade")));
                const auto history = store.history(first.id);
                requireOk(history);
                CHECK(history->front().author == QStringLiteral("Anna"));
                CHECK(history->front().note == QStringLiteral("after the upgrade"));
                if (fromVersion < 2)
                    CHECK(history->back().author.isEmpty());
            }
            store.close();

            RawDatabase raw(path, true);
            CHECK(raw.value(QStringLiteral("PRAGMA user_version")).toInt() == kSchemaVersion);
            const QStringList backups = QDir(dir.path()).entryList({QStringLiteral("*.bak")});
            CHECK(backups.size() == (fromVersion < kSchemaVersion ? 1 : 0));
            CHECK(test::fileSha256(fixture) == before);
        }
    }
}

TEST_CASE("store migration backs up first and runs each step in one transaction", "[store][schema]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scenarios.sqlite"));
    REQUIRE(QFile::copy(test::dataPath(QStringLiteral("store/v1.sqlite")), path));
    REQUIRE(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    // The first shipped step, then a step of the test's own as version 2.
    std::vector<Migration> steps(schemaMigrations().begin(), schemaMigrations().begin() + 1);
    REQUIRE(steps.back().toVersion == 1);

    SECTION("a successful step")
    {
        steps.push_back({2,
                         {QStringLiteral("ALTER TABLE scenarios ADD COLUMN tag TEXT"),
                          QStringLiteral("CREATE INDEX scenarios_tag ON scenarios(tag)")}});
        RawDatabase raw(path);
        const auto outcome = migrate(raw.db(), path, steps);
        requireOk(outcome);
        CHECK(outcome->fromVersion == 1);
        CHECK(outcome->toVersion == 2);
        REQUIRE(QFileInfo::exists(outcome->backupPath));
        CHECK(QFileInfo(outcome->backupPath).absolutePath() == QFileInfo(path).absolutePath());
        CHECK(raw.value(QStringLiteral("PRAGMA user_version")).toInt() == 2);
        CHECK(raw.db().record(QStringLiteral("scenarios")).contains(QStringLiteral("tag")));
        RawDatabase backup(outcome->backupPath, true);
        CHECK(backup.value(QStringLiteral("PRAGMA user_version")).toInt() == 1);
        CHECK(backup.value(QStringLiteral("SELECT count(*) FROM scenarios")).toInt() ==
              raw.value(QStringLiteral("SELECT count(*) FROM scenarios")).toInt());
        // Running again is a no-op.
        const auto again = migrate(raw.db(), path, steps);
        requireOk(again);
        CHECK(again->backupPath.isEmpty());
    }
    SECTION("a failing step leaves the file at the previous version")
    {
        steps.push_back({2,
                         {QStringLiteral("ALTER TABLE scenarios ADD COLUMN tag TEXT"),
                          QStringLiteral("THIS IS NOT SQL")}});
        RawDatabase raw(path);
        const auto outcome = migrate(raw.db(), path, steps);
        CHECK(test::errorKind(outcome) == StoreError::Kind::Io);
        CHECK(raw.value(QStringLiteral("PRAGMA user_version")).toInt() == 1);
        CHECK_FALSE(raw.db().record(QStringLiteral("scenarios")).contains(QStringLiteral("tag")));
        CHECK(raw.value(QStringLiteral("PRAGMA integrity_check")).toString() ==
              QLatin1String("ok"));
    }
}

TEST_CASE("store opens a file of a newer schema read-only", "[store][schema]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("s.sqlite"));
    {
        SqliteLibrary store;
        requireOk(store.open(path));
        requireOk(store.create(test::exampleScenario()));
    }
    {
        RawDatabase raw(path);
        raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion + 1));
    }
    const QByteArray before = test::fileSha256(path);
    {
        SqliteLibrary store;
        requireOk(store.open(path));
        CHECK(store.isReadOnly());
        CHECK(store.readOnlyReason().contains(QLatin1String("newer version")));
        CHECK(test::errorKind(store.create(test::exampleScenario())) == StoreError::Kind::ReadOnly);
        requireOk(store.list());
    }
    CHECK(test::fileSha256(path) == before);
}

TEST_CASE("store refuses SQLite files of other programs", "[store][schema]")
{
    QTemporaryDir dir;
    SECTION("another application id")
    {
        const QString path = dir.filePath(QStringLiteral("other.sqlite"));
        {
            RawDatabase raw(path);
            raw.exec(QStringLiteral("PRAGMA application_id = 1234"));
            raw.exec(QStringLiteral("CREATE TABLE t (x)"));
        }
        SqliteLibrary store;
        CHECK(test::errorKind(store.open(path)) == StoreError::Kind::Invalid);
        CHECK_FALSE(store.isOpen());
    }
    SECTION("tables but no application id")
    {
        const QString path = dir.filePath(QStringLiteral("plain.sqlite"));
        {
            RawDatabase raw(path);
            raw.exec(QStringLiteral("CREATE TABLE t (x)"));
        }
        SqliteLibrary store;
        CHECK(test::errorKind(store.open(path)) == StoreError::Kind::Invalid);
    }
    SECTION("a folder, a device or a FIFO: not a library file, and never waited on")
    {
        SqliteLibrary store;
        CHECK(test::errorKind(store.open(dir.path())) == StoreError::Kind::Invalid);
        CHECK(test::errorKind(store.open(QStringLiteral("/dev/null"))) ==
              StoreError::Kind::Invalid);
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0644) == 0);
        CHECK(test::errorKind(store.open(fifo)) == StoreError::Kind::Invalid);
    }
}

// Writes tests/data/store/v<current>.sqlite: run `store_tests "[.generate-fixture]"` once
// after adding a schema version, and commit the file. Old fixtures are never regenerated.
TEST_CASE("store fixture generator", "[.generate-fixture]")
{
    const QString target = test::dataPath(QStringLiteral("store/v%1.sqlite").arg(kSchemaVersion));
    REQUIRE_FALSE(QFileInfo::exists(target));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fixture.sqlite"));
    {
        SqliteLibrary store;
        requireOk(store.open(path));
        const auto ids = store.importFiles(test::exampleFiles());
        requireOk(ids);
        Scenario changed = test::exampleScenario();
        changed.client = QStringLiteral("Fixture client");
        changed.notes = QStringLiteral("'); DROP TABLE scenarios;--");
        requireOk(store.save(ids->first(), changed, 1, QStringLiteral("second revision")));
        requireOk(store.duplicate(ids->at(1)));
        requireOk(store.moveToTrash(ids->at(2)));
    }
    {
        RawDatabase raw(path);
        raw.exec(QStringLiteral("VACUUM INTO '%1'").arg(target));
    }
    REQUIRE(QFileInfo::exists(target));
}
