// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tornado and Monte Carlo (docs/methodology.md §7, docs/decision-rules.md).
#include "engine/costmodel.h"
#include "engine/uncertainty.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <random>

using namespace gda::engine;

// Shared scenario builders, defined in test_decision.cpp.
namespace gda::engine::testing {
Inputs linearScenario(double utilization);
Inputs randomScenario(std::mt19937_64 &rng);
} // namespace gda::engine::testing

using gda::engine::testing::linearScenario;
using gda::engine::testing::randomScenario;

namespace {

// savings(u) of linearScenario: 13,601,476.8 u − 7,907,652.8 (derivation in test_decision.cpp)
constexpr double kSavingsSlope = 13601476.8;
constexpr double kSavingsAtZero = -7907652.8;
constexpr double kBreakEvenU = 0.581381927585981;

double savingsOf(const Inputs &in)
{
    const Evaluation e = evaluateOptions(in);
    return e.option(Option::Cloud).tco - e.option(Option::OnPrem).tco;
}

MonteCarloResult simulateOk(const Inputs &in, const MonteCarloSpec &spec)
{
    const MonteCarloOutcome outcome = simulate(in, spec);
    REQUIRE(std::holds_alternative<MonteCarloResult>(outcome));
    return std::get<MonteCarloResult>(outcome);
}

MonteCarloError simulateError(const Inputs &in, const MonteCarloSpec &spec)
{
    const MonteCarloOutcome outcome = simulate(in, spec);
    REQUIRE(std::holds_alternative<MonteCarloError>(outcome));
    return std::get<MonteCarloError>(outcome);
}

// Every parameter uncertain around its value (absolute spreads for rates that may be 0).
MonteCarloSpec wideSpec(const Inputs &in, int draws, std::uint64_t seed)
{
    MonteCarloSpec spec;
    spec.draws = draws;
    spec.seed = seed;
    for (Parameter p : kAllParameters) {
        const double v = parameterValue(in, p);
        spec.distributions[p] = {v * 0.7, v, v * 1.4};
    }
    const double u = in.workload.utilization;
    spec.distributions[Parameter::Utilization] = {u * 0.5, u, std::min(1.0, u * 1.3)};
    spec.distributions[Parameter::MaintenanceFraction] = {
        0.0, in.onprem.maintenanceFraction, std::min(1.0, in.onprem.maintenanceFraction * 2)};
    spec.distributions[Parameter::CloudPriceChange] = {-0.3, in.cloud.annualPriceChange, 0.2};
    spec.distributions[Parameter::AnnualGrowth] = {-0.3, in.workload.annualGrowth, 0.7};
    spec.distributions[Parameter::LeadMonths] = {0.0, static_cast<double>(in.onprem.leadMonths),
                                                 static_cast<double>(in.onprem.leadMonths) + 8.0};
    return spec;
}

void requireSame(const MonteCarloResult &a, const MonteCarloResult &b)
{
    REQUIRE(a.draws == b.draws);
    REQUIRE(a.probabilityOnPremCheaper == b.probabilityOnPremCheaper);
    REQUIRE(a.meanSavings == b.meanSavings);
    REQUIRE(a.savings.p10 == b.savings.p10);
    REQUIRE(a.savings.p50 == b.savings.p50);
    REQUIRE(a.savings.p90 == b.savings.p90);
    REQUIRE(a.breakEvenMonth.has_value() == b.breakEvenMonth.has_value());
    if (a.breakEvenMonth) {
        REQUIRE(a.breakEvenMonth->p10 == b.breakEvenMonth->p10);
        REQUIRE(a.breakEvenMonth->p50 == b.breakEvenMonth->p50);
        REQUIRE(a.breakEvenMonth->p90 == b.breakEvenMonth->p90);
    }
    REQUIRE(a.drawsWithoutBreakEven == b.drawsWithoutBreakEven);
    REQUIRE(a.savingsHistogram.edges == b.savingsHistogram.edges);
    REQUIRE(a.savingsHistogram.counts == b.savingsHistogram.counts);
}

} // namespace

