// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda::ui {

// Names the application the same way in both executables, so the desktop app and the command
// line share one data folder (scenario library, user catalog, drafts) and one settings file.
void setApplicationIdentity();

} // namespace gda::ui
