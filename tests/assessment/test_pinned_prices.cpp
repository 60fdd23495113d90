// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pinned prices and Update prices (docs/methodology.md §16, issue 31 item 2): a version 2
// scenario keeps the catalog prices it was evaluated with, gives the same answer with another
// catalog, and changes them only through updatePrices(), which lists every figure it changes.
#include "assessment/assessment.h"
#include "assessment/priceupdate.h"
#include "catalog/catalogfile.h"
#include "catalog/scenariomarket.h"
#include "scenario/moneydefaults.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace gda;

namespace {

const QDate kToday(2026, 12, 6);

QJsonObject dataJson(const char *relative)
{
    QFile file(QStringLiteral(GDA_TEST_DATA_DIR "/") + QLatin1String(relative));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QJsonDocument::fromJson(file.readAll()).object();
}

Scenario parsed(const QJsonObject &root)
{
    auto result = scenariofile::parse(QJsonDocument(root).toJson());
    if (const auto *error = std::get_if<scenariofile::Error>(&result))
        FAIL(error->toString().toStdString());
    return std::get<Scenario>(std::move(result));
}

// The daytime example (one inference workload on H100 SXM, in US dollars) without its fleet's
// unit price, so the catalog fills that in.
Scenario daytimeWithoutUnitPrice()
{
    QJsonObject root = dataJson("examples-v2/daytime-inference-small-fleet.json");
    QJsonObject inputs = root.value(QLatin1String("inputs")).toObject();
    QJsonObject onprem = inputs.value(QLatin1String("onprem")).toObject();
    onprem.remove(QLatin1String("gpu_unit_price"));
    inputs.insert(QLatin1String("onprem"), onprem);
    root.insert(QLatin1String("inputs"), inputs);
    return parsed(root);
}

catalog::Catalog defaultCatalog()
{
    auto loaded = catalog::loadDefaultCatalog();
    REQUIRE(std::holds_alternative<catalog::Catalog>(loaded));
    return std::get<catalog::Catalog>(std::move(loaded));
}

// Another machine's catalog: every offer's prices halved, the H100's unit price 20,000 USD.
catalog::Catalog halvedCatalog()
{
    catalog::Catalog c = defaultCatalog();
    c.catalogDate = QDate(2026, 12, 5);
    for (catalog::CloudOffer &o : c.cloudOffers) {
        o.onDemandPerGpuHour /= 2;
        for (std::optional<double> *p :
             {&o.reserved1yPerGpuHour, &o.reserved3yPerGpuHour, &o.spotPerGpuHour})
            if (*p)
                **p /= 2;
    }
    for (catalog::GpuModel &m : c.gpuModels)
        if (m.id == QLatin1String("h100-sxm"))
            m.unitPriceTypical = 20000.0;
    return c;
}

assessment::Assessment
assessed(const Scenario &scenario, const catalog::Catalog &catalog,
         catalog::MarketOffers offers = catalog::MarketOffers::CatalogAndFile)
{
    auto a =
        assessment::assess(scenario, {std::make_shared<const catalog::Catalog>(catalog), offers});
    if (const auto *problem = std::get_if<assessment::Problem>(&a))
        FAIL(problem->toString().toStdString());
    return std::get<assessment::Assessment>(std::move(a));
}

double tco(const assessment::Assessment &a, engine::Option option)
{
    return a.evaluation.option(option).tco;
}

Scenario pinned(Scenario s, const catalog::Catalog &catalog)
{
    catalog::completeFromCatalog(s, catalog, kToday);
    return s;
}

} // namespace

