// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportcommands.h"

#include "analysis.h"
#include "chartexport.h"
#include "comparison.h"
#include "exportfiles.h"
#include "report.h"
#include "reportbatch.h"

#include "cli/analysiscommands.h"
#include "cli/arguments.h"
#include "cli/corecommands.h"
#include "cli/storecommands.h"
#include "core/languagemanager.h"

#include <QDir>
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

// What every report of one command shares: language, paper and the consultant's brand.
struct ReportStyle
{
    QString language;
    Paper paper = Paper::A4;
    QString author;
    QString firm;
    QString logoPath;
    QString confidential;
    QColor accent;
    QList<Scenario> comparedWith;

    ReportRequest request(const Scenario &scenario, const QString &outputPath) const
    {
        ReportRequest request;
        request.scenario = scenario;
        request.language = language;
        request.paper = paper;
        request.author = author;
        request.firm = firm;
        request.logoPath = logoPath;
        request.confidential = confidential;
        request.accent = accent;
        request.comparedWith = comparedWith;
        request.outputPath = outputPath;
        return request;
    }
};

// report --db DB --ids 3,7,12 | --client NAME | --all --out-dir DIR: one report per scenario.
int reportBatch(const Arguments &arguments, const ReportStyle &style, Streams &io)
{
    if (!arguments.file().isEmpty() || arguments.option(QStringLiteral("--out")))
        return fail(io, tr("report: give a scenario FILE with --out, or a library selection with "
                           "--out-dir, not both"));
    const auto outDir = arguments.option(QStringLiteral("--out-dir"));
    if (!outDir)
        return fail(io, tr("report: --ids, --client and --all need --out-dir DIR"));
    cli::StoredSelection selection;
    selection.ids = arguments.option(QStringLiteral("--ids")).value_or(QString());
    selection.client = arguments.option(QStringLiteral("--client"));
    selection.all = arguments.flag(QStringLiteral("--all"));
    int status = kExitInvalid;
    const auto selected = cli::loadSelectionOrReport(
        QStringLiteral("report"), arguments.option(QStringLiteral("--db")).value_or(QString()),
        selection, io, status);
    if (!selected)
        return status;
    QList<BatchScenario> scenarios;
    for (const cli::SelectedScenario &one : *selected)
        scenarios << BatchScenario{one.id, one.client, one.name, one.scenario, one.problem};
    const bool zip = arguments.flag(QStringLiteral("--zip"));
    ReportBatch batch(std::move(scenarios), style.request(Scenario(), QString()), *outDir, zip);
    if (const QString problem = batch.prepare(); !problem.isEmpty())
        return fail(io, tr("report: %1").arg(problem), kExitFailure);

    int failed = 0;
    const qsizetype total = batch.size();
    for (qsizetype i = 0; i < total; ++i) {
        const BatchScenario &one = batch.scenario(i);
        if (const QString problem = batch.write(i); !problem.isEmpty()) {
            ++failed;
            cli::fail(io, tr("report %1/%2: scenario %3 (“%4”) failed: %5")
                              .arg(i + 1)
                              .arg(total)
                              .arg(one.id)
                              .arg(one.name, problem));
            continue;
        }
        io.err << tr("report %1/%2: scenario %3 → %4")
                      .arg(i + 1)
                      .arg(total)
                      .arg(one.id)
                      .arg(batch.target(i))
               << Qt::endl;
        if (!zip)
            io.out << batch.target(i) << Qt::endl;
    }
    int done = batch.written();
    QString destination = QDir::toNativeSeparators(*outDir);
    if (zip) {
        destination = QDir::toNativeSeparators(batch.archivePath());
        if (const QString problem = batch.finish(); !problem.isEmpty()) {
            cli::fail(io, tr("report: %1").arg(problem), kExitFailure);
            failed = int(total);
            done = 0;
        } else if (done > 0) {
            io.out << batch.archivePath() << Qt::endl;
        }
    }
    io.err << tr("report: %1 of %2 reports written to %3, %4 failed")
                  .arg(done)
                  .arg(total)
                  .arg(destination)
                  .arg(failed)
           << Qt::endl;
    return failed > 0 ? kExitFailure : kExitOk;
}

