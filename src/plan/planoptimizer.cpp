// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The plan solver module (solvermodule.h): the programme and CBC. Only gda_plan_solver() leaves
// the module; everything else, the engine's copy included, is hidden inside it.
#include "planoptimizer.h"
#include "solvermodule.h"

#include "engine/costmodel.h"
#include "engine/costterms.h"
#include "engine/options.h"
#include "engine/results.h"
#include "engine/workloads.h"

#include <CbcEventHandler.hpp>
#include <CbcModel.hpp>
#include <CbcSolver.hpp>
#include <OsiClpSolverInterface.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <functional>
#include <memory>
#include <numeric>
#include <string>

namespace gda::plan {

using namespace gda::engine;

namespace {

constexpr double kInfinity = 1e30;
constexpr double kWeekToMonth = kHoursPerMonth / kWeekHours;

// A linear programme under construction: columns with bounds and costs, rows as triplets.
struct Programme
{
    std::vector<double> cost, lower, upper;
    std::vector<char> integer;
    std::vector<double> rowLower, rowUpper;
    std::vector<int> rowOf, colOf;
    std::vector<double> value;
    double constant = 0.0; // the objective's constant part

    int column(double c, double lo, double hi, bool isInteger = false)
    {
        cost.push_back(c);
        lower.push_back(lo);
        upper.push_back(hi);
        integer.push_back(isInteger ? 1 : 0);
        return int(cost.size()) - 1;
    }
    // One row lo ≤ Σ coefficients ≤ hi.
    void row(const std::vector<std::pair<int, double>> &terms, double lo, double hi)
    {
        const int r = int(rowLower.size());
        rowLower.push_back(lo);
        rowUpper.push_back(hi);
        for (const auto &[c, v] : terms) {
            if (v == 0.0)
                continue;
            rowOf.push_back(r);
            colOf.push_back(c);
            value.push_back(v);
        }
    }
    int columns() const { return int(cost.size()); }
    int rows() const { return int(rowLower.size()); }
};

// The limits that can make a plan infeasible, by their path in the file.
enum Limit { kCapital, kPower, kMaxFleet, kFirstTranche, kLimitCount };
constexpr const char *kLimitPaths[kLimitCount] = {
    "inputs.plan_limits.capital_per_year", "inputs.plan_limits.power_limit_kw",
    "inputs.plan_limits.max_fleet_gpus", "inputs.plan_limits.first_tranche_max_gpus"};

// Everything the programme is built from: the engine's resolved workloads and its rules.
struct Data
{
    Data(const Inputs &inputs, PlanLimits planLimits, const OptionSpec &planned)
        : in(inputs), limits(planLimits), spec(planned)
    {
    }
    const Inputs &in;
    PlanLimits limits;
    const OptionSpec &spec; // the option planned (Request::option)
    int M = 0;
    int node = 8;
    std::vector<int> months; // allowed purchase months
    int maxNodes = 0;
    std::vector<ResolvedWorkload> workloads;
    WeekSegments segments;
    std::vector<double> discount, cloudPrice, electricityPrice;
    std::vector<std::vector<double>> demand; // [w][m-1]
    std::vector<std::vector<double>> scale;  // [w][m-1]
    int earliestLive = 0;
    // Commitments (§15.1): the offers the workloads are priced at, each with its workloads (file
    // order), its committed prices for one and three years and the most GPUs a commitment could
    // use; the months a new commitment may start (month 1 and every 12 months). A commitment is
    // a contract: no go-live releases it (§14.1); the scenario's own may be released by the plan.
    struct Offer
    {
        std::string id;
        std::vector<std::size_t> workloads;
        double price = 0.0;   // one year
        double price3y = 0.0; // three years: the offer's own, else the one-year price
        int maxGpus = 0;
    };
    std::vector<Offer> offers;
    std::vector<int> commitStarts;
    bool newCommitments = true; // Request::commitments
    // The transfer: the method charged and its cost (§15.1, the cheapest that fits).
    MigrationMethod transferMethod = MigrationMethod::Internet;
    double transferCost = 0.0;
};

// The monthly index of a yearly change: the cost kernel's series, as the engine computes it.
std::vector<double> growth(double change, int months)
{
    std::vector<double> out(std::size_t(months), 1.0);
    terms::growthSeries(change, months, out.data());
    return out;
}

// The offers a commitment may be bought for: each workload's cloud.offer (empty: the scenario's
// own terms) with its first workload's reserved price, as the engine resolves a commitment
// without a price (§14.1). A commitment never needs more GPUs than the offer's workloads' busiest
// month in the cloud.
void prepareCommitments(Data &d)
{
    const Inputs &in = d.in;
    for (int s = 1; s <= d.M; s += 12)
        d.commitStarts.push_back(s);
    for (std::size_t w = 0; w < d.workloads.size(); ++w) {
        const std::string &id = in.workloads[w].cloud.offer;
        auto it = std::find_if(d.offers.begin(), d.offers.end(),
                               [&](const Data::Offer &o) { return o.id == id; });
        if (it == d.offers.end()) {
            d.offers.push_back(
                {id,
                 {},
                 d.workloads[w].reservedPrice,
                 d.workloads[w].reserved3yPrice.value_or(d.workloads[w].reservedPrice),
                 0});
            it = d.offers.end() - 1;
        }
        it->workloads.push_back(w);
    }
    for (Data::Offer &o : d.offers) {
        double busiest = 0.0;
        for (int m = 1; m <= d.M; ++m) {
            double hours = 0.0;
            for (std::size_t w : o.workloads)
                hours += d.demand[w][std::size_t(m - 1)] / d.workloads[w].throughput;
            busiest = std::max(busiest, hours);
        }
        o.maxGpus = int(std::ceil(busiest / kHoursPerMonth - 1e-9));
    }
}

// The transfer method (§15.1): with migration.method "auto" the engine's own choice; otherwise
// the cheapest of internet, Snowball and Direct Connect (each priced as §4.5 prices it) that the
// transfer planner says fits the data phase (the go-live month without phases), provisioned
// from the first purchase; none fits: the scenario's method.
void prepareTransfer(Data &d)
{
    const Inputs &in = d.in;
    d.transferMethod = in.migration.method;
    d.transferCost = migrationTransferCost(in);
    if (in.migration.method == MigrationMethod::Auto)
        return;
    const double D = 365.0 / 12.0;
    double window = D;
    double provision = in.onprem.leadMonths * D;
    if (in.migrationPhases) {
        const MigrationPhases &ph = *in.migrationPhases;
        window = 7.0 * ph.dataWeeks;
        provision += 7.0 * (ph.preparationWeeks + ph.parallelWeeks);
    }
    const double bandwidth =
        in.migrationPhases ? in.migrationPhases->bandwidthMbps : MigrationPhases{}.bandwidthMbps;
    const TransferItem item =
        estimateTransfer(in, migrationVolume(in), bandwidth, window, provision);
    const std::pair<MigrationMethod, TransferMethod> methods[] = {
        {MigrationMethod::Internet, TransferMethod::Internet},
        {MigrationMethod::Snowball, TransferMethod::Snowball},
        {MigrationMethod::DirectConnect, TransferMethod::DirectConnect}};
    // The scenario's own method stays unless another that fits is cheaper, or it does not fit.
    bool found = false;
    for (const auto &[method, planned] : methods)
        if (method == in.migration.method)
            found = item.methods[std::size_t(planned)].fits;
    for (const auto &[method, planned] : methods) {
        if (!item.methods[std::size_t(planned)].fits)
            continue;
        Inputs with = in;
        with.migration.method = method;
        const double cost = migrationTransferCost(with);
        if (!found || cost < d.transferCost - 1e-9 * std::abs(d.transferCost)) {
            found = true;
            d.transferMethod = method;
            d.transferCost = cost;
        }
    }
}

Data prepare(const Inputs &in, Option option)
{
    if (in.modelVersion < 2)
        throw Unsupported("optimize needs a version 2 scenario (validate --upgrade writes one)");
    const OptionSpec &spec = optionSpec(option);
    if (!spec.ownsFleet() || !spec.appliesTo(in.modelVersion))
        throw Unsupported("optimize: the option \"" + std::string(spec.key) +
                          "\" buys no GPUs in this scenario, so there are no purchases to plan");
    Data d(in, limitsOf(in), spec);
    d.M = 12 * in.horizonYears;
    d.node = std::max(1, d.limits.nodeGpus);
    const int last = std::min(d.M, d.limits.lastPurchaseMonth.value_or(d.M));
    for (int m = d.limits.firstPurchaseMonth; m <= last;
         m += std::max(1, d.limits.purchaseIntervalMonths))
        d.months.push_back(m);
    d.workloads = resolveWorkloads(in);
    d.segments = weekSegments(d.workloads);
    d.discount = growth(in.discountRate, d.M);
    for (double &x : d.discount)
        x = 1.0 / x;
    d.cloudPrice = growth(in.cloud.annualPriceChange, d.M);
    engine::terms::applyPriceChanges(in.cloud.priceChanges, d.M, d.cloudPrice.data());
    d.electricityPrice = growth(in.onprem.electricityAnnualChange, d.M);
    const std::size_t W = d.workloads.size();
    d.demand.assign(W, std::vector<double>(std::size_t(d.M), 0.0));
    d.scale.assign(W, std::vector<double>(std::size_t(d.M), 0.0));
    double peak = 0.0;
    for (int m = 1; m <= d.M; ++m) {
        double shiftable = 0.0;
        std::vector<double> hourly(d.segments.hours.size(), 0.0);
        for (std::size_t w = 0; w < W; ++w) {
            const ResolvedWorkload &wl = d.workloads[w];
            d.demand[w][std::size_t(m - 1)] = workloadDemand(wl, m);
            d.scale[w][std::size_t(m - 1)] = wl.scale(m);
            if (wl.placement == Placement::Cloud)
                continue;
            if (wl.shiftable)
                shiftable += d.demand[w][std::size_t(m - 1)] / kHoursPerMonth;
            else
                for (std::size_t g = 0; g < hourly.size(); ++g)
                    hourly[g] += wl.gpus * d.segments.busy[w][g] * wl.scale(m);
        }
        const double busiest =
            hourly.empty() ? 0.0 : *std::max_element(hourly.begin(), hourly.end());
        peak = std::max(peak, busiest + shiftable);
    }
    const double perGpu = in.onpremV2.throughput * in.onprem.maxUtilization;
    const int usefulGpus = perGpu > 0.0 ? int(std::ceil(peak / perGpu - 1e-9)) : 0;
    d.maxNodes = (usefulGpus + d.node - 1) / d.node;
    if (d.limits.maxFleetGpus)
        d.maxNodes = std::min(d.maxNodes, *d.limits.maxFleetGpus / d.node);
    d.earliestLive = (d.months.empty() ? d.M : d.months.front()) + in.onprem.leadMonths;
    prepareCommitments(d);
    prepareTransfer(d);
    return d;
}

// Σ_m discount_m × payments_m of a capex event, and the payments per plan year.
struct Payments
{
    double npv = 0.0;
    std::vector<double> perYear;
};

Payments payments(const Data &d, double amount, int start)
{
    Payments p;
    p.perYear.assign(std::size_t(d.M / 12 + 1), 0.0);
    const Financing &f = d.in.onprem.financing;
    const std::vector<double> kept = capexPayments(f, amount, start, d.M, true);
    for (int m = 1; m <= d.M; ++m)
        p.npv += kept[std::size_t(m - 1)] * d.discount[std::size_t(m - 1)];
    const std::vector<double> cash = capexPayments(f, amount, start, d.M, false);
    for (int m = 1; m <= d.M; ++m)
        p.perYear[std::size_t((m - 1) / 12)] += cash[std::size_t(m - 1)];
    return p;
}

void addPayments(Payments &into, const Payments &p)
{
    into.npv += p.npv;
    for (std::size_t y = 0; y < into.perYear.size(); ++y)
        into.perYear[y] += p.perYear[y];
}

struct Built;
void addCommitments(const Data &d, Built &b,
                    const std::vector<std::vector<std::pair<int, double>>> &servedTerms);

struct Built
{
    Programme lp;
    std::vector<int> nodes; // column of n_s per allowed month
    std::vector<int> first; // column of z_s
    // With a refresh throughput gain: column of b_s,n ("n nodes bought in month s") per allowed
    // month and n = 1 … N̄ (index n − 1); empty otherwise.
    std::vector<std::vector<int>> bought;
    struct Commit
    {
        std::size_t offer = 0;
        int start = 1;
        int term = 1;
        int column = -1; // g_o,s,T
    };
    std::vector<Commit> commits;
    // The plan's choice of a release month for a scenario commitment (§14.1): r_c,R = 1 releases
    // commitment `index` of the scenario from month R on.
    struct Release
    {
        std::size_t index = 0;
        int month = 0;
        int column = -1;
    };
    std::vector<Release> releases;
};

// The mixed-integer programme (docs/methodology.md, "Plan optimiser"). `relaxed` drops one
// limit (kLimitCount: none).
Built build(const Data &d, int relaxed = kLimitCount)
{
    const Inputs &in = d.in;
    const OnPrem &p = in.onprem;
    const Cloud &c = in.cloud;
    const int M = d.M;
    const int lead = p.leadMonths;
    const int L = 12 * p.lifetimeYears;
    const double node = d.node;
    const std::size_t S = d.months.size();
    const std::size_t W = d.workloads.size();
    const std::size_t G = d.segments.hours.size();
    Built b;
    Programme &lp = b.lp;
    auto disc = [&](int m) { return d.discount[std::size_t(m - 1)]; };

    // Per GPU bought in month s: its capex and refreshes, and its running cost while live. Every
    // coefficient is a term of the cost kernel (engine/costterms.h) at one unit of what it is
    // linear in: one GPU, one live GPU-month, one GPU-hour served; the fixed capex is a purchase
    // of no GPUs with the fixed part.
    const double unitCapex = terms::purchaseCapex(p, 1.0, false);
    const double unitRefresh = terms::refreshCapex(p, 1.0);
    // A refresh with a throughput gain γ (§14.5): a tranche of g GPUs bought in month s holds
    // ceil(g / γ^j − 1e-9) GPUs of γ^j times the throughput after its j-th refresh — not linear
    // in g, so each month's purchase is also chosen as one of b_s,n (n = 1 … N̄) and everything
    // that follows the tranche's count goes on those.
    const double gain = in.onpremV2.refreshThroughputGain;
    const bool generations = gain != 1.0;
    // GPUs of a tranche of n nodes bought in month s, in month m ≥ s, and their throughput
    // relative to the reference GPU.
    auto countAt = [&](int s, double n, int m) {
        if (!generations)
            return node * n;
        const int j = (m - s) / L;
        return std::ceil(node * n / std::pow(gain, j) - 1e-9);
    };
    auto speedAt = [&](int s, int m) { return generations ? std::pow(gain, (m - s) / L) : 1.0; };
    std::vector<Payments> perGpu(S), fixed(S);
    for (std::size_t k = 0; k < S; ++k) {
        const int s = d.months[k];
        perGpu[k] = payments(d, unitCapex, s);
        if (!generations)
            for (int r = s + L; r <= M; r += L)
                addPayments(perGpu[k], payments(d, unitRefresh, r));
        fixed[k] = payments(d, terms::purchaseCapex(p, 0.0, true), s);
    }
    // With generations: the refreshes' payments of a tranche of n nodes bought in month s.
    auto refreshPayments = [&](int s, int n) {
        Payments all = payments(d, 0.0, s);
        for (int r = s + L; r <= M; r += L)
            addPayments(all, payments(d, terms::refreshCapex(p, countAt(s, n, r)), r));
        return all;
    };
    const double optionPerGpu = terms::optionPerLiveGpu(in, d.spec);
    auto liveCost = [&](int m) {
        return terms::livePerGpu(p, d.electricityPrice[std::size_t(m - 1)]) + optionPerGpu;
    };
    const double liveFixed = terms::liveFixedSwitch(in, d.spec);
    const double transfer = d.transferCost;
    const std::optional<StaffScaling> &scaling = in.onpremV2.staffScaling;

    // n_s: nodes bought in month s; z_s: the first purchase is in month s. The running costs,
    // refreshes and residual credit follow the tranche's count: on n_s, or with generations on
    // b_s,n.
    auto trancheCost = [&](int s, double n) {
        double cost = 0.0;
        for (int m = s + lead; m <= M; ++m)
            cost += countAt(s, n, m) * liveCost(m) * disc(m);
        if (p.countResidualValue) {
            cost += terms::residualCredit(p, countAt(s, n, M), M, s, L) * disc(M);
        }
        return cost;
    };
    for (std::size_t k = 0; k < S; ++k) {
        const int s = d.months[k];
        double cost = node * perGpu[k].npv;
        if (!generations)
            cost += trancheCost(s, 1.0);
        b.nodes.push_back(lp.column(cost, 0.0, d.maxNodes, true));
    }
    if (generations) {
        // n_s = Σ_n n × b_s,n, Σ_n b_s,n ≤ 1.
        b.bought.resize(S);
        for (std::size_t k = 0; k < S; ++k) {
            const int s = d.months[k];
            std::vector<std::pair<int, double>> sum{{b.nodes[k], -1.0}}, one;
            for (int n = 1; n <= d.maxNodes; ++n) {
                const int col =
                    lp.column(trancheCost(s, n) + refreshPayments(s, n).npv, 0.0, 1.0, true);
                b.bought[k].push_back(col);
                sum.emplace_back(col, double(n));
                one.emplace_back(col, 1.0);
            }
            lp.row(sum, 0.0, 0.0);
            if (!one.empty())
                lp.row(one, -kInfinity, 1.0);
        }
    }
    for (std::size_t k = 0; k < S; ++k) {
        const int s = d.months[k];
        double cost = fixed[k].npv;
        for (int m = s; m <= M; ++m)
            cost += terms::fixedStaff(p) * disc(m);
        if (scaling)
            cost += scaling->onboardingOneOff * disc(s);
        for (int m = s + lead; m <= M; ++m)
            cost += liveFixed * disc(m);
        if (s + lead <= M)
            cost += transfer * disc(s + lead);
        b.first.push_back(lp.column(cost, 0.0, 1.0, true));
    }
    // The most nodes a plan can own: N̄, and no more than the power limit allows.
    double ownable = d.maxNodes;
    if (d.limits.powerLimitKw && relaxed != kPower && terms::facilityKw(p, node) > 0.0)
        ownable = std::min(ownable,
                           std::floor(*d.limits.powerLimitKw / terms::facilityKw(p, node) + 1e-9));
    ownable = std::max(0.0, ownable);
    // Σ z ≤ 1; z_s ≤ n_s; Σ_{t ≤ s} n_t ≤ N̄ × Σ_{t ≤ s} z_t (the nodes owned by month s: none
    // before the first purchase, at most N̄ after it).
    {
        std::vector<std::pair<int, double>> once;
        std::vector<std::pair<int, double>> started;
        for (std::size_t k = 0; k < S; ++k) {
            once.emplace_back(b.first[k], 1.0);
            lp.row({{b.first[k], 1.0}, {b.nodes[k], -1.0}}, -kInfinity, 0.0);
            started.emplace_back(b.nodes[k], 1.0);
            started.emplace_back(b.first[k], -ownable);
            lp.row(started, -kInfinity, 0.0);
        }
        if (!once.empty())
            lp.row(once, -kInfinity, 1.0);
    }
    // The cloud's constant part: storage and egress, and every workload's demand in the cloud.
    for (int m = 1; m <= M; ++m) {
        double month = terms::cloudStorage(c) + terms::cloudEgress(c);
        for (std::size_t w = 0; w < W; ++w)
            month +=
                terms::burstPerReferenceHour(c, d.workloads[w], d.cloudPrice[std::size_t(m - 1)]) *
                d.demand[w][std::size_t(m - 1)];
        lp.constant += month * disc(m);
    }
    // Staff that scales: f_m ≥ min_fte × cost / 12 × started_m, f_m ≥ owned_m / gpus_per_fte ×
    // cost / 12.
    if (scaling && S > 0) {
        for (int m = d.months.front(); m <= M; ++m) {
            const int f = lp.column(disc(m), 0.0, kInfinity);
            std::vector<std::pair<int, double>> minimum{{f, 1.0}}, perGpuRow{{f, 1.0}};
            const double perFte = terms::staffPerGpu(*scaling);
            for (std::size_t k = 0; k < S && d.months[k] <= m; ++k) {
                minimum.emplace_back(b.first[k], -terms::staffFloor(*scaling));
                if (!generations)
                    perGpuRow.emplace_back(b.nodes[k], -node * perFte);
                else
                    for (int n = 1; n <= d.maxNodes; ++n)
                        perGpuRow.emplace_back(b.bought[k][std::size_t(n - 1)],
                                               -countAt(d.months[k], n, m) * perFte);
            }
            lp.row(minimum, 0.0, kInfinity);
            lp.row(perGpuRow, 0.0, kInfinity);
        }
    }
    // Service: per month and hour class, what the live fleet serves of each workload.
    const double perGpuCapacity = in.onpremV2.throughput * p.maxUtilization; // reference GPUs
    const int parallel = in.migration.parallelRunMonths;
    // What the fleet serves of workload w in month m, in reference GPU-hours: Σ coefficient ×
    // column (for the commitments' cover below).
    std::vector<std::vector<std::pair<int, double>>> servedTerms(W * std::size_t(M));
    auto servedAt = [&](std::size_t w, int m) -> std::vector<std::pair<int, double>> & {
        return servedTerms[w * std::size_t(M) + std::size_t(m - 1)];
    };
    for (int m = std::max(1, d.earliestLive); m <= M; ++m) {
        const auto i = std::size_t(m - 1);
        // The fleet's power above idle per GPU-hour busy; per reference GPU-hour served on the
        // objective of the service, or with generations on the busy share below (§15.3).
        const double busyPower = terms::busyPowerPerGpuHour(p, d.electricityPrice[i]);
        const double marginal = generations ? 0.0 : busyPower / in.onpremV2.throughput;
        std::vector<std::pair<int, double>> total;
        std::vector<std::vector<std::pair<int, double>>> hourly(G);
        // Nothing is served before a fleet is live: served ≤ bound × Σ_{s + lead ≤ m} z_s. Valid
        // for every plan and much tighter than the capacity rows' big N̄ when z is fractional.
        auto onlyWhenLive = [&](int column, double bound) {
            std::vector<std::pair<int, double>> terms{{column, 1.0}};
            for (std::size_t k = 0; k < S && d.months[k] + lead <= m; ++k)
                terms.emplace_back(b.first[k], -bound);
            lp.row(terms, -kInfinity, 0.0);
        };
        std::vector<std::pair<int, double>> parallelTerms;
        double parallelMax = 0.0;
        for (std::size_t w = 0; w < W; ++w) {
            const ResolvedWorkload &wl = d.workloads[w];
            const double D = d.demand[w][i];
            if (wl.placement == Placement::Cloud || D <= 0.0)
                continue;
            const bool must = wl.placement == Placement::OnPrem;
            const double saving = terms::burstPerReferenceHour(c, wl, d.cloudPrice[i]);
            const double perHour = (marginal - saving) * disc(m); // per reference GPU-hour
            const double parallelPrice = terms::parallelRun(wl, 1.0, 1.0, d.cloudPrice[i]);
            parallelMax += parallelPrice * D;
            if (wl.shiftable) {
                const int y = lp.column(perHour, must ? D : 0.0, D);
                onlyWhenLive(y, D);
                total.emplace_back(y, 1.0);
                servedAt(w, m).emplace_back(y, 1.0);
                parallelTerms.emplace_back(y, parallelPrice);
                continue;
            }
            for (std::size_t g = 0; g < G; ++g) {
                const double need = wl.gpus * d.segments.busy[w][g] * d.scale[w][i];
                if (need <= 0.0)
                    continue;
                const double hours = d.segments.hours[g] * kWeekToMonth; // per GPU of the class
                const int x = lp.column(perHour * hours, must ? need : 0.0, need);
                onlyWhenLive(x, need);
                hourly[g].emplace_back(x, 1.0);
                total.emplace_back(x, hours);
                servedAt(w, m).emplace_back(x, hours);
                parallelTerms.emplace_back(x, parallelPrice * hours);
            }
        }
        if (total.empty())
            continue;
        // Capacity: per hour class, and over the month (queued work fills the free hours).
        // The live fleet's capacity: per reference GPU of capacity `perGpu`, Σ count × speed.
        auto withFleet = [&](std::vector<std::pair<int, double>> terms, double perGpu) {
            for (std::size_t k = 0; k < S && d.months[k] + lead <= m; ++k) {
                const int s = d.months[k];
                if (!generations)
                    terms.emplace_back(b.nodes[k], -node * perGpu);
                else
                    for (int n = 1; n <= d.maxNodes; ++n)
                        terms.emplace_back(b.bought[k][std::size_t(n - 1)],
                                           -countAt(s, n, m) * speedAt(s, m) * perGpu);
            }
            return terms;
        };
        for (std::size_t g = 0; g < G; ++g)
            if (!hourly[g].empty())
                lp.row(withFleet(hourly[g], perGpuCapacity), -kInfinity, 0.0);
        lp.row(withFleet(total, perGpuCapacity * kHoursPerMonth), -kInfinity, 0.0);
        if (generations) {
            // The engine runs every live GPU equally busy (§12.4): a share β_m of the month, the
            // served work = β_m × H × Σ count × θ_o × speed, the power above idle = β_m × H ×
            // Σ count × busyPower. β_m is split over each live tranche's choices, β_m = Σ_n
            // β_s,n,m with β_s,n,m ≤ b_s,n (β_s,0,m ≤ 1 − Σ_n b_s,n: not bought), so that
            // β_s,n,m = β_m × b_s,n exactly and both sums are linear.
            const int beta = lp.column(0.0, 0.0, 1.0);
            std::vector<std::pair<int, double>> work = total;
            for (std::size_t k = 0; k < S && d.months[k] + lead <= m; ++k) {
                const int s = d.months[k];
                std::vector<std::pair<int, double>> split{{beta, -1.0}}, none;
                const int idle = lp.column(0.0, 0.0, 1.0);
                split.emplace_back(idle, 1.0);
                none.emplace_back(idle, 1.0);
                for (int n = 1; n <= d.maxNodes; ++n) {
                    const int chosen = b.bought[k][std::size_t(n - 1)];
                    const double count = countAt(s, n, m);
                    const int share =
                        lp.column(busyPower * kHoursPerMonth * count * disc(m), 0.0, 1.0);
                    split.emplace_back(share, 1.0);
                    none.emplace_back(chosen, 1.0);
                    lp.row({{share, 1.0}, {chosen, -1.0}}, -kInfinity, 0.0);
                    work.emplace_back(share, -kHoursPerMonth * count * speedAt(s, m) *
                                                 in.onpremV2.throughput);
                }
                lp.row(split, 0.0, 0.0);
                lp.row(none, -kInfinity, 1.0);
            }
            lp.row(work, 0.0, 0.0);
        }
        // The parallel run: par_m ≥ Σ price × served − bigM × (1 − window_m).
        if (parallel > 0) {
            std::vector<std::pair<int, double>> window;
            for (std::size_t k = 0; k < S; ++k) {
                const int live = d.months[k] + lead;
                if (m >= live && m < live + parallel)
                    window.emplace_back(b.first[k], -parallelMax);
            }
            if (window.empty())
                continue;
            const int par = lp.column(disc(m), 0.0, kInfinity);
            std::vector<std::pair<int, double>> terms{{par, 1.0}};
            for (const auto &[col, v] : parallelTerms)
                terms.emplace_back(col, -v);
            terms.insert(terms.end(), window.begin(), window.end());
            lp.row(terms, -parallelMax, kInfinity);
        }
    }
    addCommitments(d, b, servedTerms);
    // The limits.
    const PlanLimits &lim = d.limits;
    if (lim.capitalPerYear && relaxed != kCapital) {
        std::vector<std::vector<Payments>> refreshes(S);
        if (generations)
            for (std::size_t k = 0; k < S; ++k)
                for (int n = 1; n <= d.maxNodes; ++n)
                    refreshes[k].push_back(refreshPayments(d.months[k], n));
        for (std::size_t y = 0; y < std::size_t(M / 12); ++y) {
            std::vector<std::pair<int, double>> terms;
            for (std::size_t k = 0; k < S; ++k) {
                terms.emplace_back(b.nodes[k], node * perGpu[k].perYear[y]);
                terms.emplace_back(b.first[k], fixed[k].perYear[y]);
                if (generations)
                    for (int n = 1; n <= d.maxNodes; ++n)
                        terms.emplace_back(b.bought[k][std::size_t(n - 1)],
                                           refreshes[k][std::size_t(n - 1)].perYear[y]);
            }
            lp.row(terms, -kInfinity, *lim.capitalPerYear);
        }
    }
    std::vector<std::pair<int, double>> fleet;
    for (std::size_t k = 0; k < S; ++k)
        fleet.emplace_back(b.nodes[k], node);
    if (lim.powerLimitKw && relaxed != kPower) {
        std::vector<std::pair<int, double>> power;
        for (std::size_t k = 0; k < S; ++k)
            power.emplace_back(b.nodes[k], terms::facilityKw(p, node));
        lp.row(power, -kInfinity, *lim.powerLimitKw);
    }
    if (lim.maxFleetGpus && relaxed != kMaxFleet)
        lp.row(fleet, -kInfinity, *lim.maxFleetGpus);
    if (lim.firstTrancheMaxGpus && relaxed != kFirstTranche) {
        const double big = node * d.maxNodes;
        for (std::size_t k = 0; k < S; ++k)
            lp.row({{b.nodes[k], node}, {b.first[k], big}}, -kInfinity,
                   *lim.firstTrancheMaxGpus + big);
    }
    return b;
}

// Commitments (docs/methodology.md §15.1–§15.3): the scenario's own as fixed contracts, and for
// each offer, allowed start month and term of 1 or 3 years an integer g_o,s,T of GPUs at that
// term's price. Each pays (1 + overhead) × g × H × price in every month of its term within the
// horizon; it covers up to g × H own GPU-hours a month of its offer's workloads' cloud hours
// (v_w,m, each saving the burst price it replaces) over its whole term: no go-live releases it
// (§14.1). A scenario commitment serves and costs by the cost kernel's rule for its own release
// month; one without a release month and with a recovery above 0 may be released by the plan, in
// a month R from the first go-live on (r_c,R, at most one per commitment): from R on it serves
// nothing and recovers recovery × payment a month.
void addCommitments(const Data &d, Built &b,
                    const std::vector<std::vector<std::pair<int, double>>> &servedTerms)
{
    const Inputs &in = d.in;
    Programme &lp = b.lp;
    const int M = d.M;
    const int lead = in.onprem.leadMonths;
    const std::size_t S = d.months.size();
    const std::size_t W = d.workloads.size();
    auto disc = [&](int m) { return d.discount[std::size_t(m - 1)]; };
    // The scenario's own commitments: fixed GPUs per offer and month while they serve, their
    // payments constant; a release the plan may choose takes hours off the cover from R on.
    std::vector<std::vector<double>> fixedHours(d.offers.size(), std::vector<double>(M, 0.0));
    std::vector<std::vector<std::vector<std::pair<int, double>>>> releasedHours(
        d.offers.size(), std::vector<std::vector<std::pair<int, double>>>(std::size_t(M)));
    for (std::size_t index = 0; index < in.commitments.size(); ++index) {
        const Commitment &c = in.commitments[index];
        const auto o =
            std::size_t(std::find_if(d.offers.begin(), d.offers.end(),
                                     [&](const Data::Offer &x) { return x.id == c.offer; }) -
                        d.offers.begin());
        const double price = c.reservedPerGpuHour   ? *c.reservedPerGpuHour
                             : o >= d.offers.size() ? in.cloud.reservedPerGpuHour
                             : c.termYears == 3     ? d.offers[o].price3y
                                                    : d.offers[o].price;
        const double payment = c.gpus * terms::commitmentPerGpu(in.cloud, price);
        const int last = std::min(M, c.startMonth + 12 * c.termYears - 1);
        for (int m = c.startMonth; m <= last; ++m) {
            lp.constant +=
                terms::commitmentMonth(payment, c.recoveryFraction, c.releaseMonth, m) * disc(m);
            if (o < d.offers.size() && terms::commitmentServes(c.releaseMonth, m))
                fixedHours[o][std::size_t(m - 1)] += c.gpus * kHoursPerMonth;
        }
        if (c.releaseMonth || c.recoveryFraction <= 0.0 || S == 0)
            continue; // a release recovers nothing, or the user chose
        std::vector<std::pair<int, double>> once;
        for (int R = std::max(c.startMonth, d.months.front() + lead); R <= last; ++R) {
            // Recovered from R on; only when a fleet is live by R (from the first go-live on).
            double recovered = 0.0;
            for (int m = R; m <= last; ++m)
                recovered +=
                    (payment - terms::commitmentMonth(payment, c.recoveryFraction, R, m)) * disc(m);
            const int r = lp.column(-recovered, 0.0, 1.0, true);
            b.releases.push_back({index, R, r});
            once.emplace_back(r, 1.0);
            std::vector<std::pair<int, double>> live{{r, 1.0}};
            for (std::size_t k = 0; k < S && d.months[k] + lead <= R; ++k)
                live.emplace_back(b.first[k], -1.0);
            lp.row(live, -kInfinity, 0.0);
            if (o < d.offers.size())
                for (int m = R; m <= last; ++m)
                    releasedHours[o][std::size_t(m - 1)].emplace_back(r, c.gpus * kHoursPerMonth);
        }
        if (!once.empty())
            lp.row(once, -kInfinity, 1.0);
    }
    // New commitments g_o,s,T, each term at its own price.
    for (std::size_t o = 0; o < d.offers.size(); ++o) {
        if (d.offers[o].maxGpus <= 0 || !d.newCommitments)
            continue;
        for (int start : d.commitStarts)
            for (int term : {1, 3}) {
                const int last = std::min(M, start + 12 * term - 1);
                if (term == 3 && start + 11 >= M && d.offers[o].price3y >= d.offers[o].price)
                    continue; // ends after the horizon like the 1-year term, at no lower price
                const double price = term == 3 ? d.offers[o].price3y : d.offers[o].price;
                double cost = 0.0;
                for (int m = start; m <= last; ++m)
                    cost += terms::commitmentPerGpu(in.cloud, price) * disc(m);
                b.commits.push_back(
                    {o, start, term, lp.column(cost, 0.0, d.offers[o].maxGpus, true)});
            }
    }
    // Cover: per month, per offer with a commitment in force.
    for (int m = 1; m <= M; ++m) {
        const auto i = std::size_t(m - 1);
        for (std::size_t o = 0; o < d.offers.size(); ++o) {
            std::vector<std::pair<int, double>> capacity;
            for (const Built::Commit &c : b.commits)
                if (c.offer == o && m >= c.start && m <= c.start + 12 * c.term - 1)
                    capacity.emplace_back(c.column, -kHoursPerMonth);
            if (capacity.empty() && fixedHours[o][i] <= 0.0)
                continue;
            capacity.insert(capacity.end(), releasedHours[o][i].begin(), releasedHours[o][i].end());
            for (std::size_t w : d.offers[o].workloads) {
                const ResolvedWorkload &wl = d.workloads[w];
                const double D = d.demand[w][i];
                if (D <= 0.0)
                    continue;
                const double own = D / wl.throughput; // own GPU-hours in the cloud at most
                const double saving =
                    terms::burstPerReferenceHour(in.cloud, wl, d.cloudPrice[i]) * wl.throughput;
                const int v = lp.column(-saving * disc(m), 0.0, own);
                capacity.emplace_back(v, 1.0);
                // v + served / θ ≤ D / θ: only the hours the fleet leaves.
                std::vector<std::pair<int, double>> left{{v, 1.0}};
                if (w < W)
                    for (const auto &[col, coefficient] : servedTerms[w * std::size_t(M) + i])
                        left.emplace_back(col, coefficient / wl.throughput);
                lp.row(left, -kInfinity, own);
            }
            lp.row(capacity, -kInfinity, fixedHours[o][i]);
        }
    }
}

// Stops CBC at its next event (a node, a solution, a heuristic pass, cuts) once the request is
// cancelled; CBC clones it for each of its threads. Setting the time limit to 0 as well makes
// CBC's own time checks (in the root's cut passes and heuristics) stop too.
class CancelHandler : public CbcEventHandler
{
public:
    explicit CancelHandler(const std::function<bool()> *cancelled) : m_cancelled(cancelled) {}
    CbcAction event(CbcEvent) override
    {
        if (!m_cancelled || !*m_cancelled || !(*m_cancelled)())
            return noAction;
        if (model_)
            model_->setMaximumSeconds(0.0);
        return stop;
    }
    CbcEventHandler *clone() const override { return new CancelHandler(*this); }

private:
    const std::function<bool()> *m_cancelled;
};

// Solves a linear programme (every integer fixed, or relaxed) quietly; true when optimal.
bool solveLp(OsiClpSolverInterface &lp)
{
    lp.messageHandler()->setLogLevel(0);
    lp.getModelPtr()->setLogLevel(0);
    lp.initialSolve();
    return lp.isProvenOptimal();
}

// One CBC run over a programme, through CBC's C++ interface and its standard solver driver
// (CbcMain0/CbcMain1, the same driver as the command-line `cbc` and the C interface).
class Solver
{
public:
    explicit Solver(const Programme &lp)
    {
        OsiClpSolverInterface solver;
        loadInto(lp, solver);
        m_model = std::make_unique<CbcModel>(solver);
        m_data.noPrinting_ = true;
        CbcMain0(*m_model, m_data);
        m_model->setLogLevel(0);
        m_model->messageHandler()->setLogLevel(0);
    }

