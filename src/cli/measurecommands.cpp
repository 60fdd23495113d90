// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "measurecommands.h"

#include "catalog/catalogfile.h"
#include "commandline.h"
#include "corecommands.h"
#include "files/atomicfile.h"
#include "measure/measurement.h"
#include "scenario/scenariofile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <algorithm>

namespace gda::cli {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};

// A kind of spend in the text output, in the language of the run (the JSON keeps the key of
// measure::spendKindKey; issue 35: "aws storage" in a Dutch run).
QString spendKindName(measure::SpendKind kind)
{
    switch (kind) {
    case measure::SpendKind::Gpu:
        return Msg::tr("GPU", "kind of spend on a bill");
    case measure::SpendKind::Storage:
        return Msg::tr("storage", "kind of spend on a bill");
    case measure::SpendKind::Egress:
        return Msg::tr("egress", "kind of spend on a bill");
    case measure::SpendKind::Other:
        break;
    }
    return Msg::tr("other", "kind of spend on a bill");
}

// The hyperscalers' instance types of the catalog, with their GPU model and count.
measure::InstanceTable instanceTable()
{
    measure::InstanceTable table;
    for (const catalog::CloudOffer &offer : catalog::loadApplicationCatalog().catalog.cloudOffers)
        if (offer.providerKind == catalog::ProviderKind::Hyperscaler)
            table.insert(offer.instance.toLower(), {offer.gpuModel, offer.gpusPerInstance});
    return table;
}

void printText(Streams &io, const measure::Measurement &m)
{
    const QLocale locale;
    for (const measure::FileReading &f : m.files) {
        io.out << Msg::tr("%1: %2, %3 lines")
                      .arg(f.path, measure::formatKey(f.format), locale.toString(f.lines))
               << Qt::endl;
        for (const QString &r : f.remarks)
            io.out << "  " << r << Qt::endl;
    }
    for (const auto &[name, data] : m.telemetry.groups) {
        const measure::TelemetrySummary s = measure::summarize(name, data);
        io.out << Msg::tr("%1: %n GPU(s) seen, observed %2 h of %3 h (%4 %), average "
                          "utilization %5 %, %6 busy GPU-hours",
                          nullptr, s.gpusSeen)
                      .arg(name, locale.toString(s.hoursObserved, 'f', 2),
                           locale.toString(s.spanHours, 'f', 2),
                           locale.toString(s.observedShare() * 100.0, 'f', 1),
                           locale.toString(s.averageUtilization * 100.0, 'f', 1),
                           locale.toString(s.busyGpuHours, 'f', 2))
               << Qt::endl;
        if (s.gaps > 0)
            io.out << "  "
                   << Msg::tr("%n gap(s) longer than %1 s between samples of a GPU, %2 h "
                              "unobserved beyond it, the longest %3 h",
                              nullptr, int(std::min<qint64>(s.gaps, 1000000000)))
                          .arg(locale.toString(s.maxGapSeconds),
                               locale.toString(s.gapHours, 'f', 2),
                               locale.toString(s.longestGapHours, 'f', 2))
                   << Qt::endl;
        io.out << "  "
               << Msg::tr("pattern of the %1 observed week-hours: %2 always busy, %3 more for "
                          "%4 h a day on %5 from %6:00")
                      .arg(locale.toString(s.weekHoursObserved),
                           Msg::tr("%n GPU(s)", nullptr, s.baseGpus),
                           Msg::tr("%n GPU(s)", nullptr, s.peakGpus),
                           locale.toString(s.hoursPerDay, 'f', 1),
                           Msg::tr("%n day(s)", nullptr, s.daysPerWeek),
                           locale.toString(s.startHour))
               << Qt::endl;
        if (measure::gpuModelForName(name).isEmpty())
            io.out << "  " << Msg::tr("not a GPU model of the price catalog") << Qt::endl;
    }
    for (const auto &[key, s] : m.bills.spend) {
        QString line = Msg::tr("%1 %2 %3%4: effective %5, billed %6 %7")
                           .arg(key.month, key.provider, spendKindName(key.kind),
                                key.gpuModel.isEmpty() ? QString() : u' ' + key.gpuModel,
                                locale.toString(s.effective, 'f', 2),
                                locale.toString(s.billed, 'f', 2), m.bills.rates.target);
        if (s.gpuHours >= 1e-6)
            line += Msg::tr(", %1 GPU-hours at %2 each (%3 % committed)")
                        .arg(locale.toString(s.gpuHours, 'f', 1),
                             locale.toString(s.effective / s.gpuHours, 'f', 4),
                             locale.toString(s.committedGpuHours / s.gpuHours * 100.0, 'f', 1));
        io.out << line << Qt::endl;
    }
    for (const auto &[name, u] : m.bills.unknownGpus)
        io.out << Msg::tr("%1 %2: %3 hours, effective %4 %5: a GPU instance the price catalog "
                          "does not know, not counted as GPU-hours")
                      .arg(u.provider, name, locale.toString(u.hours, 'f', 1),
                           locale.toString(u.effective, 'f', 2), m.bills.rates.target)
               << Qt::endl;
    for (const auto &[code, lines] : m.bills.currencies)
        if (code != m.bills.rates.target)
            io.out << Msg::tr("Amounts in %1 converted at %2 %3 per %1 (%4)")
                          .arg(code,
                               locale.toString(m.bills.rates.factor(code).value_or(0.0), 'g', 8),
                               m.bills.rates.target, m.bills.rates.source.value(code))
                   << Qt::endl;
    const std::vector<measure::CrossCheck> check = measure::crossCheck(m);
    if (!check.empty()) {
        const measure::CrossCheck &all = check.back();
        if (all.to > all.from)
            io.out
                << Msg::tr("Cross-check over %1 to %2, where bills and telemetry overlap: %3 % "
                           "of the bills' GPU period, %4 % of the telemetry's")
                       .arg(QDateTime::fromSecsSinceEpoch(all.from, Qt::UTC).toString(Qt::ISODate),
                            QDateTime::fromSecsSinceEpoch(all.to, Qt::UTC).toString(Qt::ISODate),
                            locale.toString(all.billsShare * 100.0, 'f', 1),
                            locale.toString(all.telemetryShare * 100.0, 'f', 1))
                << Qt::endl;
    }
    for (const measure::CrossCheck &c : check) {
        if (c.to <= c.from)
            break;
        const QString what = c.gpuModel == QLatin1String("*") ? Msg::tr("All GPUs")
                             : c.gpuModel.isEmpty()           ? Msg::tr("GPUs of no catalog model")
                                                              : c.gpuModel;
        io.out << Msg::tr("%1: billed %2 GPU-hours, measured %3 busy GPU-hours: %4 GPU-hours "
                          "paid but idle")
                      .arg(what, locale.toString(c.billedGpuHours, 'f', 1),
                           locale.toString(c.measuredGpuHours, 'f', 1),
                           locale.toString(c.idlePaidGpuHours(), 'f', 1))
               << Qt::endl;
    }
    for (const QString &w : measure::measurementWarnings(m))
        io.out << Msg::tr("warning: %1").arg(w) << Qt::endl;
}

