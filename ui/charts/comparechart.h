// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/results.h"
#include "scenario/scenario.h"

#include <QChart>
#include <QList>
#include <QLocale>

#include <memory>

namespace gda::ui::charts {

// Two to four scenarios' cumulative costs overlaid: one colour per scenario, on-premise solid
// and cloud dashed, month on the x axis (the longest horizon). Money in the first scenario's
// currency symbol; a subtitle warns when the scenarios' currencies differ.
std::unique_ptr<QChart> compareChart(const QList<Scenario> &scenarios,
                                     const QList<engine::Evaluation> &evaluations,
                                     const QLocale &locale);

} // namespace gda::ui::charts
