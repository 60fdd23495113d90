// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The measured time to answer (issue 40): an executive of the seed-000 company — a Dutch
// mid-size company (euros, five years) with training runs, daytime inference and dev/test, as
// in the hybrid-cloud article — walks the wizard with the keyboard, once on the quick path and
// once on the full path, in English and in Dutch. The walk counts every field the executive
// touches (typed in, chosen, ticked; moving on with Next is not counted) and checks that no page
// needs a scroll bar in the window the wizard opens at on a 1280×800 screen. The counts are
// the ones the README states.
#include "keyboard.h"
#include "testsupport.h"

#include "assessment/assessment.h"
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "core/texts.h"
#include "editors/expertiseeditor.h"
#include "editors/minicostcurve.h"
#include "editors/numberfield.h"
#include "editors/workloadseditor.h"
#include "scenario/scenariofile.h"
#include "wizard/decisionwizard.h"
#include "wizard/editorpage.h"
#include "wizard/quickeditor.h"
#include "wizard/resultpage.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace gda;
using namespace gda::ui;
using engine::WorkloadKind;
using Page = DecisionWizard::PageId;

namespace {

// The README's promise: at most this many fields on each path.
constexpr int kQuickPathLimit = 15;
constexpr int kFullPathLimit = 30;

struct Walk
{
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    DecisionWizard wizard{DecisionWizard::newScenario(settings)};
    test::Keyboard keys{&wizard};
    int touched = 0;
    QStringList pagesNeedingScroll;

    Walk()
    {
        // The size the wizard opens at on a 1280×800 screen (its own choice, bounded by the
        // screen less a title bar; the offscreen screen is smaller, so it is set here).
        const int line = wizard.fontMetrics().height();
        wizard.show();
        wizard.resize(QSize(line * 86, line * 54).boundedTo(QSize(1280, 800 - 40)));
        wizard.activateWindow();
        REQUIRE(QTest::qWaitForWindowExposed(&wizard));
        REQUIRE(QTest::qWaitForWindowActive(&wizard));
        checkScrolling();
    }

    QWidget *page() const { return wizard.currentPage(); }
    const Scenario &scenario() const { return wizard.document()->scenario(); }

    void checkScrolling()
    {
        QCoreApplication::processEvents();
        if (auto *editorPage = qobject_cast<EditorPage *>(page()))
            if (editorPage->needsScrolling())
                pagesNeedingScroll << editorPage->title();
    }

    void next(Page expected)
    {
        REQUIRE(wizard.button(QWizard::NextButton)->isEnabled());
        keys.pressOnFocus(Qt::Key_Return);
        REQUIRE(wizard.currentId() == expected);
        checkScrolling();
    }

    // Types into the line edit named `name` on the current page: one field.
    void type(const char *name, const QString &text)
    {
        keys.type(page(), QString::fromLatin1(name), text);
        ++touched;
    }

    // Chooses the entry with `data` in a combo box by keyboard: one field.
    void choose(QComboBox *box, const QVariant &data)
    {
        REQUIRE(box);
        const int target = box->findData(data);
        REQUIRE(target >= 0);
        keys.tabTo(box);
        while (box->currentIndex() < target)
            QTest::keyClick(box, Qt::Key_Down);
        while (box->currentIndex() > target)
            QTest::keyClick(box, Qt::Key_Up);
        REQUIRE(box->currentIndex() == target);
        ++touched;
    }

    // Ticks a radio button or a check box with Space: one field.
    void tick(QAbstractButton *button)
    {
        REQUIRE(button);
        keys.press(button, Qt::Key_Space);
        REQUIRE(button->isChecked());
        ++touched;
    }

    // "Add a workload" → a kind: one field.
    void add(WorkloadKind kind)
    {
        for (QAction *action : wizard.workloadsEditor()->addButton()->menu()->actions())
            if (action->data().toInt() == int(kind)) {
                action->trigger();
                ++touched;
                return;
            }
        FAIL("no menu entry for the kind");
    }

    // The start page as the executive fills it: the client, the currency, the country (a Dutch
    // company: its electricity price and grid follow, and the page still needs no scroll bar),
    // and the path.
    void start(bool quick)
    {
        type("client", QStringLiteral("Noordzee Logistiek B.V."));
        choose(page()->findChild<QComboBox *>(QStringLiteral("currency")), int(Currency::EUR));
        choose(page()->findChild<QComboBox *>(QStringLiteral("inputs.business.country")),
               QStringLiteral("NL"));
        CHECK(scenario().business.country == QStringLiteral("NL"));
        if (quick)
            tick(wizard.quickPathButton());
        CHECK(scenario().inputs.horizonYears == 5); // the default horizon is the company's
    }

