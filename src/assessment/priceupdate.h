// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalog.h"
#include "catalog/scenariomarket.h"
#include "scenario/scenario.h"

#include <QDate>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

// *Update prices* (docs/methodology.md §16, "Pinned prices"): a version 2 scenario keeps the
// catalog prices it was evaluated with (catalog::PinnedPrices) until this explicit step replaces
// them with the catalog's of today. The update is computed first, so the app and
// `gpu-advisor-cli update-prices` show every figure that changes before it is applied.
namespace gda::assessment {

// One figure that changes. `offer` names the offer ("aws-p5-48xlarge") for an offer's price,
// empty for the rate and the fleet's figures; `field` is the file's key
// ("on_demand_per_gpu_hour", "usd_per_eur", "gpu_unit_price", …). A price the offer does not
// have (no spot market, an offer added or removed) is nullopt.
struct PriceChange
{
    enum class Kind {
        OfferPrice,   // a pinned offer's price or throughput changes
        OfferAdded,   // the catalog has a new offer for a GPU model of the scenario
        OfferRemoved, // the catalog no longer has a pinned offer
        Rate,         // the EUR/USD rate the catalog's prices are converted at
        Fleet,        // a figure of onprem.gpu_model the catalog filled in
    };
    Kind kind = Kind::OfferPrice;
    QString offer;
    QString field;
    std::optional<double> before;
    std::optional<double> after;
};

struct PriceUpdate
{
    Scenario updated;                            // the scenario with today's catalog pinned
    std::optional<catalog::PinnedPrices> before; // none: the scenario had no pinned prices
    catalog::PinnedPrices after;
    std::vector<PriceChange> changes; // offers in pinned order, then the rate and the fleet
    bool wasPinned() const { return before.has_value(); }
};

// The scenario with the catalog's prices of today pinned in place of the ones it has: every
// offer of its GPU models, the rate, and the fleet's figures that came from the catalog and were
// not changed since (a figure the user typed stays). A version 1 scenario is returned unchanged
// with no changes. A scenario without pinned prices is pinned (its figures do not change: they
// were the catalog's already).
PriceUpdate updatePrices(const Scenario &scenario, const catalog::Catalog &catalog,
                         const QDate &today = QDate::currentDate());

// `update-prices`' "changes": [{"kind", "offer", "field", "before", "after"}].
QJsonObject priceUpdateToJson(const PriceUpdate &update);

} // namespace gda::assessment
