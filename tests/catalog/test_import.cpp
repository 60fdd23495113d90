// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Importing JSON and CSV: good rows kept, each bad row reported with its line, field and reason.
#include "catalog/catalogimport.h"
#include "catalogtestdata.h"

#include <catch2/catch.hpp>

using namespace gda::catalog;

namespace {

const BadRow &badRowAt(const ImportReport &report, int line)
{
    for (const BadRow &row : report.badRows)
        if (row.line == line)
            return row;
    FAIL("no bad row on line " << line);
    return report.badRows.front();
}

const QByteArray kOfferHeader =
    "id,provider,provider_kind,instance,gpu_model,gpus_per_instance,region,"
    "on_demand_per_gpu_hour,reserved_1y_per_gpu_hour,spot_per_gpu_hour,egress_tiers,"
    "storage_per_gb_month,source,date,note\n";

} // namespace

TEST_CASE("catalog: CSV import keeps good rows and reports bad rows with line and field",
          "[catalog][import]")
{
    const Catalog existing = testdata::smallCatalog();
    const QByteArray csv =
        kOfferHeader +
        // line 2: good, with a quoted note holding a comma
        "my-a,Cloud A,hyperscaler,big.8x,gpu-a,8,eu-1,3.5,2.1,,10:0.1;:0.05,0.1,my "
        "quote,2026-11-20,\"quote, Nov\"\n"
        // line 3: negative on-demand price
        "my-b,Cloud B,neocloud,x,gpu-a,1,eu,-2,,,:0,0.05,quote,2026-11-20,\n"
        // line 4: unknown GPU model
        "my-c,Cloud C,neocloud,x,gpu-zz,1,eu,2,,,:0,0.05,quote,2026-11-20,\n"
        // lines 5-6: good, note spans two lines inside quotes
        "my-d,Cloud D,marketplace,x,gpu-a,1,eu,1.5,,1.0,:0,0.05,quote,2026-11-20,\"two\nlines\"\n"
        // line 7: date is not a date
        "my-e,Cloud E,neocloud,x,gpu-a,1,eu,2,,,:0,0.05,quote,20/11/2026,\n"
        // line 8: too few cells
        "my-f,Cloud F,neocloud\n"
        // line 9: not a number
        "my-g,Cloud G,neocloud,x,gpu-a,1,eu,two,,,:0,0.05,quote,2026-11-20,\n"
        // line 10: same id as line 2
        "my-a,Cloud A,hyperscaler,big.8x,gpu-a,8,eu-1,3.5,,,:0,0.1,quote,2026-11-20,\n"
        // line 11: reserved price above on-demand
        "my-h,Cloud H,hyperscaler,x,gpu-a,8,eu-1,3.0,3.5,,:0,0.1,quote,2026-11-20,\n";
    const ImportReport report = importRows(csv, ImportFormat::Csv, existing);
    REQUIRE(!report.fileError);

    REQUIRE(report.rows.cloudOffers.size() == 2);
    const CloudOffer &a = report.rows.cloudOffers[0];
    REQUIRE(a.id == QLatin1String("my-a"));
    REQUIRE(a.onDemandPerGpuHour == 3.5);
    REQUIRE(a.reserved1yPerGpuHour == 2.1);
    REQUIRE(a.reservedAvailable); // implied by the reserved price
    REQUIRE(!a.spotPerGpuHour);
    REQUIRE(a.egressTiers.size() == 2);
    REQUIRE(a.egressTiers[0].upperTb == 10.0);
    REQUIRE(a.provenance.note == QLatin1String("quote, Nov"));
    REQUIRE(report.rows.cloudOffers[1].provenance.note == QLatin1String("two\nlines"));
    REQUIRE(report.goodRowCount() == 2);

    REQUIRE(report.badRows.size() == 7);
    CHECK(badRowAt(report, 3).field == QLatin1String("on_demand_per_gpu_hour"));
    CHECK(badRowAt(report, 3).entryId == QLatin1String("my-b"));
    CHECK(badRowAt(report, 3).reason.contains(QLatin1String("-2 is out of range")));
    CHECK(badRowAt(report, 4).field == QLatin1String("gpu_model"));
    CHECK(badRowAt(report, 4).reason.contains(QLatin1String("\"gpu-zz\"")));
    CHECK(badRowAt(report, 7).field == QLatin1String("date"));
    CHECK(badRowAt(report, 7).reason.contains(QLatin1String("\"20/11/2026\"")));
    CHECK(badRowAt(report, 8).reason.contains(QLatin1String("3 cells, the header has 15")));
    CHECK(badRowAt(report, 9).field == QLatin1String("on_demand_per_gpu_hour"));
    CHECK(badRowAt(report, 9).reason.contains(QLatin1String("found \"two\"")));
    CHECK(badRowAt(report, 10).field == QLatin1String("id"));
    CHECK(badRowAt(report, 10).reason.contains(QLatin1String("line 2")));
    CHECK(badRowAt(report, 11).field == QLatin1String("reserved_1y_per_gpu_hour"));
    CHECK(badRowAt(report, 3).toString() ==
          QStringLiteral("line 3: on_demand_per_gpu_hour (id \"my-b\"): -2 is out of range "
                         "(valid: above 0, at most 50)"));
}

