// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One scenario, one answer (issue 31), the window's part: for every scenario file in tests/data
// the dashboard's headline (the file opened, and the library's copy opened), the wizard's result
// page and the library's row say what `gpu-advisor-cli evaluate FILE` — another process, the
// reference of tests/consistency/test_surfaces.py — says: the same recommended option with its
// fleet, the same total per option as printed, the same savings and break-even. The command-line
// surfaces are checked by that script; together they cover every surface that shows a figure.
#include "viewlibrary.h"

#include "assessment/assessment.h"
#include "assessment/priceupdate.h"
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
#include "views/priceupdatedialog.h"
#include "views/providersview.h"
#include "views/welcomepanel.h"
#include "wizard/decisionwizard.h"
#include "wizard/resultpage.h"

#include <catch2/catch.hpp>

#include <QApplication>
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
#include <QTimer>
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
    QString returns;       // "IRR 57.8%" of the option the summary's business line names
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
    // The dashboard's business line (issue 36): the advised option against the cloud, or
    // on-premise when the advice is the cloud (or has no ROI), from evaluate's business_case.
    const QJsonObject business = evaluated.value(QLatin1String("business_case"))
                                     .toObject()
                                     .value(QLatin1String("options"))
                                     .toObject();
    QJsonObject named = business.value(advice.value(QLatin1String("option")).toString()).toObject();
    if (r.advice.option == engine::Option::Cloud || named.value(QLatin1String("roi")).isNull())
        named = business.value(QLatin1String("onprem")).toObject();
    if (const QJsonValue irr = named.value(QLatin1String("irr")); irr.isDouble())
        r.returns = QStringLiteral("IRR ") + format::percent(irr.toDouble(), locale, 1);
    else if (!named.isEmpty())
        r.returns = QStringLiteral("IRR: none");
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
    CHECK(headline.contains(r.returns));
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

TEST_CASE("offer ages: the Providers tab dates each offer with its age, and the dashboard flags "
          "prices read from a provider's list more than 30 days ago",
          "[views][catalog]")
{
    // Issue 37, item 3. Two offers of the seed scenario's ranking are made imported ones (their
    // source names a provider's list), read 40 and 10 days ago; the rule (docs/catalog.md,
    // catalog_update/stale_days, default 30): 40 > 30 is stale, 10 is not.
    QStandardPaths::setTestModeEnabled(true);
    REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("en")));
    auto loaded = scenariofile::load(
        QStringLiteral(GDA_TEST_DATA_DIR "/examples/seed-80xh100-on-demand.json"));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    catalog::Catalog prices = catalog::loadApplicationCatalog().catalog;
    ScenarioDocument document;
    document.setCatalog(&prices);
    document.reset(std::get<Scenario>(loaded));
    REQUIRE_FALSE(document.problem());

    // Before: the built-in catalog has no imported prices, so the dashboard flags nothing old.
    {
        Dashboard dashboard(&document, &prices);
        dashboard.show();
        QCoreApplication::processEvents();
        auto *flag = dashboard.findChild<QLabel *>(QStringLiteral("newerPrices"));
        REQUIRE(flag);
        CHECK_FALSE(flag->text().contains(QStringLiteral("providers' lists")));
    }

    QString staleId, freshId;
    {
        ProvidersView first(&document, &prices);
        first.show(); // the ranking is made when the tab is shown
        REQUIRE(QTest::qWaitForWindowExposed(&first));
        REQUIRE(first.ranking().entries.size() >= 2);
        staleId = first.ranking().entries[0].offerId;
        freshId = first.ranking().entries[1].offerId;
    }
    REQUIRE(!staleId.isEmpty());
    REQUIRE(!freshId.isEmpty());
    const QDate today = QDate::currentDate();
    const QDate staleDate = today.addDays(-40), freshDate = today.addDays(-10);
    for (catalog::CloudOffer &o : prices.cloudOffers) {
        if (o.id == staleId) {
            o.provenance.source = QStringLiteral(
                "AWS Price List offer file AmazonEC2 version 1, index.json, published x");
            o.provenance.date = staleDate;
        } else if (o.id == freshId) {
            o.provenance.source =
                QStringLiteral("Azure Retail Prices API (prices.azure.com), page, read x");
            o.provenance.date = freshDate;
        }
    }

    ProvidersView view(&document, &prices);
    view.show();
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    const QLocale locale;
    // An offer can have several rows (on demand, reserved): each says the same date and age.
    int staleRows = 0, freshRows = 0;
    for (int row = 0; row < int(view.ranking().entries.size()); ++row) {
        const catalog::ProviderRankEntry &e = view.ranking().entries[std::size_t(row)];
        const QString checked = view.table()->item(row, 7)->text();
        INFO(checked.toStdString());
        if (e.offerId == staleId) {
            CHECK(checked == QStringLiteral("%1 (40 days old: update the price catalog)")
                                 .arg(locale.toString(staleDate, QLocale::ShortFormat)));
            ++staleRows;
        } else if (e.offerId == freshId) {
            CHECK(checked == QStringLiteral("%1 (10 days old)")
                                 .arg(locale.toString(freshDate, QLocale::ShortFormat)));
            ++freshRows;
        }
    }
    CHECK(staleRows >= 1);
    CHECK(freshRows >= 1);

    // The dashboard names the oldest stale import, its date and age, and the way to update.
    Dashboard dashboard(&document, &prices);
    dashboard.show();
    QCoreApplication::processEvents();
    auto *flag = dashboard.findChild<QLabel *>(QStringLiteral("newerPrices"));
    REQUIRE(flag);
    CHECK(flag->isVisible());
    INFO(flag->text().toStdString());
    CHECK(flag->text().contains(
        QStringLiteral("The price catalog holds prices read from the providers' lists on %1, 40 "
                       "days old (older than 30 days): update it with Edit → Update the price "
                       "catalog…")
            .arg(locale.toString(staleDate, QLocale::ShortFormat))));
}

