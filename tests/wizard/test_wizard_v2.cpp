// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The wizard's version 2 questions (cost-model-v2.md §1): when a workload runs, whether it can
// wait or be interrupted, and "Add a workload" with the seeds' kinds; the scenario it produces and
// the advice its result page shows.
#include "keyboard.h"
#include "testsupport.h"

#include "assessment/assessment.h"
#include "core/languagemanager.h"
#include "core/optiontable.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "core/texts.h"
#include "editors/numberfield.h"
#include "editors/predictabilityeditor.h"
#include "editors/workloadseditor.h"
#include "engine/advice.h"
#include "engine/costmodel.h"
#include "engine/decision.h"
#include "scenario/scenariofile.h"
#include "wizard/decisionwizard.h"
#include "wizard/editorpage.h"
#include "wizard/resultpage.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <cmath>

using namespace gda;
using namespace gda::ui;
using engine::WorkloadKind;
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

    QWidget *page() const { return wizard.currentPage(); }
    const Scenario &scenario() const { return wizard.document()->scenario(); }

    void pressNext(Page expected)
    {
        REQUIRE(wizard.button(QWizard::NextButton)->isEnabled());
        keys.pressOnFocus(Qt::Key_Return);
        REQUIRE(wizard.currentId() == expected);
    }

    void type(const char *name, const QString &text)
    {
        keys.type(page(), QString::fromLatin1(name), text);
    }

    // The "Add a workload" menu's entry for `kind`, chosen.
    void add(WorkloadKind kind)
    {
        WorkloadsEditor *editor = wizard.workloadsEditor();
        REQUIRE(editor->addButton()->isEnabled());
        for (QAction *action : editor->addButton()->menu()->actions())
            if (action->data().toInt() == int(kind)) {
                action->trigger();
                return;
            }
        FAIL("no menu entry for the kind");
    }
};

QJsonObject workloadJson(const Scenario &s, int i)
{
    const QJsonObject inputs = scenariofile::toJson(s).value(QStringLiteral("inputs")).toObject();
    return inputs.value(QStringLiteral("workloads")).toArray().at(i).toObject();
}

} // namespace

TEST_CASE("wizard v2: one workload without a time pattern stays a version 1 scenario")
{
    ShownWizard w;
    w.pressNext(Page::UtilizationPageId);
    w.type("hours_per_day", QStringLiteral("14"));
    w.type("days_per_week", QStringLiteral("6"));
    // u = 14 / 24 × 6 / 7 = 0.5; the start hour, "can wait" (yes) and "may be interrupted" (no)
    // are shown as version 1 has them and not touched.
    CHECK(w.scenario().inputs.workload.utilization == Approx(0.5).epsilon(1e-12));
    WorkloadsEditor *editor = w.wizard.workloadsEditor();
    CHECK(editor->startHourField()->isVisible());
    CHECK(editor->shiftableBox()->isChecked());
    CHECK_FALSE(editor->interruptibleBox()->isChecked());
    CHECK_FALSE(editor->list()->isVisible());
    for (Page p : {Page::PredictabilityPageId, Page::ExpertisePageId, Page::CapitalPageId,
                   Page::DataGravityPageId, Page::ResultPageId})
        w.pressNext(p);
    CHECK(w.scenario().inputs.modelVersion == 1);
    CHECK(w.scenario().inputs.workloads.empty());
    CHECK(w.wizard.document()->evaluation().options.size() == 3);
}

