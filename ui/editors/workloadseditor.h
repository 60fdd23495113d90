// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editors/scenarioeditor.h"

#include <functional>
#include <utility>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QPushButton;
class QToolButton;

namespace gda::ui {

// When the work runs and whether it can wait (cost model version 2, cost-model-v2.md §1), and
// "Add a workload" with ready-made kinds whose defaults follow the seeds.
//
// A version 1 scenario (one averaged workload) stays version 1 until an answer here needs
// version 2: a start hour, work that cannot wait, work that may be interrupted, or a second
// workload. That edit converts the scenario (toVersion2) in the same undoable step; undo takes it
// back to version 1. In a version 2 scenario the editor lists the workloads and edits the one
// selected: name, kind, GPUs, hours a day, days a week, start hour, shiftable, interruptible with
// its share on spot, and its data.
class WorkloadsEditor : public ScenarioEditor
{
    Q_OBJECT

public:
    // The share of an interruptible workload's cloud hours planned on spot when the wizard makes
    // it interruptible (docs/methodology.md, the defaults table: half, because GPU spot capacity
    // is not guaranteed).
    static constexpr double kSpotShareWhenInterruptible = 0.5;

    explicit WorkloadsEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    // Hours a day and days a week of the version 1 workload as the utilization page shows them,
    // used when the scenario becomes version 2 (u alone would lose "14 hours on 6 days").
    using Schedule = std::function<std::pair<double, int>()>;
    void setScheduleSource(Schedule schedule) { m_schedule = std::move(schedule); }

    // A new workload of `kind` with the seeds' defaults, named after its kind and `number`.
    static engine::WorkloadInput workloadOfKind(engine::WorkloadKind kind, int number);
    // Why a kind's defaults are what they are, citing the seed they follow.
    static QString kindDefaultsSource(engine::WorkloadKind kind);
    static QString kindLabel(engine::WorkloadKind kind);
    // One line for the list: "Inference: 8 GPUs, 12 h a day on 7 days from 08:00, must run at
    // once".
    static QString summary(const engine::WorkloadInput &workload);
    // `scenario` as version 2 (unchanged when it already is): its one workload with the hours and
    // days of `schedule` when they give its utilization, otherwise in the utilization form; the
    // fleets sized automatically unless the version 1 scenario fixed them.
    static void makeVersion2(Scenario &scenario, std::pair<double, int> schedule);

    // Adds a workload of `kind` (the "Add a workload" menu) and selects it.
    void addWorkload(engine::WorkloadKind kind);
    void removeCurrentWorkload();
    int currentWorkload() const { return m_current; }
    void setCurrentWorkload(int index);

    QListWidget *list() const { return m_list; }
    // The caption "Workloads", the list and its Add and Remove buttons, in one widget that a page
    // may place elsewhere (the wizard puts it beside the cost curve); the editor keeps driving it.
    QWidget *listPanel() const { return m_listPanel; }
    QToolButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *kindBox() const { return m_kind; }
    NumberField *gpusField() const { return m_gpus; }
    NumberField *hoursField() const { return m_hours; }
    NumberField *daysField() const { return m_days; }
    NumberField *startHourField() const { return m_start; }
    NumberField *firstMonthField() const { return m_firstMonth; }
    QCheckBox *endsBox() const { return m_ends; }
    NumberField *lastMonthField() const { return m_lastMonth; }
    QComboBox *placementBox() const { return m_placement; }
    QLabel *placementNote() const { return m_placementNote; }
    QCheckBox *shiftableBox() const { return m_shiftable; }
    QCheckBox *interruptibleBox() const { return m_interruptible; }
    NumberField *spotShareField() const { return m_spot; }
    NumberField *dataField() const { return m_data; }
    QLabel *sourceLabel() const { return m_source; }

signals:
    // The selected workload changed (the predictability page follows it).
    void currentWorkloadChanged(int index);

protected:
    void retranslateUi() override;
    void refresh() override;
    bool extraValid() const override;

private:
    // One undoable edit of the selected workload; a version 1 scenario becomes version 2 first.
    void editWorkload(const QString &description,
                      const std::function<void(engine::WorkloadInput &)> &change, int field);
    std::pair<double, int> schedule() const;
    bool isVersion2() const;

    Schedule m_schedule;
    int m_current = 0;
    QWidget *m_listPanel = nullptr;
    QLabel *m_caption;
    QListWidget *m_list;
    QToolButton *m_add;
    QPushButton *m_remove;
    QLineEdit *m_name;
    QComboBox *m_kind;
    NumberField *m_gpus;
    NumberField *m_hours;
    NumberField *m_days;
    NumberField *m_start;
    NumberField *m_firstMonth; // inputs.workloads[].start_month
    QCheckBox *m_ends;         // a project: it ends before the horizon
    NumberField *m_lastMonth;  // inputs.workloads[].end_month
    QWidget *m_endsRow = nullptr;
    QComboBox *m_placement;  // where it may run
    QLabel *m_placementNote; // what that means, in one line
    QCheckBox *m_shiftable;
    QCheckBox *m_interruptible;
    NumberField *m_spot;
    NumberField *m_data;
    QLabel *m_source;
    QFormLayout *m_form;
    std::vector<std::pair<QLabel *, QWidget *>> m_rows; // the label of each field row
    std::vector<const char *> m_paths; // the registry row of each (inputs.workloads[].…)
};

} // namespace gda::ui
