// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "measuredsection.h"

#include "core/format.h"
#include "scenario/inputregistry.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

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

// "inputs.workloads[2].gpu_model" → the registry's label of "inputs.workloads[].gpu_model" in
// the report's language, after the workload's name; the path itself when the registry has none.
QString inputLabel(const QString &path, const Scenario &scenario)
{
    if (path == QLatin1String("inputs (all others)"))
        return tr("All other inputs");
    static const QRegularExpression index(QStringLiteral("\\[([0-9]+)\\]"));
    const QRegularExpressionMatch m = index.match(path);
    QString generic = path;
    QString prefix;
    if (m.hasMatch()) {
        generic.replace(index, QStringLiteral("[]"));
        const size_t w = m.captured(1).toULongLong();
        if (w < scenario.inputs.workloads.size())
            prefix = QString::fromStdString(scenario.inputs.workloads[w].name);
    }
    if (generic == QLatin1String("inputs.workloads[]"))
        return tr("Workload %1").arg(prefix);
    const inputs::Input *input = inputs::find(generic.toStdString());
    const QString label = input ? inputs::label(*input) : path;
    return prefix.isEmpty() ? label : tr("%1: %2", "workload: input").arg(prefix, label);
}

// A text `measure` wrote, in the report's language: its source text and arguments
// ("KEY_text", "KEY_args") translated in measure's context; else as written ("KEY").
QString written(const QJsonObject &o, const QString &key)
{
    const QString text = o.value(key + QStringLiteral("_text")).toString();
    if (text.isEmpty())
        return o.value(key).toString();
    const int n = o.value(key + QStringLiteral("_n")).toInt(-1);
    QString out =
        QCoreApplication::translate("gda::measure", text.toUtf8().constData(), nullptr, n);
    for (const QJsonValue &a : o.value(key + QStringLiteral("_args")).toArray())
        out = out.arg(a.toString());
    return out;
}

