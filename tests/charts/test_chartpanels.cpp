// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The chart panels follow the document, the language, and edit weights through the undo stack.
#include "chartstestdata.h"

#include "charts/chartcallout.h"
#include "charts/chartpanel.h"
#include "charts/decisionmatrixmodel.h"
#include "charts/decisionmatrixpanel.h"
#include "charts/uncertaintycharts.h"
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/texts.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarSet>
#include <QChartView>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QUndoStack>

#include <chrono>

using namespace gda;
using namespace gda::ui;
using namespace gda::ui::charts;
using engine::Factor;

namespace {

// Builds the chart (which starts the Monte Carlo of a histogram) and waits for the simulation.
void waitForSimulation(ChartPanel &panel)
{
    panel.chart();
    const auto start = std::chrono::steady_clock::now();
    while (panel.isPending() && std::chrono::steady_clock::now() - start < std::chrono::seconds(30))
        QTest::qWait(10);
    REQUIRE(!panel.isPending());
}

double weightOf(const ScenarioDocument &document, Factor factor)
{
    return engine::weightArray(
        document.scenario().inputs.factors.weights)[static_cast<std::size_t>(factor)];
}

} // namespace

TEST_CASE("chart panel shows its kind and rebuilds after a document edit", "[charts]")
{
    ScenarioDocument document;
    document.reset(test::loadExample(test::kBreakEven));
    ChartPanel panel(ChartKind::BreakEven, &document);
    panel.show();
    REQUIRE(panel.kind() == ChartKind::BreakEven);
    REQUIRE(!panel.isOutOfDate());
    REQUIRE(test::hasSeries(*panel.chart(), QStringLiteral("break-even")));
    REQUIRE(panel.view()->renderHints().testFlag(QPainter::Antialiasing));
    QSignalSpy rebuilt(&panel, &ChartPanel::chartRebuilt);
    const QChart *before = panel.chart();

    document.edit(QStringLiteral("GPU price"),
                  [](Scenario &s) { s.inputs.onprem.gpuUnitPrice *= 2.0; });
    REQUIRE(rebuilt.count() == 1);
    REQUIRE(panel.chart() != before);
    auto *onprem = test::seriesNamed<QLineSeries>(*panel.chart(), QStringLiteral("onprem"));
    const std::vector<double> &cumulative =
        document.evaluation().option(engine::Option::OnPrem).cumulative;
    REQUIRE(onprem->at(onprem->count() - 1).y() == cumulative.back());

    document.undoStack()->undo();
    REQUIRE(rebuilt.count() == 2);
}

TEST_CASE("chart panel that is hidden rebuilds only when shown or asked for its chart", "[charts]")
{
    ScenarioDocument document;
    document.reset(test::loadExample(test::kBreakEven));
    ChartPanel panel(ChartKind::Utilization, &document);
    QSignalSpy rebuilt(&panel, &ChartPanel::chartRebuilt);
    REQUIRE(panel.isOutOfDate());
    panel.chart();
    REQUIRE(rebuilt.count() == 1);

    document.edit(QStringLiteral("utilization"),
                  [](Scenario &s) { s.inputs.workload.utilization = 0.5; });
    document.edit(QStringLiteral("utilization"),
                  [](Scenario &s) { s.inputs.workload.utilization = 0.4; });
    REQUIRE(rebuilt.count() == 1);
    REQUIRE(panel.isOutOfDate());
    auto *own =
        test::seriesNamed<QLineSeries>(*panel.chart(), QStringLiteral("scenario-utilization"));
    REQUIRE(rebuilt.count() == 2);
    REQUIRE(own->at(0).x() == 40.0);

    document.edit(QStringLiteral("utilization"),
                  [](Scenario &s) { s.inputs.workload.utilization = 0.3; });
    panel.show();
    REQUIRE(rebuilt.count() == 3);
    REQUIRE(!panel.isOutOfDate());
}

TEST_CASE("chart panel of every kind builds a chart for the document", "[charts]")
{
    ScenarioDocument document;
    document.reset(test::loadExample(test::kNoBreakEven));
    for (ChartKind kind : kAllChartKinds) {
        DYNAMIC_SECTION(chartKindKey(kind).toStdString())
        {
            ChartPanel panel(kind, &document);
            waitForSimulation(panel);
            REQUIRE(panel.chart());
            REQUIRE(!panel.chart()->series().isEmpty());
        }
    }
}

