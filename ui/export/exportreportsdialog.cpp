// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportreportsdialog.h"

#include "exportfiles.h"

#include "core/languagemanager.h"
#include "core/settings.h"
#include "core/wheelguard.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace gda::ui::exporting {

ExportReportsDialog::ExportReportsDialog(QList<BatchScenario> scenarios, Settings *settings,
                                         QWidget *parent)
    : QDialog(parent), m_scenarios(std::move(scenarios)), m_settings(settings),
      m_selection(new QLabel(this)), m_folder(new QLineEdit(this)), m_browse(new QPushButton(this)),
      m_language(new QComboBox(this)), m_zip(new QCheckBox(this)),
      m_progress(new QProgressBar(this)), m_status(new QLabel(this)),
      m_log(new QPlainTextEdit(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this)),
      m_export(new QPushButton(this))
{
    m_folder->setObjectName(QStringLiteral("folder"));
    m_browse->setObjectName(QStringLiteral("browse"));
    m_language->setObjectName(QStringLiteral("language"));
    m_zip->setObjectName(QStringLiteral("zip"));
    m_progress->setObjectName(QStringLiteral("progress"));
    m_status->setObjectName(QStringLiteral("status"));
    m_log->setObjectName(QStringLiteral("log"));
    m_export->setObjectName(QStringLiteral("export"));

    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    m_folder->setText(QDir::toNativeSeparators(
        QDir(documents.isEmpty() ? QDir::homePath() : documents).filePath(tr("Reports"))));
    for (const QString &code : LanguageManager::languages())
        m_language->addItem(LanguageManager::nativeName(code), code);
    m_language->setCurrentIndex(m_language->findData(LanguageManager::instance().language()));
    m_progress->setRange(0, int(m_scenarios.size()));
    m_progress->setValue(0);
    m_status->setWordWrap(true);
    m_log->setReadOnly(true);
    m_log->setMinimumHeight(90);
    m_log->setTabChangesFocus(true);
    m_export->setDefault(true);
    m_buttons->addButton(m_export, QDialogButtonBox::ActionRole);

    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(m_browse);
    auto *form = new QFormLayout;
    for (int i = 0; i < 2; ++i)
        m_labels << new QLabel(this);
    m_labels[0]->setBuddy(m_folder);
    m_labels[1]->setBuddy(m_language);
    form->addRow(m_labels[0], folderRow);
    form->addRow(m_labels[1], m_language);
    form->addRow(QString(), m_zip);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_selection);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_log, 1);
    layout->addWidget(m_buttons);

    connect(m_browse, &QPushButton::clicked, this, &ExportReportsDialog::chooseFolder);
    connect(m_export, &QPushButton::clicked, this, &ExportReportsDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ExportReportsDialog::reject);
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, &ExportReportsDialog::batchEnded);

    retranslate();
    updateButtons();
    guardWheel(this);
    resize(560, 420);
}

ExportReportsDialog::~ExportReportsDialog()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

void ExportReportsDialog::setFolder(const QString &folder)
{
    m_folder->setText(QDir::toNativeSeparators(folder));
}

QString ExportReportsDialog::folder() const
{
    return QDir::fromNativeSeparators(m_folder->text().trimmed());
}

void ExportReportsDialog::setLanguage(const QString &language)
{
    m_language->setCurrentIndex(m_language->findData(language));
}

void ExportReportsDialog::setZip(bool zip)
{
    m_zip->setChecked(zip);
}

bool ExportReportsDialog::isRunning() const
{
    return m_watcher.isRunning();
}

QString ExportReportsDialog::summary() const
{
    return m_summary;
}

void ExportReportsDialog::chooseFolder()
{
    const QString chosen =
        QFileDialog::getExistingDirectory(this, tr("Folder for the reports"), folder());
    if (!chosen.isEmpty())
        setFolder(chosen);
}

void ExportReportsDialog::start()
{
    if (isRunning() || m_scenarios.isEmpty())
        return;
    const QString target = folder();
    if (target.isEmpty()) {
        m_status->setText(tr("Choose a folder for the reports."));
        m_folder->setFocus();
        return;
    }
    ReportRequest style;
    style.language = m_language->currentData().toString();
    style.paper = QLocale::system().measurementSystem() == QLocale::ImperialUSSystem ? Paper::Letter
                                                                                     : Paper::A4;
    if (m_settings) {
        style.author = m_settings->authorName();
        style.firm = m_settings->firmName();
        style.logoPath = m_settings->logoPath();
        style.confidential = m_settings->confidentiality();
    }
    auto batch = std::make_shared<ReportBatch>(m_scenarios, style, target, m_zip->isChecked());
    if (const QString problem = batch->prepare(); !problem.isEmpty()) {
        m_status->setText(problem);
        return;
    }
    m_batch = batch;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_written.clear();
    m_failed = 0;
    m_done = 0;
    m_cancelled = false;
    m_archiveProblem.clear();
    m_summary.clear();
    m_log->clear();
    m_progress->setValue(0);
    m_status->setText(tr("Writing the reports…"));

    // The worker writes one report after the other and tells the dialog after each; it holds
    // the batch and the flag itself, so nothing it uses goes away under it.
    const auto cancelled = m_cancel;
    m_watcher.setFuture(QtConcurrent::run([this, batch, cancelled] {
        for (qsizetype i = 0; i < batch->size(); ++i) {
            if (cancelled->load())
                return;
            const QString problem = batch->write(i);
            QMetaObject::invokeMethod(
                this, [this, i, problem] { reportDone(i, problem); }, Qt::QueuedConnection);
        }
        if (cancelled->load())
            return;
        const QString problem = batch->finish();
        QMetaObject::invokeMethod(
            this, [this, problem] { m_archiveProblem = problem; }, Qt::QueuedConnection);
    }));
    updateButtons();
}

