// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadsection.h"

#include "assumptions.h"
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

// Is the row one of a workload's inputs that the report lists for workload `w`: a cost-model
// input of inputs.workloads[] with a label, that the file writes for it (a time pattern or a
// busy share, not both; an interconnect or SLA only when stated) and, for an optional field,
// that the workload gives (left out, it follows its offer or the scenario).
bool listedFor(const inputs::Input &input, const Scenario &scenario, int w)
{
    return std::string_view(input.path).starts_with("inputs.workloads[].") &&
           input.role == inputs::Role::Input && input.slot && input.label &&
           (!input.written || input.written(scenario, w)) &&
           !(input.optional && input.slot.get(scenario, w).isNull());
}

// The inputs of workload `w`, one row each, generated from the input registry's
// inputs.workloads[] rows in their order with their labels, units and choices: a row added to
// the registry is listed without a change here (docs/methodology.md §11.1).
TableSpec inputsTable(const Scenario &scenario, int w, const QLocale &locale)
{
    TableSpec table;
    table.headers = {tr("Input"), tr("Value")};
    table.widths = {55, 45};
    table.numeric = {false, false};
    table.points = 8.5;
    for (const inputs::Input &input : inputs::allVersions())
        if (listedFor(input, scenario, w))
            table.rows.push_back({inputs::label(input), inputValue(input, scenario, locale, w)});
    return table;
}

} // namespace

void workloadsSection(DocumentBuilder &doc, const Scenario &scenario, const QLocale &locale)
{
    const Inputs &in = scenario.inputs;
    if (in.modelVersion < 2 || in.workloads.empty())
        return;
    const Evaluation e = evaluateOptions(in, {false, true});
    auto hours = [&](double value) { return locale.toString(value, 'f', 0); };

    doc.heading(tr("Workloads"));
    doc.paragraph(
        tr("The scenario's workloads, each with its inputs as the scenario states them: how "
           "many GPUs it keeps busy at the same time, when it runs, whether it may wait for "
           "free hours within its month (shiftable) or run on spot capacity (interruptible), and "
           "where it may run. Below them, per option, where the workload's work ran over the "
           "horizon: GPU-hours served "
           "on-premise (reference GPU-hours: one H100 SXM busy for one hour) and cloud "
           "GPU-hours by term (GPU-hours of the workload's cloud offer; spot hours include the "
           "work redone after interruptions). A placement violation is work of a workload that "
           "must stay on-premise but ran in the cloud."));

    for (std::size_t w = 0; w < in.workloads.size(); ++w) {
        const WorkloadInput &input = in.workloads[w];
        const QString title =
            tr("%1 (%2)").arg(QString::fromStdString(input.name),
                              choice("inputs.workloads[].kind", int(input.kind)).toLower());
        doc.subheading(title);
        doc.table(inputsTable(scenario, int(w), locale));
        doc.paragraph(tr("%1: GPU-hours over the horizon").arg(title));
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
