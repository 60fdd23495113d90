// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The spreadsheet deliverables as a client opens them: the Excel workbook (gpu-advisor-cli xlsx,
// read back as Office Open XML by tests/export/xlsxcells.py — no spreadsheet program needed) and
// the CSV for Dutch and English Excel (csv --locale, read back with Python's csv module by
// tests/export/csvread.py).
#include "exporttestsupport.h"
#include "testsupport.h"

#include "engine/costmodel.h"
#include "export/csvexport.h"
#include "export/exportnames.h"
#include "export/xlsxexport.h"
#include "i18n/languagescope.h"
#include "scenario/inputregistry.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cmath>

// Readable QStrings and string lists in failure messages.
namespace Catch {
template <> struct StringMaker<QString>
{
    static std::string convert(const QString &text) { return '"' + text.toStdString() + '"'; }
};
template <> struct StringMaker<QStringList>
{
    static std::string convert(const QStringList &list)
    {
        return "[\"" + list.join(QStringLiteral("\", \"")).toStdString() + "\"]";
    }
};
} // namespace Catch

using namespace gda;

namespace {

QProcessEnvironment cliEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return env;
}

test::ToolRun cli(const QStringList &args)
{
    return test::runCli(args, cliEnvironment());
}

// A helper script of tests/export, run with python3; its standard output as JSON.
QJsonObject runScript(const char *script, const QStringList &args)
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    REQUIRE_FALSE(python.isEmpty());
    const test::ToolRun run = test::runTool(
        python,
        QStringList{QStringLiteral(GDA_EXPORT_TEST_SCRIPTS "/") + QLatin1String(script)} + args);
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    REQUIRE(error.error == QJsonParseError::NoError);
    return doc.object();
}

bool near(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-9 * std::max(1.0, std::abs(expected));
}

QString keyOf(engine::Option option)
{
    return QLatin1String(engine::optionKey(option).data());
}

// The cells of one sheet of the workbook, by reference ("B11").
class Sheet
{
public:
    explicit Sheet(QJsonObject cells) : m_cells(std::move(cells)) {}
    QJsonObject cell(const QString &ref) const { return m_cells.value(ref).toObject(); }
    QJsonValue value(const QString &ref) const { return cell(ref).value(QLatin1String("v")); }
    QString formula(const QString &ref) const
    {
        return cell(ref).value(QLatin1String("f")).toString();
    }
    QString format(const QString &ref) const
    {
        return cell(ref).value(QLatin1String("fmt")).toString();
    }
    // The first row (1-based) whose column `column` holds `text`; 0 when none does.
    int rowOf(const QString &column, const QString &text) const
    {
        for (int row = 1; row < 400; ++row)
            if (value(column + QString::number(row)).toString() == text)
                return row;
        return 0;
    }
    const QJsonObject &cells() const { return m_cells; }

private:
    QJsonObject m_cells;
};

QString ref(QChar column, int row)
{
    return column + QString::number(row);
}

int columnIndex(const QString &letters)
{
    int index = 0;
    for (QChar c : letters)
        index = index * 26 + (c.unicode() - u'A' + 1);
    return index - 1;
}

QString columnLetters(int index)
{
    QString name;
    for (int c = index + 1; c > 0; c = (c - 1) / 26)
        name.prepend(QChar(u'A' + (c - 1) % 26));
    return name;
}

// The sum of the cached values of a one-column range "$F$3:$F$62" of a sheet.
double columnSum(const Sheet &sheet, const QString &range)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\$?([A-Z]+)\\$?(\\d+):\\$?([A-Z]+)\\$?(\\d+)$"));
    const auto match = pattern.match(range);
    INFO(range.toStdString());
    REQUIRE(match.hasMatch());
    double sum = 0.0;
    for (int c = columnIndex(match.captured(1)); c <= columnIndex(match.captured(3)); ++c)
        for (int row = match.captured(2).toInt(); row <= match.captured(4).toInt(); ++row) {
            const QJsonValue v = sheet.value(columnLetters(c) + QString::number(row));
            REQUIRE(v.isDouble());
            sum += v.toDouble();
        }
    return sum;
}

struct Workbook
{
    QStringList sheets;
    QJsonObject cells;
    QJsonArray charts;
    QJsonArray problems;
    QJsonObject setup;
    QJsonObject printTitles;
    QJsonObject printAreas;
    Sheet sheet(int index) const { return Sheet(cells.value(sheets.value(index)).toObject()); }
};

Workbook readWorkbook(const QString &path)
{
    const QJsonObject read = runScript("xlsxcells.py", {path});
    Workbook book;
    for (const QJsonValue &name : read.value(QLatin1String("sheets")).toArray())
        book.sheets << name.toString();
    book.cells = read.value(QLatin1String("cells")).toObject();
    book.charts = read.value(QLatin1String("charts")).toArray();
    book.problems = read.value(QLatin1String("problems")).toArray();
    book.setup = read.value(QLatin1String("setup")).toObject();
    book.printTitles = read.value(QLatin1String("print_titles")).toObject();
    book.printAreas = read.value(QLatin1String("print_areas")).toObject();
    return book;
}

// LibreOffice's soffice; empty after reporting the test as skipped (without LibreOffice a test
// that needs it is skipped, never passed).
QString sofficeOrSkip()
{
    const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
    if (soffice.isEmpty())
        test::skipTest(QStringLiteral("LibreOffice (soffice) is not installed"));
    return soffice;
}

// soffice without a display, with the throw-away user profile `profile`, then `args`.
test::ToolRun runSoffice(const QString &soffice, const QString &profile, const QStringList &args)
{
    return test::runTool(soffice,
                         QStringList{QStringLiteral("--headless"),
                                     QStringLiteral("-env:UserInstallation=file://") + profile} +
                             args);
}

QJsonObject evaluateWithCli(const QString &file)
{
    const test::ToolRun run = cli({QStringLiteral("evaluate"), file});
    REQUIRE(run.status == 0);
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

} // namespace

