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
#include <QFileInfo>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace gda::cli {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};

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
    for (const measure::FileReading &f : m.files)
        io.out << Msg::tr("%1: %2, %3 lines")
                      .arg(f.path, measure::formatKey(f.format), locale.toString(f.lines))
               << Qt::endl;
    for (const auto &[name, data] : m.telemetry.groups) {
        const measure::TelemetrySummary s = measure::summarize(name, data);
        io.out << Msg::tr("%1: %2 GPUs seen over %3 hours, average utilization %4 %, %5 busy "
                          "GPU-hours; pattern: %6 GPUs always busy, %7 more for %8 h a day on "
                          "%9 days from %10:00")
                      .arg(name)
                      .arg(s.gpusSeen)
                      .arg(s.hoursObserved)
                      .arg(locale.toString(s.averageUtilization * 100.0, 'f', 1),
                           locale.toString(s.busyGpuHours, 'f', 1))
                      .arg(s.baseGpus)
                      .arg(s.peakGpus)
                      .arg(locale.toString(s.hoursPerDay, 'f', 1))
                      .arg(s.daysPerWeek)
                      .arg(s.startHour)
               << Qt::endl;
    }
    for (const auto &[key, s] : m.bills.spend) {
        QString line =
            Msg::tr("%1 %2 %3%4: effective %5, billed %6")
                .arg(key.month, key.provider, measure::spendKindKey(key.kind),
                     key.gpuModel.isEmpty() ? QString() : u' ' + key.gpuModel,
                     locale.toString(s.effective, 'f', 2), locale.toString(s.billed, 'f', 2));
        if (s.gpuHours >= 1e-6)
            line += Msg::tr(", %1 GPU-hours at %2 each (%3 % committed)")
                        .arg(locale.toString(s.gpuHours, 'f', 1),
                             locale.toString(s.effective / s.gpuHours, 'f', 4),
                             locale.toString(s.committedGpuHours / s.gpuHours * 100.0, 'f', 1));
        io.out << line << Qt::endl;
    }
    for (const measure::CrossCheck &c : measure::crossCheck(m)) {
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
}

int measureCommand(const QStringList &args, Streams &io)
{
    measure::Format format = measure::Format::Auto;
    bool json = false, showIds = false;
    QString scenarioPath, name = Msg::tr("Measured usage"), client;
    QStringList files;
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
        } else if (a == QLatin1String("--scenario")) {
            if (!value(scenarioPath))
                return fail(io, Msg::tr("--scenario needs a file name"));
        } else if (a == QLatin1String("--name")) {
            if (!value(name))
                return fail(io, Msg::tr("--name needs a value"));
        } else if (a == QLatin1String("--client")) {
            if (!value(client))
                return fail(io, Msg::tr("--client needs a value"));
        } else if (a.startsWith(QLatin1String("--"))) {
            return fail(io, Msg::tr("measure: unknown option \"%1\"").arg(a));
        } else {
            files << a;
        }
    }
    if (files.isEmpty())
        return fail(io, Msg::tr("measure needs at least one FILE"));
    const measure::InstanceTable instances = instanceTable();
    measure::Measurement m;
    for (const QString &file : files)
        if (auto error = measure::readFile(file, format, instances, m))
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
                        "[--scenario OUT.json --name NAME --client CLIENT [--show-ids]]"),
         Msg::tr("Read cloud bills and GPU telemetry (plain or gzip CSV, Prometheus text): "
                 "spend, GPU-hours and the busy pattern; --scenario writes a version 2 scenario "
                 "with the measured workloads."),
         measureCommand});
}

} // namespace gda::cli
