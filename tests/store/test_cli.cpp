// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor-cli store …` run as a separate process, as users and scripts run it.
#include "scenario/scenariofile.h"
#include "store/sqlitelibrary.h"
#include "storetestsupport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>

using namespace gda;
using namespace gda::store;
using test::requireOk;

namespace {

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

// Runs the CLI with `args`; `database` goes into GPU_ADVISOR_DB (empty: unset).
Run cli(const QStringList &args, const QString &database = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("GPU_ADVISOR_DB"));
    if (!database.isEmpty())
        env.insert(QStringLiteral("GPU_ADVISOR_DB"), database);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(GDA_CLI_PATH), args);
    REQUIRE(process.waitForStarted());
    REQUIRE(process.waitForFinished(30000));
    REQUIRE(process.exitStatus() == QProcess::NormalExit);
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

Run storeCli(const QString &database, const QStringList &args)
{
    return cli(QStringList{QStringLiteral("store"), QStringLiteral("--db"), database} + args);
}

// Exit status 2 (bad request) or 1 (could not complete), exactly one line on stderr, nothing on
// stdout.
void requireFailure(const Run &run, int status = 2)
{
    INFO("stdout: " << run.out.toStdString() << "\nstderr: " << run.err.toStdString());
    CHECK(run.status == status);
    CHECK(run.out.isEmpty());
    CHECK(run.err.startsWith(QLatin1String("gpu-advisor-cli: ")));
    CHECK(run.err.count(u'\n') == 1);
}

void requireSuccess(const Run &run)
{
    INFO("stdout: " << run.out.toStdString() << "\nstderr: " << run.err.toStdString());
    REQUIRE(run.status == 0);
    CHECK(run.err.isEmpty());
}

} // namespace

