// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Bad input is refused with a message naming the field, the value and the valid range.
#include "scenario/scenariofile.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace gda;
using Kind = scenariofile::Error::Kind;

namespace {

QJsonObject example()
{
    return QJsonDocument::fromJson(
               test::readFile(test::dataPath(QStringLiteral("examples/lease-lead-snowball.json"))))
        .object();
}

// Sets a value at a dotted path ("inputs.workload.gpus") in a copy of the example.
QByteArray withValue(const QString &path, const QJsonValue &value)
{
    const QStringList keys = path.split(u'.');
    std::function<QJsonObject(QJsonObject, int)> set = [&](QJsonObject object, int depth) {
        const QString &key = keys[depth];
        if (depth == keys.size() - 1)
            object.insert(key, value);
        else
            object.insert(key, set(object.value(key).toObject(), depth + 1));
        return object;
    };
    return QJsonDocument(set(example(), 0)).toJson();
}

scenariofile::Error errorOf(const scenariofile::Result &result)
{
    REQUIRE(std::holds_alternative<scenariofile::Error>(result));
    return std::get<scenariofile::Error>(result);
}

struct Case
{
    const char *description;
    QByteArray document;
    Kind kind;
    const char *field;            // expected field path ("" for the file as a whole)
    std::vector<const char *> mentions; // texts the message must contain (value, range)
};

QJsonArray profile(int count, double value)
{
    QJsonArray a;
    for (int i = 0; i < count; ++i)
        a.append(value);
    return a;
}

} // namespace

