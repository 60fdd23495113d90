// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The language switch at run time: English → Dutch → English, checked on a sample of texts of
// the main window, the dashboard, a chart, the wizard and the dialogs, and on number formatting.
#include "i18ntestsupport.h"

#include "charts/chartpanel.h"
#include "charts/charts.h"
#include "charts/decisionmatrixmodel.h"
#include "charts/decisionmatrixpanel.h"
#include "core/format.h"
#include "core/optiontable.h"
#include "core/scenariodocument.h"
#include "core/texts.h"
#include "scenario/inputregistry.h"
#include "views/dashboard.h"
#include "views/librarymodel.h"
#include "views/librarypanel.h"
#include "views/mainwindow.h"
#include "views/preferencesdialog.h"
#include "wizard/decisionwizard.h"

#include <catch2/catch.hpp>

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractSeries>
#include <QAction>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QTabWidget>
#include <QWizardPage>

#include <ostream>

using namespace gda;
using namespace gda::ui;

// Readable QString values in Catch2's messages.
inline std::ostream &operator<<(std::ostream &os, const QString &s)
{
    return os << s.toStdString();
}
inline std::ostream &operator<<(std::ostream &os, const QStringList &l)
{
    return os << '[' << l.join(QStringLiteral(" | ")).toStdString() << ']';
}

namespace {

QStringList menuTitles(const QMainWindow &window)
{
    QStringList titles;
    for (QAction *a : window.menuBar()->actions())
        titles << a->text();
    return titles;
}

QMenu *menu(const QMainWindow &window, int index)
{
    return window.menuBar()->actions().at(index)->menu();
}

QStringList actionTexts(const QMenu *menu)
{
    QStringList texts;
    for (QAction *a : menu->actions())
        if (!a->isSeparator())
            texts << a->text();
    return texts;
}

QStringList tabTexts(const QTabWidget *tabs)
{
    QStringList texts;
    for (int i = 0; i < tabs->count(); ++i)
        texts << tabs->tabText(i);
    return texts;
}

// The letters after '&' (lower case) that repeat among the texts; empty when all are unique.
QStringList repeatedAccelerators(const QStringList &texts)
{
    QSet<QChar> seen;
    QStringList repeated;
    for (const QString &text : texts) {
        const qsizetype at = text.indexOf(u'&');
        if (at < 0 || at + 1 >= text.size() || text.at(at + 1) == u'&')
            continue;
        const QChar key = text.at(at + 1).toLower();
        if (seen.contains(key))
            repeated << text;
        seen.insert(key);
    }
    return repeated;
}

// Every menu of the menu bar (and the bar itself) has unique accelerators.
void checkAcceleratorsUnique(const QMainWindow &window)
{
    CHECK(repeatedAccelerators(menuTitles(window)).isEmpty());
    for (QAction *top : window.menuBar()->actions()) {
        QList<QMenu *> menus{top->menu()};
        while (!menus.isEmpty()) {
            QMenu *m = menus.takeFirst();
            INFO("menu " << m->title());
            CHECK(repeatedAccelerators(actionTexts(m)) == QStringList());
            for (QAction *a : m->actions())
                if (a->menu())
                    menus << a->menu();
        }
    }
}

QStringList labelTexts(const QWidget &widget)
{
    QStringList texts;
    for (const QLabel *label : widget.findChildren<QLabel *>())
        texts << label->text();
    return texts;
}

QString cancelButtonText(const QWidget &dialog)
{
    const auto *box = dialog.findChild<QDialogButtonBox *>();
    REQUIRE(box);
    const QPushButton *cancel = box->button(QDialogButtonBox::Cancel);
    REQUIRE(cancel);
    return cancel->text();
}

QString axisTitle(const QChart &chart, Qt::Orientation orientation)
{
    const QList<QAbstractAxis *> axes = chart.axes(orientation);
    REQUIRE_FALSE(axes.isEmpty());
    return axes.first()->titleText();
}

const QStringList kEnglishTabs{QStringLiteral("Break-even"),     QStringLiteral("Utilization"),
                               QStringLiteral("Cost breakdown"), QStringLiteral("Decision matrix"),
                               QStringLiteral("Sensitivity"),    QStringLiteral("Uncertainty"),
                               QStringLiteral("Providers"),      QStringLiteral("Assumptions"),
                               QStringLiteral("Placement"),      QStringLiteral("Plan")};
const QStringList kDutchTabs{QStringLiteral("Break-even"),     QStringLiteral("Bezettingsgraad"),
                             QStringLiteral("Kostenopbouw"),   QStringLiteral("Beslissingsmatrix"),
                             QStringLiteral("Gevoeligheid"),   QStringLiteral("Onzekerheid"),
                             QStringLiteral("Cloudproviders"), QStringLiteral("Aannames"),
                             QStringLiteral("Plaatsing"),      QStringLiteral("Plan")};

} // namespace

