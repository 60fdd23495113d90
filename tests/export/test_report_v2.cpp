// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The report of a version 2 scenario (issue 16): four options in the option tables and the
// Workloads section, with figures equal to the evaluation (and to the hand calculation of the
// methodology's daytime example), in English and Dutch.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "engine/costmodel.h"
#include "export/assumptions.h"
#include "export/report.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QLocale>
#include <QTemporaryDir>

#include <numeric>

using namespace gda;
using namespace gda::ui::exporting;

namespace {

Scenario loadVersionTwo(const char *name)
{
    const auto loaded = scenariofile::load(
        test::dataPath(QStringLiteral("examples-v2/%1.json").arg(QLatin1String(name))));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    return std::get<Scenario>(loaded);
}

QString writeVersionTwoReport(const QTemporaryDir &dir, const Scenario &scenario,
                              const QString &language)
{
    ReportRequest request;
    request.scenario = scenario;
    request.language = language;
    request.generated = QDate(2026, 12, 2);
    request.outputPath = dir.filePath(QStringLiteral("report-v2-%1.pdf").arg(language));
    const QString error = writeReport(request);
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());
    return request.outputPath;
}

QString squeezed(const QString &text)
{
    return text.normalized(QString::NormalizationForm_KC).simplified();
}

double sum(const std::vector<double> &v)
{
    return std::accumulate(v.begin(), v.end(), 0.0);
}

} // namespace

TEST_CASE("export: the report of a version 2 scenario has four options and the workloads")
{
    const QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // 48 GPUs of inference, 14 h × 6 days from 07:00, not shiftable; a 25-GPU hybrid fleet.
    const Scenario scenario = loadVersionTwo("daytime-inference-small-fleet");
    const QString text =
        squeezed(test::pdfText(writeVersionTwoReport(dir, scenario, QStringLiteral("en"))));
    // Four options in the key figures' table header.
    CHECK(text.contains(QLatin1String("Cloud Multi-cloud On-premise Hybrid")));
    CHECK(text.contains(QLatin1String("Workloads")));
    // The workload's inputs, one row each with the registry's label: 48 GPUs, 14 h × 6 days
    // from 07:00, not shiftable, not interruptible, placed automatically.
    CHECK(text.contains(QLatin1String("Inference (inference) Input Value Workload kind Inference "
                                      "GPUs busy at the same time 48 Hours a day it runs 14 Days "
                                      "a week it runs 6 Hour it starts 7")));
    CHECK(text.contains(QLatin1String("May wait for free hours (shiftable) no")));
    CHECK(text.contains(QLatin1String("May run on spot capacity (interruptible) no")));
    CHECK(text.contains(QLatin1String("Where it may run (placement) Automatic")));
    // A busy share is written instead of the time pattern only when the workload gives one.
    CHECK_FALSE(text.contains(QLatin1String("Busy share of its GPUs, every hour")));
    // By hand: a month has 730 h, the workload runs 84 of the week's 168 h. The 25-GPU fleet
    // serves 25 × 730 × 84/168 = 9,125 GPU-hours a month, 547,500 over 60 months; the other
    // 23 GPUs run on demand: 23 × 365 × 60 = 503,700. The cloud option rents all
    // 48 × 365 × 60 = 1,051,200 on demand; the 48-GPU on-premise fleet serves them all.
    CHECK(text.contains(
        QLatin1String("Option On-premise Reserved On-demand Spot Placement violations")));
    CHECK(text.contains(QLatin1String("Cloud 0 0 1,051,200 0 none")));
    CHECK(text.contains(QLatin1String("Hybrid 547,500 0 503,700 0 none")));
    CHECK(text.contains(QLatin1String("On-premise 1,051,200 0 0 0 none")));
    // The same figures as the evaluation.
    const engine::Evaluation e = engine::evaluateOptions(scenario.inputs, {false, true});
    const auto &hybrid = e.option(engine::Option::Hybrid).workloads[0];
    CHECK(sum(hybrid.servedOnprem) == Approx(547500.0));
    CHECK(sum(hybrid.onDemandHours) == Approx(503700.0));
}

