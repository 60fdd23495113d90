// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "engine/costmodel.h"
#include "format.h"
#include "scenario/scenariofile.h"

#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gda::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_headline = new QLabel(central);
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::RichText);
    m_options = new QTableWidget(0, 4, central);
    m_options->setHorizontalHeaderLabels(
        {tr("Option"), tr("Total cost"), tr("Cost per GPU-hour"), tr("On-premise GPUs")});
    m_options->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_options->verticalHeader()->hide();
    m_options->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_headline);
    layout->addWidget(m_options);
    setCentralWidget(central);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::chooseFile);
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    m_evaluation = engine::evaluate(m_scenario.inputs);
    showEvaluation();
    resize(900, 480);
}

void MainWindow::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), {},
                                                      tr("Scenario files (*.json)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    auto result = scenariofile::load(path);
    if (const auto *error = std::get_if<scenariofile::Error>(&result)) {
        QMessageBox::warning(this, tr("Scenario not opened"), error->toString());
        return false;
    }
    m_scenario = std::get<Scenario>(std::move(result));
    m_evaluation = engine::evaluate(m_scenario.inputs);
    showEvaluation();
    return true;
}

void MainWindow::showEvaluation()
{
    using engine::Option;
    const QLocale locale;
    const Currency cur = m_scenario.currency;
    setWindowTitle(m_scenario.name);
    const QString utilization =
        m_evaluation.breakEvenUtilization
            ? format::percent(*m_evaluation.breakEvenUtilization, locale, 1)
            : (m_evaluation.breakEvenUtilizationKind == engine::BreakEvenKind::OnPremAlwaysCheaper
                   ? tr("on-premise is cheaper at any utilization")
                   : tr("the cloud is cheaper at any utilization"));
    m_headline->setText(tr("<h2>%1</h2><p>Break-even: %2. Break-even utilization: %3. "
                           "Savings of on-premise over the cloud: %4.</p>")
                            .arg(m_scenario.name.toHtmlEscaped(),
                                 format::months(m_evaluation.breakEvenMonth, locale), utilization,
                                 format::percent(m_evaluation.savingsFraction, locale, 1)));
    const QString names[] = {tr("Cloud"), tr("On-premise"), tr("Hybrid")};
    m_options->setRowCount(3);
    for (Option o : engine::kAllOptions) {
        const auto row = static_cast<int>(o);
        const engine::OptionResult &r = m_evaluation.option(o);
        m_options->setItem(row, 0, new QTableWidgetItem(names[row]));
        m_options->setItem(row, 1, new QTableWidgetItem(format::money(r.tco, cur, locale)));
        m_options->setItem(row, 2, new QTableWidgetItem(format::money(r.costPerGpuHour, cur, locale, 2)));
        m_options->setItem(row, 3, new QTableWidgetItem(locale.toString(r.onpremGpus)));
    }
}

} // namespace gda::ui
