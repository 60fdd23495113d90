// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inputs.h"
#include "engine/options.h"

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

// The plan optimiser (docs/methodology.md, "Plan optimiser"): the purchase tranches of an option
// with a fleet (the hybrid option unless the request names another) — whole nodes in the allowed
// months of inputs.plan_limits — with the lowest net present value, as a mixed-integer programme
// solved by COIN-OR CBC. The solver's plan is then evaluated by the cost model itself: the NPV
// reported is always the engine's. Plain C++.
namespace gda::plan {

enum class Status {
    Optimal,    // proved optimal: the solver proved its programme optimal and the programme is
                // exact for the plan (modelExact), so the engine's NPV is the proved optimum
    Feasible,   // a plan, not proved optimal (time limit, cancelled, or the programme not exact
                // for the plan): `gap` says how far it may be from the best
    Infeasible, // no plan satisfies the limits (bindingLimits names them)
    Unknown,    // the time limit ran out before any plan within the limits was found
};

std::string_view statusKey(Status status); // "optimal", "feasible", "infeasible", "no_plan_found"

struct Request
{
    double timeLimitSeconds = 60.0;
    int threads = 2;
    bool commitments = true; // false: purchases and the transfer method only
    // The option whose purchases are planned: any option of the list with a fleet. Its entry's
    // terms (data-sync egress, its own parameter block) are in the programme; the plan goes to
    // the purchases its fleet rule reads (applyPlan).
    engine::Option option = engine::Option::Hybrid;
    // Asked again and again while the solver runs, also from its threads (so it must be
    // thread-safe, e.g. read a std::atomic<bool>): once true, CBC stops at its next event and
    // optimise returns the best plan so far with Result::cancelled set.
    std::function<bool()> cancelled = nullptr;
};

struct Result
{
    Status status = Status::Infeasible;
    std::vector<engine::Purchase> purchases; // the plan (empty: no fleet, everything in the cloud)
    std::vector<engine::Commitment> commitments; // new commitments (beside the scenario's own)
    // The scenario's own commitments the plan releases: (index in inputs.commitments, month).
    std::vector<std::pair<std::size_t, int>> releases;
    std::optional<engine::MigrationMethod> transferMethod; // the method the plan charges
    engine::Option option = engine::Option::Hybrid;        // the option planned (Request::option)
    double npv = 0.0;            // the engine's NPV of that option with the plan
    double objective = 0.0;      // the programme's objective for the plan
    std::optional<double> bound; // the solver's lower bound on the objective
    std::optional<double> gap;   // (npv − bound) / |npv|
    bool modelExact = false;     // |npv − objective| ≤ 1e-7 × max(1, |npv|)
    // Not exact: what the programme approximates in this scenario (docs/methodology.md §15.4),
    // "parallel_run", "migration_phases", "commitments_beside_fleet".
    std::vector<std::string> approximations;
    bool solverFound = false;               // false: the plan is the start plan (no purchase)
    bool provedOptimal = false;             // CBC proved its programme optimal for this plan
    bool cancelled = false;                 // Request::cancelled said stop: the best plan so far
    std::vector<std::string> bindingLimits; // infeasible: the limits that make it so
    std::vector<int> purchaseMonths;        // the months the plan could buy in
    int maxFleetGpus = 0;                   // the largest fleet considered
    int variables = 0;
    int integers = 0;
    int rows = 0;
    double seconds = 0.0;    // wall clock
    double cpuSeconds = 0.0; // CPU time of the process meanwhile (all threads)
};

// A scenario the optimiser cannot handle (a version 1 file): the message names the field and why.
class Unsupported : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// The solver module (COIN-OR CBC, loaded the first time a plan is optimised) cannot be loaded: it
// is missing, of another build, or a library it needs is not installed. The message says which.
class SolverUnavailable : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// The limits in force: inputs.plan_limits, or their defaults when the scenario gives none.
engine::PlanLimits limitsOf(const engine::Inputs &in);

// Finds the plan. Throws Unsupported for a scenario outside the optimiser's exact scope,
// SolverUnavailable when the solver cannot be loaded (so do objectiveOf and transferMethodOf).
Result optimise(const engine::Inputs &in, const Request &request = {});

// The programme's objective for a given plan (every integer fixed; `commitments` the new ones,
// each a candidate of the programme): equal to the engine's NPV of `option` where the
// formulation is exact (docs/methodology.md). nullopt when the plan breaks a limit. For tests.
std::optional<double> objectiveOf(const engine::Inputs &in,
                                  const std::vector<engine::Purchase> &purchases,
                                  const std::vector<engine::Commitment> &commitments = {},
                                  engine::Option option = engine::Option::Hybrid);

// The scenario with a plan for `option`: its purchases in the field its fleet rule reads
// (hybrid.purchases for the base-load rule, onprem.purchases for the workload rule), the new
// commitments after the scenario's own, the transfer method (nullopt: the scenario's) and the
// release months of the scenario's own commitments the plan releases (index in
// inputs.commitments, month).
engine::Inputs applyPlan(const engine::Inputs &in, const std::vector<engine::Purchase> &purchases,
                         const std::vector<engine::Commitment> &commitments = {},
                         std::optional<engine::MigrationMethod> method = std::nullopt,
                         const std::vector<std::pair<std::size_t, int>> &releases = {},
                         engine::Option option = engine::Option::Hybrid);
engine::Inputs applyPlan(const engine::Inputs &in, const Result &result);

// The engine's NPV of `option` with this plan.
double engineNpv(const engine::Inputs &in, const std::vector<engine::Purchase> &purchases,
                 const std::vector<engine::Commitment> &commitments = {},
                 std::optional<engine::MigrationMethod> method = std::nullopt,
                 const std::vector<std::pair<std::size_t, int>> &releases = {},
                 engine::Option option = engine::Option::Hybrid);

// The transfer method the optimiser charges (docs/methodology.md §15.1).
engine::MigrationMethod transferMethodOf(const engine::Inputs &in);

} // namespace gda::plan
