// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/uncertainty.h"
#include "scenario/scenario.h"

#include <QChart>
#include <QLocale>
#include <QString>

#include <memory>
#include <vector>

// Builders of the sensitivity (tornado) and uncertainty (Monte Carlo) charts.
namespace gda::ui::charts {

// "Utilization", "Cloud GPU-hour price", … in the active language.
QString parameterName(engine::Parameter parameter);
// A parameter value in its unit: "52.0%", "€2.88", "5 months".
QString parameterValueText(engine::Parameter parameter, double value, Currency currency,
                           const QLocale &locale);

// A workload's uncertain input (version 2) as the chart, its table and the report name it
// ("Inference API: GPUs at once") and one of its values ("24 GPUs", "75.0%", "$4.00").
QString workloadInputName(const Scenario &scenario, engine::WorkloadInputId id);
QString workloadInputValue(const Scenario &scenario, engine::WorkloadInputId id, double value,
                           const QLocale &locale);
// A tornado bar's input, whichever kind (issue 31: version 2 workload inputs were labelled
// "Utilization"), and one of its values in the input's unit.
QString barName(const Scenario &scenario, const engine::TornadoBar &bar);
QString barValueText(const Scenario &scenario, const engine::TornadoBar &bar, double value,
                     const QLocale &locale);

// One row per tornado bar, the widest on top. Two bar sets "low" and "high": the change of the
// savings from the base (TornadoBar::baseOutput) with the parameter at its low and its high
// value; the vertical line "base" marks no change.
// `against`: the option whose savings over the cloud the bars are (engine::tornado).
std::unique_ptr<QChart> tornadoChart(const Scenario &scenario,
                                     const std::vector<engine::TornadoBar> &bars,
                                     const QLocale &locale,
                                     engine::Option against = engine::Option::OnPrem);

// The savings histogram as an area series "histogram" (one step per bin: its upper series runs
// (edge[i], 0), (edge[i], count[i]), (edge[i+1], count[i]), (edge[i+1], 0)), the lines "p10",
// "p50", "p90", and the probability that the compared option (MonteCarloResult::against) is
// cheaper than the cloud in the subtitle.
std::unique_ptr<QChart> histogramChart(const Scenario &scenario,
                                       const engine::MonteCarloResult &result,
                                       const QLocale &locale);

} // namespace gda::ui::charts