TEST_CASE("invalid scenario documents are rejected with the field, the value and the range", "[scenario][validation]")
{
    using namespace Qt::StringLiterals;
    const QJsonValue null(QJsonValue::Null);
    const std::vector<Case> cases = {
        {"not JSON", "{\"format\": ", Kind::NotJson, "format", {"line 1, column 12"}},
        {"a list, not an object", "[1, 2, 3]", Kind::NotObject, "", {"object"}},
        {"wrong format", withValue(u"format"_s, u"something-else"_s), Kind::InvalidValue, "format",
         {"\"something-else\"", "gpu-advisor-scenario"}},
        {"wrong version", withValue(u"version"_s, 2), Kind::InvalidValue, "version", {"2", "valid: 1"}},
        {"negative GPU count", withValue(u"inputs.workload.gpus"_s, -4), Kind::InvalidValue,
         "inputs.workload.gpus", {"-4", "whole number 1 to 100"}},
        {"fractional GPU count", withValue(u"inputs.workload.gpus"_s, 8.5), Kind::InvalidValue,
         "inputs.workload.gpus", {"8.5", "whole number"}},
        {"utilization 0", withValue(u"inputs.workload.utilization"_s, 0), Kind::InvalidValue,
         "inputs.workload.utilization", {"0 is out of range", "above 0, at most 1"}},
        {"utilization above 1", withValue(u"inputs.workload.utilization"_s, 1.3), Kind::InvalidValue,
         "inputs.workload.utilization", {"1.3", "above 0, at most 1"}},
        {"NaN", "{\"format\": \"gpu-advisor-scenario\", \"version\": 1, \"inputs\": {\"workload\": "
                "{\"utilization\": NaN}}}", Kind::NotJson, "utilization", {"finite", "NaN"}},
        {"infinite number", "{\"format\": \"gpu-advisor-scenario\", \"version\": 1, \"inputs\": "
                            "{\"discount_rate\": 1e400}}", Kind::NotJson, "discount_rate", {"finite"}},
        {"profile of 11 values", withValue(u"inputs.workload.monthly_profile"_s, profile(11, 1.0)),
         Kind::InvalidValue, "inputs.workload.monthly_profile", {"exactly 12", "11"}},
        {"zero profile value", withValue(u"inputs.workload.monthly_profile"_s, profile(12, 0.0)),
         Kind::InvalidValue, "inputs.workload.monthly_profile[0]", {"0 is out of range", "above 0"}},
        {"negative profile value", withValue(u"inputs.workload.monthly_profile"_s, profile(12, -1.0)),
         Kind::InvalidValue, "inputs.workload.monthly_profile[0]", {"-1"}},
        {"unknown pricing", withValue(u"inputs.cloud.pricing"_s, u"spot"_s), Kind::InvalidValue,
         "inputs.cloud.pricing", {"\"spot\"", "on_demand, reserved"}},
        {"unknown financing mode", withValue(u"inputs.onprem.financing.mode"_s, u"barter"_s),
         Kind::InvalidValue, "inputs.onprem.financing.mode", {"\"barter\"", "cash, lease, loan"}},
        {"unknown migration method", withValue(u"inputs.migration.method"_s, u"carrier_pigeon"_s),
         Kind::InvalidValue, "inputs.migration.method", {"internet, snowball, direct_connect"}},
        {"horizon 0", withValue(u"inputs.horizon_years"_s, 0), Kind::InvalidValue,
         "inputs.horizon_years", {"0 is out of range", "whole number 1 to 10"}},
        {"horizon 11", withValue(u"inputs.horizon_years"_s, 11), Kind::InvalidValue,
         "inputs.horizon_years", {"11", "whole number 1 to 10"}},
        {"negative lead time", withValue(u"inputs.onprem.lead_months"_s, -1), Kind::InvalidValue,
         "inputs.onprem.lead_months", {"-1", "whole number 0 to 120"}},
        {"egress tiers not ascending",
         withValue(u"inputs.cloud.egress_tiers"_s, QJsonArray{QJsonArray{50, 0.09}, QJsonArray{10, 0.08}, QJsonArray{null, 0.05}}),
         Kind::InvalidValue, "inputs.cloud.egress_tiers[1][0]", {"10", "strictly ascending"}},
        {"egress tiers without a final open tier",
         withValue(u"inputs.cloud.egress_tiers"_s, QJsonArray{QJsonArray{10, 0.09}, QJsonArray{50, 0.08}}),
         Kind::InvalidValue, "inputs.cloud.egress_tiers[1][0]", {"50", "open"}},
        {"open tier before the last",
         withValue(u"inputs.cloud.egress_tiers"_s, QJsonArray{QJsonArray{null, 0.09}, QJsonArray{50, 0.08}}),
         Kind::InvalidValue, "inputs.cloud.egress_tiers[0][0]", {"last band"}},
        {"a string where a number belongs", withValue(u"inputs.workload.gpus"_s, u"80"_s),
         Kind::InvalidValue, "inputs.workload.gpus", {"\"80\"", "expected a number"}},
        {"negative price", withValue(u"inputs.onprem.gpu_unit_price"_s, -1.0), Kind::InvalidValue,
         "inputs.onprem.gpu_unit_price", {"-1", "0 to 1,000,000,000,000"}},
        {"pue below 1", withValue(u"inputs.onprem.pue"_s, 0.9), Kind::InvalidValue,
         "inputs.onprem.pue", {"0.9", "1 to 5"}},
        {"compression of 1", withValue(u"inputs.migration.compression"_s, 1), Kind::InvalidValue,
         "inputs.migration.compression", {"1 is out of range", "0 or more, below 1"}},
        {"unknown currency", withValue(u"currency"_s, u"GBP"_s), Kind::InvalidValue, "currency",
         {"\"GBP\"", "EUR, USD"}},
        {"empty name", withValue(u"name"_s, u"  "_s), Kind::InvalidValue, "name", {"empty"}},
        {"all weights zero",
         withValue(u"inputs.factors"_s, QJsonObject{{u"weights"_s, QJsonObject{{u"utilization"_s, 0}, {u"predictability"_s, 0}, {u"expertise"_s, 0}, {u"capital"_s, 0}, {u"data_gravity"_s, 0}}}}),
         Kind::InvalidValue, "inputs.factors.weights", {"all five weights are 0"}},
        {"inputs not an object", withValue(u"inputs"_s, 5), Kind::InvalidValue, "inputs", {"object", "5"}},
        {"section not an object", withValue(u"inputs.cloud"_s, u"aws"_s), Kind::InvalidValue,
         "inputs.cloud", {"object", "\"aws\""}},
    };
    for (const Case &c : cases) {
        DYNAMIC_SECTION(c.description)
        {
            const scenariofile::Error error = errorOf(scenariofile::parse(c.document));
            INFO(error.toString().toStdString());
            CHECK(error.kind == c.kind);
            CHECK(error.field == QLatin1String(c.field));
            for (const char *text : c.mentions)
                CHECK(error.message.contains(QLatin1String(text)));
            CHECK_FALSE(error.toString().contains(u'\n'));
        }
    }
}

