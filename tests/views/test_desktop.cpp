// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The main window as a desktop user with a keyboard or a screen reader meets it: Tab reaches
// every part and comes back to the start, every input and chart has a name a screen reader can
// speak, and the charts carry a text alternative.
#include "assessment/summarize.h"
#include "charts/chartpanel.h"
#include "charts/uncertaintycharts.h"
#include "core/accessibility.h"
#include "core/appidentity.h"
#include "core/applicationidentity.h"
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "darkpalette.h"
#include "engine/uncertainty.h"
#include "export/exportchartdialog.h"
#include "export/reportdialog.h"
#include "scenario/scenariofile.h"
#include "store/libraryfactory.h"
#include "store/sqlitelibrary.h"
#include "testsupport.h"
#include "views/comparedialog.h"
#include "views/dashboard.h"
#include "views/draftkeeper.h"
#include "views/helpdialog.h"
#include "views/librarypanel.h"
#include "views/mainwindow.h"
#include "views/preferencesdialog.h"
#include "wizard/decisionwizard.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSlider>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeView>

#include <set>

using namespace gda;
using namespace gda::ui;

namespace {

// A library with two worked examples, settings in a temporary INI.
struct Fixture
{
    QTemporaryDir dir;
    store::SqliteLibrary store;
    std::unique_ptr<Settings> settings;

    Fixture()
    {
        // A data folder of its own: views_tests and i18n_tests, which may run at the same time,
        // keep their crash-recovery draft in theirs (DraftKeeper::defaultPath()).
        QCoreApplication::setOrganizationName(QStringLiteral("gpu-advisor-desktop-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor-desktop-tests"));
        REQUIRE(dir.isValid());
        store.setSummarizer(summarize);
        REQUIRE(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
        settings = std::make_unique<Settings>(dir.filePath(QStringLiteral("settings.ini")));
        REQUIRE(
            store
                .importFiles({test::dataPath(QStringLiteral("examples/seed-80xh100-reserved.json")),
                              test::dataPath(QStringLiteral("examples/lease-lead-snowball.json"))})
                .ok());
        QFile::remove(DraftKeeper::defaultPath());
    }
};

QString describe(const QWidget *w)
{
    return QStringLiteral("%1 \"%2\" in %3")
        .arg(QLatin1String(w->metaObject()->className()), w->objectName(),
             w->parentWidget() ? QLatin1String(w->parentWidget()->metaObject()->className())
                               : QLatin1String("-"));
}

// Presses `key` until the focus is back on `start`; returns every widget that had the focus, or
// nothing when the focus never came back (a keyboard trap) within `limit` presses.
std::optional<std::set<QWidget *>> walk(QWidget *start, Qt::Key key, int limit = 3000)
{
    std::set<QWidget *> visited;
    start->setFocus(Qt::TabFocusReason);
    QApplication::processEvents();
    if (QApplication::focusWidget() != start)
        return std::nullopt;
    for (int i = 0; i < limit; ++i) {
        QTest::keyClick(QApplication::focusWidget(), key);
        QWidget *now = QApplication::focusWidget();
        if (!now)
            return std::nullopt;
        if (now == start)
            return visited;
        visited.insert(now);
    }
    return std::nullopt;
}

// The widgets that take keyboard focus by Tab and are on screen.
std::vector<QWidget *> tabbable(QWidget *window)
{
    std::vector<QWidget *> result;
    for (QWidget *w : window->findChildren<QWidget *>())
        if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) &&
            !w->focusProxy())
            result.push_back(w);
    return result;
}

// What a screen reader announces as the widget's name: its accessible name, or the label (a
// buddy label or a group box title) Qt reports as its Label relation over AT-SPI; for buttons
// their text.
QString spokenName(QWidget *w)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    if (!iface)
        return {};
    if (!w->accessibleName().isEmpty())
        return w->accessibleName();
    if (qobject_cast<QAbstractButton *>(w))
        return iface->text(QAccessible::Name);
    QStringList labels;
    for (const auto &[label, relation] : iface->relations(QAccessible::Label))
        labels << label->text(QAccessible::Name);
    return labels.join(QLatin1Char(' ')).trimmed();
}

