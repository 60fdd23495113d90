// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The plan's parts by hand (docs/methodology.md §14): reserved commitments as contracts and a
// phased migration. Every expected number has its arithmetic beside it; the examples are the
// methodology's worked examples 14.1a to 14.1d and 14.3.
#include "engine/costmodel.h"
#include "handbase.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gda::engine;

namespace {

// One year, no discounting, prices 4.00 on demand and 2.40 reserved per GPU-hour; no storage,
// egress, overhead, lead time, installation or facility; fleets at full utilization. One
// training workload of 16 GPUs at 50%: D = 16 × 730 × 0.5 = 5,840 GPU-hours a month.
Inputs planBase()
{
    Inputs in;
    in.modelVersion = 2;
    in.horizonYears = 1;
    in.discountRate = 0.0;
    in.cloud.onDemandPerGpuHour = 4.0;
    in.cloud.reservedPerGpuHour = 2.4;
    in.cloud.storageTb = 0.0;
    in.cloud.egressTbPerMonth = 0.0;
    in.cloud.overheadFraction = 0.0;
    OnPrem &p = in.onprem;
    p.installationPerGpu = 0.0;
    p.facilityPerKw = 0.0;
    p.storagePerTbMonth = 0.0;
    p.maxUtilization = 1.0;
    p.leadMonths = 0;
    in.migration.parallelRunMonths = 0;
    WorkloadInput w;
    w.name = "Training";
    w.kind = WorkloadKind::Training;
    w.gpus = 16;
    w.utilization = 0.5;
    in.workloads.push_back(w);
    return in;
}

Commitment commitment(int gpus, int start, double recovery = 0.0)
{
    Commitment c;
    c.gpus = gpus;
    c.termYears = 1;
    c.startMonth = start;
    c.recoveryFraction = recovery;
    return c;
}

double cloudCompute(const Inputs &in, Option o)
{
    return evaluateOptions(in).option(o).category(Category::CloudCompute);
}

} // namespace

TEST_CASE("a commitment is paid every month of its term and serves its workloads first", "[plan]")
{
    Inputs in = planBase();
    // Without a commitment: 12 × 5,840 × 4.00 = 280,320.
    CHECK(cloudCompute(in, Option::Cloud) == Approx(280320.0).epsilon(1e-9));

    SECTION("four GPUs from month 4 at the workload's reserved price")
    {
        in.commitments = {commitment(4, 4)};
        // Months 1–3: 5,840 × 4 = 23,360. Months 4–12: 4 × 730 × 2.40 = 7,008 paid, 2,920 hours
        // covered, 2,920 × 4 = 11,680 on demand: 18,688. Its months 13–15 lie beyond the
        // horizon. 3 × 23,360 + 9 × 18,688 = 238,272.
        const Evaluation e = evaluateOptions(in, {.withWorkloadDetail = true});
        const OptionResult &cloud = e.option(Option::Cloud);
        CHECK(cloud.category(Category::CloudCompute) == Approx(238272.0).epsilon(1e-9));
        CHECK(cloud.monthly[2] == Approx(23360.0).epsilon(1e-9));
        CHECK(cloud.monthly[3] == Approx(18688.0).epsilon(1e-9));
        CHECK(cloud.workloads[0].reservedHours[3] == Approx(2920.0).epsilon(1e-9));
        CHECK(cloud.workloads[0].onDemandHours[3] == Approx(2920.0).epsilon(1e-9));
        // Multi-cloud counts the committed hours against the own terms, as a reservation.
        CHECK(e.option(Option::MultiCloud).category(Category::CloudCompute) ==
              Approx(238272.0).epsilon(1e-9));
    }
    SECTION("a commitment larger than the demand is paid in full")
    {
        // 12 × 730 × 2.40 = 21,024 a month covers all 5,840 hours: 12 × 21,024 = 252,288.
        in.commitments = {commitment(12, 1)};
        CHECK(cloudCompute(in, Option::Cloud) == Approx(252288.0).epsilon(1e-9));
    }
    SECTION("its own price wins over the workload's; another offer's commitment serves nothing")
    {
        Commitment own = commitment(4, 1);
        own.reservedPerGpuHour = 2.0; // 4 × 730 × 2.00 = 5,840 + 11,680 = 17,520 a month
        in.commitments = {own};
        CHECK(cloudCompute(in, Option::Cloud) == Approx(12 * 17520.0).epsilon(1e-9));
        Commitment other = commitment(4, 1);
        other.offer = "aws-p5.48xlarge-us-east-1"; // no workload runs on it: 7,008 for nothing
        in.commitments = {other};
        CHECK(cloudCompute(in, Option::Cloud) == Approx(12 * (23360.0 + 7008.0)).epsilon(1e-9));
    }
}

