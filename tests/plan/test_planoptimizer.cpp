// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The plan optimiser (docs/methodology.md, "Plan optimiser"). The reference is always the cost
// model itself: for small scenarios every plan on the grid (months 1, 13 and 25, 0–64 GPUs in
// 8-GPU nodes) is evaluated with the engine and the optimiser must find the cheapest one; where
// the formulation is exact, the programme's objective equals the engine's NPV for every plan.
#include "engine/costmodel.h"
#include "plan/planoptimizer.h"
#include "scenario/scenariofile.h"
#include "scenario/upgrade.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <thread>

using namespace gda;
using gda::engine::Purchase;

namespace {

engine::Inputs loadInputs(const QString &relative)
{
    auto loaded = scenariofile::load(test::dataPath(relative));
    if (const auto *error = std::get_if<scenariofile::Error>(&loaded))
        FAIL(error->toString().toStdString());
    return std::get<Scenario>(loaded).inputs;
}

// Every plan of n1, n13, n25 nodes of 8 GPUs with at most 64 GPUs in all (165 plans).
std::vector<std::vector<Purchase>> gridPlans()
{
    std::vector<std::vector<Purchase>> plans;
    for (int a = 0; a <= 8; ++a)
        for (int b = 0; a + b <= 8; ++b)
            for (int c = 0; a + b + c <= 8; ++c) {
                std::vector<Purchase> plan;
                if (a > 0)
                    plan.push_back({1, 8 * a});
                if (b > 0)
                    plan.push_back({13, 8 * b});
                if (c > 0)
                    plan.push_back({25, 8 * c});
                plans.push_back(plan);
            }
    return plans;
}

struct Best
{
    double npv = std::numeric_limits<double>::infinity();
    std::vector<Purchase> plan;
};

// The cheapest plan of `plans` with the transfer method the optimiser charges (the cheapest that
// fits, docs/methodology.md §15.1) and no new commitment.
Best enumerate(const engine::Inputs &in, const std::vector<std::vector<Purchase>> &plans,
               engine::Option option = engine::Option::Hybrid)
{
    Best best;
    const engine::MigrationMethod method = plan::transferMethodOf(in);
    for (const auto &plan : plans) {
        const double npv = plan::engineNpv(in, plan, {}, method, {}, option);
        if (npv < best.npv)
            best = {npv, plan};
    }
    return best;
}

std::string describe(const std::vector<Purchase> &plan)
{
    std::string text;
    for (const Purchase &p : plan)
        text += "month " + std::to_string(p.month) + ": " + std::to_string(p.gpus) + " GPUs; ";
    return text.empty() ? "no purchase" : text;
}

} // namespace

TEST_CASE("the programme's objective is the engine's NPV for every plan on the grid", "[plan]")
{
    // No parallel run, burst prices above the fleet's running cost: the formulation is exact
    // (docs/methodology.md), so the two agree plan by plan, including the plan of no purchase.
    const engine::Inputs in = loadInputs(QStringLiteral("plan/growing-training.json"));
    int checked = 0;
    for (const auto &plan : gridPlans()) {
        const auto objective = plan::objectiveOf(in, plan);
        REQUIRE(objective.has_value());
        const double npv = plan::engineNpv(in, plan);
        INFO(describe(plan));
        CHECK(*objective == Approx(npv).epsilon(1e-9));
        ++checked;
    }
    CHECK(checked == 165);
}

