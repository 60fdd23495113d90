// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartpanel.h"

#include "chartstyle.h"
#include "core/scenariodocument.h"
#include "uncertaintycharts.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace gda::ui::charts {

ChartPanel::ChartPanel(ChartKind kind, ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_kind(kind), m_document(document), m_view(new QChartView(this))
{
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(320, 240);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);

    connect(&m_simulation, &QFutureWatcher<engine::MonteCarloOutcome>::finished, this,
            &ChartPanel::simulationFinished);
    connect(m_document, &ScenarioDocument::changed, this, &ChartPanel::contentChanged);
}

QChart *ChartPanel::chart()
{
    if (m_outOfDate)
        rebuild();
    return m_view->chart();
}

bool ChartPanel::isPending() const
{
    return m_kind == ChartKind::Histogram &&
           !(m_simulatedInputs && *m_simulatedInputs == m_document->scenario().inputs);
}

void ChartPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        contentChanged();
    QWidget::changeEvent(event);
}

void ChartPanel::showEvent(QShowEvent *event)
{
    if (m_outOfDate)
        rebuild();
    QWidget::showEvent(event);
}

void ChartPanel::contentChanged()
{
    m_outOfDate = true;
    if (isVisible())
        rebuild();
}

void ChartPanel::rebuild()
{
    m_outOfDate = false;
    const engine::Inputs &inputs = m_document->scenario().inputs;
    ChartData data{m_document->scenario(), m_document->evaluation(), m_document->decision(),
                   std::nullopt, std::nullopt};
    if (m_kind == ChartKind::Tornado) {
        // The advised option against the cloud; the advice follows from the inputs alone.
        const engine::Option against =
            comparedOption(data.scenario, data.evaluation, data.decision);
        if (!m_tornadoInputs || *m_tornadoInputs != inputs || m_tornadoAgainst != against) {
            m_tornado = engine::tornado(inputs, against);
            m_tornadoInputs = inputs;
            m_tornadoAgainst = against;
        }
        setChart(tornadoChart(data.scenario, m_tornado, QLocale(), against));
        return;
    } else if (m_kind == ChartKind::Histogram) {
        if (isPending()) {
            startSimulation();
            if (m_view->chart()->series().isEmpty()) {
                auto waiting = makeChart(QLocale());
                setTitles(*waiting, chartKindName(m_kind), tr("Simulating…"));
                setChart(std::move(waiting));
            }
            return;
        }
        if (const auto *result = std::get_if<engine::MonteCarloResult>(&*m_simulated)) {
            setChart(histogramChart(data.scenario, *result, QLocale()));
            return;
        }
        // An invalid spec: buildChart says so without simulating.
    }
    setChart(buildChart(m_kind, data, QLocale()));
}

void ChartPanel::setChart(std::unique_ptr<QChart> chart)
{
    // setChart() releases the previous chart to us; the view's scene owns the current one.
    QChart *previous = m_view->chart();
    m_view->setChart(chart.release());
    delete previous;
    emit chartRebuilt();
}

void ChartPanel::startSimulation()
{
    if (m_simulation.isRunning())
        return; // simulationFinished() starts again for the newest inputs
    m_runningInputs = m_document->scenario().inputs;
    engine::MonteCarloSpec spec = uncertaintySpecFor(m_document->scenario());
    spec.against =
        comparedOption(m_document->scenario(), m_document->evaluation(), m_document->decision());
    m_simulation.setFuture(QtConcurrent::run(
        [inputs = m_runningInputs, spec] { return engine::simulate(inputs, spec); }));
}

void ChartPanel::simulationFinished()
{
    m_simulatedInputs = m_runningInputs;
    m_simulated = m_simulation.result();
    // Draws the result, or simulates again when the inputs changed meanwhile.
    contentChanged();
}

} // namespace gda::ui::charts
