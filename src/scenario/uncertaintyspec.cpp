// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "uncertaintyspec.h"

#include "inputregistry.h"
#include "jsonfields.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gda {

using namespace gda::engine;
using namespace gda::jsonfields;

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::uncertainty)
};

QString key(Parameter p)
{
    const std::string_view k = parameterKey(p);
    return QString::fromLatin1(k.data(), qsizetype(k.size()));
}
} // namespace

// ±20% around `value`, clamped to `range`.
Triangular spread(double value, const ParameterRange &range)
{
    double low = std::max(value * (1.0 - kDefaultUncertaintySpread), range.low);
    double high = std::min(value * (1.0 + kDefaultUncertaintySpread), range.high);
    if (!range.lowIncluded && low <= range.low)
        low = std::nextafter(range.low, range.high);
    high = std::max(high, low);
    return {low, std::clamp(value, low, high), high};
}

// "workloads[2].gpus" → the workload input; nothing for any other key.
std::optional<WorkloadInputId> workloadInputFromKey(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^workloads\\[(\\d{1,2})\\]\\.([a-z_]+)$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    for (WorkloadParameter p : kAllWorkloadParameters) {
        const std::string_view k = workloadParameterInfo(p).key;
        if (match.captured(2) == QLatin1String(k.data(), qsizetype(k.size())))
            return WorkloadInputId{p, match.captured(1).toInt()};
    }
    return std::nullopt;
}

MonteCarloSpec defaultUncertaintySpec(const Inputs &inputs)
{
    MonteCarloSpec spec;
    spec.draws = kDefaultUncertaintyDraws;
    spec.seed = 1;
    spec.bins = kDefaultUncertaintyBins;
    for (Parameter p : {Parameter::Utilization, Parameter::CloudPrice, Parameter::GpuUnitPrice,
                        Parameter::ElectricityPrice, Parameter::StaffCost})
        if (parameterApplies(inputs, p))
            spec.distributions[p] = spread(parameterValue(inputs, p), parameterRange(p));
    // Version 2: each workload's demand instead of the one utilization: the utilization of a
    // workload in the utilization form, the concurrency (GPUs) of one with a week pattern.
    for (int w = 0; inputs.modelVersion >= 2 && w < int(inputs.workloads.size()); ++w) {
        WorkloadInputId id{WorkloadParameter::Utilization, w};
        if (!workloadParameterApplies(inputs, id))
            id.parameter = WorkloadParameter::Gpus;
        spec.workloadDistributions[id] =
            spread(workloadParameterValue(inputs, id), workloadParameterInfo(id.parameter).range);
    }
    return spec;
}

std::variant<MonteCarloSpec, scenariofile::Error> uncertaintySpec(const Scenario &scenario)
{
    const QJsonValue section = scenario.extra.value(QLatin1String("uncertainty"));
    if (section.isUndefined())
        return defaultUncertaintySpec(scenario.inputs);
    const QString path = QStringLiteral("uncertainty");
    try {
        if (!section.isObject())
            throw FieldError(path, Msg::tr("expected an object, found %1").arg(show(section)));
        const QJsonObject object = section.toObject();
        MonteCarloSpec spec = defaultUncertaintySpec(scenario.inputs);
        if (object.contains(QLatin1String("draws")))
            spec.draws = int(requireNumber(join(path, QStringLiteral("draws")),
                                           object.value(QLatin1String("draws")), whole(1, 1e6)));
        if (object.contains(QLatin1String("seed")))
            spec.seed = std::uint64_t(requireNumber(join(path, QStringLiteral("seed")),
                                                    object.value(QLatin1String("seed")),
                                                    whole(0, 9007199254740991.0)));
        const QJsonValue given = object.value(QLatin1String("distributions"));
        if (given.isUndefined())
            return spec;
        const QString where = join(path, QStringLiteral("distributions"));
        if (!given.isObject())
            throw FieldError(where, Msg::tr("expected an object, found %1").arg(show(given)));
        spec.distributions.clear();
        spec.workloadDistributions.clear();
        const QJsonObject distributions = given.toObject();
        for (auto it = distributions.begin(); it != distributions.end(); ++it) {
            const QString at = join(where, it.key());
            const auto parameter = std::find_if(kAllParameters.begin(), kAllParameters.end(),
                                                [&](Parameter p) { return key(p) == it.key(); });
            const std::optional<WorkloadInputId> workloadInput =
                scenario.inputs.modelVersion >= 2 ? workloadInputFromKey(it.key()) : std::nullopt;
            const bool known = workloadInput
                                   ? workloadParameterApplies(scenario.inputs, *workloadInput)
                                   : parameter != kAllParameters.end() &&
                                         parameterApplies(scenario.inputs, *parameter);
            if (!known) {
                QStringList names;
                for (Parameter p : kAllParameters)
                    if (parameterApplies(scenario.inputs, p))
                        names << key(p);
                if (scenario.inputs.modelVersion >= 2)
                    names << Msg::tr("workloads[i].gpus, workloads[i].utilization (utilization "
                                     "form only), workloads[i].cloud_price, "
                                     "workloads[i].annual_growth with i a workload's index "
                                     "from 0 to %1")
                                 .arg(scenario.inputs.workloads.size() - 1);
                throw FieldError(at, Msg::tr("is not an uncertain input (valid: %1)")
                                         .arg(names.join(QStringLiteral(", "))));
            }
            const QJsonArray triple = it.value().toArray();
            if (!it.value().isArray() || triple.size() != 3)
                throw FieldError(
                    at,
                    Msg::tr("expected [low, most likely, high], found %1").arg(show(it.value())));
            if (workloadInput) {
                const ParameterRange r = workloadParameterInfo(workloadInput->parameter).range;
                const Range range =
                    r.lowIncluded ? closed(r.low, r.high) : aboveAtMost(r.low, r.high);
                Triangular t{requireNumber(index(at, 0), triple[0], range),
                             requireNumber(index(at, 1), triple[1], range),
                             requireNumber(index(at, 2), triple[2], range)};
                if (!(t.low <= t.mode && t.mode <= t.high))
                    throw FieldError(
                        at, Msg::tr("[%1, %2, %3] is not ordered (valid: low ≤ most likely ≤ high)")
                                .arg(showNumber(t.low), showNumber(t.mode), showNumber(t.high)));
                spec.workloadDistributions[*workloadInput] = t;
                continue;
            }
            // The input's own range; a distribution may hold fractions of a whole-number input
            // (lead months are rounded per draw).
            const std::string_view field = parameterField(*parameter);
            Range range = inputs::at(field).range;
            range.whole = false;
            Triangular t{requireNumber(index(at, 0), triple[0], range),
                         requireNumber(index(at, 1), triple[1], range),
                         requireNumber(index(at, 2), triple[2], range)};
            if (!(t.low <= t.mode && t.mode <= t.high))
                throw FieldError(
                    at, Msg::tr("[%1, %2, %3] is not ordered (valid: low ≤ most likely ≤ high)")
                            .arg(showNumber(t.low), showNumber(t.mode), showNumber(t.high)));
            spec.distributions[*parameter] = t;
        }
        return spec;
    } catch (const FieldError &e) {
        return scenariofile::Error{scenariofile::Error::Kind::InvalidValue, e.field, e.message};
    }
}

} // namespace gda
