// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `catalog import --format`: the providers' own price documents (excerpts in
// tests/data/catalog/public/, their SOURCE notes in its README.md). Every expected figure is
// worked out by hand from the excerpt in the comment beside it.
#include "catalog/jsonstream.h"
#include "pricedocuments.h"

#include <catch2/catch.hpp>

#include <QBuffer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QUrl>
#include <QUrlQuery>

using namespace gda;
using namespace gda::catalog;
using namespace gda::catalog::testdata;

namespace {

} // namespace

TEST_CASE("catalog: the streaming JSON reader gives the tokens of a document read in small blocks",
          "[catalog][import]")
{
    QByteArray text = R"({"a": [1, -2.5e1, "x\"y\u00e9\ud83d\ude00", true, null], "b": {"c": {}}})";
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    JsonStreamReader reader(&buffer, 3); // blocks of 3 bytes: every token crosses a boundary
    using T = JsonStreamReader::Token;
    REQUIRE(reader.next() == T::BeginObject);
    REQUIRE(reader.next() == T::Key);
    CHECK(reader.text() == QLatin1String("a"));
    const QJsonValue a = reader.readValue(reader.next());
    CHECK(QJsonDocument(a.toArray()).toJson(QJsonDocument::Compact) ==
          QByteArray("[1,-25,\"x\\\"y\xc3\xa9\xf0\x9f\x98\x80\",true,null]"));
    REQUIRE(reader.next() == T::Key);
    CHECK(reader.skipValue(reader.next()));
    CHECK(reader.next() == T::EndObject);
    CHECK(reader.next() == T::End);

    for (const QByteArray &bad : {QByteArray(R"({"a": [1, 2})"), QByteArray(R"({"a" 1})"),
                                  QByteArray(R"({"a": "x)"), QByteArray(R"({"a": 1} 2)"),
                                  QByteArray(R"({"a": [1, {"b": "}"]})"
                                             "]")}) {
        QByteArray copy = bad;
        QBuffer in(&copy);
        in.open(QIODevice::ReadOnly);
        JsonStreamReader r(&in, 4);
        JsonStreamReader::Token t = r.next();
        while (t != T::End && t != T::Error)
            t = r.next();
        INFO(bad.toStdString());
        CHECK(r.hasError());
    }
}

