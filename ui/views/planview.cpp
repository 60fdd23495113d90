// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "planview.h"

#include "charts/chartpanel.h"
#include "charts/plancharts.h"
#include "core/format.h"
#include "core/optiontable.h"
#include "core/scenariodocument.h"
#include "core/scrollpage.h"
#include "engine/costmodel.h"

#include <QChartView>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace gda::ui {

using engine::Option;
using engine::OptionResult;

namespace {

// What a run hands back to the UI thread.
struct Outcome
{
    std::optional<plan::Result> result;
    QString error;
};

QTableWidget *makeTable(QWidget *parent, const QString &name)
{
    auto *table = new QTableWidget(parent);
    table->setObjectName(name);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return table;
}

QTableWidgetItem *rightItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

// The inputs an optimiser result belongs to: everything but the plan it chooses.
engine::Inputs withoutPlan(engine::Inputs in)
{
    in.hybrid.purchases.reset();
    return in;
}

// "8 GPUs in month 1, 72 in month 13"; "none" for an empty plan.
QString purchasesText(const std::vector<engine::Purchase> &purchases, const QLocale &locale)
{
    if (purchases.empty())
        return PlanView::tr("no purchase (all in the cloud)");
    QStringList parts;
    for (const engine::Purchase &p : purchases)
        parts
            << PlanView::tr("%n GPU(s) in month %1", nullptr, p.gpus).arg(locale.toString(p.month));
    return parts.join(QStringLiteral(", "));
}

// The optimiser's new reserved commitments: "; reserved 16 GPUs for 3 years from month 13".
QString commitmentsText(const std::vector<engine::Commitment> &commitments, const QLocale &locale)
{
    QString text;
    for (const engine::Commitment &c : commitments)
        text += QStringLiteral("; ") +
                PlanView::tr("reserved %n GPU(s) on a %1-year term from month %2", nullptr, c.gpus)
                    .arg(locale.toString(c.termYears), locale.toString(c.startMonth));
    return text;
}

// The scenario's own commitments the optimised plan releases (docs/methodology.md §14.1).
QString releasesText(const std::vector<std::pair<std::size_t, int>> &releases,
                     const QLocale &locale)
{
    QString text;
    for (const auto &[index, month] : releases)
        text += QStringLiteral("; ") +
                PlanView::tr("commitment %1 released from month %2")
                    .arg(locale.toString(qlonglong(index) + 1), locale.toString(month));
    return text;
}

int fleetOf(const std::vector<engine::Purchase> &purchases)
{
    int gpus = 0;
    for (const engine::Purchase &p : purchases)
        gpus += p.gpus;
    return gpus;
}

} // namespace

