// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-advisor-cli evaluate with several files (one process for a folder of scenarios), and the
// hand-over of the commands that draw to gpu-advisor-render.
#include "clirunner.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace gda::test;

namespace {

QString example(const char *name)
{
    return dataPath(QStringLiteral("examples/%1.json").arg(QLatin1String(name)));
}

QJsonDocument parsed(const QString &text)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    INFO(error.errorString().toStdString());
    REQUIRE(error.error == QJsonParseError::NoError);
    return document;
}

} // namespace

TEST_CASE("evaluate of several files prints one array of what each file alone gives",
          "[cli][batch]")
{
    const QStringList files{example("seed-100-gpu-cluster"), example("lease-lead-snowball"),
                            example("low-utilization-stays-cloud")};
    const CliRun batch = runCli(QStringList{QStringLiteral("evaluate")} + files);
    INFO(batch.err.toStdString());
    REQUIRE(batch.status == 0);
    CHECK(batch.err.isEmpty());
    const QJsonDocument document = parsed(batch.out);
    REQUIRE(document.isArray());
    const QJsonArray results = document.array();
    REQUIRE(results.size() == files.size());
    for (qsizetype i = 0; i < files.size(); ++i) {
        DYNAMIC_SECTION(QFileInfo(files[i]).fileName().toStdString())
        {
            const CliRun single = runCli({QStringLiteral("evaluate"), files[i]});
            REQUIRE(single.status == 0);
            const QJsonDocument alone = parsed(single.out);
            // One file keeps the single object of the contract, without a "file" key.
            REQUIRE(alone.isObject());
            CHECK_FALSE(alone.object().contains(QStringLiteral("file")));
            QJsonObject entry = results[i].toObject();
            CHECK(entry.take(QStringLiteral("file")).toString() == files[i]);
            CHECK(entry == alone.object());
        }
    }
}

TEST_CASE("evaluate of several files names each bad one, evaluates the rest and exits 2",
          "[cli][batch]")
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile file(bad);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(R"({"format":"gpu-advisor-scenario","version":1,"inputs":{"workload":{"gpus":0}}})");
    file.close();
    const QString missing = dir.filePath(QStringLiteral("missing.json"));
    const QString good = example("seed-80xh100-on-demand");
    const CliRun run = runCli({QStringLiteral("evaluate"), bad, good, missing});
    CHECK(run.status == 2);
    const QStringList lines = run.errLines();
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].startsWith(QStringLiteral("gpu-advisor-cli: ") + bad));
    CHECK(lines[0].contains(QStringLiteral("inputs.workload.gpus")));
    CHECK(lines[1].startsWith(QStringLiteral("gpu-advisor-cli: ")));
    CHECK(lines[1].contains(missing));
    const QJsonDocument document = parsed(run.out);
    REQUIRE(document.isArray());
    REQUIRE(document.array().size() == 1);
    CHECK(document.array()[0].toObject()[QStringLiteral("file")].toString() == good);
    CHECK(document.array()[0].toObject().contains(QStringLiteral("decision")));

    const CliRun none = runCli({QStringLiteral("evaluate")});
    CHECK(none.status == 2);
    CHECK(none.errLines().size() == 1);
    CHECK(none.out.isEmpty());
}

TEST_CASE("report and chart are handed to gpu-advisor-render, and fail cleanly without it",
          "[cli][render]")
{
    // Beside the built command line: the hand-over works, output and status are the command's.
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("break-even.png"));
    const CliRun chart =
        runCli({QStringLiteral("chart"), example("seed-100-gpu-cluster"), QStringLiteral("--kind"),
                QStringLiteral("break-even"), QStringLiteral("--out"), png});
    INFO(chart.err.toStdString());
    CHECK(chart.status == 0);
    CHECK(chart.out.trimmed() == png);
    CHECK(QFileInfo(png).size() > 1000);
    const CliRun badKind =
        runCli({QStringLiteral("chart"), example("seed-100-gpu-cluster"), QStringLiteral("--kind"),
                QStringLiteral("pie"), QStringLiteral("--out"), png});
    CHECK(badKind.status == 2);
    REQUIRE(badKind.errLines().size() == 1);
    CHECK(badKind.err.startsWith(QStringLiteral("gpu-advisor-cli: chart: --kind \"pie\"")));

    // A copy of the command line alone in a folder: the commands that do not draw still work,
    // the ones that do say what is missing (exit 1, the command could not complete).
    const QString lonely = dir.filePath(QStringLiteral("gpu-advisor-cli"));
    REQUIRE(QFile::copy(QStringLiteral(GDA_CLI_PATH), lonely));
    const CliRun evaluate =
        runProgram(lonely, {QStringLiteral("evaluate"), example("seed-100-gpu-cluster")});
    CHECK(evaluate.status == 0);
    const CliRun report =
        runProgram(lonely, {QStringLiteral("report"), example("seed-100-gpu-cluster"),
                            QStringLiteral("--out"), dir.filePath(QStringLiteral("r.pdf"))});
    CHECK(report.status == 1);
    REQUIRE(report.errLines().size() == 1);
    CHECK(report.err.startsWith(QStringLiteral("gpu-advisor-cli: gpu-advisor-render")));
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("r.pdf"))));
}
