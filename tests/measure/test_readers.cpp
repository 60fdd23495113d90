// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The readers on hand-made files in tests/data/measured; each expected number is worked out
// beside it from the file's lines.
#include "measure/csvline.h"
#include "measure/measurement.h"
#include "measure/textsource.h"
#include "measuretestsupport.h"

#include <QDateTime>
#include <QFileInfo>
#include <QTemporaryDir>

#include <sys/stat.h>

#include <catch2/catch.hpp>

using namespace gda::measure;
using gda::test::fixtureInstances;
using gda::test::measuredFile;
using gda::test::spendOf;

namespace {

std::optional<ReadError> read(const QString &path, Measurement &m, Format f = Format::Auto)
{
    return readFile(path, f, fixtureInstances(), m);
}
} // namespace

TEST_CASE("CSV cells, numbers and timestamps in the C locale", "[measure]")
{
    std::vector<QByteArray> cells;
    REQUIRE(splitCsvLine("a, \"b,\"\"c\"\"\" ,  d ,", cells));
    REQUIRE(cells == std::vector<QByteArray>{"a", "b,\"c\"", "d", ""});
    REQUIRE_FALSE(splitCsvLine("a,\"open", cells));
    // The same cells as views; several cells with "" in them (unescaped into the row's own
    // buffer) stay valid together, and a quoted cell keeps its inner spaces.
    CsvRow row;
    REQUIRE(row.split("\"x\"\"1\",\"y\"\"2\" , \" z \",\"w\"\"3\"\"\",plain"));
    REQUIRE(row.size() == 5);
    REQUIRE(row[0] == "x\"1");
    REQUIRE(row[1] == "y\"2");
    REQUIRE(row[2] == " z ");
    REQUIRE(row[3] == "w\"3\"");
    REQUIRE(row[4] == "plain");
    REQUIRE(row.split(""));
    REQUIRE(row.size() == 1);
    REQUIRE(row[0].isEmpty());
    REQUIRE_FALSE(row.split("\"a\"\"")); // the "" is a quote inside: the cell is not closed
    REQUIRE(equalsLower("SavingsPlan", "savingsplan"));
    REQUIRE_FALSE(equalsLower("SavingsPlans", "savingsplan"));
    REQUIRE(startsWithLower("Storage Snapshot", "storage"));
    REQUIRE(containsLower("Data Transfer OUT", "out"));
    REQUIRE_FALSE(containsLower("Hours", "hours x"));
    double v = 0;
    REQUIRE(parseNumber("-12.5", v));
    REQUIRE(v == -12.5);
    REQUIRE_FALSE(parseNumber("12,5", v));
    REQUIRE_FALSE(parseNumber("nan", v));
    qint64 s = 0;
    // 2026-01-05 10:00 UTC = 1,767,607,200 s (20,458 days × 86,400 + 36,000).
    REQUIRE(parseTimestamp("2026/01/05 10:00:00.123", s));
    REQUIRE(s == 1767607200);
    REQUIRE(parseTimestamp("2026-01-05T12:00:00+02:00", s));
    REQUIRE(s == 1767607200);
    REQUIRE(parseTimestamp("2026-01-05T10:00Z", s));
    REQUIRE(s == 1767607200);
    REQUIRE_FALSE(parseTimestamp("05/01/2026 10:00", s));
    // ISO 8601 dates without a time (Azure exports written with ISO dates): midnight UTC.
    REQUIRE(parseTimestamp("2026-01-05", s));
    REQUIRE(s == 1767571200); // 20,458 days × 86,400
    REQUIRE(parseTimestamp("2026-01-05T11:00:00.0000000+0100", s));
    REQUIRE(s == 1767607200);
    REQUIRE_FALSE(parseTimestamp("2026-13-05", s));
}

