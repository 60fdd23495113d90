// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Access keys (issue 35 item 4): on every window, dialog and wizard page, in English and Dutch,
// no two controls on screen share an access key — the review found "&Volgende" and "Werklast
// &verwijderen" sharing Alt+V on one wizard page, so a keyboard user who meant Next deleted a
// workload. What counts: a button's text, a label's text when it has a buddy (Qt draws the "&" of
// a label without one), a tab's text and a menu bar title; "&&" is a literal ampersand.
#include "assessment/summarize.h"
#include "catalog/catalogfile.h"
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "editors/collapsiblesection.h"
#include "editors/scenarioeditor.h"
#include "editors/workloadseditor.h"
#include "export/exportchartdialog.h"
#include "export/exportreportsdialog.h"
#include "export/reportdialog.h"
#include "scenario/scenariofile.h"
#include "store/sqlitelibrary.h"
#include "testsupport.h"
#include "viewlibrary.h"
#include "views/comparedialog.h"
#include "views/conflictdialog.h"
#include "views/dashboard.h"
#include "views/importusagedialog.h"
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
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <map>

using namespace gda;
using namespace gda::ui;

namespace {

// The access key of a text: the character after a single '&', lower-cased; null without one.
QChar accessKey(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i; // "&&": a literal ampersand
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// Every access key on screen in `window`, with the texts that carry it.
std::map<QChar, QStringList> accessKeys(QWidget *window)
{
    std::map<QChar, QStringList> keys;
    const auto note = [&keys](const QString &text, const QString &where) {
        const QChar key = accessKey(text);
        if (!key.isNull())
            keys[key] << QStringLiteral("%1 (%2)").arg(text, where);
    };
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets.prepend(window);
    for (QWidget *w : widgets) {
        if (!w->isVisibleTo(window) || w->isWindow() && w != window)
            continue;
        const QString where = QLatin1String(w->metaObject()->className());
        if (auto *button = qobject_cast<QAbstractButton *>(w))
            note(button->text(), where);
        else if (auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
            note(label->text(), where);
        else if (auto *box = qobject_cast<QGroupBox *>(w))
            note(box->title(), where);
        else if (auto *bar = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < bar->count(); ++i)
                if (bar->isTabVisible(i))
                    note(bar->tabText(i), where);
        } else if (auto *menuBar = qobject_cast<QMenuBar *>(w)) {
            for (const QAction *action : menuBar->actions())
                if (action->isVisible())
                    note(action->text(), where);
        }
    }
    return keys;
}

// The keys that more than one control on screen carries, as lines for the failure message.
QStringList clashes(QWidget *window)
{
    QApplication::processEvents();
    QStringList lines;
    for (const auto &[key, texts] : accessKeys(window))
        if (texts.size() > 1)
            lines << QStringLiteral("Alt+%1: %2").arg(key, texts.join(QStringLiteral(" · ")));
    return lines;
}

void checkNoClash(QWidget *window, const QString &what)
{
    const QStringList found = clashes(window);
    INFO(what.toStdString() << ": " << found.join(QStringLiteral("; ")).toStdString());
    CHECK(found.isEmpty());
    // The check looked at something: every window here has at least one access key.
    CHECK_FALSE(accessKeys(window).empty());
}

// What a screen reader announces as a control's name: its accessible interface's name.
QString announced(QWidget *w)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    return iface ? iface->text(QAccessible::Name).trimmed() : QString();
}

QString plainText(QString text)
{
    text.replace(QRegularExpression(QStringLiteral("&(?!&)")), QString());
    return text.replace(QStringLiteral("&&"), QStringLiteral("&")).trimmed();
}

// The labels a screen reader reads with a control: its Label relations (a buddy label beside
// it, a group box).
QStringList labelsOf(QWidget *w)
{
    QStringList labels;
    if (QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w))
        for (const auto &[label, relation] : iface->relations(QAccessible::Label))
            labels << label->text(QAccessible::Name);
    return labels;
}

