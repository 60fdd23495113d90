// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cloudeditor.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/texts.h"
#include "editors/egresstierseditor.h"
#include "editors/pricechangeseditor.h"
#include "editors/taborder.h"
#include "scenario/moneydefaults.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace gda::ui {

using engine::CloudPricing;

CloudEditor::CloudEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, inputs::Topic::Cloud, parent), m_pricing(new QComboBox(this)),
      m_figure(new QLabel(this)), m_tiers(new EgressTiersEditor(this)),
      m_changes(new PriceChangesEditor(this))
{
    m_pricing->setObjectName(QStringLiteral("cloud_pricing"));
    m_pricing->addItem(QString(), static_cast<int>(CloudPricing::OnDemand));
    m_pricing->addItem(QString(), static_cast<int>(CloudPricing::Reserved));
    addRow(mainForm(), m_pricing, &m_pricingHint, "inputs.cloud.pricing");
    addNumber(mainForm(), "inputs.cloud.on_demand_per_gpu_hour");
    addNumber(mainForm(), "inputs.cloud.reserved_per_gpu_hour");
    m_figure->setWordWrap(true);
    bodyLayout()->addWidget(m_figure);

    addOptionalNumber(advancedForm(), "inputs.cloud.reserved_gpus",
                      [](const Scenario &s) { return double(s.inputs.workload.gpus); });
    addOptionalNumber(advancedForm(), "inputs.cloud.burst_per_gpu_hour",
                      [](const Scenario &s) { return s.inputs.cloud.onDemandPerGpuHour; });
    addNumber(advancedForm(), "inputs.cloud.annual_price_change");
    m_changesLabel = addRow(advancedForm(), m_changes, &m_changesHint);
    m_changesLabel->setObjectName(QStringLiteral("inputs.cloud.price_changes/label"));
    m_changes->setObjectName(QStringLiteral("inputs.cloud.price_changes"));
    addNumber(advancedForm(), "inputs.cloud.storage_tb");
    addNumber(advancedForm(), "inputs.cloud.storage_per_gb_month");
    addRow(advancedForm(), m_tiers, &m_tiersHint, "inputs.cloud.egress_tiers");
    addNumber(advancedForm(), "inputs.cloud.overhead_fraction");

    connect(m_pricing, &QComboBox::currentIndexChanged, this, [this] {
        const auto pricing = static_cast<CloudPricing>(m_pricing->currentData().toInt());
        edit(tr("Change cloud pricing"),
             [pricing](Scenario &s) { s.inputs.cloud.pricing = pricing; });
    });
    connect(m_tiers, &EgressTiersEditor::tiersEdited, this,
            [this](const std::vector<engine::EgressTier> &tiers) {
                edit(
                    tr("Change egress prices"),
                    [tiers](Scenario &s) { s.inputs.cloud.egressTiers = tiers; },
                    mergeid::kEgressTiers);
            });
    connect(m_tiers, &EgressTiersEditor::validityChanged, this, &CloudEditor::updateValidity);
    connect(m_changes, &PriceChangesEditor::changesEdited, this,
            [this](const std::vector<engine::PriceChange> &changes) {
                edit(
                    tr("Change dated cloud prices"),
                    [changes](Scenario &s) { s.inputs.cloud.priceChanges = changes; },
                    mergeid::kPriceChanges);
            });
    connect(m_changes, &PriceChangesEditor::validityChanged, this, &CloudEditor::updateValidity);
    connect(m_changes, &PriceChangesEditor::rowsRebuilt, this, [this] { orderTabsByLayout(this); });
    connect(m_tiers, &EgressTiersEditor::bandsRebuilt, this, [this] { orderTabsByLayout(this); });
    addLiveWidget(m_figure);
    finishSetup();
}

bool CloudEditor::extraValid() const
{
    return m_tiers->isValid() && m_changes->isValid();
}

void CloudEditor::refresh()
{
    const ScenarioDocument *doc = document();
    const Scenario &s = doc->scenario();
    const engine::Cloud &c = s.inputs.cloud;
    {
        const QSignalBlocker blocker(m_pricing);
        m_pricing->setCurrentIndex(m_pricing->findData(static_cast<int>(c.pricing)));
    }
    const bool reserved = c.pricing == CloudPricing::Reserved;
    m_pricingHint->setText(
        reserved ? tr("A fixed number of GPUs is paid every hour at the reserved price; demand "
                      "beyond them is paid at the burst price.")
                 : tr("Every busy GPU-hour is paid at the on-demand price."));
    m_tiers->setCurrency(s.currency);
    refreshTiersHint();
    m_tiers->setTiers(c.egressTiers);
    m_changes->setChanges(c.priceChanges);

    const QLocale locale;
    const engine::OptionResult &cloud = doc->evaluation().option(engine::Option::Cloud);
    m_figure->setText(
        tr("The cloud option costs %1 per busy GPU-hour with storage, egress and overhead, "
           "%2 over the horizon.")
            .arg(format::money(cloud.costPerGpuHour, s.currency, locale, 2),
                 format::money(cloud.tco, s.currency, locale)));
}

void CloudEditor::retranslateUi()
{
    setExplanation(
        tr("The prices of renting GPUs. A price from the catalog fills them in; adjust them to "
           "a quote you have."),
        tr("Rule of thumb: reserved instances cut costs by 40–70% but bind you for up to three "
           "years, while today's GPU is tomorrow's legacy hardware. Storage, egress, load "
           "balancers and monitoring often make a cloud deployment cost far more than the GPU "
           "price alone."));
    const inputs::Input &pricing = inputs::at("inputs.cloud.pricing");
    m_pricing->setItemText(0, inputs::choiceLabel(pricing, int(CloudPricing::OnDemand)));
    m_pricing->setItemText(1, inputs::choiceLabel(pricing, int(CloudPricing::Reserved)));
    refreshTiersHint();
    m_changesLabel->setText(tr("Dated price changes"));
    m_changesHint->setText(
        tr("From a given month every cloud price changes once by this percentage, on top of the "
           "change per year; reserved and committed prices stay. %1.")
            .arg(inputs::hint(inputs::at("inputs.cloud.price_changes[].change"))));
}

void CloudEditor::refreshTiersHint()
{
    const QString source = inputs::hint(inputs::at("inputs.cloud.egress_tiers"));
    // The bands' default prices are dollars; in a euro scenario they are converted.
    m_tiersHint->setText(
        document()->scenario().currency == Currency::USD
            ? tr("Default: %1").arg(source)
            : tr("Default, converted at %1: %2").arg(moneydefaults::rateText(QLocale()), source));
}

} // namespace gda::ui
