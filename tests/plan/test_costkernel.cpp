// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One cost kernel (issue 32, item 1; docs/methodology.md §7 and §15.3): the per-month cost terms
// are written once (src/engine/costterms.h) and read by three: the cost model, the Monte Carlo
// simulation's draws and the plan optimiser's linear programme. These properties drive every
// numeric input of the input registry — the scenarios are generated from the registry's rows,
// not by hand — through all three and fail on any difference:
//   - the engine's totals equal a Monte Carlo draw at the scenario's own values, to 1e-9;
//   - the optimiser's objective for a plan equals the engine's NPV of that plan, to 1e-9.
// A new input that costs money and is left out of one of the three shows up here at once: the
// generator gives it a random value the day its row is added. The self-check at the end shows
// that a term changed for one reader only is caught.
#include "engine/costmodel.h"
#include "engine/options.h"
#include "engine/uncertainty.h"
#include "plan/planoptimizer.h"
#include "scenario/inputregistry.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <string>
#include <variant>

using namespace gda;
using gda::inputs::Input;
using gda::inputs::Unit;

namespace {

constexpr int kScenarios = 1000;
constexpr std::uint64_t kSeed = 20261206;

// The largest value the generator draws for an input of this unit (inside the row's own range):
// a size at which every term of a scenario stays of a comparable order, so that a difference in
// any one of them shows at 1e-9 of the totals. Shares and bounded rows keep their range.
double typicalMaximum(const Input &input, int horizonMonths)
{
    switch (input.unit) {
    case Unit::Gpus:
        return 96.0;
    case Unit::Years:
        return 6.0;
    case Unit::Months:
        return 24.0;
    case Unit::MonthNumber:
        return horizonMonths;
    case Unit::PerYear:
        return 1e6;
    case Unit::PerMonth:
        return 1e4;
    case Unit::PerGpuHour:
        return 15.0;
    case Unit::PerGb:
        return 0.15;
    case Unit::PerGbMonth:
        return 0.2;
    case Unit::PerTbMonth:
        return 5.0;
    case Unit::PerKw:
        return 6000.0;
    case Unit::PerKwh:
        return 0.4;
    case Unit::PerKwMonth:
        return 250.0;
    case Unit::PerGpuMonth:
        return 500.0;
    case Unit::Kw:
        return input.measure == inputs::Measure::Money ? 1e6 : 2.0;
    case Unit::Tb:
        return 500.0;
    case Unit::TbPerMonth:
        return 50.0;
    case Unit::Weeks:
        return 8.0;
    case Unit::Days:
        return 60.0;
    case Unit::Mbps:
        return 10000.0;
    case Unit::OfHardware:
    case Unit::None:
        break;
    }
    if (input.measure == inputs::Measure::Money)
        return 1e6;
    if (input.measure == inputs::Measure::Count)
        return 96.0;
    return 3.0; // plain numbers: PUE, throughput, gains, rates
}

// The list section a row of a list element belongs to ("inputs.workloads" for
// "inputs.workloads[].gpus"), or empty.
std::string listOf(const Input &input)
{
    const std::string path = input.path;
    const auto at = path.find("[]");
    return at == std::string::npos ? std::string() : path.substr(0, at);
}

// The registry's section of a path, of any version.
const inputs::Section *sectionAt(const std::string &path)
{
    for (const inputs::Section &section : inputs::sections())
        if (section.path == path)
            return &section;
    return nullptr;
}

// Scenarios with every numeric registry input at a random value inside its range.
class RegistryScenarios
{
public:
    explicit RegistryScenarios(std::uint64_t seed) : m_rng(seed) {}

