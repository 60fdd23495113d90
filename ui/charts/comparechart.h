// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/results.h"
#include "scenario/scenario.h"

#include <QChart>
#include <QFont>
#include <QList>
#include <QLocale>

#include <memory>

namespace gda::ui::charts {

// How the comparison's cost axis reads: amounts, or each scenario's costs as a percentage of its
// own cloud total, so that a small client's curves are not flat beside a large one's.
enum class CompareAxis { Amounts, Indexed };

// Two to four scenarios' cumulative costs overlaid, every option of each (on-premise, cloud,
// hybrid, …): one colour per scenario, the option's own dash per option, month on the x axis (the
// longest horizon). Each curve is named "scenario — option"; the legend, at the right, has one
// entry per scenario (its colour, the name shortened by compareLegendName) and one per option
// (its dash). Money
// in the first scenario's currency symbol; a subtitle warns when the currencies differ.
std::unique_ptr<QChart> compareChart(const QList<Scenario> &scenarios,
                                     const QList<engine::Evaluation> &evaluations,
                                     const QLocale &locale,
                                     CompareAxis axis = CompareAxis::Amounts);

// The longest a scenario's name stands in the comparison's key, in average character widths of
// the key's font.
inline constexpr double kCompareLegendNameEms = 26.0;

// A scenario's name as the comparison's key shows it: whole when it fits in
// kCompareLegendNameEms, else its start up to the end of a word, "…" and its end from the start
// of a word ("Herinrichting van het…(variant B)" tells two variants apart), cut only between
// characters, never inside one. The key's series carry the whole name in their "fullName"
// property.
QString compareLegendName(const QString &name, const QFont &font);

// The value a comparison curve shows for a cumulative cost: the amount, or the percentage of
// the scenario's cloud total (100 = what the cloud costs over its whole horizon).
double compareValue(double cumulative, const engine::Evaluation &evaluation, CompareAxis axis);

} // namespace gda::ui::charts
