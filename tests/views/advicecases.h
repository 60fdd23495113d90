// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The three scenarios of issue 15 ("Advice an executive can defend"), as a new user makes them:
// the wizard's new scenario (every input at its default, the preferred currency and horizon)
// with the GPUs and how busy they are changed. The GUI test and the screenshot tool share them.
#include "core/settings.h"
#include "editors/utilizationeditor.h"
#include "scenario/moneydefaults.h"
#include "scenario/scenario.h"
#include "wizard/decisionwizard.h"

#include <array>

namespace gda::test {

struct AdviceCase
{
    const char *key; // file names: advice-<key>-…
    int gpus;        // 0: the default
    double hoursPerDay;
    double daysPerWeek;
};

inline constexpr std::array<AdviceCase, 3> kAdviceCases{{
    {"48-gpus-14h-6d", 48, 14.0, 6.0}, // the daytime case
    {"default", 0, 0.0, 0.0},          // the wizard's new scenario unchanged
    {"8-gpus", 8, 0.0, 0.0},           // 8 GPUs, everything else at its default
}};

inline Scenario adviceScenario(const AdviceCase &c, const ui::Settings &settings)
{
    Scenario s = ui::DecisionWizard::newScenario(settings);
    // Issue 15's cases were set against the file defaults (the seeds' flat $500,000 of staff and
    // $0.10 per kWh), not the app's derived ones (docs/methodology.md §8.1, §8.2): kept so.
    for (const char *path : {"inputs.onprem.staff_per_year", "inputs.onprem.electricity_per_kwh"}) {
        const inputs::Input &input = inputs::at(path);
        input.slot.set(s, -1, moneydefaults::defaultValue(input, s.currency));
    }
    s.name = QString::fromLatin1(c.key);
    if (c.gpus > 0)
        s.inputs.workload.gpus = c.gpus;
    if (c.hoursPerDay > 0.0)
        s.inputs.workload.utilization =
            ui::UtilizationEditor::utilizationFor(c.hoursPerDay, c.daysPerWeek);
    return s;
}

} // namespace gda::test