TEST_CASE("export: the workbook's Summary holds the evaluate figures as formulas over Monthly")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    struct Language
    {
        const char *code;
        QStringList sheets;
    };
    const Language languages[] = {
        {"en",
         {QStringLiteral("Summary"), QStringLiteral("Inputs"), QStringLiteral("Monthly"),
          QStringLiteral("Per year"), QStringLiteral("Energy and CO2"), QStringLiteral("What if")}},
        {"nl",
         {QStringLiteral("Samenvatting"), QStringLiteral("Invoer"), QStringLiteral("Per maand"),
          QStringLiteral("Per jaar"), QStringLiteral("Energie en CO2"), QStringLiteral("Wat als")}},
    };
    for (const char *example : {test::kReportExample, test::kNoBreakEvenExample}) {
        const QString file = test::examplePath(example);
        const Scenario scenario = test::loadExampleScenario(example);
        const QJsonObject evaluated = evaluateWithCli(file);
        const QJsonObject options = evaluated.value(QLatin1String("options")).toObject();
        const QString symbol =
            scenario.currency == Currency::EUR ? QStringLiteral("€") : QStringLiteral("$");
        for (const Language &language : languages) {
            INFO(example << " in " << language.code);
            const QString lang = QLatin1String(language.code);
            const QString out =
                dir.filePath(QStringLiteral("%1-%2.xlsx").arg(QLatin1String(example), lang));
            const test::ToolRun run = cli({QStringLiteral("xlsx"), file, QStringLiteral("--out"),
                                           out, QStringLiteral("--lang"), lang});
            INFO(run.err.toStdString());
            REQUIRE(run.status == 0);
            CHECK(run.out.trimmed() == out);

            const Workbook book = readWorkbook(out);
            CHECK(book.problems.isEmpty());
            REQUIRE(book.sheets == language.sheets);
            const Sheet summary = book.sheet(0);
            const Sheet monthly = book.sheet(2);
            const QString monthlyPrefix = u'\'' + language.sheets[2] + QStringLiteral("'!");

            const i18n::LanguageScope scope(lang);
            CHECK(summary.value(QStringLiteral("B2")).toString() == scenario.client);
            CHECK(summary.value(QStringLiteral("B3")).toString() == scenario.name);
            CHECK(summary.value(QStringLiteral("B5")).toDouble() ==
                  evaluated.value(QLatin1String("months")).toDouble());
            const QJsonObject decision = evaluated.value(QLatin1String("decision")).toObject();
            const QString recommended = decision.value(QLatin1String("recommendation")).toString();
            const engine::Recommendation recommendation =
                recommended == QLatin1String("cloud")    ? engine::Recommendation::Cloud
                : recommended == QLatin1String("onprem") ? engine::Recommendation::OnPrem
                                                         : engine::Recommendation::Hybrid;
            // "Recommendation" is the advice (evaluate's advice.option with its fleet); the
            // matrix's lean is its own row, with the overall score as a number (issue 31).
            const QJsonObject advice = evaluated.value(QLatin1String("advice")).toObject();
            const QString option = advice.value(QLatin1String("option")).toString();
            CHECK(summary.value(QStringLiteral("B7"))
                      .toString()
                      .startsWith(option == QLatin1String("onprem")
                                      ? exporting::optionName(engine::Option::OnPrem)
                                  : option == QLatin1String("hybrid")
                                      ? exporting::optionName(engine::Option::Hybrid)
                                      : exporting::optionName(engine::Option::Cloud)));
            // The lean is said beside the score (column C runs on into empty cells); every
            // label of column A fits its width, so LibreOffice's print no longer cuts
            // "totaalscore" in half (issue 36).
            CHECK(summary.value(QStringLiteral("C8"))
                      .toString()
                      .contains(exporting::recommendationName(recommendation)));
            const double widthA = book.setup.value(language.sheets[0])
                                      .toObject()
                                      .value(QLatin1String("widths"))
                                      .toObject()
                                      .value(QLatin1String("A"))
                                      .toDouble();
            for (int row = 2; row <= 8; ++row) {
                const QString label = summary.value(ref(u'A', row)).toString();
                INFO(label.toStdString());
                CHECK(label.size() < widthA);
            }
            CHECK(near(summary.value(QStringLiteral("B8")).toDouble(),
                       decision.value(QLatin1String("overall")).toDouble()));

            // One row per option of the evaluation, in the option list's order.
            const engine::Evaluation evaluation = engine::evaluate(scenario.inputs);
            REQUIRE(qsizetype(evaluation.options.size()) == options.size());
            const double cloudTotal = options.value(QLatin1String("cloud"))
                                          .toObject()
                                          .value(QLatin1String("tco"))
                                          .toDouble();
            int previousRow = 0;
            for (const engine::OptionResult &result : evaluation.options) {
                const QString key = keyOf(result.option);
                INFO(key.toStdString());
                const QJsonObject figures = options.value(key).toObject();
                const int row =
                    summary.rowOf(QStringLiteral("A"), exporting::optionName(result.option));
                REQUIRE(row > previousRow);
                previousRow = row;
                // Total: a formula summing the option's column of monthly totals.
                const QString total = summary.formula(ref(u'B', row));
                REQUIRE(total.startsWith(QStringLiteral("SUM(") + monthlyPrefix));
                CHECK(near(summary.value(ref(u'B', row)).toDouble(),
                           figures.value(QLatin1String("tco")).toDouble()));
                const QString range = total.mid(4 + monthlyPrefix.size()).chopped(1);
                CHECK(near(columnSum(monthly, range),
                           figures.value(QLatin1String("tco")).toDouble()));
                CHECK(near(summary.value(ref(u'C', row)).toDouble(),
                           figures.value(QLatin1String("npv")).toDouble()));
                CHECK(summary.formula(ref(u'D', row)).contains(ref(u'B', row)));
                CHECK(near(summary.value(ref(u'D', row)).toDouble(),
                           figures.value(QLatin1String("cost_per_gpu_hour")).toDouble()));
                CHECK(summary.format(ref(u'B', row)).contains(symbol));
                if (result.option == engine::Option::Cloud)
                    continue;
                CHECK(near(summary.value(ref(u'F', row)).toDouble(),
                           cloudTotal - figures.value(QLatin1String("tco")).toDouble()));
                CHECK_FALSE(summary.formula(ref(u'F', row)).isEmpty());
                CHECK_FALSE(summary.formula(ref(u'G', row)).isEmpty());
                CHECK(near(summary.value(ref(u'G', row)).toDouble(), result.savingsFraction));
                if (result.breakEvenMonth)
                    CHECK(near(summary.value(ref(u'E', row)).toDouble(), *result.breakEvenMonth));
                else
                    CHECK(summary.value(ref(u'E', row)).isString());
                if (result.option == engine::Option::OnPrem) {
                    CHECK(near(summary.value(ref(u'G', row)).toDouble(),
                               evaluated.value(QLatin1String("savings_fraction")).toDouble()));
                    const QJsonValue breakEven = evaluated.value(QLatin1String("break_even_month"));
                    if (breakEven.isDouble())
                        CHECK(near(summary.value(ref(u'E', row)).toDouble(), breakEven.toDouble()));
                    else
                        CHECK(summary.value(ref(u'E', row)).isString());
                }
            }
            CHECK(book.charts.size() == 2);
            CHECK(book.charts[0].toObject().value(QLatin1String("type")).toString() ==
                  QLatin1String("lineChart"));
            CHECK(book.charts[0].toObject().value(QLatin1String("series")).toInt() ==
                  int(evaluation.options.size()));
            CHECK(book.charts[1].toObject().value(QLatin1String("type")).toString() ==
                  QLatin1String("barChart"));
        }
    }
}

TEST_CASE("export: every monthly total of the workbook is a formula over its month's categories")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("workbook.xlsx"));
    REQUIRE(cli({QStringLiteral("xlsx"), test::examplePath(test::kNoBreakEvenExample),
                 QStringLiteral("--out"), out})
                .status == 0);
    const Workbook book = readWorkbook(out);
    const Sheet monthly = book.sheet(2);
    static const QRegularExpression sum(QStringLiteral("^SUM\\(([A-Z]+\\d+:[A-Z]+\\d+)\\)$"));
    static const QRegularExpression running(QStringLiteral("^([A-Z]+)(\\d+)\\+([A-Z]+)(\\d+)$"));
    int totals = 0;
    int runningTotals = 0;
    for (auto it = monthly.cells().begin(); it != monthly.cells().end(); ++it) {
        const QString formula = it.value().toObject().value(QLatin1String("f")).toString();
        if (formula.isEmpty())
            continue;
        INFO(it.key().toStdString() << " = " << formula.toStdString());
        const double cached = it.value().toObject().value(QLatin1String("v")).toDouble();
        if (const auto m = sum.match(formula); m.hasMatch()) {
            CHECK(std::abs(columnSum(monthly, m.captured(1)) - cached) <= 1e-6);
            ++totals;
        } else if (const auto r = running.match(formula); r.hasMatch()) {
            CHECK(std::abs(monthly.value(r.captured(1) + r.captured(2)).toDouble() +
                           monthly.value(r.captured(3) + r.captured(4)).toDouble() - cached) <=
                  1e-6);
            ++runningTotals;
        }
    }
    const engine::Evaluation evaluation =
        engine::evaluate(test::loadExampleScenario(test::kNoBreakEvenExample).inputs);
    const int cells = evaluation.months * int(evaluation.options.size());
    CHECK(totals == cells);
    CHECK(runningTotals == cells - int(evaluation.options.size())); // month 1 has no previous
}