    double uniform(double lo, double hi)
    {
        return std::uniform_real_distribution<double>(lo, hi)(m_rng);
    }
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_rng); }
    bool chance(double p) { return uniform(0.0, 1.0) < p; }

    // The rows this generator sets, by path (every numeric input row of `version`).
    static std::vector<const Input *> numericRows(int version)
    {
        std::vector<const Input *> rows;
        for (const Input &input : inputs::allVersions())
            if (input.role == inputs::Role::Input && input.isNumber() && input.slot &&
                (input.versions & (1u << version)))
                rows.push_back(&input);
        return rows;
    }

    Scenario scenario(int version)
    {
        Scenario s;
        s.inputs.modelVersion = version;
        // Dated cloud price changes (both versions; docs/methodology.md §4.7).
        resize("inputs.cloud.price_changes", s, integer(0, 2));
        if (version >= 2) {
            s.inputs.workload = {};
            resize("inputs.workloads", s, integer(1, 3));
            resize("inputs.multicloud.offers", s, integer(0, 3));
            resize("inputs.commitments", s, integer(0, 2));
            nullable("inputs.onprem.purchases", s, chance(0.5), integer(1, 3));
            nullable("inputs.hybrid.purchases", s, chance(0.5), integer(1, 2));
            nullable("inputs.onprem.staff_scaling", s, chance(0.5), 0);
            nullable("inputs.migration.phases", s, chance(0.5), 0);
            nullable("inputs.plan_limits", s, chance(0.5), 0);
        }
        std::map<std::pair<int, int>, int> sides; // (alternative group, element) → side
        for (const Input *input : numericRows(version)) {
            const std::string list = listOf(*input);
            const int count = !list.empty() && listSection(list) ? listSection(list)->count(s) : 1;
            for (int element = list.empty() ? -1 : 0; element < count; ++element) {
                if (input->alternative > 0) {
                    const auto key = std::make_pair(input->alternative, element);
                    if (!sides.count(key))
                        sides[key] = input->side == 1 ? integer(1, 2) : 1;
                    if (sides[key] != input->side) {
                        if (input->optional)
                            input->slot.set(s, element, QJsonValue(QJsonValue::Null));
                        continue;
                    }
                }
                if (!inParent(*input, s))
                    continue;
                if (input->optional && chance(0.25)) {
                    input->slot.set(s, element, QJsonValue(QJsonValue::Null));
                    continue;
                }
                const QJsonValue before = input->slot.get(s, element);
                input->slot.set(s, element,
                                value(*input, 12 * s.inputs.horizonYears,
                                      before.isDouble() ? before.toDouble() : 0.0));
            }
        }
        tidy(s.inputs);
        return s;
    }

