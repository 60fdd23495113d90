// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogupdatedialog.h"

#include "catalog/catalogjson.h"
#include "core/format.h"

#include <QDate>
#include <QEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace gda::ui {

using namespace gda::catalog;

namespace {

QString providerName(PriceFormat format)
{
    switch (format) {
    case PriceFormat::AwsPriceList:
        return CatalogUpdateDialog::tr("AWS Price List");
    case PriceFormat::AzureRetail:
        return CatalogUpdateDialog::tr("Azure Retail Prices");
    case PriceFormat::GcpBilling:
        return CatalogUpdateDialog::tr("Google Cloud Billing Catalog");
    }
    return {};
}

QString fieldName(const QString &field)
{
    if (field == QLatin1String("on_demand_per_gpu_hour"))
        return CatalogUpdateDialog::tr("on demand");
    if (field == QLatin1String("reserved_1y_per_gpu_hour"))
        return CatalogUpdateDialog::tr("reserved 1 year");
    if (field == QLatin1String("reserved_3y_per_gpu_hour"))
        return CatalogUpdateDialog::tr("reserved 3 years");
    if (field == QLatin1String("spot_per_gpu_hour"))
        return CatalogUpdateDialog::tr("spot");
    return field;
}

QString offerName(const CloudOffer &o)
{
    return CatalogUpdateDialog::tr("%1 %2, %3 (%4 × %5)")
        .arg(o.provider, o.instance, o.region)
        .arg(o.gpusPerInstance)
        .arg(o.gpuModel);
}

QString priceText(const std::optional<double> &value)
{
    return value ? format::money(*value, Currency::USD, QLocale(), 4)
                 : CatalogUpdateDialog::tr("none");
}

} // namespace

CatalogUpdateDialog::CatalogUpdateDialog(const Catalog &current, const QString &databasePath,
                                         QWidget *parent)
    : QDialog(parent), m_current(current), m_databasePath(databasePath), m_intro(new QLabel(this)),
      m_sourcesLabel(new QLabel(this)), m_progress(new QProgressBar(this)),
      m_status(new QLabel(this)), m_table(new QTableWidget(0, ColumnCount, this)),
      m_fetch(new QPushButton(this)), m_apply(new QPushButton(this)), m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("catalogUpdateDialog"));
    const QSettings settings;
    m_sources = configuredUpdateSources(settings);
    m_movePercent = configuredMovePercent(settings);
    m_gcpApiKey = configuredGcpApiKey(settings);

    m_intro->setWordWrap(true);
    m_sourcesLabel->setWordWrap(true);
    m_sourcesLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress->setRange(0, 0);
    m_progress->setVisible(false);
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_apply->setEnabled(false);
    m_fetch->setDefault(true);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_fetch);
    buttons->addStretch();
    buttons->addWidget(m_apply);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_sourcesLabel);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(m_fetch, &QPushButton::clicked, this, &CatalogUpdateDialog::fetch);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (apply())
            accept();
    });
    connect(m_close, &QPushButton::clicked, this, [this] {
        if (isFetching())
            cancel();
        else
            reject();
    });
    resize(900, 560);
    retranslate();
}

CatalogUpdateDialog::~CatalogUpdateDialog()
{
    if (m_watcher && m_watcher->isRunning()) {
        cancel();
        m_watcher->waitForFinished();
    }
}

void CatalogUpdateDialog::setSources(const std::vector<UpdateSource> &sources)
{
    m_sources = sources;
    retranslate();
}

bool CatalogUpdateDialog::isFetching() const
{
    return m_watcher && m_watcher->isRunning();
}

