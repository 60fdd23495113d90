// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportcommands.h"

#include "arguments.h"
#include "corecommands.h"
#include "export/csvexport.h"
#include "export/xlsxexport.h"
#include "storecommands.h"

#include <QCoreApplication>

namespace gda::cli {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};

// The scenario of a command that takes a FILE or --db DB --id ID; nullopt after reporting the
// problem, with the exit status in `status`.
std::optional<Scenario> scenarioOf(const QString &command, const Arguments &arguments, Streams &io,
                                   int &status)
{
    status = kExitInvalid;
    const auto id = arguments.option(QStringLiteral("--id"));
    if (!id) {
        if (arguments.option(QStringLiteral("--db"))) {
            fail(io, Msg::tr("%1: --db needs --id ID").arg(command));
            return std::nullopt;
        }
        if (arguments.file().isEmpty()) {
            fail(io, Msg::tr("%1 takes a scenario FILE or --db DB --id ID").arg(command));
            return std::nullopt;
        }
        return loadOrReport(arguments.file(), io);
    }
    if (!arguments.file().isEmpty()) {
        fail(io, Msg::tr("%1: give a scenario FILE or --id ID, not both").arg(command));
        return std::nullopt;
    }
    return loadStoredOrReport(arguments.option(QStringLiteral("--db")).value_or(QString()), *id, io,
                              status);
}

int csvCommand(const QStringList &args, Streams &io)
{
    Arguments arguments(QStringLiteral("csv"),
                        {QStringLiteral("--out"), QStringLiteral("--locale"),
                         QStringLiteral("--db"), QStringLiteral("--id"), QStringLiteral("--by")});
    arguments.allowNoFile();
    if (!arguments.parse(args, io))
        return kExitInvalid;
    const auto out = arguments.out(io, QStringLiteral("X.csv"));
    if (!out)
        return kExitInvalid;
    const QString localeKey =
        arguments.option(QStringLiteral("--locale")).value_or(QStringLiteral("c"));
    const auto form = exporting::csvLocaleFromKey(localeKey);
    if (!form)
        return fail(io, Msg::tr("csv: --locale \"%1\" is not valid (valid: %2)")
                            .arg(localeKey, exporting::csvLocaleKeys().join(QStringLiteral(", "))));
    const QString by = arguments.option(QStringLiteral("--by")).value_or(QStringLiteral("month"));
    if (by != QLatin1String("month") && by != QLatin1String("year"))
        return fail(io, Msg::tr("csv: --by \"%1\" is not valid (valid: month, year)").arg(by));
    int status = kExitInvalid;
    const auto scenario = scenarioOf(arguments.command(), arguments, io, status);
    if (!scenario)
        return status;
    const QString problem = by == QLatin1String("year")
                                ? exporting::writeYearlyCsv(*scenario, *out, *form)
                                : exporting::writeMonthlyCsv(*scenario, *out, *form);
    if (!problem.isEmpty())
        return fail(io, problem, kExitFailure);
    io.out << *out << Qt::endl;
    return kExitOk;
}

int xlsxCommand(const QStringList &args, Streams &io)
{
    Arguments arguments(QStringLiteral("xlsx"), {QStringLiteral("--out"), QStringLiteral("--lang"),
                                                 QStringLiteral("--db"), QStringLiteral("--id")});
    arguments.allowNoFile();
    if (!arguments.parse(args, io))
        return kExitInvalid;
    const auto out = arguments.out(io, QStringLiteral("X.xlsx"));
    if (!out)
        return kExitInvalid;
    if (!out->endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive))
        return fail(io, Msg::tr("xlsx: --out \"%1\" must end in .xlsx").arg(*out));
    const auto language = arguments.language(io);
    if (!language)
        return kExitInvalid;
    int status = kExitInvalid;
    const auto scenario = scenarioOf(arguments.command(), arguments, io, status);
    if (!scenario)
        return status;
    if (const QString problem = exporting::writeWorkbook(*scenario, *out, *language);
        !problem.isEmpty())
        return fail(io, problem, kExitFailure);
    io.out << *out << Qt::endl;
    return kExitOk;
}
} // namespace

void addRenderCommands(CommandLine &commandLine, const RenderRunner &run)
{
    commandLine.add(
        {QStringLiteral("report"),
         QStringLiteral(
             "report FILE --out X.pdf | --db DB --ids 3,7,12|--client "
             "NAME|--all --out-dir DIR [--zip] [--lang nl|en] [--paper a4|letter] [--author NAME] "
             "[--firm NAME] [--logo X.png|X.svg] [--confidential TEXT] [--accent #RRGGBB] "
             "[--compare FILE,FILE]"),
         Msg::tr("Write the client report of a scenario as a PDF, or one per "
                 "scenario of the library into a folder or, with --zip, one zip "
                 "archive in it (exit 1 if any failed); "
                 "with your firm's name and logo in the cover band, the author on "
                 "the cover, a confidentiality line on every page and your accent "
                 "colour for the cover band and headings; --compare adds "
                 "a section comparing it with up to three other scenarios."),
         [run](const QStringList &args, Streams &io) {
             return run(QStringLiteral("report"), args, io);
         }});
    commandLine.add(
        {QStringLiteral("chart"),
         QStringLiteral("chart FILE --kind break-even|utilization|breakdown|matrix|tornado|"
                        "histogram --out X.png|X.svg|X.pdf [--lang nl|en] [--preset slide-16x9|"
                        "half-slide|a4-column|a4-full | --width W --height H] [--dpi D]"),
         Msg::tr(
             "Write one chart as PNG, SVG or PDF; W × H in pixels at 96 DPI (default 1200 × "
             "700), the PNG has W × D / 96 by H × D / 96 pixels (default D = 192); --preset sets "
             "size and resolution for a slide or an A4 page."),
         [run](const QStringList &args, Streams &io) {
             return run(QStringLiteral("chart"), args, io);
         }});
}

void addCsvCommand(CommandLine &commandLine)
{
    commandLine.add(
        {QStringLiteral("csv"),
         QStringLiteral(
             "csv FILE|--db DB --id ID --out X.csv [--locale nl|en|c] [--by month|year]"),
         Msg::tr("Write the monthly cost per option and category as CSV: for a Dutch Excel (nl: "
                 "\";\", decimal comma), an English one (en), or the machine form (c, the "
                 "default); --by year writes one row per fiscal year and option instead "
                 "(capex, opex, depreciation, savings, energy and CO2)."),
         csvCommand});
    commandLine.add(
        {QStringLiteral("xlsx"),
         QStringLiteral("xlsx FILE|--db DB --id ID --out X.xlsx [--lang nl|en]"),
         Msg::tr("Write an Excel workbook: summary with charts, inputs, and the monthly costs "
                 "with totals as formulas."),
         xlsxCommand});
}

} // namespace gda::cli
