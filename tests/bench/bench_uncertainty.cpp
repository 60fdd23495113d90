// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Times the Monte Carlo simulation (100,000 draws of a five-year scenario, all nine parameters
// uncertain) and the tornado, and prints the medians of repeated runs as one JSON object.
// Not part of ctest. Usage: bench_uncertainty [runs] [threads]   (defaults 15, 0 = all cores)

#include "engine/uncertainty.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <thread>
#include <vector>

using namespace gda::engine;

namespace {

// Wall-clock median, min and max, and the median process CPU time (all threads): on a shared
// machine the CPU time shows the work even when the wall clock waits for other processes.
struct Timing
{
    double median = 0.0;
    double min = 0.0;
    double max = 0.0;
    double cpuMedian = 0.0;
};

// Runs `work` `runs` times after one warm-up; times in the given unit (1e3 = ms, 1e6 = µs).
Timing time(int runs, double unitsPerSecond, const std::function<void()> &work)
{
    work();
    std::vector<double> samples;
    std::vector<double> cpu;
    for (int r = 0; r < runs; ++r) {
        const std::clock_t cpuStart = std::clock();
        const auto start = std::chrono::steady_clock::now();
        work();
        const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
        samples.push_back(elapsed.count() * unitsPerSecond);
        cpu.push_back(static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC *
                      unitsPerSecond);
    }
    std::sort(samples.begin(), samples.end());
    std::sort(cpu.begin(), cpu.end());
    return {samples[samples.size() / 2], samples.front(), samples.back(), cpu[cpu.size() / 2]};
}

// A realistic 80-GPU, five-year scenario with a seasonal profile, growth and falling prices,
// so every series the draws touch really is recomputed.
Inputs scenario()
{
    Inputs in;
    in.horizonYears = 5;
    in.workload.gpus = 80;
    in.workload.utilization = 0.6;
    in.workload.monthlyProfile = {0.8, 0.9, 1.0, 1.1, 1.2, 1.0, 0.7, 0.8, 1.1, 1.2, 1.2, 1.0};
    in.workload.annualGrowth = 0.1;
    in.cloud.annualPriceChange = -0.05;
    in.onprem.financing.mode = FinancingMode::Lease;
    in.migration.dataTb = 500.0;
    return in;
}

MonteCarloSpec spec(const Inputs &in, int threads)
{
    MonteCarloSpec s;
    s.draws = 100'000;
    s.seed = 20260101;
    s.threads = threads;
    s.bins = 30;
    for (Parameter p : kAllParameters) {
        const double v = parameterValue(in, p);
        s.distributions[p] = {v * 0.8, v, v * 1.2};
    }
    s.distributions[Parameter::Utilization] = {0.4, 0.6, 0.9};
    s.distributions[Parameter::LeadMonths] = {2.0, 3.0, 6.0};
    s.distributions[Parameter::CloudPriceChange] = {-0.2, -0.05, 0.05};
    s.distributions[Parameter::AnnualGrowth] = {0.0, 0.1, 0.3};
    return s;
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
    const int threads = argc > 2 ? std::max(0, std::atoi(argv[2])) : 0;
    const Inputs in = scenario();
    const MonteCarloSpec mc = spec(in, threads);

    double probability = 0.0;
    const Timing simulation = time(runs, 1e3, [&] {
        const MonteCarloOutcome outcome = simulate(in, mc);
        probability = std::get<MonteCarloResult>(outcome).probabilityOnPremCheaper;
    });
    std::size_t bars = 0;
    const Timing bars9 = time(runs * 20, 1e6, [&] { bars = tornado(in).size(); });

    std::printf("{\n"
                "  \"benchmark\": \"uncertainty\",\n"
                "  \"hardware_threads\": %u,\n"
                "  \"threads\": %d,\n"
                "  \"monte_carlo\": { \"draws\": %d, \"months\": %d, \"parameters\": %zu, "
                "\"runs\": %d, \"median_ms\": %.3f, \"min_ms\": %.3f, \"max_ms\": %.3f, "
                "\"cpu_median_ms\": %.3f, \"p_onprem_cheaper\": %.4f },\n"
                "  \"tornado\": { \"bars\": %zu, \"runs\": %d, \"median_us\": %.1f, "
                "\"min_us\": %.1f, \"max_us\": %.1f, \"cpu_median_us\": %.1f }\n"
                "}\n",
                std::thread::hardware_concurrency(), threads, mc.draws, 12 * in.horizonYears,
                mc.distributions.size(), runs, simulation.median, simulation.min, simulation.max,
                simulation.cpuMedian, probability, bars, runs * 20, bars9.median, bars9.min,
                bars9.max, bars9.cpuMedian);
    return 0;
}
