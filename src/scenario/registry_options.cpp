// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The input registry's rows of the options' own parameter blocks (engine::OptionSpec::parameters,
// docs/methodology.md §3.1): one row per parameter at inputs.options.<option>.<parameter>, made
// from the option list rather than written here, so an option with a block of its own appears in
// the scenario file, the Assumptions tab, the report and the workbook without a row of its own.
// inputregistry.cpp puts the sections together in the order of the file.
#include "registry_rows.h"

#include <mutex>
#include <stdexcept>

namespace gda::inputs::rows {

namespace {

// A row's slot is a pair of plain functions (Slot), so each parameter row gets one of a fixed set
// of function pairs, bound to its key in Inputs::optionParameters by its number. A key keeps its
// number for the life of the process (a test's option list may come and go).
constexpr std::size_t kMaxParameterRows = 32;

struct ParameterSlot
{
    std::string key; // "<option>.<parameter>"
    double defaultValue = 0.0;
};

std::array<ParameterSlot, kMaxParameterRows> g_slots;
std::size_t g_slotCount = 0;
std::mutex g_slotMutex;

std::size_t slotFor(const std::string &key, double defaultValue)
{
    const std::lock_guard lock(g_slotMutex);
    for (std::size_t i = 0; i < g_slotCount; ++i)
        if (g_slots[i].key == key) {
            g_slots[i].defaultValue = defaultValue;
            return i;
        }
    if (g_slotCount == kMaxParameterRows)
        throw std::length_error("input registry: more than 32 parameters in the options' blocks");
    g_slots[g_slotCount] = {key, defaultValue};
    return g_slotCount++;
}

template <std::size_t N> QJsonValue getParameter(const Scenario &s, int)
{
    const ParameterSlot &slot = g_slots[N];
    const auto found = s.inputs.optionParameters.find(slot.key);
    return found != s.inputs.optionParameters.end() ? found->second : slot.defaultValue;
}

template <std::size_t N> void setParameter(Scenario &s, int, const QJsonValue &v)
{
    s.inputs.optionParameters[g_slots[N].key] = v.toDouble();
}

template <std::size_t... N> constexpr auto makeSlots(std::index_sequence<N...>)
{
    return std::array<Slot, sizeof...(N)>{Slot{&getParameter<N>, &setParameter<N>}...};
}

const std::array<Slot, kMaxParameterRows> kSlots =
    makeSlots(std::make_index_sequence<kMaxParameterRows>{});

unsigned versionsFrom(int since)
{
    unsigned bits = 0;
    for (int v = std::max(1, since); v <= kLatestVersion; ++v)
        bits |= 1u << v;
    return bits;
}

} // namespace

void appendOptionParameters(std::vector<Input> &f, OptionBlockTexts &texts, bool versionOne)
{
    for (const OptionSpec &spec : optionList()) {
        if (spec.parameters.empty() || (spec.sinceModelVersion <= 1) != versionOne)
            continue;
        for (const OptionParameter &parameter : spec.parameters) {
            const std::string key = optionParameterKey(spec, parameter);
            const Slot slot = kSlots[slotFor(key, parameter.defaultValue)];
            const char *path = texts.paths.emplace_back("inputs.options." + key).c_str();
            const Source *source =
                parameter.source ? &texts.sources.emplace_back(Source{parameter.source}) : nullptr;
            const bool share = parameter.unit == ParameterUnit::Share;
            f.push_back({.path = path,
                         .measure = share ? Measure::Share : Measure::Money,
                         .unit = share ? Unit::None : Unit::PerGpuMonth,
                         .range = closed(parameter.minimum, parameter.maximum),
                         .topic = spec.ownsFleet() ? Topic::Operations : Topic::Cloud,
                         .slot = slot,
                         .source = source,
                         .label = parameter.label,
                         .hint = parameter.hint,
                         .versions = versionsFrom(spec.sinceModelVersion)});
        }
    }
}

void appendOptionSections(std::vector<Section> &s, OptionBlockTexts &texts)
{
    // The report's and the workbook's heading over the rows (each parameter's label names its
    // option).
    static const char *const kHeading = QT_TRANSLATE_NOOP("gda::inputs", "Option parameters");
    unsigned all = 0;
    const std::size_t first = s.size();
    for (const OptionSpec &spec : optionList()) {
        if (spec.parameters.empty())
            continue;
        const unsigned versions = versionsFrom(spec.sinceModelVersion);
        all |= versions;
        const char *path =
            texts.paths.emplace_back("inputs.options." + std::string(spec.key)).c_str();
        s.push_back({.path = path, .label = kHeading, .versions = versions});
    }
    if (all != 0)
        s.insert(s.begin() + std::ptrdiff_t(first),
                 Section{.path = "inputs.options", .label = kHeading, .versions = all});
}

std::string optionBlocksSignature()
{
    std::string signature;
    for (const OptionSpec &spec : optionList())
        for (const OptionParameter &parameter : spec.parameters) {
            signature += optionParameterKey(spec, parameter);
            signature += '/';
            signature += std::to_string(spec.sinceModelVersion);
            signature += ';';
        }
    return signature;
}

} // namespace gda::inputs::rows
