// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What only a team library on PostgreSQL does, on the throw-away server of pgtestserver.h:
// concurrent writers on several connections, live refresh, its versioned schema, the command
// line with a postgresql:// URI. Tagged [.postgres]: hidden from the per-test CTest entries and
// run by the CTest entry store_postgres (label postgres) together with the [library] tests.
#include "pgtestserver.h"
#include "scenario/scenariofile.h"
#include "store/libraryfactory.h"
#include "store/pglocation.h"
#include "store/pgmigrations.h"
#include "store/pgteamadmin.h"
#include "store/postgreslibrary.h"
#include "storetestsupport.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>

#include <map>
#include <memory>
#include <random>
#include <set>

#include <signal.h>

using namespace gda;
using namespace gda::store;
using test::errorKind;
using test::PgTestServer;
using test::requireOk;
using Kind = StoreError::Kind;

namespace {

// A new database on the test server, as a library location.
QString freshLocation()
{
    PgTestServer &server = PgTestServer::instance();
    return server.uri(server.createDatabase());
}

std::unique_ptr<PostgresLibrary> openAt(const QString &location)
{
    auto library = std::make_unique<PostgresLibrary>();
    requireOk(library->open(location));
    return library;
}

// Runs the event loop until `done` holds or `timeoutMs` passed; returns whether it holds.
template <typename Done> bool waitFor(Done done, int timeoutMs = 5000)
{
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < timeoutMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
    return done();
}

} // namespace

TEST_CASE("postgres library: concurrent writers never overwrite, stale saves are conflicts",
          "[.postgres][store][concurrency]")
{
    const QString location = freshLocation();
    auto setup = openAt(location);
    QList<ScenarioId> ids;
    for (int i = 0; i < 4; ++i) {
        Scenario scenario = test::exampleScenario();
        scenario.name = QStringLiteral("Shared %1").arg(i);
        const auto id = setup->create(scenario);
        requireOk(id);
        ids << *id;
    }

    // Eight writers, each on its own connection in its own thread, save 25 times each over the
    // same four scenarios: load, change, save with the loaded revision.
    constexpr int kWriters = 8;
    constexpr int kSaves = 25;
    struct Saved
    {
        ScenarioId id;
        int revision;
        QString notes;
    };
    struct Outcome
    {
        std::vector<Saved> saved;
        int conflicts = 0;
        QStringList unexpected;
    };
    std::vector<Outcome> outcomes(kWriters);
    std::vector<std::unique_ptr<QThread>> threads;
    for (int w = 0; w < kWriters; ++w)
        threads.emplace_back(QThread::create([&, w] {
            Outcome &out = outcomes[std::size_t(w)];
            PostgresLibrary library;
            if (auto opened = library.open(location); !opened) {
                out.unexpected << opened.error().message;
                return;
            }
            for (int i = 0; i < kSaves; ++i) {
                const ScenarioId id = ids[(w + i) % ids.size()];
                auto loaded = library.load(id);
                if (!loaded) {
                    out.unexpected << loaded.error().message;
                    continue;
                }
                Scenario changed = loaded->scenario;
                changed.notes = QStringLiteral("writer %1 save %2").arg(w).arg(i);
                const auto saved = library.save(id, changed, loaded->record.revision);
                if (saved)
                    out.saved.push_back({id, *saved, changed.notes});
                else if (saved.error().kind == Kind::Conflict)
                    ++out.conflicts;
                else
                    out.unexpected << saved.error().message;
            }
        }));
    for (auto &thread : threads)
        thread->start();
    for (auto &thread : threads)
        REQUIRE(thread->wait(300000));

    std::map<ScenarioId, std::set<int>> revisions;
    int acknowledged = 0;
    int conflicts = 0;
    for (const Outcome &out : outcomes) {
        INFO(out.unexpected.join(u'\n').toStdString());
        CHECK(out.unexpected.isEmpty());
        conflicts += out.conflicts;
        for (const Saved &saved : out.saved) {
            ++acknowledged;
            // No revision number is used twice.
            CHECK(revisions[saved.id].insert(saved.revision).second);
            // Every acknowledged save is in the history with its content.
            const auto stored = setup->loadRevision(saved.id, saved.revision);
            requireOk(stored);
            CHECK(stored->notes == saved.notes);
        }
    }
    CHECK(acknowledged + conflicts == kWriters * kSaves);
    CHECK(acknowledged >= ids.size()); // progress: each scenario got saves through
    for (ScenarioId id : ids) {
        const auto history = setup->history(id);
        requireOk(history);
        // Revision 1 plus exactly the acknowledged saves, numbered without gaps.
        CHECK(history->size() == 1 + int(revisions[id].size()));
        CHECK(history->first().revision == int(history->size()));
        const auto current = setup->load(id);
        requireOk(current);
        CHECK(current->record.revision == int(history->size()));
    }
}

TEST_CASE("postgres library: another connection's changes are heard live",
          "[.postgres][store][notify]")
{
    const QString location = freshLocation();
    auto mine = openAt(location);
    auto theirs = openAt(location);
    std::vector<LibraryChange> heard;
    mine->addChangeListener([&](const LibraryChange &change) { heard.push_back(change); });

    const auto id = theirs->create(test::exampleScenario());
    requireOk(id);
    REQUIRE(waitFor([&] { return !heard.empty(); }));
    CHECK(heard.front().kind == LibraryChange::Kind::Created);
    CHECK(heard.front().id == *id);
    CHECK(heard.front().revision == 1);
    CHECK(heard.front().external);
    heard.clear();

    Scenario changed = test::exampleScenario();
    changed.notes = QStringLiteral("changed by a colleague");
    QElapsedTimer timer;
    timer.start();
    requireOk(theirs->save(*id, changed, 1));
    REQUIRE(waitFor([&] { return !heard.empty(); }));
    const qint64 latencyMs = timer.elapsed();
    CHECK(latencyMs < 1000); // the bound: a colleague's change visible within a second
    CHECK(heard.front().kind == LibraryChange::Kind::Saved);
    CHECK(heard.front().revision == 2);
    CHECK(heard.front().external);
    heard.clear();

    requireOk(theirs->moveToTrash(*id));
    requireOk(theirs->restoreFromTrash(*id));
    REQUIRE(waitFor([&] { return heard.size() >= 2; }));
    CHECK(heard[0].kind == LibraryChange::Kind::Trashed);
    CHECK(heard[1].kind == LibraryChange::Kind::Restored);
    heard.clear();

    // This connection's own change is heard once, as its own, not again from the server.
    requireOk(mine->save(*id, changed, 2));
    REQUIRE(heard.size() == 1);
    CHECK_FALSE(heard.front().external);
    waitFor([] { return false; }, 300);
    CHECK(heard.size() == 1);
}

