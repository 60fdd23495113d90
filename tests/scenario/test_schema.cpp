// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The reader walks any schema, so version 2 of the format (cost-model-v2.md) adds rows, not
// code: a small schema shaped like v2's workloads list exercises lists, element defaults that
// depend on the element, alternatives and per-version rows. Its values live in Scenario::extra
// (under "test"), as a v2 engine's vector would.
#include "scenario/inputregistry.h"
#include "scenario/jsonfields.h"
#include "scenario/schemajson.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>

using namespace gda;
using inputs::Input;
using inputs::Type;

namespace {

constexpr char kKind[] = "kind";
constexpr char kGpus[] = "gpus";
constexpr char kShiftable[] = "shiftable";
constexpr char kUtilization[] = "utilization";
constexpr char kHours[] = "hours_per_day";
constexpr char kOffer[] = "offer";
constexpr char kPricing[] = "pricing";

QJsonArray workloads(const Scenario &s)
{
    return s.extra.value(QStringLiteral("test")).toArray();
}

void setWorkloads(Scenario &s, const QJsonArray &list)
{
    s.extra.insert(QStringLiteral("test"), list);
}

// A field of element `i`; `Cloud` puts it in the element's "cloud" object.
template <const char *Key, bool Cloud = false> QJsonValue getField(const Scenario &s, int i)
{
    const QJsonObject element = workloads(s).at(i).toObject();
    return Cloud ? element.value(QStringLiteral("cloud")).toObject().value(QLatin1String(Key))
                 : element.value(QLatin1String(Key));
}

template <const char *Key, bool Cloud = false>
void setField(Scenario &s, int i, const QJsonValue &value)
{
    QJsonArray list = workloads(s);
    QJsonObject element = list.at(i).toObject();
    if (Cloud) {
        QJsonObject cloud = element.value(QStringLiteral("cloud")).toObject();
        cloud.insert(QLatin1String(Key), value);
        element.insert(QStringLiteral("cloud"), cloud);
    } else {
        element.insert(QLatin1String(Key), value);
    }
    list[i] = element;
    setWorkloads(s, list);
}

template <const char *Key, bool Cloud = false> constexpr inputs::Slot slot()
{
    return {&getField<Key, Cloud>, &setField<Key, Cloud>};
}

// A scenario-level field (outside lists: element is -1).
inputs::Slot topSlot()
{
    return {
        [](const Scenario &s, int) { return s.extra.value(QLatin1String(kPricing)); },
        [](Scenario &s, int, const QJsonValue &v) { s.extra.insert(QLatin1String(kPricing), v); }};
}

QJsonValue shiftableByKind(const Scenario &s, int i)
{
    return getField<kKind>(s, i).toInt() == 0; // training work can wait; inference cannot
}

constexpr inputs::Choice kKinds[] = {{0, "training", nullptr}, {1, "inference", nullptr}};
constexpr unsigned kV1 = 1u << 1;
constexpr unsigned kV2 = 1u << 2;

const std::vector<Input> &fields()
{
    static const std::vector<Input> rows{
        {.path = "inputs.workloads[].kind",
         .type = Type::Choice,
         .slot = slot<kKind>(),
         .choices = kKinds,
         .versions = kV2},
        {.path = "inputs.workloads[].gpus",
         .type = Type::Whole,
         .range = jsonfields::whole(1, 100000),
         .required = true,
         .slot = slot<kGpus>(),
         .versions = kV2},
        {.path = "inputs.workloads[].shiftable",
         .type = Type::Bool,
         .slot = slot<kShiftable>(),
         .versions = kV2,
         .elementDefault = &shiftableByKind},
        {.path = "inputs.workloads[].utilization",
         .range = jsonfields::aboveAtMost(0, 1),
         .slot = slot<kUtilization>(),
         .versions = kV2,
         .alternative = 1,
         .side = 1},
        {.path = "inputs.workloads[].hours_per_day",
         .range = jsonfields::aboveAtMost(0, 24),
         .slot = slot<kHours>(),
         .versions = kV2,
         .alternative = 1,
         .side = 2},
        {.path = "inputs.workloads[].cloud.offer",
         .type = Type::Text,
         .range = jsonfields::whole(1, 80),
         .slot = slot<kOffer, true>(),
         .versions = kV2},
        // A scenario-level field of version 1 only.
        {.path = "inputs.cloud.pricing",
         .type = Type::Text,
         .range = jsonfields::whole(1, 20),
         .slot = topSlot(),
         .versions = kV1},
    };
    return rows;
}

const std::vector<inputs::Section> &sections()
{
    static const std::vector<inputs::Section> list{
        {.path = "inputs", .versions = kV1 | kV2},
        {.path = "inputs.workloads",
         .versions = kV2,
         .list = true,
         .minItems = 1,
         .maxItems = 3,
         .count = [](const Scenario &s) { return int(workloads(s).size()); },
         .resize =
             [](Scenario &s, int n) {
                 QJsonArray list;
                 for (int i = 0; i < n; ++i)
                     list.append(QJsonObject());
                 setWorkloads(s, list);
             }},
        {.path = "inputs.workloads[].cloud", .versions = kV2},
        {.path = "inputs.cloud", .versions = kV1},
    };
    return list;
}

const inputs::Schema &schema()
{
    static const inputs::Schema s{fields(), sections()};
    return s;
}

QJsonObject document(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

// The first problem of a document, "path: message", or "" when it reads.
std::string problem(const QByteArray &json, int version = 2)
{
    const QJsonObject root = document(json);
    try {
        schemajson::checkStructure(schema(), version, root);
        schemajson::checkRequired(schema(), version, root);
        Scenario s;
        schemajson::readFields(schema(), version, root, s);
    } catch (const jsonfields::FieldError &e) {
        return QString(e.field + QStringLiteral(": ") + e.message).toStdString();
    }
    return {};
}

} // namespace

TEST_CASE("schema: a list section reads each element, with defaults that depend on the element",
          "[scenario][schema]")
{
    const QJsonObject root = document(R"({"inputs": {"workloads": [
        {"kind": "training", "gpus": 64, "utilization": 0.9},
        {"kind": "inference", "gpus": 48, "hours_per_day": 14, "cloud": {"offer": "aws-p5"}},
        {"kind": "inference", "gpus": 8, "shiftable": true}]}})");
    REQUIRE(problem(QJsonDocument(root).toJson()).empty());
    Scenario s;
    schemajson::readFields(schema(), 2, root, s);
    const QJsonArray list = workloads(s);
    REQUIRE(list.size() == 3);
    CHECK(list[0][QStringLiteral("gpus")].toInt() == 64);
    CHECK(list[0][QStringLiteral("kind")].toInt() == 0);
    CHECK(list[0][QStringLiteral("shiftable")].toBool());       // training: shiftable by default
    CHECK_FALSE(list[1][QStringLiteral("shiftable")].toBool()); // inference: not by default
    CHECK(list[2][QStringLiteral("shiftable")].toBool());       // given explicitly
    CHECK(list[1][QStringLiteral("cloud")][QStringLiteral("offer")].toString() ==
          QStringLiteral("aws-p5"));

    // The writer writes the list back, element by element.
    const QJsonObject written = schemajson::writeFields(schema(), 2, s, QJsonObject());
    const QJsonArray out = written[QStringLiteral("inputs")][QStringLiteral("workloads")].toArray();
    REQUIRE(out.size() == 3);
    CHECK(out[1][QStringLiteral("kind")].toString() == QStringLiteral("inference"));
    CHECK(out[1][QStringLiteral("hours_per_day")].toDouble() == 14);
    CHECK(out[1][QStringLiteral("cloud")][QStringLiteral("offer")].toString() ==
          QStringLiteral("aws-p5"));
    Scenario again;
    schemajson::readFields(schema(), 2, written, again);
    CHECK(workloads(again) == workloads(s));
}

