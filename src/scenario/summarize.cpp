// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "summarize.h"

#include "engine/costmodel.h"
#include "engine/decision.h"

#include <cmath>

namespace gda {

ScenarioSummary summarize(const Scenario &scenario)
{
    const engine::Evaluation evaluation = engine::evaluateOptions(scenario.inputs);
    ScenarioSummary summary;
    summary.breakEvenMonth = evaluation.breakEvenMonth;
    const double savings = evaluation.option(engine::Option::Cloud).tco -
                           evaluation.option(engine::Option::OnPrem).tco;
    if (std::isfinite(savings))
        summary.savings = savings;
    if (std::isfinite(evaluation.savingsFraction))
        summary.savingsFraction = evaluation.savingsFraction;
    // The five-factor matrix's answer ("cloud", "hybrid", "onprem") for the list column.
    const engine::DecisionResult decided = engine::decide(scenario.inputs, evaluation);
    if (const auto *decision = std::get_if<engine::Decision>(&decided)) {
        const std::string_view key = engine::recommendationKey(decision->recommendation);
        summary.recommendation = QString::fromLatin1(key.data(), qsizetype(key.size()));
    }
    return summary;
}

} // namespace gda
