// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariofile.h"

#include "jsonfields.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <cmath>
#include <functional>
#include <limits>
#include <span>
#include <utility>

namespace gda::scenariofile {

using namespace gda::jsonfields;
using namespace gda::engine;

namespace {

struct Msg // this file's translation context (README, "Languages")
{
    Q_DECLARE_TR_FUNCTIONS(gda::scenariofile)
};

template <typename E>
using Names = std::span<const std::pair<E, const char *>>;

constexpr std::pair<CloudPricing, const char *> kPricing[] = {
    {CloudPricing::OnDemand, "on_demand"}, {CloudPricing::Reserved, "reserved"}};
constexpr std::pair<FinancingMode, const char *> kFinancing[] = {
    {FinancingMode::Cash, "cash"}, {FinancingMode::Lease, "lease"}, {FinancingMode::Loan, "loan"}};
constexpr std::pair<MigrationMethod, const char *> kMethod[] = {
    {MigrationMethod::Internet, "internet"},
    {MigrationMethod::Snowball, "snowball"},
    {MigrationMethod::DirectConnect, "direct_connect"}};
constexpr std::pair<Expertise, const char *> kExpertise[] = {
    {Expertise::None, "none"}, {Expertise::Some, "some"}, {Expertise::HpcTeam, "hpc_team"}};
constexpr std::pair<DataLocation, const char *> kLocation[] = {
    {DataLocation::Cloud, "cloud"}, {DataLocation::OnPrem, "onprem"}, {DataLocation::Mixed, "mixed"}};

template <typename E>
QString choices(Names<E> names)
{
    QStringList list;
    for (const auto &[value, name] : names)
        list << QString::fromLatin1(name);
    return list.join(QStringLiteral(", "));
}

template <typename E>
const char *nameOf(Names<E> names, E value)
{
    for (const auto &[v, name] : names)
        if (v == value)
            return name;
    return "";
}

const Range kFraction = closed(0.0, 1.0);
const Range kChange = closed(-0.9, 10.0);
const Range kPositiveFraction = aboveAtMost(0.0, 1.0);

// Every field of the inputs, visited in file order. One description serves the reader, the
// writer and the in-memory checker, so the three can never disagree about names or ranges.
template <typename Visitor>
void visitInputs(Visitor &v, Inputs &in)
{
    v.number("horizon_years", in.horizonYears, whole(1, 10));
    v.number("discount_rate", in.discountRate, kFraction);
    v.section("workload", [&] {
        Workload &w = in.workload;
        v.number("gpus", w.gpus, whole(1, 100000));
        v.number("utilization", w.utilization, kPositiveFraction);
        v.profile("monthly_profile", w.monthlyProfile);
        v.number("annual_growth", w.annualGrowth, kChange);
    });
    v.section("cloud", [&] {
        Cloud &c = in.cloud;
        v.choice("pricing", c.pricing, Names<CloudPricing>(kPricing));
        v.number("on_demand_per_gpu_hour", c.onDemandPerGpuHour, money());
        v.number("reserved_per_gpu_hour", c.reservedPerGpuHour, money());
        v.optionalNumber("reserved_gpus", c.reservedGpus, whole(0, 1000000));
        v.optionalNumber("burst_per_gpu_hour", c.burstPerGpuHour, money());
        v.number("annual_price_change", c.annualPriceChange, kChange);
        v.number("storage_tb", c.storageTb, money());
        v.number("storage_per_gb_month", c.storagePerGbMonth, money());
        v.number("egress_tb_per_month", c.egressTbPerMonth, money());
        v.tiers("egress_tiers", c.egressTiers);
        v.number("overhead_fraction", c.overheadFraction, closed(0, 10));
    });
    v.section("onprem", [&] {
        OnPrem &p = in.onprem;
        v.optionalNumber("gpus", p.gpus, whole(1, 1000000));
        v.optionalNumber("hybrid_gpus", p.hybridGpus, whole(0, 1000000));
        v.number("gpu_unit_price", p.gpuUnitPrice, money());
        v.number("server_network_per_gpu", p.serverNetworkPerGpu, money());
        v.number("installation_per_gpu", p.installationPerGpu, money());
        v.number("facility_per_kw", p.facilityPerKw, money());
        v.number("fixed_capex", p.fixedCapex, money());
        v.number("kw_per_gpu", p.kwPerGpu, closed(0, 100));
        v.number("pue", p.pue, closed(1, 5));
        v.number("idle_power_fraction", p.idlePowerFraction, kFraction);
        v.number("electricity_per_kwh", p.electricityPerKwh, money());
        v.number("electricity_annual_change", p.electricityAnnualChange, kChange);
        v.number("maintenance_fraction", p.maintenanceFraction, kFraction);
        v.number("staff_per_year", p.staffPerYear, money());
        v.number("colocation_per_kw_month", p.colocationPerKwMonth, money());
        v.number("other_opex_per_year", p.otherOpexPerYear, money());
        v.number("storage_per_tb_month", p.storagePerTbMonth, money());
        v.number("max_utilization", p.maxUtilization, kPositiveFraction);
        v.number("lead_months", p.leadMonths, whole(0, 120));
        v.number("lifetime_years", p.lifetimeYears, whole(1, 20));
        v.boolean("count_residual_value", p.countResidualValue);
        v.section("financing", [&] {
            Financing &f = p.financing;
            v.choice("mode", f.mode, Names<FinancingMode>(kFinancing));
            v.number("lease_premium", f.leasePremium, closed(0, 5));
            v.number("lease_months", f.leaseMonths, whole(1, 240));
            v.number("loan_rate", f.loanRate, kFraction);
            v.number("loan_months", f.loanMonths, whole(1, 480));
        });
    });
    v.section("migration", [&] {
        Migration &m = in.migration;
        v.number("data_tb", m.dataTb, money());
        v.number("stale_fraction", m.staleFraction, kFraction);
        v.number("compression", m.compression, atLeastBelow(0, 1));
        v.choice("method", m.method, Names<MigrationMethod>(kMethod));
        v.number("snowball_device_tb", m.snowballDeviceTb, aboveAtMost(0, kMoneyMax));
        v.number("snowball_fee_per_device", m.snowballFeePerDevice, money());
        v.number("snowball_shipping_per_device", m.snowballShippingPerDevice, money());
        v.number("direct_connect_port_per_month", m.directConnectPortPerMonth, money());
        v.number("direct_connect_per_gb", m.directConnectPerGb, money());
        v.number("direct_connect_months", m.directConnectMonths, whole(0, 120));
        v.number("parallel_run_months", m.parallelRunMonths, whole(0, 120));
        v.number("hybrid_egress_tb_per_month", m.hybridEgressTbPerMonth, money());
    });
    v.section("factors", [&] {
        Factors &f = in.factors;
        v.choice("expertise", f.expertise, Names<Expertise>(kExpertise));
        v.number("capital_available", f.capitalAvailable, money());
        v.choice("data_location", f.dataLocation, Names<DataLocation>(kLocation));
        v.section("weights", [&] {
            Weights &w = f.weights;
            v.number("utilization", w.utilization, kFraction);
            v.number("predictability", w.predictability, kFraction);
            v.number("expertise", w.expertise, kFraction);
            v.number("capital", w.capital, kFraction);
            v.number("data_gravity", w.dataGravity, kFraction);
        });
        const Weights &w = f.weights;
        if (w.utilization + w.predictability + w.expertise + w.capital + w.dataGravity <= 0.0)
            v.fail("weights", Msg::tr("all five weights are 0 (valid: each 0 to 1, not all 0)"));
    });
}

// Reads fields from a JSON object; absent fields keep their defaults.
class Reader
{
public:
    explicit Reader(QJsonObject root) { m_stack.push_back({std::move(root), QStringLiteral("inputs")}); }

