// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgteamadmin.h"

#include "pglocation.h"
#include "pgmigrations.h"
#include "sqlerrors.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <libpq-fe.h>

#include <atomic>

namespace gda::store {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::store)
};

std::atomic<int> s_connectionCount{0};

// What `team init` runs: no values, so plain statements (DDL cannot be prepared).
const QString kInit[] = {
    QStringLiteral("DO $$ BEGIN"
                   " IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'gda_consultant') THEN"
                   "  CREATE ROLE gda_consultant NOLOGIN;"
                   " END IF;"
                   " IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'gda_reviewer') THEN"
                   "  CREATE ROLE gda_reviewer NOLOGIN;"
                   " END IF;"
                   " END $$"),
    QStringLiteral("REVOKE ALL ON FUNCTION gda_add_member(text, text, text, text) FROM PUBLIC"),
    QStringLiteral("GRANT USAGE ON SCHEMA public TO gda_consultant, gda_reviewer"),
    QStringLiteral("GRANT SELECT ON clients, scenarios, revisions, teams, team_members,"
                   " gda_schema_version TO gda_consultant, gda_reviewer"),
    QStringLiteral("GRANT INSERT ON clients, revisions TO gda_consultant"),
    QStringLiteral("GRANT INSERT, UPDATE, DELETE ON scenarios TO gda_consultant"),
    QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO gda_consultant"),
    QStringLiteral("ALTER TABLE clients ENABLE ROW LEVEL SECURITY"),
    QStringLiteral("ALTER TABLE scenarios ENABLE ROW LEVEL SECURITY"),
    QStringLiteral("ALTER TABLE revisions ENABLE ROW LEVEL SECURITY"),
    QStringLiteral("ALTER TABLE teams ENABLE ROW LEVEL SECURITY"),
    QStringLiteral("ALTER TABLE team_members ENABLE ROW LEVEL SECURITY"),
};

bool run(QSqlQuery &query, const QString &sql, const QVariantList &values = {})
{
    if (!query.prepare(sql))
        return false;
    for (const QVariant &value : values)
        query.addBindValue(value);
    return query.exec();
}

Result<void> requireName(const QString &name, const QString &what)
{
    if (name.trimmed().isEmpty())
        return StoreError{StoreError::Kind::Invalid, Msg::tr("%1: the name is empty").arg(what)};
    return {};
}

// The SCRAM-SHA-256 verifier of `password` for `user` ("SCRAM-SHA-256$4096:…"), computed here
// by libpq, so that only the verifier is ever sent. Qt's PostgreSQL driver writes bound values
// into the statement text (EXECUTE qpsqlpstmt_3 ('dave', …)), which the server logs when the
// statement fails (log_min_error_statement) and shows in pg_stat_activity while it runs; given a
// verifier, ALTER ROLE … PASSWORD stores it as it is.
Result<QString> passwordVerifier(const QSqlDatabase &db, const QString &user,
                                 const QString &password, const QString &what)
{
    const QVariant handle = db.driver() != nullptr ? db.driver()->handle() : QVariant();
    PGconn *connection = nullptr;
    // Qt's documentation names the type "PGconn*"; Qt 6 takes the name from the compiler, which
    // spells libpq's typedef out as "pg_conn*".
    if (handle.isValid() &&
        (qstrcmp(handle.typeName(), "PGconn*") == 0 || qstrcmp(handle.typeName(), "pg_conn*") == 0))
        connection = *static_cast<PGconn *const *>(handle.constData());
    const QByteArray name = user.toUtf8();
    const QByteArray secret = password.toUtf8();
    char *verifier = connection == nullptr
                         ? nullptr
                         : PQencryptPasswordConn(connection, secret.constData(), name.constData(),
                                                 "scram-sha-256");
    if (verifier == nullptr) {
        QString why = Msg::tr("Qt's PostgreSQL driver gave no libpq connection");
        if (connection != nullptr) {
            why = QString::fromUtf8(PQerrorMessage(connection)).trimmed();
            if (why.isEmpty())
                why = Msg::tr("libpq could not be loaded");
        }
        return StoreError{StoreError::Kind::Unsupported,
                          Msg::tr("%1 failed: the password could not be encrypted for the "
                                  "server (%2)")
                              .arg(what, why)};
    }
    QString result = QString::fromLatin1(verifier);
    PQfreemem(verifier);
    return result;
}

} // namespace

PgTeamAdmin::PgTeamAdmin() = default;

PgTeamAdmin::~PgTeamAdmin()
{
    close();
}

void PgTeamAdmin::close()
{
    if (m_connectionName.isEmpty())
        return;
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
}

Result<void> PgTeamAdmin::open(const QString &location)
{
    close();
    const auto where = parsePgLocation(location);
    if (!where)
        return where.error();
    const QString what = Msg::tr("Opening the team library %1").arg(where->display());
    m_connectionName = QStringLiteral("gda-pg-admin-%1").arg(++s_connectionCount);
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connectionName);
    if (!m_db.isValid()) {
        close();
        return StoreError{StoreError::Kind::Unsupported,
                          Msg::tr("%1 failed: Qt's PostgreSQL driver is not installed "
                                  "(package libqt6sql6-psql)")
                              .arg(what)};
    }
    where->applyTo(m_db, {}, 10);
    if (!m_db.open()) {
        const StoreError error = pgError(m_db.lastError(), what);
        close();
        return error;
    }
    if (const auto migrated = pgMigrate(m_db, where->display()); !migrated) {
        close();
        return migrated.error();
    }
    return {};
}