TEST_CASE("i18n: switching installs our Dutch translation, Qt's own and the Dutch locale, and back")
{
    test::EnglishAfterwards english;
    LanguageManager &languages = LanguageManager::instance();
    REQUIRE(test::switchLanguage(QStringLiteral("nl")));
    CHECK(languages.language() == QStringLiteral("nl"));
    CHECK(QLocale().language() == QLocale::Dutch);
    CHECK(QLocale().territory() == QLocale::Netherlands);
    CHECK(QCoreApplication::translate("gda::ui::MainWindow", "&File") ==
          QStringLiteral("&Bestand"));
    // qtbase_nl: Qt's own buttons and dialogs.
    CHECK(QCoreApplication::translate("QPlatformTheme", "Cancel") == QStringLiteral("Annuleren"));
    // Window titles end with the product name, which is not translated (docs/glossary.md): one
    // name on the title, in the report and in the desktop menu (the Dutch review counted two).
    CHECK(QGuiApplication::applicationDisplayName() == QStringLiteral("GPU Decision Advisor"));

    REQUIRE(test::switchLanguage(QStringLiteral("en")));
    CHECK(languages.language() == QStringLiteral("en"));
    CHECK(QLocale().language() == QLocale::English);
    CHECK(QCoreApplication::translate("gda::ui::MainWindow", "&File") == QStringLiteral("&File"));
    CHECK(QCoreApplication::translate("QPlatformTheme", "Cancel") == QStringLiteral("Cancel"));
    CHECK(QGuiApplication::applicationDisplayName() == QStringLiteral("GPU Decision Advisor"));
    // An unknown language changes nothing.
    CHECK_FALSE(languages.setLanguage(QStringLiteral("fr")));
    CHECK(languages.language() == QStringLiteral("en"));
}