private:
    static const inputs::Section *listSection(const std::string &path)
    {
        const inputs::Section *section = sectionAt(path);
        return section && section->list ? section : nullptr;
    }

    // False for a row inside a section that is null (automatic) in `s`.
    static bool inParent(const Input &input, const Scenario &s)
    {
        std::string path = input.path;
        for (auto dot = path.rfind('.'); dot != std::string::npos; dot = path.rfind('.')) {
            path = path.substr(0, dot);
            const inputs::Section *section = sectionAt(path);
            if (section && section->nullable && section->isNull(s))
                return false;
        }
        return true;
    }

    void resize(const char *path, Scenario &s, int count)
    {
        const inputs::Section *section = sectionAt(path);
        REQUIRE(section);
        section->resize(s, count);
    }

    void nullable(const char *path, Scenario &s, bool null, int count)
    {
        const inputs::Section *section = sectionAt(path);
        REQUIRE(section);
        section->setNull(s, null);
        if (!null && count > 0)
            resize(path, s, count);
    }

    // A value inside the row's range: amounts up to a typical maximum for their unit, plain
    // numbers and shares with a positive default within a factor of two of it (a fleet GPU at a
    // hundredth of the reference's speed or 1% utilization makes searches of thousands of fleets).
    double value(const Input &input, int horizonMonths, double fallback)
    {
        const jsonfields::Range &r = input.range;
        double lo = r.min;
        double hi = std::min(r.max, std::max(lo, typicalMaximum(input, horizonMonths)));
        const bool plain =
            input.measure == inputs::Measure::Plain || input.measure == inputs::Measure::Share;
        if (plain && input.unit == Unit::None && fallback > 0.0) {
            lo = std::max(lo, 0.5 * fallback);
            hi = std::min(r.max, std::max(lo, 2.0 * fallback));
        }
        if (input.type == inputs::Type::Whole || r.whole) {
            const int a = int(std::ceil(lo + (r.minOpen ? 1e-9 : 0.0)));
            const int b = std::max(a, int(std::floor(hi - (r.maxOpen ? 1e-9 : 0.0))));
            return integer(a, b);
        }
        if (r.minOpen)
            lo = std::nextafter(lo, hi);
        if (r.maxOpen)
            hi = std::nextafter(hi, lo);
        return hi > lo ? uniform(lo, hi) : lo;
    }

    // What the registry's rows cannot say by themselves: months inside the horizon and in order,
    // the inline offers as the market (the scenario layer's resolveMarket does that for files).
    static void tidy(engine::Inputs &in)
    {
        const int M = 12 * in.horizonYears;
        // Names and ids are text, not numbers: one each.
        for (std::size_t k = 0; k < in.workloads.size(); ++k)
            in.workloads[k].name = "Workload " + std::to_string(k + 1);
        const char *providers[] = {"aws", "azure", "lambda"};
        for (std::size_t k = 0; k < in.multicloud.offers.size(); ++k) {
            engine::OfferTerms &o = in.multicloud.offers[k];
            o.id = "offer-" + std::to_string(k + 1);
            o.provider = providers[k % 3];
            o.gpuModel = "h100-sxm";
        }
        for (engine::WorkloadInput &w : in.workloads) {
            w.startMonth = std::clamp(w.startMonth, 1, M);
            if (w.endMonth)
                w.endMonth = std::clamp(*w.endMonth, w.startMonth, M);
        }
        for (auto *purchases : {&in.onpremV2.purchases, &in.hybrid.purchases})
            if (*purchases)
                for (engine::Purchase &pu : **purchases)
                    pu.month = std::clamp(pu.month, 1, M);
        for (engine::Commitment &c : in.commitments) {
            c.startMonth = std::clamp(c.startMonth, 1, M);
            c.termYears = c.termYears >= 2 ? 3 : 1; // the terms the clouds sell
        }
        in.multicloud.market = in.multicloud.offers;
    }

    std::mt19937_64 m_rng;
};

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

// A Monte Carlo draw at the scenario's own values: every uncertain input a distribution of one
// point, the draw kept.
std::optional<engine::CostComparison> drawAtBase(const engine::Inputs &in, engine::Option against)
{
    using namespace gda::engine;
    MonteCarloSpec spec;
    spec.draws = 1;
    spec.threads = 1;
    spec.keepDraws = true;
    spec.against = against;
    for (Parameter p : kAllParameters)
        if (parameterApplies(in, p)) {
            const double v = parameterValue(in, p);
            spec.distributions[p] = {v, v, v};
        }
    for (int w = 0; w < int(in.workloads.size()); ++w)
        for (WorkloadParameter p : kAllWorkloadParameters) {
            const WorkloadInputId id{p, w};
            if (workloadParameterApplies(in, id)) {
                const double v = workloadParameterValue(in, id);
                spec.workloadDistributions[id] = {v, v, v};
            }
        }
    // A value outside an uncertain parameter's range (the scenario's own range is wider for a
    // few) is left out of the draw rather than clamped into another scenario.
    while (const auto error = validate(spec, in)) {
        if (error->parameter)
            spec.distributions.erase(*error->parameter);
        else if (error->workloadInput)
            spec.workloadDistributions.erase(*error->workloadInput);
        else
            return std::nullopt;
    }
    const MonteCarloOutcome outcome = simulate(in, spec);
    const auto *result = std::get_if<MonteCarloResult>(&outcome);
    if (!result || result->keptDraws.size() != 1)
        return std::nullopt;
    return result->keptDraws.front().outcome;
}

