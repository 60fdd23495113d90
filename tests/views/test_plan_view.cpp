// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Plan tab (issue 17): the timeline of the 80-H100 seed example planned in stages, its data
// tables, Optimise off the UI thread with its result beside the user's plan, Apply as one undoable
// step, and Cancel.
#include "assessment/summarize.h"
#include "charts/plancharts.h"
#include "core/format.h"
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "engine/costmodel.h"
#include "plan/planoptimizer.h"
#include "scenario/scenariofile.h"
#include "store/sqlitelibrary.h"
#include "testsupport.h"
#include "viewlibrary.h"
#include "views/dashboard.h"
#include "views/draftkeeper.h"
#include "views/mainwindow.h"
#include "views/planview.h"

#include <catch2/catch.hpp>

#include <QAreaSeries>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QUndoStack>

#include <cmath>

using namespace gda;
using namespace gda::ui;

namespace {

using Library = test::ViewLibrary;

QString staged()
{
    return test::dataPath(QStringLiteral("plan/seed-80xh100-staged.json"));
}

bool closeTo(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b));
}

// The bar of a timeline item: its x range (the chart shifts months by −0.5 to line up with the
// cost bars below it).
std::pair<double, double> barRange(QChartView *view, const QString &key)
{
    for (QAbstractSeries *s : view->chart()->series())
        if (s->objectName() == key) {
            const QList<QPointF> points = qobject_cast<QAreaSeries *>(s)->upperSeries()->points();
            return {points.front().x() + 0.5, points.back().x() + 0.5};
        }
    return {-1.0, -1.0};
}

int rowOf(QTableWidget *table, const QString &key)
{
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0)->data(Qt::UserRole).toString() == key)
            return r;
    return -1;
}

} // namespace

TEST_CASE("the Plan tab draws the 80-H100 example planned in stages: five phases, three "
          "tranches, a commitment and the fallback window",
          "[views][plan]")
{
    Library lib;
    LanguageManager::instance().setLanguage(QStringLiteral("en")); // English plural forms
    MainWindow window(&lib.store, lib.settings.get());
    window.resize(1400, 900);
    window.show();
    REQUIRE(window.openFile(staged()));
    Dashboard *dashboard = window.dashboard();
    REQUIRE(dashboard->tabs()->isTabVisible(Dashboard::Plan));
    dashboard->tabs()->setCurrentIndex(Dashboard::Plan);
    PlanView *view = dashboard->plan();
    REQUIRE(view->isVisible());

    // Phases of 4 weeks from the first go-live, month 1 + 3 months of lead time = month 4
    // (position 3 on the month scale): 28 days = 28 / (365/12) = 0.92055 months each.
    const double phase = 28.0 / (365.0 / 12.0);
    const char *phases[] = {"phase:preparation", "phase:parallel", "phase:data", "phase:workloads",
                            "phase:decommissioning"};
    for (int k = 0; k < 5; ++k) {
        const auto [from, to] = barRange(view->timelineView(), QLatin1String(phases[k]));
        CHECK(closeTo(from, 3.0 + k * phase));
        CHECK(closeTo(to, 3.0 + (k + 1) * phase));
    }
    // Tranches bought in months 1, 7 and 13 go live 3 months later and run to the horizon (60).
    const int bought[] = {1, 7, 13};
    for (int t = 0; t < 3; ++t) {
        const QString key = QStringLiteral("tranche:%1").arg(t + 1);
        const auto [leadFrom, leadTo] =
            barRange(view->timelineView(), key + QStringLiteral(":lead"));
        const auto [from, to] = barRange(view->timelineView(), key);
        CHECK(closeTo(leadFrom, bought[t] - 1.0));
        CHECK(closeTo(leadTo, bought[t] + 2.0));
        CHECK(closeTo(from, bought[t] + 2.0));
        CHECK(closeTo(to, 60.0));
    }
    // The commitment runs months 1–12 and is kept for its whole term: a go-live releases nothing
    // (docs/methodology.md §14.1), so it has no released part.
    const auto [cFrom, cTo] = barRange(view->timelineView(), QStringLiteral("commitment:1"));
    CHECK(closeTo(cFrom, 0.0));
    CHECK(closeTo(cTo, 12.0));
    CHECK(barRange(view->timelineView(), QStringLiteral("commitment:1:released")).first == -1.0);
    // One workload: it moves over the whole workload phase (days 84–112) and the cloud is kept
    // 60 days after: until day 172.
    const auto [fFrom, fTo] = barRange(view->timelineView(), QStringLiteral("fallback:1"));
    CHECK(closeTo(fFrom, 3.0 + 112.0 / (365.0 / 12.0)));
    CHECK(closeTo(fTo, 3.0 + 172.0 / (365.0 / 12.0)));

    // The table beside it: ten rows, the tranches with their GPUs and months counted from 1.
    QTableWidget *table = view->timelineTable();
    REQUIRE(table->rowCount() == 10);
    const int second = rowOf(table, QStringLiteral("tranche:2"));
    REQUIRE(second >= 0);
    CHECK(table->item(second, 0)->text() == QStringLiteral("Tranche 2: 32 GPUs"));
    CHECK(table->item(second, 2)->text() == QStringLiteral("7"));
    CHECK(table->item(second, 3)->text() == QStringLiteral("10"));
    CHECK(table->item(second, 4)->text() == QStringLiteral("60"));
    // The fallback: positions 6.68 to 8.65, months 7 to 9.
    const int fallback = rowOf(table, QStringLiteral("fallback:1"));
    REQUIRE(fallback >= 0);
    CHECK(table->item(fallback, 3)->text() == QStringLiteral("7"));
    CHECK(table->item(fallback, 4)->text() == QStringLiteral("9"));
    CHECK(table->item(second, 5)->text() == QStringLiteral("32"));
    CHECK_FALSE(table->accessibleName().isEmpty());
    CHECK_FALSE(view->costTable()->accessibleName().isEmpty());
    CHECK_FALSE(view->timelineView()->accessibleName().isEmpty());
    CHECK_FALSE(view->timelineView()->accessibleDescription().isEmpty());

    // The cost stack: 60 months; month 7's capex is the second tranche, 32 × (30,000 + 6,250 +
    // 2,500 + 1.3 × 3,846.15…) = 32 × 43,750 = 1,400,000 (cash, paid in the month bought).
    QTableWidget *cost = view->costTable();
    REQUIRE(cost->rowCount() == 60);
    const engine::Evaluation e =
        engine::evaluateOptions(window.document()->evaluatedScenario().inputs, {true, false});
    const engine::OptionResult &hybrid = e.option(engine::Option::Hybrid);
    CHECK(closeTo(hybrid.monthlyByCategory[6][std::size_t(engine::Category::Capex)], 1'400'000.0,
                  1e-9));
    const std::vector<charts::PlanCostLayer> layers = charts::planCostLayers(hybrid);
    double month7 = 0.0;
    for (const charts::PlanCostLayer &l : layers)
        month7 += l.values[6];
    CHECK(closeTo(month7, hybrid.monthly[6]));
}

