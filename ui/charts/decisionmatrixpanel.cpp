// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "decisionmatrixpanel.h"

#include "chartpanel.h"
#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/scrollpage.h"
#include "core/texts.h"
#include "decisionmatrixmodel.h"
#include "matrixchart.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSlider>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace gda::ui::charts {

using engine::Factor;

namespace {

constexpr int kWeightColumns = 3; // factors side by side in a row of weights
std::size_t indexOf(Factor factor)
{
    return static_cast<std::size_t>(factor);
}
} // namespace

DecisionMatrixPanel::DecisionMatrixPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_model(new DecisionMatrixModel(this)),
      m_headline(new QLabel(this)), m_table(new QTableView(this)), m_weights(new QGroupBox(this)),
      m_view(new QChartView(this))
{
    QFont headlineFont = m_headline->font();
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.3);
    headlineFont.setBold(true);
    m_headline->setFont(headlineFont);
    m_headline->setWordWrap(true);

    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false); // Tab leaves the table
    QHeaderView *header = m_table->horizontalHeader();
    for (int c = 0; c < DecisionMatrixModel::ColumnCount; ++c)
        header->setSectionResizeMode(c, c == DecisionMatrixModel::ReasonColumn
                                            ? QHeaderView::Stretch
                                            : QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Five rows: as tall as they need, the chart takes the rest.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);

    auto *grid = new QGridLayout(m_weights);
    for (Factor factor : engine::kAllFactors) {
        const std::size_t i = indexOf(factor);
        const int row = static_cast<int>(i);
        m_weightNames[i] = new QLabel(m_weights);
        auto *slider = new QSlider(Qt::Horizontal, m_weights);
        slider->setRange(0, 100);
        slider->setSingleStep(1);
        slider->setPageStep(5);
        slider->setTickPosition(QSlider::TicksBelow);
        slider->setTickInterval(10);
        slider->setMinimumWidth(100);
        m_sliders[i] = slider;
        m_weightNames[i]->setBuddy(slider);
        m_weightValues[i] = new QLabel(m_weights);
        m_weightValues[i]->setMinimumWidth(
            m_weightValues[i]->fontMetrics().horizontalAdvance(QStringLiteral("100 %")) + 4);
        m_weightValues[i]->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        // The name above its slider, three factors to a row above the chart: beside it, the
        // weights left the chart too narrow for the Dutch factor names (issue 35).
        const int top = 2 * (row / kWeightColumns);
        const int left = 3 * (row % kWeightColumns);
        grid->addWidget(m_weightNames[i], top, left, 1, 2);
        grid->addWidget(slider, top + 1, left);
        grid->addWidget(m_weightValues[i], top + 1, left + 1);
        grid->setColumnMinimumWidth(left + 2, 12);
        connect(slider, &QSlider::valueChanged, this,
                [this, factor](int value) { changeWeight(factor, value); });
    }

    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(280, 180);

    m_weights->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    auto *lower = new QVBoxLayout;
    lower->addWidget(m_weights, 0, Qt::AlignLeft);
    lower->addWidget(m_view, 1);
    // The page scrolls where the window is lower than the table and the chart need (issue 35).
    auto *layout = makeScrollingPage(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_table);
    layout->addLayout(lower, 1);

    connect(m_document, &ScenarioDocument::changed, this, &DecisionMatrixPanel::contentChanged);
    retranslate();
}

QChart *DecisionMatrixPanel::chart()
{
    ensureCurrent();
    return m_view->chart();
}

QAbstractItemModel *DecisionMatrixPanel::model()
{
    ensureCurrent();
    return m_model;
}

QTableView *DecisionMatrixPanel::table()
{
    ensureCurrent();
    return m_table;
}

QSlider *DecisionMatrixPanel::weightSlider(Factor factor)
{
    ensureCurrent();
    return m_sliders[indexOf(factor)];
}

QString DecisionMatrixPanel::headline()
{
    ensureCurrent();
    return m_headline->text();
}

void DecisionMatrixPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DecisionMatrixPanel::showEvent(QShowEvent *event)
{
    ensureCurrent();
    QWidget::showEvent(event);
}

void DecisionMatrixPanel::contentChanged()
{
    m_outOfDate = true;
    if (isVisible())
        refresh();
}

void DecisionMatrixPanel::ensureCurrent()
{
    if (m_outOfDate)
        refresh();
}

void DecisionMatrixPanel::retranslate()
{
    m_weights->setTitle(tr("Weights"));
    for (Factor factor : engine::kAllFactors) {
        const std::size_t i = indexOf(factor);
        m_weightNames[i]->setText(texts::factorName(factor));
        m_sliders[i]->setAccessibleName(tr("Weight of %1").arg(texts::factorName(factor)));
    }
    m_model->retranslate(QLocale());
    describeForScreenReaders(m_view, chartKindName(ChartKind::Matrix));
    m_table->setAccessibleName(tr("Decision matrix: scores and reasons"));
    contentChanged();
}

void DecisionMatrixPanel::refresh()
{
    m_outOfDate = false;
    const QLocale locale;
    const Scenario &scenario = m_document->scenario();
    const std::optional<engine::Decision> &decision = m_document->decision();

    const std::array<double, engine::kFactorCount> weights =
        engine::weightArray(scenario.inputs.factors.weights);
    for (Factor factor : engine::kAllFactors) {
        const std::size_t i = indexOf(factor);
        const QSignalBlocker blocker(m_sliders[i]);
        m_sliders[i]->setValue(static_cast<int>(std::lround(weights[i] * 100.0)));
        m_weightValues[i]->setText(format::percent(weights[i], locale));
    }

    m_model->setDecision(decision, scenario.currency, locale);
    QString headline;
    if (decision) {
        // The matrix's own lean, named as such: the recommendation is the advice, which the
        // dashboard's headline gives (issue 31, "Recommendation" means the advice everywhere).
        headline = tr("The decision matrix leans to %1, overall score %2 of 100")
                       .arg(texts::recommendationInText(decision->recommendation),
                            format::number(decision->overall, locale));
    } else {
        headline = tr("No recommendation: every weight is zero. Give at least one factor a "
                      "weight.");
    }
    // While the content is invalid (all weights zero, say) the document keeps the results of
    // the last valid content: say so.
    if (const auto &problem = m_document->problem())
        headline += u'\n' + tr("Not updated: %1").arg(problem->message);
    m_headline->setText(headline);

    std::unique_ptr<QChart> chart =
        decision ? decisionMatrixChart(scenario, *decision, locale) : noDecisionChart(locale);
    followPalette(*chart, palette());
    QChart *previous = m_view->chart();
    m_view->setChart(chart.release());
    delete previous;
    describeForScreenReaders(m_view, chartKindName(ChartKind::Matrix));
    // As large as its labels need; the page scrolls where the window is smaller (issue 35).
    m_view->setMinimumSize(neededChartSize(m_view, QSize(280, 180)));
    fitTitleToView(m_view);
}

void DecisionMatrixPanel::changeWeight(Factor factor, int percent)
{
    const double weight = percent / 100.0;
    m_document->edit(
        tr("Change weight"),
        [factor, weight](Scenario &scenario) {
            engine::setWeight(scenario.inputs.factors.weights, factor, weight);
        },
        kWeightMergeId + static_cast<int>(indexOf(factor)));
}

} // namespace gda::ui::charts
