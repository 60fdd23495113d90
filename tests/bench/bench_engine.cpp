// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Engine speed. Targets (Release, 2 cores): three options of a 5-year scenario ≤ 5 µs (issue 38:
// version 1 as fast as before version 2); the break-even utilization ≤ 2 ms; the optimal fleet of
// a 1,024-GPU 10-year scenario ≤ 50 ms. Each figure is the median of its batches in wall time and,
// for a busy machine, in the process's CPU time ("cpu_…").
#include "engine/costmodel.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace gda::engine;
using Clock = std::chrono::steady_clock;

namespace {
volatile double g_sink = 0.0; // keeps the optimiser from removing the work

double cpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

struct Micros
{
    double wall = 0.0; // median wall time per call, µs
    double cpu = 0.0;  // median process CPU time per call, µs
};

// Medians of `runs` batches of `perBatch` calls, in microseconds per call.
template <typename F> Micros medianMicros(int runs, int perBatch, F &&f)
{
    std::vector<double> wall;
    std::vector<double> cpu;
    for (int r = 0; r < runs; ++r) {
        const double cpuStart = cpuSeconds();
        const auto start = Clock::now();
        for (int i = 0; i < perBatch; ++i)
            f();
        const std::chrono::duration<double, std::micro> spent = Clock::now() - start;
        wall.push_back(spent.count() / perBatch);
        cpu.push_back((cpuSeconds() - cpuStart) * 1e6 / perBatch);
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    return {wall[wall.size() / 2], cpu[cpu.size() / 2]};
}
} // namespace

int main()
{
    Inputs fiveYear; // the defaults: 5 years, 8 GPUs
    fiveYear.workload.gpus = 80;
    fiveYear.onprem.leadMonths = 3;
    fiveYear.onprem.financing.mode = FinancingMode::Lease;

    const Micros options = medianMicros(
        31, 2000, [&] { g_sink = g_sink + evaluateOptions(fiveYear).option(Option::Hybrid).tco; });
    const Micros utilization = medianMicros(
        15, 20, [&] { g_sink = g_sink + breakEvenUtilization(fiveYear).value.value_or(0.0); });
    Inputs large = fiveYear;
    large.horizonYears = 10;
    large.workload.gpus = 1024;
    const Micros fleet = medianMicros(7, 1, [&] { g_sink = g_sink + optimalOnpremGpus(large); });

    // One JSON object, every key unique (tests/bench/run_all reads it).
    std::printf("{\n  \"evaluate_options\": {\"wall_us\": %.2f, \"cpu_us\": %.2f, "
                "\"target_us\": 5},\n"
                "  \"break_even_utilization\": {\"wall_ms\": %.3f, \"cpu_ms\": %.3f, "
                "\"target_ms\": 2},\n"
                "  \"optimal_fleet\": {\"gpus\": 1024, \"years\": 10, \"wall_ms\": %.2f, "
                "\"cpu_ms\": %.2f, \"target_ms\": 50}\n}\n",
                options.wall, options.cpu, utilization.wall / 1000.0, utilization.cpu / 1000.0,
                fleet.wall / 1000.0, fleet.cpu / 1000.0);
    return 0;
}