// The controls on screen that a screen reader names wrongly (issue 35 item 5): a combo box
// announced by its value alone (on Linux Qt gives a combo box's current text as its name, so
// its label must reach the screen reader as a Label relation or an accessible name), a spin box
// without a name or label, a radio button or check box named by anything but its own text, a
// button without text or name.
QStringList misnamed(QWidget *window)
{
    QApplication::processEvents();
    QStringList found;
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (!w->isVisibleTo(window) || w->isWindow())
            continue;
        const QString name = announced(w);
        const QString what = QStringLiteral("%1 \"%2\"")
                                 .arg(QLatin1String(w->metaObject()->className()), w->objectName());
        if (qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w)) {
            if (labelsOf(w).isEmpty() && w->accessibleName().isEmpty())
                found << what + QStringLiteral(": no label (announced as \"%1\")").arg(name);
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            const QString text = plainText(button->text());
            if ((qobject_cast<QRadioButton *>(w) || qobject_cast<QCheckBox *>(w)) &&
                !text.isEmpty() && name != text)
                found << what + QStringLiteral(": \"%1\" announced as \"%2\"").arg(text, name);
            else if (name.isEmpty())
                found << what + QStringLiteral(": a button without a name");
        }
    }
    return found;
}

void checkSpoken(QWidget *window, const QString &what)
{
    const QStringList found = misnamed(window);
    INFO(what.toStdString() << ": " << found.join(QStringLiteral("; ")).toStdString());
    CHECK(found.isEmpty());
}

const QStringList kLanguages{QStringLiteral("en"), QStringLiteral("nl")};

bool useLanguage(const QString &language)
{
    if (!LanguageManager::instance().setLanguage(language))
        return false;
    QCoreApplication::processEvents();
    return true;
}

// The library of the view tests with a version 1 and a version 2 example.
struct Library : test::ViewLibrary
{
    Library()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("gpu-advisor-accesskey-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor-accesskey-tests"));
        QFile::remove(ui::DraftKeeper::defaultPath()); // a draft of this program's own name
        REQUIRE(
            store
                .importFiles({test::dataPath(QStringLiteral("examples/seed-80xh100-reserved.json")),
                              test::dataPath(
                                  QStringLiteral("examples-v2/three-workloads-shared-fleet.json"))})
                .ok());
    }
};

} // namespace

TEST_CASE("access keys: the check finds two controls that share a key, and not a literal &",
          "[accesskeys]")
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *save = new QPushButton(QStringLiteral("&Save"), &window);
    auto *label = new QLabel(QStringLiteral("&Size:"), &window);
    auto *size = new QLineEdit(&window);
    label->setBuddy(size);
    auto *company = new QPushButton(QStringLiteral("Smith && Co"), &window);
    auto *plain = new QLabel(QStringLiteral("&Unused: no buddy"), &window);
    for (QWidget *w :
         {static_cast<QWidget *>(save), static_cast<QWidget *>(label), static_cast<QWidget *>(size),
          static_cast<QWidget *>(company), static_cast<QWidget *>(plain)})
        layout->addWidget(w);
    window.show();
    const QStringList found = clashes(&window);
    REQUIRE(found.size() == 1);
    CHECK(found.front().startsWith(QStringLiteral("Alt+s: &Save")));
    CHECK(accessKey(QStringLiteral("Smith && Co")).isNull());
    CHECK(accessKeys(&window).count(u'u') == 0);
    label->setText(QStringLiteral("Si&ze:"));
    CHECK(clashes(&window).isEmpty());
}

TEST_CASE("screen reader: the check finds a combo box without a label, a radio button named by "
          "its group's label and a button without a name",
          "[accesskeys][accessibility]")
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *currency = new QComboBox(&window);
    currency->addItems({QStringLiteral("Euro (EUR)"), QStringLiteral("US dollar (USD)")});
    auto *radio = new QRadioButton(QStringLiteral("&No experience"), &window);
    auto *icon = new QToolButton(&window);
    layout->addWidget(currency);
    layout->addWidget(radio);
    layout->addWidget(icon);
    window.show();
    CHECK(misnamed(&window).size() == 2); // the combo box has only its value, the icon nothing
    radio->setAccessibleName(QStringLiteral("In-house expertise"));
    CHECK(misnamed(&window).size() == 3);
    auto *label = new QLabel(QStringLiteral("&Currency:"), &window);
    label->setBuddy(currency);
    layout->insertWidget(0, label);
    radio->setAccessibleName({});
    icon->setAccessibleName(QStringLiteral("More"));
    CHECK(misnamed(&window).isEmpty());
    CHECK(labelsOf(currency) == QStringList{QStringLiteral("Currency:")});
}

