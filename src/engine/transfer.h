// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputs.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The transfer planner (docs/methodology.md §14.4): for each workload's data and for the whole
// move, what each way out of the cloud costs and takes at the client's bandwidth, and the
// cheapest that fits the data phase of a phased migration. Advice: the migration is still
// charged at `migration.method` (§4.5).
namespace gda::engine {

enum class TransferMethod { Internet, DataSync, Snowball, DirectConnect };
inline constexpr std::array kTransferMethods{TransferMethod::Internet, TransferMethod::DataSync,
                                             TransferMethod::Snowball,
                                             TransferMethod::DirectConnect};
std::string_view transferMethodKey(TransferMethod method); // "internet", "datasync", …

// The figures the planner assumes beyond the scenario's inputs, with their sources (§14.4).
struct TransferAssumptions
{
    double dataSyncPerGb = 0.0125;            // AWS DataSync $0.0125 per GB [S2]
    double dataSyncMbpsPerTask = 150.0;       // 100–200 Mbps per task [S2]: the middle
    double snowballLoadMbps = 1000.0;         // about 1 Gbps per device [S2]
    double snowballTransitDays = 7.0;         // two shipments of 3–4 days [J]
    double directConnectMbps = 10000.0;       // the 10 Gbps port the seed prices [S2]
    double directConnectProvisionDays = 84.0; // 6–12 weeks [S2]: the upper end
};

struct TransferEstimate
{
    TransferMethod method = TransferMethod::Internet;
    double cost = 0.0;
    double days = 0.0; // from the first byte to the data on-premise
    bool fits = false; // within the data phase (Direct Connect: and provisioned in time)
};

struct TransferItem
{
    std::string name;  // a workload's name; "" for migration.data_tb; "total" for the whole move
    int workload = -1; // index in the scenario's workloads, -1 for the shared data and the total
    double volumeTb = 0.0; // after stale share and compression
    std::array<TransferEstimate, 4> methods{};
    std::optional<TransferMethod> cheapest; // the cheapest that fits; none when none fits
};

struct TransferPlan
{
    double bandwidthMbps = 0.0;
    double windowDays = 0.0;          // the data phase
    double provisionWindowDays = 0.0; // from the first purchase to the data phase
    std::vector<TransferItem> items;  // each workload with data, the shared data, then the total
    double directConnectBreakEvenTb = 0.0; // directConnectBreakEvenTb(in)
};

// Every method for `volumeTb` terabytes: the cost and days, and whether it fits `windowDays`
// (Direct Connect also needs `provisionWindowDays` ≥ its provisioning time).
TransferItem estimateTransfer(const Inputs &in, double volumeTb, double bandwidthMbps,
                              double windowDays, double provisionWindowDays,
                              const TransferAssumptions &a = {});

// The plan of a scenario with migration.phases, for a data phase of `windowDays` that starts
// `provisionWindowDays` after the first purchase.
TransferPlan planTransfers(const Inputs &in, double windowDays, double provisionWindowDays,
                           const TransferAssumptions &a = {});

// The method `migration.method: "auto"` charges (§14.6): for the whole move (the volume of
// §12.7) at the scenario's bandwidth (migration.phases.bandwidth_mbps, or its default 1,000
// Mbit/s without phases), the cheapest method that fits `windowDays`; when none fits, the
// fastest (the smallest days; the first in kTransferMethods on a tie).
TransferEstimate autoTransfer(const Inputs &in, double windowDays, double provisionWindowDays,
                              const TransferAssumptions &a = {});

// The volume from which Direct Connect (one month of its port and its per-GB price) costs no
// more than internet egress through the scenario's tiers (TB; bisection to 1e-9 TB). The seed's
// claim "pays back at 40 TB" checked against the scenario's prices (§14.4).
double directConnectBreakEvenTb(const Inputs &in);

} // namespace gda::engine