TEST_CASE("a go-live releases no commitment, a release month makes the remainder", "[plan]")
{
    Inputs in = planBase();
    // Eight GPUs bought in month 1, live in month 4, serve all 5,840 hours (8 × 730 × 1); the
    // parallel run is month 4. A commitment is a contract (cost-model-v2 §7.2): the go-live does
    // not release it.
    in.onpremV2.purchases = std::vector<Purchase>{{1, 8}};
    in.onprem.leadMonths = 3;
    in.migration.parallelRunMonths = 1;
    in.migration.hybridEgressTbPerMonth = 0.0;
    in.commitments = {commitment(4, 1, 0.5)};
    OptionResult r = evaluateOptions(in).option(Option::OnPrem);
    // Months 1–3: 7,008 + 2,920 × 4 = 18,688; months 4–12: 7,008 paid, nothing left to serve.
    // 3 × 18,688 + 9 × 7,008 = 119,136.
    CHECK(r.category(Category::CloudCompute) == Approx(119136.0).epsilon(1e-9));
    CHECK(r.commitmentsReleasedFrom == 0);

    // Released from month 5 (example 14.1b): months 5–12 (1 − 0.5) × 7,008 = 3,504.
    // 3 × 18,688 + 7,008 + 8 × 3,504 = 91,104.
    in.commitments[0].releaseMonth = 5;
    r = evaluateOptions(in).option(Option::OnPrem);
    CHECK(r.category(Category::CloudCompute) == Approx(91104.0).epsilon(1e-9));
    CHECK(r.commitmentsReleasedFrom == 5);
    // The release holds in every option: the cloud pays the remainder and rents the hours.
    // Months 1–4: 18,688; months 5–12: 3,504 + 23,360 = 26,864. 4 × 18,688 + 8 × 26,864.
    const OptionResult cloud = evaluateOptions(in).option(Option::Cloud);
    CHECK(cloud.category(Category::CloudCompute) ==
          Approx(4 * 18688.0 + 8 * 26864.0).epsilon(1e-9));
    CHECK(cloud.commitmentsReleasedFrom == 5);

    // Without the commitment: 3 × 23,360 = 70,080.
    in.commitments.clear();
    CHECK(cloudCompute(in, Option::OnPrem) == Approx(70080.0).epsilon(1e-9));
}

