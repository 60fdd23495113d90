// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window offscreen: a real store file, real widgets, keyboard and model interaction.
#include "assessment/assessment.h"
#include "assessment/summarize.h"
#include "catalog/catalogfile.h"
#include "charts/comparechart.h"
#include "core/format.h"
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "core/texts.h"
#include "editors/catalogofferpicker.h"
#include "engine/costmodel.h"
#include "scenario/comparison.h"
#include "scenario/scenariofile.h"
#include "store/sqlitelibrary.h"
#include "testsupport.h"
#include "views/comparedialog.h"
#include "views/conflictdialog.h"
#include "views/dashboard.h"
#include "views/draftkeeper.h"
#include "views/librarymodel.h"
#include "views/librarypanel.h"
#include "views/mainwindow.h"
#include "views/preferencesdialog.h"

#include <catch2/catch.hpp>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <QTreeView>
#include <sys/mount.h>
#include <unistd.h>

#include <algorithm>

using namespace gda;
using namespace gda::ui;

namespace {

const char *kExamples[] = {"seed-80xh100-on-demand", "seed-80xh100-reserved", "lease-lead-snowball",
                           "low-utilization-stays-cloud"};

// A library with the worked examples, settings in a temporary INI, and the window on top.
struct Fixture
{
    QTemporaryDir dir;
    store::SqliteLibrary store;
    std::unique_ptr<Settings> settings;
    QList<store::ScenarioId> ids;

    Fixture()
    {
        REQUIRE(dir.isValid());
        store.setSummarizer(summarize);
        REQUIRE(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
        settings = std::make_unique<Settings>(dir.filePath(QStringLiteral("settings.ini")));
        QStringList paths;
        for (const char *name : kExamples)
            paths << test::dataPath(QStringLiteral("examples/%1.json").arg(QLatin1String(name)));
        auto imported = store.importFiles(paths);
        REQUIRE(imported.ok());
        ids = *imported;
        QFile::remove(DraftKeeper::defaultPath());
    }
};

// Clicks `button` of the next modal message box as soon as it appears; its text goes to `text`.
void answerNextMessageBox(QMessageBox::StandardButton button, QString *text = nullptr)
{
    QTimer::singleShot(0, [button, text] {
        for (int attempt = 0; attempt < 200; ++attempt) {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                if (text)
                    *text = box->text();
                box->button(button)->click();
                return;
            }
            QTest::qWait(10);
        }
    });
}

Scenario example(const char *name)
{
    auto loaded = scenariofile::load(
        test::dataPath(QStringLiteral("examples/%1.json").arg(QLatin1String(name))));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    return std::get<Scenario>(loaded);
}

} // namespace

