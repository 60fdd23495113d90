// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One scenario, one answer (issue 31), the window's part: for every scenario file in tests/data
// the dashboard's headline (the file opened, and the library's copy opened), the wizard's result
// page and the library's row say what `gpu-advisor-cli evaluate FILE` — another process, the
// reference of tests/consistency/test_surfaces.py — says: the same recommended option with its
// fleet, the same total per option as printed, the same savings and break-even. The command-line
// surfaces are checked by that script; together they cover every surface that shows a figure.
#include "viewlibrary.h"

#include "assessment/summarize.h"
#include "catalog/catalogfile.h"
#include "catalog/scenariomarket.h"
#include "core/format.h"
#include "core/languagemanager.h"
#include "core/optiontable.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "core/texts.h"
#include "engine/options.h"
#include "scenario/scenariofile.h"
#include "store/sqlitelibrary.h"
#include "views/dashboard.h"
#include "views/librarymodel.h"
#include "views/librarypanel.h"
#include "views/mainwindow.h"
#include "views/providersview.h"
#include "views/welcomepanel.h"
#include "wizard/decisionwizard.h"
#include "wizard/resultpage.h"

#include <catch2/catch.hpp>

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace gda;
using namespace gda::ui;

namespace {

// `evaluate FILE` in its own process, with a home of its own (the default catalog only, as the
// test's QStandardPaths test mode gives this process).
std::optional<QJsonObject> evaluateInCli(const QString &file, const QString &home)
{
    QProcess cli;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.remove(QStringLiteral("GPU_ADVISOR_DB"));
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(GDA_CLI_PATH), {QStringLiteral("evaluate"), file});
    if (!cli.waitForFinished(60000) || cli.exitCode() != 0)
        return std::nullopt;
    return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
}

engine::Option optionOf(const QString &key)
{
    for (const engine::OptionSpec &spec : engine::optionList())
        if (QLatin1String(spec.key) == key)
            return spec.id;
    FAIL("unknown option key " << key.toStdString());
    return engine::Option::Cloud;
}

// What the reference says, in the words the window uses.
struct Reference
{
    engine::Advice advice; // option and headline as evaluate printed them
    QStringList totals;    // "Cloud €1,234,567" per option, as the headline prints them
    QString title;         // "Hybrid with 25 GPUs"
};

Reference referenceOf(const QJsonObject &evaluated, Currency currency, const QLocale &locale)
{
    Reference r;
    const QJsonObject advice = evaluated.value(QLatin1String("advice")).toObject();
    const QJsonObject headline = advice.value(QLatin1String("headline")).toObject();
    r.advice.option = optionOf(advice.value(QLatin1String("option")).toString());
    r.advice.headline.option = r.advice.option;
    r.advice.headline.fleetGpus = headline.value(QLatin1String("fleet_gpus")).toInt();
    r.advice.headline.savings = headline.value(QLatin1String("savings")).toDouble();
    r.advice.headline.savingsFraction =
        headline.value(QLatin1String("savings_fraction")).toDouble();
    if (const QJsonValue month = headline.value(QLatin1String("break_even_month"));
        month.isDouble())
        r.advice.headline.breakEvenMonth = month.toDouble();
    r.title = texts::adviceTitle(r.advice, locale);
    const QJsonObject options = evaluated.value(QLatin1String("options")).toObject();
    for (const engine::OptionSpec &spec : engine::optionList()) {
        const QJsonObject option = options.value(QLatin1String(spec.key)).toObject();
        if (!option.isEmpty())
            r.totals << optionLabel(spec.id) + u' ' +
                            format::money(option.value(QLatin1String("tco")).toDouble(), currency,
                                          locale);
    }
    return r;
}

void checkHeadline(const QString &headline, const Reference &r, const Scenario &scenario)
{
    // It names the scenario it speaks of.
    CHECK(headline.contains(QStringLiteral("Scenario: ")));
    CHECK(headline.contains(scenario.name));
    INFO(headline.toStdString());
    CHECK(headline.contains(QStringLiteral("Recommendation: %1").arg(r.title)));
    for (const QString &total : r.totals)
        CHECK(headline.contains(total));
}

} // namespace

TEST_CASE("every scenario in tests/data: the dashboard, the wizard's result page and the "
          "library row say what evaluate says",
          "[views][consistency]")
{
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
    REQUIRE(LanguageManager::instance().language() == QStringLiteral("en"));
    QStandardPaths::setTestModeEnabled(true);
    test::ViewLibrary library;
    store::SqliteLibrary &store = library.store;
    Settings &settings = *library.settings;
    const QTemporaryDir &dir = library.dir;
    const QLocale locale;

    QStringList files;
    QDirIterator it(QStringLiteral(GDA_TEST_DATA_DIR), {QStringLiteral("*.json")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.endsWith(QLatin1String(".expected.json")))
            files << path;
    }
    files.sort();

    int checked = 0;
    for (const QString &path : files) {
        auto loaded = scenariofile::load(path);
        if (!std::holds_alternative<Scenario>(loaded))
            continue; // not a scenario file (catalogs, measured data)
        const Scenario scenario = std::get<Scenario>(loaded);
        const auto evaluated = evaluateInCli(path, dir.filePath(QStringLiteral("home")));
        if (!evaluated)
            continue; // a file evaluate refuses is not a scenario any surface shows
        INFO(path.toStdString());
        const Reference reference = referenceOf(*evaluated, scenario.currency, locale);
        ++checked;

        // The wizard's result page.
        {
            DecisionWizard wizard(scenario);
            wizard.setStartId(DecisionWizard::ResultPageId);
            wizard.resize(900, 800);
            wizard.show();
            REQUIRE(QTest::qWaitForWindowExposed(&wizard));
            ResultPage *result = wizard.resultPage();
            CHECK(result->recommendationLabel()->text() == reference.title);
            for (const QString &total : reference.totals)
                CHECK(result->totalsLabel()->text().contains(total));
            wizard.close();
        }

        // The library's copy opened in the main window, its row, then the file itself opened.
        auto id = store.create(scenario);
        REQUIRE(id.ok());
        MainWindow window(&store, &settings);
        window.resize(1300, 850);
        window.show();
        REQUIRE(window.openFromLibrary(*id));
        QCoreApplication::processEvents();
        checkHeadline(window.dashboard()->headlineText(), reference, scenario);

        LibraryModel *model = window.library()->model();
        model->refresh();
        const QModelIndex row = test::libraryRow(*model, *id);
        REQUIRE(row.isValid());
        CHECK(row.siblingAtColumn(LibraryModel::Recommendation).data().toString() ==
              optionLabel(reference.advice.option));
        if (reference.advice.option != engine::Option::Cloud)
            CHECK(row.siblingAtColumn(LibraryModel::Savings).data().toString() ==
                  format::percent(reference.advice.headline.savingsFraction, locale,
                                  format::kSavingsDecimals));

        // Opened from the file: the same answer, and opening it changes nothing.
        REQUIRE(window.openFile(path));
        QCoreApplication::processEvents();
        CHECK_FALSE(window.document()->isModified());
        checkHeadline(window.dashboard()->headlineText(), reference, scenario);
    }
    // Every kind of file is there: version 1 examples, version 2, plans, measured scenarios.
    CHECK(checked >= 15);
}

