// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace gda::ui {

// Keeps the mouse wheel from changing a value by accident: every combo box and spin box under
// `root` takes the wheel only while it has the keyboard focus (clicked or tabbed to); otherwise
// the wheel scrolls the page around it, as it does over the rest of the form. Such boxes no
// longer take the focus from the wheel either.
void guardWheel(QWidget *root);

} // namespace gda::ui
