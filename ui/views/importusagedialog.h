// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "usageimport.h"

#include <QDialog>

#include <optional>

class QButtonGroup;
class QCheckBox;
class QChartView;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QTabWidget;
class QTableWidget;

namespace gda::ui {

class BusyHeatMap;
class ScenarioDocument;

// File → Import usage data…: the client's cloud bills and GPU telemetry read off the UI thread
// (progress, cancel), a preview (busy GPUs by hour of the week, spend per month, billed against
// measured GPU-hours) and the proposed workloads to confirm or edit; Import adds them (and the
// measured cloud price) to the open scenario as one undoable step, or makes a new version 2
// scenario (newScenario(), opened by the main window). A bad file stops the reading with one
// line naming the file, line and column; nothing is imported then.
class ImportUsageDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Target { OpenScenario, NewScenario };

    ImportUsageDialog(ScenarioDocument *document, const catalog::Catalog &catalog,
                      QWidget *parent = nullptr);
    ~ImportUsageDialog() override;

    // The files to read (the Add files… button appends to them).
    void setFiles(const QStringList &files);
    QStringList files() const;
    // Starts reading the files in the background; readFinished() when done, cancelled or failed.
    void read();
    void cancelReading();
    bool isReading() const;

    void setTarget(Target target);
    Target target() const;
    // After Import with Target::NewScenario: the scenario to open.
    const std::optional<Scenario> &newScenario() const { return m_newScenario; }

    // The preview's parts, for tests and screenshots.
    BusyHeatMap *heatMap() const { return m_heatMap; }
    QChartView *spendChart() const { return m_spendView; }
    QTableWidget *checkTable() const { return m_checkTable; }
    QTableWidget *workloadsTable() const { return m_workloads; }
    QTabWidget *previewTabs() const { return m_tabs; }
    QProgressBar *progressBar() const { return m_progress; }
    QCheckBox *keepIdentifiersBox() const { return m_keepIds; }
    QComboBox *formatBox() const { return m_format; }
    QPushButton *importButton() const { return m_import; }
    // The status line: what was read, or the error that stopped the reading.
    QString statusText() const;
    const std::optional<measure::Measurement> &measurement() const { return m_measurement; }

    // Columns of the workloads table.
    enum Column {
        Name,
        Gpus,
        HoursPerDay,
        DaysPerWeek,
        StartHour,
        Shiftable,
        Interruptible,
        Utilization,
        ColumnCount
    };

signals:
    void readFinished();

public slots:
    // Imports the (edited) workloads; stays open with the reason when they are not valid.
    void accept() override;
    void reject() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void addFiles();
    void removeFiles();
    void filesChanged();
    void readingDone();
    void showPreview();
    void fillSpendChart();
    void fillCheckTable();
    void fillWorkloads();
    void setStatus(const QString &text, bool problem);
    // The table's rows as workloads over the proposal's; a problem names row and column.
    std::variant<std::vector<engine::WorkloadInput>, QString> editedWorkloads() const;
    void updateButtons();

    ScenarioDocument *m_document;
    const catalog::Catalog &m_catalog;
    UsageReadJob *m_job;
    std::optional<measure::Measurement> m_measurement;
    std::optional<UsageProposal> m_proposal;
    std::optional<Scenario> m_newScenario;
    QString m_status;
    bool m_statusIsProblem = false;

    QLabel *m_intro;
    QListWidget *m_fileList;
    QPushButton *m_addFiles;
    QPushButton *m_removeFiles;
    QLabel *m_formatLabel;
    QComboBox *m_format;
    QCheckBox *m_keepIds;
    QPushButton *m_read;
    QPushButton *m_cancelRead;
    QProgressBar *m_progress;
    QLabel *m_statusLabel;
    QTabWidget *m_tabs;
    QLabel *m_summary;
    BusyHeatMap *m_heatMap;
    QChartView *m_spendView;
    QTableWidget *m_checkTable;
    QLabel *m_workloadsLabel;
    QTableWidget *m_workloads;
    QLabel *m_targetLabel;
    QRadioButton *m_toOpen;
    QRadioButton *m_toNew;
    QLineEdit *m_newName;
    QDialogButtonBox *m_buttons;
    QPushButton *m_import;
};

} // namespace gda::ui
