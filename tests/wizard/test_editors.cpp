// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The factor editors on their own: what typing does to the scenario, undo, presets, figures.
#include "keyboard.h"
#include "testsupport.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "editors/assumptionseditor.h"
#include "editors/capitaleditor.h"
#include "editors/cloudeditor.h"
#include "editors/collapsiblesection.h"
#include "editors/datagravityeditor.h"
#include "editors/egresstierseditor.h"
#include "editors/expertiseeditor.h"
#include "editors/minicostcurve.h"
#include "editors/predictabilityeditor.h"
#include "editors/pricechangeseditor.h"
#include "editors/profilebars.h"
#include "editors/utilizationeditor.h"
#include "engine/costmodel.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace gda;
using namespace gda::ui;

namespace {

template <typename Editor> struct Shown
{
    ScenarioDocument document;
    Editor editor{&document};
    test::Keyboard keys{&editor};

    Shown()
    {
        editor.show();
        editor.activateWindow();
        REQUIRE(QTest::qWaitForWindowExposed(&editor));
    }
    const engine::Inputs &inputs() const { return document.scenario().inputs; }
    QLineEdit *type(const char *name, const QString &text)
    {
        return keys.type(&editor, QString::fromLatin1(name), text);
    }
};

} // namespace

TEST_CASE("wizard editors: hours per day times days per week gives the utilization")
{
    Shown<UtilizationEditor> s;
    s.type("hours_per_day", QStringLiteral("10"));
    s.type("days_per_week", QStringLiteral("5"));
    CHECK(test::closeTo(s.inputs().workload.utilization, 10.0 / 24.0 * 5.0 / 7.0));
    CHECK(UtilizationEditor::utilizationFor(12, 7) == 0.5);
    // The percentage field follows.
    CHECK(s.editor.numberField("inputs.workload.utilization")->lineEdit()->text() ==
          QStringLiteral("29.8"));

    // Typing the percentage moves the hours, keeping the days.
    s.type("inputs.workload.utilization", QStringLiteral("50"));
    CHECK(s.inputs().workload.utilization == 0.5);
    CHECK(s.editor.daysPerWeekField()->value() == 5.0);
    CHECK(test::closeTo(s.editor.hoursPerDayField()->value(), 16.8));

    // More hours than a day has is refused with its range.
    s.type("hours_per_day", QStringLiteral("25"));
    CHECK_FALSE(s.editor.isValid());
    CHECK(s.editor.hoursPerDayField()->errorText().contains(QStringLiteral("at most 24")));
    // "2" was valid on the way to "25"; the document keeps it.
    CHECK(s.inputs().workload.utilization == UtilizationEditor::utilizationFor(2, 5));
    s.type("hours_per_day", QStringLiteral("7"));
    CHECK(s.editor.isValid());
}

TEST_CASE("wizard editors: undo of an edit restores the value in the field")
{
    Shown<UtilizationEditor> s;
    QUndoStack *undo = s.document.undoStack();
    QLineEdit *edit = s.type("inputs.workload.utilization", QStringLiteral("55"));
    CHECK(s.inputs().workload.utilization == 0.55);
    // Typing "5" then "55" merged into one step.
    CHECK(undo->count() == 1);
    undo->undo();
    CHECK(s.inputs().workload.utilization == 0.7);
    CHECK(edit->text() == QStringLiteral("70.0"));
    undo->redo();
    CHECK(s.inputs().workload.utilization == 0.55);
    CHECK(edit->text() == QStringLiteral("55.0"));

    // Two fields are two steps.
    s.type("inputs.workload.gpus", QStringLiteral("16"));
    CHECK(undo->count() == 2);
    CHECK(undo->undoText() == QStringLiteral("Change GPUs needed"));
    undo->undo();
    CHECK(s.inputs().workload.gpus == 80); // the default (src/engine/inputs.h)
    CHECK(s.editor.numberField("inputs.workload.gpus")->lineEdit()->text() == QStringLiteral("80"));
}