TEST_CASE("nvidia-smi log: busy GPUs per week-hour and the average utilization", "[measure]")
{
    Measurement m;
    REQUIRE_FALSE(read(measuredFile("nvidia-smi-small.csv"), m));
    REQUIRE(m.files.at(0).format == Format::NvidiaSmi);
    REQUIRE(m.telemetry.groups.size() == 1);
    const TelemetrySummary s =
        summarize(QStringLiteral("NVIDIA H100 80GB HBM3"), m.telemetry.groups.begin()->second);
    REQUIRE(s.gpusSeen == 2);
    // 8 rows, one "[N/A]" skipped: 7 samples 80 + 0 + 90 + 60 + 3 + 100 + 100 = 433 % → 61.857 %.
    REQUIRE(s.samples == 7);
    REQUIRE(s.averageUtilization == Approx(433.0 / 7.0 / 100.0).epsilon(1e-12));
    // Samples 20 minutes apart, the maximum gap 900 s: each covers 15 minutes. GPU 0: 10:00 and
    // 10:20 busy (the 10:40 "[N/A]" is no sample), 11:00 busy, covering the interval before it
    // (40 min, at most 15): 3 × 900 s busy. GPU 1: 10:00 idle (0 %), 10:20 busy (60 %), 10:40
    // idle (3 %, under the 5 % threshold), 11:00 busy: 2 × 900 s busy of 4 × 900 observed.
    // Busy GPU-hours (2,700 + 1,800) / 3,600 = 1.25.
    REQUIRE(s.busyGpuHours == Approx(1.25));
    // Monday 2026-01-05 10:00 = week-hour 10: GPU 0 busy 1,800 of its 1,800 s observed (1.0),
    // GPU 1 900 of 2,700 (1/3) → 4/3 busy GPUs. 11:00: both busy for their 900 s → 2.
    REQUIRE(s.busyProfile[10] == Approx(4.0 / 3.0));
    REQUIRE(s.busyProfile[11] == Approx(2.0));
    REQUIRE(s.busyProfile[12] == 0.0);
    REQUIRE_FALSE(s.observedWeekHour[12]);
    REQUIRE(s.weekHoursObserved == 2);
    // Hours observed: the longest a GPU was observed in each hour, 2,700 s + 900 s = 1 h, of the
    // 1.25 h from 10:00 to 11:15: 80 %.
    REQUIRE(s.hoursObserved == Approx(1.0));
    REQUIRE(s.spanHours == Approx(1.25));
    REQUIRE(s.observedShare() == Approx(0.8));
    REQUIRE(s.clockHours == 2);
    // Gaps over 900 s: GPU 0 20 and 40 minutes, GPU 1 three of 20 minutes: 5 gaps, beyond the
    // maximum 300 + 1,500 + 3 × 300 = 2,700 s = 0.75 h; the longest 40 minutes.
    REQUIRE(s.gaps == 5);
    REQUIRE(s.gapHours == Approx(0.75));
    REQUIRE(s.longestGapHours == Approx(2400.0 / 3600.0));
    REQUIRE(gpuModelForName(s.group) == QLatin1String("h100-sxm"));
}

TEST_CASE("DCGM exporter scrape: only DCGM_FI_DEV_GPU_UTIL counts", "[measure]")
{
    Measurement m;
    REQUIRE_FALSE(read(measuredFile("dcgm-small.prom"), m));
    REQUIRE(m.files.at(0).format == Format::Dcgm);
    const TelemetrySummary s =
        summarize({}, m.telemetry.groups.at(QStringLiteral("NVIDIA H100 80GB HBM3")));
    // Two scrapes a minute apart: GPU-aaa at 50 %, GPU-bbb at 0 % (the SM clock lines ignored):
    // 2 GPUs, mean 25 %, 1 busy. Each sample covers 60 s (the last the interval before it):
    // 120 busy GPU-seconds.
    REQUIRE(s.gpusSeen == 2);
    REQUIRE(s.samples == 4);
    REQUIRE(s.averageUtilization == Approx(0.25));
    REQUIRE(s.busyProfile[10] == Approx(1.0));
    REQUIRE(s.busyGpuHours == Approx(120.0 / 3600.0));
    REQUIRE(s.hoursObserved == Approx(120.0 / 3600.0));
}