TEST_CASE("the library model passes Qt's model tester and groups scenarios by client", "[views]")
{
    Fixture f;
    LibraryModel model(&f.store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.refresh();
    CHECK(model.scenarioCount() == 4);
    // The examples name three clients: Example Inc., Seed example (2), Voorbeeld BV.
    CHECK(model.rowCount() == 3);
    const QModelIndex seedClient = model.index(1, 0);
    CHECK(model.data(seedClient).toString().startsWith(QStringLiteral("Seed example")));
    CHECK(model.rowCount(seedClient) == 2);
    const QModelIndex first = model.index(0, 0, seedClient);
    CHECK(model.record(first).has_value());

    // The columns are the advice's (decision-rules §2a). low-utilization-stays-cloud
    // (expected.json): cloud $179,395.20 against on-premise $2,667,992.10, and owning never
    // pays: the advice is the cloud, the reference, so no savings are shown.
    const QModelIndex exampleClient = model.index(0, 0);
    REQUIRE(model.data(exampleClient).toString().startsWith(QStringLiteral("Example Inc.")));
    CHECK(model.data(model.index(0, LibraryModel::Recommendation, exampleClient)).toString() ==
          QStringLiteral("Cloud"));
    CHECK(model.data(model.index(0, LibraryModel::Savings, exampleClient)).toString().isEmpty());
    // The seed examples: on-premise, 80 GPUs; seed-80xh100-on-demand (expected.json) saves
    // (46,522,368 − 8,356,176) / 46,522,368 = 82.0% of the cloud's total (one decimal, as the
    // dashboard head and the report print it).
    bool seen = false;
    for (int row = 0; row < model.rowCount(seedClient); ++row) {
        const QModelIndex name = model.index(row, LibraryModel::Name, seedClient);
        CHECK(model.data(model.index(row, LibraryModel::Recommendation, seedClient)).toString() ==
              QStringLiteral("On-premise"));
        if (!model.data(name).toString().contains(QStringLiteral("on demand")))
            continue;
        seen = true;
        const QModelIndex savings = model.index(row, LibraryModel::Savings, seedClient);
        CHECK(model.data(savings).toString() == QStringLiteral("82.0%"));
        CHECK(model.data(savings, Qt::ToolTipRole).toString() ==
              QStringLiteral("On-premise costs 82.0% less than the cloud over the horizon."));
    }
    CHECK(seen);
}

TEST_CASE("library search filters the list as you type", "[views]")
{
    Fixture f;
    MainWindow window(&f.store, f.settings.get());
    window.show();
    LibraryPanel *library = window.library();
    CHECK(library->model()->scenarioCount() == 4);
    QTest::keyClicks(library->searchField(), QStringLiteral("snowball"));
    CHECK(library->model()->scenarioCount() == 1);
    library->searchField()->clear();
    QTest::keyClicks(library->searchField(), QStringLiteral("seed example"));
    CHECK(library->model()->scenarioCount() == 2);
    library->searchField()->clear();
    CHECK(library->model()->scenarioCount() == 4);
}

TEST_CASE("opening, duplicating and deleting from the library", "[views]")
{
    Fixture f;
    MainWindow window(&f.store, f.settings.get());
    window.show();
    LibraryPanel *library = window.library();

    // Open by activating the row (Enter), as a user does.
    library->select(f.ids[2]);
    QTest::keyClick(library->view(), Qt::Key_Return);
    REQUIRE(window.document()->storeId() == f.ids[2]);
    CHECK(window.document()->scenario().name == example("lease-lead-snowball").name);
    CHECK(window.dashboard()->headlineText().contains(QStringLiteral("Recommendation")));

    // Duplicate: a new scenario appears, selected, with " (copy)"-style name from the store.
    REQUIRE(library->duplicateSelected());
    CHECK(library->model()->scenarioCount() == 5);
    const auto copyIds = library->selectedIds();
    REQUIRE(copyIds.size() == 1);
    CHECK(copyIds.first() != f.ids[2]);

    // Delete moves it to the trash: gone from the list, restorable.
    REQUIRE(library->deleteSelected());
    CHECK(library->model()->scenarioCount() == 4);
    auto trash = f.store.list({std::nullopt, {}, {}, store::ListFilter::Trash::Only});
    REQUIRE(trash.ok());
    REQUIRE(trash->size() == 1);
    CHECK(trash->first().id == copyIds.first());
}

TEST_CASE("undo and redo of an edit, and the unsaved marker in the title", "[views]")
{
    Fixture f;
    MainWindow window(&f.store, f.settings.get());
    window.show();
    REQUIRE(window.openFromLibrary(f.ids[0]));
    ScenarioDocument *doc = window.document();
    const double before = doc->scenario().inputs.workload.utilization;
    const double tcoBefore = doc->evaluation().option(engine::Option::Cloud).tco;
    doc->edit(
        QStringLiteral("utilization"), [](Scenario &s) { s.inputs.workload.utilization = 0.5; }, 7);
    doc->edit(
        QStringLiteral("utilization"), [](Scenario &s) { s.inputs.workload.utilization = 0.4; }, 7);
    CHECK(doc->undoStack()->count() == 1); // typing in one field merges into one step
    CHECK(window.isWindowModified());
    // Cloud on-demand cost is linear in utilization: 40% of the 100% run (hand: 0.4 × tco).
    CHECK(
        doc->evaluation().option(engine::Option::Cloud).category(engine::Category::CloudCompute) ==
        Approx(0.4 * 43064160.0));
    doc->undoStack()->undo();
    CHECK(doc->scenario().inputs.workload.utilization == before);
    CHECK(doc->evaluation().option(engine::Option::Cloud).tco == Approx(tcoBefore));
    CHECK_FALSE(window.isWindowModified());
    doc->undoStack()->redo();
    CHECK(doc->scenario().inputs.workload.utilization == 0.4);

    // Save: a new revision in the library, no longer modified.
    REQUIRE(window.save());
    CHECK_FALSE(window.isWindowModified());
    auto loaded = f.store.load(f.ids[0]);
    REQUIRE(loaded.ok());
    CHECK(loaded->record.revision == 2);
    CHECK(loaded->scenario.inputs.workload.utilization == 0.4);
}

namespace {

// Clicks the `choice` button of the conflict dialog as soon as it appears; what it showed goes
// to `fields` (the differing fields, in row order) and `table` (row label → both cells).
void answerConflict(ConflictDialog::Choice choice, QStringList *fields = nullptr,
                    QStringList *table = nullptr, const QString &screenshot = {})
{
    QTimer::singleShot(0, [=] {
        for (int attempt = 0; attempt < 300; ++attempt) {
            if (auto *dialog = qobject_cast<ConflictDialog *>(QApplication::activeModalWidget())) {
                if (fields)
                    *fields = dialog->differingFields();
                if (table)
                    for (int r = 0; r < dialog->table()->rowCount(); ++r)
                        *table << dialog->table()->verticalHeaderItem(r)->text() +
                                      QStringLiteral(": ") + dialog->table()->item(r, 0)->text() +
                                      QStringLiteral(" | ") + dialog->table()->item(r, 1)->text();
                if (!screenshot.isEmpty())
                    dialog->grab().toImage().save(screenshot);
                dialog->button(choice)->click();
                return;
            }
            QTest::qWait(10);
        }
    });
}

// Our window and another library object on the same file both start from the scenario's
// revision 1: the other saves 24 GPUs first (revision 2), ours 96 GPUs and 50% utilization.
struct ConflictFixture
{
    Fixture f;
    MainWindow window{&f.store, f.settings.get()};
    store::SqliteLibrary other;
    store::ScenarioId id = 0;

    ConflictFixture()
    {
        id = f.ids[1];
        window.show();
        REQUIRE(window.openFromLibrary(id));
        REQUIRE(window.document()->storeRevision() == 1);
        window.document()->edit(QStringLiteral("gpus"),
                                [](Scenario &s) { s.inputs.workload.gpus = 96; });
        window.document()->edit(QStringLiteral("utilization"),
                                [](Scenario &s) { s.inputs.workload.utilization = 0.5; });
        REQUIRE(other.open(f.store.path()).ok());
        auto stored = other.load(id);
        REQUIRE(stored.ok());
        REQUIRE(stored->record.revision == 1);
        Scenario theirs = stored->scenario;
        theirs.inputs.workload.gpus = 24;
        REQUIRE(other.save(id, theirs, 1, QStringLiteral("colleague")).ok());
    }
    int gpusOf(store::ScenarioId which, int revision)
    {
        auto loaded = f.store.loadRevision(which, revision);
        REQUIRE(loaded.ok());
        return loaded->inputs.workload.gpus;
    }
};

} // namespace

TEST_CASE("a conflict shows both versions' differing inputs, formatted, side by side", "[views]")
{
    ConflictFixture c;
    QStringList fields;
    QStringList table;
    answerConflict(ConflictDialog::Choice::Cancel, &fields, &table,
                   qEnvironmentVariable("GDA_SCREENSHOT_DIR").isEmpty()
                       ? QString()
                       : qEnvironmentVariable("GDA_SCREENSHOT_DIR") +
                             QStringLiteral("/conflict-dialog-en.png"));
    CHECK_FALSE(c.window.save()); // cancelled: nothing saved
    INFO(table.join(u'\n').toStdString());
    // Two inputs differ: GPUs (96 mine, 24 theirs) and utilization (50% mine, the example's
    // own value theirs); the name, client and notes are the same.
    REQUIRE(fields.size() == 2);
    CHECK(fields.contains(QStringLiteral("inputs.workload.gpus")));
    CHECK(fields.contains(QStringLiteral("inputs.workload.utilization")));
    const QString gpusRow = table.filter(QStringLiteral("96")).value(0);
    CHECK(gpusRow.contains(QStringLiteral("| 24")));
    CHECK(table.filter(QStringLiteral("50%")).size() == 1);
    // Nothing was written: theirs is current, ours is still open and unsaved.
    auto stored = c.f.store.load(c.id);
    REQUIRE(stored.ok());
    CHECK(stored->record.revision == 2);
    CHECK(c.window.document()->scenario().inputs.workload.gpus == 96);
    CHECK(c.window.isWindowModified());
}

TEST_CASE("a conflict resolved as “keep mine” adds a revision after theirs", "[views]")
{
    ConflictFixture c;
    answerConflict(ConflictDialog::Choice::KeepMine);
    REQUIRE(c.window.save());
    auto stored = c.f.store.load(c.id);
    REQUIRE(stored.ok());
    // 1 the example, 2 theirs (24 GPUs), 3 mine (96 GPUs): nothing overwritten.
    CHECK(stored->record.revision == 3);
    CHECK(c.gpusOf(c.id, 2) == 24);
    CHECK(c.gpusOf(c.id, 3) == 96);
    CHECK(c.window.document()->storeRevision() == 3);
    CHECK_FALSE(c.window.isWindowModified());
}

TEST_CASE("a conflict resolved as “take theirs” opens their revision", "[views]")
{
    ConflictFixture c;
    answerConflict(ConflictDialog::Choice::TakeTheirs);
    REQUIRE(c.window.save());
    auto stored = c.f.store.load(c.id);
    REQUIRE(stored.ok());
    CHECK(stored->record.revision == 2); // nothing new written
    CHECK(c.window.document()->storeRevision() == 2);
    CHECK(c.window.document()->scenario().inputs.workload.gpus == 24);
    CHECK_FALSE(c.window.isWindowModified());
}

TEST_CASE("a conflict resolved as “save mine as a copy” keeps both scenarios", "[views]")
{
    ConflictFixture c;
    answerConflict(ConflictDialog::Choice::SaveCopy);
    REQUIRE(c.window.save());
    const auto newId = c.window.document()->storeId();
    REQUIRE(newId.has_value());
    CHECK(*newId != c.id);
    auto mine = c.f.store.load(*newId);
    REQUIRE(mine.ok());
    CHECK(mine->scenario.inputs.workload.gpus == 96);
    CHECK(mine->scenario.name.endsWith(QStringLiteral("(my changes)")));
    auto theirs = c.f.store.load(c.id);
    REQUIRE(theirs.ok());
    CHECK(theirs->record.revision == 2);
    CHECK(theirs->scenario.inputs.workload.gpus == 24);
}

TEST_CASE("the conflict dialog in Dutch", "[views][i18n]")
{
    LanguageManager::instance().setLanguage(QStringLiteral("nl"));
    {
        ConflictFixture c;
        QStringList table;
        answerConflict(ConflictDialog::Choice::Cancel, nullptr, &table,
                       qEnvironmentVariable("GDA_SCREENSHOT_DIR").isEmpty()
                           ? QString()
                           : qEnvironmentVariable("GDA_SCREENSHOT_DIR") +
                                 QStringLiteral("/conflict-dialog-nl.png"));
        CHECK_FALSE(c.window.save());
        INFO(table.join(u'\n').toStdString());
        CHECK(table.filter(QStringLiteral("50%")).size() == 1);
    }
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
}

TEST_CASE("unsaved changes are offered back after a crash", "[views]")
{
    Fixture f;
    {
        MainWindow window(&f.store, f.settings.get());
        REQUIRE(window.openFromLibrary(f.ids[3]));
        window.document()->edit(QStringLiteral("gpus"),
                                [](Scenario &s) { s.inputs.workload.gpus = 33; });
        REQUIRE(window.drafts()->writeNow());
        // The window goes away without closeEvent: what a crash looks like to the next start.
    }
    const auto pending = DraftKeeper::pending(DraftKeeper::defaultPath());
    REQUIRE(pending.has_value());
    CHECK(pending->scenario.inputs.workload.gpus == 33);
    CHECK(pending->storeId == f.ids[3]);

    MainWindow next(&f.store, f.settings.get());
    answerNextMessageBox(QMessageBox::Yes);
    next.offerDraftRecovery();
    CHECK(next.document()->scenario().inputs.workload.gpus == 33);
    CHECK(next.document()->storeId() == f.ids[3]);
    CHECK(next.isWindowModified());
    // Saving it clears the draft.
    REQUIRE(next.save());
    CHECK_FALSE(DraftKeeper::pending(DraftKeeper::defaultPath()).has_value());
}

TEST_CASE("comparing three scenarios shows each break-even month and highlights differing inputs",
          "[views]")
{
    const QList<Scenario> scenarios{example("seed-80xh100-on-demand"),
                                    example("seed-80xh100-reserved"),
                                    example("lease-lead-snowball")};
    CompareDialog dialog(scenarios);
    QTableWidget *table = dialog.table();
    REQUIRE(table->columnCount() == 3);
    // Row 2 is the break-even row: each column names its own scenario's recommended option's
    // month (the advice's, as the library and the report; "—" when the cloud is advised).
    const QLocale locale;
    for (int i = 0; i < 3; ++i) {
        const auto assessed = assessment::assess(scenarios[i]);
        REQUIRE(std::holds_alternative<assessment::Assessment>(assessed));
        const auto &advice = std::get<assessment::Assessment>(assessed).advice;
        REQUIRE(advice);
        const auto month = advice->headline.breakEvenMonth;
        const QString text = table->item(2, i)->text();
        if (advice->option == engine::Option::Cloud)
            CHECK(text == QStringLiteral("—"));
        else if (month)
            CHECK(text.contains(locale.toString(*month, 'f', 1)));
        else
            CHECK(text.contains(QStringLiteral("no break-even")));
    }
    // seed on-demand 5.0, reserved 8.9, lease-lead-snowball none (expected files).
    CHECK(table->item(2, 0)->text().contains(QStringLiteral("5.0")));
    CHECK(table->item(2, 1)->text().contains(QStringLiteral("8.9")));
    const QList<InputDifference> differences = differingInputs(scenarios);
    REQUIRE(dialog.differenceRows().size() == differences.size());
    bool pricingRow = false;
    for (int row : dialog.differenceRows()) {
        CHECK(table->item(row, 0)->background().color() == QColor(0xff, 0xf1, 0xb8));
        // Named by the input's label, its path in the tooltip.
        const QTableWidgetItem *header = table->verticalHeaderItem(row);
        pricingRow = pricingRow || (header->text() == QStringLiteral("Pricing") &&
                                    header->toolTip() == QStringLiteral("inputs.cloud.pricing"));
    }
    CHECK(pricingRow);
    // The overlay chart has a curve per scenario and option (cloud, on-premise and hybrid, in
    // the options' own order), each named "scenario — option", and a legend of the three
    // scenarios and three options.
    QStringList curves;
    QStringList legend;
    const QList<QAbstractSeries *> series = dialog.chartView()->chart()->series();
    for (QAbstractSeries *s : series) {
        const QList<QLegendMarker *> markers = dialog.chartView()->chart()->legend()->markers(s);
        if (!markers.isEmpty() && markers.front()->isVisible())
            legend << s->name();
        else
            curves << s->name();
    }
    // Long names are shortened in the key and the curves' names alike (issue 20).
    const QFont keyFont = dialog.chartView()->chart()->legend()->font();
    auto shown = [&](int i) { return charts::compareLegendName(scenarios[i].name, keyFont); };
    CHECK(curves.size() == 9);
    CHECK(curves.contains(shown(1) + QStringLiteral(" — Hybrid")));
    CHECK(curves.contains(shown(2) + QStringLiteral(" — Cloud")));
    CHECK(legend == QStringList({shown(0), shown(1), shown(2), QStringLiteral("Cloud"),
                                 QStringLiteral("On-premise"), QStringLiteral("Hybrid")}));
}

TEST_CASE("the compare dialog shows differing inputs by label in words with units in the UI "
          "language",
          "[views]")
{
    REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("en")));
    const QList<Scenario> scenarios{example("seed-80xh100-on-demand"),
                                    example("lease-lead-snowball")};
    CompareDialog dialog(scenarios);
    QTableWidget *table = dialog.table();
    auto row = [&](const QString &label) {
        for (int r : dialog.differenceRows())
            if (table->verticalHeaderItem(r)->text() == label)
                return r;
        FAIL("no row " << label.toStdString());
        return -1;
    };
    // Not "USD", "1", "12.29": the choice's label, the percentage, the amount with its unit.
    int r = row(QStringLiteral("Currency"));
    CHECK(table->item(r, 0)->text() == QStringLiteral("US dollar (USD)"));
    CHECK(table->item(r, 1)->text() == QStringLiteral("Euro (EUR)"));
    r = row(QStringLiteral("Utilization"));
    CHECK(table->item(r, 0)->text() == QStringLiteral("100%"));
    CHECK(table->item(r, 1)->text() == QStringLiteral("65%"));
    r = row(QStringLiteral("On-demand price"));
    CHECK(table->item(r, 0)->text() == QStringLiteral("$12.29 per GPU-hour"));
    CHECK(table->item(r, 1)->text() == QString::fromUtf8("€3.60 per GPU-hour"));
    r = row(QStringLiteral("Transfer method"));
    CHECK(table->item(r, 1)->text() == QStringLiteral("Snowball devices"));

    // Live in Dutch: labels, choices and number notation.
    if (!LanguageManager::instance().setLanguage(QStringLiteral("nl")))
        return;                        // no Dutch translation built
    QCoreApplication::processEvents(); // the posted LanguageChange
    r = row(QStringLiteral("Bezettingsgraad"));
    CHECK(table->item(r, 1)->text() == QStringLiteral("65%"));
    r = row(QStringLiteral("On-demandprijs"));
    CHECK(table->item(r, 0)->text().contains(QStringLiteral("12,29")));
    CHECK(table->item(r, 0)->text().endsWith(QStringLiteral("per GPU-uur")));
    r = row(QStringLiteral("Valuta"));
    CHECK(table->item(r, 0)->text() == QStringLiteral("Amerikaanse dollar (USD)"));
    REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("en")));
}

