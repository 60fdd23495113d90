// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario files of version 2 (cost-model-v2.md §1–§5, docs/methodology.md §11.1): the worked
// examples load and survive a save, and the reader is as strict as for version 1 — unknown and
// misspelled keys, duplicate keys, missing required fields and values out of range are refused
// with the path, the value and the valid range.
#include "engine/costmodel.h"
#include "scenario/evaluationjson.h"
#include "scenario/schemajson.h"
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

const char *const kExamples[] = {"b200-fleet-h100-cloud", "daytime-inference-small-fleet",
                                 "multicloud-cap-spot", "three-workloads-shared-fleet"};

QByteArray example(const char *name)
{
    return readFile(dataPath(QStringLiteral("examples-v2/%1.json").arg(QLatin1String(name))));
}

// A small version 2 document: one training workload and the defaults for everything else.
QJsonObject minimal()
{
    return QJsonDocument::fromJson(R"({
      "format": "gpu-advisor-scenario", "version": 2, "name": "Small",
      "inputs": { "workloads": [ { "gpus": 8, "utilization": 0.5 } ] }
    })")
        .object();
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson();
}

// `root` with `value` at a path of keys and indexes ("inputs.workloads[0].kind").
QJsonObject with(QJsonObject root, const QString &path, const QJsonValue &value)
{
    const QStringList parts = path.split(u'.');
    std::function<QJsonValue(const QJsonValue &, int)> set = [&](const QJsonValue &node,
                                                                 int depth) -> QJsonValue {
        QString key = parts[depth];
        int index = -1;
        if (const auto open = key.indexOf(u'['); open >= 0) {
            index = key.mid(open + 1, key.size() - open - 2).toInt();
            key = key.left(open);
        }
        QJsonObject object = node.toObject();
        const bool last = depth == parts.size() - 1;
        if (index < 0) {
            object.insert(key, last ? value : set(object.value(key), depth + 1));
        } else {
            QJsonArray list = object.value(key).toArray();
            list[index] = last ? value : set(list[index], depth + 1);
            object.insert(key, list);
        }
        return object;
    };
    return set(root, 0).toObject();
}

scenariofile::Error refused(const QByteArray &json)
{
    auto result = scenariofile::parse(json);
    REQUIRE(std::holds_alternative<scenariofile::Error>(result));
    return std::get<scenariofile::Error>(result);
}

} // namespace

TEST_CASE("the version 2 worked examples load and survive a save unchanged", "[scenario][v2]")
{
    for (const char *name : kExamples) {
        INFO(name);
        const Scenario s = parseOk(example(name));
        CHECK(s.inputs.modelVersion == 2);
        CHECK(!s.inputs.workloads.empty());
        const QByteArray saved = scenariofile::toCanonicalJson(s);
        CHECK(QJsonDocument::fromJson(saved).object().value(u"version"_qs).toInt() == 2);
        const Scenario again = parseOk(saved);
        CHECK(again.inputs == s.inputs);
        CHECK(again.name == s.name);
        CHECK(!scenariofile::validate(s).has_value());
    }
}