TEST_CASE("FOCUS: spend per month, provider and GPU model by EffectiveCost", "[measure]")
{
    // ProviderName "AWS" and "Microsoft" are counted as aws and azure, as CUR lines are.
    Measurement m;
    REQUIRE_FALSE(read(measuredFile("focus-small.csv"), m));
    REQUIRE(m.files.at(0).format == Format::Focus);
    const QString jan = QStringLiteral("2026-01"), aws = QStringLiteral("aws"),
                  h100 = QStringLiteral("h100-sxm");
    // AWS p5.48xlarge (8 GPUs): 10 h on demand 550.40 + 20 h under a Savings Plan, billed 0,
    // effective 700.00 → effective 1,250.40 over 30 × 8 = 240 GPU-hours (160 committed).
    const Spend &p5 = spendOf(m, jan, aws, SpendKind::Gpu, h100);
    REQUIRE(p5.billed == Approx(550.40));
    REQUIRE(p5.effective == Approx(1250.40));
    REQUIRE(p5.list == Approx(1651.20)); // 550.40 + 1,100.80
    REQUIRE(p5.gpuHours == 240.0);
    REQUIRE(p5.committedGpuHours == 160.0);
    REQUIRE(p5.effective / p5.gpuHours == Approx(5.21)); // 1,250.40 / 240
    // Azure ND96isr_H100_v5 named in x_SkuDetails (quoted JSON): 400.00 over 5 × 8 = 40 → 10.00.
    const Spend &nd = spendOf(m, jan, QStringLiteral("azure"), SpendKind::Gpu, h100);
    REQUIRE(nd.effective == Approx(400.0));
    REQUIRE(nd.gpuHours == 40.0);
    REQUIRE(spendOf(m, jan, aws, SpendKind::Storage).effective == Approx(12.34));
    // February: one p5 hour at 55.04 → 8 GPU-hours at 6.88.
    const Spend &feb = spendOf(m, QStringLiteral("2026-02"), aws, SpendKind::Gpu, h100);
    REQUIRE(feb.effective / feb.gpuHours == Approx(6.88));
}

TEST_CASE("AWS CUR legacy and 2.0: amortized cost by line item type", "[measure]")
{
    for (const char *name : {"cur-legacy-small.csv", "cur2-small.csv"}) {
        CAPTURE(name);
        Measurement m;
        REQUIRE_FALSE(read(measuredFile(name), m));
        REQUIRE(m.files.at(0).format == Format::AwsCur);
        const QString jan = QStringLiteral("2026-01"), aws = QStringLiteral("aws");
        // p5.48xlarge: 4 h on demand 220.16 + 10 h Savings Plan covered at the effective 350.00
        // (its negation −550.40 counts 0) = 570.16 over (4 + 10) × 8 = 112 GPU-hours, 80
        // committed: 5.0907 per GPU-hour. Billed: 220.16 + 550.40 − 550.40 = 220.16.
        const Spend &p5 = spendOf(m, jan, aws, SpendKind::Gpu, QStringLiteral("h100-sxm"));
        REQUIRE(p5.effective == Approx(570.16));
        REQUIRE(p5.billed == Approx(220.16));
        REQUIRE(p5.gpuHours == 112.0);
        REQUIRE(p5.committedGpuHours == 80.0);
        REQUIRE(p5.effective / p5.gpuHours == Approx(570.16 / 112.0));
        // p4d.24xlarge reserved: 2 h at reservation/EffectiveCost 40.00 → 16 GPU-hours at 2.50.
        const Spend &p4 = spendOf(m, jan, aws, SpendKind::Gpu, QStringLiteral("a100-40gb"));
        REQUIRE(p4.effective == Approx(40.0));
        REQUIRE(p4.effective / p4.gpuHours == Approx(2.5));
        // Fees: Savings Plan 1,000 − 350 used = 650 unused; RI fee: 10.00 + 5.50 unused = 15.50.
        const Spend &other = spendOf(m, jan, aws, SpendKind::Other);
        REQUIRE(other.effective == Approx(665.50));
        REQUIRE(other.billed == Approx(1500.0));
        REQUIRE(spendOf(m, jan, aws, SpendKind::Egress).effective == Approx(9.0));
    }
}

TEST_CASE("A gzip file reads like the plain one", "[measure]")
{
    QTemporaryDir dir;
    const QString gz = dir.filePath(QStringLiteral("cur.csv.gz"));
    REQUIRE(gda::test::writeGzip(gz, gda::test::readAll(measuredFile("cur-legacy-small.csv"))));
    Measurement plain, zipped;
    REQUIRE_FALSE(read(measuredFile("cur-legacy-small.csv"), plain));
    REQUIRE_FALSE(read(gz, zipped));
    REQUIRE(zipped.files.at(0).compressed);
    REQUIRE(zipped.files.at(0).lines == 8);
    REQUIRE(zipped.bills.spend.size() == plain.bills.spend.size());
    for (const auto &[key, s] : plain.bills.spend)
        REQUIRE(zipped.bills.spend.at(key).effective == s.effective);
}

