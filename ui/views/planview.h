// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inputs.h"
#include "engine/results.h"
#include "plan/planoptimizer.h"

#include <QElapsedTimer>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTabWidget;
class QTimer;
QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE

namespace gda::ui {

class ScenarioDocument;

// The dashboard's Plan view of a version 2 scenario (docs/methodology.md §14–§15): the hybrid
// option's plan over time — migration phases, purchase tranches, commitments, the cloud
// fallback — above its monthly cost by category, each chart with the table of its numbers; and
// Optimise, which runs the plan optimiser off the UI thread and shows its plan beside the
// user's, with what it saves and a button that applies it as one undoable edit.
class PlanView : public QWidget
{
    Q_OBJECT

public:
    explicit PlanView(ScenarioDocument *document, QWidget *parent = nullptr);
    ~PlanView() override;

    QChartView *timelineView() const { return m_timelineView; }
    QChartView *costView() const { return m_costView; }
    QTableWidget *timelineTable() const { return m_timelineTable; }
    QTableWidget *costTable() const { return m_costTable; }
    QTableWidget *comparisonTable() const { return m_comparison; }
    QPushButton *optimiseButton() const { return m_optimise; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *applyButton() const { return m_apply; }
    QDoubleSpinBox *timeLimitBox() const { return m_timeLimit; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *statusLabel() const { return m_status; }
    bool isOptimising() const { return m_running; }
    // The last optimiser result shown (nullopt: none, or the scenario changed since).
    const std::optional<plan::Result> &optimised() const { return m_result; }

    void optimise();
    void cancel();
    void applyOptimised();

signals:
    // An optimisation ended: with a result (shown), an error, or cancelled.
    void optimiseFinished();
    // The solver of a run has returned (also a cancelled run's, whose result is dropped):
    // `cancelled` says whether Cancel stopped it before its time limit.
    void solverEnded(bool cancelled);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    static QString timelineDescription();
    static QString costDescription();
    void contentChanged();
    void refreshCharts();
    void rebuild();
    void showComparison();
    void finished(int run, const std::optional<plan::Result> &result, const QString &error);
    void tick();
    void setRunning(bool running);
    void retranslate();
    QString statusText(const plan::Result &result) const;

    ScenarioDocument *m_document;
    QLabel *m_intro;
    QPushButton *m_optimise;
    QPushButton *m_cancel;
    QLabel *m_timeLimitLabel;
    QDoubleSpinBox *m_timeLimit;
    QProgressBar *m_progress;
    QLabel *m_status;
    QTableWidget *m_comparison;
    QPushButton *m_apply;
    QChartView *m_timelineView;
    QChartView *m_costView;
    QTabWidget *m_tables;
    QTableWidget *m_timelineTable;
    QTableWidget *m_costTable;
    QTimer *m_ticker;
    QElapsedTimer m_clock;
    bool m_running = false;
    bool m_outOfDate = true;
    int m_run = 0; // the run whose result is wanted; a cancelled run's is dropped
    std::shared_ptr<std::atomic<bool>> m_stop; // raised by Cancel: the running solver stops
    double m_runLimit = 0.0;                   // its time limit, seconds
    engine::Inputs m_runInputs; // the inputs of the run (the hybrid purchases cleared)
    std::optional<plan::Result> m_result;
    QString m_message; // the last run's outcome when it gave no plan (error, cancelled)
};

} // namespace gda::ui
