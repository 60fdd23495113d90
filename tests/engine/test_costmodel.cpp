// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Hand-calculated checks of each formula of cost model v1. The arithmetic is written beside
// every expected number.
#include "engine/costmodel.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <numeric>
#include <stdexcept>

using namespace gda::engine;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// 10 GPUs at 50%: D = 10 × 730 × 0.5 = 3,650 GPU-hours every month; on-demand $2/GPU-hour.
// Everything else that costs money is zero, so each test switches on just what it checks.
Inputs bareInputs()
{
    Inputs in;
    in.horizonYears = 2;
    in.discountRate = 0.0;
    in.workload.gpus = 10;
    in.workload.utilization = 0.5;
    in.cloud.onDemandPerGpuHour = 2.0;
    in.cloud.storageTb = 0.0;
    in.cloud.egressTbPerMonth = 0.0;
    in.cloud.overheadFraction = 0.0;
    OnPrem &p = in.onprem;
    p.gpus = 10;
    p.hybridGpus = 0;
    p.gpuUnitPrice = 10000.0;
    p.serverNetworkPerGpu = 2000.0;
    p.installationPerGpu = 0.0;
    p.facilityPerKw = 0.0;
    p.fixedCapex = 0.0;
    p.kwPerGpu = 0.0;
    p.maintenanceFraction = 0.0;
    p.staffPerYear = 0.0;
    p.storagePerTbMonth = 0.0;
    p.maxUtilization = 1.0;
    p.leadMonths = 0;
    p.lifetimeYears = 5;
    in.migration.parallelRunMonths = 0;
    in.migration.dataTb = 0.0;
    in.migration.directConnectMonths = 0;
    return in;
}

double sum(const std::vector<double> &v)
{
    return std::accumulate(v.begin(), v.end(), 0.0);
}

} // namespace

TEST_CASE("tiered egress charges each band at its own price, at and around the edges",
          "[engine][tiers]")
{
    const std::vector<EgressTier> aws{{10, 0.09}, {50, 0.085}, {150, 0.07}, {kInf, 0.05}};
    CHECK(tieredCost(aws, 0.0) == 0.0);
    CHECK(tieredCost(aws, 9.999) == Approx(899.91));   // 9.999 TB × 1000 × 0.09
    CHECK(tieredCost(aws, 10.0) == Approx(900.0));     // the first band exactly full
    CHECK(tieredCost(aws, 10.5) == Approx(942.5));     // 900 + 0.5 × 1000 × 0.085
    CHECK(tieredCost(aws, 50.0) == Approx(4300.0));    // 900 + 40 × 85
    CHECK(tieredCost(aws, 50.001) == Approx(4300.07)); // 4300 + 0.001 × 1000 × 0.07
    CHECK(tieredCost(aws, 150.0) == Approx(11300.0));  // 4300 + 100 × 70
    CHECK(tieredCost(aws, 200.0) == Approx(13800.0));  // 11300 + 50 × 50
    // One open band: a flat price.
    CHECK(tieredCost({{kInf, 0.02}}, 123.0) == Approx(2460.0)); // 123 × 1000 × 0.02
}

TEST_CASE("lease payments spread the premium over the term and stop at the horizon",
          "[engine][financing]")
{
    Financing lease;
    lease.mode = FinancingMode::Lease;
    lease.leasePremium = 0.25;
    lease.leaseMonths = 36;
    // 1,200,000 × 1.25 / 36 = 41,666.67 a month for 36 months; the horizon keeps 24 of them.
    const auto payments = capexPayments(lease, 1200000.0, 1, 24);
    REQUIRE(payments.size() == 24);
    CHECK(payments.front() == Approx(41666.6666667));
    CHECK(payments.back() == Approx(41666.6666667));
    CHECK(sum(payments) == Approx(1000000.0)); // 24 × 41,666.67
    // Starting in month 13 leaves 12 payments inside 24 months: 500,000.
    const auto late = capexPayments(lease, 1200000.0, 13, 24);
    CHECK(late[11] == 0.0);
    CHECK(sum(late) == Approx(500000.0));
}

