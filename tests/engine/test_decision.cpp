// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The five-factor decision matrix (docs/methodology.md §6, docs/decision-rules.md): hand-calculated
// cases, the two extreme cases, monotonicity properties and the weight flip distances.
#include "engine/advice.h"
#include "engine/costmodel.h"
#include "engine/decision.h"
#include "handbase.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <random>

using namespace gda::engine;

namespace gda::engine::testing {

// A scenario whose two totals are linear in u, so every number can be worked out by hand.
// 80 GPUs, 5 years, on-demand cloud at $4/GPU-h, no storage, egress or overhead; on-premise
// 80 GPUs, lead 0, max utilization 1 (no burst), cash, no migration:
//   capex    = 80 × (30,000 + 6,250) + 80 × 2,500 + 80 × 1.3 × 3,750     = 3,490,000
//   maint.   = 0.12 × 2,900,000 / 12 = 29,000 a month                    → 1,740,000
//   staff    = 500,000 / 12 a month                                      → 2,500,000
//   power    = 80 × 1.3 × 730 × 1.3 × 0.10 = 9,869.6 × (0.3 + 0.7 u) a month
//                                           → 177,652.8 + 414,523.2 u over 60 months
//   tco_onprem(u) = 7,907,652.8 + 414,523.2 u
//   tco_cloud(u)  = 60 × 80 × 730 × 4 × u = 14,016,000 u
//   savings(u) = tco_cloud − tco_onprem = 13,601,476.8 u − 7,907,652.8
//   u* = 7,907,652.8 / 13,601,476.8 = 0.581381927585981
Inputs linearScenario(double utilization)
{
    Inputs in;
    in.horizonYears = 5;
    in.discountRate = 0.0;
    in.workload.gpus = 80;
    in.workload.utilization = utilization;
    in.workload.annualGrowth = 0.0;
    in.cloud.pricing = CloudPricing::OnDemand;
    in.cloud.onDemandPerGpuHour = 4.0;
    in.cloud.annualPriceChange = 0.0;
    in.cloud.storageTb = 0.0;
    in.cloud.egressTbPerMonth = 0.0;
    in.cloud.overheadFraction = 0.0;
    in.onprem.gpus = 80;
    in.onprem.gpuUnitPrice = 30000.0;
    in.onprem.serverNetworkPerGpu = 6250.0;
    in.onprem.installationPerGpu = 2500.0;
    in.onprem.facilityPerKw = 3750.0;
    in.onprem.fixedCapex = 0.0;
    in.onprem.kwPerGpu = 1.3;
    in.onprem.pue = 1.3;
    in.onprem.idlePowerFraction = 0.3;
    in.onprem.electricityPerKwh = 0.10;
    in.onprem.maintenanceFraction = 0.12;
    in.onprem.staffPerYear = 500000.0;
    in.onprem.maxUtilization = 1.0;
    in.onprem.leadMonths = 0;
    in.onprem.lifetimeYears = 5;
    in.onprem.financing.mode = FinancingMode::Cash;
    in.migration.dataTb = 0.0;
    in.migration.parallelRunMonths = 0;
    return in;
}

// A valid scenario with every field drawn at random (the scenario file's ranges, kept realistic).
Inputs randomScenario(std::mt19937_64 &rng)
{
    auto real = [&](double a, double b) {
        return std::uniform_real_distribution<double>(a, b)(rng);
    };
    auto whole = [&](int a, int b) { return std::uniform_int_distribution<int>(a, b)(rng); };
    auto coin = [&] { return whole(0, 1) == 1; };
    Inputs in;
    in.horizonYears = whole(1, 10);
    in.discountRate = real(0.0, 0.15);
    in.workload.gpus = whole(1, 200);
    in.workload.utilization = real(0.02, 1.0);
    if (coin())
        for (double &p : in.workload.monthlyProfile)
            p = real(0.2, 3.0);
    in.workload.annualGrowth = coin() ? 0.0 : real(-0.3, 0.6);
    in.cloud.pricing = coin() ? CloudPricing::OnDemand : CloudPricing::Reserved;
    in.cloud.onDemandPerGpuHour = real(1.5, 12.0);
    in.cloud.reservedPerGpuHour = in.cloud.onDemandPerGpuHour * real(0.4, 0.8);
    if (coin())
        in.cloud.reservedGpus = whole(0, 2 * in.workload.gpus);
    if (coin())
        in.cloud.burstPerGpuHour = real(1.0, 12.0);
    in.cloud.annualPriceChange = coin() ? 0.0 : real(-0.2, 0.1);
    in.cloud.storageTb = real(0.0, 500.0);
    in.cloud.egressTbPerMonth = real(0.0, 200.0);
    in.cloud.overheadFraction = real(0.0, 0.3);
    if (coin())
        in.onprem.gpus = whole(1, 2 * in.workload.gpus);
    if (coin())
        in.onprem.hybridGpus = whole(0, in.workload.gpus);
    in.onprem.gpuUnitPrice = real(10000.0, 50000.0);
    in.onprem.serverNetworkPerGpu = real(2000.0, 10000.0);
    in.onprem.installationPerGpu = real(0.0, 5000.0);
    in.onprem.facilityPerKw = real(0.0, 6000.0);
    in.onprem.fixedCapex = coin() ? 0.0 : real(0.0, 1e6);
    in.onprem.kwPerGpu = real(0.5, 2.0);
    in.onprem.pue = real(1.0, 2.0);
    in.onprem.idlePowerFraction = real(0.0, 0.5);
    in.onprem.electricityPerKwh = real(0.05, 0.3);
    in.onprem.electricityAnnualChange = coin() ? 0.0 : real(-0.05, 0.1);
    in.onprem.maintenanceFraction = real(0.0, 0.2);
    in.onprem.staffPerYear = real(0.0, 1e6);
    in.onprem.colocationPerKwMonth = coin() ? 0.0 : real(0.0, 200.0);
    in.onprem.otherOpexPerYear = real(0.0, 2e5);
    in.onprem.storagePerTbMonth = real(0.0, 5.0);
    in.onprem.maxUtilization = real(0.6, 1.0);
    in.onprem.leadMonths = whole(0, 18);
    in.onprem.lifetimeYears = whole(1, 6);
    in.onprem.countResidualValue = coin();
    in.onprem.financing.mode = static_cast<FinancingMode>(whole(0, 2));
    in.onprem.financing.leasePremium = real(0.0, 0.5);
    in.onprem.financing.leaseMonths = whole(12, 60);
    in.onprem.financing.loanRate = coin() ? 0.0 : real(0.0, 0.1);
    in.onprem.financing.loanMonths = whole(12, 84);
    in.migration.dataTb = real(0.0, 3000.0);
    in.migration.staleFraction = real(0.0, 0.5);
    in.migration.compression = real(0.0, 0.5);
    in.migration.method = static_cast<MigrationMethod>(whole(0, 2));
    in.migration.snowballShippingPerDevice = real(0.0, 500.0);
    in.migration.directConnectMonths = whole(0, 4);
    in.migration.parallelRunMonths = whole(0, 3);
    in.migration.hybridEgressTbPerMonth = real(0.0, 50.0);
    in.factors.expertise = static_cast<Expertise>(whole(0, 2));
    in.factors.capitalAvailable = real(0.0, 2e7);
    in.factors.dataLocation = static_cast<DataLocation>(whole(0, 2));
    in.factors.weights = {real(0, 1), real(0, 1), real(0, 1), real(0, 1), real(0, 1)};
    return in;
}

} // namespace gda::engine::testing