    static void loadInto(const Programme &lp, OsiClpSolverInterface &solver)
    {
        const int n = lp.columns();
        // Column-major from the triplets.
        std::vector<int> start(std::size_t(n) + 1, 0);
        for (int c : lp.colOf)
            ++start[std::size_t(c) + 1];
        for (int c = 0; c < n; ++c)
            start[std::size_t(c) + 1] += start[std::size_t(c)];
        std::vector<int> index(lp.colOf.size());
        std::vector<double> value(lp.colOf.size());
        std::vector<int> fill(start.begin(), start.end() - 1);
        for (std::size_t e = 0; e < lp.colOf.size(); ++e) {
            const int at = fill[std::size_t(lp.colOf[e])]++;
            index[std::size_t(at)] = lp.rowOf[e];
            value[std::size_t(at)] = lp.value[e];
        }
        solver.messageHandler()->setLogLevel(0);
        solver.loadProblem(n, lp.rows(), start.data(), index.data(), value.data(), lp.lower.data(),
                           lp.upper.data(), lp.cost.data(), lp.rowLower.data(), lp.rowUpper.data());
        for (int c = 0; c < n; ++c)
            if (lp.integer[std::size_t(c)])
                solver.setInteger(c);
    }

    void setSeconds(double seconds) { m_seconds = std::max(0.01, seconds); }
    void setThreads(int threads) { m_threads = threads; }
    void setHeuristics(bool on) { m_heuristics = on; }
    void setCancel(const std::function<bool()> *cancelled) { m_cancelled = cancelled; }
    // A start plan: values of every integer column. The rest of the solution comes from the
    // linear programme with those fixed, handed to CBC as its first incumbent (CBC's own MIP
    // start runs a sub-search for it that ignores the time limit: 0.5–1 s on the benchmark).
    // A start that breaks a limit is not given.
    void setStart(const std::vector<int> &columns, const std::vector<double> &values)
    {
        OsiClpSolverInterface fixed(*dynamic_cast<OsiClpSolverInterface *>(m_model->solver()));
        for (std::size_t i = 0; i < columns.size(); ++i) {
            fixed.setColLower(columns[i], values[i]);
            fixed.setColUpper(columns[i], values[i]);
        }
        if (!solveLp(fixed))
            return;
        m_model->setBestSolution(fixed.getColSolution(), fixed.getNumCols(), fixed.getObjValue(),
                                 false);
        m_started = true;
    }

