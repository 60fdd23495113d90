// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda::cli {

class CommandLine;

// `catalog list|import` and `providers`: the price catalog on the command line. The catalog is
// the default one with the user catalog (dataDirectory()/catalog.json) layered over it.
void addCatalogCommands(CommandLine &commandLine);

} // namespace gda::cli
