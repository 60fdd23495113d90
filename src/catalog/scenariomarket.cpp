// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariomarket.h"

#include "engine/costmodel.h"
#include "scenario/jsonfields.h"
#include "scenario/moneydefaults.h"

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

engine::Interconnect interconnectOf(const QString &key)
{
    if (key == QLatin1String("none"))
        return engine::Interconnect::None;
    if (key == QLatin1String("node"))
        return engine::Interconnect::Node;
    if (key == QLatin1String("cluster"))
        return engine::Interconnect::Cluster;
    return engine::Interconnect::NotStated;
}

QString interconnectKey(engine::Interconnect interconnect)
{
    switch (interconnect) {
    case engine::Interconnect::None:
        return QStringLiteral("none");
    case engine::Interconnect::Node:
        return QStringLiteral("node");
    case engine::Interconnect::Cluster:
        return QStringLiteral("cluster");
    case engine::Interconnect::NotStated:
        break;
    }
    return {};
}

engine::OfferTerms terms(const CloudOffer &offer, const Catalog &catalog, Currency currency,
                         const ExchangeRate &rate)
{
    const auto money = [&](double usd) { return convert(usd, Currency::USD, currency, rate); };
    engine::OfferTerms t;
    t.id = offer.id.toStdString();
    t.provider =
        offer.providerId.isEmpty() ? providerId(offer.provider) : offer.providerId.toStdString();
    t.gpuModel = offer.gpuModel.toStdString();
    t.onDemandPerGpuHour = money(offer.onDemandPerGpuHour);
    if (offer.reserved1yPerGpuHour)
        t.reservedPerGpuHour = money(*offer.reserved1yPerGpuHour);
    if (offer.reserved3yPerGpuHour)
        t.reserved3yPerGpuHour = money(*offer.reserved3yPerGpuHour);
    if (offer.spotPerGpuHour)
        t.spotPerGpuHour = money(*offer.spotPerGpuHour);
    // The GPU model's throughput relative to the H100 SXM; 1 when the catalog does not know it.
    const GpuModel *model = catalog.gpuModel(offer.gpuModel);
    t.throughput = model && model->throughput ? *model->throughput : 1.0;
    t.region = offer.region.toStdString();
    t.interconnect = interconnectOf(offer.interconnect);
    t.sla = !offer.sla ? engine::Sla::NotStated : *offer.sla ? engine::Sla::Yes : engine::Sla::No;
    t.maxGpus = offer.maxGpus;
    if (offer.provenance.date.isValid())
        t.asOf = offer.provenance.date.toString(Qt::ISODate).toStdString();
    QString label = offer.provider;
    if (!offer.instance.isEmpty())
        label += u' ' + offer.instance;
    if (!offer.region.isEmpty())
        label += QStringLiteral(", ") + offer.region;
    t.label = label.toStdString();
    return t;
}

// The rate a pin records: the catalog's, or the defaults' own when the catalog has none.
ExchangeRate pinRate(const Catalog &catalog)
{
    if (catalog.exchangeRate.isValid())
        return catalog.exchangeRate;
    return {moneydefaults::kUsdPerEur, moneydefaults::rateSource(), moneydefaults::rateDate()};
}