    void solve()
    {
        const std::string seconds = std::to_string(m_seconds);
        const std::string threads = std::to_string(m_threads);
        std::vector<const char *> argv{"gda-plan", "-log", "0", "-seconds", seconds.c_str(),
                                       // The limit is wall-clock time (CBC counts CPU time
                                       // unless told otherwise).
                                       "-timeMode", "elapsed",
                                       // CBC 2.10.8's preprocessing can crash mapping a
                                       // solution back when the time limit stops the search
                                       // early (CglPreProcess::postProcess, seen with
                                       // --time-limit 0.1 about one run in five): the programme
                                       // is small, so it is solved without it.
                                       "-preprocess", "off", "-ratioGap", "1e-7"};
        if (m_threads > 1) {
            argv.push_back("-threads");
            argv.push_back(threads.c_str());
        }
        if (!m_heuristics) {
            argv.push_back("-heuristicsOnOff");
            argv.push_back("off");
        } else if (m_started) {
            // With a start plan as incumbent, CBC's feasibility pump and proximity search spend
            // about a second on the benchmark finding nothing better (the dives find the
            // optimum); without one they are what finds a first plan, and stay on.
            for (const char *heuristic : {"-feasibilityPump", "off", "-proximity", "off"})
                argv.push_back(heuristic);
        }
        argv.push_back("-solve");
        argv.push_back("-quit");
        m_model->setAllowableFractionGap(1e-7);
        if (m_cancelled && *m_cancelled) {
            const CancelHandler handler(m_cancelled);
            m_model->passInEventHandler(&handler);
        }
        CbcMain1(
            int(argv.size()), argv.data(), *m_model, [](CbcModel *, int) { return 0; }, m_data);
    }

