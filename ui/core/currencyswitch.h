// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

class QWidget;

namespace gda::ui {

class ScenarioDocument;

// Switches the open scenario to `to` as one undoable step (moneydefaults::convertCurrency at the
// document's rate, ScenarioDocument::conversionRate). When the scenario holds amounts that are
// not defaults, a confirmation first says the rate and what an amount becomes, with the choice
// to convert every amount or keep the typed ones as typed. Returns whether it switched.
bool switchCurrency(QWidget *parent, ScenarioDocument &document, Currency to);

} // namespace gda::ui
