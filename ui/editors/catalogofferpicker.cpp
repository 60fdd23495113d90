// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogofferpicker.h"

#include "catalog/catalogfile.h"
#include "catalog/pricing.h"
#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/texts.h"

#include <QComboBox>
#include <QFormLayout>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace gda::ui {

CatalogOfferPicker::CatalogOfferPicker(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, inputs::Topic::None, parent), m_model(new QComboBox(this)),
      m_offer(new QComboBox(this)), m_status(new QLabel(this)), m_reapply(new QPushButton(this))
{
    m_model->setObjectName(QStringLiteral("gpu_model"));
    m_offer->setObjectName(QStringLiteral("cloud_offer"));
    m_reapply->setObjectName(QStringLiteral("reapply_offer"));
    m_reapply->setAutoDefault(false);
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_offer->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_model->setMinimumContentsLength(24);
    m_offer->setMinimumContentsLength(24);
    m_modelLabel = addRow(mainForm(), m_model);
    m_offerLabel = addRow(mainForm(), m_offer);
    m_status->setWordWrap(true);
    // A wrapped label's height is worked out for the narrowest width the layout may give it; at
    // the default that was three lines for one, a gap that gave the Start page a scroll bar.
    m_status->setMinimumWidth(m_status->fontMetrics().averageCharWidth() * 60);
    auto *statusRow = new QWidget(this);
    auto *statusLayout = new QVBoxLayout(statusRow);
    statusLayout->setContentsMargins(0, 0, 0, 0);
    statusLayout->addWidget(m_status);
    statusLayout->addWidget(m_reapply, 0, Qt::AlignLeft);
    mainForm()->addRow(QString(), statusRow);
    addNumber(mainForm(), "inputs.workload.gpus");
    advancedButton()->hide(); // everything of this part is on show

    connect(m_model, &QComboBox::activated, this, [this] { fillOffers(); });
    connect(m_offer, &QComboBox::activated, this, [this] { applyChosenOffer(); });
    connect(m_reapply, &QPushButton::clicked, this, &CatalogOfferPicker::applyChosenOffer);
    finishSetup();
}

void CatalogOfferPicker::setCatalog(const catalog::Catalog &catalog)
{
    m_catalog = catalog;
    m_syncedOffer.clear();
    fillModels();
    refresh();
}

QString CatalogOfferPicker::offerText(const catalog::CloudOffer &offer) const
{
    QString text = tr("%1 %2 · %3 · %4 per GPU-hour")
                       .arg(offer.provider, offer.instance, texts::regionName(offer.region),
                            format::money(offer.onDemandPerGpuHour, Currency::USD, QLocale(), 2));
    if (catalog::isStale(offer.provenance.date, QDate::currentDate()))
        text += u' ' + tr("(price older than %n month(s))", nullptr, catalog::kStaleAfterMonths);
    if (catalog::isFutureDated(offer.provenance.date, QDate::currentDate()))
        text += u' ' + tr("(price dated in the future: check the date)");
    return text;
}

void CatalogOfferPicker::fillModels()
{
    const QString current = m_model->currentData().toString();
    const QSignalBlocker blocker(m_model);
    m_model->clear();
    m_model->addItem(tr("Keep the prices below"), QString());
    for (const catalog::GpuModel &model : m_catalog.gpuModels)
        if (!m_catalog.offersFor(model.id).empty())
            m_model->addItem(model.name, model.id);
    m_model->setCurrentIndex(std::max(0, m_model->findData(current)));
    fillOffers();
}

void CatalogOfferPicker::fillOffers()
{
    const QString current = m_offer->currentData().toString();
    const QString modelId = m_model->currentData().toString();
    const QSignalBlocker blocker(m_offer);
    m_offer->clear();
    m_offer->addItem(modelId.isEmpty() ? tr("Choose a GPU model first") : tr("Choose a provider"),
                     QString());
    for (const catalog::CloudOffer *offer : m_catalog.offersFor(modelId))
        m_offer->addItem(offerText(*offer), offer->id);
    m_offer->setCurrentIndex(std::max(0, m_offer->findData(current)));
    m_offer->setEnabled(!modelId.isEmpty());
}

