// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Loading and validating catalog files; the user catalog layered over the default one.
#include "catalog/catalogfile.h"
#include "catalogtestdata.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QTemporaryDir>

using namespace gda::catalog;
using gda::catalog::testdata::errorOf;
using gda::catalog::testdata::smallCatalogWith;

namespace {

std::string text(const CatalogError &e)
{
    return e.toString().toStdString();
}

void writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(data);
}

} // namespace

TEST_CASE("catalog: the small test catalog loads", "[catalog][file]")
{
    const Catalog c = testdata::smallCatalog();
    REQUIRE(c.gpuModels.size() == 1);
    REQUIRE(c.cloudOffers.size() == 2);
    REQUIRE(c.exchangeRate.usdPerEur == 1.25);
    const CloudOffer &b = *c.offer(QStringLiteral("offer-b"));
    REQUIRE(!b.reservedAvailable);
    REQUIRE(!b.reserved1yPerGpuHour);
    REQUIRE(b.providerKind == ProviderKind::Neocloud);
    REQUIRE(std::isinf(b.egressTiers.front().upperTb));
    REQUIRE(c.offersFor(QStringLiteral("gpu-a")).size() == 2);
}

TEST_CASE("catalog: an out-of-range price names entry id, field, value and range, with its line",
          "[catalog][file]")
{
    const CatalogError e = errorOf(loadCatalog(
        smallCatalogWith("\"on_demand_per_gpu_hour\": 2.0", "\"on_demand_per_gpu_hour\": -1")));
    INFO(text(e));
    REQUIRE(e.entryId == QLatin1String("offer-b"));
    REQUIRE(e.field == QLatin1String("cloud_offers[1].on_demand_per_gpu_hour"));
    REQUIRE(e.line == testdata::kLineOfferB);
    REQUIRE(e.message.contains(QLatin1String("-1")));
    REQUIRE(e.message.contains(QLatin1String("above 0, at most 50")));
    REQUIRE(e.toString().startsWith(QStringLiteral("line %1: ").arg(testdata::kLineOfferB)));
    REQUIRE(e.toString().contains(QLatin1String("(id \"offer-b\")")));
}