TEST_CASE("optimize finds the enumerated optimum of a growing training workload", "[plan]")
{
    const engine::Inputs in = loadInputs(QStringLiteral("plan/growing-training.json"));
    const Best best = enumerate(in, gridPlans());
    // Purchases only, like the enumeration: exact (docs/methodology.md §15.4).
    const plan::Result r = plan::optimise(in, {.timeLimitSeconds = 30.0, .commitments = false});
    INFO("enumerated: " << describe(best.plan) << " " << best.npv);
    INFO("optimised: " << describe(r.purchases) << " " << r.npv);
    REQUIRE(r.status == plan::Status::Optimal);
    CHECK(r.purchaseMonths == std::vector<int>{1, 13, 25});
    CHECK(r.npv == plan::engineNpv(in, r.purchases));
    CHECK(std::abs(r.npv - best.npv) <= 1e-4 * std::abs(best.npv));
    CHECK(r.modelExact);
    REQUIRE(r.gap.has_value());
    CHECK(*r.gap <= 1e-6);
    // The demand doubles every year: the cheapest plan buys in more than one round.
    CHECK(best.plan.size() >= 2);
    // With commitments: the demand beyond the 64-GPU limit in year 3 (24 × 0.9 × 2^(35/12) = 164
    // reference GPUs in month 36) is committed for that year, a contract that keeps serving what
    // the fleet leaves (§14.1): 7.00 million against 7.75 million. Beside the fleet the programme
    // is not exact and says so (§15.4).
    const plan::Result c = plan::optimise(in, {.timeLimitSeconds = 30.0});
    CHECK(c.npv < best.npv - 0.05 * best.npv);
    REQUIRE(!c.commitments.empty());
    CHECK(c.commitments.front().startMonth == 25);
    CHECK(c.npv == plan::engineNpv(in, c.purchases, c.commitments, c.transferMethod));
    if (!c.modelExact) {
        CHECK(c.status == plan::Status::Feasible);
        CHECK(c.approximations == std::vector<std::string>{"commitments_beside_fleet"});
        REQUIRE(c.gap.has_value());
        CHECK(*c.gap < 1e-3); // the fleet's power on the commitment's idle hours
    }
}

TEST_CASE("optimize finds the enumerated optimum of inference and training with a lease, staff "
          "that scales and a parallel run",
          "[plan]")
{
    const engine::Inputs in = loadInputs(QStringLiteral("plan/inference-and-training.json"));
    const Best best = enumerate(in, gridPlans());
    // Purchases only (no new commitment): the enumerated optimum of the purchase plans.
    const plan::Result r = plan::optimise(in, {.timeLimitSeconds = 30.0, .commitments = false});
    INFO("enumerated: " << describe(best.plan) << " " << best.npv);
    INFO("optimised: " << describe(r.purchases) << " " << r.npv);
    REQUIRE(r.status != plan::Status::Infeasible);
    CHECK(r.commitments.empty());
    CHECK(std::abs(r.npv - best.npv) <= 1e-4 * std::abs(best.npv));
    // With commitments the plan can only be cheaper. The cloud on reserved commitments alone
    // (5.07 million) beats every purchase plan (5.13 million at best); with commitments kept as
    // contracts beside the fleet (§14.1) a fleet and commitments for what it leaves beat both
    // (4.87 million when measured).
    const plan::Result withCommitments = plan::optimise(in, {.timeLimitSeconds = 30.0});
    CHECK(withCommitments.npv <= r.npv + 1e-9 * std::abs(r.npv));
    CHECK(withCommitments.npv < 5.07e6);
    CHECK(!withCommitments.purchases.empty());
    CHECK(!withCommitments.commitments.empty());
    CHECK(withCommitments.npv == plan::engineNpv(in, withCommitments.purchases,
                                                 withCommitments.commitments,
                                                 withCommitments.transferMethod));
    // The programme relaxes the parallel run (it may serve less in that month than the engine
    // does): its objective never exceeds the engine's NPV of the plan.
    CHECK(r.objective <= r.npv + 1e-9 * std::abs(r.npv));
    REQUIRE(r.bound.has_value());
    CHECK(*r.bound <= best.npv + 1e-9 * std::abs(best.npv));
}

