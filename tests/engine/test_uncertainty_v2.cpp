// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tornado and Monte Carlo of version 2 scenarios (docs/methodology.md §7.3): scenario-level
// parameters and per-workload inputs, the fleets held at the scenario's own.
#include "engine/costmodel.h"
#include "engine/uncertainty.h"
#include "handbase.h"
#include "scenariogen.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <variant>

using namespace gda::engine;

namespace {

// One year of the hand examples' base (handbase.h); cloud 2.00 on demand, 1.20 reserved.
Inputs oneYear()
{
    return test::handV2Base(1, 2.0, 1.2);
}

WorkloadInput flat(const char *name, int gpus, double utilization)
{
    WorkloadInput w;
    w.name = name;
    w.kind = WorkloadKind::Training;
    w.gpus = gpus;
    w.utilization = utilization;
    return w;
}

// Two workloads: queued training (10 GPUs at 100%, scenario prices) and daytime inference
// (8 GPUs, 12 h × 5 days from 08:00, own price 3.00); on-premise 10 GPUs, hybrid 6.
Inputs twoWorkloads()
{
    Inputs in = oneYear();
    WorkloadInput inference;
    inference.name = "Inference";
    inference.kind = WorkloadKind::Inference;
    inference.gpus = 8;
    inference.hoursPerDay = 12;
    inference.daysPerWeek = 5;
    inference.startHour = 8;
    inference.cloud.onDemandPerGpuHour = 3.0;
    in.workloads = {flat("Training", 10, 1.0), inference};
    in.onpremV2.purchases = std::vector<Purchase>{{1, 10}};
    in.hybrid.purchases = std::vector<Purchase>{{1, 6}};
    return in;
}

double savings(const Inputs &in, Option against)
{
    const Evaluation e = evaluateOptions(in);
    return e.option(Option::Cloud).tco - e.option(against).tco;
}

} // namespace

TEST_CASE("version 2: which parameters apply, keys and fields of workload inputs",
          "[uncertainty][v2]")
{
    const Inputs in = twoWorkloads();
    CHECK_FALSE(parameterApplies(in, Parameter::Utilization));
    CHECK_FALSE(parameterApplies(in, Parameter::AnnualGrowth));
    CHECK(parameterApplies(in, Parameter::CloudPrice));
    CHECK(parameterApplies(Inputs{}, Parameter::Utilization)); // version 1: all nine
    CHECK(workloadParameterApplies(in, {WorkloadParameter::Utilization, 0}));
    // The inference workload has a week pattern, no utilization field.
    CHECK_FALSE(workloadParameterApplies(in, {WorkloadParameter::Utilization, 1}));
    CHECK(workloadParameterApplies(in, {WorkloadParameter::Gpus, 1}));
    CHECK_FALSE(workloadParameterApplies(in, {WorkloadParameter::Gpus, 2}));
    CHECK(workloadParameterKey({WorkloadParameter::Gpus, 1}) == "workloads[1].gpus");
    CHECK(workloadParameterField({WorkloadParameter::CloudPrice, 0}) ==
          "inputs.workloads[0].cloud.on_demand_per_gpu_hour");
    // The cloud price of a workload is its resolved on-demand price: own 3.00, else the
    // scenario's 2.00.
    CHECK(workloadParameterValue(in, {WorkloadParameter::CloudPrice, 1}) == 3.0);
    CHECK(workloadParameterValue(in, {WorkloadParameter::CloudPrice, 0}) == 2.0);
    // GPUs are rounded and clamped to 1 … 100,000.
    CHECK(withWorkloadParameter(in, {WorkloadParameter::Gpus, 1}, 6.4).workloads[1].gpus == 6);
    CHECK(withWorkloadParameter(in, {WorkloadParameter::Gpus, 1}, 0.2).workloads[1].gpus == 1);
}

