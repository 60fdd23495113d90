// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportcommands.h"

#include "analysis.h"
#include "chartexport.h"
#include "exportfiles.h"
#include "report.h"

#include "cli/arguments.h"
#include "cli/corecommands.h"

#include <QFileInfo>

namespace gda::ui::exporting {

using cli::Arguments;
using cli::fail;
using cli::kExitFailure;
using cli::kExitInvalid;
using cli::kExitOk;
using cli::Streams;

namespace {

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

} // namespace

int runRenderCommand(const QString &name, const QStringList &args, Streams &io)
{
    if (name == QLatin1String("report"))
        return reportCommand(args, io);
    if (name == QLatin1String("chart"))
        return chartCommand(args, io);
    return fail(io, tr("unknown command \"%1\"; try --help").arg(name));
}

} // namespace gda::ui::exporting
