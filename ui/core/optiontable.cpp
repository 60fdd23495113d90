// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "optiontable.h"

#include <QCoreApplication>

#include <algorithm>
#include <span>
#include <string>
#include <vector>

namespace gda::ui {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::ui::options)
};

// One row per option key of the engine's list: its words (source texts, translated on use).
struct OptionRow
{
    std::string_view key;
    const char *label;
    const char *shortLabel;
    struct
    {
        const char *source;
        const char *comment;
    } inText; // optionInText()
};

// (the running-text forms carry a comment, so they are translated apart from the labels)
constexpr OptionRow kOptionRows[] = {
    {"cloud", QT_TRANSLATE_NOOP("gda::ui::options", "Cloud"),
     QT_TRANSLATE_NOOP("gda::ui::options", "Cloud"),
     QT_TRANSLATE_NOOP3("gda::ui::options", "the cloud option",
                        "option as subject or object in running text")},
    {"multicloud", QT_TRANSLATE_NOOP("gda::ui::options", "Multi-cloud"),
     QT_TRANSLATE_NOOP("gda::ui::options", "Multi-cloud"),
     QT_TRANSLATE_NOOP3("gda::ui::options", "the multi-cloud option",
                        "option as subject or object in running text")},
    {"onprem", QT_TRANSLATE_NOOP("gda::ui::options", "On-premise"),
     QT_TRANSLATE_NOOP("gda::ui::options", "On-premise"),
     QT_TRANSLATE_NOOP3("gda::ui::options", "the on-premise option",
                        "option as subject or object in running text")},
    {"hybrid", QT_TRANSLATE_NOOP("gda::ui::options", "Hybrid"),
     QT_TRANSLATE_NOOP("gda::ui::options", "Hybrid"),
     QT_TRANSLATE_NOOP3("gda::ui::options", "the hybrid option",
                        "option as subject or object in running text")},
};

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

// Rows a test added (testing::ScopedOptionRow): key, label, short label.
struct ExtraRow
{
    std::string key;
    QString label;
    QString shortLabel;
};
std::vector<ExtraRow> &extraRows()
{
    static std::vector<ExtraRow> rows;
    return rows;
}

const OptionRow *findRow(std::string_view key)
{
    const auto row = std::find_if(std::begin(kOptionRows), std::end(kOptionRows),
                                  [&](const OptionRow &r) { return r.key == key; });
    return row == std::end(kOptionRows) ? nullptr : row;
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
    if (const OptionRow *row = findRow(spec->key)) {
        look.label = Msg::tr(row->label);
        look.shortLabel = Msg::tr(row->shortLabel);
    } else {
        const auto &extra = extraRows();
        const auto it = std::find_if(extra.begin(), extra.end(),
                                     [&](const ExtraRow &r) { return r.key == spec->key; });
        look.label = it != extra.end()
                         ? it->label
                         : QString::fromLatin1(spec->key.data(), qsizetype(spec->key.size()));
        look.shortLabel = it != extra.end() ? it->shortLabel : look.label;
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
    const std::span<const engine::OptionSpec> list = engine::optionList();
    const auto spec = std::find_if(list.begin(), list.end(),
                                   [&](const engine::OptionSpec &s) { return s.id == option; });
    if (spec == list.end())
        return {};
    if (const OptionRow *row = findRow(spec->key))
        return QCoreApplication::translate("gda::ui::options", row->inText.source,
                                           row->inText.comment);
    return optionLabel(option).toLower(); // an option a test added
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
    return findRow(optionKey) != nullptr;
}

bool hasPaletteEntry(std::string_view colourKey)
{
    return findSwatch(colourKey) != nullptr;
}

namespace testing {

ScopedOptionRow::ScopedOptionRow(std::string_view optionKey, const QString &label,
                                 const QString &shortLabel)
{
    extraRows().push_back({std::string(optionKey), label, shortLabel});
}

ScopedOptionRow::~ScopedOptionRow()
{
    extraRows().pop_back();
}

} // namespace testing

} // namespace gda::ui
