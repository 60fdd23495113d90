// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pricing.h"

#include "catalogjson.h"
#include "scenario/amounttext.h"

#include <QJsonArray>

#include <cmath>

namespace gda::catalog {

namespace {

QJsonValue optional(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonArray tiersJson(const std::vector<engine::EgressTier> &tiers)
{
    QJsonArray list;
    for (const engine::EgressTier &t : tiers)
        list.append(
            QJsonArray{std::isinf(t.upperTb) ? QJsonValue() : QJsonValue(t.upperTb), t.pricePerGb});
    return list;
}

// The catalog figures of an offer that a scenario can take, money in USD.
QJsonObject offerFigures(const CloudOffer &offer)
{
    return {{QLatin1String("on_demand_per_gpu_hour"), offer.onDemandPerGpuHour},
            {QLatin1String("reserved_1y_per_gpu_hour"), optional(offer.reserved1yPerGpuHour)},
            {QLatin1String("spot_per_gpu_hour"), optional(offer.spotPerGpuHour)},
            {QLatin1String("storage_per_gb_month"), offer.storagePerGbMonth},
            {QLatin1String("egress_tiers"), tiersJson(offer.egressTiers)},
            {QLatin1String("date"), entryjson::writeDate(offer.provenance.date)}};
}

QJsonObject modelFigures(const GpuModel &model)
{
    return {{QLatin1String("unit_price_typical"), optional(model.unitPriceTypical)},
            {QLatin1String("kw_per_gpu"), optional(model.kwPerGpu)},
            {QLatin1String("date"), entryjson::writeDate(model.provenance.date)}};
}

QJsonObject rateFigures(const ExchangeRate &rate)
{
    return {{QLatin1String("usd_per_eur"), rate.usdPerEur},
            {QLatin1String("date"), entryjson::writeDate(rate.date)}};
}

bool same(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() && b.isDouble()) {
        const double x = a.toDouble();
        const double y = b.toDouble();
        return std::abs(x - y) <= 1e-12 * std::max(1.0, std::max(std::abs(x), std::abs(y)));
    }
    if (a.isArray() && b.isArray()) {
        const QJsonArray l = a.toArray();
        const QJsonArray r = b.toArray();
        if (l.size() != r.size())
            return false;
        for (qsizetype i = 0; i < l.size(); ++i)
            if (!same(l[i], r[i]))
                return false;
        return true;
    }
    return a == b;
}

void compare(const QString &prefix, const QJsonObject &recorded, const QJsonObject &current,
             std::vector<PriceChange> &changes)
{
    for (auto it = current.begin(); it != current.end(); ++it) {
        const QJsonValue before = recorded.value(it.key());
        if (!same(before, it.value()))
            changes.push_back({prefix + u'.' + it.key(), before, it.value()});
    }
}

} // namespace

void applyOffer(Scenario &scenario, const CloudOffer &offer, const GpuModel &model,
                Currency currency, const Catalog &catalog)
{
    const ExchangeRate &rate = catalog.exchangeRate;
    // Converted prices per GPU-hour, GB and GB-month are kept to 4 places, other amounts to cents
    // (the places of inputs::amountDecimals()).
    auto money = [&](double usd) {
        return amounttext::rounded(convert(usd, Currency::USD, currency, rate), 4);
    };
    auto cents = [&](double usd) {
        return amounttext::rounded(convert(usd, Currency::USD, currency, rate), 2);
    };

    scenario.currency = currency;
    engine::Cloud &cloud = scenario.inputs.cloud;
    cloud.onDemandPerGpuHour = money(offer.onDemandPerGpuHour);
    cloud.reservedPerGpuHour = money(offer.reserved1yPerGpuHour.value_or(offer.onDemandPerGpuHour));
    cloud.burstPerGpuHour.reset();
    cloud.storagePerGbMonth = money(offer.storagePerGbMonth);
    cloud.egressTiers = offer.egressTiers;
    for (engine::EgressTier &tier : cloud.egressTiers)
        tier.pricePerGb = money(tier.pricePerGb);
    engine::OnPrem &onprem = scenario.inputs.onprem;
    if (model.unitPriceTypical)
        onprem.gpuUnitPrice = cents(*model.unitPriceTypical);
    if (model.kwPerGpu)
        onprem.kwPerGpu = *model.kwPerGpu;

    QJsonObject offerJson = offerFigures(offer);
    offerJson.insert(QLatin1String("id"), offer.id);
    offerJson.insert(QLatin1String("provider"), offer.provider);
    offerJson.insert(QLatin1String("instance"), offer.instance);
    offerJson.insert(QLatin1String("region"), offer.region);
    offerJson.insert(QLatin1String("source"), offer.provenance.source);
    offerJson.insert(QLatin1String("estimate"), offer.provenance.estimate);
    QJsonObject modelJson = modelFigures(model);
    modelJson.insert(QLatin1String("id"), model.id);
    modelJson.insert(QLatin1String("name"), model.name);
    modelJson.insert(QLatin1String("source"), model.provenance.source);
    modelJson.insert(QLatin1String("estimate"), model.provenance.estimate);
    QJsonObject rateJson = rateFigures(rate);
    rateJson.insert(QLatin1String("source"), rate.source);
    const QJsonObject applied{
        {QLatin1String("on_demand_per_gpu_hour"), cloud.onDemandPerGpuHour},
        {QLatin1String("reserved_per_gpu_hour"), cloud.reservedPerGpuHour},
        {QLatin1String("storage_per_gb_month"), cloud.storagePerGbMonth},
        {QLatin1String("egress_tiers"), tiersJson(cloud.egressTiers)},
        {QLatin1String("gpu_unit_price"),
         model.unitPriceTypical ? QJsonValue(onprem.gpuUnitPrice) : QJsonValue(QJsonValue::Null)},
        {QLatin1String("kw_per_gpu"),
         model.kwPerGpu ? QJsonValue(onprem.kwPerGpu) : QJsonValue(QJsonValue::Null)}};
    const QJsonObject provenance{
        {QLatin1String("note"),
         QStringLiteral("Catalog figures are in USD as in the catalog; 'applied' holds the values "
                        "put into the inputs, in the scenario currency.")},
        {QLatin1String("catalog_date"), entryjson::writeDate(catalog.catalogDate)},
        {QLatin1String("currency"), currencyCode(currency)},
        {QLatin1String("exchange_rate"), rateJson},
        {QLatin1String("offer"), offerJson},
        {QLatin1String("gpu_model"), modelJson},
        {QLatin1String("reserved_price_from"), offer.reserved1yPerGpuHour
                                                   ? QStringLiteral("reserved_1y_per_gpu_hour")
                                                   : QStringLiteral("on_demand_per_gpu_hour")},
        {QLatin1String("applied"), applied}};
    scenario.extra.insert(QLatin1String(kPricingProvenanceKey), provenance);
}

QJsonObject pricingProvenance(const Scenario &scenario)
{
    return scenario.extra.value(QLatin1String(kPricingProvenanceKey)).toObject();
}

std::vector<PriceChange> priceChanges(const Scenario &scenario, const Catalog &catalog)
{
    std::vector<PriceChange> changes;
    const QJsonObject provenance = pricingProvenance(scenario);
    const QJsonObject recordedOffer = provenance.value(QLatin1String("offer")).toObject();
    const CloudOffer *offer = catalog.offer(recordedOffer.value(QLatin1String("id")).toString());
    if (!offer)
        return changes;
    compare(QStringLiteral("offer"), recordedOffer, offerFigures(*offer), changes);
    const QJsonObject recordedModel = provenance.value(QLatin1String("gpu_model")).toObject();
    if (const GpuModel *model =
            catalog.gpuModel(recordedModel.value(QLatin1String("id")).toString()))
        compare(QStringLiteral("gpu_model"), recordedModel, modelFigures(*model), changes);
    if (provenance.value(QLatin1String("currency")) != QJsonValue(QStringLiteral("USD")))
        compare(QStringLiteral("exchange_rate"),
                provenance.value(QLatin1String("exchange_rate")).toObject(),
                rateFigures(catalog.exchangeRate), changes);
    return changes;
}

bool newerPricesAvailable(const Scenario &scenario, const Catalog &catalog)
{
    return !priceChanges(scenario, catalog).empty();
}

} // namespace gda::catalog