// Every widget a user types into, picks from or reads a chart from, except the editors inside
// a spin box or combo box (the box itself is what a screen reader announces).
std::vector<QWidget *> inputsAndCharts(QWidget *root)
{
    std::vector<QWidget *> result;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        const bool inner = qobject_cast<QAbstractSpinBox *>(w->parentWidget()) ||
                           qobject_cast<QComboBox *>(w->parentWidget());
        if (inner || w->inherits("QComboBoxPrivateContainer") || w->inherits("QComboBoxListView"))
            continue;
        if (qobject_cast<QLineEdit *>(w) || qobject_cast<QAbstractSpinBox *>(w) ||
            qobject_cast<QComboBox *>(w) || qobject_cast<QPlainTextEdit *>(w) ||
            qobject_cast<QSlider *>(w) || qobject_cast<QChartView *>(w) ||
            (qobject_cast<QAbstractItemView *>(w) && !w->inherits("QHeaderView")))
            result.push_back(w);
    }
    return result;
}

void checkNamed(QWidget *root, std::size_t atLeast = 20)
{
    QApplication::processEvents(); // the tables fill on the first turn of the event loop
    const auto widgets = inputsAndCharts(root);
    CHECK(widgets.size() >= atLeast);
    for (QWidget *w : widgets) {
        INFO(describe(w).toStdString());
        CHECK_FALSE(spokenName(w).isEmpty());
        if (qobject_cast<QChartView *>(w))
            CHECK_FALSE(w->accessibleDescription().isEmpty());
    }
}

} // namespace

TEST_CASE("desktop: Tab walks the whole main window on every dashboard tab and comes back",
          "[views][desktop][keyboard]")
{
    Fixture f;
    MainWindow window(&f.store, f.settings.get());
    window.show();
    QApplication::setActiveWindow(&window);
    REQUIRE(QTest::qWaitForWindowActive(&window));
    window.openFromLibrary(f.store.list()->first().id);
    QWidget *start = window.library()->searchField();
    QTabWidget *tabs = window.dashboard()->tabs();
    for (int tab = 0; tab < tabs->count(); ++tab) {
        if (!tabs->isTabVisible(tab))
            continue; // the placement view of version 2 scenarios
        tabs->setCurrentIndex(tab);
        QApplication::processEvents();
        INFO("dashboard tab " << tabs->tabText(tab).toStdString());
        for (Qt::Key key : {Qt::Key_Tab, Qt::Key_Backtab}) {
            INFO((key == Qt::Key_Tab ? "Tab" : "Shift+Tab"));
            const auto visited = walk(start, key);
            REQUIRE(visited.has_value()); // no trap: the focus came back to the search field
            CHECK(visited->count(window.library()->view()) == 1);
            CHECK(visited->count(tabs->tabBar()) == 1);
            // Every table, list and field on screen is reached.
            for (QWidget *w : tabbable(&window)) {
                INFO(describe(w).toStdString());
                CHECK((w == start || visited->count(w) == 1));
            }
        }
    }
}