TEST_CASE("parameter keys and fields name the scenario inputs", "[uncertainty]")
{
    CHECK(parameterKey(Parameter::Utilization) == "utilization");
    CHECK(parameterKey(Parameter::CloudPrice) == "cloud_price");
    CHECK(parameterKey(Parameter::LeadMonths) == "lead_months");
    CHECK(parameterKey(Parameter::AnnualGrowth) == "annual_growth");
    CHECK(parameterField(Parameter::CloudPrice) == "inputs.cloud.on_demand_per_gpu_hour");
    CHECK(parameterField(Parameter::StaffCost) == "inputs.onprem.staff_per_year");
    for (Parameter p : kAllParameters) {
        CHECK_FALSE(parameterKey(p).empty());
        CHECK_FALSE(parameterField(p).empty());
    }
}

TEST_CASE("the lean comparison equals evaluateOptions bit for bit", "[uncertainty][property]")
{
    std::mt19937_64 rng(0x1EA4u);
    for (int trial = 0; trial < 400; ++trial) {
        const Inputs in = randomScenario(rng);
        const Evaluation e = evaluateOptions(in);
        const CostComparison c = compareCloudOnPrem(in);
        INFO("trial " << trial);
        REQUIRE(c.tcoCloud == e.option(Option::Cloud).tco);
        REQUIRE(c.tcoOnPrem == e.option(Option::OnPrem).tco);
        REQUIRE(c.breakEvenMonth == e.breakEvenMonth);
    }
    // and the linear scenario by hand: savings(0.7) = 13,601,476.8 × 0.7 − 7,907,652.8
    CHECK(compareCloudOnPrem(linearScenario(0.7)).savings() == Approx(1613380.96));
}

TEST_CASE("withParameter moves one input, clamped to its range", "[uncertainty]")
{
    Inputs in;
    in.cloud.onDemandPerGpuHour = 8.0;
    in.cloud.reservedPerGpuHour = 5.0;
    in.cloud.burstPerGpuHour = 6.0;
    // the reserved and explicit burst prices keep their ratio to the on-demand price
    const Inputs cheaper = withParameter(in, Parameter::CloudPrice, 6.0);
    CHECK(cheaper.cloud.onDemandPerGpuHour == 6.0);
    CHECK(cheaper.cloud.reservedPerGpuHour == Approx(3.75)); // 5 × 6/8
    CHECK(*cheaper.cloud.burstPerGpuHour == Approx(4.5));    // 6 × 6/8
    CHECK(withParameter(in, Parameter::Utilization, 1.3).workload.utilization == 1.0);
    CHECK(withParameter(in, Parameter::Utilization, -1.0).workload.utilization > 0.0);
    CHECK(withParameter(in, Parameter::MaintenanceFraction, 1.5).onprem.maintenanceFraction == 1.0);
    CHECK(withParameter(in, Parameter::LeadMonths, 2.5).onprem.leadMonths == 3); // half away from 0
    CHECK(withParameter(in, Parameter::LeadMonths, 2.4).onprem.leadMonths == 2);
    CHECK(withParameter(in, Parameter::LeadMonths, -3.0).onprem.leadMonths == 0);
    CHECK(withParameter(in, Parameter::AnnualGrowth, -2.0).workload.annualGrowth == -0.9);
    CHECK(withParameter(in, Parameter::StaffCost, 123.0).onprem.staffPerYear == 123.0);
}

