// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputs.h"
#include "results.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <variant>

// The five-factor decision matrix (docs/methodology.md §6, docs/decision-rules.md). Every rule is a
// pure function below and is documented, with its reasons, in docs/decision-rules.md. The engine
// returns numbers and the inputs behind them only; the UI turns them into sentences in the user's
// language.
namespace gda::engine {

// The five factors of the matrix, in the order of the contract's table.
enum class Factor { Utilization, Predictability, Expertise, Capital, DataGravity };
inline constexpr std::size_t kFactorCount = 5;
inline constexpr std::array<Factor, kFactorCount> kAllFactors{
    Factor::Utilization, Factor::Predictability, Factor::Expertise, Factor::Capital,
    Factor::DataGravity};
// "utilization", "predictability", "expertise", "capital", "data_gravity" (the JSON weight keys).
std::string_view factorKey(Factor factor);

// What the overall score recommends.
enum class Recommendation { Cloud, Hybrid, OnPrem };
std::string_view recommendationKey(Recommendation recommendation); // "cloud", "hybrid", "onprem"

inline constexpr double kOnPremFrom = 60.0; // overall ≥ 60 → on-premise
inline constexpr double kCloudUpTo = 40.0;  // overall ≤ 40 → cloud; in between → hybrid
Recommendation recommendationFor(double overall);
// The options a recommendation stands for: those whose entry (options.h) says they go this far
// towards owning. A fifth option names its Ownership in its entry and competes in that band.
Ownership ownershipFor(Recommendation recommendation);

// Why the utilization factor scored as it did: u, and the break-even utilization u* of §3.
struct UtilizationReason
{
    double utilization = 0.0;
    std::optional<double> breakEvenUtilization; // set when kind is Crossing
    BreakEvenKind kind = BreakEvenKind::Crossing;
    // An hours-a-day scenario (§12.8): its hours a day and the break-even in hours a day (set
    // when kind is Crossing).
    std::optional<double> hoursPerDay;
    std::optional<double> breakEvenHoursPerDay;
};

// The spread of the monthly profile and the growth that widens it.
struct PredictabilityReason
{
    double profileVariation = 0.0; // CV of the 12-month profile (population std / mean)
    double annualGrowth = 0.0;
    double effectiveVariation = 0.0; // sqrt(CV² + g² / 12), the value that is scored
};

// The expertise level as entered.
struct ExpertiseReason
{
    Expertise expertise = Expertise::Some;
};

// The capital the owning route needs in its first year against the capital available now
// (docs/decision-rules.md, "Capital availability"): the on-premise option's, or in version 2 the
// advised option's when that is another option that buys GPUs (hybrid; decide(), second pass).
struct CapitalReason
{
    Option option = Option::OnPrem; // whose capital is measured
    double initialCapex = 0.0;      // firstYearCapex() of that option, before financing
    double capitalAvailable = 0.0;
    std::optional<double> ratio; // capex / capital; nullopt = infinite (no capital, capex > 0)
    FinancingMode financing = FinancingMode::Cash;
    bool financed() const { return financing != FinancingMode::Cash; }
};

// Where the data lives, and for data in the cloud the one-off transfer against what on-premise
// saves in the first year.
struct DataGravityReason
{
    DataLocation location = DataLocation::Cloud;
    double migrationCost = 0.0;    // transfer of §2.5, without the parallel run
    double firstYearSavings = 0.0; // cumulative cloud − on-premise cost after month 12
    std::optional<double> ratio;   // migration / savings; nullopt = infinite (savings ≤ 0)
};

// The inputs behind one score; the alternative matches FactorScore::factor.
using FactorReason = std::variant<UtilizationReason, PredictabilityReason, ExpertiseReason,
                                  CapitalReason, DataGravityReason>;

// One row of the matrix: 0 = strongly cloud, 100 = strongly on-premise.
struct FactorScore
{
    Factor factor = Factor::Utilization;
    double score = 0.0;
    FactorReason reason;
};

// The smallest move of one weight (raw weight units, others unchanged) that changes the
// recommendation: every move strictly beyond `distance` (same sign) changes it to `to`, no move
// strictly short of it does. The moved weight w + distance stays within [0, 1]. A zero distance
// carries the direction in its sign (+0.0 / −0.0).
struct WeightFlip
{
    double distance = 0.0;
    Recommendation to = Recommendation::Hybrid;
};

// The matrix, its weighted mean and what it recommends.
struct Decision
{
    std::array<FactorScore, kFactorCount> scores;         // in kAllFactors order
    std::array<double, kFactorCount> weights{};           // as entered (0..1 each)
    std::array<double, kFactorCount> normalizedWeights{}; // summing to 1
    double overall = 0.0;                                 // Σ normalised weight × score
    Recommendation recommendation = Recommendation::Hybrid;
    std::array<std::optional<WeightFlip>, kFactorCount> flips; // nullopt: no weight in [0, 1] flips

    const FactorScore &score(Factor f) const { return scores[static_cast<std::size_t>(f)]; }
    const std::optional<WeightFlip> &flip(Factor f) const
    {
        return flips[static_cast<std::size_t>(f)];
    }
};

// Why no decision could be made.
struct DecisionError
{
    enum class Kind { AllWeightsZero, InvalidWeight }; // InvalidWeight: negative or not finite
    Kind kind = Kind::AllWeightsZero;
    std::optional<Factor> factor; // the offending weight (InvalidWeight)
};

using DecisionResult = std::variant<Decision, DecisionError>;

// The decision for a scenario. `evaluation` comes from evaluate(); when it carries no
// break-even utilization (evaluateOptions() leaves it unset) decide() computes it.
// The capital factor measures the on-premise option's first-year capex. In version 2, when the
// advice (advise()) on that decision is another option that buys GPUs (hybrid), a second pass
// scores the capital factor with that option's first-year capex instead and combines again; the
// second pass is the decision (docs/decision-rules.md, "Capital availability").
DecisionResult decide(const Inputs &in, const Evaluation &evaluation);

// The scores and flip distances for given scores and weights (decide() without the scoring).
DecisionResult combine(const std::array<FactorScore, kFactorCount> &scores, const Weights &weights);

std::array<double, kFactorCount> weightArray(const Weights &weights);
void setWeight(Weights &weights, Factor factor, double value);

// The rules of docs/decision-rules.md, one per factor. Each returns a score in [0, 100].
double utilizationScore(double utilization, std::optional<double> breakEvenUtilization,
                        BreakEvenKind kind);
double profileVariation(const std::array<double, 12> &profile);
double effectiveVariation(double profileVariation, double annualGrowth);
double predictabilityScore(double effectiveVariation);
double expertiseScore(Expertise expertise);
std::optional<double> capitalRatio(double initialCapex, double capitalAvailable);
double capitalScore(std::optional<double> ratio, FinancingMode financing);
std::optional<double> dataGravityRatio(double migrationCost, double firstYearSavings);
double dataGravityScore(DataLocation location, std::optional<double> ratio);

} // namespace gda::engine
