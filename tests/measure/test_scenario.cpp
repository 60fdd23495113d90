// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What `measure --scenario` writes (issue #18): the bills' cloud terms (on-demand and reserved
// price, reserved GPUs, storage, egress), the telemetry's monthly profile, its coefficient of
// variation and growth, the workload split, the cross-check and the provenance — on a
// measurement built by hand, every expected figure worked out beside it. The scenario must
// validate and evaluate.
#include "engine/costmodel.h"
#include "measure/measurement.h"
#include "measuretestsupport.h"
#include "scenario/scenariofile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <cmath>

using namespace gda::measure;

namespace {

const QString kGroup = QStringLiteral("NVIDIA H100 80GB HBM3");

// Four H100 GPUs sampled once an hour from 2026-01-01 00:00 to 2026-02-28 23:00 UTC
// (31 + 28 = 59 days, 1,416 hours): in January GPUs 0 and 1 busy (100 %), 2 and 3 idle (0 %);
// in February GPUs 0, 1 and 2 busy.
void addTelemetry(Measurement &m)
{
    const qint64 start = 1767225600; // 2026-01-01 00:00 UTC, a Thursday
    const qint64 february = start + 31 * 86400;
    // Hourly samples (CloudWatch's 1-hour period): each covers its hour.
    m.telemetry.maxGapSeconds = 3600;
    std::array<int, 4> gpu{};
    for (int g = 0; g < 4; ++g)
        gpu[size_t(g)] = m.telemetry.gpuIndex(kGroup, QStringLiteral("host-a/%1").arg(g));
    TelemetryGroup &group = m.telemetry.groups[kGroup];
    for (qint64 t = start; t < start + 59 * 86400; t += 3600) {
        const int busy = t < february ? 2 : 3;
        for (int g = 0; g < 4; ++g)
            group.add(gpu[size_t(g)], t, g < busy ? 100.0 : 0.0);
    }
}

// Two months of AWS bills for H100 (p5) GPU-hours, storage and egress:
//   January:  2,000 GPU-hours, 600 under a Savings Plan at 4.00 (2,400), 1,400 on demand at
//             6.50 (9,100); 50,000 GB-months of storage for 4,000; 12,000 GB out for 1,080.
//   February: 2,500 GPU-hours, 860 committed at 4.00 (3,440), 1,640 at 6.50 (10,660);
//             30,000 GB-months for 2,400; 8,000 GB out for 720.
void addBills(Measurement &m)
{
    auto gpu = [&](const char *month, double hours, double committed) {
        Spend &s = m.bills.spend[{QLatin1String(month), QStringLiteral("aws"), SpendKind::Gpu,
                                  QStringLiteral("h100-sxm")}];
        s.gpuHours = hours;
        s.committedGpuHours = committed;
        s.committedEffective = committed * 4.0;
        s.effective = committed * 4.0 + (hours - committed) * 6.5;
        s.billed = s.effective;
        s.lines = 2;
    };
    gpu("2026-01", 2000, 600);
    gpu("2026-02", 2500, 860);
    auto data = [&](const char *month, SpendKind kind, double gb, double cost) {
        Spend &s = m.bills.spend[{QLatin1String(month), QStringLiteral("aws"), kind, {}}];
        s.gigabytes = gb;
        s.gigabyteCost = s.effective = s.billed = cost;
        s.lines = 1;
    };
    data("2026-01", SpendKind::Storage, 50000, 4000);
    data("2026-02", SpendKind::Storage, 30000, 2400);
    data("2026-01", SpendKind::Egress, 12000, 1080);
    data("2026-02", SpendKind::Egress, 8000, 720);
    // The GPU-hours by clock hour, as the readers spread them: 2,000 over January's 744 hours,
    // 2,500 over February's 672.
    const qint64 january = 1767225600 / 3600; // 2026-01-01 00:00
    for (qint64 h = 0; h < 59 * 24; ++h)
        m.bills.gpuHoursByHour[QStringLiteral("h100-sxm")][january + h] =
            h < 31 * 24 ? 2000.0 / 744.0 : 2500.0 / 672.0;
    m.bills.gpuFrom = january * 3600;
    m.bills.gpuTo = (january + 59 * 24) * 3600;
    m.bills.accounts.insert(QStringLiteral("123456789012"));
}

QJsonObject inputsOf(const QJsonObject &scenario)
{
    return scenario.value(QLatin1String("inputs")).toObject();
}

gda::Scenario parsed(const QJsonObject &scenario)
{
    const auto result = gda::scenariofile::parse(QJsonDocument(scenario).toJson());
    if (const auto *error = std::get_if<gda::scenariofile::Error>(&result))
        FAIL(error->toString().toStdString());
    return std::get<gda::Scenario>(result);
}

} // namespace