TEST_CASE("export: the workbook's Inputs sheet lists every input of the registry")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Scenario scenario = test::loadExampleScenario(test::kReportExample);
    int registryInputs = 0;
    for (const inputs::Input &input : inputs::all())
        if (input.role == inputs::Role::Input && input.slot &&
            !QLatin1String(input.path).contains(QLatin1String("[]")))
            ++registryInputs;
    REQUIRE(registryInputs > 20);
    for (const char *lang : {"en", "nl"}) {
        INFO(lang);
        const QString out = dir.filePath(QLatin1String(lang) + QStringLiteral(".xlsx"));
        REQUIRE(cli({QStringLiteral("xlsx"), test::examplePath(test::kReportExample),
                     QStringLiteral("--out"), out, QStringLiteral("--lang"), QLatin1String(lang)})
                    .status == 0);
        const Sheet sheet = readWorkbook(out).sheet(1);
        int rows = 0; // the field column F of every row below the header
        for (auto it = sheet.cells().begin(); it != sheet.cells().end(); ++it)
            if (it.key().startsWith(u'F') && it.key() != QLatin1String("F1"))
                ++rows;
        CHECK(rows == registryInputs);

        const i18n::LanguageScope scope{QLatin1String(lang)};
        // 80 GPUs, the default 80 from the migration article.
        const inputs::Input &gpus = inputs::at("inputs.workload.gpus");
        const int row = sheet.rowOf(QStringLiteral("F"), QStringLiteral("inputs.workload.gpus"));
        REQUIRE(row > 0);
        CHECK(sheet.value(ref(u'A', row)).toString() == inputs::label(gpus));
        CHECK(sheet.value(ref(u'B', row)).toDouble() == 80.0);
        CHECK(sheet.value(ref(u'D', row)).toDouble() == 80.0);
        CHECK(sheet.value(ref(u'E', row)).toString() ==
              QCoreApplication::translate("gda::exporting", "Default: %1")
                  .arg(inputs::sourceName(gpus)));
        // $12.29 per GPU-hour set by the scenario (default 6.88), in dollars.
        const int price =
            sheet.rowOf(QStringLiteral("F"), QStringLiteral("inputs.cloud.on_demand_per_gpu_hour"));
        REQUIRE(price > 0);
        CHECK(near(sheet.value(ref(u'B', price)).toDouble(),
                   scenario.inputs.cloud.onDemandPerGpuHour));
        CHECK(sheet.format(ref(u'B', price)).contains(QLatin1String("$")));
        CHECK(sheet.value(ref(u'C', price)).toString() ==
              QStringLiteral("USD ") + inputs::unitSuffix(inputs::Unit::PerGpuHour));
        CHECK(sheet.value(ref(u'E', price)).toString() ==
              QCoreApplication::translate("gda::exporting", "Set in the scenario"));
        if (QLatin1String(lang) == QLatin1String("en"))
            CHECK(sheet.value(ref(u'E', price)).toString() == QLatin1String("Set in the scenario"));
    }
}

// Issue 20: the Inputs sheet of a euro scenario said "Scenario" beside amounts that were the
// default and showed the dollar default in the Default column; a version 2 file listed the
// version 1 workload (80 GPUs, "Default") it does not have.
TEST_CASE(
    "export: the workbook's Inputs sheet labels defaults in the scenario's currency and version")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // lease-lead-snowball is in euros and keeps the default GPU price: $30,000 / 1.16 =
    // € 25,862.07 is the default in its currency.
    const Scenario euro = test::loadExampleScenario(test::kNoBreakEvenExample);
    REQUIRE(euro.currency == Currency::EUR);
    const QString out = dir.filePath(QStringLiteral("euro.xlsx"));
    REQUIRE(cli({QStringLiteral("xlsx"), test::examplePath(test::kNoBreakEvenExample),
                 QStringLiteral("--out"), out})
                .status == 0);
    const Sheet sheet = readWorkbook(out).sheet(1);
    const int unit =
        sheet.rowOf(QStringLiteral("F"), QStringLiteral("inputs.onprem.gpu_unit_price"));
    REQUIRE(unit > 0);
    CHECK(near(sheet.value(ref(u'D', unit)).toDouble(), 30000.0 / 1.16));
    if (near(euro.inputs.onprem.gpuUnitPrice, 30000.0 / 1.16))
        CHECK(sheet.value(ref(u'E', unit)).toString().startsWith(QLatin1String("Default")));
    else
        CHECK(sheet.value(ref(u'E', unit)).toString() == QLatin1String("Set in the scenario"));

    // A version 2 file: no version 1 workload row; its own version 2 inputs are listed.
    const QString v2 =
        test::dataPath(QStringLiteral("examples-v2/daytime-inference-small-fleet.json"));
    const QString out2 = dir.filePath(QStringLiteral("v2.xlsx"));
    REQUIRE(cli({QStringLiteral("xlsx"), v2, QStringLiteral("--out"), out2}).status == 0);
    const Sheet inputs2 = readWorkbook(out2).sheet(1);
    CHECK(inputs2.rowOf(QStringLiteral("F"), QStringLiteral("inputs.workload.gpus")) == 0);
    CHECK(inputs2.rowOf(QStringLiteral("F"), QStringLiteral("inputs.cloud.pricing")) == 0);
    int labelledDefault = 0;
    for (auto it = inputs2.cells().begin(); it != inputs2.cells().end(); ++it)
        if (it.key().startsWith(u'E') &&
            inputs2.value(it.key()).toString().startsWith(QLatin1String("Default")))
            ++labelledDefault;
    CHECK(labelledDefault > 0); // the defaults it keeps are still labelled so
}

TEST_CASE("export: the workbook uses the scenario's currency in its number formats")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // lease-lead-snowball is in euros.
    for (const char *lang : {"en", "nl"}) {
        INFO(lang);
        const QString out = dir.filePath(QLatin1String(lang) + QStringLiteral(".xlsx"));
        REQUIRE(cli({QStringLiteral("xlsx"), test::examplePath(test::kNoBreakEvenExample),
                     QStringLiteral("--out"), out, QStringLiteral("--lang"), QLatin1String(lang)})
                    .status == 0);
        const Workbook book = readWorkbook(out);
        const Sheet summary = book.sheet(0);
        CHECK(summary.value(QStringLiteral("B4")).toString() == QLatin1String("EUR"));
        // Dutch: "€ 1.234" and "€ -1.234"; English: "€1,234" and "-€1,234".
        CHECK(summary.format(QStringLiteral("B11")) ==
              QString::fromUtf8(QByteArray(lang) == "nl" ? "\"€ \"#,##0;\"€ \"-#,##0"
                                                         : "\"€\"#,##0;-\"€\"#,##0"));
        CHECK(book.sheet(2).format(QStringLiteral("C3")).contains(QLatin1String("#,##0.00")));
    }
}

