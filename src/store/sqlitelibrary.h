// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sqllibrary.h"

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
class SqliteLibrary final : public SqlLibrary
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
    QString location() const override { return m_path; }
    QString path() const { return m_path; }
    Result<ConnectionSettings> connectionSettings() const;
    // PRAGMA integrity_check and foreign_key_check over the whole file: O(N log N) in the rows,
    // so on demand (`store check`), not at open.
    Result<void> checkIntegrity() const override;

protected:
    QString displayLocation() const override;

private:
    QString m_connectionName;
    QString m_path;
    int m_busyTimeoutMs = kDefaultBusyTimeoutMs;
    bool m_createIfMissing = true;
};

} // namespace gda::store
