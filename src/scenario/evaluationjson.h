// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/advice.h"
#include "engine/businesscase.h"
#include "engine/decision.h"
#include "engine/results.h"
#include "engine/uncertainty.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace gda {

// The `evaluate` output (docs/command-line.md; fields in docs/methodology.md §5), without
// `decision`.
QJsonObject evaluationToJson(const engine::Evaluation &evaluation);

// One option's tco, npv, cost per GPU-hour, fleet, series and categories.
QJsonObject optionToJson(const engine::OptionResult &option, int modelVersion);

// The `decision` object of §7: scores, normalised weights, overall, recommendation, plus the
// flip distance of each weight ("flips": {factor: {"distance": d, "to": "cloud"} | null}).
QJsonObject decisionToJson(const engine::Decision &decision);

// The `advice` object (docs/decision-rules.md, "Advice"): the recommended option, the cheapest,
// the headline figures of the recommended option against the cloud, the premium and its reasons
// (each with its sentence in the active language) and the guard that overrode the matrix.
QJsonObject adviceToJson(const engine::Advice &advice, const QLocale &locale = {});

// The business case (docs/methodology.md §18): calendar, and per option its returns against the
// cloud, energy and CO₂, and its fiscal years.
QJsonObject businessCaseToJson(const engine::BusinessCase &business);

// Tornado bars, widest first.
QJsonArray tornadoToJson(const std::vector<engine::TornadoBar> &bars);

// Monte Carlo summary: probability, percentiles, histogram.
QJsonObject monteCarloToJson(const engine::MonteCarloResult &result,
                             const engine::MonteCarloSpec &spec);

} // namespace gda