TEST_CASE("catalog: an AWS offer file gives Linux on-demand and amortised reserved prices per GPU",
          "[catalog][import]")
{
    const PriceImport read = import(PriceFormat::AwsPriceList, {"aws-ec2-offer-excerpt.json"});
    INFO((read.report.fileError ? read.report.fileError->toString() : QString()).toStdString());
    REQUIRE(!read.report.fileError);
    CHECK(read.report.badRows.empty());
    REQUIRE(read.report.rows.cloudOffers.size() == 3);

    // p5.48xlarge, us-east-1, Linux, shared tenancy, no pre-installed software, capacity "Used":
    // on demand 55.04 USD per instance-hour / 8 GPUs = 6.88.
    const CloudOffer *p5 = offer(read, "aws-p5-48xlarge-us-east-1");
    REQUIRE(p5);
    CHECK(p5->provider == QLatin1String("AWS"));
    CHECK(p5->gpuModel == QLatin1String("h100-sxm"));
    CHECK(p5->gpusPerInstance == 8);
    CHECK(p5->region == QLatin1String("us-east-1"));
    CHECK(p5->onDemandPerGpuHour == Approx(6.88).epsilon(1e-12));
    // Reserved 1 year, standard class only (the convertible's 30 USD/h is left out):
    //   No Upfront       38.528 USD/h                                    = 38.528
    //   Partial Upfront  18.772 USD/h + 164,337.60 USD / 8,760 h = 18.772 + 18.76 = 37.532
    //   All Upfront       0 USD/h + 323,244 USD / 8,760 h                 = 36.9   (lowest)
    // 36.9 / 8 GPUs = 4.6125.
    REQUIRE(p5->reserved1yPerGpuHour);
    CHECK(*p5->reserved1yPerGpuHour == Approx(4.6125).epsilon(1e-12));
    // Reserved 3 years: Partial 12.5 + 328,500 / 26,280 = 25 (lowest); All 662,256 / 26,280 = 25.2.
    // 25 / 8 = 3.125.
    REQUIRE(p5->reserved3yPerGpuHour);
    CHECK(*p5->reserved3yPerGpuHour == Approx(3.125).epsilon(1e-12));
    CHECK(p5->reservedAvailable);
    // The offer file has no spot prices: the catalog's spot price stays, with its own source.
    const Catalog builtInCatalog = defaultCatalog();
    const CloudOffer *builtIn = builtInCatalog.offer(p5->id);
    REQUIRE(builtIn->spotPerGpuHour);
    CHECK(p5->spotPerGpuHour == builtIn->spotPerGpuHour);
    CHECK(!p5->spotSource.startsWith(QLatin1String("AWS Price List")));
    CHECK(p5->spotDate.isValid());
    // Dated by the offer file's publication date; the on-demand term's effective date is in the
    // note; the source names the document.
    CHECK(p5->provenance.date == QDate(2026, 11, 20));
    CHECK(p5->provenance.note.contains(QLatin1String("effective since 2025-06-01")));
    CHECK(p5->provenance.source.startsWith(
        QLatin1String("AWS Price List offer file AmazonEC2 version 20261120210537")));
    CHECK(p5->provenance.source.contains(QLatin1String("published 2026-11-20")));
    CHECK(p5->provenance.note.contains(QLatin1String("All Upfront")));
    CHECK(p5->provenance.origin == Origin::User);
    // What the document does not say is kept from the catalog's offer with the same id.
    CHECK(p5->egressTiers == defaultCatalog().offer(p5->id)->egressTiers);

    // eu-north-1: 58.89 / 8 = 7.36125; no reserved term in the excerpt.
    const CloudOffer *stockholm = offer(read, "aws-p5-48xlarge-eu-north-1");
    REQUIRE(stockholm);
    CHECK(stockholm->onDemandPerGpuHour == Approx(7.36125).epsilon(1e-12));
    CHECK(!stockholm->reserved1yPerGpuHour);
    CHECK(!stockholm->reservedAvailable);

    // p4d.24xlarge (A100 40GB): 21.95764 / 8 = 2.744705; its only reserved term is convertible.
    const CloudOffer *p4d = offer(read, "aws-p4d-24xlarge-us-east-1");
    REQUIRE(p4d);
    CHECK(p4d->gpuModel == QLatin1String("a100-40gb"));
    CHECK(p4d->onDemandPerGpuHour == Approx(2.744705).epsilon(1e-12));
    CHECK(!p4d->reserved1yPerGpuHour);

    // 9 products: m5.large is no GPU type; of the 8 p5/p4d products, Windows, dedicated
    // tenancy, SQL Server and the unused capacity reservation are variants, the Capacity Block
    // (price 0) is not an on-demand price.
    CHECK(read.stats.recordsRead == 9);
    CHECK(read.stats.gpuRecords == 8);
    CHECK(read.stats.variantsSkipped == 4);
    CHECK(read.stats.zeroPriced == 1);
    CHECK(read.stats.incomplete == 0);
}

