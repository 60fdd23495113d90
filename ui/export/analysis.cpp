// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis.h"

#include "exportfiles.h"

#include "engine/costmodel.h"
#include "engine/decision.h"
#include "engine/uncertainty.h"
#include "scenario/uncertaintyspec.h"

namespace gda::ui::exporting {

using charts::ChartKind;

namespace {

// The spec, or the problem with it.
std::variant<engine::MonteCarloSpec, QString> checkedSpec(const Scenario &scenario)
{
    auto spec = gda::uncertaintySpec(scenario);
    if (const auto *error = std::get_if<scenariofile::Error>(&spec))
        return error->toString();
    const auto &valid = std::get<engine::MonteCarloSpec>(spec);
    if (const auto error = engine::validate(valid)) {
        const QString parameter =
            error->parameter ? QString::fromLatin1(engine::parameterKey(*error->parameter).data())
                             : QStringLiteral("uncertainty");
        return tr("The uncertainty of %1 is not valid.").arg(parameter);
    }
    return valid;
}

} // namespace

QString uncertaintyProblem(const Scenario &scenario)
{
    const auto spec = checkedSpec(scenario);
    if (const auto *problem = std::get_if<QString>(&spec))
        return *problem;
    return {};
}

Analysis analyse(const Scenario &scenario, std::optional<ChartKind> kind)
{
    Analysis analysis;
    charts::ChartData &data = analysis.data;
    data.scenario = scenario;
    data.evaluation = engine::evaluate(scenario.inputs);
    const engine::DecisionResult decided = engine::decide(scenario.inputs, data.evaluation);
    if (const auto *decision = std::get_if<engine::Decision>(&decided))
        data.decision = *decision;
    // Sensitivity and uncertainty of the advised option against the cloud.
    const engine::Option against = charts::comparedOption(scenario, data.evaluation, data.decision);
    if (!kind || *kind == ChartKind::Tornado)
        data.tornado = engine::tornado(scenario.inputs, against);
    if (!kind || *kind == ChartKind::Histogram) {
        const auto spec = checkedSpec(scenario);
        if (const auto *problem = std::get_if<QString>(&spec)) {
            analysis.simulationProblem = *problem;
            analysis.spec = gda::defaultUncertaintySpec(scenario.inputs);
        } else {
            analysis.spec = std::get<engine::MonteCarloSpec>(spec);
        }
        analysis.spec.against = against;
        // An invalid spec of the scenario's own is reported, not silently replaced.
        if (analysis.simulationProblem.isEmpty()) {
            const engine::MonteCarloOutcome outcome =
                engine::simulate(scenario.inputs, analysis.spec);
            if (const auto *result = std::get_if<engine::MonteCarloResult>(&outcome))
                data.monteCarlo = *result;
            else
                analysis.simulationProblem = tr("The simulation cannot run with these inputs.");
        }
    }
    return analysis;
}

} // namespace gda::ui::exporting
