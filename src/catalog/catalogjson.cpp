// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogjson.h"

#include "scenario/jsonfields.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <cmath>
#include <limits>

namespace gda::catalog::entryjson {

using namespace gda::jsonfields;

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::catalog)
};

constexpr int kIdMax = 80;
constexpr int kNameMax = 200;
constexpr int kTextMax = 4000;

// Plausible ranges: wide enough for any real price, narrow enough to catch a unit mistake
// (a price per instance in a per-GPU field, cents for dollars, watts for kilowatts).
const Range kPerGpuHour = aboveAtMost(0.0, 50.0); // an 8-GPU instance price would exceed it
const Range kUnitPrice = closed(100.0, 1000000.0);
const Range kTdp = closed(10.0, 5000.0);
const Range kKwPerGpu = aboveAtMost(0.0, 20.0);
const Range kMemory = aboveAtMost(0.0, 10000.0);
const Range kGpusPerInstance = whole(1.0, 1024.0);
const Range kMaxGpus = whole(1.0, 1000000.0);
const Range kEgressPrice = closed(0.0, 5.0);
const Range kEgressUpper = aboveAtMost(0.0, 1000000.0);
const Range kStoragePrice = closed(0.0, 5.0);
const Range kUsdPerEur = closed(0.2, 5.0);
const Range kThroughput = aboveAtMost(0.0, 10.0); // relative to the H100 SXM

// The valid range of a data-centre default, by id; ids not listed take any amount of money.
Range datacenterRange(const QString &id)
{
    if (id == QLatin1String("pue") || id == QLatin1String("pue_seed"))
        return closed(1.0, 3.0);
    if (id.startsWith(QLatin1String("electricity_")))
        return closed(0.0, 2.0);
    if (id == QLatin1String("colocation_per_kw_month"))
        return closed(0.0, 5000.0);
    if (id == QLatin1String("maintenance_fraction"))
        return closed(0.0, 1.0);
    if (id == QLatin1String("lifetime_years"))
        return whole(1.0, 20.0);
    return money();
}

const QStringList kProvenanceFields{QStringLiteral("source"), QStringLiteral("date"),
                                    QStringLiteral("date_note"), QStringLiteral("estimate"),
                                    QStringLiteral("note")};

// Field access on one entry object with paths for messages.
class EntryReader
{
public:
    EntryReader(const QJsonObject &object, const QString &path, const QStringList &known)
        : m_object(object), m_path(path)
    {
        for (auto it = object.begin(); it != object.end(); ++it)
            if (!known.contains(it.key()))
                throw FieldError(
                    at(it.key()),
                    Msg::tr("unknown field (valid: %1)").arg(known.join(QStringLiteral(", "))));
    }

    QString at(const QString &key) const { return join(m_path, key); }
    QJsonValue get(const char *key) const { return m_object.value(QLatin1String(key)); }

    QString text(const char *key, int maxLength, bool required) const
    {
        const QJsonValue value = get(key);
        const QString path = at(QLatin1String(key));
        if (value.isUndefined() || value.isNull()) {
            if (required)
                throw FieldError(
                    path, Msg::tr("missing (valid: text of 1 to %1 characters)").arg(maxLength));
            return {};
        }
        if (!value.isString())
            throw FieldError(path, Msg::tr("expected text, found %1").arg(show(value)));
        const QString t = value.toString();
        if (required && t.trimmed().isEmpty())
            throw FieldError(
                path,
                Msg::tr("must not be empty (valid: text of 1 to %1 characters)").arg(maxLength));
        if (t.size() > maxLength)
            throw FieldError(path,
                             Msg::tr("%1 characters is too long (valid: at most %2 characters)")
                                 .arg(t.size())
                                 .arg(maxLength));
        return t;
    }

