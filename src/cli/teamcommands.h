// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda::cli {

class CommandLine;

// `team`: who may see what in a team library on PostgreSQL (store/pgteamadmin.h): init,
// add-team, add-user, assign-client.
void addTeamCommands(CommandLine &commandLine);

} // namespace gda::cli
