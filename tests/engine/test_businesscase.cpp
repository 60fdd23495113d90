// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The business case (docs/methodology.md §18) against its worked example by hand (§18.6): a
// 3-year plan that starts in October 2026, a fiscal year that starts in April, 8 GPUs. The
// arithmetic is written beside every expected number.
#include "engine/businesscase.h"
#include "engine/costmodel.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

using namespace gda::engine;
using Catch::Matchers::WithinAbs;

namespace {

// tests/data/business/october-start-april-fiscal-year.json. D = 8 × 730 × 0.5 = 2,920
// GPU-hours a month. Cloud: 2,920 × 4.00 = 11,680 a month. On-premise: HW = 8 × (20,000 +
// 5,000) = 200,000 in month 1; power 8 × 1.0 × 730 × 0.5 × 1.25 × 0.20 = 730; maintenance
// 0.12 × 200,000 / 12 = 2,000; residual value in month 36: −200,000 × (1 − 36/60) = −80,000.
Inputs workedExample()
{
    Inputs in;
    in.horizonYears = 3;
    in.discountRate = 0.08;
    in.workload.gpus = 8;
    in.workload.utilization = 0.5;
    in.cloud.onDemandPerGpuHour = 4.0;
    in.cloud.reservedPerGpuHour = 2.4;
    in.cloud.burstPerGpuHour = 4.0;
    in.cloud.storageTb = 0.0;
    in.cloud.egressTbPerMonth = 0.0;
    in.cloud.overheadFraction = 0.0;
    OnPrem &p = in.onprem;
    p.gpus = 8;
    p.gpuUnitPrice = 20000.0;
    p.serverNetworkPerGpu = 5000.0;
    p.installationPerGpu = 0.0;
    p.facilityPerKw = 0.0;
    p.fixedCapex = 0.0;
    p.kwPerGpu = 1.0;
    p.pue = 1.25;
    p.idlePowerFraction = 0.0;
    p.electricityPerKwh = 0.2;
    p.maintenanceFraction = 0.12;
    p.staffPerYear = 0.0;
    p.storagePerTbMonth = 0.0;
    p.leadMonths = 0;
    p.lifetimeYears = 5;
    p.countResidualValue = true;
    in.migration.parallelRunMonths = 0;
    return in;
}

BusinessInputs octoberAprilNl()
{
    BusinessInputs b;
    b.calendar.start = {2026, 10};
    b.calendar.fiscalYearStart = 4;
    b.gridGramsPerKwh = 250.72; // the Netherlands in the country table (Ember, 2024)
    return b;
}

constexpr double kCent = 0.005;

} // namespace

TEST_CASE("business case: the calendar puts month 1 in October and April opens a fiscal year",
          "[business]")
{
    Calendar c{{2026, 10}, 4};
    CHECK(calendarMonth(c, 1) == YearMonth{2026, 10});
    CHECK(calendarMonth(c, 3) == YearMonth{2026, 12});
    CHECK(calendarMonth(c, 4) == YearMonth{2027, 1});
    CHECK(calendarMonth(c, 36) == YearMonth{2029, 9});
    CHECK(fiscalYearOf(c, 1) == 2026); // October 2026 lies in April 2026 – March 2027
    CHECK(fiscalYearOf(c, 6) == 2026); // March 2027
    CHECK(fiscalYearOf(c, 7) == 2027); // April 2027
    Calendar january{{2026, 10}, 1};
    CHECK(fiscalYearOf(january, 3) == 2026); // December 2026
    CHECK(fiscalYearOf(january, 4) == 2027); // January 2027
}

