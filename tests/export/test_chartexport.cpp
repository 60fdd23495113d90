// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Charts to PNG, SVG, PDF and the clipboard; file names; atomic writing.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "charts/chartcallout.h"
#include "core/languagemanager.h"
#include "export/analysis.h"
#include "export/chartcanvas.h"
#include "export/chartexport.h"
#include "export/exportfiles.h"
#include "i18n/languagescope.h"

#include <catch2/catch.hpp>

#include <QAbstractSeries>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGuiApplication>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QXmlStreamReader>

#include <algorithm>

#include <unistd.h>

using namespace gda;
using namespace gda::ui::exporting;
using gda::ui::charts::ChartKind;

namespace {

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

std::unique_ptr<QChart> exampleChart(ChartKind kind)
{
    static const Analysis analysis = analyse(test::loadExampleScenario(test::kReportExample));
    return ui::charts::buildChart(kind, analysis.data, kEnglish);
}

struct SvgSummary
{
    bool wellFormed = false;
    QString error;
    int paths = 0; // shapes: path, polyline, polygon, rect, circle, line
    QString title;
    QString description;
    QString text; // every text element's content, space-separated
};

SvgSummary readSvg(const QByteArray &svg)
{
    SvgSummary summary;
    QXmlStreamReader xml(svg);
    QString element;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            element = xml.name().toString();
            static const QStringList kShapes{QStringLiteral("path"),    QStringLiteral("polyline"),
                                             QStringLiteral("polygon"), QStringLiteral("rect"),
                                             QStringLiteral("circle"),  QStringLiteral("line")};
            if (kShapes.contains(element))
                ++summary.paths;
        } else if (xml.isCharacters() && !xml.isWhitespace()) {
            if (element == QLatin1String("title"))
                summary.title += xml.text();
            else if (element == QLatin1String("desc"))
                summary.description += xml.text();
            else if (element == QLatin1String("text") || element == QLatin1String("tspan"))
                summary.text += xml.text() + u' ';
        }
    }
    summary.wellFormed = !xml.hasError();
    summary.error = xml.errorString();
    return summary;
}

} // namespace

TEST_CASE("export: suggested file names name client, scenario and chart in safe characters")
{
    Scenario scenario;
    scenario.client = QStringLiteral("Acme Corp.");
    scenario.name = QStringLiteral("80× H100 / on-demand (v2)");
    CHECK(suggestedFileName(scenario, ChartKind::BreakEven, QStringLiteral("png")) ==
          QStringLiteral("acme-corp_80-h100-on-demand-v2_break-even.png"));
    CHECK(suggestedFileName(scenario, QStringLiteral("report"), QStringLiteral("pdf")) ==
          QStringLiteral("acme-corp_80-h100-on-demand-v2_report.pdf"));

    scenario.client = QStringLiteral("Één Café B.V.");
    scenario.name = QStringLiteral("../../etc/passwd");
    CHECK(suggestedFileName(scenario, ChartKind::Histogram, QStringLiteral("svg")) ==
          QStringLiteral("een-cafe-b-v_etc-passwd_histogram.svg"));

    scenario.client.clear();
    scenario.name = QStringLiteral("数据");
    CHECK(suggestedFileName(scenario, QStringLiteral("monthly"), QStringLiteral("csv")) ==
          QStringLiteral("monthly.csv"));
    CHECK(suggestedFileName(scenario, QString(), QStringLiteral("csv")) ==
          QStringLiteral("gpu-advisor.csv"));

    scenario.name = QString(200, u'x');
    const QString longName = suggestedFileName(scenario, ChartKind::Tornado, QStringLiteral("png"));
    CHECK(longName.size() < 80);
    CHECK(longName.endsWith(QLatin1String("_tornado.png")));
}

