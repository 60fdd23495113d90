// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "conflictdialog.h"
#include "store/offlinecopy.h"

#include <QObject>

#include <functional>
#include <optional>

class QWidget;

namespace gda::ui {

class DraftKeeper;
class ScenarioDocument;
class Settings;

// The open scenario's way in and out of the library, apart from the window that shows it (as
// Tiled keeps it in its DocumentManager): opening a scenario of the library or a file (and the
// recent files), asking before unsaved changes are dropped, saving (a new scenario or the next
// revision), a save refused because someone saved first, and the revisions saved offline that
// the server refused after a reconnect. Nothing saved is overwritten unseen: each conflict is
// settled by the user (keep mine as a new revision, take theirs, save mine as a copy, or
// cancel). Messages and dialogs open over `window`; the window follows the signals.
class DocumentManager : public QObject
{
    Q_OBJECT

public:
    // How the user settled a conflict: the choice, the merged scenario (Merge) and the note
    // written for the revision stored.
    struct ConflictAnswer
    {
        ConflictDialog::Choice choice = ConflictDialog::Choice::Cancel;
        std::optional<Scenario> merged;
        QString note;
    };
    // How the user settles a conflict between mine and theirs (ConflictSides: with their
    // author, time and note, and the base revision for a three-way merge); ConflictDialog over
    // the window unless set.
    using ConflictQuestion = std::function<ConflictAnswer(const ConflictSides &sides)>;

    DocumentManager(store::ScenarioLibrary *library, ScenarioDocument *document,
                    DraftKeeper *drafts, Settings *settings, QWidget *window);

    store::ScenarioLibrary *library() const { return m_library; }
    ScenarioDocument *document() const { return m_document; }
    void setConflictQuestion(ConflictQuestion question);

    // True when there is nothing unsaved, or the user saved it or chose to drop it.
    bool maybeSave();
    // Opens a scenario of the library. Asks first when the open one has unsaved changes.
    bool openFromLibrary(store::ScenarioId id);
    // Opens a scenario file as a new, unsaved scenario (Save puts it in the library); the file
    // goes to the top of the recent files.
    bool openFile(const QString &path);
    // Saves into the library: a new scenario, or the next revision of the open one, with
    // `note` as the revision's note (File → Save with note…); a conflict goes to
    // resolveConflict().
    bool save(const QString &note = {});
    bool saveAsNew(const QString &name);
    // After a save refused as a conflict: the user merges both, keeps theirs, saves mine as a new
    // revision or as a copy; someone saving again meanwhile asks again. `fromBanner` (Show
    // changes on the newer-revision banner): nothing was being saved, so a merge goes into the
    // open scenario, unsaved, on top of their revision.
    bool resolveConflict(bool fromBanner = false);
    // A colleague (another program) stored `revision` of scenario `id`. When it is the open
    // scenario: unmodified, it shows the new revision at once; modified, nothing changes and
    // newerRevision() asks the window to offer Show changes / Reload.
    void changedElsewhere(store::ScenarioId id, int revision);
    // Drops the unsaved changes and shows the library's newest revision of the open scenario.
    bool reloadFromLibrary();
    // "Anna saved version 5 at 14:02: “raised power price”" for the library's revision
    // `revision` of `id` (an empty author: "Version 5 was saved at 14:02 …").
    QString describeRevision(store::ScenarioId id, int revision) const;
    // While the open scenario has revisions saved on this computer and not yet on the team
    // library's server: "Local draft 1 after version 3 — not yet sent"; empty otherwise.
    QString localDraftText() const;
    // After a reconnect: asks about each revision saved offline that the server refused;
    // Cancel keeps it waiting, marked "not yet sent".
    void settleRefusedRevisions(const QList<store::QueuedRevision> &refused);
    // The open scenario, when unmodified, follows a change of it in the library (a newer
    // revision; moved to the trash: kept as a scenario outside the library).
    void followLibrary(store::ScenarioId id);

    // Scenario files opened, newest first (from the settings).
    QStringList recentFiles() const;
    void clearRecentFiles();

signals:
    // The library's list should be read again (something was stored).
    void libraryChanged();
    // This scenario of the library is the open one now.
    void selected(store::ScenarioId id);
    // A file was opened: it is shown although it is not in the library.
    void fileOpened();
    // Saved, opened or settled: the window's title and actions follow.
    void stateChanged();
    void recentFilesChanged();
    void statusMessage(const QString &message, int timeoutMs);
    // A newer revision of the open scenario arrived (describeRevision()); `modified`: the open
    // scenario has unsaved changes (offer Show changes / Reload), else it is shown already.
    void newerRevision(const QString &description, bool modified);

private:
    void warn(const QString &title, const QString &message) const;
    // The document is the library's scenario `id` at `revision` now; the draft is not needed.
    void stored(store::ScenarioId id, int revision);
    // What the conflict dialog shows for `mine` (from `opened`) and the library's `theirs`.
    ConflictSides sides(store::ScenarioId id, const Scenario &mine, int opened,
                        const store::StoredScenario &theirs) const;

    store::ScenarioLibrary *m_library;
    ScenarioDocument *m_document;
    DraftKeeper *m_drafts;
    Settings *m_settings;
    QWidget *m_window;
    ConflictQuestion m_ask;
};

} // namespace gda::ui