TEST_CASE("catalog: entry-level rules are enforced with clear messages", "[catalog][file]")
{
    SECTION("reserved above on-demand")
    {
        const CatalogError e = errorOf(loadCatalog(smallCatalogWith(
            "\"reserved_1y_per_gpu_hour\": 2.5", "\"reserved_1y_per_gpu_hour\": 4.5")));
        INFO(text(e));
        REQUIRE(e.field == QLatin1String("cloud_offers[0].reserved_1y_per_gpu_hour"));
        REQUIRE(e.entryId == QLatin1String("offer-a"));
        REQUIRE(e.line == testdata::kLineOfferA);
        REQUIRE(e.message.contains(QLatin1String("4.5 is above on_demand_per_gpu_hour 4")));
    }
    SECTION("an 8-GPU instance price in the per-GPU field")
    {
        const CatalogError e = errorOf(loadCatalog(smallCatalogWith(
            "\"on_demand_per_gpu_hour\": 4.0", "\"on_demand_per_gpu_hour\": 55.04")));
        REQUIRE(e.field == QLatin1String("cloud_offers[0].on_demand_per_gpu_hour"));
        REQUIRE(e.message.contains(QLatin1String("55.04 is out of range")));
    }
    SECTION("spot above on-demand")
    {
        const CatalogError e = errorOf(loadCatalog(
            smallCatalogWith("\"spot_per_gpu_hour\": 1.5", "\"spot_per_gpu_hour\": 9")));
        REQUIRE(e.field == QLatin1String("cloud_offers[0].spot_per_gpu_hour"));
    }
    SECTION("bad date")
    {
        const CatalogError e = errorOf(
            loadCatalog(smallCatalogWith("\"date\": \"2026-05-01\"", "\"date\": \"2026-13-01\"")));
        INFO(text(e));
        REQUIRE(e.field == QLatin1String("cloud_offers[1].date"));
        REQUIRE(e.message.contains(QLatin1String("\"2026-13-01\"")));
        REQUIRE(e.message.contains(QLatin1String("YYYY-MM-DD")));
    }
    SECTION("missing source")
    {
        const CatalogError e =
            errorOf(loadCatalog(smallCatalogWith("\"source\": \"test source B\", ", "")));
        REQUIRE(e.field == QLatin1String("cloud_offers[1].source"));
        REQUIRE(e.message.contains(QLatin1String("missing")));
    }
    SECTION("unknown GPU model reference")
    {
        const CatalogError e = errorOf(
            loadCatalog(smallCatalogWith("\"gpu_model\": \"gpu-a\", \"gpus_per_instance\": 1",
                                         "\"gpu_model\": \"gpu-x\", \"gpus_per_instance\": 1")));
        INFO(text(e));
        REQUIRE(e.field == QLatin1String("cloud_offers[1].gpu_model"));
        REQUIRE(e.entryId == QLatin1String("offer-b"));
        REQUIRE(e.line == testdata::kLineOfferB);
        REQUIRE(e.message.contains(QLatin1String("valid: gpu-a")));
    }
    SECTION("duplicate id")
    {
        const CatalogError e =
            errorOf(loadCatalog(smallCatalogWith("\"id\": \"offer-b\"", "\"id\": \"offer-a\"")));
        REQUIRE(e.field == QLatin1String("cloud_offers[1].id"));
        REQUIRE(e.line == testdata::kLineOfferB);
    }
    SECTION("unknown field (a typo)")
    {
        const CatalogError e = errorOf(loadCatalog(
            smallCatalogWith("\"spot_per_gpu_hour\": null", "\"spot_per_gpu_hr\": null")));
        REQUIRE(e.field == QLatin1String("cloud_offers[1].spot_per_gpu_hr"));
        REQUIRE(e.message.contains(QLatin1String("unknown field")));
    }
    SECTION("GPU unit prices out of order")
    {
        const CatalogError e = errorOf(loadCatalog(
            smallCatalogWith("\"unit_price_high\": 30000", "\"unit_price_high\": 21000")));
        REQUIRE(e.field == QLatin1String("gpu_models[0].unit_price_high"));
        REQUIRE(e.line == testdata::kLineGpuA);
    }
    SECTION("egress tiers without an open last band")
    {
        const CatalogError e = errorOf(
            loadCatalog(smallCatalogWith("[[10, 0.1], [null, 0.05]]", "[[10, 0.1], [20, 0.05]]")));
        REQUIRE(e.field == QLatin1String("cloud_offers[0].egress_tiers[1][0]"));
    }
    SECTION("exchange rate out of range")
    {
        const CatalogError e =
            errorOf(loadCatalog(smallCatalogWith("\"usd_per_eur\": 1.25", "\"usd_per_eur\": 116")));
        REQUIRE(e.field == QLatin1String("exchange_rate.usd_per_eur"));
        REQUIRE(e.message.contains(QLatin1String("116")));
    }
    SECTION("wrong format")
    {
        const CatalogError e = errorOf(
            loadCatalog(smallCatalogWith("\"gpu-advisor-catalog\"", "\"gpu-advisor-scenario\"")));
        REQUIRE(e.field == QLatin1String("format"));
    }
    SECTION("not JSON")
    {
        const CatalogError e = errorOf(loadCatalog(QByteArray("{\n  \"format\": ,\n}")));
        REQUIRE(e.kind == CatalogError::Kind::NotJson);
        REQUIRE(e.line == 2);
    }
}

