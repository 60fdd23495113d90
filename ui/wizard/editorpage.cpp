// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorpage.h"

#include "editors/collapsiblesection.h"
#include "editors/scenarioeditor.h"
#include "editors/taborder.h"

#include <QApplication>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace gda::ui {

EditorPage::EditorPage(QWidget *parent)
    : QWizardPage(parent), m_scroll(new QScrollArea(this)), m_content(new QVBoxLayout)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    QScrollArea *scroll = m_scroll;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFocusPolicy(Qt::NoFocus);
    auto *inner = new QWidget(scroll);
    inner->setLayout(m_content);
    m_content->addStretch(1);
    scroll->setWidget(inner);
    layout->addWidget(scroll);
}

void EditorPage::addEditor(ScenarioEditor *editor)
{
    m_content->insertWidget(m_content->count() - 1, editor);
    m_editors.push_back(editor);
    connect(editor, &ScenarioEditor::validityChanged, this, [this, editor] {
        if (!editor->isValid())
            revealInvalidEntry();
        ScenarioEditor::shareValidity(m_editors);
        emit completeChanged();
    });
    orderTabsByLayout(this);
}

CollapsibleSection *EditorPage::addFoldedEditor(ScenarioEditor *editor)
{
    auto *section = new CollapsibleSection(editor, this);
    m_content->insertWidget(m_content->count() - 1, section);
    m_editors.push_back(editor);
    connect(editor, &ScenarioEditor::validityChanged, this, [this, section, editor] {
        if (!editor->isValid()) {
            section->setExpanded(true); // an invalid entry must stay in sight
            revealInvalidEntry();
        }
        ScenarioEditor::shareValidity(m_editors);
        emit completeChanged();
    });
    orderTabsByLayout(this);
    return section;
}

void EditorPage::addWidget(QWidget *widget)
{
    m_content->insertWidget(m_content->count() - 1, widget);
    orderTabsByLayout(this);
}

bool EditorPage::needsScrolling() const
{
    const QScrollBar *bar = m_scroll->verticalScrollBar();
    return bar->isVisible() && bar->maximum() > 0;
}

void EditorPage::revealInvalidEntry()
{
    // The reason appears under the entry being typed in: scroll it into view once laid out.
    QTimer::singleShot(0, this, [this] {
        QWidget *focus = QApplication::focusWidget();
        if (focus && isAncestorOf(focus))
            m_scroll->ensureWidgetVisible(focus->parentWidget() ? focus->parentWidget() : focus);
    });
}

bool EditorPage::isComplete() const
{
    for (const ScenarioEditor *editor : m_editors)
        if (!editor->isValid())
            return false;
    return true;
}

} // namespace gda::ui