TEST_CASE("chart panel simulates the histogram in the background and caches it", "[charts]")
{
    ScenarioDocument document;
    document.reset(test::loadExample(test::kNoBreakEven));
    ChartPanel panel(ChartKind::Histogram, &document);
    panel.show();
    REQUIRE(panel.isPending());
    waitForSimulation(panel);
    REQUIRE(test::hasSeries(*panel.chart(), QStringLiteral("histogram")));
    const QString first = panel.chart()->title();

    // A change that is not an input (the name) reuses the result at once.
    QSignalSpy rebuilt(&panel, &ChartPanel::chartRebuilt);
    document.edit(QStringLiteral("name"), [](Scenario &s) { s.name = QStringLiteral("Other"); });
    REQUIRE(!panel.isPending());
    REQUIRE(rebuilt.count() == 1);
    REQUIRE(panel.chart()->title() == first);

    // An input change simulates again; two quick edits end with the newest inputs.
    document.edit(QStringLiteral("price"),
                  [](Scenario &s) { s.inputs.cloud.onDemandPerGpuHour *= 2.0; });
    document.edit(QStringLiteral("price"),
                  [](Scenario &s) { s.inputs.cloud.onDemandPerGpuHour *= 2.0; });
    REQUIRE(panel.isPending());
    waitForSimulation(panel);
    const engine::MonteCarloOutcome expected = engine::simulate(
        document.scenario().inputs, gda::defaultUncertaintySpec(document.scenario().inputs));
    const auto direct = histogramChart(document.scenario(),
                                       std::get<engine::MonteCarloResult>(expected), QLocale());
    REQUIRE(panel.chart()->title() == direct->title());
    REQUIRE(panel.chart()->title() != first);
}

namespace {

// What LanguageManager does on a switch, without depending on the translation files: the
// default locale, then a LanguageChange event for every widget.
void switchLocale(QWidget &widget, const QLocale &locale)
{
    QLocale::setDefault(locale);
    QEvent event(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&widget, &event);
}

} // namespace

TEST_CASE("chart panel rebuilds in the new language's number format", "[charts]")
{
    ScenarioDocument document;
    document.reset(test::loadExample(test::kBreakEven));
    ChartPanel panel(ChartKind::BreakEven, &document);
    panel.show();
    REQUIRE(panel.chart()->locale().language() == QLocale::English);
    QSignalSpy rebuilt(&panel, &ChartPanel::chartRebuilt);

    switchLocale(panel, test::kDutch);
    const QLocale dutch = panel.chart()->locale();
    const QList<ChartCallout *> callouts = ChartCallout::of(*panel.chart());
    switchLocale(panel, test::kEnglish);

    REQUIRE(rebuilt.count() == 2);
    REQUIRE(dutch.language() == QLocale::Dutch);
    REQUIRE(callouts.size() == 1);
    REQUIRE(panel.chart()->locale().language() == QLocale::English);
}

TEST_CASE("decision matrix chart panel retranslates its numbers", "[charts]")
{
    ScenarioDocument document;
    document.reset(test::loadExample(test::kBreakEven));
    DecisionMatrixPanel panel(&document);
    const QModelIndex weighted = panel.model()->index(0, DecisionMatrixModel::WeightedColumn);
    REQUIRE(weighted.data().toString().contains(u'.'));
    switchLocale(panel, test::kDutch);
    const QString dutch = weighted.data().toString();
    const QLocale chartLocale = panel.chart()->locale();
    switchLocale(panel, test::kEnglish);
    REQUIRE(dutch.contains(u','));
    REQUIRE(chartLocale.language() == QLocale::Dutch);
}

TEST_CASE("decision matrix chart panel slider changes the weight through the undo stack",
          "[charts]")
{
    ScenarioDocument document;
    document.reset(test::loadExample(test::kBreakEven));
    DecisionMatrixPanel panel(&document);
    panel.show(); // sliders are moved on a visible panel, which follows every edit at once
    QSlider *slider = panel.weightSlider(Factor::Capital);
    const double original = weightOf(document, Factor::Capital);
    REQUIRE(slider->value() == qRound(original * 100.0));

    slider->setValue(55);
    REQUIRE(weightOf(document, Factor::Capital) == 0.55);
    REQUIRE(document.undoStack()->count() == 1);
    REQUIRE(document.undoStack()->text(0) == DecisionMatrixPanel::tr("Change weight"));
    // Further moves of the same slider merge into the same step.
    slider->setValue(60);
    REQUIRE(document.undoStack()->count() == 1);
    REQUIRE(weightOf(document, Factor::Capital) == 0.6);

    // The chart and the table follow the new weights.
    auto *series = qobject_cast<QHorizontalStackedBarSeries *>(panel.chart()->series().front());
    REQUIRE(series);
    REQUIRE(series->barSets()[1]->at(0) == document.decision()->overall);
    const QModelIndex weight =
        panel.model()->index(static_cast<int>(Factor::Capital), DecisionMatrixModel::WeightColumn);
    REQUIRE(panel.model()->data(weight, Qt::EditRole).toDouble() ==
            document.decision()->normalizedWeights[static_cast<std::size_t>(Factor::Capital)]);

    document.undoStack()->undo();
    REQUIRE(weightOf(document, Factor::Capital) == original);
    REQUIRE(slider->value() == qRound(original * 100.0));
    REQUIRE(document.undoStack()->count() == 1);
    REQUIRE(document.undoStack()->index() == 0);
}

