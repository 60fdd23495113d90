// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storeerror.h"

#include <QByteArray>
#include <QSqlDatabase>

// The offline copy of a team library encrypted at rest (issue 39, docs/reliability.md "The
// offline copy on disk"): the copy is an SQLite database held in memory, written to its file as
// one sealed image — SQLite's serialized database, encrypted with AES-256-GCM (OpenSSL's EVP) —
// after every change, and read back by decrypting the file into memory (sqlite3_deserialize).
// The plain database never touches the disk.
//
// Both libraries are loaded when first needed (ondemand/ondemandlibrary.h): libcrypto only by a
// program that opens an encrypted offline copy, libsqlite3 the one Qt's SQLite driver has
// loaded already; a command-line start that never opens a team library maps neither.
//
// File format: "GDAOFFE1" (8 bytes), a 12-byte random nonce, the ciphertext, the 16-byte GCM tag;
// the 8 magic bytes are authenticated too.
namespace gda::store::sealed {

inline constexpr int kKeyBytes = 32;

// Whether `head` (a file's first bytes) starts a sealed copy.
bool isSealed(const QByteArray &head);
// Whether the file at `path` is a sealed copy.
bool isSealedFile(const QString &path);

// 32 random bytes from OpenSSL's generator; Io when libcrypto cannot be loaded.
Result<QByteArray> newKey();

// `plain` encrypted under `key` (kKeyBytes).
Result<QByteArray> seal(const QByteArray &plain, const QByteArray &key);
// The plain bytes of a sealed image; Corrupt when the key is not the one it was sealed with or
// the file was changed (the tag does not match), Io when libcrypto cannot be loaded.
Result<QByteArray> unseal(const QByteArray &sealedBytes, const QByteArray &key);

// The whole database behind `db` (its "main" schema) as SQLite's file image.
Result<QByteArray> serialize(const QSqlDatabase &db);
// Replaces the (in-memory) database behind `db` with `image` (a file image; one in WAL mode is
// read as a rollback-journal database: an in-memory database has no WAL).
Result<void> deserialize(const QSqlDatabase &db, QByteArray image);

// Writes `bytes` to `path` atomically (a temporary file renamed over it, synced first), readable
// by its owner only.
Result<void> writePrivateFile(const QString &path, const QByteArray &bytes);

} // namespace gda::store::sealed