PlanView::PlanView(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_intro(new QLabel(this)),
      m_optimise(new QPushButton(this)), m_cancel(new QPushButton(this)),
      m_timeLimitLabel(new QLabel(this)), m_timeLimit(new QDoubleSpinBox(this)),
      m_progress(new QProgressBar(this)), m_status(new QLabel(this)),
      m_comparison(makeTable(this, QStringLiteral("planComparison"))),
      m_apply(new QPushButton(this)), m_timelineView(new QChartView(this)),
      m_costView(new QChartView(this)), m_tables(new QTabWidget(this)),
      m_timelineTable(makeTable(this, QStringLiteral("planTimelineTable"))),
      m_costTable(makeTable(this, QStringLiteral("planCostTable"))), m_ticker(new QTimer(this))
{
    m_optimise->setObjectName(QStringLiteral("planOptimise"));
    m_cancel->setObjectName(QStringLiteral("planCancel"));
    m_apply->setObjectName(QStringLiteral("planApply"));
    m_timeLimit->setObjectName(QStringLiteral("planTimeLimit"));
    m_progress->setObjectName(QStringLiteral("planProgress"));
    m_status->setObjectName(QStringLiteral("planStatus"));
    m_timelineView->setObjectName(QStringLiteral("planTimeline"));
    m_costView->setObjectName(QStringLiteral("planCost"));
    m_intro->setWordWrap(true);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_timeLimitLabel->setBuddy(m_timeLimit);
    m_timeLimit->setRange(0.1, 600.0);
    m_timeLimit->setDecimals(1);
    m_timeLimit->setValue(10.0);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(true);
    m_progress->hide();
    m_cancel->setEnabled(false);
    m_apply->setEnabled(false);
    m_comparison->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_comparison->setWordWrap(false); // a long plan ends in "…"; its whole text is the tooltip
    m_comparison->hide();
    m_apply->hide();
    m_ticker->setInterval(100);
    for (QChartView *view : {m_timelineView, m_costView}) {
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumHeight(100); // the window fits a 1000-pixel screen at 200% (desktop_tests)
    }

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_optimise);
    controls->addWidget(m_cancel);
    controls->addSpacing(12);
    controls->addWidget(m_timeLimitLabel);
    controls->addWidget(m_timeLimit);
    controls->addSpacing(12);
    controls->addWidget(m_progress, 1);
    controls->addStretch();
    // The button under the table, not beside it: beside, the two were wider than the page at
    // 1280 pixels in Dutch (issue 35).
    auto *result = new QVBoxLayout;
    result->addWidget(m_comparison);
    result->addWidget(m_apply, 0, Qt::AlignLeft);

    // The charts one above the other at the page's whole width, their numbers below them, and
    // the page scrolls where the window is lower than they need: beside a column of tables the
    // timeline's rows and legend were all "…" at the size the app opens with (issue 35).
    auto *charts = new QSplitter(Qt::Vertical, this);
    charts->addWidget(m_timelineView);
    charts->addWidget(m_costView);
    m_tables->addTab(m_timelineTable, QString());
    m_tables->addTab(m_costTable, QString());
    m_tables->setMinimumHeight(200);
    charts->addWidget(m_tables);
    charts->setChildrenCollapsible(false);
    charts->setStretchFactor(0, 14);
    charts->setStretchFactor(1, 11);
    charts->setStretchFactor(2, 6);

    auto *layout = makeScrollingPage(this);
    // The tab's own frame is the margin beside: the timeline needs the width at 1280 pixels.
    layout->setContentsMargins(2, layout->contentsMargins().top(), 2,
                               layout->contentsMargins().bottom());
    layout->addWidget(m_intro);
    layout->addLayout(controls);
    layout->addWidget(m_status);
    layout->addLayout(result);
    layout->addWidget(charts, 1);

    connect(m_optimise, &QPushButton::clicked, this, &PlanView::optimise);
    connect(m_cancel, &QPushButton::clicked, this, &PlanView::cancel);
    connect(m_apply, &QPushButton::clicked, this, &PlanView::applyOptimised);
    connect(m_ticker, &QTimer::timeout, this, &PlanView::tick);
    connect(document, &ScenarioDocument::changed, this, &PlanView::contentChanged);
    retranslate();
}

// A run still going holds copies of its inputs only: it finishes in the thread pool and its
// result is dropped.
PlanView::~PlanView()
{
    if (m_stop)
        *m_stop = true; // a run still going stops instead of running on to its time limit
}

QString PlanView::timelineDescription()
{
    return tr("Horizontal bars over the months of the horizon: the migration phases, each "
              "purchase tranche from its order through its lead time to going live, each "
              "reserved commitment and the cloud kept as a fallback. The numbers are in the "
              "Timeline table.");
}

QString PlanView::costDescription()
{
    return tr("Stacked bars of the plan's cost in each month by cost category. The numbers are "
              "in the Monthly cost table.");
}

void PlanView::contentChanged()
{
    // A result belongs to the inputs it was found for; applying it changes only the plan (the
    // purchases, and the commitments and transfer method the optimiser chose).
    const engine::Inputs now = withoutPlan(m_document->evaluatedScenario().inputs);
    if (m_result && now != m_runInputs &&
        now != withoutPlan(plan::applyPlan(m_runInputs, *m_result))) {
        m_result.reset();
        m_message.clear();
        m_status->clear();
    }
    showComparison();
    refreshCharts();
}

