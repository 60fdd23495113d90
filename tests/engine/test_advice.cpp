// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The advice (docs/decision-rules.md, "Advice"): one recommended option whose headline figures
// are its own, the cheapest option, the premium between them and the reasons that justify it.
#include "engine/advice.h"
#include "engine/costmodel.h"
#include "handbase.h"
#include "scenariogen.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace gda::engine;

namespace {

// An option result with a flat monthly cost whose NPV is `npv` (no discounting: 10 months).
OptionResult flat(Option option, double npv, int gpus = 0)
{
    OptionResult r;
    r.option = option;
    r.onpremGpus = gpus;
    r.npv = npv;
    r.tco = npv;
    r.costPerGpuHour = npv / 1000.0;
    double run = 0.0;
    for (int m = 0; m < 10; ++m) {
        r.monthly.push_back(npv / 10.0);
        run += npv / 10.0;
        r.cumulative.push_back(run);
    }
    return r;
}

// Cloud, on-premise (8 GPUs) and hybrid (4 GPUs) at the given NPVs, a crossing break-even.
Evaluation evaluation(double cloud, double onprem, double hybrid, int hybridGpus = 4)
{
    Evaluation e;
    e.months = 10;
    e.options = {flat(Option::Cloud, cloud), flat(Option::OnPrem, onprem, 8),
                 flat(Option::Hybrid, hybrid, hybridGpus)};
    e.breakEvenUtilization = 0.5;
    e.breakEvenUtilizationKind = BreakEvenKind::Crossing;
    return e;
}

// A decision that recommends `r`, with every non-cost factor at 50 except `lean` at `score`.
Decision decision(Recommendation r, std::optional<Factor> lean = std::nullopt, double score = 50.0)
{
    Decision d;
    for (std::size_t i = 0; i < kFactorCount; ++i) {
        d.scores[i].factor = kAllFactors[i];
        d.scores[i].score = 50.0;
        d.weights[i] = 0.2;
        d.normalizedWeights[i] = 0.2;
    }
    if (lean)
        d.scores[std::size_t(*lean)].score = score;
    d.recommendation = r;
    return d;
}

Inputs tolerance(double fraction)
{
    Inputs in;
    in.factors.premiumTolerance = fraction;
    return in;
}

} // namespace

TEST_CASE("a premium within the tolerance stands when a non-cost factor argues for it",
          "[engine][advice]")
{
    // Cheapest: hybrid at 100. The matrix says on-premise at 105: a premium of 5, 5% ≤ 10%, and
    // an HPC team (expertise 90 ≥ 60) leans towards owning more.
    const Advice a = advise(tolerance(0.10), evaluation(110.0, 105.0, 100.0),
                            decision(Recommendation::OnPrem, Factor::Expertise, 90.0));
    CHECK(a.option == Option::OnPrem);
    CHECK(a.matrixOption == Option::OnPrem);
    CHECK(a.cheapest == Option::Hybrid);
    CHECK(a.premium == Approx(5.0));
    CHECK(a.premiumFraction == Approx(0.05));
    CHECK(a.guard == GuardRule::None);
    REQUIRE(a.reasons.size() == 1);
    CHECK(a.reasons[0].kind == AdviceReason::Kind::Factor);
    CHECK(a.reasons[0].factor == Factor::Expertise);
    // The headline is the on-premise option's: saves 110 − 105 = 5 of the cloud's 110.
    CHECK(a.headline.option == Option::OnPrem);
    CHECK(a.headline.tco == 105.0);
    CHECK(a.headline.fleetGpus == 8);
    CHECK(a.headline.savings == Approx(5.0));
    CHECK(a.headline.savingsFraction == Approx(5.0 / 110.0));
}

TEST_CASE("a premium above the tolerance moves the advice to the cheapest option",
          "[engine][advice]")
{
    // On-premise 115 against hybrid 100: 15% > 10%, the HPC team alone does not force it.
    const Advice a = advise(tolerance(0.10), evaluation(120.0, 115.0, 100.0),
                            decision(Recommendation::OnPrem, Factor::Expertise, 90.0));
    CHECK(a.matrixOption == Option::OnPrem);
    CHECK(a.option == Option::Hybrid);
    CHECK(a.guard == GuardRule::PremiumExceedsTolerance);
    CHECK(a.premium == 0.0);
    CHECK(a.reasons.empty());
    CHECK(a.headline.option == Option::Hybrid);
    CHECK(a.headline.fleetGpus == 4);
    // With a tolerance of 20% the same premium stands.
    CHECK(advise(tolerance(0.20), evaluation(120.0, 115.0, 100.0),
                 decision(Recommendation::OnPrem, Factor::Expertise, 90.0))
              .option == Option::OnPrem);
}

