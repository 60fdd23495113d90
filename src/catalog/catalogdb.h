// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "catalogfile.h"
#include "catalogimport.h"

#include <QDate>
#include <QString>
#include <QStringList>

#include <functional>

// The user catalog as an SQLite database (catalog.sqlite in the data folder): one row per entry,
// the entry itself stored as the catalog format's JSON object, plus the layer's catalog date and
// exchange rate. Versioned migrations (PRAGMA user_version), write-ahead log, synchronous=FULL and
// a busy timeout; every import is one BEGIN IMMEDIATE transaction, so an import is all or nothing
// and concurrent imports take turns. A read-only folder or file is read without writing anything.
namespace gda::catalog {

inline constexpr int kCatalogSchemaVersion = 1;
inline constexpr int kCatalogBusyTimeoutMs = 60000; // how long an import waits for another one

// The catalog.json that held the user catalog before the database, beside `databasePath`.
QString legacyCatalogPath(const QString &databasePath);

// Reads the user layer from the database at `path`; a missing file is an empty layer. Before
// reading, a catalog.json beside it is migrated once (migrateLegacyCatalog); what that reports
// is added to `warnings`. In a folder that cannot be written the JSON file is read instead.
LoadResult readCatalogDatabase(const QString &path, QStringList *warnings = nullptr);

// Moves catalog.json beside `databasePath` into the database in one transaction, then renames it
// to catalog.json.migrated-YYYYMMDD (a backup; a number is added if that name is taken). Done
// once: the database records it, and a catalog.json found after that is only renamed. A damaged
// catalog.json is left untouched and the returned warning says why (the database is used
// without it). Returns an empty string when there was nothing to do or all went well.
QString migrateLegacyCatalog(const QString &databasePath, const QDate &today);

// What an import did: `report` is what `parse` returned; `error` is set (translated, naming the
// database) when the rows could not be stored, and then nothing was stored.
struct DatabaseImport
{
    ImportReport report;
    QString error;
};

// Opens (creating) the database at `path` and, in one BEGIN IMMEDIATE transaction, calls
// `parse` with the layered catalog as it is at that moment (default plus user layer) and stores
// the report's good rows (same id replaces, new ids appended, marked as user entries; the
// layer's catalog date becomes `today`). Nothing is stored when the report has a file error or
// no good rows.
DatabaseImport importIntoDatabase(const QString &path,
                                  const std::function<ImportReport(const Catalog &)> &parse,
                                  const QDate &today);

// A catalog update (catalogupdate.h) in one BEGIN IMMEDIATE transaction: `rows` stored as an
// import stores them, the offers `removeIds` deleted from the user layer, the layer dated
// `today`. Returns the error (naming the database), empty when all was stored.
QString applyCatalogChanges(const QString &path, const Catalog &rows, const QStringList &removeIds,
                            const QDate &today);

} // namespace gda::catalog
