// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The DocumentManager by itself, without a main window: saving into the library, a save refused
// because someone saved first (each way of settling it), and the recent files. The conflict
// question is answered by the test instead of a dialog.
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "scenario/merge.h"
#include "scenario/scenariofile.h"
#include "store/sqlitelibrary.h"
#include "testsupport.h"
#include "viewlibrary.h"
#include "views/documentmanager.h"
#include "views/draftkeeper.h"
#include "views/revisionbanner.h"

#include <catch2/catch.hpp>

#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QWidget>

#include <optional>

using namespace gda;
using namespace gda::ui;
using Choice = ConflictDialog::Choice;

namespace {

Scenario example()
{
    auto loaded =
        scenariofile::load(test::dataPath(QStringLiteral("examples/seed-80xh100-on-demand.json")));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    return std::get<Scenario>(loaded);
}

// A DocumentManager over a library file of its own, as the main window sets it up.
struct Documents
{
    test::ViewLibrary lib;
    ScenarioDocument document;
    DraftKeeper drafts{&document, lib.dir.filePath(QStringLiteral("draft.json"))};
    QWidget window;
    DocumentManager manager{&lib.store, &document, &drafts, lib.settings.get(), &window};

    void note(const QString &notes)
    {
        document.edit(QStringLiteral("notes"), [&notes](Scenario &s) { s.notes = notes; });
    }
};

// The conflict question's answer, and what it was asked.
struct Answer
{
    Choice choice = Choice::Cancel;
    QString note;                 // written in the dialog's note field
    QSet<QString> takeMineFields; // for a merge: the fields both changed that keep mine
    int asked = 0;
    int openedRevision = 0;
    int theirRevision = 0;
    QString theirNotes;
    std::optional<ConflictSides> sides; // what the dialog was given, the last time

    DocumentManager::ConflictQuestion question()
    {
        return [this](const ConflictSides &given) {
            ++asked;
            sides = given;
            openedRevision = given.openedRevision;
            theirRevision = given.theirRevision;
            theirNotes = given.theirs.notes;
            DocumentManager::ConflictAnswer answer{choice, std::nullopt, note};
            if (choice == Choice::Merge) {
                // As the dialog does: the three-way merge with the user's picks.
                REQUIRE(given.base);
                const auto threeWay = merge::compare(*given.base, given.mine, given.theirs);
                answer.merged = merge::apply(given.theirs, threeWay, takeMineFields);
            }
            return answer;
        };
    }
};

} // namespace

TEST_CASE("document manager: a new scenario is stored, each save is its next revision",
          "[views][documents]")
{
    Documents d;
    d.document.reset(example());
    d.note(QStringLiteral("first"));
    REQUIRE(d.document.isModified());
    QSignalSpy selected(&d.manager, &DocumentManager::selected);
    QSignalSpy libraryChanged(&d.manager, &DocumentManager::libraryChanged);

    REQUIRE(d.manager.save());
    REQUIRE(d.document.storeId());
    const store::ScenarioId id = *d.document.storeId();
    CHECK(d.document.storeRevision() == 1);
    CHECK_FALSE(d.document.isModified());
    REQUIRE(selected.size() == 1);
    CHECK(selected.front().front().toLongLong() == id);
    CHECK(libraryChanged.size() == 1);
    CHECK(d.lib.store.load(id)->scenario.notes == QStringLiteral("first"));
    CHECK_FALSE(QFileInfo::exists(d.drafts.path())); // nothing unsaved is left to recover

    d.note(QStringLiteral("second"));
    REQUIRE(d.manager.save());
    CHECK(d.document.storeId() == id);
    CHECK(d.document.storeRevision() == 2);
    CHECK(d.lib.store.history(id)->size() == 2);
    CHECK(d.lib.store.load(id)->scenario.notes == QStringLiteral("second"));
    CHECK(d.manager.maybeSave()); // nothing unsaved: no question
}

