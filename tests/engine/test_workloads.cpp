// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Workloads of cost model version 2: when they run (the week pattern) and what a fleet serves of
// them in a month. Every expected number is worked out beside it.
#include "engine/service.h"
#include "engine/workloads.h"

#include <catch2/catch.hpp>

#include <numeric>

using namespace gda::engine;

namespace {

constexpr double H = 730.0;

double sum(const WeekPattern &p)
{
    return std::accumulate(p.begin(), p.end(), 0.0);
}

// A version 2 workload of N GPUs with the pattern (hours, days, start), not shiftable.
ResolvedWorkload daytime(double gpus, double hours, int days, int start)
{
    ResolvedWorkload w;
    w.gpus = gpus;
    w.flat = false;
    w.busy = weekPattern(hours, days, start);
    w.utilization = sum(w.busy) / 168.0;
    w.shiftable = false;
    w.profile.fill(1.0);
    w.startMonth = 1;
    w.endMonth = 12;
    w.onDemandPrice = 2.0;
    w.burstPrice = 2.0;
    return w;
}

ResolvedWorkload steady(double gpus, double utilization, bool shiftable)
{
    ResolvedWorkload w;
    w.gpus = gpus;
    w.busy.fill(utilization);
    w.utilization = utilization;
    w.shiftable = shiftable;
    w.profile.fill(1.0);
    w.startMonth = 1;
    w.endMonth = 12;
    w.onDemandPrice = 2.0;
    w.burstPrice = 2.0;
    return w;
}

// Serves month 1 of `workloads` on a fleet of A GPUs per hour; returns served per workload.
std::vector<double> serve(const std::vector<ResolvedWorkload> &workloads, double A)
{
    const WeekSegments segments = weekSegments(workloads);
    const std::vector<std::size_t> order = serviceOrder(workloads);
    std::vector<double> demand;
    std::vector<double> scale;
    for (const ResolvedWorkload &w : workloads) {
        demand.push_back(workloadDemand(w, 1));
        scale.push_back(w.scale(1));
    }
    std::vector<double> served(workloads.size(), 0.0);
    ServeMonthsScratch scratch;
    serveMonth(workloads, segments, order, A, A * H, demand, scale, served, scratch);
    return served;
}

} // namespace

TEST_CASE("a daytime pattern is busy on its hours of its days only")
{
    // 14 hours from 07:00 on six days: Monday 07:00–21:00 (hours 7–20) … Saturday; 6 × 14 = 84.
    const WeekPattern p = weekPattern(14.0, 6, 7);
    CHECK(sum(p) == 84.0);
    CHECK(p[6] == 0.0);
    CHECK(p[7] == 1.0);
    CHECK(p[20] == 1.0);
    CHECK(p[21] == 0.0);
    CHECK(p[5 * 24 + 7] == 1.0);  // Saturday 07:00
    CHECK(p[6 * 24 + 12] == 0.0); // Sunday noon
}

TEST_CASE("a fractional last hour counts only its busy part")
{
    // 2.5 hours from 23:00 on Monday: hour 23 (1), Tuesday 00:00 (1), Tuesday 01:00 (0.5).
    const WeekPattern p = weekPattern(2.5, 1, 23);
    CHECK(p[23] == 1.0);
    CHECK(p[24] == 1.0);
    CHECK(p[25] == 0.5);
    CHECK(sum(p) == 2.5);
}

TEST_CASE("a night shift on Sunday wraps to Monday morning")
{
    // 10 hours from 20:00 every day: Sunday 20:00–06:00 covers hours 164–167 and 0–5.
    const WeekPattern p = weekPattern(10.0, 7, 20);
    CHECK(sum(p) == 70.0);
    CHECK(p[0] == 1.0);
    CHECK(p[5] == 1.0);
    CHECK(p[6] == 0.0);
    CHECK(p[167] == 1.0);
    CHECK(p[19] == 0.0);
}