TEST_CASE("Bad input: one error naming file, line and column, nothing read", "[measure]")
{
    QTemporaryDir dir;
    auto errorOf = [](const QString &path) {
        Measurement m;
        REQUIRE_FALSE(read(measuredFile("focus-small.csv"), m));
        const auto before = m.bills.spend.size();
        auto e = read(path, m);
        REQUIRE(e);
        REQUIRE(m.files.size() == 1); // the good file only
        REQUIRE(m.bills.spend.size() == before);
        return *e;
    };
    SECTION("a non-numeric cost")
    {
        const ReadError e = errorOf(measuredFile("focus-bad-cost.csv"));
        REQUIRE(e.line == 3);
        REQUIRE(e.column == QLatin1String("EffectiveCost"));
        REQUIRE(e.value == QLatin1String("7,00"));
        REQUIRE(e.toString().endsWith(
            QLatin1String("focus-bad-cost.csv:3: column \"EffectiveCost\": value \"7,00\": not "
                          "a number")));
    }
    SECTION("a missing required column: the formats tried and what each misses")
    {
        const ReadError e = errorOf(measuredFile("focus-missing-column.csv"));
        REQUIRE(e.line == 1);
        REQUIRE(e.message.contains(QLatin1String("focus (missing EffectiveCost)")));
        REQUIRE(e.message.contains(QLatin1String("aws-cur (missing lineItem/UsageStartDate")));
    }
    SECTION("mixed column spellings")
    {
        const ReadError e = errorOf(measuredFile("cur-mixed-spellings.csv"));
        REQUIRE(e.line == 1);
        REQUIRE(e.message.contains(QLatin1String("mixes the legacy CUR column spelling")));
    }
    SECTION("a date outside the billing period")
    {
        const ReadError e = errorOf(measuredFile("cur-outside-period.csv"));
        REQUIRE(e.line == 3);
        REQUIRE(e.column == QLatin1String("lineItem/UsageStartDate"));
        REQUIRE(e.value == QLatin1String("2026-02-03T04:00:00Z"));
    }
    SECTION("an empty file and a 0-byte .gz")
    {
        for (const char *name : {"empty.csv", "empty.csv.gz"}) {
            const QString path = dir.filePath(QLatin1String(name));
            REQUIRE(gda::test::writeFile(path, {}));
            REQUIRE(errorOf(path).toString() == path + QLatin1String(": is empty"));
        }
    }
    SECTION("a gzip of nothing")
    {
        const QString path = dir.filePath(QStringLiteral("nothing.csv.gz"));
        REQUIRE(gda::test::writeGzip(path, {}));
        REQUIRE(errorOf(path).message == QLatin1String("is empty"));
    }
    SECTION("a truncated gzip")
    {
        const QString whole = dir.filePath(QStringLiteral("whole.csv.gz"));
        // Enough lines that the cut falls inside the compressed data.
        QByteArray text = gda::test::readAll(measuredFile("cur-legacy-small.csv"));
        const QByteArray row = text.mid(text.indexOf('\n') + 1);
        for (int i = 0; i < 200; ++i)
            text += row;
        REQUIRE(gda::test::writeGzip(whole, text));
        const QByteArray bytes = gda::test::readAll(whole);
        const QString cut = dir.filePath(QStringLiteral("cut.csv.gz"));
        REQUIRE(gda::test::writeFile(cut, bytes.left(bytes.size() / 2)));
        const ReadError e = errorOf(cut);
        REQUIRE(e.message == QLatin1String("is a truncated gzip file"));
        REQUIRE(e.line > 1);
    }
    SECTION("a carriage return inside a cell stays on the one line of the error")
    {
        const QString path = dir.filePath(QStringLiteral("cr.csv"));
        QByteArray text = gda::test::readAll(measuredFile("focus-bad-cost.csv"));
        text.replace("\"7,00\"", "7\r00");
        REQUIRE(gda::test::writeFile(path, text));
        const QString line = errorOf(path).toString();
        REQUIRE(line.endsWith(
            QLatin1String(":3: column \"EffectiveCost\": value \"7\\r00\": not a number")));
    }
    SECTION("an amount beyond 1e15: out of range, so sums stay finite")
    {
        const QString path = dir.filePath(QStringLiteral("huge.csv"));
        QByteArray text = gda::test::readAll(measuredFile("focus-bad-cost.csv"));
        text.replace("\"7,00\"", "1e300");
        REQUIRE(gda::test::writeFile(path, text));
        REQUIRE(errorOf(path).toString().endsWith(QLatin1String(
            ":3: column \"EffectiveCost\": value \"1e300\": out of range (valid: -1e15 to "
            "1e15)")));
    }
    SECTION("a binary file")
    {
        const QString path = dir.filePath(QStringLiteral("binary.csv"));
        REQUIRE(gda::test::writeFile(path, QByteArray("BilledCost\n\x01\x00\x02\xff", 15)));
        const ReadError e = errorOf(path);
        REQUIRE(e.message.startsWith(QLatin1String("is a binary file")));
        REQUIRE(e.line == 2); // the NUL byte is on line 2
        REQUIRE(e.toString().startsWith(path + QLatin1String(":2: is a binary file")));
    }
}

