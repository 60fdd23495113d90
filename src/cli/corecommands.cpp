// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "corecommands.h"

#include "assessment/priceupdate.h"
#include "engine/advice.h"
#include "engine/costmodel.h"
#include "engine/decision.h"
#include "scenario/evaluationjson.h"
#include "scenario/upgrade.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <optional>
#include <variant>

namespace gda::cli {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};

const QString kNoCatalogOffers = QStringLiteral("--no-catalog-offers");

// One file: its evaluation as one object, exactly as before several files were allowed.
// Several files: one array of their evaluations, each with the "file" it came from, in the
// order given; a file that cannot be evaluated is named on stderr and left out, and the exit
// status is then 2. One process for a whole folder of scenarios.
// --no-catalog-offers: the multi-cloud option of a version 2 file uses only the file's inline
// offers (the worked examples are evaluated so; the result then does not change with the catalog).
int evaluateCommand(const QStringList &arguments, Streams &io)
{
    QStringList args = arguments;
    const auto offers = args.removeAll(kNoCatalogOffers) > 0
                            ? catalog::MarketOffers::FileOnly
                            : catalog::MarketOffers::CatalogAndFile;
    if (args.isEmpty())
        return fail(io, Msg::tr("evaluate takes one or more FILEs"));
    // One catalog for every file (assessment.h: the one way in), read when the first version 2
    // file needs it: a version 1 file takes nothing from the catalog (methodology §11.1), and
    // reading it was a fifth of evaluating one (issue 38). A damaged user catalog stops the
    // version 2 files with status 1, which a bad file's 2 does not hide (exit-status.md).
    std::optional<std::variant<assessment::Context, assessment::Problem>> context;
    int status = kExitOk;
    const auto failed = [&](int why) {
        if (status != kExitFailure)
            status = why;
        return std::optional<QJsonObject>{};
    };
    // The whole of the one way in (assessment::assess), so the output can say which prices
    // it used.
    const auto assessed = [&](const QString &path) -> std::optional<QJsonObject> {
        const auto scenario = readOrReport(path, io);
        if (!scenario)
            return failed(kExitInvalid);
        assessment::Context with{.catalog = {}, .offers = offers};
        if (scenario->inputs.modelVersion >= 2) {
            if (!context)
                context = assessment::loaded(with);
            if (const auto *problem = std::get_if<assessment::Problem>(&*context))
                return failed(
                    fail(io, path + QStringLiteral(": ") + problem->toString(), kExitFailure));
            with = std::get<assessment::Context>(*context);
        }
        auto a = assessment::assess(*scenario, with);
        if (const auto *problem = std::get_if<assessment::Problem>(&a))
            return failed(fail(io, path + QStringLiteral(": ") + problem->toString()));
        const auto &done = std::get<assessment::Assessment>(a);
        QJsonObject out = evaluateToJson(done);
        out.insert(QStringLiteral("prices"),
                   assessment::pricesToJson(done.prices, done.scenario.inputs.modelVersion));
        return out;
    };
    if (args.size() == 1) {
        const auto evaluation = assessed(args.first());
        if (!evaluation)
            return status;
        printJson(io, *evaluation);
        return kExitOk;
    }
    QJsonArray evaluations;
    for (const QString &path : args) {
        auto found = assessed(path);
        if (!found)
            continue;
        QJsonObject evaluation = std::move(*found);
        evaluation.insert(QStringLiteral("file"), path);
        evaluations.append(evaluation);
    }
    io.out << QString::fromUtf8(QJsonDocument(evaluations).toJson(QJsonDocument::Indented));
    io.out.flush();
    return status;
}

// validate --upgrade FILE --out FILE2: the version 2 form of a version 1 file (a version 2 file
// is written as it is), checked like any file before it is written.
int upgradeCommand(const QStringList &args, Streams &io)
{
    QString file;
    QString out;
    const QString usage = Msg::tr("usage: validate --upgrade FILE --out FILE2");
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--upgrade") || args[i] == QLatin1String("--out")) {
            QString &target = args[i] == QLatin1String("--out") ? out : file;
            if (i + 1 >= args.size() || !target.isEmpty())
                return fail(io, usage);
            target = args[++i];
        } else {
            return fail(io,
                        Msg::tr("validate --upgrade: unexpected \"%1\" (%2)").arg(args[i], usage));
        }
    }
    if (file.isEmpty() || out.isEmpty())
        return fail(io, usage);
    // Checked like any file (its ids against the catalog), written as it is: the figures it
    // leaves to the catalog stay left to it.
    const auto scenario = readOrReport(file, io);
    if (!scenario || !resolvedOrReport(*scenario, file, io))
        return kExitInvalid;
    const Scenario upgraded = scenarioupgrade::toVersion2(*scenario);
    if (const auto problem = scenariofile::validate(upgraded))
        return fail(io, file + QStringLiteral(": ") + problem->toString());
    if (const QString error = scenariofile::save(upgraded, out); !error.isEmpty())
        return fail(io, error, kExitFailure);
    io.out << (scenario->inputs.modelVersion >= 2
                   ? Msg::tr("%1: already version 2; written to %2").arg(file, out)
                   : Msg::tr("%1: version 2 form written to %2").arg(file, out))
           << Qt::endl;
    return kExitOk;
}