    template <typename T>
    void number(const char *key, T &target, const Range &range)
    {
        const QJsonValue value = get(key);
        if (value.isUndefined())
            return;
        target = static_cast<T>(requireNumber(path(key), value, range));
    }

    template <typename T>
    void optionalNumber(const char *key, std::optional<T> &target, const Range &range)
    {
        const QJsonValue value = get(key);
        if (value.isUndefined())
            return;
        if (value.isNull()) {
            target.reset();
            return;
        }
        target = static_cast<T>(requireNumber(path(key), value, range));
    }

    void boolean(const char *key, bool &target)
    {
        const QJsonValue value = get(key);
        if (value.isUndefined())
            return;
        if (!value.isBool())
            fail(key, Msg::tr("expected true or false, found %1").arg(show(value)));
        target = value.toBool();
    }

    template <typename E>
    void choice(const char *key, E &target, Names<E> names)
    {
        const QJsonValue value = get(key);
        if (value.isUndefined())
            return;
        const QString text = value.toString();
        for (const auto &[v, name] : names) {
            if (value.isString() && text == QLatin1String(name)) {
                target = v;
                return;
            }
        }
        fail(key, Msg::tr("%1 is not allowed (valid: %2)").arg(show(value), choices(names)));
    }

    void profile(const char *key, std::array<double, 12> &target)
    {
        const QJsonValue value = get(key);
        if (value.isUndefined())
            return;
        const QJsonArray list = value.toArray();
        if (!value.isArray() || list.size() != 12)
            fail(key, Msg::tr("expected a list of exactly 12 numbers, found %1")
                          .arg(value.isArray() ? Msg::tr("%n value(s)", nullptr, int(list.size()))
                                               : show(value)));
        for (qsizetype i = 0; i < 12; ++i)
            target[std::size_t(i)] =
                requireNumber(index(path(key), i), list[i], aboveAtMost(0.0, 100.0));
    }