TEST_CASE("round the clock every day is busy every hour")
{
    const WeekPattern p = weekPattern(24.0, 7, 0);
    for (double v : p)
        CHECK(v == 1.0);
}

TEST_CASE("a fleet too small for daytime inference sends the excess of each busy hour to the cloud")
{
    // 48 GPUs busy 14 h × 6 days on 25 GPUs: at each of the 84 busy hours 25 run on-premise and
    // 23 in the cloud. Served = 25 × 84 hours a week × 730/168 = 9,125 GPU-hours; the month's
    // demand is 48 × 730 × 84/168 = 17,520, so 8,395 (= 23/48 of it) go to the cloud.
    const std::vector<ResolvedWorkload> workloads{daytime(48, 14.0, 6, 7)};
    const std::vector<double> served = serve(workloads, 25.0);
    CHECK(served[0] == Approx(9125.0).epsilon(1e-12));
    CHECK(workloadDemand(workloads[0], 1) - served[0] == Approx(8395.0).epsilon(1e-12));
}

TEST_CASE("shiftable daytime work moves to the night when the fleet is too small by day")
{
    // The same 17,520 GPU-hours as a queue: the fleet has 25 × 730 = 18,250 GPU-hours, so all of
    // it runs on-premise.
    ResolvedWorkload w = daytime(48, 14.0, 6, 7);
    w.shiftable = true;
    const std::vector<double> served = serve({w}, 25.0);
    CHECK(served[0] == Approx(17520.0).epsilon(1e-12));
}

TEST_CASE("queued work admitted first leaves non-shiftable work only what remains of the month")
{
    // Training (shiftable, 20 GPUs flat, effective price 3) is served before inference
    // (non-shiftable, 10 GPUs flat, price 2) because it is dearer. Fleet 25 GPUs: the month has
    // 25 × 730 = 18,250 GPU-hours; training takes its 14,600 (20 × 730), inference would need
    // 10 × 730 = 7,300 at 10 GPUs per hour (it fits every hour: min(10, 25) = 10) but only
    // 18,250 − 14,600 = 3,650 remain, so it is scaled to 3,650.
    ResolvedWorkload training = steady(20, 1.0, true);
    training.burstPrice = 3.0;
    ResolvedWorkload inference = steady(10, 1.0, false);
    const std::vector<double> served = serve({inference, training}, 25.0);
    CHECK(served[1] == Approx(14600.0).epsilon(1e-12));
    CHECK(served[0] == Approx(3650.0).epsilon(1e-12));
}

TEST_CASE("placement onprem is served first and placement cloud never takes the fleet")
{
    ResolvedWorkload a = steady(10, 1.0, false);
    a.burstPrice = 9.0; // dearest, but placement cloud
    a.placement = Placement::Cloud;
    ResolvedWorkload b = steady(10, 1.0, false);
    b.burstPrice = 1.0; // cheapest, but must stay on-premise
    b.placement = Placement::OnPrem;
    ResolvedWorkload c = steady(10, 1.0, false);
    c.burstPrice = 5.0;
    const std::vector<std::size_t> order = serviceOrder({a, b, c});
    REQUIRE(order.size() == 2);
    CHECK(order[0] == 1);
    CHECK(order[1] == 2);
    // 15 GPUs: b takes 10 every hour, c the other 5; a stays in the cloud.
    const std::vector<double> served = serve({a, b, c}, 15.0);
    CHECK(served[0] == 0.0);
    CHECK(served[1] == Approx(7300.0).epsilon(1e-12));
    CHECK(served[2] == Approx(3650.0).epsilon(1e-12));
}

TEST_CASE("equal effective prices keep the file order")
{
    const std::vector<std::size_t> order =
        serviceOrder({steady(1, 1.0, false), steady(1, 1.0, true), steady(1, 1.0, false)});
    CHECK(order == std::vector<std::size_t>{0, 1, 2});
}

