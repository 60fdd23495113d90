// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Layout at the sizes people have (issue 35 item 3): the main window on every dashboard tab of a
// version 1 and a version 2 scenario and on the Plan tab after Optimise, every page of the
// decision wizard (both paths, every section open) and Preferences, at 1280×800, 1296×810 (the
// size the app opens with on a 1440×900 screen) and 1600×1000, in English and Dutch. Nothing on
// screen may be elided or clipped (layoutcheck.h says what is measured). CTest runs the same
// cases a second time at 200% scale (QT_SCALE_FACTOR=2; tests/views/CMakeLists.txt).
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "editors/collapsiblesection.h"
#include "editors/scenarioeditor.h"
#include "layoutcheck.h"
#include "testsupport.h"
#include "viewlibrary.h"
#include "views/dashboard.h"
#include "views/mainwindow.h"
#include "views/planview.h"
#include "views/preferencesdialog.h"
#include "wizard/decisionwizard.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QVBoxLayout>
#include <QValueAxis>

#include <iostream>

using namespace gda;
using namespace gda::ui;

namespace {

const QList<QSize> kSizes{{1280, 800}, {1296, 810}, {1600, 1000}};
const QStringList kLanguages{QStringLiteral("en"), QStringLiteral("nl")};

QString sizeName(const QSize &size)
{
    return QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
}

bool useLanguage(const QString &language)
{
    if (!LanguageManager::instance().setLanguage(language))
        return false;
    QCoreApplication::processEvents();
    return true;
}

// Lets the layouts (and Qt Charts' deferred layout) settle.
void settle()
{
    for (int i = 0; i < 3; ++i) {
        QApplication::processEvents();
        QApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
    QApplication::processEvents();
}

// Every finding, with where it was seen; printed whole at the end of a case.
struct Findings
{
    QStringList lines;

    void check(QWidget *window, const QString &where)
    {
        settle();
        const QStringList found = gda::test::clippedTexts(window);
        for (const QString &line : found)
            lines << where + QStringLiteral(": ") + line;
        // GDA_LAYOUT_SHOTS=folder: an image of every window with a finding, to look at.
        if (const QString folder = qEnvironmentVariable("GDA_LAYOUT_SHOTS");
            !folder.isEmpty() && !found.isEmpty()) {
            QString name = where;
            name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9]+")), QStringLiteral("-"));
            window->grab().save(QStringLiteral("%1/%2.png").arg(folder, name.left(120)));
        }
    }

    void report() const
    {
        for (const QString &line : lines)
            std::cout << "clipped: " << line.toStdString() << '\n';
        INFO(lines.size() << " clipped texts (listed above)");
        CHECK(lines.isEmpty());
    }
};

struct Library : test::ViewLibrary
{
    Library()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("gpu-advisor-layout-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor-layout-tests"));
        QFile::remove(ui::DraftKeeper::defaultPath());
        REQUIRE(
            store
                .importFiles({test::dataPath(QStringLiteral("examples/seed-80xh100-reserved.json")),
                              test::dataPath(
                                  QStringLiteral("examples-v2/three-workloads-shared-fleet.json")),
                              test::dataPath(QStringLiteral("plan/seed-80xh100-staged.json"))})
                .ok());
    }
};

} // namespace

