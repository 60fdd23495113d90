// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace gda::ui {

// The application's name in the active language ("GPU-beslisadviseur" in Dutch), as window
// titles end with it; LanguageManager sets it again on every language change.
QString applicationDisplayName();

// gda::setCoreApplicationIdentity, plus what only a program with windows has: the display name
// and the desktop file name (the application id).
void setApplicationIdentity();

} // namespace gda::ui