TEST_CASE("export: the workbook and the Excel CSV follow the option list, not a count of three")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // An on-premise fleet that also pays the hybrid data-sync egress: 5 TB a month makes it cost
    // more than the on-premise option.
    const auto dummy = static_cast<engine::Option>(42);
    const engine::testing::ScopedExtraOption extra({dummy, "dummy", engine::FleetRule::Workload,
                                                    true, "green", 1, engine::CloudRule::OwnTerms,
                                                    engine::Ownership::Whole});
    Scenario scenario = test::loadExampleScenario(test::kReportExample);
    scenario.inputs.migration.hybridEgressTbPerMonth = 5.0;
    const engine::Evaluation evaluation = engine::evaluate(scenario.inputs);
    const engine::OptionResult *result = evaluation.find(dummy);
    REQUIRE(result);
    REQUIRE(result->tco > evaluation.option(engine::Option::OnPrem).tco);

    const QString path = dir.filePath(QStringLiteral("extra.xlsx"));
    REQUIRE(exporting::writeWorkbook(scenario, path, QStringLiteral("en")).isEmpty());
    const Workbook book = readWorkbook(path);
    CHECK(book.problems.isEmpty());
    const Sheet summary = book.sheet(0);
    const int row = summary.rowOf(QStringLiteral("A"), QStringLiteral("dummy"));
    REQUIRE(row > 0);
    CHECK(summary.formula(ref(u'B', row)).startsWith(QLatin1String("SUM('Monthly'!")));
    CHECK(near(summary.value(ref(u'B', row)).toDouble(), result->tco));
    CHECK(book.charts[0].toObject().value(QLatin1String("series")).toInt() ==
          int(evaluation.options.size()));

    const QList<QByteArray> lines =
        exporting::monthlyCsv(scenario, exporting::CsvLocale::Dutch).split('\n');
    int dummyRows = 0;
    for (const QByteArray &line : lines)
        dummyRows += line.contains(";dummy;") ? 1 : 0;
    CHECK(dummyRows == evaluation.months);
}

TEST_CASE("export: cli xlsx errors exit 2 or 1 with one line naming the problem")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString example = test::examplePath(test::kReportExample);
    struct Case
    {
        QStringList args;
        int status;
        QString named;
    };
    const std::vector<Case> cases{
        {{QStringLiteral("xlsx"), example}, 2, QStringLiteral("--out")},
        {{QStringLiteral("xlsx"), example, QStringLiteral("--out"),
          dir.filePath(QStringLiteral("w.csv"))},
         2,
         QStringLiteral("w.csv")},
        {{QStringLiteral("xlsx"), example, QStringLiteral("--out"),
          dir.filePath(QStringLiteral("w.xlsx")), QStringLiteral("--lang"), QStringLiteral("de")},
         2,
         QStringLiteral("de")},
        {{QStringLiteral("xlsx"), example, QStringLiteral("--out"),
          QStringLiteral("/proc/gda-no-such-folder/w.xlsx")},
         1,
         QStringLiteral("/proc/gda-no-such-folder/w.xlsx")},
        {{QStringLiteral("csv"), example, QStringLiteral("--out"),
          dir.filePath(QStringLiteral("m.csv")), QStringLiteral("--locale"), QStringLiteral("de")},
         2,
         QStringLiteral("de")},
    };
    for (const Case &c : cases) {
        INFO(c.args.join(u' ').toStdString());
        const test::ToolRun run = cli(c.args);
        INFO(run.err.toStdString());
        CHECK(run.status == c.status);
        REQUIRE(run.errLines().size() == 1);
        CHECK(run.errLines().front().contains(c.named));
    }
    CHECK(test::filesIn(dir.path()).isEmpty());
}

TEST_CASE("export: cli xlsx and csv take a library scenario with --db DB --id ID")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString db = dir.filePath(QStringLiteral("library.sqlite"));
    const QString example = test::examplePath(test::kReportExample);
    const test::ToolRun imported = cli(
        {QStringLiteral("store"), QStringLiteral("--db"), db, QStringLiteral("import"), example});
    INFO(imported.err.toStdString());
    REQUIRE(imported.status == 0);
    REQUIRE(imported.out.trimmed().endsWith(QLatin1String(" 1")));

    // The same workbook and CSV as from the file.
    const QString fromFile = dir.filePath(QStringLiteral("file.xlsx"));
    const QString fromLibrary = dir.filePath(QStringLiteral("library.xlsx"));
    REQUIRE(cli({QStringLiteral("xlsx"), example, QStringLiteral("--out"), fromFile}).status == 0);
    const test::ToolRun run =
        cli({QStringLiteral("xlsx"), QStringLiteral("--db"), db, QStringLiteral("--id"),
             QStringLiteral("1"), QStringLiteral("--out"), fromLibrary});
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    CHECK(readWorkbook(fromLibrary).cells == readWorkbook(fromFile).cells);
    const QString csv = dir.filePath(QStringLiteral("library.csv"));
    REQUIRE(cli({QStringLiteral("csv"), QStringLiteral("--db"), db, QStringLiteral("--id"),
                 QStringLiteral("1"), QStringLiteral("--out"), csv, QStringLiteral("--locale"),
                 QStringLiteral("en")})
                .status == 0);
    CHECK(test::readFile(csv) ==
          exporting::monthlyCsv(test::loadExampleScenario(test::kReportExample),
                                exporting::CsvLocale::English));

    struct Case
    {
        QStringList args;
        int status;
        QString named;
    };
    const QString out = dir.filePath(QStringLiteral("x.xlsx"));
    const QString missing = dir.filePath(QStringLiteral("missing.sqlite"));
    const std::vector<Case> cases{
        {{QStringLiteral("--db"), db, QStringLiteral("--id"), QStringLiteral("7")},
         2,
         QStringLiteral("7")},
        {{QStringLiteral("--db"), db, QStringLiteral("--id"), QStringLiteral("x")},
         2,
         QStringLiteral("x")},
        {{QStringLiteral("--db"), missing, QStringLiteral("--id"), QStringLiteral("1")},
         2,
         missing},
        {{QStringLiteral("--db"), db}, 2, QStringLiteral("--id")},
        {{example, QStringLiteral("--db"), db, QStringLiteral("--id"), QStringLiteral("1")},
         2,
         QStringLiteral("--id")},
        {{}, 2, QStringLiteral("FILE")},
    };
    for (const Case &c : cases) {
        const QStringList args = QStringList{QStringLiteral("xlsx")} + c.args +
                                 QStringList{QStringLiteral("--out"), out};
        INFO(args.join(u' ').toStdString());
        const test::ToolRun failed = cli(args);
        INFO(failed.err.toStdString());
        CHECK(failed.status == c.status);
        REQUIRE(failed.errLines().size() == 1);
        CHECK(failed.errLines().front().contains(c.named));
    }
    CHECK_FALSE(QFileInfo::exists(out));
    CHECK_FALSE(QFileInfo::exists(missing));
}

TEST_CASE("export: csv --locale nl round-trips through Python's csv to the engine's figures")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    for (const char *example : {test::kReportExample, test::kNoBreakEvenExample}) {
        INFO(example);
        const QString file = test::examplePath(example);
        const QString nl = dir.filePath(QStringLiteral("nl.csv"));
        const QString c = dir.filePath(QStringLiteral("c.csv"));
        REQUIRE(cli({QStringLiteral("csv"), file, QStringLiteral("--out"), nl,
                     QStringLiteral("--locale"), QStringLiteral("nl")})
                    .status == 0);
        REQUIRE(cli({QStringLiteral("csv"), file, QStringLiteral("--out"), c}).status == 0);
        const QJsonObject read =
            runScript("csvread.py", {nl, QStringLiteral(";"), QStringLiteral(",")});
        const QJsonArray rows = read.value(QLatin1String("rows")).toArray();

        // The machine form of the same scenario, line by line: the same numbers.
        const QList<QByteArray> machine = test::readFile(c).split('\n');
        REQUIRE(machine.size() == rows.size() + 2); // header and final newline
        const Scenario scenario = test::loadExampleScenario(example);
        engine::OptionRequest request;
        request.withMonthlyCategories = true;
        const engine::Evaluation evaluation = engine::evaluateOptions(scenario.inputs, request);
        const i18n::LanguageScope scope(QStringLiteral("nl"));
        qsizetype r = 0;
        for (int month = 1; month <= evaluation.months; ++month)
            for (const engine::OptionResult &result : evaluation.options) {
                const QJsonArray row = rows[r].toArray();
                const QList<QByteArray> fields = machine[r + 1].split(',');
                ++r;
                REQUIRE(row.size() == fields.size());
                CHECK(row[0].toInt() == month);
                CHECK(row[1].toString() == QString::fromLatin1(fields[1]));
                CHECK(row[2].toString() == exporting::optionName(result.option));
                for (qsizetype i = 3; i < row.size(); ++i)
                    CHECK(row[i].toDouble() == fields[i].toDouble());
                const auto m = std::size_t(month - 1);
                CHECK(std::abs(row[row.size() - 2].toDouble() - result.monthly[m]) <= 0.005);
                CHECK(std::abs(row[row.size() - 1].toDouble() - result.cumulative[m]) <= 0.005);
            }
        CHECK(r == rows.size());
    }
}