TEST_CASE("decision matrix chart panel table shows scores, reasons and flip distances", "[charts]")
{
    ScenarioDocument document;
    document.reset(test::loadExample(test::kBreakEven));
    DecisionMatrixPanel panel(&document);
    QAbstractItemModelTester tester(panel.model(),
                                    QAbstractItemModelTester::FailureReportingMode::Warning);
    const engine::Decision &decision = *document.decision();
    QAbstractItemModel *model = panel.model();
    REQUIRE(model->rowCount() == 5);
    REQUIRE(model->columnCount() == DecisionMatrixModel::ColumnCount);
    for (Factor factor : engine::kAllFactors) {
        const int row = static_cast<int>(factor);
        const auto i = static_cast<std::size_t>(factor);
        REQUIRE(model->index(row, DecisionMatrixModel::FactorColumn).data().toString() ==
                texts::factorName(factor));
        REQUIRE(model->index(row, DecisionMatrixModel::ScoreColumn).data(Qt::EditRole).toDouble() ==
                decision.scores[i].score);
        REQUIRE(model->index(row, DecisionMatrixModel::ReasonColumn).data().toString() ==
                texts::reason(decision.scores[i], document.scenario().currency, QLocale()));
        REQUIRE(model->index(row, DecisionMatrixModel::FlipColumn).data().toString() ==
                DecisionMatrixModel::flipText(decision.flips[i], QLocale()));
    }
    // The matrix's own lean, named as such (the recommendation is the advice, issue 31).
    REQUIRE(
        panel.headline().contains(QStringLiteral("The decision matrix leans to %1")
                                      .arg(texts::recommendationInText(decision.recommendation))));
    REQUIRE_FALSE(panel.headline().startsWith(QStringLiteral("Recommendation")));

    // All weights zero cannot be combined: the document keeps the last valid decision, the
    // sliders show the zeros and the headline says why nothing was updated.
    document.edit(QStringLiteral("zero"), [](Scenario &s) {
        s.inputs.factors.weights = {0.0, 0.0, 0.0, 0.0, 0.0};
    });
    REQUIRE(document.problem());
    REQUIRE(panel.headline().contains(document.problem()->message));
    for (Factor factor : engine::kAllFactors)
        REQUIRE(panel.weightSlider(factor)->value() == 0);
}

TEST_CASE("decision matrix chart flip distances are percentage points: +12 pp → Hybrid", "[charts]")
{
    // Weights are percentages in the UI as in the report (docs/glossary.md), so a weight change
    // of 0.12 is 12 percentage points.
    using engine::Recommendation;
    using engine::WeightFlip;
    REQUIRE(DecisionMatrixModel::flipText(WeightFlip{0.12, Recommendation::Hybrid},
                                          test::kEnglish) == QStringLiteral("+12 pp → Hybrid"));
    REQUIRE(DecisionMatrixModel::flipText(WeightFlip{-0.05, Recommendation::Cloud},
                                          test::kEnglish) == QStringLiteral("-5 pp → Cloud"));
    REQUIRE(DecisionMatrixModel::flipText(WeightFlip{-0.0, Recommendation::Cloud},
                                          test::kEnglish) == QStringLiteral("-0 pp → Cloud"));
    REQUIRE_FALSE(
        DecisionMatrixModel::flipText(WeightFlip{0.12, Recommendation::Hybrid}, test::kEnglish)
            .contains(QStringLiteral("0.12")));
    REQUIRE(DecisionMatrixModel::flipText(std::nullopt, test::kEnglish) == QStringLiteral("—"));
}
