// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <variant>

// Reading, validating and writing catalog files (format "gpu-advisor-catalog", version 1), the
// default catalog embedded in the application and the user's catalog layered over it.
namespace gda::catalog {

// A catalog or import file larger than this is refused unread (the user catalog itself lives in
// a database and has no size limit; 100,000 CSV rows are about 15 MB).
inline constexpr qint64 kMaxCatalogBytes = 64 * 1024 * 1024;
inline constexpr char kDefaultCatalogResource[] = ":/catalog/default-catalog.json";

// Why a catalog (or one of its entries) was refused. `field` is the JSON path
// ("cloud_offers[3].on_demand_per_gpu_hour"), `entryId` the id of the entry when it has one,
// `line` the line where the entry starts (0 when unknown), `message` one translated line that
// names the value and the valid range, `file` the file it came from (empty for bytes).
struct CatalogError
{
    enum class Kind { Unreadable, TooLarge, NotJson, NotObject, InvalidValue };
    Kind kind = Kind::InvalidValue;
    QString entryId;
    QString field;
    QString message;
    int line = 0;
    QString file;

    // "FILE: line 40: cloud_offers[1].on_demand_per_gpu_hour (id "aws-p5"): -1 is out of range
    // (valid: above 0, at most 50)"
    QString toString() const;
};

using LoadResult = std::variant<Catalog, CatalogError>;

// Complete: the default catalog, every section and the exchange rate required.
// Layer: a user catalog; sections, the catalog date and the exchange rate may be left out, and
// gpu_model references are checked only after layering.
enum class CatalogRole { Complete, Layer };

LoadResult loadCatalog(const QByteArray &json, CatalogRole role = CatalogRole::Complete);
// Reads FILE (size-capped; a Qt resource path works too) and parses it.
LoadResult loadCatalog(const QString &path, CatalogRole role = CatalogRole::Complete);

// The catalog that ships inside the application (Qt resource). Failing to load it is a build
// defect that the tests catch; the error is returned all the same.
LoadResult loadDefaultCatalog();

// gda::dataDirectory()/catalog.sqlite: the user catalog database (catalogdb.h).
QString userCatalogPath();

// The user catalog at `path` as a layer; a missing file is an empty layer. A path ending in
// ".json" is read as a catalog file, any other as the user catalog database (readCatalogDatabase:
// a catalog.json beside it is migrated first and what that reports is added to `warnings`).
LoadResult loadUserCatalog(const QString &path, QStringList *warnings = nullptr);

// The default catalog with the user catalog at `userPath` over it. Every offer must then name a
// known GPU model; a broken user catalog is reported as an error that names its path.
LoadResult loadLayeredCatalog(const QString &userPath, QStringList *warnings = nullptr);

// The catalog an application works with, and what went wrong getting it.
struct ApplicationCatalog
{
    Catalog catalog;
    // Set when the user catalog could not be used (the default catalog alone is then in
    // `catalog`) or, a build defect, even the default catalog failed (`catalog` is empty). The
    // caller shows it: the user's prices are missing until the file is fixed.
    std::optional<CatalogError> problem;
    // Set when the catalog could be used but something needs the user's attention (a damaged
    // catalog.json that could not be moved into the database); translated lines.
    QStringList warnings;
};

// loadLayeredCatalog(userPath), falling back to the default catalog alone, never silently.
ApplicationCatalog loadApplicationCatalog(const QString &userPath = userCatalogPath());

// Checks what only the whole catalog can show: ids unique across all sections, every offer's
// gpu_model known. `catalog` is complete (layered); nullopt when it is consistent.
std::optional<CatalogError> checkConsistency(const Catalog &catalog);

// The catalog as a document of the catalog format (the layer form leaves out what is unset).
QJsonObject toJson(const Catalog &catalog, CatalogRole role = CatalogRole::Complete);

// Writes a catalog file atomically (files::writeAtomically), creating the folder. Returns an
// empty string or a translated error.
QString saveCatalog(const Catalog &catalog, const QString &path,
                    CatalogRole role = CatalogRole::Layer);

} // namespace gda::catalog
