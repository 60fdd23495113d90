// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "measurement.h"

#include "csvline.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

#include <cmath>
#include <variant>

#include <QSet>

namespace gda::measure {

namespace {
struct Msg // this file's translation context (README, "Languages")
{
    Q_DECLARE_TR_FUNCTIONS(gda::measure)
};

QString isoTime(qint64 seconds)
{
    return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC).toString(Qt::ISODate);
}

double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

// Recognises a file by its first line; the error names the formats tried and what is missing.
std::variant<Format, ReadError> detect(const QString &path)
{
    TextSource source(path);
    QByteArray line;
    if (!source.readLine(line))
        return source.failed() ? source.error() : ReadError{path, 0, {}, {}, Msg::tr("is empty")};
    if (line.startsWith("# HELP") || line.startsWith("# TYPE") || line.startsWith("DCGM_FI_"))
        return Format::Dcgm;
    std::vector<QByteArray> cells;
    splitCsvLine(line, cells);
    QSet<QString> columns;
    for (const QByteArray &c : cells) {
        QString name = QString::fromUtf8(c);
        const qsizetype unit = name.indexOf(QLatin1String(" ["));
        if (unit > 0)
            name.truncate(unit);
        columns.insert(folded(name));
    }
    auto has = [&](const char *name) { return columns.contains(folded(QLatin1String(name))); };
    struct Candidate
    {
        Format format;
        std::vector<const char *> required;
    };
    const std::vector<Candidate> candidates = {
        {Format::NvidiaSmi, {"timestamp", "utilization.gpu"}},
        {Format::Focus, {"BilledCost", "EffectiveCost", "ChargePeriodStart", "ChargePeriodEnd"}},
        {Format::AwsCur,
         {"lineItem/UsageStartDate", "lineItem/LineItemType", "lineItem/UnblendedCost"}},
        {Format::Azure,
         {"Date", "Quantity", "MeterCategory", "MeterName", "CostInBillingCurrency"}},
        {Format::Gcp, {"usage_start_time", "service.description", "sku.description", "cost"}},
        {Format::CloudWatch, {"Timestamp", "Value", "host", "index"}},
    };
    QStringList tried;
    for (const Candidate &c : candidates) {
        QStringList missing;
        for (const char *name : c.required)
            if (!has(name))
                missing << QLatin1String(name);
        if (missing.isEmpty())
            return c.format;
        tried << Msg::tr("%1 (missing %2)")
                     .arg(formatKey(c.format), missing.join(QLatin1String(", ")));
    }
    tried << Msg::tr("dcgm (no DCGM_FI_ metric on line 1)");
    return ReadError{
        path,
        1,
        {},
        {},
        Msg::tr("matches no supported format; tried %1").arg(tried.join(QLatin1String("; ")))};
}
} // namespace

std::optional<Format> formatFromKey(const QString &key)
{
    for (Format f : {Format::Auto, Format::Focus, Format::AwsCur, Format::Azure, Format::Gcp,
                     Format::NvidiaSmi, Format::Dcgm, Format::CloudWatch})
        if (formatKey(f) == key)
            return f;
    return std::nullopt;
}

QString formatKey(Format format)
{
    switch (format) {
    case Format::Auto:
        return QStringLiteral("auto");
    case Format::Focus:
        return QStringLiteral("focus");
    case Format::AwsCur:
        return QStringLiteral("aws-cur");
    case Format::Azure:
        return QStringLiteral("azure");
    case Format::Gcp:
        return QStringLiteral("gcp");
    case Format::NvidiaSmi:
        return QStringLiteral("nvidia-smi");
    case Format::Dcgm:
        return QStringLiteral("dcgm");
    case Format::CloudWatch:
        return QStringLiteral("cloudwatch");
    }
    return {};
}