TEST_CASE("files that cannot be scenarios are refused before parsing", "[scenario][validation]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());

    SECTION("missing file")
    {
        const auto error = errorOf(scenariofile::load(dir.filePath(QStringLiteral("nope.json"))));
        CHECK(error.kind == Kind::Unreadable);
        CHECK(error.message.contains(QStringLiteral("no such file")));
    }
    SECTION("a directory")
    {
        const auto error = errorOf(scenariofile::load(dir.path()));
        CHECK(error.kind == Kind::Unreadable);
        CHECK(error.message.contains(QStringLiteral("folder")));
    }
    SECTION("a file over the size cap is not read")
    {
        const QString path = dir.filePath(QStringLiteral("huge.json"));
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        // A valid document padded with spaces past 5 MB: it is refused for its size alone.
        const QByteArray doc = withValue(QStringLiteral("name"), QStringLiteral("big"));
        file.write(doc);
        file.write(QByteArray(scenariofile::kMaxFileBytes, ' '));
        file.close();
        const auto error = errorOf(scenariofile::load(path));
        CHECK(error.kind == Kind::TooLarge);
        CHECK(error.message.contains(QStringLiteral("5 MB")));
    }
    SECTION("nesting deeper than the format allows")
    {
        const int depth = scenariofile::kMaxNesting + 1;
        QByteArray doc = "{\"format\": \"gpu-advisor-scenario\", \"version\": 1, \"x\": ";
        doc += QByteArray(depth, '[') + QByteArray(depth, ']') + "}";
        const auto error = errorOf(scenariofile::parse(doc));
        CHECK(error.kind == Kind::TooDeep);
        CHECK(error.message.contains(QString::number(depth + 1)));
    }
}

TEST_CASE("a whole number may be written with a .0", "[scenario][validation]")
{
    const auto result = scenariofile::parse(withValue(QStringLiteral("inputs.workload.gpus"), 8.0));
    REQUIRE(std::holds_alternative<Scenario>(result));
    CHECK(std::get<Scenario>(result).inputs.workload.gpus == 8);
}

TEST_CASE("validate() applies the file's rules to a scenario built in memory", "[scenario][validation]")
{
    Scenario s;
    CHECK_FALSE(scenariofile::validate(s).has_value()); // the defaults are valid
    s.inputs.workload.utilization = 1.3;
    auto error = scenariofile::validate(s);
    REQUIRE(error.has_value());
    CHECK(error->field == QStringLiteral("inputs.workload.utilization"));
    CHECK(error->message.contains(QStringLiteral("1.3")));
    s.inputs.workload.utilization = 0.5;
    s.inputs.cloud.egressTiers = {{10, 0.09}, {5, 0.08}, {std::numeric_limits<double>::infinity(), 0.05}};
    error = scenariofile::validate(s);
    REQUIRE(error.has_value());
    CHECK(error->field == QStringLiteral("inputs.cloud.egress_tiers[1][0]"));
}
