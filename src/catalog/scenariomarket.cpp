// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariomarket.h"

#include "engine/costmodel.h"
#include "scenario/jsonfields.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace gda::catalog {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::catalog)
};

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

// "\"h999\" is not a GPU model of the price catalog (did you mean h100-sxm? valid: a100-40gb,
// …)": the value, what it must be, the nearest valid id and every valid id (or, for long lists,
// where to find them).
QString unknown(const QString &value, const QString &what, const QStringList &valid)
{
    const QString nearest = jsonfields::nearestKey(value, valid);
    const QString list = valid.size() <= 24
                             ? valid.join(QStringLiteral(", "))
                             : Msg::tr("the ids that gpu-advisor-cli catalog list shows");
    const QString hint = nearest.isEmpty()
                             ? Msg::tr("valid: %1").arg(list)
                             : Msg::tr("did you mean %1? valid: %2").arg(nearest, list);
    return Msg::tr("\"%1\" is not %2 (%3)").arg(value, what, hint);
}

engine::OfferTerms terms(const CloudOffer &offer, const Catalog &catalog, Currency currency)
{
    const ExchangeRate &rate = catalog.exchangeRate;
    const auto money = [&](double usd) { return convert(usd, Currency::USD, currency, rate); };
    engine::OfferTerms t;
    t.id = offer.id.toStdString();
    t.provider =
        offer.providerId.isEmpty() ? providerId(offer.provider) : offer.providerId.toStdString();
    t.gpuModel = offer.gpuModel.toStdString();
    t.onDemandPerGpuHour = money(offer.onDemandPerGpuHour);
    if (offer.reserved1yPerGpuHour)
        t.reservedPerGpuHour = money(*offer.reserved1yPerGpuHour);
    if (offer.spotPerGpuHour)
        t.spotPerGpuHour = money(*offer.spotPerGpuHour);
    // The GPU model's throughput relative to the H100 SXM; 1 when the catalog does not know it.
    const GpuModel *model = catalog.gpuModel(offer.gpuModel);
    t.throughput = model && model->throughput ? *model->throughput : 1.0;
    return t;
}

} // namespace

std::string providerId(const QString &provider)
{
    return provider.toLower().toStdString();
}

void completeFromCatalog(Scenario &scenario, const Catalog &catalog)
{
    if (scenario.inputs.modelVersion < 2)
        return;
    QJsonObject inputs = scenario.extra.value(QLatin1String("inputs")).toObject();
    QJsonObject onprem = inputs.value(QLatin1String("onprem")).toObject();
    // Each figure left out takes the catalog's (when it has one) and is stated from then on,
    // so a value typed for a model the catalog does not price is kept too.
    const auto fill = [&](const char *key, std::optional<double> figure, double &slot) {
        const QString name = QLatin1String(key);
        if (onprem.contains(name))
            return;
        if (figure)
            slot = *figure;
        onprem.insert(name, slot);
    };
    engine::Inputs &in = scenario.inputs;
    const GpuModel *model = catalog.gpuModel(text(in.onpremV2.gpuModel));
    std::optional<double> unitPrice;
    if (model && model->unitPriceTypical)
        unitPrice = convert(*model->unitPriceTypical, Currency::USD, scenario.currency,
                            catalog.exchangeRate);
    fill("gpu_unit_price", unitPrice, in.onprem.gpuUnitPrice);
    fill("kw_per_gpu", model ? model->kwPerGpu : std::nullopt, in.onprem.kwPerGpu);
    fill("throughput", model ? model->throughput : std::nullopt, in.onpremV2.throughput);
    inputs.insert(QLatin1String("onprem"), onprem);
    scenario.extra.insert(QLatin1String("inputs"), inputs);
}

