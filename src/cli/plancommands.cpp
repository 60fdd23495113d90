// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plancommands.h"

#include "arguments.h"
#include "commandline.h"
#include "corecommands.h"
#include "engine/costmodel.h"
#include "plan/planoptimizer.h"
#include "scenario/scenariofile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace gda::cli {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};

constexpr double kMaxTimeLimit = 3600.0;

QJsonArray purchasesJson(const std::vector<engine::Purchase> &purchases)
{
    QJsonArray list;
    for (const engine::Purchase &p : purchases)
        list.append(
            QJsonObject{{QStringLiteral("month"), p.month}, {QStringLiteral("gpus"), p.gpus}});
    return list;
}

QJsonArray commitmentsJson(const std::vector<engine::Commitment> &commitments)
{
    QJsonArray list;
    for (const engine::Commitment &c : commitments)
        list.append(QJsonObject{{QStringLiteral("offer"), QString::fromStdString(c.offer)},
                                {QStringLiteral("gpus"), c.gpus},
                                {QStringLiteral("term_years"), c.termYears},
                                {QStringLiteral("start_month"), c.startMonth}});
    return list;
}

// The scenario's own commitments the plan releases (docs/methodology.md §14.1).
QJsonArray releasesJson(const std::vector<std::pair<std::size_t, int>> &releases)
{
    QJsonArray list;
    for (const auto &[index, month] : releases)
        list.append(QJsonObject{{QStringLiteral("commitment"), qint64(index)},
                                {QStringLiteral("release_month"), month}});
    return list;
}

QString methodKey(engine::MigrationMethod method)
{
    switch (method) {
    case engine::MigrationMethod::Internet:
        return QStringLiteral("internet");
    case engine::MigrationMethod::Snowball:
        return QStringLiteral("snowball");
    case engine::MigrationMethod::DirectConnect:
        return QStringLiteral("direct_connect");
    case engine::MigrationMethod::Auto:
        return QStringLiteral("auto");
    }
    return {};
}