TEST_CASE("the dashboard advises the cloud when the matrix says on-premise but owning costs more",
          "[views]")
{
    // low-utilization-stays-cloud made busy (95%, flat) for a team with an HPC team, ample capital
    // and its data on-premise: every factor but cost favours owning (scores 0, 100, 90, 100, 90:
    // overall 76 → on-premise). But 16 GPUs carry $500,000 a year of staff; the cloud costs
    // 16 × $2 × 8,760 h × 0.95 × 3 years = $798,912 plus storage 20 TB × $100 × 36 = $72,000 and
    // egress 2 TB × $90 × 36 = $6,480, i.e. $877,392: on-premise is never cheaper, and its
    // premium is far above the 10% tolerance, so the advice is the cloud (decision-rules §2a).
    REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("en"))); // English plurals
    Scenario busy = example("low-utilization-stays-cloud");
    busy.inputs.workload.utilization = 0.95;
    busy.inputs.workload.monthlyProfile.fill(1.0);
    busy.inputs.factors.expertise = engine::Expertise::HpcTeam;
    busy.inputs.factors.capitalAvailable = 5'000'000;
    busy.inputs.factors.dataLocation = engine::DataLocation::OnPrem;

    ScenarioDocument document;
    document.reset(busy);
    REQUIRE(document.decision());
    REQUIRE(document.decision()->recommendation == engine::Recommendation::OnPrem);
    const double cloud = document.evaluation().option(engine::Option::Cloud).tco;
    REQUIRE(cloud == Approx(877392.0));
    REQUIRE(document.evaluation().option(engine::Option::OnPrem).tco > cloud);
    REQUIRE(document.advice());
    CHECK(document.advice()->option == engine::Option::Cloud);
    CHECK(document.advice()->matrixOption == engine::Option::OnPrem);

    const catalog::Catalog catalog = catalog::loadApplicationCatalog().catalog;
    Dashboard dashboard(&document, &catalog);
    dashboard.resize(1100, 800);
    dashboard.show();
    QCoreApplication::processEvents();
    CHECK(dashboard.headlineText().contains(QStringLiteral("Recommendation: Cloud")));
    auto *note = dashboard.findChild<QLabel *>(QStringLiteral("costCaution"));
    REQUIRE(note);
    CHECK(note->isVisible());
    CHECK(note->text().contains(QStringLiteral("The decision matrix points to on-premise")));
    CHECK(note->text().contains(QStringLiteral("the advice is cloud")));
    // The executive summary (wizard result page, report) carries the same note.
    CHECK(texts::executiveSummary(busy, document.evaluation(), document.decision())
              .contains(note->text()));

    // The 80-GPU seed: on-premise recommended and the cheapest, so no guard and no premium; but
    // its 80 GPUs in month 1 need more than the capital the file states, and a recommended plan
    // that breaks a stated limit says so, on-premise too (issue 31): the note is that sentence
    // alone, with the capex of the first year (engine::firstYearCapex) and the capital.
    document.reset(example("seed-80xh100-on-demand"));
    QCoreApplication::processEvents();
    REQUIRE(document.advice()->option == engine::Option::OnPrem);
    const Scenario &seed = document.scenario();
    const double capex =
        engine::firstYearCapex(seed.inputs, document.evaluation().option(engine::Option::OnPrem));
    REQUIRE(capex > seed.inputs.factors.capitalAvailable);
    const QString capital =
        QStringLiteral("On-premise needs %1 in its first year of purchases, more than the %2 of "
                       "capital available: buy in stages, lease or finance it, or raise the "
                       "capital.")
            .arg(format::money(capex, seed.currency, QLocale()),
                 format::money(seed.inputs.factors.capitalAvailable, seed.currency, QLocale()));
    CHECK(note->isVisible());
    CHECK(note->text() == capital);
    CHECK(texts::adviceNote(seed, document.evaluation(), *document.advice()) == capital);
    // With the capital for it, nothing to say.
    Scenario funded = seed;
    funded.inputs.factors.capitalAvailable = capex;
    document.reset(funded);
    QCoreApplication::processEvents();
    CHECK_FALSE(note->isVisible());
    CHECK(texts::adviceNote(document.scenario(), document.evaluation(), *document.advice())
              .isEmpty());
}

