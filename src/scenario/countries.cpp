// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "countries.h"

#include "inputregistry.h"
#include "moneydefaults.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <array>
#include <vector>

namespace gda::countries {

namespace {

constexpr std::array<const char *, 7> kCodes{"", "NL", "BE", "DE", "FR", "GB", "US"};

struct Table
{
    QString retrieved;
    double gbpPerEur = 0.0;
    Country euAverage;
    std::vector<Country> rows;
};

CountrySource sourceOf(const QJsonObject &sources, const QString &key)
{
    const QJsonObject s = sources.value(key).toObject();
    return {s.value(QLatin1String("short")).toString(), s.value(QLatin1String("title")).toString(),
            s.value(QLatin1String("publisher")).toString(),
            s.value(QLatin1String("date")).toString(), s.value(QLatin1String("url")).toString()};
}

Table load()
{
    Table table;
    QFile file(QStringLiteral(":/countries/countries.json"));
    if (!file.open(QIODevice::ReadOnly))
        return table;
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    table.retrieved = root.value(QLatin1String("retrieved")).toString();
    table.gbpPerEur =
        root.value(QLatin1String("gbp_per_eur")).toObject().value(QLatin1String("rate")).toDouble();
    const QJsonObject sources = root.value(QLatin1String("sources")).toObject();
    const auto read = [&sources](const QJsonObject &o) {
        Country c;
        c.code = o.value(QLatin1String("code")).toString();
        c.name = o.value(QLatin1String("name")).toString();
        c.gridGramsPerKwh = o.value(QLatin1String("grid_co2_g_per_kwh")).toDouble();
        c.gridYear = o.value(QLatin1String("grid_year")).toInt();
        c.gridSource = sourceOf(sources, o.value(QLatin1String("grid_source")).toString());
        c.gridChecked = o.value(QLatin1String("grid_checked")).toBool();
        const QJsonValue price = o.value(QLatin1String("electricity_price_per_kwh"));
        if (price.isDouble())
            c.electricityPerKwh = price.toDouble();
        c.priceCurrency = o.value(QLatin1String("price_currency")).toString();
        c.pricePeriod = o.value(QLatin1String("price_period")).toString();
        c.priceBasis = o.value(QLatin1String("price_basis")).toString();
        c.priceSource = sourceOf(sources, o.value(QLatin1String("price_source")).toString());
        c.priceChecked = o.value(QLatin1String("price_checked")).toBool();
        const QJsonValue change = o.value(QLatin1String("electricity_annual_change"));
        if (change.isDouble())
            c.electricityAnnualChange = change.toDouble();
        c.changeSource = sourceOf(sources, o.value(QLatin1String("change_source")).toString());
        c.changeBasis = o.value(QLatin1String("change_basis")).toString();
        return c;
    };
    for (const QJsonValue &v : root.value(QLatin1String("countries")).toArray())
        table.rows.push_back(read(v.toObject()));
    table.euAverage = read(root.value(QLatin1String("eu_average")).toObject());
    return table;
}

const Table &table()
{
    static const Table t = load();
    return t;
}

} // namespace

std::span<const char *const> codes()
{
    return kCodes;
}

std::span<const Country> all()
{
    return table().rows;
}

const Country *find(const QString &code)
{
    if (code.isEmpty())
        return nullptr;
    for (const Country &c : table().rows)
        if (c.code == code)
            return &c;
    return nullptr;
}

QString label(const QString &code)
{
    const auto c = codes();
    for (std::size_t i = 1; i < c.size(); ++i)
        if (code == QLatin1String(c[i]))
            return inputs::choiceLabel(inputs::at("inputs.business.country"), int(i));
    return code;
}

QString retrieved()
{
    return table().retrieved;
}

const Country &euAverage()
{
    return table().euAverage;
}

double gbpPerEur()
{
    return table().gbpPerEur;
}

std::optional<double> electricityIn(const Country &country, Currency currency)
{
    if (!country.electricityPerKwh)
        return std::nullopt;
    double eur = 0.0;
    if (country.priceCurrency == QLatin1String("EUR"))
        eur = *country.electricityPerKwh;
    else if (country.priceCurrency == QLatin1String("USD"))
        eur = *country.electricityPerKwh / moneydefaults::kUsdPerEur;
    else if (country.priceCurrency == QLatin1String("GBP") && gbpPerEur() > 0.0)
        eur = *country.electricityPerKwh / gbpPerEur();
    else
        return std::nullopt;
    // A dollar price in a dollar scenario is taken as it is (no round trip through the euro).
    if (currency == Currency::USD)
        return country.priceCurrency == QLatin1String("USD") ? *country.electricityPerKwh
                                                             : eur * moneydefaults::kUsdPerEur;
    return eur;
}

} // namespace gda::countries
