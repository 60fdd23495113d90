// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloads.h"

#include "results.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <numeric>

namespace gda::engine {

WeekPattern weekPattern(double hoursPerDay, int daysPerWeek, int startHour)
{
    WeekPattern busy{};
    for (int d = 0; d < daysPerWeek; ++d) {
        const double from = 24.0 * d + startHour;
        const double to = from + hoursPerDay;
        for (double h = std::floor(from); h < to; h += 1.0) {
            const double overlap = std::min(to, h + 1.0) - std::max(from, h);
            if (overlap > 0.0)
                busy[static_cast<std::size_t>(static_cast<int>(h) % kWeekHours)] += overlap;
        }
    }
    return busy;
}

bool queuedByDefault(WorkloadKind kind)
{
    return kind == WorkloadKind::Training || kind == WorkloadKind::Batch;
}

double ResolvedWorkload::scale(int month) const
{
    if (!active(month))
        return 0.0;
    return profile[static_cast<std::size_t>((month - 1) % 12)] *
           std::pow(1.0 + annualGrowth, (month - 1) / 12.0);
}

double ResolvedWorkload::effectivePrice(double price) const
{
    if (!usesSpot())
        return price / throughput;
    return (spotFraction * (1.0 + spotRework) * *spotPrice + (1.0 - spotFraction) * price) /
           throughput;
}

double workloadDemand(const ResolvedWorkload &w, int month, double factor)
{
    if (!w.active(month))
        return 0.0;
    // The order of the products is version 1's (base × f × growth), so a version 1 scenario
    // gives its figures to the last bit.
    const double base = w.gpus * kHoursPerMonth * w.utilization * factor;
    const double growth =
        w.annualGrowth == 0.0 ? 1.0 : std::pow(1.0 + w.annualGrowth, (month - 1) / 12.0);
    return base * w.profile[static_cast<std::size_t>((month - 1) % 12)] * growth;
}

namespace {

std::array<double, 12> normalised(const std::array<double, 12> &profile)
{
    const double mean = std::accumulate(profile.begin(), profile.end(), 0.0) / 12.0;
    std::array<double, 12> out{};
    for (std::size_t i = 0; i < 12; ++i)
        out[i] = profile[i] / mean;
    return out;
}

ResolvedWorkload versionOneWorkload(const Inputs &in)
{
    const Workload &w = in.workload;
    const Cloud &c = in.cloud;
    ResolvedWorkload r;
    r.gpus = w.gpus;
    r.flat = true;
    r.busy.fill(w.utilization);
    r.utilization = w.utilization;
    r.shiftable = true;
    r.interruptible = false;
    r.profile = normalised(w.monthlyProfile);
    r.annualGrowth = w.annualGrowth;
    r.startMonth = 1;
    r.endMonth = 12 * in.horizonYears;
    r.gpuModel = in.onpremV2.gpuModel;
    r.provider = "own";
    r.onDemandPrice = c.onDemandPerGpuHour;
    r.reservedPrice = c.reservedPerGpuHour;
    r.reservedGpus = c.pricing == CloudPricing::Reserved ? c.reservedGpus.value_or(w.gpus) : 0;
    r.burstPrice = c.burstPerGpuHour.value_or(c.onDemandPerGpuHour);
    return r;
}

// Writes every field of `r` (so a ResolvedWorkload of an earlier call is reused, its strings'
// and lists' memory included). With `samePattern`, `r` holds this workload resolved from inputs
// with the same week pattern: its pattern and utilization are kept, not worked out again.
void versionTwoWorkload(const Inputs &in, const WorkloadInput &w, ResolvedWorkload &r,
                        bool samePattern)
{
    const Cloud &c = in.cloud;
    const WorkloadCloud &own = w.cloud;
    const OfferTerms *offer = own.resolvedOffer ? &*own.resolvedOffer : nullptr;
    r.name = w.name;
    r.gpus = w.gpus;
    const bool wasFlat = r.flat;
    r.flat = w.utilization.has_value();
    if (r.flat) {
        r.busy.fill(*w.utilization);
        r.utilization = *w.utilization;
    } else if (!samePattern || wasFlat) {
        r.busy = weekPattern(w.hoursPerDay, w.daysPerWeek, w.startHour);
        r.utilization = std::accumulate(r.busy.begin(), r.busy.end(), 0.0) / kWeekHours;
    }
    r.shiftable = w.shiftable.value_or(queuedByDefault(w.kind));
    r.interruptible = w.interruptible.value_or(queuedByDefault(w.kind));
    r.profile = normalised(w.monthlyProfile);
    r.annualGrowth = w.annualGrowth;
    r.startMonth = w.startMonth;
    r.endMonth = w.endMonth.value_or(12 * in.horizonYears);
    r.placement = w.placement;
    r.dataTb = w.dataTb;
    r.gpuModel = offer ? offer->gpuModel : w.gpuModel;
    if (offer)
        r.provider = offer->provider;
    else
        r.provider = "own";
    r.ineligibleOffers = w.cloud.ineligibleOffers;

    // Field by field: the workload's own value, its offer's, the scenario's cloud block.
    auto pick = [](std::optional<double> mine, std::optional<double> offers,
                   std::optional<double> scenario) -> std::optional<double> {
        if (mine)
            return mine;
        if (offers)
            return offers;
        return scenario;
    };
    r.onDemandPrice = *pick(own.onDemandPerGpuHour,
                            offer ? std::optional<double>(offer->onDemandPerGpuHour) : std::nullopt,
                            c.onDemandPerGpuHour);
    r.reservedPrice = *pick(own.reservedPerGpuHour,
                            offer ? offer->reservedPerGpuHour : std::nullopt, c.reservedPerGpuHour);
    if (!own.reservedPerGpuHour && offer)
        r.reserved3yPrice = offer->reserved3yPerGpuHour;
    r.reservedGpus = own.reservedGpus;
    r.spotPrice =
        pick(own.spotPerGpuHour, offer ? offer->spotPerGpuHour : std::nullopt, c.spotPerGpuHour);
    r.spotFraction = own.spotFraction;
    r.spotRework = own.spotRework;
    r.burstPrice =
        pick(own.burstPerGpuHour, std::nullopt, c.burstPerGpuHour).value_or(r.onDemandPrice);
    r.throughput = own.throughput ? *own.throughput : offer ? offer->throughput : 1.0;
}

} // namespace

std::vector<ResolvedWorkload> resolveWorkloads(const Inputs &in)
{
    std::vector<ResolvedWorkload> out;
    resolveWorkloads(in, out);
    return out;
}

void resolveWorkloads(const Inputs &in, std::vector<ResolvedWorkload> &out, bool samePatterns)
{
    if (in.modelVersion < 2) {
        out.resize(1);
        out.front() = versionOneWorkload(in);
        return;
    }
    samePatterns = samePatterns && out.size() == in.workloads.size();
    out.resize(in.workloads.size());
    for (std::size_t i = 0; i < in.workloads.size(); ++i)
        versionTwoWorkload(in, in.workloads[i], out[i], samePatterns);
}

WeekSegments weekSegments(const std::vector<ResolvedWorkload> &workloads)
{
    // Hours whose busy shares agree for every workload with a pattern fall in one segment.
    std::vector<std::size_t> patterned;
    for (std::size_t w = 0; w < workloads.size(); ++w)
        if (!workloads[w].flat && !workloads[w].shiftable)
            patterned.push_back(w);
    WeekSegments out;
    out.busy.assign(workloads.size(), {});
    if (patterned.empty()) {
        out.hours.push_back(kWeekHours);
        for (std::size_t w = 0; w < workloads.size(); ++w)
            out.busy[w].push_back(workloads[w].busy[0]);
        return out;
    }
    // The segments' busy shares of the patterned workloads, segment after segment, in the order
    // the hours first show them; an hour joins the first segment that agrees in every share.
    // Each segment's shares have a hash, so that an hour compares the shares only of a segment
    // with its hash (no map of vectors: every evaluation builds its segments).
    const std::size_t P = patterned.size();
    std::vector<double> keys;
    std::vector<std::uint64_t> hashes;
    std::vector<double> key(P);
    for (int h = 0; h < kWeekHours; ++h) {
        const auto hour = static_cast<std::size_t>(h);
        std::uint64_t hash = 0x9E3779B97F4A7C15ULL;
        for (std::size_t k = 0; k < P; ++k) {
            const double share = workloads[patterned[k]].busy[hour];
            key[k] = share;
            // −0 and +0 agree (==), so they hash alike.
            const auto bits = std::bit_cast<std::uint64_t>(share == 0.0 ? 0.0 : share);
            hash = (hash ^ bits) * 0x100000001B3ULL;
            hash ^= hash >> 29;
        }
        std::size_t s = 0;
        while (s < hashes.size() &&
               (hashes[s] != hash ||
                !std::equal(key.begin(), key.end(), keys.begin() + std::ptrdiff_t(s * P))))
            ++s;
        if (s == out.hours.size()) {
            keys.insert(keys.end(), key.begin(), key.end());
            hashes.push_back(hash);
            out.hours.push_back(0.0);
            for (std::size_t w = 0; w < workloads.size(); ++w)
                out.busy[w].push_back(workloads[w].busy[hour]);
        }
        out.hours[s] += 1.0;
    }
    return out;
}

} // namespace gda::engine
