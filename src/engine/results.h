// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "options.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace gda::engine {

inline constexpr int kModelVersion = 1;
inline constexpr double kHoursPerMonth = 730.0; // 8760 / 12

// The cost categories of cost model version 1, in the order of the contract.
enum class Category {
    CloudCompute,
    CloudStorage,
    CloudEgress,
    CloudOverhead,
    Capex,
    Power,
    Maintenance,
    Staff,
    Colocation,
    OtherOpex,
    OnpremStorage,
    Migration,
    ResidualCredit,
};
inline constexpr std::size_t kCategoryCount = 13;
using CategoryAmounts = std::array<double, kCategoryCount>;

inline constexpr std::array<Category, kCategoryCount> kAllCategories{
    Category::CloudCompute, Category::CloudStorage, Category::CloudEgress,
    Category::CloudOverhead, Category::Capex, Category::Power,
    Category::Maintenance, Category::Staff, Category::Colocation,
    Category::OtherOpex, Category::OnpremStorage, Category::Migration,
    Category::ResidualCredit};

// The identifier used in JSON and CSV ("cloud_compute", …).
std::string_view categoryKey(Category category);

enum class BreakEvenKind { Crossing, OnPremAlwaysCheaper, CloudAlwaysCheaper };
std::string_view breakEvenKindKey(BreakEvenKind kind);

// One option's costs over the horizon.
struct OptionResult
{
    Option option = Option::Cloud; // whose costs these are
    int onpremGpus = 0;
    double tco = 0.0;
    double npv = 0.0;
    double costPerGpuHour = 0.0;
    CategoryAmounts categories{};
    std::vector<double> monthly;    // total per month, months 1..M
    std::vector<double> cumulative; // running sum of monthly
    std::vector<CategoryAmounts> monthlyByCategory; // filled only when asked for (CSV, charts)
    // Against the cloud option (docs/methodology.md §5): the month where this option's
    // cumulative cost falls to the cloud's (nullopt: never within the horizon) and the share of
    // the cloud's total it saves. Unset and 0 for the cloud option itself.
    std::optional<double> breakEvenMonth;
    double savingsFraction = 0.0;

    double category(Category c) const { return categories[static_cast<std::size_t>(c)]; }
};

// The options that apply to the scenario and what compares them.
struct Evaluation
{
    int months = 0;
    double gpuHours = 0.0;
    std::vector<OptionResult> options; // in optionList() order, each tagged with its option
    // On-premise against the cloud: the on-premise option's breakEvenMonth and savingsFraction.
    std::optional<double> breakEvenMonth;
    double savingsFraction = 0.0;
    std::optional<double> breakEvenUtilization;
    BreakEvenKind breakEvenUtilizationKind = BreakEvenKind::Crossing;
    int optimalOnpremGpus = 0;

    // The result of an option; nullptr when the option does not apply to the scenario.
    const OptionResult *find(Option o) const;
    // The result of an option that applies; throws std::out_of_range for one that does not.
    const OptionResult &option(Option o) const;
};

} // namespace gda::engine
