// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Defaults that follow the scenario's answers (docs/methodology.md §8.1, §8.2): the electricity
// price and its yearly change by country, version 1's staff cost by expertise and fleet. The
// figures are the country table's and the staff model's, by hand beside each check.
#include "scenario/countries.h"
#include "scenario/deriveddefaults.h"
#include "scenario/moneydefaults.h"
#include "scenario/scenariofile.h"
#include "scenario/upgrade.h"

#include "engine/costmodel.h"

#include <catch2/catch.hpp>

using namespace gda;

namespace {

const inputs::Input &electricity()
{
    return inputs::at("inputs.onprem.electricity_per_kwh");
}

// One edit as the app makes it: the change, then the defaults that follow it.
Scenario edited(const Scenario &before, const std::function<void(Scenario &)> &change)
{
    Scenario after = before;
    change(after);
    deriveddefaults::follow(before, after);
    return after;
}

Scenario newEuroScenario()
{
    Scenario s = moneydefaults::newScenario(Currency::EUR);
    deriveddefaults::apply(s);
    return s;
}

} // namespace

TEST_CASE("derived defaults: each country's business electricity price in both currencies",
          "[scenario][defaults]")
{
    const auto price = [](const char *code, Currency currency) {
        const countries::Country *c = countries::find(QLatin1String(code));
        REQUIRE(c != nullptr);
        const std::optional<double> p = countries::electricityIn(*c, currency);
        REQUIRE(p.has_value());
        return *p;
    };
    // Eurostat nrg_pc_205, band ID, excl. VAT, the mean of 2025-S1 and 2025-S2.
    CHECK(price("NL", Currency::EUR) == Approx((0.1878 + 0.1811) / 2)); // 0.18445
    CHECK(price("DE", Currency::EUR) == Approx((0.1932 + 0.1922) / 2)); // 0.1927
    CHECK(price("FR", Currency::EUR) == Approx((0.1296 + 0.1212) / 2)); // 0.1254
    CHECK(price("BE", Currency::EUR) == Approx(0.1615));                // DESNZ 5.4.2, in euro
    // In dollars at the app's one rate, 1.16 USD per EUR: 0.18445 × 1.16 = 0.213962.
    CHECK(price("NL", Currency::USD) == Approx(0.213962));
    // The UK in pounds (DESNZ 3.4.2, 25.81 pence) at 0.8566 GBP per EUR: 0.2581 / 0.8566.
    CHECK(price("GB", Currency::EUR) == Approx(0.2581 / 0.8566)); // 0.301307
    CHECK(price("GB", Currency::USD) == Approx(0.2581 / 0.8566 * 1.16));
    // The US in dollars as it is (EIA, commercial, 2025), in euro 0.1341 / 1.16 = 0.115603.
    CHECK(price("US", Currency::USD) == 0.1341);
    CHECK(price("US", Currency::EUR) == Approx(0.1341 / 1.16));
    // The yearly change: flat in Europe, +3.2% in the US ((13.41 / 12.59)^(1/2) − 1 = 0.03205).
    CHECK(countries::find(QStringLiteral("NL"))->electricityAnnualChange == 0.0);
    CHECK(countries::find(QStringLiteral("US"))->electricityAnnualChange == 0.032);
}

TEST_CASE("derived defaults: a new euro scenario pays the EU average, not the dollar default "
          "converted",
          "[scenario][defaults]")
{
    const Scenario s = newEuroScenario();
    // Eurostat nrg_pc_205, EU27, band ID, 2025: (0.1640 + 0.1596) / 2 = 0.1618, not 0.10 / 1.16.
    CHECK(s.inputs.onprem.electricityPerKwh == Approx(0.1618));
    CHECK(moneydefaults::holdsDefault(electricity(), s));
    // A dollar scenario without a country keeps the hybrid-cloud article's $0.10.
    Scenario usd = moneydefaults::newScenario(Currency::USD);
    deriveddefaults::apply(usd);
    CHECK(usd.inputs.onprem.electricityPerKwh == 0.10);
}

