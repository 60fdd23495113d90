// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

// The monthly cost series of a scenario as CSV (docs/export.md): one header row, then one row
// per month and option — month, option, one column per cost category (engine::categoryKey), the
// month's total and the running total. C locale (decimal point, no grouping), two decimals,
// amounts in the scenario's currency, UTF-8, "\n" line ends.
//
// For a spreadsheet (CsvLocale::Dutch, CsvLocale::English): a UTF-8 byte order mark, the client,
// scenario and currency in the first lines, an empty line, then the same table with translated
// headers ("Rekenkracht in de cloud (EUR)") and option names; Dutch with ";" and a decimal comma,
// English with "," and a decimal point; no digit grouping; "\r\n" line ends; fields quoted when
// they hold the separator, a quote or a line break; a client or scenario name that starts with
// "=", "+", "-" or "@" gets a leading apostrophe so that Excel does not run it as a formula.
namespace gda::exporting {

enum class CsvLocale { C, Dutch, English };

// "c", "nl", "en" → the form; nullopt for anything else.
std::optional<CsvLocale> csvLocaleFromKey(const QString &key);
QStringList csvLocaleKeys(); // "nl", "en", "c"

// "month", "option", "cloud_compute", …, "residual_credit", "total", "cumulative".
QStringList monthlyCsvColumns(int modelVersion);

QByteArray monthlyCsv(const Scenario &scenario, CsvLocale form = CsvLocale::C);

// Writes monthlyCsv() atomically; an empty string or one translated line naming the problem.
QString writeMonthlyCsv(const Scenario &scenario, const QString &path,
                        CsvLocale form = CsvLocale::C);

// The business case per fiscal year (docs/export.md, "CSV per year"; docs/methodology.md §18):
// one row per fiscal year and option — fiscal year, its first and last calendar month, option,
// spend, capex, opex, residual value, depreciation, cumulative spend, savings against the cloud
// and their running total, share migrated, kWh and tonnes of CO₂ (empty: not estimated). The
// same forms as monthlyCsv(); the machine form's columns are yearlyCsvColumns().
QStringList yearlyCsvColumns();
QByteArray yearlyCsv(const Scenario &scenario, CsvLocale form = CsvLocale::C);
QString writeYearlyCsv(const Scenario &scenario, const QString &path,
                       CsvLocale form = CsvLocale::C);

// "2026" for a calendar year, "2026/27" for a fiscal year that starts in another month.
QString fiscalYearLabel(int fiscalYear, int fiscalYearStart);

} // namespace gda::exporting