    QString id() const
    {
        static const QRegularExpression pattern(QStringLiteral("^[a-z0-9][a-z0-9._-]*$"));
        const QString value = text("id", kIdMax, true);
        if (!pattern.match(value).hasMatch())
            throw FieldError(at(QStringLiteral("id")),
                             Msg::tr("%1 is not a valid id (valid: lowercase letters, digits, '.', "
                                     "'_' and '-', starting with a letter or digit)")
                                 .arg(show(QJsonValue(value))));
        return value;
    }

    double number(const char *key, const Range &range) const
    {
        const QJsonValue value = get(key);
        if (value.isUndefined())
            throw FieldError(at(QLatin1String(key)),
                             Msg::tr("missing (valid: a number, %1)").arg(range.describe()));
        return requireNumber(at(QLatin1String(key)), value, range);
    }

    std::optional<double> optionalNumber(const char *key, const Range &range) const
    {
        const QJsonValue value = get(key);
        if (value.isUndefined() || value.isNull())
            return std::nullopt;
        return requireNumber(at(QLatin1String(key)), value, range);
    }

    bool boolean(const char *key, std::optional<bool> fallback) const
    {
        const QJsonValue value = get(key);
        if ((value.isUndefined() || value.isNull()) && fallback)
            return *fallback;
        if (!value.isBool())
            throw FieldError(at(QLatin1String(key)),
                             Msg::tr("expected true or false, found %1").arg(show(value)));
        return value.toBool();
    }

    std::vector<engine::EgressTier> tiers(const char *key) const
    {
        const QJsonValue value = get(key);
        const QString where = at(QLatin1String(key));
        const QJsonArray list = value.toArray();
        if (!value.isArray() || list.isEmpty())
            throw FieldError(where, Msg::tr("expected a non-empty list of [upper_tb, usd_per_gb] "
                                            "bands, found %1")
                                        .arg(show(value)));
        std::vector<engine::EgressTier> out;
        double previous = 0.0;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString band = index(where, i);
            const QJsonArray pair = list[i].toArray();
            if (!list[i].isArray() || pair.size() != 2)
                throw FieldError(
                    band,
                    Msg::tr("expected a pair [upper_tb, usd_per_gb], found %1").arg(show(list[i])));
            const bool last = i == list.size() - 1;
            engine::EgressTier tier;
            if (pair[0].isNull()) {
                if (!last)
                    throw FieldError(index(band, 0),
                                     Msg::tr("only the last band may be open (null)"));
            } else {
                tier.upperTb = requireNumber(index(band, 0), pair[0], kEgressUpper);
                if (last)
                    throw FieldError(
                        index(band, 0),
                        Msg::tr("%1: the last band must be open (null) so every volume "
                                "has a price")
                            .arg(show(pair[0])));
                if (tier.upperTb <= previous)
                    throw FieldError(index(band, 0),
                                     Msg::tr("%1 is not above the previous bound %2 (upper bounds "
                                             "must ascend)")
                                         .arg(show(pair[0]), showNumber(previous)));
                previous = tier.upperTb;
            }
            tier.pricePerGb = requireNumber(index(band, 1), pair[1], kEgressPrice);
            out.push_back(tier);
        }
        return out;
    }

    // A date that may be left out (nullopt) or null.
    QDate optionalDate(const char *key) const
    {
        const QJsonValue value = get(key);
        if (value.isUndefined() || value.isNull())
            return {};
        return readDate(value, at(QLatin1String(key)));
    }

    Provenance provenance() const
    {
        Provenance p;
        p.source = text("source", kTextMax, true);
        p.date = readDate(get("date"), at(QStringLiteral("date")));
        p.dateNote = text("date_note", kTextMax, false);
        p.estimate = boolean("estimate", false);
        p.note = text("note", kTextMax, false);
        return p;
    }

private:
    const QJsonObject &m_object;
    QString m_path;
};

