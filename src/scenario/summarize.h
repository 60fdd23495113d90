// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"
#include "scenariosummary.h"

namespace gda {

// The summariser the application and the command line give the scenario library: the advice's
// recommended option with its own break-even month and savings against the cloud.
ScenarioSummary summarize(const Scenario &scenario);

} // namespace gda
