// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exporttestsupport.h"

#include "scenario/scenariofile.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace gda::test {

QString examplePath(const char *name)
{
    return dataPath(QStringLiteral("examples/%1.json").arg(QLatin1String(name)));
}

void writeCurrencyCopy(const QString &file, const QString &currency, const QString &path)
{
    QJsonObject document = QJsonDocument::fromJson(readFile(file)).object();
    REQUIRE(!document.isEmpty());
    document.insert(QStringLiteral("currency"), currency);
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly));
    REQUIRE(out.write(QJsonDocument(document).toJson()) > 0);
}

Scenario loadExampleScenario(const char *name)
{
    const auto loaded = scenariofile::load(examplePath(name));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    return std::get<Scenario>(loaded);
}

QStringList ToolRun::errLines() const
{
    return err.split(u'\n', Qt::SkipEmptyParts);
}

ToolRun runTool(const QString &program, const QStringList &args, const QProcessEnvironment &env)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(program, args);
    INFO("running " << program.toStdString() << " " << args.join(u' ').toStdString());
    REQUIRE(process.waitForStarted(10000));
    // Long enough for a batch of reports under AddressSanitizer on a loaded two-core machine
    // (20 reports took 91 s there); a hang is still caught, by this or by the test's timeout.
    REQUIRE(process.waitForFinished(300000));
    REQUIRE(process.exitStatus() == QProcess::NormalExit); // never a crash or an abort
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

ToolRun runCli(const QStringList &args, const QProcessEnvironment &env)
{
    return runTool(QStringLiteral(GDA_CLI_PATH), args, env);
}

QString pdfText(const QString &path)
{
    const ToolRun run = runTool(QStringLiteral("pdftotext"),
                                {QStringLiteral("-layout"), path, QStringLiteral("-")});
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    return run.out;
}

std::vector<PdfPage> pdfWords(const QString &path)
{
    const ToolRun run =
        runTool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), path, QStringLiteral("-")});
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    std::vector<PdfPage> pages;
    QXmlStreamReader xml(run.out);
    auto number = [&xml](const char *name) {
        return xml.attributes().value(QLatin1String(name)).toDouble();
    };
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("page")) {
            pages.push_back({QSizeF(number("width"), number("height")), {}});
        } else if (xml.name() == QLatin1String("word") && !pages.empty()) {
            const QRectF box(QPointF(number("xMin"), number("yMin")),
                             QPointF(number("xMax"), number("yMax")));
            pages.back().words.push_back({xml.readElementText(), box});
        }
    }
    INFO(xml.errorString().toStdString());
    REQUIRE_FALSE(xml.hasError());
    return pages;
}

namespace {
QString pdfInfoField(const QString &path, const QString &field)
{
    const ToolRun run = runTool(QStringLiteral("pdfinfo"), {path});
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    const QRegularExpression line(QStringLiteral("^%1:\\s*(.*)$").arg(field),
                                  QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = line.match(run.out);
    REQUIRE(match.hasMatch());
    return match.captured(1).trimmed();
}
} // namespace

int pdfPageCount(const QString &path)
{
    return pdfInfoField(path, QStringLiteral("Pages")).toInt();
}

QString pdfPageSize(const QString &path)
{
    return pdfInfoField(path, QStringLiteral("Page size"));
}

int pdfImageCount(const QString &path)
{
    const ToolRun run = runTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path});
    REQUIRE(run.status == 0);
    // Two header lines, then one line per image.
    return int(run.out.split(u'\n', Qt::SkipEmptyParts).size()) - 2;
}

QStringList filesIn(const QString &folder)
{
    return QDir(folder).entryList(
        QDir::Files | QDir::Dirs | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace gda::test