// Throws unless `value` is at most `limit` (both per GPU-hour).
void checkAtMost(const QString &path, double value, const char *limitName, double limit)
{
    if (value > limit)
        throw FieldError(path,
                         Msg::tr("%1 is above %2 %3 (valid: at most %3)")
                             .arg(showNumber(value), QLatin1String(limitName), showNumber(limit)));
}

QJsonValue optional(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

void writeProvenance(QJsonObject &object, const Provenance &p)
{
    object.insert(QLatin1String("source"), p.source);
    object.insert(QLatin1String("date"), writeDate(p.date));
    if (!p.dateNote.isEmpty())
        object.insert(QLatin1String("date_note"), p.dateNote);
    object.insert(QLatin1String("estimate"), p.estimate);
    if (!p.note.isEmpty())
        object.insert(QLatin1String("note"), p.note);
}

} // namespace

const QStringList &gpuModelFields()
{
    static const QStringList fields = QStringList{QStringLiteral("id"),
                                                  QStringLiteral("name"),
                                                  QStringLiteral("vendor"),
                                                  QStringLiteral("memory_gb"),
                                                  QStringLiteral("tdp_w"),
                                                  QStringLiteral("kw_per_gpu"),
                                                  QStringLiteral("unit_price_low"),
                                                  QStringLiteral("unit_price_typical"),
                                                  QStringLiteral("unit_price_high"),
                                                  QStringLiteral("throughput"),
                                                  QStringLiteral("throughput_source"),
                                                  QStringLiteral("throughput_date")} +
                                      kProvenanceFields;
    return fields;
}

const QStringList &cloudOfferFields()
{
    static const QStringList fields = QStringList{QStringLiteral("id"),
                                                  QStringLiteral("provider"),
                                                  QStringLiteral("provider_id"),
                                                  QStringLiteral("provider_kind"),
                                                  QStringLiteral("instance"),
                                                  QStringLiteral("gpu_model"),
                                                  QStringLiteral("gpus_per_instance"),
                                                  QStringLiteral("region"),
                                                  QStringLiteral("on_demand_per_gpu_hour"),
                                                  QStringLiteral("reserved_1y_per_gpu_hour"),
                                                  QStringLiteral("reserved_3y_per_gpu_hour"),
                                                  QStringLiteral("reserved_available"),
                                                  QStringLiteral("spot_per_gpu_hour"),
                                                  QStringLiteral("spot_source"),
                                                  QStringLiteral("spot_date"),
                                                  QStringLiteral("egress_tiers"),
                                                  QStringLiteral("storage_per_gb_month"),
                                                  QStringLiteral("tradeoffs"),
                                                  QStringLiteral("interconnect"),
                                                  QStringLiteral("sla"),
                                                  QStringLiteral("max_gpus")} +
                                      kProvenanceFields;
    return fields;
}

namespace {
// `fields` without the ones the readers below treat as optional.
QStringList withoutOptional(const QStringList &fields)
{
    static const QStringList optional{QStringLiteral("tdp_w"),
                                      QStringLiteral("kw_per_gpu"),
                                      QStringLiteral("unit_price_low"),
                                      QStringLiteral("unit_price_typical"),
                                      QStringLiteral("unit_price_high"),
                                      QStringLiteral("throughput"),
                                      QStringLiteral("throughput_source"),
                                      QStringLiteral("throughput_date"),
                                      QStringLiteral("provider_id"),
                                      QStringLiteral("spot_source"),
                                      QStringLiteral("spot_date"),
                                      QStringLiteral("reserved_1y_per_gpu_hour"),
                                      QStringLiteral("reserved_3y_per_gpu_hour"),
                                      QStringLiteral("reserved_available"),
                                      QStringLiteral("spot_per_gpu_hour"),
                                      QStringLiteral("tradeoffs"),
                                      QStringLiteral("interconnect"),
                                      QStringLiteral("sla"),
                                      QStringLiteral("max_gpus"),
                                      QStringLiteral("date_note"),
                                      QStringLiteral("estimate"),
                                      QStringLiteral("note")};
    QStringList required;
    for (const QString &field : fields)
        if (!optional.contains(field))
            required << field;
    return required;
}
} // namespace

