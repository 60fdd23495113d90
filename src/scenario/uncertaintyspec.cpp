// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "uncertaintyspec.h"

#include "inputregistry.h"
#include "jsonfields.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace gda {

using namespace gda::engine;
using namespace gda::jsonfields;

namespace {
struct Msg // this file's translation context (README, "Languages")
{
    Q_DECLARE_TR_FUNCTIONS(gda::uncertainty)
};

QString key(Parameter p)
{
    const std::string_view k = parameterKey(p);
    return QString::fromLatin1(k.data(), qsizetype(k.size()));
}
} // namespace

MonteCarloSpec defaultUncertaintySpec(const Inputs &inputs)
{
    MonteCarloSpec spec;
    spec.draws = kDefaultUncertaintyDraws;
    spec.seed = 1;
    spec.bins = kDefaultUncertaintyBins;
    for (Parameter p : {Parameter::Utilization, Parameter::CloudPrice, Parameter::GpuUnitPrice,
                        Parameter::ElectricityPrice, Parameter::StaffCost}) {
        const double value = parameterValue(inputs, p);
        const ParameterRange range = parameterRange(p);
        double low = std::max(value * (1.0 - kDefaultUncertaintySpread), range.low);
        double high = std::min(value * (1.0 + kDefaultUncertaintySpread), range.high);
        if (!range.lowIncluded && low <= range.low)
            low = std::nextafter(range.low, range.high);
        high = std::max(high, low);
        spec.distributions[p] = {low, std::clamp(value, low, high), high};
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
        const QJsonObject distributions = given.toObject();
        for (auto it = distributions.begin(); it != distributions.end(); ++it) {
            const QString at = join(where, it.key());
            const auto parameter = std::find_if(kAllParameters.begin(), kAllParameters.end(),
                                                [&](Parameter p) { return key(p) == it.key(); });
            if (parameter == kAllParameters.end()) {
                QStringList names;
                for (Parameter p : kAllParameters)
                    names << key(p);
                throw FieldError(at, Msg::tr("is not an uncertain input (valid: %1)")
                                         .arg(names.join(QStringLiteral(", "))));
            }
            const QJsonArray triple = it.value().toArray();
            if (!it.value().isArray() || triple.size() != 3)
                throw FieldError(
                    at,
                    Msg::tr("expected [low, most likely, high], found %1").arg(show(it.value())));
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
