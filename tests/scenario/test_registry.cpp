// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The input registry is the one description of every scenario field: the file's reader, writer
// and checker follow it, and the engine's uncertainty parameters agree with it.
#include "engine/uncertainty.h"
#include "scenario/inputregistry.h"
#include "scenario/jsonfields.h"
#include "scenario/jsontext.h"
#include "scenario/scenariofile.h"
#include "scenario/schemajson.h"
#include "scenariotestsupport.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

using namespace gda;
using inputs::Input;
using inputs::Type;
using test::parseOk;

namespace {

// A valid value for a field that differs from its default.
QJsonValue otherValue(const Input &input, const QJsonValue &fallback)
{
    const jsonfields::Range &r = input.range;
    switch (input.type) {
    case Type::Number: {
        // Inside the range, not the default: a third of the way up (money: 1234.5).
        const double span = std::min(r.max, 1e6) - r.min;
        double v = r.min + span / 3.0;
        if (v == fallback.toDouble())
            v = r.min + span / 2.0;
        return v;
    }
    case Type::Whole:
        return fallback.toDouble() == r.max ? r.min : r.max;
    case Type::Bool:
        return !fallback.toBool();
    case Type::Choice:
        // Slots hold the enum number; pick another choice.
        for (const inputs::Choice &c : input.choices)
            if (c.value != fallback.toInt())
                return c.value;
        return fallback;
    case Type::Profile:
        return QJsonArray{0.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.5};
    case Type::Tiers:
        return QJsonArray{QJsonArray{5, 0.2}, QJsonArray{QJsonValue(), 0.01}};
    case Type::Text:
        // A calendar month where the field is one (docs/methodology.md §18.1).
        if (input.jsonPath() == QLatin1String("inputs.business.start_month"))
            return QStringLiteral("2030-01");
        return QStringLiteral("Client \u00e9\u00e9n \U0001F680");
    case Type::Names:
        return QJsonArray{QStringLiteral("own"), QStringLiteral("lambda")};
    case Type::Date:
    case Type::Triple:
        break;
    }
    return fallback;
}

} // namespace

TEST_CASE("registry: every field round-trips through the writer and the reader",
          "[scenario][registry]")
{
    int checked = 0;
    for (const Input &input : inputs::all()) {
        if (!input.slot)
            continue;
        INFO(input.path);
        Scenario scenario;
        const QJsonValue fallback = input.slot.get(scenario, -1);
        const QJsonValue changed = otherValue(input, fallback);
        REQUIRE(changed != fallback);
        input.slot.set(scenario, -1, changed);
        REQUIRE_FALSE(scenariofile::validate(scenario).has_value());

        const QByteArray written = scenariofile::toCanonicalJson(scenario);
        const Scenario read = parseOk(written);
        CHECK(input.slot.get(read, -1) == input.slot.get(scenario, -1));
        CHECK(read.inputs == scenario.inputs);
        CHECK(scenariofile::toCanonicalJson(read) == written);
        ++checked;
    }
    CHECK(checked >= 60); // every input, the descriptive fields and the currency
}

TEST_CASE("registry: an optional field written as null reads back as unset", "[scenario][registry]")
{
    for (const Input &input : inputs::all()) {
        if (!input.optional || !input.slot || !input.isNumber())
            continue; // the start month, the one optional text, has its own test (test_business)
        INFO(input.path);
        Scenario scenario;
        inputs::setNumber(input, scenario, input.range.max);
        REQUIRE(inputs::number(input, scenario) == input.range.max);
        inputs::setNumber(input, scenario, std::nullopt);
        REQUIRE_FALSE(inputs::number(input, scenario).has_value());
        const Scenario read = parseOk(scenariofile::toCanonicalJson(scenario));
        CHECK_FALSE(inputs::number(input, read).has_value());
        CHECK(schemajson::valueAt(scenariofile::toJson(scenario), input.jsonPath()).isNull());
    }
}

