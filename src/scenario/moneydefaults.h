// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputregistry.h"
#include "scenario.h"

#include <QDate>
#include <QJsonObject>
#include <QJsonValue>
#include <QLocale>
#include <QString>

// The default amounts of a scenario in its own currency. The defaults of engine::Inputs are US
// dollars, as their sources quote them; a euro scenario gets them divided by one dated exchange
// rate, the default price catalog's (a test keeps the two equal). The division is exact, not
// rounded, so that a euro scenario without amounts of its own gives the dollar scenario's figures
// divided by the rate; the editors show the amounts to cents.
namespace gda::moneydefaults {

inline constexpr double kUsdPerEur = 1.16;
QDate rateDate();     // 21 October 2025
QString rateSource(); // "ECB reference rate"

// A default amount (a number, null or a list of egress bands as the file holds them) from US
// dollars into `currency`.
QJsonValue fromDollars(const QJsonValue &usd, Currency currency);

// The default of a money input in `currency`, as the file holds it.
QJsonValue defaultValue(const inputs::Input &input, Currency currency);

// Every money input that `root` (a scenario file's object) does not give takes its default in
// the scenario's currency.
void fillDefaults(Scenario &scenario, const QJsonObject &root);

// A new scenario in `currency`, every amount its default in that currency.
Scenario newScenario(Currency currency);

// Switches the scenario to `currency`. Amounts that are still their default in the old currency
// become the default in the new one; amounts someone typed or a catalog offer put in are kept
// as they are (they may already be meant in the new currency).
void changeCurrency(Scenario &scenario, Currency currency);

// True when the scenario's amount at `input` is its default in the scenario's currency.
bool isDefault(const inputs::Input &input, const Scenario &scenario);

// True when the scenario's value at `input` is the value of a new scenario in its currency (any
// input; amounts as isDefault()). The report and the workbook label such a value "Default" with
// its source and any other value "Set in the scenario".
bool holdsDefault(const inputs::Input &input, const Scenario &scenario);

// "1.16 USD per EUR, ECB reference rate of 21 October 2025", translated, in `locale`'s notation.
QString rateText(const QLocale &locale);

} // namespace gda::moneydefaults
