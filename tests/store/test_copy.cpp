// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor-cli store copy --from DB --to DB`: a whole library, every revision with its
// content, time and note, the trash and the clients, moved between SQLite files and team
// libraries on PostgreSQL (the throw-away server of pgtestserver.h), all or nothing.
#include "libraryfixture.h"
#include "pgtestserver.h"
#include "store/postgreslibrary.h"
#include "store/sqlitelibrary.h"
#include "storetestsupport.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QTemporaryDir>

#include <algorithm>
#include <memory>

using namespace gda;
using namespace gda::store;
using test::PgTestServer;
using test::requireOk;

namespace {

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

Run copyCli(const QStringList &args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("GPU_ADVISOR_DB"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(GDA_CLI_PATH),
                  QStringList{QStringLiteral("store"), QStringLiteral("copy")} + args);
    REQUIRE(process.waitForStarted());
    REQUIRE(process.waitForFinished(120000));
    REQUIRE(process.exitStatus() == QProcess::NormalExit);
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

Run copy(const QString &from, const QString &to, const QStringList &more = {})
{
    return copyCli(QStringList{QStringLiteral("--from"), from, QStringLiteral("--to"), to} + more);
}

// Exactly one line on stderr, nothing on stdout, the given status.
void requireFailure(const Run &run, int status)
{
    INFO("stdout: " << run.out.toStdString() << "\nstderr: " << run.err.toStdString());
    CHECK(run.status == status);
    CHECK(run.out.isEmpty());
    CHECK(run.err.startsWith(QLatin1String("gpu-advisor-cli: ")));
    CHECK(run.err.count(u'\n') == 1);
}

std::unique_ptr<ScenarioLibrary> openSqlite(const QString &path)
{
    auto library = std::make_unique<SqliteLibrary>();
    library->setSummarizer(test::FreshLibrary::defaultSummarizer()); // as the CLI's
    requireOk(library->open(path));
    return library;
}

std::unique_ptr<ScenarioLibrary> openPostgres(const QString &location)
{
    auto library = std::make_unique<PostgresLibrary>();
    library->setSummarizer(test::FreshLibrary::defaultSummarizer());
    requireOk(library->open(location));
    return library;
}

// Names that a careless copy would break: quotes, SQL, emoji, a line break.
const QString kQuoted = QStringLiteral("O'Brien & \"Sons\"");
const QString kSql = QStringLiteral("x'); DROP TABLE scenarios; --");
const QString kEmoji = QStringLiteral("GPU 🚀 cluster ✨ 𝔊");

// A library with a history worth copying, built through the library itself:
//   1 "Cluster O'Brien…" (client kQuoted): revisions 1 to 3, notes with quotes and SQL
//   2 kSql (client kSql): revision 1, then moved to the trash
//   3 kEmoji (no client): revisions 1 and 2 (renamed), notes with emoji
// 3 scenarios, 6 revisions, 2 clients.
void fill(ScenarioLibrary &library)
{
    Scenario first = test::exampleScenario();
    first.name = QStringLiteral("Cluster ") + kQuoted;
    first.client = kQuoted;
    first.notes = QStringLiteral("line one\nline \"two\" – ") + kSql;
    const auto one = library.create(first, QStringLiteral("first of ") + kQuoted);
    requireOk(one);
    first.notes += QStringLiteral(" (v2)");
    requireOk(library.save(*one, first, 1, kSql));
    first.notes += QStringLiteral(" (v3) ") + kEmoji;
    requireOk(library.save(*one, first, 2, kEmoji));

    Scenario second = test::exampleScenario(QStringLiteral("low-utilization-stays-cloud"));
    second.name = kSql;
    second.client = kSql;
    const auto two = library.create(second, QStringLiteral("Robert'); --"));
    requireOk(two);
    requireOk(library.moveToTrash(*two));

    Scenario third = test::exampleScenario();
    third.name = kEmoji;
    third.client.clear();
    const auto three = library.create(third, kEmoji + kEmoji);
    requireOk(three);
    requireOk(library.rename(*three, kEmoji + QStringLiteral(" 2")));
}

int revisionCount(const LibraryContents &contents)
{
    int count = 0;
    for (const ScenarioHistory &history : contents.scenarios)
        count += int(history.revisions.size());
    return count;
}

// Every scenario, revision, time, note, content, trash flag and client of `a` is in `b`.
void requireSameContents(const LibraryContents &a, const LibraryContents &b)
{
    REQUIRE(a.scenarios.size() == b.scenarios.size());
    for (qsizetype i = 0; i < a.scenarios.size(); ++i) {
        const ScenarioRecord &x = a.scenarios[i].record;
        const ScenarioRecord &y = b.scenarios[i].record;
        INFO("scenario " << x.id << ' ' << x.name.toStdString());
        CHECK(x.id == y.id);
        CHECK(x.name == y.name);
        CHECK(x.client == y.client);
        CHECK(x.created == y.created);
        CHECK(x.modified == y.modified);
        CHECK(x.revision == y.revision);
        CHECK(x.deletedAt == y.deletedAt);
        CHECK(x.summary.recommendation == y.summary.recommendation);
        CHECK(x.summary.savings == y.summary.savings);
        const auto &r = a.scenarios[i].revisions;
        const auto &s = b.scenarios[i].revisions;
        REQUIRE(r.size() == s.size());
        for (qsizetype k = 0; k < r.size(); ++k) {
            INFO("revision " << r[k].record.revision);
            CHECK(r[k].record.revision == s[k].record.revision);
            CHECK(r[k].record.savedAt == s[k].record.savedAt);
            CHECK(r[k].record.note == s[k].record.note);
            CHECK(r[k].content == s[k].content);
        }
    }
    // Clients by name with their creation time (a team library keeps clients without
    // scenarios, so `b` may hold more; here it holds the same two).
    REQUIRE(a.clients.size() == b.clients.size());
    for (const ClientRecord &client : a.clients) {
        const auto found =
            std::find_if(b.clients.begin(), b.clients.end(),
                         [&](const ClientRecord &c) { return c.name == client.name; });
        REQUIRE(found != b.clients.end());
        CHECK(found->created == client.created);
    }
}

} // namespace

TEST_CASE("store copy: SQLite to SQLite keeps every revision, time, note, trash flag and ID",
          "[store][cli]")
{
    QTemporaryDir dir;
    const QString from = dir.filePath(QStringLiteral("from.sqlite"));
    const QString to = dir.filePath(QStringLiteral("sub/to.sqlite"));
    LibraryContents before;
    {
        auto source = openSqlite(from);
        fill(*source);
        auto contents = source->contents();
        requireOk(contents);
        before = std::move(contents).value();
    }
    // The worked library of fill(): 3 scenarios, 6 revisions, 2 clients.
    REQUIRE(before.scenarios.size() == 3);
    REQUIRE(revisionCount(before) == 6);
    REQUIRE(before.clients.size() == 2);
    REQUIRE(before.scenarios[1].record.deletedAt.has_value());

    const Run run = copy(from, to);
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    CHECK(run.out.contains(QLatin1String("scenarios 3, revisions 6")));
    auto target = openSqlite(to);
    const auto after = target->contents();
    requireOk(after);
    requireSameContents(before, *after);
    // The copy is a working library: the next save continues the history, the list hides the
    // trash, the names are verbatim.
    const auto listed = target->list();
    requireOk(listed);
    REQUIRE(listed->size() == 2);
    CHECK(listed->at(0).name == kEmoji + QStringLiteral(" 2"));
    const auto loaded = target->load(1);
    requireOk(loaded);
    CHECK(loaded->scenario.client == kQuoted);
    const auto saved = target->save(1, loaded->scenario, 3, QStringLiteral("after the copy"));
    requireOk(saved);
    CHECK(*saved == 4);
    Scenario fresh = test::exampleScenario();
    const auto newId = target->create(fresh);
    requireOk(newId);
    CHECK(*newId == 4); // after the copied ids 1 to 3
}

TEST_CASE("store copy: a non-empty target is refused unless --append, which adds new IDs",
          "[store][cli]")
{
    QTemporaryDir dir;
    const QString from = dir.filePath(QStringLiteral("from.sqlite"));
    const QString to = dir.filePath(QStringLiteral("to.sqlite"));
    {
        auto source = openSqlite(from);
        fill(*source);
        auto target = openSqlite(to);
        requireOk(target->create(test::exampleScenario()));
    }
    requireFailure(copy(from, to), 2);
    {
        auto target = openSqlite(to);
        ListFilter all;
        all.trash = ListFilter::Trash::Include;
        const auto listed = target->list(all);
        requireOk(listed);
        CHECK(listed->size() == 1); // unchanged
    }
    const Run appended = copy(from, to, {QStringLiteral("--append")});
    INFO(appended.err.toStdString());
    REQUIRE(appended.status == 0);
    auto target = openSqlite(to);
    const auto contents = target->contents();
    requireOk(contents);
    // 1 scenario there + 3 copied with the ids 2, 3, 4 in the source's order.
    REQUIRE(contents->scenarios.size() == 4);
    CHECK(contents->scenarios[1].record.name == QStringLiteral("Cluster ") + kQuoted);
    CHECK(contents->scenarios[1].record.id == 2);
    CHECK(contents->scenarios[1].revisions.size() == 3);
    CHECK(contents->scenarios[2].record.name == kSql);
    CHECK(contents->scenarios[2].record.deletedAt.has_value());
    CHECK(contents->scenarios[3].record.id == 4);
}

TEST_CASE("store copy: a damaged revision or a target that refuses leaves the target empty",
          "[store][cli]")
{
    QTemporaryDir dir;
    const QString from = dir.filePath(QStringLiteral("from.sqlite"));
    const QString to = dir.filePath(QStringLiteral("to.sqlite"));
    {
        auto source = openSqlite(from);
        fill(*source);
        auto target = openSqlite(to); // an empty library
    }
    const auto targetCounts = [&] {
        test::RawDatabase raw(to);
        return std::pair{raw.value(QStringLiteral("SELECT count(*) FROM scenarios")).toInt(),
                         raw.value(QStringLiteral("SELECT count(*) FROM revisions")).toInt()};
    };

    SECTION("the target refuses the fifth revision: the four before it are rolled back")
    {
        {
            test::RawDatabase raw(to);
            raw.exec(QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON revisions WHEN"
                                    " (SELECT count(*) FROM revisions) >= 4 BEGIN"
                                    " SELECT RAISE(ABORT, 'refused by the test'); END"));
        }
        requireFailure(copy(from, to), 1);
        CHECK(targetCounts() == std::pair{0, 0});
    }
    SECTION("the last scenario's revision 2 is damaged: nothing is copied")
    {
        {
            test::RawDatabase raw(from);
            raw.exec(QStringLiteral("UPDATE revisions SET content = substr(content, 1, 40)"
                                    " WHERE scenario_id = 3 AND revision = 2"));
        }
        const Run run = copy(from, to);
        requireFailure(run, 1);
        CHECK(run.err.contains(QLatin1String("Revision 2 of scenario 3")));
        CHECK(targetCounts() == std::pair{0, 0});
    }
    SECTION("a source without its current revision: nothing is copied")
    {
        {
            test::RawDatabase raw(from);
            raw.exec(
                QStringLiteral("DELETE FROM revisions WHERE scenario_id = 1 AND revision = 3"));
        }
        requireFailure(copy(from, to), 1);
        CHECK(targetCounts() == std::pair{0, 0});
    }
}