TEST_CASE("wizard editors: an optional field is automatic until its box is unticked")
{
    Shown<UtilizationEditor> s;
    s.editor.setAdvancedVisible(true);
    NumberField *fleet = s.editor.numberField("inputs.onprem.gpus");
    CHECK_FALSE(fleet->isEnabled());
    CHECK(fleet->lineEdit()->text() == QStringLiteral("80")); // follows the workload
    auto *box = s.editor.findChild<QCheckBox *>(QStringLiteral("inputs.onprem.gpus/automatic"));
    s.keys.press(box, Qt::Key_Space);
    CHECK(s.inputs().onprem.gpus == 80);
    s.type("inputs.onprem.gpus", QStringLiteral("12"));
    CHECK(s.inputs().onprem.gpus == 12);
    s.keys.press(box, Qt::Key_Space);
    CHECK_FALSE(s.inputs().onprem.gpus.has_value());
}

TEST_CASE("wizard editors: the mini chart draws the three options and the break-even")
{
    Shown<UtilizationEditor> s;
    MiniCostCurve *chart = s.editor.chart();
    const auto &u = chart->utilizations();
    REQUIRE(u.size() == 50);
    CHECK(u.back() == 1.0);
    REQUIRE(chart->options().size() == s.document.evaluation().options.size());
    for (engine::Option option : chart->options()) {
        const auto &totals = chart->totals(option);
        REQUIRE(totals.size() == u.size());
        CHECK(test::closeTo(totals.back(), engine::tcoAtUtilization(s.inputs(), option, 1.0)));
    }
    CHECK(chart->breakEvenUtilization() == s.document.evaluation().breakEvenUtilization);
    // The break-even label has the decimals of every table and sentence (dutch-2.md, correction
    // 7: "break-even 32%" in the chart beside "32.2%" in the sentence under it).
    if (const auto breakEven = chart->breakEvenUtilization()) {
        const QString oneDecimal =
            format::percent(*breakEven, QLocale(), format::kBreakEvenUtilizationDecimals);
        CHECK(chart->accessibleDescription().contains(oneDecimal));
        CHECK(chart->breakEvenText() == QStringLiteral("break-even %1").arg(oneDecimal));
    }
    const QImage image = chart->grab().toImage();
    CHECK_FALSE(image.isNull());
    // Typing a new price redraws from the new scenario.
    const double before = chart->totals(engine::Option::Cloud).back();
    s.document.edit(QStringLiteral("price"),
                    [](Scenario &sc) { sc.inputs.cloud.onDemandPerGpuHour = 3.0; });
    CHECK(chart->totals(engine::Option::Cloud).back() < before);
}

TEST_CASE("wizard editors: presets set the monthly profile")
{
    using Preset = PredictabilityEditor::Preset;
    Shown<PredictabilityEditor> s;
    QComboBox *presets = s.editor.presetBox();
    REQUIRE(presets->currentIndex() == 0); // flat
    s.keys.press(presets, Qt::Key_Down);
    CHECK(s.inputs().workload.monthlyProfile ==
          PredictabilityEditor::presetProfile(Preset::Seasonal));
    QTest::keyClick(presets, Qt::Key_Down);
    CHECK(s.inputs().workload.monthlyProfile == PredictabilityEditor::presetProfile(Preset::Spiky));
    CHECK(s.editor.preview()->profile() == PredictabilityEditor::presetProfile(Preset::Spiky));
    CHECK(s.editor.monthField(2)->lineEdit()->text() == QStringLiteral("2.2"));
    QTest::keyClick(presets, Qt::Key_Down);
    CHECK(s.inputs().workload.monthlyProfile ==
          PredictabilityEditor::presetProfile(Preset::Growing));

    // Every preset averages 1.
    for (Preset preset : {Preset::Flat, Preset::Seasonal, Preset::Spiky, Preset::Growing}) {
        double sum = 0;
        for (double v : PredictabilityEditor::presetProfile(preset))
            sum += v;
        CHECK(test::closeTo(sum, 12.0));
    }

    // Editing one month makes it a custom profile; 0 is refused.
    s.type("inputs.workload.monthly_profile[0]", QStringLiteral("3"));
    CHECK(s.inputs().workload.monthlyProfile[0] == 3.0);
    CHECK(presets->currentText() == QStringLiteral("Custom"));
    s.type("inputs.workload.monthly_profile[1]", QStringLiteral("0"));
    CHECK_FALSE(s.editor.isValid());
    s.type("inputs.workload.monthly_profile[1]", QStringLiteral("1"));
    CHECK(s.editor.isValid());
}

