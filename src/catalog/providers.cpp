// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "providers.h"

#include "catalogjson.h"
#include "engine/costmodel.h"
#include "pricing.h"
#include "scenario/amounttext.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace gda::catalog {

namespace {

ProviderRankEntry evaluateAt(const Scenario &scenario, const Catalog &catalog,
                             const CloudOffer &offer, const GpuModel &model, PriceTerm term)
{
    Scenario priced = scenario;
    applyOffer(priced, offer, model, scenario.currency, catalog);
    engine::Cloud &cloud = priced.inputs.cloud;
    double price = cloud.onDemandPerGpuHour;
    switch (term) {
    case PriceTerm::OnDemand:
        cloud.pricing = engine::CloudPricing::OnDemand;
        break;
    case PriceTerm::Reserved1y:
        cloud.pricing = engine::CloudPricing::Reserved;
        price = cloud.reservedPerGpuHour;
        break;
    case PriceTerm::Spot:
        cloud.pricing = engine::CloudPricing::OnDemand;
        cloud.onDemandPerGpuHour = amounttext::rounded( // as applyOffer() rounds prices
            convert(*offer.spotPerGpuHour, Currency::USD, scenario.currency, catalog.exchangeRate),
            4);
        price = cloud.onDemandPerGpuHour;
        break;
    }
    const engine::Evaluation evaluation = engine::evaluateOptions(priced.inputs);
    const engine::OptionResult &result = evaluation.option(engine::Option::Cloud);

    ProviderRankEntry entry;
    entry.offerId = offer.id;
    entry.provider = offer.provider;
    entry.instance = offer.instance;
    entry.region = offer.region;
    entry.providerKind = offer.providerKind;
    entry.term = term;
    entry.pricePerGpuHour = price;
    entry.tco = result.tco;
    entry.npv = result.npv;
    entry.costPerGpuHour = result.costPerGpuHour;
    entry.date = offer.provenance.date;
    entry.estimate = offer.provenance.estimate;
    entry.origin = offer.provenance.origin;
    entry.tradeoffs = offer.tradeoffs;
    if (!offer.reservedAvailable)
        entry.tradeoffKeys << QLatin1String(kTradeoffNoReservedTerms);
    if (offer.providerKind != ProviderKind::Hyperscaler)
        entry.tradeoffKeys << QLatin1String(kTradeoffCapacityNotGuaranteed);
    if (offer.providerKind == ProviderKind::Marketplace)
        entry.tradeoffKeys << QLatin1String(kTradeoffMarketplaceHosts);
    if (term == PriceTerm::Spot)
        entry.tradeoffKeys << QLatin1String(kTradeoffInterruptible);
    return entry;
}

} // namespace

QString priceTermKey(PriceTerm term)
{
    switch (term) {
    case PriceTerm::OnDemand:
        return QStringLiteral("on_demand");
    case PriceTerm::Reserved1y:
        return QStringLiteral("reserved_1y");
    case PriceTerm::Spot:
        return QStringLiteral("spot");
    }
    return {};
}

ProviderRanking rankProviders(const Scenario &scenario, const Catalog &catalog,
                              const QString &gpuModelId)
{
    ProviderRanking ranking;
    ranking.gpuModelId = gpuModelId;
    ranking.currency = scenario.currency;
    const GpuModel *model = catalog.gpuModel(gpuModelId);
    if (!model)
        return ranking;
    for (const CloudOffer *offer : catalog.offersFor(gpuModelId)) {
        ranking.entries.push_back(
            evaluateAt(scenario, catalog, *offer, *model, PriceTerm::OnDemand));
        if (offer->reserved1yPerGpuHour)
            ranking.entries.push_back(
                evaluateAt(scenario, catalog, *offer, *model, PriceTerm::Reserved1y));
        if (offer->spotPerGpuHour)
            ranking.entries.push_back(
                evaluateAt(scenario, catalog, *offer, *model, PriceTerm::Spot));
    }
    std::stable_sort(ranking.entries.begin(), ranking.entries.end(),
                     [](const ProviderRankEntry &a, const ProviderRankEntry &b) {
                         return std::tie(a.tco, a.npv, a.offerId, a.term) <
                                std::tie(b.tco, b.npv, b.offerId, b.term);
                     });
    if (!ranking.entries.empty()) {
        const double lowest = ranking.entries.front().tco;
        for (ProviderRankEntry &entry : ranking.entries)
            entry.cheapest = std::abs(entry.tco - lowest) <= 1e-9 * std::max(1.0, std::abs(lowest));
    }
    return ranking;
}

QJsonObject rankingToJson(const ProviderRanking &ranking, const QDate &today)
{
    QJsonArray entries;
    int rank = 0;
    for (const ProviderRankEntry &e : ranking.entries) {
        entries.append(QJsonObject{
            {QLatin1String("rank"), ++rank},
            {QLatin1String("offer_id"), e.offerId},
            {QLatin1String("provider"), e.provider},
            {QLatin1String("provider_kind"), providerKindKey(e.providerKind)},
            {QLatin1String("instance"), e.instance},
            {QLatin1String("region"), e.region},
            {QLatin1String("term"), priceTermKey(e.term)},
            {QLatin1String("price_per_gpu_hour"), e.pricePerGpuHour},
            {QLatin1String("tco"), e.tco},
            {QLatin1String("npv"), e.npv},
            {QLatin1String("cost_per_gpu_hour"), e.costPerGpuHour},
            {QLatin1String("cheapest"), e.cheapest},
            {QLatin1String("date"), entryjson::writeDate(e.date)},
            {QLatin1String("stale"), isStale(e.date, today)},
            {QLatin1String("future_dated"), isFutureDated(e.date, today)},
            {QLatin1String("estimate"), e.estimate},
            {QLatin1String("origin"),
             e.origin == Origin::User ? QStringLiteral("user") : QStringLiteral("default")},
            {QLatin1String("tradeoffs"), e.tradeoffs},
            {QLatin1String("tradeoff_keys"), QJsonArray::fromStringList(e.tradeoffKeys)}});
    }
    return QJsonObject{{QLatin1String("gpu_model"), ranking.gpuModelId},
                       {QLatin1String("currency"), currencyCode(ranking.currency)},
                       {QLatin1String("entries"), entries}};
}

} // namespace gda::catalog
