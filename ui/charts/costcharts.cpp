// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "costcharts.h"

#include "chartcallout.h"
#include "chartstyle.h"
#include "core/format.h"
#include "core/optiontable.h"
#include "core/texts.h"
#include "engine/costmodel.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gda::ui::charts {

using engine::Category;
using engine::Evaluation;
using engine::Option;

namespace {

// Month ticks: quarters for short horizons, half years up to six years, then years.
double monthInterval(int months)
{
    return months <= 24 ? 3.0 : months <= 72 ? 6.0 : 12.0;
}

QString optionSeriesKey(Option option)
{
    return QString::fromLatin1(engine::optionKey(option));
}

QLineSeries *addOptionSeries(QChart &chart, Option option, QAbstractAxis *x, QAbstractAxis *y,
                             const QList<QPointF> &points)
{
    auto *series = new QLineSeries;
    series->setName(optionLabel(option));
    series->setObjectName(optionSeriesKey(option));
    series->append(points);
    chart.addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
    series->setPen(optionPen(option));
    return series;
}

} // namespace

double cumulativeCostAt(const std::vector<double> &cumulative, double month)
{
    if (cumulative.empty() || month <= 0.0)
        return 0.0;
    const auto last = static_cast<double>(cumulative.size());
    if (month >= last)
        return cumulative.back();
    const double whole = std::floor(month);
    const auto k = static_cast<std::size_t>(whole);
    const double lower = k == 0 ? 0.0 : cumulative[k - 1];
    return lower + (month - whole) * (cumulative[k] - lower);
}

std::unique_ptr<QChart> breakEvenChart(const Scenario &scenario, const Evaluation &evaluation,
                                       const QLocale &locale, Option against)
{
    auto chart = makeChart(locale);
    const int months = evaluation.months;
    double low = 0.0;
    double high = 0.0;
    for (const engine::OptionResult &option : evaluation.options) {
        for (double v : option.cumulative) {
            low = std::min(low, v);
            high = std::max(high, v);
        }
    }

    auto *x = addValueAxis(*chart, Qt::AlignBottom, tr("Month"),
                           {0.0, static_cast<double>(months), monthInterval(months)});
    auto *y =
        addValueAxis(*chart, Qt::AlignLeft,
                     withCurrency(tr("Cumulative cost"), format::currencySymbol(scenario.currency)),
                     niceRange(low, high));

    for (const engine::OptionResult &result : evaluation.options) {
        const std::vector<double> &cumulative = result.cumulative;
        QList<QPointF> points;
        points.reserve(static_cast<qsizetype>(cumulative.size()) + 1);
        points.append(QPointF(0.0, 0.0));
        for (std::size_t i = 0; i < cumulative.size(); ++i)
            points.append(QPointF(static_cast<double>(i + 1), cumulative[i]));
        addOptionSeries(*chart, result.option, x, y, points);
    }

    const engine::OptionResult *compared = evaluation.find(against);
    const std::optional<double> breakEven =
        compared ? compared->breakEvenMonth : evaluation.breakEvenMonth;
    const QString label = texts::breakEvenLabel(compared ? against : Option::OnPrem, breakEven,
                                                scenario.inputs.horizonYears, locale);
    if (breakEven) {
        const double month = *breakEven;
        const double cost = cumulativeCostAt(evaluation.option(Option::Cloud).cumulative, month);
        auto *marker = new QScatterSeries;
        marker->setName(tr("Break-even"));
        marker->setObjectName(QStringLiteral("break-even"));
        marker->append(month, cost);
        chart->addSeries(marker);
        marker->attachAxis(x);
        marker->attachAxis(y);
        marker->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        marker->setMarkerSize(14.0);
        marker->setColor(QColor(0x20, 0x20, 0x20));
        marker->setBorderColor(Qt::white);
        new ChartCallout(chart.get(), marker, QPointF(month, cost), label);
        setTitles(*chart, tr("Cumulative cost per option"));
    } else {
        setTitles(*chart, tr("Cumulative cost per option"), label);
    }
    return chart;
}