TEST_CASE("the window's size and the library's width come back at the next start", "[views]")
{
    Fixture f;
    QList<int> chosen;
    {
        MainWindow window(&f.store, f.settings.get());
        window.resize(1300, 820);
        window.show();
        QCoreApplication::processEvents();
        auto *splitter = window.findChild<QSplitter *>(QStringLiteral("librarySplitter"));
        REQUIRE(splitter);
        splitter->setSizes({600, 690}); // the user widens the library
        QCoreApplication::processEvents();
        chosen = splitter->sizes();
        REQUIRE(chosen.first() > 500);
        REQUIRE(window.close()); // nothing unsaved: closes without asking
    }
    MainWindow again(&f.store, f.settings.get());
    again.show();
    QCoreApplication::processEvents();
    CHECK(again.size() == QSize(1300, 820));
    auto *splitter = again.findChild<QSplitter *>(QStringLiteral("librarySplitter"));
    REQUIRE(splitter);
    CHECK(splitter->sizes() == chosen);
}

TEST_CASE("a broken user catalog is reported at the start and the built-in one is used", "[views]")
{
    Fixture f;
    // A data folder of this process alone (test mode already keeps the user's own out of
    // reach): the other test processes that run at the same time must not see the broken file.
    struct OwnDataFolder
    {
        QString name = QCoreApplication::applicationName();
        QString path;
        OwnDataFolder()
        {
            QCoreApplication::setApplicationName(
                name + QStringLiteral("-catalog-%1").arg(QCoreApplication::applicationPid()));
            path = catalog::userCatalogPath();
        }
        ~OwnDataFolder()
        {
            QDir(QFileInfo(path).absolutePath()).removeRecursively();
            QCoreApplication::setApplicationName(name);
        }
    } folder;
    const QString path = folder.path;
    REQUIRE(QDir().mkpath(QFileInfo(path).absolutePath()));
    REQUIRE_FALSE(QFileInfo::exists(path));
    {
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        // The user catalog database (catalog.sqlite) overwritten with text: not a database.
        file.write(
            R"({"format": "gpu-advisor-catalog", "version": 1, "cloud_offers": [{"id": "x"}]})");
    }

    QString shown;
    answerNextMessageBox(QMessageBox::Ok, &shown);
    MainWindow window(&f.store, f.settings.get());
    REQUIRE(window.catalogProblem().has_value());
    CHECK(window.catalogProblem()->file == path);
    // The message names the file and what is wrong in it, and says what happens instead.
    INFO(shown.toStdString());
    CHECK(shown.contains(path));
    CHECK(shown.contains(QStringLiteral("file is not a database")));
    CHECK(shown.contains(QStringLiteral("built-in catalog")));
    // The built-in catalog is in use: the offers of the default catalog are there.
    const auto builtIn = catalog::loadDefaultCatalog();
    REQUIRE(std::holds_alternative<catalog::Catalog>(builtIn));
    CHECK(window.priceCatalog().cloudOffers.size() ==
          std::get<catalog::Catalog>(builtIn).cloudOffers.size());
    CHECK_FALSE(window.priceCatalog().cloudOffers.empty());
}

