// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each chart builder draws exactly the engine's numbers.
#include "chartstestdata.h"

#include "charts/chartcallout.h"
#include "charts/chartstyle.h"
#include "charts/costcharts.h"
#include "charts/matrixchart.h"
#include "charts/placementcharts.h"
#include "charts/uncertaintycharts.h"
#include "core/format.h"
#include "core/optiontable.h"
#include "core/texts.h"
#include "scenario/scenariofile.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <array>
#include <cmath>

using namespace gda;
using namespace gda::ui::charts;
using engine::Option;

namespace {

QString key(Option option)
{
    return QString::fromLatin1(engine::optionKey(option));
}

double xOf(QLineSeries *line)
{
    REQUIRE(line->count() == 2);
    REQUIRE(line->at(0).x() == line->at(1).x());
    return line->at(0).x();
}

} // namespace

TEST_CASE("chart kinds round-trip through their keys", "[charts]")
{
    const QStringList keys{QStringLiteral("break-even"), QStringLiteral("utilization"),
                           QStringLiteral("breakdown"),  QStringLiteral("matrix"),
                           QStringLiteral("tornado"),    QStringLiteral("histogram")};
    for (std::size_t i = 0; i < kAllChartKinds.size(); ++i) {
        REQUIRE(chartKindKey(kAllChartKinds[i]) == keys[static_cast<qsizetype>(i)]);
        REQUIRE(chartKindFromKey(keys[static_cast<qsizetype>(i)]) == kAllChartKinds[i]);
        REQUIRE(!chartKindName(kAllChartKinds[i]).isEmpty());
    }
    REQUIRE(!chartKindFromKey(QStringLiteral("pie")));
    REQUIRE(!chartKindFromKey(QString()));
}

TEST_CASE("break-even chart series equal the cumulative costs", "[charts]")
{
    for (const char *name : {test::kBreakEven, test::kNoBreakEven}) {
        DYNAMIC_SECTION(name)
        {
            const Scenario scenario = test::loadExample(name);
            const engine::Evaluation evaluation = engine::evaluate(scenario.inputs);
            const auto chart = breakEvenChart(scenario, evaluation, test::kEnglish);
            for (const engine::OptionResult &result : evaluation.options) {
                auto *series = test::seriesNamed<QLineSeries>(*chart, key(result.option));
                REQUIRE(series->name() == ui::optionLabel(result.option));
                const std::vector<double> &cumulative = result.cumulative;
                REQUIRE(series->count() == static_cast<int>(cumulative.size()) + 1);
                REQUIRE(series->at(0) == QPointF(0.0, 0.0));
                for (std::size_t m = 1; m <= cumulative.size(); ++m) {
                    const QPointF p = series->at(static_cast<int>(m));
                    REQUIRE(p.x() == static_cast<double>(m));
                    REQUIRE(p.y() == cumulative[m - 1]);
                }
            }
        }
    }
}

TEST_CASE("break-even chart labels the crossover at the break-even month", "[charts]")
{
    const Scenario scenario = test::loadExample(test::kBreakEven);
    const engine::Evaluation evaluation = engine::evaluate(scenario.inputs);
    REQUIRE(evaluation.breakEvenMonth);
    const double month = *evaluation.breakEvenMonth;

    for (const QLocale &locale : {test::kEnglish, test::kDutch}) {
        DYNAMIC_SECTION(locale.name().toStdString())
        {
            const auto chart = breakEvenChart(scenario, evaluation, locale);
            auto *marker = test::seriesNamed<QScatterSeries>(*chart, QStringLiteral("break-even"));
            REQUIRE(marker->count() == 1);
            REQUIRE(marker->at(0).x() == month);
            // On the crossing both interpolated curves meet: the marker sits on each.
            const double cloud =
                cumulativeCostAt(evaluation.option(Option::Cloud).cumulative, month);
            const double onprem =
                cumulativeCostAt(evaluation.option(Option::OnPrem).cumulative, month);
            REQUIRE(marker->at(0).y() == cloud);
            REQUIRE(test::closeTo(onprem, cloud));

            const QList<ChartCallout *> callouts = ChartCallout::of(*chart);
            REQUIRE(callouts.size() == 1);
            REQUIRE(callouts[0]->anchor() == marker->at(0));
            REQUIRE(callouts[0]->series() == marker);
            const QString text = callouts[0]->text();
            REQUIRE(text == ui::texts::breakEvenLabel(Option::OnPrem, month,
                                                      scenario.inputs.horizonYears, locale));
            REQUIRE(text.contains(locale.toString(month, 'f', 1)));
            if (locale == test::kDutch)
                REQUIRE(text.contains(QStringLiteral("5,0")));
            else
                REQUIRE(text.contains(QStringLiteral("5.0")));
        }
    }
}