TEST_CASE("schema: problems inside a list are named with the element's index", "[scenario][schema]")
{
    CHECK(problem(R"({"inputs": {"workloads": [{"gpus": 8}, {"gpus": 8, "utilisation": 0.5}]}})") ==
          "inputs.workloads[1].utilisation: unknown field (did you mean utilization?)");
    CHECK(problem(R"({"inputs": {"workloads": [{"gpus": 8, "cloud": {"ofer": "x"}}]}})") ==
          "inputs.workloads[0].cloud.ofer: unknown field (did you mean offer?)");
    CHECK(problem(R"({"inputs": {"workloads": [{"gpus": 8}, {"kind": "training"}]}})") ==
          "inputs.workloads[1].gpus: missing (required in every element)");
    CHECK(problem(R"({"inputs": {"workloads": [{"gpus": 8, "utilization": 0.5, )"
                  R"("hours_per_day": 8}]}})") ==
          "inputs.workloads[0].utilization: give either hours_per_day or utilization, not both");
    CHECK(problem(R"({"inputs": {"workloads": [{"gpus": 0}]}})") ==
          "inputs.workloads[0].gpus: 0 is out of range (valid: whole number 1 to 100,000)");
    CHECK(problem(R"({"inputs": {"workloads": []}})") ==
          "inputs.workloads: expected a list of 1 to 3 objects, found 0 element(s)");
    CHECK(problem(R"({"inputs": {"workloads": [7]}})") ==
          "inputs.workloads[0]: expected an object, found 7");
}

TEST_CASE("schema: rows of another version are unknown fields", "[scenario][schema]")
{
    // Version 2 has no scenario-level pricing; version 1 has no workloads list.
    CHECK(problem(R"({"inputs": {"cloud": {"pricing": "reserved"}}})", 2) ==
          "inputs.cloud: unknown field (valid: workloads)");
    CHECK(problem(R"({"inputs": {"cloud": {"pricing": "reserved"}}})", 1).empty());
    CHECK(problem(R"({"inputs": {"workloads": [{"gpus": 8}]}})", 1) ==
          "inputs.workloads: unknown field (valid: cloud)");
}
