// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 20, item 2: File → Export CSV… (exporting::exportCsv, which the main window's action
// calls) writes what `gpu-advisor-cli csv --locale nl|en|c` writes for the same scenario — one
// writer — the form chosen by the file type, the screen's language choosing the first offered.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "export/exportdialog.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QFileDialog>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

using namespace gda;
using namespace gda::ui::exporting;

namespace {

// Answers the next modal file dialog: notes its title and the file type it offers, picks the type
// that starts with `filterStart` (empty: keeps the offered one), types `path` and accepts.
void answerCsvDialog(const QString &path, const QString &filterStart, QString *offered,
                     QString *title)
{
    QTimer::singleShot(0, [=] {
        for (int attempt = 0; attempt < 300; ++attempt) {
            if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                *offered = dialog->selectedNameFilter();
                *title = dialog->windowTitle();
                if (!filterStart.isEmpty())
                    for (const QString &filter : dialog->nameFilters())
                        if (filter.startsWith(filterStart))
                            dialog->selectNameFilter(filter);
                dialog->selectFile(path);
                QMetaObject::invokeMethod(dialog, "accept", Qt::DirectConnection);
                return;
            }
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10), QThread::msleep(5);
        }
    });
}

QByteArray cliCsv(const QString &scenarioFile, const QString &locale, const QString &out)
{
    const test::ToolRun run =
        test::runCli({QStringLiteral("csv"), scenarioFile, QStringLiteral("--out"), out,
                      QStringLiteral("--locale"), locale});
    REQUIRE(run.status == 0);
    return test::readFile(out);
}

} // namespace

TEST_CASE("export: Export CSV writes the command line's CSV in nl, en and c")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = test::examplePath("seed-80xh100-reserved");
    const Scenario scenario = test::loadExampleScenario("seed-80xh100-reserved");

    // English screen: the English Excel form is offered; typed without the extension.
    QString offered;
    QString title;
    answerCsvDialog(dir.filePath(QStringLiteral("app-en")), {}, &offered, &title);
    CHECK(exportCsv(nullptr, scenario, QStringLiteral("en")) ==
          dir.filePath(QStringLiteral("app-en.csv")));
    CHECK(title == QLatin1String("Export CSV"));
    CHECK(offered.startsWith(QLatin1String("CSV for an English Excel")));
    const QByteArray appEn = test::readFile(dir.filePath(QStringLiteral("app-en.csv")));
    REQUIRE_FALSE(appEn.isEmpty());
    CHECK(appEn == cliCsv(file, QStringLiteral("en"), dir.filePath(QStringLiteral("cli-en.csv"))));

    // The machine form, chosen by its file type.
    answerCsvDialog(dir.filePath(QStringLiteral("app-c.csv")), QStringLiteral("CSV, machine"),
                    &offered, &title);
    CHECK_FALSE(exportCsv(nullptr, scenario, QStringLiteral("en")).isEmpty());
    const QByteArray appC = test::readFile(dir.filePath(QStringLiteral("app-c.csv")));
    CHECK(appC.startsWith("month,calendar_month,option,"));
    CHECK(appC == cliCsv(file, QStringLiteral("c"), dir.filePath(QStringLiteral("cli-c.csv"))));

    // Dutch screen: the Dutch Excel form is offered, and it is the command line's nl form.
    answerCsvDialog(dir.filePath(QStringLiteral("app-nl.csv")), {}, &offered, &title);
    CHECK_FALSE(exportCsv(nullptr, scenario, QStringLiteral("nl")).isEmpty());
    CHECK(offered.startsWith(QLatin1String("CSV for a Dutch Excel")));
    const QByteArray appNl = test::readFile(dir.filePath(QStringLiteral("app-nl.csv")));
    CHECK(appNl.startsWith("\xEF\xBB\xBF")); // the byte order mark Excel needs
    CHECK(appNl.contains(';'));
    CHECK(appNl == cliCsv(file, QStringLiteral("nl"), dir.filePath(QStringLiteral("cli-nl.csv"))));
    CHECK(appNl != appEn);

    // Cancelled: nothing written, nothing returned.
    QTimer::singleShot(0, [] {
        for (int attempt = 0; attempt < 300; ++attempt) {
            if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                dialog->reject();
                return;
            }
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10), QThread::msleep(5);
        }
    });
    CHECK(exportCsv(nullptr, scenario, QStringLiteral("en")).isEmpty());
    CHECK(test::filesIn(dir.path()).size() == 6);
}