int reportCommand(const QStringList &args, Streams &io)
{
    Arguments arguments(
        QStringLiteral("report"),
        {QStringLiteral("--out"), QStringLiteral("--lang"), QStringLiteral("--paper"),
         QStringLiteral("--db"), QStringLiteral("--ids"), QStringLiteral("--client"),
         QStringLiteral("--all"), QStringLiteral("--out-dir"), QStringLiteral("--author"),
         QStringLiteral("--firm"), QStringLiteral("--logo"), QStringLiteral("--confidential"),
         QStringLiteral("--accent"), QStringLiteral("--compare"), QStringLiteral("--zip")});
    arguments.allowNoFile();
    arguments.allowFlag(QStringLiteral("--all"));
    arguments.allowFlag(QStringLiteral("--zip"));
    if (!arguments.parse(args, io))
        return kExitInvalid;
    const bool batch = arguments.option(QStringLiteral("--out-dir")) ||
                       arguments.option(QStringLiteral("--ids")) ||
                       arguments.option(QStringLiteral("--client")) ||
                       arguments.flag(QStringLiteral("--all"));
    if (!batch && arguments.option(QStringLiteral("--db")))
        return fail(io, tr("report: --db needs --ids, --client or --all"));
    if (!batch && arguments.file().isEmpty())
        return fail(io, tr("report takes a scenario FILE, or --db DB with --ids, --client or "
                           "--all"));
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
    ReportStyle style;
    style.language = *language;
    style.paper = paper;
    // The brand comes from the options only: a command line run (CI, a server) has no
    // preferences of its own, and without them the report is the product's.
    style.author = arguments.option(QStringLiteral("--author")).value_or(QString()).trimmed();
    style.firm = arguments.option(QStringLiteral("--firm")).value_or(QString()).trimmed();
    style.confidential =
        arguments.option(QStringLiteral("--confidential")).value_or(QString()).trimmed();
    style.logoPath = arguments.option(QStringLiteral("--logo")).value_or(QString());
    if (const auto accent = arguments.option(QStringLiteral("--accent"))) {
        style.accent = accentColor(*accent);
        if (!style.accent.isValid())
            return fail(io, tr("report: --accent \"%1\" is not a colour (valid: #RRGGBB, for "
                               "example #8B1E3F)")
                                .arg(*accent));
    }
    if (const QString problem = logoProblem(style.logoPath); !problem.isEmpty())
        return fail(io, tr("report: --logo: %1").arg(problem));
    if (const auto files = arguments.option(QStringLiteral("--compare"))) {
        const QStringList paths = files->split(u',', Qt::SkipEmptyParts);
        if (paths.isEmpty() || paths.size() > 3)
            return fail(io, tr("report: --compare takes one to three scenario FILEs separated by "
                               "commas, not \"%1\"")
                                .arg(*files));
        for (const QString &path : paths) {
            const auto other = cli::loadOrReport(path.trimmed(), io);
            if (!other)
                return kExitInvalid;
            style.comparedWith << *other;
        }
    }
    if (batch)
        return reportBatch(arguments, style, io);
    const auto out = arguments.out(io, QStringLiteral("X.pdf"));
    if (!out)
        return kExitInvalid;
    if (QFileInfo(*out).suffix().toLower() != QLatin1String("pdf"))
        return fail(io, tr("report: --out must name a .pdf file, not \"%1\"").arg(*out));
    const auto scenario = cli::loadOrReport(arguments.file(), io);
    if (!scenario)
        return kExitInvalid;
    if (const QString problem = uncertaintyProblem(*scenario); !problem.isEmpty())
        return fail(io, arguments.file() + QStringLiteral(": ") + problem);

    if (const QString problem = writeReport(style.request(*scenario, *out)); !problem.isEmpty())
        return fail(io, problem, kExitFailure);
    return written(io, *out);
}

int chartCommand(const QStringList &args, Streams &io)
{
    Arguments arguments(QStringLiteral("chart"),
                        {QStringLiteral("--kind"), QStringLiteral("--out"),
                         QStringLiteral("--lang"), QStringLiteral("--width"),
                         QStringLiteral("--height"), QStringLiteral("--dpi"),
                         QStringLiteral("--preset")});
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
    ChartPresetSize base{kDefaultChartSize, kDefaultDpi};
    if (const auto key = arguments.option(QStringLiteral("--preset"))) {
        QStringList presets;
        for (ChartPreset preset : kAllChartPresets)
            presets << chartPresetKey(preset);
        const auto preset = chartPresetFromKey(*key);
        if (!preset)
            return fail(io, tr("chart: --preset \"%1\" is not valid (valid: %2)")
                                .arg(*key, presets.join(QStringLiteral(", "))));
        if (arguments.option(QStringLiteral("--width")) ||
            arguments.option(QStringLiteral("--height")))
            return fail(io, tr("chart: give --preset or --width and --height, not both"));
        base = chartPresetSize(*preset);
    }
    const auto width = arguments.whole(QStringLiteral("--width"), kMinChartSide, kMaxChartSide,
                                       base.size.width(), io);
    if (!width)
        return kExitInvalid;
    const auto height = arguments.whole(QStringLiteral("--height"), kMinChartSide, kMaxChartSide,
                                        base.size.height(), io);
    if (!height)
        return kExitInvalid;
    const auto dpi = arguments.whole(QStringLiteral("--dpi"), kMinDpi, kMaxDpi, base.dpi, io);
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

// compare … --out X.png|X.svg|X.pdf|X.csv (the light command line prints JSON without --out).
int compareCommand(const QStringList &args, Streams &io)
{
    auto arguments = cli::parseCompareArguments(args, io);
    if (!arguments)
        return kExitInvalid;
    if (!arguments->out)
        return fail(io, tr("compare needs --out X.png|X.svg|X.pdf|X.csv here"));
    const QString out = *arguments->out;
    if (!comparisonSuffixes().contains(QFileInfo(out).suffix().toLower()))
        return fail(io, tr("compare: cannot tell the format of \"%1\" (use %2)")
                            .arg(out, QStringLiteral(".png, .svg, .pdf, .csv")));
    int status = kExitInvalid;
    const auto scenarios = cli::loadComparedScenarios(*arguments, io, status);
    if (!scenarios)
        return status;
    ComparisonRequest request;
    request.scenarios = *scenarios;
    request.language = arguments->language.value_or(LanguageManager::instance().language());
    request.axis = arguments->indexed ? charts::CompareAxis::Indexed : charts::CompareAxis::Amounts;
    request.currency = arguments->currency;
    request.outputPath = out;
    if (const QString problem = writeComparison(request); !problem.isEmpty())
        return fail(io, tr("compare: %1").arg(problem), kExitFailure);
    return written(io, out);
}

} // namespace

int runRenderCommand(const QString &name, const QStringList &args, Streams &io)
{
    if (name == QLatin1String("compare"))
        return compareCommand(args, io);
    if (name == QLatin1String("report"))
        return reportCommand(args, io);
    if (name == QLatin1String("chart"))
        return chartCommand(args, io);
    return fail(io, tr("unknown command \"%1\"; try --help").arg(name));
}

} // namespace gda::ui::exporting
