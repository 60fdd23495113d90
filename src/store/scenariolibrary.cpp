// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariolibrary.h"

#include "scenario/scenariofile.h"

#include <QCoreApplication>

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

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::store)
};

} // namespace

Result<void> ScenarioLibrary::checkIntegrity() const
{
    return StoreError{StoreError::Kind::Unsupported,
                      Msg::tr("%1 is a team library: its server keeps its data consistent; ask its "
                              "administrator to check it")
                          .arg(location())};
}

Result<ScenarioLibrary::CopiedScenario>
ScenarioLibrary::checkCopied(const ScenarioHistory &history) const
{
    const ScenarioRecord &record = history.record;
    std::optional<Scenario> current;
    for (const RevisionContent &revision : history.revisions) {
        auto parsed = scenariofile::parse(revision.content.toUtf8());
        if (const auto *error = std::get_if<scenariofile::Error>(&parsed))
            return StoreError{StoreError::Kind::Corrupt,
                              Msg::tr("Revision %1 of scenario %2 (“%3”) is damaged: %4")
                                  .arg(QString::number(revision.record.revision),
                                       QString::number(record.id), record.name, error->toString())};
        if (revision.record.revision == record.revision)
            current = std::get<Scenario>(std::move(parsed));
    }
    if (!current)
        return StoreError{
            StoreError::Kind::Corrupt,
            Msg::tr("Scenario %1 (“%2”) is damaged: its current revision %3 is "
                    "missing")
                .arg(QString::number(record.id), record.name, QString::number(record.revision))};
    CopiedScenario copied;
    copied.nameKey = record.name.toCaseFolded();
    copied.searchText =
        QString(record.name + u'\n' + record.client + u'\n' + current->notes).toCaseFolded();
    copied.summary = summarize(*current);
    copied.current = std::move(*current);
    return copied;
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
