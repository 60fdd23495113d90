// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariolibrary.h"

#include "rowmapping.h"
#include "scenario/scenariofile.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <vector>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

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

Result<PreparedScenario> ScenarioLibrary::prepare(const Scenario &scenario,
                                                  const QString &note) const
{
    if (const auto error = scenariofile::validate(scenario))
        return StoreError{StoreError::Kind::Invalid,
                          Msg::tr("The scenario is not valid: %1").arg(error->toString())};
    if (!storesNulCharacters())
        for (const QString &text : {scenario.name, scenario.client, scenario.notes, note})
            if (text.contains(QChar(0)))
                return StoreError{StoreError::Kind::Invalid,
                                  Msg::tr("The scenario's name, client or notes contain a NUL "
                                          "character (\\0), which a team library cannot store; "
                                          "remove it")};
    const QByteArray json = scenariofile::toCanonicalJson(scenario);
    if (json.size() > scenariofile::kMaxFileBytes)
        return StoreError{StoreError::Kind::TooLarge,
                          Msg::tr("The scenario is larger than %1 MB, the limit for scenarios")
                              .arg(scenariofile::kMaxFileBytes / (1024 * 1024))};
    PreparedScenario prepared;
    prepared.scenario = scenario;
    prepared.content = QString::fromUtf8(json);
    prepared.nameKey = scenario.name.toCaseFolded();
    prepared.searchText =
        QString(scenario.name + u'\n' + scenario.client + u'\n' + scenario.notes).toCaseFolded();
    prepared.summary = summarize(scenario);
    prepared.note = note;
    prepared.author = author();
    return prepared;
}

Result<ScenarioId> ScenarioLibrary::insertOne(Result<PreparedScenario> prepared,
                                              const QString &what)
{
    if (!prepared)
        return prepared.error();
    const auto ids = insertScenarios({std::move(prepared).value()}, what);
    if (!ids)
        return ids.error();
    return ids->front();
}

Result<ScenarioId> ScenarioLibrary::create(const Scenario &scenario, const QString &note)
{
    const QString what = Msg::tr("Creating the scenario");
    if (auto writable = checkWritable(what); !writable)
        return writable.error();
    return insertOne(prepare(scenario, note), what);
}

Result<int> ScenarioLibrary::save(ScenarioId id, const Scenario &scenario, int expectedRevision,
                                  const QString &note)
{
    return storeRevision({id, scenario, expectedRevision, note, Msg::tr("Saving the scenario"),
                          RevisionWrite::Origin::Edit});
}

Result<ScenarioId> ScenarioLibrary::duplicate(ScenarioId id)
{
    const QString what = Msg::tr("Duplicating the scenario");
    if (auto writable = checkWritable(what); !writable)
        return writable.error();
    const auto original = load(id);
    if (!original)
        return original.error();
    Scenario copy = original->scenario;
    const QString name = copy.name;
    copy.name = Msg::tr("%1 (copy)").arg(name);
    if (const auto error = scenariofile::validate(copy);
        error && error->field == QLatin1String("name"))
        copy.name =
            Msg::tr("%1 (copy)").arg(name.left(name.size() - (copy.name.size() - name.size())));
    return insertOne(prepare(copy, Msg::tr("Duplicated from scenario %1 revision %2")
                                       .arg(QString::number(id))
                                       .arg(original->record.revision)),
                     what);
}

Result<int> ScenarioLibrary::rename(ScenarioId id, const QString &name)
{
    const QString what = Msg::tr("Renaming the scenario");
    if (auto writable = checkWritable(what); !writable)
        return writable.error();
    const auto original = load(id);
    if (!original)
        return original.error();
    if (original->record.deletedAt)
        return rows::inTrash(id, original->record.name);
    Scenario renamed = original->scenario;
    renamed.name = name;
    // Expect the revision just loaded: a save in between is a conflict, not overwritten.
    return storeRevision({id, renamed, original->record.revision,
                          Msg::tr("Renamed from “%1”").arg(original->record.name), what,
                          RevisionWrite::Origin::Rename});
}

Result<int> ScenarioLibrary::restoreRevision(ScenarioId id, int revision,
                                             std::optional<int> expectedRevision)
{
    const QString what = Msg::tr("Restoring revision %1").arg(revision);
    if (auto writable = checkWritable(what); !writable)
        return writable.error();
    // Revisions never change once written, so reading it outside the write is safe.
    const auto old = loadRevision(id, revision);
    if (!old)
        return old.error();
    return storeRevision({id, *old, expectedRevision, Msg::tr("Restored revision %1").arg(revision),
                          what, RevisionWrite::Origin::Restore});
}

Result<QList<ScenarioId>> ScenarioLibrary::importFiles(const QStringList &paths,
                                                       const QString &note)
{
    const QString what = Msg::tr("Importing scenario files");
    if (auto writable = checkWritable(what); !writable)
        return writable.error();
    if (paths.isEmpty())
        return StoreError{StoreError::Kind::Invalid,
                          Msg::tr("No scenario files were given to import")};
    // Every file is read and checked before the first write.
    QList<PreparedScenario> files;
    files.reserve(paths.size());
    for (const QString &path : paths) {
        const auto loaded = scenariofile::load(path);
        if (const auto *error = std::get_if<scenariofile::Error>(&loaded))
            return rows::fileError(path, *error);
        auto prepared = prepare(
            std::get<Scenario>(loaded),
            note.isEmpty() ? Msg::tr("Imported from %1").arg(QFileInfo(path).fileName()) : note);
        if (!prepared) {
            StoreError error = prepared.error();
            error.message = rows::displayPath(path) + QStringLiteral(": ") + error.message;
            return error;
        }
        files.append(std::move(prepared).value());
    }
    return insertScenarios(files, what);
}

Result<void> ScenarioLibrary::exportToFile(ScenarioId id, const QString &path) const
{
    const auto stored = load(id);
    if (!stored)
        return stored.error();
    if (const QString error = scenariofile::save(stored->scenario, path); !error.isEmpty())
        return StoreError{StoreError::Kind::Io, error};
    return {};
}

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

QString ScenarioLibrary::systemUserName()
{
    for (const char *variable : {"USER", "LOGNAME", "USERNAME"})
        if (const QString name = qEnvironmentVariable(variable).trimmed(); !name.isEmpty())
            return name;
#ifdef Q_OS_UNIX
    if (const passwd *entry = getpwuid(getuid()); entry && entry->pw_name)
        return QString::fromLocal8Bit(entry->pw_name);
#endif
    return {};
}

QString ScenarioLibrary::author() const
{
    return m_author.isEmpty() ? systemUserName() : m_author;
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
