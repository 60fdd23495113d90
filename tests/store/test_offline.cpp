// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Working offline on a team library (CachedLibrary) against the real throw-away server, which
// the tests stop and start again (pg_ctl): the cache answers while it is down, revisions saved
// meanwhile are queued and sent on reconnect with the same conflict rule, and a server that dies
// in the middle of a save loses nothing that was acknowledged.
#include "pgtestserver.h"
#include "scenario/scenariofile.h"
#include "store/cachedlibrary.h"
#include "store/pglocation.h"
#include "store/postgreslibrary.h"
#include "storetestsupport.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <thread>

using namespace gda;
using namespace gda::store;
using test::PgTestServer;
using test::requireOk;

namespace {

std::unique_ptr<PostgresLibrary> colleagueAt(const QString &location)
{
    auto library = std::make_unique<PostgresLibrary>();
    requireOk(library->open(location));
    return library;
}

Scenario edited(const QString &name, const QString &notes)
{
    Scenario scenario = test::exampleScenario();
    scenario.name = name;
    scenario.notes = notes;
    return scenario;
}

QByteArray json(const Scenario &scenario)
{
    return scenariofile::toCanonicalJson(scenario);
}

// Starts the server again if a failed check left it stopped, so later tests have one.
struct ServerBack
{
    bool stopped = false;
    ~ServerBack()
    {
        if (stopped)
            PgTestServer::instance().startServer();
    }
};

const ScenarioRecord *findRecord(const QList<ScenarioRecord> &records, ScenarioId id)
{
    for (const ScenarioRecord &r : records)
        if (r.id == id)
            return &r;
    return nullptr;
}

} // namespace