TEST_CASE("postgres library: versioned schema, a newer one is opened read-only",
          "[.postgres][store][schema]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString database = server.createDatabase();
    const QString location = server.uri(database);
    {
        // Two programs opening a new library at once apply each step once.
        auto first = std::make_unique<PostgresLibrary>();
        auto second = std::make_unique<PostgresLibrary>();
        Result<void> firstOpened, secondOpened;
        std::unique_ptr<QThread> thread(
            QThread::create([&] { secondOpened = second->open(location); }));
        thread->start();
        firstOpened = first->open(location);
        REQUIRE(thread->wait(60000));
        requireOk(firstOpened);
        requireOk(secondOpened);
        CHECK(first->schemaVersion() == kPgSchemaVersion);
        CHECK(second->schemaVersion() == kPgSchemaVersion);
        second->close();
    }
    CHECK(
        server.value(database, QStringLiteral("SELECT count(*) FROM gda_schema_version")).toInt() ==
        kPgSchemaVersion);
    CHECK(server.value(database, QStringLiteral("SELECT max(version) FROM gda_schema_version"))
              .toInt() == kPgSchemaVersion);
    auto library = openAt(location);
    const auto id = library->create(test::exampleScenario());
    requireOk(id);
    library->close();

    server.exec(database, QStringLiteral("INSERT INTO gda_schema_version (version) VALUES (99)"));
    library = openAt(location);
    CHECK(library->isReadOnly());
    CHECK(library->readOnlyReason().contains(QLatin1String("newer version")));
    CHECK(library->warnings().contains(library->readOnlyReason()));
    CHECK(errorKind(library->create(test::exampleScenario())) == Kind::ReadOnly);
    CHECK(errorKind(library->save(*id, test::exampleScenario(), 1)) == Kind::ReadOnly);
    // Still readable.
    const auto listed = library->list();
    requireOk(listed);
    CHECK(listed->size() == 1);
    requireOk(library->load(*id));
    // Nothing was changed by the read-only open.
    CHECK(server.value(database, QStringLiteral("SELECT max(version) FROM gda_schema_version"))
              .toInt() == 99);
}

TEST_CASE("postgres library: location shows no password, emoji and quotes round-trip",
          "[.postgres][store][location]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString database = server.createDatabase();
    // Trust authentication accepts any password: the point is where it shows up.
    auto library = openAt(server.uri(database, {}, QStringLiteral("s3cr3t-pw")));
    CHECK_FALSE(library->location().contains(QLatin1String("s3cr3t-pw")));
    CHECK(library->location().startsWith(QLatin1String("postgresql://")));
    CHECK(library->location().contains(database));

    Scenario scenario = test::exampleScenario();
    scenario.name = QStringLiteral("Ünïcødé 🚀 “quotes” 'single' $1 ? \\ %s");
    scenario.client = QStringLiteral("Client 🧪 O'Brien; DROP TABLE clients; --");
    const auto id = library->create(scenario, QStringLiteral("note with $$ and ?"));
    requireOk(id);
    const auto loaded = library->load(*id);
    requireOk(loaded);
    CHECK(loaded->record.name == scenario.name);
    CHECK(loaded->record.client == scenario.client);
    CHECK(loaded->scenario.name == scenario.name);
    const auto history = library->history(*id);
    requireOk(history);
    CHECK(history->first().note == QLatin1String("note with $$ and ?"));
    ListFilter filter;
    filter.text = QStringLiteral("🚀");
    const auto found = library->list(filter);
    requireOk(found);
    CHECK(found->size() == 1);
}

TEST_CASE("postgres library: the command line works with --db and GPU_ADVISOR_DB URIs",
          "[.postgres][store][cli]")
{
    const QString location = freshLocation();
    const auto run = [&](const QStringList &args, bool viaEnvironment) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("GPU_ADVISOR_DB"));
        QStringList full{QStringLiteral("store")};
        if (viaEnvironment)
            env.insert(QStringLiteral("GPU_ADVISOR_DB"), location);
        else
            full << QStringLiteral("--db") << location;
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(GDA_CLI_PATH), full + args);
        REQUIRE(process.waitForFinished(60000));
        INFO(QString::fromUtf8(process.readAllStandardError()).toStdString());
        REQUIRE(process.exitCode() == 0);
        return process.readAllStandardOutput();
    };
    run(QStringList{QStringLiteral("import")} + test::exampleFiles(), false);
    const QByteArray json = run({QStringLiteral("list"), QStringLiteral("--json")}, true);
    const QJsonDocument listed = QJsonDocument::fromJson(json);
    INFO(json.toStdString());
    REQUIRE(listed.isArray());
    CHECK(listed.array().size() == test::exampleFiles().size());
    auto library = openAt(location);
    const auto records = library->list();
    requireOk(records);
    CHECK(records->size() == test::exampleFiles().size());
}

namespace {

struct Psql
{
    int status = -1;
    QString out;
};

// `sql` run by `user` with psql on the test server, as a consultant could by hand.
Psql psql(const QString &database, const QString &user, const QString &sql)
{
    PgTestServer &server = PgTestServer::instance();
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(server.binDirectory() + QStringLiteral("/psql"),
                  {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"),
                   QStringLiteral("-t"), QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"),
                   QStringLiteral("-h"), server.socketDirectory(), QStringLiteral("-U"), user,
                   QStringLiteral("-d"), database, QStringLiteral("-c"), sql});
    REQUIRE(process.waitForFinished(30000));
    return {process.exitCode(), QString::fromUtf8(process.readAll()).trimmed()};
}

} // namespace

