// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Options as data: a fourth option added to the engine's list (and a row for it in the UI's
// option table) shows up everywhere the options are shown, and each option has one colour in
// every chart.
#include "exporttestsupport.h"

#include "catalog/catalogfile.h"
#include "charts/chartpanel.h"
#include "charts/costcharts.h"
#include "core/format.h"
#include "core/languagemanager.h"
#include "core/optiontable.h"
#include "core/scenariodocument.h"
#include "editors/assumptionseditor.h"
#include "editors/catalogofferpicker.h"
#include "editors/minicostcurve.h"
#include "editors/numberfield.h"
#include "editors/scenarioeditor.h"
#include "engine/costmodel.h"
#include "engine/uncertainty.h"
#include "export/chartexport.h"
#include "export/csvexport.h"
#include "export/exportnames.h"
#include "export/report.h"
#include "export/xlsxexport.h"
#include "scenario/evaluationjson.h"
#include "scenario/inputregistry.h"
#include "scenario/scenariofile.h"
#include "views/comparedialog.h"
#include "views/dashboard.h"
#include "views/figurestables.h"
#include "wizard/resultpage.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QPainter>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace gda;
using namespace gda::ui;
using engine::Option;

namespace {

constexpr auto kDummy = static_cast<Option>(42);
const QString kDummyLabel = QStringLiteral("Dummy option");

// A fourth option for the lifetime of the object: in the engine's list (the on-premise fleet
// rule with the hybrid option's data-sync egress, so its figures are its own) and in the UI's
// option table.
struct DummyOption
{
    engine::testing::ScopedExtraOption engine{{kDummy, "dummy", engine::FleetRule::Workload, true,
                                               "green", 1, engine::CloudRule::OwnTerms,
                                               engine::Ownership::Whole}};
    ui::testing::ScopedOptionRow row{"dummy", kDummyLabel, QStringLiteral("Dummy")};
};

// The worked example of the report, with 5 TB a month of hybrid data-sync egress so that the
// dummy option costs more than the on-premise one.
Scenario dummyScenario()
{
    Scenario s = test::loadExampleScenario(test::kReportExample);
    s.inputs.migration.hybridEgressTbPerMonth = 5.0;
    return s;
}

QStringList headerLabels(const QTableWidget &table)
{
    QStringList out;
    for (int c = 0; c < table.columnCount(); ++c)
        out << table.horizontalHeaderItem(c)->text();
    return out;
}

QLineSeries *lineSeries(QChart &chart, const QString &objectName)
{
    const QList<QAbstractSeries *> all = chart.series();
    for (QAbstractSeries *s : all)
        if (s->objectName() == objectName)
            return qobject_cast<QLineSeries *>(s);
    return nullptr;
}

QString squeezed(const QString &text)
{
    return text.normalized(QString::NormalizationForm_KC).simplified();
}

// The colours of the pixels of an image, with how many pixels have each.
std::map<QRgb, int> colourCounts(const QImage &image)
{
    std::map<QRgb, int> counts;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y)
        for (int x = 0; x < rgb.width(); ++x)
            ++counts[rgb.pixel(x, y) & 0xffffff];
    return counts;
}

// The text of the scenario's PDF report in English (squeezed), written into `dir`.
QString englishReportText(const Scenario &scenario, const QTemporaryDir &dir)
{
    ui::exporting::ReportRequest request;
    request.scenario = scenario;
    request.language = QStringLiteral("en");
    request.outputPath = dir.filePath(QStringLiteral("report.pdf"));
    const QString error = ui::exporting::writeReport(request);
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());
    return squeezed(test::pdfText(request.outputPath));
}

// The shared strings of the scenario's English workbook, written into `dir`.
QString workbookStrings(const Scenario &scenario, const QTemporaryDir &dir)
{
    const QString book = dir.filePath(QStringLiteral("book.xlsx"));
    const QString error = gda::exporting::writeWorkbook(scenario, book, QStringLiteral("en"));
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());
    const test::ToolRun strings =
        test::runTool(QStringLiteral("unzip"),
                      {QStringLiteral("-p"), book, QStringLiteral("xl/sharedStrings.xml")});
    REQUIRE(strings.status == 0);
    return strings.out;
}

} // namespace

