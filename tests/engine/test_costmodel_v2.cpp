// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cost model version 2 by hand: the four worked examples of docs/methodology.md ("Version 2:
// worked examples"), built in code. The arithmetic is written beside every expected number;
// tests/scenario checks the same examples from their files against every output to 1e-9.
#include "engine/costmodel.h"
#include "engine/decision.h"
#include "handbase.h"

#include <catch2/catch.hpp>

using namespace gda::engine;

namespace {

// The examples' shared base (handbase.h) at 4.00 on demand, 2.40 reserved per GPU-hour.
Inputs baseV2(int years)
{
    return test::handV2Base(years, 4.0, 2.4);
}

WorkloadInput workload(const char *name, WorkloadKind kind, int gpus, double onDemand)
{
    WorkloadInput w;
    w.name = name;
    w.kind = kind;
    w.gpus = gpus;
    w.cloud.onDemandPerGpuHour = onDemand;
    return w;
}

WorkloadInput daytime(const char *name, int gpus, double hours, int days, int start,
                      double onDemand)
{
    WorkloadInput w = workload(name, WorkloadKind::Inference, gpus, onDemand);
    w.hoursPerDay = hours;
    w.daysPerWeek = days;
    w.startHour = start;
    w.shiftable = false;
    w.interruptible = false;
    return w;
}

// Example 1: training, inference and development on one fleet.
Inputs threeWorkloads()
{
    Inputs in = baseV2(2);
    WorkloadInput training = workload("Model training", WorkloadKind::Training, 32, 4.0);
    training.utilization = 0.75;
    in.workloads.push_back(training);
    in.workloads.push_back(daytime("Inference API", 24, 14.0, 6, 7, 6.0));
    WorkloadInput dev = daytime("Development and test", 8, 12.0, 7, 8, 3.0);
    dev.kind = WorkloadKind::Development;
    dev.placement = Placement::Cloud;
    in.workloads.push_back(dev);
    in.onpremV2.purchases = std::vector<Purchase>{{1, 40}};
    in.hybrid.purchases = std::vector<Purchase>{{1, 24}};
    return in;
}

// Example 2: 48 GPUs of daytime inference, a 25-GPU hybrid fleet.
Inputs daytimeInference()
{
    Inputs in = baseV2(5);
    in.cloud.onDemandPerGpuHour = 6.88;
    in.onprem.gpuUnitPrice = 30000.0;
    in.onprem.serverNetworkPerGpu = 6250.0;
    in.workloads.push_back(daytime("Inference", 48, 14.0, 6, 7, 6.88));
    in.hybrid.purchases = std::vector<Purchase>{{1, 25}};
    return in;
}

// Example 3: multi-cloud with a 60% cap and spot.
Inputs multiCloud()
{
    Inputs in = baseV2(1);
    WorkloadInput w = workload("Training", WorkloadKind::Training, 10, 4.0);
    w.utilization = 1.0;
    w.cloud.reservedPerGpuHour = 2.0;
    w.cloud.reservedGpus = 2;
    w.cloud.spotPerGpuHour = 1.5;
    w.cloud.spotFraction = 0.5;
    w.cloud.spotRework = 0.1;
    in.workloads.push_back(w);
    in.hybrid.purchases = std::vector<Purchase>{{1, 5}};
    MultiCloud &mc = in.multicloud;
    mc.providers = std::vector<std::string>{"own", "lambda", "hyperbolic"};
    mc.maxSharePerProvider = 0.6;
    mc.crossCloudTbPerMonth = 1.0;
    mc.orchestrationPerYear = 12000.0;
    const auto offer = [](const char *id, const char *provider, double onDemand) {
        OfferTerms t;
        t.id = id;
        t.provider = provider;
        t.gpuModel = "h100-sxm";
        t.onDemandPerGpuHour = onDemand;
        return t;
    };
    mc.market = {offer("lambda-h100", "lambda", 2.5), offer("hyperbolic-h100", "hyperbolic", 1.5)};
    return in;
}

// Example 4: a B200 fleet (2.5 × an H100) against H100 cloud.
Inputs b200Fleet()
{
    Inputs in = baseV2(5);
    in.cloud.onDemandPerGpuHour = 6.88;
    WorkloadInput w = workload("Training", WorkloadKind::Training, 40, 6.88);
    w.utilization = 0.8;
    w.interruptible = false;
    in.workloads.push_back(w);
    in.onpremV2.gpuModel = "b200";
    in.onpremV2.throughput = 2.5;
    in.onpremV2.refreshThroughputGain = 2.0;
    in.onprem.gpuUnitPrice = 35000.0;
    in.onprem.kwPerGpu = 1.8;
    in.onprem.pue = 1.3;
    in.onprem.lifetimeYears = 3;
    in.hybrid.purchases = std::vector<Purchase>{{1, 8}};
    return in;
}

} // namespace

