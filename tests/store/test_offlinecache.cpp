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

// Issue 39: a revision saved offline is a local draft, numbered apart from the server's
// versions (before: "version 2", a number the server may give a colleague's revision), and says
// who saved it; a copy of version 2 is upgraded to keep authors.
TEST_CASE("offline copy: revisions saved offline are local drafts after the server's version",
          "[store][offline][collaboration]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("copy.sqlite"));
    Scenario waiting = test::exampleScenario();
    waiting.name = QStringLiteral("Alpha");
    writeFirstVersionCopy(path, waiting);
    {
        RawCopy raw(path);
        raw.exec(QStringLiteral("DELETE FROM meta WHERE key = 'schema'"));
        raw.exec(QStringLiteral("PRAGMA user_version = 2")); // as the previous release left it
    }
    CachedLibrary library(std::make_unique<PostgresLibrary>(), path);
    library.setAuthor(QStringLiteral("Anna"));
    requireOk(library.open(kUnreachable));
    REQUIRE_FALSE(library.isOnline());
    Scenario next = waiting;
    next.notes = QStringLiteral("second offline edit");
    const auto saved = library.save(7, next, 2, QStringLiteral("on the plane"));
    requireOk(saved);

    const auto history = library.history(7);
    requireOk(history);
    REQUIRE(history->size() == 3);
    CHECK(history->at(0).localDraft == 2);
    CHECK(history->at(0).afterRevision == 1);
    CHECK(history->at(0).author == QStringLiteral("Anna"));
    CHECK(history->at(0).note == QStringLiteral("on the plane (not yet sent)"));
    CHECK(history->at(1).localDraft == 1);
    CHECK(history->at(1).afterRevision == 1);
    CHECK(history->at(1).author.isEmpty()); // queued before the copy kept authors
    CHECK(history->at(2).localDraft == 0);  // the server's version 1
    CHECK(history->at(2).revision == 1);
    const auto listed = library.list();
    requireOk(listed);
    REQUIRE(listed->size() == 1);
    CHECK(listed->front().unsent == 2);
    CHECK(listed->front().afterRevision == 1);
    CHECK(library.queued().back().author == QStringLiteral("Anna"));
    library.close();
    RawCopy raw(path);
    CHECK(raw.value(QStringLiteral("PRAGMA user_version")).toInt() == 3);
}

