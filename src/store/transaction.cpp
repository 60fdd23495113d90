// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "transaction.h"

#include "sqlerrors.h"

#include <QSqlError>
#include <QSqlQuery>

namespace gda::store {

Transaction::Transaction(const QSqlDatabase &db, Mode mode, QString what)
    : m_db(db), m_what(std::move(what))
{
    QSqlQuery begin(m_db);
    if (begin.exec(mode == Mode::Write ? QStringLiteral("BEGIN IMMEDIATE")
                                       : QStringLiteral("BEGIN DEFERRED")))
        m_active = true;
    else
        m_error = sqlError(begin.lastError(), m_what);
}

Transaction::~Transaction()
{
    rollback();
}

Result<void> Transaction::commit()
{
    if (!m_active)
        return m_error;
    QSqlQuery commit(m_db);
    if (!commit.exec(QStringLiteral("COMMIT"))) {
        m_error = sqlError(commit.lastError(), m_what);
        rollback();
        return m_error;
    }
    m_active = false;
    return {};
}

void Transaction::rollback()
{
    if (!m_active)
        return;
    m_active = false;
    QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
}

} // namespace gda::store
