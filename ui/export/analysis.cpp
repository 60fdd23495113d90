// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis.h"

#include "exportfiles.h"

#include "assessment/assessment.h"
#include "engine/costmodel.h"
#include "engine/decision.h"
#include "engine/uncertainty.h"
#include "scenario/uncertaintyspec.h"

#include <atomic>

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

namespace {
std::atomic<int> g_simulationsRun{0};
} // namespace

int simulationsRun()
{
    return g_simulationsRun.load();
}

Analysis analyse(const Scenario &scenario, std::optional<ChartKind> kind,
                 const engine::SimulationRun *shared)
{
    Analysis analysis;
    charts::ChartData &data = analysis.data;
    // The one way in (assessment.h): the scenario resolved against the catalog and evaluated as
    // the dashboard and `evaluate` do; at its own prices when the catalog cannot resolve it.
    assessment::Assessment a = assessment::assessOrOwnPrices(scenario);
    data.scenario = std::move(a.scenario);
    data.evaluation = std::move(a.evaluation);
    data.decision = a.decision;
    analysis.advice = a.advice;
    analysis.business = std::move(a.business);
    const Scenario &resolved = data.scenario;
    // Sensitivity and uncertainty of the advised option against the cloud.
    const engine::Option against = charts::comparedOption(resolved, data.evaluation, data.decision);
    if (!kind || *kind == ChartKind::Tornado)
        data.tornado = engine::tornado(resolved.inputs, against);
    if (!kind || *kind == ChartKind::Histogram) {
        const auto spec = checkedSpec(resolved);
        if (const auto *problem = std::get_if<QString>(&spec)) {
            analysis.simulationProblem = *problem;
            analysis.spec = gda::defaultUncertaintySpec(resolved.inputs);
        } else {
            analysis.spec = std::get<engine::MonteCarloSpec>(spec);
        }
        analysis.spec.against = against;
        // An invalid spec of the scenario's own is reported, not silently replaced.
        if (analysis.simulationProblem.isEmpty() && shared &&
            shared->answers(resolved.inputs, analysis.spec)) {
            data.monteCarlo = shared->result; // the same run the Uncertainty tab shows
        } else if (analysis.simulationProblem.isEmpty()) {
            ++g_simulationsRun;
            const engine::MonteCarloOutcome outcome =
                engine::simulate(resolved.inputs, analysis.spec);
            if (const auto *result = std::get_if<engine::MonteCarloResult>(&outcome))
                data.monteCarlo = *result;
            else
                analysis.simulationProblem = tr("The simulation cannot run with these inputs.");
        }
    }
    return analysis;
}

} // namespace gda::ui::exporting