TEST_CASE("a pilot node's commitment keeps serving what stays in the cloud, so hybrid beats cloud",
          "[plan]")
{
    // docs/methodology.md §14.1, examples 14.1c and 14.1d. Three years, no discounting, the hand
    // base (GPU 25,000 + 5,000 server share, 1 kW at PUE 1.5 and 0.10 per kWh, maintenance 12%,
    // staff 120,000 a year). Training on 16 GPUs around the clock: 16 × 730 = 11,680 GPU-hours a
    // month, 4.00 on demand. A commitment of 8 GPUs for 3 years from month 1 at 2.40:
    // 8 × 730 × 2.40 = 14,016 a month for 5,840 hours. The hybrid option buys a pilot node of 8
    // GPUs in month 1 (no lead time): it serves 8 × 730 = 5,840 hours, the commitment the rest.
    Inputs in = test::handV2Base(3, 4.0, 2.4);
    WorkloadInput w;
    w.name = "Training";
    w.kind = WorkloadKind::Training;
    w.gpus = 16;
    w.utilization = 1.0;
    in.workloads.push_back(w);
    in.hybrid.purchases = std::vector<Purchase>{{1, 8}};
    Commitment c = commitment(8, 1);
    c.termYears = 3;
    in.commitments = {c};
    const Evaluation e = evaluateOptions(in);
    const OptionResult &cloud = e.option(Option::Cloud);
    const OptionResult &hybrid = e.option(Option::Hybrid);

    // Cloud: 14,016 + 5,840 × 4.00 = 37,376 a month; 36 × 37,376 = 1,345,536.
    CHECK(cloud.tco == Approx(1345536.0).epsilon(1e-9));
    // Hybrid: the commitment serves the 5,840 hours the node leaves: cloud compute 36 × 14,016 =
    // 504,576. Capex 8 × 30,000 = 240,000; power 8 × 730 × 1 × 1.5 × 0.10 = 876 a month, 31,536;
    // maintenance 0.12 × 240,000 / 12 = 2,400 a month, 86,400; staff 360,000.
    CHECK(hybrid.category(Category::CloudCompute) == Approx(504576.0).epsilon(1e-9));
    CHECK(hybrid.tco == Approx(504576.0 + 240000.0 + 31536.0 + 86400.0 + 360000.0).epsilon(1e-9));
    CHECK(hybrid.tco == Approx(1222512.0).epsilon(1e-9));
    CHECK(hybrid.npv < cloud.npv); // hybrid saves 123,024
    CHECK(hybrid.commitmentsReleasedFrom == 0);
    // Released at the go-live as before the amendment, the commitment would serve nothing and
    // the 5,840 hours would be rented on demand: 36 × (14,016 + 23,360) = 1,345,536 of cloud
    // compute, and the hybrid total 2,063,472 would lose to the cloud.

    SECTION("released from month 13 at half its payment recovered")
    {
        in.commitments[0].recoveryFraction = 0.5;
        in.commitments[0].releaseMonth = 13;
        const Evaluation released = evaluateOptions(in);
        // Months 13–36: 0.5 × 14,016 = 7,008 paid, 5,840 × 4.00 = 23,360 on demand.
        // Hybrid: 12 × 14,016 + 24 × (7,008 + 23,360) = 168,192 + 728,832 = 897,024.
        CHECK(released.option(Option::Hybrid).category(Category::CloudCompute) ==
              Approx(897024.0).epsilon(1e-9));
        // Cloud: 12 × 37,376 + 24 × (7,008 + 46,720) = 448,512 + 1,289,472 = 1,737,984.
        CHECK(released.option(Option::Cloud).tco == Approx(1737984.0).epsilon(1e-9));
        CHECK(released.option(Option::Hybrid).commitmentsReleasedFrom == 13);
    }
}

