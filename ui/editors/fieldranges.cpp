// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fieldranges.h"

#include <array>
#include <cmath>

namespace gda::ui::fieldranges {

using namespace gda::jsonfields;
using engine::Inputs;

namespace {

// Copied from visitInputs() in src/scenario/scenariofile.cpp — keep the two in step; the test
// "every editor range matches the scenario file" fails when they drift apart.
const Range kFraction = closed(0.0, 1.0);
const Range kChange = closed(-0.9, 10.0);
const Range kPositiveFraction = aboveAtMost(0.0, 1.0);

const std::array<Entry, 55> &table()
{
    static const std::array<Entry, 55> entries{{
        {Field::HorizonYears, "inputs.horizon_years", whole(1, 10)},
        {Field::DiscountRate, "inputs.discount_rate", kFraction},
        {Field::WorkloadGpus, "inputs.workload.gpus", whole(1, 100000)},
        {Field::Utilization, "inputs.workload.utilization", kPositiveFraction},
        {Field::AnnualGrowth, "inputs.workload.annual_growth", kChange},
        {Field::OnDemandPerGpuHour, "inputs.cloud.on_demand_per_gpu_hour", money()},
        {Field::ReservedPerGpuHour, "inputs.cloud.reserved_per_gpu_hour", money()},
        {Field::ReservedGpus, "inputs.cloud.reserved_gpus", whole(0, 1000000), true},
        {Field::BurstPerGpuHour, "inputs.cloud.burst_per_gpu_hour", money(), true},
        {Field::CloudPriceChange, "inputs.cloud.annual_price_change", kChange},
        {Field::CloudStorageTb, "inputs.cloud.storage_tb", money()},
        {Field::CloudStoragePerGbMonth, "inputs.cloud.storage_per_gb_month", money()},
        {Field::EgressTbPerMonth, "inputs.cloud.egress_tb_per_month", money()},
        {Field::CloudOverhead, "inputs.cloud.overhead_fraction", closed(0, 10)},
        {Field::OnpremGpus, "inputs.onprem.gpus", whole(1, 1000000), true},
        {Field::HybridGpus, "inputs.onprem.hybrid_gpus", whole(0, 1000000), true},
        {Field::GpuUnitPrice, "inputs.onprem.gpu_unit_price", money()},
        {Field::ServerNetworkPerGpu, "inputs.onprem.server_network_per_gpu", money()},
        {Field::InstallationPerGpu, "inputs.onprem.installation_per_gpu", money()},
        {Field::FacilityPerKw, "inputs.onprem.facility_per_kw", money()},
        {Field::FixedCapex, "inputs.onprem.fixed_capex", money()},
        {Field::KwPerGpu, "inputs.onprem.kw_per_gpu", closed(0, 100)},
        {Field::Pue, "inputs.onprem.pue", closed(1, 5)},
        {Field::IdlePowerFraction, "inputs.onprem.idle_power_fraction", kFraction},
        {Field::ElectricityPerKwh, "inputs.onprem.electricity_per_kwh", money()},
        {Field::ElectricityChange, "inputs.onprem.electricity_annual_change", kChange},
        {Field::MaintenanceFraction, "inputs.onprem.maintenance_fraction", kFraction},
        {Field::StaffPerYear, "inputs.onprem.staff_per_year", money()},
        {Field::ColocationPerKwMonth, "inputs.onprem.colocation_per_kw_month", money()},
        {Field::OtherOpexPerYear, "inputs.onprem.other_opex_per_year", money()},
        {Field::OnpremStoragePerTbMonth, "inputs.onprem.storage_per_tb_month", money()},
        {Field::MaxUtilization, "inputs.onprem.max_utilization", kPositiveFraction},
        {Field::LeadMonths, "inputs.onprem.lead_months", whole(0, 120)},
        {Field::LifetimeYears, "inputs.onprem.lifetime_years", whole(1, 20)},
        {Field::LeasePremium, "inputs.onprem.financing.lease_premium", closed(0, 5)},
        {Field::LeaseMonths, "inputs.onprem.financing.lease_months", whole(1, 240)},
        {Field::LoanRate, "inputs.onprem.financing.loan_rate", kFraction},
        {Field::LoanMonths, "inputs.onprem.financing.loan_months", whole(1, 480)},
        {Field::DataTb, "inputs.migration.data_tb", money()},
        {Field::StaleFraction, "inputs.migration.stale_fraction", kFraction},
        {Field::Compression, "inputs.migration.compression", atLeastBelow(0, 1)},
        {Field::SnowballDeviceTb, "inputs.migration.snowball_device_tb", aboveAtMost(0, kMoneyMax)},
        {Field::SnowballFeePerDevice, "inputs.migration.snowball_fee_per_device", money()},
        {Field::SnowballShippingPerDevice, "inputs.migration.snowball_shipping_per_device", money()},
        {Field::DirectConnectPortPerMonth, "inputs.migration.direct_connect_port_per_month", money()},
        {Field::DirectConnectPerGb, "inputs.migration.direct_connect_per_gb", money()},
        {Field::DirectConnectMonths, "inputs.migration.direct_connect_months", whole(0, 120)},
        {Field::ParallelRunMonths, "inputs.migration.parallel_run_months", whole(0, 120)},
        {Field::HybridEgressTbPerMonth, "inputs.migration.hybrid_egress_tb_per_month", money()},
        {Field::CapitalAvailable, "inputs.factors.capital_available", money()},
        {Field::WeightUtilization, "inputs.factors.weights.utilization", kFraction},
        {Field::WeightPredictability, "inputs.factors.weights.predictability", kFraction},
        {Field::WeightExpertise, "inputs.factors.weights.expertise", kFraction},
        {Field::WeightCapital, "inputs.factors.weights.capital", kFraction},
        {Field::WeightDataGravity, "inputs.factors.weights.data_gravity", kFraction},
    }};
    return entries;
}

// The storage of a field: a double, an int, or an optional of either.
struct Slot
{
    double *real = nullptr;
    int *integer = nullptr;
    std::optional<int> *optionalInteger = nullptr;
    std::optional<double> *optionalReal = nullptr;
};

Slot slot(Inputs &in, Field field)
{
    auto &w = in.workload;
    auto &c = in.cloud;
    auto &p = in.onprem;
    auto &f = in.onprem.financing;
    auto &m = in.migration;
    auto &weights = in.factors.weights;
    switch (field) {
    case Field::HorizonYears: return {.integer = &in.horizonYears};
    case Field::DiscountRate: return {.real = &in.discountRate};
    case Field::WorkloadGpus: return {.integer = &w.gpus};
    case Field::Utilization: return {.real = &w.utilization};
    case Field::AnnualGrowth: return {.real = &w.annualGrowth};
    case Field::OnDemandPerGpuHour: return {.real = &c.onDemandPerGpuHour};
    case Field::ReservedPerGpuHour: return {.real = &c.reservedPerGpuHour};
    case Field::ReservedGpus: return {.optionalInteger = &c.reservedGpus};
    case Field::BurstPerGpuHour: return {.optionalReal = &c.burstPerGpuHour};
    case Field::CloudPriceChange: return {.real = &c.annualPriceChange};
    case Field::CloudStorageTb: return {.real = &c.storageTb};
    case Field::CloudStoragePerGbMonth: return {.real = &c.storagePerGbMonth};
    case Field::EgressTbPerMonth: return {.real = &c.egressTbPerMonth};
    case Field::CloudOverhead: return {.real = &c.overheadFraction};
    case Field::OnpremGpus: return {.optionalInteger = &p.gpus};
    case Field::HybridGpus: return {.optionalInteger = &p.hybridGpus};
    case Field::GpuUnitPrice: return {.real = &p.gpuUnitPrice};
    case Field::ServerNetworkPerGpu: return {.real = &p.serverNetworkPerGpu};
    case Field::InstallationPerGpu: return {.real = &p.installationPerGpu};
    case Field::FacilityPerKw: return {.real = &p.facilityPerKw};
    case Field::FixedCapex: return {.real = &p.fixedCapex};
    case Field::KwPerGpu: return {.real = &p.kwPerGpu};
    case Field::Pue: return {.real = &p.pue};
    case Field::IdlePowerFraction: return {.real = &p.idlePowerFraction};
    case Field::ElectricityPerKwh: return {.real = &p.electricityPerKwh};
    case Field::ElectricityChange: return {.real = &p.electricityAnnualChange};
    case Field::MaintenanceFraction: return {.real = &p.maintenanceFraction};
    case Field::StaffPerYear: return {.real = &p.staffPerYear};
    case Field::ColocationPerKwMonth: return {.real = &p.colocationPerKwMonth};
    case Field::OtherOpexPerYear: return {.real = &p.otherOpexPerYear};
    case Field::OnpremStoragePerTbMonth: return {.real = &p.storagePerTbMonth};
    case Field::MaxUtilization: return {.real = &p.maxUtilization};
    case Field::LeadMonths: return {.integer = &p.leadMonths};
    case Field::LifetimeYears: return {.integer = &p.lifetimeYears};
    case Field::LeasePremium: return {.real = &f.leasePremium};
    case Field::LeaseMonths: return {.integer = &f.leaseMonths};
    case Field::LoanRate: return {.real = &f.loanRate};
    case Field::LoanMonths: return {.integer = &f.loanMonths};
    case Field::DataTb: return {.real = &m.dataTb};
    case Field::StaleFraction: return {.real = &m.staleFraction};
    case Field::Compression: return {.real = &m.compression};
    case Field::SnowballDeviceTb: return {.real = &m.snowballDeviceTb};
    case Field::SnowballFeePerDevice: return {.real = &m.snowballFeePerDevice};
    case Field::SnowballShippingPerDevice: return {.real = &m.snowballShippingPerDevice};
    case Field::DirectConnectPortPerMonth: return {.real = &m.directConnectPortPerMonth};
    case Field::DirectConnectPerGb: return {.real = &m.directConnectPerGb};
    case Field::DirectConnectMonths: return {.integer = &m.directConnectMonths};
    case Field::ParallelRunMonths: return {.integer = &m.parallelRunMonths};
    case Field::HybridEgressTbPerMonth: return {.real = &m.hybridEgressTbPerMonth};
    case Field::CapitalAvailable: return {.real = &in.factors.capitalAvailable};
    case Field::WeightUtilization: return {.real = &weights.utilization};
    case Field::WeightPredictability: return {.real = &weights.predictability};
    case Field::WeightExpertise: return {.real = &weights.expertise};
    case Field::WeightCapital: return {.real = &weights.capital};
    case Field::WeightDataGravity: return {.real = &weights.dataGravity};
    }
    return {};
}

int toInt(double value)
{
    return static_cast<int>(std::llround(value));
}

} // namespace

std::span<const Entry> all()
{
    return table();
}

const Entry &entry(Field field)
{
    for (const Entry &e : table())
        if (e.field == field)
            return e;
    return table().front();
}

QString path(Field field)
{
    return QString::fromLatin1(entry(field).path);
}

std::optional<double> value(const Scenario &scenario, Field field)
{
    const Slot s = slot(const_cast<Inputs &>(scenario.inputs), field);
    if (s.real)
        return *s.real;
    if (s.integer)
        return *s.integer;
    if (s.optionalInteger)
        return s.optionalInteger->has_value() ? std::optional<double>(**s.optionalInteger)
                                              : std::nullopt;
    if (s.optionalReal)
        return *s.optionalReal;
    return std::nullopt;
}

void setValue(Scenario &scenario, Field field, std::optional<double> value)
{
    const Slot s = slot(scenario.inputs, field);
    if (s.optionalInteger)
        *s.optionalInteger = value ? std::optional<int>(toInt(*value)) : std::nullopt;
    else if (s.optionalReal)
        *s.optionalReal = value;
    else if (!value)
        return;
    else if (s.real)
        *s.real = *value;
    else if (s.integer)
        *s.integer = toInt(*value);
}

Range profileRange()
{
    return aboveAtMost(0.0, 100.0);
}

Range egressUpperRange()
{
    return aboveAtMost(0.0, kMoneyMax);
}

Range egressPriceRange()
{
    return money();
}

} // namespace gda::ui::fieldranges
