// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace gda {

// Names the application (organisation, name, version) the same way in every executable, so the
// desktop app, the command line and its rendering program share one data folder (scenario
// library, user catalog, drafts) and one settings file. Call it after the application object
// exists; the desktop app adds its display name (ui::setApplicationIdentity).
void setCoreApplicationIdentity();

// The per-user data folder (scenario library, user catalog, drafts):
// $XDG_DATA_HOME/<application name>/, that is ~/.local/share/gpu-advisor/.
QString dataDirectory();

// Earlier builds kept their data in Qt's AppDataLocation, which doubles the name
// (~/.local/share/gpu-advisor/gpu-advisor/). Copies every file and folder of that old folder
// that does not exist in dataDirectory() yet up into it, then renames the old folder to
// "gpu-advisor.old-data-backup" inside dataDirectory(): done once, the backup kept. Returns
// what happened for a log line; empty when there was nothing to move. When a copy fails the
// old folder stays as it is (and the next start tries again).
QString migrateOldDataDirectory();

} // namespace gda
