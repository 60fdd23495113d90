// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariolibrary.h"

#include <functional>

namespace gda::store {

// A revision saved while the team library could not be reached (or refused when it was sent):
// kept in the local copy until the server has committed it.
struct QueuedRevision
{
    qint64 seq = 0;       // order of saving, oldest first
    ScenarioId id = 0;    // the scenario on the server
    int baseRevision = 0; // the revision it started from (the server's numbering)
    Scenario scenario;
    QString note;
    QString author{};   // who saved it on this computer
    QDateTime queuedAt; // UTC
    // Refused when sent: the server has a newer revision (theirRevision) than baseRevision, or
    // (message) the server refused it otherwise (in the trash, gone, not allowed).
    bool conflict = false;
    int theirRevision = 0;
    QString message;
};

// What a synchronisation did with the queue.
struct SyncReport
{
    struct Pushed
    {
        QueuedRevision queued;
        int revision = 0; // the revision number the server gave it
    };
    QList<Pushed> pushed;
    QList<QueuedRevision> conflicts; // every refused revision still queued, oldest first
};

// How the user settles a queued revision that the server refused as a conflict.
enum class Resolution {
    KeepMine,   // store it as the next revision after theirs (theirs stays in the history)
    TakeTheirs, // drop it: the server's revision stays current
    SaveCopy,   // store it as a new scenario, "NAME (my changes)"
};

// What a library with an offline copy of a team library can do besides the library's
// operations (ScenarioLibrary::offline(); CachedLibrary): say whether its server answers, keep
// the revisions saved while it did not, and send them.
class OfflineCopy
{
public:
    virtual ~OfflineCopy() = default;

    virtual bool isOnline() const = 0;
    // Why the server could not be reached (its last error), while offline.
    virtual QString offlineReason() const = 0;
    // When the copy last matched the server (UTC); invalid when never.
    virtual QDateTime lastSynchronised() const = 0;
    // Hears every change between online and offline (true: online again).
    virtual void setConnectionListener(std::function<void(bool online)> listener) = 0;

    // Revisions not yet on the server, oldest first (refused ones included).
    virtual QList<QueuedRevision> queued() const = 0;
    // Reconnects when offline, refreshes the copy and sends the queued revisions. Io (and
    // still offline) when the server cannot be reached; a refused revision is a conflict in the
    // report, not an error.
    virtual Result<SyncReport> synchronise() = 0;
    // Settles a refused queued revision (online only); returns the revision or scenario id the
    // server stored (0 for TakeTheirs).
    virtual Result<qint64> resolve(qint64 seq, Resolution resolution) = 0;

protected:
    OfflineCopy() = default;
    OfflineCopy(const OfflineCopy &) = default;
    OfflineCopy &operator=(const OfflineCopy &) = default;
};

} // namespace gda::store
