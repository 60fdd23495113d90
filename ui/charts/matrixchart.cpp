// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "matrixchart.h"

#include "chartstyle.h"
#include "core/format.h"
#include "core/texts.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QValueAxis>

namespace gda::ui::charts {

using engine::Factor;

namespace {

constexpr qsizetype kRows = static_cast<qsizetype>(engine::kFactorCount) + 1;

QValueAxis *addScoreAxis(QChart &chart)
{
    return addValueAxis(chart, Qt::AlignBottom, tr("Score (0 = cloud, 100 = on-premise)"),
                        {0.0, 100.0, 10.0});
}

void addThresholds(QChart &chart, QAbstractAxis *x, QAbstractAxis *y, const QLocale &locale)
{
    const double low = -0.5;
    const double high = static_cast<double>(kRows) - 0.5;
    addVerticalLine(chart, x, y, engine::kCloudUpTo, low, high, markerLinePen(Qt::DashLine),
                    tr("Cloud up to %1").arg(format::number(engine::kCloudUpTo, locale)))
        ->setObjectName(QStringLiteral("cloud-threshold"));
    addVerticalLine(chart, x, y, engine::kOnPremFrom, low, high, markerLinePen(Qt::DotLine),
                    tr("On-premise from %1").arg(format::number(engine::kOnPremFrom, locale)))
        ->setObjectName(QStringLiteral("onprem-threshold"));
}

} // namespace

std::unique_ptr<QChart> decisionMatrixChart(const Scenario &scenario,
                                            const engine::Decision &decision, const QLocale &locale)
{
    Q_UNUSED(scenario);
    auto chart = makeChart(locale);

    // A category axis runs from the origin up: the overall row first, the first factor last.
    QStringList rows{tr("Overall (weighted): %1").arg(format::number(decision.overall, locale))};
    auto *scores = new QBarSet(tr("Factor score"));
    scores->setObjectName(QStringLiteral("scores"));
    auto *overall = new QBarSet(tr("Overall score"));
    overall->setObjectName(QStringLiteral("overall"));
    scores->append(0.0);
    overall->append(decision.overall);
    for (auto it = engine::kAllFactors.rbegin(); it != engine::kAllFactors.rend(); ++it) {
        rows << tr("%1: %2", "factor name: score")
                    .arg(texts::factorName(*it), format::number(decision.score(*it).score, locale));
        scores->append(decision.score(*it).score);
        overall->append(0.0);
    }

    auto *series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.6);
    series->append(scores);
    series->append(overall);
    chart->addSeries(series);

    auto *x = addScoreAxis(*chart);
    auto *y = addCategoryAxis(*chart, Qt::AlignLeft, rows);
    series->attachAxis(x);
    series->attachAxis(y);
    scores->setBrush(QColor(0x8f, 0xb3, 0xe0));
    scores->setPen(QPen(QColor(0x30, 0x30, 0x30), 1.0));
    overall->setBrush(QColor(0x1f, 0x4e, 0x8c));
    overall->setPen(QPen(QColor(0x30, 0x30, 0x30), 1.0));
    addThresholds(*chart, x, y, locale);
    useRectangleMarkers(*chart, series);

    setTitles(*chart,
              // The matrix's own lean, not the recommendation (the advice; issue 31).
              tr("Decision matrix: leans to %1")
                  .arg(texts::recommendationInText(decision.recommendation)),
              tr("Overall score %1 of 100, the weighted mean of the factor scores")
                  .arg(format::number(decision.overall, locale)));
    return chart;
}

std::unique_ptr<QChart> noDecisionChart(const QLocale &locale)
{
    auto chart = makeChart(locale);
    QStringList rows{tr("Overall (weighted)")};
    for (auto it = engine::kAllFactors.rbegin(); it != engine::kAllFactors.rend(); ++it)
        rows << texts::factorName(*it);
    auto *x = addScoreAxis(*chart);
    auto *y = addCategoryAxis(*chart, Qt::AlignLeft, rows);
    addThresholds(*chart, x, y, locale);
    setTitles(*chart, tr("Decision matrix"),
              tr("No recommendation: every weight is zero. Give at least one factor a weight."));
    return chart;
}

} // namespace gda::ui::charts
