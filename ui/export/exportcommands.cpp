// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportcommands.h"

#include "analysis.h"
#include "chartexport.h"
#include "csvexport.h"
#include "exportfiles.h"
#include "report.h"

#include "cli/commandline.h"
#include "cli/corecommands.h"
#include "core/languagemanager.h"

#include <QFileInfo>

#include <map>
#include <optional>

namespace gda::ui::exporting {

using cli::fail;
using cli::kExitFailure;
using cli::kExitInvalid;
using cli::kExitOk;
using cli::Streams;

namespace {

// The arguments of one command: FILE and "--name value" options. Reports the first problem.
class Arguments
{
    Q_DECLARE_TR_FUNCTIONS(gda::ui::exporting) // one translation context for the export

public:
    Arguments(const QString &command, const QStringList &allowed)
        : m_command(command), m_allowed(allowed)
    {
    }

    // False after reporting (one line) an unknown option, a missing value or a second FILE.
    bool parse(const QStringList &args, Streams &io)
    {
        for (qsizetype i = 0; i < args.size(); ++i) {
            const QString &arg = args[i];
            if (arg.startsWith(QLatin1String("--"))) {
                if (!m_allowed.contains(arg)) {
                    fail(io, tr("%1: unknown option \"%2\"").arg(m_command, arg));
                    return false;
                }
                if (i + 1 >= args.size() || args[i + 1].isEmpty()) {
                    fail(io, tr("%1: %2 needs a value").arg(m_command, arg));
                    return false;
                }
                if (m_options.count(arg)) {
                    fail(io, tr("%1: %2 is given twice").arg(m_command, arg));
                    return false;
                }
                m_options[arg] = args[++i];
            } else if (m_file.isEmpty()) {
                m_file = arg;
            } else {
                fail(io, tr("%1: unexpected argument \"%2\"").arg(m_command, arg));
                return false;
            }
        }
        if (m_file.isEmpty()) {
            fail(io, tr("%1 takes a scenario FILE").arg(m_command));
            return false;
        }
        return true;
    }

    QString file() const { return m_file; }
    std::optional<QString> option(const QString &name) const
    {
        const auto it = m_options.find(name);
        return it == m_options.end() ? std::nullopt : std::optional<QString>(it->second);
    }

    // --out, required.
    std::optional<QString> out(Streams &io, const QString &example) const
    {
        const auto path = option(QStringLiteral("--out"));
        if (!path)
            fail(io, tr("%1 needs --out %2").arg(m_command, example));
        return path;
    }

    // --lang: "en" or "nl"; without it the language of the command line.
    std::optional<QString> language(Streams &io) const
    {
        const auto lang = option(QStringLiteral("--lang"));
        if (!lang)
            return LanguageManager::instance().language();
        if (!LanguageManager::languages().contains(*lang)) {
            fail(io, tr("%1: --lang \"%2\" is not valid (valid: %3)")
                         .arg(m_command, *lang,
                              LanguageManager::languages().join(QStringLiteral(", "))));
            return std::nullopt;
        }
        return lang;
    }

