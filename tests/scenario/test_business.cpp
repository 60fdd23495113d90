// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The business case's inputs in the scenario file (docs/methodology.md §18): start month, fiscal
// year and country, read, checked, written and handed to the engine; the country table.
#include "engine/businesscase.h"
#include "engine/costmodel.h"
#include "scenario/businesssettings.h"
#include "scenario/countries.h"
#include "scenario/scenariofile.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QJsonObject>

using namespace gda;

namespace {

Scenario loaded(const QByteArray &json)
{
    auto result = scenariofile::parse(json);
    if (const auto *error = std::get_if<scenariofile::Error>(&result))
        FAIL(error->toString().toStdString());
    return std::get<Scenario>(result);
}

QString problemOf(const QByteArray &json)
{
    const auto result = scenariofile::parse(json);
    const auto *error = std::get_if<scenariofile::Error>(&result);
    return error ? error->toString() : QString();
}

} // namespace

TEST_CASE("business: the worked example's file states October 2026, April and the Netherlands",
          "[scenario][business]")
{
    const Scenario s = loaded(test::readFile(
        test::dataPath(QStringLiteral("business/october-start-april-fiscal-year.json"))));
    REQUIRE(s.business.startMonth);
    CHECK(*s.business.startMonth == QStringLiteral("2026-10"));
    CHECK(s.business.fiscalYearStart == 4);
    CHECK(s.business.country == QStringLiteral("NL"));
    const engine::BusinessInputs in = business::inputsOf(s);
    CHECK(in.calendar.start == engine::YearMonth{2026, 10});
    CHECK(in.calendar.fiscalYearStart == 4);
    REQUIRE(in.gridGramsPerKwh);
    CHECK(*in.gridGramsPerKwh == 250.72); // the Netherlands, Ember 2024

    // Through the engine: the figures of the worked example by hand (§18.6).
    const engine::Evaluation e = engine::evaluate(s.inputs, {.withMonthlyCategories = true});
    const engine::BusinessCase b = engine::businessCase(s.inputs, e, in);
    const engine::OptionBusinessCase &onprem = *b.find(engine::Option::OnPrem);
    REQUIRE(onprem.years.size() == 4);
    CHECK(onprem.years[0].spend == Approx(216380.0));
    CHECK(onprem.years[0].depreciation == Approx(20000.0));
    CHECK(onprem.years[3].spend == Approx(-63620.0));
    CHECK(onprem.years[3].cumulativeSavings == Approx(202200.0));
    CHECK(*onprem.irr == Approx(0.578185).margin(5e-7));
    CHECK(*onprem.discountedPaybackMonth == Approx(24.03592).margin(1e-5));
    CHECK(*onprem.tonnesCo2 == Approx(36 * 3650.0 * 250.72 / 1e6)); // 32.944608 t
}

TEST_CASE("business: a file without the business section starts next month in January years",
          "[scenario][business]")
{
    const Scenario s = loaded(R"({"format":"gpu-advisor-scenario","version":1,)"
                              R"("inputs":{"workload":{"gpus":8,"utilization":0.5}}})");
    CHECK_FALSE(s.business.startMonth);
    CHECK(s.business.fiscalYearStart == 1);
    CHECK(s.business.country.isEmpty());
    const engine::BusinessInputs in = business::inputsOf(s, QDate(2026, 12, 6));
    CHECK(in.calendar.start == engine::YearMonth{2027, 1}); // the month after 6 December 2026
    CHECK(in.calendar.fiscalYearStart == 1);
    CHECK_FALSE(in.gridGramsPerKwh); // no country: no tonnes
    CHECK(business::nextMonth(QDate(2026, 1, 31)) == engine::YearMonth{2026, 2});
}

TEST_CASE("business: the file refuses a start month that is not YYYY-MM and unknown countries",
          "[scenario][business]")
{
    const auto file = [](const char *business) -> QByteArray {
        return QByteArray(R"({"format":"gpu-advisor-scenario","version":1,"inputs":{)"
                          R"("workload":{"gpus":8,"utilization":0.5},"business":)") +
               business + "}}";
    };
    CHECK(
        problemOf(file(R"({"start_month":"2026-13"})"))
            .startsWith(QStringLiteral("inputs.business.start_month: \"2026-13\" is not a month")));
    CHECK(problemOf(file(R"({"start_month":"10/2026"})"))
              .startsWith(QStringLiteral("inputs.business.start_month:")));
    CHECK(problemOf(file(R"({"fiscal_year_start":13})"))
              .startsWith(QStringLiteral("inputs.business.fiscal_year_start:")));
    CHECK(problemOf(file(R"({"country":"XX"})"))
              .startsWith(QStringLiteral("inputs.business.country:")));
    CHECK(problemOf(file(R"({"start_month":"2026-10","fiscal_year_start":7,"country":"US"})"))
              .isEmpty());
    CHECK(problemOf(file(R"({"start_month":null})")).isEmpty());
}

TEST_CASE("business: the settings survive a save and load", "[scenario][business]")
{
    Scenario s;
    s.business.startMonth = QStringLiteral("2027-04");
    s.business.fiscalYearStart = 10;
    s.business.country = QStringLiteral("GB");
    const QByteArray json = scenariofile::toCanonicalJson(s);
    const Scenario back = loaded(json);
    CHECK(back.business == s.business);
    const QJsonObject business = scenariofile::toJson(s)
                                     .value(QLatin1String("inputs"))
                                     .toObject()
                                     .value(QLatin1String("business"))
                                     .toObject();
    CHECK(business.value(QLatin1String("start_month")).toString() == QStringLiteral("2027-04"));
    CHECK(business.value(QLatin1String("country")).toString() == QStringLiteral("GB"));
}

TEST_CASE("business: the country table is sourced, dated and checked, with the six countries",
          "[scenario][business]")
{
    CHECK(countries::retrieved() == QStringLiteral("2026-12-06"));
    const QStringList codes{QStringLiteral("NL"), QStringLiteral("BE"), QStringLiteral("DE"),
                            QStringLiteral("FR"), QStringLiteral("GB"), QStringLiteral("US")};
    for (const QString &code : codes) {
        INFO(code.toStdString());
        const countries::Country *c = countries::find(code);
        REQUIRE(c != nullptr);
        CHECK(c->gridGramsPerKwh > 0.0);
        CHECK(c->gridYear == 2024);
        CHECK(c->gridChecked);
        CHECK(c->electricityPerKwh.has_value()); // every country has its business price
        CHECK(c->priceChecked);
        CHECK(!c->gridSource.title.isEmpty());
        CHECK(c->gridSource.url.startsWith(QStringLiteral("https://")));
        CHECK(!c->priceSource.title.isEmpty()); // for the defaults by country (issue 33)
        CHECK(!c->priceCurrency.isEmpty());
    }
    // owid-energy-data.csv, carbon_intensity_elec, 2024 (docs/methodology.md §8.1).
    CHECK(countries::find(QStringLiteral("NL"))->gridGramsPerKwh == 250.72);
    CHECK(countries::find(QStringLiteral("US"))->gridGramsPerKwh == 383.78);
    CHECK(countries::find(QString()) == nullptr);
    // Every code the file accepts has a row (the first, "", is "not stated").
    const auto accepted = countries::codes();
    for (std::size_t i = 1; i < accepted.size(); ++i)
        CHECK(countries::find(QLatin1String(accepted[i])) != nullptr);
}
