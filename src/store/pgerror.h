// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storeerror.h"

QT_BEGIN_NAMESPACE
class QSqlError;
QT_END_NAMESPACE

namespace gda::store {

// Maps a PostgreSQL error (by its SQLSTATE, never its text) to a store error; `what` says what
// was being done ("Saving the scenario"). An error without SQLSTATE is the connection's.
StoreError pgError(const QSqlError &error, const QString &what);

} // namespace gda::store