TEST_CASE("break-even chart without a crossing has no marker and says so", "[charts]")
{
    const Scenario scenario = test::loadExample(test::kNoBreakEven);
    const engine::Evaluation evaluation = engine::evaluate(scenario.inputs);
    REQUIRE(!evaluation.breakEvenMonth);
    const auto chart = breakEvenChart(scenario, evaluation, test::kDutch);
    REQUIRE(!test::hasSeries(*chart, QStringLiteral("break-even")));
    REQUIRE(ChartCallout::of(*chart).isEmpty());
    REQUIRE(chart->title().contains(ui::texts::breakEvenLabel(Option::OnPrem, std::nullopt,
                                                              scenario.inputs.horizonYears,
                                                              test::kDutch)
                                        .toHtmlEscaped()));
}

TEST_CASE("break-even chart interpolates the cumulative cost like the engine", "[charts]")
{
    const std::vector<double> cumulative{100.0, 300.0, 600.0};
    REQUIRE(cumulativeCostAt(cumulative, 0.0) == 0.0);
    REQUIRE(cumulativeCostAt(cumulative, 0.5) == 50.0);
    REQUIRE(cumulativeCostAt(cumulative, 1.0) == 100.0);
    REQUIRE(cumulativeCostAt(cumulative, 1.25) == 150.0);
    REQUIRE(cumulativeCostAt(cumulative, 3.0) == 600.0);
    REQUIRE(cumulativeCostAt(cumulative, 7.0) == 600.0);
    REQUIRE(cumulativeCostAt({}, 2.0) == 0.0);
}

TEST_CASE("utilization chart series equal tcoAtUtilization", "[charts]")
{
    const Scenario scenario = test::loadExample(test::kBreakEven);
    const engine::Evaluation evaluation = engine::evaluate(scenario.inputs);
    const auto chart = utilizationChart(scenario, evaluation, test::kEnglish);
    const std::vector<double> us = utilizationSamples();
    REQUIRE(us.size() == 41);
    REQUIRE(us.front() == 0.0);
    REQUIRE(us.back() == 1.0);
    for (const engine::OptionResult &result : evaluation.options) {
        const Option option = result.option;
        auto *series = test::seriesNamed<QLineSeries>(*chart, key(option));
        REQUIRE(series->count() == 41);
        for (int i = 0; i < series->count(); ++i) {
            const double u = us[static_cast<std::size_t>(i)];
            REQUIRE(series->at(i).x() == 100.0 * u);
            REQUIRE(series->at(i).y() == engine::tcoAtUtilization(scenario.inputs, option, u));
        }
    }
    REQUIRE(evaluation.breakEvenUtilization);
    auto *breakEven =
        test::seriesNamed<QLineSeries>(*chart, QStringLiteral("break-even-utilization"));
    REQUIRE(xOf(breakEven) == 100.0 * *evaluation.breakEvenUtilization);
    REQUIRE(breakEven->pen().style() == Qt::SolidLine);
    auto *own = test::seriesNamed<QLineSeries>(*chart, QStringLiteral("scenario-utilization"));
    REQUIRE(xOf(own) == 100.0 * scenario.inputs.workload.utilization);
    REQUIRE(own->pen().style() == Qt::DashLine);
    // Both marked lines carry a label.
    const QList<ChartCallout *> callouts = ChartCallout::of(*chart);
    REQUIRE(callouts.size() == 2);
    REQUIRE(callouts[0]->text().contains(
        ui::format::percent(*evaluation.breakEvenUtilization, test::kEnglish,
                            ui::format::kBreakEvenUtilizationDecimals)));
    REQUIRE(callouts[1]->text().contains(
        ui::format::percent(scenario.inputs.workload.utilization, test::kEnglish)));
}

