// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparechart.h"

#include "chartstyle.h"
#include "core/format.h"
#include "core/optiontable.h"

#include <QLineSeries>
#include <QValueAxis>

namespace gda::ui::charts {

std::unique_ptr<QChart> compareChart(const QList<Scenario> &scenarios,
                                     const QList<engine::Evaluation> &evaluations,
                                     const QLocale &locale)
{
    auto chart = makeChart(locale);
    // Hues far apart, and a different marker-free dash rhythm per scenario for grayscale.
    const QColor colours[] = {QColor(0x1f, 0x4e, 0x9c), QColor(0xc0, 0x5a, 0x00),
                              QColor(0x2e, 0x7d, 0x32), QColor(0x7b, 0x1f, 0xa2)};
    int months = 0;
    double high = 0.0;
    double low = 0.0;
    for (const engine::Evaluation &e : evaluations) {
        months = std::max(months, e.months);
        for (engine::Option o : {engine::Option::Cloud, engine::Option::OnPrem})
            for (double v : e.option(o).cumulative) {
                high = std::max(high, v);
                low = std::min(low, v);
            }
    }
    bool mixedCurrencies = false;
    for (const Scenario &s : scenarios)
        mixedCurrencies = mixedCurrencies || s.currency != scenarios.first().currency;
    const QString symbol =
        scenarios.isEmpty() ? QString() : format::currencySymbol(scenarios.first().currency);
    auto *x =
        addValueAxis(*chart, Qt::AlignBottom, tr("Month"), niceRange(0.0, std::max(months, 1)));
    auto *y = addValueAxis(*chart, Qt::AlignLeft, withCurrency(tr("Cumulative cost"), symbol),
                           niceRange(low, high));
    for (qsizetype i = 0; i < scenarios.size() && i < evaluations.size(); ++i) {
        for (engine::Option o : {engine::Option::OnPrem, engine::Option::Cloud}) {
            auto *series = new QLineSeries;
            series->setName(QStringLiteral("%1 — %2").arg(scenarios[i].name, optionLabel(o)));
            series->setObjectName(QStringLiteral("%1-%2").arg(i).arg(
                QString::fromLatin1(engine::optionKey(o).data())));
            QPen pen(colours[i % 4], 2.2);
            pen.setStyle(o == engine::Option::OnPrem ? Qt::SolidLine : Qt::DashLine);
            series->setPen(pen);
            series->append(0.0, 0.0);
            const auto &cumulative = evaluations[i].option(o).cumulative;
            for (std::size_t m = 0; m < cumulative.size(); ++m)
                series->append(double(m + 1), cumulative[m]);
            chart->addSeries(series);
            series->attachAxis(x);
            series->attachAxis(y);
        }
    }
    setTitles(*chart, tr("Cumulative cost compared"),
              mixedCurrencies
                  ? tr("The scenarios use different currencies; amounts are not converted.")
                  : tr("Solid: on-premise · dashed: cloud"));
    return chart;
}

} // namespace gda::ui::charts