TEST_CASE("desktop: Tab leaves the break-even table from its last cell", "[views][desktop]")
{
    Fixture f;
    MainWindow window(&f.store, f.settings.get());
    window.show();
    QApplication::setActiveWindow(&window);
    REQUIRE(QTest::qWaitForWindowActive(&window));
    window.openFromLibrary(f.store.list()->first().id);
    window.dashboard()->tabs()->setCurrentIndex(Dashboard::BreakEven);
    QApplication::processEvents();
    auto *table = window.dashboard()->tabs()->currentWidget()->findChild<QAbstractItemView *>();
    REQUIRE(table);
    REQUIRE(table->model()->rowCount() > 1);
    table->setFocus(Qt::TabFocusReason);
    QTest::keyClick(table, Qt::Key_End, Qt::ControlModifier);
    const QModelIndex last = table->currentIndex();
    CHECK(last.row() == table->model()->rowCount() - 1);
    QTest::keyClick(table, Qt::Key_Tab);
    CHECK(QApplication::focusWidget() != table);
    CHECK(table->currentIndex() == last); // Tab moved the focus, not the current cell
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
    CHECK(QApplication::focusWidget() == table);
    QTest::keyClick(table, Qt::Key_Backtab);
    CHECK(QApplication::focusWidget() != table);

    // Ctrl+Tab and Ctrl+PgDn from inside the table go to the next dashboard tab, the Shift and
    // PgUp variants back, as in every Qt tab widget.
    QTabWidget *tabs = window.dashboard()->tabs();
    struct Press
    {
        Qt::Key key;
        Qt::KeyboardModifiers modifiers;
        int tab;
    };
    const Press presses[] = {
        {Qt::Key_Tab, Qt::ControlModifier, Dashboard::Utilization},
        {Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier, Dashboard::BreakEven},
        {Qt::Key_PageDown, Qt::ControlModifier, Dashboard::Utilization},
        {Qt::Key_PageUp, Qt::ControlModifier, Dashboard::BreakEven},
    };
    for (const Press &press : presses) {
        QWidget *inside = tabs->currentWidget()->findChild<QAbstractItemView *>();
        REQUIRE(inside);
        inside->setFocus(Qt::TabFocusReason);
        INFO("key " << press.key << " modifiers " << press.modifiers.toInt());
        QTest::keyClick(inside, press.key, press.modifiers);
        CHECK(tabs->currentIndex() == press.tab);
    }
}

TEST_CASE("desktop: every input and chart of the main window has a name a screen reader speaks",
          "[views][desktop][accessibility]")
{
    Fixture f;
    MainWindow window(&f.store, f.settings.get());
    window.openFromLibrary(f.store.list()->first().id);
    checkNamed(&window);
}

TEST_CASE("desktop: a number field describes its default and answers What's This",
          "[views][desktop][accessibility]")
{
    Fixture f;
    DecisionWizard wizard(DecisionWizard::newScenario(*f.settings));
    auto *edit = wizard.findChild<QLineEdit *>(QStringLiteral("inputs.workload.utilization"));
    REQUIRE(edit);
    INFO(edit->whatsThis().toStdString());
    CHECK(edit->accessibleName() == QStringLiteral("Utilization"));
    CHECK(edit->accessibleDescription().startsWith(QStringLiteral("Default 70%")));
    CHECK(edit->whatsThis().contains(QStringLiteral("<b>Utilization</b>")));
    CHECK(edit->whatsThis().contains(QStringLiteral("Valid: above 0, at most 100 %.")));
}

TEST_CASE("desktop: every input of the decision wizard has a name a screen reader speaks",
          "[views][desktop][accessibility]")
{
    Fixture f;
    DecisionWizard wizard(DecisionWizard::newScenario(*f.settings));
    checkNamed(&wizard);
}

TEST_CASE("desktop: gpu-advisor --version and --help answer without a display",
          "[views][desktop][cli]")
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QString());
    environment.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    for (const char *option : {"--version", "--help", "-v", "-h"}) {
        INFO(option);
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(GDA_GUI_PATH), {QLatin1String(option)});
        REQUIRE(process.waitForFinished(20000));
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        INFO(out.toStdString() << process.readAllStandardError().toStdString());
        CHECK(process.exitStatus() == QProcess::NormalExit);
        CHECK(process.exitCode() == 0);
        if (QByteArray(option).contains('v'))
            CHECK(out.trimmed() == QStringLiteral("gpu-advisor " GDA_VERSION));
        else
            CHECK(out.contains(QStringLiteral("--db <PATH>")));
    }
}

