// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-advisor-cli measure (issue #18) on the hand-made files of tests/data/measured: what it
// prints, the scenario it writes (which validates and evaluates), and bad input: one line naming
// file, line and column, exit 2, no scenario written. Every run has its own data folder.
#include "clirunner.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <sys/stat.h>

using namespace gda::test;

namespace {
QString measured(const char *name)
{
    return dataPath(QStringLiteral("measured/%1").arg(QLatin1String(name)));
}

struct MeasureCli
{
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    MeasureCli()
    {
        REQUIRE(dir.isValid());
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    }
    CliRun run(const QStringList &args) const { return runCli(args, env); }
};
} // namespace

TEST_CASE("measure --json: spend per month, provider and GPU model, the cross-check", "[cli]")
{
    MeasureCli cli;
    const CliRun r = cli.run({QStringLiteral("measure"), measured("cur-legacy-small.csv"),
                              measured("nvidia-smi-small.csv"), QStringLiteral("--json")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonObject out = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray spend = out.value(QLatin1String("spend")).toArray();
    // The catalog knows p5.48xlarge (8 × h100-sxm): 570.16 over 112 GPU-hours = 5.0907 each
    // (test_readers.cpp works the lines out).
    bool found = false;
    for (const QJsonValue &v : spend) {
        const QJsonObject row = v.toObject();
        if (row.value(QLatin1String("gpu_model")).toString() != QLatin1String("h100-sxm"))
            continue;
        found = true;
        REQUIRE(row.value(QLatin1String("month")).toString() == QLatin1String("2026-01"));
        REQUIRE(row.value(QLatin1String("provider")).toString() == QLatin1String("aws"));
        REQUIRE(row.value(QLatin1String("effective")).toDouble() == 570.16);
        REQUIRE(row.value(QLatin1String("gpu_hours")).toDouble() == 112.0);
        REQUIRE(row.value(QLatin1String("effective_per_gpu_hour")).toDouble() == 5.0907);
    }
    REQUIRE(found);
    // The cross-check compares only the overlap of the periods (issue 34): the bills' GPU lines
    // (no end column: an hour each) run from 5 January 00:00 (p5) to 6 January 01:00 (p4d),
    // 25 h; the telemetry from 10:00 to 11:15 (its last samples cover 15 minutes). Overlap
    // 1.25 h: 5 % of the bills' period, all of the telemetry's. No bill line falls in it:
    // billed 0, measured 1.25 busy GPU-hours (test_readers.cpp works them out).
    const QJsonObject check = out.value(QLatin1String("cross_check")).toObject();
    REQUIRE(check.value(QLatin1String("billed_gpu_hours")).toDouble() == 0.0);
    REQUIRE(check.value(QLatin1String("measured_busy_gpu_hours")).toDouble() == 1.25);
    REQUIRE(check.value(QLatin1String("idle_paid_gpu_hours")).toDouble() == -1.25);
    const QJsonObject overlap = check.value(QLatin1String("overlap")).toObject();
    REQUIRE(overlap.value(QLatin1String("from")).toString() ==
            QLatin1String("2026-01-05T10:00:00Z"));
    REQUIRE(overlap.value(QLatin1String("to")).toString() == QLatin1String("2026-01-05T11:15:00Z"));
    REQUIRE(overlap.value(QLatin1String("bills_share")).toDouble() == 0.05);
    REQUIRE(overlap.value(QLatin1String("telemetry_share")).toDouble() == 1.0);
    // Per GPU model: the p5 (h100-sxm) against the H100 telemetry; the p4d (a100-40gb) against
    // none.
    const QJsonArray byModel = check.value(QLatin1String("by_gpu_model")).toArray();
    REQUIRE(byModel.size() == 2);
    REQUIRE(byModel.at(0).toObject().value(QLatin1String("gpu_model")) ==
            QLatin1String("a100-40gb"));
    REQUIRE(byModel.at(0).toObject().value(QLatin1String("idle_paid_gpu_hours")).toDouble() == 0.0);
    REQUIRE(byModel.at(1).toObject().value(QLatin1String("measured_busy_gpu_hours")).toDouble() ==
            1.25);
    // Time-weighted telemetry: 1 h observed of the 1.25 h period, 5 gaps over 900 s.
    const QJsonObject smi = out.value(QLatin1String("telemetry")).toArray().at(0).toObject();
    REQUIRE(smi.value(QLatin1String("hours_observed")).toDouble() == 1.0);
    REQUIRE(smi.value(QLatin1String("observed_share")).toDouble() == 0.8);
    REQUIRE(smi.value(QLatin1String("gaps")).toObject().value(QLatin1String("count")) == 5);
    const QJsonObject group = out.value(QLatin1String("telemetry")).toArray().at(0).toObject();
    REQUIRE(group.value(QLatin1String("busy_gpus_by_week_hour")).toArray().size() == 168);
    // File names only, no folders (privacy: docs/measured-usage.md), and the file's SHA-256 as
    // `sha256sum tests/data/measured/cur-legacy-small.csv` prints it.
    const QJsonObject file = out.value(QLatin1String("files")).toArray().at(0).toObject();
    REQUIRE(file.value(QLatin1String("file")) == QLatin1String("cur-legacy-small.csv"));
    REQUIRE(file.value(QLatin1String("sha256")).toString() ==
            QLatin1String("75210e0fd63fbb0b34896fa1d5a95b88808e9475bb0fb0c1cbc2dbb0d57a5f67"));
}

TEST_CASE("measure --scenario writes a version 2 scenario that validates and evaluates", "[cli]")
{
    MeasureCli cli;
    const QString out = cli.dir.filePath(QStringLiteral("measured.json"));
    const CliRun r = cli.run({QStringLiteral("measure"), measured("focus-small.csv"),
                              measured("nvidia-smi-small.csv"), QStringLiteral("--scenario"), out,
                              QStringLiteral("--name"), QStringLiteral("Measured"),
                              QStringLiteral("--client"), QStringLiteral("ACME")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonObject doc = QJsonDocument::fromJson(readFile(out)).object();
    REQUIRE(doc.value(QLatin1String("version")).toInt() == 2);
    REQUIRE(doc.value(QLatin1String("client")).toString() == QLatin1String("ACME"));
    const QJsonObject inputs = doc.value(QLatin1String("inputs")).toObject();
    // Cloud prices: the GPU lines without a commitment, (550.40 + 400.00 + 55.04) / (80 + 40
    // + 8) = 1,005.44 / 128 = 7.855 per GPU-hour on demand; the Savings Plan line 700.00 / 160
    // = 4.375 reserved. Its 160 committed GPU-hours over the bills' 2 months / 730 h round to
    // 0 reserved GPUs. Storage: 123.4 GB-months over 2 months = 0.0617 TB (0.062) at 12.34 /
    // 123.4 = 0.10 per GB-month.
    const QJsonObject cloud = inputs.value(QLatin1String("cloud")).toObject();
    REQUIRE(cloud.value(QLatin1String("on_demand_per_gpu_hour")).toDouble() == 7.855);
    REQUIRE(cloud.value(QLatin1String("reserved_per_gpu_hour")).toDouble() == 4.375);
    REQUIRE(cloud.value(QLatin1String("storage_tb")).toDouble() == 0.062);
    REQUIRE(cloud.value(QLatin1String("storage_per_gb_month")).toDouble() == 0.1);
    REQUIRE_FALSE(cloud.contains(QLatin1String("egress_tb_per_month")));
    // The pattern of the two observed week-hours (10:00 at 4/3 busy GPUs, 11:00 at 2): base
    // round(4/3) = 1 GPU, peak 2 − 1 = 1. Monday's hours above the base, (1/3 + 1) / 1 over its
    // 2 observed hours, scaled to 24: 16 h a day from 11:00 (the first hour at half the peak);
    // the one observed day counts, so 7 days of 7.
    const QJsonArray workloads = inputs.value(QLatin1String("workloads")).toArray();
    REQUIRE(workloads.size() == 2);
    REQUIRE(workloads.at(0).toObject().value(QLatin1String("gpus")).toInt() == 1);
    const QJsonObject w = workloads.at(1).toObject();
    REQUIRE(w.value(QLatin1String("gpus")).toInt() == 1);
    REQUIRE_FALSE(w.value(QLatin1String("cloud"))
                      .toObject()
                      .contains(QLatin1String("reserved_gpus"))); // none placed
    REQUIRE(
        w.value(QLatin1String("cloud")).toObject().value(QLatin1String("on_demand_per_gpu_hour")) ==
        7.855);
    // The provenance the report reads: both files with their SHA-256, the billed months and the
    // cross-check over the overlap (5 January 10:00 to 11:15: no bill line in it; 1.25 busy
    // GPU-hours measured), the inputs' sources and the warnings.
    const QJsonObject provenance = doc.value(QLatin1String("x_measured")).toObject();
    REQUIRE(provenance.value(QLatin1String("files")).toArray().size() == 2);
    REQUIRE(provenance.value(QLatin1String("bills")).toObject().value(QLatin1String("months")) ==
            2);
    const QJsonObject total =
        provenance.value(QLatin1String("cross_check")).toArray().last().toObject();
    REQUIRE(total.value(QLatin1String("billed_gpu_hours")).toDouble() == 0.0);
    REQUIRE(total.value(QLatin1String("idle_paid_gpu_hours")).toDouble() == -1.25);
    REQUIRE(w.value(QLatin1String("hours_per_day")).toDouble() == 16.0);
    REQUIRE(w.value(QLatin1String("days_per_week")).toInt() == 7);
    REQUIRE(w.value(QLatin1String("start_hour")).toInt() == 11);
    QHash<QString, QString> source;
    for (const QJsonValue &v : provenance.value(QLatin1String("inputs")).toArray())
        source.insert(v.toObject().value(QLatin1String("input")).toString(),
                      v.toObject().value(QLatin1String("source")).toString());
    REQUIRE(source.value(QStringLiteral("inputs.cloud.on_demand_per_gpu_hour")) ==
            QLatin1String("bills"));
    REQUIRE(source.value(QStringLiteral("inputs.cloud.storage_tb")) == QLatin1String("bills"));
    REQUIRE(source.value(QStringLiteral("inputs.cloud.egress_tb_per_month")) ==
            QLatin1String("default"));
    REQUIRE(source.value(QStringLiteral("inputs.workloads[1]")) == QLatin1String("telemetry"));
    REQUIRE(provenance.value(QLatin1String("warnings")).toArray().size() == 1); // egress
    REQUIRE(doc.value(QLatin1String("notes"))
                .toString()
                .contains(QLatin1String(
                    "nvidia-smi-small.csv (nvidia-smi, SHA-256 "
                    "d17bb57559d21c56ca59ee624cb4893cd892b0cdd006b5e0b315e3d83ce6ac57)")));
    const CliRun valid = cli.run({QStringLiteral("validate"), out});
    INFO(valid.err.toStdString());
    REQUIRE(valid.status == 0);
    const CliRun evaluated = cli.run({QStringLiteral("evaluate"), out});
    REQUIRE(evaluated.status == 0);
    REQUIRE(QJsonDocument::fromJson(evaluated.out.toUtf8())
                .object()
                .contains(QLatin1String("options")));
}

TEST_CASE("measure: bad input is one line naming file, line and column, exit 2", "[cli]")
{
    MeasureCli cli;
    const QString out = cli.dir.filePath(QStringLiteral("never.json"));
    struct Case
    {
        const char *file;
        const char *expected;
    };
    const Case cases[] = {
        {"focus-bad-cost.csv", "focus-bad-cost.csv:3: column \"EffectiveCost\": value \"7,00\": "
                               "not a number"},
        {"cur-outside-period.csv", "cur-outside-period.csv:3: column "
                                   "\"lineItem/UsageStartDate\": value \"2026-02-03T04:00:00Z\": "
                                   "outside the billing period"},
        {"cur-mixed-spellings.csv", "cur-mixed-spellings.csv:1: mixes the legacy CUR column"},
        {"focus-missing-column.csv", "focus-missing-column.csv:1: matches no supported format; "
                                     "tried nvidia-smi (missing timestamp, utilization.gpu); "
                                     "focus (missing EffectiveCost)"},
    };
    for (const Case &c : cases) {
        CAPTURE(c.file);
        const CliRun r = cli.run({QStringLiteral("measure"), measured("nvidia-smi-small.csv"),
                                  measured(c.file), QStringLiteral("--scenario"), out});
        REQUIRE(r.status == 2);
        REQUIRE(r.errLines().size() == 1);
        REQUIRE(r.errLines().at(0).contains(QLatin1String(c.expected)));
        REQUIRE_FALSE(QFile::exists(out));
    }
    // A truncated gzip: the readable lines first, then the line it stops at.
    {
        const QString cut = cli.dir.filePath(QStringLiteral("cut.csv.gz"));
        QByteArray text = readFile(measured("cur-legacy-small.csv"));
        const QByteArray rows = text.mid(text.indexOf('\n') + 1);
        for (int i = 0; i < 200; ++i)
            text += rows;
        const QString whole = cli.dir.filePath(QStringLiteral("whole.csv"));
        QProcess gzip;
        QFile plain(whole);
        REQUIRE(plain.open(QIODevice::WriteOnly));
        plain.write(text);
        plain.close();
        gzip.start(QStringLiteral("gzip"), {QStringLiteral("-kf"), whole});
        REQUIRE(gzip.waitForFinished());
        const QByteArray zipped = readFile(whole + QStringLiteral(".gz"));
        QFile c(cut);
        REQUIRE(c.open(QIODevice::WriteOnly));
        c.write(zipped.left(zipped.size() / 2));
        c.close();
        const CliRun r =
            cli.run({QStringLiteral("measure"), cut, QStringLiteral("--scenario"), out});
        REQUIRE(r.status == 2);
        REQUIRE(r.errLines().size() == 1);
        REQUIRE(r.errLines().at(0).contains(QRegularExpression(
            QStringLiteral("cut\\.csv\\.gz:[0-9]+: is a truncated gzip file$"))));
        REQUIRE_FALSE(QFile::exists(out));
    }
    // An empty file, a 0-byte gzip and a binary one, written here.
    const QString emptyPlain = cli.dir.filePath(QStringLiteral("empty.csv"));
    {
        QFile e(emptyPlain);
        REQUIRE(e.open(QIODevice::WriteOnly));
    }
    {
        const CliRun r = cli.run({QStringLiteral("measure"), emptyPlain});
        REQUIRE(r.status == 2);
        REQUIRE(r.errLines() == QStringList{QStringLiteral("gpu-advisor-cli: ") + emptyPlain +
                                            QStringLiteral(": is empty")});
    }
    const QString empty = cli.dir.filePath(QStringLiteral("empty.csv.gz"));
    const QString binary = cli.dir.filePath(QStringLiteral("binary.csv"));
    {
        QFile e(empty), b(binary);
        REQUIRE(e.open(QIODevice::WriteOnly));
        REQUIRE(b.open(QIODevice::WriteOnly));
        REQUIRE(b.write(QByteArray("\x7f"
                                   "ELF\x02\x01\x01\x00\x00",
                                   9)) == 9);
    }
    for (const QString &path : {empty, binary}) {
        CAPTURE(path.toStdString());
        const CliRun r =
            cli.run({QStringLiteral("measure"), path, QStringLiteral("--scenario"), out});
        REQUIRE(r.status == 2);
        REQUIRE(r.errLines().size() == 1);
        // (the binary one names the line of its first NUL byte)
        REQUIRE(r.errLines().at(0).contains(path == empty ? QLatin1String(": is empty")
                                                          : QLatin1String(":1: is a binary file")));
        REQUIRE_FALSE(QFile::exists(out));
    }
    // Telemetry of one GPU that is never busy (0 % and 1 %, under the 5 % threshold): no
    // workload to propose, so no scenario.
    const CliRun idle = cli.run({QStringLiteral("measure"), measured("nvidia-smi-idle.csv"),
                                 QStringLiteral("--scenario"), out});
    REQUIRE(idle.status == 2);
    REQUIRE(idle.errLines().size() == 1);
    REQUIRE(idle.errLines().at(0).contains(QLatin1String("--scenario needs GPU telemetry")));
    REQUIRE_FALSE(QFile::exists(out));
    const CliRun format = cli.run({QStringLiteral("measure"), measured("focus-small.csv"),
                                   QStringLiteral("--format"), QStringLiteral("parquet")});
    REQUIRE(format.status == 2);
    // Without --json: one line per file, group and spend row, then the cross-check over the
    // overlap (as in the --json test above) and the warnings.
    const CliRun text = cli.run({QStringLiteral("measure"), measured("cur-legacy-small.csv"),
                                 measured("nvidia-smi-small.csv")});
    REQUIRE(text.status == 0);
    INFO(text.out.toStdString());
    REQUIRE(text.out.contains(QLatin1String(
        "Cross-check over 2026-01-05T10:00:00Z to 2026-01-05T11:15:00Z, where bills and "
        "telemetry overlap: 5.0 % of the bills' GPU period, 100.0 % of the telemetry's\n")));
    REQUIRE(text.out.contains(QLatin1String("a100-40gb: billed 0.0 GPU-hours, measured 0.0 busy "
                                            "GPU-hours: 0.0 GPU-hours paid but idle\n")));
    REQUIRE(text.out.contains(QLatin1String("All GPUs: billed 0.0 GPU-hours, measured ")));
    REQUIRE(text.out.contains(QLatin1String("NVIDIA H100 80GB HBM3: 2 GPUs seen, observed 1.00 h "
                                            "of 1.25 h (80.0 %)")));
    REQUIRE(text.out.contains(QLatin1String("warning: storage stays at the default 50 TB")));
    REQUIRE(format.errLines().at(0).contains(QLatin1String("\"parquet\" is not valid")));
}

TEST_CASE("measure --scenario in Dutch names the measured workloads and writes the notes in Dutch",
          "[cli]")
{
    // dutch-2.md, correction 25: the names and notes reach the client's report, so they are in
    // the language of the run, not "… peaks" / "… steady base" with English notes.
    MeasureCli cli;
    for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANGUAGE"})
        cli.env.remove(QLatin1String(name));
    cli.env.insert(QStringLiteral("LANG"), QStringLiteral("nl_NL.UTF-8"));
    const QString out = cli.dir.filePath(QStringLiteral("gemeten.json"));
    const CliRun r = cli.run({QStringLiteral("measure"), measured("focus-small.csv"),
                              measured("nvidia-smi-small.csv"), QStringLiteral("--scenario"), out,
                              QStringLiteral("--name"), QStringLiteral("Gemeten")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonObject doc = QJsonDocument::fromJson(readFile(out)).object();
    const QJsonArray workloads =
        doc.value(QLatin1String("inputs")).toObject().value(QLatin1String("workloads")).toArray();
    REQUIRE_FALSE(workloads.isEmpty());
    for (const QJsonValue &w : workloads) {
        const QString name = w.toObject().value(QLatin1String("name")).toString();
        INFO(name.toStdString());
        CHECK((name.endsWith(QLatin1String(" pieken")) ||
               name.endsWith(QLatin1String(" basislast")) ||
               name.endsWith(QLatin1String(" gefactureerd"))));
    }
    const QString notes = doc.value(QLatin1String("notes")).toString();
    INFO(notes.toStdString());
    CHECK(notes.startsWith(QLatin1String("Gemeten op basis van ")));
    for (const char *english :
         {"Measured from", " peaks", "steady base", " billed", "Billed ", "effective cost",
          "over 2 months", "telemetry", " to 20", "paid but idle", "h a day", " days "})
        CHECK_FALSE(notes.contains(QLatin1String(english)));
    // Figures in the Dutch notation: 1.005,44 of effective cost, not 1005.44.
    CHECK(notes.contains(QLatin1String("1.005,44")));
    CHECK_FALSE(notes.contains(QLatin1String("1005.44")));
}

TEST_CASE("measure: a NOK bill is refused naming the currency, or converted at a given rate",
          "[cli]")
{
    MeasureCli cli;
    const QString nok = cli.dir.filePath(QStringLiteral("cur-nok.csv"));
    QFile f(nok);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write("lineItem/UsageStartDate,lineItem/LineItemType,lineItem/UsageAmount,"
            "lineItem/UnblendedCost,lineItem/CurrencyCode,product/instanceType\n"
            "2026-01-05T00:00:00Z,Usage,4,2400.00,NOK,p5.48xlarge\n");
    f.close();
    const QString out = cli.dir.filePath(QStringLiteral("nok.json"));
    const CliRun refused =
        cli.run({QStringLiteral("measure"), nok, QStringLiteral("--scenario"), out});
    REQUIRE(refused.status == 2);
    REQUIRE(refused.errLines().size() == 1);
    REQUIRE(refused.errLines().at(0).contains(
        QLatin1String("cur-nok.csv:2: column \"lineItem/CurrencyCode\": value \"NOK\": the "
                      "amounts are in NOK, which has no exchange rate to USD")));
    REQUIRE_FALSE(QFile::exists(out));
    // --currency EUR --rate NOK=0.08: 2,400 NOK = 192 EUR over 4 × 8 = 32 GPU-hours = 6.00 EUR
    // per GPU-hour, in a scenario in euros that states the rate.
    const CliRun eur = cli.run({QStringLiteral("measure"), nok, QStringLiteral("--currency"),
                                QStringLiteral("EUR"), QStringLiteral("--rate"),
                                QStringLiteral("NOK=0.08"), QStringLiteral("--scenario"), out});
    INFO(eur.err.toStdString());
    REQUIRE(eur.status == 0);
    const QJsonObject doc = QJsonDocument::fromJson(readFile(out)).object();
    REQUIRE(doc.value(QLatin1String("currency")).toString() == QLatin1String("EUR"));
    REQUIRE(doc.value(QLatin1String("inputs"))
                .toObject()
                .value(QLatin1String("cloud"))
                .toObject()
                .value(QLatin1String("on_demand_per_gpu_hour"))
                .toDouble() == 6.0);
    const QJsonObject bills =
        doc.value(QLatin1String("x_measured")).toObject().value(QLatin1String("bills")).toObject();
    REQUIRE(bills.value(QLatin1String("currency")).toString() == QLatin1String("EUR"));
    REQUIRE(bills.value(QLatin1String("converted_from"))
                .toObject()
                .value(QLatin1String("NOK"))
                .toObject()
                .value(QLatin1String("factor"))
                .toDouble() == 0.08);
    REQUIRE(eur.out.contains(QLatin1String("Amounts in NOK converted at 0.08 EUR per NOK")));
}

TEST_CASE("measure: --format applies to the files after it, the others are detected", "[cli]")
{
    // An older EA Azure file (Cost, ISO dates) is recognised anyway; --format before a file
    // forces its format without forcing the telemetry after an --format auto.
    MeasureCli cli;
    const QString ea = cli.dir.filePath(QStringLiteral("ea.csv"));
    QFile f(ea);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write("Date,MeterCategory,MeterName,Quantity,UnitOfMeasure,Cost,BillingCurrency\n"
            "2026-01-05,Virtual Machines,ND96isr H100 v5,10,1 Hour,982.80,USD\n");
    f.close();
    for (const QStringList &args :
         {QStringList{QStringLiteral("measure"), ea, measured("nvidia-smi-small.csv")},
          QStringList{QStringLiteral("measure"), QStringLiteral("--format"),
                      QStringLiteral("azure"), ea, QStringLiteral("--format"),
                      QStringLiteral("auto"), measured("nvidia-smi-small.csv")}}) {
        const CliRun r = cli.run(args);
        INFO(r.err.toStdString());
        REQUIRE(r.status == 0);
        REQUIRE(r.out.contains(QLatin1String("ea.csv: azure, 2 lines")));
        REQUIRE(r.out.contains(QLatin1String("nvidia-smi-small.csv: nvidia-smi, 9 lines")));
    }
}

TEST_CASE("measure: a FIFO, its own input as --scenario, a gzip bomb and a bill given twice are "
          "refused with exit 2",
          "[cli]")
{
    MeasureCli cli;
    const QString bill = measured("focus-small.csv");
    SECTION("a FIFO: the message of every input file, at once (D12; before: it hung)")
    {
        const QString fifo = cli.dir.filePath(QStringLiteral("bill.csv"));
        REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const CliRun r = cli.run({QStringLiteral("measure"), fifo});
        CHECK(r.status == 2);
        CHECK(r.errLines().size() == 1);
        CHECK(r.err.contains(QLatin1String("is a pipe (FIFO), not a regular file")));
    }
    SECTION("--scenario naming one of the files read: refused, the file unchanged")
    {
        const QString smi = cli.dir.filePath(QStringLiteral("smi.csv"));
        REQUIRE(QFile::copy(measured("nvidia-smi-small.csv"), smi));
        const QByteArray before = readFile(smi);
        const CliRun r = cli.run({QStringLiteral("measure"), smi, QStringLiteral("--scenario"), smi,
                                  QStringLiteral("--name"), QStringLiteral("x")});
        CHECK(r.status == 2);
        CHECK(r.err.contains(QLatin1String("is one of the files to read")));
        CHECK(readFile(smi) == before); // before: overwritten with the scenario
    }
    SECTION("a gzip bomb: a message and exit 2 instead of minutes of reading and exit 0")
    {
        const QString bomb = cli.dir.filePath(QStringLiteral("bomb.csv.gz"));
        QByteArray text = "timestamp, utilization.gpu [%]\n";
        const QByteArray line = "2026/01/05 10:00:00.000, 80 %\n";
        while (text.size() < (24 << 20))
            text += line;
        QProcess gzip;
        gzip.setStandardOutputFile(bomb);
        gzip.start(QStringLiteral("gzip"), {QStringLiteral("-c")});
        REQUIRE(gzip.waitForStarted());
        gzip.write(text);
        gzip.closeWriteChannel();
        REQUIRE(gzip.waitForFinished(60000));
        const CliRun r = cli.run({QStringLiteral("measure"), bomb});
        CHECK(r.status == 2);
        CHECK(r.err.contains(QLatin1String("expands to more than 250 times its compressed size")));
    }
    SECTION("the same bill twice")
    {
        const CliRun r = cli.run({QStringLiteral("measure"), bill, bill});
        CHECK(r.status == 2);
        CHECK(r.err.contains(QLatin1String("has the same content as")));
    }
}
