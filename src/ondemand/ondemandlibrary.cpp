// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ondemandlibrary.h"

#include <dlfcn.h>

namespace gda::ondemand {

OnDemandLibrary::OnDemandLibrary(std::vector<std::string> candidates)
    : m_candidates(std::move(candidates))
{
}

void OnDemandLibrary::load()
{
    std::string errors;
    for (const std::string &candidate : m_candidates) {
        // RTLD_LOCAL: its symbols serve only the lookups made here, never another library's.
        m_handle = ::dlopen(candidate.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (m_handle != nullptr) {
            m_loadedFrom = candidate;
            return;
        }
        const char *why = ::dlerror();
        errors += (errors.empty() ? "" : "; ") + std::string(why != nullptr ? why : candidate);
    }
    const std::lock_guard lock(m_mutex);
    m_error = errors.empty() ? std::string("no library to load") : errors;
}

void *OnDemandLibrary::symbol(const char *name)
{
    std::call_once(m_loaded, [this] { load(); });
    if (m_handle == nullptr)
        return nullptr;
    void *address = ::dlsym(m_handle, name);
    if (address == nullptr) {
        const std::lock_guard lock(m_mutex);
        m_error = std::string("no symbol ") + name + " in " + m_loadedFrom;
    }
    return address;
}

std::string OnDemandLibrary::error() const
{
    const std::lock_guard lock(m_mutex);
    return m_error;
}

} // namespace gda::ondemand
