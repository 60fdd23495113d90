// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The six worked examples of the cost model contract, reproduced to 1e-9 relative.
#include "engine/costmodel.h"
#include "scenario/evaluationjson.h"
#include "scenario/scenariofile.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace gda;

namespace {

void requireClose(const QJsonValue &actual, const QJsonValue &expected, const QString &where)
{
    INFO(where.toStdString());
    if (expected.isNull()) {
        REQUIRE(actual.isNull());
        return;
    }
    if (expected.isString()) {
        REQUIRE(actual.toString().toStdString() == expected.toString().toStdString());
        return;
    }
    REQUIRE(actual.isDouble());
    INFO("actual " << actual.toDouble() << " expected " << expected.toDouble());
    REQUIRE(test::closeTo(actual.toDouble(), expected.toDouble()));
}

// Compares every number in `expected` with the same place in `actual`.
void compareTree(const QJsonValue &actual, const QJsonValue &expected, const QString &where)
{
    if (expected.isObject()) {
        const QJsonObject e = expected.toObject();
        const QJsonObject a = actual.toObject();
        for (auto it = e.begin(); it != e.end(); ++it) {
            INFO("missing key " << QString(where + u'.' + it.key()).toStdString());
            REQUIRE(a.contains(it.key()));
            compareTree(a.value(it.key()), it.value(), where + u'.' + it.key());
        }
    } else if (expected.isArray()) {
        const QJsonArray e = expected.toArray();
        const QJsonArray a = actual.toArray();
        INFO(where.toStdString());
        REQUIRE(a.size() == e.size());
        for (qsizetype i = 0; i < e.size(); ++i)
            compareTree(a[i], e[i], where + u'[' + QString::number(i) + u']');
    } else {
        requireClose(actual, expected, where);
    }
}

} // namespace

TEST_CASE("worked examples reproduce every expected output to 1e-9 relative", "[examples]")
{
    const char *names[] = {"seed-100-gpu-cluster",  "seed-80xh100-on-demand",
                           "seed-80xh100-reserved", "lease-lead-snowball",
                           "loan-refresh-residual", "low-utilization-stays-cloud"};
    for (const char *name : names) {
        DYNAMIC_SECTION(name)
        {
            const QString base =
                test::dataPath(QStringLiteral("examples/%1").arg(QLatin1String(name)));
            auto loaded = scenariofile::load(base + QStringLiteral(".json"));
            REQUIRE(std::holds_alternative<Scenario>(loaded));
            const Scenario &scenario = std::get<Scenario>(loaded);
            const QJsonObject actual = evaluationToJson(engine::evaluate(scenario.inputs));
            // (the CLI adds the `decision` object; the examples predate it)
            const QJsonObject expected =
                QJsonDocument::fromJson(test::readFile(base + QStringLiteral(".expected.json")))
                    .object();
            REQUIRE(!expected.isEmpty());
            compareTree(actual, expected, QLatin1String(name));
            // The expected file lists every key of the contract: nothing extra, nothing missing.
            REQUIRE(actual.keys() == expected.keys());
        }
    }
}