TEST_CASE("export: the format of a chart file follows its extension")
{
    CHECK(chartFormatForPath(QStringLiteral("/a/b.PNG")) == ChartFormat::Png);
    CHECK(chartFormatForPath(QStringLiteral("b.svg")) == ChartFormat::Svg);
    CHECK(chartFormatForPath(QStringLiteral("b.tar.pdf")) == ChartFormat::Pdf);
    CHECK_FALSE(chartFormatForPath(QStringLiteral("b.jpg")));
    CHECK_FALSE(chartFormatForPath(QStringLiteral("png")));
}

TEST_CASE("export: a PNG has the requested pixel size and resolution")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    auto chart = exampleChart(ChartKind::BreakEven);

    ChartImageSpec spec;
    spec.size = QSize(800, 500);
    spec.dpi = 96;
    const QString path = dir.filePath(QStringLiteral("one.png"));
    REQUIRE(exportChart(*chart, ChartFormat::Png, spec, path).isEmpty());
    QImage image(path);
    CHECK(image.size() == QSize(800, 500));

    spec.dpi = kDefaultDpi; // 2×
    CHECK(pngPixelSize(spec) == QSize(1600, 1000));
    REQUIRE(exportChart(*chart, ChartFormat::Png, spec, path).isEmpty());
    image.load(path);
    CHECK(image.size() == QSize(1600, 1000));
    CHECK(std::abs(image.dotsPerMeterX() * 0.0254 - 192.0) < 0.5);

    // Not blank: the chart's lines are drawn.
    const QImage gray = image.convertToFormat(QImage::Format_Grayscale8);
    int dark = 0;
    for (int y = 0; y < gray.height(); y += 4)
        for (int x = 0; x < gray.width(); x += 4)
            dark += qGray(gray.pixel(x, y)) < 128;
    CHECK(dark > 200);
}

TEST_CASE("export: chart sizes and resolutions out of range are refused")
{
    ChartImageSpec spec;
    spec.size = QSize(100, 500);
    CHECK_FALSE(checkSpec(spec, ChartFormat::Svg).isEmpty());
    spec.size = QSize(1200, 700);
    spec.dpi = 2000;
    CHECK_FALSE(checkSpec(spec, ChartFormat::Png).isEmpty());
    spec.size = QSize(10000, 10000);
    spec.dpi = 600; // 62,500 pixels wide
    CHECK_FALSE(checkSpec(spec, ChartFormat::Png).isEmpty());
    CHECK(checkSpec(spec, ChartFormat::Pdf).isEmpty());
}

TEST_CASE("export: SVG exports parse as XML and contain the series")
{
    for (ChartKind kind : ui::charts::kAllChartKinds) {
        INFO(ui::charts::chartKindKey(kind).toStdString());
        auto chart = exampleChart(kind);
        ChartImageSpec spec;
        spec.title = QStringLiteral("Title of %1").arg(ui::charts::chartKindKey(kind));
        spec.description = QStringLiteral("Description & <more>");
        const SvgSummary svg = readSvg(chartSvg(*chart, spec));
        INFO(svg.error.toStdString());
        REQUIRE(svg.wellFormed);
        CHECK(svg.paths > 5);
        CHECK(svg.title == spec.title);
        CHECK(svg.description == spec.description);
        // Every series with a legend entry is named in the drawing.
        const QList<QLegendMarker *> markers = chart->legend()->markers();
        for (QLegendMarker *marker : markers)
            if (marker->isVisible() && !marker->label().isEmpty())
                CHECK(svg.text.contains(marker->label()));
    }
    // The cost chart's three options by name.
    const SvgSummary breakEven = readSvg(chartSvg(*exampleChart(ChartKind::BreakEven), {}));
    for (const char *option : {"Cloud", "On-premise", "Hybrid"})
        CHECK(breakEven.text.contains(QLatin1String(option)));
}