TEST_CASE("export: the CSV for Excel starts with a BOM, the client and translated headers")
{
    const Scenario scenario = test::loadExampleScenario(test::kReportExample);
    struct Form
    {
        exporting::CsvLocale locale;
        QString separator;
        QStringList preamble;
        QStringList header;
    };
    const Form forms[] = {
        {exporting::CsvLocale::English,
         QStringLiteral(","),
         {QStringLiteral("Client"), QStringLiteral("Scenario"), QStringLiteral("Currency")},
         {QStringLiteral("Month"), QStringLiteral("Calendar month"), QStringLiteral("Option"),
          QStringLiteral("Cloud compute (USD)"), QStringLiteral("Cloud storage (USD)"),
          QStringLiteral("Data transfer (egress) (USD)"), QStringLiteral("Cloud overhead (USD)"),
          QStringLiteral("Hardware and facility (capex) (USD)"),
          QStringLiteral("Power and cooling (USD)"), QStringLiteral("Maintenance (USD)"),
          QStringLiteral("Staff (USD)"), QStringLiteral("Colocation (USD)"),
          QStringLiteral("Other operating costs (USD)"), QStringLiteral("On-premise storage (USD)"),
          QStringLiteral("Migration (USD)"), QStringLiteral("Residual value (USD)"),
          QStringLiteral("Total (USD)"), QStringLiteral("Cumulative (USD)")}},
        {exporting::CsvLocale::Dutch,
         QStringLiteral(";"),
         {QStringLiteral("Klant"), QStringLiteral("Scenario"), QStringLiteral("Valuta")},
         {QStringLiteral("Maand"), QStringLiteral("Kalendermaand"), QStringLiteral("Optie"),
          QStringLiteral("Rekenkracht in de cloud (USD)"),
          QStringLiteral("Opslag in de cloud (USD)"),
          QStringLiteral("Dataoverdracht (egress) (USD)"),
          QStringLiteral("Overhead in de cloud (USD)"),
          QStringLiteral("Hardware en infrastructuur (kapitaaluitgaven) (USD)"),
          QStringLiteral("Stroom en koeling (USD)"), QStringLiteral("Onderhoud (USD)"),
          QStringLiteral("Personeelskosten (USD)"), QStringLiteral("Colocatie (USD)"),
          QStringLiteral("Overige operationele kosten (USD)"),
          QStringLiteral("On-premise-opslag (USD)"), QStringLiteral("Migratie (USD)"),
          QStringLiteral("Restwaarde (USD)"), QStringLiteral("Totaal (USD)"),
          QStringLiteral("Cumulatief (USD)")}},
    };
    for (const Form &form : forms) {
        INFO(form.separator.toStdString());
        const QByteArray csv = exporting::monthlyCsv(scenario, form.locale);
        REQUIRE(csv.startsWith("\xef\xbb\xbf"));
        const QStringList lines = QString::fromUtf8(csv.mid(3)).split(QStringLiteral("\r\n"));
        CHECK(lines[0] == form.preamble[0] + form.separator + scenario.client);
        CHECK(lines[1] == form.preamble[1] + form.separator + scenario.name);
        CHECK(lines[2] == form.preamble[2] + form.separator + QStringLiteral("USD"));
        CHECK(lines[3].isEmpty());
        CHECK(lines[4] == form.header.join(form.separator));
    }
    // The machine form stays as it was: no BOM, snake_case, the default of writeMonthlyCsv.
    CHECK(exporting::monthlyCsv(scenario).startsWith("month,calendar_month,option,cloud_compute,"));
    CHECK(exporting::monthlyCsv(scenario, exporting::CsvLocale::C) ==
          exporting::monthlyCsv(scenario));
}

TEST_CASE("export: a client name with the separator and quotes survives the Dutch CSV, a formula "
          "does not run")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    Scenario scenario = test::loadExampleScenario(test::kReportExample);
    scenario.client = QStringLiteral("Jansen; \"de Boer\" & Zn.");
    const QString path = dir.filePath(QStringLiteral("quoted.csv"));
    REQUIRE(exporting::writeMonthlyCsv(scenario, path, exporting::CsvLocale::Dutch).isEmpty());
    const QJsonObject read =
        runScript("csvread.py", {path, QStringLiteral(";"), QStringLiteral(",")});
    CHECK(read.value(QLatin1String("bom")).toBool());
    const QJsonArray first = read.value(QLatin1String("preamble")).toArray().at(0).toArray();
    REQUIRE(first.size() == 2);
    CHECK(first.at(1).toString() == scenario.client);

    // A name Excel would run as a formula is kept as text.
    scenario.client = QStringLiteral("=HYPERLINK(\"http://example.org\")");
    scenario.name = QStringLiteral("-1+2");
    REQUIRE(exporting::writeMonthlyCsv(scenario, path, exporting::CsvLocale::English).isEmpty());
    const QJsonArray preamble =
        runScript("csvread.py", {path, QStringLiteral(","), QStringLiteral(".")})
            .value(QLatin1String("preamble"))
            .toArray();
    CHECK(preamble.at(0).toArray().at(1).toString() == u'\'' + scenario.client);
    CHECK(preamble.at(1).toArray().at(1).toString() == QStringLiteral("'-1+2"));
}