TEST_CASE("offline: the cache answers while the server is down, reconnect sends the queue "
          "with the conflict rule",
          "[.postgres][store][offline]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString location = server.uri(server.createDatabase());
    QTemporaryDir dir;
    const QString cachePath = dir.filePath(QStringLiteral("cache.sqlite"));

    CachedLibrary library(std::make_unique<PostgresLibrary>(), cachePath);
    std::vector<bool> connection;
    library.setConnectionListener([&](bool online) { connection.push_back(online); });
    requireOk(library.open(location));
    CHECK(library.isOnline());
    const auto a = library.create(edited(QStringLiteral("Alpha"), QStringLiteral("a1")));
    const auto b = library.create(edited(QStringLiteral("Bravo"), QStringLiteral("b1")));
    requireOk(a);
    requireOk(b);
    // A colleague's scenario, in the cache after a list and a load.
    auto colleague = colleagueAt(location);
    const auto c = colleague->create(edited(QStringLiteral("Charlie"), QStringLiteral("c1")));
    requireOk(c);
    requireOk(library.list());
    requireOk(library.load(*c));
    requireOk(library.history(*a));
    colleague.reset();

    ServerBack back;
    server.stopServer();
    back.stopped = true;

    // Readable from the cache: the list (3 scenarios), each scenario, the history.
    const auto listed = library.list();
    requireOk(listed);
    CHECK_FALSE(library.isOnline());
    CHECK(connection == std::vector<bool>{false});
    CHECK(library.offlineReason().contains(QStringLiteral("cannot be reached")));
    CHECK(listed->size() == 3);
    const auto alpha = library.load(*a);
    requireOk(alpha);
    CHECK(alpha->scenario.notes == QStringLiteral("a1"));
    CHECK(alpha->record.revision == 1);
    const auto charlie = library.load(*c);
    requireOk(charlie);
    CHECK(charlie->scenario.name == QStringLiteral("Charlie"));
    const auto history = library.history(*a);
    requireOk(history);
    CHECK(history->size() == 1);
    const auto clients = library.clients();
    requireOk(clients);

    // Two revisions saved offline, each from revision 1: acknowledged with the number it will
    // have, queued, marked in the list.
    const Scenario alpha2 = edited(QStringLiteral("Alpha"), QStringLiteral("a2 offline"));
    const Scenario bravo2 = edited(QStringLiteral("Bravo"), QStringLiteral("b2 offline"));
    const auto savedA = library.save(*a, alpha2, 1, QStringLiteral("on the train"));
    requireOk(savedA);
    CHECK(*savedA == 2);
    const auto savedB = library.save(*b, bravo2, 1);
    requireOk(savedB);
    CHECK(*savedB == 2);
    CHECK(library.queued().size() == 2);
    const auto offlineList = library.list();
    requireOk(offlineList);
    REQUIRE(findRecord(*offlineList, *a));
    CHECK(findRecord(*offlineList, *a)->unsent == 1);
    CHECK(findRecord(*offlineList, *a)->revision == 2);
    CHECK(findRecord(*offlineList, *c)->unsent == 0);
    CHECK(library.load(*a)->scenario.notes == QStringLiteral("a2 offline"));
    CHECK(library.history(*a)->size() == 2);
    // A stale save offline is a conflict too; what needs the server says so.
    CHECK(test::errorKind(library.save(*a, alpha2, 1)) == StoreError::Kind::Conflict);
    CHECK(test::errorKind(library.create(alpha2)) == StoreError::Kind::Io);
    CHECK(test::errorKind(library.synchronise()) == StoreError::Kind::Io);

    // The offline copy is its owner's only (issue 39: 0644, readable by every account): a copy
    // left readable by an earlier version is made private when it is opened, -wal included.
    const auto othersMay = [](const QString &file) {
        return (QFile::permissions(file) & (QFileDevice::ReadGroup | QFileDevice::WriteGroup |
                                            QFileDevice::ReadOther | QFileDevice::WriteOther)) != 0;
    };
    CHECK_FALSE(othersMay(cachePath));
    REQUIRE(QFile::setPermissions(cachePath, QFile::permissions(cachePath) |
                                                 QFileDevice::ReadGroup | QFileDevice::ReadOther));
    REQUIRE(othersMay(cachePath));
    // Another program opened while the server is down: the same copy and queue.
    {
        CachedLibrary second(std::make_unique<PostgresLibrary>(), cachePath);
        requireOk(second.open(location));
        CHECK_FALSE(othersMay(cachePath));
        if (QFileInfo::exists(cachePath + QStringLiteral("-wal")))
            CHECK_FALSE(othersMay(cachePath + QStringLiteral("-wal")));
        CHECK_FALSE(second.isOnline());
        CHECK(second.queued().size() == 2);
        CHECK(second.list()->size() == 3);
    }
    // Without a copy, an unreachable server is an error and leaves no cache behind.
    {
        const QString none = dir.filePath(QStringLiteral("none.sqlite"));
        CachedLibrary fresh(std::make_unique<PostgresLibrary>(), none);
        CHECK(test::errorKind(fresh.open(location)) == StoreError::Kind::Io);
        CHECK_FALSE(QFileInfo::exists(none));
    }

    server.startServer();
    back.stopped = false;
    // Meanwhile a colleague saves Bravo from revision 1.
    colleague = colleagueAt(location);
    const Scenario bravoTheirs = edited(QStringLiteral("Bravo"), QStringLiteral("b2 colleague"));
    requireOk(colleague->save(*b, bravoTheirs, 1));

    const auto report = library.synchronise();
    requireOk(report);
    CHECK(library.isOnline());
    CHECK(connection == std::vector<bool>{false, true});
    REQUIRE(report->pushed.size() == 1);
    CHECK(report->pushed.front().queued.id == *a);
    CHECK(report->pushed.front().revision == 2);
    REQUIRE(report->conflicts.size() == 1);
    const QueuedRevision conflict = report->conflicts.front();
    CHECK(conflict.id == *b);
    CHECK(conflict.baseRevision == 1);
    CHECK(conflict.theirRevision == 2);
    CHECK(json(conflict.scenario) == json(bravo2));

    // Alpha's history on the server: revision 1 and the offline one, with its note.
    const auto alphaHistory = colleague->history(*a);
    requireOk(alphaHistory);
    REQUIRE(alphaHistory->size() == 2);
    CHECK(alphaHistory->front().note == QStringLiteral("on the train"));
    CHECK(json(*colleague->loadRevision(*a, 2)) == json(alpha2));
    // Bravo's offline revision waits, marked, until the user decides.
    const auto afterSync = library.list();
    requireOk(afterSync);
    CHECK(findRecord(*afterSync, *b)->unsent == 1);
    CHECK(findRecord(*afterSync, *b)->revision == 2);
    CHECK(findRecord(*afterSync, *a)->unsent == 0);

    const auto kept = library.resolve(conflict.seq, Resolution::KeepMine);
    requireOk(kept);
    CHECK(*kept == 3);
    CHECK(library.queued().isEmpty());
    // Nothing lost: revision 1, the colleague's 2 and the offline one as 3.
    const auto bravoHistory = colleague->history(*b);
    requireOk(bravoHistory);
    CHECK(bravoHistory->size() == 3);
    CHECK(json(*colleague->loadRevision(*b, 2)) == json(bravoTheirs));
    CHECK(json(*colleague->loadRevision(*b, 3)) == json(bravo2));
}

