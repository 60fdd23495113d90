// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "migrations.h"

#include "sqlerrors.h"
#include "transaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

namespace gda::store {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::store)
};

// Version 1: clients; scenarios with the columns the library list shows; every revision of
// every scenario. A scenario's canonical JSON is the content of its current revision
// (scenarios.revision): keeping the 4 KB documents out of the scenarios rows keeps those rows
// small, so listing and searching 10,000 scenarios reads a few hundred pages, not 10,000.
// Times are milliseconds since 1970 UTC; money is in the scenario's own currency.
const Migration kVersion1{
    1,
    {
        QStringLiteral("CREATE TABLE clients ("
                       " id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL UNIQUE,"
                       " created INTEGER NOT NULL)"),
        QStringLiteral("CREATE TABLE scenarios ("
                       " id INTEGER PRIMARY KEY,"
                       " client_id INTEGER REFERENCES clients(id),"
                       " name TEXT NOT NULL,"
                       " created INTEGER NOT NULL,"
                       " modified INTEGER NOT NULL," // time of the current revision
                       " revision INTEGER NOT NULL CHECK (revision >= 1)," // the current one
                       " recommendation TEXT,"
                       " break_even_month REAL,"
                       " savings REAL,"           // TCO cloud - TCO on-premise over the horizon
                       " savings_fraction REAL,"  // savings / TCO cloud
                       " deleted_at INTEGER,"     // in the trash since; NULL when not
                       " name_key TEXT NOT NULL," // case-folded name, for search
                       " search_text TEXT NOT NULL)"), // case-folded name, client and notes
        QStringLiteral("CREATE INDEX scenarios_client ON scenarios(client_id)"),
        QStringLiteral("CREATE INDEX scenarios_name ON scenarios(name_key)"),
        QStringLiteral("CREATE INDEX scenarios_created ON scenarios(created)"),
        QStringLiteral("CREATE INDEX scenarios_modified ON scenarios(modified)"),
        QStringLiteral("CREATE INDEX scenarios_recommendation ON scenarios(recommendation)"),
        QStringLiteral("CREATE INDEX scenarios_break_even ON scenarios(break_even_month)"),
        QStringLiteral("CREATE INDEX scenarios_savings ON scenarios(savings)"),
        QStringLiteral("CREATE INDEX scenarios_deleted ON scenarios(deleted_at)"),
        QStringLiteral("CREATE TABLE revisions ("
                       " scenario_id INTEGER NOT NULL REFERENCES scenarios(id) ON DELETE CASCADE,"
                       " revision INTEGER NOT NULL,"
                       " saved_at INTEGER NOT NULL,"
                       " note TEXT NOT NULL DEFAULT '',"
                       " content TEXT NOT NULL," // canonical scenario JSON
                       " PRIMARY KEY (scenario_id, revision))"),
    }};

// Version 2: who saved each revision (issue 39) — the configured name or the account's user
// name; '' for the revisions saved before.
const Migration kVersion2{
    2,
    {
        QStringLiteral("ALTER TABLE revisions ADD COLUMN author TEXT NOT NULL DEFAULT ''"),
    }};

const Migration kMigrations[] = {kVersion1, kVersion2};

QString backupPathFor(const QString &databasePath, int version)
{
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    return databasePath + QStringLiteral(".v%1-%2.bak").arg(version).arg(stamp);
}

} // namespace

std::span<const Migration> schemaMigrations()
{
    return kMigrations;
}

Result<int> pragmaValue(const QSqlDatabase &db, const QString &name)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA ") + name) || !query.next())
        return sqlError(query.lastError(), Msg::tr("Reading the scenario library"));
    return query.value(0).toInt();
}

Result<MigrationOutcome> migrate(const QSqlDatabase &db, const QString &databasePath,
                                 std::span<const Migration> migrations, int applicationId,
                                 bool makeBackup)
{
    const int latest = migrations.empty() ? 0 : migrations.back().toVersion;
    const auto version = pragmaValue(db, QStringLiteral("user_version"));
    if (!version)
        return version.error();
    MigrationOutcome outcome{*version, *version, {}};
    if (*version == latest)
        return outcome;
    if (*version > latest)
        return StoreError{StoreError::Kind::ReadOnly,
                          Msg::tr("%1 was written by a newer version of GPU Decision Advisor "
                                  "(library version %2; this version knows up to %3)")
                              .arg(QFileInfo(databasePath).fileName(), QString::number(*version),
                                   QString::number(latest))};

    if (*version > 0 && makeBackup) {
        outcome.backupPath = backupPathFor(databasePath, *version);
        QSqlQuery backup(db);
        bool backedUp = backup.prepare(QStringLiteral("VACUUM INTO ?"));
        if (backedUp) {
            backup.addBindValue(outcome.backupPath);
            backedUp = backup.exec();
        }
        if (!backedUp)
            return sqlError(backup.lastError(),
                            Msg::tr("Backing up the scenario library before upgrading it"));
        // The copy is as private as the file (an offline copy of a team library is 0600).
        QFile::setPermissions(outcome.backupPath, QFile::permissions(databasePath));
    }

    for (const Migration &step : migrations) {
        if (step.toVersion <= outcome.toVersion)
            continue;
        const QString what =
            Msg::tr("Upgrading the scenario library to version %1").arg(step.toVersion);
        Transaction transaction(db, Transaction::Mode::Write, what);
        if (!transaction.isActive())
            return transaction.error();
        // Another program may have upgraded the file since we looked.
        const auto current = pragmaValue(db, QStringLiteral("user_version"));
        if (!current)
            return current.error();
        if (*current >= step.toVersion) {
            outcome.toVersion = *current;
            continue;
        }
        QSqlQuery query(db);
        for (const QString &statement : step.statements)
            if (!query.exec(statement))
                return sqlError(query.lastError(), what);
        if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(step.toVersion)) ||
            !query.exec(QStringLiteral("PRAGMA application_id = %1").arg(applicationId)))
            return sqlError(query.lastError(), what);
        query.finish();
        if (auto committed = transaction.commit(); !committed)
            return committed.error();
        outcome.toVersion = step.toVersion;
    }
    return outcome;
}

} // namespace gda::store
