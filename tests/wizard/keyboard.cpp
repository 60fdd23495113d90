// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "keyboard.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QLineEdit>
#include <QTest>

namespace gda::test {

QWidget *Keyboard::focus() const
{
    return QApplication::focusWidget();
}

void Keyboard::tabTo(QWidget *target)
{
    REQUIRE(target);
    INFO("tabbing to " << target->objectName().toStdString());
    REQUIRE(target->isVisible());
    for (int i = 0; i < 400 && focus() != target; ++i) {
        QWidget *current = focus() ? focus() : m_window;
        QTest::keyClick(current, Qt::Key_Tab);
    }
    REQUIRE(focus() == target);
}

QLineEdit *Keyboard::type(QWidget *scope, const QString &name, const QString &text)
{
    auto *edit = scope->findChild<QLineEdit *>(name);
    INFO("field " << name.toStdString());
    REQUIRE(edit);
    tabTo(edit);
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier); // select what is there
    for (const QChar c : text) {
        if (c.unicode() < 128)
            QTest::keyClick(edit, char(c.unicode()));
        else // "€": a key press that carries the character, as a keyboard layout sends it
            QTest::sendKeyEvent(QTest::Click, edit, Qt::Key_unknown, QString(c), Qt::NoModifier);
    }
    REQUIRE(edit->text() == text);
    return edit;
}

void Keyboard::press(QWidget *target, int key)
{
    tabTo(target);
    QTest::keyClick(target, static_cast<Qt::Key>(key));
}

void Keyboard::pressOnFocus(int key, int modifiers)
{
    QWidget *current = focus() ? focus() : m_window;
    QTest::keyClick(current, static_cast<Qt::Key>(key),
                    static_cast<Qt::KeyboardModifiers>(modifiers));
}

} // namespace gda::test
