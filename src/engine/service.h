// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workloads.h"

#include <cstddef>
#include <span>
#include <vector>

// What an on-premise fleet serves of each workload in one month (docs/methodology.md,
// "Version 2: what a fleet serves"). Work runs within its month; what the fleet cannot carry
// runs in the cloud.
namespace gda::engine {

// The order in which the workloads take the fleet's capacity: placement onprem first, then
// auto; inside each group by descending effective burst price; ties in file order. Workloads
// with placement cloud never take capacity and are left out.
std::vector<std::size_t> serviceOrder(const std::vector<ResolvedWorkload> &workloads);
// The same into `order`, reusing its memory.
void serviceOrder(const std::vector<ResolvedWorkload> &workloads, std::vector<std::size_t> &order);

// The service of months first … last − 1 (indexes from 0) of a fleet whose capacity is the
// same in each of them. `capacityPerHour` is A_m (reference GPUs, max utilization applied) and
// `capacityHours` the same over the month (A_m × H; passed in so that a version 1 scenario keeps
// its arithmetic). `demand` and `scale` are workload-major, [w × months + i]: D_w,m and the month
// factor s_w,m × the demand factor, as the cost model keeps them. Writes served[w × months + i]
// (reference GPU-hours) for every w in `order` and month i of the span, and leaves the rest
// unchanged. Each month is worked out on its own, in the same order whatever the span; the
// months go side by side, so that the compiler vectorises across them. `scratch` is working
// memory.
struct ServeMonthsScratch
{
    std::vector<double> left, need, admitted, weekHours, total, taken, factor;
};
void serveMonths(const std::vector<ResolvedWorkload> &workloads, const WeekSegments &segments,
                 std::span<const std::size_t> order, double capacityPerHour, double capacityHours,
                 const double *demand, const double *scale, std::size_t months, std::size_t first,
                 std::size_t last, double *served, ServeMonthsScratch &scratch);

// One month's service: serveMonths() of a span of one month, with `demand[w]`, `scale[w]` and
// `served[w]` that month's, per workload.
inline void serveMonth(const std::vector<ResolvedWorkload> &workloads, const WeekSegments &segments,
                       std::span<const std::size_t> order, double capacityPerHour,
                       double capacityHours, std::span<const double> demand,
                       std::span<const double> scale, std::span<double> served,
                       ServeMonthsScratch &scratch)
{
    serveMonths(workloads, segments, order, capacityPerHour, capacityHours, demand.data(),
                scale.data(), 1, 0, 1, served.data(), scratch);
}

// For the week heat map: the GPUs busy on the fleet at each week-hour of month m, per workload
// (rows in `order`), after the month's service: non-shiftable work where it runs, admitted
// shiftable work poured into the emptiest hours (valley filling).
std::vector<WeekPattern> weekLoad(const std::vector<ResolvedWorkload> &workloads,
                                  std::span<const std::size_t> order, double capacityPerHour,
                                  std::span<const double> demand, std::span<const double> scale);

} // namespace gda::engine
