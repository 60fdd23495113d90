// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "importusagedialog.h"

#include "busyheatmap.h"
#include "charts/chartstyle.h"
#include "core/filedialog.h"
#include "core/format.h"
#include "core/scenariodocument.h"
#include "scenario/scenariofile.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <map>
#include <set>

namespace gda::ui {

namespace {
constexpr int kProgressSteps = 1000;

QString isoDay(qint64 seconds)
{
    return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd"));
}

QTableWidgetItem *readOnlyItem(const QString &text, Qt::Alignment align = Qt::AlignLeft)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    item->setTextAlignment(align | Qt::AlignVCenter);
    return item;
}
} // namespace

ImportUsageDialog::ImportUsageDialog(ScenarioDocument *document, const catalog::Catalog &catalog,
                                     QWidget *parent)
    : QDialog(parent), m_document(document), m_catalog(catalog), m_job(new UsageReadJob(this)),
      m_intro(new QLabel(this)), m_fileList(new QListWidget(this)),
      m_addFiles(new QPushButton(this)), m_removeFiles(new QPushButton(this)),
      m_formatLabel(new QLabel(this)), m_format(new QComboBox(this)),
      m_keepIds(new QCheckBox(this)), m_read(new QPushButton(this)),
      m_cancelRead(new QPushButton(this)), m_progress(new QProgressBar(this)),
      m_statusLabel(new QLabel(this)), m_tabs(new QTabWidget(this)), m_summary(new QLabel(this)),
      m_heatMap(new BusyHeatMap(this)), m_spendView(new QChartView(this)),
      m_checkTable(new QTableWidget(this)), m_workloadsLabel(new QLabel(this)),
      m_workloads(new QTableWidget(this)), m_targetLabel(new QLabel(this)),
      m_toOpen(new QRadioButton(this)), m_toNew(new QRadioButton(this)),
      m_newName(new QLineEdit(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this)), m_import(nullptr)
{
    setObjectName(QStringLiteral("importUsageDialog"));
    m_import = m_buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_import->setObjectName(QStringLiteral("importButton"));
    m_read->setObjectName(QStringLiteral("readButton"));
    m_cancelRead->setObjectName(QStringLiteral("cancelReadingButton"));
    m_statusLabel->setObjectName(QStringLiteral("importStatus"));
    m_keepIds->setObjectName(QStringLiteral("keepIdentifiers"));

    m_intro->setWordWrap(true);
    m_fileList->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_fileList->setMaximumHeight(fontMetrics().height() * 4 + 8);
    for (measure::Format f :
         {measure::Format::Auto, measure::Format::Focus, measure::Format::AwsCur,
          measure::Format::Azure, measure::Format::Gcp, measure::Format::NvidiaSmi,
          measure::Format::Dcgm, measure::Format::CloudWatch})
        m_format->addItem(QString(), int(f));
    m_formatLabel->setBuddy(m_format);
    m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_cancelRead->setEnabled(false);
    m_statusLabel->setWordWrap(true);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_spendView->setRenderHint(QPainter::Antialiasing);
    m_spendView->setMinimumHeight(220);
    m_checkTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_checkTable->verticalHeader()->hide();
    m_checkTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_checkTable->horizontalHeader()->setStretchLastSection(true);
    m_workloads->setColumnCount(ColumnCount);
    m_workloads->verticalHeader()->hide();
    m_workloads->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_workloads->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    m_workloads->setMinimumHeight(fontMetrics().height() * 6);
    m_workloadsLabel->setBuddy(m_workloads);
    m_workloadsLabel->setWordWrap(true);
    m_toOpen->setChecked(true);
    m_newName->setEnabled(false);
    connect(m_toNew, &QRadioButton::toggled, m_newName, &QWidget::setEnabled);

    auto *filesRow = new QHBoxLayout;
    filesRow->addWidget(m_fileList, 1);
    auto *fileButtons = new QVBoxLayout;
    fileButtons->addWidget(m_addFiles);
    fileButtons->addWidget(m_removeFiles);
    fileButtons->addStretch();
    filesRow->addLayout(fileButtons);

    auto *optionsRow = new QHBoxLayout;
    optionsRow->addWidget(m_formatLabel);
    optionsRow->addWidget(m_format);
    optionsRow->addSpacing(16);
    optionsRow->addWidget(m_keepIds);
    optionsRow->addStretch();

    auto *readRow = new QHBoxLayout;
    readRow->addWidget(m_read);
    readRow->addWidget(m_progress, 1);
    readRow->addWidget(m_cancelRead);

    auto *heatPage = new QWidget(this);
    auto *heatLayout = new QVBoxLayout(heatPage);
    heatLayout->addWidget(m_summary);
    heatLayout->addWidget(m_heatMap, 1);
    m_tabs->addTab(heatPage, QString());
    m_tabs->addTab(m_spendView, QString());
    m_tabs->addTab(m_checkTable, QString());

    auto *targetRow = new QHBoxLayout;
    targetRow->addWidget(m_targetLabel);
    targetRow->addWidget(m_toOpen);
    targetRow->addWidget(m_toNew);
    targetRow->addWidget(m_newName, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(filesRow);
    layout->addLayout(optionsRow);
    layout->addLayout(readRow);
    layout->addWidget(m_statusLabel);
    layout->addWidget(m_tabs, 4);
    layout->addWidget(m_workloadsLabel);
    layout->addWidget(m_workloads, 1);
    layout->addLayout(targetRow);
    layout->addWidget(m_buttons);

    connect(m_addFiles, &QPushButton::clicked, this, &ImportUsageDialog::addFiles);
    connect(m_removeFiles, &QPushButton::clicked, this, &ImportUsageDialog::removeFiles);
    connect(m_read, &QPushButton::clicked, this, &ImportUsageDialog::read);
    connect(m_cancelRead, &QPushButton::clicked, this, &ImportUsageDialog::cancelReading);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ImportUsageDialog::filesChanged);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ImportUsageDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ImportUsageDialog::reject);
    connect(m_job, &UsageReadJob::progress, this, [this](qint64 done, qint64 total) {
        m_progress->setValue(total > 0 ? int(double(done) / double(total) * kProgressSteps) : 0);
        // Read and hashed: each byte counts twice in `total`.
        const QLocale locale;
        m_progress->setFormat(
            tr("%1 of %2")
                .arg(locale.formattedDataSize(done / 2), locale.formattedDataSize(total / 2)));
    });
    connect(m_job, &UsageReadJob::finished, this, &ImportUsageDialog::readingDone);

    retranslate();
    updateButtons();
    resize(1100, 860);
}