TEST_CASE("business case: the worked example's fiscal years, by hand", "[business]")
{
    const Inputs in = workedExample();
    const Evaluation e = evaluate(in, {.withMonthlyCategories = true});
    REQUIRE(e.option(Option::Cloud).monthly.front() == Approx(11680.0));
    REQUIRE(e.option(Option::OnPrem).monthly.front() == Approx(202730.0)); // 200,000 + 730 + 2,000
    const BusinessCase b = businessCase(in, e, octoberAprilNl());
    const OptionBusinessCase *onprem = b.find(Option::OnPrem);
    REQUIRE(onprem != nullptr);
    REQUIRE(onprem->years.size() == 4);
    struct Row
    {
        int fiscalYear, first, last;
        double spend, capex, opex, residual, depreciation, cumulative, savings, cumulativeSavings;
    };
    // Depreciation 200,000 / 60 = 3,333.33 a month; opex 2,730 a month; cloud 11,680 a month.
    const Row rows[] = {
        // Oct 2026 – Mar 2027, months 1–6: 200,000 + 6 × 2,730 = 216,380; 6 × 3,333.33 = 20,000;
        // savings 6 × 11,680 − 216,380 = −146,300.
        {2026, 1, 6, 216380, 200000, 16380, 0, 20000, 216380, -146300, -146300},
        // Apr 2027 – Mar 2028, months 7–18: 12 × 2,730 = 32,760; 12 × 11,680 − 32,760 = 107,400.
        {2027, 7, 18, 32760, 0, 32760, 0, 40000, 249140, 107400, -38900},
        {2028, 19, 30, 32760, 0, 32760, 0, 40000, 281900, 107400, 68500},
        // Apr – Sep 2029, months 31–36: 6 × 2,730 − 80,000 = −63,620; savings 70,080 + 63,620.
        {2029, 31, 36, -63620, 0, 16380, -80000, 20000, 218280, 133700, 202200},
    };
    for (std::size_t i = 0; i < 4; ++i) {
        INFO("fiscal year " << rows[i].fiscalYear);
        const YearFigures &y = onprem->years[i];
        CHECK(y.fiscalYear == rows[i].fiscalYear);
        CHECK(y.firstMonth == rows[i].first);
        CHECK(y.lastMonth == rows[i].last);
        CHECK_THAT(y.spend, WithinAbs(rows[i].spend, kCent));
        CHECK_THAT(y.capex, WithinAbs(rows[i].capex, kCent));
        CHECK_THAT(y.opex, WithinAbs(rows[i].opex, kCent));
        CHECK_THAT(y.residual, WithinAbs(rows[i].residual, kCent));
        CHECK_THAT(y.depreciation, WithinAbs(rows[i].depreciation, kCent));
        CHECK_THAT(y.cumulative, WithinAbs(rows[i].cumulative, kCent));
        CHECK_THAT(y.savings, WithinAbs(rows[i].savings, kCent));
        CHECK_THAT(y.cumulativeSavings, WithinAbs(rows[i].cumulativeSavings, kCent));
        REQUIRE(y.shareMigrated);
        CHECK(*y.shareMigrated == Approx(1.0)); // no cloud compute left from month 1
    }
    // The book value at the end, 200,000 − 36 × 3,333.33 = 80,000, is the residual value.
    CHECK_THAT(onprem->bookValueAtEnd, WithinAbs(80000.0, kCent));
    // The cloud option: all opex, nothing migrated, no return against itself.
    const OptionBusinessCase *cloud = b.find(Option::Cloud);
    REQUIRE(cloud != nullptr);
    CHECK(cloud->years[0].capex == 0.0);
    CHECK_THAT(cloud->years[0].opex, WithinAbs(70080.0, kCent)); // 6 × 11,680
    CHECK(*cloud->years[0].shareMigrated == 0.0);
    CHECK_FALSE(cloud->irr);
    CHECK_FALSE(cloud->roi);
}

TEST_CASE("business case: the worked example's returns against the cloud, by hand", "[business]")
{
    const Inputs in = workedExample();
    const Evaluation e = evaluate(in, {.withMonthlyCategories = true});
    const BusinessCase b = businessCase(in, e, octoberAprilNl());
    const OptionBusinessCase &onprem = *b.find(Option::OnPrem);
    // ROI = (420,480 − 218,280) / 218,280 = 202,200 / 218,280 = 0.926333…
    REQUIRE(onprem.roi);
    CHECK(*onprem.roi == Approx(202200.0 / 218280.0).epsilon(1e-12));
    // IRR: −191,050 + 8,950 × Σ_{m=2..36} x^(m−1) + 80,000 × x^35 = 0 with x = (1 + r)^(−1/12)
    // gives r = 0.578185 (57.8% a year; §18.6 solves it by halving).
    REQUIRE(onprem.irr);
    CHECK(*onprem.irr == Approx(0.578185).margin(5e-7));
    // Discounted payback at 8%: with v = 1.08^(−1/12) the discounted savings
    // −191,050 + 8,950 × (v + … + v^(m−1)) are −275.63 after month 24 and +7,397.56 after
    // month 25: 24 + 275.63 / 7,673.18 = 24.0359.
    REQUIRE(onprem.discountedPaybackMonth);
    CHECK(*onprem.discountedPaybackMonth == Approx(24.03592).margin(1e-5));
    // The nominal payback (the break-even month of §5) comes first: 22 + 3,100 / 8,950 = 22.35.
    CHECK(*e.option(Option::OnPrem).breakEvenMonth == Approx(22.0 + 3100.0 / 8950.0));
}

