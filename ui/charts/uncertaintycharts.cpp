// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "uncertaintycharts.h"

#include "chartcallout.h"
#include "chartstyle.h"
#include "core/format.h"
#include "core/optiontable.h"
#include "scenario/inputregistry.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace gda::ui::charts {

using engine::Parameter;

namespace {

// The registry's row of an uncertain input (Input::uncertain, src/scenario/inputregistry.h).
const inputs::Input &uncertainRow(std::string_view key, bool workload)
{
    const inputs::Input *input = inputs::uncertainInput(key, workload);
    Q_ASSERT(input); // a test checks that every engine parameter has its row
    return *input;
}

// A drawn or moved value as the row measures it: "70.0%", "$6.88", "4 months", "48 GPUs".
QString uncertainValueText(const inputs::Input &input, double value, Currency currency,
                           const QLocale &locale)
{
    switch (input.measure) {
    case inputs::Measure::Share:
        return format::percent(value, locale, 1);
    case inputs::Measure::Money:
        return format::money(value, currency, locale, input.uncertain.decimals);
    case inputs::Measure::Count:
        return tr("%1 %2", "a number and its unit")
            .arg(locale.toString(value, 'f', 0), inputs::unitSuffix(input.unit));
    case inputs::Measure::Plain:
        break;
    }
    return tr("%1 %2", "a number and its unit")
        .arg(format::number(value, locale), inputs::unitSuffix(input.unit));
}

} // namespace

QString parameterName(Parameter parameter)
{
    // The registry's name: the cloud price moves the on-demand, reserved and burst prices
    // together ("Cloud GPU-hour price"); every other parameter has its input's label.
    return inputs::uncertainName(uncertainRow(engine::parameterKey(parameter), false));
}

QString parameterValueText(Parameter parameter, double value, Currency currency,
                           const QLocale &locale)
{
    return uncertainValueText(uncertainRow(engine::parameterKey(parameter), false), value, currency,
                              locale);
}

QString workloadInputName(const Scenario &scenario, engine::WorkloadInputId id)
{
    const auto &workloads = scenario.inputs.workloads;
    const QString name = id.workload >= 0 && std::size_t(id.workload) < workloads.size()
                             ? QString::fromStdString(workloads[std::size_t(id.workload)].name)
                             : QString::number(id.workload + 1);
    const inputs::Input &input =
        uncertainRow(engine::workloadParameterInfo(id.parameter).key, true);
    return tr("%1: %2", "a workload's name: its uncertain input")
        .arg(name, inputs::uncertainName(input));
}

QString workloadInputValue(const Scenario &scenario, engine::WorkloadInputId id, double value,
                           const QLocale &locale)
{
    return uncertainValueText(uncertainRow(engine::workloadParameterInfo(id.parameter).key, true),
                              value, scenario.currency, locale);
}

QString barName(const Scenario &scenario, const engine::TornadoBar &bar)
{
    return bar.workloadInput ? workloadInputName(scenario, *bar.workloadInput)
                             : parameterName(bar.parameter);
}

QString barValueText(const Scenario &scenario, const engine::TornadoBar &bar, double value,
                     const QLocale &locale)
{
    return bar.workloadInput ? workloadInputValue(scenario, *bar.workloadInput, value, locale)
                             : parameterValueText(bar.parameter, value, scenario.currency, locale);
}

std::unique_ptr<QChart> tornadoChart(const Scenario &scenario,
                                     const std::vector<engine::TornadoBar> &bars,
                                     const QLocale &locale, engine::Option against)
{
    auto chart = makeChart(locale);
    const QString move = format::percent(engine::kTornadoMove, locale);
    const double base = bars.empty() ? 0.0 : bars.front().baseOutput;

    // The category axis runs from the origin up: the widest bar last, so it is drawn on top.
    QStringList rows;
    auto *low = new QBarSet(tr("Input %1%2", "input −20%").arg(locale.negativeSign(), move));
    low->setObjectName(QStringLiteral("low"));
    auto *high = new QBarSet(tr("Input %1%2", "input +20%").arg(locale.positiveSign(), move));
    high->setObjectName(QStringLiteral("high"));
    double least = 0.0;
    double most = 0.0;
    // The input's name, and under it the range it moves over: two short lines instead of one
    // long one, so that the labels leave the bars their room at a slide's or a column's width.
    // Inputs that do not move the savings (under one unit of money either way: a version 1
    // input of a version 2 scenario, a zero growth) leave the chart its room; the table beside
    // it and the report's table list every input.
    const bool anyMoves = std::any_of(bars.begin(), bars.end(),
                                      [](const engine::TornadoBar &b) { return b.width() >= 1.0; });
    for (auto it = bars.rbegin(); it != bars.rend(); ++it) {
        if (anyMoves && it->width() < 1.0)
            continue;
        rows << barName(scenario, *it).toHtmlEscaped() + QStringLiteral("<br>") +
                    tr("(%1 to %2)", "the range of an input in the tornado chart: low to high")
                        .arg(barValueText(scenario, *it, it->lowValue, locale),
                             barValueText(scenario, *it, it->highValue, locale))
                        .toHtmlEscaped();
        const double dLow = it->outputLow - base;
        const double dHigh = it->outputHigh - base;
        low->append(dLow);
        high->append(dHigh);
        least = std::min({least, dLow, dHigh});
        most = std::max({most, dLow, dHigh});
    }

    auto *series = new QHorizontalBarSeries;
    series->setBarWidth(0.8);
    series->append(low);
    series->append(high);
    chart->addSeries(series);
    const QString symbol = format::currencySymbol(scenario.currency);
    auto *x = addValueAxis(*chart, Qt::AlignBottom, withCurrency(tr("Change in savings"), symbol),
                           niceRange(least, most));
    auto *y = addCategoryAxis(*chart, Qt::AlignLeft, rows);
    series->attachAxis(x);
    series->attachAxis(y);
    low->setBrush(QColor(0xa9, 0xc8, 0xec));
    low->setPen(QPen(QColor(0x30, 0x30, 0x30), 1.0));
    high->setBrush(QColor(0x1f, 0x4e, 0x8c));
    high->setPen(QPen(QColor(0x30, 0x30, 0x30), 1.0));
    useRectangleMarkers(*chart, series);

    addVerticalLine(*chart, x, y, 0.0, -0.5, static_cast<double>(rows.size()) - 0.5,
                    markerLinePen(Qt::SolidLine, Qt::black),
                    tr("Base: %1").arg(format::money(base, scenario.currency, locale)))
        ->setObjectName(QStringLiteral("base"));

    setTitles(
        *chart, tr("Sensitivity of the savings"),
        tr("Savings of %1 over the cloud (%2 at the scenario's values) when one input "
           "moves by %3")
            .arg(optionInText(against), format::money(base, scenario.currency, locale), move));
    return chart;
}