QJsonValue optionalNumber(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

std::optional<double> numberOrNone(const QJsonValue &value)
{
    return value.isDouble() ? std::optional(value.toDouble()) : std::nullopt;
}

QJsonObject offerJson(const engine::OfferTerms &t)
{
    QJsonObject o{{QLatin1String("id"), text(t.id)},
                  {QLatin1String("provider"), text(t.provider)},
                  {QLatin1String("gpu_model"), text(t.gpuModel)},
                  {QLatin1String("on_demand_per_gpu_hour"), t.onDemandPerGpuHour},
                  {QLatin1String("reserved_per_gpu_hour"), optionalNumber(t.reservedPerGpuHour)},
                  {QLatin1String("spot_per_gpu_hour"), optionalNumber(t.spotPerGpuHour)},
                  {QLatin1String("throughput"), t.throughput}};
    if (t.reserved3yPerGpuHour)
        o.insert(QLatin1String("reserved_3y_per_gpu_hour"), *t.reserved3yPerGpuHour);
    // What decides eligibility (§17), each only when the catalog states it.
    if (!t.region.empty())
        o.insert(QLatin1String("region"), text(t.region));
    if (t.interconnect != engine::Interconnect::NotStated)
        o.insert(QLatin1String("interconnect"), interconnectKey(t.interconnect));
    if (t.sla != engine::Sla::NotStated)
        o.insert(QLatin1String("sla"), t.sla == engine::Sla::Yes);
    if (t.maxGpus)
        o.insert(QLatin1String("max_gpus"), *t.maxGpus);
    if (!t.asOf.empty())
        o.insert(QLatin1String("as_of"), text(t.asOf));
    if (!t.label.empty())
        o.insert(QLatin1String("label"), text(t.label));
    return o;
}

engine::OfferTerms offerFromJson(const QJsonObject &o)
{
    engine::OfferTerms t;
    t.id = o.value(QLatin1String("id")).toString().toStdString();
    t.provider = o.value(QLatin1String("provider")).toString().toStdString();
    t.gpuModel = o.value(QLatin1String("gpu_model")).toString().toStdString();
    t.onDemandPerGpuHour = o.value(QLatin1String("on_demand_per_gpu_hour")).toDouble();
    t.reservedPerGpuHour = numberOrNone(o.value(QLatin1String("reserved_per_gpu_hour")));
    t.reserved3yPerGpuHour = numberOrNone(o.value(QLatin1String("reserved_3y_per_gpu_hour")));
    t.spotPerGpuHour = numberOrNone(o.value(QLatin1String("spot_per_gpu_hour")));
    t.throughput = o.value(QLatin1String("throughput")).toDouble(1.0);
    t.region = o.value(QLatin1String("region")).toString().toStdString();
    t.interconnect = interconnectOf(o.value(QLatin1String("interconnect")).toString());
    if (o.value(QLatin1String("sla")).isBool())
        t.sla = o.value(QLatin1String("sla")).toBool() ? engine::Sla::Yes : engine::Sla::No;
    if (o.value(QLatin1String("max_gpus")).isDouble())
        t.maxGpus = o.value(QLatin1String("max_gpus")).toInt();
    t.asOf = o.value(QLatin1String("as_of")).toString().toStdString();
    t.label = o.value(QLatin1String("label")).toString().toStdString();
    return t;
}

} // namespace

std::string providerId(const QString &provider)
{
    return provider.toLower().toStdString();
}

QString jurisdiction(const QString &region)
{
    const QString r = region.trimmed().toLower();
    if (r.isEmpty())
        return {};
    // The United Kingdom is not in the EU: AWS eu-west-2, GCP europe-west2, Azure uk*.
    static const QStringList uk{QStringLiteral("eu-west-2"), QStringLiteral("europe-west2"),
                                QStringLiteral("uksouth"), QStringLiteral("ukwest")};
    if (uk.contains(r) || r.startsWith(QLatin1String("uk")))
        return QStringLiteral("UK");
    static const QStringList euAzure{
        QStringLiteral("westeurope"),         QStringLiteral("northeurope"),
        QStringLiteral("swedencentral"),      QStringLiteral("francecentral"),
        QStringLiteral("germanywestcentral"), QStringLiteral("italynorth"),
        QStringLiteral("polandcentral"),      QStringLiteral("spaincentral")};
    // AWS eu-central-2 and GCP europe-west6 are Zurich (Switzerland), not the EU.
    static const QStringList swiss{QStringLiteral("eu-central-2"), QStringLiteral("europe-west6"),
                                   QStringLiteral("switzerlandnorth")};
    if (swiss.contains(r))
        return QStringLiteral("CH");
    if (r.startsWith(QLatin1String("eu-")) || r.startsWith(QLatin1String("europe-")) ||
        euAzure.contains(r))
        return QStringLiteral("EU");
    if (r.startsWith(QLatin1String("us")) || r.startsWith(QLatin1String("eastus")) ||
        r.startsWith(QLatin1String("westus")) || r.startsWith(QLatin1String("centralus")) ||
        r.startsWith(QLatin1String("northcentralus")) ||
        r.startsWith(QLatin1String("southcentralus")))
        return QStringLiteral("US");
    if (r == QLatin1String("ap-northeast-1") || r.startsWith(QLatin1String("asia-northeast1")) ||
        r.startsWith(QLatin1String("japan")))
        return QStringLiteral("JP");
    return {};
}

