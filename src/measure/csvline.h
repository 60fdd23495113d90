// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <vector>

namespace gda::measure {

// Splits one CSV line (RFC 4180 quoting, "" inside quotes; no line breaks inside a cell) into
// `cells`, reusing their storage. Cells are trimmed of spaces around them (nvidia-smi writes
// ", " between cells). False when a quote is left open.
bool splitCsvLine(QByteArrayView line, std::vector<QByteArray> &cells);

// Parses a decimal number in the C locale ("12.5", "-3", "1e-3"); false for anything else.
bool parseNumber(QByteArrayView text, double &value);

// Parses "YYYY-MM-DD[T ]HH:MM[:SS[.fff]][Z|+00:00]" or "YYYY/MM/DD HH:MM:SS[.fff]" into seconds
// since 1970-01-01 00:00 (UTC offsets applied). False for anything else.
bool parseTimestamp(QByteArrayView text, qint64 &seconds);

} // namespace gda::measure