TEST_CASE("version 2 tornado by hand: the training workload's cloud price", "[uncertainty][v2]")
{
    // Training: 10 GPUs × 730 h × 12 months = 87,600 GPU-hours a year. On the 10-GPU fleet the
    // inference (own price 3.00, served first) takes 8 GPUs × 60 h = 480 of the week's
    // 10 × 168 = 1,680 GPU-hours; the queued training gets the other 1,200 of its 1,680 and
    // bursts the rest at its price. Moving its price from 2.00 to 2.40 (+20%) raises the cloud
    // option by 87,600 × 0.4 and the on-premise option by 87,600 × 480/1,680 × 0.4, so the
    // savings rise by 0.4 × 87,600 × 1,200/1,680 = 25,028.571428…
    const Inputs in = twoWorkloads();
    const auto bars = tornado(in, Option::OnPrem);
    const auto bar = std::find_if(bars.begin(), bars.end(), [](const TornadoBar &b) {
        return b.workloadInput &&
               *b.workloadInput == WorkloadInputId{WorkloadParameter::CloudPrice, 0};
    });
    REQUIRE(bar != bars.end());
    CHECK(bar->lowValue == Approx(1.6));
    CHECK(bar->highValue == Approx(2.4));
    // Each end equals a full evaluation with the moved input (purchases are the file's).
    CHECK(bar->outputLow ==
          Approx(savings(withWorkloadParameter(in, *bar->workloadInput, 1.6), Option::OnPrem))
              .epsilon(1e-12));
    CHECK(bar->outputHigh ==
          Approx(savings(withWorkloadParameter(in, *bar->workloadInput, 2.4), Option::OnPrem))
              .epsilon(1e-12));
    CHECK(bar->baseOutput == Approx(savings(in, Option::OnPrem)).epsilon(1e-12));
    CHECK(bar->outputHigh - bar->baseOutput == Approx(0.4 * 87600.0 * 1200.0 / 1680.0));
    CHECK(bar->baseOutput - bar->outputLow == Approx(0.4 * 87600.0 * 1200.0 / 1680.0));
}

TEST_CASE("version 2 tornado: every bar's ends equal evaluate at its low and high values",
          "[uncertainty][v2]")
{
    for (Option against : {Option::OnPrem, Option::Hybrid, Option::MultiCloud}) {
        const Inputs in = twoWorkloads();
        const auto bars = tornado(in, against);
        // Seven scenario-level bars; training: GPUs, utilization, price, growth; inference:
        // GPUs, price, growth.
        REQUIRE(bars.size() == 7 + 4 + 3);
        for (std::size_t i = 1; i < bars.size(); ++i)
            CHECK(bars[i - 1].width() >= bars[i].width());
        for (const TornadoBar &b : bars) {
            const Inputs low = b.workloadInput
                                   ? withWorkloadParameter(in, *b.workloadInput, b.lowValue)
                                   : withParameter(in, b.parameter, b.lowValue);
            const Inputs high = b.workloadInput
                                    ? withWorkloadParameter(in, *b.workloadInput, b.highValue)
                                    : withParameter(in, b.parameter, b.highValue);
            CHECK(b.outputLow == Approx(savings(low, against)).epsilon(1e-12).margin(1e-6));
            CHECK(b.outputHigh == Approx(savings(high, against)).epsilon(1e-12).margin(1e-6));
        }
    }
}