TEST_CASE("wizard v2: a start hour and work that cannot wait make the workload version 2, undo "
          "goes back")
{
    ShownWizard w;
    w.pressNext(Page::UtilizationPageId);
    w.type("hours_per_day", QStringLiteral("14"));
    w.type("days_per_week", QStringLiteral("6"));
    QUndoStack *undo = w.wizard.document()->undoStack();
    const int before = undo->index();
    REQUIRE(w.scenario().inputs.modelVersion == 1);

    w.type("start_hour", QStringLiteral("7"));
    REQUIRE(w.scenario().inputs.modelVersion == 2);
    REQUIRE(w.scenario().inputs.workloads.size() == 1);
    WorkloadsEditor *editor = w.wizard.workloadsEditor();
    w.keys.press(editor->shiftableBox(), Qt::Key_Space);
    REQUIRE_FALSE(editor->shiftableBox()->isChecked());

    // The day pattern of the utilization page, from 07:00, that must run at once: 80 GPUs (the
    // default) from 07:00 to 21:00, Monday to Saturday.
    const engine::WorkloadInput &first = w.scenario().inputs.workloads.front();
    CHECK_FALSE(first.utilization.has_value());
    CHECK(first.gpus == 80);
    CHECK(first.hoursPerDay == 14.0);
    CHECK(first.daysPerWeek == 6);
    CHECK(first.startHour == 7);
    CHECK(first.shiftable == false);
    CHECK(first.interruptible == false);
    const QJsonObject json = workloadJson(w.scenario(), 0);
    CHECK(json.value(QStringLiteral("hours_per_day")).toDouble() == 14.0);
    CHECK(json.value(QStringLiteral("days_per_week")).toInt() == 6);
    CHECK(json.value(QStringLiteral("start_hour")).toInt() == 7);
    CHECK(json.value(QStringLiteral("shiftable")).toBool(true) == false);
    CHECK_FALSE(json.contains(QStringLiteral("utilization")));
    CHECK_FALSE(scenariofile::validate(w.scenario()).has_value());
    // The fleets are sized by version 2's rules (nothing fixed in version 1 was carried over).
    CHECK_FALSE(w.scenario().inputs.onpremV2.purchases.has_value());
    CHECK_FALSE(w.scenario().inputs.hybrid.purchases.has_value());
    // Version 2 has four options; the version 1 rows of the page step aside.
    CHECK(w.wizard.document()->evaluation().options.size() == 4);
    CHECK_FALSE(w.page()->findChild<QLineEdit *>(QStringLiteral("hours_per_day"))->isVisible());
    CHECK(editor->hoursField()->isVisible());

    // May it be interrupted: a share on spot becomes possible; "no" takes the share back to 0.
    w.keys.press(editor->interruptibleBox(), Qt::Key_Space);
    CHECK(w.scenario().inputs.workloads.front().interruptible == true);
    w.type("spot_fraction", QStringLiteral("50"));
    CHECK(w.scenario().inputs.workloads.front().cloud.spotFraction == 0.5);
    w.keys.press(editor->interruptibleBox(), Qt::Key_Space);
    CHECK(w.scenario().inputs.workloads.front().interruptible == false);
    CHECK(w.scenario().inputs.workloads.front().cloud.spotFraction == 0.0);
    CHECK_FALSE(scenariofile::validate(w.scenario()).has_value());

    undo->setIndex(before);
    CHECK(w.scenario().inputs.modelVersion == 1);
    CHECK(w.scenario().inputs.workload.utilization == Approx(0.5).epsilon(1e-12));
    CHECK(w.page()->findChild<QLineEdit *>(QStringLiteral("hours_per_day"))->isVisible());
}

