// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts.h"

#include <algorithm>

#include "format.h"
#include "optiontable.h"

#include "scenario/advicetext.h"
#include "scenario/inputregistry.h"

#include <cmath>

namespace gda::ui::texts {

using namespace gda::engine;

namespace {

template <class... Ts> struct Overloaded : Ts...
{
    using Ts::operator()...;
};

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::ui::texts)
};
} // namespace

QString categoryName(Category category)
{
    switch (category) {
    case Category::CloudCompute:
        return Msg::tr("Cloud compute");
    case Category::CloudStorage:
        return Msg::tr("Cloud storage");
    case Category::CloudEgress:
        return Msg::tr("Data transfer (egress)");
    case Category::CloudOverhead:
        return Msg::tr("Cloud overhead");
    case Category::Capex:
        return Msg::tr("Hardware and facility (capex)");
    case Category::Power:
        return Msg::tr("Power and cooling");
    case Category::Maintenance:
        return Msg::tr("Maintenance");
    case Category::Staff:
        return Msg::tr("Staff");
    case Category::Colocation:
        return Msg::tr("Colocation");
    case Category::OtherOpex:
        return Msg::tr("Other operating costs");
    case Category::OnpremStorage:
        return Msg::tr("On-premise storage");
    case Category::Migration:
        return Msg::tr("Migration");
    case Category::ResidualCredit:
        return Msg::tr("Residual value");
    case Category::CrossCloudEgress:
        return Msg::tr("Transfer between clouds");
    case Category::Orchestration:
        return Msg::tr("Multi-cloud orchestration");
    }
    return {};
}

QString factorName(Factor factor)
{
    switch (factor) {
    case Factor::Utilization:
        return Msg::tr("Utilization");
    case Factor::Predictability:
        return Msg::tr("Workload predictability");
    case Factor::Expertise:
        return Msg::tr("Technical expertise");
    case Factor::Capital:
        return Msg::tr("Capital availability");
    case Factor::DataGravity:
        return Msg::tr("Data gravity");
    }
    return {};
}

QString recommendationName(Recommendation recommendation)
{
    switch (recommendation) {
    case Recommendation::Cloud:
        return Msg::tr("Cloud");
    case Recommendation::Hybrid:
        return Msg::tr("Hybrid");
    case Recommendation::OnPrem:
        return Msg::tr("On-premise");
    }
    return {};
}

QString factorInText(Factor factor)
{
    switch (factor) {
    case Factor::Utilization:
        return Msg::tr("utilization", "factor name in running text");
    case Factor::Predictability:
        return Msg::tr("workload predictability", "factor name in running text");
    case Factor::Expertise:
        return Msg::tr("technical expertise", "factor name in running text");
    case Factor::Capital:
        return Msg::tr("capital availability", "factor name in running text");
    case Factor::DataGravity:
        return Msg::tr("data gravity", "factor name in running text");
    }
    return {};
}

QString recommendationInText(Recommendation recommendation)
{
    switch (recommendation) {
    case Recommendation::Cloud:
        return Msg::tr("cloud", "recommendation in running text");
    case Recommendation::Hybrid:
        return Msg::tr("hybrid", "recommendation in running text");
    case Recommendation::OnPrem:
        return Msg::tr("on-premise", "recommendation in running text");
    }
    return {};
}

// The words for the scenario's choices are the input registry's, so the editors, the report and
// every view name a choice the same way.
QString expertiseName(Expertise expertise)
{
    return inputs::choiceLabel(inputs::at("inputs.factors.expertise"), int(expertise));
}

QString financingName(FinancingMode mode)
{
    return inputs::choiceLabel(inputs::at("inputs.onprem.financing.mode"), int(mode));
}

QString migrationMethodName(MigrationMethod method)
{
    return inputs::choiceLabel(inputs::at("inputs.migration.method"), int(method));
}

QString dataLocationName(DataLocation location)
{
    return inputs::choiceLabel(inputs::at("inputs.factors.data_location"), int(location));
}

