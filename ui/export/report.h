// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QDate>
#include <QString>

// The client report: a multi-page vector PDF of one scenario in Dutch or English.
namespace gda::ui::exporting {

enum class Paper { A4, Letter };

// "a4", "letter" (command line, settings) and back.
QString paperKey(Paper paper);
std::optional<Paper> paperFromKey(const QString &key);

struct ReportRequest
{
    Scenario scenario;
    QString language = QStringLiteral("en"); // "en" or "nl": texts, numbers, money, dates
    Paper paper = Paper::A4;
    QString author; // on the cover; empty leaves the line out
    QString outputPath;
    QDate generated = QDate::currentDate(); // the date on the cover
};

// Writes the report atomically: cover (client, scenario, date, author), executive summary,
// recommendation and decision matrix with reasons, key figures per option, every chart as vector
// graphics with a caption, sensitivity and uncertainty, the assumptions with their sources, the
// method in brief; "Page N of M" on every page after the cover. The report's language is
// switched for the call only (the UI keeps its own). Returns an empty string or one translated
// line naming the problem (e.g. the path that cannot be written).
QString writeReport(const ReportRequest &request);

} // namespace gda::ui::exporting
