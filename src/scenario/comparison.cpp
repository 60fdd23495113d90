// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparison.h"

#include "scenariofile.h"

#include <QJsonArray>
#include <QJsonObject>

#include <map>

namespace gda {

namespace {
// Flattens the known fields of a scenario's JSON into "path → value" (arrays stay whole).
void flatten(const QJsonObject &object, const QString &prefix, std::map<QString, QJsonValue> &out,
             QStringList &order)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString path = prefix.isEmpty() ? it.key() : prefix + u'.' + it.key();
        if (it.value().isObject()) {
            flatten(it.value().toObject(), path, out, order);
        } else {
            if (!order.contains(path))
                order << path;
            out[path] = it.value();
        }
    }
}
} // namespace

QList<InputDifference> differingInputs(const QList<Scenario> &scenarios)
{
    std::vector<std::map<QString, QJsonValue>> flat(std::size_t(scenarios.size()));
    QStringList order;
    for (qsizetype i = 0; i < scenarios.size(); ++i) {
        // Only what the model reads: the full explicit inputs (no unknown extras) and currency.
        Scenario bare = scenarios[i];
        bare.extra = {};
        const QJsonObject json = scenariofile::toJson(bare);
        flat[std::size_t(i)][QStringLiteral("currency")] = json.value(QLatin1String("currency"));
        if (!order.contains(QStringLiteral("currency")))
            order << QStringLiteral("currency");
        flatten(json.value(QLatin1String("inputs")).toObject(), QStringLiteral("inputs"),
                flat[std::size_t(i)], order);
    }
    QList<InputDifference> differences;
    for (const QString &path : order) {
        InputDifference d{path, {}};
        bool differs = false;
        for (const auto &values : flat) {
            const auto it = values.find(path);
            d.values << (it == values.end() ? QJsonValue() : it->second);
            differs = differs || d.values.last() != d.values.first();
        }
        if (differs)
            differences << d;
    }
    return differences;
}

} // namespace gda