// Issue 36: the workbook said it was live while no formula read the Inputs sheet. It now says on
// every sheet that its figures come from the app and that changing an input recomputes nothing,
// and the Inputs sheet is protected; every sheet prints one page wide on A4 with its heading
// rows repeated, and the Summary's charts stand on a page of their own.
TEST_CASE("export: every sheet of the workbook says its figures come from the app")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = test::examplePath(test::kReportExample);
    for (const char *language : {"en", "nl"}) {
        INFO(language);
        const QString out =
            dir.filePath(QStringLiteral("book-%1.xlsx").arg(QLatin1String(language)));
        const test::ToolRun run = cli({QStringLiteral("xlsx"), file, QStringLiteral("--out"), out,
                                       QStringLiteral("--lang"), QLatin1String(language)});
        INFO(run.err.toStdString());
        REQUIRE(run.status == 0);
        const Workbook book = readWorkbook(out);
        CHECK(book.problems.isEmpty());
        REQUIRE(book.sheets.size() == 6);
        const QString note = QLatin1String(language) == QLatin1String("nl")
                                 ? QStringLiteral("komen van GPU Decision Advisor")
                                 : QStringLiteral("These figures come from GPU Decision Advisor");
        for (int i = 0; i < book.sheets.size(); ++i) {
            const QString name = book.sheets[i];
            INFO(name.toStdString());
            const Sheet sheet = book.sheet(i);
            bool found = false;
            for (auto it = sheet.cells().begin(); it != sheet.cells().end(); ++it)
                found = found ||
                        it.value().toObject().value(QLatin1String("v")).toString().contains(note);
            CHECK(found);
            const QJsonObject setup = book.setup.value(name).toObject();
            CHECK(setup.value(QLatin1String("paper")).toInt() == 9); // A4
            CHECK(setup.value(QLatin1String("fit_to_width")).toInt() == 1);
            CHECK(setup.value(QLatin1String("header")).toString().contains(QStringLiteral("Seed")));
            // Only the Inputs sheet is protected: the others may be worked on.
            CHECK(setup.value(QLatin1String("protected")).toBool() == (i == 1));
            if (i != 0) // the Summary has no single heading row
                CHECK(book.printTitles.contains(name));
        }
        // The Inputs and Monthly pages hold their tables, not the note to their right, which
        // would widen the page and shrink the table to a few points (seen in LibreOffice's PDF).
        CHECK(book.printAreas.value(book.sheets[1])
                  .toString()
                  .startsWith(QStringLiteral("$A$1:$F$")));
        CHECK(book.printAreas.value(book.sheets[2]).toString().startsWith(QStringLiteral("$A$1:")));
        CHECK(book.sheet(1).value(QStringLiteral("G1")).toString().contains(note));
        // The Summary's charts start on a page of their own.
        CHECK(!book.setup.value(book.sheets[0])
                   .toObject()
                   .value(QLatin1String("row_breaks"))
                   .toArray()
                   .isEmpty());
        // Every chart's value axis has a number format.
        for (const QJsonValue &chart : book.charts)
            CHECK(chart.toObject()
                      .value(QLatin1String("axis_formats"))
                      .toArray()
                      .contains(QStringLiteral("#,##0")));
    }
}

// Issue 36: the worked example of the business case (docs/methodology.md §18.6) on the Per year
// sheet: spend, capex, opex and savings per fiscal year as formulas over the Monthly sheet with
// the hand-computed values, depreciation, IRR and the discounted payback as the app's figures.
TEST_CASE("export: the workbook's Per year sheet holds the worked example's fiscal years")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file =
        test::dataPath(QStringLiteral("business/october-start-april-fiscal-year.json"));
    const QString out = dir.filePath(QStringLiteral("business.xlsx"));
    const test::ToolRun run = cli({QStringLiteral("xlsx"), file, QStringLiteral("--out"), out,
                                   QStringLiteral("--lang"), QStringLiteral("en")});
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    const Workbook book = readWorkbook(out);
    REQUIRE(book.sheets.value(3) == QStringLiteral("Per year"));
    const Sheet sheet = book.sheet(3);
    // Returns: the first "On-premise" row in column A.
    const int returns = sheet.rowOf(QStringLiteral("A"), QStringLiteral("On-premise"));
    REQUIRE(returns > 0);
    CHECK(std::abs(sheet.value(ref(u'B', returns)).toDouble() - 0.578185) < 5e-7);
    CHECK(near(sheet.value(ref(u'C', returns)).toDouble(), 202200.0 / 218280.0));
    CHECK(std::abs(sheet.value(ref(u'D', returns)).toDouble() - 24.03592) < 1e-5);
    CHECK(std::abs(sheet.value(ref(u'E', returns)).toDouble() - 80000.0) < 0.005);
    // The on-premise block: its title row, then four fiscal years.
    int block = 0;
    for (int row = returns + 1; row < 200 && !block; ++row)
        if (sheet.value(ref(u'A', row)).toString() == QStringLiteral("On-premise"))
            block = row;
    REQUIRE(block > 0);
    struct Year
    {
        const char *name;
        double spend, capex, opex, depreciation, cumulative, savings, cumulativeSavings;
    };
    const Year years[] = {
        {"2026/27", 216380, 200000, 16380, 20000, 216380, -146300, -146300},
        {"2027/28", 32760, 0, 32760, 40000, 249140, 107400, -38900},
        {"2028/29", 32760, 0, 32760, 40000, 281900, 107400, 68500},
        {"2029/30", -63620, 0, 16380, 20000, 218280, 133700, 202200},
    };
    for (int i = 0; i < 4; ++i) {
        const int row = block + 1 + i;
        INFO(years[i].name);
        CHECK(sheet.value(ref(u'A', row)).toString() == QLatin1String(years[i].name));
        const auto amount = [&](QChar column) { return sheet.value(ref(column, row)).toDouble(); };
        CHECK(std::abs(amount(u'D') - years[i].spend) < 0.005);
        CHECK(sheet.formula(ref(u'D', row)).startsWith(QStringLiteral("SUM('Monthly'!")));
        CHECK(std::abs(amount(u'E') - years[i].capex) < 0.005);
        CHECK(std::abs(amount(u'F') - years[i].opex) < 0.005);
        CHECK(std::abs(amount(u'H') - years[i].depreciation) < 0.005);
        CHECK(std::abs(amount(u'I') - years[i].cumulative) < 0.005);
        CHECK(std::abs(amount(u'J') - years[i].savings) < 0.005);
        CHECK(std::abs(amount(u'K') - years[i].cumulativeSavings) < 0.005);
    }
    CHECK(sheet.value(ref(u'B', block + 1)).toString() == QStringLiteral("Oct 2026"));
    CHECK(sheet.value(ref(u'C', block + 4)).toString() == QStringLiteral("Sep 2029"));
}

// Issue 36: the worked example's Per year sheet recalculated by LibreOffice. Every cached value
// of a formula is set to 0 first (xlsxclearcache.py) and LibreOffice is told to recalculate on
// load, so the figures it writes out come from the formulas over the Monthly sheet, not from
// what the app cached. Needs LibreOffice; without it the test is skipped, never passed.
TEST_CASE("export: LibreOffice recalculates the Per year sheet to the worked example")
{
    const QString soffice = sofficeOrSkip();
    if (soffice.isEmpty())
        return;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file =
        test::dataPath(QStringLiteral("business/october-start-april-fiscal-year.json"));
    const QString written = dir.filePath(QStringLiteral("written.xlsx"));
    REQUIRE(cli({QStringLiteral("xlsx"), file, QStringLiteral("--out"), written,
                 QStringLiteral("--lang"), QStringLiteral("en")})
                .status == 0);
    const QString cleared = dir.filePath(QStringLiteral("cleared.xlsx"));
    const QString profile = dir.filePath(QStringLiteral("profile"));
    const test::ToolRun clear = test::runTool(
        QStandardPaths::findExecutable(QStringLiteral("python3")),
        {QStringLiteral(GDA_EXPORT_TEST_SCRIPTS "/xlsxclearcache.py"), written, cleared, profile});
    INFO(clear.err.toStdString());
    REQUIRE(clear.status == 0);
    CHECK(clear.out.trimmed().toInt() > 100); // the formulas of every sheet
    // Comma-separated, UTF-8, values as numbers (not as shown), the fourth sheet only.
    const test::ToolRun convert =
        runSoffice(soffice, profile,
                   {QStringLiteral("--convert-to"),
                    QStringLiteral("csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,"
                                   "false,false,4"),
                    QStringLiteral("--outdir"), dir.path(), cleared});
    INFO(convert.err.toStdString());
    REQUIRE(convert.status == 0);
    const QStringList lines =
        QString::fromUtf8(test::readFile(dir.filePath(QStringLiteral("cleared-Per year.csv"))))
            .split(u'\n');
    // The on-premise block: the second row whose first cell is "On-premise" (the first is its
    // returns), then four fiscal years: spend, capex, cumulative, savings, cumulative savings
    // of methodology §18.6.
    int block = -1;
    int seen = 0;
    for (int i = 0; i < lines.size() && block < 0; ++i)
        if (lines[i].section(u',', 0, 0) == QStringLiteral("On-premise") && ++seen == 2)
            block = i;
    REQUIRE(block > 0);
    REQUIRE(lines.size() > block + 4);
    const double expected[4][5] = {{216380, 200000, 216380, -146300, -146300},
                                   {32760, 0, 249140, 107400, -38900},
                                   {32760, 0, 281900, 107400, 68500},
                                   {-63620, 0, 218280, 133700, 202200}};
    for (int y = 0; y < 4; ++y) {
        const QStringList cells = lines[block + 1 + y].split(u',');
        INFO(lines[block + 1 + y].toStdString());
        REQUIRE(cells.size() >= 11);
        CHECK(std::abs(cells[3].toDouble() - expected[y][0]) < 0.005); // spend
        CHECK(std::abs(cells[4].toDouble() - expected[y][1]) < 0.005); // capex
        CHECK(std::abs(cells[8].toDouble() - expected[y][2]) < 0.005); // cumulative
        CHECK(std::abs(cells[9].toDouble() - expected[y][3]) < 0.005); // savings
        CHECK(std::abs(cells[10].toDouble() - expected[y][4]) < 0.005);
    }
}