TEST_CASE("registry: every number range is the checker's rule at its bounds",
          "[scenario][registry]")
{
    auto validateWith = [](const Input &input, double value) {
        Scenario scenario;
        // Whole-number fields are stored as int: set the value through the JSON slot unrounded
        // only where the storage is a double.
        input.slot.set(scenario, -1, value);
        return scenariofile::validate(scenario);
    };
    auto accepted = [&](const Input &input, double value) {
        INFO(input.path << " = " << value);
        const auto error = validateWith(input, value);
        INFO((error ? error->toString().toStdString() : std::string()));
        CHECK_FALSE(error.has_value());
    };
    auto refused = [&](const Input &input, double value) {
        INFO(input.path << " = " << value);
        const auto error = validateWith(input, value);
        REQUIRE(error.has_value());
        CHECK(error->field == input.jsonPath());
        CHECK(error->message.contains(QStringLiteral("(valid: %1)").arg(input.range.describe())));
    };
    for (const Input &input : inputs::all()) {
        if (!input.isNumber() || !input.slot || input.role != inputs::Role::Input)
            continue;
        const jsonfields::Range &range = input.range;
        if (input.type == Type::Whole) {
            accepted(input, range.min);
            accepted(input, range.max);
            refused(input, range.min - 1);
            refused(input, range.max + 1);
            continue;
        }
        const double below = std::nextafter(range.min, -std::numeric_limits<double>::infinity());
        const double above = std::nextafter(range.max, std::numeric_limits<double>::infinity());
        if (range.minOpen) {
            refused(input, range.min);
            accepted(input, std::nextafter(range.min, range.max));
        } else {
            accepted(input, range.min);
            refused(input, below);
        }
        if (range.maxOpen) {
            refused(input, range.max);
            accepted(input, std::nextafter(range.max, range.min));
        } else {
            accepted(input, range.max);
            refused(input, above);
        }
        refused(input, std::numeric_limits<double>::quiet_NaN());
    }
}

TEST_CASE("registry: the uncertainty parameters stand for inputs with the same range",
          "[scenario][registry]")
{
    for (engine::Parameter p : engine::kAllParameters) {
        const std::string_view field = engine::parameterField(p);
        INFO(field);
        const Input *input = inputs::find(field);
        REQUIRE(input != nullptr);
        CHECK(input->role == inputs::Role::Input);
        CHECK(input->isNumber());
        const engine::ParameterRange r = engine::parameterRange(p);
        CHECK(input->range.min == r.low);
        CHECK(input->range.max == r.high);
        CHECK(input->range.minOpen == !r.lowIncluded);
        CHECK_FALSE(input->range.maxOpen);
        // The Monte Carlo section has a row for each parameter's key.
        const std::string row = "uncertainty.distributions." + std::string(engine::parameterKey(p));
        CHECK(inputs::find(row) != nullptr);
        // "Uncertain" is the row's attribute, with the engine's key.
        CHECK(inputs::uncertainInput(engine::parameterKey(p)) == input);
    }
}

