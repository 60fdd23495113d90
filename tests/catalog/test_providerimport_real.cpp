// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `catalog import --format` on real, permissively licensed price documents (SOURCE notes in
// tests/data/catalog/public/README.md). Those that hold no GPU type of the catalog are read whole,
// their records counted as the documents hold them, and nothing is added; they are then copied
// into a temporary folder with one attribute renamed to a catalog GPU type, so the real structure
// around it (reserved terms, operating systems, tenancies, old location names, Windows told apart
// by productName) goes through the same code as a GPU offer would. The real Azure reservation
// page holds three GPU sizes but no pay-as-you-go row: its reservations are checked beside a
// pay-as-you-go page the test writes. Every count and figure below is worked out by hand from the
// files in the comment beside it.
#include "pricedocuments.h"

#include <catch2/catch.hpp>

#include <QTemporaryDir>

using namespace gda;
using namespace gda::catalog;
using namespace gda::catalog::testdata;

namespace {

// A copy of a public file in `dir` with every `from` replaced by `to` (`count` of them).
QString renamedCopy(const QTemporaryDir &dir, const char *name, const QByteArray &from,
                    const QByteArray &to, int count)
{
    QByteArray text = test::readFile(publicFile(name));
    REQUIRE(text.count(from) == count);
    text.replace(from, to);
    return writeCopy(dir, QLatin1String(name), text);
}

const char *const kAwsPage = "aws-query-api-autoscaler-eu-west-1.json";
const char *const kAzureLinux = "azure-retail-arm-estimator-westus.json";
const char *const kAzureWindows = "azure-retail-arm-estimator-windows.json";
const char *const kAzureReservations = "azure-retail-finfocus-reservations.json";

} // namespace

TEST_CASE("catalog: a real AWS Query API page with reserved terms of m4.xlarge is read whole and "
          "adds nothing",
          "[catalog][import][real]")
{
    // kubernetes/autoscaler's recorded `aws pricing get-products` page (FormatVersion "aws_v1",
    // every PriceList entry a JSON text), items 1, 2, 4, 5 and 15 of its 15 (25,467 bytes):
    //   1 5BPT2UQ5P4XGF9CU m4.xlarge Windows Dedicated   OnDemand + 12 Reserved
    //   2 6FU9JEK79WWSARQ9 m4.xlarge Linux   Shared      OnDemand + 12 Reserved
    //   4 78748EQZN4RZFXG8 m4.xlarge Windows Shared, Bring your own license, OnDemand only
    //   5 8JTZ8Y4FN6FSFDJ7 m4.xlarge Linux   Host        OnDemand only
    //  15 XKU4NDDFXPHHTKAN m4.xlarge SUSE    Host        OnDemand only
    // 5 records, none of a catalog GPU type: no variant, price or gap is counted for them.
    const PriceImport read = import(PriceFormat::AwsPriceList, {kAwsPage});
    INFO(errorText(read).toStdString());
    REQUIRE(!read.report.fileError); // neither cut off nor foreign
    CHECK(read.report.badRows.empty());
    CHECK(read.report.rows.cloudOffers.empty());
    CHECK(read.keptNewer.isEmpty());
    CHECK(read.stats == PriceImportStats{.documents = 1, .bytes = 25467, .recordsRead = 5});
}

