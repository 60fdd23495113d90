// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "measurement.h"

#include "csvline.h"
#include "engine/inputs.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>

#include <cmath>
#include <memory>
#include <variant>

#include <openssl/evp.h>

#include <QSet>

namespace gda::measure {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::measure)
};

// A figure of the notes in the active language's notation ("1.017,78" in Dutch): the notes reach
// the client's report.
QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}
QString number(double value)
{
    return QLocale().toString(value, 'g', 10);
}

QString isoTime(qint64 seconds)
{
    return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC).toString(Qt::ISODate);
}

// Below this many hours (or GB) a quantity is too small to divide a cost by.
constexpr double kMinHours = 1e-6;

double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

// A text of the scenario's provenance that the report writes again in its own language: its
// source text (marked with QT_TRANSLATE_NOOP in this file's context) and arguments, as well as
// the text in the language of the run.
struct Said
{
    const char *text = nullptr;
    QStringList args;
    QString now() const
    {
        QString out = QCoreApplication::translate("gda::measure", text);
        for (const QString &a : args)
            out = out.arg(a);
        return out;
    }
    // {key: the text now, key_text: the source text, key_args: the arguments}
    QJsonObject json(const QString &key) const
    {
        return QJsonObject{{key, now()},
                           {key + QStringLiteral("_text"), QLatin1String(text)},
                           {key + QStringLiteral("_args"), QJsonArray::fromStringList(args)}};
    }
};
Said said(const char *text, QStringList args)
{
    return Said{text, std::move(args)};
}
std::vector<Said> warningsSaid(const Measurement &m);

QJsonObject crossCheckJson(const CrossCheck &c)
{
    return QJsonObject{{QStringLiteral("gpu_model"), c.gpuModel},
                       {QStringLiteral("billed_gpu_hours"), rounded(c.billedGpuHours, 3)},
                       {QStringLiteral("measured_busy_gpu_hours"), rounded(c.measuredGpuHours, 3)},
                       {QStringLiteral("idle_paid_gpu_hours"), rounded(c.idlePaidGpuHours(), 3)}};
}

// The overlap of the periods the cross-check compares, and how much of each it covers.
QJsonObject overlapJson(const CrossCheck &c)
{
    QJsonObject o{{QStringLiteral("bills_share"), rounded(c.billsShare, 4)},
                  {QStringLiteral("telemetry_share"), rounded(c.telemetryShare, 4)}};
    if (c.to > c.from) {
        o.insert(QStringLiteral("from"), isoTime(c.from));
        o.insert(QStringLiteral("to"), isoTime(c.to));
    }
    return o;
}

QJsonObject unknownGpusJson(const Measurement &m)
{
    QJsonObject o;
    QJsonArray bills, telemetry;
    for (const auto &[name, u] : m.bills.unknownGpus)
        bills.append(QJsonObject{{QStringLiteral("instance"), name},
                                 {QStringLiteral("provider"), u.provider},
                                 {QStringLiteral("lines"), double(u.lines)},
                                 {QStringLiteral("hours"), rounded(u.hours, 3)},
                                 {QStringLiteral("effective"), rounded(u.effective, 2)}});
    for (const auto &[name, data] : m.telemetry.groups)
        if (gpuModelForName(name).isEmpty())
            telemetry.append(name);
    if (!bills.isEmpty())
        o.insert(QStringLiteral("bills"), bills);
    if (!telemetry.isEmpty())
        o.insert(QStringLiteral("telemetry"), telemetry);
    return o;
}

QJsonObject currenciesJson(const Measurement &m)
{
    QJsonObject seen;
    for (const auto &[code, lines] : m.bills.currencies) {
        QJsonObject c{{QStringLiteral("factor"), m.bills.rates.factor(code).value_or(0.0)}};
        const QString source = m.bills.rates.source.value(code);
        if (!source.isEmpty())
            c.insert(QStringLiteral("rate_source"), source);
        seen.insert(code, c);
    }
    return QJsonObject{{QStringLiteral("currency"), m.bills.rates.target},
                       {QStringLiteral("converted_from"), seen}};
}