TEST_CASE("derived defaults: choosing the Netherlands sets its price, keeps a typed one",
          "[scenario][defaults]")
{
    const Scenario start = newEuroScenario();
    const Scenario nl =
        edited(start, [](Scenario &s) { s.business.country = QStringLiteral("NL"); });
    CHECK(nl.inputs.onprem.electricityPerKwh == Approx(0.18445));
    CHECK(nl.inputs.onprem.electricityAnnualChange == 0.0);
    CHECK(deriveddefaults::holds(electricity(), nl));
    const auto derived = deriveddefaults::of(electricity(), nl);
    REQUIRE(derived);
    CHECK(derived->source.contains(QStringLiteral("Eurostat, 2025")));
    CHECK(derived->source.contains(QStringLiteral("Netherlands")));
    REQUIRE(!derived->references.isEmpty());
    CHECK(derived->references.front().contains(QStringLiteral("https://ec.europa.eu/eurostat")));

    // Then the United States: the Dutch default follows, $0.1341 / 1.16 and +3.2% a year.
    const Scenario us = edited(nl, [](Scenario &s) { s.business.country = QStringLiteral("US"); });
    CHECK(us.inputs.onprem.electricityPerKwh == Approx(0.1341 / 1.16));
    CHECK(us.inputs.onprem.electricityAnnualChange == 0.032);

    // A price the user typed stays when the country changes; so does a typed change.
    Scenario typed = edited(nl, [](Scenario &s) {
        s.inputs.onprem.electricityPerKwh = 0.25;
        s.inputs.onprem.electricityAnnualChange = 0.02;
    });
    typed = edited(typed, [](Scenario &s) { s.business.country = QStringLiteral("DE"); });
    CHECK(typed.inputs.onprem.electricityPerKwh == 0.25);
    CHECK(typed.inputs.onprem.electricityAnnualChange == 0.02);

    // No country again: the EU average.
    const Scenario none = edited(nl, [](Scenario &s) { s.business.country.clear(); });
    CHECK(none.inputs.onprem.electricityPerKwh == Approx(0.1618));
}

TEST_CASE("derived defaults: an old euro file's converted dollar default follows the country",
          "[scenario][defaults]")
{
    // Written before the defaults by country: 0.10 / 1.16 = 0.0862…, the registry's default.
    Scenario old = moneydefaults::newScenario(Currency::EUR);
    REQUIRE(old.inputs.onprem.electricityPerKwh == Approx(0.10 / 1.16));
    const Scenario nl = edited(old, [](Scenario &s) { s.business.country = QStringLiteral("NL"); });
    CHECK(nl.inputs.onprem.electricityPerKwh == Approx(0.18445));
}

TEST_CASE("derived defaults: a file that names a country but leaves the price out keeps the "
          "registry's default",
          "[scenario][defaults]")
{
    // Every file keeps its figures: reading never applies a derived default.
    const auto result = scenariofile::parse(
        R"({"format":"gpu-advisor-scenario","version":1,"currency":"USD","inputs":)"
        R"({"business":{"country":"NL"},"workload":{"gpus":8,"utilization":0.5}}})");
    if (const auto *error = std::get_if<scenariofile::Error>(&result))
        FAIL(error->toString().toStdString());
    const auto *s = std::get_if<Scenario>(&result);
    REQUIRE(s != nullptr);
    CHECK(s->business.country == QStringLiteral("NL"));
    CHECK(s->inputs.onprem.electricityPerKwh == 0.10);
    CHECK(s->inputs.onprem.staffPerYear == 500000.0);
}

TEST_CASE("derived defaults: version 1's staff cost scales with the fleet above a minimum team",
          "[scenario][defaults]")
{
    using engine::Expertise;
    // 1 staff member per 250 GPUs at $185,000 a year, at least the expertise's minimum team.
    CHECK(deriveddefaults::staffPerYearUsd(Expertise::Some, 8) == 185000.0);   // one specialist
    CHECK(deriveddefaults::staffPerYearUsd(Expertise::Some, 800) == 592000.0); // 3.2 × 185,000
    CHECK(deriveddefaults::staffPerYearUsd(Expertise::None, 8) == 500000.0);   // the seed's team
    CHECK(deriveddefaults::staffPerYearUsd(Expertise::None, 800) == 592000.0); // above it
    CHECK(deriveddefaults::staffPerYearUsd(Expertise::HpcTeam, 8) == Approx(5920.0)); // 0.032 FTE

    Scenario s = moneydefaults::newScenario(Currency::USD);
    deriveddefaults::apply(s);
    // The default fleet, 80 GPUs, with some experience: max(185,000, 80 / 250 × 185,000 = 59,200).
    CHECK(s.inputs.onprem.staffPerYear == 185000.0);
    // 800 GPUs: 592,000; an HPC team with them: no minimum, still 592,000; back to 80: 59,200.
    s = edited(s, [](Scenario &x) { x.inputs.workload.gpus = 800; });
    CHECK(s.inputs.onprem.staffPerYear == Approx(592000.0));
    s = edited(s, [](Scenario &x) { x.inputs.factors.expertise = Expertise::HpcTeam; });
    CHECK(s.inputs.onprem.staffPerYear == Approx(592000.0));
    s = edited(s, [](Scenario &x) { x.inputs.workload.gpus = 80; });
    CHECK(s.inputs.onprem.staffPerYear == Approx(59200.0));
    // A fixed fleet counts, not the GPUs needed: 400 GPUs → 296,000.
    s = edited(s, [](Scenario &x) { x.inputs.onprem.gpus = 400; });
    CHECK(s.inputs.onprem.staffPerYear == Approx(296000.0));
    // A typed staff cost stays.
    s = edited(s, [](Scenario &x) { x.inputs.onprem.staffPerYear = 250000.0; });
    s = edited(s, [](Scenario &x) { x.inputs.factors.expertise = Expertise::None; });
    CHECK(s.inputs.onprem.staffPerYear == 250000.0);

    // In euro at 1.16 USD per EUR: 185,000 / 1.16 = 159,482.76.
    const Scenario eur = newEuroScenario();
    CHECK(eur.inputs.onprem.staffPerYear == Approx(185000.0 / 1.16));

    // A file's $500,000 (stated or left out) is kept when the fleet changes.
    Scenario file = moneydefaults::newScenario(Currency::USD);
    REQUIRE(file.inputs.onprem.staffPerYear == 500000.0);
    file = edited(file, [](Scenario &x) { x.inputs.workload.gpus = 8; });
    CHECK(file.inputs.onprem.staffPerYear == 500000.0);
}