TEST_CASE("a version 2 file's fields reach the engine's inputs", "[scenario][v2]")
{
    const Scenario mc = parseOk(example("multicloud-cap-spot"));
    REQUIRE(mc.inputs.workloads.size() == 1);
    const engine::WorkloadInput &w = mc.inputs.workloads[0];
    CHECK(w.gpus == 10);
    CHECK(w.utilization == 1.0);
    CHECK(w.shiftable == true);
    CHECK(w.interruptible == true);
    CHECK(w.cloud.reservedGpus == 2);
    CHECK(w.cloud.spotFraction == 0.5);
    CHECK(w.cloud.onDemandPerGpuHour == 4.0);
    CHECK(w.cloud.spotPerGpuHour == 1.5);
    CHECK(!w.endMonth.has_value()); // the horizon's last month
    REQUIRE(mc.inputs.multicloud.providers.has_value());
    CHECK(*mc.inputs.multicloud.providers ==
          std::vector<std::string>{"own", "lambda", "hyperbolic"});
    REQUIRE(mc.inputs.multicloud.offers.size() == 2);
    CHECK(mc.inputs.multicloud.offers[1].id == "hyperbolic-h100");
    CHECK(mc.inputs.multicloud.offers[1].onDemandPerGpuHour == 1.5);
    CHECK(!mc.inputs.multicloud.offers[1].spotPerGpuHour.has_value()); // null: no spot market
    CHECK(mc.inputs.multicloud.maxSharePerProvider == 0.6);
    CHECK(mc.inputs.multicloud.orchestrationPerYear == 12000.0);
    CHECK(!mc.inputs.onpremV2.purchases.has_value()); // null: the default tranche
    CHECK(!mc.inputs.onpremV2.staffScaling.has_value());
    REQUIRE(mc.inputs.hybrid.purchases.has_value());
    CHECK(*mc.inputs.hybrid.purchases == std::vector<engine::Purchase>{{1, 5}});

    const Scenario b200 = parseOk(example("b200-fleet-h100-cloud"));
    CHECK(b200.inputs.onpremV2.gpuModel == "b200");
    CHECK(b200.inputs.onpremV2.throughput == 2.5);
    CHECK(b200.inputs.onpremV2.refreshThroughputGain == 2.0);

    const Scenario day = parseOk(example("daytime-inference-small-fleet"));
    const engine::WorkloadInput &d = day.inputs.workloads[0];
    CHECK(!d.utilization.has_value()); // the pattern form
    CHECK(d.hoursPerDay == 14.0);
    CHECK(d.daysPerWeek == 6);
    CHECK(d.startHour == 7);
}

TEST_CASE("version 2 defaults: kind sets shiftable and interruptible, names are numbered",
          "[scenario][v2]")
{
    QJsonObject doc = minimal();
    doc = with(
        doc, u"inputs.workloads"_qs,
        QJsonArray{
            QJsonObject{{u"gpus"_qs, 4}},
            QJsonObject{{u"gpus"_qs, 48}, {u"kind"_qs, u"inference"_qs}},
            QJsonObject{{u"gpus"_qs, 2}, {u"kind"_qs, u"inference"_qs}, {u"shiftable"_qs, true}}});
    const Scenario s = parseOk(bytes(doc));
    REQUIRE(s.inputs.workloads.size() == 3);
    CHECK(s.inputs.workloads[0].name == "Workload 1");
    CHECK(s.inputs.workloads[1].name == "Workload 2");
    CHECK(s.inputs.workloads[0].shiftable == true); // training
    CHECK(s.inputs.workloads[0].interruptible == true);
    CHECK(s.inputs.workloads[1].shiftable == false); // inference
    CHECK(s.inputs.workloads[1].interruptible == false);
    CHECK(s.inputs.workloads[2].shiftable == true); // given
    // The pattern form's defaults: around the clock.
    CHECK(!s.inputs.workloads[0].utilization.has_value());
    CHECK(s.inputs.workloads[0].hoursPerDay == 24.0);
    CHECK(s.inputs.workloads[0].daysPerWeek == 7);
    // Saving writes one form only, so the saved file loads again.
    const QJsonObject saved = scenariofile::toJson(s);
    const QJsonObject first = saved[u"inputs"_qs][u"workloads"_qs][0].toObject();
    CHECK(!first.contains(u"utilization"_qs));
    CHECK(first.value(u"hours_per_day"_qs).toDouble() == 24.0);
    CHECK(parseOk(QJsonDocument(saved).toJson()).inputs == s.inputs);
    const QJsonObject utilization =
        scenariofile::toJson(parseOk(bytes(minimal())))[u"inputs"_qs][u"workloads"_qs][0]
            .toObject();
    CHECK(utilization.value(u"utilization"_qs).toDouble() == 0.5);
    CHECK(!utilization.contains(u"hours_per_day"_qs));
    CHECK(!utilization.contains(u"start_hour"_qs));
}

