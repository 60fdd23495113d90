// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "businesssettings.h"

#include "countries.h"

#include <QRegularExpression>

namespace gda::business {

std::optional<engine::YearMonth> parseStartMonth(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{4})-(\\d{2})$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const int year = match.captured(1).toInt();
    const int month = match.captured(2).toInt();
    if (year < 2000 || year > 2100 || month < 1 || month > 12)
        return std::nullopt;
    return engine::YearMonth{year, month};
}

QString startMonthText(const engine::YearMonth &month)
{
    return QStringLiteral("%1-%2")
        .arg(month.year, 4, 10, QLatin1Char('0'))
        .arg(month.month, 2, 10, QLatin1Char('0'));
}

engine::YearMonth nextMonth(const QDate &today)
{
    const QDate next = today.addMonths(1);
    return {next.year(), next.month()};
}

engine::BusinessInputs inputsOf(const Scenario &scenario, const QDate &today)
{
    engine::BusinessInputs in;
    const auto stated = scenario.business.startMonth
                            ? parseStartMonth(*scenario.business.startMonth)
                            : std::nullopt;
    in.calendar.start = stated.value_or(nextMonth(today));
    in.calendar.fiscalYearStart = scenario.business.fiscalYearStart;
    if (const countries::Country *c = countries::find(scenario.business.country))
        in.gridGramsPerKwh = c->gridGramsPerKwh;
    return in;
}

} // namespace gda::business
