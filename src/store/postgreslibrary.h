// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pglocation.h"
#include "scenariolibrary.h"

#include <QSqlDatabase>

namespace gda::store {

// A team library on a PostgreSQL server, through Qt's PostgreSQL driver (package
// libqt6sql6-psql): the same operations and semantics as SqliteLibrary — every revision, a
// trash, import and export — for several people at once. Each instance has its own connection.
// A save locks the scenario's row (SELECT … FOR UPDATE) before it compares the stored revision
// with the expected one, so of two saves from the same revision exactly one succeeds and the
// other is a Conflict. Every statement that carries a value is a prepared statement.
//
// Listeners hear of this instance's own changes at once, and of every other connection's
// committed changes (external = true) through LISTEN/NOTIFY while the Qt event loop runs.
// The password comes from the location, $PGPASSWORD or ~/.pgpass (libpq); location() never
// shows it. A library of a newer schema is opened read-only.
//
// When the connection is lost (the server restarted, the network failed), the operation that
// meets it fails with StoreError::Kind::Io ("cannot be reached"): a save in flight is rolled back
// by the server, never half-written, and one that was acknowledged stays. The next operation
// connects again.
class PostgresLibrary final : public ScenarioLibrary
{
public:
    static constexpr int kDefaultConnectTimeoutSeconds = 10;

    PostgresLibrary();
    ~PostgresLibrary() override;

    // The password to use when the location has none (a prompt's or the keyring's answer); kept
    // in memory to reconnect, never stored.
    void setPassword(const QString &password) { m_password = password; }
    // After a failed open(): the server asked for a password and none was given (libpq's
    // PQconnectionNeedsPassword); a program with a terminal may ask the user and open again.
    bool passwordNeeded() const { return m_passwordNeeded; }

    Result<void> open(const QString &location) override;
    void close() override;
    bool isOpen() const override;
    QString location() const override { return m_display; }
    bool isReadOnly() const override { return m_readOnly; }
    QString readOnlyReason() const override { return m_readOnlyReason; }
    QStringList warnings() const override { return m_warnings; }
    // The schema version of the open library (kPgSchemaVersion once upgraded).
    int schemaVersion() const { return m_schemaVersion; }

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
    template <typename Body>
    auto inWriteTransaction(const QString &what, Body &&body) -> decltype(body());
    Result<ScenarioId> insert(const Prepared &prepared, const QString &note, const QString &what);
    Result<int> storeRevision(ScenarioId id, const Prepared &prepared,
                              std::optional<int> expectedRevision, const QString &note,
                              const QString &what);
    Result<QVariant> clientId(const QString &client, const QString &what);
    Result<ScenarioId> created(Result<ScenarioId> id) const;
    // A notification from the server: another connection's committed change.
    void heard(const QString &payload);
    // open() without forgetting where to reconnect to; disconnect() the same for close().
    Result<void> connectTo(const QString &location);
    void disconnect();
    // Connects again to the location last opened (after the server restarted or the network
    // failed); the password given with setPassword() is used again.
    Result<void> reconnect() const;

    QSqlDatabase m_db;
    QString m_connectionName;
    QString m_display;
    QString m_password;
    QString m_reconnectTo; // the location open() succeeded with (may hold a password)
    bool m_readOnly = false;
    QString m_readOnlyReason;
    QStringList m_warnings;
    int m_schemaVersion = 0;
    bool m_passwordNeeded = false;
};

} // namespace gda::store
