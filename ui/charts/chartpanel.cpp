// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartpanel.h"

#include "chartstyle.h"
#include "core/accessibility.h"
#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/scrollpage.h"
#include "uncertaintycharts.h"

#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHeaderView>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>
#include <QValueAxis>

#include <QtConcurrent/QtConcurrentRun>
#include <cmath>

namespace gda::ui::charts {

namespace {

constexpr QSize kMinimumChart(280, 180);
QString plainText(const QString &html)
{
    QTextDocument document;
    document.setHtml(html);
    return document.toPlainText().simplified();
}
} // namespace

void followPalette(QChart &chart, const QPalette &palette)
{
    if (!isDarkPalette(palette))
        return;
    const QColor text = palette.color(QPalette::Text);
    const QColor grid = palette.color(QPalette::Base).lighter(190);
    chart.setBackgroundBrush(palette.color(QPalette::Base));
    chart.setTitleBrush(text);
    chart.legend()->setLabelColor(text);
    for (QAbstractAxis *axis : chart.axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(grid.lighter(150));
    }
    for (QAbstractSeries *series : chart.series()) {
        if (auto *line = qobject_cast<QLineSeries *>(series)) {
            QPen pen = line->pen();
            pen.setColor(lineColorOn(palette, pen.color()));
            line->setPen(pen);
        } else if (auto *area = qobject_cast<QAreaSeries *>(series)) {
            QPen pen = area->pen();
            pen.setColor(lineColorOn(palette, pen.color()));
            area->setPen(pen);
        } else if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets()) {
                QPen pen = set->pen();
                pen.setColor(lineColorOn(palette, pen.color()));
                set->setPen(pen);
                set->setLabelColor(text);
            }
        }
    }
}

QSize neededChartSize(QChartView *view, QSize floor)
{
    const QChart *chart = view->chart();
    if (!chart)
        return floor;
    // Qt Charts' own room around a text (ChartPresenter: a text margin of 4 on each side and a
    // label padding of 5 above and below) and the chart's margins and plot-area spacing.
    constexpr int kAroundLabel = 2 * 4 + 2 * 5 + 2;
    constexpr int kAroundPlot = 2 * 20 + 2 * 10;
    constexpr double kLegendShare = 0.4; // Qt Charts gives a side legend at most 40% of the width
    int rows = 0;
    int rowHeight = 0;
    int axisHeight = 0;  // the horizontal axes below or above the plot: labels and title
    int axisWidth = 0;   // the vertical axes' labels and titles beside the plot
    int titleLength = 0; // the longest axis title along its axis
    for (QAbstractAxis *axis : chart->axes()) {
        const QFontMetrics labels(axis->labelsFont());
        const bool titled = !axis->titleText().isEmpty() && axis->isTitleVisible();
        const QFontMetrics titleMetrics(axis->titleFont());
        const int titleLine = titled ? titleMetrics.height() + kAroundLabel : 0;
        if (titled)
            titleLength = std::max(titleLength, titleMetrics.horizontalAdvance(axis->titleText()) +
                                                    2 * kAroundLabel);
        if (axis->orientation() == Qt::Horizontal) {
            axisHeight += labels.height() + kAroundLabel + titleLine;
            continue;
        }
        QStringList texts;
        int count = 0;
        if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis)) {
            texts = bars->categories();
            count = bars->count();
        } else if (auto *categories = qobject_cast<QCategoryAxis *>(axis)) {
            texts = categories->categoriesLabels();
            count = categories->count();
        } else if (const auto *values = qobject_cast<QValueAxis *>(axis)) {
            count = values->tickCount();
        }
        // A label may be rich text in two lines ("Stroomprijs<br/>($ 0,080 tot $ 0,120)").
        int widest = 0;
        int tallest = labels.height();
        for (const QString &text : texts) {
            QTextDocument doc;
            doc.setDocumentMargin(0);
            doc.setDefaultFont(axis->labelsFont());
            doc.setHtml(text);
            widest = std::max(widest, int(std::ceil(doc.idealWidth())));
            tallest = std::max(tallest, int(std::ceil(doc.size().height())));
        }
        axisWidth += widest + kAroundLabel + titleLine;
        if (count > rows) {
            rows = count;
            rowHeight = tallest + kAroundLabel;
        }
    }
    // Qt Charts gives the vertical axes at most 40% of the width.
    constexpr double kAxisShare = 0.4;
    QTextDocument title;
    title.setDefaultFont(chart->titleFont());
    title.setHtml(chart->title());
    int plot = std::max(rows * rowHeight, titleLength);
    int width = std::max(floor.width(), int(std::ceil(axisWidth / kAxisShare)));
    int legendWidth = 0;
    int legendHeight = 0;
    const QLegend *legend = chart->legend();
    if (legend->isVisible()) {
        const QFontMetrics fm(legend->font());
        int widest = 0, entries = 0, row = 0;
        for (const QLegendMarker *marker : legend->markers()) {
            if (!marker->isVisible())
                continue;
            ++entries;
            const int entry = fm.horizontalAdvance(marker->label()) + fm.height() + kAroundLabel;
            widest = std::max(widest, entry);
            row += entry;
        }
        if (legend->alignment() & (Qt::AlignLeft | Qt::AlignRight)) {
            plot = std::max(plot, entries * (fm.height() + kAroundLabel));
            legendWidth = widest;
            width = std::max(width, int(std::ceil(widest / kLegendShare)));
            width = std::max(width, widest + int(std::ceil(axisWidth / kAxisShare)));
        } else if (entries > 0) {
            legendHeight = fm.height() + kAroundLabel;
            width = std::max(width, row + kAroundPlot);
        }
    }
    Q_UNUSED(legendWidth)
    const int height =
        int(std::ceil(title.size().height())) + plot + axisHeight + legendHeight + kAroundPlot;
    return {width, std::max(floor.height(), height)};
}

