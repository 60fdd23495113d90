// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts.h"

#include "engine/advice.h"

#include "scenario/uncertaintyspec.h"

#include "chartstyle.h"
#include "costcharts.h"
#include "matrixchart.h"
#include "uncertaintycharts.h"

#include <algorithm>
#include <cmath>

namespace gda::ui::charts {

using engine::Parameter;

QString chartKindKey(ChartKind kind)
{
    switch (kind) {
    case ChartKind::BreakEven:
        return QStringLiteral("break-even");
    case ChartKind::Utilization:
        return QStringLiteral("utilization");
    case ChartKind::Breakdown:
        return QStringLiteral("breakdown");
    case ChartKind::Matrix:
        return QStringLiteral("matrix");
    case ChartKind::Tornado:
        return QStringLiteral("tornado");
    case ChartKind::Histogram:
        return QStringLiteral("histogram");
    }
    return {};
}

std::optional<ChartKind> chartKindFromKey(const QString &key)
{
    for (ChartKind kind : kAllChartKinds)
        if (chartKindKey(kind) == key)
            return kind;
    return std::nullopt;
}

QString chartKindName(ChartKind kind)
{
    switch (kind) {
    case ChartKind::BreakEven:
        return tr("Break-even");
    case ChartKind::Utilization:
        return tr("Utilization");
    case ChartKind::Breakdown:
        return tr("Cost breakdown");
    case ChartKind::Matrix:
        return tr("Decision matrix");
    case ChartKind::Tornado:
        return tr("Sensitivity");
    case ChartKind::Histogram:
        return tr("Uncertainty");
    }
    return {};
}

engine::MonteCarloSpec uncertaintySpecFor(const Scenario &scenario)
{
    // The scenario's own distributions when it has valid ones, else the default spread.
    auto spec = gda::uncertaintySpec(scenario);
    if (const auto *own = std::get_if<engine::MonteCarloSpec>(&spec))
        return *own;
    return gda::defaultUncertaintySpec(scenario.inputs);
}

engine::Option comparedOption(const Scenario &scenario, const engine::Evaluation &evaluation,
                              const std::optional<engine::Decision> &decision)
{
    if (!decision || evaluation.options.empty())
        return engine::Option::OnPrem;
    return engine::comparedWithCloud(engine::advise(scenario.inputs, evaluation, *decision),
                                     evaluation);
}

namespace {

std::unique_ptr<QChart> messageChart(const QString &title, const QString &message,
                                     const QLocale &locale)
{
    auto chart = makeChart(locale);
    setTitles(*chart, title, message);
    return chart;
}

} // namespace

std::unique_ptr<QChart> buildChart(ChartKind kind, const ChartData &data, const QLocale &locale)
{
    switch (kind) {
    case ChartKind::BreakEven:
        return breakEvenChart(data.scenario, data.evaluation, locale,
                              comparedOption(data.scenario, data.evaluation, data.decision));
    case ChartKind::Utilization:
        return utilizationChart(data.scenario, data.evaluation, locale);
    case ChartKind::Breakdown:
        return breakdownChart(data.scenario, data.evaluation, locale);
    case ChartKind::Matrix:
        return data.decision ? decisionMatrixChart(data.scenario, *data.decision, locale)
                             : noDecisionChart(locale);
    case ChartKind::Tornado: {
        const engine::Option against =
            comparedOption(data.scenario, data.evaluation, data.decision);
        return tornadoChart(data.scenario,
                            data.tornado ? *data.tornado
                                         : engine::tornado(data.scenario.inputs, against),
                            locale, against);
    }
    case ChartKind::Histogram: {
        if (data.monteCarlo)
            return histogramChart(data.scenario, *data.monteCarlo, locale);
        engine::MonteCarloSpec spec = uncertaintySpecFor(data.scenario);
        spec.against = comparedOption(data.scenario, data.evaluation, data.decision);
        const engine::MonteCarloOutcome outcome = engine::simulate(data.scenario.inputs, spec);
        if (const auto *result = std::get_if<engine::MonteCarloResult>(&outcome))
            return histogramChart(data.scenario, *result, locale);
        return messageChart(chartKindName(kind), tr("The simulation cannot run with these inputs."),
                            locale);
    }
    }
    return messageChart(chartKindName(kind), {}, locale);
}

} // namespace gda::ui::charts
