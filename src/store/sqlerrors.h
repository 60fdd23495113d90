// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storeerror.h"

QT_BEGIN_NAMESPACE
class QSqlError;
QT_END_NAMESPACE

// A database driver's error as a store error, by its native code, never its text; `what` says
// what was being done ("Saving the scenario"). The dialects (sqldialect.h) choose between them.
namespace gda::store {

// SQLite, by its extended result code (sqliteerror.cpp).
StoreError sqlError(const QSqlError &error, const QString &what);
// PostgreSQL, by its SQLSTATE; an error without one is the connection's (pgerror.cpp).
StoreError pgError(const QSqlError &error, const QString &what);

} // namespace gda::store