TEST_CASE("postgres library: row-level security keeps each team to its own clients",
          "[.postgres][store][rls]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString database = server.createDatabase();
    // Login roles are per server: names unique to this database.
    const QString ann = database + QStringLiteral("_ann");   // consultant, team Red
    const QString bob = database + QStringLiteral("_bob");   // consultant, team Blue
    const QString rita = database + QStringLiteral("_rita"); // reviewer, team Red
    {
        PgTeamAdmin admin;
        requireOk(admin.open(server.uri(database)));
        requireOk(admin.init());
        requireOk(admin.init()); // safe to run again
        requireOk(admin.addTeam(QStringLiteral("Red")));
        requireOk(admin.addTeam(QStringLiteral("Blue")));
        requireOk(admin.addUser(ann, QStringLiteral("Red"), PgTeamAdmin::Role::Consultant,
                                QStringLiteral("pw-ann")));
        requireOk(admin.addUser(bob, QStringLiteral("Blue"), PgTeamAdmin::Role::Consultant));
        requireOk(admin.addUser(rita, QStringLiteral("Red"), PgTeamAdmin::Role::Reviewer));
        CHECK(errorKind(admin.addUser(bob, QStringLiteral("Green"),
                                      PgTeamAdmin::Role::Consultant)) == Kind::NotFound);
        CHECK(errorKind(admin.assignClient(QStringLiteral("X"), QStringLiteral("Green"))) ==
              Kind::NotFound);
    }

    auto annLibrary = openAt(server.uri(database, ann));
    auto bobLibrary = openAt(server.uri(database, bob));
    auto ritaLibrary = openAt(server.uri(database, rita));
    Scenario acme = test::exampleScenario();
    acme.name = QStringLiteral("Acme cluster");
    acme.client = QStringLiteral("Acme");
    const auto acmeId = annLibrary->create(acme); // Acme now belongs to Red
    requireOk(acmeId);
    Scenario shared = test::exampleScenario();
    shared.name = QStringLiteral("No client");
    shared.client.clear();
    const auto sharedId = bobLibrary->create(shared);
    requireOk(sharedId);

    SECTION("a consultant of another team sees nothing of the client, in the app")
    {
        const auto listed = bobLibrary->list();
        requireOk(listed);
        REQUIRE(listed->size() == 1);
        CHECK(listed->first().id == *sharedId);
        CHECK(errorKind(bobLibrary->load(*acmeId)) == Kind::NotFound);
        CHECK(errorKind(bobLibrary->history(*acmeId)) == Kind::NotFound);
        CHECK(errorKind(bobLibrary->loadRevision(*acmeId, 1)) == Kind::NotFound);
        CHECK(errorKind(bobLibrary->save(*acmeId, acme, 1)) == Kind::NotFound);
        CHECK(errorKind(bobLibrary->moveToTrash(*acmeId)) == Kind::NotFound);
        const auto clients = bobLibrary->clients();
        requireOk(clients);
        CHECK(clients->isEmpty());
        // A scenario filed under the same name is a client of Bob's own team (issue 39: the
        // name is unique within a team, so it is neither refused nor revealed).
        const auto bobsAcme = bobLibrary->create(acme);
        requireOk(bobsAcme);
        CHECK(errorKind(annLibrary->load(*bobsAcme)) == Kind::NotFound);
        requireOk(annLibrary->load(*acmeId));
    }
    SECTION("nor with psql: select, insert, update and delete are refused or see no rows")
    {
        const QString id = QString::number(*acmeId);
        CHECK(psql(database, bob, QStringLiteral("SELECT count(*) FROM scenarios WHERE id = ") + id)
                  .out == QLatin1String("0"));
        CHECK(psql(database, bob, QStringLiteral("SELECT count(*) FROM clients")).out ==
              QLatin1String("0"));
        CHECK(psql(database, bob,
                   QStringLiteral("SELECT count(*) FROM revisions WHERE scenario_id = ") + id)
                  .out == QLatin1String("0"));
        // UPDATE and DELETE find no row to change.
        CHECK(psql(database, bob,
                   QStringLiteral("UPDATE scenarios SET name = 'x' WHERE id = ") + id +
                       QStringLiteral(" RETURNING id"))
                  .out.isEmpty());
        CHECK(psql(database, bob,
                   QStringLiteral("DELETE FROM scenarios WHERE id = ") + id +
                       QStringLiteral(" RETURNING id"))
                  .out.isEmpty());
        // INSERT under the other team's client, or a revision of its scenario, is refused.
        const Psql insertScenario = psql(
            database, bob,
            QStringLiteral("INSERT INTO scenarios (client_id, name, created, modified, revision,"
                           " name_key, search_text) SELECT id, 'x', 0, 0, 1, 'x', 'x' FROM"
                           " clients WHERE true UNION ALL SELECT ") +
                QString::number(server
                                    .value(database, QStringLiteral("SELECT id FROM clients"
                                                                    " WHERE name = 'Acme'"))
                                    .toLongLong()) +
                QStringLiteral(", 'x', 0, 0, 1, 'x', 'x'"));
        CHECK(insertScenario.status != 0);
        CHECK(insertScenario.out.contains(QLatin1String("row-level security")));
        const Psql insertRevision =
            psql(database, bob,
                 QStringLiteral("INSERT INTO revisions (scenario_id, revision, saved_at, content)"
                                " VALUES (") +
                     id + QStringLiteral(", 99, 0, '{}')"));
        CHECK(insertRevision.status != 0);
        const Psql deleteRevisions =
            psql(database, bob, QStringLiteral("DELETE FROM revisions WHERE scenario_id = ") + id);
        CHECK(deleteRevisions.status != 0);
        CHECK(deleteRevisions.out.contains(QLatin1String("permission denied")));
        // The rows are all still there.
        CHECK(
            server
                .value(database,
                       QStringLiteral("SELECT name || ' ' || revision FROM scenarios WHERE id = ") +
                           id)
                .toString() == QLatin1String("Acme cluster 1"));
        CHECK(server.value(database, QStringLiteral("SELECT count(*) FROM revisions")).toInt() ==
              2);
        // The consultant of the client's team sees it.
        CHECK(psql(database, ann, QStringLiteral("SELECT name FROM scenarios WHERE id = ") + id)
                  .out == QLatin1String("Acme cluster"));
    }
    SECTION("a reviewer reads and cannot write")
    {
        const auto loaded = ritaLibrary->load(*acmeId);
        requireOk(loaded);
        CHECK(loaded->record.client == QLatin1String("Acme"));
        CHECK(errorKind(ritaLibrary->save(*acmeId, acme, 1)) == Kind::ReadOnly);
        CHECK(errorKind(ritaLibrary->create(acme)) == Kind::ReadOnly);
        CHECK(errorKind(ritaLibrary->moveToTrash(*acmeId)) == Kind::ReadOnly);
        const Psql update = psql(database, rita, QStringLiteral("UPDATE scenarios SET name = 'x'"));
        CHECK(update.status != 0);
        CHECK(update.out.contains(QLatin1String("permission denied")));
        const auto current = annLibrary->load(*acmeId);
        requireOk(current);
        CHECK(current->record.revision == 1);
    }
    SECTION("the administrator moves a client to another team")
    {
        PgTeamAdmin admin;
        requireOk(admin.open(server.uri(database)));
        requireOk(admin.assignClient(QStringLiteral("Acme"), QStringLiteral("Blue")));
        requireOk(bobLibrary->load(*acmeId));
        CHECK(errorKind(annLibrary->load(*acmeId)) == Kind::NotFound);
        Scenario changed = acme;
        changed.notes = QStringLiteral("Blue's now");
        requireOk(bobLibrary->save(*acmeId, changed, 1));
    }
}

