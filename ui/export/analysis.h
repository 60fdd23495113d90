// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/charts.h"
#include "engine/advice.h"
#include "engine/businesscase.h"
#include "engine/simulationrun.h"
#include "scenario/scenario.h"

#include <QString>

#include <optional>

// The engine's answers about one scenario, computed once for a chart export or a report.
namespace gda::ui::exporting {

struct Analysis
{
    charts::ChartData data; // evaluation, decision, and (when asked for) tornado and Monte Carlo
    engine::MonteCarloSpec spec; // the scenario's own uncertainty, or the default
    QString simulationProblem;   // why there is no Monte Carlo result (empty: there is one)
    std::optional<engine::Advice> advice; // the advice every surface leads with
    engine::BusinessCase business;        // years, returns, energy (assessment::Assessment)
};

// Resolves the scenario (assessment::assess: data.scenario is the resolved scenario), evaluates,
// decides and advises; the tornado and the Monte Carlo (gda::uncertaintySpec) only when
// `kind` needs them or, without a kind, always (the report). The Monte Carlo is `shared`'s
// result when that is the simulation of the resolved inputs with these settings
// (engine::SimulationRun::answers: the Uncertainty tab's run, issue 38); else it runs here.
Analysis analyse(const Scenario &scenario, std::optional<charts::ChartKind> kind = std::nullopt,
                 const engine::SimulationRun *shared = nullptr);

// How many Monte Carlo runs analyse() has started in this process (a report that shares the
// Uncertainty tab's run starts none; the tests count them).
int simulationsRun();

// Why the scenario's "uncertainty" object cannot be simulated, in one translated line; empty
// when it can (or when the scenario has none).
QString uncertaintyProblem(const Scenario &scenario);

} // namespace gda::ui::exporting