TEST_CASE("offline: a scenario without a client is kept in the copy and answered offline",
          "[.postgres][store][offline]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString location = server.uri(server.createDatabase());
    QTemporaryDir dir;
    CachedLibrary library(std::make_unique<PostgresLibrary>(),
                          dir.filePath(QStringLiteral("cache.sqlite")));
    requireOk(library.open(location));
    Scenario shared = edited(QStringLiteral("Shared"), QStringLiteral("s1"));
    shared.client.clear(); // shared by every team: a null client on the server
    const auto id = library.create(shared);
    const auto other = library.create(edited(QStringLiteral("Filed"), QStringLiteral("f1")));
    requireOk(id);
    requireOk(other);
    requireOk(library.list());
    requireOk(library.load(*id));

    ServerBack back;
    server.stopServer();
    back.stopped = true;
    // Before: records.client NOT NULL refused the row, with a warning at every open and sync.
    const auto listed = library.list();
    requireOk(listed);
    CHECK_FALSE(library.isOnline());
    CHECK(listed->size() == 2);
    const ScenarioRecord *record = findRecord(*listed, *id);
    REQUIRE(record != nullptr);
    CHECK(record->client.isEmpty());
    const auto loaded = library.load(*id);
    requireOk(loaded);
    CHECK(loaded->scenario.notes == QStringLiteral("s1"));
    ListFilter noClient;
    noClient.client = QString();
    const auto withoutClient = library.list(noClient);
    requireOk(withoutClient);
    REQUIRE(withoutClient->size() == 1);
    CHECK(withoutClient->first().id == *id);
    server.startServer();
    back.stopped = false;
}

