// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QLocale>
#include <QString>

#include <optional>

// Numbers, money and percentages for people, in the active language.
namespace gda::ui::format {

// "€ 1.234.567" (nl) / "€1,234,567" (en): whole units, minus sign rather than brackets.
QString money(double amount, Currency currency, const QLocale &locale = {}, int decimals = 0);
QString percent(double fraction, const QLocale &locale = {}, int decimals = 0);
// The break-even utilization has one decimal wherever it is printed — tables, sentences, charts —
// so one document never shows 14.8% and 15% for the same figure (docs/glossary.md, "Rounding").
inline constexpr int kBreakEvenUtilizationDecimals = 1;
// A saving as a share of the cloud's total has one decimal wherever it is printed — the report's
// cover, summary and key figures, the dashboard head and the wizard — so one saving never reads
// 71% on the cover and 70.6% in the key figures (docs/glossary.md, "Rounding").
inline constexpr int kSavingsDecimals = 1;
QString number(double value, const QLocale &locale = {}, int decimals = 0);
// "14.3 months" / "never within the horizon"
QString months(std::optional<double> months, const QLocale &locale = {});
// "9.6 hours a day" (one decimal; whole hours without: "12 hours a day"), for the break-even of
// an hours-a-day workload (docs/methodology.md §12.8).
QString hoursPerDay(double hours, const QLocale &locale = {});
QString currencySymbol(Currency currency);
// A heading in two lines, broken at the space nearest its middle ("Change in savings\n(low)"),
// for a column or a chart that is narrower than the heading on one line; the words stay.
QString twoLines(const QString &text);

} // namespace gda::ui::format
