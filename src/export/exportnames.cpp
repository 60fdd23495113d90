// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportnames.h"

#include "scenario/optionwords.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace gda::exporting {

using namespace gda::engine;

namespace {

// The app's context for these words (ui/core/texts.cpp); an option's words are in the one table
// of option words (src/scenario/optionwords.h), which the app names options from too.
constexpr char kTextContext[] = "gda::ui::texts";

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
    if (const auto words = optionwords::of(option))
        return words->label;
    const std::string_view key = optionKey(option); // a test keeps every option in the table
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
