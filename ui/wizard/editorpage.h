// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWizardPage>

#include <vector>

class QScrollArea;
class QVBoxLayout;

namespace gda::ui {

class CollapsibleSection;
class ScenarioEditor;

// A wizard page that shows editor widgets in a scroll area. Next stays disabled while any of
// its editors holds an invalid entry (isComplete() + completeChanged(), no registered fields).
class EditorPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit EditorPage(QWidget *parent = nullptr);

    void addEditor(ScenarioEditor *editor);
    // An editor in a folding section, closed until opened.
    CollapsibleSection *addFoldedEditor(ScenarioEditor *editor);
    // A widget that is not an editor (a choice of the wizard itself), below the editors so far.
    void addWidget(QWidget *widget);
    // True when the page's content is taller than the page shows (a vertical scroll bar).
    bool needsScrolling() const;

    const std::vector<ScenarioEditor *> &editors() const { return m_editors; }
    template <typename T> T *editor() const
    {
        for (ScenarioEditor *e : m_editors)
            if (auto *found = qobject_cast<T *>(e))
                return found;
        return nullptr;
    }

    bool isComplete() const override;

private:
    void revealInvalidEntry();

    QScrollArea *m_scroll;
    QVBoxLayout *m_content;
    std::vector<ScenarioEditor *> m_editors;
};

} // namespace gda::ui
