// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "libraryfactory.h"
#include "migrations.h"
#include "offlinecopy.h"
#include "scenariolibrary.h"

#include <QSqlDatabase>

#include <functional>
#include <memory>

namespace gda::store {

// The offline copy's schema: PRAGMA user_version of a current copy, and the steps that bring an
// older one up to date (migrate() in migrations.h, as for a library file). Never edit a step that
// has shipped: add the next one.
inline constexpr int kCacheSchemaVersion = 3;
std::span<const Migration> cacheMigrations();

// A team library (PostgresLibrary, or any library that can become unreachable) with a local
// SQLite cache of its last synchronised copy, for working offline.
//
// - The cache is one SQLite file per server location (URI and user, without the password) in
//   the per-user data folder; it holds every scenario's list entry and current content, the
//   histories that were read, and the queue of revisions not yet on the server. It is refreshed
//   at open and reconnect (every changed scenario), on every successful list, load and save, and
//   on each change the server announces.
// - When the server cannot be reached — at open, or when an operation finds the connection gone
//   and one reconnect fails — the library is *offline*: list, load, clients, history and export
//   answer from the cache, and save() (and rename) stores the revision in the queue, answering
//   with the revision number it will have; the list marks such scenarios (ScenarioRecord::unsent).
//   Operations that need the server (create, delete, import, …) fail with Io, saying so.
// - Every save goes through the queue: the revision is written (and synced) to the cache before
//   it is sent and removed only after the server committed it, so a connection dropped in the
//   middle of a save loses nothing acknowledged. A revision whose commit was not acknowledged
//   is recognised on the next push (the server's next revision has the same content) and not
//   stored twice.
// - synchronise() (the app retries with backoff, and on the user's Retry) reconnects and sends
//   the queue in order, each revision naming the revision it started from: a newer revision on
//   the server is a conflict, kept in the queue until resolve() settles it.
class CachedLibrary final : public ScenarioLibrary, public OfflineCopy
{
public:
    // `remote` is closed; open() opens it. `cachePath` empty: defaultCachePath() at open().
    explicit CachedLibrary(std::unique_ptr<ScenarioLibrary> remote, QString cachePath = {});
    ~CachedLibrary() override;

    // The cache file of the library at `displayLocation` (its location() without password):
    // team-cache/<hash>.sqlite in the per-user data folder.
    static QString defaultCachePath(const QString &displayLocation);
    // Its file name alone (<hash>.sqlite).
    static QString cacheFileName(const QString &displayLocation);

    ScenarioLibrary &remote() { return *m_remote; }
    QString cachePath() const { return m_cachePath; }
    // Also sets the remote's summariser.
    void setSummarizers(const Summarizer &summarizer);
    // LibraryOptions::openWithoutCopy: an unreachable server with no copy on this computer opens
    // offline and empty instead of failing.
    void setOpenWithoutCopy(bool open) { m_openWithoutCopy = open; }
    // LibraryOptions::offlineCopyKey and encryptOfflineCopy: the copy encrypted at rest
    // (sealedcopy.h). Takes effect at the next open().
    void setOfflineCopyKey(std::function<Result<QByteArray>(const QString &)> key, bool encrypt);
    // Whether the open copy is kept encrypted on disk.
    bool isEncrypted() const { return m_mode == CopyMode::Sealed; }
    // Whether the open copy lives in memory only (its key could not be read): nothing of it is
    // written to this computer.
    bool isMemoryOnly() const { return m_mode == CopyMode::MemoryOnly; }
    // The server's role (remembered in the copy for working offline).
    QString author() const override;

    OfflineCopy *offline() override { return this; }

    bool isOnline() const override { return m_online; }
    QString offlineReason() const override { return m_offlineReason; }
    QDateTime lastSynchronised() const override { return m_lastSync; }
    void setConnectionListener(std::function<void(bool online)> listener) override;
    QList<QueuedRevision> queued() const override;
    Result<SyncReport> synchronise() override;
    Result<qint64> resolve(qint64 seq, Resolution resolution) override;

    Result<void> open(const QString &location) override;
    void close() override;
    bool isOpen() const override;
    QString location() const override;
    bool isReadOnly() const override;
    QString readOnlyReason() const override;
    QStringList warnings() const override;

