// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

// The options the cost model compares, as data (docs/methodology.md §3). This list is the only
// place that knows how many options there are: results, charts, tables, the report, CSV and
// JSON walk an evaluation's results (Evaluation::options) or optionList(), never a count.
// Adding an option: a row below, its evaluation in costmodel.cpp (when no existing fleet rule
// fits), and one row in the UI's option table (ui/core/optiontable.cpp).
namespace gda::engine {

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

    constexpr bool ownsFleet() const { return fleet != FleetRule::None; }
    constexpr bool appliesTo(int modelVersion) const { return modelVersion >= sinceModelVersion; }
};

// The options in their order everywhere (tables, legends, CSV rows). The cloud option comes
// first: it is the reference that break-even and savings are measured against.
inline constexpr std::array kBuiltInOptions{
    OptionSpec{Option::Cloud, "cloud", FleetRule::None, false, "blue", 1, CloudRule::OwnTerms},
    OptionSpec{Option::MultiCloud, "multicloud", FleetRule::None, false, "purple", 2,
               CloudRule::Spread},
    OptionSpec{Option::OnPrem, "onprem", FleetRule::Workload, false, "orange", 1,
               CloudRule::OwnTerms},
    OptionSpec{Option::Hybrid, "hybrid", FleetRule::BaseLoad, true, "green", 1,
               CloudRule::OwnTerms},
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