// Issue 20: Qt declared font-family="Sans Serif", a fontconfig alias Office does not know.
TEST_CASE("export: SVG text declares a font family that ends in the generic sans-serif")
{
    for (ChartKind kind : ui::charts::kAllChartKinds) {
        INFO(ui::charts::chartKindKey(kind).toStdString());
        const QByteArray svg = chartSvg(*exampleChart(kind), {});
        QXmlStreamReader xml(svg);
        int declared = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement ||
                !xml.attributes().hasAttribute(QLatin1String("font-family")))
                continue;
            ++declared;
            const QString family = xml.attributes().value(QLatin1String("font-family")).toString();
            INFO(family.toStdString());
            CHECK(family.endsWith(QLatin1String("sans-serif")));
            CHECK_FALSE(family.contains(QLatin1String("Sans Serif")));
        }
        REQUIRE_FALSE(xml.hasError());
        CHECK(declared > 0);
    }
}

TEST_CASE("export: a chart PDF is one vector page of the chart's size")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("chart.pdf"));
    ChartRequest request;
    request.scenario = test::loadExampleScenario(test::kReportExample);
    request.kind = ChartKind::BreakEven;
    request.format = ChartFormat::Pdf;
    request.outputPath = path;
    REQUIRE(writeChart(request).isEmpty());
    CHECK(test::readFile(path).startsWith("%PDF-"));
    CHECK(test::pdfPageCount(path) == 1);
    CHECK(test::pdfPageSize(path).startsWith(QLatin1String("900 x 525 pts")));
    CHECK(test::pdfImageCount(path) == 0); // vector, no raster image
    const QString text = test::pdfText(path);
    CHECK(text.contains(QLatin1String("Cumulative cost")));
    CHECK(text.contains(QLatin1String("On-premise: break-even after 5.0 months")));
}

TEST_CASE("export: a chart exported in Dutch has Dutch numbers")
{
    ChartRequest request;
    request.scenario = test::loadExampleScenario(test::kReportExample);
    request.kind = ChartKind::BreakEven;
    request.language = QStringLiteral("nl");
    ChartImageSpec spec;
    auto chart = buildChart(request, &spec);
    const SvgSummary svg = readSvg(chartSvg(*chart, spec));
    CHECK(svg.text.contains(QLatin1String("5,0")));
    CHECK(svg.text.contains(QLatin1String("10.000.000")));
}

TEST_CASE("export: exporting a chart shown in a view leaves the view's layout alone")
{
    QChartView view(exampleChart(ChartKind::BreakEven).release());
    view.resize(640, 480);
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.show();
    QCoreApplication::processEvents();
    const QSizeF before = view.chart()->size();
    const QRectF plotBefore = view.chart()->plotArea();
    ChartImageSpec spec;
    spec.dpi = 96;
    const QImage image = chartImage(*view.chart(), spec);
    CHECK(image.size() == kDefaultChartSize);
    CHECK(view.chart()->size() == before);
    CHECK(view.chart()->plotArea() == plotBefore);
}

TEST_CASE("export: the clipboard gets the chart as an image and as SVG")
{
    auto chart = exampleChart(ChartKind::Utilization);
    ChartImageSpec spec;
    spec.size = QSize(600, 400);
    std::unique_ptr<QMimeData> mime(chartMimeData(*chart, spec));
    REQUIRE(mime->hasImage());
    CHECK(qvariant_cast<QImage>(mime->imageData()).size() == QSize(1200, 800));
    CHECK(mime->hasFormat(QStringLiteral("image/svg+xml")));
    CHECK(readSvg(mime->data(QStringLiteral("image/svg+xml"))).wellFormed);

    copyChartToClipboard(*chart, spec);
    const QMimeData *onClipboard = QGuiApplication::clipboard()->mimeData();
    REQUIRE(onClipboard);
    CHECK(onClipboard->hasImage());
}