void CatalogUpdateDialog::fetch()
{
    if (isFetching())
        return;
    m_result.reset();
    m_error.clear();
    m_table->setRowCount(0);
    m_cancelled = std::make_shared<std::atomic<bool>>(false);
    delete m_watcher;
    m_watcher = new QFutureWatcher<UpdateResult>(this);
    connect(m_watcher, &QFutureWatcher<UpdateResult>::finished, this, [this] {
        setBusy(false);
        showResult(m_watcher->result());
        emit fetchFinished();
    });
    setBusy(true);
    m_status->setText(tr("Fetching the price documents…"));
    const auto cancelled = m_cancelled;
    const auto sources = m_sources;
    const Catalog current = m_current;
    const double movePercent = m_movePercent;
    const QString key = m_gcpApiKey;
    QPointer<CatalogUpdateDialog> self(this);
    m_watcher->setFuture(QtConcurrent::run([cancelled, sources, current, movePercent, key, self]() {
        return fetchUpdate(
            sources, current, movePercent, key,
            [cancelled, self](const QString &url, int page, qint64 received, qint64 total) {
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, url, page, received, total] {
                        if (self)
                            self->showProgress(url, page, received, total);
                    },
                    Qt::QueuedConnection);
                return !cancelled->load();
            });
    }));
}

void CatalogUpdateDialog::showProgress(const QString &url, int page, qint64 received, qint64 total)
{
    if (!isFetching())
        return;
    if (total > 0) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(1000 * received / total));
    } else {
        m_progress->setRange(0, 0);
    }
    m_status->setText(tr("Fetching %1 (page %2): %3 MB")
                          .arg(url)
                          .arg(page)
                          .arg(QLocale().toString(double(received) / (1024 * 1024), 'f', 1)));
}

void CatalogUpdateDialog::cancel()
{
    if (m_cancelled)
        m_cancelled->store(true);
}

void CatalogUpdateDialog::setBusy(bool busy)
{
    m_progress->setVisible(busy);
    m_progress->setRange(0, 0);
    m_fetch->setEnabled(!busy);
    m_apply->setEnabled(false);
    retranslate();
}

void CatalogUpdateDialog::showResult(const UpdateResult &result)
{
    m_result = result;
    m_applied = false;
    fillTable();
    m_apply->setEnabled(result.status == UpdateResult::Status::Ready && !result.diff.isEmpty());
    retranslate();
}

bool CatalogUpdateDialog::apply()
{
    if (!m_result || m_result->status != UpdateResult::Status::Ready)
        return false;
    const QString error = applyUpdate(m_databasePath, *m_result, QDate::currentDate());
    if (!error.isEmpty()) {
        m_error = tr("Not stored, the catalog is unchanged: %1").arg(error);
        retranslate();
        return false;
    }
    m_applied = true;
    m_apply->setEnabled(false);
    return true;
}

QString CatalogUpdateDialog::statusText() const
{
    return m_status->text();
}

void CatalogUpdateDialog::fillTable()
{
    m_table->setRowCount(0);
    if (!m_result || m_result->status != UpdateResult::Status::Ready)
        return;
    const CatalogDiff &diff = m_result->diff;
    auto row = [&](const QString &change, const CloudOffer &o, const QString &price,
                   const QString &before, const QString &after, const QString &move) {
        const int r = m_table->rowCount();
        m_table->insertRow(r);
        const QStringList cells{change, offerName(o), price, before, after, move};
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c >= Before)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == Offer)
                item->setToolTip(o.id + QStringLiteral("\n") + o.provenance.source);
            m_table->setItem(r, c, item);
        }
    };
    for (const CloudOffer &o : diff.added)
        row(tr("added"), o, fieldName(QStringLiteral("on_demand_per_gpu_hour")), QString(),
            priceText(o.onDemandPerGpuHour), QString());
    for (const CloudOffer &o : diff.removed)
        row(tr("removed"), o, fieldName(QStringLiteral("on_demand_per_gpu_hour")),
            priceText(o.onDemandPerGpuHour), QString(), QString());
    for (const ChangedOffer &c : diff.changed)
        for (const PriceMove &m : c.moves) {
            const auto f = m.fraction();
            row(tr("price moved"), c.after, fieldName(m.field), priceText(m.before),
                priceText(m.after),
                f ? (*f > 0 ? QStringLiteral("+") : QString()) + format::percent(*f, QLocale(), 1)
                  : QString());
        }
}