TEST_CASE("loan payments are an annuity, cut at the horizon, a zero rate divides evenly",
          "[engine][financing]")
{
    Financing loan;
    loan.mode = FinancingMode::Loan;
    loan.loanRate = 0.12; // r = 1% a month
    loan.loanMonths = 12;
    // 100,000 × 0.01 / (1 − 1.01^−12) = 8,884.88 (standard amortisation table).
    const auto payments = capexPayments(loan, 100000.0, 1, 24);
    CHECK(payments[0] == Approx(8884.88).margin(0.005));
    CHECK(payments[11] == Approx(8884.88).margin(0.005));
    CHECK(payments[12] == 0.0);
    CHECK(sum(payments) == Approx(106618.55).margin(0.05)); // 12 × 8,884.88
    // Cut: a 12-month loan that starts in month 19 has 6 payments inside 24 months.
    CHECK(sum(capexPayments(loan, 100000.0, 19, 24)) == Approx(6 * 8884.8788).margin(0.01));
    loan.loanRate = 0.0;
    CHECK(capexPayments(loan, 120000.0, 1, 24)[5] == Approx(10000.0)); // 120,000 / 12
}

TEST_CASE("cash capex is paid once in the month it falls", "[engine][financing]")
{
    Financing cash;
    const auto payments = capexPayments(cash, 5000.0, 3, 6);
    CHECK(payments == std::vector<double>{0, 0, 5000, 0, 0, 0});
    CHECK(sum(capexPayments(cash, 5000.0, 7, 6)) == 0.0); // after the horizon: not counted
}

TEST_CASE(
    "hardware is bought again every lifetime, the residual value is the last purchase's book value",
    "[engine][refresh]")
{
    Inputs in = bareInputs(); // M = 24
    in.onprem.gpus = 1;       // HW = 1 × (10,000 + 2,000) = 12,000
    in.onprem.installationPerGpu = 500.0;
    in.onprem.facilityPerKw = 1000.0;
    in.onprem.kwPerGpu = 2.0;    // facility 2 kW × 1,000 = 2,000, paid once
    in.onprem.lifetimeYears = 1; // refresh at month 13
    const auto demand = monthlyDemand(in);
    OptionResult r = evaluateOption(in, Option::OnPrem, 1, demand, {true});
    // Month 1: 12,000 + 500 + 2,000 = 14,500. Month 13: 12,000 + 500 = 12,500 (facility stays).
    CHECK(r.monthlyByCategory[0][std::size_t(Category::Capex)] == Approx(14500.0));
    CHECK(r.monthlyByCategory[12][std::size_t(Category::Capex)] == Approx(12500.0));
    CHECK(r.category(Category::Capex) == Approx(27000.0));
    CHECK(r.category(Category::ResidualCredit) == 0.0); // not asked for

    in.onprem.countResidualValue = true;
    // Bought in month 13, age at month 24 = 24 − 13 + 1 = 12 = L: fully written off.
    r = evaluateOption(in, Option::OnPrem, 1, demand);
    CHECK(r.category(Category::ResidualCredit) == 0.0);
    // Lifetime 3 years (L = 36): no refresh; age 24, credit −12,000 × (1 − 24/36) = −4,000.
    in.onprem.lifetimeYears = 3;
    r = evaluateOption(in, Option::OnPrem, 1, demand, {true});
    CHECK(r.category(Category::ResidualCredit) == Approx(-4000.0));
    CHECK(r.monthlyByCategory[23][std::size_t(Category::ResidualCredit)] == Approx(-4000.0));
    CHECK(r.category(Category::Capex) == Approx(14500.0));
}

TEST_CASE("before the go-live month every GPU-hour bursts to the cloud and data stays there",
          "[engine][lead]")
{
    Inputs in = bareInputs();
    in.onprem.leadMonths = 6; // G = 7
    in.cloud.storageTb = 10.0;
    in.cloud.storagePerGbMonth = 0.1;     // 10 × 1000 × 0.1 = 1,000 a month in the cloud
    in.onprem.storagePerTbMonth = 5.0;    // 10 × 5 = 50 a month on-premise
    in.onprem.maintenanceFraction = 0.12; // 0.12 × 120,000 / 12 = 1,200 a month from G
    in.cloud.burstPerGpuHour = 3.0;
    const auto demand = monthlyDemand(in);
    const OptionResult r = evaluateOption(in, Option::OnPrem, 10, demand, {true});
    const auto at = [&](int month, Category c) {
        return r.monthlyByCategory[std::size_t(month - 1)][std::size_t(c)];
    };
    // Months 1–6: 3,650 GPU-hours × $3 burst = 10,950; cloud storage 1,000; no maintenance.
    CHECK(at(1, Category::CloudCompute) == Approx(10950.0));
    CHECK(at(6, Category::CloudCompute) == Approx(10950.0));
    CHECK(at(6, Category::CloudStorage) == Approx(1000.0));
    CHECK(at(6, Category::Maintenance) == 0.0);
    // Month 7: capacity 10 × 730 × 1.0 = 7,300 ≥ 3,650, nothing bursts; storage moves on-premise.
    CHECK(at(7, Category::CloudCompute) == 0.0);
    CHECK(at(7, Category::CloudStorage) == 0.0);
    CHECK(at(7, Category::OnpremStorage) == Approx(50.0));
    CHECK(at(7, Category::Maintenance) == Approx(1200.0));
    CHECK(r.category(Category::CloudCompute) == Approx(6 * 10950.0));
}

