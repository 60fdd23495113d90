// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda::app {

// gpu-advisor-render, the program gpu-advisor-cli hands `report` and `chart` to: an offscreen
// widget application (Qt Charts needs QtWidgets) with the same translations, messages and exit
// statuses as the command line. Installed in libexec: not meant to be run by hand.
int runRenderer(int argc, char *argv[]);

} // namespace gda::app
