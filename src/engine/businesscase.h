// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputs.h"
#include "options.h"
#include "results.h"

#include <optional>
#include <vector>

// The business case of an evaluation (docs/methodology.md §18): the monthly series on a calendar
// and in fiscal years, the returns of each option against the cloud (IRR, ROI, discounted
// payback), capex, opex and straight-line depreciation per year, and the energy and CO₂ of the
// options that own GPUs. It only reads an Evaluation's monthly series (with their categories):
// the cost model's formulas are not repeated here.
namespace gda::engine {

// A calendar month: year and month 1..12.
struct YearMonth
{
    int year = 2027;
    int month = 1;
    bool operator==(const YearMonth &) const = default;
};

// Where month 1 of the model falls and when the client's fiscal year starts.
struct Calendar
{
    YearMonth start;         // month 1 of the model
    int fiscalYearStart = 1; // 1: January (the calendar year), 4: April, …
    bool operator==(const Calendar &) const = default;
};

// The calendar month of model month `month` (1-based).
YearMonth calendarMonth(const Calendar &calendar, int month);
// The fiscal year of model month `month`, named by the calendar year in which it starts (the
// fiscal year April 2026 – March 2027 is 2026).
int fiscalYearOf(const Calendar &calendar, int month);

// What the business case needs besides the cost model's inputs.
struct BusinessInputs
{
    Calendar calendar;
    // The grid's CO₂ intensity in grams CO₂-equivalent per kWh; none: tonnes are not estimated.
    std::optional<double> gridGramsPerKwh;
};

// One fiscal year of one option (possibly part of a year at either end of the horizon).
struct YearFigures
{
    int fiscalYear = 0;        // named by the calendar year in which it starts
    int firstMonth = 1;        // model months of the horizon inside this fiscal year
    int lastMonth = 1;         //
    double spend = 0.0;        // the option's cost in these months (the monthly series)
    double capex = 0.0;        // capital payments (cash purchases, loan instalments)
    double opex = 0.0;         // every other cost but the residual value
    double residual = 0.0;     // the residual value credited (≤ 0)
    double depreciation = 0.0; // straight-line over the hardware's life
    double cumulative = 0.0;   // the option's cost from month 1 to the end of this year
    double savings = 0.0;      // the cloud's cost in these months minus the option's
    double cumulativeSavings = 0.0;
    std::optional<double> shareMigrated; // share of the cloud's compute spend no longer paid
    std::optional<double> kwh;           // none: not estimated
    std::optional<double> tonnesCo2;     // none: not estimated
};

// How an option's energy is known.
enum class EnergyBasis {
    OwnFleet,     // the on-premise fleet's power (power cost ÷ electricity price)
    NotEstimated, // the cloud: no published energy figures per GPU-hour
};

struct OptionBusinessCase
{
    Option option = Option::Cloud;
    std::vector<YearFigures> years;
    std::vector<double> capexMonthly;        // per model month
    std::vector<double> depreciationMonthly; // per model month
    // Against the cloud (none for the cloud itself, or when not defined): the internal rate of
    // return of the cloud's cost avoided, the return on the option's total cost and the month in
    // which the discounted savings pay the option back.
    std::optional<double> irr;
    std::optional<double> roi;
    std::optional<double> discountedPaybackMonth;
    bool paysBackDiscounted = false; // discountedPaybackMonth is set
    double bookValueAtEnd = 0.0;     // capex not yet depreciated at the horizon's end
    EnergyBasis energy = EnergyBasis::NotEstimated;
    std::vector<double> kwhMonthly; // empty when not estimated
    std::optional<double> kwh;      // over the horizon
    std::optional<double> tonnesCo2;
    bool cloudPartNotEstimated = false; // the option also runs work in the cloud
};

struct BusinessCase
{
    Calendar calendar;
    std::optional<double> gridGramsPerKwh;
    std::vector<OptionBusinessCase> options; // in the evaluation's order

    const OptionBusinessCase *find(Option option) const;
};

// The business case of an evaluation made with monthly categories
// (OptionRequest::withMonthlyCategories); without them capex is taken as zero.
BusinessCase businessCase(const Inputs &in, const Evaluation &evaluation,
                          const BusinessInputs &business);

// The internal rate of return of monthly cash flows (month 1 first), as a yearly rate r with
// Σ cf_m / (1 + r)^((m − 1) / 12) = 0 (the NPV's discounting, §5); none unless the flows start
// as an investment (their value falls from positive to negative as r rises from −99% to 10,000%).
std::optional<double> internalRateOfReturn(const std::vector<double> &cashFlows);

} // namespace gda::engine
