// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "providersview.h"

#include "catalog/catalogupdate.h"
#include "catalog/pricing.h"
#include "catalog/scenariomarket.h"
#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/texts.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gda::ui {

namespace {
enum Column { Provider, Instance, Region, Term, Price, Tco, PerHour, Checked, Notes, ColumnCount };
const QString kDefaultModel = QStringLiteral("h100-sxm");

// The date a price was checked, with its age; flagged when stale by the rule of its kind (an
// imported price list after the setting catalog_update/stale_days, else six months).
QString dateCell(const QDate &date, const catalog::CloudOffer *offer, const QDate &today,
                 const QLocale &locale)
{
    if (!date.isValid())
        return {};
    const QString shown = locale.toString(date, QLocale::ShortFormat);
    if (catalog::isFutureDated(date, today))
        return ProvidersView::tr("%1 (in the future: check the date)").arg(shown);
    const QString age = catalog::ageText(date, today);
    if (offer && catalog::isImportedPriceList(offer->provenance.source)) {
        if (catalog::isStaleOffer(*offer, today, catalog::configuredStaleDays(QSettings())))
            return ProvidersView::tr("%1 (%2: update the price catalog)").arg(shown, age);
        return ProvidersView::tr("%1 (%2)").arg(shown, age);
    }
    if (catalog::isStale(date, today))
        return ProvidersView::tr("%1 (over six months old)").arg(shown);
    return ProvidersView::tr("%1 (%2)").arg(shown, age);
}
} // namespace

ProvidersView::ProvidersView(ScenarioDocument *document, const catalog::Catalog *catalog,
                             QWidget *parent)
    : QWidget(parent), m_document(document), m_catalog(catalog), m_intro(new QLabel(this)),
      m_modelLabel(new QLabel(this)), m_model(new QComboBox(this)),
      m_table(new QTableWidget(0, ColumnCount, this)), m_use(new QPushButton(this)),
      m_exclusions(new QLabel(this))
{
    m_intro->setWordWrap(true);
    m_exclusions->setWordWrap(true);
    m_exclusions->setObjectName(QStringLiteral("excludedOffers"));
    m_exclusions->hide();
    fillModels();
    m_modelLabel->setBuddy(m_model);

    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false); // Tab leaves the table
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    // One line per offer: a long cell ends in "…" and its tooltip has the whole text; wrapped,
    // the rows' height cut the second line off (issue 35).
    m_table->setWordWrap(false);
    // Columns are fitted once per refresh (refresh()): ResizeToContents would measure every
    // column again for each of the ~300 items set, which made an edit take 220 ms.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto *top = new QHBoxLayout;
    top->addWidget(m_modelLabel);
    top->addWidget(m_model, 1);
    top->addWidget(m_use);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(top);
    layout->addWidget(m_exclusions);
    layout->addWidget(m_table, 1);

    connect(m_model, &QComboBox::currentIndexChanged, this, &ProvidersView::refresh);
    connect(m_use, &QPushButton::clicked, this, [this] { useRow(m_table->currentRow()); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_use->setEnabled(m_table->currentRow() >= 0); });
    connect(document, &ScenarioDocument::changed, this, [this] {
        m_outOfDate = true;
        if (isVisible())
            refresh();
    });
    retranslate();
}

void ProvidersView::fillModels()
{
    const QSignalBlocker blocker(m_model);
    m_model->clear();
    for (const catalog::GpuModel &model : m_catalog->gpuModels)
        if (!m_catalog->offersFor(model.id).empty())
            m_model->addItem(model.name, model.id);
    const QString recorded = catalog::pricingProvenance(m_document->scenario())
                                 .value(QLatin1String("gpu_model"))
                                 .toString();
    const int index = m_model->findData(recorded.isEmpty() ? kDefaultModel : recorded);
    m_model->setCurrentIndex(std::max(0, index));
}