ImportUsageDialog::~ImportUsageDialog() = default;

void ImportUsageDialog::retranslate()
{
    setWindowTitle(tr("Import usage data"));
    m_intro->setText(
        tr("Read a client's cloud bills (FOCUS, AWS CUR, Azure cost details, GCP billing export "
           "as CSV) and GPU telemetry (nvidia-smi logs, DCGM exporter scrapes, CloudWatch agent "
           "CSV), plain or gzip-compressed. Check what was measured and the proposed workloads, "
           "edit them, then import them."));
    m_addFiles->setText(tr("&Add files…"));
    m_removeFiles->setText(tr("&Remove"));
    m_formatLabel->setText(tr("&Format:"));
    const QStringList formats = {tr("Detect from the first line"),
                                 tr("FOCUS cost export"),
                                 tr("AWS Cost and Usage Report (legacy or 2.0)"),
                                 tr("Azure cost details"),
                                 tr("GCP billing export"),
                                 tr("nvidia-smi log"),
                                 tr("DCGM exporter scrape"),
                                 tr("CloudWatch agent GPU metrics")};
    for (int i = 0; i < formats.size(); ++i)
        m_format->setItemText(i, formats[i]);
    m_keepIds->setText(tr("&Keep identifiers"));
    m_keepIds->setToolTip(
        tr("GPU UUIDs, host names and bus ids are named in the scenario's notes by a hash "
           "unless this is ticked; resource and account ids are never stored."));
    m_read->setText(tr("R&ead files"));
    m_cancelRead->setText(tr("&Stop reading"));
    if (!isReading() && !m_measurement)
        m_progress->setFormat(tr("Not read yet"));
    m_tabs->setTabText(0, tr("Busy GPUs by hour of the week"));
    m_tabs->setTabText(1, tr("Monthly spend"));
    m_tabs->setTabText(2, tr("Billed versus measured"));
    m_workloadsLabel->setText(tr("Proposed &workloads (edit before importing; an empty "
                                 "utilization keeps the hour-of-week pattern):"));
    m_workloads->setHorizontalHeaderLabels({tr("Name"), tr("GPUs"), tr("Hours a day"),
                                            tr("Days a week"), tr("Start hour"), tr("Shiftable"),
                                            tr("Interruptible"), tr("Utilization (%)")});
    m_targetLabel->setText(tr("Import into:"));
    m_toOpen->setText(tr("the &open scenario"));
    m_toNew->setText(tr("a &new scenario named"));
    if (m_newName->text().isEmpty() || m_newName->text() == m_newName->placeholderText())
        m_newName->setText(tr("Measured usage"));
    m_newName->setPlaceholderText(tr("Measured usage"));
    m_import->setText(tr("&Import"));
    if (m_measurement)
        showPreview();
}

void ImportUsageDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ImportUsageDialog::setFiles(const QStringList &files)
{
    m_fileList->clear();
    for (const QString &f : files) {
        auto *item = new QListWidgetItem(QFileInfo(f).fileName(), m_fileList);
        item->setData(Qt::UserRole, f);
        item->setToolTip(f);
    }
    filesChanged();
}

QStringList ImportUsageDialog::files() const
{
    QStringList out;
    for (int i = 0; i < m_fileList->count(); ++i)
        out << m_fileList->item(i)->data(Qt::UserRole).toString();
    return out;
}

void ImportUsageDialog::addFiles()
{
    const QStringList chosen = filedialog::getOpenFileNames(
        this, tr("Usage data files"), QString(),
        tr("Cost exports and telemetry (*.csv *.csv.gz *.gz *.prom *.txt *.log);;All files (*)"));
    if (!chosen.isEmpty())
        setFiles(files() + chosen);
}

void ImportUsageDialog::removeFiles()
{
    qDeleteAll(m_fileList->selectedItems());
    filesChanged();
}

void ImportUsageDialog::filesChanged()
{
    // Another set of files: what was read no longer belongs to it.
    m_measurement.reset();
    m_proposal.reset();
    m_progress->setValue(0);
    m_progress->setFormat(tr("Not read yet"));
    setStatus({}, false);
    showPreview();
    updateButtons();
}

void ImportUsageDialog::read()
{
    if (isReading() || m_fileList->count() == 0)
        return;
    m_measurement.reset();
    m_proposal.reset();
    showPreview();
    setStatus(tr("Reading…"), false);
    const auto format = measure::Format(m_format->currentData().toInt());
    m_job->start(files(), format, instanceTable(m_catalog));
    updateButtons();
}

void ImportUsageDialog::cancelReading()
{
    m_job->cancel();
}

bool ImportUsageDialog::isReading() const
{
    return m_job->isRunning();
}

void ImportUsageDialog::readingDone()
{
    if (m_job->wasCancelled()) {
        m_progress->setFormat(tr("Stopped"));
        setStatus(tr("Reading stopped; nothing was read."), false);
    } else if (const auto &error = m_job->error()) {
        m_progress->setFormat(tr("Stopped at a problem"));
        setStatus(tr("Nothing imported: %1").arg(error->toString()), true);
    } else if (m_job->result()) {
        m_measurement = m_job->result();
        auto proposal = proposeFromMeasurement(*m_measurement, m_newName->text(),
                                               m_document->scenario().client, false);
        if (const auto *problem = std::get_if<QString>(&proposal)) {
            m_measurement.reset();
            setStatus(
                tr("Nothing imported: the measured workloads are not valid: %1").arg(*problem),
                true);
        } else {
            m_proposal = std::get<UsageProposal>(std::move(proposal));
            qint64 lines = 0;
            for (const auto &f : m_measurement->files)
                lines += f.lines;
            setStatus(tr("Files read: %1; lines: %2.")
                          .arg(QLocale().toString(qint64(m_measurement->files.size())),
                               QLocale().toString(lines)),
                      false);
        }
    }
    showPreview();
    updateButtons();
    emit readFinished();
}