TEST_CASE("store copy: wrong requests are refused and create nothing", "[store][cli]")
{
    QTemporaryDir dir;
    const QString from = dir.filePath(QStringLiteral("from.sqlite"));
    const QString to = dir.filePath(QStringLiteral("to.sqlite"));
    {
        auto source = openSqlite(from);
        fill(*source);
    }
    requireFailure(copyCli({QStringLiteral("--from"), from}), 2);
    requireFailure(copyCli({QStringLiteral("--to"), to}), 2);
    requireFailure(copyCli({QStringLiteral("--from"), from, QStringLiteral("--to"), to,
                            QStringLiteral("--force")}),
                   2);
    requireFailure(copy(from, from), 2);
    requireFailure(copy(dir.filePath(QStringLiteral("missing.sqlite")), to), 2);
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("missing.sqlite"))));
    CHECK_FALSE(QFile::exists(to));
}

TEST_CASE("store copy: SQLite → PostgreSQL → SQLite is the same library, revision by revision",
          "[.postgres][store][cli]")
{
    PgTestServer &server = PgTestServer::instance();
    QTemporaryDir dir;
    const QString from = dir.filePath(QStringLiteral("from.sqlite"));
    const QString back = dir.filePath(QStringLiteral("back.sqlite"));
    const QString database = server.createDatabase();
    const QString team = server.uri(database);
    LibraryContents before;
    {
        auto source = openSqlite(from);
        fill(*source);
        auto contents = source->contents();
        requireOk(contents);
        before = std::move(contents).value();
    }
    REQUIRE(revisionCount(before) == 6);

    const Run there = copy(from, team);
    INFO(there.err.toStdString());
    REQUIRE(there.status == 0);
    {
        auto pg = openPostgres(team);
        const auto onServer = pg->contents();
        requireOk(onServer);
        requireSameContents(before, *onServer);
        // Names stored verbatim on the server, as psql reads them.
        CHECK(server
                  .value(database, QStringLiteral("SELECT count(*) FROM scenarios WHERE name = '") +
                                       QString(kSql).replace(u'\'', QStringLiteral("''")) +
                                       QStringLiteral("'"))
                  .toInt() == 1);
    }
    const Run home = copy(team, back);
    INFO(home.err.toStdString());
    REQUIRE(home.status == 0);
    auto result = openSqlite(back);
    const auto after = result->contents();
    requireOk(after);
    requireSameContents(before, *after);

    // The server's id sequence continues after the copied ids 1 to 3.
    auto pg = openPostgres(team);
    const auto next = pg->create(test::exampleScenario());
    requireOk(next);
    CHECK(*next == 4);
}