TEST_CASE("postgres library: upgraded to version 4, a consultant learns no other team's "
          "clients, takes no ids ahead and cannot take a shared scenario into a team",
          "[.postgres][store][rls][schema]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString database = server.createDatabase();
    const QString ann = database + QStringLiteral("_ann"); // consultant, team Red
    const QString bob = database + QStringLiteral("_bob"); // consultant, team Blue
    {
        // A team library of version 3, as the previous release left it.
        const auto where = parsePgLocation(server.uri(database));
        requireOk(where);
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("version-3"));
        where->applyTo(db, {}, 10);
        REQUIRE(db.open());
        const auto migrated = pgMigrate(db, QStringLiteral("v3"), pgSchemaMigrations().first(3));
        requireOk(migrated);
        CHECK(migrated->toVersion == 3);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("version-3"));
    CHECK(server.value(database, QStringLiteral("SELECT max(version) FROM gda_schema_version"))
              .toInt() == 3);
    {
        PgTeamAdmin admin; // opening upgrades it
        requireOk(admin.open(server.uri(database)));
        requireOk(admin.init());
        requireOk(admin.addTeam(QStringLiteral("Red")));
        requireOk(admin.addTeam(QStringLiteral("Blue")));
        requireOk(admin.addUser(ann, QStringLiteral("Red"), PgTeamAdmin::Role::Consultant));
        requireOk(admin.addUser(bob, QStringLiteral("Blue"), PgTeamAdmin::Role::Consultant));
    }
    CHECK(server.value(database, QStringLiteral("SELECT max(version) FROM gda_schema_version"))
              .toInt() == kPgSchemaVersion);
    CHECK(kPgSchemaVersion >= 4);

    auto annLibrary = openAt(server.uri(database, ann));
    auto bobLibrary = openAt(server.uri(database, bob));
    Scenario utrecht = test::exampleScenario();
    utrecht.name = QStringLiteral("Utrecht cluster");
    utrecht.client = QStringLiteral("Gemeente Utrecht");
    const auto utrechtId = annLibrary->create(utrecht); // a client of Red
    requireOk(utrechtId);

    SECTION("an existing and a new client name are answered alike, in the app and in psql")
    {
        Scenario nobody = utrecht;
        nobody.client = QStringLiteral("Nobody BV");
        const auto existing = bobLibrary->create(utrecht);
        const auto unknown = bobLibrary->create(nobody);
        requireOk(existing); // before version 4: "does not allow you to use the client"
        requireOk(unknown);
        // Bob's "Gemeente Utrecht" is his own team's; Ann's scenario stays hers alone.
        CHECK(errorKind(bobLibrary->load(*utrechtId)) == Kind::NotFound);
        CHECK(errorKind(annLibrary->load(*existing)) == Kind::NotFound);
        ListFilter utrechtOnly;
        utrechtOnly.client = utrecht.client;
        const auto annsClients = annLibrary->list(utrechtOnly);
        requireOk(annsClients);
        REQUIRE(annsClients->size() == 1);
        CHECK(annsClients->first().id == *utrechtId);
        // With psql, inserting either name succeeds the same way (before: a unique-key error
        // for the existing one only).
        const Psql first =
            psql(database, bob,
                 QStringLiteral("INSERT INTO clients (name, created) VALUES ('Gemeente Amersfoort',"
                                " 0) RETURNING 'added'"));
        Scenario zeist = utrecht;
        zeist.client = QStringLiteral("Gemeente Zeist");
        requireOk(annLibrary->create(zeist)); // a client of Red
        const Psql second = psql(database, bob,
                                 QStringLiteral("INSERT INTO clients (name, created) VALUES"
                                                " ('Gemeente Zeist', 0) RETURNING 'added'"));
        CHECK(first.status == 0);
        CHECK(second.status == 0);
        CHECK(first.out == QLatin1String("added"));
        CHECK(second.out == QLatin1String("added"));
    }
    SECTION("ids come from the server: explicit ids are refused, so none can be taken ahead")
    {
        const QString columns = QStringLiteral(
            "(id, client_id, name, created, modified, revision, name_key, search_text)");
        const Psql plain = psql(database, bob,
                                QStringLiteral("INSERT INTO scenarios ") + columns +
                                    QStringLiteral(" VALUES (1000, NULL, 'x', 0, 0, 1, 'x', 'x')"));
        CHECK(plain.status != 0);
        CHECK(plain.out.contains(QLatin1String("GENERATED ALWAYS")));
        const Psql overriding =
            psql(database, bob,
                 QStringLiteral("INSERT INTO scenarios ") + columns +
                     QStringLiteral(" OVERRIDING SYSTEM VALUE VALUES (1000, NULL, 'x', 0, 0, 1,"
                                    " 'x', 'x')"));
        CHECK(overriding.status != 0);
        CHECK(overriding.out.contains(QLatin1String("row-level security")));
        // Not even the next one, after asking the sequence for the current one.
        const Psql next = psql(
            database, bob,
            QStringLiteral("SELECT nextval(pg_get_serial_sequence('scenarios', 'id'));"
                           " INSERT INTO scenarios ") +
                columns +
                QStringLiteral(" OVERRIDING SYSTEM VALUE SELECT currval(pg_get_serial_sequence("
                               "'scenarios', 'id')) + 1, NULL, 'x', 0, 0, 1, 'x', 'x'"));
        CHECK(next.status != 0);
        const Psql client = psql(database, bob,
                                 QStringLiteral("INSERT INTO clients (id, name, created)"
                                                " OVERRIDING SYSTEM VALUE VALUES (5000, 'y', 0)"));
        CHECK(client.status != 0);
        CHECK(server.value(database, QStringLiteral("SELECT count(*) FROM scenarios")).toInt() ==
              1);
        // A row with the server's id is accepted, and everybody's next scenario is stored.
        CHECK(psql(database, bob,
                   QStringLiteral("INSERT INTO scenarios (client_id, name, created, modified,"
                                  " revision, name_key, search_text) VALUES (NULL, 'x', 0, 0, 1,"
                                  " 'x', 'x') RETURNING 'added'"))
                  .out == QLatin1String("added"));
        requireOk(annLibrary->create(utrecht));
        requireOk(bobLibrary->create(test::exampleScenario()));
    }
    SECTION("a shared scenario cannot be filed under a client of one team by a consultant")
    {
        Scenario shared = test::exampleScenario();
        shared.name = QStringLiteral("Shared");
        shared.client.clear();
        const auto sharedId = bobLibrary->create(shared);
        requireOk(sharedId);
        Scenario taken = shared;
        taken.client = utrecht.client;
        const auto saved = annLibrary->save(*sharedId, taken, 1);
        CHECK(errorKind(saved) == Kind::ReadOnly);
        CHECK(saved.error().message.contains(QLatin1String("shared by every team")));
        const Psql update =
            psql(database, ann,
                 QStringLiteral("UPDATE scenarios SET client_id = (SELECT id FROM clients WHERE"
                                " name = 'Gemeente Utrecht') WHERE id = ") +
                     QString::number(*sharedId));
        CHECK(update.status != 0);
        // Still shared: Bob sees it, and it can still be changed as a shared scenario.
        const auto loaded = bobLibrary->load(*sharedId);
        requireOk(loaded);
        CHECK(loaded->record.client.isEmpty());
        shared.notes = QStringLiteral("still shared");
        requireOk(annLibrary->save(*sharedId, shared, 1));
        // The owner may (it is not restricted by row-level security).
        server.exec(database, QStringLiteral("UPDATE scenarios SET client_id = (SELECT id FROM"
                                             " clients WHERE name = 'Gemeente Utrecht') WHERE"
                                             " id = ") +
                                  QString::number(*sharedId));
    }
    SECTION("the administrator assigns a client that two teams use by name")
    {
        requireOk(bobLibrary->create(utrecht)); // Blue's own "Gemeente Utrecht"
        PgTeamAdmin admin;
        requireOk(admin.open(server.uri(database)));
        CHECK(errorKind(admin.assignClient(utrecht.client, QStringLiteral("Blue"))) ==
              Kind::Invalid);
        requireOk(admin.assignClient(QStringLiteral("Acme"), QStringLiteral("Blue")));
        CHECK(server
                  .value(database, QStringLiteral("SELECT t.name FROM clients c JOIN teams t ON"
                                                  " t.id = c.team_id WHERE c.name = 'Acme'"))
                  .toString() == QLatin1String("Blue"));
    }
}

TEST_CASE("postgres library: `team` sets up teams and users, the password comes on stdin",
          "[.postgres][store][cli][rls]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString database = server.createDatabase();
    const QString location = server.uri(database);
    const QString user = database + QStringLiteral("_carol");
    struct Run
    {
        int status;
        QString err;
    };
    const auto team = [&](const QStringList &args, const QByteArray &input = {}) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("GPU_ADVISOR_DB"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(GDA_CLI_PATH),
                      QStringList{QStringLiteral("team"), QStringLiteral("--db"), location} + args);
        REQUIRE(process.waitForStarted());
        process.write(input);
        process.closeWriteChannel();
        REQUIRE(process.waitForFinished(60000));
        return Run{process.exitCode(), QString::fromUtf8(process.readAllStandardError())};
    };
    const QString password = QStringLiteral("pa ss'wörd;--");
    CHECK(team({QStringLiteral("init")}).status == 0);
    CHECK(team({QStringLiteral("add-team"), QStringLiteral("Red")}).status == 0);
    const Run added = team({QStringLiteral("add-user"), user, QStringLiteral("--team"),
                            QStringLiteral("Red"), QStringLiteral("--password-stdin")},
                           password.toUtf8() + '\n');
    INFO(added.err.toStdString());
    CHECK(added.status == 0);
    CHECK(team({QStringLiteral("assign-client"), QStringLiteral("Acme"), QStringLiteral("--team"),
                QStringLiteral("Red")})
              .status == 0);
    // The role exists, has a password (stored hashed by the server), is in team Red.
    CHECK(server
              .value(database, QStringLiteral("SELECT rolpassword LIKE 'SCRAM-SHA-256$%' FROM "
                                              "pg_authid WHERE rolname = '") +
                                   user + u'\'')
              .toBool());
    CHECK(server
              .value(database, QStringLiteral("SELECT t.name || ' ' || m.role FROM team_members m"
                                              " JOIN teams t ON t.id = m.team_id WHERE m.member"
                                              " = '") +
                                   user + u'\'')
              .toString() == QLatin1String("Red consultant"));
    CHECK(server
              .value(database, QStringLiteral("SELECT t.name FROM clients c JOIN teams t ON t.id"
                                              " = c.team_id WHERE c.name = 'Acme'"))
              .toString() == QLatin1String("Red"));

    const Run badRole =
        team({QStringLiteral("add-user"), user, QStringLiteral("--team"), QStringLiteral("Red"),
              QStringLiteral("--role"), QStringLiteral("admin")});
    CHECK(badRole.status == 2);
    CHECK(badRole.err.contains(QLatin1String("admin")));
    const Run noTeam =
        team({QStringLiteral("add-user"), user, QStringLiteral("--team"), QStringLiteral("Green")});
    CHECK(noTeam.status == 2);
    CHECK(noTeam.err.contains(QLatin1String("Green")));
    const Run notPostgres = [&] {
        QProcess process;
        process.start(QStringLiteral(GDA_CLI_PATH),
                      {QStringLiteral("team"), QStringLiteral("--db"),
                       QStringLiteral("/tmp/x.sqlite"), QStringLiteral("init")});
        REQUIRE(process.waitForFinished(30000));
        return Run{process.exitCode(), QString::fromUtf8(process.readAllStandardError())};
    }();
    CHECK(notPostgres.status == 2);
    CHECK(notPostgres.err.contains(QLatin1String("postgresql://")));
}

