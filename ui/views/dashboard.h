// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalog.h"
#include "engine/options.h"

#include <QWidget>

#include <optional>

class QLabel;
class QTabWidget;

namespace gda::ui {

class AssumptionsEditor;
class PlacementView;
class PlanView;
class ScenarioDocument;
namespace charts {
class ChartPanel;
enum class ChartKind;
} // namespace charts

// The open scenario at a glance: a headline (recommendation, overall score, break-even,
// savings, cost per GPU-hour per option) and one tab per view of the results.
class Dashboard : public QWidget
{
    Q_OBJECT

public:
    enum Tab {
        BreakEven,
        Utilization,
        Breakdown,
        Matrix,
        Sensitivity,
        Uncertainty,
        Providers,
        Assumptions,
        Placement, // version 2 scenarios only
        Plan       // version 2 scenarios only
    };

    // `catalog` (kept by the caller) feeds the Providers tab and the newer-prices notice.
    Dashboard(ScenarioDocument *document, const catalog::Catalog *catalog,
              QWidget *parent = nullptr);

    QTabWidget *tabs() const { return m_tabs; }
    QLabel *headline() const { return m_headline; }
    // The text of the headline without markup (tests, accessibility).
    QString headlineText() const;
    // The chart of the current tab, if the tab shows one (File → Export chart).
    std::optional<charts::ChartKind> currentChartKind() const;
    charts::ChartPanel *chartPanel(Tab tab) const;
    // The Assumptions tab's editor, made when the tab is first shown or asked for here: the
    // largest tab, not on screen at start (issue 38: first paint). The tab's page holds it.
    AssumptionsEditor *assumptions();
    PlacementView *placement() const { return m_placement; }
    PlanView *plan() const { return m_plan; }

protected:
    void changeEvent(QEvent *event) override;

private:
    QString businessLine(engine::Option option) const;
    void updateHeadline();
    void retranslate();

    ScenarioDocument *m_document;
    const catalog::Catalog *m_catalog;
    QLabel *m_headline;
    QLabel *m_problem;
    QLabel *m_newerPrices;
    QLabel *m_costCaution; // what the advice costs over the cheapest option, and why
    QTabWidget *m_tabs;
    QWidget *m_assumptionsPage;
    AssumptionsEditor *m_assumptions = nullptr;
    PlacementView *m_placement;
    PlanView *m_plan;
};

} // namespace gda::ui
