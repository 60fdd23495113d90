// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-advisor-cli report, chart and csv as a user runs them: the built executable, offscreen.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "core/languagemanager.h"
#include "core/texts.h"
#include "engine/costmodel.h"

#include <catch2/catch.hpp>

#include <QColor>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <cmath>
#include <map>
#include <vector>

using namespace gda;

namespace {

// The CLI without a display and in English, whatever the machine has.
QProcessEnvironment cliEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return env;
}

test::ToolRun cli(const QStringList &args)
{
    return test::runCli(args, cliEnvironment());
}

QString example()
{
    return test::examplePath(test::kReportExample);
}

} // namespace

TEST_CASE("export: cli report writes the PDF in both languages without a display")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    for (const char *lang : {"en", "nl"}) {
        const QString out = dir.filePath(QStringLiteral("report-%1.pdf").arg(QLatin1String(lang)));
        const test::ToolRun run = cli({QStringLiteral("report"), example(), QStringLiteral("--out"),
                                       out, QStringLiteral("--lang"), QLatin1String(lang)});
        INFO(run.err.toStdString());
        REQUIRE(run.status == 0);
        CHECK(run.err.isEmpty());
        CHECK(run.out.trimmed() == out);
        CHECK(test::pdfPageCount(out) >= 6);
        const QString text = test::pdfText(out).simplified();
        CHECK(text.contains(QLatin1String("Seed example")));
        CHECK(text.contains(
            QLatin1String(lang == QByteArray("nl") ? "Aanbeveling" : "Recommendation")));
        CHECK(text.contains(QLatin1String(lang == QByteArray("nl") ? "5,0" : "5.0")));
    }
    const QString letter = dir.filePath(QStringLiteral("letter.pdf"));
    REQUIRE(cli({QStringLiteral("report"), example(), QStringLiteral("--out"), letter,
                 QStringLiteral("--paper"), QStringLiteral("letter")})
                .status == 0);
    CHECK(test::pdfPageSize(letter).startsWith(QLatin1String("612 x 792 pts")));
}

TEST_CASE("export: cli chart writes PNG, SVG and PDF of every kind")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString png = dir.filePath(QStringLiteral("small.png"));
    REQUIRE(cli({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                 QStringLiteral("break-even"), QStringLiteral("--out"), png,
                 QStringLiteral("--width"), QStringLiteral("800"), QStringLiteral("--height"),
                 QStringLiteral("500"), QStringLiteral("--dpi"), QStringLiteral("96")})
                .status == 0);
    CHECK(QImage(png).size() == QSize(800, 500));

    for (const char *kind :
         {"break-even", "utilization", "breakdown", "matrix", "tornado", "histogram"}) {
        INFO(kind);
        const QString base = dir.filePath(QLatin1String(kind));
        const test::ToolRun pngRun =
            cli({QStringLiteral("chart"), example(), QStringLiteral("--kind"), QLatin1String(kind),
                 QStringLiteral("--out"), base + QStringLiteral(".png"), QStringLiteral("--lang"),
                 QStringLiteral("nl")});
        INFO(pngRun.err.toStdString());
        REQUIRE(pngRun.status == 0);
        CHECK(QImage(base + QStringLiteral(".png")).size() == QSize(2400, 1400));

        REQUIRE(cli({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                     QLatin1String(kind), QStringLiteral("--out"), base + QStringLiteral(".svg")})
                    .status == 0);
        QXmlStreamReader xml(test::readFile(base + QStringLiteral(".svg")));
        int paths = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement &&
                (xml.name() == QLatin1String("polyline") || xml.name() == QLatin1String("rect") ||
                 xml.name() == QLatin1String("path")))
                ++paths;
        CHECK_FALSE(xml.hasError());
        CHECK(paths > 5);

        REQUIRE(cli({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                     QLatin1String(kind), QStringLiteral("--out"), base + QStringLiteral(".pdf")})
                    .status == 0);
        CHECK(test::pdfPageCount(base + QStringLiteral(".pdf")) == 1);
    }
}

