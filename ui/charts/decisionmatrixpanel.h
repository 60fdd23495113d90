// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/decision.h"

#include <QWidget>

#include <array>

QT_BEGIN_NAMESPACE
class QAbstractItemModel;
class QChart;
class QChartView;
class QGroupBox;
class QLabel;
class QSlider;
class QTableView;
QT_END_NAMESPACE

namespace gda::ui {
class ScenarioDocument;
}

namespace gda::ui::charts {

class DecisionMatrixModel;

// The decision-matrix tab: the overall score and recommendation, the table of the five factors
// (score, weight, weighted score, reason, distance to a different recommendation), the bar
// chart, and a slider per weight that edits the scenario as an undoable step. Like ChartPanel,
// a hidden panel brings itself up to date when shown or asked for its content.
class DecisionMatrixPanel : public QWidget
{
    Q_OBJECT

public:
    // Consecutive moves of one weight's slider merge into one undo step.
    static constexpr int kWeightMergeId = 0x5745'0000;

    explicit DecisionMatrixPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    // Each accessor brings the panel up to date first.
    QChart *chart();
    QAbstractItemModel *model();
    QTableView *table();
    QSlider *weightSlider(engine::Factor factor);
    QString headline();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void contentChanged();
    void ensureCurrent();
    void refresh();
    void retranslate();
    void changeWeight(engine::Factor factor, int percent);

    ScenarioDocument *m_document;
    DecisionMatrixModel *m_model;
    QLabel *m_headline;
    QTableView *m_table;
    QGroupBox *m_weights;
    QChartView *m_view;
    bool m_outOfDate = true;
    std::array<QLabel *, engine::kFactorCount> m_weightNames{};
    std::array<QSlider *, engine::kFactorCount> m_sliders{};
    std::array<QLabel *, engine::kFactorCount> m_weightValues{};
};

} // namespace gda::ui::charts
