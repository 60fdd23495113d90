// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/charts.h"
#include "engine/costmodel.h"
#include "scenario/scenariofile.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QAbstractSeries>
#include <QChart>
#include <QString>

namespace gda::test {

// A worked example of tests/data/examples, loaded.
inline Scenario loadExample(const char *name)
{
    const auto loaded =
        scenariofile::load(dataPath(QStringLiteral("examples/%1.json").arg(QLatin1String(name))));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    return std::get<Scenario>(loaded);
}

// Everything a chart needs for a scenario, as the document computes it.
inline ui::charts::ChartData chartData(const Scenario &scenario)
{
    ui::charts::ChartData data;
    data.scenario = scenario;
    data.evaluation = engine::evaluate(scenario.inputs);
    const engine::DecisionResult decided = engine::decide(scenario.inputs, data.evaluation);
    if (const auto *d = std::get_if<engine::Decision>(&decided))
        data.decision = *d;
    return data;
}

// The series of a chart with the given objectName; fails the test when there is none.
template <class Series> Series *seriesNamed(const QChart &chart, const QString &key)
{
    const QList<QAbstractSeries *> all = chart.series();
    for (QAbstractSeries *s : all)
        if (s->objectName() == key)
            if (auto *typed = qobject_cast<Series *>(s))
                return typed;
    INFO("no series " << key.toStdString());
    FAIL();
    return nullptr;
}

inline bool hasSeries(const QChart &chart, const QString &key)
{
    const QList<QAbstractSeries *> all = chart.series();
    return std::any_of(all.begin(), all.end(),
                       [&](QAbstractSeries *s) { return s->objectName() == key; });
}

inline const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);
inline const QLocale kDutch(QLocale::Dutch, QLocale::Netherlands);

// The two examples the chart tests use: one without and one with a break-even month.
inline constexpr const char *kNoBreakEven = "lease-lead-snowball";
inline constexpr const char *kBreakEven = "seed-80xh100-on-demand";

} // namespace gda::test