TEST_CASE("options: a fourth option in the list shows up, with its label, in the JSON, the "
          "figures tables, the charts, the CSV, the wizard, the compare dialog and the report")
{
    const DummyOption dummy;
    const Scenario scenario = dummyScenario();
    const engine::Evaluation evaluation = engine::evaluate(scenario.inputs);
    const engine::OptionResult *result = evaluation.find(kDummy);
    REQUIRE(result);
    // A version 1 scenario: the version 1 options (cloud, on-premise, hybrid) and the dummy.
    REQUIRE(evaluation.options.size() == engine::optionsFor(1).size());
    REQUIRE(engine::optionsFor(1).size() == 4);
    // The on-premise fleet plus 5 TB × 1,000 × 0.09 = 450 a month of egress from go-live on.
    const double egress = result->category(engine::Category::CloudEgress) -
                          evaluation.option(Option::OnPrem).category(engine::Category::CloudEgress);
    CHECK(egress > 0.0);
    CHECK(std::fmod(egress, 450.0) == Approx(0.0).margin(1e-6));

    SECTION("evaluation JSON")
    {
        const QJsonObject options =
            evaluationToJson(evaluation).value(QStringLiteral("options")).toObject();
        CHECK(options.keys() == QStringList({QStringLiteral("cloud"), QStringLiteral("dummy"),
                                             QStringLiteral("hybrid"), QStringLiteral("onprem")}));
        const QJsonObject figures = options.value(QStringLiteral("dummy")).toObject();
        CHECK(figures.value(QStringLiteral("tco")).toDouble() == result->tco);
        CHECK(figures.value(QStringLiteral("onprem_gpus")).toInt() == result->onpremGpus);
        CHECK(figures.value(QStringLiteral("cumulative")).toArray().size() == evaluation.months);
    }

    ScenarioDocument document;
    document.reset(scenario);
    REQUIRE(document.evaluation().find(kDummy));
    const QLocale locale;

    SECTION("figures tables")
    {
        ui::CumulativeCostTable cumulative(&document);
        ui::UtilizationTable utilization(&document);
        ui::CategoryTable categories(&document);
        QCoreApplication::processEvents(); // the tables fill on the first event loop turn
        for (QTableWidget *table :
             std::initializer_list<QTableWidget *>{&cumulative, &utilization, &categories}) {
            REQUIRE(table->columnCount() == 5);
            CHECK(headerLabels(*table).back() == kDummyLabel);
        }
        CHECK(cumulative.item(evaluation.months - 1, 4)->text() ==
              format::money(result->cumulative.back(), scenario.currency, locale));
        CHECK(categories.item(int(engine::categoriesFor(1).size()), 4)->text() ==
              format::money(result->tco, scenario.currency, locale));
        CHECK(utilization.item(9, 4)->text() ==
              format::money(engine::tcoAtUtilization(scenario.inputs, kDummy, 1.0),
                            scenario.currency, locale));
    }

    SECTION("charts: a series with its label in the legend, and a bar")
    {
        for (const auto &chart : {ui::charts::breakEvenChart(scenario, evaluation, locale),
                                  ui::charts::utilizationChart(scenario, evaluation, locale)}) {
            QLineSeries *series = lineSeries(*chart, QStringLiteral("dummy"));
            REQUIRE(series);
            CHECK(series->name() == kDummyLabel);
            const QList<QLegendMarker *> markers = chart->legend()->markers(series);
            REQUIRE(markers.size() == 1);
            CHECK(markers.front()->label() == kDummyLabel);
            // Shown like the cloud option's entry (markers are hidden until the chart is laid
            // out; hideFromLegend() hides the ones that must not show).
            const QList<QLegendMarker *> cloud =
                chart->legend()->markers(lineSeries(*chart, QStringLiteral("cloud")));
            REQUIRE(cloud.size() == 1);
            CHECK(markers.front()->isVisible() == cloud.front()->isVisible());
        }
        const auto breakdown = ui::charts::breakdownChart(scenario, evaluation, locale);
        auto *axis = qobject_cast<QBarCategoryAxis *>(breakdown->axes(Qt::Horizontal).front());
        REQUIRE(axis);
        CHECK(axis->categories().back() == kDummyLabel);
    }

    SECTION("CSV: a row per month for the option")
    {
        const QByteArray csv = gda::exporting::monthlyCsv(scenario);
        // month 1, its calendar month, the option
        CHECK(QString::fromUtf8(csv).count(
                  QRegularExpression(QStringLiteral("\n1,\\d{4}-\\d\\d,dummy,"))) == 1);
        CHECK(csv.count(",dummy,") == evaluation.months);
    }

    SECTION("spreadsheets: the CSV for Excel and the workbook name it by its label")
    {
        // The exports name options from the same one table of words as the app
        // (scenario/optionwords.h); they kept a second table once and wrote "dummy" here.
        CHECK(gda::exporting::optionName(kDummy) == kDummyLabel);
        const QString excel = QString::fromUtf8(
            gda::exporting::monthlyCsv(scenario, gda::exporting::CsvLocale::English));
        CHECK(excel.count(kDummyLabel) == evaluation.months);
        QTemporaryDir dir;
        REQUIRE(dir.isValid());
        CHECK(workbookStrings(scenario, dir).contains(kDummyLabel));
    }

    SECTION("wizard result page, mini cost curve, compare dialog")
    {
        ui::ResultPage page(&document);
        auto *cost = page.findChild<QLabel *>(QStringLiteral("cost_per_gpu_hour_dummy"));
        REQUIRE(cost);
        CHECK(cost->text() == format::money(result->costPerGpuHour, scenario.currency, locale, 2));
        const QList<QLabel *> labels = page.findChildren<QLabel *>();
        CHECK(std::any_of(labels.begin(), labels.end(),
                          [](QLabel *l) { return l->text() == kDummyLabel; }));

        ui::MiniCostCurve curve;
        curve.setScenario(scenario, evaluation);
        CHECK(curve.options().back() == kDummy);
        CHECK(curve.totals(kDummy).back() ==
              engine::tcoAtUtilization(scenario.inputs, kDummy, 1.0));

        ui::CompareDialog compare({scenario, test::loadExampleScenario(test::kReportExample)});
        const QList<QTableWidget *> tables = compare.findChildren<QTableWidget *>();
        REQUIRE(tables.size() == 1);
        QStringList rows;
        for (int r = 0; r < tables.front()->rowCount(); ++r)
            if (QTableWidgetItem *item = tables.front()->verticalHeaderItem(r))
                rows << item->text();
        CHECK(rows.contains(QStringLiteral("Total cost: %1").arg(kDummyLabel)));
    }

    SECTION("PDF report: a column in the key figures and the cost table, and the charts")
    {
        QTemporaryDir dir;
        REQUIRE(dir.isValid());
        const QString text = englishReportText(scenario, dir);
        CHECK(text.count(kDummyLabel) >= 4); // two tables, the legends of two charts
        const QString tco = format::money(result->tco, scenario.currency,
                                          ui::LanguageManager::localeFor(QStringLiteral("en")));
        CHECK(text.contains(tco));
    }
}