TEST_CASE("export: cli chart --preset sizes the chart for a slide or an A4 page")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // Layout size px = mm × 96 / 25.4, PNG pixels = px × DPI / 96 (rounded), by hand:
    // slide 1280 × 720 at 144 DPI → 1920 × 1080; half slide 600 × 480 at 144 → 900 × 720;
    // A4 column 160 × 100 mm = 605 × 378 px at 300 DPI → 1890.6 × 1181.25 → 1891 × 1181;
    // A4 page 277 × 190 mm = 1047 × 718 px at 300 → 3271.9 × 2243.75 → 3272 × 2244.
    const std::vector<std::pair<const char *, QSize>> presets{{"slide-16x9", QSize(1920, 1080)},
                                                              {"half-slide", QSize(900, 720)},
                                                              {"a4-column", QSize(1891, 1181)},
                                                              {"a4-full", QSize(3272, 2244)}};
    for (const auto &[preset, pixels] : presets) {
        INFO(preset);
        const QString png = dir.filePath(QLatin1String(preset) + QStringLiteral(".png"));
        const test::ToolRun run = cli({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                                       QStringLiteral("tornado"), QStringLiteral("--preset"),
                                       QLatin1String(preset), QStringLiteral("--out"), png});
        INFO(run.err.toStdString());
        REQUIRE(run.status == 0);
        CHECK(QImage(png).size() == pixels);
    }
    // A PDF of the A4 column is 160 mm wide: 605 px × 72 / 96 = 453.75 pt and 378 px = 283.5 pt,
    // which the PDF writer rounds to whole points.
    const QString pdf = dir.filePath(QStringLiteral("column.pdf"));
    REQUIRE(cli({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                 QStringLiteral("breakdown"), QStringLiteral("--preset"),
                 QStringLiteral("a4-column"), QStringLiteral("--out"), pdf})
                .status == 0);
    CHECK(test::pdfPageSize(pdf).startsWith(QLatin1String("454 x 284 pts")));
    // --dpi may change a preset's resolution; a size and a preset together are refused.
    const QString lower = dir.filePath(QStringLiteral("lower.png"));
    REQUIRE(cli({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                 QStringLiteral("matrix"), QStringLiteral("--preset"), QStringLiteral("slide-16x9"),
                 QStringLiteral("--dpi"), QStringLiteral("96"), QStringLiteral("--out"), lower})
                .status == 0);
    CHECK(QImage(lower).size() == QSize(1280, 720));
    const test::ToolRun both =
        cli({QStringLiteral("chart"), example(), QStringLiteral("--kind"), QStringLiteral("matrix"),
             QStringLiteral("--preset"), QStringLiteral("a4-full"), QStringLiteral("--height"),
             QStringLiteral("500"), QStringLiteral("--out"), lower});
    CHECK(both.status == 2);
    CHECK(
        both.err.trimmed() ==
        QStringLiteral("gpu-advisor-cli: chart: give --preset or --width and --height, not both"));
    const test::ToolRun unknown =
        cli({QStringLiteral("chart"), example(), QStringLiteral("--kind"), QStringLiteral("matrix"),
             QStringLiteral("--preset"), QStringLiteral("a5"), QStringLiteral("--out"), lower});
    CHECK(unknown.status == 2);
    CHECK(unknown.err.trimmed() ==
          QStringLiteral("gpu-advisor-cli: chart: --preset \"a5\" is not valid (valid: "
                         "slide-16x9, half-slide, a4-column, a4-full)"));
}

TEST_CASE("export: cli csv writes the monthly series")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("monthly.csv"));
    const test::ToolRun run = cli({QStringLiteral("csv"), example(), QStringLiteral("--out"), out});
    REQUIRE(run.status == 0);
    const QList<QByteArray> lines = test::readFile(out).split('\n');
    CHECK(lines.front().startsWith("month,calendar_month,option,cloud_compute,"));
    CHECK(lines.size() == 1 + 60 * 3 + 1); // header, 5 years × 3 options, final newline
}

