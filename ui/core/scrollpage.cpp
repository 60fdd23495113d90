// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/scrollpage.h"

#include <QFrame>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QWidget>

namespace gda::ui {

QVBoxLayout *makeScrollingPage(QWidget *owner)
{
    auto *page = new QScrollArea(owner);
    page->setWidgetResizable(true);
    page->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(page);
    page->setWidget(content);
    auto *outer = new QVBoxLayout(owner);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(page);
    return new QVBoxLayout(content);
}

} // namespace gda::ui
