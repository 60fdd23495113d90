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
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QVBoxLayout>

#include "core/filedialog.h"
#include "scenario/scenariofile.h"

namespace gda::ui::exporting {

ExportReportsDialog::ExportReportsDialog(QList<BatchScenario> scenarios, Settings *settings,
                                         QWidget *parent)
    : QDialog(parent), m_scenarios(std::move(scenarios)), m_settings(settings),
      m_selection(new QLabel(this)), m_folder(new QLineEdit(this)), m_browse(new QPushButton(this)),
      m_language(new QComboBox(this)), m_zip(new QCheckBox(this)),
      m_progress(new QProgressBar(this)), m_status(new QLabel(this)),
      m_log(new QPlainTextEdit(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this)),
      m_export(new QPushButton(this)),
      m_renderProgram(QDir(QCoreApplication::applicationDirPath())
                          .filePath(QStringLiteral("gpu-advisor-render"))),
      m_process(new QProcess(this))
{
    m_folder->setObjectName(QStringLiteral("folder"));
    m_browse->setObjectName(QStringLiteral("browse"));
    m_language->setObjectName(QStringLiteral("language"));
    m_zip->setObjectName(QStringLiteral("zip"));
    m_progress->setObjectName(QStringLiteral("progress"));
    m_status->setObjectName(QStringLiteral("status"));
    m_log->setObjectName(QStringLiteral("log"));
    m_export->setObjectName(QStringLiteral("export"));

    m_folder->setText(
        QDir::toNativeSeparators(QDir(defaultExportFolder()).filePath(tr("Reports"))));
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
    connect(m_language, &QComboBox::currentIndexChanged, this,
            &ExportReportsDialog::retranslate); // the archive's name follows the reports' language
    connect(m_export, &QPushButton::clicked, this, &ExportReportsDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ExportReportsDialog::reject);
    connect(m_process, &QProcess::finished, this, &ExportReportsDialog::processEnded);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            processEnded();
    });

    retranslate();
    updateButtons();
    guardWheel(this);
    resize(560, 420);
}

ExportReportsDialog::~ExportReportsDialog()
{
    m_cancelled = true;
    if (m_process->state() != QProcess::NotRunning)
        m_process->waitForFinished(-1); // the report being written is finished, not cut off
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
    return m_running;
}

QString ExportReportsDialog::summary() const
{
    return m_summary;
}

void ExportReportsDialog::chooseFolder()
{
    const QString chosen =
        filedialog::getExistingDirectory(this, tr("Folder for the reports"), folder());
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
        style.accent = accentColor(m_settings->reportAccent());
    }
    auto batch = std::make_unique<ReportBatch>(m_scenarios, style, target, m_zip->isChecked());
    if (const QString problem = batch->prepare(); !problem.isEmpty()) {
        m_status->setText(problem);
        return;
    }
    auto scratch = std::make_unique<QTemporaryDir>();
    if (!scratch->isValid()) {
        m_status->setText(tr("Cannot create a temporary folder: %1").arg(scratch->errorString()));
        return;
    }
    m_batch = std::move(batch);
    m_scratch = std::move(scratch);
    m_style = style;
    m_entries.clear();
    m_next = 0;
    m_current = -1;
    m_running = true;
    m_written.clear();
    m_failed = 0;
    m_done = 0;
    m_cancelled = false;
    m_archiveProblem.clear();
    m_summary.clear();
    m_log->clear();
    m_progress->setValue(0);
    m_status->setText(tr("Writing the reports…"));
    updateButtons();
    startNext();
}

void ExportReportsDialog::startNext()
{
    if (m_cancelled || m_next >= m_batch->size()) {
        batchEnded();
        return;
    }
    const qsizetype index = m_next++;
    const BatchScenario &one = m_batch->scenario(index);
    QString problem = one.problem;
    if (problem.isEmpty() && !one.scenario)
        problem = tr("the scenario could not be read");
    const QString input = m_scratch->filePath(QStringLiteral("scenario-%1.json").arg(index));
    if (problem.isEmpty())
        problem = scenariofile::save(*one.scenario, input);
    if (!problem.isEmpty()) {
        reportDone(index, problem);
        QTimer::singleShot(0, this, &ExportReportsDialog::startNext);
        return;
    }
    const QString output = m_batch->zipped()
                               ? m_scratch->filePath(QStringLiteral("report-%1.pdf").arg(index))
                               : m_batch->target(index);
    QStringList args{QStringLiteral("report"),
                     input,
                     QStringLiteral("--out"),
                     output,
                     QStringLiteral("--lang"),
                     m_style.language,
                     QStringLiteral("--paper"),
                     m_style.paper == Paper::Letter ? QStringLiteral("letter")
                                                    : QStringLiteral("a4")};
    auto add = [&args](const char *option, const QString &value) {
        if (!value.isEmpty())
            args << QLatin1String(option) << value;
    };
    add("--author", m_style.author);
    add("--firm", m_style.firm);
    add("--logo", m_style.logoPath);
    add("--confidential", m_style.confidential);
    if (m_style.accent.isValid())
        add("--accent", m_style.accent.name());
    m_current = index;
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->start(m_renderProgram, args);
}

void ExportReportsDialog::processEnded()
{
    if (m_current < 0)
        return;
    const qsizetype index = m_current;
    m_current = -1;
    QString problem;
    if (m_process->error() == QProcess::FailedToStart) {
        problem = tr("%1 cannot be started: %2")
                      .arg(QDir::toNativeSeparators(m_renderProgram), m_process->errorString());
    } else if (m_process->exitStatus() != QProcess::NormalExit || m_process->exitCode() != 0) {
        // The command's one line, without the program's name in front.
        problem = QString::fromUtf8(m_process->readAllStandardError()).trimmed();
        problem = problem.section(u'\n', -1).trimmed();
        const qsizetype colon = problem.indexOf(QLatin1String(": "));
        if (problem.startsWith(QLatin1String("gpu-advisor")) && colon > 0)
            problem = problem.mid(colon + 2);
        if (problem.isEmpty())
            problem =
                tr("the report could not be written (exit status %1)").arg(m_process->exitCode());
    } else if (m_batch->zipped()) {
        QFile file(m_scratch->filePath(QStringLiteral("report-%1.pdf").arg(index)));
        if (file.open(QIODevice::ReadOnly))
            m_entries << gda::exporting::ZipEntry{m_batch->fileName(index), file.readAll()};
        else
            problem = tr("Cannot read %1: %2").arg(file.fileName(), file.errorString());
    }
    m_process->readAllStandardError();
    m_process->readAllStandardOutput();
    reportDone(index, problem);
    startNext();
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
    m_running = false;
    if (!m_cancelled && m_batch->zipped() && !m_entries.isEmpty())
        m_archiveProblem = gda::exporting::writeZipArchive(m_batch->archivePath(), m_entries);
    m_entries.clear();
    m_scratch.reset();
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
    // (the archive is named in the reports' language)
    m_zip->setText(tr("Put them in one &zip archive (%1)")
                       .arg(batchArchiveName(m_language->currentData().toString())));
    m_export->setText(tr("&Export"));
    m_log->setAccessibleName(tr("Reports written"));
    m_progress->setAccessibleName(tr("Progress"));
    updateButtons();
}

} // namespace gda::ui::exporting
