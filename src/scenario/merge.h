// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QJsonValue>
#include <QList>
#include <QSet>

#include <optional>

// The three-way merge of two edits of one saved scenario (issue 39): the revision both started
// from (base), mine and theirs, compared field by field — every path of the scenario file
// ("name", "inputs.workload.gpus", "inputs.workloads" — a list is one field), as the input
// registry and Compare name them. A field only one side changed takes that side's value; a field
// both changed to the same value is no conflict; a field both changed differently is a conflict
// the user settles. Nothing is decided silently: the caller shows what comes from whom.
namespace gda::merge {

struct Field
{
    QString path;
    QJsonValue base; // undefined where the field is absent
    QJsonValue mine;
    QJsonValue theirs;
};

struct ThreeWay
{
    QList<Field> fromMine;   // changed only in mine: mine's value is taken
    QList<Field> fromTheirs; // changed only in theirs: theirs' value is taken
    QList<Field> conflicts;  // changed in both, differently: the user picks
    // No field changed on both sides: "merge both" needs no question.
    bool clean() const { return conflicts.isEmpty(); }
};

ThreeWay compare(const Scenario &base, const Scenario &mine, const Scenario &theirs);

// Theirs with every field of `merge.fromMine` and each conflict whose path is in `takeMine` set
// to mine's value (other conflicts keep theirs). Returns the merged scenario, or nullopt with
// `error` (translated) when the combination is not a valid scenario (a rule across fields).
std::optional<Scenario> apply(const Scenario &theirs, const ThreeWay &merge,
                              const QSet<QString> &takeMine, QString *error = nullptr);

} // namespace gda::merge
