// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The report of a version 2 scenario (issue 16): four options in the option tables and the
// Workloads section, with figures equal to the evaluation (and to the hand calculation of the
// methodology's daytime example), in English and Dutch.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "engine/costmodel.h"
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
    // (the table wraps "from 07:00 (84 h a week)" below its row)
    CHECK(text.contains(QString::fromUtf8("Inference Inference 48 14 h × 6 days no no Automatic")));
    CHECK(text.contains(QLatin1String("from 07:00 (84 h")));
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
    // Issue 20: the one-word headers of the overview stay whole ("Onderbreekbaa / r" wrapped
    // mid-word) and stand on one line.
    CHECK(text.contains(QLatin1String("Verschuifbaar Onderbreekbaar Plaatsing")));
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
