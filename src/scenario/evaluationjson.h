// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/results.h"

#include <QJsonObject>

namespace gda {

// The `evaluate` output of the command-line contract (cost-model.md §7), without `decision`.
QJsonObject evaluationToJson(const engine::Evaluation &evaluation);

// One option's tco, npv, cost per GPU-hour, fleet, series and categories.
QJsonObject optionToJson(const engine::OptionResult &option);

} // namespace gda