TEST_CASE("i18n: the main window's menus, library and dashboard switch to Dutch live and back")
{
    test::EnglishAfterwards english;
    test::TemporaryLibrary library;
    REQUIRE(library.open());
    const auto ids = library.import({"seed-80xh100-on-demand", "low-utilization-stays-cloud"});
    REQUIRE(ids.size() == 2);

    MainWindow window(&library.store, &library.settings);
    window.resize(1280, 860);
    window.show();
    REQUIRE(window.openFromLibrary(ids.first()));
    QCoreApplication::processEvents();

    const QStringList englishMenus{QStringLiteral("&File"), QStringLiteral("&Edit"),
                                   QStringLiteral("&View"), QStringLiteral("&Help")};
    REQUIRE(menuTitles(window) == englishMenus);
    CHECK(actionTexts(menu(window, 0)).first() == QStringLiteral("&New scenario…"));
    CHECK(tabTexts(window.dashboard()->tabs()) == kEnglishTabs);
    // The headline leads with the recommendation and names its scenario.
    CHECK(window.dashboard()->headlineText().startsWith(QStringLiteral("Recommendation:")));
    CHECK(window.dashboard()->headlineText().contains(QStringLiteral("\nScenario: ")));
    checkAcceleratorsUnique(window);

    REQUIRE(test::switchLanguage(QStringLiteral("nl")));
    SECTION("in Dutch")
    {
        CHECK(menuTitles(window) == QStringList{QStringLiteral("&Bestand"),
                                                QStringLiteral("Be&werken"),
                                                QStringLiteral("Beel&d"), QStringLiteral("&Help")});
        const QStringList file = actionTexts(menu(window, 0));
        CHECK(file ==
              QStringList{
                  QStringLiteral("&Nieuw scenario…"), QStringLiteral("Scenariobestand &openen…"),
                  QStringLiteral("Recent geo&pend"), QStringLiteral("Op&slaan in de bibliotheek"),
                  QStringLiteral("Opslaan met no&titie…"),
                  QStringLiteral("Opslaan als nie&uw scenario…"),
                  QStringLiteral("Scenariobestanden &importeren…"),
                  QStringLiteral("Ge&bruiksgegevens importeren…"),
                  QStringLiteral("Scenariobestand &exporteren…"),
                  QStringLiteral("&Rapport exporteren (PDF)…"),
                  QStringLiteral("&Grafiek exporteren…"),
                  QStringLiteral("E&xcel-werkmap exporteren…"), QStringLiteral("&CSV exporteren…"),
                  QStringLiteral("&Afsluiten")});
        const QStringList edit = actionTexts(menu(window, 1));
        CHECK(edit.contains(QStringLiteral("&Dupliceren")));
        CHECK(edit.contains(QStringLiteral("Naar de &prullenbak")));
        CHECK(edit.contains(QStringLiteral("Voo&rkeuren…")));
        const QStringList view = actionTexts(menu(window, 2));
        CHECK(view ==
              QStringList{QStringLiteral("&Taal"), QStringLiteral("&Valuta van dit scenario")});
        CHECK(actionTexts(menu(window, 3)) ==
              QStringList{QStringLiteral("&Handboek"), QStringLiteral("&Methodologie"),
                          QStringLiteral("Wat is &dit?"),
                          QStringLiteral("&Over GPU Decision Advisor"),
                          QStringLiteral("Over &Qt")});
        CHECK(edit.contains(QStringLiteral("Bewerken in de &wizard…")));
        checkAcceleratorsUnique(window);

        // The library: its header and its actions.
        const LibraryModel *model = window.library()->model();
        CHECK(model->headerData(LibraryModel::Name, Qt::Horizontal).toString() ==
              QStringLiteral("Klant / scenario"));
        CHECK(model->headerData(LibraryModel::Recommendation, Qt::Horizontal).toString() ==
              QStringLiteral("Aanbeveling"));
        CHECK(window.library()->emptyTrashAction()->text() == QStringLiteral("Prullenbak &legen…"));

        // The dashboard: tab titles, the headline, the decision matrix's reasons.
        Dashboard *dashboard = window.dashboard();
        CHECK(tabTexts(dashboard->tabs()) == kDutchTabs);
        const QString headline = dashboard->headlineText();
        INFO(headline);
        CHECK(headline.startsWith(QStringLiteral("Aanbeveling: On-premise")));
        CHECK(headline.contains(QStringLiteral("\nScenario: ")));
        CHECK(headline.contains(QStringLiteral("totaalscore")));
        CHECK(headline.contains(QStringLiteral("On-premise: break-evenpunt na")));
        CHECK(headline.contains(QStringLiteral("in 5 jaar")));
        CHECK(headline.contains(QStringLiteral("Kosten per GPU-uur:")));

        auto *matrix = qobject_cast<charts::DecisionMatrixPanel *>(
            dashboard->tabs()->widget(Dashboard::Matrix));
        REQUIRE(matrix);
        QAbstractItemModel *reasons = matrix->model();
        CHECK(reasons->headerData(charts::DecisionMatrixModel::ReasonColumn, Qt::Horizontal)
                  .toString() == QStringLiteral("Reden"));
        CHECK(reasons->index(0, charts::DecisionMatrixModel::FactorColumn).data().toString() ==
              QStringLiteral("Bezettingsgraad"));
        CHECK(reasons->index(0, charts::DecisionMatrixModel::ReasonColumn)
                  .data()
                  .toString()
                  .startsWith(QStringLiteral("Uw GPU's zijn")));

        // The chart of the first tab.
        charts::ChartPanel *panel = dashboard->chartPanel(Dashboard::BreakEven);
        REQUIRE(panel);
        CHECK(panel->chart()->title().contains(QStringLiteral("Cumulatieve kosten per optie")));
        CHECK(axisTitle(*panel->chart(), Qt::Horizontal) == QStringLiteral("Maand"));
    }

    REQUIRE(test::switchLanguage(QStringLiteral("en")));
    CHECK(menuTitles(window) == englishMenus);
    CHECK(actionTexts(menu(window, 0)).first() == QStringLiteral("&New scenario…"));
    CHECK(tabTexts(window.dashboard()->tabs()) == kEnglishTabs);
    // The headline leads with the recommendation and names its scenario.
    CHECK(window.dashboard()->headlineText().startsWith(QStringLiteral("Recommendation:")));
    CHECK(window.dashboard()->headlineText().contains(QStringLiteral("\nScenario: ")));
    CHECK(window.library()->model()->headerData(LibraryModel::Name, Qt::Horizontal).toString() ==
          QStringLiteral("Client / scenario"));
    checkAcceleratorsUnique(window);
}

