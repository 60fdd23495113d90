// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputs.h"
#include "options.h"
#include "transfer.h"

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gda::engine {

// The newest cost model version. Each evaluation says which version's rules it used
// (Evaluation::modelVersion): a version 1 scenario keeps version 1's outputs exactly.
inline constexpr int kModelVersion = 2;
inline constexpr double kHoursPerMonth = 730.0; // 8760 / 12

// The cost categories, in the order of the methodology's tables. Version 2 adds the last two
// (multi-cloud only); a version 1 evaluation reports the first thirteen (categoriesFor()).
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
    CrossCloudEgress,
    Orchestration,
};
inline constexpr std::size_t kCategoryCount = 15;
using CategoryAmounts = std::array<double, kCategoryCount>;

inline constexpr std::array<Category, kCategoryCount> kAllCategories{
    Category::CloudCompute,   Category::CloudStorage,
    Category::CloudEgress,    Category::CloudOverhead,
    Category::Capex,          Category::Power,
    Category::Maintenance,    Category::Staff,
    Category::Colocation,     Category::OtherOpex,
    Category::OnpremStorage,  Category::Migration,
    Category::ResidualCredit, Category::CrossCloudEgress,
    Category::Orchestration};
inline constexpr std::size_t kVersionOneCategoryCount = 13;

// The categories an evaluation of cost model version `modelVersion` reports, in order.
std::span<const Category> categoriesFor(int modelVersion);

// The identifier used in JSON and CSV ("cloud_compute", …).
std::string_view categoryKey(Category category);

enum class BreakEvenKind { Crossing, OnPremAlwaysCheaper, CloudAlwaysCheaper };
std::string_view breakEvenKindKey(BreakEvenKind kind);

// Work of a placement "onprem" workload that ran in the cloud in one month (reference GPU-hours).
struct PlacementViolation
{
    int workload = 0; // index in the scenario's workloads
    int month = 1;
    double gpuHours = 0.0;
};

// Where one workload ran, month by month (months 1..M, index 0 = month 1). Served hours are in
// reference GPU-hours, cloud hours in the offer's own GPU-hours (spot hours include rework).
struct WorkloadResult
{
    std::string name;
    std::vector<double> servedOnprem;
    std::vector<double> reservedHours;
    std::vector<double> onDemandHours; // at the burst price in options with a fleet
    std::vector<double> spotHours;
    // Multi-cloud: cloud hours per provider ("own" for the scenario's own terms), in the order
    // the providers first took work.
    std::vector<std::pair<std::string, std::vector<double>>> byProvider;
};

// The phased migration of an option with a fleet (docs/methodology.md §14.2), on a day clock that
// starts with the first go-live month G: day x lies in month G + x / (365/12), counted from 1.
struct MigrationTimeline
{
    int goLiveMonth = 0;
    // Day boundaries: preparation [0, b1), parallel operation [b1, b2), data migration [b2, b3),
    // workload migration [b3, b4), decommissioning [b4, b5).
    std::array<double, 6> boundsDays{};
    // Per workload (index in the scenario): its move [moveStart, moveEnd) during which both sides
    // run, then the cloud fallback until fallbackEnd. Workloads that stay in the cloud: empty
    // windows (all three infinity).
    std::vector<double> moveStartDays;
    std::vector<double> moveEndDays;
    std::vector<double> fallbackEndDays;
    int transferMonth = 0; // the month the data transfer is paid (the data phase's first)
    int releaseMonth = 0;  // the first month after the decommissioning (releases nothing)
};

// One option's costs over the horizon.
struct OptionResult
{
    Option option = Option::Cloud; // whose costs these are
    int onpremGpus = 0;
    double tco = 0.0;
    double npv = 0.0;
    double costPerGpuHour = 0.0;
    CategoryAmounts categories{};
    std::vector<double> monthly;                    // total per month, months 1..M
    std::vector<double> cumulative;                 // running sum of monthly
    std::vector<CategoryAmounts> monthlyByCategory; // filled only when asked for (CSV, charts)
    // Against the cloud option (docs/methodology.md §5): the month where this option's
    // cumulative cost falls to the cloud's (nullopt: never within the horizon) and the share of
    // the cloud's total it saves. Unset and 0 for the cloud option itself.
    std::optional<double> breakEvenMonth;
    double savingsFraction = 0.0;
    // Version 2: live on-premise GPUs per month (empty for an option without a fleet), the GPUs
    // bought per tranche, the hours of workloads that must stay on-premise but ran in the cloud,
    // the detail per workload (when asked for), and for multi-cloud whether the share cap had to
    // be relaxed because the allowed providers could not carry every hour under it.
    std::vector<int> fleetGpus;
    std::vector<Purchase> purchases;
    std::optional<TransferMethod> transferMethod; // migration.method "auto": the one charged
    std::vector<int> purchaseLiveMonths; // each purchase's go-live: month + its lead time (§14.5)
    std::vector<PlacementViolation> placementViolations;
    std::vector<WorkloadResult> workloads;
    bool capRelaxed = false;
    // The plan (§14): the phased migration when the scenario has one and the fleet goes live
    // within the horizon, and the first month in which a commitment is released by its own
    // release_month within the horizon (0: none is; no go-live releases one, §14.1).
    std::optional<MigrationTimeline> migration;
    int commitmentsReleasedFrom = 0;
    // Multi-cloud: the offers each workload may not use, with the reason (§17).
    std::vector<ExcludedOffer> excludedOffers;

    double category(Category c) const { return categories[static_cast<std::size_t>(c)]; }
};

// The options that apply to the scenario and what compares them.
struct Evaluation
{
    int modelVersion = 1; // whose rules: 1 for a version 1 scenario
    int months = 0;
    double gpuHours = 0.0;
    std::vector<OptionResult> options; // in optionList() order, each tagged with its option
    // On-premise against the cloud: the on-premise option's breakEvenMonth and savingsFraction.
    std::optional<double> breakEvenMonth;
    double savingsFraction = 0.0;
    std::optional<double> breakEvenUtilization;
    BreakEvenKind breakEvenUtilizationKind = BreakEvenKind::Crossing;
    // Hours-a-day scenarios (§12.8): the break-even in hours a day (set when the kind is
    // Crossing), and whether the break-even was found by scaling hours a day.
    std::optional<double> breakEvenHoursPerDay;
    bool breakEvenInHoursPerDay = false;
    int optimalOnpremGpus = 0;
    // The plan (§14.4): the transfer planner, for a scenario with migration.phases whose
    // on-premise (else hybrid) fleet goes live within the horizon.
    std::optional<TransferPlan> transferPlan;

    // The result of an option; nullptr when the option does not apply to the scenario.
    const OptionResult *find(Option o) const;
    // The result of an option that applies; throws std::out_of_range for one that does not.
    const OptionResult &option(Option o) const;
};

} // namespace gda::engine