// The engine against a Monte Carlo draw at base values; `engineInputs` and `drawInputs` differ
// only in the self-check. Returns what differs, or an empty string.
std::string engineAgainstDraw(const engine::Inputs &engineInputs, const engine::Inputs &drawInputs,
                              engine::Option against)
{
    using namespace gda::engine;
    const Evaluation e = evaluateOptions(engineInputs);
    const Option option = against == Option::Cloud ? Option::OnPrem : against;
    const OptionResult *other = e.find(option);
    if (!other)
        return {};
    const std::optional<CostComparison> draw = drawAtBase(drawInputs, against);
    if (!draw)
        return "the Monte Carlo refused the scenario";
    if (!close(draw->tcoCloud, e.option(Option::Cloud).tco))
        return "cloud TCO: engine " + std::to_string(e.option(Option::Cloud).tco) + ", draw " +
               std::to_string(draw->tcoCloud);
    if (!close(draw->tcoOnPrem, other->tco))
        return std::string(optionKey(option)) + " TCO: engine " + std::to_string(other->tco) +
               ", draw " + std::to_string(draw->tcoOnPrem);
    return {};
}

// The scenario inside the programme's exact scope (docs/methodology.md §15.4): no parallel run
// and no phased migration, the fleet's marginal power below every burst price, the scenario's
// commitments only where one workload is priced at its offer and released by the first go-live. The
// other inputs keep their random values.
engine::Inputs inOptimiserScope(engine::Inputs in)
{
    using namespace gda::engine;
    in.migration.parallelRunMonths = 0;
    in.migrationPhases.reset();
    // A programme of a few thousand columns (its size grows with purchase months × nodes ×
    // months when a refresh brings a faster generation): nodes of at least 8 GPUs, a purchase
    // at most once a year, workloads of at most 16 GPUs, half the scenarios without generations.
    engine::PlanLimits limits = in.planLimits.value_or(engine::PlanLimits{});
    limits.nodeGpus = std::max(8, limits.nodeGpus);
    limits.purchaseIntervalMonths = std::max(12, limits.purchaseIntervalMonths);
    in.planLimits = limits;
    for (WorkloadInput &w : in.workloads)
        w.gpus = 1 + w.gpus % 16;
    if (in.horizonYears % 2 == 0)
        in.onpremV2.refreshThroughputGain = 1.0;
    if (in.workloads.size() > 1)
        in.commitments.clear();
    // A commitment beside a fleet is not exact (§15.4): each is released by the first month a
    // fleet can be live, so the release rule of the cost kernel is still read.
    const int earliest = limits.firstPurchaseMonth + in.onprem.leadMonths;
    for (Commitment &c : in.commitments)
        c.releaseMonth = std::min(c.releaseMonth.value_or(earliest), earliest);
    for (WorkloadInput &w : in.workloads)
        if (w.placement == Placement::OnPrem)
            w.placement = Placement::Auto;
    // §12.9: serving on the fleet never costs more than bursting. The busiest power per reference
    // GPU-hour (the slowest generation, the highest electricity index) against the cheapest
    // burst (the lowest cloud price index).
    const int M = 12 * in.horizonYears;
    const double gain = in.onpremV2.refreshThroughputGain;
    const double slowest = in.onpremV2.throughput * std::min(1.0, std::pow(gain, M / 12.0));
    const double pe = std::max(1.0, std::pow(1.0 + in.onprem.electricityAnnualChange, M / 12.0));
    // The lowest cloud price index: the trend's at its lowest, every dated cut taken (§4.7).
    double pc = std::min(1.0, std::pow(1.0 + in.cloud.annualPriceChange, M / 12.0));
    for (const engine::PriceChange &change : in.cloud.priceChanges)
        pc *= std::min(1.0, 1.0 + change.change);
    double cheapest = std::numeric_limits<double>::infinity();
    for (const ResolvedWorkload &w : resolveWorkloads(in))
        cheapest = std::min(cheapest, w.effectivePrice(w.burstPrice) * pc);
    const OnPrem &p = in.onprem;
    const double marginal =
        (1.0 - p.idlePowerFraction) * p.kwPerGpu * p.pue * pe / slowest; // per $/kWh
    if (marginal > 0.0)
        in.onprem.electricityPerKwh =
            std::min(in.onprem.electricityPerKwh, 0.5 * cheapest / marginal);
    return in;
}