TEST_CASE("wizard v2: add an inference and a training workload, the scenario and the advice")
{
    ShownWizard w;
    DecisionWizard &wizard = w.wizard;
    w.type("inputs.workload.gpus", QStringLiteral("16"));
    w.pressNext(Page::UtilizationPageId);
    w.type("hours_per_day", QStringLiteral("24"));
    w.type("days_per_week", QStringLiteral("7"));
    REQUIRE(w.scenario().inputs.workload.utilization == 1.0);

    WorkloadsEditor *editor = wizard.workloadsEditor();
    w.add(WorkloadKind::Inference);
    REQUIRE(w.scenario().inputs.modelVersion == 2);
    REQUIRE(w.scenario().inputs.workloads.size() == 2);
    CHECK(editor->currentWorkload() == 1);
    CHECK(editor->list()->count() == 2);
    // The kind's defaults say where they come from (seed: hybrid-cloud article).
    CHECK(editor->sourceLabel()->isVisible());
    CHECK(editor->sourceLabel()->text().contains(
        QStringLiteral("Inference with variable demand suits the cloud.")));
    CHECK(editor->hoursField()->value() == 12.0);
    CHECK(editor->startHourField()->value() == 8.0);
    CHECK_FALSE(editor->shiftableBox()->isChecked());
    CHECK_FALSE(editor->interruptibleBox()->isChecked());

    w.add(WorkloadKind::Training);
    REQUIRE(w.scenario().inputs.workloads.size() == 3);
    CHECK(editor->currentWorkload() == 2);
    CHECK(editor->sourceLabel()->text().contains(QStringLiteral("belong on-premise")));
    CHECK(editor->shiftableBox()->isChecked());
    CHECK(editor->interruptibleBox()->isChecked());
    // The first workload: the utilization page's 16 GPUs round the clock.
    const engine::WorkloadInput &first = w.scenario().inputs.workloads.front();
    CHECK(first.gpus == 16);
    CHECK_FALSE(first.utilization.has_value());
    CHECK(first.hoursPerDay == 24.0);
    CHECK(first.daysPerWeek == 7);

    // Back to the inference workload in the list; the predictability page follows it.
    editor->list()->setCurrentRow(1);
    CHECK(editor->currentWorkload() == 1);
    CHECK(editor->gpusField()->value() == 8.0);
    w.pressNext(Page::PredictabilityPageId);
    auto *predictability = w.page()->findChild<PredictabilityEditor *>();
    REQUIRE(predictability);
    CHECK(predictability->workloadBox()->isVisible());
    CHECK(predictability->workloadBox()->count() == 3);
    CHECK(predictability->workloadBox()->currentIndex() == 1);
    CHECK(predictability->presetBox()->currentIndex() == 1); // inference: seasonal
    w.keys.press(predictability->presetBox(), Qt::Key_Down); // → spiky
    const auto spiky = PredictabilityEditor::presetProfile(PredictabilityEditor::Preset::Spiky);
    const auto flat = PredictabilityEditor::presetProfile(PredictabilityEditor::Preset::Flat);
    CHECK(w.scenario().inputs.workloads[1].monthlyProfile == spiky);
    CHECK(w.scenario().inputs.workloads[0].monthlyProfile == flat);
    CHECK(w.scenario().inputs.workloads[2].monthlyProfile == flat);

    for (Page p :
         {Page::ExpertisePageId, Page::CapitalPageId, Page::DataGravityPageId, Page::ResultPageId})
        w.pressNext(p);

    // The matrix over the three workloads, by hand. GPU-hours are N × H × u per month (profiles
    // average 1, no growth): 16 × 1 : 8 × 0.5 : 8 × 1 = 16 : 4 : 8.
    //   ū = (1 × 16 + 0.5 × 4 + 1 × 8) / 28 = 26 / 28;
    //   spiky: mean (9 × 0.6 + 2.2 + 2.4 + 2.0) / 12 = 1, variance (9 × 0.16 + 1.44 + 1.96 + 1)
    //   / 12 = 5.84 / 12; the others are flat (CV 0): CV = √(5.84 / 12) × 4 / 28.
    const auto &decision = wizard.document()->decision();
    REQUIRE(decision);
    const auto &u =
        std::get<engine::UtilizationReason>(decision->score(engine::Factor::Utilization).reason);
    CHECK(u.utilization == Approx(26.0 / 28.0).epsilon(1e-12));
    const auto &p = std::get<engine::PredictabilityReason>(
        decision->score(engine::Factor::Predictability).reason);
    CHECK(p.profileVariation == Approx(std::sqrt(5.84 / 12.0) * 4.0 / 28.0).epsilon(1e-12));

    // The result page: four options, multi-cloud among them, and the engine's advice.
    ResultPage *result = wizard.resultPage();
    const engine::Evaluation &evaluation = wizard.document()->evaluation();
    REQUIRE(evaluation.options.size() == 4);
    auto *multicloud = result->findChild<QLabel *>(QStringLiteral("cost_per_gpu_hour_multicloud"));
    REQUIRE(multicloud);
    CHECK_FALSE(multicloud->text().isEmpty());
    CHECK(result->totalsLabel()->text().contains(optionLabel(engine::Option::MultiCloud)));
    CHECK_FALSE(result->recommendationLabel()->text().isEmpty());

    wizard.button(QWizard::FinishButton)->click();
    REQUIRE(wizard.result() == QDialog::Accepted);
    const Scenario taken = wizard.takeScenario();

    // The scenario file: version 2, three workloads with their kinds, times and answers.
    const QJsonObject file = scenariofile::toJson(taken);
    CHECK(file.value(QStringLiteral("version")).toInt() == 2);
    const QJsonObject inputs = file.value(QStringLiteral("inputs")).toObject();
    CHECK_FALSE(inputs.contains(QStringLiteral("workload")));
    REQUIRE(inputs.value(QStringLiteral("workloads")).toArray().size() == 3);
    const QJsonObject inference = workloadJson(taken, 1);
    CHECK(inference.value(QStringLiteral("name")).toString() == QStringLiteral("Inference 2"));
    CHECK(inference.value(QStringLiteral("kind")).toString() == QStringLiteral("inference"));
    CHECK(inference.value(QStringLiteral("gpus")).toInt() == 8);
    CHECK(inference.value(QStringLiteral("hours_per_day")).toDouble() == 12.0);
    CHECK(inference.value(QStringLiteral("days_per_week")).toInt() == 7);
    CHECK(inference.value(QStringLiteral("start_hour")).toInt() == 8);
    CHECK(inference.value(QStringLiteral("shiftable")).toBool(true) == false);
    CHECK(inference.value(QStringLiteral("interruptible")).toBool(true) == false);
    CHECK(inference.value(QStringLiteral("monthly_profile")).toArray().at(2).toDouble() == 2.2);
    const QJsonObject training = workloadJson(taken, 2);
    CHECK(training.value(QStringLiteral("kind")).toString() == QStringLiteral("training"));
    CHECK(training.value(QStringLiteral("hours_per_day")).toDouble() == 24.0);
    CHECK(training.value(QStringLiteral("shiftable")).toBool(false) == true);
    CHECK(training.value(QStringLiteral("interruptible")).toBool(false) == true);

    // It reads back through the strict reader and gives the advice the page showed.
    const scenariofile::Result read = scenariofile::parse(scenariofile::toCanonicalJson(taken));
    REQUIRE(std::holds_alternative<Scenario>(read));
    const Scenario &reread = std::get<Scenario>(read);
    // (the version 1-only fields the wizard kept in memory are not part of a version 2 file)
    CHECK(reread.inputs.workloads == taken.inputs.workloads);
    CHECK(scenariofile::toJson(reread) == file);
    // The file's answer as `evaluate` gives it (the one way in: the catalog's offers resolved):
    // the page showed the same (issue 31: it once said "Hybrid" where evaluate said
    // "Multi-cloud").
    const auto assessed = assessment::assess(reread);
    REQUIRE(std::holds_alternative<assessment::Assessment>(assessed));
    const auto &advice = std::get<assessment::Assessment>(assessed).advice;
    REQUIRE(advice);
    CHECK(result->recommendationLabel()->text() == texts::adviceTitle(*advice));
}

