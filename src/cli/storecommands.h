// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandline.h"
#include "scenario/scenario.h"

#include <optional>

namespace gda::cli {

class CommandLine;

// Scenario `idText` of the library at `database` (empty: $GPU_ADVISOR_DB, else the default
// library), for the commands that take --db DB --id ID instead of a FILE. nullopt after
// reporting the problem on one line; `status` is then the exit status (2: no such library, not
// an ID, no such scenario, a damaged scenario; 1: the library could not be read).
std::optional<Scenario> loadStoredOrReport(const QString &database, const QString &idText,
                                           Streams &io, int &status);

// What a batch command (report --ids|--client|--all) asks of the library.
struct StoredSelection
{
    QString ids;                   // "3,7,12"; empty when not given
    std::optional<QString> client; // every scenario of this client
    bool all = false;              // every scenario outside the trash
};

// One selected scenario: its library id, client and name, and its content or why it could not
// be read (a damaged row).
struct SelectedScenario
{
    qint64 id = 0;
    QString client;
    QString name;
    std::optional<Scenario> scenario;
    QString problem;
};

// The scenarios `selection` names in the library at `database` (empty: as loadStoredOrReport),
// in the order of --ids, else by client, name and id. A scenario that cannot be read is returned
// with its problem, so the others still go on. nullopt after reporting a problem of the whole
// request on one line; `status` is then the exit status (2: no such library, not a list of IDs,
// an ID or client with no scenario, not exactly one of --ids, --client, --all; 1: the library
// could not be read).
std::optional<QList<SelectedScenario>> loadSelectionOrReport(const QString &command,
                                                             const QString &database,
                                                             const StoredSelection &selection,
                                                             Streams &io, int &status);

// A name as one line of a table cell, safe to print on a terminal (control and bidirectional
// characters shown as codes), and rows of such cells printed with aligned columns.
QString tableCell(const QString &text);
void printCellTable(Streams &io, const QList<QStringList> &rows);

// `store`: list, show, import, export, history, restore and delete scenarios of the library.
void addStoreCommands(CommandLine &commandLine);

} // namespace gda::cli