// Issue 36: compare --currency. A dollar scenario and the same figures labelled in euros,
// compared in euros: the dollar scenario's amounts are divided by the rate the CSV's last line
// names, the euro scenario's stand as they are. A currency the app does not know, or --currency
// without --out, is refused naming the value and what is valid.
TEST_CASE("export: cli compare --currency writes every amount in the chosen currency")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString euros = dir.filePath(QStringLiteral("euros.json"));
    test::writeCurrencyCopy(example(), QStringLiteral("EUR"), euros);
    const QString out = dir.filePath(QStringLiteral("compared.csv"));
    const test::ToolRun run =
        cli({QStringLiteral("compare"), example(), euros, QStringLiteral("--out"), out,
             QStringLiteral("--currency"), QStringLiteral("eur"), QStringLiteral("--lang"),
             QStringLiteral("en")});
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    const QStringList lines = QString::fromUtf8(test::readFile(out).mid(3))
                                  .split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    REQUIRE(lines.size() > 10);
    QStringList total;
    for (const QString &line : lines)
        if (line.startsWith(QStringLiteral("Total cost: Cloud,")))
            total = line.split(u',');
    REQUIRE(total.size() == 4);
    CHECK(total[1] == QStringLiteral("EUR"));
    static const QRegularExpression rateText(QStringLiteral("1 EUR = ([0-9.]+) USD"));
    const auto rate = rateText.match(lines.last());
    INFO(lines.last().toStdString());
    REQUIRE(rate.hasMatch());
    const double usdPerEur = rate.captured(1).toDouble();
    REQUIRE(usdPerEur > 0.5);
    const double convertedDollars = total[2].toDouble();
    const double ownEuros = total[3].toDouble();
    CHECK(ownEuros > 0.0);
    // The rate is printed with four decimals: the conversion holds to that precision.
    CHECK(std::abs(convertedDollars * usdPerEur - ownEuros) <= ownEuros * 1e-4);

    const test::ToolRun unknown =
        cli({QStringLiteral("compare"), example(), euros, QStringLiteral("--out"), out,
             QStringLiteral("--currency"), QStringLiteral("GBP")});
    CHECK(unknown.status == 2);
    CHECK(unknown.err.contains(QStringLiteral("--currency \"GBP\"")));
    CHECK(unknown.err.contains(QStringLiteral("EUR, USD")));
    const test::ToolRun json = cli({QStringLiteral("compare"), example(), euros,
                                    QStringLiteral("--currency"), QStringLiteral("EUR")});
    CHECK(json.status == 2);
    CHECK(json.err.contains(QStringLiteral("--out")));
}

TEST_CASE("export: cli export errors exit 2 or 1 with one line naming the problem")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString notAFolder = dir.filePath(QStringLiteral("plain-file"));
    {
        QFile file(notAFolder);
        REQUIRE(file.open(QIODevice::WriteOnly));
    }
    struct Case
    {
        QStringList args;
        int status;
        QString named; // the stderr line contains this
    };
    const QString unwritable = notAFolder + QStringLiteral("/x.pdf");
    const std::vector<Case> cases{
        {{QStringLiteral("report"), example()}, 2, QStringLiteral("--out")},
        {{QStringLiteral("report"), example(), QStringLiteral("--out"),
          dir.filePath(QStringLiteral("r.pdf")), QStringLiteral("--lang"), QStringLiteral("de")},
         2,
         QStringLiteral("de")},
        {{QStringLiteral("report"), example(), QStringLiteral("--out"),
          dir.filePath(QStringLiteral("r.pdf")), QStringLiteral("--paper"), QStringLiteral("a3")},
         2,
         QStringLiteral("a3")},
        {{QStringLiteral("report"), example(), QStringLiteral("--out"),
          dir.filePath(QStringLiteral("r.txt"))},
         2,
         QStringLiteral("r.txt")},
        {{QStringLiteral("report"), dir.filePath(QStringLiteral("missing.json")),
          QStringLiteral("--out"), dir.filePath(QStringLiteral("r.pdf"))},
         2,
         QStringLiteral("missing.json")},
        {{QStringLiteral("report"), example(), QStringLiteral("--out"), unwritable}, 1, unwritable},
        {{QStringLiteral("chart"), example(), QStringLiteral("--kind"), QStringLiteral("pie"),
          QStringLiteral("--out"), dir.filePath(QStringLiteral("c.png"))},
         2,
         QStringLiteral("pie")},
        {{QStringLiteral("chart"), example(), QStringLiteral("--out"),
          dir.filePath(QStringLiteral("c.png"))},
         2,
         QStringLiteral("--kind")},
        {{QStringLiteral("chart"), example(), QStringLiteral("--kind"), QStringLiteral("matrix"),
          QStringLiteral("--out"), dir.filePath(QStringLiteral("c.jpg"))},
         2,
         QStringLiteral("c.jpg")},
        {{QStringLiteral("chart"), example(), QStringLiteral("--kind"), QStringLiteral("matrix"),
          QStringLiteral("--out"), dir.filePath(QStringLiteral("c.png")), QStringLiteral("--width"),
          QStringLiteral("12.5")},
         2,
         QStringLiteral("--width")},
        {{QStringLiteral("chart"), example(), QStringLiteral("--kind"), QStringLiteral("matrix"),
          QStringLiteral("--out"), notAFolder + QStringLiteral("/c.svg")},
         1,
         notAFolder + QStringLiteral("/c.svg")},
        {{QStringLiteral("csv"), example(), QStringLiteral("--out"),
          QStringLiteral("/proc/gda-no-such-folder/m.csv")},
         1,
         QStringLiteral("/proc/gda-no-such-folder/m.csv")},
        {{QStringLiteral("csv"), example(), QStringLiteral("--bogus"), QStringLiteral("1")},
         2,
         QStringLiteral("--bogus")},
    };
    for (const Case &c : cases) {
        INFO(c.args.join(u' ').toStdString());
        const test::ToolRun run = cli(c.args);
        INFO(run.err.toStdString());
        CHECK(run.status == c.status);
        REQUIRE(run.errLines().size() == 1);
        CHECK(run.errLines().front().startsWith(QLatin1String("gpu-advisor-cli: ")));
        CHECK(run.errLines().front().contains(c.named));
        CHECK(run.out.isEmpty());
    }
    CHECK(test::filesIn(dir.path()) == QStringList{QStringLiteral("plain-file")});
}

