// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "corecommands.h"

#include "engine/advice.h"
#include "engine/costmodel.h"
#include "engine/decision.h"
#include "scenario/evaluationjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace gda::cli {

namespace {
struct Msg // this file's translation context (README, "Languages")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};

// One file: its evaluation as one object, exactly as before several files were allowed.
// Several files: one array of their evaluations, each with the "file" it came from, in the
// order given; a file that cannot be evaluated is named on stderr and left out, and the exit
// status is then 2. One process for a whole folder of scenarios.
int evaluateCommand(const QStringList &args, Streams &io)
{
    if (args.isEmpty())
        return fail(io, Msg::tr("evaluate takes one or more FILEs"));
    if (args.size() == 1) {
        const auto scenario = loadOrReport(args.first(), io);
        if (!scenario)
            return kExitInvalid;
        printJson(io, evaluateToJson(scenario->inputs));
        return kExitOk;
    }
    QJsonArray evaluations;
    int status = kExitOk;
    for (const QString &path : args) {
        const auto scenario = loadOrReport(path, io);
        if (!scenario) {
            status = kExitInvalid;
            continue;
        }
        QJsonObject evaluation = evaluateToJson(scenario->inputs);
        evaluation.insert(QStringLiteral("file"), path);
        evaluations.append(evaluation);
    }
    io.out << QString::fromUtf8(QJsonDocument(evaluations).toJson(QJsonDocument::Indented));
    io.out.flush();
    return status;
}

int validateCommand(const QStringList &args, Streams &io)
{
    if (args.isEmpty())
        return fail(io, Msg::tr("validate takes one or more FILEs"));
    for (const QString &path : args) {
        if (!loadOrReport(path, io))
            return kExitInvalid;
        io.out << Msg::tr("%1: valid").arg(path) << Qt::endl;
    }
    return kExitOk;
}
} // namespace

QJsonObject evaluateToJson(const engine::Inputs &inputs)
{
    const engine::Evaluation evaluation = engine::evaluate(inputs);
    QJsonObject out = evaluationToJson(evaluation);
    const engine::DecisionResult decided = engine::decide(inputs, evaluation);
    const auto *decision = std::get_if<engine::Decision>(&decided);
    if (decision)
        out.insert(QStringLiteral("decision"), decisionToJson(*decision));
    // The advice stands on the decision: without one (all weights 0) there is none.
    out.insert(QStringLiteral("advice"),
               decision ? QJsonValue(adviceToJson(engine::advise(inputs, evaluation, *decision)))
                        : QJsonValue(QJsonValue::Null));
    return out;
}

std::optional<Scenario> loadOrReport(const QString &path, Streams &io)
{
    auto result = scenariofile::load(path);
    if (const auto *error = std::get_if<scenariofile::Error>(&result)) {
        const bool namesFile = error->kind == scenariofile::Error::Kind::Unreadable ||
                               error->kind == scenariofile::Error::Kind::TooLarge;
        fail(io, namesFile ? error->toString() : path + QStringLiteral(": ") + error->toString());
        return std::nullopt;
    }
    return std::get<Scenario>(std::move(result));
}

void printJson(Streams &io, const QJsonObject &object)
{
    io.out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
    io.out.flush();
}

void addCoreCommands(CommandLine &commandLine)
{
    commandLine.add({QStringLiteral("evaluate"), QStringLiteral("evaluate FILE..."),
                     Msg::tr("Evaluate scenario files and print the results as JSON (one object "
                             "for one file, an array for several)."),
                     evaluateCommand});
    commandLine.add({QStringLiteral("validate"), QStringLiteral("validate FILE..."),
                     Msg::tr("Check scenario files; name the first invalid field."),
                     validateCommand});
}

} // namespace gda::cli
