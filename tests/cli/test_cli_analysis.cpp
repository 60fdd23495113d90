// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-advisor-cli compare, simulate, tornado and the decision object of evaluate.
#include "clirunner.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace gda::test;

namespace {
QString example(const char *name)
{
    return dataPath(QStringLiteral("examples/%1.json").arg(QLatin1String(name)));
}

QJsonObject runJson(const QStringList &args)
{
    const CliRun run = runCli(args);
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    REQUIRE(error.error == QJsonParseError::NoError);
    return doc.object();
}
} // namespace

TEST_CASE("evaluate adds a decision whose recommendation follows its overall score",
          "[cli][decision]")
{
    for (const char *name :
         {"seed-80xh100-on-demand", "low-utilization-stays-cloud", "lease-lead-snowball"}) {
        const QJsonObject decision =
            runJson({QStringLiteral("evaluate"), example(name)}).value(u"decision"_qs).toObject();
        REQUIRE_FALSE(decision.isEmpty());
        const QJsonObject scores = decision[u"scores"_qs].toObject();
        const QJsonObject weights = decision[u"weights"_qs].toObject();
        REQUIRE(scores.size() == 5);
        double overall = 0.0;
        double weightSum = 0.0;
        for (const QString &factor : scores.keys()) {
            const double score = scores[factor].toDouble();
            CHECK(score >= 0.0);
            CHECK(score <= 100.0);
            overall += score * weights[factor].toDouble();
            weightSum += weights[factor].toDouble();
        }
        CHECK(weightSum == Approx(1.0));
        CHECK(decision[u"overall"_qs].toDouble() == Approx(overall));
        const QString recommendation = decision[u"recommendation"_qs].toString();
        const QString expected =
            overall >= 60 ? u"onprem"_qs : (overall <= 40 ? u"cloud"_qs : u"hybrid"_qs);
        CHECK(recommendation == expected);
    }
    // The 12%-utilization example: the cloud is always cheaper, so utilization scores 0.
    const QJsonObject low =
        runJson({QStringLiteral("evaluate"), example("low-utilization-stays-cloud")});
    CHECK(low[u"decision"_qs][u"scores"_qs][u"utilization"_qs].toDouble() == 0.0);
}

TEST_CASE("compare shows each scenario's break-even month and the inputs that differ",
          "[cli][compare]")
{
    const QStringList files{example("seed-80xh100-on-demand"), example("seed-80xh100-reserved"),
                            example("lease-lead-snowball")};
    const QJsonObject out = runJson(QStringList{QStringLiteral("compare")} + files);
    const QJsonArray scenarios = out[u"scenarios"_qs].toArray();
    REQUIRE(scenarios.size() == 3);
    for (int i = 0; i < 3; ++i) {
        const QJsonObject single = runJson({QStringLiteral("evaluate"), files[i]});
        CHECK(scenarios[i][u"break_even_month"_qs] == single[u"break_even_month"_qs]);
        CHECK(scenarios[i][u"name"_qs].toString().size() > 0);
    }
    QStringList fields;
    for (const QJsonValue &d : out[u"differing_inputs"_qs].toArray()) {
        fields << d[u"field"_qs].toString();
        CHECK(d[u"values"_qs].toArray().size() == 3);
    }
    // On-demand vs reserved differ in the pricing model; the third differs in much more.
    CHECK(fields.contains(u"inputs.cloud.pricing"_qs));
    CHECK(fields.contains(u"inputs.workload.utilization"_qs));
    CHECK_FALSE(fields.contains(u"inputs.cloud.egress_tiers"_qs)); // all three use AWS tiers
    // Comparing two identical files: no differences.
    const QJsonObject same = runJson({QStringLiteral("compare"), files[0], files[0]});
    CHECK(same[u"differing_inputs"_qs].toArray().isEmpty());

    const CliRun tooMany = runCli(QStringList{QStringLiteral("compare")} + files + files);
    CHECK(tooMany.status == 2);
    CHECK(tooMany.errLines().size() == 1);
}

TEST_CASE("simulate is reproducible with a seed and refuses bad options", "[cli][simulate]")
{
    const QStringList args{QStringLiteral("simulate"), example("lease-lead-snowball"),
                           QStringLiteral("--draws"),  QStringLiteral("2000"),
                           QStringLiteral("--seed"),   QStringLiteral("7")};
    const QJsonObject first = runJson(args);
    const QJsonObject second = runJson(args);
    CHECK(first == second);
    CHECK(first[u"draws"_qs].toInt() == 2000);
    // The command line simulates on-premise against the cloud and says so.
    CHECK(first[u"option"_qs].toString() == u"onprem"_qs);
    const double p = first[u"probability_onprem_cheaper"_qs].toDouble();
    CHECK(p >= 0.0);
    CHECK(p <= 1.0);
    const QJsonObject savings = first[u"savings"_qs].toObject();
    CHECK(savings[u"p10"_qs].toDouble() <= savings[u"p50"_qs].toDouble());
    CHECK(savings[u"p50"_qs].toDouble() <= savings[u"p90"_qs].toDouble());
    int total = 0;
    for (const QJsonValue &c : first[u"histogram"_qs][u"counts"_qs].toArray())
        total += c.toInt();
    CHECK(total == 2000);

    for (const QStringList &bad : {QStringList{QStringLiteral("--draws"), QStringLiteral("0")},
                                   QStringList{QStringLiteral("--draws"), QStringLiteral("2.5")},
                                   QStringList{QStringLiteral("--seed")}}) {
        const CliRun run =
            runCli(QStringList{QStringLiteral("simulate"), example("lease-lead-snowball")} + bad);
        CHECK(run.status == 2);
        CHECK(run.errLines().size() == 1);
    }
}

TEST_CASE("tornado bars are sorted by width around the base savings", "[cli][tornado]")
{
    const QJsonObject out = runJson({QStringLiteral("tornado"), example("seed-80xh100-on-demand")});
    const QJsonObject evaluated =
        runJson({QStringLiteral("evaluate"), example("seed-80xh100-on-demand")});
    const double base = evaluated[u"options"_qs][u"cloud"_qs][u"tco"_qs].toDouble() -
                        evaluated[u"options"_qs][u"onprem"_qs][u"tco"_qs].toDouble();
    CHECK(closeTo(out[u"base_savings"_qs].toDouble(), base));
    const QJsonArray bars = out[u"bars"_qs].toArray();
    REQUIRE(bars.size() == 9);
    for (int i = 1; i < bars.size(); ++i)
        CHECK(bars[i][u"width"_qs].toDouble() <= bars[i - 1][u"width"_qs].toDouble());
    // Utilization at 100% cannot move up: its high end is clamped to 1.
    for (const QJsonValue &bar : bars)
        if (bar[u"parameter"_qs].toString() == u"utilization"_qs)
            CHECK(bar[u"high_value"_qs].toDouble() == 1.0);
}