Result<void> PgTeamAdmin::requireOpen(const QString &what) const
{
    if (!m_db.isOpen())
        return StoreError{StoreError::Kind::Io,
                          Msg::tr("%1 failed: no scenario library is open").arg(what)};
    return {};
}

Result<void> PgTeamAdmin::init()
{
    const QString what = Msg::tr("Setting up the team library's access rules");
    if (auto open = requireOpen(what); !open)
        return open;
    if (!m_db.transaction())
        return pgError(m_db.lastError(), what);
    QSqlQuery query(m_db);
    for (const QString &statement : kInit)
        if (!query.exec(statement)) {
            const StoreError error = pgError(query.lastError(), what);
            m_db.rollback();
            return error;
        }
    query.finish();
    if (!m_db.commit())
        return pgError(m_db.lastError(), what);
    return {};
}

Result<void> PgTeamAdmin::addTeam(const QString &name)
{
    const QString what = Msg::tr("Adding the team “%1”").arg(name);
    if (auto open = requireOpen(what); !open)
        return open;
    if (auto valid = requireName(name, what); !valid)
        return valid;
    QSqlQuery query(m_db);
    if (!run(query, QStringLiteral("INSERT INTO teams (name) VALUES (?) ON CONFLICT DO NOTHING"),
             {name}))
        return pgError(query.lastError(), what);
    return {};
}

Result<void> PgTeamAdmin::addUser(const QString &user, const QString &team, Role role,
                                  const QString &password)
{
    const QString what = Msg::tr("Adding %1 to the team “%2”").arg(user, team);
    if (auto open = requireOpen(what); !open)
        return open;
    if (auto valid = requireName(user, what); !valid)
        return valid;
    // Only the password's verifier goes to the server, never the password itself.
    QVariant verifier(QMetaType::fromType<QString>()); // null: the password is left as it is
    if (!password.isEmpty()) {
        const auto computed = passwordVerifier(m_db, user, password, what);
        if (!computed)
            return computed.error();
        verifier = *computed;
    }
    QSqlQuery query(m_db);
    if (!run(query, QStringLiteral("SELECT gda_add_member(?, ?, ?, ?)"),
             {user, team,
              role == Role::Consultant ? QStringLiteral("consultant") : QStringLiteral("reviewer"),
              verifier}))
        return pgError(query.lastError(), what);
    return {};
}

Result<void> PgTeamAdmin::assignClient(const QString &client, const QString &team)
{
    const QString what = Msg::tr("Assigning the client “%1” to the team “%2”").arg(client, team);
    if (auto open = requireOpen(what); !open)
        return open;
    if (auto valid = requireName(client, what); !valid)
        return valid;
    QSqlQuery query(m_db);
    if (!run(query, QStringLiteral("SELECT id FROM teams WHERE name = ?"), {team}))
        return pgError(query.lastError(), what);
    if (!query.next())
        return StoreError{StoreError::Kind::NotFound,
                          Msg::tr("%1 failed: there is no team “%2”").arg(what, team)};
    const QVariant teamId = query.value(0);
    // A client's name is unique within its team (pgmigrations.cpp, version 4): every client of
    // that name moves, and a new one is added when there is none.
    if (!run(query,
             QStringLiteral("WITH moved AS (UPDATE clients SET team_id = ? WHERE name = ?"
                            " RETURNING id)"
                            " INSERT INTO clients (name, created, team_id)"
                            " SELECT ?, (extract(epoch from clock_timestamp()) * 1000)::bigint, ?"
                            " WHERE NOT EXISTS (SELECT 1 FROM moved)"),
             {teamId, client, client, teamId})) {
        if (query.lastError().nativeErrorCode() == QLatin1String("23505"))
            return StoreError{StoreError::Kind::Invalid,
                              Msg::tr("%1 failed: clients of that name belong to several teams; "
                                      "the team “%2” has one already")
                                  .arg(what, team)};
        return pgError(query.lastError(), what);
    }
    return {};
}

Result<void> PgTeamAdmin::removeUser(const QString &user, const QString &team)
{
    const QString what = Msg::tr("Removing %1 from the team “%2”").arg(user, team);
    if (auto open = requireOpen(what); !open)
        return open;
    QSqlQuery query(m_db);
    if (!run(query, QStringLiteral("SELECT gda_remove_member(?, ?)"), {user, team}) ||
        !query.next())
        return pgError(query.lastError(), what);
    if (!query.value(0).toBool())
        return StoreError{
            StoreError::Kind::NotFound,
            Msg::tr("%1 failed: %2 is not a member of the team “%3”").arg(what, user, team)};
    return {};
}

Result<QList<PgTeamAdmin::Membership>> PgTeamAdmin::memberships() const
{
    const QString what = Msg::tr("Listing the teams");
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query(m_db);
    if (!run(query, QStringLiteral("SELECT t.name, coalesce(m.member, ''), coalesce(m.role, ''),"
                                   " (SELECT count(*) FROM clients c WHERE c.team_id = t.id)"
                                   " FROM teams t LEFT JOIN team_members m ON m.team_id = t.id"
                                   " ORDER BY t.name, m.member")))
        return pgError(query.lastError(), what);
    QList<Membership> found;
    while (query.next())
        found.append({query.value(0).toString(), query.value(1).toString(),
                      query.value(2).toString(), query.value(3).toInt()});
    if (query.lastError().isValid())
        return pgError(query.lastError(), what);
    return found;
}

} // namespace gda::store
