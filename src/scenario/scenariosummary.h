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
    // The advice (engine/advice.h): the recommended option's key ("cloud", "multicloud",
    // "onprem", "hybrid"; empty: none computed) and its own headline figures against the cloud.
    QString recommendation;
    std::optional<double> breakEvenMonth;  // of the recommended option; none for the cloud
    std::optional<double> savings;         // TCO cloud − TCO of the recommended option
    std::optional<double> savingsFraction; // savings / TCO cloud

    bool operator==(const ScenarioSummary &) const = default;
};

// Computes the summary of a scenario; the library calls it on every save.
using Summarizer = std::function<ScenarioSummary(const Scenario &)>;

} // namespace gda
