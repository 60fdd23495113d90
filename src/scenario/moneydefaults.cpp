// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "moneydefaults.h"

#include "deriveddefaults.h"
#include "scenariofile.h"
#include "schemajson.h"

#include "engine/uncertainty.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <string_view>

namespace gda::moneydefaults {

namespace {

struct Msg // this file's translation context
{
    Q_DECLARE_TR_FUNCTIONS(gda::moneydefaults)
};

// A money field of the scenario's format version outside the lists of version 2 (a list
// element's defaults come from the element: inputregistry.h, Input::elementDefault).
bool isMoneyInput(const inputs::Input &input, int version)
{
    return input.role == inputs::Role::Input && input.measure == inputs::Measure::Money &&
           input.slot && version >= 0 && version < 32 && (input.versions & (1u << version)) != 0 &&
           std::string_view(input.path).find('[') == std::string_view::npos;
}

double convert(double amount, Currency from, Currency to)
{
    if (from == to)
        return amount;
    return to == Currency::EUR ? amount / kUsdPerEur : amount * kUsdPerEur;
}

QJsonValue converted(const QJsonValue &value, Currency from, Currency to)
{
    if (value.isDouble())
        return convert(value.toDouble(), from, to);
    if (!value.isArray())
        return value; // null: "automatic"
    QJsonArray bands;
    for (const QJsonValue &band : value.toArray()) {
        const QJsonArray pair = band.toArray();
        bands.append(QJsonArray{pair.at(0), convert(pair.at(1).toDouble(), from, to)});
    }
    return bands;
}

} // namespace

bool sameValue(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() && b.isDouble())
        return std::abs(a.toDouble() - b.toDouble()) <=
               1e-9 * std::max(std::abs(a.toDouble()), std::abs(b.toDouble()));
    if (a.isArray() && b.isArray()) {
        const QJsonArray l = a.toArray();
        const QJsonArray r = b.toArray();
        if (l.size() != r.size())
            return false;
        for (qsizetype i = 0; i < l.size(); ++i)
            if (!sameValue(l[i], r[i]))
                return false;
        return true;
    }
    return a == b;
}

QDate rateDate()
{
    return QDate(2025, 10, 21);
}

QString rateSource()
{
    return Msg::tr("ECB reference rate");
}

QJsonValue fromDollars(const QJsonValue &usd, Currency currency)
{
    return converted(usd, Currency::USD, currency);
}

QJsonValue defaultValue(const inputs::Input &input, Currency currency)
{
    return fromDollars(input.slot.get(Scenario{}, -1), currency);
}

void fillDefaults(Scenario &scenario, const QJsonObject &root)
{
    if (scenario.currency == Currency::USD)
        return;
    for (const inputs::Input &input : inputs::all())
        if (isMoneyInput(input, scenario.inputs.modelVersion) &&
            schemajson::valueAt(root, input.jsonPath()).isUndefined())
            input.slot.set(scenario, -1, defaultValue(input, scenario.currency));
}

Scenario newScenario(Currency currency)
{
    Scenario scenario;
    scenario.currency = currency;
    fillDefaults(scenario, {});
    return scenario;
}

bool isDefault(const inputs::Input &input, const Scenario &scenario)
{
    return sameValue(input.slot.get(scenario, -1), defaultValue(input, scenario.currency));
}

bool holdsDefault(const inputs::Input &input, const Scenario &scenario)
{
    if (deriveddefaults::holds(input, scenario))
        return true; // the country's or the staff model's default (deriveddefaults.h)
    if (input.measure == inputs::Measure::Money)
        return isDefault(input, scenario);
    static const Scenario defaults;
    return sameValue(input.slot.get(scenario, -1), input.slot.get(defaults, -1));
}

namespace {

// Walks a scenario file's object and converts its amounts of money (convertCurrency).
class Converter
{
public:
    Converter(const Scenario &scenario, Currency to, const ConversionRate &rate, TypedAmounts typed)
        : m_scenario(scenario), m_to(to), m_rate(rate), m_typed(typed),
          m_version(scenario.inputs.modelVersion)
    {
    }