TEST_CASE("postgres library: `team list` and `team remove-user`, each team command says what it "
          "did, csv and xlsx read a team library, a NUL in a name is refused with a message",
          "[.postgres][store][cli][rls]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString database = server.createDatabase();
    const QString location = server.uri(database);
    const QString dan = database + QStringLiteral("_dan");
    struct Run
    {
        int status;
        QString out;
        QString err;
    };
    QTemporaryDir dir;
    const auto cli = [&](const QStringList &args) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        env.remove(QStringLiteral("GPU_ADVISOR_DB"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(GDA_CLI_PATH), args);
        REQUIRE(process.waitForStarted());
        process.closeWriteChannel();
        REQUIRE(process.waitForFinished(60000));
        return Run{process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                   QString::fromUtf8(process.readAllStandardError())};
    };
    const auto team = [&](const QStringList &args) {
        return cli(QStringList{QStringLiteral("team"), QStringLiteral("--db"), location} + args);
    };
    const Run init = team({QStringLiteral("init")});
    CHECK(init.status == 0);
    CHECK(init.out.contains(QLatin1String("row-level security is on")));
    CHECK(team({QStringLiteral("add-team"), QStringLiteral("Red")}).out.trimmed() ==
          QStringLiteral("Team “Red” added."));
    CHECK(team({QStringLiteral("add-team"), QStringLiteral("Blue")}).status == 0);
    const Run added =
        team({QStringLiteral("add-user"), dan, QStringLiteral("--team"), QStringLiteral("Red")});
    CHECK(added.out.trimmed() == dan + QStringLiteral(" is a consultant of the team “Red”."));
    CHECK(team({QStringLiteral("add-user"), dan, QStringLiteral("--team"), QStringLiteral("Blue"),
                QStringLiteral("--role"), QStringLiteral("reviewer")})
              .status == 0);
    CHECK(team({QStringLiteral("assign-client"), QStringLiteral("Acme"), QStringLiteral("--team"),
                QStringLiteral("Red")})
              .out.trimmed() == QStringLiteral("The client “Acme” belongs to the team “Red”."));
    const Run listed = team({QStringLiteral("list")});
    INFO(listed.out.toStdString());
    CHECK(listed.status == 0);
    const QStringList lines = listed.out.trimmed().split(u'\n');
    REQUIRE(lines.size() == 3);
    CHECK(lines[0].simplified() == QLatin1String("TEAM CLIENTS MEMBER ROLE"));
    CHECK(lines[1].simplified() == QStringLiteral("Blue 0 %1 reviewer").arg(dan));
    CHECK(lines[2].simplified() == QStringLiteral("Red 1 %1 consultant").arg(dan));

    const Run removed =
        team({QStringLiteral("remove-user"), dan, QStringLiteral("--team"), QStringLiteral("Red")});
    CHECK(removed.status == 0);
    CHECK(removed.out.contains(QStringLiteral("is no longer a member of the team “Red”")));
    CHECK(server
              .value(database, QStringLiteral("SELECT pg_has_role('") + dan +
                                   QStringLiteral("', 'gda_consultant', 'MEMBER')"))
              .toBool() == false);
    CHECK(server
              .value(database, QStringLiteral("SELECT pg_has_role('") + dan +
                                   QStringLiteral("', 'gda_reviewer', 'MEMBER')"))
              .toBool());
    const Run again =
        team({QStringLiteral("remove-user"), dan, QStringLiteral("--team"), QStringLiteral("Red")});
    CHECK(again.status == 2);
    CHECK(again.err.contains(QStringLiteral("is not a member of the team “Red”")));
    CHECK(team({QStringLiteral("list")}).out.contains(QLatin1String("Red")));

    // csv and xlsx take a scenario of a team library (before: "no scenario library there").
    const Run imported = cli({QStringLiteral("store"), QStringLiteral("--db"), location,
                              QStringLiteral("import"), test::exampleFiles().first()});
    INFO(imported.err.toStdString());
    REQUIRE(imported.status == 0);
    for (const QString &format : {QStringLiteral("csv"), QStringLiteral("xlsx")}) {
        const QString out = dir.filePath(QStringLiteral("out.") + format);
        const Run exported = cli({format, QStringLiteral("--db"), location, QStringLiteral("--id"),
                                  QStringLiteral("1"), QStringLiteral("--out"), out});
        INFO(exported.err.toStdString());
        CHECK(exported.status == 0);
        CHECK(QFileInfo(out).size() > 0);
    }

    // A NUL in a scenario's name: a message, not PostgreSQL's raw error.
    Scenario nul = test::exampleScenario();
    nul.name = QStringLiteral("A") + QChar(0) + QStringLiteral("B");
    const QString file = dir.filePath(QStringLiteral("nul.json"));
    REQUIRE(scenariofile::save(nul, file).isEmpty());
    const Run refused = cli({QStringLiteral("store"), QStringLiteral("--db"), location,
                             QStringLiteral("import"), file});
    CHECK(refused.status != 0);
    CHECK(refused.err.contains(QLatin1String("NUL character")));
    auto library = openAt(location);
    CHECK(errorKind(library->create(nul)) == Kind::Invalid);
}

