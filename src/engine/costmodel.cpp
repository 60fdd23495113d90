// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "costmodel.h"

#include "costterms.h"
#include "service.h"
#include "workloads.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <functional>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <string>

namespace gda::engine {

std::string_view categoryKey(Category category)
{
    switch (category) {
    case Category::CloudCompute:
        return "cloud_compute";
    case Category::CloudStorage:
        return "cloud_storage";
    case Category::CloudEgress:
        return "cloud_egress";
    case Category::CloudOverhead:
        return "cloud_overhead";
    case Category::Capex:
        return "capex";
    case Category::Power:
        return "power";
    case Category::Maintenance:
        return "maintenance";
    case Category::Staff:
        return "staff";
    case Category::Colocation:
        return "colocation";
    case Category::OtherOpex:
        return "other_opex";
    case Category::OnpremStorage:
        return "onprem_storage";
    case Category::Migration:
        return "migration";
    case Category::ResidualCredit:
        return "residual_credit";
    case Category::CrossCloudEgress:
        return "cross_cloud_egress";
    case Category::Orchestration:
        return "orchestration";
    }
    return {};
}

const OptionResult *Evaluation::find(Option o) const
{
    for (const OptionResult &r : options)
        if (r.option == o)
            return &r;
    return nullptr;
}

const OptionResult &Evaluation::option(Option o) const
{
    if (const OptionResult *r = find(o))
        return *r;
    throw std::out_of_range("option not in this evaluation: " + std::string(optionKey(o)));
}

std::string_view breakEvenKindKey(BreakEvenKind kind)
{
    switch (kind) {
    case BreakEvenKind::Crossing:
        return "crossing";
    case BreakEvenKind::OnPremAlwaysCheaper:
        return "onprem_always_cheaper";
    case BreakEvenKind::CloudAlwaysCheaper:
        return "cloud_always_cheaper";
    }
    return {};
}

namespace {

// Month-indexed factors shared by every option of one evaluation.
struct Timeline
{
    int months = 0;
    std::vector<double> cloudPrice;       // pc_m
    std::vector<double> electricityPrice; // pe_m
    std::vector<double> discount;         // 1 / (1 + r)^((m-1)/12)
    // What the series were last filled from: fillTimeline() keeps a series whose rate has not
    // changed (a Monte Carlo thread's draws; issue 38).
    std::array<double, 3> rates{};
    std::vector<PriceChange> priceChanges;
    int filledMonths = -1;
    bool filledFast = false;
};

std::vector<double> growthSeries(double annualChange, int months)
{
    // pow(1, x) is exactly 1: no change needs no pow.
    std::vector<double> out(static_cast<std::size_t>(months), 1.0);
    if (annualChange != 0.0)
        for (int m = 1; m <= months; ++m)
            out[static_cast<std::size_t>(m - 1)] = std::pow(1.0 + annualChange, (m - 1) / 12.0);
    return out;
}

void fastGrowthSeries(double annualChange, int months, double *out)
{
    terms::growthSeries(annualChange, months, out);
}

// growthSeries() (fast: terms::growthSeries()) into `out`, reusing its memory.
void seriesInto(std::vector<double> &out, bool fast, double annualChange, int months)
{
    if (!fast) {
        out = growthSeries(annualChange, months);
        return;
    }
    out.resize(static_cast<std::size_t>(months));
    fastGrowthSeries(annualChange, months, out.data());
}

// The timeline of `in` into `t`, reusing its memory (repeated evaluations of one scenario).
void fillTimeline(Timeline &t, const Inputs &in)
{
    t.months = 12 * in.horizonYears;
    const bool fast = in.modelVersion >= 2;
    const std::array<double, 3> rates{in.cloud.annualPriceChange, in.onprem.electricityAnnualChange,
                                      in.discountRate};
    const bool filled = t.filledMonths == t.months && t.filledFast == fast;
    // The cloud series is the yearly change times the dated changes (docs/methodology.md §4.7):
    // kept only while both are what it was filled from.
    if (!filled || rates[0] != t.rates[0] || in.cloud.priceChanges != t.priceChanges) {
        seriesInto(t.cloudPrice, fast, in.cloud.annualPriceChange, t.months);
        terms::applyPriceChanges(in.cloud.priceChanges, t.months, t.cloudPrice.data());
        t.priceChanges = in.cloud.priceChanges;
    }
    if (!filled || rates[1] != t.rates[1])
        seriesInto(t.electricityPrice, fast, in.onprem.electricityAnnualChange, t.months);
    // The discount factors enter only the NPV (never a total the Monte Carlo compares): the
    // fast series for every version, 12 + (years − 1) calls of pow instead of one per month.
    if (!filled || rates[2] != t.rates[2]) {
        seriesInto(t.discount, true, in.discountRate, t.months);
        for (double &d : t.discount)
            d = 1.0 / d;
    }
    t.rates = rates;
    t.filledMonths = t.months;
    t.filledFast = fast;
}

// Adds the payments of one capex event to out[0..months-1]. With `keepAfter` the payments that
// fall after the horizon are added to its last month (version 2's residual rule).
void addCapexPayments(const Financing &f, double amount, int start, int months, double *out,
                      bool keepAfter = false)
{
    if (amount == 0.0 || start > months)
        return;
    auto spread = [&](double payment, int count) {
        const int last = std::min(months, start + count - 1);
        for (int m = start; m <= last; ++m)
            out[m - 1] += payment;
        if (keepAfter)
            for (int m = last + 1; m <= start + count - 1; ++m)
                out[months - 1] += payment;
    };
    switch (f.mode) {
    case FinancingMode::Cash:
        out[start - 1] += amount;
        break;
    case FinancingMode::Lease:
        spread(amount * (1.0 + f.leasePremium) / f.leaseMonths, f.leaseMonths);
        break;
    case FinancingMode::Loan: {
        const double r = f.loanRate / 12.0;
        const int n = f.loanMonths;
        const double payment = r == 0.0 ? amount / n : amount * r / (1.0 - std::pow(1.0 + r, -n));
        spread(payment, n);
        break;
    }
    }
}

// A commitment with its price and the workloads it serves (§14.1).
struct ResolvedCommitment
{
    int first = 1;      // first month of the term
    int last = 0;       // last month of the term (may lie beyond the horizon)
    double hours = 0.0; // own GPU-hours a month: gpus × H
    double price = 0.0; // per own GPU-hour
    double recovery = 0.0;
    std::optional<int> release;         // its own release month; none: the whole term
    std::vector<std::size_t> workloads; // file order
};

std::vector<ResolvedCommitment> resolveCommitments(const Inputs &in,
                                                   const std::vector<ResolvedWorkload> &workloads)
{
    std::vector<ResolvedCommitment> out;
    if (in.modelVersion < 2)
        return out;
    for (const Commitment &c : in.commitments) {
        ResolvedCommitment r;
        r.first = c.startMonth;
        r.last = c.startMonth + 12 * c.termYears - 1;
        r.hours = c.gpus * kHoursPerMonth;
        r.recovery = c.recoveryFraction;
        r.release = c.releaseMonth;
        for (std::size_t w = 0; w < in.workloads.size() && w < workloads.size(); ++w)
            if (in.workloads[w].cloud.offer == c.offer)
                r.workloads.push_back(w);
        // No price of its own: the first matching workload's, for three years its offer's
        // three-year price when it publishes one (§14.1).
        r.price = c.reservedPerGpuHour  ? *c.reservedPerGpuHour
                  : r.workloads.empty() ? in.cloud.reservedPerGpuHour
                  : c.termYears == 3 && workloads[r.workloads.front()].reserved3yPrice
                      ? *workloads[r.workloads.front()].reserved3yPrice
                      : workloads[r.workloads.front()].reservedPrice;
        out.push_back(std::move(r));
    }
    return out;
}

// Everything one evaluation shares between its options: the timeline and the workloads with
// their demand, month by month.
struct Model
{
    explicit Model(const Inputs &inputs) : in(inputs) {}
    const Inputs &in;
    bool v2 = false;
    Timeline t;
    std::vector<ResolvedWorkload> workloads;
    WeekSegments segments;
    std::vector<std::size_t> order;  // service order on a fleet
    std::vector<double> demand;      // D_w,m at [w × M + m − 1]
    std::vector<double> scale;       // s_w,m × the demand factor, same layout
    std::vector<double> monthDemand; // Σ_w D_w,m
    double totalDemand = 0.0;
    double egressPerMonth = 0.0;
    double fleetThroughput = 1.0;                // θ_o
    OnPrem onprem;                               // in.onprem, changed by Monte Carlo draws
    double priceFactor = 1.0;                    // every cloud price × this (Monte Carlo draws)
    std::vector<ResolvedCommitment> commitments; // version 2 plan (§14.1)
    std::vector<double> growth;                  // scratch of buildModel(): a workload's growth
    std::vector<double> profileSeries;           // and its monthly profile, month by month