// A plan on the grid of the scenario's purchase months (plan_limits) with whole nodes.
std::vector<engine::Purchase> randomPlan(const engine::Inputs &in, RegistryScenarios &gen)
{
    const engine::PlanLimits limits = plan::limitsOf(in);
    const int M = 12 * in.horizonYears;
    const int last = std::min(M, limits.lastPurchaseMonth.value_or(M));
    std::vector<int> months;
    for (int m = limits.firstPurchaseMonth; m <= last;
         m += std::max(1, limits.purchaseIntervalMonths))
        months.push_back(m);
    std::vector<engine::Purchase> plan;
    const int node = std::max(1, limits.nodeGpus);
    for (int m : months)
        if (plan.size() < 3 && gen.chance(0.5))
            plan.push_back({m, node * gen.integer(1, 3)});
    return plan;
}

// The optimiser's objective for `purchases` (programme built from `optimiserInputs`) against the
// engine's NPV (from `engineInputs`); an empty string when they agree to 1e-9.
std::string optimiserAgainstEngine(const engine::Inputs &engineInputs,
                                   const engine::Inputs &optimiserInputs,
                                   const std::vector<engine::Purchase> &purchases,
                                   engine::Option option = engine::Option::Hybrid)
{
    const std::optional<double> objective =
        plan::objectiveOf(optimiserInputs, purchases, {}, option);
    if (!objective)
        return "no objective: the plan breaks a limit";
    const double npv = plan::engineNpv(engineInputs, purchases, {},
                                       plan::transferMethodOf(optimiserInputs), {}, option);
    if (!close(*objective, npv))
        return "objective " + std::to_string(*objective) + ", engine NPV " + std::to_string(npv);
    return {};
}

} // namespace

TEST_CASE("the registry-driven generator sets every numeric input of both versions", "[plan]")
{
    // The rows it walks are the registry's own: a new row is generated without a change here.
    CHECK(RegistryScenarios::numericRows(1).size() >= 50);
    CHECK(RegistryScenarios::numericRows(2).size() > RegistryScenarios::numericRows(1).size());
    RegistryScenarios gen(kSeed);
    for (int version : {1, 2}) {
        for (int i = 0; i < 50; ++i) {
            const Scenario s = gen.scenario(version);
            INFO("version " << version << " scenario " << i);
            const auto error = scenariofile::validate(s);
            INFO((error ? error->toString().toStdString() : std::string()));
            CHECK_FALSE(error.has_value());
        }
    }
}

TEST_CASE("every registry input costs the same in the engine and a Monte Carlo draw at base "
          "values",
          "[plan][property]")
{
    RegistryScenarios gen(kSeed + 1);
    int compared = 0;
    for (int i = 0; i < kScenarios; ++i) {
        for (int version : {1, 2}) {
            const engine::Inputs in = gen.scenario(version).inputs;
            const std::vector<engine::Option> against =
                version == 1
                    ? std::vector<engine::Option>{engine::Option::OnPrem}
                    : std::vector<engine::Option>{engine::Option::OnPrem, engine::Option::Hybrid,
                                                  engine::Option::MultiCloud};
            for (engine::Option option : against) {
                INFO("scenario " << i << " version " << version << " against "
                                 << engine::optionKey(option));
                const std::string difference = engineAgainstDraw(in, in, option);
                INFO(difference);
                REQUIRE(difference.empty());
                ++compared;
            }
        }
    }
    CHECK(compared == 4 * kScenarios);
}

