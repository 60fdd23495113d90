// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The offline copy of a team library (CachedLibrary) is versioned and upgraded like a library
// file (migrations.h): a copy written by an earlier version opens with its queue, a copy of a
// newer version is left alone. No server is needed: the team library's address names a socket
// folder that does not exist, so the copy opens offline.
#include "scenario/scenariofile.h"
#include "store/cachedlibrary.h"
#include "store/postgreslibrary.h"
#include "store/sqlitelibrary.h"
#include "storetestsupport.h"

#include <catch2/catch.hpp>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <memory>

using namespace gda;
using namespace gda::store;
using test::requireOk;

namespace {

const QString kUnreachable =
    QStringLiteral("postgresql:///advisor?host=/nonexistent-gda-test-socket&user=nobody");

// A raw connection to a copy, for writing one as an earlier version did and reading it back.
class RawCopy
{
public:
    explicit RawCopy(const QString &path)
        : m_name(QStringLiteral("raw-copy-%1").arg(++s_count)),
          m_db(QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name))
    {
        m_db.setDatabaseName(path);
        REQUIRE(m_db.open());
    }
    ~RawCopy()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
    RawCopy(const RawCopy &) = delete;
    RawCopy &operator=(const RawCopy &) = delete;

    void exec(const QString &sql)
    {
        QSqlQuery query(m_db);
        INFO(sql.toStdString());
        REQUIRE(query.exec(sql));
    }
    QVariant value(const QString &sql)
    {
        QSqlQuery query(m_db);
        INFO(sql.toStdString());
        REQUIRE(query.exec(sql));
        if (!query.next())
            return {};
        return query.value(0);
    }

private:
    static inline int s_count = 0;
    QString m_name;
    QSqlDatabase m_db;
};

// The tables and rows of an offline copy as the first version wrote them: a "schema" row in
// meta and no user_version; one scenario seen and one revision of it waiting to be sent.
void writeFirstVersionCopy(const QString &path, const Scenario &waiting)
{
    RawCopy raw(path);
    raw.exec(QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"));
    raw.exec(QStringLiteral(
        "CREATE TABLE records (id INTEGER PRIMARY KEY, name TEXT NOT NULL,"
        " client TEXT NOT NULL, created INTEGER NOT NULL, modified INTEGER NOT NULL,"
        " revision INTEGER NOT NULL, recommendation TEXT, break_even REAL, savings REAL,"
        " savings_fraction REAL, deleted_at INTEGER, content TEXT, content_revision INTEGER,"
        " search_text TEXT)"));
    raw.exec(QStringLiteral("CREATE TABLE history (scenario_id INTEGER NOT NULL,"
                            " revision INTEGER NOT NULL, saved_at INTEGER NOT NULL,"
                            " note TEXT NOT NULL, PRIMARY KEY (scenario_id, revision))"));
    raw.exec(QStringLiteral(
        "CREATE TABLE queue (seq INTEGER PRIMARY KEY AUTOINCREMENT,"
        " scenario_id INTEGER NOT NULL, base_revision INTEGER NOT NULL, content TEXT NOT NULL,"
        " note TEXT NOT NULL, queued_at INTEGER NOT NULL, refused INTEGER NOT NULL DEFAULT 0,"
        " their_revision INTEGER NOT NULL DEFAULT 0, message TEXT NOT NULL DEFAULT '')"));
    raw.exec(QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema', '1')"));
    // 2 Dec 2026 15:42 UTC, the last time the copy matched the server.
    raw.exec(QStringLiteral("INSERT INTO meta (key, value) VALUES ('last_sync', '1796226120000')"));
    const QString content = QString::fromUtf8(scenariofile::toCanonicalJson(waiting));
    raw.exec(QStringLiteral("INSERT INTO records (id, name, client, created, modified, revision,"
                            " content, content_revision) VALUES (7, 'Alpha', '', 1796226120000,"
                            " 1796226120000, 1, '%1', 1)")
                 .arg(QString(content).replace(u'\'', QStringLiteral("''"))));
    raw.exec(QStringLiteral("INSERT INTO queue (scenario_id, base_revision, content, note,"
                            " queued_at) VALUES (7, 1, '%1', 'on the train', 1796226180000)")
                 .arg(QString(content).replace(u'\'', QStringLiteral("''"))));
}

bool othersMay(const QString &file)
{
    return (QFile::permissions(file) & (QFileDevice::ReadGroup | QFileDevice::WriteGroup |
                                        QFileDevice::ReadOther | QFileDevice::WriteOther)) != 0;
}

} // namespace

TEST_CASE("offline copy: a copy of the first version opens with its queue and is upgraded",
          "[store][offline]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("copy.sqlite"));
    Scenario waiting = test::exampleScenario();
    waiting.name = QStringLiteral("Alpha");
    waiting.notes = QStringLiteral("saved offline by the first version");
    writeFirstVersionCopy(path, waiting);
    REQUIRE(QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ReadOther));

    {
        CachedLibrary library(std::make_unique<PostgresLibrary>(), path);
        requireOk(library.open(kUnreachable));
        CHECK_FALSE(library.isOnline());
        CHECK(library.lastSynchronised() == QDateTime::fromMSecsSinceEpoch(1796226120000, Qt::UTC));
        const QList<QueuedRevision> queue = library.queued();
        REQUIRE(queue.size() == 1);
        CHECK(queue.front().id == 7);
        CHECK(queue.front().baseRevision == 1);
        CHECK(queue.front().note == QStringLiteral("on the train"));
        CHECK(scenariofile::toCanonicalJson(queue.front().scenario) ==
              scenariofile::toCanonicalJson(waiting));
        // The waiting revision is what this program shows, as revision 2.
        const auto loaded = library.load(7);
        requireOk(loaded);
        CHECK(loaded->record.revision == 2);
        CHECK(loaded->scenario.notes == waiting.notes);
        CHECK_FALSE(othersMay(path));
    }
    RawCopy raw(path);
    CHECK(raw.value(QStringLiteral("PRAGMA user_version")).toInt() == kCacheSchemaVersion);
    CHECK(raw.value(QStringLiteral("PRAGMA application_id")).toInt() == 0x4744414F); // "GDAO"
    CHECK(raw.value(QStringLiteral("SELECT count(*) FROM meta WHERE key = 'schema'")).toInt() == 0);
    CHECK(raw.value(QStringLiteral("SELECT count(*) FROM queue")).toInt() == 1);
}

