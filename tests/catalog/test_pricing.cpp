// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Applying an offer to a scenario; a saved scenario keeps its prices when the catalog changes.
#include "catalog/pricing.h"
#include "catalogtestdata.h"
#include "engine/costmodel.h"
#include "scenario/evaluationjson.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QTemporaryDir>

using namespace gda;
using namespace gda::catalog;

TEST_CASE("catalog: applying an offer prefills prices converted to the scenario currency",
          "[catalog][pricing]")
{
    const Catalog catalog = testdata::smallCatalog(); // 1.25 USD per EUR
    const CloudOffer &offer = *catalog.offer(QStringLiteral("offer-a"));
    const GpuModel &model = *catalog.gpuModel(QStringLiteral("gpu-a"));
    Scenario s;
    s.inputs.cloud.burstPerGpuHour = 9.0;
    applyOffer(s, offer, model, Currency::EUR, catalog);

    const engine::Cloud &c = s.inputs.cloud;
    CHECK(s.currency == Currency::EUR);
    CHECK(c.onDemandPerGpuHour == 3.2);         // 4.0 USD / 1.25
    CHECK(c.reservedPerGpuHour == 2.0);         // 2.5 USD / 1.25
    CHECK(!c.burstPerGpuHour);                  // follows the new on-demand price again
    CHECK(c.storagePerGbMonth == Approx(0.08)); // 0.1 / 1.25
    REQUIRE(c.egressTiers.size() == 2);
    CHECK(c.egressTiers[0].upperTb == 10.0);
    CHECK(c.egressTiers[0].pricePerGb == Approx(0.08)); // 0.1 / 1.25
    CHECK(c.egressTiers[1].pricePerGb == Approx(0.04)); // 0.05 / 1.25
    CHECK(s.inputs.onprem.gpuUnitPrice == 20000.0);     // 25,000 USD / 1.25
    CHECK(s.inputs.onprem.kwPerGpu == 1.25);            // not money: unchanged by the rate
    REQUIRE(!scenariofile::validate(s));

    const QJsonObject p = pricingProvenance(s);
    CHECK(p.value(QLatin1String("catalog_date")).toString() == QLatin1String("2026-11-29"));
    CHECK(p.value(QLatin1String("currency")).toString() == QLatin1String("EUR"));
    const QJsonObject rate = p.value(QLatin1String("exchange_rate")).toObject();
    CHECK(rate.value(QLatin1String("usd_per_eur")).toDouble() == 1.25);
    CHECK(rate.value(QLatin1String("date")).toString() == QLatin1String("2026-11-01"));
    const QJsonObject o = p.value(QLatin1String("offer")).toObject();
    CHECK(o.value(QLatin1String("id")).toString() == QLatin1String("offer-a"));
    CHECK(o.value(QLatin1String("source")).toString() == QLatin1String("test source A"));
    CHECK(o.value(QLatin1String("date")).toString() == QLatin1String("2026-11-01"));
    CHECK(o.value(QLatin1String("on_demand_per_gpu_hour")).toDouble() == 4.0); // USD as listed
    CHECK(o.value(QLatin1String("estimate")).toBool());
    const QJsonObject m = p.value(QLatin1String("gpu_model")).toObject();
    CHECK(m.value(QLatin1String("id")).toString() == QLatin1String("gpu-a"));
    CHECK(m.value(QLatin1String("unit_price_typical")).toDouble() == 25000.0);
    CHECK(p.value(QLatin1String("applied"))
              .toObject()
              .value(QLatin1String("gpu_unit_price"))
              .toDouble() == 20000.0);
    CHECK(!newerPricesAvailable(s, catalog));
}

TEST_CASE("catalog: an offer without a reserved term sets reserved to on-demand",
          "[catalog][pricing]")
{
    const Catalog catalog = testdata::smallCatalog();
    Scenario s;
    applyOffer(s, *catalog.offer(QStringLiteral("offer-b")),
               *catalog.gpuModel(QStringLiteral("gpu-a")), Currency::USD, catalog);
    CHECK(s.inputs.cloud.onDemandPerGpuHour == 2.0);
    CHECK(s.inputs.cloud.reservedPerGpuHour == 2.0);
    CHECK(s.inputs.cloud.egressTiers ==
          std::vector<engine::EgressTier>{engine::EgressTier{}}); // free
    CHECK(pricingProvenance(s).value(QLatin1String("reserved_price_from")).toString() ==
          QLatin1String("on_demand_per_gpu_hour"));
}

