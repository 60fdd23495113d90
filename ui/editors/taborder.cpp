// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "taborder.h"

#include <QLayout>
#include <QList>
#include <QScrollArea>
#include <QWidget>

namespace gda::ui {

namespace {

void collectWidget(QWidget *widget, QList<QWidget *> &out);

void collectLayout(QLayout *layout, QList<QWidget *> &out)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (QWidget *widget = item->widget())
            collectWidget(widget, out);
        else if (QLayout *inner = item->layout())
            collectLayout(inner, out);
    }
}

void collectWidget(QWidget *widget, QList<QWidget *> &out)
{
    if (QWidget *proxy = widget->focusProxy()) {
        // A compound widget (a number field and its line edit) moves as one piece. setTabOrder()
        // ignores widgets without a focus policy, so the compound takes its proxy's (as
        // QAbstractSpinBox does with its line edit).
        if (widget->isAncestorOf(proxy) && (proxy->focusPolicy() & Qt::TabFocus)) {
            if (widget->focusPolicy() == Qt::NoFocus)
                widget->setFocusPolicy(proxy->focusPolicy());
            out << widget;
            return;
        }
    } else if (widget->focusPolicy() & Qt::TabFocus) {
        out << widget;
        return; // a focusable widget's insides are its own business (combo boxes, editors)
    }
    if (auto *scroll = qobject_cast<QScrollArea *>(widget)) {
        if (scroll->widget())
            collectWidget(scroll->widget(), out);
        return;
    }
    if (widget->layout())
        collectLayout(widget->layout(), out);
}

} // namespace

void orderTabsByLayout(QWidget *root)
{
    QList<QWidget *> chain;
    if (root->layout())
        collectLayout(root->layout(), chain);
    else if (auto *scroll = qobject_cast<QScrollArea *>(root); scroll && scroll->widget())
        collectWidget(scroll->widget(), chain);
    for (qsizetype i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain[i - 1], chain[i]);
}

} // namespace gda::ui
