// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"
#include "scenario/scenariosummary.h"
#include "storeerror.h"

#include <QDateTime>
#include <QList>
#include <QStringList>

#include <functional>
#include <map>
#include <optional>

namespace gda::store {

using ScenarioId = qint64;
using gda::ScenarioSummary;
using gda::Summarizer;

// One scenario of the library as the list shows it (no content: listing stays cheap).
struct ScenarioRecord
{
    ScenarioId id = 0;
    QString name;
    QString client;
    QDateTime created;  // UTC
    QDateTime modified; // UTC, time of the latest revision
    int revision = 0;   // the latest revision; pass it back to save()
    ScenarioSummary summary;
    std::optional<QDateTime> deletedAt; // set while the scenario is in the trash
    // Revisions saved while the team library was offline, or refused when sent, that the
    // server does not have yet (CachedLibrary); 0 otherwise.
    int unsent = 0;
    // With unsent revisions: the server's latest revision they follow; `revision` is then the
    // number the newest local draft asks for, not one the server gave (show "local draft N
    // after version M").
    int afterRevision = 0;
};

// A scenario as loaded: its list entry and its content.
struct StoredScenario
{
    ScenarioRecord record;
    Scenario scenario;
};

// One saved state of a scenario.
struct RevisionRecord
{
    int revision = 0;
    QDateTime savedAt; // UTC
    QString note;
    // Who saved it: the database role of a team library, the configured name (Preferences) or
    // the account's user name for a library file; empty for revisions saved before libraries
    // kept authors (schema version 2 of a file, 5 of a team library).
    QString author{};
    // > 0: the N-th revision saved on this computer while the team library was offline (or
    // refused when sent), not yet on the server. Its number is not the server's: `revision` is
    // only the one it will ask for, after `afterRevision`; show it as "local draft N after
    // version M" (CachedLibrary::history()).
    int localDraft = 0;
    int afterRevision = 0;
};

// A client of the library, as a whole-library copy carries it (a client may have no scenario).
struct ClientRecord
{
    QString name;
    QDateTime created; // UTC
};

// One revision with its stored content verbatim (canonical scenario JSON).
struct RevisionContent
{
    RevisionRecord record;
    QString content;
};

// A scenario with its whole history: its list entry (trash state included) and every revision,
// oldest first.
struct ScenarioHistory
{
    ScenarioRecord record;
    QList<RevisionContent> revisions;
};

// A whole library: every client and every scenario (the trash too) with every revision.
struct LibraryContents
{
    QList<ClientRecord> clients;
    QList<ScenarioHistory> scenarios; // by id
};

// How addContents() treats a library that already holds scenarios.
enum class AddMode {
    IntoEmpty, // refused (Invalid) unless the library has no scenario; the ids are kept
    Append,    // added beside the scenarios there, with new ids in the order given
};

// Which scenarios list() returns; every condition given must hold. Newest change first.
struct ListFilter
{
    enum class Trash { Exclude, Include, Only };

    std::optional<QString> client; // exact client name; "" = scenarios without a client
    QString name;                  // part of the name, any case
    QString text;                  // each word part of the name, client or notes, any case
    Trash trash = Trash::Exclude;
};

// What changed in a library, as its change listeners hear it after the change is committed.
struct LibraryChange
{
    enum class Kind {
        Created,   // a new scenario (create, duplicate, import): `revision` is 1
        Saved,     // a new revision (save, rename, restore a revision)
        Trashed,   // moved to the trash
        Restored,  // back from the trash
        Deleted,   // gone for good (the trash was emptied)
        Summaries, // the list columns of every scenario were recomputed (id 0)
    };
    Kind kind = Kind::Saved;
    ScenarioId id = 0;
    int revision = 0; // the revision now current; 0 when it does not apply
    // False for a change this very object made; true for one another program made and the
    // backend found out about (a shared server's notifications; the SQLite file has none).
    bool external = false;
};

using ChangeListener = std::function<void(const LibraryChange &)>;

// A scenario checked and turned into what a library stores: valid, its canonical JSON within
// the size limit, its search keys and list columns computed (ScenarioLibrary::prepare()).
struct PreparedScenario
{
    Scenario scenario;
    QString content; // canonical JSON
    QString nameKey;
    QString searchText;
    ScenarioSummary summary;
    QString note;     // the note of the revision it becomes
    QString author{}; // who saves it (ScenarioLibrary::author())
};

// One new revision of a stored scenario, as ScenarioLibrary::storeRevision() takes it.
struct RevisionWrite
{
    // Where the revision comes from: an edit and a rename are new content; a restore brings
    // back an old revision (it needs the library itself, never an offline copy of it).
    enum class Origin { Edit, Rename, Restore };

