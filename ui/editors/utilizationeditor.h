// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editors/scenarioeditor.h"

class QHBoxLayout;
class QVBoxLayout;

namespace gda::ui {

class MiniCostCurve;

// How many GPUs and how busy they are: hours per day and days per week, or the percentage
// directly (u = hours / 24 × days / 7), with a live chart of total cost against utilization.
// Advanced: the usable share of an owned GPU, the fleet sizes to buy, the factor's weight.
class UtilizationEditor : public ScenarioEditor
{
    Q_OBJECT

public:
    explicit UtilizationEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    NumberField *hoursPerDayField() const { return m_hours; }
    NumberField *daysPerWeekField() const { return m_days; }
    MiniCostCurve *chart() const { return m_chart; }

    static double utilizationFor(double hoursPerDay, double daysPerWeek);

    // A panel shown under the entries, beside the cost curve: the wizard's list of workloads,
    // which takes the entries' place once there are several workloads, so the page keeps its
    // layout (issue 40).
    void setSidePanel(QWidget *panel);

protected:
    void retranslateUi() override;
    void refresh() override;
    bool extraValid() const override;

private:
    void scheduleEdited();

    NumberField *m_hours;
    NumberField *m_days;
    QLabel *m_hoursLabel;
    QLabel *m_daysLabel;
    QLabel *m_chartCaption;
    QVBoxLayout *m_leftColumn = nullptr;
    QHBoxLayout *m_row = nullptr;
    MiniCostCurve *m_chart;
    QLabel *m_reason;
};

} // namespace gda::ui
