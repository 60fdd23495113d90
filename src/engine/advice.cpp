// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "advice.h"

#include "costmodel.h"

#include <algorithm>
#include <cmath>

namespace gda::engine {

std::string_view guardRuleKey(GuardRule rule)
{
    switch (rule) {
    case GuardRule::None:
        return "none";
    case GuardRule::NoFleet:
        return "no_fleet";
    case GuardRule::CloudAlwaysCheaper:
        return "cloud_always_cheaper";
    case GuardRule::PremiumExceedsTolerance:
        return "premium_exceeds_tolerance";
    case GuardRule::NoReasonForPremium:
        return "no_reason_for_premium";
    }
    return {};
}

std::string_view adviceReasonKey(AdviceReason::Kind kind)
{
    switch (kind) {
    case AdviceReason::Kind::Factor:
        return "factor";
    case AdviceReason::Kind::PlacementOnPrem:
        return "placement_onprem";
    case AdviceReason::Kind::CloudAlwaysCheaper:
        return "cloud_always_cheaper";
    case AdviceReason::Kind::CheapestBuysNothing:
        return "cheapest_buys_nothing";
    }
    return {};
}

std::string_view limitKey(LimitBreach::Limit limit)
{
    switch (limit) {
    case LimitBreach::Limit::CapitalAvailable:
        return "capital_available";
    case LimitBreach::Limit::FirstPurchase:
        return "first_tranche_max_gpus";
    case LimitBreach::Limit::LargestFleet:
        return "max_fleet_gpus";
    case LimitBreach::Limit::PowerAvailable:
        return "power_limit_kw";
    }
    return {};
}

std::vector<LimitBreach> limitBreaches(const Inputs &in, const OptionResult &option)
{
    std::vector<LimitBreach> out;
    if (!optionSpec(option.option).ownsFleet() || option.onpremGpus <= 0 ||
        option.purchases.empty())
        return out;
    const auto above = [](double planned, double stated) {
        return planned > stated + 1e-9 * std::max(1.0, std::abs(stated));
    };
    // Capital: what the first year buys, when it is paid in cash (a lease or loan spreads it).
    const double available = in.factors.capitalAvailable;
    const double capex = firstYearCapex(in, option);
    if (in.onprem.financing.mode == FinancingMode::Cash && available > 0.0 &&
        above(capex, available))
        out.push_back({LimitBreach::Limit::CapitalAvailable, capex, available});
    if (!in.planLimits)
        return out;
    const PlanLimits &limits = *in.planLimits;
    if (limits.firstTrancheMaxGpus) {
        int first = option.purchases.front().month;
        for (const Purchase &pu : option.purchases)
            first = std::min(first, pu.month);
        int gpus = 0;
        for (const Purchase &pu : option.purchases)
            if (pu.month == first)
                gpus += pu.gpus;
        if (gpus > *limits.firstTrancheMaxGpus)
            out.push_back({LimitBreach::Limit::FirstPurchase, double(gpus),
                           double(*limits.firstTrancheMaxGpus)});
    }
    if (limits.maxFleetGpus && option.onpremGpus > *limits.maxFleetGpus)
        out.push_back({LimitBreach::Limit::LargestFleet, double(option.onpremGpus),
                       double(*limits.maxFleetGpus)});
    if (limits.powerLimitKw) {
        // As the plan optimiser counts it: every GPU bought, its kW with the PUE.
        const double kw = option.onpremGpus * in.onprem.kwPerGpu * in.onprem.pue;
        if (above(kw, *limits.powerLimitKw))
            out.push_back({LimitBreach::Limit::PowerAvailable, kw, *limits.powerLimitKw});
    }
    return out;
}

int ownershipLevel(Option option)
{
    return static_cast<int>(optionSpec(option).ownership);
}

namespace {

bool ownsGpus(const OptionResult &r)
{
    return optionSpec(r.option).ownsFleet() && r.onpremGpus > 0;
}

// The cheapest option (lowest NPV; ties to the first in list order) among those `allowed`.
template <typename Allowed> const OptionResult *cheapestOf(const Evaluation &e, Allowed allowed)
{
    const OptionResult *best = nullptr;
    for (const OptionResult &r : e.options)
        if (allowed(r) && (!best || r.npv < best->npv))
            best = &r;
    return best;
}

// The option the matrix's recommendation stands for: the cheapest of the options whose entry
// says they go as far towards owning (OptionSpec::ownership) — renting for "cloud", part of the
// work for "hybrid", all of it for "on-premise".
const OptionResult &matrixOption(const Evaluation &e, Recommendation recommendation)
{
    const Ownership wanted = ownershipFor(recommendation);
    const OptionResult *match = cheapestOf(
        e, [&](const OptionResult &r) { return optionSpec(r.option).ownership == wanted; });
    return match ? *match : e.option(Option::Cloud);
}

bool hasPlacementOnPrem(const Inputs &in)
{
    if (in.modelVersion < 2)
        return false;
    return std::any_of(in.workloads.begin(), in.workloads.end(),
                       [](const WorkloadInput &w) { return w.placement == Placement::OnPrem; });
}

// The non-cost arguments for `chosen` over `cheapest`: factors of the matrix that lean towards
// owning when the chosen option owns more, towards renting when it owns less, and the placement
// of workloads that must stay on-premise.
std::vector<AdviceReason> reasonsFor(const Inputs &in, const Decision &decision,
                                     const OptionResult &chosen, const OptionResult &cheapest)
{
    std::vector<AdviceReason> out;
    const int towards = ownershipLevel(chosen.option) - ownershipLevel(cheapest.option);
    if (towards == 0)
        return out;
    if (towards > 0 && hasPlacementOnPrem(in) && !cheapest.placementViolations.empty() &&
        chosen.placementViolations.size() < cheapest.placementViolations.size())
        out.push_back({AdviceReason::Kind::PlacementOnPrem, std::nullopt, 0.0, true});
    for (Factor f : kAllFactors) {
        if (f == Factor::Utilization)
            continue; // the cost factor: the NPVs already speak for it
        const double score = decision.score(f).score;
        if (decision.normalizedWeights[std::size_t(f)] <= 0.0)
            continue;
        if ((towards > 0 && score >= kLeansOnPrem) || (towards < 0 && score <= kLeansCloud))
            out.push_back({AdviceReason::Kind::Factor, f, score, false});
    }
    return out;
}

Headline headlineOf(const Evaluation &e, const OptionResult &r)
{
    const OptionResult &cloud = e.option(Option::Cloud);
    Headline h;
    h.option = r.option;
    h.tco = r.tco;
    h.npv = r.npv;
    h.costPerGpuHour = r.costPerGpuHour;
    h.fleetGpus = optionSpec(r.option).ownsFleet() ? r.onpremGpus : 0;
    h.savings = cloud.tco - r.tco;
    h.savingsFraction = cloud.tco != 0.0 ? h.savings / cloud.tco : 0.0;
    if (r.option != Option::Cloud)
        h.breakEvenMonth = breakEvenMonth(cloud.cumulative, r.cumulative);
    return h;
}

} // namespace

Option comparedWithCloud(const Advice &advice, const Evaluation &evaluation)
{
    if (advice.option != Option::Cloud)
        return advice.option;
    const OptionResult *owner =
        cheapestOf(evaluation, [](const OptionResult &r) { return ownsGpus(r); });
    return owner ? owner->option : Option::OnPrem;
}

Advice advise(const Inputs &in, const Evaluation &evaluation, const Decision &decision)
{
    BreakEvenKind kind = evaluation.breakEvenUtilizationKind;
    if (!evaluation.breakEvenUtilization && kind == BreakEvenKind::Crossing)
        kind = breakEvenUtilization(in).kind;
    return advise(in, evaluation, decision, kind);
}

Advice advise(const Inputs &in, const Evaluation &evaluation, const Decision &decision,
              BreakEvenKind kind)
{
    Advice a;
    a.tolerance = in.factors.premiumTolerance;
    const OptionResult &cheapest =
        *cheapestOf(evaluation, [](const OptionResult &) { return true; });
    a.cheapest = cheapest.option;
    const OptionResult *choice = &matrixOption(evaluation, decision.recommendation);
    a.matrixOption = choice->option;
    auto withoutFleet = [&] {
        return cheapestOf(evaluation, [](const OptionResult &r) { return !ownsGpus(r); });
    };

    // Guards that exclude owning altogether.
    const bool neverPays = kind == BreakEvenKind::CloudAlwaysCheaper;
    if (optionSpec(choice->option).ownsFleet() && !ownsGpus(*choice)) {
        choice = withoutFleet();
        a.guard = GuardRule::NoFleet;
    }
    if (neverPays && ownsGpus(*choice)) {
        choice = withoutFleet();
        a.guard = GuardRule::CloudAlwaysCheaper;
    }

    // The premium over the cheapest option, and what justifies it.
    auto premiumOf = [&](const OptionResult &r) { return std::max(0.0, r.npv - cheapest.npv); };
    const double scale = std::max(1.0, std::abs(cheapest.npv));
    std::vector<AdviceReason> reasons = reasonsFor(in, decision, *choice, cheapest);
    const bool forced = std::any_of(reasons.begin(), reasons.end(),
                                    [](const AdviceReason &r) { return r.forcing; });
    const double premium = premiumOf(*choice);
    if (premium > 1e-9 * scale && a.guard == GuardRule::None) {
        if (reasons.empty())
            a.guard = GuardRule::NoReasonForPremium;
        else if (premium > a.tolerance * scale && !forced)
            a.guard = GuardRule::PremiumExceedsTolerance;
        if (a.guard != GuardRule::None) {
            // Move to the cheapest option that owning does not exclude.
            choice =
                neverPays ? withoutFleet() : cheapestOf(evaluation, [&](const OptionResult &r) {
                    return !optionSpec(r.option).ownsFleet() || ownsGpus(r);
                });
            reasons = reasonsFor(in, decision, *choice, cheapest);
        }
    }
    if (choice->option != cheapest.option) {
        if (neverPays && ownsGpus(cheapest))
            reasons.insert(reasons.begin(),
                           {AdviceReason::Kind::CloudAlwaysCheaper, std::nullopt, 0.0, true});
        if (optionSpec(cheapest.option).ownsFleet() && !ownsGpus(cheapest))
            reasons.insert(reasons.begin(),
                           {AdviceReason::Kind::CheapestBuysNothing, std::nullopt, 0.0, true});
    }

    a.option = choice->option;
    a.premium = premiumOf(*choice);
    if (a.premium <= 1e-9 * scale)
        a.premium = 0.0;
    a.premiumFraction = a.premium / scale;
    a.reasons = a.premium > 0.0 ? reasons : std::vector<AdviceReason>{};
    a.headline = headlineOf(evaluation, *choice);
    a.breaches = limitBreaches(in, *choice);
    return a;
}

} // namespace gda::engine
