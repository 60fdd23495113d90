// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalog.h"
#include "catalog/scenariomarket.h"
#include "engine/advice.h"
#include "engine/businesscase.h"
#include "engine/costmodel.h"
#include "engine/decision.h"
#include "engine/results.h"
#include "scenario/scenario.h"
#include "scenario/scenariosummary.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <variant>

// The one way from a scenario to its answer (docs/methodology.md §16, "One scenario, one
// answer"). Every surface that shows a figure — the dashboard, the wizard's result page, the
// library's columns, `evaluate`, `compare`, `report`, `xlsx`, `csv`, the Plan tab, `optimize`
// and the benchmarks — goes through resolve() or assess(): the catalog's offers and defaults
// enter a scenario here and nowhere else, the same way for all, and never over a value the
// scenario states.
namespace gda::assessment {

// Why a scenario cannot be assessed: the field and one translated line (an id the catalog does
// not know, or a user catalog that cannot be read).
struct Problem
{
    QString field;
    QString message;
    QString toString() const;
};

// Where the catalog's figures come from.
struct Context
{
    // The price catalog (kept by the caller). None: the application catalog (the default
    // catalog with the user's catalog over it), read at each call — a caller that assesses many
    // scenarios loads it once (loadCatalog) and passes it.
    std::shared_ptr<const catalog::Catalog> catalog;
    // Which offers the multi-cloud option may use (`evaluate --no-catalog-offers`: the file's).
    catalog::MarketOffers offers = catalog::MarketOffers::CatalogAndFile;
};

// The application catalog, or why it cannot be used (a user catalog that does not load is a
// problem here, as it is for `evaluate`: the answer must not silently change with it).
std::variant<std::shared_ptr<const catalog::Catalog>, Problem> loadCatalog();

// A context whose catalog is already loaded: `context` itself when it has one.
std::variant<Context, Problem> loaded(const Context &context);

// The figures of onprem.gpu_model that the catalog gives a version 2 scenario which leaves them
// out (onprem.gpu_unit_price, kw_per_gpu, throughput), written into the scenario and marked as
// stated in its document (Scenario::extra), so the editors show, the file keeps and every later
// evaluation uses the figure this one used. The app completes the scenario it holds; a figure
// the scenario states is never replaced. Version 1 scenarios and unknown models are unchanged.
void complete(Scenario &scenario, const catalog::Catalog &catalog);

// The scenario as it is evaluated: completed (above) and, for version 2, its offers and
// multi-cloud market resolved against the catalog (catalog::resolveMarket). Idempotent.
std::variant<Scenario, Problem> resolve(const Scenario &scenario, const Context &context = {});

// Which prices an assessment used (issue 31: `evaluate` says so): the scenario's own amounts
// (version 1, or offers of the file only), or the catalog of a date with its rate, and which
// figures of the scenario came from the catalog because it left them out.
struct PricesUsed
{
    // Scenario: version 1, its own amounts. ScenarioOffers: `--no-catalog-offers`. Pinned: the
    // catalog prices the file holds (catalog::PinnedPrices). Catalog: the catalog's of today
    // (a file never pinned).
    enum class Source { Scenario, ScenarioOffers, Pinned, Catalog };
    Source source = Source::Scenario;
    QDate pinnedOn; // Pinned only
    QDate catalogDate;
    catalog::ExchangeRate rate;
    QStringList fromCatalog; // "inputs.onprem.kw_per_gpu", …
    int marketOffers = 0;    // offers the multi-cloud option could choose from
};

// A resolved scenario and the engine's answer about it.
struct Assessment
{
    Scenario scenario; // resolved
    engine::Evaluation evaluation;
    std::optional<engine::Decision> decision; // none when the weights are all zero
    std::optional<engine::Advice> advice;     // the recommendation every surface leads with
    PricesUsed prices;                        // set by assess(), not by assessResolved()
    // The business case (docs/methodology.md §18): years, returns, energy and CO₂.
    engine::BusinessCase business;
};

// What the evaluation carries besides the options' totals (engine::OptionRequest). Version 2
// scenarios get each workload's hours unless `request` says otherwise.
std::variant<Assessment, Problem> assess(const Scenario &scenario, const Context &context = {},
                                         std::optional<engine::OptionRequest> request = {});

// `evaluate`'s "prices": {"source": "scenario" (version 1: its own amounts) | "pinned" (with
// "pinned_on") | "catalog" | "scenario_offers" (--no-catalog-offers), "catalog_date",
// "exchange_rate", "from_catalog": the figures the scenario left out, "market_offers"}.
QJsonObject pricesToJson(const PricesUsed &prices, int modelVersion);

// assess(), or — when the catalog cannot resolve the scenario (an id it does not know, a user
// catalog that does not load) — the scenario evaluated at its own prices: for exports, which
// must not fail for the catalog's sake (the window and the command line report the problem).
Assessment assessOrOwnPrices(const Scenario &scenario, const Context &context = {},
                             std::optional<engine::OptionRequest> request = {});

// assess() of a scenario resolve() returned.
Assessment assessResolved(Scenario resolved, std::optional<engine::OptionRequest> request = {});

// The smallest whole-point change of one factor weight that changes the advice (not only the
// decision matrix's lean): moving the weight of `factor` by `points` percentage points (raw
// weight units ×100, the other weights unchanged, the weight kept within 0 to 100%) makes the
// advice `to`; no smaller whole-point move of that weight in that direction does, and no factor
// needs fewer points. Found by re-deciding and re-advising the assessment at each point, so a
// sentence built from it is true of the advice (docs/decision-rules.md).
struct AdviceFlip
{
    engine::Factor factor = engine::Factor::Utilization;
    int points = 0; // signed: > 0 raises the weight, < 0 lowers it
    engine::Option to = engine::Option::Cloud;
};
std::optional<AdviceFlip> nearestAdviceFlip(const Assessment &assessment);

// The advice with one weight moved: what nearestAdviceFlip checks at each point (nullopt when
// the weights cannot be combined).
std::optional<engine::Advice> adviceWithWeight(const Assessment &assessment, engine::Factor factor,
                                               double weight);

// The library's columns of an assessment: the advice's option, its break-even month and
// savings against the cloud (without advice: on-premise against the cloud, no option).
ScenarioSummary summaryOf(const Assessment &assessment);

// The summariser the scenario library is given: assess() with the context's catalog (none: the
// application catalog, loaded once for this summariser). A scenario that cannot be assessed gets
// an empty summary.
Summarizer summarizer(const Context &context = {});

} // namespace gda::assessment
