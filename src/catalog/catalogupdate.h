// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "providerimport.h"

#include <QDate>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

class QSettings;

// Updating the catalog from the providers' published price documents (docs/catalog.md §11):
// fetch them (the download module, fetchmodule.h), read them as `catalog import --format` does,
// and show what would change before anything is stored. A failed or cancelled download, or a
// document that cannot be read, changes nothing. Scenarios keep the prices they pinned.
namespace gda::catalog {

// Where a price document is published, and in which format.
struct UpdateSource
{
    PriceFormat format = PriceFormat::AwsPriceList;
    QString url;
    bool operator==(const UpdateSource &) const = default;
};

inline constexpr double kDefaultMovePercent = 1.0; // smaller price moves are applied, not listed
inline constexpr int kMaxPagesPerSource = 500;     // a paged API that never ends is cut off

// The published addresses: the AWS EC2 offer file of us-east-1, the Azure Retail Prices API for
// the GPU VM sizes of the catalog, the Cloud Billing Catalog's Compute Engine SKUs (needs an API
// key: "{GCP_API_KEY}" in the address is replaced by the setting gcp_api_key).
std::vector<UpdateSource> defaultUpdateSources();

// The settings group "catalog_update" (the application's settings file): `sources`, a list of
// "FORMAT URL" lines (default: defaultUpdateSources()), `gcp_api_key`, `move_percent`.
std::vector<UpdateSource> configuredUpdateSources(const QSettings &settings);
void setConfiguredUpdateSources(QSettings &settings, const std::vector<UpdateSource> &sources);
double configuredMovePercent(const QSettings &settings);
QString configuredGcpApiKey(const QSettings &settings);
// `stale_days`: after how many days offers from an imported price list are stale (default
// kImportedStaleAfterDays).
int configuredStaleDays(const QSettings &settings);
// "aws-price-list=https://…" → the source; nullopt for a line that is not FORMAT=URL.
std::optional<UpdateSource> parseUpdateSource(const QString &text);

// One price of an offer that moved by more than the threshold, or appeared or went.
struct PriceMove
{
    QString field; // on_demand_per_gpu_hour, reserved_1y_per_gpu_hour, … (catalog field names)
    std::optional<double> before, after;
    // (after − before) / before; nullopt when one side is missing.
    std::optional<double> fraction() const;
};

struct ChangedOffer
{
    CloudOffer before, after;
    std::vector<PriceMove> moves; // above the threshold
};

// What an update would do to the catalog's offers.
struct CatalogDiff
{
    std::vector<CloudOffer> added;
    std::vector<CloudOffer> removed; // imported from the same provider's document earlier, gone now
    std::vector<ChangedOffer> changed;
    int smallMoves = 0; // offers whose prices moved, all by less than the threshold
    int unchanged = 0;
    bool isEmpty() const { return added.empty() && removed.empty() && changed.empty(); }
};

// Compares `incoming` (offers read from documents of `formats`) with the offers of `current`.
// An offer of `current` is removed only when it was imported earlier from a document of one of
// `formats` (its source names that document) and `incoming` no longer has it: hand-entered and
// built-in offers are never removed. `movePercent`: moves at or below it are counted, not listed.
// `keptNewer`: offers the documents gave but the catalog has with a later date
// (PriceImport::keptNewer); they stay and are not removed.
CatalogDiff diffOffers(const Catalog &current, const std::vector<CloudOffer> &incoming,
                       const std::vector<PriceFormat> &formats, double movePercent,
                       const QStringList &keptNewer = {});

// Called while documents download: which one (its address), bytes so far and in all (-1 when
// unknown). Return false to cancel.
using UpdateProgress =
    std::function<bool(const QString &url, int page, qint64 received, qint64 total)>;

struct UpdateResult
{
    enum class Status { Ready, Offline, Cancelled, Failed };
    Status status = Status::Failed;
    QString error;      // why not Ready, one translated line
    PriceImport import; // all sources' offers, bad rows and counts
    std::vector<PriceFormat> formats;
    CatalogDiff diff;
    QStringList notes; // sources left out (no API key) and the like
};

// Downloads every page of every source to a temporary folder, reads them against `current` and
// compares. Nothing is stored. `gcpApiKey` fills "{GCP_API_KEY}"; a source that needs a key
// without one is left out with a note.
UpdateResult fetchUpdate(const std::vector<UpdateSource> &sources, const Catalog &current,
                         double movePercent, const QString &gcpApiKey,
                         const UpdateProgress &progress = {}, int idleTimeoutMs = 60000);

// Stores a Ready update in the user catalog at `databasePath` in one transaction: incoming
// offers added or replaced, removed ones deleted. Returns the error, empty when stored.
QString applyUpdate(const QString &databasePath, const UpdateResult &update, const QDate &today);

// Whether the download module can be loaded, and why not.
bool fetchModuleAvailable(QString *why = nullptr);

} // namespace gda::catalog