TEST_CASE("catalog: the real AWS page's reserved terms, read as a GPU type's, give the standard "
          "class's lowest rate with the upfront fee spread",
          "[catalog][import][real]")
{
    // The same page with `"instanceType":"m4.xlarge"` (once in each of the 5 JSON texts) renamed
    // p4d.24xlarge: 8 GPUs from the catalog's table (the 2019 page has no "gpu" attribute), the
    // region from the old location name "EU (Ireland)" = eu-west-1 (there is no regionCode).
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = renamedCopy(dir, kAwsPage, R"(\"instanceType\":\"m4.xlarge\")",
                                     R"(\"instanceType\":\"p4d.24xlarge\")", 5);
    const PriceImport read =
        importPriceDocuments(PriceFormat::AwsPriceList, {{path, {}}}, defaultCatalog());
    INFO(errorText(read).toStdString());
    REQUIRE(!read.report.fileError);
    CHECK(read.report.badRows.empty());
    // Of the 5 products only 6FU9JEK79WWSARQ9 (Linux, Shared, NA, No License required, Used) is
    // on-demand Linux; Windows Dedicated, Windows BYOL, Linux on a dedicated Host and SUSE on a
    // Host are variants.
    CHECK(read.stats.recordsRead == 5);
    CHECK(read.stats.gpuRecords == 5);
    CHECK(read.stats.variantsSkipped == 4);
    CHECK(read.stats.zeroPriced == 0);
    CHECK(read.stats.incomplete == 0);
    REQUIRE(read.report.rows.cloudOffers.size() == 1);
    const CloudOffer &o = read.report.rows.cloudOffers.front();
    CHECK(o.id == QLatin1String("aws-p4d-24xlarge-eu-west-1"));
    CHECK(o.region == QLatin1String("eu-west-1"));
    CHECK(o.gpusPerInstance == 8);
    // On demand (JRTCKXETXF): "0.2220000000" USD per hour / 8 = 0.02775.
    CHECK(o.onDemandPerGpuHour == Approx(0.02775).epsilon(1e-12));
    // Reserved 1 year, standard class (the three convertible terms, 0.1739, 0.0828 + 725 and
    // 0 + 1422, are left out):
    //   4NA7Y494T4 No Upfront       0.1512 USD/h                          = 0.1512
    //   HU7G6KETJZ Partial Upfront  0.072 + 631 / 8,760 = 0.072 + 0.0720320 = 0.1440320
    //   6QCMYABX3D All Upfront      0 ("0.0000000000") + 1,236 / 8,760     = 0.1410959 (lowest)
    // 1,236 / 8,760 / 8 = 0.01763698630.
    REQUIRE(o.reserved1yPerGpuHour);
    CHECK(*o.reserved1yPerGpuHour == Approx(1236.0 / 8760.0 / 8.0).epsilon(1e-12));
    CHECK(*o.reserved1yPerGpuHour == Approx(0.0176369863).epsilon(1e-9));
    // Reserved 3 years, standard class:
    //   BPH4J8HBKS No Upfront       0.108 USD/h                           = 0.108
    //   38NPMPTW36 Partial Upfront  0.05 + 1,314 / 26,280 = 0.05 + 0.05   = 0.1
    //   NQ3QZPMQV9 All Upfront      2,470 / 26,280                        = 0.0939878 (lowest)
    // 2,470 / 26,280 / 8 = 0.01174847793.
    REQUIRE(o.reserved3yPerGpuHour);
    CHECK(*o.reserved3yPerGpuHour == Approx(2470.0 / 26280.0 / 8.0).epsilon(1e-12));
    CHECK(*o.reserved3yPerGpuHour == Approx(0.01174847793).epsilon(1e-9));
    CHECK(o.reservedAvailable);
    // Dated by the items' publicationDate 2019-01-16T21:24:48Z; the on-demand term is effective
    // since 2019-01-01; the note says which reserved terms were taken.
    CHECK(o.provenance.date == QDate(2019, 1, 16));
    CHECK(o.provenance.source.startsWith(QLatin1String("AWS Price List Query API")));
    CHECK(o.provenance.note.contains(QLatin1String("effective since 2019-01-01")));
    CHECK(o.provenance.note.contains(QLatin1String("1 year: All Upfront, 1236.00 USD upfront")));
    CHECK(o.provenance.note.contains(QLatin1String("3 years: All Upfront, 2470.00 USD upfront")));
}