engine::Interconnect neededInterconnect(const engine::WorkloadInput &w)
{
    if (w.needs.interconnect != engine::Interconnect::NotStated)
        return w.needs.interconnect;
    if (w.kind != engine::WorkloadKind::Training)
        return engine::Interconnect::None;
    // One machine holds 8 GPUs: more needs a cluster network, 2 to 8 NVLink in one machine.
    return w.gpus > 8    ? engine::Interconnect::Cluster
           : w.gpus >= 2 ? engine::Interconnect::Node
                         : engine::Interconnect::None;
}

bool needsSla(const engine::WorkloadInput &w)
{
    if (w.needs.sla != engine::Sla::NotStated)
        return w.needs.sla == engine::Sla::Yes;
    const bool interruptible = w.interruptible.value_or(w.kind == engine::WorkloadKind::Training ||
                                                        w.kind == engine::WorkloadKind::Batch);
    return w.kind == engine::WorkloadKind::Inference && !interruptible;
}

std::optional<std::string> ineligibility(const engine::OfferTerms &offer,
                                         const engine::WorkloadInput &w,
                                         const engine::MultiCloud &mc, bool quoted,
                                         const QDate &catalogDate)
{
    const auto within = [&](const std::vector<std::string> &places) {
        if (offer.region.empty())
            return false;
        const QString region = text(offer.region).trimmed();
        const QString where = jurisdiction(region);
        return std::any_of(places.begin(), places.end(), [&](const std::string &place) {
            const QString p = text(place).trimmed();
            return p.compare(region, Qt::CaseInsensitive) == 0 ||
                   (!where.isEmpty() && p.compare(where, Qt::CaseInsensitive) == 0);
        });
    };
    if ((mc.dataResidency && !within(*mc.dataResidency)) ||
        (w.needs.regions && !within(*w.needs.regions)))
        return "region";
    // What the offer does not state fails a need, unless the offer is the client's own quote.
    const engine::Interconnect need = neededInterconnect(w);
    if (need > engine::Interconnect::None &&
        (offer.interconnect == engine::Interconnect::NotStated ? !quoted
                                                               : offer.interconnect < need))
        return "interconnect";
    if (needsSla(w) &&
        (offer.sla == engine::Sla::No || (offer.sla == engine::Sla::NotStated && !quoted)))
        return "sla";
    if (offer.maxGpus && std::ceil(w.gpus * mc.maxSharePerProvider - 1e-9) > *offer.maxGpus)
        return "capacity";
    if (mc.maxOfferAgeDays && !offer.asOf.empty() && catalogDate.isValid()) {
        const QDate asOf = QDate::fromString(text(offer.asOf), Qt::ISODate);
        if (asOf.isValid() && asOf.daysTo(catalogDate) > *mc.maxOfferAgeDays)
            return "stale";
    }
    return std::nullopt;
}

