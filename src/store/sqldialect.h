// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storeerror.h"

#include <QSqlDatabase>
#include <QString>

QT_BEGIN_NAMESPACE
class QSqlError;
QT_END_NAMESPACE

namespace gda::store {

// What SQLite and PostgreSQL write differently in the library's statements (KMyMoney's
// mymoneydbdriver is the model): SqlLibrary writes every operation once and asks its dialect
// for these few pieces. Both keep the same tables and columns (migrations.cpp, pgmigrations.cpp).
class SqlDialect
{
public:
    enum class TransactionMode { Read, Write };

    // SQLite's (a library file) and PostgreSQL's (a team library).
    static const SqlDialect &sqlite();
    static const SqlDialect &postgres();

    virtual ~SqlDialect() = default;

    // A driver's error as a store error (by its native code, never its text); `what` says what
    // was being done ("Saving the scenario").
    virtual StoreError error(const QSqlError &error, const QString &what) const = 0;
    // Starts a transaction. Write: holds whatever a check inside it needs until commit (SQLite
    // takes the write lock at once; PostgreSQL locks rows, lockRows()). Read: one consistent
    // snapshot for every statement in it, read only.
    virtual Result<void> begin(QSqlDatabase &db, TransactionMode mode,
                               const QString &what) const = 0;
    virtual Result<void> commit(QSqlDatabase &db, const QString &what) const = 0;
    virtual void rollback(QSqlDatabase &db) const = 0;

    // The current time in milliseconds since 1970 UTC, as an SQL expression (the program's
    // clock for a file, the server's for a team library: one clock for all its users).
    virtual QString now() const = 0;
    // "`column` contains the bound text" (one placeholder).
    virtual QString contains(const QString &column) const = 0;
    // Appended to a SELECT of rows the write transaction goes on to change: a row lock where
    // the transaction does not hold one already. `table` limits it to one table of a join.
    virtual QString lockRows(const QString &table = {}) const = 0;
    // Run before a copy checks that the library is empty, so that nobody adds a scenario
    // until it commits; empty when the write transaction already ensures it.
    virtual QString lockForCopy() const = 0;
    // Run after scenarios were inserted with their own ids, so that new ids follow them; empty
    // when the database does so by itself.
    virtual QString afterInsertingIds() const = 0;
    // Written between the column list and VALUES of an insert that gives its own ids (a team
    // library's ids are GENERATED ALWAYS, pgmigrations.cpp version 4); empty when not needed.
    virtual QString givenIds() const = 0;
    // Run when every scenario's list columns were recomputed, to tell other connections;
    // empty when there are none to tell.
    virtual QString announceSummaries() const = 0;
    // Whether a client stays when its last scenario leaves it (a team library: its team).
    virtual bool keepsClients() const = 0;
    // Whether reading queries walk their rows once (forward only) to spare memory.
    virtual bool forwardOnlyReads() const = 0;

protected:
    SqlDialect() = default;
    SqlDialect(const SqlDialect &) = default;
    SqlDialect &operator=(const SqlDialect &) = default;
};

} // namespace gda::store