TEST_CASE("Azure cost details, EA and MCA spellings: amortized cost", "[measure]")
{
    for (const char *name : {"azure-ea-small.csv", "azure-mca-small.csv"}) {
        CAPTURE(name);
        Measurement m;
        REQUIRE_FALSE(read(measuredFile(name), m));
        REQUIRE(m.files.at(0).format == Format::Azure);
        const QString jan = QStringLiteral("2026-01"), azure = QStringLiteral("azure");
        // ND96isr_H100_v5 (8 GPUs): 10 × "1 Hour" on demand at 982.80, and 0.2 × "100 Hours"
        // = 20 h under a reservation, amortized 1,200.00; the reservation purchase (5,000.00)
        // counts 0 in the effective cost. Effective 2,182.80 over (10 + 20) × 8 = 240
        // GPU-hours (160 committed): 9.095 per GPU-hour. Billed: 982.80 + 0 + 5,000.00.
        const Spend &nd = spendOf(m, jan, azure, SpendKind::Gpu, QStringLiteral("h100-sxm"));
        REQUIRE(nd.effective == Approx(2182.80));
        REQUIRE(nd.billed == Approx(5982.80));
        REQUIRE(nd.gpuHours == Approx(240.0));
        REQUIRE(nd.committedGpuHours == Approx(160.0));
        REQUIRE(nd.effective / nd.gpuHours == Approx(9.095));
        // List: PayGPrice × quantity = 982.80 + 0.2 × 9,828.00 = 2,948.40.
        REQUIRE(nd.list == Approx(2948.40));
        REQUIRE(spendOf(m, jan, azure, SpendKind::Storage).effective == Approx(20.50));
        REQUIRE(spendOf(m, jan, azure, SpendKind::Egress).effective == Approx(8.70));
    }
}

TEST_CASE("CloudWatch agent CSV: nvidia_smi_utilization_gpu rows only", "[measure]")
{
    Measurement m;
    REQUIRE_FALSE(read(measuredFile("cloudwatch-small.csv"), m));
    REQUIRE(m.files.at(0).format == Format::CloudWatch);
    const QString model = QStringLiteral("NVIDIA A100-SXM4-40GB");
    const TelemetrySummary s = summarize(model, m.telemetry.groups.at(model));
    // GPU 0: 80 % and 60 %, busy in 2 of 2 samples; GPU 1: 2 % and 40 %, busy in 1 of 2 (the
    // memory row is ignored). Week-hour 10: 1 + 1/2 = 1.5 busy GPUs; mean (80+2+60+40)/4 = 45.5 %.
    REQUIRE(s.gpusSeen == 2);
    REQUIRE(s.samples == 4);
    REQUIRE(s.busyProfile[10] == Approx(1.5));
    REQUIRE(s.averageUtilization == Approx(0.455));
    REQUIRE(gpuModelForName(model) == QLatin1String("a100-40gb"));
}

TEST_CASE("GCP billing export CSV: cost plus credits", "[measure]")
{
    Measurement m;
    REQUIRE_FALSE(read(measuredFile("gcp-small.csv"), m));
    REQUIRE(m.files.at(0).format == Format::Gcp);
    const QString jan = QStringLiteral("2026-01"), gcp = QStringLiteral("gcp");
    // Two hours of 8 H100 GPUs (GPU SKU, 8 GPU-hours each) at 88.00, the second with a −40.00
    // committed use credit: effective 88 + 48 = 136.00 over 16 GPU-hours = 8.50 per GPU-hour;
    // before credits (list) 176.00.
    const Spend &h100 = spendOf(m, jan, gcp, SpendKind::Gpu, QStringLiteral("h100-sxm"));
    REQUIRE(h100.effective == Approx(136.0));
    REQUIRE(h100.list == Approx(176.0));
    REQUIRE(h100.gpuHours == 16.0);
    REQUIRE(h100.effective / h100.gpuHours == Approx(8.5));
    REQUIRE(spendOf(m, jan, gcp, SpendKind::Storage).effective == Approx(2.60));
    REQUIRE(spendOf(m, jan, gcp, SpendKind::Egress).effective == Approx(1.20));
}

