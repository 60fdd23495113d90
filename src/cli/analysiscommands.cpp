// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysiscommands.h"

#include "commandline.h"
#include "corecommands.h"
#include "engine/advice.h"
#include "engine/costmodel.h"
#include "engine/decision.h"
#include "engine/uncertainty.h"
#include "i18n/languages.h"
#include "scenario/comparison.h"
#include "scenario/evaluationjson.h"
#include "scenario/uncertaintyspec.h"
#include "storecommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace gda::cli {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};

int compareCommand(const QStringList &args, Streams &io, const RenderRunner &render)
{
    auto arguments = parseCompareArguments(args, io);
    if (!arguments)
        return kExitInvalid;
    if (arguments->out) // a chart or a table for Excel: drawn by the rendering program
        return render(QStringLiteral("compare"), args, io);
    int status = kExitInvalid;
    const auto scenarios = loadComparedScenarios(*arguments, io, status);
    if (!scenarios)
        return status;
    QJsonArray results;
    for (qsizetype i = 0; i < scenarios->size(); ++i) {
        const Scenario &scenario = (*scenarios)[i];
        QJsonObject entry = evaluateToJson(assessment::assessResolved(scenario));
        // The comparison shows key outputs, not the monthly series.
        QJsonObject options = entry.value(QLatin1String("options")).toObject();
        for (auto it = options.begin(); it != options.end(); ++it) {
            QJsonObject option = it.value().toObject();
            option.remove(QLatin1String("monthly"));
            it.value() = option;
        }
        entry.insert(QStringLiteral("options"), options);
        if (arguments->database)
            entry.insert(QStringLiteral("id"), arguments->labels.value(i).toLongLong());
        else
            entry.insert(QStringLiteral("file"), arguments->labels.value(i));
        entry.insert(QStringLiteral("name"), scenario.name);
        entry.insert(QStringLiteral("client"), scenario.client);
        entry.insert(QStringLiteral("currency"), currencyCode(scenario.currency));
        results.append(entry);
    }
    QJsonArray differences;
    for (const InputDifference &d : differingInputs(*scenarios)) {
        QJsonArray values;
        for (const QJsonValue &v : d.values)
            values.append(v);
        differences.append(
            QJsonObject{{QStringLiteral("field"), d.field}, {QStringLiteral("values"), values}});
    }
    printJson(io, {{QStringLiteral("scenarios"), results},
                   {QStringLiteral("differing_inputs"), differences}});
    return kExitOk;
}

// Reads "--name VALUE" as a whole number within [min, max]; false after reporting a problem.
bool wholeOption(const QStringList &args, int &i, double min, double max, double &target,
                 Streams &io)
{
    const QString name = args[i];
    if (i + 1 >= args.size()) {
        fail(io, Msg::tr("%1 needs a value").arg(name));
        return false;
    }
    bool ok = false;
    const double value = args[++i].toDouble(&ok);
    if (!ok || value != std::floor(value) || value < min || value > max) {
        fail(io,
             Msg::tr("%1: \"%2\" is not valid (valid: whole number %3 to %4)")
                 .arg(name, args[i], QString::number(min, 'f', 0), QString::number(max, 'f', 0)));
        return false;
    }
    target = value;
    return true;
}

// The option whose savings over the cloud simulate and tornado show: on-premise for a version 1
// file (as before); for a version 2 file the advised option, or when an option without a fleet
// is advised the cheapest option that owns GPUs (engine::comparedWithCloud, as the app's
// Uncertainty tab).
engine::Option comparedOption(const engine::Inputs &in)
{
    if (in.modelVersion < 2)
        return engine::Option::OnPrem;
    const engine::Evaluation evaluation = engine::evaluate(in);
    const engine::DecisionResult decided = engine::decide(in, evaluation);
    const auto *decision = std::get_if<engine::Decision>(&decided);
    if (!decision)
        return engine::Option::OnPrem;
    return engine::comparedWithCloud(engine::advise(in, evaluation, *decision), evaluation);
}

