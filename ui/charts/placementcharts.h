// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/results.h"
#include "scenario/scenario.h"

#include <QChart>
#include <QLocale>
#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <vector>

// Where the work of a version 2 scenario runs (cost-model-v2.md §1.2–§2.1): per option, the
// GPU-hours of each month on-premise and in the cloud by term (per provider for multi-cloud),
// and a week of concurrency against the fleet. The numbers come first (tests, data tables, the
// report), the charts are drawn from them; no widgets, no animation, exportable like the others.
namespace gda::ui::charts {

// One layer of the monthly placement chart.
struct PlacementLayer
{
    QString key;                // "onprem", "reserved", "on_demand", "spot", "provider:<id>"
    QString name;               // translated legend text
    std::vector<double> values; // GPU-hours of months 1..M
};

// The GPU-hours of `option` per month by where they ran: "onprem" (served on the fleet, reference
// GPU-hours), then for the multi-cloud option one layer per provider ("provider:<id>", in the
// order the providers took work; "own" = the workloads' own terms), for the other options
// "reserved", "on_demand" and "spot" (the offers' own GPU-hours, spot with its rework). All
// workloads summed, or only `workload` (an index into OptionResult::workloads). The option's
// result must hold the workload detail (OptionRequest::withWorkloadDetail). Layers that are zero
// in every month are left out, except "onprem" for an option with a fleet.
std::vector<PlacementLayer> placementLayers(const engine::OptionResult &option,
                                            std::optional<std::size_t> workload = std::nullopt);

// Stacked bars of placementLayers() per month (one QBarSet per layer, objectName its key), the
// option in the title; x axis in months with year labels.
std::unique_ptr<QChart> placementChart(const Scenario &scenario, const engine::OptionResult &option,
                                       const QLocale &locale,
                                       std::optional<std::size_t> workload = std::nullopt);

inline constexpr int kHoursPerWeek = 168;
using WeekSeries = std::array<double, kHoursPerWeek>;

// A week of month `month` of one option, Monday 00:00 = hour 0, in reference GPUs: what runs on
// the fleet at each hour (non-shiftable work when it arrives, admitted shiftable work poured into
// the emptiest hours), what runs in the cloud at that hour (non-shiftable work the fleet cannot
// carry; shiftable work the fleet cannot take, at its own pattern), and the fleet's capacity
// (live GPUs × throughput × max utilization; before any refresh).
struct WeekLoad
{
    int month = 1;
    double capacity = 0.0;
    WeekSeries onFleet{};
    WeekSeries inCloud{};
};

// `scenario` with its inputs as evaluated (ScenarioDocument::evaluatedScenario()): resolved
// offers and throughput.
WeekLoad weekLoad(const Scenario &scenario, const engine::OptionResult &option, int month);

// The first month in which the option's fleet is live (1 without a fleet or when none is).
int firstFleetMonth(const engine::OptionResult &option);

// Stacked bars per hour of the week: "fleet" (on the fleet) and "cloud" (in the cloud), and the
// fleet's capacity as the line "capacity"; days as x axis labels, GPUs on y.
std::unique_ptr<QChart> weekChart(const Scenario &scenario, const engine::OptionResult &option,
                                  const WeekLoad &load, const QLocale &locale);

} // namespace gda::ui::charts
