// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inputs.h"
#include "scenario/scenario.h"

#include <QDate>
#include <QString>

#include <optional>
#include <vector>

// The price catalog: cloud offers, GPU hardware, data-centre defaults and the EUR/USD rate, each
// with its source and date (docs/catalog.md). Prices are in US dollars unless a unit says EUR.
namespace gda::catalog {

inline constexpr int kStaleAfterMonths = 6; // entries older than this are flagged as stale
// Offers read from a provider's published price list (catalog import --format, catalog update)
// are stale sooner: such a list is easy to fetch again (setting catalog_update/stale_days).
inline constexpr int kImportedStaleAfterDays = 30;

// Where an entry of a layered catalog came from.
enum class Origin { Default, User };

// Source, date and honesty flags that every catalog entry carries.
struct Provenance
{
    QString source;
    QDate date;
    QString dateNote;
    bool estimate = false;
    QString note;
    Origin origin = Origin::Default;
    bool operator==(const Provenance &) const = default;
};

// One GPU as hardware: what it costs to buy and what it draws (per GPU, server share included).
struct GpuModel
{
    QString id;
    QString name;
    QString vendor;
    double memoryGb = 0.0;
    std::optional<double> tdpW;
    std::optional<double> kwPerGpu;
    std::optional<double> unitPriceLow;
    std::optional<double> unitPriceTypical;
    std::optional<double> unitPriceHigh;
    // Work per GPU-hour relative to the H100 SXM (= 1), with its own source and date (vendor
    // datasheet or MLPerf figures); nullopt: not known, and scenarios then count 1.
    std::optional<double> throughput;
    QString throughputSource;
    QDate throughputDate;
    Provenance provenance;
    bool operator==(const GpuModel &) const = default;
};

// A provider's class: hyperscaler (AWS, Azure, GCP), GPU cloud (a cloud that rents mainly GPUs:
// Lambda, CoreWeave, …; key "neocloud") or marketplace (third-party hosts: Vast.ai, RunPod
// Community).
enum class ProviderKind { Hyperscaler, Neocloud, Marketplace };
QString providerKindKey(ProviderKind kind);  // "hyperscaler", "neocloud", "marketplace"
QString providerKindName(ProviderKind kind); // translated: "hyperscaler", "GPU cloud", …

// One rentable cloud instance with its prices per GPU-hour and its transfer and storage prices.
struct CloudOffer
{
    QString id;
    QString provider;   // display name ("Vast.ai")
    QString providerId; // stable id scenario files name ("vast.ai"); default: provider lower-cased
    ProviderKind providerKind = ProviderKind::Hyperscaler;
    QString instance;
    QString gpuModel; // id of a GpuModel
    int gpusPerInstance = 1;
    QString region;
    double onDemandPerGpuHour = 0.0;
    std::optional<double> reserved1yPerGpuHour;
    std::optional<double> reserved3yPerGpuHour;
    bool reservedAvailable = false;
    std::optional<double> spotPerGpuHour;
    QString spotSource; // where the spot price was read, when it differs from the offer's source
    QDate spotDate;     // its date (invalid: the offer's date)
    std::vector<engine::EgressTier> egressTiers; // USD per GB, last band open
    double storagePerGbMonth = 0.0;
    QString tradeoffs; // availability and term caveats of budget clouds, in English
    // What decides whether a workload may run there (docs/methodology.md §17, "Eligible
    // offers"); an attribute left out is not stated and excludes nothing.
    QString interconnect;       // "none", "node" (NVLink in one machine), "cluster" (IB/RoCE)
    std::optional<bool> sla;    // a published availability commitment
    std::optional<int> maxGpus; // the most GPUs one customer can count on
    Provenance provenance;
    bool operator==(const CloudOffer &) const = default;
};

// One on-premise operating parameter (PUE, electricity price, …) with its unit.
struct DatacenterDefault
{
    QString id;
    double value = 0.0;
    QString unit; // "ratio", "USD/kWh", "EUR/kWh", …
    Provenance provenance;
    bool operator==(const DatacenterDefault &) const = default;
};

// US dollars for one euro, dated and sourced. usdPerEur == 0 means "not set" (a user catalog
// that does not override the rate).
struct ExchangeRate
{
    double usdPerEur = 0.0;
    QString source;
    QDate date;
    bool isValid() const { return usdPerEur > 0.0; }
    bool operator==(const ExchangeRate &) const = default;
};

// A whole catalog, or the user's layer over the default one (then any part may be empty).
struct Catalog
{
    QDate catalogDate;
    ExchangeRate exchangeRate;
    std::vector<GpuModel> gpuModels;
    std::vector<CloudOffer> cloudOffers;
    std::vector<DatacenterDefault> datacenterDefaults;

    const GpuModel *gpuModel(const QString &id) const;
    const CloudOffer *offer(const QString &id) const;
    const DatacenterDefault *datacenterDefault(const QString &id) const;
    // Offers of one GPU model, in catalog order.
    std::vector<const CloudOffer *> offersFor(const QString &gpuModelId) const;
    bool isEmpty() const;
    bool operator==(const Catalog &) const = default;
};

// `overlay` over `base`: an entry with the same id replaces the base entry in place, new ids are
// appended; a valid overlay exchange rate replaces the base rate; the later catalog date wins.
Catalog layered(const Catalog &base, const Catalog &overlay);

// True when `date` lies more than kStaleAfterMonths before `today` (an invalid date is stale).
bool isStale(const QDate &date, const QDate &today);
// True when a price is dated after `today`: a typo or a wrong clock, never a price someone saw.
// Such a price would never turn stale, so it is flagged wherever stale ones are.
bool isFutureDated(const QDate &date, const QDate &today);

// True when `source` names a provider's published price list (AWS Price List, Azure Retail
// Prices API, Google Cloud Billing Catalog): an offer imported by `catalog import --format`.
bool isImportedPriceList(const QString &source);
// An offer's staleness by the rule of its kind: an imported price list after `importedDays`
// days, any other entry after kStaleAfterMonths (isStale).
bool isStaleOffer(const CloudOffer &offer, const QDate &today,
                  int importedDays = kImportedStaleAfterDays);
// How old a price dated `date` is on `today`, for people: "today", "3 days old", "5 months old",
// "2 years old" (translated); empty for an invalid date or one in the future.
QString ageText(const QDate &date, const QDate &today);
// The date of the oldest offer from an imported price list when it is more than `importedDays`
// before `today` (the catalog needs updating), else nullopt.
std::optional<QDate> oldestStaleImport(const Catalog &catalog, const QDate &today,
                                       int importedDays = kImportedStaleAfterDays);

// Money between the catalog's US dollars and euros at `rate`:
// EUR → USD multiplies by usdPerEur, USD → EUR divides by it; same currency returns `amount`.
double convert(double amount, Currency from, Currency to, const ExchangeRate &rate);

// The currency a data-centre default is expressed in, from its unit ("EUR/kWh" → EUR);
// nullopt for units that are not money (ratio, years, fraction).
std::optional<Currency> unitCurrency(const QString &unit);

} // namespace gda::catalog