TEST_CASE("catalog: a real AWS offer file excerpt gives the p4d on-demand price, not the Capacity "
          "Block at 0",
          "[catalog][import]")
{
    // The real excerpt (OpenCost's test fixture, cut from the EC2 offer file of us-east-1,
    // version 20240528203522; SOURCE note in tests/data/catalog/public/README.md): two products
    // of p4d.24xlarge in us-east-1, Linux, shared tenancy, the same usagetype
    // "BoxUsage:p4d.24xlarge". H7NGEAC6UEHNTKSJ is marketoption "OnDemand" at 32.7726 USD per
    // instance-hour; YSXJGN78QTXNVGDQ is marketoption "CapacityBlock", operation
    // "RunInstances:CB", at 0.0000000000 — a Capacity Block is bought ahead at its own price,
    // so 0 is no on-demand price.
    //
    // Into the built-in catalog, whose p4d price (21.957642 / 8, after the June 2025 cut) was
    // checked on 2026-11-09: the document of 2024-05-28 is older, so the newer price stays.
    const PriceImport intoCurrent =
        import(PriceFormat::AwsPriceList, {"aws-ec2-offer-opencost-us-east-1.json"});
    REQUIRE(!intoCurrent.report.fileError);
    CHECK(intoCurrent.report.rows.cloudOffers.empty());
    CHECK(intoCurrent.stats.olderThanCatalog == 1);
    CHECK(intoCurrent.keptNewer == QStringList{QStringLiteral("aws-p4d-24xlarge-us-east-1")});

    // Into a catalog of the document's time (its p4d offer dated before 2024-05-28):
    Catalog then = defaultCatalog();
    for (CloudOffer &o : then.cloudOffers)
        if (o.id == QLatin1String("aws-p4d-24xlarge-us-east-1"))
            o.provenance.date = QDate(2024, 1, 1);
    const std::vector<PriceDocument> real{
        {publicFile("aws-ec2-offer-opencost-us-east-1.json"), {}}};
    const PriceImport read = importPriceDocuments(PriceFormat::AwsPriceList, real, then);
    INFO((read.report.fileError ? read.report.fileError->toString() : QString()).toStdString());
    REQUIRE(!read.report.fileError);
    CHECK(read.report.badRows.empty());
    REQUIRE(read.report.rows.cloudOffers.size() == 1);
    const CloudOffer &p4d = read.report.rows.cloudOffers.front();
    CHECK(p4d.id == QLatin1String("aws-p4d-24xlarge-us-east-1"));
    CHECK(p4d.gpuModel == QLatin1String("a100-40gb"));
    CHECK(p4d.gpusPerInstance == 8); // the product's "gpu": "8"
    // 32.7726 USD per instance-hour / 8 GPUs = 4.096575 USD per GPU-hour.
    CHECK(p4d.onDemandPerGpuHour == Approx(4.096575).epsilon(1e-12));
    // The excerpt has no Reserved terms: no reserved price is claimed.
    CHECK(!p4d.reserved1yPerGpuHour);
    CHECK(!p4d.reserved3yPerGpuHour);
    CHECK(!p4d.reservedAvailable);
    // Dated by the document: publicationDate 2024-05-28T20:35:22Z; the on-demand term's
    // effectiveDate 2024-05-01 in the note; the source names the offer file and its version.
    CHECK(p4d.provenance.date == QDate(2024, 5, 28));
    CHECK(p4d.provenance.source.contains(
        QLatin1String("AWS Price List offer file AmazonEC2 version 20240528203522")));
    CHECK(p4d.provenance.source.contains(QLatin1String("aws-ec2-offer-opencost-us-east-1.json")));
    CHECK(p4d.provenance.note.contains(QLatin1String("effective since 2024-05-01")));
    // Two products, both p4d; the Capacity Block counted as priced at 0, nothing incomplete.
    CHECK(read.stats.recordsRead == 2);
    CHECK(read.stats.gpuRecords == 2);
    CHECK(read.stats.zeroPriced == 1);
    CHECK(read.stats.variantsSkipped == 0);
    CHECK(read.stats.incomplete == 0);
    CHECK(read.stats.olderThanCatalog == 0);

    // The same document without the marketoption attributes (a product need not carry every
    // attribute): the operation "RunInstances:CB" alone marks the Capacity Block, so it is still
    // not taken for an on-demand SKU without a price.
    QByteArray text = test::readFile(publicFile("aws-ec2-offer-opencost-us-east-1.json"));
    REQUIRE(text.count("\"marketoption\": ") == 2);
    text.replace("\"marketoption\": \"CapacityBlock\",", "");
    text.replace("\"marketoption\": \"OnDemand\",", "");
    QTemporaryDir dir;
    const QString path = writeCopy(dir, QStringLiteral("index.json"), text);
    const PriceImport older = importPriceDocuments(PriceFormat::AwsPriceList, {{path, {}}}, then);
    REQUIRE(!older.report.fileError);
    REQUIRE(older.report.rows.cloudOffers.size() == 1);
    CHECK(older.report.rows.cloudOffers.front().onDemandPerGpuHour ==
          Approx(4.096575).epsilon(1e-12));
    CHECK(older.stats.zeroPriced == 1);
    CHECK(older.stats.incomplete == 0);
}

TEST_CASE("catalog: AWS Price List Query API pages give the same offer as the offer file",
          "[catalog][import]")
{
    const PriceImport read = import(PriceFormat::AwsPriceList, {"aws-query-api-page.json"});
    REQUIRE(!read.report.fileError);
    REQUIRE(read.report.rows.cloudOffers.size() == 1); // the Windows item is left out
    const CloudOffer &p5 = read.report.rows.cloudOffers.front();
    CHECK(p5.id == QLatin1String("aws-p5-48xlarge-us-east-1"));
    CHECK(p5.onDemandPerGpuHour == Approx(6.88).epsilon(1e-12));
    CHECK(*p5.reserved1yPerGpuHour == Approx(4.6125).epsilon(1e-12));
    CHECK(*p5.reserved3yPerGpuHour == Approx(3.125).epsilon(1e-12));
    CHECK(p5.provenance.source.startsWith(QLatin1String("AWS Price List Query API")));
    CHECK(read.stats.variantsSkipped == 1);
}