TEST_CASE("document manager: a save after someone else's is settled as the user chooses",
          "[views][documents]")
{
    Documents d;
    d.document.reset(example());
    d.note(QStringLiteral("mine 1"));
    REQUIRE(d.manager.save());
    const store::ScenarioId id = *d.document.storeId();
    // A colleague's program on the same library file saves revision 2 from revision 1.
    store::SqliteLibrary colleague;
    REQUIRE(colleague.open(d.lib.store.location()).ok());
    const auto colleagueSaves = [&](const QString &notes) {
        const auto current = colleague.load(id);
        REQUIRE(current.ok());
        Scenario theirs = current->scenario;
        theirs.notes = notes;
        REQUIRE(colleague.save(id, theirs, current->record.revision).ok());
    };
    Answer answer;
    d.manager.setConflictQuestion(answer.question());

    SECTION("keep mine: a new revision after theirs, theirs stays in the history")
    {
        colleagueSaves(QStringLiteral("theirs 2"));
        d.note(QStringLiteral("mine 2"));
        answer.choice = Choice::KeepMine;
        REQUIRE(d.manager.save());
        CHECK(answer.asked == 1);
        CHECK(answer.openedRevision == 1);
        CHECK(answer.theirRevision == 2);
        CHECK(answer.theirNotes == QStringLiteral("theirs 2"));
        CHECK(d.document.storeRevision() == 3);
        CHECK_FALSE(d.document.isModified());
        const auto history = d.lib.store.history(id);
        REQUIRE(history->size() == 3);
        CHECK(history->front().note == QStringLiteral("Kept over revision 2 after a conflict"));
        CHECK(d.lib.store.loadRevision(id, 2)->notes == QStringLiteral("theirs 2"));
        CHECK(d.lib.store.loadRevision(id, 3)->notes == QStringLiteral("mine 2"));
    }
    SECTION("take theirs: the document shows their revision, nothing is stored")
    {
        colleagueSaves(QStringLiteral("theirs 2"));
        d.note(QStringLiteral("mine 2"));
        answer.choice = Choice::TakeTheirs;
        REQUIRE(d.manager.save());
        CHECK(d.document.storeRevision() == 2);
        CHECK(d.document.scenario().notes == QStringLiteral("theirs 2"));
        CHECK_FALSE(d.document.isModified());
        CHECK(d.lib.store.history(id)->size() == 2);
    }
    SECTION("save a copy: mine becomes a new scenario, theirs stays current")
    {
        colleagueSaves(QStringLiteral("theirs 2"));
        d.note(QStringLiteral("mine 2"));
        const QString name = d.document.scenario().name;
        answer.choice = Choice::SaveCopy;
        REQUIRE(d.manager.save());
        REQUIRE(d.document.storeId());
        CHECK(*d.document.storeId() != id);
        CHECK(d.document.scenario().name == name + QStringLiteral(" (my changes)"));
        CHECK(d.lib.store.load(*d.document.storeId())->scenario.notes == QStringLiteral("mine 2"));
        CHECK(d.lib.store.load(id)->scenario.notes == QStringLiteral("theirs 2"));
    }
    SECTION("cancel: nothing is stored and the changes stay unsaved")
    {
        colleagueSaves(QStringLiteral("theirs 2"));
        d.note(QStringLiteral("mine 2"));
        answer.choice = Choice::Cancel;
        CHECK_FALSE(d.manager.save());
        CHECK(d.document.isModified());
        CHECK(d.document.storeRevision() == 1);
        CHECK(d.lib.store.history(id)->size() == 2);
    }
    SECTION("an unmodified open scenario follows the library, a modified one does not")
    {
        colleagueSaves(QStringLiteral("theirs 2"));
        d.manager.followLibrary(id);
        CHECK(d.document.storeRevision() == 2);
        CHECK(d.document.scenario().notes == QStringLiteral("theirs 2"));
        d.note(QStringLiteral("mine 3"));
        colleagueSaves(QStringLiteral("theirs 3"));
        d.manager.followLibrary(id);
        CHECK(d.document.scenario().notes == QStringLiteral("mine 3"));
        CHECK(answer.asked == 0);
    }
}