using gda::engine::testing::linearScenario;
using gda::engine::testing::randomScenario;

namespace {

constexpr double kBreakEvenU = 0.581381927585981; // u* of linearScenario, see above

Decision decideOk(const Inputs &in, const Evaluation &e)
{
    const DecisionResult r = decide(in, e);
    REQUIRE(std::holds_alternative<Decision>(r));
    return std::get<Decision>(r);
}

Decision decideFor(const Inputs &in)
{
    return decideOk(in, evaluateOptions(in));
}

double scoreOf(const Inputs &in, Factor f)
{
    return decideFor(in).score(f).score;
}

std::array<FactorScore, kFactorCount> syntheticScores(const std::array<double, kFactorCount> &s)
{
    std::array<FactorScore, kFactorCount> scores;
    for (std::size_t i = 0; i < kFactorCount; ++i)
        scores[i] = {kAllFactors[i], s[i], ExpertiseReason{}};
    return scores;
}

Weights weightsOf(const std::array<double, kFactorCount> &w)
{
    return {w[0], w[1], w[2], w[3], w[4]};
}

} // namespace

TEST_CASE("decision keys are the JSON identifiers", "[decision]")
{
    CHECK(factorKey(Factor::Utilization) == "utilization");
    CHECK(factorKey(Factor::Predictability) == "predictability");
    CHECK(factorKey(Factor::Expertise) == "expertise");
    CHECK(factorKey(Factor::Capital) == "capital");
    CHECK(factorKey(Factor::DataGravity) == "data_gravity");
    CHECK(recommendationKey(Recommendation::Cloud) == "cloud");
    CHECK(recommendationKey(Recommendation::Hybrid) == "hybrid");
    CHECK(recommendationKey(Recommendation::OnPrem) == "onprem");
}

TEST_CASE("recommendation thresholds: 60 and above on-premise, 40 and below cloud", "[decision]")
{
    CHECK(recommendationFor(60.0) == Recommendation::OnPrem);
    CHECK(recommendationFor(59.999) == Recommendation::Hybrid);
    CHECK(recommendationFor(40.001) == Recommendation::Hybrid);
    CHECK(recommendationFor(40.0) == Recommendation::Cloud);
    CHECK(recommendationFor(0.0) == Recommendation::Cloud);
    CHECK(recommendationFor(100.0) == Recommendation::OnPrem);
}

TEST_CASE("extreme case: high utilization, flat, HPC team, ample capital, data on-premise "
          "recommends on-premise",
          "[decision]")
{
    Inputs in = linearScenario(0.95);
    in.factors.expertise = Expertise::HpcTeam;
    in.factors.capitalAvailable = 3.0 * 3490000.0; // 3 × the capex
    in.factors.dataLocation = DataLocation::OnPrem;
    const Evaluation e = evaluate(in);
    REQUIRE(e.breakEvenUtilization);
    CHECK(*e.breakEvenUtilization == Approx(kBreakEvenU).margin(1e-8));

    const Decision d = decideOk(in, e);
    // utilization: 50 + 50 × (0.95 − 0.5814) / 0.25 = 123.7 → clamped to 100
    CHECK(d.score(Factor::Utilization).score == 100.0);
    // flat profile, no growth: CV 0 → 100 × (1 − 0 / 0.5) = 100
    CHECK(d.score(Factor::Predictability).score == 100.0);
    CHECK(d.score(Factor::Expertise).score == 90.0);
    // capex 3,490,000 / capital 10,470,000 = 1/3 ≤ 0.5 → 100
    const auto &capital = std::get<CapitalReason>(d.score(Factor::Capital).reason);
    CHECK(capital.initialCapex == Approx(3490000.0));
    REQUIRE(capital.ratio);
    CHECK(*capital.ratio == Approx(1.0 / 3.0));
    CHECK(d.score(Factor::Capital).score == 100.0);
    CHECK(d.score(Factor::DataGravity).score == 90.0);
    // (100 + 100 + 90 + 100 + 90) / 5 = 96
    CHECK(d.overall == Approx(96.0));
    CHECK(d.recommendation == Recommendation::OnPrem);
}