TEST_CASE("a phased migration moves the workload in its week, pays both sides and a standby",
          "[plan]")
{
    Inputs in = planBase();
    in.onpremV2.purchases = std::vector<Purchase>{{1, 8}};
    in.cloud.storageTb = 10.0;
    in.cloud.storagePerGbMonth = 0.02; // 10 × 1,000 × 0.02 = 200 a month
    in.cloud.egressTbPerMonth = 1.0;   // 1,000 GB × 0.09 = 90 a month
    in.migration.dataTb = 20.0;        // 10,000 × 0.09 + 10,000 × 0.085 = 1,750
    in.migrationPhases = MigrationPhases{};
    const double D = 365.0 / 12.0; // days a month; month m spans [(m − 1) D, m D)

    const Evaluation e = evaluateOptions(in, {.withMonthlyCategories = true});
    const OptionResult &r = e.option(Option::OnPrem);
    REQUIRE(r.migration.has_value());
    const MigrationTimeline &tl = *r.migration;
    // 4 + 4 + 4 + 4 + 4 weeks: boundaries at days 0, 28, 56, 84, 112, 140.
    CHECK(tl.boundsDays[3] == 84.0);
    CHECK(tl.boundsDays[5] == 140.0);
    CHECK(tl.moveStartDays[0] == 84.0);
    CHECK(tl.moveEndDays[0] == 112.0);
    CHECK(tl.fallbackEndDays[0] == 142.0);
    CHECK(tl.transferMonth == 2); // day 56 lies in month 1 + floor(56 / D) = 2
    CHECK(tl.releaseMonth == 6);  // 1 + ceil(140 / D) = 1 + ceil(4.60) = 6
    auto at = [&](int month, Category c) {
        return r.monthlyByCategory[std::size_t(month - 1)][std::size_t(c)];
    };
    // Served: from day 84; month 3 = [2D, 3D) = [60.83, 91.25) has 7.25 days of it:
    // 5,840 × 7.25 / D = 5,840 × 87 / 365 = 1,392 on-premise, 4,448 × 4 = 17,792 in the cloud.
    CHECK(at(3, Category::CloudCompute) == Approx(17792.0).epsilon(1e-9));
    CHECK(at(4, Category::CloudCompute) == Approx(0.0).margin(1e-6));
    // Cloud compute: 2 × 23,360 + 17,792 = 64,512.
    CHECK(r.category(Category::CloudCompute) == Approx(64512.0).epsilon(1e-9));
    // Cloud storage until day 84: 200 + 200 + 200 × (84 − 2D) / D = 400 + 152.33 = 552.33.
    CHECK(r.category(Category::CloudStorage) ==
          Approx(400.0 + 200.0 * (84.0 - 2 * D) / D).epsilon(1e-9));
    // Cloud egress until day 112: 3 × 90 + 90 × (112 − 3D) / D = 270 + 61.40.
    CHECK(r.category(Category::CloudEgress) ==
          Approx(270.0 + 90.0 * (112.0 - 3 * D) / D).epsilon(1e-9));
    // Migration: the transfer 1,750 in month 2; both sides during the move [84, 112): the fleet's
    // service at on-demand, 23,360 a month × 28 / D = 64 × 12 × 28 = 21,504 (month 3: 5,568,
    // month 4: 15,936); the standby 10% of that during [112, 142): 0.1 × 64 × 12 × 30 = 2,304.
    CHECK(at(2, Category::Migration) == Approx(1750.0).epsilon(1e-9));
    CHECK(at(3, Category::Migration) == Approx(5568.0).epsilon(1e-9));
    CHECK(at(4, Category::Migration) == Approx(15936.0 + 742.4).epsilon(1e-9));
    CHECK(at(5, Category::Migration) == Approx(1561.6).epsilon(1e-9));
    CHECK(r.category(Category::Migration) == Approx(1750.0 + 21504.0 + 2304.0).epsilon(1e-9));

    SECTION("with a commitment, kept for its term or released after the decommissioning")
    {
        in.commitments = {commitment(4, 1, 0.25)};
        // Months 1–2: 7,008 + 11,680 = 18,688; month 3: 4,448 − 2,920 = 1,528 × 4 = 6,112 +
        // 7,008 = 13,120; months 4–12: 7,008 each, nothing left to serve (no release, §7.2).
        // 2 × 18,688 + 13,120 + 9 × 7,008 = 113,568.
        CHECK(cloudCompute(in, Option::OnPrem) == Approx(113568.0).epsilon(1e-9));
        // Released from month 6, the first after the decommissioning: months 6–12 0.75 × 7,008
        // = 5,256 each. 2 × 18,688 + 13,120 + 2 × 7,008 + 7 × 5,256 = 101,304.
        in.commitments[0].releaseMonth = 6;
        CHECK(cloudCompute(in, Option::OnPrem) == Approx(101304.0).epsilon(1e-9));
    }
    SECTION("workloads move one after another in the chosen order")
    {
        WorkloadInput second = in.workloads[0];
        second.name = "Inference";
        in.workloads.push_back(second);
        in.migrationPhases->order = {"Inference"};
        const MigrationTimeline t2 = *evaluateOptions(in).option(Option::OnPrem).migration;
        // Two slots of 14 days in [84, 112): Inference first, then Training.
        CHECK(t2.moveStartDays[1] == 84.0);
        CHECK(t2.moveEndDays[1] == 98.0);
        CHECK(t2.moveStartDays[0] == 98.0);
        CHECK(t2.fallbackEndDays[0] == 142.0);
    }
    SECTION("a workload that stays in the cloud is not moved")
    {
        in.workloads[0].placement = Placement::Cloud;
        const MigrationTimeline t2 = *evaluateOptions(in).option(Option::OnPrem).migration;
        CHECK(std::isinf(t2.moveStartDays[0]));
        CHECK(cloudCompute(in, Option::OnPrem) == Approx(12 * 23360.0).epsilon(1e-9));
    }
}