TEST_CASE("utilization chart of a version 2 scenario marks the workloads' mean utilization",
          "[charts]")
{
    // Issue 31: the chart marked the version 1 field (80%) where every text said ū.
    auto loaded = scenariofile::load(
        QStringLiteral(GDA_TEST_DATA_DIR "/examples-v2/three-workloads-shared-fleet.json"));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    Scenario scenario = std::get<Scenario>(loaded);
    scenario.inputs.workload.utilization = 0.8; // what a version 1 field may still hold
    const double mean = engine::meanUtilization(scenario.inputs);
    REQUIRE(std::abs(mean - 0.8) > 0.01);
    const auto chart =
        utilizationChart(scenario, engine::evaluate(scenario.inputs), test::kEnglish);
    auto *own = test::seriesNamed<QLineSeries>(*chart, QStringLiteral("scenario-utilization"));
    CHECK(xOf(own) == Approx(100.0 * mean));
    bool labelled = false;
    for (const ChartCallout *callout : ChartCallout::of(*chart))
        labelled = labelled ||
                   callout->text() ==
                       QStringLiteral("Yours: %1").arg(ui::format::percent(mean, test::kEnglish));
    CHECK(labelled);
}

TEST_CASE("utilization chart without a break-even utilization marks only the scenario's",
          "[charts]")
{
    const Scenario scenario = test::loadExample(test::kNoBreakEven);
    const engine::Evaluation evaluation = engine::evaluate(scenario.inputs);
    REQUIRE(!evaluation.breakEvenUtilization);
    const auto chart = utilizationChart(scenario, evaluation, test::kEnglish);
    REQUIRE(!test::hasSeries(*chart, QStringLiteral("break-even-utilization")));
    REQUIRE(test::hasSeries(*chart, QStringLiteral("scenario-utilization")));
    REQUIRE(ChartCallout::of(*chart).size() == 1);
}

TEST_CASE("breakdown chart bar sets equal the cost categories", "[charts]")
{
    for (const char *name : {test::kNoBreakEven, test::kBreakEven, "loan-refresh-residual"}) {
        DYNAMIC_SECTION(name)
        {
            const Scenario scenario = test::loadExample(name);
            const engine::Evaluation evaluation = engine::evaluate(scenario.inputs);
            const auto chart = breakdownChart(scenario, evaluation, test::kEnglish);
            REQUIRE(chart->series().size() == 1);
            auto *series = qobject_cast<QStackedBarSeries *>(chart->series().front());
            REQUIRE(series);
            QStringList expected;
            for (engine::Category category : engine::kAllCategories) {
                bool used = false;
                for (const engine::OptionResult &result : evaluation.options)
                    used = used || result.category(category) != 0.0;
                if (used)
                    expected << QString::fromLatin1(engine::categoryKey(category));
            }
            QStringList actual;
            const QList<QBarSet *> sets = series->barSets();
            for (QBarSet *set : sets) {
                actual << set->objectName();
                const auto category = *std::find_if(
                    engine::kAllCategories.begin(), engine::kAllCategories.end(),
                    [&](engine::Category c) {
                        return QString::fromLatin1(engine::categoryKey(c)) == set->objectName();
                    });
                REQUIRE(set->label() == ui::texts::categoryName(category));
                REQUIRE(set->count() == static_cast<int>(evaluation.options.size()));
                for (std::size_t bar = 0; bar < evaluation.options.size(); ++bar)
                    REQUIRE(set->at(static_cast<int>(bar)) ==
                            evaluation.options[bar].category(category));
            }
            REQUIRE(actual == expected);
        }
    }
}

