// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "catalogfile.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

// Importing prices into the user catalog from a JSON file (the catalog format) or a CSV file
// (columns in resources/catalog/README.md). Each row is checked on its own; good rows are kept,
// bad rows are reported with their line, field and reason.
namespace gda::catalog {

// One refused row of an import file.
struct BadRow
{
    int line = 0;    // 1-based line where the row (or JSON entry) starts; 0 when unknown
    QString entryId; // the row's id when it has one
    QString field;   // column or JSON path of the first problem; empty for the row as a whole
    QString reason;  // one translated line naming the value and the valid range

    // "line 7: on_demand_per_gpu_hour (id "x"): -2 is out of range (valid: above 0, at most 50)"
    QString toString() const;
};

enum class ImportFormat { Json, Csv };

// What an import file held: the good rows as a catalog layer, and the bad ones.
struct ImportReport
{
    ImportFormat format = ImportFormat::Json;
    Catalog rows; // good rows; exchangeRate set when the file had a good one
    std::vector<BadRow> badRows;
    std::optional<CatalogError> fileError; // the file as a whole was unusable (no rows then)

    int goodRowCount() const;
};

// Parses `data` and checks every row alone and against `existing`, the layered catalog the rows
// will join: ids unique within the file and not taken by another kind of entry, every offer's
// gpu_model known to `existing` or to the file.
ImportReport importRows(const QByteArray &data, ImportFormat format, const Catalog &existing);

// Reads FILE (size-capped): a name ending in ".csv" is CSV, anything else JSON.
ImportReport importFile(const QString &path, const Catalog &existing);

// The user layer with the report's good rows added (same id replaces, new ids appended), marked
// as user entries, with catalog date `today`.
Catalog mergeIntoLayer(const Catalog &layer, const ImportReport &report, const QDate &today);

} // namespace gda::catalog