TEST_CASE("desktop: error text keeps 4.5:1 contrast in a light and a dark theme",
          "[views][desktop][accessibility]")
{
    // WCAG: white on black is 21:1; #b00020 on white 7.3:1 (luminance 0.0948), on the dark
    // window #353535 (luminance 0.0356) (0.0948 + 0.05) / (0.0356 + 0.05) = 1.7:1.
    CHECK(contrastRatio(Qt::white, Qt::black) == Approx(21.0));
    CHECK(contrastRatio(QColor(0xb0, 0x00, 0x20), Qt::white) == Approx(7.3).margin(0.05));
    CHECK(contrastRatio(QColor(0xb0, 0x00, 0x20), QColor(0x35, 0x35, 0x35)) < 2.0);
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    for (const QPalette &palette : {fusion->standardPalette(), test::darkPalette()}) {
        const QColor error = errorColor(palette);
        INFO(error.name().toStdString());
        CHECK(contrastRatio(error, palette.color(QPalette::Window)) >= 4.5);
        CHECK(contrastRatio(error, palette.color(QPalette::Base)) >= 4.5);
        CHECK(error.red() > 2 * std::max(error.green(), error.blue()) - 60); // still a red
    }
    CHECK(errorColor(fusion->standardPalette()) == QColor(0xb0, 0x00, 0x20));
}

TEST_CASE("desktop: charts on screen follow a dark theme, light ones stay white",
          "[views][desktop]")
{
    ScenarioDocument document;
    charts::ChartPanel light(charts::ChartKind::BreakEven, &document);
    CHECK(light.chart()->backgroundBrush().color() == QColor(Qt::white));
    charts::ChartPanel dark(charts::ChartKind::BreakEven, &document);
    dark.setPalette(test::darkPalette());
    QApplication::processEvents();
    QChart *chart = dark.chart();
    CHECK(chart->backgroundBrush().color() == test::darkPalette().color(QPalette::Base));
    CHECK(chart->titleBrush().color() == test::darkPalette().color(QPalette::Text));
    for (QAbstractAxis *axis : chart->axes())
        CHECK(contrastRatio(axis->labelsColor(), chart->backgroundBrush().color()) >= 4.5);
    // The chart's name and description reach a screen reader.
    CHECK(dark.view()->accessibleName() == QStringLiteral("Break-even"));
    CHECK(dark.view()->accessibleDescription().contains(QStringLiteral("Cumulative cost")));
}

TEST_CASE("desktop: the sensitivity and uncertainty charts carry their numbers as a table",
          "[views][desktop][accessibility]")
{
    auto loaded =
        scenariofile::load(test::dataPath(QStringLiteral("examples/seed-80xh100-reserved.json")));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    ScenarioDocument document;
    document.reset(std::get<Scenario>(loaded));
    charts::ChartPanel tornado(charts::ChartKind::Tornado, &document);
    tornado.chart();
    REQUIRE(tornado.table());
    const auto bars = engine::tornado(document.scenario().inputs);
    REQUIRE(tornado.table()->rowCount() == int(bars.size()));
    CHECK(tornado.table()->item(0, 0)->text() == charts::parameterName(bars.front().parameter));
    CHECK_FALSE(tornado.table()->accessibleName().isEmpty());

    charts::ChartPanel histogram(charts::ChartKind::Histogram, &document);
    histogram.chart();
    for (int i = 0; i < 600 && histogram.isPending(); ++i)
        QTest::qWait(50);
    REQUIRE_FALSE(histogram.isPending());
    histogram.chart();
    REQUIRE(histogram.table());
    // One row per bin; the draws of all rows add up to the simulation's draws (the title).
    int draws = 0;
    for (int r = 0; r < histogram.table()->rowCount(); ++r)
        draws += QLocale().toInt(histogram.table()->item(r, 2)->text());
    CHECK(histogram.table()->rowCount() > 5);
    CHECK(histogram.view()->accessibleDescription().contains(QLocale().toString(draws)));
}

namespace {
QMenu *menuNamed(QMainWindow &window, const QString &title)
{
    for (QAction *a : window.menuBar()->actions())
        if (a->menu() && a->text() == title)
            return a->menu();
    return nullptr;
}

QAction *actionNamed(QMenu *menu, const QString &text)
{
    for (QAction *a : menu->actions())
        if (a->text() == text)
            return a;
    return nullptr;
}
} // namespace

