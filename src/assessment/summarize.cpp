// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "summarize.h"

#include "assessment.h"

namespace gda {

ScenarioSummary summarize(const Scenario &scenario)
{
    return assessment::summarizer()(scenario);
}

} // namespace gda
