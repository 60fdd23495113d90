// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputs.h"
#include "results.h"
#include "workloads.h"

#include <memory>
#include <optional>
#include <vector>

// The cost model (versions 1 and 2, docs/methodology.md): pure functions from Inputs to results.
// Each call is independent and allocation-light, so the UI can call evaluate() on every keystroke.
namespace gda::engine {

// Demand D_m in (reference) GPU-hours for months 1..M (index 0 = month 1), all workloads.
std::vector<double> monthlyDemand(const Inputs &in);

// Cost of pushing volumeTb terabytes through the tiers (1 TB = 1000 GB).
double tieredCost(const std::vector<EgressTier> &tiers, double volumeTb);

// Amount paid in each month 1..months for a capex event of `amount` at month `start`
// (1-based), according to the financing mode. Payments after `months` are dropped, or with
// `keepAfterHorizon` added to the last month (version 2's residual rule, cost-model-v2.md §3).
std::vector<double> capexPayments(const Financing &financing, double amount, int start, int months,
                                  bool keepAfterHorizon = false);

// The on-premise fleet size of an option by its fleet rule (options.h): none 0, workload
// onprem.gpus (default N), base load onprem.hybridGpus (default: the baseline
// floor(min(D_1..D_12) / (H × a))).
int fleetSize(const Inputs &in, Option option, const std::vector<double> &demand);

// The one-off transfer of the migration (§2.5, without the parallel run): what moving the data
// out of the cloud costs with the chosen method.
double migrationTransferCost(const Inputs &in);

// The capex event at month 1 of a fleet of `fleet` GPUs (§2.3):
// HW + K × installation + K × kW × facility + fixed capex (the model charges it only when K > 0).
double initialCapex(const Inputs &in, int fleet);
// The capex of an option's first purchases (the tranches bought in its first purchase month),
// before financing: what the capital factor weighs against the capital available now.
double initialCapex(const Inputs &in, const OptionResult &option);
// The capex of an option's purchases in the twelve months from its first purchase (months
// first … first + 11), before financing, fixed capex once: what the capital factor weighs
// against the capital available now (docs/decision-rules.md, "Capital availability"). For a
// single purchase, or stages a year apart, it equals initialCapex().
double firstYearCapex(const Inputs &in, const OptionResult &option);

struct OptionRequest
{
    bool withMonthlyCategories = false;
    bool withWorkloadDetail = false; // OptionResult::workloads (version 2 outputs)
};

// The data moved at go-live, after stale share and compression: migration.data_tb and, in
// version 2, the data of the workloads that may run on-premise.
double migrationVolume(const Inputs &in);

// ū = Σ_w u_w D_w / Σ_w D_w over the horizon; a version 1 scenario's utilization.
double meanUtilization(const Inputs &in);

// One option with a given on-premise fleet K. An option without a fleet ignores K.
OptionResult evaluateOption(const Inputs &in, Option option, int fleet,
                            const std::vector<double> &demand, OptionRequest request = {});

// The options of cost model version 1 (optionsFor(kModelVersion)), each with its break-even month
// and savings fraction against the cloud (no searches). Fast path.
Evaluation evaluateOptions(const Inputs &in, OptionRequest request = {});

// The payback month of an option against the cloud (docs/methodology.md §5), fed month by month
// with d_m = cum_option_m − cum_cloud_m: once the option has fallen behind (d_m0 > 0), the first
// later month with d_m ≤ 0, interpolated inside it; never behind: 0; never caught up: nullopt.
// The one place the rule is written: breakEvenMonth() and the Monte Carlo use it.
class PaybackMonth
{
public:
    void add(double gap);
    std::optional<double> month() const;

private:
    int m_seen = 0;
    bool m_behind = false;
    bool m_caughtUp = false;
    double m_previous = 0.0;
    double m_month = 0.0;
};

// Break-even (payback) month from two cumulative series (PaybackMonth); nullopt when the option
// falls behind the cloud and never catches up within the series.
std::optional<double> breakEvenMonth(const std::vector<double> &cumCloud,
                                     const std::vector<double> &cumOption);

struct BreakEvenUtilization
{
    std::optional<double> value;
    BreakEvenKind kind = BreakEvenKind::Crossing;
    // Hours-a-day scenarios (§12.8): the crossing in hours a day; `value` is the mean
    // utilization at those hours.
    std::optional<double> hoursPerDay;
};
// The utilization where on-prem and cloud cost the same over the horizon (bisection). For a
// version 2 scenario whose workloads are all given as the same hours a day, by scaling the hours
// a day (their GPUs stay), not the GPUs: see hoursPerDayForm().
BreakEvenUtilization breakEvenUtilization(const Inputs &in);
// The hours a day of a scenario whose break-even is stated in hours a day: version 2, every
// workload given as hours a day (not a utilization), all with the same hours and days a week.
std::optional<double> hoursPerDayForm(const Inputs &in);

// The fleet K in 0..ceil(max D / (H × a)) with the lowest hybrid NPV; K = 0 is the cloud option.
int optimalOnpremGpus(const Inputs &in);

// The purchases an option evaluates with (version 2: its tranches, or the hybrid search's).
std::vector<Purchase> optionPurchases(const Inputs &in, Option option);

// The cloud option and `option` only, `option` with the given purchases (an option without a
// fleet ignores them), with its break-even month and savings against the cloud: the figures
// evaluateOptions() gives for them when `purchases` are optionPurchases(). The path of each
// version 2 uncertainty draw. `segments`, when given, are weekSegments() of a scenario whose
// workloads have the same week patterns (only utilization-form workloads may differ).
Evaluation evaluateAgainstCloud(const Inputs &in, Option option,
                                const std::vector<Purchase> &purchases,
                                const WeekSegments *segments = nullptr);

// The cloud option and `option` only, `option` with its own fleet (optionPurchases()): the
// figures evaluateOptions() gives for the two, without evaluating the other options. An option
// that does not apply to the scenario's version leaves the cloud option alone.
Evaluation evaluateAgainstCloud(const Inputs &in, Option option);

// Memory reused by repeated evaluateAgainstCloud() calls on one Inputs object whose values
// change between the calls (a Monte Carlo thread's draws): the workloads, the timeline and the
// demand series are rebuilt in place instead of allocated anew, and the workloads' week patterns
// are worked out at the first call only — between calls the values may change, the workloads
// and their week patterns (hours per day, days per week, start hour) may not. The figures are
// evaluateAgainstCloud()'s with the same arguments.
class ModelWorkspace
{
public:
    explicit ModelWorkspace(const Inputs &in); // read at every call: it must outlive this
    ~ModelWorkspace();
    ModelWorkspace(const ModelWorkspace &) = delete;
    ModelWorkspace &operator=(const ModelWorkspace &) = delete;

    Evaluation evaluateAgainstCloud(Option option, const std::vector<Purchase> &purchases,
                                    const WeekSegments *segments = nullptr);
    // The same with the option's own fleet for the inputs as they are now (purchasesFor: a
    // version 1 hybrid fleet follows the drawn demand).
    Evaluation evaluateAgainstCloud(Option option);

private:
    struct State;
    std::unique_ptr<State> m_state;
};

// Every output of docs/methodology.md §5: evaluateOptions plus both searches.
Evaluation evaluate(const Inputs &in, OptionRequest request = {});

// Total cost of ownership of one option at utilization u, all else equal.
double tcoAtUtilization(const Inputs &in, Option option, double utilization);

// evaluateOptions() at utilization u, all else equal: every option's tcoAtUtilization() at once.
Evaluation evaluateAtUtilization(const Inputs &in, double utilization);

} // namespace gda::engine