TEST_CASE("registry: uncertain is a row attribute the engine's tables agree with both ways",
          "[scenario][registry]")
{
    // The engine (no Qt) names the inputs it moves and draws in two tables; the registry marks
    // the same rows with Input::uncertain. Every marked row is one of the engine's parameters,
    // with the same field and range, and every parameter has its row: neither side can gain or
    // lose one alone.
    int marked = 0;
    for (const Input &input : inputs::allVersions()) {
        if (!input.uncertain)
            continue;
        INFO(input.path);
        ++marked;
        CHECK(input.role == inputs::Role::Input);
        CHECK(input.isNumber());
        engine::ParameterRange r{};
        const std::string_view path = input.path;
        if (path.starts_with("inputs.workloads[].")) {
            const auto *info = std::find_if(
                engine::kWorkloadParameterInfo.begin(), engine::kWorkloadParameterInfo.end(),
                [&](const auto &i) { return i.key == std::string_view(input.uncertain.key); });
            REQUIRE(info != engine::kWorkloadParameterInfo.end());
            CHECK(path.substr(std::string_view("inputs.workloads[].").size()) == info->field);
            r = info->range;
        } else {
            const auto *info = std::find_if(
                engine::kParameterInfo.begin(), engine::kParameterInfo.end(),
                [&](const auto &i) { return i.key == std::string_view(input.uncertain.key); });
            REQUIRE(info != engine::kParameterInfo.end());
            CHECK(path == info->field);
            r = info->range;
            // Its row in the Monte Carlo section is generated from the attribute.
            const std::string row = "uncertainty.distributions." + std::string(info->key);
            const Input *distribution = inputs::find(row);
            REQUIRE(distribution != nullptr);
            CHECK(distribution->range.min == input.range.min);
            CHECK(distribution->range.max == input.range.max);
        }
        CHECK(input.range.min == r.low);
        CHECK(input.range.max == r.high);
        CHECK(input.range.minOpen == !r.lowIncluded);
        // Every marked row has a name for the tornado (its short name or its label).
        CHECK_FALSE(inputs::uncertainName(input).isEmpty());
    }
    CHECK(marked == int(engine::kParameterCount + engine::kWorkloadParameterCount)); // 9 + 4
    for (const auto &info : engine::kWorkloadParameterInfo) {
        const Input *input = inputs::uncertainInput(info.key, true);
        REQUIRE(input != nullptr);
        CHECK(input->path == "inputs.workloads[]." + std::string(info.field));
    }
    // Exactly the marked rows have a row in the Monte Carlo section (version 1 rows).
    int distributions = 0;
    for (const Input &input : inputs::allVersions())
        if (std::string_view(input.path).starts_with("uncertainty.distributions."))
            ++distributions;
    CHECK(distributions == int(engine::kParameterCount));
}

TEST_CASE("registry: one label, one source and one path per input", "[scenario][registry]")
{
    // Every version's rows: version 2 has its own label, hint and dated source for each input
    // too (the report's assumptions table and the editors show them).
    std::set<QString> labels;
    std::set<std::string> paths;
    int versionTwo = 0;
    for (const Input &input : inputs::allVersions()) {
        INFO(input.path);
        CHECK(paths.insert(input.path).second);
        if (input.role != inputs::Role::Input)
            continue;
        REQUIRE(input.label != nullptr);
        CHECK(labels.insert(QString::fromUtf8(input.label)).second); // no two inputs share one
        if (input.versions == (1u << 2)) {
            ++versionTwo;
            CHECK(input.hint != nullptr); // the default's reason, as the editor shows it
            CHECK(!inputs::label(input).isEmpty());
            CHECK(!inputs::sourceName(input).isEmpty());
        }
        CHECK(input.slot);
        if (input.path != std::string_view("currency"))
            CHECK(input.source != nullptr); // every default names its dated source
        if (input.optional)
            CHECK(input.automatic != nullptr);
        if (input.type == Type::Choice || (input.type == Type::Bool && !input.choices.empty()))
            for (const inputs::Choice &c : input.choices)
                CHECK(c.label != nullptr);
    }
    // The 62 version 2 rows but the workload's name (a description), the eight plan limits and
    // the nine terms a purchase tranche may have of its own (§14.5) in each of the two lists,
    // and the eligibility rows of §17: three needs of a workload, the scenario's data residency
    // and price age limit, four attributes of a quoted offer, the data kept in sync between
    // clouds, and a commitment's release month (§14.1) (87 + 3 + 2 + 4 + 1 + 1).
    CHECK(versionTwo == 98);
    // The rows of every version (version 1's, which version 2 files have too): issue 36 added
    // the business case's three (start month, fiscal year start, country).
    int everyVersion = 0;
    for (const Input &input : inputs::allVersions())
        if (input.role == inputs::Role::Input && input.versions == ((1u << 1) | (1u << 2)))
            ++everyVersion;
    // Issue 33 item 7 added the two fields of a dated cloud price change
    // (inputs.cloud.price_changes[].month and .change, both versions).
    CHECK(everyVersion == 62); // 57 before issue 36, 60 before issue 33 item 7
    for (const char *path :
         {"inputs.cloud.price_changes[].month", "inputs.cloud.price_changes[].change"})
        CHECK(inputs::find(path) != nullptr);
    for (const char *path : {"inputs.business.start_month", "inputs.business.fiscal_year_start",
                             "inputs.business.country"})
        CHECK(inputs::find(path) != nullptr);
    // The sources are dated or say they are an estimate.
    for (const inputs::Source &source : inputs::sources()) {
        INFO(source.name);
        const QString name = QString::fromUtf8(source.name);
        CHECK((name.contains(QRegularExpression(QStringLiteral("20[0-9][0-9]"))) ||
               name == QStringLiteral("project estimate") ||
               name.startsWith(QStringLiteral("cost model"))));
    }
}