TEST_CASE("tornado by hand on the linear scenario", "[uncertainty]")
{
    const Inputs in = linearScenario(0.7);
    const std::vector<TornadoBar> bars = tornado(in);
    REQUIRE(bars.size() == kParameterCount);
    // base savings 13,601,476.8 × 0.7 − 7,907,652.8 = 1,613,380.96
    for (const TornadoBar &bar : bars)
        CHECK(bar.baseOutput == Approx(1613380.96));
    // sorted by width, widest first
    for (std::size_t i = 1; i < bars.size(); ++i)
        CHECK(bars[i - 1].width() >= bars[i].width());
    auto bar = [&](Parameter p) {
        for (const TornadoBar &b : bars)
            if (b.parameter == p)
                return b;
        FAIL("no bar");
        return TornadoBar{};
    };
    // cloud price ±20% of 14,016,000 × 0.7 = ±1,962,240: width 3,924,480, the widest bar
    CHECK(bars[0].parameter == Parameter::CloudPrice);
    CHECK(bar(Parameter::CloudPrice).outputLow == Approx(1613380.96 - 1962240.0));
    CHECK(bar(Parameter::CloudPrice).outputHigh == Approx(1613380.96 + 1962240.0));
    // utilization 0.56 / 0.84: savings −290,825.792 / 3,517,587.712, width 3,808,413.504 (less
    // than the cloud price's because on-premise power follows utilization too)
    CHECK(bars[1].parameter == Parameter::Utilization);
    CHECK(bars[1].width() == Approx(3808413.504));
    CHECK(bar(Parameter::Utilization).lowValue == Approx(0.56));
    CHECK(bar(Parameter::Utilization).highValue == Approx(0.84));
    CHECK(bar(Parameter::Utilization).outputLow == Approx(-290825.792));
    CHECK(bar(Parameter::Utilization).outputHigh == Approx(3517587.712));
    // staff ±20% of 2,500,000 over five years: savings +500,000 / −500,000
    CHECK(bar(Parameter::StaffCost).outputLow == Approx(1613380.96 + 500000.0));
    CHECK(bar(Parameter::StaffCost).outputHigh == Approx(1613380.96 - 500000.0));
    // GPU price ±6,000 × 80 = ±480,000 of capex, maintenance 0.12 × 480,000 × 5 = ±288,000
    CHECK(bar(Parameter::GpuUnitPrice).outputLow == Approx(1613380.96 + 768000.0));
    // lead time 0 and growth / price change 0 stay 0: zero-width bars at the end
    CHECK(bar(Parameter::LeadMonths).width() == 0.0);
    CHECK(bar(Parameter::AnnualGrowth).width() == 0.0);
    CHECK(bar(Parameter::CloudPriceChange).width() == 0.0);
    CHECK(bars.back().width() == 0.0);
}

TEST_CASE("each tornado bar equals a direct re-evaluation with the moved input",
          "[uncertainty][property]")
{
    std::mt19937_64 rng(0x7042u);
    for (int trial = 0; trial < 60; ++trial) {
        Inputs in = randomScenario(rng);
        if (trial % 3 == 0) { // make the clamps bite
            in.workload.utilization = 0.9;
            in.onprem.maintenanceFraction = 0.9;
            in.onprem.leadMonths = 3;
        }
        const double base = savingsOf(in);
        const std::vector<TornadoBar> bars = tornado(in);
        REQUIRE(bars.size() == kParameterCount);
        for (std::size_t i = 0; i < bars.size(); ++i) {
            const TornadoBar &b = bars[i];
            if (i > 0)
                CHECK(bars[i - 1].width() >= b.width());
            CHECK(b.baseOutput == base);
            // move the input by hand, the way the tornado documents it
            Inputs low = in;
            Inputs high = in;
            switch (b.parameter) {
            case Parameter::Utilization:
                low.workload.utilization *= 0.8;
                high.workload.utilization = std::min(1.0, high.workload.utilization * 1.2);
                break;
            case Parameter::CloudPrice:
                for (Inputs *x : {&low, &high}) {
                    const double f = x == &low ? 0.8 : 1.2;
                    x->cloud.onDemandPerGpuHour *= f;
                    x->cloud.reservedPerGpuHour *= f;
                    if (x->cloud.burstPerGpuHour)
                        *x->cloud.burstPerGpuHour *= f;
                }
                break;
            case Parameter::CloudPriceChange:
                low.cloud.annualPriceChange *= 0.8;
                high.cloud.annualPriceChange *= 1.2;
                break;
            case Parameter::GpuUnitPrice:
                low.onprem.gpuUnitPrice *= 0.8;
                high.onprem.gpuUnitPrice *= 1.2;
                break;
            case Parameter::ElectricityPrice:
                low.onprem.electricityPerKwh *= 0.8;
                high.onprem.electricityPerKwh *= 1.2;
                break;
            case Parameter::StaffCost:
                low.onprem.staffPerYear *= 0.8;
                high.onprem.staffPerYear *= 1.2;
                break;
            case Parameter::MaintenanceFraction:
                low.onprem.maintenanceFraction *= 0.8;
                high.onprem.maintenanceFraction =
                    std::min(1.0, high.onprem.maintenanceFraction * 1.2);
                break;
            case Parameter::LeadMonths:
                low.onprem.leadMonths = static_cast<int>(std::lround(low.onprem.leadMonths * 0.8));
                high.onprem.leadMonths =
                    static_cast<int>(std::lround(high.onprem.leadMonths * 1.2));
                break;
            case Parameter::AnnualGrowth:
                low.workload.annualGrowth *= 0.8;
                high.workload.annualGrowth *= 1.2;
                break;
            }
            INFO(parameterKey(b.parameter));
            CHECK(b.lowValue == parameterValue(low, b.parameter));
            CHECK(b.highValue == parameterValue(high, b.parameter));
            // the cloud price moves its companions by (0.8 × p) / p, which may differ from 0.8
            // in the last bit; every other bar is exact
            const double tolerance =
                b.parameter == Parameter::CloudPrice ? 1e-12 * (1.0 + std::abs(base)) : 0.0;
            CHECK(std::abs(b.outputLow - savingsOf(low)) <= tolerance);
            CHECK(std::abs(b.outputHigh - savingsOf(high)) <= tolerance);
        }
    }
    // lead time 3 months → 2.4 and 3.6 → rounded to 2 and 4; utilization 0.9 → 1.08 → 1
    Inputs in = linearScenario(0.9);
    in.onprem.leadMonths = 3;
    for (const TornadoBar &b : tornado(in)) {
        if (b.parameter == Parameter::LeadMonths) {
            CHECK(b.lowValue == 2.0);
            CHECK(b.highValue == 4.0);
        }
        if (b.parameter == Parameter::Utilization) {
            CHECK(b.lowValue == Approx(0.72));
            CHECK(b.highValue == 1.0);
        }
    }
}