namespace {

// A library of 20 scenarios made from the worked examples, with client and scenario names that
// hold path characters and quotes, and two scenarios with the same client and name.
struct BatchLibrary
{
    QString path;
    std::map<qint64, Scenario> scenarios; // by library id
};

const char *const kBatchExamples[] = {"seed-80xh100-on-demand", "seed-80xh100-reserved",
                                      "seed-100-gpu-cluster",   "lease-lead-snowball",
                                      "loan-refresh-residual",  "low-utilization-stays-cloud"};

BatchLibrary makeBatchLibrary(const QTemporaryDir &dir)
{
    const QStringList clients{QStringLiteral("Bank/Nord"), QStringLiteral("O'Brien \"Sons\""),
                              QStringLiteral("Startup BV"), QStringLiteral("Lab: research")};
    BatchLibrary library;
    library.path = dir.filePath(QStringLiteral("library.sqlite"));
    for (int i = 0; i < 20; ++i) {
        const char *example = kBatchExamples[i % 6];
        QFile in(test::examplePath(example));
        REQUIRE(in.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(in.readAll()).object();
        // Scenarios 19 and 20 share client and name: their files must not overwrite each other.
        const int number = i < 19 ? i + 1 : 19;
        json[QStringLiteral("client")] = clients[i % 4];
        json[QStringLiteral("name")] =
            QStringLiteral("Case %1 a/b \"q\" %2").arg(number).arg(QLatin1String(example).left(10));
        if (i == 19)
            json[QStringLiteral("client")] = clients[18 % 4];
        const QString file = dir.filePath(QStringLiteral("s%1.json").arg(i + 1));
        QFile out(file);
        REQUIRE(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(json).toJson());
        out.close();
        const test::ToolRun import = cli({QStringLiteral("store"), QStringLiteral("--db"),
                                          library.path, QStringLiteral("import"), file});
        INFO(import.err.toStdString());
        REQUIRE(import.status == 0);
        Scenario scenario = test::loadExampleScenario(example);
        scenario.client = json[QStringLiteral("client")].toString();
        scenario.name = json[QStringLiteral("name")].toString();
        library.scenarios.emplace(i + 1, scenario); // a fresh library numbers from 1
    }
    return library;
}

// "Recommendation: …" as the English report's cover states it (texts::adviceTitle).
QString recommendationLine(const Scenario &scenario)
{
    // English plural forms ("100 GPUs") come from the English translation.
    REQUIRE(ui::LanguageManager::instance().setLanguage(QStringLiteral("en")));
    const engine::Evaluation evaluation = engine::evaluateOptions(scenario.inputs);
    const engine::DecisionResult decided = engine::decide(scenario.inputs, evaluation);
    const auto *decision = std::get_if<engine::Decision>(&decided);
    REQUIRE(decision);
    const engine::Advice advice = engine::advise(scenario.inputs, evaluation, *decision);
    return QStringLiteral("Recommendation: ") +
           ui::texts::adviceTitle(advice, QLocale(QLocale::English));
}

// The scenario id → written path of each "report N/M: scenario ID → PATH" progress line.
std::map<qint64, QString> writtenById(const test::ToolRun &run)
{
    static const QRegularExpression line(
        QStringLiteral("^report (\\d+)/(\\d+): scenario (\\d+) → (.+)$"));
    std::map<qint64, QString> written;
    for (const QString &text : run.errLines()) {
        const QRegularExpressionMatch match = line.match(text);
        if (match.hasMatch())
            written[match.captured(3).toLongLong()] = match.captured(4);
    }
    return written;
}

void checkReport(const QString &path, const Scenario &scenario)
{
    INFO(path.toStdString());
    const QString text = test::pdfText(path).normalized(QString::NormalizationForm_KC).simplified();
    CHECK(text.contains(scenario.client));
    CHECK(text.contains(scenario.name));
    CHECK(text.contains(recommendationLine(scenario)));
}

} // namespace

TEST_CASE("export: cli report --all writes one PDF per library scenario with safe names")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const BatchLibrary library = makeBatchLibrary(dir);
    const QString outDir = dir.filePath(QStringLiteral("reports"));
    const test::ToolRun run = cli({QStringLiteral("report"), QStringLiteral("--db"), library.path,
                                   QStringLiteral("--all"), QStringLiteral("--out-dir"), outDir});
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    const QStringList files = test::filesIn(outDir);
    REQUIRE(files.size() == 20);
    for (const QString &name : files) {
        CHECK(name.endsWith(QLatin1String(".pdf")));
        for (const char *bad : {"/", "\\", "\"", ":", "*", "?", "<", ">", "|"})
            CHECK_FALSE(name.contains(QLatin1String(bad)));
    }
    // The client and the scenario name make the file name; the second of a pair gets " (2)".
    CHECK(files.contains(QStringLiteral("Bank_Nord - Case 1 a_b _q_ seed-80xh1.pdf")));
    CHECK(files.contains(QStringLiteral("Startup BV - Case 19 a_b _q_ seed-80xh1 (2).pdf")));
    const auto written = writtenById(run);
    REQUIRE(written.size() == 20);
    for (const auto &[id, scenario] : library.scenarios) {
        REQUIRE(written.count(id) == 1);
        checkReport(written.at(id), scenario);
    }
    // 20 progress lines and one summary line on stderr; the written paths on stdout.
    CHECK(run.errLines().size() == 21);
    CHECK(run.errLines().last() ==
          QStringLiteral("report: 20 of 20 reports written to %1, 0 failed").arg(outDir));
    CHECK(run.out.split(u'\n', Qt::SkipEmptyParts).size() == 20);
}

