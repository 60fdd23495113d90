// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/advice.h"

#include <QLocale>
#include <QString>

// The advice's words (docs/decision-rules.md, "Advice"), in the active language: the same
// sentences in the command line's JSON, the wizard, the dashboard and the report.
namespace gda::advicetext {

// "Cloud", "Multi-cloud", "On-premise", "Hybrid" (the words of ui/core/optiontable.cpp).
QString optionName(engine::Option option);

// One sentence on why the advice is worth its premium: "The factor technical expertise argues
// for owning GPUs (score 90 of 100)."
QString reasonText(const engine::AdviceReason &reason, const QLocale &locale = {});

// Why the advice differs from the decision matrix's option; empty when the matrix's option
// stands (GuardRule::None).
QString guardText(const engine::Advice &advice, const QLocale &locale = {});

} // namespace gda::advicetext