std::optional<PinnedPrices> pinnedPrices(const Scenario &scenario)
{
    if (scenario.inputs.modelVersion < 2 ||
        !scenario.extra.value(QLatin1String(kPinnedPricesKey)).isObject())
        return std::nullopt;
    const QJsonObject pin = scenario.extra.value(QLatin1String(kPinnedPricesKey)).toObject();
    PinnedPrices p;
    p.pinnedOn = QDate::fromString(pin.value(QLatin1String("pinned_on")).toString(), Qt::ISODate);
    p.catalogDate =
        QDate::fromString(pin.value(QLatin1String("catalog_date")).toString(), Qt::ISODate);
    const QJsonObject rate = pin.value(QLatin1String("exchange_rate")).toObject();
    p.rate.usdPerEur = rate.value(QLatin1String("usd_per_eur")).toDouble();
    p.rate.date = QDate::fromString(rate.value(QLatin1String("date")).toString(), Qt::ISODate);
    p.rate.source = rate.value(QLatin1String("source")).toString();
    for (const QJsonValue &offer : pin.value(QLatin1String("offers")).toArray())
        p.offers.push_back(offerFromJson(offer.toObject()));
    p.onprem = pin.value(QLatin1String("onprem")).toObject();
    return p;
}

void setPinnedPrices(Scenario &scenario, const PinnedPrices &pinned)
{
    QJsonArray offers;
    for (const engine::OfferTerms &t : pinned.offers)
        offers.append(offerJson(t));
    QJsonObject pin{{QLatin1String("pinned_on"), pinned.pinnedOn.toString(Qt::ISODate)},
                    {QLatin1String("catalog_date"), pinned.catalogDate.toString(Qt::ISODate)},
                    {QLatin1String("exchange_rate"),
                     QJsonObject{{QLatin1String("usd_per_eur"), pinned.rate.usdPerEur},
                                 {QLatin1String("date"), pinned.rate.date.toString(Qt::ISODate)},
                                 {QLatin1String("source"), pinned.rate.source}}},
                    {QLatin1String("offers"), offers}};
    if (!pinned.onprem.isEmpty())
        pin.insert(QLatin1String("onprem"), pinned.onprem);
    scenario.extra.insert(QLatin1String(kPinnedPricesKey), pin);
}

void completeFromCatalog(Scenario &scenario, const Catalog &catalog, const QDate &today)
{
    if (scenario.inputs.modelVersion < 2)
        return;
    engine::Inputs &in = scenario.inputs;
    const std::optional<PinnedPrices> before = pinnedPrices(scenario);
    PinnedPrices fresh;
    fresh.pinnedOn = today;
    fresh.catalogDate = catalog.catalogDate;
    fresh.rate = pinRate(catalog);
    PinnedPrices pin = before.value_or(fresh);

    // The offers: every catalog offer of a GPU model that has none pinned yet, and each offer a
    // workload names that neither the pin nor the file's inline offers hold, in catalog order.
    const auto pinned = [&](const std::string &id) {
        return std::any_of(pin.offers.begin(), pin.offers.end(),
                           [&](const engine::OfferTerms &t) { return t.id == id; });
    };
    const auto inlined = [&](const std::string &id) {
        return std::any_of(in.multicloud.offers.begin(), in.multicloud.offers.end(),
                           [&](const engine::OfferTerms &t) { return t.id == id; });
    };
    std::vector<std::string> models;      // GPU models without a pinned offer
    std::vector<std::string> namedOffers; // offers named but not held
    for (const engine::WorkloadInput &w : in.workloads) {
        std::string model = w.gpuModel;
        if (!w.cloud.offer.empty() && !inlined(w.cloud.offer)) {
            if (!pinned(w.cloud.offer))
                namedOffers.push_back(w.cloud.offer);
            if (const CloudOffer *offer = catalog.offer(text(w.cloud.offer)))
                model = offer->gpuModel.toStdString();
        }
        const bool hasPinned =
            std::any_of(pin.offers.begin(), pin.offers.end(),
                        [&](const engine::OfferTerms &t) { return t.gpuModel == model; });
        if (!hasPinned && std::find(models.begin(), models.end(), model) == models.end())
            models.push_back(model);
    }
    for (const CloudOffer &offer : catalog.cloudOffers) {
        const std::string id = offer.id.toStdString();
        const std::string model = offer.gpuModel.toStdString();
        const bool wanted =
            std::find(models.begin(), models.end(), model) != models.end() ||
            std::find(namedOffers.begin(), namedOffers.end(), id) != namedOffers.end();
        if (wanted && !pinned(id))
            pin.offers.push_back(terms(offer, catalog, scenario.currency, pin.rate));
    }

    // The fleet's figures: each one left out takes the catalog's (when it has one) and is stated
    // from then on, so a value typed for a model the catalog does not price is kept too.
    QJsonObject inputs = scenario.extra.value(QLatin1String("inputs")).toObject();
    QJsonObject onprem = inputs.value(QLatin1String("onprem")).toObject();
    const auto fill = [&](const char *key, std::optional<double> figure, double &slot) {
        const QString name = QLatin1String(key);
        if (onprem.contains(name))
            return;
        if (figure) {
            slot = *figure;
            pin.onprem.insert(QLatin1String("gpu_model"), text(in.onpremV2.gpuModel));
            pin.onprem.insert(name, *figure);
        }
        onprem.insert(name, slot);
    };
    const GpuModel *model = catalog.gpuModel(text(in.onpremV2.gpuModel));
    std::optional<double> unitPrice;
    if (model && model->unitPriceTypical)
        unitPrice = convert(*model->unitPriceTypical, Currency::USD, scenario.currency, pin.rate);
    fill("gpu_unit_price", unitPrice, in.onprem.gpuUnitPrice);
    fill("kw_per_gpu", model ? model->kwPerGpu : std::nullopt, in.onprem.kwPerGpu);
    fill("throughput", model ? model->throughput : std::nullopt, in.onpremV2.throughput);
    inputs.insert(QLatin1String("onprem"), onprem);
    scenario.extra.insert(QLatin1String("inputs"), inputs);

    const bool changed =
        !before || before->offers.size() != pin.offers.size() || before->onprem != pin.onprem;
    if (changed)
        setPinnedPrices(scenario, pin);
}

