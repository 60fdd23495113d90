// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "collapsiblesection.h"

#include <QToolButton>
#include <QVBoxLayout>

namespace gda::ui {

CollapsibleSection::CollapsibleSection(QWidget *content, QWidget *parent)
    : QWidget(parent), m_header(new QToolButton(this)), m_content(content)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_header->setCheckable(true);
    m_header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_header->setArrowType(Qt::RightArrow);
    m_header->setAutoRaise(true);
    m_header->setFocusPolicy(Qt::StrongFocus);
    m_header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont font = m_header->font();
    font.setBold(true);
    m_header->setFont(font);
    layout->addWidget(m_header);
    content->setParent(this);
    const int indent = fontMetrics().height();
    layout->addWidget(content);
    content->setContentsMargins(indent, 0, 0, indent / 2);
    content->setVisible(false);
    connect(m_header, &QToolButton::toggled, this, &CollapsibleSection::setExpanded);
}

void CollapsibleSection::setTitle(const QString &title)
{
    m_title = title;
    updateHeader();
}

void CollapsibleSection::setNote(const QString &note)
{
    m_note = note;
    updateHeader();
}

void CollapsibleSection::updateHeader()
{
    m_header->setText(m_note.isEmpty() ? m_title : m_title + QStringLiteral(" — ") + m_note);
}

bool CollapsibleSection::isExpanded() const
{
    return m_header->isChecked();
}

void CollapsibleSection::setExpanded(bool expanded)
{
    if (m_header->isChecked() != expanded)
        m_header->setChecked(expanded); // comes back through toggled()
    m_header->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    const bool changed = m_content->isHidden() == expanded;
    m_content->setVisible(expanded);
    if (changed)
        emit expandedChanged(expanded);
}

} // namespace gda::ui
