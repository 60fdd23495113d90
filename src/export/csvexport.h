// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

// The monthly cost series of a scenario as CSV (docs/export.md): one header row, then one row
// per month and option — month, option, one column per cost category (engine::categoryKey), the
// month's total and the running total. C locale (decimal point, no grouping), two decimals,
// amounts in the scenario's currency, UTF-8, "\n" line ends.
namespace gda::exporting {

// "month", "option", "cloud_compute", …, "residual_credit", "total", "cumulative".
QStringList monthlyCsvColumns(int modelVersion);

QByteArray monthlyCsv(const Scenario &scenario);

// Writes monthlyCsv() atomically; an empty string or one translated line naming the problem.
QString writeMonthlyCsv(const Scenario &scenario, const QString &path);

} // namespace gda::exporting
