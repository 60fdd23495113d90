// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Loading, defaults and saving of scenario files.
#include "engine/costmodel.h"
#include "scenario/scenariofile.h"
#include "scenariotestsupport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace gda;
using test::parseOk;

TEST_CASE("fields of other programs (x_ at the top level) survive a load/save round trip",
          "[scenario][file]")
{
    const QByteArray json = R"({
        "format": "gpu-advisor-scenario", "version": 1, "name": "Round trip",
        "x_top": {"kept": [1, 2, 3]}, "x_crm_id": "A-17",
        "inputs": {"workload": {"gpus": 16, "utilization": 0.5},
                   "onprem": {"financing": {"mode": "lease"}}}
    })";
    const Scenario s = parseOk(json);
    CHECK(s.inputs.workload.gpus == 16);
    CHECK(s.inputs.onprem.financing.mode == engine::FinancingMode::Lease);

    const QJsonObject saved = scenariofile::toJson(s);
    CHECK(saved[u"x_top"_qs][u"kept"_qs].toArray() == QJsonArray{1, 2, 3});
    CHECK(saved[u"x_crm_id"_qs].toString() == u"A-17"_qs);
    // And the known fields are all written explicitly.
    const QJsonObject inputs = saved[u"inputs"_qs].toObject();
    CHECK(inputs[u"workload"_qs][u"gpus"_qs].toInt() == 16);
    CHECK(inputs[u"cloud"_qs][u"egress_tiers"_qs].toArray().last().toArray()[0].isNull());

    // Reading the saved text back gives the same scenario, and saving again the same bytes.
    const Scenario again = parseOk(scenariofile::toCanonicalJson(s));
    CHECK(again.inputs == s.inputs);
    CHECK(scenariofile::toCanonicalJson(again) == scenariofile::toCanonicalJson(s));
}

TEST_CASE(
    "an x_ field below the top level is an unknown field, and validate() refuses an unknown extra",
    "[scenario][file]")
{
    const auto result = scenariofile::parse(R"({"format": "gpu-advisor-scenario", "version": 1,
        "inputs": {"workload": {"gpus": 8, "utilization": 0.5, "x_note": "mine"}}})");
    REQUIRE(std::holds_alternative<scenariofile::Error>(result));
    CHECK(std::get<scenariofile::Error>(result).toString() ==
          u"inputs.workload.x_note: unknown field (valid: gpus, utilization, monthly_profile, "
          "annual_growth)"_qs);

    // A scenario built in memory with a stray key would save a file that cannot be loaded.
    Scenario s;
    s.extra.insert(u"colour"_qs, u"blue"_qs);
    const auto error = scenariofile::validate(s);
    REQUIRE(error.has_value());
    CHECK(error->kind == scenariofile::Error::Kind::UnknownField);
    CHECK(error->field == u"colour"_qs);
    s.extra.remove(u"colour"_qs);
    s.extra.insert(u"x_colour"_qs, u"blue"_qs);
    CHECK_FALSE(scenariofile::validate(s).has_value());
}

TEST_CASE("omitted fields take the documented defaults", "[scenario][file]")
{
    // The smallest valid file in dollars, the currency of the defaults' sources: the header and
    // the two required workload figures.
    const Scenario s = parseOk(R"({"format": "gpu-advisor-scenario", "version": 1,
        "currency": "USD", "inputs": {"workload": {"gpus": 80, "utilization": 0.7}}})");
    CHECK(s.inputs == engine::Inputs{});
    CHECK(s.currency == Currency::USD);
    // Without a currency the file is in euros, and so are its default amounts (test_money.cpp).
    const Scenario euros = parseOk(R"({"format": "gpu-advisor-scenario", "version": 1,
        "inputs": {"workload": {"gpus": 80, "utilization": 0.7}}})");
    CHECK(euros.currency == Currency::EUR);
    CHECK(euros.inputs.onprem.staffPerYear == Approx(500000.0 / 1.16).epsilon(1e-12));
    // Spot checks against docs/methodology.md's defaults table.
    CHECK(s.inputs.cloud.onDemandPerGpuHour == 6.88);
    CHECK(s.inputs.onprem.staffPerYear == 500000.0);
    CHECK(s.inputs.onprem.pue == 1.3);
    CHECK_FALSE(s.inputs.onprem.gpus.has_value());
}

TEST_CASE("null optional fields mean 'use the default rule'", "[scenario][file]")
{
    const Scenario s = parseOk(R"({"format": "gpu-advisor-scenario", "version": 1,
        "inputs": {"workload": {"gpus": 80, "utilization": 0.7},
                   "cloud": {"reserved_gpus": null, "burst_per_gpu_hour": 3.5},
                   "onprem": {"gpus": 12, "hybrid_gpus": null}}})");
    CHECK_FALSE(s.inputs.cloud.reservedGpus.has_value());
    CHECK(*s.inputs.cloud.burstPerGpuHour == 3.5);
    CHECK(*s.inputs.onprem.gpus == 12);
    CHECK_FALSE(s.inputs.onprem.hybridGpus.has_value());
}

TEST_CASE("saving writes atomically and reloads to the same results", "[scenario][file]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    auto loaded =
        scenariofile::load(test::dataPath(QStringLiteral("examples/loan-refresh-residual.json")));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    const Scenario &original = std::get<Scenario>(loaded);
    const QString path = dir.filePath(QStringLiteral("copy.json"));
    REQUIRE(scenariofile::save(original, path).isEmpty());
    auto reloaded = scenariofile::load(path);
    REQUIRE(std::holds_alternative<Scenario>(reloaded));
    const Scenario &copy = std::get<Scenario>(reloaded);
    CHECK(copy.inputs == original.inputs);
    CHECK(copy.name == original.name);
    CHECK(engine::evaluate(copy.inputs).option(engine::Option::Hybrid).tco ==
          engine::evaluate(original.inputs).option(engine::Option::Hybrid).tco);

    // A path in a folder that does not exist: an error message, no exception, no file.
    const QString bad = dir.filePath(QStringLiteral("missing/sub/x.json"));
    CHECK_FALSE(scenariofile::save(original, bad).isEmpty());
    CHECK_FALSE(QFile::exists(bad));
}

TEST_CASE("saving writes the sections of the app's own records only when the scenario has them",
          "[scenario][file]")
{
    // An empty "uncertainty" section would mean "no distributions": the Monte Carlo would draw
    // nothing. The writer fills the inputs' objects and leaves the records as extra holds them.
    const Scenario s = parseOk(
        test::readFile(test::dataPath(QStringLiteral("examples/seed-80xh100-on-demand.json"))));
    const QJsonObject saved = scenariofile::toJson(s);
    CHECK_FALSE(saved.contains(u"uncertainty"_qs));
    CHECK_FALSE(saved.contains(u"pricing_provenance"_qs));
    CHECK(saved[u"inputs"_qs][u"factors"_qs][u"weights"_qs].toObject().size() == 5);
    const Scenario again = parseOk(scenariofile::toCanonicalJson(s));
    CHECK_FALSE(again.extra.contains(u"uncertainty"_qs)); // nothing added on the way

    Scenario withSection = s;
    const QJsonObject section{{u"draws"_qs, 500}, {u"distributions"_qs, QJsonObject{}}};
    withSection.extra.insert(u"uncertainty"_qs, section);
    CHECK(scenariofile::toJson(withSection)[u"uncertainty"_qs].toObject() == section);
}
