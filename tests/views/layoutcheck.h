// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a window shows cut off (issue 35 item 3): every visible text of a window measured with its
// font against the room it has. One line per finding, naming the widget and the text:
// - a label whose text is wider than its contents rect (or, wrapped, taller), or that runs past
//   the edge of what its parents show; a line edit's placeholder wider than the field;
// - a check box or radio button narrower than its text, or running past its parent's edge;
// - a header section narrower than its title (Qt clips a centred title on both sides);
// - a cell of a table, tree or list narrower than its text, or wrapped inside a word, unless its
//   tooltip carries the whole text;
// - a tab narrower than its text or hidden behind the tab bar's scroll arrows; a toolbar that
//   hides buttons behind its » menu;
// - a chart's title, axis label, axis title or legend entry that Qt Charts truncated ("…" or
//   "..." where the chart's own text has none).
#include <QStringList>

class QWidget;

namespace gda::test {

QStringList clippedTexts(QWidget *window);

} // namespace gda::test
