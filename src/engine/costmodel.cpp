// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "costmodel.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <string>

namespace gda::engine {

std::string_view categoryKey(Category category)
{
    switch (category) {
    case Category::CloudCompute: return "cloud_compute";
    case Category::CloudStorage: return "cloud_storage";
    case Category::CloudEgress: return "cloud_egress";
    case Category::CloudOverhead: return "cloud_overhead";
    case Category::Capex: return "capex";
    case Category::Power: return "power";
    case Category::Maintenance: return "maintenance";
    case Category::Staff: return "staff";
    case Category::Colocation: return "colocation";
    case Category::OtherOpex: return "other_opex";
    case Category::OnpremStorage: return "onprem_storage";
    case Category::Migration: return "migration";
    case Category::ResidualCredit: return "residual_credit";
    }
    return {};
}

const OptionResult *Evaluation::find(Option o) const
{
    for (const OptionResult &r : options)
        if (r.option == o)
            return &r;
    return nullptr;
}

const OptionResult &Evaluation::option(Option o) const
{
    if (const OptionResult *r = find(o))
        return *r;
    throw std::out_of_range("option not in this evaluation: " + std::string(optionKey(o)));
}

std::string_view breakEvenKindKey(BreakEvenKind kind)
{
    switch (kind) {
    case BreakEvenKind::Crossing: return "crossing";
    case BreakEvenKind::OnPremAlwaysCheaper: return "onprem_always_cheaper";
    case BreakEvenKind::CloudAlwaysCheaper: return "cloud_always_cheaper";
    }
    return {};
}

namespace {

// Month-indexed factors shared by every option of one evaluation.
struct Timeline
{
    int months = 0;
    std::vector<double> demand;
    std::vector<double> cloudPrice;       // pc_m
    std::vector<double> electricityPrice; // pe_m
    std::vector<double> discount;         // 1 / (1 + r)^((m-1)/12)
};

std::vector<double> growthSeries(double annualChange, int months)
{
    std::vector<double> out(static_cast<std::size_t>(months));
    for (int m = 1; m <= months; ++m)
        out[static_cast<std::size_t>(m - 1)] = std::pow(1.0 + annualChange, (m - 1) / 12.0);
    return out;
}

Timeline makeTimeline(const Inputs &in)
{
    Timeline t;
    t.months = 12 * in.horizonYears;
    t.demand = monthlyDemand(in);
    t.cloudPrice = growthSeries(in.cloud.annualPriceChange, t.months);
    t.electricityPrice = growthSeries(in.onprem.electricityAnnualChange, t.months);
    t.discount = growthSeries(in.discountRate, t.months);
    for (double &d : t.discount)
        d = 1.0 / d;
    return t;
}

// Adds the payments of one capex event to out[0..months-1].
void addCapexPayments(const Financing &f, double amount, int start, int months, double *out)
{
    if (amount == 0.0 || start > months)
        return;
    auto spread = [&](double payment, int count) {
        const int last = std::min(months, start + count - 1);
        for (int m = start; m <= last; ++m)
            out[m - 1] += payment;
    };
    switch (f.mode) {
    case FinancingMode::Cash:
        out[start - 1] += amount;
        break;
    case FinancingMode::Lease:
        spread(amount * (1.0 + f.leasePremium) / f.leaseMonths, f.leaseMonths);
        break;
    case FinancingMode::Loan: {
        const double r = f.loanRate / 12.0;
        const int n = f.loanMonths;
        const double payment = r == 0.0 ? amount / n : amount * r / (1.0 - std::pow(1.0 + r, -n));
        spread(payment, n);
        break;
    }
    }
}


void finish(OptionResult &r, const Timeline &t, double totalDemand)
{
    double running = 0.0;
    r.cumulative.resize(r.monthly.size());
    for (std::size_t i = 0; i < r.monthly.size(); ++i) {
        running += r.monthly[i];
        r.cumulative[i] = running;
        r.npv += r.monthly[i] * t.discount[i];
    }
    r.tco = running;
    r.costPerGpuHour = totalDemand > 0.0 ? r.tco / totalDemand : 0.0;
}

// Accumulates one month's categories into the result.
struct MonthAccumulator
{
    OptionResult &result;
    bool keepMonthly;
    CategoryAmounts month{};

