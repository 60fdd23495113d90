// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTemporaryDir>
#include <QVariant>

#include <memory>

// A throw-away PostgreSQL server for the tests of this process: initdb and pg_ctl in a temporary
// folder, listening only on a Unix socket there (no TCP port), trust authentication, started on
// first use and stopped (and removed) when the application ends. As root it runs as the
// `postgres` user (PostgreSQL refuses to run as root). The binaries are found in
// $GDA_PG_BINDIR, /usr/lib/postgresql/<newest>/bin or on the PATH.
//
// When it cannot start, the test fails with the reason (initdb's or the server's log). Only
// outside CI ($CI unset), not as root and with no PostgreSQL installed does the process exit
// with status 77 instead (CTest: skipped) and a message saying what to install.
namespace gda::test {

class PgTestServer
{
public:
    static constexpr int kSkipExitCode = 77;
    static inline const QString kSuperuser = QStringLiteral("gda_admin");

    // The process's server, started on first use.
    static PgTestServer &instance();

    ~PgTestServer();
    PgTestServer(const PgTestServer &) = delete;
    PgTestServer &operator=(const PgTestServer &) = delete;

    // A libpq URI of `database` on this server as `user` (the superuser when empty).
    QString uri(const QString &database, const QString &user = {},
                const QString &password = {}) const;
    // A new, empty database; returns its name.
    QString createDatabase();
    // Runs `sql` (one statement, no values) as the superuser in `database`; fails the test on
    // an error.
    void exec(const QString &database, const QString &sql);
    // The first column of the first row of `sql` (as exec()); null when there is no row.
    QVariant value(const QString &database, const QString &sql);
    // From now on `user` must give its password (scram-sha-256) instead of being trusted.
    void requirePassword(const QString &user);
    // Stops the server as a crash would (pg_ctl stop -m immediate) or cleanly (-m fast), and
    // starts it again on the same data (for the offline tests). The test fails when it cannot.
    void stopServer(bool immediate = true);
    void startServer();
    // pg_ctl stop as a command line (for a test that stops the server from another thread).
    QStringList stopCommand() const;
    // Restarts the server (pg_ctl restart -m fast: open connections are ended, transactions in
    // flight rolled back) and waits until it accepts connections again; fails the test when it
    // does not come back.
    void restart();
    QString socketDirectory() const { return m_dir.path(); }
    QString binDirectory() const { return m_binDir; }

private:
    PgTestServer() = default;
    QString start(); // empty, or why the server did not start
    void stop();
    // Runs a PostgreSQL program as the server's user; returns its output when it fails.
    bool runTool(const QString &program, const QStringList &args, QString *output);

    QTemporaryDir m_dir{QStringLiteral("/tmp/gda-pg-XXXXXX")};
    QString m_binDir;
    bool m_asPostgresUser = false;
    bool m_running = false;
    int m_databases = 0;
};

} // namespace gda::test
