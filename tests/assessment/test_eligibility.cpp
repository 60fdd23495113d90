// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Eligible offers (docs/methodology.md §17, issue 33 item 1): the multi-cloud option places a
// workload only with offers that meet its needs — region, network, availability commitment,
// capacity, a price that is not stale — and says which it left out and why.
#include "assessment/assessment.h"
#include "catalog/catalogfile.h"
#include "catalog/scenariomarket.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <set>

using namespace gda;
using engine::Interconnect;
using engine::Sla;

namespace {

const QDate kCatalogDate(2026, 11, 29); // the default catalog's date

engine::WorkloadInput workload(engine::WorkloadKind kind, int gpus)
{
    engine::WorkloadInput w;
    w.name = "W";
    w.kind = kind;
    w.gpus = gpus;
    return w;
}

engine::OfferTerms offer()
{
    engine::OfferTerms t;
    t.id = "x";
    t.provider = "p";
    t.gpuModel = "h100-sxm";
    t.onDemandPerGpuHour = 2.0;
    t.region = "us-east-1";
    t.interconnect = Interconnect::Cluster;
    t.sla = Sla::Yes;
    t.asOf = "2026-11-01";
    return t;
}

std::optional<std::string> why(const engine::OfferTerms &t, const engine::WorkloadInput &w,
                               const engine::MultiCloud &mc = {}, bool quoted = false)
{
    return catalog::ineligibility(t, w, mc, quoted, kCatalogDate);
}

Scenario load(const char *relative)
{
    auto loaded =
        scenariofile::load(QStringLiteral(GDA_TEST_DATA_DIR "/") + QLatin1String(relative));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    return std::get<Scenario>(std::move(loaded));
}

assessment::Assessment assessed(const Scenario &s)
{
    auto loaded = catalog::loadDefaultCatalog();
    REQUIRE(std::holds_alternative<catalog::Catalog>(loaded));
    auto a = assessment::assess(
        s, {std::make_shared<const catalog::Catalog>(std::get<catalog::Catalog>(loaded))});
    if (const auto *problem = std::get_if<assessment::Problem>(&a))
        FAIL(problem->toString().toStdString());
    return std::get<assessment::Assessment>(std::move(a));
}

} // namespace

TEST_CASE("eligibility: a training across machines needs a cluster network, within one machine "
          "NVLink",
          "[assessment][eligibility]")
{
    const auto big = workload(engine::WorkloadKind::Training, 80);  // 10 machines of 8
    const auto small = workload(engine::WorkloadKind::Training, 4); // one machine
    CHECK(catalog::neededInterconnect(big) == Interconnect::Cluster);
    CHECK(catalog::neededInterconnect(small) == Interconnect::Node);
    CHECK(catalog::neededInterconnect(workload(engine::WorkloadKind::Training, 1)) ==
          Interconnect::None);
    CHECK(catalog::neededInterconnect(workload(engine::WorkloadKind::Inference, 80)) ==
          Interconnect::None);
    auto t = offer();
    CHECK_FALSE(why(t, big));
    t.interconnect = Interconnect::Node;
    CHECK(why(t, big) == "interconnect");
    CHECK_FALSE(why(t, small));
    t.interconnect = Interconnect::None;
    CHECK(why(t, small) == "interconnect");
    // Not stated: the catalog's offer fails the need, the client's own quote meets it.
    t.interconnect = Interconnect::NotStated;
    CHECK(why(t, big) == "interconnect");
    CHECK_FALSE(why(t, big, {}, true));
    // A need the scenario states wins over the automatic one.
    auto stated = small;
    stated.needs.interconnect = Interconnect::None;
    CHECK_FALSE(why(t, stated));
}

TEST_CASE("eligibility: inference that cannot wait needs an availability commitment",
          "[assessment][eligibility]")
{
    auto serving = workload(engine::WorkloadKind::Inference, 8);
    CHECK(catalog::needsSla(serving));
    auto batch = serving;
    batch.interruptible = true;
    CHECK_FALSE(catalog::needsSla(batch));
    auto t = offer();
    CHECK_FALSE(why(t, serving));
    t.sla = Sla::No;
    CHECK(why(t, serving) == "sla");
    CHECK(why(t, serving, {}, true) == "sla"); // a quote that says "no SLA" is taken at its word
    CHECK_FALSE(why(t, batch));
    t.sla = Sla::NotStated;
    CHECK(why(t, serving) == "sla");
    CHECK_FALSE(why(t, serving, {}, true));
    serving.needs.sla = Sla::No;
    CHECK_FALSE(why(t, serving));
}