TEST_CASE("wizard v2: each kind's defaults follow the seeds")
{
    // Training and batch queue and checkpoint; inference and development run when asked.
    struct Row
    {
        WorkloadKind kind;
        double hours;
        int days;
        int start;
        bool queued;
        const char *quote;
    };
    const Row rows[] = {
        {WorkloadKind::Training, 24, 7, 0, true, "belong on-premise"},
        {WorkloadKind::Inference, 12, 7, 8, false,
         "Inference with variable demand suits the cloud"},
        {WorkloadKind::Batch, 8, 7, 22, true, "cheapest available capacity"},
        {WorkloadKind::Development, 10, 5, 8, false, "benefit from cloud elasticity"},
    };
    REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("en")));
    for (const Row &r : rows) {
        const engine::WorkloadInput w = WorkloadsEditor::workloadOfKind(r.kind, 2);
        INFO(int(r.kind));
        CHECK(w.kind == r.kind);
        CHECK(w.gpus == 8);
        CHECK(w.hoursPerDay == r.hours);
        CHECK(w.daysPerWeek == r.days);
        CHECK(w.startHour == r.start);
        CHECK(w.shiftable == r.queued);
        CHECK(w.interruptible == r.queued);
        CHECK(WorkloadsEditor::kindDefaultsSource(r.kind).contains(QLatin1String(r.quote)));
        CHECK(WorkloadsEditor::kindDefaultsSource(r.kind).contains(QLatin1String("article")));
    }
}