TEST_CASE("postgres library: `team add-user` never sends the password, so no server log shows "
          "it, and the user logs in with it",
          "[.postgres][store][cli][rls]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString database = server.createDatabase();
    const QString location = server.uri(database);
    const QString user = database + QStringLiteral("_dave");
    const auto team = [&](const QStringList &args, const QByteArray &input = {}) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("GPU_ADVISOR_DB"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(GDA_CLI_PATH),
                      QStringList{QStringLiteral("team"), QStringLiteral("--db"), location} + args);
        REQUIRE(process.waitForStarted());
        process.write(input);
        process.closeWriteChannel();
        REQUIRE(process.waitForFinished(60000));
        if (process.exitCode() != 0)
            WARN(QString::fromUtf8(process.readAllStandardError()).toStdString());
        return process.exitCode();
    };
    const auto serverLog = [&] {
        QFile log(QDir(server.socketDirectory()).filePath(QStringLiteral("server.log")));
        REQUIRE(log.open(QIODevice::ReadOnly));
        return QString::fromUtf8(log.readAll());
    };
    const QString password =
        QStringLiteral("dave-SECRET-%1").arg(QDateTime::currentMSecsSinceEpoch(), 0, 36);
    CHECK(team({QStringLiteral("init")}) == 0);
    CHECK(team({QStringLiteral("add-team"), QStringLiteral("Red")}) == 0);

    // A misspelled team: the server refuses the statement and, at the default
    // log_min_error_statement (error), writes it to its log.
    CHECK(team({QStringLiteral("add-user"), user, QStringLiteral("--team"),
                QStringLiteral("Rde-misspelled"), QStringLiteral("--password-stdin")},
               password.toUtf8() + '\n') == 2);
    QString log = serverLog();
    CHECK(log.contains(QLatin1String("Rde-misspelled"))); // the statement was logged...
    CHECK_FALSE(log.contains(password));                  // ...without the password
    CHECK_FALSE(log.contains(QLatin1String("SECRET")));

    CHECK(team({QStringLiteral("add-user"), user, QStringLiteral("--team"), QStringLiteral("Red"),
                QStringLiteral("--password-stdin")},
               password.toUtf8() + '\n') == 0);
    CHECK_FALSE(serverLog().contains(password));
    CHECK(server
              .value(database, QStringLiteral("SELECT rolpassword LIKE 'SCRAM-SHA-256$%' FROM "
                                              "pg_authid WHERE rolname = '") +
                                   user + u'\'')
              .toBool());

    // The user logs in with that password, and not with another one.
    server.requirePassword(user);
    PostgresLibrary library;
    requireOk(library.open(server.uri(database, user, password)));
    library.close();
    PostgresLibrary wrong;
    const auto refused = wrong.open(server.uri(database, user, password + u'x'));
    REQUIRE_FALSE(refused.ok());
    // Before: "the team library's server cannot be reached".
    CHECK(refused.error().message.contains(QLatin1String("refused the login of")));
    CHECK_FALSE(refused.error().message.contains(QLatin1String("cannot be reached")));
    CHECK(wrong.passwordNeeded());
}

