// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalog.h"
#include "editors/scenarioeditor.h"

class QComboBox;
class QPushButton;

namespace gda::ui {

// The GPU model and the cloud offer from the price catalog, and the number of GPUs. Choosing an
// offer puts its prices into the scenario (catalog::applyOffer, converted to the scenario's
// currency, provenance recorded); the fields stay editable afterwards.
class CatalogOfferPicker : public ScenarioEditor
{
    Q_OBJECT

public:
    explicit CatalogOfferPicker(ScenarioDocument *document, QWidget *parent = nullptr);

    void setCatalog(const catalog::Catalog &catalog);
    const catalog::Catalog &catalog() const { return m_catalog; }

    // The number of GPUs is shown here unless another editor next to it shows it.
    void setGpuCountVisible(bool visible) { setFieldVisible("inputs.workload.gpus", visible); }

    QComboBox *gpuModelBox() const { return m_model; }
    QComboBox *offerBox() const { return m_offer; }

protected:
    void retranslateUi() override;
    void refresh() override;

private:
    void fillModels();
    void fillOffers();
    void applyChosenOffer();
    QString offerText(const catalog::CloudOffer &offer) const;

    catalog::Catalog m_catalog;
    QComboBox *m_model;
    QComboBox *m_offer;
    QLabel *m_modelLabel;
    QLabel *m_offerLabel;
    QLabel *m_status;
    QPushButton *m_reapply;
    QString m_syncedOffer;
};

} // namespace gda::ui
