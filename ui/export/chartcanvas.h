// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QRectF>
#include <QSizeF>
#include <QStringList>

#include <memory>
#include <tuple>
#include <utility>
#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QChart;
class QGraphicsScene;
class QPainter;
class QValueAxis;
QT_END_NAMESPACE

namespace gda::ui::exporting {

// A chart laid out at an export size for the lifetime of the object, ready to paint into any
// QPainter (image, SVG, PDF) as vector graphics. A chart without a scene gets one of its own; a
// chart shown in a view is resized in place and given its size back afterwards (no event loop
// runs in between, so the view never shows the export size). The chart is laid out before it
// paints, so that callouts and axis labels sit where they belong at that size. A horizontal
// value axis whose labels would not fit side by side at that size (and be elided: "22,500,…")
// gets fewer ticks, and a chart whose titles, labels or legend entries Qt Charts would shorten
// ("On-pre...", at a slide's 600 × 400) gets smaller text, down to 50%, for the export only.
class ChartCanvas
{
public:
    ChartCanvas(QChart &chart, QSizeF size);
    ~ChartCanvas();
    ChartCanvas(const ChartCanvas &) = delete;
    ChartCanvas &operator=(const ChartCanvas &) = delete;

    QSizeF size() const { return m_size; }

    // Paints the chart into `target` (in the painter's coordinates), scaled to fill it. The
    // painter's device should have the screen's logical DPI (see screenDpi()): text that the
    // chart draws itself is sized for that DPI.
    void paint(QPainter &painter, const QRectF &target) const;

    // The logical DPI the chart's fonts were laid out for (96 offscreen).
    static int screenDpi();

    // The texts Qt Charts shortened to make them fit ("On-pre..."): titles, axis labels and
    // titles, legend entries. Empty once the canvas has laid the chart out, unless even the
    // smallest text size did not fit.
    QStringList shortenedTexts() const;
    // The factor the chart's text sizes were scaled by to fit (1 = as designed).
    double textScale() const { return m_textScale; }

private:
    void layOut();
    void thinCrowdedAxes();
    void shrinkTextToFit();
    void scaleText(double factor);

    QChart &m_chart;
    QSizeF m_size;
    QSizeF m_previousSize;
    std::unique_ptr<QGraphicsScene> m_scene;                // only when the chart had no scene
    std::vector<std::pair<QValueAxis *, double>> m_thinned; // axis, its own tick interval
    // The chart's own text, restored afterwards when it had to shrink.
    double m_textScale = 1.0;
    QString m_title;
    QFont m_titleFont;
    QFont m_legendFont;
    std::vector<std::tuple<QAbstractAxis *, QFont, QFont>> m_axisFonts; // labels, title
};

} // namespace gda::ui::exporting