TEST_CASE("an old catalog.json is moved into the catalog database at the start, a damaged one is "
          "reported and left untouched",
          "[views][migration]")
{
    Fixture f;
    // A data folder of this process alone, as in the test above.
    struct OwnDataFolder
    {
        QString name = QCoreApplication::applicationName();
        QString path;
        OwnDataFolder()
        {
            QCoreApplication::setApplicationName(
                name + QStringLiteral("-migration-%1").arg(QCoreApplication::applicationPid()));
            path = catalog::userCatalogPath();
        }
        ~OwnDataFolder()
        {
            QDir(QFileInfo(path).absolutePath()).removeRecursively();
            QCoreApplication::setApplicationName(name);
        }
    } folder;
    const QDir data(QFileInfo(folder.path).absolutePath());
    REQUIRE(data.mkpath(QStringLiteral(".")));
    const QString json = data.filePath(QStringLiteral("catalog.json"));
    // The format the versions before the catalog database wrote (one offer of the user's own).
    const QByteArray legacy = R"({
    "format": "gpu-advisor-catalog", "version": 1, "catalog_date": "2026-11-20",
    "cloud_offers": [
        {"id": "legacy-h100", "provider": "Old Cloud", "provider_kind": "neocloud",
         "instance": "8x H100", "gpu_model": "h100-sxm", "gpus_per_instance": 8,
         "region": "eu-west", "on_demand_per_gpu_hour": 1.75,
         "egress_tiers": [[null, 0]], "storage_per_gb_month": 0.02,
         "source": "quote", "date": "2026-11-20"}
    ]
})";
    const auto hasLegacyOffer = [](const MainWindow &window) {
        for (const catalog::CloudOffer &offer : window.priceCatalog().cloudOffers)
            if (offer.id == QLatin1String("legacy-h100"))
                return true;
        return false;
    };

    SECTION("a damaged file: a message names it and says it is kept; the built-in catalog is used")
    {
        const QByteArray damaged = legacy.left(120);
        {
            QFile file(json);
            REQUIRE(file.open(QIODevice::WriteOnly));
            file.write(damaged);
        }
        QString shown;
        answerNextMessageBox(QMessageBox::Ok, &shown);
        MainWindow window(&f.store, f.settings.get());
        INFO(shown.toStdString());
        CHECK(shown.contains(QDir::toNativeSeparators(json)));
        CHECK(shown.contains(QStringLiteral("kept unchanged")));
        CHECK(shown.contains(QStringLiteral("not valid JSON")));
        CHECK_FALSE(window.catalogProblem().has_value()); // the database itself is fine
        CHECK_FALSE(hasLegacyOffer(window));
        CHECK_FALSE(window.priceCatalog().cloudOffers.empty());
        CHECK(test::readFile(json) == damaged); // not changed, not renamed
    }
    SECTION("a good file: its offer is in the catalog and the file is kept as a dated backup")
    {
        {
            QFile file(json);
            REQUIRE(file.open(QIODevice::WriteOnly));
            file.write(legacy);
        }
        MainWindow window(&f.store, f.settings.get()); // no message: nothing went wrong
        CHECK_FALSE(window.catalogProblem().has_value());
        CHECK(hasLegacyOffer(window));
        CHECK_FALSE(QFileInfo::exists(json));
        const QString backup =
            data.filePath(QStringLiteral("catalog.json.migrated-") +
                          QDate::currentDate().toString(QStringLiteral("yyyyMMdd")));
        CHECK(test::readFile(backup) == legacy);
        CHECK(QFileInfo::exists(folder.path));
    }
}

