// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "analysiscommands.h"
#include "catalogcommands.h"
#include "corecommands.h"
#include "exportcommands.h"
#include "measurecommands.h"
#include "plancommands.h"
#include "storecommands.h"
#include "teamcommands.h"

#include <QCoreApplication>

namespace gda::cli {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};
} // namespace

int fail(Streams &io, const QString &message, int status)
{
    QString line = message;
    line.replace(u'\n', u' ');
    io.err << "gpu-advisor-cli: " << line << Qt::endl;
    return status;
}

void addAllCommands(CommandLine &commandLine, const RenderRunner &render)
{
    addCoreCommands(commandLine);
    addAnalysisCommands(commandLine, render);
    addPlanCommands(commandLine);
    addCatalogCommands(commandLine);
    addStoreCommands(commandLine);
    addTeamCommands(commandLine);
    addRenderCommands(commandLine, render);
    addCsvCommand(commandLine);
    addMeasureCommand(commandLine);
}

void CommandLine::add(Command command)
{
    m_commands.push_back(std::move(command));
}

QString CommandLine::help() const
{
    QString text =
        Msg::tr("Usage: gpu-advisor-cli COMMAND [ARGUMENTS]") + u'\n' +
        Msg::tr("Decide whether to rent GPUs in the cloud, buy them on-premise, or mix the two.") +
        QStringLiteral("\n\n") + Msg::tr("Commands:") + u'\n';
    for (const Command &c : m_commands)
        text += QStringLiteral("  %1\n      %2\n").arg(c.synopsis, c.description);
    text += QStringLiteral("  --version\n      ") +
            Msg::tr("Print the version and the cost model version.") +
            QStringLiteral("\n  --help\n      ") + Msg::tr("Print this help.") + u'\n' + u'\n' +
            Msg::tr("Exit status: 0 on success, 2 for invalid arguments or input, 1 when the "
                    "command could not complete (a result could not be written; the library is "
                    "read-only, busy or damaged).") +
            u'\n';
    return text;
}

int CommandLine::run(const QStringList &args, Streams &io) const
{
    if (args.isEmpty())
        return fail(io, Msg::tr("no command given; try --help"));
    const QString &name = args.first();
    if (name == QLatin1String("--help") || name == QLatin1String("-h") ||
        name == QLatin1String("help")) {
        io.out << help();
        return kExitOk;
    }
    if (name == QLatin1String("--version")) {
        // Both versions of the cost model; each evaluation says which one its file uses
        // (`model_version`). It said "cost model 1" after version 2 came (issue 33).
        io.out << "gpu-advisor-cli " << GDA_VERSION
               << " (cost model versions 1 and 2; evaluate reports each file's as model_version)"
               << Qt::endl;
        return kExitOk;
    }
    for (const Command &c : m_commands)
        if (c.name == name)
            return c.run(args.mid(1), io);
    return fail(io, Msg::tr("unknown command \"%1\"; try --help").arg(name));
}

} // namespace gda::cli
