// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "assumptionseditor.h"

#include "catalog/catalogfile.h"
#include "core/scenariodocument.h"
#include "editors/capitaleditor.h"
#include "editors/catalogofferpicker.h"
#include "editors/cloudeditor.h"
#include "editors/collapsiblesection.h"
#include "editors/datagravityeditor.h"
#include "editors/expertiseeditor.h"
#include "editors/generaleditor.h"
#include "editors/onpremopseditor.h"
#include "editors/predictabilityeditor.h"
#include "editors/taborder.h"
#include "editors/utilizationeditor.h"
#include "editors/workloadstable.h"

#include <QEvent>
#include <QVBoxLayout>

namespace gda::ui {

AssumptionsEditor::AssumptionsEditor(ScenarioDocument *document, QWidget *parent,
                                     const catalog::Catalog *catalog)
    : QScrollArea(parent)
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    auto *picker = new CatalogOfferPicker(document, page);
    // The main window's catalog when given: read and filled in once at start (issue 38).
    if (catalog)
        picker->setCatalog(*catalog);
    else
        picker->setCatalog(catalog::loadApplicationCatalog().catalog); // MainWindow reports it
    picker->setGpuCountVisible(false); // the utilization section shows it
    m_editors = {new GeneralEditor(document, page),     picker,
                 new UtilizationEditor(document, page), new PredictabilityEditor(document, page),
                 new ExpertiseEditor(document, page),   new OnPremOpsEditor(document, page),
                 new CapitalEditor(document, page),     new DataGravityEditor(document, page),
                 new CloudEditor(document, page)};
    for (ScenarioEditor *editor : m_editors) {
        auto *section = new CollapsibleSection(editor, page);
        m_sections.push_back(section);
        layout->addWidget(section);
        connect(editor, &ScenarioEditor::validityChanged, this, &AssumptionsEditor::updateValidity);
    }
    // Version 2: the workloads, after the client; they replace the one workload's sections.
    m_workloads = new CollapsibleSection(new WorkloadsTable(document, page), page);
    m_workloads->setObjectName(QStringLiteral("workloadsSection"));
    layout->insertWidget(1, m_workloads);
    layout->addStretch(1);
    setWidget(page);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    m_sections.front()->setExpanded(true);
    orderTabsByLayout(this);
    retranslateUi();
    updateValidity();
    connect(document, &ScenarioDocument::changed, this,
            [this, document] { showSectionsOf(document->scenario().inputs.modelVersion); });
    showSectionsOf(document->scenario().inputs.modelVersion);
}

void AssumptionsEditor::showSectionsOf(int modelVersion)
{
    // The offer picker, utilization and predictability describe version 1's one workload; a
    // version 2 scenario shows its workloads table instead (the scenario-wide sections stay).
    const bool two = modelVersion >= 2;
    for (std::size_t i = 0; i < m_editors.size(); ++i) {
        ScenarioEditor *editor = m_editors[i];
        const bool oneWorkload = qobject_cast<CatalogOfferPicker *>(editor) ||
                                 qobject_cast<UtilizationEditor *>(editor) ||
                                 qobject_cast<PredictabilityEditor *>(editor);
        m_sections[i]->setVisible(!(two && oneWorkload));
    }
    m_workloads->setVisible(two);
    if (two && !m_workloadsShown)
        m_workloads->setExpanded(true);
    m_workloadsShown = two;
}

void AssumptionsEditor::setCatalog(const catalog::Catalog &catalog)
{
    for (ScenarioEditor *editor : m_editors)
        if (auto *picker = qobject_cast<CatalogOfferPicker *>(editor))
            picker->setCatalog(catalog);
}

void AssumptionsEditor::setAllExpanded(bool expanded)
{
    for (CollapsibleSection *section : m_sections)
        section->setExpanded(expanded);
}

void AssumptionsEditor::updateValidity()
{
    bool valid = true;
    for (std::size_t i = 0; i < m_editors.size(); ++i) {
        const bool ok = m_editors[i]->isValid();
        m_sections[i]->setNote(ok ? QString() : tr("needs attention"));
        // An invalid entry must stay in sight.
        if (!ok)
            m_sections[i]->setExpanded(true);
        valid = valid && ok;
    }
    ScenarioEditor::shareValidity(m_editors); // no stale sentence next to an invalid entry
    if (valid != m_valid) {
        m_valid = valid;
        emit validityChanged();
    }
}

void AssumptionsEditor::retranslateUi()
{
    const QString titles[] = {tr("Client and scenario"),
                              tr("GPU and provider"),
                              tr("Utilization"),
                              tr("Workload predictability"),
                              tr("Technical expertise"),
                              tr("Running costs on-premise"),
                              tr("Capital"),
                              tr("Data gravity"),
                              tr("Cloud prices")};
    for (std::size_t i = 0; i < m_sections.size(); ++i)
        m_sections[i]->setTitle(titles[i]);
    m_workloads->setTitle(tr("Workloads"));
    updateValidity();
}

void AssumptionsEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QScrollArea::changeEvent(event);
}

} // namespace gda::ui
