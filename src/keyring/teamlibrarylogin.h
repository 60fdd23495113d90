// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "passwordkeyring.h"
#include "store/postgreslibrary.h"

#include <QStringList>

#include <functional>
#include <optional>

// Opening a team library in the desktop application, with its password from, in this order:
// the URI itself, the system keyring (when the user chose to remember it there), libpq's own
// sources ($PGPASSWORD, ~/.pgpass), and last the user, asked through `ask` (the password
// dialog). A keyring that is missing or does not answer in time is a note, never a failure or
// a hang: the other sources follow.
namespace gda::keyring {

struct PasswordReply
{
    QString password;
    bool remember = false; // keep it in the system keyring
};

struct TeamLogin
{
    bool useKeyring = false; // the preference "Remember password in the system keyring"
    const PasswordKeyring *keyring = nullptr; // required when useKeyring
    // Asks the user for the password of `library` (shown without a password); `why` says why it
    // is asked (first time, refused, keyring unavailable). nullopt: the user cancelled.
    std::function<std::optional<PasswordReply>(const QString &library, const QString &why)> ask;
    int maxAttempts = 3; // passwords asked for before giving up
};

struct TeamLoginOutcome
{
    store::Result<void> opened;
    QStringList notes;        // what the user should know (keyring unavailable, not remembered…)
    bool fromKeyring = false; // the keyring's password opened the library
    bool remembered = false;  // a typed password was stored in the keyring
};

// Opens `library` at `location` (a postgresql:// URI) as described above.
// A library without a team connection (ScenarioLibrary::team()) is opened as it is.
TeamLoginOutcome openTeamLibrary(store::ScenarioLibrary &library, const QString &location,
                                 const TeamLogin &login);

} // namespace gda::keyring