const QStringList &gpuModelRequiredFields()
{
    static const QStringList fields = withoutOptional(gpuModelFields());
    return fields;
}

const QStringList &cloudOfferRequiredFields()
{
    static const QStringList fields = withoutOptional(cloudOfferFields());
    return fields;
}

QDate readDate(const QJsonValue &value, const QString &path)
{
    const QString text = value.toString();
    const QDate date = QDate::fromString(text, Qt::ISODate);
    if (!value.isString() || text.size() != 10 || !date.isValid() || date < QDate(1990, 1, 1) ||
        date > QDate(2100, 12, 31))
        throw FieldError(
            path, Msg::tr("%1 is not a date (valid: YYYY-MM-DD, 1990 to 2100)").arg(show(value)));
    return date;
}

QString writeDate(const QDate &date)
{
    return date.toString(Qt::ISODate);
}

GpuModel readGpuModel(const QJsonObject &object, const QString &path)
{
    const EntryReader r(object, path, gpuModelFields());
    GpuModel m;
    m.id = r.id();
    m.name = r.text("name", kNameMax, true);
    m.vendor = r.text("vendor", kNameMax, true);
    m.memoryGb = r.number("memory_gb", kMemory);
    m.tdpW = r.optionalNumber("tdp_w", kTdp);
    m.kwPerGpu = r.optionalNumber("kw_per_gpu", kKwPerGpu);
    m.unitPriceLow = r.optionalNumber("unit_price_low", kUnitPrice);
    m.unitPriceTypical = r.optionalNumber("unit_price_typical", kUnitPrice);
    m.unitPriceHigh = r.optionalNumber("unit_price_high", kUnitPrice);
    if (m.unitPriceLow && m.unitPriceTypical)
        if (*m.unitPriceTypical < *m.unitPriceLow)
            throw FieldError(
                r.at(QStringLiteral("unit_price_typical")),
                Msg::tr("%1 is below unit_price_low %2 (valid: low <= typical <= high)")
                    .arg(showNumber(*m.unitPriceTypical), showNumber(*m.unitPriceLow)));
    if (m.unitPriceHigh && m.unitPriceTypical)
        if (*m.unitPriceHigh < *m.unitPriceTypical)
            throw FieldError(
                r.at(QStringLiteral("unit_price_high")),
                Msg::tr("%1 is below unit_price_typical %2 (valid: low <= typical <= high)")
                    .arg(showNumber(*m.unitPriceHigh), showNumber(*m.unitPriceTypical)));
    if (m.unitPriceHigh && m.unitPriceLow && *m.unitPriceHigh < *m.unitPriceLow)
        throw FieldError(r.at(QStringLiteral("unit_price_high")),
                         Msg::tr("%1 is below unit_price_low %2 (valid: low <= typical <= high)")
                             .arg(showNumber(*m.unitPriceHigh), showNumber(*m.unitPriceLow)));
    m.throughput = r.optionalNumber("throughput", kThroughput);
    m.throughputSource = r.text("throughput_source", kTextMax, false);
    m.throughputDate = r.optionalDate("throughput_date");
    if (m.throughput && (m.throughputSource.trimmed().isEmpty() || !m.throughputDate.isValid()))
        throw FieldError(
            r.at(QLatin1String(m.throughputSource.trimmed().isEmpty() ? "throughput_source"
                                                                      : "throughput_date")),
            Msg::tr("missing: a throughput needs its source and date (valid: text, "
                    "and a date YYYY-MM-DD)"));
    if (!m.throughput && (!m.throughputSource.isEmpty() || m.throughputDate.isValid()))
        throw FieldError(r.at(QStringLiteral("throughput")),
                         Msg::tr("missing: a throughput source or date without a throughput "
                                 "(valid: a number above 0, at most 10)"));
    m.provenance = r.provenance();
    return m;
}

