// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "placementview.h"

#include "catalog/catalog.h"
#include "charts/chartpanel.h"
#include "charts/placementcharts.h"
#include "core/format.h"
#include "core/optiontable.h"
#include "core/scenariodocument.h"
#include "core/scrollpage.h"

#include <QChartView>
#include <QComboBox>
#include <QDate>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gda::ui {

using engine::Option;
using engine::OptionResult;

namespace {

QTableWidget *makeTable(QWidget *parent, const QString &name)
{
    auto *table = new QTableWidget(parent);
    table->setObjectName(name);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return table;
}

QTableWidgetItem *numberItem(double value, const QLocale &locale)
{
    auto *item = new QTableWidgetItem(format::number(value, locale, value < 100.0 ? 1 : 0));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QWidget *chartOverTable(QChartView *view, QTableWidget *table, QWidget *parent)
{
    auto *splitter = new QSplitter(Qt::Vertical, parent);
    splitter->addWidget(view);
    splitter->addWidget(table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({3000, 1000}); // the chart first; the table scrolls
    return splitter;
}

} // namespace

PlacementView::PlacementView(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_optionLabel(new QLabel(this)),
      m_workloadLabel(new QLabel(this)), m_monthLabel(new QLabel(this)),
      m_option(new QComboBox(this)), m_workload(new QComboBox(this)), m_month(new QSpinBox(this)),
      m_placementView(new QChartView(this)), m_weekView(new QChartView(this)),
      m_placementTable(makeTable(this, QStringLiteral("placementTable"))),
      m_weekTable(makeTable(this, QStringLiteral("weekTable"))), m_offerDates(new QLabel(this))
{
    m_option->setObjectName(QStringLiteral("placementOption"));
    m_workload->setObjectName(QStringLiteral("placementWorkload"));
    m_month->setObjectName(QStringLiteral("placementMonth"));
    m_placementView->setObjectName(QStringLiteral("placementChart"));
    m_weekView->setObjectName(QStringLiteral("weekChart"));
    m_optionLabel->setBuddy(m_option);
    m_workloadLabel->setBuddy(m_workload);
    m_monthLabel->setBuddy(m_month);
    for (QChartView *view : {m_placementView, m_weekView}) {
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumHeight(160);
    }
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_optionLabel);
    controls->addWidget(m_option);
    controls->addSpacing(12);
    controls->addWidget(m_workloadLabel);
    controls->addWidget(m_workload, 1);
    controls->addSpacing(12);
    controls->addWidget(m_monthLabel);
    controls->addWidget(m_month);
    // One chart above the other, each at the page's width, and the page scrolls where the
    // window is lower: side by side the week's legend and title were cut with "…" (issue 35).
    auto *charts = new QSplitter(Qt::Vertical, this);
    charts->addWidget(chartOverTable(m_placementView, m_placementTable, charts));
    charts->addWidget(chartOverTable(m_weekView, m_weekTable, charts));
    charts->setChildrenCollapsible(false);
    m_offerDates->setObjectName(QStringLiteral("offerDates"));
    m_offerDates->setWordWrap(true);
    m_offerDates->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_offerDates->hide(); // shown by rebuild() for the multi-cloud option
    auto *layout = makeScrollingPage(this);
    layout->addLayout(controls);
    layout->addWidget(m_offerDates);
    layout->addWidget(charts, 1);

    const auto changedChoice = [this] {
        if (!m_filling)
            refreshCharts();
    };
    connect(m_option, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling)
            return;
        // A new option: its week starts in the first month its fleet runs.
        const engine::Evaluation &e = m_document->evaluation();
        if (const OptionResult *r = e.find(Option(m_option->currentData().toInt()))) {
            m_filling = true;
            m_month->setValue(charts::firstFleetMonth(*r));
            m_filling = false;
        }
        refreshCharts();
    });
    connect(m_workload, &QComboBox::currentIndexChanged, this, changedChoice);
    connect(m_month, &QSpinBox::valueChanged, this, changedChoice);
    connect(document, &ScenarioDocument::changed, this, &PlacementView::contentChanged);
    retranslate();
}

void PlacementView::contentChanged()
{
    fillChoices();
    refreshCharts();
}

// The charts' descriptions for screen readers; their numbers are in the tables beside them.
QString PlacementView::placementDescription()
{
    return tr("Stacked bars of the GPU-hours of each month: on-premise, reserved, on-demand and "
              "spot, or per provider for multi-cloud. The numbers are in the table below.");
}

QString PlacementView::weekDescription()
{
    return tr("Bars of the GPUs busy at each hour of the week, on the fleet and in the cloud, "
              "with the fleet's capacity as a line. The numbers are in the table below.");
}

