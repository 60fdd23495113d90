// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportcommands.h"

#include "arguments.h"
#include "corecommands.h"
#include "export/csvexport.h"

#include <QCoreApplication>

namespace gda::cli {

namespace {
struct Msg // this file's translation context (README, "Languages")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};

int csvCommand(const QStringList &args, Streams &io)
{
    Arguments arguments(QStringLiteral("csv"), {QStringLiteral("--out")});
    if (!arguments.parse(args, io))
        return kExitInvalid;
    const auto out = arguments.out(io, QStringLiteral("X.csv"));
    if (!out)
        return kExitInvalid;
    const auto scenario = loadOrReport(arguments.file(), io);
    if (!scenario)
        return kExitInvalid;
    if (const QString problem = exporting::writeMonthlyCsv(*scenario, *out); !problem.isEmpty())
        return fail(io, problem, kExitFailure);
    io.out << *out << Qt::endl;
    return kExitOk;
}
} // namespace

void addRenderCommands(CommandLine &commandLine, const RenderRunner &run)
{
    commandLine.add({QStringLiteral("report"),
                     QStringLiteral("report FILE --out X.pdf [--lang nl|en] [--paper a4|letter]"),
                     Msg::tr("Write the client report of a scenario as a PDF."),
                     [run](const QStringList &args, Streams &io) {
                         return run(QStringLiteral("report"), args, io);
                     }});
    commandLine.add(
        {QStringLiteral("chart"),
         QStringLiteral("chart FILE --kind break-even|utilization|breakdown|matrix|tornado|"
                        "histogram --out X.png|X.svg|X.pdf [--lang nl|en] [--width W --height H "
                        "--dpi D]"),
         Msg::tr("Write one chart as PNG, SVG or PDF; W × H in pixels at 96 DPI (default 1200 × "
                 "700), the PNG has W × D / 96 by H × D / 96 pixels (default D = 192)."),
         [run](const QStringList &args, Streams &io) {
             return run(QStringLiteral("chart"), args, io);
         }});
}

void addCsvCommand(CommandLine &commandLine)
{
    commandLine.add({QStringLiteral("csv"), QStringLiteral("csv FILE --out X.csv"),
                     Msg::tr("Write the monthly cost per option and category as CSV."),
                     csvCommand});
}

} // namespace gda::cli
