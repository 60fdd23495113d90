// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/decision.h"
#include "engine/results.h"
#include "scenario/comparison.h"
#include "scenario/scenario.h"

#include <QDialog>

class QTableWidget;

QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE

namespace gda::ui {

// Two to four scenarios side by side: the key outputs, the inputs that differ (highlighted),
// and the cumulative-cost curves overlaid.
class CompareDialog : public QDialog
{
    Q_OBJECT

public:
    CompareDialog(const QList<Scenario> &scenarios, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QChartView *chartView() const { return m_chart; }
    // Rows of the table that show differing inputs (highlighted).
    QList<int> differenceRows() const { return m_differenceRows; }
    const QList<InputDifference> &differences() const { return m_differences; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();

    QList<Scenario> m_scenarios;
    QList<engine::Evaluation> m_evaluations;
    QList<std::optional<engine::Decision>> m_decisions;
    QList<InputDifference> m_differences;
    QList<int> m_differenceRows;
    QTableWidget *m_table;
    QChartView *m_chart;
};

} // namespace gda::ui