TEST_CASE("the key scan finds a key given twice, escapes decoded, in arrays too",
          "[scenario][registry]")
{
    const auto firstDuplicateKey = [](const QByteArray &json) {
        auto problem = jsontext::firstKeyProblem(json);
        if (problem)
            CHECK(problem->kind == jsontext::KeyProblem::Kind::Duplicate);
        return problem;
    };
    CHECK_FALSE(firstDuplicateKey(R"({"a": 1, "b": {"a": 2}, "c": [{"a": 1}, {"a": 2}]})"));
    CHECK_FALSE(firstDuplicateKey(R"({"a\"b": 1, "a\\b": 2, "x": "\"a\": 1, \"a\": 2"})"));
    const auto top = firstDuplicateKey("{\"a\": 1,\n\"a\": 2}");
    REQUIRE(top);
    CHECK(top->path == QStringLiteral("a"));
    CHECK(top->firstLine == 1);
    CHECK(top->secondLine == 2);
    const auto escaped = firstDuplicateKey(R"({"x": {"\u00e9t\u00e9": 1, "été": 2}})");
    REQUIRE(escaped);
    CHECK(escaped->path == QStringLiteral("x.été"));
    const auto surrogate = firstDuplicateKey(R"({"\ud83d\ude80": 1, "🚀": 2})");
    REQUIRE(surrogate);
    CHECK(surrogate->path == QStringLiteral("🚀"));
    const auto inArray =
        firstDuplicateKey(R"({"list": [{"a": 1}, {"b": 1, "c": {"d": [], "d": 0}}]})");
    REQUIRE(inArray);
    CHECK(inArray->path == QStringLiteral("list[1].c.d"));
}

TEST_CASE("a mistyped key is matched to the nearest valid key only when it is close",
          "[scenario][registry]")
{
    const QStringList workload{QStringLiteral("gpus"), QStringLiteral("utilization"),
                               QStringLiteral("monthly_profile"), QStringLiteral("annual_growth")};
    CHECK(jsonfields::nearestKey(QStringLiteral("utilisation"), workload) ==
          QStringLiteral("utilization"));
    CHECK(jsonfields::nearestKey(QStringLiteral("utlization"), workload) ==
          QStringLiteral("utilization"));
    CHECK(jsonfields::nearestKey(QStringLiteral("GPUs"), workload) == QStringLiteral("gpus"));
    CHECK(jsonfields::nearestKey(QStringLiteral("gpu"), workload) == QStringLiteral("gpus"));
    CHECK(jsonfields::nearestKey(QStringLiteral("monthly"), workload) ==
          QStringLiteral("monthly_profile"));
    CHECK(jsonfields::nearestKey(QStringLiteral("anual_grwoth"), workload) ==
          QStringLiteral("annual_growth"));
    CHECK(jsonfields::nearestKey(QStringLiteral("colour"), workload).isEmpty());
    CHECK(jsonfields::nearestKey(QStringLiteral("x"), workload).isEmpty());
    CHECK(jsonfields::nearestKey(QStringLiteral("budget"), workload).isEmpty());
}

TEST_CASE("text limits count characters as a reader sees them", "[scenario][registry]")
{
    CHECK(inputs::characterCount(QString()) == 0);
    CHECK(inputs::characterCount(QStringLiteral("abc")) == 3);
    CHECK(inputs::characterCount(QStringLiteral("\U0001F680\U0001F680")) == 2); // 4 UTF-16 units
    CHECK(inputs::characterCount(QStringLiteral("\U0001F1F3\U0001F1F1")) == 1); // the Dutch flag
    CHECK(inputs::characterCount(QStringLiteral("e\u0301te\u0301")) ==
          3); // é with a combining accent
}
