// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "assessment.h"

#include "catalog/catalogfile.h"
#include "scenario/businesssettings.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

namespace gda::assessment {

QString Problem::toString() const
{
    return field.isEmpty() ? message : field + QStringLiteral(": ") + message;
}

std::variant<std::shared_ptr<const catalog::Catalog>, Problem> loadCatalog()
{
    catalog::LoadResult loaded = catalog::loadLayeredCatalog(catalog::userCatalogPath());
    if (const auto *error = std::get_if<catalog::CatalogError>(&loaded))
        return Problem{{}, error->toString()};
    return std::make_shared<const catalog::Catalog>(std::get<catalog::Catalog>(std::move(loaded)));
}

std::variant<Context, Problem> loaded(const Context &context)
{
    if (context.catalog)
        return context;
    auto catalog = loadCatalog();
    if (auto *problem = std::get_if<Problem>(&catalog))
        return std::move(*problem);
    Context withCatalog = context;
    withCatalog.catalog = std::get<std::shared_ptr<const catalog::Catalog>>(std::move(catalog));
    return withCatalog;
}

void complete(Scenario &scenario, const catalog::Catalog &catalog)
{
    catalog::completeFromCatalog(scenario, catalog);
}

std::variant<Scenario, Problem> resolve(const Scenario &scenario, const Context &context)
{
    if (scenario.inputs.modelVersion < 2)
        return scenario; // version 1 takes nothing from the catalog (cost-model.md)
    const auto ready = loaded(context);
    if (const auto *problem = std::get_if<Problem>(&ready))
        return *problem;
    const Context &with = std::get<Context>(ready);
    Scenario resolved = scenario;
    complete(resolved, *with.catalog);
    auto inputs = catalog::resolveMarket(resolved, *with.catalog, with.offers);
    if (const auto *error = std::get_if<catalog::MarketError>(&inputs))
        return Problem{error->field, error->message};
    resolved.inputs = std::get<engine::Inputs>(std::move(inputs));
    return resolved;
}

Assessment assessResolved(Scenario resolved, std::optional<engine::OptionRequest> request)
{
    Assessment a;
    a.scenario = std::move(resolved);
    const engine::Inputs &in = a.scenario.inputs;
    engine::OptionRequest asked;
    asked.withWorkloadDetail = in.modelVersion >= 2;
    asked = request.value_or(asked);
    // The business case reads the categories month by month (capex, power, cloud compute).
    asked.withMonthlyCategories = true;
    a.evaluation = engine::evaluate(in, asked);
    a.business = engine::businessCase(in, a.evaluation, business::inputsOf(a.scenario));
    const engine::DecisionResult decided = engine::decide(in, a.evaluation);
    if (const auto *decision = std::get_if<engine::Decision>(&decided)) {
        a.decision = *decision;
        a.advice = engine::advise(in, a.evaluation, *decision);
    }
    return a;
}

std::variant<Assessment, Problem> assess(const Scenario &scenario, const Context &context,
                                         std::optional<engine::OptionRequest> request)
{
    if (scenario.inputs.modelVersion < 2)
        return assessResolved(scenario, request);
    const auto ready = loaded(context);
    if (const auto *problem = std::get_if<Problem>(&ready))
        return *problem;
    const Context &with = std::get<Context>(ready);
    auto resolved = resolve(scenario, with);
    if (auto *problem = std::get_if<Problem>(&resolved))
        return std::move(*problem);
    Assessment a = assessResolved(std::get<Scenario>(std::move(resolved)), request);
    PricesUsed &prices = a.prices;
    const std::optional<catalog::PinnedPrices> pinned = catalog::pinnedPrices(scenario);
    prices.source = with.offers == catalog::MarketOffers::FileOnly
                        ? PricesUsed::Source::ScenarioOffers
                    : pinned ? PricesUsed::Source::Pinned
                             : PricesUsed::Source::Catalog;
    prices.catalogDate = pinned ? pinned->catalogDate : with.catalog->catalogDate;
    prices.rate = pinned ? pinned->rate : with.catalog->exchangeRate;
    if (pinned)
        prices.pinnedOn = pinned->pinnedOn;
    prices.marketOffers = int(a.scenario.inputs.multicloud.market.size());
    const auto onprem = [](const Scenario &s) {
        return s.extra.value(QLatin1String("inputs"))
            .toObject()
            .value(QLatin1String("onprem"))
            .toObject();
    };
    const QJsonObject stated = onprem(scenario);
    for (const char *key : {"gpu_unit_price", "kw_per_gpu", "throughput"})
        if (!stated.contains(QLatin1String(key)))
            prices.fromCatalog << QStringLiteral("inputs.onprem.") + QLatin1String(key);
    return a;
}

Assessment assessOrOwnPrices(const Scenario &scenario, const Context &context,
                             std::optional<engine::OptionRequest> request)
{
    auto assessed = assess(scenario, context, request);
    if (auto *a = std::get_if<Assessment>(&assessed))
        return std::move(*a);
    return assessResolved(scenario, request);
}

QJsonObject pricesToJson(const PricesUsed &prices, int modelVersion)
{
    if (modelVersion < 2)
        return {{QStringLiteral("source"), QStringLiteral("scenario")}};
    QString source = QStringLiteral("catalog");
    if (prices.source == PricesUsed::Source::ScenarioOffers)
        source = QStringLiteral("scenario_offers");
    else if (prices.source == PricesUsed::Source::Pinned)
        source = QStringLiteral("pinned");
    QJsonObject json{
        {QStringLiteral("source"), source},
        {QStringLiteral("catalog_date"), prices.catalogDate.toString(Qt::ISODate)},
        {QStringLiteral("exchange_rate"),
         QJsonObject{{QStringLiteral("usd_per_eur"), prices.rate.usdPerEur},
                     {QStringLiteral("date"), prices.rate.date.toString(Qt::ISODate)},
                     {QStringLiteral("source"), prices.rate.source}}},
        {QStringLiteral("from_catalog"), QJsonArray::fromStringList(prices.fromCatalog)},
        {QStringLiteral("market_offers"), prices.marketOffers},
    };
    if (prices.source == PricesUsed::Source::Pinned)
        json.insert(QStringLiteral("pinned_on"), prices.pinnedOn.toString(Qt::ISODate));
    return json;
}

std::optional<engine::Advice> adviceWithWeight(const Assessment &assessment, engine::Factor factor,
                                               double weight)
{
    engine::Inputs in = assessment.scenario.inputs;
    std::array<double *, engine::kFactorCount> weights{
        &in.factors.weights.utilization, &in.factors.weights.predictability,
        &in.factors.weights.expertise, &in.factors.weights.capital,
        &in.factors.weights.dataGravity};
    *weights[std::size_t(factor)] = weight;
    const engine::DecisionResult decided = engine::decide(in, assessment.evaluation);
    const auto *decision = std::get_if<engine::Decision>(&decided);
    if (!decision)
        return std::nullopt;
    return engine::advise(in, assessment.evaluation, *decision);
}

std::optional<AdviceFlip> nearestAdviceFlip(const Assessment &assessment)
{
    if (!assessment.advice || !assessment.decision)
        return std::nullopt;
    const engine::Option now = assessment.advice->option;
    std::optional<AdviceFlip> nearest;
    for (const engine::Factor factor : engine::kAllFactors) {
        const double weight = assessment.decision->weights[std::size_t(factor)];
        for (const int direction : {+1, -1}) {
            for (int points = 1; points <= 100; ++points) {
                if (nearest && points >= std::abs(nearest->points))
                    break;
                const double target = weight + direction * points / 100.0;
                if (target < -1e-9 || target > 1.0 + 1e-9)
                    break;
                const auto advice =
                    adviceWithWeight(assessment, factor, std::clamp(target, 0.0, 1.0));
                if (advice && advice->option != now) {
                    nearest = AdviceFlip{factor, direction * points, advice->option};
                    break;
                }
            }
        }
    }
    return nearest;
}

ScenarioSummary summaryOf(const Assessment &a)
{
    ScenarioSummary summary;
    const auto finite = [](double value) {
        return std::isfinite(value) ? std::optional(value) : std::nullopt;
    };
    if (!a.advice) {
        // No advice without a decision (all weights zero): on-premise against the cloud.
        summary.breakEvenMonth = a.evaluation.breakEvenMonth;
        summary.savings = finite(a.evaluation.option(engine::Option::Cloud).tco -
                                 a.evaluation.option(engine::Option::OnPrem).tco);
        summary.savingsFraction = finite(a.evaluation.savingsFraction);
        return summary;
    }
    // The advice's headline (docs/decision-rules.md, "Advice"): the recommended option and its
    // own break-even and savings against the cloud.
    const std::string_view key = engine::optionKey(a.advice->option);
    summary.recommendation = QString::fromLatin1(key.data(), qsizetype(key.size()));
    summary.breakEvenMonth = a.advice->headline.breakEvenMonth;
    summary.savings = finite(a.advice->headline.savings);
    summary.savingsFraction = finite(a.advice->headline.savingsFraction);
    return summary;
}

Summarizer summarizer(const Context &context)
{
    // The catalog is read once, when the library first summarises, and kept for its life.
    auto shared = std::make_shared<std::optional<Context>>();
    return [context, shared](const Scenario &scenario) -> ScenarioSummary {
        if (!*shared) {
            const auto ready = loaded(context);
            if (std::holds_alternative<Problem>(ready))
                return {};
            *shared = std::get<Context>(ready);
        }
        // The library's columns need the totals only: no monthly categories, no workload detail.
        const auto assessed = assess(scenario, **shared, engine::OptionRequest{});
        if (const auto *a = std::get_if<Assessment>(&assessed))
            return summaryOf(*a);
        return {};
    };
}

} // namespace gda::assessment
