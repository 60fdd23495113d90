// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalog.h"
#include "catalog/providers.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace gda::ui {

class ScenarioDocument;

// The Providers tab: the open scenario's workload priced at every catalog offer for one GPU
// model (on-demand, 1-year reserved and spot), cheapest first and marked, with the budget
// clouds' trade-offs; "Use this offer" applies the chosen offer to the scenario (undoable).
// A version 2 scenario: one workload at a time (the box lists the workloads), priced at every
// offer for its GPU model as `gpu-advisor-cli providers` ranks it
// (catalog::rankOffersPerWorkload); "Use this offer" links the workload to the offer.
class ProvidersView : public QWidget
{
    Q_OBJECT

public:
    ProvidersView(ScenarioDocument *document, const catalog::Catalog *catalog,
                  QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    const catalog::ProviderRanking &ranking() const { return m_ranking; }
    // Applies the ranking's row to the scenario; false when the row is not an offer.
    bool useRow(int row);
    // Version 2: the offer id of each row of the selected workload's ranking (empty in
    // version 1).
    const QStringList &workloadOffers() const { return m_workloadOffers; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void refresh();
    void refreshWorkload(); // version 2
    void fillModels();
    void retranslate();
    QString tradeoffText(const QString &key) const;
    QString termName(catalog::PriceTerm term) const;

    ScenarioDocument *m_document;
    const catalog::Catalog *m_catalog;
    catalog::ProviderRanking m_ranking;
    QLabel *m_intro;
    QLabel *m_modelLabel;
    QComboBox *m_model;
    QTableWidget *m_table;
    QPushButton *m_use;
    QLabel *m_exclusions; // the workload's offers left out of the multi-cloud option
    bool m_outOfDate = true;
    bool m_v2 = false;             // the box lists workloads, not GPU models
    QStringList m_workloadOffers;  // version 2: each row's offer id
    QStringList m_workloadEntries; // version 2: the box's entries, to refill only on change
};

} // namespace gda::ui