TEST_CASE("catalog: a user layer replaces entries by id and adds new ones", "[catalog][file]")
{
    const Catalog base = testdata::smallCatalog();
    Catalog overlay;
    CloudOffer changed = *base.offer(QStringLiteral("offer-b"));
    changed.onDemandPerGpuHour = 1.5;
    changed.provenance.origin = Origin::User;
    CloudOffer added = changed;
    added.id = QStringLiteral("offer-c");
    overlay.cloudOffers = {changed, added};
    overlay.exchangeRate = {1.1, QStringLiteral("my rate"), QDate(2026, 11, 20)};
    overlay.catalogDate = QDate(2026, 12, 1);

    const Catalog merged = layered(base, overlay);
    REQUIRE(merged.cloudOffers.size() == 3);
    REQUIRE(merged.cloudOffers[1].id == QLatin1String("offer-b")); // replaced in place
    REQUIRE(merged.cloudOffers[1].onDemandPerGpuHour == 1.5);
    REQUIRE(merged.cloudOffers[1].provenance.origin == Origin::User);
    REQUIRE(merged.cloudOffers[2].id == QLatin1String("offer-c"));
    REQUIRE(merged.exchangeRate.usdPerEur == 1.1);
    REQUIRE(merged.catalogDate == QDate(2026, 12, 1));
    REQUIRE(merged.offer(QStringLiteral("offer-a"))->provenance.origin == Origin::Default);

    // An empty layer leaves the base as it is.
    REQUIRE(layered(base, Catalog{}) == base);
}

TEST_CASE("catalog: the user catalog is saved and layered over the default one", "[catalog][file]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("sub/catalog.json"));

    // No file yet: an empty layer, and the layered catalog is the default catalog.
    REQUIRE(testdata::loaded(loadUserCatalog(path)).isEmpty());
    const Catalog defaults = testdata::loaded(loadDefaultCatalog());
    REQUIRE(testdata::loaded(loadLayeredCatalog(path)) == defaults);

    Catalog layer;
    CloudOffer mine = defaults.cloudOffers.front();
    mine.onDemandPerGpuHour = 5.0;
    mine.provenance.source = QStringLiteral("my quote");
    layer.cloudOffers.push_back(mine);
    layer.exchangeRate = {1.2, QStringLiteral("bank"), QDate(2026, 11, 28)};
    REQUIRE(saveCatalog(layer, path).isEmpty());

    const Catalog merged = testdata::loaded(loadLayeredCatalog(path));
    REQUIRE(merged.cloudOffers.size() == defaults.cloudOffers.size());
    const CloudOffer &offer = *merged.offer(mine.id);
    REQUIRE(offer.onDemandPerGpuHour == 5.0);
    REQUIRE(offer.provenance.source == QLatin1String("my quote"));
    REQUIRE(offer.provenance.origin == Origin::User);
    REQUIRE(merged.exchangeRate.usdPerEur == 1.2);

    SECTION("a broken user catalog is reported with its path")
    {
        writeFile(path,
                  "{\"format\": \"gpu-advisor-catalog\", \"version\": 1, \"cloud_offers\": 3}");
        const CatalogError e = errorOf(loadLayeredCatalog(path));
        REQUIRE(e.file == path);
        REQUIRE(e.field == QLatin1String("cloud_offers"));
        REQUIRE(e.toString().startsWith(path));
    }
    SECTION("a user offer that names an unknown GPU model is refused after layering")
    {
        mine.gpuModel = QStringLiteral("no-such-gpu");
        layer.cloudOffers = {mine};
        REQUIRE(saveCatalog(layer, path).isEmpty());
        const CatalogError e = errorOf(loadLayeredCatalog(path));
        REQUIRE(e.field.endsWith(QLatin1String(".gpu_model")));
        REQUIRE(e.entryId == mine.id);
    }
}

