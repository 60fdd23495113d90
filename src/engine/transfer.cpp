// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer.h"

#include "costmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gda::engine {

namespace {

constexpr double kDaysPerMonth = 365.0 / 12.0;

// Days to move `tb` terabytes (10^12 bytes) at `mbps` megabits per second.
double daysAt(double tb, double mbps)
{
    return mbps > 0.0 ? tb * 8.0e6 / mbps / 86400.0 : std::numeric_limits<double>::infinity();
}

double reduced(const Migration &mg, double tb)
{
    return tb * (1.0 - mg.staleFraction) * (1.0 - mg.compression);
}

} // namespace

std::string_view transferMethodKey(TransferMethod method)
{
    switch (method) {
    case TransferMethod::Internet:
        return "internet";
    case TransferMethod::DataSync:
        return "datasync";
    case TransferMethod::Snowball:
        return "snowball";
    case TransferMethod::DirectConnect:
        return "direct_connect";
    }
    return {};
}

TransferItem estimateTransfer(const Inputs &in, double volumeTb, double bandwidthMbps,
                              double windowDays, double provisionWindowDays,
                              const TransferAssumptions &a)
{
    const Migration &mg = in.migration;
    TransferItem item;
    item.volumeTb = volumeTb;
    const double egress = tieredCost(in.cloud.egressTiers, volumeTb);
    const double gb = volumeTb * 1000.0;
    // Internet: the egress tiers, at the client's bandwidth.
    item.methods[0] = {TransferMethod::Internet, egress, daysAt(volumeTb, bandwidthMbps)};
    // DataSync: its per-GB fee on top of egress; as many tasks as the line carries.
    const double tasks = std::max(1.0, std::ceil(bandwidthMbps / a.dataSyncMbpsPerTask - 1e-9));
    item.methods[1] = {TransferMethod::DataSync, egress + gb * a.dataSyncPerGb,
                       daysAt(volumeTb, std::min(bandwidthMbps, tasks * a.dataSyncMbpsPerTask))};
    // Snowball Edge: devices of snowball_device_tb loaded in parallel at about 1 Gbps each, fee
    // and shipping per device, no egress.
    const double devices = volumeTb > 0.0 ? std::ceil(volumeTb / mg.snowballDeviceTb - 1e-9) : 0.0;
    item.methods[2] = {TransferMethod::Snowball,
                       devices * (mg.snowballFeePerDevice + mg.snowballShippingPerDevice),
                       devices > 0.0
                           ? daysAt(volumeTb / devices, a.snowballLoadMbps) + a.snowballTransitDays
                           : 0.0};
    // Direct Connect: the port for the whole months it is held (at least one) and its per-GB
    // price, at the port's speed; it must be provisioned before the data phase.
    const double dcDays = daysAt(volumeTb, a.directConnectMbps);
    const double months = std::max(1.0, std::ceil(dcDays / kDaysPerMonth - 1e-9));
    item.methods[3] = {TransferMethod::DirectConnect,
                       months * mg.directConnectPortPerMonth + gb * mg.directConnectPerGb, dcDays};
    for (TransferEstimate &e : item.methods) {
        e.fits = e.days <= windowDays + 1e-9;
        if (e.method == TransferMethod::DirectConnect)
            e.fits = e.fits && a.directConnectProvisionDays <= provisionWindowDays + 1e-9;
        if (e.fits && (!item.cheapest || e.cost < item.methods[std::size_t(*item.cheapest)].cost))
            item.cheapest = e.method;
    }
    return item;
}

TransferPlan planTransfers(const Inputs &in, double windowDays, double provisionWindowDays,
                           const TransferAssumptions &a)
{
    TransferPlan plan;
    plan.bandwidthMbps = in.migrationPhases ? in.migrationPhases->bandwidthMbps : 0.0;
    plan.windowDays = windowDays;
    plan.provisionWindowDays = provisionWindowDays;
    auto add = [&](std::string name, int workload, double tb) {
        TransferItem item =
            estimateTransfer(in, tb, plan.bandwidthMbps, windowDays, provisionWindowDays, a);
        item.name = std::move(name);
        item.workload = workload;
        plan.items.push_back(std::move(item));
    };
    for (std::size_t w = 0; w < in.workloads.size(); ++w) {
        const WorkloadInput &wl = in.workloads[w];
        if (wl.placement != Placement::Cloud && wl.dataTb > 0.0)
            add(wl.name, int(w), reduced(in.migration, wl.dataTb));
    }
    if (in.migration.dataTb > 0.0)
        add(std::string(), -1, reduced(in.migration, in.migration.dataTb));
    add("total", -1, migrationVolume(in));
    plan.directConnectBreakEvenTb = directConnectBreakEvenTb(in);
    return plan;
}

TransferEstimate autoTransfer(const Inputs &in, double windowDays, double provisionWindowDays,
                              const TransferAssumptions &a)
{
    const double bandwidth =
        in.migrationPhases ? in.migrationPhases->bandwidthMbps : MigrationPhases{}.bandwidthMbps;
    const TransferItem item =
        estimateTransfer(in, migrationVolume(in), bandwidth, windowDays, provisionWindowDays, a);
    if (item.cheapest)
        return item.methods[std::size_t(*item.cheapest)];
    const TransferEstimate *fastest = &item.methods[0];
    for (const TransferEstimate &e : item.methods)
        if (e.days < fastest->days)
            fastest = &e;
    return *fastest;
}

double directConnectBreakEvenTb(const Inputs &in)
{
    const Migration &mg = in.migration;
    auto saving = [&](double tb) {
        return tieredCost(in.cloud.egressTiers, tb) -
               (mg.directConnectPortPerMonth + tb * 1000.0 * mg.directConnectPerGb);
    };
    double lo = 0.0;
    double hi = 1.0e6;
    if (saving(hi) < 0.0)
        return std::numeric_limits<double>::infinity();
    while (hi - lo > 1e-9) {
        const double mid = 0.5 * (lo + hi);
        (saving(mid) >= 0.0 ? hi : lo) = mid;
    }
    return hi;
}

} // namespace gda::engine
