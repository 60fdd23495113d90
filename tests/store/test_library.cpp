// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a scenario library does, through the ScenarioLibrary interface only (tag [library]), on a
// real library of the run's backend (libraryfixture.h): import/export, revisions, conflicts,
// trash, search, the injected summariser, change notifications and the typed error of every
// refusal. SQLite's own behaviour (file, schema, locks) is in test_sqlite.cpp and test_schema.cpp.
#include "assessment/summarize.h"
#include "libraryfixture.h"
#include "scenario/scenariofile.h"
#include "store/libraryfactory.h"
#include "storetestsupport.h"
#include "testsupport.h"

#include "engine/costmodel.h"
#include "engine/decision.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QFileInfo>

using namespace gda;
using namespace gda::store;
using test::errorKind;
using test::FreshLibrary;
using test::requireOk;
using Kind = StoreError::Kind;

namespace {

ScenarioId createExample(ScenarioLibrary &store, const QString &name = {},
                         const QString &client = {})
{
    Scenario scenario = test::exampleScenario();
    if (!name.isEmpty())
        scenario.name = name;
    scenario.client = client;
    const auto id = store.create(scenario);
    requireOk(id);
    return *id;
}

QString canonical(const Scenario &scenario)
{
    return QString::fromUtf8(scenariofile::toCanonicalJson(scenario));
}

} // namespace

TEST_CASE("store import then export gives the same canonical JSON", "[store][library][files]")
{
    FreshLibrary fresh;
    const QStringList files = test::exampleFiles();
    const auto ids = fresh->importFiles(files);
    requireOk(ids);
    REQUIRE(ids->size() == files.size());
    for (qsizetype i = 0; i < files.size(); ++i) {
        DYNAMIC_SECTION(QFileInfo(files[i]).fileName().toStdString())
        {
            const auto original = scenariofile::load(files[i]);
            REQUIRE(std::holds_alternative<Scenario>(original));
            const QByteArray expected = scenariofile::toCanonicalJson(std::get<Scenario>(original));
            const QString out = fresh.dir.filePath(QStringLiteral("out-%1.json").arg(i));
            requireOk(fresh->exportToFile(ids->at(i), out));
            CHECK(test::readFile(out) == expected);
            const auto history = fresh->history(ids->at(i));
            requireOk(history);
            REQUIRE(history->size() == 1);
            CHECK(history->first().note.contains(QFileInfo(files[i]).fileName()));
        }
    }
}

TEST_CASE("store list columns come from the summarizer at save time", "[store][library][list]")
{
    FreshLibrary fresh;
    const Scenario scenario = test::exampleScenario();
    const ScenarioSummary expected = summarize(scenario);
    REQUIRE(expected.savings.has_value());
    const ScenarioId id = createExample(*fresh, {}, QStringLiteral("Acme"));
    auto listed = fresh->list();
    requireOk(listed);
    REQUIRE(listed->size() == 1);
    const ScenarioRecord &record = listed->first();
    CHECK(record.id == id);
    CHECK(record.client == QLatin1String("Acme"));
    CHECK(record.revision == 1);
    CHECK(record.summary == expected);
    // The engine's summary carries the decision matrix's recommendation for the list.
    const auto decided = engine::decide(scenario.inputs, engine::evaluateOptions(scenario.inputs));
    REQUIRE(std::holds_alternative<engine::Decision>(decided));
    CHECK(
        record.summary.recommendation.toStdString() ==
        std::string(engine::recommendationKey(std::get<engine::Decision>(decided).recommendation)));
    CHECK(record.created.isValid());
    CHECK(record.modified >= record.created);

    fresh->setSummarizer([](const Scenario &) {
        ScenarioSummary summary;
        summary.recommendation = QStringLiteral("hybrid");
        summary.savings = 42.0;
        return summary;
    });
    const auto refreshed = fresh->refreshSummaries();
    requireOk(refreshed);
    CHECK(*refreshed == 1);
    listed = fresh->list();
    requireOk(listed);
    CHECK(listed->first().summary.recommendation == QLatin1String("hybrid"));
    CHECK(listed->first().summary.savings == 42.0);
    CHECK_FALSE(listed->first().summary.breakEvenMonth.has_value());
}