TEST_CASE("every registry input costs the same in the engine and the optimiser's programme",
          "[plan][property]")
{
    RegistryScenarios gen(kSeed + 2);
    int compared = 0;
    int withoutLimits = 0;
    for (int i = 0; i < kScenarios; ++i) {
        engine::Inputs in = inOptimiserScope(gen.scenario(2).inputs);
        const std::vector<engine::Purchase> plan = randomPlan(in, gen);
        std::string difference = optimiserAgainstEngine(in, in, plan);
        if (difference.rfind("no objective", 0) == 0 && in.planLimits) {
            // The plan breaks a limit: the same plan without the capital, power and fleet limits
            // (the grid stays).
            in.planLimits->capitalPerYear.reset();
            in.planLimits->powerLimitKw.reset();
            in.planLimits->maxFleetGpus.reset();
            in.planLimits->firstTrancheMaxGpus.reset();
            difference = optimiserAgainstEngine(in, in, plan);
            ++withoutLimits;
        }
        INFO("scenario " << i << ", " << plan.size() << " purchases: " << difference);
        REQUIRE(difference.empty());
        ++compared;
    }
    CHECK(compared == kScenarios);
    CHECK(withoutLimits < kScenarios / 2);
}

TEST_CASE("self-check: a cost term changed for one reader only is caught", "[plan]")
{
    // What the two properties above would see if one reader computed a term of its own: the
    // engine is given the input changed (× 1.01 + 1) and the Monte Carlo or the optimiser the
    // scenario's value. Each row that costs money in this scenario must be caught by both.
    RegistryScenarios gen(kSeed + 3);
    engine::Inputs base = gen.scenario(2).inputs;
    base.onprem.countResidualValue = true;
    base.onprem.idlePowerFraction = 0.3;
    base.onprem.colocationPerKwMonth = 100.0;
    base.onprem.otherOpexPerYear = 50000.0;
    base.hybrid.purchases = std::vector<engine::Purchase>{{1, 16}};
    base.onpremV2.purchases = std::vector<engine::Purchase>{{1, 16}};
    base.planLimits.reset();
    // The fleet runs inside the horizon, whatever the generated scenario drew (a long lead time
    // in a short horizon leaves no month in which its running costs could differ).
    base.horizonYears = std::max(base.horizonYears, 3);
    base.onprem.leadMonths = 0;
    base = inOptimiserScope(base);
    const std::vector<engine::Purchase> plan{{1, 16}};
    REQUIRE(engineAgainstDraw(base, base, engine::Option::Hybrid).empty());
    REQUIRE(optimiserAgainstEngine(base, base, plan).empty());
    Scenario scenario;
    scenario.inputs = base;
    int costing = 0;
    for (const char *path :
         {"inputs.onprem.pue", "inputs.onprem.kw_per_gpu", "inputs.onprem.electricity_per_kwh",
          "inputs.onprem.maintenance_fraction", "inputs.onprem.colocation_per_kw_month",
          "inputs.onprem.other_opex_per_year", "inputs.onprem.storage_per_tb_month",
          "inputs.onprem.staff_per_year", "inputs.onprem.gpu_unit_price",
          "inputs.cloud.overhead_fraction", "inputs.cloud.storage_per_gb_month"}) {
        const Input &input = inputs::at(path);
        Scenario changed = scenario;
        input.slot.set(changed, -1, input.slot.get(scenario, -1).toDouble() * 1.01 + 1.0);
        INFO(path);
        // Only a row that costs money in this scenario can show a difference.
        if (engine::evaluate(changed.inputs).option(engine::Option::Hybrid).tco ==
            engine::evaluate(base).option(engine::Option::Hybrid).tco)
            continue;
        ++costing;
        CHECK_FALSE(engineAgainstDraw(changed.inputs, base, engine::Option::Hybrid).empty());
        CHECK_FALSE(optimiserAgainstEngine(changed.inputs, base, plan).empty());
    }
    CHECK(costing >= 9); // the check is not vacuous: most rows cost money here
}

