// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gda::ui {

// A save refused because someone else saved the scenario in between (a conflict): the inputs in
// which the two versions differ side by side — labels, units and values formatted in the UI
// language, as Compare shows them — and three ways on, none of which overwrites or loses a
// saved revision: keep mine as a new revision (theirs stays in the history), take theirs (my
// unsaved changes are dropped), or save mine as a copy (a new scenario). Cancel saves nothing
// and keeps editing.
class ConflictDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Choice { Cancel, KeepMine, TakeTheirs, SaveCopy };

    // `mine` as edited from revision `openedRevision`; `theirs` as stored now, revision
    // `theirRevision`.
    ConflictDialog(const Scenario &mine, int openedRevision, const Scenario &theirs,
                   int theirRevision, QWidget *parent = nullptr);

    Choice choice() const { return m_choice; }
    QPushButton *button(Choice choice) const;
    QTableWidget *table() const { return m_table; }
    // The fields shown, in the table's row order ("name", "inputs.workload.gpus", …).
    QStringList differingFields() const { return m_fields; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();
    void choose(Choice choice);

    Scenario m_mine;
    Scenario m_theirs;
    int m_openedRevision;
    int m_theirRevision;
    Choice m_choice = Choice::Cancel;
    QStringList m_fields;
    QLabel *m_intro;
    QTableWidget *m_table;
    QPushButton *m_keepMine;
    QPushButton *m_takeTheirs;
    QPushButton *m_saveCopy;
    QPushButton *m_cancel;
};

} // namespace gda::ui