TEST_CASE("catalog: CSV of GPU models, and file-level CSV problems", "[catalog][import]")
{
    const Catalog existing = testdata::smallCatalog();
    SECTION("GPU models, and offers in the same import may not use them (one kind per CSV)")
    {
        const QByteArray csv =
            "# my hardware quotes\n"
            "id,name,vendor,memory_gb,tdp_w,kw_per_gpu,unit_price_low,unit_price_typical,"
            "unit_price_high,source,date,estimate\n"
            "gpu-q,Quoted GPU,ACME,96,600,1.1,,18000,,vendor quote,2026-11-01,no\n"
            "gpu-r,Bad GPU,ACME,96,600,1100,,18000,,vendor quote,2026-11-01,no\n";
        const ImportReport report = importRows(csv, ImportFormat::Csv, existing);
        REQUIRE(!report.fileError);
        REQUIRE(report.rows.gpuModels.size() == 1);
        REQUIRE(report.rows.gpuModels[0].unitPriceTypical == 18000.0);
        REQUIRE(!report.rows.gpuModels[0].unitPriceLow);
        REQUIRE(report.badRows.size() == 1);
        REQUIRE(report.badRows[0].line == 4); // the comment line counts
        REQUIRE(report.badRows[0].field == QLatin1String("kw_per_gpu"));
        REQUIRE(report.badRows[0].reason.contains(QLatin1String("1100")));
    }
    SECTION("an unknown column refuses the file")
    {
        const ImportReport report =
            importRows("id,name,vendor,memory_gb,unit_price_typical,colour,source,date\n",
                       ImportFormat::Csv, existing);
        REQUIRE(report.fileError);
        REQUIRE(report.fileError->message.contains(QLatin1String("\"colour\"")));
        REQUIRE(report.fileError->line == 1);
    }
    SECTION("a missing required column refuses the file")
    {
        const ImportReport report = importRows("id,name,vendor,memory_gb,unit_price_typical,date\n",
                                               ImportFormat::Csv, existing);
        REQUIRE(report.fileError);
        REQUIRE(report.fileError->message.contains(QLatin1String("\"source\"")));
    }
    SECTION("cloud offers: the required columns, and only those")
    {
        const QByteArray required = "id,provider,provider_kind,instance,gpu_model,"
                                    "gpus_per_instance,region,on_demand_per_gpu_hour,egress_tiers,"
                                    "storage_per_gb_month,source,date\n";
        const ImportReport complete =
            importRows(required + "my-r,Cloud R,neocloud,x,gpu-a,1,eu,2,:0,0.05,quote,2026-11-20\n",
                       ImportFormat::Csv, existing);
        REQUIRE(!complete.fileError);
        CHECK(complete.rows.cloudOffers.size() == 1);
        const ImportReport noRegion =
            importRows(QByteArray(required).replace("region,", ""), ImportFormat::Csv, existing);
        REQUIRE(noRegion.fileError);
        CHECK(noRegion.fileError->message.contains(QLatin1String("\"region\"")));
        CHECK(noRegion.fileError->message.contains(
            QLatin1String("(required: id, provider, provider_kind, instance, gpu_model, "
                          "gpus_per_instance, region, on_demand_per_gpu_hour, egress_tiers, "
                          "storage_per_gb_month, source, date)")));
    }
    SECTION("an unterminated quote names its line")
    {
        const ImportReport report =
            importRows(kOfferHeader + "x,\"never closed\n\n", ImportFormat::Csv, existing);
        REQUIRE(report.fileError);
        REQUIRE(report.fileError->line == 2);
    }
    SECTION("an id that belongs to another kind of entry is a bad row")
    {
        const ImportReport report = importRows(
            kOfferHeader + "gpu-a,Cloud A,hyperscaler,x,gpu-a,8,eu-1,3.5,,,:0,0.1,q,2026-11-20,\n",
            ImportFormat::Csv, existing);
        REQUIRE(report.badRows.size() == 1);
        REQUIRE(report.badRows[0].reason.contains(QLatin1String("GPU model")));
    }
}

