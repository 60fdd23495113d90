// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "decision.h"

#include "advice.h"
#include "costmodel.h"
#include "workloads.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gda::engine {

namespace {

// The constants of the rules (docs/decision-rules.md).
constexpr double kUtilizationBand = 0.25;  // u − u* of ±0.25 spans the whole 0..100
constexpr double kVariationForCloud = 0.5; // effective CV at which predictability is 0
constexpr double kCapitalRatioFull = 0.5;  // capex ≤ half the capital → 100
constexpr double kCapitalRatioNone = 1.5;  // capex ≥ 1.5 × the capital → 0
constexpr double kFinancingBonus = 15.0;   // lease or loan spreads the capex
constexpr double kDataOnPremScore = 90.0;
constexpr double kDataCloudBestScore = 70.0; // data in the cloud, migration nearly free
constexpr double kDataRatioCheap = 0.05;     // migration ≤ 5% of first-year savings → 70
constexpr double kDataRatioPayback = 1.0;    // migration ≥ first-year savings → 0
constexpr double kGrowthRampVariance = 12.0; // variance of a ramp of range g is g² / 12

double clampScore(double score)
{
    return std::clamp(score, 0.0, 100.0);
}

// The capital factor measured on `option`'s first year of purchases.
FactorScore capitalFactor(const Inputs &in, const OptionResult &option)
{
    CapitalReason capital;
    capital.option = option.option;
    capital.initialCapex = firstYearCapex(in, option);
    capital.capitalAvailable = in.factors.capitalAvailable;
    capital.ratio = capitalRatio(capital.initialCapex, capital.capitalAvailable);
    capital.financing = in.onprem.financing.mode;
    return {Factor::Capital, capitalScore(capital.ratio, capital.financing), capital};
}

// The move of weight j to the nearest point where the recommendation changes, in one
// direction (+1: weight up, −1: weight down). overall(x) = (A + x s) / (B + x) is monotone in x.
std::optional<WeightFlip> flipInDirection(double A, double B, double s, double w, double overall,
                                          Recommendation current, int direction)
{
    if (s == overall)
        return std::nullopt; // the weight does not move the overall score at all
    const bool overallRises = (direction > 0) == (s > overall);
    double threshold = 0.0;
    bool closed = false; // whether reaching the threshold itself already changes it
    Recommendation to = current;
    if (overallRises) {
        if (current == Recommendation::Cloud) {
            threshold = kCloudUpTo; // leaves "≤ 40" only above 40
            to = Recommendation::Hybrid;
        } else if (current == Recommendation::Hybrid) {
            threshold = kOnPremFrom; // "≥ 60" includes 60
            closed = true;
            to = Recommendation::OnPrem;
        } else {
            return std::nullopt;
        }
    } else {
        if (current == Recommendation::OnPrem) {
            threshold = kOnPremFrom; // leaves "≥ 60" only below 60
            to = Recommendation::Hybrid;
        } else if (current == Recommendation::Hybrid) {
            threshold = kCloudUpTo; // "≤ 40" includes 40
            closed = true;
            to = Recommendation::Cloud;
        } else {
            return std::nullopt;
        }
    }
    if (s == threshold)
        return std::nullopt; // overall(x) only approaches the threshold
    double x = (threshold * B - A) / (s - threshold);
    if (direction > 0) {
        // Upwards the overall tends to s: it reaches the threshold only if s lies beyond it.
        if (overallRises ? !(s > threshold) : !(s < threshold))
            return std::nullopt;
        x = std::max(x, w); // rounding when the overall sits on the threshold
        if (closed ? !(x <= 1.0) : !(x < 1.0))
            return std::nullopt;
    } else {
        // Downwards the overall tends to A / B (x = 0); the crossing must lie in [0, w].
        x = std::min(x, w);
        if (closed ? !(x >= 0.0) : !(x > 0.0))
            return std::nullopt;
    }
    double distance = x - w;
    if (distance == 0.0)
        distance = std::copysign(0.0, static_cast<double>(direction));
    return WeightFlip{distance, to};
}

std::optional<WeightFlip> weightFlip(const std::array<FactorScore, kFactorCount> &scores,
                                     const std::array<double, kFactorCount> &weights, std::size_t j,
                                     double overall, Recommendation current)
{
    double A = 0.0;
    double B = 0.0;
    for (std::size_t i = 0; i < kFactorCount; ++i) {
        if (i == j)
            continue;
        A += weights[i] * scores[i].score;
        B += weights[i];
    }
    if (B == 0.0)
        return std::nullopt; // the overall is s_j for every weight > 0; 0 is no decision
    const double s = scores[j].score;
    const double w = weights[j];
    const auto up = flipInDirection(A, B, s, w, overall, current, +1);
    const auto down = flipInDirection(A, B, s, w, overall, current, -1);
    if (up && down)
        return std::abs(down->distance) < std::abs(up->distance) ? down : up;
    return up ? up : down;
}

} // namespace

