// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every chart renders offscreen to PNG and SVG, with every axis range explicit and holding its
// data.
#include "chartrendering.h"
#include "chartstestdata.h"

#include "charts/chartcallout.h"
#include "charts/costcharts.h"
#include "core/format.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>
#include <QXYSeries>
#include <QXmlStreamReader>

#include <map>

using namespace gda;
using namespace gda::ui::charts;

namespace {

// Both worked examples with everything the charts need, computed once.
const std::vector<std::pair<const char *, ChartData>> &examples()
{
    static const auto data = [] {
        std::vector<std::pair<const char *, ChartData>> out;
        for (const char *name : {test::kNoBreakEven, test::kBreakEven}) {
            ChartData d = test::chartData(test::loadExample(name));
            d.tornado = engine::tornado(d.scenario.inputs);
            engine::MonteCarloSpec spec = gda::defaultUncertaintySpec(d.scenario.inputs);
            spec.draws = 2000;
            d.monteCarlo =
                std::get<engine::MonteCarloResult>(engine::simulate(d.scenario.inputs, spec));
            out.emplace_back(name, std::move(d));
        }
        return out;
    }();
    return data;
}

// Checks that the axis `axis` shows every coordinate in `values`.
void requireContains(QAbstractAxis *axis, const std::vector<double> &values)
{
    if (auto *value = qobject_cast<QValueAxis *>(axis)) {
        REQUIRE(value->min() < value->max());
        REQUIRE(value->tickType() == QValueAxis::TicksDynamic);
        for (double v : values) {
            INFO(axis->titleText().toStdString()
                 << ": " << v << " in [" << value->min() << ", " << value->max() << "]");
            REQUIRE(v >= value->min());
            REQUIRE(v <= value->max());
        }
    } else if (auto *category = qobject_cast<QBarCategoryAxis *>(axis)) {
        for (double v : values) {
            REQUIRE(v >= -0.5);
            REQUIRE(v <= category->count() - 0.5);
        }
    } else {
        FAIL("unexpected axis type");
    }
}

void requireXYInRange(QXYSeries *series, const QList<QAbstractAxis *> &axes)
{
    std::vector<double> xs;
    std::vector<double> ys;
    for (int i = 0; i < series->count(); ++i) {
        xs.push_back(series->at(i).x());
        ys.push_back(series->at(i).y());
    }
    for (QAbstractAxis *axis : axes)
        requireContains(axis, axis->orientation() == Qt::Horizontal ? xs : ys);
}

void requireBarsInRange(QAbstractBarSeries *series)
{
    const bool stacked = qobject_cast<QStackedBarSeries *>(series) ||
                         qobject_cast<QHorizontalStackedBarSeries *>(series);
    const Qt::Orientation valueOrientation =
        series->type() == QAbstractSeries::SeriesTypeHorizontalBar ||
                series->type() == QAbstractSeries::SeriesTypeHorizontalStackedBar
            ? Qt::Horizontal
            : Qt::Vertical;
    std::map<int, std::pair<double, double>> stacks; // category → (negative, positive)
    std::vector<double> values;
    int categories = 0;
    const QList<QBarSet *> sets = series->barSets();
    for (QBarSet *set : sets) {
        categories = std::max(categories, set->count());
        for (int i = 0; i < set->count(); ++i) {
            values.push_back(set->at(i));
            auto &[negative, positive] = stacks[i];
            (set->at(i) < 0 ? negative : positive) += set->at(i);
        }
    }
    if (stacked) {
        values.clear();
        for (const auto &[category, sums] : stacks) {
            values.push_back(sums.first);
            values.push_back(sums.second);
        }
    }
    const QList<QAbstractAxis *> axes = series->attachedAxes();
    REQUIRE(axes.size() == 2);
    for (QAbstractAxis *axis : axes) {
        if (axis->orientation() == valueOrientation)
            requireContains(axis, values);
        else
            REQUIRE(qobject_cast<QBarCategoryAxis *>(axis)->count() == categories);
    }
}

} // namespace

TEST_CASE("every chart has explicit axis ranges holding all its data", "[charts]")
{
    for (const auto &[name, data] : examples()) {
        for (ChartKind kind : kAllChartKinds) {
            DYNAMIC_SECTION(name << " " << chartKindKey(kind).toStdString())
            {
                const auto chart = buildChart(kind, data, test::kEnglish);
                REQUIRE(chart->animationOptions() == QChart::NoAnimation);
                REQUIRE(chart->localizeNumbers());
                REQUIRE(chart->locale() == test::kEnglish);
                REQUIRE(!chart->series().isEmpty());
                const QList<QAbstractSeries *> all = chart->series();
                for (QAbstractSeries *series : all) {
                    const QList<QAbstractAxis *> axes = series->attachedAxes();
                    REQUIRE(axes.size() == 2);
                    if (auto *xy = qobject_cast<QXYSeries *>(series))
                        requireXYInRange(xy, axes);
                    else if (auto *area = qobject_cast<QAreaSeries *>(series))
                        requireXYInRange(area->upperSeries(), axes);
                    else if (auto *bars = qobject_cast<QAbstractBarSeries *>(series))
                        requireBarsInRange(bars);
                    else
                        FAIL("unexpected series type");
                }
                // Money axes name the currency.
                bool currency = false;
                const QList<QAbstractAxis *> axes = chart->axes();
                for (QAbstractAxis *axis : axes)
                    currency =
                        currency ||
                        axis->titleText().contains(
                            u'(' + ui::format::currencySymbol(data.scenario.currency) + u')');
                REQUIRE(currency == (kind != ChartKind::Matrix));
            }
        }
    }
}

