// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariomarket.h"

#include "scenario/jsonfields.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace gda::catalog {

namespace {

struct Msg // this file's translation context (README, "Languages")
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

engine::OfferTerms terms(const CloudOffer &offer, Currency currency, const ExchangeRate &rate)
{
    const auto money = [&](double usd) { return convert(usd, Currency::USD, currency, rate); };
    engine::OfferTerms t;
    t.id = offer.id.toStdString();
    t.provider = providerId(offer.provider);
    t.gpuModel = offer.gpuModel.toStdString();
    t.onDemandPerGpuHour = money(offer.onDemandPerGpuHour);
    if (offer.reserved1yPerGpuHour)
        t.reservedPerGpuHour = money(*offer.reserved1yPerGpuHour);
    if (offer.spotPerGpuHour)
        t.spotPerGpuHour = money(*offer.spotPerGpuHour);
    t.throughput = 1.0; // the catalog does not yet give a throughput per GPU model
    return t;
}

} // namespace

std::string providerId(const QString &provider)
{
    return provider.toLower().toStdString();
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

    // The offers this scenario knows: the catalog's, with the file's over them (same id: in
    // place), the file's new ones after the catalog in file order.
    std::vector<engine::OfferTerms> known;
    for (const CloudOffer &o : catalog.cloudOffers)
        known.push_back(terms(o, scenario.currency, catalog.exchangeRate));
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

} // namespace gda::catalog
