// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/results.h"
#include "scenario/scenario.h"

#include <QChart>
#include <QLocale>

#include <memory>
#include <vector>

// Builders of the cost charts: engine results in, a QChart out (no widgets, no animation).
namespace gda::ui::charts {

// Cumulative cost per month of each option of the evaluation: one series per option, named by
// its label (core/optiontable.h) and with its key as objectName ("cloud", "onprem", …), with the
// points (0, 0) and (m, cumulative[m − 1]) for m = 1 … months. With a break-even month the
// scatter series "break-even" marks (month, cumulative cost there) and is labelled with
// texts::breakEvenLabel; without one, that label is the subtitle and there is no marker. The
// break-even is that of `against` (the advised option, charts::comparedOption) with the cloud.
std::unique_ptr<QChart> breakEvenChart(const Scenario &scenario,
                                       const engine::Evaluation &evaluation, const QLocale &locale,
                                       engine::Option against = engine::Option::OnPrem);

// The cumulative cost of a cumulative series at a fractional month, interpolated linearly
// between the month ends (month 0 costs 0), as the engine interpolates the break-even month.
double cumulativeCostAt(const std::vector<double> &cumulative, double month);

inline constexpr int kUtilizationSamples = 41;

// The utilizations the utilization chart samples: `samples` points evenly from 0 to 1.
std::vector<double> utilizationSamples(int samples = kUtilizationSamples);

// Total cost over the horizon against utilization 0–100 % (x in percent): one series per option
// of the evaluation (objectName its key) = engine::tcoAtUtilization at utilizationSamples();
// vertical lines "break-even-utilization" (solid) and "scenario-utilization" (dashed), both
// labelled.
std::unique_ptr<QChart> utilizationChart(const Scenario &scenario,
                                         const engine::Evaluation &evaluation,
                                         const QLocale &locale, int samples = kUtilizationSamples);

// Stacked bars per option (axis categories in the evaluation's option order) by cost category:
// one QBarSet per category that is non-zero for some option, named by texts::categoryName,
// objectName the category key; the residual credit stacks below zero.
std::unique_ptr<QChart> breakdownChart(const Scenario &scenario,
                                       const engine::Evaluation &evaluation, const QLocale &locale);

} // namespace gda::ui::charts
