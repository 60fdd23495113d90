// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputs.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

// The workloads of a scenario with every term resolved, and when they run (docs/methodology.md,
// "Version 2: workloads"). A version 1 scenario is one shiftable workload in the utilization form
// priced at the scenario's cloud terms, so both versions share one evaluation.
namespace gda::engine {

inline constexpr int kWeekHours = 168;
using WeekPattern = std::array<double, kWeekHours>;

// busy(h) for the week-hours h = 0 … 167 (Monday 00:00 = 0) of a workload that runs
// `hoursPerDay` hours from `startHour` on the first `daysPerWeek` days of the week: day d is busy
// on [24d + startHour, 24d + startHour + hoursPerDay), the last hour fractional, hours taken
// modulo 168 (a night shift spills into the next day, Sunday wraps to Monday).
WeekPattern weekPattern(double hoursPerDay, int daysPerWeek, int startHour);

// Default of `shiftable` and `interruptible` for a kind: training and batch queue and checkpoint.
bool queuedByDefault(WorkloadKind kind);

// One workload as the evaluation uses it.
struct ResolvedWorkload
{
    std::string name;
    double gpus = 0.0;        // N, reference GPUs busy at once while it runs
    bool flat = true;         // utilization form: busy(h) = utilization for every h
    WeekPattern busy{};       // busy(h); all equal to `utilization` when flat
    double utilization = 0.0; // u = Σ busy(h) / 168
    bool shiftable = true;
    bool interruptible = false;
    std::array<double, 12> profile{}; // normalised to mean 1
    double annualGrowth = 0.0;
    int startMonth = 1;
    int endMonth = 1;
    Placement placement = Placement::Auto;
    double dataTb = 0.0;
    std::string gpuModel;
    std::string provider; // the provider of its own terms: the offer's, else "own"
    std::vector<std::string> ineligibleOffers; // market offers it may not use (§17)

    // Cloud terms (scenario currency; prices per own GPU-hour).
    double onDemandPrice = 0.0;
    double reservedPrice = 0.0;
    // A three-year commitment's price: the offer's when it publishes one and the workload gives
    // no reserved price of its own; none: the one-year price (§14.1).
    std::optional<double> reserved3yPrice;
    int reservedGpus = 0;
    std::optional<double> spotPrice;
    double spotFraction = 0.0;
    double spotRework = 0.0;
    double burstPrice = 0.0;
    double throughput = 1.0; // θ_c of its cloud GPU

    bool active(int month) const { return month >= startMonth && month <= endMonth; }
    // s_m: the profile and growth factor of month m (0 outside the active months).
    double scale(int month) const;
    // Effective price per reference GPU-hour at `price` (burst or on-demand): the spot share
    // with its rework and the rest at `price`, divided by the throughput (§1.2).
    double effectivePrice(double price) const;
    bool usesSpot() const { return spotPrice.has_value() && spotFraction > 0.0; }
};

// The scenario's workloads, resolved (precedence: own value, offer, scenario cloud block,
// default). For a version 1 scenario the single workload of `in.workload`.
std::vector<ResolvedWorkload> resolveWorkloads(const Inputs &in);
// The same into `out`, reusing its elements' memory (repeated evaluations of one scenario). With
// `samePatterns`, `out` holds these workloads resolved from inputs with the same week patterns
// (hours per day, days per week, start hour): the patterns are kept, not worked out again.
void resolveWorkloads(const Inputs &in, std::vector<ResolvedWorkload> &out,
                      bool samePatterns = false);

// Demand D_w,m in reference GPU-hours of workload w in month m (1-based), times `factor`.
double workloadDemand(const ResolvedWorkload &w, int month, double factor = 1.0);

// The week-hours grouped into segments of hours in which every non-shiftable workload has the
// same busy share: the service of a month needs one step per segment instead of per hour.
struct WeekSegments
{
    std::vector<double> hours;             // hours per segment; sums to 168
    std::vector<std::vector<double>> busy; // busy[workload][segment]; empty for flat workloads
};
WeekSegments weekSegments(const std::vector<ResolvedWorkload> &workloads);

} // namespace gda::engine
