// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/results.h"
#include "scenario/scenario.h"

#include <QChart>
#include <QLocale>
#include <QString>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

// The plan of a version 2 scenario over time (docs/methodology.md §14): the phases of the
// migration, the purchase tranches from order to go-live, the reserved commitments and the cloud
// kept as a fallback, as a timeline, and the plan's monthly cost by category. The numbers come
// first (tests, data tables, the report), the charts are drawn from them.
namespace gda::ui::charts {

enum class PlanItemKind { Phase, Tranche, Commitment, Fallback };

// One row of the timeline. Times are on a continuous month scale: month m covers [m − 1, m).
struct PlanItem
{
    PlanItemKind kind = PlanItemKind::Phase;
    QString key;           // "phase:preparation" …, "tranche:1", "commitment:1", "fallback:<w>"
    QString name;          // the row's label, translated ("Tranche 1: 8 GPUs")
    double start = 0.0;    // phases, fallback: the window; tranches: go-live; commitments: start
    double end = 0.0;      // exclusive; at most the horizon
    double ordered = 0.0;  // tranches: the month bought (start − lead time); others = start
    double released = 0.0; // commitments: from here to `end` the unused remainder; others = end
    int gpus = 0;          // tranches and commitments

    // Months counted from 1, as the tables give them: the month a position falls in, and the
    // last month the item touches.
    static int monthOf(double position) { return int(position + 1e-9) + 1; }
    int firstMonth() const { return monthOf(start); }
    int orderedMonth() const { return monthOf(ordered); }
    int lastMonth() const { return std::max(firstMonth(), int(std::ceil(end - 1e-9))); }
};

// The kind of a timeline row in the tables ("Migration phase", "Purchase tranche", …).
QString planItemKindName(PlanItemKind kind);

// Whether a scenario has a plan worth showing in the report: version 2 with commitments, a
// phased migration, plan limits or more than one purchase tranche.
bool hasPlan(const Scenario &scenario);

// The option whose plan the Plan tab and the report show: the hybrid option (the one the
// optimiser plans), else the on-premise option; nullptr when neither applies.
const engine::OptionResult *planOption(const engine::Evaluation &evaluation);

// The timeline's rows, top to bottom: the five migration phases (when the option has a phased
// migration), each tranche, each commitment, then the fallback window of each workload that
// moves. `scenario` as evaluated; `option` from the same evaluation.
std::vector<PlanItem> planItems(const Scenario &scenario, const engine::OptionResult &option);

// Horizontal bars of planItems() over the months of the horizon (a tranche's lead time light,
// a commitment's released remainder hatched), rows labelled on the left.
std::unique_ptr<QChart> planTimelineChart(const Scenario &scenario,
                                          const engine::OptionResult &option,
                                          const QLocale &locale);

// One layer of the monthly cost stack: a cost category with its amounts per month.
struct PlanCostLayer
{
    engine::Category category = engine::Category::Capex;
    QString name;               // texts::categoryName
    std::vector<double> values; // months 1..M
};

// The option's monthly cost by category (categories that are zero in every month left out).
// The option must hold its monthly categories (OptionRequest::withMonthlyCategories).
std::vector<PlanCostLayer> planCostLayers(const engine::OptionResult &option);

// Stacked bars of planCostLayers() per month; the residual credit below zero.
std::unique_ptr<QChart> planCostChart(const Scenario &scenario, const engine::OptionResult &option,
                                      const QLocale &locale);

} // namespace gda::ui::charts