TEST_CASE("version 2 sections that may be null", "[scenario][v2]")
{
    QJsonObject doc =
        with(minimal(), u"inputs.onprem"_qs,
             QJsonObject{{u"purchases"_qs, QJsonValue::Null},
                         {u"staff_scaling"_qs, QJsonObject{{u"gpus_per_fte"_qs, 250},
                                                           {u"cost_per_fte_year"_qs, 180000}}}});
    doc = with(doc, u"inputs.hybrid"_qs,
               QJsonObject{
                   {u"purchases"_qs, QJsonArray{QJsonObject{{u"month"_qs, 1}, {u"gpus"_qs, 4}},
                                                QJsonObject{{u"month"_qs, 13}, {u"gpus"_qs, 2}}}}});
    const Scenario s = parseOk(bytes(doc));
    CHECK(!s.inputs.onpremV2.purchases.has_value());
    REQUIRE(s.inputs.onpremV2.staffScaling.has_value());
    CHECK(s.inputs.onpremV2.staffScaling->gpusPerFte == 250.0);
    CHECK(s.inputs.onpremV2.staffScaling->costPerFteYear == 180000.0);
    CHECK(s.inputs.onpremV2.staffScaling->minFte == 0.0); // default when given
    REQUIRE(s.inputs.hybrid.purchases.has_value());
    CHECK(*s.inputs.hybrid.purchases == std::vector<engine::Purchase>{{1, 4}, {13, 2}});
    // null is written as null and read back as null.
    const QJsonObject saved = scenariofile::toJson(s);
    CHECK(saved[u"inputs"_qs][u"onprem"_qs][u"purchases"_qs].isNull());
    CHECK(saved[u"inputs"_qs][u"multicloud"_qs][u"providers"_qs].isNull());
    CHECK(saved[u"inputs"_qs][u"onprem"_qs][u"staff_scaling"_qs][u"gpus_per_fte"_qs].toDouble() ==
          250.0);
    CHECK(parseOk(QJsonDocument(saved).toJson()).inputs == s.inputs);
    Scenario none = s;
    none.inputs.onpremV2.staffScaling.reset();
    CHECK(scenariofile::toJson(none)[u"inputs"_qs][u"onprem"_qs][u"staff_scaling"_qs].isNull());
    CHECK(!parseOk(scenariofile::toCanonicalJson(none)).inputs.onpremV2.staffScaling);
}