TEST_CASE("catalog: the application's catalog falls back to the default one and says why",
          "[catalog][file]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("catalog.json"));
    const Catalog defaults = testdata::loaded(loadDefaultCatalog());

    // No user catalog: the default one, nothing to report.
    ApplicationCatalog loaded = loadApplicationCatalog(path);
    CHECK_FALSE(loaded.problem.has_value());
    CHECK(loaded.catalog == defaults);

    // A good user catalog: layered, nothing to report.
    Catalog layer;
    CloudOffer mine = defaults.cloudOffers.front();
    mine.onDemandPerGpuHour = 5.0;
    layer.cloudOffers.push_back(mine);
    REQUIRE(saveCatalog(layer, path).isEmpty());
    loaded = loadApplicationCatalog(path);
    CHECK_FALSE(loaded.problem.has_value());
    CHECK(loaded.catalog.offer(mine.id)->onDemandPerGpuHour == 5.0);

    // A broken one: the default catalog alone, and the error of the user's file, never
    // swallowed.
    writeFile(path, "{\"format\": \"gpu-advisor-catalog\", \"version\": 1, \"cloud_offers\": 3}");
    loaded = loadApplicationCatalog(path);
    REQUIRE(loaded.problem.has_value());
    CHECK(loaded.problem->file == path);
    CHECK(loaded.problem->field == QLatin1String("cloud_offers"));
    CHECK(loaded.catalog == defaults);
}

TEST_CASE("catalog: throughput, provider id and spot source are read and checked",
          "[catalog][file][v2]")
{
    // Left out: no throughput (scenarios then count 1), the provider id is the name lower-cased.
    const Catalog plain = testdata::smallCatalog();
    CHECK(!plain.gpuModel(QStringLiteral("gpu-a"))->throughput);
    CHECK(plain.offer(QStringLiteral("offer-a"))->providerId == QLatin1String("cloud a"));

    const Catalog given = testdata::loaded(loadCatalog(smallCatalogWith(
        "\"estimate\": false}",
        "\"estimate\": false, \"throughput\": 2.5, \"throughput_source\": \"datasheet\", "
        "\"throughput_date\": \"2024-03-18\"}")));
    const GpuModel &a = *given.gpuModel(QStringLiteral("gpu-a"));
    REQUIRE(a.throughput);
    CHECK(*a.throughput == 2.5);
    CHECK(a.throughputSource == QLatin1String("datasheet"));
    CHECK(a.throughputDate == QDate(2024, 3, 18));

    const auto refused = [](const char *from, const char *to, const char *field,
                            const char *words) {
        const CatalogError e = errorOf(loadCatalog(smallCatalogWith(from, to)));
        INFO(e.toString().toStdString());
        CHECK(e.field == QLatin1String(field));
        CHECK(e.message.contains(QLatin1String(words)));
    };
    refused("\"estimate\": false}", "\"estimate\": false, \"throughput\": 2.5}",
            "gpu_models[0].throughput_source", "needs its source and date");
    refused("\"estimate\": false}", "\"estimate\": false, \"throughput\": 0}",
            "gpu_models[0].throughput", "above 0, at most 10");
    refused("\"estimate\": false}", "\"estimate\": false, \"throughput_source\": \"x\"}",
            "gpu_models[0].throughput", "without a throughput");
    refused("\"provider\": \"Cloud B\",", "\"provider\": \"Cloud B\", \"provider_id\": \"own\",",
            "cloud_offers[1].provider_id", "not a valid provider id");
    refused("\"spot_per_gpu_hour\": null,",
            "\"spot_per_gpu_hour\": null, \"spot_date\": \"2026-01-01\",",
            "cloud_offers[1].spot_per_gpu_hour", "without a spot price");

    const Catalog spot = testdata::loaded(loadCatalog(
        smallCatalogWith("\"spot_per_gpu_hour\": 1.5,",
                         "\"spot_per_gpu_hour\": 1.5, \"spot_source\": \"spot page\", "
                         "\"spot_date\": \"2026-10-01\", \"provider_id\": \"cloud-a\",")));
    const CloudOffer &o = *spot.offer(QStringLiteral("offer-a"));
    CHECK(o.spotSource == QLatin1String("spot page"));
    CHECK(o.spotDate == QDate(2026, 10, 1));
    CHECK(o.providerId == QLatin1String("cloud-a"));
}