TEST_CASE("export: the Dutch report of a version 2 scenario has the workloads in Dutch")
{
    const QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Scenario scenario = loadVersionTwo("daytime-inference-small-fleet");
    const QString text =
        squeezed(test::pdfText(writeVersionTwoReport(dir, scenario, QStringLiteral("nl"))));
    CHECK(text.contains(QLatin1String("Werklasten")));
    // The workload's inputs with the registry's Dutch labels.
    CHECK(text.contains(QLatin1String("Mag wachten op vrije uren (verschuifbaar) nee")));
    CHECK(text.contains(QLatin1String("Mag op spotcapaciteit draaien (onderbreekbaar) nee")));
    CHECK(text.contains(QLatin1String("Waar de werklast mag draaien (plaatsing)")));
    // … and so does the kind "Ontwikkeling" (it wrapped as "Ontwikkeli / ng" at 12%).
    const QString three = squeezed(test::pdfText(writeVersionTwoReport(
        dir, loadVersionTwo("three-workloads-shared-fleet"), QStringLiteral("nl"))));
    CHECK(three.contains(QLatin1String("Ontwikkeling")));
    CHECK(text.contains(QLatin1String("Hybride 547.500 0 503.700 0 geen")));
    CHECK(text.contains(QLatin1String("verschuifbaar")));
}

TEST_CASE("export: a version 2 report shows every workload's hours per option as evaluated")
{
    const QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // Every example's per-workload figures, summed over the horizon, appear in its report.
    for (const char *name :
         {"three-workloads-shared-fleet", "multicloud-cap-spot", "b200-fleet-h100-cloud"}) {
        const Scenario scenario = loadVersionTwo(name);
        const QString text =
            squeezed(test::pdfText(writeVersionTwoReport(dir, scenario, QStringLiteral("en"))));
        const engine::Evaluation e = engine::evaluateOptions(scenario.inputs, {false, true});
        const QLocale english(QLocale::English);
        for (const engine::OptionResult &r : e.options)
            for (std::size_t w = 0; w < r.workloads.size(); ++w) {
                const auto &d = r.workloads[w];
                const QString hours = english.toString(sum(d.servedOnprem), 'f', 0) + u' ' +
                                      english.toString(sum(d.reservedHours), 'f', 0) + u' ' +
                                      english.toString(sum(d.onDemandHours), 'f', 0) + u' ' +
                                      english.toString(sum(d.spotHours), 'f', 0);
                INFO(name << " workload " << w << ": " << hours.toStdString());
                CHECK(text.contains(hours));
            }
    }
}

TEST_CASE("export: the report's workload inputs are the registry's workloads rows")
{
    // Generated, not written by hand: every cost-model row of inputs.workloads[] that the file
    // writes for a workload is a row of that workload's table, with the registry's label and
    // the value the Assumptions table would give it (inputValue). Over the examples, this covers
    // both forms of a workload's time (a pattern, a busy share) and optional prices.
    const QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QLocale english(QLocale::English);
    int rows = 0;
    for (const char *name :
         {"daytime-inference-small-fleet", "three-workloads-shared-fleet", "multicloud-cap-spot"}) {
        const Scenario scenario = loadVersionTwo(name);
        const QString text =
            squeezed(test::pdfText(writeVersionTwoReport(dir, scenario, QStringLiteral("en"))));
        for (int w = 0; w < int(scenario.inputs.workloads.size()); ++w)
            for (const inputs::Input &input : inputs::allVersions()) {
                if (!std::string_view(input.path).starts_with("inputs.workloads[].") ||
                    input.role != inputs::Role::Input || !input.label ||
                    (input.written && !input.written(scenario, w)) ||
                    (input.optional && input.slot.get(scenario, w).isNull()))
                    continue;
                const QString row =
                    squeezed(inputs::label(input) + u' ' + inputValue(input, scenario, english, w));
                INFO(name << " workload " << w << ": " << row.toStdString());
                CHECK(text.contains(row));
                ++rows;
            }
    }
    // Three examples, five workloads, at least the kind, GPUs and placement of each.
    CHECK(rows >= 15);
}
