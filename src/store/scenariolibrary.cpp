// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariolibrary.h"

#include <vector>

namespace gda::store {

void ScenarioLibrary::setSummarizer(Summarizer summarizer)
{
    m_summarizer = std::move(summarizer);
}

int ScenarioLibrary::addChangeListener(ChangeListener listener)
{
    const int handle = m_nextListener++;
    m_listeners.emplace(handle, std::move(listener));
    return handle;
}

void ScenarioLibrary::removeChangeListener(int handle)
{
    m_listeners.erase(handle);
}

ScenarioSummary ScenarioLibrary::summarize(const Scenario &scenario) const
{
    return m_summarizer ? m_summarizer(scenario) : ScenarioSummary{};
}

void ScenarioLibrary::notify(const LibraryChange &change) const
{
    // A listener may remove itself (or another) while it is called: walk a copy of the handles.
    std::vector<int> handles;
    handles.reserve(m_listeners.size());
    for (const auto &entry : m_listeners)
        handles.push_back(entry.first);
    for (int handle : handles)
        if (const auto it = m_listeners.find(handle); it != m_listeners.end()) {
            const ChangeListener listener = it->second; // survives its own removal
            listener(change);
        }
}

} // namespace gda::store