TEST_CASE("i18n: a chart is built in the active language and a chart panel retranslates")
{
    test::EnglishAfterwards english;
    const auto scenario = test::loadExample("seed-80xh100-on-demand");
    REQUIRE(scenario);
    ScenarioDocument document;
    document.setScenario(*scenario);
    charts::ChartData data;
    data.scenario = document.scenario();
    data.evaluation = document.evaluation();
    data.decision = document.decision();

    charts::ChartPanel panel(charts::ChartKind::BreakEven, &document);
    REQUIRE(panel.chart()->title().contains(QStringLiteral("Cumulative cost per option")));

    REQUIRE(test::switchLanguage(QStringLiteral("nl")));
    {
        const QLocale locale = LanguageManager::instance().locale();
        const auto breakEven = charts::buildChart(charts::ChartKind::BreakEven, data, locale);
        CHECK(breakEven->title().contains(QStringLiteral("Cumulatieve kosten per optie")));
        QStringList names;
        for (const QAbstractSeries *series : breakEven->series())
            names << series->name();
        CHECK(names.contains(QStringLiteral("Break-even")));
        CHECK(names.contains(QStringLiteral("Hybride")));
        CHECK(axisTitle(*breakEven, Qt::Horizontal) == QStringLiteral("Maand"));
        CHECK(axisTitle(*breakEven, Qt::Vertical) == QStringLiteral("Cumulatieve kosten ($)"));

        const auto utilization = charts::buildChart(charts::ChartKind::Utilization, data, locale);
        CHECK(utilization->title().contains(QStringLiteral("Totale kosten naar bezettingsgraad")));
        CHECK(axisTitle(*utilization, Qt::Horizontal) == QStringLiteral("Bezettingsgraad (%)"));

        const auto matrix = charts::buildChart(charts::ChartKind::Matrix, data, locale);
        CHECK(matrix->title().contains(QStringLiteral("Beslissingsmatrix: wijst naar on-premise")));

        // Without a break-even the title says so.
        const auto cloud = test::loadExample("low-utilization-stays-cloud");
        REQUIRE(cloud);
        ScenarioDocument cloudDocument;
        cloudDocument.setScenario(*cloud);
        charts::ChartData cloudData{cloudDocument.scenario(), cloudDocument.evaluation(),
                                    cloudDocument.decision(), std::nullopt, std::nullopt};
        const auto noBreakEven =
            charts::buildChart(charts::ChartKind::BreakEven, cloudData, locale);
        CHECK(noBreakEven->title().contains(QStringLiteral(": geen break-evenpunt binnen")));

        CHECK(charts::chartKindName(charts::ChartKind::Breakdown) ==
              QStringLiteral("Kostenopbouw"));
        // The panel rebuilt its chart on the LanguageChange.
        CHECK(panel.chart()->title().contains(QStringLiteral("Cumulatieve kosten per optie")));
        CHECK(axisTitle(*panel.chart(), Qt::Horizontal) == QStringLiteral("Maand"));
    }

    REQUIRE(test::switchLanguage(QStringLiteral("en")));
    CHECK(panel.chart()->title().contains(QStringLiteral("Cumulative cost per option")));
    CHECK(axisTitle(*panel.chart(), Qt::Horizontal) == QStringLiteral("Month"));
    const auto breakEven = charts::buildChart(charts::ChartKind::BreakEven, data, QLocale());
    CHECK(axisTitle(*breakEven, Qt::Vertical) == QStringLiteral("Cumulative cost ($)"));
}

