// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/jsonfields.h"
#include "scenario/scenario.h"

#include <optional>
#include <span>

// Every numeric input of a scenario with its JSON path and valid range, so an editor checks a
// value while it is typed with the same rule the scenario file applies when it is saved or
// loaded. The ranges are copies of those in visitInputs() (src/scenario/scenariofile.cpp); the
// wizard tests compare each one with scenariofile::validate() at its bounds.
namespace gda::ui::fieldranges {

enum class Field {
    HorizonYears,
    DiscountRate,
    WorkloadGpus,
    Utilization,
    AnnualGrowth,
    OnDemandPerGpuHour,
    ReservedPerGpuHour,
    ReservedGpus,
    BurstPerGpuHour,
    CloudPriceChange,
    CloudStorageTb,
    CloudStoragePerGbMonth,
    EgressTbPerMonth,
    CloudOverhead,
    OnpremGpus,
    HybridGpus,
    GpuUnitPrice,
    ServerNetworkPerGpu,
    InstallationPerGpu,
    FacilityPerKw,
    FixedCapex,
    KwPerGpu,
    Pue,
    IdlePowerFraction,
    ElectricityPerKwh,
    ElectricityChange,
    MaintenanceFraction,
    StaffPerYear,
    ColocationPerKwMonth,
    OtherOpexPerYear,
    OnpremStoragePerTbMonth,
    MaxUtilization,
    LeadMonths,
    LifetimeYears,
    LeasePremium,
    LeaseMonths,
    LoanRate,
    LoanMonths,
    DataTb,
    StaleFraction,
    Compression,
    SnowballDeviceTb,
    SnowballFeePerDevice,
    SnowballShippingPerDevice,
    DirectConnectPortPerMonth,
    DirectConnectPerGb,
    DirectConnectMonths,
    ParallelRunMonths,
    HybridEgressTbPerMonth,
    CapitalAvailable,
    WeightUtilization,
    WeightPredictability,
    WeightExpertise,
    WeightCapital,
    WeightDataGravity,
};

// One numeric input: where it lives in the file, what it may hold, whether it may be unset.
struct Entry
{
    Field field;
    const char *path; // as scenariofile::Error::field names it: "inputs.workload.gpus"
    jsonfields::Range range;
    bool optional = false; // an unset value means "follow the default rule" (cost model §2)
};

// Every field, in the order of the scenario file.
std::span<const Entry> all();
const Entry &entry(Field field);
inline const jsonfields::Range &range(Field field) { return entry(field).range; }
QString path(Field field);

// The field's value in a scenario; nullopt for an unset optional field.
std::optional<double> value(const Scenario &scenario, Field field);
// Sets the field (whole-number fields are rounded); nullopt unsets an optional field and is
// ignored for the others.
void setValue(Scenario &scenario, Field field, std::optional<double> value);

// The ranges of the list-valued inputs: each month of the workload profile, and the upper bound
// and price of each egress band.
jsonfields::Range profileRange();
jsonfields::Range egressUpperRange();
jsonfields::Range egressPriceRange();

} // namespace gda::ui::fieldranges