TEST_CASE("offline copy: an upgrade keeps a backup as private as the copy", "[store][offline]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("copy.sqlite"));
    writeFirstVersionCopy(path, test::exampleScenario());
    {
        RawCopy raw(path);
        raw.exec(QStringLiteral("PRAGMA user_version = 1")); // version 1: upgraded to 2, backed up
    }
    REQUIRE(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    {
        CachedLibrary library(std::make_unique<PostgresLibrary>(), path);
        requireOk(library.open(kUnreachable));
        CHECK(library.queued().size() == 1);
    }
    const QStringList backups =
        QDir(dir.path()).entryList({QStringLiteral("copy.sqlite.v1-*.bak")}, QDir::Files);
    REQUIRE(backups.size() == 1);
    CHECK_FALSE(othersMay(dir.filePath(backups.front())));
    RawCopy raw(path);
    CHECK(raw.value(QStringLiteral("PRAGMA user_version")).toInt() == kCacheSchemaVersion);
}

TEST_CASE("offline copy: a copy of a newer version is refused and left as it is",
          "[store][offline]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("copy.sqlite"));
    writeFirstVersionCopy(path, test::exampleScenario());
    {
        RawCopy raw(path);
        raw.exec(QStringLiteral("PRAGMA user_version = 99"));
    }
    const QByteArray before = test::fileSha256(path);
    {
        CachedLibrary library(std::make_unique<PostgresLibrary>(), path);
        CHECK_FALSE(library.open(kUnreachable));
        CHECK_FALSE(library.isOpen());
    }
    CHECK(test::fileSha256(path) == before);
}

TEST_CASE("library capabilities: a team connection and an offline copy are asked for, not cast",
          "[store][offline]")
{
    SqliteLibrary file;
    CHECK(file.team() == nullptr);
    CHECK(file.offline() == nullptr);
    PostgresLibrary team;
    REQUIRE(team.team() != nullptr);
    CHECK(team.offline() == nullptr);
    CHECK_FALSE(team.team()->passwordNeeded());
    auto remote = std::make_unique<PostgresLibrary>();
    CachedLibrary copy(std::move(remote), QStringLiteral("/nonexistent/copy.sqlite"));
    REQUIRE(copy.offline() != nullptr);
    CHECK(copy.offline() == static_cast<OfflineCopy *>(&copy));
    // The copy opens its server with libpq's own password sources: no password of its own.
    CHECK(copy.team() == nullptr);
    CHECK(copy.remote().team() != nullptr);
}
