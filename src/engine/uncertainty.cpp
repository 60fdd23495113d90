// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "uncertainty.h"

#include "costmodel.h"
#include "costterms.h"
#include "results.h"
#include "workloads.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <thread>

namespace gda::engine {

namespace {

constexpr int kMaxThreads = 256;            // more threads than this only add overhead
constexpr std::uint64_t kSlotsPerDraw = 16; // random numbers reserved per draw (one per parameter)
// Version 2: a second stream with one slot per workload input (16 workloads × 4 inputs).
constexpr std::uint64_t kWorkloadSlotsPerDraw = 64;

constexpr std::size_t index(Parameter p)
{
    return static_cast<std::size_t>(p);
}

using Values = std::array<double, kParameterCount>;

// The cloud GPU-hour prices once the on-demand price is `onDemand`: reserved and an explicit
// burst price keep their ratio to the on-demand price.
struct CloudRates
{
    double onDemand = 0.0;
    double reserved = 0.0;
    std::optional<double> burst;
    std::optional<double> spot; // version 2
};

CloudRates cloudRates(const Cloud &c, double onDemand)
{
    CloudRates r{onDemand, c.reservedPerGpuHour, c.burstPerGpuHour, c.spotPerGpuHour};
    if (c.onDemandPerGpuHour > 0.0 && onDemand != c.onDemandPerGpuHour) {
        const double factor = onDemand / c.onDemandPerGpuHour;
        r.reserved *= factor;
        if (r.burst)
            *r.burst *= factor;
        if (r.spot)
            *r.spot *= factor;
    }
    return r;
}

// Clamps (GPUs: rounds) a value into a workload input's valid range.
double normaliseWorkload(WorkloadParameter p, double value)
{
    if (p == WorkloadParameter::Gpus)
        value = std::round(value);
    const ParameterRange r = workloadParameterInfo(p).range;
    if (!r.lowIncluded && value <= r.low)
        return std::nextafter(r.low, r.high);
    return std::clamp(value, r.low, r.high);
}

// Sets a workload input of `target` to `value` (already normalised), the prices that move with
// the cloud price from the workload's resolved terms in `resolved`.
void setWorkloadInput(Inputs &target, const ResolvedWorkload &resolved, WorkloadInputId id,
                      double value)
{
    WorkloadInput &w = target.workloads[static_cast<std::size_t>(id.workload)];
    switch (id.parameter) {
    case WorkloadParameter::Gpus:
        w.gpus = static_cast<int>(value);
        break;
    case WorkloadParameter::Utilization:
        w.utilization = value;
        break;
    case WorkloadParameter::AnnualGrowth:
        w.annualGrowth = value;
        break;
    case WorkloadParameter::CloudPrice: {
        const double factor = resolved.onDemandPrice > 0.0 ? value / resolved.onDemandPrice : 1.0;
        WorkloadCloud &c = w.cloud;
        const bool explicitBurst = c.burstPerGpuHour || target.cloud.burstPerGpuHour;
        c.onDemandPerGpuHour = value;
        c.reservedPerGpuHour = resolved.reservedPrice * factor;
        if (resolved.spotPrice)
            c.spotPerGpuHour = *resolved.spotPrice * factor;
        if (explicitBurst)
            c.burstPerGpuHour = resolved.burstPrice * factor;
        break;
    }
    }
}

// Sets a scenario-level parameter from the base scenario's values (`base` may be `target`).
void setScenarioInput(Inputs &target, const Inputs &base, Parameter p, double value)
{
    switch (p) {
    case Parameter::CloudPrice: {
        const CloudRates rates = cloudRates(base.cloud, value);
        target.cloud.onDemandPerGpuHour = rates.onDemand;
        target.cloud.reservedPerGpuHour = rates.reserved;
        target.cloud.burstPerGpuHour = rates.burst;
        target.cloud.spotPerGpuHour = rates.spot;
        break;
    }
    case Parameter::CloudPriceChange:
        target.cloud.annualPriceChange = value;
        break;
    case Parameter::GpuUnitPrice:
        target.onprem.gpuUnitPrice = value;
        break;
    case Parameter::ElectricityPrice:
        target.onprem.electricityPerKwh = value;
        break;
    case Parameter::StaffCost:
        target.onprem.staffPerYear = value;
        break;
    case Parameter::MaintenanceFraction:
        target.onprem.maintenanceFraction = value;
        break;
    case Parameter::LeadMonths:
        target.onprem.leadMonths = static_cast<int>(value);
        break;
    case Parameter::Utilization: // version 1 only (parameterApplies)
        target.workload.utilization = value;
        break;
    case Parameter::AnnualGrowth:
        target.workload.annualGrowth = value;
        break;
    }
}

// The option a comparison with the cloud is about: `option`, or on-premise for the cloud itself
// and for an option the scenario's cost model version does not compute.
Option comparedOption(const Inputs &in, Option option)
{
    if (option == Option::Cloud || !optionSpec(option).appliesTo(in.modelVersion))
        return Option::OnPrem;
    return option;
}

// Whether DrawModel computes `spec`: version 1 and a fleet sized by the workload (the on-premise
// option, or any option of the list with its rule). Any other option takes the full evaluation.
bool drawModelApplies(const Inputs &in, const OptionSpec &spec)
{
    return in.modelVersion < 2 && spec.fleet == FleetRule::Workload;
}

// What a Monte Carlo draw keeps of an evaluation against the cloud: both TCOs and `option`'s
// break-even month.
CostComparison comparisonOf(const Evaluation &e, Option option)
{
    const OptionResult &other = e.option(option);
    return {e.option(Option::Cloud).tco, other.tco, other.breakEvenMonth};
}

// Version 2: the cloud option and `against` with the fleets of the base scenario's evaluation.
struct VersionTwoComparison
{
    VersionTwoComparison(const Inputs &in, Option option)
        : against(option == Option::Cloud ? Option::OnPrem : option),
          purchases(optionPurchases(in, against)), segments(weekSegments(resolveWorkloads(in)))
    {
    }
    CostComparison operator()(const Inputs &in) const
    {
        return outcome(evaluateAgainstCloud(in, against, purchases, &segments));
    }
    // The same with `workspace`'s memory, bound to the drawn inputs (one per Monte Carlo
    // thread, reused by its draws).
    CostComparison operator()(ModelWorkspace &workspace) const
    {
        return outcome(workspace.evaluateAgainstCloud(against, purchases, &segments));
    }
    CostComparison outcome(const Evaluation &e) const { return comparisonOf(e, against); }
    Option against;
    std::vector<Purchase> purchases;
    WeekSegments segments;
};

// Clamps (and for lead months rounds) a value into the parameter's valid range.
double normalise(Parameter p, double value)
{
    if (p == Parameter::LeadMonths)
        value = std::round(value);
    const ParameterRange r = parameterRange(p);
    if (!r.lowIncluded && value <= r.low)
        return std::nextafter(r.low, r.high);
    return std::clamp(value, r.low, r.high);
}

// SplitMix64's output function (Steele, Lea, Flood 2014).
std::uint64_t mix64(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Output number `counter` of a SplitMix64 stream keyed by `key`, as a double in [0, 1).
double uniformAt(std::uint64_t key, std::uint64_t counter)
{
    constexpr std::uint64_t kGamma = 0x9E3779B97F4A7C15ULL;
    return static_cast<double>(mix64(key + (counter + 1) * kGamma) >> 11) * 0x1.0p-53;
}

// Per-thread working memory of DrawModel::evaluate.
struct Scratch
{
    explicit Scratch(const Inputs &in, int months)
        : inputs(in), demand(static_cast<std::size_t>(months)),
          growth(static_cast<std::size_t>(months)), cloudPrice(static_cast<std::size_t>(months))
    {
        if (in.modelVersion < 2)
            workload = resolveWorkloads(in).front();
    }
    Inputs inputs;             // the on-premise inputs with the draw's values
    ResolvedWorkload workload; // version 1's workload with the draw's cloud prices
    std::vector<double> demand;
    std::vector<double> growth;
    std::vector<double> cloudPrice;
    std::vector<double> capex;
};

// The cloud option and one option whose fleet is sized by the workload (FleetRule::Workload:
// on-premise, or any option of the list with that rule, its data-sync egress and its own
// parameter block included) of costmodel.cpp, with everything that no parameter changes
// computed once. evaluate() takes every cost term from the cost kernel (costterms.h) with the
// draw's values and sums them in the cost model's order, so at
// the scenario's own values its totals equal evaluateOptions() bit for bit, and at drawn values
// to about 1e-15 relative (fillSeries); tests/engine/test_uncertainty.cpp checks both.
class DrawModel
{
public:
    DrawModel(const Inputs &in, const OptionSpec &option)
        : m_in(in), m_months(12 * in.horizonYears), m_fleet(fleetSize(in, option.id, {}))
    {
        const auto months = static_cast<std::size_t>(m_months);
        for (Parameter p : kAllParameters)
            m_base[index(p)] = parameterValue(in, p);
        m_exponent.resize(months);
        for (int m = 1; m <= m_months; ++m)
            m_exponent[static_cast<std::size_t>(m - 1)] = (m - 1) / 12.0;
        m_growth = series(in.workload.annualGrowth);
        m_cloudPrice = series(in.cloud.annualPriceChange);
        terms::applyPriceChanges(in.cloud.priceChanges, m_months, m_cloudPrice.data());
        m_electricityPrice = series(in.onprem.electricityAnnualChange);

        const Workload &w = in.workload;
        const double mean =
            std::accumulate(w.monthlyProfile.begin(), w.monthlyProfile.end(), 0.0) / 12.0;
        for (std::size_t k = 0; k < 12; ++k)
            m_profile[k] = w.monthlyProfile[k] / mean;
        m_gpuHours = w.gpus * kHoursPerMonth;

        const Cloud &c = in.cloud;
        const OnPrem &p = in.onprem;
        const double K = m_fleet;
        m_reservedHours = c.reservedGpus.value_or(w.gpus) * kHoursPerMonth;
        m_cloudStorage = terms::cloudStorage(c);
        m_egress = terms::cloudEgress(c);
        m_fleetHours = K * kHoursPerMonth;
        m_capacity = K * kHoursPerMonth * p.maxUtilization;
        m_colocation = terms::colocation(p, K);
        m_syncEgress = terms::syncEgress(in, option);
        m_optionBlock = terms::optionPerLiveGpu(in, option) * K;
        m_onpremStorage = terms::onpremStorage(c, p);
        m_transfer = m_fleet > 0 ? migrationTransferCost(in) : 0.0;
        m_lifetimeMonths = 12 * p.lifetimeYears;
        m_capex = capexSchedule(p);
    }

    const Values &baseValues() const { return m_base; }
    int months() const { return m_months; }

    CostComparison evaluate(const Values &v, Scratch &s) const
    {
        const auto months = static_cast<std::size_t>(m_months);
        const Cloud &c = m_in.cloud;

        const double utilization = v[index(Parameter::Utilization)];
        const double growthRate = v[index(Parameter::AnnualGrowth)];
        const double priceChange = v[index(Parameter::CloudPriceChange)];
        const double gpuPrice = v[index(Parameter::GpuUnitPrice)];
        const double electricity = v[index(Parameter::ElectricityPrice)];
        const double staffPerYear = v[index(Parameter::StaffCost)];
        const double maintenanceFraction = v[index(Parameter::MaintenanceFraction)];
        const int leadMonths = static_cast<int>(v[index(Parameter::LeadMonths)]);
        const CloudRates rates = cloudRates(c, v[index(Parameter::CloudPrice)]);
        // The draw's terms: the workload's cloud prices and the on-premise inputs.
        ResolvedWorkload &w = s.workload;
        w.onDemandPrice = rates.onDemand;
        w.reservedPrice = rates.reserved;
        w.burstPrice = rates.burst.value_or(rates.onDemand);
        OnPrem &p = s.inputs.onprem;
        p.gpuUnitPrice = gpuPrice;
        p.electricityPerKwh = electricity;
        p.staffPerYear = staffPerYear;
        p.maintenanceFraction = maintenanceFraction;

        const double *growth = m_growth.data();
        if (growthRate != m_base[index(Parameter::AnnualGrowth)]) {
            fillSeries(growthRate, s.growth);
            growth = s.growth.data();
        }
        const double *cloudPrice = m_cloudPrice.data();
        if (priceChange != m_base[index(Parameter::CloudPriceChange)]) {
            fillSeries(priceChange, s.cloudPrice);
            terms::applyPriceChanges(m_in.cloud.priceChanges, m_months, s.cloudPrice.data());
            cloudPrice = s.cloudPrice.data();
        }
        const double base = m_gpuHours * utilization;
        for (std::size_t i = 0; i < months; ++i)
            s.demand[i] = base * m_profile[i % 12] * growth[i];

        const bool hasFleet = m_fleet > 0;
        const double K = m_fleet;
        const double hardware = K * terms::unitHardware(p);
        const double *capex = m_capex.data();
        if (hasFleet && gpuPrice != m_base[index(Parameter::GpuUnitPrice)]) {
            s.capex = capexSchedule(p);
            capex = s.capex.data();
        }
        const double maintenance = terms::maintenance(p, hardware);
        const double staff = terms::fixedStaff(p);
        const double otherOpex = terms::otherOpex(p);
        const int goLive = leadMonths + 1;
        const double transfer = hasFleet && goLive <= m_months ? m_transfer : 0.0;
        const int parallelEnd = goLive + m_in.migration.parallelRunMonths;

        CostComparison out;
        double cumCloud = 0.0;
        double cumOnPrem = 0.0;
        PaybackMonth payback;
        for (int m = 1; m <= m_months; ++m) {
            const auto i = static_cast<std::size_t>(m - 1);
            const double d = s.demand[i];
            const double pc = cloudPrice[i];

            // Cloud option (costmodel.cpp evaluateCloud), categories in contract order.
            double compute = 0.0;
            if (c.pricing == CloudPricing::OnDemand)
                compute = terms::cloudRest(w, d, w.onDemandPrice, 1.0, pc);
            else
                compute = terms::reservedHours(m_reservedHours, w.reservedPrice, 1.0) +
                          terms::cloudRest(w, std::max(0.0, d - m_reservedHours), w.onDemandPrice,
                                           1.0, pc);
            const double cloudTotal =
                compute + m_cloudStorage + m_egress + terms::cloudOverhead(c, compute);

            // On-premise option (costmodel.cpp evaluateFleet with the option's fleet).
            double burst = d;
            double cloudStorage = 0.0;
            double cloudEgress = 0.0;
            double power = 0.0;
            double maintenanceCost = 0.0;
            double colocation = 0.0;
            double other = 0.0;
            double onpremStorage = 0.0;
            double migration = 0.0;
            double residual = 0.0;
            const double staffCost = hasFleet ? staff : 0.0;
            const double capexCost = hasFleet ? capex[i] : 0.0;
            if (hasFleet && m >= goLive) {
                const double served = std::min(d, m_capacity);
                burst = d - served;
                const double busy = served / m_fleetHours;
                power = terms::power(p, K, busy, m_electricityPrice[i]);
                maintenanceCost = maintenance;
                colocation = m_colocation;
                other = otherOpex;
                if (m_optionBlock != 0.0)
                    other += m_optionBlock;
                cloudEgress = m_syncEgress;
                onpremStorage = m_onpremStorage;
                if (m == goLive)
                    migration = transfer;
                if (m < parallelEnd)
                    migration += terms::parallelRun(w, served, 1.0, pc);
            } else {
                cloudStorage = m_cloudStorage;
                cloudEgress = m_egress;
            }
            const double burstCost = terms::cloudRest(w, burst, w.burstPrice, 1.0, pc);
            if (m == m_months && hasFleet && p.countResidualValue) {
                residual = terms::residualCredit(p, K, m_months, 1, m_lifetimeMonths);
            }
            const double onpremTotal = burstCost + cloudStorage + cloudEgress +
                                       terms::cloudOverhead(c, burstCost) + capexCost + power +
                                       maintenanceCost + staffCost + colocation + other +
                                       onpremStorage + migration + residual;

            cumCloud += cloudTotal;
            cumOnPrem += onpremTotal;
            payback.add(cumOnPrem - cumCloud);
        }
        out.breakEvenMonth = payback.month();
        out.tcoCloud = cumCloud;
        out.tcoOnPrem = cumOnPrem;
        return out;
    }

private:
    // (1 + rate)^((m − 1) / 12) for every month, exactly as the cost model computes it.
    std::vector<double> series(double annualChange) const
    {
        std::vector<double> out(m_exponent.size());
        for (std::size_t i = 0; i < m_exponent.size(); ++i)
            out[i] = std::pow(1.0 + annualChange, m_exponent[i]);
        return out;
    }

    // The same series for a drawn rate: the kernel's (costterms.h), as version 2 computes it.
    void fillSeries(double annualChange, std::vector<double> &out) const
    {
        terms::growthSeries(annualChange, static_cast<int>(out.size()), out.data());
    }

    // The capex payments per month of the on-premise fleet (docs/methodology.md §4.4).
    std::vector<double> capexSchedule(const OnPrem &p) const
    {
        if (m_fleet <= 0)
            return std::vector<double>(static_cast<std::size_t>(m_months), 0.0);
        const double K = m_fleet;
        std::vector<double> out =
            capexPayments(p.financing, terms::purchaseCapex(p, K, true), 1, m_months);
        for (int s = 1 + m_lifetimeMonths; s <= m_months; s += m_lifetimeMonths) {
            const std::vector<double> refresh =
                capexPayments(p.financing, terms::refreshCapex(p, K), s, m_months);
            for (std::size_t i = 0; i < out.size(); ++i)
                out[i] += refresh[i];
        }
        return out;
    }

    const Inputs &m_in;
    int m_months = 0;
    int m_fleet = 0;
    double m_syncEgress = 0.0;  // the option's data-sync egress while its fleet runs
    double m_optionBlock = 0.0; // its own parameter block's cost per month of the whole fleet
    Values m_base{};
    std::vector<double> m_exponent;
    std::vector<double> m_growth;
    std::vector<double> m_cloudPrice;
    std::vector<double> m_electricityPrice;
    std::array<double, 12> m_profile{};
    double m_gpuHours = 0.0;
    double m_reservedHours = 0.0;
    double m_cloudStorage = 0.0;
    double m_egress = 0.0;
    double m_fleetHours = 0.0;
    double m_capacity = 0.0;
    double m_colocation = 0.0;
    double m_onpremStorage = 0.0;
    double m_transfer = 0.0;
    int m_lifetimeMonths = 12;
    std::vector<double> m_capex;
};

// Type-7 percentile of `values` (reorders them).
double percentile(std::vector<double> &values, double p)
{
    const double h = (static_cast<double>(values.size()) - 1.0) * p;
    const auto lower = static_cast<std::size_t>(std::floor(h));
    const double fraction = h - static_cast<double>(lower);
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(lower),
                     values.end());
    const double low = values[lower];
    if (fraction == 0.0 || lower + 1 >= values.size())
        return low;
    const double high =
        *std::min_element(values.begin() + static_cast<std::ptrdiff_t>(lower) + 1, values.end());
    return low + fraction * (high - low);
}

Percentiles percentiles(std::vector<double> &values)
{
    return {percentile(values, 0.1), percentile(values, 0.5), percentile(values, 0.9)};
}

Histogram histogram(const std::vector<double> &values, int bins)
{
    Histogram h;
    const auto [minIt, maxIt] = std::minmax_element(values.begin(), values.end());
    double lo = *minIt;
    double hi = *maxIt;
    if (lo == hi) {
        lo -= 0.5;
        hi += 0.5;
    }
    const auto n = static_cast<std::size_t>(bins);
    h.edges.resize(n + 1);
    for (std::size_t i = 0; i < n; ++i)
        h.edges[i] = lo + (hi - lo) * static_cast<double>(i) / bins;
    h.edges[n] = hi;
    h.counts.assign(n, 0);
    for (double x : values) {
        auto bin = static_cast<std::size_t>(
            std::clamp((x - lo) / (hi - lo) * bins, 0.0, static_cast<double>(bins - 1)));
        while (bin > 0 && x < h.edges[bin])
            --bin;
        while (bin + 1 < n && x >= h.edges[bin + 1])
            ++bin;
        ++h.counts[bin];
    }
    return h;
}

} // namespace

std::string workloadParameterKey(WorkloadInputId id)
{
    return "workloads[" + std::to_string(id.workload) + "]." +
           std::string(workloadParameterInfo(id.parameter).key);
}

std::string workloadParameterField(WorkloadInputId id)
{
    return "inputs.workloads[" + std::to_string(id.workload) + "]." +
           std::string(workloadParameterInfo(id.parameter).field);
}

bool parameterApplies(const Inputs &in, Parameter parameter)
{
    return in.modelVersion < 2 ||
           (parameter != Parameter::Utilization && parameter != Parameter::AnnualGrowth);
}

bool workloadParameterApplies(const Inputs &in, WorkloadInputId id)
{
    if (in.modelVersion < 2 || id.workload < 0 ||
        static_cast<std::size_t>(id.workload) >= in.workloads.size())
        return false;
    return id.parameter != WorkloadParameter::Utilization ||
           in.workloads[static_cast<std::size_t>(id.workload)].utilization.has_value();
}

double workloadParameterValue(const Inputs &in, WorkloadInputId id)
{
    if (!workloadParameterApplies(in, id))
        return 0.0;
    const WorkloadInput &w = in.workloads[static_cast<std::size_t>(id.workload)];
    switch (id.parameter) {
    case WorkloadParameter::Gpus:
        return w.gpus;
    case WorkloadParameter::Utilization:
        return w.utilization.value_or(0.0);
    case WorkloadParameter::AnnualGrowth:
        return w.annualGrowth;
    case WorkloadParameter::CloudPrice:
        return resolveWorkloads(in)[static_cast<std::size_t>(id.workload)].onDemandPrice;
    }
    return 0.0;
}

Inputs withWorkloadParameter(Inputs in, WorkloadInputId id, double value)
{
    if (!workloadParameterApplies(in, id))
        return in;
    const ResolvedWorkload resolved = resolveWorkloads(in)[static_cast<std::size_t>(id.workload)];
    setWorkloadInput(in, resolved, id, normaliseWorkload(id.parameter, value));
    return in;
}

double parameterValue(const Inputs &in, Parameter parameter)
{
    switch (parameter) {
    case Parameter::Utilization:
        return in.workload.utilization;
    case Parameter::CloudPrice:
        return in.cloud.onDemandPerGpuHour;
    case Parameter::CloudPriceChange:
        return in.cloud.annualPriceChange;
    case Parameter::GpuUnitPrice:
        return in.onprem.gpuUnitPrice;
    case Parameter::ElectricityPrice:
        return in.onprem.electricityPerKwh;
    case Parameter::StaffCost:
        return in.onprem.staffPerYear;
    case Parameter::MaintenanceFraction:
        return in.onprem.maintenanceFraction;
    case Parameter::LeadMonths:
        return in.onprem.leadMonths;
    case Parameter::AnnualGrowth:
        return in.workload.annualGrowth;
    }
    return 0.0;
}

Inputs withParameter(Inputs in, Parameter parameter, double value)
{
    setScenarioInput(in, in, parameter, normalise(parameter, value));
    return in;
}

CostComparison compareCloudOnPrem(const Inputs &in)
{
    return compareCloudWith(in, Option::OnPrem);
}

CostComparison compareCloudWith(const Inputs &in, Option option)
{
    option = comparedOption(in, option);
    if (in.modelVersion >= 2)
        return VersionTwoComparison(in, option)(in);
    const OptionSpec &spec = optionSpec(option);
    if (drawModelApplies(in, spec)) {
        const DrawModel model(in, spec);
        Scratch scratch(in, model.months());
        return model.evaluate(model.baseValues(), scratch);
    }
    // The cloud and the option only (issue 38): the other options are not evaluated.
    return comparisonOf(evaluateAgainstCloud(in, option), option);
}

namespace {

std::vector<TornadoBar> tornadoVersionTwo(const Inputs &in, Option against)
{
    const VersionTwoComparison compare(in, against);
    const double base = compare(in).savings();
    std::vector<TornadoBar> bars;
    for (Parameter p : kAllParameters) {
        if (!parameterApplies(in, p))
            continue;
        const double value = parameterValue(in, p);
        const Inputs low = withParameter(in, p, value * (1.0 - kTornadoMove));
        const Inputs high = withParameter(in, p, value * (1.0 + kTornadoMove));
        bars.push_back({p, parameterValue(low, p), parameterValue(high, p), compare(low).savings(),
                        compare(high).savings(), base, std::nullopt});
    }
    for (int w = 0; w < static_cast<int>(in.workloads.size()); ++w) {
        for (WorkloadParameter p : kAllWorkloadParameters) {
            const WorkloadInputId id{p, w};
            if (!workloadParameterApplies(in, id))
                continue;
            const double value = workloadParameterValue(in, id);
            const Inputs low = withWorkloadParameter(in, id, value * (1.0 - kTornadoMove));
            const Inputs high = withWorkloadParameter(in, id, value * (1.0 + kTornadoMove));
            TornadoBar bar{Parameter::Utilization,
                           workloadParameterValue(low, id),
                           workloadParameterValue(high, id),
                           compare(low).savings(),
                           compare(high).savings(),
                           base,
                           id};
            bars.push_back(bar);
        }
    }
    std::stable_sort(bars.begin(), bars.end(), [](const TornadoBar &a, const TornadoBar &b) {
        return a.width() > b.width();
    });
    return bars;
}

} // namespace

std::vector<TornadoBar> tornado(const Inputs &in, Option against)
{
    if (in.modelVersion >= 2)
        return tornadoVersionTwo(in, against);
    const auto compare = [against](const Inputs &inputs) {
        return compareCloudWith(inputs, against);
    };
    const double base = compare(in).savings();
    std::vector<TornadoBar> bars;
    bars.reserve(kParameterCount);
    for (Parameter p : kAllParameters) {
        const double value = parameterValue(in, p);
        const Inputs low = withParameter(in, p, value * (1.0 - kTornadoMove));
        const Inputs high = withParameter(in, p, value * (1.0 + kTornadoMove));
        bars.push_back({p, parameterValue(low, p), parameterValue(high, p), compare(low).savings(),
                        compare(high).savings(), base, std::nullopt});
    }
    std::stable_sort(bars.begin(), bars.end(), [](const TornadoBar &a, const TornadoBar &b) {
        return a.width() > b.width();
    });
    return bars;
}

double triangularQuantile(const Triangular &t, double p)
{
    const double span = t.high - t.low;
    if (!(span > 0.0))
        return t.low;
    const double atMode = (t.mode - t.low) / span;
    const double x = p < atMode ? t.low + std::sqrt(p * span * (t.mode - t.low))
                                : t.high - std::sqrt((1.0 - p) * span * (t.high - t.mode));
    return std::clamp(x, t.low, t.high);
}

std::optional<MonteCarloError> validate(const MonteCarloSpec &spec)
{
    using Kind = MonteCarloError::Kind;
    for (const auto &[parameter, t] : spec.distributions) {
        if (!std::isfinite(t.low) || !std::isfinite(t.mode) || !std::isfinite(t.high))
            return MonteCarloError{Kind::NotFinite, parameter, std::nullopt};
        if (!(t.low <= t.mode && t.mode <= t.high))
            return MonteCarloError{Kind::NotOrdered, parameter, std::nullopt};
        const ParameterRange r = parameterRange(parameter);
        const bool lowOk = r.lowIncluded ? t.low >= r.low : t.low > r.low;
        if (!lowOk || t.high > r.high)
            return MonteCarloError{Kind::OutOfRange, parameter, std::nullopt};
    }
    if (spec.draws < 1 || spec.draws > kMaxDraws)
        return MonteCarloError{Kind::InvalidDraws, std::nullopt, std::nullopt};
    if (spec.bins < 1 || spec.bins > kMaxBins)
        return MonteCarloError{Kind::InvalidBins, std::nullopt, std::nullopt};
    if (spec.threads < 0)
        return MonteCarloError{Kind::InvalidThreads, std::nullopt, std::nullopt};
    return std::nullopt;
}

std::optional<MonteCarloError> validate(const MonteCarloSpec &spec, const Inputs &in)
{
    using Kind = MonteCarloError::Kind;
    if (auto error = validate(spec))
        return error;
    for (const auto &[parameter, t] : spec.distributions)
        if (!parameterApplies(in, parameter))
            return MonteCarloError{Kind::NotApplicable, parameter, std::nullopt};
    for (const auto &[id, t] : spec.workloadDistributions) {
        if (!workloadParameterApplies(in, id))
            return MonteCarloError{Kind::NotApplicable, std::nullopt, id};
        if (!std::isfinite(t.low) || !std::isfinite(t.mode) || !std::isfinite(t.high))
            return MonteCarloError{Kind::NotFinite, std::nullopt, id};
        if (!(t.low <= t.mode && t.mode <= t.high))
            return MonteCarloError{Kind::NotOrdered, std::nullopt, id};
        const ParameterRange r = workloadParameterInfo(id.parameter).range;
        const bool lowOk = r.lowIncluded ? t.low >= r.low : t.low > r.low;
        if (!lowOk || t.high > r.high)
            return MonteCarloError{Kind::OutOfRange, std::nullopt, id};
    }
    return std::nullopt;
}

MonteCarloOutcome simulate(const Inputs &in, const MonteCarloSpec &spec)
{
    if (auto error = validate(spec, in))
        return *error;

    const bool v2 = in.modelVersion >= 2;
    // Version 2: the draws set fields of a copy of the inputs and evaluate the cloud and the
    // option against it, with the fleets of the scenario's own evaluation.
    std::optional<VersionTwoComparison> compareTwo;
    std::vector<ResolvedWorkload> resolved;
    std::vector<std::pair<WorkloadInputId, Triangular>> workloadDistributions(
        spec.workloadDistributions.begin(), spec.workloadDistributions.end());
    if (v2) {
        compareTwo.emplace(in, spec.against);
        resolved = resolveWorkloads(in);
    }
    const std::uint64_t workloadKey = mix64(spec.seed ^ 0x6A09E667F3BCC909ULL);

    const Option target = comparedOption(in, spec.against);
    const bool lean = !v2 && drawModelApplies(in, optionSpec(target));
    const DrawModel model(in, optionSpec(lean ? target : Option::OnPrem));
    std::array<std::optional<Triangular>, kParameterCount> distributions;
    for (const auto &[parameter, t] : spec.distributions)
        distributions[index(parameter)] = t;

    const auto draws = static_cast<std::size_t>(spec.draws);
    std::vector<double> savings(draws);
    std::vector<double> breakEven(draws); // NaN: no break-even within the horizon
    std::vector<unsigned char> onPremCheaper(draws);
    std::vector<MonteCarloDraw> kept(spec.keepDraws ? draws : 0);
    const std::uint64_t key = mix64(spec.seed);

    auto run = [&](std::size_t begin, std::size_t end) {
        Scratch scratch(in, model.months());
        Inputs drawn = v2 || !lean ? in : Inputs{};
        std::optional<ModelWorkspace> workspace;
        if (v2 || !lean)
            workspace.emplace(drawn);
        std::vector<double> workloadValues(workloadDistributions.size());
        for (std::size_t i = begin; i < end; ++i) {
            Values values = model.baseValues();
            for (std::size_t p = 0; p < kParameterCount; ++p) {
                if (!distributions[p])
                    continue;
                const double u = uniformAt(key, i * kSlotsPerDraw + p);
                values[p] = normalise(kAllParameters[p], triangularQuantile(*distributions[p], u));
            }
            CostComparison outcome;
            if (v2) {
                for (std::size_t p = 0; p < kParameterCount; ++p)
                    if (distributions[p])
                        setScenarioInput(drawn, in, kAllParameters[p], values[p]);
                for (std::size_t k = 0; k < workloadDistributions.size(); ++k) {
                    const auto &[id, t] = workloadDistributions[k];
                    const std::uint64_t slot =
                        static_cast<std::uint64_t>(id.workload) * kWorkloadParameterCount +
                        static_cast<std::uint64_t>(id.parameter);
                    const double u = uniformAt(workloadKey, i * kWorkloadSlotsPerDraw + slot);
                    workloadValues[k] = normaliseWorkload(id.parameter, triangularQuantile(t, u));
                    setWorkloadInput(drawn, resolved[static_cast<std::size_t>(id.workload)], id,
                                     workloadValues[k]);
                }
                outcome = (*compareTwo)(*workspace);
            } else if (lean) {
                outcome = model.evaluate(values, scratch);
            } else {
                // On this thread's copy of the inputs (issue 38: no copy per draw); the values are
                // normalised already, so setting them is withParameter(). The workspace keeps the
                // model's memory from draw to draw: compareCloudWith() with no allocation per draw.
                for (std::size_t p = 0; p < kParameterCount; ++p)
                    if (distributions[p])
                        setScenarioInput(drawn, in, kAllParameters[p], values[p]);
                outcome = comparisonOf(workspace->evaluateAgainstCloud(target), target);
            }
            savings[i] = outcome.savings();
            onPremCheaper[i] = outcome.tcoOnPrem < outcome.tcoCloud ? 1 : 0;
            breakEven[i] =
                outcome.breakEvenMonth.value_or(std::numeric_limits<double>::quiet_NaN());
            if (spec.keepDraws)
                kept[i] = {values, v2 ? workloadValues : std::vector<double>{}, outcome};
        }
    };

    int threads =
        spec.threads > 0 ? spec.threads : static_cast<int>(std::thread::hardware_concurrency());
    threads = std::clamp(threads, 1, std::min(kMaxThreads, spec.draws));
    const auto chunks = static_cast<std::size_t>(threads);
    std::vector<std::thread> workers;
    workers.reserve(chunks - 1);
    for (std::size_t t = 1; t < chunks; ++t)
        workers.emplace_back(run, draws * t / chunks, draws * (t + 1) / chunks);
    run(0, draws / chunks);
    for (std::thread &worker : workers)
        worker.join();

    MonteCarloResult result;
    result.against = v2 ? compareTwo->against : target;
    result.draws = spec.draws;
    std::size_t cheaper = 0;
    double total = 0.0;
    for (std::size_t i = 0; i < draws; ++i) {
        cheaper += onPremCheaper[i];
        total += savings[i];
    }
    result.probabilityOnPremCheaper = static_cast<double>(cheaper) / static_cast<double>(draws);
    result.meanSavings = total / static_cast<double>(draws);
    result.savingsHistogram = histogram(savings, spec.bins);
    result.savings = percentiles(savings);

    std::vector<double> months;
    months.reserve(draws);
    for (double m : breakEven)
        if (!std::isnan(m))
            months.push_back(m);
    result.drawsWithoutBreakEven = static_cast<int>(draws - months.size());
    if (!months.empty())
        result.breakEvenMonth = percentiles(months);
    result.keptDraws = std::move(kept);
    return result;
}

} // namespace gda::engine