CloudOffer readCloudOffer(const QJsonObject &object, const QString &path)
{
    const EntryReader r(object, path, cloudOfferFields());
    CloudOffer o;
    o.id = r.id();
    o.provider = r.text("provider", kNameMax, true);
    o.providerId = r.text("provider_id", kIdMax, false);
    if (o.providerId.isEmpty())
        o.providerId = o.provider.toLower();
    if (o.providerId == QLatin1String("own") || o.providerId != o.providerId.toLower())
        throw FieldError(r.at(QStringLiteral("provider_id")),
                         Msg::tr("%1 is not a valid provider id (valid: lower-case text, not "
                                 "\"own\", which names a workload's own terms)")
                             .arg(show(QJsonValue(o.providerId))));
    const QJsonValue kind = r.get("provider_kind");
    bool kindFound = false;
    for (ProviderKind k :
         {ProviderKind::Hyperscaler, ProviderKind::Neocloud, ProviderKind::Marketplace}) {
        if (kind.isString() && kind.toString() == providerKindKey(k)) {
            o.providerKind = k;
            kindFound = true;
        }
    }
    if (!kindFound)
        throw FieldError(r.at(QStringLiteral("provider_kind")),
                         Msg::tr("%1 is not allowed (valid: hyperscaler, neocloud, marketplace)")
                             .arg(show(kind)));
    o.instance = r.text("instance", kNameMax, true);
    o.gpuModel = r.text("gpu_model", kIdMax, true);
    o.gpusPerInstance = static_cast<int>(r.number("gpus_per_instance", kGpusPerInstance));
    o.region = r.text("region", kNameMax, true);
    o.onDemandPerGpuHour = r.number("on_demand_per_gpu_hour", kPerGpuHour);
    o.reserved1yPerGpuHour = r.optionalNumber("reserved_1y_per_gpu_hour", kPerGpuHour);
    o.reserved3yPerGpuHour = r.optionalNumber("reserved_3y_per_gpu_hour", kPerGpuHour);
    const bool anyReserved = o.reserved1yPerGpuHour || o.reserved3yPerGpuHour;
    o.reservedAvailable = r.boolean("reserved_available", anyReserved);
    if (!o.reservedAvailable && anyReserved)
        throw FieldError(
            r.at(QStringLiteral("reserved_available")),
            Msg::tr("false, but a reserved price is given (valid: true when a reserved "
                    "price is given)"));
    if (o.reservedAvailable && !anyReserved)
        throw FieldError(
            r.at(QStringLiteral("reserved_available")),
            Msg::tr("true, but neither reserved_1y_per_gpu_hour nor "
                    "reserved_3y_per_gpu_hour is given (valid: false without a reserved price)"));
    if (o.reserved1yPerGpuHour)
        checkAtMost(r.at(QStringLiteral("reserved_1y_per_gpu_hour")), *o.reserved1yPerGpuHour,
                    "on_demand_per_gpu_hour", o.onDemandPerGpuHour);
    if (o.reserved3yPerGpuHour)
        checkAtMost(r.at(QStringLiteral("reserved_3y_per_gpu_hour")), *o.reserved3yPerGpuHour,
                    o.reserved1yPerGpuHour ? "reserved_1y_per_gpu_hour" : "on_demand_per_gpu_hour",
                    o.reserved1yPerGpuHour.value_or(o.onDemandPerGpuHour));
    o.spotPerGpuHour = r.optionalNumber("spot_per_gpu_hour", kPerGpuHour);
    if (o.spotPerGpuHour)
        checkAtMost(r.at(QStringLiteral("spot_per_gpu_hour")), *o.spotPerGpuHour,
                    "on_demand_per_gpu_hour", o.onDemandPerGpuHour);
    o.spotSource = r.text("spot_source", kTextMax, false);
    o.spotDate = r.optionalDate("spot_date");
    if (!o.spotPerGpuHour && (!o.spotSource.isEmpty() || o.spotDate.isValid()))
        throw FieldError(r.at(QStringLiteral("spot_per_gpu_hour")),
                         Msg::tr("missing: a spot source or date without a spot price (valid: "
                                 "a number above 0, at most the on-demand price)"));
    o.egressTiers = r.tiers("egress_tiers");
    o.storagePerGbMonth = r.number("storage_per_gb_month", kStoragePrice);
    o.tradeoffs = r.text("tradeoffs", kTextMax, false);
    o.interconnect = r.text("interconnect", kNameMax, false);
    if (!o.interconnect.isEmpty() && o.interconnect != QLatin1String("none") &&
        o.interconnect != QLatin1String("node") && o.interconnect != QLatin1String("cluster"))
        throw FieldError(r.at(QStringLiteral("interconnect")),
                         Msg::tr("%1 is not allowed (valid: none, node, cluster)")
                             .arg(show(r.get("interconnect"))));
    if (const QJsonValue sla = r.get("sla"); !sla.isUndefined() && !sla.isNull())
        o.sla = r.boolean("sla", std::nullopt);
    if (const auto most = r.optionalNumber("max_gpus", kMaxGpus))
        o.maxGpus = int(*most);
    o.provenance = r.provenance();
    return o;
}