TEST_CASE("version 2 files are refused with the path, the value and the valid range",
          "[scenario][v2]")
{
    struct Case
    {
        const char *description;
        QByteArray json;
        Kind kind;
        QString field;
        QStringList mentions;
    };
    const QJsonObject base = minimal();
    const QByteArray duplicate = R"({"format": "gpu-advisor-scenario", "version": 2,
        "inputs": {"workloads": [{"gpus": 8, "gpus": 9}]}})";
    QJsonObject noWorkloads = base;
    noWorkloads.insert(u"inputs"_qs, QJsonObject{{u"horizon_years"_qs, 5}});
    QJsonArray seventeen;
    for (int i = 0; i < 17; ++i)
        seventeen.append(QJsonObject{{u"gpus"_qs, 1}});
    const std::vector<Case> cases = {
        {"misspelled key in a workload",
         bytes(with(base, u"inputs.workloads[0].utilisation"_qs, 0.1)),
         Kind::UnknownField,
         u"inputs.workloads[0].utilisation"_qs,
         {u"did you mean utilization?"_qs}},
        {"unknown key in a workload's cloud block",
         bytes(with(base, u"inputs.workloads[0].cloud.colour"_qs, 1)),
         Kind::UnknownField,
         u"inputs.workloads[0].cloud.colour"_qs,
         {u"unknown field"_qs}},
        {"misspelled multicloud key",
         bytes(with(base, u"inputs.multicloud.max_share_per_providr"_qs, 0.5)),
         Kind::UnknownField,
         u"inputs.multicloud.max_share_per_providr"_qs,
         {u"did you mean max_share_per_provider?"_qs}},
        {"duplicate key",
         duplicate,
         Kind::DuplicateKey,
         u"inputs.workloads[0].gpus"_qs,
         {u"given twice"_qs}},
        {"no workloads",
         bytes(noWorkloads),
         Kind::MissingField,
         u"inputs.workloads"_qs,
         {u"1 to 16"_qs}},
        {"a workload without gpus",
         bytes(with(base, u"inputs.workloads[0]"_qs, QJsonObject{{u"utilization"_qs, 0.5}})),
         Kind::MissingField,
         u"inputs.workloads[0].gpus"_qs,
         {u"missing"_qs}},
        {"empty workload list",
         bytes(with(base, u"inputs.workloads"_qs, QJsonArray{})),
         Kind::InvalidValue,
         u"inputs.workloads"_qs,
         {u"1 to 16"_qs, u"found 0"_qs}},
        {"17 workloads",
         bytes(with(base, u"inputs.workloads"_qs, seventeen)),
         Kind::InvalidValue,
         u"inputs.workloads"_qs,
         {u"1 to 16"_qs, u"found 17"_qs}},
        {"utilization and a pattern",
         bytes(with(base, u"inputs.workloads[0].hours_per_day"_qs, 8)),
         Kind::InvalidValue,
         u"inputs.workloads[0]"_qs,
         {u"utilization"_qs, u"hours_per_day"_qs}},
        {"start_month after end_month",
         bytes(with(with(base, u"inputs.workloads[0].start_month"_qs, 7),
                    u"inputs.workloads[0].end_month"_qs, 5)),
         Kind::InvalidValue,
         u"inputs.workloads[0].start_month"_qs,
         {u"7"_qs, u"end_month 5"_qs, u"valid: 1 to 5"_qs}},
        {"end_month beyond the horizon",
         bytes(with(base, u"inputs.workloads[0].end_month"_qs, 61)),
         Kind::InvalidValue,
         u"inputs.workloads[0].end_month"_qs,
         {u"61"_qs, u"valid: 1 to 60"_qs}},
        {"spot on a workload that is not interruptible",
         bytes(with(with(base, u"inputs.workloads[0].kind"_qs, u"inference"_qs),
                    u"inputs.workloads[0].cloud.spot_fraction"_qs, 0.5)),
         Kind::InvalidValue,
         u"inputs.workloads[0].cloud.spot_fraction"_qs,
         {u"0.5"_qs, u"not interruptible"_qs, u"valid: 0 unless"_qs}},
        {"max_share_per_provider 0",
         bytes(with(base, u"inputs.multicloud.max_share_per_provider"_qs, 0)),
         Kind::InvalidValue,
         u"inputs.multicloud.max_share_per_provider"_qs,
         {u"0 is out of range"_qs, u"above 0, at most 1"_qs}},
        {"throughput 0",
         bytes(with(base, u"inputs.workloads[0].cloud.throughput"_qs, 0)),
         Kind::InvalidValue,
         u"inputs.workloads[0].cloud.throughput"_qs,
         {u"0 is out of range"_qs, u"above 0, at most 100"_qs}},
        {"onprem throughput 0",
         bytes(with(base, u"inputs.onprem.throughput"_qs, 0)),
         Kind::InvalidValue,
         u"inputs.onprem.throughput"_qs,
         {u"above 0"_qs}},
        {"a provider listed twice",
         bytes(with(base, u"inputs.multicloud.providers"_qs,
                    QJsonArray{u"aws"_qs, u"own"_qs, u"aws"_qs})),
         Kind::InvalidValue,
         u"inputs.multicloud.providers[2]"_qs,
         {u"twice"_qs}},
        {"staff scaling without its required fields",
         bytes(with(base, u"inputs.onprem.staff_scaling"_qs,
                    QJsonObject{{u"cost_per_fte_year"_qs, 1}})),
         Kind::MissingField,
         u"inputs.onprem.staff_scaling.gpus_per_fte"_qs,
         {u"missing"_qs}},
        {"staff scaling that is neither null nor an object",
         bytes(with(base, u"inputs.onprem.staff_scaling"_qs, 121)),
         Kind::InvalidValue,
         u"inputs.onprem.staff_scaling"_qs,
         {u"expected null or an object, found 121"_qs}},
        {"purchases that are neither null nor a list",
         bytes(with(base, u"inputs.hybrid.purchases"_qs, u"x"_qs)),
         Kind::InvalidValue,
         u"inputs.hybrid.purchases"_qs,
         {u"expected null or a list of 0 to 120 objects"_qs}},
        {"a purchase beyond the horizon",
         bytes(with(base, u"inputs.onprem.purchases"_qs,
                    QJsonArray{QJsonObject{{u"month"_qs, 70}, {u"gpus"_qs, 8}}})),
         Kind::InvalidValue,
         u"inputs.onprem.purchases[0].month"_qs,
         {u"70"_qs, u"valid: 1 to 60"_qs}},
        {"an inline offer named own",
         bytes(with(base, u"inputs.multicloud.offers"_qs,
                    QJsonArray{QJsonObject{{u"id"_qs, u"x"_qs},
                                           {u"provider"_qs, u"own"_qs},
                                           {u"gpu_model"_qs, u"h100-sxm"_qs},
                                           {u"on_demand_per_gpu_hour"_qs, 2}}})),
         Kind::InvalidValue,
         u"inputs.multicloud.offers[0].provider"_qs,
         {u"own"_qs}},
        {"an inline offer without a price",
         bytes(with(base, u"inputs.multicloud.offers"_qs,
                    QJsonArray{QJsonObject{{u"id"_qs, u"x"_qs},
                                           {u"provider"_qs, u"lambda"_qs},
                                           {u"gpu_model"_qs, u"h100-sxm"_qs}}})),
         Kind::MissingField,
         u"inputs.multicloud.offers[0].on_demand_per_gpu_hour"_qs,
         {u"missing"_qs}},
        {"version 1 pricing in a version 2 file",
         bytes(with(base, u"inputs.cloud.pricing"_qs, u"reserved"_qs)),
         Kind::UnknownField,
         u"inputs.cloud.pricing"_qs,
         {u"version 1"_qs}},
        {"a wrong kind",
         bytes(with(base, u"inputs.workloads[0].kind"_qs, u"trainig"_qs)),
         Kind::InvalidValue,
         u"inputs.workloads[0].kind"_qs,
         {u"\"trainig\""_qs, u"training, inference, batch, development"_qs}},
    };
    for (const Case &c : cases) {
        INFO(c.description);
        const scenariofile::Error error = refused(c.json);
        INFO(error.toString().toStdString());
        CHECK(error.kind == c.kind);
        CHECK(error.field.startsWith(c.field));
        for (const QString &text : c.mentions)
            CHECK(error.message.contains(text));
    }
}

