// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqldialect.h"

#include "pgmigrations.h"
#include "sqlerrors.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

namespace gda::store {

namespace {

// SQLite's way of writing the library's statements (sqldialect.h): the program's clock, a
// write transaction that takes the write lock at once (BEGIN IMMEDIATE), so no row lock is
// needed, and clients that go with their last scenario.
class SqliteDialect final : public SqlDialect
{
public:
    StoreError error(const QSqlError &error, const QString &what) const override
    {
        return sqlError(error, what);
    }
    Result<void> begin(QSqlDatabase &db, TransactionMode mode, const QString &what) const override
    {
        QSqlQuery begin(db);
        if (!begin.exec(mode == TransactionMode::Write ? QStringLiteral("BEGIN IMMEDIATE")
                                                       : QStringLiteral("BEGIN DEFERRED")))
            return sqlError(begin.lastError(), what);
        return {};
    }
    Result<void> commit(QSqlDatabase &db, const QString &what) const override
    {
        QSqlQuery commit(db);
        if (!commit.exec(QStringLiteral("COMMIT")))
            return sqlError(commit.lastError(), what);
        return {};
    }
    void rollback(QSqlDatabase &db) const override
    {
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
    }
    QString now() const override { return QString::number(QDateTime::currentMSecsSinceEpoch()); }
    QString contains(const QString &column) const override
    {
        return QStringLiteral("instr(%1, ?) > 0").arg(column);
    }
    QString lockRows(const QString &) const override { return {}; }
    QString lockForCopy() const override { return {}; }
    QString afterInsertingIds() const override { return {}; }
    QString givenIds() const override { return {}; }
    QString announceSummaries() const override { return {}; }
    bool keepsClients() const override { return false; }
    bool forwardOnlyReads() const override { return true; }
};

// The server's clock in milliseconds since 1970 UTC: one clock for every client of the library.
const QString kNow = QStringLiteral("(extract(epoch from clock_timestamp()) * 1000)::bigint");
// PostgreSQL's way of writing the library's statements (sqldialect.h): the server's clock,
// row locks (SELECT … FOR UPDATE) where a check must hold until commit, notifications to the
// other connections, and clients that stay with their team.
class PgDialect final : public SqlDialect
{
public:
    StoreError error(const QSqlError &error, const QString &what) const override
    {
        return pgError(error, what);
    }
    Result<void> begin(QSqlDatabase &db, TransactionMode mode, const QString &what) const override
    {
        if (!db.transaction())
            return pgError(db.lastError(), what);
        if (mode == TransactionMode::Read) {
            QSqlQuery query(db);
            // (A statement without values: PostgreSQL cannot PREPARE a SET.)
            if (!query.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ,"
                                           " READ ONLY"))) {
                const StoreError error = pgError(query.lastError(), what);
                db.rollback();
                return error;
            }
        }
        return {};
    }
    Result<void> commit(QSqlDatabase &db, const QString &what) const override
    {
        if (!db.commit())
            return pgError(db.lastError(), what);
        return {};
    }
    void rollback(QSqlDatabase &db) const override { db.rollback(); }
    QString now() const override { return kNow; }
    QString contains(const QString &column) const override
    {
        return QStringLiteral("strpos(%1, ?) > 0").arg(column);
    }
    QString lockRows(const QString &table) const override
    {
        return table.isEmpty() ? QStringLiteral(" FOR UPDATE")
                               : QStringLiteral(" FOR UPDATE OF ") + table;
    }
    QString lockForCopy() const override
    {
        return QStringLiteral("LOCK TABLE scenarios IN EXCLUSIVE MODE");
    }
    QString afterInsertingIds() const override
    {
        return QStringLiteral("SELECT setval(pg_get_serial_sequence('scenarios', 'id'),"
                              " (SELECT max(id) FROM scenarios))");
    }
    QString givenIds() const override { return QStringLiteral(" OVERRIDING SYSTEM VALUE"); }
    QString announceSummaries() const override
    {
        return QStringLiteral("SELECT pg_notify('%1', 'summaries 0 0')")
            .arg(QLatin1String(kPgChannel));
    }
    bool keepsClients() const override { return true; }
    bool forwardOnlyReads() const override { return false; }
};

} // namespace

const SqlDialect &SqlDialect::sqlite()
{
    static const SqliteDialect dialect;
    return dialect;
}

const SqlDialect &SqlDialect::postgres()
{
    static const PgDialect dialect;
    return dialect;
}

} // namespace gda::store
