// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <vector>

// Putting catalog prices into a scenario, and remembering where they came from.
namespace gda::catalog {

// The key in Scenario::extra (and so in the scenario file) that holds the provenance.
inline constexpr char kPricingProvenanceKey[] = "pricing_provenance";

// Prefills the scenario from one offer and its GPU model, converted from the catalog's dollars to
// `currency` at the catalog's exchange rate and rounded (prices per GPU-hour, GB and GB-month to 4
// places, the GPU unit price to cents); the scenario is in `currency` afterwards.
//   cloud:  on-demand, reserved (the 1-year price; the on-demand price when the offer has none),
//           egress tiers and storage; the burst price is reset to follow on-demand;
//   onprem: GPU unit price (typical) and kW per GPU, when the model has them.
// Records offer, model, the catalog prices used, sources, dates, catalog date and exchange rate
// under Scenario::extra["pricing_provenance"]; the inputs themselves are stored explicitly, so a
// saved scenario gives the same figures whatever the catalog holds later.
void applyOffer(Scenario &scenario, const CloudOffer &offer, const GpuModel &model,
                Currency currency, const Catalog &catalog);

// The provenance object of a scenario (empty when no offer was applied).
QJsonObject pricingProvenance(const Scenario &scenario);

// One catalog figure that differs from what the scenario recorded when the offer was applied.
struct PriceChange
{
    QString field;       // "offer.on_demand_per_gpu_hour", "gpu_model.date", …
    QJsonValue recorded; // as in the provenance: USD number, null, "YYYY-MM-DD", tier list
    QJsonValue current;
    bool operator==(const PriceChange &) const = default;
};

// What changed in `catalog` since the scenario's offer was applied: prices (USD), the entries'
// dates, and — for a euro scenario — the exchange rate. Empty when the scenario has no
// provenance or its offer is no longer in the catalog.
std::vector<PriceChange> priceChanges(const Scenario &scenario, const Catalog &catalog);

// True when priceChanges() is not empty: the dashboard's "newer catalog prices exist".
bool newerPricesAvailable(const Scenario &scenario, const Catalog &catalog);

} // namespace gda::catalog
