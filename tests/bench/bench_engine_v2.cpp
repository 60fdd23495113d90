// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Engine speed of cost model version 2 (issue 16). Targets (Release, 2 cores):
//  - one 5-year evaluation of 8 workloads and the four options within 10× of the version 1
//    evaluation of one workload (measured in the same run);
//  - a Monte Carlo of 100,000 draws of that scenario within 1 s of CPU time (issue 38: one core);
//  - the cost-minimising hybrid fleet of 8 workloads over 10 years within 50 ms.
// Not part of ctest. Usage: bench_engine_v2 [runs] [threads]   (defaults 7, 2)
// Prints one JSON object.
#include "engine/costmodel.h"
#include "engine/uncertainty.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <optional>
#include <string>
#include <variant>
#include <vector>

using namespace gda::engine;
using Clock = std::chrono::steady_clock;

namespace {

// An inline offer of the benchmark's scenario: Lambda's H100 at 2.99, spot 1.8.
OfferTerms lambdaH100()
{
    OfferTerms t;
    t.id = "lambda-h100";
    t.provider = "lambda";
    t.gpuModel = "h100-sxm";
    t.onDemandPerGpuHour = 2.99;
    t.spotPerGpuHour = 1.8;
    return t;
}

// An H100 offer of the market (the fields the multi-cloud option reads).
OfferTerms h100Offer(const char *id, const char *provider, double onDemand,
                     std::optional<double> reserved, std::optional<double> spot)
{
    OfferTerms t;
    t.id = id;
    t.provider = provider;
    t.gpuModel = "h100-sxm";
    t.onDemandPerGpuHour = onDemand;
    t.reservedPerGpuHour = reserved;
    t.spotPerGpuHour = spot;
    return t;
}

volatile double g_sink = 0.0; // keeps the optimiser from removing the work

struct Timing
{
    double median = 0.0; // wall clock, in the caller's unit per call
    double cpu = 0.0;    // process CPU time (all threads), same unit
};

// Median of `runs` batches of `perBatch` calls after one warm-up call; `unit` per second.
template <typename F> Timing measure(int runs, int perBatch, double unit, F &&f)
{
    f();
    std::vector<double> wall;
    std::vector<double> cpu;
    for (int r = 0; r < runs; ++r) {
        const std::clock_t cpuStart = std::clock();
        const auto start = Clock::now();
        for (int i = 0; i < perBatch; ++i)
            f();
        const std::chrono::duration<double> spent = Clock::now() - start;
        wall.push_back(spent.count() * unit / perBatch);
        cpu.push_back(double(std::clock() - cpuStart) / CLOCKS_PER_SEC * unit / perBatch);
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    return {wall[wall.size() / 2], cpu[cpu.size() / 2]};
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

// Eight workloads of every shape the model knows: queued training with spot, daytime inference,
// a night batch, development in the cloud only, a workload that must stay on-premise, one that
// starts in month 7, a seasonal one with growth and one on a catalog offer; four providers for
// the multi-cloud option.
Inputs eightWorkloads(int years)
{
    Inputs in;
    in.modelVersion = 2;
    in.horizonYears = years;
    in.onprem.financing.mode = FinancingMode::Lease;
    in.cloud.annualPriceChange = -0.05;
    in.cloud.spotPerGpuHour = 2.5;

    WorkloadInput training = workload("Training", WorkloadKind::Training, 64, 4.0);
    training.utilization = 0.85;
    training.cloud.spotFraction = 0.5;
    WorkloadInput inference = workload("Inference", WorkloadKind::Inference, 48, 6.0);
    inference.hoursPerDay = 14;
    inference.daysPerWeek = 6;
    inference.startHour = 7;
    WorkloadInput batch = workload("Night batch", WorkloadKind::Batch, 16, 3.5);
    batch.hoursPerDay = 8;
    batch.startHour = 22;
    WorkloadInput development = workload("Development", WorkloadKind::Development, 8, 3.0);
    development.hoursPerDay = 10;
    development.daysPerWeek = 5;
    development.startHour = 8;
    development.placement = Placement::Cloud;
    WorkloadInput regulated = workload("Patient data", WorkloadKind::Inference, 12, 5.0);
    regulated.hoursPerDay = 24;
    regulated.placement = Placement::OnPrem;
    WorkloadInput launch = workload("Product launch", WorkloadKind::Inference, 24, 5.5);
    launch.hoursPerDay = 16;
    launch.startHour = 6;
    launch.startMonth = 7;
    WorkloadInput seasonal = workload("Seasonal retraining", WorkloadKind::Training, 32, 4.2);
    seasonal.utilization = 0.5;
    seasonal.monthlyProfile = {0.5, 0.5, 1.5, 1.5, 1, 1, 0.5, 0.5, 1.5, 1.5, 1, 1};
    seasonal.annualGrowth = 0.15;
    WorkloadInput offer = workload("Fine-tuning", WorkloadKind::Batch, 16, 0.0);
    offer.cloud.onDemandPerGpuHour.reset();
    offer.utilization = 0.6;
    offer.cloud.offer = "lambda-h100";
    offer.cloud.spotFraction = 0.3;
    offer.cloud.resolvedOffer = lambdaH100();
    in.workloads = {training, inference, batch, development, regulated, launch, seasonal, offer};

    in.multicloud.maxSharePerProvider = 0.6;
    in.multicloud.market = {
        h100Offer("aws-p5", "aws", 6.88, 4.128, 3.9),
        h100Offer("azure-nd", "azure", 6.98, std::nullopt, std::nullopt),
        h100Offer("lambda-h100", "lambda", 2.99, std::nullopt, 1.8),
        h100Offer("hyperbolic-h100", "hyperbolic", 1.99, std::nullopt, std::nullopt),
    };
    return in;
}

MonteCarloSpec monteCarlo(const Inputs &in, int threads)
{
    MonteCarloSpec s;
    s.draws = 100'000;
    s.seed = 20260101;
    s.threads = threads;
    s.bins = 30;
    // The seven scenario-level inputs of version 2 and every workload's inputs (±20%).
    for (Parameter p : kAllParameters) {
        if (!parameterApplies(in, p))
            continue;
        const double v = parameterValue(in, p);
        s.distributions[p] = {v * 0.8, v, v * 1.2};
    }
    s.distributions[Parameter::LeadMonths] = {2.0, 3.0, 6.0};
    s.distributions[Parameter::CloudPriceChange] = {-0.2, -0.05, 0.05};
    for (int w = 0; w < int(in.workloads.size()); ++w)
        for (WorkloadParameter p : kAllWorkloadParameters) {
            const WorkloadInputId id{p, w};
            if (!workloadParameterApplies(in, id))
                continue;
            const double v = workloadParameterValue(in, id);
            if (p == WorkloadParameter::AnnualGrowth)
                s.workloadDistributions[id] = {0.0, v, v + 0.2};
            else if (p == WorkloadParameter::Utilization)
                s.workloadDistributions[id] = {v * 0.8, v, std::min(1.0, v * 1.2)};
            else
                s.workloadDistributions[id] = {v * 0.8, v, v * 1.2};
        }
    return s;
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    const int threads = argc > 2 ? std::max(1, std::atoi(argv[2])) : 2;

    // Version 1, one workload, five years: the reference ("today 4 µs").
    Inputs v1;
    v1.workload.gpus = 80;
    v1.onprem.financing.mode = FinancingMode::Lease;
    const Timing one = measure(
        runs, 2000, 1e6, [&] { g_sink = g_sink + evaluateOptions(v1).option(Option::Hybrid).tco; });

    // Version 2, eight workloads, four options, five years. The hybrid fleet is the one the
    // search picks (fixed, so this is one evaluation; the search is timed below).
    Inputs v2 = eightWorkloads(5);
    const int searched = optimalOnpremGpus(v2);
    v2.hybrid.purchases = std::vector<Purchase>{{1, searched}};
    const Timing eight = measure(
        runs, 500, 1e6, [&] { g_sink = g_sink + evaluateOptions(v2).option(Option::Hybrid).tco; });
    const Evaluation e = evaluateOptions(v2);

    // The hybrid fleet search of the eight workloads over ten years.
    const Inputs tenYears = eightWorkloads(10);
    int fleet = 0;
    const Timing search = measure(runs, 1, 1e3, [&] { fleet = optimalOnpremGpus(tenYears); });

    // Monte Carlo of the five-year scenario, 100,000 draws, hybrid against the cloud.
    MonteCarloSpec mc = monteCarlo(v2, threads);
    mc.against = Option::Hybrid;
    double probability = -1.0;
    std::size_t uncertain = mc.distributions.size() + mc.workloadDistributions.size();
    const Timing simulation = measure(std::max(3, runs / 2), 1, 1e3, [&] {
        const MonteCarloOutcome outcome = simulate(v2, mc);
        if (const auto *r = std::get_if<MonteCarloResult>(&outcome))
            probability = r->probabilityOnPremCheaper;
    });

    // One JSON object, every key unique (tests/bench/run_all reads it).
    std::printf("{\n  \"benchmark\": \"engine_v2\", \"threads\": %d, \"runs\": %d,\n"
                "  \"v1_one_workload\": {\"wall_us\": %.2f, \"cpu_us\": %.2f},\n"
                "  \"v2_eight_workloads\": {\"wall_us\": %.2f, \"cpu_us\": %.2f, "
                "\"cpu_ratio_to_v1\": %.1f, \"target_ratio\": 10, \"options\": %zu},\n"
                "  \"hybrid_search\": {\"wall_ms\": %.2f, \"cpu_ms\": %.2f, \"fleet\": %d, "
                "\"target_ms\": 50},\n"
                "  \"monte_carlo\": {\"draws\": %d, \"wall_ms\": %.1f, "
                "\"cpu_ms_all_threads\": %.1f, \"uncertain_inputs\": %zu, "
                "\"p_hybrid_cheaper\": %.4f, \"target_cpu_ms\": 1000}\n}\n",
                threads, runs, one.median, one.cpu, eight.median, eight.cpu, eight.cpu / one.cpu,
                e.options.size(), search.median, search.cpu, fleet, mc.draws, simulation.median,
                simulation.cpu, uncertain, probability);
    return 0;
}
