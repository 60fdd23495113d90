// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputs.h"
#include "uncertainty.h"

namespace gda::engine {

// A finished Monte Carlo and what it was run for: the Uncertainty tab's last run, which a report
// of the same scenario with the same settings uses instead of running it again (issue 38).
struct SimulationRun
{
    Inputs inputs;
    MonteCarloSpec spec;
    MonteCarloResult result;

    // Whether this run is the simulation of `in` with `other`: the same inputs and the same
    // settings — distributions, draws, seed, bins, the option compared with the cloud. The thread
    // count changes no draw (simulate), and a run that kept its draws is not shared.
    bool answers(const Inputs &in, const MonteCarloSpec &other) const
    {
        return spec.draws == other.draws && spec.seed == other.seed && spec.bins == other.bins &&
               spec.against == other.against && !spec.keepDraws && !other.keepDraws &&
               spec.distributions == other.distributions &&
               spec.workloadDistributions == other.workloadDistributions && inputs == in;
    }
};

} // namespace gda::engine