TEST_CASE("version 2 Monte Carlo: zero-width distributions reproduce evaluate exactly",
          "[uncertainty][v2]")
{
    Inputs in = twoWorkloads();
    in.hybrid.purchases.reset(); // the hybrid search's fleet, held for every draw
    in.workloads[0].annualGrowth = 0.1;
    in.cloud.annualPriceChange = -0.05;
    MonteCarloSpec spec;
    spec.draws = 200;
    spec.keepDraws = true;
    spec.against = Option::Hybrid;
    for (Parameter p : kAllParameters)
        if (parameterApplies(in, p)) {
            const double v = parameterValue(in, p);
            spec.distributions[p] = {v, v, v};
        }
    for (int w = 0; w < 2; ++w)
        for (WorkloadParameter p : kAllWorkloadParameters)
            if (workloadParameterApplies(in, {p, w})) {
                const double v = workloadParameterValue(in, {p, w});
                spec.workloadDistributions[{p, w}] = {v, v, v};
            }
    const MonteCarloOutcome outcome = simulate(in, spec);
    REQUIRE(std::holds_alternative<MonteCarloResult>(outcome));
    const MonteCarloResult &r = std::get<MonteCarloResult>(outcome);
    const Evaluation e = evaluateOptions(in);
    const double expected = e.option(Option::Cloud).tco - e.option(Option::Hybrid).tco;
    CHECK(r.against == Option::Hybrid);
    for (const MonteCarloDraw &d : r.keptDraws) {
        CHECK(d.outcome.tcoCloud == e.option(Option::Cloud).tco);
        CHECK(d.outcome.tcoOnPrem == e.option(Option::Hybrid).tco);
        CHECK(d.workloadValues.size() == spec.workloadDistributions.size());
    }
    CHECK(r.savings.p10 == expected);
    CHECK(r.savings.p90 == expected);
    CHECK(r.probabilityOnPremCheaper == (expected > 0.0 ? 1.0 : 0.0));
}

TEST_CASE("version 2 Monte Carlo: draws are the inputs set, same for any thread count",
          "[uncertainty][v2]")
{
    const Inputs in = twoWorkloads();
    MonteCarloSpec spec;
    spec.draws = 300;
    spec.keepDraws = true;
    spec.against = Option::OnPrem;
    spec.distributions[Parameter::GpuUnitPrice] = {20000.0, 25000.0, 40000.0};
    spec.workloadDistributions[{WorkloadParameter::Gpus, 1}] = {4.0, 8.0, 12.0};
    spec.workloadDistributions[{WorkloadParameter::CloudPrice, 1}] = {2.0, 3.0, 3.5};
    spec.threads = 1;
    const auto one = std::get<MonteCarloResult>(simulate(in, spec));
    spec.threads = 3;
    const auto three = std::get<MonteCarloResult>(simulate(in, spec));
    CHECK(one.savings.p50 == three.savings.p50);
    CHECK(one.meanSavings == three.meanSavings);
    for (std::size_t i : {std::size_t(0), std::size_t(17), std::size_t(299)}) {
        const MonteCarloDraw &d = one.keptDraws[i];
        const double gpus = d.workloadValues[0]; // map order: Gpus before CloudPrice
        const double price = d.workloadValues[1];
        CHECK(gpus == std::round(gpus));
        CHECK(gpus >= 4.0);
        CHECK(gpus <= 12.0);
        Inputs drawn = withParameter(in, Parameter::GpuUnitPrice,
                                     d.values[static_cast<std::size_t>(Parameter::GpuUnitPrice)]);
        drawn = withWorkloadParameter(drawn, {WorkloadParameter::Gpus, 1}, gpus);
        drawn = withWorkloadParameter(drawn, {WorkloadParameter::CloudPrice, 1}, price);
        const Evaluation e = evaluateOptions(drawn);
        CHECK(d.outcome.tcoCloud == Approx(e.option(Option::Cloud).tco).epsilon(1e-12));
        CHECK(d.outcome.tcoOnPrem == Approx(e.option(Option::OnPrem).tco).epsilon(1e-12));
    }
}

TEST_CASE("version 2 Monte Carlo refuses inputs the scenario does not have", "[uncertainty][v2]")
{
    const Inputs in = twoWorkloads();
    MonteCarloSpec spec;
    spec.draws = 10;
    spec.distributions[Parameter::Utilization] = {0.5, 0.6, 0.7};
    auto outcome = simulate(in, spec);
    REQUIRE(std::holds_alternative<MonteCarloError>(outcome));
    CHECK(std::get<MonteCarloError>(outcome).kind == MonteCarloError::Kind::NotApplicable);
    spec.distributions.clear();
    spec.workloadDistributions[{WorkloadParameter::Utilization, 1}] = {0.5, 0.6, 0.7};
    outcome = simulate(in, spec);
    REQUIRE(std::holds_alternative<MonteCarloError>(outcome));
    const MonteCarloError &error = std::get<MonteCarloError>(outcome);
    CHECK(error.kind == MonteCarloError::Kind::NotApplicable);
    REQUIRE(error.workloadInput);
    CHECK(error.workloadInput->workload == 1);
    spec.workloadDistributions.clear();
    spec.workloadDistributions[{WorkloadParameter::Gpus, 0}] = {0.0, 8.0, 12.0};
    CHECK(std::get<MonteCarloError>(simulate(in, spec)).kind == MonteCarloError::Kind::OutOfRange);
}

