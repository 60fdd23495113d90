// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariolibrary.h"
#include "sqldialect.h"

#include <QSqlDatabase>

namespace gda::store {

// The scenario library in an SQL database: every primitive of ScenarioLibrary written once
// over the tables both backends keep (clients, scenarios with the list columns, revisions with
// each revision's canonical JSON; times in milliseconds since 1970 UTC). What SQLite and
// PostgreSQL write differently comes from the dialect; opening, closing and what a connection
// needs besides (SQLite's read-only modes, PostgreSQL's reconnecting and notifications) from
// the subclass, SqliteLibrary or PostgresLibrary.
//
// Every write runs in one transaction that a failed step rolls back. A save checks the stored
// revision inside its transaction, which holds the scenario (SQLite: the write lock; PostgreSQL:
// the row, SELECT … FOR UPDATE) until commit, so of two saves from the same revision exactly
// one succeeds and the other is a Conflict. Every statement that carries a value is a prepared
// statement.
class SqlLibrary : public ScenarioLibrary
{
public:
    ~SqlLibrary() override = default;

    bool isOpen() const override;
    bool isReadOnly() const override { return m_readOnly; }
    QString readOnlyReason() const override { return m_readOnlyReason; }
    QStringList warnings() const override { return m_warnings; }

    Result<void> checkWritable(const QString &what) const override;
    Result<QList<ScenarioId>> insertScenarios(const QList<PreparedScenario> &scenarios,
                                              const QString &what) override;
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

protected:
    explicit SqlLibrary(const SqlDialect &dialect) : m_dialect(dialect) {}

    // Io unless the library is open; a subclass may connect again first (a lost connection).
    virtual Result<void> requireOpen(const QString &what) const;
    // The library's location as messages show it.
    virtual QString displayLocation() const { return location(); }

    Result<void> requireWritable(const QString &what) const;
    // The connection's state as close() leaves it.
    void forgetState();

    QSqlDatabase m_db;
    bool m_readOnly = false;
    QString m_readOnlyReason;
    QStringList m_warnings;

private:
    // Runs `body` (returning a Result) in one write transaction of a writable library:
    // committed when `body` succeeds, rolled back when it fails. Every write goes through here.
    template <typename Body>
    auto inWriteTransaction(const QString &what, Body &&body) -> decltype(body());
    Result<ScenarioId> insert(const PreparedScenario &prepared, const QString &what);
    Result<QVariant> clientId(const QString &client, const QString &what);
    // A query on this library's connection, forward only where the dialect reads so.
    QSqlQuery reader() const;
    StoreError error(const QSqlQuery &query, const QString &what) const;

    const SqlDialect &m_dialect;
};

} // namespace gda::store