TEST_CASE("every chart renders offscreen to a non-empty PNG", "[charts]")
{
    const QSize size(1200, 700);
    for (const auto &[name, data] : examples()) {
        for (ChartKind kind : kAllChartKinds) {
            DYNAMIC_SECTION(name << " " << chartKindKey(kind).toStdString())
            {
                test::ChartRendering rendering(buildChart(kind, data, test::kDutch), size);
                const QImage image = rendering.image();
                REQUIRE(image.size() == size);
                qsizetype ink = 0;
                qsizetype dark = 0;
                for (int y = 0; y < image.height(); ++y) {
                    for (int x = 0; x < image.width(); ++x) {
                        const QColor c = image.pixelColor(x, y);
                        ink += c != QColor(Qt::white) ? 1 : 0;
                        dark += c.lightness() < 100 ? 1 : 0;
                    }
                }
                INFO("ink " << ink << " dark " << dark);
                REQUIRE(ink > image.width() * image.height() / 50);
                REQUIRE(dark > 2000);

                QByteArray png;
                QBuffer buffer(&png);
                buffer.open(QIODevice::WriteOnly);
                REQUIRE(image.save(&buffer, "PNG"));
                REQUIRE(png.size() > 10'000);

                // Callouts are laid out inside the plot area.
                const QList<ChartCallout *> callouts = ChartCallout::of(*rendering.chart());
                for (ChartCallout *callout : callouts) {
                    const QRectF box = callout->mapRectToScene(callout->boundingRect());
                    REQUIRE(QRectF(QPointF(0, 0), size).contains(box));
                }
            }
        }
    }
}

TEST_CASE("every chart renders offscreen to SVG with vector paths", "[charts]")
{
    for (const auto &[name, data] : examples()) {
        for (ChartKind kind : kAllChartKinds) {
            DYNAMIC_SECTION(name << " " << chartKindKey(kind).toStdString())
            {
                test::ChartRendering rendering(buildChart(kind, data, test::kEnglish),
                                               QSize(1200, 700));
                const QByteArray svg = rendering.svg();
                QXmlStreamReader xml(svg);
                int shapes = 0;
                int texts = 0;
                bool root = false;
                while (!xml.atEnd()) {
                    if (xml.readNext() != QXmlStreamReader::StartElement)
                        continue;
                    const auto element = xml.name();
                    root = root || element == QLatin1String("svg");
                    shapes +=
                        element == QLatin1String("path") || element == QLatin1String("polyline")
                            ? 1
                            : 0;
                    texts += element == QLatin1String("text") ? 1 : 0;
                }
                INFO(xml.errorString().toStdString());
                REQUIRE(!xml.hasError());
                REQUIRE(root);
                REQUIRE(shapes >= 3);
                REQUIRE(texts >= 5);
            }
        }
    }
}

// The issue-20 case: "Yours: 90%" at the right edge of the plot flipped onto "Break-even: 77%".
// Every scenario utilization from 50% to 100% against the example's break-even, at the report's
// layout size, a slide and the default export size, in both languages.
TEST_CASE("utilization chart callouts never overlap each other", "[charts]")
{
    Scenario scenario = test::loadExample(test::kBreakEven);
    for (int percent = 50; percent <= 100; percent += 5) {
        scenario.inputs.workload.utilization = percent / 100.0;
        const engine::Evaluation evaluation = engine::evaluate(scenario.inputs);
        REQUIRE(evaluation.breakEvenUtilization);
        for (const QSize size : {QSize(600, 400), QSize(760, 430), QSize(1200, 700)}) {
            for (const QLocale &locale : {test::kEnglish, test::kDutch}) {
                test::ChartRendering rendering(utilizationChart(scenario, evaluation, locale),
                                               size);
                const QList<ChartCallout *> callouts = ChartCallout::of(*rendering.chart());
                REQUIRE(callouts.size() == 2);
                const QRectF a = callouts[0]->box();
                const QRectF b = callouts[1]->box();
                INFO(percent << "% at " << size.width() << "×" << size.height() << ": "
                             << callouts[0]->text().toStdString() << " "
                             << callouts[1]->text().toStdString());
                CHECK_FALSE(a.intersects(b));
                // Both inside the chart.
                CHECK(QRectF(QPointF(0, 0), QSizeF(size)).contains(a));
                CHECK(QRectF(QPointF(0, 0), QSizeF(size)).contains(b));
            }
        }
    }
}
