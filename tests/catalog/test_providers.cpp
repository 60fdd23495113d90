// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The providers ranking is the scenario evaluated once per offer and price term.
#include "catalog/pricing.h"
#include "catalog/providers.h"
#include "catalogtestdata.h"
#include "engine/costmodel.h"
#include "scenario/amounttext.h"
#include "scenario/scenariofile.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QJsonArray>

using namespace gda;
using namespace gda::catalog;

namespace {

// The cloud option of the scenario evaluated by hand at one offer and term.
engine::OptionResult evaluateByHand(const Scenario &scenario, const Catalog &catalog,
                                    const CloudOffer &offer, PriceTerm term)
{
    Scenario s = scenario;
    applyOffer(s, offer, *catalog.gpuModel(offer.gpuModel), scenario.currency, catalog);
    switch (term) {
    case PriceTerm::OnDemand:
        s.inputs.cloud.pricing = engine::CloudPricing::OnDemand;
        break;
    case PriceTerm::Reserved1y:
        s.inputs.cloud.pricing = engine::CloudPricing::Reserved;
        // Converted prices per GPU-hour are kept to 4 places (pricing.h).
        s.inputs.cloud.reservedPerGpuHour =
            amounttext::rounded(convert(*offer.reserved1yPerGpuHour, Currency::USD,
                                        scenario.currency, catalog.exchangeRate),
                                4);
        break;
    case PriceTerm::Spot:
        s.inputs.cloud.pricing = engine::CloudPricing::OnDemand;
        s.inputs.cloud.onDemandPerGpuHour = amounttext::rounded(
            convert(*offer.spotPerGpuHour, Currency::USD, scenario.currency, catalog.exchangeRate),
            4);
        break;
    }
    return engine::evaluateOptions(s.inputs).option(engine::Option::Cloud);
}

Scenario example(const char *name)
{
    auto loaded = scenariofile::load(
        test::dataPath(QStringLiteral("examples/%1.json").arg(QLatin1String(name))));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    return std::get<Scenario>(loaded);
}

} // namespace

TEST_CASE("catalog: the providers ranking equals evaluating the scenario once per offer",
          "[catalog][providers]")
{
    const Catalog catalog = testdata::loaded(loadDefaultCatalog());
    for (const char *name : {"seed-80xh100-on-demand", "lease-lead-snowball"}) {
        for (const char *gpu : {"h100-sxm", "h200", "a100-80gb"}) {
            DYNAMIC_SECTION(name << " at " << gpu)
            {
                const Scenario scenario = example(name);
                const QString model = QLatin1String(gpu);
                const ProviderRanking ranking = rankProviders(scenario, catalog, model);
                REQUIRE(ranking.gpuModelId == model);
                REQUIRE(ranking.currency == scenario.currency);

                // One entry per offer, plus one per reserved 1-year and per spot price.
                std::size_t expected = 0;
                for (const CloudOffer *o : catalog.offersFor(model))
                    expected += 1 + (o->reserved1yPerGpuHour ? 1 : 0) + (o->spotPerGpuHour ? 1 : 0);
                REQUIRE(ranking.entries.size() == expected);

                for (const ProviderRankEntry &e : ranking.entries) {
                    INFO(e.offerId.toStdString() << ' ' << priceTermKey(e.term).toStdString());
                    const CloudOffer &offer = *catalog.offer(e.offerId);
                    REQUIRE(offer.gpuModel == model);
                    const engine::OptionResult byHand =
                        evaluateByHand(scenario, catalog, offer, e.term);
                    REQUIRE(e.tco == byHand.tco);
                    REQUIRE(e.npv == byHand.npv);
                    REQUIRE(e.costPerGpuHour == byHand.costPerGpuHour);
                    REQUIRE(e.provider == offer.provider);
                    REQUIRE(e.tradeoffs == offer.tradeoffs);
                }
                for (std::size_t i = 1; i < ranking.entries.size(); ++i)
                    REQUIRE(ranking.entries[i - 1].tco <= ranking.entries[i].tco);
                REQUIRE(ranking.entries.front().cheapest);
                for (const ProviderRankEntry &e : ranking.entries)
                    REQUIRE(e.cheapest == (e.tco == ranking.entries.front().tco));
            }
        }
    }
}

TEST_CASE("catalog: the ranking prices terms as documented and carries trade-offs",
          "[catalog][providers]")
{
    const Catalog catalog = testdata::smallCatalog(); // offer-a: 4.0 / 2.5 / spot 1.5; offer-b 2.0
    Scenario s;
    s.currency = Currency::USD;
    s.inputs.cloud.storageTb = 0.0;
    s.inputs.cloud.egressTbPerMonth = 0.0;
    const ProviderRanking ranking = rankProviders(s, catalog, QStringLiteral("gpu-a"));
    REQUIRE(ranking.entries.size() == 4);
    // Compute only, 8 GPUs at 70%, per month: spot 8 × 730 × 0.7 × 1.5 = 6,132; offer-b
    // 8 × 730 × 0.7 × 2.0 = 8,176; reserved pays every hour, 8 × 730 × 2.5 = 14,600;
    // on-demand 8 × 730 × 0.7 × 4.0 = 16,352.
    QStringList order;
    for (const ProviderRankEntry &e : ranking.entries)
        order << e.offerId + u'/' + priceTermKey(e.term);
    CHECK(order == QStringList{QStringLiteral("offer-a/spot"), QStringLiteral("offer-b/on_demand"),
                               QStringLiteral("offer-a/reserved_1y"),
                               QStringLiteral("offer-a/on_demand")});
    CHECK(ranking.entries[0].pricePerGpuHour == 1.5);
    CHECK(ranking.entries[0].cheapest);
    CHECK(!ranking.entries[1].cheapest);
    CHECK(ranking.entries[0].tradeoffKeys == QStringList{QLatin1String(kTradeoffInterruptible)});
    CHECK(ranking.entries[1].tradeoffKeys ==
          QStringList({QLatin1String(kTradeoffNoReservedTerms),
                       QLatin1String(kTradeoffCapacityNotGuaranteed)}));
    CHECK(ranking.entries[1].tradeoffs == QLatin1String("no reserved terms"));
    CHECK(ranking.entries[2].pricePerGpuHour == 2.5);

    // In euros the prices are converted at the catalog rate (1.25): 1.5 USD = 1.2 EUR.
    s.currency = Currency::EUR;
    CHECK(rankProviders(s, catalog, QStringLiteral("gpu-a")).entries[0].pricePerGpuHour == 1.2);

    const QJsonObject json = rankingToJson(ranking, QDate(2026, 11, 29));
    const QJsonArray entries = json.value(QLatin1String("entries")).toArray();
    REQUIRE(entries.size() == 4);
    CHECK(entries[0].toObject().value(QLatin1String("rank")).toInt() == 1);
    CHECK(entries[0].toObject().value(QLatin1String("cheapest")).toBool());
    CHECK(!entries[0].toObject().value(QLatin1String("stale")).toBool());
    CHECK(entries[1].toObject().value(QLatin1String("stale")).toBool()); // offer-b: 2026-05-01

    CHECK(rankProviders(s, catalog, QStringLiteral("no-such-gpu")).entries.empty());
}