void PlanView::refreshCharts()
{
    m_outOfDate = !isVisible();
    if (!m_outOfDate)
        rebuild();
}

void PlanView::showEvent(QShowEvent *event)
{
    if (m_outOfDate) {
        m_outOfDate = false;
        rebuild();
    }
    QWidget::showEvent(event);
}

void PlanView::rebuild()
{
    const Scenario &scenario = m_document->evaluatedScenario();
    const bool v2 = scenario.inputs.modelVersion >= 2 && !scenario.inputs.workloads.empty();
    m_optimise->setEnabled(v2 && !m_running);
    if (!v2) {
        m_timelineTable->setRowCount(0);
        m_costTable->setRowCount(0);
        return;
    }
    // The plan's own evaluation, with the monthly categories of its cost stack.
    const engine::Evaluation e = engine::evaluateOptions(scenario.inputs, {true, false});
    const OptionResult *option = charts::planOption(e);
    if (!option) {
        m_timelineTable->setRowCount(0);
        m_costTable->setRowCount(0);
        return;
    }
    const QLocale locale;
    auto timeline = charts::planTimelineChart(scenario, *option, locale);
    // On screen the legend's six kinds of bar in a column beside the rows, not a row of names
    // cut to "…" (issue 35); the report's page is wide enough for the row.
    timeline->legend()->setAlignment(Qt::AlignRight);
    charts::followPalette(*timeline, palette());
    m_timelineView->setChart(timeline.release()); // the view owns it and deletes the old one
    charts::describeForScreenReaders(m_timelineView, tr("The plan over time"));
    auto cost = charts::planCostChart(scenario, *option, locale);
    charts::followPalette(*cost, palette());
    m_costView->setChart(cost.release());
    charts::describeForScreenReaders(m_costView, tr("The plan's cost per month"));
    // Each chart as large as its texts need (issue 35).
    for (QChartView *view : {m_timelineView, m_costView}) {
        view->setMinimumSize(charts::neededChartSize(view, QSize(280, 100)));
        charts::fitTitleToView(view);
    }

    // The timeline's numbers: every row with its months (first and last, counted from 1).
    const std::vector<charts::PlanItem> items = charts::planItems(scenario, *option);
    m_timelineTable->clear();
    m_timelineTable->setColumnCount(6);
    m_timelineTable->setHorizontalHeaderLabels({tr("Item"), tr("Kind"), tr("Ordered in month"),
                                                tr("First month"), tr("Last month"), tr("GPUs")});
    m_timelineTable->setRowCount(int(items.size()));
    for (int i = 0; i < int(items.size()); ++i) {
        const charts::PlanItem &item = items[std::size_t(i)];
        m_timelineTable->setItem(i, 0, new QTableWidgetItem(item.name));
        m_timelineTable->setItem(i, 1, new QTableWidgetItem(charts::planItemKindName(item.kind)));
        m_timelineTable->setItem(i, 2, rightItem(locale.toString(item.orderedMonth())));
        m_timelineTable->setItem(i, 3, rightItem(locale.toString(item.firstMonth())));
        m_timelineTable->setItem(i, 4, rightItem(locale.toString(item.lastMonth())));
        m_timelineTable->setItem(i, 5,
                                 rightItem(item.gpus > 0 ? locale.toString(item.gpus) : QString()));
        m_timelineTable->item(i, 0)->setData(Qt::UserRole, item.key);
    }

    const std::vector<charts::PlanCostLayer> layers = charts::planCostLayers(*option);
    QStringList headers{tr("Month")};
    for (const charts::PlanCostLayer &l : layers)
        headers << l.name;
    headers << tr("Total");
    m_costTable->clear();
    m_costTable->setColumnCount(int(headers.size()));
    m_costTable->setHorizontalHeaderLabels(headers);
    const int months = int(option->monthly.size());
    m_costTable->setRowCount(months);
    for (int m = 0; m < months; ++m) {
        m_costTable->setItem(m, 0, new QTableWidgetItem(locale.toString(m + 1)));
        for (std::size_t c = 0; c < layers.size(); ++c)
            m_costTable->setItem(m, int(c) + 1,
                                 rightItem(format::money(layers[c].values[std::size_t(m)],
                                                         scenario.currency, locale)));
        m_costTable->setItem(
            m, int(layers.size()) + 1,
            rightItem(format::money(option->monthly[std::size_t(m)], scenario.currency, locale)));
    }
}