// update-prices FILE [--out FILE2 | --write]: the catalog's prices of today pinned into a version
// 2 scenario in place of the ones it holds (docs/methodology.md §16, "Pinned prices"). Prints
// every figure that changes and the answer before and after; writes only with --out or --write.
int updatePricesCommand(const QStringList &args, Streams &io)
{
    QString file;
    QString out;
    bool write = false;
    const QString usage = Msg::tr("usage: update-prices FILE [--out FILE2 | --write]");
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--out")) {
            if (i + 1 >= args.size() || !out.isEmpty())
                return fail(io, usage);
            out = args[++i];
        } else if (args[i] == QLatin1String("--write")) {
            write = true;
        } else if (file.isEmpty() && !args[i].startsWith(u'-')) {
            file = args[i];
        } else {
            return fail(io, Msg::tr("update-prices: unexpected \"%1\" (%2)").arg(args[i], usage));
        }
    }
    if (file.isEmpty() || (write && !out.isEmpty()))
        return fail(io, usage);
    const auto scenario = readOrReport(file, io);
    if (!scenario)
        return kExitInvalid;
    if (scenario->inputs.modelVersion < 2)
        return fail(io, Msg::tr("%1: a version 1 scenario takes no prices from the catalog "
                                "(validate --upgrade converts it to version 2)")
                            .arg(file));
    const auto context = assessment::loaded({});
    if (const auto *problem = std::get_if<assessment::Problem>(&context))
        return fail(io, problem->toString());
    const auto &with = std::get<assessment::Context>(context);
    const assessment::PriceUpdate update = assessment::updatePrices(*scenario, *with.catalog);
    const auto answer = [&](const Scenario &s) -> std::optional<QJsonObject> {
        auto a = assessment::assess(s, with, engine::OptionRequest{});
        if (const auto *problem = std::get_if<assessment::Problem>(&a)) {
            fail(io, file + QStringLiteral(": ") + problem->toString());
            return std::nullopt;
        }
        const auto &done = std::get<assessment::Assessment>(a);
        QJsonObject options;
        for (const engine::OptionResult &r : done.evaluation.options) {
            const std::string_view key = engine::optionKey(r.option);
            options.insert(
                QString::fromLatin1(key.data(), qsizetype(key.size())),
                QJsonObject{{QStringLiteral("tco"), r.tco}, {QStringLiteral("npv"), r.npv}});
        }
        QJsonValue recommendation(QJsonValue::Null);
        if (done.advice) {
            const std::string_view key = engine::optionKey(done.advice->option);
            recommendation = QString::fromLatin1(key.data(), qsizetype(key.size()));
        }
        return QJsonObject{{QStringLiteral("recommendation"), recommendation},
                           {QStringLiteral("options"), options}};
    };
    const auto before = answer(*scenario);
    const auto after = before ? answer(update.updated) : std::nullopt;
    if (!before || !after)
        return kExitInvalid;
    QJsonObject result = assessment::priceUpdateToJson(update);
    result.insert(QStringLiteral("file"), file);
    result.insert(QStringLiteral("answer_before"), *before);
    result.insert(QStringLiteral("answer_after"), *after);
    const QString target = write ? file : out;
    if (!target.isEmpty()) {
        if (const QString error = scenariofile::save(update.updated, target); !error.isEmpty())
            return fail(io, error, kExitFailure);
    }
    result.insert(QStringLiteral("written"),
                  target.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(target));
    printJson(io, result);
    return kExitOk;
}