TEST_CASE("triangular inverse CDF by hand", "[uncertainty]")
{
    const Triangular t{0.0, 1.0, 2.0};
    // F(x) = x² / 2 below the mode: p = 0.125 → x = √0.25 = 0.5; symmetric above
    CHECK(triangularQuantile(t, 0.125) == Approx(0.5));
    CHECK(triangularQuantile(t, 0.5) == Approx(1.0));
    CHECK(triangularQuantile(t, 0.875) == Approx(1.5));
    CHECK(triangularQuantile(t, 0.0) == 0.0);
    // mode at the low end: x = 1 − √(1 − p); p = 0.75 → 0.5
    CHECK(triangularQuantile({0.0, 0.0, 1.0}, 0.75) == Approx(0.5));
    // collapsed: exactly the value, for any p
    for (double p : {0.0, 0.3, 0.999999})
        CHECK(triangularQuantile({0.37, 0.37, 0.37}, p) == 0.37);
}

TEST_CASE("Monte Carlo with a fixed seed is deterministic, whatever the thread count",
          "[uncertainty][montecarlo]")
{
    std::mt19937_64 rng(99);
    for (int trial = 0; trial < 3; ++trial) {
        const Inputs in = randomScenario(rng);
        MonteCarloSpec spec = wideSpec(in, 10000, 1234 + trial);
        spec.threads = 1;
        const MonteCarloResult one = simulateOk(in, spec);
        requireSame(one, simulateOk(in, spec)); // run twice
        spec.threads = 2;
        requireSame(one, simulateOk(in, spec));
        spec.threads = 3;
        requireSame(one, simulateOk(in, spec));
        spec.threads = 0;
        requireSame(one, simulateOk(in, spec));
        spec.seed += 1; // another seed gives other draws
        CHECK(simulateOk(in, spec).savings.p50 != one.savings.p50);
    }
}

