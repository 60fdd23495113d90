// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "moneydefaults.h"

#include "schemajson.h"

#include <QCoreApplication>
#include <QJsonArray>

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

bool same(const QJsonValue &a, const QJsonValue &b)
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
            if (!same(l[i], r[i]))
                return false;
        return true;
    }
    return a == b;
}

} // namespace

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
    return same(input.slot.get(scenario, -1), defaultValue(input, scenario.currency));
}

bool holdsDefault(const inputs::Input &input, const Scenario &scenario)
{
    if (input.measure == inputs::Measure::Money)
        return isDefault(input, scenario);
    static const Scenario defaults;
    return same(input.slot.get(scenario, -1), input.slot.get(defaults, -1));
}

void changeCurrency(Scenario &scenario, Currency currency)
{
    if (scenario.currency == currency)
        return;
    for (const inputs::Input &input : inputs::all())
        if (isMoneyInput(input, scenario.inputs.modelVersion) && isDefault(input, scenario))
            input.slot.set(scenario, -1, defaultValue(input, currency));
    scenario.currency = currency;
}

QString rateText(const QLocale &locale)
{
    return Msg::tr("%1 USD per EUR, %2 of %3")
        .arg(locale.toString(kUsdPerEur), rateSource(),
             locale.toString(rateDate(), QStringLiteral("d MMMM yyyy")));
}

} // namespace gda::moneydefaults