QString regionName(const QString &region)
{
    // Provider region names are not translated; only the catalog's remarks around them are.
    QString text = region;
    text.replace(QStringLiteral("marketplace (varies)"), Msg::tr("marketplace (varies)"));
    text.replace(QStringLiteral("not stated"), Msg::tr("not stated"));
    return text;
}

QString exclusionReason(const std::string &reason, std::optional<int> maxAgeDays)
{
    if (reason == "region")
        return Msg::tr("its region is not where the data may be processed");
    if (reason == "interconnect")
        return Msg::tr("it lacks the network between GPUs this workload needs");
    if (reason == "sla")
        return Msg::tr("it states no availability commitment (SLA), which this workload needs");
    if (reason == "capacity")
        return Msg::tr("it offers fewer GPUs than this workload would place there");
    if (reason == "stale")
        return Msg::tr("its price is more than %n day(s) older than the catalog", nullptr,
                       maxAgeDays.value_or(0));
    return QString::fromStdString(reason);
}

QString exclusionSentence(const engine::Inputs &resolved,
                          const std::vector<engine::ExcludedOffer> &excluded, int workload)
{
    if (workload < 0 || workload >= int(resolved.workloads.size()))
        return {};
    std::vector<std::pair<std::string, int>> counts; // reason, offers; in first-seen order
    int total = 0;
    QStringList named;
    for (const engine::ExcludedOffer &e : excluded) {
        if (e.workload != workload)
            continue;
        if (e.named) {
            named << Msg::tr("its own offer %1 does not meet its needs (%2); its prices are "
                             "still used, as the scenario names it")
                         .arg(QString::fromStdString(e.offer),
                              exclusionReason(e.reason, resolved.multicloud.maxOfferAgeDays));
            continue;
        }
        ++total;
        auto it = std::find_if(counts.begin(), counts.end(),
                               [&](const auto &c) { return c.first == e.reason; });
        if (it == counts.end())
            counts.emplace_back(e.reason, 1);
        else
            ++it->second;
    }
    if (total == 0 && named.isEmpty())
        return {};
    QStringList parts;
    for (const auto &[reason, n] : counts)
        parts << Msg::tr("%n offer(s): %1", nullptr, n)
                     .arg(exclusionReason(reason, resolved.multicloud.maxOfferAgeDays));
    QString sentence =
        Msg::tr("“%1”: %n offer(s) left out of the multi-cloud option", nullptr, total)
            .arg(QString::fromStdString(resolved.workloads[std::size_t(workload)].name));
    if (!parts.isEmpty())
        sentence += QStringLiteral(" — ") + parts.join(QStringLiteral("; "));
    if (!named.isEmpty())
        sentence += QStringLiteral("; ") + named.join(QStringLiteral("; "));
    return sentence + u'.';
}

QStringList exclusionSummary(const engine::Inputs &resolved,
                             const std::vector<engine::ExcludedOffer> &excluded)
{
    QStringList sentences;
    for (int i = 0; i < int(resolved.workloads.size()); ++i)
        if (const QString sentence = exclusionSentence(resolved, excluded, i); !sentence.isEmpty())
            sentences << sentence;
    return sentences;
}

// The utilization factor of an hours-a-day scenario, in hours a day (docs/methodology.md §12.8).
QString hoursPerDayReason(const UtilizationReason &r, const QLocale &locale)
{
    const QString hours = format::hoursPerDay(*r.hoursPerDay, locale);
    switch (r.kind) {
    case BreakEvenKind::OnPremAlwaysCheaper:
        return Msg::tr("Your GPUs are busy %1, and on-premise is cheaper at any number of hours a "
                       "day.")
            .arg(hours);
    case BreakEvenKind::CloudAlwaysCheaper:
        return Msg::tr("Your GPUs are busy %1, but the cloud stays cheaper even around the clock.")
            .arg(hours);
    case BreakEvenKind::Crossing:
        break;
    }
    return Msg::tr("Your GPUs are busy %1; on-premise is cheaper from %2.")
        .arg(hours, format::hoursPerDay(r.breakEvenHoursPerDay.value_or(0.0), locale));
}

