// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputregistry.h"
#include "scenario.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

// Reading, writing and checking a JSON document field by field against a schema (the input
// registry, or a test's own): the scenario file's machinery without the file around it. Every
// check throws jsonfields::FieldError naming the field's path; scenariofile turns it into an
// error value at its boundary.
namespace gda::schemajson {

// The document has a key the schema does not know.
struct UnknownFieldError : jsonfields::FieldError
{
    using FieldError::FieldError;
};

// The document lacks a required field.
struct MissingFieldError : jsonfields::FieldError
{
    using FieldError::FieldError;
};

// Every key of the document must be a field or section of the schema for `version` (keys that
// start with "x_" are allowed at the top level only, for other programs); sections must be
// objects, list sections lists of objects within their size; alternatives exclude each other.
// An unknown key is named with its path, and with the nearest valid key when one is close.
void checkStructure(const inputs::Schema &schema, int version, const QJsonObject &root);

// Every required field is present (in every element of a list).
void checkRequired(const inputs::Schema &schema, int version, const QJsonObject &root);

// Checks each field's value and stores it through its slot; fields the document leaves out keep
// the scenario's value (the default), list elements get their element defaults.
void readFields(const inputs::Schema &schema, int version, const QJsonObject &root,
                Scenario &scenario);

// The document with every field that has a slot written over `base`.
QJsonObject writeFields(const inputs::Schema &schema, int version, const Scenario &scenario,
                        QJsonObject base);

// Checks every field with a slot of an in-memory scenario with the reader's rules.
void checkFields(const inputs::Schema &schema, int version, const Scenario &scenario);

// Checks one value against its row (path names it in a message).
void checkValue(const inputs::Input &input, const QString &path, const QJsonValue &value);

// A field's value as the file writes it (a choice as its key); element is -1 outside lists.
QJsonValue fileValue(const inputs::Input &input, const Scenario &scenario, int element = -1);

// The value at a path of concrete keys and indexes ("inputs.workloads[1].gpus"); undefined when
// the document does not hold it.
QJsonValue valueAt(const QJsonObject &root, const QString &path);

} // namespace gda::schemajson