    void tiers(const char *key, std::vector<EgressTier> &target)
    {
        const QJsonValue value = get(key);
        if (value.isUndefined())
            return;
        const QString where = path(key);
        const QJsonArray list = value.toArray();
        if (!value.isArray() || list.isEmpty())
            throw FieldError(where, Msg::tr("expected a non-empty list of [upper_tb, price_per_gb] "
                                       "bands, found %1").arg(show(value)));
        std::vector<EgressTier> tiers;
        double previous = 0.0;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString at = index(where, i);
            const QJsonArray band = list[i].toArray();
            if (!list[i].isArray() || band.size() != 2)
                throw FieldError(at, Msg::tr("expected a pair [upper_tb, price_per_gb], found %1")
                                         .arg(show(list[i])));
            const bool last = i == list.size() - 1;
            EgressTier tier;
            if (band[0].isNull()) {
                if (!last)
                    throw FieldError(index(at, 0), Msg::tr("only the last band may be open (null); "
                                                      "upper bounds must ascend"));
            } else {
                tier.upperTb = requireNumber(index(at, 0), band[0], aboveAtMost(0.0, kMoneyMax));
                if (last)
                    throw FieldError(index(at, 0),
                                     Msg::tr("%1: the last band must be open (null) so every volume "
                                        "has a price").arg(show(band[0])));
                if (tier.upperTb <= previous)
                    throw FieldError(index(at, 0),
                                     Msg::tr("%1 is not above the previous bound %2 (upper bounds "
                                        "must be strictly ascending)")
                                         .arg(show(band[0]), showNumber(previous)));
                previous = tier.upperTb;
            }
            tier.pricePerGb = requireNumber(index(at, 1), band[1], money());
            tiers.push_back(tier);
        }
        target = std::move(tiers);
    }

    void section(const char *key, const std::function<void()> &body)
    {
        const QJsonValue value = get(key);
        if (value.isUndefined())
            return;
        if (!value.isObject())
            fail(key, Msg::tr("expected an object, found %1").arg(show(value)));
        m_stack.push_back({value.toObject(), path(key)});
        body();
        m_stack.pop_back();
    }

    [[noreturn]] void fail(const char *key, const QString &message)
    {
        throw FieldError(path(key), message);
    }

private:
    struct Level
    {
        QJsonObject object;
        QString path;
    };
    QJsonValue get(const char *key) const { return m_stack.back().object.value(QLatin1String(key)); }
    QString path(const char *key) const { return join(m_stack.back().path, QLatin1String(key)); }
    std::vector<Level> m_stack;
};

// Writes every field over a copy of the document as loaded (unknown fields stay).
class Writer
{
public:
    explicit Writer(QJsonObject base) { m_stack.push_back(std::move(base)); }