TEST_CASE("without commitments and phases a version 2 scenario keeps its figures", "[plan]")
{
    Inputs in = planBase();
    in.onpremV2.purchases = std::vector<Purchase>{{1, 8}};
    const Evaluation before = evaluateOptions(in);
    in.commitments = {commitment(4, 1)};
    in.commitments[0].startMonth = 13; // beyond the horizon: never paid, never serves
    const Evaluation after = evaluateOptions(in);
    for (const OptionResult &r : before.options)
        CHECK(after.option(r.option).npv == r.npv);
    CHECK_FALSE(after.option(Option::OnPrem).migration.has_value());
}

TEST_CASE("the transfer planner prices every way out of the cloud and picks the cheapest that fits",
          "[plan]")
{
    Inputs in = planBase(); // AWS egress tiers 0.09 / 0.085 / 0.07 / 0.05; Snowball 80 TB, 300;
                            // Direct Connect 3,600 a month and 0.02 per GB
    const double oneGbpsDay = 8.0e6 / 1000.0 / 86400.0; // days per TB at 1 Gbit/s

    SECTION("20 TB in a 4-week data phase: a Snowball")
    {
        const TransferItem t = estimateTransfer(in, 20.0, 1000.0, 28.0, 56.0);
        // Internet: 10,000 × 0.09 + 10,000 × 0.085 = 1,750 in 20 × 8e6 / 1,000 s = 1.85 days.
        CHECK(t.methods[0].cost == Approx(1750.0).epsilon(1e-9));
        CHECK(t.methods[0].days == Approx(20.0 * oneGbpsDay).epsilon(1e-9));
        // DataSync: + 20,000 × 0.0125 = 250; ceil(1,000 / 150) = 7 tasks fill the line.
        CHECK(t.methods[1].cost == Approx(2000.0).epsilon(1e-9));
        CHECK(t.methods[1].days == Approx(20.0 * oneGbpsDay).epsilon(1e-9));
        // Snowball: one device, 300, loaded at 1 Gbit/s plus 7 days of shipping.
        CHECK(t.methods[2].cost == Approx(300.0).epsilon(1e-9));
        CHECK(t.methods[2].days == Approx(20.0 * oneGbpsDay + 7.0).epsilon(1e-9));
        // Direct Connect: one month of the port + 20,000 × 0.02 = 4,000, but 12 weeks to
        // provision and only 56 days from the purchase to the data phase.
        CHECK(t.methods[3].cost == Approx(4000.0).epsilon(1e-9));
        CHECK_FALSE(t.methods[3].fits);
        REQUIRE(t.cheapest);
        CHECK(*t.cheapest == TransferMethod::Snowball);
    }
    SECTION("the seed's 500 TB: too slow over 1 Gbit/s, seven Snowballs")
    {
        const TransferItem t = estimateTransfer(in, 500.0, 1000.0, 28.0, 200.0);
        // 900 + 40,000 × 0.085 + 100,000 × 0.07 + 350,000 × 0.05 = 28,800 in 46.3 days.
        CHECK(t.methods[0].cost == Approx(28800.0).epsilon(1e-9));
        CHECK(t.methods[0].days == Approx(500.0 * oneGbpsDay).epsilon(1e-9));
        CHECK_FALSE(t.methods[0].fits);
        // ceil(500 / 80) = 7 devices, 2,100; each loads 500 / 7 TB: 6.61 days + 7.
        CHECK(t.methods[2].cost == Approx(2100.0).epsilon(1e-9));
        CHECK(t.methods[2].days == Approx(500.0 / 7.0 * oneGbpsDay + 7.0).epsilon(1e-9));
        // Direct Connect at 10 Gbit/s: 4.63 days, 3,600 + 500,000 × 0.02 = 13,600.
        CHECK(t.methods[3].cost == Approx(13600.0).epsilon(1e-9));
        CHECK(t.methods[3].fits);
        CHECK(*t.cheapest == TransferMethod::Snowball);
    }
    SECTION("nothing fits a window of one day")
    {
        in.migration.snowballDeviceTb = 80.0;
        const TransferItem t = estimateTransfer(in, 500.0, 1000.0, 1.0, 200.0);
        CHECK_FALSE(t.cheapest.has_value());
    }
    SECTION("Direct Connect pays back at 56 TB at the seed's port price, 24.5 TB at AWS's list")
    {
        // 900 + 3,400 + 6 × 70 = 4,720 = 3,600 + 56,000 × 0.02.
        CHECK(directConnectBreakEvenTb(in) == Approx(56.0).epsilon(1e-9));
        // 2.25 $ an hour × 730 = 1,642.50: 900 + 85 (V − 10) = 1,642.50 + 20 V, V = 24.5.
        in.migration.directConnectPortPerMonth = 2.25 * 730.0;
        CHECK(directConnectBreakEvenTb(in) == Approx(24.5).epsilon(1e-9));
    }
    SECTION("evaluate plans the scenario's data on the on-premise option's data phase")
    {
        in.onpremV2.purchases = std::vector<Purchase>{{1, 8}};
        in.onprem.leadMonths = 3;
        in.workloads[0].dataTb = 30.0;
        in.migration.dataTb = 20.0;
        in.migration.staleFraction = 0.5; // 15 TB and 10 TB move, 25 TB in all
        in.migrationPhases = MigrationPhases{};
        const Evaluation e = evaluateOptions(in);
        REQUIRE(e.transferPlan.has_value());
        const TransferPlan &plan = *e.transferPlan;
        CHECK(plan.windowDays == 28.0);
        // Bought in month 1, live in month 4: 3 × 365 / 12 + 56 days to the data phase.
        CHECK(plan.provisionWindowDays == Approx(3 * 365.0 / 12.0 + 56.0).epsilon(1e-12));
        REQUIRE(plan.items.size() == 3);
        CHECK(plan.items[0].name == "Training");
        CHECK(plan.items[0].volumeTb == Approx(15.0).epsilon(1e-12));
        CHECK(plan.items[1].volumeTb == Approx(10.0).epsilon(1e-12));
        CHECK(plan.items[2].name == "total");
        CHECK(plan.items[2].volumeTb == Approx(25.0).epsilon(1e-12));
        // 147 days ≥ 84: Direct Connect is in time, but one Snowball (300) is cheaper.
        CHECK(plan.items[2].methods[3].fits);
        CHECK(*plan.items[2].cheapest == TransferMethod::Snowball);
        in.migrationPhases.reset();
        CHECK_FALSE(evaluateOptions(in).transferPlan.has_value());
    }
}