TEST_CASE("an in-memory version 2 scenario is checked with the file's rules", "[scenario][v2]")
{
    Scenario s = parseOk(example("three-workloads-shared-fleet"));
    CHECK(!scenariofile::validate(s).has_value());
    s.inputs.workloads[1].cloud.spotFraction = 0.3; // inference: not interruptible
    auto error = scenariofile::validate(s);
    REQUIRE(error.has_value());
    CHECK(error->field == u"inputs.workloads[1].cloud.spot_fraction"_qs);
    s.inputs.workloads[1].cloud.spotFraction = 0.0;
    s.inputs.workloads[0].gpus = 0;
    error = scenariofile::validate(s);
    REQUIRE(error.has_value());
    CHECK(error->field == u"inputs.workloads[0].gpus"_qs);
    s.inputs.workloads.clear();
    error = scenariofile::validate(s);
    REQUIRE(error.has_value());
    CHECK(error->field == u"inputs.workloads"_qs);
}

// The plan's fields (docs/methodology.md §14): commitments and the migration's phases.
namespace {

QJsonObject withPlan()
{
    QJsonObject doc = with(minimal(), u"inputs.workloads[0].name"_qs, u"Training"_qs);
    doc = with(doc, u"inputs.commitments"_qs,
               QJsonArray{QJsonObject{{u"gpus"_qs, 8},
                                      {u"term_years"_qs, 3},
                                      {u"start_month"_qs, 4},
                                      {u"recovery_fraction"_qs, 0.25}},
                          QJsonObject{{u"offer"_qs, u"aws-p5.48xlarge-us-east-1"_qs},
                                      {u"gpus"_qs, 16},
                                      {u"term_years"_qs, 1},
                                      {u"start_month"_qs, 1},
                                      {u"reserved_per_gpu_hour"_qs, 3.3}}});
    return with(
        doc, u"inputs.migration"_qs,
        QJsonObject{{u"phases"_qs, QJsonObject{{u"data_weeks"_qs, 6},
                                               {u"fallback_days"_qs, 60},
                                               {u"order"_qs, QJsonArray{u"Training"_qs}}}}});
}

} // namespace

