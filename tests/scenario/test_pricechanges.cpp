// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Dated cloud price changes in the scenario file (docs/methodology.md §4.7): read in both
// versions, written only when there are any, refused with the field, the value and the range.
#include "engine/costmodel.h"
#include "scenario/evaluationjson.h"
#include "scenariotestsupport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace gda;
using namespace gda::test;
using Kind = scenariofile::Error::Kind;

namespace {

QJsonObject exampleJson(const QString &relative)
{
    return QJsonDocument::fromJson(readFile(dataPath(relative))).object();
}

// `doc` with inputs.cloud.price_changes set to `changes`.
QJsonObject withChanges(QJsonObject doc, const QJsonValue &changes)
{
    QJsonObject inputs = doc.value(u"inputs"_qs).toObject();
    QJsonObject cloud = inputs.value(u"cloud"_qs).toObject();
    cloud.insert(u"price_changes"_qs, changes);
    inputs.insert(u"cloud"_qs, cloud);
    doc.insert(u"inputs"_qs, inputs);
    return doc;
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson();
}

QJsonObject change(const QJsonValue &month, const QJsonValue &value)
{
    QJsonObject c;
    if (!month.isUndefined())
        c.insert(u"month"_qs, month);
    if (!value.isUndefined())
        c.insert(u"change"_qs, value);
    return c;
}

} // namespace

TEST_CASE("dated price changes: read in both versions, written only when given",
          "[scenario][pricechanges]")
{
    for (const QString &file : {u"examples/seed-80xh100-on-demand.json"_qs,
                                u"examples-v2/three-workloads-shared-fleet.json"_qs}) {
        INFO(file.toStdString());
        const QJsonObject doc = exampleJson(file);
        // Without the list: none, and the file written has no price_changes key.
        const Scenario plain = parseOk(bytes(doc));
        CHECK(plain.inputs.cloud.priceChanges.empty());
        const QJsonObject written = scenariofile::toJson(plain);
        CHECK_FALSE(written.value(u"inputs"_qs)
                        .toObject()
                        .value(u"cloud"_qs)
                        .toObject()
                        .contains(u"price_changes"_qs));

        // AWS's June-2025 cut of 44% in month 7, then +10% in month 25.
        const QJsonArray list{change(7, -0.44), change(25, 0.1)};
        const Scenario dated = parseOk(bytes(withChanges(doc, list)));
        REQUIRE(dated.inputs.cloud.priceChanges.size() == 2);
        CHECK(dated.inputs.cloud.priceChanges[0] == engine::PriceChange{7, -0.44});
        CHECK(dated.inputs.cloud.priceChanges[1] == engine::PriceChange{25, 0.1});
        // Written back as given, and read again to the same scenario.
        const QJsonObject again = scenariofile::toJson(dated);
        CHECK(again.value(u"inputs"_qs)
                  .toObject()
                  .value(u"cloud"_qs)
                  .toObject()
                  .value(u"price_changes"_qs) == list);
        CHECK(parseOk(bytes(again)).inputs == dated.inputs);
        // The cut lowers the cloud option's total; the engine sees the list.
        CHECK(engine::evaluate(dated.inputs).option(engine::Option::Cloud).tco <
              engine::evaluate(plain.inputs).option(engine::Option::Cloud).tco);
        // Removing every change writes the file without the key again.
        Scenario cleared = dated;
        cleared.inputs.cloud.priceChanges.clear();
        CHECK_FALSE(scenariofile::toJson(cleared)
                        .value(u"inputs"_qs)
                        .toObject()
                        .value(u"cloud"_qs)
                        .toObject()
                        .contains(u"price_changes"_qs));
    }
}

TEST_CASE("dated price changes: bad entries are refused with the field, the value and the range",
          "[scenario][pricechanges]")
{
    const QJsonObject doc = exampleJson(u"examples/seed-80xh100-on-demand.json"_qs);
    struct Case
    {
        const char *description;
        QJsonValue list;
        Kind kind;
        QString field;
        QStringList mentions;
    };
    const std::vector<Case> cases = {
        {"month 0",
         QJsonArray{change(0, -0.44)},
         Kind::InvalidValue,
         u"inputs.cloud.price_changes[0].month"_qs,
         {u"0"_qs, u"1"_qs, u"120"_qs}},
        {"a month that is not whole",
         QJsonArray{change(7, -0.44), change(7.5, 0.1)},
         Kind::InvalidValue,
         u"inputs.cloud.price_changes[1].month"_qs,
         {u"7.5"_qs}},
        {"a cut of more than 90%",
         QJsonArray{change(7, -0.95)},
         Kind::InvalidValue,
         u"inputs.cloud.price_changes[0].change"_qs,
         {u"-0.95"_qs, u"-0.9"_qs, u"10"_qs}},
        {"a change without its month",
         QJsonArray{change(QJsonValue::Undefined, -0.44)},
         Kind::MissingField,
         u"inputs.cloud.price_changes[0].month"_qs,
         {u"missing"_qs}},
        {"a change without its size",
         QJsonArray{change(7, QJsonValue::Undefined)},
         Kind::MissingField,
         u"inputs.cloud.price_changes[0].change"_qs,
         {u"missing"_qs}},
        {"a misspelled key",
         QJsonArray{QJsonObject{{u"month"_qs, 7}, {u"change"_qs, -0.44}, {u"chnage"_qs, 1}}},
         Kind::UnknownField,
         u"inputs.cloud.price_changes[0].chnage"_qs,
         {u"change"_qs}},
        {"not a list",
         QJsonValue(-0.44),
         Kind::InvalidValue,
         u"inputs.cloud.price_changes"_qs,
         {u"0 to 24"_qs, u"-0.44"_qs}},
    };
    for (const Case &c : cases) {
        INFO(c.description);
        auto result = scenariofile::parse(bytes(withChanges(doc, c.list)));
        REQUIRE(std::holds_alternative<scenariofile::Error>(result));
        const scenariofile::Error &error = std::get<scenariofile::Error>(result);
        INFO(error.toString().toStdString());
        CHECK(error.kind == c.kind);
        CHECK(error.field == c.field);
        for (const QString &text : c.mentions)
            CHECK(error.message.contains(text));
    }
}