TEST_CASE("catalog: real Azure Retail Prices pages without a GPU size are read whole and add "
          "nothing",
          "[catalog][import][real]")
{
    // TheCloudTheory/arm-estimator's recorded pages, copied whole, each with "NextPageLink": null:
    //   westus:  3 items (Count says 4): P10 LRS Disk (Storage), D2s v3 Linux ("Virtual
    //            Machines DSv3 Series", westus, 0.117), VM Replicated to Azure (Azure Site
    //            Recovery, armSkuName "")
    //   windows: 2 items (Count 2): P10 LRS Disk, D2s v3 Windows ("Virtual Machines DSv3
    //            Series Windows", westeurope, 0.212)
    // 5 records, all Consumption, none of a catalog GPU size.
    const PriceImport read = import(PriceFormat::AzureRetail, {kAzureLinux, kAzureWindows});
    INFO(errorText(read).toStdString());
    REQUIRE(!read.report.fileError);
    CHECK(read.report.badRows.empty());
    CHECK(read.report.rows.cloudOffers.empty());
    CHECK(read.keptNewer.isEmpty());
    CHECK(read.stats == PriceImportStats{.documents = 2, .bytes = 3037 + 2060, .recordsRead = 5});

    // "NextPageLink": null ends the paging, and is no error.
    for (const char *name : {kAzureLinux, kAzureWindows}) {
        INFO(name);
        QString error;
        CHECK(nextPageAddress(PriceFormat::AzureRetail, publicFile(name), {}, &error).isEmpty());
        CHECK(error.isEmpty());
    }
}

TEST_CASE("catalog: the real Azure items, read as a GPU size's, tell Windows from Linux by "
          "productName",
          "[catalog][import][real]")
{
    // Both pages with `"armSkuName": "Standard_D2s_v3"` (once in each) renamed to the
    // NC24ads A100 v4 (1 GPU). The meterName stays "D2s v3" and the productName "Virtual
    // Machines DSv3 Series" / "… Windows": only productName says Windows.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QByteArray from = R"("armSkuName": "Standard_D2s_v3")";
    const QByteArray to = R"("armSkuName": "Standard_NC24ads_A100_v4")";
    const QString linuxPage = renamedCopy(dir, kAzureLinux, from, to, 1);
    const QString windowsPage = renamedCopy(dir, kAzureWindows, from, to, 1);
    const PriceImport read = importPriceDocuments(
        PriceFormat::AzureRetail, {{linuxPage, {}}, {windowsPage, {}}}, defaultCatalog());
    INFO(errorText(read).toStdString());
    REQUIRE(!read.report.fileError);
    CHECK(read.report.badRows.empty());
    // 5 records, 2 of the renamed size; the Windows one (westeurope) is a variant, so
    // westeurope has no price and gives no offer.
    CHECK(read.stats.recordsRead == 5);
    CHECK(read.stats.gpuRecords == 2);
    CHECK(read.stats.variantsSkipped == 1);
    CHECK(read.stats.incomplete == 0);
    REQUIRE(read.report.rows.cloudOffers.size() == 1);
    const CloudOffer &o = read.report.rows.cloudOffers.front();
    CHECK(o.id == QLatin1String("azure-nc24ads-a100-v4-westus"));
    CHECK(o.region == QLatin1String("westus"));
    // The Linux item: retailPrice 0.117 per "1 Hour" / 1 GPU = 0.117; a Consumption page has
    // no reservation or spot meter, so none is claimed.
    CHECK(o.onDemandPerGpuHour == Approx(0.117).epsilon(1e-12));
    CHECK(!o.reserved1yPerGpuHour);
    CHECK(!o.reserved3yPerGpuHour);
    CHECK(!o.spotPerGpuHour);
    CHECK(o.provenance.source.contains(QLatin1String("effective 2017-07-21")));
}