TEST_CASE("version 2 plan: commitments and migration phases reach the engine and survive a save",
          "[scenario][v2][plan]")
{
    const Scenario s = parseOk(bytes(withPlan()));
    REQUIRE(s.inputs.commitments.size() == 2);
    const engine::Commitment &first = s.inputs.commitments[0];
    CHECK(first.offer.empty());
    CHECK(first.gpus == 8);
    CHECK(first.termYears == 3);
    CHECK(first.startMonth == 4);
    CHECK(first.recoveryFraction == 0.25);
    CHECK(!first.reservedPerGpuHour.has_value());
    CHECK(s.inputs.commitments[1].offer == "aws-p5.48xlarge-us-east-1");
    CHECK(s.inputs.commitments[1].reservedPerGpuHour == 3.3);
    REQUIRE(s.inputs.migrationPhases.has_value());
    const engine::MigrationPhases &ph = *s.inputs.migrationPhases;
    CHECK(ph.dataWeeks == 6.0);
    CHECK(ph.preparationWeeks == 4.0); // seed 001's defaults for the phases not given
    CHECK(ph.decommissioningWeeks == 4.0);
    CHECK(ph.fallbackDays == 60.0);
    CHECK(ph.standbyFraction == 0.1);
    CHECK(ph.order == std::vector<std::string>{"Training"});
    const QJsonObject saved = scenariofile::toJson(s);
    CHECK(saved[u"inputs"_qs][u"commitments"_qs][0][u"offer"_qs].isUndefined()); // own terms
    CHECK(parseOk(QJsonDocument(saved).toJson()).inputs == s.inputs);
    // Without them: no commitments, phases null (the one-month move).
    const Scenario plain = parseOk(bytes(minimal()));
    CHECK(plain.inputs.commitments.empty());
    CHECK(!plain.inputs.migrationPhases.has_value());
    CHECK(scenariofile::toJson(plain)[u"inputs"_qs][u"migration"_qs][u"phases"_qs].isNull());
}

TEST_CASE("version 2 plan fields are refused with the path, the value and the valid range",
          "[scenario][v2][plan]")
{
    const QJsonObject base = withPlan();
    struct Case
    {
        const char *description;
        QJsonObject doc;
        Kind kind;
        QString field;
        QStringList mentions;
    };
    const std::vector<Case> cases = {
        {"a two-year term",
         with(base, u"inputs.commitments[0].term_years"_qs, 2),
         Kind::InvalidValue,
         u"inputs.commitments[0].term_years"_qs,
         {u"2"_qs, u"1 or 3"_qs}},
        {"a start after the horizon",
         with(base, u"inputs.commitments[1].start_month"_qs, 61),
         Kind::InvalidValue,
         u"inputs.commitments[1].start_month"_qs,
         {u"61"_qs, u"valid: 1 to 60"_qs}},
        {"no GPUs",
         with(base, u"inputs.commitments[0].gpus"_qs, 0),
         Kind::InvalidValue,
         u"inputs.commitments[0].gpus"_qs,
         {u"0"_qs}},
        {"a recovery above 1",
         with(base, u"inputs.commitments[0].recovery_fraction"_qs, 1.5),
         Kind::InvalidValue,
         u"inputs.commitments[0].recovery_fraction"_qs,
         {u"1.5"_qs}},
        {"a commitment without a term",
         with(base, u"inputs.commitments[0]"_qs,
              QJsonObject{{u"gpus"_qs, 8}, {u"start_month"_qs, 1}}),
         Kind::MissingField,
         u"inputs.commitments[0].term_years"_qs,
         {u"missing"_qs}},
        {"negative weeks",
         with(base, u"inputs.migration.phases.workload_weeks"_qs, -1),
         Kind::InvalidValue,
         u"inputs.migration.phases.workload_weeks"_qs,
         {u"-1"_qs}},
        {"a misspelled phase",
         with(base, u"inputs.migration.phases.data_week"_qs, 4),
         Kind::UnknownField,
         u"inputs.migration.phases.data_week"_qs,
         {u"did you mean data_weeks?"_qs}},
        {"an order naming no workload",
         with(base, u"inputs.migration.phases.order"_qs, QJsonArray{u"Trainig"_qs}),
         Kind::InvalidValue,
         u"inputs.migration.phases.order[0]"_qs,
         {u"\"Trainig\""_qs}},
        {"an order naming a cloud workload",
         with(with(base, u"inputs.workloads[0].placement"_qs, u"cloud"_qs),
              u"inputs.migration.phases.order"_qs, QJsonArray{u"Training"_qs}),
         Kind::InvalidValue,
         u"inputs.migration.phases.order[0]"_qs,
         {u"placement cloud"_qs}},
    };
    for (const Case &c : cases) {
        INFO(c.description);
        const scenariofile::Error error = refused(bytes(c.doc));
        INFO(error.toString().toStdString());
        CHECK(error.kind == c.kind);
        CHECK(error.field.startsWith(c.field));
        for (const QString &text : c.mentions)
            CHECK(error.message.contains(text));
    }
    // Version 1 files have neither.
    const QByteArray v1 = R"({"format": "gpu-advisor-scenario", "version": 1,
        "inputs": {"commitments": []}})";
    CHECK(refused(v1).kind == Kind::UnknownField);
}