TEST_CASE("optimize plans the option the request names, and refuses one without a fleet", "[plan]")
{
    // The on-premise option's purchases (onprem.purchases) instead of the hybrid option's: the
    // programme takes that option's own terms, and its plan is the enumerated optimum of that
    // option's NPV. 2 TB a month of data-sync egress, which the hybrid option pays and the
    // on-premise option does not, makes the two NPVs differ.
    engine::Inputs in = loadInputs(QStringLiteral("plan/growing-training.json"));
    in.migration.hybridEgressTbPerMonth = 2.0;
    const Best best = enumerate(in, gridPlans(), engine::Option::OnPrem);
    const plan::Result r = plan::optimise(
        in, {.timeLimitSeconds = 30.0, .commitments = false, .option = engine::Option::OnPrem});
    INFO("enumerated: " << describe(best.plan) << " " << best.npv);
    INFO("optimised: " << describe(r.purchases) << " " << r.npv);
    REQUIRE(r.status == plan::Status::Optimal);
    CHECK(r.option == engine::Option::OnPrem);
    CHECK(std::abs(r.npv - best.npv) <= 1e-4 * std::abs(best.npv));
    const engine::Inputs planned = plan::applyPlan(in, r);
    CHECK(planned.onpremV2.purchases == r.purchases);
    CHECK(planned.hybrid.purchases == in.hybrid.purchases);
    CHECK(engine::evaluateOptions(planned).option(engine::Option::OnPrem).npv == r.npv);
    // The same plan costs the hybrid option its egress on top (its own terms, not the planned
    // option's): the objectives of the two options differ by the discounted egress.
    const auto onprem = plan::objectiveOf(in, r.purchases, {}, engine::Option::OnPrem);
    const auto hybrid = plan::objectiveOf(in, r.purchases, {}, engine::Option::Hybrid);
    REQUIRE(onprem);
    REQUIRE(hybrid);
    CHECK(*onprem == Approx(r.npv).epsilon(1e-9));
    CHECK(*hybrid > *onprem);
    CHECK(*hybrid == Approx(plan::engineNpv(in, r.purchases)).epsilon(1e-9));
    // The cloud option buys nothing: there is no plan to make.
    try {
        plan::optimise(in, {.timeLimitSeconds = 5.0, .option = engine::Option::Cloud});
        FAIL("optimised the cloud option");
    } catch (const plan::Unsupported &error) {
        CHECK(std::string(error.what()).find("\"cloud\" buys no GPUs") != std::string::npos);
    }
}

TEST_CASE("inputs.plan_limits is read strictly, written back and refused out of range", "[plan]")
{
    const QByteArray base = R"({"format": "gpu-advisor-scenario", "version": 2,
        "inputs": {"workloads": [{"gpus": 8, "utilization": 0.5}], "plan_limits": %1}})";
    auto parse = [&](const char *limits) {
        return scenariofile::parse(QByteArray(base).replace("%1", limits));
    };
    // Given: every field reaches the inputs; left out: the defaults.
    const auto read = parse(R"({"first_purchase_month": 3, "purchase_interval_months": 6,
        "last_purchase_month": 27, "node_gpus": 4, "max_fleet_gpus": 40,
        "capital_per_year": 500000, "power_limit_kw": 80, "first_tranche_max_gpus": 8})");
    REQUIRE(std::holds_alternative<Scenario>(read));
    const Scenario s = std::get<Scenario>(read);
    REQUIRE(s.inputs.planLimits.has_value());
    const engine::PlanLimits &l = *s.inputs.planLimits;
    CHECK(l.firstPurchaseMonth == 3);
    CHECK(l.purchaseIntervalMonths == 6);
    CHECK(l.lastPurchaseMonth == 27);
    CHECK(l.nodeGpus == 4);
    CHECK(l.maxFleetGpus == 40);
    CHECK(l.capitalPerYear == 500000.0);
    CHECK(l.powerLimitKw == 80.0);
    CHECK(l.firstTrancheMaxGpus == 8);
    // Months 3, 9, 15, 21, 27: the optimiser's grid.
    CHECK(plan::optimise(s.inputs, {.timeLimitSeconds = 5.0}).purchaseMonths ==
          std::vector<int>{3, 9, 15, 21, 27});
    const auto again = scenariofile::parse(scenariofile::toCanonicalJson(s));
    REQUIRE(std::holds_alternative<Scenario>(again));
    CHECK(std::get<Scenario>(again).inputs == s.inputs);

    const auto defaults = parse("{}");
    REQUIRE(std::holds_alternative<Scenario>(defaults));
    CHECK(std::get<Scenario>(defaults).inputs.planLimits == engine::PlanLimits{});
    const auto none = parse("null");
    REQUIRE(std::holds_alternative<Scenario>(none));
    CHECK(!std::get<Scenario>(none).inputs.planLimits.has_value());

    struct Bad
    {
        const char *limits;
        const char *field;
        const char *mentions;
    };
    for (const Bad &bad :
         {Bad{R"({"node_gpu": 8})", "inputs.plan_limits.node_gpu", "node_gpus"},
          Bad{R"({"node_gpus": 0})", "inputs.plan_limits.node_gpus", "1"},
          Bad{R"({"capital_per_year": -1})", "inputs.plan_limits.capital_per_year", "-1"},
          Bad{R"({"purchase_interval_months": 1.5})", "inputs.plan_limits.purchase_interval_months",
              "1.5"}}) {
        const auto refused = parse(bad.limits);
        REQUIRE(std::holds_alternative<scenariofile::Error>(refused));
        const auto &error = std::get<scenariofile::Error>(refused);
        INFO(error.toString().toStdString());
        CHECK(error.field == QLatin1String(bad.field));
        CHECK(error.toString().contains(QLatin1String(bad.mentions)));
    }
}