void PlanView::optimise()
{
    if (m_running)
        return;
    const engine::Inputs inputs = m_document->evaluatedScenario().inputs;
    if (inputs.modelVersion < 2)
        return;
    m_runInputs = withoutPlan(inputs);
    m_result.reset();
    m_message.clear();
    const int run = ++m_run;
    m_runLimit = m_timeLimit->value();
    plan::Request request;
    request.timeLimitSeconds = m_runLimit;
    // Cancel raises the flag; CBC polls it (from its threads too) and stops at its next event.
    m_stop = std::make_shared<std::atomic<bool>>(false);
    request.cancelled = [stop = m_stop] { return stop->load(); };
    auto *watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, run] {
        const Outcome outcome = watcher->result();
        watcher->deleteLater();
        emit solverEnded(outcome.result && outcome.result->cancelled);
        finished(run, outcome.result, outcome.error);
    });
    // The solver runs in the thread pool on a copy of the inputs; nothing of the view is
    // touched there.
    watcher->setFuture(QtConcurrent::run([inputs, request] {
        Outcome outcome;
        try {
            outcome.result = plan::optimise(inputs, request);
        } catch (const plan::Unsupported &error) {
            outcome.error = QString::fromStdString(error.what());
        } catch (const std::exception &error) {
            outcome.error = QString::fromStdString(error.what());
        }
        return outcome;
    }));
    m_clock.start();
    setRunning(true);
    tick();
    showComparison();
}

void PlanView::cancel()
{
    if (!m_running)
        return;
    // The solver is told to stop (it returns at CBC's next event, its best plan so far); the
    // view does not wait for it: it is free again at once and the run's result is never shown.
    if (m_stop)
        *m_stop = true;
    ++m_run;
    setRunning(false);
    m_message = tr("Optimisation cancelled; the plan is unchanged.");
    m_status->setText(m_message);
    emit optimiseFinished();
}

void PlanView::finished(int run, const std::optional<plan::Result> &result, const QString &error)
{
    if (run != m_run || !m_running)
        return; // cancelled, or a newer run is going
    setRunning(false);
    if (!error.isEmpty()) {
        m_message = tr("The optimiser cannot plan this scenario: %1").arg(error);
    } else if (result && (result->status == plan::Status::Optimal ||
                          result->status == plan::Status::Feasible)) {
        m_result = result;
    } else if (result && result->status == plan::Status::Infeasible) {
        QStringList limits;
        for (const std::string &l : result->bindingLimits)
            limits << QString::fromStdString(l);
        m_message = tr("No plan meets the limits; binding: %1. Widen that limit and optimise "
                       "again.")
                        .arg(limits.join(QStringLiteral(", ")));
    } else {
        m_message = tr("No plan within the limits was found within %1 s; give the optimiser "
                       "more time.")
                        .arg(QLocale().toString(m_runLimit, 'f', 1));
    }
    showComparison();
    emit optimiseFinished();
}