TEST_CASE("the plan's worked example evaluates to its JSON: the migration plan and the transfers",
          "[scenario][v2][plan]")
{
    // docs/methodology.md §14.3 and §14.4, from tests/data/plan/ (the CLI test runs the same).
    const Scenario s = parseOk(readFile(dataPath(u"plan/phased-move-with-commitment.json"_qs)));
    const QJsonObject out = evaluationToJson(engine::evaluate(s.inputs));
    const QJsonObject onprem = out[u"options"_qs][u"onprem"_qs].toObject();
    // The commitment is a contract, kept after the decommissioning (methodology §14.1):
    // 2 × 18,688 + 13,120 + 9 × 7,008 = 113,568 (101,304 when it was released from month 6).
    CHECK(closeTo(onprem[u"categories"_qs][u"cloud_compute"_qs].toDouble(), 113568.0));
    // 1,750 + 28 days × 64 × 12 + 0.1 × 30 days × 64 × 12 = 1,750 + 21,504 + 2,304.
    CHECK(closeTo(onprem[u"categories"_qs][u"migration"_qs].toDouble(), 25558.0));
    CHECK(!onprem.contains(u"commitments_released_from"_qs));
    const QJsonObject plan = onprem[u"migration_plan"_qs].toObject();
    CHECK(plan[u"transfer_month"_qs].toInt() == 2);
    CHECK(plan[u"phases"_qs][4][u"end_day"_qs].toDouble() == 140.0);
    CHECK(closeTo(plan[u"phases"_qs][4][u"end_month"_qs].toDouble(), 1.0 + 1680.0 / 365.0));
    CHECK(plan[u"workloads"_qs][0][u"fallback_end_day"_qs].toDouble() == 142.0);
    const QJsonObject transfer = out[u"transfer_plan"_qs].toObject();
    CHECK(transfer[u"window_days"_qs].toDouble() == 28.0);
    CHECK(closeTo(transfer[u"direct_connect_break_even_tb"_qs].toDouble(), 56.0));
    const QJsonObject total = transfer[u"items"_qs].toArray().last().toObject();
    CHECK(total[u"cheapest"_qs].toString() == u"snowball"_qs);
    CHECK(closeTo(total[u"methods"_qs][0][u"cost"_qs].toDouble(), 1750.0));
    // The cloud option keeps the commitment all year: 12 × (7,008 + 11,680) = 224,256.
    CHECK(closeTo(out[u"options"_qs][u"cloud"_qs][u"categories"_qs][u"cloud_compute"_qs].toDouble(),
                  224256.0));
    // A version 2 file without a plan prints none of it.
    const QJsonObject plain = evaluationToJson(engine::evaluate(parseOk(bytes(minimal())).inputs));
    CHECK(!plain.contains(u"transfer_plan"_qs));
    CHECK(!plain[u"options"_qs][u"onprem"_qs].toObject().contains(u"migration_plan"_qs));
}