std::vector<double> utilizationSamples(int samples)
{
    samples = std::max(samples, 2);
    std::vector<double> out(static_cast<std::size_t>(samples));
    for (int i = 0; i < samples; ++i)
        out[static_cast<std::size_t>(i)] = static_cast<double>(i) / (samples - 1);
    return out;
}

std::unique_ptr<QChart> utilizationChart(const Scenario &scenario, const Evaluation &evaluation,
                                         const QLocale &locale, int samples)
{
    auto chart = makeChart(locale);
    const engine::Inputs &in = scenario.inputs;
    const std::vector<double> us = utilizationSamples(samples);

    // One evaluation per utilization prices every option: the totals of
    // engine::tcoAtUtilization (the same computation) in one pass. One series per option of
    // the evaluation, in its order.
    std::vector<std::pair<Option, QList<QPointF>>> series;
    for (const engine::OptionResult &result : evaluation.options)
        series.emplace_back(result.option, QList<QPointF>());
    double high = 0.0;
    double low = 0.0;
    for (double u : us) {
        const Evaluation at = engine::evaluateAtUtilization(in, u);
        for (auto &[option, points] : series) {
            const double tco = at.option(option).tco;
            points.append(QPointF(100.0 * u, tco));
            high = std::max(high, tco);
            low = std::min(low, tco);
        }
    }

    auto *x = addValueAxis(
        *chart, Qt::AlignBottom,
        tr("Utilization (%1)", "axis title, %1 = the percent sign").arg(locale.percent()),
        {0.0, 100.0, 10.0});
    const NiceRange yRange = niceRange(low, high);
    auto *y = addValueAxis(*chart, Qt::AlignLeft,
                           withCurrency(tr("Total cost over %1 months").arg(evaluation.months),
                                        format::currencySymbol(scenario.currency)),
                           yRange);
    for (const auto &[option, points] : series)
        addOptionSeries(*chart, option, x, y, points);

    std::optional<double> breakEven = evaluation.breakEvenUtilization;
    engine::BreakEvenKind kind = evaluation.breakEvenUtilizationKind;
    if (!breakEven && kind == engine::BreakEvenKind::Crossing) {
        // An evaluation from evaluateOptions() carries no break-even utilization.
        const engine::BreakEvenUtilization found = engine::breakEvenUtilization(in);
        breakEven = found.value;
        kind = found.kind;
    }

    // Version 2: the workloads' demand-weighted mean ū, the figure the matrix and every text
    // use (issue 31: the chart once marked the version 1 field, 80%, where all else said 70%).
    const double ownShare =
        in.modelVersion >= 2 ? engine::meanUtilization(in) : in.workload.utilization;
    const double own = 100.0 * ownShare;
    QString subtitle;
    if (breakEven) {
        const double at = 100.0 * *breakEven;
        auto *line = addVerticalLine(*chart, x, y, at, yRange.min, yRange.max,
                                     markerLinePen(Qt::SolidLine), tr("Break-even utilization"));
        line->setObjectName(QStringLiteral("break-even-utilization"));
        // The two labels point away from each other, so they never overlap.
        new ChartCallout(
            chart.get(), line, QPointF(at, yRange.max),
            tr("Break-even: %1")
                .arg(format::percent(*breakEven, locale, format::kBreakEvenUtilizationDecimals)),
            at <= own ? ChartCallout::Side::Left : ChartCallout::Side::Right);
        subtitle =
            tr("On-premise pays off above %1 utilization")
                .arg(format::percent(*breakEven, locale, format::kBreakEvenUtilizationDecimals));
        // An hours-a-day workload: its break-even in hours a day (docs/methodology.md §12.8).
        if (evaluation.breakEvenHoursPerDay)
            subtitle = tr("On-premise is cheaper from %1 (%2 utilization)")
                           .arg(format::hoursPerDay(*evaluation.breakEvenHoursPerDay, locale),
                                format::percent(*breakEven, locale,
                                                format::kBreakEvenUtilizationDecimals));
    } else if (kind == engine::BreakEvenKind::OnPremAlwaysCheaper) {
        subtitle = tr("On-premise is cheaper at any utilization");
    } else if (kind == engine::BreakEvenKind::CloudAlwaysCheaper) {
        subtitle = tr("The cloud stays cheaper even at full utilization");
    }
    auto *mine = addVerticalLine(*chart, x, y, own, yRange.min, yRange.max,
                                 markerLinePen(Qt::DashLine), tr("Your utilization"));
    mine->setObjectName(QStringLiteral("scenario-utilization"));
    new ChartCallout(chart.get(), mine, QPointF(own, yRange.max),
                     tr("Yours: %1").arg(format::percent(ownShare, locale)),
                     breakEven && 100.0 * *breakEven > own ? ChartCallout::Side::Left
                                                           : ChartCallout::Side::Right);

    setTitles(*chart, tr("Total cost against utilization"), subtitle);
    return chart;
}

