// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/charts.h"
#include "scenario/scenario.h"

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

#include <optional>

QT_BEGIN_NAMESPACE
class QChart;
class QMimeData;
QT_END_NAMESPACE

// Charts to files and to the clipboard: PNG, SVG and vector PDF, written atomically. Every
// function that writes returns an empty string or one translated line naming the problem; none
// throws.
namespace gda::ui::exporting {

enum class ChartFormat { Png, Svg, Pdf };

// "png", "svg", "pdf".
QString chartFormatKey(ChartFormat format);
// The format a file name's extension asks for (case-insensitive); nullopt for any other.
std::optional<ChartFormat> chartFormatForPath(const QString &path);

inline constexpr QSize kDefaultChartSize{1200, 700};
inline constexpr int kReferenceDpi = 96; // the size is in pixels at this DPI
inline constexpr int kDefaultDpi = 192;  // 2× device pixel ratio
inline constexpr int kMinChartSide = 200;
inline constexpr int kMaxChartSide = 10000;
inline constexpr int kMinDpi = 48;
inline constexpr int kMaxDpi = 1200;

// How a chart is exported. `size` is the chart's size in pixels at 96 DPI, as on screen: it fixes
// the layout (fonts, legend, label spacing). `dpi` sets the resolution of a PNG, whose pixel size
// is size × dpi / 96 (the default 192 DPI gives 2× pixels); vector formats ignore it. A PDF page
// has the chart's size in points (size × 72 / 96).
struct ChartImageSpec
{
    QSize size = kDefaultChartSize;
    int dpi = kDefaultDpi;
    QString title;       // SVG <title>, PDF title
    QString description; // SVG <desc>
};

// Sizes for documents (docs/export.md §1): the chart's size in pixels at 96 DPI follows the
// place's size in millimetres (px = mm × 96 / 25.4), and the resolution suits the medium (a
// projector, print).
enum class ChartPreset { Slide16x9, HalfSlide, A4Column, A4Full };
inline constexpr ChartPreset kAllChartPresets[] = {ChartPreset::Slide16x9, ChartPreset::HalfSlide,
                                                   ChartPreset::A4Column, ChartPreset::A4Full};
struct ChartPresetSize
{
    QSize size; // pixels at 96 DPI: the layout
    int dpi;    // the PNG's resolution
};
// "slide-16x9", "half-slide", "a4-column", "a4-full".
QString chartPresetKey(ChartPreset preset);
std::optional<ChartPreset> chartPresetFromKey(const QString &key);
ChartPresetSize chartPresetSize(ChartPreset preset);
// "Slide 16:9", "A4 text column", …, in the active language.
QString chartPresetName(ChartPreset preset);
// The preset whose size and resolution these are; nullopt for any other.
std::optional<ChartPreset> chartPresetOf(QSize size, int dpi);

// The pixel size of a PNG exported with `spec`.
QSize pngPixelSize(const ChartImageSpec &spec);
// Why a spec cannot be exported in `format` (size, DPI or PNG pixels out of range), in one
// translated line; empty when it can.
QString checkSpec(const ChartImageSpec &spec, ChartFormat format);
inline constexpr int kMaxPngSide = 20000;

// An existing chart (shown in a view or not) laid out at spec.size and rendered. The chart is
// left as it was.
QImage chartImage(QChart &chart, const ChartImageSpec &spec);
QByteArray chartSvg(QChart &chart, const ChartImageSpec &spec);
QByteArray chartPdf(QChart &chart, const ChartImageSpec &spec);
QString exportChart(QChart &chart, ChartFormat format, const ChartImageSpec &spec,
                    const QString &path);

// The clipboard's content for a chart: the PNG image and the SVG ("image/svg+xml").
QMimeData *chartMimeData(QChart &chart, const ChartImageSpec &spec);
void copyChartToClipboard(QChart &chart, const ChartImageSpec &spec);

// "Break-even — 80 H100 on demand" and "Client: …. Scenario: …. GPU Decision Advisor.", in
// the active language.
QString chartTitle(const Scenario &scenario, charts::ChartKind kind);
QString chartDescription(const Scenario &scenario, charts::ChartKind kind);

// One chart of a scenario, built in `language` ("en" / "nl": texts and numbers) and written.
struct ChartRequest
{
    Scenario scenario;
    charts::ChartKind kind = charts::ChartKind::BreakEven;
    QString language = QStringLiteral("en");
    ChartFormat format = ChartFormat::Png;
    QSize size = kDefaultChartSize;
    int dpi = kDefaultDpi;
    QString outputPath;
};
QString writeChart(const ChartRequest &request);

// The chart of a request, built in its language (title and description filled in); for the
// clipboard and previews.
std::unique_ptr<QChart> buildChart(const ChartRequest &request, ChartImageSpec *spec = nullptr);

} // namespace gda::ui::exporting