TEST_CASE("a premium that nothing else argues for moves the advice to the cheapest option",
          "[engine][advice]")
{
    // 2% dearer, but every non-cost factor is neutral (50).
    const Advice a =
        advise(tolerance(0.10), evaluation(120.0, 102.0, 100.0), decision(Recommendation::OnPrem));
    CHECK(a.option == Option::Hybrid);
    CHECK(a.guard == GuardRule::NoReasonForPremium);
}

TEST_CASE("renting is advised over a cheaper fleet only for reasons that lean to the cloud",
          "[engine][advice]")
{
    // The matrix says cloud (120) while on-premise costs 100: 20% more. No expertise (15 ≤ 40)
    // leans to the cloud but does not force it: the advice is on-premise.
    const Advice far = advise(tolerance(0.10), evaluation(120.0, 100.0, 110.0),
                              decision(Recommendation::Cloud, Factor::Expertise, 15.0));
    CHECK(far.option == Option::OnPrem);
    CHECK(far.guard == GuardRule::PremiumExceedsTolerance);
    // 8% more: within the tolerance, and the reason is the expertise.
    const Advice near = advise(tolerance(0.10), evaluation(108.0, 100.0, 110.0),
                               decision(Recommendation::Cloud, Factor::Expertise, 15.0));
    CHECK(near.option == Option::Cloud);
    REQUIRE(near.reasons.size() == 1);
    CHECK(near.reasons[0].factor == Factor::Expertise);
    CHECK(near.headline.savings == 0.0);
    CHECK_FALSE(near.headline.breakEvenMonth.has_value());
}

TEST_CASE("no option with a fleet is advised when owning never pays", "[engine][advice]")
{
    Evaluation e = evaluation(100.0, 130.0, 95.0);
    e.breakEvenUtilization.reset();
    e.breakEvenUtilizationKind = BreakEvenKind::CloudAlwaysCheaper;
    const Advice a = advise(tolerance(0.10), e, decision(Recommendation::OnPrem));
    CHECK(a.option == Option::Cloud);
    CHECK(a.guard == GuardRule::CloudAlwaysCheaper);
    // The hybrid option is cheaper (95), so renting carries a premium of 5 and says why.
    CHECK(a.cheapest == Option::Hybrid);
    CHECK(a.premium == Approx(5.0));
    REQUIRE_FALSE(a.reasons.empty());
    CHECK(a.reasons[0].kind == AdviceReason::Kind::CloudAlwaysCheaper);
}

TEST_CASE("a hybrid fleet of no GPUs is advised as the cloud", "[engine][advice]")
{
    const Advice a = advise(tolerance(0.10), evaluation(100.0, 130.0, 100.0, 0),
                            decision(Recommendation::Hybrid));
    CHECK(a.matrixOption == Option::Hybrid);
    CHECK(a.option == Option::Cloud);
    CHECK(a.guard == GuardRule::NoFleet);
    CHECK(a.premium == 0.0);
}

TEST_CASE("workloads that must stay on-premise force a fleet whatever it costs", "[engine][advice]")
{
    Inputs in = tolerance(0.10);
    in.modelVersion = 2;
    WorkloadInput w;
    w.placement = Placement::OnPrem;
    in.workloads.push_back(w);
    Evaluation e = evaluation(100.0, 150.0, 140.0);
    e.options[0].placementViolations.push_back({0, 1, 100.0});
    const Advice a = advise(in, e, decision(Recommendation::OnPrem));
    CHECK(a.option == Option::OnPrem);
    CHECK(a.guard == GuardRule::None);
    CHECK(a.premium == Approx(50.0));
    REQUIRE_FALSE(a.reasons.empty());
    CHECK(a.reasons[0].kind == AdviceReason::Kind::PlacementOnPrem);
    CHECK(a.reasons[0].forcing);
}