TEST_CASE("the About box names the engine's cost model version", "[views]")
{
    Fixture f;
    MainWindow window(&f.store, f.settings.get());
    window.show();
    const QList<QAction *> actions = window.findChildren<QAction *>();
    const auto about = std::find_if(actions.begin(), actions.end(),
                                    [](QAction *a) { return a->menuRole() == QAction::AboutRole; });
    REQUIRE(about != actions.end());
    QString text;
    answerNextMessageBox(QMessageBox::Ok, &text);
    (*about)->trigger();
    CHECK(text.contains(QStringLiteral("Cost model version %1.").arg(engine::kModelVersion)));
}

TEST_CASE("a library on a read-only disk is listed in the window, which says why it is read-only "
          "(D4)",
          "[views]")
{
    // A tmpfs of the test's own, remounted read-only: needs root (CI runs as root).
    QTemporaryDir disk;
    REQUIRE(disk.isValid());
    const QByteArray mountPoint = QFile::encodeName(disk.path());
    if (::geteuid() != 0 || ::mount("tmpfs", mountPoint.constData(), "tmpfs", 0, "size=4m") != 0) {
        test::skipTest(QStringLiteral("mounting a read-only disk needs root"));
        return;
    }
    struct Unmount
    {
        QByteArray path;
        ~Unmount() { ::umount2(path.constData(), MNT_DETACH); }
    } unmount{mountPoint};
    const QString path = disk.filePath(QStringLiteral("library.sqlite"));
    {
        store::SqliteLibrary writer;
        writer.setSummarizer(summarize);
        REQUIRE(writer.open(path).ok());
        QStringList paths;
        for (const char *name : kExamples)
            paths << test::dataPath(QStringLiteral("examples/%1.json").arg(QLatin1String(name)));
        REQUIRE(writer.importFiles(paths).ok());
    }
    REQUIRE(::mount(nullptr, mountPoint.constData(), nullptr, MS_REMOUNT | MS_RDONLY, nullptr) ==
            0);

    store::SqliteLibrary library;
    library.setSummarizer(summarize);
    REQUIRE(library.open(path).ok());
    QTemporaryDir settingsDir;
    Settings settings(settingsDir.filePath(QStringLiteral("settings.ini")));
    QString shown;
    answerNextMessageBox(QMessageBox::Ok, &shown);
    MainWindow window(&library, &settings);
    window.show();
    INFO(shown.toStdString());
    CHECK(shown.contains(QStringLiteral("read-only because")));
    CHECK(shown.contains(QStringLiteral("Read-only file system")));
    CHECK_FALSE(shown.contains(QStringLiteral("integrity")));
    CHECK(window.library()->model()->scenarioCount() == 4);
}

