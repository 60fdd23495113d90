// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysiscommands.h"

#include "commandline.h"
#include "corecommands.h"
#include "engine/advice.h"
#include "engine/costmodel.h"
#include "engine/decision.h"
#include "engine/uncertainty.h"
#include "scenario/comparison.h"
#include "scenario/evaluationjson.h"
#include "scenario/uncertaintyspec.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace gda::cli {

namespace {
struct Msg // this file's translation context (README, "Languages")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};

int compareCommand(const QStringList &args, Streams &io)
{
    if (args.size() < 2 || args.size() > 4)
        return fail(io, Msg::tr("compare takes two to four FILEs"));
    QList<Scenario> scenarios;
    QJsonArray results;
    for (const QString &path : args) {
        auto scenario = loadOrReport(path, io);
        if (!scenario)
            return kExitInvalid;
        QJsonObject entry = evaluateToJson(scenario->inputs);
        // The comparison shows key outputs, not the monthly series.
        QJsonObject options = entry.value(QLatin1String("options")).toObject();
        for (auto it = options.begin(); it != options.end(); ++it) {
            QJsonObject option = it.value().toObject();
            option.remove(QLatin1String("monthly"));
            it.value() = option;
        }
        entry.insert(QStringLiteral("options"), options);
        entry.insert(QStringLiteral("file"), path);
        entry.insert(QStringLiteral("name"), scenario->name);
        entry.insert(QStringLiteral("client"), scenario->client);
        entry.insert(QStringLiteral("currency"), currencyCode(scenario->currency));
        results.append(entry);
        scenarios << *scenario;
    }
    QJsonArray differences;
    for (const InputDifference &d : differingInputs(scenarios)) {
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

void addAnalysisCommands(CommandLine &commandLine)
{
    commandLine.add(
        {QStringLiteral("compare"), QStringLiteral("compare FILE FILE [FILE FILE]"),
         Msg::tr("Compare two to four scenarios: key outputs and the inputs that differ."),
         compareCommand});
    commandLine.add(
        {QStringLiteral("simulate"), QStringLiteral("simulate FILE [--draws N] [--seed S]"),
         Msg::tr("Monte Carlo over the scenario's uncertain inputs; JSON out."), simulateCommand});
    commandLine.add(
        {QStringLiteral("tornado"), QStringLiteral("tornado FILE"),
         Msg::tr("How much each main input moves the savings at -20% and +20%; JSON out."),
         tornadoCommand});
}

} // namespace gda::cli