namespace {

// A chart's title with its subtitle in two lines where the view is narrower than the title on
// one line (Qt Charts would cut it with "…").
void fitTitle(QChartView *view)
{
    QChart *chart = view->chart();
    if (!chart || view->width() < 100)
        return;
    const char *const kOriginal = "gdaOneLineTitle";
    if (!chart->property(kOriginal).isValid())
        chart->setProperty(kOriginal, chart->title());
    const QString html = chart->property(kOriginal).toString();
    QTextDocument doc;
    doc.setDefaultFont(chart->titleFont());
    doc.setHtml(html);
    QString shown = html;
    const qsizetype open = html.lastIndexOf(QLatin1String("<span"));
    const qsizetype start = open < 0 ? -1 : html.indexOf(QLatin1Char('>'), open) + 1;
    const qsizetype end = start <= 0 ? -1 : html.indexOf(QLatin1String("</span>"), start);
    if (doc.idealWidth() > view->width() - 100 && end > start)
        shown = html.left(start) +
                format::twoLines(html.mid(start, end - start))
                    .replace(QLatin1Char('\n'), QLatin1String("<br/>")) +
                html.mid(end);
    if (shown != chart->title())
        chart->setTitle(shown);
}

// Refits a view's title when the view is resized. Found again by its object name: without
// Q_OBJECT, findChild<TitleFitter *>() would match any child (UBSan found it matching the view's
// scroll bar container, so no view ever got a fitter).
constexpr char kTitleFitterName[] = "gda_title_fitter";

class TitleFitter : public QObject
{
public:
    explicit TitleFitter(QObject *parent) : QObject(parent)
    {
        setObjectName(QLatin1String(kTitleFitterName));
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize)
            fitTitle(static_cast<QChartView *>(watched));
        return false;
    }
};

} // namespace

void fitTitleToView(QChartView *view)
{
    if (!view->findChild<QObject *>(QLatin1String(kTitleFitterName), Qt::FindDirectChildrenOnly))
        view->installEventFilter(new TitleFitter(view));
    fitTitle(view);
}

void describeForScreenReaders(QChartView *view, const QString &name)
{
    view->setAccessibleName(name);
    QStringList parts;
    if (QChart *chart = view->chart()) {
        if (const QString title = plainText(chart->title()); !title.isEmpty())
            parts << title;
        QStringList axes;
        for (const QAbstractAxis *axis : chart->axes())
            if (!axis->titleText().isEmpty() && axis->isTitleVisible())
                axes << plainText(axis->titleText());
        if (!axes.isEmpty())
            parts << tr("Axes: %1").arg(axes.join(QStringLiteral("; ")));
        QStringList entries;
        for (const QLegendMarker *marker : chart->legend()->markers())
            if (marker->isVisible() && !marker->label().isEmpty())
                entries << marker->label();
        if (!entries.isEmpty())
            parts << tr("Legend: %1").arg(entries.join(QStringLiteral("; ")));
    }
    view->setAccessibleDescription(parts.isEmpty() ? name : parts.join(QStringLiteral(". ")));
}

