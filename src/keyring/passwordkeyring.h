// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// The passwords of team libraries in the system keyring, through QtKeychain (the Secret Service
// over D-Bus on Linux — GNOME Keyring, KWallet —, the Keychain on macOS, the Credential Manager
// on Windows). Each password is kept under the library's location without its password
// (PgLocation::display(), e.g. "postgresql://ann@db.example.org/advisor?sslmode=verify-full").
//
// Every call waits at most the timeout and then answers Unavailable: a machine without a
// keyring service (a server, a CI job: no D-Bus secret service) or a keyring that never answers
// does not hang the program; the caller falls back to ~/.pgpass or a prompt. The keyring never
// falls back to a plain-text file of its own (QtKeychain's insecureFallback stays off).
namespace gda::keyring {

class PasswordKeyring
{
public:
    static constexpr int kDefaultTimeoutMs = 5000;
    // The service name the passwords are stored under (seahorse and kwalletmanager show it).
    static QString serviceName();

    enum class Status {
        Done,        // read: found (password set); write/remove: done
        NotFound,    // no password kept for this library
        Unavailable, // no keyring service, access refused, or no answer within the timeout
    };
    struct Answer
    {
        Status status = Status::Unavailable;
        QString password; // read() when Done; never logged
        QString message;  // why, when Unavailable (translated, without the password)
    };

    explicit PasswordKeyring(int timeoutMs = kDefaultTimeoutMs,
                             const QString &service = serviceName());

    Answer read(const QString &library) const;
    Answer write(const QString &library, const QString &password) const;
    // Removing a password that is not there is no error: Done (the Secret Service does not
    // say whether it was there) or NotFound.
    Answer remove(const QString &library) const;

private:
    int m_timeoutMs;
    QString m_service;
};

} // namespace gda::keyring
