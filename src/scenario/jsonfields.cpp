// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonfields.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace gda::jsonfields {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::jsonfields)
};
} // namespace

bool Range::contains(double v) const
{
    if (!std::isfinite(v))
        return false;
    if (whole && v != std::floor(v))
        return false;
    const bool lowOk = minOpen ? v > min : v >= min;
    const bool highOk = maxOpen ? v < max : v <= max;
    return lowOk && highOk;
}

QString Range::describe() const
{
    const QLocale locale;
    const QString lo = locale.toString(min, 'g', 15);
    const QString hi = locale.toString(max, 'g', 15);
    if (whole)
        return Msg::tr("whole number %1 to %2").arg(lo, hi);
    if (minOpen && !maxOpen)
        return Msg::tr("above %1, at most %2").arg(lo, hi);
    if (!minOpen && maxOpen)
        return Msg::tr("%1 or more, below %2").arg(lo, hi);
    return Msg::tr("%1 to %2").arg(lo, hi);
}

Range closed(double min, double max)
{
    return {min, max, false, false, false};
}
Range aboveAtMost(double min, double max)
{
    return {min, max, true, false, false};
}
Range atLeastBelow(double min, double max)
{
    return {min, max, false, true, false};
}
Range whole(double min, double max)
{
    return {min, max, false, false, true};
}
Range money()
{
    return closed(0.0, kMoneyMax);
}

QString showNumber(double value)
{
    if (std::isnan(value))
        return QStringLiteral("NaN");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("Infinity") : QStringLiteral("-Infinity");
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return Msg::tr("null");
    case QJsonValue::Bool:
        return Msg::tr("a true/false value");
    case QJsonValue::Double:
        return Msg::tr("a number");
    case QJsonValue::String:
        return Msg::tr("a string");
    case QJsonValue::Array:
        return Msg::tr("a list");
    case QJsonValue::Object:
        return Msg::tr("an object");
    case QJsonValue::Undefined:
        return Msg::tr("nothing");
    }
    return {};
}

QString show(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Double:
        return showNumber(value.toDouble());
    case QJsonValue::String:
        return u'"' + value.toString().left(60) + u'"';
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Null:
        return QStringLiteral("null");
    default:
        return typeName(value);
    }
}

void checkNumber(const QString &path, double value, const Range &range)
{
    if (!range.contains(value))
        throw FieldError(
            path,
            Msg::tr("%1 is out of range (valid: %2)").arg(showNumber(value), range.describe()));
}

double requireNumber(const QString &path, const QJsonValue &value, const Range &range)
{
    if (!value.isDouble())
        throw FieldError(
            path,
            Msg::tr("expected a number (valid: %1), found %2").arg(range.describe(), show(value)));
    const double v = value.toDouble();
    checkNumber(path, v, range);
    return v;
}

namespace {
// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
// adjacent characters each cost 1.
int editDistance(const QString &a, const QString &b)
{
    const qsizetype n = a.size();
    const qsizetype m = b.size();
    std::vector<std::vector<int>> d(std::size_t(n + 1), std::vector<int>(std::size_t(m + 1)));
    for (qsizetype i = 0; i <= n; ++i)
        d[std::size_t(i)][0] = int(i);
    for (qsizetype j = 0; j <= m; ++j)
        d[0][std::size_t(j)] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        for (qsizetype j = 1; j <= m; ++j) {
            const auto ui = std::size_t(i);
            const auto uj = std::size_t(j);
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            int best = std::min({d[ui - 1][uj] + 1, d[ui][uj - 1] + 1, d[ui - 1][uj - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                best = std::min(best, d[ui - 2][uj - 2] + 1);
            d[ui][uj] = best;
        }
    }
    return d[std::size_t(n)][std::size_t(m)];
}
} // namespace

QString nearestKey(const QString &key, const QStringList &candidates)
{
    const QString wanted = key.toLower();
    // A typo changes a few characters: one in a short key, up to three in a long one.
    const int allowed = wanted.size() <= 4 ? 1 : wanted.size() <= 8 ? 2 : 3;
    QString best;
    int bestDistance = std::numeric_limits<int>::max();
    for (const QString &candidate : candidates) {
        const QString lower = candidate.toLower();
        const int distance = editDistance(wanted, lower);
        const bool prefix = wanted.size() >= 4 && lower.startsWith(wanted);
        if ((distance <= allowed || prefix) && distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}

QString join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + u'.' + key;
}

QString index(const QString &path, qsizetype i)
{
    return path + u'[' + QString::number(i) + u']';
}

} // namespace gda::jsonfields
