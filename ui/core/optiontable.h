// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/options.h"

#include <QColor>
#include <QPen>
#include <QString>

#include <string_view>

// How each option of the engine's option list (engine/options.h) is named and drawn, in one
// table: every chart, legend, table, report section, CSV header, the wizard's result page, the
// mini cost curve and the compare dialog take an option's words and colour from here.
namespace gda::ui {

struct OptionLook
{
    QString label;                     // "On-premise": column headers, legends, the report
    QString shortLabel;                // where room is tight: the mini cost curve's legend
    QColor colour;                     // the same hue in every chart, on screen and exported
    Qt::PenStyle line = Qt::SolidLine; // and a dash of its own, for grayscale print
};

// The look of an option in the active language. An option of the list without a row in the table
// is named by its key, one without a palette entry drawn in grey (a test keeps every built-in
// option in both); an id that is not in the list gets an empty label.
OptionLook optionLook(engine::Option option);
QString optionLabel(engine::Option option);
// The option as the subject or object of running text, where languages need more than the label:
// "the hybrid option" ("de hybride optie": Dutch uses *hybride* only as an adjective), "the
// savings of the on-premise option", "the chance that the hybrid option is cheaper".
QString optionInText(engine::Option option);
QColor optionColour(engine::Option option);
// A line in the option's colour and dash, `width` wide: every chart's and the mini cost curve's.
QPen optionPen(engine::Option option, qreal width);

// Whether the table has a row for the option key and a palette entry for the colour key.
bool hasOptionRow(std::string_view optionKey);
bool hasPaletteEntry(std::string_view colourKey);

namespace testing {

// Adds a row (labels, untranslated) for an option key while the object lives, for the test
// that registers an extra option (engine::testing::ScopedExtraOption). Not thread-safe.
class ScopedOptionRow
{
public:
    ScopedOptionRow(std::string_view optionKey, const QString &label, const QString &shortLabel);
    ~ScopedOptionRow();
    ScopedOptionRow(const ScopedOptionRow &) = delete;
    ScopedOptionRow &operator=(const ScopedOptionRow &) = delete;
};

} // namespace testing

} // namespace gda::ui
