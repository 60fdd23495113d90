// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Real bills and real logs (issue 34): files as their specifications and producers write them —
// FOCUS's NULL and charges outside their billing period, ISO dates without a time, Azure's
// column spellings and cost bases, GCP credits as a JSON list, the bill's currency per line —
// and time-weighted telemetry, FOCUS egress by its own columns, unknown GPUs and the sources of
// a written scenario's inputs. Each expected figure is worked out beside it.
#include "measure/csvline.h"
#include "measure/measurement.h"
#include "measuretestsupport.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace gda::measure;
using gda::test::fixtureInstances;
using gda::test::measuredFile;
using gda::test::spendOf;

namespace {

std::optional<ReadError> read(const QString &path, Measurement &m)
{
    return readFile(path, Format::Auto, fixtureInstances(), m);
}

std::optional<ReadError> readText(QTemporaryDir &dir, const char *name, const QByteArray &text,
                                  Measurement &m, Format f = Format::Auto)
{
    const QString path = dir.filePath(QLatin1String(name));
    if (!gda::test::writeFile(path, text))
        return ReadError{path, 0, {}, {}, QStringLiteral("cannot write")};
    return readFile(path, f, fixtureInstances(), m);
}

// An nvidia-smi log of one GPU from `start`, a sample every `step` seconds for `seconds`, busy
// (80 %) throughout, with the samples in [gapFrom, gapTo) left out.
QByteArray smiLog(const QDateTime &start, int step, int seconds, int gapFrom = -1, int gapTo = -1)
{
    QByteArray text = "timestamp, name, index, utilization.gpu [%]\n";
    for (int t = 0; t <= seconds; t += step) {
        if (t >= gapFrom && t < gapTo)
            continue;
        text += start.addSecs(t).toString(QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz")).toLatin1() +
                ", NVIDIA H100 80GB HBM3, 0, 80 %\n";
    }
    return text;
}
} // namespace

TEST_CASE("The FOCUS 1.0 sample reads whole: NULL is missing, not committed", "[measure]")
{
    // tests/data/measured/public/focus-1.0-sample.csv.gz (FinOps Foundation, CC BY 4.0; SOURCE
    // beside it). Figures from tests/measure/check_public_samples.py, which sums the columns as
    // the FOCUS 1.0 specification defines them, independently of the readers.
    Measurement m;
    REQUIRE_FALSE(read(measuredFile("public/focus-1.0-sample.csv.gz"), m));
    REQUIRE(m.files.at(0).format == Format::Focus);
    REQUIRE(m.files.at(0).lines == 1001);
    const QString sep = QStringLiteral("2024-09");
    double billed = 0.0, effective = 0.0;
    for (const auto &[key, s] : m.bills.spend)
        if (key.provider == QLatin1String("aws")) {
            billed += s.billed;
            effective += s.effective;
        }
    CHECK(billed == Approx(18.00663862).margin(1e-8));
    CHECK(effective == Approx(13.0).margin(1e-8));
    // Every month and provider lower case: aws, azure, oracle (Oracle's row shifted before its
    // October billing period counts in September, the month of its charge).
    for (const auto &[key, s] : m.bills.spend) {
        CHECK(key.month == sep);
        CHECK((key.provider == QLatin1String("aws") || key.provider == QLatin1String("azure") ||
               key.provider == QLatin1String("oracle")));
        CHECK(s.committedGpuHours == 0.0);
    }
    CHECK(m.bills.outsideBillingPeriod == 1);
    CHECK(m.files.at(0).remarks.join(u' ').contains(
        QLatin1String("charged outside their billing period")));
    // Egress: the GB of the Usage lines whose ChargeDescription names data transfer out.
    double egressGb = 0.0;
    for (const auto &[key, s] : m.bills.spend)
        if (key.kind == SpendKind::Egress)
            egressGb += s.gigabytes;
    CHECK(egressGb == Approx(4.385502609221424).epsilon(1e-9));
    // The GPU instances of the sample are not in the catalog: named, with their hours
    // (g5.4xlarge 1 + 0.296111 + 1 + 0.683889 + 1 + 1 + 1 + 0.303056 = 6.283056 h).
    REQUIRE(m.bills.unknownGpus.size() == 2);
    CHECK(m.bills.unknownGpus.at(QStringLiteral("g5.4xlarge")).hours == Approx(6.283056));
    CHECK(m.bills.unknownGpus.at(QStringLiteral("g3.4xlarge")).hours == Approx(1.686667));
    CHECK(m.bills.currencies.at(QStringLiteral("USD")) == 1);
}

TEST_CASE("FOCUS egress and storage by the columns FOCUS defines", "[measure]")
{
    // Out under Compute (counted), in under Networking (not), between zones (not), a GB-second
    // unit (not a size), a throughput unit under Storage (not a size), storage in GB-months and
    // a purchase of data transfer (ChargeCategory Purchase: no quantity).
    QTemporaryDir dir;
    const QByteArray text =
        "ChargePeriodStart,ChargePeriodEnd,ProviderName,ChargeCategory,ServiceCategory,"
        "BilledCost,EffectiveCost,ConsumedQuantity,ConsumedUnit,ChargeDescription,"
        "CommitmentDiscountId\n"
        "2026-01-05,2026-01-06,AWS,Usage,Compute,9.00,9.00,100,GB,$0.09 per GB - first 10 TB / "
        "month data transfer out beyond the global free tier,NULL\n"
        "2026-01-05,2026-01-06,AWS,Usage,Networking,0,0,500,GB,$0.00 per GB - data transfer in "
        "per month,NULL\n"
        "2026-01-05,2026-01-06,AWS,Usage,Compute,0.20,0.20,20,GB,$0.010 per GB - regional data "
        "transfer - in/out/between EC2 AZs,NULL\n"
        "2026-01-05,2026-01-06,AWS,Usage,Compute,0.50,0.50,30000,Lambda-GB-Seconds,AWS Lambda - "
        "Total Compute,NULL\n"
        "2026-01-05,2026-01-06,AWS,Usage,Storage,1.00,1.00,10,GiB/Second-Months,EFS provisioned "
        "throughput,NULL\n"
        "2026-01-05,2026-01-06,AWS,Usage,Storage,2.30,2.30,100,GB-Months,$0.023 per GB-Mo for "
        "S3 Standard storage,NULL\n"
        "2026-01-05,2026-01-06,Microsoft,Usage,Networking,0.87,0.87,10,GB,Standard Data Transfer "
        "Out,NULL\n"
        "2026-01-05,2026-01-06,AWS,Purchase,Networking,50.00,50.00,1000,GB,data transfer out "
        "commitment,NULL\n";
    Measurement m;
    REQUIRE_FALSE(readText(dir, "focus-transfer.csv", text, m));
    const QString jan = QStringLiteral("2026-01"), aws = QStringLiteral("aws");
    // AWS egress: the first line (100 GB, 9.00) and the purchase's cost (50.00, no quantity).
    const Spend &out = spendOf(m, jan, aws, SpendKind::Egress);
    CHECK(out.gigabytes == 100.0);
    CHECK(out.gigabyteCost == 9.0);
    CHECK(out.effective == 59.0);
    // Storage: 100 GB-months at 2.30 counted; the throughput line's cost is storage spend but
    // not a data size.
    const Spend &storage = spendOf(m, jan, aws, SpendKind::Storage);
    CHECK(storage.gigabytes == 100.0);
    CHECK(storage.gigabyteCost == 2.3);
    CHECK(storage.effective == 3.3);
    // Other: transfer in, between zones, Lambda: 0 + 0.20 + 0.50.
    CHECK(spendOf(m, jan, aws, SpendKind::Other).effective == Approx(0.7));
    CHECK(spendOf(m, jan, QStringLiteral("azure"), SpendKind::Egress).gigabytes == 10.0);
    // Units: sizes and sizes over time; a size per second is neither.
    CHECK(isDataSizeOverTime("GB") == false);
    CHECK(isDataSizeOverTime("10 GB") == false);
    CHECK(isDataSizeOverTime("GB-Mo") == true);
    CHECK(isDataSizeOverTime("GB Months") == true);
    CHECK(isDataSizeOverTime("gibibyte month") == true);
    CHECK_FALSE(isDataSizeOverTime("GiB/Second-Months"));
    CHECK_FALSE(isDataSizeOverTime("Lambda-GB-Seconds"));
    CHECK(*gigabytesOf(2, "GB Hours") == Approx(2.0 / 730.0));
}

TEST_CASE("FOCUS: a charge outside its billing period is counted, not refused", "[measure]")
{
    // FOCUS allows a charge period outside the billing period (a year's charge billed in one
    // month); the CUR reader still refuses it (cur-outside-period.csv, test_readers.cpp).
    QTemporaryDir dir;
    Measurement m;
    REQUIRE_FALSE(readText(dir, "f.csv",
                           "BillingPeriodStart,BillingPeriodEnd,ChargePeriodStart,ChargePeriodEnd,"
                           "BilledCost,EffectiveCost,ProviderName\n"
                           "2026-02-01,2026-03-01,2026-01-31T22:00:00Z,2026-01-31T23:00:00Z,1.5,"
                           "1.5,Oracle Cloud Infrastructure\n",
                           m));
    CHECK(spendOf(m, QStringLiteral("2026-01"), QStringLiteral("oracle"), SpendKind::Other)
              .effective == 1.5);
    CHECK(m.bills.outsideBillingPeriod == 1);
}

TEST_CASE("A bill with only a header is refused, naming the file", "[measure]")
{
    QTemporaryDir dir;
    Measurement m;
    const auto e = readText(dir, "header.csv",
                            "ChargePeriodStart,ChargePeriodEnd,BilledCost,EffectiveCost\n", m);
    REQUIRE(e);
    CHECK(e->toString().endsWith(QLatin1String("header.csv: holds no bill lines, only a header")));
    CHECK(m.files.empty());
    const auto smi = readText(dir, "smi.csv", "timestamp, utilization.gpu [%]\n", m);
    REQUIRE(smi);
    CHECK(smi->message == QLatin1String("holds no utilization sample"));
}

TEST_CASE("Azure: Cost or costInBillingCurrency, ISO dates, actual or amortized", "[measure]")
{
    QTemporaryDir dir;
    // An older EA file with Cost and ISO dates, recognised by auto-detection (it used to need
    // --format azure). Actual cost: the reserved usage at 0, the purchase as invoiced.
    const QByteArray actual =
        "SubscriptionGuid,Date,MeterCategory,MeterName,Quantity,UnitOfMeasure,Cost,ChargeType,"
        "PricingModel,AdditionalInfo\n"
        "s1,2026-01-05,Virtual Machines,ND96isr H100 v5,10,1 Hour,982.80,Usage,OnDemand,\n"
        "s1,2026-01-06,Virtual Machines,ND96isr H100 v5,20,1 Hour,0,Usage,Reservation,\n"
        "s1,2026-01-01,Virtual Machines,ND96isr H100 v5,1,,5000.00,Purchase,Reservation,\n";
    Measurement m;
    REQUIRE_FALSE(readText(dir, "azure-actual.csv", actual, m));
    REQUIRE(m.files.at(0).format == Format::Azure);
    CHECK(m.bills.actualCost);
    CHECK(m.files.at(0).remarks.join(u' ').contains(QLatin1String("actual-cost export")));
    const QString jan = QStringLiteral("2026-01"), azure = QStringLiteral("azure");
    // GPU lines: 982.80 over (10 + 20) × 8 = 240 GPU-hours, 160 committed at 0; the purchase's
    // 5,000.00 is spent (other), not GPU usage.
    const Spend &nd = spendOf(m, jan, azure, SpendKind::Gpu, QStringLiteral("h100-sxm"));
    CHECK(nd.effective == Approx(982.80));
    CHECK(nd.gpuHours == 240.0);
    CHECK(nd.committedGpuHours == 160.0);
    CHECK(spendOf(m, jan, azure, SpendKind::Other).effective == Approx(5000.0));
    // No reserved price from an actual-cost export; the on-demand price 982.80 / 80 = 12.285.
    const QJsonObject scenario = scenarioFromMeasurement(m, QStringLiteral("A"), {});
    const QJsonObject cloud =
        scenario.value(QLatin1String("inputs")).toObject().value(QLatin1String("cloud")).toObject();
    CHECK_FALSE(cloud.contains(QLatin1String("reserved_per_gpu_hour")));
    CHECK(cloud.value(QLatin1String("on_demand_per_gpu_hour")).toDouble() == 12.285);
    // The EA and MCA fixtures are amortized (the reserved usage carries 1,200.00) and say so.
    Measurement amortized;
    REQUIRE_FALSE(
        readFile(measuredFile("azure-mca-small.csv"), Format::Auto, fixtureInstances(), amortized));
    CHECK_FALSE(amortized.bills.actualCost);
    CHECK(amortized.files.at(0).remarks.join(u' ').contains(QLatin1String("amortized-cost")));
}

TEST_CASE("GCP credits as the export's JSON list are summed", "[measure]")
{
    QTemporaryDir dir;
    const QByteArray text =
        "service.description,sku.description,usage_start_time,usage_end_time,cost,currency,"
        "credits,usage.amount_in_pricing_units,usage.pricing_unit\n"
        "Compute Engine,Nvidia H100 80GB GPU running in Americas,2026-01-05T00:00:00Z,"
        "2026-01-05T01:00:00Z,88.00,USD,\"[{\"\"name\"\":\"\"Committed use discount\"\","
        "\"\"amount\"\":-30.5},{\"\"name\"\":\"\"Promotion\"\",\"\"amount\"\":-9.5}]\",8,hour\n"
        "Compute Engine,Nvidia Tesla T4 GPU running in Americas,2026-01-05T00:00:00Z,"
        "2026-01-05T01:00:00Z,2.80,USD,[],8,hour\n";
    Measurement m;
    REQUIRE_FALSE(readText(dir, "gcp-credits.csv", text, m));
    // 88.00 − 30.50 − 9.50 = 48.00 over 8 GPU-hours.
    const Spend &h100 = spendOf(m, QStringLiteral("2026-01"), QStringLiteral("gcp"), SpendKind::Gpu,
                                QStringLiteral("h100-sxm"));
    CHECK(h100.effective == Approx(48.0));
    CHECK(h100.list == Approx(88.0));
    // The T4 is not in the catalog: named with its 8 hours, not priced as an H100.
    REQUIRE(m.bills.unknownGpus.count(QStringLiteral("nvidia tesla t4 gpu")) == 1);
    CHECK(m.bills.unknownGpus.at(QStringLiteral("nvidia tesla t4 gpu")).hours == 8.0);
    Measurement bad;
    QByteArray broken = text;
    broken.replace("-9.5}]", "\"\"x\"\"}]");
    const auto e = readText(dir, "gcp-bad.csv", broken, bad);
    REQUIRE(e);
    CHECK(e->line == 2);
    CHECK(e->column == QLatin1String("credits"));
    CHECK(e->message.startsWith(QLatin1String("not a number or a JSON list of credits")));
}

TEST_CASE("The bill's currency: converted at a stated rate, or refused naming it", "[measure]")
{
    QTemporaryDir dir;
    const QByteArray nok = "lineItem/UsageStartDate,lineItem/LineItemType,lineItem/UsageAmount,"
                           "lineItem/UnblendedCost,lineItem/CurrencyCode,product/instanceType\n"
                           "2026-01-05T00:00:00Z,Usage,4,2400.00,NOK,p5.48xlarge\n";
    Measurement refused;
    const auto e = readText(dir, "cur-nok.csv", nok, refused);
    REQUIRE(e);
    CHECK(e->line == 2);
    CHECK(e->column == QLatin1String("lineItem/CurrencyCode"));
    CHECK(e->value == QLatin1String("NOK"));
    CHECK(e->message.contains(QLatin1String("the amounts are in NOK")));
    // With a rate of 0.094 USD per NOK: 2,400 NOK = 225.60 USD over 4 × 8 = 32 GPU-hours.
    Measurement m;
    m.bills.rates.perUnit.insert(QStringLiteral("NOK"), 0.094);
    REQUIRE_FALSE(readText(dir, "cur-nok.csv", nok, m));
    const Spend &p5 = spendOf(m, QStringLiteral("2026-01"), QStringLiteral("aws"), SpendKind::Gpu,
                              QStringLiteral("h100-sxm"));
    CHECK(p5.effective == Approx(225.6));
    CHECK(p5.billed == Approx(225.6));
    CHECK(m.bills.currencies.count(QStringLiteral("NOK")) == 1);
    // Into euros: the scenario says EUR, the amounts converted (0.094 / 1.16 EUR per NOK given).
    Measurement eur;
    eur.bills.rates.target = QStringLiteral("EUR");
    eur.bills.rates.perUnit = {{QStringLiteral("EUR"), 1.0}, {QStringLiteral("NOK"), 0.08}};
    REQUIRE_FALSE(readText(dir, "cur-nok.csv", nok, eur));
    const QJsonObject scenario = scenarioFromMeasurement(eur, QStringLiteral("E"), {});
    CHECK(scenario.value(QLatin1String("currency")).toString() == QLatin1String("EUR"));
    // 2,400 × 0.08 = 192 EUR over 32 GPU-hours = 6.00 EUR per GPU-hour.
    CHECK(scenario.value(QLatin1String("inputs"))
              .toObject()
              .value(QLatin1String("cloud"))
              .toObject()
              .value(QLatin1String("on_demand_per_gpu_hour"))
              .toDouble() == 6.0);
}

TEST_CASE("Time-weighted telemetry: a 3.8-minute log is about 0.06 busy GPU-hours", "[measure]")
{
    // One GPU busy, a sample every 5 s for 228 s (3.8 minutes): 46 samples; each covers the 5 s
    // to the next, the last the 5 s before it: 230 s = 0.0639 busy GPU-hours (whole clock hours
    // made it 1 or 2).
    QTemporaryDir dir;
    const QDateTime start(QDate(2026, 1, 5), QTime(10, 58, 0), Qt::UTC);
    Measurement m;
    REQUIRE_FALSE(readText(dir, "short.csv", smiLog(start, 5, 228), m));
    const auto &[name, data] = *m.telemetry.groups.begin();
    const TelemetrySummary s = summarize(name, data);
    CHECK(s.samples == 46);
    CHECK(s.busyGpuHours == Approx(230.0 / 3600.0));
    CHECK(s.hoursObserved == Approx(230.0 / 3600.0));
    CHECK(s.clockHours == 2); // 10:58 to 11:01:50 touches two clock hours
    CHECK(s.gaps == 0);
    // The pattern from the observed week-hours only: one GPU busy whenever observed.
    CHECK(s.weekHoursObserved == 2);
    CHECK(s.baseGpus == 1);
    CHECK(s.peakGpus == 0);
}

TEST_CASE("Time-weighted telemetry: gaps longer than the maximum are not observed", "[measure]")
{
    // Two hours of 60 s samples of one busy GPU from 10:00 with the samples of 10:30 to 11:30
    // missing: the 10:29 sample covers 60 s, then a 61-minute silence (one gap, 3,660 − 900 =
    // 2,760 s beyond the maximum: the 10:29 sample covers 900 s there instead of 60). Observed:
    // 30 samples × 60 s (10:00 … 10:29, the last covering 900 s: 29 × 60 + 900 = 2,640 s), then
    // 11:30 … 12:00 (31 samples: 30 × 60 + the last's 60 = 1,860 s): 4,500 s = 1.25 h of the
    // 2 h 1 min period.
    QTemporaryDir dir;
    const QDateTime start(QDate(2026, 1, 5), QTime(10, 0, 0), Qt::UTC);
    Measurement m;
    REQUIRE_FALSE(readText(dir, "gappy.csv", smiLog(start, 60, 7200, 1800, 5400), m));
    const auto &[name, data] = *m.telemetry.groups.begin();
    const TelemetrySummary s = summarize(name, data);
    CHECK(s.samples == 61);
    CHECK(s.gaps == 1);
    CHECK(s.gapHours == Approx(2760.0 / 3600.0));
    CHECK(s.longestGapHours == Approx(3660.0 / 3600.0));
    CHECK(s.busyGpuHours == Approx(4500.0 / 3600.0));
    CHECK(s.hoursObserved == Approx(4500.0 / 3600.0));
    CHECK(s.spanHours == Approx(7260.0 / 3600.0));
    CHECK(s.observedShare() == Approx(4500.0 / 7260.0));
    // A shorter maximum gap (--max-gap 60) leaves the 10:29 sample its 60 s: 4,560 − 900 + 60.
    Measurement strict;
    strict.telemetry.maxGapSeconds = 60;
    REQUIRE_FALSE(readText(dir, "gappy.csv", smiLog(start, 60, 7200, 1800, 5400), strict));
    CHECK(summarize(name, strict.telemetry.groups.begin()->second).busyGpuHours ==
          Approx(3660.0 / 3600.0));
}

TEST_CASE("Cross-check: only the overlap of the bills' and the telemetry's periods", "[measure]")
{
    // Two hours of telemetry (10:00 to 12:00 on 5 January, one busy H100) against a CUR of
    // January and February: p5 (8 GPUs) 24 h on 5 January = 192 GPU-hours, and 24 h on 3
    // February. The overlap is the telemetry's two hours: billed 192 × 2 / 24 = 16 GPU-hours,
    // measured 2 busy; of the bills' period (5 Jan 00:00 to 4 Feb 00:00, 30 days) 2 h = 0.28 %.
    QTemporaryDir dir;
    Measurement m;
    const QDateTime start(QDate(2026, 1, 5), QTime(10, 0, 0), Qt::UTC);
    REQUIRE_FALSE(readText(dir, "two-hours.csv", smiLog(start, 60, 7140), m));
    REQUIRE_FALSE(readText(dir, "cur.csv",
                           "lineItem/UsageStartDate,lineItem/UsageEndDate,lineItem/LineItemType,"
                           "lineItem/UsageAmount,lineItem/UnblendedCost,product/instanceType\n"
                           "2026-01-05T00:00:00Z,2026-01-06T00:00:00Z,Usage,24,1320.96,"
                           "p5.48xlarge\n"
                           "2026-02-03T00:00:00Z,2026-02-04T00:00:00Z,Usage,24,1320.96,"
                           "p5.48xlarge\n",
                           m));
    const std::vector<CrossCheck> check = crossCheck(m);
    REQUIRE(check.size() == 2);
    const CrossCheck &all = check.back();
    CHECK(all.billedGpuHours == Approx(16.0));
    CHECK(all.measuredGpuHours == Approx(2.0));
    CHECK(all.telemetryShare == Approx(1.0));
    CHECK(all.billsShare == Approx(2.0 / (30.0 * 24.0)));
    CHECK(QDateTime::fromSecsSinceEpoch(all.from, Qt::UTC) == start);
}

TEST_CASE("A scenario from telemetry alone lists storage and egress as defaults", "[measure]")
{
    QTemporaryDir dir;
    Measurement m;
    REQUIRE_FALSE(
        readFile(measuredFile("nvidia-smi-small.csv"), Format::Auto, fixtureInstances(), m));
    // An RTX 4090 the catalog does not know, beside the H100.
    REQUIRE_FALSE(readText(dir, "rtx.csv",
                           "timestamp, name, index, utilization.gpu [%]\n"
                           "2026/01/05 10:00:00.000, NVIDIA GeForce RTX 4090, 0, 90 %\n"
                           "2026/01/05 10:05:00.000, NVIDIA GeForce RTX 4090, 0, 90 %\n",
                           m));
    const QJsonObject scenario = scenarioFromMeasurement(m, QStringLiteral("T"), {});
    const QJsonObject provenance = scenario.value(QLatin1String(kProvenanceKey)).toObject();
    QHash<QString, QString> source;
    for (const QJsonValue &v : provenance.value(QLatin1String("inputs")).toArray())
        source.insert(v.toObject().value(QLatin1String("input")).toString(),
                      v.toObject().value(QLatin1String("source")).toString());
    for (const char *input :
         {"inputs.cloud.storage_tb", "inputs.cloud.storage_per_gb_month",
          "inputs.cloud.egress_tb_per_month", "inputs.cloud.egress_tiers",
          "inputs.cloud.on_demand_per_gpu_hour", "inputs.cloud.reserved_per_gpu_hour"}) {
        CAPTURE(input);
        CHECK(source.value(QLatin1String(input)) == QLatin1String("default"));
    }
    CHECK(source.value(QStringLiteral("inputs.workloads[0]")) == QLatin1String("telemetry"));
    const QStringList warnings =
        provenance.value(QLatin1String("warnings")).toVariant().toStringList();
    CHECK(warnings.filter(QLatin1String("storage stays at the default 50 TB")).size() == 1);
    CHECK(warnings.filter(QLatin1String("egress stays at the default 10 TB")).size() == 1);
    CHECK(warnings.filter(QLatin1String("NVIDIA GeForce RTX 4090")).size() == 1);
    // The RTX 4090's workload keeps no gpu_model of its own: its source says the default.
    bool sawRtx = false;
    const QJsonArray workloads = scenario.value(QLatin1String("inputs"))
                                     .toObject()
                                     .value(QLatin1String("workloads"))
                                     .toArray();
    for (int i = 0; i < workloads.size(); ++i)
        if (workloads[i]
                .toObject()
                .value(QLatin1String("name"))
                .toString()
                .contains(QLatin1String("RTX 4090"))) {
            sawRtx = true;
            CHECK(source.value(QStringLiteral("inputs.workloads[%1].gpu_model").arg(i)) ==
                  QLatin1String("default"));
        }
    CHECK(sawRtx);
    CHECK(scenario.value(QLatin1String("notes"))
              .toString()
              .contains(QLatin1String("NVIDIA GeForce RTX 4090 is not a GPU model of the price "
                                      "catalog")));
}

TEST_CASE("The FinOps toolkit's Azure EA exports: actual and amortized told apart", "[measure]")
{
    // tests/data/measured/public/azure-ea-*-small.csv (Microsoft FinOps toolkit, MIT; SOURCE
    // beside them). Figures from check_public_samples.py, which sums the Cost column.
    Measurement actual;
    REQUIRE_FALSE(read(measuredFile("public/azure-ea-actual-small.csv"), actual));
    REQUIRE(actual.files.at(0).format == Format::Azure); // the Cost column, auto-detected
    CHECK(actual.bills.actualCost);
    double effective = 0.0, billed = 0.0;
    for (const auto &[key, s] : actual.bills.spend) {
        CHECK(key.month == QLatin1String("2023-09"));
        effective += s.effective;
        billed += s.billed;
    }
    // Actual cost: every line as invoiced, the reservation purchase's 3.25 included.
    CHECK(effective == Approx(8.545007786741936));
    CHECK(billed == Approx(8.545007786741936));
    Measurement amortized;
    REQUIRE_FALSE(read(measuredFile("public/azure-ea-amortized-small.csv"), amortized));
    CHECK_FALSE(amortized.bills.actualCost);
    effective = billed = 0.0;
    double egressGb = 0.0;
    for (const auto &[key, s] : amortized.bills.spend) {
        effective += s.effective;
        billed += s.billed;
        if (key.kind == SpendKind::Egress)
            egressGb += s.gigabytes;
    }
    // Amortized: effective = the sum of Cost; billed less the usage under a reservation
    // (0.493152) and a savings plan (0.006000000468); four Bandwidth "… Out" lines in GB.
    CHECK(effective == Approx(16.296932136636645));
    CHECK(billed == Approx(16.296932136636645 - 0.499152000468));
    CHECK(egressGb == Approx(0.00594335 + 0.00000008 + 0.017343 + 0.00000096));
}
