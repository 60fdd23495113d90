// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

// The Providers tab and `gpu-advisor-cli providers`: the scenario's workload priced at every
// offer for one GPU model, on-demand, reserved (1 year) and spot, cheapest first.
namespace gda::catalog {

enum class PriceTerm { OnDemand, Reserved1y, Spot };
QString priceTermKey(PriceTerm term); // "on_demand", "reserved_1y", "spot"

// One offer at one price term, with the cloud option's costs over the scenario's horizon.
struct ProviderRankEntry
{
    QString offerId;
    QString provider;
    QString instance;
    QString region;
    ProviderKind providerKind = ProviderKind::Hyperscaler;
    PriceTerm term = PriceTerm::OnDemand;
    double pricePerGpuHour = 0.0; // in the scenario currency
    double tco = 0.0;
    double npv = 0.0;
    double costPerGpuHour = 0.0;
    bool cheapest = false; // lowest TCO of the ranking (ties all marked)
    QDate date;
    bool estimate = false;
    Origin origin = Origin::Default;
    QString tradeoffs;        // the catalog's English note for budget clouds and marketplaces
    QStringList tradeoffKeys; // stable keys the UI translates, see tradeoffKey* below
};

// Trade-off keys: no 1- or 3-year terms; capacity of a non-hyperscaler is not guaranteed;
// third-party marketplace hosts; spot capacity can be reclaimed.
inline constexpr char kTradeoffNoReservedTerms[] = "no_reserved_terms";
inline constexpr char kTradeoffCapacityNotGuaranteed[] = "capacity_not_guaranteed";
inline constexpr char kTradeoffMarketplaceHosts[] = "marketplace_hosts";
inline constexpr char kTradeoffInterruptible[] = "interruptible";

// The ranking of one GPU model, sorted by TCO (then NPV, offer id, term).
struct ProviderRanking
{
    QString gpuModelId;
    Currency currency = Currency::EUR;
    std::vector<ProviderRankEntry> entries;
};

// Every offer for `gpuModelId`, at on-demand, at its 1-year reserved price (pricing = reserved)
// when it has one, and at its spot price (put in the on-demand field) when it has one. Each
// entry is the cloud option of engine::evaluateOptions on the scenario after applyOffer() of that
// offer. An unknown model gives an empty ranking.
ProviderRanking rankProviders(const Scenario &scenario, const Catalog &catalog,
                              const QString &gpuModelId);

// The ranking as JSON for the command line; `today` decides the stale flags.
QJsonObject rankingToJson(const ProviderRanking &ranking, const QDate &today);

} // namespace gda::catalog
