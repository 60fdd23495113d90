// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "options.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace gda::engine {

namespace {

// The list in use: the built-in one, or a copy with a test's extra options.
std::vector<OptionSpec> g_extended;
std::span<const OptionSpec> g_active = kBuiltInOptions;

} // namespace

std::span<const OptionSpec> optionList()
{
    return g_active;
}

std::vector<OptionSpec> optionsFor(int modelVersion)
{
    std::vector<OptionSpec> out;
    for (const OptionSpec &spec : optionList())
        if (spec.appliesTo(modelVersion))
            out.push_back(spec);
    return out;
}

const OptionSpec &optionSpec(Option option)
{
    for (const OptionSpec &spec : optionList())
        if (spec.id == option)
            return spec;
    throw std::out_of_range("unknown option id " + std::to_string(static_cast<int>(option)));
}

std::string_view optionKey(Option option)
{
    for (const OptionSpec &spec : optionList())
        if (spec.id == option)
            return spec.key;
    return {};
}

std::optional<Option> optionFromKey(std::string_view key)
{
    for (const OptionSpec &spec : optionList())
        if (spec.key == key)
            return spec.id;
    return std::nullopt;
}

namespace testing {

ScopedExtraOption::ScopedExtraOption(const OptionSpec &spec)
{
    const std::span<const OptionSpec> list = optionList();
    if (std::any_of(list.begin(), list.end(),
                    [&](const OptionSpec &s) { return s.id == spec.id || s.key == spec.key; }))
        throw std::logic_error("ScopedExtraOption: id or key already in the option list");
    std::vector<OptionSpec> extended(list.begin(), list.end());
    extended.push_back(spec);
    g_extended = std::move(extended);
    g_active = g_extended;
}

ScopedExtraOption::~ScopedExtraOption()
{
    g_extended.pop_back();
    if (g_extended.size() <= kBuiltInOptions.size()) {
        g_extended.clear();
        g_active = kBuiltInOptions;
    } else {
        g_active = g_extended;
    }
}

} // namespace testing

} // namespace gda::engine