int simulateCommand(const QStringList &args, Streams &io)
{
    QString file;
    std::optional<double> draws;
    std::optional<double> seed;
    for (int i = 0; i < args.size(); ++i) {
        double value = 0.0;
        if (args[i] == QLatin1String("--draws")) {
            if (!wholeOption(args, i, 1, engine::kMaxDraws, value, io))
                return kExitInvalid;
            draws = value;
        } else if (args[i] == QLatin1String("--seed")) {
            if (!wholeOption(args, i, 0, 9007199254740991.0, value, io))
                return kExitInvalid;
            seed = value;
        } else if (file.isEmpty() && !args[i].startsWith(QLatin1String("--"))) {
            file = args[i];
        } else {
            return fail(io, Msg::tr("simulate: unexpected argument \"%1\"").arg(args[i]));
        }
    }
    if (file.isEmpty())
        return fail(io, Msg::tr("simulate takes a FILE"));
    const auto scenario = loadOrReport(file, io);
    if (!scenario)
        return kExitInvalid;
    auto specResult = uncertaintySpec(*scenario);
    if (const auto *error = std::get_if<scenariofile::Error>(&specResult))
        return fail(io, file + QStringLiteral(": ") + error->toString());
    engine::MonteCarloSpec spec = std::get<engine::MonteCarloSpec>(specResult);
    if (draws)
        spec.draws = int(*draws);
    if (seed)
        spec.seed = std::uint64_t(*seed);
    spec.against = comparedOption(scenario->inputs);
    const engine::MonteCarloOutcome outcome = engine::simulate(scenario->inputs, spec);
    if (const auto *error = std::get_if<engine::MonteCarloError>(&outcome)) {
        const QString parameter =
            error->workloadInput
                ? QString::fromStdString(engine::workloadParameterKey(*error->workloadInput))
            : error->parameter ? QString::fromLatin1(engine::parameterKey(*error->parameter).data())
                               : QStringLiteral("spec");
        return fail(io, Msg::tr("the uncertainty of %1 is not valid").arg(parameter));
    }
    printJson(io, monteCarloToJson(std::get<engine::MonteCarloResult>(outcome), spec));
    return kExitOk;
}

int tornadoCommand(const QStringList &args, Streams &io)
{
    if (args.size() != 1)
        return fail(io, Msg::tr("tornado takes exactly one FILE"));
    const auto scenario = loadOrReport(args.first(), io);
    if (!scenario)
        return kExitInvalid;
    const engine::Option against = comparedOption(scenario->inputs);
    const auto bars = engine::tornado(scenario->inputs, against);
    const double base = bars.empty() ? 0.0 : bars.front().baseOutput;
    QJsonObject out{{QStringLiteral("base_savings"), base},
                    {QStringLiteral("move"), engine::kTornadoMove},
                    {QStringLiteral("bars"), tornadoToJson(bars)}};
    // Version 2: whose savings over the cloud (version 1: always on-premise, as before).
    if (scenario->inputs.modelVersion >= 2) {
        const std::string_view key = engine::optionKey(against);
        out.insert(QStringLiteral("option"),
                   QString::fromLatin1(key.data(), qsizetype(key.size())));
    }
    printJson(io, out);
    return kExitOk;
}
} // namespace