    template <typename T>
    void number(const char *key, T &value, const Range &range)
    {
        if (range.whole)
            put(key, static_cast<qint64>(value));
        else
            put(key, static_cast<double>(value));
    }
    template <typename T>
    void optionalNumber(const char *key, std::optional<T> &value, const Range &range)
    {
        if (!value)
            put(key, QJsonValue::Null);
        else
            number(key, *value, range);
    }
    void boolean(const char *key, bool &value) { put(key, value); }
    template <typename E>
    void choice(const char *key, E &value, Names<E> names)
    {
        put(key, QString::fromLatin1(nameOf(names, value)));
    }
    void profile(const char *key, std::array<double, 12> &values)
    {
        QJsonArray list;
        for (double v : values)
            list.append(v);
        put(key, list);
    }
    void tiers(const char *key, std::vector<EgressTier> &tiers)
    {
        QJsonArray list;
        for (const EgressTier &t : tiers)
            list.append(QJsonArray{std::isinf(t.upperTb) ? QJsonValue() : QJsonValue(t.upperTb),
                                   t.pricePerGb});
        put(key, list);
    }
    void section(const char *key, const std::function<void()> &body)
    {
        m_stack.push_back(m_stack.back().value(QLatin1String(key)).toObject());
        body();
        QJsonObject done = m_stack.back();
        m_stack.pop_back();
        put(key, done);
    }
    void fail(const char *, const QString &) {}

    QJsonObject result() const { return m_stack.front(); }

private:
    void put(const char *key, const QJsonValue &value)
    {
        m_stack.back().insert(QLatin1String(key), value);
    }
    std::vector<QJsonObject> m_stack;
};

// Checks in-memory values with the same rules as the reader.
class Checker
{
public:
    template <typename T>
    void number(const char *key, T &value, const Range &range)
    {
        checkNumber(path(key), static_cast<double>(value), range);
    }
    template <typename T>
    void optionalNumber(const char *key, std::optional<T> &value, const Range &range)
    {
        if (value)
            number(key, *value, range);
    }
    void boolean(const char *, bool &) {}
    template <typename E>
    void choice(const char *, E &, Names<E>) {}
    void profile(const char *key, std::array<double, 12> &values)
    {
        for (std::size_t i = 0; i < values.size(); ++i)
            checkNumber(index(path(key), qsizetype(i)), values[i], aboveAtMost(0.0, 100.0));
    }
    void tiers(const char *key, std::vector<EgressTier> &tiers)
    {
        if (tiers.empty() || !std::isinf(tiers.back().upperTb))
            throw FieldError(path(key), Msg::tr("the last band must be open (no upper bound)"));
        double previous = 0.0;
        for (std::size_t i = 0; i < tiers.size(); ++i) {
            const QString at = index(path(key), qsizetype(i));
            if (tiers[i].upperTb <= previous)
                throw FieldError(index(at, 0), Msg::tr("%1 is not above the previous bound %2")
                                                   .arg(showNumber(tiers[i].upperTb),
                                                        showNumber(previous)));
            previous = tiers[i].upperTb;
            checkNumber(index(at, 1), tiers[i].pricePerGb, money());
        }
    }
    void section(const char *key, const std::function<void()> &body)
    {
        m_path.push_back(path(key));
        body();
        m_path.pop_back();
    }
    [[noreturn]] void fail(const char *key, const QString &message)
    {
        throw FieldError(path(key), message);
    }

private:
    QString path(const char *key) const { return join(m_path.back(), QLatin1String(key)); }
    std::vector<QString> m_path{QStringLiteral("inputs")};
};

Error fieldError(const FieldError &e) { return {Error::Kind::InvalidValue, e.field, e.message}; }

// Deepest nesting of arrays/objects, counted on the raw text before Qt parses it.
int nestingDepth(const QByteArray &json)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

// The last object key written before `text` ends: a hint to where a syntax error sits.
QString lastKeyBefore(const QByteArray &text)
{
    const qsizetype colon = text.lastIndexOf(':');
    if (colon < 0)
        return {};
    const qsizetype close = text.lastIndexOf('"', colon);
    const qsizetype open = close > 0 ? text.lastIndexOf('"', close - 1) : -1;
    if (open < 0 || close - open > 80)
        return {};
    // Only whitespace may stand between the key's closing quote and the colon.
    if (!text.mid(close + 1, colon - close - 1).trimmed().isEmpty())
        return {};
    return QString::fromUtf8(text.mid(open + 1, close - open - 1));
}

void readText(const QJsonObject &root, const char *key, QString &target, int maxLength,
              bool nonEmpty)
{
    const QJsonValue value = root.value(QLatin1String(key));
    const QString path = QLatin1String(key);
    if (value.isUndefined())
        return;
    if (!value.isString())
        throw FieldError(path, Msg::tr("expected text, found %1").arg(show(value)));
    const QString text = value.toString();
    if (nonEmpty && text.trimmed().isEmpty())
        throw FieldError(path, Msg::tr("must not be empty (valid: 1 to %1 characters)").arg(maxLength));
    if (text.size() > maxLength)
        throw FieldError(path, Msg::tr("too long: %n character(s)", nullptr, int(text.size())) + u' ' +
                                   Msg::tr("(valid: at most %1 characters)").arg(maxLength));
    target = text;
}

void checkText(const QString &path, const QString &text, int maxLength, bool nonEmpty)
{
    if (nonEmpty && text.trimmed().isEmpty())
        throw FieldError(path, Msg::tr("must not be empty (valid: 1 to %1 characters)").arg(maxLength));
    if (text.size() > maxLength)
        throw FieldError(path, Msg::tr("too long: %n character(s)", nullptr, int(text.size())) + u' ' +
                                   Msg::tr("(valid: at most %1 characters)").arg(maxLength));
}

constexpr int kNameMax = 200;
constexpr int kNotesMax = 10000;

} // namespace


