// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the dashboard's Plan tab of the 80-H100 seed example planned in stages, after
// Optimise, in English and Dutch:
//   plan_screenshots OUTPUT_DIR [--dark] [--size WxH]
// Files: plan-tab-<lang>.png; with --dark (Fusion with a dark palette) plan-tab-<lang>-dark.png.
#include "assessment/summarize.h"
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "darkpalette.h"
#include "screenshotargs.h"
#include "store/sqlitelibrary.h"
#include "testapplication.h"
#include "views/dashboard.h"
#include "views/mainwindow.h"
#include "views/planview.h"

#include <QApplication>
#include <QDir>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

int main(int argc, char *argv[])
{
    using gda::ui::Dashboard;
    gda::test::TestApplication app(argc, argv, QStringLiteral("gpu-advisor-screenshots"));
    // plan_screenshots [OUTPUT_DIR] [--dark] [--size WxH]: another size than 1600x1000 is named
    // in the files ("plan-tab-nl-1296x810.png").
    const gda::test::ScreenshotArgs args = gda::test::startScreenshots(argc, argv);
    if (!args.valid)
        return 2;
    const QString &out = args.out;
    const QSize size = args.size;
    const QString &suffix = args.suffix;
    QTemporaryDir dir;
    gda::store::SqliteLibrary store;
    store.setSummarizer(gda::summarize);
    if (!store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok())
        return 1;
    gda::ui::Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    const QString file = QStringLiteral(GDA_TEST_DATA_DIR "/plan/seed-80xh100-staged.json");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        gda::ui::LanguageManager::instance().setLanguage(language);
        gda::ui::MainWindow window(&store, &settings);
        window.resize(size);
        window.show();
        if (!window.openFile(file))
            return 1;
        window.dashboard()->tabs()->setCurrentIndex(Dashboard::Plan);
        gda::ui::PlanView *view = window.dashboard()->plan();
        QSignalSpy done(view, &gda::ui::PlanView::optimiseFinished);
        view->optimise();
        if (!done.wait(120'000))
            return 1;
        QTest::qWait(200);
        window.grab().toImage().save(
            QStringLiteral("%1/plan-tab-%2%3.png").arg(out, language, suffix));
        window.document()->markSaved(std::nullopt, 0); // no prompt on close
    }
    return 0;
}
