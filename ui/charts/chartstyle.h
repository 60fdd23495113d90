// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/results.h"

#include <QBrush>
#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <QPen>
#include <QString>
#include <QStringList>

#include <memory>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QAbstractSeries;
class QBarCategoryAxis;
class QChart;
class QLineSeries;
class QValueAxis;
QT_END_NAMESPACE

// The look shared by every chart: fonts legible on screen and in a 1200×700 export, pens and
// brushes that stay distinct in grayscale print, and axes with explicit, rounded ranges.
// Internal to ui/charts.
namespace gda::ui::charts {

// Translation context of the builders (free functions): "gda::ui::charts".
inline QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("gda::ui::charts", text, disambiguation, n);
}

enum class FontRole { Title, Subtitle, AxisTitle, AxisLabels, Legend, PointLabel };
QFont chartFont(FontRole role);

// An option's line: the colour and dash of its look (core/optiontable.h), in the charts' width.
QPen optionPen(engine::Option option);

// A solid fill per cost category, every one clearly different from the others in colour.
QBrush categoryBrush(engine::Category category);

// The pen of a marker line (break-even utilization, percentiles, thresholds).
QPen markerLinePen(Qt::PenStyle style, const QColor &color = QColor(0x30, 0x30, 0x30));

// An empty chart with our defaults: no animation, localized numbers in `locale`, white
// background, fonts, legend at the bottom drawing each series' own line or marker.
std::unique_ptr<QChart> makeChart(const QLocale &locale);

// Title with an optional second line in a smaller, normal-weight font.
void setTitles(QChart &chart, const QString &title, const QString &subtitle = {});

// A range from rounded ticks that contains [low, high], with its tick interval.
struct NiceRange
{
    double min = 0.0;
    double max = 1.0;
    double interval = 1.0;
};
NiceRange niceRange(double low, double high, int targetTicks = 6);

// Adds a value axis with the given title and range to the chart: ticks on multiples of
// range.interval, labels with `decimals` decimals (localised by the chart).
QValueAxis *addValueAxis(QChart &chart, Qt::Alignment alignment, const QString &title,
                         const NiceRange &range, int decimals = 0);

// Adds a category axis (bar charts) with the given categories, in order from the origin.
QBarCategoryAxis *addCategoryAxis(QChart &chart, Qt::Alignment alignment,
                                  const QStringList &categories, const QString &title = {});

// A vertical line from (x, yLow) to (x, yHigh) attached to both axes, named for the legend.
QLineSeries *addVerticalLine(QChart &chart, QAbstractAxis *xAxis, QAbstractAxis *yAxis, double x,
                             double yLow, double yHigh, const QPen &pen, const QString &name);

// Hides a series' entry in the legend.
void hideFromLegend(QChart &chart, QAbstractSeries *series);

// Legend entries of a bar or area series as filled rectangles (lines keep their own pen).
void useRectangleMarkers(QChart &chart, QAbstractSeries *series);

// "Cumulative cost (€)": a quantity with the currency symbol.
QString withCurrency(const QString &quantity, const QString &symbol);

} // namespace gda::ui::charts
