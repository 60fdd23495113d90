// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// The options the cost model compares, as data (docs/methodology.md §3). This list is the only
// place that knows how many options there are: results, charts, tables, the report, CSV and
// JSON walk an evaluation's results (Evaluation::options) or optionList(), never a count.
// An option's entry carries its semantics: its fleet rule, where it buys its cloud hours, how
// far it goes towards owning (which of the decision matrix's recommendations it stands for), and
// its own parameter block with the cost that block adds. Adding an option: a row below, its
// evaluation in costmodel.cpp (only when no existing fleet rule fits) and its words in
// src/scenario/optionwords.cpp (CONTRIBUTING.md, "Adding an option").
//
// The texts of a parameter (label, hint) are translated by the app in the context "gda::inputs";
// lupdate finds them through QT_TRANSLATE_NOOP, which this header defines when Qt is not there
// (the engine has no Qt) — token for token as qglobal.h does, so that Qt's definition after it is
// an allowed identical redefinition, not a clash.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif

namespace gda::engine {

struct Inputs;

// An option's id. Not an index: results are looked up by id (Evaluation::option).
enum class Option : std::uint8_t { Cloud, MultiCloud, OnPrem, Hybrid };

// How an option's on-premise fleet K is sized (docs/methodology.md §3).
enum class FleetRule : std::uint8_t {
    None,     // K = 0: all work in the cloud, priced with the cloud pricing model (§4.1)
    Workload, // onprem.gpus, default the workload's N
    BaseLoad, // onprem.hybrid_gpus, default floor(min(D_1 … D_12) / (H × a)); version 2:
              // hybrid.purchases, default the cost-minimising tranche at month 1
};

// Where an option buys the cloud hours it needs.
enum class CloudRule : std::uint8_t {
    OwnTerms, // each workload at its own terms
    Spread,   // each workload's hours spread over several providers under a share cap
};

// How far an option goes towards owning, and so which of the decision matrix's recommendations
// it stands for (docs/decision-rules.md, "Advice"): the matrix's "cloud" is the cheapest option
// that rents, "hybrid" the cheapest that owns part of the work, "on-premise" the cheapest that
// owns all of it.
enum class Ownership : std::uint8_t { Rents, Part, Whole };

// How a parameter of an option's block is shown and checked.
enum class ParameterUnit : std::uint8_t {
    MoneyPerGpuMonth, // an amount per GPU and month, in the scenario's currency
    Share,            // a fraction, shown as a percentage
};

// One number of an option's own parameter block: in the scenario file at
// inputs.options.<option key>.<key>, in the Assumptions tab (the Advanced part of the on-premise
// page for an option with a fleet, of the cloud page otherwise), in the report's assumptions and
// the workbook's Inputs sheet — the input registry makes a row of it (src/scenario).
struct OptionParameter
{
    std::string_view key; // "fee_per_gpu_month"
    double defaultValue = 0.0;
    double minimum = 0.0;
    double maximum = 0.0;
    ParameterUnit unit = ParameterUnit::MoneyPerGpuMonth;
    const char *label = nullptr;  // QT_TRANSLATE_NOOP("gda::inputs", "…")
    const char *hint = nullptr;   // the default's reason and its dated source
    const char *source = nullptr; // short, dated: "colocation quote, Jan 2026"
};

// The values of an option's block, in the order of OptionSpec::parameters.
using ParameterValues = std::span<const double>;

struct OptionSpec
{
    Option id;
    std::string_view key; // in JSON, CSV and chart series: "cloud", "onprem", "hybrid"
    FleetRule fleet;
    // Pays migration.hybrid_egress_tb_per_month while its fleet runs (§4.3, "hybrid only").
    bool syncEgress;
    // The UI's palette entry (ui/core/optiontable.cpp): one colour and dash per option everywhere.
    std::string_view colourKey;
    // Computed for scenarios of this cost model version and later (multi-cloud: 2).
    int sinceModelVersion;
    CloudRule cloud;
    Ownership ownership;
    // Its own parameter block (none for the built-in options).
    std::span<const OptionParameter> parameters{};
    // What the block costs per GPU in service per month (a running cost of the fleet, in the
    // "other running costs" category; docs/methodology.md §3.1); nullptr: nothing. Linear in the
    // fleet, so the Monte Carlo's fast path and the plan optimiser's coefficients take it as they
    // take maintenance (src/engine/costterms.h, terms::optionPerLiveGpu).
    double (*perLiveGpuMonth)(ParameterValues values) = nullptr;

