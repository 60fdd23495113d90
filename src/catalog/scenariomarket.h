// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "engine/inputs.h"
#include "scenario/scenario.h"

#include <QJsonArray>
#include <QString>

#include <string>
#include <variant>

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

// The figures of onprem.gpu_model that a version 2 scenario leaves out (onprem.gpu_unit_price in
// the scenario's currency at the catalog's rate, kw_per_gpu, throughput) written into its inputs
// and marked as stated in Scenario::extra, so that a file written from it states the figures it
// was evaluated with (a figure the catalog does not give is marked stated as it is). A figure
// the scenario states is never replaced; version 1 scenarios are left as they are.
void completeFromCatalog(Scenario &scenario, const Catalog &catalog);

// The scenario's inputs with WorkloadCloud::resolvedOffer and MultiCloud::market filled, prices
// converted to the scenario's currency at the catalog's rate (inline offers are already in it),
// onprem.gpu_unit_price, kw_per_gpu and throughput taken from the catalog's figures for
// onprem.gpu_model when the file (Scenario::extra) does not give them, and every catalog offer's
// throughput from its GPU model (1 where the catalog gives none). A version 1 scenario is
// returned unchanged.
std::variant<engine::Inputs, MarketError>
resolveMarket(const Scenario &scenario, const Catalog &catalog,
              MarketOffers offers = MarketOffers::CatalogAndFile);

// `providers` for a version 2 scenario (after resolveMarket): per workload, every offer of the
// market for its GPU model (the catalog's and the file's inline offers), ranked by the cost of
// that workload alone in the cloud option at the offer's prices (its own price fields set aside;
// its reservations, spot share and rework kept), cheapest first:
// [{"workload": i, "name", "gpu_model", "entries": [{"rank", "offer_id", "provider",
//   "on_demand_per_gpu_hour", "spot_per_gpu_hour", "throughput", "tco", "npv",
//   "cost_per_gpu_hour", "cheapest"}]}].
QJsonArray rankOffersPerWorkload(const engine::Inputs &resolved);

} // namespace gda::catalog