TEST_CASE("store CLI imports, lists, shows, exports, restores and deletes", "[store][cli]")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("library.sqlite"));
    const QStringList files = test::exampleFiles();

    Run run = storeCli(db, QStringList{QStringLiteral("import")} + files.mid(0, 2));
    requireSuccess(run);
    CHECK(run.out.count(u'\n') == 2);
    CHECK(run.out.contains(QLatin1String("imported as scenario 1")));
    CHECK(run.out.contains(QLatin1String("imported as scenario 2")));

    run = storeCli(db, {QStringLiteral("list")});
    requireSuccess(run);
    const auto first = scenariofile::load(files[0]);
    REQUIRE(std::holds_alternative<Scenario>(first));
    const Scenario &scenario = std::get<Scenario>(first);
    CHECK(run.out.contains(scenario.name));
    CHECK(run.out.contains(scenario.client));

    run = storeCli(db, {QStringLiteral("list"), QStringLiteral("--json")});
    requireSuccess(run);
    const QJsonArray list = QJsonDocument::fromJson(run.out.toUtf8()).array();
    REQUIRE(list.size() == 2);
    for (const QJsonValue &entry : list) {
        const QJsonObject object = entry.toObject();
        for (const char *key :
             {"id", "name", "client", "created", "modified", "revision", "recommendation",
              "break_even_month", "savings", "savings_fraction"})
            CHECK(object.contains(QLatin1String(key)));
    }

    run = storeCli(db, {QStringLiteral("show"), QStringLiteral("1")});
    requireSuccess(run);
    CHECK(run.out.toUtf8() == scenariofile::toCanonicalJson(scenario));

    const QString out = dir.filePath(QStringLiteral("exported.json"));
    run =
        storeCli(db, {QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--out"), out});
    requireSuccess(run);
    CHECK(test::readFile(out) == scenariofile::toCanonicalJson(scenario));

    {
        SqliteLibrary library;
        requireOk(library.open(db));
        Scenario changed = scenario;
        changed.notes = QStringLiteral("changed");
        requireOk(library.save(1, changed, 1, QStringLiteral("a change")));
    }
    run = storeCli(db, {QStringLiteral("history"), QStringLiteral("1")});
    requireSuccess(run);
    CHECK(run.out.contains(QLatin1String("a change")));
    CHECK(run.out.count(u'\n') == 3); // header and two revisions

    run = storeCli(db, {QStringLiteral("restore"), QStringLiteral("1"), QStringLiteral("1")});
    requireSuccess(run);
    CHECK(run.out.contains(QLatin1String("revision 3")));
    run = storeCli(db, {QStringLiteral("show"), QStringLiteral("1")});
    requireSuccess(run);
    CHECK(run.out.toUtf8() == scenariofile::toCanonicalJson(scenario));

    run = storeCli(db, {QStringLiteral("delete"), QStringLiteral("2")});
    requireSuccess(run);
    run = storeCli(db, {QStringLiteral("list"), QStringLiteral("--json")});
    requireSuccess(run);
    CHECK(QJsonDocument::fromJson(run.out.toUtf8()).array().size() == 1);

    // GPU_ADVISOR_DB chooses the file when --db is not given.
    run = cli({QStringLiteral("store"), QStringLiteral("list"), QStringLiteral("--json")}, db);
    requireSuccess(run);
    CHECK(QJsonDocument::fromJson(run.out.toUtf8()).array().size() == 1);
}

TEST_CASE("store CLI errors exit 2 (bad request) or 1 (could not complete) with one line",
          "[store][cli]")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("library.sqlite"));
    requireSuccess(storeCli(db, {QStringLiteral("import"), test::exampleFiles().first()}));

    requireFailure(cli({QStringLiteral("store")}, db));
    requireFailure(storeCli(db, {}));
    requireFailure(cli({QStringLiteral("store"), QStringLiteral("--db")}));
    requireFailure(storeCli(db, {QStringLiteral("frobnicate")}));
    requireFailure(storeCli(db, {QStringLiteral("show")}));
    requireFailure(storeCli(db, {QStringLiteral("show"), QStringLiteral("abc")}));
    requireFailure(storeCli(db, {QStringLiteral("show"), QStringLiteral("99")}));
    requireFailure(storeCli(db, {QStringLiteral("history"), QStringLiteral("99")}));
    requireFailure(storeCli(db, {QStringLiteral("delete"), QStringLiteral("99")}));
    requireFailure(
        storeCli(db, {QStringLiteral("restore"), QStringLiteral("1"), QStringLiteral("7")}));
    requireFailure(
        storeCli(db, {QStringLiteral("restore"), QStringLiteral("1"), QStringLiteral("x")}));
    requireFailure(storeCli(db, {QStringLiteral("export"), QStringLiteral("1")}));
    // A valid request the library cannot carry out: the file cannot be written (exit 1).
    requireFailure(
        storeCli(db, {QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--out"),
                      dir.filePath(QStringLiteral("no/folder/x.json"))}),
        1);
    // A file to import that does not exist is bad input (exit 2).
    requireFailure(
        storeCli(db, {QStringLiteral("import"), dir.filePath(QStringLiteral("none.json"))}));
    requireFailure(storeCli(db, {QStringLiteral("list"), QStringLiteral("--xml")}));

    // Import is all or nothing from the command line too.
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile file(bad);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("[]");
    file.close();
    const Run refused = storeCli(db, {QStringLiteral("import"), test::exampleFiles().at(1), bad});
    requireFailure(refused);
    CHECK(refused.err.contains(QLatin1String("bad.json")));
    const Run listed = storeCli(db, {QStringLiteral("list"), QStringLiteral("--json")});
    requireSuccess(listed);
    CHECK(QJsonDocument::fromJson(listed.out.toUtf8()).array().size() == 1);

    // A usage error never creates a library file.
    const QString untouched = dir.filePath(QStringLiteral("never.sqlite"));
    requireFailure(storeCli(untouched, {QStringLiteral("show")}));
    CHECK_FALSE(QFile::exists(untouched));
}

TEST_CASE("store CLI reports a read-only library", "[store][cli]")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("library.sqlite"));
    requireSuccess(storeCli(db, {QStringLiteral("import"), test::exampleFiles().first()}));
    {
        test::RawDatabase raw(db);
        raw.exec(QStringLiteral("PRAGMA user_version = 99"));
    }
    const Run refused = storeCli(db, {QStringLiteral("delete"), QStringLiteral("1")});
    requireFailure(refused, 1); // a valid request the library cannot carry out
    CHECK(refused.err.contains(QLatin1String("read-only")));
    const Run listed = storeCli(db, {QStringLiteral("list")});
    REQUIRE(listed.status == 0);
    CHECK(listed.err.contains(QLatin1String("warning")));
    CHECK(listed.err.count(u'\n') == 1);
}