namespace {

// Waits for the Update prices dialog, records what it shows, then clicks Update prices (or
// Cancel); an optional screenshot of it for docs/screenshots.
struct PriceDialogSeen
{
    QString summary;
    int priceRows = -1;
    QStringList answer; // "label | now | after" per row
};

void answerPriceUpdate(bool apply, PriceDialogSeen *seen, const QString &screenshot = {})
{
    QTimer::singleShot(0, [=] {
        for (int attempt = 0; attempt < 300; ++attempt) {
            if (auto *dialog =
                    qobject_cast<PriceUpdateDialog *>(QApplication::activeModalWidget())) {
                seen->summary = dialog->summary()->text();
                seen->priceRows = dialog->prices()->rowCount();
                for (int r = 0; r < dialog->answer()->rowCount(); ++r)
                    seen->answer << dialog->answer()->item(r, 0)->text() + QStringLiteral(" | ") +
                                        dialog->answer()->item(r, 1)->text() +
                                        QStringLiteral(" | ") +
                                        dialog->answer()->item(r, 2)->text();
                if (!screenshot.isEmpty())
                    dialog->grab().toImage().save(screenshot);
                if (apply)
                    dialog->findChild<QPushButton *>(QStringLiteral("applyPriceUpdate"))->click();
                else
                    dialog->reject();
                return;
            }
            QTest::qWait(10);
        }
    });
}

double multicloudTco(const Scenario &scenario, const catalog::Catalog &catalog)
{
    auto a = assessment::assess(scenario, {std::make_shared<const catalog::Catalog>(catalog)});
    REQUIRE(std::holds_alternative<assessment::Assessment>(a));
    return std::get<assessment::Assessment>(a).evaluation.option(engine::Option::MultiCloud).tco;
}

} // namespace

