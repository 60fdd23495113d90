// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/comparechart.h"
#include "export/comparison.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

QT_BEGIN_NAMESPACE
class QChartView;
class QMimeData;
QT_END_NAMESPACE

namespace gda::ui {

// Two to four scenarios side by side: the key outputs, the inputs that differ (highlighted),
// and the cumulative-cost curves of every option overlaid, in amounts or indexed to each
// scenario's cloud total. Export writes the chart (PNG, SVG, PDF) or the table (CSV); Copy puts
// the chart (image and SVG) and the table (text) on the clipboard.
class CompareDialog : public QDialog
{
    Q_OBJECT

public:
    CompareDialog(const QList<Scenario> &scenarios, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QChartView *chartView() const { return m_chart; }
    QComboBox *axisBox() const { return m_axis; }
    QPushButton *exportButton() const { return m_export; }
    QPushButton *copyButton() const { return m_copy; }
    // Rows of the table that show differing inputs (highlighted).
    QList<int> differenceRows() const { return m_differenceRows; }
    const QList<InputDifference> &differences() const { return m_rows.differences; }
    charts::CompareAxis axis() const;

    // Writes the chart or the table, by the file's extension (exporting::comparisonSuffixes()),
    // in the interface's language; an empty string or the problem (also shown).
    QString exportTo(const QString &path);
    // What Copy puts on the clipboard.
    QMimeData *clipboardData() const;
    // The table as tab-separated text (rows of the dialog's table).
    QString tableText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();
    void fillChart();
    void chooseExportFile();

    exporting::ComparedScenarios m_compared;
    exporting::ComparisonTable m_rows;
    QList<int> m_differenceRows;
    QTableWidget *m_table;
    QChartView *m_chart;
    QLabel *m_axisLabel;
    QComboBox *m_axis;
    QPushButton *m_export;
    QPushButton *m_copy;
};

} // namespace gda::ui