TEST_CASE("offline: a conflict saved as a copy or dropped for theirs, a chain waits for its "
          "refused first revision",
          "[.postgres][store][offline]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString location = server.uri(server.createDatabase());
    QTemporaryDir dir;
    CachedLibrary library(std::make_unique<PostgresLibrary>(),
                          dir.filePath(QStringLiteral("cache.sqlite")));
    requireOk(library.open(location));
    const auto a = library.create(edited(QStringLiteral("Alpha"), QStringLiteral("a1")));
    const auto b = library.create(edited(QStringLiteral("Bravo"), QStringLiteral("b1")));
    requireOk(a);
    requireOk(b);

    ServerBack back;
    server.stopServer();
    back.stopped = true;
    requireOk(library.list());
    // Alpha twice (a chain: 2 from 1, 3 from 2), Bravo once.
    requireOk(library.save(*a, edited(QStringLiteral("Alpha"), QStringLiteral("a2")), 1));
    requireOk(library.save(*a, edited(QStringLiteral("Alpha"), QStringLiteral("a3")), 2));
    requireOk(library.save(*b, edited(QStringLiteral("Bravo"), QStringLiteral("b2")), 1));
    CHECK(library.list()->size() == 2);
    server.startServer();
    back.stopped = false;

    auto colleague = colleagueAt(location);
    requireOk(colleague->save(*a, edited(QStringLiteral("Alpha"), QStringLiteral("a2 theirs")), 1));
    requireOk(colleague->save(*b, edited(QStringLiteral("Bravo"), QStringLiteral("b2 theirs")), 1));

    const auto report = library.synchronise();
    requireOk(report);
    CHECK(report->pushed.isEmpty());
    // Alpha's second revision is not sent over the colleague's: it waits for the first.
    REQUIRE(report->conflicts.size() == 3);

    // Bravo: take theirs (my offline revision dropped, theirs current).
    const QueuedRevision bravo = report->conflicts[2];
    REQUIRE(bravo.id == *b);
    requireOk(library.resolve(bravo.seq, Resolution::TakeTheirs));
    CHECK(colleague->history(*b)->size() == 2);
    // Alpha's two: each saved as a copy, named so.
    for (qsizetype i = 0; i < 2; ++i) {
        const auto copy = library.resolve(report->conflicts[i].seq, Resolution::SaveCopy);
        requireOk(copy);
        const auto stored = colleague->load(ScenarioId(*copy));
        requireOk(stored);
        CHECK(stored->scenario.name == QStringLiteral("Alpha (my changes)"));
        CHECK(stored->scenario.notes == (i == 0 ? QStringLiteral("a2") : QStringLiteral("a3")));
    }
    CHECK(library.queued().isEmpty());
    CHECK(colleague->history(*a)->size() == 2); // 1 and the colleague's 2
    CHECK(colleague->list()->size() == 4);
}

TEST_CASE("offline: a server killed in the middle of a save loses nothing acknowledged",
          "[.postgres][store][offline]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString location = server.uri(server.createDatabase());
    QTemporaryDir dir;
    CachedLibrary library(std::make_unique<PostgresLibrary>(),
                          dir.filePath(QStringLiteral("cache.sqlite")));
    requireOk(library.open(location));
    const auto a = library.create(edited(QStringLiteral("Alpha"), QStringLiteral("a1")));
    requireOk(a);

    ServerBack back;
    const Scenario alpha2 = edited(QStringLiteral("Alpha"), QStringLiteral("a2"));
    {
        // A colleague holds Alpha's row, so the save waits inside its transaction on the
        // server; the server is killed (-m immediate) while it waits.
        QSqlDatabase lock =
            QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("offline-test-lock"));
        lock.setHostName(server.socketDirectory());
        lock.setDatabaseName(location.section(u'/', 3).section(u'?', 0, 0));
        lock.setUserName(PgTestServer::kSuperuser);
        REQUIRE(lock.open());
        REQUIRE(lock.transaction());
        QSqlQuery hold(lock);
        REQUIRE(
            hold.exec(QStringLiteral("SELECT id FROM scenarios WHERE id = %1 FOR UPDATE").arg(*a)));
        const QString kill = server.stopCommand().join(u' ') + QStringLiteral(" >/dev/null 2>&1");
        std::thread killer([kill] {
            std::this_thread::sleep_for(std::chrono::milliseconds(700));
            (void)std::system(kill.toLocal8Bit().constData());
        });
        back.stopped = true;
        const auto saved = library.save(*a, alpha2, 1, QStringLiteral("before the crash"));
        killer.join();
        // Acknowledged (as revision 2, to be sent), and kept.
        requireOk(saved);
        CHECK(*saved == 2);
        CHECK_FALSE(library.isOnline());
        REQUIRE(library.queued().size() == 1);
        hold.finish();
        lock.close();
        lock = QSqlDatabase();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("offline-test-lock"));

    server.startServer();
    back.stopped = false;
    const auto report = library.synchronise();
    requireOk(report);
    CHECK(report->pushed.size() == 1);
    CHECK(report->conflicts.isEmpty());
    auto colleague = colleagueAt(location);
    const auto history = colleague->history(*a);
    requireOk(history);
    CHECK(history->size() == 2);
    CHECK(json(*colleague->loadRevision(*a, 2)) == json(alpha2));
}