ChartPanel::ChartPanel(ChartKind kind, ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_kind(kind), m_document(document), m_view(new QChartView(this))
{
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(kMinimumChart);
    // The chart (and its table) scroll where the page is smaller than the chart needs for its
    // texts; the panel itself stays small enough for a 1000-pixel screen at 200% (desktop_tests).
    auto *layout = makeScrollingPage(this);
    layout->setContentsMargins(0, 0, 0, 0);
    if (kind == ChartKind::Tornado || kind == ChartKind::Histogram) {
        // The chart's numbers under it, as the other tabs show theirs.
        m_table = new QTableWidget(this);
        m_table->setObjectName(QStringLiteral("chartTable"));
        m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
        m_table->setTabKeyNavigation(false);
        m_table->setAlternatingRowColors(true);
        m_table->verticalHeader()->hide();
        m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        auto *splitter = new QSplitter(Qt::Vertical, layout->parentWidget());
        splitter->addWidget(m_view);
        splitter->addWidget(m_table);
        splitter->setStretchFactor(0, 3);
        splitter->setStretchFactor(1, 1);
        splitter->setChildrenCollapsible(false);
        layout->addWidget(splitter);
    } else {
        layout->addWidget(m_view);
    }
    nameForScreenReaders();

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
           !(m_simulatedInputs && *m_simulatedInputs == m_document->evaluatedScenario().inputs);
}

void ChartPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        nameForScreenReaders();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
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
    const engine::Inputs &inputs = m_document->evaluatedScenario().inputs;
    ChartData data{m_document->evaluatedScenario(), m_document->evaluation(),
                   m_document->decision(), std::nullopt, std::nullopt};
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
    followPalette(*chart, palette());
    QChart *previous = m_view->chart();
    m_view->setChart(chart.release());
    delete previous;
    describeForScreenReaders(m_view, chartKindName(m_kind));
    // As large as its texts need; the panel scrolls where the window is smaller (issue 35).
    m_view->setMinimumSize(neededChartSize(m_view, kMinimumChart));
    fitTitleToView(m_view);
    fillTable();
    emit chartRebuilt();
}

void ChartPanel::nameForScreenReaders()
{
    describeForScreenReaders(m_view, chartKindName(m_kind));
    if (m_table)
        m_table->setAccessibleName(tr("%1: the chart's numbers").arg(chartKindName(m_kind)));
}

void ChartPanel::fillTable()
{
    if (!m_table)
        return;
    const QLocale locale;
    const Currency currency = m_document->scenario().currency;
    QList<QStringList> rows;
    if (m_kind == ChartKind::Tornado) {
        m_table->setColumnCount(5);
        // The long headings in two lines: five columns share the width (issue 35).
        m_table->setHorizontalHeaderLabels(
            {tr("Input"), tr("Low value"), format::twoLines(tr("Change in savings (low)")),
             tr("High value"), format::twoLines(tr("Change in savings (high)"))});
        // Each input named with its workload and unit (issue 31), as the chart and the report.
        const Scenario &scenario = m_document->evaluatedScenario();
        for (const engine::TornadoBar &bar : m_tornado)
            rows << QStringList{barName(scenario, bar),
                                barValueText(scenario, bar, bar.lowValue, locale),
                                format::money(bar.outputLow - bar.baseOutput, currency, locale),
                                barValueText(scenario, bar, bar.highValue, locale),
                                format::money(bar.outputHigh - bar.baseOutput, currency, locale)};
    } else {
        m_table->setColumnCount(3);
        m_table->setHorizontalHeaderLabels(
            {tr("Savings from"), tr("Savings up to"), tr("Number of draws")});
        const auto *result = isPending() || !m_simulated
                                 ? nullptr
                                 : std::get_if<engine::MonteCarloResult>(&*m_simulated);
        if (result) {
            const engine::Histogram &h = result->savingsHistogram;
            for (std::size_t i = 0; i < h.counts.size(); ++i)
                rows << QStringList{format::money(h.edges[i], currency, locale),
                                    format::money(h.edges[i + 1], currency, locale),
                                    locale.toString(h.counts[i])};
        }
    }
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        for (int c = 0; c < rows[r].size(); ++c) {
            auto *item = new QTableWidgetItem(rows[r][c]);
            if (c > 0 || m_kind == ChartKind::Histogram)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
}

void ChartPanel::startSimulation()
{
    if (m_simulation.isRunning())
        return; // simulationFinished() starts again for the newest inputs
    m_runningInputs = m_document->evaluatedScenario().inputs;
    engine::MonteCarloSpec spec = uncertaintySpecFor(m_document->evaluatedScenario());
    spec.against =
        comparedOption(m_document->scenario(), m_document->evaluation(), m_document->decision());
    m_runningSpec = spec;
    m_simulation.setFuture(QtConcurrent::run(
        [inputs = m_runningInputs, spec] { return engine::simulate(inputs, spec); }));
}

void ChartPanel::simulationFinished()
{
    m_simulatedInputs = m_runningInputs;
    m_simulated = m_simulation.result();
    // The report of these inputs with these settings shares this run (issue 38).
    if (const auto *result = std::get_if<engine::MonteCarloResult>(&*m_simulated))
        m_document->setLastSimulation(std::make_shared<const engine::SimulationRun>(
            engine::SimulationRun{m_runningInputs, m_runningSpec, *result}));
    // Draws the result, or simulates again when the inputs changed meanwhile.
    contentChanged();
}

} // namespace gda::ui::charts