TEST_CASE("a scenario never pinned is pinned with the catalog's offers of its GPU models",
          "[assessment][pinned]")
{
    const catalog::Catalog catalog = defaultCatalog();
    const Scenario s = pinned(daytimeWithoutUnitPrice(), catalog);
    const auto pin = catalog::pinnedPrices(s);
    REQUIRE(pin);
    CHECK(pin->pinnedOn == kToday);
    CHECK(pin->catalogDate == catalog.catalogDate);
    CHECK(pin->rate.usdPerEur == 1.16); // the default catalog's ECB rate of 21 October 2025
    // Every catalog offer for the H100 SXM, the workload's model, in catalog order, none other.
    const auto h100 = catalog.offersFor(QStringLiteral("h100-sxm"));
    REQUIRE(pin->offers.size() == h100.size());
    for (std::size_t i = 0; i < h100.size(); ++i)
        CHECK(pin->offers[i].id == h100[i]->id.toStdString());
    // AWS p5.48xlarge in us-east-1: 55.04 $/h for 8 GPUs = 6.88 $ per GPU-hour; the scenario
    // is in US dollars, so no conversion; 1-year reserved 4.128 (0.60 × 6.88).
    CHECK(pin->offers.front().id == "aws-p5-48xlarge-us-east-1");
    CHECK(pin->offers.front().onDemandPerGpuHour == Approx(6.88));
    CHECK(pin->offers.front().reservedPerGpuHour.value() == Approx(4.128));
    // The fleet's unit price came from the catalog and is recorded as such; the typed 1.0 kW
    // per GPU is the file's own and is not.
    CHECK(pin->onprem.value(QLatin1String("gpu_model")).toString() == QLatin1String("h100-sxm"));
    CHECK(pin->onprem.contains(QLatin1String("gpu_unit_price")));
    CHECK(!pin->onprem.contains(QLatin1String("kw_per_gpu")));
    CHECK(s.inputs.onprem.gpuUnitPrice ==
          pin->onprem.value(QLatin1String("gpu_unit_price")).toDouble());
    // Completing again changes nothing.
    CHECK(pinned(s, catalog) == s);
}

TEST_CASE("a pinned scenario gives the same answer with another catalog, an unpinned one does "
          "not",
          "[assessment][pinned]")
{
    const catalog::Catalog here = defaultCatalog();
    const catalog::Catalog there = halvedCatalog();
    const Scenario file = daytimeWithoutUnitPrice();
    const Scenario saved = pinned(file, here);

    // Saved and read again on the other machine: the same figures to the cent.
    const Scenario copied = parsed(scenariofile::toJson(saved));
    CHECK(scenariofile::toJson(copied) == scenariofile::toJson(saved));
    CHECK(catalog::pinnedPrices(copied)->offers == catalog::pinnedPrices(saved)->offers);
    const auto a = assessed(saved, here);
    const auto b = assessed(copied, there);
    for (const engine::Option option : {engine::Option::Cloud, engine::Option::OnPrem,
                                        engine::Option::Hybrid, engine::Option::MultiCloud})
        CHECK(tco(a, option) == tco(b, option));
    REQUIRE(a.advice);
    REQUIRE(b.advice);
    CHECK(a.advice->option == b.advice->option);
    CHECK(b.prices.source == assessment::PricesUsed::Source::Pinned);
    CHECK(b.prices.pinnedOn == kToday);
    CHECK(b.prices.catalogDate == here.catalogDate);

    // The file never pinned follows the catalog: with every offer at half price its
    // multi-cloud option costs less than the pinned file's.
    const auto unpinned = assessed(file, there);
    CHECK(unpinned.prices.source == assessment::PricesUsed::Source::Catalog);
    CHECK(tco(unpinned, engine::Option::MultiCloud) < tco(a, engine::Option::MultiCloud));

    // --no-catalog-offers sets the pinned offers aside with the catalog's: the file's only.
    const auto fileOnly = assessed(saved, there, catalog::MarketOffers::FileOnly);
    CHECK(fileOnly.scenario.inputs.multicloud.market.empty());
    CHECK(fileOnly.prices.source == assessment::PricesUsed::Source::ScenarioOffers);
}

TEST_CASE("evaluate's prices say pinned and when", "[assessment][pinned]")
{
    const catalog::Catalog catalog = defaultCatalog();
    const auto a = assessed(pinned(daytimeWithoutUnitPrice(), catalog), catalog);
    const QJsonObject json = assessment::pricesToJson(a.prices, 2);
    CHECK(json.value(QLatin1String("source")).toString() == QLatin1String("pinned"));
    CHECK(json.value(QLatin1String("pinned_on")).toString() == QLatin1String("2026-12-06"));
    CHECK(json.value(QLatin1String("catalog_date")).toString() ==
          catalog.catalogDate.toString(Qt::ISODate));
}