TEST_CASE("store keeps every revision and restores one as a new revision",
          "[store][library][revisions]")
{
    FreshLibrary fresh;
    ScenarioLibrary &store = *fresh;
    Scenario first = test::exampleScenario();
    const auto id = store.create(first, QStringLiteral("first"));
    requireOk(id);
    Scenario second = first;
    second.inputs.workload.gpus = 7;
    second.notes = QStringLiteral("second");
    const auto revision2 = store.save(*id, second, 1, QStringLiteral("fewer GPUs"));
    requireOk(revision2);
    CHECK(*revision2 == 2);
    Scenario third = second;
    third.client = QStringLiteral("Beta");
    requireOk(store.save(*id, third, 2));

    const auto history = store.history(*id);
    requireOk(history);
    REQUIRE(history->size() == 3);
    CHECK(history->at(0).revision == 3);
    CHECK(history->at(1).revision == 2);
    CHECK(history->at(1).note == QLatin1String("fewer GPUs"));
    CHECK(history->at(2).note == QLatin1String("first"));
    CHECK(history->at(0).savedAt >= history->at(2).savedAt);

    const auto old = store.loadRevision(*id, 2);
    requireOk(old);
    CHECK(canonical(*old) == canonical(second));

    const auto restored = store.restoreRevision(*id, 1);
    requireOk(restored);
    CHECK(*restored == 4);
    const auto loaded = store.load(*id);
    requireOk(loaded);
    CHECK(loaded->record.revision == 4);
    CHECK(canonical(loaded->scenario) == canonical(first));
    CHECK(loaded->record.client == first.client);
    const auto after = store.history(*id);
    requireOk(after);
    REQUIRE(after->size() == 4);
    CHECK(after->first().note.contains(QLatin1String("1")));
    // Restoring with a stale expected revision is a conflict like any save.
    CHECK(errorKind(store.restoreRevision(*id, 2, 3)) == Kind::Conflict);
    // The client that lost its last scenario is gone from the client list.
    const auto clients = store.clients();
    requireOk(clients);
    CHECK(*clients == QStringList{first.client});
}

TEST_CASE("store refuses a save over another connection's newer revision",
          "[store][library][conflict]")
{
    FreshLibrary fresh;
    const ScenarioId id = createExample(*fresh);
    const auto other = fresh.openAnother();

    auto mine = fresh->load(id);
    auto theirs = other->load(id);
    requireOk(mine);
    requireOk(theirs);
    Scenario theirChange = theirs->scenario;
    theirChange.notes = QStringLiteral("saved by the other window");
    const auto saved = other->save(id, theirChange, theirs->record.revision);
    requireOk(saved);

    Scenario myChange = mine->scenario;
    myChange.notes = QStringLiteral("saved by this window");
    const auto refused = fresh->save(id, myChange, mine->record.revision);
    CHECK(errorKind(refused) == Kind::Conflict);
    CHECK(refused.error().message.contains(mine->record.name));

    // Nothing lost: the other save is current, the original is in the history.
    const auto current = fresh->load(id);
    requireOk(current);
    CHECK(current->record.revision == 2);
    CHECK(current->scenario.notes == theirChange.notes);
    const auto original = fresh->loadRevision(id, 1);
    requireOk(original);
    CHECK(canonical(*original) == canonical(mine->scenario));
    // Saving again from the current revision works.
    requireOk(fresh->save(id, myChange, current->record.revision));
}

