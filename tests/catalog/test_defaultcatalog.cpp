// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog that ships: enough offers and GPU models, each sourced and dated, prices in range.
#include "catalog/catalogfile.h"
#include "catalogtestdata.h"
#include "engine/inputs.h"
#include "engine/transfer.h"

#include <catch2/catch.hpp>

#include <QJsonDocument>
#include <QSet>

#include <cmath>

using namespace gda::catalog;

namespace {

// Ranges written independently of the loader's, from what the sources show (late 2025–2026):
// cloud GPUs rent for 0.30–20 USD per GPU-hour, a data-centre GPU costs 5,000–60,000 USD.
void requirePerGpuHour(const QString &where, double price)
{
    INFO(where.toStdString() << " = " << price);
    REQUIRE(price >= 0.1);
    REQUIRE(price <= 20.0);
}

void requireSourceAndDate(const QString &id, const Provenance &p, const QDate &catalogDate)
{
    INFO(id.toStdString());
    REQUIRE(!p.source.trimmed().isEmpty());
    REQUIRE(p.date.isValid());
    REQUIRE(p.date >= QDate(2020, 1, 1));
    REQUIRE(p.date <= catalogDate);
    if (p.estimate)
        REQUIRE(!p.note.trimmed().isEmpty()); // an estimate says how it was derived
}

} // namespace

TEST_CASE("catalog: the default catalog ships at least 30 offers and 7 GPU models",
          "[catalog][default]")
{
    const Catalog catalog = testdata::loaded(loadDefaultCatalog());
    CHECK(catalog.cloudOffers.size() >= 30);
    CHECK(catalog.gpuModels.size() >= 7);
    REQUIRE(catalog.catalogDate.isValid());
}

TEST_CASE("catalog: every default entry has a source and a valid date", "[catalog][default]")
{
    const Catalog catalog = testdata::loaded(loadDefaultCatalog());
    for (const GpuModel &m : catalog.gpuModels)
        requireSourceAndDate(m.id, m.provenance, catalog.catalogDate);
    for (const CloudOffer &o : catalog.cloudOffers)
        requireSourceAndDate(o.id, o.provenance, catalog.catalogDate);
    for (const DatacenterDefault &d : catalog.datacenterDefaults)
        requireSourceAndDate(d.id, d.provenance, catalog.catalogDate);
    REQUIRE(!catalog.exchangeRate.source.isEmpty());
    REQUIRE(catalog.exchangeRate.date.isValid());
}

TEST_CASE("catalog: every default price is in range", "[catalog][default]")
{
    const Catalog catalog = testdata::loaded(loadDefaultCatalog());
    for (const CloudOffer &o : catalog.cloudOffers) {
        INFO(o.id.toStdString());
        requirePerGpuHour(o.id + QStringLiteral(" on-demand"), o.onDemandPerGpuHour);
        if (o.reserved1yPerGpuHour) {
            requirePerGpuHour(o.id + QStringLiteral(" reserved 1y"), *o.reserved1yPerGpuHour);
            REQUIRE(*o.reserved1yPerGpuHour <= o.onDemandPerGpuHour);
        }
        if (o.reserved3yPerGpuHour) {
            requirePerGpuHour(o.id + QStringLiteral(" reserved 3y"), *o.reserved3yPerGpuHour);
            REQUIRE(*o.reserved3yPerGpuHour <=
                    o.reserved1yPerGpuHour.value_or(o.onDemandPerGpuHour));
        }
        if (o.spotPerGpuHour) {
            requirePerGpuHour(o.id + QStringLiteral(" spot"), *o.spotPerGpuHour);
            REQUIRE(*o.spotPerGpuHour <= o.onDemandPerGpuHour);
        }
        REQUIRE(o.reservedAvailable == (o.reserved1yPerGpuHour || o.reserved3yPerGpuHour));
        REQUIRE(o.gpusPerInstance >= 1);
        REQUIRE(o.gpusPerInstance <= 72);
        REQUIRE(o.storagePerGbMonth >= 0.0);
        REQUIRE(o.storagePerGbMonth <= 0.5);
        REQUIRE(!o.egressTiers.empty());
        REQUIRE(std::isinf(o.egressTiers.back().upperTb));
        for (const auto &tier : o.egressTiers) {
            REQUIRE(tier.pricePerGb >= 0.0);
            REQUIRE(tier.pricePerGb <= 0.25);
        }
        REQUIRE(catalog.gpuModel(o.gpuModel) != nullptr);
        if (o.providerKind != ProviderKind::Hyperscaler)
            REQUIRE(!o.tradeoffs.trimmed().isEmpty()); // budget clouds state their trade-offs
    }
    for (const GpuModel &m : catalog.gpuModels) {
        INFO(m.id.toStdString());
        // No nulls left in the shipped hardware: the A100 gap is filled (estimates, sourced).
        REQUIRE(m.unitPriceLow.has_value());
        REQUIRE(m.unitPriceTypical.has_value());
        REQUIRE(m.unitPriceHigh.has_value());
        REQUIRE(m.tdpW.has_value());
        REQUIRE(m.kwPerGpu.has_value());
        REQUIRE(*m.unitPriceLow >= 5000.0);
        REQUIRE(*m.unitPriceHigh <= 60000.0);
        REQUIRE(*m.unitPriceLow <= *m.unitPriceTypical);
        REQUIRE(*m.unitPriceTypical <= *m.unitPriceHigh);
        REQUIRE(*m.tdpW >= 250.0);
        REQUIRE(*m.tdpW <= 1200.0);
        // kW per GPU includes the server share: above the board power, below 2.5 × it.
        REQUIRE(*m.kwPerGpu * 1000.0 >= *m.tdpW);
        REQUIRE(*m.kwPerGpu * 1000.0 <= 2.5 * *m.tdpW);
    }
    REQUIRE(catalog.exchangeRate.usdPerEur >= 0.9);
    REQUIRE(catalog.exchangeRate.usdPerEur <= 1.4);
    for (const DatacenterDefault &d : catalog.datacenterDefaults) {
        INFO(d.id.toStdString());
        REQUIRE(d.value > 0.0);
    }
}