TEST_CASE("catalog: Azure Retail Prices pages give Linux, spot and per-hour reservation prices",
          "[catalog][import]")
{
    const PriceImport read =
        import(PriceFormat::AzureRetail, {"azure-retail-page-1.json", "azure-retail-page-2.json"});
    REQUIRE(!read.report.fileError);
    CHECK(read.report.badRows.empty());
    REQUIRE(read.report.rows.cloudOffers.size() == 3);

    const CloudOffer *h100 = offer(read, "azure-nd96isr-h100-v5-eastus");
    REQUIRE(h100);
    CHECK(h100->instance == QLatin1String("ND96isr_H100_v5"));
    // Linux: productName "Virtual Machines NDsr H100 v5 Series" (the Windows item, 115.984, has
    // the same meterName): 98.32 / 8 = 12.29.
    CHECK(h100->onDemandPerGpuHour == Approx(12.29).epsilon(1e-12));
    // Spot: meterName "ND96isrH100v5 Spot", 39.328 / 8 = 4.916 (Low Priority, 19.664, is not spot).
    REQUIRE(h100->spotPerGpuHour);
    CHECK(*h100->spotPerGpuHour == Approx(4.916).epsilon(1e-12));
    // A reservation's retailPrice is for the whole term although unitOfMeasure says "1 Hour":
    // 1 year 516,779.52 / 8,760 h / 8 = 7.374; 3 years 1,030,176 / 26,280 h / 8 = 4.9.
    CHECK(*h100->reserved1yPerGpuHour == Approx(7.374).epsilon(1e-12));
    CHECK(*h100->reserved3yPerGpuHour == Approx(4.9).epsilon(1e-12));
    // An API page has no publication date: the day it was read (its file's date) is the offer's
    // date, the item's effectiveStartDate is in the source.
    const auto readOn = [](const char *name) {
        return QFileInfo(publicFile(name)).lastModified().date();
    };
    CHECK(h100->provenance.date == readOn("azure-retail-page-1.json"));
    CHECK(h100->provenance.source.contains(QLatin1String("effective 2025-06-01")));
    CHECK(h100->provenance.source.startsWith(QLatin1String("Azure Retail Prices API")));

    // armSkuName "Standard_ND96asr_v4" is the ND96asr A100 v4: 27.197 / 8 = 3.399625.
    const CloudOffer *a100 = offer(read, "azure-nd96asr-a100-v4-eastus");
    REQUIRE(a100);
    CHECK(a100->gpuModel == QLatin1String("a100-40gb"));
    CHECK(a100->onDemandPerGpuHour == Approx(3.399625).epsilon(1e-12));
    CHECK(a100->provenance.date == readOn("azure-retail-page-2.json"));
    CHECK(a100->provenance.source.contains(QLatin1String("effective 2024-04-01")));
    const CloudOffer *nc = offer(read, "azure-nc24ads-a100-v4-eastus");
    REQUIRE(nc);
    CHECK(nc->onDemandPerGpuHour == Approx(3.673).epsilon(1e-12)); // 1 GPU

    // 10 items, 9 of GPU sizes; Windows, Low Priority and DevTest skipped.
    CHECK(read.stats.recordsRead == 10);
    CHECK(read.stats.gpuRecords == 9);
    CHECK(read.stats.variantsSkipped == 3);

    // Paging: page 1 links page 2; page 2 is the last.
    CHECK(nextPageAddress(PriceFormat::AzureRetail, publicFile("azure-retail-page-1.json"), {}) ==
          QLatin1String("https://prices.azure.com:443/api/retail/prices?$filter=serviceName%20eq%"
                        "20%27Virtual%20Machines%27&$skip=100"));
    CHECK(nextPageAddress(PriceFormat::AzureRetail, publicFile("azure-retail-page-2.json"), {})
              .isEmpty());
}