TEST_CASE("eligibility: capacity is the workload's GPUs at the largest share per provider",
          "[assessment][eligibility]")
{
    // 48 GPUs at most 60% with one provider: 28.8, so 29 GPUs must be available there.
    const auto w = workload(engine::WorkloadKind::Batch, 48);
    engine::MultiCloud mc;
    mc.maxSharePerProvider = 0.6;
    auto t = offer();
    t.maxGpus = 29;
    CHECK_FALSE(why(t, w, mc));
    t.maxGpus = 28;
    CHECK(why(t, w, mc) == "capacity");
    t.maxGpus = std::nullopt; // no stated limit
    CHECK_FALSE(why(t, w, mc));
}

TEST_CASE("eligibility: a price more than the age limit older than the catalog is stale",
          "[assessment][eligibility]")
{
    const auto w = workload(engine::WorkloadKind::Batch, 1);
    engine::MultiCloud mc; // 180 days by default
    REQUIRE(mc.maxOfferAgeDays == 180);
    auto t = offer();
    t.asOf = "2026-06-02"; // 180 days before 29 November 2026
    CHECK_FALSE(why(t, w, mc));
    t.asOf = "2026-06-01"; // 181 days
    CHECK(why(t, w, mc) == "stale");
    t.asOf = "2025-07-01";
    CHECK(why(t, w, mc) == "stale");
    mc.maxOfferAgeDays = std::nullopt; // any age
    CHECK_FALSE(why(t, w, mc));
}

TEST_CASE("eligibility: data residency by jurisdiction or region id", "[assessment][eligibility]")
{
    CHECK(catalog::jurisdiction(QStringLiteral("eu-north-1")) == QStringLiteral("EU"));
    CHECK(catalog::jurisdiction(QStringLiteral("europe-west1")) == QStringLiteral("EU"));
    CHECK(catalog::jurisdiction(QStringLiteral("westeurope")) == QStringLiteral("EU"));
    CHECK(catalog::jurisdiction(QStringLiteral("eu-west-2")) == QStringLiteral("UK")); // London
    CHECK(catalog::jurisdiction(QStringLiteral("eu-central-2")) == QStringLiteral("CH"));
    CHECK(catalog::jurisdiction(QStringLiteral("us (not stated)")) == QStringLiteral("US"));
    CHECK(catalog::jurisdiction(QStringLiteral("not stated")).isEmpty());
    CHECK(catalog::jurisdiction(QStringLiteral("marketplace (varies)")).isEmpty());

    const auto w = workload(engine::WorkloadKind::Batch, 1);
    engine::MultiCloud mc;
    mc.dataResidency = std::vector<std::string>{"EU"};
    auto t = offer();
    t.region = "eu-north-1";
    CHECK_FALSE(why(t, w, mc));
    t.region = "eu-west-2";
    CHECK(why(t, w, mc) == "region");
    t.region = "";
    CHECK(why(t, w, mc) == "region");
    CHECK(why(t, w, mc, true) == "region"); // a quote without a region cannot prove residency
    // A workload's own list: a region id.
    t.region = "eu-west-2";
    auto london = w;
    london.needs.regions = std::vector<std::string>{"eu-west-2"};
    CHECK_FALSE(why(t, london));
    CHECK(why(t, london, mc) == "region"); // and the scenario's EU still holds
}

TEST_CASE("the seed's 80 H100s as a version 2 file: no marketplace offer takes the training, "
          "and the advice owns the GPUs",
          "[assessment][eligibility]")
{
    // Issue 33: with every catalog offer eligible this file's advice was "Multi-cloud saves
    // 80–85%". An 80-GPU training needs a cluster network (§17); the catalog states one only for
    // the hyperscalers' and CoreWeave's and Nebius's 8-GPU instances.
    const auto a = assessed(load("plan/seed-80xh100-staged.json"));
    const engine::OptionResult &mc = a.evaluation.option(engine::Option::MultiCloud);
    std::set<std::string> left;
    for (const engine::ExcludedOffer &e : mc.excludedOffers) {
        CHECK(e.workload == 0);
        CHECK((e.reason == "interconnect" || e.reason == "stale"));
        left.insert(e.offer);
    }
    for (const char *id : {"vast-8x-h100-sxm", "vast-1x-h100-sxm", "lambda-8x-h100-sxm",
                           "runpod-h100-sxm-community", "hyperbolic-h100"})
        CHECK(left.count(id) == 1);
    // The providers that took work are eligible ones (or the workload's own terms).
    for (const engine::WorkloadResult &w : mc.workloads)
        for (const auto &[provider, hours] : w.byProvider)
            CHECK((provider == "own" || provider == "aws" || provider == "azure" ||
                   provider == "gcp" || provider == "coreweave" || provider == "nebius"));
    // The advice owns the 80 GPUs (on-premise, or the hybrid whose fleet is all 80: the same
    // NPV here), as the seed concludes; never multi-cloud.
    REQUIRE(a.advice);
    CHECK(a.advice->option != engine::Option::MultiCloud);
    CHECK(a.advice->option != engine::Option::Cloud);
    CHECK(a.advice->headline.fleetGpus == 80);
}