TEST_CASE("store keeps names and notes that look like SQL verbatim", "[store][library][sql]")
{
    FreshLibrary fresh;
    const QString evil = QStringLiteral("'); DROP TABLE scenarios;--");
    const QString quotes =
        QStringLiteral("Robert\"); DELETE FROM revisions; -- ' % _ \\ \u00e9\u20ac");
    Scenario scenario = test::exampleScenario();
    scenario.name = evil;
    scenario.client = quotes;
    scenario.notes = evil + u'\n' + quotes;
    const auto id = fresh->create(scenario, evil);
    requireOk(id);
    requireOk(fresh->save(*id, scenario, 1, quotes));

    const auto loaded = fresh->load(*id);
    requireOk(loaded);
    CHECK(loaded->scenario.name == evil);
    CHECK(loaded->scenario.client == quotes);
    CHECK(loaded->scenario.notes == scenario.notes);
    CHECK(loaded->record.name == evil);
    CHECK(loaded->record.client == quotes);
    const auto history = fresh->history(*id);
    requireOk(history);
    CHECK(history->at(0).note == quotes);
    CHECK(history->at(1).note == evil);

    ListFilter byClient;
    byClient.client = quotes;
    auto found = fresh->list(byClient);
    requireOk(found);
    CHECK(found->size() == 1);
    ListFilter byText;
    byText.text = QStringLiteral("% _");
    found = fresh->list(byText);
    requireOk(found);
    CHECK(found->size() == 1);
    byText.text = QStringLiteral("%%");
    found = fresh->list(byText);
    requireOk(found);
    CHECK(found->isEmpty());
    requireOk(fresh->rename(*id, quotes));

    ListFilter everything;
    everything.trash = ListFilter::Trash::Include;
    found = fresh->list(everything);
    requireOk(found);
    CHECK(found->size() == 1);
    const auto revisions = fresh->history(*id);
    requireOk(revisions);
    CHECK(revisions->size() == 3);
}

TEST_CASE("store lists and searches by client, name and free text", "[store][library][list]")
{
    FreshLibrary fresh;
    ScenarioLibrary &store = *fresh;
    const ScenarioId a =
        createExample(store, QStringLiteral("Lease option"), QStringLiteral("Acme"));
    const ScenarioId b =
        createExample(store, QStringLiteral("Cash option"), QStringLiteral("Acme"));
    const ScenarioId c =
        createExample(store, QStringLiteral("ÉCOLE cluster"), QStringLiteral("Beta"));
    const ScenarioId d = createExample(store, QStringLiteral("Loose ends"));

    const auto ids = [&](const ListFilter &filter) {
        const auto records = store.list(filter);
        requireOk(records);
        QList<ScenarioId> list;
        for (const ScenarioRecord &r : *records)
            list << r.id;
        std::sort(list.begin(), list.end());
        return list;
    };
    ListFilter filter;
    CHECK(ids(filter) == QList<ScenarioId>{a, b, c, d});
    filter.client = QStringLiteral("Acme");
    CHECK(ids(filter) == QList<ScenarioId>{a, b});
    filter.client = QString();
    CHECK(ids(filter) == QList<ScenarioId>{d});
    filter = {};
    filter.name = QStringLiteral("OPTION");
    CHECK(ids(filter) == QList<ScenarioId>{a, b});
    filter = {};
    filter.name = QStringLiteral("école");
    CHECK(ids(filter) == QList<ScenarioId>{c});
    filter = {};
    filter.text = QStringLiteral("acme lease");
    CHECK(ids(filter) == QList<ScenarioId>{a});
    filter.text = QStringLiteral("beta");
    CHECK(ids(filter) == QList<ScenarioId>{c});

    const auto clients = store.clients();
    requireOk(clients);
    CHECK(*clients == QStringList{QStringLiteral("Acme"), QStringLiteral("Beta")});

    // Newest change first.
    const auto loaded = store.load(a);
    requireOk(loaded);
    requireOk(store.save(a, loaded->scenario, 1));
    const auto records = store.list();
    requireOk(records);
    CHECK(records->first().id == a);
}

