// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "migrations.h"

#include <QSqlDatabase>

#include <span>

// The schema of a team library on PostgreSQL and the steps that bring an older one up to date.
// The version is the highest row of gda_schema_version (PostgreSQL has no user_version).
namespace gda::store {

inline constexpr int kPgSchemaVersion = 5;
// The channel on which the schema's trigger (version 2) announces every committed change.
inline constexpr char kPgChannel[] = "gda_library";

// The steps, oldest first (Migration from migrations.h: one statement each). Never edit a step
// that has shipped: add the next one.
std::span<const Migration> pgSchemaMigrations();

// The version of the schema in the database behind `db` (0 when it holds none yet).
Result<int> pgSchemaVersion(const QSqlDatabase &db);

// Brings the database behind `db` to the last step's version. Each step runs in its own
// transaction together with its row in gda_schema_version, under an advisory lock, so two
// programs opening a new library at once apply each step once and a failed step leaves the
// previous version. A database of a newer version is refused with ReadOnly.
Result<MigrationOutcome> pgMigrate(const QSqlDatabase &db, const QString &displayLocation,
                                   std::span<const Migration> migrations = pgSchemaMigrations());

} // namespace gda::store