QString reason(const FactorScore &score, Currency currency, const QLocale &locale)
{
    return std::visit(
        Overloaded{
            [&](const UtilizationReason &r) {
                if (r.hoursPerDay)
                    return hoursPerDayReason(r, locale);
                const QString u = format::percent(r.utilization, locale);
                switch (r.kind) {
                case BreakEvenKind::OnPremAlwaysCheaper:
                    return Msg::tr(
                               "Your GPUs are busy %1 of the time, and on-premise is cheaper at "
                               "any utilization.")
                        .arg(u);
                case BreakEvenKind::CloudAlwaysCheaper:
                    return Msg::tr("Your GPUs are busy %1 of the time, but the cloud stays cheaper "
                                   "even at full utilization.")
                        .arg(u);
                case BreakEvenKind::Crossing:
                    break;
                }
                // One decimal, as every table prints the break-even utilization (glossary:
                // one figure, one rounding).
                return Msg::tr("Your GPUs are busy %1 of the time; on-premise pays off above %2.")
                    .arg(u, format::percent(r.breakEvenUtilization.value_or(0.0), locale,
                                            format::kBreakEvenUtilizationDecimals));
            },
            [&](const PredictabilityReason &r) {
                const QString cv = format::percent(r.effectiveVariation, locale);
                return r.effectiveVariation < 0.15
                           ? Msg::tr(
                                 "The workload is steady (variation %1): a fixed fleet stays busy.")
                                 .arg(cv)
                           : Msg::tr("The workload varies by %1 from month to month: peaks are "
                                     "cheaper to rent than to own.")
                                 .arg(cv);
            },
            [&](const ExpertiseReason &r) {
                switch (r.expertise) {
                case Expertise::None:
                    return Msg::tr(
                        "There is no GPU-cluster expertise in house yet; running your own "
                        "cluster means hiring it.");
                case Expertise::Some:
                    return Msg::tr("There is some infrastructure experience, but GPU clusters, "
                                   "InfiniBand and liquid cooling would be new.");
                case Expertise::HpcTeam:
                    return Msg::tr("A dedicated GPU-cluster team can run on-premise hardware.");
                }
                return QString();
            },
            [&](const CapitalReason &r) {
                const QString capex = format::money(r.initialCapex, currency, locale);
                const QString capital = format::money(r.capitalAvailable, currency, locale);
                QString text;
                if (r.option != Option::OnPrem) {
                    // Version 2's second pass: the advised hybrid's capital (decision.h).
                    const QString name = optionLabel(r.option);
                    text = r.ratio
                               ? Msg::tr("%1 invests %2 in its first year, %3 of the %4 "
                                         "capital available.")
                                     .arg(name, capex, format::percent(*r.ratio, locale), capital)
                               : Msg::tr("%1 invests %2 in its first year, more than the "
                                         "capital available (%3).")
                                     .arg(name, capex, capital);
                } else {
                    text = r.ratio ? Msg::tr("The initial investment of %1 is %2 of the %3 "
                                             "capital available.")
                                         .arg(capex, format::percent(*r.ratio, locale), capital)
                                   : Msg::tr("The initial investment of %1 exceeds the capital "
                                             "available (%2).")
                                         .arg(capex, capital);
                }
                if (r.financed())
                    text += u' ' + Msg::tr("Financing spreads the payments.");
                return text;
            },
            [&](const DataGravityReason &r) {
                switch (r.location) {
                case DataLocation::OnPrem:
                    return Msg::tr(
                        "The data already lives on-premise: compute belongs next to it.");
                case DataLocation::Mixed:
                    return Msg::tr("The data is split between the cloud and on-premise.");
                case DataLocation::Cloud:
                    break;
                }
                const QString cost = format::money(r.migrationCost, currency, locale);
                if (!(r.migrationCost > 0.0))
                    return Msg::tr("No data has to move out of the cloud, so the data does not "
                                   "hold the compute there.");
                // Why the score is 0 when it is (docs/decision-rules.md, data gravity).
                const QString noPayback =
                    Msg::tr("The move would not pay back within the first year, so the data "
                            "keeps the compute in the cloud (score 0).");
                if (!r.ratio)
                    return QString(Msg::tr("Moving the data out of the cloud costs %1 and "
                                           "on-premise saves nothing in the first year.")
                                       .arg(cost) +
                                   u' ' + noPayback);
                QString text = Msg::tr("Moving the data out of the cloud costs %1, %2 of the "
                                       "first year's savings.")
                                   .arg(cost, format::percent(*r.ratio, locale));
                if (*r.ratio >= 1.0)
                    text += u' ' + noPayback;
                return text;
            },
        },
        score.reason);
}

