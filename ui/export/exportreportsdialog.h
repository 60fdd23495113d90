// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reportbatch.h"

#include <QDialog>
#include <QTemporaryDir>

#include <memory>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProcess;
class QProgressBar;
class QPushButton;
QT_END_NAMESPACE

namespace gda::ui {
class Settings;
}

namespace gda::ui::exporting {

// The library's Export reports…: one report per selected scenario, into a folder or one zip
// archive in it, in a chosen language, with the brand of the preferences. Each report is drawn by
// gpu-advisor-render in a process of its own (Qt Charts keeps shared text items that only one
// thread may use, so a report cannot be drawn beside the interface's charts in this process):
// the window stays live, a progress bar and a line per scenario follow the batch, and Cancel
// stops it after the report being written (a report is written atomically, so no partial file
// is left; a cancelled zip writes no archive). The summary line ends it.
class ExportReportsDialog : public QDialog
{
    Q_OBJECT

public:
    ExportReportsDialog(QList<BatchScenario> scenarios, Settings *settings,
                        QWidget *parent = nullptr);
    // Cancels a running batch and waits for the report being written.
    ~ExportReportsDialog() override;

    void setFolder(const QString &folder);
    QString folder() const;
    void setLanguage(const QString &language);
    void setZip(bool zip);
    // The program that draws the reports; default gpu-advisor-render beside the application.
    void setRenderProgram(const QString &path) { m_renderProgram = path; }

    bool isRunning() const;
    QString summary() const;
    QProgressBar *progressBar() const { return m_progress; }
    // The paths written, in order (for a zip: the archive, once written).
    QStringList writtenPaths() const { return m_written; }
    int failedCount() const { return m_failed; }

public slots:
    // Starts the batch (the Export button); refused with a message when the folder is empty.
    void start();
    // Asks the batch to stop after the current report (the Cancel button while it runs).
    void cancel();
    void reject() override;

signals:
    // The batch has ended (written, failed in part, or cancelled); summary() says how.
    void batchFinished();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void retranslate();
    void chooseFolder();
    void startNext();
    void processEnded();
    void reportDone(qsizetype index, const QString &problem);
    void batchEnded();
    void updateButtons();

    QList<BatchScenario> m_scenarios;
    Settings *m_settings;
    QLabel *m_selection;
    QLineEdit *m_folder;
    QPushButton *m_browse;
    QComboBox *m_language;
    QCheckBox *m_zip;
    QProgressBar *m_progress;
    QLabel *m_status;
    QPlainTextEdit *m_log;
    QDialogButtonBox *m_buttons;
    QPushButton *m_export;
    QList<QLabel *> m_labels;

    QString m_renderProgram;
    std::unique_ptr<ReportBatch> m_batch; // names and targets
    ReportRequest m_style;
    QProcess *m_process;
    std::unique_ptr<QTemporaryDir> m_scratch; // scenario files, and the reports of a zip
    QList<gda::exporting::ZipEntry> m_entries;
    qsizetype m_next = 0;     // the next report to start
    qsizetype m_current = -1; // the report being written, -1 when none
    bool m_running = false;
    QStringList m_written;
    int m_failed = 0;
    int m_done = 0;
    bool m_cancelled = false;
    QString m_archiveProblem;
    QString m_summary;
};

} // namespace gda::ui::exporting