TEST_CASE("business case: energy and CO2 of the worked example and of 80 H100s, by hand",
          "[business]")
{
    const Inputs in = workedExample();
    const Evaluation e = evaluate(in, {.withMonthlyCategories = true});
    const BusinessCase b = businessCase(in, e, octoberAprilNl());
    const OptionBusinessCase &onprem = *b.find(Option::OnPrem);
    // 8 GPUs × 1.0 kW × 1.25 × 2,920 / 8 busy hours each = 3,650 kWh a month (power 730 / 0.20).
    REQUIRE(onprem.energy == EnergyBasis::OwnFleet);
    CHECK(onprem.kwhMonthly[0] == Approx(3650.0));
    CHECK(*onprem.kwh == Approx(36 * 3650.0));
    CHECK(*onprem.years[0].kwh == Approx(6 * 3650.0));
    CHECK(*onprem.tonnesCo2 == Approx(36 * 3650.0 * 250.72 / 1e6)); // 32.944608 t
    CHECK_FALSE(onprem.cloudPartNotEstimated);
    const OptionBusinessCase &cloud = *b.find(Option::Cloud);
    CHECK(cloud.energy == EnergyBasis::NotEstimated);
    CHECK_FALSE(cloud.kwh);
    CHECK_FALSE(cloud.years[0].kwh);

    // tests/data/examples/seed-80xh100-on-demand.json: 80 GPUs busy all the time, 1.3 kW, PUE
    // 1.3, no lead time: 80 × 730 busy hours × 1.3 × 1.3 = 98,696 kWh a month, 5,921,760 kWh
    // in 60 months; NL (250.72 g/kWh): 1,484.70 t; US (383.78 g/kWh): 2,272.65 t.
    Inputs seed;
    seed.horizonYears = 5;
    seed.discountRate = 0.0;
    seed.workload.gpus = 80;
    seed.workload.utilization = 1.0;
    seed.onprem.gpus = 80;
    seed.onprem.hybridGpus = 80;
    seed.onprem.kwPerGpu = 1.3;
    seed.onprem.pue = 1.3;
    seed.onprem.maxUtilization = 1.0;
    seed.onprem.leadMonths = 0;
    seed.onprem.electricityPerKwh = 0.1;
    seed.migration.parallelRunMonths = 0;
    const Evaluation se = evaluate(seed, {.withMonthlyCategories = true});
    BusinessInputs nl;
    nl.gridGramsPerKwh = 250.72;
    BusinessInputs us;
    us.gridGramsPerKwh = 383.78;
    const BusinessCase caseNl = businessCase(seed, se, nl);
    const BusinessCase caseUs = businessCase(seed, se, us);
    const OptionBusinessCase &inNl = *caseNl.find(Option::OnPrem);
    const OptionBusinessCase &inUs = *caseUs.find(Option::OnPrem);
    CHECK(inNl.kwhMonthly[0] == Approx(98696.0));
    CHECK(*inNl.kwh == Approx(5921760.0));
    CHECK(*inNl.tonnesCo2 == Approx(1484.7036672)); // 5,921,760 × 250.72 / 10^6
    CHECK(*inUs.tonnesCo2 == Approx(2272.6530528)); // 5,921,760 × 383.78 / 10^6
}

TEST_CASE("business case: an IRR only for flows that start as an investment", "[business]")
{
    CHECK_FALSE(internalRateOfReturn({}));
    CHECK_FALSE(internalRateOfReturn({100.0, 100.0}));   // never an outlay
    CHECK_FALSE(internalRateOfReturn({-100.0, -100.0})); // never a return
    // −100 now, +110 in month 13: (1 + r)^(−1) × 110 = 100 → r = 10%.
    std::vector<double> flows(13, 0.0);
    flows[0] = -100.0;
    flows[12] = 110.0;
    CHECK(*internalRateOfReturn(flows) == Approx(0.10).margin(1e-9));
    // Months without a flow before the outlay change nothing.
    std::vector<double> later(25, 0.0);
    later[12] = -100.0;
    later[24] = 110.0;
    CHECK(*internalRateOfReturn(later) == Approx(0.10).margin(1e-9));
}