TEST_CASE("breakdown chart puts the residual credit below zero", "[charts]")
{
    const Scenario scenario = test::loadExample("loan-refresh-residual");
    const engine::Evaluation evaluation = engine::evaluate(scenario.inputs);
    const double credit =
        evaluation.option(Option::OnPrem).category(engine::Category::ResidualCredit);
    REQUIRE(credit < 0.0);
    const auto chart = breakdownChart(scenario, evaluation, test::kEnglish);
    auto *y = qobject_cast<QValueAxis *>(chart->axes(Qt::Vertical).front());
    REQUIRE(y);
    REQUIRE(y->min() <= credit);
}

TEST_CASE("decision matrix chart bars equal the decision scores", "[charts]")
{
    for (const char *name : {test::kNoBreakEven, test::kBreakEven}) {
        DYNAMIC_SECTION(name)
        {
            const ChartData data = test::chartData(test::loadExample(name));
            REQUIRE(data.decision);
            const engine::Decision &decision = *data.decision;
            const auto chart = decisionMatrixChart(data.scenario, decision, test::kEnglish);
            auto *series = qobject_cast<QHorizontalStackedBarSeries *>(chart->series().front());
            REQUIRE(series);
            const QList<QBarSet *> sets = series->barSets();
            REQUIRE(sets.size() == 2);
            QBarSet *scores = sets[0];
            QBarSet *overall = sets[1];
            REQUIRE(scores->objectName() == QStringLiteral("scores"));
            REQUIRE(overall->objectName() == QStringLiteral("overall"));
            // Row 0 (at the origin) is the overall score; the first factor is the top row.
            REQUIRE(scores->count() == 6);
            REQUIRE(overall->at(0) == decision.overall);
            REQUIRE(scores->at(0) == 0.0);
            for (std::size_t f = 0; f < engine::kFactorCount; ++f) {
                const int row = 5 - static_cast<int>(f);
                REQUIRE(scores->at(row) == decision.scores[f].score);
                REQUIRE(overall->at(row) == 0.0);
            }
            auto *cloud = test::seriesNamed<QLineSeries>(*chart, QStringLiteral("cloud-threshold"));
            REQUIRE(xOf(cloud) == engine::kCloudUpTo);
            auto *onprem =
                test::seriesNamed<QLineSeries>(*chart, QStringLiteral("onprem-threshold"));
            REQUIRE(xOf(onprem) == engine::kOnPremFrom);
            REQUIRE(cloud->pen().style() != onprem->pen().style());
            REQUIRE(
                chart->title().contains(ui::texts::recommendationInText(decision.recommendation)));
        }
    }
}

TEST_CASE("decision matrix chart without a decision explains why", "[charts]")
{
    Scenario scenario = test::loadExample(test::kBreakEven);
    scenario.inputs.factors.weights = {0.0, 0.0, 0.0, 0.0, 0.0};
    const ChartData data = test::chartData(scenario);
    REQUIRE(!data.decision);
    const auto chart = buildChart(ChartKind::Matrix, data, test::kEnglish);
    REQUIRE(chart);
    REQUIRE(chart->title().contains(QStringLiteral("weight")));
}