QString breakEvenLabel(Option option, std::optional<double> month, int horizonYears,
                       const QLocale &locale)
{
    // The option is named: a report shows on-premise's break-even month beside the advised
    // option's break-even (dutch-2.md, correction 4).
    const QString name = optionLabel(option);
    if (!month)
        return Msg::tr("%1: no break-even within %n year(s)", nullptr, horizonYears).arg(name);
    // An option without capex that costs less than the cloud from its first month (multi-cloud,
    // say) crosses at month 0: "after 0.0 months" reads as a fault. "The cloud option": to
    // multi-cloud, "the cloud" would be itself.
    if (*month <= 0.0)
        return Msg::tr("%1 is cheaper than the cloud option from the first month").arg(name);
    return Msg::tr("%1: break-even after %2 months").arg(name, locale.toString(*month, 'f', 1));
}

std::optional<Advice> adviceFor(const Scenario &scenario, const Evaluation &evaluation,
                                const std::optional<Decision> &decision)
{
    if (!decision || evaluation.options.empty())
        return std::nullopt;
    return advise(scenario.inputs, evaluation, *decision);
}

QString adviceTitle(const Advice &advice, const QLocale &locale)
{
    const QString name = optionLabel(advice.option);
    if (!optionSpec(advice.option).ownsFleet())
        return name;
    const int gpus = advice.headline.fleetGpus;
    return Msg::tr("%1 with %2 GPU(s)", nullptr, gpus).arg(name, locale.toString(gpus));
}

QString adviceSavings(const Scenario &scenario, const Advice &advice, const QLocale &locale)
{
    const Headline &h = advice.headline;
    const int years = scenario.inputs.horizonYears;
    const Currency cur = scenario.currency;
    if (h.option == Option::Cloud)
        return Msg::tr("The cloud costs %1 over %n year(s) (%2 per GPU-hour).", nullptr, years)
            .arg(format::money(h.tco, cur, locale),
                 format::money(h.costPerGpuHour, cur, locale, 2));
    const QString name = optionLabel(h.option);
    const QString savings = format::money(std::abs(h.savings), cur, locale);
    const QString share =
        format::percent(std::abs(h.savingsFraction), locale, format::kSavingsDecimals);
    // Multi-cloud is a cloud option itself: it is measured against the cloud option, the one
    // cloud provider (dutch-2.md, correction 5).
    if (h.option == Option::MultiCloud)
        return h.savings >= 0
                   ? Msg::tr("%1 saves %2 (%3) over %n year(s) compared with the cloud option "
                             "(a single cloud provider).",
                             nullptr, years)
                         .arg(name, savings, share)
                   : Msg::tr("%1 costs %2 (%3) more than the cloud option (a single cloud "
                             "provider) over %n year(s).",
                             nullptr, years)
                         .arg(name, savings, share);
    if (h.savings >= 0)
        return Msg::tr("%1 saves %2 (%3) over %n year(s) compared with the cloud.", nullptr, years)
            .arg(name, savings, share);
    return Msg::tr("%1 costs %2 (%3) more than the cloud over %n year(s).", nullptr, years)
        .arg(name, savings, share);
}

QString adviceBreakEven(const Scenario &scenario, const Advice &advice, const QLocale &locale)
{
    if (advice.headline.option == Option::Cloud)
        return {};
    return breakEvenLabel(advice.headline.option, advice.headline.breakEvenMonth,
                          scenario.inputs.horizonYears, locale);
}

QString optionTotals(const Scenario &scenario, const Evaluation &evaluation, const QLocale &locale)
{
    QStringList totals;
    for (const OptionResult &r : evaluation.options)
        totals << QStringLiteral("%1 %2").arg(optionLabel(r.option),
                                              format::money(r.tco, scenario.currency, locale));
    return Msg::tr("Total over %n year(s): %1", nullptr, scenario.inputs.horizonYears)
        .arg(totals.join(QStringLiteral(" · ")));
}