TEST_CASE("options: every option of the list has a row in the option table and a colour of its "
          "own")
{
    std::set<QRgb> colours;
    for (const engine::OptionSpec &spec : engine::optionList()) {
        INFO(std::string(spec.key));
        CHECK(ui::hasOptionRow(spec.key));
        CHECK(ui::hasPaletteEntry(spec.colourKey));
        const ui::OptionLook look = ui::optionLook(spec.id);
        CHECK_FALSE(look.label.isEmpty());
        CHECK_FALSE(look.shortLabel.isEmpty());
        colours.insert(look.colour.rgb());
    }
    CHECK(colours.size() == engine::optionList().size());
    // An option without a row is named by its key and drawn in grey, never blank.
    const engine::testing::ScopedExtraOption unnamed(
        {kDummy, "unnamed", engine::FleetRule::None, false, "no-such-colour", 1,
         engine::CloudRule::OwnTerms, engine::Ownership::Rents});
    CHECK(ui::optionLabel(kDummy) == QStringLiteral("unnamed"));
    CHECK(ui::optionColour(kDummy) == QColor(Qt::gray));
}

TEST_CASE("options: an option has the same colour in the mini cost curve, the dashboard's "
          "charts and an exported chart")
{
    const Scenario scenario = test::loadExampleScenario(test::kReportExample);
    ScenarioDocument document;
    document.reset(scenario);
    const std::vector<engine::OptionResult> &options = document.evaluation().options;

    // The mini cost curve, painted: its curves and legend lines are in the options' colours.
    // A large font makes its lines 4 px wide, so their middle pixels carry the exact colour.
    ui::MiniCostCurve curve;
    QFont font = curve.font();
    font.setPixelSize(28);
    curve.setFont(font);
    curve.resize(900, 500);
    curve.setScenario(scenario, document.evaluation());
    const std::map<QRgb, int> painted = colourCounts(curve.grab().toImage());

    // The dashboard's charts.
    const catalog::Catalog catalog = catalog::loadApplicationCatalog().catalog;
    ui::Dashboard dashboard(&document, &catalog);
    QChart *breakEven = dashboard.chartPanel(ui::Dashboard::BreakEven)->chart();
    QChart *utilization = dashboard.chartPanel(ui::Dashboard::Utilization)->chart();

    // An exported chart (SVG: the pens are written as stroke colours).
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    ui::exporting::ChartRequest request;
    request.scenario = scenario;
    request.format = ui::exporting::ChartFormat::Svg;
    request.outputPath = dir.filePath(QStringLiteral("break-even.svg"));
    REQUIRE(ui::exporting::writeChart(request).isEmpty());
    QFile svgFile(request.outputPath);
    REQUIRE(svgFile.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(svgFile.readAll());

    for (const engine::OptionResult &r : options) {
        const QColor colour = ui::optionColour(r.option);
        const QString key = QString::fromLatin1(engine::optionKey(r.option));
        INFO(key.toStdString() << " " << colour.name().toStdString());
        const auto found = painted.find(colour.rgb() & 0xffffff);
        CHECK((found != painted.end() && found->second >= 50));
        for (QChart *chart : {breakEven, utilization}) {
            QLineSeries *series = lineSeries(*chart, key);
            REQUIRE(series);
            CHECK(series->pen().color() == colour);
        }
        CHECK(svg.contains(QStringLiteral("stroke=\"%1\"").arg(colour.name())));
    }
    // The mini curve's own on-premise red of before is gone.
    CHECK(painted.count(QColor(0xc0, 0x39, 0x2b).rgb() & 0xffffff) == 0);
}

namespace {

// A fifth option with a parameter block of its own (issue 32, item 3): the on-premise fleet rule
// (no data-sync egress) and a fee per GPU in service and month, say a colocation contract.
constexpr auto kColo = static_cast<Option>(43);
const QString kFeeLabel = QStringLiteral("Colocation (dummy): fee per GPU");
const engine::OptionParameter kColoBlock[] = {
    {"fee_per_gpu_month", 40.0, 0.0, 5000.0, engine::ParameterUnit::MoneyPerGpuMonth,
     "Colocation (dummy): fee per GPU", "a test's fee per GPU in service and month",
     "a test, Dec 2026"}};
constexpr const char *kFeePath = "inputs.options.colo.fee_per_gpu_month";

struct ColoOption
{
    engine::testing::ScopedExtraOption engine{
        {kColo, "colo", engine::FleetRule::Workload, false, "green", 1, engine::CloudRule::OwnTerms,
         engine::Ownership::Whole, kColoBlock, [](engine::ParameterValues v) { return v[0]; }}};
    ui::testing::ScopedOptionRow row{"colo", QStringLiteral("Colocation (dummy)"),
                                     QStringLiteral("Colo")};
};

// What the block adds to the option's TCO over the on-premise option's: the fee for each GPU in
// each month its fleet is in service (months lead + 1 … M).
double feeOver(const engine::Evaluation &e, const engine::Inputs &in, double fee)
{
    const int live = e.months - in.onprem.leadMonths;
    return fee * e.option(Option::OnPrem).onpremGpus * live;
}

} // namespace

TEST_CASE("options: a fifth option with a parameter block of its own is computed from it and "
          "shows it in the file, the Assumptions tab, the report and the workbook")
{
    const ColoOption colo;
    Scenario scenario = test::loadExampleScenario(test::kReportExample);
    const engine::Evaluation evaluation = engine::evaluate(scenario.inputs);
    const engine::OptionResult *result = evaluation.find(kColo);
    REQUIRE(result);
    REQUIRE(result->onpremGpus == evaluation.option(Option::OnPrem).onpremGpus);
    REQUIRE(evaluation.months > scenario.inputs.onprem.leadMonths);

    SECTION("the engine: the on-premise option plus the fee, in other running costs")
    {
        // Default 40 per GPU-month; the seed case's 80 GPUs are live in all 60 months (no lead
        // time): 40 × 80 × 60 = 192,000 (docs/methodology.md §3.1).
        const double fee = feeOver(evaluation, scenario.inputs, 40.0);
        CHECK(fee == 192000.0);
        CHECK(result->tco - evaluation.option(Option::OnPrem).tco == Approx(fee).epsilon(1e-12));
        CHECK(result->category(engine::Category::OtherOpex) -
                  evaluation.option(Option::OnPrem).category(engine::Category::OtherOpex) ==
              Approx(fee).epsilon(1e-12));
        scenario.inputs.optionParameters["colo.fee_per_gpu_month"] = 100.0;
        const engine::Evaluation dearer = engine::evaluate(scenario.inputs);
        CHECK(feeOver(dearer, scenario.inputs, 100.0) == 480000.0); // 100 × 80 × 60
        CHECK(dearer.option(kColo).tco - dearer.option(Option::OnPrem).tco ==
              Approx(feeOver(dearer, scenario.inputs, 100.0)).epsilon(1e-12));
        // The Monte Carlo's fast path takes the option, block included.
        const engine::CostComparison draw = engine::compareCloudWith(scenario.inputs, kColo);
        CHECK(draw.tcoOnPrem == Approx(dearer.option(kColo).tco).epsilon(1e-12));
        CHECK(draw.tcoCloud == Approx(dearer.option(Option::Cloud).tco).epsilon(1e-12));
    }

    SECTION("the scenario file: written, read back, and checked against the block's range")
    {
        scenario.inputs.optionParameters["colo.fee_per_gpu_month"] = 75.5;
        const QJsonObject json = scenariofile::toJson(scenario);
        CHECK(json.value(QStringLiteral("inputs"))
                  .toObject()
                  .value(QStringLiteral("options"))
                  .toObject()
                  .value(QStringLiteral("colo"))
                  .toObject()
                  .value(QStringLiteral("fee_per_gpu_month"))
                  .toDouble() == 75.5);
        const scenariofile::Result read =
            scenariofile::parse(scenariofile::toCanonicalJson(scenario));
        REQUIRE(std::holds_alternative<Scenario>(read));
        CHECK(std::get<Scenario>(read).inputs.optionParameters.at("colo.fee_per_gpu_month") ==
              75.5);
        QByteArray tooDear = scenariofile::toCanonicalJson(scenario);
        tooDear.replace("75.5", "6000");
        const scenariofile::Result refused = scenariofile::parse(tooDear);
        REQUIRE(std::holds_alternative<scenariofile::Error>(refused));
        const QString message = std::get<scenariofile::Error>(refused).toString();
        CHECK(message.contains(QLatin1String(kFeePath)));
        CHECK(message.contains(QStringLiteral("6000")));
        CHECK(message.contains(QStringLiteral("5,000")));
    }

    SECTION("the Assumptions tab: a field with the block's label, range and one undo step")
    {
        ScenarioDocument document;
        document.reset(scenario);
        ui::AssumptionsEditor assumptions(&document);
        ui::NumberField *field = nullptr;
        for (ui::ScenarioEditor *editor : assumptions.editors())
            if (ui::NumberField *f = editor->numberField(kFeePath))
                field = f;
        REQUIRE(field);
        CHECK(field->range().max == 5000.0);
        auto *label =
            assumptions.findChild<QLabel *>(QLatin1String(kFeePath) + QStringLiteral("/label"));
        REQUIRE(label);
        CHECK(label->text().contains(kFeeLabel));
        field->lineEdit()->setText(QStringLiteral("120"));
        emit field->lineEdit()->textEdited(field->lineEdit()->text());
        CHECK(document.scenario().inputs.optionParameters.at("colo.fee_per_gpu_month") == 120.0);
        CHECK(document.evaluation().option(kColo).tco -
                  document.evaluation().option(Option::OnPrem).tco ==
              Approx(feeOver(document.evaluation(), document.scenario().inputs, 120.0))
                  .epsilon(1e-12));
        document.undoStack()->undo();
        CHECK(engine::optionParameter(document.scenario().inputs, engine::optionSpec(kColo), 0) ==
              40.0);
        // Out of range: marked, named with its range, and the scenario keeps its value.
        field->lineEdit()->setText(QStringLiteral("6000"));
        emit field->lineEdit()->textEdited(field->lineEdit()->text());
        CHECK_FALSE(field->isValid());
        CHECK(field->errorText().contains(QStringLiteral("5,000")));
        CHECK(engine::optionParameter(document.scenario().inputs, engine::optionSpec(kColo), 0) ==
              40.0);
    }

    SECTION("the report's assumptions and the workbook's Inputs sheet")
    {
        scenario.inputs.optionParameters["colo.fee_per_gpu_month"] = 75.5;
        QTemporaryDir dir;
        REQUIRE(dir.isValid());
        const QString text = englishReportText(scenario, dir);
        CHECK(text.contains(QStringLiteral("Option parameters")));
        CHECK(text.contains(kFeeLabel));
        CHECK(text.contains(QStringLiteral("75.50")));
        const QString strings = workbookStrings(scenario, dir);
        CHECK(strings.contains(kFeeLabel));
        CHECK(strings.contains(QStringLiteral("Option parameters")));
    }
}

TEST_CASE("options: without an option that has a block, files have no options section")
{
    // The built-in options have no parameter block: a file is written as before, and a file
    // that names one is refused as an unknown field.
    const Scenario scenario = test::loadExampleScenario(test::kReportExample);
    CHECK_FALSE(scenariofile::toJson(scenario)
                    .value(QStringLiteral("inputs"))
                    .toObject()
                    .contains(QStringLiteral("options")));
    CHECK(inputs::find(kFeePath) == nullptr);
    QByteArray withBlock = scenariofile::toCanonicalJson(scenario);
    withBlock.replace("\"inputs\": {",
                      "\"inputs\": {\"options\": {\"colo\": {\"fee_per_gpu_month\": 1}},");
    const scenariofile::Result refused = scenariofile::parse(withBlock);
    REQUIRE(std::holds_alternative<scenariofile::Error>(refused));
    CHECK(std::get<scenariofile::Error>(refused).toString().contains(QStringLiteral("options")));
}