int validateCommand(const QStringList &args, Streams &io)
{
    if (args.contains(QLatin1String("--upgrade")))
        return upgradeCommand(args, io);
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

QJsonObject evaluateToJson(const assessment::Assessment &assessed)
{
    // Version 2 prints each workload's hours per option (docs/methodology.md §12).
    QJsonObject out = evaluationToJson(assessed.evaluation);
    if (assessed.decision)
        out.insert(QStringLiteral("decision"), decisionToJson(*assessed.decision));
    // The advice stands on the decision: without one (all weights 0) there is none.
    out.insert(QStringLiteral("advice"), assessed.advice
                                             ? QJsonValue(adviceToJson(*assessed.advice))
                                             : QJsonValue(QJsonValue::Null));
    out.insert(QStringLiteral("business_case"), businessCaseToJson(assessed.business));
    return out;
}

std::optional<Scenario> resolvedOrReport(const Scenario &scenario, const QString &label,
                                         Streams &io, const assessment::Context &context)
{
    auto resolved = assessment::resolve(scenario, context);
    if (const auto *problem = std::get_if<assessment::Problem>(&resolved)) {
        fail(io, problem->field.isEmpty() ? problem->toString()
                                          : label + QStringLiteral(": ") + problem->toString());
        return std::nullopt;
    }
    return std::get<Scenario>(std::move(resolved));
}

std::optional<Scenario> readOrReport(const QString &path, Streams &io)
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

std::optional<Scenario> loadOrReport(const QString &path, Streams &io,
                                     const assessment::Context &context)
{
    const auto scenario = readOrReport(path, io);
    if (!scenario)
        return std::nullopt;
    return resolvedOrReport(*scenario, path, io, context);
}

void printJson(Streams &io, const QJsonObject &object)
{
    io.out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented));
    io.out.flush();
}

namespace {
// A value as QJsonDocument's indented form writes it `depth` levels deep: the lines after the
// first indented by four spaces a level, without the final line break.
QByteArray nestedJson(const QJsonValue &value, int depth)
{
    QByteArray text;
    if (value.isObject())
        text = QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented);
    else if (value.isArray())
        text = QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented);
    else // a scalar: the only element of a compact array
        text = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).sliced(1).chopped(1);
    if (text.endsWith('\n'))
        text.chop(1);
    const QByteArray indent = QByteArray(1, '\n') + QByteArray(4 * depth, ' ');
    return text.replace('\n', indent);
}
} // namespace

void printJsonStreamed(Streams &io, const QJsonObject &object, const QString &arrayKey,
                       qsizetype count, const std::function<bool(qsizetype, QJsonObject &)> &entry)
{
    QStringList keys = object.keys();
    keys.removeAll(arrayKey);
    keys.append(arrayKey);
    std::sort(keys.begin(), keys.end()); // QJsonObject's order
    io.out << "{\n";
    for (qsizetype k = 0; k < keys.size(); ++k) {
        const QString &key = keys[k];
        io.out << "    " << QString::fromUtf8(nestedJson(key, 1)) << ": ";
        if (key != arrayKey) {
            io.out << QString::fromUtf8(nestedJson(object.value(key), 1));
        } else {
            io.out << '[';
            bool first = true;
            QJsonObject one;
            for (qsizetype i = 0; i < count; ++i) {
                one = QJsonObject();
                if (!entry(i, one))
                    continue;
                io.out << (first ? "\n" : ",\n") << "        "
                       << QString::fromUtf8(nestedJson(one, 2));
                first = false;
            }
            io.out << (first ? "]" : "\n    ]");
        }
        io.out << (k + 1 < keys.size() ? ",\n" : "\n");
    }
    io.out << "}\n";
    io.out.flush();
}

void addCoreCommands(CommandLine &commandLine)
{
    commandLine.add({QStringLiteral("evaluate"),
                     QStringLiteral("evaluate FILE... [--no-catalog-offers]"),
                     Msg::tr("Evaluate scenario files and print the results as JSON (one object "
                             "for one file, an array for several)."),
                     evaluateCommand});
    commandLine.add({QStringLiteral("validate"),
                     QStringLiteral("validate FILE... | validate --upgrade FILE --out FILE2"),
                     Msg::tr("Check scenario files; name the first invalid field. --upgrade "
                             "writes the version 2 form of a version 1 file to FILE2."),
                     validateCommand});
    commandLine.add(
        {QStringLiteral("update-prices"),
         QStringLiteral("update-prices FILE [--out FILE2 | --write]"),
         Msg::tr("Show which pinned prices of a version 2 scenario the catalog of today changes "
                 "(offers, exchange rate, the fleet's catalog figures) and the answer before and "
                 "after, as JSON; --out writes the updated scenario to FILE2, --write over FILE. "
                 "A file never pinned is pinned at the catalog's prices."),
         updatePricesCommand});
}

} // namespace gda::cli