QString Error::toString() const
{
    return field.isEmpty() ? message : field + QStringLiteral(": ") + message;
}

Result parse(const QByteArray &json)
{
    if (json.size() > kMaxFileBytes)
        return Error{Error::Kind::TooLarge, {},
                     Msg::tr("the file is larger than %1 MB").arg(kMaxFileBytes / (1024 * 1024))};
    const int depth = nestingDepth(json);
    if (depth > kMaxNesting)
        return Error{Error::Kind::TooDeep, {},
                     Msg::tr("nesting depth %1 exceeds the format's maximum of %2")
                         .arg(depth)
                         .arg(kMaxNesting)};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = json.left(parseError.offset);
        const auto line = before.count('\n') + 1;
        const auto column = parseError.offset - before.lastIndexOf('\n');
        const QString key = lastKeyBefore(before);
        const QString where = Msg::tr("not valid JSON at line %1, column %2").arg(line).arg(column);
        const QString what = parseError.error == QJsonParseError::IllegalNumber ||
                                     parseError.error == QJsonParseError::IllegalValue
                                 ? Msg::tr("%1 (numbers must be finite JSON numbers; NaN and "
                                      "Infinity are not allowed)").arg(parseError.errorString())
                                 : parseError.errorString();
        // The field is the nearest key before the error: where a reader should look.
        return Error{Error::Kind::NotJson, key, where + QStringLiteral(": ") + what};
    }
    if (!doc.isObject())
        return Error{Error::Kind::NotObject, {},
                     Msg::tr("expected a JSON object at the top level, found %1")
                         .arg(doc.isArray() ? Msg::tr("a list") : Msg::tr("something else"))};
    const QJsonObject root = doc.object();
    try {
        const QJsonValue format = root.value(QLatin1String("format"));
        if (format != QJsonValue(QStringLiteral("gpu-advisor-scenario")))
            throw FieldError(QStringLiteral("format"),
                             Msg::tr("%1 is not a scenario file format (valid: \"gpu-advisor-scenario\")")
                                 .arg(show(format)));
        const QJsonValue version = root.value(QLatin1String("version"));
        if (!version.isDouble() || version.toDouble() != 1.0)
            throw FieldError(QStringLiteral("version"),
                             Msg::tr("%1 is not a supported version (valid: 1)").arg(show(version)));
        Scenario s;
        s.extra = root;
        readText(root, "name", s.name, kNameMax, true);
        readText(root, "client", s.client, kNameMax, false);
        readText(root, "notes", s.notes, kNotesMax, false);
        const QJsonValue currency = root.value(QLatin1String("currency"));
        if (!currency.isUndefined()) {
            if (currency == QJsonValue(QStringLiteral("EUR")))
                s.currency = Currency::EUR;
            else if (currency == QJsonValue(QStringLiteral("USD")))
                s.currency = Currency::USD;
            else
                throw FieldError(QStringLiteral("currency"),
                                 Msg::tr("%1 is not allowed (valid: EUR, USD)").arg(show(currency)));
        }
        const QJsonValue inputs = root.value(QLatin1String("inputs"));
        if (!inputs.isUndefined() && !inputs.isObject())
            throw FieldError(QStringLiteral("inputs"),
                             Msg::tr("expected an object, found %1").arg(show(inputs)));
        Reader reader(inputs.toObject());
        visitInputs(reader, s.inputs);
        return s;
    } catch (const FieldError &e) {
        return fieldError(e);
    }
}

