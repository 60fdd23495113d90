// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "engine/inputs.h"
#include "scenario/scenario.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <string>
#include <variant>
#include <vector>

// What a version 2 scenario takes from the price catalog before it is evaluated
// (cost-model-v2.md §1 and §2.1): each workload's offer and the multi-cloud market. Every id the
// file names — GPU models, offers, providers — must be known to the catalog or to the file's
// own inline offers (inputs.multicloud.offers); an unknown id is refused with its path.
namespace gda::catalog {

// A catalog provider's id in a scenario file: its name in lower case ("AWS" → "aws",
// "Vast.ai" → "vast.ai"). "own" is the workloads' own terms.
std::string providerId(const QString &provider);

// An id of the file the catalog does not know: the path ("inputs.workloads[1].cloud.offer") and
// one translated line naming the value and what is valid.
struct MarketError
{
    QString field;
    QString message;
    QString toString() const { return field + QStringLiteral(": ") + message; }
};

// Which offers the multi-cloud option may use besides each workload's own terms.
enum class MarketOffers {
    CatalogAndFile, // the catalog's offers with the file's inline offers over them (the default)
    FileOnly,       // the file's inline offers only: the result does not depend on the catalog
};

// The catalog prices a version 2 scenario is evaluated with, pinned into it
// (Scenario::extra["pinned_prices"], docs/methodology.md §16 "Pinned prices"), so that the same
// file gives the same answer on another machine and after the catalog is updated: the offers of
// the GPU models its workloads use (converted to the scenario's currency at `rate`), the
// catalog's date and rate, and the figures of onprem.gpu_model the catalog filled in.
inline constexpr char kPinnedPricesKey[] = "pinned_prices";
struct PinnedPrices
{
    QDate pinnedOn;
    QDate catalogDate;
    ExchangeRate rate;
    std::vector<engine::OfferTerms> offers;
    QJsonObject onprem; // {"gpu_model", "gpu_unit_price", "kw_per_gpu", "throughput"} filled
    bool operator==(const PinnedPrices &) const = default;
};

// The scenario's pinned prices; none for version 1 or a scenario never pinned.
std::optional<PinnedPrices> pinnedPrices(const Scenario &scenario);
// Writes `pinned` into the scenario (Scenario::extra), replacing what was pinned.
void setPinnedPrices(Scenario &scenario, const PinnedPrices &pinned);

// Completes a version 2 scenario from the catalog, never over what it states:
// - pins the catalog's prices when it has none (today's date, the catalog's date and rate), and
//   adds the catalog's offers of a GPU model none of whose offers is pinned yet (a workload
//   added later) and of an offer a workload names that is not pinned, at the pinned rate;
// - writes the figures of onprem.gpu_model it leaves out (gpu_unit_price in the scenario's
//   currency at the pinned rate, kw_per_gpu, throughput) into its inputs, marks them as stated in
//   Scenario::extra (a figure the catalog does not give is marked stated as it is) and records
//   those the catalog gave under pinned_prices.onprem, so *Update prices* can refresh them.
// Version 1 scenarios are left as they are. Idempotent.
void completeFromCatalog(Scenario &scenario, const Catalog &catalog,
                         const QDate &today = QDate::currentDate());

// The scenario's inputs with WorkloadCloud::resolvedOffer and MultiCloud::market filled from its
// pinned prices (completeFromCatalog first: a scenario without them is priced at the catalog's
// of today) with the file's inline offers over them (inline offers are in the scenario's
// currency), and onprem.gpu_unit_price, kw_per_gpu and throughput completed as above. A version
// 1 scenario is returned unchanged.
std::variant<engine::Inputs, MarketError>
resolveMarket(const Scenario &scenario, const Catalog &catalog,
              MarketOffers offers = MarketOffers::CatalogAndFile);

// Eligible offers (docs/methodology.md §17). The jurisdiction of a provider's region id ("EU"
// for eu-north-1, europe-west1, westeurope; "UK" for eu-west-2; "US"; "JP"; "CH"), empty when the
// region is not known or not stated.
QString jurisdiction(const QString &region);
// What a workload needs: its stated need, else a training workload of more than 8 GPUs a cluster
// network, of 2 to 8 NVLink in one machine; inference that cannot be interrupted an SLA.
engine::Interconnect neededInterconnect(const engine::WorkloadInput &w);
bool needsSla(const engine::WorkloadInput &w);
// Why `offer` may not serve `w` in the multi-cloud option — "region", "interconnect", "sla",
// "capacity" (w.gpus × the largest share per provider above max_gpus) or "stale" (priced more
// than max_offer_age_days before `catalogDate`) — or nullopt. An attribute the offer does not
// state fails a need, unless the offer is `quoted` (the file's own inline offer); a region not
// stated never meets a residency need.
std::optional<std::string> ineligibility(const engine::OfferTerms &offer,
                                         const engine::WorkloadInput &w,
                                         const engine::MultiCloud &mc, bool quoted,
                                         const QDate &catalogDate);

// `providers` for a version 2 scenario (after resolveMarket): per workload, every offer of the
// market for its GPU model (the catalog's and the file's inline offers), ranked by the cost of
// that workload alone in the cloud option at the offer's prices (its own price fields set aside;
// its reservations, spot share and rework kept), cheapest first:
// [{"workload": i, "name", "gpu_model", "entries": [{"rank", "offer_id", "provider",
//   "on_demand_per_gpu_hour", "spot_per_gpu_hour", "throughput", "tco", "npv",
//   "cost_per_gpu_hour", "eligible", "cheapest"}]}]; "eligible": the multi-cloud option may use
// the offer for that workload (§17), "cheapest": the cheapest such offer (of all offers when the
// workload may use none).
QJsonArray rankOffersPerWorkload(const engine::Inputs &resolved);

} // namespace gda::catalog