std::variant<engine::Inputs, MarketError> resolveMarket(const Scenario &scenario,
                                                        const Catalog &catalog, MarketOffers offers)
{
    engine::Inputs in = scenario.inputs;
    if (in.modelVersion < 2)
        return in;
    // The GPU models a file may name: the catalog's, and those its pinned prices priced (a file
    // from a machine whose catalog knows more models).
    QStringList models;
    for (const GpuModel &m : catalog.gpuModels)
        models << m.id;
    if (const auto pin = pinnedPrices(scenario)) {
        for (const engine::OfferTerms &t : pin->offers)
            if (!models.contains(text(t.gpuModel)))
                models << text(t.gpuModel);
        const QString fleet = pin->onprem.value(QLatin1String("gpu_model")).toString();
        if (!fleet.isEmpty() && !models.contains(fleet))
            models << fleet;
    }
    const QString modelWhat = Msg::tr("a GPU model of the price catalog");
    auto checkModel = [&](const std::string &id,
                          const QString &path) -> std::optional<MarketError> {
        if (models.contains(text(id)))
            return std::nullopt;
        return MarketError{path, unknown(text(id), modelWhat, models)};
    };
    if (auto e = checkModel(in.onpremV2.gpuModel, QStringLiteral("inputs.onprem.gpu_model")))
        return *e;
    // The fleet's GPU model sets the unit price and the power per GPU the file leaves out, and
    // the catalog's offers are pinned when the file has none (completeFromCatalog).
    Scenario completed = scenario;
    completeFromCatalog(completed, catalog);
    in.onprem.gpuUnitPrice = completed.inputs.onprem.gpuUnitPrice;
    in.onprem.kwPerGpu = completed.inputs.onprem.kwPerGpu;
    in.onpremV2.throughput = completed.inputs.onpremV2.throughput;

    // The offers this scenario knows: the pinned ones, with the file's inline offers over them
    // (same id: in place), the file's new ones after them in file order.
    std::vector<engine::OfferTerms> known = pinnedPrices(completed)->offers;
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

    // What an unknown id may be: the offers known here and every offer of the catalog.
    QStringList offerIds;
    for (const engine::OfferTerms &t : known)
        offerIds << text(t.id);
    for (const CloudOffer &o : catalog.cloudOffers)
        if (!offerIds.contains(o.id))
            offerIds << o.id;
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
    for (const CloudOffer &o : catalog.cloudOffers) {
        const QString id = o.providerId.isEmpty() ? text(providerId(o.provider)) : o.providerId;
        if (!providers.contains(id))
            providers << id;
    }
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

    // Running several clouds, automatic (§17.4): one platform engineer a year per additional
    // cloud, $150,000 (a project estimate), in the scenario's currency at the defaults' rate.
    constexpr double kOrchestrationPerProviderUsd = 150000.0;
    in.multicloud.orchestrationPerProvider =
        scenario.currency == Currency::EUR
            ? kOrchestrationPerProviderUsd / moneydefaults::kUsdPerEur
            : kOrchestrationPerProviderUsd;

    // Which of them each workload may use (docs/methodology.md §17): region, interconnect,
    // availability commitment, capacity and the price's age. A workload's own offer stays its
    // own terms even when it is not eligible; the list says so.
    in.multicloud.excluded.clear();
    const QDate catalogDate = pinnedPrices(completed)->catalogDate;
    const auto allowed = [&](const std::string &provider) {
        return !in.multicloud.providers ||
               std::find(in.multicloud.providers->begin(), in.multicloud.providers->end(),
                         provider) != in.multicloud.providers->end();
    };
    for (std::size_t i = 0; i < in.workloads.size(); ++i) {
        engine::WorkloadInput &w = in.workloads[i];
        w.cloud.ineligibleOffers.clear();
        const std::string own =
            w.cloud.resolvedOffer ? w.cloud.resolvedOffer->provider : std::string("own");
        if (w.cloud.resolvedOffer) {
            const engine::OfferTerms &named = *w.cloud.resolvedOffer;
            if (const auto why =
                    ineligibility(named, w, in.multicloud, isInline(named), catalogDate))
                in.multicloud.excluded.push_back({named.id, int(i), *why, true});
        }
        for (const engine::OfferTerms &t : in.multicloud.market) {
            if (t.gpuModel != workloadModels[i] || t.provider == own || !allowed(t.provider))
                continue;
            if (const auto why = ineligibility(t, w, in.multicloud, isInline(t), catalogDate)) {
                w.cloud.ineligibleOffers.push_back(t.id);
                in.multicloud.excluded.push_back({t.id, int(i), *why, false});
            }
        }
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
        // The cheapest is the cheapest offer the multi-cloud option may use for this workload
        // (docs/methodology.md §17); when it may use none, the cheapest of all.
        const auto usable = [&](const Entry &e) {
            return std::find(w.cloud.ineligibleOffers.begin(), w.cloud.ineligibleOffers.end(),
                             e.offer->id) == w.cloud.ineligibleOffers.end();
        };
        const auto firstUsable = std::find_if(entries.begin(), entries.end(), usable);
        const double lowest =
            entries.empty()
                ? 0.0
                : (firstUsable != entries.end() ? firstUsable : entries.begin())->result.npv;
        QJsonArray ranked;
        int rank = 0;
        for (const Entry &e : entries) {
            const bool eligible = usable(e);
            const bool counts = eligible || firstUsable == entries.end();
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
                {QLatin1String("eligible"), eligible},
                {QLatin1String("cheapest"), counts && std::abs(e.result.npv - lowest) <=
                                                          1e-9 * std::max(1.0, std::abs(lowest))}});
        }
        out.append(QJsonObject{{QLatin1String("workload"), int(i)},
                               {QLatin1String("name"), text(w.name)},
                               {QLatin1String("gpu_model"), text(model)},
                               {QLatin1String("entries"), ranked}});
    }
    return out;
}

} // namespace gda::catalog
