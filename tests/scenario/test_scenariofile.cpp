// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Loading, defaults and saving of scenario files.
#include "engine/costmodel.h"
#include "scenario/scenariofile.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace gda;

namespace {
Scenario parseOk(const QByteArray &json)
{
    auto result = scenariofile::parse(json);
    if (auto *error = std::get_if<scenariofile::Error>(&result))
        FAIL(error->toString().toStdString());
    return std::get<Scenario>(result);
}
} // namespace

TEST_CASE("unknown fields survive a load/save round trip at every level", "[scenario][file]")
{
    const QByteArray json = R"({
        "format": "gpu-advisor-scenario", "version": 1, "name": "Round trip",
        "x_top": {"kept": [1, 2, 3]},
        "inputs": {
            "x_inputs": "kept too",
            "workload": {"gpus": 16, "x_workload": true},
            "onprem": {"financing": {"mode": "lease", "x_financing": 42}}
        }
    })";
    const Scenario s = parseOk(json);
    CHECK(s.inputs.workload.gpus == 16);
    CHECK(s.inputs.onprem.financing.mode == engine::FinancingMode::Lease);

    const QJsonObject saved = scenariofile::toJson(s);
    CHECK(saved[u"x_top"_qs][u"kept"_qs].toArray() == QJsonArray{1, 2, 3});
    const QJsonObject inputs = saved[u"inputs"_qs].toObject();
    CHECK(inputs[u"x_inputs"_qs].toString() == u"kept too"_qs);
    CHECK(inputs[u"workload"_qs][u"x_workload"_qs].toBool());
    CHECK(inputs[u"onprem"_qs][u"financing"_qs][u"x_financing"_qs].toInt() == 42);
    // And the known fields are all written explicitly.
    CHECK(inputs[u"workload"_qs][u"gpus"_qs].toInt() == 16);
    CHECK(inputs[u"cloud"_qs][u"egress_tiers"_qs].toArray().last().toArray()[0].isNull());

    // Reading the saved text back gives the same scenario, and saving again the same bytes.
    const Scenario again = parseOk(scenariofile::toCanonicalJson(s));
    CHECK(again.inputs == s.inputs);
    CHECK(scenariofile::toCanonicalJson(again) == scenariofile::toCanonicalJson(s));
}

TEST_CASE("omitted fields take the documented defaults", "[scenario][file]")
{
    const Scenario s = parseOk(R"({"format": "gpu-advisor-scenario", "version": 1})");
    CHECK(s.inputs == engine::Inputs{});
    CHECK(s.currency == Currency::EUR);
    // Spot checks against docs/methodology.md's defaults table.
    CHECK(s.inputs.cloud.onDemandPerGpuHour == 6.88);
    CHECK(s.inputs.onprem.staffPerYear == 500000.0);
    CHECK(s.inputs.onprem.pue == 1.3);
    CHECK_FALSE(s.inputs.onprem.gpus.has_value());
}

TEST_CASE("null optional fields mean 'use the default rule'", "[scenario][file]")
{
    const Scenario s = parseOk(R"({"format": "gpu-advisor-scenario", "version": 1,
        "inputs": {"cloud": {"reserved_gpus": null, "burst_per_gpu_hour": 3.5},
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
    auto loaded = scenariofile::load(test::dataPath(QStringLiteral("examples/loan-refresh-residual.json")));
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
