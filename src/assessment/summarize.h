// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"
#include "scenario/scenariosummary.h"

namespace gda {

// The scenario library's columns of one scenario: assessment::assess() with the application
// catalog (read at each call; a library is given assessment::summarizer(), which reads it once)
// — the advice's recommended option with its own break-even month and savings against the
// cloud. Empty when the scenario cannot be assessed.
ScenarioSummary summarize(const Scenario &scenario);

} // namespace gda
