// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the main window with a scenario open, every dashboard tab, in English and Dutch:
//   dashboard_screenshots OUTPUT_DIR [--dark]
// Files: dashboard-<lang>.png (break-even tab) and dashboard-<tab>-<lang>.png; with --dark
// (Fusion with a dark palette) dashboard-<tab>-<lang>-dark.png. For issue 15's three cases
// (advicecases.h) advice-<case>-dashboard-<lang>.png (the main window with the case open: library
// row and headline), advice-<case>-result-<lang>.png (the wizard's result), and for the first case
// advice-<case>-sensitivity-<lang>.png and advice-<case>-uncertainty-<lang>.png.
#include "advicecases.h"

#include "assessment/summarize.h"
#include "core/languagemanager.h"
#include "core/settings.h"
#include "darkpalette.h"
#include "screenshotargs.h"
#include "store/sqlitelibrary.h"
#include "testapplication.h"
#include "views/dashboard.h"
#include "views/helpdialog.h"
#include "views/librarypanel.h"
#include "views/mainwindow.h"
#include "wizard/decisionwizard.h"

#include <QApplication>
#include <QDir>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

int main(int argc, char *argv[])
{
    gda::test::TestApplication app(argc, argv, QStringLiteral("gpu-advisor-screenshots"));
    // dashboard_screenshots [OUTPUT_DIR] [--dark] [--size WxH]: the main window at WxH
    // (default 1600x1000, the size it opens with on a large screen); another size is named in
    // the files ("-1296x810", the size it opens with on a 1440x900 screen).
    const gda::test::ScreenshotArgs args = gda::test::startScreenshots(argc, argv);
    if (!args.valid)
        return 2;
    const QString &out = args.out;
    const bool dark = args.dark;
    const QSize size = args.size;
    const QString &suffix = args.suffix;
    QTemporaryDir dir;
    gda::store::SqliteLibrary store;
    store.setSummarizer(gda::summarize);
    if (!store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok())
        return 1;
    // A first start: an empty library shows the welcome, not advice for an invented scenario.
    {
        gda::ui::Settings fresh(dir.filePath(QStringLiteral("fresh.ini")));
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
            gda::ui::LanguageManager::instance().setLanguage(language);
            gda::ui::MainWindow window(&store, &fresh);
            window.resize(size);
            window.show();
            QTest::qWait(150);
            window.grab().toImage().save(
                QStringLiteral("%1/welcome-%2%3.png").arg(out, language, suffix));
        }
    }
    QStringList files;
    for (const char *name :
         {"seed-80xh100-on-demand", "seed-80xh100-reserved", "lease-lead-snowball",
          "loan-refresh-residual", "low-utilization-stays-cloud"})
        files << QStringLiteral(GDA_TEST_DATA_DIR "/examples/%1.json").arg(QLatin1String(name));
    auto ids = store.importFiles(files);
    if (!ids.ok())
        return 1;
    gda::ui::Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    const char *tabNames[] = {"break-even",  "utilization", "breakdown", "matrix",
                              "sensitivity", "uncertainty", "providers", "assumptions"};
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        gda::ui::LanguageManager::instance().setLanguage(language);
        gda::ui::MainWindow window(&store, &settings);
        window.resize(size);
        window.show();
        window.openFromLibrary(ids->first());
        QTest::qWait(200);
        for (int tab = 0; tab < 8; ++tab) {
            window.dashboard()->tabs()->setCurrentIndex(tab);
            QTest::qWait(tab == 5 ? 1500 : 150); // the Monte Carlo runs in the background
            const QImage image = window.grab().toImage();
            image.save(QStringLiteral("%1/dashboard-%2-%3%4.png")
                           .arg(out, QLatin1String(tabNames[tab]), language, suffix));
            if (tab == 0 && !dark)
                image.save(QStringLiteral("%1/dashboard-%2%3.png").arg(out, language, suffix));
        }
        // The handbook (Help → Handbook) at the user guide: a dialog of its own size, once.
        if (size == QSize(1600, 1000)) {
            gda::ui::HelpDialog *help = window.showHelp(gda::ui::HelpDialog::UserGuide);
            QTest::qWait(100);
            help->grab().toImage().save(
                QStringLiteral("%1/handbook-%2%3.png").arg(out, language, suffix));
            help->close();
        }
    }
    // A library scenario opened in each language, one screenshot per tab named
    // dashboard-v2-<name>-<language>.png.
    using Tabs = std::vector<std::pair<gda::ui::Dashboard::Tab, QString>>;
    const auto shootTabs = [&](const QString &file, const Tabs &tabs) {
        const auto imported = store.importFiles({QStringLiteral(GDA_TEST_DATA_DIR "/") + file});
        if (!imported.ok())
            return false;
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
            gda::ui::LanguageManager::instance().setLanguage(language);
            gda::ui::MainWindow window(&store, &settings);
            window.resize(size);
            window.show();
            window.openFromLibrary(imported->first());
            QTest::qWait(200);
            for (const auto &[tab, name] : tabs) {
                window.dashboard()->tabs()->setCurrentIndex(tab);
                QTest::qWait(250);
                window.grab().toImage().save(
                    QStringLiteral("%1/dashboard-v2-%2-%3%4.png").arg(out, name, language, suffix));
            }
        }
        return true;
    };
    // A version 2 scenario (three workloads on one fleet): the headline, the decision matrix's
    // own lean and the sensitivity of each workload's inputs, named with workload and unit.
    if (!shootTabs(QStringLiteral("examples-v2/three-workloads-shared-fleet.json"),
                   {{gda::ui::Dashboard::BreakEven, QStringLiteral("break-even")},
                    {gda::ui::Dashboard::Matrix, QStringLiteral("matrix")},
                    {gda::ui::Dashboard::Sensitivity, QStringLiteral("sensitivity")}}))
        return 1;
    // The seed's 80 H100s as a version 2 file (issue 33): the headline and the Cloud providers
    // tab, which greys the offers the multi-cloud option may not use for the training and says
    // why (docs/methodology.md §17).
    if (!shootTabs(QStringLiteral("plan/seed-80xh100-staged.json"),
                   {{gda::ui::Dashboard::Providers, QStringLiteral("eligible-offers")}}))
        return 1;
    for (const gda::test::AdviceCase &c : gda::test::kAdviceCases) {
        const gda::Scenario scenario = gda::test::adviceScenario(c, settings);
        auto id = store.create(scenario);
        if (!id.ok())
            return 1;
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
            gda::ui::LanguageManager::instance().setLanguage(language);
            gda::ui::MainWindow window(&store, &settings);
            window.resize(size);
            window.show();
            window.openFromLibrary(*id);
            QTest::qWait(200);
            window.grab().toImage().save(QStringLiteral("%1/advice-%2-dashboard-%3%4.png")
                                             .arg(out, QLatin1String(c.key), language, suffix));
            // The issue's own case also on the Sensitivity and Uncertainty tabs (hybrid against
            // the cloud).
            if (&c == &gda::test::kAdviceCases.front()) {
                for (const auto &[tab, name] :
                     {std::pair{gda::ui::Dashboard::Sensitivity, "sensitivity"},
                      std::pair{gda::ui::Dashboard::Uncertainty, "uncertainty"}}) {
                    window.dashboard()->tabs()->setCurrentIndex(tab);
                    QTest::qWait(tab == gda::ui::Dashboard::Uncertainty ? 1500 : 200);
                    window.grab().toImage().save(
                        QStringLiteral("%1/advice-%2-%3-%4%5.png")
                            .arg(out, QLatin1String(c.key), QLatin1String(name), language, suffix));
                }
            }
            if (size != QSize(1600, 1000))
                continue; // the wizard opens at its own size
            gda::ui::DecisionWizard wizard(scenario);
            wizard.setStartId(gda::ui::DecisionWizard::ResultPageId);
            wizard.resize(960, 860);
            wizard.show();
            QTest::qWait(200);
            wizard.grab().toImage().save(QStringLiteral("%1/advice-%2-result-%3.png")
                                             .arg(out, QLatin1String(c.key), language));
        }
    }
    return 0;
}
