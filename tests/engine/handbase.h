// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inputs.h"

namespace gda::engine::test {

// The base of the version 2 hand examples (docs/methodology.md "Version 2: worked examples"): no
// storage, egress, overhead, lead time, installation or facility; no discounting, no parallel
// run; cash; power 1 kW per GPU at PUE 1.5, idle 30%, 0.10 per kWh; maintenance 12%; staff
// 120,000 a year; GPUs 25,000 plus 5,000 server share; fleets at full utilization; 5-year life.
inline Inputs handV2Base(int years, double onDemandPerGpuHour, double reservedPerGpuHour)
{
    Inputs in;
    in.modelVersion = 2;
    in.horizonYears = years;
    in.discountRate = 0.0;
    in.cloud.onDemandPerGpuHour = onDemandPerGpuHour;
    in.cloud.reservedPerGpuHour = reservedPerGpuHour;
    in.cloud.storageTb = 0.0;
    in.cloud.egressTbPerMonth = 0.0;
    in.cloud.overheadFraction = 0.0;
    OnPrem &p = in.onprem;
    p.gpuUnitPrice = 25000.0;
    p.serverNetworkPerGpu = 5000.0;
    p.installationPerGpu = 0.0;
    p.facilityPerKw = 0.0;
    p.kwPerGpu = 1.0;
    p.pue = 1.5;
    p.idlePowerFraction = 0.3;
    p.electricityPerKwh = 0.1;
    p.maintenanceFraction = 0.12;
    p.staffPerYear = 120000.0;
    p.storagePerTbMonth = 0.0;
    p.maxUtilization = 1.0;
    p.leadMonths = 0;
    p.lifetimeYears = 5;
    in.migration.parallelRunMonths = 0;
    return in;
}

} // namespace gda::engine::test