// Issue 36: the comparison CSV of a dollar and a euro scenario, compared in euros, opened in
// LibreOffice (with the import settings of an English Calc: comma, UTF-8) and saved as a
// workbook: every amount row is in EUR, and its cells are numbers, not text. The euro
// scenario's total is its own figure; the dollar scenario's is divided by the rate.
TEST_CASE("export: LibreOffice reads the comparison CSV of two currencies as numbers in one")
{
    const QString soffice = sofficeOrSkip();
    if (soffice.isEmpty())
        return;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString dollars = test::examplePath(test::kReportExample);
    const QString euros = dir.filePath(QStringLiteral("euros.json"));
    test::writeCurrencyCopy(dollars, QStringLiteral("EUR"), euros);
    const QString csv = dir.filePath(QStringLiteral("compared.csv"));
    REQUIRE(cli({QStringLiteral("compare"), dollars, euros, QStringLiteral("--out"), csv,
                 QStringLiteral("--currency"), QStringLiteral("EUR"), QStringLiteral("--lang"),
                 QStringLiteral("en")})
                .status == 0);
    const test::ToolRun convert =
        runSoffice(soffice, dir.filePath(QStringLiteral("profile")),
                   {QStringLiteral("--infilter=CSV:44,34,76,1"), QStringLiteral("--convert-to"),
                    QStringLiteral("xlsx"), QStringLiteral("--outdir"), dir.path(), csv});
    INFO(convert.err.toStdString());
    REQUIRE(convert.status == 0);
    const Workbook book = readWorkbook(dir.filePath(QStringLiteral("compared.xlsx")));
    const Sheet sheet = book.sheet(0);
    int amounts = 0;
    double cloudDollarsInEuros = 0.0;
    double cloudEuros = 0.0;
    for (int row = 2; row < 200; ++row) {
        const QString unit = sheet.value(ref(u'B', row)).toString();
        INFO(sheet.value(ref(u'A', row)).toString().toStdString());
        CHECK(unit != QStringLiteral("USD"));
        if (unit != QStringLiteral("EUR"))
            continue;
        const QJsonValue first = sheet.value(ref(u'C', row));
        const QJsonValue second = sheet.value(ref(u'D', row));
        if (first.isUndefined() && second.isUndefined())
            continue; // an amount neither scenario has
        CHECK((first.isUndefined() || first.isDouble()));
        CHECK((second.isUndefined() || second.isDouble()));
        ++amounts;
        if (sheet.value(ref(u'A', row)).toString() == QStringLiteral("Total cost: Cloud")) {
            cloudDollarsInEuros = first.toDouble();
            cloudEuros = second.toDouble();
        }
    }
    // The savings, a total and a cost per GPU-hour for each of the three options, and the
    // capital available: eight amount rows.
    CHECK(amounts == 8);
    const QJsonObject evaluated = evaluateWithCli(dollars);
    const double cloudTotal = evaluated.value(QLatin1String("options"))
                                  .toObject()
                                  .value(QLatin1String("cloud"))
                                  .toObject()
                                  .value(QLatin1String("tco"))
                                  .toDouble();
    CHECK(std::abs(cloudEuros - cloudTotal) < 0.01);
    CHECK(cloudDollarsInEuros > 0.0);
    CHECK(cloudDollarsInEuros < cloudEuros); // a euro buys more than a dollar at the catalog's rate
}

// Issue 36: the monthly CSV reads by calendar month. The worked example starts in October 2026
// (methodology §18.6): month 1 is 2026-10, month 4 is 2027-01, month 36 is 2029-09.
TEST_CASE("export: the monthly CSV names each month on the calendar")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file =
        test::dataPath(QStringLiteral("business/october-start-april-fiscal-year.json"));
    const QString out = dir.filePath(QStringLiteral("months.csv"));
    REQUIRE(cli({QStringLiteral("csv"), file, QStringLiteral("--out"), out}).status == 0);
    const QStringList lines =
        QString::fromUtf8(test::readFile(out)).split(u'\n', Qt::SkipEmptyParts);
    auto calendarOf = [&](int month) {
        for (const QString &line : lines)
            if (line.section(u',', 0, 0) == QString::number(month))
                return line.section(u',', 1, 1);
        return QString();
    };
    CHECK(calendarOf(1) == QStringLiteral("2026-10"));
    CHECK(calendarOf(4) == QStringLiteral("2027-01"));
    CHECK(calendarOf(36) == QStringLiteral("2029-09"));
    const QString nl = dir.filePath(QStringLiteral("maanden.csv"));
    REQUIRE(cli({QStringLiteral("csv"), file, QStringLiteral("--out"), nl,
                 QStringLiteral("--locale"), QStringLiteral("nl")})
                .status == 0);
    const QString dutch = QString::fromUtf8(test::readFile(nl));
    CHECK(dutch.contains(QStringLiteral("\r\n1;2026-10;")));
    CHECK(dutch.contains(QStringLiteral("\r\n36;2029-09;")));
}

// Issue 36: csv --by year reproduces the worked example (docs/methodology.md §18.6).
TEST_CASE("export: csv --by year writes the worked example's fiscal years")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file =
        test::dataPath(QStringLiteral("business/october-start-april-fiscal-year.json"));
    const QString out = dir.filePath(QStringLiteral("years.csv"));
    const test::ToolRun run = cli({QStringLiteral("csv"), file, QStringLiteral("--out"), out,
                                   QStringLiteral("--by"), QStringLiteral("year")});
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    const QStringList lines =
        QString::fromUtf8(test::readFile(out)).split(u'\n', Qt::SkipEmptyParts);
    REQUIRE(!lines.isEmpty());
    CHECK(lines.first() == exporting::yearlyCsvColumns().join(u','));
    QStringList onprem;
    for (const QString &line : lines)
        if (line.section(u',', 3, 3) == QStringLiteral("onprem"))
            onprem << line;
    REQUIRE(onprem.size() == 4);
    CHECK(onprem[0] == QStringLiteral("2026,2026-10,2027-03,onprem,216380.00,200000.00,16380.00,"
                                      "0.00,20000.00,216380.00,-146300.00,-146300.00,1.0000,"
                                      "21900,5.491")); // 21,900 kWh × 250.72 g / 10^6
    CHECK(onprem[3] == QStringLiteral("2029,2029-04,2029-09,onprem,-63620.00,0.00,16380.00,"
                                      "-80000.00,20000.00,218280.00,133700.00,202200.00,1.0000,"
                                      "21900,5.491")); // 21,900 kWh × 250.72 g / 10^6
    // The cloud: no energy figure.
    const QString cloud = lines.value(1);
    CHECK(cloud.startsWith(QStringLiteral("2026,2026-10,2027-03,cloud,70080.00,0.00,70080.00")));
    CHECK(cloud.endsWith(QStringLiteral(",0.0000,,")));
    CHECK(cli({QStringLiteral("csv"), file, QStringLiteral("--out"), out, QStringLiteral("--by"),
               QStringLiteral("week")})
              .status == 2);
}

