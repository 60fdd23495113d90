// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/uncertainty.h"
#include "scenario.h"
#include "scenariofile.h"

#include <variant>

// The Monte Carlo of a scenario: the distributions the user gave in the scenario file's
// "uncertainty" object, or the default spread around the scenario's own values.
//
//   "uncertainty": { "draws": 20000, "seed": 1,
//                    "distributions": { "utilization": [0.5, 0.7, 0.85], "gpu_unit_price": [...] }
//                    }
//
// Distribution keys are engine::parameterKey() names; each is [low, most likely, high].
namespace gda {

inline constexpr double kDefaultUncertaintySpread = 0.2; // ±20%, the tornado's move
inline constexpr int kDefaultUncertaintyDraws = 20000;
inline constexpr int kDefaultUncertaintyBins = 30;

// Triangular ±20% around utilization, cloud price, GPU price, electricity and staff cost
// (clamped to each parameter's valid range), 20,000 draws, seed 1.
engine::MonteCarloSpec defaultUncertaintySpec(const engine::Inputs &inputs);

// The scenario's own spec when it has one (validated: an error names the field), else the default.
std::variant<engine::MonteCarloSpec, scenariofile::Error> uncertaintySpec(const Scenario &scenario);

} // namespace gda