Result load(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return Error{Error::Kind::Unreadable, {}, Msg::tr("%1: no such file").arg(path)};
    if (info.isDir())
        return Error{Error::Kind::Unreadable, {}, Msg::tr("%1 is a folder, not a scenario file").arg(path)};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{Error::Kind::Unreadable, {},
                     Msg::tr("%1 cannot be read: %2").arg(path, file.errorString())};
    // Read at most one byte past the cap: a huge file is refused without reading it all.
    const QByteArray data = file.read(kMaxFileBytes + 1);
    if (data.size() > kMaxFileBytes)
        return Error{Error::Kind::TooLarge, {},
                     Msg::tr("%1 is larger than %2 MB, the limit for scenario files")
                         .arg(path)
                         .arg(kMaxFileBytes / (1024 * 1024))};
    return parse(data);
}

QJsonObject toJson(const Scenario &scenario)
{
    QJsonObject root = scenario.extra;
    root.insert(QLatin1String("format"), QStringLiteral("gpu-advisor-scenario"));
    root.insert(QLatin1String("version"), 1);
    root.insert(QLatin1String("name"), scenario.name);
    root.insert(QLatin1String("client"), scenario.client);
    root.insert(QLatin1String("currency"), currencyCode(scenario.currency));
    root.insert(QLatin1String("notes"), scenario.notes);
    Writer writer(root.value(QLatin1String("inputs")).toObject());
    Inputs inputs = scenario.inputs;
    visitInputs(writer, inputs);
    root.insert(QLatin1String("inputs"), writer.result());
    return root;
}

QByteArray toCanonicalJson(const Scenario &scenario)
{
    return QJsonDocument(toJson(scenario)).toJson(QJsonDocument::Indented);
}

QString save(const Scenario &scenario, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Msg::tr("%1 cannot be written: %2").arg(path, file.errorString());
    file.write(toCanonicalJson(scenario));
    if (!file.commit())
        return Msg::tr("%1 cannot be written: %2").arg(path, file.errorString());
    return {};
}

std::optional<Error> validate(const Scenario &scenario)
{
    try {
        checkText(QStringLiteral("name"), scenario.name, kNameMax, true);
        checkText(QStringLiteral("client"), scenario.client, kNameMax, false);
        checkText(QStringLiteral("notes"), scenario.notes, kNotesMax, false);
        Checker checker;
        Inputs inputs = scenario.inputs;
        visitInputs(checker, inputs);
    } catch (const FieldError &e) {
        return fieldError(e);
    }
    return std::nullopt;
}

} // namespace gda::scenariofile