void ImportUsageDialog::setStatus(const QString &text, bool problem)
{
    m_status = text;
    m_statusIsProblem = problem;
    m_statusLabel->setText(text);
    QPalette pal = palette();
    if (problem)
        pal.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    m_statusLabel->setPalette(pal);
    m_statusLabel->setVisible(!text.isEmpty());
}

QString ImportUsageDialog::statusText() const
{
    return m_status;
}

void ImportUsageDialog::showPreview()
{
    const QLocale locale;
    if (!m_measurement) {
        m_heatMap->setValues({});
        m_summary->setText(tr("Read the files to see what they measure."));
    } else {
        m_heatMap->setValues(busyGpusByWeekHour(*m_measurement));
        QStringList lines;
        for (const auto &[name, data] : m_measurement->telemetry.groups) {
            const measure::TelemetrySummary s = measure::summarize(name, data);
            lines << tr("%1: %n GPU(s) seen from %2 to %3 (%4 h observed, %5 of the period), "
                        "average utilization %6, %7 busy GPU-hours; from the observed hours: %8 "
                        "always busy, %9 more for %10 h a day on %11 from %12:00.",
                        nullptr, s.gpusSeen)
                         .arg(name, isoDay(s.first), isoDay(s.last),
                              format::number(s.hoursObserved, locale, 1),
                              format::percent(s.observedShare(), locale, 1),
                              format::percent(s.averageUtilization, locale, 1),
                              format::number(s.busyGpuHours, locale, 1),
                              tr("%n GPU(s)", nullptr, s.baseGpus),
                              tr("%n GPU(s)", nullptr, s.peakGpus))
                         .arg(format::number(s.hoursPerDay, locale, 1),
                              tr("%n day(s)", nullptr, s.daysPerWeek),
                              QString::number(s.startHour));
        }
        if (lines.isEmpty())
            lines << tr("No GPU telemetry among the files: no busy hours to show.");
        m_summary->setText(lines.join(u'\n'));
    }
    fillSpendChart();
    fillCheckTable();
    fillWorkloads();
}

void ImportUsageDialog::fillSpendChart()
{
    const QLocale locale;
    auto chart = charts::makeChart(locale);
    if (!m_measurement || m_measurement->bills.spend.empty()) {
        charts::setTitles(*chart, tr("Monthly spend"),
                          m_measurement ? tr("No cost export among the files")
                                        : tr("Read the files to see the spend"));
        m_spendView->setChart(chart.release());
        return;
    }
    // Months along the axis; one stacked bar set per provider and GPU model (or kind).
    std::set<QString> months;
    std::map<QString, std::map<QString, double>> bySet;
    double highest = 0.0;
    std::map<QString, double> monthTotal;
    for (const auto &[key, s] : m_measurement->bills.spend) {
        const QString what = key.kind == measure::SpendKind::Gpu
                                 ? (key.gpuModel.isEmpty() ? tr("GPU") : key.gpuModel)
                             : key.kind == measure::SpendKind::Storage ? tr("storage")
                             : key.kind == measure::SpendKind::Egress  ? tr("egress")
                                                                       : tr("other");
        months.insert(key.month);
        bySet[key.provider + u' ' + what][key.month] += s.effective;
        monthTotal[key.month] += s.effective;
    }
    for (const auto &[month, total] : monthTotal)
        highest = std::max(highest, total);
    const QStringList categories(months.begin(), months.end());
    auto *series = new QStackedBarSeries;
    for (const auto &[name, values] : bySet) {
        auto *set = new QBarSet(name);
        for (const QString &month : categories) {
            const auto it = values.find(month);
            *set << (it == values.end() ? 0.0 : it->second);
        }
        series->append(set);
    }
    chart->addSeries(series);
    charts::setTitles(*chart, tr("Monthly spend"),
                      tr("Effective cost (amortized) per provider and GPU model, US dollars"));
    QAbstractAxis *x = charts::addCategoryAxis(*chart, Qt::AlignBottom, categories);
    QAbstractAxis *y = charts::addValueAxis(*chart, Qt::AlignLeft,
                                            charts::withCurrency(tr("Spend"), QStringLiteral("$")),
                                            charts::niceRange(0.0, std::max(1.0, highest)));
    series->attachAxis(x);
    series->attachAxis(y);
    charts::useRectangleMarkers(*chart, series);
    m_spendView->setChart(chart.release());
}

