// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "upgrade.h"

#include "engine/costmodel.h"

#include <QJsonObject>

namespace gda::scenarioupgrade {

namespace {

using namespace gda::engine;

// The kind of workload of version 1's predictability page, as a version 2 kind.
WorkloadKind kindOf(const QJsonObject &extra)
{
    const QString type = extra.value(QLatin1String("workload_type")).toString();
    if (type == QLatin1String("inference") || type == QLatin1String("production"))
        return WorkloadKind::Inference;
    if (type == QLatin1String("development_test"))
        return WorkloadKind::Development;
    return WorkloadKind::Training;
}

QJsonObject without(QJsonObject object, const QString &key, const QStringList &children)
{
    QJsonObject child = object.value(key).toObject();
    for (const QString &c : children)
        child.remove(c);
    if (object.contains(key))
        object.insert(key, child);
    return object;
}

} // namespace

Scenario toVersion2(const Scenario &scenario)
{
    if (scenario.inputs.modelVersion >= 2)
        return scenario;
    const Inputs &v1 = scenario.inputs;
    Scenario out = scenario;
    Inputs &in = out.inputs;
    in.modelVersion = 2;

    WorkloadInput w;
    w.name = "Workload 1";
    w.kind = kindOf(scenario.extra);
    w.gpus = v1.workload.gpus;
    w.utilization = v1.workload.utilization;
    w.shiftable = true; // version 1's averaged workload may run at any hour of its month
    w.interruptible = false;
    w.monthlyProfile = v1.workload.monthlyProfile;
    w.annualGrowth = v1.workload.annualGrowth;
    w.gpuModel = v1.onpremV2.gpuModel;
    w.cloud.reservedGpus = v1.cloud.pricing == CloudPricing::Reserved
                               ? v1.cloud.reservedGpus.value_or(v1.workload.gpus)
                               : 0;
    in.workloads = {w};

    // The fleets version 1 buys, written out (the hybrid baseline is not version 2's default).
    const std::vector<double> demand = monthlyDemand(v1);
    const auto tranche = [](int gpus) {
        return gpus > 0 ? std::vector<Purchase>{{1, gpus}} : std::vector<Purchase>{};
    };
    in.onpremV2.purchases = tranche(fleetSize(v1, Option::OnPrem, demand));
    in.hybrid.purchases = tranche(fleetSize(v1, Option::Hybrid, demand));

    // What the file held beside the fields, without the version 1-only keys.
    QJsonObject extra = scenario.extra;
    extra.remove(QLatin1String("workload_type"));
    extra.remove(QLatin1String("uncertainty"));
    QJsonObject inputs = extra.value(QLatin1String("inputs")).toObject();
    inputs.remove(QLatin1String("workload"));
    inputs = without(inputs, QStringLiteral("cloud"),
                     {QStringLiteral("pricing"), QStringLiteral("reserved_gpus")});
    inputs = without(inputs, QStringLiteral("onprem"),
                     {QStringLiteral("gpus"), QStringLiteral("hybrid_gpus")});
    if (extra.contains(QLatin1String("inputs")))
        extra.insert(QLatin1String("inputs"), inputs);
    out.extra = extra;
    return out;
}

} // namespace gda::scenarioupgrade
