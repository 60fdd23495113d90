// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandline.h"
#include "scenario/scenario.h"

#include <optional>

namespace gda::cli {

class CommandLine;

// Scenario `idText` of the library at `database` (empty: $GPU_ADVISOR_DB, else the default
// library), for the commands that take --db DB --id ID instead of a FILE. nullopt after
// reporting the problem on one line; `status` is then the exit status (2: no such library, not
// an ID, no such scenario, a damaged scenario; 1: the library could not be read).
std::optional<Scenario> loadStoredOrReport(const QString &database, const QString &idText,
                                           Streams &io, int &status);

// `store`: list, show, import, export, history, restore and delete scenarios of the library.
void addStoreCommands(CommandLine &commandLine);

} // namespace gda::cli
