// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartexport.h"

#include "analysis.h"
#include "chartcanvas.h"
#include "exportfiles.h"

#include "core/languagemanager.h"
#include "i18n/languagescope.h"

#include <QBuffer>
#include <QChart>
#include <QClipboard>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMimeData>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <cmath>

namespace gda::ui::exporting {

namespace {

// Whether QSvgGenerator escapes its title and description (Qt 6.4 writes them as they are).
bool svgGeneratorEscapesMetadata()
{
    static const bool escapes = [] {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(QSize(1, 1));
        generator.setTitle(QStringLiteral("&"));
        QPainter painter(&generator);
        painter.end();
        return buffer.data().contains("&amp;");
    }();
    return escapes;
}

QString svgText(const QString &text)
{
    return svgGeneratorEscapesMetadata() ? text : text.toHtmlEscaped();
}

// QSvgGenerator declares the family of the font as Qt names it, on Linux often the fontconfig
// alias "Sans Serif", which no other program knows (Office substitutes a serif font): every
// family gets the generic CSS family after it, and the alias becomes the generic family itself.
QByteArray withGenericFontFamilies(const QByteArray &svg)
{
    static const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
    const QString text = QString::fromUtf8(svg);
    QString out;
    out.reserve(text.size() + 256);
    qsizetype from = 0;
    for (auto it = family.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += QStringView(text).mid(from, match.capturedStart() - from);
        const QString name = match.captured(1).trimmed();
        const QString lower = name.toLower();
        QString families;
        if (lower.isEmpty() || lower == QLatin1String("sans serif") ||
            lower == QLatin1String("sans") || lower == QLatin1String("sans-serif"))
            families = QStringLiteral("sans-serif");
        else if (lower.endsWith(QLatin1String("sans-serif")) ||
                 lower.endsWith(QLatin1String("serif")) ||
                 lower.endsWith(QLatin1String("monospace")))
            families = name;
        else
            families = name + QStringLiteral(", sans-serif");
        out += QStringLiteral("font-family=\"%1\"").arg(families);
        from = match.capturedEnd();
    }
    out += QStringView(text).mid(from);
    return out.toUtf8();
}

QString writeSvg(QChart &chart, const ChartImageSpec &spec, QIODevice &device)
{
    const ChartCanvas canvas(chart, spec.size);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setResolution(ChartCanvas::screenDpi());
    generator.setSize(spec.size);
    generator.setViewBox(QRect(QPoint(0, 0), spec.size));
    generator.setTitle(svgText(spec.title));
    generator.setDescription(svgText(spec.description));
    QPainter painter;
    if (!painter.begin(&generator))
        return tr("the SVG generator cannot start");
    canvas.paint(painter, QRectF(QPointF(0, 0), QSizeF(spec.size)));
    painter.end();
    const QByteArray svg = withGenericFontFamilies(buffer.data());
    if (device.write(svg) != svg.size())
        return device.errorString().isEmpty() ? tr("the SVG could not be written")
                                              : device.errorString();
    return {};
}

QString writePdf(QChart &chart, const ChartImageSpec &spec, QIODevice &device)
{
    const ChartCanvas canvas(chart, spec.size);
    QPdfWriter writer(&device);
    writer.setCreator(QStringLiteral("GPU Decision Advisor"));
    writer.setTitle(spec.title);
    writer.setResolution(ChartCanvas::screenDpi());
    const QSizeF points = QSizeF(spec.size) * 72.0 / kReferenceDpi;
    writer.setPageSize(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter painter;
    if (!painter.begin(&writer))
        return tr("the PDF writer cannot start");
    canvas.paint(painter, QRectF(0, 0, writer.width(), writer.height()));
    if (!painter.end())
        return tr("the PDF writer failed");
    return {};
}

} // namespace

QString chartFormatKey(ChartFormat format)
{
    switch (format) {
    case ChartFormat::Png:
        return QStringLiteral("png");
    case ChartFormat::Svg:
        return QStringLiteral("svg");
    case ChartFormat::Pdf:
        return QStringLiteral("pdf");
    }
    return {};
}

std::optional<ChartFormat> chartFormatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (ChartFormat format : {ChartFormat::Png, ChartFormat::Svg, ChartFormat::Pdf})
        if (suffix == chartFormatKey(format))
            return format;
    return std::nullopt;
}

QString chartPresetKey(ChartPreset preset)
{
    switch (preset) {
    case ChartPreset::Slide16x9:
        return QStringLiteral("slide-16x9");
    case ChartPreset::HalfSlide:
        return QStringLiteral("half-slide");
    case ChartPreset::A4Column:
        return QStringLiteral("a4-column");
    case ChartPreset::A4Full:
        return QStringLiteral("a4-full");
    }
    return {};
}

std::optional<ChartPreset> chartPresetFromKey(const QString &key)
{
    for (ChartPreset preset : kAllChartPresets)
        if (chartPresetKey(preset) == key)
            return preset;
    return std::nullopt;
}

ChartPresetSize chartPresetSize(ChartPreset preset)
{
    switch (preset) {
    case ChartPreset::Slide16x9: // a whole 13.33 × 7.5 inch slide; the PNG is 1920 × 1080
        return {QSize(1280, 720), 144};
    case ChartPreset::HalfSlide: // one half of that slide beside text, 159 × 127 mm
        return {QSize(600, 480), 144};
    case ChartPreset::A4Column: // A4's text column at 25 mm margins, 160 × 100 mm, for print
        return {QSize(605, 378), 300};
    case ChartPreset::A4Full: // a landscape A4 page inside 10 mm margins, 277 × 190 mm
        return {QSize(1047, 718), 300};
    }
    return {kDefaultChartSize, kDefaultDpi};
}

QString chartPresetName(ChartPreset preset)
{
    switch (preset) {
    case ChartPreset::Slide16x9:
        return tr("Slide 16:9");
    case ChartPreset::HalfSlide:
        return tr("Half a slide");
    case ChartPreset::A4Column:
        return tr("A4 text column");
    case ChartPreset::A4Full:
        return tr("A4 page (landscape)");
    }
    return {};
}

std::optional<ChartPreset> chartPresetOf(QSize size, int dpi)
{
    for (ChartPreset preset : kAllChartPresets) {
        const ChartPresetSize spec = chartPresetSize(preset);
        if (spec.size == size && spec.dpi == dpi)
            return preset;
    }
    return std::nullopt;
}

QSize pngPixelSize(const ChartImageSpec &spec)
{
    const double scale = double(spec.dpi) / kReferenceDpi;
    return {int(std::lround(spec.size.width() * scale)),
            int(std::lround(spec.size.height() * scale))};
}

QString checkSpec(const ChartImageSpec &spec, ChartFormat format)
{
    auto inRange = [](int value) { return value >= kMinChartSide && value <= kMaxChartSide; };
    if (!inRange(spec.size.width()) || !inRange(spec.size.height()))
        return tr("The chart size %1 × %2 is out of range (valid: %3 to %4 pixels per side).")
            .arg(spec.size.width())
            .arg(spec.size.height())
            .arg(kMinChartSide)
            .arg(kMaxChartSide);
    if (spec.dpi < kMinDpi || spec.dpi > kMaxDpi)
        return tr("The resolution %1 DPI is out of range (valid: %2 to %3).")
            .arg(spec.dpi)
            .arg(kMinDpi)
            .arg(kMaxDpi);
    const QSize pixels = pngPixelSize(spec);
    if (format == ChartFormat::Png &&
        (pixels.width() > kMaxPngSide || pixels.height() > kMaxPngSide))
        return tr("The image would be %1 × %2 pixels; at most %3 per side. Lower the size or "
                  "the resolution.")
            .arg(pixels.width())
            .arg(pixels.height())
            .arg(kMaxPngSide);
    return {};
}

QImage chartImage(QChart &chart, const ChartImageSpec &spec)
{
    const ChartCanvas canvas(chart, spec.size);
    const QSize pixels = pngPixelSize(spec);
    // Painted at the default logical DPI, for which the chart's fonts were laid out; the
    // resolution is set afterwards, as the image's metadata only.
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image;
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        canvas.paint(painter, QRectF(QPointF(0, 0), QSizeF(pixels)));
    }
    const int dotsPerMeter = int(std::lround(spec.dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    return image;
}

QByteArray chartSvg(QChart &chart, const ChartImageSpec &spec)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    writeSvg(chart, spec, buffer);
    return buffer.data();
}

QByteArray chartPdf(QChart &chart, const ChartImageSpec &spec)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    writePdf(chart, spec, buffer);
    return buffer.data();
}

