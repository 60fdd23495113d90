// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Round trip on generated telemetry with a known truth (issue #18, "Done when"): 48 GPUs busy
// 14 h × 6 days from 07:00 with noise, written as a gzip nvidia-smi log, read back.
#include "measure/measurement.h"
#include "measuretestsupport.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

#include <array>
#include <catch2/catch.hpp>
#include <cmath>
#include <random>

using namespace gda::measure;

TEST_CASE("Telemetry round trip: 48 GPUs busy 14 h x 6 days with noise", "[measure]")
{
    // Two weeks from Monday 2026-01-05 00:00, one sample per GPU every 5 minutes. Each GPU starts
    // each working day at 07:00 and stops at 21:00, both moved by its own noise of up to ±15
    // minutes; busy samples at 70–90 % utilization, idle ones at 0–2 %.
    constexpr int kGpus = 48, kDays = 14, kStep = 300;
    std::mt19937 random(18);
    std::uniform_int_distribution<int> jitter(-15 * 60, 15 * 60);
    std::uniform_real_distribution<double> busyUtil(70.0, 90.0), idleUtil(0.0, 2.0);
    std::vector<std::array<int, 2>> shift(size_t(kGpus * kDays));
    for (auto &s : shift)
        s = {7 * 3600 + jitter(random), 21 * 3600 + jitter(random)};
    QByteArray text = "timestamp, name, index, utilization.gpu [%]\n";
    double utilizationSum = 0.0, busySeconds = 0.0;
    qint64 samples = 0;
    const qint64 monday = 1767571200; // 2026-01-05 00:00 UTC
    for (qint64 t = 0; t < qint64(kDays) * 86400; t += kStep) {
        const int day = int(t / 86400), second = int(t % 86400);
        const QByteArray stamp = QDateTime::fromSecsSinceEpoch(monday + t, Qt::UTC)
                                     .toString(QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz"))
                                     .toLatin1();
        for (int g = 0; g < kGpus; ++g) {
            const auto &s = shift[size_t(g * kDays + day)];
            const bool busy = day % 7 < 6 && second >= s[0] && second < s[1];
            const double u = std::round(busy ? busyUtil(random) : idleUtil(random));
            utilizationSum += u;
            busySeconds += busy ? kStep : 0;
            ++samples;
            text += stamp + ", NVIDIA H100 80GB HBM3, " + QByteArray::number(g) + ", " +
                    QByteArray::number(u) + " %\n";
        }
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("nvidia-smi.csv.gz"));
    REQUIRE(gda::test::writeGzip(path, text));
    Measurement m;
    REQUIRE_FALSE(readFile(path, Format::Auto, {}, m));
    const TelemetrySummary s =
        summarize(QStringLiteral("NVIDIA H100 80GB HBM3"), m.telemetry.groups.begin()->second);
    REQUIRE(s.samples == samples);
    REQUIRE(s.gpusSeen == kGpus);
    REQUIRE(s.baseGpus == 0);
    REQUIRE(s.peakGpus == kGpus);
    REQUIRE(s.daysPerWeek == 6);
    REQUIRE(s.startHour == 7);
    // Truth: the noise is symmetric, so 14 h a day on average; within 0.5 h.
    REQUIRE(std::abs(s.hoursPerDay - 14.0) <= 0.5);
    // And the generated busy time itself: GPU-seconds / (48 GPUs × 12 working days × 3600).
    REQUIRE(std::abs(s.hoursPerDay - busySeconds / (kGpus * 12.0 * 3600.0)) <= 0.5);
    // Average utilization: the mean of the generated samples, about 84/168 × 80 % + 84/168 ×
    // 1 % = 40.5 %; within 1 percentage point.
    REQUIRE(std::abs(s.averageUtilization - utilizationSum / double(samples) / 100.0) <= 0.01);
    REQUIRE(std::abs(s.averageUtilization - 0.405) <= 0.01);
    // Two equal weeks: no growth worth the name, one month.
    REQUIRE(std::abs(s.annualGrowth) < 0.5);
    REQUIRE(s.months.size() == 1);
    // The scenario proposed from it: one non-shiftable inference workload of 48 H100 SXM GPUs,
    // 6 days from 07:00, 14 ± 0.5 h a day; no steady base.
    const QJsonObject scenario = scenarioFromMeasurement(m, QStringLiteral("Round trip"), {});
    const QJsonArray workloads = scenario.value(QLatin1String("inputs"))
                                     .toObject()
                                     .value(QLatin1String("workloads"))
                                     .toArray();
    REQUIRE(workloads.size() == 1);
    const QJsonObject w = workloads.at(0).toObject();
    REQUIRE(w.value(QLatin1String("kind")).toString() == QLatin1String("inference"));
    REQUIRE(w.value(QLatin1String("gpu_model")).toString() == QLatin1String("h100-sxm"));
    REQUIRE(w.value(QLatin1String("gpus")).toInt() == 48);
    REQUIRE(w.value(QLatin1String("days_per_week")).toInt() == 6);
    REQUIRE(w.value(QLatin1String("start_hour")).toInt() == 7);
    REQUIRE(std::abs(w.value(QLatin1String("hours_per_day")).toDouble() - 14.0) <= 0.5);
}
