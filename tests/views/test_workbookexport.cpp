// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// File → Export Excel workbook… as a user works it: the menu entry, the save dialog, the file.
#include "assessment/summarize.h"
#include "core/languagemanager.h"
#include "core/settings.h"
#include "store/sqlitelibrary.h"
#include "testsupport.h"
#include "views/mainwindow.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace gda;
using namespace gda::ui;

namespace {

// Types `path` into the next modal file dialog and accepts it; the dialog's title goes to `title`.
void answerNextFileDialog(const QString &path, QString *title)
{
    QTimer::singleShot(0, [path, title] {
        for (int attempt = 0; attempt < 200; ++attempt) {
            if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                *title = dialog->windowTitle();
                dialog->selectFile(path);
                QMetaObject::invokeMethod(dialog, "accept", Qt::DirectConnection);
                return;
            }
            QTest::qWait(10);
        }
    });
}

} // namespace

TEST_CASE("File menu exports the open scenario as an Excel workbook", "[views]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    store::SqliteLibrary store;
    store.setSummarizer(summarize);
    REQUIRE(store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
    Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    auto imported =
        store.importFiles({test::dataPath(QStringLiteral("examples/seed-80xh100-on-demand.json"))});
    REQUIRE(imported.ok());

    MainWindow window(&store, &settings);
    window.show();
    REQUIRE(window.openFromLibrary(imported->first()));

    auto *action = window.findChild<QAction *>(QStringLiteral("exportWorkbookAction"));
    REQUIRE(action);
    // It is in the File menu (the first menu), in both languages.
    QMenu *file = window.menuBar()->actions().first()->menu();
    REQUIRE(file);
    CHECK(file->actions().contains(action));
    CHECK(action->text() == QStringLiteral("Export E&xcel workbook…"));

    // Typed without the extension: the workbook gets it.
    QString title;
    answerNextFileDialog(dir.filePath(QStringLiteral("client-model")), &title);
    action->trigger();
    CHECK(title == QStringLiteral("Export Excel workbook"));
    const QString written = dir.filePath(QStringLiteral("client-model.xlsx"));
    REQUIRE(QFileInfo::exists(written));
    CHECK(test::readFile(written).startsWith("PK\x03\x04")); // a zip package

    REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("nl")));
    QCoreApplication::processEvents(); // the widgets hear of it through posted events
    CHECK(action->text() == QStringLiteral("E&xcel-werkmap exporteren…"));
    LanguageManager::instance().setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
}
