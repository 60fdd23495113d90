// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "conflictdialog.h"
#include "store/offlinecopy.h"

#include <QObject>

#include <functional>

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
    // How the user settles a conflict between `mine` (started from `openedRevision`) and
    // `theirs` (the library's `theirRevision`); ConflictDialog over the window unless set.
    using ConflictQuestion = std::function<ConflictDialog::Choice(
        const Scenario &mine, int openedRevision, const Scenario &theirs, int theirRevision)>;

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
    // Saves into the library: a new scenario, or the next revision of the open one; a conflict
    // goes to resolveConflict().
    bool save();
    bool saveAsNew(const QString &name);
    // After a save refused as a conflict: the user keeps theirs, saves mine as a new revision or
    // as a copy; someone saving again meanwhile asks again.
    bool resolveConflict();
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

private:
    void warn(const QString &title, const QString &message) const;
    // The document is the library's scenario `id` at `revision` now; the draft is not needed.
    void stored(store::ScenarioId id, int revision);

    store::ScenarioLibrary *m_library;
    ScenarioDocument *m_document;
    DraftKeeper *m_drafts;
    Settings *m_settings;
    QWidget *m_window;
    ConflictQuestion m_ask;
};

} // namespace gda::ui