TEST_CASE("three workloads share one fleet: inference by day, training in what is left")
{
    const Evaluation e = evaluate(threeWorkloads(), {false, true});
    REQUIRE(e.modelVersion == 2);
    REQUIRE(e.options.size() == 4);
    // Demand a month: training 32 × 730 × 0.75 = 17,520; inference 24 × 730 × 84/168 = 8,760;
    // development 8 × 730 × 84/168 = 2,920. Cloud: 17,520 × 4 + 8,760 × 6 + 2,920 × 3 = 131,400
    // a month, 3,153,600 over 24 months.
    CHECK(e.option(Option::Cloud).tco == Approx(3153600.0).epsilon(1e-12));
    // Without offers or other providers the multi-cloud option is the cloud option.
    CHECK(e.option(Option::MultiCloud).tco == Approx(3153600.0).epsilon(1e-12));
    // On-premise, 40 GPUs: inference (dearer, 6 > 4) takes 24 of 40 GPUs in its 84 busy hours;
    // training needs 17,520 × 168/730 = 4,032 GPU-week-hours of the 84 × 16 + 84 × 40 = 4,704
    // left: all served. Only development runs in the cloud: 8,760 a month. Capex 40 × 30,000 =
    // 1,200,000; maintenance 12% × 1,200,000 / 12 = 12,000; staff 10,000; power: utilization
    // (17,520 + 8,760) / (40 × 730) = 0.9, 40 × 1 kW × 730 h × (0.3 + 0.7 × 0.9) × 1.5 × 0.10 =
    // 4,073.4. Total 1,200,000 + 24 × (8,760 + 12,000 + 10,000 + 4,073.4) = 2,036,001.6.
    const OptionResult &onprem = e.option(Option::OnPrem);
    CHECK(onprem.tco == Approx(2036001.6).epsilon(1e-12));
    CHECK(onprem.category(Category::Power) == Approx(24 * 4073.4).epsilon(1e-12));
    CHECK(onprem.fleetGpus.front() == 40);
    // Break-even: 1,200,000 + 34,833.4 m against 131,400 m: d_12 = 41,200.8, d_13 = −55,365.8;
    // 12 + 41,200.8 / 96,566.6 = 12.42666.
    REQUIRE(onprem.breakEvenMonth);
    CHECK(*onprem.breakEvenMonth == Approx(12.0 + 41200.8 / 96566.6).epsilon(1e-12));
    // Hybrid, 24 GPUs: inference takes all 24 in its busy hours; training gets the 84 idle hours
    // × 24 GPUs = 2,016 GPU-week-hours = 8,760 GPU-hours and bursts the other 8,760 at 4.
    const OptionResult &hybrid = e.option(Option::Hybrid);
    REQUIRE(hybrid.workloads.size() == 3);
    CHECK(hybrid.workloads[0].servedOnprem[0] == Approx(8760.0).epsilon(1e-12));
    CHECK(hybrid.workloads[1].servedOnprem[0] == Approx(8760.0).epsilon(1e-12));
    CHECK(hybrid.workloads[2].servedOnprem[0] == 0.0);
    CHECK(hybrid.workloads[0].onDemandHours[0] == Approx(8760.0).epsilon(1e-12));
    // Cloud 8,760 × 4 + 8,760 = 43,800; power 24 × 730 × 1.0 × 0.15 = 2,628; maintenance 7,200;
    // staff 10,000; capex 720,000: 720,000 + 24 × 63,628 = 2,247,072.
    CHECK(hybrid.tco == Approx(2247072.0).epsilon(1e-12));
    REQUIRE(hybrid.breakEvenMonth);
    CHECK(*hybrid.breakEvenMonth == Approx(720000.0 / 67772.0).epsilon(1e-12));
    CHECK(onprem.placementViolations.empty());
}

