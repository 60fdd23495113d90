// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QObject>
#include <QWidget>

namespace gda::ui {

namespace {

class WheelFilter : public QObject
{
public:
    using QObject::QObject;

    static WheelFilter *instance()
    {
        static auto *filter = new WheelFilter(QCoreApplication::instance());
        return filter;
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *widget = qobject_cast<QWidget *>(watched);
        if (event->type() != QEvent::Wheel || !widget || widget->hasFocus())
            return false;
        // Not for this box: scroll the page it sits on, if any.
        for (QWidget *parent = widget->parentWidget(); parent; parent = parent->parentWidget())
            if (auto *area = qobject_cast<QAbstractScrollArea *>(parent)) {
                QCoreApplication::sendEvent(area->viewport(), event);
                break;
            }
        return true;
    }
};

void guard(QWidget *box)
{
    if (box->focusPolicy() == Qt::WheelFocus)
        box->setFocusPolicy(Qt::StrongFocus);
    box->removeEventFilter(WheelFilter::instance()); // installed once
    box->installEventFilter(WheelFilter::instance());
}

} // namespace

void guardWheel(QWidget *root)
{
    for (QComboBox *box : root->findChildren<QComboBox *>())
        guard(box);
    for (QAbstractSpinBox *box : root->findChildren<QAbstractSpinBox *>())
        guard(box);
}

} // namespace gda::ui