    // The result page answers as `evaluate` answers the file the wizard writes.
    void checkResult()
    {
        REQUIRE(wizard.currentId() == Page::ResultPageId);
        const QString shown = wizard.resultPage()->recommendationLabel()->text();
        CHECK_FALSE(shown.isEmpty());
        const scenariofile::Result read =
            scenariofile::parse(scenariofile::toCanonicalJson(scenario()));
        REQUIRE(std::holds_alternative<Scenario>(read));
        const auto assessed = assessment::assess(std::get<Scenario>(read));
        REQUIRE(std::holds_alternative<assessment::Assessment>(assessed));
        const auto &advice = std::get<assessment::Assessment>(assessed).advice;
        REQUIRE(advice);
        CHECK(shown == texts::adviceTitle(*advice));
    }
};

// The quick path: Start, the five questions, the result.
int quickWalk()
{
    Walk w;
    w.start(true);
    w.next(Page::QuickPageId);
    QuickEditor *quick = w.wizard.quickEditor();
    // 1. 32 GPUs (16 training, 8 inference, 8 dev/test), busy 14 hours a day on average.
    w.type("inputs.workload.gpus", QStringLiteral("32"));
    w.type("quick_hours_per_day", QStringLiteral("14"));
    CHECK(w.scenario().inputs.workload.utilization == Approx(14.0 / 24.0).epsilon(1e-12));
    // 2. Seasonal demand (inference busier in autumn and winter).
    w.choose(quick->demandBox(), 1);
    CHECK(w.scenario().inputs.workload.monthlyProfile[11] == 1.4);
    // 3. Some experience: an IT operations team, no GPU cluster team.
    w.choose(quick->expertiseBox(), int(engine::Expertise::Some));
    // 4. €750,000 that can be invested now.
    w.type("inputs.factors.capital_available", QStringLiteral("750000"));
    CHECK(w.scenario().inputs.factors.capitalAvailable == 750000.0);
    // 5. The data is in the cloud: 200 TB.
    w.choose(quick->dataLocationBox(), int(engine::DataLocation::Cloud));
    w.type("inputs.migration.data_tb", QStringLiteral("200"));
    w.next(Page::ResultPageId);
    w.checkResult();
    CHECK(w.pagesNeedingScroll.isEmpty());
    INFO("pages that need a scroll bar: "
         << w.pagesNeedingScroll.join(QStringLiteral(", ")).toStdString());
    return w.touched;
}

// The full path: every page, three workloads.
int fullWalk()
{
    Walk w;
    w.start(false);
    w.next(Page::UtilizationPageId);
    // Training: 16 GPUs round the clock.
    w.type("inputs.workload.gpus", QStringLiteral("16"));
    w.type("hours_per_day", QStringLiteral("24"));
    // Daytime inference and dev/test, 8 GPUs each (their hours are the kinds' defaults). The
    // page keeps its layout: the cost curve stays where it was, the list of workloads takes the
    // entries' place beside it.
    auto *curve = w.page()->findChild<MiniCostCurve *>();
    REQUIRE(curve);
    REQUIRE(curve->isVisible());
    const QRect curveBefore(curve->mapTo(w.page(), QPoint(0, 0)), curve->size());
    w.add(WorkloadKind::Inference);
    QCoreApplication::processEvents();
    CHECK(curve->isVisible());
    CHECK(QRect(curve->mapTo(w.page(), QPoint(0, 0)), curve->size()) == curveBefore);
    QWidget *list = w.wizard.workloadsEditor()->list();
    REQUIRE(list->isVisible());
    const QRect listRect(list->mapTo(w.page(), QPoint(0, 0)), list->size());
    CHECK(listRect.right() < curveBefore.left());
    CHECK(listRect.top() < curveBefore.bottom());
    w.type("workload_gpus", QStringLiteral("8"));
    w.add(WorkloadKind::Development);
    w.type("workload_gpus", QStringLiteral("8"));
    REQUIRE(w.scenario().inputs.workloads.size() == 3);
    w.checkScrolling(); // three workloads on the page
    w.next(Page::PredictabilityPageId);
    // The training demand grows 20% a year.
    w.type("workload_annual_growth", QStringLiteral("20"));
    w.next(Page::ExpertisePageId);
    w.tick(w.page()->findChild<QRadioButton *>(QStringLiteral("expertise_some")));
    w.next(Page::CapitalPageId);
    w.type("inputs.factors.capital_available", QStringLiteral("750000"));
    w.next(Page::DataGravityPageId);
    w.type("inputs.migration.data_tb", QStringLiteral("200"));
    w.type("inputs.cloud.egress_tb_per_month", QStringLiteral("5"));
    w.next(Page::ResultPageId);
    w.checkResult();
    const auto &workloads = w.scenario().inputs.workloads;
    CHECK(workloads[0].gpus == 16);
    CHECK(workloads[1].kind == WorkloadKind::Inference);
    CHECK(workloads[2].kind == WorkloadKind::Development);
    INFO("pages that need a scroll bar: "
         << w.pagesNeedingScroll.join(QStringLiteral(", ")).toStdString());
    CHECK(w.pagesNeedingScroll.isEmpty());
    return w.touched;
}

} // namespace

TEST_CASE("walkthrough: the seed-000 company reaches its answer in at most 15 fields on the "
          "quick path and 30 on the full path, without scrolling at 1280x800, in English")
{
    REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("en")));
    const int quick = quickWalk();
    const int full = fullWalk();
    // 4 on the Start page (client, currency, country, the quick path) + 7 answers.
    CHECK(quick == 11);
    CHECK(quick <= kQuickPathLimit);
    // 3 on the Start page + 6 on Utilization + 1 + 1 + 1 + 2.
    CHECK(full == 14);
    CHECK(full <= kFullPathLimit);
}

TEST_CASE("walkthrough: the same walk in Dutch, with the same counts and no scrolling")
{
    if (!LanguageManager::instance().setLanguage(QStringLiteral("nl"))) {
        test::skipTest(QStringLiteral("no Dutch translation built"));
        return;
    }
    QCoreApplication::processEvents();
    CHECK(quickWalk() == 11);
    CHECK(fullWalk() == 14);
    REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("en")));
}
