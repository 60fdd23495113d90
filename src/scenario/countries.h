// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <span>

// The per-country table (resources/countries/countries.json, docs/methodology.md §18.4): the
// grid's CO₂ intensity of each country with its year and source, and the electricity price for
// business users with its source where it has been recorded. The business case reads the
// intensity of the scenario's country; the defaults by country (issue 33) can read the price.
namespace gda::countries {

struct CountrySource
{
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
    std::optional<double> electricityPerKwh; // none: not recorded yet
    QString priceCurrency;
    CountrySource priceSource;
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

} // namespace gda::countries
