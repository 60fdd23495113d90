// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <vector>

// The inputs of cost model version 1 (docs/methodology.md).
// Plain value types, no Qt. The member initialisers are the application's documented defaults:
// a scenario file that omits a field gets the value written here. Each default names its source
// in docs/methodology.md ("Defaults" table, §8); the short tag after each member names the source
// or the methodology section that sets the rule:
//   [S1] hybrid-cloud-strategy.nl (8 Dec 2025)   [S2] aws-to-onprem-migration.nl
//   [S3] multi-cloud-orchestration.nl            [P]  pricing-sources.md (row named)
//   [M §n] docs/methodology.md, section n        [J]  project judgement, stated in the methodology
namespace gda::engine {

enum class CloudPricing { OnDemand, Reserved };
enum class FinancingMode { Cash, Lease, Loan };
// Auto: the transfer planner's cheapest method that fits the data phase (§14.6).
enum class MigrationMethod { Internet, Snowball, DirectConnect, Auto };
enum class Expertise { None, Some, HpcTeam };
enum class DataLocation { Cloud, OnPrem, Mixed };

// One band of a tiered transfer price: volume up to upperTb (infinity for the open last band).
struct EgressTier
{
    double upperTb = std::numeric_limits<double>::infinity();
    double pricePerGb = 0.0;
    bool operator==(const EgressTier &) const = default;
};

// A cloud price change on a given month (docs/methodology.md §4.7): from `month` on every cloud
// price the trend scales (on-demand, spot, burst) is multiplied by 1 + change, e.g. AWS's cut of
// about 44% on p5 (H100) instances in June 2025 [S2]. Committed and reserved prices are locked.
struct PriceChange
{
    int month = 1;
    double change = 0.0;
    bool operator==(const PriceChange &) const = default;
};

// AWS internet egress, first 10 TB 0.09, next 40 TB 0.085, next 100 TB 0.07, beyond 0.05 $/GB [P
// §3].
inline std::vector<EgressTier> awsEgressTiers()
{
    return {{10.0, 0.09},
            {50.0, 0.085},
            {150.0, 0.07},
            {std::numeric_limits<double>::infinity(), 0.05}};
}

struct Workload
{
    int gpus = 80;            // ten 8-GPU nodes, the migration article's cluster [S2]
    double utilization = 0.7; // share of the N GPUs' hours that is busy [M §8]
    std::array<double, 12> monthlyProfile{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}; // flat [J]
    double annualGrowth = 0.0; // no growth unless known [J]
    bool operator==(const Workload &) const = default;
};

struct Cloud
{
    CloudPricing pricing = CloudPricing::OnDemand;
    double onDemandPerGpuHour = 6.88;  // AWS p5.48xlarge 55.04 $/h / 8, post June-2025 cut [P §1a]
    double reservedPerGpuHour = 4.128; // ≈40% off on-demand for 1 year, derived [P §1b]
    std::optional<int> reservedGpus;   // default: workload.gpus [M §4.1]
    std::optional<double> burstPerGpuHour; // default: the on-demand price [M §4.3]
    double annualPriceChange = 0.0;  // flat; AWS cut 44% in June 2025, not extrapolated [S1][J]
    double storageTb = 50.0;         // working data set [J]
    double storagePerGbMonth = 0.10; // network-attached storage 0.10 $/GB-month [S1]
    double egressTbPerMonth = 10.0;  // [J]
    std::vector<EgressTier> egressTiers = awsEgressTiers();
    double overheadFraction = 0.05;       // support, monitoring, load balancers, NAT [J][S1]
    std::optional<double> spotPerGpuHour; // version 2: the scenario's spot price, if any
    // Dated changes on top of the yearly one, in both versions [M §4.7].
    std::vector<PriceChange> priceChanges;
    bool operator==(const Cloud &) const = default;
};

struct Financing
{
    FinancingMode mode = FinancingMode::Cash;
    double leasePremium = 0.25; // leasing adds 20–30% to total cost [S1]
    int leaseMonths = 36;       // [J]
    double loanRate = 0.06;     // [J]
    int loanMonths = 60;        // matches a 5-year life [J]
    bool operator==(const Financing &) const = default;
};

struct OnPrem
{
    std::optional<int> gpus;              // default: workload.gpus [M §3]
    std::optional<int> hybridGpus;        // default: the baseline fleet [M §3]
    double gpuUnitPrice = 30000.0;        // H100 SXM MSRP estimate [P §2]; 8 GPUs $240,000 [S1]
    double serverNetworkPerGpu = 6250.0;  // $0.5M servers and networking for 80 GPUs [S2]
    double installationPerGpu = 2500.0;   // $0.2M installation for 80 GPUs [S2]
    double facilityPerKw = 3750.0;        // $150,000 power and cooling for one 40 kW rack [S1]
    double fixedCapex = 0.0;              // [J]
    double kwPerGpu = 1.3;                // DGX H100 10.2 kW max / 8 GPUs [P §2]
    double pue = 1.3;                     // "cooling adds 30%" [S1]
    double idlePowerFraction = 0.3;       // idle servers draw ~30% of full load [J]
    double electricityPerKwh = 0.10;      // $0.10 per kWh [S1]
    double electricityAnnualChange = 0.0; // [J]
    double maintenanceFraction = 0.12;    // 10–15% of hardware per year [S1]
    double staffPerYear = 500000.0;       // $500,000 a year without an HPC team [S1]
    double colocationPerKwMonth = 0.0; // own data centre; CBRE 184 $/kW-month when colocated [P §3]
    double otherOpexPerYear = 0.0;     // [J]
    double storagePerTbMonth = 2.0;    // on-premise storage running cost [J]
    double maxUtilization = 0.95;      // [M §3]
    int leadMonths = 3;                // 3–6 months of planning before execution [S2]
    int lifetimeYears = 5;             // suggested GPU depreciation 5 years (3–6) [P §3]
    bool countResidualValue = false;   // [M §4.4]
    Financing financing;
    bool operator==(const OnPrem &) const = default;
};

struct Migration
{
    double dataTb = 0.0;        // [J]
    double staleFraction = 0.0; // [J]
    double compression = 0.0;   // [J]
    MigrationMethod method = MigrationMethod::Internet;
    double snowballDeviceTb = 80.0;            // Snowball Edge storage optimised [M §8]
    double snowballFeePerDevice = 300.0;       // $300 per device [S2][P §3]
    double snowballShippingPerDevice = 0.0;    // "plus shipping", not quantified [S2]
    double directConnectPortPerMonth = 3600.0; // [M §8]
    double directConnectPerGb = 0.02;          // data transfer out 0.02–0.04 $/GB [P §3]
    int directConnectMonths = 2;               // 6–12 weeks of Direct Connect provisioning [S2]
    int parallelRunMonths = 1;                 // phase 2 "parallel operations", weeks 5–8 [S2]
    double hybridEgressTbPerMonth = 0.0;       // [J]
    bool operator==(const Migration &) const = default;
};

struct Weights
{
    double utilization = 0.2; // five equal factors [M §6]
    double predictability = 0.2;
    double expertise = 0.2;
    double capital = 0.2;
    double dataGravity = 0.2;
    bool operator==(const Weights &) const = default;
};

struct Factors
{
    Expertise expertise = Expertise::Some;
    double capitalAvailable = 500000.0; // ≈ one 8-GPU rack before staff [S1]
    DataLocation dataLocation = DataLocation::Cloud;
    Weights weights;
    // The premium over the cheapest option that non-cost factors may justify (advice.h): 10% of
    // its NPV, the spread of the hardware quotes the defaults rest on (±20–30%, [P caveats]) [J].
    double premiumTolerance = 0.10;
    bool operator==(const Factors &) const = default;
};

// ---------------------------------------------------------------------------------------------
// Cost model version 2 (docs/methodology.md, "Version 2"): several workloads, when they run,
// placement, per-workload cloud terms with spot, throughput per GPU model, a fourth option
// (multi-cloud), purchase tranches and staff that scales. A version 1 scenario leaves all of
// this at its defaults and is evaluated by the version 1 rules.

enum class WorkloadKind { Training, Inference, Batch, Development };
enum class Placement { Auto, Cloud, OnPrem };

// How the GPUs of one offer are linked (docs/methodology.md §17, "Eligible offers"): a workload
// that needs `Cluster` (training across machines) may only use an offer that has it; `Node` is
// NVLink within one machine. For a workload's need, NotStated means "automatic" (by its kind and
// size); for an offer, "not stated".
enum class Interconnect { NotStated, None, Node, Cluster };
// A published availability commitment: for a workload's need NotStated means automatic (needed
// by inference that cannot be interrupted), for an offer "not stated".
enum class Sla { NotStated, Yes, No };

// The prices a catalog offer contributes to a workload (resolved by the scenario layer from the
// price catalog, converted to the scenario's currency). Also an inline multi-cloud offer. The
// eligibility attributes decide which workloads may run there (§17).
struct OfferTerms
{
    std::string id;
    std::string provider;
    std::string gpuModel;
    double onDemandPerGpuHour = 0.0;
    std::optional<double> reservedPerGpuHour;   // a one-year commitment
    std::optional<double> reserved3yPerGpuHour; // a three-year commitment; none: not published
    std::optional<double> spotPerGpuHour;       // nullopt: the provider has no spot market
    double throughput = 1.0;                    // relative to the H100 SXM
    std::string region; // "eu-north-1", "us (not stated)"; empty: not stated
    Interconnect interconnect = Interconnect::NotStated;
    Sla sla = Sla::NotStated;
    std::optional<int> maxGpus; // the most GPUs one customer can count on; nullopt: no limit
    std::string asOf;           // the price's date, YYYY-MM-DD; empty: not stated
    std::string label;          // "AWS p5.48xlarge, us-east-1" for people; empty: the id
    bool operator==(const OfferTerms &) const = default;
};

// What a workload needs of an offer before the multi-cloud option may place it there (§17).
struct WorkloadNeeds
{
    std::optional<std::vector<std::string>> regions;     // region ids or jurisdictions; none: any
    Interconnect interconnect = Interconnect::NotStated; // NotStated: by kind and size
    Sla sla = Sla::NotStated;                            // NotStated: by kind
    bool operator==(const WorkloadNeeds &) const = default;
};

// An offer the multi-cloud option may not use for a workload, and why (§17): "region",
// "interconnect", "sla", "capacity" or "stale". `named`: the workload names the offer itself
// (inputs.workloads[].cloud.offer); its own terms still come from it.
struct ExcludedOffer
{
    std::string offer;
    int workload = 0;
    std::string reason;
    bool named = false;
    bool operator==(const ExcludedOffer &) const = default;
};

// A workload's own cloud terms. An unset price is taken from the workload's offer, then from
// the scenario's cloud block, then from the default (precedence field by field).
struct WorkloadCloud
{
    std::string offer; // catalog offer id; empty: priced at the scenario's prices ("own")
    std::optional<double> onDemandPerGpuHour;
    std::optional<double> reservedPerGpuHour;
    int reservedGpus = 0; // committed GPUs, paid around the clock in the active months
    std::optional<double> spotPerGpuHour;
    double spotFraction = 0.0; // share of the non-reserved cloud hours run on spot
    double spotRework = 0.10;  // share of spot hours lost to interruptions and run again [J]
    std::optional<double> burstPerGpuHour;
    std::optional<double> throughput;
    // Filled from the catalog before evaluation (not part of the file): the offer named, and
    // the ids of the market's offers this workload may not use (§17).
    std::optional<OfferTerms> resolvedOffer;
    std::vector<std::string> ineligibleOffers;
    bool operator==(const WorkloadCloud &) const = default;
};

struct WorkloadInput
{
    std::string name;
    WorkloadKind kind = WorkloadKind::Training;
    int gpus = 8; // busy at the same time while it runs, in reference (H100 SXM) GPUs
    // The utilization form (busy at gpus × u every hour) when set; otherwise the pattern.
    std::optional<double> utilization;
    double hoursPerDay = 24.0;
    int daysPerWeek = 7;
    int startHour = 0;
    std::optional<bool> shiftable;     // default: training and batch
    std::optional<bool> interruptible; // default: training and batch
    std::array<double, 12> monthlyProfile{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    double annualGrowth = 0.0;
    int startMonth = 1;
    std::optional<int> endMonth; // default: the horizon's last month
    Placement placement = Placement::Auto;
    std::string gpuModel = "h100-sxm";
    WorkloadCloud cloud;
    WorkloadNeeds needs;
    double dataTb = 0.0;
    bool operator==(const WorkloadInput &) const = default;
};

struct MultiCloud
{
    std::optional<std::vector<std::string>> providers; // nullopt: every provider with an offer
    std::vector<OfferTerms> offers;                    // inline offers from the file
    double maxSharePerProvider = 0.6;                  // no provider carries more than 60% [S3][J]
    double crossCloudTbPerMonth = 0.0;
    // Running several clouds (§17.4): a stated amount per year, or (nullopt) automatic —
    // `orchestrationPerProvider` per year for each provider beyond a workload's own that takes
    // work in the month.
    std::optional<double> orchestrationPerYear;
    // Automatic orchestration per extra provider and year, in the scenario's currency (set by the
    // scenario layer from the currency; 150,000 US dollars, a project estimate).
    double orchestrationPerProvider = 150000.0;
    // Each month, this share of a workload's data (data_tb) is copied again to every extra
    // provider serving it; the first month a provider serves a workload, all of it (§17.4).
    double dataSyncFractionPerMonth = 0.10;
    // Where every workload's data may be processed (jurisdictions such as "EU", or region ids);
    // none: anywhere (§17).
    std::optional<std::vector<std::string>> dataResidency;
    // Catalog offers whose price is older than this many days before the catalog's date are left
    // out; none: any age (§17).
    std::optional<int> maxOfferAgeDays = 180;
    // The catalog's offers for the workloads' GPU models, in catalog order, with the inline
    // offers over them, and the offers left out per workload with the reason (filled before
    // evaluation; not part of the file).
    std::vector<OfferTerms> market;
    std::vector<ExcludedOffer> excluded;
    bool operator==(const MultiCloud &) const = default;
};

// One purchase of on-premise GPUs: bought in `month`, live after the lead time. The optional
// members override the scenario's onprem values for this tranche only (docs/methodology.md
// §14.5); unset, the tranche follows the scenario.
struct Purchase
{
    Purchase() = default;
    Purchase(int atMonth, int count) : month(atMonth), gpus(count) {}
    int month = 1;
    int gpus = 0;
    std::optional<int> leadMonths;
    std::optional<FinancingMode> financingMode;
    std::optional<double> leasePremium;
    std::optional<int> leaseMonths;
    std::optional<double> loanRate;
    std::optional<int> loanMonths;
    std::optional<int> lifetimeYears;
    std::optional<double> refreshThroughputGain; // each refresh's speed-up (a newer generation)
    std::optional<bool> countResidualValue;
    bool operator==(const Purchase &) const = default;
    bool hasOverrides() const
    {
        return leadMonths || financingMode || leasePremium || leaseMonths || loanRate ||
               loanMonths || lifetimeYears || refreshThroughputGain || countResidualValue;
    }
};

struct StaffScaling
{
    double gpusPerFte = 0.0;
    double costPerFteYear = 0.0;
    double minFte = 0.0;
    double onboardingOneOff = 0.0;
    bool operator==(const StaffScaling &) const = default;
};

// Version 2 additions to the on-premise option.
struct OnPremV2
{
    std::string gpuModel = "h100-sxm";
    double throughput = 1.0;            // of the fleet's GPU, relative to the H100 SXM
    double refreshThroughputGain = 1.0; // each refresh buys a generation this much faster
    std::optional<std::vector<Purchase>> purchases; // default: one tranche at month 1
    std::optional<StaffScaling> staffScaling;       // default: fixed staff cost only
    bool operator==(const OnPremV2 &) const = default;
};

struct HybridV2
{
    std::optional<std::vector<Purchase>> purchases; // default: the cost-minimising tranche
    bool operator==(const HybridV2 &) const = default;
};

// The plan (docs/methodology.md §14): commitments and a phased migration. A version 2 scenario
// without them is evaluated exactly as before.

// A reserved commitment: `gpus` GPUs of one offer's terms for 1 or 3 years from `startMonth`,
// paid every month of the term whether used or not. It serves the cloud hours of the workloads
// priced at that offer (`offer` empty: the workloads at the scenario's own terms) that a fleet
// leaves, before any other term, in every option: a contract, never released by a fleet going
// live (docs/methodology.md §14.1). Only from an explicit `releaseMonth` on are the months of the
// term the unused remainder: paid, serving nothing, with `recoveryFraction` of each payment
// recovered by resale (0: lost).
struct Commitment
{
    std::string offer;
    int gpus = 8;      // one 8-GPU instance [S2]
    int termYears = 1; // 1 or 3
    int startMonth = 1;
    std::optional<double> reservedPerGpuHour; // default: the matching workloads' reserved price
    double recoveryFraction = 0.0;            // cancelled or unsold: lost [S2][J]
    std::optional<int> releaseMonth;          // none: kept for the whole term
    bool operator==(const Commitment &) const = default;
};

// The five phases of the move (seed 001, weeks 1–20) and the cloud kept as a fallback after each
// workload's move. Present: replaces migration.parallel_run_months and the one-month move.
struct MigrationPhases
{
    double preparationWeeks = 4.0;     // phase 1, weeks 1–4 [S2]
    double parallelWeeks = 4.0;        // phase 2, weeks 5–8 [S2]
    double dataWeeks = 4.0;            // phase 3, weeks 9–12 [S2]
    double workloadWeeks = 4.0;        // phase 4, weeks 13–16 [S2]
    double decommissioningWeeks = 4.0; // phase 5, weeks 17–20 [S2]
    double fallbackDays = 30.0;        // keep AWS 30–90 days as a safety net [S2]
    double standbyFraction = 0.1;      // share of the cloud cost a standby keeps running [J]
    std::vector<std::string> order;    // workload names moved first; the rest in service order
    double bandwidthMbps = 1000.0;     // the client's line for the transfer planner [J]
    bool operator==(const MigrationPhases &) const = default;
};

// The limits of an optimised plan (gpu-advisor-cli optimize, docs/methodology.md "Plan
// optimiser"). The cost model itself does not read them: they bound the plans the optimiser may
// choose. Purchases may be made in months first, first + interval, … up to `lastPurchaseMonth`.
struct PlanLimits
{
    int firstPurchaseMonth = 1;
    int purchaseIntervalMonths = 12;        // once a year [J]
    std::optional<int> lastPurchaseMonth;   // default: the horizon's last month
    int nodeGpus = 8;                       // an 8-GPU DGX-class node [S1]
    std::optional<int> maxFleetGpus;        // default: what the busiest month can use
    std::optional<double> capitalPerYear;   // default: no limit
    std::optional<double> powerLimitKw;     // default: no limit (facility kW, with the PUE)
    std::optional<int> firstTrancheMaxGpus; // default: no limit
    bool operator==(const PlanLimits &) const = default;
};

// Everything the cost model reads. Default-constructed = the application's defaults.
struct Inputs
{
    int modelVersion = 1;                 // 1: `workload`; 2: `workloads` and the version 2 rules
    int horizonYears = 5;                 // five-year comparison [S1]
    double discountRate = 0.08;           // [M §8][J]
    Workload workload;                    // version 1
    std::vector<WorkloadInput> workloads; // version 2: 1 to 16
    Cloud cloud;
    OnPrem onprem;
    OnPremV2 onpremV2;
    HybridV2 hybrid;
    MultiCloud multicloud;
    Migration migration;
    Factors factors;
    std::vector<Commitment> commitments;            // version 2 plan: reserved contracts
    std::optional<MigrationPhases> migrationPhases; // version 2 plan: null = the one-month move
    std::optional<PlanLimits> planLimits; // version 2: the optimiser's limits (null: none given)
    // The values of the options' own parameter blocks (OptionSpec::parameters, options.h), by
    // "<option key>.<parameter key>"; a parameter not here has its default. Empty for the
    // built-in options, which have no block.
    std::map<std::string, double, std::less<>> optionParameters;
    bool operator==(const Inputs &) const = default;
};

} // namespace gda::engine
