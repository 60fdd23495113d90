// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The option list (engine/options.h): evaluations follow it, each option is computed by its
// fleet rule, and each option carries its own break-even and savings against the cloud. The
// arithmetic is written beside every expected number.
#include "engine/costmodel.h"

#include <catch2/catch.hpp>

#include <limits>
#include <stdexcept>

using namespace gda::engine;

namespace {

// 10 GPUs at 50%: D = 10 × 730 × 0.5 = 3,650 GPU-hours a month for 24 months, on demand at
// $2/GPU-hour: the cloud costs 7,300 a month, 175,200 in all. A fleet of K GPUs costs
// K × 12,000 in month 1 (cash) and nothing else; it serves min(3,650, K × 730) GPU-hours, the
// rest bursts at the on-demand price.
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
    in.cloud.egressTiers = {{std::numeric_limits<double>::infinity(), 0.09}};
    OnPrem &p = in.onprem;
    p.gpus = 10;
    p.hybridGpus = 2;
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
    in.migration.hybridEgressTbPerMonth = 0.0;
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
    const Evaluation e = evaluateOptions(bareInputs());
    CHECK(ids(e) == std::vector<Option>{Option::Cloud, Option::OnPrem, Option::Hybrid});
    REQUIRE(optionList().size() == kBuiltInOptions.size());
    for (std::size_t i = 0; i < e.options.size(); ++i)
        CHECK(e.options[i].option == optionList()[i].id);
    CHECK(optionKey(Option::Cloud) == "cloud");
    CHECK(optionKey(Option::OnPrem) == "onprem");
    CHECK(optionKey(Option::Hybrid) == "hybrid");
    CHECK(optionFromKey("hybrid") == Option::Hybrid);
    CHECK_FALSE(optionFromKey("multicloud").has_value());
    CHECK(optionsFor(kModelVersion).size() == kBuiltInOptions.size());
    CHECK(&e.option(Option::OnPrem) == e.find(Option::OnPrem));
    CHECK(e.find(kDummy) == nullptr);
    CHECK_THROWS_AS(e.option(kDummy), std::out_of_range);
    CHECK_THROWS_AS(optionSpec(kDummy), std::out_of_range);
}

TEST_CASE("each option carries its break-even month and savings against the cloud",
          "[engine][options]")
{
    const Evaluation e = evaluateOptions(bareInputs());
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
    Inputs in = bareInputs();
    in.migration.hybridEgressTbPerMonth = 10.0; // 10 TB × 1,000 × 0.09 = 900 a month
    {
        const testing::ScopedExtraOption dummy(
            {kDummy, "dummy", FleetRule::Workload, true, "green", 1});
        REQUIRE(optionList().size() == kBuiltInOptions.size() + 1);
        CHECK(optionKey(kDummy) == "dummy");
        const Evaluation e = evaluateOptions(in);
        CHECK(ids(e) ==
              std::vector<Option>{Option::Cloud, Option::OnPrem, Option::Hybrid, kDummy});
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

        CHECK_THROWS_AS(testing::ScopedExtraOption(
                            {static_cast<Option>(43), "dummy", FleetRule::None, false, "blue", 1}),
                        std::logic_error);
        CHECK_THROWS_AS(testing::ScopedExtraOption(
                            {kDummy, "other", FleetRule::None, false, "blue", 1}),
                        std::logic_error);
    }
    CHECK(optionList().size() == kBuiltInOptions.size());
    CHECK(evaluateOptions(in).find(kDummy) == nullptr);
}

TEST_CASE("an option of a later model version is not computed for a version 1 scenario",
          "[engine][options]")
{
    const testing::ScopedExtraOption later(
        {kDummy, "later", FleetRule::None, false, "blue", kModelVersion + 1});
    CHECK(optionList().size() == kBuiltInOptions.size() + 1);
    CHECK(optionsFor(kModelVersion).size() == kBuiltInOptions.size());
    CHECK(optionsFor(kModelVersion + 1).size() == kBuiltInOptions.size() + 1);
    CHECK(evaluate(bareInputs()).find(kDummy) == nullptr);
}