TEST_CASE("layout: the check finds an elided label, a clipped header, a hidden tab and a "
          "truncated chart label, and passes the same texts with room",
          "[layout]")
{
    QWidget window;
    window.resize(900, 600);
    auto *layout = new QVBoxLayout(&window);
    const QString reason = QStringLiteral("Voorspelbaarheid van de werklast en bezettingsgraad");
    auto *label = new QLabel(reason, &window);
    label->setMinimumWidth(10);
    label->setMaximumWidth(120); // as the review's "bezettingsgr…"
    layout->addWidget(label);
    auto *model = new QStandardItemModel(1, 2, &window);
    model->setHorizontalHeaderLabels(
        {QStringLiteral("Verandering in de besparing (laag/hoog)"), QStringLiteral("Factor")});
    model->setItem(0, 0, new QStandardItem(QStringLiteral("Development and test")));
    auto *table = new QTableView(&window);
    table->setWordWrap(false);
    table->setModel(model);
    table->horizontalHeader()->resizeSection(0, 90);
    layout->addWidget(table);
    auto *tabs = new QTabWidget(&window);
    tabs->setMaximumWidth(300);
    for (const char *name : {"Beslissingsmatrix", "Gevoeligheid", "Onzekerheid", "Aannames"})
        tabs->addTab(new QWidget, QString::fromLatin1(name));
    layout->addWidget(tabs);
    auto *chart = new QChart;
    auto *series = new QBarSeries;
    auto *set = new QBarSet(QStringLiteral("Reserveringscontract, ongebruikte looptijd"));
    *set << 1 << 2;
    series->append(set);
    chart->addSeries(series);
    auto *categories = new QBarCategoryAxis;
    categories->append(
        {QStringLiteral("Reserveringscontract 1: 40 GPU's van maand 1 tot en met 36"),
         QStringLiteral("Aankooptranche 2: 40 GPU's")});
    chart->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    auto *view = new QChartView(chart, &window);
    view->setFixedWidth(260);
    layout->addWidget(view);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    settle();
    const QStringList found = gda::test::clippedTexts(&window);
    const auto mentions = [&found](const char *what) {
        return std::any_of(found.begin(), found.end(), [what](const QString &line) {
            return line.contains(QLatin1String(what));
        });
    };
    INFO(found.join(QStringLiteral("\n")).toStdString());
    CHECK(mentions("QLabel: \"Voorspelbaarheid"));
    CHECK(mentions("section \"Verandering in de besparing"));
    CHECK(mentions("cell (0, 0) \"Development and test\""));
    CHECK(mentions("behind the scroll arrows"));
    CHECK(mentions("truncated"));

    // With room, the same texts pass.
    label->setMaximumWidth(QWIDGETSIZE_MAX);
    table->horizontalHeader()->resizeSection(0, 400);
    tabs->setMaximumWidth(QWIDGETSIZE_MAX);
    view->setMinimumWidth(880);
    view->setMaximumWidth(QWIDGETSIZE_MAX);
    window.resize(1400, 900);
    settle();
    const QStringList after = gda::test::clippedTexts(&window);
    INFO("with room: " << after.join(QStringLiteral("\n")).toStdString());
    CHECK(after.isEmpty());
}

