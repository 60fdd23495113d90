// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda::app {

// The whole of gpu-advisor-cli: a QtCore application (QtSql for the library), translations, all
// commands. The two that draw (report, chart) are handed to gpu-advisor-render, so the other
// commands never load Qt's widgets, charts, OpenGL or D-Bus libraries.
int runCommandLine(int argc, char *argv[]);

} // namespace gda::app