namespace {

// Every set of new commitments of the candidates of docs/methodology.md §15.1 for one offer
// (the scenario's own terms) in a 3-year horizon: 1-year terms from months 1, 13 and 25 and
// 3-year terms from months 1 and 13 (from 25 it is the 1-year contract), 0 to `most` GPUs each.
std::vector<std::vector<engine::Commitment>> commitmentSets(int most)
{
    const std::pair<int, int> candidates[] = {{1, 1}, {1, 3}, {13, 1}, {13, 3}, {25, 1}};
    std::vector<std::vector<engine::Commitment>> sets;
    const int base = most + 1;
    int count = 1;
    for (std::size_t k = 0; k < std::size(candidates); ++k)
        count *= base;
    for (int code = 0; code < count; ++code) {
        std::vector<engine::Commitment> set;
        int rest = code;
        for (const auto &[start, term] : candidates) {
            const int gpus = rest % base;
            rest /= base;
            if (gpus == 0)
                continue;
            engine::Commitment c;
            c.gpus = gpus;
            c.startMonth = start;
            c.termYears = term;
            set.push_back(c);
        }
        sets.push_back(set);
    }
    return sets;
}

} // namespace

TEST_CASE("optimize chooses purchases, commitments and the transfer method: the enumerated "
          "optimum",
          "[plan][commitments]")
{
    const engine::Inputs in = loadInputs(QStringLiteral("plan/commitments-and-purchases.json"));
    // The transfer: 20 TB, internet 1,750 (10,000 × 0.09 + 10,000 × 0.085) against one Snowball
    // at 300 that fits the go-live month (1.85 + 7 days ≤ 30.4), Direct Connect provisioned in
    // the 3 months' lead time (84 ≤ 91.25 days) at 2 × 3,600 + 20,000 × 0.02 = 7,600: Snowball.
    CHECK(plan::transferMethodOf(in) == engine::MigrationMethod::Snowball);
    // Purchases allowed in months 13 and 25 (the first year in the cloud).
    const std::vector<std::vector<Purchase>> purchases = {{}, {Purchase(13, 2)}, {Purchase(25, 2)}};
    // The busiest month has 2 + 1 GPUs in the cloud: commitments of 0–3 GPUs (4^5 sets).
    const auto sets = commitmentSets(3);
    REQUIRE(sets.size() == 1024);
    double bestNpv = std::numeric_limits<double>::infinity();
    std::string bestPlan;
    int exact = 0;
    for (const auto &plan : purchases)
        for (const auto &set : sets) {
            const double npv = plan::engineNpv(in, plan, set, engine::MigrationMethod::Snowball);
            if (npv < bestNpv) {
                bestNpv = npv;
                bestPlan = describe(plan) + " + " + std::to_string(set.size()) + " commitments";
            }
            // The programme's objective never exceeds the engine's NPV (§15.4), checked on
            // every 64th set; without a fleet it is exact (no parallel run, one offer). With a
            // fleet, a commitment beside it may cover in the programme what the engine's fleet
            // serves first.
            if ((&set - sets.data()) % 64 == 0) {
                const auto objective = plan::objectiveOf(in, plan, set);
                REQUIRE(objective.has_value());
                CHECK(*objective <= npv + 1e-9 * npv);
                if (plan.empty())
                    CHECK(*objective == Approx(npv).epsilon(1e-9));
                ++exact;
            }
        }
    CHECK(exact == 3 * 16);
    const plan::Result r = plan::optimise(in, {.timeLimitSeconds = 30.0});
    INFO("enumerated: " << bestPlan << " " << bestNpv);
    INFO("optimised: " << describe(r.purchases) << " + " << r.commitments.size() << " commitments "
                       << r.npv);
    REQUIRE(r.status == plan::Status::Optimal);
    CHECK(r.transferMethod == engine::MigrationMethod::Snowball);
    CHECK(r.npv == plan::engineNpv(in, r.purchases, r.commitments, r.transferMethod));
    CHECK(std::abs(r.npv - bestNpv) <= 1e-4 * std::abs(bestNpv));
    CHECK(r.modelExact);
    CHECK(r.purchaseMonths == std::vector<int>{13, 25});
    // The optimum commits GPUs for the first year, in which nothing can be bought.
    CHECK(!r.commitments.empty());
}