TEST_CASE("Monte Carlo with every distribution collapsed equals the deterministic result",
          "[uncertainty][montecarlo]")
{
    std::mt19937_64 rng(2024);
    for (int trial = 0; trial < 20; ++trial) {
        Inputs in = randomScenario(rng);
        if (trial == 0)
            in = linearScenario(0.15); // cloud always cheaper: no break-even at all
        MonteCarloSpec spec;
        spec.draws = 500;
        spec.threads = 2;
        for (Parameter p : kAllParameters) {
            const double v = parameterValue(in, p);
            spec.distributions[p] = {v, v, v};
        }
        const MonteCarloResult r = simulateOk(in, spec);
        const Evaluation e = evaluateOptions(in);
        const double savings = e.option(Option::Cloud).tco - e.option(Option::OnPrem).tco;
        REQUIRE(r.savings.p10 == savings);
        REQUIRE(r.savings.p50 == savings);
        REQUIRE(r.savings.p90 == savings);
        REQUIRE(r.meanSavings == Approx(savings));
        REQUIRE(r.probabilityOnPremCheaper ==
                (e.option(Option::OnPrem).tco < e.option(Option::Cloud).tco ? 1.0 : 0.0));
        if (e.breakEvenMonth) {
            REQUIRE(r.breakEvenMonth);
            REQUIRE(r.breakEvenMonth->p10 == *e.breakEvenMonth);
            REQUIRE(r.breakEvenMonth->p50 == *e.breakEvenMonth);
            REQUIRE(r.breakEvenMonth->p90 == *e.breakEvenMonth);
            REQUIRE(r.drawsWithoutBreakEven == 0);
        } else {
            REQUIRE_FALSE(r.breakEvenMonth);
            REQUIRE(r.drawsWithoutBreakEven == 500);
        }
        // all draws in one bin of a unit-wide histogram around the value
        int filled = 0;
        for (int c : r.savingsHistogram.counts)
            filled += c == 500 ? 1 : 0;
        CHECK(filled == 1);
    }
    // no distributions at all: the same
    const Inputs in = linearScenario(0.7);
    MonteCarloSpec none;
    none.draws = 10;
    CHECK(simulateOk(in, none).savings.p50 == compareCloudOnPrem(in).savings());
}

TEST_CASE("each Monte Carlo draw is the cost model at the drawn values",
          "[uncertainty][montecarlo]")
{
    std::mt19937_64 rng(4242);
    int checked = 0;
    for (int trial = 0; trial < 10; ++trial) {
        const Inputs in = randomScenario(rng);
        MonteCarloSpec spec = wideSpec(in, 300, 77 + trial);
        spec.keepDraws = true;
        const MonteCarloResult r = simulateOk(in, spec);
        REQUIRE(r.keptDraws.size() == 300);
        for (std::size_t i = 0; i < r.keptDraws.size(); i += 7) {
            const MonteCarloDraw &draw = r.keptDraws[i];
            Inputs moved = in;
            for (Parameter p : kAllParameters) {
                const double v = draw.values[static_cast<std::size_t>(p)];
                const Triangular &t = spec.distributions.at(p);
                CHECK(v >= t.low);
                CHECK(v <= t.high);
                moved = withParameter(moved, p, v);
            }
            CHECK(draw.values[static_cast<std::size_t>(Parameter::LeadMonths)] ==
                  std::round(draw.values[static_cast<std::size_t>(Parameter::LeadMonths)]));
            // A drawn growth or price-change rate takes the fast series ((1+r)^y × (1+r)^(k/12)
            // instead of one pow per month): equal to the model to ~1e-15 relative.
            const Evaluation e = evaluateOptions(moved);
            const double cloud = e.option(Option::Cloud).tco;
            const double onprem = e.option(Option::OnPrem).tco;
            REQUIRE(std::abs(draw.outcome.tcoCloud - cloud) <= 1e-12 * std::abs(cloud));
            REQUIRE(std::abs(draw.outcome.tcoOnPrem - onprem) <= 1e-12 * std::abs(onprem));
            REQUIRE(draw.outcome.breakEvenMonth.has_value() == e.breakEvenMonth.has_value());
            if (e.breakEvenMonth)
                REQUIRE(*draw.outcome.breakEvenMonth ==
                        Approx(*e.breakEvenMonth).epsilon(1e-12).margin(1e-6));
            ++checked;
        }
    }
    CHECK(checked > 300);
    // Without a drawn rate every series is the model's own: bit for bit.
    const Inputs in = linearScenario(0.6);
    MonteCarloSpec spec = wideSpec(in, 200, 5);
    spec.distributions.erase(Parameter::AnnualGrowth);
    spec.distributions.erase(Parameter::CloudPriceChange);
    spec.keepDraws = true;
    for (const MonteCarloDraw &draw : simulateOk(in, spec).keptDraws) {
        Inputs moved = in;
        for (Parameter p : kAllParameters)
            moved = withParameter(moved, p, draw.values[static_cast<std::size_t>(p)]);
        const Evaluation e = evaluateOptions(moved);
        REQUIRE(draw.outcome.tcoCloud == e.option(Option::Cloud).tco);
        REQUIRE(draw.outcome.tcoOnPrem == e.option(Option::OnPrem).tco);
        REQUIRE(draw.outcome.breakEvenMonth == e.breakEvenMonth);
    }
}