TEST_CASE("store duplicates, renames, trashes and restores", "[store][library][trash]")
{
    FreshLibrary fresh;
    ScenarioLibrary &store = *fresh;
    const ScenarioId id = createExample(store, QStringLiteral("Base"), QStringLiteral("Acme"));

    const auto copy = store.duplicate(id);
    requireOk(copy);
    CHECK(*copy != id);
    auto loaded = store.load(*copy);
    requireOk(loaded);
    CHECK(loaded->scenario.name == QLatin1String("Base (copy)"));
    CHECK(loaded->record.revision == 1);
    CHECK(loaded->record.client == QLatin1String("Acme"));

    // A name at the length limit still gets its suffix, shortened to fit.
    const ScenarioId longName = createExample(store, QString(200, u'x'));
    const auto longCopy = store.duplicate(longName);
    requireOk(longCopy);
    loaded = store.load(*longCopy);
    requireOk(loaded);
    CHECK(loaded->scenario.name.size() == 200);
    CHECK(loaded->scenario.name.endsWith(QLatin1String(" (copy)")));

    const auto renamed = store.rename(id, QStringLiteral("Renamed"));
    requireOk(renamed);
    CHECK(*renamed == 2);
    loaded = store.load(id);
    requireOk(loaded);
    CHECK(loaded->record.name == QLatin1String("Renamed"));
    CHECK(loaded->scenario.name == QLatin1String("Renamed"));

    requireOk(store.moveToTrash(id));
    requireOk(store.moveToTrash(id)); // already there: nothing to do
    auto listed = store.list();
    requireOk(listed);
    CHECK(listed->size() == 3);
    ListFilter trash;
    trash.trash = ListFilter::Trash::Only;
    listed = store.list(trash);
    requireOk(listed);
    REQUIRE(listed->size() == 1);
    CHECK(listed->first().id == id);
    CHECK(listed->first().deletedAt.has_value());
    requireOk(store.load(id)); // still readable in the trash

    requireOk(store.restoreFromTrash(id));
    listed = store.list();
    requireOk(listed);
    CHECK(listed->size() == 4);

    requireOk(store.moveToTrash(id));
    const auto emptied = store.emptyTrash();
    requireOk(emptied);
    CHECK(*emptied == 1);
    CHECK(errorKind(store.load(id)) == Kind::NotFound);
    const auto clients = store.clients();
    requireOk(clients);
    CHECK(*clients == QStringList{QStringLiteral("Acme")}); // the copy still uses it
}

TEST_CASE("store import is all or nothing", "[store][library][files]")
{
    FreshLibrary fresh;
    const QString bad = fresh.dir.filePath(QStringLiteral("bad.json"));
    QFile file(bad);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "gpu-advisor-scenario", "version": 1, "name": "Bad",
                   "inputs": {"workload": {"utilization": 1.5}}})");
    file.close();
    QStringList files = test::exampleFiles();
    files.insert(2, bad);
    const auto result = fresh->importFiles(files);
    CHECK(errorKind(result) == Kind::Invalid);
    CHECK(result.error().message.contains(QLatin1String("bad.json")));
    CHECK(result.error().message.contains(QLatin1String("utilization")));
    ListFilter everything;
    everything.trash = ListFilter::Trash::Include;
    const auto listed = fresh->list(everything);
    requireOk(listed);
    CHECK(listed->isEmpty());
}