TEST_CASE("catalog: a real Azure reservation page with three GPU sizes and no pay-as-you-go row "
          "makes no offer",
          "[catalog][import][real]")
{
    // rshade/finfocus-plugin-azure-public's download of `$filter=priceType eq 'Reservation'`,
    // page 1, cut to the 6 GPU items of its 1,000 (3,975 bytes), in the page's meterId order:
    //   Standard_NC48ads_A100_v4 eastus2        1 Year 42,066     3 Years 71,642
    //   Standard_ND96isr_H200_v5 usgovvirginia  1 Year 509,408    3 Years 1,386,990
    //   Standard_NC40ads_H100_v5 uaenorth       1 Year 65,569     3 Years 144,251
    // All "type": "Reservation", unit "1 Hour", USD, Linux (productName "NCads A100 v4 Series
    // Linux", "Virtual Machines NDsrH200v5 Series", "Virtual Machines NCadsH100v5 Series").
    // 6 GPU records, no variant. usgovvirginia is Azure Government, sold only to US government
    // customers: its 2 records are skipped. Without a pay-as-you-go price each of the other 2
    // size-region pairs is incomplete (an offer needs its on-demand price): nothing is added.
    const PriceImport read = import(PriceFormat::AzureRetail, {kAzureReservations});
    INFO(errorText(read).toStdString());
    REQUIRE(!read.report.fileError);
    CHECK(read.report.badRows.empty());
    CHECK(read.report.rows.cloudOffers.empty());
    CHECK(read.stats == PriceImportStats{.documents = 1,
                                         .bytes = 3975,
                                         .recordsRead = 6,
                                         .gpuRecords = 6,
                                         .incomplete = 2,
                                         .governmentOnly = 2});

    // The page's own NextPageLink (the API's port and percent-encoding kept) is the next page.
    QString error;
    CHECK(nextPageAddress(PriceFormat::AzureRetail, publicFile(kAzureReservations), {}, &error) ==
          QLatin1String("https://prices.azure.com:443/api/retail/prices?$filter=priceType%20eq%20"
                        "%27Reservation%27&$skip=1000"));
    CHECK(error.isEmpty());
}

