// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The wizard's plan questions (issue 17; docs/methodology.md §14): "Buy in stages" on the capital
// page (seed 000: one node, then a rack, then more) and "Plan the move" on the data-gravity page
// (seed 001: five phases of four weeks, the cloud kept 30 days as a fallback). Driven by keyboard;
// the scenario they write and what the engine makes of it.
#include "keyboard.h"

#include "core/format.h"
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "editors/capitaleditor.h"
#include "editors/datagravityeditor.h"
#include "engine/costmodel.h"
#include "engine/decision.h"
#include "scenario/scenariofile.h"
#include "wizard/decisionwizard.h"
#include "wizard/editorpage.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QCheckBox>
#include <QJsonObject>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <optional>
#include <variant>

using namespace gda;
using namespace gda::ui;
using Page = DecisionWizard::PageId;

namespace {

struct ShownWizard
{
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    DecisionWizard wizard{DecisionWizard::newScenario(settings)};
    test::Keyboard keys{&wizard};

    ShownWizard()
    {
        REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("en")));
        wizard.show();
        wizard.activateWindow();
        REQUIRE(QTest::qWaitForWindowExposed(&wizard));
        REQUIRE(QTest::qWaitForWindowActive(&wizard));
    }
    const Scenario &scenario() const { return wizard.document()->scenario(); }
    void pressNext(Page expected)
    {
        REQUIRE(wizard.button(QWizard::NextButton)->isEnabled());
        keys.pressOnFocus(Qt::Key_Return);
        REQUIRE(wizard.currentId() == expected);
    }
    QJsonObject inputsJson() const
    {
        return scenariofile::toJson(scenario()).value(QStringLiteral("inputs")).toObject();
    }
};

} // namespace

