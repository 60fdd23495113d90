// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/advice.h"
#include "engine/decision.h"
#include "engine/results.h"
#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

// The words for the engine's enums and the sentences for its reasons, in the active language.
// Charts, views and the report all take their labels from here, so a term is translated once.
// The options' names and colours are in optiontable.h.
namespace gda::ui::texts {

QString categoryName(engine::Category category); // "Cloud compute", …
QString factorName(engine::Factor factor);       // "Utilization", …
QString recommendationName(engine::Recommendation recommendation);
// The same names inside a sentence, translated separately because languages differ in how they
// write them there (docs/glossary.md, "Factor names", "Recommendations"): "the weight of
// capital availability", "makes it hybrid".
QString factorInText(engine::Factor factor);                         // "utilization", …
QString recommendationInText(engine::Recommendation recommendation); // "cloud", …
QString expertiseName(engine::Expertise expertise);
QString financingName(engine::FinancingMode mode);
QString migrationMethodName(engine::MigrationMethod method);
QString dataLocationName(engine::DataLocation location);

// A catalog offer's region as the provider names it ("eastus", "us-east-1"), with the catalog's
// own English remarks translated: "not stated", "us (not stated)", "marketplace (varies)".
QString regionName(const QString &region);

// Why the multi-cloud option may not use an offer for a workload (docs/methodology.md §17),
// after "left out: ": "no cluster network, which this training needs", "its price is older than
// 180 days". `maxAgeDays` is the scenario's age limit.
QString exclusionReason(const std::string &reason, std::optional<int> maxAgeDays);

// The offers left out of the multi-cloud option, per workload, counted by reason: one sentence
// per workload ("“Training”: 11 offers left out — 8 have no cluster network, which this training
// needs; 3 are priced more than 180 days before the catalog's date."); empty when none is.
QStringList exclusionSummary(const engine::Inputs &resolved,
                             const std::vector<engine::ExcludedOffer> &excluded);
// The sentence of one workload (index in resolved.workloads); empty when none is left out.
QString exclusionSentence(const engine::Inputs &resolved,
                          const std::vector<engine::ExcludedOffer> &excluded, int workload);

// One plain sentence on why a factor scored as it did: "Your GPUs are busy 70% of the time;
// on-premise pays off above 48%."
QString reason(const engine::FactorScore &score, Currency currency, const QLocale &locale = {});

// An option's break-even against the cloud, the option named: "Hybrid: break-even after 14.3
// months" / "On-premise: no break-even within 5 years" / "Multi-cloud is cheaper than the cloud
// option from the first month".
QString breakEvenLabel(engine::Option option, std::optional<double> month, int horizonYears,
                       const QLocale &locale = {});

// The advice (engine/advice.h) for a document's evaluation and decision; nullopt without a
// decision (all weights zero).
std::optional<engine::Advice> adviceFor(const Scenario &scenario,
                                        const engine::Evaluation &evaluation,
                                        const std::optional<engine::Decision> &decision);

// The recommended option with its fleet: "Hybrid with 25 GPUs", "Cloud".
QString adviceTitle(const engine::Advice &advice, const QLocale &locale = {});

// The headline figures of the recommended option against the cloud: "Hybrid saves €3,120,000
// (40.2%) over 5 years compared with the cloud." (the cloud itself: what it costs; multi-cloud
// against "the cloud option (a single cloud provider)", since it is a cloud option itself).
QString adviceSavings(const Scenario &scenario, const engine::Advice &advice,
                      const QLocale &locale = {});

// The recommended option's break-even against the cloud; empty for the cloud itself.
QString adviceBreakEven(const Scenario &scenario, const engine::Advice &advice,
                        const QLocale &locale = {});

// Every option's total side by side: "Total over 5 years: Cloud €5,200,000 · On-premise … ".
QString optionTotals(const Scenario &scenario, const engine::Evaluation &evaluation,
                     const QLocale &locale = {});

// One sentence per limit the user stated that the recommended option's plan breaks
// (engine::Advice::breaches): capital available, largest first purchase, largest fleet, power.
QStringList limitBreachTexts(const Scenario &scenario, const engine::Advice &advice,
                             const QLocale &locale = {});

// Why the advice is what it is when it is not simply the cheapest option or not the matrix's
// option: the guard's sentence, the limits the recommended plan breaks, and when the recommended
// option costs more than the cheapest, what that choice costs and the reasons it is still
// advised. Empty when there is nothing to say.
QString adviceNote(const Scenario &scenario, const engine::Evaluation &evaluation,
                   const engine::Advice &advice, const QLocale &locale = {});

// A short executive summary of the advice: recommendation, its savings and break-even, every
// option's total, and the note above.
QString executiveSummary(const Scenario &scenario, const engine::Evaluation &evaluation,
                         const std::optional<engine::Decision> &decision,
                         const QLocale &locale = {});

} // namespace gda::ui::texts
