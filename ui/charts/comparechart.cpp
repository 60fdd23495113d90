// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparechart.h"

#include "chartstyle.h"
#include "core/format.h"
#include "core/optiontable.h"

#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QTextBoundaryFinder>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gda::ui::charts {

namespace {

// Hues far apart, one per scenario.
const QColor kScenarioColours[] = {QColor(0x1f, 0x4e, 0x9c), QColor(0xc0, 0x5a, 0x00),
                                   QColor(0x2e, 0x7d, 0x32), QColor(0x7b, 0x1f, 0xa2)};
const QColor kKeyColour(0x40, 0x40, 0x40); // the options' legend entries: dash only

constexpr qreal kCompareLineWidth = 2.2;

// The options any of the evaluations has, in the option list's order.
std::vector<engine::Option> comparedOptions(const QList<engine::Evaluation> &evaluations)
{
    std::vector<engine::Option> out;
    for (const engine::OptionSpec &spec : engine::optionList())
        if (std::any_of(evaluations.begin(), evaluations.end(),
                        [&](const engine::Evaluation &e) { return e.find(spec.id) != nullptr; }))
            out.push_back(spec.id);
    return out;
}

// An empty series that only stands in the legend.
void addLegendEntry(QChart &chart, const QString &name, const QPen &pen, const QString &key)
{
    auto *entry = new QLineSeries;
    entry->setName(name);
    entry->setObjectName(key);
    entry->setPen(pen);
    chart.addSeries(entry);
    const QList<QAbstractAxis *> axes = chart.axes();
    for (QAbstractAxis *axis : axes)
        entry->attachAxis(axis);
}

} // namespace

QString compareLegendName(const QString &name, const QFont &font)
{
    const QFontMetricsF metrics(font);
    const qreal room = kCompareLegendNameEms * metrics.averageCharWidth();
    if (metrics.horizontalAdvance(name) <= room)
        return name;
    const QString ellipsis(QChar(0x2026));
    const qreal left = room - metrics.horizontalAdvance(ellipsis);
    // Character (grapheme) boundaries: a cut never falls inside a glyph.
    std::vector<qsizetype> bounds;
    QTextBoundaryFinder graphemes(QTextBoundaryFinder::Grapheme, name);
    for (qsizetype at = graphemes.toNextBoundary(); at > 0; at = graphemes.toNextBoundary())
        bounds.push_back(at);
    // The start takes three fifths of the room and ends where a word ends; the end (which tells
    // "… (variant B)" from "… (variant C)") the rest, from where a word starts.
    qsizetype head = 0;
    for (qsizetype at : bounds)
        if (metrics.horizontalAdvance(name.left(at)) <= left * 0.6)
            head = at;
    for (qsizetype i = head; i > 0; --i)
        if (name.at(i).isSpace()) {
            head = i;
            break;
        }
    const qreal tailRoom = left - metrics.horizontalAdvance(name.left(head));
    qsizetype tail = name.size();
    for (auto it = bounds.rbegin(); it != bounds.rend(); ++it)
        if (*it > head && metrics.horizontalAdvance(name.mid(*it)) <= tailRoom)
            tail = *it;
    for (qsizetype i = tail, most = tail + (name.size() - tail) / 2; i < most; ++i)
        if (name.at(i - 1).isSpace()) {
            tail = i;
            break;
        }
    if (tail < name.size() && !name.at(tail - 1).isSpace()) {
        // No whole word fits at the end: the start takes all the room.
        tail = name.size();
        for (qsizetype at : bounds)
            if (metrics.horizontalAdvance(name.left(at)) <= left)
                head = at;
        for (qsizetype i = head; i > 0; --i)
            if (name.at(i).isSpace()) {
                head = i;
                break;
            }
    }
    return name.left(head).trimmed() + ellipsis + name.mid(tail).trimmed();
}

double compareValue(double cumulative, const engine::Evaluation &evaluation, CompareAxis axis)
{
    if (axis == CompareAxis::Amounts)
        return cumulative;
    const engine::OptionResult *cloud = evaluation.find(engine::Option::Cloud);
    const double base = cloud ? cloud->tco : 0.0;
    return std::abs(base) > 0.0 ? 100.0 * cumulative / base : 0.0;
}

