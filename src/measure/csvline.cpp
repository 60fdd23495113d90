// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvline.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>

namespace gda::measure {

namespace {
QByteArrayView trimmed(QByteArrayView text)
{
    while (!text.isEmpty() && (text.front() == ' ' || text.front() == '\t'))
        text = text.sliced(1);
    while (!text.isEmpty() && (text.back() == ' ' || text.back() == '\t'))
        text.chop(1);
    return text;
}

bool digits(QByteArrayView text, qsizetype at, int count, int &value)
{
    if (at + count > text.size())
        return false;
    value = 0;
    for (int i = 0; i < count; ++i) {
        const char c = text[at + i];
        if (c < '0' || c > '9')
            return false;
        value = value * 10 + (c - '0');
    }
    return true;
}

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
qint64 daysFromCivil(int y, int m, int d)
{
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const int yoe = int(y - era * 400);
    const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}
} // namespace

bool CsvRow::split(QByteArrayView line)
{
    m_cells.clear();
    if (!m_unquoted.isEmpty())
        m_unquoted.resize(0);
    // Unescaped cells are never longer than the line: reserving it up front means appending
    // never moves the buffer, so the views into it stay valid.
    bool reserved = false;
    const char *p = line.data();
    const qsizetype n = line.size();
    qsizetype i = 0;
    for (;;) {
        while (i < n && p[i] == ' ')
            ++i;
        if (i < n && p[i] == '"') {
            const qsizetype open = ++i;
            bool closed = false, escaped = false;
            while (i < n) {
                if (p[i] == '"') {
                    if (i + 1 < n && p[i + 1] == '"') {
                        escaped = true;
                        i += 2;
                        continue;
                    }
                    closed = true;
                    break;
                }
                ++i;
            }
            if (!closed)
                return false;
            if (!escaped) {
                m_cells.emplace_back(p + open, i - open);
            } else {
                if (!reserved) {
                    m_unquoted.reserve(n);
                    reserved = true;
                }
                const qsizetype from = m_unquoted.size();
                for (qsizetype k = open; k < i; ++k) {
                    m_unquoted.append(p[k]);
                    if (p[k] == '"')
                        ++k; // the second quote of ""
                }
                m_cells.emplace_back(m_unquoted.constData() + from, m_unquoted.size() - from);
            }
            ++i; // the closing quote
            while (i < n && p[i] != ',')
                ++i;
        } else {
            // Cells are short: a plain loop beats a memchr call per cell.
            const qsizetype start = i;
            while (i < n && p[i] != ',')
                ++i;
            m_cells.push_back(trimmed(QByteArrayView(p + start, i - start)));
        }
        if (i >= n)
            break;
        ++i; // the comma
    }
    return true;
}

bool splitCsvLine(QByteArrayView line, std::vector<QByteArray> &cells)
{
    CsvRow row;
    if (!row.split(line))
        return false;
    cells.resize(row.size());
    for (size_t c = 0; c < row.size(); ++c)
        cells[c] = row[c].toByteArray();
    return true;
}

namespace {
char lowerAscii(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}
bool sameAt(QByteArrayView cell, qsizetype at, QByteArrayView lower)
{
    for (qsizetype k = 0; k < lower.size(); ++k)
        if (lowerAscii(cell[at + k]) != lower[k])
            return false;
    return true;
}
} // namespace

QString shownCell(QByteArrayView value)
{
    return QString::fromUtf8(value.first(std::min<qsizetype>(80, value.size())));
}

bool equalsLower(QByteArrayView cell, QByteArrayView lower)
{
    return cell.size() == lower.size() && sameAt(cell, 0, lower);
}

bool startsWithLower(QByteArrayView cell, QByteArrayView lower)
{
    return cell.size() >= lower.size() && sameAt(cell, 0, lower);
}

bool containsLower(QByteArrayView cell, QByteArrayView lower)
{
    for (qsizetype at = 0; at + lower.size() <= cell.size(); ++at)
        if (sameAt(cell, at, lower))
            return true;
    return false;
}

bool parseNumber(QByteArrayView text, double &value)
{
    text = trimmed(text);
    if (text.isEmpty())
        return false;
    const char *begin = text.data();
    if (*begin == '+')
        ++begin;
    const char *end = text.data() + text.size();
    const auto result = std::from_chars(begin, end, value);
    return result.ec == std::errc() && result.ptr == end && std::isfinite(value);
}

namespace {
// The days of month `m` (1–12) of year `y` in the Gregorian calendar.
int daysInMonth(int y, int m)
{
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 && leap ? 29 : kDays[m - 1];
}
} // namespace

bool parseTimestamp(QByteArrayView text, qint64 &seconds)
{
    text = trimmed(text);
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0;
    if (!digits(text, 0, 4, y) || text.size() < 10)
        return false;
    const char sep = text[4];
    if (text.size() == 10) { // a date alone: its midnight, UTC
        if ((sep != '-' && sep != '/') || text[7] != sep || !digits(text, 5, 2, mo) ||
            !digits(text, 8, 2, d) || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo))
            return false;
        seconds = daysFromCivil(y, mo, d) * 86400;
        return true;
    }
    if (text.size() < 16)
        return false;
    if ((sep != '-' && sep != '/') || text[7] != sep || !digits(text, 5, 2, mo) ||
        !digits(text, 8, 2, d) || (text[10] != 'T' && text[10] != ' ') || !digits(text, 11, 2, h) ||
        text[13] != ':' || !digits(text, 14, 2, mi))
        return false;
    qsizetype at = 16;
    if (at < text.size() && text[at] == ':') {
        if (!digits(text, at + 1, 2, s))
            return false;
        at += 3;
        if (at < text.size() && text[at] == '.') {
            ++at;
            while (at < text.size() && text[at] >= '0' && text[at] <= '9')
                ++at;
        }
    }
    int offset = 0;
    if (at < text.size()) {
        const char c = text[at];
        if (c == 'Z' && at + 1 == text.size()) {
            // UTC
        } else if ((c == '+' || c == '-') && text.size() - at >= 3) {
            int oh = 0, om = 0;
            if (!digits(text, at + 1, 2, oh))
                return false;
            qsizetype next = at + 3;
            if (next < text.size() && text[next] == ':')
                ++next;
            if (next < text.size() && (!digits(text, next, 2, om) || next + 2 != text.size()))
                return false;
            offset = (c == '+' ? 1 : -1) * (oh * 3600 + om * 60);
        } else {
            return false;
        }
    }
    // A day the month does not have (2026-02-30) is refused, not rolled into the next month.
    if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 60)
        return false;
    seconds = daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + s - offset;
    return true;
}

} // namespace gda::measure