std::string_view factorKey(Factor factor)
{
    switch (factor) {
    case Factor::Utilization:
        return "utilization";
    case Factor::Predictability:
        return "predictability";
    case Factor::Expertise:
        return "expertise";
    case Factor::Capital:
        return "capital";
    case Factor::DataGravity:
        return "data_gravity";
    }
    return {};
}

std::string_view recommendationKey(Recommendation recommendation)
{
    switch (recommendation) {
    case Recommendation::Cloud:
        return "cloud";
    case Recommendation::Hybrid:
        return "hybrid";
    case Recommendation::OnPrem:
        return "onprem";
    }
    return {};
}

Ownership ownershipFor(Recommendation recommendation)
{
    switch (recommendation) {
    case Recommendation::Cloud:
        return Ownership::Rents;
    case Recommendation::Hybrid:
        return Ownership::Part;
    case Recommendation::OnPrem:
        return Ownership::Whole;
    }
    return Ownership::Rents;
}

Recommendation recommendationFor(double overall)
{
    if (overall >= kOnPremFrom)
        return Recommendation::OnPrem;
    if (overall <= kCloudUpTo)
        return Recommendation::Cloud;
    return Recommendation::Hybrid;
}

std::array<double, kFactorCount> weightArray(const Weights &weights)
{
    return {weights.utilization, weights.predictability, weights.expertise, weights.capital,
            weights.dataGravity};
}

void setWeight(Weights &weights, Factor factor, double value)
{
    switch (factor) {
    case Factor::Utilization:
        weights.utilization = value;
        break;
    case Factor::Predictability:
        weights.predictability = value;
        break;
    case Factor::Expertise:
        weights.expertise = value;
        break;
    case Factor::Capital:
        weights.capital = value;
        break;
    case Factor::DataGravity:
        weights.dataGravity = value;
        break;
    }
}

double utilizationScore(double utilization, std::optional<double> breakEvenUtilization,
                        BreakEvenKind kind)
{
    switch (kind) {
    case BreakEvenKind::OnPremAlwaysCheaper:
        return 100.0;
    case BreakEvenKind::CloudAlwaysCheaper:
        return 0.0;
    case BreakEvenKind::Crossing:
        break;
    }
    if (!breakEvenUtilization)
        return 50.0; // unknown break-even: neutral
    return clampScore(50.0 + 50.0 * (utilization - *breakEvenUtilization) / kUtilizationBand);
}

double profileVariation(const std::array<double, 12> &profile)
{
    const double mean = std::accumulate(profile.begin(), profile.end(), 0.0) / 12.0;
    if (!(mean > 0.0))
        return 0.0;
    double squares = 0.0;
    for (double p : profile)
        squares += (p - mean) * (p - mean);
    return std::sqrt(squares / 12.0) / mean;
}