TEST_CASE("tornado chart bars equal engine::tornado", "[charts]")
{
    const Scenario scenario = test::loadExample(test::kNoBreakEven);
    const std::vector<engine::TornadoBar> bars = engine::tornado(scenario.inputs);
    REQUIRE(bars.size() == engine::kParameterCount);
    const auto chart = tornadoChart(scenario, bars, test::kDutch);
    auto *series = qobject_cast<QHorizontalBarSeries *>(chart->series().front());
    REQUIRE(series);
    const QList<QBarSet *> sets = series->barSets();
    REQUIRE(sets.size() == 2);
    REQUIRE(sets[0]->objectName() == QStringLiteral("low"));
    REQUIRE(sets[1]->objectName() == QStringLiteral("high"));
    // Inputs that move the savings by less than one unit either way are left out of the chart.
    std::vector<engine::TornadoBar> shown;
    for (const engine::TornadoBar &bar : bars)
        if (bar.width() >= 1.0)
            shown.push_back(bar);
    REQUIRE(shown.size() >= 5);
    const auto n = static_cast<int>(shown.size());
    auto *rows = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).front());
    REQUIRE(rows);
    REQUIRE(rows->count() == n);
    for (int row = 0; row < n; ++row) {
        // The widest bar is drawn on top: the last row.
        const engine::TornadoBar &bar = shown[static_cast<std::size_t>(n - 1 - row)];
        REQUIRE(sets[0]->at(row) == bar.outputLow - bar.baseOutput);
        REQUIRE(sets[1]->at(row) == bar.outputHigh - bar.baseOutput);
        REQUIRE(rows->at(row).startsWith(parameterName(bar.parameter)));
    }
    // Widths never grow towards the top.
    for (int row = 1; row < n; ++row)
        REQUIRE(std::abs(sets[1]->at(row) - sets[0]->at(row)) >=
                std::abs(sets[1]->at(row - 1) - sets[0]->at(row - 1)) - 1e-9);
    auto *base = test::seriesNamed<QLineSeries>(*chart, QStringLiteral("base"));
    REQUIRE(xOf(base) == 0.0);
    REQUIRE(base->name().contains(
        ui::format::money(bars.front().baseOutput, scenario.currency, test::kDutch)));
}

TEST_CASE("tornado chart of a version 2 scenario names each workload's input with its unit",
          "[charts]")
{
    // Issue 31: the workloads' inputs were labelled "Utilization", a GPU count shown as
    // "3,800.0 % to 5,800.0 %".
    auto loaded = scenariofile::load(
        QStringLiteral(GDA_TEST_DATA_DIR "/examples-v2/three-workloads-shared-fleet.json"));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    const Scenario scenario = std::get<Scenario>(loaded);
    const std::vector<engine::TornadoBar> bars =
        engine::tornado(scenario.inputs, engine::Option::OnPrem);
    const auto chart = tornadoChart(scenario, bars, QLocale(QLocale::English));
    auto *rows = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).front());
    REQUIRE(rows);
    int workloadRows = 0;
    for (const engine::TornadoBar &bar : bars) {
        if (!bar.workloadInput || bar.width() < 1.0)
            continue;
        const QString name = QString::fromStdString(
            scenario.inputs.workloads[std::size_t(bar.workloadInput->workload)].name);
        const QString label = barName(scenario, bar);
        CHECK(label.startsWith(name + QStringLiteral(": ")));
        CHECK(rows->categories().contains(
            label.toHtmlEscaped() + QStringLiteral("<br>(") +
            barValueText(scenario, bar, bar.lowValue, QLocale(QLocale::English)) +
            QStringLiteral(" to ") +
            barValueText(scenario, bar, bar.highValue, QLocale(QLocale::English)) + u')'));
        if (bar.workloadInput->parameter == engine::WorkloadParameter::Gpus)
            CHECK(barValueText(scenario, bar, bar.lowValue, QLocale(QLocale::English))
                      .endsWith(QStringLiteral(" GPUs")));
        ++workloadRows;
    }
    CHECK(workloadRows >= 4);
}

