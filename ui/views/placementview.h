// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/results.h"
#include "scenario/scenario.h"

#include <QLocale>
#include <QWidget>

#include <cstddef>
#include <optional>

class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;
QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE

namespace gda::ui {

class ScenarioDocument;

// The dashboard's placement view of a version 2 scenario: for the chosen option, where the work
// runs month by month (on-premise, reserved, on demand, spot; per provider for multi-cloud), for
// all workloads or one, and a week of one month's concurrency against the fleet, each chart with
// the table of its numbers.
class PlacementView : public QWidget
{
    Q_OBJECT

public:
    explicit PlacementView(ScenarioDocument *document, QWidget *parent = nullptr);

    QComboBox *optionBox() const { return m_option; }
    QComboBox *workloadBox() const { return m_workload; }
    QSpinBox *monthBox() const { return m_month; }
    QChartView *placementView() const { return m_placementView; }
    QChartView *weekView() const { return m_weekView; }
    QTableWidget *placementTable() const { return m_placementTable; }
    QTableWidget *weekTable() const { return m_weekTable; }
    // Multi-cloud: the price date and age of each offer of the providers that take work.
    QLabel *offerDatesLabel() const { return m_offerDates; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    static QString placementDescription();
    static QString offerDates(const Scenario &scenario, const engine::OptionResult &result,
                              std::optional<std::size_t> workload, const QLocale &locale);
    static QString weekDescription();
    void contentChanged();
    void fillChoices();
    void refreshCharts();
    void rebuild();
    void retranslate();

    ScenarioDocument *m_document;
    QLabel *m_optionLabel;
    QLabel *m_workloadLabel;
    QLabel *m_monthLabel;
    QComboBox *m_option;
    QComboBox *m_workload;
    QSpinBox *m_month;
    QChartView *m_placementView;
    QChartView *m_weekView;
    QTableWidget *m_placementTable;
    QTableWidget *m_weekTable;
    QLabel *m_offerDates = nullptr;
    bool m_filling = false;
    bool m_monthSet = false;
    bool m_outOfDate = true;
};

} // namespace gda::ui