TEST_CASE("extreme case: low utilization, spiky, no expertise, little capital, 2 PB in the "
          "cloud recommends cloud",
          "[decision]")
{
    Inputs in = linearScenario(0.15);
    // six months at 0.4 and six at 1.6: mean 1, population std 0.6 → CV 0.6
    in.workload.monthlyProfile = {0.4, 1.6, 0.4, 1.6, 0.4, 1.6, 0.4, 1.6, 0.4, 1.6, 0.4, 1.6};
    in.factors.expertise = Expertise::None;
    in.factors.capitalAvailable = 3490000.0 / 4.0;
    in.factors.dataLocation = DataLocation::Cloud;
    in.migration.dataTb = 2000.0;
    in.migration.method = MigrationMethod::Internet;

    for (FinancingMode mode : {FinancingMode::Cash, FinancingMode::Lease}) {
        in.onprem.financing.mode = mode;
        const Decision d = decideOk(in, evaluate(in));
        // the profile never exceeds the fleet below u = 1/1.6, so u* is the flat one (0.5814):
        // 50 + 50 × (0.15 − 0.5814) / 0.25 = −36.3 → 0
        CHECK(d.score(Factor::Utilization).score == 0.0);
        const auto &pred = std::get<PredictabilityReason>(d.score(Factor::Predictability).reason);
        CHECK(pred.profileVariation == Approx(0.6));
        CHECK(d.score(Factor::Predictability).score == 0.0); // 100 × (1 − 0.6 / 0.5) < 0 → 0
        CHECK(d.score(Factor::Expertise).score == 15.0);
        // ratio 4 ≥ 1.5 → 0; +15 with a lease
        CHECK(d.score(Factor::Capital).score == (mode == FinancingMode::Cash ? 0.0 : 15.0));
        // 2000 TB over the tiers: 10×90 + 40×85 + 100×70 + 1850×50 = $103,800
        const auto &data = std::get<DataGravityReason>(d.score(Factor::DataGravity).reason);
        CHECK(data.migrationCost == Approx(103800.0));
        if (mode == FinancingMode::Cash) {
            // year 1: cloud 12 × 35,040 = 420,480; on-premise 3,490,000 + 348,000 + 500,000
            // + power 47,966.256 + migration 103,800 = 4,489,766.256 → savings −4,069,286.256
            CHECK(data.firstYearSavings == Approx(-4069286.256));
        }
        CHECK_FALSE(data.ratio);
        CHECK(d.score(Factor::DataGravity).score == 0.0);
        // cash: (0 + 0 + 15 + 0 + 0) / 5 = 3; lease: (15 + 15) / 5 = 6
        CHECK(d.overall == Approx(mode == FinancingMode::Cash ? 3.0 : 6.0));
        CHECK(d.recommendation == Recommendation::Cloud);
    }
}

TEST_CASE("utilization rule by hand", "[decision]")
{
    // 50 + 50 × (u − u*) / 0.25 with u* = 0.5
    CHECK(utilizationScore(0.5, 0.5, BreakEvenKind::Crossing) == Approx(50.0));
    CHECK(utilizationScore(0.6, 0.5, BreakEvenKind::Crossing) == Approx(70.0));
    CHECK(utilizationScore(0.3, 0.5, BreakEvenKind::Crossing) == Approx(10.0));
    CHECK(utilizationScore(0.75, 0.5, BreakEvenKind::Crossing) == Approx(100.0));
    CHECK(utilizationScore(0.9, 0.5, BreakEvenKind::Crossing) == 100.0);
    CHECK(utilizationScore(0.2, 0.5, BreakEvenKind::Crossing) == 0.0);
    CHECK(utilizationScore(0.1, std::nullopt, BreakEvenKind::OnPremAlwaysCheaper) == 100.0);
    CHECK(utilizationScore(1.0, std::nullopt, BreakEvenKind::CloudAlwaysCheaper) == 0.0);

    // through the model: u = 0.65 in the linear scenario → 50 + 200 × (0.65 − 0.581382) = 63.7236
    const Decision d = decideFor(linearScenario(0.65));
    const auto &reason = std::get<UtilizationReason>(d.score(Factor::Utilization).reason);
    CHECK(reason.kind == BreakEvenKind::Crossing);
    REQUIRE(reason.breakEvenUtilization);
    CHECK(*reason.breakEvenUtilization == Approx(kBreakEvenU).margin(1e-8));
    CHECK(d.score(Factor::Utilization).score == Approx(63.7236144828).margin(1e-5));
}

TEST_CASE("predictability rule by hand", "[decision]")
{
    std::array<double, 12> flat{};
    flat.fill(2.0);
    CHECK(profileVariation(flat) == 0.0);
    // 0.9 and 1.1 alternating: mean 1, std 0.1 → CV 0.1 → 100 × (1 − 0.1/0.5) = 80
    const std::array<double, 12> mild{0.9, 1.1, 0.9, 1.1, 0.9, 1.1, 0.9, 1.1, 0.9, 1.1, 0.9, 1.1};
    CHECK(profileVariation(mild) == Approx(0.1));
    CHECK(predictabilityScore(effectiveVariation(0.1, 0.0)) == Approx(80.0));
    // growth 30%, flat: 0.3 / √12 = 0.0866 → 100 × (1 − 0.0866/0.5) = 82.6795
    CHECK(predictabilityScore(effectiveVariation(0.0, 0.3)) == Approx(82.6794919243));
    // both: √(0.01 + 0.09/12) = 0.13229 → 73.5425
    CHECK(predictabilityScore(effectiveVariation(0.1, 0.3)) == Approx(73.5424868894));
    CHECK(predictabilityScore(effectiveVariation(0.0, -0.3)) == Approx(82.6794919243));
    CHECK(predictabilityScore(0.5) == 0.0);
    CHECK(predictabilityScore(0.8) == 0.0);
}