    ScenarioId id = 0;
    Scenario scenario;
    // Refused with Conflict unless the stored revision is still this one; none: no check.
    std::optional<int> expectedRevision;
    QString note;
    QString what; // the operation, for messages ("Saving the scenario")
    Origin origin = Origin::Edit;
};

class OfflineCopy;
class TeamConnection;

// The scenario library as the application and the command line use it: scenarios with every
// revision, a trash, import and export of scenario files. Every operation returns its result
// or a StoreError whose kind does not depend on the backend (NotFound, Conflict, ReadOnly, …).
//
// A save names the revision it started from and is refused with Conflict when someone else has
// saved since, so nothing is ever overwritten unseen. The list columns (ScenarioSummary) are
// computed by the summariser the caller injects; without one they stay empty. Listeners hear of
// every change after it is committed.
//
// A backend implements the primitives (the pure virtual functions below: a dozen operations on
// stored data, and the connection's state); the operations built on them — create, save,
// duplicate, rename, restore a revision, import, export — are written once, here. SqlLibrary
// is the one SQL implementation, SqliteLibrary (a local file) and PostgresLibrary (a team
// library on a server) its two dialects; CachedLibrary keeps an offline copy of a team library.
// openLibrary() in libraryfactory.h picks the backend from the location. What only some
// libraries can do is asked for, never guessed from the type: team(), offline(). Use an
// instance from one thread only.
class ScenarioLibrary
{
public:
    ScenarioLibrary() = default;
    virtual ~ScenarioLibrary() = default;
    ScenarioLibrary(const ScenarioLibrary &) = delete;
    ScenarioLibrary &operator=(const ScenarioLibrary &) = delete;

    // Takes effect for later saves, imports and refreshSummaries().
    void setSummarizer(Summarizer summarizer);
    // The author of later revisions of a library file (Preferences → Your name); empty: the
    // account's user name. A team library records the database role instead, whatever is set.
    void setAuthor(const QString &name) { m_author = name.trimmed(); }
    // Who the next revision is saved by, as History and the conflict dialog show it.
    virtual QString author() const;
    // The account's user name ($USER, else the password database), as an author.
    static QString systemUserName();
    // Registers a listener; returns a handle for removeChangeListener().
    int addChangeListener(ChangeListener listener);
    void removeChangeListener(int handle);

    // Capabilities. The connection to a team library's server, which may ask for a password
    // (PostgresLibrary); nullptr for a file, and for an offline copy, which opens its server
    // with libpq's own password sources.
    virtual TeamConnection *team() { return nullptr; }
    // The offline copy of a team library: online state, revisions not yet sent, synchronising
    // (CachedLibrary); nullptr for a library that is never offline.
    virtual OfflineCopy *offline() { return nullptr; }

    // Opens (creating it if needed, and upgrading its schema) the library at `location`: a file
    // path for SQLite.
    virtual Result<void> open(const QString &location) = 0;
    virtual void close() = 0;
    virtual bool isOpen() const = 0;
    // Where the library is, as the user would write it (a path, a server address without its
    // password).
    virtual QString location() const = 0;
    // Read-only: every write returns StoreError::Kind::ReadOnly; the reason says why.
    virtual bool isReadOnly() const = 0;
    virtual QString readOnlyReason() const = 0;
    // What the user should know about the open library: read-only reason, network drive, …
    virtual QStringList warnings() const = 0;

    // The operations built on the primitives.
    Result<ScenarioId> create(const Scenario &scenario, const QString &note = {});
    // Stores `scenario` as the next revision if the stored one is still `expectedRevision`;
    // otherwise Conflict (InTrash when it was moved to the trash), and nothing changes.
    // Returns the new revision.
    Result<int> save(ScenarioId id, const Scenario &scenario, int expectedRevision,
                     const QString &note = {});
    Result<ScenarioId> duplicate(ScenarioId id);
    Result<int> rename(ScenarioId id, const QString &name); // a new revision
    // Stores an old revision's content as a new revision; returns its number.
    Result<int> restoreRevision(ScenarioId id, int revision,
                                std::optional<int> expectedRevision = std::nullopt);
    // Validates every file with the scenario loader (size cap included), then adds them all
    // at once, or none. Returns the new ids in the order of `paths`.
    // `note`: the note of each new scenario's first revision ("Imported from FILE" when empty).
    Result<QList<ScenarioId>> importFiles(const QStringList &paths, const QString &note = {});
    Result<void> exportToFile(ScenarioId id, const QString &path) const;