TEST_CASE("version 2 purchase tranches with terms of their own: read, refused when wrong, "
          "written only when given, and printed by evaluate",
          "[scenario][v2][plan][tranches]")
{
    // docs/methodology.md §14.5: every override of a tranche is optional; a tranche without
    // any is written and printed exactly as before.
    QJsonObject doc = with(minimal(), u"inputs.onprem.purchases"_qs,
                           QJsonArray{QJsonObject{{u"month"_qs, 1}, {u"gpus"_qs, 8}},
                                      QJsonObject{{u"month"_qs, 13},
                                                  {u"gpus"_qs, 8},
                                                  {u"lead_months"_qs, 2},
                                                  {u"financing_mode"_qs, u"loan"_qs},
                                                  {u"loan_rate"_qs, 0.12},
                                                  {u"loan_months"_qs, 12},
                                                  {u"lifetime_years"_qs, 2},
                                                  {u"refresh_throughput_gain"_qs, 2.0},
                                                  {u"count_residual_value"_qs, true}}});
    const Scenario s = parseOk(bytes(doc));
    REQUIRE(s.inputs.onpremV2.purchases.has_value());
    const std::vector<engine::Purchase> &list = *s.inputs.onpremV2.purchases;
    REQUIRE(list.size() == 2);
    CHECK(!list[0].hasOverrides());
    CHECK(list[1].leadMonths == 2);
    CHECK(list[1].financingMode == engine::FinancingMode::Loan);
    CHECK(list[1].loanRate == 0.12);
    CHECK(list[1].loanMonths == 12);
    CHECK(!list[1].leaseMonths.has_value());
    CHECK(list[1].lifetimeYears == 2);
    CHECK(list[1].refreshThroughputGain == 2.0);
    CHECK(list[1].countResidualValue == true);
    const QJsonObject saved = scenariofile::toJson(s);
    const QJsonArray written = saved[u"inputs"_qs][u"onprem"_qs][u"purchases"_qs].toArray();
    CHECK(written[0].toObject().keys() == QStringList{u"gpus"_qs, u"month"_qs});
    CHECK(written[1][u"financing_mode"_qs].toString() == u"loan"_qs);
    CHECK(written[1][u"lease_months"_qs].isUndefined());
    CHECK(parseOk(QJsonDocument(saved).toJson()).inputs == s.inputs);

    // evaluate: the first tranche prints as before; the second its terms and go-live month.
    const QJsonObject out = evaluationToJson(engine::evaluate(s.inputs));
    const QJsonArray printed = out[u"options"_qs][u"onprem"_qs][u"purchases"_qs].toArray();
    CHECK(printed[0].toObject().keys() == QStringList{u"gpus"_qs, u"month"_qs});
    CHECK(printed[1][u"live_month"_qs].toInt() == 15); // 13 + 2
    CHECK(printed[1][u"financing_mode"_qs].toString() == u"loan"_qs);
    CHECK(printed[1][u"refresh_throughput_gain"_qs].toDouble() == 2.0);

    struct Case
    {
        const char *description;
        QString field;
        QJsonValue value;
        Kind kind;
        QStringList mentions;
    };
    const std::vector<Case> cases = {
        {"a negative lead time", u"lead_months"_qs, -1, Kind::InvalidValue, {u"-1"_qs}},
        {"an unknown financing",
         u"financing_mode"_qs,
         u"rent"_qs,
         Kind::InvalidValue,
         {u"cash, lease, loan"_qs}},
        {"a rate above 1", u"loan_rate"_qs, 1.5, Kind::InvalidValue, {u"1.5"_qs}},
        {"no lifetime", u"lifetime_years"_qs, 0, Kind::InvalidValue, {u"0"_qs}},
        {"a gain of 0", u"refresh_throughput_gain"_qs, 0, Kind::InvalidValue, {u"0"_qs}},
        {"a misspelled field",
         u"lead_month"_qs,
         2,
         Kind::UnknownField,
         {u"did you mean lead_months?"_qs}},
    };
    for (const Case &c : cases) {
        INFO(c.description);
        const QString path = u"inputs.onprem.purchases[1]."_qs + c.field;
        const scenariofile::Error error = refused(bytes(with(doc, path, c.value)));
        INFO(error.toString().toStdString());
        CHECK(error.kind == c.kind);
        CHECK(error.field == path);
        for (const QString &text : c.mentions)
            CHECK(error.message.contains(text));
    }
}