TEST_CASE("optimize says optimal only when the programme is proved optimal and exact for the plan",
          "[plan][status]")
{
    // Exact (no parallel run, purchases only): CBC's proof is a proof about the engine's NPV.
    const engine::Inputs exact = loadInputs(QStringLiteral("plan/growing-training.json"));
    const plan::Result e = plan::optimise(exact, {.timeLimitSeconds = 30.0, .commitments = false});
    CHECK(e.provedOptimal);
    CHECK(e.modelExact);
    CHECK(e.status == plan::Status::Optimal);
    CHECK(plan::statusKey(e.status) == "optimal");
    REQUIRE(e.gap.has_value());
    CHECK(*e.gap <= 1e-6);
    // A parallel run of one month (docs/methodology.md §15.4): the programme may serve less in
    // that month than the engine does, so for the plan it finds its objective is below the
    // engine's NPV. CBC proves its programme optimal, but that is no proof for the plan: the
    // status is feasible and the gap includes the difference.
    const engine::Inputs parallel = loadInputs(QStringLiteral("plan/inference-and-training.json"));
    const plan::Result r =
        plan::optimise(parallel, {.timeLimitSeconds = 30.0, .commitments = false});
    REQUIRE(r.provedOptimal);
    REQUIRE_FALSE(r.modelExact);
    CHECK(r.approximations == std::vector<std::string>{"parallel_run"}); // named in the result
    CHECK(r.status == plan::Status::Feasible);
    CHECK(plan::statusKey(r.status) == "feasible");
    REQUIRE(r.gap.has_value());
    REQUIRE(r.bound.has_value());
    CHECK(*r.gap == Approx((r.npv - *r.bound) / std::abs(r.npv)).epsilon(1e-12));
    CHECK(*r.gap >= (r.npv - r.objective) / std::abs(r.npv) - 1e-12);
    CHECK(*r.gap > 1e-6);
}

TEST_CASE("a cancel from another thread stops the optimiser with the best plan so far",
          "[plan][cancel]")
{
    // The benchmark's 10-year scenario takes CBC seconds; the cancel comes after 50 ms, from
    // another thread (as the Plan tab's Cancel does), and the 60 s limit is never reached.
    auto loaded = scenariofile::load(
        QStringLiteral(GDA_BENCH_DIR "/scenario-plan-10-years-8-workloads.json"));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    const engine::Inputs in = std::get<Scenario>(loaded).inputs;
    std::atomic<bool> stop{false};
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        stop = true;
    });
    const plan::Result r =
        plan::optimise(in, {.timeLimitSeconds = 60.0, .cancelled = [&] { return stop.load(); }});
    canceller.join();
    CHECK(r.cancelled);
    CHECK(r.seconds < 60.0);
    CHECK_FALSE(r.provedOptimal);
    REQUIRE((r.status == plan::Status::Feasible || r.status == plan::Status::Unknown));
    if (r.status == plan::Status::Feasible) {
        // A plan the engine prices: the best found so far (at worst the start plan).
        CHECK(r.npv == plan::engineNpv(in, r.purchases, r.commitments, r.transferMethod));
        // Stopped before the full search had a bound, the gap is unknown (null), never made up.
        if (r.gap)
            CHECK(*r.gap >= 0.0);
    }
    // Without a cancel the same request is not marked cancelled.
    const plan::Result small = plan::optimise(
        loadInputs(QStringLiteral("plan/growing-training.json")),
        {.timeLimitSeconds = 30.0, .commitments = false, .cancelled = [] { return false; }});
    CHECK_FALSE(small.cancelled);
    CHECK(small.status == plan::Status::Optimal);
}