void ProvidersView::refreshWorkload()
{
    const Scenario &s = m_document->evaluatedScenario();
    const QLocale locale;
    QStringList entries;
    for (const engine::WorkloadInput &w : s.inputs.workloads) {
        const catalog::GpuModel *model = m_catalog->gpuModel(QString::fromStdString(w.gpuModel));
        entries << tr("%1 (%2)", "workload (GPU model)")
                       .arg(QString::fromStdString(w.name),
                            model ? model->name : QString::fromStdString(w.gpuModel));
    }
    if (!m_v2 || entries != m_workloadEntries) {
        const QSignalBlocker blocker(m_model);
        const int current = m_v2 ? m_model->currentIndex() : 0;
        m_model->clear();
        for (int i = 0; i < entries.size(); ++i)
            m_model->addItem(entries[i], i);
        m_model->setCurrentIndex(std::clamp(current, 0, int(entries.size()) - 1));
        m_workloadEntries = entries;
        m_v2 = true;
        retranslate();
    }
    const int workload = m_model->currentData().toInt();
    const QJsonArray ranked = catalog::rankOffersPerWorkload(s.inputs);
    QJsonArray rows;
    for (const QJsonValue &w : ranked)
        if (w[QLatin1String("workload")].toInt() == workload)
            rows = w[QLatin1String("entries")].toArray();
    m_ranking = {};
    m_workloadOffers.clear();
    const QDate today = QDate::currentDate();
    m_table->setRowCount(int(rows.size()));
    for (int row = 0; row < int(rows.size()); ++row) {
        const QJsonObject e = rows[row].toObject();
        const QString id = e[QLatin1String("offer_id")].toString();
        m_workloadOffers << id;
        const catalog::CloudOffer *offer = m_catalog->offer(id);
        const bool cheapest = e[QLatin1String("cheapest")].toBool();
        const QString provider = e[QLatin1String("provider")].toString();
        QStringList notes;
        // Not eligible for this workload in the multi-cloud option (§17): said first, the row
        // greyed.
        const auto left = std::find_if(
            s.inputs.multicloud.excluded.begin(), s.inputs.multicloud.excluded.end(),
            [&](const engine::ExcludedOffer &x) {
                return x.workload == workload && !x.named && QString::fromStdString(x.offer) == id;
            });
        const bool excluded = left != s.inputs.multicloud.excluded.end();
        if (excluded)
            notes << tr("left out of the multi-cloud option: %1")
                         .arg(texts::exclusionReason(left->reason,
                                                     s.inputs.multicloud.maxOfferAgeDays));
        if (offer) {
            if (!offer->reservedAvailable)
                notes << tradeoffText(QLatin1String(catalog::kTradeoffNoReservedTerms));
            if (offer->providerKind != catalog::ProviderKind::Hyperscaler)
                notes << tradeoffText(QLatin1String(catalog::kTradeoffCapacityNotGuaranteed));
            if (offer->providerKind == catalog::ProviderKind::Marketplace)
                notes << tradeoffText(QLatin1String(catalog::kTradeoffMarketplaceHosts));
            if (offer->provenance.estimate)
                notes << tr("estimated price");
        } else {
            notes << tr("an offer of the scenario file");
        }
        const QDate date = offer ? offer->provenance.date : QDate();
        const QString providerName = offer ? offer->provider : provider;
        const QString cells[] = {
            cheapest ? tr("★ %1 (cheapest)").arg(providerName) : providerName,
            offer ? offer->instance : id,
            offer ? texts::regionName(offer->region) : QString(),
            termName(catalog::PriceTerm::OnDemand),
            format::money(e[QLatin1String("on_demand_per_gpu_hour")].toDouble(), s.currency, locale,
                          2),
            format::money(e[QLatin1String("tco")].toDouble(), s.currency, locale),
            format::money(e[QLatin1String("cost_per_gpu_hour")].toDouble(), s.currency, locale, 2),
            dateCell(date, offer, today, locale),
            notes.join(QStringLiteral("; ")),
        };
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            if (c == Price || c == Tco || c == PerHour)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (cheapest) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            if (excluded)
                item->setForeground(m_table->palette().brush(QPalette::Disabled, QPalette::Text));
            m_table->setItem(row, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_use->setEnabled(m_table->currentRow() >= 0);
    // The workload's offers left out of the multi-cloud option, in one sentence.
    const QString line = texts::exclusionSentence(s.inputs, s.inputs.multicloud.excluded, workload);
    m_exclusions->setText(line);
    m_exclusions->setVisible(!line.isEmpty());
}

QString ProvidersView::termName(catalog::PriceTerm term) const
{
    switch (term) {
    case catalog::PriceTerm::OnDemand:
        return tr("On-demand");
    case catalog::PriceTerm::Reserved1y:
        return tr("Reserved 1 year");
    case catalog::PriceTerm::Spot:
        return tr("Spot / interruptible");
    }
    return {};
}

QString ProvidersView::tradeoffText(const QString &key) const
{
    if (key == QLatin1String(catalog::kTradeoffNoReservedTerms))
        return tr("no reserved terms");
    if (key == QLatin1String(catalog::kTradeoffCapacityNotGuaranteed))
        return tr("capacity not guaranteed");
    if (key == QLatin1String(catalog::kTradeoffMarketplaceHosts))
        return tr("marketplace of third-party hosts");
    if (key == QLatin1String(catalog::kTradeoffInterruptible))
        return tr("can be interrupted");
    return key;
}

void ProvidersView::refresh()
{
    m_outOfDate = false;
    // Version 2: the workloads' own rankings (issue 31: pricing the version 1 fields marked
    // every row "cheapest").
    const Scenario &evaluated = m_document->evaluatedScenario();
    if (evaluated.inputs.modelVersion >= 2 && !evaluated.inputs.workloads.empty()) {
        refreshWorkload();
        return;
    }
    m_exclusions->hide();
    if (m_v2) {
        m_v2 = false;
        m_workloadOffers.clear();
        m_workloadEntries.clear();
        fillModels();
        m_outOfDate = true; // the texts only: this refresh goes on below
        retranslate();
        m_outOfDate = false;
    }
    const QLocale locale;
    const Currency cur = m_document->scenario().currency;
    m_ranking = catalog::rankProviders(m_document->scenario(), *m_catalog,
                                       m_model->currentData().toString());
    const QDate today = QDate::currentDate();
    m_table->setRowCount(int(m_ranking.entries.size()));
    for (int row = 0; row < int(m_ranking.entries.size()); ++row) {
        const catalog::ProviderRankEntry &e = m_ranking.entries[std::size_t(row)];
        QStringList notes;
        for (const QString &key : e.tradeoffKeys)
            notes << tradeoffText(key);
        if (e.estimate)
            notes << tr("estimated price");
        const QString cells[] = {
            e.cheapest ? tr("★ %1 (cheapest)").arg(e.provider) : e.provider,
            e.instance,
            texts::regionName(e.region),
            termName(e.term),
            format::money(e.pricePerGpuHour, cur, locale, 2),
            format::money(e.tco, cur, locale),
            format::money(e.costPerGpuHour, cur, locale, 2),
            dateCell(e.date, m_catalog->offer(e.offerId), today, locale),
            notes.join(QStringLiteral("; ")),
        };
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]); // the full text where a narrow column elides it
            if (c == Price || c == Tco || c == PerHour)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (e.cheapest) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_table->setItem(row, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    // The descriptive columns give way so that the totals stay in view without scrolling.
    const int widest = m_table->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 12;
    for (int c : {Instance, Region, Term})
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), widest));
    m_use->setEnabled(m_table->currentRow() >= 0);
}