TEST_CASE("self-check: a dated price change seen by one reader only is caught", "[plan]")
{
    // The engine is given a 44% cut from month 7 (docs/methodology.md §4.7), the Monte Carlo and
    // the optimiser the scenario without it: both properties above must see the difference, so
    // every reader must take the dated changes from the kernel. Then all three get the cut and
    // agree again.
    RegistryScenarios gen(kSeed + 4);
    for (int version : {1, 2}) {
        engine::Inputs base = gen.scenario(version).inputs;
        base.cloud.priceChanges.clear();
        base.horizonYears = std::max(base.horizonYears, 2);
        if (version == 2) {
            base.onprem.leadMonths = 0;
            base.planLimits.reset();
            base.hybrid.purchases = std::vector<engine::Purchase>{{1, 16}};
            base = inOptimiserScope(base);
        }
        engine::Inputs changed = base;
        changed.cloud.priceChanges = {{7, -0.44}};
        INFO("version " << version);
        REQUIRE(engine::evaluate(changed).option(engine::Option::Cloud).tco <
                engine::evaluate(base).option(engine::Option::Cloud).tco);
        const engine::Option against =
            version == 1 ? engine::Option::OnPrem : engine::Option::Hybrid;
        CHECK_FALSE(engineAgainstDraw(changed, base, against).empty());
        CHECK(engineAgainstDraw(changed, changed, against).empty());
        if (version == 2) {
            const std::vector<engine::Purchase> plan{{1, 16}};
            CHECK_FALSE(optimiserAgainstEngine(changed, base, plan).empty());
            CHECK(optimiserAgainstEngine(changed, changed, plan).empty());
        }
    }
}

namespace {

// A fifth option with a parameter block of its own (issue 32, item 3): the on-premise fleet rule,
// the hybrid option's data-sync egress, and a fee per GPU in service and month from its block.
constexpr auto kBlockOption = static_cast<engine::Option>(41);
const engine::OptionParameter kFee[] = {{"fee_per_gpu_month", 40.0, 0.0, 5000.0,
                                         engine::ParameterUnit::MoneyPerGpuMonth, "Fee per GPU",
                                         "a test's fee", "a test, 2026"}};
struct BlockOption
{
    engine::testing::ScopedExtraOption option{{kBlockOption, "block", engine::FleetRule::Workload,
                                               true, "green", 1, engine::CloudRule::OwnTerms,
                                               engine::Ownership::Whole, kFee,
                                               [](engine::ParameterValues v) { return v[0]; }}};
};

} // namespace

TEST_CASE("an option with a parameter block of its own costs the same in the engine, a Monte "
          "Carlo draw and the optimiser",
          "[plan][property]")
{
    // The registry makes the block's row, so the generator draws the fee with every other input
    // (0 to 500 per GPU-month, the generator's size for this unit); the solver module, loaded by
    // this program, is handed the same option list with each call.
    const BlockOption block;
    const auto rows = RegistryScenarios::numericRows(1);
    REQUIRE(std::any_of(rows.begin(), rows.end(), [](const Input *input) {
        return std::string_view(input->path) == "inputs.options.block.fee_per_gpu_month";
    }));
    RegistryScenarios gen(kSeed + 5);
    int withFee = 0;
    for (int i = 0; i < 200; ++i) {
        for (int version : {1, 2}) {
            const engine::Inputs in = gen.scenario(version).inputs;
            withFee += in.optionParameters.count("block.fee_per_gpu_month") ? 1 : 0;
            INFO("scenario " << i << " version " << version);
            const std::string difference = engineAgainstDraw(in, in, kBlockOption);
            INFO(difference);
            REQUIRE(difference.empty());
        }
        engine::Inputs in = inOptimiserScope(gen.scenario(2).inputs);
        // The grid of purchase months stays; the limits a random plan may break go.
        in.planLimits->capitalPerYear.reset();
        in.planLimits->powerLimitKw.reset();
        in.planLimits->maxFleetGpus.reset();
        in.planLimits->firstTrancheMaxGpus.reset();
        const std::vector<engine::Purchase> plan = randomPlan(in, gen);
        const std::string difference = optimiserAgainstEngine(in, in, plan, kBlockOption);
        INFO("scenario " << i << ", " << plan.size() << " purchases: " << difference);
        REQUIRE(difference.empty());
    }
    CHECK(withFee == 400); // every scenario drew the block's fee

    // Self-check: the fee seen by the engine only is caught by both properties.
    engine::Inputs base = gen.scenario(2).inputs;
    base.planLimits.reset();
    base.onprem.leadMonths = 0;
    base.horizonYears = std::max(base.horizonYears, 2);
    base = inOptimiserScope(base);
    engine::Inputs changed = base;
    changed.optionParameters["block.fee_per_gpu_month"] = 321.0;
    base.optionParameters["block.fee_per_gpu_month"] = 320.0;
    CHECK_FALSE(engineAgainstDraw(changed, base, kBlockOption).empty());
    CHECK_FALSE(optimiserAgainstEngine(changed, base, {{1, 16}}, kBlockOption).empty());
    CHECK(optimiserAgainstEngine(changed, changed, {{1, 16}}, kBlockOption).empty());
}

