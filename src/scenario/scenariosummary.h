// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>
#include <optional>

namespace gda {

struct Scenario;

// What the scenario library's list shows of a scenario besides its name: the answer of the cost
// model, computed when the scenario is saved by whoever saves it (the library itself never runs
// the engine; see gda::summarize in summarize.h).
struct ScenarioSummary
{
    QString recommendation; // "cloud", "hybrid", "onprem"; empty: none computed
    std::optional<double> breakEvenMonth;
    std::optional<double> savings;         // TCO cloud − TCO on-premise, scenario currency
    std::optional<double> savingsFraction; // savings / TCO cloud

    bool operator==(const ScenarioSummary &) const = default;
};

// Computes the summary of a scenario; the library calls it on every save.
using Summarizer = std::function<ScenarioSummary(const Scenario &)>;

} // namespace gda