DatacenterDefault readDatacenterDefault(const QJsonObject &object, const QString &path)
{
    static const QStringList fields =
        QStringList{QStringLiteral("id"), QStringLiteral("value"), QStringLiteral("unit")} +
        kProvenanceFields;
    const EntryReader r(object, path, fields);
    DatacenterDefault d;
    d.id = r.id();
    d.value = r.number("value", datacenterRange(d.id));
    d.unit = r.text("unit", kNameMax, true);
    d.provenance = r.provenance();
    return d;
}

ExchangeRate readExchangeRate(const QJsonValue &value, const QString &path)
{
    if (!value.isObject())
        throw FieldError(
            path,
            Msg::tr("expected an object {usd_per_eur, source, date}, found %1").arg(show(value)));
    const QJsonObject object = value.toObject();
    const EntryReader r(
        object, path,
        {QStringLiteral("usd_per_eur"), QStringLiteral("source"), QStringLiteral("date")});
    ExchangeRate rate;
    rate.usdPerEur = r.number("usd_per_eur", kUsdPerEur);
    rate.source = r.text("source", kTextMax, true);
    rate.date = readDate(r.get("date"), r.at(QStringLiteral("date")));
    return rate;
}

QJsonObject write(const GpuModel &m)
{
    QJsonObject o;
    o.insert(QLatin1String("id"), m.id);
    o.insert(QLatin1String("name"), m.name);
    o.insert(QLatin1String("vendor"), m.vendor);
    o.insert(QLatin1String("memory_gb"), m.memoryGb);
    o.insert(QLatin1String("tdp_w"), optional(m.tdpW));
    o.insert(QLatin1String("kw_per_gpu"), optional(m.kwPerGpu));
    o.insert(QLatin1String("unit_price_low"), optional(m.unitPriceLow));
    o.insert(QLatin1String("unit_price_typical"), optional(m.unitPriceTypical));
    o.insert(QLatin1String("unit_price_high"), optional(m.unitPriceHigh));
    if (m.throughput) {
        o.insert(QLatin1String("throughput"), *m.throughput);
        o.insert(QLatin1String("throughput_source"), m.throughputSource);
        o.insert(QLatin1String("throughput_date"), writeDate(m.throughputDate));
    }
    writeProvenance(o, m.provenance);
    return o;
}

