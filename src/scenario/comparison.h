// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QJsonValue>
#include <QList>

namespace gda {

// One input that is not the same in every compared scenario.
struct InputDifference
{
    QString field;            // "inputs.workload.utilization"
    QList<QJsonValue> values; // one per scenario, in their order
};

// Every input field (and currency) whose value differs between the scenarios, in file order.
QList<InputDifference> differingInputs(const QList<Scenario> &scenarios);

} // namespace gda
