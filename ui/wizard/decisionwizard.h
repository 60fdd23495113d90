// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QWizard>

class QLabel;
class QRadioButton;

namespace gda::catalog {
struct Catalog;
}

namespace gda::ui {

class CatalogOfferPicker;
class CollapsibleSection;
class EditorPage;
class ResultPage;
class ScenarioDocument;
class QuickEditor;
class Settings;
class WorkloadsEditor;

// The decision wizard: Start → Utilization (with when each workload runs, whether it can wait,
// and "Add a workload") → Workload predictability → Technical expertise →
// Capital → Data gravity → Result. It fills one scenario page by page, each page showing the
// same editor widgets as the main window's Assumptions tab, and hands the scenario back with
// takeScenario() after it was accepted (KeePassXC's NewDatabaseWizard pattern).
class DecisionWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId {
        StartPageId,
        UtilizationPageId,
        PredictabilityPageId,
        ExpertisePageId,
        CapitalPageId,
        DataGravityPageId,
        ResultPageId,
        QuickPageId, // the quick path: Start → Quick → Result
    };

    // A new scenario with the preferences' default currency and horizon.
    explicit DecisionWizard(QWidget *parent = nullptr);
    // Starts from `scenario` (a copy: the wizard owns its document).
    explicit DecisionWizard(const Scenario &scenario, QWidget *parent = nullptr);
    // Edits an open document in place ("Edit in wizard"); Cancel undoes the wizard's edits.
    explicit DecisionWizard(ScenarioDocument *document, QWidget *parent = nullptr);

    // What a new scenario starts from: the model's defaults, the preferences' currency and
    // horizon, a translated name.
    static Scenario newScenario(const Settings &settings);

    // The price catalog the Start page offers (by default the user's over the default one).
    void setCatalog(const catalog::Catalog &catalog);

    ScenarioDocument *document() const { return m_document; }
    EditorPage *editorPage(PageId id) const;
    ResultPage *resultPage() const { return m_result; }
    CatalogOfferPicker *offerPicker() const { return m_picker; }
    CollapsibleSection *cloudPricesSection() const { return m_cloudSection; }
    CollapsibleSection *runningCostsSection() const { return m_runningSection; }
    // The Utilization page's workloads: when each runs, whether it can wait, "Add a workload".
    WorkloadsEditor *workloadsEditor() const { return m_workloads; }

    // The quick path (five questions on one page after Start) or every page. The Start page lets
    // the user choose; a new scenario from the main window starts on the quick path.
    bool isQuickPath() const { return m_quick; }
    void setQuickPath(bool quick);
    QuickEditor *quickEditor() const { return m_quickEditor; }
    QRadioButton *quickPathButton() const { return m_quickButton; }
    QRadioButton *fullPathButton() const { return m_fullButton; }
    int nextId() const override;

    // The scenario as filled in; call after the wizard was accepted.
    Scenario takeScenario() const;

    // True when something was entered since the wizard opened (its edits are on the undo stack).
    bool hasEnteredData() const;

    // Asks before discarding entered data ("Keep editing" is the default answer).
    void reject() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void setupPages();
    void retranslateUi();
    QString buttonLabel(const char *source) const;
    bool confirmDiscard();

    ScenarioDocument *m_document;
    bool m_ownsDocument;
    int m_startIndex = 0;
    Scenario m_before; // the open scenario as it was, for Cancel
    CatalogOfferPicker *m_picker = nullptr;
    CollapsibleSection *m_cloudSection = nullptr;
    CollapsibleSection *m_runningSection = nullptr;
    ResultPage *m_result = nullptr;
    WorkloadsEditor *m_workloads = nullptr;
    QuickEditor *m_quickEditor = nullptr;
    QLabel *m_pathCaption = nullptr;
    QRadioButton *m_quickButton = nullptr;
    QRadioButton *m_fullButton = nullptr;
    bool m_quick = false;
};

} // namespace gda::ui