TEST_CASE("store check says a healthy library passed (exit 0) and names the damage in one that "
          "did not (exit 1)",
          "[store][cli]")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("library.sqlite"));
    requireSuccess(storeCli(db, QStringList{QStringLiteral("import")} + test::exampleFiles()));
    Run run = storeCli(db, {QStringLiteral("check")});
    requireSuccess(run);
    CHECK(run.out == db + QStringLiteral(" passed its integrity check.\n"));
    requireFailure(storeCli(db, {QStringLiteral("check"), QStringLiteral("--all")}));
    // Nothing is created where there is no library.
    const QString none = dir.filePath(QStringLiteral("none.sqlite"));
    requireFailure(storeCli(none, {QStringLiteral("check")}));
    CHECK_FALSE(QFile::exists(none));

    // An index page overwritten (the library was closed cleanly, so the open does not look at
    // it): only the check finds it.
    qint64 page = 0;
    qint64 pageSize = 0;
    {
        test::RawDatabase raw(db);
        pageSize = raw.value(QStringLiteral("PRAGMA page_size")).toLongLong();
        page = raw.value(QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE type = "
                                        "'index' ORDER BY rootpage DESC LIMIT 1"))
                   .toLongLong();
    }
    REQUIRE(page > 1);
    {
        QFile file(db);
        REQUIRE(file.open(QIODevice::ReadWrite));
        REQUIRE(file.seek((page - 1) * pageSize));
        REQUIRE(file.write(QByteArray(pageSize, '\xA5')) == pageSize);
    }
    run = storeCli(db, {QStringLiteral("check")});
    requireFailure(run, 1);
    CHECK(run.err.contains(QLatin1String("library.sqlite failed its integrity check (")));
}

TEST_CASE("store list shows control and bidirectional characters of names as codes (D14)",
          "[store][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    Scenario scenario = test::exampleScenario();
    // NUL, a right-to-left override, BEL, a first-strong isolate; an escape sequence that would
    // turn the terminal red.
    scenario.name = QStringLiteral("A") + QChar(0) + QStringLiteral("B\u202Eevil\u0007\u2066x");
    scenario.client = QStringLiteral("Client\u001B[31mred");
    const QString file = dir.filePath(QStringLiteral("s.json"));
    REQUIRE(scenariofile::save(scenario, file).isEmpty());
    const QString database = dir.filePath(QStringLiteral("library.sqlite"));
    REQUIRE(storeCli(database, {QStringLiteral("import"), file}).status == 0);

    const Run run = storeCli(database, {QStringLiteral("list")});
    INFO(run.out.toStdString());
    REQUIRE(run.status == 0);
    CHECK(run.out.contains(QLatin1String(R"(A\u0000B\u202Eevil\u0007\u2066x)")));
    CHECK(run.out.contains(QLatin1String(R"(Client\u001B[31mred)")));
    const auto raw = std::count_if(run.out.begin(), run.out.end(), [](QChar c) {
        return c != u'\n' && (c.unicode() < 0x20 || c.unicode() == 0x7f || c.unicode() == 0x202E ||
                              c.unicode() == 0x2066);
    });
    CHECK(raw == 0);
    // The name itself is kept as it was given.
    SqliteLibrary store;
    requireOk(store.open(database));
    const auto stored = store.load(1);
    requireOk(stored);
    CHECK(stored->scenario.name == scenario.name);
}

