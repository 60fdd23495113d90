// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "optionwords.h"

#include <QCoreApplication>

#include <algorithm>
#include <span>
#include <string>
#include <vector>

namespace gda::optionwords {

namespace {

constexpr char kContext[] = "gda::ui::options";

// One row per option key of the engine's list: its words (source texts, translated on use).
struct Row
{
    std::string_view key;
    const char *label;
    const char *shortLabel;
    struct
    {
        const char *source;
        const char *comment;
    } inText;
};

// (the running-text forms carry a comment, so they are translated apart from the labels)
constexpr Row kRows[] = {
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

// Rows a test added (testing::ScopedWords).
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

const Row *findRow(std::string_view key)
{
    const auto row = std::find_if(std::begin(kRows), std::end(kRows),
                                  [&](const Row &r) { return r.key == key; });
    return row == std::end(kRows) ? nullptr : row;
}

const ExtraRow *findExtra(std::string_view key)
{
    const auto &extra = extraRows();
    const auto it =
        std::find_if(extra.begin(), extra.end(), [&](const ExtraRow &r) { return r.key == key; });
    return it == extra.end() ? nullptr : &*it;
}

} // namespace

std::optional<Words> of(engine::Option option)
{
    const std::string_view key = engine::optionKey(option);
    if (key.empty())
        return std::nullopt;
    if (const Row *row = findRow(key))
        return Words{
            QCoreApplication::translate(kContext, row->label),
            QCoreApplication::translate(kContext, row->shortLabel),
            QCoreApplication::translate(kContext, row->inText.source, row->inText.comment)};
    if (const ExtraRow *extra = findExtra(key))
        return Words{extra->label, extra->shortLabel, extra->label.toLower()};
    return std::nullopt;
}

bool has(std::string_view optionKey)
{
    return findRow(optionKey) || findExtra(optionKey);
}

namespace testing {

ScopedWords::ScopedWords(std::string_view optionKey, const QString &label,
                         const QString &shortLabel)
{
    extraRows().push_back({std::string(optionKey), label, shortLabel});
}

ScopedWords::~ScopedWords()
{
    extraRows().pop_back();
}

} // namespace testing

} // namespace gda::optionwords
