// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <variant>

// Reading, validating and writing scenario files (format "gpu-advisor-scenario", version 1).
namespace gda::scenariofile {

inline constexpr qint64 kMaxFileBytes = 5 * 1024 * 1024; // larger files are refused unread
inline constexpr int kMaxNesting = 32; // the format needs 5 levels; unknown fields get room

// Why a scenario was refused. `field` is the JSON path ("inputs.workload.gpus"), empty when the
// problem is the file as a whole; `message` is one translated line naming the value and range.
struct Error
{
    enum class Kind { Unreadable, TooLarge, NotJson, TooDeep, NotObject, InvalidValue };
    Kind kind = Kind::InvalidValue;
    QString field;
    QString message;

    // "inputs.workload.utilization: 1.3 is out of range (valid: above 0, at most 1)"
    QString toString() const;
};

using Result = std::variant<Scenario, Error>;

// Parses and validates a document. Omitted fields take the defaults of engine::Inputs.
Result parse(const QByteArray &json);

// Reads FILE (size-capped) and parses it.
Result load(const QString &path);

// The scenario as a JSON object: every known field written explicitly, unknown fields kept.
QJsonObject toJson(const Scenario &scenario);

// Canonical text: indented, keys sorted (stable across saves).
QByteArray toCanonicalJson(const Scenario &scenario);

// Writes atomically (QSaveFile). Returns an empty string or a translated error.
QString save(const Scenario &scenario, const QString &path);

// Checks the fields of a scenario built in memory (wizard, editors) with the same rules as a
// loaded file; the first problem, or nothing.
std::optional<Error> validate(const Scenario &scenario);

} // namespace gda::scenariofile