    const double *best() const { return m_model->bestSolution(); }
    bool provenOptimal() const { return m_model->isProvenOptimal(); }
    bool provenInfeasible() const { return m_model->isProvenInfeasible(); }
    bool secondsLimitReached() const { return m_model->isSecondsLimitReached(); }
    bool stopped() const { return m_model->status() == 5; } // by the event handler
    double objective() const { return m_model->getObjValue(); }
    double bound() const { return m_model->getBestPossibleObjValue(); }

private:
    std::unique_ptr<CbcModel> m_model;
    CbcSolverUsefulData m_data;
    double m_seconds = 1e9;
    int m_threads = 1;
    bool m_heuristics = true;
    bool m_started = false; // a start plan is CBC's first incumbent
    const std::function<bool()> *m_cancelled = nullptr;
};

std::vector<Purchase> planOf(const Data &d, const Built &b, const double *solution)
{
    std::vector<Purchase> plan;
    for (std::size_t k = 0; k < d.months.size(); ++k) {
        const int nodes = int(std::llround(solution[b.nodes[k]]));
        if (nodes > 0)
            plan.push_back({d.months[k], nodes * d.node});
    }
    return plan;
}

// The new commitments of a solution.
std::vector<Commitment> commitmentsOf(const Data &d, const Built &b, const double *solution)
{
    std::vector<Commitment> out;
    for (const Built::Commit &c : b.commits) {
        const int gpus = int(std::llround(solution[c.column]));
        if (gpus <= 0)
            continue;
        Commitment commitment;
        commitment.offer = d.offers[c.offer].id;
        commitment.gpus = gpus;
        commitment.termYears = c.term;
        commitment.startMonth = c.start;
        commitment.recoveryFraction = 0.0;
        out.push_back(commitment);
    }
    return out;
}

// The releases of the scenario's commitments a solution chooses: (index, month).
std::vector<std::pair<std::size_t, int>> releasesOf(const Built &b, const double *solution)
{
    std::vector<std::pair<std::size_t, int>> out;
    for (const Built::Release &r : b.releases)
        if (solution[r.column] > 0.5)
            out.emplace_back(r.index, r.month);
    return out;
}

// Fixes the new commitments of `b` (every other candidate to 0) and releases none of the
// scenario's own beyond their release months; false when one is not a candidate.
bool fixCommitments(const Data &d, Built &b, const std::vector<Commitment> &commitments)
{
    for (const Built::Commit &c : b.commits)
        b.lp.lower[std::size_t(c.column)] = b.lp.upper[std::size_t(c.column)] = 0.0;
    for (const Built::Release &r : b.releases)
        b.lp.lower[std::size_t(r.column)] = b.lp.upper[std::size_t(r.column)] = 0.0;
    for (const Commitment &given : commitments) {
        const auto it = std::find_if(b.commits.begin(), b.commits.end(), [&](const auto &c) {
            return d.offers[c.offer].id == given.offer && c.start == given.startMonth &&
                   c.term == given.termYears;
        });
        if (it == b.commits.end() || given.recoveryFraction != 0.0 || given.reservedPerGpuHour ||
            given.releaseMonth)
            return false;
        b.lp.lower[std::size_t(it->column)] += given.gpus;
        b.lp.upper[std::size_t(it->column)] += given.gpus;
    }
    return true;
}

// Fixes the integers of `b` to a plan; false when the plan is not on the grid of the limits.
bool fixPlan(const Data &d, Built &b, const std::vector<Purchase> &plan)
{
    std::vector<int> nodes(d.months.size(), 0);
    for (const Purchase &pu : plan) {
        const auto it = std::find(d.months.begin(), d.months.end(), pu.month);
        if (it == d.months.end() || pu.gpus % d.node != 0)
            return false;
        nodes[std::size_t(it - d.months.begin())] += pu.gpus / d.node;
    }
    bool first = true;
    for (std::size_t k = 0; k < d.months.size(); ++k) {
        const auto n = double(nodes[k]);
        b.lp.lower[std::size_t(b.nodes[k])] = b.lp.upper[std::size_t(b.nodes[k])] = n;
        for (std::size_t j = 0; j < (b.bought.empty() ? 0 : b.bought[k].size()); ++j)
            b.lp.lower[std::size_t(b.bought[k][j])] = b.lp.upper[std::size_t(b.bought[k][j])] =
                nodes[k] == int(j) + 1 ? 1.0 : 0.0;
        const double z = first && nodes[k] > 0 ? 1.0 : 0.0;
        if (z > 0.0)
            first = false;
        b.lp.lower[std::size_t(b.first[k])] = b.lp.upper[std::size_t(b.first[k])] = z;
    }
    return true;
}

// What the programme approximates in this scenario (docs/methodology.md §15.4): the parallel
// run's months, a phased migration (its phases, partial months, fallback and standby are not in
// the programme) and commitments whose workloads a fleet may also serve (the engine's fleet
// serves first and may leave committed hours idle; the programme may cover them instead).
std::vector<std::string> approximations(const Data &d, const Built &b)
{
    const Inputs &in = d.in;
    std::vector<std::string> out;
    if (in.migrationPhases)
        out.emplace_back("migration_phases");
    else if (in.migration.parallelRunMonths > 0)
        out.emplace_back("parallel_run");
    bool committed = false;
    for (std::size_t o = 0; o < d.offers.size() && !committed; ++o) {
        bool any = std::any_of(b.commits.begin(), b.commits.end(),
                               [&](const Built::Commit &c) { return c.offer == o; });
        for (const Commitment &c : in.commitments)
            any = any || c.offer == d.offers[o].id;
        if (!any)
            continue;
        for (std::size_t w : d.offers[o].workloads)
            committed = committed || d.workloads[w].placement != Placement::Cloud;
    }
    if (committed && !d.months.empty())
        out.emplace_back("commitments_beside_fleet");
    return out;
}

// Solves with every integer fixed: the programme's objective for the plan, or nullopt.
std::optional<double> fixedObjective(const Data &d, const std::vector<Purchase> &plan,
                                     const std::vector<Commitment> &commitments = {})
{
    Built b = build(d);
    if (!fixPlan(d, b, plan) || !fixCommitments(d, b, commitments))
        return std::nullopt;
    // Every integer is fixed: a linear programme.
    OsiClpSolverInterface lp;
    Solver::loadInto(b.lp, lp);
    if (!solveLp(lp))
        return std::nullopt;
    return lp.getObjValue() + b.lp.constant;
}

} // namespace

// The functions of planoptimizer.h that need the solver, handed to the program through the
// table at the end.
namespace cbc {

std::optional<double> objectiveOf(const Inputs &in, const std::vector<Purchase> &purchases,
                                  const std::vector<Commitment> &commitments, Option option)
{
    Data d = prepare(in, option);
    // A plan may hold more nodes than the busiest month can use: widen the bound (on each
    // purchase and on the nodes owned, Σ n) for it.
    int planNodes = 0;
    for (const Purchase &pu : purchases)
        planNodes += pu.gpus / d.node;
    d.maxNodes = std::max(d.maxNodes, planNodes);
    return fixedObjective(d, purchases, commitments);
}

MigrationMethod transferMethodOf(const Inputs &in)
{
    return prepare(in, Option::Hybrid).transferMethod;
}

Result optimise(const Inputs &in, const Request &request)
{
    const auto started = std::chrono::steady_clock::now();
    const std::clock_t cpuStarted = std::clock();
    Result r;
    auto stamp = [&] {
        r.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        r.cpuSeconds = double(std::clock() - cpuStarted) / CLOCKS_PER_SEC;
    };
    Data d = prepare(in, request.option);
    r.option = request.option;
    d.newCommitments = request.commitments;
    r.purchaseMonths = d.months;
    r.maxFleetGpus = d.maxNodes * d.node;
    Built b = build(d);
    r.variables = b.lp.columns();
    r.rows = b.lp.rows();
    r.integers = int(std::count(b.lp.integer.begin(), b.lp.integer.end(), 1));
    const auto cancelled = [&] { return request.cancelled && request.cancelled(); };
    Solver solver(b.lp);
    solver.setSeconds(request.timeLimitSeconds);
    solver.setThreads(request.threads);
    solver.setCancel(&request.cancelled);
    // With commitments to choose, first the plan of purchases alone (a smaller programme CBC
    // solves fast) in up to 40% of the time; it starts the full search. Otherwise start from no
    // purchase at all (always within the limits unless a workload must run on-premise).
    std::optional<Result> purchasesOnly;
    if (!b.commits.empty()) {
        Request first = request;
        first.commitments = false;
        first.timeLimitSeconds = 0.4 * request.timeLimitSeconds;
        purchasesOnly = cbc::optimise(in, first);
        solver.setSeconds(request.timeLimitSeconds - purchasesOnly->seconds);
        if (purchasesOnly->status != Status::Optimal && purchasesOnly->status != Status::Feasible)
            purchasesOnly.reset();
        // With the purchases proved optimal, the full search mostly has to prove its bound (the
        // programme's relaxation is tight, docs/methodology.md §15.2): CBC's primal heuristics
        // then cost more time than they find.
        if (purchasesOnly && purchasesOnly->provedOptimal)
            solver.setHeuristics(false);
    }
    std::vector<int> startColumns;
    std::vector<double> startValues;
    bool firstSeen = false;
    for (std::size_t k = 0; k < d.months.size(); ++k) {
        double nodes = 0.0;
        if (purchasesOnly)
            for (const Purchase &pu : purchasesOnly->purchases)
                if (pu.month == d.months[k])
                    nodes += pu.gpus / d.node;
        startColumns.push_back(b.nodes[k]);
        startValues.push_back(nodes);
        startColumns.push_back(b.first[k]);
        startValues.push_back(nodes > 0.0 && !firstSeen ? 1.0 : 0.0);
        if (!b.bought.empty())
            for (std::size_t n = 0; n < b.bought[k].size(); ++n) {
                startColumns.push_back(b.bought[k][n]);
                startValues.push_back(nodes == double(n + 1) ? 1.0 : 0.0);
            }
        firstSeen = firstSeen || nodes > 0.0;
    }
    for (const Built::Commit &c : b.commits) {
        startColumns.push_back(c.column);
        startValues.push_back(0.0);
    }
    for (const Built::Release &rel : b.releases) {
        startColumns.push_back(rel.column);
        startValues.push_back(0.0);
    }
    if (!startColumns.empty())
        solver.setStart(startColumns, startValues);
    // Cancelled while the purchases were planned: the full search does not start.
    const bool searched = !cancelled();
    if (searched)
        solver.solve();
    r.cancelled = cancelled();
    const double *best = searched ? solver.best() : nullptr;
    // CBC stopped by the time limit (in preprocessing, say) or a cancel may also call the
    // problem infeasible: only a search that ran to its end proves it.
    const bool stoppedEarly =
        !searched || r.cancelled || solver.secondsLimitReached() || solver.stopped();
    const bool infeasible = !stoppedEarly && solver.provenInfeasible();
    if (infeasible || (!best && !solver.provenOptimal() && !stoppedEarly)) {
        r.status = Status::Infeasible;
        // Name the limits whose removal alone makes a plan possible.
        const PlanLimits &lim = d.limits;
        const bool given[kLimitCount] = {lim.capitalPerYear.has_value(),
                                         lim.powerLimitKw.has_value(), lim.maxFleetGpus.has_value(),
                                         lim.firstTrancheMaxGpus.has_value()};
        std::vector<std::string> all;
        for (int l = 0; l < kLimitCount && !cancelled(); ++l) {
            if (!given[l])
                continue;
            all.emplace_back(kLimitPaths[l]);
            Data wider = d;
            if (l == kMaxFleet) // the bound of the integers came from this limit
                wider.maxNodes = prepare(
                                     [&] {
                                         Inputs open = in;
                                         open.planLimits->maxFleetGpus.reset();
                                         return open;
                                     }(),
                                     request.option)
                                     .maxNodes;
            Built relaxedModel = build(wider, l);
            Solver check(relaxedModel.lp);
            check.setSeconds(std::max(0.5, request.timeLimitSeconds / 4));
            check.setCancel(&request.cancelled);
            check.solve();
            if (check.best())
                r.bindingLimits.emplace_back(kLimitPaths[l]);
        }
        if (r.bindingLimits.empty())
            r.bindingLimits = all;
        if (r.bindingLimits.empty())
            r.bindingLimits.emplace_back("inputs.plan_limits.purchase_interval_months");
        stamp();
        return r;
    }
    r.solverFound = best != nullptr;
    r.purchases = best ? planOf(d, b, best) : std::vector<Purchase>{};
    r.commitments = best ? commitmentsOf(d, b, best) : std::vector<Commitment>{};
    r.releases = best ? releasesOf(b, best) : std::vector<std::pair<std::size_t, int>>{};
    r.transferMethod = d.transferMethod;
    std::optional<double> startObjective;
    if (!best && purchasesOnly) {
        // Nothing from the full search (stopped early): the purchases-only plan.
        r.purchases = purchasesOnly->purchases;
        r.releases = purchasesOnly->releases;
        startObjective = purchasesOnly->objective;
    } else if (!best) {
        // Nothing found in time: the start plan (no purchase) or, when a workload must run
        // on-premise, the largest fleet at the first chance, whichever meets the limits.
        startObjective = fixedObjective(d, r.purchases);
        if (!startObjective && !d.months.empty() && d.maxNodes > 0) {
            r.purchases = {{d.months.front(), d.maxNodes * d.node}};
            startObjective = fixedObjective(d, r.purchases);
        }
        if (!startObjective) {
            r.status = Status::Unknown;
            r.purchases.clear();
            stamp();
            return r;
        }
    }
    r.provedOptimal = best && solver.provenOptimal(); // false when stopped by a cancel
    const double lower = searched ? solver.bound() : -kInfinity;
    if (std::isfinite(lower) && std::abs(lower) < 1e29)
        r.bound = lower + b.lp.constant;
    r.npv = engineNpv(in, r.purchases, r.commitments, r.transferMethod, r.releases, r.option);
    r.objective = best ? solver.objective() + b.lp.constant : startObjective.value_or(r.npv);
    r.modelExact = std::abs(r.npv - r.objective) <= 1e-7 * std::max(1.0, std::abs(r.npv));
    if (!r.modelExact && !d.months.empty() && !r.cancelled) {
        // The programme relaxed something (the parallel run): compare with every single tranche
        // of whole nodes in the first allowed month, evaluated by the engine.
        for (int k = 1; k <= d.maxNodes; ++k) {
            const std::vector<Purchase> single{{d.months.front(), k * d.node}};
            const double npv = engineNpv(in, single, {}, r.transferMethod, {}, r.option);
            if (npv >= r.npv - 1e-9 * std::abs(r.npv))
                continue;
            const std::optional<double> objective = fixedObjective(d, single);
            if (!objective)
                continue; // breaks a limit
            r.purchases = single;
            r.commitments.clear();
            r.releases.clear();
            r.provedOptimal = false; // the proof was for the solver's plan
            r.npv = npv;
            r.objective = *objective;
        }
        r.modelExact = std::abs(r.npv - r.objective) <= 1e-7 * std::max(1.0, std::abs(r.npv));
    }
    if (purchasesOnly && purchasesOnly->npv < r.npv) {
        // The full search ended (time limit) with a plan the purchases alone beat.
        r.purchases = purchasesOnly->purchases;
        r.commitments.clear();
        r.releases = purchasesOnly->releases;
        r.npv = purchasesOnly->npv;
        r.objective = purchasesOnly->objective;
        r.modelExact = purchasesOnly->modelExact;
        r.provedOptimal = false;
    }
    if (r.bound) {
        r.bound = std::min(*r.bound, r.objective);
        r.gap = std::max(0.0, (r.npv - *r.bound) / std::max(1e-9, std::abs(r.npv)));
    }
    if (!r.modelExact)
        r.approximations = approximations(d, b);
    // Optimal only when CBC proved its programme optimal and the programme is exact for the plan
    // (its objective is the engine's NPV): only then is the solver's bound a bound on the
    // engine's optimum that the plan meets. Otherwise the plan is feasible, `gap` says how far.
    r.status = r.provedOptimal && r.modelExact ? Status::Optimal : Status::Feasible;
    stamp();
    return r;
}

} // namespace cbc

} // namespace gda::plan