TEST_CASE("expertise and capital rules by hand", "[decision]")
{
    CHECK(expertiseScore(Expertise::None) == 15.0);
    CHECK(expertiseScore(Expertise::Some) == 50.0);
    CHECK(expertiseScore(Expertise::HpcTeam) == 90.0);

    // ratio ≤ 0.5 → 100, ≥ 1.5 → 0, linear: 100 × (1.5 − r)
    CHECK(capitalScore(capitalRatio(500.0, 1000.0), FinancingMode::Cash) == Approx(100.0));
    CHECK(capitalScore(capitalRatio(750.0, 1000.0), FinancingMode::Cash) == Approx(75.0));
    CHECK(capitalScore(capitalRatio(1000.0, 1000.0), FinancingMode::Cash) == Approx(50.0));
    CHECK(capitalScore(capitalRatio(1000.0, 1000.0), FinancingMode::Lease) == Approx(65.0));
    CHECK(capitalScore(capitalRatio(1000.0, 1000.0), FinancingMode::Loan) == Approx(65.0));
    CHECK(capitalScore(capitalRatio(1500.0, 1000.0), FinancingMode::Cash) == Approx(0.0));
    CHECK(capitalScore(capitalRatio(100.0, 1000.0), FinancingMode::Lease) == 100.0); // capped
    // no capital at all: infinite ratio → 0, +15 when financed
    CHECK_FALSE(capitalRatio(1000.0, 0.0));
    CHECK(capitalScore(capitalRatio(1000.0, 0.0), FinancingMode::Cash) == 0.0);
    CHECK(capitalScore(capitalRatio(1000.0, 0.0), FinancingMode::Loan) == 15.0);
    CHECK(capitalScore(capitalRatio(0.0, 0.0), FinancingMode::Cash) == 100.0); // nothing to fund

    // the model's capex: 80 GPUs → 3,490,000 (see linearScenario); capital 2,792,000 → 1.25
    // → 100 × (1.5 − 1.25) = 25
    Inputs in = linearScenario(0.7);
    in.factors.capitalAvailable = 2792000.0;
    CHECK(scoreOf(in, Factor::Capital) == Approx(25.0));
    in.onprem.fixedCapex = 698000.0; // capex 4,188,000 → ratio 1.5 → 0
    CHECK(scoreOf(in, Factor::Capital) == Approx(0.0).margin(1e-9));
}

TEST_CASE("data gravity rule by hand", "[decision]")
{
    CHECK(dataGravityScore(DataLocation::OnPrem, std::nullopt) == 90.0);
    CHECK(dataGravityScore(DataLocation::Cloud, 0.0) == 70.0);
    CHECK(dataGravityScore(DataLocation::Cloud, 0.05) == 70.0);
    // 70 × (1 − 0.1) / 0.95 = 66.3158; 70 × (1 − 0.525) / 0.95 = 35
    CHECK(dataGravityScore(DataLocation::Cloud, 0.1) == Approx(66.3157894737));
    CHECK(dataGravityScore(DataLocation::Cloud, 0.525) == Approx(35.0));
    CHECK(dataGravityScore(DataLocation::Cloud, 1.0) == 0.0);
    CHECK(dataGravityScore(DataLocation::Cloud, std::nullopt) == 0.0);
    // mixed: midway between on-premise (90) and the cloud rule: (90 + 35) / 2 = 62.5
    CHECK(dataGravityScore(DataLocation::Mixed, 0.525) == Approx(62.5));
    CHECK(dataGravityScore(DataLocation::Mixed, std::nullopt) == 45.0);
    CHECK_FALSE(dataGravityRatio(100.0, 0.0));
    // No data to move: ratio 0 whatever the savings, so data in the cloud scores the full 70.
    CHECK(*dataGravityRatio(0.0, -5.0) == 0.0);
    CHECK(dataGravityScore(DataLocation::Cloud, dataGravityRatio(0.0, -5.0)) == 70.0);
    CHECK_FALSE(dataGravityRatio(100.0, -5.0));
    CHECK(*dataGravityRatio(100.0, 1000.0) == Approx(0.1));

    // Through the model: linear scenario at u = 0.95 with a 36-month lease at +25% and 200 TB
    // in the cloud. Transfer 10×90 + 40×85 + 100×70 + 50×50 = $13,800.
    // Year 1 on-premise: lease 12 × 3,490,000 × 1.25 / 36 = 1,454,166.67, maintenance 348,000,
    // staff 500,000, power 12 × 9,869.6 × (0.3 + 0.7 × 0.95) = 114,289.968, migration 13,800
    // = 2,430,256.635; cloud 12 × 58,400 × 0.95 × 4 = 2,663,040; savings 232,783.365.
    // Ratio 13,800 / 232,783.365 = 0.0592826 → 70 × (1 − 0.0592826) / 0.95 = 69.3160.
    Inputs in = linearScenario(0.95);
    in.onprem.financing.mode = FinancingMode::Lease;
    in.onprem.financing.leasePremium = 0.25;
    in.onprem.financing.leaseMonths = 36;
    in.migration.dataTb = 200.0;
    in.factors.dataLocation = DataLocation::Cloud;
    const Decision d = decideFor(in);
    const auto &data = std::get<DataGravityReason>(d.score(Factor::DataGravity).reason);
    CHECK(data.migrationCost == Approx(13800.0));
    CHECK(data.firstYearSavings == Approx(232783.365333));
    REQUIRE(data.ratio);
    CHECK(*data.ratio == Approx(0.0592825865));
    CHECK(d.score(Factor::DataGravity).score == Approx(69.3160199393));
}

TEST_CASE("all-zero or invalid weights are rejected, never divided by", "[decision]")
{
    Inputs in = linearScenario(0.7);
    const Evaluation e = evaluateOptions(in);
    in.factors.weights = {0.0, 0.0, 0.0, 0.0, 0.0};
    DecisionResult r = decide(in, e);
    REQUIRE(std::holds_alternative<DecisionError>(r));
    CHECK(std::get<DecisionError>(r).kind == DecisionError::Kind::AllWeightsZero);

    in.factors.weights = {0.2, -0.1, 0.2, 0.2, 0.2};
    r = decide(in, e);
    REQUIRE(std::holds_alternative<DecisionError>(r));
    CHECK(std::get<DecisionError>(r).kind == DecisionError::Kind::InvalidWeight);
    CHECK(std::get<DecisionError>(r).factor == Factor::Predictability);

    in.factors.weights = {0.2, 0.2, 0.2, 0.2, std::nan("")};
    r = decide(in, e);
    REQUIRE(std::holds_alternative<DecisionError>(r));
    CHECK(std::get<DecisionError>(r).factor == Factor::DataGravity);

    // one weight alone decides: overall = that score, normalised weight 1
    in.factors.weights = {0.0, 0.0, 0.3, 0.0, 0.0};
    in.factors.expertise = Expertise::HpcTeam;
    const Decision d = decideOk(in, e);
    CHECK(d.normalizedWeights[2] == 1.0);
    CHECK(d.overall == 90.0);
    CHECK(d.recommendation == Recommendation::OnPrem);
    // its own weight anywhere in (0, 1] leaves the overall at 90; 0 would be no decision
    CHECK_FALSE(d.flip(Factor::Expertise));
    // capital scores 0 (capex 3,490,000 against the default 500,000): with weight x the
    // overall is (0.3 × 90) / (0.3 + x), below 60 once x > (18 − 27) / (0 − 60) = 0.15
    REQUIRE(d.score(Factor::Capital).score == 0.0);
    REQUIRE(d.flip(Factor::Capital));
    CHECK(d.flip(Factor::Capital)->distance == Approx(0.15).margin(1e-12));
    CHECK(d.flip(Factor::Capital)->to == Recommendation::Hybrid);
}

