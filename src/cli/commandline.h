// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <vector>

// `gpu-advisor-cli`: a table of commands, each a function of its arguments and two streams.
namespace gda::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1; // could not complete (e.g. a write failed)
inline constexpr int kExitInvalid = 2; // bad arguments, unreadable or invalid input

struct Streams
{
    QTextStream &out;
    QTextStream &err;
};

struct Command
{
    QString name;
    QString synopsis;    // "evaluate FILE"
    QString description; // one translated line
    std::function<int(const QStringList &args, Streams &io)> run;
};

// Runs a command that draws: `name` is "report" or "chart", `args` what follows it.
using RenderRunner = std::function<int(const QString &name, const QStringList &args, Streams &io)>;

class CommandLine
{
public:
    void add(Command command);
    // args without the program name. Returns the exit status.
    int run(const QStringList &args, Streams &io) const;
    QString help() const;

private:
    std::vector<Command> m_commands;
};

// Writes "gpu-advisor-cli: <message>" as one line on err and returns kExitInvalid.
int fail(Streams &io, const QString &message, int status = kExitInvalid);

// Every command of gpu-advisor-cli in the order --help lists them; `render` runs the ones that
// draw (report, chart).
void addAllCommands(CommandLine &commandLine, const RenderRunner &render);

} // namespace gda::cli