TEST_CASE("wizard v2: removing a workload keeps the others, the last one cannot go")
{
    ShownWizard w;
    w.pressNext(Page::UtilizationPageId);
    WorkloadsEditor *editor = w.wizard.workloadsEditor();
    w.add(WorkloadKind::Batch);
    w.add(WorkloadKind::Development);
    REQUIRE(w.scenario().inputs.workloads.size() == 3);
    editor->list()->setCurrentRow(1);
    w.keys.press(editor->removeButton(), Qt::Key_Space);
    REQUIRE(w.scenario().inputs.workloads.size() == 2);
    CHECK(w.scenario().inputs.workloads[1].kind == WorkloadKind::Development);
    CHECK(editor->currentWorkload() == 0);
    w.keys.press(editor->removeButton(), Qt::Key_Space);
    REQUIRE(w.scenario().inputs.workloads.size() == 1);
    CHECK_FALSE(editor->removeButton()->isEnabled());
    CHECK_FALSE(scenariofile::validate(w.scenario()).has_value());
}

TEST_CASE("wizard v2: a workload kept in the cloud is never served by the fleet, one that "
          "starts in month 13 has no demand before it")
{
    // Issue 40 item 1: where it may run and when it starts, asked per workload in the wizard.
    ShownWizard w;
    DecisionWizard &wizard = w.wizard;
    w.type("inputs.workload.gpus", QStringLiteral("16"));
    w.pressNext(Page::UtilizationPageId);
    w.type("hours_per_day", QStringLiteral("24"));
    w.type("days_per_week", QStringLiteral("7"));
    WorkloadsEditor *editor = wizard.workloadsEditor();
    w.add(WorkloadKind::Inference); // the second workload, selected
    REQUIRE(w.scenario().inputs.workloads.size() == 2);
    REQUIRE(editor->currentWorkload() == 1);

    // The choice and its consequence in one line.
    QComboBox *placement = editor->placementBox();
    REQUIRE(placement->isVisible());
    CHECK(editor->placementNote()->text() ==
          QStringLiteral("Wherever it costs least: on the fleet when it has room, else in the "
                         "cloud."));
    placement->setFocus();
    const int cloudOnly = placement->findData(int(engine::Placement::Cloud));
    REQUIRE(cloudOnly >= 0);
    placement->setCurrentIndex(cloudOnly);
    emit placement->activated(cloudOnly);
    CHECK(w.scenario().inputs.workloads[1].placement == engine::Placement::Cloud);
    CHECK(editor->placementNote()->text() ==
          QStringLiteral("Kept in the cloud: the fleet never serves it."));
    w.type("workload_start_month", QStringLiteral("13"));
    CHECK(w.scenario().inputs.workloads[1].startMonth == 13);
    CHECK_FALSE(scenariofile::validate(w.scenario()).has_value());
    // The file says so.
    const QJsonObject json = workloadJson(w.scenario(), 1);
    CHECK(json.value(QStringLiteral("placement")).toString() == QLatin1String("cloud"));
    CHECK(json.value(QStringLiteral("start_month")).toInt() == 13);

    // Through to the evaluation: the hybrid's fleet never serves it; in the cloud option it has
    // no hours before month 13 and has them from then on.
    auto assessed = assessment::assess(w.scenario());
    REQUIRE(std::holds_alternative<assessment::Assessment>(assessed));
    const engine::Evaluation &e = std::get<assessment::Assessment>(assessed).evaluation;
    const engine::WorkloadResult &hybrid = e.option(engine::Option::Hybrid).workloads.at(1);
    for (const double served : hybrid.servedOnprem)
        CHECK(served == 0.0);
    const engine::WorkloadResult &cloud = e.option(engine::Option::Cloud).workloads.at(1);
    for (std::size_t m = 0; m < 12; ++m)
        CHECK(cloud.onDemandHours[m] + cloud.reservedHours[m] + cloud.spotHours[m] == 0.0);
    CHECK(cloud.onDemandHours[12] + cloud.reservedHours[12] + cloud.spotHours[12] > 0.0);
    // The first workload may still use the fleet.
    const engine::WorkloadResult &first = e.option(engine::Option::Hybrid).workloads.at(0);
    double served = 0.0;
    for (const double h : first.servedOnprem)
        served += h;
    CHECK(served > 0.0);
}