TEST_CASE("weights are normalised to sum 1", "[decision]")
{
    // scores 90, 20, 55, 30, 70 with weights 0.5, 0.25, 0.25, 0, 0:
    // (0.5 × 90 + 0.25 × 20 + 0.25 × 55) / 1.0 = 63.75
    const DecisionResult r =
        combine(syntheticScores({90, 20, 55, 30, 70}), weightsOf({0.5, 0.25, 0.25, 0.0, 0.0}));
    const Decision &d = std::get<Decision>(r);
    CHECK(d.normalizedWeights[0] == Approx(0.5));
    CHECK(d.overall == Approx(63.75));
    CHECK(d.recommendation == Recommendation::OnPrem);
    // the same with weights halved
    // (the result kept in a variable: a reference into a temporary would dangle)
    const DecisionResult halved =
        combine(syntheticScores({90, 20, 55, 30, 70}), weightsOf({0.25, 0.125, 0.125, 0.0, 0.0}));
    const Decision &h = std::get<Decision>(halved);
    CHECK(h.overall == Approx(63.75));
}

TEST_CASE("flip distances by hand", "[decision]")
{
    // Scores 90, 20, 55, 30, 70, all weights 0.2: overall 265 / 5 = 53 → hybrid.
    // With weight x on factor j and the others fixed: overall(x) = (A + x s) / (B + x), B = 0.8.
    const Decision d = std::get<Decision>(
        combine(syntheticScores({90, 20, 55, 30, 70}), weightsOf({0.2, 0.2, 0.2, 0.2, 0.2})));
    CHECK(d.overall == Approx(53.0));
    REQUIRE(d.recommendation == Recommendation::Hybrid);
    // utilization s = 90, A = 0.2 × 175 = 35: reaches 60 at x = (48 − 35) / 30 = 0.43333
    // → +0.23333 to on-premise; downwards it tends to 35 / 0.8 = 43.75 and never reaches 40.
    REQUIRE(d.flip(Factor::Utilization));
    CHECK(d.flip(Factor::Utilization)->distance == Approx(13.0 / 30.0 - 0.2).margin(1e-12));
    CHECK(d.flip(Factor::Utilization)->to == Recommendation::OnPrem);
    // predictability s = 20, A = 49: down to x = (48 − 49) / (20 − 60) = 0.025 → −0.175
    // (on-premise); up to 40 at x = (32 − 49) / (20 − 40) = 0.85 → +0.65; the nearer wins.
    REQUIRE(d.flip(Factor::Predictability));
    CHECK(d.flip(Factor::Predictability)->distance == Approx(-0.175).margin(1e-12));
    CHECK(d.flip(Factor::Predictability)->to == Recommendation::OnPrem);
    // expertise s = 55, A = 42: overall stays between 52.5 and 55 → never flips
    CHECK_FALSE(d.flip(Factor::Expertise));
    // capital s = 30, A = 47: reaches 40 only at x = (32 − 47) / (30 − 40) = 1.5 > 1
    CHECK_FALSE(d.flip(Factor::Capital));
    // data gravity s = 70, A = 39: x = (48 − 39) / (70 − 60) = 0.9 → +0.7 (on-premise)
    REQUIRE(d.flip(Factor::DataGravity));
    CHECK(d.flip(Factor::DataGravity)->distance == Approx(0.7).margin(1e-12));
    CHECK(d.flip(Factor::DataGravity)->to == Recommendation::OnPrem);
}

TEST_CASE("flip distances are confirmed by re-deciding just past and just short of them",
          "[decision][property]")
{
    std::mt19937_64 rng(0xF11Fu);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    constexpr double kStep = 1e-9;
    int confirmed = 0;
    int none = 0;
    for (int trial = 0; trial < 1500; ++trial) {
        std::array<double, kFactorCount> s{};
        std::array<double, kFactorCount> w{};
        for (std::size_t i = 0; i < kFactorCount; ++i) {
            s[i] = 100.0 * unit(rng);
            w[i] = unit(rng) < 0.1 ? 0.0 : unit(rng);
        }
        const Weights weights = weightsOf(w);
        const DecisionResult r = combine(syntheticScores(s), weights);
        if (!std::holds_alternative<Decision>(r))
            continue;
        const Decision &d = std::get<Decision>(r);
        for (Factor f : kAllFactors) {
            const auto j = static_cast<std::size_t>(f);
            auto recAt = [&](double x) -> std::optional<Recommendation> {
                Weights moved = weights;
                setWeight(moved, f, x);
                const DecisionResult m = combine(syntheticScores(s), moved);
                if (!std::holds_alternative<Decision>(m))
                    return std::nullopt;
                return std::get<Decision>(m).recommendation;
            };
            const auto &flip = d.flip(f);
            if (!flip) {
                // no weight in [0, 1] (grid of 1001 points) changes the recommendation
                int changed = 0;
                for (int k = 0; k <= 1000; ++k) {
                    const auto rec = recAt(k / 1000.0);
                    changed += rec && *rec != d.recommendation ? 1 : 0;
                }
                CHECK(changed == 0);
                ++none;
                continue;
            }
            // skip near-degenerate geometry where 1e-9 of weight moves the overall by < 1e-12
            if (std::abs(s[j] - d.overall) < 1e-3)
                continue;
            const double target = w[j] + flip->distance;
            REQUIRE(target >= 0.0);
            REQUIRE(target <= 1.0);
            const double direction = std::signbit(flip->distance) ? -1.0 : 1.0;
            const double past = std::clamp(target + direction * kStep, 0.0, 1.0);
            const auto after = recAt(past);
            REQUIRE(after);
            CHECK(*after != d.recommendation);
            CHECK(*after == flip->to);
            if (std::abs(flip->distance) > kStep) {
                const auto before = recAt(target - direction * kStep);
                REQUIRE(before);
                CHECK(*before == d.recommendation);
            }
            ++confirmed;
        }
    }
    CHECK(confirmed > 500);
    CHECK(none > 500);
}