TEST_CASE("Scenario from bills and telemetry: cloud terms, profile, growth, reserved GPUs",
          "[measure]")
{
    Measurement m;
    addTelemetry(m);
    addBills(m);
    const QJsonObject scenario = scenarioFromMeasurement(m, QStringLiteral("M"), {});
    const QJsonObject cloud = inputsOf(scenario).value(QLatin1String("cloud")).toObject();

    // Prices: on demand (9,100 + 10,660) / (1,400 + 1,640) = 19,760 / 3,040 = 6.50; reserved
    // (2,400 + 3,440) / (600 + 860) = 5,840 / 1,460 = 4.00.
    CHECK(cloud.value(QLatin1String("on_demand_per_gpu_hour")).toDouble() == 6.5);
    CHECK(cloud.value(QLatin1String("reserved_per_gpu_hour")).toDouble() == 4.0);
    // Storage: 80,000 GB-months over 2 months = 40,000 GB = 40 TB, 6,400 / 80,000 = 0.08 per
    // GB-month. Egress: 20,000 GB over 2 months = 10 TB a month, 1,800 / 20,000 = 0.09 per GB,
    // as one open band.
    CHECK(cloud.value(QLatin1String("storage_tb")).toDouble() == 40.0);
    CHECK(cloud.value(QLatin1String("storage_per_gb_month")).toDouble() == 0.08);
    CHECK(cloud.value(QLatin1String("egress_tb_per_month")).toDouble() == 10.0);
    const QJsonArray tiers = cloud.value(QLatin1String("egress_tiers")).toArray();
    REQUIRE(tiers.size() == 1);
    CHECK(tiers.at(0).toArray().at(0).isNull());
    CHECK(tiers.at(0).toArray().at(1).toDouble() == 0.09);

    // The week-hour profile: 2026-01-01 is a Thursday, so Thursday to Saturday occur 5 times in
    // January and 4 in February (mean (5 × 2 + 4 × 3) / 9 = 2.44 busy GPUs), the other days 4
    // and 4 (2.5). Base = the lowest, 2.44, rounded: 2; peak = 2.5 − 2 = 0.5, rounded: 1.
    const QJsonArray workloads = inputsOf(scenario).value(QLatin1String("workloads")).toArray();
    REQUIRE(workloads.size() == 2);
    const QJsonObject steady = workloads.at(0).toObject(), peaks = workloads.at(1).toObject();
    CHECK(steady.value(QLatin1String("name")).toString() == kGroup + QLatin1String(" steady base"));
    CHECK(steady.value(QLatin1String("kind")).toString() == QLatin1String("training"));
    CHECK(steady.value(QLatin1String("gpus")).toInt() == 2);
    CHECK(peaks.value(QLatin1String("kind")).toString() == QLatin1String("inference"));
    CHECK(peaks.value(QLatin1String("gpus")).toInt() == 1);

    // Monthly profile: busy GPUs per observed hour 2 (January) and 3 (February), mean 2.5:
    // 0.8 and 1.2, the ten months not observed 1. Coefficient of variation: the standard
    // deviation 0.5 over the mean 2.5 = 0.2 (in the notes).
    for (const QJsonObject &w : {steady, peaks}) {
        const QJsonArray profile = w.value(QLatin1String("monthly_profile")).toArray();
        REQUIRE(profile.size() == 12);
        CHECK(profile.at(0).toDouble() == 0.8);
        CHECK(profile.at(1).toDouble() == 1.2);
        for (int k = 2; k < 12; ++k)
            CHECK(profile.at(k).toDouble() == 1.0);
        // Growth: daily busy GPU-hours 48 (January) and 72 (February); the least-squares line
        // through days 2 … 58 (first and last left out, x = 0 … 56, mean 28): Σ(x − 28)·y =
        // 48 × (−405) + 72 × 405 = 9,720; Σ(x − 28)² = 2 × Σ_{1..28} j² = 15,428; slope
        // 0.630 a day; × 365 over the mean 3,384 / 57 = 59.37: 3.873 a year.
        CHECK(w.value(QLatin1String("annual_growth")).toDouble() == Approx(3.873).margin(5e-4));
        // Own terms: the H100 bills' prices.
        const QJsonObject terms = w.value(QLatin1String("cloud")).toObject();
        CHECK(terms.value(QLatin1String("on_demand_per_gpu_hour")).toDouble() == 6.5);
        CHECK(terms.value(QLatin1String("reserved_per_gpu_hour")).toDouble() == 4.0);
    }
    CHECK(scenario.value(QLatin1String("notes"))
              .toString()
              .contains(QLatin1String("coefficient of variation 0.200")));
    // Reserved GPUs: 1,460 committed GPU-hours over 2 months / 730 h = 1 GPU, to the steady base.
    CHECK(steady.value(QLatin1String("cloud"))
              .toObject()
              .value(QLatin1String("reserved_gpus"))
              .toInt() == 1);
    CHECK_FALSE(
        peaks.value(QLatin1String("cloud")).toObject().contains(QLatin1String("reserved_gpus")));

    // The cross-check: billed 2,000 + 2,500 = 4,500 GPU-hours; measured 2 × 744 (January) +
    // 3 × 672 (February) = 3,504 busy; 996 paid but idle.
    const std::vector<CrossCheck> check = crossCheck(m);
    REQUIRE(check.size() == 2);
    CHECK(check[0].gpuModel == QLatin1String("h100-sxm"));
    CHECK(check[1].gpuModel == QLatin1String("*"));
    CHECK(check[1].billedGpuHours == Approx(4500.0));
    CHECK(check[1].measuredGpuHours == Approx(3504.0));
    CHECK(check[1].idlePaidGpuHours() == Approx(996.0));
    const QJsonObject json = measurementToJson(m).value(QLatin1String("cross_check")).toObject();
    CHECK(json.value(QLatin1String("idle_paid_gpu_hours")).toDouble() == 996.0);
    CHECK(json.value(QLatin1String("by_gpu_model")).toArray().size() == 1);
    const QJsonObject provenance = scenario.value(QLatin1String("x_measured")).toObject();
    CHECK(provenance.value(QLatin1String("cross_check")).toArray().size() == 2);
    CHECK(provenance.value(QLatin1String("bills"))
              .toObject()
              .value(QLatin1String("months"))
              .toInt() == 2);
    CHECK(provenance.value(QLatin1String("telemetry"))
              .toObject()
              .value(QLatin1String("period_start"))
              .toString() == QLatin1String("2026-01-01T00:00:00Z"));

    // It validates, and evaluates with the measured terms: over one year without discounting,
    // cloud storage 40 TB × 1,000 × 0.08 = 3,200 a month, 38,400 a year; egress 10 TB × 1,000
    // × 0.09 = 900 a month, 10,800 a year.
    gda::Scenario s = parsed(scenario);
    s.inputs.horizonYears = 1;
    s.inputs.discountRate = 0.0;
    const auto evaluation = gda::engine::evaluateOptions(s.inputs);
    bool sawCloud = false;
    for (const auto &option : evaluation.options) {
        CHECK(std::isfinite(option.tco));
        if (option.option != gda::engine::Option::Cloud)
            continue;
        sawCloud = true;
        CHECK(option.category(gda::engine::Category::CloudStorage) == Approx(38400.0));
        CHECK(option.category(gda::engine::Category::CloudEgress) == Approx(10800.0));
    }
    CHECK(sawCloud);
}