    constexpr bool ownsFleet() const { return fleet != FleetRule::None; }
    constexpr bool appliesTo(int modelVersion) const { return modelVersion >= sinceModelVersion; }
};

// The options in their order everywhere (tables, legends, CSV rows). The cloud option comes
// first: it is the reference that break-even and savings are measured against.
inline constexpr std::array kBuiltInOptions{
    OptionSpec{Option::Cloud, "cloud", FleetRule::None, false, "blue", 1, CloudRule::OwnTerms,
               Ownership::Rents},
    OptionSpec{Option::MultiCloud, "multicloud", FleetRule::None, false, "purple", 2,
               CloudRule::Spread, Ownership::Rents},
    OptionSpec{Option::OnPrem, "onprem", FleetRule::Workload, false, "orange", 1,
               CloudRule::OwnTerms, Ownership::Whole},
    OptionSpec{Option::Hybrid, "hybrid", FleetRule::BaseLoad, true, "green", 1, CloudRule::OwnTerms,
               Ownership::Part},
};
static_assert(kBuiltInOptions.front().id == Option::Cloud, "the reference option comes first");

// kBuiltInOptions, followed by any option a test added (testing::ScopedExtraOption).
std::span<const OptionSpec> optionList();

// The options computed for a scenario of cost model version `modelVersion`, in list order.
std::vector<OptionSpec> optionsFor(int modelVersion);

// The entry of an option; throws std::out_of_range for an id that is not in optionList().
const OptionSpec &optionSpec(Option option);

// "cloud", "onprem", "hybrid"; empty for an id that is not in optionList().
std::string_view optionKey(Option option);
std::optional<Option> optionFromKey(std::string_view key);

// Raised each time the list changes (a test's ScopedExtraOption), so that what is built from it
// once (the input registry's rows of the parameter blocks) can tell that it must be built again.
int optionListGeneration();

// The value of parameter `index` of `spec`'s block in a scenario: inputs.options, else the
// parameter's default.
double optionParameter(const Inputs &in, const OptionSpec &spec, std::size_t index);
// All of them, in the block's order.
std::vector<double> optionParameters(const Inputs &in, const OptionSpec &spec);
// The key the scenario's value is kept under in Inputs::optionParameters: "<option>.<parameter>".
std::string optionParameterKey(const OptionSpec &spec, const OptionParameter &parameter);

// Makes a copy of `list` the list in use, unless it is that list already. The plan solver module
// has its own copy of this file; the program hands it its list with each call
// (src/plan/solvermodule.cpp), so an option a test added reaches the optimiser too. Not
// thread-safe, like testing::ScopedExtraOption.
void adoptOptionList(std::span<const OptionSpec> list);

namespace testing {

// Appends an option to optionList() for the lifetime of the object, so a test can prove that
// everything follows the list. The built-in list is untouched; the normal build pays one
// pointer read per optionList() call. Not thread-safe: create and destroy it while no
// evaluation runs. Throws std::logic_error when the id or key is already in the list.
class ScopedExtraOption
{
public:
    explicit ScopedExtraOption(const OptionSpec &spec);
    ~ScopedExtraOption();
    ScopedExtraOption(const ScopedExtraOption &) = delete;
    ScopedExtraOption &operator=(const ScopedExtraOption &) = delete;
};

} // namespace testing

} // namespace gda::engine