QStringList limitBreachTexts(const Scenario &scenario, const Advice &advice, const QLocale &locale)
{
    QStringList out;
    const QString name = optionLabel(advice.option);
    const Currency cur = scenario.currency;
    for (const LimitBreach &b : advice.breaches) {
        switch (b.limit) {
        case LimitBreach::Limit::CapitalAvailable:
            out << Msg::tr("%1 needs %2 in its first year of purchases, more than the %3 of "
                           "capital available: buy in stages, lease or finance it, or raise the "
                           "capital.")
                       .arg(name, format::money(b.planned, cur, locale),
                            format::money(b.stated, cur, locale));
            break;
        case LimitBreach::Limit::FirstPurchase:
            out << Msg::tr("%1 buys %n GPU(s) in its first purchase, more than the largest first "
                           "purchase you set (%2).",
                           nullptr, int(b.planned))
                       .arg(name, locale.toString(int(b.stated)));
            break;
        case LimitBreach::Limit::LargestFleet:
            out << Msg::tr("%1 buys %n GPU(s), more than the largest fleet you set (%2).", nullptr,
                           int(b.planned))
                       .arg(name, locale.toString(int(b.stated)));
            break;
        case LimitBreach::Limit::PowerAvailable:
            out << Msg::tr("%1's GPUs draw %2 kW with cooling, more than the %3 kW of power "
                           "available.")
                       .arg(name, locale.toString(b.planned, 'f', 1),
                            locale.toString(b.stated, 'f', 1));
            break;
        }
    }
    return out;
}

QString adviceNote(const Scenario &scenario, const Evaluation &evaluation, const Advice &advice,
                   const QLocale &locale)
{
    QStringList sentences;
    if (const QString guard = advicetext::guardText(advice, locale); !guard.isEmpty())
        sentences << guard;
    // A recommended plan that breaks a limit the user stated says so (issue 31: the advised
    // hybrid bought all 63 GPUs in month 1, €2.36M, against €1.5M available).
    sentences << limitBreachTexts(scenario, advice, locale);
    if (advice.premium > 0.0 && advice.option != advice.cheapest) {
        const OptionResult &cheapest = evaluation.option(advice.cheapest);
        sentences << Msg::tr("%1 costs %2 (%3) more than the cheapest option, %4 (%5), in net "
                             "present value over %n year(s). It is still advised:",
                             nullptr, scenario.inputs.horizonYears)
                         .arg(optionLabel(advice.option),
                              format::money(advice.premium, scenario.currency, locale),
                              format::percent(advice.premiumFraction, locale),
                              optionLabel(advice.cheapest).toLower(),
                              format::money(cheapest.npv, scenario.currency, locale));
        for (const AdviceReason &reason : advice.reasons)
            sentences << advicetext::reasonText(reason, locale);
    }
    return sentences.join(u' ');
}

QString executiveSummary(const Scenario &scenario, const Evaluation &evaluation,
                         const std::optional<Decision> &decision, const QLocale &locale)
{
    QStringList sentences;
    const std::optional<Advice> advice = adviceFor(scenario, evaluation, decision);
    if (!advice) {
        sentences << Msg::tr("No recommendation: every weight of the decision matrix is zero.");
        sentences << optionTotals(scenario, evaluation, locale) + u'.';
        return sentences.join(u' ');
    }
    sentences << Msg::tr("Recommendation: %1 (overall score %2 of 100).")
                     .arg(adviceTitle(*advice, locale), locale.toString(decision->overall, 'f', 0));
    sentences << adviceSavings(scenario, *advice, locale);
    if (const QString breakEven = adviceBreakEven(scenario, *advice, locale); !breakEven.isEmpty())
        sentences << breakEven + u'.';
    sentences << optionTotals(scenario, evaluation, locale) + u'.';
    if (const QString note = adviceNote(scenario, evaluation, *advice, locale); !note.isEmpty())
        sentences << note;
    return sentences.join(u' ');
}

} // namespace gda::ui::texts