TEST_CASE("export: writing onto an unwritable path fails clearly and leaves nothing behind")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    auto chart = exampleChart(ChartKind::Matrix);
    ChartImageSpec spec;

    // A path whose folder is a regular file (fails even for root, as in CI).
    const QString notAFolder = dir.filePath(QStringLiteral("plain-file"));
    {
        QFile file(notAFolder);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("not a folder");
    }
    for (ChartFormat format : {ChartFormat::Png, ChartFormat::Svg, ChartFormat::Pdf}) {
        const QString path = notAFolder + QStringLiteral("/chart.") + chartFormatKey(format);
        const QString error = exportChart(*chart, format, spec, path);
        INFO(error.toStdString());
        CHECK(error.contains(path));
        CHECK_FALSE(error.contains(u'\n'));
        CHECK(test::filesIn(dir.path()) == QStringList{QStringLiteral("plain-file")});
    }
    CHECK(test::readFile(notAFolder) == "not a folder");

    // A folder that does not exist, inside /proc.
    const QString inProc = QStringLiteral("/proc/gda-no-such-folder/chart.png");
    const QString procError = exportChart(*chart, ChartFormat::Png, spec, inProc);
    CHECK(procError.contains(inProc));
    CHECK_FALSE(QFile::exists(inProc));

    // A read-only folder stops a normal user (root writes anyway, hence the two cases above).
    if (::geteuid() != 0) {
        const QString locked = dir.filePath(QStringLiteral("locked"));
        REQUIRE(QDir().mkdir(locked));
        REQUIRE(QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        const QString path = locked + QStringLiteral("/chart.svg");
        CHECK(exportChart(*chart, ChartFormat::Svg, spec, path).contains(path));
        CHECK(test::filesIn(locked).isEmpty());
        QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                          QFileDevice::ExeOwner);
    }
}

TEST_CASE("export: a write that fails half-way keeps the old file and leaves no temporary file")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("chart.svg"));
    {
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("the previous export");
    }
    const QString error = writeAtomically(path, [](QIODevice &device) -> QString {
        device.write(QByteArray(100000, 'x'));
        return QStringLiteral("the disk is full");
    });
    CHECK(error.contains(path));
    CHECK(error.contains(QLatin1String("the disk is full")));
    CHECK(test::readFile(path) == "the previous export");
    CHECK(test::filesIn(dir.path()) == QStringList{QStringLiteral("chart.svg")});

    // A successful write replaces the file, again without leftovers.
    CHECK(writeAtomically(path, [](QIODevice &device) -> QString {
              device.write("new");
              return {};
          }).isEmpty());
    CHECK(test::readFile(path) == "new");
    CHECK(test::filesIn(dir.path()) == QStringList{QStringLiteral("chart.svg")});
}

// Issue 20: at a slide's 600 × 400 the titles and axis labels were cut ("On-pre..."), and the
// Dutch cost breakdown's legend read "Hardware en infrastructuur (kapitaal...". Every chart of
// the worked example, in both languages, at the slide size, the report's figure size and the
// default export size: nothing shortened.
TEST_CASE("export: charts laid out for export shorten no title, label or legend entry")
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        const i18n::LanguageScope scope(language);
        const QLocale locale = ui::LanguageManager::localeFor(language);
        const Analysis analysis = analyse(test::loadExampleScenario(test::kReportExample));
        for (ChartKind kind : ui::charts::kAllChartKinds) {
            for (const QSize size : {QSize(600, 400), QSize(760, 470), QSize(1200, 700)}) {
                auto chart = ui::charts::buildChart(kind, analysis.data, locale);
                const ChartCanvas canvas(*chart, QSizeF(size));
                INFO(language.toStdString()
                     << " " << ui::charts::chartKindKey(kind).toStdString() << " " << size.width()
                     << "×" << size.height() << " at " << canvas.textScale());
                CHECK(canvas.shortenedTexts().join(QStringLiteral(" | ")).toStdString() == "");
            }
        }
    }
    // The check can see a shortened text: at 200 × 200 the title cannot fit even at 50%.
    auto chart = exampleChart(ChartKind::Breakdown);
    const ChartCanvas tiny(*chart, QSizeF(200, 200));
    CHECK(tiny.textScale() == Approx(0.5));
    CHECK_FALSE(tiny.shortenedTexts().isEmpty());
}

