// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "decision.h"
#include "inputs.h"
#include "results.h"

#include <optional>
#include <string_view>
#include <vector>

// One coherent answer (docs/decision-rules.md, "Advice"): the option the app recommends, the
// option that costs least, what the difference costs and why it is worth it, and the headline
// figures of the recommended option. Every screen, the report and the command line show this
// object, so the headline can never describe another option than the one recommended.
namespace gda::engine {

// Why the advice differs from the option the decision matrix points to.
enum class GuardRule {
    None,                    // the matrix's option stands
    NoFleet,                 // the matrix's option buys no GPUs: it is a cloud option
    CloudAlwaysCheaper,      // owning costs more than renting at any utilization up to 100%
    PremiumExceedsTolerance, // it costs more than the tolerance above the cheapest option
    NoReasonForPremium,      // it costs more than the cheapest and nothing else argues for it
};
std::string_view guardRuleKey(GuardRule rule); // "none", "no_fleet", "cloud_always_cheaper", …

// One argument for the recommended option over the cheapest one.
struct AdviceReason
{
    enum class Kind {
        Factor,              // a non-cost factor of the matrix leans towards the recommendation
        PlacementOnPrem,     // workloads that must stay on-premise would run in the cloud
        CloudAlwaysCheaper,  // owning never pays, so no option with a fleet is advised
        CheapestBuysNothing, // the cheapest option is a fleet of 0 GPUs: renting by another name
    };
    Kind kind = Kind::Factor;
    std::optional<Factor> factor; // Kind::Factor
    double score = 0.0;           // the factor's score (Kind::Factor)
    bool forcing = false;         // decides on its own, whatever the premium
};
std::string_view adviceReasonKey(AdviceReason::Kind kind);

// The recommended option's own figures, against the cloud option.
struct Headline
{
    Option option = Option::Cloud;
    double tco = 0.0;
    double npv = 0.0;
    double costPerGpuHour = 0.0;
    int fleetGpus = 0;            // GPUs bought (all tranches); 0 for an option without a fleet
    double savings = 0.0;         // tco of the cloud option − tco of this option
    double savingsFraction = 0.0; // savings / tco of the cloud option
    std::optional<double> breakEvenMonth; // against the cloud; nullopt: never, or the cloud
};

// A limit the user stated that the recommended option's plan breaks (docs/decision-rules.md
// §2a, "Limits the plan breaks"): the plan's figure against the limit.
struct LimitBreach
{
    enum class Limit {
        CapitalAvailable, // factors.capital_available: capex of the first year, bought in cash
        FirstPurchase,    // plan_limits.first_tranche_max_gpus: GPUs of the first purchase
        LargestFleet,     // plan_limits.max_fleet_gpus: GPUs bought in all
        PowerAvailable,   // plan_limits.power_limit_kw: kW of the GPUs bought, with the PUE
    };
    Limit limit = Limit::CapitalAvailable;
    double planned = 0.0; // the plan's figure, in the limit's unit
    double stated = 0.0;  // the limit as stated
};
std::string_view limitKey(LimitBreach::Limit limit); // the input's key: "capital_available", …

struct Advice
{
    Option option = Option::Cloud;       // what the app recommends
    Option matrixOption = Option::Cloud; // where the decision matrix points
    Option cheapest = Option::Cloud;     // the lowest NPV
    Headline headline;
    double premium = 0.0;              // NPV(option) − NPV(cheapest), 0 when they are the same
    double premiumFraction = 0.0;      // premium / |NPV(cheapest)|
    double tolerance = 0.0;            // the premium accepted for non-cost reasons (fraction)
    std::vector<AdviceReason> reasons; // non-empty whenever premium > 0
    GuardRule guard = GuardRule::None;
    std::vector<LimitBreach> breaches; // the stated limits the recommended option breaks
};

// Scores at or above this lean towards owning, at or below kLeansCloud towards renting (the
// matrix's own thresholds, decision.h).
inline constexpr double kLeansOnPrem = kOnPremFrom;
inline constexpr double kLeansCloud = kCloudUpTo;

// The advice for a scenario. `evaluation` from evaluate() (with the break-even utilization;
// computed here when it is missing), `decision` from decide().
Advice advise(const Inputs &in, const Evaluation &evaluation, const Decision &decision);
// The same with the break-even utilization's kind already known (decide() knows it).
Advice advise(const Inputs &in, const Evaluation &evaluation, const Decision &decision,
              BreakEvenKind kind);

// The stated limits that `option`'s plan breaks (Advice::breaches of the advised option).
std::vector<LimitBreach> limitBreaches(const Inputs &in, const OptionResult &option);

// The option the Sensitivity and Uncertainty views set against the cloud: the advised option, or
// when an option without a fleet is advised, the cheapest option that owns GPUs (what the advice
// turns down); on-premise when there is none.
Option comparedWithCloud(const Advice &advice, const Evaluation &evaluation);

// How far an option goes towards owning (its entry's Ownership): 0 rents, 1 owns part of the
// work, 2 owns all of it.
int ownershipLevel(Option option);

} // namespace gda::engine
