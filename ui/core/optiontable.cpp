// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "optiontable.h"

#include "scenario/optionwords.h"

#include <QCoreApplication>

#include <algorithm>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace gda::ui {

namespace {

// The palette, by the colour key of the engine's option list: hues far apart whose grey values
// differ too, and a dash rhythm each.
struct Swatch
{
    std::string_view key;
    QRgb rgb;
    Qt::PenStyle line;
};

constexpr Swatch kPalette[] = {
    {"blue", 0x1f5fa8, Qt::SolidLine},
    {"orange", 0xc0580f, Qt::DashLine},
    {"green", 0x2a7a3a, Qt::DotLine},
    {"purple", 0x7a3e9d, Qt::DashDotLine},
};

// The words a test added (testing::ScopedOptionRow), innermost last.
std::vector<std::unique_ptr<optionwords::testing::ScopedWords>> &scopedWords()
{
    static std::vector<std::unique_ptr<optionwords::testing::ScopedWords>> words;
    return words;
}

const Swatch *findSwatch(std::string_view key)
{
    const auto swatch = std::find_if(std::begin(kPalette), std::end(kPalette),
                                     [&](const Swatch &s) { return s.key == key; });
    return swatch == std::end(kPalette) ? nullptr : swatch;
}

} // namespace

OptionLook optionLook(engine::Option option)
{
    const std::span<const engine::OptionSpec> list = engine::optionList();
    const auto spec = std::find_if(list.begin(), list.end(),
                                   [&](const engine::OptionSpec &s) { return s.id == option; });
    if (spec == list.end())
        return {QString(), QString(), Qt::gray, Qt::SolidLine};
    OptionLook look;
    // Its words from the one table (src/scenario/optionwords.h); an option without a row is
    // named by its key (a test keeps every option of the list in the table).
    if (const auto words = optionwords::of(option)) {
        look.label = words->label;
        look.shortLabel = words->shortLabel;
    } else {
        look.label = QString::fromLatin1(spec->key.data(), qsizetype(spec->key.size()));
        look.shortLabel = look.label;
    }
    if (const Swatch *swatch = findSwatch(spec->colourKey)) {
        look.colour = QColor::fromRgb(swatch->rgb);
        look.line = swatch->line;
    } else {
        look.colour = Qt::gray;
    }
    return look;
}

QString optionLabel(engine::Option option)
{
    return optionLook(option).label;
}

QString optionInText(engine::Option option)
{
    if (const auto words = optionwords::of(option))
        return words->inText;
    return optionLabel(option).toLower();
}

QColor optionColour(engine::Option option)
{
    return optionLook(option).colour;
}

QPen optionPen(engine::Option option, qreal width)
{
    const OptionLook look = optionLook(option);
    QPen pen(look.colour, width, look.line);
    pen.setJoinStyle(Qt::RoundJoin);
    // Flat ends keep dashes apart; round ends turn dots into dots.
    if (look.line == Qt::DashLine)
        pen.setCapStyle(Qt::FlatCap);
    else if (look.line == Qt::DotLine)
        pen.setCapStyle(Qt::RoundCap);
    return pen;
}

bool hasOptionRow(std::string_view optionKey)
{
    return optionwords::has(optionKey);
}

bool hasPaletteEntry(std::string_view colourKey)
{
    return findSwatch(colourKey) != nullptr;
}

namespace testing {

ScopedOptionRow::ScopedOptionRow(std::string_view optionKey, const QString &label,
                                 const QString &shortLabel)
{
    scopedWords().push_back(
        std::make_unique<optionwords::testing::ScopedWords>(optionKey, label, shortLabel));
}

ScopedOptionRow::~ScopedOptionRow()
{
    scopedWords().pop_back();
}

} // namespace testing

} // namespace gda::ui