TEST_CASE("Monte Carlo by hand: triangular utilization on the linear scenario",
          "[uncertainty][montecarlo]")
{
    // u ~ Tri(0.4, 0.6, 0.8). savings = 13,601,476.8 u − 7,907,652.8 > 0 ⇔ u > u* = 0.581382.
    // P(u > u*) = 1 − (u* − 0.4)² / (0.4 × 0.2) = 1 − 0.411243 = 0.588757.
    // Savings are increasing and linear in u, so their percentiles are those of u:
    //   u10 = 0.4 + √(0.1 × 0.08) = 0.489443 → −1,250,509.01
    //   u50 = 0.6                            →    253,233.28
    //   u90 = 0.8 − √(0.1 × 0.08) = 0.710557 →  1,756,975.57
    const Inputs in = linearScenario(0.6);
    MonteCarloSpec spec;
    spec.draws = 200000;
    spec.seed = 7;
    spec.bins = 40;
    spec.distributions[Parameter::Utilization] = {0.4, 0.6, 0.8};
    const MonteCarloResult r = simulateOk(in, spec);
    // standard error of P: √(0.24 / 200,000) = 0.0011
    CHECK(r.probabilityOnPremCheaper == Approx(0.588757).margin(0.005));
    // standard error of a percentile of u ≈ 0.0003 → 4,000 of savings
    CHECK(r.savings.p10 == Approx(-1250509.01).margin(25000));
    CHECK(r.savings.p50 == Approx(253233.28).margin(25000));
    CHECK(r.savings.p90 == Approx(1756975.57).margin(25000));
    // mean of u is (0.4 + 0.6 + 0.8) / 3 = 0.6 → mean savings 253,233.28 (sd 0.0816 × slope)
    CHECK(r.meanSavings == Approx(253233.28).margin(10000));
    // No break-even exactly when on-premise is dearer over the horizon (the monthly gap only
    // shrinks once on-premise runs), so the two counts add up to the draws.
    CHECK(r.drawsWithoutBreakEven + std::lround(r.probabilityOnPremCheaper * r.draws) == r.draws);
    REQUIRE(r.breakEvenMonth);
    // among draws that break even (u > u*), the median break-even month belongs to the u whose
    // conditional tail holds half: F(u) = F(u*) + 0.5 × (1 − F(u*))
    const double target = 0.411243 + 0.5 * 0.588757;
    const double uMedian = triangularQuantile({0.4, 0.6, 0.8}, target);
    const double expectedMonth = *compareCloudOnPrem(linearScenario(uMedian)).breakEvenMonth;
    CHECK(r.breakEvenMonth->p50 == Approx(expectedMonth).margin(0.5));
    CHECK(r.breakEvenMonth->p10 <= r.breakEvenMonth->p50);
    CHECK(r.breakEvenMonth->p50 <= r.breakEvenMonth->p90);
    // histogram: 40 bins spanning min … max of the savings, holding every draw
    REQUIRE(r.savingsHistogram.counts.size() == 40);
    REQUIRE(r.savingsHistogram.edges.size() == 41);
    int total = 0;
    for (int c : r.savingsHistogram.counts)
        total += c;
    CHECK(total == 200000);
    CHECK(r.savingsHistogram.edges.front() ==
          Approx(kSavingsSlope * 0.4 + kSavingsAtZero).margin(20000));
    CHECK(r.savingsHistogram.edges.back() ==
          Approx(kSavingsSlope * 0.8 + kSavingsAtZero).margin(20000));
    for (std::size_t i = 1; i < r.savingsHistogram.edges.size(); ++i)
        CHECK(r.savingsHistogram.edges[i] > r.savingsHistogram.edges[i - 1]);
    // the triangle peaks in the middle: the centre bins hold more than the outer ones
    CHECK(r.savingsHistogram.counts[20] > 4 * r.savingsHistogram.counts[1]);
    (void)kBreakEvenU;
}