TEST_CASE("Scenario from bills alone: the billed GPU use as a workload", "[measure]")
{
    Measurement m;
    addBills(m);
    const QJsonObject scenario = scenarioFromMeasurement(m, QStringLiteral("Bills"), {});
    const QJsonArray workloads = inputsOf(scenario).value(QLatin1String("workloads")).toArray();
    REQUIRE(workloads.size() == 1);
    const QJsonObject w = workloads.at(0).toObject();
    // 4,500 GPU-hours over 2 months / 730 h = 3.0822 GPUs on average: 4 GPUs at 3.0822 / 4 =
    // 0.7705; reserved 1 GPU as above.
    CHECK(w.value(QLatin1String("gpu_model")).toString() == QLatin1String("h100-sxm"));
    CHECK(w.value(QLatin1String("gpus")).toInt() == 4);
    CHECK(w.value(QLatin1String("utilization")).toDouble() == 0.7705);
    CHECK(
        w.value(QLatin1String("cloud")).toObject().value(QLatin1String("reserved_gpus")).toInt() ==
        1);
    // No telemetry: no cross-check.
    CHECK(crossCheck(m).empty());
    CHECK_FALSE(measurementToJson(m).contains(QLatin1String("cross_check")));
    const gda::Scenario s = parsed(scenario);
    const auto evaluation = gda::engine::evaluateOptions(s.inputs);
    REQUIRE_FALSE(evaluation.options.empty());
    for (const auto &option : evaluation.options)
        CHECK(std::isfinite(option.tco));
}