TEST_CASE("derived defaults: a version 2 scenario made in the app gets staff that scales",
          "[scenario][defaults]")
{
    using engine::Expertise;
    // docs/methodology.md §8.2: 250 GPUs per FTE at $185,000, at least the minimum team as FTEs,
    // no fixed staff cost.
    CHECK(deriveddefaults::staffScaling(Expertise::None, Currency::USD).minFte ==
          Approx(500000.0 / 185000.0)); // 2.7027
    CHECK(deriveddefaults::staffScaling(Expertise::Some, Currency::USD).minFte == 1.0);
    CHECK(deriveddefaults::staffScaling(Expertise::HpcTeam, Currency::USD).minFte == 0.0);
    CHECK(deriveddefaults::staffScaling(Expertise::Some, Currency::EUR).costPerFteYear ==
          Approx(185000.0 / 1.16));

    // A new scenario (derived staff 185,000) made version 2 by an edit takes the model.
    Scenario s = moneydefaults::newScenario(Currency::USD);
    deriveddefaults::apply(s);
    REQUIRE(s.inputs.onprem.staffPerYear == 185000.0);
    s = edited(s, [](Scenario &x) { x = scenarioupgrade::toVersion2(x); });
    REQUIRE(s.inputs.modelVersion == 2);
    CHECK(s.inputs.onprem.staffPerYear == 0.0);
    REQUIRE(s.inputs.onpremV2.staffScaling.has_value());
    CHECK(*s.inputs.onpremV2.staffScaling ==
          deriveddefaults::staffScaling(Expertise::Some, Currency::USD));
    CHECK(deriveddefaults::holdsStaffScaling(s));
    // It follows the expertise.
    s = edited(s, [](Scenario &x) { x.inputs.factors.expertise = Expertise::None; });
    CHECK(s.inputs.onpremV2.staffScaling->minFte == Approx(500000.0 / 185000.0));
    // The engine: the on-premise fleet (fewer than 675 GPUs: 675 / 250 = 2.7 FTE) needs less
    // than the 2.7027 FTE of the minimum team, so staff is 500,000 a year from month 1 (the
    // staff category over the horizon: 500,000 × years).
    const engine::Evaluation e = engine::evaluate(s.inputs);
    CHECK(e.option(engine::Option::OnPrem).onpremGpus < 675);
    CHECK(e.option(engine::Option::OnPrem).category(engine::Category::Staff) ==
          Approx(500000.0 * s.inputs.horizonYears));
    // A typed figure stays.
    s = edited(s, [](Scenario &x) { x.inputs.onpremV2.staffScaling->gpusPerFte = 100.0; });
    s = edited(s, [](Scenario &x) { x.inputs.factors.expertise = Expertise::HpcTeam; });
    CHECK(s.inputs.onpremV2.staffScaling->gpusPerFte == 100.0);
    CHECK(s.inputs.onpremV2.staffScaling->minFte == Approx(500000.0 / 185000.0));

    // A version 1 file's stated $500,000 upgraded in an edit keeps it: it was no derived default.
    Scenario file = moneydefaults::newScenario(Currency::USD);
    file = edited(file, [](Scenario &x) { x = scenarioupgrade::toVersion2(x); });
    CHECK(file.inputs.onprem.staffPerYear == 500000.0);
    CHECK_FALSE(file.inputs.onpremV2.staffScaling.has_value());
}
