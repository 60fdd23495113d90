// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the dashboard's placement view of version 2 scenarios, in English and Dutch:
//   placement_screenshots OUTPUT_DIR [--dark]
// Files: placement-daytime-<lang>.png (issue 16's 48 GPUs of daytime work on a 25-GPU hybrid
// fleet), placement-daytime-shiftable-<lang>.png (the same work marked shiftable),
// placement-multicloud-<lang>.png (the multi-cloud option of the cap-and-spot example) and
// assumptions-workloads-<lang>.png (the workloads on the Assumptions tab); with --dark (Fusion
// with a dark palette) each with "-dark" before ".png".
#include "assessment/summarize.h"
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "darkpalette.h"
#include "editors/assumptionseditor.h"
#include "editors/collapsiblesection.h"
#include "store/sqlitelibrary.h"
#include "testapplication.h"
#include "views/dashboard.h"
#include "views/mainwindow.h"
#include "views/placementview.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QScrollArea>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {

void choose(gda::ui::PlacementView *view, gda::engine::Option option)
{
    view->optionBox()->setCurrentIndex(view->optionBox()->findData(int(option)));
    QTest::qWait(150);
}

} // namespace

int main(int argc, char *argv[])
{
    using gda::ui::Dashboard;
    gda::test::TestApplication app(argc, argv, QStringLiteral("gpu-advisor-screenshots"));
    const QString out =
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    const bool dark = argc > 2 && QByteArray(argv[2]) == "--dark";
    if (dark)
        gda::test::useDarkTheme();
    const QString suffix = dark ? QStringLiteral("-dark") : QString();
    QTemporaryDir dir;
    gda::store::SqliteLibrary store;
    store.setSummarizer(gda::summarize);
    if (!store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok())
        return 1;
    gda::ui::Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    const QString examples = QStringLiteral(GDA_TEST_DATA_DIR "/examples-v2/");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        gda::ui::LanguageManager::instance().setLanguage(language);
        auto save = [&](QWidget &window, const QString &name) {
            window.grab().toImage().save(
                QStringLiteral("%1/%2-%3%4.png").arg(out, name, language, suffix));
        };
        {
            gda::ui::MainWindow window(&store, &settings);
            window.resize(1600, 1000);
            window.show();
            if (!window.openFile(examples + QStringLiteral("daytime-inference-small-fleet.json")))
                return 1;
            window.dashboard()->tabs()->setCurrentIndex(Dashboard::Placement);
            gda::ui::PlacementView *view = window.dashboard()->placement();
            choose(view, gda::engine::Option::Hybrid);
            save(window, QStringLiteral("placement-daytime"));
            window.document()->edit(QStringLiteral("shiftable"), [](gda::Scenario &s) {
                s.inputs.workloads[0].shiftable = true;
            });
            QTest::qWait(150);
            save(window, QStringLiteral("placement-daytime-shiftable"));
            window.document()->markSaved(std::nullopt, 0); // no prompt on the next open
        }
        {
            gda::ui::MainWindow window(&store, &settings);
            window.resize(1600, 1000);
            window.show();
            if (!window.openFile(examples + QStringLiteral("multicloud-cap-spot.json")))
                return 1;
            window.dashboard()->tabs()->setCurrentIndex(Dashboard::Placement);
            choose(window.dashboard()->placement(), gda::engine::Option::MultiCloud);
            save(window, QStringLiteral("placement-multicloud"));
            window.document()->markSaved(std::nullopt, 0);
            if (!window.openFile(examples + QStringLiteral("three-workloads-shared-fleet.json")))
                return 1;
            window.dashboard()->tabs()->setCurrentIndex(Dashboard::Assumptions);
            window.dashboard()->assumptions()->workloadsSection()->setExpanded(true);
            QTest::qWait(150);
            save(window, QStringLiteral("assumptions-workloads"));
            window.document()->markSaved(std::nullopt, 0);
        }
    }
    return 0;
}