TEST_CASE("document manager: an opened file is on top of the recent files until cleared",
          "[views][documents]")
{
    Documents d;
    const QString first = d.lib.dir.filePath(QStringLiteral("first.gpuadvisor.json"));
    const QString second = d.lib.dir.filePath(QStringLiteral("second.gpuadvisor.json"));
    REQUIRE(scenariofile::save(example(), first).isEmpty());
    REQUIRE(scenariofile::save(example(), second).isEmpty());
    QSignalSpy recent(&d.manager, &DocumentManager::recentFilesChanged);
    QSignalSpy opened(&d.manager, &DocumentManager::fileOpened);

    REQUIRE(d.manager.openFile(first));
    REQUIRE(d.manager.openFile(second));
    CHECK(d.manager.recentFiles() ==
          QStringList{QFileInfo(second).absoluteFilePath(), QFileInfo(first).absoluteFilePath()});
    CHECK(recent.size() == 2);
    CHECK(opened.size() == 2);
    // A file is not in the library until it is saved, and opening it changes nothing.
    CHECK_FALSE(d.document.storeId());
    CHECK_FALSE(d.document.isModified());

    d.manager.clearRecentFiles();
    CHECK(d.manager.recentFiles().isEmpty());
    CHECK(recent.size() == 3);
}

// Issue 39, collaboration: the colleague is named, two edits of different fields are merged
// field by field (before: "Keep mine" stored my whole version and silently reverted the
// colleague's field), a field both changed is the user's pick, and a newer revision of the open
// scenario is announced.
TEST_CASE("document manager: two edits of different fields are merged, each side's field kept",
          "[views][documents][collaboration]")
{
    Documents d;
    d.lib.store.setAuthor(QStringLiteral("Ben"));
    d.document.reset(example());
    REQUIRE(d.manager.save());
    const store::ScenarioId id = *d.document.storeId();
    store::SqliteLibrary colleague;
    REQUIRE(colleague.open(d.lib.store.location()).ok());
    colleague.setAuthor(QStringLiteral("Anna"));
    Scenario theirs = colleague.load(id)->scenario;
    theirs.inputs.horizonYears = 7;
    REQUIRE(colleague.save(id, theirs, 1, QStringLiteral("seven years")).ok());

    d.document.edit(QStringLiteral("rate"), [](Scenario &s) { s.inputs.discountRate = 0.10; });
    Answer answer;
    answer.choice = Choice::Merge;
    answer.note = QStringLiteral("merged Anna's horizon");
    d.manager.setConflictQuestion(answer.question());
    REQUIRE(d.manager.save());

    // The dialog was told who saved what, and had the base for the three-way merge.
    REQUIRE(answer.sides);
    CHECK(answer.sides->theirRecord.author == QStringLiteral("Anna"));
    CHECK(answer.sides->theirRecord.note == QStringLiteral("seven years"));
    REQUIRE(answer.sides->base);
    const auto threeWay =
        merge::compare(*answer.sides->base, answer.sides->mine, answer.sides->theirs);
    CHECK(threeWay.clean());
    REQUIRE(threeWay.fromMine.size() == 1);
    CHECK(threeWay.fromMine.front().path == QStringLiteral("inputs.discount_rate"));
    REQUIRE(threeWay.fromTheirs.size() == 1);
    CHECK(threeWay.fromTheirs.front().path == QStringLiteral("inputs.horizon_years"));

    // Stored as revision 3 with both fields; the document is that revision, unmodified.
    CHECK(d.document.storeRevision() == 3);
    CHECK_FALSE(d.document.isModified());
    const auto stored = d.lib.store.loadRevision(id, 3);
    REQUIRE(stored.ok());
    CHECK(stored->inputs.horizonYears == 7);
    CHECK(stored->inputs.discountRate == 0.10);
    const auto history = d.lib.store.history(id);
    REQUIRE(history->size() == 3);
    CHECK(history->front().note == QStringLiteral("merged Anna's horizon"));
    CHECK(history->front().author == QStringLiteral("Ben"));
    CHECK(history->at(1).author == QStringLiteral("Anna"));
}