// The bills' currencies into `target`: USD and EUR at the catalog's exchange rate, others as
// given with --rate CODE=VALUE (VALUE units of the target per unit of CODE).
measure::CurrencyRates currencyRates(const QString &target, const QHash<QString, double> &given)
{
    measure::CurrencyRates rates;
    rates.target = target;
    rates.perUnit.clear();
    rates.perUnit.insert(target, 1.0);
    const catalog::ExchangeRate rate = catalog::loadApplicationCatalog().catalog.exchangeRate;
    if (rate.isValid()) {
        const QString source =
            QCoreApplication::translate("gda::cli", "price catalog: %1 USD per EUR, %2")
                .arg(QLocale().toString(rate.usdPerEur, 'g', 6),
                     rate.source.isEmpty() ? rate.date.toString(Qt::ISODate) : rate.source);
        if (target == QLatin1String("USD")) {
            rates.perUnit.insert(QStringLiteral("EUR"), rate.usdPerEur);
            rates.source.insert(QStringLiteral("EUR"), source);
        } else if (target == QLatin1String("EUR")) {
            rates.perUnit.insert(QStringLiteral("USD"), 1.0 / rate.usdPerEur);
            rates.source.insert(QStringLiteral("USD"), source);
        }
    }
    for (auto it = given.constBegin(); it != given.constEnd(); ++it) {
        rates.perUnit.insert(it.key(), it.value());
        rates.source.insert(it.key(), QCoreApplication::translate("gda::cli", "given with --rate"));
    }
    return rates;
}

