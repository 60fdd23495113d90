// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 38: the report written from the window shares the Uncertainty tab's Monte Carlo run when
// it is of the same inputs with the same settings (draws, seed, distributions, compared option);
// otherwise, and on the command line, the report runs its own.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "charts/chartpanel.h"
#include "core/scenariodocument.h"
#include "export/analysis.h"
#include "export/report.h"
#include "export/reportdialog.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QTemporaryDir>
#include <QTest>

#include <chrono>

using namespace gda;
using namespace gda::ui;
using namespace gda::ui::exporting;

namespace {

Scenario daytimeInference()
{
    const auto loaded = scenariofile::load(
        test::dataPath(QStringLiteral("examples-v2/daytime-inference-small-fleet.json")));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    return std::get<Scenario>(loaded);
}

// The Uncertainty tab's panel, shown until its simulation has finished.
void runUncertaintyTab(charts::ChartPanel &panel)
{
    panel.show();
    panel.chart();
    const auto start = std::chrono::steady_clock::now();
    while (panel.isPending() && std::chrono::steady_clock::now() - start < std::chrono::seconds(60))
        QTest::qWait(10);
    REQUIRE(!panel.isPending());
}

void requireSameFigures(const engine::MonteCarloResult &a, const engine::MonteCarloResult &b)
{
    CHECK(a.draws == b.draws);
    CHECK(a.against == b.against);
    CHECK(a.probabilityOnPremCheaper == b.probabilityOnPremCheaper);
    CHECK(a.meanSavings == b.meanSavings);
    CHECK(a.savings.p10 == b.savings.p10);
    CHECK(a.savings.p50 == b.savings.p50);
    CHECK(a.savings.p90 == b.savings.p90);
    CHECK(a.savingsHistogram.edges == b.savingsHistogram.edges);
    CHECK(a.savingsHistogram.counts == b.savingsHistogram.counts);
}

} // namespace

TEST_CASE("export: the report shares the Uncertainty tab's Monte Carlo run")
{
    const QTemporaryDir dir;
    REQUIRE(dir.isValid());
    ScenarioDocument document;
    document.reset(daytimeInference());
    REQUIRE(!document.lastSimulation());

    charts::ChartPanel tab(charts::ChartKind::Histogram, &document);
    runUncertaintyTab(tab);
    const std::shared_ptr<const engine::SimulationRun> run = document.lastSimulation();
    REQUIRE(run);
    CHECK(run->inputs == document.evaluatedScenario().inputs);

    // File → Export report… hands the tab's run to the report; writing it starts no simulation.
    ReportDialog dialog(document, nullptr);
    ReportRequest request = dialog.request();
    REQUIRE(request.simulation == run);
    request.generated = QDate(2026, 12, 6);
    request.outputPath = dir.filePath(QStringLiteral("shared.pdf"));
    const int before = simulationsRun();
    const QString error = writeReport(request);
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());
    CHECK(simulationsRun() == before);

    // The report's figures are the tab's; a report that runs on its own (the command line: no
    // shared run) runs once and gets the same figures, since it simulates the same inputs with
    // the same settings.
    const Analysis shared = analyse(request.scenario, std::nullopt, run.get());
    CHECK(simulationsRun() == before);
    REQUIRE(shared.data.monteCarlo);
    requireSameFigures(*shared.data.monteCarlo, run->result);
    const Analysis alone = analyse(request.scenario);
    CHECK(simulationsRun() == before + 1);
    REQUIRE(alone.data.monteCarlo);
    requireSameFigures(*alone.data.monteCarlo, run->result);
}

TEST_CASE("export: the report prints the shared run's figures and refuses a run of other settings")
{
    const QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Scenario scenario = daytimeInference();
    const Analysis own = analyse(scenario);
    REQUIRE(own.data.monteCarlo);

    // A run that answers the report's simulation, its median marked: the PDF shows the mark, so
    // the report's uncertainty section is the shared run's.
    engine::SimulationRun marked{own.data.scenario.inputs, own.spec, *own.data.monteCarlo};
    marked.result.savings.p50 = 1234567.0;
    REQUIRE(marked.answers(own.data.scenario.inputs, own.spec));
    ReportRequest request;
    request.scenario = scenario;
    request.generated = QDate(2026, 12, 6);
    request.outputPath = dir.filePath(QStringLiteral("marked.pdf"));
    request.simulation = std::make_shared<const engine::SimulationRun>(marked);
    const int before = simulationsRun();
    REQUIRE(writeReport(request).isEmpty());
    CHECK(simulationsRun() == before);
    const QString text = test::pdfText(request.outputPath).simplified();
    CHECK(text.contains(QLatin1String("Savings, P50 (median) $1,234,567")));

    // Another seed, draw count, compared option or input: not the report's simulation; the
    // report runs its own and shows its own median.
    engine::SimulationRun otherSeed = marked;
    otherSeed.spec.seed += 1;
    engine::SimulationRun otherDraws = marked;
    otherDraws.spec.draws += 1;
    engine::SimulationRun otherOption = marked;
    otherOption.spec.against = marked.spec.against == engine::Option::Hybrid
                                   ? engine::Option::OnPrem
                                   : engine::Option::Hybrid;
    engine::SimulationRun otherInputs = marked;
    otherInputs.inputs.onprem.gpuUnitPrice += 1.0;
    for (const engine::SimulationRun *other :
         {&otherSeed, &otherDraws, &otherOption, &otherInputs}) {
        CHECK_FALSE(other->answers(own.data.scenario.inputs, own.spec));
        const int runs = simulationsRun();
        const Analysis analysis = analyse(scenario, std::nullopt, other);
        CHECK(simulationsRun() == runs + 1);
        REQUIRE(analysis.data.monteCarlo);
        CHECK(analysis.data.monteCarlo->savings.p50 == own.data.monteCarlo->savings.p50);
    }
    // The thread count changes no draw: a run with other threads is the same simulation.
    engine::SimulationRun otherThreads = marked;
    otherThreads.spec.threads = marked.spec.threads + 3;
    CHECK(otherThreads.answers(own.data.scenario.inputs, own.spec));
}
