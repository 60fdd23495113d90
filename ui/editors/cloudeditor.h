// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editors/scenarioeditor.h"

class QComboBox;

namespace gda::ui {

class EgressTiersEditor;
class PriceChangesEditor;

// What renting costs: on-demand or reserved pricing and their prices per GPU-hour, the cloud
// option's cost per GPU-hour shown live. Advanced: reserved GPUs, burst price, price trend and
// dated price changes, storage, egress price bands, overhead.
class CloudEditor : public ScenarioEditor
{
    Q_OBJECT

public:
    explicit CloudEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    QComboBox *pricingBox() const { return m_pricing; }
    EgressTiersEditor *egressTiers() const { return m_tiers; }
    PriceChangesEditor *priceChanges() const { return m_changes; }

protected:
    void retranslateUi() override;
    void refresh() override;
    bool extraValid() const override;

private:
    void refreshTiersHint();

    QComboBox *m_pricing;
    QLabel *m_pricingHint;
    QLabel *m_figure;
    EgressTiersEditor *m_tiers;
    QLabel *m_tiersHint;
    PriceChangesEditor *m_changes;
    QLabel *m_changesLabel;
    QLabel *m_changesHint;
};

} // namespace gda::ui
