// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace gda::store {

// What a library on a team server can do besides the library's operations: take the password
// the server asks for (ScenarioLibrary::team(); PostgresLibrary).
class TeamConnection
{
public:
    virtual ~TeamConnection() = default;

    // The password to use when the location has none (a prompt's or the keyring's answer); kept
    // in memory to reconnect, never stored.
    virtual void setPassword(const QString &password) = 0;
    // After a failed open(): the server asked for a password and none was given (libpq's
    // PQconnectionNeedsPassword); a program with a terminal may ask the user and open again.
    virtual bool passwordNeeded() const = 0;

protected:
    TeamConnection() = default;
    TeamConnection(const TeamConnection &) = default;
    TeamConnection &operator=(const TeamConnection &) = default;
};

} // namespace gda::store
