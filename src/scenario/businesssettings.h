// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/businesscase.h"
#include "scenario.h"

#include <QDate>
#include <QString>

#include <optional>

// A scenario's business settings (Scenario::business) as the engine's business case reads them
// (docs/methodology.md §18): the calendar, with month 1 the month after `today` when the scenario
// states no start month, and the grid intensity of its country.
namespace gda::business {

// "2026-10" → {2026, 10}; nullopt for anything that is not YYYY-MM with a year 2000..2100.
std::optional<engine::YearMonth> parseStartMonth(const QString &text);
// {2026, 10} → "2026-10".
QString startMonthText(const engine::YearMonth &month);

// The month after `today`.
engine::YearMonth nextMonth(const QDate &today);

engine::BusinessInputs inputsOf(const Scenario &scenario,
                                const QDate &today = QDate::currentDate());

} // namespace gda::business
