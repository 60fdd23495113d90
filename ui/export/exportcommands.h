// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda::cli {
class CommandLine;
}

namespace gda::ui::exporting {

// The commands that draw, for gpu-advisor-cli (offscreen, no display needed):
//   report FILE --out X.pdf [--lang nl|en] [--paper a4|letter]
//   chart FILE --kind KIND --out X.png|X.svg|X.pdf [--lang nl|en] [--width W] [--height H]
//         [--dpi D]
//   csv FILE --out X.csv
// Exit 2 for bad arguments or input, 1 when the file cannot be written; either way one line on
// stderr. On success the written path is printed.
void addExportCommands(cli::CommandLine &commandLine);

} // namespace gda::ui::exporting