TEST_CASE("store returns a typed error for every refusal", "[store][library][errors]")
{
    FreshLibrary fresh;
    ScenarioLibrary &store = *fresh;
    const ScenarioId id = createExample(store);
    const Scenario good = test::exampleScenario();
    constexpr ScenarioId kMissing = 999;

    SECTION("not found")
    {
        CHECK(errorKind(store.load(kMissing)) == Kind::NotFound);
        CHECK(errorKind(store.save(kMissing, good, 1)) == Kind::NotFound);
        CHECK(errorKind(store.history(kMissing)) == Kind::NotFound);
        CHECK(errorKind(store.loadRevision(kMissing, 1)) == Kind::NotFound);
        CHECK(errorKind(store.loadRevision(id, 2)) == Kind::NotFound);
        CHECK(errorKind(store.restoreRevision(id, 5)) == Kind::NotFound);
        CHECK(errorKind(store.duplicate(kMissing)) == Kind::NotFound);
        CHECK(errorKind(store.rename(kMissing, QStringLiteral("x"))) == Kind::NotFound);
        CHECK(errorKind(store.moveToTrash(kMissing)) == Kind::NotFound);
        CHECK(errorKind(store.restoreFromTrash(kMissing)) == Kind::NotFound);
        CHECK(errorKind(store.exportToFile(
                  kMissing, fresh.dir.filePath(QStringLiteral("x.json")))) == Kind::NotFound);
    }
    SECTION("conflict")
    {
        requireOk(store.save(id, good, 1));
        CHECK(errorKind(store.save(id, good, 1)) == Kind::Conflict);
    }
    SECTION("in the trash")
    {
        requireOk(store.moveToTrash(id));
        CHECK(errorKind(store.save(id, good, 1)) == Kind::InTrash);
        CHECK(errorKind(store.rename(id, QStringLiteral("x"))) == Kind::InTrash);
        CHECK(errorKind(store.restoreRevision(id, 1)) == Kind::InTrash);
    }
    SECTION("invalid")
    {
        Scenario bad = good;
        bad.inputs.workload.utilization = 1.5;
        CHECK(errorKind(store.create(bad)) == Kind::Invalid);
        CHECK(errorKind(store.save(id, bad, 1)) == Kind::Invalid);
        CHECK(errorKind(store.rename(id, QString())) == Kind::Invalid);
        CHECK(errorKind(store.rename(id, QStringLiteral("   "))) == Kind::Invalid);
        CHECK(errorKind(store.importFiles({})) == Kind::Invalid);
        const QString notJson = fresh.dir.filePath(QStringLiteral("not.json"));
        QFile file(notJson);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("{ nope");
        file.close();
        CHECK(errorKind(store.importFiles({notJson})) == Kind::Invalid);
        const auto unchanged = store.load(id);
        requireOk(unchanged);
        CHECK(unchanged->record.revision == 1);
    }
    SECTION("too large")
    {
        Scenario huge = good;
        huge.extra.insert(QStringLiteral("x_blob"),
                          QString(int(scenariofile::kMaxFileBytes), u'a'));
        CHECK(errorKind(store.create(huge)) == Kind::TooLarge);
        CHECK(errorKind(store.save(id, huge, 1)) == Kind::TooLarge);
        const QString big = fresh.dir.filePath(QStringLiteral("big.json"));
        QFile file(big);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(scenariofile::kMaxFileBytes + 1, ' '));
        file.close();
        CHECK(errorKind(store.importFiles({big})) == Kind::TooLarge);
    }
    SECTION("io")
    {
        CHECK(errorKind(store.importFiles({fresh.dir.filePath(QStringLiteral("missing.json"))})) ==
              Kind::Io);
        CHECK(errorKind(store.exportToFile(
                  id, fresh.dir.filePath(QStringLiteral("no/such/folder/x.json")))) == Kind::Io);
        auto closed = store::makeLibrary(fresh.location);
        requireOk(closed);
        CHECK(errorKind((*closed)->list()) == Kind::Io);
        CHECK(errorKind((*closed)->create(good)) == Kind::Io);
    }
}

TEST_CASE("store messages keep names with %-placeholders verbatim", "[store][library][errors]")
{
    FreshLibrary fresh;
    const QString name = QStringLiteral("50%2 off %1 plan");
    const ScenarioId id = createExample(*fresh, name);
    Scenario scenario = test::exampleScenario();
    scenario.name = name;
    requireOk(fresh->save(id, scenario, 1));
    const auto conflict = fresh->save(id, scenario, 1);
    CHECK(errorKind(conflict) == Kind::Conflict);
    CHECK(conflict.error().message.contains(name));
    requireOk(fresh->moveToTrash(id));
    const auto trashed = fresh->save(id, scenario, 2);
    CHECK(errorKind(trashed) == Kind::InTrash);
    CHECK(trashed.error().message.contains(name));
}

