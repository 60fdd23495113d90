// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-advisor-cli: evaluate, validate, --version, --help and its error contract.
#include "clirunner.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace gda::test;

namespace {
QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(content);
    return path;
}
} // namespace

TEST_CASE("evaluate prints the contract's JSON for a worked example", "[cli]")
{
    const QString base = dataPath(QStringLiteral("examples/seed-80xh100-reserved"));
    const CliRun run = runCli({QStringLiteral("evaluate"), base + QStringLiteral(".json")});
    REQUIRE(run.status == 0);
    CHECK(run.err.isEmpty());
    QJsonParseError error;
    const QJsonObject out = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
    REQUIRE(error.error == QJsonParseError::NoError);
    const QJsonObject expected =
        QJsonDocument::fromJson(readFile(base + QStringLiteral(".expected.json"))).object();
    CHECK(closeTo(out[u"break_even_month"_qs].toDouble(),
                  expected[u"break_even_month"_qs].toDouble()));
    CHECK(out[u"break_even_utilization_kind"_qs].toString() == u"onprem_always_cheaper"_qs);
    CHECK(out[u"break_even_utilization"_qs].isNull());
    CHECK(closeTo(out[u"options"_qs][u"cloud"_qs][u"tco"_qs].toDouble(),
                  expected[u"options"_qs][u"cloud"_qs][u"tco"_qs].toDouble()));
    CHECK(out[u"optimal_onprem_gpus"_qs].toInt() == 80);
}

TEST_CASE("bad input exits with status 2 and exactly one line on stderr naming the problem",
          "[cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    struct Case
    {
        const char *description;
        QString path;
        QString mustMention;
    };
    const std::vector<Case> cases = {
        {"missing file", dir.filePath(QStringLiteral("absent.json")),
         QStringLiteral("no such file")},
        {"a directory", dir.path(), QStringLiteral("folder")},
        {"not JSON", writeFile(dir, QStringLiteral("garbage.json"), "this is not json"),
         QStringLiteral("not valid JSON")},
        {"invalid value",
         writeFile(dir, QStringLiteral("util.json"),
                   R"({"format":"gpu-advisor-scenario","version":1,)"
                   R"("inputs":{"workload":{"utilization":1.3}}})"),
         QStringLiteral(
             "inputs.workload.utilization: 1.3 is out of range (valid: above 0, at most 1)")},
        {"fractional GPUs",
         writeFile(
             dir, QStringLiteral("gpus.json"),
             R"({"format":"gpu-advisor-scenario","version":1,"inputs":{"workload":{"gpus":2.5}}})"),
         QStringLiteral("inputs.workload.gpus: 2.5")},
    };
    for (const Case &c : cases) {
        for (const char *command : {"evaluate", "validate"}) {
            DYNAMIC_SECTION(c.description << " / " << command)
            {
                const CliRun run = runCli({QLatin1String(command), c.path});
                CHECK(run.status == 2);
                CHECK(run.out.isEmpty());
                REQUIRE(run.errLines().size() == 1);
                INFO(run.err.toStdString());
                CHECK(run.err.contains(c.mustMention));
                CHECK(run.err.startsWith(QStringLiteral("gpu-advisor-cli: ")));
            }
        }
    }
}

TEST_CASE("validate accepts every worked example", "[cli]")
{
    QStringList args{QStringLiteral("validate")};
    for (const char *name :
         {"seed-100-gpu-cluster", "lease-lead-snowball", "loan-refresh-residual"})
        args << dataPath(QStringLiteral("examples/%1.json").arg(QLatin1String(name)));
    const CliRun run = runCli(args);
    CHECK(run.status == 0);
    CHECK(run.out.count(QStringLiteral(": valid")) == 3);
}

TEST_CASE("version, help and unknown commands", "[cli]")
{
    const CliRun version = runCli({QStringLiteral("--version")});
    CHECK(version.status == 0);
    CHECK(version.out.startsWith(QStringLiteral("gpu-advisor-cli " GDA_VERSION)));
    const CliRun help = runCli({QStringLiteral("--help")});
    CHECK(help.status == 0);
    CHECK(help.out.contains(QStringLiteral("evaluate FILE")));
    CHECK(help.out.contains(QStringLiteral("validate FILE")));
    const CliRun unknown = runCli({QStringLiteral("frobnicate")});
    CHECK(unknown.status == 2);
    CHECK(unknown.errLines().size() == 1);
    const CliRun none = runCli({});
    CHECK(none.status == 2);
    const CliRun extra =
        runCli({QStringLiteral("evaluate"), QStringLiteral("a"), QStringLiteral("b")});
    CHECK(extra.status == 2);
}