TEST_CASE("parallel running pays the cloud for on-premise work during the first months",
          "[engine][migration]")
{
    Inputs in = bareInputs();
    in.onprem.leadMonths = 2;           // G = 3
    in.migration.parallelRunMonths = 2; // months 3 and 4
    in.migration.dataTb = 100.0;
    in.migration.staleFraction = 0.5;
    in.migration.compression = 0.2; // moved: 100 × 0.5 × 0.8 = 40 TB
    in.migration.method = MigrationMethod::Snowball;
    in.migration.snowballDeviceTb = 30.0; // ceil(40 / 30) = 2 devices
    in.migration.snowballFeePerDevice = 300.0;
    in.migration.snowballShippingPerDevice = 50.0; // 2 × 350 = 700 in month 3
    const OptionResult r = evaluateOption(in, Option::OnPrem, 10, monthlyDemand(in), {true});
    const auto migration = [&](int month) {
        return r.monthlyByCategory[std::size_t(month - 1)][std::size_t(Category::Migration)];
    };
    // Served on-premise 3,650 GPU-hours × $2 on-demand = 7,300 a month while running in parallel.
    CHECK(migration(2) == 0.0);
    CHECK(migration(3) == Approx(700.0 + 7300.0));
    CHECK(migration(4) == Approx(7300.0));
    CHECK(migration(5) == 0.0);

    in.migration.method = MigrationMethod::DirectConnect;
    in.migration.directConnectPortPerMonth = 3600.0;
    in.migration.directConnectMonths = 2;
    in.migration.directConnectPerGb = 0.02;
    in.migration.parallelRunMonths = 0;
    // 3,600 × 2 + 40 TB × 1000 × 0.02 = 7,200 + 800 = 8,000
    CHECK(evaluateOption(in, Option::OnPrem, 10, monthlyDemand(in)).category(Category::Migration) ==
          Approx(8000.0));
    in.migration.method = MigrationMethod::Internet;
    in.cloud.egressTiers = {{10, 0.09}, {kInf, 0.05}}; // 10 × 90 + 30 × 50 = 2,400
    CHECK(evaluateOption(in, Option::OnPrem, 10, monthlyDemand(in)).category(Category::Migration) ==
          Approx(2400.0));
}

TEST_CASE("a hybrid fleet of 0 GPUs is all cloud burst with no capex, staff or migration",
          "[engine][hybrid]")
{
    Inputs in = bareInputs();
    in.onprem.hybridGpus = 0;
    in.onprem.staffPerYear = 120000.0; // would be 10,000 a month with a fleet
    in.migration.dataTb = 500.0;
    in.migration.parallelRunMonths = 3;
    in.cloud.storageTb = 1.0;
    in.cloud.storagePerGbMonth = 0.1; // 100 a month
    in.cloud.overheadFraction = 0.1;
    const Evaluation e = evaluateOptions(in);
    const OptionResult &hybrid = e.option(Option::Hybrid);
    CHECK(hybrid.onpremGpus == 0);
    CHECK(hybrid.category(Category::Capex) == 0.0);
    CHECK(hybrid.category(Category::Staff) == 0.0);
    CHECK(hybrid.category(Category::Migration) == 0.0);
    // 24 months × (7,300 compute + 730 overhead + 100 storage) = 195,120, the cloud option's cost.
    CHECK(hybrid.tco == Approx(24 * (7300.0 + 730.0 + 100.0)));
    CHECK(hybrid.tco == Approx(e.option(Option::Cloud).tco));
}

