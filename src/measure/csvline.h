// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <vector>

namespace gda::measure {

// The cells of one CSV line (RFC 4180 quoting, "" inside quotes; no line breaks inside a cell),
// as views: into the line itself, or into the row's own buffer for a quoted cell with "" in it.
// Nothing is copied per cell, so a cell is valid only while the line it was split from is, and
// until the next split. Cells are trimmed of spaces and tabs around them (nvidia-smi writes ", "
// between cells).
class CsvRow
{
public:
    // False when a quote is left open.
    bool split(QByteArrayView line);
    size_t size() const { return m_cells.size(); }
    QByteArrayView operator[](size_t column) const { return m_cells[column]; }

private:
    std::vector<QByteArrayView> m_cells;
    QByteArray m_unquoted; // the cells with "" in them, unescaped
};

// The same, copied into `cells` (for a header, which must outlive its line).
bool splitCsvLine(QByteArrayView line, std::vector<QByteArray> &cells);

// At most 80 characters of a cell, for an error message.
QString shownCell(QByteArrayView value);

// ASCII case-insensitive comparisons of a cell with lower-case text, without a copy.
bool equalsLower(QByteArrayView cell, QByteArrayView lower);
bool startsWithLower(QByteArrayView cell, QByteArrayView lower);
bool containsLower(QByteArrayView cell, QByteArrayView lower);

// Parses a decimal number in the C locale ("12.5", "-3", "1e-3"); false for anything else.
bool parseNumber(QByteArrayView text, double &value);

// Parses ISO 8601 as the exports write it — "YYYY-MM-DD" alone (midnight UTC) or with a time,
// "YYYY-MM-DD[T ]HH:MM[:SS[.fff]][Z|+00:00|+0000]" — or "YYYY/MM/DD HH:MM:SS[.fff]" into seconds
// since 1970-01-01 00:00 (UTC offsets applied). False for anything else.
bool parseTimestamp(QByteArrayView text, qint64 &seconds);

} // namespace gda::measure