TEST_CASE("catalog: the default catalog covers the providers and GPUs of the issue",
          "[catalog][default]")
{
    const Catalog catalog = testdata::loaded(loadDefaultCatalog());
    QSet<QString> providers;
    QStringList instances;
    for (const CloudOffer &o : catalog.cloudOffers) {
        providers.insert(o.provider);
        instances << o.instance;
    }
    for (const char *p : {"AWS", "Azure", "GCP", "Lambda", "CoreWeave", "Nebius", "RunPod",
                          "Vast.ai", "Hyperbolic", "Hyperstack"}) {
        INFO(p);
        REQUIRE(providers.contains(QLatin1String(p)));
    }
    for (const char *i :
         {"p5.48xlarge", "p5en.48xlarge", "p4d.24xlarge", "p6-b200.48xlarge", "ND96isr_H100_v5",
          "ND96isr_H200_v5", "ND96asr_A100_v4", "a3-highgpu-8g", "a3-ultragpu-8g"}) {
        INFO(i);
        REQUIRE(instances.contains(QLatin1String(i)));
    }
    for (const char *m :
         {"h100-sxm", "h100-pcie", "h200", "b200", "a100-40gb", "a100-80gb", "mi300x", "gaudi3"}) {
        INFO(m);
        REQUIRE(catalog.gpuModel(QLatin1String(m)) != nullptr);
    }
    for (const char *d : {"pue", "electricity_us_per_kwh", "electricity_eu_per_kwh",
                          "colocation_per_kw_month", "maintenance_fraction", "lifetime_years"}) {
        INFO(d);
        REQUIRE(catalog.datacenterDefault(QLatin1String(d)) != nullptr);
    }
}

TEST_CASE("catalog: the default catalog survives a write and read unchanged", "[catalog][default]")
{
    const Catalog catalog = testdata::loaded(loadDefaultCatalog());
    const QByteArray written = QJsonDocument(toJson(catalog)).toJson();
    REQUIRE(testdata::loaded(loadCatalog(written)) == catalog);
}