void CatalogOfferPicker::applyChosenOffer()
{
    const catalog::CloudOffer *offer = m_catalog.offer(m_offer->currentData().toString());
    const catalog::GpuModel *model = offer ? m_catalog.gpuModel(offer->gpuModel) : nullptr;
    if (!offer || !model)
        return;
    const catalog::CloudOffer chosen = *offer;
    const catalog::GpuModel hardware = *model;
    const catalog::Catalog &source = m_catalog;
    m_syncedOffer = chosen.id;
    edit(tr("Use the prices of %1 %2").arg(chosen.provider, chosen.instance),
         [&](Scenario &s) { catalog::applyOffer(s, chosen, hardware, s.currency, source); });
}

void CatalogOfferPicker::refresh()
{
    const Scenario &s = document()->scenario();
    // Version 2: each workload has its GPUs (the workloads editor); the prices stay shared.
    setFieldVisible("inputs.workload.gpus", s.inputs.modelVersion < 2);
    const QJsonObject provenance = catalog::pricingProvenance(s);
    const QJsonObject offer = provenance.value(QLatin1String("offer")).toObject();
    const QString offerId = offer.value(QLatin1String("id")).toString();
    const QString modelId = provenance.value(QLatin1String("gpu_model"))
                                .toObject()
                                .value(QLatin1String("id"))
                                .toString();
    // Follow the scenario's offer when it changed (opened, undone); leave a choice in progress.
    if (offerId != m_syncedOffer) {
        m_syncedOffer = offerId;
        {
            const QSignalBlocker blocker(m_model);
            m_model->setCurrentIndex(std::max(0, m_model->findData(modelId)));
        }
        fillOffers();
        const QSignalBlocker blocker(m_offer);
        m_offer->setCurrentIndex(std::max(0, m_offer->findData(offerId)));
    }
    const QString applied = provenance.value(QLatin1String("currency")).toString();
    const bool converted = !offerId.isEmpty() && applied != currencyCode(s.currency);
    if (offerId.isEmpty())
        m_status->setText(tr("The prices are the application's sourced defaults; choose a GPU "
                             "model and a provider to use catalog prices."));
    else if (converted)
        m_status->setText(tr("The prices of %1 %2 were put in as %3, but the scenario is now in "
                             "%4: apply them again to convert them.")
                              .arg(offer.value(QLatin1String("provider")).toString(),
                                   offer.value(QLatin1String("instance")).toString(), applied,
                                   currencyCode(s.currency)));
    else {
        QString text = tr("Prices of %1 %2 (%3), catalog of %4. You can still adjust them.")
                           .arg(offer.value(QLatin1String("provider")).toString(),
                                offer.value(QLatin1String("instance")).toString(),
                                offer.value(QLatin1String("region")).toString(),
                                provenance.value(QLatin1String("catalog_date")).toString());
        if (s.currency != Currency::USD) {
            // The catalog's prices are in dollars: say at which dated rate they were converted.
            const QJsonObject rate = provenance.value(QLatin1String("exchange_rate")).toObject();
            const QLocale locale;
            text += u' ' +
                    tr("Converted from US dollars at %1 USD per EUR (%2, %3).")
                        .arg(locale.toString(rate.value(QLatin1String("usd_per_eur")).toDouble()),
                             rate.value(QLatin1String("source")).toString(),
                             rate.value(QLatin1String("date")).toString());
        }
        m_status->setText(text);
    }
    m_reapply->setVisible(converted && m_catalog.offer(offerId));
}

void CatalogOfferPicker::retranslateUi()
{
    setExplanation(tr("Start from a GPU and a provider in the price catalog: their prices fill in "
                      "the cloud and hardware costs, converted to the scenario's currency."),
                   QString());
    m_modelLabel->setText(tr("GPU model"));
    m_offerLabel->setText(tr("Cloud provider and instance"));
    m_reapply->setText(tr("Apply the prices again"));
    fillModels();
}

} // namespace gda::ui