// docs/methodology.md §14.5, example 14.5: three tranches with terms of their own. Three years,
// no discounting, GPUs at 30,000 with no server, installation or facility cost, maintenance 12%
// a year (300 per GPU a month), the scenario's terms cash, 3 months' lead time replaced per
// tranche, 5-year life, no residual value.
//   A: month 1, 8 GPUs, lead 0, the scenario's financing, life and residual rule;
//   B: month 13, 8 GPUs, lead 2 (live in month 15), a loan at 12% over 12 months;
//   C: month 1, 8 GPUs, lead 0, a 2-year life, each refresh twice as fast, residual counted.
TEST_CASE("each purchase tranche may have its own lead time, financing, life, refresh gain and "
          "residual value",
          "[plan][tranches]")
{
    Inputs in = planBase();
    in.horizonYears = 3;
    OnPrem &p = in.onprem;
    p.gpuUnitPrice = 30000.0;
    p.serverNetworkPerGpu = 0.0;
    p.maintenanceFraction = 0.12;
    p.leadMonths = 3;
    Purchase a(1, 8);
    a.leadMonths = 0;
    Purchase b(13, 8);
    b.leadMonths = 2;
    b.financingMode = FinancingMode::Loan;
    b.loanRate = 0.12;
    b.loanMonths = 12;
    Purchase c(1, 8);
    c.leadMonths = 0;
    c.lifetimeYears = 2;
    c.refreshThroughputGain = 2.0;
    c.countResidualValue = true;
    in.onpremV2.purchases = std::vector<Purchase>{a, b, c};
    const OptionResult r = evaluateOptions(in).option(Option::OnPrem);

    // Live months: A 1 + 0, B 13 + 2, C 1 + 0.
    REQUIRE(r.purchaseLiveMonths == std::vector<int>{1, 15, 1});
    // GPUs in service: months 1–14 A + C = 16; months 15–24 + B = 24; from month 25 C's refresh
    // buys ceil(8 / 2) = 4 GPUs twice as fast: 8 + 8 + 4 = 20.
    CHECK(r.fleetGpus[0] == 16);
    CHECK(r.fleetGpus[13] == 16);
    CHECK(r.fleetGpus[14] == 24);
    CHECK(r.fleetGpus[23] == 24);
    CHECK(r.fleetGpus[24] == 20);
    CHECK(r.fleetGpus[35] == 20);
    // Capex: A 8 × 30,000 = 240,000 cash in month 1; C 240,000 in month 1 and its refresh
    // 4 × 30,000 = 120,000 in month 25; B's loan: 240,000 × 0.01 / (1 − 1.01^−12) =
    // 21,323.709282802 a month in months 13–24, 255,884.511393624 in all.
    const double loan = 240000.0 * 0.01 / (1.0 - std::pow(1.01, -12.0));
    CHECK(loan == Approx(21323.709282802).epsilon(1e-12));
    CHECK(r.monthly.size() == 36);
    CHECK(r.category(Category::Capex) == Approx(855884.511393624).epsilon(1e-9));
    // Maintenance, 300 per GPU in service a month: 14 × 16 × 300 + 10 × 24 × 300 + 12 × 20 ×
    // 300 = 67,200 + 72,000 + 72,000 = 211,200.
    CHECK(r.category(Category::Maintenance) == Approx(211200.0).epsilon(1e-9));
    // Residual value, C only: bought last in month 25, 12 of its 24 months used at the end of
    // month 36: 4 × 30,000 × (1 − 12 / 24) = 60,000. A and B follow the scenario: none.
    CHECK(r.category(Category::ResidualCredit) == Approx(-60000.0).epsilon(1e-9));

    SECTION("a tranche without overrides follows the scenario: the same result as before")
    {
        Inputs plain = planBase();
        plain.horizonYears = 3;
        plain.onprem = in.onprem;
        plain.onpremV2.purchases = std::vector<Purchase>{Purchase(1, 8)};
        Inputs same = plain;
        Purchase own(1, 8);
        own.leadMonths = 3; // the scenario's own value, given explicitly
        own.financingMode = FinancingMode::Cash;
        own.lifetimeYears = 5;
        own.refreshThroughputGain = 1.0;
        own.countResidualValue = false;
        same.onpremV2.purchases = std::vector<Purchase>{own};
        const OptionResult x = evaluateOptions(plain).option(Option::OnPrem);
        const OptionResult y = evaluateOptions(same).option(Option::OnPrem);
        CHECK(x.monthly == y.monthly);
        CHECK(x.npv == y.npv);
        // Live in month 4 after the scenario's three months.
        CHECK(x.fleetGpus[2] == 0);
        CHECK(x.fleetGpus[3] == 8);
    }
}