TEST_CASE("desktop: menus offer Edit in wizard, Open Recent, About with licence and About Qt",
          "[views][desktop]")
{
    Fixture f;
    MainWindow window(&f.store, f.settings.get());
    QMenu *edit = menuNamed(window, QStringLiteral("&Edit"));
    REQUIRE(edit);
    CHECK(actionNamed(edit, QStringLiteral("Edit in &wizard…")));
    QMenu *help = menuNamed(window, QStringLiteral("&Help"));
    REQUIRE(help);
    bool whatsThis = false;
    for (QAction *a : help->actions())
        whatsThis = whatsThis || a->shortcut() == QKeySequence(Qt::SHIFT | Qt::Key_F1);
    CHECK(whatsThis); // Help → What's This?
    QAction *aboutQt = actionNamed(help, QStringLiteral("About &Qt"));

    REQUIRE(aboutQt);
    CHECK(aboutQt->menuRole() == QAction::AboutQtRole);
    const QString about = window.aboutText();
    CHECK(about.contains(QStringLiteral("GNU General Public License")));
    CHECK(about.contains(QStringLiteral("version 3 or (at your option) any later version")));
    CHECK(about.contains(QStringLiteral("Copyright © 2026")));
    CHECK(about.contains(QStringLiteral("SQLite")));
    // The icon every window and dialog shows (ui::setApplicationIdentity sets it).
    CHECK_FALSE(applicationIcon().isNull());
    CHECK_FALSE(applicationIcon().pixmap(48, 48).isNull());
}

TEST_CASE("desktop: File → Open Recent lists opened files, newest first, and opens them",
          "[views][desktop]")
{
    Fixture f;
    const QString first = test::dataPath(QStringLiteral("examples/lease-lead-snowball.json"));
    const QString second = test::dataPath(QStringLiteral("examples/seed-80xh100-reserved.json"));
    {
        MainWindow window(&f.store, f.settings.get());
        QMenu *recent = window.recentMenu();
        REQUIRE(recent);
        CHECK_FALSE(recent->actions().first()->isEnabled()); // "No recent files"
        REQUIRE(window.openFile(first));
        REQUIRE(recent->actions().first()->data().toString() ==
                QFileInfo(first).absoluteFilePath());
        CHECK(recent->actions().first()->text() == QStringLiteral("&1 lease-lead-snowball.json"));
    }
    f.settings->addRecentFile(QFileInfo(second).absoluteFilePath());
    f.settings->addRecentFile(QFileInfo(first).absoluteFilePath()); // again: moves to the top
    CHECK(f.settings->recentFiles() ==
          QStringList{QFileInfo(first).absoluteFilePath(), QFileInfo(second).absoluteFilePath()});
    for (int i = 0; i < 12; ++i)
        f.settings->addRecentFile(QStringLiteral("/nowhere/%1.json").arg(i));
    CHECK(f.settings->recentFiles().size() == Settings::kMaxRecentFiles);
    CHECK(f.settings->recentFiles().first() == QStringLiteral("/nowhere/11.json"));

    f.settings->setValue(
        Settings::Key::RecentFiles,
        QStringList{QFileInfo(second).absoluteFilePath(), QStringLiteral("/nowhere/gone.json")});
    MainWindow window(&f.store, f.settings.get());
    const QList<QAction *> entries = window.recentMenu()->actions();
    REQUIRE(entries.size() >= 2);
    CHECK(entries[0]->isEnabled());
    CHECK_FALSE(entries[1]->isEnabled()); // the file is gone
    entries[0]->trigger();
    CHECK(window.document()->scenario().name.startsWith(QStringLiteral("10 x p5.48xlarge")));
}