TEST_CASE("a first start with an empty library welcomes instead of advising an invented "
          "scenario, and an example opens in its place",
          "[views]")
{
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
    REQUIRE(LanguageManager::instance().language() == QStringLiteral("en"));
    QStandardPaths::setTestModeEnabled(true);
    test::ViewLibrary library;
    store::SqliteLibrary &store = library.store;
    Settings &settings = *library.settings;
    {
        MainWindow window(&store, &settings);
        window.show();
        REQUIRE(window.welcome());
        CHECK(window.welcome()->isVisible());
        CHECK_FALSE(window.dashboard()->isVisible());
        CHECK(window.welcome()->wizardButton()->text() ==
              QStringLiteral("Start the decision &wizard"));
        // Each example shipped opens as an unsaved scenario, and the dashboard names it.
        const auto examples = WelcomePanel::examples();
        REQUIRE(examples.size() >= 2);
        REQUIRE(window.openExample(examples.front().resource));
        CHECK(window.welcome() == nullptr);
        CHECK(window.dashboard()->isVisible());
        CHECK_FALSE(window.document()->isModified()); // opening changes nothing
        CHECK(window.dashboard()->headlineText().contains(
            QStringLiteral("Scenario: %1 — %2")
                .arg(window.document()->scenario().client, window.document()->scenario().name)));
        for (const auto &example : examples) {
            QFile file(example.resource);
            REQUIRE(file.open(QIODevice::ReadOnly));
            CHECK(std::holds_alternative<Scenario>(scenariofile::parse(file.readAll())));
        }
    }
    // With a scenario in the library the window opens on the dashboard as before.
    REQUIRE(store.create(DecisionWizard::newScenario(settings)).ok());
    MainWindow window(&store, &settings);
    window.show();
    CHECK(window.welcome() == nullptr);
    CHECK(window.dashboard()->isVisible());
}

TEST_CASE("the Providers tab of a version 2 scenario ranks each workload's offers as the command "
          "line does, and links the workload to the offer used",
          "[views]")
{
    // Issue 31: pricing the version 1 fields marked every row "(cheapest)".
    QStandardPaths::setTestModeEnabled(true);
    auto loaded = scenariofile::load(
        QStringLiteral(GDA_TEST_DATA_DIR "/examples-v2/three-workloads-shared-fleet.json"));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    const catalog::Catalog prices = catalog::loadApplicationCatalog().catalog;
    ScenarioDocument document;
    document.setCatalog(&prices);
    document.reset(std::get<Scenario>(loaded));
    REQUIRE_FALSE(document.problem());
    ProvidersView view(&document, &prices);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));

    // Workload 0's ranking, as `providers FILE` prints it (catalog::rankOffersPerWorkload).
    const QJsonArray ranked = catalog::rankOffersPerWorkload(document.evaluatedScenario().inputs);
    REQUIRE_FALSE(ranked.isEmpty());
    const QJsonArray entries = ranked.at(0)[QLatin1String("entries")].toArray();
    REQUIRE(entries.size() >= 2);
    REQUIRE(view.workloadOffers().size() == entries.size());
    int cheapest = 0;
    const QLocale locale;
    for (int row = 0; row < entries.size(); ++row) {
        const QJsonObject e = entries.at(row).toObject();
        CHECK(view.workloadOffers().at(row) == e[QLatin1String("offer_id")].toString());
        CHECK(view.table()->item(row, 5)->text() ==
              format::money(e[QLatin1String("tco")].toDouble(), Currency::USD, locale));
        if (view.table()->item(row, 0)->text().contains(QStringLiteral("(cheapest)")))
            ++cheapest;
    }
    CHECK(cheapest >= 1);
    CHECK(cheapest < entries.size()); // not every row

    // "Use this offer" on the second row links workload 0 to that offer, one undoable step.
    REQUIRE(view.useRow(1));
    CHECK(QString::fromStdString(document.scenario().inputs.workloads[0].cloud.offer) ==
          view.workloadOffers().at(1));
    document.undoStack()->undo();
    CHECK(document.scenario().inputs.workloads[0].cloud.offer ==
          std::get<Scenario>(loaded).inputs.workloads[0].cloud.offer);
}