double effectiveVariation(double profileVariation, double annualGrowth)
{
    return std::sqrt(profileVariation * profileVariation +
                     annualGrowth * annualGrowth / kGrowthRampVariance);
}

double predictabilityScore(double effectiveVariation)
{
    return clampScore(100.0 * (1.0 - effectiveVariation / kVariationForCloud));
}

double expertiseScore(Expertise expertise)
{
    switch (expertise) {
    case Expertise::None:
        return 15.0;
    case Expertise::Some:
        return 50.0;
    case Expertise::HpcTeam:
        return 90.0;
    }
    return 50.0;
}

std::optional<double> capitalRatio(double initialCapex, double capitalAvailable)
{
    if (!(initialCapex > 0.0))
        return 0.0; // nothing to fund
    if (!(capitalAvailable > 0.0))
        return std::nullopt;
    return initialCapex / capitalAvailable;
}

double capitalScore(std::optional<double> ratio, FinancingMode financing)
{
    double score = 0.0;
    if (ratio)
        score = clampScore(100.0 * (kCapitalRatioNone - *ratio) /
                           (kCapitalRatioNone - kCapitalRatioFull));
    if (financing != FinancingMode::Cash)
        score = std::min(100.0, score + kFinancingBonus);
    return score;
}

std::optional<double> dataGravityRatio(double migrationCost, double firstYearSavings)
{
    // Nothing to move, nothing pulling the compute to the data: no gravity at all.
    if (!(migrationCost > 0.0))
        return 0.0;
    if (!(firstYearSavings > 0.0))
        return std::nullopt;
    return std::max(0.0, migrationCost) / firstYearSavings;
}

double dataGravityScore(DataLocation location, std::optional<double> ratio)
{
    double cloudScore = 0.0;
    if (ratio) {
        if (*ratio <= kDataRatioCheap)
            cloudScore = kDataCloudBestScore;
        else if (*ratio < kDataRatioPayback)
            cloudScore = kDataCloudBestScore * (kDataRatioPayback - *ratio) /
                         (kDataRatioPayback - kDataRatioCheap);
    }
    switch (location) {
    case DataLocation::OnPrem:
        return kDataOnPremScore;
    case DataLocation::Cloud:
        return cloudScore;
    case DataLocation::Mixed:
        return 0.5 * (kDataOnPremScore + cloudScore);
    }
    return cloudScore;
}

DecisionResult combine(const std::array<FactorScore, kFactorCount> &scores, const Weights &weights)
{
    const std::array<double, kFactorCount> w = weightArray(weights);
    double total = 0.0;
    for (std::size_t i = 0; i < kFactorCount; ++i) {
        if (!std::isfinite(w[i]) || w[i] < 0.0 || w[i] > 1.0)
            return DecisionError{DecisionError::Kind::InvalidWeight, kAllFactors[i]};
        total += w[i];
    }
    if (total == 0.0)
        return DecisionError{DecisionError::Kind::AllWeightsZero, std::nullopt};

    Decision d;
    d.scores = scores;
    d.weights = w;
    for (std::size_t i = 0; i < kFactorCount; ++i) {
        d.normalizedWeights[i] = w[i] / total;
        d.overall += d.normalizedWeights[i] * scores[i].score;
    }
    d.recommendation = recommendationFor(d.overall);
    for (std::size_t j = 0; j < kFactorCount; ++j)
        d.flips[j] = weightFlip(scores, w, j, d.overall, d.recommendation);
    return d;
}

