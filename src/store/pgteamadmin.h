// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storeerror.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

// Who may see what in a team library, set up by its administrator (the database's owner, who
// also needs CREATEROLE to add users). The rules are the database's own — roles and row-level
// security policies (schema version 3, pgmigrations.cpp) — so a consultant's hand-written SQL
// in psql is held to them as much as the application:
// - a consultant sees and changes the scenarios of their teams' clients, and the scenarios
//   without a client;
// - a reviewer sees the same, and cannot change anything;
// - a client first saved by a consultant belongs to that consultant's team; the administrator
//   may assign it to another team.
// `gpu-advisor-cli team …` runs these.
namespace gda::store {

class PgTeamAdmin
{
public:
    enum class Role { Consultant, Reviewer };

    PgTeamAdmin();
    ~PgTeamAdmin();
    PgTeamAdmin(const PgTeamAdmin &) = delete;
    PgTeamAdmin &operator=(const PgTeamAdmin &) = delete;

    // Connects to the team library at `location` (a postgresql:// URI) and brings its schema up
    // to date.
    Result<void> open(const QString &location);
    // Creates the group roles gda_consultant and gda_reviewer (once per server), grants them
    // what they may do in this database and turns row-level security on. Safe to run again.
    Result<void> init();
    Result<void> addTeam(const QString &name);
    // Adds the login role `user` (when new; sets its password when one is given) to `team`.
    Result<void> addUser(const QString &user, const QString &team, Role role,
                         const QString &password = {});
    // Puts `client` (created when new) in `team`.
    Result<void> assignClient(const QString &client, const QString &team);
    // Takes `user` out of `team` (NotFound when not a member); the user keeps the group role
    // (gda_consultant, gda_reviewer) only while still in a team with that role. The login role
    // itself stays (DROP ROLE removes it).
    Result<void> removeUser(const QString &user, const QString &team);

    // One team's member, or a team without members (member empty).
    struct Membership
    {
        QString team;
        QString member;
        QString role;    // "consultant" or "reviewer"; empty with no member
        int clients = 0; // the team's clients
    };
    // Every team with its members, by team and member name.
    Result<QList<Membership>> memberships() const;

private:
    Result<void> requireOpen(const QString &what) const;
    void close();

    QSqlDatabase m_db;
    QString m_connectionName;
};

} // namespace gda::store