TEST_CASE("document manager: a field both changed takes the side the user picks",
          "[views][documents][collaboration]")
{
    Documents d;
    d.document.reset(example());
    REQUIRE(d.manager.save());
    const store::ScenarioId id = *d.document.storeId();
    store::SqliteLibrary colleague;
    REQUIRE(colleague.open(d.lib.store.location()).ok());
    Scenario theirs = colleague.load(id)->scenario;
    theirs.inputs.discountRate = 0.09;
    REQUIRE(colleague.save(id, theirs, 1).ok());

    d.document.edit(QStringLiteral("rate"), [](Scenario &s) {
        s.inputs.discountRate = 0.10;
        s.notes = QStringLiteral("my notes");
    });
    Answer answer;
    answer.choice = Choice::Merge;
    d.manager.setConflictQuestion(answer.question());

    SECTION("theirs picked for the field both changed")
    {
        REQUIRE(d.manager.save());
        const auto stored = d.lib.store.load(id);
        CHECK(stored->scenario.inputs.discountRate == 0.09);
        CHECK(stored->scenario.notes == QStringLiteral("my notes")); // only mine changed it
        CHECK(d.lib.store.history(id)->front().note == QStringLiteral("Merged with revision 2"));
    }
    SECTION("mine picked for the field both changed")
    {
        answer.takeMineFields = {QStringLiteral("inputs.discount_rate")};
        REQUIRE(d.manager.save());
        CHECK(d.lib.store.load(id)->scenario.inputs.discountRate == 0.10);
    }
    REQUIRE(answer.sides);
    const auto threeWay =
        merge::compare(*answer.sides->base, answer.sides->mine, answer.sides->theirs);
    REQUIRE(threeWay.conflicts.size() == 1);
    CHECK(threeWay.conflicts.front().path == QStringLiteral("inputs.discount_rate"));
}

TEST_CASE("document manager: a newer revision saved elsewhere is announced, shown or merged",
          "[views][documents][collaboration]")
{
    Documents d;
    d.document.reset(example());
    REQUIRE(d.manager.save());
    const store::ScenarioId id = *d.document.storeId();
    store::SqliteLibrary colleague;
    REQUIRE(colleague.open(d.lib.store.location()).ok());
    colleague.setAuthor(QStringLiteral("Anna"));
    Scenario theirs = colleague.load(id)->scenario;
    theirs.inputs.horizonYears = 7;
    REQUIRE(colleague.save(id, theirs, 1, QStringLiteral("raised the horizon")).ok());
    QSignalSpy newer(&d.manager, &DocumentManager::newerRevision);

    SECTION("unmodified: the new revision is shown at once and announced")
    {
        d.manager.changedElsewhere(id, 2);
        CHECK(d.document.storeRevision() == 2);
        CHECK(d.document.scenario().inputs.horizonYears == 7);
        REQUIRE(newer.size() == 1);
        CHECK(newer.front().at(0).toString().startsWith(QStringLiteral("Anna saved version 2 at")));
        CHECK(newer.front().at(0).toString().endsWith(QStringLiteral(": “raised the horizon”")));
        CHECK_FALSE(newer.front().at(1).toBool());
    }
    SECTION("modified: announced, then Show changes merges into the open scenario unsaved")
    {
        d.document.edit(QStringLiteral("rate"), [](Scenario &s) { s.inputs.discountRate = 0.10; });
        d.manager.changedElsewhere(id, 2);
        REQUIRE(newer.size() == 1);
        CHECK(newer.front().at(1).toBool());
        CHECK(d.document.storeRevision() == 1); // nothing changed under the user's hands
        CHECK(d.document.scenario().inputs.discountRate == 0.10);

        Answer answer;
        answer.choice = Choice::Merge;
        d.manager.setConflictQuestion(answer.question());
        REQUIRE(d.manager.resolveConflict(true));
        CHECK(d.document.storeRevision() == 2); // on top of theirs
        CHECK(d.document.isModified());         // not saved: the user saves it
        CHECK(d.document.scenario().inputs.horizonYears == 7);
        CHECK(d.document.scenario().inputs.discountRate == 0.10);
        CHECK(d.lib.store.history(id)->size() == 2);
        REQUIRE(d.manager.save());
        CHECK(d.document.storeRevision() == 3);
    }
    SECTION("modified: Reload drops the changes and shows theirs")
    {
        d.document.edit(QStringLiteral("rate"), [](Scenario &s) { s.inputs.discountRate = 0.10; });
        d.manager.changedElsewhere(id, 2);
        REQUIRE(d.manager.reloadFromLibrary());
        CHECK(d.document.storeRevision() == 2);
        CHECK_FALSE(d.document.isModified());
        CHECK(d.document.scenario().inputs.discountRate == example().inputs.discountRate);
    }
    SECTION("our own revision echoed back is not announced")
    {
        d.manager.changedElsewhere(id, 1);
        CHECK(newer.isEmpty());
    }
}