TEST_CASE("Privacy: account, resource and host ids stay out unless asked, hashed otherwise",
          "[measure]")
{
    // Fixtures with distinctive ids: a CUR with an account and resource ids, a CloudWatch CSV
    // with host names and instance ids, an Azure file with subscription resource ids, a GCP
    // file with a billing account and project.
    QTemporaryDir dir;
    const QString cur = dir.filePath(QStringLiteral("cur.csv"));
    REQUIRE(gda::test::writeFile(
        cur, "lineItem/UsageAccountId,lineItem/UsageStartDate,lineItem/LineItemType,"
             "lineItem/UsageAmount,lineItem/UnblendedCost,lineItem/ResourceId,"
             "product/instanceType\n"
             "210987654321,2026-01-05T00:00:00Z,Usage,4,220.16,i-0secretresource,p5.48xlarge\n"));
    const QString cloudwatch = dir.filePath(QStringLiteral("cw.csv"));
    REQUIRE(gda::test::writeFile(
        cloudwatch,
        "Timestamp,Value,host,index,name,InstanceId\n"
        "2026-01-05T10:00:00Z,80,gpu-node-secret-17,0,NVIDIA H100 80GB HBM3,i-0hidden\n"
        "2026-01-05T11:00:00Z,80,gpu-node-secret-17,0,NVIDIA H100 80GB HBM3,i-0hidden\n"));
    Measurement m;
    for (const QString &path : {cur, cloudwatch, gda::test::measuredFile("azure-ea-small.csv"),
                                gda::test::measuredFile("gcp-small.csv")})
        REQUIRE_FALSE(readFile(path, Format::Auto, gda::test::fixtureInstances(), m));
    fillChecksums(m);
    const QStringList secrets = {
        QStringLiteral("210987654321"),         QStringLiteral("i-0secretresource"),
        QStringLiteral("gpu-node-secret-17"),   QStringLiteral("i-0hidden"),
        QStringLiteral("/subscriptions/s/vm1"), QStringLiteral("proj-a"),
        QStringLiteral("0A1B2C-000000-000000"), dir.path()};
    const QByteArray scenario =
        QJsonDocument(scenarioFromMeasurement(m, QStringLiteral("P"), {})).toJson();
    const QByteArray json = QJsonDocument(measurementToJson(m)).toJson();
    for (const QString &secret : secrets) {
        CAPTURE(secret);
        CHECK_FALSE(scenario.contains(secret.toUtf8()));
        CHECK_FALSE(json.contains(secret.toUtf8()));
    }
    // Hashed: the account and the host appear as "sha256:" + the first 16 hex digits of the
    // SHA-256 of their text (Python: hashlib.sha256(b"gpu-node-secret-17").hexdigest()[:16]).
    const QJsonObject provenance =
        QJsonDocument::fromJson(scenario).object().value(QLatin1String("x_measured")).toObject();
    CHECK_FALSE(provenance.value(QLatin1String("ids_in_clear")).toBool());
    const QJsonObject hosts = provenance.value(QLatin1String("hosts")).toObject();
    CHECK(hosts.value(QLatin1String("count")).toInt() == 1);
    CHECK(hosts.value(QLatin1String("ids")).toArray().at(0).toString() ==
          QLatin1String("sha256:4dd9fa0a0abc77b8"));
    const QJsonObject accounts = provenance.value(QLatin1String("accounts")).toObject();
    CHECK(accounts.value(QLatin1String("count")).toInt() == 2); // the CUR's account, GCP project
    CHECK(scenario.contains("sha256:fbc809103c8e6620"));        // hashlib, as above
    CHECK(scenario.contains(hashedId(QStringLiteral("proj-a")).toUtf8()));
    // Asked for (--show-ids): in clear.
    const QByteArray open =
        QJsonDocument(scenarioFromMeasurement(m, QStringLiteral("P"), {}, true)).toJson();
    CHECK(open.contains("210987654321"));
    CHECK(open.contains("gpu-node-secret-17"));
    CHECK_FALSE(open.contains("i-0secretresource")); // resource ids are never kept
}