TEST_CASE("store list --search and --client find scenarios in any case, and say when none "
          "matches",
          "[store][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString database = dir.filePath(QStringLiteral("library.sqlite"));
    SqliteLibrary store;
    requireOk(store.open(database));
    Scenario acme = test::exampleScenario();
    acme.name = QStringLiteral("Training cluster");
    acme.client = QStringLiteral("Acme BV");
    Scenario other = acme;
    other.name = QStringLiteral("Inference fleet");
    other.client = QStringLiteral("Gemeente Utrecht");
    Scenario shared = acme;
    shared.name = QStringLiteral("Shared training");
    shared.client.clear();
    const auto a = store.create(acme);
    const auto b = store.create(other);
    const auto c = store.create(shared);
    requireOk(a);
    requireOk(b);
    requireOk(c);
    store.close();
    const auto ids = [&](const QStringList &args) {
        const Run run = storeCli(
            database, QStringList{QStringLiteral("list"), QStringLiteral("--json")} + args);
        INFO(run.err.toStdString());
        REQUIRE(run.status == 0);
        QList<qint64> found;
        for (const QJsonValue &v : QJsonDocument::fromJson(run.out.toUtf8()).array())
            found << v.toObject().value(QLatin1String("id")).toInteger();
        return found;
    };
    const QList<qint64> training = ids({QStringLiteral("--search"), QStringLiteral("TRAINING")});
    CHECK(training.size() == 2);
    CHECK(training.contains(*a));
    CHECK(training.contains(*c));
    CHECK(ids({QStringLiteral("--client"), QStringLiteral("acme bv")}) == QList<qint64>{*a});
    CHECK(ids({QStringLiteral("--client"), QStringLiteral("ACME BV"), QStringLiteral("--search"),
               QStringLiteral("fleet")})
              .isEmpty());
    CHECK(ids({QStringLiteral("--client"), QString()}) == QList<qint64>{*c});
    const Run none = storeCli(
        database, {QStringLiteral("list"), QStringLiteral("--client"), QStringLiteral("Nobody")});
    CHECK(none.status == 0);
    CHECK(none.out.trimmed() == QLatin1String("No scenario matches."));
    const Run missing = storeCli(database, {QStringLiteral("list"), QStringLiteral("--search")});
    CHECK(missing.status == 2);
    CHECK(missing.err.contains(QLatin1String("--search needs a value")));
}

// Issue 39: `--note` on import and on the new `store save`, and the author (USER here, as no
// name is configured for the command line) in `store history`.
TEST_CASE("store CLI import and save take --note, history shows author and note",
          "[store][cli][collaboration]")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("library.sqlite"));
    const QStringList files = test::exampleFiles();
    Run run = storeCli(db, {QStringLiteral("import"), files[0], QStringLiteral("--note"),
                            QStringLiteral("from the workshop")});
    requireSuccess(run);
    CHECK(run.out.contains(QLatin1String("imported as scenario 1")));

    Scenario changed = std::get<Scenario>(scenariofile::load(files[0]));
    changed.inputs.discountRate = 0.1;
    const QString changedPath = dir.filePath(QStringLiteral("changed.gpuadvisor.json"));
    REQUIRE(scenariofile::save(changed, changedPath).isEmpty());
    run = storeCli(db, {QStringLiteral("save"), QStringLiteral("1"), changedPath,
                        QStringLiteral("--note=raised the discount rate")});
    requireSuccess(run);
    CHECK(run.out.trimmed() ==
          QStringLiteral("Scenario 1: %1 saved as revision 2").arg(changedPath));

    SqliteLibrary library;
    requireOk(library.open(db));
    const auto history = library.history(1);
    requireOk(history);
    REQUIRE(history->size() == 2);
    CHECK(history->at(0).note == QStringLiteral("raised the discount rate"));
    CHECK(history->at(1).note == QStringLiteral("from the workshop"));
    CHECK(history->at(0).author == ScenarioLibrary::systemUserName());
    CHECK(library.load(1)->scenario.inputs.discountRate == 0.1);
    library.close();

    run = storeCli(db, {QStringLiteral("history"), QStringLiteral("1")});
    requireSuccess(run);
    CHECK(run.out.contains(QLatin1String("AUTHOR")));
    CHECK(run.out.contains(QLatin1String("raised the discount rate")));

    requireFailure(storeCli(
        db, {QStringLiteral("save"), QStringLiteral("1"), changedPath, QStringLiteral("--note")}));
    requireFailure(storeCli(db, {QStringLiteral("save"), QStringLiteral("1")}));
}
