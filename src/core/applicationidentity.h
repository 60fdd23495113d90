// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda {

// Names the application (organisation, name, version) the same way in every executable, so the
// desktop app, the command line and its rendering program share one data folder (scenario
// library, user catalog, drafts) and one settings file. Call it after the application object
// exists; the desktop app adds its display name (ui::setApplicationIdentity).
void setCoreApplicationIdentity();

} // namespace gda