TEST_CASE("preferences: a team library is stored as a URI without its password",
          "[views][preferences]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString ini = dir.filePath(QStringLiteral("settings.ini"));
    Settings settings(ini);
    {
        PreferencesDialog preferences(&settings);
        CHECK_FALSE(preferences.teamLibraryBox()->isChecked());
        CHECK(preferences.databaseField()->isEnabled());
        preferences.teamLibraryBox()->setChecked(true);
        CHECK_FALSE(preferences.databaseField()->isEnabled());
        QTest::keyClicks(preferences.teamHostField(), QStringLiteral("db.example.org"));
        preferences.teamPortBox()->setValue(6432);
        QTest::keyClicks(preferences.teamDatabaseField(), QStringLiteral("advisor"));
        QTest::keyClicks(preferences.teamUserField(), QStringLiteral("ann"));
        preferences.teamTlsBox()->setCurrentIndex(
            preferences.teamTlsBox()->findData(QStringLiteral("require")));
        preferences.apply();
    }
    CHECK(settings.databasePath() ==
          QLatin1String("postgresql://ann@db.example.org:6432/advisor?sslmode=require"));
    {
        // Opened again, the fields show the stored library.
        PreferencesDialog preferences(&settings);
        CHECK(preferences.teamLibraryBox()->isChecked());
        CHECK(preferences.teamHostField()->text() == QLatin1String("db.example.org"));
        CHECK(preferences.teamPortBox()->value() == 6432);
        CHECK(preferences.teamDatabaseField()->text() == QLatin1String("advisor"));
        CHECK(preferences.teamUserField()->text() == QLatin1String("ann"));
        CHECK(preferences.teamTlsBox()->currentData().toString() == QLatin1String("require"));
        // A URI with a password typed into the library field loses the password.
        preferences.teamLibraryBox()->setChecked(false);
        preferences.databaseField()->setText(
            QStringLiteral("postgresql://bo:s3cr3t@db.example.org/advisor"));
        preferences.apply();
    }
    CHECK(settings.databasePath() == QLatin1String("postgresql://bo@db.example.org/advisor"));
    settings.sync();
    QFile file(ini);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    CHECK(written.contains("db.example.org"));
    CHECK_FALSE(written.contains("s3cr3t"));
    {
        // A file library stays a file library.
        PreferencesDialog preferences(&settings);
        preferences.teamLibraryBox()->setChecked(false);
        preferences.databaseField()->setText(dir.filePath(QStringLiteral("mine.sqlite")));
        preferences.apply();
    }
    CHECK(settings.databasePath() == dir.filePath(QStringLiteral("mine.sqlite")));
}