TEST_CASE("offline: a revision committed before its acknowledgement was lost is not stored twice",
          "[.postgres][store][offline]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString location = server.uri(server.createDatabase());
    QTemporaryDir dir;
    CachedLibrary library(std::make_unique<PostgresLibrary>(),
                          dir.filePath(QStringLiteral("cache.sqlite")));
    requireOk(library.open(location));
    const auto a = library.create(edited(QStringLiteral("Alpha"), QStringLiteral("a1")));
    requireOk(a);

    ServerBack back;
    server.stopServer();
    back.stopped = true;
    const Scenario alpha2 = edited(QStringLiteral("Alpha"), QStringLiteral("a2"));
    requireOk(library.save(*a, alpha2, 1));
    server.startServer();
    back.stopped = false;
    // The same revision is already on the server (as when the commit went through and the
    // answer was lost): stored by another connection from the same base.
    auto colleague = colleagueAt(location);
    requireOk(colleague->save(*a, alpha2, 1));

    const auto report = library.synchronise();
    requireOk(report);
    CHECK(report->pushed.size() == 1);
    CHECK(report->conflicts.isEmpty());
    CHECK(library.queued().isEmpty());
    CHECK(colleague->history(*a)->size() == 2);
}

TEST_CASE("offline: store sync sends the app's kept revisions, a conflict is saved as a copy and "
          "reported",
          "[.postgres][store][offline][cli]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString location = server.uri(server.createDatabase());
    QTemporaryDir home;

    ScenarioId a = 0;
    ScenarioId b = 0;
    ServerBack back;
    {
        // Where the command line (XDG_DATA_HOME below) finds the app's copy.
        CachedLibrary library(
            std::make_unique<PostgresLibrary>(),
            home.path() + QStringLiteral("/gpu-advisor/team-cache/") +
                CachedLibrary::cacheFileName(parsePgLocation(location)->display()));
        requireOk(library.open(location));
        a = *library.create(edited(QStringLiteral("Alpha"), QStringLiteral("a1")));
        b = *library.create(edited(QStringLiteral("Bravo"), QStringLiteral("b1")));
        server.stopServer();
        back.stopped = true;
        requireOk(library.list());
        requireOk(library.save(a, edited(QStringLiteral("Alpha"), QStringLiteral("a2")), 1));
        requireOk(library.save(b, edited(QStringLiteral("Bravo"), QStringLiteral("b2")), 1));
    }
    server.startServer();
    back.stopped = false;
    auto colleague = colleagueAt(location);
    requireOk(colleague->save(b, edited(QStringLiteral("Bravo"), QStringLiteral("b2 theirs")), 1));

    const auto sync = [&] {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
        process.setProcessEnvironment(env);
        process.start(
            QStringLiteral(GDA_CLI_PATH),
            {QStringLiteral("store"), QStringLiteral("--db"), location, QStringLiteral("sync")});
        REQUIRE(process.waitForFinished(60000));
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        INFO(out.toStdString() << QString::fromUtf8(process.readAllStandardError()).toStdString());
        return std::make_pair(process.exitCode(), out);
    };
    const auto [status, out] = sync();
    INFO(out.toStdString());
    CHECK(status == 1);
    CHECK(out.contains(QStringLiteral("Sent: scenario %1 “Alpha”, revision 2").arg(a)));
    CHECK(out.contains(QStringLiteral("Conflict: scenario %1 “Bravo”").arg(b)));
    CHECK(out.contains(QStringLiteral("Sent 1, conflicts 1 (saved as copies 1)")));
    // Nothing lost: Alpha's revision on the server, Bravo's as a copy beside the colleague's.
    CHECK(colleague->history(a)->size() == 2);
    CHECK(colleague->history(b)->size() == 2);
    const auto all = colleague->list();
    requireOk(all);
    REQUIRE(all->size() == 3);
    const auto copy = std::find_if(all->begin(), all->end(), [](const ScenarioRecord &r) {
        return r.name == QStringLiteral("Bravo (my changes)");
    });
    REQUIRE(copy != all->end());
    CHECK(colleague->load(copy->id)->scenario.notes == QStringLiteral("b2"));
    // The queue is empty now: a second run sends nothing and succeeds.
    const auto [again, againOut] = sync();
    CHECK(again == 0);
    CHECK(againOut.contains(QStringLiteral("Sent 0, conflicts 0")));
}