TEST_CASE("desktop: Help shows the built-in handbook, the user guide in Dutch where it exists",
          "[views][desktop]")
{
    Fixture f;
    MainWindow window(&f.store, f.settings.get());
    QMenu *help = menuNamed(window, QStringLiteral("&Help"));
    REQUIRE(help);
    QAction *handbook = actionNamed(help, QStringLiteral("&Handbook"));
    REQUIRE(handbook);
    CHECK(handbook->shortcut() == QKeySequence(QKeySequence::HelpContents));

    HelpDialog *dialog = window.showHelp(HelpDialog::UserGuide);
    QString text = dialog->browser()->toPlainText();
    CHECK(text.contains(QStringLiteral("A first scenario")));
    CHECK(text.contains(QStringLiteral("~/.local/share/gpu-advisor/")));
    CHECK_FALSE(text.contains(QStringLiteral("# "))); // rendered, not Markdown source
    window.showHelp(HelpDialog::Methodology);
    text = dialog->browser()->toPlainText();
    CHECK(text.contains(QStringLiteral("Methodology")));
    CHECK(text.contains(QStringLiteral("break-even")));

    REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("nl")));
    QApplication::processEvents();
    CHECK(HelpDialog::source(HelpDialog::UserGuide, QStringLiteral("nl")) ==
          QStringLiteral(":/handbook/user-guide.nl.md"));
    CHECK(HelpDialog::source(HelpDialog::Methodology, QStringLiteral("nl")) ==
          QStringLiteral(":/handbook/methodology.md")); // English only
    window.showHelp(HelpDialog::UserGuide);
    CHECK(dialog->browser()->toPlainText().contains(QStringLiteral("Een eerste scenario")));
    REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("en")));
    QApplication::processEvents();
}

TEST_CASE("desktop: the doubled data folder moves up once, its old copy kept as a backup",
          "[views][desktop][store]")
{
    // An application name of its own, so that the test's folders are its own (QStandardPaths
    // is in test mode: ~/.qttest/share).
    const QString organization = QCoreApplication::organizationName();
    const QString application = QCoreApplication::applicationName();
    const QString name = QStringLiteral("gda-migration-%1").arg(QCoreApplication::applicationPid());
    QCoreApplication::setOrganizationName(name);
    QCoreApplication::setApplicationName(name);
    const QString share = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const QString target = share + u'/' + name;
    const QString old = target + u'/' + name;
    QDir(target).removeRecursively();

    CHECK(dataDirectory() == target);
    CHECK(store::defaultLibraryLocation() == target + QStringLiteral("/scenarios.sqlite"));
    CHECK(migrateOldDataDirectory().isEmpty()); // nothing to move

    // The old folder: a library with one scenario, a user catalog and a draft.
    REQUIRE(QDir().mkpath(old + QStringLiteral("/drafts")));
    {
        store::SqliteLibrary library;
        REQUIRE(library.open(old + QStringLiteral("/scenarios.sqlite")).ok());
        REQUIRE(
            library
                .importFiles({test::dataPath(QStringLiteral("examples/lease-lead-snowball.json"))})
                .ok());
    }
    const auto write = [](const QString &path, const QByteArray &content) {
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(content);
    };
    write(old + QStringLiteral("/catalog.json"), "old catalog");
    write(old + QStringLiteral("/drafts/current.json"), "draft");
    write(target + QStringLiteral("/catalog.json"), "newer catalog"); // already in the new place

    const QString moved = migrateOldDataDirectory();
    INFO(moved.toStdString());
    CHECK(moved.startsWith(QStringLiteral("moved the data folder")));
    CHECK_FALSE(QFileInfo::exists(old));
    const QString backup = target + QStringLiteral("/gpu-advisor.old-data-backup");
    CHECK(QFileInfo::exists(backup + QStringLiteral("/scenarios.sqlite")));
    CHECK(test::readFile(backup + QStringLiteral("/catalog.json")) == "old catalog");
    CHECK(test::readFile(target + QStringLiteral("/catalog.json")) == "newer catalog"); // kept
    CHECK(test::readFile(target + QStringLiteral("/drafts/current.json")) == "draft");
    {
        store::SqliteLibrary library;
        REQUIRE(library.open(store::defaultLibraryLocation()).ok());
        REQUIRE(library.list().ok());
        CHECK(library.list()->size() == 1);
    }
    CHECK(migrateOldDataDirectory().isEmpty()); // once

    QDir(target).removeRecursively();
    QCoreApplication::setOrganizationName(organization);
    QCoreApplication::setApplicationName(application);
}