TEST_CASE("P(on-premise cheaper) agrees between 100,000 and 1,000,000 draws",
          "[uncertainty][montecarlo]")
{
    Inputs in = linearScenario(0.6);
    MonteCarloSpec spec;
    spec.seed = 31337;
    spec.distributions[Parameter::Utilization] = {0.3, 0.6, 0.9};
    spec.distributions[Parameter::CloudPrice] = {3.0, 4.0, 5.0};
    spec.distributions[Parameter::GpuUnitPrice] = {24000.0, 30000.0, 40000.0};
    spec.distributions[Parameter::StaffCost] = {300000.0, 500000.0, 700000.0};
    spec.distributions[Parameter::LeadMonths] = {0.0, 2.0, 6.0};
    spec.distributions[Parameter::AnnualGrowth] = {-0.1, 0.0, 0.2};
    spec.draws = 100000;
    const MonteCarloResult small = simulateOk(in, spec);
    spec.draws = 1000000;
    const MonteCarloResult large = simulateOk(in, spec);
    INFO("P(100k) = " << small.probabilityOnPremCheaper
                      << ", P(1M) = " << large.probabilityOnPremCheaper);
    CHECK(large.probabilityOnPremCheaper > 0.2); // a genuinely uncertain case
    CHECK(large.probabilityOnPremCheaper < 0.8);
    CHECK(std::abs(small.probabilityOnPremCheaper - large.probabilityOnPremCheaper) < 0.01);
    CHECK(std::abs(small.savings.p50 - large.savings.p50) <
          0.02 * (large.savings.p90 - large.savings.p10));
    // Its speed is a benchmark's (tests/bench/bench_uncertainty.cpp), not a unit test's.
}

TEST_CASE("invalid Monte Carlo specs are refused with the parameter named",
          "[uncertainty][montecarlo]")
{
    const Inputs in = linearScenario(0.6);
    using Kind = MonteCarloError::Kind;
    auto withDistribution = [](Parameter p, Triangular t) {
        MonteCarloSpec spec;
        spec.draws = 100;
        spec.distributions[Parameter::StaffCost] = {1.0, 2.0, 3.0}; // a valid neighbour
        spec.distributions[p] = t;
        return spec;
    };

    MonteCarloError e = simulateError(in, withDistribution(Parameter::GpuUnitPrice, {3, 2, 4}));
    CHECK(e.kind == Kind::NotOrdered);
    REQUIRE(e.parameter);
    CHECK(parameterKey(*e.parameter) == "gpu_unit_price");
    CHECK(parameterField(*e.parameter) == "inputs.onprem.gpu_unit_price");

    e = simulateError(in, withDistribution(Parameter::CloudPrice, {1, 5, 4}));
    CHECK(e.kind == Kind::NotOrdered);
    CHECK(e.parameter == Parameter::CloudPrice);

    e = simulateError(in, withDistribution(Parameter::ElectricityPrice, {0.1, std::nan(""), 0.2}));
    CHECK(e.kind == Kind::NotFinite);
    CHECK(e.parameter == Parameter::ElectricityPrice);

    e = simulateError(in, withDistribution(Parameter::Utilization,
                                           {0.5, 0.6, std::numeric_limits<double>::infinity()}));
    CHECK(e.kind == Kind::NotFinite);
    CHECK(e.parameter == Parameter::Utilization);

    e = simulateError(in, withDistribution(Parameter::Utilization, {0.5, 0.9, 1.2}));
    CHECK(e.kind == Kind::OutOfRange);
    CHECK(e.parameter == Parameter::Utilization);

    e = simulateError(in, withDistribution(Parameter::Utilization, {0.0, 0.5, 0.9}));
    CHECK(e.kind == Kind::OutOfRange); // utilization must stay above 0

    e = simulateError(in, withDistribution(Parameter::MaintenanceFraction, {-0.1, 0.1, 0.2}));
    CHECK(e.kind == Kind::OutOfRange);
    CHECK(e.parameter == Parameter::MaintenanceFraction);

    e = simulateError(in, withDistribution(Parameter::AnnualGrowth, {-1.0, 0.0, 0.1}));
    CHECK(e.kind == Kind::OutOfRange);
    CHECK(e.parameter == Parameter::AnnualGrowth);

    e = simulateError(in, withDistribution(Parameter::LeadMonths, {0.0, 3.0, 121.0}));
    CHECK(e.kind == Kind::OutOfRange);
    CHECK(e.parameter == Parameter::LeadMonths);

    MonteCarloSpec spec;
    spec.draws = 0;
    e = simulateError(in, spec);
    CHECK(e.kind == Kind::InvalidDraws);
    CHECK_FALSE(e.parameter);
    spec.draws = kMaxDraws + 1;
    CHECK(simulateError(in, spec).kind == Kind::InvalidDraws);
    spec.draws = 10;
    spec.bins = 0;
    CHECK(simulateError(in, spec).kind == Kind::InvalidBins);
    spec.bins = 10;
    spec.threads = -1;
    CHECK(simulateError(in, spec).kind == Kind::InvalidThreads);
    spec.threads = 0;
    CHECK_FALSE(validate(spec));
    // a collapsed distribution and one at the range ends are fine
    spec.distributions[Parameter::Utilization] = {1.0, 1.0, 1.0};
    spec.distributions[Parameter::MaintenanceFraction] = {0.0, 0.0, 1.0};
    CHECK_FALSE(validate(spec));
}

