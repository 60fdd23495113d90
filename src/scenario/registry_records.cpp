// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The input registry's rows of what the app records beside the inputs (docs/methodology.md §8,
// §11). inputregistry.cpp puts the sections together in the order of the file; registry_rows.h has
// what the rows share.
#include "registry_rows.h"

namespace gda::inputs::rows {

// Pricing provenance, currency conversion and the Monte Carlo section.
void appendRecords(std::vector<Input> &f)
{
    using enum Type;
    using enum Measure;
    // What the app writes beside the inputs: the catalog prices an offer put into the scenario
    // (src/catalog/pricing.cpp) and the Monte Carlo section. Validated and kept in
    // Scenario::extra as they are, never read into the inputs.
    const auto record = [&f](const char *path, Type type, Range range = money(),
                             bool optional = false, std::span<const inputs::Choice> choices = {}) {
        f.push_back({.path = path,
                     .type = type,
                     .range = range,
                     .bound = kTierBound,
                     .optional = optional,
                     .role = Role::Record,
                     .choices = choices});
    };
    const Range kText = whole(0, 1000);
    record("pricing_provenance.note", Text, kText);
    record("pricing_provenance.catalog_date", Date);
    record("pricing_provenance.currency", Choice, {}, false, kCurrencyCodes);
    record("pricing_provenance.exchange_rate.usd_per_eur", Number, aboveAtMost(0, 1000));
    record("pricing_provenance.exchange_rate.date", Date);
    record("pricing_provenance.exchange_rate.source", Text, kText);
    record("pricing_provenance.offer.id", Text, kText);
    record("pricing_provenance.offer.provider", Text, kText);
    record("pricing_provenance.offer.instance", Text, kText);
    record("pricing_provenance.offer.region", Text, kText);
    record("pricing_provenance.offer.source", Text, kText);
    record("pricing_provenance.offer.estimate", Bool);
    record("pricing_provenance.offer.date", Date);
    record("pricing_provenance.offer.on_demand_per_gpu_hour", Number);
    record("pricing_provenance.offer.reserved_1y_per_gpu_hour", Number, money(), true);
    record("pricing_provenance.offer.spot_per_gpu_hour", Number, money(), true);
    record("pricing_provenance.offer.storage_per_gb_month", Number);
    record("pricing_provenance.offer.egress_tiers", Tiers);
    record("pricing_provenance.gpu_model.id", Text, kText);
    record("pricing_provenance.gpu_model.name", Text, kText);
    record("pricing_provenance.gpu_model.source", Text, kText);
    record("pricing_provenance.gpu_model.estimate", Bool);
    record("pricing_provenance.gpu_model.date", Date);
    record("pricing_provenance.gpu_model.unit_price_typical", Number, money(), true);
    record("pricing_provenance.gpu_model.kw_per_gpu", Number, closed(0, 100), true);
    record("pricing_provenance.reserved_price_from", Choice, {}, false, kReservedFrom);
    record("pricing_provenance.applied.on_demand_per_gpu_hour", Number);
    record("pricing_provenance.applied.reserved_per_gpu_hour", Number);
    record("pricing_provenance.applied.storage_per_gb_month", Number);
    record("pricing_provenance.applied.egress_tiers", Tiers);
    record("pricing_provenance.applied.gpu_unit_price", Number, money(), true);
    record("pricing_provenance.applied.kw_per_gpu", Number, closed(0, 100), true);
    // The last change of currency (moneydefaults::convertCurrency): the rate every amount was
    // converted at, so a reader can trace an amount back to the one typed (issue 31).
    record("currency_conversion.from", Choice, {}, false, kCurrencyCodes);
    record("currency_conversion.to", Choice, {}, false, kCurrencyCodes);
    record("currency_conversion.usd_per_eur", Number, aboveAtMost(0, 1000));
    record("currency_conversion.date", Date);
    record("currency_conversion.source", Text, kText);
    record("currency_conversion.typed_amounts", Choice, {}, false, kTypedAmounts);
    // The Monte Carlo section (methodology §7): draws, seed, and for an uncertain input a
    // triangular distribution [low, most likely, high] within that input's range (fractions
    // allowed: lead months are rounded draw by draw). uncertaintyspec.cpp builds the spec.
    record("uncertainty.draws", Whole, whole(1, 1e6));
    record("uncertainty.seed", Whole, whole(0, 9007199254740991.0));
    // One row for each uncertain input of the rows so far (Input::uncertain), in their order.
    static std::deque<std::string> distributionPaths; // the rows point into it
    std::vector<std::pair<std::string, Range>> uncertain;
    for (const Input &row : f)
        if (row.uncertain)
            uncertain.emplace_back(row.uncertain.key, row.range);
    for (auto [key, range] : uncertain) {
        range.whole = false;
        distributionPaths.push_back("uncertainty.distributions." + key);
        record(distributionPaths.back().c_str(), Triple, range);
    }
}

// Version 2: the pinned prices.
void appendPinnedPrices(std::vector<Input> &f)
{
    const Range kThroughput = aboveAtMost(0.0, 100.0);
    const Range kName = whole(1, 80);
    using enum Type;
    using enum Measure;
    // The catalog prices a version 2 scenario was evaluated with, pinned into it when the app
    // saves or exports it and by `update-prices` (docs/methodology.md §16, "Pinned prices"):
    // the offers of the workloads' GPU models in the scenario's currency, the rate they were
    // converted at, and the figures of onprem.gpu_model the catalog filled in. Kept in
    // Scenario::extra and read by catalog::resolveMarket, never by the editors.
    const auto pinned = [&f](const char *path, Type type, Range range, bool required = false,
                             bool optional = false, Measure measure = Plain) {
        f.push_back({.path = path,
                     .type = type,
                     .measure = measure,
                     .range = range,
                     .optional = optional,
                     .required = required,
                     .role = Role::Record,
                     .versions = kV2});
    };
    const Range kPinText = whole(0, 1000);
    const Range kPinId = whole(1, 200);
    pinned("pinned_prices.pinned_on", Date, {}, true);
    pinned("pinned_prices.catalog_date", Date, {}, true);
    pinned("pinned_prices.exchange_rate.usd_per_eur", Number, aboveAtMost(0, 1000), true);
    pinned("pinned_prices.exchange_rate.date", Date, {});
    pinned("pinned_prices.exchange_rate.source", Text, kPinText);
    pinned("pinned_prices.offers[].id", Text, kPinId, true);
    pinned("pinned_prices.offers[].provider", Text, kName, true);
    pinned("pinned_prices.offers[].gpu_model", Text, kName, true);
    pinned("pinned_prices.offers[].on_demand_per_gpu_hour", Number, money(), true, false, Money);
    pinned("pinned_prices.offers[].reserved_per_gpu_hour", Number, money(), false, true, Money);
    pinned("pinned_prices.offers[].reserved_3y_per_gpu_hour", Number, money(), false, false, Money);
    pinned("pinned_prices.offers[].spot_per_gpu_hour", Number, money(), false, true, Money);
    pinned("pinned_prices.offers[].throughput", Number, kThroughput, true);
    pinned("pinned_prices.offers[].region", Text, kPinText);
    pinned("pinned_prices.offers[].sla", Bool, {});
    pinned("pinned_prices.offers[].max_gpus", Whole, whole(1, 1000000));
    pinned("pinned_prices.offers[].as_of", Date, {});
    pinned("pinned_prices.offers[].label", Text, kPinText);
    f.push_back({.path = "pinned_prices.offers[].interconnect",
                 .type = Choice,
                 .role = Role::Record,
                 .choices = kPinnedInterconnect,
                 .versions = kV2});
    pinned("pinned_prices.onprem.gpu_model", Text, kName);
    pinned("pinned_prices.onprem.gpu_unit_price", Number, money(), false, false, Money);
    pinned("pinned_prices.onprem.kw_per_gpu", Number, closed(0, 100));
    pinned("pinned_prices.onprem.throughput", Number, kThroughput);
}

} // namespace gda::inputs::rows
