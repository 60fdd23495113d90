// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QVBoxLayout;
class QWidget;

namespace gda::ui {

// Makes `owner` a page that scrolls where the window is smaller than its content needs (issue
// 35: charts and tables keep the room their texts need): a frameless, resizable scroll area
// fills `owner` edge to edge, and the returned layout (with the default margins) lays out the
// content inside it.
QVBoxLayout *makeScrollingPage(QWidget *owner);

} // namespace gda::ui