    QJsonObject run(QJsonObject root)
    {
        root = object(root, QString(), QString());
        // The Monte Carlo ranges of money inputs, and the catalog prices recorded beside them.
        QJsonObject uncertainty = root.value(QLatin1String("uncertainty")).toObject();
        QJsonObject distributions = uncertainty.value(QLatin1String("distributions")).toObject();
        for (engine::Parameter p : engine::kAllParameters) {
            const QString key = QString::fromLatin1(engine::parameterKey(p).data());
            const inputs::Input *input = inputs::find(engine::parameterField(p));
            if (!distributions.contains(key) || !input || input->measure != inputs::Measure::Money)
                continue;
            QJsonArray triple;
            for (const QJsonValue &v : distributions.value(key).toArray())
                triple.append(factor() * v.toDouble());
            distributions.insert(key, triple);
            m_change.converted << QStringLiteral("uncertainty.distributions.") + key;
        }
        if (!distributions.isEmpty()) {
            uncertainty.insert(QLatin1String("distributions"), distributions);
            root.insert(QLatin1String("uncertainty"), uncertainty);
        }
        QJsonObject provenance = root.value(QLatin1String("pricing_provenance")).toObject();
        QJsonObject applied = provenance.value(QLatin1String("applied")).toObject();
        for (const char *key : {"on_demand_per_gpu_hour", "reserved_per_gpu_hour",
                                "storage_per_gb_month", "gpu_unit_price", "egress_tiers"}) {
            const QString name = QLatin1String(key);
            if (applied.contains(name) && !applied.value(name).isNull())
                applied.insert(name, scaled(applied.value(name)));
        }
        if (!provenance.isEmpty()) {
            provenance.insert(QLatin1String("applied"), applied);
            provenance.insert(QLatin1String("currency"), currencyCode(m_to));
            root.insert(QLatin1String("pricing_provenance"), provenance);
        }
        // The pinned catalog prices (catalog::PinnedPrices) are the catalog's, never typed:
        // converted whatever happens to typed amounts.
        QJsonObject pinned = root.value(QLatin1String("pinned_prices")).toObject();
        if (!pinned.isEmpty()) {
            QJsonArray offers = pinned.value(QLatin1String("offers")).toArray();
            for (qsizetype i = 0; i < offers.size(); ++i) {
                QJsonObject offer = offers[i].toObject();
                for (const char *key : {"on_demand_per_gpu_hour", "reserved_per_gpu_hour",
                                        "reserved_3y_per_gpu_hour", "spot_per_gpu_hour"}) {
                    const QString name = QLatin1String(key);
                    if (!offer.value(name).isDouble())
                        continue;
                    offer.insert(name, scaled(offer.value(name)));
                    m_change.converted
                        << QStringLiteral("pinned_prices.offers[%1].%2").arg(i).arg(name);
                }
                offers[i] = offer;
            }
            pinned.insert(QLatin1String("offers"), offers);
            QJsonObject onprem = pinned.value(QLatin1String("onprem")).toObject();
            if (onprem.value(QLatin1String("gpu_unit_price")).isDouble()) {
                onprem.insert(QLatin1String("gpu_unit_price"),
                              scaled(onprem.value(QLatin1String("gpu_unit_price"))));
                pinned.insert(QLatin1String("onprem"), onprem);
                m_change.converted << QStringLiteral("pinned_prices.onprem.gpu_unit_price");
            }
            root.insert(QLatin1String("pinned_prices"), pinned);
        }
        root.insert(QLatin1String("currency"), currencyCode(m_to));
        root.insert(QLatin1String("currency_conversion"),
                    QJsonObject{{QStringLiteral("from"), currencyCode(m_scenario.currency)},
                                {QStringLiteral("to"), currencyCode(m_to)},
                                {QStringLiteral("usd_per_eur"), m_rate.usdPerEur},
                                {QStringLiteral("date"), m_rate.date.toString(Qt::ISODate)},
                                {QStringLiteral("source"), m_rate.source},
                                {QStringLiteral("typed_amounts"),
                                 m_typed == TypedAmounts::Keep ? QStringLiteral("kept")
                                                               : QStringLiteral("converted")}});
        return root;
    }

