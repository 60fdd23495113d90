// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentbuilder.h"
#include "scenario/scenario.h"

#include <QChart>
#include <QLocale>

#include <memory>

// The report's "Plan" section (issue 17): for a version 2 scenario with a plan
// (charts::hasPlan — commitments, a phased migration, plan limits or several purchase tranches)
// the timeline of the hybrid option's plan as a figure and a table of its tranches, commitments,
// migration phases and cloud fallback. Any other scenario has no section (nothing is written).
namespace gda::ui::exporting {

// The timeline figure's chart, or nullptr when the scenario has no plan to show.
std::unique_ptr<QChart> planFigure(const Scenario &scenario, const QLocale &locale);

// The figure's caption (without "Figure n.").
QString planFigureCaption(const Scenario &scenario, const QLocale &locale);

// The section: heading, a paragraph, the figure `figureIndex` (−1: none) and the table.
void planSection(DocumentBuilder &doc, const Scenario &scenario, const QLocale &locale,
                 int figureIndex);

} // namespace gda::ui::exporting
