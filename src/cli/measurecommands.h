// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda::cli {

class CommandLine;

// measure: read cloud bills and GPU telemetry (issue #18; docs/measured-usage.md).
void addMeasureCommand(CommandLine &commandLine);

} // namespace gda::cli