    CurrencyChange change() const { return m_change; }

private:
    double factor() const
    {
        return m_to == Currency::USD ? m_rate.usdPerEur : 1.0 / m_rate.usdPerEur;
    }

    QJsonValue scaled(const QJsonValue &value) const
    {
        if (value.isDouble())
            return value.toDouble() * factor();
        if (!value.isArray())
            return value; // null: "automatic"
        QJsonArray bands;
        for (const QJsonValue &band : value.toArray()) {
            const QJsonArray pair = band.toArray();
            bands.append(QJsonArray{pair.at(0), pair.at(1).toDouble() * factor()});
        }
        return bands;
    }

    // `path` is the JSON path ("inputs.workloads[1]."), `pattern` the registry's
    // ("inputs.workloads[].").
    QJsonObject object(QJsonObject o, const QString &path, const QString &pattern)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString at = path + it.key();
            const QString like = pattern + it.key();
            if (it.value().isObject()) {
                it.value() = object(it.value().toObject(), at + u'.', like + u'.');
            } else if (it.value().isArray() && inputs::findSection(like.toStdString() + "[]")) {
                QJsonArray list = it.value().toArray();
                for (qsizetype i = 0; i < list.size(); ++i)
                    if (list[i].isObject())
                        list[i] = object(list[i].toObject(), at + QStringLiteral("[%1].").arg(i),
                                         like + u"[].");
                it.value() = list;
            } else {
                it.value() = leaf(it.value(), at, like);
            }
        }
        return o;
    }

    QJsonValue leaf(const QJsonValue &value, const QString &at, const QString &like)
    {
        const std::string path = like.toStdString();
        const inputs::Input *input = inputs::schema().find(path, m_version);
        if (!input || input->role != inputs::Role::Input ||
            input->measure != inputs::Measure::Money || value.isNull())
            return value;
        // Every amount at the rate shown — a default too, which at the defaults' own rate
        // (kUsdPerEur, the catalog's) is the new currency's default again.
        const bool inList = like.contains(u'[');
        // A default by country or by staff model: the new currency's default (derived, else the
        // registry's), never a typed amount to ask about.
        if (!inList && input->slot && deriveddefaults::holds(*input, m_scenario)) {
            m_change.defaults << at;
            Scenario target = m_scenario;
            target.currency = m_to;
            const auto derived = deriveddefaults::of(*input, target);
            return derived ? derived->value : defaultValue(*input, m_to);
        }
        if (!inList && input->slot && isDefault(*input, m_scenario)) {
            m_change.defaults << at;
            // At the defaults' own rate exactly the new currency's default (no rounding drift).
            return m_rate.usdPerEur == kUsdPerEur ? defaultValue(*input, m_to) : scaled(value);
        }
        if (m_typed == TypedAmounts::Keep) {
            m_change.kept << at;
            return value;
        }
        m_change.converted << at;
        return scaled(value);
    }

    const Scenario &m_scenario;
    Currency m_to;
    ConversionRate m_rate;
    TypedAmounts m_typed;
    int m_version;
    CurrencyChange m_change;
};

} // namespace

std::variant<CurrencyChange, QString> convertCurrency(Scenario &scenario, Currency currency,
                                                      const ConversionRate &rate,
                                                      TypedAmounts typed)
{
    if (scenario.currency == currency)
        return CurrencyChange{};
    Converter converter(scenario, currency, rate, typed);
    const QJsonObject root = converter.run(scenariofile::toJson(scenario));
    auto parsed = scenariofile::parse(QJsonDocument(root).toJson(QJsonDocument::Compact));
    if (const auto *error = std::get_if<scenariofile::Error>(&parsed))
        return error->toString();
    scenario = std::get<Scenario>(std::move(parsed));
    return converter.change();
}

QString rateText(const QLocale &locale)
{
    return Msg::tr("%1 USD per EUR, %2 of %3")
        .arg(locale.toString(kUsdPerEur), rateSource(),
             locale.toString(rateDate(), QStringLiteral("d MMMM yyyy")));
}

} // namespace gda::moneydefaults
