// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "summarize.h"

#include "engine/advice.h"
#include "engine/costmodel.h"
#include "engine/decision.h"

#include <cmath>

namespace gda {

ScenarioSummary summarize(const Scenario &scenario)
{
    const engine::Evaluation evaluation = engine::evaluateOptions(scenario.inputs);
    ScenarioSummary summary;
    const engine::DecisionResult decided = engine::decide(scenario.inputs, evaluation);
    const auto *decision = std::get_if<engine::Decision>(&decided);
    if (!decision) {
        // No advice without a decision (all weights zero): on-premise against the cloud.
        summary.breakEvenMonth = evaluation.breakEvenMonth;
        const double savings = evaluation.option(engine::Option::Cloud).tco -
                               evaluation.option(engine::Option::OnPrem).tco;
        if (std::isfinite(savings))
            summary.savings = savings;
        if (std::isfinite(evaluation.savingsFraction))
            summary.savingsFraction = evaluation.savingsFraction;
        return summary;
    }
    // The advice's headline (docs/decision-rules.md, "Advice"): the recommended option ("cloud",
    // "multicloud", "onprem", "hybrid") and its own break-even and savings against the cloud.
    const engine::Advice advice = engine::advise(scenario.inputs, evaluation, *decision);
    const std::string_view key = engine::optionKey(advice.option);
    summary.recommendation = QString::fromLatin1(key.data(), qsizetype(key.size()));
    summary.breakEvenMonth = advice.headline.breakEvenMonth;
    if (std::isfinite(advice.headline.savings))
        summary.savings = advice.headline.savings;
    if (std::isfinite(advice.headline.savingsFraction))
        summary.savingsFraction = advice.headline.savingsFraction;
    return summary;
}

} // namespace gda