    Result<void> checkWritable(const QString &what) const override;
    Result<QList<ScenarioId>> insertScenarios(const QList<PreparedScenario> &scenarios,
                                              const QString &what) override;
    // An edit or rename is kept in the queue first and sent (offline: kept until the server is
    // back); a restore needs the server.
    Result<int> storeRevision(const RevisionWrite &write) override;
    Result<StoredScenario> load(ScenarioId id) const override;
    Result<QList<ScenarioRecord>> list(const ListFilter &filter = {}) const override;
    Result<QStringList> clients() const override;
    Result<void> moveToTrash(ScenarioId id) override;
    Result<void> restoreFromTrash(ScenarioId id) override;
    Result<int> emptyTrash() override;
    Result<QList<RevisionRecord>> history(ScenarioId id) const override;
    Result<Scenario> loadRevision(ScenarioId id, int revision) const override;

    Result<int> refreshSummaries() override;

    Result<LibraryContents> contents() const override;
    Result<QList<ScenarioId>> addContents(const LibraryContents &contents,
                                          AddMode mode = AddMode::IntoEmpty) override;

    // A scenario as the cache holds it (internal).
    struct CachedRecord;

private:
    // Runs `op` on the server while online; an Io error reconnects once and runs it again, and
    // when that fails too the library goes offline. Returns op's result, or nullopt when offline.
    template <typename T, typename Op> std::optional<Result<T>> online(Op &&op) const;
    bool reconnect() const;
    void goOffline(const QString &reason) const;
    void setOnline(bool tell = true) const;
    StoreError offlineError(const QString &what) const;

    Result<void> openCache(const QString &path);
    Result<void> refreshAll() const; // every changed scenario from the server into the cache
    void cacheRecord(const ScenarioRecord &record, const QString *content) const;
    void cacheRecords(const QList<ScenarioRecord> &records, const ListFilter &filter) const;
    void cacheHistory(ScenarioId id, const QList<RevisionRecord> &history) const;
    void uncache(ScenarioId id) const;
    void heard(const LibraryChange &change);
    std::optional<CachedRecord> cached(ScenarioId id) const;
    QList<QueuedRevision> queuedFor(ScenarioId id) const;
    // The list entry as this program sees it: the server's, with the queued revisions on top.
    ScenarioRecord overlay(const CachedRecord &cached, const QList<QueuedRevision> &queue) const;
    Result<qint64> enqueue(ScenarioId id, int baseRevision, const Scenario &scenario,
                           const QString &note) const;
    void dequeue(qint64 seq) const;
    void markRefused(qint64 seq, int theirRevision, const QString &message) const;
    // Sends the pending (not refused) queue in order; stops at a lost connection.
    Result<SyncReport> push();
    void setMeta(const QString &key, const QString &value) const;
    // Writes the copy encrypted to its file (sealed mode only; nothing to do otherwise).
    Result<void> persist() const;

    std::unique_ptr<ScenarioLibrary> m_remote;
    QString m_cachePath;
    bool m_fixedCachePath = false;
    bool m_openWithoutCopy = false;
    QString m_location;
    QString m_connectionName;
    mutable QSqlDatabase m_cache;
    mutable bool m_online = false;
    mutable QString m_offlineReason;
    mutable QDateTime m_lastSync;
    mutable bool m_remoteReadOnly = false;
    mutable QString m_remoteReadOnlyReason;
    std::function<void(bool)> m_connectionListener;
    enum class CopyMode { File, Sealed, MemoryOnly };
    CopyMode m_mode = CopyMode::File;
    std::function<Result<QByteArray>(const QString &)> m_keyFunction;
    bool m_encrypt = false;
    QByteArray m_key;
    QStringList m_copyWarnings;
    mutable QString m_knownAuthor;
    int m_remoteListener = 0;
};

// makeLibrary() for `location`, wrapped in a CachedLibrary for a team library (a PostgreSQL
// URI); a local SQLite library as it is. Closed.
Result<std::unique_ptr<ScenarioLibrary>> makeCachedLibrary(const QString &location,
                                                           const LibraryOptions &options = {});

} // namespace gda::store