    std::size_t at(std::size_t w, int month) const
    {
        return w * static_cast<std::size_t>(t.months) + static_cast<std::size_t>(month - 1);
    }
};

// `factor` scales every workload's demand (version 2's break-even utilization); `override`
// replaces the single workload's demand of a version 1 scenario (evaluateOption()).
// `segments`, when given, are the week segments of a scenario whose workloads have the same
// patterns (uncertainty draws): reused, with the busy shares of utilization-form workloads
// refreshed, instead of grouped again.
// buildModel() fills a Model in place, reusing the memory of its earlier build (the Monte
// Carlo's draws: ModelWorkspace); makeModel() builds a new one.
// With `samePatterns`, md was built before from inputs whose workloads have the same week
// patterns (resolveWorkloads()).
void buildModel(Model &md, double factor = 1.0, const std::vector<double> *override = nullptr,
                const WeekSegments *segments = nullptr, bool samePatterns = false)
{
    const Inputs &in = md.in;
    md.v2 = in.modelVersion >= 2;
    fillTimeline(md.t, in);
    resolveWorkloads(in, md.workloads, samePatterns);
    if (segments) {
        md.segments = *segments;
        for (std::size_t w = 0; w < md.workloads.size(); ++w)
            if (md.workloads[w].flat)
                std::fill(md.segments.busy[w].begin(), md.segments.busy[w].end(),
                          md.workloads[w].utilization);
    } else {
        md.segments = weekSegments(md.workloads);
    }
    serviceOrder(md.workloads, md.order);
    md.commitments = resolveCommitments(in, md.workloads);
    md.fleetThroughput = md.v2 ? in.onpremV2.throughput : 1.0;
    md.onprem = in.onprem;
    const int M = md.t.months;
    const std::size_t W = md.workloads.size();
    const auto months = static_cast<std::size_t>(M);
    md.monthDemand.assign(months, 0.0);
    std::vector<double> &growth = md.growth;
    growth.resize(md.v2 ? months : 0);
    if (md.v2 && !override) {
        // Version 2: the same products as below, without a branch per month: zero before and
        // after each workload's active span, and in it the profile as a series of months, so
        // that the loops are vectorised (issue 38: every Monte Carlo draw builds its model).
        md.demand.resize(W * months);
        md.scale.resize(W * months);
        std::vector<double> &profile = md.profileSeries;
        profile.resize(months);
        for (std::size_t w = 0; w < W; ++w) {
            const ResolvedWorkload &wl = md.workloads[w];
            const double base = wl.gpus * kHoursPerMonth * wl.utilization * factor;
            fastGrowthSeries(wl.annualGrowth, M, growth.data());
            for (std::size_t i = 0; i < months; i += 12)
                std::copy_n(wl.profile.begin(), std::min<std::size_t>(12, months - i),
                            profile.begin() + std::ptrdiff_t(i));
            const auto first = static_cast<std::size_t>(std::clamp(wl.startMonth - 1, 0, M));
            const auto end =
                std::max(first, static_cast<std::size_t>(std::clamp(wl.endMonth, 0, M)));
            double *demand = md.demand.data() + md.at(w, 1);
            double *scale = md.scale.data() + md.at(w, 1);
            std::fill(demand, demand + first, 0.0);
            std::fill(scale, scale + first, 0.0);
            for (std::size_t i = first; i < end; ++i) {
                demand[i] = base * profile[i] * growth[i];
                scale[i] = profile[i] * growth[i] * factor;
            }
            std::fill(demand + end, demand + months, 0.0);
            std::fill(scale + end, scale + months, 0.0);
            for (std::size_t i = 0; i < months; ++i)
                md.monthDemand[i] += demand[i];
        }
        md.totalDemand = std::accumulate(md.monthDemand.begin(), md.monthDemand.end(), 0.0);
        md.egressPerMonth = terms::cloudEgress(in.cloud);
        return;
    }
    md.demand.assign(W * months, 0.0);
    md.scale.assign(W * months, 0.0);
    for (std::size_t w = 0; w < W; ++w) {
        const ResolvedWorkload &wl = md.workloads[w];
        // D_w,m = N × H × u × factor × f × growth (version 1's order of products) and the
        // month factor s_w,m × factor, from one pow per month.
        const double base = wl.gpus * kHoursPerMonth * wl.utilization * factor;
        if (md.v2)
            fastGrowthSeries(wl.annualGrowth, M, growth.data());
        for (int m = 1; m <= M; ++m) {
            const std::size_t k = md.at(w, m);
            if (!wl.active(m)) {
                md.demand[k] = override ? (*override)[static_cast<std::size_t>(m - 1)] : 0.0;
            } else {
                const double f = wl.profile[static_cast<std::size_t>((m - 1) % 12)];
                const double g = md.v2 ? growth[static_cast<std::size_t>(m - 1)]
                                 : wl.annualGrowth == 0.0
                                     ? 1.0
                                     : std::pow(1.0 + wl.annualGrowth, (m - 1) / 12.0);
                md.demand[k] =
                    override ? (*override)[static_cast<std::size_t>(m - 1)] : base * f * g;
                md.scale[k] = f * g * factor;
            }
            md.monthDemand[static_cast<std::size_t>(m - 1)] += md.demand[k];
        }
    }
    md.totalDemand = std::accumulate(md.monthDemand.begin(), md.monthDemand.end(), 0.0);
    md.egressPerMonth = terms::cloudEgress(in.cloud);
}

Model makeModel(const Inputs &in, double factor = 1.0,
                const std::vector<double> *override = nullptr,
                const WeekSegments *segments = nullptr)
{
    Model md(in);
    buildModel(md, factor, override, segments);
    return md;
}

void finish(OptionResult &r, const Timeline &t, double totalDemand)
{
    double running = 0.0;
    // The NPV is summed in a local: kept in r, it would be stored and read back every month, as
    // the compiler cannot tell that the stores into the vectors never touch it (the same
    // additions in the same order; a Monte Carlo draw spent 4% of its time on that chain).
    double npv = r.npv;
    r.cumulative.resize(r.monthly.size());
    for (std::size_t i = 0; i < r.monthly.size(); ++i) {
        running += r.monthly[i];
        r.cumulative[i] = running;
        npv += r.monthly[i] * t.discount[i];
    }
    r.npv = npv;
    r.tco = running;
    r.costPerGpuHour = totalDemand > 0.0 ? r.tco / totalDemand : 0.0;
}

// A month's total: its first `Used` categories summed in kAllCategories order (MonthAccumulator
// and the NPV-only sink of the optimal fleet's scan, versionOneFleetNpv, both sum so).
template <std::size_t Used> double monthTotal(const CategoryAmounts &month)
{
    double total = 0.0;
    for (std::size_t i = 0; i < Used; ++i)
        total += month[i];
    return total;
}

// Accumulates one month's categories into the result. The option adds to the categories before
// `Used` only (kAllCategories order). The others stay +0.0, and adding +0.0 to a sum that starts
// at +0.0 changes no bit: close() sums the first `Used` and gives the figures of summing all of
// them, with fewer additions in the chain of each month's total (issue 38). A constant, so that
// the loop is unrolled.
template <std::size_t Used = kCategoryCount> struct MonthAccumulator
{
    OptionResult &result;
    bool keepMonthly;
    CategoryAmounts month{};

    void add(Category c, double amount)
    {
        assert(static_cast<std::size_t>(c) < Used);
        month[static_cast<std::size_t>(c)] += amount;
    }
    // Inlined into each option's month loop (a call per month cost a tenth of a Monte Carlo draw).
    [[gnu::always_inline]] void close()
    {
        for (std::size_t i = 0; i < Used; ++i)
            result.categories[i] += month[i];
        result.monthly.push_back(monthTotal<Used>(month));
        if (keepMonthly)
            result.monthlyByCategory.push_back(month);
        month = {};
    }
};

// The per-workload detail of an option, when asked for.
struct Detail
{
    std::vector<WorkloadResult> *rows = nullptr;
    int months = 0;