TEST_CASE("an option's block costs its fee for every GPU in service in every month, in both "
          "versions",
          "[plan][property]")
{
    // The on-premise fleet rule without the data-sync egress: the option's fleet is the
    // on-premise option's, month by month, so its TCO is the on-premise option's plus
    // fee × Σ_m GPUs in service in month m, all of it in other running costs
    // (docs/methodology.md §3.1). Every path of the cost model that computes a fleet must add it.
    constexpr auto kFeeOnly = static_cast<engine::Option>(45);
    const engine::testing::ScopedExtraOption feeOnly(
        {kFeeOnly, "feeonly", engine::FleetRule::Workload, false, "green", 1,
         engine::CloudRule::OwnTerms, engine::Ownership::Whole, kFee,
         [](engine::ParameterValues v) { return v[0]; }});
    RegistryScenarios gen(kSeed + 6);
    int withFleet = 0;
    for (int i = 0; i < 200; ++i) {
        for (int version : {1, 2}) {
            engine::Inputs in = gen.scenario(version).inputs;
            if (version == 2 && i % 2 == 0) {
                // Half of them in the shape of the lean fleet path (one tranche that keeps its
                // size, no commitment, no phased migration): that path must add the fee too.
                in.commitments.clear();
                in.migrationPhases.reset();
                in.onpremV2.refreshThroughputGain = 1.0;
                in.onpremV2.purchases = std::vector<engine::Purchase>{{1 + i % 12, 8}};
            }
            const engine::Evaluation e = engine::evaluateOptions(in);
            const engine::OptionResult &onprem = e.option(engine::Option::OnPrem);
            const engine::OptionResult &fee = e.option(kFeeOnly);
            const double perGpu = in.optionParameters.at("feeonly.fee_per_gpu_month");
            double gpuMonths = 0.0;
            for (int gpus : onprem.fleetGpus)
                gpuMonths += gpus;
            withFleet += gpuMonths > 0.0 ? 1 : 0;
            INFO("scenario " << i << " version " << version << ": fee " << perGpu << " × "
                             << gpuMonths << " GPU-months");
            REQUIRE(fee.fleetGpus == onprem.fleetGpus);
            CHECK(fee.tco - onprem.tco ==
                  Approx(perGpu * gpuMonths).epsilon(1e-9).margin(1e-12 * onprem.tco + 1e-6));
            CHECK(fee.category(engine::Category::OtherOpex) -
                      onprem.category(engine::Category::OtherOpex) ==
                  Approx(perGpu * gpuMonths).epsilon(1e-9).margin(1e-6));
        }
    }
    CHECK(withFleet > 200); // most scenarios have a fleet in service
}