TEST_CASE("catalog: GCP billing SKUs give the accelerator plus its share of vCPUs and memory",
          "[catalog][import]")
{
    const PriceImport read =
        import(PriceFormat::GcpBilling, {"gcp-billing-page-1.json", "gcp-billing-page-2.json"});
    REQUIRE(!read.report.fileError);
    CHECK(read.report.badRows.empty());
    // The real page (OpenCost's excerpt): A100 2 units + 933,908,000 nanos = 2.933908 per GPU-
    // hour, A2 core 0.031611 per vCPU-hour, A2 RAM 0.004237 per GiB-hour, in us-central1,
    // us-east1 and us-west1. a2-highgpu-1g (12 vCPUs, 85 GB):
    //   2.933908 + 12 × 0.031611 + 85 × 0.004237 = 2.933908 + 0.379332 + 0.360145 = 3.673385,
    // the price Google lists for the a2-highgpu-1g. The 2g, 4g and 8g machines have the same
    // share per GPU: 8g, 2.933908 + (96 × 0.031611 + 680 × 0.004237) / 8 = 3.673385.
    for (const char *id : {"gcp-a2-highgpu-1g-us-central1", "gcp-a2-highgpu-8g-us-east1",
                           "gcp-a2-highgpu-4g-us-west1"}) {
        const CloudOffer *a2 = offer(read, id);
        INFO(id);
        REQUIRE(a2);
        CHECK(a2->gpuModel == QLatin1String("a100-40gb"));
        CHECK(a2->onDemandPerGpuHour == Approx(3.673385).epsilon(1e-12));
        CHECK(!a2->reserved1yPerGpuHour);
        CHECK(a2->provenance.date ==
              std::max(QFileInfo(publicFile("gcp-billing-page-1.json")).lastModified().date(),
                       QFileInfo(publicFile("gcp-billing-page-2.json")).lastModified().date()));
        CHECK(a2->provenance.source.contains(QLatin1String("effective 2023-03-24")));
    }
    // a3-highgpu-8g in us-east4 (8 H100, 208 vCPUs, 1,872 GB), the written page:
    //   on demand  9.796550569 + (208 × 0.0336 + 1,872 × 0.0045) / 8
    //            = 9.796550569 + (6.9888 + 8.424) / 8 = 9.796550569 + 1.9266 = 11.723150569
    //     (the RAM SKU's first tier, from 0, is free: the tier from 1 GiB-hour, 0.0045, counts)
    //   1 year     6.17 + (208 × 0.0212 + 1,872 × 0.0028) / 8 = 6.17 + 1.2064 = 7.3764
    //   3 years    4.31 + (208 × 0.0151 + 1,872 × 0.0020) / 8 = 4.31 + 0.8606 = 5.1706
    //   spot       2.2  + (208 × 0.0101 + 1,872 × 0.0014) / 8 = 2.2  + 0.5902 = 2.7902
    const CloudOffer *a3 = offer(read, "gcp-a3-highgpu-8g-us-east4");
    REQUIRE(a3);
    CHECK(a3->gpuModel == QLatin1String("h100-sxm"));
    CHECK(a3->onDemandPerGpuHour == Approx(11.723150569).epsilon(1e-12));
    CHECK(*a3->reserved1yPerGpuHour == Approx(7.3764).epsilon(1e-12));
    CHECK(*a3->reserved3yPerGpuHour == Approx(5.1706).epsilon(1e-12));
    CHECK(*a3->spotPerGpuHour == Approx(2.7902).epsilon(1e-12));
    CHECK(a3->provenance.source.startsWith(QLatin1String("Google Cloud Billing Catalog")));
    // 4 A2 machine types × 3 regions + the A3 in us-east4.
    CHECK(read.report.rows.cloudOffers.size() == 13);

    const QString api =
        QStringLiteral("https://cloudbilling.googleapis.com/v1/services/6F81-5844-456A/skus?key=K");
    const QUrl next(
        nextPageAddress(PriceFormat::GcpBilling, publicFile("gcp-billing-page-1.json"), api));
    const QUrlQuery query(next);
    CHECK(query.queryItemValue(QStringLiteral("key")) == QLatin1String("K"));
    CHECK(query.queryItemValue(QStringLiteral("pageToken"), QUrl::FullyDecoded) ==
          QLatin1String("APKCS1HVa0YpwgyTFbqbJ1eGwzKZmsPwLqzMZPTSNia5ck1Hc54Tx_Kz3oBxwSnRIdGVxXoSP"
                        "df-XlDpyNBf4QuxKcIEgtrQ1LDLWAgZowI0ns7HjrGta2s="));
    CHECK(nextPageAddress(PriceFormat::GcpBilling, publicFile("gcp-billing-page-2.json"), api)
              .isEmpty());
}