void PlanView::tick()
{
    if (!m_running)
        return;
    const double seconds = m_clock.elapsed() / 1000.0;
    m_progress->setValue(int(std::min(1.0, seconds / std::max(0.1, m_runLimit)) * 1000.0));
    const QLocale locale;
    m_progress->setFormat(
        tr("Optimising: %1 s of at most %2 s")
            .arg(locale.toString(seconds, 'f', 1), locale.toString(m_runLimit, 'f', 1)));
}

void PlanView::setRunning(bool running)
{
    m_running = running;
    m_optimise->setEnabled(!running && m_document->evaluatedScenario().inputs.modelVersion >= 2);
    m_cancel->setEnabled(running);
    m_timeLimit->setEnabled(!running);
    m_progress->setVisible(running);
    if (running) {
        m_ticker->start();
        m_status->setText(tr("Optimising the purchase plan with COIN-OR CBC…"));
    } else {
        m_ticker->stop();
    }
}

QString PlanView::statusText(const plan::Result &result) const
{
    const QLocale locale;
    QString text;
    if (result.status == plan::Status::Optimal)
        text = tr("Optimal plan found in %1 s.").arg(locale.toString(result.seconds, 'f', 1));
    else if (result.provedOptimal && !result.modelExact) {
        // The solver's programme approximates this scenario (docs/methodology.md §15.4): its
        // proof does not carry over to the engine's NPV. Name what it approximates.
        QStringList what;
        for (const std::string &key : result.approximations) {
            if (key == "migration_phases")
                what << tr("the migration phases");
            else if (key == "parallel_run")
                what << tr("the parallel run");
            else if (key == "commitments_beside_fleet")
                what << tr("commitments beside the fleet");
        }
        text = what.isEmpty()
                   ? tr("Best plan in %1 s; not proved optimal (the model is approximated).")
                         .arg(locale.toString(result.seconds, 'f', 1))
                   : tr("Best plan in %1 s; not proved optimal (approximated: %2).")
                         .arg(locale.toString(result.seconds, 'f', 1),
                              what.join(QStringLiteral(", ")));
    } else
        text = tr("Best plan found within the time limit of %1 s; not proved optimal.")
                   .arg(locale.toString(m_runLimit, 'f', 1));
    if (result.gap)
        text += QLatin1Char(' ') +
                tr("Gap to the solver's bound: %1.").arg(format::percent(*result.gap, locale, 2));
    return text;
}