TEST_CASE("desktop: the main window's minimum size fits a 1000-pixel screen at 200%",
          "[views][desktop]")
{
    Fixture f;
    MainWindow window(&f.store, f.settings.get());
    window.show();
    window.openFromLibrary(f.store.list()->first().id);
    QApplication::processEvents();
    // At QT_SCALE_FACTOR=2 every logical pixel is two: a 1366 × 1000 screen with a 40-pixel
    // panel leaves 683 × 480 logical pixels, less a title bar of about 20. The largest page
    // (the decision matrix: table, weights, chart) decides the height.
    const QSize minimum = window.minimumSizeHint();
    INFO(minimum.width() << " x " << minimum.height());
    CHECK(minimum.width() <= 683);
    CHECK(minimum.height() <= 460);
    QTabWidget *tabs = window.dashboard()->tabs();
    for (int i = 0; i < tabs->count(); ++i) {
        INFO(tabs->tabText(i).toStdString());
        CHECK(tabs->widget(i)->minimumSizeHint().height() <= 320);
    }
}

// Issue 20, item 5: the reports' accent colour in Preferences → remembered as "#RRGGBB"; Default
// brings the product's dark blue back (an empty setting).
TEST_CASE("desktop: Preferences remembers the reports' accent colour and its default",
          "[views][desktop]")
{
    Fixture f;
    {
        PreferencesDialog dialog(f.settings.get());
        CHECK_FALSE(dialog.accentColor().isValid());
        CHECK(dialog.accentButton()->text().contains(QStringLiteral("#1F3F66")));
        dialog.setAccentColor(QColor(0x8b, 0x1e, 0x3f));
        CHECK(dialog.accentButton()->text() == QStringLiteral("#8B1E3F"));
        dialog.apply();
    }
    CHECK(f.settings->reportAccent() == QStringLiteral("#8B1E3F"));
    {
        PreferencesDialog dialog(f.settings.get());
        CHECK(dialog.accentColor() == QColor(0x8b, 0x1e, 0x3f));
        dialog.setAccentColor(QColor());
        dialog.apply();
    }
    CHECK(f.settings->reportAccent().isEmpty());
}

TEST_CASE("desktop: no label shows a literal mnemonic '&' (Preferences)", "[views][desktop]")
{
    Fixture f;
    PreferencesDialog dialog(f.settings.get());
    int withMnemonic = 0;
    for (const QLabel *label : dialog.findChildren<QLabel *>()) {
        const QString text = QString(label->text()).remove(QStringLiteral("&&"));
        if (!text.contains(u'&'))
            continue;
        ++withMnemonic;
        INFO(label->text().toStdString());
        CHECK(label->buddy()); // without a buddy Qt draws the "&"
        if (label->buddy())
            CHECK_FALSE(spokenName(label->buddy()).contains(u'&'));
    }
    CHECK(withMnemonic >= 5); // language, currency, horizon, author, library
}

TEST_CASE("desktop: every input of the dialogs has a name a screen reader speaks",
          "[views][desktop][accessibility]")
{
    Fixture f;
    ScenarioDocument document;
    document.reset(DecisionWizard::newScenario(*f.settings));
    SECTION("preferences")
    {
        PreferencesDialog dialog(f.settings.get());
        checkNamed(&dialog, 5);
    }
    SECTION("report")
    {
        ui::exporting::ReportDialog dialog(document, f.settings.get());
        checkNamed(&dialog, 2);
    }
    SECTION("chart export")
    {
        ui::exporting::ExportChartDialog dialog(document, charts::ChartKind::BreakEven,
                                                f.settings.get());
        checkNamed(&dialog, 2);
    }
    SECTION("compare")
    {
        CompareDialog dialog({document.scenario(), document.scenario()});
        checkNamed(&dialog, 2);
    }
}
