// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda::cli {

class CommandLine;

// compare, simulate and tornado.
void addAnalysisCommands(CommandLine &commandLine);

} // namespace gda::cli