TEST_CASE("catalog: the real Azure reservations are prices of the whole term per GPU although "
          "their unit says one hour",
          "[catalog][import][real]")
{
    // The real reservation page, its Azure Government region (`"armRegionName":"usgovvirginia"`,
    // in the 2 H200 items) renamed swedencentral in a copy so that the H200's reservations are
    // read too, with a pay-as-you-go page written here: one Consumption item per size and
    // region. Its prices are no document's: they only give the three sizes an on-demand row (an
    // offer needs one), set above the reservations' hourly rates as the catalog's check
    // requires: 10, 120 and 15 USD per VM-hour.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString reservations =
        renamedCopy(dir, kAzureReservations, R"("armRegionName":"usgovvirginia")",
                    R"("armRegionName":"swedencentral")", 2);
    struct Written
    {
        const char *size, *region, *price;
    };
    QByteArray items;
    for (const Written &w : {Written{"NC48ads_A100_v4", "eastus2", "10.0"},
                             Written{"ND96isr_H200_v5", "swedencentral", "120.0"},
                             Written{"NC40ads_H100_v5", "uaenorth", "15.0"}}) {
        if (!items.isEmpty())
            items += ',';
        items += QByteArray(R"({"currencyCode":"USD","retailPrice":)") + w.price +
                 R"(,"effectiveStartDate":"2026-01-01T00:00:00Z",)"
                 R"("productName":"Virtual Machines written by the test",)"
                 R"("serviceName":"Virtual Machines","unitOfMeasure":"1 Hour",)"
                 R"("type":"Consumption","meterName":"written","armSkuName":"Standard_)" +
                 w.size + R"(","armRegionName":")" + w.region + R"("})";
    }
    const QString payAsYouGo = writeCopy(dir, QStringLiteral("written-consumption.json"),
                                         R"({"BillingCurrency":"USD","Items":[)" + items +
                                             R"(],"NextPageLink":null,"Count":3})");
    const PriceImport read = importPriceDocuments(
        PriceFormat::AzureRetail, {{reservations, {}}, {payAsYouGo, {}}}, defaultCatalog());
    INFO(errorText(read).toStdString());
    REQUIRE(!read.report.fileError);
    CHECK(read.report.badRows.empty());
    CHECK(read.stats.recordsRead == 6 + 3);
    CHECK(read.stats.gpuRecords == 6 + 3);
    CHECK(read.stats.governmentOnly == 0);
    CHECK(read.stats.incomplete == 0);
    REQUIRE(read.report.rows.cloudOffers.size() == 3);

    struct Expected
    {
        const char *id;
        int gpus;
        double onDemand, reserved1y, reserved3y;
    };
    // retailPrice of the whole term / the term's hours (8,760 a year) / the size's GPUs:
    const Expected expected[] = {
        // 42,066 / 8,760 / 2 = 2.40102739726;  71,642 / 26,280 / 2 = 1.36305175038
        {"azure-nc48ads-a100-v4-eastus2", 2, 10.0 / 2, 2.40102739726, 1.36305175038},
        // 509,408 / 8,760 / 8 = 7.26894977169;  1,386,990 / 26,280 / 8 = 6.59717465753
        {"azure-nd96isr-h200-v5-swedencentral", 8, 120.0 / 8, 7.26894977169, 6.59717465753},
        // 65,569 / 8,760 / 1 = 7.48504566210;  144,251 / 26,280 / 1 = 5.48900304414
        {"azure-nc40ads-h100-v5-uaenorth", 1, 15.0, 7.48504566210, 5.48900304414},
    };
    for (const Expected &e : expected) {
        INFO(e.id);
        const CloudOffer *found = offer(read, e.id);
        REQUIRE(found);
        CHECK(found->gpusPerInstance == e.gpus);
        CHECK(found->onDemandPerGpuHour == Approx(e.onDemand).epsilon(1e-12));
        REQUIRE(found->reserved1yPerGpuHour);
        REQUIRE(found->reserved3yPerGpuHour);
        CHECK(*found->reserved1yPerGpuHour == Approx(e.reserved1y).epsilon(1e-10));
        CHECK(*found->reserved3yPerGpuHour == Approx(e.reserved3y).epsilon(1e-10));
        CHECK(found->reservedAvailable);
        CHECK(!found->spotPerGpuHour);
    }
}

TEST_CASE("catalog: offers in government-only regions are not made from the real documents",
          "[catalog][import][real]")
{
    // OpenCost's real offer-file excerpt with `"regionCode": "us-east-1"` (in its 2 products)
    // renamed us-gov-west-1, AWS GovCloud: the on-demand p4d product is skipped as
    // government-only (the Capacity Block product before it, as priced 0), so no offer.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString govCloud =
        renamedCopy(dir, "aws-ec2-offer-opencost-us-east-1.json", R"("regionCode": "us-east-1")",
                    R"("regionCode": "us-gov-west-1")", 2);
    const PriceImport aws =
        importPriceDocuments(PriceFormat::AwsPriceList, {{govCloud, {}}}, defaultCatalog());
    INFO(errorText(aws).toStdString());
    REQUIRE(!aws.report.fileError);
    CHECK(aws.stats.gpuRecords == 2);
    CHECK(aws.stats.zeroPriced == 1);
    CHECK(aws.stats.governmentOnly == 1);
    CHECK(aws.report.rows.cloudOffers.empty());

    // The region names of both clouds, and ordinary regions that only look alike.
    for (const char *region : {"us-gov-west-1", "us-gov-east-1", "usgovvirginia", "usgovarizona",
                               "usgovtexas", "usdodeast", "usdodcentral"})
        CHECK(governmentOnlyRegion(QLatin1String(region)));
    for (const char *region : {"us-east-1", "eastus", "westus3", "uaenorth", "us-east4", ""})
        CHECK_FALSE(governmentOnlyRegion(QLatin1String(region)));
}