TEST_CASE("store without a summariser leaves the list columns empty", "[store][library][list]")
{
    FreshLibrary fresh{Summarizer()};
    createExample(*fresh);
    const auto listed = fresh->list();
    requireOk(listed);
    REQUIRE(listed->size() == 1);
    CHECK(listed->first().summary == ScenarioSummary{});
    // Given one later, the columns are filled on refresh.
    fresh->setSummarizer(summarize);
    requireOk(fresh->refreshSummaries());
    const auto refreshed = fresh->list();
    requireOk(refreshed);
    CHECK(refreshed->first().summary == summarize(test::exampleScenario()));
}

TEST_CASE("store tells its listeners of every committed change", "[store][library][notify]")
{
    FreshLibrary fresh;
    std::vector<LibraryChange> heard;
    const int handle =
        fresh->addChangeListener([&](const LibraryChange &c) { heard.push_back(c); });
    const auto kinds = [&] {
        std::vector<std::pair<LibraryChange::Kind, ScenarioId>> list;
        for (const LibraryChange &c : heard) {
            CHECK_FALSE(c.external); // this connection's own changes
            list.emplace_back(c.kind, c.id);
        }
        heard.clear();
        return list;
    };
    using K = LibraryChange::Kind;
    using Changes = std::vector<std::pair<LibraryChange::Kind, ScenarioId>>;

    const ScenarioId id = createExample(*fresh, QStringLiteral("Heard"));
    REQUIRE(heard.size() == 1);
    CHECK(heard.front().revision == 1);
    CHECK(kinds() == Changes{{K::Created, id}});

    Scenario changed = test::exampleScenario();
    changed.name = QStringLiteral("Heard");
    changed.notes = QStringLiteral("second");
    requireOk(fresh->save(id, changed, 1));
    REQUIRE(heard.size() == 1);
    CHECK(heard.front().revision == 2);
    CHECK(kinds() == Changes{{K::Saved, id}});
    requireOk(fresh->rename(id, QStringLiteral("Renamed")));
    requireOk(fresh->restoreRevision(id, 1));
    CHECK(kinds() == Changes{{K::Saved, id}, {K::Saved, id}});

    const auto copy = fresh->duplicate(id);
    requireOk(copy);
    const auto imported = fresh->importFiles({test::exampleFiles().first()});
    requireOk(imported);
    CHECK(kinds() == Changes{{K::Created, *copy}, {K::Created, imported->first()}});

    requireOk(fresh->moveToTrash(id));
    requireOk(fresh->restoreFromTrash(id));
    requireOk(fresh->moveToTrash(*copy));
    requireOk(fresh->emptyTrash());
    requireOk(fresh->refreshSummaries());
    CHECK(kinds() == Changes{{K::Trashed, id},
                             {K::Restored, id},
                             {K::Trashed, *copy},
                             {K::Deleted, *copy},
                             {K::Summaries, 0}});

    // Refused changes are not heard of; a removed listener hears nothing more.
    CHECK(errorKind(fresh->save(id, changed, 1)) == Kind::Conflict);
    CHECK(heard.empty());
    fresh->removeChangeListener(handle);
    createExample(*fresh);
    CHECK(heard.empty());
}

