// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QTabWidget;

namespace gda::ui {

class ScenarioDocument;

// The open scenario at a glance: a headline (recommendation, overall score, break-even,
// savings, cost per GPU-hour per option) and one tab per view of the results.
class Dashboard : public QWidget
{
    Q_OBJECT

public:
    enum Tab { BreakEven, Utilization, Breakdown, Matrix, Sensitivity, Uncertainty, Providers, Assumptions };

    explicit Dashboard(ScenarioDocument *document, QWidget *parent = nullptr);

    QTabWidget *tabs() const { return m_tabs; }
    QLabel *headline() const { return m_headline; }
    // The text of the headline without markup (tests, accessibility).
    QString headlineText() const;
    // Puts a widget in a tab (the main window adds catalog-based tabs this way).
    void setTabWidget(Tab tab, QWidget *widget);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateHeadline();
    void retranslate();

    ScenarioDocument *m_document;
    QLabel *m_headline;
    QLabel *m_problem;
    QTabWidget *m_tabs;
};

} // namespace gda::ui
