// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputregistry.h"
#include "scenario.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>
#include <span>

// Defaults that follow other answers of the scenario (docs/methodology.md §8.1, §8.2): the
// electricity price and its yearly change follow the client's country (the country table,
// countries.h), and version 1's staff cost follows the technical expertise and the fleet's size
// (one staff member per 250 GPUs, a minimum team by expertise). The registry's own default
// (engine::Inputs) stays what a scenario file that leaves the field out gets, so every file keeps
// its figures; a derived default enters a scenario only where the app asks for it — a new
// scenario (apply) and an edit of what it follows (follow), never over a value the user typed.
namespace gda::deriveddefaults {

// A derived default: the value as the file holds it (money in the scenario's currency) and its
// source, short ("Eurostat nrg_pc_205, 2025, Netherlands") and in full for the report.
struct Derived
{
    QJsonValue value;
    QString source;
    QStringList references;
};

// The registry paths that can have a derived default.
std::span<const char *const> paths();

// The derived default of `input` in `scenario`; none when the input has none there (no country,
// a country without a price, a version 2 scenario's staff).
std::optional<Derived> of(const inputs::Input &input, const Scenario &scenario);

// True when the scenario's value at `input` is its derived default.
bool holds(const inputs::Input &input, const Scenario &scenario);

// After an edit `before` → `after`: each input with a derived default whose value the edit left
// as it was and that held its default before (the derived one, or the registry's where it had
// none) takes its default in `after` (derived, or the registry's where it has none now). Returns
// the paths it changed. A version 2 scenario that held the staff model (staffScaling(), or as a
// version 1 scenario its derived staff cost before the edit made it version 2) and whose staff
// the edit left alone takes the model of its expertise after the edit.
QStringList follow(const Scenario &before, Scenario &after);

// Gives every input its derived default (a new scenario). Returns the paths it changed.
QStringList apply(Scenario &scenario);

// The staff model behind version 1's derived staff cost, in US dollars (§8.2).
inline constexpr double kGpusPerStaff = 250.0;          // CTWatch Quarterly, May 2006
inline constexpr double kCostPerStaffYear = 185000.0;   // GPU cluster engineer, median, 2026
double minimumTeamPerYear(engine::Expertise expertise); // 500,000 / 185,000 / 0
double staffPerYearUsd(engine::Expertise expertise, double gpus);

// Version 2 scenarios made or edited in the app (§8.2): the same staff model as
// onprem.staff_scaling — one FTE per 250 GPUs owned at $185,000 a year (in the scenario's
// currency), at least the expertise's minimum team as FTEs (500,000 / 185,000 without GPU
// experience, 1 with some, 0 with an HPC team) — and no fixed staff cost beside it. The engine
// scales it month by month with the GPUs owned (§12.7).
engine::StaffScaling staffScaling(engine::Expertise expertise, Currency currency);
// True when a version 2 scenario holds that model: no fixed staff cost and the scaling of its
// expertise and currency.
bool holdsStaffScaling(const Scenario &scenario);

} // namespace gda::deriveddefaults