namespace {

// The key function the application passes (the keyring's part is tested in store_keyring_*).
std::function<Result<QByteArray>(const QString &)> fixedKey(const QByteArray &key)
{
    return [key](const QString &) { return Result<QByteArray>(key); };
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

} // namespace

// Issue 39 item 2: the offline copy encrypted at rest with a key from the keyring. The file
// holds nothing readable (before: every client scenario in plain text), opens again with its
// key, is refused clearly with another one, and turns plain again when encryption is switched
// off.
TEST_CASE("offline copy: encrypted at rest, opened with its key, refused with a wrong one",
          "[store][offline][encryption]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("copy.sqlite"));
    Scenario waiting = test::exampleScenario();
    waiting.name = QStringLiteral("Gemeente Utrecht GPU cluster");
    writeFirstVersionCopy(path, waiting);
    const QByteArray keyA(32, 'a');
    const QByteArray keyB(32, 'b');
    const QByteArray name = waiting.name.toUtf8();
    REQUIRE(fileBytes(path).contains("Alpha")); // a plain copy, as before

    {
        CachedLibrary library(std::make_unique<PostgresLibrary>(), path);
        library.setOfflineCopyKey(fixedKey(keyA), true);
        requireOk(library.open(kUnreachable));
        CHECK(library.isEncrypted());
        CHECK(library.queued().size() == 1);
        // Encrypted at once: no name, no side files, owner only.
        const QByteArray sealedBytes = fileBytes(path);
        CHECK(sealedBytes.startsWith("GDAOFFE1"));
        CHECK_FALSE(sealedBytes.contains("Alpha"));
        CHECK_FALSE(sealedBytes.contains(name));
        CHECK_FALSE(sealedBytes.contains("SQLite format 3"));
        CHECK_FALSE(QFileInfo::exists(path + QStringLiteral("-wal")));
        CHECK_FALSE(QFileInfo::exists(path + QStringLiteral("-shm")));
        CHECK_FALSE(othersMay(path));
        // Upgraded in memory: no plain backup beside it.
        CHECK(QDir(dir.path()).entryList({QStringLiteral("*.bak")}, QDir::Files).isEmpty());
        // A revision saved offline is on the disk, sealed, when save() returns.
        Scenario next = waiting;
        next.notes = QStringLiteral("confidential power contract");
        requireOk(library.save(7, next, 2, QStringLiteral("kept on the train")));
        const QByteArray afterSave = fileBytes(path);
        CHECK(afterSave != sealedBytes);
        CHECK_FALSE(afterSave.contains("confidential power contract"));
        CHECK_FALSE(afterSave.contains("kept on the train"));
        CHECK_FALSE(afterSave.contains(name));
    }
    const QByteArray closed = test::fileSha256(path);

    SECTION("opens again with its key: the queue and the content are there")
    {
        CachedLibrary library(std::make_unique<PostgresLibrary>(), path);
        library.setOfflineCopyKey(fixedKey(keyA), true);
        requireOk(library.open(kUnreachable));
        REQUIRE(library.queued().size() == 2);
        CHECK(library.load(7)->scenario.notes == QStringLiteral("confidential power contract"));
        CHECK(library.history(7)->front().note ==
              QStringLiteral("kept on the train (not yet sent)"));
    }
    SECTION("another key: refused, saying so, the file untouched")
    {
        CachedLibrary library(std::make_unique<PostgresLibrary>(), path);
        library.setOfflineCopyKey(fixedKey(keyB), true);
        const auto opened = library.open(kUnreachable);
        REQUIRE_FALSE(opened);
        CHECK(opened.error().kind == StoreError::Kind::Corrupt);
        CHECK(opened.error().message.contains(QStringLiteral("cannot be decrypted with the key")));
        CHECK(opened.error().message.contains(QStringLiteral("Delete the file")));
        CHECK_FALSE(library.isOpen());
        CHECK(test::fileSha256(path) == closed);
    }
    SECTION("no key (the command line, or no keyring): the file is left as it is")
    {
        CachedLibrary library(std::make_unique<PostgresLibrary>(), path);
        library.setOfflineCopyKey(
            [](const QString &) -> Result<QByteArray> {
                return StoreError{StoreError::Kind::Io,
                                  QStringLiteral("the system keyring cannot be reached")};
            },
            true);
        // Offline with nothing readable: as with no copy at all.
        CHECK(test::errorKind(library.open(kUnreachable)) == StoreError::Kind::Io);
        CHECK(test::fileSha256(path) == closed);
        CachedLibrary withoutCopy(std::make_unique<PostgresLibrary>(), path);
        withoutCopy.setOpenWithoutCopy(true); // as the app: opened empty, with a warning
        withoutCopy.setOfflineCopyKey(
            [](const QString &) -> Result<QByteArray> {
                return StoreError{StoreError::Kind::Io,
                                  QStringLiteral("the system keyring cannot be reached")};
            },
            true);
        requireOk(withoutCopy.open(kUnreachable));
        CHECK(withoutCopy.isMemoryOnly());
        REQUIRE(withoutCopy.warnings().size() == 1);
        CHECK(withoutCopy.warnings().front().contains(
            QStringLiteral("its key cannot be read: the system keyring cannot be reached")));
        withoutCopy.close();
        CHECK(test::fileSha256(path) == closed);
    }
    SECTION("encryption switched off: written plain again with the key")
    {
        {
            CachedLibrary library(std::make_unique<PostgresLibrary>(), path);
            library.setOfflineCopyKey(fixedKey(keyA), false);
            requireOk(library.open(kUnreachable));
            CHECK_FALSE(library.isEncrypted());
            CHECK(library.queued().size() == 2);
        }
        CHECK(fileBytes(path).startsWith("SQLite format 3"));
        RawCopy raw(path);
        CHECK(raw.value(QStringLiteral("SELECT count(*) FROM queue")).toInt() == 2);
    }
}