std::optional<ReadError> readFile(const QString &path, Format format,
                                  const InstanceTable &instances, Measurement &out,
                                  const ReadProgress &progress)
{
    if (format == Format::Auto) {
        auto detected = detect(path);
        if (auto *e = std::get_if<ReadError>(&detected))
            return *e;
        format = std::get<Format>(detected);
    }
    Measurement next = out; // bounded: telemetry by hours × GPUs, bills by month × kind
    TextSource source(path);
    if (source.failed())
        return source.error();
    source.setProgress(progress);
    std::optional<ReadError> error;
    switch (format) {
    case Format::NvidiaSmi:
        error = readNvidiaSmi(source, path, next.telemetry);
        break;
    case Format::Dcgm:
        error = readDcgm(source, path, next.telemetry);
        break;
    case Format::CloudWatch:
        error = readCloudWatch(source, path, next.telemetry);
        break;
    case Format::Focus:
        error = readFocus(source, path, instances, next.bills);
        break;
    case Format::AwsCur:
        error = readAwsCur(source, path, instances, next.bills);
        break;
    case Format::Azure:
        error = readAzure(source, path, instances, next.bills);
        break;
    case Format::Gcp:
        error = readGcp(source, path, instances, next.bills);
        break;
    case Format::Auto:
        break;
    }
    if (error)
        return error;
    next.files.push_back(
        {path, format, source.lineNumber(), source.bytesRead(), source.wasCompressed(), {}});
    out = std::move(next);
    return std::nullopt;
}