std::variant<engine::Inputs, MarketError> resolveMarket(const Scenario &scenario,
                                                        const Catalog &catalog, MarketOffers offers)
{
    engine::Inputs in = scenario.inputs;
    if (in.modelVersion < 2)
        return in;
    QStringList models;
    for (const GpuModel &m : catalog.gpuModels)
        models << m.id;
    const QString modelWhat = Msg::tr("a GPU model of the price catalog");
    auto checkModel = [&](const std::string &id,
                          const QString &path) -> std::optional<MarketError> {
        if (models.contains(text(id)))
            return std::nullopt;
        return MarketError{path, unknown(text(id), modelWhat, models)};
    };
    if (auto e = checkModel(in.onpremV2.gpuModel, QStringLiteral("inputs.onprem.gpu_model")))
        return *e;
    // The fleet's GPU model sets the unit price and the power per GPU the file leaves out.
    {
        Scenario completed = scenario;
        completeFromCatalog(completed, catalog);
        in.onprem.gpuUnitPrice = completed.inputs.onprem.gpuUnitPrice;
        in.onprem.kwPerGpu = completed.inputs.onprem.kwPerGpu;
        in.onpremV2.throughput = completed.inputs.onpremV2.throughput;
    }

    // The offers this scenario knows: the catalog's, with the file's over them (same id: in
    // place), the file's new ones after the catalog in file order.
    std::vector<engine::OfferTerms> known;
    for (const CloudOffer &o : catalog.cloudOffers)
        known.push_back(terms(o, catalog, scenario.currency));
    const std::size_t catalogCount = known.size();
    for (std::size_t i = 0; i < in.multicloud.offers.size(); ++i) {
        const engine::OfferTerms &inline_ = in.multicloud.offers[i];
        if (auto e = checkModel(inline_.gpuModel,
                                QStringLiteral("inputs.multicloud.offers[%1].gpu_model").arg(i)))
            return *e;
        auto same = std::find_if(known.begin(), known.end(),
                                 [&](const engine::OfferTerms &t) { return t.id == inline_.id; });
        if (same != known.end())
            *same = inline_;
        else
            known.push_back(inline_);
    }
    auto isInline = [&](const engine::OfferTerms &t) {
        return std::any_of(in.multicloud.offers.begin(), in.multicloud.offers.end(),
                           [&](const engine::OfferTerms &o) { return o.id == t.id; });
    };

    QStringList offerIds;
    for (const engine::OfferTerms &t : known)
        offerIds << text(t.id);
    std::vector<std::string> workloadModels;
    for (std::size_t i = 0; i < in.workloads.size(); ++i) {
        engine::WorkloadInput &w = in.workloads[i];
        const QString at = QStringLiteral("inputs.workloads[%1].").arg(i);
        if (auto e = checkModel(w.gpuModel, at + QStringLiteral("gpu_model")))
            return *e;
        w.cloud.resolvedOffer.reset();
        if (!w.cloud.offer.empty()) {
            auto offer = std::find_if(known.begin(), known.end(), [&](const engine::OfferTerms &t) {
                return t.id == w.cloud.offer;
            });
            if (offer == known.end())
                return MarketError{
                    at + QStringLiteral("cloud.offer"),
                    unknown(text(w.cloud.offer),
                            Msg::tr("an offer of the price catalog or of inputs.multicloud.offers"),
                            offerIds)};
            w.cloud.resolvedOffer = *offer;
        }
        workloadModels.push_back(w.cloud.resolvedOffer ? w.cloud.resolvedOffer->gpuModel
                                                       : w.gpuModel);
    }

    // The providers the file may name: "own", the catalog's and its inline offers'.
    QStringList providers{QStringLiteral("own")};
    for (const engine::OfferTerms &t : known)
        if (!providers.contains(text(t.provider)))
            providers << text(t.provider);
    if (in.multicloud.providers)
        for (std::size_t i = 0; i < in.multicloud.providers->size(); ++i) {
            const QString id = text((*in.multicloud.providers)[i]);
            if (!providers.contains(id))
                return MarketError{QStringLiteral("inputs.multicloud.providers[%1]").arg(i),
                                   unknown(id,
                                           Msg::tr("a provider of the price catalog or of "
                                                   "inputs.multicloud.offers"),
                                           providers)};
        }

    // The market: the known offers for the workloads' GPU models, in the order above.
    in.multicloud.market.clear();
    for (std::size_t k = 0; k < known.size(); ++k) {
        const engine::OfferTerms &t = known[k];
        const bool fromFile = k >= catalogCount || isInline(t);
        if (offers == MarketOffers::FileOnly && !fromFile)
            continue;
        if (std::find(workloadModels.begin(), workloadModels.end(), t.gpuModel) !=
            workloadModels.end())
            in.multicloud.market.push_back(t);
    }
    return in;
}

QJsonArray rankOffersPerWorkload(const engine::Inputs &resolved)
{
    QJsonArray out;
    for (std::size_t i = 0; i < resolved.workloads.size(); ++i) {
        const engine::WorkloadInput &w = resolved.workloads[i];
        const std::string model =
            w.cloud.resolvedOffer ? w.cloud.resolvedOffer->gpuModel : w.gpuModel;
        struct Entry
        {
            const engine::OfferTerms *offer;
            engine::OptionResult result;
        };
        std::vector<Entry> entries;
        for (const engine::OfferTerms &offer : resolved.multicloud.market) {
            if (offer.gpuModel != model)
                continue;
            engine::Inputs alone = resolved;
            engine::WorkloadInput priced = w;
            priced.cloud.offer = offer.id;
            priced.cloud.resolvedOffer = offer;
            priced.cloud.onDemandPerGpuHour.reset();
            priced.cloud.reservedPerGpuHour.reset();
            priced.cloud.spotPerGpuHour.reset();
            priced.cloud.burstPerGpuHour.reset();
            priced.cloud.throughput.reset();
            alone.workloads = {priced};
            entries.push_back({&offer, engine::evaluateOption(alone, engine::Option::Cloud, 0,
                                                              engine::monthlyDemand(alone))});
        }
        std::stable_sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
            return std::tie(a.result.npv, a.result.tco) < std::tie(b.result.npv, b.result.tco);
        });
        QJsonArray ranked;
        int rank = 0;
        for (const Entry &e : entries) {
            const double lowest = entries.front().result.npv;
            ranked.append(QJsonObject{
                {QLatin1String("rank"), ++rank},
                {QLatin1String("offer_id"), text(e.offer->id)},
                {QLatin1String("provider"), text(e.offer->provider)},
                {QLatin1String("on_demand_per_gpu_hour"), e.offer->onDemandPerGpuHour},
                {QLatin1String("spot_per_gpu_hour"), e.offer->spotPerGpuHour
                                                         ? QJsonValue(*e.offer->spotPerGpuHour)
                                                         : QJsonValue(QJsonValue::Null)},
                {QLatin1String("throughput"), e.offer->throughput},
                {QLatin1String("tco"), e.result.tco},
                {QLatin1String("npv"), e.result.npv},
                {QLatin1String("cost_per_gpu_hour"), e.result.costPerGpuHour},
                {QLatin1String("cheapest"),
                 std::abs(e.result.npv - lowest) <= 1e-9 * std::max(1.0, std::abs(lowest))}});
        }
        out.append(QJsonObject{{QLatin1String("workload"), int(i)},
                               {QLatin1String("name"), text(w.name)},
                               {QLatin1String("gpu_model"), text(model)},
                               {QLatin1String("entries"), ranked}});
    }
    return out;
}

} // namespace gda::catalog
