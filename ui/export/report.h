// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/simulationrun.h"
#include "pdfdocument.h"
#include "scenario/scenario.h"

#include <QDate>
#include <QList>
#include <QString>

// The client report: a multi-page vector PDF of one scenario in Dutch or English.
namespace gda::ui::exporting {

struct ReportRequest
{
    Scenario scenario;
    QString language = QStringLiteral("en"); // "en" or "nl": texts, numbers, money, dates
    Paper paper = Paper::A4;
    QString author; // on the cover; empty leaves the line out
    // The consultant's brand (Preferences → Report, or the command line); empty = the report as
    // the product makes it.
    QString firm;         // the cover band and the running header, instead of the product's name
    QString logoPath;     // PNG, JPEG or SVG in the cover band
    QString confidential; // on the cover and in every page's footer
    QColor accent;        // cover band, title and headings; invalid = the product's dark blue
    // One to three more scenarios: a section compares them with this one (table and chart).
    QList<Scenario> comparedWith;
    QString outputPath;
    QDate generated = QDate::currentDate(); // the date on the cover
    // A Monte Carlo already run — the Uncertainty tab's (ScenarioDocument::lastSimulation()): the
    // report uses it when it is the simulation of the report's own inputs and settings
    // (engine::SimulationRun::answers), so the report and the tab show one run; else, or when null
    // (the command line), the report runs its own.
    std::shared_ptr<const engine::SimulationRun> simulation;
};

// Writes the report atomically: cover (client, scenario, date, author), executive summary,
// recommendation and decision matrix with reasons, key figures per option, every chart as vector
// graphics with a caption, sensitivity and uncertainty, the assumptions with their sources, the
// method in brief; "Page N of M" on every page after the cover. The report is told its language
// (request.language, through an i18n::LanguageScope on this thread): the interface's language,
// translators and default locale stay as they are and no widget retranslates. Returns an empty
// string or one translated line naming the problem (e.g. the path that cannot be written, a logo
// that cannot be read).
QString writeReport(const ReportRequest &request);

// Why `path` cannot serve as the report's logo (missing, not an image), in one translated line;
// empty when it can (or is empty).
QString logoProblem(const QString &path);

// The brand's accent colour from "#RRGGBB" (Preferences, --accent); invalid for anything else.
QColor accentColor(const QString &text);

} // namespace gda::ui::exporting