std::unique_ptr<QChart> breakdownChart(const Scenario &scenario, const Evaluation &evaluation,
                                       const QLocale &locale)
{
    auto chart = makeChart(locale);
    const std::vector<engine::OptionResult> &options = evaluation.options;
    QStringList optionNames;
    QStringList totals;
    for (const engine::OptionResult &result : options) {
        optionNames << optionLabel(result.option);
        totals << tr("%1: %2", "option: total cost")
                      .arg(optionLabel(result.option),
                           format::money(result.tco, scenario.currency, locale));
    }

    auto *series = new QStackedBarSeries;
    series->setBarWidth(0.55);
    // Per bar (option, in the evaluation's order): the sum of its positive and negative parts.
    std::vector<double> positive(options.size(), 0.0);
    std::vector<double> negative(options.size(), 0.0);
    for (Category category : engine::kAllCategories) {
        const bool used =
            std::any_of(options.begin(), options.end(),
                        [&](const engine::OptionResult &r) { return r.category(category) != 0.0; });
        if (!used)
            continue;
        auto *set = new QBarSet(texts::categoryName(category));
        set->setObjectName(QString::fromLatin1(engine::categoryKey(category)));
        for (std::size_t bar = 0; bar < options.size(); ++bar) {
            const double v = options[bar].category(category);
            set->append(v);
            (v >= 0.0 ? positive : negative)[bar] += v;
        }
        series->append(set);
    }
    chart->addSeries(series);

    auto *x = addCategoryAxis(*chart, Qt::AlignBottom, optionNames);
    auto *y =
        addValueAxis(*chart, Qt::AlignLeft,
                     withCurrency(tr("Total cost over %1 months").arg(evaluation.months),
                                  format::currencySymbol(scenario.currency)),
                     niceRange(std::min(0.0, *std::min_element(negative.begin(), negative.end())),
                               std::max(0.0, *std::max_element(positive.begin(), positive.end()))));
    series->attachAxis(x);
    series->attachAxis(y);
    const QList<QBarSet *> sets = series->barSets();
    for (QBarSet *set : sets) {
        const auto category = std::find_if(
            engine::kAllCategories.begin(), engine::kAllCategories.end(), [&](Category c) {
                return QString::fromLatin1(engine::categoryKey(c)) == set->objectName();
            });
        set->setBrush(categoryBrush(*category));
        set->setPen(QPen(QColor(0x30, 0x30, 0x30), 1.0));
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeRectangle);
    chart->legend()->setReverseMarkers(true); // top entry = top segment

    setTitles(*chart, tr("Cost breakdown over %1 months").arg(evaluation.months),
              totals.join(QStringLiteral("  ·  ")));
    return chart;
}

} // namespace gda::ui::charts