TEST_CASE("25 GPUs cannot carry 48 GPUs of daytime work unless it may wait for the night")
{
    Inputs in = daytimeInference();
    Evaluation e = evaluateOptions(in, {false, true});
    // The month's demand 48 × 730 × 0.5 = 17,520 GPU-hours; 25 of the 48 GPUs of each busy hour
    // run on-premise (25 × 84 × 730 / 168 = 9,125), 23 in the cloud (8,395 = 23/48 of 17,520).
    const double cloudCompute = e.option(Option::Cloud).category(Category::CloudCompute);
    CHECK(cloudCompute == Approx(60 * 17520.0 * 6.88).epsilon(1e-12));
    const OptionResult &hybrid = e.option(Option::Hybrid);
    CHECK(hybrid.category(Category::CloudCompute) / cloudCompute ==
          Approx(23.0 / 48.0).epsilon(1e-12));
    CHECK(hybrid.workloads[0].servedOnprem[0] == Approx(9125.0).epsilon(1e-12));
    // Hybrid total: capex 25 × 36,250 = 906,250; a month 8,395 × 6.88 = 57,757.6 in the cloud,
    // power 25 × 730 × (0.3 + 0.7 × 0.5) × 0.15 = 1,779.375, maintenance 12% × 906,250 / 12 =
    // 9,062.5, staff 10,000: 906,250 + 60 × 78,599.475 = 5,622,218.5.
    CHECK(hybrid.tco == Approx(5622218.5).epsilon(1e-12));
    // On-premise: the default fleet is ceil(48 / 1) = 48 GPUs and serves everything.
    CHECK(e.option(Option::OnPrem).onpremGpus == 48);
    CHECK(e.option(Option::OnPrem).category(Category::CloudCompute) == 0.0);

    // Marked shiftable, the same work fills the nights: 25 × 730 = 18,250 ≥ 17,520.
    in.workloads[0].shiftable = true;
    e = evaluateOptions(in, {false, true});
    CHECK(e.option(Option::Hybrid).category(Category::CloudCompute) == 0.0);
}

TEST_CASE("multi-cloud spreads the hours over the cheapest providers, at most 60% each")
{
    const Evaluation e = evaluate(multiCloud(), {false, true});
    // Demand 10 × 730 = 7,300 a month. Two GPUs reserved at 2.00: 1,460 hours, 2,920 a month.
    // Cloud option: the other 5,840 hours half on spot with 10% rework (3,212 hours × 1.50 =
    // 4,818) and half on demand (2,920 × 4 = 11,680): 19,418 a month, 233,016 a year.
    const OptionResult &cloud = e.option(Option::Cloud);
    CHECK(cloud.tco == Approx(233016.0).epsilon(1e-12));
    CHECK(cloud.workloads[0].spotHours[0] == Approx(3212.0).epsilon(1e-12));
    // Multi-cloud: effective prices own (0.5 × 1.1 × 1.5 + 0.5 × 4) = 2.825, Lambda 2.50,
    // Hyperbolic 1.50. The own provider carries its 1,460 reserved hours; Hyperbolic takes the
    // cap, 0.6 × 7,300 = 4,380 hours (6,570), Lambda the remaining 1,460 (3,650). Compute
    // 2,920 + 6,570 + 3,650 = 13,140; orchestration 1,000 and cross-cloud egress 1 TB × 90 a
    // month: 14,230 a month, 170,760 a year.
    const OptionResult &multi = e.option(Option::MultiCloud);
    CHECK(multi.tco == Approx(170760.0).epsilon(1e-12));
    CHECK(multi.category(Category::Orchestration) == Approx(12000.0).epsilon(1e-12));
    CHECK(multi.category(Category::CrossCloudEgress) == Approx(12 * 90.0).epsilon(1e-12));
    CHECK_FALSE(multi.capRelaxed);
    const auto &byProvider = multi.workloads[0].byProvider;
    auto hours = [&](const std::string &provider) {
        for (const auto &[name, series] : byProvider)
            if (name == provider)
                return series[0];
        return 0.0;
    };
    CHECK(hours("own") == Approx(1460.0).epsilon(1e-12));
    CHECK(hours("hyperbolic") == Approx(4380.0).epsilon(1e-12));
    CHECK(hours("lambda") == Approx(1460.0).epsilon(1e-12));
}