TEST_CASE("the default hybrid fleet is the first year's baseline", "[engine][hybrid]")
{
    Inputs in = bareInputs();
    in.onprem.hybridGpus.reset();
    in.onprem.maxUtilization = 0.9;
    // Profile low month 0.5 of a mean of 1: D_min = 10 × 730 × 0.5 × 0.5 = 1,825;
    // floor(1,825 / (730 × 0.9)) = floor(2.78) = 2 GPUs.
    in.workload.monthlyProfile = {0.5, 1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    CHECK(fleetSize(in, Option::Hybrid, monthlyDemand(in)) == 2);
    CHECK(fleetSize(in, Option::OnPrem, monthlyDemand(in)) == 10);
    CHECK(fleetSize(in, Option::Cloud, monthlyDemand(in)) == 0);
}

TEST_CASE("demand follows the normalised profile and compounds growth monthly", "[engine][demand]")
{
    Inputs in = bareInputs();
    in.workload.monthlyProfile = {2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}; // mean 13/12
    in.workload.annualGrowth = 0.21;
    const auto d = monthlyDemand(in);
    REQUIRE(d.size() == 24);
    // Month 1: 3,650 × 2 / (13/12) = 6,738.46
    CHECK(d[0] == Approx(3650.0 * 2.0 * 12.0 / 13.0));
    // Month 13 (profile index 0 again), a year of growth: × 1.21
    CHECK(d[12] == Approx(3650.0 * 2.0 * 12.0 / 13.0 * 1.21));
    // Month 7: half a year of growth: × sqrt(1.21) = 1.1
    CHECK(d[6] == Approx(3650.0 * 12.0 / 13.0 * 1.1));
}

TEST_CASE("reserved pricing pays the commitment around the clock and bursts above it",
          "[engine][cloud]")
{
    Inputs in = bareInputs();
    in.cloud.pricing = CloudPricing::Reserved;
    in.cloud.reservedPerGpuHour = 1.0;
    in.cloud.reservedGpus = 4; // 4 × 730 = 2,920 hours paid at $1 = 2,920
    // Demand 3,650: 730 hours above the commitment at $2 on-demand = 1,460; month = 4,380.
    const Evaluation e = evaluateOptions(in);
    CHECK(e.option(Option::Cloud).monthly[0] == Approx(4380.0));
    in.cloud.reservedGpus = 20; // over-reserved: 14,600 hours × $1, no on-demand
    CHECK(evaluateOptions(in).option(Option::Cloud).monthly[0] == Approx(14600.0));
}

TEST_CASE("break-even month interpolates the first crossing of the cumulative costs",
          "[engine][breakeven]")
{
    // d = onprem − cloud: 100, 40, −20 → crossing between months 2 and 3: 2 + 40 / 60 = 2.667
    CHECK(*breakEvenMonth({0, 60, 120}, {100, 100, 100}) == Approx(2.0 + 40.0 / 60.0));
    // Never behind the cloud (d = −5, −5): 0.
    CHECK(*breakEvenMonth({10, 20}, {5, 15}) == 0.0);
    // Never.
    CHECK_FALSE(breakEvenMonth({1, 2, 3}, {5, 6, 7}).has_value());
}

namespace {

// Cumulative series with cloud at 0, so that the option's cumulative cost is d_m itself.
std::optional<double> paybackOf(const std::vector<double> &gaps)
{
    return breakEvenMonth(std::vector<double>(gaps.size(), 0.0), gaps);
}

} // namespace

TEST_CASE("break-even month is the payback month after the option first falls behind",
          "[engine][breakeven]")
{
    // The three examples of cost-model-v2 §7.1, by hand (docs/methodology.md §5).
    // 1. d = 0, 0, 0, +3.5M, …, +0.2M, −0.1M (month 34): months of equal cost before the option
    //    falls behind are no catch-up; the crossing lies in month 34: 33 + 0.2 / (0.2 + 0.1).
    std::vector<double> first = {0.0, 0.0, 0.0};
    for (int k = 0; k < 30; ++k) // month 4 … 33: +3.5M falling to +0.2M
        first.push_back(3.5e6 - 3.3e6 * k / 29.0);
    first.push_back(-0.1e6);
    REQUIRE(first.size() == 34);
    REQUIRE(first[32] == Approx(0.2e6));
    REQUIRE(paybackOf(first).has_value());
    CHECK(*paybackOf(first) == Approx(33.0 + 0.2 / 0.3)); // 33.67
    // 2. Cheaper in month 1, behind from month 2, back in month 5: 4 + 42,519 / 51,067 = 4.83.
    const auto second = paybackOf({-10594.0, 144651.0, 93585.0, 42519.0, -8548.0});
    REQUIRE(second.has_value());
    CHECK(*second == Approx(4.0 + 42519.0 / (42519.0 + 8548.0)));
    CHECK(*second == Approx(4.83).margin(0.005));
    // 3. Equal until a late purchase, never caught up: null, not 0 (the old rule said 0).
    CHECK_FALSE(paybackOf({0.0, 0.0, 0.0, 0.0, 7.6e6}).has_value());
    // A tranche still in its lead time, then a crossing that is no payback: only d > 0 counts.
    CHECK(*paybackOf({0.0, 0.0, 0.0}) == 0.0);
    CHECK(*paybackOf({-1.0, -2.0, -3.0}) == 0.0);
}

TEST_CASE("PaybackMonth fed month by month equals breakEvenMonth on the series",
          "[engine][breakeven]")
{
    const std::vector<double> gaps = {-10594.0, 144651.0, 93585.0, 42519.0, -8548.0, 5.0};
    PaybackMonth payback;
    CHECK(*payback.month() == 0.0); // nothing seen: never behind
    for (double d : gaps)
        payback.add(d);
    REQUIRE(payback.month().has_value());
    // The first catch-up counts; a later lapse (d = +5 in month 6) does not undo it.
    CHECK(*payback.month() == *paybackOf(gaps));
    CHECK(*payback.month() == Approx(4.0 + 42519.0 / (42519.0 + 8548.0)));
}

TEST_CASE("power follows the fleet's busy share between idle and full load", "[engine][power]")
{
    Inputs in = bareInputs();
    in.onprem.kwPerGpu = 1.0;
    in.onprem.pue = 1.5;
    in.onprem.idlePowerFraction = 0.2;
    in.onprem.electricityPerKwh = 0.1;
    // b = 3,650 / (10 × 730) = 0.5; 10 × 1 × 730 × (0.2 + 0.8 × 0.5) × 1.5 × 0.1 = 657 a month
    const Evaluation e = evaluateOptions(in);
    CHECK(e.option(Option::OnPrem).monthly[5] == Approx(657.0));
    CHECK(e.option(Option::OnPrem).category(Category::Power) == Approx(24 * 657.0));
}

// The option list (engine/options.h): evaluations follow it, each option is computed by its
// fleet rule, and each option carries its own break-even and savings against the cloud.

namespace {

// bareInputs() with a hybrid fleet of 2 GPUs and one egress price of 0.09 $/GB. The cloud costs
// 3,650 × 2 = 7,300 a month, 175,200 in all. A fleet of K GPUs costs K × 12,000 in month 1
// (cash) and nothing else; it serves min(3,650, K × 730) GPU-hours, the rest bursts at the
// on-demand price.
Inputs optionInputs()
{
    Inputs in = bareInputs();
    in.onprem.hybridGpus = 2;
    in.cloud.egressTiers = {{kInf, 0.09}};
    return in;
}

constexpr auto kDummy = static_cast<Option>(42);

std::vector<Option> ids(const Evaluation &e)
{
    std::vector<Option> out;
    for (const OptionResult &r : e.options)
        out.push_back(r.option);
    return out;
}

} // namespace

TEST_CASE("a version 1 evaluation holds cloud, on-premise and hybrid, tagged, in list order",
          "[engine][options]")
{
    const Evaluation e = evaluateOptions(optionInputs());
    CHECK(e.modelVersion == 1);
    CHECK(ids(e) == std::vector<Option>{Option::Cloud, Option::OnPrem, Option::Hybrid});
    REQUIRE(optionList().size() == kBuiltInOptions.size());
    const std::vector<OptionSpec> versionOne = optionsFor(1);
    REQUIRE(versionOne.size() == e.options.size());
    for (std::size_t i = 0; i < e.options.size(); ++i)
        CHECK(e.options[i].option == versionOne[i].id);
    CHECK(optionKey(Option::Cloud) == "cloud");
    CHECK(optionKey(Option::OnPrem) == "onprem");
    CHECK(optionKey(Option::Hybrid) == "hybrid");
    CHECK(optionFromKey("hybrid") == Option::Hybrid);
    // Multi-cloud exists from version 2 on: in the list, not in a version 1 evaluation.
    CHECK(optionFromKey("multicloud") == Option::MultiCloud);
    CHECK(e.find(Option::MultiCloud) == nullptr);
    CHECK(optionsFor(1).size() == kBuiltInOptions.size() - 1);
    CHECK(optionsFor(kModelVersion).size() == kBuiltInOptions.size());
    CHECK(&e.option(Option::OnPrem) == e.find(Option::OnPrem));
    CHECK(e.find(kDummy) == nullptr);
    CHECK_THROWS_AS(e.option(kDummy), std::out_of_range);
    CHECK_THROWS_AS(optionSpec(kDummy), std::out_of_range);
}

TEST_CASE("each option carries its break-even month and savings against the cloud",
          "[engine][options]")
{
    const Evaluation e = evaluateOptions(optionInputs());
    const OptionResult &cloud = e.option(Option::Cloud);
    CHECK(cloud.tco == Approx(175200.0)); // 24 × 7,300
    CHECK_FALSE(cloud.breakEvenMonth.has_value());
    CHECK(cloud.savingsFraction == 0.0);

    // On-premise: 120,000 in month 1, then nothing. Cumulative 120,000 against 7,300 m:
    // month 16 still 3,200 above, month 17 4,100 below: 16 + 3,200 / 7,300 = 16.438356.
    const OptionResult &onprem = e.option(Option::OnPrem);
    CHECK(onprem.tco == Approx(120000.0));
    REQUIRE(onprem.breakEvenMonth.has_value());
    CHECK(*onprem.breakEvenMonth == Approx(16.0 + 3200.0 / 7300.0));
    CHECK(onprem.savingsFraction == Approx(55200.0 / 175200.0)); // (175,200 − 120,000) / 175,200
    CHECK(e.breakEvenMonth == onprem.breakEvenMonth);
    CHECK(e.savingsFraction == onprem.savingsFraction);

    // Hybrid, 2 GPUs: 24,000 in month 1; serves 1,460 GPU-hours, bursts 2,190 × 2 = 4,380 a
    // month. tco = 24,000 + 24 × 4,380 = 129,120. Cumulative 24,000 + 4,380 m against 7,300 m:
    // month 8 still 640 above, month 9 2,280 below: 8 + 640 / 2,920 = 8.219178.
    const OptionResult &hybrid = e.option(Option::Hybrid);
    CHECK(hybrid.tco == Approx(129120.0));
    REQUIRE(hybrid.breakEvenMonth.has_value());
    CHECK(*hybrid.breakEvenMonth == Approx(8.0 + 640.0 / 2920.0));
    CHECK(hybrid.savingsFraction == Approx(46080.0 / 175200.0)); // (175,200 − 129,120) / 175,200
}

TEST_CASE("an option added to the list is evaluated by its fleet rule and egress, not its name",
          "[engine][options]")
{
    Inputs in = optionInputs();
    in.migration.hybridEgressTbPerMonth = 10.0; // 10 TB × 1,000 × 0.09 = 900 a month
    {
        const testing::ScopedExtraOption dummy({kDummy, "dummy", FleetRule::Workload, true, "green",
                                                1, CloudRule::OwnTerms, Ownership::Whole});
        REQUIRE(optionList().size() == kBuiltInOptions.size() + 1);
        CHECK(optionKey(kDummy) == "dummy");
        const Evaluation e = evaluateOptions(in);
        CHECK(ids(e) == std::vector<Option>{Option::Cloud, Option::OnPrem, Option::Hybrid, kDummy});
        // The on-premise fleet (10 GPUs, 120,000) plus the data-sync egress of the hybrid
        // option: 120,000 + 24 × 900 = 141,600. Cumulative 120,000 + 900 m against 7,300 m:
        // month 18 still 4,800 above, month 19 1,600 below: 18 + 4,800 / 6,400 = 18.75.
        const OptionResult &r = e.option(kDummy);
        CHECK(r.onpremGpus == 10);
        CHECK(r.tco == Approx(141600.0));
        CHECK(r.category(Category::CloudEgress) == Approx(24 * 900.0));
        REQUIRE(r.breakEvenMonth.has_value());
        CHECK(*r.breakEvenMonth == Approx(18.75));
        CHECK(r.savingsFraction == Approx(33600.0 / 175200.0)); // (175,200 − 141,600) / 175,200
        // The built-in options are unchanged by the extra one.
        CHECK(e.option(Option::OnPrem).tco == Approx(120000.0));
        CHECK(e.breakEvenMonth == e.option(Option::OnPrem).breakEvenMonth);
        CHECK(tcoAtUtilization(in, kDummy, 0.5) == r.tco);
        CHECK(fleetSize(in, kDummy, monthlyDemand(in)) == 10);

        CHECK_THROWS_AS(
            testing::ScopedExtraOption({static_cast<Option>(43), "dummy", FleetRule::None, false,
                                        "blue", 1, CloudRule::OwnTerms, Ownership::Rents}),
            std::logic_error);
        CHECK_THROWS_AS(testing::ScopedExtraOption({kDummy, "other", FleetRule::None, false, "blue",
                                                    1, CloudRule::OwnTerms, Ownership::Rents}),
                        std::logic_error);
    }
    CHECK(optionList().size() == kBuiltInOptions.size());
    CHECK(evaluateOptions(in).find(kDummy) == nullptr);
}

TEST_CASE("an option of a later model version is not computed for a version 1 scenario",
          "[engine][options]")
{
    const testing::ScopedExtraOption later({kDummy, "later", FleetRule::None, false, "blue",
                                            kModelVersion + 1, CloudRule::OwnTerms,
                                            Ownership::Rents});
    CHECK(optionList().size() == kBuiltInOptions.size() + 1);
    CHECK(optionsFor(kModelVersion).size() == kBuiltInOptions.size());
    CHECK(optionsFor(kModelVersion + 1).size() == kBuiltInOptions.size() + 1);
    CHECK(evaluate(optionInputs()).find(kDummy) == nullptr);
}

TEST_CASE("a dated cloud price cut applies from its month on and can flip the payback",
          "[engine][pricechanges]")
{
    // docs/methodology.md §4.7, worked example. bareInputs: D = 3,650 GPU-hours a month at $2,
    // cloud compute $7,300 a month; on-premise 10 GPUs × $12,000 = $120,000 in month 1, nothing
    // else. Two years.
    Inputs in = bareInputs();
    const Evaluation before = evaluate(in);
    CHECK(before.option(Option::Cloud).tco == Approx(175200.0)); // 24 × 7,300
    CHECK(before.option(Option::OnPrem).tco == Approx(120000.0));
    // Gap in month 16: 120,000 − 16 × 7,300 = 3,200; month 17: −4,100 → 16 + 3,200 / 7,300.
    REQUIRE(before.option(Option::OnPrem).breakEvenMonth.has_value());
    CHECK(*before.option(Option::OnPrem).breakEvenMonth == Approx(16.0 + 3200.0 / 7300.0));

    // AWS's June-2025 cut of 44% (migration article), here in month 7: months 1–6 at $7,300,
    // months 7–24 at 7,300 × 0.56 = $4,088.
    in.cloud.priceChanges = {{7, -0.44}};
    const Evaluation after = evaluate(in);
    const OptionResult &cloud = after.option(Option::Cloud);
    CHECK(cloud.monthly[5] == Approx(7300.0));
    CHECK(cloud.monthly[6] == Approx(4088.0));
    CHECK(cloud.monthly[23] == Approx(4088.0));
    CHECK(cloud.tco == Approx(117384.0)); // 6 × 7,300 + 18 × 4,088 = 43,800 + 73,584
    // The cloud's 117,384 never reaches the $120,000 bought in month 1: no payback any more.
    CHECK(after.option(Option::OnPrem).tco == Approx(120000.0));
    CHECK_FALSE(after.option(Option::OnPrem).breakEvenMonth.has_value());

    // Changes compound with each other and with the yearly trend: −10% a year, the cut in month
    // 7 and +25% in month 13. Month 13: 7,300 × 0.9 × 0.56 × 1.25 = 4,599.
    in.cloud.annualPriceChange = -0.1;
    in.cloud.priceChanges = {{7, -0.44}, {13, 0.25}};
    const Evaluation bothEvaluation = evaluate(in); // kept: the result refers into it
    const OptionResult &both = bothEvaluation.option(Option::Cloud);
    CHECK(both.monthly[12] == Approx(4599.0));
    // Month 7: 7,300 × 0.9^0.5 × 0.56 = 3,878.25…
    CHECK(both.monthly[6] == Approx(7300.0 * std::sqrt(0.9) * 0.56));
    // A change after the horizon changes nothing.
    in.cloud.priceChanges = {{25, -0.5}};
    in.cloud.annualPriceChange = 0.0;
    CHECK(evaluate(in).option(Option::Cloud).tco == Approx(175200.0));
}
