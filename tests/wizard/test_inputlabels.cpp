// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The editors and the report take every input's range and label from the input registry: one
// label per input, the same on the wizard page and in the report's assumptions table, in English
// and in Dutch.
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "editors/assumptionseditor.h"
#include "editors/numberfield.h"
#include "editors/scenarioeditor.h"
#include "export/assumptions.h"
#include "scenario/inputregistry.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QLabel>

#include <map>

using namespace gda;
using namespace gda::ui;

namespace {

bool switchLanguage(const QString &language)
{
    const bool switched = LanguageManager::instance().setLanguage(language);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    return switched;
}

// Every number field of every editor, by path (an input shown twice is checked twice).
std::multimap<std::string, NumberField *> numberFields(AssumptionsEditor &assumptions)
{
    std::multimap<std::string, NumberField *> fields;
    for (ScenarioEditor *editor : assumptions.editors())
        for (const inputs::Input &input : inputs::all())
            if (NumberField *field = editor->numberField(input.path))
                fields.emplace(input.path, field);
    return fields;
}

} // namespace

TEST_CASE("input registry: every number the editors show has the registry's range and kind",
          "[wizard][registry]")
{
    ScenarioDocument document;
    AssumptionsEditor assumptions(&document);
    const auto fields = numberFields(assumptions);
    for (const inputs::Input &input : inputs::all()) {
        if (input.role != inputs::Role::Input || !input.isNumber())
            continue;
        INFO(input.path);
        const auto [first, last] = fields.equal_range(input.path);
        CHECK(first != last); // every numeric input of the model has an editor
        for (auto it = first; it != last; ++it) {
            const jsonfields::Range &range = it->second->range();
            CHECK(range.min == input.range.min);
            CHECK(range.max == input.range.max);
            CHECK(range.minOpen == input.range.minOpen);
            CHECK(range.maxOpen == input.range.maxOpen);
            CHECK(range.whole == input.range.whole);
            CHECK(it->second->kind() == ScenarioEditor::kindOf(input));
        }
    }
}

TEST_CASE(
    "input registry: the report's assumptions have one row per input, labelled as in the editor",
    "[wizard][registry]")
{
    ScenarioDocument document;
    AssumptionsEditor assumptions(&document);
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        INFO(language.toStdString());
        REQUIRE(switchLanguage(language));
        const std::vector<exporting::AssumptionRow> rows =
            exporting::assumptionRows(document.scenario(), LanguageManager::localeFor(language));
        std::vector<const inputs::Input *> expected;
        for (const inputs::Input &input : inputs::all())
            if (input.role == inputs::Role::Input)
                expected.push_back(&input);
        REQUIRE(rows.size() == expected.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const inputs::Input &input = *expected[i];
            INFO(input.path);
            CHECK(rows[i].path == input.jsonPath());
            CHECK(rows[i].label == inputs::label(input));
            CHECK_FALSE(rows[i].label.isEmpty());
            // The same words on the editor's row; the monthly profile is the one input the
            // editor introduces with a caption of its own instead of a row label.
            const QList<QLabel *> labels =
                assumptions.findChildren<QLabel *>(input.jsonPath() + QStringLiteral("/label"));
            if (input.path == std::string_view("inputs.workload.monthly_profile")) {
                CHECK(labels.isEmpty());
                continue;
            }
            REQUIRE_FALSE(labels.isEmpty());
            for (QLabel *label : labels)
                CHECK(label->text() == rows[i].label);
        }
        if (language == QStringLiteral("nl")) {
            CHECK(rows[1].label == QStringLiteral("Disconteringsvoet")); // translated
        }
    }
    switchLanguage(QStringLiteral("en"));
}