QString exportChart(QChart &chart, ChartFormat format, const ChartImageSpec &spec,
                    const QString &path)
{
    if (const QString problem = checkSpec(spec, format); !problem.isEmpty())
        return problem;
    return writeAtomically(path, [&](QIODevice &device) -> QString {
        switch (format) {
        case ChartFormat::Png: {
            const QImage image = chartImage(chart, spec);
            if (image.isNull())
                return tr("not enough memory for the image");
            if (!image.save(&device, "PNG"))
                return device.errorString().isEmpty() ? tr("the PNG could not be written")
                                                      : device.errorString();
            return {};
        }
        case ChartFormat::Svg:
            return writeSvg(chart, spec, device);
        case ChartFormat::Pdf:
            return writePdf(chart, spec, device);
        }
        return {};
    });
}

QMimeData *chartMimeData(QChart &chart, const ChartImageSpec &spec)
{
    auto *mime = new QMimeData;
    mime->setImageData(chartImage(chart, spec));
    mime->setData(QStringLiteral("image/svg+xml"), chartSvg(chart, spec));
    return mime;
}

void copyChartToClipboard(QChart &chart, const ChartImageSpec &spec)
{
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setMimeData(chartMimeData(chart, spec));
}

QString chartTitle(const Scenario &scenario, charts::ChartKind kind)
{
    if (scenario.name.isEmpty())
        return charts::chartKindName(kind);
    return tr("%1 — %2", "chart name — scenario name")
        .arg(charts::chartKindName(kind), scenario.name);
}

QString chartDescription(const Scenario &scenario, charts::ChartKind kind)
{
    const QString client = scenario.client.isEmpty() ? tr("not named") : scenario.client;
    return tr("%1 of scenario \"%2\" for client %3, made with GPU Decision Advisor.")
        .arg(charts::chartKindName(kind), scenario.name, client);
}

std::unique_ptr<QChart> buildChart(const ChartRequest &request, ChartImageSpec *spec)
{
    const i18n::LanguageScope language(request.language); // the interface keeps its own
    const Analysis analysis = analyse(request.scenario, request.kind);
    auto chart = charts::buildChart(request.kind, analysis.data,
                                    LanguageManager::localeFor(request.language));
    if (spec) {
        spec->size = request.size;
        spec->dpi = request.dpi;
        spec->title = chartTitle(request.scenario, request.kind);
        spec->description = chartDescription(request.scenario, request.kind);
    }
    return chart;
}

QString writeChart(const ChartRequest &request)
{
    ChartImageSpec spec;
    spec.size = request.size;
    spec.dpi = request.dpi;
    if (const QString problem = checkSpec(spec, request.format); !problem.isEmpty())
        return problem;
    const std::unique_ptr<QChart> chart = buildChart(request, &spec);
    return exportChart(*chart, request.format, spec, request.outputPath);
}

} // namespace gda::ui::exporting
