// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandline.h"

namespace gda::cli {

// The commands that draw — report FILE --out X.pdf …, chart FILE --kind KIND --out X.png … —
// with their synopsis and description; `run` does the work. gpu-advisor-cli hands them to the
// rendering program (which loads Qt's widgets, charts and PDF support); that program runs them.
void addRenderCommands(CommandLine &commandLine, const RenderRunner &run);

// csv FILE --out X.csv [--locale nl|en|c]: the monthly series of the options
// (exporting::monthlyCsv); xlsx FILE --out X.xlsx [--lang nl|en]: the workbook
// (exporting::writeWorkbook).
void addCsvCommand(CommandLine &commandLine);

} // namespace gda::cli
