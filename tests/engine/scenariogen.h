// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inputs.h"

#include <cmath>
#include <random>

// Random but valid cost model inputs for property tests: every field inside the ranges of the
// scenario file, kept to sizes that evaluate quickly.
namespace gda::test {

class ScenarioGenerator
{
public:
    explicit ScenarioGenerator(std::uint64_t seed) : m_rng(seed) {}

    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(m_rng); }
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_rng); }
    bool coin() { return integer(0, 1) == 1; }

    std::vector<engine::EgressTier> tiers()
    {
        std::vector<engine::EgressTier> out;
        const int bands = integer(1, 5);
        double upper = 0.0;
        for (int i = 0; i < bands - 1; ++i) {
            upper += uniform(0.5, 200.0);
            out.push_back({upper, uniform(0.0, 0.15)});
        }
        out.push_back({std::numeric_limits<double>::infinity(), uniform(0.0, 0.15)});
        return out;
    }

    engine::Inputs inputs()
    {
        using namespace gda::engine;
        Inputs in;
        in.horizonYears = integer(1, 10);
        in.discountRate = uniform(0.0, 0.2);
        in.workload.gpus = integer(1, 256);
        in.workload.utilization = uniform(0.01, 1.0);
        for (double &p : in.workload.monthlyProfile)
            p = uniform(0.1, 5.0);
        in.workload.annualGrowth = uniform(-0.5, 1.0);

        in.cloud.pricing = coin() ? CloudPricing::OnDemand : CloudPricing::Reserved;
        in.cloud.onDemandPerGpuHour = uniform(0.5, 15.0);
        in.cloud.reservedPerGpuHour = uniform(0.3, 10.0);
        if (coin())
            in.cloud.reservedGpus = integer(0, 300);
        if (coin())
            in.cloud.burstPerGpuHour = uniform(0.5, 15.0);
        in.cloud.annualPriceChange = uniform(-0.3, 0.3);
        in.cloud.storageTb = uniform(0.0, 2000.0);
        in.cloud.storagePerGbMonth = uniform(0.0, 0.2);
        in.cloud.egressTbPerMonth = uniform(0.0, 300.0);
        in.cloud.egressTiers = tiers();
        in.cloud.overheadFraction = uniform(0.0, 0.5);

        OnPrem &p = in.onprem;
        if (coin())
            p.gpus = integer(1, 300);
        if (coin())
            p.hybridGpus = integer(0, 300);
        p.gpuUnitPrice = uniform(5000.0, 45000.0);
        p.serverNetworkPerGpu = uniform(0.0, 10000.0);
        p.installationPerGpu = uniform(0.0, 5000.0);
        p.facilityPerKw = uniform(0.0, 6000.0);
        p.fixedCapex = uniform(0.0, 500000.0);
        p.kwPerGpu = uniform(0.0, 2.0);
        p.pue = uniform(1.0, 2.0);
        p.idlePowerFraction = uniform(0.0, 1.0);
        p.electricityPerKwh = uniform(0.0, 0.4);
        p.electricityAnnualChange = uniform(-0.2, 0.3);
        p.maintenanceFraction = uniform(0.0, 0.25);
        p.staffPerYear = uniform(0.0, 1e6);
        p.colocationPerKwMonth = uniform(0.0, 250.0);
        p.otherOpexPerYear = uniform(0.0, 1e5);
        p.storagePerTbMonth = uniform(0.0, 5.0);
        p.maxUtilization = uniform(0.5, 1.0);
        p.leadMonths = integer(0, 18);
        p.lifetimeYears = integer(1, 8);
        p.countResidualValue = coin();
        const int mode = integer(0, 2);
        p.financing.mode = mode == 0 ? FinancingMode::Cash
                                     : (mode == 1 ? FinancingMode::Lease : FinancingMode::Loan);
        p.financing.leasePremium = uniform(0.0, 0.5);
        p.financing.leaseMonths = integer(1, 72);
        p.financing.loanRate = coin() ? 0.0 : uniform(0.0, 0.15);
        p.financing.loanMonths = integer(1, 96);

        Migration &m = in.migration;
        m.dataTb = uniform(0.0, 3000.0);
        m.staleFraction = uniform(0.0, 1.0);
        m.compression = uniform(0.0, 0.9);
        const int method = integer(0, 2);
        m.method = method == 0 ? MigrationMethod::Internet
                               : (method == 1 ? MigrationMethod::Snowball
                                              : MigrationMethod::DirectConnect);
        m.snowballDeviceTb = uniform(10.0, 100.0);
        m.snowballShippingPerDevice = uniform(0.0, 500.0);
        m.directConnectMonths = integer(0, 6);
        m.parallelRunMonths = integer(0, 4);
        m.hybridEgressTbPerMonth = uniform(0.0, 50.0);
        return in;
    }

private:
    std::mt19937_64 m_rng;
};

} // namespace gda::test