QJsonValue optionalNumber(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

// The keys of the options optimize can plan (those with a fleet in version 2): "hybrid, onprem".
QString plannableOptions()
{
    QStringList keys;
    for (const engine::OptionSpec &spec : engine::optionsFor(2))
        if (spec.ownsFleet())
            keys << QString::fromLatin1(spec.key.data(), qsizetype(spec.key.size()));
    return keys.join(QStringLiteral(", "));
}

// optimize FILE [--out PLANNED.json] [--time-limit S] [--no-commitments] [--option KEY]
int optimizeCommand(const QStringList &args, Streams &io)
{
    Arguments arguments(QStringLiteral("optimize"),
                        {QStringLiteral("--out"), QStringLiteral("--time-limit"),
                         QStringLiteral("--no-commitments"), QStringLiteral("--option")});
    arguments.allowFlag(QStringLiteral("--no-commitments"));
    if (!arguments.parse(args, io))
        return kExitInvalid;
    plan::Request request;
    // Purchases and the transfer method only: no new commitment (the scenario's own stay, and
    // their release months may still be chosen).
    request.commitments = !arguments.flag(QStringLiteral("--no-commitments"));
    if (const auto limit = arguments.option(QStringLiteral("--time-limit"))) {
        bool ok = false;
        const double seconds = limit->toDouble(&ok);
        if (!ok || !std::isfinite(seconds) || seconds <= 0.0 || seconds > kMaxTimeLimit)
            return fail(io, Msg::tr("optimize: --time-limit \"%1\" is not valid (valid: seconds "
                                    "above 0, at most %2)")
                                .arg(*limit, QString::number(kMaxTimeLimit, 'f', 0)));
        request.timeLimitSeconds = seconds;
    }
    if (const auto key = arguments.option(QStringLiteral("--option"))) {
        const std::optional<engine::Option> option = engine::optionFromKey(key->toStdString());
        if (!option || !engine::optionSpec(*option).ownsFleet())
            return fail(io, Msg::tr("optimize: --option \"%1\" is not an option that buys GPUs "
                                    "(valid: %2)")
                                .arg(*key, plannableOptions()));
        request.option = *option;
    }
    const auto scenario = loadOrReport(arguments.file(), io);
    if (!scenario)
        return kExitInvalid;
    // Contradictory limits leave no month to buy in: said so, not answered "optimal".
    if (scenario->inputs.modelVersion >= 2) {
        const engine::PlanLimits limits = plan::limitsOf(scenario->inputs);
        const int months = 12 * scenario->inputs.horizonYears;
        const int last = std::min(months, limits.lastPurchaseMonth.value_or(months));
        if (limits.firstPurchaseMonth > last)
            return fail(io, arguments.file() + QStringLiteral(": ") +
                                Msg::tr("inputs.plan_limits.first_purchase_month (%1) is after "
                                        "the last month a purchase may be made (%2): no month "
                                        "is left to buy in")
                                    .arg(limits.firstPurchaseMonth)
                                    .arg(last));
    }
    plan::Result result;
    try {
        result = plan::optimise(scenario->inputs, request);
    } catch (const plan::Unsupported &error) {
        return fail(io, arguments.file() + QStringLiteral(": ") +
                            Msg::tr("optimize cannot plan this scenario: %1")
                                .arg(QString::fromStdString(error.what())));
    } catch (const plan::SolverUnavailable &error) {
        // Not the scenario's fault: the installation lacks the solver or a library it needs.
        return fail(io, QStringLiteral("optimize: ") + QString::fromStdString(error.what()),
                    kExitFailure);
    }
    const std::string_view planned = engine::optionKey(result.option);
    QJsonObject out{
        {QStringLiteral("status"), QString::fromLatin1(plan::statusKey(result.status).data())},
        {QStringLiteral("option"), QString::fromLatin1(planned.data(), qsizetype(planned.size()))}};
    QJsonArray binding;
    for (const std::string &limit : result.bindingLimits)
        binding.append(QString::fromStdString(limit));
    QJsonArray months;
    for (int m : result.purchaseMonths)
        months.append(m);
    const bool hasPlan =
        result.status == plan::Status::Optimal || result.status == plan::Status::Feasible;
    out.insert(QStringLiteral("npv"), hasPlan ? QJsonValue(result.npv) : QJsonValue());
    out.insert(QStringLiteral("bound"), optionalNumber(result.bound));
    out.insert(QStringLiteral("gap"), optionalNumber(result.gap));
    out.insert(QStringLiteral("model_objective"),
               hasPlan ? QJsonValue(result.objective) : QJsonValue());
    out.insert(QStringLiteral("model_exact"), result.modelExact);
    QJsonArray approximations;
    for (const std::string &what : result.approximations)
        approximations.append(QString::fromStdString(what));
    out.insert(QStringLiteral("model_approximates"), approximations);
    out.insert(QStringLiteral("binding_limits"), binding);
    int fleet = 0;
    for (const engine::Purchase &p : result.purchases)
        fleet += p.gpus;
    out.insert(QStringLiteral("plan"),
               QJsonObject{{QStringLiteral("option"), QStringLiteral("hybrid")},
                           {QStringLiteral("purchases"), purchasesJson(result.purchases)},
                           {QStringLiteral("fleet_gpus"), fleet},
                           {QStringLiteral("commitments"), commitmentsJson(result.commitments)},
                           {QStringLiteral("releases"), releasesJson(result.releases)},
                           {QStringLiteral("migration_method"),
                            result.transferMethod ? QJsonValue(methodKey(*result.transferMethod))
                                                  : QJsonValue()}});
    out.insert(QStringLiteral("purchase_months"), months);
    out.insert(QStringLiteral("max_fleet_gpus"), result.maxFleetGpus);
    out.insert(QStringLiteral("solver"),
               QJsonObject{{QStringLiteral("name"), QStringLiteral("COIN-OR CBC")},
                           {QStringLiteral("found_plan"), result.solverFound},
                           {QStringLiteral("proved_optimal"), result.provedOptimal},
                           {QStringLiteral("seconds"), result.seconds},
                           {QStringLiteral("cpu_seconds"), result.cpuSeconds},
                           {QStringLiteral("variables"), result.variables},
                           {QStringLiteral("integers"), result.integers},
                           {QStringLiteral("rows"), result.rows}});
    if (result.status == plan::Status::Infeasible) {
        printJson(io, out);
        QStringList names;
        for (const std::string &limit : result.bindingLimits)
            names << QString::fromStdString(limit);
        return fail(io, arguments.file() + QStringLiteral(": ") +
                            Msg::tr("no plan meets the limits; binding: %1 (a workload with "
                                    "placement onprem must run on-premise from the first month "
                                    "a fleet can be live)")
                                .arg(names.join(QStringLiteral(", "))));
    }
    if (result.status == plan::Status::Unknown) {
        printJson(io, out);
        return fail(io,
                    arguments.file() + QStringLiteral(": ") +
                        Msg::tr("no plan within the limits was found in the time limit; give "
                                "more time with --time-limit"),
                    kExitFailure);
    }
    if (const auto path = arguments.option(QStringLiteral("--out"))) {
        Scenario planned = *scenario;
        planned.inputs = plan::applyPlan(scenario->inputs, result);
        if (const auto problem = scenariofile::validate(planned))
            return fail(io, arguments.file() + QStringLiteral(": ") + problem->toString());
        if (const QString error = scenariofile::save(planned, *path); !error.isEmpty())
            return fail(io, error, kExitFailure);
        out.insert(QStringLiteral("written"), *path);
    }
    printJson(io, out);
    return kExitOk;
}

} // namespace

void addPlanCommands(CommandLine &commandLine)
{
    commandLine.add({QStringLiteral("optimize"),
                     QStringLiteral("optimize FILE [--out PLANNED.json] [--time-limit S] "
                                    "[--no-commitments]"),
                     Msg::tr("Find the plan of the hybrid option with the lowest NPV: purchases "
                             "(whole nodes in the months inputs.plan_limits allows), reserved "
                             "commitments and the transfer method; print it as JSON. --out "
                             "writes the scenario with the plan filled in. --no-commitments "
                             "plans no new commitment."),
                     optimizeCommand});
}

} // namespace gda::cli