void PlanView::showComparison()
{
    const bool shown = m_result.has_value();
    m_comparison->setVisible(shown);
    m_apply->setVisible(shown);
    if (!shown) {
        m_apply->setEnabled(false);
        if (!m_running)
            m_status->setText(m_message);
        return;
    }
    const Scenario &scenario = m_document->evaluatedScenario();
    const QLocale locale;
    const engine::Evaluation &e = m_document->evaluation();
    const OptionResult *own = e.find(Option::Hybrid);
    const std::vector<engine::Purchase> ownPurchases =
        own ? own->purchases : std::vector<engine::Purchase>{};
    const double ownNpv = own ? own->npv : 0.0;
    const plan::Result &r = *m_result;
    const double saves = ownNpv - r.npv;
    m_comparison->clear();
    m_comparison->setColumnCount(5);
    m_comparison->setHorizontalHeaderLabels(
        {tr("Plan"), tr("Purchases"), tr("Fleet GPUs"), tr("Net present value"), tr("Saves")});
    m_comparison->setRowCount(2);
    const auto row = [&](int at, const QString &name, const std::vector<engine::Purchase> &p,
                         double npv, const QString &saving) {
        m_comparison->setItem(at, 0, new QTableWidgetItem(name));
        // The column is as wide as the window leaves it: a long plan is cut short with "…",
        // and its whole text is the tooltip.
        auto *purchases = new QTableWidgetItem(
            purchasesText(p, locale) +
            (at == 1 ? commitmentsText(r.commitments, locale) + releasesText(r.releases, locale)
                     : QString()));
        purchases->setToolTip(purchases->text());
        m_comparison->setItem(at, 1, purchases);
        m_comparison->setItem(at, 2, rightItem(locale.toString(fleetOf(p))));
        m_comparison->setItem(at, 3, rightItem(format::money(npv, scenario.currency, locale)));
        m_comparison->setItem(at, 4, rightItem(saving));
    };
    row(0, tr("Your plan"), ownPurchases, ownNpv, QString());
    m_comparison->resizeRowsToContents();
    row(1, tr("Optimised plan"), r.purchases, r.npv,
        saves >= 0.0 ? format::money(saves, scenario.currency, locale)
                     : tr("costs %1 more").arg(format::money(-saves, scenario.currency, locale)));
    // Every column whole (the Dutch "Bespaart" was off the edge); the purchases take the rest.
    QHeaderView *header = m_comparison->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(1, QHeaderView::Stretch);
    // The table as high as its two rows (the stretched purchases column never needs a scroll
    // bar): the charts keep the room.
    m_comparison->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_comparison->setFixedHeight(m_comparison->horizontalHeader()->sizeHint().height() +
                                 m_comparison->rowHeight(0) + m_comparison->rowHeight(1) +
                                 2 * m_comparison->frameWidth() + 2);
    // The optimised plan may also add reserved commitments and choose the transfer method.
    const bool same = scenario.inputs == plan::applyPlan(m_runInputs, r);
    m_apply->setEnabled(!same && !m_running);
    QString status = statusText(r);
    if (same)
        status += QLatin1Char(' ') + tr("Your plan is the optimised plan.");
    else if (saves > 0.0)
        status += QLatin1Char(' ') + tr("The optimised plan saves %1 in net present value (%2).")
                                         .arg(format::money(saves, scenario.currency, locale),
                                              format::percent(saves / std::abs(ownNpv), locale, 1));
    m_status->setText(status);
}

void PlanView::applyOptimised()
{
    if (!m_result || m_running)
        return;
    // Purchases, the new commitments and the transfer method, as `optimize --out` writes them.
    const plan::Result result = *m_result;
    m_document->edit(tr("Apply the optimised plan"),
                     [result](Scenario &s) { s.inputs = plan::applyPlan(s.inputs, result); });
}

void PlanView::retranslate()
{
    m_intro->setText(tr("The hybrid option's plan: when the migration phases run, when each "
                        "purchase tranche is ordered and goes live, the reserved commitments and "
                        "the cloud kept as a fallback, above what the plan costs each month. "
                        "Optimise finds the purchase plan with the lowest net present value "
                        "within the scenario's plan limits."));
    m_optimise->setText(tr("&Optimise"));
    m_optimise->setToolTip(tr("Find the purchase plan with the lowest net present value "
                              "(COIN-OR CBC), without changing the scenario"));
    m_cancel->setText(tr("Cancel"));
    m_apply->setText(tr("&Apply the optimised plan"));
    m_timeLimitLabel->setText(tr("&Time limit:"));
    m_timeLimit->setSuffix(tr(" s"));
    m_timeLimit->setAccessibleName(tr("Time limit of the optimiser in seconds"));
    m_progress->setAccessibleName(tr("Optimisation progress"));
    m_status->setAccessibleName(tr("Optimisation status"));
    m_comparison->setAccessibleName(tr("Your plan and the optimised plan"));
    m_timelineTable->setAccessibleName(tr("The plan's timeline as a table"));
    m_costTable->setAccessibleName(tr("The plan's cost per month as a table"));
    m_tables->setTabText(0, tr("Timeline"));
    m_tables->setTabText(1, tr("Monthly cost"));
    m_timelineView->setAccessibleName(tr("The plan over time"));
    m_timelineView->setAccessibleDescription(timelineDescription());
    m_costView->setAccessibleName(tr("The plan's cost per month"));
    m_costView->setAccessibleDescription(costDescription());
    if (m_result)
        showComparison();
    refreshCharts();
}

void PlanView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        refreshCharts();
    QWidget::changeEvent(event);
}

} // namespace gda::ui
