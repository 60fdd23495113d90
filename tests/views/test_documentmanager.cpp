// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The DocumentManager by itself, without a main window: saving into the library, a save refused
// because someone saved first (each way of settling it), and the recent files. The conflict
// question is answered by the test instead of a dialog.
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "scenario/scenariofile.h"
#include "store/sqlitelibrary.h"
#include "testsupport.h"
#include "viewlibrary.h"
#include "views/documentmanager.h"
#include "views/draftkeeper.h"

#include <catch2/catch.hpp>

#include <QFileInfo>
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
    int asked = 0;
    int openedRevision = 0;
    int theirRevision = 0;
    QString theirNotes;

    DocumentManager::ConflictQuestion question()
    {
        return [this](const Scenario &, int opened, const Scenario &theirs, int revision) {
            ++asked;
            openedRevision = opened;
            theirRevision = revision;
            theirNotes = theirs.notes;
            return choice;
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