TEST_CASE("export: cli report batch goes on past a damaged scenario and exits 1")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const BatchLibrary library = makeBatchLibrary(dir);
    // Scenario 7's stored JSON is cut short, as a damaged disk or a foreign writer could leave it.
    const test::ToolRun damage = test::runTool(
        QStringLiteral("sqlite3"),
        {library.path, QStringLiteral("UPDATE revisions SET content = '{\"format\": \"gpu-advisor-"
                                      "scenario\", \"version\": 1, \"inp' WHERE scenario_id = 7")});
    REQUIRE(damage.status == 0);
    const QString outDir = dir.filePath(QStringLiteral("reports"));
    const test::ToolRun run = cli({QStringLiteral("report"), QStringLiteral("--db"), library.path,
                                   QStringLiteral("--all"), QStringLiteral("--out-dir"), outDir});
    INFO(run.err.toStdString());
    CHECK(run.status == 1);
    CHECK(test::filesIn(outDir).size() == 19);
    const auto written = writtenById(run);
    CHECK(written.size() == 19);
    CHECK(written.count(7) == 0);
    for (const auto &[id, path] : written)
        checkReport(path, library.scenarios.at(id));
    const QStringList errors = run.errLines().filter(QLatin1String("failed:"));
    REQUIRE(errors.size() == 1);
    CHECK(errors.first().startsWith(QLatin1String("gpu-advisor-cli: report ")));
    CHECK(errors.first().contains(QLatin1String("scenario 7 ")));
    CHECK(errors.first().contains(QLatin1String("damaged")));
    CHECK(run.errLines().last() ==
          QStringLiteral("report: 19 of 20 reports written to %1, 1 failed").arg(outDir));
}

// The archive's entries as Python's zipfile reads them (CRCs checked), extracted into `folder`.
static QJsonArray zipEntries(const QString &archive, const QString &folder)
{
    const test::ToolRun run =
        test::runTool(QStringLiteral("python3"),
                      {QStringLiteral(GDA_EXPORT_TEST_SCRIPTS "/zipread.py"), archive, folder});
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    const QJsonObject read = QJsonDocument::fromJson(run.out.toUtf8()).object();
    CHECK(read[QStringLiteral("bad")].isNull());
    return read[QStringLiteral("entries")].toArray();
}