    explicit operator bool() const { return rows != nullptr; }
    void prepare(const std::vector<ResolvedWorkload> &workloads)
    {
        rows->assign(workloads.size(), {});
        for (std::size_t w = 0; w < workloads.size(); ++w) {
            WorkloadResult &r = (*rows)[w];
            r.name = workloads[w].name;
            r.servedOnprem.assign(static_cast<std::size_t>(months), 0.0);
            r.reservedHours.assign(static_cast<std::size_t>(months), 0.0);
            r.onDemandHours.assign(static_cast<std::size_t>(months), 0.0);
            r.spotHours.assign(static_cast<std::size_t>(months), 0.0);
        }
    }
    void addProvider(std::size_t w, const std::string &provider, std::size_t i, double hours)
    {
        auto &list = (*rows)[w].byProvider;
        auto it = std::find_if(list.begin(), list.end(),
                               [&](const auto &entry) { return entry.first == provider; });
        if (it == list.end()) {
            list.emplace_back(provider, std::vector<double>(static_cast<std::size_t>(months)));
            it = list.end() - 1;
        }
        it->second[i] += hours;
    }
};

// The cost of `hours` own GPU-hours of a workload beyond its reservation in month index i:
// its spot share (with rework) at the spot price, the rest at `price` (§1.3).
double restCostDetail(const ResolvedWorkload &w, double hours, double price, double scale,
                      double priceFactor, std::size_t wi, std::size_t i, Detail &detail)
{
    double spot = 0.0;
    double other = 0.0;
    const double cost = terms::cloudRest(w, hours, price, scale, priceFactor, &spot, &other);
    (*detail.rows)[wi].spotHours[i] += spot;
    (*detail.rows)[wi].onDemandHours[i] += other;
    return cost;
}
inline double restCost(const ResolvedWorkload &w, double hours, double price, double scale,
                       double priceFactor, std::size_t wi, std::size_t i, Detail &detail)
{
    // `scale` is the model's price factor (1 outside Monte Carlo draws), `priceFactor` pc_m.
    if (!detail)
        return terms::cloudRest(w, hours, price, scale, priceFactor);
    return restCostDetail(w, hours, price, scale, priceFactor, wi, i, detail);
}

// The commitments of month m (§14.1). Every commitment in its term is paid, at its locked price
// (no price trend), in every option; no go-live releases it. From its own release month on it is
// the unused remainder: paid less the recovered share, serving nothing. Before that it takes up to
// gpus × H own GPU-hours off the cloud hours `hours` its workloads have left, in file order, and
// adds them to `cover`. Returns the payments.
double applyCommitments(const Model &md, int m, std::vector<double> &hours,
                        std::vector<double> &cover)
{
    double paid = 0.0;
    for (const ResolvedCommitment &c : md.commitments) {
        if (m < c.first || m > c.last)
            continue;
        const double payment = terms::reservedHours(c.hours, c.price, md.priceFactor);
        paid += terms::commitmentMonth(payment, c.recovery, c.release, m);
        if (!terms::commitmentServes(c.release, m))
            continue;
        double left = c.hours;
        for (std::size_t w : c.workloads) {
            const double take = std::min(hours[w], left);
            hours[w] -= take;
            cover[w] += take;
            left -= take;
        }
    }
    return paid;
}

// A provider a workload's multi-cloud hours may go to.
struct Candidate
{
    double price = 0.0; // effective, per reference GPU-hour
    std::string provider;
    double onDemand = 0.0;
    std::optional<double> spot;
    double throughput = 1.0;
    bool own = false;
    int slot = -1; // another provider's index among the option's (evaluateCloudOption)
};

// The providers of one workload, cheapest first (§2.1): its own terms when allowed, and per
// other allowed provider its cheapest offer for the workload's GPU model.
std::vector<Candidate> candidatesFor(const ResolvedWorkload &w, const MultiCloud &mc)
{
    auto allowed = [&](const std::string &provider) {
        return !mc.providers || std::find(mc.providers->begin(), mc.providers->end(), provider) !=
                                    mc.providers->end();
    };
    auto effective = [&](double onDemand, std::optional<double> spot, double throughput) {
        if (!spot || w.spotFraction == 0.0)
            return onDemand / throughput;
        return (w.spotFraction * (1.0 + w.spotRework) * *spot + (1.0 - w.spotFraction) * onDemand) /
               throughput;
    };
    std::vector<Candidate> out;
    if (allowed(w.provider))
        out.push_back({w.effectivePrice(w.onDemandPrice), w.provider, w.onDemandPrice, w.spotPrice,
                       w.throughput, true});
    const std::size_t others = out.size();
    for (const OfferTerms &offer : mc.market) {
        if (offer.provider == w.provider || offer.gpuModel != w.gpuModel ||
            !allowed(offer.provider) ||
            std::find(w.ineligibleOffers.begin(), w.ineligibleOffers.end(), offer.id) !=
                w.ineligibleOffers.end())
            continue;
        const double price =
            effective(offer.onDemandPerGpuHour, offer.spotPerGpuHour, offer.throughput);
        auto same = std::find_if(out.begin() + std::ptrdiff_t(others), out.end(),
                                 [&](const Candidate &c) { return c.provider == offer.provider; });
        const Candidate candidate{
            price, offer.provider, offer.onDemandPerGpuHour, offer.spotPerGpuHour, offer.throughput,
            false};
        if (same == out.end())
            out.push_back(candidate);
        else if (price < same->price)
            *same = candidate;
    }
    if (out.empty())
        out.push_back({w.effectivePrice(w.onDemandPrice), w.provider, w.onDemandPrice, w.spotPrice,
                       w.throughput, true});
    std::stable_sort(out.begin(), out.end(),
                     [](const Candidate &a, const Candidate &b) { return a.price < b.price; });
    return out;
}

// The options without a fleet: each workload at its own terms, or spread over providers.
OptionResult evaluateCloudOption(const Model &md, const OptionSpec &spec,
                                 const OptionRequest &request)
{
    const Inputs &in = md.in;
    const Timeline &t = md.t;
    OptionResult r;
    r.monthly.reserve(static_cast<std::size_t>(t.months));
    const bool spread = spec.cloud == CloudRule::Spread;
    MonthAccumulator<> acc{r, request.withMonthlyCategories};
    Detail detail{request.withWorkloadDetail ? &r.workloads : nullptr, t.months};
    if (detail)
        detail.prepare(md.workloads);
    const Cloud &c = in.cloud;
    if (spread)
        r.excludedOffers = in.multicloud.excluded;
    std::vector<std::vector<Candidate>> candidates;
    // The other providers by index, so that the month loop compares numbers, not names.
    std::vector<std::string> providers;
    if (spread)
        for (const ResolvedWorkload &w : md.workloads) {
            candidates.push_back(candidatesFor(w, in.multicloud));
            for (Candidate &p : candidates.back()) {
                if (p.own)
                    continue;
                const auto known = std::find(providers.begin(), providers.end(), p.provider);
                p.slot = int(known - providers.begin());
                if (known == providers.end())
                    providers.push_back(p.provider);
            }
        }
    const double storage = terms::cloudStorage(c);
    const double cap = in.multicloud.maxSharePerProvider;
    // Multi-cloud's own costs (§17.4): the providers beyond each workload's own that have served
    // it so far, and those of this month.
    const std::size_t P = providers.size();
    std::vector<char> served(spread ? md.workloads.size() * P : 0); // [workload][provider]
    std::vector<int> extraIn(P, 0); // the last month each provider served beyond the own
    int extraThisMonth = 0;
    std::vector<double> share;
    const std::size_t W = md.workloads.size();
    thread_local std::vector<double> rest; // kept per thread: no allocation per call (issue 38)
    thread_local std::vector<double> cover;
    rest.assign(W, 0.0);
    cover.assign(W, 0.0);
    for (int m = 1; m <= t.months; ++m) {
        const auto i = static_cast<std::size_t>(m - 1);
        double compute = 0.0;
        double copiedTb = spread ? in.multicloud.crossCloudTbPerMonth : 0.0;
        extraThisMonth = 0;
        // The plan's commitments serve the hours each workload's own reservation leaves (§14.1).
        double committed = 0.0;
        std::fill(cover.begin(), cover.end(), 0.0);
        if (!md.commitments.empty()) {
            for (std::size_t wi = 0; wi < W; ++wi) {
                const ResolvedWorkload &w = md.workloads[wi];
                const double reservedHours = w.active(m) ? w.reservedGpus * kHoursPerMonth : 0.0;
                rest[wi] = std::max(0.0, md.demand[md.at(wi, m)] / w.throughput - reservedHours);
            }
            committed = applyCommitments(md, m, rest, cover);
        }
        for (std::size_t wi = 0; wi < W; ++wi) {
            const ResolvedWorkload &w = md.workloads[wi];
            const double d = md.demand[md.at(wi, m)];
            if (w.placement == Placement::OnPrem && d > 0.0)
                r.placementViolations.push_back({int(wi), m, d});
            const bool active = w.active(m);
            // Reserved GPUs are paid around the clock in the active months, used or not.
            const double reservedHours = active ? w.reservedGpus * kHoursPerMonth : 0.0;
            const double hours = d / w.throughput;
            const double covered = std::min(hours, reservedHours) + cover[wi];
            compute += terms::reservedHours(reservedHours, w.reservedPrice, md.priceFactor);
            if (detail)
                (*detail.rows)[wi].reservedHours[i] += covered;
            if (!spread) {
                compute +=
                    restCost(w, std::max(0.0, hours - reservedHours) - cover[wi], w.onDemandPrice,
                             md.priceFactor, t.cloudPrice[i], wi, i, detail);
                continue;
            }
            // Multi-cloud: the reserved hours count against the own provider; the rest goes to
            // the cheapest providers, at most `cap` of the month's hours each.
            const std::vector<Candidate> &list = candidates[wi];
            share.assign(list.size(), 0.0);
            const double ownReserved = covered * w.throughput;
            double left = d - ownReserved;
            for (std::size_t k = 0; k < list.size(); ++k)
                if (list[k].own)
                    share[k] = ownReserved;
            for (std::size_t k = 0; k < list.size() && left > 0.0; ++k) {
                const double take = std::min(std::max(0.0, cap * d - share[k]), left);
                share[k] += take;
                left -= take;
            }
            if (left > 1e-12 * std::max(1.0, d)) {
                r.capRelaxed = true;
                share[0] += left;
            }
            if (detail && covered > 0.0)
                detail.addProvider(wi, w.provider, i, covered);
            for (std::size_t k = 0; k < list.size(); ++k) {
                const Candidate &p = list[k];
                const double reference = share[k] - (p.own ? ownReserved : 0.0);
                if (reference <= 0.0)
                    continue;
                if (!p.own) {
                    // Its data moves to the provider once, then a share of it every month.
                    char &before = served[wi * P + std::size_t(p.slot)];
                    const bool first = before == 0;
                    before = 1;
                    copiedTb += w.dataTb * (first ? 1.0 : in.multicloud.dataSyncFractionPerMonth);
                    if (extraIn[std::size_t(p.slot)] != m) {
                        extraIn[std::size_t(p.slot)] = m;
                        ++extraThisMonth;
                    }
                }
                const double own = reference / p.throughput;
                const bool spot = p.spot && w.spotFraction > 0.0;
                const double spotHours = spot ? w.spotFraction * own * (1.0 + w.spotRework) : 0.0;
                const double onDemandHours = spot ? (1.0 - w.spotFraction) * own : own;
                if (spot)
                    compute +=
                        terms::cloudHours(spotHours, *p.spot, md.priceFactor, t.cloudPrice[i]);
                compute +=
                    terms::cloudHours(onDemandHours, p.onDemand, md.priceFactor, t.cloudPrice[i]);
                if (detail) {
                    (*detail.rows)[wi].spotHours[i] += spotHours;
                    (*detail.rows)[wi].onDemandHours[i] += onDemandHours;
                    detail.addProvider(wi, p.provider, i, spotHours + onDemandHours);
                }
            }
        }
        if (committed != 0.0)
            compute += committed;
        acc.add(Category::CloudCompute, compute);
        acc.add(Category::CloudStorage, storage);
        acc.add(Category::CloudEgress, md.egressPerMonth);
        acc.add(Category::CloudOverhead, terms::cloudOverhead(c, compute));
        if (spread) {
            acc.add(Category::CrossCloudEgress, tieredCost(c.egressTiers, copiedTb));
            acc.add(Category::Orchestration,
                    in.multicloud.orchestrationPerYear.value_or(
                        in.multicloud.orchestrationPerProvider * double(extraThisMonth)) /
                        12.0);
        }
        acc.close();
    }
    return r;
}

// evaluateCloudOption() of the cloud option at each workload's own terms when no commitment
// serves it and no detail is asked for: the same figures bit for bit. Each month's compute is
// summed workload by workload in file order as there, but workload after workload over the whole
// horizon, so the inner loop runs over months with the workload's terms held (issue 38: a
// Monte Carlo draw of eight workloads spent a quarter of its time in the cloud option).
bool ownTermsCloudApplies(const Model &md, const OptionSpec &spec, const OptionRequest &request)
{
    return spec.cloud == CloudRule::OwnTerms && !request.withWorkloadDetail &&
           md.commitments.empty();
}

// compute[i] += the reserved hours' cost and terms::cloudRest() of the hours beyond them, for
// the months i in [from, to) of workload `w` with `reservedHours` reserved hours a month: the
// same products in the same order as the two terms, with the prices that do not change from
// month to month multiplied out once (they are the same products), and no branch in the loop.
void addOwnTermsCompute(const ResolvedWorkload &w, double priceFactor, const double *demand,
                        const double *cloudPrice, double reservedHours, std::size_t from,
                        std::size_t to, double *compute)
{
    const double reservedCost = terms::reservedHours(reservedHours, w.reservedPrice, priceFactor);
    const double price = w.onDemandPrice * priceFactor;
    const double throughput = w.throughput;
    if (w.usesSpot()) {
        const double spotPrice = *w.spotPrice * priceFactor;
        const double spotShare = w.spotFraction;
        const double rework = 1.0 + w.spotRework;
        const double otherShare = 1.0 - w.spotFraction;
        for (std::size_t i = from; i < to; ++i) {
            const double hours = std::max(0.0, demand[i] / throughput - reservedHours);
            compute[i] += reservedCost;
            compute[i] += spotShare * hours * rework * spotPrice * cloudPrice[i] +
                          otherShare * hours * price * cloudPrice[i];
        }
        return;
    }
    for (std::size_t i = from; i < to; ++i) {
        const double hours = std::max(0.0, demand[i] / throughput - reservedHours);
        compute[i] += reservedCost;
        compute[i] += hours * price * cloudPrice[i];
    }
}

OptionResult evaluateOwnTermsCloud(const Model &md, const OptionRequest &request)
{
    const Timeline &t = md.t;
    const Cloud &c = md.in.cloud;
    const int M = t.months;
    const auto months = static_cast<std::size_t>(M);
    OptionResult r;
    r.monthly.reserve(months);
    // Compute, storage, egress and overhead: the first four categories.
    MonthAccumulator<4> acc{r, request.withMonthlyCategories};
    thread_local std::vector<double> compute; // kept per thread: no allocation per call
    compute.assign(months, 0.0);
    bool mustStay = false; // a workload with placement "onprem" (its cloud hours are reported)
    for (std::size_t wi = 0; wi < md.workloads.size(); ++wi) {
        const ResolvedWorkload &w = md.workloads[wi];
        mustStay = mustStay || w.placement == Placement::OnPrem;
        const double *demand = md.demand.data() + md.at(wi, 1);
        const double reserved = w.reservedGpus * kHoursPerMonth;
        // Reserved GPUs are paid around the clock in the active months, used or not: the months
        // before, in and after the workload's active span, each with its reserved hours held, so
        // that the loop over the months has no branch and is vectorised.
        const auto first = static_cast<std::size_t>(std::clamp(w.startMonth - 1, 0, M));
        const auto end = std::max(first, static_cast<std::size_t>(std::clamp(w.endMonth, 0, M)));
        addOwnTermsCompute(w, md.priceFactor, demand, t.cloudPrice.data(), 0.0, 0, first,
                           compute.data());
        addOwnTermsCompute(w, md.priceFactor, demand, t.cloudPrice.data(), reserved, first, end,
                           compute.data());
        addOwnTermsCompute(w, md.priceFactor, demand, t.cloudPrice.data(), 0.0, end, months,
                           compute.data());
    }
    if (mustStay) {
        // Month by month, in file order; only the workloads that must stay are looked at.
        thread_local std::vector<std::size_t> staying;
        staying.clear();
        for (std::size_t wi = 0; wi < md.workloads.size(); ++wi)
            if (md.workloads[wi].placement == Placement::OnPrem)
                staying.push_back(wi);
        r.placementViolations.reserve(months * staying.size());
        for (int m = 1; m <= M; ++m)
            for (std::size_t wi : staying) {
                const double d = md.demand[md.at(wi, m)];
                if (d > 0.0)
                    r.placementViolations.push_back({int(wi), m, d});
            }
    }
    const double storage = terms::cloudStorage(c);
    for (std::size_t i = 0; i < months; ++i) {
        acc.add(Category::CloudCompute, compute[i]);
        acc.add(Category::CloudStorage, storage);
        acc.add(Category::CloudEgress, md.egressPerMonth);
        acc.add(Category::CloudOverhead, terms::cloudOverhead(c, compute[i]));
        acc.close();
    }
    return r;
}

// One tranche's GPUs in a month: its count after the refreshes so far, and their throughput.
struct TrancheState
{
    double gpus = 0.0;
    double throughput = 0.0;
};

// A tranche's own terms (§14.5): each override of the purchase, else the scenario's value.
struct TrancheTerms
{
    int lead = 0;
    int lifetimeMonths = 0;
    double gain = 1.0;
    bool residual = false;
    Financing financing;
};

// Working memory of the option evaluations, one set per thread, so that repeated evaluations
// (every keystroke, Monte Carlo draw and fleet the hybrid search tries) allocate none of it
// (issue 38). An option's evaluation never starts another, so one set per thread suffices.
struct OptionScratch
{
    std::vector<TrancheTerms> terms;
    std::vector<double> capex;
    std::vector<double> served;
    std::vector<double> demand;
    std::vector<double> scale;
    ServeMonthsScratch service;
    std::vector<double> full;
    std::vector<double> moveShare;
    std::vector<double> hours;
    std::vector<double> cover;
    std::vector<double> movedDemand; // phased: the demand of the workloads whose move has begun
    std::vector<double> movedScale;
};

OptionScratch &optionScratch()
{
    thread_local OptionScratch scratch;
    return scratch;
}

TrancheTerms trancheTerms(const Purchase &pu, const OnPrem &p, double scenarioGain)
{
    TrancheTerms t;
    t.lead = pu.leadMonths.value_or(p.leadMonths);
    t.lifetimeMonths = 12 * pu.lifetimeYears.value_or(p.lifetimeYears);
    t.gain = pu.refreshThroughputGain.value_or(scenarioGain);
    t.residual = pu.countResidualValue.value_or(p.countResidualValue);
    t.financing = p.financing;
    t.financing.mode = pu.financingMode.value_or(p.financing.mode);
    t.financing.leasePremium = pu.leasePremium.value_or(p.financing.leasePremium);
    t.financing.leaseMonths = pu.leaseMonths.value_or(p.financing.leaseMonths);
    t.financing.loanRate = pu.loanRate.value_or(p.financing.loanRate);
    t.financing.loanMonths = pu.loanMonths.value_or(p.financing.loanMonths);
    return t;
}

// The phased migration of a fleet option (§14.2) on a day clock from the start of go-live month G.
constexpr double kDaysPerMonth = 365.0 / 12.0;

struct PhaseClock
{
    int goLive = 0;

