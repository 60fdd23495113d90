// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentbuilder.h"
#include "scenario/scenario.h"

#include <QLocale>

// The report's "Measured baseline" section (issue #18): for a scenario written from measured
// usage (`gpu-advisor-cli measure --scenario`, or the app's import), what was read — the
// telemetry period, the billing months, spend — the files with their SHA-256 checksums, and the
// billed against the measured GPU-hours with the paid but idle difference, so the advice can be
// traced to the client's data. From the scenario's "x_measured" block (docs/measured-usage.md);
// a scenario without it has no section (nothing is written).
namespace gda::ui::exporting {

void measuredBaselineSection(DocumentBuilder &doc, const Scenario &scenario, const QLocale &locale);

// The scenario with the workload names `measure` wrote ("… steady base", "… peaks", "… billed")
// in the active language, when the user kept them (x_measured "workloads"); others unchanged.
Scenario withMeasuredWorkloadNames(const Scenario &scenario);

} // namespace gda::ui::exporting
