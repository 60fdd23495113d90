// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QLocale>
#include <QString>
#include <QStringList>

#include <vector>

// The report's assumptions: every input of a scenario with its value and where the value comes
// from — the catalog (source and date from the pricing provenance), an application default (its
// source tag, as in engine/inputs.h and docs/methodology.md), or the user.
namespace gda::ui::exporting {

struct AssumptionRow
{
    QString group;  // set on the first row of each group ("Workload", "Cloud", …)
    QString label;  // "GPUs needed"
    QString value;  // "80", "€ 2,88 per GPU-hour", "70%"
    QString source; // "Default [S1]", "Catalog: AWS p5.48xlarge, 2025-06-05", "Scenario"
};

// Every input, in the order of the scenario file, in the active language.
std::vector<AssumptionRow> assumptionRows(const Scenario &scenario, const QLocale &locale);

// What the default source tags stand for, one line each: "[S1] hybrid-cloud-strategy.nl …".
QStringList sourceTagLegend();

// The catalog entries the scenario's prices came from (offer, GPU model, exchange rate): one
// line each with its source text and date; empty when no catalog offer was applied.
QStringList priceSources(const Scenario &scenario, const QLocale &locale);

} // namespace gda::ui::exporting