TEST_CASE("catalog: a cut-off or foreign price document is refused as a whole", "[catalog][import]")
{
    // `bytes` imported as an AWS document: refused as a whole, no offer kept; the reason.
    QTemporaryDir dir;
    const auto refusal = [&dir](const char *name, const QByteArray &bytes) {
        const QString path = writeCopy(dir, QLatin1String(name), bytes);
        const PriceImport read =
            importPriceDocuments(PriceFormat::AwsPriceList, {{path, {}}}, defaultCatalog());
        REQUIRE(read.report.fileError);
        CHECK(read.report.rows.cloudOffers.empty());
        return read.report.fileError->toString();
    };
    const QByteArray whole = test::readFile(publicFile("aws-ec2-offer-excerpt.json"));
    CHECK(refusal("cut.json", whole.left(whole.size() / 2))
              .contains(QLatin1String("not valid JSON")));

    // A Query API page whose second PriceList item (a JSON text) is damaged: the page is
    // refused, naming the item, not read as if the item had no offer (its first item is a
    // catalog GPU type, so a page read item by item would still give an offer).
    QByteArray page = test::readFile(publicFile("aws-query-api-page.json"));
    const qsizetype second = page.indexOf("\"{", page.indexOf("\"{") + 1);
    REQUIRE(second > 0);
    page.insert(second + 1, "{"); // "{{\"product\": …" is a valid string, not valid JSON
    CHECK(refusal("damaged-item.json", page).contains(QLatin1String("PriceList[1]")));
    // A number where an item should be.
    QByteArray numbered = test::readFile(publicFile("aws-query-api-page.json"));
    numbered.insert(numbered.indexOf("\"{"), "42, ");
    CHECK(refusal("number-item.json", numbered).contains(QLatin1String("PriceList[0]")));

    // An Azure page read as an AWS document, and the other way round.
    const PriceImport foreign = import(PriceFormat::AwsPriceList, {"azure-retail-page-1.json"});
    REQUIRE(foreign.report.fileError);
    CHECK(foreign.report.fileError->toString().contains(QLatin1String("AWS Price List")));
    const PriceImport foreign2 = import(PriceFormat::AzureRetail, {"aws-ec2-offer-excerpt.json"});
    REQUIRE(foreign2.report.fileError);
    const PriceImport missing = import(PriceFormat::GcpBilling, {"no-such-page.json"});
    REQUIRE(missing.report.fileError);
}

TEST_CASE("catalog: imported price lists turn stale after 30 days, others after six months",
          "[catalog][import]")
{
    const QDate today(2026, 12, 6);
    Catalog catalog;
    CloudOffer imported;
    imported.id = QStringLiteral("aws-p5-48xlarge-us-east-1");
    imported.provenance.source = QStringLiteral("AWS Price List offer file AmazonEC2 version 1");
    imported.provenance.date = QDate(2026, 11, 6); // 30 days before today: not yet stale
    CloudOffer handEntered = imported;
    handEntered.id = QStringLiteral("lambda-8x-h100-sxm");
    handEntered.provenance.source = QStringLiteral("Lambda pricing page");
    handEntered.provenance.date = QDate(2026, 7, 1); // 5 months: not stale by the six-month rule
    CHECK(isImportedPriceList(imported.provenance.source));
    CHECK(!isImportedPriceList(handEntered.provenance.source));
    CHECK(!isStaleOffer(imported, today));
    CHECK(!isStaleOffer(handEntered, today));
    catalog.cloudOffers = {imported, handEntered};
    CHECK(!oldestStaleImport(catalog, today));
    catalog.cloudOffers[0].provenance.date = QDate(2026, 11, 5); // 31 days
    CHECK(isStaleOffer(catalog.cloudOffers[0], today));
    CHECK(!isStaleOffer(catalog.cloudOffers[0], today, 60)); // the setting stale_days = 60
    CHECK(oldestStaleImport(catalog, today) == QDate(2026, 11, 5));
    // Ages as people read them: days up to 59, then whole months, then years. (The plural's
    // spelling comes from the translation, not installed here: "31 day(s) old".)
    CHECK(ageText(today, today) == QLatin1String("today"));
    CHECK(ageText(QDate(2026, 11, 5), today).startsWith(QLatin1String("31 day")));
    CHECK(ageText(QDate(2026, 7, 1), today).startsWith(QLatin1String("5 month")));
    CHECK(ageText(QDate(2023, 3, 24), today).startsWith(QLatin1String("3 year")));
    CHECK(ageText(QDate(2027, 1, 1), today).isEmpty());
}
