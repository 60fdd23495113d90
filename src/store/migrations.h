// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storeerror.h"

#include <QSqlDatabase>
#include <QStringList>

#include <span>

// The schema of the scenario library and the steps that bring an older file up to date.
namespace gda::store {

inline constexpr int kSchemaVersion = 2;          // PRAGMA user_version of a current file
inline constexpr int kApplicationId = 0x47444131; // PRAGMA application_id, "GDA1"

// One step: the statements (one each; QSqlQuery runs one at a time) that take a file from
// version toVersion - 1 to toVersion.
struct Migration
{
    int toVersion = 0;
    QStringList statements;
};

// The store's steps, oldest first; the last one ends at kSchemaVersion. Never edit a step that
// has shipped: add the next one, and a fixture file of the new version in tests/data/store.
std::span<const Migration> schemaMigrations();

struct MigrationOutcome
{
    int fromVersion = 0;
    int toVersion = 0;
    QString backupPath; // empty when nothing needed a backup
};

// Brings the file behind `db` to the last step's version: first a copy of the file beside it
// (VACUUM INTO, only when it already holds a schema; with the file's permissions), then each
// step in its own write transaction together with its user_version and `applicationId`, so a
// failed or interrupted step leaves the file at the previous version. A file of a newer version
// is refused with ReadOnly. `makeBackup` false: no copy (an encrypted offline copy, whose plain
// content must never reach the disk, is upgraded in memory; its encrypted file stays as it was
// until the upgraded copy is written).
Result<MigrationOutcome> migrate(const QSqlDatabase &db, const QString &databasePath,
                                 std::span<const Migration> migrations = schemaMigrations(),
                                 int applicationId = kApplicationId, bool makeBackup = true);

// The integer value of `PRAGMA name`.
Result<int> pragmaValue(const QSqlDatabase &db, const QString &name);

} // namespace gda::store