QJsonObject write(const CloudOffer &offer)
{
    QJsonObject o;
    o.insert(QLatin1String("id"), offer.id);
    o.insert(QLatin1String("provider"), offer.provider);
    o.insert(QLatin1String("provider_id"),
             offer.providerId.isEmpty() ? offer.provider.toLower() : offer.providerId);
    o.insert(QLatin1String("provider_kind"), providerKindKey(offer.providerKind));
    o.insert(QLatin1String("instance"), offer.instance);
    o.insert(QLatin1String("gpu_model"), offer.gpuModel);
    o.insert(QLatin1String("gpus_per_instance"), offer.gpusPerInstance);
    o.insert(QLatin1String("region"), offer.region);
    o.insert(QLatin1String("on_demand_per_gpu_hour"), offer.onDemandPerGpuHour);
    o.insert(QLatin1String("reserved_1y_per_gpu_hour"), optional(offer.reserved1yPerGpuHour));
    o.insert(QLatin1String("reserved_3y_per_gpu_hour"), optional(offer.reserved3yPerGpuHour));
    o.insert(QLatin1String("reserved_available"), offer.reservedAvailable);
    o.insert(QLatin1String("spot_per_gpu_hour"), optional(offer.spotPerGpuHour));
    if (!offer.spotSource.isEmpty())
        o.insert(QLatin1String("spot_source"), offer.spotSource);
    if (offer.spotDate.isValid())
        o.insert(QLatin1String("spot_date"), writeDate(offer.spotDate));
    QJsonArray tiers;
    for (const engine::EgressTier &t : offer.egressTiers)
        tiers.append(
            QJsonArray{std::isinf(t.upperTb) ? QJsonValue() : QJsonValue(t.upperTb), t.pricePerGb});
    o.insert(QLatin1String("egress_tiers"), tiers);
    o.insert(QLatin1String("storage_per_gb_month"), offer.storagePerGbMonth);
    o.insert(QLatin1String("tradeoffs"), offer.tradeoffs);
    if (!offer.interconnect.isEmpty())
        o.insert(QLatin1String("interconnect"), offer.interconnect);
    if (offer.sla)
        o.insert(QLatin1String("sla"), *offer.sla);
    if (offer.maxGpus)
        o.insert(QLatin1String("max_gpus"), *offer.maxGpus);
    writeProvenance(o, offer.provenance);
    return o;
}

QJsonObject write(const DatacenterDefault &entry)
{
    QJsonObject o;
    o.insert(QLatin1String("id"), entry.id);
    o.insert(QLatin1String("value"), entry.value);
    o.insert(QLatin1String("unit"), entry.unit);
    writeProvenance(o, entry.provenance);
    return o;
}

QJsonObject write(const ExchangeRate &rate)
{
    return QJsonObject{{QLatin1String("usd_per_eur"), rate.usdPerEur},
                       {QLatin1String("source"), rate.source},
                       {QLatin1String("date"), writeDate(rate.date)}};
}

QHash<QString, QList<int>> elementLines(const QByteArray &json)
{
    QHash<QString, QList<int>> lines;
    int depth = 0;
    int line = 1;
    bool inString = false;
    QByteArray string;
    QByteArray lastKey;
    QString section; // the top-level array being scanned
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '\n')
            ++line;
        if (inString) {
            if (c == '\\') {
                string += c;
                if (i + 1 < json.size())
                    string += json[++i];
            } else if (c == '"') {
                inString = false;
                if (depth == 1)
                    lastKey = string;
            } else {
                string += c;
            }
            continue;
        }
        if (c == '"') {
            inString = true;
            string.clear();
        } else if (c == '[' || c == '{') {
            ++depth;
            if (c == '[' && depth == 2)
                section = QString::fromUtf8(lastKey);
            else if (c == '{' && depth == 3 && !section.isEmpty())
                lines[section].append(line);
        } else if (c == ']' || c == '}') {
            if (depth == 2)
                section.clear();
            --depth;
        }
    }
    return lines;
}

} // namespace gda::catalog::entryjson