// Issue 36: the Summary prints on at most two A4 pages. Needs LibreOffice to lay the workbook
// out; without it the test is skipped, never passed.
TEST_CASE("export: LibreOffice prints the workbook's Summary on at most two A4 pages")
{
    const QString soffice = sofficeOrSkip();
    if (soffice.isEmpty())
        return;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("summary.xlsx"));
    REQUIRE(cli({QStringLiteral("xlsx"), test::examplePath(test::kReportExample),
                 QStringLiteral("--out"), out, QStringLiteral("--lang"), QStringLiteral("nl")})
                .status == 0);
    // LibreOffice writes the first sheet (the Summary) alone with SinglePageSheets off and a page
    // range of the Summary's own pages: convert the whole book and count the Summary's pages via
    // its running header.
    const test::ToolRun convert = runSoffice(soffice, dir.filePath(QStringLiteral("profile")),
                                             {QStringLiteral("--convert-to"), QStringLiteral("pdf"),
                                              QStringLiteral("--outdir"), dir.path(), out});
    INFO(convert.err.toStdString());
    REQUIRE(convert.status == 0);
    const QString pdf = dir.filePath(QStringLiteral("summary.pdf"));
    const test::ToolRun text =
        test::runTool(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
                      {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    REQUIRE(text.status == 0);
    // The Summary's pages are those before the first page that shows the Inputs sheet's header.
    const QStringList pages = text.out.split(u'\f');
    int summaryPages = 0;
    for (const QString &page : pages) {
        if (page.contains(QStringLiteral("Invoer")) && page.contains(QStringLiteral("Veld")))
            break;
        ++summaryPages;
    }
    CHECK(summaryPages >= 1);
    CHECK(summaryPages <= 2);
}

// Issue 36: what a client would tweak, computed by the app: the recommendation per cell of
// utilization × cloud price and GPUs × horizon, coloured per option. The cell of the scenario's
// own values holds the advice evaluate gives.
TEST_CASE("export: the workbook's What if sheet gives the app's recommendation per cell")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("whatif.xlsx"));
    REQUIRE(cli({QStringLiteral("xlsx"), test::examplePath(test::kReportExample),
                 QStringLiteral("--out"), out, QStringLiteral("--lang"), QStringLiteral("en")})
                .status == 0);
    const Workbook book = readWorkbook(out);
    REQUIRE(book.sheets.value(5) == QStringLiteral("What if"));
    const Sheet sheet = book.sheet(5);
    const QJsonObject evaluated = evaluateWithCli(test::examplePath(test::kReportExample));
    const QString advised =
        exporting::optionName(*engine::optionFromKey(evaluated.value(QLatin1String("advice"))
                                                         .toObject()
                                                         .value(QLatin1String("option"))
                                                         .toString()
                                                         .toStdString()));
    // First grid: title row 4, heading row 5, utilizations in rows 6–10; the scenario's own
    // utilization and price are the middle row and column (D8).
    CHECK(sheet.value(QStringLiteral("D8")).toString() == advised);
    const QStringList options{QStringLiteral("Cloud"), QStringLiteral("On-premise"),
                              QStringLiteral("Hybrid")};
    for (int row = 6; row <= 10; ++row)
        for (QChar column : {u'B', u'C', u'D', u'E', u'F'})
            CHECK(options.contains(sheet.value(ref(column, row)).toString()));
    // Second grid: GPUs a quarter to twice the scenario's 80, horizons 1 to 10 years; the
    // scenario itself (80 GPUs, 5 years) is the middle cell.
    const int second =
        sheet.rowOf(QStringLiteral("A"), QStringLiteral("GPUs needed against the horizon"));
    REQUIRE(second > 0);
    CHECK(sheet.value(ref(u'A', second + 2)).toString() == QStringLiteral("20 GPUs"));
    CHECK(sheet.value(ref(u'A', second + 4)).toString() == QStringLiteral("80 GPUs"));
    CHECK(sheet.value(ref(u'D', second + 1)).toString() == QStringLiteral("5 years"));
    CHECK(sheet.value(ref(u'D', second + 4)).toString() == advised);
}

TEST_CASE("export: a workbook needs no temporary folder, so an export killed in the middle "
          "leaves none behind")
{
    // libxlsxwriter writes into an anonymous file in memory (memfd_create) and unlinks its own
    // temporary files at once. Before, the workbook was made in a QTemporaryDir under TMPDIR,
    // which a killed process left behind: with TMPDIR a folder that does not exist, the export
    // failed ("cannot create a temporary folder"); now it is written.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QByteArray tmpdir = qgetenv("TMPDIR");
    const bool hadTmpdir = qEnvironmentVariableIsSet("TMPDIR");
    qputenv("TMPDIR", QFile::encodeName(dir.filePath(QStringLiteral("no-such-folder"))));
    const Scenario scenario = test::loadExampleScenario(test::kReportExample);
    const QString path = dir.filePath(QStringLiteral("w.xlsx"));
    const QString problem = exporting::writeWorkbook(scenario, path, QStringLiteral("en"));
    if (hadTmpdir)
        qputenv("TMPDIR", tmpdir);
    else
        qunsetenv("TMPDIR");
    CHECK(problem.isEmpty());
    CHECK(QFileInfo(path).size() > 1000);
    CHECK(test::filesIn(dir.path()) == QStringList{QStringLiteral("w.xlsx")});
}

TEST_CASE("export: the workbook's Inputs sheet has a row per dated cloud price change")
{
    // docs/methodology.md §4.7: after the yearly change, one row per change, its month in the
    // label, the change as a percentage.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    Scenario scenario = test::loadExampleScenario(test::kReportExample);
    scenario.inputs.cloud.priceChanges = {{7, -0.44}, {25, 0.1}};
    const QString file = dir.filePath(QStringLiteral("dated.gpuadvisor.json"));
    REQUIRE(scenariofile::save(scenario, file).isEmpty());
    const QString out = dir.filePath(QStringLiteral("dated.xlsx"));
    REQUIRE(cli({QStringLiteral("xlsx"), file, QStringLiteral("--out"), out}).status == 0);
    const Sheet sheet = readWorkbook(out).sheet(1);
    const int yearly =
        sheet.rowOf(QStringLiteral("F"), QStringLiteral("inputs.cloud.annual_price_change"));
    REQUIRE(yearly > 0);
    const int first =
        sheet.rowOf(QStringLiteral("F"), QStringLiteral("inputs.cloud.price_changes[0]"));
    CHECK(first == yearly + 1);
    CHECK(sheet.value(ref(u'A', first)).toString() ==
          QStringLiteral("Cloud price change from month 7"));
    CHECK(near(sheet.value(ref(u'B', first)).toDouble(), -0.44));
    CHECK(sheet.format(ref(u'B', first)).contains(QLatin1String("%")));
    const int second =
        sheet.rowOf(QStringLiteral("F"), QStringLiteral("inputs.cloud.price_changes[1]"));
    CHECK(second == yearly + 2);
    CHECK(near(sheet.value(ref(u'B', second)).toDouble(), 0.1));
}
