// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "costmodel.h"
#include "inputs.h"
#include "options.h"
#include "results.h"
#include "workloads.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

// The cost kernel: the per-month cost terms of docs/methodology.md §4, §12 and §15.3 — what each
// input costs in a month, per option — written once. Three readers evaluate them:
//   - the cost model (costmodel.cpp) for every option and month;
//   - the Monte Carlo simulation's fast path (uncertainty.cpp, DrawModel) for its draws;
//   - the plan optimiser (src/plan/planoptimizer.cpp), whose linear coefficients are these terms
//     evaluated at one unit of what they are linear in (one live GPU, one busy GPU-hour, one
//     cloud GPU-hour).
// An input that costs money enters here and nowhere else; the property test
// `every registry input costs the same in the engine, the Monte Carlo and the optimiser`
// (tests/plan/test_costkernel.cpp) fails when a reader computes a term of its own.
// Plain functions, inline: the engine's inner loops call them every month.
namespace gda::engine::terms {

// ---- the timeline (§2) ------------------------------------------------------------------------

// A yearly change as a monthly index, out[m − 1] = (1 + annualChange)^((m − 1) / 12) for the
// months 1 … `months`, from 1 + years calls of pow instead of one per month:
// (1 + r)^(y + k/12) = (1 + r)^y × s^k with s = (1 + r)^(1/12). The whole years are pow's own
// value; the months between may differ from a pow per month in the last bits (relative 1e-15,
// far inside the 1e-9 of the worked examples). Version 2's price, electricity, growth and
// discount series and the Monte Carlo's drawn series all come from here. Uncertainty draws of
// eight growing workloads spent a quarter of their time in pow.
inline void growthSeries(double annualChange, int months, double *out)
{
    if (annualChange == 0.0) {
        std::fill(out, out + months, 1.0);
        return;
    }
    const double base = 1.0 + annualChange;
    std::array<double, 12> withinYear{};
    withinYear[0] = 1.0;
    const double step = std::pow(base, 1.0 / 12.0);
    for (std::size_t k = 1; k < 12; ++k)
        withinYear[k] = withinYear[k - 1] * step;
    double wholeYears = 1.0;
    for (int i = 0; i < months; ++i) {
        const int k = i % 12;
        if (k == 0 && i > 0)
            wholeYears = std::pow(base, static_cast<double>(i / 12));
        out[i] = k == 0 ? wholeYears : wholeYears * withinYear[static_cast<std::size_t>(k)];
    }
}

// Dated cloud price changes (§4.7) into a price index out[0 … months − 1] (the trend's
// growthSeries): from each change's month on, the index is multiplied by 1 + change; changes
// compound, in file order; a month after the horizon changes nothing. No change: `out` untouched,
// bit for bit. The cost model, the Monte Carlo's draws and the plan optimiser all call this after
// the trend, so they see one price series.
inline void applyPriceChanges(const std::vector<PriceChange> &changes, int months, double *out)
{
    for (const PriceChange &change : changes) {
        const double factor = 1.0 + change.change;
        for (int m = std::max(1, change.month); m <= months; ++m)
            out[m - 1] *= factor;
    }
}

// ---- cloud (§4.1, §12.5) --------------------------------------------------------------------

// Cloud storage of the working data set, per month: storage_tb × 1000 × storage_per_gb_month.
inline double cloudStorage(const Cloud &c)
{
    return c.storageTb * 1000.0 * c.storagePerGbMonth;
}

// Cloud egress, per month: the monthly volume through the transfer bands (§4.2).
inline double cloudEgress(const Cloud &c)
{
    return tieredCost(c.egressTiers, c.egressTbPerMonth);
}

// Support, monitoring and the like: overhead_fraction of a month's compute.
inline double cloudOverhead(const Cloud &c, double compute)
{
    return c.overheadFraction * compute;
}

// `hours` cloud GPU-hours at `price` per GPU-hour in a month with price index pc_m, every price
// scaled by `priceFactor` (a Monte Carlo draw's; 1 otherwise). The order of the products is the
// cost model's own.
inline double cloudHours(double hours, double price, double priceFactor, double pc)
{
    return hours * (price * priceFactor) * pc;
}

// Reserved GPU-hours, paid around the clock at the locked price (no price trend).
inline double reservedHours(double hours, double price, double priceFactor)
{
    return hours * (price * priceFactor);
}

// The cloud cost of `hours` own GPU-hours of workload `w` beyond its reservation (§1.3, §12.5):
// its spot share (with rework) at the spot price, the rest at `price`. `spotHours` and
// `otherHours` receive the split when given.
inline double cloudRest(const ResolvedWorkload &w, double hours, double price, double priceFactor,
                        double pc, double *spotHours = nullptr, double *otherHours = nullptr)
{
    if (w.usesSpot()) {
        const double spot = w.spotFraction * hours * (1.0 + w.spotRework);
        const double onDemand = (1.0 - w.spotFraction) * hours;
        if (spotHours)
            *spotHours = spot;
        if (otherHours)
            *otherHours = onDemand;
        return spot * (*w.spotPrice * priceFactor) * pc + onDemand * (price * priceFactor) * pc;
    }
    if (spotHours)
        *spotHours = 0.0;
    if (otherHours)
        *otherHours = hours;
    return cloudHours(hours, price, priceFactor, pc);
}

// The burst cost with its overhead of one reference GPU-hour of workload `w` that runs in the
// cloud instead of on the fleet (the optimiser's saving per hour served, §15.3).
inline double burstPerReferenceHour(const Cloud &c, const ResolvedWorkload &w, double pc)
{
    const double compute = cloudRest(w, 1.0 / w.throughput, w.burstPrice, 1.0, pc);
    return compute + cloudOverhead(c, compute);
}

// A committed GPU's payment in a month of its term, with the overhead: (1 + overhead) × H × price.
inline double commitmentPerGpu(const Cloud &c, double price)
{
    const double compute = reservedHours(kHoursPerMonth, price, 1.0);
    return compute + cloudOverhead(c, compute);
}

// A commitment is a contract (§14.1; cost model version 2 note §7.2): paid in every month of its
// term and serving its workloads' cloud hours that a fleet leaves, in every option. No fleet going
// live releases it: only its own release month does, from which it serves nothing.
inline bool commitmentServes(const std::optional<int> &releaseMonth, int month)
{
    return !releaseMonth || month < *releaseMonth;
}

// A commitment's cost in a month of its term: the payment while it serves; from its release month
// on, the unused remainder, the payment less the share its resale recovers.
inline double commitmentMonth(double payment, double recoveryFraction,
                              const std::optional<int> &releaseMonth, int month)
{
    return commitmentServes(releaseMonth, month) ? payment : (1.0 - recoveryFraction) * payment;
}

// The parallel run (§4.5): `served` reference GPU-hours of workload `w` also paid in the cloud at
// its on-demand price.
inline double parallelRun(const ResolvedWorkload &w, double served, double priceFactor, double pc)
{
    return cloudHours(served / w.throughput, w.onDemandPrice, priceFactor, pc);
}

// ---- on-premise running costs (§4.3, §12.7) ---------------------------------------------------

// Hardware price of one GPU: gpu_unit_price + server_network_per_gpu.
inline double unitHardware(const OnPrem &p)
{
    return p.gpuUnitPrice + p.serverNetworkPerGpu;
}

// A purchase of `gpus` GPUs (§4.4): hardware, installation, facility by the fleet's kW, and the
// fixed capex with the first tranche (version 1's order of the sums).
inline double purchaseCapex(const OnPrem &p, double gpus, bool withFixed)
{
    const double hardware = gpus * unitHardware(p);
    return hardware + gpus * p.installationPerGpu + gpus * p.kwPerGpu * p.facilityPerKw +
           (withFixed ? p.fixedCapex : 0.0);
}

// A refresh of `gpus` GPUs (§4.4): the hardware and its installation again.
inline double refreshCapex(const OnPrem &p, double gpus)
{
    return gpus * unitHardware(p) + gpus * p.installationPerGpu;
}

// Power of `live` GPUs busy a share `busy` of the month, with electricity index pe_m:
// live × kw × H × (idle + (1 − idle) × busy) × pue × electricity × pe_m.
inline double power(const OnPrem &p, double live, double busy, double pe)
{
    return live * p.kwPerGpu * kHoursPerMonth *
           (p.idlePowerFraction + (1.0 - p.idlePowerFraction) * busy) * p.pue *
           p.electricityPerKwh * pe;
}

// The power of one live GPU that does nothing, per month (the optimiser's idle power).
inline double idlePowerPerGpu(const OnPrem &p, double pe)
{
    return power(p, 1.0, 0.0, pe);
}

// The power above idle of one GPU-hour of work (the optimiser's marginal power).
inline double busyPowerPerGpuHour(const OnPrem &p, double pe)
{
    return (power(p, 1.0, 1.0, pe) - power(p, 1.0, 0.0, pe)) / kHoursPerMonth;
}

// The facility's power draw of `gpus` GPUs in kW, cooling included (the power limit).
inline double facilityKw(const OnPrem &p, double gpus)
{
    return gpus * p.kwPerGpu * p.pue;
}

// Maintenance of hardware worth `hardware`, per month.
inline double maintenance(const OnPrem &p, double hardware)
{
    return p.maintenanceFraction * hardware / 12.0;
}

// Colocation of `live` GPUs, per month.
inline double colocation(const OnPrem &p, double live)
{
    return live * p.kwPerGpu * p.colocationPerKwMonth;
}

// What one live GPU costs per month besides its work: maintenance, colocation and idle power.
inline double livePerGpu(const OnPrem &p, double pe)
{
    return maintenance(p, unitHardware(p)) + colocation(p, 1.0) + idlePowerPerGpu(p, pe);
}

inline double otherOpex(const OnPrem &p)
{
    return p.otherOpexPerYear / 12.0;
}

// The data set on the organisation's own storage, per month.
inline double onpremStorage(const Cloud &c, const OnPrem &p)
{
    return c.storageTb * p.storagePerTbMonth;
}

// Data moving between the cloud part and the fleet, per month, for an option that pays it.
inline double syncEgress(const Inputs &in, const OptionSpec &spec)
{
    return spec.syncEgress ? tieredCost(in.cloud.egressTiers, in.migration.hybridEgressTbPerMonth)
                           : 0.0;
}

// What the option's own parameter block costs per GPU in service per month (OptionSpec::
// perLiveGpuMonth; docs/methodology.md §3.1); 0 for an option without one.
inline double optionPerLiveGpu(const Inputs &in, const OptionSpec &spec)
{
    if (!spec.perLiveGpuMonth)
        return 0.0;
    const std::vector<double> values = optionParameters(in, spec);
    return spec.perLiveGpuMonth(values);
}

// What the live fleet's month costs regardless of its size once it runs, less the cloud storage
// and egress it ends (the optimiser's per-first-purchase term from go-live on).
inline double liveFixedSwitch(const Inputs &in, const OptionSpec &spec)
{
    return otherOpex(in.onprem) + onpremStorage(in.cloud, in.onprem) + syncEgress(in, spec) -
           cloudStorage(in.cloud) - cloudEgress(in.cloud);
}

// Staff: the fixed team per month, paid from the first purchase.
inline double fixedStaff(const OnPrem &p)
{
    return p.staffPerYear / 12.0;
}

// Staff that scales (§12.7): at least min_fte, else one FTE per gpus_per_fte GPUs owned.
inline double staffFloor(const StaffScaling &s)
{
    return s.minFte * s.costPerFteYear / 12.0;
}
inline double staffPerGpu(const StaffScaling &s)
{
    return s.costPerFteYear / 12.0 / s.gpusPerFte;
}
inline double scaledStaff(const StaffScaling &s, double owned)
{
    return std::max(staffFloor(s), owned * staffPerGpu(s));
}

// The residual credit (§4.4) in the horizon's last month `months` of `gpus` GPUs bought in
// `purchaseMonth` and bought again every `lifetimeMonths`: minus the straight-line book value of
// the last purchase, whose age counts the last month in.
inline double residualCredit(const OnPrem &p, double gpus, int months, int purchaseMonth,
                             int lifetimeMonths)
{
    const int lastPurchase =
        purchaseMonth + ((months - purchaseMonth) / lifetimeMonths) * lifetimeMonths;
    const double age = months - lastPurchase + 1;
    return -gpus * unitHardware(p) * std::max(0.0, 1.0 - age / lifetimeMonths);
}

} // namespace gda::engine::terms
