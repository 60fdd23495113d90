// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/decision.h"
#include "engine/results.h"
#include "engine/uncertainty.h"
#include "scenario/scenario.h"
#include "scenario/uncertaintyspec.h"

#include <QChart>
#include <QLocale>
#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <vector>

// Every chart of the application by kind, for the dashboard tabs, the report, the export
// dialog and `gpu-advisor-cli chart --kind`. The builders themselves are in costcharts.h,
// matrixchart.h and uncertaintycharts.h.
namespace gda::ui::charts {

enum class ChartKind { BreakEven, Utilization, Breakdown, Matrix, Tornado, Histogram };
inline constexpr std::array<ChartKind, 6> kAllChartKinds{
    ChartKind::BreakEven, ChartKind::Utilization, ChartKind::Breakdown,
    ChartKind::Matrix,    ChartKind::Tornado,     ChartKind::Histogram};

// "break-even", "utilization", "breakdown", "matrix", "tornado", "histogram" (file names, CLI).
QString chartKindKey(ChartKind kind);
std::optional<ChartKind> chartKindFromKey(const QString &key);
// "Break-even", "Utilization", … in the active language (tab titles, export dialog).
QString chartKindName(ChartKind kind);

// The scenario's own Monte Carlo spec (its "uncertainty" object), or gda::defaultUncertaintySpec
// (triangular ±20% around utilization, cloud price, GPU price, electricity and staff cost;
// 20,000 draws, seed 1) — the one every view, the report and the command line share.
engine::MonteCarloSpec uncertaintySpecFor(const Scenario &scenario);

// The option the Sensitivity and Uncertainty charts set against the cloud: the advised option
// (engine::comparedWithCloud; docs/decision-rules.md §2a), on-premise without a decision.
engine::Option comparedOption(const Scenario &scenario, const engine::Evaluation &evaluation,
                              const std::optional<engine::Decision> &decision);

// What the charts are built from. The tornado and the Monte Carlo are computed when absent
// (the Monte Carlo with uncertaintySpecFor()).
struct ChartData
{
    Scenario scenario;
    engine::Evaluation evaluation;
    std::optional<engine::Decision> decision; // nullopt: no decision (all weights zero)
    std::optional<std::vector<engine::TornadoBar>> tornado;
    std::optional<engine::MonteCarloResult> monteCarlo;
};

// The chart of one kind. Never null: a chart that cannot be drawn says why in its title.
std::unique_ptr<QChart> buildChart(ChartKind kind, const ChartData &data, const QLocale &locale);

} // namespace gda::ui::charts