std::optional<CompareArguments> parseCompareArguments(const QStringList &args, Streams &io)
{
    CompareArguments out;
    const QStringList valued{QStringLiteral("--db"), QStringLiteral("--ids"),
                             QStringLiteral("--out"), QStringLiteral("--lang"),
                             QStringLiteral("--currency")};
    QStringList seen;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--indexed")) {
            out.indexed = true;
            continue;
        }
        if (!arg.startsWith(QLatin1String("--"))) {
            out.files << arg;
            continue;
        }
        if (!valued.contains(arg)) {
            fail(io, Msg::tr("compare: unknown option \"%1\" (valid: %2, --indexed)")
                         .arg(arg, valued.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        if (seen.contains(arg)) {
            fail(io, Msg::tr("compare: %1 is given twice").arg(arg));
            return std::nullopt;
        }
        seen << arg;
        if (i + 1 >= args.size()) {
            fail(io, Msg::tr("%1 needs a value").arg(arg));
            return std::nullopt;
        }
        const QString value = args[++i];
        if (arg == QLatin1String("--db"))
            out.database = value;
        else if (arg == QLatin1String("--ids"))
            out.ids = value;
        else if (arg == QLatin1String("--out"))
            out.out = value;
        else if (arg == QLatin1String("--currency")) {
            const QString code = value.trimmed().toUpper();
            if (code == QLatin1String("EUR"))
                out.currency = Currency::EUR;
            else if (code == QLatin1String("USD"))
                out.currency = Currency::USD;
            else {
                fail(io, Msg::tr("compare: --currency \"%1\" is not valid (valid: EUR, USD)")
                             .arg(value));
                return std::nullopt;
            }
        } else
            out.language = value;
    }
    if (out.currency && !out.out) {
        fail(io, Msg::tr("compare: --currency converts the amounts of --out X.png|X.svg|X.pdf|"
                         "X.csv; the JSON keeps each scenario's own currency (its \"currency\")"));
        return std::nullopt;
    }
    if (out.language && !i18n::languages().contains(*out.language)) {
        fail(io, Msg::tr("compare: --lang \"%1\" is not valid (valid: %2)")
                     .arg(*out.language, i18n::languages().join(QStringLiteral(", "))));
        return std::nullopt;
    }
    const bool library = out.database.has_value() || !out.ids.isEmpty();
    if (library && !out.files.isEmpty()) {
        fail(io, Msg::tr("compare: give scenario FILEs or --db DB --ids, not both"));
        return std::nullopt;
    }
    if (library && out.ids.isEmpty()) {
        fail(io, Msg::tr("compare: --db needs --ids (two to four library ids, e.g. 1,2,3)"));
        return std::nullopt;
    }
    if (!library && (out.files.size() < 2 || out.files.size() > 4)) {
        fail(io, Msg::tr("compare takes two to four FILEs, or --db DB --ids with two to four "
                         "ids"));
        return std::nullopt;
    }
    return out;
}

std::optional<QList<Scenario>> loadComparedScenarios(CompareArguments &arguments, Streams &io,
                                                     int &status)
{
    QList<Scenario> scenarios;
    arguments.labels.clear();
    status = kExitInvalid;
    if (!arguments.database && arguments.ids.isEmpty()) {
        for (const QString &path : arguments.files) {
            auto scenario = loadOrReport(path, io);
            if (!scenario)
                return std::nullopt;
            scenarios << *scenario;
            arguments.labels << path;
        }
        return scenarios;
    }
    StoredSelection selection;
    selection.ids = arguments.ids;
    const auto selected = loadSelectionOrReport(
        QStringLiteral("compare"), arguments.database.value_or(QString()), selection, io, status);
    if (!selected)
        return std::nullopt;
    status = kExitInvalid;
    if (selected->size() < 2 || selected->size() > 4) {
        fail(io, Msg::tr("compare takes two to four library ids, not %1").arg(selected->size()));
        return std::nullopt;
    }
    for (const SelectedScenario &one : *selected) {
        if (!one.scenario) {
            fail(io,
                 Msg::tr("compare: scenario %1 cannot be read: %2").arg(one.id).arg(one.problem));
            return std::nullopt;
        }
        scenarios << *one.scenario;
        arguments.labels << QString::number(one.id);
    }
    return scenarios;
}

void addAnalysisCommands(CommandLine &commandLine, const RenderRunner &render)
{
    commandLine.add(
        {QStringLiteral("compare"),
         QStringLiteral("compare FILE FILE [FILE FILE] | --db DB --ids 1,2,3 [--out "
                        "X.png|X.svg|X.pdf|X.csv [--currency EUR|USD]] [--lang nl|en] "
                        "[--indexed]"),
         Msg::tr("Compare two to four scenarios (files or library ids): key outputs and the "
                 "inputs that differ as JSON, or with --out the chart of every option's "
                 "cumulative cost (--indexed: each scenario's cloud total = 100) or the table "
                 "as CSV for Excel; --currency: every amount in that currency, converted at the "
                 "catalog's dated rate (default: the first scenario's currency)."),
         [render](const QStringList &args, Streams &io) {
             return compareCommand(args, io, render);
         }});
    commandLine.add(
        {QStringLiteral("simulate"), QStringLiteral("simulate FILE [--draws N] [--seed S]"),
         Msg::tr("Monte Carlo over the scenario's uncertain inputs; JSON out."), simulateCommand});
    commandLine.add(
        {QStringLiteral("tornado"), QStringLiteral("tornado FILE"),
         Msg::tr("How much each main input moves the savings at -20% and +20%; JSON out."),
         tornadoCommand});
}

} // namespace gda::cli
