// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <mutex>
#include <string>
#include <vector>

namespace gda::ondemand {

// A shared library opened (dlopen) the first time one of its symbols is asked for, so that a
// program which never needs it never loads it nor the libraries it depends on. Thread-safe; the
// library stays loaded until the program ends.
class OnDemandLibrary
{
public:
    // `candidates`: file names (looked up as dlopen does) or paths, tried in order.
    explicit OnDemandLibrary(std::vector<std::string> candidates);
    OnDemandLibrary(const OnDemandLibrary &) = delete;
    OnDemandLibrary &operator=(const OnDemandLibrary &) = delete;

    // The address of `name` in the library, or nullptr when the library cannot be loaded or has
    // no such symbol (error() then says why).
    void *symbol(const char *name);

    // The function `name`, typed: function<decltype(PQstatus)>("PQstatus").
    template <typename Function> Function *function(const char *name)
    {
        return reinterpret_cast<Function *>(symbol(name));
    }

    // Why the library or the last symbol asked for was not found (dlerror's words), or empty.
    std::string error() const;

private:
    void load();

    std::vector<std::string> m_candidates;
    std::once_flag m_loaded;
    void *m_handle = nullptr;
    std::string m_loadedFrom;
    mutable std::mutex m_mutex; // guards m_error
    std::string m_error;
};

} // namespace gda::ondemand

// The body of a function that stands in for the C function `name` of `library` (an
// OnDemandLibrary): `name` is found there once, then called with the arguments; `failure` (void()
// for a void function) is returned when the library or the function is missing. The stand-ins of
// a library are defined with its own header's declarations, so a program that calls them links
// without the library (src/store/libpqondemand.cpp).
#define GDA_ONDEMAND_CALL(library, name, failure, ...)                                             \
    static auto *const call = (library).function<decltype(name)>(#name);                           \
    return call != nullptr ? call(__VA_ARGS__) : failure
