// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace gda::ui {

// gda::setCoreApplicationIdentity, plus what only a program with windows has: the display name
// and the desktop file name (the application id).
void setApplicationIdentity();

} // namespace gda::ui
