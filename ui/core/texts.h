// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/decision.h"
#include "engine/results.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

// The words for the engine's enums and the sentences for its reasons, in the active language.
// Charts, views and the report all take their labels from here, so a term is translated once.
// The options' names and colours are in optiontable.h.
namespace gda::ui::texts {

QString categoryName(engine::Category category); // "Cloud compute", …
QString factorName(engine::Factor factor);       // "Utilization", …
QString recommendationName(engine::Recommendation recommendation);
QString expertiseName(engine::Expertise expertise);
QString financingName(engine::FinancingMode mode);
QString migrationMethodName(engine::MigrationMethod method);
QString dataLocationName(engine::DataLocation location);

// A catalog offer's region as the provider names it ("eastus", "us-east-1"), with the catalog's
// own English remarks translated: "not stated", "us (not stated)", "marketplace (varies)".
QString regionName(const QString &region);

// One plain sentence on why a factor scored as it did: "Your GPUs are busy 70% of the time;
// on-premise pays off above 48%."
QString reason(const engine::FactorScore &score, Currency currency, const QLocale &locale = {});

// "Break-even after 14.3 months" / "No break-even within 5 years"
QString breakEvenLabel(std::optional<double> month, int horizonYears, const QLocale &locale = {});

// A short executive summary of the evaluation and decision (two or three sentences).
QString executiveSummary(const Scenario &scenario, const engine::Evaluation &evaluation,
                         const std::optional<engine::Decision> &decision,
                         const QLocale &locale = {});

// A warning when the matrix recommends on-premise although owning costs more than the cloud over
// the horizon: the other four factors can outweigh the cost factor (an HPC team, ample capital,
// data already on-premise), and an executive must not read "on-premise" as "cheaper". Empty
// when there is nothing to warn about. Part of executiveSummary(); the dashboard shows it too.
QString costCaution(const Scenario &scenario, const engine::Evaluation &evaluation,
                    const std::optional<engine::Decision> &decision, const QLocale &locale = {});

} // namespace gda::ui::texts
