// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts.h"

#include <QFutureWatcher>
#include <QWidget>

#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QPalette;
class QTableWidget;
QT_END_NAMESPACE

namespace gda::ui {
class ScenarioDocument;
}

namespace gda::ui::charts {

// Names a chart view for screen readers: `name` as its accessible name, the chart's title, axis
// titles and legend entries as its accessible description. Call after every setChart().
void describeForScreenReaders(QChartView *view, const QString &name);

// The size a chart view needs so that Qt Charts truncates none of its texts (issue 35): a row
// of a vertical category axis needs a line of text and Qt Charts' padding around it, a legend
// on the left or right gets at most 40% of the chart's width, one at the bottom shares one row.
// Never less than `floor`. Call after every setChart() and give the view at least this size
// (in a scroll area where the page is smaller).
QSize neededChartSize(QChartView *view, QSize floor);

// Keeps a chart's title whole in its view: where the view is narrower than the title, the
// subtitle goes on two lines (again at every resize). Call after every setChart().
void fitTitleToView(QChartView *view);

// A chart on screen in a dark theme: the palette's base colour as background, its text colour
// for titles, labels and legend, grid and near-black marker lines lightened, option lines
// lightened to keep their contrast. Nothing changes with a light palette (exports stay as built).
void followPalette(QChart &chart, const QPalette &palette);

// One chart of the open scenario in a view, rebuilt when the document or the language changes.
// Laying a chart out in a view costs several milliseconds, so a hidden panel (another tab) only
// notes that it is out of date and rebuilds when it is shown or when chart() is asked for.
// The Monte Carlo of the histogram runs in the background: the panel keeps the result for the
// inputs it was computed for, shows the previous chart while a new one is computed, and reports
// every new chart with chartRebuilt().
class ChartPanel : public QWidget
{
    Q_OBJECT

public:
    ChartPanel(ChartKind kind, ScenarioDocument *document, QWidget *parent = nullptr);

    ChartKind kind() const { return m_kind; }
    // The chart of the current content (rebuilt first when the panel is out of date).
    QChart *chart();
    QChartView *view() const { return m_view; }
    // The chart's numbers as a table (its text alternative), under the sensitivity and the
    // uncertainty chart; the other kinds show theirs beside the panel (dashboard).
    QTableWidget *table() const { return m_table; }
    // True while the histogram waits for a Monte Carlo of the current inputs.
    bool isPending() const;
    // True when the content changed since the chart was built (a hidden panel).
    bool isOutOfDate() const { return m_outOfDate; }

signals:
    void chartRebuilt();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void contentChanged();
    void rebuild();
    void setChart(std::unique_ptr<QChart> chart);
    void startSimulation();
    void simulationFinished();
    void fillTable();
    void nameForScreenReaders();

    ChartKind m_kind;
    ScenarioDocument *m_document;
    QChartView *m_view;
    QTableWidget *m_table = nullptr;
    bool m_outOfDate = true;

    // Results computed for some inputs, reused while the inputs stay the same.
    std::optional<engine::Inputs> m_tornadoInputs;
    std::vector<engine::TornadoBar> m_tornado;
    engine::Option m_tornadoAgainst = engine::Option::OnPrem;
    std::optional<engine::Inputs> m_simulatedInputs;
    std::optional<engine::MonteCarloOutcome> m_simulated;
    engine::Inputs m_runningInputs;
    engine::MonteCarloSpec m_runningSpec;
    QFutureWatcher<engine::MonteCarloOutcome> m_simulation;
};

} // namespace gda::ui::charts
