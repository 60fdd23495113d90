// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;

namespace gda::ui {

class ScenarioDocument;

// The workloads of a version 2 scenario, one row each: name, kind, GPUs at the same time, when
// it runs, whether it can wait (shiftable) or be interrupted (spot), where it may run, its active
// months and its cloud terms. Read-only in the main window: the decision wizard adds and changes
// workloads; every field stays in the scenario as the file gave it.
class WorkloadsTable : public QWidget
{
    Q_OBJECT

public:
    explicit WorkloadsTable(ScenarioDocument *document, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();

    ScenarioDocument *m_document;
    QLabel *m_explanation;
    QTableWidget *m_table;
};

} // namespace gda::ui