TEST_CASE("histogram chart counts equal the Monte Carlo bins", "[charts]")
{
    const Scenario scenario = test::loadExample(test::kNoBreakEven);
    // The chart shows the advised option against the cloud. lease-lead-snowball's advice is the
    // cloud (owning never pays), so the chart sets the cheapest option that owns GPUs against it:
    // hybrid, 18 GPUs, NPV $3,784,390 below on-premise's $3,930,320 (the CLI test's figures).
    const auto data = test::chartData(scenario);
    REQUIRE(comparedOption(scenario, data.evaluation, data.decision) == engine::Option::Hybrid);
    engine::MonteCarloSpec spec = gda::defaultUncertaintySpec(scenario.inputs);
    spec.against = engine::Option::Hybrid;
    const engine::MonteCarloOutcome outcome = engine::simulate(scenario.inputs, spec);
    const auto *result = std::get_if<engine::MonteCarloResult>(&outcome);
    REQUIRE(result);
    REQUIRE(result->against == engine::Option::Hybrid);
    const auto chart = histogramChart(scenario, *result, test::kEnglish);
    auto *area = test::seriesNamed<QAreaSeries>(*chart, QStringLiteral("histogram"));
    const engine::Histogram &h = result->savingsHistogram;
    QLineSeries *upper = area->upperSeries();
    REQUIRE(upper->count() == 4 * static_cast<int>(h.counts.size()));
    for (std::size_t i = 0; i < h.counts.size(); ++i) {
        const int at = 4 * static_cast<int>(i);
        REQUIRE(upper->at(at) == QPointF(h.edges[i], 0.0));
        REQUIRE(upper->at(at + 1) == QPointF(h.edges[i], h.counts[i]));
        REQUIRE(upper->at(at + 2) == QPointF(h.edges[i + 1], h.counts[i]));
        REQUIRE(upper->at(at + 3) == QPointF(h.edges[i + 1], 0.0));
    }
    REQUIRE(xOf(test::seriesNamed<QLineSeries>(*chart, QStringLiteral("p10"))) ==
            result->savings.p10);
    REQUIRE(xOf(test::seriesNamed<QLineSeries>(*chart, QStringLiteral("p50"))) ==
            result->savings.p50);
    REQUIRE(xOf(test::seriesNamed<QLineSeries>(*chart, QStringLiteral("p90"))) ==
            result->savings.p90);
    REQUIRE(chart->title().contains(QStringLiteral("Chance that the hybrid option is cheaper")));
    // A histogram with a positive tail never claims 0%.
    const double p = result->probabilityOnPremCheaper;
    if (p > 0.0 && p < 0.005)
        REQUIRE(chart->title().contains(
            QStringLiteral("Chance that the hybrid option is cheaper: &lt; 1%")));
    else
        REQUIRE(
            chart->title().contains(QStringLiteral("Chance that the hybrid option is cheaper: ") +
                                    ui::format::percent(p, test::kEnglish)));
    // buildChart computes the same simulation when none is given.
    const auto built = buildChart(ChartKind::Histogram, test::chartData(scenario), test::kEnglish);
    REQUIRE(built->title() == chart->title());
}

TEST_CASE("histogram chart states the probability that on-premise is cheaper", "[charts]")
{
    const Scenario scenario = test::loadExample(test::kBreakEven);
    engine::MonteCarloResult result;
    result.draws = 100;
    result.savingsHistogram = {{-1.0, 0.0, 1.0}, {27, 73}};
    result.savings = {-0.5, 0.2, 0.8};
    for (const auto &[p, text] : std::initializer_list<std::pair<double, const char *>>{
             {0.73, "73%"}, {0.0, "0%"}, {0.001, "&lt; 1%"}, {0.999, "&gt; 99%"}, {1.0, "100%"}}) {
        result.probabilityOnPremCheaper = p;
        const auto chart = histogramChart(scenario, result, test::kEnglish);
        INFO(chart->title().toStdString());
        REQUIRE(chart->title().contains(
            QStringLiteral("Chance that the on-premise option is cheaper: ") +
            QLatin1String(text)));
    }
    result.probabilityOnPremCheaper = 0.73;
    REQUIRE(histogramChart(scenario, result, test::kDutch)
                ->title()
                .contains(QStringLiteral("Chance that the on-premise option is cheaper: 73%")));
}