TEST_CASE("multi-cloud's own costs, automatic: an engineer per additional cloud in use, the "
          "workload's data copied once and kept in sync")
{
    // docs/methodology.md §17.4. The example above with orchestration left automatic and 20 TB
    // of data: Hyperbolic and Lambda serve the workload every month, two additional clouds.
    Inputs in = multiCloud();
    in.multicloud.orchestrationPerYear = std::nullopt;
    in.multicloud.crossCloudTbPerMonth = 0.0;
    in.workloads[0].dataTb = 20.0;
    const Evaluation e = evaluate(in, {false, true});
    const OptionResult &multi = e.option(Option::MultiCloud);
    // Orchestration: 2 clouds × 150,000 a year = 300,000 for the year.
    CHECK(multi.category(Category::Orchestration) == Approx(300000.0).epsilon(1e-12));
    // Data: month 1 copies all 20 TB to each of the two clouds, 40 TB: 10 TB × 90 + 30 TB × 85
    // = 3,450. Months 2–12 copy 10% to each, 4 TB: 4 × 90 = 360. 3,450 + 11 × 360 = 7,410.
    CHECK(multi.category(Category::CrossCloudEgress) == Approx(7410.0).epsilon(1e-12));
    // Compute as before: 13,140 a month.
    CHECK(multi.category(Category::CloudCompute) == Approx(12 * 13140.0).epsilon(1e-12));
    // A workload that stays with its own terms needs no second cloud: nothing added.
    in.multicloud.providers = std::vector<std::string>{"own"};
    const Evaluation aloneEvaluation = evaluate(in, {false, true}); // kept: `alone` refers into it
    const OptionResult &alone = aloneEvaluation.option(Option::MultiCloud);
    CHECK(alone.category(Category::Orchestration) == 0.0);
    CHECK(alone.category(Category::CrossCloudEgress) == 0.0);
    // A stated amount is used as it is, whatever the clouds.
    in.multicloud.providers.reset();
    in.multicloud.orchestrationPerYear = 12000.0;
    CHECK(
        evaluate(in, {false, true}).option(Option::MultiCloud).category(Category::Orchestration) ==
        Approx(12000.0).epsilon(1e-12));
}

TEST_CASE("a share cap the providers cannot meet sends the rest to the cheapest, and says so")
{
    Inputs in = multiCloud();
    in.workloads[0].cloud.reservedGpus = 0;
    in.multicloud.providers = std::vector<std::string>{"hyperbolic", "lambda"};
    in.multicloud.maxSharePerProvider = 0.4;
    const Evaluation e = evaluateOptions(in, {false, true});
    // Two providers × 40% = 80%: Hyperbolic 0.4 × 7,300 = 2,920, Lambda 2,920, and the last
    // 1,460 to the cheapest, Hyperbolic: 4,380 × 1.5 + 2,920 × 2.5 = 13,870 a month.
    const OptionResult &multi = e.option(Option::MultiCloud);
    CHECK(multi.capRelaxed);
    CHECK(multi.category(Category::CloudCompute) == Approx(12 * 13870.0).epsilon(1e-12));
}