TEST_CASE("export: cli report --zip writes one archive of the reports, a damaged one left out")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const BatchLibrary library = makeBatchLibrary(dir);
    const QString outDir = dir.filePath(QStringLiteral("zipped"));
    const QString archive = outDir + QStringLiteral("/reports.zip");
    const test::ToolRun run = cli({QStringLiteral("report"), QStringLiteral("--db"), library.path,
                                   QStringLiteral("--all"), QStringLiteral("--zip"),
                                   QStringLiteral("--out-dir"), outDir});
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    // The archive alone, named on stdout; no report and no temporary file beside it.
    CHECK(test::filesIn(outDir) == QStringList{QStringLiteral("reports.zip")});
    CHECK(run.out.trimmed() == archive);
    CHECK(run.errLines().last() ==
          QStringLiteral("report: 20 of 20 reports written to %1, 0 failed").arg(archive));
    const QString extracted = dir.filePath(QStringLiteral("extracted"));
    const QJsonArray entries = zipEntries(archive, extracted);
    REQUIRE(entries.size() == 20);
    for (const QJsonValue &entry : entries)
        CHECK(entry.toObject()[QStringLiteral("crc_ok")].toBool());
    // Each progress line names the entry; the extracted PDF is that scenario's report.
    const auto written = writtenById(run);
    REQUIRE(written.size() == 20);
    for (const auto &[id, path] : written) {
        REQUIRE(path.startsWith(archive + u'/'));
        checkReport(QDir(extracted).filePath(path.mid(archive.size() + 1)),
                    library.scenarios.at(id));
    }
    CHECK(test::filesIn(extracted).contains(
        QStringLiteral("Startup BV - Case 19 a_b _q_ seed-80xh1 (2).pdf")));

    // Scenario 7 damaged: the other 19 go into the archive, exit 1.
    const test::ToolRun damage = test::runTool(
        QStringLiteral("sqlite3"),
        {library.path, QStringLiteral("UPDATE revisions SET content = '{\"format\": \"gpu-advisor-"
                                      "scenario\", \"version\": 1, \"inp' WHERE scenario_id = 7")});
    REQUIRE(damage.status == 0);
    const QString partDir = dir.filePath(QStringLiteral("part"));
    const test::ToolRun part = cli({QStringLiteral("report"), QStringLiteral("--db"), library.path,
                                    QStringLiteral("--all"), QStringLiteral("--zip"),
                                    QStringLiteral("--out-dir"), partDir});
    CHECK(part.status == 1);
    const QJsonArray kept = zipEntries(partDir + QStringLiteral("/reports.zip"),
                                       dir.filePath(QStringLiteral("part-extracted")));
    CHECK(kept.size() == 19);
    CHECK(part.errLines().filter(QLatin1String("failed:")).size() == 1);
    CHECK(part.errLines().last() ==
          QStringLiteral("report: 19 of 20 reports written to %1/reports.zip, 1 failed")
              .arg(partDir));
}

TEST_CASE("export: cli report --ids and --client select the library scenarios")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const BatchLibrary library = makeBatchLibrary(dir);

    const QString byIds = dir.filePath(QStringLiteral("ids"));
    const test::ToolRun ids =
        cli({QStringLiteral("report"), QStringLiteral("--db"), library.path,
             QStringLiteral("--ids"), QStringLiteral("3,7,12"), QStringLiteral("--out-dir"), byIds,
             QStringLiteral("--lang"), QStringLiteral("en")});
    INFO(ids.err.toStdString());
    REQUIRE(ids.status == 0);
    CHECK(test::filesIn(byIds).size() == 3);
    const auto idsWritten = writtenById(ids);
    REQUIRE(idsWritten.size() == 3);
    for (const qint64 id : {3, 7, 12}) {
        REQUIRE(idsWritten.count(id) == 1);
        checkReport(idsWritten.at(id), library.scenarios.at(id));
    }

    // Client "Startup BV" has scenarios 3, 7, 11, 15 and 19 (every fourth from the third) and 20.
    const QString byClient = dir.filePath(QStringLiteral("client"));
    const test::ToolRun client = cli(
        {QStringLiteral("report"), QStringLiteral("--db"), library.path, QStringLiteral("--client"),
         QStringLiteral("Startup BV"), QStringLiteral("--out-dir"), byClient});
    INFO(client.err.toStdString());
    REQUIRE(client.status == 0);
    const auto clientWritten = writtenById(client);
    std::vector<qint64> clientIds;
    for (const auto &entry : clientWritten)
        clientIds.push_back(entry.first);
    CHECK(clientIds == std::vector<qint64>{3, 7, 11, 15, 19, 20});
    CHECK(test::filesIn(byClient).size() == 6);

    // Bad selections: the request is wrong (exit 2), nothing is written.
    const QString none = dir.filePath(QStringLiteral("none"));
    CHECK(cli({QStringLiteral("report"), QStringLiteral("--db"), library.path,
               QStringLiteral("--ids"), QStringLiteral("3,99"), QStringLiteral("--out-dir"), none})
              .status == 2);
    CHECK(cli({QStringLiteral("report"), QStringLiteral("--db"), library.path,
               QStringLiteral("--ids"), QStringLiteral("3,x"), QStringLiteral("--out-dir"), none})
              .status == 2);
    CHECK(cli({QStringLiteral("report"), QStringLiteral("--db"), library.path,
               QStringLiteral("--client"), QStringLiteral("Nobody"), QStringLiteral("--out-dir"),
               none})
              .status == 2);
    CHECK(cli({QStringLiteral("report"), QStringLiteral("--db"), library.path,
               QStringLiteral("--all"), QStringLiteral("--client"), QStringLiteral("Startup BV"),
               QStringLiteral("--out-dir"), none})
              .status == 2);
    CHECK(cli({QStringLiteral("report"), QStringLiteral("--db"), library.path,
               QStringLiteral("--all")})
              .status == 2);
    CHECK_FALSE(QFileInfo::exists(none));
}

