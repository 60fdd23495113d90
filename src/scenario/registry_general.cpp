// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The input registry's rows of the header, the descriptive fields, the business case and the
// decision factors (docs/methodology.md §8, §11). inputregistry.cpp puts the sections together in
// the order of the file; registry_rows.h has what the rows share.
#include "registry_rows.h"

namespace gda::inputs::rows {

// The header, the descriptive fields, the currency and the business case.
void appendGeneral(std::vector<Input> &f)
{
    const Source *hybrid = source(kHybridArticle);
    const Source *model = source(kCostModel);
    using enum Type;
    using enum Measure;
    using enum Topic;
    const std::vector<Input> rows{
        // The header and the descriptive fields.
        {.path = "format", .type = Text, .required = true, .role = Role::Header},
        {.path = "version",
         .type = Whole,
         .range = whole(1, kLatestVersion),
         .required = true,
         .role = Role::Header},
        {.path = "name",
         .type = Text,
         .range = whole(1, 200),
         .role = Role::Describe,
         .topic = General,
         .slot = AT(name),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Scenario name")},
        {.path = "client",
         .type = Text,
         .range = whole(0, 200),
         .role = Role::Describe,
         .topic = General,
         .slot = AT(client),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Client")},
        {.path = "notes",
         .type = Text,
         .range = whole(0, 10000),
         .role = Role::Describe,
         .topic = General,
         .slot = AT(notes),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Notes")},
        {.path = "workload_type",
         .type = Choice,
         .role = Role::Describe,
         .topic = Predictability,
         .choices = kWorkloadTypes,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Kind of workload")},

        // General.
        {.path = "inputs.horizon_years",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Years,
         .range = whole(1, 10),
         .topic = General,
         .slot = AT(inputs.horizonYears),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Horizon"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "a five-year comparison (hybrid-cloud article, Dec 2025)")},
        {.path = "inputs.discount_rate",
         .measure = Share,
         .unit = Unit::PerYear,
         .range = kFraction,
         .topic = General,
         .slot = AT(inputs.discountRate),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Discount rate"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "cost model example; 0% compares plain totals")},

        {.path = "currency",
         .type = Choice,
         .topic = General,
         .slot = AT(currency),
         .choices = kCurrencies,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Currency")},

        // The business case (docs/methodology.md §18): calendar and country; no cost changes.
        {.path = "inputs.business.start_month",
         .type = Text,
         .range = whole(7, 7),
         .optional = true,
         .topic = General,
         .slot = AT(business.startMonth),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "First month of the plan"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "the calendar month of month 1, YYYY-MM; by default the month "
                                   "after today"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "The month after today")},
        {.path = "inputs.business.fiscal_year_start",
         .type = Whole,
         .measure = Count,
         .range = whole(1, 12),
         .topic = General,
         .slot = AT(business.fiscalYearStart),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "First month of the fiscal year"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "1 = January (the calendar year), 4 = April, …")},
        {.path = "inputs.business.country",
         .type = Choice,
         .topic = General,
         .slot = countrySlot(),
         .choices = kCountries,
         .source = source(kCountryTable),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Country of the data centre"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "its business electricity price becomes the default and its "
                                   "grid's CO₂ intensity gives the tonnes of CO₂ (country table: "
                                   "Eurostat 2025, Ember 2024)")},
    };
    f.insert(f.end(), rows.begin(), rows.end());
}

// The decision factors (version 1 and 2).
void appendFactors(std::vector<Input> &f)
{
    const Source *hybrid = source(kHybridArticle);
    const Source *model = source(kCostModel);
    const Source *estimate = source(kJudgement);
    const char *equalWeights = QT_TRANSLATE_NOOP("gda::inputs", "five equally weighted factors");
    using enum Type;
    using enum Measure;
    using enum Topic;
    const std::vector<Input> rows{
        // Decision factors.
        {.path = "inputs.factors.expertise",
         .type = Choice,
         .topic = Expertise,
         .slot = AT(inputs.factors.expertise),
         .choices = kExpertise,
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "In-house expertise")},
        {.path = "inputs.factors.capital_available",
         .measure = Money,
         .range = money(),
         .topic = Capital,
         .slot = AT(inputs.factors.capitalAvailable),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Capital available now"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "about one 8-GPU rack before staff (hybrid-cloud article)")},
        {.path = "inputs.factors.data_location",
         .type = Choice,
         .topic = DataGravity,
         .slot = AT(inputs.factors.dataLocation),
         .choices = kLocations,
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Where the data lives now")},
        {.path = "inputs.factors.weights.utilization",
         .measure = Share,
         .range = kFraction,
         .topic = Utilization,
         .slot = AT(inputs.factors.weights.utilization),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Weight: Utilization"),
         .hint = equalWeights},
        {.path = "inputs.factors.weights.predictability",
         .measure = Share,
         .range = kFraction,
         .topic = Predictability,
         .slot = AT(inputs.factors.weights.predictability),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Weight: Workload predictability"),
         .hint = equalWeights},
        {.path = "inputs.factors.weights.expertise",
         .measure = Share,
         .range = kFraction,
         .topic = Expertise,
         .slot = AT(inputs.factors.weights.expertise),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Weight: Technical expertise"),
         .hint = equalWeights},
        {.path = "inputs.factors.weights.capital",
         .measure = Share,
         .range = kFraction,
         .topic = Capital,
         .slot = AT(inputs.factors.weights.capital),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Weight: Capital availability"),
         .hint = equalWeights},
        {.path = "inputs.factors.weights.data_gravity",
         .measure = Share,
         .range = kFraction,
         .topic = DataGravity,
         .slot = AT(inputs.factors.weights.dataGravity),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Weight: Data gravity"),
         .hint = equalWeights},
        {.path = "inputs.factors.premium_tolerance",
         .measure = Share,
         .range = kFraction,
         .topic = Utilization,
         .slot = AT(inputs.factors.premiumTolerance),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Premium accepted for non-cost reasons"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "the advice may cost this much more than the cheapest option "
                                   "when other factors argue for it; within the ±20–30% spread "
                                   "of hardware quotes")},
    };
    f.insert(f.end(), rows.begin(), rows.end());
}

} // namespace gda::inputs::rows