TEST_CASE("a B200 fleet of 16 carries 40 H100s of work, and its refresh buys half as many GPUs")
{
    const Evaluation e = evaluateOptions(b200Fleet(), {false, true});
    // Cloud: 40 × 730 × 0.8 = 23,360 GPU-hours × 6.88 = 160,716.8 a month, 9,643,008 in 5 years.
    CHECK(e.option(Option::Cloud).tco == Approx(9643008.0).epsilon(1e-12));
    const OptionResult &onprem = e.option(Option::OnPrem);
    // ceil(40 / 2.5) = 16 B200 GPUs; capacity 16 × 2.5 = 40 reference GPUs: no burst.
    CHECK(onprem.onpremGpus == 16);
    CHECK(onprem.category(Category::CloudCompute) == 0.0);
    // Refresh at month 37 (3-year life) with gain 2: ceil(16 / 2) = 8 GPUs of 5 × an H100.
    CHECK(onprem.fleetGpus[35] == 16);
    CHECK(onprem.fleetGpus[36] == 8);
    // Capex 16 × 40,000 + 8 × 40,000 = 960,000; maintenance 6,400 × 36 + 3,200 × 24 = 307,200;
    // staff 600,000; power at utilization 23,360 / (730 × 40) = 0.8: 16 × 1.8 × 730 × 0.86 ×
    // 1.3 × 0.1 = 2,350.4832 × 36, then 8 GPUs 1,175.2416 × 24: 84,617.3952 + 28,205.7984.
    CHECK(onprem.category(Category::Capex) == Approx(960000.0).epsilon(1e-12));
    CHECK(onprem.category(Category::Maintenance) == Approx(307200.0).epsilon(1e-12));
    CHECK(onprem.category(Category::Power) == Approx(84617.3952 + 28205.7984).epsilon(1e-12));
    CHECK(onprem.tco == Approx(1980023.1936).epsilon(1e-12));
    // Hybrid, 8 B200 (20 reference GPUs): 14,600 on-premise, 8,760 × 6.88 in the cloud.
    CHECK(e.option(Option::Hybrid).workloads[0].servedOnprem[0] == Approx(14600.0).epsilon(1e-12));
}

TEST_CASE("a placement onprem workload in the cloud options is a placement violation")
{
    Inputs in = daytimeInference();
    in.workloads[0].placement = Placement::OnPrem;
    const Evaluation e = evaluateOptions(in);
    // Every month of the cloud option: 17,520 GPU-hours that must stay on-premise.
    const OptionResult &cloud = e.option(Option::Cloud);
    REQUIRE(cloud.placementViolations.size() == 60);
    CHECK(cloud.placementViolations.front().gpuHours == Approx(17520.0));
    // The 25-GPU hybrid fleet leaves 8,395 of them in the cloud each month.
    const OptionResult &hybrid = e.option(Option::Hybrid);
    REQUIRE(hybrid.placementViolations.size() == 60);
    CHECK(hybrid.placementViolations.front().gpuHours == Approx(8395.0).epsilon(1e-12));
    CHECK(e.option(Option::OnPrem).placementViolations.empty());
}

