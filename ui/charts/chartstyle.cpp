// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartstyle.h"

#include "core/optiontable.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gda::ui::charts {

using engine::Category;
using engine::Option;

namespace {

constexpr qreal kLineWidth = 3.0;
constexpr qreal kMarkerLineWidth = 2.0;
const QColor kTextColor(0x20, 0x20, 0x20);
const QColor kGridColor(0xd8, 0xd8, 0xd8);
const QColor kBarBorder(0x30, 0x30, 0x30);

} // namespace

QFont chartFont(FontRole role)
{
    QFont font;
    switch (role) {
    case FontRole::Title:
        font.setPointSizeF(14.0);
        font.setBold(true);
        break;
    case FontRole::Subtitle:
        font.setPointSizeF(11.0);
        break;
    case FontRole::AxisTitle:
        font.setPointSizeF(11.0);
        font.setBold(true);
        break;
    case FontRole::AxisLabels:
    case FontRole::Legend:
        font.setPointSizeF(10.0);
        break;
    case FontRole::PointLabel:
        font.setPointSizeF(10.0);
        font.setBold(true);
        break;
    }
    return font;
}

QPen optionPen(Option option)
{
    return ui::optionPen(option, kLineWidth);
}

QBrush categoryBrush(Category category)
{
    // Fifteen solid fills at least 25 apart in CIE L*a*b* (ΔE 1976), so that every segment and
    // legend entry can be told apart at the size of a report figure; hatchings could not be (their
    // lines are a pixel or two apart there).
    switch (category) {
    case Category::Capex:
        return QBrush(QColor(0x8c, 0x56, 0x4b)); // brown
    case Category::CloudCompute:
        return QBrush(QColor(0x1f, 0x77, 0xb4)); // blue
    case Category::Staff:
        return QBrush(QColor(0xff, 0x7f, 0x0e)); // orange
    case Category::CloudOverhead:
        return QBrush(QColor(0xae, 0xc7, 0xe8)); // light blue
    case Category::Power:
        return QBrush(QColor(0xff, 0xbb, 0x78)); // light orange
    case Category::OnpremStorage:
        return QBrush(QColor(0x2c, 0xa0, 0x2c)); // green
    case Category::CloudStorage:
        return QBrush(QColor(0x17, 0xbe, 0xcf)); // cyan
    case Category::CloudEgress:
        return QBrush(QColor(0x39, 0x3b, 0x79)); // navy
    case Category::Maintenance:
        return QBrush(QColor(0x63, 0x79, 0x39)); // olive
    case Category::Colocation:
        return QBrush(QColor(0x7f, 0x7f, 0x7f)); // grey
    case Category::OtherOpex:
        return QBrush(QColor(0xbc, 0xbd, 0x22)); // yellow-green
    case Category::Migration:
        return QBrush(QColor(0xd6, 0x27, 0x28)); // red
    case Category::ResidualCredit:
        return QBrush(QColor(0x98, 0xdf, 0x8a)); // light green
    case Category::CrossCloudEgress:
        return QBrush(QColor(0x94, 0x67, 0xbd)); // purple
    case Category::Orchestration:
        return QBrush(QColor(0xf7, 0xb6, 0xd2)); // pink
    }
    return QBrush(Qt::gray);
}

QPen markerLinePen(Qt::PenStyle style, const QColor &color)
{
    QPen pen(color, kMarkerLineWidth, style);
    pen.setCapStyle(style == Qt::SolidLine ? Qt::SquareCap : Qt::FlatCap);
    return pen;
}

std::unique_ptr<QChart> makeChart(const QLocale &locale)
{
    auto chart = std::make_unique<QChart>();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setLocalizeNumbers(true);
    chart->setLocale(locale);
    chart->setBackgroundRoundness(0);
    chart->setBackgroundBrush(Qt::white);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setDropShadowEnabled(false);
    chart->setMargins(QMargins(10, 6, 16, 6));
    chart->layout()->setContentsMargins(0, 0, 0, 0); // no grey frame around the background
    chart->setTitleFont(chartFont(FontRole::Title));
    chart->setTitleBrush(kTextColor);
    QLegend *legend = chart->legend();
    legend->setAlignment(Qt::AlignBottom);
    legend->setFont(chartFont(FontRole::Legend));
    legend->setLabelColor(kTextColor);
    legend->setMarkerShape(QLegend::MarkerShapeFromSeries);
    return chart;
}

