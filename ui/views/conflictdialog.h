// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/merge.h"
#include "scenario/scenario.h"
#include "store/scenariolibrary.h"

#include <QDialog>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace gda::ui {

// The two versions of a scenario a conflict dialog shows.
struct ConflictSides
{
    Scenario mine; // as edited from openedRevision
    int openedRevision = 0;
    Scenario theirs; // as stored now
    int theirRevision = 0;
    // Who saved theirs, when, and the note (History's entry of theirRevision; empty fields
    // when the library does not know).
    store::RevisionRecord theirRecord;
    // The revision mine started from, when the library still has it: with it the dialog shows
    // which side changed each field and offers "Merge both" (a three-way merge, merge.h).
    std::optional<Scenario> base;
};

// A save refused because someone else saved the scenario in between (a conflict), or a newer
// revision that arrived while the open scenario has unsaved changes: who saved what ("Anna saved
// at 14:02: 'raised power price'"), the inputs in which the two versions differ side by side —
// labels, units and values formatted in the UI language, as Compare shows them — and the ways on,
// none of which overwrites or loses a saved revision: merge both (fields only one side changed
// come from that side; for a field both changed the user picks per field), keep mine as a new
// revision (theirs stays in the history), take theirs (my unsaved changes are dropped), or save
// mine as a copy (a new scenario). Cancel saves nothing and keeps editing. A note for the
// revision that is stored can be written in the dialog.
class ConflictDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Choice { Cancel, KeepMine, TakeTheirs, SaveCopy, Merge };

    explicit ConflictDialog(const ConflictSides &sides, QWidget *parent = nullptr);
    // Without a base, author or note (two versions only).
    ConflictDialog(const Scenario &mine, int openedRevision, const Scenario &theirs,
                   int theirRevision, QWidget *parent = nullptr);

    Choice choice() const { return m_choice; }
    QPushButton *button(Choice choice) const;
    QTableWidget *table() const { return m_table; }
    QLabel *intro() const { return m_intro; }
    QLabel *mergeSummary() const { return m_summary; }
    QLineEdit *noteField() const { return m_note; }
    // The fields shown, in the table's row order ("name", "inputs.workload.gpus", …).
    QStringList differingFields() const { return m_fields; }
    // The three-way comparison (empty without a base).
    const merge::ThreeWay &threeWay() const { return m_threeWay; }
    // For a field both sides changed: whether the merge takes mine (default) or theirs.
    void setTakeMine(const QString &path, bool mine);
    // The merged scenario as the choices stand; nullopt (and why, in the summary) when there is
    // no base or the combination is not a valid scenario.
    std::optional<Scenario> merged() const;
    // The note the user wrote for the revision stored (empty: none).
    QString note() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();
    void updateSummary();
    void choose(Choice choice);
    QString fieldLabel(const QString &path) const;

    ConflictSides m_sides;
    merge::ThreeWay m_threeWay;
    QSet<QString> m_takeMine;
    Choice m_choice = Choice::Cancel;
    QStringList m_fields;
    QLabel *m_intro;
    QTableWidget *m_table;
    QLabel *m_summary;
    QLabel *m_noteLabel;
    QLineEdit *m_note;
    QPushButton *m_merge;
    QPushButton *m_keepMine;
    QPushButton *m_takeTheirs;
    QPushButton *m_saveCopy;
    QPushButton *m_cancel;
};

} // namespace gda::ui