TEST_CASE("version 2 purchases in tranches go live one by one and staff scales with the fleet")
{
    Inputs in = daytimeInference();
    in.onpremV2.purchases = std::vector<Purchase>{{1, 8}, {13, 40}};
    in.onprem.leadMonths = 2;
    in.onprem.fixedCapex = 50000.0;
    in.onpremV2.staffScaling = StaffScaling{8.0, 120000.0, 0.5, 20000.0};
    in.onprem.staffPerYear = 0.0;
    const OptionResult r = evaluateOptions(in).option(Option::OnPrem);
    // Live: 8 GPUs from month 3, 48 from month 15.
    CHECK(r.fleetGpus[1] == 0);
    CHECK(r.fleetGpus[2] == 8);
    CHECK(r.fleetGpus[13] == 8);
    CHECK(r.fleetGpus[14] == 48);
    CHECK(r.onpremGpus == 48);
    // Capex: 8 × 36,250 + 50,000 fixed with the first tranche, 40 × 36,250 at month 13.
    CHECK(r.category(Category::Capex) == Approx(48 * 36250.0 + 50000.0).epsilon(1e-12));
    // Staff: owned GPUs / 8 per FTE at 120,000 a year (at least 0.5 FTE), from month 1: months
    // 1–12 one FTE (8 / 8) = 10,000; months 13–60 six FTE = 60,000; onboarding 20,000 once.
    CHECK(r.category(Category::Staff) ==
          Approx(12 * 10000.0 + 48 * 60000.0 + 20000.0).epsilon(1e-12));
}

TEST_CASE("version 2 counts financed payments after the horizon in its last month")
{
    Inputs in = daytimeInference();
    in.horizonYears = 1;
    in.onprem.financing.mode = FinancingMode::Lease;
    in.onprem.financing.leasePremium = 0.0;
    in.onprem.financing.leaseMonths = 24;
    // 48 × 36,250 = 1,740,000 leased over 24 months at 72,500: 12 payments inside the year and
    // the other 12 in month 12. Version 1 drops them.
    OptionResult r = evaluateOptions(in).option(Option::OnPrem);
    CHECK(r.category(Category::Capex) == Approx(1740000.0).epsilon(1e-12));
    CHECK(r.monthly.size() == 12);
    in.modelVersion = 1;
    in.workload.gpus = 48;
    in.workload.utilization = 0.5;
    r = evaluateOptions(in).option(Option::OnPrem);
    CHECK(r.category(Category::Capex) == Approx(870000.0).epsilon(1e-12));
}

TEST_CASE("the version 2 break-even utilization scales every workload together")
{
    // One flat workload: the same figure as version 1 with that utilization.
    Inputs v2 = b200Fleet();
    v2.onpremV2.throughput = 1.0;
    v2.onpremV2.refreshThroughputGain = 1.0;
    v2.onprem.lifetimeYears = 5;
    const BreakEvenUtilization two = breakEvenUtilization(v2);
    Inputs v1 = v2;
    v1.modelVersion = 1;
    v1.workload.gpus = 40;
    v1.workload.utilization = 0.8;
    v1.onprem.gpus = 40;
    v1.cloud.pricing = CloudPricing::OnDemand;
    const BreakEvenUtilization one = breakEvenUtilization(v1);
    REQUIRE(one.kind == BreakEvenKind::Crossing);
    REQUIRE(two.kind == BreakEvenKind::Crossing);
    CHECK(*two.value == Approx(*one.value).epsilon(1e-9));
}

TEST_CASE("the version 2 hybrid fleet is the cheapest single tranche")
{
    Inputs in = daytimeInference();
    in.hybrid.purchases.reset();
    const Evaluation e = evaluate(in);
    const int chosen = e.option(Option::Hybrid).onpremGpus;
    CHECK(e.optimalOnpremGpus == chosen);
    // No fleet size from 0 to 48 is cheaper.
    const double best = e.option(Option::Hybrid).npv;
    for (int k = 0; k <= 48; ++k) {
        in.hybrid.purchases = std::vector<Purchase>{{1, k}};
        CHECK(evaluateOptions(in).option(Option::Hybrid).npv >= best - 1e-9 * std::abs(best));
    }
}

