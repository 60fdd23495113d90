// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plansection.h"

#include "charts/plancharts.h"
#include "core/format.h"
#include "core/optiontable.h"
#include "engine/costmodel.h"

#include <QCoreApplication>

#include <algorithm>

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

} // namespace

std::unique_ptr<QChart> planFigure(const Scenario &scenario, const QLocale &locale)
{
    if (!charts::hasPlan(scenario))
        return nullptr;
    const Evaluation e = evaluateOptions(scenario.inputs);
    const OptionResult *option = charts::planOption(e);
    if (!option)
        return nullptr;
    return charts::planTimelineChart(scenario, *option, locale);
}

QString planFigureCaption(const Scenario &scenario, const QLocale &locale)
{
    Q_UNUSED(locale);
    const Evaluation e = evaluateOptions(scenario.inputs);
    const OptionResult *option = charts::planOption(e);
    const QString name = option ? optionLabel(option->option).toLower() : QString();
    return tr("The plan of the %1 option over time: migration phases, purchase tranches (light: "
              "the lead time), reserved commitments (hatched: after their release) and the cloud "
              "fallback.")
        .arg(name);
}

void planSection(DocumentBuilder &doc, const Scenario &scenario, const QLocale &locale,
                 int figureIndex)
{
    if (!charts::hasPlan(scenario))
        return;
    const Evaluation e = evaluateOptions(scenario.inputs);
    const OptionResult *option = charts::planOption(e);
    if (!option)
        return;
    doc.heading(tr("Plan"));
    int fleet = 0;
    for (const Purchase &p : option->purchases)
        fleet += p.gpus;
    doc.paragraph(tr("The %1 option buys %2 in %3, at a net present value of %4. The table gives "
                     "every part of the plan with the first and the last month it touches, "
                     "counted from 1; a tranche goes live after its lead time.")
                      .arg(optionLabel(option->option).toLower(), tr("%n GPU(s)", nullptr, fleet),
                           tr("%n tranche(s)", nullptr, int(option->purchases.size())),
                           format::money(option->npv, scenario.currency, locale)));
    if (figureIndex >= 0)
        doc.figure(figureIndex);
    const std::vector<charts::PlanItem> items = charts::planItems(scenario, *option);
    TableSpec table;
    table.headers = {tr("Part of the plan"), tr("Kind"),       tr("Ordered in month"),
                     tr("First month"),      tr("Last month"), tr("GPUs")};
    table.widths = {30, 24, 11.5, 11.5, 11.5, 11.5};
    table.numeric = {false, false, true, true, true, true};
    for (const charts::PlanItem &item : items)
        table.rows.push_back({item.name, charts::planItemKindName(item.kind),
                              locale.toString(item.orderedMonth()),
                              locale.toString(item.firstMonth()), locale.toString(item.lastMonth()),
                              item.gpus > 0 ? locale.toString(item.gpus) : QString()});
    doc.table(table);
    // A commitment serves for its whole term unless it names a release month (methodology §14.1).
    const int months = 12 * scenario.inputs.horizonYears;
    int n = 0;
    for (const Commitment &c : scenario.inputs.commitments) {
        ++n;
        const int last = c.startMonth + 12 * c.termYears - 1;
        if (!c.releaseMonth || *c.releaseMonth > std::min(last, months))
            continue;
        doc.paragraph(
            tr("Commitment %1 is released from month %2 on; the rest of its term is "
               "paid and serves nothing, less what its resale recovers.")
                .arg(locale.toString(n), locale.toString(std::max(*c.releaseMonth, c.startMonth))),
            9.0);
    }
}

} // namespace gda::ui::exporting