TEST_CASE("export: cli report takes the author, firm, logo and confidentiality line")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString logo = dir.filePath(QStringLiteral("logo.svg"));
    {
        QFile file(logo);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"20\">"
                   "<rect width=\"40\" height=\"20\" fill=\"#c02020\"/></svg>");
    }
    const QString out = dir.filePath(QStringLiteral("branded.pdf"));
    const test::ToolRun run =
        cli({QStringLiteral("report"), example(), QStringLiteral("--out"), out,
             QStringLiteral("--author"), QStringLiteral("Pieter Bakker"), QStringLiteral("--firm"),
             QStringLiteral("Van Dijk Advies"), QStringLiteral("--logo"), logo,
             QStringLiteral("--confidential"), QStringLiteral("Confidential: board only")});
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    const QString text = test::pdfText(out).simplified();
    CHECK(text.contains(QLatin1String("Van Dijk Advies")));
    CHECK(text.contains(QLatin1String("Author: Pieter Bakker")));
    CHECK(text.count(QLatin1String("Confidential: board only")) >= test::pdfPageCount(out));

    const QString missing = dir.filePath(QStringLiteral("missing.png"));
    const test::ToolRun refused =
        cli({QStringLiteral("report"), example(), QStringLiteral("--out"),
             dir.filePath(QStringLiteral("r.pdf")), QStringLiteral("--logo"), missing});
    CHECK(refused.status == 2);
    REQUIRE(refused.errLines().size() == 1);
    CHECK(refused.errLines().front().contains(missing));
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("r.pdf"))));
}

// Issue 20, item 5: the accent colour of the brand colours the cover band and the headings. The
// cover page is rendered (pdftoppm, 40 DPI) and its pixels of the accent counted: the band alone
// is 210 mm × (20 mm margin × 1.6) ≈ 331 × 50 px at 40 DPI, so thousands of pixels; the default
// report has none of that colour.
TEST_CASE("export: cli report --accent colours the cover band and headings, and a bad colour is "
          "refused")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QColor accent(0x8b, 0x1e, 0x3f);
    const auto accentPixels = [&](const QString &pdf) {
        const QString prefix = dir.filePath(QStringLiteral("page"));
        QProcess render;
        render.start(QStringLiteral("pdftoppm"),
                     {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("40"),
                      QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                      QStringLiteral("1"), QStringLiteral("-singlefile"), pdf, prefix});
        REQUIRE(render.waitForFinished(60000));
        REQUIRE(render.exitCode() == 0);
        const QImage page(prefix + QStringLiteral(".png"));
        REQUIRE_FALSE(page.isNull());
        int count = 0;
        for (int y = 0; y < page.height(); ++y)
            for (int x = 0; x < page.width(); ++x) {
                const QColor c = page.pixelColor(x, y);
                if (std::abs(c.red() - accent.red()) <= 3 &&
                    std::abs(c.green() - accent.green()) <= 3 &&
                    std::abs(c.blue() - accent.blue()) <= 3)
                    ++count;
            }
        return count;
    };
    const QString branded = dir.filePath(QStringLiteral("accent.pdf"));
    const test::ToolRun run = cli({QStringLiteral("report"), example(), QStringLiteral("--out"),
                                   branded, QStringLiteral("--accent"), QStringLiteral("#8b1e3f")});
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    CHECK(accentPixels(branded) > 10000);
    const QString plain = dir.filePath(QStringLiteral("plain.pdf"));
    REQUIRE(cli({QStringLiteral("report"), example(), QStringLiteral("--out"), plain}).status == 0);
    CHECK(accentPixels(plain) == 0);

    for (const char *bad : {"red", "#12345", "#GGGGGG", "8b1e3f"}) {
        const QString out = dir.filePath(QStringLiteral("bad.pdf"));
        const test::ToolRun refused =
            cli({QStringLiteral("report"), example(), QStringLiteral("--out"), out,
                 QStringLiteral("--accent"), QLatin1String(bad)});
        INFO(bad);
        CHECK(refused.status == 2);
        REQUIRE(refused.errLines().size() == 1);
        CHECK(refused.errLines().front().contains(
            QStringLiteral("--accent \"%1\" is not a colour (valid: #RRGGBB")
                .arg(QLatin1String(bad))));
        CHECK_FALSE(QFile::exists(out));
    }
}