TEST_CASE("wizard plan: buy in stages writes one node, a rack and the rest, plan the move writes "
          "the seed's phases")
{
    ShownWizard w;
    for (Page p : {Page::UtilizationPageId, Page::PredictabilityPageId, Page::ExpertisePageId,
                   Page::CapitalPageId})
        w.pressNext(p);
    QUndoStack *undo = w.wizard.document()->undoStack();
    const int before = undo->index();
    REQUIRE(w.scenario().inputs.modelVersion == 1);
    auto *capital = qobject_cast<EditorPage *>(w.wizard.currentPage())->editor<CapitalEditor>();
    REQUIRE(capital != nullptr);
    QCheckBox *stages = capital->stagesBox();
    REQUIRE(stages->isVisible());
    CHECK_FALSE(stages->isChecked());

    // The new scenario's 80 GPUs: 8 in month 1 (one node), 24 in month 13 (up to a rack of 32),
    // the other 48 in month 25; the scenario becomes version 2 and its limits keep the first
    // stage to one node for the optimiser.
    w.keys.press(stages, Qt::Key_Space);
    REQUIRE(stages->isChecked());
    const engine::Inputs &in = w.scenario().inputs;
    REQUIRE(in.modelVersion == 2);
    REQUIRE(in.onpremV2.purchases.has_value());
    const std::vector<engine::Purchase> expected = {
        engine::Purchase(1, 8), engine::Purchase(13, 24), engine::Purchase(25, 48)};
    CHECK(*in.onpremV2.purchases == expected);
    REQUIRE(in.planLimits.has_value());
    CHECK(in.planLimits->firstTrancheMaxGpus == 8);
    CHECK(in.planLimits->nodeGpus == 8);
    CHECK(w.inputsJson()[u"plan_limits"_qs][u"first_tranche_max_gpus"_qs].toInt() == 8);
    CHECK_FALSE(scenariofile::validate(w.scenario()).has_value());
    // The engine: live after the 3 months' lead time, 8 GPUs in month 4, 32 in 16, 80 in 28.
    const engine::OptionResult &onprem =
        w.wizard.document()->evaluation().option(engine::Option::OnPrem);
    CHECK(onprem.fleetGpus[2] == 0);
    CHECK(onprem.fleetGpus[3] == 8);
    CHECK(onprem.fleetGpus[15] == 32);
    CHECK(onprem.fleetGpus[27] == 80);
    const auto *text = capital->findChild<QLabel *>(QStringLiteral("stages_text"));
    REQUIRE(text != nullptr);
    CHECK(text->text().contains(QStringLiteral("48 GPUs in month 25")));
    // The initial investment is the first stage's 8 GPUs, not the fleet's 80: per GPU the
    // hardware, server and network share, installation, and power and cooling, plus the fixed
    // costs once.
    const engine::OnPrem &p = in.onprem;
    const double firstStage = 8 * (p.gpuUnitPrice + p.serverNetworkPerGpu + p.installationPerGpu +
                                   p.kwPerGpu * p.facilityPerKw) +
                              p.fixedCapex;
    CHECK(engine::initialCapex(in, onprem) == Approx(firstStage).epsilon(1e-12));
    const auto *investment = capital->findChild<QLabel *>(QStringLiteral("initial_investment"));
    REQUIRE(investment != nullptr);
    INFO(investment->text().toStdString());
    CHECK(investment->text().startsWith(
        QStringLiteral("Initial investment for the first stage, 8 GPUs of 80: %1")
            .arg(format::money(firstStage, w.scenario().currency, QLocale()))));

    // Stages belong to the plan, not to one option (issue 31): the hybrid fleet, the cheapest
    // fleet bought at once before, is bought in the same stages: 8 GPUs in month 1, up to a rack
    // in month 13, the rest in month 25.
    engine::Inputs unstaged = in;
    unstaged.hybrid.purchases.reset();
    int hybridFleet = 0;
    for (const engine::Purchase &pu : engine::optionPurchases(unstaged, engine::Option::Hybrid))
        hybridFleet += pu.gpus;
    REQUIRE(hybridFleet > 32);
    REQUIRE(in.hybrid.purchases.has_value());
    const std::vector<engine::Purchase> hybridStages = {
        engine::Purchase(1, 8), engine::Purchase(13, 24), engine::Purchase(25, hybridFleet - 32)};
    CHECK(*in.hybrid.purchases == hybridStages);
    CHECK(text->text().contains(QStringLiteral("The hybrid option's fleet in the same stages: 8 "
                                               "GPUs in month 1; 24 GPUs in month 13; %1 GPUs in "
                                               "month 25.")
                                    .arg(hybridFleet - 32)));
    // Whichever option the advice buys GPUs with, the capital factor weighs its first stage.
    const std::optional<engine::Decision> &decision = w.wizard.document()->decision();
    REQUIRE(decision.has_value());
    CHECK(std::get<engine::CapitalReason>(decision->score(engine::Factor::Capital).reason)
              .initialCapex == Approx(firstStage).epsilon(1e-12));
    // Unticked: on-premise buys its 80 GPUs at once, the hybrid its cheapest fleet at once.
    w.keys.press(stages, Qt::Key_Space);
    REQUIRE_FALSE(stages->isChecked());
    CHECK(*w.scenario().inputs.onpremV2.purchases ==
          std::vector<engine::Purchase>{engine::Purchase(1, 80)});
    CHECK_FALSE(w.scenario().inputs.hybrid.purchases.has_value());
    CHECK_FALSE(w.scenario().inputs.planLimits->firstTrancheMaxGpus.has_value());
    w.keys.press(stages, Qt::Key_Space);
    REQUIRE(stages->isChecked());

    w.pressNext(Page::DataGravityPageId);
    auto *gravity = qobject_cast<EditorPage *>(w.wizard.currentPage())->editor<DataGravityEditor>();
    REQUIRE(gravity != nullptr);
    QCheckBox *move = gravity->planMoveBox();
    CHECK_FALSE(move->isChecked());
    w.keys.press(move, Qt::Key_Space);
    REQUIRE(move->isChecked());
    REQUIRE(w.scenario().inputs.migrationPhases.has_value());
    CHECK(*w.scenario().inputs.migrationPhases == engine::MigrationPhases{});
    const engine::MigrationPhases &ph = *w.scenario().inputs.migrationPhases;
    CHECK(ph.preparationWeeks == 4.0);
    CHECK(ph.decommissioningWeeks == 4.0);
    CHECK(ph.fallbackDays == 30.0);
    CHECK(w.scenario().inputs.migration.method == engine::MigrationMethod::Auto);
    const QJsonObject migration = w.inputsJson()[u"migration"_qs].toObject();
    CHECK(migration[u"method"_qs].toString() == u"auto"_qs);
    CHECK(migration[u"phases"_qs][u"fallback_days"_qs].toDouble() == 30.0);
    const engine::OptionResult &moved =
        w.wizard.document()->evaluation().option(engine::Option::OnPrem);
    REQUIRE(moved.migration.has_value());
    CHECK(moved.migration->goLiveMonth == 4);
    // 5 × 4 weeks = 140 days after go-live the commitments would be released.
    CHECK(moved.migration->boundsDays[5] == 140.0);
    CHECK(moved.transferMethod.has_value());
    const auto *moveText = gravity->findChild<QLabel *>(QStringLiteral("move_text"));
    CHECK(moveText->text().contains(QStringLiteral("Five phases")));
    CHECK_FALSE(scenariofile::validate(w.scenario()).has_value());

    // Unticked: the one-month move and the fixed method back; undo goes back to version 1.
    w.keys.press(move, Qt::Key_Space);
    CHECK_FALSE(w.scenario().inputs.migrationPhases.has_value());
    CHECK(w.scenario().inputs.migration.method == engine::MigrationMethod::Internet);
    undo->setIndex(before);
    CHECK(w.scenario().inputs.modelVersion == 1);
}