int measureCommand(const QStringList &args, Streams &io)
{
    measure::Format format = measure::Format::Auto;
    bool json = false, showIds = false;
    QString scenarioPath, name = Msg::tr("Measured usage"), client;
    QString currency = QStringLiteral("USD");
    QHash<QString, double> rates;
    qint64 maxGap = measure::kDefaultMaxGapSeconds;
    QStringList files;
    // --format applies to the files after it (so bills and telemetry of other formats mix in one
    // run); given once after every file, to all of them, as before.
    std::vector<measure::Format> formats;
    int formatsGiven = 0;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        auto value = [&](QString &target) {
            if (i + 1 >= args.size())
                return false;
            target = args[++i];
            return true;
        };
        QString text;
        if (a == QLatin1String("--json")) {
            json = true;
        } else if (a == QLatin1String("--show-ids")) {
            showIds = true;
        } else if (a == QLatin1String("--format")) {
            if (!value(text))
                return fail(io, Msg::tr("--format needs a value"));
            const auto f = measure::formatFromKey(text);
            if (!f)
                return fail(io, Msg::tr("--format: \"%1\" is not valid (valid: auto, focus, "
                                        "aws-cur, azure, gcp, nvidia-smi, dcgm, cloudwatch)")
                                    .arg(text));
            format = *f;
            ++formatsGiven;
        } else if (a == QLatin1String("--scenario")) {
            if (!value(scenarioPath))
                return fail(io, Msg::tr("--scenario needs a file name"));
        } else if (a == QLatin1String("--name")) {
            if (!value(name))
                return fail(io, Msg::tr("--name needs a value"));
        } else if (a == QLatin1String("--currency")) {
            if (!value(text) || (text != QLatin1String("USD") && text != QLatin1String("EUR")))
                return fail(io, Msg::tr("--currency needs USD or EUR"));
            currency = text;
        } else if (a == QLatin1String("--rate")) {
            // CODE=VALUE: VALUE units of the scenario's currency per unit of CODE.
            if (!value(text))
                return fail(io, Msg::tr("--rate needs CODE=VALUE, e.g. NOK=0.094"));
            const qsizetype eq = text.indexOf(u'=');
            bool ok = false;
            const QString code = text.left(eq).trimmed().toUpper();
            const double v = eq > 0 ? text.mid(eq + 1).toDouble(&ok) : 0.0;
            if (eq != 3 || !ok || !(v > 0.0) || v > 1e6)
                return fail(io, Msg::tr("--rate: \"%1\" is not CODE=VALUE with a three-letter "
                                        "currency code and a positive number, e.g. NOK=0.094")
                                    .arg(text));
            rates.insert(code, v);
        } else if (a == QLatin1String("--max-gap")) {
            bool ok = false;
            const qint64 v = value(text) ? text.toLongLong(&ok) : 0;
            if (!ok || v < 1 || v > 7 * 86400)
                return fail(io, Msg::tr("--max-gap needs a number of seconds from 1 to 604800"));
            maxGap = v;
        } else if (a == QLatin1String("--client")) {
            if (!value(client))
                return fail(io, Msg::tr("--client needs a value"));
        } else if (a.startsWith(QLatin1String("--"))) {
            return fail(io, Msg::tr("measure: unknown option \"%1\"").arg(a));
        } else {
            files << a;
            formats.push_back(format);
        }
    }
    if (files.isEmpty())
        return fail(io, Msg::tr("measure needs at least one FILE"));
    // Writing the scenario over a file it is measured from would lose that file.
    if (!scenarioPath.isEmpty() && QFileInfo::exists(scenarioPath))
        for (const QString &file : std::as_const(files))
            if (QFileInfo(file).canonicalFilePath() == QFileInfo(scenarioPath).canonicalFilePath())
                return fail(io, Msg::tr("--scenario %1 is one of the files to read; give the "
                                        "scenario another name")
                                    .arg(scenarioPath));
    const measure::InstanceTable instances = instanceTable();
    measure::Measurement m;
    m.bills.rates = currencyRates(currency, rates);
    m.telemetry.maxGapSeconds = maxGap;
    if (formatsGiven == 1 && format != measure::Format::Auto &&
        std::all_of(formats.begin(), formats.end(),
                    [](measure::Format f) { return f == measure::Format::Auto; }))
        std::fill(formats.begin(), formats.end(), format);
    for (qsizetype i = 0; i < files.size(); ++i)
        if (auto error = measure::readFile(files[i], formats[size_t(i)], instances, m))
            return fail(io, error->toString());
    if (json || !scenarioPath.isEmpty())
        measure::fillChecksums(m);
    if (!scenarioPath.isEmpty()) {
        const QJsonObject scenario = measure::scenarioFromMeasurement(m, name, client, showIds);
        if (scenario.value(QLatin1String("inputs"))
                .toObject()
                .value(QLatin1String("workloads"))
                .toArray()
                .isEmpty())
            return fail(io, Msg::tr("--scenario needs GPU telemetry (nvidia-smi, dcgm or "
                                    "cloudwatch) or GPU instance lines in the bills: the "
                                    "workloads come from them"));
        const QByteArray document = QJsonDocument(scenario).toJson();
        // What is written must read back: a measurement outside the format's ranges (no busy
        // GPU, more than 16 workloads, …) is reported instead of written.
        const scenariofile::Result check = scenariofile::parse(document);
        if (const auto *error = std::get_if<scenariofile::Error>(&check))
            return fail(io, Msg::tr("the measured scenario is not valid, so %1 was not written: %2")
                                .arg(scenarioPath, error->toString()));
        const QString problem = files::writeAtomically(scenarioPath, document);
        if (!problem.isEmpty())
            return fail(io, problem, kExitFailure);
    }
    if (json)
        printJson(io, measure::measurementToJson(m));
    else
        printText(io, m);
    return kExitOk;
}
} // namespace

void addMeasureCommand(CommandLine &commandLine)
{
    commandLine.add(
        {QStringLiteral("measure"),
         QStringLiteral("measure FILE... [--format "
                        "auto|focus|aws-cur|azure|gcp|nvidia-smi|dcgm|cloudwatch] [--json] "
                        "[--max-gap SECONDS] [--currency USD|EUR] [--rate CODE=VALUE]... "
                        "[--scenario OUT.json --name NAME --client CLIENT [--show-ids]]"),
         Msg::tr("Read cloud bills and GPU telemetry (plain or gzip CSV, Prometheus text): "
                 "spend, GPU-hours and the busy pattern; --scenario writes a version 2 scenario "
                 "with the measured workloads."),
         measureCommand});
}

} // namespace gda::cli