TEST_CASE("wizard editors: the kind of workload shows the seeds' placement advice")
{
    using Type = PredictabilityEditor::WorkloadType;
    Shown<PredictabilityEditor> s;
    s.keys.press(s.editor.workloadTypeBox(), Qt::Key_Down);
    CHECK(PredictabilityEditor::workloadType(s.document.scenario()) == Type::Training);
    CHECK(s.document.scenario().extra.value(QStringLiteral("workload_type")).toString() ==
          QStringLiteral("training"));
    CHECK(PredictabilityEditor::placementAdvice(Type::Training)
              .contains(QStringLiteral("on-premise")));
    CHECK(PredictabilityEditor::placementAdvice(Type::DevelopmentTest)
              .contains(QStringLiteral("cloud")));
    // The kind survives saving and loading.
    const auto reloaded = scenariofile::parse(scenariofile::toCanonicalJson(s.document.scenario()));
    REQUIRE(std::holds_alternative<Scenario>(reloaded));
    CHECK(PredictabilityEditor::workloadType(std::get<Scenario>(reloaded)) == Type::Training);
}

TEST_CASE("wizard editors: expertise levels are chosen with the arrow keys")
{
    Shown<ExpertiseEditor> s;
    QRadioButton *some = s.editor.levelButton(engine::Expertise::Some);
    REQUIRE(some->isChecked());
    s.keys.press(some, Qt::Key_Down);
    CHECK(s.inputs().factors.expertise == engine::Expertise::HpcTeam);
    s.type("inputs.onprem.staff_per_year", QStringLiteral("250000"));
    CHECK(s.inputs().onprem.staffPerYear == 250000.0);
}

TEST_CASE("wizard editors: financing shows the terms of the chosen mode")
{
    Shown<CapitalEditor> s;
    NumberField *premium = s.editor.numberField("inputs.onprem.financing.lease_premium");
    CHECK_FALSE(premium->isVisible());
    s.keys.press(s.editor.financingBox(), Qt::Key_Down);
    CHECK(s.inputs().onprem.financing.mode == engine::FinancingMode::Lease);
    CHECK(premium->isVisible());
    s.type("inputs.onprem.financing.lease_premium", QStringLiteral("30"));
    CHECK(s.inputs().onprem.financing.leasePremium == 0.3);
}

TEST_CASE("wizard editors: transfer methods compared by cost and duration")
{
    Shown<DataGravityEditor> s;
    s.type("inputs.migration.data_tb", QStringLiteral("1000"));
    const engine::Inputs &in = s.inputs();
    using engine::MigrationMethod;
    // 1 PB over the internet at the AWS bands: 10×90 + 40×85 + 100×70 + 850×50 dollars.
    CHECK(test::closeTo(DataGravityEditor::transferCost(in, MigrationMethod::Internet), 53800.0));
    CHECK(
        test::closeTo(DataGravityEditor::transferCost(in, MigrationMethod::Snowball), 13 * 300.0));
    CHECK(test::closeTo(DataGravityEditor::transferCost(in, MigrationMethod::DirectConnect),
                        2 * 3600.0 + 1000 * 1000 * 0.02));
    // 1 Gbps moves 10.8 TB a day.
    CHECK(test::closeTo(DataGravityEditor::transferDays(in, MigrationMethod::Internet),
                        1000.0 / 10.8));
    CHECK(test::closeTo(DataGravityEditor::transferDays(in, MigrationMethod::Snowball),
                        80.0 / 10.8 + 7.0));
    CHECK(s.editor.comparisonCell(0, 1)->text() == QStringLiteral("€53,800"));
    CHECK(s.editor.comparisonCell(1, 2)->text() == QStringLiteral("about 2 weeks"));

    s.type("inputs.migration.stale_fraction", QStringLiteral("70"));
    CHECK(test::closeTo(DataGravityEditor::transferVolumeTb(s.inputs()), 300.0));
    s.keys.press(s.editor.methodBox(), Qt::Key_Down);
    CHECK(s.inputs().migration.method == MigrationMethod::Snowball);
    CHECK(s.editor.comparisonCell(1, 0)->text().contains(QStringLiteral("chosen")));
}

