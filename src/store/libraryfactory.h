// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariolibrary.h"

#include <functional>
#include <memory>

// Which scenario library a location names, and opening it. The command line (`--db`), the
// desktop application (`--db`, Preferences) and $GPU_ADVISOR_DB all give a location the same
// way: a file path for a local SQLite library; a `postgresql://` (or `postgres://`) URI names a
// team library on a PostgreSQL server (PostgresLibrary).
namespace gda::store {

enum class Backend { Sqlite, PostgreSql };

// The backend a location names (a URI's scheme, else a file path).
Backend backendFor(const QString &location);

// $GPU_ADVISOR_DB when set, else scenarios.sqlite in the per-user data folder.
QString defaultLibraryLocation();

// How every library is set up before it is opened.
struct LibraryOptions
{
    Summarizer summarizer;            // fills the list columns; none leaves them empty
    std::optional<int> busyTimeoutMs; // how long to wait for another program's lock
    bool createIfMissing = true;      // false: a missing file is NotFound, nothing is created
    // A team library whose server cannot be reached at the first connection, when this computer
    // holds no copy of it yet: true opens it offline and empty (the app shows the offline banner
    // with Retry, and the list fills when the server answers); false (the command line) refuses.
    bool openWithoutCopy = false;
    // The offline copy of a team library encrypted at rest (sealedcopy.h, docs/reliability.md):
    // `offlineCopyKey` gives the key for a location (its display form; the app keeps it in the
    // keyring and makes one the first time). With encryptOfflineCopy the copy is written
    // encrypted (a plain copy found is encrypted at once); without, a copy found encrypted is
    // decrypted with the key and written plain again. No key function (the command line): an
    // encrypted copy is left as it is and the library works online with a copy in memory only.
    // A key function that fails (no keyring) does the same, with a warning that says why.
    std::function<Result<QByteArray>(const QString &displayLocation)> offlineCopyKey;
    bool encryptOfflineCopy = false;
};

// A closed library of the backend `location` names, set up with `options`.
Result<std::unique_ptr<ScenarioLibrary>> makeLibrary(const QString &location,
                                                     const LibraryOptions &options = {});

// makeLibrary(), then open(location).
Result<std::unique_ptr<ScenarioLibrary>> openLibrary(const QString &location,
                                                     const LibraryOptions &options = {});

} // namespace gda::store
