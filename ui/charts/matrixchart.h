// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/decision.h"
#include "scenario/scenario.h"

#include <QChart>
#include <QLocale>

#include <memory>

// Builder of the decision-matrix chart.
namespace gda::ui::charts {

// Horizontal bars of the five factor scores 0–100 (first factor on top, each row labelled with
// its factor and score; the weights are in the panel's table) and, below them, the
// weighted overall score, as a stacked series of two sets: "scores" (the factors, 0 for the
// overall row) and "overall". Vertical lines "cloud-threshold" at 40 and "onprem-threshold"
// at 60; the title names the recommendation.
std::unique_ptr<QChart> decisionMatrixChart(const Scenario &scenario,
                                            const engine::Decision &decision,
                                            const QLocale &locale);

// The same chart frame without bars, saying why there is no decision (all weights zero).
std::unique_ptr<QChart> noDecisionChart(const QLocale &locale);

} // namespace gda::ui::charts