void fillChecksums(Measurement &m)
{
    for (FileReading &f : m.files) {
        QFile file(f.path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        QCryptographicHash hash(QCryptographicHash::Sha256);
        while (!file.atEnd()) {
            const QByteArray piece = file.read(1 << 20);
            if (piece.isEmpty())
                break;
            hash.addData(piece);
        }
        f.sha256 = QString::fromLatin1(hash.result().toHex());
    }
}

QString gpuModelForName(const QString &name)
{
    const QString n = name.toLower();
    if (n.contains(QLatin1String("h200")))
        return QStringLiteral("h200");
    if (n.contains(QLatin1String("b200")))
        return QStringLiteral("b200");
    if (n.contains(QLatin1String("h100")))
        return n.contains(QLatin1String("pcie")) || n.contains(QLatin1String("nvl"))
                   ? QStringLiteral("h100-pcie")
                   : QStringLiteral("h100-sxm");
    if (n.contains(QLatin1String("a100")))
        return n.contains(QLatin1String("80g")) ? QStringLiteral("a100-80gb")
                                                : QStringLiteral("a100-40gb");
    if (n.contains(QLatin1String("mi300x")))
        return QStringLiteral("mi300x");
    if (n.contains(QLatin1String("gaudi")))
        return QStringLiteral("gaudi3");
    return {};
}

QJsonObject measurementToJson(const Measurement &m)
{
    QJsonArray files;
    for (const FileReading &f : m.files)
        files.append(QJsonObject{{QStringLiteral("file"), QFileInfo(f.path).fileName()},
                                 {QStringLiteral("format"), formatKey(f.format)},
                                 {QStringLiteral("lines"), double(f.lines)},
                                 {QStringLiteral("bytes"), double(f.bytes)},
                                 {QStringLiteral("gzip"), f.compressed},
                                 {QStringLiteral("sha256"), f.sha256}});
    QJsonArray groups;
    double measuredGpuHours = 0.0;
    for (const auto &[name, data] : m.telemetry.groups) {
        const TelemetrySummary s = summarize(name, data);
        measuredGpuHours += s.busyGpuHours;
        QJsonArray profile, p95, months;
        for (size_t h = 0; h < 168; ++h) {
            profile.append(rounded(s.busyProfile[h], 3));
            p95.append(rounded(s.busyP95[h], 3));
        }
        for (const auto &month : s.months)
            months.append(
                QJsonObject{{QStringLiteral("month"), month.month},
                            {QStringLiteral("busy_gpu_hours"), rounded(month.busyGpuHours, 3)},
                            {QStringLiteral("hours_observed"), month.hoursObserved}});
        groups.append(
            QJsonObject{{QStringLiteral("gpu"), name},
                        {QStringLiteral("gpu_model"), gpuModelForName(name)},
                        {QStringLiteral("gpus_seen"), s.gpusSeen},
                        {QStringLiteral("samples"), double(s.samples)},
                        {QStringLiteral("period_start"), isoTime(s.first)},
                        {QStringLiteral("period_end"), isoTime(s.last)},
                        {QStringLiteral("hours_observed"), s.hoursObserved},
                        {QStringLiteral("average_utilization"), rounded(s.averageUtilization, 4)},
                        {QStringLiteral("busy_gpu_hours"), rounded(s.busyGpuHours, 3)},
                        {QStringLiteral("busy_gpus_by_week_hour"), profile},
                        {QStringLiteral("busy_gpus_by_week_hour_p95"), p95},
                        {QStringLiteral("months"), months},
                        {QStringLiteral("monthly_cv"), rounded(s.monthlyCv, 4)},
                        {QStringLiteral("annual_growth"), rounded(s.annualGrowth, 4)},
                        {QStringLiteral("pattern"),
                         QJsonObject{{QStringLiteral("base_gpus"), s.baseGpus},
                                     {QStringLiteral("peak_gpus"), s.peakGpus},
                                     {QStringLiteral("hours_per_day"), rounded(s.hoursPerDay, 2)},
                                     {QStringLiteral("days_per_week"), s.daysPerWeek},
                                     {QStringLiteral("start_hour"), s.startHour}}}});
    }
    QJsonArray spend;
    double billedGpuHours = 0.0;
    for (const auto &[key, s] : m.bills.spend) {
        QJsonObject row{{QStringLiteral("month"), key.month},
                        {QStringLiteral("provider"), key.provider},
                        {QStringLiteral("kind"), spendKindKey(key.kind)},
                        {QStringLiteral("billed"), rounded(s.billed, 2)},
                        {QStringLiteral("effective"), rounded(s.effective, 2)},
                        {QStringLiteral("list"), rounded(s.list, 2)},
                        {QStringLiteral("lines"), double(s.lines)}};
        if (key.kind == SpendKind::Gpu) {
            row.insert(QStringLiteral("gpu_model"), key.gpuModel);
            row.insert(QStringLiteral("gpu_hours"), rounded(s.gpuHours, 3));
            row.insert(QStringLiteral("committed_gpu_hours"), rounded(s.committedGpuHours, 3));
            if (s.gpuHours > 0.0)
                row.insert(QStringLiteral("effective_per_gpu_hour"),
                           rounded(s.effective / s.gpuHours, 4));
            billedGpuHours += s.gpuHours;
        }
        spend.append(row);
    }
    QJsonObject out{{QStringLiteral("files"), files},
                    {QStringLiteral("telemetry"), groups},
                    {QStringLiteral("spend"), spend}};
    if (!m.telemetry.groups.empty() && !m.bills.spend.empty())
        out.insert(
            QStringLiteral("cross_check"),
            QJsonObject{{QStringLiteral("billed_gpu_hours"), rounded(billedGpuHours, 3)},
                        {QStringLiteral("measured_busy_gpu_hours"), rounded(measuredGpuHours, 3)},
                        {QStringLiteral("idle_paid_gpu_hours"),
                         rounded(billedGpuHours - measuredGpuHours, 3)}});
    return out;
}

QJsonObject scenarioFromMeasurement(const Measurement &m, const QString &name,
                                    const QString &client)
{
    QStringList notes;
    QStringList fileNames;
    for (const FileReading &f : m.files)
        fileNames << (f.sha256.isEmpty()
                          ? QStringLiteral("%1 (%2)").arg(QFileInfo(f.path).fileName(),
                                                          formatKey(f.format))
                          : QStringLiteral("%1 (%2, SHA-256 %3)")
                                .arg(QFileInfo(f.path).fileName(), formatKey(f.format), f.sha256));
    notes << QStringLiteral("Measured from %1.").arg(fileNames.join(QLatin1String(", ")));
    // Cloud price: the effective cost per billed GPU-hour over all GPU lines.
    double gpuHours = 0.0, gpuCost = 0.0;
    for (const auto &[key, s] : m.bills.spend)
        if (key.kind == SpendKind::Gpu) {
            gpuHours += s.gpuHours;
            gpuCost += s.effective;
        }
    QJsonObject cloud;
    if (gpuHours > 0.0) {
        const double price = rounded(gpuCost / gpuHours, 4);
        cloud.insert(QStringLiteral("on_demand_per_gpu_hour"), price);
        notes << QStringLiteral("cloud.on_demand_per_gpu_hour %1: effective cost %2 over %3 "
                                "billed GPU-hours (bills).")
                     .arg(price)
                     .arg(gpuCost, 0, 'f', 2)
                     .arg(gpuHours, 0, 'f', 1);
    }
    QJsonArray workloads;
    for (const auto &[group, data] : m.telemetry.groups) {
        const TelemetrySummary s = summarize(group, data);
        const QString model = gpuModelForName(group);
        const QString period = QStringLiteral("%1 to %2").arg(isoTime(s.first), isoTime(s.last));
        auto base = [&](const QString &suffix, const QString &kind) {
            QJsonObject w{{QStringLiteral("name"), QString(group + suffix).left(80)},
                          {QStringLiteral("kind"), kind}};
            if (!model.isEmpty())
                w.insert(QStringLiteral("gpu_model"), model);
            return w;
        };
        // Steady base → shiftable training; the peaks above it → non-shiftable inference.
        if (s.baseGpus >= 1) {
            QJsonObject w = base(QStringLiteral(" steady base"), QStringLiteral("training"));
            w.insert(QStringLiteral("gpus"), s.baseGpus);
            w.insert(QStringLiteral("utilization"), 1.0);
            workloads.append(w);
            notes << QStringLiteral("%1 steady base: %2 GPUs busy at every week-hour "
                                    "(lowest of the hour-of-week profile, telemetry %3).")
                         .arg(group)
                         .arg(s.baseGpus)
                         .arg(period);
        }
        if (s.peakGpus >= 1) {
            QJsonObject w = base(QStringLiteral(" peaks"), QStringLiteral("inference"));
            w.insert(QStringLiteral("gpus"), s.peakGpus);
            w.insert(QStringLiteral("hours_per_day"), rounded(std::max(0.01, s.hoursPerDay), 2));
            w.insert(QStringLiteral("days_per_week"), std::max(1, s.daysPerWeek));
            w.insert(QStringLiteral("start_hour"), s.startHour);
            workloads.append(w);
            notes << QStringLiteral("%1 peaks: %2 GPUs above the base, %3 h a day on %4 days "
                                    "from %5:00 (hour-of-week profile, telemetry %6).")
                         .arg(group)
                         .arg(s.peakGpus)
                         .arg(s.hoursPerDay, 0, 'f', 2)
                         .arg(s.daysPerWeek)
                         .arg(s.startHour)
                         .arg(period);
        }
    }
    // The format's limits (methodology §11.1): notes up to 10,000 characters.
    QString noteText = notes.join(u' ');
    if (noteText.size() > 10000)
        noteText = noteText.left(9999) + QChar(0x2026);
    QJsonObject inputs{{QStringLiteral("workloads"), workloads}};
    if (!cloud.isEmpty())
        inputs.insert(QStringLiteral("cloud"), cloud);
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("gpu-advisor-scenario")},
                       {QStringLiteral("version"), 2},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("client"), client},
                       {QStringLiteral("currency"), QStringLiteral("USD")},
                       {QStringLiteral("notes"), noteText},
                       {QStringLiteral("inputs"), inputs}};
}

} // namespace gda::measure