void ExportReportsDialog::reportDone(qsizetype index, const QString &problem)
{
    m_progress->setValue(int(index + 1));
    const BatchScenario &one = m_batch->scenario(index);
    const QString name =
        one.client.isEmpty() ? one.name : one.client + QStringLiteral(" — ") + one.name;
    if (problem.isEmpty()) {
        ++m_done;
        if (!m_batch->zipped())
            m_written << m_batch->target(index);
        m_log->appendPlainText(tr("%1/%2 %3 → %4")
                                   .arg(index + 1)
                                   .arg(m_batch->size())
                                   .arg(name, m_batch->fileName(index)));
    } else {
        ++m_failed;
        m_log->appendPlainText(
            tr("%1/%2 %3 failed: %4").arg(index + 1).arg(m_batch->size()).arg(name, problem));
    }
    m_status->setText(tr("%1 of %2 reports done.").arg(index + 1).arg(m_batch->size()));
}

void ExportReportsDialog::batchEnded()
{
    // Queued reports of the worker arrive before this (they were posted before it ended).
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    const qsizetype total = m_batch ? m_batch->size() : 0;
    const QString where =
        QDir::toNativeSeparators(m_batch && m_batch->zipped() ? m_batch->archivePath() : folder());
    if (m_cancelled) {
        m_summary = m_batch && m_batch->zipped()
                        ? tr("Cancelled after %1 of %2 reports; no archive was written.")
                              .arg(m_done + m_failed)
                              .arg(total)
                        : tr("Cancelled: %1 of %2 reports written to %3, %4 failed; the others "
                             "were not written.")
                              .arg(m_done)
                              .arg(total)
                              .arg(where)
                              .arg(m_failed);
    } else if (!m_archiveProblem.isEmpty()) {
        m_failed = int(total);
        m_summary = tr("No archive was written: %1").arg(m_archiveProblem);
    } else {
        if (m_batch && m_batch->zipped() && m_done > 0)
            m_written << m_batch->archivePath();
        m_summary = tr("%1 of %2 reports written to %3, %4 failed.")
                        .arg(m_done)
                        .arg(total)
                        .arg(where)
                        .arg(m_failed);
    }
    m_status->setText(m_summary);
    m_log->appendPlainText(m_summary);
    updateButtons();
    emit batchFinished();
}

void ExportReportsDialog::cancel()
{
    if (!isRunning())
        return;
    m_cancelled = true;
    m_cancel->store(true);
    m_status->setText(tr("Stopping after the report being written…"));
    updateButtons();
}

void ExportReportsDialog::reject()
{
    if (isRunning()) {
        cancel(); // the dialog stays until the worker has stopped
        return;
    }
    QDialog::reject();
}

void ExportReportsDialog::closeEvent(QCloseEvent *event)
{
    if (isRunning()) {
        cancel();
        event->ignore();
        return;
    }
    QDialog::closeEvent(event);
}

void ExportReportsDialog::updateButtons()
{
    const bool running = isRunning();
    m_export->setEnabled(!running && !m_scenarios.isEmpty());
    for (QWidget *w : std::initializer_list<QWidget *>{m_folder, m_browse, m_language, m_zip})
        w->setEnabled(!running);
    QPushButton *cancelButton = m_buttons->button(QDialogButtonBox::Cancel);
    cancelButton->setEnabled(!(running && m_cancelled));
    cancelButton->setText(running || m_summary.isEmpty() ? tr("Cancel") : tr("Close"));
}

void ExportReportsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ExportReportsDialog::retranslate()
{
    setWindowTitle(tr("Export reports"));
    m_selection->setText(tr("One PDF report for each of the %n selected scenario(s), named after "
                            "client and scenario.",
                            nullptr, int(m_scenarios.size())));
    m_labels[0]->setText(tr("&Folder:"));
    m_labels[1]->setText(tr("&Language of the reports:"));
    m_browse->setText(tr("&Browse…"));
    m_zip->setText(tr("Put them in one &zip archive (%1)").arg(QLatin1String(kBatchArchiveName)));
    m_export->setText(tr("&Export"));
    m_log->setAccessibleName(tr("Reports written"));
    m_progress->setAccessibleName(tr("Progress"));
    updateButtons();
}

} // namespace gda::ui::exporting
