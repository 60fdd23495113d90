// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda::ui {

// The whole of gpu-advisor-cli: an offscreen application, translations, all commands.
int runCommandLine(int argc, char *argv[]);

} // namespace gda::ui
