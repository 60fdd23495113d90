// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Engine speed. Targets (Release, 2 cores): three options of a 5-year scenario ≤ 20 µs; the
// break-even utilization ≤ 2 ms; the optimal fleet of a 1,024-GPU 10-year scenario ≤ 50 ms.
#include "engine/costmodel.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace gda::engine;
using Clock = std::chrono::steady_clock;

namespace {
volatile double g_sink = 0.0; // keeps the optimiser from removing the work

// Median wall time of `runs` batches of `perBatch` calls, in microseconds per call.
template <typename F> double medianMicros(int runs, int perBatch, F &&f)
{
    std::vector<double> samples;
    for (int r = 0; r < runs; ++r) {
        const auto start = Clock::now();
        for (int i = 0; i < perBatch; ++i)
            f();
        const std::chrono::duration<double, std::micro> spent = Clock::now() - start;
        samples.push_back(spent.count() / perBatch);
    }
    std::nth_element(samples.begin(), samples.begin() + samples.size() / 2, samples.end());
    return samples[samples.size() / 2];
}
} // namespace

int main()
{
    Inputs fiveYear; // the defaults: 5 years, 8 GPUs
    fiveYear.workload.gpus = 80;
    fiveYear.onprem.leadMonths = 3;
    fiveYear.onprem.financing.mode = FinancingMode::Lease;

    const double options = medianMicros(
        31, 2000, [&] { g_sink = g_sink + evaluateOptions(fiveYear).option(Option::Hybrid).tco; });
    const double utilization = medianMicros(
        15, 20, [&] { g_sink = g_sink + breakEvenUtilization(fiveYear).value.value_or(0.0); });
    Inputs large = fiveYear;
    large.horizonYears = 10;
    large.workload.gpus = 1024;
    const double fleet = medianMicros(7, 1, [&] { g_sink = g_sink + optimalOnpremGpus(large); });

    std::printf("{\n  \"evaluate_options_5y_us\": %.2f, \"target_us\": 20,\n"
                "  \"break_even_utilization_ms\": %.3f, \"target_ms\": 2,\n"
                "  \"optimal_fleet_1024_gpus_10y_ms\": %.2f, \"target_fleet_ms\": 50\n}\n",
                options, utilization / 1000.0, fleet / 1000.0);
    return 0;
}
