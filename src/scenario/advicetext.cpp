// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "advicetext.h"

#include <QCoreApplication>

namespace gda::advicetext {

using namespace gda::engine;

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::advice)
};

// The factor's name as the decision matrix shows it (ui/core/texts.cpp, same source texts).
QString factorName(Factor factor)
{
    switch (factor) {
    case Factor::Utilization:
        return QCoreApplication::translate("gda::ui::texts", "Utilization");
    case Factor::Predictability:
        return QCoreApplication::translate("gda::ui::texts", "Workload predictability");
    case Factor::Expertise:
        return QCoreApplication::translate("gda::ui::texts", "Technical expertise");
    case Factor::Capital:
        return QCoreApplication::translate("gda::ui::texts", "Capital availability");
    case Factor::DataGravity:
        return QCoreApplication::translate("gda::ui::texts", "Data gravity");
    }
    return {};
}

// Each option key's label, the source texts of ui/core/optiontable.cpp (one translation).
struct OptionWords
{
    std::string_view key;
    const char *label;
};
constexpr OptionWords kOptionWords[] = {
    {"cloud", QT_TRANSLATE_NOOP("gda::ui::options", "Cloud")},
    {"multicloud", QT_TRANSLATE_NOOP("gda::ui::options", "Multi-cloud")},
    {"onprem", QT_TRANSLATE_NOOP("gda::ui::options", "On-premise")},
    {"hybrid", QT_TRANSLATE_NOOP("gda::ui::options", "Hybrid")},
};

QString percent(double fraction, const QLocale &locale)
{
    return locale.toString(fraction * 100.0, 'f', 0) + locale.percent();
}
} // namespace

QString optionName(Option option)
{
    const std::string_view key = optionKey(option);
    for (const OptionWords &words : kOptionWords)
        if (words.key == key)
            return QCoreApplication::translate("gda::ui::options", words.label);
    return QString::fromLatin1(key.data(), qsizetype(key.size()));
}

QString reasonText(const AdviceReason &reason, const QLocale &locale)
{
    switch (reason.kind) {
    case AdviceReason::Kind::Factor: {
        // In running text a factor's name is lower case after "the factor" (docs/glossary.md).
        const QString name = reason.factor ? factorName(*reason.factor).toLower() : QString();
        const QString score = locale.toString(reason.score, 'f', 0);
        return reason.score >= kLeansOnPrem
                   ? Msg::tr("The factor %1 argues for owning GPUs (score %2 of 100).")
                         .arg(name, score)
                   : Msg::tr("The factor %1 argues for renting (score %2 of 100).")
                         .arg(name, score);
    }
    case AdviceReason::Kind::PlacementOnPrem:
        return Msg::tr("Some workloads must stay on-premise, and the cheaper option would run "
                       "part of them in the cloud.");
    case AdviceReason::Kind::CloudAlwaysCheaper:
        return Msg::tr("Owning GPUs never pays here: the cloud stays cheaper even at full "
                       "utilization, so no option with a fleet is advised.");
    case AdviceReason::Kind::CheapestBuysNothing:
        return Msg::tr("The cheapest option buys no GPUs at all: it is renting by another name.");
    }
    return {};
}

QString guardText(const Advice &advice, const QLocale &locale)
{
    // Option names inside a sentence are lower case ("the advice is hybrid", docs/glossary.md).
    const QString matrix = optionName(advice.matrixOption).toLower();
    const QString advised = optionName(advice.option).toLower();
    switch (advice.guard) {
    case GuardRule::None:
        return {};
    case GuardRule::NoFleet:
        return Msg::tr("The decision matrix points to %1, but that fleet would be 0 GPUs: the "
                       "advice is %2.")
            .arg(matrix, advised);
    case GuardRule::CloudAlwaysCheaper:
        return Msg::tr("The decision matrix points to %1, but the cloud is cheaper at any "
                       "utilization up to 100%: the advice is %2.")
            .arg(matrix, advised);
    case GuardRule::PremiumExceedsTolerance:
        return Msg::tr("The decision matrix points to %1, but its extra cost over the cheapest "
                       "option is more than the %2 that other factors may justify: the advice is "
                       "%3.")
            .arg(matrix, percent(advice.tolerance, locale), advised);
    case GuardRule::NoReasonForPremium:
        return Msg::tr("The decision matrix points to %1, but it costs more than the cheapest "
                       "option and no other factor argues for it: the advice is %2.")
            .arg(matrix, advised);
    }
    return {};
}

} // namespace gda::advicetext
