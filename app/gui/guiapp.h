// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda::app {

// The whole of the desktop application: settings, translations, library, main window.
int runDesktopApp(int argc, char *argv[]);

} // namespace gda::app
