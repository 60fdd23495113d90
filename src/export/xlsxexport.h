// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QString>

// The scenario as an Excel workbook (.xlsx, written with libxlsxwriter; docs/export.md), in one
// language ("en" or "nl"):
//   - Summary: client, scenario, currency, horizon, the recommendation, and per option (the
//     engine's option list) its total, NPV, cost per GPU-hour, break-even month and savings
//     against the cloud, then the cost per category and option; a line chart of the cumulative
//     cost and a stacked column chart of the breakdown;
//   - Inputs: every cost-model input of the input registry with its label, value, unit, default
//     and source;
//   - Monthly: per month, for each option a block of its cost categories, the month's total and
//     the running total.
// The monthly amounts are numbers; every total, the cost per GPU-hour and the savings are
// formulas over them (with the engine's figures as cached results), so changing a month moves
// them. Amounts carry a number format in the scenario's currency; the NPV and the break-even
// month are the engine's figures.
namespace gda::exporting {

// Writes the workbook atomically; an empty string or one translated line naming the problem.
QString writeWorkbook(const Scenario &scenario, const QString &path, const QString &language);

} // namespace gda::exporting