void CatalogUpdateDialog::retranslate()
{
    setWindowTitle(tr("Update the price catalog"));
    m_intro->setText(
        tr("Fetches the prices the providers publish (AWS, Azure, Google Cloud), shows what "
           "would change in the price catalog and stores it only when you apply. Each offer "
           "keeps its source and date. Scenarios keep the prices they were given until you "
           "update them (Edit → Update prices…)."));
    QStringList lines, tips;
    for (const UpdateSource &s : m_sources) {
        // The address without its query (Azure's filter is long); the whole one as a tooltip.
        const QUrl url(s.url);
        const QString shown = url.adjusted(QUrl::RemoveQuery).toString() +
                              (url.hasQuery() ? QStringLiteral("?…") : QString());
        lines << tr("%1: %2").arg(providerName(s.format), shown.toHtmlEscaped());
        tips << s.url;
    }
    m_sourcesLabel->setToolTip(tips.join(u'\n'));
    m_sourcesLabel->setText(tr("Sources (settings group catalog_update):") +
                            QStringLiteral("<br>") + lines.join(QStringLiteral("<br>")));
    m_table->setHorizontalHeaderLabels({tr("Change"), tr("Offer"), tr("Price per GPU-hour"),
                                        tr("Before"), tr("After"), tr("Move")});
    m_fetch->setText(m_result ? tr("Fetch &again") : tr("&Fetch prices"));
    m_apply->setText(tr("&Apply to the catalog"));
    m_close->setText(isFetching() ? tr("&Cancel") : tr("&Close"));
    if (isFetching())
        return;
    QString status;
    if (!m_error.isEmpty()) {
        status = m_error;
    } else if (!m_result) {
        status = tr("Nothing fetched yet.");
    } else {
        switch (m_result->status) {
        case UpdateResult::Status::Offline:
            status = tr("You seem to be offline: the price documents cannot be fetched (%1). The "
                        "catalog is unchanged. Download the documents elsewhere and import them "
                        "with: gpu-advisor-cli catalog import --format "
                        "aws-price-list|azure-retail|gcp-billing FILE…")
                         .arg(m_result->error);
            break;
        case UpdateResult::Status::Cancelled:
            status = tr("Cancelled; the catalog is unchanged.");
            break;
        case UpdateResult::Status::Failed:
            status = tr("The update failed, the catalog is unchanged: %1").arg(m_result->error);
            break;
        case UpdateResult::Status::Ready: {
            const CatalogDiff &d = m_result->diff;
            status = tr("%n offer(s) read from the documents.", "",
                        int(m_result->import.report.rows.cloudOffers.size())) +
                     u' ' +
                     tr("Added: %1, removed: %2, price moved by more than %3: %4; "
                        "unchanged: %5, moved less: %6.")
                         .arg(d.added.size())
                         .arg(d.removed.size())
                         .arg(format::percent(m_movePercent / 100.0, QLocale(), 0))
                         .arg(d.changed.size())
                         .arg(d.unchanged)
                         .arg(d.smallMoves);
            if (const int kept = int(m_result->import.keptNewer.size()); kept > 0)
                status += u' ' + tr("%n offer(s) not replaced: the price catalog's price is "
                                    "dated after the document.",
                                    "", kept);
            if (m_applied)
                status += u' ' + tr("Stored in the price catalog.");
            else if (d.isEmpty())
                status += u' ' + tr("Nothing to apply.");
            for (const QString &note : m_result->notes)
                status += u' ' + note + u'.';
            break;
        }
        }
    }
    m_status->setText(status);
}

void CatalogUpdateDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        fillTable();
    }
    QDialog::changeEvent(event);
}

} // namespace gda::ui
