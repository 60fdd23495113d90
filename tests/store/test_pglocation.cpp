// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A team library's address: libpq URIs split into what Qt's PostgreSQL driver takes.
#include "store/pglocation.h"
#include "storetestsupport.h"

#include <catch2/catch.hpp>

using namespace gda::store;
using gda::test::errorKind;
using gda::test::requireOk;

TEST_CASE("team library URI: user, password, host, port, database and parameters",
          "[store][pglocation]")
{
    const auto full = parsePgLocation(QStringLiteral(
        "postgresql://ann%40acme:p%40ss%3Aw0rd@db.example.org:6432/advisor?sslmode=verify-full"
        "&connect_timeout=5"));
    requireOk(full);
    CHECK(full->user == QLatin1String("ann@acme"));
    CHECK(full->password == QLatin1String("p@ss:w0rd"));
    CHECK(full->host == QLatin1String("db.example.org"));
    CHECK(full->port == 6432);
    CHECK(full->database == QLatin1String("advisor"));
    CHECK(full->connectOptions() == QLatin1String("sslmode=verify-full;connect_timeout=5"));
    // Shown without the password.
    CHECK(full->display() == QLatin1String("postgresql://ann%40acme@db.example.org:6432/advisor"
                                           "?sslmode=verify-full&connect_timeout=5"));

    const auto socket = parsePgLocation(QStringLiteral("postgres://%2Fvar%2Frun%2Fpostgresql/x"));
    requireOk(socket);
    CHECK(socket->host == QLatin1String("/var/run/postgresql"));
    CHECK(socket->database == QLatin1String("x"));
    CHECK(socket->port == -1);
    CHECK(socket->user.isEmpty());
    CHECK(socket->password.isEmpty());

    const auto query = parsePgLocation(
        QStringLiteral("postgresql:///lib?host=/tmp/s&port=5433&user=bo&password=%27x%20y"));
    requireOk(query);
    CHECK(query->host == QLatin1String("/tmp/s"));
    CHECK(query->port == 5433);
    CHECK(query->user == QLatin1String("bo"));
    CHECK(query->password == QLatin1String("'x y"));
    CHECK_FALSE(query->display().contains(QLatin1String("x y")));
    CHECK_FALSE(query->display().contains(QLatin1String("password")));

    const auto ipv6 = parsePgLocation(QStringLiteral("postgresql://[::1]:5432/db"));
    requireOk(ipv6);
    CHECK(ipv6->host == QLatin1String("::1"));
    CHECK(ipv6->display() == QLatin1String("postgresql://[::1]:5432/db"));

    const auto bare = parsePgLocation(QStringLiteral("postgresql://"));
    requireOk(bare);
    CHECK(bare->host.isEmpty());
    CHECK(bare->database.isEmpty());
}

TEST_CASE("team library URI: mistakes are named, the password never repeated",
          "[store][pglocation]")
{
    const auto check = [](const char *uri, const char *named) {
        INFO(uri);
        const auto parsed = parsePgLocation(QString::fromUtf8(uri));
        CHECK(errorKind(parsed) == StoreError::Kind::Invalid);
        CHECK(parsed.error().message.contains(QString::fromUtf8(named)));
        CHECK_FALSE(parsed.error().message.contains(QLatin1String("secret")));
    };
    check("mysql://ann:secret@host/db", "postgresql://");
    check("postgresql://ann:secret@host:99999/db", "99999");
    check("postgresql://ann:secret@host:port/db", "port");
    check("postgresql://ann:secret@host/db?sslmod=require", "sslmod");
    check("postgresql://ann:secret@host/db?sslmode", "sslmode");
    check("postgresql://ann:secret@host/db?application_name=a%20b", "application_name");
    check("postgresql://ann:secret@[::1/db", "]");
}