// The distinct months of the bills, in order.
std::vector<QString> billMonths(const Measurement &m)
{
    std::vector<QString> months;
    for (const auto &[key, s] : m.bills.spend)
        if (months.empty() || months.back() != key.month)
            months.push_back(key.month);
    return months;
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
    // A required column, or one of its spellings ("CostInBillingCurrency|Cost").
    auto has = [&](const char *names) {
        for (const QString &name : QString::fromLatin1(names).split(u'|'))
            if (columns.contains(folded(name)))
                return true;
        return false;
    };
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
         {"Date", "Quantity", "MeterCategory", "MeterName",
          "CostInBillingCurrency|Cost|PreTaxCost"}},
        {Format::Gcp, {"usage_start_time", "service.description", "sku.description", "cost"}},
        {Format::CloudWatch, {"Timestamp", "Value", "host", "index"}},
    };
    QStringList tried;
    for (const Candidate &c : candidates) {
        QStringList missing;
        for (const char *name : c.required)
            if (!has(name))
                missing << QString::fromLatin1(name).replace(u'|', QLatin1String(" or "));
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

namespace {
// The SHA-256 of a file's bytes in hex; empty when it cannot be read.
QString sha256Of(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    // OpenSSL's SHA-256 uses the processor's SHA instructions: about 1 GB/s here, where
    // QCryptographicHash's took 6 s for a 1 GB bill, longer than reading it.
    const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(),
                                                                          &EVP_MD_CTX_free);
    if (!context || EVP_DigestInit_ex(context.get(), EVP_sha256(), nullptr) != 1)
        return {};
    QByteArray piece(1 << 20, Qt::Uninitialized);
    bool ok = true;
    for (qint64 n = 0; ok && (n = file.read(piece.data(), piece.size())) != 0;)
        ok = n > 0 && EVP_DigestUpdate(context.get(), piece.constData(), size_t(n)) == 1;
    QByteArray digest(EVP_MAX_MD_SIZE, Qt::Uninitialized);
    unsigned int length = 0;
    if (!ok || EVP_DigestFinal_ex(context.get(), reinterpret_cast<unsigned char *>(digest.data()),
                                  &length) != 1)
        return {};
    digest.truncate(int(length));
    return QString::fromLatin1(digest.toHex());
}

bool isBill(Format format)
{
    return format == Format::Focus || format == Format::AwsCur || format == Format::Azure ||
           format == Format::Gcp;
}

// A file read already that `path` (of `format`) repeats: the same file, or for a bill a copy
// with the same bytes (its lines would be counted twice; two hosts' telemetry logs may be alike
// byte for byte). Only files of the same size are hashed.
std::optional<ReadError> sameAsRead(const QString &path, Format format, const Measurement &m)
{
    const QFileInfo info(path);
    for (const FileReading &f : m.files) {
        const QFileInfo other(f.path);
        if (other.size() != info.size())
            continue;
        const bool same = info.canonicalFilePath() == other.canonicalFilePath();
        if (same || (isBill(format) && isBill(f.format) && !sha256Of(path).isEmpty() &&
                     sha256Of(path) == sha256Of(f.path)))
            return ReadError{path,
                             0,
                             {},
                             {},
                             Msg::tr("has the same content as %1, which is read already: "
                                     "give each file once, or it would be counted twice")
                                 .arg(f.path)};
    }
    return std::nullopt;
}
} // namespace

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
    if (auto repeated = sameAsRead(path, format, out))
        return repeated;
    Measurement next = out; // bounded: telemetry by hours × GPUs, bills by month × kind
    next.bills.remarks.clear();
    next.bills.remarkTexts = QJsonArray();
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
    next.telemetry.finishFile();
    next.files.push_back({path,
                          format,
                          source.lineNumber(),
                          source.bytesRead(),
                          source.wasCompressed(),
                          {},
                          next.bills.remarks,
                          next.bills.remarkTexts});
    next.bills.remarks.clear();
    next.bills.remarkTexts = QJsonArray();
    out = std::move(next);
    return std::nullopt;
}