TEST_CASE("a refresh with a throughput gain: the programme is the engine's NPV for every plan on "
          "the grid, and optimize finds the enumerated optimum",
          "[plan][generations]")
{
    // One-year life, so that every tranche is refreshed within the three years and generations
    // mix: 24 GPUs bought in month 1 hold ceil(24 / 1.5) = 16 GPUs 1.5× as fast from month 13
    // and ceil(24 / 2.25) = 11 GPUs 2.25× as fast from month 25, beside later tranches of the
    // first generation (docs/methodology.md §14.5). Not linear in the GPUs bought: the
    // programme chooses each month's nodes among 1 … N̄ (§15.1).
    // The third run adds what follows the refreshed counts elsewhere: staff that scales with the
    // GPUs owned, a residual credit for the last generation, a loan for each refresh and a
    // capital limit per year that the loan keeps within reach.
    for (const int variant : {0, 1, 2}) {
        const double gain = variant == 0 ? 1.5 : 2.0;
        INFO("gain " << gain << ", variant " << variant);
        engine::Inputs in = loadInputs(QStringLiteral("plan/growing-training.json"));
        in.onpremV2.refreshThroughputGain = gain;
        in.onprem.lifetimeYears = 1;
        if (variant == 2) {
            in.onpremV2.staffScaling = engine::StaffScaling{.gpusPerFte = 16.0,
                                                            .costPerFteYear = 120000.0,
                                                            .minFte = 1.0,
                                                            .onboardingOneOff = 40000.0};
            in.onprem.countResidualValue = true;
            in.onprem.financing.mode = engine::FinancingMode::Loan;
            in.onprem.financing.loanMonths = 12;
            in.planLimits->capitalPerYear = 2.0e6;
        }
        int checked = 0;
        Best best; // the cheapest plan within the limits
        const engine::MigrationMethod method = plan::transferMethodOf(in);
        for (const auto &plan : gridPlans()) {
            const auto objective = plan::objectiveOf(in, plan);
            if (!objective)
                continue; // over the capital limit
            INFO(describe(plan));
            const double npv = plan::engineNpv(in, plan, {}, method);
            CHECK(*objective == Approx(npv).epsilon(1e-9));
            if (npv < best.npv)
                best = {npv, plan};
            ++checked;
        }
        if (variant == 2) { // the limit rules some plans out, not most
            CHECK(checked < 165);
            CHECK(checked > 100);
        } else {
            CHECK(checked == 165);
        }
        // Purchases only: the enumerated plans have no commitment (with a one-year life the
        // cloud on reserved commitments is cheaper still, 8.06 million).
        const plan::Result r = plan::optimise(in, {.timeLimitSeconds = 30.0, .commitments = false});
        INFO("enumerated: " << describe(best.plan) << " " << best.npv);
        INFO("optimised: " << describe(r.purchases) << " " << r.npv);
        CHECK(r.status == plan::Status::Optimal);
        CHECK(r.commitments.empty());
        CHECK(r.modelExact);
        CHECK(r.npv == plan::engineNpv(in, r.purchases, r.commitments, r.transferMethod));
        CHECK(std::abs(r.npv - best.npv) <= 1e-4 * std::abs(best.npv));
        // The gain changes the costs: the same plan costs less than without it (the refreshes
        // buy fewer GPUs).
        engine::Inputs same = in;
        same.onpremV2.refreshThroughputGain = 1.0;
        CHECK(plan::engineNpv(in, best.plan) < plan::engineNpv(same, best.plan));
    }
}

