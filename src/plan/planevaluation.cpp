// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The plan and the cost model: what a plan changes in the scenario and the engine's NPV of it. In
// the program and in the solver module alike (it needs no solver).
#include "planoptimizer.h"

#include "engine/costmodel.h"
#include "engine/options.h"
#include "engine/results.h"

namespace gda::plan {

using namespace gda::engine;

std::string_view statusKey(Status status)
{
    switch (status) {
    case Status::Optimal:
        return "optimal";
    case Status::Feasible:
        return "feasible";
    case Status::Infeasible:
        return "infeasible";
    case Status::Unknown:
        return "no_plan_found";
    }
    return {};
}

PlanLimits limitsOf(const Inputs &in)
{
    return in.planLimits.value_or(PlanLimits{});
}

Inputs applyPlan(const Inputs &in, const std::vector<Purchase> &purchases,
                 const std::vector<Commitment> &commitments, std::optional<MigrationMethod> method,
                 const std::vector<std::pair<std::size_t, int>> &releases, Option option)
{
    Inputs planned = in;
    switch (optionSpec(option).fleet) {
    case FleetRule::BaseLoad:
        planned.hybrid.purchases = purchases;
        break;
    case FleetRule::Workload:
        planned.onpremV2.purchases = purchases;
        break;
    case FleetRule::None:
        throw Unsupported("optimize: the option \"" + std::string(optionKey(option)) +
                          "\" buys no GPUs, so there is no plan to apply");
    }
    for (const auto &[index, month] : releases)
        if (index < planned.commitments.size())
            planned.commitments[index].releaseMonth = month;
    planned.commitments.insert(planned.commitments.end(), commitments.begin(), commitments.end());
    if (method)
        planned.migration.method = *method;
    return planned;
}

Inputs applyPlan(const Inputs &in, const Result &result)
{
    return applyPlan(in, result.purchases, result.commitments, result.transferMethod,
                     result.releases, result.option);
}

double engineNpv(const Inputs &in, const std::vector<Purchase> &purchases,
                 const std::vector<Commitment> &commitments, std::optional<MigrationMethod> method,
                 const std::vector<std::pair<std::size_t, int>> &releases, Option option)
{
    return evaluateOptions(applyPlan(in, purchases, commitments, method, releases, option))
        .option(option)
        .npv;
}

} // namespace gda::plan
