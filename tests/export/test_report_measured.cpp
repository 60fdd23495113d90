// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The report's "Measured baseline" section (issue #18), in English and Dutch, for the scenario
// that `gpu-advisor-cli measure tests/data/measured/focus-small.csv nvidia-smi-small.csv
// --scenario …` writes (tests/data/measured/scenario/focus-nvidia-smi.json): what was read, the
// period, the files with their SHA-256 checksums, billed against measured GPU-hours. A scenario
// without measurement provenance has no such section.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "export/report.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QTemporaryDir>

using namespace gda;
using namespace gda::ui::exporting;

namespace {

Scenario load(const QString &path)
{
    const auto loaded = scenariofile::load(path);
    if (const auto *error = std::get_if<scenariofile::Error>(&loaded))
        FAIL(error->toString().toStdString());
    return std::get<Scenario>(loaded);
}

QString reportText(const Scenario &scenario, const QString &language)
{
    const QTemporaryDir dir;
    REQUIRE(dir.isValid());
    ReportRequest request;
    request.scenario = scenario;
    request.language = language;
    request.generated = QDate(2026, 12, 2);
    request.outputPath = dir.filePath(QStringLiteral("measured-%1.pdf").arg(language));
    const QString error = writeReport(request);
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());
    return test::pdfText(request.outputPath).normalized(QString::NormalizationForm_KC).simplified();
}

const QString kScenario = QStringLiteral("measured/scenario/focus-nvidia-smi.json");
// `sha256sum tests/data/measured/focus-small.csv tests/data/measured/nvidia-smi-small.csv`
const QLatin1String kFocusSha("b0cfa11193102a7a2f59e58b9ca9a4de413879346282a41b9f2328b7272d8394");
const QLatin1String kSmiSha("d17bb57559d21c56ca59ee624cb4893cd892b0cdd006b5e0b315e3d83ce6ac57");

} // namespace

TEST_CASE("export: a measured scenario's report has the measured baseline with checksums")
{
    const Scenario scenario = load(test::dataPath(kScenario));
    const QString text = reportText(scenario, QStringLiteral("en"));
    CHECK(text.contains(QLatin1String("Measured baseline")));
    // The files: name, format, lines (the header included) and SHA-256.
    CHECK(text.contains(QLatin1String("focus-small.csv FOCUS 6 ") + kFocusSha));
    CHECK(text.contains(QLatin1String("nvidia-smi-small.csv nvidia-smi 9 ") + kSmiSha));
    // What was read: the telemetry's 2 GPUs from 5 January 2026 10:00 to 11:15 (the last
    // samples cover 15 minutes, the maximum gap), 1.25 busy GPU-hours (test_readers.cpp works
    // them out), 1 h observed = 80 % of the period; the bills' January and February, effective
    // 550.40 + 700.00 + 12.34 + 400.00 + 55.04 = 1,717.78 (whole dollars: $1,718), 288
    // GPU-hours.
    CHECK(text.contains(QLatin1String(
        "Telemetry: 2 GPUs from 5 January 2026 10:00 to 5 January 2026 11:15 (UTC), 1.25 busy "
        "GPU-hours")));
    CHECK(text.contains(QLatin1String("Observed: 1.00 hours, 80.0% of the period")));
    CHECK(text.contains(QLatin1String("focus-small.csv names no currency: amounts taken as USD")));
    // What is measured and what is assumed: the cloud prices and storage from the bills, egress
    // left at its default (the bills show no data transfer out), with the warning.
    CHECK(text.contains(QLatin1String("Measured and assumed")));
    CHECK(text.contains(QLatin1String("On-demand price Bills")));
    CHECK(text.contains(QLatin1String("Data transfer out (egress) Default 10 TB a month")));
    CHECK(text.contains(QLatin1String("Left at defaults or not measured: review before advising "
                                      "egress stays at the default 10 TB a month")));
    CHECK(text.contains(QLatin1String("Bills: January 2026 to February 2026 (2 months), effective "
                                      "spend $1,718, 288 GPU-hours billed")));
    // Billed against measured, over the overlap of the periods only: the telemetry's 10:00 to
    // 11:15, 0.2 % of the bills' GPU period (5 January 00:00 to 2 February 01:00, 673 h), none
    // of whose lines falls in it: 0 billed, 1.25 measured (1.3 at one decimal), all H100 SXM.
    CHECK(text.contains(QLatin1String("Billed against measured GPU-hours")));
    CHECK(text.contains(QLatin1String("Compared over 5 January 2026 10:00 to 5 January 2026 11:15 "
                                      "(UTC), where the bills and the telemetry overlap: 0.2% of "
                                      "the bills' GPU period and 100.0% of the telemetry's.")));
    CHECK(text.contains(QLatin1String("h100-sxm 0.0 1.3 -1.3")));
    CHECK(text.contains(QLatin1String("All GPUs 0.0 1.3 -1.3")));
    // Privacy: no account or host ids were in these files, and no folder is named.
    CHECK_FALSE(text.contains(QLatin1String("i-0001")));
    CHECK_FALSE(text.contains(QLatin1String("/subscriptions/")));
    CHECK_FALSE(text.contains(QLatin1String("tests/data")));
}

TEST_CASE("export: the Dutch report of a measured scenario has the measured baseline in Dutch")
{
    const Scenario scenario = load(test::dataPath(kScenario));
    const QString text = reportText(scenario, QStringLiteral("nl"));
    CHECK(text.contains(QLatin1String("Gemeten uitgangssituatie")));
    CHECK(text.contains(QLatin1String("focus-small.csv FOCUS 6 ") + kFocusSha));
    CHECK(text.contains(QLatin1String("Gefactureerd tegenover gemeten GPU-uren")));
    CHECK(text.contains(QLatin1String("h100-sxm 0,0 1,3 -1,3")));
    CHECK(text.contains(QLatin1String("Alle GPU's 0,0 1,3 -1,3")));
    CHECK(text.contains(QLatin1String("januari 2026")));
    // What is measured and what is assumed, in Dutch, and the measured workloads' names in the
    // report's language although `measure` wrote them in English.
    CHECK(text.contains(QLatin1String("Gemeten en aangenomen")));
    CHECK(text.contains(QLatin1String("Telemetrie: 2 GPU's van 5 januari 2026 10:00 tot 5 januari "
                                      "2026 11:15 (UTC), 1,25 bezette GPU-uren")));
    CHECK(text.contains(QLatin1String("NVIDIA H100 80GB HBM3 basislast")));
    CHECK(text.contains(QLatin1String("NVIDIA H100 80GB HBM3 pieken")));
    // The sources' details and the warnings, written by `measure` in English, in Dutch too.
    CHECK(text.contains(QLatin1String("vlak: de telemetrie beslaat minder dan twee maanden")));
    CHECK(text.contains(
        QLatin1String("focus-small.csv noemt geen valuta: bedragen als USD gelezen")));
    // (the scenario's notes, printed as written, stay in the language of the measure run)
    CHECK(text.contains(QLatin1String("egress blijft op de standaardwaarde van 10 TB per maand")));
}

TEST_CASE("export: a report without measurement provenance has no measured baseline")
{
    Scenario scenario = load(test::dataPath(kScenario));
    scenario.extra.remove(QLatin1String("x_measured"));
    const QString text = reportText(scenario, QStringLiteral("en"));
    CHECK_FALSE(text.contains(QLatin1String("Measured baseline")));
    CHECK_FALSE(text.contains(QLatin1String("Billed against measured GPU-hours")));
    // (the scenario's notes, which the report prints, still name the files and checksums)
}