    double monthStart(int m) const { return (m - goLive) * kDaysPerMonth; }
    // The share of month m that lies in the days [a, b).
    double share(int m, double a, double b) const
    {
        const double from = std::max(a, monthStart(m));
        const double to = std::min(b, monthStart(m) + kDaysPerMonth);
        return to > from ? (to - from) / kDaysPerMonth : 0.0;
    }
    // The month that contains day x, and the first month that starts on or after day x.
    int monthAt(double x) const
    {
        return goLive + static_cast<int>(std::floor(x / kDaysPerMonth + 1e-9));
    }
    int firstMonthFrom(double x) const
    {
        return goLive + static_cast<int>(std::ceil(x / kDaysPerMonth - 1e-9));
    }
};

// The phases' day boundaries and each workload's move window: the workloads that may run
// on-premise are moved one after another in the workload phase, those named in `order` first,
// the rest in service order; workload k of n moves during [b3 + k × w / n, b3 + (k + 1) × w / n).
MigrationTimeline migrationTimeline(const Model &md, const MigrationPhases &ph, int goLive)
{
    MigrationTimeline tl;
    tl.goLiveMonth = goLive;
    const double weeks[5] = {ph.preparationWeeks, ph.parallelWeeks, ph.dataWeeks, ph.workloadWeeks,
                             ph.decommissioningWeeks};
    for (std::size_t k = 0; k < 5; ++k)
        tl.boundsDays[k + 1] = tl.boundsDays[k] + 7.0 * weeks[k];
    const std::size_t W = md.workloads.size();
    const double never = std::numeric_limits<double>::infinity();
    tl.moveStartDays.assign(W, never);
    tl.moveEndDays.assign(W, never);
    tl.fallbackEndDays.assign(W, never);
    std::vector<std::size_t> moved;
    for (const std::string &name : ph.order)
        for (std::size_t w : md.order)
            if (md.workloads[w].name == name &&
                std::find(moved.begin(), moved.end(), w) == moved.end()) {
                moved.push_back(w);
                break;
            }
    for (std::size_t w : md.order)
        if (std::find(moved.begin(), moved.end(), w) == moved.end())
            moved.push_back(w);
    const double slot = moved.empty() ? 0.0 : 7.0 * ph.workloadWeeks / double(moved.size());
    for (std::size_t k = 0; k < moved.size(); ++k) {
        const std::size_t w = moved[k];
        tl.moveStartDays[w] = tl.boundsDays[3] + double(k) * slot;
        tl.moveEndDays[w] = tl.boundsDays[3] + double(k + 1) * slot;
        tl.fallbackEndDays[w] = tl.moveEndDays[w] + ph.fallbackDays;
    }
    const PhaseClock clock{goLive};
    tl.transferMonth = clock.monthAt(tl.boundsDays[2]);
    tl.releaseMonth = clock.firstMonthFrom(tl.boundsDays[5]);
    return tl;
}

// An option with a fleet bought in `tranches` (§2.2, §2.3 and version 2 §3).
OptionResult evaluateFleetOption(const Model &md, const OptionSpec &spec,
                                 const std::vector<Purchase> &purchases,
                                 const OptionRequest &request)
{
    const Inputs &in = md.in;
    const Timeline &t = md.t;
    const Cloud &c = in.cloud;
    const OnPrem &p = md.onprem;
    const int M = t.months;
    OptionResult r;
    for (const Purchase &pu : purchases)
        if (pu.gpus > 0)
            r.purchases.push_back(pu);
    r.onpremGpus = 0;
    for (const Purchase &pu : r.purchases)
        r.onpremGpus += pu.gpus;
    r.monthly.reserve(static_cast<std::size_t>(M));
    r.fleetGpus.assign(static_cast<std::size_t>(M), 0);
    MonthAccumulator<> acc{r, request.withMonthlyCategories};
    Detail detail{request.withWorkloadDetail ? &r.workloads : nullptr, M};
    if (detail)
        detail.prepare(md.workloads);

    const std::vector<Purchase> &tranches = r.purchases;
    const bool hasFleet = !tranches.empty();
    const double unitHardware = terms::unitHardware(p);
    const double scenarioGain = md.v2 ? in.onpremV2.refreshThroughputGain : 1.0;
    // Each tranche's own lead time, financing, lifetime, refresh gain and residual rule (§14.5);
    // a version 1 scenario has no overrides, so every tranche follows the scenario.
    OptionScratch &scratch = optionScratch();
    std::vector<TrancheTerms> &terms = scratch.terms;
    terms.clear();
    terms.reserve(tranches.size());
    for (const Purchase &pu : tranches) {
        terms.push_back(trancheTerms(pu, p, scenarioGain));
        r.purchaseLiveMonths.push_back(pu.month + terms.back().lead);
    }
    auto stateAt = [&](std::size_t k, int month) {
        const Purchase &pu = tranches[k];
        if (month < pu.month)
            return TrancheState{};
        const double gain = terms[k].gain;
        if (gain == 1.0)
            return TrancheState{double(pu.gpus), md.fleetThroughput};
        const int refreshes = (month - pu.month) / terms[k].lifetimeMonths;
        const double factor = std::pow(gain, refreshes);
        return TrancheState{std::ceil(pu.gpus / factor - 1e-9), md.fleetThroughput * factor};
    };

    std::vector<double> &capex = scratch.capex;
    int firstPurchase = M + 1;
    int goLive = M + 1; // the first tranche's go-live
    if (hasFleet) {
        capex.assign(static_cast<std::size_t>(M), 0.0);
        std::size_t first = 0;
        for (std::size_t k = 0; k < tranches.size(); ++k)
            if (tranches[k].month < tranches[first].month)
                first = k;
        for (std::size_t k = 0; k < tranches.size(); ++k) {
            const Purchase &pu = tranches[k];
            const TrancheTerms &tt = terms[k];
            firstPurchase = std::min(firstPurchase, pu.month);
            goLive = std::min(goLive, pu.month + tt.lead);
            addCapexPayments(tt.financing, terms::purchaseCapex(p, pu.gpus, k == first), pu.month,
                             M, capex.data(), md.v2);
            for (int s = pu.month + tt.lifetimeMonths; s <= M; s += tt.lifetimeMonths) {
                const double gpus = stateAt(k, s).gpus;
                addCapexPayments(tt.financing, terms::refreshCapex(p, gpus), s, M, capex.data(),
                                 md.v2);
            }
        }
    }
    const double onpremStorage = terms::onpremStorage(c, p);
    const double cloudStorage = terms::cloudStorage(c);
    const double syncEgress = terms::syncEgress(in, spec);
    const double optionPerGpu = terms::optionPerLiveGpu(in, spec);
    double transfer = hasFleet && goLive <= M ? migrationTransferCost(in) : 0.0;
    const int parallelEnd = goLive + in.migration.parallelRunMonths; // exclusive
    const std::optional<StaffScaling> &scaling = in.onpremV2.staffScaling;
    // The plan (§14): a phased migration replaces the one-month move and the parallel run.
    // Commitments are contracts: the move releases none (§14.1).
    const bool moves = hasFleet && goLive <= M;
    const bool phased = md.v2 && moves && in.migrationPhases.has_value();
    const PhaseClock clock{goLive};
    if (phased)
        r.migration = migrationTimeline(md, *in.migrationPhases, goLive);
    // migration.method "auto" (§14.6): the planner's cheapest method that fits the data phase
    // (phased) or the go-live month, provisioned from the first purchase.
    if (moves && in.migration.method == MigrationMethod::Auto) {
        const double provision = (goLive - firstPurchase) * kDaysPerMonth;
        const TransferEstimate chosen =
            phased ? autoTransfer(in, r.migration->boundsDays[3] - r.migration->boundsDays[2],
                                  provision + r.migration->boundsDays[2])
                   : autoTransfer(in, kDaysPerMonth, provision);
        transfer = chosen.cost;
        r.transferMethod = chosen.method;
    }

    const std::size_t W = md.workloads.size();
    std::vector<double> &served = scratch.served;
    std::vector<double> &demand = scratch.demand;
    std::vector<double> &scale = scratch.scale;
    ServeMonthsScratch &service = scratch.service;
    std::vector<double> &full = scratch.full; // phased: a workload's service over a whole month
    std::vector<double> &moveShare = scratch.moveShare;
    std::vector<double> &hours = scratch.hours; // cloud hours left for the commitments
    std::vector<double> &cover = scratch.cover;
    for (std::vector<double> *v : {&served, &demand, &scale, &full, &moveShare, &hours, &cover})
        v->assign(W, 0.0);
    for (int m = 1; m <= M; ++m) {
        const auto i = static_cast<std::size_t>(m - 1);
        double live = 0.0;     // GPUs in service
        double liveRef = 0.0;  // their capacity in reference GPUs (Σ count × θ)
        double owned = 0.0;    // GPUs bought so far, in lead time or not
        double hardware = 0.0; // hardware value of the GPUs in service
        for (std::size_t k = 0; k < tranches.size(); ++k) {
            const Purchase &pu = tranches[k];
            const TrancheState s = stateAt(k, m);
            owned += s.gpus;
            if (m >= pu.month + terms[k].lead) {
                live += s.gpus;
                liveRef += s.gpus * s.throughput;
                hardware += s.gpus * unitHardware;
            }
        }
        r.fleetGpus[i] = int(live);
        for (std::size_t w = 0; w < W; ++w) {
            demand[w] = md.demand[md.at(w, m)];
            scale[w] = md.scale[md.at(w, m)];
            served[w] = 0.0;
        }
        if (hasFleet && m >= firstPurchase) {
            double staff = terms::fixedStaff(p);
            if (md.v2 && scaling) {
                staff += terms::scaledStaff(*scaling, owned);
                if (m == firstPurchase)
                    staff += scaling->onboardingOneOff;
            }
            acc.add(Category::Staff, staff);
        }
        if (hasFleet)
            acc.add(Category::Capex, capex[i]);
        if (hasFleet && m >= goLive) {
            const double a = p.maxUtilization;
            if (phased) {
                // Only the workloads whose move has begun take capacity; each is served for the
                // share of the month after its move began.
                const MigrationTimeline &tl = *r.migration;
                std::vector<double> &d = scratch.movedDemand;
                std::vector<double> &sc = scratch.movedScale;
                d.assign(demand.begin(), demand.end());
                sc.assign(scale.begin(), scale.end());
                for (std::size_t w = 0; w < W; ++w) {
                    moveShare[w] = clock.share(m, tl.moveStartDays[w],
                                               std::numeric_limits<double>::infinity());
                    if (moveShare[w] == 0.0)
                        d[w] = sc[w] = 0.0;
                }
                if (live > 0.0)
                    serveMonth(md.workloads, md.segments, md.order, liveRef * a,
                               liveRef * kHoursPerMonth * a, d, sc, served, service);
                for (std::size_t w = 0; w < W; ++w) {
                    full[w] = served[w];
                    served[w] *= moveShare[w];
                }
            } else if (live > 0.0)
                serveMonth(md.workloads, md.segments, md.order, liveRef * a,
                           liveRef * kHoursPerMonth * a, demand, scale, served, service);
            double servedTotal = 0.0;
            for (std::size_t w = 0; w < W; ++w)
                servedTotal += served[w];
            const double busy = live > 0.0 ? servedTotal / (liveRef * kHoursPerMonth) : 0.0;
            acc.add(Category::Power, terms::power(p, live, busy, t.electricityPrice[i]));
            acc.add(Category::Maintenance, terms::maintenance(p, hardware));
            acc.add(Category::Colocation, terms::colocation(p, live));
            acc.add(Category::OtherOpex, terms::otherOpex(p));
            if (optionPerGpu != 0.0)
                acc.add(Category::OtherOpex, optionPerGpu * live);
            acc.add(Category::OnpremStorage, onpremStorage);
            acc.add(Category::CloudEgress, syncEgress);
            if (phased) {
                // §14.2: the transfer in the data phase's first month; cloud storage until the
                // data has moved, cloud egress until the workloads have; both sides paid during
                // each workload's move, the standby share during its fallback window.
                const MigrationTimeline &tl = *r.migration;
                if (m == tl.transferMonth)
                    acc.add(Category::Migration, transfer);
                acc.add(Category::CloudStorage,
                        cloudStorage * clock.share(m, 0.0, tl.boundsDays[3]));
                acc.add(Category::CloudEgress,
                        md.egressPerMonth * clock.share(m, 0.0, tl.boundsDays[4]));
                const MigrationPhases &ph = *in.migrationPhases;
                double parallel = 0.0;
                double standby = 0.0;
                for (std::size_t w = 0; w < W; ++w) {
                    if (full[w] == 0.0)
                        continue;
                    const ResolvedWorkload &wl = md.workloads[w];
                    const double cloudCost =
                        terms::parallelRun(wl, full[w], md.priceFactor, t.cloudPrice[i]);
                    parallel += cloudCost * clock.share(m, tl.moveStartDays[w], tl.moveEndDays[w]);
                    standby += cloudCost * clock.share(m, tl.moveEndDays[w], tl.fallbackEndDays[w]);
                }
                acc.add(Category::Migration, parallel + ph.standbyFraction * standby);
            } else if (m == goLive)
                acc.add(Category::Migration, transfer);
            if (!phased && m < parallelEnd) {
                double parallel = 0.0;
                for (std::size_t w = 0; w < W; ++w)
                    parallel += terms::parallelRun(md.workloads[w], served[w], md.priceFactor,
                                                   t.cloudPrice[i]);
                acc.add(Category::Migration, parallel);
            }
        } else {
            acc.add(Category::CloudStorage, cloudStorage);
            acc.add(Category::CloudEgress, md.egressPerMonth);
        }
        double compute = 0.0;
        double committed = 0.0;
        std::fill(cover.begin(), cover.end(), 0.0);
        if (!md.commitments.empty()) {
            for (std::size_t w = 0; w < W; ++w)
                hours[w] = (demand[w] - served[w]) / md.workloads[w].throughput;
            committed = applyCommitments(md, m, hours, cover);
        }
        for (std::size_t w = 0; w < W; ++w) {
            const ResolvedWorkload &wl = md.workloads[w];
            const double burst = demand[w] - served[w];
            if (detail) {
                (*detail.rows)[w].servedOnprem[i] = served[w];
                (*detail.rows)[w].reservedHours[i] += cover[w];
            }
            if (wl.placement == Placement::OnPrem && burst > 1e-9 * std::max(1.0, demand[w]))
                r.placementViolations.push_back({int(w), m, burst});
            compute += restCost(wl, burst / wl.throughput - cover[w], wl.burstPrice, md.priceFactor,
                                t.cloudPrice[i], w, i, detail);
        }
        if (committed != 0.0)
            compute += committed;
        acc.add(Category::CloudCompute, compute);
        acc.add(Category::CloudOverhead, terms::cloudOverhead(c, compute));
        if (m == M && hasFleet) {
            double credit = 0.0; // negative: the book value of the hardware kept
            bool counted = false;
            for (std::size_t k = 0; k < tranches.size(); ++k) {
                if (!terms[k].residual)
                    continue;
                counted = true;
                const Purchase &pu = tranches[k];
                const int L = terms[k].lifetimeMonths;
                credit += terms::residualCredit(p, stateAt(k, M).gpus, M, pu.month, L);
            }
            if (counted)
                acc.add(Category::ResidualCredit, credit);
        }
        acc.close();
    }
    return r;
}

// Whether evaluateLeanFleet() gives an option's figures: version 2, one purchase with GPUs whose
// refreshes keep its size (throughput gain 1), no commitments, no phased migration and no detail
// per workload — the scenarios of every Monte Carlo draw of the benchmark and most others.
bool leanFleetApplies(const Model &md, const std::vector<Purchase> &purchases,
                      const OptionRequest &request)
{
    if (!md.v2 || request.withWorkloadDetail || !md.commitments.empty() ||
        md.in.migrationPhases.has_value())
        return false;
    const Purchase *one = nullptr;
    for (const Purchase &pu : purchases) {
        if (pu.gpus <= 0)
            continue;
        if (one)
            return false;
        one = &pu;
    }
    return one && one->refreshThroughputGain.value_or(md.in.onpremV2.refreshThroughputGain) == 1.0;
}

// Working memory of evaluateLeanFleet(), one set per thread.
struct LeanFleetScratch
{
    std::vector<double> capex;
    ServeMonthsScratch service;
    std::vector<double> servedTotal;  // per month
    std::vector<double> servedAll;    // per workload and month, workload by workload
    std::vector<double> busy;         // per month
    std::vector<double> parallel;     // per month
    std::vector<double> compute;      // per month
    std::vector<double> amounts;      // per category and month, category by category
    std::vector<std::size_t> staying; // the workloads with placement onprem
};

// evaluateFleetOption() of one tranche (leanFleetApplies()), the same figures bit for bit: every
// amount from the same terms in the same order. The fleet serves month by month as there; the
// costs then follow category by category over all months, and each month's total sums its
// categories in their order — loops over the months without branches, which the compiler
// vectorises (issue 38: the Monte Carlo of version 2 spent a third of each draw in the month
// loop of evaluateFleetOption()). Each category of a month receives at most one amount, the
// migration two (transfer, then parallel run), as there; an amount added to a category that
// starts at +0.0 is written 0.0 + amount.
OptionResult evaluateLeanFleet(const Model &md, const OptionSpec &spec,
                               const std::vector<Purchase> &purchases, const OptionRequest &request)
{
    const Inputs &in = md.in;
    const Timeline &t = md.t;
    const Cloud &c = in.cloud;
    const OnPrem &p = md.onprem;
    const int M = t.months;
    const auto months = static_cast<std::size_t>(M);
    const std::size_t W = md.workloads.size();
    thread_local LeanFleetScratch scratch;

    OptionResult r;
    for (const Purchase &pu : purchases)
        if (pu.gpus > 0)
            r.purchases.push_back(pu);
    const Purchase &pu = r.purchases.front();
    r.onpremGpus = pu.gpus;
    r.fleetGpus.assign(months, 0);
    const TrancheTerms tt = trancheTerms(pu, p, in.onpremV2.refreshThroughputGain);
    r.purchaseLiveMonths.push_back(pu.month + tt.lead);

    // The tranche in the months from its purchase (gain 1: its size never changes).
    const double gpus = pu.gpus;
    const double owned = 0.0 + gpus;
    const double live = 0.0 + gpus;
    const double liveRef = 0.0 + gpus * md.fleetThroughput;
    const double hardware = 0.0 + gpus * terms::unitHardware(p);
    const int firstPurchase = std::min(M + 1, pu.month);
    const int goLive = std::min(M + 1, pu.month + tt.lead);

    std::vector<double> &capex = scratch.capex;
    capex.assign(months, 0.0);
    addCapexPayments(tt.financing, terms::purchaseCapex(p, pu.gpus, true), pu.month, M,
                     capex.data(), true);
    for (int s = pu.month + tt.lifetimeMonths; s <= M; s += tt.lifetimeMonths)
        addCapexPayments(tt.financing, terms::refreshCapex(p, gpus), s, M, capex.data(), true);

    const double onpremStorage = terms::onpremStorage(c, p);
    const double cloudStorage = terms::cloudStorage(c);
    const double syncEgress = terms::syncEgress(in, spec);
    const bool moves = goLive <= M;
    double transfer = moves ? migrationTransferCost(in) : 0.0;
    const int parallelEnd = goLive + in.migration.parallelRunMonths; // exclusive
    if (moves && in.migration.method == MigrationMethod::Auto) {
        const TransferEstimate chosen =
            autoTransfer(in, kDaysPerMonth, (goLive - firstPurchase) * kDaysPerMonth);
        transfer = chosen.cost;
        r.transferMethod = chosen.method;
    }

    // The fleet's service, month by month from go-live.
    std::vector<double> &servedAll = scratch.servedAll;
    std::vector<double> &busy = scratch.busy;
    std::vector<double> &parallel = scratch.parallel;
    servedAll.assign(W * months, 0.0);
    busy.assign(months, 0.0);
    parallel.assign(months, 0.0);
    const double a = p.maxUtilization;
    // Every live month's service at once: serveMonth()'s arithmetic month by month, the months
    // side by side (issue 38: a tenth of a Monte Carlo draw).
    const auto live0 = static_cast<std::size_t>(std::max(goLive, 1) - 1);
    serveMonths(md.workloads, md.segments, md.order, liveRef * a, liveRef * kHoursPerMonth * a,
                md.demand.data(), md.scale.data(), months, std::min(live0, months), months,
                servedAll.data(), scratch.service);
    // Each month's total served, workload by workload in file order (as summed month by month),
    // the months side by side.
    std::vector<double> &servedTotal = scratch.servedTotal;
    servedTotal.assign(months, 0.0);
    for (std::size_t w = 0; w < W; ++w) {
        const double *served = servedAll.data() + w * months;
        for (std::size_t i = std::min(live0, months); i < months; ++i)
            servedTotal[i] += served[i];
    }
    for (int m = goLive; m <= M; ++m) {
        const auto i = static_cast<std::size_t>(m - 1);
        r.fleetGpus[i] = int(live);
        busy[i] = servedTotal[i] / (liveRef * kHoursPerMonth);
        if (m < parallelEnd) {
            double sum = 0.0;
            for (std::size_t w = 0; w < W; ++w)
                sum += terms::parallelRun(md.workloads[w], servedAll[w * months + i],
                                          md.priceFactor, t.cloudPrice[i]);
            parallel[i] = sum;
        }
    }

    // The cloud's compute: each workload's burst beyond the fleet, workload by workload in file
    // order as there (the commitments' cover is 0: x − 0 is x).
    std::vector<double> &compute = scratch.compute;
    compute.assign(months, 0.0);
    for (std::size_t w = 0; w < W; ++w) {
        const ResolvedWorkload &wl = md.workloads[w];
        const double *d = md.demand.data() + md.at(w, 1);
        const double *s = servedAll.data() + w * months;
        for (std::size_t i = 0; i < months; ++i)
            compute[i] += terms::cloudRest(wl, (d[i] - s[i]) / wl.throughput, wl.burstPrice,
                                           md.priceFactor, t.cloudPrice[i]);
    }

    // Every category, month by month (kAllCategories order, the first thirteen).
    constexpr std::size_t C = kVersionOneCategoryCount;
    std::vector<double> &amounts = scratch.amounts;
    amounts.assign(C * months, 0.0);
    auto column = [&](Category k) { return amounts.data() + static_cast<std::size_t>(k) * months; };
    const auto fromPurchase = static_cast<std::size_t>(firstPurchase - 1);
    const auto fromLive = static_cast<std::size_t>(goLive - 1);
    const std::optional<StaffScaling> &scaling = in.onpremV2.staffScaling;
    double *staff = column(Category::Staff);
    for (std::size_t i = fromPurchase; i < months; ++i) {
        double amount = terms::fixedStaff(p);
        if (scaling) {
            amount += terms::scaledStaff(*scaling, owned);
            if (i == fromPurchase)
                amount += scaling->onboardingOneOff;
        }
        staff[i] = 0.0 + amount;
    }
    double *capexColumn = column(Category::Capex);
    for (std::size_t i = 0; i < months; ++i)
        capexColumn[i] = 0.0 + capex[i];
    double *power = column(Category::Power);
    double *maintenance = column(Category::Maintenance);
    double *colocation = column(Category::Colocation);
    double *other = column(Category::OtherOpex);
    double *storageOnprem = column(Category::OnpremStorage);
    double *egress = column(Category::CloudEgress);
    double *storage = column(Category::CloudStorage);
    double *migration = column(Category::Migration);
    const double maintenanceAmount = terms::maintenance(p, hardware);
    const double colocationAmount = terms::colocation(p, live);
    const double otherAmount = terms::otherOpex(p);
    const double optionBlock = terms::optionPerLiveGpu(in, spec) * live;
    for (std::size_t i = 0; i < fromLive; ++i) {
        storage[i] = 0.0 + cloudStorage;
        egress[i] = 0.0 + md.egressPerMonth;
    }
    for (std::size_t i = fromLive; i < months; ++i) {
        power[i] = 0.0 + terms::power(p, live, busy[i], t.electricityPrice[i]);
        maintenance[i] = 0.0 + maintenanceAmount;
        colocation[i] = 0.0 + colocationAmount;
        other[i] = 0.0 + otherAmount;
        if (optionBlock != 0.0)
            other[i] += optionBlock;
        storageOnprem[i] = 0.0 + onpremStorage;
        egress[i] = 0.0 + syncEgress;
    }
    if (moves)
        migration[fromLive] = 0.0 + transfer;
    for (std::size_t i = fromLive; i < months && i + 1 < static_cast<std::size_t>(parallelEnd); ++i)
        migration[i] += parallel[i];
    double *computeColumn = column(Category::CloudCompute);
    double *overhead = column(Category::CloudOverhead);
    for (std::size_t i = 0; i < months; ++i) {
        computeColumn[i] = 0.0 + compute[i];
        overhead[i] = 0.0 + terms::cloudOverhead(c, compute[i]);
    }
    if (tt.residual)
        column(Category::ResidualCredit)[months - 1] =
            0.0 + (0.0 + terms::residualCredit(p, M < pu.month ? 0.0 : gpus, M, pu.month,
                                               tt.lifetimeMonths));

    // Each month's total in category order, each category's total in month order.
    r.monthly.assign(months, 0.0);
    for (std::size_t k = 0; k < C; ++k) {
        const double *amount = amounts.data() + k * months;
        for (std::size_t i = 0; i < months; ++i)
            r.monthly[i] += amount[i];
    }
    // Month after month, the categories side by side (independent sums, not one chain), in
    // locals for the same reason as finish()'s NPV.
    std::array<double, C> categories{};
    std::copy_n(r.categories.begin(), C, categories.begin());
    for (std::size_t i = 0; i < months; ++i)
        for (std::size_t k = 0; k < C; ++k)
            categories[k] += amounts[k * months + i];
    std::copy_n(categories.begin(), C, r.categories.begin());
    if (request.withMonthlyCategories) {
        r.monthlyByCategory.assign(months, CategoryAmounts{});
        for (std::size_t k = 0; k < C; ++k)
            for (std::size_t i = 0; i < months; ++i)
                r.monthlyByCategory[i][k] = amounts[k * months + i];
    }

    // The hours of the workloads that must stay on-premise which the fleet leaves to the cloud,
    // month by month in file order.
    std::vector<std::size_t> &staying = scratch.staying;
    staying.clear();
    for (std::size_t w = 0; w < W; ++w)
        if (md.workloads[w].placement == Placement::OnPrem)
            staying.push_back(w);
    for (std::size_t i = 0; i < months && !staying.empty(); ++i)
        for (std::size_t w : staying) {
            const double d = md.demand[md.at(w, static_cast<int>(i) + 1)];
            const double burst = d - servedAll[w * months + i];
            if (burst > 1e-9 * std::max(1.0, d))
                r.placementViolations.push_back({int(w), static_cast<int>(i) + 1, burst});
        }
    return r;
}

// Whether evaluateVersionOneFleet() gives an option's figures: a version 1 scenario (one
// shiftable workload priced at the scenario's terms, no commitments, no phases, no staff
// scaling) with at most one purchase, at month 1, following the scenario's terms.
bool versionOneFleetApplies(const Model &md, const std::vector<Purchase> &purchases,
                            const OptionRequest &request)
{
    if (md.v2 || request.withWorkloadDetail || md.workloads.size() != 1 ||
        !md.workloads.front().shiftable || md.order.size() != 1 || !md.commitments.empty() ||
        md.fleetThroughput != 1.0)
        return false;
    std::size_t count = 0;
    for (const Purchase &pu : purchases)
        if (pu.gpus > 0 && (++count > 1 || pu.month != 1 || pu.hasOverrides()))
            return false;
    return true;
}

// The months of a version 1 fleet of K GPUs bought at month 1 (versionOneFleetApplies()),
// handed to `out` amount by amount: out.add(category, amount) and out.close() at each month's
// end, out.fleet(month index, GPUs) and out.transfer(method) for the option's detail. One body
// for the option's figures (evaluateVersionOneFleet) and for the NPV alone (the optimal fleet's
// scan, versionOneFleetNpv): both add the same amounts in the same order, so both give the same
// NPV bit for bit.
template <class Out>
void versionOneFleetMonths(const Model &md, const OptionSpec &spec, int K, Out &out)
{
    const Inputs &in = md.in;
    const Timeline &t = md.t;
    const Cloud &c = in.cloud;
    const OnPrem &p = md.onprem;
    const ResolvedWorkload &wl = md.workloads.front();
    const int M = t.months;
    const bool hasFleet = K > 0;
    const double gpus = K;
    const int lead = p.leadMonths;
    const int lifetimeMonths = 12 * p.lifetimeYears;
    const int goLive = hasFleet ? 1 + lead : M + 1;
    std::vector<double> &capex = optionScratch().capex;
    if (hasFleet) {
        capex.assign(static_cast<std::size_t>(M), 0.0);
        addCapexPayments(p.financing, terms::purchaseCapex(p, gpus, true), 1, M, capex.data());
        for (int s = 1 + lifetimeMonths; s <= M; s += lifetimeMonths)
            addCapexPayments(p.financing, terms::refreshCapex(p, gpus), s, M, capex.data());
    }
    const double hardware = gpus * terms::unitHardware(p);
    const double onpremStorage = terms::onpremStorage(c, p);
    const double cloudStorage = terms::cloudStorage(c);
    const double syncEgress = terms::syncEgress(in, spec);
    const double optionBlock = terms::optionPerLiveGpu(in, spec) * gpus;
    const bool moves = hasFleet && goLive <= M;
    double transfer = moves ? migrationTransferCost(in) : 0.0;
    if (moves && in.migration.method == MigrationMethod::Auto) {
        const TransferEstimate chosen = autoTransfer(in, kDaysPerMonth, lead * kDaysPerMonth);
        transfer = chosen.cost;
        out.transfer(chosen.method);
    }
    const int parallelEnd = goLive + in.migration.parallelRunMonths; // exclusive
    const double capacity = gpus * kHoursPerMonth * p.maxUtilization;
    const double fleetHours = gpus * kHoursPerMonth;
    const double staff = terms::fixedStaff(p);
    // The terms that are the same in every month the fleet runs, worked out once.
    const double maintenance = terms::maintenance(p, hardware);
    const double colocation = terms::colocation(p, gpus);
    const double otherOpex = terms::otherOpex(p);
    for (int m = 1; m <= M; ++m) {
        const auto i = static_cast<std::size_t>(m - 1);
        const bool live = hasFleet && m >= goLive;
        out.fleet(i, live ? K : 0);
        const double demand = md.demand[i];
        double served = 0.0;
        if (hasFleet) {
            out.add(Category::Staff, staff);
            out.add(Category::Capex, capex[i]);
        }
        if (live) {
            served = std::max(0.0, std::min(demand, capacity));
            const double busy = served / fleetHours;
            out.add(Category::Power, terms::power(p, gpus, busy, t.electricityPrice[i]));
            out.add(Category::Maintenance, maintenance);
            out.add(Category::Colocation, colocation);
            out.add(Category::OtherOpex, otherOpex);
            if (optionBlock != 0.0)
                out.add(Category::OtherOpex, optionBlock);
            out.add(Category::OnpremStorage, onpremStorage);
            out.add(Category::CloudEgress, syncEgress);
            if (m == goLive)
                out.add(Category::Migration, transfer);
            if (m < parallelEnd)
                out.add(Category::Migration,
                        terms::parallelRun(wl, served, md.priceFactor, t.cloudPrice[i]));
        } else {
            out.add(Category::CloudStorage, cloudStorage);
            out.add(Category::CloudEgress, md.egressPerMonth);
        }
        const double burst = demand - served;
        const double compute = terms::cloudRest(wl, burst / wl.throughput, wl.burstPrice,
                                                md.priceFactor, t.cloudPrice[i]);
        out.add(Category::CloudCompute, compute);
        out.add(Category::CloudOverhead, terms::cloudOverhead(c, compute));
        if (m == M && hasFleet && p.countResidualValue)
            out.add(Category::ResidualCredit, terms::residualCredit(p, gpus, M, 1, lifetimeMonths));
        out.close();
    }
}

// evaluateFleetOption() of a version 1 scenario (versionOneFleetApplies()), the same figures
// bit for bit — every amount from the same terms in the same order — without the version 2
// machinery that one shiftable workload and one purchase do not need: no tranche loop, no
// hour-of-week service (one shiftable workload takes min(D_m, capacity)), no per-workload
// vectors (issue 38: version 1 as fast as before version 2).
OptionResult evaluateVersionOneFleet(const Model &md, const OptionSpec &spec,
                                     const std::vector<Purchase> &purchases,
                                     const OptionRequest &request)
{
    OptionResult r;
    for (const Purchase &pu : purchases)
        if (pu.gpus > 0)
            r.purchases.push_back(pu);
    const int K = r.purchases.empty() ? 0 : r.purchases.front().gpus;
    r.onpremGpus = K;
    r.monthly.reserve(static_cast<std::size_t>(md.t.months));
    r.fleetGpus.assign(static_cast<std::size_t>(md.t.months), 0);
    if (K > 0)
        r.purchaseLiveMonths.push_back(1 + md.onprem.leadMonths);
    // Version 1's thirteen categories: the month's total adds two +0.0 fewer (MonthAccumulator),
    // a shorter chain in every month of every fleet size and Monte Carlo draw.
    struct Figures : MonthAccumulator<kVersionOneCategoryCount>
    {
        void fleet(std::size_t i, int gpus) { result.fleetGpus[i] = gpus; }
        void transfer(TransferMethod method) { result.transferMethod = method; }
    } out{{r, request.withMonthlyCategories}};
    versionOneFleetMonths(md, spec, K, out);
    return r;
}

// The NPV of evaluateOn(md, spec, oneTranche(K), {}) for a version 1 scenario
// (versionOneFleetApplies()), bit for bit: the months' totals summed and discounted as finish()
// does, without the option's vectors (the optimal fleet's scan evaluates every K).
double versionOneFleetNpv(const Model &md, const OptionSpec &spec, int K)
{
    struct Npv
    {
        const double *discount;
        CategoryAmounts month{};
        double npv = 0.0;
        std::size_t i = 0;
        void add(Category c, double amount) { month[static_cast<std::size_t>(c)] += amount; }
        void close()
        {
            // The month's total as evaluateVersionOneFleet's MonthAccumulator sums it, then
            // discounted as finish() does.
            npv += monthTotal<kVersionOneCategoryCount>(month) * discount[i++];
            month = {};
        }
        void fleet(std::size_t, int) {}
        void transfer(TransferMethod) {}
    } out{md.t.discount.data()};
    versionOneFleetMonths(md, spec, K, out);
    return out.npv;
}

// The version 1 fleet of a fleet rule: onprem.gpus (default N), or the base-load fleet.
int versionOneFleet(const Inputs &in, FleetRule rule, const std::vector<double> &demand)
{
    switch (rule) {
    case FleetRule::None:
        return 0;
    case FleetRule::Workload:
        return in.onprem.gpus.value_or(in.workload.gpus);
    case FleetRule::BaseLoad: {
        if (in.onprem.hybridGpus)
            return *in.onprem.hybridGpus;
        const auto firstYearEnd = demand.begin() + std::min<std::ptrdiff_t>(12, demand.size());
        const double lowest = *std::min_element(demand.begin(), firstYearEnd);
        return static_cast<int>(std::floor(lowest / (kHoursPerMonth * in.onprem.maxUtilization)));
    }
    }
    return 0;
}

std::vector<Purchase> oneTranche(int gpus)
{
    if (gpus <= 0)
        return {};
    return {Purchase{1, gpus}};
}

OptionResult evaluateOn(const Model &md, const OptionSpec &spec,
                        const std::vector<Purchase> &purchases, const OptionRequest &request)
{
    OptionResult r = !spec.ownsFleet() ? ownTermsCloudApplies(md, spec, request)
                                             ? evaluateOwnTermsCloud(md, request)
                                             : evaluateCloudOption(md, spec, request)
                     : versionOneFleetApplies(md, purchases, request)
                         ? evaluateVersionOneFleet(md, spec, purchases, request)
                     : leanFleetApplies(md, purchases, request)
                         ? evaluateLeanFleet(md, spec, purchases, request)
                         : evaluateFleetOption(md, spec, purchases, request);
    r.option = spec.id;
    // The first month a commitment is released, by its own release month (§14.1).
    for (const ResolvedCommitment &c : md.commitments) {
        if (!c.release)
            continue;
        const int from = std::max(*c.release, c.first);
        if (from <= std::min(c.last, md.t.months) &&
            (r.commitmentsReleasedFrom == 0 || from < r.commitmentsReleasedFrom))
            r.commitmentsReleasedFrom = from;
    }
    finish(r, md.t, md.totalDemand);
    return r;
}

// Version 2's default on-premise fleet: ceil(Σ N / θ_o − 1e-9) of the workloads that may run
// on-premise, bought at month 1.
int versionTwoOnpremFleet(const Model &md)
{
    double gpus = 0.0;
    for (const ResolvedWorkload &w : md.workloads)
        if (w.placement != Placement::Cloud)
            gpus += w.gpus;
    return static_cast<int>(std::ceil(gpus / md.fleetThroughput - 1e-9));
}

// The largest fleet the hybrid search tries (version 2): the month whose busiest hour of
// non-shiftable work plus the average of its shiftable work needs the most GPUs.
int hybridSearchUpper(const Model &md)
{
    double peak = 0.0;
    const std::size_t segments = md.segments.hours.size();
    for (int m = 1; m <= md.t.months; ++m) {
        double shiftable = 0.0;
        double busiest = 0.0;
        for (std::size_t s = 0; s < segments; ++s) {
            double load = 0.0;
            for (std::size_t w : md.order)
                if (!md.workloads[w].shiftable)
                    load += md.workloads[w].gpus * md.segments.busy[w][s] * md.scale[md.at(w, m)];
            busiest = std::max(busiest, load);
        }
        for (std::size_t w : md.order)
            if (md.workloads[w].shiftable)
                shiftable += md.demand[md.at(w, m)] / kHoursPerMonth;
        peak = std::max(peak, busiest + shiftable);
    }
    return static_cast<int>(
        std::ceil(peak / (md.fleetThroughput * md.onprem.maxUtilization) - 1e-9));
}

// Version 2's hybrid fleet: the single tranche at month 1 with the lowest NPV; K upwards, a
// larger K only when it is cheaper by more than 1e-9 of the best.
int hybridSearch(const Model &md)
{
    const OptionSpec &hybrid = optionSpec(Option::Hybrid);
    double best = evaluateOn(md, hybrid, {}, {}).npv;
    int bestFleet = 0;
    const int upper = hybridSearchUpper(md);
    for (int k = 1; k <= upper; ++k) {
        const double npv = evaluateOn(md, hybrid, oneTranche(k), {}).npv;
        if (npv < best - 1e-9 * std::abs(best)) {
            best = npv;
            bestFleet = k;
        }
    }
    return bestFleet;
}

// The purchases of an option with a fleet for the scenario of `md`.
std::vector<Purchase> purchasesFor(const Model &md, const OptionSpec &spec)
{
    const Inputs &in = md.in;
    if (!md.v2)
        return oneTranche(versionOneFleet(in, spec.fleet, md.monthDemand));
    switch (spec.fleet) {
    case FleetRule::None:
        return {};
    case FleetRule::Workload:
        return in.onpremV2.purchases ? *in.onpremV2.purchases
                                     : oneTranche(versionTwoOnpremFleet(md));
    case FleetRule::BaseLoad:
        return in.hybrid.purchases ? *in.hybrid.purchases : oneTranche(hybridSearch(md));
    }
    return {};
}

// Break-even month and savings fraction of `r` against the cloud option's result.
void compareWithCloud(OptionResult &r, const OptionResult &cloud)
{
    r.breakEvenMonth = breakEvenMonth(cloud.cumulative, r.cumulative);
    r.savingsFraction = cloud.tco != 0.0 ? (cloud.tco - r.tco) / cloud.tco : 0.0;
}

Evaluation evaluateModel(const Model &md, const OptionRequest &request,
                         const std::vector<Purchase> *hybridOverride = nullptr)
{
    Evaluation e;
    e.modelVersion = md.v2 ? 2 : 1;
    e.months = md.t.months;
    e.gpuHours = md.totalDemand;
    e.options.reserve(optionList().size());
    for (const OptionSpec &spec : optionList()) {
        if (!spec.appliesTo(e.modelVersion))
            continue;
        const std::vector<Purchase> purchases = hybridOverride && spec.fleet == FleetRule::BaseLoad
                                                    ? *hybridOverride
                                                    : purchasesFor(md, spec);
        e.options.push_back(evaluateOn(md, spec, purchases, request));
    }
    const OptionResult &cloud = e.option(Option::Cloud);
    for (OptionResult &r : e.options)
        if (r.option != Option::Cloud)
            compareWithCloud(r, cloud);
    const OptionResult &onprem = e.option(Option::OnPrem);
    e.breakEvenMonth = onprem.breakEvenMonth;
    e.savingsFraction = onprem.savingsFraction;
    // The transfer planner (§14.4) on the data phase of the on-premise option, else the hybrid's.
    for (Option o : {Option::OnPrem, Option::Hybrid}) {
        const OptionResult *r = e.find(o);
        if (!r || !r->migration || r->purchases.empty())
            continue;
        const MigrationTimeline &tl = *r->migration;
        int first = r->purchases.front().month;
        for (const Purchase &pu : r->purchases)
            first = std::min(first, pu.month);
        e.transferPlan = planTransfers(md.in, tl.boundsDays[3] - tl.boundsDays[2],
                                       (tl.goLiveMonth - first) * kDaysPerMonth + tl.boundsDays[2]);
        break;
    }
    return e;
}

// The mean utilization ū = Σ_w u_w D_w / Σ_w D_w over the horizon (version 2).
double meanUtilization(const Model &md)
{
    double weighted = 0.0;
    double total = 0.0;
    for (std::size_t w = 0; w < md.workloads.size(); ++w) {
        double d = 0.0;
        for (int m = 1; m <= md.t.months; ++m)
            d += md.demand[md.at(w, m)];
        weighted += md.workloads[w].utilization * d;
        total += d;
    }
    return total > 0.0 ? weighted / total : 0.0;
}

} // namespace

std::span<const Category> categoriesFor(int modelVersion)
{
    const std::span<const Category> all = kAllCategories;
    return modelVersion >= 2 ? all : all.first(kVersionOneCategoryCount);
}

double meanUtilization(const Inputs &in)
{
    return meanUtilization(makeModel(in));
}

double migrationVolume(const Inputs &in)
{
    const Migration &mg = in.migration;
    double data = mg.dataTb;
    if (in.modelVersion >= 2)
        for (const WorkloadInput &w : in.workloads)
            if (w.placement != Placement::Cloud)
                data += w.dataTb;
    return data * (1.0 - mg.staleFraction) * (1.0 - mg.compression);
}

double migrationTransferCost(const Inputs &in)
{
    const Migration &mg = in.migration;
    const double volume = migrationVolume(in);
    switch (mg.method) {
    case MigrationMethod::Internet:
        return tieredCost(in.cloud.egressTiers, volume);
    case MigrationMethod::Snowball: {
        const double devices = volume / mg.snowballDeviceTb;
        return (in.modelVersion >= 2 ? std::ceil(devices - 1e-9) : std::ceil(devices)) *
               (mg.snowballFeePerDevice + mg.snowballShippingPerDevice);
    }
    case MigrationMethod::DirectConnect:
        return mg.directConnectPortPerMonth * mg.directConnectMonths +
               volume * 1000.0 * mg.directConnectPerGb;
    case MigrationMethod::Auto:
        // Without a timeline: the one-month move of §12.7 in the go-live month, the lead time
        // to provision a line (§14.6).
        return autoTransfer(in, kDaysPerMonth, in.onprem.leadMonths * kDaysPerMonth).cost;
    }
    return 0.0;
}

double initialCapex(const Inputs &in, int fleet)
{
    return terms::purchaseCapex(in.onprem, fleet, true);
}

namespace {
// The capex before financing of an option's purchases in the `months` months from its first
// purchase, fixed capex once.
double capexOfFirstMonths(const Inputs &in, const OptionResult &option, int months)
{
    if (option.purchases.empty())
        return 0.0;
    int first = option.purchases.front().month;
    for (const Purchase &pu : option.purchases)
        first = std::min(first, pu.month);
    double capex = 0.0;
    bool fixed = true;
    for (const Purchase &pu : option.purchases) {
        if (pu.month >= first + months)
            continue;
        capex += terms::purchaseCapex(in.onprem, pu.gpus, fixed);
        fixed = false;
    }
    return capex;
}
} // namespace

double initialCapex(const Inputs &in, const OptionResult &option)
{
    return capexOfFirstMonths(in, option, 1);
}

double firstYearCapex(const Inputs &in, const OptionResult &option)
{
    return capexOfFirstMonths(in, option, 12);
}

std::vector<double> monthlyDemand(const Inputs &in)
{
    return makeModel(in).monthDemand;
}

double tieredCost(const std::vector<EgressTier> &tiers, double volumeTb)
{
    double cost = 0.0;
    double lower = 0.0;
    for (const EgressTier &tier : tiers) {
        if (volumeTb <= lower)
            break;
        const double inBand = std::min(volumeTb, tier.upperTb) - lower;
        cost += inBand * 1000.0 * tier.pricePerGb;
        lower = tier.upperTb;
    }
    return cost;
}

std::vector<double> capexPayments(const Financing &financing, double amount, int start, int months,
                                  bool keepAfterHorizon)
{
    std::vector<double> out(static_cast<std::size_t>(std::max(0, months)), 0.0);
    if (start >= 1)
        addCapexPayments(financing, amount, start, months, out.data(), keepAfterHorizon);
    return out;
}

int fleetSize(const Inputs &in, Option option, const std::vector<double> &demand)
{
    const OptionSpec &spec = optionSpec(option);
    if (in.modelVersion < 2)
        return versionOneFleet(in, spec.fleet, demand);
    const Model md = makeModel(in);
    int gpus = 0;
    for (const Purchase &pu : purchasesFor(md, spec))
        gpus += pu.gpus;
    return gpus;
}

OptionResult evaluateOption(const Inputs &in, Option option, int fleet,
                            const std::vector<double> &demand, OptionRequest request)
{
    const Model md = in.modelVersion < 2 ? makeModel(in, 1.0, &demand) : makeModel(in);
    return evaluateOn(md, optionSpec(option), oneTranche(fleet), request);
}

void PaybackMonth::add(double gap)
{
    const int index = m_seen++;
    if (m_caughtUp)
        return;
    if (!m_behind) {
        // Months of equal or lower cost before the option first falls behind are no catch-up.
        if (gap > 0.0) {
            m_behind = true;
            m_previous = gap;
        }
        return;
    }
    if (gap <= 0.0) {
        m_caughtUp = true;
        m_month = static_cast<double>(index) + m_previous / (m_previous - gap);
        return;
    }
    m_previous = gap;
}

std::optional<double> PaybackMonth::month() const
{
    if (!m_behind)
        return 0.0;
    if (m_caughtUp)
        return m_month;
    return std::nullopt;
}

std::optional<double> breakEvenMonth(const std::vector<double> &cumCloud,
                                     const std::vector<double> &cumOption)
{
    PaybackMonth payback;
    const std::size_t n = std::min(cumCloud.size(), cumOption.size());
    for (std::size_t i = 0; i < n; ++i)
        payback.add(cumOption[i] - cumCloud[i]);
    return payback.month();
}

Evaluation evaluateOptions(const Inputs &in, OptionRequest request)
{
    return evaluateModel(makeModel(in), request);
}

namespace {

// Version 1 moves the workload's utilization; version 2 scales every workload's demand so that
// the mean utilization ū becomes `level` (pattern workloads scale their concurrency), with the
// hybrid fleet held at the scenario's own.
Inputs atUtilization(const Inputs &in, double utilization)
{
    Inputs moved = in;
    moved.workload.utilization = utilization;
    return moved;
}

double demandFactor(const Inputs &in, double level)
{
    const double mean = meanUtilization(in);
    return mean > 0.0 ? level / mean : 0.0;
}

} // namespace

double tcoAtUtilization(const Inputs &in, Option option, double utilization)
{
    if (in.modelVersion < 2) {
        const Inputs moved = atUtilization(in, utilization);
        const Model md = makeModel(moved);
        return evaluateOn(md, optionSpec(option), purchasesFor(md, optionSpec(option)), {}).tco;
    }
    const Model base = makeModel(in);
    const OptionSpec &spec = optionSpec(option);
    const std::vector<Purchase> purchases = purchasesFor(base, spec);
    const Model md = makeModel(in, demandFactor(in, utilization));
    return evaluateOn(md, spec, purchases, {}).tco;
}

Evaluation evaluateAtUtilization(const Inputs &in, double utilization)
{
    if (in.modelVersion < 2)
        return evaluateOptions(atUtilization(in, utilization));
    const Model base = makeModel(in);
    const std::vector<Purchase> hybrid = purchasesFor(base, optionSpec(Option::Hybrid));
    return evaluateModel(makeModel(in, demandFactor(in, utilization)), {}, &hybrid);
}

std::optional<double> hoursPerDayForm(const Inputs &in)
{
    if (in.modelVersion < 2 || in.workloads.empty())
        return std::nullopt;
    const WorkloadInput &first = in.workloads.front();
    for (const WorkloadInput &w : in.workloads)
        if (w.utilization || w.hoursPerDay != first.hoursPerDay ||
            w.daysPerWeek != first.daysPerWeek)
            return std::nullopt;
    return first.hoursPerDay;
}

namespace {

// §12.8: the break-even of an hours-a-day scenario, by bisection over the hours a day h in
// [0.024, 24] (0.024 h is the 0.001 of the utilization search), every workload at h hours a day
// with its GPUs, days and start hour; the on-premise fleet is the scenario's own.
BreakEvenUtilization breakEvenHours(const Inputs &in)
{
    const Model base = makeModel(in);
    const std::vector<Purchase> onprem = purchasesFor(base, optionSpec(Option::OnPrem));
    Inputs moved = in;
    auto at = [&](double hours) -> const Inputs & {
        for (WorkloadInput &w : moved.workloads)
            w.hoursPerDay = hours;
        return moved;
    };
    auto gap = [&](double hours) {
        const Model md = makeModel(at(hours));
        return evaluateOn(md, optionSpec(Option::OnPrem), onprem, {}).tco -
               evaluateOn(md, optionSpec(Option::Cloud), {}, {}).tco;
    };
    constexpr double kLeast = 0.024;
    if (gap(kLeast) <= 0.0)
        return {std::nullopt, BreakEvenKind::OnPremAlwaysCheaper, std::nullopt};
    if (gap(24.0) > 0.0)
        return {std::nullopt, BreakEvenKind::CloudAlwaysCheaper, std::nullopt};
    double lo = kLeast;
    double hi = 24.0;
    for (int step = 0; step < 100 && hi - lo >= 1e-9; ++step) {
        const double mid = 0.5 * (lo + hi);
        if (gap(mid) > 0.0)
            lo = mid;
        else
            hi = mid;
    }
    const double hours = 0.5 * (lo + hi);
    return {meanUtilization(makeModel(at(hours))), BreakEvenKind::Crossing, hours};
}

} // namespace

BreakEvenUtilization breakEvenUtilization(const Inputs &in)
{
    if (hoursPerDayForm(in))
        return breakEvenHours(in);
    std::function<double(double)> gap;
    std::vector<Purchase> onprem;
    double mean = 1.0;
    if (in.modelVersion < 2) {
        gap = [&](double u) {
            return tcoAtUtilization(in, Option::OnPrem, u) - tcoAtUtilization(in, Option::Cloud, u);
        };
    } else {
        const Model base = makeModel(in);
        onprem = purchasesFor(base, optionSpec(Option::OnPrem));
        mean = meanUtilization(base);
        gap = [&](double level) {
            const Model md = makeModel(in, mean > 0.0 ? level / mean : 0.0);
            return evaluateOn(md, optionSpec(Option::OnPrem), onprem, {}).tco -
                   evaluateOn(md, optionSpec(Option::Cloud), {}, {}).tco;
        };
    }
    if (gap(0.001) <= 0.0)
        return {std::nullopt, BreakEvenKind::OnPremAlwaysCheaper, std::nullopt};
    if (gap(1.0) > 0.0)
        return {std::nullopt, BreakEvenKind::CloudAlwaysCheaper, std::nullopt};
    double lo = 0.001;
    double hi = 1.0;
    for (int step = 0; step < 100 && hi - lo >= 1e-9; ++step) {
        const double mid = 0.5 * (lo + hi);
        if (gap(mid) > 0.0)
            lo = mid;
        else
            hi = mid;
    }
    return {0.5 * (lo + hi), BreakEvenKind::Crossing, std::nullopt};
}

int optimalOnpremGpus(const Inputs &in)
{
    if (in.modelVersion >= 2)
        return hybridSearch(makeModel(in));
    const Model md = makeModel(in);
    const double peak = *std::max_element(md.monthDemand.begin(), md.monthDemand.end());
    const int upper =
        static_cast<int>(std::ceil(peak / (kHoursPerMonth * in.onprem.maxUtilization)));
    double best = evaluateOn(md, optionSpec(Option::Cloud), {}, {}).npv;
    int bestFleet = 0;
    const OptionSpec &hybrid = optionSpec(Option::Hybrid);
    const bool lean = versionOneFleetApplies(md, oneTranche(1), {});
    for (int k = 1; k <= upper; ++k) {
        const double npv = lean ? versionOneFleetNpv(md, hybrid, k)
                                : evaluateOn(md, hybrid, oneTranche(k), {}).npv;
        if (npv < best - 1e-9 * std::abs(best)) {
            best = npv;
            bestFleet = k;
        }
    }
    return bestFleet;
}

std::vector<Purchase> optionPurchases(const Inputs &in, Option option)
{
    return purchasesFor(makeModel(in), optionSpec(option));
}

namespace {
Evaluation againstCloud(const Model &md, Option option, const std::vector<Purchase> *purchases)
{
    Evaluation e;
    e.modelVersion = md.v2 ? 2 : 1;
    e.months = md.t.months;
    e.gpuHours = md.totalDemand;
    e.options.reserve(2);
    e.options.push_back(evaluateOn(md, optionSpec(Option::Cloud), {}, {}));
    const OptionSpec &spec = optionSpec(option);
    if (option != Option::Cloud && spec.appliesTo(e.modelVersion)) {
        e.options.push_back(
            evaluateOn(md, spec, purchases ? *purchases : purchasesFor(md, spec), {}));
        compareWithCloud(e.options.back(), e.options.front());
    }
    return e;
}
} // namespace

Evaluation evaluateAgainstCloud(const Inputs &in, Option option,
                                const std::vector<Purchase> &purchases,
                                const WeekSegments *segments)
{
    return againstCloud(makeModel(in, 1.0, nullptr, segments), option, &purchases);
}

Evaluation evaluateAgainstCloud(const Inputs &in, Option option)
{
    return againstCloud(makeModel(in), option, nullptr);
}

struct ModelWorkspace::State
{
    explicit State(const Inputs &in) : model(in) {}
    // The model of the inputs as they are now, in the memory of the previous call.
    const Model &rebuilt(const WeekSegments *segments)
    {
        buildModel(model, 1.0, nullptr, segments, built);
        built = true;
        return model;
    }
    Model model;
    bool built = false;
};

ModelWorkspace::ModelWorkspace(const Inputs &in) : m_state(std::make_unique<State>(in)) {}

ModelWorkspace::~ModelWorkspace() = default;

Evaluation ModelWorkspace::evaluateAgainstCloud(Option option,
                                                const std::vector<Purchase> &purchases,
                                                const WeekSegments *segments)
{
    return againstCloud(m_state->rebuilt(segments), option, &purchases);
}

Evaluation ModelWorkspace::evaluateAgainstCloud(Option option)
{
    return againstCloud(m_state->rebuilt(nullptr), option, nullptr);
}

Evaluation evaluate(const Inputs &in, OptionRequest request)
{
    Evaluation e = evaluateOptions(in, request);
    const BreakEvenUtilization beu = breakEvenUtilization(in);
    e.breakEvenUtilization = beu.value;
    e.breakEvenUtilizationKind = beu.kind;
    e.breakEvenHoursPerDay = beu.hoursPerDay;
    e.breakEvenInHoursPerDay = hoursPerDayForm(in).has_value();
    if (in.modelVersion >= 2 && !in.hybrid.purchases)
        e.optimalOnpremGpus = e.option(Option::Hybrid).onpremGpus;
    else
        e.optimalOnpremGpus = optimalOnpremGpus(in);
    return e;
}

} // namespace gda::engine