// Issue 20, item 3: the comparison leaves the app, and a small client's curves are not flat.
TEST_CASE("the compare dialog exports the chart and the table, copies both, and indexes the axis",
          "[views]")
{
    REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("en")));
    const QList<Scenario> scenarios{example("seed-80xh100-on-demand"),
                                    example("low-utilization-stays-cloud")};
    CompareDialog dialog(scenarios);
    CHECK(dialog.exportButton()->text() == QStringLiteral("&Export…"));

    // Indexed: every scenario's cloud curve ends at 100 (its own cloud total), whatever its size.
    dialog.axisBox()->setCurrentIndex(1);
    REQUIRE(dialog.axis() == charts::CompareAxis::Indexed);
    for (int i = 0; i < 2; ++i) {
        auto *cloud = qobject_cast<QLineSeries *>([&]() -> QAbstractSeries * {
            const QList<QAbstractSeries *> all = dialog.chartView()->chart()->series();
            for (QAbstractSeries *s : all)
                if (s->objectName() == QStringLiteral("%1-cloud").arg(i))
                    return s;
            return nullptr;
        }());
        REQUIRE(cloud);
        CHECK(cloud->at(cloud->count() - 1).y() == Approx(100.0));
    }

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    for (const char *suffix : {"png", "svg", "pdf", "csv"}) {
        const QString path = dir.filePath(QStringLiteral("comparison.") + QLatin1String(suffix));
        INFO(suffix);
        CHECK(dialog.exportTo(path).isEmpty());
        CHECK(QFileInfo(path).size() > 100);
    }
    CHECK(QImage(dir.filePath(QStringLiteral("comparison.png"))).size() == QSize(2400, 1400));
    QFile csv(dir.filePath(QStringLiteral("comparison.csv")));
    REQUIRE(csv.open(QIODevice::ReadOnly));
    const QByteArray bytes = csv.readAll();
    // A UTF-8 byte order mark first (Excel reads the file as UTF-8); QString::fromUtf8 drops it.
    CHECK(bytes.startsWith("\xEF\xBB\xBF"));
    const QString text = QString::fromUtf8(bytes);
    CHECK(text.contains(QStringLiteral("Total cost: Hybrid,")));
    CHECK(text.contains(scenarios[1].name));

    std::unique_ptr<QMimeData> copied(dialog.clipboardData());
    CHECK(copied->hasImage());
    CHECK(copied->data(QStringLiteral("image/svg+xml")).contains("<svg"));
    CHECK(copied->text().contains(QStringLiteral("Total cost: Cloud\t")));
}
