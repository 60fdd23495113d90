// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentmanager.h"

#include "core/scenariodocument.h"
#include "core/settings.h"
#include "draftkeeper.h"
#include "scenario/scenariofile.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QSet>

namespace gda::ui {

DocumentManager::DocumentManager(store::ScenarioLibrary *library, ScenarioDocument *document,
                                 DraftKeeper *drafts, Settings *settings, QWidget *window)
    : QObject(window), m_library(library), m_document(document), m_drafts(drafts),
      m_settings(settings), m_window(window)
{
    m_ask = [this](const ConflictSides &sides) {
        ConflictDialog dialog(sides, m_window);
        dialog.exec();
        ConflictAnswer answer{dialog.choice(), std::nullopt, dialog.note()};
        if (answer.choice == ConflictDialog::Choice::Merge)
            answer.merged = dialog.merged();
        return answer;
    };
}

void DocumentManager::setConflictQuestion(ConflictQuestion question)
{
    m_ask = std::move(question);
}

void DocumentManager::warn(const QString &title, const QString &message) const
{
    QMessageBox::warning(m_window, title, message);
}

ConflictSides DocumentManager::sides(store::ScenarioId id, const Scenario &mine, int opened,
                                     const store::StoredScenario &theirs) const
{
    ConflictSides sides{mine, opened, theirs.scenario, theirs.record.revision, {}, std::nullopt};
    sides.theirRecord.revision = theirs.record.revision;
    sides.theirRecord.savedAt = theirs.record.modified;
    if (const auto history = m_library->history(id))
        for (const store::RevisionRecord &r : *history)
            if (r.revision == theirs.record.revision && r.localDraft == 0)
                sides.theirRecord = r;
    // The revision mine started from: with it, a field-by-field merge (merge.h).
    if (auto base = m_library->loadRevision(id, opened))
        sides.base = std::move(base).value();
    return sides;
}

QString DocumentManager::describeRevision(store::ScenarioId id, int revision) const
{
    store::RevisionRecord record;
    record.revision = revision;
    if (const auto history = m_library->history(id))
        for (const store::RevisionRecord &r : *history)
            if (r.revision == revision && r.localDraft == 0)
                record = r;
    const QLocale locale;
    const QString when =
        record.savedAt.isValid()
            ? locale.toString(record.savedAt.toLocalTime().time(), QLocale::ShortFormat)
            : QString();
    QString text =
        record.author.isEmpty()
            ? tr("Version %1 was saved at %2").arg(locale.toString(revision), when)
            : tr("%1 saved version %2 at %3").arg(record.author, locale.toString(revision), when);
    if (!record.note.isEmpty())
        text += QStringLiteral(": “%1”").arg(record.note);
    return text;
}

QString DocumentManager::localDraftText() const
{
    const store::OfflineCopy *copy = m_library->offline();
    if (!copy || !m_document->storeId())
        return {};
    int drafts = 0;
    int after = 0;
    for (const store::QueuedRevision &q : copy->queued())
        if (q.id == *m_document->storeId() && !q.conflict) {
            if (drafts++ == 0)
                after = q.baseRevision;
        }
    if (drafts == 0)
        return {};
    // Numbered apart from the server's versions: the server may give its next number to a
    // colleague's revision before this one arrives (issue 39).
    return tr("Local draft %1 after version %2 — not yet sent to the team library")
        .arg(drafts)
        .arg(after);
}

void DocumentManager::changedElsewhere(store::ScenarioId id, int revision)
{
    if (m_document->storeId() != id || revision <= m_document->storeRevision())
        return;
    const QString description = describeRevision(id, revision);
    const bool modified = m_document->isModified();
    if (!modified)
        followLibrary(id);
    emit newerRevision(description, modified);
}

bool DocumentManager::reloadFromLibrary()
{
    if (!m_document->storeId())
        return false;
    const store::ScenarioId id = *m_document->storeId();
    auto loaded = m_library->load(id);
    if (!loaded) {
        warn(tr("Reload"), loaded.error().message);
        return false;
    }
    m_document->reset(loaded->scenario, id, loaded->record.revision);
    m_drafts->discard();
    emit stateChanged();
    return true;
}

void DocumentManager::stored(store::ScenarioId id, int revision)
{
    m_document->markSaved(id, revision);
    emit libraryChanged();
    m_drafts->discard();
}

bool DocumentManager::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(
        m_window, tr("Unsaved changes"),
        tr("\"%1\" has changes that are not in the library yet. Save them?")
            .arg(m_document->scenario().name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool DocumentManager::openFromLibrary(store::ScenarioId id)
{
    if (m_document->storeId() == id)
        return true;
    if (!maybeSave())
        return false;
    auto loaded = m_library->load(id);
    if (!loaded) {
        warn(tr("Open scenario"), loaded.error().message);
        return false;
    }
    m_document->reset(loaded->scenario, id, loaded->record.revision);
    emit selected(id);
    return true;
}

bool DocumentManager::openFile(const QString &path)
{
    if (!maybeSave())
        return false;
    auto result = scenariofile::load(path);
    if (const auto *error = std::get_if<scenariofile::Error>(&result)) {
        warn(tr("Scenario not opened"), error->toString());
        return false;
    }
    m_settings->setValue(Settings::Key::LastFolder, QFileInfo(path).absolutePath());
    m_settings->addRecentFile(QFileInfo(path).absoluteFilePath());
    emit recentFilesChanged();
    // Opening changes nothing (issue 31: it once marked the scenario changed); the status bar
    // says it is not in the library yet, and Save puts it there.
    m_document->reset(std::get<Scenario>(result));
    emit fileOpened();
    emit stateChanged();
    return true;
}

QStringList DocumentManager::recentFiles() const
{
    return m_settings->recentFiles();
}

void DocumentManager::clearRecentFiles()
{
    m_settings->setValue(Settings::Key::RecentFiles, QStringList());
    emit recentFilesChanged();
}

bool DocumentManager::save(const QString &note)
{
    if (const auto &problem = m_document->problem()) {
        warn(tr("Not saved"), tr("Fix this input first: %1").arg(problem->toString()));
        return false;
    }
    const Scenario &scenario = m_document->scenario();
    if (!m_document->storeId()) {
        auto created = m_library->create(scenario, note);
        if (!created) {
            warn(tr("Not saved"), created.error().message);
            return false;
        }
        stored(*created, 1);
        emit selected(*created);
        emit stateChanged();
        return true;
    }
    auto saved =
        m_library->save(*m_document->storeId(), scenario, m_document->storeRevision(), note);
    if (saved) {
        stored(*m_document->storeId(), *saved);
        emit stateChanged();
        if (const store::OfflineCopy *copy = m_library->offline(); copy && !copy->isOnline())
            emit statusMessage(tr("Saved on this computer; sent to the team library when "
                                  "the connection returns"),
                               10000);
        return true;
    }
    if (saved.error().kind == store::StoreError::Kind::Conflict)
        return resolveConflict();
    warn(tr("Not saved"), saved.error().message);
    return false;
}

bool DocumentManager::resolveConflict(bool fromBanner)
{
    const store::ScenarioId id = *m_document->storeId();
    const Scenario mine = m_document->scenario();
    int opened = m_document->storeRevision();
    // Someone may save again while the dialog is open: each refused save asks again.
    for (;;) {
        const auto theirs = m_library->load(id);
        if (!theirs) {
            warn(tr("Not saved"), theirs.error().message);
            return false;
        }
        const ConflictAnswer answer = m_ask(sides(id, mine, opened, *theirs));
        const int theirRevision = theirs->record.revision;
        Scenario toStore = mine;
        QString note = answer.note;
        switch (answer.choice) {
        case ConflictDialog::Choice::Cancel:
            return false;
        case ConflictDialog::Choice::SaveCopy:
            return saveAsNew(tr("%1 (my changes)").arg(mine.name));
        case ConflictDialog::Choice::TakeTheirs:
            m_document->reset(theirs->scenario, id, theirRevision);
            m_drafts->discard();
            emit libraryChanged();
            emit stateChanged();
            return true;
        case ConflictDialog::Choice::Merge:
            if (!answer.merged)
                return false;
            if (fromBanner) {
                // Nothing was being saved: the merge is the open scenario, unsaved, on top of
                // their revision; Save stores it as the next one.
                m_document->reset(theirs->scenario, id, theirRevision);
                const Scenario merged = *answer.merged;
                m_document->edit(tr("Merge with version %1").arg(theirRevision),
                                 [&merged](Scenario &s) { s = merged; });
                emit stateChanged();
                return true;
            }
            toStore = *answer.merged;
            if (note.isEmpty())
                note = tr("Merged with revision %1").arg(theirRevision);
            break;
        case ConflictDialog::Choice::KeepMine:
            if (note.isEmpty())
                note = tr("Kept over revision %1 after a conflict").arg(theirRevision);
            break;
        }
        const auto saved = m_library->save(id, toStore, theirRevision, note);
        if (saved) {
            if (answer.choice == ConflictDialog::Choice::Merge)
                m_document->reset(toStore, id, *saved);
            stored(id, *saved);
            emit stateChanged();
            return true;
        }
        if (saved.error().kind != store::StoreError::Kind::Conflict) {
            warn(tr("Not saved"), saved.error().message);
            return false;
        }
        opened = theirRevision;
    }
}

bool DocumentManager::saveAsNew(const QString &name)
{
    Scenario copy = m_document->scenario();
    copy.name = name.trimmed();
    if (const auto problem = scenariofile::validate(copy)) {
        warn(tr("Not saved"), problem->toString());
        return false;
    }
    auto created = m_library->create(copy);
    if (!created) {
        warn(tr("Not saved"), created.error().message);
        return false;
    }
    m_document->reset(copy, *created, 1);
    m_drafts->discard();
    emit libraryChanged();
    emit selected(*created);
    return true;
}

void DocumentManager::settleRefusedRevisions(const QList<store::QueuedRevision> &refused)
{
    store::OfflineCopy *copy = m_library->offline();
    if (!copy)
        return;
    QSet<store::ScenarioId> changed;
    for (const store::QueuedRevision &queued : refused) {
        const auto theirs = m_library->load(queued.id);
        if (!theirs) {
            warn(tr("Not sent"),
                 tr("“%1”, saved on this computer, could not be sent: %2\n\n%3")
                     .arg(queued.scenario.name, queued.message, theirs.error().message));
            continue;
        }
        std::optional<store::Resolution> resolution;
        const ConflictAnswer answer =
            m_ask(sides(queued.id, queued.scenario, queued.baseRevision, *theirs));
        switch (answer.choice) {
        case ConflictDialog::Choice::Cancel:
            break; // stays waiting, marked in the list
        case ConflictDialog::Choice::Merge: {
            // The merge is stored after theirs; the refused revision is then settled by it.
            if (!answer.merged)
                break;
            const QString note = answer.note.isEmpty()
                                     ? tr("Merged with revision %1").arg(theirs->record.revision)
                                     : answer.note;
            if (const auto saved =
                    m_library->save(queued.id, *answer.merged, theirs->record.revision, note);
                !saved) {
                warn(tr("Not saved"), saved.error().message);
                break;
            }
            resolution = store::Resolution::TakeTheirs;
            break;
        }
        case ConflictDialog::Choice::KeepMine:
            resolution = store::Resolution::KeepMine;
            break;
        case ConflictDialog::Choice::TakeTheirs:
            resolution = store::Resolution::TakeTheirs;
            break;
        case ConflictDialog::Choice::SaveCopy:
            resolution = store::Resolution::SaveCopy;
            break;
        }
        if (!resolution)
            continue;
        if (const auto done = copy->resolve(queued.seq, *resolution); !done)
            warn(tr("Not saved"), done.error().message);
        changed.insert(queued.id);
    }
    emit libraryChanged();
    for (const store::ScenarioId id : changed)
        followLibrary(id);
    emit stateChanged();
}

void DocumentManager::followLibrary(store::ScenarioId id)
{
    if (m_document->storeId() != id || m_document->isModified())
        return;
    // Reload an unmodified open copy so it shows the library's newest version.
    auto loaded = m_library->load(id);
    if (loaded && !loaded->record.deletedAt)
        m_document->reset(loaded->scenario, id, loaded->record.revision);
    else if (loaded) // moved to the trash: keep the content, but as a scenario outside the library
        m_document->reset(loaded->scenario);
}

} // namespace gda::ui