TEST_CASE("catalog: a GPU model without prices leaves the on-premise inputs alone",
          "[catalog][pricing]")
{
    Catalog catalog = testdata::smallCatalog();
    GpuModel model = catalog.gpuModels.front();
    model.unitPriceTypical.reset();
    model.kwPerGpu.reset();
    Scenario s;
    const engine::OnPrem before = s.inputs.onprem;
    applyOffer(s, catalog.cloudOffers.front(), model, Currency::USD, catalog);
    CHECK(s.inputs.onprem == before);
    CHECK(pricingProvenance(s)
              .value(QLatin1String("applied"))
              .toObject()
              .value(QLatin1String("gpu_unit_price"))
              .isNull());
}

TEST_CASE("catalog: a scenario reopened after the catalog changed gives the same figures",
          "[catalog][pricing]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("priced.json"));
    const Catalog before = testdata::loaded(loadDefaultCatalog());
    const CloudOffer &offer = *before.offer(QStringLiteral("aws-p5-48xlarge-us-east-1"));
    const GpuModel &model = *before.gpuModel(QStringLiteral("h100-sxm"));

    Scenario s;
    s.name = QStringLiteral("p5 in euros");
    s.inputs.workload.gpus = 16;
    applyOffer(s, offer, model, Currency::EUR, before);
    const QJsonObject figures = evaluationToJson(engine::evaluate(s.inputs));
    REQUIRE(scenariofile::save(s, path).isEmpty());

    // Next year: AWS cuts the price, the H100 gets cheaper, the euro moves.
    Catalog after = before;
    CloudOffer &newOffer = after.cloudOffers.front();
    REQUIRE(newOffer.id == offer.id);
    newOffer.onDemandPerGpuHour = 4.0;
    newOffer.reserved1yPerGpuHour = 2.4;
    newOffer.provenance.date = QDate(2027, 10, 1);
    for (GpuModel &m : after.gpuModels)
        if (m.id == model.id)
            m.unitPriceTypical = 22000.0;
    after.exchangeRate = {1.10, QStringLiteral("ECB"), QDate(2027, 10, 1)};
    after.catalogDate = QDate(2027, 10, 2);

    auto reopened = scenariofile::load(path);
    REQUIRE(std::holds_alternative<Scenario>(reopened));
    const Scenario &r = std::get<Scenario>(reopened);
    CHECK(r.inputs == s.inputs);
    CHECK(evaluationToJson(engine::evaluate(r.inputs)) == figures);
    CHECK(pricingProvenance(r) == pricingProvenance(s)); // sources and dates travel with the file

    // The dashboard can say that newer prices exist, and which.
    CHECK(!newerPricesAvailable(r, before));
    REQUIRE(newerPricesAvailable(r, after));
    QStringList fields;
    for (const PriceChange &change : priceChanges(r, after))
        fields << change.field;
    CHECK(fields.contains(QStringLiteral("offer.on_demand_per_gpu_hour")));
    CHECK(fields.contains(QStringLiteral("offer.reserved_1y_per_gpu_hour")));
    CHECK(fields.contains(QStringLiteral("offer.date")));
    CHECK(fields.contains(QStringLiteral("gpu_model.unit_price_typical")));
    CHECK(fields.contains(QStringLiteral("exchange_rate.usd_per_eur")));
    CHECK(!fields.contains(QStringLiteral("offer.spot_per_gpu_hour")));
    for (const PriceChange &change : priceChanges(r, after))
        if (change.field == QLatin1String("offer.on_demand_per_gpu_hour")) {
            CHECK(change.recorded.toDouble() == 6.88);
            CHECK(change.current.toDouble() == 4.0);
        }

    // Applying the offer again from the new catalog does change the figures.
    Scenario refreshed = r;
    applyOffer(refreshed, *after.offer(offer.id), *after.gpuModel(model.id), Currency::EUR, after);
    CHECK(evaluationToJson(engine::evaluate(refreshed.inputs)) != figures);
    CHECK(!newerPricesAvailable(refreshed, after));
}

TEST_CASE("catalog: a dollar scenario ignores a new exchange rate", "[catalog][pricing]")
{
    const Catalog before = testdata::smallCatalog();
    Scenario s;
    applyOffer(s, before.cloudOffers.front(), before.gpuModels.front(), Currency::USD, before);
    Catalog after = before;
    after.exchangeRate.usdPerEur = 1.05;
    CHECK(!newerPricesAvailable(s, after));
    // A scenario without provenance never claims newer prices.
    CHECK(!newerPricesAvailable(Scenario{}, after));
}
