// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pglocation.h"
#include "sqllibrary.h"
#include "teamconnection.h"

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
class PostgresLibrary final : public SqlLibrary, public TeamConnection
{
public:
    static constexpr int kDefaultConnectTimeoutSeconds = 10;

    PostgresLibrary();
    ~PostgresLibrary() override;

    TeamConnection *team() override { return this; }
    // The password to use when the location has none (a prompt's or the keyring's answer); kept
    // in memory to reconnect, never stored.
    void setPassword(const QString &password) override { m_password = password; }
    // After a failed open(): the server asked for a password and none was given (libpq's
    // PQconnectionNeedsPassword); a program with a terminal may ask the user and open again.
    bool passwordNeeded() const override { return m_passwordNeeded; }

    Result<void> open(const QString &location) override;
    void close() override;
    QString location() const override { return m_display; }
    // The schema version of the open library (kPgSchemaVersion once upgraded).
    int schemaVersion() const { return m_schemaVersion; }
    // The database role of the connection: the server records it as each revision's author.
    QString author() const override { return m_role; }

protected:
    // Connects again first when the connection was lost.
    Result<void> requireOpen(const QString &what) const override;
    bool storesNulCharacters() const override { return false; }

private:
    // A notification from the server: another connection's committed change.
    void heard(const QString &payload);
    // open() without forgetting where to reconnect to; disconnect() the same for close().
    Result<void> connectTo(const QString &location);
    void disconnect();
    // Connects again to the location last opened (after the server restarted or the network
    // failed); the password given with setPassword() is used again.
    Result<void> reconnect() const;

    QString m_connectionName;
    QString m_display;
    QString m_password;
    QString m_reconnectTo; // the location open() succeeded with (may hold a password)
    int m_schemaVersion = 0;
    QString m_role;
    bool m_passwordNeeded = false;
};

} // namespace gda::store