// Issue 38: every draw of a version 2 Monte Carlo takes the fast path (the model rebuilt in place,
// the cloud and the compared option only, lean fleet and cloud loops). Each draw must be, to the
// bit, the general evaluation (the per-workload detail path of every option) of the scenario with
// the draw's values set and the fleets of the scenario's own evaluation. Random scenarios of every
// shape the generator makes; the scenario-level inputs that do not move a workload's resolved
// price (withWorkloadParameter() resolves the moved scenario, a draw the scenario's own).
TEST_CASE("version 2 Monte Carlo: each draw is the general evaluation, bit for bit",
          "[uncertainty][v2][property]")
{
    // ±30% around v, inside the input's valid range.
    const auto within = [](const ParameterRange &r, double v) {
        const double least = r.lowIncluded ? r.low : std::nextafter(r.low, r.high);
        return Triangular{std::max(least, std::min(v * 0.7, v * 1.3)), v,
                          std::min(r.high, std::max(v * 0.7, v * 1.3))};
    };
    gda::test::ScenarioGenerator gen(20261206);
    int compared = 0;
    for (int s = 0; s < 40; ++s) {
        Inputs in = gen.inputsV2();
        const Option against = s % 3 == 0 ? Option::OnPrem : Option::Hybrid;
        // The fleets of the scenario's own evaluation, held by every draw.
        in.onpremV2.purchases = optionPurchases(in, Option::OnPrem);
        in.hybrid.purchases = optionPurchases(in, Option::Hybrid);
        MonteCarloSpec spec;
        spec.draws = 12;
        spec.seed = static_cast<std::uint64_t>(s) + 1;
        spec.keepDraws = true;
        spec.against = against;
        for (Parameter p :
             {Parameter::CloudPriceChange, Parameter::GpuUnitPrice, Parameter::ElectricityPrice,
              Parameter::StaffCost, Parameter::MaintenanceFraction, Parameter::LeadMonths}) {
            const double v = parameterValue(in, p);
            spec.distributions[p] = within(parameterRange(p), v);
        }
        for (int w = 0; w < static_cast<int>(in.workloads.size()); ++w)
            for (WorkloadParameter p : kAllWorkloadParameters) {
                const WorkloadInputId id{p, w};
                if (!workloadParameterApplies(in, id))
                    continue;
                spec.workloadDistributions[id] =
                    within(workloadParameterInfo(p).range, workloadParameterValue(in, id));
            }
        const MonteCarloOutcome outcome = simulate(in, spec);
        REQUIRE(std::holds_alternative<MonteCarloResult>(outcome));
        const MonteCarloResult &r = std::get<MonteCarloResult>(outcome);
        REQUIRE(r.keptDraws.size() == 12);
        for (const MonteCarloDraw &d : r.keptDraws) {
            Inputs drawn = in;
            for (const auto &[p, t] : spec.distributions)
                drawn = withParameter(drawn, p, d.values[static_cast<std::size_t>(p)]);
            std::size_t k = 0;
            for (const auto &[id, t] : spec.workloadDistributions)
                drawn = withWorkloadParameter(drawn, id, d.workloadValues[k++]);
            const Evaluation general = evaluateOptions(drawn, {false, true});
            INFO("scenario " << s << " against " << optionKey(against));
            REQUIRE(d.outcome.tcoCloud == general.option(Option::Cloud).tco);
            REQUIRE(d.outcome.tcoOnPrem == general.option(against).tco);
            REQUIRE(d.outcome.breakEvenMonth == general.option(against).breakEvenMonth);
            ++compared;
        }
    }
    CHECK(compared == 40 * 12);
}
