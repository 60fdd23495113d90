// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluationjson.h"

#include <QJsonArray>

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

QString key(std::string_view text) { return QString::fromLatin1(text.data(), qsizetype(text.size())); }
} // namespace

QJsonObject optionToJson(const OptionResult &option)
{
    QJsonObject categories;
    for (Category c : kAllCategories)
        categories.insert(key(categoryKey(c)), option.category(c));
    return {
        {QStringLiteral("tco"), option.tco},
        {QStringLiteral("npv"), option.npv},
        {QStringLiteral("cost_per_gpu_hour"), option.costPerGpuHour},
        {QStringLiteral("onprem_gpus"), option.onpremGpus},
        {QStringLiteral("monthly"), toArray(option.monthly)},
        {QStringLiteral("cumulative"), toArray(option.cumulative)},
        {QStringLiteral("categories"), categories},
    };
}

QJsonObject evaluationToJson(const Evaluation &e)
{
    QJsonObject options;
    for (const OptionResult &result : e.options)
        options.insert(key(optionKey(result.option)), optionToJson(result));
    return {
        {QStringLiteral("model_version"), kModelVersion},
        {QStringLiteral("months"), e.months},
        {QStringLiteral("gpu_hours"), e.gpuHours},
        {QStringLiteral("options"), options},
        {QStringLiteral("break_even_month"), optionalNumber(e.breakEvenMonth)},
        {QStringLiteral("savings_fraction"), e.savingsFraction},
        {QStringLiteral("break_even_utilization"), optionalNumber(e.breakEvenUtilization)},
        {QStringLiteral("break_even_utilization_kind"), key(breakEvenKindKey(e.breakEvenUtilizationKind))},
        {QStringLiteral("optimal_onprem_gpus"), e.optimalOnpremGpus},
    };
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
        flips.insert(k, flip ? QJsonValue(QJsonObject{{QStringLiteral("distance"), flip->distance},
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

QJsonArray tornadoToJson(const std::vector<TornadoBar> &bars)
{
    QJsonArray out;
    for (const TornadoBar &b : bars)
        out.append(QJsonObject{
            {QStringLiteral("parameter"), key(parameterKey(b.parameter))},
            {QStringLiteral("field"), key(parameterField(b.parameter))},
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
        return QJsonObject{{QStringLiteral("p10"), p.p10}, {QStringLiteral("p50"), p.p50},
                           {QStringLiteral("p90"), p.p90}};
    };
    QJsonObject distributions;
    for (const auto &[parameter, t] : spec.distributions)
        distributions.insert(key(parameterKey(parameter)), QJsonArray{t.low, t.mode, t.high});
    QJsonArray counts;
    for (int c : r.savingsHistogram.counts)
        counts.append(c);
    return {
        {QStringLiteral("draws"), r.draws},
        {QStringLiteral("seed"), QString::number(spec.seed)},
        {QStringLiteral("distributions"), distributions},
        {QStringLiteral("probability_onprem_cheaper"), r.probabilityOnPremCheaper},
        {QStringLiteral("mean_savings"), r.meanSavings},
        {QStringLiteral("savings"), percentiles(r.savings)},
        {QStringLiteral("break_even_month"),
         r.breakEvenMonth ? QJsonValue(percentiles(*r.breakEvenMonth)) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("draws_without_break_even"), r.drawsWithoutBreakEven},
        {QStringLiteral("histogram"), QJsonObject{{QStringLiteral("edges"), toArray(r.savingsHistogram.edges)},
                                                  {QStringLiteral("counts"), counts}}},
    };
}

} // namespace gda