TEST_CASE("postgres library: the password comes from ~/.pgpass (PGPASSFILE) or the URI and is "
          "never shown",
          "[.postgres][store][password]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString database = server.createDatabase();
    openAt(server.uri(database)); // the owner creates the tables
    const QString user = database + QStringLiteral("_pw");
    const QString password = QStringLiteral("Pa55-w0rd");
    server.exec(database, QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(user, password));
    server.exec(database,
                QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO %1").arg(user));
    server.requirePassword(user);
    const QString location = server.uri(database, user);
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString passFile = dir.filePath(QStringLiteral("pgpass"));
    const QByteArray previous = qgetenv("PGPASSFILE");
    qputenv("PGPASSFILE", passFile.toLocal8Bit());

    // No password anywhere: refused, and the message says the server was not reached.
    auto refused = openLibrary(location);
    CHECK(errorKind(refused) == Kind::Io);

    // In the password file (0600, as libpq requires): opens.
    QFile file(passFile);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(QStringLiteral("*:*:%1:%2:%3\n").arg(database, user, password).toUtf8());
    file.close();
    REQUIRE(file.setPermissions(QFile::ReadOwner | QFile::WriteOwner));
    {
        auto library = openAt(location);
        requireOk(library->list());
        CHECK_FALSE(library->location().contains(password));
    }

    // In the URI: used, never shown.
    REQUIRE(QFile::remove(passFile));
    {
        auto library = openAt(server.uri(database, user, password));
        requireOk(library->list());
        CHECK_FALSE(library->location().contains(password));
        CHECK(library->location().contains(user));
    }
    // The command line without a terminal: no prompt, a message that says where the password
    // goes. With a terminal (script(1) gives it one): asked once, without echo, then listed.
    const auto cli = [&](const QString &program, const QStringList &args, const QByteArray &in) {
        QProcess process;
        process.start(program, args);
        REQUIRE(process.waitForStarted());
        process.write(in);
        process.closeWriteChannel();
        REQUIRE(process.waitForFinished(60000));
        return std::make_tuple(process.exitCode(),
                               QString::fromUtf8(process.readAllStandardOutput()),
                               QString::fromUtf8(process.readAllStandardError()));
    };
    const QStringList listArgs{QStringLiteral("store"), QStringLiteral("--db"), location,
                               QStringLiteral("list"), QStringLiteral("--json")};
    const auto [status, out, err] = cli(QStringLiteral(GDA_CLI_PATH), listArgs, password.toUtf8());
    CHECK_FALSE(out.contains(password));
    CHECK_FALSE(err.contains(password));
    CHECK(status == 2); // as every library that cannot be opened
    CHECK(err.contains(QLatin1String("~/.pgpass")));
    CHECK_FALSE(err.contains(QLatin1String("Password for")));
    const QString command = QStringLiteral("'%1' store --db '%2' list --json")
                                .arg(QStringLiteral(GDA_CLI_PATH), location);
    // Typed after the prompt, as a person would.
    QProcess tty;
    tty.start(QStringLiteral("script"),
              {QStringLiteral("-q"), QStringLiteral("-e"), QStringLiteral("-c"), command,
               QStringLiteral("/dev/null")});
    REQUIRE(tty.waitForStarted());
    QString ttyOut;
    QElapsedTimer waited;
    waited.start();
    while (!ttyOut.contains(QLatin1String("Password for")) && waited.elapsed() < 30000) {
        tty.waitForReadyRead(200);
        ttyOut += QString::fromUtf8(tty.readAllStandardOutput());
    }
    REQUIRE(ttyOut.contains(QLatin1String("Password for postgresql://")));
    tty.write(password.toUtf8() + '\n');
    // Not in any process's command line while it connects (what `ps` would show).
    CHECK(test::processesShowing(password).isEmpty());
    REQUIRE(tty.waitForFinished(60000));
    ttyOut += QString::fromUtf8(tty.readAllStandardOutput());
    const int ttyStatus = tty.exitCode();
    const QString ttyErr = QString::fromUtf8(tty.readAllStandardError());
    INFO(ttyOut.toStdString() << ttyErr.toStdString());
    CHECK(ttyStatus == 0);
    CHECK(ttyOut.contains(QLatin1String("[")));
    CHECK_FALSE(ttyOut.contains(password)); // not echoed

    auto wrong = openLibrary(server.uri(database, user, QStringLiteral("not-it")));
    CHECK(errorKind(wrong) == Kind::Io);
    CHECK_FALSE(wrong.error().message.contains(QLatin1String("not-it")));
    if (previous.isEmpty())
        qunsetenv("PGPASSFILE");
    else
        qputenv("PGPASSFILE", previous);
}

TEST_CASE("postgres library: a client killed in the middle of saving loses no acknowledged save",
          "[.postgres][store][crash]")
{
    const QString location = freshLocation();
    openAt(location); // the schema, so that kills land in the save loop, not the first open
    std::mt19937 random(20261202);
    std::uniform_int_distribution<int> delayMs(0, 150);
    struct Commit
    {
        ScenarioId id;
        int revision;
        QByteArray sha256;
    };
    std::vector<Commit> all;
    int killsAfterCommits = 0;
    constexpr int kKills = 30;
    for (int round = 0; round < kKills; ++round) {
        QProcess child;
        child.start(QStringLiteral(GDA_CRASH_CHILD_PATH),
                    {QStringLiteral("loop"), location, QString::number(random())});
        REQUIRE(child.waitForStarted());
        QElapsedTimer waited;
        waited.start();
        while (!child.canReadLine() && waited.elapsed() < 20000)
            child.waitForReadyRead(50);
        REQUIRE(child.canReadLine());
        QThread::msleep(static_cast<unsigned long>(delayMs(random)));
        REQUIRE(::kill(static_cast<pid_t>(child.processId()), SIGKILL) == 0);
        REQUIRE(child.waitForFinished(10000));
        INFO("round " << round << ", stderr: " << child.readAllStandardError().toStdString());
        REQUIRE(child.exitStatus() == QProcess::CrashExit);
        bool committed = false;
        for (const QString &line :
             QString::fromUtf8(child.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts)) {
            INFO(line.toStdString());
            REQUIRE_FALSE(line.startsWith(QLatin1String("error")));
            const QStringList parts = line.split(u' ');
            if (parts.size() == 4 && parts[0] == QLatin1String("committed")) {
                all.push_back({parts[1].toLongLong(), parts[2].toInt(), parts[3].toLatin1()});
                committed = true;
            }
        }
        if (committed)
            ++killsAfterCommits;
    }
    CHECK(killsAfterCommits >= kKills / 3);
    CHECK(all.size() >= 30);
    // Every acknowledged save is there, byte for byte; every scenario's history has no gap.
    auto library = openAt(location);
    for (const Commit &commit : all) {
        INFO("scenario " << commit.id << " revision " << commit.revision);
        const auto stored = library->loadRevision(commit.id, commit.revision);
        requireOk(stored);
        CHECK(QCryptographicHash::hash(scenariofile::toCanonicalJson(*stored),
                                       QCryptographicHash::Sha256)
                  .toHex() == commit.sha256);
    }
    const auto listed = library->list();
    requireOk(listed);
    for (const ScenarioRecord &record : *listed) {
        const auto history = library->history(record.id);
        requireOk(history);
        CHECK(history->size() == record.revision);
        requireOk(library->load(record.id));
    }
}

namespace {

// What a writer process (store_crash_child writer) reported, line by line.
struct WriterReport
{
    struct Commit
    {
        ScenarioId id;
        int revision;
        QByteArray sha256;
    };
    std::vector<Commit> commits;
    int conflicts = 0;
    QStringList errors; // "kind message"
    bool done = false;
    int exitCode = -1;
    QString unexpected; // lines that are none of the above
    QString log;        // stderr
};

WriterReport parseWriter(const QString &output)
{
    WriterReport report;
    for (const QString &line : output.split(u'\n', Qt::SkipEmptyParts)) {
        const QStringList parts = line.split(u' ');
        if (parts.size() == 4 && parts[0] == QLatin1String("committed"))
            report.commits.push_back(
                {parts[1].toLongLong(), parts[2].toInt(), parts[3].toLatin1()});
        else if (parts.size() == 3 && parts[0] == QLatin1String("conflict"))
            ++report.conflicts;
        else if (parts[0] == QLatin1String("error"))
            report.errors << line.mid(6);
        else if (line == QLatin1String("done"))
            report.done = true;
        else if (line != QLatin1String("ready"))
            report.unexpected += line + u'\n';
    }
    return report;
}

// Starts `count` writer processes on the scenarios `ids`, each saving `saves` times, lets them go
// at the same moment, calls meanwhile(outputOf) while they run — outputOf(w) is what writer w
// printed so far — and returns their reports.
template <typename Meanwhile>
std::vector<WriterReport> runWriters(const QString &location, const QList<ScenarioId> &ids,
                                     int count, int saves, Meanwhile meanwhile)
{
    QStringList idList;
    for (ScenarioId id : ids)
        idList << QString::number(id);
    std::vector<std::unique_ptr<QProcess>> writers;
    for (int w = 0; w < count; ++w) {
        auto process = std::make_unique<QProcess>();
        // Each writer starts with a different scenario, so all four are contended from the start.
        const QStringList rotated =
            idList.mid(w % idList.size()) + idList.mid(0, w % idList.size());
        process->start(QStringLiteral(GDA_CRASH_CHILD_PATH),
                       {QStringLiteral("writer"), location, rotated.join(u','),
                        QString::number(saves), QStringLiteral("writer-%1").arg(w)});
        REQUIRE(process->waitForStarted());
        writers.push_back(std::move(process));
    }
    std::vector<QByteArray> outputs(writers.size());
    const auto outputOf = [&](std::size_t w) -> const QByteArray & {
        writers[w]->waitForReadyRead(0);
        outputs[w] += writers[w]->readAllStandardOutput();
        return outputs[w];
    };
    for (std::size_t w = 0; w < writers.size(); ++w) { // all connected before any saves
        QElapsedTimer waited;
        waited.start();
        while (!outputOf(w).contains("ready\n") && waited.elapsed() < 60000)
            writers[w]->waitForReadyRead(50);
        INFO(writers[w]->readAllStandardError().toStdString());
        REQUIRE(outputs[w].contains("ready\n"));
    }
    for (auto &process : writers)
        process->write("go\n");
    meanwhile(outputOf);
    std::vector<WriterReport> reports;
    for (std::size_t w = 0; w < writers.size(); ++w) {
        QProcess &process = *writers[w];
        REQUIRE(process.waitForFinished(600000));
        WriterReport report = parseWriter(QString::fromUtf8(outputOf(w)));
        report.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        // Qt's driver warns on stderr about statements it cannot free on a lost connection:
        // shown with a failure, not one itself.
        report.log = QString::fromUtf8(process.readAllStandardError());
        reports.push_back(std::move(report));
    }
    return reports;
}

QList<ScenarioId> fourSharedScenarios(PostgresLibrary &library)
{
    QList<ScenarioId> ids;
    for (int i = 0; i < 4; ++i) {
        Scenario scenario = test::exampleScenario();
        scenario.name = QStringLiteral("Shared by processes %1").arg(i);
        const auto id = library.create(scenario);
        requireOk(id);
        ids << *id;
    }
    return ids;
}

// Every acknowledged save is in the history byte for byte, no revision number is used twice, and
// each history is complete: revisions 1…current, each loadable (nothing half-written).
void checkHistories(PostgresLibrary &library, const std::vector<WriterReport> &reports,
                    const QList<ScenarioId> &ids)
{
    std::map<ScenarioId, std::set<int>> acknowledged;
    for (const WriterReport &report : reports)
        for (const WriterReport::Commit &commit : report.commits) {
            INFO("scenario " << commit.id << " revision " << commit.revision);
            CHECK(acknowledged[commit.id].insert(commit.revision).second); // never twice
            const auto stored = library.loadRevision(commit.id, commit.revision);
            requireOk(stored);
            CHECK(QCryptographicHash::hash(scenariofile::toCanonicalJson(*stored),
                                           QCryptographicHash::Sha256)
                      .toHex() == commit.sha256);
        }
    for (ScenarioId id : ids) {
        const auto current = library.load(id);
        requireOk(current);
        const auto history = library.history(id);
        requireOk(history);
        CHECK(history->size() == current->record.revision);
        for (const RevisionRecord &revision : *history)
            requireOk(library.loadRevision(id, revision.revision));
        // Revision 1 is the setup's; every later one was acknowledged to some writer, except at
        // most those whose acknowledgement a lost connection swallowed (checked by the caller).
        CHECK(int(acknowledged[id].size()) <= current->record.revision - 1);
    }
}

} // namespace

TEST_CASE("postgres library: eight client processes saving the same four scenarios at once: "
          "every acknowledged save kept, every refused one a conflict, no revision twice",
          "[.postgres][store][concurrency][processes]")
{
    const QString location = freshLocation();
    auto library = openAt(location);
    const QList<ScenarioId> ids = fourSharedScenarios(*library);
    constexpr int kWriters = 8;
    constexpr int kSaves = 50;
    const auto reports = runWriters(location, ids, kWriters, kSaves, [](auto &) {});

    int commits = 0;
    int conflicts = 0;
    for (const WriterReport &report : reports) {
        INFO(report.unexpected.toStdString()
             << report.errors.join(u'\n').toStdString() << report.log.toStdString());
        CHECK(report.exitCode == 0);
        CHECK(report.done);
        CHECK(report.errors.isEmpty());
        CHECK(report.unexpected.isEmpty());
        // Every save was answered: committed or refused as a conflict, nothing else.
        CHECK(int(report.commits.size()) + report.conflicts == kSaves);
        commits += int(report.commits.size());
        conflicts += report.conflicts;
    }
    INFO("commits " << commits << ", conflicts " << conflicts);
    CHECK(commits + conflicts == kWriters * kSaves);
    CHECK(commits >= kSaves); // progress
    checkHistories(*library, reports, ids);
    // Without lost connections every revision after the first was acknowledged to a writer.
    int revisions = 0;
    for (ScenarioId id : ids)
        revisions += library->load(id)->record.revision - 1;
    CHECK(revisions == commits);
}

TEST_CASE("postgres library: a server restart in the middle of saves loses nothing acknowledged, "
          "shows nothing half-written, clients report it and reconnect",
          "[.postgres][store][concurrency][restart]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString location = freshLocation();
    auto library = openAt(location);
    const QList<ScenarioId> ids = fourSharedScenarios(*library);
    constexpr int kWriters = 4;
    constexpr int kSaves = 300;
    const auto reports = runWriters(location, ids, kWriters, kSaves, [&](auto &outputOf) {
        // Once every writer has committed something, the server restarts under them.
        const auto allCommitted = [&] {
            for (std::size_t w = 0; w < std::size_t(kWriters); ++w)
                if (!outputOf(w).contains("committed"))
                    return false;
            return true;
        };
        QElapsedTimer waited;
        waited.start();
        while (!allCommitted() && waited.elapsed() < 60000)
            QThread::msleep(10);
        REQUIRE(allCommitted());
        server.restart();
    });

    int commits = 0;
    int saveErrors = 0;
    int writersInterrupted = 0;
    for (const WriterReport &report : reports) {
        INFO(report.unexpected.toStdString()
             << report.errors.join(u'\n').toStdString() << report.log.toStdString());
        CHECK(report.done);
        CHECK(report.unexpected.isEmpty());
        CHECK(int(report.commits.size()) + report.conflicts + int(report.errors.size()) == kSaves);
        // A connection error, said as one: exit status 3, kind "io", "cannot be reached".
        for (const QString &error : report.errors) {
            INFO(error.toStdString());
            CHECK(error.startsWith(QLatin1String("io ")));
            CHECK(error.contains(QLatin1String("cannot be reached")));
            if (error.contains(QLatin1String("Saving")))
                ++saveErrors;
        }
        CHECK(report.exitCode == (report.errors.isEmpty() ? 0 : 3));
        if (!report.errors.isEmpty())
            ++writersInterrupted;
        commits += int(report.commits.size());
    }
    CHECK(writersInterrupted >= 1); // the restart met saves
    // After the restart the writers saved again: the library reconnected by itself.
    const auto reconnected = [&] {
        for (const WriterReport &report : reports)
            if (!report.errors.isEmpty() && !report.commits.empty())
                return true;
        return false;
    };
    CHECK(reconnected());

    auto after = openAt(location);
    checkHistories(*after, reports, ids);
    // Every revision after the first was acknowledged, or its save reported a lost connection
    // (the commit may have reached the server before the connection went): never more.
    int revisions = 0;
    for (ScenarioId id : ids)
        revisions += after->load(id)->record.revision - 1;
    CHECK(revisions >= commits);
    CHECK(revisions <= commits + saveErrors);
    // The library of this test process reconnects too: its first operation after the restart
    // reports the lost connection or succeeds; the next one succeeds.
    (void)library->list();
    requireOk(library->list());
}

// Issue 39, collaboration: team schema version 5 records who saved each revision. The server
// writes the connection's role itself: a consultant's program (or psql) cannot claim another
// name; revisions from before the upgrade keep an empty author.
TEST_CASE("postgres library: upgraded to version 5, each revision's author is the role that "
          "saved it",
          "[.postgres][store][schema][collaboration]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString database = server.createDatabase();
    const QString ann = database + QStringLiteral("_ann"); // consultant, team Red
    const QString bob = database + QStringLiteral("_bob"); // consultant, team Red
    const QByteArray content = scenariofile::toCanonicalJson(test::exampleScenario());
    {
        // A team library of version 4 with one scenario saved before authors were kept.
        const auto where = parsePgLocation(server.uri(database));
        requireOk(where);
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("version-4"));
        where->applyTo(db, {}, 10);
        REQUIRE(db.open());
        const auto migrated = pgMigrate(db, QStringLiteral("v4"), pgSchemaMigrations().first(4));
        requireOk(migrated);
        CHECK(migrated->toVersion == 4);
        QSqlQuery query(db);
        REQUIRE(query.exec(QStringLiteral(
            "INSERT INTO scenarios (client_id, name, created, modified, revision, name_key,"
            " search_text) VALUES (NULL, 'Shared', 0, 0, 1, 'shared', 'shared')")));
        REQUIRE(query.prepare(
            QStringLiteral("INSERT INTO revisions (scenario_id, revision, saved_at, note, content)"
                           " SELECT id, 1, 0, 'before authors', ? FROM scenarios")));
        query.addBindValue(QString::fromUtf8(content));
        REQUIRE(query.exec());
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("version-4"));
    {
        PgTeamAdmin admin; // opening upgrades it
        requireOk(admin.open(server.uri(database)));
        requireOk(admin.init());
        requireOk(admin.addTeam(QStringLiteral("Red")));
        requireOk(admin.addUser(ann, QStringLiteral("Red"), PgTeamAdmin::Role::Consultant));
        requireOk(admin.addUser(bob, QStringLiteral("Red"), PgTeamAdmin::Role::Consultant));
    }
    CHECK(server.value(database, QStringLiteral("SELECT max(version) FROM gda_schema_version"))
              .toInt() == 5);

    auto annLibrary = openAt(server.uri(database, ann));
    CHECK(annLibrary->author() == ann);
    const auto listed = annLibrary->list();
    requireOk(listed);
    REQUIRE(listed->size() == 1);
    const ScenarioId id = listed->first().id;
    annLibrary->setAuthor(QStringLiteral("Somebody else")); // a claim the server ignores
    Scenario changed = test::exampleScenario();
    changed.client.clear(); // still shared by every team
    changed.notes = QStringLiteral("power price raised");
    requireOk(annLibrary->save(id, changed, 1, QStringLiteral("raised power price")));

    const auto history = annLibrary->history(id);
    requireOk(history);
    REQUIRE(history->size() == 2);
    CHECK(history->at(0).author == ann);
    CHECK(history->at(0).note == QStringLiteral("raised power price"));
    CHECK(history->at(1).author.isEmpty()); // saved before version 5
    CHECK(history->at(1).note == QStringLiteral("before authors"));

    // With psql, Bob cannot write a revision in Ann's name.
    const Psql forged =
        psql(database, bob,
             QStringLiteral("INSERT INTO revisions (scenario_id, revision, saved_at, note, content,"
                            " author) SELECT %1, 3, 0, 'forged', content, '%2' FROM revisions"
                            " WHERE scenario_id = %1 AND revision = 2 RETURNING author")
                 .arg(id)
                 .arg(ann));
    CHECK(forged.status == 0);
    CHECK(forged.out == bob);
}
