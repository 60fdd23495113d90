// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chartexport.h"

#include "charts/comparechart.h"
#include "engine/advice.h"
#include "engine/decision.h"
#include "engine/results.h"
#include "scenario/comparison.h"
#include "scenario/scenario.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QLocale>
#include <QStringList>

#include <optional>
#include <vector>

// Two to four scenarios compared, as a deliverable: the table of key outputs and differing
// inputs (the Compare dialog's), as CSV for Excel, and the comparison chart as PNG, SVG or PDF.
namespace gda::ui::exporting {

// Scenarios with their evaluations, decisions and advice, computed once, each the way every
// other surface computes it (assessment::assess): `scenarios` are the resolved scenarios.
struct ComparedScenarios
{
    QList<Scenario> scenarios;
    QList<engine::Evaluation> evaluations;
    QList<std::optional<engine::Decision>> decisions;
    QList<std::optional<engine::Advice>> advice;
    // The rate amounts in another currency are converted at (the catalog's, else the
    // defaults'), with its date and source.
    double usdPerEur = 0.0;
    QDate rateDate;
    QString rateSource;
};
ComparedScenarios compareScenarios(const QList<Scenario> &scenarios);

// The comparison in words and numbers of one language: a column per scenario, a row per output
// ("Recommendation", "Total cost: Cloud", …), then a heading row and a row per differing input.
struct ComparisonTable
{
    QStringList columns; // "client\nscenario", or the scenario name without a client
    QStringList rowLabels;
    std::vector<QStringList> cells;     // per row, one per scenario
    int outputRows = 0;                 // rows before the heading of the inputs that differ
    QList<InputDifference> differences; // the rows after the heading, in order
};
ComparisonTable comparisonTable(const ComparedScenarios &compared, const QLocale &locale);

// The table as CSV for a spreadsheet in `locale`'s language: a UTF-8 byte order mark, ";" as
// separator where the decimal separator is a comma (Dutch) and "," elsewhere, "\r\n" line ends,
// fields quoted when needed, and a leading apostrophe before a cell Excel would run as a formula.
QByteArray comparisonCsv(const ComparisonTable &table, const QLocale &locale);

// The comparison as data for a spreadsheet (issue 36): a column "Unit" after the figure's name,
// every amount a plain number in `currency` (another currency converted at the stated rate,
// named in the last lines), every share a number of percent in its own row, the inputs that
// differ by their names in words, and only inputs that every compared scenario's format version
// has. The same separators, byte order mark and quoting as comparisonCsv().
QByteArray comparisonDataCsv(const ComparedScenarios &compared, const QLocale &locale,
                             Currency currency);

// The comparison written to a file whose extension picks the form: .png, .svg or .pdf (the
// chart) or .csv (the table), in `language` ("en" / "nl").
struct ComparisonRequest
{
    QList<Scenario> scenarios;
    QString language = QStringLiteral("en");
    charts::CompareAxis axis = charts::CompareAxis::Amounts;
    // The currency of every amount (another converted at the catalog's rate); none: the first
    // scenario's.
    std::optional<Currency> currency;
    QSize size = kDefaultChartSize;
    int dpi = kDefaultDpi;
    QString outputPath;
};
// The extensions writeComparison() takes, without the dot.
QStringList comparisonSuffixes();
// An empty string or one translated line naming the problem.
QString writeComparison(const ComparisonRequest &request);

} // namespace gda::ui::exporting