namespace {

// Runs `body`, turning Unsupported into its message: the program cannot catch the module's own
// (hidden) copy of the type.
template <typename Body> bool unlessUnsupported(std::string &unsupported, Body &&body)
{
    try {
        body();
        return true;
    } catch (const gda::plan::Unsupported &error) {
        unsupported = error.what();
        return false;
    }
}

} // namespace

extern "C" __attribute__((visibility("default"))) const gda::plan::module::Solver *gda_plan_solver()
{
    using namespace gda;
    static const plan::module::Solver solver = [] {
        plan::module::Solver s;
        s.optimise = [](const engine::Inputs &in, const plan::Request &request,
                        plan::Result &result, std::string &unsupported) {
            return unlessUnsupported(unsupported,
                                     [&] { result = plan::cbc::optimise(in, request); });
        };
        s.objectiveOf = [](const engine::Inputs &in, const std::vector<engine::Purchase> &purchases,
                           const std::vector<engine::Commitment> &commitments,
                           engine::Option option, std::optional<double> &objective,
                           std::string &unsupported) {
            return unlessUnsupported(unsupported, [&] {
                objective = plan::cbc::objectiveOf(in, purchases, commitments, option);
            });
        };
        s.adoptOptionList = [](std::span<const engine::OptionSpec> list) {
            engine::adoptOptionList(list);
        };
        s.transferMethodOf = [](const engine::Inputs &in, engine::MigrationMethod &method,
                                std::string &unsupported) {
            return unlessUnsupported(unsupported,
                                     [&] { method = plan::cbc::transferMethodOf(in); });
        };
        return s;
    }();
    return &solver;
}