void setTitles(QChart &chart, const QString &title, const QString &subtitle)
{
    // The chart title is rich text: the subtitle goes on a second line in a lighter font.
    QString html = title.toHtmlEscaped();
    if (!subtitle.isEmpty()) {
        const QFont font = chartFont(FontRole::Subtitle);
        html += QStringLiteral("<br/><span style=\"font-weight:normal; font-size:%1pt\">%2</span>")
                    .arg(font.pointSizeF())
                    .arg(subtitle.toHtmlEscaped());
    }
    chart.setTitle(QStringLiteral("<div align=\"center\">") + html + QStringLiteral("</div>"));
}

NiceRange niceRange(double low, double high, int targetTicks)
{
    if (!std::isfinite(low) || !std::isfinite(high))
        return {};
    if (low > high)
        std::swap(low, high);
    if (high - low < 1e-12 * std::max(1.0, std::abs(high))) {
        const double pad = std::abs(high) > 0.0 ? std::abs(high) * 0.1 : 1.0;
        low -= pad;
        high += pad;
    }
    // Of the steps 1, 2, 2.5 and 5 × 10^k that give between targetTicks − 2 and
    // targetTicks + 4 intervals, the one that wastes the least room (then: fewer ticks).
    const double raw = (high - low) / std::max(1, targetTicks);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    NiceRange best;
    double bestSpan = std::numeric_limits<double>::infinity();
    for (double scale : {0.1, 1.0, 10.0}) {
        for (double m : {1.0, 2.0, 2.5, 5.0}) {
            const double step = m * magnitude * scale;
            // A tolerance keeps a value already on a tick (0, 100) from adding a tick.
            const double eps = step * 1e-9;
            const double min = std::floor((low + eps) / step) * step;
            const double max = std::ceil((high - eps) / step) * step;
            const double intervals = std::round((max - min) / step);
            if (intervals < std::max(1, targetTicks - 2) || intervals > targetTicks + 4)
                continue;
            if (max - min < bestSpan * (1.0 - 1e-12) ||
                (max - min <= bestSpan * (1.0 + 1e-12) && step > best.interval)) {
                best = {min, max, step};
                bestSpan = max - min;
            }
        }
    }
    if (!std::isfinite(bestSpan))
        return {low, high, (high - low) / std::max(1, targetTicks)};
    return best;
}

void styleAxis(QAbstractAxis &axis)
{
    axis.setLabelsFont(chartFont(FontRole::AxisLabels));
    axis.setLabelsColor(kTextColor);
    axis.setTitleFont(chartFont(FontRole::AxisTitle));
    axis.setTitleBrush(kTextColor);
    axis.setGridLineColor(kGridColor);
    axis.setLinePenColor(QColor(0x80, 0x80, 0x80));
}

QValueAxis *addValueAxis(QChart &chart, Qt::Alignment alignment, const QString &title,
                         const NiceRange &range, int decimals)
{
    auto *axis = new QValueAxis;
    chart.addAxis(axis, alignment);
    axis->setTitleText(title);
    axis->setRange(range.min, range.max);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(range.interval);
    axis->setMinorTickCount(0);
    axis->setLabelFormat(QStringLiteral("%.") + QString::number(decimals) + u'f');
    styleAxis(*axis);
    return axis;
}

QBarCategoryAxis *addCategoryAxis(QChart &chart, Qt::Alignment alignment,
                                  const QStringList &categories, const QString &title)
{
    auto *axis = new QBarCategoryAxis;
    chart.addAxis(axis, alignment);
    axis->append(categories);
    axis->setTitleText(title);
    axis->setTitleVisible(!title.isEmpty());
    axis->setGridLineVisible(false);
    styleAxis(*axis);
    return axis;
}

QLineSeries *addVerticalLine(QChart &chart, QAbstractAxis *xAxis, QAbstractAxis *yAxis, double x,
                             double yLow, double yHigh, const QPen &pen, const QString &name)
{
    auto *line = new QLineSeries;
    line->setName(name);
    line->append(x, yLow);
    line->append(x, yHigh);
    chart.addSeries(line);
    line->attachAxis(xAxis);
    line->attachAxis(yAxis);
    line->setPen(pen);
    return line;
}

void hideFromLegend(QChart &chart, QAbstractSeries *series)
{
    const QList<QLegendMarker *> markers = chart.legend()->markers(series);
    for (QLegendMarker *marker : markers)
        marker->setVisible(false);
}

void useRectangleMarkers(QChart &chart, QAbstractSeries *series)
{
    const QList<QLegendMarker *> markers = chart.legend()->markers(series);
    for (QLegendMarker *marker : markers)
        marker->setShape(QLegend::MarkerShapeRectangle);
}

QString withCurrency(const QString &quantity, const QString &symbol)
{
    return tr("%1 (%2)", "quantity (currency symbol) in an axis title").arg(quantity, symbol);
}

} // namespace gda::ui::charts