TEST_CASE("A GPU's UUID names it across files, a bus id only within its file", "[measure]")
{
    QTemporaryDir dir;
    const QByteArray withUuid = "timestamp, name, uuid, utilization.gpu [%]\n"
                                "2026/01/05 10:00:00.000, NVIDIA H100 80GB HBM3, GPU-aaa, 50 %\n";
    const QByteArray withBus = "timestamp, name, pci.bus_id, utilization.gpu [%]\n"
                               "2026/01/05 10:00:00.000, NVIDIA H100 80GB HBM3, 00:18.0, 50 %\n";
    Measurement m;
    for (const char *name : {"a.csv", "b.csv"}) {
        const QString path = dir.filePath(QLatin1String(name));
        REQUIRE(gda::test::writeFile(path, withUuid));
        REQUIRE_FALSE(read(path, m));
    }
    // One log rotated into two files: one GPU.
    REQUIRE(m.telemetry.groups.begin()->second.gpuCount() == 1);
    Measurement hosts;
    for (const char *name : {"host1.csv", "host2.csv"}) {
        const QString path = dir.filePath(QLatin1String(name));
        REQUIRE(gda::test::writeFile(path, withBus));
        REQUIRE_FALSE(read(path, hosts));
    }
    // Two hosts with a GPU at the same bus id: two GPUs.
    REQUIRE(hosts.telemetry.groups.begin()->second.gpuCount() == 2);
}

TEST_CASE("nvidia-smi logs appended to one file: a repeated header is skipped, GPUs in any order",
          "[measure]")
{
    // 24 h of 5-second samples of GPUs 0 (50 %) and 1 (0 %) — 34,560 rows, about 2 MB, more than
    // the reader's 1 MiB buffer — then the header again (a second log appended) and one more hour
    // with a new GPU 2 (100 %) written first and the others in reverse order.
    QTemporaryDir dir;
    const QByteArray header = "timestamp, name, index, utilization.gpu [%]\n";
    QByteArray text = header;
    const QDateTime start(QDate(2026, 1, 5), QTime(0, 0), Qt::UTC);
    auto row = [&](qint64 t, int gpu, int percent) {
        text += start.addSecs(t).toString(QStringLiteral("yyyy/MM/dd HH:mm:ss.zzz")).toLatin1() +
                ", NVIDIA H100 80GB HBM3, " + QByteArray::number(gpu) + ", " +
                QByteArray::number(percent) + " %\n";
    };
    for (qint64 t = 0; t < 24 * 3600; t += 5) {
        row(t, 0, 50);
        row(t, 1, 0);
    }
    REQUIRE(text.size() > (1 << 20));
    text += header;
    for (qint64 t = 24 * 3600; t < 25 * 3600; t += 5) {
        row(t, 2, 100);
        row(t, 1, 0);
        row(t, 0, 50);
    }
    const QString path = dir.filePath(QStringLiteral("appended.csv"));
    REQUIRE(gda::test::writeFile(path, text));
    Measurement m;
    REQUIRE_FALSE(read(path, m));
    const TelemetrySummary s =
        summarize(QStringLiteral("NVIDIA H100 80GB HBM3"), m.telemetry.groups.begin()->second);
    REQUIRE(s.gpusSeen == 3);
    REQUIRE(s.samples == 2 * 17280 + 3 * 720); // 36,720
    REQUIRE(s.clockHours == 25);
    // Every 5 s sample covers 5 s, the last of each GPU the 5 s before it: 25 h observed.
    // Busy GPU-hours: GPU 0 every hour (24 + 1), GPU 2 in the last hour (1); GPU 1 never.
    REQUIRE(s.hoursObserved == Approx(25.0));
    REQUIRE(s.busyGpuHours == Approx(26.0));
    REQUIRE(s.gaps == 0);
    // (17,280 × 50 + 720 × 50 + 720 × 100) / 36,720 = 972,000 / 36,720 = 26.4706 %.
    REQUIRE(s.averageUtilization == Approx(972000.0 / 36720.0 / 100.0).epsilon(1e-12));
}