TEST_CASE("access keys: every page of the decision wizard, both paths, every section open",
          "[accesskeys]")
{
    for (const QString &language : kLanguages) {
        if (!useLanguage(language)) {
            test::skipTest(QStringLiteral("no translation for %1").arg(language));
            continue;
        }
        INFO("language " << language.toStdString());
        const QTemporaryDir dir;
        const Settings settings(dir.filePath(QStringLiteral("settings.ini")));
        for (const bool quick : {false, true}) {
            DecisionWizard wizard(DecisionWizard::newScenario(settings));
            wizard.setQuickPath(quick);
            wizard.resize(1204, 756);
            wizard.show();
            REQUIRE(QTest::qWaitForWindowExposed(&wizard));
            for (;;) {
                const QString page = wizard.currentPage()->title();
                checkNoClash(&wizard, page);
                checkSpoken(&wizard, page);
                if (wizard.currentId() == DecisionWizard::UtilizationPageId) {
                    // Several workloads: the list's Add and Remove buttons join the page.
                    wizard.workloadsEditor()->addWorkload(engine::WorkloadKind::Inference);
                    checkNoClash(&wizard, page + QStringLiteral(" with two workloads"));
                }
                for (auto *section : wizard.currentPage()->findChildren<CollapsibleSection *>())
                    section->setExpanded(true);
                for (auto *editor : wizard.currentPage()->findChildren<ScenarioEditor *>())
                    editor->setAdvancedVisible(true);
                checkNoClash(&wizard, page + QStringLiteral(" with every section open"));
                checkSpoken(&wizard, page + QStringLiteral(" with every section open"));
                if (wizard.currentId() == DecisionWizard::ResultPageId)
                    break;
                wizard.next();
            }
        }
    }
    useLanguage(QStringLiteral("en"));
}

TEST_CASE("access keys: the main window on every dashboard tab, version 1 and 2", "[accesskeys]")
{
    Library library;
    const auto entries = library.store.list();
    REQUIRE(entries);
    REQUIRE(entries->size() == 2);
    for (const QString &language : kLanguages) {
        if (!useLanguage(language)) {
            test::skipTest(QStringLiteral("no translation for %1").arg(language));
            continue;
        }
        INFO("language " << language.toStdString());
        MainWindow window(&library.store, library.settings.get());
        window.resize(1296, 810);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        for (const auto &entry : *entries) {
            window.openFromLibrary(entry.id);
            QTabWidget *tabs = window.dashboard()->tabs();
            for (int tab = 0; tab < tabs->count(); ++tab) {
                if (!tabs->isTabVisible(tab))
                    continue;
                tabs->setCurrentIndex(tab);
                checkNoClash(&window, entry.name + QStringLiteral(" / ") + tabs->tabText(tab));
                checkSpoken(&window, entry.name + QStringLiteral(" / ") + tabs->tabText(tab));
            }
        }
    }
    useLanguage(QStringLiteral("en"));
}

