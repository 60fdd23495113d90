// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QScrollArea>

#include <vector>

namespace gda::catalog {
struct Catalog;
}

namespace gda::ui {

class CollapsibleSection;
class ScenarioDocument;
class ScenarioEditor;

// Every editor of a scenario stacked in folding sections, for the main window's Assumptions
// tab: general, catalog prices, utilization, predictability, expertise, on-premise operations,
// capital, data gravity, cloud prices. The same widgets as the wizard's pages.
class AssumptionsEditor : public QScrollArea
{
    Q_OBJECT

public:
    // The offer picker offers `catalog` (setCatalog), else the application catalog, read here.
    explicit AssumptionsEditor(ScenarioDocument *document, QWidget *parent = nullptr,
                               const catalog::Catalog *catalog = nullptr);

    // The catalog the offer picker offers (by default the user's catalog over the default one).
    void setCatalog(const catalog::Catalog &catalog);

    bool isValid() const { return m_valid; }
    const std::vector<ScenarioEditor *> &editors() const { return m_editors; }
    const std::vector<CollapsibleSection *> &sections() const { return m_sections; }
    // The workloads of a version 2 scenario (hidden for version 1).
    CollapsibleSection *workloadsSection() const { return m_workloads; }
    // Opens every section (or closes them all).
    void setAllExpanded(bool expanded);

signals:
    void validityChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateValidity();
    void showSectionsOf(int modelVersion);

    std::vector<ScenarioEditor *> m_editors;
    std::vector<CollapsibleSection *> m_sections;
    CollapsibleSection *m_workloads = nullptr;
    bool m_workloadsShown = false;
    bool m_valid = true;
};

} // namespace gda::ui
