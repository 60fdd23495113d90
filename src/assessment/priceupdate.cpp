// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "priceupdate.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace gda::assessment {

namespace {

bool same(std::optional<double> a, std::optional<double> b)
{
    if (!a || !b)
        return a.has_value() == b.has_value();
    return std::abs(*a - *b) <= 1e-12 * std::max(1.0, std::abs(*a));
}

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

// The prices of an offer a change names, in the file's keys.
std::vector<std::pair<const char *, std::optional<double>>> prices(const engine::OfferTerms &t)
{
    return {{"on_demand_per_gpu_hour", t.onDemandPerGpuHour},
            {"reserved_per_gpu_hour", t.reservedPerGpuHour},
            {"reserved_3y_per_gpu_hour", t.reserved3yPerGpuHour},
            {"spot_per_gpu_hour", t.spotPerGpuHour},
            {"throughput", t.throughput}};
}

const engine::OfferTerms *findOffer(const std::vector<engine::OfferTerms> &offers,
                                    const std::string &id)
{
    const auto it = std::find_if(offers.begin(), offers.end(),
                                 [&](const engine::OfferTerms &t) { return t.id == id; });
    return it == offers.end() ? nullptr : &*it;
}

QJsonValue number(std::optional<double> value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QString kindKey(PriceChange::Kind kind)
{
    switch (kind) {
    case PriceChange::Kind::OfferPrice:
        return QStringLiteral("offer_price");
    case PriceChange::Kind::OfferAdded:
        return QStringLiteral("offer_added");
    case PriceChange::Kind::OfferRemoved:
        return QStringLiteral("offer_removed");
    case PriceChange::Kind::Rate:
        return QStringLiteral("exchange_rate");
    case PriceChange::Kind::Fleet:
        return QStringLiteral("fleet");
    }
    return {};
}

} // namespace

PriceUpdate updatePrices(const Scenario &scenario, const catalog::Catalog &catalog,
                         const QDate &today)
{
    PriceUpdate update;
    update.updated = scenario;
    if (scenario.inputs.modelVersion < 2)
        return update;
    update.before = catalog::pinnedPrices(scenario);
    Scenario &updated = update.updated;

    // What the pin filled in for the fleet and nobody changed since is the catalog's to refresh:
    // left out again, so completion takes today's figure. A typed figure stays.
    QJsonObject inputs = updated.extra.value(QLatin1String("inputs")).toObject();
    QJsonObject onprem = inputs.value(QLatin1String("onprem")).toObject();
    const auto fleetNow = [&](const QString &key) -> std::optional<double> {
        const QJsonValue v = onprem.value(key);
        return v.isDouble() ? std::optional(v.toDouble()) : std::nullopt;
    };
    std::vector<std::pair<QString, std::optional<double>>> refreshed;
    if (update.before && update.before->onprem.value(QLatin1String("gpu_model")).toString() ==
                             text(scenario.inputs.onpremV2.gpuModel)) {
        for (const char *key : {"gpu_unit_price", "kw_per_gpu", "throughput"}) {
            const QString name = QLatin1String(key);
            const QJsonValue pinned = update.before->onprem.value(name);
            if (pinned.isDouble() && same(fleetNow(name), pinned.toDouble())) {
                refreshed.emplace_back(name, pinned.toDouble());
                onprem.remove(name);
            }
        }
    }
    inputs.insert(QLatin1String("onprem"), onprem);
    updated.extra.insert(QLatin1String("inputs"), inputs);
    updated.extra.remove(QLatin1String(catalog::kPinnedPricesKey));
    catalog::completeFromCatalog(updated, catalog, today);
    update.after = *catalog::pinnedPrices(updated);

    // Without a pin the scenario was priced at this same catalog: nothing changes but the pin.
    if (!update.before)
        return update;
    const std::vector<engine::OfferTerms> &was = update.before->offers;
    const std::vector<engine::OfferTerms> &now = update.after.offers;
    for (const engine::OfferTerms &old : was) {
        const engine::OfferTerms *fresh = findOffer(now, old.id);
        if (!fresh) {
            update.changes.push_back({PriceChange::Kind::OfferRemoved, text(old.id),
                                      QStringLiteral("on_demand_per_gpu_hour"),
                                      old.onDemandPerGpuHour, std::nullopt});
            continue;
        }
        const auto before = prices(old);
        const auto after = prices(*fresh);
        for (std::size_t i = 0; i < before.size(); ++i)
            if (!same(before[i].second, after[i].second))
                update.changes.push_back({PriceChange::Kind::OfferPrice, text(old.id),
                                          QLatin1String(before[i].first), before[i].second,
                                          after[i].second});
    }
    for (const engine::OfferTerms &fresh : now)
        if (!findOffer(was, fresh.id))
            update.changes.push_back({PriceChange::Kind::OfferAdded, text(fresh.id),
                                      QStringLiteral("on_demand_per_gpu_hour"), std::nullopt,
                                      fresh.onDemandPerGpuHour});
    if (!same(update.before->rate.usdPerEur, update.after.rate.usdPerEur))
        update.changes.push_back({PriceChange::Kind::Rate,
                                  {},
                                  QStringLiteral("usd_per_eur"),
                                  update.before->rate.usdPerEur,
                                  update.after.rate.usdPerEur});
    const QJsonObject fleetAfter = updated.extra.value(QLatin1String("inputs"))
                                       .toObject()
                                       .value(QLatin1String("onprem"))
                                       .toObject();
    for (const auto &[key, before] : refreshed) {
        const QJsonValue after = fleetAfter.value(key);
        const std::optional<double> value =
            after.isDouble() ? std::optional(after.toDouble()) : std::nullopt;
        if (!same(before, value))
            update.changes.push_back({PriceChange::Kind::Fleet, {}, key, before, value});
    }
    return update;
}

QJsonObject priceUpdateToJson(const PriceUpdate &update)
{
    QJsonArray changes;
    for (const PriceChange &c : update.changes)
        changes.append(
            QJsonObject{{QStringLiteral("kind"), kindKey(c.kind)},
                        {QStringLiteral("offer"),
                         c.offer.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(c.offer)},
                        {QStringLiteral("field"), c.field},
                        {QStringLiteral("before"), number(c.before)},
                        {QStringLiteral("after"), number(c.after)}});
    const auto pinJson = [](const catalog::PinnedPrices &p) {
        return QJsonObject{{QStringLiteral("pinned_on"), p.pinnedOn.toString(Qt::ISODate)},
                           {QStringLiteral("catalog_date"), p.catalogDate.toString(Qt::ISODate)},
                           {QStringLiteral("usd_per_eur"), p.rate.usdPerEur},
                           {QStringLiteral("offers"), int(p.offers.size())}};
    };
    return {{QStringLiteral("before"),
             update.before ? QJsonValue(pinJson(*update.before)) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("after"), pinJson(update.after)},
            {QStringLiteral("changes"), changes}};
}

} // namespace gda::assessment
