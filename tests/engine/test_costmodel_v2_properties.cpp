// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The properties of cost model version 2 (docs/methodology.md, "Version 2: properties"), each
// over 1,000 generated scenarios.
#include "engine/costmodel.h"
#include "engine/workloads.h"
#include "scenariogen.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gda::engine;

namespace {

constexpr int kScenarios = 1000;

bool close(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max({1.0, std::abs(a), std::abs(b)});
}

OptionRequest detailed()
{
    OptionRequest r;
    r.withWorkloadDetail = true;
    return r;
}

void noReservations(Inputs &in)
{
    for (WorkloadInput &w : in.workloads)
        w.cloud.reservedGpus = 0;
}

} // namespace

TEST_CASE("splitting a workload into two identical halves leaves every option's cost unchanged",
          "[engine][property][v2]")
{
    gda::test::ScenarioGenerator gen(201);
    for (int i = 0; i < kScenarios; ++i) {
        Inputs in = gen.inputsV2();
        noReservations(in);
        const auto pick = static_cast<std::size_t>(gen.integer(0, int(in.workloads.size()) - 1));
        WorkloadInput &whole = in.workloads[pick];
        whole.gpus = 2 * gen.integer(1, 64);
        const Evaluation before = evaluateOptions(in);
        WorkloadInput half = whole;
        half.gpus = whole.gpus / 2;
        half.dataTb = whole.dataTb / 2.0;
        half.name += " (2)";
        whole.gpus = half.gpus;
        whole.dataTb = half.dataTb;
        in.workloads.insert(in.workloads.begin() + std::ptrdiff_t(pick) + 1, half);
        const Evaluation after = evaluateOptions(in);
        REQUIRE(before.options.size() == after.options.size());
        for (std::size_t o = 0; o < before.options.size(); ++o) {
            INFO("scenario " << i << ", option " << optionKey(before.options[o].option));
            CHECK(close(after.options[o].tco, before.options[o].tco));
        }
    }
}

TEST_CASE("one more GPU in a tranche never lowers any workload's served hours in any month",
          "[engine][property][v2]")
{
    gda::test::ScenarioGenerator gen(202);
    for (int i = 0; i < kScenarios; ++i) {
        Inputs in = gen.inputsV2();
        if (!in.onpremV2.purchases)
            in.onpremV2.purchases = std::vector<Purchase>{{1, gen.integer(1, 100)}};
        const OptionResult smaller = evaluateOptions(in, detailed()).option(Option::OnPrem);
        auto &tranches = *in.onpremV2.purchases;
        tranches[std::size_t(gen.integer(0, int(tranches.size()) - 1))].gpus += 1;
        const OptionResult larger = evaluateOptions(in, detailed()).option(Option::OnPrem);
        for (std::size_t w = 0; w < smaller.workloads.size(); ++w)
            for (std::size_t m = 0; m < smaller.workloads[w].servedOnprem.size(); ++m) {
                INFO("scenario " << i << ", workload " << w << ", month " << m + 1);
                CHECK(larger.workloads[w].servedOnprem[m] >=
                      smaller.workloads[w].servedOnprem[m] -
                          1e-9 * std::max(1.0, smaller.workloads[w].servedOnprem[m]));
            }
    }
}

TEST_CASE("making a workload shiftable never raises an option's cost", "[engine][property][v2]")
{
    // Under the note's conditions: nothing reserved, no parallel run, no placement onprem, and
    // every effective cloud price at least the fleet's marginal running cost per reference
    // GPU-hour (cheap power here: at most 0.4 kW × 2 PUE × 0.05 per kWh = 0.04, with the
    // cheapest effective price 0.5 / 3 ≈ 0.17).
    gda::test::ScenarioGenerator gen(203);
    for (int i = 0; i < kScenarios; ++i) {
        Inputs in = gen.inputsV2();
        noReservations(in);
        in.migration.parallelRunMonths = 0;
        in.onprem.kwPerGpu = std::min(in.onprem.kwPerGpu, 0.4);
        in.onprem.electricityPerKwh = std::min(in.onprem.electricityPerKwh, 0.05);
        in.onprem.electricityAnnualChange = std::min(in.onprem.electricityAnnualChange, 0.0);
        in.cloud.annualPriceChange = std::max(in.cloud.annualPriceChange, 0.0);
        for (WorkloadInput &w : in.workloads) {
            if (w.placement == Placement::OnPrem)
                w.placement = Placement::Auto;
            w.shiftable = false;
        }
        const auto pick = static_cast<std::size_t>(gen.integer(0, int(in.workloads.size()) - 1));
        const Evaluation rigid = evaluateOptions(in);
        in.workloads[pick].shiftable = true;
        const Evaluation queued = evaluateOptions(in);
        for (std::size_t o = 0; o < rigid.options.size(); ++o) {
            INFO("scenario " << i << ", option " << optionKey(rigid.options[o].option));
            CHECK(queued.options[o].tco <=
                  rigid.options[o].tco + 1e-9 * std::max(1.0, rigid.options[o].tco));
            CHECK(queued.options[o].npv <=
                  rigid.options[o].npv + 1e-9 * std::max(1.0, std::abs(rigid.options[o].npv)));
        }
    }
}