    void add(Category c, double amount) { month[static_cast<std::size_t>(c)] += amount; }
    void close()
    {
        double total = 0.0;
        for (std::size_t i = 0; i < kCategoryCount; ++i) {
            result.categories[i] += month[i];
            total += month[i];
        }
        result.monthly.push_back(total);
        if (keepMonthly)
            result.monthlyByCategory.push_back(month);
        month = {};
    }
};

OptionResult evaluateCloud(const Inputs &in, const Timeline &t, double egressPerMonth,
                           bool keepMonthly)
{
    OptionResult r;
    r.monthly.reserve(static_cast<std::size_t>(t.months));
    MonthAccumulator acc{r, keepMonthly};
    const Cloud &c = in.cloud;
    const double reservedHours = c.reservedGpus.value_or(in.workload.gpus) * kHoursPerMonth;
    const double storage = c.storageTb * 1000.0 * c.storagePerGbMonth;
    for (int m = 1; m <= t.months; ++m) {
        const auto i = static_cast<std::size_t>(m - 1);
        const double d = t.demand[i];
        double compute = 0.0;
        if (c.pricing == CloudPricing::OnDemand)
            compute = d * c.onDemandPerGpuHour * t.cloudPrice[i];
        else
            compute = reservedHours * c.reservedPerGpuHour +
                      std::max(0.0, d - reservedHours) * c.onDemandPerGpuHour * t.cloudPrice[i];
        acc.add(Category::CloudCompute, compute);
        acc.add(Category::CloudStorage, storage);
        acc.add(Category::CloudEgress, egressPerMonth);
        acc.add(Category::CloudOverhead, c.overheadFraction * compute);
        acc.close();
    }
    return r;
}

OptionResult evaluateFleet(const Inputs &in, const OptionSpec &spec, int fleet, const Timeline &t,
                           double egressPerMonth, bool keepMonthly)
{
    OptionResult r;
    r.onpremGpus = fleet;
    r.monthly.reserve(static_cast<std::size_t>(t.months));
    MonthAccumulator acc{r, keepMonthly};
    const Cloud &c = in.cloud;
    const OnPrem &p = in.onprem;
    const int M = t.months;
    const double K = fleet;
    const bool hasFleet = fleet > 0;
    const int goLive = p.leadMonths + 1;
    const double burstPrice = c.burstPerGpuHour.value_or(c.onDemandPerGpuHour);
    const double cloudStorage = c.storageTb * 1000.0 * c.storagePerGbMonth;
    const double hardware = K * (p.gpuUnitPrice + p.serverNetworkPerGpu);
    const int lifetimeMonths = 12 * p.lifetimeYears;

    std::vector<double> capex;
    if (hasFleet) {
        capex.assign(static_cast<std::size_t>(M), 0.0);
        const double initial = initialCapex(in, fleet);
        addCapexPayments(p.financing, initial, 1, M, capex.data());
        for (int s = 1 + lifetimeMonths; s <= M; s += lifetimeMonths)
            addCapexPayments(p.financing, hardware + K * p.installationPerGpu, s, M, capex.data());
    }
    const double capacity = K * kHoursPerMonth * p.maxUtilization;
    const double maintenance = p.maintenanceFraction * hardware / 12.0;
    const double colocation = K * p.kwPerGpu * p.colocationPerKwMonth;
    const double onpremStorage = c.storageTb * p.storagePerTbMonth;
    const double syncEgress =
        spec.syncEgress ? tieredCost(c.egressTiers, in.migration.hybridEgressTbPerMonth) : 0.0;
    const double transfer = hasFleet && goLive <= M ? migrationTransferCost(in) : 0.0;
    const int parallelEnd = goLive + in.migration.parallelRunMonths; // exclusive

    for (int m = 1; m <= M; ++m) {
        const auto i = static_cast<std::size_t>(m - 1);
        const double d = t.demand[i];
        double burst = d;
        if (hasFleet) {
            acc.add(Category::Staff, p.staffPerYear / 12.0);
            acc.add(Category::Capex, capex[i]);
        }
        if (hasFleet && m >= goLive) {
            const double served = std::min(d, capacity);
            burst = d - served;
            const double busy = served / (K * kHoursPerMonth);
            acc.add(Category::Power, K * p.kwPerGpu * kHoursPerMonth *
                                         (p.idlePowerFraction + (1.0 - p.idlePowerFraction) * busy) *
                                         p.pue * p.electricityPerKwh * t.electricityPrice[i]);
            acc.add(Category::Maintenance, maintenance);
            acc.add(Category::Colocation, colocation);
            acc.add(Category::OtherOpex, p.otherOpexPerYear / 12.0);
            acc.add(Category::OnpremStorage, onpremStorage);
            acc.add(Category::CloudEgress, syncEgress);
            if (m == goLive)
                acc.add(Category::Migration, transfer);
            if (m < parallelEnd)
                acc.add(Category::Migration, served * c.onDemandPerGpuHour * t.cloudPrice[i]);
        } else {
            acc.add(Category::CloudStorage, cloudStorage);
            acc.add(Category::CloudEgress, egressPerMonth);
        }
        const double burstCost = burst * burstPrice * t.cloudPrice[i];
        acc.add(Category::CloudCompute, burstCost);
        acc.add(Category::CloudOverhead, c.overheadFraction * burstCost);
        if (m == M && hasFleet && p.countResidualValue) {
            const int lastPurchase = 1 + ((M - 1) / lifetimeMonths) * lifetimeMonths;
            const double age = M - lastPurchase + 1;
            acc.add(Category::ResidualCredit,
                    -hardware * std::max(0.0, 1.0 - age / lifetimeMonths));
        }
        acc.close();
    }
    return r;
}

// One option by its entry in the option list: a fleet or none, the fleet's rule, its egress.
OptionResult evaluateWith(const Inputs &in, const OptionSpec &spec, int fleet, const Timeline &t,
                          bool keepMonthly)
{
    const double egress = tieredCost(in.cloud.egressTiers, in.cloud.egressTbPerMonth);
    OptionResult r = spec.ownsFleet() ? evaluateFleet(in, spec, fleet, t, egress, keepMonthly)
                                      : evaluateCloud(in, t, egress, keepMonthly);
    r.option = spec.id;
    finish(r, t, std::accumulate(t.demand.begin(), t.demand.end(), 0.0));
    return r;
}

int fleetSize(const Inputs &in, const OptionSpec &spec, const std::vector<double> &demand)
{
    switch (spec.fleet) {
    case FleetRule::None:
        return 0;
    case FleetRule::Workload:
        return in.onprem.gpus.value_or(in.workload.gpus);
    case FleetRule::BaseLoad: {
        if (in.onprem.hybridGpus)
            return *in.onprem.hybridGpus;
        const auto firstYearEnd = demand.begin() + std::min<std::ptrdiff_t>(12, demand.size());
        const double lowest = *std::min_element(demand.begin(), firstYearEnd);
        return static_cast<int>(
            std::floor(lowest / (kHoursPerMonth * in.onprem.maxUtilization)));
    }
    }
    return 0;
}

// Break-even month and savings fraction of `r` against the cloud option's result.
void compareWithCloud(OptionResult &r, const OptionResult &cloud)
{
    r.breakEvenMonth = breakEvenMonth(cloud.cumulative, r.cumulative);
    r.savingsFraction = cloud.tco != 0.0 ? (cloud.tco - r.tco) / cloud.tco : 0.0;
}

} // namespace

double migrationTransferCost(const Inputs &in)
{
    const Migration &mg = in.migration;
    const double volume = mg.dataTb * (1.0 - mg.staleFraction) * (1.0 - mg.compression);
    switch (mg.method) {
    case MigrationMethod::Internet:
        return tieredCost(in.cloud.egressTiers, volume);
    case MigrationMethod::Snowball:
        return std::ceil(volume / mg.snowballDeviceTb) *
               (mg.snowballFeePerDevice + mg.snowballShippingPerDevice);
    case MigrationMethod::DirectConnect:
        return mg.directConnectPortPerMonth * mg.directConnectMonths +
               volume * 1000.0 * mg.directConnectPerGb;
    }
    return 0.0;
}

double initialCapex(const Inputs &in, int fleet)
{
    const OnPrem &p = in.onprem;
    const double K = fleet;
    const double hardware = K * (p.gpuUnitPrice + p.serverNetworkPerGpu);
    return hardware + K * p.installationPerGpu + K * p.kwPerGpu * p.facilityPerKw + p.fixedCapex;
}

std::vector<double> monthlyDemand(const Inputs &in)
{
    const Workload &w = in.workload;
    const int months = 12 * in.horizonYears;
    const double mean =
        std::accumulate(w.monthlyProfile.begin(), w.monthlyProfile.end(), 0.0) / 12.0;
    const double base = w.gpus * kHoursPerMonth * w.utilization;
    std::vector<double> out(static_cast<std::size_t>(months));
    for (int m = 1; m <= months; ++m) {
        const double f = w.monthlyProfile[static_cast<std::size_t>((m - 1) % 12)] / mean;
        out[static_cast<std::size_t>(m - 1)] =
            base * f * std::pow(1.0 + w.annualGrowth, (m - 1) / 12.0);
    }
    return out;
}

double tieredCost(const std::vector<EgressTier> &tiers, double volumeTb)
{
    double cost = 0.0;
    double lower = 0.0;
    for (const EgressTier &tier : tiers) {
        if (volumeTb <= lower)
            break;
        const double inBand = std::min(volumeTb, tier.upperTb) - lower;
        cost += inBand * 1000.0 * tier.pricePerGb;
        lower = tier.upperTb;
    }
    return cost;
}

std::vector<double> capexPayments(const Financing &financing, double amount, int start, int months)
{
    std::vector<double> out(static_cast<std::size_t>(std::max(0, months)), 0.0);
    if (start >= 1)
        addCapexPayments(financing, amount, start, months, out.data());
    return out;
}

int fleetSize(const Inputs &in, Option option, const std::vector<double> &demand)
{
    return fleetSize(in, optionSpec(option), demand);
}

OptionResult evaluateOption(const Inputs &in, Option option, int fleet,
                            const std::vector<double> &demand, OptionRequest request)
{
    Timeline t = makeTimeline(in);
    t.demand = demand;
    return evaluateWith(in, optionSpec(option), fleet, t, request.withMonthlyCategories);
}

std::optional<double> breakEvenMonth(const std::vector<double> &cumCloud,
                                     const std::vector<double> &cumOnPrem)
{
    double previous = 0.0;
    const std::size_t n = std::min(cumCloud.size(), cumOnPrem.size());
    for (std::size_t i = 0; i < n; ++i) {
        const double d = cumOnPrem[i] - cumCloud[i];
        if (d <= 0.0) {
            if (i == 0)
                return 0.0;
            return static_cast<double>(i) + previous / (previous - d);
        }
        previous = d;
    }
    return std::nullopt;
}

Evaluation evaluateOptions(const Inputs &in, OptionRequest request)
{
    const Timeline t = makeTimeline(in);
    Evaluation e;
    e.months = t.months;
    e.gpuHours = std::accumulate(t.demand.begin(), t.demand.end(), 0.0);
    // Cost model version 1 computes the options of version 1; a later version passes its own.
    for (const OptionSpec &spec : optionList())
        if (spec.appliesTo(kModelVersion))
            e.options.push_back(evaluateWith(in, spec, fleetSize(in, spec, t.demand), t,
                                             request.withMonthlyCategories));
    const OptionResult &cloud = e.option(Option::Cloud);
    for (OptionResult &r : e.options)
        if (r.option != Option::Cloud)
            compareWithCloud(r, cloud);
    const OptionResult &onprem = e.option(Option::OnPrem);
    e.breakEvenMonth = onprem.breakEvenMonth;
    e.savingsFraction = onprem.savingsFraction;
    return e;
}

double tcoAtUtilization(const Inputs &in, Option option, double utilization)
{
    Inputs moved = in;
    moved.workload.utilization = utilization;
    const Timeline t = makeTimeline(moved);
    const OptionSpec &spec = optionSpec(option);
    return evaluateWith(moved, spec, fleetSize(moved, spec, t.demand), t, false).tco;
}

Evaluation evaluateAtUtilization(const Inputs &in, double utilization)
{
    Inputs moved = in;
    moved.workload.utilization = utilization;
    return evaluateOptions(moved);
}

BreakEvenUtilization breakEvenUtilization(const Inputs &in)
{
    auto gap = [&](double u) {
        return tcoAtUtilization(in, Option::OnPrem, u) - tcoAtUtilization(in, Option::Cloud, u);
    };
    if (gap(0.001) <= 0.0)
        return {std::nullopt, BreakEvenKind::OnPremAlwaysCheaper};
    if (gap(1.0) > 0.0)
        return {std::nullopt, BreakEvenKind::CloudAlwaysCheaper};
    double lo = 0.001;
    double hi = 1.0;
    for (int step = 0; step < 100 && hi - lo >= 1e-9; ++step) {
        const double mid = 0.5 * (lo + hi);
        if (gap(mid) > 0.0)
            lo = mid;
        else
            hi = mid;
    }
    return {0.5 * (lo + hi), BreakEvenKind::Crossing};
}

int optimalOnpremGpus(const Inputs &in)
{
    const Timeline t = makeTimeline(in);
    const double peak = *std::max_element(t.demand.begin(), t.demand.end());
    const int upper =
        static_cast<int>(std::ceil(peak / (kHoursPerMonth * in.onprem.maxUtilization)));
    double best = evaluateWith(in, optionSpec(Option::Cloud), 0, t, false).npv;
    int bestFleet = 0;
    const OptionSpec &hybrid = optionSpec(Option::Hybrid);
    for (int k = 1; k <= upper; ++k) {
        const double npv = evaluateWith(in, hybrid, k, t, false).npv;
        if (npv < best - 1e-9 * std::abs(best)) {
            best = npv;
            bestFleet = k;
        }
    }
    return bestFleet;
}

Evaluation evaluate(const Inputs &in, OptionRequest request)
{
    Evaluation e = evaluateOptions(in, request);
    const BreakEvenUtilization beu = breakEvenUtilization(in);
    e.breakEvenUtilization = beu.value;
    e.breakEvenUtilizationKind = beu.kind;
    e.optimalOnpremGpus = optimalOnpremGpus(in);
    return e;
}

} // namespace gda::engine
