// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluationjson.h"

#include "advicetext.h"

#include <QJsonArray>

#include <cmath>

namespace gda {

using namespace gda::engine;

namespace {
QJsonArray toArray(const std::vector<double> &values)
{
    QJsonArray out;
    for (double v : values)
        out.append(v);
    return out;
}

QJsonValue optionalNumber(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QString key(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}
// A day of the migration's clock as a month number: day x lies in month G + x / (365/12).
double monthOf(const MigrationTimeline &t, double day)
{
    return t.goLiveMonth + day / (365.0 / 12.0);
}

QJsonValue finite(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QJsonObject migrationToJson(const MigrationTimeline &t)
{
    static const char *const kPhases[] = {"preparation", "parallel_operation", "data_migration",
                                          "workload_migration", "decommissioning"};
    QJsonArray phases;
    for (std::size_t k = 0; k < 5; ++k)
        phases.append(QJsonObject{{QStringLiteral("phase"), QLatin1String(kPhases[k])},
                                  {QStringLiteral("start_day"), t.boundsDays[k]},
                                  {QStringLiteral("end_day"), t.boundsDays[k + 1]},
                                  {QStringLiteral("start_month"), monthOf(t, t.boundsDays[k])},
                                  {QStringLiteral("end_month"), monthOf(t, t.boundsDays[k + 1])}});
    QJsonArray moves;
    for (std::size_t w = 0; w < t.moveStartDays.size(); ++w)
        moves.append(
            QJsonObject{{QStringLiteral("workload"), int(w)},
                        {QStringLiteral("move_start_day"), finite(t.moveStartDays[w])},
                        {QStringLiteral("move_end_day"), finite(t.moveEndDays[w])},
                        {QStringLiteral("fallback_end_day"), finite(t.fallbackEndDays[w])}});
    return {{QStringLiteral("go_live_month"), t.goLiveMonth},
            {QStringLiteral("phases"), phases},
            {QStringLiteral("workloads"), moves},
            {QStringLiteral("transfer_month"), t.transferMonth},
            {QStringLiteral("release_month"), t.releaseMonth}};
}
QJsonObject transferPlanToJson(const TransferPlan &plan)
{
    QJsonArray items;
    for (const TransferItem &item : plan.items) {
        QJsonArray methods;
        for (const TransferEstimate &m : item.methods)
            methods.append(QJsonObject{{QStringLiteral("method"), key(transferMethodKey(m.method))},
                                       {QStringLiteral("cost"), m.cost},
                                       {QStringLiteral("days"), m.days},
                                       {QStringLiteral("fits"), m.fits}});
        items.append(QJsonObject{
            {QStringLiteral("name"), QString::fromStdString(item.name)},
            {QStringLiteral("workload"),
             item.workload >= 0 ? QJsonValue(item.workload) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("volume_tb"), item.volumeTb},
            {QStringLiteral("methods"), methods},
            {QStringLiteral("cheapest"), item.cheapest
                                             ? QJsonValue(key(transferMethodKey(*item.cheapest)))
                                             : QJsonValue(QJsonValue::Null)}});
    }
    return {{QStringLiteral("bandwidth_mbps"), plan.bandwidthMbps},
            {QStringLiteral("window_days"), plan.windowDays},
            {QStringLiteral("provision_window_days"), plan.provisionWindowDays},
            {QStringLiteral("direct_connect_break_even_tb"), finite(plan.directConnectBreakEvenTb)},
            {QStringLiteral("items"), items}};
}
} // namespace

QJsonObject optionToJson(const OptionResult &option, int modelVersion)
{
    QJsonObject categories;
    for (Category c : categoriesFor(modelVersion))
        categories.insert(key(categoryKey(c)), option.category(c));
    QJsonObject out{
        {QStringLiteral("tco"), option.tco},
        {QStringLiteral("npv"), option.npv},
        {QStringLiteral("cost_per_gpu_hour"), option.costPerGpuHour},
        {QStringLiteral("onprem_gpus"), option.onpremGpus},
        {QStringLiteral("monthly"), toArray(option.monthly)},
        {QStringLiteral("cumulative"), toArray(option.cumulative)},
        {QStringLiteral("categories"), categories},
    };
    if (modelVersion < 2)
        return out; // version 1's output, unchanged
    // Every option against the cloud option (the cloud option against itself: 0), and every
    // option's fleet per month (0 for the options without one).
    out.insert(QStringLiteral("break_even_month"), option.option == Option::Cloud
                                                       ? QJsonValue(0.0)
                                                       : optionalNumber(option.breakEvenMonth));
    out.insert(QStringLiteral("savings_fraction"), option.savingsFraction);
    QJsonArray fleet;
    for (std::size_t m = 0; m < option.monthly.size(); ++m)
        fleet.append(m < option.fleetGpus.size() ? option.fleetGpus[m] : 0);
    out.insert(QStringLiteral("fleet_gpus"), fleet);
    if (optionSpec(option.option).ownsFleet()) {
        QJsonArray purchases;
        for (std::size_t k = 0; k < option.purchases.size(); ++k) {
            const Purchase &p = option.purchases[k];
            QJsonObject tranche{{QStringLiteral("month"), p.month},
                                {QStringLiteral("gpus"), p.gpus}};
            // A tranche with terms of its own (§14.5): those terms and its go-live month; the
            // other tranches print as before.
            if (p.hasOverrides()) {
                if (k < option.purchaseLiveMonths.size())
                    tranche.insert(QStringLiteral("live_month"), option.purchaseLiveMonths[k]);
                const auto put = [&](const char *name, const auto &value) {
                    if (value)
                        tranche.insert(QLatin1String(name), QJsonValue(*value));
                };
                put("lead_months", p.leadMonths);
                if (p.financingMode)
                    tranche.insert(QStringLiteral("financing_mode"),
                                   *p.financingMode == FinancingMode::Cash ? QStringLiteral("cash")
                                   : *p.financingMode == FinancingMode::Lease
                                       ? QStringLiteral("lease")
                                       : QStringLiteral("loan"));
                put("lease_premium", p.leasePremium);
                put("lease_months", p.leaseMonths);
                put("loan_rate", p.loanRate);
                put("loan_months", p.loanMonths);
                put("lifetime_years", p.lifetimeYears);
                put("refresh_throughput_gain", p.refreshThroughputGain);
                put("count_residual_value", p.countResidualValue);
            }
            purchases.append(tranche);
        }
        out.insert(QStringLiteral("purchases"), purchases);
    }
    if (optionSpec(option.option).cloud == CloudRule::Spread) {
        out.insert(QStringLiteral("cap_relaxed"), option.capRelaxed);
        // The offers each workload may not use, and why (docs/methodology.md §17).
        QJsonArray excluded;
        for (const ExcludedOffer &e : option.excludedOffers)
            excluded.append(
                QJsonObject{{QStringLiteral("offer"), QString::fromStdString(e.offer)},
                            {QStringLiteral("workload"), e.workload},
                            {QStringLiteral("reason"), QString::fromStdString(e.reason)},
                            {QStringLiteral("named"), e.named}});
        out.insert(QStringLiteral("excluded_offers"), excluded);
    }
    // The plan (docs/methodology.md §14): only when the scenario has one, so that other files'
    // outputs stay as they were.
    if (option.migration)
        out.insert(QStringLiteral("migration_plan"), migrationToJson(*option.migration));
    if (option.transferMethod)
        out.insert(QStringLiteral("migration_method"),
                   key(transferMethodKey(*option.transferMethod)));
    if (option.commitmentsReleasedFrom > 0)
        out.insert(QStringLiteral("commitments_released_from"), option.commitmentsReleasedFrom);
    QJsonArray violations;
    for (const PlacementViolation &v : option.placementViolations)
        violations.append(QJsonObject{{QStringLiteral("workload"), v.workload},
                                      {QStringLiteral("month"), v.month},
                                      {QStringLiteral("gpu_hours"), v.gpuHours}});
    out.insert(QStringLiteral("placement_violations"), violations);
    if (!option.workloads.empty()) {
        QJsonArray workloads;
        for (const WorkloadResult &w : option.workloads) {
            QJsonObject cloudHours{
                {QStringLiteral("reserved"), toArray(w.reservedHours)},
                {QStringLiteral("on_demand"), toArray(w.onDemandHours)},
                {QStringLiteral("spot"), toArray(w.spotHours)},
            };
            if (optionSpec(option.option).cloud == CloudRule::Spread) {
                QJsonObject byProvider;
                for (const auto &[provider, hours] : w.byProvider)
                    byProvider.insert(QString::fromStdString(provider), toArray(hours));
                cloudHours.insert(QStringLiteral("by_provider"), byProvider);
            }
            workloads.append(QJsonObject{
                {QStringLiteral("name"), QString::fromStdString(w.name)},
                {QStringLiteral("served_onprem"), toArray(w.servedOnprem)},
                {QStringLiteral("cloud_hours"), cloudHours},
            });
        }
        out.insert(QStringLiteral("workloads"), workloads);
    }
    return out;
}

namespace {
QJsonValue orNull(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}
} // namespace

QJsonObject businessCaseToJson(const engine::BusinessCase &business)
{
    const auto month = [](const engine::YearMonth &m) {
        return QStringLiteral("%1-%2").arg(m.year).arg(m.month, 2, 10, QLatin1Char('0'));
    };
    QJsonObject options;
    for (const engine::OptionBusinessCase &o : business.options) {
        QJsonArray years;
        for (const engine::YearFigures &y : o.years)
            years.append(
                QJsonObject{{QStringLiteral("fiscal_year"), y.fiscalYear},
                            {QStringLiteral("first_month"), y.firstMonth},
                            {QStringLiteral("last_month"), y.lastMonth},
                            {QStringLiteral("from"),
                             month(engine::calendarMonth(business.calendar, y.firstMonth))},
                            {QStringLiteral("to"),
                             month(engine::calendarMonth(business.calendar, y.lastMonth))},
                            {QStringLiteral("spend"), y.spend},
                            {QStringLiteral("capex"), y.capex},
                            {QStringLiteral("opex"), y.opex},
                            {QStringLiteral("residual"), y.residual},
                            {QStringLiteral("depreciation"), y.depreciation},
                            {QStringLiteral("cumulative"), y.cumulative},
                            {QStringLiteral("savings"), y.savings},
                            {QStringLiteral("cumulative_savings"), y.cumulativeSavings},
                            {QStringLiteral("share_migrated"), orNull(y.shareMigrated)},
                            {QStringLiteral("kwh"), orNull(y.kwh)},
                            {QStringLiteral("tonnes_co2"), orNull(y.tonnesCo2)}});
        options.insert(
            key(optionKey(o.option)),
            QJsonObject{
                {QStringLiteral("irr"), orNull(o.irr)},
                {QStringLiteral("roi"), orNull(o.roi)},
                {QStringLiteral("discounted_payback_month"), orNull(o.discountedPaybackMonth)},
                {QStringLiteral("book_value_at_end"), o.bookValueAtEnd},
                {QStringLiteral("energy"), o.energy == engine::EnergyBasis::OwnFleet
                                               ? QStringLiteral("own_fleet")
                                               : QStringLiteral("not_estimated")},
                {QStringLiteral("cloud_part_not_estimated"), o.cloudPartNotEstimated},
                {QStringLiteral("kwh"), orNull(o.kwh)},
                {QStringLiteral("tonnes_co2"), orNull(o.tonnesCo2)},
                {QStringLiteral("years"), years}});
    }
    return {{QStringLiteral("start_month"), month(business.calendar.start)},
            {QStringLiteral("fiscal_year_start"), business.calendar.fiscalYearStart},
            {QStringLiteral("grid_co2_g_per_kwh"), orNull(business.gridGramsPerKwh)},
            {QStringLiteral("options"), options}};
}

QJsonObject evaluationToJson(const Evaluation &e)
{
    QJsonObject options;
    for (const OptionResult &result : e.options)
        options.insert(key(optionKey(result.option)), optionToJson(result, e.modelVersion));
    if (e.transferPlan) {
        Evaluation plain = e;
        plain.transferPlan.reset();
        QJsonObject out = evaluationToJson(plain);
        out.insert(QStringLiteral("transfer_plan"), transferPlanToJson(*e.transferPlan));
        return out;
    }
    QJsonObject out{
        {QStringLiteral("model_version"), e.modelVersion},
        {QStringLiteral("months"), e.months},
        {QStringLiteral("gpu_hours"), e.gpuHours},
        {QStringLiteral("options"), options},
        {QStringLiteral("break_even_month"), optionalNumber(e.breakEvenMonth)},
        {QStringLiteral("savings_fraction"), e.savingsFraction},
        {QStringLiteral("break_even_utilization"), optionalNumber(e.breakEvenUtilization)},
        {QStringLiteral("break_even_utilization_kind"),
         key(breakEvenKindKey(e.breakEvenUtilizationKind))},
        {QStringLiteral("optimal_onprem_gpus"), e.optimalOnpremGpus},
    };
    // An hours-a-day scenario (docs/methodology.md §12.8): its break-even in hours a day too.
    if (e.breakEvenInHoursPerDay)
        out.insert(QStringLiteral("break_even_hours_per_day"),
                   optionalNumber(e.breakEvenHoursPerDay));
    return out;
}

QJsonObject decisionToJson(const Decision &decision)
{
    QJsonObject scores;
    QJsonObject weights;
    QJsonObject flips;
    for (Factor f : kAllFactors) {
        const QString k = key(factorKey(f));
        scores.insert(k, decision.score(f).score);
        weights.insert(k, decision.normalizedWeights[std::size_t(f)]);
        const auto &flip = decision.flip(f);
        flips.insert(k, flip ? QJsonValue(QJsonObject{
                                   {QStringLiteral("distance"), flip->distance},
                                   {QStringLiteral("to"), key(recommendationKey(flip->to))}})
                             : QJsonValue(QJsonValue::Null));
    }
    return {
        {QStringLiteral("scores"), scores},
        {QStringLiteral("weights"), weights},
        {QStringLiteral("overall"), decision.overall},
        {QStringLiteral("recommendation"), key(recommendationKey(decision.recommendation))},
        {QStringLiteral("flips"), flips},
    };
}

QJsonObject adviceToJson(const Advice &advice, const QLocale &locale)
{
    const Headline &h = advice.headline;
    const QJsonObject headline{
        {QStringLiteral("option"), key(optionKey(h.option))},
        {QStringLiteral("tco"), h.tco},
        {QStringLiteral("npv"), h.npv},
        {QStringLiteral("cost_per_gpu_hour"), h.costPerGpuHour},
        {QStringLiteral("fleet_gpus"), h.fleetGpus},
        {QStringLiteral("savings"), h.savings},
        {QStringLiteral("savings_fraction"), h.savingsFraction},
        {QStringLiteral("break_even_month"), optionalNumber(h.breakEvenMonth)},
    };
    QJsonArray reasons;
    for (const AdviceReason &r : advice.reasons) {
        QJsonObject reason{
            {QStringLiteral("kind"), key(adviceReasonKey(r.kind))},
            {QStringLiteral("forcing"), r.forcing},
            {QStringLiteral("text"), advicetext::reasonText(r, locale)},
        };
        if (r.factor) {
            reason.insert(QStringLiteral("factor"), key(factorKey(*r.factor)));
            reason.insert(QStringLiteral("score"), r.score);
        }
        reasons.append(reason);
    }
    const QString guardText = advicetext::guardText(advice, locale);
    QJsonArray breaches;
    for (const LimitBreach &b : advice.breaches)
        breaches.append(QJsonObject{{QStringLiteral("limit"), key(limitKey(b.limit))},
                                    {QStringLiteral("planned"), b.planned},
                                    {QStringLiteral("stated"), b.stated}});
    return {
        {QStringLiteral("option"), key(optionKey(advice.option))},
        {QStringLiteral("matrix_option"), key(optionKey(advice.matrixOption))},
        {QStringLiteral("cheapest"), key(optionKey(advice.cheapest))},
        {QStringLiteral("headline"), headline},
        {QStringLiteral("premium"), advice.premium},
        {QStringLiteral("premium_fraction"), advice.premiumFraction},
        {QStringLiteral("tolerance"), advice.tolerance},
        {QStringLiteral("reasons"), reasons},
        {QStringLiteral("guard"),
         QJsonObject{{QStringLiteral("rule"), key(guardRuleKey(advice.guard))},
                     {QStringLiteral("text"),
                      guardText.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(guardText)}}},
        {QStringLiteral("limits_broken"), breaches},
    };
}

QJsonArray tornadoToJson(const std::vector<TornadoBar> &bars)
{
    QJsonArray out;
    for (const TornadoBar &b : bars)
        out.append(QJsonObject{
            {QStringLiteral("parameter"),
             b.workloadInput ? QString::fromStdString(workloadParameterKey(*b.workloadInput))
                             : key(parameterKey(b.parameter))},
            {QStringLiteral("field"),
             b.workloadInput ? QString::fromStdString(workloadParameterField(*b.workloadInput))
                             : key(parameterField(b.parameter))},
            {QStringLiteral("low_value"), b.lowValue},
            {QStringLiteral("high_value"), b.highValue},
            {QStringLiteral("savings_at_low"), b.outputLow},
            {QStringLiteral("savings_at_high"), b.outputHigh},
            {QStringLiteral("base_savings"), b.baseOutput},
            {QStringLiteral("width"), b.width()},
        });
    return out;
}

QJsonObject monteCarloToJson(const MonteCarloResult &r, const MonteCarloSpec &spec)
{
    const auto percentiles = [](const Percentiles &p) {
        return QJsonObject{{QStringLiteral("p10"), p.p10},
                           {QStringLiteral("p50"), p.p50},
                           {QStringLiteral("p90"), p.p90}};
    };
    QJsonObject distributions;
    for (const auto &[parameter, t] : spec.distributions)
        distributions.insert(key(parameterKey(parameter)), QJsonArray{t.low, t.mode, t.high});
    for (const auto &[id, t] : spec.workloadDistributions)
        distributions.insert(QString::fromStdString(workloadParameterKey(id)),
                             QJsonArray{t.low, t.mode, t.high});
    QJsonArray counts;
    for (int c : r.savingsHistogram.counts)
        counts.append(c);
    return {
        {QStringLiteral("draws"), r.draws},
        // Whose savings over the cloud: "onprem" unless the spec asked for another option.
        {QStringLiteral("option"), key(optionKey(r.against))},
        {QStringLiteral("seed"), QString::number(spec.seed)},
        {QStringLiteral("distributions"), distributions},
        {QStringLiteral("probability_onprem_cheaper"), r.probabilityOnPremCheaper},
        {QStringLiteral("mean_savings"), r.meanSavings},
        {QStringLiteral("savings"), percentiles(r.savings)},
        {QStringLiteral("break_even_month"), r.breakEvenMonth
                                                 ? QJsonValue(percentiles(*r.breakEvenMonth))
                                                 : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("draws_without_break_even"), r.drawsWithoutBreakEven},
        {QStringLiteral("histogram"),
         QJsonObject{{QStringLiteral("edges"), toArray(r.savingsHistogram.edges)},
                     {QStringLiteral("counts"), counts}}},
    };
}

} // namespace gda