TEST_CASE("a plan that buys in month 25 and never pays back has no break-even in the headline",
          "[engine][advice][breakeven]")
{
    // Version 2, three years: 8 GPUs of training in the cloud at 4.00 an hour; the on-premise
    // option buys its 8 GPUs only in month 25. Until then both options rent the same hours and
    // cost the same (d_m = 0); the purchase (8 × 30,000) and a staff of 500,000 a year put it
    // behind for good. The old rule ("month 1 gives 0") read this as cheaper from the first
    // month; the payback month is none (docs/methodology.md §5).
    Inputs in = test::handV2Base(3, 4.0, 2.4);
    in.onprem.staffPerYear = 500000.0;
    WorkloadInput w;
    w.name = "Model training";
    w.kind = WorkloadKind::Training;
    w.gpus = 8;
    w.cloud.onDemandPerGpuHour = 4.0;
    in.workloads.push_back(w);
    in.onpremV2.purchases = std::vector<Purchase>{{25, 8}};
    in.factors.premiumTolerance = 10.0;
    const Evaluation e = evaluate(in);
    const OptionResult &cloud = e.option(Option::Cloud);
    const OptionResult &onprem = e.option(Option::OnPrem);
    REQUIRE(onprem.cumulative[0] - cloud.cumulative[0] <= 0.0);
    REQUIRE(onprem.cumulative.back() - cloud.cumulative.back() > 0.0);
    CHECK_FALSE(onprem.breakEvenMonth.has_value());
    CHECK_FALSE(e.breakEvenMonth.has_value());

    // Advised anyway (an HPC team, a tolerance of 1,000%): the headline carries no month, so no
    // surface can say "cheaper than the cloud option from the first month".
    const Advice a = advise(in, e, decision(Recommendation::OnPrem, Factor::Expertise, 90.0),
                            BreakEvenKind::Crossing);
    REQUIRE(a.option == Option::OnPrem);
    CHECK_FALSE(a.headline.breakEvenMonth.has_value());
    CHECK(a.headline.savings < 0.0);
}

TEST_CASE("the advice holds its promises on generated scenarios", "[engine][advice][property]")
{
    gda::test::ScenarioGenerator gen(301);
    for (int i = 0; i < 1000; ++i) {
        const Inputs in = i % 2 == 0 ? gen.inputs() : gen.inputsV2(3);
        const Evaluation e = evaluate(in);
        const DecisionResult decided = decide(in, e);
        REQUIRE(std::holds_alternative<Decision>(decided));
        const Advice a = advise(in, e, std::get<Decision>(decided));
        INFO("scenario " << i);
        const OptionResult *cheapest = &e.options.front();
        for (const OptionResult &r : e.options)
            if (r.npv < cheapest->npv)
                cheapest = &r;
        CHECK(a.cheapest == cheapest->option);
        const OptionResult &chosen = e.option(a.option);
        CHECK(std::abs(a.premium - std::max(0.0, chosen.npv - cheapest->npv)) <=
              1e-9 * std::max(1.0, std::abs(cheapest->npv)));
        if (a.premium > 0.0)
            CHECK_FALSE(a.reasons.empty());
        if (e.breakEvenUtilizationKind == BreakEvenKind::CloudAlwaysCheaper)
            CHECK((!optionSpec(a.option).ownsFleet() || chosen.onpremGpus == 0));
        CHECK(a.headline.option == a.option);
        CHECK(a.headline.tco == chosen.tco);
        CHECK(a.headline.npv == chosen.npv);
        CHECK(a.headline.costPerGpuHour == chosen.costPerGpuHour);
        CHECK(a.headline.breakEvenMonth ==
              (a.option == Option::Cloud ? std::nullopt : chosen.breakEvenMonth));
        const OptionResult &cloud = e.option(Option::Cloud);
        CHECK(a.headline.fleetGpus == (optionSpec(a.option).ownsFleet() ? chosen.onpremGpus : 0));
        CHECK(a.headline.savings == cloud.tco - chosen.tco);
        CHECK(a.headline.savingsFraction == Approx((cloud.tco - chosen.tco) / cloud.tco));
        if (a.option != Option::Cloud)
            CHECK(a.headline.savingsFraction == Approx(chosen.savingsFraction));
    }
}