TEST_CASE("hours-a-day break-even: found by scaling the hours a day, not the GPUs",
          "[engine][v2][breakeven]")
{
    // docs/methodology.md §12.8, worked example. The hand base (handbase.h), five years, staff
    // $240,000 a year; 8 GPUs of inference 12 hours a day, 7 days a week, at $6.88 on demand.
    Inputs in = test::handV2Base(5, 6.88, 4.128);
    in.onprem.staffPerYear = 240000.0;
    in.workloads = {daytime("Inference", 8, 12.0, 7, 0, 6.88)};
    REQUIRE(hoursPerDayForm(in) == 12.0);
    // At h hours a day (u = h / 24, all of it on the 8-GPU fleet), per month:
    //   cloud     8 × 730 × h/24 × 6.88                                = 1,674.1333 h
    //   on-prem   maintenance 0.12 × 240,000 / 12 = 2,400, staff 20,000,
    //             power 8 × 730 × (0.3 + 0.7 h/24) × 1.5 × 0.10       = 262.8 + 25.55 h
    // over 60 months with the $240,000 purchase:
    //   gap(h) = 240,000 + 60 × 22,662.8 − 60 × (1,674.1333 − 25.55) h = 1,599,768 − 98,915 h
    //   h* = 1,599,768 / 98,915 = 16.1732 hours a day.
    const Evaluation e = evaluate(in);
    CHECK(e.option(Option::Cloud).tco == Approx(100448.0 * 12.0)); // 60 × 1,674.13 × 12
    CHECK(e.option(Option::OnPrem).tco == Approx(1599768.0 + 60 * 25.55 * 12)); // 1,618,164
    REQUIRE(e.breakEvenInHoursPerDay);
    CHECK(e.breakEvenUtilizationKind == BreakEvenKind::Crossing);
    REQUIRE(e.breakEvenHoursPerDay.has_value());
    CHECK(*e.breakEvenHoursPerDay == Approx(1599768.0 / 98915.0).epsilon(1e-7));
    // The utilization at those hours: h* / 24 (7 days a week).
    REQUIRE(e.breakEvenUtilization.has_value());
    CHECK(*e.breakEvenUtilization == Approx(1599768.0 / 98915.0 / 24.0).epsilon(1e-7));
    // Scaling the GPUs instead (the rule before) can never fill the fleet beyond 12 hours a day:
    // at "100%" (16 GPUs, 12 hours) the 8 extra GPUs burst for both options, the gap stays the
    // 412,788 of 12 hours, and it read "the cloud stays cheaper even at full utilization".
    const double gpuScaledGap =
        tcoAtUtilization(in, Option::OnPrem, 1.0) - tcoAtUtilization(in, Option::Cloud, 1.0);
    CHECK(gpuScaledGap == Approx(1599768.0 - 98915.0 * 12.0)); // 412,788
    const DecisionResult decided = decide(in, e);
    REQUIRE(std::holds_alternative<Decision>(decided));
    const Decision &d = std::get<Decision>(decided);
    const auto &reason = std::get<UtilizationReason>(d.score(Factor::Utilization).reason);
    CHECK(reason.hoursPerDay == 12.0);
    REQUIRE(reason.breakEvenHoursPerDay.has_value());
    CHECK(*reason.breakEvenHoursPerDay == Approx(16.1732).epsilon(1e-5));

    // At 20 hours a day on-premise is cheaper (gap 1,599,768 − 98,915 × 20 = −378,532): the
    // break-even stays 16.17 hours a day, below the workload's own.
    in.workloads.front().hoursPerDay = 20.0;
    const Evaluation busier = evaluate(in);
    CHECK(busier.option(Option::OnPrem).tco - busier.option(Option::Cloud).tco ==
          Approx(-378532.0));
    REQUIRE(busier.breakEvenHoursPerDay.has_value());
    CHECK(*busier.breakEvenHoursPerDay == Approx(16.1732).epsilon(1e-5));

    // Not in hours a day: a workload given as a utilization, or two different hours.
    Inputs mixed = in;
    mixed.workloads.push_back(daytime("Batch", 4, 8.0, 7, 0, 6.88));
    CHECK_FALSE(hoursPerDayForm(mixed).has_value());
    CHECK_FALSE(evaluate(mixed).breakEvenInHoursPerDay);
}