QString sourceName(const QString &key)
{
    if (key == QLatin1String("bills"))
        return tr("Bills");
    if (key == QLatin1String("telemetry"))
        return tr("Telemetry");
    return tr("Default");
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
    if (!telemetry.isEmpty()) {
        const int gpus = telemetry.value(QLatin1String("gpus_seen")).toInt();
        const double busy = telemetry.value(QLatin1String("busy_gpu_hours")).toDouble();
        read << tr("Telemetry: %n GPU(s) from %1 to %2 (UTC), %3 busy GPU-hours", nullptr, gpus)
                    .arg(when(telemetry.value(QLatin1String("period_start")).toString(), locale),
                         when(telemetry.value(QLatin1String("period_end")).toString(), locale),
                         locale.toString(busy, 'f', busy < 10.0 ? 2 : 0));
        if (telemetry.contains(QLatin1String("hours_observed")))
            read << tr("Observed: %1 hours, %2 of the period (a sample covers the time to the "
                       "next one, at most %3 seconds); %n longer gap(s)",
                       nullptr, telemetry.value(QLatin1String("gaps")).toInt())
                        .arg(locale.toString(
                                 telemetry.value(QLatin1String("hours_observed")).toDouble(), 'f',
                                 2),
                             format::percent(
                                 telemetry.value(QLatin1String("observed_share")).toDouble(),
                                 locale, 1),
                             locale.toString(qint64(
                                 telemetry.value(QLatin1String("max_gap_seconds")).toDouble())));
    }
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
    for (const QJsonValue &v : files) {
        const QJsonArray said = v.toObject().value(QLatin1String("remarks_said")).toArray();
        if (!said.isEmpty())
            for (const QJsonValue &r : said)
                read << written(r.toObject(), QStringLiteral("remark"));
        else
            for (const QJsonValue &r : v.toObject().value(QLatin1String("remarks")).toArray())
                read << r.toString();
    }
    if (!read.isEmpty())
        doc.lines(tr("What was read"), read);

    // What is measured and what is assumed (issue 34): each input the measurement could set,
    // from the bills, the telemetry or left at a default.
    const QJsonArray sources = p.value(QLatin1String("inputs")).toArray();
    if (!sources.isEmpty()) {
        doc.subheading(tr("Measured and assumed"));
        const Scenario named = withMeasuredWorkloadNames(scenario);
        TableSpec st;
        st.headers = {tr("Input"), tr("Source"), tr("How")};
        st.widths = {33, 17, 50};
        st.numeric = {false, false, false};
        st.points = 7.5;
        for (const QJsonValue &v : sources) {
            const QJsonObject o = v.toObject();
            const QString source = o.value(QLatin1String("source")).toString();
            if (source == QLatin1String("default"))
                st.strongRows.push_back(int(st.rows.size()));
            st.rows.push_back({inputLabel(o.value(QLatin1String("input")).toString(), named),
                               sourceName(source), written(o, QStringLiteral("detail"))});
        }
        doc.table(st);
    }
    QStringList warnings;
    for (const QJsonValue &v : p.value(QLatin1String("warnings_said")).toArray())
        warnings << written(v.toObject(), QStringLiteral("warning"));
    if (warnings.isEmpty())
        for (const QJsonValue &v : p.value(QLatin1String("warnings")).toArray())
            warnings << v.toString();
    if (!warnings.isEmpty())
        doc.lines(tr("Left at defaults or not measured: review before advising"), warnings);

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
    const QJsonObject overlap = p.value(QLatin1String("cross_check_overlap")).toObject();
    if (overlap.contains(QLatin1String("from")))
        doc.paragraph(
            tr("Compared over %1 to %2 (UTC), where the bills and the telemetry "
               "overlap: %3 of the bills' GPU period and %4 of the telemetry's.")
                .arg(when(overlap.value(QLatin1String("from")).toString(), locale),
                     when(overlap.value(QLatin1String("to")).toString(), locale),
                     format::percent(overlap.value(QLatin1String("bills_share")).toDouble(), locale,
                                     1),
                     format::percent(overlap.value(QLatin1String("telemetry_share")).toDouble(),
                                     locale, 1)));
    cc.widths = {20, 18, 28, 18, 16};
    cc.numeric = {false, true, true, true, true};
    // Whole hours, unless the largest figure is small: then one decimal (1.25 busy GPU-hours is
    // not "1").
    double largest = 0.0;
    for (const QJsonValue &v : check)
        for (const char *key : {"billed_gpu_hours", "measured_busy_gpu_hours"})
            largest =
                std::max(largest, std::abs(v.toObject().value(QLatin1String(key)).toDouble()));
    const int decimals = largest < 100.0 ? 1 : 0;
    auto ccHours = [&](double value) { return locale.toString(value, 'f', decimals); };
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
             ccHours(billed), ccHours(c.value(QLatin1String("measured_busy_gpu_hours")).toDouble()),
             ccHours(idle), billed > 0.0 ? format::percent(idle / billed, locale, 1) : QString()});
    }
    doc.table(cc);
}

} // namespace gda::ui::exporting

namespace gda::ui::exporting {

Scenario withMeasuredWorkloadNames(const Scenario &scenario)
{
    const QJsonArray measured = scenario.extra.value(QLatin1String("x_measured"))
                                    .toObject()
                                    .value(QLatin1String("workloads"))
                                    .toArray();
    if (measured.isEmpty())
        return scenario;
    Scenario out = scenario;
    // The names as `measure` wrote them, in the report's language now (the same texts and
    // translation context as src/measure/measurement.cpp).
    for (const QJsonValue &v : measured) {
        const QJsonObject w = v.toObject();
        const size_t index = size_t(w.value(QLatin1String("index")).toInt(-1));
        if (index >= out.inputs.workloads.size() ||
            QString::fromStdString(out.inputs.workloads[index].name) !=
                w.value(QLatin1String("name")).toString())
            continue; // renamed by the user: theirs stays
        const QString role = w.value(QLatin1String("role")).toString();
        const QString of = w.value(QLatin1String("of")).toString();
        QString name;
        if (role == QLatin1String("steady_base"))
            name = QCoreApplication::translate("gda::measure", "%1 steady base",
                                               "a measured workload: the GPUs of a model busy at "
                                               "every hour")
                       .arg(of);
        else if (role == QLatin1String("peaks"))
            name = QCoreApplication::translate("gda::measure", "%1 peaks",
                                               "a measured workload: the GPUs of a model busy "
                                               "above the steady base")
                       .arg(of);
        else if (role == QLatin1String("billed"))
            name = QCoreApplication::translate("gda::measure", "%1 billed",
                                               "a workload from the bills: the GPU-hours paid "
                                               "for a model")
                       .arg(of);
        if (!name.isEmpty())
            out.inputs.workloads[index].name = name.left(80).toStdString();
    }
    return out;
}

} // namespace gda::ui::exporting
