// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputs.h"
#include "options.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

// Uncertainty (docs/methodology.md §7, docs/decision-rules.md §4–5): a tornado of one-at-a-time
// ±20% moves and a Monte Carlo simulation over triangular distributions. The output is always the
// savings tco_cloud − tco_onprem over the horizon (positive: on-premise is cheaper). Method and
// choices: docs/decision-rules.md.
namespace gda::engine {

// The inputs the tornado moves and the Monte Carlo may draw.
enum class Parameter {
    Utilization,         // workload.utilization, (0, 1]
    CloudPrice,          // cloud.on_demand_per_gpu_hour; reserved and explicit burst move with it
    CloudPriceChange,    // cloud.annual_price_change, [−0.9, 10]
    GpuUnitPrice,        // onprem.gpu_unit_price
    ElectricityPrice,    // onprem.electricity_per_kwh
    StaffCost,           // onprem.staff_per_year
    MaintenanceFraction, // onprem.maintenance_fraction, [0, 1]
    LeadMonths,          // onprem.lead_months, rounded to whole months, [0, 120]
    AnnualGrowth,        // workload.annual_growth, [−0.9, 10]
};
inline constexpr std::size_t kParameterCount = 9;
inline constexpr std::array<Parameter, kParameterCount> kAllParameters{
    Parameter::Utilization,         Parameter::CloudPrice,       Parameter::CloudPriceChange,
    Parameter::GpuUnitPrice,        Parameter::ElectricityPrice, Parameter::StaffCost,
    Parameter::MaintenanceFraction, Parameter::LeadMonths,       Parameter::AnnualGrowth};

// The valid range of a parameter's value (both ends included except utilization's 0).
struct ParameterRange
{
    double low = 0.0;
    double high = 0.0;
    bool lowIncluded = true;
};

// What the engine needs to know of each parameter: its short key (the Monte Carlo section's
// name for it), the scenario field it stands for and that field's valid range, to clamp a moved
// value. The fields and ranges are those of the input registry (src/scenario/inputregistry.cpp),
// repeated here so the engine needs no Qt; a test checks that the two agree. Money: 0 to 1e12.
struct ParameterInfo
{
    Parameter parameter;
    std::string_view key;
    std::string_view field;
    ParameterRange range;
};
inline constexpr std::array<ParameterInfo, kParameterCount> kParameterInfo{{
    {Parameter::Utilization, "utilization", "inputs.workload.utilization", {0.0, 1.0, false}},
    {Parameter::CloudPrice,
     "cloud_price",
     "inputs.cloud.on_demand_per_gpu_hour",
     {0.0, 1e12, true}},
    {Parameter::CloudPriceChange,
     "cloud_price_change",
     "inputs.cloud.annual_price_change",
     {-0.9, 10.0, true}},
    {Parameter::GpuUnitPrice, "gpu_unit_price", "inputs.onprem.gpu_unit_price", {0.0, 1e12, true}},
    {Parameter::ElectricityPrice,
     "electricity_price",
     "inputs.onprem.electricity_per_kwh",
     {0.0, 1e12, true}},
    {Parameter::StaffCost, "staff_cost", "inputs.onprem.staff_per_year", {0.0, 1e12, true}},
    {Parameter::MaintenanceFraction,
     "maintenance_fraction",
     "inputs.onprem.maintenance_fraction",
     {0.0, 1.0, true}},
    {Parameter::LeadMonths, "lead_months", "inputs.onprem.lead_months", {0.0, 120.0, true}},
    {Parameter::AnnualGrowth, "annual_growth", "inputs.workload.annual_growth", {-0.9, 10.0, true}},
}};

static_assert(
    [] {
        for (std::size_t i = 0; i < kParameterCount; ++i)
            if (kParameterInfo[i].parameter != kAllParameters[i] ||
                static_cast<std::size_t>(kAllParameters[i]) != i)
                return false;
        return true;
    }(),
    "kParameterInfo lists the parameters in the order of the enum");

constexpr const ParameterInfo &parameterInfo(Parameter parameter)
{
    return kParameterInfo[static_cast<std::size_t>(parameter)];
}
// Short identifier: "utilization", "cloud_price", "cloud_price_change", "gpu_unit_price",
// "electricity_price", "staff_cost", "maintenance_fraction", "lead_months", "annual_growth".
constexpr std::string_view parameterKey(Parameter parameter)
{
    return parameterInfo(parameter).key;
}
// The scenario field it stands for: "inputs.workload.utilization", …
constexpr std::string_view parameterField(Parameter parameter)
{
    return parameterInfo(parameter).field;
}
constexpr ParameterRange parameterRange(Parameter parameter)
{
    return parameterInfo(parameter).range;
}

// ---------------------------------------------------------------------------------------------
// Version 2 (docs/methodology.md §7.3). A version 2 scenario has no `inputs.workload`: of the
// nine parameters above, utilization and annual growth do not apply (parameterApplies()); the
// other seven keep their fields (cloud_price scales every price of the scenario's cloud block:
// on-demand, reserved, burst and spot). Each workload adds its own uncertain inputs:
enum class WorkloadParameter {
    Gpus,        // workloads[i].gpus: concurrency, rounded to whole GPUs, [1, 100000]
    Utilization, // workloads[i].utilization, (0, 1]; utilization-form workloads only
    CloudPrice,  // the workload's on-demand price (own, offer's or the scenario's); its reserved,
                 // spot and explicit burst prices move with it; sets the workload's own prices
    AnnualGrowth // workloads[i].annual_growth, [−0.9, 10]
};
inline constexpr std::size_t kWorkloadParameterCount = 4;
inline constexpr std::array<WorkloadParameter, kWorkloadParameterCount> kAllWorkloadParameters{
    WorkloadParameter::Gpus, WorkloadParameter::Utilization, WorkloadParameter::CloudPrice,
    WorkloadParameter::AnnualGrowth};

struct WorkloadParameterInfo
{
    WorkloadParameter parameter;
    std::string_view key;   // "gpus", "utilization", "cloud_price", "annual_growth"
    std::string_view field; // below inputs.workloads[i]
    ParameterRange range;
};
inline constexpr std::array<WorkloadParameterInfo, kWorkloadParameterCount> kWorkloadParameterInfo{{
    {WorkloadParameter::Gpus, "gpus", "gpus", {1.0, 100000.0, true}},
    {WorkloadParameter::Utilization, "utilization", "utilization", {0.0, 1.0, false}},
    {WorkloadParameter::CloudPrice,
     "cloud_price",
     "cloud.on_demand_per_gpu_hour",
     {0.0, 1e12, true}},
    {WorkloadParameter::AnnualGrowth, "annual_growth", "annual_growth", {-0.9, 10.0, true}},
}};
constexpr const WorkloadParameterInfo &workloadParameterInfo(WorkloadParameter parameter)
{
    return kWorkloadParameterInfo[static_cast<std::size_t>(parameter)];
}

// One uncertain input of one workload (index in Inputs::workloads).
struct WorkloadInputId
{
    WorkloadParameter parameter = WorkloadParameter::Gpus;
    int workload = 0;
    auto operator<=>(const WorkloadInputId &) const = default;
};

// "workloads[2].gpus": the key in the scenario's uncertainty section and the CLI's output.
std::string workloadParameterKey(WorkloadInputId id);
// "inputs.workloads[2].cloud.on_demand_per_gpu_hour"
std::string workloadParameterField(WorkloadInputId id);

// Whether a parameter applies to a scenario of the cost model version of `in` (version 2: not
// utilization or annual growth), and whether a workload input exists in `in` (its index is a
// workload; utilization only for a workload in the utilization form).
bool parameterApplies(const Inputs &in, Parameter parameter);
bool workloadParameterApplies(const Inputs &in, WorkloadInputId id);

// The current value: the workload's field, for the cloud price its resolved on-demand price.
double workloadParameterValue(const Inputs &in, WorkloadInputId id);

// The inputs with one workload input set to `value`, clamped to its range (GPUs rounded).
Inputs withWorkloadParameter(Inputs in, WorkloadInputId id, double value);

// The current value of a parameter (lead months as a whole number).
double parameterValue(const Inputs &in, Parameter parameter);

// The inputs with one parameter set to `value`, clamped to its valid range (lead months rounded
// to the nearest whole month). CloudPrice scales the reserved price and an explicit burst price
// by value / current on-demand price (unchanged when the current price is 0).
Inputs withParameter(Inputs in, Parameter parameter, double value);

// tco of the cloud and on-premise options and the break-even month: the numbers evaluateOptions()
// gives (bit for bit), without the hybrid option, NPV or categories. The path of each draw.
struct CostComparison
{
    double tcoCloud = 0.0;
    double tcoOnPrem = 0.0;
    std::optional<double> breakEvenMonth;
    double savings() const { return tcoCloud - tcoOnPrem; }
};
CostComparison compareCloudOnPrem(const Inputs &in);

// The same for another option against the cloud (docs/decision-rules.md §4–5: the Sensitivity
// and Uncertainty tabs show the advised option): `tcoOnPrem` then holds that option's tco, and
// the break-even month is that option's. The cloud itself, or an option the scenario's cost
// model version does not compute, means on-premise. In version 1 an option whose fleet is sized
// by the workload (its entry's FleetRule::Workload: on-premise, or another option with that rule,
// its data-sync egress and parameter block included) takes the fast path; any other option the
// cloud's and its own evaluation.
CostComparison compareCloudWith(const Inputs &in, Option option);

// One bar: the savings with the parameter at its low and its high value, others at base.
struct TornadoBar
{
    Parameter parameter = Parameter::Utilization;
    double lowValue = 0.0;   // input value used for the −20% end (after clamping / rounding)
    double highValue = 0.0;  // input value used for the +20% end
    double outputLow = 0.0;  // savings at lowValue
    double outputHigh = 0.0; // savings at highValue
    double baseOutput = 0.0; // savings at the scenario's own values
    // Version 2: the bar of a workload's input (`parameter` is then not used).
    std::optional<WorkloadInputId> workloadInput;
    double width() const
    {
        return outputHigh > outputLow ? outputHigh - outputLow : outputLow - outputHigh;
    }
};

inline constexpr double kTornadoMove = 0.2; // ±20% of the current value

// All nine parameters, widest bar first (ties in kAllParameters order); the savings are those of
// `against` over the cloud (compareCloudWith). Version 2: the seven parameters that apply, then
// every workload's inputs that apply (workload by workload, kAllWorkloadParameters order), ties
// in that order; the fleets stay those of the scenario's own evaluation (optionPurchases()).
std::vector<TornadoBar> tornado(const Inputs &in, Option against = Option::OnPrem);

// A triangular distribution: low ≤ mode ≤ high.
struct Triangular
{
    double low = 0.0;
    double mode = 0.0;
    double high = 0.0;
    bool operator==(const Triangular &) const = default;
};

// Inverse CDF of the triangular distribution at p in [0, 1).
double triangularQuantile(const Triangular &t, double p);

// What to simulate. Parameters without a distribution keep the scenario's value.
struct MonteCarloSpec
{
    std::map<Parameter, Triangular> distributions;
    int draws = 10000;      // 1 … kMaxDraws
    std::uint64_t seed = 1; // same seed, same spec, same inputs → same result on every machine
    int threads = 0; // 0 = std::thread::hardware_concurrency(); the result does not depend on it
    int bins = 20;   // histogram bins of the savings, 1 … kMaxBins
    bool keepDraws = false; // return every draw (tests, export)
    // The option whose savings over the cloud are simulated (compareCloudWith). In version 1 an
    // option whose fleet is sized by the workload (on-premise, or another with its fleet rule)
    // takes the lean path of every draw; any other option its own and the cloud's evaluation.
    // Version 2: every draw evaluates the cloud and this option (the cloud itself: on-premise)
    // with the fleets of the scenario's own evaluation.
    Option against = Option::OnPrem;
    // Version 2: the workloads' uncertain inputs.
    std::map<WorkloadInputId, Triangular> workloadDistributions;
};
inline constexpr int kMaxDraws = 10'000'000;
inline constexpr int kMaxBins = 10'000;

// Why a spec was refused; `parameter` names the distribution at fault, if any.
struct MonteCarloError
{
    enum class Kind {
        NotFinite,      // low, mode or high is NaN or infinite
        NotOrdered,     // not low ≤ mode ≤ high
        OutOfRange,     // outside parameterRange()
        InvalidDraws,   // draws outside 1 … kMaxDraws
        InvalidBins,    // bins outside 1 … kMaxBins
        InvalidThreads, // threads < 0
        NotApplicable   // the parameter or workload input does not exist in the scenario
    };
    Kind kind = Kind::NotFinite;
    std::optional<Parameter> parameter;
    std::optional<WorkloadInputId> workloadInput;
};

// Linearly interpolated percentiles (Hyndman–Fan type 7, numpy's default).
struct Percentiles
{
    double p10 = 0.0;
    double p50 = 0.0;
    double p90 = 0.0;
};

// counts[i] draws fell in [edges[i], edges[i+1]) (the last bin includes its upper edge).
struct Histogram
{
    std::vector<double> edges; // bins + 1, ascending
    std::vector<int> counts;   // bins
};

// One draw's parameter values (kAllParameters order) and its outcome (keepDraws only).
struct MonteCarloDraw
{
    std::array<double, kParameterCount> values{};
    std::vector<double> workloadValues; // version 2: spec.workloadDistributions' order
    CostComparison outcome;
};

// The distribution of the savings and of the break-even month over all draws.
struct MonteCarloResult
{
    Option against = Option::OnPrem; // whose savings over the cloud (MonteCarloSpec::against)
    int draws = 0;
    double probabilityOnPremCheaper = 0.0; // share of draws with tco_against < tco_cloud
    double meanSavings = 0.0;
    Percentiles savings;                       // tco_cloud − tco_onprem
    std::optional<Percentiles> breakEvenMonth; // over the draws that have one
    int drawsWithoutBreakEven = 0;
    Histogram savingsHistogram;
    std::vector<MonteCarloDraw> keptDraws;
};

using MonteCarloOutcome = std::variant<MonteCarloResult, MonteCarloError>;

// Checks a spec; nothing when it is valid.
std::optional<MonteCarloError> validate(const MonteCarloSpec &spec);
// The same, and that every distribution's parameter applies to `in` (NotApplicable).
std::optional<MonteCarloError> validate(const MonteCarloSpec &spec, const Inputs &in);

// Runs the simulation over spec.threads threads. Draw i uses its own counter-based random
// stream (SplitMix64 of seed and i), so the result is identical for any thread count.
MonteCarloOutcome simulate(const Inputs &in, const MonteCarloSpec &spec);

} // namespace gda::engine
