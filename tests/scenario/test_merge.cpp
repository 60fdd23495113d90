// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The three-way merge of two edits of one saved scenario (scenario/merge.h, issue 39).
#include "scenario/merge.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

using namespace gda;

namespace {

QStringList paths(const QList<merge::Field> &fields)
{
    QStringList out;
    for (const merge::Field &f : fields)
        out << f.path;
    return out;
}

} // namespace

TEST_CASE("merge: each side's own fields are taken, a field both changed is a conflict",
          "[scenario][merge]")
{
    const Scenario base; // the defaults: horizon 5 years, discount rate 0.08, 80 GPUs
    Scenario mine = base;
    mine.inputs.onprem.electricityPerKwh = 0.14; // "raised power price"
    mine.inputs.workload.gpus = 96;              // both change it
    Scenario theirs = base;
    theirs.inputs.horizonYears = 7;
    theirs.inputs.workload.gpus = 64;
    theirs.name = QStringLiteral("Renamed by Anna");

    const merge::ThreeWay threeWay = merge::compare(base, mine, theirs);
    CHECK(paths(threeWay.fromMine) ==
          QStringList{QStringLiteral("inputs.onprem.electricity_per_kwh")});
    CHECK(paths(threeWay.fromTheirs) ==
          QStringList({QStringLiteral("inputs.horizon_years"), QStringLiteral("name")}));
    REQUIRE(paths(threeWay.conflicts) == QStringList{QStringLiteral("inputs.workload.gpus")});
    CHECK(threeWay.conflicts.front().base.toInt() == 80);
    CHECK(threeWay.conflicts.front().mine.toInt() == 96);
    CHECK(threeWay.conflicts.front().theirs.toInt() == 64);
    CHECK_FALSE(threeWay.clean());

    const auto theirsKept = merge::apply(theirs, threeWay, {});
    REQUIRE(theirsKept);
    CHECK(theirsKept->inputs.onprem.electricityPerKwh == 0.14);
    CHECK(theirsKept->inputs.horizonYears == 7);
    CHECK(theirsKept->name == QStringLiteral("Renamed by Anna"));
    CHECK(theirsKept->inputs.workload.gpus == 64);
    const auto mineKept = merge::apply(theirs, threeWay, {QStringLiteral("inputs.workload.gpus")});
    REQUIRE(mineKept);
    CHECK(mineKept->inputs.workload.gpus == 96);
    CHECK(mineKept->inputs.horizonYears == 7);
}

TEST_CASE("merge: the same change on both sides and no change are not conflicts",
          "[scenario][merge]")
{
    const Scenario base;
    Scenario mine = base;
    mine.inputs.discountRate = 0.1;
    Scenario theirs = mine; // the same edit
    const merge::ThreeWay same = merge::compare(base, mine, theirs);
    CHECK(same.fromMine.isEmpty());
    CHECK(same.fromTheirs.isEmpty());
    CHECK(same.clean());
    const auto merged = merge::apply(theirs, same, {});
    REQUIRE(merged);
    CHECK(scenariofile::toCanonicalJson(*merged) == scenariofile::toCanonicalJson(mine));
}

TEST_CASE("merge: a combination that breaks a rule is refused with the validator's message",
          "[scenario][merge]")
{
    const Scenario base;
    Scenario mine = base;
    mine.inputs.workload.utilization = 0.9;
    Scenario theirs = base;
    theirs.inputs.workload.utilization = 0.5;
    merge::ThreeWay threeWay = merge::compare(base, mine, theirs);
    REQUIRE(threeWay.conflicts.size() == 1);
    threeWay.conflicts.front().mine = 1.3; // out of range, as a damaged side would give
    QString error;
    CHECK_FALSE(
        merge::apply(theirs, threeWay, {QStringLiteral("inputs.workload.utilization")}, &error));
    CHECK(error.contains(QStringLiteral("inputs.workload.utilization")));
}