TEST_CASE("store copy: a team library that refuses in the middle keeps nothing of the copy",
          "[.postgres][store][cli]")
{
    PgTestServer &server = PgTestServer::instance();
    QTemporaryDir dir;
    const QString from = dir.filePath(QStringLiteral("from.sqlite"));
    const QString database = server.createDatabase();
    const QString team = server.uri(database);
    {
        auto source = openSqlite(from);
        fill(*source);
        auto pg = openPostgres(team); // the schema, empty
    }
    server.exec(
        database,
        QStringLiteral("CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$"
                       " BEGIN IF (SELECT count(*) FROM revisions) >= 4 THEN"
                       " RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$"));
    server.exec(database, QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON revisions"
                                         " FOR EACH ROW EXECUTE FUNCTION refuse()"));
    requireFailure(copy(from, team), 1);
    CHECK(server.value(database, QStringLiteral("SELECT count(*) FROM scenarios")).toInt() == 0);
    CHECK(server.value(database, QStringLiteral("SELECT count(*) FROM revisions")).toInt() == 0);
    CHECK(server.value(database, QStringLiteral("SELECT count(*) FROM clients")).toInt() == 0);

    // A damaged row in a team library: the SQLite target stays empty.
    server.exec(database, QStringLiteral("DROP TRIGGER refuse ON revisions"));
    REQUIRE(copy(from, team).status == 0);
    server.exec(database, QStringLiteral("UPDATE revisions SET content = '{\"broken'"
                                         " WHERE scenario_id = 3 AND revision = 1"));
    const QString to = dir.filePath(QStringLiteral("to.sqlite"));
    {
        auto empty = openSqlite(to);
    }
    requireFailure(copy(team, to), 1);
    test::RawDatabase raw(to);
    CHECK(raw.value(QStringLiteral("SELECT count(*) FROM scenarios")).toInt() == 0);
    CHECK(raw.value(QStringLiteral("SELECT count(*) FROM revisions")).toInt() == 0);
}