void fillChecksums(Measurement &m)
{
    for (FileReading &f : m.files)
        if (const QString sum = sha256Of(f.path); !sum.isEmpty())
            f.sha256 = sum;
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

namespace {
// One file read: its name (never its folder), format, size and checksum.
QJsonObject fileJson(const FileReading &f)
{
    return {{QStringLiteral("file"), QFileInfo(f.path).fileName()},
            {QStringLiteral("format"), formatKey(f.format)},
            {QStringLiteral("lines"), double(f.lines)},
            {QStringLiteral("bytes"), double(f.bytes)},
            {QStringLiteral("gzip"), f.compressed},
            {QStringLiteral("sha256"), f.sha256}};
}
} // namespace

QJsonObject measurementToJson(const Measurement &m)
{
    QJsonArray files;
    for (const FileReading &f : m.files) {
        QJsonObject file = fileJson(f);
        if (!f.remarks.isEmpty())
            file.insert(QStringLiteral("remarks"), QJsonArray::fromStringList(f.remarks));
        files.append(file);
    }
    QJsonArray groups;
    for (const auto &[name, data] : m.telemetry.groups) {
        const TelemetrySummary s = summarize(name, data);
        QJsonArray profile, p95, months;
        for (size_t h = 0; h < 168; ++h) {
            profile.append(rounded(s.busyProfile[h], 3));
            p95.append(rounded(s.busyP95[h], 3));
        }
        for (const auto &month : s.months)
            months.append(
                QJsonObject{{QStringLiteral("month"), month.month},
                            {QStringLiteral("busy_gpu_hours"), rounded(month.busyGpuHours, 3)},
                            {QStringLiteral("hours_observed"), rounded(month.hoursObserved, 3)}});
        groups.append(QJsonObject{
            {QStringLiteral("gpu"), name},
            {QStringLiteral("gpu_model"), gpuModelForName(name)},
            {QStringLiteral("gpus_seen"), s.gpusSeen},
            {QStringLiteral("samples"), double(s.samples)},
            {QStringLiteral("period_start"), isoTime(s.first)},
            {QStringLiteral("period_end"), isoTime(s.first + qint64(s.spanHours * 3600.0))},
            {QStringLiteral("hours_observed"), rounded(s.hoursObserved, 3)},
            {QStringLiteral("observed_share"), rounded(s.observedShare(), 4)},
            {QStringLiteral("week_hours_observed"), s.weekHoursObserved},
            {QStringLiteral("max_gap_seconds"), double(s.maxGapSeconds)},
            {QStringLiteral("gaps"),
             QJsonObject{{QStringLiteral("count"), double(s.gaps)},
                         {QStringLiteral("hours_beyond_max_gap"), rounded(s.gapHours, 3)},
                         {QStringLiteral("longest_hours"), rounded(s.longestGapHours, 3)}}},
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
            if (s.gpuHours >= kMinHours)
                row.insert(QStringLiteral("effective_per_gpu_hour"),
                           rounded(s.effective / s.gpuHours, 4));
        }
        if (s.gigabytes > 0.0)
            row.insert(key.kind == SpendKind::Storage ? QStringLiteral("gb_months")
                                                      : QStringLiteral("gb"),
                       rounded(s.gigabytes, 3));
        spend.append(row);
    }
    QJsonObject out{{QStringLiteral("files"), files},
                    {QStringLiteral("telemetry"), groups},
                    {QStringLiteral("spend"), spend}};
    if (!m.bills.spend.empty())
        out.insert(QStringLiteral("currency"), currenciesJson(m));
    if (const QJsonObject unknown = unknownGpusJson(m); !unknown.isEmpty())
        out.insert(QStringLiteral("unknown_gpus"), unknown);
    if (const auto check = crossCheck(m); !check.empty()) {
        QJsonObject total = crossCheckJson(check.back());
        total.remove(QStringLiteral("gpu_model"));
        QJsonArray byModel;
        for (size_t i = 0; i + 1 < check.size(); ++i)
            byModel.append(crossCheckJson(check[i]));
        total.insert(QStringLiteral("by_gpu_model"), byModel);
        total.insert(QStringLiteral("overlap"), overlapJson(check.back()));
        out.insert(QStringLiteral("cross_check"), total);
    }
    const QStringList warnings = measurementWarnings(m);
    if (!warnings.isEmpty())
        out.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(warnings));
    return out;
}

std::vector<CrossCheck> crossCheck(const Measurement &m)
{
    if (m.telemetry.groups.empty() || m.bills.gpuHoursByHour.empty())
        return {};
    // The periods: the bills' GPU charge periods, and the telemetry's first sample to the end of
    // its last sample's time. Only their overlap is compared.
    qint64 telFrom = 0, telTo = 0;
    bool any = false;
    std::map<QString, TelemetryGroup> ended = m.telemetry.groups;
    for (auto &[name, data] : ended)
        data.finish();
    for (const auto &[name, data] : ended) {
        if (data.samples == 0)
            continue;
        const qint64 end = std::max(data.coveredEnd, data.last);
        telFrom = any ? std::min(telFrom, data.first) : data.first;
        telTo = any ? std::max(telTo, end) : end;
        any = true;
    }
    const qint64 from = std::max(telFrom, m.bills.gpuFrom);
    const qint64 to = std::max(from, std::min(telTo, m.bills.gpuTo));
    auto share = [&](qint64 a, qint64 b) {
        return b > a ? double(to - from) / double(b - a) : 0.0;
    };
    // The part of [start, start + length) inside the overlap.
    auto inside = [&](qint64 start, qint64 length) {
        const qint64 lo = std::max(start, from), hi = std::min(start + length, to);
        return hi > lo ? double(hi - lo) / double(length) : 0.0;
    };
    std::map<QString, CrossCheck> byModel;
    CrossCheck total{QStringLiteral("*")};
    for (const auto &[name, data] : ended) {
        const QString model = gpuModelForName(name);
        CrossCheck &c = byModel[model];
        c.gpuModel = model;
        double busy = 0.0;
        for (const auto &[hour, cells] : data.hours) {
            // An hour cut by the overlap's edge: when that edge is the telemetry's own, nothing
            // was observed beyond it and the hour counts whole; else in proportion.
            const qint64 lo = hour * 3600 < from && from > telFrom ? from : hour * 3600;
            const qint64 hi = hour * 3600 + 3600 > to && to < telTo ? to : hour * 3600 + 3600;
            const double part = hi > lo && lo < to && hi > from ? double(hi - lo) / 3600.0 : 0.0;
            if (part <= 0.0)
                continue;
            for (const TelemetryGroup::Cell &cell : cells)
                busy += (cell.observed > 3600.0 ? cell.busy * 3600.0 / cell.observed : cell.busy) /
                        3600.0 * part;
        }
        c.measuredGpuHours += busy;
        total.measuredGpuHours += busy;
    }
    for (const auto &[model, byHour] : m.bills.gpuHoursByHour) {
        CrossCheck &c = byModel[model];
        c.gpuModel = model;
        for (const auto &[hour, hours] : byHour) {
            const double billed = hours * inside(hour * 3600, 3600);
            c.billedGpuHours += billed;
            total.billedGpuHours += billed;
        }
    }
    std::vector<CrossCheck> rows;
    for (auto &[model, c] : byModel)
        rows.push_back(c);
    rows.push_back(total);
    for (CrossCheck &c : rows) {
        c.from = from;
        c.to = to;
        c.billsShare = share(m.bills.gpuFrom, m.bills.gpuTo);
        c.telemetryShare = share(telFrom, telTo);
    }
    return rows;
}

QString hashedId(const QString &id)
{
    return QStringLiteral("sha256:") +
           QString::fromLatin1(
               QCryptographicHash::hash(id.toUtf8(), QCryptographicHash::Sha256).toHex().left(16));
}

QJsonObject provenanceJson(const Measurement &m, bool showIds)
{
    QJsonArray files;
    for (const FileReading &f : m.files) {
        QJsonObject file = fileJson(f);
        if (!f.remarks.isEmpty()) {
            file.insert(QStringLiteral("remarks"), QJsonArray::fromStringList(f.remarks));
            file.insert(QStringLiteral("remarks_said"), f.remarkTexts);
        }
        files.append(file);
    }
    QJsonObject out{{QStringLiteral("files"), files}};
    qint64 first = 0, last = 0;
    int gpusSeen = 0;
    double busy = 0.0, observed = 0.0, span = 0.0, gapHours = 0.0;
    qint64 gaps = 0, maxGap = m.telemetry.maxGapSeconds;
    bool any = false;
    for (const auto &[name, data] : m.telemetry.groups) {
        const TelemetrySummary s = summarize(name, data);
        const qint64 end = s.first + qint64(s.spanHours * 3600.0);
        first = any ? std::min(first, s.first) : s.first;
        last = any ? std::max(last, end) : end;
        any = true;
        gpusSeen += data.gpuCount();
        busy += s.busyGpuHours;
        observed = std::max(observed, s.hoursObserved);
        gaps += s.gaps;
        gapHours += s.gapHours;
        maxGap = s.maxGapSeconds;
    }
    span = double(last - first) / 3600.0;
    if (!m.telemetry.groups.empty())
        out.insert(QStringLiteral("telemetry"),
                   QJsonObject{{QStringLiteral("period_start"), isoTime(first)},
                               {QStringLiteral("period_end"), isoTime(last)},
                               {QStringLiteral("gpus_seen"), gpusSeen},
                               {QStringLiteral("busy_gpu_hours"), rounded(busy, 3)},
                               {QStringLiteral("hours_observed"), rounded(observed, 3)},
                               {QStringLiteral("observed_share"),
                                rounded(span > 0.0 ? std::min(1.0, observed / span) : 0.0, 4)},
                               {QStringLiteral("max_gap_seconds"), double(maxGap)},
                               {QStringLiteral("gaps"), double(gaps)},
                               {QStringLiteral("gap_hours"), rounded(gapHours, 3)}});
    if (!m.bills.spend.empty()) {
        double effective = 0.0, billed = 0.0, gpuHours = 0.0;
        for (const auto &[key, s] : m.bills.spend) {
            effective += s.effective;
            billed += s.billed;
            gpuHours += s.gpuHours;
        }
        QJsonObject bills{{QStringLiteral("first_month"), m.bills.spend.begin()->first.month},
                          {QStringLiteral("last_month"), billMonths(m).back()},
                          {QStringLiteral("months"), int(billMonths(m).size())},
                          {QStringLiteral("effective"), rounded(effective, 2)},
                          {QStringLiteral("billed"), rounded(billed, 2)},
                          {QStringLiteral("gpu_hours"), rounded(gpuHours, 1)}};
        const QJsonObject currency = currenciesJson(m);
        bills.insert(QStringLiteral("currency"), currency.value(QLatin1String("currency")));
        bills.insert(QStringLiteral("converted_from"),
                     currency.value(QLatin1String("converted_from")));
        out.insert(QStringLiteral("bills"), bills);
    }
    if (const auto check = crossCheck(m); !check.empty()) {
        QJsonArray rows;
        for (const CrossCheck &c : check)
            rows.append(crossCheckJson(c));
        out.insert(QStringLiteral("cross_check"), rows);
        out.insert(QStringLiteral("cross_check_overlap"), overlapJson(check.back()));
    }
    if (const QJsonObject unknown = unknownGpusJson(m); !unknown.isEmpty())
        out.insert(QStringLiteral("unknown_gpus"), unknown);
    // Ids: in clear only when asked; sorted, at most 50 listed (the count is exact to 10,000).
    auto ids = [&](const QSet<QString> &set) {
        QStringList list;
        for (const QString &id : set)
            list << (showIds ? id : hashedId(id));
        list.sort();
        QJsonArray a;
        for (qsizetype i = 0; i < std::min<qsizetype>(list.size(), 50); ++i)
            a.append(list[i]);
        return QJsonObject{{QStringLiteral("count"), int(set.size())}, {QStringLiteral("ids"), a}};
    };
    out.insert(QStringLiteral("ids_in_clear"), showIds);
    if (!m.bills.accounts.isEmpty())
        out.insert(QStringLiteral("accounts"), ids(m.bills.accounts));
    if (!m.telemetry.hosts.isEmpty())
        out.insert(QStringLiteral("hosts"), ids(m.telemetry.hosts));
    return out;
}
QJsonObject scenarioFromMeasurement(const Measurement &m, const QString &name,
                                    const QString &client, bool showIds)
{
    QStringList notes;
    QStringList fileNames;
    for (const FileReading &f : m.files)
        fileNames << (f.sha256.isEmpty()
                          ? QStringLiteral("%1 (%2)").arg(QFileInfo(f.path).fileName(),
                                                          formatKey(f.format))
                          : QStringLiteral("%1 (%2, SHA-256 %3)")
                                .arg(QFileInfo(f.path).fileName(), formatKey(f.format), f.sha256));
    notes << Msg::tr("Measured from %1.").arg(fileNames.join(QLatin1String(", ")));
    for (const FileReading &f : m.files)
        for (const QString &r : f.remarks)
            notes << r + u'.';
    // Where each input comes from (docs/measured-usage.md): bills, telemetry or a default.
    const engine::Cloud defaults;
    QJsonArray sources;
    auto source = [&](const QString &input, const char *from, const Said &detail) {
        QJsonObject o = detail.json(QStringLiteral("detail"));
        o.insert(QStringLiteral("input"), input);
        o.insert(QStringLiteral("source"), QLatin1String(from));
        sources.append(o);
    };
    const QString currency = m.bills.rates.target;

    // The bills per GPU model: GPU-hours, committed GPU-hours and their effective cost.
    struct Billed
    {
        double hours = 0.0, cost = 0.0, committedHours = 0.0, committedCost = 0.0;
        double onDemandPrice() const
        {
            return hours - committedHours >= kMinHours
                       ? (cost - committedCost) / (hours - committedHours)
                       : cost / hours;
        }
    };
    std::map<QString, Billed> billed; // "" key: all GPU lines
    double storageGb = 0.0, storageCost = 0.0, egressGb = 0.0, egressCost = 0.0;
    for (const auto &[key, s] : m.bills.spend) {
        if (key.kind == SpendKind::Gpu && s.gpuHours >= kMinHours)
            for (const QString &k : {key.gpuModel, QString()}) {
                Billed &b = billed[k];
                b.hours += s.gpuHours;
                b.cost += s.effective;
                b.committedHours += s.committedGpuHours;
                b.committedCost += s.committedEffective;
            }
        if (key.kind == SpendKind::Storage) {
            storageGb += s.gigabytes;
            storageCost += s.gigabyteCost;
        } else if (key.kind == SpendKind::Egress) {
            egressGb += s.gigabytes;
            egressCost += s.gigabyteCost;
        }
    }
    const std::vector<QString> months = billMonths(m);
    const double monthCount = double(std::max<size_t>(1, months.size()));
    const QString billPeriod = months.empty()
                                   ? QString()
                                   : Msg::tr("%1 to %2, %n month(s)", nullptr, int(months.size()))
                                         .arg(months.front(), months.back());

    QJsonObject cloud;
    const QString onDemandPath = QStringLiteral("inputs.cloud.on_demand_per_gpu_hour"),
                  reservedPath = QStringLiteral("inputs.cloud.reserved_per_gpu_hour");
    if (auto all = billed.find(QString()); all == billed.end()) {
        source(onDemandPath, "default",
               said(QT_TRANSLATE_NOOP("gda::measure",
                                      "%1 per GPU-hour: the bills price no GPU of the catalog"),
                    {number(defaults.onDemandPerGpuHour)}));
        source(reservedPath, "default",
               said(QT_TRANSLATE_NOOP("gda::measure",
                                      "%1 per GPU-hour: the bills price no GPU of the catalog"),
                    {number(defaults.reservedPerGpuHour)}));
    } else {
        const Billed &b = all->second;
        const double price = rounded(b.onDemandPrice(), 4);
        cloud.insert(QStringLiteral("on_demand_per_gpu_hour"), price);
        source(
            onDemandPath, "bills",
            said(QT_TRANSLATE_NOOP("gda::measure",
                                   "effective cost over the GPU-hours billed without a commitment"),
                 {}));
        notes << Msg::tr("cloud.on_demand_per_gpu_hour %1: effective cost %2 over %3 "
                         "GPU-hours billed without a commitment (bills %4).")
                     .arg(number(price), number(b.cost - b.committedCost, 2),
                          number(b.hours - b.committedHours, 1), billPeriod);
        if (b.committedHours < kMinHours)
            source(reservedPath, "default",
                   said(QT_TRANSLATE_NOOP(
                            "gda::measure",
                            "%1 per GPU-hour: no GPU-hour on the bills is under a commitment"),
                        {number(defaults.reservedPerGpuHour)}));
        else if (m.bills.actualCost)
            source(
                reservedPath, "default",
                said(QT_TRANSLATE_NOOP("gda::measure",
                                       "%1 per GPU-hour: an actual-cost export shows no price for "
                                       "committed hours"),
                     {number(defaults.reservedPerGpuHour)}));
        if (b.committedHours >= kMinHours && !m.bills.actualCost) {
            source(reservedPath, "bills",
                   said(QT_TRANSLATE_NOOP(
                            "gda::measure",
                            "effective cost over the GPU-hours under a reservation or Savings "
                            "Plan"),
                        {}));
            const double reserved = rounded(b.committedCost / b.committedHours, 4);
            cloud.insert(QStringLiteral("reserved_per_gpu_hour"), reserved);
            notes << Msg::tr("cloud.reserved_per_gpu_hour %1: effective cost %2 over %3 "
                             "GPU-hours under a reservation or Savings Plan (%4% of the "
                             "billed GPU-hours).")
                         .arg(number(reserved), number(b.committedCost, 2),
                              number(b.committedHours, 1),
                              number(b.committedHours / b.hours * 100.0, 1));
        }
    }
    const QString storagePath = QStringLiteral("inputs.cloud.storage_tb"),
                  storagePricePath = QStringLiteral("inputs.cloud.storage_per_gb_month"),
                  egressPath = QStringLiteral("inputs.cloud.egress_tb_per_month"),
                  egressTiersPath = QStringLiteral("inputs.cloud.egress_tiers");
    if (storageGb < kMinHours) {
        source(
            storagePath, "default",
            said(QT_TRANSLATE_NOOP("gda::measure", "%1 TB: the bills show no storage in GB-months"),
                 {number(defaults.storageTb)}));
        source(storagePricePath, "default",
               said(QT_TRANSLATE_NOOP("gda::measure",
                                      "%1 per GB-month: the bills show no storage in GB-months"),
                    {number(defaults.storagePerGbMonth)}));
    } else {
        source(storagePath, "bills",
               said(QT_TRANSLATE_NOOP("gda::measure", "storage GB-months a month / 1,000"), {}));
        source(storagePricePath, "bills",
               said(QT_TRANSLATE_NOOP("gda::measure", "storage effective cost / GB-months"), {}));
    }
    if (storageGb >= kMinHours) {
        const double tb = rounded(storageGb / monthCount / 1000.0, 3);
        const double price = rounded(storageCost / storageGb, 4);
        cloud.insert(QStringLiteral("storage_tb"), tb);
        cloud.insert(QStringLiteral("storage_per_gb_month"), price);
        notes << Msg::tr("cloud.storage_tb %1 and storage_per_gb_month %2: %3 GB-months "
                         "of storage for %4 over %n month(s) (bills).",
                         nullptr, int(months.size()))
                     .arg(number(tb), number(price), number(storageGb, 1), number(storageCost, 2));
    }
    if (egressGb < kMinHours) {
        source(egressPath, "default",
               said(QT_TRANSLATE_NOOP("gda::measure",
                                      "%1 TB a month: the bills show no data transfer out"),
                    {number(defaults.egressTbPerMonth)}));
        source(egressTiersPath, "default",
               said(QT_TRANSLATE_NOOP("gda::measure", "the format's tiered egress prices"), {}));
    } else {
        source(egressPath, "bills",
               said(QT_TRANSLATE_NOOP("gda::measure", "data transfer out GB a month / 1,000"), {}));
        source(egressTiersPath, "bills",
               said(QT_TRANSLATE_NOOP("gda::measure",
                                      "one band at the bills' effective cost per GB out"),
                    {}));
    }
    if (egressGb >= kMinHours) {
        const double tb = rounded(egressGb / monthCount / 1000.0, 3);
        const double price = rounded(egressCost / egressGb, 4);
        cloud.insert(QStringLiteral("egress_tb_per_month"), tb);
        // One band at the measured average price: the bill's cost at the measured volume.
        cloud.insert(QStringLiteral("egress_tiers"),
                     QJsonArray{QJsonArray{QJsonValue::Null, price}});
        notes << Msg::tr("cloud.egress_tb_per_month %1 at %2 per GB (one band): %3 GB "
                         "out for %4 over %n month(s) (bills).",
                         nullptr, int(months.size()))
                     .arg(number(tb), number(price), number(egressGb, 1), number(egressCost, 2));
    }

    QJsonArray workloads;
    QJsonArray measuredNames; // index, name as written, role, GPU: the report translates them
    std::vector<QString> workloadModels; // the catalog GPU model of each workload ("" unknown)
    for (const auto &entry : m.telemetry.groups) {
        // (named, not a structured binding: clang 14 cannot capture one in the lambda below)
        const QString &group = entry.first;
        const TelemetrySummary s = summarize(group, entry.second);
        const QString model = gpuModelForName(group);
        const QString period =
            Msg::tr("%1 to %2", "a period of telemetry: from one time to another")
                .arg(isoTime(s.first), isoTime(s.last));
        notes << Msg::tr("%1: %2 h observed of %3 h (%4%), %5 busy GPU-hours; a sample covers "
                         "the time to the next one, at most %6 s; %n longer gap(s), %7 h in "
                         "all.",
                         nullptr, int(std::min<qint64>(s.gaps, 1000000000)))
                     .arg(group, number(s.hoursObserved, 2), number(s.spanHours, 2),
                          number(s.observedShare() * 100.0, 1), number(s.busyGpuHours, 2),
                          QLocale().toString(s.maxGapSeconds), number(s.gapHours, 2));
        if (model.isEmpty())
            notes << Msg::tr("%1 is not a GPU model of the price catalog: its workloads take "
                             "the default GPU model (%2); set gpu_model before advising.")
                         .arg(group, QStringLiteral("h100-sxm"));
        const int firstWorkload = int(workloads.size());
        // The monthly profile: busy GPUs per observed hour of each calendar month over their
        // mean; months not observed 1 (methodology §2 divides by the mean of the twelve).
        QJsonArray profile;
        if (s.months.size() >= 2) {
            std::array<double, 12> rate{};
            std::array<int, 12> seen{};
            double mean = 0.0;
            for (const auto &month : s.months) {
                const int k = month.month.mid(5, 2).toInt() - 1;
                const double r = month.busyGpuHours / double(month.hoursObserved);
                rate[size_t(k)] = (rate[size_t(k)] * seen[size_t(k)] + r) / (seen[size_t(k)] + 1);
                ++seen[size_t(k)];
            }
            int observed = 0;
            for (size_t k = 0; k < 12; ++k)
                if (seen[k]) {
                    mean += rate[k];
                    ++observed;
                }
            mean /= observed;
            if (mean > 0.0) {
                for (size_t k = 0; k < 12; ++k)
                    profile.append(seen[k] ? std::max(0.01, rounded(rate[k] / mean, 3)) : 1.0);
                notes << Msg::tr("%1 monthly profile: busy GPUs per observed hour of each "
                                 "month over their mean, months not observed 1; "
                                 "coefficient of variation %2 (telemetry %3).")
                             .arg(group, number(s.monthlyCv, 3), period);
            }
        }
        const double growth = std::clamp(rounded(s.annualGrowth, 3), -0.9, 10.0);
        const double share = s.observedShare() * 100.0;
        if (growth != 0.0)
            notes << Msg::tr("%1 annual growth %2: least-squares trend of daily busy "
                             "GPU-hours (telemetry %3).")
                         .arg(group, number(growth), period);
        // The workloads' names are the client's to read (they reach the report): translated.
        auto base = [&](const QString &name, const QString &kind) {
            QJsonObject w{{QStringLiteral("name"), name.left(80)}, {QStringLiteral("kind"), kind}};
            if (!model.isEmpty())
                w.insert(QStringLiteral("gpu_model"), model);
            if (!profile.isEmpty())
                w.insert(QStringLiteral("monthly_profile"), profile);
            if (growth != 0.0)
                w.insert(QStringLiteral("annual_growth"), growth);
            return w;
        };
        // Steady base → shiftable training; the peaks above it → non-shiftable inference.
        if (s.baseGpus >= 1) {
            QJsonObject w = base(Msg::tr("%1 steady base", "a measured workload: the GPUs of a "
                                                           "model busy at every hour")
                                     .arg(group),
                                 QStringLiteral("training"));
            w.insert(QStringLiteral("gpus"), s.baseGpus);
            w.insert(QStringLiteral("utilization"), 1.0);
            measuredNames.append(
                QJsonObject{{QStringLiteral("index"), int(workloads.size())},
                            {QStringLiteral("name"), w.value(QLatin1String("name"))},
                            {QStringLiteral("role"), QStringLiteral("steady_base")},
                            {QStringLiteral("of"), group}});
            workloads.append(w);
            workloadModels.push_back(model);
            notes << Msg::tr("%1 steady base: %n GPU(s) busy at every hour of the week "
                             "(lowest of the hour-of-week profile, telemetry %2).",
                             nullptr, s.baseGpus)
                         .arg(group, period);
        }
        if (s.peakGpus >= 1) {
            QJsonObject w =
                base(Msg::tr("%1 peaks", "a measured workload: the GPUs of a model busy above "
                                         "the steady base")
                         .arg(group),
                     QStringLiteral("inference"));
            w.insert(QStringLiteral("gpus"), s.peakGpus);
            w.insert(QStringLiteral("hours_per_day"), rounded(std::max(0.01, s.hoursPerDay), 2));
            w.insert(QStringLiteral("days_per_week"), std::max(1, s.daysPerWeek));
            w.insert(QStringLiteral("start_hour"), s.startHour);
            measuredNames.append(
                QJsonObject{{QStringLiteral("index"), int(workloads.size())},
                            {QStringLiteral("name"), w.value(QLatin1String("name"))},
                            {QStringLiteral("role"), QStringLiteral("peaks")},
                            {QStringLiteral("of"), group}});
            workloads.append(w);
            workloadModels.push_back(model);
            const int days = std::max(1, s.daysPerWeek);
            notes << Msg::tr("%1 peaks: %n GPU(s) above the steady base, %2 hours a day on %3 "
                             "from %4:00 (hour-of-week profile, telemetry %5).",
                             nullptr, s.peakGpus)
                         .arg(group, number(s.hoursPerDay, 2),
                              Msg::tr("%n day(s) a week", nullptr, days),
                              QLocale().toString(s.startHour), period);
        }
        for (int i = firstWorkload; i < workloads.size(); ++i) {
            const QString at = QStringLiteral("inputs.workloads[%1]").arg(i);
            source(at, "telemetry",
                   said(QT_TRANSLATE_NOOP(
                            "gda::measure",
                            "%1: hour-of-week pattern of the observed hours (%2% of the period "
                            "observed, %3 of 168 week-hours)"),
                        {group, number(share, 1), QLocale().toString(s.weekHoursObserved)}));
            if (model.isEmpty())
                source(at + QStringLiteral(".gpu_model"), "default",
                       said(QT_TRANSLATE_NOOP("gda::measure",
                                              "%1: \"%2\" is not in the price catalog"),
                            {QStringLiteral("h100-sxm"), group}));
            else
                source(at + QStringLiteral(".gpu_model"), "telemetry",
                       said(QT_TRANSLATE_NOOP("gda::measure", "%1, from the GPU's name \"%2\""),
                            {model, group}));
            if (profile.isEmpty())
                source(at + QStringLiteral(".monthly_profile"), "default",
                       said(QT_TRANSLATE_NOOP("gda::measure",
                                              "flat: the telemetry covers fewer than two months"),
                            {}));
            else
                source(at + QStringLiteral(".monthly_profile"), "telemetry",
                       said(QT_TRANSLATE_NOOP("gda::measure",
                                              "busy GPUs per observed hour, month by month"),
                            {}));
            source(
                at + QStringLiteral(".annual_growth"), growth != 0.0 ? "telemetry" : "default",
                growth != 0.0
                    ? said(QT_TRANSLATE_NOOP("gda::measure", "trend of daily busy GPU-hours"), {})
                    : said(QT_TRANSLATE_NOOP("gda::measure",
                                             "0: no trend measured (17 days of telemetry or "
                                             "more give one)"),
                           {}));
        }
    }
    // Without telemetry: the GPU use the bills paid for, per GPU model, as a steady workload of
    // the GPUs it needs on average (GPU-hours a month / 730, rounded up) at the share they ran.
    if (m.telemetry.groups.empty())
        for (const auto &[model, b] : billed) {
            if (model.isEmpty())
                continue;
            const double average = b.hours / monthCount / 730.0;
            // (at most 10^9: the format's limit of 100,000 refuses it with its own message)
            const int gpus = std::max(1, int(std::ceil(std::min(average, 1e9) - 1e-9)));
            const double utilization = std::clamp(rounded(average / gpus, 4), 0.0001, 1.0);
            measuredNames.append(QJsonObject{
                {QStringLiteral("index"), int(workloads.size())},
                {QStringLiteral("name"), Msg::tr("%1 billed", "a workload from the bills: the "
                                                              "GPU-hours paid for a model")
                                             .arg(model)},
                {QStringLiteral("role"), QStringLiteral("billed")},
                {QStringLiteral("of"), model}});
            workloads.append(
                QJsonObject{{QStringLiteral("name"),
                             Msg::tr("%1 billed", "a workload from the bills: the GPU-hours paid "
                                                  "for a model")
                                 .arg(model)},
                            {QStringLiteral("kind"), QStringLiteral("training")},
                            {QStringLiteral("gpu_model"), model},
                            {QStringLiteral("gpus"), gpus},
                            {QStringLiteral("utilization"), utilization}});
            workloadModels.push_back(model);
            notes << Msg::tr("%1 billed: %2 GPU-hours over %n month(s) = %3 GPUs on "
                             "average, as %4 GPUs at utilization %5 (bills; paid hours, "
                             "not measured busy hours).",
                             nullptr, int(months.size()))
                         .arg(model, number(b.hours, 1), number(average, 2),
                              QLocale().toString(gpus), number(utilization));
            source(QStringLiteral("inputs.workloads[%1]").arg(workloads.size() - 1), "bills",
                   said(QT_TRANSLATE_NOOP(
                            "gda::measure",
                            "%1: GPU-hours paid for a month / 730 (paid, not measured busy, "
                            "hours)"),
                        {model}));
        }
    // Own cloud terms per workload whose GPU model the bills price; the reserved GPUs (the
    // committed GPU-hours a month / 730, rounded) go to that model's workloads in order, the
    // steady base first, each up to its GPUs.
    for (int i = 0; i < workloads.size(); ++i) {
        const QString &model = workloadModels[size_t(i)];
        const auto b = billed.find(model);
        if (model.isEmpty() || b == billed.end())
            continue;
        QJsonObject w = workloads[i].toObject();
        QJsonObject terms{
            {QStringLiteral("on_demand_per_gpu_hour"), rounded(b->second.onDemandPrice(), 4)}};
        if (b->second.committedHours >= kMinHours && !m.bills.actualCost)
            terms.insert(QStringLiteral("reserved_per_gpu_hour"),
                         rounded(b->second.committedCost / b->second.committedHours, 4));
        w.insert(QStringLiteral("cloud"), terms);
        workloads[i] = w;
    }
    for (const auto &[model, b] : billed) {
        if (model.isEmpty() || b.committedHours < kMinHours || m.bills.actualCost)
            continue;
        int left = int(std::lround(std::min(b.committedHours / monthCount / 730.0, 1e9)));
        const int reservedGpus = left;
        for (int i = 0; i < workloads.size() && left > 0; ++i) {
            if (workloadModels[size_t(i)] != model)
                continue;
            QJsonObject w = workloads[i].toObject();
            const int take = std::min(left, w.value(QLatin1String("gpus")).toInt());
            QJsonObject terms = w.value(QLatin1String("cloud")).toObject();
            terms.insert(QStringLiteral("reserved_gpus"), take);
            source(
                QStringLiteral("inputs.workloads[%1].cloud.reserved_gpus").arg(i), "bills",
                said(QT_TRANSLATE_NOOP("gda::measure", "committed GPU-hours a month / 730"), {}));
            w.insert(QStringLiteral("cloud"), terms);
            workloads[i] = w;
            left -= take;
        }
        notes << Msg::tr("%1 reserved GPUs %2: %3 committed GPU-hours over %n month(s) / 730 h.",
                         nullptr, int(months.size()))
                     .arg(model, QLocale().toString(reservedGpus), number(b.committedHours, 1));
        if (left > 0)
            notes << Msg::tr("%n reserved %1 GPU(s) not placed: no %1 workload has room.", nullptr,
                             left)
                         .arg(model);
    }
    for (const CrossCheck &c : crossCheck(m))
        if (c.gpuModel == QLatin1String("*") && c.to > c.from)
            notes << Msg::tr("Over %1 to %2, where bills and telemetry overlap (%3% of the bills' "
                             "GPU period, %4% of the telemetry's): billed %5 GPU-hours, "
                             "measured %6 busy: %7 paid but idle.")
                         .arg(isoTime(c.from), isoTime(c.to), number(c.billsShare * 100.0, 1),
                              number(c.telemetryShare * 100.0, 1), number(c.billedGpuHours, 1),
                              number(c.measuredGpuHours, 1), number(c.idlePaidGpuHours(), 1));
    for (const auto &[name, u] : m.bills.unknownGpus)
        notes << Msg::tr("%1 (%2) is a GPU instance or SKU the price catalog does not know: "
                         "%3 hours, %4 %5, not counted as GPU-hours.")
                     .arg(name, u.provider, number(u.hours, 1), number(u.effective, 2), currency);
    source(QStringLiteral("inputs (all others)"), "default",
           said(QT_TRANSLATE_NOOP(
                    "gda::measure",
                    "on-premise, power, staff, horizon and the rest: the format's defaults"),
                {}));
    const QStringList warnings = measurementWarnings(m);
    for (const QString &w : warnings)
        notes << Msg::tr("Warning: %1.").arg(w);
    // The format's limits (methodology §11.1): notes up to 10,000 characters.
    QString noteText = notes.join(u' ');
    if (noteText.size() > 10000)
        noteText = noteText.left(9999) + QChar(0x2026);
    QJsonObject provenance = provenanceJson(m, showIds);
    provenance.insert(QStringLiteral("inputs"), sources);
    provenance.insert(QStringLiteral("workloads"), measuredNames);
    if (!warnings.isEmpty()) {
        provenance.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(warnings));
        QJsonArray texts; // for the report, in its own language
        for (const Said &w : warningsSaid(m))
            texts.append(w.json(QStringLiteral("warning")));
        provenance.insert(QStringLiteral("warnings_said"), texts);
    }
    QJsonObject inputs{{QStringLiteral("workloads"), workloads}};
    if (!cloud.isEmpty())
        inputs.insert(QStringLiteral("cloud"), cloud);
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("gpu-advisor-scenario")},
                       {QStringLiteral("version"), 2},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("client"), client},
                       {QStringLiteral("currency"), currency},
                       {QStringLiteral("notes"), noteText},
                       {QLatin1String(kProvenanceKey), provenance},
                       {QStringLiteral("inputs"), inputs}};
}

