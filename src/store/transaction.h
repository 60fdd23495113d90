// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storeerror.h"

#include <QSqlDatabase>

namespace gda::store {

// One SQLite transaction that rolls back when it goes out of scope without commit().
// Write transactions take the write lock at once (BEGIN IMMEDIATE), so a check made inside
// one ("is the stored revision still the one the editor started from?") holds until commit,
// also against other processes.
class Transaction
{
public:
    enum class Mode { Read, Write };

    // `what` names the operation for error messages ("Saving the scenario").
    Transaction(const QSqlDatabase &db, Mode mode, QString what);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    // False when BEGIN failed; error() says why.
    bool isActive() const { return m_active; }
    const StoreError &error() const { return m_error; }

    Result<void> commit();
    void rollback();

private:
    QSqlDatabase m_db;
    QString m_what;
    StoreError m_error;
    bool m_active = false;
};

} // namespace gda::store
