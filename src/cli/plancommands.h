// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda::cli {

class CommandLine;

// optimize: the purchase plan with the lowest NPV within inputs.plan_limits.
void addPlanCommands(CommandLine &commandLine);

} // namespace gda::cli
