// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Bad input is refused with a message naming the field, the value and the valid range.
#include "scenario/scenariofile.h"
#include "scenariotestsupport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTranslator>

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
    const char *field;                  // expected field path ("" for the file as a whole)
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

TEST_CASE("invalid scenario documents are rejected with the field, the value and the range",
          "[scenario][validation]")
{
    using namespace Qt::StringLiterals;
    const QJsonValue null(QJsonValue::Null);
    const std::vector<Case> cases = {
        {"not JSON", "{\"format\": ", Kind::NotJson, "format", {"line 1, column 12"}},
        {"a list, not an object", "[1, 2, 3]", Kind::NotObject, "", {"object"}},
        {"wrong format",
         withValue(u"format"_s, u"something-else"_s),
         Kind::InvalidValue,
         "format",
         {"\"something-else\"", "gpu-advisor-scenario"}},
        {"wrong version",
         withValue(u"version"_s, 3),
         Kind::InvalidValue,
         "version",
         {"3", "valid: 1 or 2"}},
        {"a version 1 document that says version 2",
         withValue(u"version"_s, 2),
         Kind::UnknownField,
         "inputs.cloud.pricing", // keys in alphabetical order: cloud before workload
         {"version 1", "validate --upgrade"}},
        {"negative GPU count",
         withValue(u"inputs.workload.gpus"_s, -4),
         Kind::InvalidValue,
         "inputs.workload.gpus",
         {"-4", "whole number 1 to 100"}},
        {"fractional GPU count",
         withValue(u"inputs.workload.gpus"_s, 8.5),
         Kind::InvalidValue,
         "inputs.workload.gpus",
         {"8.5", "whole number"}},
        {"utilization 0",
         withValue(u"inputs.workload.utilization"_s, 0),
         Kind::InvalidValue,
         "inputs.workload.utilization",
         {"0 is out of range", "above 0, at most 1"}},
        {"utilization above 1",
         withValue(u"inputs.workload.utilization"_s, 1.3),
         Kind::InvalidValue,
         "inputs.workload.utilization",
         {"1.3", "above 0, at most 1"}},
        {"NaN",
         "{\"format\": \"gpu-advisor-scenario\", \"version\": 1, \"inputs\": {\"workload\": "
         "{\"utilization\": NaN}}}",
         Kind::NotJson,
         "utilization",
         {"finite", "NaN"}},
        {"infinite number",
         "{\"format\": \"gpu-advisor-scenario\", \"version\": 1, \"inputs\": "
         "{\"discount_rate\": 1e400}}",
         Kind::NotJson,
         "discount_rate",
         {"finite"}},
        {"profile of 11 values",
         withValue(u"inputs.workload.monthly_profile"_s, profile(11, 1.0)),
         Kind::InvalidValue,
         "inputs.workload.monthly_profile",
         {"exactly 12", "11"}},
        {"zero profile value",
         withValue(u"inputs.workload.monthly_profile"_s, profile(12, 0.0)),
         Kind::InvalidValue,
         "inputs.workload.monthly_profile[0]",
         {"0 is out of range", "above 0"}},
        {"negative profile value",
         withValue(u"inputs.workload.monthly_profile"_s, profile(12, -1.0)),
         Kind::InvalidValue,
         "inputs.workload.monthly_profile[0]",
         {"-1"}},
        {"unknown pricing",
         withValue(u"inputs.cloud.pricing"_s, u"spot"_s),
         Kind::InvalidValue,
         "inputs.cloud.pricing",
         {"\"spot\"", "on_demand, reserved"}},
        {"unknown financing mode",
         withValue(u"inputs.onprem.financing.mode"_s, u"barter"_s),
         Kind::InvalidValue,
         "inputs.onprem.financing.mode",
         {"\"barter\"", "cash, lease, loan"}},
        {"unknown migration method",
         withValue(u"inputs.migration.method"_s, u"carrier_pigeon"_s),
         Kind::InvalidValue,
         "inputs.migration.method",
         {"internet, snowball, direct_connect"}},
        {"horizon 0",
         withValue(u"inputs.horizon_years"_s, 0),
         Kind::InvalidValue,
         "inputs.horizon_years",
         {"0 is out of range", "whole number 1 to 10"}},
        {"horizon 11",
         withValue(u"inputs.horizon_years"_s, 11),
         Kind::InvalidValue,
         "inputs.horizon_years",
         {"11", "whole number 1 to 10"}},
        {"negative lead time",
         withValue(u"inputs.onprem.lead_months"_s, -1),
         Kind::InvalidValue,
         "inputs.onprem.lead_months",
         {"-1", "whole number 0 to 120"}},
        {"egress tiers not ascending",
         withValue(u"inputs.cloud.egress_tiers"_s,
                   QJsonArray{QJsonArray{50, 0.09}, QJsonArray{10, 0.08}, QJsonArray{null, 0.05}}),
         Kind::InvalidValue,
         "inputs.cloud.egress_tiers[1][0]",
         {"10", "strictly ascending"}},
        {"egress tiers without a final open tier",
         withValue(u"inputs.cloud.egress_tiers"_s,
                   QJsonArray{QJsonArray{10, 0.09}, QJsonArray{50, 0.08}}),
         Kind::InvalidValue,
         "inputs.cloud.egress_tiers[1][0]",
         {"50", "open"}},
        {"open tier before the last",
         withValue(u"inputs.cloud.egress_tiers"_s,
                   QJsonArray{QJsonArray{null, 0.09}, QJsonArray{50, 0.08}}),
         Kind::InvalidValue,
         "inputs.cloud.egress_tiers[0][0]",
         {"last band"}},
        {"a string where a number belongs",
         withValue(u"inputs.workload.gpus"_s, u"80"_s),
         Kind::InvalidValue,
         "inputs.workload.gpus",
         {"\"80\"", "expected a number"}},
        {"negative price",
         withValue(u"inputs.onprem.gpu_unit_price"_s, -1.0),
         Kind::InvalidValue,
         "inputs.onprem.gpu_unit_price",
         {"-1", "0 to 1,000,000,000,000"}},
        {"pue below 1",
         withValue(u"inputs.onprem.pue"_s, 0.9),
         Kind::InvalidValue,
         "inputs.onprem.pue",
         {"0.9", "1 to 5"}},
        {"compression of 1",
         withValue(u"inputs.migration.compression"_s, 1),
         Kind::InvalidValue,
         "inputs.migration.compression",
         {"1 is out of range", "0 or more, below 1"}},
        {"unknown currency",
         withValue(u"currency"_s, u"GBP"_s),
         Kind::InvalidValue,
         "currency",
         {"\"GBP\"", "EUR, USD"}},
        {"empty name", withValue(u"name"_s, u"  "_s), Kind::InvalidValue, "name", {"empty"}},
        {"all weights zero",
         withValue(u"inputs.factors"_s,
                   QJsonObject{{u"weights"_s, QJsonObject{{u"utilization"_s, 0},
                                                          {u"predictability"_s, 0},
                                                          {u"expertise"_s, 0},
                                                          {u"capital"_s, 0},
                                                          {u"data_gravity"_s, 0}}}}),
         Kind::InvalidValue,
         "inputs.factors.weights",
         {"all five weights are 0"}},
        {"inputs not an object",
         withValue(u"inputs"_s, 5),
         Kind::InvalidValue,
         "inputs",
         {"object", "5"}},
        {"section not an object",
         withValue(u"inputs.cloud"_s, u"aws"_s),
         Kind::InvalidValue,
         "inputs.cloud",
         {"object", "\"aws\""}},
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

TEST_CASE("validate() applies the file's rules to a scenario built in memory",
          "[scenario][validation]")
{
    Scenario s;
    CHECK_FALSE(scenariofile::validate(s).has_value()); // the defaults are valid
    s.inputs.workload.utilization = 1.3;
    auto error = scenariofile::validate(s);
    REQUIRE(error.has_value());
    CHECK(error->field == QStringLiteral("inputs.workload.utilization"));
    CHECK(error->message.contains(QStringLiteral("1.3")));
    s.inputs.workload.utilization = 0.5;
    s.inputs.cloud.egressTiers = {
        {10, 0.09}, {5, 0.08}, {std::numeric_limits<double>::infinity(), 0.05}};
    error = scenariofile::validate(s);
    REQUIRE(error.has_value());
    CHECK(error->field == QStringLiteral("inputs.cloud.egress_tiers[1][0]"));
}

namespace {

// A minimal valid document with `extra` spliced in before the closing brace.
QByteArray minimal(const QByteArray &extra = {})
{
    return "{\n  \"format\": \"gpu-advisor-scenario\",\n  \"version\": 1,\n"
           "  \"inputs\": {\"workload\": {\"gpus\": 8, \"utilization\": 0.5}}" +
           extra + "\n}\n";
}

QByteArray utf16(const QByteArray &utf8, bool withMark)
{
    const QString text = QString::fromUtf8(utf8);
    QByteArray out = withMark ? QByteArray("\xFF\xFE") : QByteArray();
    for (QChar c : text) {
        out.append(char(c.unicode() & 0xFF));
        out.append(char(c.unicode() >> 8));
    }
    return out;
}

QByteArray emojiName(int count)
{
    QByteArray name;
    for (int i = 0; i < count; ++i)
        name += "\xF0\x9F\x9A\x80"; // U+1F680 ROCKET: one character, two UTF-16 units
    return name;
}

struct StrictCase
{
    const char *description;
    QByteArray document;
    Kind kind;
    const char *message; // the whole of Error::toString()
};

} // namespace

TEST_CASE("strict scenario files: each bad document is refused with its exact message",
          "[scenario][validation]")
{
    // The English plural forms ("201 characters") come from the English translation.
    QTranslator english;
    REQUIRE(english.load(QStringLiteral(":/i18n/gpu-advisor_en.qm")));
    QCoreApplication::installTranslator(&english);
    const std::vector<StrictCase> cases = {
        {"unknown key at the top level", minimal(",\n  \"colour\": \"blue\""), Kind::UnknownField,
         "colour: unknown field (valid: format, version, name, client, notes, workload_type, "
         "inputs, currency, pricing_provenance, currency_conversion, uncertainty; a field of "
         "another program must start with x_)"},
        {"misspelled key, with the nearest valid key",
         "{\"format\": \"gpu-advisor-scenario\", \"version\": 1, \"inputs\": {\"workload\": "
         "{\"gpus\": 8, \"utilisation\": 0.1}}}",
         Kind::UnknownField,
         "inputs.workload.utilisation: unknown field (did you mean utilization?)"},
        {"misspelled key in upper case", minimal(",\n  \"Name\": \"x\""), Kind::UnknownField,
         "Name: unknown field (did you mean name?)"},
        {"a flipped byte in a stored key",
         "{\"format\": \"gpu-advisor-scenario\", \"version\": 1, \"inputs\": {\"workload\": "
         "{\"gpus\": 8, \"utilization\": 0.5}, \"cloud\": {\"overhead_fractiom\": 0.2}}}",
         Kind::UnknownField,
         "inputs.cloud.overhead_fractiom: unknown field (did you mean overhead_fraction?)"},
        {"unknown key in the uncertainty section",
         minimal(",\n  \"uncertainty\": {\"distributions\": "
                 "{\"utilisation\": [0.5, 0.6, 0.7]}}"),
         Kind::UnknownField,
         "uncertainty.distributions.utilisation: unknown field (did you mean utilization?)"},
        {"duplicate key at the top level", minimal(",\n  \"name\": \"a\",\n  \"name\": \"b\""),
         Kind::DuplicateKey, "name: given twice, on lines 5 and 6 (a field may appear only once)"},
        {"duplicate key nested",
         "{\"format\": \"gpu-advisor-scenario\", \"version\": 1,\n\"inputs\": {\"workload\": {\n"
         "\"gpus\": 8,\n\"utilization\": 0.5,\n\"gpus\": 80}}}",
         Kind::DuplicateKey,
         "inputs.workload.gpus: given twice, on lines 3 and 5 (a field may appear only once)"},
        {"duplicate key spelled with an escape",
         "{\"format\": \"gpu-advisor-scenario\", \"version\": 1, \"inputs\": {\"workload\": "
         "{\"gpus\": 8, \"utilization\": 0.5, \"\\u0067pus\": 80}}}",
         Kind::DuplicateKey,
         "inputs.workload.gpus: given twice, on lines 1 and 1 (a field may appear only once)"},
        {"a key that begins with a byte order mark", minimal(",\n  \"\xEF\xBB\xBFname\": \"x\""),
         Kind::UnknownField,
         "name: the key on line 5 begins with an invisible byte order mark (U+FEFF); remove it"},
        {"missing required field", "{\"format\": \"gpu-advisor-scenario\", \"version\": 1}",
         Kind::MissingField, "inputs.workload.gpus: missing (required in every scenario file)"},
        {"missing utilization",
         "{\"format\": \"gpu-advisor-scenario\", \"version\": 1, \"inputs\": {\"workload\": "
         "{\"gpus\": 8}}}",
         Kind::MissingField,
         "inputs.workload.utilization: missing (required in every scenario file)"},
        {"missing format", "{\"version\": 1}", Kind::MissingField,
         "format: missing (valid: \"gpu-advisor-scenario\"): not a scenario file"},
        {"empty file", "", Kind::Empty, "the file is empty (a scenario file is a JSON object)"},
        {"only white space", " \n\t\n", Kind::Empty,
         "the file is empty (a scenario file is a JSON object)"},
        {"null", "null", Kind::NotObject, "expected a JSON object at the top level, found null"},
        {"a number", " 42\n", Kind::NotObject, "expected a JSON object at the top level, found 42"},
        {"an empty list", "[]", Kind::NotObject,
         "expected a JSON object at the top level, found a list"},
        {"UTF-16 with a byte order mark", utf16(minimal(), true), Kind::Encoding,
         "the file is in UTF-16; scenario files must be UTF-8 (save it again as UTF-8)"},
        {"UTF-16 without a byte order mark", utf16(minimal(), false), Kind::Encoding,
         "the file is in UTF-16; scenario files must be UTF-8 (save it again as UTF-8)"},
        {"NaN", minimal(",\n  \"x_value\": NaN"), Kind::NotJson,
         "x_value: not valid JSON at line 5, column 14: NaN and Infinity are not allowed (numbers "
         "must be finite JSON numbers)"},
        {"a number beyond a double", minimal(",\n  \"x_value\": 1e400"), Kind::NotJson,
         "x_value: not valid JSON at line 5, column 19: a number too large to be finite (numbers "
         "must be finite JSON numbers)"},
        {"a name of 201 emoji", minimal(",\n  \"name\": \"" + emojiName(201) + "\""),
         Kind::InvalidValue, "name: too long: 201 characters (valid: at most 200 characters)"},
        {"unknown key in the pricing provenance",
         minimal(",\n  \"pricing_provenance\": {\"offer\": {\"providr\": \"AWS\"}}"),
         Kind::UnknownField,
         "pricing_provenance.offer.providr: unknown field (did you mean provider?)"},
        {"a pricing provenance date that is not a date",
         minimal(",\n  \"pricing_provenance\": {\"catalog_date\": \"June\"}"), Kind::InvalidValue,
         "pricing_provenance.catalog_date: expected a date as YYYY-MM-DD, found \"June\""},
        {"an unknown kind of workload", minimal(",\n  \"workload_type\": \"gaming\""),
         Kind::InvalidValue,
         "workload_type: \"gaming\" is not allowed (valid: training, inference, development_test, "
         "production)"},
    };
    for (const StrictCase &c : cases) {
        DYNAMIC_SECTION(c.description)
        {
            const scenariofile::Error error = errorOf(scenariofile::parse(c.document));
            CHECK(error.toString().toStdString() == std::string(c.message));
            CHECK(error.kind == c.kind);
        }
    }
    QCoreApplication::removeTranslator(&english);
}

TEST_CASE("strict scenario files: what stays allowed", "[scenario][validation]")
{
    const auto accepted = [](const QByteArray &document) { return test::parseOk(document); };
    // A name of 200 emoji is 200 characters (400 UTF-16 units): at the limit, accepted.
    CHECK(accepted(minimal(",\n  \"name\": \"" + emojiName(200) + "\"")).name.size() == 400);
    // A UTF-8 byte order mark (Windows editors write one) is not an encoding error.
    CHECK(accepted("\xEF\xBB\xBF" + minimal()).inputs.workload.gpus == 8);
    // The sections the app itself writes.
    const Scenario s = accepted(minimal(
        ",\n  \"workload_type\": \"training\", \"uncertainty\": {\"draws\": 100, \"seed\": 3, "
        "\"distributions\": {\"utilization\": [0.4, 0.5, 0.6]}},\n"
        "  \"pricing_provenance\": {\"catalog_date\": \"2025-11-01\", \"currency\": \"EUR\", "
        "\"offer\": {\"id\": \"aws-p5\", \"estimate\": false, \"date\": \"\", "
        "\"reserved_1y_per_gpu_hour\": null, \"egress_tiers\": [[10, 0.09], [null, 0.05]]}}"));
    CHECK(s.extra.value(QStringLiteral("workload_type")).toString() == QStringLiteral("training"));
}