TEST_CASE("catalog: JSON import reports bad entries with the line they start on",
          "[catalog][import]")
{
    const Catalog existing = testdata::smallCatalog();
    const QByteArray json = R"({
  "format": "gpu-advisor-catalog",
  "version": 1,
  "exchange_rate": {"usd_per_eur": 1.1, "source": "my bank", "date": "2026-11-25"},
  "gpu_models": [
    {"id": "gpu-new", "name": "New", "vendor": "V", "memory_gb": 96, "unit_price_typical": 9000,
     "source": "quote", "date": "2026-11-01"}
  ],
  "cloud_offers": [
    {"id": "offer-a", "provider": "Cloud A", "provider_kind": "hyperscaler", "instance": "big.8x",
     "gpu_model": "gpu-new", "gpus_per_instance": 8, "region": "eu-1",
     "on_demand_per_gpu_hour": 3.0, "egress_tiers": [[null, 0.05]], "storage_per_gb_month": 0.1,
     "source": "quote", "date": "2026-11-20"},
    {"id": "offer-z", "provider": "Cloud Z", "provider_kind": "bargain", "instance": "z",
     "gpu_model": "gpu-a", "gpus_per_instance": 1, "region": "eu",
     "on_demand_per_gpu_hour": 1.0, "egress_tiers": [[null, 0.0]], "storage_per_gb_month": 0.1,
     "source": "quote", "date": "2026-11-20"},
    "not an object"
  ]
}
)";
    const ImportReport report = importRows(json, ImportFormat::Json, existing);
    REQUIRE(!report.fileError);
    REQUIRE(report.rows.exchangeRate.usdPerEur == 1.1);
    REQUIRE(report.rows.gpuModels.size() == 1);
    REQUIRE(report.rows.cloudOffers.size() == 1); // offer-a, using the GPU of the same file
    REQUIRE(report.rows.cloudOffers[0].gpuModel == QLatin1String("gpu-new"));
    REQUIRE(report.goodRowCount() == 3);
    REQUIRE(report.badRows.size() == 2);
    REQUIRE(report.badRows[0].line == 14);
    REQUIRE(report.badRows[0].entryId == QLatin1String("offer-z"));
    REQUIRE(report.badRows[0].field == QLatin1String("cloud_offers[1].provider_kind"));
    REQUIRE(report.badRows[0].reason.contains(QLatin1String("\"bargain\"")));
    REQUIRE(report.badRows[1].field == QLatin1String("cloud_offers[2]"));

    SECTION("merged into the user layer: same id replaces, new id adds, dated today")
    {
        const Catalog layer = mergeIntoLayer(Catalog{}, report, QDate(2026, 11, 29));
        REQUIRE(layer.catalogDate == QDate(2026, 11, 29));
        const Catalog merged = layered(existing, layer);
        REQUIRE(merged.cloudOffers.size() == 2);
        REQUIRE(merged.offer(QStringLiteral("offer-a"))->onDemandPerGpuHour == 3.0);
        REQUIRE(merged.offer(QStringLiteral("offer-a"))->provenance.origin == Origin::User);
        REQUIRE(merged.gpuModel(QStringLiteral("gpu-new")) != nullptr);
        REQUIRE(merged.exchangeRate.usdPerEur == 1.1);
        REQUIRE(!checkConsistency(merged));
    }
}

TEST_CASE("catalog: JSON import of a file that is not a catalog is refused as a whole",
          "[catalog][import]")
{
    const Catalog existing = testdata::smallCatalog();
    REQUIRE(importRows("[1, 2]", ImportFormat::Json, existing).fileError);
    REQUIRE(importRows("{\"format\": \"x\"}", ImportFormat::Json, existing).fileError);
    const ImportReport broken = importRows("{\n\n  oops", ImportFormat::Json, existing);
    REQUIRE(broken.fileError);
    REQUIRE(broken.fileError->line == 3);
}