TEST_CASE("wizard editors: egress bands stay ascending")
{
    Shown<CloudEditor> s;
    s.editor.setAdvancedVisible(true);
    EgressTiersEditor *tiers = s.editor.egressTiers();
    REQUIRE(tiers->bandCount() == 4);
    s.type("inputs.cloud.egress_tiers[1][0]", QStringLiteral("5"));
    CHECK_FALSE(tiers->isValid());
    CHECK_FALSE(s.editor.isValid());
    CHECK(s.inputs().cloud.egressTiers == engine::awsEgressTiers());
    s.type("inputs.cloud.egress_tiers[1][0]", QStringLiteral("60"));
    CHECK(tiers->isValid());
    CHECK(s.inputs().cloud.egressTiers[1].upperTb == 60.0);
    s.type("inputs.cloud.egress_tiers[3][1]", QStringLiteral("0.04"));
    CHECK(s.inputs().cloud.egressTiers[3].pricePerGb == 0.04);
    auto *remove = tiers->findChild<QPushButton *>(QStringLiteral("egress_remove_band"));
    s.keys.press(remove, Qt::Key_Space);
    CHECK(s.inputs().cloud.egressTiers.size() == 3);
    s.document.undoStack()->undo();
    CHECK(tiers->bandCount() == 4);
}

TEST_CASE("wizard editors: dated cloud price changes are added, typed, checked and undone")
{
    // docs/methodology.md §4.7: a month and a percentage per change.
    Shown<CloudEditor> s;
    s.editor.setAdvancedVisible(true);
    PriceChangesEditor *changes = s.editor.priceChanges();
    REQUIRE(changes->changeCount() == 0);
    const double before = s.document.evaluation().option(engine::Option::Cloud).tco;
    QUndoStack *undo = s.document.undoStack();
    const int start = undo->index();
    auto *add = changes->findChild<QPushButton *>(QStringLiteral("price_change_add"));
    REQUIRE(add);
    s.keys.press(add, Qt::Key_Space);
    QCoreApplication::processEvents(); // the new row's fields show from the event loop
    REQUIRE(s.inputs().cloud.priceChanges.size() == 1);
    CHECK(s.inputs().cloud.priceChanges[0] == engine::PriceChange{13, 0.0}); // a year on, 0%
    s.type("inputs.cloud.price_changes[0].month", QStringLiteral("7"));
    s.type("inputs.cloud.price_changes[0].change", QStringLiteral("-44"));
    CHECK(s.inputs().cloud.priceChanges[0] == engine::PriceChange{7, -0.44});
    // The cut lowers the cloud option from month 7 on.
    CHECK(s.document.evaluation().option(engine::Option::Cloud).tco < before);
    // A cut of 95% is outside −90% … +1000%: the field and the editor are invalid, the scenario
    // keeps the last valid entry (−9%, typed on the way to −95) and never holds −95%.
    s.type("inputs.cloud.price_changes[0].change", QStringLiteral("-95"));
    CHECK_FALSE(changes->isValid());
    CHECK_FALSE(s.editor.isValid());
    CHECK(s.inputs().cloud.priceChanges[0].change == Approx(-0.09));
    s.type("inputs.cloud.price_changes[0].change", QStringLiteral("-44"));
    CHECK(changes->isValid());
    // The list's edits are one undo step, like the egress bands'.
    undo->undo();
    CHECK(undo->index() == start);
    CHECK(s.inputs().cloud.priceChanges.empty());
    CHECK(changes->changeCount() == 0);
    CHECK(s.document.evaluation().option(engine::Option::Cloud).tco == before);
    undo->redo();
    QCoreApplication::processEvents();
    CHECK(changes->changeCount() == 1);
    CHECK(s.inputs().cloud.priceChanges[0] == engine::PriceChange{7, -0.44});
    auto *remove = changes->findChild<QPushButton *>(QStringLiteral("price_change_remove"));
    s.keys.press(remove, Qt::Key_Space);
    CHECK(s.inputs().cloud.priceChanges.empty());
}

