// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/options.h"

#include <QString>

#include <optional>
#include <string_view>

// The words of each option of the engine's option list (engine/options.h; docs/methodology.md
// §3), in one table below every surface that names an option: the app's tables, charts, report
// and wizard (ui/core/optiontable.cpp adds the colour and dash) and the spreadsheet exports
// (src/export/exportnames.cpp, CSV and workbook). Before issue 32 the exports kept a second
// table that named an option without words by its key. Translation context "gda::ui::options".
namespace gda::optionwords {

struct Words
{
    QString label;      // "On-premise": column headers, legends, the report, CSV, workbook
    QString shortLabel; // where room is tight: the mini cost curve's legend
    QString inText;     // as subject or object of running text: "the hybrid option"
};

// The option's words in the active language; nullopt for an option without a row (an id not in
// the list, or an option whose row is missing: a test keeps every option of the list in here).
std::optional<Words> of(engine::Option option);
// Whether the table has a row for the option key.
bool has(std::string_view optionKey);

namespace testing {

// Adds a row (words as given, untranslated) for an option key while the object lives, for the
// test that registers an extra option (engine::testing::ScopedExtraOption); its running-text
// form is the label in lower case. Not thread-safe.
class ScopedWords
{
public:
    ScopedWords(std::string_view optionKey, const QString &label, const QString &shortLabel);
    ~ScopedWords();
    ScopedWords(const ScopedWords &) = delete;
    ScopedWords &operator=(const ScopedWords &) = delete;
};

} // namespace testing

} // namespace gda::optionwords