TEST_CASE("eligibility: evaluate lists each left-out offer with its workload and reason, and the "
          "needs round-trip through the file",
          "[assessment][eligibility]")
{
    Scenario s = load("examples-v2/daytime-inference-small-fleet.json");
    s.inputs.workloads[0].needs.regions = std::vector<std::string>{"US"};
    s.inputs.workloads[0].needs.interconnect = Interconnect::Node;
    s.inputs.multicloud.dataResidency = std::vector<std::string>{"US", "EU"};
    s.inputs.multicloud.maxOfferAgeDays = 365;
    const QJsonObject json = scenariofile::toJson(s);
    const QJsonObject needs =
        json[QLatin1String("inputs")][QLatin1String("workloads")][0][QLatin1String("needs")]
            .toObject();
    CHECK(needs[QLatin1String("interconnect")].toString() == QLatin1String("node"));
    CHECK(needs[QLatin1String("regions")].toArray() == QJsonArray{QStringLiteral("US")});
    auto reread = scenariofile::parse(QJsonDocument(json).toJson());
    REQUIRE(std::holds_alternative<Scenario>(reread));
    CHECK(std::get<Scenario>(reread).inputs.workloads[0].needs == s.inputs.workloads[0].needs);
    CHECK(std::get<Scenario>(reread).inputs.multicloud.maxOfferAgeDays == 365);

    // A need outside the valid values is refused with its field and the valid values.
    QJsonObject bad = json;
    QJsonObject inputs = bad[QLatin1String("inputs")].toObject();
    QJsonArray workloads = inputs[QLatin1String("workloads")].toArray();
    QJsonObject first = workloads[0].toObject();
    first.insert(QLatin1String("needs"),
                 QJsonObject{{QStringLiteral("interconnect"), QStringLiteral("rack")}});
    workloads[0] = first;
    inputs.insert(QLatin1String("workloads"), workloads);
    bad.insert(QLatin1String("inputs"), inputs);
    auto refused = scenariofile::parse(QJsonDocument(bad).toJson());
    REQUIRE(std::holds_alternative<scenariofile::Error>(refused));
    const auto &error = std::get<scenariofile::Error>(refused);
    CHECK(error.field == QLatin1String("inputs.workloads[0].needs.interconnect"));
    CHECK(error.message.contains(QLatin1String("cluster")));

    // Every offer of the workload's model not used is listed once, with a reason, and the
    // reasons follow from the catalog's attributes by the rules above.
    const auto a = assessed(s);
    const engine::OptionResult &mc = a.evaluation.option(engine::Option::MultiCloud);
    REQUIRE_FALSE(mc.excludedOffers.empty());
    const engine::WorkloadInput &w = a.scenario.inputs.workloads[0];
    for (const engine::ExcludedOffer &e : mc.excludedOffers) {
        const auto t = std::find_if(a.scenario.inputs.multicloud.market.begin(),
                                    a.scenario.inputs.multicloud.market.end(),
                                    [&](const engine::OfferTerms &o) { return o.id == e.offer; });
        REQUIRE(t != a.scenario.inputs.multicloud.market.end());
        CHECK(catalog::ineligibility(*t, w, a.scenario.inputs.multicloud, false, kCatalogDate) ==
              e.reason);
    }
}

TEST_CASE("eligibility: the providers ranking marks as cheapest the cheapest offer the workload "
          "may use",
          "[assessment][eligibility]")
{
    // The seed's 80-GPU training: Hyperbolic's "1x–3x" H100 is the lowest price of the market but
    // has no cluster network, so it is not the cheapest offer this workload can use.
    const auto a = assessed(load("plan/seed-80xh100-staged.json"));
    const QJsonArray ranked = catalog::rankOffersPerWorkload(a.scenario.inputs);
    REQUIRE(ranked.size() == 1);
    const QJsonArray entries = ranked[0][QLatin1String("entries")].toArray();
    REQUIRE(entries.size() >= 2);
    const QJsonObject first = entries[0].toObject();
    CHECK(first[QLatin1String("offer_id")].toString() == QLatin1String("hyperbolic-h100"));
    CHECK_FALSE(first[QLatin1String("eligible")].toBool());
    CHECK_FALSE(first[QLatin1String("cheapest")].toBool());
    int cheapest = 0;
    double lowestEligible = 0.0;
    bool seen = false;
    for (const QJsonValue &v : entries) {
        const QJsonObject e = v.toObject();
        if (e[QLatin1String("eligible")].toBool() && !seen) {
            lowestEligible = e[QLatin1String("npv")].toDouble();
            seen = true;
        }
        if (e[QLatin1String("cheapest")].toBool()) {
            ++cheapest;
            CHECK(e[QLatin1String("eligible")].toBool());
        }
    }
    REQUIRE(seen);
    CHECK(cheapest >= 1);
    for (const QJsonValue &v : entries)
        if (v[QLatin1String("cheapest")].toBool())
            CHECK(v[QLatin1String("npv")].toDouble() == lowestEligible);
}