TEST_CASE("wizard v2: the workloads editor's fields are the registry's workloads rows")
{
    // Every field of the editor is generated from its row of inputs.workloads[]: the label, the
    // valid range (and so the message an invalid entry gets), the unit and the hint. A row's
    // range changed in the registry changes the field; nothing is written twice.
    ShownWizard w;
    w.pressNext(Page::UtilizationPageId);
    w.add(WorkloadKind::Inference);
    WorkloadsEditor *editor = w.wizard.workloadsEditor();
    const std::pair<const char *, const char *> fields[] = {
        {"workload_gpus", "inputs.workloads[].gpus"},
        {"workload_hours_per_day", "inputs.workloads[].hours_per_day"},
        {"workload_days_per_week", "inputs.workloads[].days_per_week"},
        {"start_hour", "inputs.workloads[].start_hour"},
        {"workload_start_month", "inputs.workloads[].start_month"},
        {"workload_end_month", "inputs.workloads[].end_month"},
        {"spot_fraction", "inputs.workloads[].cloud.spot_fraction"},
        {"workload_data_tb", "inputs.workloads[].data_tb"}};
    for (const auto &[name, path] : fields) {
        INFO(path);
        const inputs::Input &input = inputs::at(path);
        const auto *field = editor->findChild<NumberField *>(QLatin1String(name));
        REQUIRE(field);
        CHECK(field->range().min == input.range.min);
        CHECK(field->range().max == input.range.max);
        CHECK(field->range().minOpen == input.range.minOpen);
        CHECK(field->range().whole == input.range.whole);
        CHECK(field->kind() == ScenarioEditor::kindOf(input));
        CHECK(field->lineEdit()->accessibleName() == inputs::label(input));
        CHECK(field->lineEdit()->accessibleDescription() == inputs::hint(input));
        const auto *label =
            editor->findChild<QLabel *>(QLatin1String(path) + QStringLiteral("/label"));
        REQUIRE(label);
        CHECK(label->text() == inputs::label(input));
    }
    // An entry outside the row's range is refused with the range the registry gives: the days
    // of a week are 1 to 7.
    auto *days = editor->findChild<NumberField *>(QStringLiteral("workload_days_per_week"));
    w.type("workload_days_per_week", QStringLiteral("8"));
    CHECK_FALSE(days->isValid());
    CHECK(days->errorText().contains(days->rangeText()));
    CHECK(days->rangeText().contains(QLatin1String("7")));
    // The choices of the kind and the placement are the rows' choices, with their labels.
    const inputs::Input &placement = inputs::at("inputs.workloads[].placement");
    auto *combo = editor->findChild<QComboBox *>(QStringLiteral("workload_placement"));
    REQUIRE(combo->count() == int(placement.choices.size()));
    for (int i = 0; i < combo->count(); ++i)
        CHECK(combo->itemText(i) == inputs::choiceLabel(placement, combo->itemData(i).toInt()));
    const inputs::Input &kind = inputs::at("inputs.workloads[].kind");
    CHECK(editor->addButton()->menu()->actions().size() == int(kind.choices.size()));
}