TEST_CASE("wizard editors: the assumptions view stacks every editor and reports validity")
{
    ScenarioDocument document;
    AssumptionsEditor assumptions(&document);
    assumptions.resize(800, 600);
    assumptions.show();
    REQUIRE(QTest::qWaitForWindowExposed(&assumptions));
    REQUIRE(assumptions.editors().size() == 9);
    CHECK(assumptions.isValid());
    QSignalSpy spy(&assumptions, &AssumptionsEditor::validityChanged);
    auto *utilization = assumptions.findChild<UtilizationEditor *>();
    NumberField *field = utilization->numberField("inputs.workload.utilization");
    field->lineEdit()->setText(QStringLiteral("130"));
    emit field->lineEdit()->textEdited(field->lineEdit()->text());
    CHECK_FALSE(assumptions.isValid());
    CHECK(spy.count() == 1);
    // The section with the invalid entry is open and says so.
    CollapsibleSection *section = assumptions.sections()[2];
    CHECK(section->isExpanded());
    CHECK(section->headerButton()->text().contains(QStringLiteral("needs attention")));
    // Every numeric input of the model has an editor.
    for (const inputs::Input &input : inputs::all()) {
        if (input.role != inputs::Role::Input || !input.isNumber())
            continue;
        int bound = 0;
        for (ScenarioEditor *editor : assumptions.editors())
            if (editor->numberField(input.path))
                ++bound;
        INFO(input.path);
        CHECK(bound >= 1);
    }
}

TEST_CASE("data gravity page of a version 2 scenario says the volume it prices, workloads' data "
          "included",
          "[editors]")
{
    // Issue 31: the page said "Volume to move: 200.0 TB" and priced 370 TB. By hand: 200 TB of
    // data to migrate + 170 TB of a workload that may run on-premise, nothing stale, no
    // compression = 370 TB.
    auto loaded = scenariofile::load(
        QStringLiteral(GDA_TEST_DATA_DIR "/examples-v2/three-workloads-shared-fleet.json"));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    Scenario scenario = std::get<Scenario>(loaded);
    scenario.inputs.migration.dataTb = 200.0;
    scenario.inputs.migration.staleFraction = 0.0;
    scenario.inputs.migration.compression = 0.0;
    for (engine::WorkloadInput &w : scenario.inputs.workloads)
        w.dataTb = 0.0;
    scenario.inputs.workloads[0].dataTb = 170.0;
    scenario.inputs.workloads[0].placement = engine::Placement::Auto;
    CHECK(test::closeTo(DataGravityEditor::transferVolumeTb(scenario.inputs), 370.0));
    CHECK(test::closeTo(engine::migrationVolume(scenario.inputs), 370.0));

    ScenarioDocument document;
    document.reset(scenario);
    DataGravityEditor editor(&document);
    bool said = false;
    for (const QLabel *label : editor.findChildren<QLabel *>())
        said = said || label->text().startsWith(
                           QStringLiteral("Volume to move: 370.0 TB (200.0 TB of data to migrate "
                                          "and 170.0 TB of the workloads"));
    CHECK(said);
}