    // A whole-number option within [min, max], or `fallback` when absent.
    std::optional<int> whole(const QString &name, int min, int max, int fallback, Streams &io) const
    {
        const auto text = option(name);
        if (!text)
            return fallback;
        bool ok = false;
        const int value = text->toInt(&ok);
        if (!ok || value < min || value > max) {
            fail(io, tr("%1: %2 \"%3\" is not valid (valid: whole number %4 to %5)")
                         .arg(m_command, name, *text)
                         .arg(min)
                         .arg(max));
            return std::nullopt;
        }
        return value;
    }

private:
    QString m_command;
    QStringList m_allowed;
    QString m_file;
    std::map<QString, QString> m_options;
};

int written(Streams &io, const QString &path)
{
    io.out << path << Qt::endl;
    return kExitOk;
}

int reportCommand(const QStringList &args, Streams &io)
{
    Arguments arguments(
        QStringLiteral("report"),
        {QStringLiteral("--out"), QStringLiteral("--lang"), QStringLiteral("--paper")});
    if (!arguments.parse(args, io))
        return kExitInvalid;
    const auto out = arguments.out(io, QStringLiteral("X.pdf"));
    if (!out)
        return kExitInvalid;
    if (QFileInfo(*out).suffix().toLower() != QLatin1String("pdf"))
        return fail(io, tr("report: --out must name a .pdf file, not \"%1\"").arg(*out));
    const auto language = arguments.language(io);
    if (!language)
        return kExitInvalid;
    Paper paper = Paper::A4;
    if (const auto key = arguments.option(QStringLiteral("--paper"))) {
        const auto chosen = paperFromKey(*key);
        if (!chosen)
            return fail(io,
                        tr("report: --paper \"%1\" is not valid (valid: a4, letter)").arg(*key));
        paper = *chosen;
    }
    const auto scenario = cli::loadOrReport(arguments.file(), io);
    if (!scenario)
        return kExitInvalid;
    if (const QString problem = uncertaintyProblem(*scenario); !problem.isEmpty())
        return fail(io, arguments.file() + QStringLiteral(": ") + problem);

    ReportRequest request;
    request.scenario = *scenario;
    request.language = *language;
    request.paper = paper;
    request.outputPath = *out;
    // The author of the desktop application's preferences is not read here: a command line
    // run (CI, a server) has no preferences of its own, and the cover leaves the line out.
    if (const QString problem = writeReport(request); !problem.isEmpty())
        return fail(io, problem, kExitFailure);
    return written(io, *out);
}

int chartCommand(const QStringList &args, Streams &io)
{
    Arguments arguments(QStringLiteral("chart"),
                        {QStringLiteral("--kind"), QStringLiteral("--out"),
                         QStringLiteral("--lang"), QStringLiteral("--width"),
                         QStringLiteral("--height"), QStringLiteral("--dpi")});
    if (!arguments.parse(args, io))
        return kExitInvalid;
    QStringList kinds;
    for (charts::ChartKind kind : charts::kAllChartKinds)
        kinds << charts::chartKindKey(kind);
    const auto kindKey = arguments.option(QStringLiteral("--kind"));
    if (!kindKey)
        return fail(io, tr("chart needs --kind (%1)").arg(kinds.join(u'|')));
    const auto kind = charts::chartKindFromKey(*kindKey);
    if (!kind)
        return fail(io, tr("chart: --kind \"%1\" is not valid (valid: %2)")
                            .arg(*kindKey, kinds.join(QStringLiteral(", "))));
    const auto out = arguments.out(io, QStringLiteral("X.png|X.svg|X.pdf"));
    if (!out)
        return kExitInvalid;
    const auto format = chartFormatForPath(*out);
    if (!format)
        return fail(
            io, tr("chart: cannot tell the format of \"%1\" (use .png, .svg or .pdf)").arg(*out));
    const auto language = arguments.language(io);
    if (!language)
        return kExitInvalid;
    const auto width = arguments.whole(QStringLiteral("--width"), kMinChartSide, kMaxChartSide,
                                       kDefaultChartSize.width(), io);
    if (!width)
        return kExitInvalid;
    const auto height = arguments.whole(QStringLiteral("--height"), kMinChartSide, kMaxChartSide,
                                        kDefaultChartSize.height(), io);
    if (!height)
        return kExitInvalid;
    const auto dpi = arguments.whole(QStringLiteral("--dpi"), kMinDpi, kMaxDpi, kDefaultDpi, io);
    if (!dpi)
        return kExitInvalid;
    ChartImageSpec spec;
    spec.size = QSize(*width, *height);
    spec.dpi = *dpi;
    if (const QString problem = checkSpec(spec, *format); !problem.isEmpty())
        return fail(io, tr("chart: %1").arg(problem));

    const auto scenario = cli::loadOrReport(arguments.file(), io);
    if (!scenario)
        return kExitInvalid;
    if (*kind == charts::ChartKind::Histogram)
        if (const QString problem = uncertaintyProblem(*scenario); !problem.isEmpty())
            return fail(io, arguments.file() + QStringLiteral(": ") + problem);

    ChartRequest request;
    request.scenario = *scenario;
    request.kind = *kind;
    request.language = *language;
    request.format = *format;
    request.size = spec.size;
    request.dpi = spec.dpi;
    request.outputPath = *out;
    if (const QString problem = writeChart(request); !problem.isEmpty())
        return fail(io, problem, kExitFailure);
    return written(io, *out);
}

int csvCommand(const QStringList &args, Streams &io)
{
    Arguments arguments(QStringLiteral("csv"), {QStringLiteral("--out")});
    if (!arguments.parse(args, io))
        return kExitInvalid;
    const auto out = arguments.out(io, QStringLiteral("X.csv"));
    if (!out)
        return kExitInvalid;
    const auto scenario = cli::loadOrReport(arguments.file(), io);
    if (!scenario)
        return kExitInvalid;
    if (const QString problem = writeMonthlyCsv(*scenario, *out); !problem.isEmpty())
        return fail(io, problem, kExitFailure);
    return written(io, *out);
}

} // namespace

void addExportCommands(cli::CommandLine &commandLine)
{
    commandLine.add({QStringLiteral("report"),
                     QStringLiteral("report FILE --out X.pdf [--lang nl|en] [--paper a4|letter]"),
                     tr("Write the client report of a scenario as a PDF."), reportCommand});
    commandLine.add(
        {QStringLiteral("chart"),
         QStringLiteral("chart FILE --kind break-even|utilization|breakdown|matrix|tornado|"
                        "histogram --out X.png|X.svg|X.pdf [--lang nl|en] [--width W --height H "
                        "--dpi D]"),
         tr("Write one chart as PNG, SVG or PDF; W × H in pixels at 96 DPI (default 1200 × 700), "
            "the PNG has W × D / 96 by H × D / 96 pixels (default D = 192)."),
         chartCommand});
    commandLine.add({QStringLiteral("csv"), QStringLiteral("csv FILE --out X.csv"),
                     tr("Write the monthly cost per option and category as CSV."), csvCommand});
}

} // namespace gda::ui::exporting