// Issue 20, item 3: compare takes library scenarios and writes the chart or the table.
TEST_CASE("export: cli compare takes library ids and writes the chart and the table")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString db = dir.filePath(QStringLiteral("library.sqlite"));
    for (const char *name :
         {"seed-80xh100-on-demand", "low-utilization-stays-cloud", "seed-100-gpu-cluster"}) {
        const test::ToolRun import = cli({QStringLiteral("store"), QStringLiteral("--db"), db,
                                          QStringLiteral("import"), test::examplePath(name)});
        INFO(import.err.toStdString());
        REQUIRE(import.status == 0);
    }
    // JSON, from the library (ids 1 to 3 of a fresh library), in the order asked for.
    const test::ToolRun json = cli({QStringLiteral("compare"), QStringLiteral("--db"), db,
                                    QStringLiteral("--ids"), QStringLiteral("3,1")});
    INFO(json.err.toStdString());
    REQUIRE(json.status == 0);
    const QJsonArray compared = QJsonDocument::fromJson(json.out.toUtf8())
                                    .object()
                                    .value(QLatin1String("scenarios"))
                                    .toArray();
    REQUIRE(compared.size() == 2);
    CHECK(compared[0].toObject().value(QLatin1String("id")).toInt() == 3);
    CHECK(compared[0].toObject().value(QLatin1String("name")).toString() ==
          test::loadExampleScenario("seed-100-gpu-cluster").name);

    for (const char *suffix : {"png", "svg", "pdf", "csv"}) {
        const QString out = dir.filePath(QStringLiteral("compare.") + QLatin1String(suffix));
        const test::ToolRun run =
            cli({QStringLiteral("compare"), QStringLiteral("--db"), db, QStringLiteral("--ids"),
                 QStringLiteral("1,2,3"), QStringLiteral("--out"), out, QStringLiteral("--lang"),
                 QStringLiteral("nl"), QStringLiteral("--indexed")});
        INFO(suffix << ": " << run.err.toStdString());
        REQUIRE(run.status == 0);
        CHECK(run.out.trimmed() == out);
    }
    CHECK(QImage(dir.filePath(QStringLiteral("compare.png"))).size() == QSize(2400, 1400));
    const QString svg =
        QString::fromUtf8(test::readFile(dir.filePath(QStringLiteral("compare.svg"))));
    CHECK(svg.contains(QStringLiteral("Hybride")));
    CHECK(test::pdfPageCount(dir.filePath(QStringLiteral("compare.pdf"))) == 1);
    // The Dutch table: byte order mark, ";" between fields, the option rows in Dutch.
    const QByteArray csv = test::readFile(dir.filePath(QStringLiteral("compare.csv")));
    CHECK(csv.startsWith("\xEF\xBB\xBF"));
    const QString table = QString::fromUtf8(csv.mid(3));
    // Figure; unit; three scenarios (issue 36: amounts are numbers, their unit a column).
    CHECK(table.split(QStringLiteral("\r\n")).first().count(u';') == 4);
    CHECK(table.contains(QStringLiteral("Totale kosten")));

    // Problems are named.
    const test::ToolRun one = cli({QStringLiteral("compare"), QStringLiteral("--db"), db,
                                   QStringLiteral("--ids"), QStringLiteral("1")});
    CHECK(one.status == 2);
    const test::ToolRun jpg = cli({QStringLiteral("compare"), QStringLiteral("--db"), db,
                                   QStringLiteral("--ids"), QStringLiteral("1,2"),
                                   QStringLiteral("--out"), dir.filePath(QStringLiteral("c.jpg"))});
    CHECK(jpg.status == 2);
    REQUIRE(jpg.errLines().size() == 1);
    CHECK(jpg.errLines().front().contains(QStringLiteral("c.jpg")));
}
