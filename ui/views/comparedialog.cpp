// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparedialog.h"

#include "export/exportfiles.h"

#include "charts/chartpanel.h"
#include "core/filedialog.h"
#include "core/languagemanager.h"
#include "export/chartexport.h"

#include <QAbstractButton>
#include <QApplication>
#include <QChartView>
#include <QClipboard>
#include <QComboBox>
#include <QCursor>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>

namespace gda::ui {

CompareDialog::CompareDialog(const QList<Scenario> &scenarios, QWidget *parent)
    : QDialog(parent), m_compared(exporting::compareScenarios(scenarios)),
      m_table(new QTableWidget(this)), m_chart(new QChartView(this)), m_axisLabel(new QLabel(this)),
      m_axis(new QComboBox(this)), m_export(new QPushButton(this)), m_copy(new QPushButton(this))
{
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false); // Tab leaves the table
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(260);
    m_axis->setObjectName(QStringLiteral("axis"));
    m_axis->addItem(QString(), int(charts::CompareAxis::Amounts)); // texts set in fill()
    m_axis->addItem(QString(), int(charts::CompareAxis::Indexed));
    m_axisLabel->setBuddy(m_axis);
    connect(m_axis, &QComboBox::currentIndexChanged, this, [this] { fillChart(); });

    auto *chartPane = new QWidget(this);
    auto *axisRow = new QHBoxLayout;
    axisRow->addWidget(m_axisLabel);
    axisRow->addWidget(m_axis);
    axisRow->addStretch(1);
    auto *chartLayout = new QVBoxLayout(chartPane);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addLayout(axisRow);
    chartLayout->addWidget(m_chart, 1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(chartPane);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_export->setObjectName(QStringLiteral("export"));
    m_copy->setObjectName(QStringLiteral("copy"));
    buttons->addButton(m_export, QDialogButtonBox::ActionRole);
    buttons->addButton(m_copy, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_export, &QPushButton::clicked, this, &CompareDialog::chooseExportFile);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setMimeData(clipboardData()); });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    fill();
    resize(1100, 820);
}

charts::CompareAxis CompareDialog::axis() const
{
    return charts::CompareAxis(m_axis->currentData().toInt());
}

void CompareDialog::fill()
{
    // The table's corner button selects every cell; a screen reader needs its name.
    if (auto *corner = m_table->findChild<QAbstractButton *>())
        corner->setAccessibleName(tr("Select every cell"));
    const QLocale locale;
    setWindowTitle(tr("Compare scenarios"));
    m_axisLabel->setText(tr("C&ost axis:"));
    m_axis->setItemText(0, tr("Amounts"));
    m_axis->setItemText(1, tr("Indexed: each scenario's cloud total = 100"));
    m_export->setText(tr("&Export…"));
    m_export->setToolTip(tr("Save the chart (PNG, SVG, PDF) or the table (CSV)"));
    m_copy->setText(tr("Cop&y"));
    m_copy->setToolTip(tr("Copy the chart and the table to the clipboard"));

    m_rows = exporting::comparisonTable(m_compared, locale);
    const int n = int(m_rows.columns.size());
    m_table->setColumnCount(n);
    m_table->setHorizontalHeaderLabels(m_rows.columns);
    m_table->setRowCount(int(m_rows.rowLabels.size()));
    m_differenceRows.clear();
    const QColor highlight(0xff, 0xf1, 0xb8);
    for (int r = 0; r < int(m_rows.cells.size()); ++r) {
        const bool difference = r > m_rows.outputRows;
        if (difference)
            m_differenceRows << r;
        for (int i = 0; i < n && i < m_rows.cells[std::size_t(r)].size(); ++i) {
            auto *item = new QTableWidgetItem(m_rows.cells[std::size_t(r)][i]);
            if (difference) {
                item->setBackground(highlight);
                item->setToolTip(tr("This input differs between the scenarios"));
            } else {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            }
            m_table->setItem(r, i, item);
        }
    }
    m_table->setVerticalHeaderLabels(m_rows.rowLabels);
    // A long name is elided in the header: the whole of it in the tooltip.
    for (int i = 0; i < n; ++i)
        m_table->horizontalHeaderItem(i)->setToolTip(m_rows.columns[i]);
    for (qsizetype d = 0; d < m_rows.differences.size() && d < m_differenceRows.size(); ++d)
        m_table->verticalHeaderItem(m_differenceRows[d])->setToolTip(m_rows.differences[d].field);
    m_table->setAccessibleName(tr("Comparison of the scenarios"));
    fillChart();
}

void CompareDialog::fillChart()
{
    QChart *old = m_chart->chart();
    auto chart =
        charts::compareChart(m_compared.scenarios, m_compared.evaluations, QLocale(), axis());
    charts::followPalette(*chart, palette());
    // The key shortens long scenario names: hovering one shows the whole name.
    const QList<QLegendMarker *> markers = chart->legend()->markers();
    for (QLegendMarker *marker : markers) {
        const QString full = marker->series()->property("fullName").toString();
        if (full.isEmpty())
            continue;
        connect(marker, &QLegendMarker::hovered, m_chart, [this, full](bool over) {
            if (over)
                QToolTip::showText(QCursor::pos(), full, m_chart);
            else
                QToolTip::hideText();
        });
    }
    m_chart->setChart(chart.release());
    delete old;
    charts::describeForScreenReaders(m_chart, tr("Comparison chart"));
}

QString CompareDialog::exportTo(const QString &path)
{
    exporting::ComparisonRequest request;
    request.scenarios = m_compared.scenarios;
    request.language = LanguageManager::instance().language();
    request.axis = axis();
    request.outputPath = path;
    const QString problem = exporting::writeComparison(request);
    if (!problem.isEmpty())
        QMessageBox::warning(this, windowTitle(), problem);
    return problem;
}

void CompareDialog::chooseExportFile()
{
    const QString folder = exporting::defaultExportFolder();
    QString selected;
    const QString path = filedialog::getSaveFileName(
        this, tr("Export comparison"), folder + QStringLiteral("/comparison.png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;Table as CSV (*.csv)"),
        &selected);
    if (path.isEmpty())
        return;
    exportTo(path);
}

QString CompareDialog::tableText() const
{
    QStringList lines{QString() + u'\t' +
                      QStringList(m_rows.columns)
                          .replaceInStrings(QStringLiteral("\n"), QStringLiteral(" — "))
                          .join(u'\t')};
    for (std::size_t r = 0; r < m_rows.cells.size(); ++r)
        lines << m_rows.rowLabels.value(qsizetype(r)) + u'\t' + m_rows.cells[r].join(u'\t');
    return lines.join(u'\n') + u'\n';
}

QMimeData *CompareDialog::clipboardData() const
{
    exporting::ChartImageSpec spec;
    spec.title = tr("Cumulative cost compared");
    QMimeData *mime = exporting::chartMimeData(*m_chart->chart(), spec);
    mime->setText(tableText());
    return mime;
}

void CompareDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QDialog::changeEvent(event);
}

} // namespace gda::ui
