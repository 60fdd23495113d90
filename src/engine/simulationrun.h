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
        auto same = [](const Triangular &a, const Triangular &b) {
            return a.low == b.low && a.mode == b.mode && a.high == b.high;
        };
        auto sameMaps = [&](const auto &a, const auto &b) {
            if (a.size() != b.size())
                return false;
            for (auto i = a.begin(), j = b.begin(); i != a.end(); ++i, ++j)
                if (!(i->first == j->first) || !same(i->second, j->second))
                    return false;
            return true;
        };
        return spec.draws == other.draws && spec.seed == other.seed && spec.bins == other.bins &&
               spec.against == other.against && !spec.keepDraws && !other.keepDraws &&
               sameMaps(spec.distributions, other.distributions) &&
               sameMaps(spec.workloadDistributions, other.workloadDistributions) && inputs == in;
    }
};

} // namespace gda::engine
