// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportnames.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace gda::exporting {

using namespace gda::engine;

namespace {

// The app's contexts for these words (ui/core/optiontable.cpp, ui/core/texts.cpp).
constexpr char kOptionContext[] = "gda::ui::options";
constexpr char kTextContext[] = "gda::ui::texts";

struct OptionWord
{
    Option option;
    const char *name;
};

constexpr OptionWord kOptionWords[] = {
    {Option::Cloud, QT_TRANSLATE_NOOP("gda::ui::options", "Cloud")},
    {Option::MultiCloud, QT_TRANSLATE_NOOP("gda::ui::options", "Multi-cloud")},
    {Option::OnPrem, QT_TRANSLATE_NOOP("gda::ui::options", "On-premise")},
    {Option::Hybrid, QT_TRANSLATE_NOOP("gda::ui::options", "Hybrid")},
};

constexpr const char *kCategoryWords[kCategoryCount] = {
    QT_TRANSLATE_NOOP("gda::ui::texts", "Cloud compute"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "Cloud storage"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "Data transfer (egress)"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "Cloud overhead"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "Hardware and facility (capex)"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "Power and cooling"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "Maintenance"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "Staff"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "Colocation"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "Other operating costs"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "On-premise storage"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "Migration"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "Residual value"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "Transfer between clouds"),
    QT_TRANSLATE_NOOP("gda::ui::texts", "Multi-cloud orchestration"),
};

} // namespace

QString optionName(Option option)
{
    const auto word = std::find_if(std::begin(kOptionWords), std::end(kOptionWords),
                                   [&](const OptionWord &w) { return w.option == option; });
    if (word != std::end(kOptionWords))
        return QCoreApplication::translate(kOptionContext, word->name);
    const std::string_view key = optionKey(option);
    return QString::fromLatin1(key.data(), qsizetype(key.size()));
}

QString categoryName(Category category)
{
    return QCoreApplication::translate(kTextContext, kCategoryWords[std::size_t(category)]);
}

QString recommendationName(Recommendation recommendation)
{
    switch (recommendation) {
    case Recommendation::Cloud:
        return QCoreApplication::translate(kTextContext,
                                           QT_TRANSLATE_NOOP("gda::ui::texts", "Cloud"));
    case Recommendation::Hybrid:
        return QCoreApplication::translate(kTextContext,
                                           QT_TRANSLATE_NOOP("gda::ui::texts", "Hybrid"));
    case Recommendation::OnPrem:
        return QCoreApplication::translate(kTextContext,
                                           QT_TRANSLATE_NOOP("gda::ui::texts", "On-premise"));
    }
    return {};
}

} // namespace gda::exporting