bool ProvidersView::useRow(int row)
{
    if (m_v2) {
        if (row < 0 || row >= m_workloadOffers.size())
            return false;
        const int workload = m_model->currentData().toInt();
        const std::string offer = m_workloadOffers[row].toStdString();
        m_document->edit(
            tr("Use %1 for %2")
                .arg(m_workloadOffers[row],
                     QString::fromStdString(
                         m_document->scenario().inputs.workloads[std::size_t(workload)].name)),
            [workload, offer](Scenario &s) {
                if (std::size_t(workload) < s.inputs.workloads.size())
                    s.inputs.workloads[std::size_t(workload)].cloud.offer = offer;
            });
        return true;
    }
    if (row < 0 || row >= int(m_ranking.entries.size()))
        return false;
    const catalog::ProviderRankEntry entry = m_ranking.entries[std::size_t(row)];
    const catalog::CloudOffer *offer = m_catalog->offer(entry.offerId);
    const catalog::GpuModel *model = offer ? m_catalog->gpuModel(offer->gpuModel) : nullptr;
    if (!offer || !model)
        return false;
    const catalog::Catalog *catalog = m_catalog;
    m_document->edit(tr("Use %1 %2").arg(entry.provider, entry.instance), [=](Scenario &s) {
        catalog::applyOffer(s, *offer, *model, s.currency, *catalog);
        // The term chosen in the ranking becomes the scenario's pricing model.
        if (entry.term == catalog::PriceTerm::Reserved1y)
            s.inputs.cloud.pricing = engine::CloudPricing::Reserved;
        else
            s.inputs.cloud.pricing = engine::CloudPricing::OnDemand;
        if (entry.term == catalog::PriceTerm::Spot)
            s.inputs.cloud.onDemandPerGpuHour = entry.pricePerGpuHour;
    });
    return true;
}

void ProvidersView::retranslate()
{
    m_intro->setText(
        m_v2 ? tr("Each workload priced at every offer for its GPU model (the price catalog's "
                  "and the scenario's own): that workload's cost in the cloud option over the "
                  "horizon. “Use this offer” links the workload to the offer. Budget GPU clouds "
                  "are often far cheaper than the "
                  "hyperscalers, but offer no reserved terms and no guaranteed capacity.")
             : tr("Your workload priced at every offer in the price catalog for one GPU "
                  "model: the cloud option's total over the horizon. Budget GPU clouds are "
                  "often far cheaper than the hyperscalers, but offer no reserved terms and "
                  "no guaranteed capacity; spot capacity can be taken away at any time."));
    m_modelLabel->setText(m_v2 ? tr("&Workload:") : tr("&GPU model:"));
    m_use->setText(tr("&Use this offer"));
    m_table->setAccessibleName(tr("Offers of the price catalog"));
    m_table->setHorizontalHeaderLabels({tr("Provider"), tr("Instance"), tr("Region"), tr("Term"),
                                        tr("Price per GPU-hour"), tr("Total over the horizon"),
                                        tr("Cost per GPU-hour used"), tr("Price checked"),
                                        tr("Notes")});
    if (!m_outOfDate && !m_v2)
        refresh();
}

void ProvidersView::showEvent(QShowEvent *event)
{
    if (m_outOfDate)
        refresh();
    QWidget::showEvent(event);
}

void ProvidersView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace gda::ui
