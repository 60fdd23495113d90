// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QString>

#include <optional>
#include <span>

// The per-country table (resources/countries/countries.json, docs/methodology.md §8.1 and §18.4):
// the grid's CO₂ intensity of each country with its year and source, the electricity price for
// business users and its yearly change with their sources. The business case reads the intensity
// of the scenario's country; the defaults by country (deriveddefaults.h) read the price.
namespace gda::countries {

struct CountrySource
{
    QString shortName; // "Eurostat nrg_pc_205, 2025": how a default cites it
    QString title;
    QString publisher;
    QString date;
    QString url;
};

struct Country
{
    QString code; // ISO 3166-1 alpha-2: "NL", "GB", "US"
    QString name; // in English
    double gridGramsPerKwh = 0.0;
    int gridYear = 0;
    CountrySource gridSource;
    bool gridChecked = false; // read from the source itself when the table was written
    std::optional<double> electricityPerKwh; // in priceCurrency; none: not recorded yet
    QString priceCurrency;                   // "EUR", "USD" or "GBP"
    QString pricePeriod;                     // "2025"
    QString priceBasis; // which consumers and figures: "band ID, excl. VAT; 2025-S1 0.1878, …"
    CountrySource priceSource;
    bool priceChecked = false; // read from the source itself when the table was written
    std::optional<double> electricityAnnualChange; // the price's default yearly change
    CountrySource changeSource;                    // empty title: the app's own judgement
    QString changeBasis;                           // why: "flat: the 2025 price fell …"
};

// The codes the scenario file accepts for inputs.business.country, in this order (the registry's
// choices): "" (not stated) first.
std::span<const char *const> codes();

// The table (read once from the resource); empty when the resource is missing or damaged.
std::span<const Country> all();
// The row of a code; nullptr for an unknown code or "".
const Country *find(const QString &code);
// The country's name in the current language (the registry's choice label); the code when it
// has none.
QString label(const QString &code);
// The date the table was compiled ("2026-12-06").
QString retrieved();
// The European Union's average (the table's "eu_average"): the electricity price of a euro
// scenario that names no country. Its code is empty.
const Country &euAverage();
// Pounds per euro, to convert a price in GBP (the table's "gbp_per_eur", ECB 2025).
double gbpPerEur();
// The country's electricity price in `currency`: euro and dollars at the app's one rate
// (moneydefaults::kUsdPerEur), pounds at gbpPerEur(). None when the table has no price.
std::optional<double> electricityIn(const Country &country, Currency currency);

} // namespace gda::countries
