// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QString>

namespace gda::ui {

// The application's name in the active language ("GPU-beslisadviseur" in Dutch), as window
// titles end with it; LanguageManager sets it again on every language change.
QString applicationDisplayName();

// The application's icon: the installed theme icon (the application id), else the SVG built in.
QIcon applicationIcon();

// gda::setCoreApplicationIdentity, plus what only a program with windows has: the display name
// and the desktop file name (the application id), and the window icon every window and dialog
// shows.
void setApplicationIdentity();

} // namespace gda::ui