TEST_CASE("Update prices lists every figure the catalog changes, then answers as the catalog",
          "[assessment][pinned]")
{
    const catalog::Catalog here = defaultCatalog();
    const catalog::Catalog there = halvedCatalog();
    const Scenario saved = pinned(daytimeWithoutUnitPrice(), here);
    const auto pin = *catalog::pinnedPrices(saved);

    const assessment::PriceUpdate update = assessment::updatePrices(saved, there, kToday);
    REQUIRE(update.wasPinned());
    // Each pinned offer: its on-demand price, and its reserved (1 and 3 years) and spot price
    // where it has one (throughput is the GPU model's, unchanged); then the fleet's unit price.
    // Same rate.
    std::size_t expected = 0;
    for (const engine::OfferTerms &t : pin.offers)
        expected += 1 + (t.reservedPerGpuHour ? 1 : 0) + (t.reserved3yPerGpuHour ? 1 : 0) +
                    (t.spotPerGpuHour ? 1 : 0);
    expected += 1;
    CHECK(update.changes.size() == expected);
    const assessment::PriceChange &first = update.changes.front();
    CHECK(first.kind == assessment::PriceChange::Kind::OfferPrice);
    CHECK(first.offer == QLatin1String("aws-p5-48xlarge-us-east-1"));
    CHECK(first.field == QLatin1String("on_demand_per_gpu_hour"));
    CHECK(first.before.value() == Approx(6.88));
    CHECK(first.after.value() == Approx(3.44)); // half of 6.88
    const assessment::PriceChange &fleet = update.changes.back();
    CHECK(fleet.kind == assessment::PriceChange::Kind::Fleet);
    CHECK(fleet.field == QLatin1String("gpu_unit_price"));
    CHECK(fleet.after.value() == Approx(20000.0)); // the other catalog's, in US dollars
    for (const auto &c : update.changes)
        CHECK(c.kind != assessment::PriceChange::Kind::Rate);

    // Nothing changed in the scenario given; the updated one is pinned today at the other
    // catalog, keeps the typed 1.0 kW per GPU, and evaluates as that catalog's fresh answer.
    CHECK(catalog::pinnedPrices(saved)->offers == pin.offers);
    CHECK(update.updated.inputs.onprem.kwPerGpu == 1.0);
    CHECK(update.updated.inputs.onprem.gpuUnitPrice == 20000.0);
    const auto after = assessed(update.updated, there);
    const auto fresh = assessed(daytimeWithoutUnitPrice(), there);
    for (const engine::Option option : {engine::Option::Cloud, engine::Option::OnPrem,
                                        engine::Option::Hybrid, engine::Option::MultiCloud})
        CHECK(tco(after, option) == Approx(tco(fresh, option)).epsilon(1e-12));

    // Against the catalog it was pinned from, an update changes nothing.
    CHECK(assessment::updatePrices(saved, here, kToday).changes.empty());
    // A figure the user typed over the catalog's stays: no fleet change, the typed price kept.
    Scenario typed = saved;
    typed.inputs.onprem.gpuUnitPrice = 27500.0;
    typed = parsed(scenariofile::toJson(typed));
    const auto keeps = assessment::updatePrices(typed, there, kToday);
    CHECK(keeps.changes.size() == expected - 1);
    CHECK(keeps.updated.inputs.onprem.gpuUnitPrice == 27500.0);
}

TEST_CASE("a workload of another GPU model gets that model's offers pinned and pinned ones stay",
          "[assessment][pinned]")
{
    const catalog::Catalog here = defaultCatalog();
    const catalog::Catalog there = halvedCatalog();
    Scenario s = pinned(daytimeWithoutUnitPrice(), here);
    const std::size_t before = catalog::pinnedPrices(s)->offers.size();
    s.inputs.workloads.push_back(s.inputs.workloads.front());
    s.inputs.workloads.back().name = "Fine-tuning";
    s.inputs.workloads.back().gpuModel = "a100-80gb";
    s = pinned(s, there);
    const auto pin = *catalog::pinnedPrices(s);
    const auto a100 = there.offersFor(QStringLiteral("a100-80gb"));
    REQUIRE(!a100.empty());
    CHECK(pin.offers.size() == before + a100.size());
    // The H100 offers keep the first catalog's prices; the A100 ones come from the second.
    CHECK(pin.offers.front().onDemandPerGpuHour == Approx(6.88));
    CHECK(pin.offers.back().id == a100.back()->id.toStdString());
    CHECK(pin.offers.back().onDemandPerGpuHour == Approx(a100.back()->onDemandPerGpuHour));
}