TEST_CASE("flip distances through decide() on generated scenarios", "[decision][property]")
{
    std::mt19937_64 rng(20260301);
    int confirmed = 0;
    for (int trial = 0; trial < 40; ++trial) {
        Inputs in = randomScenario(rng);
        const Evaluation e = evaluate(in);
        const Decision d = decideOk(in, e);
        for (Factor f : kAllFactors) {
            const auto &flip = d.flip(f);
            if (!flip || std::abs(d.score(f).score - d.overall) < 1e-3)
                continue;
            const double w = weightArray(in.factors.weights)[static_cast<std::size_t>(f)];
            const double direction = std::signbit(flip->distance) ? -1.0 : 1.0;
            Inputs moved = in;
            setWeight(moved.factors.weights, f,
                      std::clamp(w + flip->distance + direction * 1e-9, 0.0, 1.0));
            CHECK(decideOk(moved, e).recommendation == flip->to);
            if (std::abs(flip->distance) > 1e-9) {
                setWeight(moved.factors.weights, f, w + flip->distance - direction * 1e-9);
                CHECK(decideOk(moved, e).recommendation == d.recommendation);
            }
            ++confirmed;
        }
    }
    CHECK(confirmed > 20);
}

TEST_CASE("each factor score is monotone in its input", "[decision][property]")
{
    std::mt19937_64 rng(0xDEC1DEu);
    std::uniform_real_distribution<double> unit(0.0, 1.0);

    SECTION("utilization: non-decreasing in u (u* does not depend on u)")
    {
        for (int trial = 0; trial < 40; ++trial) {
            Inputs in = randomScenario(rng);
            const BreakEvenUtilization beu = breakEvenUtilization(in);
            double previous = -1.0;
            for (int k = 1; k <= 20; ++k) {
                in.workload.utilization = k / 20.0;
                Evaluation e = evaluateOptions(in);
                e.breakEvenUtilization = beu.value;
                e.breakEvenUtilizationKind = beu.kind;
                const double score = decideOk(in, e).score(Factor::Utilization).score;
                CHECK(score >= previous);
                previous = score;
            }
            in.workload.utilization = 0.37;
            CHECK(breakEvenUtilization(in).value == beu.value);
        }
    }
    SECTION("predictability: non-increasing in the profile's spread and in |growth|")
    {
        for (int trial = 0; trial < 200; ++trial) {
            Inputs in = randomScenario(rng);
            for (double &p : in.workload.monthlyProfile)
                p = 0.1 + 3.0 * unit(rng);
            const std::array<double, 12> spiky = in.workload.monthlyProfile;
            double previous = -1.0;
            for (int k = 0; k <= 10; ++k) { // blend towards flat: the spread shrinks
                const double t = k / 10.0;
                for (std::size_t i = 0; i < 12; ++i)
                    in.workload.monthlyProfile[i] = (1.0 - t) * spiky[i] + t * 1.0;
                const double score = predictabilityScore(effectiveVariation(
                    profileVariation(in.workload.monthlyProfile), in.workload.annualGrowth));
                CHECK(score >= previous);
                previous = score;
            }
            const double cv = profileVariation(spiky);
            const double sign = unit(rng) < 0.5 ? -1.0 : 1.0;
            previous = 101.0;
            for (int k = 0; k <= 10; ++k) {
                const double score = predictabilityScore(effectiveVariation(cv, sign * 0.09 * k));
                CHECK(score <= previous);
                previous = score;
            }
        }
        // and through decide(): a growing workload never scores higher than a flat one
        for (int trial = 0; trial < 20; ++trial) {
            Inputs in = randomScenario(rng);
            in.workload.annualGrowth = 0.0;
            const double still = scoreOf(in, Factor::Predictability);
            in.workload.annualGrowth = 0.4;
            CHECK(scoreOf(in, Factor::Predictability) <= still);
        }
    }
    SECTION("expertise: none < some < HPC team")
    {
        CHECK(expertiseScore(Expertise::None) < expertiseScore(Expertise::Some));
        CHECK(expertiseScore(Expertise::Some) < expertiseScore(Expertise::HpcTeam));
    }
    SECTION("capital: non-decreasing in capital available, non-increasing in capex, financing "
            "never lowers it")
    {
        for (int trial = 0; trial < 30; ++trial) {
            Inputs in = randomScenario(rng);
            const Evaluation e = evaluateOptions(in);
            double previous = -1.0;
            for (int k = 0; k <= 12; ++k) {
                in.factors.capitalAvailable = 1e6 * k * k / 4.0;
                const double score = decideOk(in, e).score(Factor::Capital).score;
                CHECK(score >= previous);
                previous = score;
            }
            in.factors.capitalAvailable = 5e6;
            previous = 101.0;
            for (int k = 0; k <= 12; ++k) {
                in.onprem.gpuUnitPrice = 5000.0 * (1 + k);
                const double score = scoreOf(in, Factor::Capital);
                CHECK(score <= previous);
                previous = score;
            }
            in.onprem.financing.mode = FinancingMode::Cash;
            const double cash = scoreOf(in, Factor::Capital);
            in.onprem.financing.mode = FinancingMode::Lease;
            CHECK(scoreOf(in, Factor::Capital) >= cash);
        }
        for (int trial = 0; trial < 2000; ++trial) {
            const double capex = 1e7 * unit(rng);
            const double a = 1e7 * unit(rng);
            const double b = a + 1e7 * unit(rng);
            for (FinancingMode mode : {FinancingMode::Cash, FinancingMode::Lease}) {
                CHECK(capitalScore(capitalRatio(capex, b), mode) >=
                      capitalScore(capitalRatio(capex, a), mode));
                CHECK(capitalScore(capitalRatio(a, capex), mode) >=
                      capitalScore(capitalRatio(b, capex), mode));
            }
        }
    }
    SECTION("data gravity: non-increasing in the data to move, cloud ≤ mixed ≤ on-premise")
    {
        for (int trial = 0; trial < 30; ++trial) {
            Inputs in = randomScenario(rng);
            in.onprem.financing.mode = FinancingMode::Lease; // spread capex: savings often > 0
            in.workload.utilization = 0.6 + 0.4 * unit(rng);
            in.factors.dataLocation = unit(rng) < 0.5 ? DataLocation::Cloud : DataLocation::Mixed;
            double previous = 101.0;
            for (int k = 0; k <= 10; ++k) {
                in.migration.dataTb = 300.0 * k * k;
                const double score = scoreOf(in, Factor::DataGravity);
                CHECK(score <= previous);
                previous = score;
            }
            std::array<double, 3> byLocation{};
            for (DataLocation loc :
                 {DataLocation::Cloud, DataLocation::Mixed, DataLocation::OnPrem}) {
                in.factors.dataLocation = loc;
                byLocation[static_cast<std::size_t>(loc)] = scoreOf(in, Factor::DataGravity);
            }
            const double cloud = byLocation[static_cast<std::size_t>(DataLocation::Cloud)];
            const double mixed = byLocation[static_cast<std::size_t>(DataLocation::Mixed)];
            const double onprem = byLocation[static_cast<std::size_t>(DataLocation::OnPrem)];
            CHECK(cloud <= mixed);
            CHECK(mixed <= onprem);
        }
        for (int trial = 0; trial < 2000; ++trial) {
            const double migration = 1e6 * unit(rng);
            const double s1 = 2e6 * unit(rng) - 5e5;
            const double s2 = s1 + 1e6 * unit(rng);
            // more savings → lower ratio → score not lower; more migration → not higher
            CHECK(dataGravityScore(DataLocation::Cloud, dataGravityRatio(migration, s2)) >=
                  dataGravityScore(DataLocation::Cloud, dataGravityRatio(migration, s1)));
            CHECK(dataGravityScore(DataLocation::Cloud, dataGravityRatio(migration, s2)) >=
                  dataGravityScore(DataLocation::Cloud, dataGravityRatio(migration * 2.0, s2)));
        }
    }
}

