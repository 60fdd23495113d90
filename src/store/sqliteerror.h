// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storeerror.h"

QT_BEGIN_NAMESPACE
class QSqlError;
QT_END_NAMESPACE

namespace gda::store {

// Maps an SQLite error (by its native code, never its text) to a store error; `what` says
// what was being done ("saving the scenario").
StoreError sqlError(const QSqlError &error, const QString &what);

} // namespace gda::store