TEST_CASE("the advised plan's broken limits: capital, first purchase, largest fleet, power",
          "[engine][advice]")
{
    // A fleet of 40 GPUs bought in month 1. Every default but: GPU 25,000 + 5,000 server share,
    // no installation or facility, so the first year costs 40 × 30,000 = 1,200,000; 1 kW per GPU
    // at PUE 1.5, 40 × 1.5 = 60 kW.
    Inputs in;
    in.modelVersion = 2;
    in.onprem.gpuUnitPrice = 25000.0;
    in.onprem.serverNetworkPerGpu = 5000.0;
    in.onprem.installationPerGpu = 0.0;
    in.onprem.facilityPerKw = 0.0;
    in.onprem.fixedCapex = 0.0;
    in.onprem.kwPerGpu = 1.0;
    in.onprem.pue = 1.5;
    in.factors.capitalAvailable = 1000000.0;
    OptionResult hybrid = flat(Option::Hybrid, 100.0, 40);
    hybrid.purchases = {Purchase(1, 40)};

    // No plan limits: only the capital, 1,200,000 against 1,000,000.
    std::vector<LimitBreach> b = limitBreaches(in, hybrid);
    REQUIRE(b.size() == 1);
    CHECK(b[0].limit == LimitBreach::Limit::CapitalAvailable);
    CHECK(b[0].planned == Approx(1200000.0).epsilon(1e-12));
    CHECK(b[0].stated == 1000000.0);
    CHECK(limitKey(b[0].limit) == "capital_available");

    // The stage limits of Buy in stages (one node of 8 first), a fleet of at most 32 and 50 kW.
    in.planLimits = PlanLimits{};
    in.planLimits->firstTrancheMaxGpus = 8;
    in.planLimits->maxFleetGpus = 32;
    in.planLimits->powerLimitKw = 50.0;
    b = limitBreaches(in, hybrid);
    REQUIRE(b.size() == 4);
    CHECK(b[1].limit == LimitBreach::Limit::FirstPurchase);
    CHECK(b[1].planned == 40.0);
    CHECK(b[1].stated == 8.0);
    CHECK(b[2].limit == LimitBreach::Limit::LargestFleet);
    CHECK(b[2].planned == 40.0);
    CHECK(b[2].stated == 32.0);
    CHECK(b[3].limit == LimitBreach::Limit::PowerAvailable);
    CHECK(b[3].planned == Approx(60.0).epsilon(1e-12));
    CHECK(b[3].stated == 50.0);

    // Bought in stages 8 / 24 / 8 in months 1, 13, 25: the first year is 8 × 30,000 = 240,000 and
    // the first purchase one node; the fleet and its power stay over their limits.
    hybrid.purchases = {Purchase(1, 8), Purchase(13, 24), Purchase(25, 8)};
    b = limitBreaches(in, hybrid);
    REQUIRE(b.size() == 2);
    CHECK(b[0].limit == LimitBreach::Limit::LargestFleet);
    CHECK(b[1].limit == LimitBreach::Limit::PowerAvailable);

    // A lease or loan spreads the capital; an option without GPUs breaks nothing.
    hybrid.purchases = {Purchase(1, 40)};
    in.onprem.financing.mode = FinancingMode::Lease;
    b = limitBreaches(in, hybrid);
    CHECK(std::none_of(b.begin(), b.end(), [](const LimitBreach &x) {
        return x.limit == LimitBreach::Limit::CapitalAvailable;
    }));
    CHECK(limitBreaches(in, flat(Option::Cloud, 100.0)).empty());

    // The advice carries the advised option's breaches: hybrid is the cheapest and advised.
    in.onprem.financing.mode = FinancingMode::Cash;
    Evaluation e = evaluation(300.0, 200.0, 100.0, 40);
    e.options[2].purchases = {Purchase(1, 40)};
    const Advice a = advise(in, e, decision(Recommendation::Hybrid));
    REQUIRE(a.option == Option::Hybrid);
    CHECK(a.breaches.size() == 4);
}

TEST_CASE("the matrix's recommendation stands for the options whose entry names its ownership",
          "[engine][advice][options]")
{
    // A fifth option says in its entry how far it goes towards owning: with Ownership::Whole it
    // competes with the on-premise option for the matrix's "on-premise", with Ownership::Part
    // with the hybrid option for "hybrid" — the cheapest in the band is the matrix's option.
    constexpr auto kColo = static_cast<Option>(44);
    const Inputs in = tolerance(0.10);
    for (const Ownership ownership : {Ownership::Whole, Ownership::Part}) {
        const testing::ScopedExtraOption colo({kColo, "colo", FleetRule::Workload, false, "green",
                                               1, CloudRule::OwnTerms, ownership});
        Evaluation e = evaluation(100.0, 80.0, 90.0);
        e.options.push_back(flat(kColo, 75.0, 8)); // cheaper than both
        const Recommendation band =
            ownership == Ownership::Whole ? Recommendation::OnPrem : Recommendation::Hybrid;
        CHECK(ownershipFor(band) == ownership);
        const Advice a = advise(in, e, decision(band));
        CHECK(a.matrixOption == kColo);
        CHECK(a.option == kColo);
        CHECK(a.cheapest == kColo);
        CHECK(ownershipLevel(kColo) == static_cast<int>(ownership));
        // The other band is not the fifth option's: it keeps its own option.
        const Recommendation other =
            ownership == Ownership::Whole ? Recommendation::Hybrid : Recommendation::OnPrem;
        CHECK(advise(in, e, decision(other)).matrixOption ==
              (other == Recommendation::Hybrid ? Option::Hybrid : Option::OnPrem));
    }
}