TEST_CASE("the window keeps a scenario's pinned prices, shows what Update prices changes before "
          "it applies it as one undoable step, and saves what it shows",
          "[views]")
{
    // Issue 31 item 2. The daytime example is priced by the catalog's offers alone in its
    // multi-cloud option: $1,599,926.40 at the default catalog (evaluate, the worked example).
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
    QStandardPaths::setTestModeEnabled(true);
    test::ViewLibrary library;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QLocale locale;
    auto loaded = scenariofile::load(
        QStringLiteral(GDA_TEST_DATA_DIR "/examples-v2/daytime-inference-small-fleet.json"));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    const Scenario file = std::get<Scenario>(loaded);

    MainWindow window(&library.store, library.settings.get());
    window.resize(1300, 850);
    window.show();
    const catalog::Catalog &catalog = window.priceCatalog();
    const double atCatalog = multicloudTco(file, catalog);

    // A file never pinned is pinned when the window opens it; opening it changes nothing else.
    const QString plain = dir.filePath(QStringLiteral("plain.json"));
    REQUIRE(scenariofile::save(file, plain).isEmpty());
    REQUIRE(window.openFile(plain));
    CHECK_FALSE(window.document()->isModified());
    REQUIRE(catalog::pinnedPrices(window.document()->scenario()));

    // A file pinned on another day at twice today's offer prices: the window answers with the
    // pinned prices, not its catalog's — a dearer multi-cloud option.
    Scenario old = window.document()->scenario();
    catalog::PinnedPrices pin = *catalog::pinnedPrices(old);
    pin.pinnedOn = QDate(2026, 6, 1);
    pin.catalogDate = QDate(2026, 5, 29);
    for (engine::OfferTerms &t : pin.offers) {
        t.onDemandPerGpuHour *= 2;
        if (t.reservedPerGpuHour)
            *t.reservedPerGpuHour *= 2;
        if (t.spotPerGpuHour)
            *t.spotPerGpuHour *= 2;
    }
    catalog::setPinnedPrices(old, pin);
    const QString oldPath = dir.filePath(QStringLiteral("old.json"));
    REQUIRE(scenariofile::save(old, oldPath).isEmpty());
    REQUIRE(window.openFile(oldPath));
    const double pinnedTotal = multicloudTco(old, catalog);
    CHECK(pinnedTotal > 1.01 * atCatalog);
    const QString before = format::money(pinnedTotal, Currency::USD, locale);
    const QString after = format::money(atCatalog, Currency::USD, locale);
    CHECK(window.dashboard()->headlineText().contains(QStringLiteral("Multi-cloud ") + before));

    auto *action = window.findChild<QAction *>(QStringLiteral("updatePricesAction"));
    REQUIRE(action);
    CHECK(action->isEnabled());
    const assessment::PriceUpdate expected = assessment::updatePrices(old, catalog);
    REQUIRE_FALSE(expected.changes.empty());

    // Cancel: what would change was shown, nothing changed.
    PriceDialogSeen cancelled;
    answerPriceUpdate(false, &cancelled);
    action->trigger();
    CHECK(cancelled.priceRows == int(expected.changes.size()));
    CHECK(cancelled.summary.contains(QStringLiteral("1 June 2026")));
    CHECK(cancelled.summary.contains(QStringLiteral("29 May 2026")));
    CHECK(cancelled.answer.contains(
        QStringLiteral("Multi-cloud: total over 5 years | %1 | %2").arg(before, after)));
    CHECK_FALSE(window.document()->isModified());
    CHECK(*catalog::pinnedPrices(window.document()->scenario()) == pin);

    // Update prices: today's catalog pinned, one undoable step.
    PriceDialogSeen applied;
    answerPriceUpdate(true, &applied,
                      qEnvironmentVariable("GDA_SCREENSHOT_DIR").isEmpty()
                          ? QString()
                          : qEnvironmentVariable("GDA_SCREENSHOT_DIR") +
                                QStringLiteral("/update-prices.png"));
    const int steps = window.document()->undoStack()->count();
    action->trigger();
    CHECK(applied.priceRows == int(expected.changes.size()));
    CHECK(window.document()->isModified());
    CHECK(window.document()->undoStack()->count() == steps + 1);
    CHECK(window.document()->undoStack()->undoText() == QStringLiteral("Update prices"));
    const auto fresh = catalog::pinnedPrices(window.document()->scenario());
    REQUIRE(fresh);
    CHECK(fresh->offers == expected.after.offers);
    CHECK(window.dashboard()->headlineText().contains(QStringLiteral("Multi-cloud ") + after));
    window.document()->undoStack()->undo();
    CHECK(*catalog::pinnedPrices(window.document()->scenario()) == pin);
    CHECK(window.dashboard()->headlineText().contains(QStringLiteral("Multi-cloud ") + before));
    window.document()->undoStack()->redo();

    // What the window saves is what it shows, on a machine whose catalog has other prices too:
    // there every offer costs half, yet the saved file's multi-cloud total is the window's (the
    // file never pinned is cheaper there).
    const QString saved = dir.filePath(QStringLiteral("saved.json"));
    REQUIRE(scenariofile::save(window.document()->scenario(), saved).isEmpty());
    auto reread = scenariofile::load(saved);
    REQUIRE(std::holds_alternative<Scenario>(reread));
    catalog::Catalog elsewhere = catalog;
    for (catalog::CloudOffer &o : elsewhere.cloudOffers)
        o.onDemandPerGpuHour /= 2;
    CHECK(multicloudTco(std::get<Scenario>(reread), elsewhere) == Approx(atCatalog));
    CHECK(multicloudTco(file, elsewhere) < 0.99 * atCatalog);
}
