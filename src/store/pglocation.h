// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storeerror.h"

#include <QList>
#include <QPair>
#include <QSqlDatabase>
#include <QString>

// A team library's address: a libpq connection URI,
// postgresql://[user[:password]@][host][:port][/database][?keyword=value&…], split into what Qt's
// PostgreSQL driver takes. A host that starts with "/" (percent-encoded in the host part, or
// ?host=/path) is the folder of the server's Unix socket. Parts left out are libpq's defaults
// ($PGHOST, $PGUSER, …; the password from $PGPASSWORD or ~/.pgpass).
namespace gda::store {

struct PgLocation
{
    QString host;
    int port = -1; // -1: libpq's default
    QString database;
    QString user;
    QString password;                          // only when the URI holds one; never displayed
    QList<QPair<QString, QString>> parameters; // other libpq keywords: sslmode, connect_timeout…

    // The URI without its password, as the user may see it in titles, logs and messages.
    QString display() const;
    // The parameters as Qt's driver takes them: "key=value;key=value".
    QString connectOptions() const;
    // Sets `db` (a QPSQL connection) to this location: `password` when the URI has none, a
    // connect timeout of `connectTimeoutSeconds` unless the URI sets one, and the application
    // name gpu-advisor (the server's activity list shows it).
    void applyTo(QSqlDatabase &db, const QString &password, int connectTimeoutSeconds) const;
    // Whether the URI sets the libpq keyword `key`.
    bool given(const QString &key) const;
};

// Parses `uri`; Invalid with a message naming the part that is wrong. The message never
// repeats the password.
Result<PgLocation> parsePgLocation(const QString &uri);

} // namespace gda::store
