// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "passwordkeyring.h"
#include "store/storeerror.h"

#include <QByteArray>

// The key of a team library's encrypted offline copy (store/sealedcopy.h) in the system keyring:
// kept beside the library's password, under "<location> (offline copy)", as base64 text. The
// first request makes one (32 random bytes from OpenSSL) and stores it. A keyring that cannot be
// reached is an Io error saying so; the copy is then kept in memory only (LibraryOptions).
namespace gda::keyring {

// The keyring entry's name for the library at `displayLocation`.
QString offlineCopyKeyName(const QString &displayLocation);

store::Result<QByteArray> offlineCopyKey(const PasswordKeyring &keyring,
                                         const QString &displayLocation);

} // namespace gda::keyring