DecisionResult decide(const Inputs &in, const Evaluation &evaluation)
{
    std::array<FactorScore, kFactorCount> scores;

    // Version 2: the GPU-hour weighted mean utilization of the workloads (ū), the figure the
    // break-even utilization is measured in.
    const double u = in.modelVersion >= 2 ? meanUtilization(in) : in.workload.utilization;
    UtilizationReason utilization{u, evaluation.breakEvenUtilization,
                                  evaluation.breakEvenUtilizationKind, hoursPerDayForm(in),
                                  evaluation.breakEvenHoursPerDay};
    if (!utilization.breakEvenUtilization && utilization.kind == BreakEvenKind::Crossing) {
        const BreakEvenUtilization beu = breakEvenUtilization(in);
        utilization.breakEvenUtilization = beu.value;
        utilization.kind = beu.kind;
        utilization.breakEvenHoursPerDay = beu.hoursPerDay;
    }
    scores[0] = {Factor::Utilization,
                 utilizationScore(utilization.utilization, utilization.breakEvenUtilization,
                                  utilization.kind),
                 utilization};

    PredictabilityReason predictability;
    if (in.modelVersion < 2 || in.workloads.empty()) {
        predictability.profileVariation = profileVariation(in.workload.monthlyProfile);
        predictability.annualGrowth = in.workload.annualGrowth;
        predictability.effectiveVariation =
            effectiveVariation(predictability.profileVariation, predictability.annualGrowth);
    } else {
        // Version 2: each workload's figures weighted by its share of the GPU-hours.
        const std::vector<ResolvedWorkload> workloads = resolveWorkloads(in);
        double total = 0.0;
        std::vector<double> hours;
        for (const ResolvedWorkload &w : workloads) {
            double d = 0.0;
            for (int m = 1; m <= 12 * in.horizonYears; ++m)
                d += workloadDemand(w, m);
            hours.push_back(d);
            total += d;
        }
        for (std::size_t i = 0; i < workloads.size(); ++i) {
            const double weight = total > 0.0 ? hours[i] / total : 1.0 / workloads.size();
            const double cv = profileVariation(in.workloads[i].monthlyProfile);
            const double g = in.workloads[i].annualGrowth;
            predictability.profileVariation += weight * cv;
            predictability.annualGrowth += weight * g;
            predictability.effectiveVariation += weight * effectiveVariation(cv, g);
        }
    }
    scores[1] = {Factor::Predictability, predictabilityScore(predictability.effectiveVariation),
                 predictability};

    scores[2] = {Factor::Expertise, expertiseScore(in.factors.expertise),
                 ExpertiseReason{in.factors.expertise}};

    scores[3] = capitalFactor(in, evaluation.option(Option::OnPrem));

    DataGravityReason data;
    data.location = in.factors.dataLocation;
    data.migrationCost = migrationTransferCost(in);
    const std::vector<double> &cumCloud = evaluation.option(Option::Cloud).cumulative;
    const std::vector<double> &cumOnPrem = evaluation.option(Option::OnPrem).cumulative;
    const std::size_t firstYear =
        std::min<std::size_t>(12, std::min(cumCloud.size(), cumOnPrem.size()));
    if (firstYear > 0)
        data.firstYearSavings = cumCloud[firstYear - 1] - cumOnPrem[firstYear - 1];
    data.ratio = dataGravityRatio(data.migrationCost, data.firstYearSavings);
    scores[4] = {Factor::DataGravity, dataGravityScore(data.location, data.ratio), data};

    DecisionResult decided = combine(scores, in.factors.weights);
    // Version 2: the capital factor measures the option the advice buys GPUs with. The advice
    // depends on the matrix, so this is a second pass with a fixed rule: the first pass measures
    // on-premise; when its advice is another option with a fleet (hybrid), the capital factor is
    // scored on that option and the matrix combined again, and that is the decision — whatever
    // the advice on it then is (docs/decision-rules.md, "Capital availability").
    const Decision *first = std::get_if<Decision>(&decided);
    if (in.modelVersion < 2 || !first)
        return decided;
    const Option advised = advise(in, evaluation, *first, utilization.kind).option;
    const OptionResult &owner = evaluation.option(advised);
    if (advised == Option::OnPrem || !optionSpec(advised).ownsFleet() || owner.onpremGpus <= 0)
        return decided;
    scores[3] = capitalFactor(in, owner);
    return combine(scores, in.factors.weights);
}

} // namespace gda::engine