TEST_CASE("the effective price counts the spot share with its rework and the throughput")
{
    // σ = 0.5, ρ = 0.1, spot 1, burst 3, θ = 2: (0.5 × 1.1 × 1 + 0.5 × 3) / 2 = 1.025.
    ResolvedWorkload w = steady(1, 1.0, true);
    w.spotPrice = 1.0;
    w.spotFraction = 0.5;
    w.spotRework = 0.1;
    w.throughput = 2.0;
    CHECK(w.effectivePrice(3.0) == Approx(1.025).epsilon(1e-12));
    // Without a spot price the spot share runs at the given price: 3 / 2.
    w.spotPrice.reset();
    CHECK(w.effectivePrice(3.0) == Approx(1.5).epsilon(1e-12));
}

TEST_CASE("the week segments group the hours in which every pattern agrees")
{
    // A daytime pattern (84 busy, 84 idle hours) and a flat workload: two segments.
    const WeekSegments s = weekSegments({daytime(48, 14.0, 6, 7), steady(5, 0.5, false)});
    REQUIRE(s.hours.size() == 2);
    CHECK(s.hours[0] + s.hours[1] == 168.0);
    CHECK((s.hours[0] == 84.0 && s.hours[1] == 84.0));
    CHECK(s.busy[1][0] == 0.5);
    CHECK(s.busy[1][1] == 0.5);
}

TEST_CASE("overlapping patterns give one segment per combination in the order the hours show them")
{
    // A: 14 hours from 07:00, Monday to Saturday; B: 10 hours from 08:00, Monday to Friday (B's
    // hours lie within A's). By hand: neither busy 6 × 10 + 24 = 84 hours (first at Monday
    // 00:00), A alone 5 × 4 + 14 = 34 (first at 07:00), both 5 × 10 = 50 (first at 08:00).
    ResolvedWorkload a = daytime(48, 14.0, 6, 7);
    ResolvedWorkload b = daytime(8, 10.0, 5, 8);
    WeekSegments s = weekSegments({a, b});
    REQUIRE(s.hours.size() == 3);
    CHECK(s.hours[0] == 84.0);
    CHECK(s.hours[1] == 34.0);
    CHECK(s.hours[2] == 50.0);
    CHECK((s.busy[0][1] == 1.0 && s.busy[1][1] == 0.0));
    CHECK((s.busy[0][2] == 1.0 && s.busy[1][2] == 1.0));
    // A third pattern idle all week, one hour written as −0: −0 == +0, so no new segment.
    ResolvedWorkload idle = daytime(4, 0.0, 7, 0);
    idle.busy[3] = -0.0;
    s = weekSegments({a, b, idle});
    REQUIRE(s.hours.size() == 3);
    CHECK(s.hours[0] == 84.0);
}

TEST_CASE("the heat map draws queued work into the emptiest hours")
{
    // Inference 48 GPUs by day (84 hours) on 48 GPUs leaves the 84 night hours empty; 10 GPUs of
    // round-the-clock training queued behind it (10 × 168 = 1,680 GPU-week-hours) fill the
    // nights evenly at 1,680 / 84 = 20 GPUs.
    ResolvedWorkload inference = daytime(48, 14.0, 6, 7);
    inference.burstPrice = 9.0;
    ResolvedWorkload training = steady(10, 1.0, true);
    const std::vector<ResolvedWorkload> all{inference, training};
    const std::vector<std::size_t> order = serviceOrder(all);
    const std::vector<double> demand{workloadDemand(all[0], 1), workloadDemand(all[1], 1)};
    const std::vector<double> scale{1.0, 1.0};
    const std::vector<WeekPattern> rows = weekLoad(all, order, 48.0, demand, scale);
    REQUIRE(rows.size() == 2);
    CHECK(rows[0][7] == Approx(48.0));
    CHECK(rows[1][7] == Approx(0.0).margin(1e-9));
    CHECK(rows[1][0] == Approx(20.0).epsilon(1e-9));
    CHECK(sum(rows[1]) == Approx(1680.0).epsilon(1e-9));
}