void ImportUsageDialog::fillCheckTable()
{
    const QLocale locale;
    m_checkTable->clear();
    m_checkTable->setColumnCount(5);
    m_checkTable->setHorizontalHeaderLabels({tr("GPU model"), tr("Billed GPU-hours"),
                                             tr("Measured busy GPU-hours"),
                                             tr("Paid but idle GPU-hours"), tr("Idle share")});
    m_checkTable->setRowCount(0);
    if (!m_measurement)
        return;
    const std::vector<GpuHoursCheck> rows = gpuHoursCheck(*m_measurement);
    GpuHoursCheck total;
    total.gpuModel = tr("Total");
    for (const GpuHoursCheck &c : rows) {
        total.billed += c.billed;
        total.measured += c.measured;
    }
    const Qt::Alignment right = Qt::AlignRight;
    auto addRow = [&](const GpuHoursCheck &c) {
        const int r = m_checkTable->rowCount();
        m_checkTable->insertRow(r);
        m_checkTable->setItem(
            r, 0, readOnlyItem(c.gpuModel.isEmpty() ? tr("(unknown model)") : c.gpuModel));
        m_checkTable->setItem(r, 1, readOnlyItem(format::number(c.billed, locale, 1), right));
        m_checkTable->setItem(r, 2, readOnlyItem(format::number(c.measured, locale, 1), right));
        const bool both = c.billed > 0.0 && c.measured > 0.0;
        m_checkTable->setItem(
            r, 3, readOnlyItem(both ? format::number(c.idlePaid(), locale, 1) : tr("—"), right));
        m_checkTable->setItem(
            r, 4,
            readOnlyItem(both ? format::percent(c.idlePaid() / c.billed, locale, 1) : tr("—"),
                         right));
    };
    for (const GpuHoursCheck &c : rows)
        addRow(c);
    if (rows.size() > 1)
        addRow(total);
}

void ImportUsageDialog::fillWorkloads()
{
    const QLocale locale;
    m_workloads->setRowCount(0);
    if (!m_proposal)
        return;
    for (const engine::WorkloadInput &w : m_proposal->scenario.inputs.workloads) {
        const int r = m_workloads->rowCount();
        m_workloads->insertRow(r);
        m_workloads->setItem(r, Name, new QTableWidgetItem(QString::fromStdString(w.name)));
        auto number = [&](int column, const QVariant &value) {
            auto *item = new QTableWidgetItem;
            item->setData(Qt::EditRole, value);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_workloads->setItem(r, column, item);
        };
        number(Gpus, w.gpus);
        number(HoursPerDay, w.hoursPerDay);
        number(DaysPerWeek, w.daysPerWeek);
        number(StartHour, w.startHour);
        const bool flexibleKind =
            w.kind == engine::WorkloadKind::Training || w.kind == engine::WorkloadKind::Batch;
        auto check = [&](int column, bool on) {
            auto *item = new QTableWidgetItem;
            item->setFlags((item->flags() | Qt::ItemIsUserCheckable) & ~Qt::ItemIsEditable);
            item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
            m_workloads->setItem(r, column, item);
        };
        check(Shiftable, w.shiftable.value_or(flexibleKind));
        check(Interruptible, w.interruptible.value_or(flexibleKind));
        auto *u = new QTableWidgetItem(
            w.utilization ? locale.toString(*w.utilization * 100.0, 'f', 0) : QString());
        u->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_workloads->setItem(r, Utilization, u);
    }
}