TEST_CASE("catalog: every default GPU model has a throughput relative to the H100 SXM with a "
          "source and a date",
          "[catalog][default][v2]")
{
    const Catalog catalog = testdata::loaded(loadDefaultCatalog());
    for (const GpuModel &m : catalog.gpuModels) {
        INFO(m.id.toStdString());
        REQUIRE(m.throughput.has_value());
        REQUIRE(*m.throughput > 0.0);
        REQUIRE(*m.throughput <= 4.0); // no shipped GPU does more than four H100s' work
        REQUIRE(!m.throughputSource.trimmed().isEmpty());
        REQUIRE(m.throughputDate.isValid());
        REQUIRE(m.throughputDate >= QDate(2020, 1, 1));
        REQUIRE(m.throughputDate <= catalog.catalogDate);
    }
    // The reference is 1 by definition; the others are dense BF16 datasheet ratios to its
    // 989.4 TFLOPS: B200 2,250 / 989.4 = 2.274, H100 PCIe 756.5 / 989.4 = 0.764, A100 312 / 989.4
    // = 0.315, H200 the same GH100 compute = 1.
    CHECK(*catalog.gpuModel(QStringLiteral("h100-sxm"))->throughput == 1.0);
    CHECK(*catalog.gpuModel(QStringLiteral("b200"))->throughput ==
          Approx(2250.0 / 989.4).epsilon(1e-3));
    CHECK(*catalog.gpuModel(QStringLiteral("h100-pcie"))->throughput ==
          Approx(756.5 / 989.4).epsilon(1e-3));
    CHECK(*catalog.gpuModel(QStringLiteral("a100-40gb"))->throughput ==
          Approx(312.0 / 989.4).epsilon(1e-2));
    CHECK(*catalog.gpuModel(QStringLiteral("h200"))->throughput == 1.0);
}

TEST_CASE("catalog: every default offer has a stable provider id and class, and every spot price "
          "its own source and date",
          "[catalog][default][v2]")
{
    const Catalog catalog = testdata::loaded(loadDefaultCatalog());
    QHash<QString, ProviderKind> hyperscalers; // one id per provider name, the same everywhere
    QHash<QString, QString> idOf;
    int spots = 0;
    for (const CloudOffer &o : catalog.cloudOffers) {
        INFO(o.id.toStdString());
        REQUIRE(!o.providerId.isEmpty());
        REQUIRE(o.providerId == o.providerId.toLower());
        REQUIRE(o.providerId != QLatin1String("own"));
        if (idOf.contains(o.provider))
            REQUIRE(idOf.value(o.provider) == o.providerId);
        idOf.insert(o.provider, o.providerId);
        // The three hyperscalers are hyperscalers, and nobody else is.
        const bool big = o.providerId == QLatin1String("aws") ||
                         o.providerId == QLatin1String("azure") ||
                         o.providerId == QLatin1String("gcp");
        REQUIRE(big == (o.providerKind == ProviderKind::Hyperscaler));
        if (o.providerId == QLatin1String("vast.ai"))
            REQUIRE(o.providerKind == ProviderKind::Marketplace);
        if (o.spotPerGpuHour) {
            ++spots;
            REQUIRE(!o.spotSource.trimmed().isEmpty());
            REQUIRE(o.spotDate.isValid());
            REQUIRE(o.spotDate <= catalog.catalogDate);
        } else {
            REQUIRE(o.spotSource.isEmpty());
        }
    }
    // The published spot prices: AWS (4 instances), GCP (3), CoreWeave (4), Nebius (3).
    CHECK(spots == 14);
    CHECK(idOf.value(QStringLiteral("Vast.ai")) == QLatin1String("vast.ai"));
    CHECK(providerKindName(ProviderKind::Neocloud) == QLatin1String("GPU cloud"));
}

TEST_CASE("catalog: the transfer prices are dated rows and the scenario's defaults follow them",
          "[catalog][default]")
{
    // docs/methodology.md §14.4: the transfer planner's and the migration's default prices, each
    // a row with its source and date (resources/catalog/default-catalog.json).
    const Catalog catalog = testdata::loaded(loadDefaultCatalog());
    const auto value = [&](const char *id) {
        const DatacenterDefault *row = catalog.datacenterDefault(QLatin1String(id));
        INFO(id);
        REQUIRE(row != nullptr);
        REQUIRE(!row->provenance.source.isEmpty());
        return row->value;
    };
    const gda::engine::Migration migration;
    const gda::engine::TransferAssumptions planner;
    CHECK(value("transfer_datasync_per_gb") == planner.dataSyncPerGb);
    CHECK(value("transfer_snowball_fee_per_device") == migration.snowballFeePerDevice);
    CHECK(value("transfer_direct_connect_port_10g_per_month_seed") ==
          migration.directConnectPortPerMonth);
    CHECK(value("transfer_direct_connect_per_gb") == migration.directConnectPerGb);
    // The list price of the 10 Gbit/s port: 2.25 an hour, 1,642.50 a month of 730 hours.
    CHECK(value("transfer_direct_connect_port_10g_per_hour") * 730.0 == Approx(1642.5));
    CHECK(value("transfer_direct_connect_port_1g_per_hour") == 0.3);
    CHECK(value("transfer_snowball_export_per_gb") == 0.03);
}
