// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstddef>
#include <functional>

// Downloading is a module, gpu-advisor-catalog-fetch.so (networkfetch.cpp, Qt Network), that the
// program loads the first time it fetches a price document (catalogupdate.cpp), so that a
// command which never downloads never maps Qt Network nor OpenSSL (issue #38). The module hands
// over this table.
namespace gda::catalog::fetchmodule {

inline constexpr int kInterfaceVersion = 1;
inline constexpr const char *kEntryName = "gda_catalog_fetcher";

// Why a download failed: Offline covers "no network" (host not found, connection refused, no
// route, timed out before connecting), so the caller can point to the file import.
enum class Failure { None, Offline, Cancelled, Http, Dropped, Io };

struct Request
{
    QString url;
    QString destination;       // the file the body is written to (created or truncated)
    int idleTimeoutMs = 60000; // no byte for this long: the transfer is given up (Dropped)
};

// Called while bytes arrive (total -1 when unknown); return false to cancel.
using Progress = std::function<bool(qint64 received, qint64 total)>;

struct Fetcher
{
    int interfaceVersion = kInterfaceVersion;
    std::size_t requestSize = sizeof(Request);
    // Downloads `request.url` to `request.destination` (HTTPS or HTTP, redirects followed, the
    // system's proxy). Returns Failure::None, or the failure with a sentence in `error`.
    Failure (*fetch)(const Request &request, const Progress &progress, QString &error) = nullptr;
};

} // namespace gda::catalog::fetchmodule
