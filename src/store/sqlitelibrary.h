// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariolibrary.h"

#include <QSqlDatabase>

namespace gda::store {

// What SQLite reports for a store's own connection (diagnostics and tests).
struct ConnectionSettings
{
    QString journalMode; // "wal" when write-ahead logging is on
    int synchronous = 0; // 2 = FULL
    bool foreignKeys = false;
    int busyTimeoutMs = 0;
    bool queryOnly = false; // true in read-only mode
};

// The scenario library in an SQLite file (write-ahead log, every save synced), with every
// revision, a trash, import and export of scenario files. Each instance has its own connection,
// so two instances (two windows, or a test) may share one file; saves refuse to overwrite
// another's newer revision (the write lock is taken before the check). A file that fails its
// integrity check at open — run after a session that did not end cleanly and before a schema
// migration, not on every open (checkIntegrity() on demand) — (or is of a newer schema, or
// cannot be written: the file's or the
// folder's permissions, a read-only disk) is used read-only and never written; every write then
// returns StoreError::Kind::ReadOnly. A library that cannot be written is read without leaving
// a side file (-shm) behind that would block a later writer. Listeners hear of this
// instance's own changes only: the file has no way to tell of another program's.
class SqliteLibrary final : public ScenarioLibrary
{
public:
    static constexpr int kDefaultBusyTimeoutMs = 5000;

    SqliteLibrary();
    ~SqliteLibrary() override;

    // $GPU_ADVISOR_DB when set, else scenarios.sqlite in the per-user data folder.
    static QString defaultDatabasePath();
    // A translated warning when `path` is on a network file system or in a cloud-synced
    // folder, where SQLite's locking and write-ahead log are not safe; empty otherwise.
    static QString locationWarning(const QString &path);

    // Takes effect at the next open().
    void setBusyTimeout(int milliseconds);
    // False: open() of a file that does not exist fails (NotFound) instead of creating it and
    // its folders (commands that only read). Takes effect at the next open().
    void setCreateIfMissing(bool create) { m_createIfMissing = create; }

    Result<void> open(const QString &path) override;
    void close() override;
    bool isOpen() const override;
    QString location() const override { return m_path; }
    QString path() const { return m_path; }
    bool isReadOnly() const override { return m_readOnly; }
    QString readOnlyReason() const override { return m_readOnlyReason; }
    QStringList warnings() const override { return m_warnings; }
    Result<ConnectionSettings> connectionSettings() const;
    // PRAGMA integrity_check and foreign_key_check over the whole file: O(N log N) in the rows,
    // so on demand (`store check`), not at open.
    Result<void> checkIntegrity() const override;

    Result<ScenarioId> create(const Scenario &scenario, const QString &note = {}) override;
    Result<int> save(ScenarioId id, const Scenario &scenario, int expectedRevision,
                     const QString &note = {}) override;
    Result<StoredScenario> load(ScenarioId id) const override;
    Result<QList<ScenarioRecord>> list(const ListFilter &filter = {}) const override;
    Result<QStringList> clients() const override;

    Result<ScenarioId> duplicate(ScenarioId id) override;
    Result<int> rename(ScenarioId id, const QString &name) override;
    Result<void> moveToTrash(ScenarioId id) override;
    Result<void> restoreFromTrash(ScenarioId id) override;
    Result<int> emptyTrash() override;

    Result<QList<RevisionRecord>> history(ScenarioId id) const override;
    Result<Scenario> loadRevision(ScenarioId id, int revision) const override;
    Result<int> restoreRevision(ScenarioId id, int revision,
                                std::optional<int> expectedRevision = std::nullopt) override;

    Result<QList<ScenarioId>> importFiles(const QStringList &paths) override;
    Result<void> exportToFile(ScenarioId id, const QString &path) const override;

    Result<int> refreshSummaries() override;

    Result<LibraryContents> contents() const override;
    Result<QList<ScenarioId>> addContents(const LibraryContents &contents,
                                          AddMode mode = AddMode::IntoEmpty) override;

private:
    struct Prepared;
    Result<Prepared> prepare(const Scenario &scenario) const;
    Result<void> requireWritable(const QString &what) const;
    Result<void> requireOpen(const QString &what) const;
    // Runs `body` (returning a Result) in one write transaction of a writable library:
    // committed when `body` succeeds, rolled back when it fails. Every write goes through here.
    template <typename Body>
    auto inWriteTransaction(const QString &what, Body &&body) -> decltype(body());
    Result<ScenarioId> insert(const Prepared &prepared, const QString &note, const QString &what);
    Result<int> storeRevision(ScenarioId id, const Prepared &prepared,
                              std::optional<int> expectedRevision, const QString &note,
                              const QString &what);
    Result<QVariant> clientId(const QString &client, const QString &what);
    // Tells the listeners of a new scenario, when there is one; returns `id`.
    Result<ScenarioId> created(Result<ScenarioId> id) const;

    QSqlDatabase m_db;
    QString m_connectionName;
    QString m_path;
    bool m_readOnly = false;
    QString m_readOnlyReason;
    QStringList m_warnings;
    int m_busyTimeoutMs = kDefaultBusyTimeoutMs;
    bool m_createIfMissing = true;
};

} // namespace gda::store
