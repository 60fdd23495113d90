// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commandline.h"
#include "scenario/scenario.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gda::cli {

// compare FILE FILE [FILE FILE] | --db DB --ids 1,2,3 [--out X.png|X.svg|X.pdf|X.csv]
//         [--lang nl|en] [--indexed]
struct CompareArguments
{
    QStringList files;
    std::optional<QString> database; // --db (with --ids)
    QString ids;                     // --ids "1,2,3"
    std::optional<QString> out;
    std::optional<QString> language; // --lang, checked
    bool indexed = false;
    std::optional<Currency> currency; // --currency: the one currency of --out's amounts
    QStringList labels;               // per scenario: the file, or "library id N"
};
// Reads compare's arguments; nullopt after reporting a problem (exit 2).
std::optional<CompareArguments> parseCompareArguments(const QStringList &args, Streams &io);
// The two to four scenarios the arguments name, from files or the library; nullopt after
// reporting a problem (`status` says which exit status).
std::optional<QList<Scenario>> loadComparedScenarios(CompareArguments &arguments, Streams &io,
                                                     int &status);

// compare, simulate and tornado; compare with --out hands over to `render` (it draws).
void addAnalysisCommands(CommandLine &commandLine, const RenderRunner &render);

} // namespace gda::cli