    // The primitives.
    // Fails (ReadOnly, or Io when the library is not open or cannot be reached) unless the
    // library can be written now; `what` names the operation.
    virtual Result<void> checkWritable(const QString &what) const = 0;
    // Adds every scenario (checked by prepare()) as a new scenario at revision 1, in one
    // transaction, all or none; tells the listeners. Returns the new ids in order.
    virtual Result<QList<ScenarioId>> insertScenarios(const QList<PreparedScenario> &scenarios,
                                                      const QString &what) = 0;
    // Stores the next revision of a scenario (see RevisionWrite); tells the listeners.
    virtual Result<int> storeRevision(const RevisionWrite &write) = 0;
    virtual Result<StoredScenario> load(ScenarioId id) const = 0;
    virtual Result<QList<ScenarioRecord>> list(const ListFilter &filter = {}) const = 0;
    // Clients of scenarios outside the trash, sorted.
    virtual Result<QStringList> clients() const = 0;
    virtual Result<void> moveToTrash(ScenarioId id) = 0;
    virtual Result<void> restoreFromTrash(ScenarioId id) = 0;
    // Deletes the scenarios in the trash for good; returns how many.
    virtual Result<int> emptyTrash() = 0;
    virtual Result<QList<RevisionRecord>> history(ScenarioId id) const = 0; // newest first
    virtual Result<Scenario> loadRevision(ScenarioId id, int revision) const = 0;

    // Recomputes the list columns of every scenario with the current summariser.
    virtual Result<int> refreshSummaries() = 0;

    // Checks that the whole library is intact: Corrupt, naming what is damaged, when it is not.
    // Unsupported where the backend keeps its data consistent itself (a server).
    virtual Result<void> checkIntegrity() const;

    // Every client and every scenario, trash included, with every revision's content, time and
    // note as stored (nothing is parsed: a damaged revision is copied as it is and refused by
    // addContents()).
    virtual Result<LibraryContents> contents() const = 0;
    // Adds `contents` (as contents() gives them) in one transaction, all or nothing: every
    // revision keeps its number, content, time and note, every scenario its times and trash
    // state; clients are matched by name (a client already here keeps its row). Each revision
    // is parsed first: a damaged one (Corrupt), a missing current revision (Corrupt) or a
    // refusal of the library leaves it unchanged. The list columns are computed with the
    // current summariser. Returns the new ids in the order of contents.scenarios.
    virtual Result<QList<ScenarioId>> addContents(const LibraryContents &contents,
                                                  AddMode mode = AddMode::IntoEmpty) = 0;

    // Checks `scenario` (valid, within the size limit) and computes what is stored for it.
    Result<PreparedScenario> prepare(const Scenario &scenario, const QString &note = {}) const;

protected:
    // Whether names and texts may hold a NUL character (SQLite: yes; PostgreSQL's text cannot,
    // so prepare() refuses such a scenario with a message instead of a raw SQL error).
    virtual bool storesNulCharacters() const { return true; }

    // What addContents() stores for one scenario of a copy, checked: its current revision
    // parsed, with the search keys and list columns computed from it.
    struct CopiedScenario
    {
        Scenario current;
        QString nameKey;
        QString searchText;
        ScenarioSummary summary;
    };
    // Parses every revision of `history` (a damaged one, or no current revision, is Corrupt,
    // naming the scenario and revision) and prepares its current one.
    Result<CopiedScenario> checkCopied(const ScenarioHistory &history) const;

    // The injected summariser's answer, or an empty summary without one.
    ScenarioSummary summarize(const Scenario &scenario) const;
    // Tells every listener; call it after the change is committed.
    void notify(const LibraryChange &change) const;
    // notify(change) when `result` succeeded; returns `result`.
    template <typename T>
    Result<T> notifyIfDone(Result<T> result, const LibraryChange &change) const
    {
        if (result)
            notify(change);
        return result;
    }

private:
    // insertScenarios() of one checked scenario; the error of `prepared` when it has one.
    Result<ScenarioId> insertOne(Result<PreparedScenario> prepared, const QString &what);

    Summarizer m_summarizer;
    QString m_author;
    std::map<int, ChangeListener> m_listeners;
    int m_nextListener = 1;
};

} // namespace gda::store
