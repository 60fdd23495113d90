// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Staleness relative to a given day, and euro/dollar conversion at the catalog's rate.
#include "catalog/catalog.h"
#include "catalog/pricing.h"
#include "catalogtestdata.h"
#include "scenario/amounttext.h"
#include "scenario/moneydefaults.h"

#include <catch2/catch.hpp>

using namespace gda;
using namespace gda::catalog;

TEST_CASE("catalog: entries older than six months are stale", "[catalog][stale]")
{
    const QDate today(2026, 11, 29);
    CHECK_FALSE(isStale(QDate(2026, 11, 29), today));
    CHECK_FALSE(isStale(QDate(2026, 5, 29), today)); // exactly six months: not yet stale
    CHECK(isStale(QDate(2026, 5, 28), today));       // one day more
    // A price from the future is flagged (D13): it would never turn stale.
    CHECK_FALSE(isFutureDated(today, today));
    CHECK(isFutureDated(today.addDays(1), today));
    CHECK(isFutureDated(QDate(2099, 1, 1), today));
    CHECK_FALSE(isFutureDated(QDate(), today));
    CHECK(isStale(QDate(2025, 7, 1), today));
    CHECK(isStale(QDate(), today)); // no date counts as stale
    // Month ends: six months before 31 August is 28 February (2026 is not a leap year).
    CHECK_FALSE(isStale(QDate(2026, 2, 28), QDate(2026, 8, 31)));
    CHECK(isStale(QDate(2026, 2, 27), QDate(2026, 8, 31)));
}

TEST_CASE("catalog: staleness of the default catalog depends on the day asked", "[catalog][stale]")
{
    const Catalog catalog = testdata::loaded(loadDefaultCatalog());
    auto staleOffers = [&](const QDate &today) {
        int n = 0;
        for (const CloudOffer &o : catalog.cloudOffers)
            n += isStale(o.provenance.date, today) ? 1 : 0;
        return n;
    };
    // On the catalog date some offers (undated SkyPilot snapshots, 2025-07-01) are already stale,
    // not all; two years on, all are.
    const int now = staleOffers(catalog.catalogDate);
    CHECK(now > 0);
    CHECK(now < int(catalog.cloudOffers.size()));
    CHECK(staleOffers(catalog.catalogDate.addYears(2)) == int(catalog.cloudOffers.size()));
    CHECK(staleOffers(QDate(2026, 1, 1)) < now);
    // The A100 figures are from 2020-2022: stale, as they should be.
    CHECK(isStale(catalog.gpuModel(QStringLiteral("a100-40gb"))->provenance.date,
                  catalog.catalogDate));
}

TEST_CASE("catalog: currency conversion both ways at the catalog rate", "[catalog][currency]")
{
    const ExchangeRate rate{1.16, QStringLiteral("ECB"), QDate(2025, 10, 21)};
    // USD → EUR divides by the rate: 6.88 / 1.16 = 5.931034482758621 (p5.48xlarge per GPU-hour).
    CHECK(convert(6.88, Currency::USD, Currency::EUR, rate) ==
          Approx(5.931034482758621).epsilon(1e-12));
    // 30,000 USD (H100 SXM typical) / 1.16 = 25,862.068965517241 EUR.
    CHECK(convert(30000.0, Currency::USD, Currency::EUR, rate) ==
          Approx(25862.068965517241).epsilon(1e-12));
    // EUR → USD multiplies: 0.1902 EUR/kWh (Eurostat H1 2025) × 1.16 = 0.220632 USD/kWh.
    CHECK(convert(0.1902, Currency::EUR, Currency::USD, rate) == Approx(0.220632).epsilon(1e-12));
    // 100 EUR × 1.16 = 116 USD.
    CHECK(convert(100.0, Currency::EUR, Currency::USD, rate) == Approx(116.0).epsilon(1e-12));
    // Same currency: unchanged, whatever the rate.
    CHECK(convert(42.0, Currency::EUR, Currency::EUR, rate) == 42.0);
    CHECK(convert(42.0, Currency::USD, Currency::USD, rate) == 42.0);
    // There and back again.
    CHECK(convert(convert(123.45, Currency::USD, Currency::EUR, rate), Currency::EUR, Currency::USD,
                  rate) == Approx(123.45).epsilon(1e-12));
    // The small catalog's rate 1.25 makes it exact: 10 USD = 8 EUR, 8 EUR = 10 USD.
    const ExchangeRate exact{1.25, {}, {}};
    CHECK(convert(10.0, Currency::USD, Currency::EUR, exact) == 8.0);
    CHECK(convert(8.0, Currency::EUR, Currency::USD, exact) == 10.0);
}

TEST_CASE("catalog: the currency of a data-centre default comes from its unit",
          "[catalog][currency]")
{
    CHECK(unitCurrency(QStringLiteral("EUR/kWh")) == Currency::EUR);
    CHECK(unitCurrency(QStringLiteral("USD/kW-month")) == Currency::USD);
    CHECK(!unitCurrency(QStringLiteral("ratio")));
    const Catalog catalog = testdata::loaded(loadDefaultCatalog());
    const DatacenterDefault &eu =
        *catalog.datacenterDefault(QStringLiteral("electricity_eu_per_kwh"));
    REQUIRE(unitCurrency(eu.unit) == Currency::EUR);
    // 0.1902 EUR/kWh at the default 1.16 USD per EUR = 0.220632 USD/kWh.
    CHECK(convert(eu.value, Currency::EUR, Currency::USD, catalog.exchangeRate) ==
          Approx(0.220632).epsilon(1e-12));
}

TEST_CASE("catalog: the default amounts are converted at the default catalog's rate",
          "[catalog][currency]")
{
    // moneydefaults.h states the rate in the scenario layer (which cannot read the catalog); the
    // two must stay the same, date included.
    const Catalog catalog = testdata::loaded(loadDefaultCatalog());
    CHECK(catalog.exchangeRate.usdPerEur == moneydefaults::kUsdPerEur);
    CHECK(catalog.exchangeRate.date == moneydefaults::rateDate());
    CHECK(catalog.exchangeRate.source.startsWith(QStringLiteral("ECB euro foreign exchange")));
}

TEST_CASE("catalog: an offer's prices are converted and rounded", "[catalog][currency]")
{
    const Catalog catalog = testdata::loaded(loadDefaultCatalog());
    const CloudOffer &offer = *catalog.offer(QStringLiteral("aws-p5-48xlarge-us-east-1"));
    Scenario s;
    applyOffer(s, offer, *catalog.gpuModel(offer.gpuModel), Currency::EUR, catalog);
    // 6.88 / 1.16 = 5.931034… → 5.931; 30,000 / 1.16 = 25,862.0689… → 25,862.07 (cents);
    // 0.09 / 1.16 = 0.0775862… → 0.0776 per GB.
    CHECK(s.inputs.cloud.onDemandPerGpuHour == 5.931);
    CHECK(s.inputs.onprem.gpuUnitPrice == 25862.07);
    CHECK(s.inputs.cloud.egressTiers.front().pricePerGb == 0.0776);
    CHECK(s.inputs.cloud.storagePerGbMonth ==
          amounttext::rounded(offer.storagePerGbMonth / 1.16, 4));
}