namespace {

// Every visible text of a laid-out chart (titles, axis labels and titles, legend entries,
// callouts) with its box in the chart's coordinates: the glyphs' box, without the margin Qt's
// text documents keep around them.
std::vector<std::pair<QString, QRectF>> chartTexts(const QChart &chart)
{
    std::vector<std::pair<QString, QRectF>> out;
    std::vector<const QGraphicsItem *> pending{&chart};
    while (!pending.empty()) {
        const QGraphicsItem *item = pending.back();
        pending.pop_back();
        if (!item->isVisible())
            continue;
        const QList<QGraphicsItem *> children = item->childItems();
        pending.insert(pending.end(), children.begin(), children.end());
        QString text;
        QRectF box;
        if (const auto *rich = qgraphicsitem_cast<const QGraphicsTextItem *>(item)) {
            text = rich->toPlainText();
            const double margin = rich->document()->documentMargin();
            box = rich->boundingRect().adjusted(margin, margin, -margin, -margin);
        } else if (const auto *simple = qgraphicsitem_cast<const QGraphicsSimpleTextItem *>(item)) {
            text = simple->text();
            box = simple->boundingRect();
        } else if (const auto *callout = dynamic_cast<const ui::charts::ChartCallout *>(item)) {
            text = callout->text();
            box = callout->boundingRect();
        }
        if (text.trimmed().isEmpty())
            continue;
        out.emplace_back(text, chart.mapRectFromScene(item->mapRectToScene(box)));
    }
    return out;
}

} // namespace

// Issue 20 item 6: the document presets, in every chart kind and both languages. Each text lies
// inside the chart (half a pixel of rounding allowed) and none is shortened.
TEST_CASE("export: at every preset every chart's texts lie inside the chart, none shortened")
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        const i18n::LanguageScope scope(language);
        const QLocale locale = ui::LanguageManager::localeFor(language);
        const Analysis analysis = analyse(test::loadExampleScenario(test::kReportExample));
        for (ChartKind kind : ui::charts::kAllChartKinds) {
            for (ChartPreset preset : kAllChartPresets) {
                const QSize size = chartPresetSize(preset).size;
                auto chart = ui::charts::buildChart(kind, analysis.data, locale);
                const ChartCanvas canvas(*chart, QSizeF(size));
                INFO(language.toStdString()
                     << " " << ui::charts::chartKindKey(kind).toStdString() << " "
                     << chartPresetKey(preset).toStdString() << " at " << canvas.textScale());
                CHECK(canvas.shortenedTexts().join(QStringLiteral(" | ")).toStdString() == "");
                const QRectF inside =
                    QRectF(QPointF(0, 0), QSizeF(size)).adjusted(-0.5, -0.5, 0.5, 0.5);
                const auto texts = chartTexts(*chart);
                CHECK(texts.size() > 5);
                for (const auto &[text, box] : texts) {
                    INFO(text.toStdString() << " at " << box.x() << "," << box.y() << " "
                                            << box.width() << "×" << box.height());
                    CHECK(inside.contains(box));
                }
            }
        }
    }
    // The check sees a text outside: a chart laid out at 1200 × 700 but cut at 600 × 400.
    auto chart = exampleChart(ChartKind::BreakEven);
    const ChartCanvas canvas(*chart, QSizeF(1200, 700));
    const QRectF cut(0, 0, 600, 400);
    const auto texts = chartTexts(*chart);
    CHECK(std::any_of(texts.begin(), texts.end(),
                      [&cut](const auto &text) { return !cut.contains(text.second); }));
}
