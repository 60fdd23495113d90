// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cloudeditor.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/texts.h"
#include "editors/egresstierseditor.h"
#include "editors/taborder.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace gda::ui {

using engine::CloudPricing;
using fieldranges::Field;

CloudEditor::CloudEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, parent), m_pricing(new QComboBox(this)),
      m_figure(new QLabel(this)), m_tiers(new EgressTiersEditor(this))
{
    m_pricing->setObjectName(QStringLiteral("cloud_pricing"));
    m_pricing->addItem(QString(), static_cast<int>(CloudPricing::OnDemand));
    m_pricing->addItem(QString(), static_cast<int>(CloudPricing::Reserved));
    m_pricingLabel = addRow(mainForm(), m_pricing, &m_pricingHint);
    addNumber(mainForm(), Field::OnDemandPerGpuHour, NumberField::Kind::Money);
    addNumber(mainForm(), Field::ReservedPerGpuHour, NumberField::Kind::Money);
    m_figure->setWordWrap(true);
    bodyLayout()->addWidget(m_figure);

    addOptionalNumber(advancedForm(), Field::ReservedGpus, NumberField::Kind::Whole,
                      [](const Scenario &s) { return double(s.inputs.workload.gpus); });
    addOptionalNumber(advancedForm(), Field::BurstPerGpuHour, NumberField::Kind::Money,
                      [](const Scenario &s) { return s.inputs.cloud.onDemandPerGpuHour; });
    addNumber(advancedForm(), Field::CloudPriceChange, NumberField::Kind::Percent);
    addNumber(advancedForm(), Field::CloudStorageTb, NumberField::Kind::Number);
    addNumber(advancedForm(), Field::CloudStoragePerGbMonth, NumberField::Kind::Money);
    m_tiersLabel = addRow(advancedForm(), m_tiers, &m_tiersHint);
    addNumber(advancedForm(), Field::CloudOverhead, NumberField::Kind::Percent);

    connect(m_pricing, &QComboBox::currentIndexChanged, this, [this] {
        const auto pricing = static_cast<CloudPricing>(m_pricing->currentData().toInt());
        edit(tr("Change cloud pricing"),
             [pricing](Scenario &s) { s.inputs.cloud.pricing = pricing; });
    });
    connect(m_tiers, &EgressTiersEditor::tiersEdited, this,
            [this](const std::vector<engine::EgressTier> &tiers) {
                edit(tr("Change egress prices"),
                     [tiers](Scenario &s) { s.inputs.cloud.egressTiers = tiers; },
                     mergeid::kEgressTiers);
            });
    connect(m_tiers, &EgressTiersEditor::validityChanged, this, &CloudEditor::updateValidity);
    connect(m_tiers, &EgressTiersEditor::bandsRebuilt, this, [this] { orderTabsByLayout(this); });
    finishSetup();
}

bool CloudEditor::extraValid() const
{
    return m_tiers->isValid();
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
    m_tiers->setTiers(c.egressTiers);

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
    m_pricingLabel->setText(tr("Pricing"));
    m_pricing->setItemText(0, tr("On demand"));
    m_pricing->setItemText(1, tr("Reserved (1-year commitment)"));
    setFieldTexts(Field::OnDemandPerGpuHour, tr("On-demand price per GPU-hour"),
                  tr("AWS p5.48xlarge $55.04/h for 8 GPUs after the June 2025 cut "
                     "(pricing sources)"),
                  tr("per GPU-hour"));
    setFieldTexts(Field::ReservedPerGpuHour, tr("Reserved price per GPU-hour"),
                  tr("about 40% below on-demand for one year (pricing sources)"),
                  tr("per GPU-hour"));
    setFieldTexts(Field::ReservedGpus, tr("Reserved GPUs (reserved pricing)"),
                  tr("the number of GPUs"), tr("GPUs"),
                  tr("Same as the number of GPUs"));
    setFieldTexts(Field::BurstPerGpuHour, tr("Burst price per GPU-hour (reserved pricing)"),
                  tr("the on-demand price"), tr("per GPU-hour"),
                  tr("Same as the on-demand price"));
    setFieldTexts(Field::CloudPriceChange, tr("Cloud price change per year"),
                  tr("flat; AWS cut H100 prices by 44% in June 2025, not extrapolated"));
    setFieldTexts(Field::CloudStorageTb, tr("Data stored in the cloud"),
                  tr("working data set (project estimate)"), tr("TB"));
    setFieldTexts(Field::CloudStoragePerGbMonth, tr("Storage price per GB-month"),
                  tr("network-attached storage $0.10/GB-month (hybrid-cloud article)"),
                  tr("per GB-month"));
    m_tiersLabel->setText(tr("Egress price bands"));
    m_tiersHint->setText(tr("Default: AWS internet egress, $0.09/GB for the first 10 TB, then "
                            "0.085, 0.07 and 0.05 (pricing sources)."));
    setFieldTexts(Field::CloudOverhead, tr("Overhead on compute"),
                  tr("support, monitoring, load balancers, NAT (project estimate)"));
}

} // namespace gda::ui
