// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadsection.h"

#include "core/format.h"
#include "core/optiontable.h"
#include "engine/costmodel.h"
#include "scenario/inputregistry.h"

#include <QCoreApplication>

#include <numeric>

namespace gda::ui::exporting {

using namespace gda::engine;

namespace {

struct Texts // the report's translation context
{
    Q_DECLARE_TR_FUNCTIONS(gda::ui::exporting)
};

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return Texts::tr(text, disambiguation, n);
}

double sum(const std::vector<double> &values)
{
    return std::accumulate(values.begin(), values.end(), 0.0);
}

QString choice(const char *path, int value)
{
    return inputs::choiceLabel(inputs::at(path), value);
}

QString yesNo(bool value)
{
    return value ? tr("yes") : tr("no");
}

// "14 h × 6 days from 07:00 (84 h a week)", or "75% of every hour"; with the active months when
// the workload does not run over the whole horizon.
QString whenItRuns(const WorkloadInput &w, const ResolvedWorkload &r, int months,
                   const QLocale &locale)
{
    QString text;
    if (w.utilization) {
        text = tr("%1 of every hour")
                   .arg(locale.toString(*w.utilization * 100.0, 'f', 0) + locale.percent());
    } else {
        const QString hours = locale.toString(w.hoursPerDay, 'g', 4);
        const QString start = QStringLiteral("%1:00").arg(w.startHour, 2, 10, QLatin1Char('0'));
        const QString week = locale.toString(w.hoursPerDay * w.daysPerWeek, 'g', 5);
        text = w.daysPerWeek == 1
                   ? tr("%1 h on 1 day from %2 (%3 h a week)").arg(hours, start, week)
                   : tr("%1 h × %2 days from %3 (%4 h a week)")
                         .arg(hours, locale.toString(w.daysPerWeek), start, week);
    }
    if (r.startMonth > 1 || r.endMonth < months)
        text +=
            u' ' +
            tr("(months %1 to %2)").arg(locale.toString(r.startMonth), locale.toString(r.endMonth));
    return text;
}

} // namespace

void workloadsSection(DocumentBuilder &doc, const Scenario &scenario, const QLocale &locale)
{
    const Inputs &in = scenario.inputs;
    if (in.modelVersion < 2 || in.workloads.empty())
        return;
    const Evaluation e = evaluateOptions(in, {false, true});
    const std::vector<ResolvedWorkload> resolved = resolveWorkloads(in);
    auto hours = [&](double value) { return locale.toString(value, 'f', 0); };

    doc.heading(tr("Workloads"));
    doc.paragraph(
        tr("The scenario's workloads: how many GPUs each keeps busy at the same time, when "
           "it runs, whether it may wait for free hours within its month (shiftable) or run on "
           "spot capacity (interruptible), and where it may run. The tables below show, per "
           "option, where each workload's work ran over the horizon: GPU-hours served "
           "on-premise (reference GPU-hours: one H100 SXM busy for one hour) and cloud "
           "GPU-hours by term (GPU-hours of the workload's cloud offer; spot hours include the "
           "work redone after interruptions). A placement violation is work of a workload that "
           "must stay on-premise but ran in the cloud."));

    TableSpec overview;
    overview.headers = {tr("Workload"),  tr("Kind"),          tr("GPUs"),     tr("When it runs"),
                        tr("Shiftable"), tr("Interruptible"), tr("Placement")};
    // Room for the longest single-word headers in one line, in Dutch too ("Verschuifbaar",
    // "Onderbreekbaar" wrapped mid-word at 13 and 15%, the kind "Ontwikkeling" at 12%), and for
    // a workload's longest word ("Development" broke as "Developmen | t" at 12%; issue 35); the
    // multi-word columns give it up.
    overview.widths = {16, 14, 7, 15, 16, 18, 14};
    overview.numeric = {false, false, true, false, false, false, false};
    overview.points = 8.5;
    for (std::size_t w = 0; w < in.workloads.size(); ++w) {
        const WorkloadInput &input = in.workloads[w];
        const ResolvedWorkload &r = resolved[w];
        overview.rows.push_back(
            {QString::fromStdString(input.name), choice("inputs.workloads[].kind", int(input.kind)),
             locale.toString(input.gpus), whenItRuns(input, r, e.months, locale),
             yesNo(r.shiftable), yesNo(r.interruptible),
             choice("inputs.workloads[].placement", int(input.placement))});
    }
    doc.table(overview);

    for (std::size_t w = 0; w < in.workloads.size(); ++w) {
        const WorkloadInput &input = in.workloads[w];
        doc.subheading(tr("%1 (%2): GPU-hours over the horizon")
                           .arg(QString::fromStdString(input.name),
                                choice("inputs.workloads[].kind", int(input.kind)).toLower()));
        TableSpec table;
        table.headers = {tr("Option"),    tr("On-premise"), tr("Reserved"),
                         tr("On-demand"), tr("Spot"),       tr("Placement violations")};
        table.widths = {17, 15, 15, 15, 14, 24};
        table.numeric = {false, true, true, true, true, true};
        table.points = 8.5;
        for (const OptionResult &r : e.options) {
            if (w >= r.workloads.size())
                continue;
            const WorkloadResult &detail = r.workloads[w];
            double violations = 0.0;
            for (const PlacementViolation &v : r.placementViolations)
                if (v.workload == int(w))
                    violations += v.gpuHours;
            table.rows.push_back({optionLabel(r.option), hours(sum(detail.servedOnprem)),
                                  hours(sum(detail.reservedHours)),
                                  hours(sum(detail.onDemandHours)), hours(sum(detail.spotHours)),
                                  violations > 0.0 ? hours(violations) : tr("none")});
        }
        doc.table(table);
    }
}

} // namespace gda::ui::exporting
