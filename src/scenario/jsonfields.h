// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <stdexcept>

// Building blocks for validating JSON fields with messages that name the field path, the value
// and the valid range. Shared by the scenario file and the price catalog.
namespace gda::jsonfields {

// A numeric range; open ends exclude the bound.
struct Range
{
    double min = 0.0;
    double max = 0.0;
    bool minOpen = false;
    bool maxOpen = false;
    bool whole = false;

    bool contains(double v) const;
    QString describe() const; // translated: "0 to 1", "above 0, at most 1", "whole number 1 to 10"
};

Range closed(double min, double max);
Range aboveAtMost(double min, double max);  // (min, max]
Range atLeastBelow(double min, double max); // [min, max)
Range whole(double min, double max);
inline constexpr double kMoneyMax = 1e12;
Range money(); // 0 to 1e12

// A validation failure with its field path; thrown inside a loader and turned into an error value
// at its boundary, never across a public API.
struct FieldError : std::runtime_error
{
    FieldError(QString fieldPath, QString text)
        : std::runtime_error("field error"), field(std::move(fieldPath)), message(std::move(text))
    {
    }
    QString field;
    QString message;
};

// How a JSON value is shown in a message: numbers shortest round-trip, strings quoted.
QString show(const QJsonValue &value);
QString showNumber(double value);
QString typeName(const QJsonValue &value); // translated "a string", "null", …

// Throws FieldError unless `value` is a number inside `range`.
double requireNumber(const QString &path, const QJsonValue &value, const Range &range);
// Throws FieldError unless the in-memory `value` lies inside `range`.
void checkNumber(const QString &path, double value, const Range &range);

// The candidate a mistyped key most likely meant: the closest by Damerau-Levenshtein distance
// (case ignored, adjacent letters swapped count once), or one that starts with the key, when it
// is close enough to be a typo ("utilisation" → "utilization", "GPUs" → "gpus"); else empty.
QString nearestKey(const QString &key, const QStringList &candidates);

QString join(const QString &path, const QString &key); // "a.b" / "b"
QString index(const QString &path, qsizetype i);       // "a[3]"

} // namespace gda::jsonfields