namespace {

// Own the base, commit for the serving (issue 33; docs/methodology.md §15.4, "Commitments as
// contracts"): three years, no discounting, the hand base of §13 without staff. Training on 2
// GPUs around the clock at the scenario's terms (4.00 on demand, 2.40 reserved); serving on 1
// GPU around the clock that stays in the cloud (placement cloud), on its own offer at 4.00 on
// demand, 2.40 for one year and 1.80 for three. Purchases in 2-GPU nodes in months 1, 13 and 25,
// no lead time.
engine::Inputs ownBaseCommitServing()
{
    engine::Inputs in;
    in.modelVersion = 2;
    in.horizonYears = 3;
    in.discountRate = 0.0;
    in.cloud.onDemandPerGpuHour = 4.0;
    in.cloud.reservedPerGpuHour = 2.4;
    in.cloud.storageTb = 0.0;
    in.cloud.egressTbPerMonth = 0.0;
    in.cloud.overheadFraction = 0.0;
    engine::OnPrem &p = in.onprem;
    p.gpuUnitPrice = 25000.0;
    p.serverNetworkPerGpu = 5000.0;
    p.installationPerGpu = 0.0;
    p.facilityPerKw = 0.0;
    p.kwPerGpu = 1.0;
    p.pue = 1.5;
    p.idlePowerFraction = 0.3;
    p.electricityPerKwh = 0.1;
    p.maintenanceFraction = 0.12;
    p.staffPerYear = 0.0;
    p.storagePerTbMonth = 0.0;
    p.maxUtilization = 1.0;
    p.leadMonths = 0;
    p.lifetimeYears = 5;
    in.migration.parallelRunMonths = 0;
    in.migration.dataTb = 0.0;
    in.migration.hybridEgressTbPerMonth = 0.0;
    engine::WorkloadInput training;
    training.name = "Training";
    training.kind = engine::WorkloadKind::Training;
    training.gpus = 2;
    training.utilization = 1.0;
    engine::WorkloadInput serving;
    serving.name = "Serving";
    serving.kind = engine::WorkloadKind::Inference;
    serving.gpus = 1;
    serving.utilization = 1.0;
    serving.placement = engine::Placement::Cloud;
    serving.cloud.offer = "serving-offer";
    engine::OfferTerms offer;
    offer.id = "serving-offer";
    offer.provider = "cloudco";
    offer.gpuModel = "h100-sxm";
    offer.onDemandPerGpuHour = 4.0;
    offer.reservedPerGpuHour = 2.4;
    offer.reserved3yPerGpuHour = 1.8;
    serving.cloud.resolvedOffer = offer;
    in.workloads = {training, serving};
    in.planLimits = engine::PlanLimits{};
    in.planLimits->firstPurchaseMonth = 1;
    in.planLimits->purchaseIntervalMonths = 12;
    in.planLimits->lastPurchaseMonth = 25;
    in.planLimits->nodeGpus = 2;
    return in;
}

// The candidates of one offer (1-year terms from months 1, 13, 25; 3-year from 1 and 13), each
// with 0 or 1 GPU: 32 sets.
std::vector<std::vector<engine::Commitment>> oneGpuSets(const std::string &offer)
{
    std::vector<std::vector<engine::Commitment>> sets = commitmentSets(1);
    for (auto &set : sets)
        for (engine::Commitment &c : set)
            c.offer = offer;
    return sets;
}

} // namespace

TEST_CASE("optimize owns the base and commits for the serving that stays in the cloud: the "
          "enumerated optimum",
          "[plan][commitments]")
{
    const engine::Inputs in = ownBaseCommitServing();
    // By hand, 36 months. Training in the cloud: 2 × 730 × 4.00 × 36 = 210,240 on demand; on a
    // 3-year commitment at 2.40: 2 × 730 × 2.40 × 36 = 126,144. Owned from month 1: capex 2 ×
    // 30,000 = 60,000, power 2 × 730 × 1.5 × 0.10 × 36 = 7,884, maintenance 0.12 × 60,000 / 12
    // × 36 = 21,600: 89,484, the cheapest. Serving (cloud only): on demand 730 × 4.00 × 36 =
    // 105,120; three 1-year commitments at 2.40: 63,072; one 3-year commitment at 1.80 (the
    // offer's three-year price): 730 × 1.80 × 36 = 47,304, the cheapest.
    // The plan: 2 GPUs in month 1 and 1 GPU committed for 3 years: 89,484 + 47,304 = 136,788.
    const double byHand = 89484.0 + 47304.0;
    const std::vector<engine::Commitment> expected = [] {
        engine::Commitment c;
        c.offer = "serving-offer";
        c.gpus = 1;
        c.termYears = 3;
        c.startMonth = 1;
        return std::vector<engine::Commitment>{c};
    }();
    CHECK(plan::engineNpv(in, {Purchase(1, 2)}, expected) == Approx(byHand).epsilon(1e-12));

    // Enumerated: no purchase or one node in month 1, 13 or 25, times every set of 0–1 GPU per
    // candidate commitment on each of the two offers (4 × 32 × 32 plans).
    const std::vector<std::vector<Purchase>> purchases = {
        {}, {Purchase(1, 2)}, {Purchase(13, 2)}, {Purchase(25, 2)}};
    const auto trainingSets = oneGpuSets("");
    const auto servingSets = oneGpuSets("serving-offer");
    double bestNpv = std::numeric_limits<double>::infinity();
    for (const auto &plan : purchases)
        for (const auto &a : trainingSets)
            for (const auto &b : servingSets) {
                std::vector<engine::Commitment> set = a;
                set.insert(set.end(), b.begin(), b.end());
                bestNpv = std::min(bestNpv, plan::engineNpv(in, plan, set));
            }
    CHECK(bestNpv == Approx(byHand).epsilon(1e-12));

    const plan::Result r = plan::optimise(in, {.timeLimitSeconds = 30.0});
    INFO("optimised: " << describe(r.purchases) << " + " << r.commitments.size() << " commitments "
                       << r.npv);
    REQUIRE(r.status == plan::Status::Optimal);
    CHECK(r.modelExact);
    CHECK(r.approximations.empty());
    CHECK(std::abs(r.npv - bestNpv) <= 1e-4 * std::abs(bestNpv));
    CHECK(r.purchases == std::vector<Purchase>{Purchase(1, 2)});
    CHECK(r.commitments == expected);
    CHECK(r.releases.empty());
}

