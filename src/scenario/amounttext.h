// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

#include <variant>

// Amounts as people type them: "1500000", "1.500.000,50" (Dutch), "1,500,000.50" (English),
// "1.5M", "1,5 mln", "250k", "€ 1.500.000", "$2bn". Used by the amount fields of the editors;
// here so that it can be tested without widgets.
namespace gda::amounttext {

// Why a text is not an amount.
enum class Problem {
    Empty,         // nothing but white space or a currency sign
    Letters,       // letters or signs that belong to no amount ("abc", "12a3", "1+2")
    Separators,    // two decimal separators, or a thousands separator in the wrong place
    Negative,      // a minus sign or an accounting bracket
    UnknownSuffix, // letters after the number that are no known multiplier ("1.5Q")
};

struct Options
{
    bool allowNegative = false;  // fields whose range has negative values (a price change)
    bool allowMultiplier = true; // k, M, mln, bn; off for percentages
};

// The number in `text` (multiplier applied), or why there is none. Currency signs and codes
// (€, $, EUR, USD), spaces and no-break spaces are ignored. Both "." and "," are accepted as
// decimal separator: when both appear, the last one is the decimal separator; a single separator
// is read as `locale` reads it, except that a group separator followed by other than three digits
// is a decimal separator ("1,5 mln" in English is 1.5 million, "0.7" in Dutch is 0.7).
std::variant<double, Problem> parse(const QString &text, const QLocale &locale,
                                    const Options &options = {});

// The multiplier of a suffix ("k" → 1e3, "mln" → 1e6), case ignored; 0 when unknown.
double multiplier(const QString &suffix);

// A translated sentence saying why `typed` was refused and naming the forms that are accepted,
// written in `locale`'s notation: "“1.5Q” is not an amount: “Q” is not a known multiplier.
// Valid forms: 1500000, 1,500,000.50, 1.5M, 1.5 mln, 250k."
QString explain(Problem problem, const QString &typed, const QLocale &locale,
                const Options &options = {});

// The accepted forms in `locale`'s notation ("1500000, 1,500,000.50, 1.5M, 1.5 mln, 250k").
QString validForms(const QLocale &locale, const Options &options = {});

// `value` rounded to `decimals` places (cents: 2).
double rounded(double value, int decimals);

} // namespace gda::amounttext
