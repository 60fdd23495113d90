// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A file dialog of the app in the folder of the open SQLite library (issue 39, item 1). Qt's own
// file dialog finds each listed file's type by reading its first bytes; opening and closing the
// library (or its -wal, -shm) through another descriptor drops every POSIX lock SQLite holds on
// it for the process ("How To Corrupt An SQLite Database File" §2.2). A command line run then
// believes it is the last connection and deletes the write-ahead log the app still uses.
#include "assessment/summarize.h"
#include "core/settings.h"
#include "store/sqlitelibrary.h"
#include "testsupport.h"
#include "views/mainwindow.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <functional>

using namespace gda;
using namespace gda::ui;

namespace {

// How many POSIX advisory locks this process holds on `path`, read from /proc/locks; -1 when
// neither the file nor /proc/locks can be read.
int locksHeldOn(const QString &path)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    QFile locks(QStringLiteral("/proc/locks"));
    if (!locks.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    const QByteArray pid = QByteArray::number(::getpid());
    const QByteArray file = QByteArray::number(major(st.st_dev), 16).rightJustified(2, '0') + ':' +
                            QByteArray::number(minor(st.st_dev), 16).rightJustified(2, '0') + ':' +
                            QByteArray::number(quint64(st.st_ino));
    int count = 0;
    // "1: POSIX  ADVISORY  READ 6965 fe:00:10952859 128 128"; waiters have a "->" after the id.
    for (const QByteArray &line : locks.readAll().split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() >= 6 && fields.at(1) == "POSIX" && fields.at(4) == pid &&
            fields.at(5).toLower() == file)
            ++count;
    }
    return count;
}

// Runs the event loop until `done` holds or `timeoutMs` passed.
bool waitFor(const std::function<bool()> &done, int timeoutMs = 10000)
{
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < timeoutMs)
        QTest::qWait(20);
    return done();
}

// The type column of `name` in `dialog`'s listing, empty until Qt has looked at the file.
QString listedType(QFileDialog *dialog, const QString &folder, const QString &name)
{
    auto *model = dialog->findChild<QFileSystemModel *>();
    if (model == nullptr)
        return {};
    const QModelIndex index = model->index(folder + u'/' + name, 2);
    return index.isValid() ? index.data().toString() : QString();
}

struct Seen
{
    bool shown = false;
    bool listed = false;
    int databaseLocks = -1;
    int shmLocks = -1;
};

// When the next modal file dialog opens: goes to `folder`, waits until it has listed and typed
// the library's files, records the locks this process then holds, and cancels.
void inspectNextFileDialog(const QString &folder, const QString &library, Seen *seen)
{
    QTimer::singleShot(0, [=] {
        QFileDialog *dialog = nullptr;
        waitFor([&] {
            dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            return dialog != nullptr;
        });
        if (dialog == nullptr)
            return;
        seen->shown = true;
        dialog->setDirectory(folder);
        const QString name = QFileInfo(library).fileName();
        seen->listed = waitFor([&] {
            return !listedType(dialog, folder, name).isEmpty() &&
                   !listedType(dialog, folder, name + QStringLiteral("-wal")).isEmpty() &&
                   !listedType(dialog, folder, name + QStringLiteral("-shm")).isEmpty();
        });
        QTest::qWait(300); // the file system model's thread may still be looking
        seen->databaseLocks = locksHeldOn(library);
        seen->shmLocks = locksHeldOn(library + QStringLiteral("-shm"));
        dialog->reject();
    });
}

} // namespace

TEST_CASE("A file dialog in the library's folder keeps the library's locks, and the command "
          "line then leaves the write-ahead log alone",
          "[views][files]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString library = dir.filePath(QStringLiteral("library.sqlite"));
    store::SqliteLibrary store;
    store.setSummarizer(summarize);
    REQUIRE(store.open(library).ok());
    Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    auto imported =
        store.importFiles({test::dataPath(QStringLiteral("examples/seed-80xh100-on-demand.json"))});
    REQUIRE(imported.ok());

    const int before = locksHeldOn(library);
    if (before < 0) {
        test::skipTest(QStringLiteral("/proc/locks cannot be read"));
        return;
    }
    // SQLite in WAL mode keeps a read lock on the database file and on -shm while it is open.
    REQUIRE(before > 0);
    REQUIRE(locksHeldOn(library + QStringLiteral("-shm")) > 0);

    MainWindow window(&store, &settings);
    window.show();
    REQUIRE(window.openFromLibrary(imported->first()));
    auto *action = window.findChild<QAction *>(QStringLiteral("exportWorkbookAction"));
    REQUIRE(action);

    Seen seen;
    inspectNextFileDialog(dir.path(), library, &seen);
    action->trigger(); // File → Export Excel workbook…, cancelled
    REQUIRE(seen.shown);
    CHECK(seen.listed);
    CHECK(seen.databaseLocks > 0);
    CHECK(seen.shmLocks > 0);
    CHECK(locksHeldOn(library) > 0);

    // `gpu-advisor-cli store list` while the app has the library open: it must see the app's
    // connection and leave the write-ahead log and its index in place.
    REQUIRE(QFileInfo::exists(library + QStringLiteral("-wal")));
    QProcess cli;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), dir.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.remove(QStringLiteral("GPU_ADVISOR_DB"));
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(GDA_CLI_PATH),
              {QStringLiteral("store"), QStringLiteral("--db"), library, QStringLiteral("list")});
    REQUIRE(cli.waitForFinished(60000));
    INFO(QString::fromUtf8(cli.readAllStandardError()).toStdString());
    CHECK(cli.exitCode() == 0);
    CHECK(QFileInfo::exists(library + QStringLiteral("-wal")));
    CHECK(QFileInfo::exists(library + QStringLiteral("-shm")));

    // The app goes on saving, and the library is whole.
    auto duplicated = store.duplicate(imported->first());
    REQUIRE(duplicated.ok());
    auto listed = store.list();
    REQUIRE(listed.ok());
    CHECK(listed->size() == 2);
    CHECK(store.checkIntegrity().ok());
}
