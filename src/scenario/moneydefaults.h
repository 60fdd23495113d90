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
#include <QStringList>

#include <variant>

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

// What convertCurrency does with an amount that is not a default: multiply it by the rate (the
// user typed it in the old currency, or a catalog offer put it in), or keep its number (the user
// meant it in the new currency already).
enum class TypedAmounts { Convert, Keep };

// The rate a conversion used, as the file records it ("currency_conversion").
struct ConversionRate
{
    double usdPerEur = kUsdPerEur;
    QDate date = rateDate();
    QString source = rateSource();
};

// What a conversion did, by JSON path ("inputs.cloud.on_demand_per_gpu_hour",
// "inputs.workloads[1].cloud.on_demand_per_gpu_hour"): the amounts multiplied by the rate, the
// defaults that became the new currency's default, the typed amounts kept as they were.
struct CurrencyChange
{
    QStringList converted;
    QStringList defaults;
    QStringList kept;
};

// Switches the scenario to `currency` converting every amount of money (issue 31: a switch once
// relabelled typed and catalog-picked amounts): every amount — defaults, typed, picked from the
// catalog, each list element's in version 2, the Monte Carlo ranges of money inputs and the
// recorded catalog prices — is converted at `rate` (a default at the defaults' own rate becomes
// the new currency's default); with TypedAmounts::Keep the amounts that are not defaults keep
// their number (the recorded catalog prices are always converted). The file records the rate in
// "currency_conversion". One call is
// one undoable step in the app. On an amount that leaves its valid range the scenario is left
// unchanged and the error names the field.
std::variant<CurrencyChange, QString> convertCurrency(Scenario &scenario, Currency currency,
                                                      const ConversionRate &rate,
                                                      TypedAmounts typed = TypedAmounts::Convert);

// True when the scenario's amount at `input` is its default in the scenario's currency.
bool isDefault(const inputs::Input &input, const Scenario &scenario);

// True when the scenario's value at `input` is the value of a new scenario in its currency (any
// input; amounts as isDefault()) or its derived default (deriveddefaults.h: by country, by staff
// model). The report and the workbook label such a value "Default" with
// its source and any other value "Set in the scenario".
bool holdsDefault(const inputs::Input &input, const Scenario &scenario);

// Two values of a field alike: numbers to 1e-9 relative, lists element by element, others equal.
bool sameValue(const QJsonValue &a, const QJsonValue &b);

// "1.16 USD per EUR, ECB reference rate of 21 October 2025", translated, in `locale`'s notation.
QString rateText(const QLocale &locale);

} // namespace gda::moneydefaults
