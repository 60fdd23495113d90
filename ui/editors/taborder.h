// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace gda::ui {

// Makes Tab follow the layout: threads every focusable widget under `root` in the order its
// layouts show them (top to bottom, form rows left to right), whatever order they were created
// in. The first of them keeps its place in the window's focus chain.
void orderTabsByLayout(QWidget *root);

} // namespace gda::ui
