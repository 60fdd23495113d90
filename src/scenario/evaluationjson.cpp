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
    for (Option o : kAllOptions)
        options.insert(key(optionKey(o)), optionToJson(e.option(o)));
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

} // namespace gda