TEST_CASE("i18n: the decision wizard's pages and its own buttons switch to Dutch live and back")
{
    test::EnglishAfterwards english;
    test::TemporaryLibrary library;
    DecisionWizard wizard(DecisionWizard::newScenario(library.settings));
    wizard.show();
    QCoreApplication::processEvents();

    using Page = DecisionWizard::PageId;
    const auto titles = [&wizard] {
        QStringList texts;
        for (int id = Page::StartPageId; id <= Page::ResultPageId; ++id)
            texts << wizard.page(id)->title();
        return texts;
    };
    const QStringList englishTitles = titles();
    REQUIRE(englishTitles == QStringList{QStringLiteral("Start"), QStringLiteral("Utilization"),
                                         QStringLiteral("Workload predictability"),
                                         QStringLiteral("Technical expertise"),
                                         QStringLiteral("Capital availability"),
                                         QStringLiteral("Data gravity"), QStringLiteral("Result")});
    REQUIRE(wizard.buttonText(QWizard::NextButton) == QStringLiteral("&Next >"));

    REQUIRE(test::switchLanguage(QStringLiteral("nl")));
    CHECK(titles() == QStringList{QStringLiteral("Start"), QStringLiteral("Bezettingsgraad"),
                                  QStringLiteral("Voorspelbaarheid van de werklast"),
                                  QStringLiteral("Technische expertise"),
                                  QStringLiteral("Kapitaalbeschikbaarheid"),
                                  QStringLiteral("Data-zwaartekracht"),
                                  QStringLiteral("Resultaat")});
    CHECK(wizard.page(Page::StartPageId)->subTitle() ==
          QStringLiteral("Voor wie is het advies, en welke GPU's zou u huren of kopen?"));
    CHECK(wizard.page(Page::DataGravityPageId)->subTitle() ==
          QStringLiteral("Waar staat de data, en wat zou verplaatsen kosten?"));
    CHECK(wizard.windowTitle() == QStringLiteral("Nieuw scenario"));
    CHECK(wizard.buttonText(QWizard::BackButton) == QStringLiteral("< &Terug"));
    CHECK(wizard.buttonText(QWizard::NextButton) == QStringLiteral("&Volgende >"));
    CHECK(wizard.buttonText(QWizard::FinishButton) == QStringLiteral("&Voltooien"));
    CHECK(wizard.buttonText(QWizard::CancelButton) == QStringLiteral("Annuleren"));
    CHECK(wizard.button(QWizard::NextButton)->text() == QStringLiteral("&Volgende >"));
    // Every page's labels came through the translator: none still reads as the English one.
    for (int id = Page::StartPageId; id <= Page::ResultPageId; ++id) {
        INFO("page " << id);
        for (const QLabel *label : wizard.page(id)->findChildren<QLabel *>()) {
            if (!label->buddy())
                continue;
            CHECK_FALSE(label->text() == QStringLiteral("GPUs needed"));
            CHECK_FALSE(label->text() == QStringLiteral("Hours per day"));
            CHECK_FALSE(label->text() == QStringLiteral("Capital available now"));
        }
    }

    REQUIRE(test::switchLanguage(QStringLiteral("en")));
    CHECK(titles() == englishTitles);
    CHECK(wizard.buttonText(QWizard::BackButton) == QStringLiteral("< &Back"));
    CHECK(wizard.buttonText(QWizard::NextButton) == QStringLiteral("&Next >"));
    CHECK(wizard.buttonText(QWizard::FinishButton) == QStringLiteral("&Finish"));
    CHECK(wizard.buttonText(QWizard::CancelButton) == QStringLiteral("Cancel"));
}

