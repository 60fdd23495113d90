// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include "assessment/assessment.h"
#include "commandline.h"
#include "scenario/scenariofile.h"

#include <optional>

namespace gda::cli {

class CommandLine;

// evaluate, validate and the other commands that need only the core.
void addCoreCommands(CommandLine &commandLine);

// Loads FILE or reports why not (one line on err). nullopt after a failure. The scenario comes
// back resolved (assessment::resolve, the one way in): ready to evaluate, and an unknown GPU
// model, offer or provider is reported like any invalid field.
std::optional<Scenario> loadOrReport(const QString &path, Streams &io,
                                     const assessment::Context &context = {});

// Reads FILE as it is (not resolved) or reports why not.
std::optional<Scenario> readOrReport(const QString &path, Streams &io);

// A scenario from elsewhere (the library) resolved like loadOrReport's, or why not, with
// `label` ("library scenario 12") naming it.
std::optional<Scenario> resolvedOrReport(const Scenario &scenario, const QString &label,
                                         Streams &io, const assessment::Context &context = {});

// The full `evaluate` output (docs/command-line.md; docs/methodology.md §5), decision and
// advice included.
QJsonObject evaluateToJson(const assessment::Assessment &assessed);

// Prints a JSON object, indented.
void printJson(Streams &io, const QJsonObject &object);
// The same JSON as printJson(object with `arrayKey` set to the array of entries), but the array
// written one entry at a time as `entry` makes it (false: skip index i): memory holds one entry,
// not the whole array (a catalog of 100,000 offers).
void printJsonStreamed(Streams &io, const QJsonObject &object, const QString &arrayKey,
                       qsizetype count, const std::function<bool(qsizetype, QJsonObject &)> &entry);

} // namespace gda::cli