void PlacementView::refreshCharts()
{
    // Building 168 + 12 × years bars takes milliseconds: a hidden view waits until it is shown.
    m_outOfDate = !isVisible();
    if (!m_outOfDate)
        rebuild();
}

void PlacementView::showEvent(QShowEvent *event)
{
    if (m_outOfDate) {
        m_outOfDate = false;
        rebuild();
    }
    QWidget::showEvent(event);
}

QString PlacementView::offerDates(const Scenario &scenario, const engine::OptionResult &result,
                                  std::optional<std::size_t> workload, const QLocale &locale)
{
    // Each offer's age where it is used (issue 37): the offers of every provider that takes
    // work in the multi-cloud option, with the date of their price and its age today.
    const QDate today = QDate::currentDate();
    // An offer that no workload shown may use (region, interconnect, SLA, age: §17) takes no
    // work and is not named; the workloads carry those ids (ineligibleOffers).
    const auto &all = scenario.inputs.workloads;
    const auto usable = [&](const std::string &id) {
        for (std::size_t w = 0; w < all.size(); ++w) {
            if (workload && w != *workload)
                continue;
            const auto &no = all[w].cloud.ineligibleOffers;
            if (std::find(no.begin(), no.end(), id) == no.end())
                return true;
        }
        return false;
    };
    QStringList offers;
    for (const charts::PlacementLayer &layer : charts::placementLayers(result, workload)) {
        if (!layer.key.startsWith(QLatin1String("provider:")) ||
            layer.key == QLatin1String("provider:own"))
            continue;
        double hours = 0.0;
        for (double v : layer.values)
            hours += v;
        if (hours <= 0.0)
            continue;
        const std::string provider = layer.key.mid(9).toStdString();
        for (const engine::OfferTerms &offer : scenario.inputs.multicloud.market) {
            if (offer.provider != provider || !usable(offer.id))
                continue;
            const QString name =
                QString::fromStdString(offer.label.empty() ? offer.id : offer.label);
            const QDate date = QDate::fromString(QString::fromStdString(offer.asOf), Qt::ISODate);
            if (!date.isValid()) {
                offers << tr("%1 (no price date)").arg(name);
                continue;
            }
            const QString age = catalog::ageText(date, today);
            offers << (age.isEmpty()
                           ? tr("%1 (prices of %2)")
                                 .arg(name, locale.toString(date, QLocale::ShortFormat))
                           : tr("%1 (prices of %2, %3)")
                                 .arg(name, locale.toString(date, QLocale::ShortFormat), age));
        }
    }
    if (offers.isEmpty())
        return {};
    return tr("The providers' offers that take work: %1.").arg(offers.join(QStringLiteral("; ")));
}

void PlacementView::fillChoices()
{
    m_filling = true;
    const engine::Evaluation &e = m_document->evaluation();
    const int option =
        m_option->currentData().isValid() ? m_option->currentData().toInt() : int(Option::Hybrid);
    m_option->clear();
    for (const OptionResult &r : e.options)
        m_option->addItem(optionLabel(r.option), int(r.option));
    const int at = m_option->findData(option);
    m_option->setCurrentIndex(at >= 0 ? at : 0);

    const int workload = m_workload->currentIndex();
    m_workload->clear();
    m_workload->addItem(tr("All workloads"));
    for (const engine::WorkloadInput &w : m_document->evaluatedScenario().inputs.workloads)
        m_workload->addItem(QString::fromStdString(w.name));
    m_workload->setCurrentIndex(workload >= 0 && workload < m_workload->count() ? workload : 0);

    m_month->setRange(1, std::max(1, e.months));
    if (!m_monthSet && e.modelVersion >= 2) {
        // First shown: the week of the first month the chosen option's fleet runs.
        if (const OptionResult *r = e.find(Option(m_option->currentData().toInt())))
            m_month->setValue(charts::firstFleetMonth(*r));
        m_monthSet = true;
    }
    m_filling = false;
}