TEST_CASE("multi-cloud with one provider and no cap is the cloud option", "[engine][property][v2]")
{
    gda::test::ScenarioGenerator gen(204);
    for (int i = 0; i < kScenarios; ++i) {
        Inputs in = gen.inputsV2();
        for (WorkloadInput &w : in.workloads)
            w.cloud.resolvedOffer.reset(); // every workload at the scenario's own terms
        in.multicloud.providers = std::vector<std::string>{"own"};
        in.multicloud.maxSharePerProvider = 1.0;
        in.multicloud.orchestrationPerYear = 0.0;
        in.multicloud.crossCloudTbPerMonth = 0.0;
        const Evaluation e = evaluateOptions(in);
        INFO("scenario " << i);
        CHECK(close(e.option(Option::MultiCloud).tco, e.option(Option::Cloud).tco));
        CHECK_FALSE(e.option(Option::MultiCloud).capRelaxed);
    }
}

TEST_CASE("in the cloud option spot costs the on-demand price at share 0 and grow linearly with "
          "rework",
          "[engine][property][v2]")
{
    gda::test::ScenarioGenerator gen(205);
    for (int i = 0; i < kScenarios; ++i) {
        Inputs in = gen.inputsV2();
        auto cloudCost = [&](double rework) {
            for (WorkloadInput &w : in.workloads)
                w.cloud.spotRework = rework;
            return evaluateOptions(in).option(Option::Cloud).category(Category::CloudCompute);
        };
        const double c0 = cloudCost(0.0);
        const double c1 = cloudCost(0.2);
        const double c2 = cloudCost(0.4);
        INFO("scenario " << i);
        CHECK(std::abs((c2 - c1) - (c1 - c0)) <= 1e-9 * std::max(1.0, c2));
        // Spot share 0: every non-reserved hour at the on-demand price.
        for (WorkloadInput &w : in.workloads)
            w.cloud.spotFraction = 0.0;
        const double onDemand = cloudCost(0.3);
        for (WorkloadInput &w : in.workloads)
            w.cloud.spotPerGpuHour.reset();
        in.cloud.spotPerGpuHour.reset();
        CHECK(close(onDemand, cloudCost(0.3)));
    }
}

TEST_CASE("in the cloud option throughput 2 halves the cloud GPU-hours and the compute cost",
          "[engine][property][v2]")
{
    gda::test::ScenarioGenerator gen(206);
    for (int i = 0; i < kScenarios; ++i) {
        Inputs in = gen.inputsV2();
        noReservations(in);
        for (WorkloadInput &w : in.workloads)
            w.cloud.throughput = 1.0;
        const OptionResult one = evaluateOptions(in, detailed()).option(Option::Cloud);
        for (WorkloadInput &w : in.workloads)
            w.cloud.throughput = 2.0;
        const OptionResult two = evaluateOptions(in, detailed()).option(Option::Cloud);
        INFO("scenario " << i);
        CHECK(close(two.category(Category::CloudCompute),
                    one.category(Category::CloudCompute) / 2.0));
        for (std::size_t w = 0; w < one.workloads.size(); ++w)
            for (std::size_t m = 0; m < one.workloads[w].onDemandHours.size(); ++m) {
                CHECK(close(two.workloads[w].onDemandHours[m],
                            one.workloads[w].onDemandHours[m] / 2.0));
                CHECK(close(two.workloads[w].spotHours[m], one.workloads[w].spotHours[m] / 2.0));
            }
    }
}

TEST_CASE("every version 2 category is finite and non-negative except the residual credit",
          "[engine][property][v2]")
{
    gda::test::ScenarioGenerator gen(207);
    for (int i = 0; i < kScenarios; ++i) {
        const Evaluation e = evaluateOptions(gen.inputsV2());
        for (const OptionResult &r : e.options)
            for (Category c : categoriesFor(2)) {
                INFO("scenario " << i << ", " << optionKey(r.option) << ", " << categoryKey(c));
                CHECK(std::isfinite(r.category(c)));
                if (c != Category::ResidualCredit)
                    CHECK(r.category(c) >= -1e-9);
            }
    }
}

TEST_CASE("the served and cloud hours of every workload add up to its demand",
          "[engine][property][v2]")
{
    // In an option with a fleet: served on-premise + cloud reference hours = D_w,m, where the
    // cloud hours are own GPU-hours (spot with rework removed) times the throughput.
    gda::test::ScenarioGenerator gen(208);
    for (int i = 0; i < kScenarios; ++i) {
        const Inputs in = gen.inputsV2();
        const Evaluation e = evaluateOptions(in, detailed());
        const std::vector<ResolvedWorkload> workloads = resolveWorkloads(in);
        for (Option o : {Option::OnPrem, Option::Hybrid}) {
            const OptionResult &r = e.option(o);
            for (std::size_t w = 0; w < workloads.size(); ++w) {
                const ResolvedWorkload &wl = workloads[w];
                for (int m = 1; m <= e.months; ++m) {
                    const auto k = std::size_t(m - 1);
                    const double spot = r.workloads[w].spotHours[k] / (1.0 + wl.spotRework);
                    const double cloud = (r.workloads[w].onDemandHours[k] + spot) * wl.throughput;
                    INFO("scenario " << i << ", " << optionKey(o) << ", workload " << w
                                     << ", month " << m);
                    CHECK(
                        std::abs(r.workloads[w].servedOnprem[k] + cloud - workloadDemand(wl, m)) <=
                        1e-9 * std::max(1.0, workloadDemand(wl, m)));
                }
            }
        }
    }
}