TEST_CASE("store picks the backend from the location, an unreachable server is an Io error",
          "[store][library][factory]")
{
    CHECK(backendFor(QStringLiteral("/tmp/a.sqlite")) == Backend::Sqlite);
    CHECK(backendFor(QStringLiteral("relative/postgresql.sqlite")) == Backend::Sqlite);
    // No server listens in a folder that does not exist: the connection fails at once.
    for (const char *uri : {"postgresql://ann:secret@/advisor?host=/nonexistent-gda-socket",
                            "postgres:///advisor?host=/nonexistent-gda-socket&password=secret",
                            " PostgreSQL://ann:secret@%2Fnonexistent-gda-socket/x"}) {
        INFO(uri);
        CHECK(backendFor(QLatin1String(uri)) == Backend::PostgreSql);
        const auto library = openLibrary(QLatin1String(uri));
        CHECK(errorKind(library) == Kind::Io);
        // The message says what happened and never repeats the password.
        CHECK_FALSE(library.error().message.contains(QLatin1String("secret")));
        CHECK(library.error().message.contains(QLatin1String("cannot be reached")));
        CHECK(library.error().message.contains(QLatin1String("postgresql://")));
    }
    CHECK(QString::fromLatin1(kindKey(Kind::Unsupported)) == QLatin1String("unsupported"));
}

// Issue 39: every revision says who saved it and why. A library file records the name set for
// it (Preferences → Your name) or the account's user name; a team library records the database
// role of the connection whatever the program claims, so nobody saves under a colleague's name.
TEST_CASE("store revisions carry their author and note, kept by a whole-library copy",
          "[store][library][collaboration]")
{
    FreshLibrary lib;
    const bool team = test::libraryBackend().name == QLatin1String("postgresql");
    lib->setAuthor(QStringLiteral("Anna"));
    const QString expected = team ? lib->author() : QStringLiteral("Anna");
    if (team) // the role of the connection, not the name claimed
        CHECK(lib->author() != QStringLiteral("Anna"));
    REQUIRE_FALSE(expected.isEmpty());

    Scenario scenario = test::exampleScenario();
    const auto id = lib->create(scenario, QStringLiteral("first draft"));
    requireOk(id);
    scenario.notes = QStringLiteral("power price raised");
    requireOk(lib->save(*id, scenario, 1, QStringLiteral("raised power price")));

    auto other = lib.openAnother();
    other->setAuthor(QStringLiteral("Ben"));
    scenario.notes = QStringLiteral("and one more");
    requireOk(other->save(*id, scenario, 2));

    const auto history = lib->history(*id);
    requireOk(history);
    REQUIRE(history->size() == 3);
    CHECK(history->at(2).author == expected);
    CHECK(history->at(2).note == QStringLiteral("first draft"));
    CHECK(history->at(1).author == expected);
    CHECK(history->at(1).note == QStringLiteral("raised power price"));
    CHECK(history->at(0).author == (team ? other->author() : QStringLiteral("Ben")));
    CHECK(history->at(0).note.isEmpty());
    for (const RevisionRecord &r : *history)
        CHECK(r.localDraft == 0);

    // A whole-library copy keeps each revision's author.
    const auto contents = lib->contents();
    requireOk(contents);
    FreshLibrary copy;
    requireOk(copy->addContents(*contents));
    const auto copied = copy->history(*id);
    requireOk(copied);
    REQUIRE(copied->size() == 3);
    CHECK(copied->at(1).author == expected); // the owner's copy may keep authors (pgmigrations)
    CHECK(copied->at(1).note == QStringLiteral("raised power price"));
}

TEST_CASE("store import takes a note for the first revision", "[store][library][collaboration]")
{
    FreshLibrary lib;
    const QString path = lib.dir.filePath(QStringLiteral("a.gpuadvisor.json"));
    REQUIRE(scenariofile::save(test::exampleScenario(), path).isEmpty());
    const auto withNote = lib->importFiles({path}, QStringLiteral("from the client's workshop"));
    requireOk(withNote);
    CHECK(lib->history(withNote->front())->front().note ==
          QStringLiteral("from the client's workshop"));
    const auto without = lib->importFiles({path});
    requireOk(without);
    CHECK(lib->history(without->front())->front().note ==
          QStringLiteral("Imported from a.gpuadvisor.json"));
}
