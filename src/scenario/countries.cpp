// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "countries.h"

#include "inputregistry.h"

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
    std::vector<Country> rows;
};

CountrySource sourceOf(const QJsonObject &sources, const QString &key)
{
    const QJsonObject s = sources.value(key).toObject();
    return {s.value(QLatin1String("title")).toString(),
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
    const QJsonObject sources = root.value(QLatin1String("sources")).toObject();
    for (const QJsonValue &v : root.value(QLatin1String("countries")).toArray()) {
        const QJsonObject o = v.toObject();
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
        c.priceSource = sourceOf(sources, o.value(QLatin1String("price_source")).toString());
        table.rows.push_back(c);
    }
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

} // namespace gda::countries