TEST_CASE("layout: the main window shows every dashboard tab whole at 1280x800, 1296x810 and "
          "1600x1000, version 1 and 2 and the Plan tab, in English and Dutch",
          "[layout]")
{
    Library library;
    const auto entries = library.store.list();
    REQUIRE(entries);
    REQUIRE(entries->size() == 3);
    Findings findings;
    for (const QString &language : kLanguages) {
        if (!useLanguage(language)) {
            test::skipTest(QStringLiteral("no translation for %1").arg(language));
            continue;
        }
        MainWindow window(&library.store, library.settings.get());
        window.resize(kSizes.front());
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        for (const auto &entry : *entries) {
            REQUIRE(window.openFromLibrary(entry.id));
            QTabWidget *tabs = window.dashboard()->tabs();
            const bool staged = entry.name.contains(QStringLiteral("in stages"));
            if (staged) {
                // The Plan tab as the review saw it: after Optimise.
                tabs->setCurrentIndex(Dashboard::Plan);
                PlanView *plan = window.dashboard()->plan();
                plan->timeLimitBox()->setValue(10.0);
                QSignalSpy done(plan, &PlanView::optimiseFinished);
                plan->optimise();
                REQUIRE(done.wait(120'000));
            }
            for (const QSize &size : kSizes) {
                window.resize(size);
                for (int tab = 0; tab < tabs->count(); ++tab) {
                    if (!tabs->isTabVisible(tab))
                        continue;
                    if (staged && tab != Dashboard::Plan)
                        continue; // the staged example is here for its plan
                    tabs->setCurrentIndex(tab);
                    findings.check(&window, QStringLiteral("%1 %2 %3 / %4")
                                                .arg(language, sizeName(size), entry.name,
                                                     tabs->tabText(tab)));
                }
            }
        }
        window.document()->markSaved(std::nullopt, 0);
    }
    useLanguage(QStringLiteral("en"));
    findings.report();
}

TEST_CASE("layout: every page of the decision wizard is whole at the sizes it opens at, both "
          "paths, every section open, in English and Dutch",
          "[layout]")
{
    Findings findings;
    for (const QString &language : kLanguages) {
        if (!useLanguage(language)) {
            test::skipTest(QStringLiteral("no translation for %1").arg(language));
            continue;
        }
        const QTemporaryDir dir;
        const Settings settings(dir.filePath(QStringLiteral("settings.ini")));
        for (const QSize &screen : kSizes) {
            for (const bool quick : {false, true}) {
                DecisionWizard wizard(DecisionWizard::newScenario(settings));
                wizard.setQuickPath(quick);
                // The wizard's own size, bounded by the screen less a title bar
                // (test_walkthrough.cpp).
                const int line = wizard.fontMetrics().height();
                wizard.show();
                wizard.resize(QSize(line * 86, line * 54).boundedTo(screen - QSize(0, 40)));
                REQUIRE(QTest::qWaitForWindowExposed(&wizard));
                for (;;) {
                    const QString where =
                        QStringLiteral("%1 %2 %3 / %4")
                            .arg(language, sizeName(screen),
                                 quick ? QStringLiteral("quick") : QStringLiteral("full"),
                                 wizard.currentPage()->title());
                    findings.check(&wizard, where);
                    for (auto *section : wizard.currentPage()->findChildren<CollapsibleSection *>())
                        section->setExpanded(true);
                    for (auto *editor : wizard.currentPage()->findChildren<ScenarioEditor *>())
                        editor->setAdvancedVisible(true);
                    findings.check(&wizard, where + QStringLiteral(" (every section open)"));
                    if (wizard.currentId() == DecisionWizard::ResultPageId)
                        break;
                    wizard.next();
                }
            }
        }
    }
    useLanguage(QStringLiteral("en"));
    findings.report();
}

TEST_CASE("layout: Preferences is whole at its own size on each screen, in English and Dutch",
          "[layout]")
{
    Library library;
    Findings findings;
    for (const QString &language : kLanguages) {
        if (!useLanguage(language)) {
            test::skipTest(QStringLiteral("no translation for %1").arg(language));
            continue;
        }
        for (const QSize &screen : kSizes) {
            PreferencesDialog dialog(library.settings.get());
            dialog.show();
            dialog.resize(dialog.sizeHint().boundedTo(screen - QSize(0, 40)));
            REQUIRE(QTest::qWaitForWindowExposed(&dialog));
            findings.check(&dialog,
                           QStringLiteral("%1 %2 Preferences").arg(language, sizeName(screen)));
        }
    }
    useLanguage(QStringLiteral("en"));
    findings.report();
}

TEST_CASE("layout: the library keeps its headings and client names whole with a larger font",
          "[layout]")
{
    // The review's "Clien": the library's first column with a larger font than the default.
    Library library;
    const QFont before = QApplication::font();
    QFont larger = before;
    larger.setPointSizeF(before.pointSizeF() * 1.4);
    QApplication::setFont(larger);
    Findings findings;
    for (const QString &language : kLanguages) {
        if (!useLanguage(language)) {
            test::skipTest(QStringLiteral("no translation for %1").arg(language));
            continue;
        }
        MainWindow window(&library.store, library.settings.get());
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        for (const QSize &size : kSizes) {
            window.resize(size);
            Findings all;
            all.check(&window, QStringLiteral("%1 %2 larger font").arg(language, sizeName(size)));
            for (const QString &line : all.lines)
                if (line.contains(QLatin1String("LibraryPanel")))
                    findings.lines << line;
        }
    }
    QApplication::setFont(before);
    useLanguage(QStringLiteral("en"));
    findings.report();
}