TEST_CASE("optimize may release a scenario commitment from the go-live on when resale recovers "
          "enough",
          "[plan][commitments]")
{
    // The same scenario with the training already committed: 2 GPUs for 3 years from month 1 at
    // 2.40 (3,504 a month), 90% recoverable, and no new commitments. Kept, the commitment serves
    // the training and a fleet would have nothing to do: NPV 2 × 730 × 2.40 × 36 = 126,144 plus
    // the serving on demand, 105,120: 231,264. Bought in month 13 and released from month 13:
    // 12 × 3,504 + 24 × 0.1 × 3,504 = 50,457.60 for the commitment; the fleet from month 13:
    // 60,000 + 24 × (219 + 600) = 79,656 (power 2 × 730 × 1.5 × 0.10 = 219, maintenance 600 a
    // month); 50,457.60 + 79,656 + 105,120 = 235,233.60 — more than keeping it. With recovery
    // 1.0 a release in month 13 costs 42,048 + 79,656 + 105,120 = 226,824: less than keeping it
    // (231,264) and the best release month (a fleet bought and live in month 13; earlier is not
    // allowed, later recovers less).
    engine::Inputs in = ownBaseCommitServing();
    in.planLimits->firstPurchaseMonth = 13;
    engine::Commitment c;
    c.offer = "";
    c.gpus = 2;
    c.termYears = 3;
    c.startMonth = 1;
    c.recoveryFraction = 0.9;
    in.commitments = {c};
    const plan::Request purchasesOnly{.timeLimitSeconds = 30.0, .commitments = false};
    CHECK(plan::engineNpv(in, {}) == Approx(126144.0 + 105120.0).epsilon(1e-12));
    CHECK(plan::engineNpv(in, {Purchase(13, 2)}, {}, std::nullopt, {{0, 13}}) ==
          Approx(50457.6 + 79656.0 + 105120.0).epsilon(1e-12));
    const plan::Result kept = plan::optimise(in, purchasesOnly);
    CHECK(kept.releases.empty());
    CHECK(kept.purchases.empty());
    CHECK(kept.npv == Approx(231264.0).epsilon(1e-12));

    in.commitments[0].recoveryFraction = 1.0;
    CHECK(plan::engineNpv(in, {Purchase(13, 2)}, {}, std::nullopt, {{0, 13}}) ==
          Approx(42048.0 + 79656.0 + 105120.0).epsilon(1e-12));
    const plan::Result released = plan::optimise(in, purchasesOnly);
    INFO("optimised: " << describe(released.purchases) << " " << released.npv);
    CHECK(released.status == plan::Status::Optimal);
    CHECK(released.purchases == std::vector<Purchase>{Purchase(13, 2)});
    REQUIRE(released.releases.size() == 1);
    CHECK(released.releases[0] == std::pair<std::size_t, int>{0, 13});
    CHECK(released.npv == Approx(226824.0).epsilon(1e-12));
    // Written into the scenario, evaluate reproduces it.
    const engine::Inputs planned = plan::applyPlan(in, released);
    CHECK(planned.commitments[0].releaseMonth == 13);
}