TEST_CASE("every score stays within 0..100 on generated scenarios", "[decision][property]")
{
    std::mt19937_64 rng(7);
    for (int trial = 0; trial < 60; ++trial) {
        const Inputs in = randomScenario(rng);
        const DecisionResult r = decide(in, evaluateOptions(in));
        if (std::holds_alternative<DecisionError>(r))
            continue; // all five random weights zero: impossible with continuous draws
        const Decision &d = std::get<Decision>(r);
        double sum = 0.0;
        for (const FactorScore &f : d.scores) {
            CHECK(f.score >= 0.0);
            CHECK(f.score <= 100.0);
        }
        for (double w : d.normalizedWeights)
            sum += w;
        CHECK(sum == Approx(1.0));
        CHECK(d.recommendation == recommendationFor(d.overall));
    }
}

TEST_CASE("version 2: the matrix uses every workload, weighted by GPU-hours", "[decision][v2]")
{
    // Two workloads over 5 years, every month active, no growth:
    //   A: 10 GPUs, utilization form u = 1, flat profile, 40 TB of data, placement auto;
    //   B: 30 GPUs, 12 hours a day from 08:00 on 7 days (u = 12/24 = 0.5), profile alternating
    //      0.5 / 1.5 (mean 1, population std 0.5: CV 0.5), 20 TB of data, placement cloud.
    // GPU-hours over the horizon: D_A = 10 × H × 1 × 60, D_B = 30 × H × 0.5 × 60 → 10 : 15.
    //   ū = (1 × 10 + 0.5 × 15) / 25 = 0.7;
    //   CV = (0 × 10 + 0.5 × 15) / 25 = 0.3 (no growth: effective 0.3) → 100 × (1 − 0.3/0.5) = 40.
    // Data: migration 10 TB + A's 40 TB (B runs in the cloud and is not moved) = 50 TB by Direct
    // Connect: 3,600 × 2 months + 50 × 1,000 GB × 0.02 = 7,200 + 1,000 = 8,200.
    Inputs in;
    in.modelVersion = 2;
    in.horizonYears = 5;
    WorkloadInput a;
    a.name = "A";
    a.gpus = 10;
    a.utilization = 1.0;
    a.dataTb = 40.0;
    WorkloadInput b;
    b.name = "B";
    b.kind = WorkloadKind::Inference;
    b.gpus = 30;
    b.hoursPerDay = 12.0;
    b.daysPerWeek = 7;
    b.startHour = 8;
    b.monthlyProfile = {0.5, 1.5, 0.5, 1.5, 0.5, 1.5, 0.5, 1.5, 0.5, 1.5, 0.5, 1.5};
    b.dataTb = 20.0;
    b.placement = Placement::Cloud;
    in.workloads = {a, b};
    in.migration.dataTb = 10.0;
    in.migration.method = MigrationMethod::DirectConnect;
    in.migration.directConnectPortPerMonth = 3600.0;
    in.migration.directConnectMonths = 2;
    in.migration.directConnectPerGb = 0.02;

    const Decision d = decideFor(in);
    const auto &u = std::get<UtilizationReason>(d.score(Factor::Utilization).reason);
    CHECK(u.utilization == Approx(0.7).epsilon(1e-12));
    const auto &p = std::get<PredictabilityReason>(d.score(Factor::Predictability).reason);
    CHECK(p.profileVariation == Approx(0.3).epsilon(1e-12));
    CHECK(p.effectiveVariation == Approx(0.3).epsilon(1e-12));
    CHECK(d.score(Factor::Predictability).score == Approx(40.0).epsilon(1e-12));
    const auto &data = std::get<DataGravityReason>(d.score(Factor::DataGravity).reason);
    CHECK(data.migrationCost == Approx(8200.0).epsilon(1e-12));

    // B on-premise too: its 20 TB move as well, 7,200 + 70 × 1,000 × 0.02 = 8,600.
    in.workloads[1].placement = Placement::Auto;
    const Decision both = decideFor(in); // kept: a reference into a temporary would dangle
    const auto &moved = std::get<DataGravityReason>(both.score(Factor::DataGravity).reason);
    CHECK(moved.migrationCost == Approx(8600.0).epsilon(1e-12));
}

