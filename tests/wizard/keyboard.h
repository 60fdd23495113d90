// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <catch2/catch.hpp>

#include <QString>

// Readable QStrings in failure messages.
namespace Catch {
template <> struct StringMaker<QString>
{
    static std::string convert(const QString &text) { return '"' + text.toStdString() + '"'; }
};
} // namespace Catch

class QLineEdit;
class QWidget;

namespace gda::test {

// Drives a window the way a keyboard user does: focus moves only by Tab, entries are typed,
// buttons and boxes are worked with Space, arrows and Return.
class Keyboard
{
public:
    explicit Keyboard(QWidget *window) : m_window(window) {}

    QWidget *focus() const;
    // Presses Tab until `target` has the focus; fails the test when Tab never gets there.
    void tabTo(QWidget *target);
    // Tabs to the line edit named `name` inside `scope` and types `text` over its content.
    QLineEdit *type(QWidget *scope, const QString &name, const QString &text);
    // Tabs to the widget and presses a key on it.
    void press(QWidget *target, int key);
    void pressOnFocus(int key, int modifiers = 0);

private:
    QWidget *m_window;
};

} // namespace gda::test