TEST_CASE("conflict dialog: names the colleague, lists the merge's fields, picks per field",
          "[views][documents][collaboration]")
{
    const Scenario base = example();
    Scenario mine = base;
    mine.inputs.discountRate = 0.10;
    mine.notes = QStringLiteral("mine");
    Scenario theirs = base;
    theirs.inputs.discountRate = 0.09;
    theirs.inputs.horizonYears = 7;
    ConflictSides sides{mine, 1, theirs, 2, {}, base};
    sides.theirRecord.author = QStringLiteral("Anna");
    sides.theirRecord.note = QStringLiteral("raised the horizon");
    sides.theirRecord.savedAt = QDateTime(QDate(2026, 12, 6), QTime(14, 2), Qt::LocalTime);
    ConflictDialog dialog(sides);
    const QString intro = dialog.intro()->text();
    CHECK(intro.startsWith(QStringLiteral("Anna saved “")));
    CHECK(intro.contains(QStringLiteral(": “raised the horizon”")));
    CHECK_FALSE(intro.contains(QStringLiteral("Someone else")));
    CHECK(dialog.differingFields() == QStringList{QStringLiteral("inputs.discount_rate"),
                                                  QStringLiteral("notes"),
                                                  QStringLiteral("inputs.horizon_years")});
    CHECK(dialog.button(Choice::Merge)->isVisibleTo(&dialog));
    // Mine by default for the field both changed.
    auto merged = dialog.merged();
    REQUIRE(merged);
    CHECK(merged->inputs.discountRate == 0.10);
    CHECK(merged->inputs.horizonYears == 7);
    CHECK(merged->notes == QStringLiteral("mine"));
    CHECK(dialog.mergeSummary()->text().contains(QStringLiteral("From Anna:")));
    dialog.setTakeMine(QStringLiteral("inputs.discount_rate"), false);
    merged = dialog.merged();
    REQUIRE(merged);
    CHECK(merged->inputs.discountRate == 0.09);

    // Without an author or base (an older library): the old words, no merge.
    ConflictDialog plain(mine, 1, theirs, 2);
    CHECK(plain.intro()->text().startsWith(QStringLiteral("Someone else saved")));
    CHECK_FALSE(plain.button(Choice::Merge)->isVisibleTo(&plain));
}

TEST_CASE("revision banner: says who saved, offers Show changes and Reload only over unsaved "
          "changes",
          "[views][documents][collaboration]")
{
    Documents d;
    RevisionBanner banner(&d.manager, &d.window);
    CHECK_FALSE(banner.isVisibleTo(&d.window));
    emit d.manager.newerRevision(QStringLiteral("Anna saved version 5 at 14:02"), true);
    CHECK(banner.isVisibleTo(&d.window));
    CHECK(banner.label()->text() ==
          QStringLiteral("Anna saved version 5 at 14:02. Your unsaved changes are based on an "
                         "older version."));
    CHECK(banner.showChangesButton()->isVisibleTo(&banner));
    CHECK(banner.reloadButton()->isVisibleTo(&banner));
    QSignalSpy showChanges(&banner, &RevisionBanner::showChangesRequested);
    // Show changes asks the manager, which (nothing open in the library) has nothing to merge.
    d.manager.setConflictQuestion(
        [](const ConflictSides &) { return DocumentManager::ConflictAnswer{}; });
    d.document.reset(example());
    REQUIRE(d.manager.save());
    banner.showChangesButton()->click();
    CHECK(showChanges.size() == 1);
    CHECK_FALSE(banner.isVisibleTo(&d.window));
    emit d.manager.newerRevision(QStringLiteral("Anna saved version 6 at 14:05"), false);
    CHECK(banner.label()->text() ==
          QStringLiteral("Anna saved version 6 at 14:05. The new version is shown."));
    CHECK_FALSE(banner.showChangesButton()->isVisibleTo(&banner));
    emit d.manager.selected(1); // another scenario opened: the message goes
    CHECK_FALSE(banner.isVisibleTo(&d.window));
}