TEST_CASE("i18n: dialogs are Dutch, Qt's standard buttons included")
{
    test::EnglishAfterwards english;
    test::TemporaryLibrary library;
    REQUIRE(test::switchLanguage(QStringLiteral("nl")));
    {
        PreferencesDialog preferences(&library.settings);
        CHECK(preferences.windowTitle() == QStringLiteral("Voorkeuren"));
        const QStringList labels = labelTexts(preferences);
        INFO(labels);
        CHECK(labels.contains(QStringLiteral("&Taal:")));
        CHECK(labels.contains(QStringLiteral("Standaard&valuta:")));
        CHECK(labels.contains(QStringLiteral("Standaard&horizon:")));
        CHECK(labels.contains(QStringLiteral("Scenario&bibliotheek:")));
        CHECK(repeatedAccelerators(labels).isEmpty());
        CHECK(cancelButtonText(preferences) == QStringLiteral("Annuleren"));

        QMessageBox box(QMessageBox::Question, QStringLiteral("-"), QStringLiteral("-"),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        CHECK(box.button(QMessageBox::Cancel)->text() == QStringLiteral("Annuleren"));
        CHECK(box.button(QMessageBox::Save)->text() == QStringLiteral("Opslaan"));
    }
    REQUIRE(test::switchLanguage(QStringLiteral("en")));
    PreferencesDialog preferences(&library.settings);
    CHECK(preferences.windowTitle() == QStringLiteral("Preferences"));
    CHECK(labelTexts(preferences).contains(QStringLiteral("Default &currency:")));
    CHECK(cancelButtonText(preferences) == QStringLiteral("Cancel"));
}

TEST_CASE("i18n: numbers, money, percentages and plurals follow the active language")
{
    test::EnglishAfterwards english;
    REQUIRE(test::switchLanguage(QStringLiteral("nl")));
    CHECK(format::number(1234.5, QLocale(), 1) == QStringLiteral("1.234,5"));
    CHECK(format::money(1234.5, Currency::EUR, QLocale(), 2) == QStringLiteral("€\u00a01.234,50"));
    CHECK(format::money(-1234.5, Currency::USD, QLocale(), 2) ==
          QStringLiteral("-$\u00a01.234,50"));
    CHECK(format::percent(0.705, QLocale(), 1) == QStringLiteral("70,5%"));
    CHECK(format::months(14.25, QLocale()).endsWith(QStringLiteral(" maanden")));
    // The break-even names its option (dutch-2.md, correction 4).
    CHECK(texts::breakEvenLabel(engine::Option::Hybrid, 14.3, 5, QLocale()) ==
          QStringLiteral("Hybride: break-evenpunt na 14,3 maanden"));
    // An option cheaper than the cloud from month 0 (multi-cloud, no capex): no "na 0,0 maanden",
    // and not "than the cloud", which multi-cloud is itself (correction 5).
    CHECK(texts::breakEvenLabel(engine::Option::MultiCloud, 0.0, 5, QLocale()) ==
          QStringLiteral("Multi-cloud is vanaf de eerste maand voordeliger dan de cloudoptie"));
    CHECK(texts::breakEvenLabel(engine::Option::OnPrem, std::nullopt, 1, QLocale()) ==
          QStringLiteral("On-premise: geen break-evenpunt binnen 1 jaar"));
    CHECK(texts::breakEvenLabel(engine::Option::OnPrem, std::nullopt, 5, QLocale()) ==
          QStringLiteral("On-premise: geen break-evenpunt binnen 5 jaar"));
    // The option as the subject of a sentence: "de hybride optie", never "hybride" alone
    // (correction 6).
    CHECK(optionInText(engine::Option::Hybrid) == QStringLiteral("de hybride optie"));
    CHECK(optionInText(engine::Option::OnPrem) == QStringLiteral("de on-premise-optie"));
    CHECK(optionInText(engine::Option::MultiCloud) == QStringLiteral("de multi-cloudoptie"));
    CHECK(optionInText(engine::Option::Cloud) == QStringLiteral("de cloudoptie"));
    CHECK(QCoreApplication::translate("gda::ui::MainWindow", "Imported %n scenario(s).", nullptr,
                                      1) == QStringLiteral("1 scenario geïmporteerd."));
    CHECK(QCoreApplication::translate("gda::ui::MainWindow", "Imported %n scenario(s).", nullptr,
                                      3) == QStringLiteral("3 scenario's geïmporteerd."));
    // Catalog regions: the provider's name stays, the catalog's remarks are translated.
    CHECK(texts::regionName(QStringLiteral("us (not stated)")) ==
          QStringLiteral("us (niet vermeld)"));
    CHECK(texts::regionName(QStringLiteral("marketplace (varies)")) ==
          QStringLiteral("marktplaats (wisselend)"));
    CHECK(texts::regionName(QStringLiteral("eastus")) == QStringLiteral("eastus"));

    REQUIRE(test::switchLanguage(QStringLiteral("en")));
    CHECK(format::number(1234.5, QLocale(), 1) == QStringLiteral("1,234.5"));
    CHECK(format::money(1234.5, Currency::EUR, QLocale(), 2) == QStringLiteral("€1,234.50"));
    CHECK(format::percent(0.705, QLocale(), 1) == QStringLiteral("70.5%"));
    CHECK(texts::regionName(QStringLiteral("us (not stated)")) ==
          QStringLiteral("us (not stated)"));
    CHECK(texts::breakEvenLabel(engine::Option::Hybrid, 14.3, 5, QLocale()) ==
          QStringLiteral("Hybrid: break-even after 14.3 months"));
    CHECK(texts::breakEvenLabel(engine::Option::OnPrem, std::nullopt, 1, QLocale()) ==
          QStringLiteral("On-premise: no break-even within 1 year"));
    CHECK(texts::breakEvenLabel(engine::Option::OnPrem, std::nullopt, 5, QLocale()) ==
          QStringLiteral("On-premise: no break-even within 5 years"));
    CHECK(optionInText(engine::Option::Hybrid) == QStringLiteral("the hybrid option"));
    // The English plural form comes from gpu-advisor_en.ts (lupdate with the include paths).
    CHECK(QCoreApplication::translate("gda::ui::MainWindow", "Imported %n scenario(s).", nullptr,
                                      3) == QStringLiteral("Imported 3 scenarios."));
    CHECK(QCoreApplication::translate("gda::ui::MainWindow", "Imported %n scenario(s).", nullptr,
                                      1) == QStringLiteral("Imported 1 scenario."));
}

TEST_CASE(
    "i18n: messages of the core libraries are looked up under the context lupdate files them under")
{
    test::EnglishAfterwards english;
    REQUIRE(test::switchLanguage(QStringLiteral("nl")));
    const auto dutch = [](const char *context, const char *source, int n = -1) {
        const QString text = QCoreApplication::translate(context, source, nullptr, n);
        return text != QString::fromUtf8(source).replace(QStringLiteral("%n"), QString::number(n));
    };
    // Helpers whose run-time context is the one lupdate sees.
    CHECK(dutch("gda::scenariofile", "%1: no such file"));
    CHECK(dutch("gda::store", "%1 failed: the disk is full"));
    CHECK(dutch("gda::catalog",
                "the file is larger than %1 MB, the limit of a catalog or import file"));
    CHECK(dutch("gda::cli", "The scenario library is empty."));
    CHECK(dutch("gda::ui::texts", "Hybrid"));
    CHECK(dutch("gda::ui::format", "not within the horizon"));
    CHECK(dutch("gda::ui::exporting", "Decision report"));

    // Messages inside classes and nested namespaces of the core libraries: each file names its
    // context once (struct Msg with Q_DECLARE_TR_FUNCTIONS), so lupdate files them there too.
    CHECK(dutch("gda::catalog", "line %1"));                                   // catalogfile.cpp
    CHECK(dutch("gda::catalog", "GPU model"));                                 // catalogimport.cpp
    CHECK(dutch("gda::catalog", "only the last band may be open (null)"));     // catalogjson.cpp
    CHECK(dutch("gda::cli", "Commands:"));                                     // commandline.cpp
    CHECK(dutch("gda::jsonfields", "whole number %1 to %2"));                  // jsonfields.cpp
    CHECK(dutch("gda::scenariofile", "%n value(s)", 3));                       // scenariofile.cpp
    CHECK(dutch("gda::scenariofile", "unknown field (did you mean %1?)"));     // schemajson.cpp
    CHECK(dutch("gda::inputs", "GPUs needed"));                                // inputregistry.cpp
    CHECK(dutch("gda::uncertainty", "is not an uncertain input (valid: %1)")); // uncertaintyspec
    CHECK(dutch("gda::store", "Saving the scenario"));                         // scenariostore.cpp
    CHECK(dutch("gda::ui::texts", "Cloud storage"));                           // texts.cpp
}

TEST_CASE("i18n: two inputs with different English labels keep different Dutch labels")
{
    // dutch-2.md, correction 8: "Parallel run" and "Parallel operation" both printed as
    // "Parallelle operaties" in one report, for two different inputs.
    test::EnglishAfterwards english;
    REQUIRE(test::switchLanguage(QStringLiteral("en")));
    std::vector<std::pair<QString, const inputs::Input *>> englishLabels;
    for (const inputs::Input &input : inputs::allVersions())
        if (input.label)
            englishLabels.emplace_back(inputs::label(input), &input);
    CHECK(inputs::label(inputs::at("inputs.migration.parallel_run_months")) !=
          inputs::label(inputs::at("inputs.migration.phases.parallel_weeks")));
    REQUIRE(test::switchLanguage(QStringLiteral("nl")));
    // Over every version: a report of a version 2 scenario prints version 1 rows too. The one
    // exception is one idea worded twice in English: the kind of the version 1 workload and of a
    // version 2 workload, both "Soort werklast".
    const QSet<QString> sameIdea{QStringLiteral("Kind of workload"),
                                 QStringLiteral("Workload kind")};
    QHash<QString, QString> englishOfDutch;
    for (const auto &[englishLabel, input] : englishLabels) {
        const QString dutch = inputs::label(*input);
        INFO(input->path << ": \"" << englishLabel.toStdString() << "\" → \"" << dutch.toStdString()
                         << '"');
        const auto seen = englishOfDutch.constFind(dutch);
        if (seen == englishOfDutch.cend())
            englishOfDutch.insert(dutch, englishLabel);
        else if (!(sameIdea.contains(*seen) && sameIdea.contains(englishLabel)))
            CHECK(*seen == englishLabel);
    }
    CHECK(inputs::label(inputs::at("inputs.migration.parallel_run_months")) ==
          QStringLiteral("Parallelle operaties: maanden met dubbele kosten"));
    CHECK(inputs::label(inputs::at("inputs.migration.phases.parallel_weeks")) ==
          QStringLiteral("Fase 2: parallelle operaties"));
}