std::unique_ptr<QChart> compareChart(const QList<Scenario> &scenarios,
                                     const QList<engine::Evaluation> &evaluations,
                                     const QLocale &locale, CompareAxis axis)
{
    auto chart = makeChart(locale);
    const std::vector<engine::Option> options = comparedOptions(evaluations);
    const qsizetype count = std::min(scenarios.size(), evaluations.size());
    int months = 0;
    double high = 0.0;
    double low = 0.0;
    for (qsizetype i = 0; i < count; ++i) {
        const engine::Evaluation &e = evaluations[i];
        months = std::max(months, e.months);
        for (engine::Option o : options)
            if (const engine::OptionResult *r = e.find(o))
                for (double v : r->cumulative) {
                    high = std::max(high, compareValue(v, e, axis));
                    low = std::min(low, compareValue(v, e, axis));
                }
    }
    bool mixedCurrencies = false;
    for (const Scenario &s : scenarios)
        mixedCurrencies = mixedCurrencies || s.currency != scenarios.first().currency;
    const QString symbol =
        scenarios.isEmpty() ? QString() : format::currencySymbol(scenarios.first().currency);
    auto *x =
        addValueAxis(*chart, Qt::AlignBottom, tr("Month"), niceRange(0.0, std::max(months, 1)));
    auto *y = addValueAxis(
        *chart, Qt::AlignLeft,
        axis == CompareAxis::Indexed
            ? tr("Cumulative cost (%1 of the scenario's cloud total)").arg(locale.percent())
            : withCurrency(tr("Cumulative cost"), symbol),
        niceRange(low, high));
    for (qsizetype i = 0; i < count; ++i) {
        const engine::Evaluation &e = evaluations[i];
        for (engine::Option o : options) {
            const engine::OptionResult *r = e.find(o);
            if (!r)
                continue;
            auto *series = new QLineSeries;
            // Shortened as in the key: Qt sizes the key by every series' name, shown or not.
            series->setName(tr("%1 — %2", "scenario — option")
                                .arg(compareLegendName(scenarios[i].name, chart->legend()->font()),
                                     optionLabel(o))
                                .toHtmlEscaped());
            series->setObjectName(QStringLiteral("%1-%2").arg(i).arg(
                QString::fromLatin1(engine::optionKey(o).data())));
            QPen pen(kScenarioColours[i % 4], kCompareLineWidth);
            pen.setStyle(optionLook(o).line);
            series->setPen(pen);
            series->append(0.0, 0.0);
            for (std::size_t m = 0; m < r->cumulative.size(); ++m)
                series->append(double(m + 1), compareValue(r->cumulative[m], e, axis));
            chart->addSeries(series);
            series->attachAxis(x);
            series->attachAxis(y);
            hideFromLegend(*chart, series);
        }
    }
    // The key: scenarios by colour, options by dash. Long names are shortened at a word end (the
    // full name is in the comparison's table); the key stands at the right, one entry a line, so
    // that four names and the options fit beside the plot.
    chart->legend()->setAlignment(Qt::AlignRight);
    for (qsizetype i = 0; i < count; ++i) {
        addLegendEntry(
            *chart, compareLegendName(scenarios[i].name, chart->legend()->font()).toHtmlEscaped(),
            QPen(kScenarioColours[i % 4], kCompareLineWidth), QStringLiteral("scenario-%1").arg(i));
        chart->series().constLast()->setProperty("fullName", scenarios[i].name);
    }
    for (engine::Option o : options) {
        QPen pen(kKeyColour, kCompareLineWidth);
        pen.setStyle(optionLook(o).line);
        addLegendEntry(
            *chart, optionLabel(o), pen,
            QStringLiteral("option-%1").arg(QString::fromLatin1(engine::optionKey(o).data())));
    }
    QString subtitle;
    if (mixedCurrencies && axis == CompareAxis::Amounts)
        subtitle = tr("The scenarios use different currencies; amounts are not converted.");
    else if (axis == CompareAxis::Indexed)
        subtitle = tr("100 = the scenario's cloud total over its horizon");
    else
        subtitle = tr("Colour: scenario · line: option");
    setTitles(*chart, tr("Cumulative cost compared"), subtitle);
    return chart;
}

} // namespace gda::ui::charts