// Issue 39 item 2, on the real server: an encrypted offline copy filled while online holds no
// scenario name or note on disk, answers offline with its key after the server stops, and sends
// a revision saved meanwhile when the server is back, with its author and note.
TEST_CASE("offline: an encrypted copy filled online answers offline and sends what was kept",
          "[.postgres][store][offline][encryption]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString location = server.uri(server.createDatabase());
    QTemporaryDir dir;
    const QString cachePath = dir.filePath(QStringLiteral("cache.sqlite"));
    const QByteArray key(32, 'k');
    const auto keyFunction = [key](const QString &) { return Result<QByteArray>(key); };
    const QString name = QStringLiteral("Provincie Gelderland render farm");

    ScenarioId id = 0;
    {
        CachedLibrary library(std::make_unique<PostgresLibrary>(), cachePath);
        library.setOfflineCopyKey(keyFunction, true);
        requireOk(library.open(location));
        REQUIRE(library.isOnline());
        CHECK(library.isEncrypted());
        const auto created = library.create(edited(name, QStringLiteral("budget 2027")),
                                            QStringLiteral("first offer"));
        requireOk(created);
        id = *created;
        requireOk(library.list());
        requireOk(library.load(id));
        requireOk(library.history(id));
    }
    QFile file(cachePath);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    file.close();
    CHECK(bytes.startsWith("GDAOFFE1"));
    CHECK_FALSE(bytes.contains(name.toUtf8()));
    CHECK_FALSE(bytes.contains("budget 2027"));
    CHECK_FALSE(bytes.contains("first offer"));

    ServerBack back;
    server.stopServer();
    back.stopped = true;
    CachedLibrary library(std::make_unique<PostgresLibrary>(), cachePath);
    library.setAuthor(QStringLiteral("ann-on-the-train"));
    library.setOfflineCopyKey(keyFunction, true);
    requireOk(library.open(location));
    CHECK_FALSE(library.isOnline());
    const auto loaded = library.load(id);
    requireOk(loaded);
    CHECK(loaded->scenario.name == name);
    CHECK(library.history(id)->front().note == QStringLiteral("first offer"));
    requireOk(library.save(id, edited(name, QStringLiteral("budget 2028")), 1,
                           QStringLiteral("kept offline")));
    const auto history = library.history(id);
    requireOk(history);
    CHECK(history->front().localDraft == 1);
    CHECK(history->front().afterRevision == 1);

    server.startServer();
    back.stopped = false;
    const auto report = library.synchronise();
    requireOk(report);
    REQUIRE(report->pushed.size() == 1);
    auto colleague = colleagueAt(location);
    const auto sent = colleague->history(id);
    requireOk(sent);
    REQUIRE(sent->size() == 2);
    CHECK(sent->front().note == QStringLiteral("kept offline"));
    CHECK(sent->front().author == colleague->author()); // the server's role, not the local name
    CHECK(sent->front().localDraft == 0);
}