TEST_CASE("tornado and Monte Carlo of the hybrid option against the cloud are the cost model's",
          "[uncertainty][montecarlo]")
{
    // The Sensitivity and Uncertainty views show the advised option (docs/decision-rules.md
    // §2a); for hybrid every evaluation is a full evaluateOptions() of the moved inputs.
    std::mt19937_64 rng(0x15u);
    for (int trial = 0; trial < 8; ++trial) {
        const Inputs in = randomScenario(rng);
        const auto savingsOf = [](const Inputs &x) {
            const Evaluation e = evaluateOptions(x);
            return e.option(Option::Cloud).tco - e.option(Option::Hybrid).tco;
        };
        const std::vector<TornadoBar> bars = tornado(in, Option::Hybrid);
        REQUIRE(bars.size() == kParameterCount);
        for (const TornadoBar &b : bars) {
            CHECK(b.baseOutput == savingsOf(in));
            CHECK(b.outputLow == savingsOf(withParameter(in, b.parameter, b.lowValue)));
            CHECK(b.outputHigh == savingsOf(withParameter(in, b.parameter, b.highValue)));
        }
        MonteCarloSpec spec = wideSpec(in, 60, 9 + trial);
        spec.keepDraws = true;
        spec.against = Option::Hybrid;
        const MonteCarloResult r = simulateOk(in, spec);
        CHECK(r.against == Option::Hybrid);
        int cheaper = 0;
        for (const MonteCarloDraw &draw : r.keptDraws) {
            Inputs moved = in;
            for (Parameter p : kAllParameters)
                moved = withParameter(moved, p, draw.values[static_cast<std::size_t>(p)]);
            const Evaluation e = evaluateOptions(moved);
            REQUIRE(draw.outcome.tcoCloud == e.option(Option::Cloud).tco);
            REQUIRE(draw.outcome.tcoOnPrem == e.option(Option::Hybrid).tco);
            REQUIRE(draw.outcome.breakEvenMonth == e.option(Option::Hybrid).breakEvenMonth);
            cheaper += draw.outcome.tcoOnPrem < draw.outcome.tcoCloud ? 1 : 0;
        }
        CHECK(r.probabilityOnPremCheaper == Approx(cheaper / 60.0));
    }
    // On-premise stays the default and the lean path.
    const Inputs in = linearScenario(0.6);
    CHECK(simulateOk(in, wideSpec(in, 50, 3)).against == Option::OnPrem);
}