TEST_CASE("a damaged pin is refused with the field, the value and the valid range",
          "[assessment][pinned]")
{
    const Scenario s = pinned(daytimeWithoutUnitPrice(), defaultCatalog());
    QJsonObject root = scenariofile::toJson(s);
    QJsonObject pin = root.value(QLatin1String("pinned_prices")).toObject();
    QJsonObject rate = pin.value(QLatin1String("exchange_rate")).toObject();

    SECTION("a rate left out")
    {
        rate.remove(QLatin1String("usd_per_eur"));
        pin.insert(QLatin1String("exchange_rate"), rate);
        root.insert(QLatin1String("pinned_prices"), pin);
        auto result = scenariofile::parse(QJsonDocument(root).toJson());
        REQUIRE(std::holds_alternative<scenariofile::Error>(result));
        CHECK(std::get<scenariofile::Error>(result).field ==
              QLatin1String("pinned_prices.exchange_rate.usd_per_eur"));
    }
    SECTION("a negative price")
    {
        QJsonArray offers = pin.value(QLatin1String("offers")).toArray();
        QJsonObject offer = offers[1].toObject();
        offer.insert(QLatin1String("on_demand_per_gpu_hour"), -2.5);
        offers[1] = offer;
        pin.insert(QLatin1String("offers"), offers);
        root.insert(QLatin1String("pinned_prices"), pin);
        auto result = scenariofile::parse(QJsonDocument(root).toJson());
        REQUIRE(std::holds_alternative<scenariofile::Error>(result));
        const auto &error = std::get<scenariofile::Error>(result);
        CHECK(error.field == QLatin1String("pinned_prices.offers[1].on_demand_per_gpu_hour"));
        CHECK(error.message.contains(QLatin1String("-2.5")));
    }
    SECTION("an unknown key")
    {
        pin.insert(QLatin1String("pinned_by"), QStringLiteral("someone"));
        root.insert(QLatin1String("pinned_prices"), pin);
        auto result = scenariofile::parse(QJsonDocument(root).toJson());
        REQUIRE(std::holds_alternative<scenariofile::Error>(result));
        CHECK(std::get<scenariofile::Error>(result).field ==
              QLatin1String("pinned_prices.pinned_by"));
    }
}

TEST_CASE("switching currency converts the pinned prices at the rate shown", "[assessment][pinned]")
{
    const catalog::Catalog catalog = defaultCatalog();
    Scenario s = pinned(daytimeWithoutUnitPrice(), catalog); // in US dollars
    const auto before = *catalog::pinnedPrices(s);
    const moneydefaults::ConversionRate rate{1.25, QDate(2026, 12, 1), QStringLiteral("test")};
    REQUIRE(std::holds_alternative<moneydefaults::CurrencyChange>(moneydefaults::convertCurrency(
        s, Currency::EUR, rate, moneydefaults::TypedAmounts::Convert)));
    const auto after = *catalog::pinnedPrices(s);
    REQUIRE(after.offers.size() == before.offers.size());
    // USD → EUR divides by 1.25 USD per EUR: 6.88 $ → 5.504 €.
    CHECK(after.offers.front().onDemandPerGpuHour == Approx(5.504));
    for (std::size_t i = 0; i < before.offers.size(); ++i) {
        CHECK(after.offers[i].onDemandPerGpuHour ==
              Approx(before.offers[i].onDemandPerGpuHour / 1.25));
        CHECK(after.offers[i].throughput == before.offers[i].throughput);
    }
    CHECK(after.onprem.value(QLatin1String("gpu_unit_price")).toDouble() ==
          Approx(before.onprem.value(QLatin1String("gpu_unit_price")).toDouble() / 1.25));
    // The fleet's price and its record moved together: an update still knows it as the
    // catalog's.
    CHECK(s.inputs.onprem.gpuUnitPrice ==
          Approx(after.onprem.value(QLatin1String("gpu_unit_price")).toDouble()));
}