TEST_CASE("access keys: the dialogs", "[accesskeys]")
{
    Library library;
    ScenarioDocument document;
    document.reset(DecisionWizard::newScenario(*library.settings));
    const catalog::Catalog catalog = catalog::loadApplicationCatalog().catalog;
    for (const QString &language : kLanguages) {
        if (!useLanguage(language)) {
            test::skipTest(QStringLiteral("no translation for %1").arg(language));
            continue;
        }
        INFO("language " << language.toStdString());
        const auto check = [](QWidget &dialog, const char *what) {
            dialog.show();
            checkNoClash(&dialog, QLatin1String(what));
            checkSpoken(&dialog, QLatin1String(what));
        };
        {
            PreferencesDialog dialog(library.settings.get());
            check(dialog, "Preferences");
        }
        {
            ui::exporting::ReportDialog dialog(document, library.settings.get());
            check(dialog, "Export report");
        }
        {
            ui::exporting::ExportChartDialog dialog(document, charts::ChartKind::BreakEven,
                                                    library.settings.get());
            check(dialog, "Export chart");
        }
        {
            ui::exporting::BatchScenario one;
            one.id = 1;
            one.client = QStringLiteral("Client");
            one.name = QStringLiteral("Scenario");
            one.scenario = document.scenario();
            ui::exporting::ExportReportsDialog dialog({one, one}, library.settings.get());
            check(dialog, "Export reports");
        }
        {
            CompareDialog dialog({document.scenario(), document.scenario()});
            check(dialog, "Compare");
        }
        {
            ConflictDialog dialog(document.scenario(), 1, document.scenario(), 2);
            check(dialog, "Conflict");
        }
        {
            ImportUsageDialog dialog(&document, catalog);
            check(dialog, "Import usage");
        }
    }
    useLanguage(QStringLiteral("en"));
}

TEST_CASE("keyboard: Ctrl+PgDn and Ctrl+PgUp turn the dashboard page from the library too, and "
          "Tab reaches the library's toolbar",
          "[accesskeys][keyboard]")
{
    Library library;
    REQUIRE(useLanguage(QStringLiteral("en")));
    MainWindow window(&library.store, library.settings.get());
    window.show();
    QApplication::setActiveWindow(&window);
    REQUIRE(QTest::qWaitForWindowActive(&window));
    window.openFromLibrary(library.store.list()->first().id);
    QTabWidget *tabs = window.dashboard()->tabs();
    tabs->setCurrentIndex(Dashboard::BreakEven);
    QAbstractItemView *tree = window.library()->view();
    tree->setFocus(Qt::TabFocusReason);
    QApplication::processEvents();
    REQUIRE(QApplication::focusWidget() == tree);
    const QModelIndex selected = tree->currentIndex();
    QTest::keyClick(tree, Qt::Key_PageDown, Qt::ControlModifier);
    CHECK(tabs->currentIndex() == Dashboard::Utilization);
    CHECK(tree->currentIndex() == selected); // the library's selection stayed
    QTest::keyClick(tree, Qt::Key_PageUp, Qt::ControlModifier);
    CHECK(tabs->currentIndex() == Dashboard::BreakEven);
    // From the first page back to the last one shown (the version 1 scenario hides two).
    QTest::keyClick(tree, Qt::Key_PageUp, Qt::ControlModifier);
    CHECK(tabs->isTabVisible(tabs->currentIndex()));
    CHECK(tabs->currentIndex() != Dashboard::BreakEven);

    // Tab from the search field reaches the toolbar's buttons before the list.
    QWidget *search = window.library()->searchField();
    search->setFocus(Qt::TabFocusReason);
    QApplication::processEvents();
    QStringList reached;
    for (int i = 0; i < 8 && QApplication::focusWidget() != tree; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        if (auto *button = qobject_cast<QAbstractButton *>(QApplication::focusWidget()))
            reached << button->text();
    }
    INFO("reached: " << reached.join(QStringLiteral(", ")).toStdString());
    CHECK(QApplication::focusWidget() == tree);
    // Every button of the toolbar that can be used now (and is not behind its » menu).
    auto *toolbar = window.library()->findChild<QToolBar *>();
    REQUIRE(toolbar);
    int usable = 0;
    for (QAction *action : toolbar->actions()) {
        QWidget *button = toolbar->widgetForAction(action);
        if (!action->isEnabled() || !button || !button->isVisible())
            continue;
        ++usable;
        CHECK(reached.contains(qobject_cast<QAbstractButton *>(button)->text()));
    }
    CHECK(usable >= 2); // Open and Duplicate with a scenario selected

    // With text in the search field its clear button shows; a screen reader names it.
    window.library()->searchField()->setText(QStringLiteral("80"));
    {
        const QStringList found = misnamed(window.library());
        INFO(found.join(QStringLiteral("; ")).toStdString());
        CHECK(found.isEmpty());
    }
    window.library()->searchField()->clear();
}