namespace {

// "Chance that the on-premise option is cheaper: 73%"; a few draws either way never read as 0%
// or 100%. The option in running text (optionInText): Dutch writes "de hybride optie", never
// "hybride" alone (dutch-2.md, correction 6).
QString probabilityText(engine::Option against, double p, const QLocale &locale)
{
    const QString option = optionInText(against);
    if (p > 0.0 && p < 0.005)
        return tr("Chance that %1 is cheaper: < %2").arg(option, format::percent(0.01, locale));
    if (p < 1.0 && p > 0.995)
        return tr("Chance that %1 is cheaper: > %2").arg(option, format::percent(0.99, locale));
    return tr("Chance that %1 is cheaper: %2").arg(option, format::percent(p, locale));
}

} // namespace

std::unique_ptr<QChart> histogramChart(const Scenario &scenario,
                                       const engine::MonteCarloResult &result,
                                       const QLocale &locale)
{
    auto chart = makeChart(locale);
    const engine::Histogram &h = result.savingsHistogram;
    auto *upper = new QLineSeries;
    int highest = 0;
    for (std::size_t i = 0; i < h.counts.size(); ++i) {
        const double count = h.counts[i];
        upper->append(h.edges[i], 0.0);
        upper->append(h.edges[i], count);
        upper->append(h.edges[i + 1], count);
        upper->append(h.edges[i + 1], 0.0);
        highest = std::max(highest, h.counts[i]);
    }
    auto *area = new QAreaSeries(upper);
    area->setName(tr("Draws per bin"));
    area->setObjectName(QStringLiteral("histogram"));
    chart->addSeries(area);

    const QString symbol = format::currencySymbol(scenario.currency);
    const double first = h.edges.empty() ? 0.0 : h.edges.front();
    const double last = h.edges.empty() ? 1.0 : h.edges.back();
    // Few ticks: the savings are large amounts whose labels need the room.
    const NiceRange xRange =
        niceRange(std::min({first, result.savings.p10}), std::max({last, result.savings.p90}), 4);
    // Head room above the highest bin for the percentile labels.
    const NiceRange yRange = niceRange(0.0, std::max(1.0, highest * 1.25));
    auto *x = addValueAxis(
        *chart, Qt::AlignBottom,
        withCurrency(tr("Savings of %1 over the cloud").arg(optionInText(result.against)), symbol),
        xRange);
    auto *y = addValueAxis(*chart, Qt::AlignLeft, tr("Number of draws"), yRange);
    area->attachAxis(x);
    area->attachAxis(y);
    area->setBrush(QColor(0xc5, 0xda, 0xf2));
    area->setPen(QPen(QColor(0x1f, 0x4e, 0x8c), 1.0));
    useRectangleMarkers(*chart, area);

    if (xRange.min < 0.0 && xRange.max > 0.0) {
        addVerticalLine(*chart, x, y, 0.0, yRange.min, yRange.max,
                        markerLinePen(Qt::DashDotLine, QColor(0x80, 0x80, 0x80)), tr("Equal cost"))
            ->setObjectName(QStringLiteral("equal-cost"));
    }
    struct Line
    {
        const char *key;
        QString label;
        double value;
        Qt::PenStyle style;
    };
    const Line lines[] = {
        {"p10", tr("P10"), result.savings.p10, Qt::DashLine},
        {"p50", tr("P50"), result.savings.p50, Qt::SolidLine},
        {"p90", tr("P90"), result.savings.p90, Qt::DotLine},
    };
    int row = 0;
    for (const Line &line : lines) {
        auto *series = addVerticalLine(
            *chart, x, y, line.value, yRange.min, yRange.max, markerLinePen(line.style, Qt::black),
            tr("%1: %2").arg(line.label, format::money(line.value, scenario.currency, locale)));
        series->setObjectName(QLatin1String(line.key));
        new ChartCallout(chart.get(), series, QPointF(line.value, yRange.max), line.label,
                         ChartCallout::Side::Right, row++);
    }

    setTitles(*chart,
              tr("Savings over %1 months: %2 draws")
                  .arg(12 * scenario.inputs.horizonYears)
                  .arg(locale.toString(result.draws)),
              probabilityText(result.against, result.probabilityOnPremCheaper, locale));
    return chart;
}

} // namespace gda::ui::charts