TEST_CASE("default uncertainty spec for the charts is ±20% triangular, 20,000 draws, seed 1",
          "[charts]")
{
    Scenario scenario = test::loadExample(test::kBreakEven);
    scenario.inputs.workload.utilization = 0.9;
    const engine::MonteCarloSpec spec = gda::defaultUncertaintySpec(scenario.inputs);
    REQUIRE(spec.draws == 20'000);
    REQUIRE(spec.seed == 1);
    REQUIRE(!engine::validate(spec));
    using engine::Parameter;
    REQUIRE(spec.distributions.size() == 5);
    for (Parameter p : {Parameter::CloudPrice, Parameter::GpuUnitPrice, Parameter::ElectricityPrice,
                        Parameter::StaffCost}) {
        const double v = engine::parameterValue(scenario.inputs, p);
        const engine::Triangular &t = spec.distributions.at(p);
        REQUIRE(t.low == v * 0.8);
        REQUIRE(t.mode == v);
        REQUIRE(t.high == v * 1.2);
    }
    // Utilization 0.9 + 20% would exceed 100%: clamped.
    const engine::Triangular &u = spec.distributions.at(Parameter::Utilization);
    REQUIRE(u.low == 0.9 * 0.8);
    REQUIRE(u.mode == 0.9);
    REQUIRE(u.high == 1.0);
}

namespace {

// CIE L*a*b* of an sRGB colour (D65), for the colour difference ΔE 1976.
std::array<double, 3> lab(const QColor &colour)
{
    auto linear = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const double r = linear(colour.redF());
    const double g = linear(colour.greenF());
    const double b = linear(colour.blueF());
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    const double x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const double y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const double z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    return {116.0 * y - 16.0, 500.0 * (x - y), 200.0 * (y - z)};
}

} // namespace

// Issue 20: seven hatched categories in three shared colours could not be told apart at the
// size of a report figure. Worked check: pure black and white are ΔE 100 apart.
TEST_CASE("breakdown chart categories have solid fills clearly different from each other",
          "[charts]")
{
    const auto black = lab(Qt::black);
    const auto white = lab(Qt::white);
    REQUIRE(std::hypot(white[0] - black[0], white[1] - black[1], white[2] - black[2]) ==
            Approx(100.0).margin(0.1));
    for (std::size_t i = 0; i < engine::kAllCategories.size(); ++i) {
        const QBrush a = categoryBrush(engine::kAllCategories[i]);
        INFO(engine::categoryKey(engine::kAllCategories[i]));
        CHECK(a.style() == Qt::SolidPattern);
        for (std::size_t j = i + 1; j < engine::kAllCategories.size(); ++j) {
            const QBrush b = categoryBrush(engine::kAllCategories[j]);
            const auto p = lab(a.color());
            const auto q = lab(b.color());
            INFO("against " << engine::categoryKey(engine::kAllCategories[j]));
            CHECK(std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]) >= 25.0);
        }
    }
}

TEST_CASE("placement week shows on the fleet what the month's evaluation served there", "[charts]")
{
    // Issue 31: during the migration's phases the fleet is bought but serves nothing; the week
    // view showed every GPU busy on it while the monthly table said 0.
    auto loaded = scenariofile::load(
        QStringLiteral(GDA_TEST_DATA_DIR "/plan/phased-move-with-commitment.json"));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    const Scenario scenario = std::get<Scenario>(loaded);
    const engine::Evaluation e = engine::evaluate(scenario.inputs, {false, true});
    const engine::OptionResult &hybrid = e.option(engine::Option::Hybrid);
    constexpr double kWeekToMonth = engine::kHoursPerMonth / engine::kWeekHours;
    int idleFleetMonths = 0;
    int servingMonths = 0;
    for (int month = 1; month <= e.months; ++month) {
        INFO("month " << month);
        const WeekLoad week = weekLoad(scenario, hybrid, month);
        double onFleet = 0.0;
        for (double v : week.onFleet)
            onFleet += v;
        double served = 0.0;
        for (const engine::WorkloadResult &w : hybrid.workloads)
            served += w.servedOnprem[std::size_t(month - 1)];
        CHECK(onFleet * kWeekToMonth <= served * (1.0 + 1e-9) + 1e-9);
        const bool owned = hybrid.fleetGpus[std::size_t(month - 1)] > 0;
        if (owned && served == 0.0) {
            ++idleFleetMonths;
            CHECK(onFleet == 0.0);
        }
        if (served > 0.0)
            ++servingMonths;
    }
    CHECK(idleFleetMonths >= 1); // the phases come first: bought, not yet serving
    CHECK(servingMonths > 0);    // and serves once live
}
