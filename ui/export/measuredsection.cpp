// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "measuredsection.h"

#include "core/format.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>

namespace gda::ui::exporting {

namespace {

struct Texts // the report's translation context
{
    Q_DECLARE_TR_FUNCTIONS(gda::ui::exporting)
};

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return Texts::tr(text, disambiguation, n);
}

QString formatName(const QString &key)
{
    if (key == QLatin1String("focus"))
        return QStringLiteral("FOCUS");
    if (key == QLatin1String("aws-cur"))
        return QStringLiteral("AWS CUR");
    if (key == QLatin1String("azure"))
        return QStringLiteral("Azure");
    if (key == QLatin1String("gcp"))
        return QStringLiteral("GCP");
    if (key == QLatin1String("nvidia-smi"))
        return QStringLiteral("nvidia-smi");
    if (key == QLatin1String("dcgm"))
        return QStringLiteral("DCGM");
    if (key == QLatin1String("cloudwatch"))
        return QStringLiteral("CloudWatch");
    return key;
}

// "5 January 2026 10:00" in the report's language; the text as written when it is no time.
QString when(const QString &iso, const QLocale &locale)
{
    const QDateTime t = QDateTime::fromString(iso, Qt::ISODate);
    return t.isValid() ? locale.toString(t.toUTC(), QStringLiteral("d MMMM yyyy HH:mm")) : iso;
}

// "2026-01" → "January 2026".
QString month(const QString &yyyyMm, const QLocale &locale)
{
    const QDate d = QDate::fromString(yyyyMm + QStringLiteral("-01"), Qt::ISODate);
    return d.isValid() ? locale.toString(d, QStringLiteral("MMMM yyyy")) : yyyyMm;
}

} // namespace

void measuredBaselineSection(DocumentBuilder &doc, const Scenario &scenario, const QLocale &locale)
{
    const QJsonObject p = scenario.extra.value(QLatin1String("x_measured")).toObject();
    const QJsonArray files = p.value(QLatin1String("files")).toArray();
    if (files.isEmpty())
        return;
    auto hours = [&](double value) { return locale.toString(value, 'f', 0); };

    doc.heading(tr("Measured baseline"));
    doc.paragraph(tr("The workloads and cloud terms of this scenario were measured from the "
                     "client's own files: cloud bills and GPU monitoring logs. Each file is named "
                     "with the SHA-256 checksum of its contents as read, so every figure can be "
                     "traced to the exact data. The proposed workloads are a suggestion that was "
                     "reviewed before the analysis."));

    QStringList read;
    const QJsonObject telemetry = p.value(QLatin1String("telemetry")).toObject();
    if (!telemetry.isEmpty())
        read << tr("Telemetry: %1 GPUs from %2 to %3 (UTC), %4 busy GPU-hours")
                    .arg(locale.toString(telemetry.value(QLatin1String("gpus_seen")).toInt()),
                         when(telemetry.value(QLatin1String("period_start")).toString(), locale),
                         when(telemetry.value(QLatin1String("period_end")).toString(), locale),
                         hours(telemetry.value(QLatin1String("busy_gpu_hours")).toDouble()));
    const QJsonObject bills = p.value(QLatin1String("bills")).toObject();
    if (!bills.isEmpty())
        read << tr("Bills: %1 to %2 (%n month(s)), effective spend %3, %4 GPU-hours billed",
                   nullptr, bills.value(QLatin1String("months")).toInt())
                    .arg(month(bills.value(QLatin1String("first_month")).toString(), locale),
                         month(bills.value(QLatin1String("last_month")).toString(), locale),
                         format::money(bills.value(QLatin1String("effective")).toDouble(),
                                       scenario.currency, locale),
                         hours(bills.value(QLatin1String("gpu_hours")).toDouble()));
    const bool clear = p.value(QLatin1String("ids_in_clear")).toBool();
    for (const auto &[key, label] :
         {std::pair{QLatin1String("accounts"), tr("Accounts and projects")},
          std::pair{QLatin1String("hosts"), tr("Hosts")}}) {
        const QJsonObject ids = p.value(key).toObject();
        if (ids.isEmpty())
            continue;
        read << (clear ? tr("%1: %2, listed in clear in the scenario file")
                       : tr("%1: %2, listed only as SHA-256 hashes in the scenario file"))
                    .arg(label, locale.toString(ids.value(QLatin1String("count")).toInt()));
    }
    if (!read.isEmpty())
        doc.lines(tr("What was read"), read);

    doc.subheading(tr("Files"));
    TableSpec table;
    table.headers = {tr("File"), tr("Format"), tr("Lines"), tr("SHA-256")};
    // The checksum's 64 hex digits on one line: the widest column, small type.
    table.widths = {22, 11, 7, 60};
    table.numeric = {false, false, true, false};
    table.points = 6.5;
    table.padding = 2.5;
    for (const QJsonValue &v : files) {
        const QJsonObject f = v.toObject();
        QString name = f.value(QLatin1String("file")).toString();
        if (f.value(QLatin1String("gzip")).toBool() && !name.endsWith(QLatin1String(".gz")))
            name += QStringLiteral(" (gzip)");
        table.rows.push_back({name, formatName(f.value(QLatin1String("format")).toString()),
                              locale.toString(qint64(f.value(QLatin1String("lines")).toDouble())),
                              f.value(QLatin1String("sha256")).toString()});
    }
    doc.table(table);

    const QJsonArray check = p.value(QLatin1String("cross_check")).toArray();
    if (check.isEmpty())
        return;
    doc.subheading(tr("Billed against measured GPU-hours"));
    doc.paragraph(tr("GPU-hours on the bills against the GPU-hours the telemetry saw busy (a GPU "
                     "counts as busy at 5% utilization or more). The difference is capacity paid "
                     "for but idle; a negative difference means the telemetry covers GPUs or "
                     "hours the bills do not."));
    TableSpec cc;
    cc.headers = {tr("GPU model"), tr("Billed GPU-hours"), tr("Measured busy GPU-hours"),
                  tr("Paid but idle"), tr("Idle share")};
    cc.widths = {20, 18, 28, 18, 16};
    cc.numeric = {false, true, true, true, true};
    cc.points = 8.5;
    for (const QJsonValue &v : check) {
        const QJsonObject c = v.toObject();
        const QString model = c.value(QLatin1String("gpu_model")).toString();
        const double billed = c.value(QLatin1String("billed_gpu_hours")).toDouble();
        const double idle = c.value(QLatin1String("idle_paid_gpu_hours")).toDouble();
        if (model == QLatin1String("*"))
            cc.strongRows.push_back(int(cc.rows.size()));
        cc.rows.push_back(
            {model == QLatin1String("*") ? tr("All GPUs")
             : model.isEmpty()           ? tr("Not in the catalog")
                                         : model,
             hours(billed), hours(c.value(QLatin1String("measured_busy_gpu_hours")).toDouble()),
             hours(idle), billed > 0.0 ? format::percent(idle / billed, locale, 1) : QString()});
    }
    doc.table(cc);
}

} // namespace gda::ui::exporting
