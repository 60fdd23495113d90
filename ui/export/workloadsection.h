// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentbuilder.h"

#include "charts/uncertaintycharts.h"
#include "engine/uncertainty.h"
#include "scenario/scenario.h"

#include <QLocale>

// The report's "Workloads" section for a version 2 scenario (issue 16): every workload with when
// it runs, whether it may wait or be interrupted and where it may run, and per option where its
// GPU-hours ran over the horizon — on-premise, reserved, on-demand, spot — with its placement
// violations. A version 1 scenario has no section (nothing is written).
namespace gda::ui::exporting {

void workloadsSection(DocumentBuilder &doc, const Scenario &scenario, const QLocale &locale);

// A workload's uncertain input as every surface names it (charts/uncertaintycharts.h).
using charts::workloadInputName;
using charts::workloadInputValue;

} // namespace gda::ui::exporting
