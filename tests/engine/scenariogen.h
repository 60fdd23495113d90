// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inputs.h"

#include <cmath>
#include <optional>
#include <random>
#include <string>

// Random but valid cost model inputs for property tests: every field inside the ranges of the
// scenario file, kept to sizes that evaluate quickly.
namespace gda::test {

class ScenarioGenerator
{
public:
    explicit ScenarioGenerator(std::uint64_t seed) : m_rng(seed) {}

    double uniform(double lo, double hi)
    {
        return std::uniform_real_distribution<double>(lo, hi)(m_rng);
    }
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
        m.method = method == 0
                       ? MigrationMethod::Internet
                       : (method == 1 ? MigrationMethod::Snowball : MigrationMethod::DirectConnect);
        m.snowballDeviceTb = uniform(10.0, 100.0);
        m.snowballShippingPerDevice = uniform(0.0, 500.0);
        m.directConnectMonths = integer(0, 6);
        m.parallelRunMonths = integer(0, 4);
        m.hybridEgressTbPerMonth = uniform(0.0, 50.0);
        return in;
    }

    // A version 2 scenario: the version 1 inputs above for prices and costs, 1 to `maxWorkloads`
    // workloads of every form, multi-cloud offers, a fleet GPU with its throughput and refresh
    // gain, purchases in tranches for the on-premise option and a fixed hybrid tranche (so that
    // no search runs unless a test asks for one), at most five years.
    engine::Inputs inputsV2(int maxWorkloads = 4)
    {
        using namespace gda::engine;
        Inputs in = inputs();
        in.modelVersion = 2;
        in.horizonYears = integer(1, 5);
        const int months = 12 * in.horizonYears;
        in.cloud.spotPerGpuHour = coin() ? std::optional<double>(uniform(0.2, 5.0)) : std::nullopt;
        const int count = integer(1, maxWorkloads);
        for (int i = 0; i < count; ++i) {
            WorkloadInput w;
            w.name = "Workload " + std::to_string(i + 1);
            w.kind = static_cast<WorkloadKind>(integer(0, 3));
            w.gpus = integer(1, 128);
            if (coin()) {
                w.utilization = uniform(0.01, 1.0);
            } else {
                w.hoursPerDay = coin() ? double(integer(1, 24)) : uniform(0.5, 24.0);
                w.daysPerWeek = integer(1, 7);
                w.startHour = integer(0, 23);
            }
            w.shiftable = coin();
            w.interruptible = coin();
            for (double &p : w.monthlyProfile)
                p = uniform(0.2, 3.0);
            w.annualGrowth = uniform(-0.3, 0.6);
            w.startMonth = integer(1, months);
            w.endMonth = integer(w.startMonth, months);
            const int placement = integer(0, 9);
            w.placement = placement == 0 ? Placement::Cloud
                                         : (placement == 1 ? Placement::OnPrem : Placement::Auto);
            w.dataTb = uniform(0.0, 500.0);
            WorkloadCloud &c = w.cloud;
            if (coin())
                c.onDemandPerGpuHour = uniform(0.5, 15.0);
            if (coin())
                c.spotPerGpuHour = uniform(0.2, 5.0);
            c.spotFraction = *w.interruptible ? uniform(0.0, 1.0) : 0.0;
            c.spotRework = uniform(0.0, 0.5);
            if (coin())
                c.burstPerGpuHour = uniform(0.5, 15.0);
            c.throughput = uniform(0.5, 3.0);
            in.workloads.push_back(w);
        }
        in.onpremV2.throughput = uniform(0.5, 3.0);
        in.onpremV2.refreshThroughputGain = coin() ? 1.0 : uniform(1.0, 3.0);
        if (coin()) {
            std::vector<Purchase> purchases;
            for (int t = integer(1, 3); t > 0; --t)
                purchases.push_back({integer(1, months), integer(1, 160)});
            in.onpremV2.purchases = purchases;
        }
        in.hybrid.purchases = std::vector<Purchase>{{1, integer(0, 96)}};
        if (coin())
            in.onpremV2.staffScaling = StaffScaling{uniform(4.0, 300.0), uniform(50000.0, 250000.0),
                                                    uniform(0.0, 2.0), uniform(0.0, 100000.0)};
        const char *providers[] = {"aws", "azure", "gcp", "lambda", "hyperbolic"};
        for (int k = integer(0, 6); k > 0; --k) {
            const std::string provider = providers[integer(0, 4)];
            OfferTerms offer;
            offer.id = provider + "-" + std::to_string(k);
            offer.provider = provider;
            offer.gpuModel = "h100-sxm";
            offer.onDemandPerGpuHour = uniform(0.8, 14.0);
            offer.spotPerGpuHour = coin() ? std::optional<double>(uniform(0.3, 6.0)) : std::nullopt;
            offer.throughput = uniform(0.5, 3.0);
            in.multicloud.market.push_back(offer);
        }
        in.multicloud.maxSharePerProvider = uniform(0.2, 1.0);
        in.multicloud.crossCloudTbPerMonth = uniform(0.0, 20.0);
        in.multicloud.orchestrationPerYear = uniform(0.0, 200000.0);
        return in;
    }

private:
    std::mt19937_64 m_rng;
};

} // namespace gda::test
