// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda::cli {

class CommandLine;

// `store`: list, show, import, export, history, restore and delete scenarios of the library.
void addStoreCommands(CommandLine &commandLine);

} // namespace gda::cli