void PlacementView::rebuild()
{
    const engine::Evaluation &e = m_document->evaluation();
    const Scenario &scenario = m_document->evaluatedScenario();
    const OptionResult *result = m_option->currentData().isValid()
                                     ? e.find(Option(m_option->currentData().toInt()))
                                     : nullptr;
    if (e.modelVersion < 2 || !result || result->workloads.empty()) {
        m_offerDates->clear();
        m_offerDates->hide();
        m_placementTable->setRowCount(0);
        m_weekTable->setRowCount(0);
        return;
    }
    const QLocale locale;
    const std::optional<std::size_t> workload =
        m_workload->currentIndex() > 0 ? std::optional(std::size_t(m_workload->currentIndex() - 1))
                                       : std::nullopt;

    m_offerDates->setText(offerDates(scenario, *result, workload, locale));
    m_offerDates->setVisible(!m_offerDates->text().isEmpty());

    auto placement = charts::placementChart(scenario, *result, locale, workload);
    charts::followPalette(*placement, palette());
    m_placementView->setChart(placement.release()); // the view owns it and deletes the old one
    charts::describeForScreenReaders(m_placementView, tr("Where the work runs, month by month"));

    const charts::WeekLoad load = charts::weekLoad(scenario, *result, m_month->value());
    auto week = charts::weekChart(scenario, *result, load, locale);
    charts::followPalette(*week, palette());
    m_weekView->setChart(week.release());
    charts::describeForScreenReaders(m_weekView, tr("A week of GPUs busy against the fleet"));
    if (m_weekView->accessibleDescription().isEmpty())
        m_weekView->setAccessibleDescription(weekDescription());
    if (m_placementView->accessibleDescription().isEmpty())
        m_placementView->setAccessibleDescription(placementDescription());
    // Each chart as large as its texts need (issue 35).
    for (QChartView *view : {m_placementView, m_weekView}) {
        view->setMinimumSize(charts::neededChartSize(view, QSize(280, 160)));
        charts::fitTitleToView(view);
    }

    // The numbers of each chart as a table (their text alternatives).
    const std::vector<charts::PlacementLayer> layers = charts::placementLayers(*result, workload);
    QStringList headers{tr("Month")};
    for (const charts::PlacementLayer &l : layers)
        headers << l.name;
    headers << tr("Total");
    m_placementTable->clear();
    m_placementTable->setColumnCount(int(headers.size()));
    m_placementTable->setHorizontalHeaderLabels(headers);
    m_placementTable->setRowCount(e.months);
    for (int m = 0; m < e.months; ++m) {
        m_placementTable->setItem(m, 0, new QTableWidgetItem(locale.toString(m + 1)));
        double total = 0.0;
        for (std::size_t c = 0; c < layers.size(); ++c) {
            const double v = layers[c].values[std::size_t(m)];
            total += v;
            m_placementTable->setItem(m, int(c) + 1, numberItem(v, locale));
        }
        m_placementTable->setItem(m, int(layers.size()) + 1, numberItem(total, locale));
    }
    m_weekTable->clear();
    m_weekTable->setColumnCount(4);
    m_weekTable->setHorizontalHeaderLabels(
        {tr("Hour"), tr("On the fleet"), tr("In the cloud"), tr("Fleet capacity")});
    m_weekTable->setRowCount(charts::kHoursPerWeek);
    for (int h = 0; h < charts::kHoursPerWeek; ++h) {
        const QString hour = QStringLiteral("%1 %2:00")
                                 .arg(locale.dayName(h / 24 + 1, QLocale::ShortFormat))
                                 .arg(h % 24, 2, 10, QLatin1Char('0'));
        m_weekTable->setItem(h, 0, new QTableWidgetItem(hour));
        m_weekTable->setItem(h, 1, numberItem(load.onFleet[std::size_t(h)], locale));
        m_weekTable->setItem(h, 2, numberItem(load.inCloud[std::size_t(h)], locale));
        m_weekTable->setItem(h, 3, numberItem(load.capacity, locale));
    }
}

void PlacementView::retranslate()
{
    m_optionLabel->setText(tr("&Option:"));
    m_workloadLabel->setText(tr("&Workload:"));
    // The box picks the month whose typical week is shown (issue 31: "Week of month" read as a
    // week number).
    m_monthLabel->setText(tr("&Month:"));
    m_option->setAccessibleName(tr("Option"));
    m_workload->setAccessibleName(tr("Workload"));
    m_month->setAccessibleName(tr("Month of the week shown"));
    m_placementTable->setAccessibleName(tr("GPU-hours per month by where they run"));
    m_weekTable->setAccessibleName(tr("GPUs busy at each hour of the week"));
    // Until a version 2 scenario draws them (rebuild() describes the drawn chart).
    m_placementView->setAccessibleName(tr("Where the work runs, month by month"));
    m_placementView->setAccessibleDescription(placementDescription());
    m_weekView->setAccessibleName(tr("A week of GPUs busy against the fleet"));
    m_weekView->setAccessibleDescription(weekDescription());
    contentChanged();
}

void PlacementView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        refreshCharts();
    QWidget::changeEvent(event);
}

} // namespace gda::ui
