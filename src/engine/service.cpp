// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "service.h"

#include "results.h"

#include <algorithm>
#include <cassert>
#include <numeric>

namespace gda::engine {

std::vector<std::size_t> serviceOrder(const std::vector<ResolvedWorkload> &workloads)
{
    std::vector<std::size_t> order;
    serviceOrder(workloads, order);
    return order;
}

void serviceOrder(const std::vector<ResolvedWorkload> &workloads, std::vector<std::size_t> &order)
{
    // A stable insertion sort on keys worked out once: the order a stable sort gives (it is
    // unique), without the sort's buffer or a price per comparison (a Monte Carlo draw sorts
    // the workloads again with its own prices; issue 38).
    struct Key
    {
        std::size_t w;
        bool first; // placement onprem
        double price;
    };
    thread_local std::vector<Key> keys;
    keys.clear();
    for (std::size_t w = 0; w < workloads.size(); ++w) {
        const ResolvedWorkload &x = workloads[w];
        if (x.placement == Placement::Cloud)
            continue;
        const Key key{w, x.placement == Placement::OnPrem, x.effectivePrice(x.burstPrice)};
        auto before = [&](const Key &a, const Key &b) {
            if (a.first != b.first)
                return a.first;
            return a.price > b.price;
        };
        std::size_t at = keys.size();
        keys.push_back(key);
        while (at > 0 && before(key, keys[at - 1])) {
            keys[at] = keys[at - 1];
            --at;
        }
        keys[at] = key;
    }
    order.clear();
    for (const Key &key : keys)
        order.push_back(key.w);
}

void serveMonths(const std::vector<ResolvedWorkload> &workloads, const WeekSegments &segments,
                 std::span<const std::size_t> order, double capacityPerHour, double capacityHours,
                 const double *demand, const double *scale, std::size_t months, std::size_t first,
                 std::size_t last, double *served, ServeMonthsScratch &scratch)
{
    constexpr double kWeekToMonth = kHoursPerMonth / kWeekHours; // H / 168
    if (last <= first)
        return;
    const std::size_t L = last - first;          // the months, side by side: [s × L + j] or [j]
    const std::size_t n = segments.hours.size(); // at most one segment per hour of the week
    assert(n <= std::size_t(kWeekHours));
    const double *hours = segments.hours.data();
    scratch.admitted.assign(L, 0.0);
    scratch.weekHours.assign(L, 0.0);
    scratch.left.resize(n * L);
    scratch.need.resize(n * L);
    scratch.total.resize(L);
    scratch.taken.resize(L);
    scratch.factor.resize(L);
    double *__restrict left = scratch.left.data();
    double *__restrict need = scratch.need.data();
    double *__restrict admitted = scratch.admitted.data();
    double *__restrict weekHours = scratch.weekHours.data();
    double *__restrict total = scratch.total.data();
    double *__restrict taken = scratch.taken.data();
    double *__restrict factor = scratch.factor.data();
    // Per month: Y, the shiftable work admitted so far (GPU-hours of the month), and
    // Σ_s hours_s × left_s, summed in segment order after each change of `left` (issue 38: once
    // per change, not once per reader). Whether non-shiftable work has taken capacity hour by
    // hour is the same in every month: it depends on the order alone.
    bool hourly = false;
    for (std::size_t w : order) {
        const ResolvedWorkload &wl = workloads[w];
        const double *d = demand + w * months + first;
        const double *sc = scale + w * months + first;
        double *out = served + w * months + first;
        if (wl.shiftable) {
            for (std::size_t j = 0; j < L; ++j) {
                const double free = hourly ? weekHours[j] * kWeekToMonth : capacityHours;
                const double x = std::max(0.0, std::min(d[j], free - admitted[j]));
                admitted[j] += x;
                out[j] = x;
            }
            continue;
        }
        if (!hourly) {
            // The first non-shiftable workload: every hour still has the whole capacity.
            std::fill(left, left + n * L, capacityPerHour);
            std::fill(weekHours, weekHours + L, 0.0);
            for (std::size_t s = 0; s < n; ++s)
                for (std::size_t j = 0; j < L; ++j)
                    weekHours[j] += hours[s] * left[s * L + j];
        }
        // Not shiftable: at each hour what is free of what it needs, but never more than the
        // capacity the admitted queued work still leaves (the scaling by F / Σ t, Σ t in
        // GPU-week-hours).
        const std::vector<double> &busy = segments.busy[w];
        std::fill(total, total + L, 0.0);
        for (std::size_t s = 0; s < n; ++s) {
            const double perGpu = wl.gpus * busy[s];
            for (std::size_t j = 0; j < L; ++j) {
                need[s * L + j] = std::min(perGpu * sc[j], left[s * L + j]);
                total[j] += hours[s] * need[s * L + j];
            }
        }
        for (std::size_t j = 0; j < L; ++j) {
            const double limit = weekHours[j] - admitted[j] / kWeekToMonth; // F = Σ left − Y
            factor[j] = total[j] > limit && total[j] > 0.0 ? std::max(0.0, limit) / total[j] : 1.0;
        }
        std::fill(taken, taken + L, 0.0);
        std::fill(weekHours, weekHours + L, 0.0);
        for (std::size_t s = 0; s < n; ++s) {
            const double h = hours[s];
            double *__restrict row = left + s * L;
            const double *__restrict needed = need + s * L;
            for (std::size_t j = 0; j < L; ++j) {
                const double t = needed[j] * factor[j];
                row[j] -= t;
                taken[j] += h * t;
                weekHours[j] += h * row[j];
            }
        }
        for (std::size_t j = 0; j < L; ++j)
            out[j] = taken[j] * kWeekToMonth;
        hourly = true;
    }
}

std::vector<WeekPattern> weekLoad(const std::vector<ResolvedWorkload> &workloads,
                                  std::span<const std::size_t> order, double capacityPerHour,
                                  std::span<const double> demand, std::span<const double> scale)
{
    constexpr double kWeekToMonth = kHoursPerMonth / kWeekHours;
    std::vector<WeekPattern> rows(order.size());
    WeekPattern left;
    left.fill(capacityPerHour);
    double admitted = 0.0;                              // in GPU-week-hours
    std::vector<std::pair<std::size_t, double>> queued; // row, GPU-week-hours admitted
    for (std::size_t i = 0; i < order.size(); ++i) {
        const std::size_t w = order[i];
        const ResolvedWorkload &wl = workloads[w];
        if (wl.shiftable) {
            const double room = std::accumulate(left.begin(), left.end(), 0.0) - admitted;
            const double x = std::max(0.0, std::min(demand[w] / kWeekToMonth, room));
            admitted += x;
            queued.emplace_back(i, x);
            continue;
        }
        double total = 0.0;
        for (int h = 0; h < kWeekHours; ++h)
            total += std::min(wl.gpus * wl.busy[std::size_t(h)] * scale[w], left[std::size_t(h)]);
        const double room = std::accumulate(left.begin(), left.end(), 0.0) - admitted;
        const double factor = total > room && total > 0.0 ? std::max(0.0, room) / total : 1.0;
        for (int h = 0; h < kWeekHours; ++h) {
            const auto k = std::size_t(h);
            const double t = std::min(wl.gpus * wl.busy[k] * scale[w], left[k]) * factor;
            rows[i][k] = t;
            left[k] -= t;
        }
    }
    // Valley filling: the queued work raises the load of the emptiest hours to a common level
    // L (bisection on L), in service order, each workload on top of the previous ones.
    for (const auto &[row, amount] : queued) {
        if (amount <= 0.0)
            continue;
        WeekPattern load;
        for (int h = 0; h < kWeekHours; ++h)
            load[std::size_t(h)] = capacityPerHour - left[std::size_t(h)];
        auto poured = [&](double level) {
            double sum = 0.0;
            for (int h = 0; h < kWeekHours; ++h) {
                const auto k = std::size_t(h);
                sum += std::min(left[k], std::max(0.0, level - load[k]));
            }
            return sum;
        };
        double lo = 0.0;
        double hi = capacityPerHour;
        for (int step = 0; step < 100 && hi - lo > 1e-12 * std::max(1.0, hi); ++step) {
            const double mid = 0.5 * (lo + hi);
            (poured(mid) < amount ? lo : hi) = mid;
        }
        for (int h = 0; h < kWeekHours; ++h) {
            const auto k = std::size_t(h);
            const double x = std::min(left[k], std::max(0.0, hi - load[k]));
            rows[row][k] = x;
            left[k] -= x;
        }
    }
    return rows;
}

} // namespace gda::engine