std::variant<std::vector<engine::WorkloadInput>, QString> ImportUsageDialog::editedWorkloads() const
{
    std::vector<engine::WorkloadInput> out;
    if (!m_proposal)
        return out;
    const QLocale locale;
    for (int r = 0; r < m_workloads->rowCount(); ++r) {
        engine::WorkloadInput w = m_proposal->scenario.inputs.workloads[size_t(r)];
        w.name = m_workloads->item(r, Name)->text().trimmed().toStdString();
        w.gpus = m_workloads->item(r, Gpus)->data(Qt::EditRole).toInt();
        w.hoursPerDay = m_workloads->item(r, HoursPerDay)->data(Qt::EditRole).toDouble();
        w.daysPerWeek = m_workloads->item(r, DaysPerWeek)->data(Qt::EditRole).toInt();
        w.startHour = m_workloads->item(r, StartHour)->data(Qt::EditRole).toInt();
        w.shiftable = m_workloads->item(r, Shiftable)->checkState() == Qt::Checked;
        w.interruptible = m_workloads->item(r, Interruptible)->checkState() == Qt::Checked;
        const QString u = m_workloads->item(r, Utilization)->text().trimmed();
        if (u.isEmpty()) {
            w.utilization.reset();
        } else {
            bool ok = false;
            const double percent = locale.toDouble(u, &ok);
            if (!ok || percent <= 0.0 || percent > 100.0)
                return tr("Workload %1, utilization: \"%2\" is not valid (valid: above 0 up to "
                          "100 %, or empty for the hour-of-week pattern)")
                    .arg(r + 1)
                    .arg(u);
            w.utilization = percent / 100.0;
        }
        out.push_back(std::move(w));
    }
    return out;
}

void ImportUsageDialog::setTarget(Target target)
{
    (target == Target::NewScenario ? m_toNew : m_toOpen)->setChecked(true);
}

ImportUsageDialog::Target ImportUsageDialog::target() const
{
    return m_toNew->isChecked() ? Target::NewScenario : Target::OpenScenario;
}

void ImportUsageDialog::updateButtons()
{
    const bool reading = isReading();
    m_read->setEnabled(!reading && m_fileList->count() > 0);
    m_cancelRead->setEnabled(reading);
    m_addFiles->setEnabled(!reading);
    m_removeFiles->setEnabled(!reading);
    m_format->setEnabled(!reading);
    m_import->setEnabled(!reading && m_proposal.has_value());
}

void ImportUsageDialog::accept()
{
    if (!m_measurement || !m_proposal || isReading())
        return;
    auto edited = editedWorkloads();
    if (const auto *problem = std::get_if<QString>(&edited)) {
        setStatus(tr("Nothing imported: %1").arg(*problem), true);
        return;
    }
    // The notes again, with the identifiers as the box now says.
    auto again = proposeFromMeasurement(*m_measurement, m_newName->text().trimmed(),
                                        m_document->scenario().client, m_keepIds->isChecked());
    if (const auto *problem = std::get_if<QString>(&again)) {
        setStatus(tr("Nothing imported: %1").arg(*problem), true);
        return;
    }
    UsageProposal proposal = std::get<UsageProposal>(std::move(again));
    proposal.scenario.inputs.workloads = std::get<std::vector<engine::WorkloadInput>>(edited);
    if (target() == Target::NewScenario) {
        Scenario s = proposal.scenario;
        if (s.inputs.workloads.empty()) {
            setStatus(tr("Nothing imported: a new scenario needs GPU telemetry (nvidia-smi, DCGM "
                         "or CloudWatch) among the files; its workloads come from it"),
                      true);
            return;
        }
        if (s.name.isEmpty())
            s.name = tr("Measured usage");
        if (const auto problem = scenariofile::validate(s)) {
            setStatus(tr("Nothing imported: %1").arg(problem->toString()), true);
            return;
        }
        m_newScenario = s;
    } else {
        auto merged = addToScenario(m_document->scenario(), proposal, m_catalog.exchangeRate);
        if (const auto *problem = std::get_if<QString>(&merged)) {
            setStatus(tr("Nothing imported: %1").arg(*problem), true);
            return;
        }
        const Scenario s = std::get<Scenario>(std::move(merged));
        m_document->edit(tr("Import usage data"), [s](Scenario &open) { open = s; });
    }
    QDialog::accept();
}

void ImportUsageDialog::reject()
{
    if (isReading()) {
        // Stop the worker first; the dialog closes once it has let go of the files.
        m_job->cancel();
        connect(m_job, &UsageReadJob::finished, this, &QDialog::reject, Qt::SingleShotConnection);
        return;
    }
    QDialog::reject();
}

} // namespace gda::ui