// docs/methodology.md §14.6, example 14.6: migration.method "auto" charges the planner's choice.
TEST_CASE("migration method auto charges the cheapest transfer that fits the data phase",
          "[plan][transfer]")
{
    Inputs in = planBase();
    in.onpremV2.purchases = std::vector<Purchase>{{1, 8}};
    in.migration.dataTb = 20.0; // internet 10,000 × 0.09 + 10,000 × 0.085 = 1,750
    const auto migration = [](const Inputs &x) {
        const OptionResult r = evaluateOptions(x).option(Option::OnPrem);
        return std::pair{r.category(Category::Migration), r.transferMethod};
    };

    SECTION("phased: the data phase of 28 days from day 56")
    {
        in.migrationPhases = MigrationPhases{};
        in.onpremV2.purchases = std::vector<Purchase>{{1, 8}};
        // Example 14.3 without the commitment or storage: both sides 21,504 and the standby
        // 2,304 (§14.3), the internet transfer 1,750: 25,558.
        const auto [internet, none] = migration(in);
        CHECK(internet == Approx(25558.0).epsilon(1e-9));
        CHECK(!none.has_value()); // a fixed method prints no choice
        // Auto: internet 1,750 in 1.85 days (20 × 8 × 10^6 / 1,000 / 86,400), DataSync 1,750 +
        // 20,000 × 0.0125 = 2,000, one 80-TB Snowball 300 in 1.85 + 7 days of shipping = 8.85
        // ≤ 28, and Direct Connect not provisioned (84 days > 0 × D + 56): the Snowball, 300.
        in.migration.method = MigrationMethod::Auto;
        const auto [charged, method] = migration(in);
        CHECK(charged == Approx(25558.0 - 1750.0 + 300.0).epsilon(1e-9)); // 24,108
        REQUIRE(method.has_value());
        CHECK(*method == TransferMethod::Snowball);
        // A 5-day data phase: the Snowball's 8.85 days no longer fit; internet (1.85 days) is
        // the cheapest that does: 1,750 again.
        in.migrationPhases->dataWeeks = 5.0 / 7.0;
        const OptionResult r = evaluateOptions(in).option(Option::OnPrem);
        CHECK(r.transferMethod == TransferMethod::Internet);
    }
    SECTION("one-month move: the go-live month as the window, the lead time to provision")
    {
        in.migration.method = MigrationMethod::Auto;
        const auto [charged, method] = migration(in);
        CHECK(charged == Approx(300.0).epsilon(1e-9));
        CHECK(method == TransferMethod::Snowball);
        // The same rule without a timeline (the editors' figure): the lead time of 0 months.
        CHECK(migrationTransferCost(in) == Approx(300.0).epsilon(1e-9));
        // 2,000 TB: 25 Snowballs 7,500, each 80 TB loaded in 7.41 days + 7 = 14.4 days;
        // internet 185 days at 1 Gbit/s, too slow. With a 3-month lead time Direct Connect is
        // provisioned (84 ≤ 91.25 days) and moves 2,000 TB in 18.5 days for 3,600 + 2,000,000
        // × 0.02 = 43,600: dearer than the Snowballs, which stay the choice.
        in.migration.dataTb = 2000.0;
        in.onprem.leadMonths = 3;
        CHECK(migration(in).first == Approx(25 * 300.0).epsilon(1e-9));
    }
}