TEST_CASE("Optimise finds a plan off the UI thread, shows it beside the user's and Apply is one "
          "undoable step",
          "[views][plan][optimise]")
{
    Library lib;
    MainWindow window(&lib.store, lib.settings.get());
    window.resize(1400, 900);
    window.show();
    REQUIRE(window.openFile(staged()));
    window.dashboard()->tabs()->setCurrentIndex(Dashboard::Plan);
    PlanView *view = window.dashboard()->plan();
    ScenarioDocument *document = window.document();
    const auto own = *document->scenario().inputs.hybrid.purchases;
    const std::size_t ownCommitments = document->scenario().inputs.commitments.size();
    const double ownNpv = document->evaluation().option(engine::Option::Hybrid).npv;

    view->timeLimitBox()->setValue(30.0);
    QSignalSpy done(view, &PlanView::optimiseFinished);
    QTest::mouseClick(view->optimiseButton(), Qt::LeftButton);
    // The UI thread is free while the solver runs: the button waits, Cancel is offered.
    CHECK(view->isOptimising());
    CHECK_FALSE(view->optimiseButton()->isEnabled());
    CHECK(view->cancelButton()->isEnabled());
    CHECK(view->progressBar()->isVisible());
    REQUIRE((done.count() > 0 || done.wait(60'000)));
    CHECK_FALSE(view->isOptimising());
    REQUIRE(view->optimised().has_value());
    const plan::Result &r = *view->optimised();
    CHECK((r.status == plan::Status::Optimal || r.status == plan::Status::Feasible));

    // The plan keeps the limits: whole 8-GPU nodes, in months 1, 7, …, 25, a first tranche of
    // one node, at most 80 GPUs; its NPV is the engine's for it and no worse than the user's.
    int fleet = 0;
    for (std::size_t k = 0; k < r.purchases.size(); ++k) {
        const engine::Purchase &p = r.purchases[k];
        CHECK(p.gpus % 8 == 0);
        CHECK((p.month - 1) % 6 == 0);
        CHECK(p.month <= 25);
        if (k == 0)
            CHECK(p.gpus <= 8);
        fleet += p.gpus;
    }
    CHECK(fleet <= 80);
    // The plan: purchases, any new reserved commitments and the transfer method.
    const engine::Inputs planned = plan::applyPlan(document->evaluatedScenario().inputs, r);
    const double npv = engine::evaluateOptions(planned).option(engine::Option::Hybrid).npv;
    CHECK(closeTo(r.npv, npv));
    CHECK(r.npv <= ownNpv + 1e-6);

    // Beside the user's plan: both NPVs and what the optimised one saves.
    QTableWidget *comparison = view->comparisonTable();
    REQUIRE(comparison->isVisible());
    REQUIRE(comparison->rowCount() == 2);
    const QLocale locale;
    CHECK(comparison->item(0, 3)->text() == format::money(ownNpv, Currency::USD, locale));
    CHECK(comparison->item(1, 3)->text() == format::money(r.npv, Currency::USD, locale));
    CHECK(comparison->item(1, 4)->text() == format::money(ownNpv - r.npv, Currency::USD, locale));

    // Apply: one undoable step that sets the hybrid option's purchases; undo brings the user's
    // plan back.
    REQUIRE(r.purchases != own);
    REQUIRE(view->applyButton()->isEnabled());
    const int steps = document->undoStack()->count();
    QTest::mouseClick(view->applyButton(), Qt::LeftButton);
    CHECK(document->undoStack()->count() == steps + 1);
    CHECK(*document->scenario().inputs.hybrid.purchases == r.purchases);
    CHECK(document->scenario().inputs.commitments.size() == ownCommitments + r.commitments.size());
    CHECK(closeTo(document->evaluation().option(engine::Option::Hybrid).npv, r.npv));
    CHECK_FALSE(view->applyButton()->isEnabled()); // the plan is now the optimised one
    document->undoStack()->undo();
    CHECK(*document->scenario().inputs.hybrid.purchases == own);
    CHECK(document->scenario().inputs.commitments.size() == ownCommitments);
    CHECK(closeTo(document->evaluation().option(engine::Option::Hybrid).npv, ownNpv));
}

TEST_CASE("Cancel frees the Plan tab at once and the cancelled run's result never appears",
          "[views][plan][optimise]")
{
    Library lib;
    MainWindow window(&lib.store, lib.settings.get());
    window.show();
    REQUIRE(window.openFile(staged()));
    window.dashboard()->tabs()->setCurrentIndex(Dashboard::Plan);
    PlanView *view = window.dashboard()->plan();
    const auto own = *window.document()->scenario().inputs.hybrid.purchases;

    QSignalSpy done(view, &PlanView::optimiseFinished);
    QTest::mouseClick(view->optimiseButton(), Qt::LeftButton);
    REQUIRE(view->isOptimising());
    QElapsedTimer clock;
    clock.start();
    QTest::mouseClick(view->cancelButton(), Qt::LeftButton);
    CHECK(clock.elapsed() < 500); // returns at once, whatever the solver is doing
    CHECK_FALSE(view->isOptimising());
    CHECK(done.count() == 1);
    CHECK(view->optimiseButton()->isEnabled());
    CHECK_FALSE(view->cancelButton()->isEnabled());
    CHECK_FALSE(view->progressBar()->isVisible());
    CHECK(view->statusLabel()->text().contains(QStringLiteral("cancelled")));

    // The solver returns in the background; its result is dropped.
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    CHECK(done.count() == 1);
    CHECK_FALSE(view->optimised().has_value());
    CHECK_FALSE(view->comparisonTable()->isVisible());
    CHECK(*window.document()->scenario().inputs.hybrid.purchases == own);

    // A new run after a cancelled one works.
    QTest::mouseClick(view->optimiseButton(), Qt::LeftButton);
    REQUIRE((done.count() > 1 || done.wait(60'000)));
    CHECK(view->optimised().has_value());
}

TEST_CASE("Cancel stops the solver itself, not only the Plan tab's wait for it",
          "[views][plan][optimise]")
{
    // The benchmark's 10-year scenario keeps CBC busy for seconds (its root alone takes about
    // one), so the cancel always reaches a running solver. The solver must return marked
    // cancelled — stopped by Cancel, not at its 60 s limit.
    Library lib;
    MainWindow window(&lib.store, lib.settings.get());
    window.show();
    REQUIRE(window.openFile(
        test::dataPath(QStringLiteral("../bench/scenario-plan-10-years-8-workloads.json"))));
    window.dashboard()->tabs()->setCurrentIndex(Dashboard::Plan);
    PlanView *view = window.dashboard()->plan();
    view->timeLimitBox()->setValue(60.0);
    QSignalSpy ended(view, &PlanView::solverEnded);
    QTest::mouseClick(view->optimiseButton(), Qt::LeftButton);
    REQUIRE(view->isOptimising());
    QTest::mouseClick(view->cancelButton(), Qt::LeftButton);
    CHECK_FALSE(view->isOptimising());
    REQUIRE(ended.wait(50'000)); // well before the time limit
    CHECK(ended.at(0).at(0).toBool());
    CHECK_FALSE(view->optimised().has_value()); // the cancelled run's plan is never shown
    window.document()->markSaved(std::nullopt, 0);
}

TEST_CASE("the Plan tab is hidden for a version 1 scenario and the report section needs a plan",
          "[views][plan]")
{
    Library lib;
    MainWindow window(&lib.store, lib.settings.get());
    window.show();
    REQUIRE(
        window.openFile(test::dataPath(QStringLiteral("examples/seed-80xh100-on-demand.json"))));
    CHECK_FALSE(window.dashboard()->tabs()->isTabVisible(Dashboard::Plan));
    CHECK_FALSE(charts::hasPlan(window.document()->scenario()));
    window.document()->markSaved(std::nullopt, 0);
    REQUIRE(window.openFile(staged()));
    CHECK(window.dashboard()->tabs()->isTabVisible(Dashboard::Plan));
    CHECK(charts::hasPlan(window.document()->scenario()));
}