std::vector<InputSource> inputSources(const Measurement &m)
{
    std::vector<InputSource> out;
    const QJsonObject scenario = scenarioFromMeasurement(m, {}, {});
    for (const QJsonValue &v : scenario.value(QLatin1String(kProvenanceKey))
                                   .toObject()
                                   .value(QLatin1String("inputs"))
                                   .toArray()) {
        const QJsonObject o = v.toObject();
        out.push_back({o.value(QLatin1String("input")).toString(),
                       o.value(QLatin1String("source")).toString(),
                       o.value(QLatin1String("detail")).toString()});
    }
    return out;
}

namespace {
// The warnings, as texts the report can write again in its own language.
std::vector<Said> warningsSaid(const Measurement &m)
{
    std::vector<Said> w;
    const engine::Cloud defaults;
    bool storage = false, egress = false, gpu = false;
    for (const auto &[key, s] : m.bills.spend) {
        storage |= key.kind == SpendKind::Storage && s.gigabytes > kMinHours;
        egress |= key.kind == SpendKind::Egress && s.gigabytes > kMinHours;
        gpu |= key.kind == SpendKind::Gpu && s.gpuHours > kMinHours;
    }
    const bool bills = !m.bills.spend.empty();
    const QStringList storageArgs{number(defaults.storageTb), number(defaults.storagePerGbMonth)};
    if (!storage && !bills)
        w.push_back(
            said(QT_TRANSLATE_NOOP("gda::measure", "storage stays at the default %1 TB at %2 per "
                                                   "GB-month: no bills were read"),
                 storageArgs));
    else if (!storage)
        w.push_back(said(QT_TRANSLATE_NOOP("gda::measure",
                                           "storage stays at the default %1 TB at %2 per "
                                           "GB-month: the bills show no storage in GB-months"),
                         storageArgs));
    if (!egress && !bills)
        w.push_back(said(QT_TRANSLATE_NOOP("gda::measure",
                                           "egress stays at the default %1 TB a month at tiered "
                                           "prices: no bills were read"),
                         {number(defaults.egressTbPerMonth)}));
    else if (!egress)
        w.push_back(said(QT_TRANSLATE_NOOP("gda::measure",
                                           "egress stays at the default %1 TB a month at tiered "
                                           "prices: the bills show no data transfer out"),
                         {number(defaults.egressTbPerMonth)}));
    if (!gpu)
        w.push_back(said(QT_TRANSLATE_NOOP("gda::measure",
                                           "the cloud GPU prices stay at the defaults: the bills "
                                           "price no GPU of the catalog"),
                         {}));
    for (const auto &[name, data] : m.telemetry.groups)
        if (gpuModelForName(name).isEmpty())
            w.push_back(said(QT_TRANSLATE_NOOP("gda::measure",
                                               "the GPU \"%1\" is not in the price catalog: its "
                                               "workloads are priced as the default GPU model"),
                             {name}));
    for (const auto &[name, u] : m.bills.unknownGpus)
        w.push_back(said(QT_TRANSLATE_NOOP("gda::measure",
                                           "the GPU instance \"%1\" is not in the price catalog: "
                                           "its hours are not counted as GPU-hours"),
                         {name}));
    const auto check = crossCheck(m);
    if (!check.empty() && check.back().to <= check.back().from)
        w.push_back(said(QT_TRANSLATE_NOOP("gda::measure",
                                           "the bills and the telemetry cover different periods: "
                                           "no cross-check"),
                         {}));
    return w;
}
} // namespace

QStringList measurementWarnings(const Measurement &m)
{
    QStringList w;
    for (const Said &s : warningsSaid(m))
        w << s.now();
    return w;
}

} // namespace gda::measure
