// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <variant>

// Reading, validating and writing scenario files (format "gpu-advisor-scenario", versions 1 and 2;
// docs/methodology.md §11). A scenario's version is Scenario::inputs.modelVersion.
namespace gda::scenariofile {

inline constexpr qint64 kMaxFileBytes = 5 * 1024 * 1024; // larger files are refused unread
inline constexpr int kMaxNesting = 32; // the format needs 5 levels; x_ fields of others get room

// Why a scenario was refused. `field` is the JSON path ("inputs.workload.gpus"), empty when the
// problem is the file as a whole; `message` is one translated line naming the value and range.
struct Error
{
    enum class Kind {
        Unreadable,   // missing, a folder, or cannot be read
        TooLarge,     // larger than kMaxFileBytes
        Empty,        // no content at all (or only white space)
        Encoding,     // UTF-16 or UTF-32; scenario files are UTF-8
        NotJson,      // a syntax error
        TooDeep,      // nested deeper than kMaxNesting
        NotObject,    // JSON, but not an object at the top level
        DuplicateKey, // an object holds a key twice
        UnknownField, // a key the format does not have (a typo, or another version's)
        MissingField, // a required field is not there
        InvalidValue, // a value of the wrong type or out of range
    };
    Kind kind = Kind::InvalidValue;
    QString field;
    QString message;

    // "inputs.workload.utilization: 1.3 is out of range (valid: above 0, at most 1)"
    QString toString() const;
};

using Result = std::variant<Scenario, Error>;

// Parses and validates a document strictly (docs/methodology.md, "Scenario file"): every key must
// be a field of the format (or start with x_ at the top level), no key may appear twice in an
// object, the required fields must be there (version 1: inputs.workload.gpus and .utilization;
// version 2: inputs.workloads and each workload's gpus); omitted fields take the defaults of
// engine::Inputs, amounts in the scenario's currency (moneydefaults.h). Version 2's ids (GPU
// models, offers, providers) are checked against the price catalog by catalog::resolveMarket, not
// here.
Result parse(const QByteArray &json);

// Reads FILE (size-capped) and parses it.
Result load(const QString &path);

// The scenario as a JSON object of its version: every field written explicitly over Scenario::extra
// (which holds the pricing provenance, the uncertainty section, the kind of workload and x_
// fields).
QJsonObject toJson(const Scenario &scenario);

// Canonical text: indented, keys sorted (stable across saves).
QByteArray toCanonicalJson(const Scenario &scenario);

// Writes atomically (QSaveFile). Returns an empty string or a translated error.
QString save(const Scenario &scenario, const QString &path);

// Checks the fields of a scenario built in memory (wizard, editors) with the same rules as a
// loaded file, its extra fields included; the first problem, or nothing.
std::optional<Error> validate(const Scenario &scenario);

} // namespace gda::scenariofile
