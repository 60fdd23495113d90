// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"
#include "storeerror.h"

#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QStringList>

#include <functional>
#include <optional>

namespace gda::store {

using ScenarioId = qint64;

// What the library list shows of a scenario besides its name, computed when it is saved.
struct ScenarioSummary
{
    QString recommendation; // empty: none computed
    std::optional<double> breakEvenMonth;
    std::optional<double> savings;         // TCO cloud − TCO on-premise, scenario currency
    std::optional<double> savingsFraction; // savings / TCO cloud

    bool operator==(const ScenarioSummary &) const = default;
};

using Summarizer = std::function<ScenarioSummary(const Scenario &)>;

// One scenario of the library as the list shows it (no content: listing stays cheap).
struct ScenarioRecord
{
    ScenarioId id = 0;
    QString name;
    QString client;
    QDateTime created;  // UTC
    QDateTime modified; // UTC, time of the latest revision
    int revision = 0;   // the latest revision; pass it back to save()
    ScenarioSummary summary;
    std::optional<QDateTime> deletedAt; // set while the scenario is in the trash
};

// A scenario as loaded: its list entry and its content.
struct StoredScenario
{
    ScenarioRecord record;
    Scenario scenario;
};

// One saved state of a scenario.
struct RevisionRecord
{
    int revision = 0;
    QDateTime savedAt; // UTC
    QString note;
};

// Which scenarios list() returns; every condition given must hold. Newest change first.
struct ListFilter
{
    enum class Trash { Exclude, Include, Only };

    std::optional<QString> client; // exact client name; "" = scenarios without a client
    QString name;                  // part of the name, any case
    QString text;                  // each word part of the name, client or notes, any case
    Trash trash = Trash::Exclude;
};

// What SQLite reports for a store's own connection (diagnostics and tests).
struct ConnectionSettings
{
    QString journalMode; // "wal" when write-ahead logging is on
    int synchronous = 0; // 2 = FULL
    bool foreignKeys = false;
    int busyTimeoutMs = 0;
    bool queryOnly = false; // true in read-only mode
};

// The scenario library: an SQLite file of scenarios with every revision, a trash, import and
// export of scenario files. Each instance has its own connection, so two instances (two
// windows, or a test) may share one file; saves refuse to overwrite another's newer revision.
// A file that fails its integrity check at open (or is of a newer schema, or not writable) is
// used read-only and never written; every write then returns StoreError::Kind::ReadOnly.
// Use an instance from one thread only.
class ScenarioStore
{
public:
    static constexpr int kDefaultBusyTimeoutMs = 5000;

    ScenarioStore();
    ~ScenarioStore();
    ScenarioStore(const ScenarioStore &) = delete;
    ScenarioStore &operator=(const ScenarioStore &) = delete;

    // $GPU_ADVISOR_DB when set, else scenarios.sqlite in the per-user data folder.
    static QString defaultDatabasePath();
    // A translated warning when `path` is on a network file system or in a cloud-synced
    // folder, where SQLite's locking and write-ahead log are not safe; empty otherwise.
    static QString locationWarning(const QString &path);
    // Break-even month and savings from engine::evaluateOptions, and the decision matrix's
    // recommendation.
    static ScenarioSummary defaultSummary(const Scenario &scenario);

    // Both take effect for later calls; the busy timeout at the next open().
    void setSummarizer(Summarizer summarizer);
    void setBusyTimeout(int milliseconds);

    // Opens (creating it and its folder if needed) and upgrades the library at `path`.
    Result<void> open(const QString &path);
    void close();
    bool isOpen() const;
    QString path() const { return m_path; }
    bool isReadOnly() const { return m_readOnly; }
    QString readOnlyReason() const { return m_readOnlyReason; }
    // What the user should know about the open library: read-only reason, network drive, …
    QStringList warnings() const { return m_warnings; }
    Result<ConnectionSettings> connectionSettings() const;

    Result<ScenarioId> create(const Scenario &scenario, const QString &note = {});
    // Stores `scenario` as the next revision if the stored one is still `expectedRevision`;
    // otherwise Conflict (InTrash when it was moved to the trash), and nothing changes.
    // Returns the new revision.
    Result<int> save(ScenarioId id, const Scenario &scenario, int expectedRevision,
                     const QString &note = {});
    Result<StoredScenario> load(ScenarioId id) const;
    Result<QList<ScenarioRecord>> list(const ListFilter &filter = {}) const;
    Result<QStringList> clients() const; // clients of scenarios outside the trash, sorted

    Result<ScenarioId> duplicate(ScenarioId id);
    Result<int> rename(ScenarioId id, const QString &name); // a new revision
    Result<void> moveToTrash(ScenarioId id);
    Result<void> restoreFromTrash(ScenarioId id);
    Result<int> emptyTrash(); // deletes the scenarios in the trash for good; returns how many

    Result<QList<RevisionRecord>> history(ScenarioId id) const; // newest first
    Result<Scenario> loadRevision(ScenarioId id, int revision) const;
    // Stores an old revision's content as a new revision; returns its number.
    Result<int> restoreRevision(ScenarioId id, int revision,
                                std::optional<int> expectedRevision = std::nullopt);

    // Validates every file with the scenario loader (size cap included), then adds them all
    // in one transaction, or none. Returns the new ids in the order of `paths`.
    Result<QList<ScenarioId>> importFiles(const QStringList &paths);
    Result<void> exportToFile(ScenarioId id, const QString &path) const;

    // Recomputes the list columns of every scenario with the current summarizer.
    Result<int> refreshSummaries();

private:
    struct Prepared;
    Result<Prepared> prepare(const Scenario &scenario) const;
    Result<void> requireWritable(const QString &what) const;
    Result<void> requireOpen(const QString &what) const;
    // Runs `body` (returning a Result) in one write transaction of a writable library:
    // committed when `body` succeeds, rolled back when it fails. Every write goes through here.
    template <typename Body>
    auto inWriteTransaction(const QString &what, Body &&body) -> decltype(body());
    Result<ScenarioId> insert(const Prepared &prepared, const QString &note, const QString &what);
    Result<int> storeRevision(ScenarioId id, const Prepared &prepared,
                              std::optional<int> expectedRevision, const QString &note,
                              const QString &what);
    Result<QVariant> clientId(const QString &client, const QString &what);

    QSqlDatabase m_db;
    QString m_connectionName;
    QString m_path;
    bool m_readOnly = false;
    QString m_readOnlyReason;
    QStringList m_warnings;
    Summarizer m_summarizer;
    int m_busyTimeoutMs = kDefaultBusyTimeoutMs;
};

} // namespace gda::store