TEST_CASE("first-year capex: the purchases of the twelve months from the first, fixed capex once",
          "[decision][v2]")
{
    // handV2Base: a GPU costs 25,000 + 5,000 server share, no installation or facility; fixed
    // capex 50,000. Tranches in months 1, 7 and 13 of 8, 32 and 40 GPUs: months 1 … 12 hold the
    // first two, (8 + 32) × 30,000 + 50,000 = 1,250,000; the first purchase alone, month 1, is
    // 8 × 30,000 + 50,000 = 290,000.
    Inputs in = test::handV2Base(3, 4.0, 2.4);
    in.onprem.fixedCapex = 50000.0;
    OptionResult r;
    r.option = Option::OnPrem;
    r.purchases = {Purchase(1, 8), Purchase(7, 32), Purchase(13, 40)};
    CHECK(firstYearCapex(in, r) == Approx(1250000.0).epsilon(1e-12));
    CHECK(initialCapex(in, r) == Approx(290000.0).epsilon(1e-12));
    // Stages a year apart (Buy in stages): the first year is the first stage.
    r.purchases = {Purchase(1, 8), Purchase(13, 24), Purchase(25, 48)};
    CHECK(firstYearCapex(in, r) == Approx(290000.0).epsilon(1e-12));
    // A first purchase in month 13 counts months 13 … 24: 8 + 24 GPUs.
    r.purchases = {Purchase(25, 48), Purchase(13, 8), Purchase(24, 24)};
    CHECK(firstYearCapex(in, r) == Approx(32 * 30000.0 + 50000.0).epsilon(1e-12));
    r.purchases.clear();
    CHECK(firstYearCapex(in, r) == 0.0);
}

TEST_CASE("version 2: the capital factor measures the advised hybrid's first year, not "
          "on-premise's first stage",
          "[decision][v2]")
{
    // Issue 31: on-premise bought in stages (8 GPUs in month 1, 24 in 25, 8 in 49), the hybrid
    // buying all 40 in month 1. 40 GPUs busy all the time at 4.00 an hour, 5 years, no data to
    // move. handV2Base: 30,000 per GPU, nothing else up front; capital available 1,000,000.
    Inputs in = test::handV2Base(5, 4.0, 2.4);
    WorkloadInput w;
    w.name = "Training";
    w.gpus = 40;
    w.utilization = 1.0;
    in.workloads = {w};
    in.onpremV2.purchases =
        std::vector<Purchase>{Purchase(1, 8), Purchase(25, 24), Purchase(49, 8)};
    in.hybrid.purchases = std::vector<Purchase>{Purchase(1, 40)};
    in.migration.dataTb = 0.0;
    in.factors.capitalAvailable = 1000000.0;
    const Evaluation e = evaluate(in);

    // The first pass (on-premise: 8 × 30,000 = 240,000, ratio 0.24 → 100) advises hybrid: the
    // staged fleet pays the cloud for most of the work for four years, so the hybrid is the
    // cheapest by far and its premium guard overrules the matrix.
    CHECK(firstYearCapex(in, e.option(Option::OnPrem)) == Approx(240000.0).epsilon(1e-12));
    CHECK(e.option(Option::Hybrid).npv < e.option(Option::OnPrem).npv);

    // The decision: the capital factor on the hybrid's 40 × 30,000 = 1,200,000 in month 1,
    // ratio 1.2 → 100 × (1.5 − 1.2) = 30.
    const Decision d = decideOk(in, e);
    const auto &capital = std::get<CapitalReason>(d.score(Factor::Capital).reason);
    CHECK(capital.option == Option::Hybrid);
    CHECK(capital.initialCapex == Approx(1200000.0).epsilon(1e-12));
    REQUIRE(capital.ratio);
    CHECK(*capital.ratio == Approx(1.2).epsilon(1e-12));
    CHECK(d.score(Factor::Capital).score == Approx(30.0).epsilon(1e-12));
    const Advice advice = advise(in, e, d);
    CHECK(advice.option == Option::Hybrid);
    // The overall is the mean of the five scores with the hybrid's capital score in it.
    double sum = 0.0;
    for (const FactorScore &f : d.scores)
        sum += f.score;
    CHECK(d.overall == Approx(sum / 5.0).epsilon(1e-12));

    // Bought in the same stages as on-premise (Buy in stages), the hybrid's first year is its
    // first stage, as on-premise's: 8 × 30,000 = 240,000, ratio 0.24 → 100, whichever is advised.
    in.hybrid.purchases = in.onpremV2.purchases;
    const Evaluation staged = evaluate(in);
    const Decision ds = decideOk(in, staged);
    const auto &stagedCapital = std::get<CapitalReason>(ds.score(Factor::Capital).reason);
    CHECK(stagedCapital.initialCapex == Approx(240000.0).epsilon(1e-12));
    CHECK(ds.score(Factor::Capital).score == 100.0);
}

TEST_CASE("version 1: the capital factor measures on-premise whatever the advice", "[decision]")
{
    // Every input at its default: the matrix says on-premise and the advice hybrid (58 GPUs,
    // docs/decision-rules.md §2a); the capital factor still weighs on-premise's 80 GPUs in month
    // 1: 80 × (30,000 + 6,250 + 2,500 + 1.3 × 3,750) = 80 × 43,625 = 3,490,000.
    const Inputs in;
    const Evaluation e = evaluate(in);
    const Decision d = decideOk(in, e);
    REQUIRE(advise(in, e, d).option == Option::Hybrid);
    const auto &capital = std::get<CapitalReason>(d.score(Factor::Capital).reason);
    CHECK(capital.option == Option::OnPrem);
    CHECK(capital.initialCapex == Approx(3490000.0).epsilon(1e-12));
}