TEST_CASE("wizard v2: a workload added keeps staff that scales with the fleet, by expertise",
          "[wizard][defaults]")
{
    // docs/methodology.md §8.2: a version 2 scenario made in the app gets staff that scales,
    // max(minimum team, GPUs owned / 250 × $185,000), as onprem.staff_scaling; euro at 1.16.
    ShownWizard w;
    REQUIRE(w.scenario().currency == Currency::EUR);
    w.type("inputs.workload.gpus", QStringLiteral("400"));
    // Version 1, some experience: max(185,000, 400 / 250 × 185,000 = 296,000) = 296,000.
    CHECK(w.scenario().inputs.onprem.staffPerYear == Approx(296000.0 / 1.16));
    w.pressNext(Page::UtilizationPageId);
    w.type("hours_per_day", QStringLiteral("24"));
    w.type("days_per_week", QStringLiteral("7"));
    w.add(WorkloadKind::Inference); // 8 GPUs from 08:00 to 20:00: version 2
    REQUIRE(w.scenario().inputs.modelVersion == 2);
    const engine::Inputs &in = w.scenario().inputs;
    REQUIRE(in.onpremV2.staffScaling.has_value());
    CHECK(in.onprem.staffPerYear == 0.0);
    CHECK(in.onpremV2.staffScaling->gpusPerFte == 250.0);
    CHECK(in.onpremV2.staffScaling->costPerFteYear == Approx(185000.0 / 1.16));
    CHECK(in.onpremV2.staffScaling->minFte == 1.0); // one specialist
    CHECK_FALSE(scenariofile::validate(w.scenario()).has_value());

    // The evaluation: the on-premise fleet is the peak, 400 + 8 = 408 GPUs, owned from month 1:
    // 408 / 250 = 1.632 FTE × 159,482.76 a year = 260,275.86 a year, every year of the horizon.
    const double years = in.horizonYears;
    const engine::OptionResult &onprem =
        w.wizard.document()->evaluation().option(engine::Option::OnPrem);
    REQUIRE(onprem.onpremGpus == 408);
    CHECK(onprem.category(engine::Category::Staff) ==
          Approx(408.0 / 250.0 * 185000.0 / 1.16 * years));

    // Without GPU experience the minimum team is the seed's $500,000 (2.7027 FTE): it is more
    // than the 1.632 FTE the fleet needs.
    for (Page p : {Page::PredictabilityPageId, Page::ExpertisePageId})
        w.pressNext(p);
    auto *none = w.page()->findChild<QRadioButton *>(QStringLiteral("expertise_none"));
    REQUIRE(none);
    none->click();
    REQUIRE(w.scenario().inputs.factors.expertise == engine::Expertise::None);
    CHECK(w.scenario().inputs.onpremV2.staffScaling->minFte == Approx(500000.0 / 185000.0));
    CHECK(w.wizard.document()
              ->evaluation()
              .option(engine::Option::OnPrem)
              .category(engine::Category::Staff) == Approx(500000.0 / 1.16 * years));
    // With an HPC team no minimum: the fleet's 1.632 FTE again.
    auto *hpc = w.page()->findChild<QRadioButton *>(QStringLiteral("expertise_hpc"));
    REQUIRE(hpc);
    hpc->click();
    CHECK(w.scenario().inputs.onpremV2.staffScaling->minFte == 0.0);
    CHECK(w.wizard.document()
              ->evaluation()
              .option(engine::Option::OnPrem)
              .category(engine::Category::Staff) ==
          Approx(408.0 / 250.0 * 185000.0 / 1.16 * years));
    // A staff cost the user types stays: the expertise no longer moves it.
    w.wizard.document()->edit(QStringLiteral("type"), [](Scenario &x) {
        x.inputs.onpremV2.staffScaling->costPerFteYear = 150000.0;
    });
    none->click();
    CHECK(w.scenario().inputs.onpremV2.staffScaling->costPerFteYear == 150000.0);
    CHECK(w.scenario().inputs.onpremV2.staffScaling->minFte == 0.0);
}
