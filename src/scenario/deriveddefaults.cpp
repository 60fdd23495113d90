// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deriveddefaults.h"

#include "countries.h"
#include "moneydefaults.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

namespace gda::deriveddefaults {

namespace {

struct Msg // this file's translation context
{
    Q_DECLARE_TR_FUNCTIONS(gda::deriveddefaults)
};

constexpr std::array<const char *, 3> kPaths{"inputs.onprem.electricity_per_kwh",
                                             "inputs.onprem.electricity_annual_change",
                                             "inputs.onprem.staff_per_year"};

// The sources of the staff model (docs/methodology.md §8.2), cited like the registry's own.
const inputs::Source kStaffRatio{
    QT_TRANSLATE_NOOP("gda::inputs", "CTWatch Quarterly, May 2006"),
    QT_TRANSLATE_NOOP("gda::inputs",
                      "Designing and Supporting High-End Computational Facilities: 8–12 staff for "
                      "one large HPC system; sites add about one staff member per 250 processors"),
    QT_TRANSLATE_NOOP("gda::inputs", "CTWatch Quarterly (University of Tennessee)"),
    QT_TRANSLATE_NOOP("gda::inputs", "May 2006"),
    "https://icl.utk.edu/ctwatch/quarterly/articles/2006/05/"
    "designing-and-supporting-high-end-computational-facilities/4/index.html"};
const inputs::Source kStaffCost{
    QT_TRANSLATE_NOOP("gda::inputs", "GPU cluster salaries, June 2026"),
    QT_TRANSLATE_NOOP("gda::inputs",
                      "AI Infrastructure at Scale: median base salary of a GPU cluster engineer in "
                      "the US $185,000 (levels.fyi and job postings, 2022–2025; a secondary "
                      "source)"),
    QT_TRANSLATE_NOOP("gda::inputs", "AI Engineers Editorial"),
    QT_TRANSLATE_NOOP("gda::inputs", "updated June 2026"),
    "https://aie-blog.pages.dev/ai-infrastructure-scale-guide"};

const inputs::Source *registrySource(const char *name)
{
    for (const inputs::Source &s : inputs::sources())
        if (s.name && std::strcmp(s.name, name) == 0)
            return &s;
    return nullptr;
}

QString reference(const inputs::Source &source)
{
    return Msg::tr("%1: %2", "source name: full reference")
        .arg(inputs::translate(source.name), inputs::sourceReference(source));
}

QString reference(const countries::CountrySource &source)
{
    QStringList parts{QStringLiteral("“%1”").arg(source.title)};
    for (const QString &part : {source.publisher, source.date, source.url})
        if (!part.isEmpty())
            parts << part;
    return Msg::tr("%1: %2", "source name: full reference")
        .arg(source.shortName, parts.join(QStringLiteral(", ")));
}

// The registry's own default of a field, in the scenario's currency.
QJsonValue plainDefault(const inputs::Input &input, const Scenario &scenario)
{
    if (input.measure == inputs::Measure::Money)
        return moneydefaults::defaultValue(input, scenario.currency);
    static const Scenario defaults;
    return input.slot.get(defaults, -1);
}

std::optional<Derived> electricity(const Scenario &s)
{
    const countries::Country *c = countries::find(s.business.country);
    // A euro scenario without a country: the EU average, not the dollar default converted.
    if (!c && s.currency == Currency::EUR && countries::euAverage().electricityPerKwh)
        c = &countries::euAverage();
    if (!c)
        return std::nullopt;
    const std::optional<double> price = countries::electricityIn(*c, s.currency);
    if (!price)
        return std::nullopt;
    const QString country =
        c->code.isEmpty() ? Msg::tr("average of the European Union") : countries::label(c->code);
    return Derived{
        *price,
        Msg::tr("%1, %2", "a default's source, the country").arg(c->priceSource.shortName, country),
        {reference(c->priceSource)}};
}

std::optional<Derived> electricityChange(const Scenario &s)
{
    const countries::Country *c = countries::find(s.business.country);
    if (!c || !c->electricityAnnualChange)
        return std::nullopt;
    const QString country = countries::label(c->code);
    if (!c->changeSource.title.isEmpty())
        return Derived{*c->electricityAnnualChange,
                       Msg::tr("%1, %2", "a default's source, the country")
                           .arg(c->changeSource.shortName, country),
                       {reference(c->changeSource)}};
    // The app's judgement on the price's own source (the methodology gives the reason).
    return Derived{
        *c->electricityAnnualChange,
        Msg::tr("level kept, project estimate on %1, %2").arg(c->priceSource.shortName, country),
        {reference(c->priceSource)}};
}

std::optional<Derived> staff(const Scenario &s)
{
    if (s.inputs.modelVersion >= 2)
        return std::nullopt; // version 2 has staff that scales of its own (§12.7)
    const double gpus = s.inputs.onprem.gpus.value_or(s.inputs.workload.gpus);
    const engine::Expertise level = s.inputs.factors.expertise;
    const double usd = staffPerYearUsd(level, gpus);
    QString minimum;
    QStringList references{reference(kStaffRatio), reference(kStaffCost)};
    switch (level) {
    case engine::Expertise::None:
        minimum = Msg::tr("at least $500,000 a year without GPU experience (hybrid-cloud article)");
        if (const inputs::Source *seed = registrySource("hybrid-cloud article, 8 Dec 2025"))
            references << reference(*seed);
        break;
    case engine::Expertise::Some:
        minimum = Msg::tr("at least one specialist (migration article)");
        if (const inputs::Source *seed = registrySource("migration article, 8 Dec 2025"))
            references << reference(*seed);
        break;
    case engine::Expertise::HpcTeam:
        minimum = Msg::tr("no minimum with an HPC team in place");
        break;
    }
    return Derived{moneydefaults::fromDollars(usd, s.currency),
                   Msg::tr("1 staff member per 250 GPUs (CTWatch, 2006) at $185,000 a year (GPU "
                           "cluster salaries, 2026), %1")
                       .arg(minimum),
                   references};
}

} // namespace

double minimumTeamPerYear(engine::Expertise expertise)
{
    switch (expertise) {
    case engine::Expertise::None:
        return 500000.0; // the hybrid-cloud article's team without HPC experience
    case engine::Expertise::Some:
        return kCostPerStaffYear; // one specialist
    case engine::Expertise::HpcTeam:
        return 0.0;
    }
    return 0.0;
}

double staffPerYearUsd(engine::Expertise expertise, double gpus)
{
    return std::max(minimumTeamPerYear(expertise), gpus / kGpusPerStaff * kCostPerStaffYear);
}

engine::StaffScaling staffScaling(engine::Expertise expertise, Currency currency)
{
    engine::StaffScaling scaling;
    scaling.gpusPerFte = kGpusPerStaff;
    scaling.costPerFteYear = moneydefaults::fromDollars(kCostPerStaffYear, currency).toDouble();
    scaling.minFte = minimumTeamPerYear(expertise) / kCostPerStaffYear;
    return scaling;
}

bool holdsStaffScaling(const Scenario &scenario)
{
    const engine::Inputs &in = scenario.inputs;
    if (in.modelVersion < 2 || !in.onpremV2.staffScaling || in.onprem.staffPerYear != 0.0)
        return false;
    const engine::StaffScaling &have = *in.onpremV2.staffScaling;
    const engine::StaffScaling want = staffScaling(in.factors.expertise, scenario.currency);
    return have.gpusPerFte == want.gpusPerFte && have.minFte == want.minFte &&
           have.onboardingOneOff == 0.0 &&
           moneydefaults::sameValue(have.costPerFteYear, want.costPerFteYear);
}

std::span<const char *const> paths()
{
    return kPaths;
}

std::optional<Derived> of(const inputs::Input &input, const Scenario &scenario)
{
    const std::string_view path = input.path;
    if (path == kPaths[0])
        return electricity(scenario);
    if (path == kPaths[1])
        return electricityChange(scenario);
    if (path == kPaths[2])
        return staff(scenario);
    return std::nullopt;
}

bool holds(const inputs::Input &input, const Scenario &scenario)
{
    const std::optional<Derived> d = of(input, scenario);
    return d && moneydefaults::sameValue(input.slot.get(scenario, -1), d->value);
}

QStringList follow(const Scenario &before, Scenario &after)
{
    QStringList changed;
    for (const char *path : kPaths) {
        const inputs::Input &input = inputs::at(path);
        // Version 2 has no derived staff cost: an upgrade keeps the figure it had.
        if (path == kPaths[2] && after.inputs.modelVersion >= 2)
            continue;
        const QJsonValue old = input.slot.get(before, -1);
        if (!moneydefaults::sameValue(input.slot.get(after, -1), old))
            continue; // the edit set it
        // A default before: the derived one, or the registry's (for the electricity price also
        // beside a derived one: a file written before the defaults by country holds it). A
        // staff cost of the registry's $500,000 beside a derived one was typed or stated: kept.
        const std::optional<Derived> was = of(input, before);
        const bool plainCounts = !was || path != kPaths[2];
        if (!(was && moneydefaults::sameValue(old, was->value)) &&
            !(plainCounts && moneydefaults::sameValue(old, plainDefault(input, before))))
            continue; // typed or stated: kept
        const std::optional<Derived> now = of(input, after);
        const QJsonValue value = now ? now->value : plainDefault(input, after);
        if (moneydefaults::sameValue(value, old))
            continue;
        input.slot.set(after, -1, value);
        changed << QLatin1String(path);
    }
    // Version 2 (§8.2): the staff model follows the expertise; a version 1 scenario that the edit
    // made version 2 (a workload added) trades its derived staff cost for the model.
    if (after.inputs.modelVersion >= 2) {
        const engine::OnPrem &was = before.inputs.onprem;
        const bool untouched =
            after.inputs.onprem.staffPerYear == was.staffPerYear &&
            after.inputs.onpremV2.staffScaling == before.inputs.onpremV2.staffScaling;
        const bool held =
            before.inputs.modelVersion >= 2
                ? holdsStaffScaling(before)
                : holds(inputs::at(kPaths[2]), before) && !before.inputs.onpremV2.staffScaling;
        if (untouched && held && !holdsStaffScaling(after)) {
            after.inputs.onprem.staffPerYear = 0.0;
            after.inputs.onpremV2.staffScaling =
                staffScaling(after.inputs.factors.expertise, after.currency);
            changed << QStringLiteral("inputs.onprem.staff_scaling");
        }
    }
    return changed;
}

QStringList apply(Scenario &scenario)
{
    QStringList changed;
    for (const char *path : kPaths) {
        const inputs::Input &input = inputs::at(path);
        const std::optional<Derived> d = of(input, scenario);
        if (!d || moneydefaults::sameValue(input.slot.get(scenario, -1), d->value))
            continue;
        input.slot.set(scenario, -1, d->value);
        changed << QLatin1String(path);
    }
    return changed;
}

} // namespace gda::deriveddefaults