// Issue 39, "new surfaces, old defect classes": each input that was read wrongly or hung.
TEST_CASE("Refused inputs: special files, duplicate columns, extra cells, repeated files, bad "
          "gzip, impossible dates, long lines and lone carriage returns",
          "[measure]")
{
    QTemporaryDir dir;
    const QByteArray focus = gda::test::readAll(measuredFile("focus-small.csv"));
    const QByteArray focusHeader = focus.left(focus.indexOf('\n') + 1);
    const QByteArray focusRow = focus.mid(
        focusHeader.size(), focus.indexOf('\n', focusHeader.size()) + 1 - focusHeader.size());
    auto errorOf = [](const QString &path, Format f = Format::Auto) {
        Measurement m;
        auto e = read(path, m, f);
        REQUIRE(e);
        CHECK(m.files.empty()); // nothing read
        return *e;
    };
    SECTION("a FIFO is refused with the message of every input file, without blocking (D12)")
    {
        const QString fifo = dir.filePath(QStringLiteral("bill.csv"));
        REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        for (Format f : {Format::Auto, Format::Focus, Format::NvidiaSmi}) {
            const ReadError e = errorOf(fifo, f);
            CHECK(e.toString() ==
                  fifo + QLatin1String(": is a pipe (FIFO), not a regular file: give the path "
                                       "of a file"));
        }
        const ReadError folder = errorOf(dir.path());
        CHECK(folder.message.startsWith(QLatin1String("is a folder, not a regular file")));
    }
    SECTION("a column given twice in the header (before: the last one counted)")
    {
        const QString path = dir.filePath(QStringLiteral("twice.csv"));
        QByteArray header = focusHeader;
        header.replace("\n", ",EffectiveCost\n");
        QByteArray row = focusRow;
        row.replace("\n", ",1.00\n");
        REQUIRE(gda::test::writeFile(path, header + row));
        const ReadError e = errorOf(path);
        CHECK(e.line == 1);
        CHECK(e.message ==
              QLatin1String("the column \"EffectiveCost\" is given twice in the header (columns "
                            "9 and 18)"));
        const QString smi = dir.filePath(QStringLiteral("smi.csv"));
        REQUIRE(gda::test::writeFile(smi, "timestamp, utilization.gpu [%], utilization.gpu [%]\n"
                                          "2026/01/05 10:00:00.000, 80 %, 10 %\n"));
        CHECK(errorOf(smi).message.contains(QLatin1String("\"utilization.gpu [%]\" is given "
                                                          "twice in the header (columns 2 and "
                                                          "3)")));
    }
    SECTION("cells beyond the header's columns")
    {
        const QString path = dir.filePath(QStringLiteral("extra.csv"));
        QByteArray row = focusRow;
        row.replace("\n", ",surplus\n");
        REQUIRE(gda::test::writeFile(path, focusHeader + row));
        const ReadError e = errorOf(path);
        CHECK(e.line == 2);
        CHECK(e.message ==
              QLatin1String("18 cells, 17 expected (as many as the header's columns)"));
        const QString smi = dir.filePath(QStringLiteral("smi.csv"));
        REQUIRE(gda::test::writeFile(smi, "timestamp, index, utilization.gpu [%]\n"
                                          "2026/01/05 10:00:00.000, 0, 80 %, 7\n"));
        CHECK(errorOf(smi).message == QLatin1String("4 cells, 3 expected"));
    }
    SECTION("the same bill twice, by the same path or as a copy, is refused, not counted twice")
    {
        const QString copy = dir.filePath(QStringLiteral("copy-of-focus.csv"));
        REQUIRE(QFile::copy(measuredFile("focus-small.csv"), copy));
        for (const QString &second : {measuredFile("focus-small.csv"), copy}) {
            Measurement m;
            REQUIRE_FALSE(read(measuredFile("focus-small.csv"), m));
            const auto spend = m.bills.spend;
            const auto e = read(second, m);
            REQUIRE(e);
            CHECK(e->message.startsWith(QLatin1String("has the same content as ")));
            CHECK(m.files.size() == 1);
            REQUIRE(m.bills.spend.size() == spend.size());
            for (const auto &[key, one] : spend)
                CHECK(m.bills.spend.at(key).effective == one.effective);
        }
        // Another file is read as before.
        Measurement m;
        REQUIRE_FALSE(read(measuredFile("nvidia-smi-small.csv"), m));
        REQUIRE_FALSE(read(measuredFile("focus-small.csv"), m));
        CHECK(m.files.size() == 2);
    }
    SECTION("a gzip bomb stops at the ratio limit, with a message")
    {
        // 32 MiB of one repeated line compress about 1000 times; the limit is 250 times, checked
        // from 16 MiB on.
        const QString path = dir.filePath(QStringLiteral("bomb.csv.gz"));
        QByteArray text = "timestamp, utilization.gpu [%]\n";
        const QByteArray line = "2026/01/05 10:00:00.000, 80 %\n";
        text.reserve(32 << 20);
        while (text.size() < (32 << 20))
            text += line;
        REQUIRE(gda::test::writeGzip(path, text));
        CHECK(QFileInfo(path).size() * TextSource::kMaxGzipRatio < text.size());
        TextSource source(path);
        QByteArray read;
        while (source.readLine(read)) {
        }
        REQUIRE(source.failed());
        CHECK(source.error().message.startsWith(
            QLatin1String("expands to more than 250 times its compressed size")));
        CHECK(source.bytesRead() < (20 << 20)); // stopped soon after 16 MiB
    }
    SECTION("data after the end of a gzip stream is refused, a second stream is read")
    {
        const QString path = dir.filePath(QStringLiteral("tail.csv.gz"));
        REQUIRE(gda::test::writeGzip(path, focus));
        const QByteArray zipped = gda::test::readAll(path);
        REQUIRE(gda::test::writeFile(path, zipped + "garbage"));
        CHECK(errorOf(path).message == QLatin1String("has data after the end of its gzip stream"));
        // Two gzip members, as `cat a.gz b.gz` makes them: one text.
        const QString second = dir.filePath(QStringLiteral("rows.gz"));
        REQUIRE(gda::test::writeGzip(second, focusRow));
        REQUIRE(gda::test::writeFile(path, zipped + gda::test::readAll(second)));
        TextSource source(path);
        QByteArray line;
        int lines = 0;
        while (source.readLine(line))
            ++lines;
        CHECK_FALSE(source.failed());
        CHECK(lines == focus.count('\n') + 1);
    }
    SECTION("a day the month does not have is refused, not rolled into the next month")
    {
        qint64 s = 0;
        CHECK_FALSE(parseTimestamp("2026-02-30T00:00:00Z", s)); // before: 2 March
        CHECK_FALSE(parseTimestamp("2026-02-29", s));           // 2026 is no leap year
        CHECK_FALSE(parseTimestamp("2026-04-31 12:00", s));
        CHECK_FALSE(parseTimestamp("1900-02-29", s)); // divisible by 100, not by 400
        REQUIRE(parseTimestamp("2024-02-29", s));     // a leap year
        CHECK(s == QDateTime(QDate(2024, 2, 29), QTime(0, 0), Qt::UTC).toSecsSinceEpoch());
        REQUIRE(parseTimestamp("2000-02-29T23:59:59Z", s)); // divisible by 400
        REQUIRE(parseTimestamp("2026-12-31T00:00:00Z", s));
        const QString path = dir.filePath(QStringLiteral("feb30.csv"));
        QByteArray row = focusRow;
        row.replace("2026-01-05T00:00:00Z", "2026-02-30T00:00:00Z");
        REQUIRE(gda::test::writeFile(path, focusHeader + row));
        const ReadError e = errorOf(path);
        CHECK(e.line == 2);
        CHECK(e.value == QLatin1String("2026-02-30T00:00:00Z"));
    }
    SECTION("a line over 1 MiB is refused with its own line number")
    {
        const QString path = dir.filePath(QStringLiteral("long.csv"));
        REQUIRE(gda::test::writeFile(path, focusHeader + focusRow + QByteArray(1100000, 'x') +
                                               "\n" + focusRow));
        const ReadError e = errorOf(path);
        CHECK(e.line == 3); // before: 2, the line before it
        CHECK(e.message == QLatin1String("has a line longer than 1048576 bytes"));
    }
    SECTION("carriage returns alone as line breaks, and files with a header only")
    {
        const QString cr = dir.filePath(QStringLiteral("cr.csv"));
        QByteArray mac = focusHeader + focusRow;
        mac.replace('\n', '\r');
        REQUIRE(gda::test::writeFile(cr, mac));
        CHECK(errorOf(cr).toString() ==
              cr + QLatin1String(":1: uses carriage returns alone as line breaks; save it with LF "
                                 "or CR LF line breaks"));
        CHECK(errorOf(cr, Format::Focus).line == 1);
        const QString headerOnly = dir.filePath(QStringLiteral("header.csv"));
        REQUIRE(gda::test::writeFile(headerOnly, focusHeader));
        CHECK(errorOf(headerOnly).message == QLatin1String("holds no bill lines, only a header"));
        const QString smi = dir.filePath(QStringLiteral("smi.csv"));
        REQUIRE(gda::test::writeFile(smi, "timestamp, utilization.gpu [%]\n"));
        CHECK(errorOf(smi).message == QLatin1String("holds no utilization sample"));
    }
}
