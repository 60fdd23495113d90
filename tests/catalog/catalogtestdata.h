// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/catalogfile.h"

#include <catch2/catch.hpp>

#include <QByteArray>

#include <variant>

// Small catalogs for the catalog tests. kSmallCatalog has a known layout: the line numbers in the
// comments are what the error reports must name. The rate 1.25 USD per EUR keeps hand
// calculations exact (10 USD = 8 EUR).
namespace gda::catalog::testdata {

inline const QByteArray kSmallCatalog = R"({
  "format": "gpu-advisor-catalog",
  "version": 1,
  "catalog_date": "2026-11-29",
  "base_currency": "USD",
  "exchange_rate": {"usd_per_eur": 1.25, "source": "test rate", "date": "2026-11-01"},
  "gpu_models": [
    {"id": "gpu-a", "name": "GPU A", "vendor": "Vendor", "memory_gb": 80, "tdp_w": 700,
     "kw_per_gpu": 1.25, "unit_price_low": 20000, "unit_price_typical": 25000,
     "unit_price_high": 30000, "source": "test source", "date": "2026-10-01", "estimate": false}
  ],
  "cloud_offers": [
    {"id": "offer-a", "provider": "Cloud A", "provider_kind": "hyperscaler", "instance": "big.8x",
     "gpu_model": "gpu-a", "gpus_per_instance": 8, "region": "eu-1",
     "on_demand_per_gpu_hour": 4.0, "reserved_1y_per_gpu_hour": 2.5,
     "reserved_3y_per_gpu_hour": 2.0, "reserved_available": true, "spot_per_gpu_hour": 1.5,
     "egress_tiers": [[10, 0.1], [null, 0.05]], "storage_per_gb_month": 0.1,
     "source": "test source A", "date": "2026-11-01", "estimate": true, "note": "derived",
     "tradeoffs": ""},
    {"id": "offer-b", "provider": "Cloud B", "provider_kind": "neocloud", "instance": "gpu.1x",
     "gpu_model": "gpu-a", "gpus_per_instance": 1, "region": "not stated",
     "on_demand_per_gpu_hour": 2.0, "reserved_1y_per_gpu_hour": null,
     "reserved_3y_per_gpu_hour": null, "reserved_available": false, "spot_per_gpu_hour": null,
     "egress_tiers": [[null, 0.0]], "storage_per_gb_month": 0.05,
     "source": "test source B", "date": "2026-05-01", "tradeoffs": "no reserved terms"}
  ],
  "datacenter_defaults": [
    {"id": "electricity_eu_per_kwh", "value": 0.2, "unit": "EUR/kWh", "source": "test",
     "date": "2026-01-01"}
  ]
}
)";
inline constexpr int kLineGpuA = 8;
inline constexpr int kLineOfferA = 13;
inline constexpr int kLineOfferB = 20;

inline Catalog loaded(const LoadResult &result)
{
    if (const auto *error = std::get_if<CatalogError>(&result))
        FAIL("catalog did not load: " << error->toString().toStdString());
    return std::get<Catalog>(result);
}

inline Catalog smallCatalog()
{
    return loaded(loadCatalog(kSmallCatalog));
}

inline CatalogError errorOf(const LoadResult &result)
{
    if (std::holds_alternative<Catalog>(result))
        FAIL("expected the catalog to be refused");
    return std::get<CatalogError>(result);
}

// kSmallCatalog with `from` replaced by `to` (which must occur exactly once).
inline QByteArray smallCatalogWith(const char *from, const char *to)
{
    QByteArray text = kSmallCatalog;
    REQUIRE(text.count(from) == 1);
    return text.replace(from, to);
}

} // namespace gda::catalog::testdata
