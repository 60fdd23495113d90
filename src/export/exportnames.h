// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/decision.h"
#include "engine/results.h"
#include "scenario/scenario.h"

#include <QString>

// The words the spreadsheet exports (CSV for Excel, the workbook) put beside the figures, in the
// active language (tr(); i18n::LanguageScope). Option and category names are the same source
// texts, in the same translation contexts, as the app's (ui/core/optiontable.cpp,
// ui/core/texts.cpp), so one translation serves both.
namespace gda::exporting {

// "Cloud", "On-premise", …: the option's label from the one table of option words
// (scenario/optionwords.h), as the app names it.
QString optionName(engine::Option option);
// "Cloud compute", "Hardware and facility (capex)", …
QString categoryName(engine::Category category);
// "Cloud", "Hybrid", "On-premise"
QString recommendationName(engine::Recommendation recommendation);

} // namespace gda::exporting
