// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The one way a file is written (src/files/atomicfile.h) and the regular-file check of inputs.
#include "files/atomicfile.h"
#include "files/filelock.h"
#include "files/regularfile.h"
#include "filetestsupport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QTemporaryDir>

#include <memory>

#include <sys/stat.h>
#include <sys/sysmacros.h>

using namespace gda;
using namespace gda::test;

namespace {

bool isCharacterDevice(const QString &path)
{
    struct stat info; // filled by stat()
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 && S_ISCHR(info.st_mode);
}

bool isFifo(const QString &path)
{
    struct stat info; // filled by stat()
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 && S_ISFIFO(info.st_mode);
}

} // namespace

TEST_CASE("files: a full disk keeps the old file, removes the temporary file and says why",
          "[files][diskfull]")
{
    SmallDisk disk(64 * 1024);
    if (!disk.mounted()) {
        skipTest(disk.why());
        return;
    }
    const QString path = disk.filePath(QStringLiteral("x.json"));
    writeBytes(path, "{\"old\":1}\n");
    disk.fill();
    // 20 kB: more than the one page a buffered writer would hold back until it is closed.
    for (const qsizetype size : {qsizetype(100), qsizetype(20000)}) {
        const QString error = files::writeAtomically(path, QByteArray(size, 'x'));
        INFO(error.toStdString());
        CHECK(error.contains(path));
        CHECK(error.contains(QLatin1String("No space left on device")));
        CHECK(bytesOf(path) == "{\"old\":1}\n");
        CHECK(namesIn(disk.path()) ==
              QStringList{QStringLiteral("fill"), QStringLiteral("x.json")});
    }
    // With room again the same call replaces the file.
    REQUIRE(QFile::remove(disk.filePath(QStringLiteral("fill"))));
    CHECK(files::writeAtomically(path, QByteArray("{\"new\":2}\n")).isEmpty());
    CHECK(bytesOf(path) == "{\"new\":2}\n");
    CHECK(namesIn(disk.path()) == QStringList{QStringLiteral("x.json")});
}

TEST_CASE("files: a FIFO or a folder as the target is refused and left as it is", "[files]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    REQUIRE(makeFifo(fifo));
    QString error = files::writeAtomically(fifo, QByteArray("data"));
    CHECK(error.contains(fifo));
    CHECK(error.contains(QLatin1String("pipe (FIFO)")));
    CHECK(isFifo(fifo));

    const QString folder = dir.filePath(QStringLiteral("folder"));
    REQUIRE(QDir().mkdir(folder));
    error = files::writeAtomically(folder, QByteArray("data"));
    CHECK(error.contains(QLatin1String("folder")));
    CHECK(QFileInfo(folder).isDir());

    // A link to the FIFO is no way around the check.
    const QString link = dir.filePath(QStringLiteral("link"));
    REQUIRE(QFile::link(fifo, link));
    CHECK(files::writeAtomically(link, QByteArray("data")).contains(QLatin1String("FIFO")));
    CHECK(isFifo(fifo));
    CHECK(namesIn(dir.path()) ==
          QStringList{QStringLiteral("folder"), QStringLiteral("link"), QStringLiteral("pipe")});
}

TEST_CASE("files: a device as the target is refused and left as it is", "[files]")
{
    if (!runningAsRoot()) {
        skipTest(QStringLiteral("creating a device node needs root"));
        return;
    }
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // The numbers of /dev/full; a node in the test's own folder, so a failure replaces nothing
    // the machine needs.
    const QString device = dir.filePath(QStringLiteral("full"));
    REQUIRE(::mknod(QFile::encodeName(device).constData(), S_IFCHR | 0666, makedev(1, 7)) == 0);
    const QString error = files::writeAtomically(device, QByteArray("data"));
    CHECK(error.contains(QLatin1String("a device")));
    CHECK(isCharacterDevice(device));
    CHECK(namesIn(dir.path()) == QStringList{QStringLiteral("full")});
}

TEST_CASE("files: a replaced file keeps its permissions and a link to it stays a link", "[files]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("report.csv"));
    writeBytes(path, "old");
    REQUIRE(::chmod(QFile::encodeName(path).constData(), 0640) == 0);
    const QString link = dir.filePath(QStringLiteral("latest.csv"));
    REQUIRE(QFile::link(path, link));

    REQUIRE(files::writeAtomically(link, QByteArray("new")).isEmpty());
    CHECK(QFileInfo(link).isSymLink());
    CHECK(bytesOf(path) == "new");
    struct stat info; // filled by stat()
    REQUIRE(::stat(QFile::encodeName(path).constData(), &info) == 0);
    CHECK((info.st_mode & 07777) == 0640);
    CHECK(namesIn(dir.path()) ==
          QStringList{QStringLiteral("latest.csv"), QStringLiteral("report.csv")});
}

TEST_CASE("files: a writer's own failure keeps the old file", "[files]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("chart.svg"));
    writeBytes(path, "previous");
    const QString error = files::writeAtomically(path, [](QIODevice &device) -> QString {
        device.write(QByteArray(100000, 'x'));
        return QStringLiteral("the chart could not be drawn");
    });
    CHECK(error.contains(QLatin1String("the chart could not be drawn")));
    CHECK(bytesOf(path) == "previous");
    CHECK(namesIn(dir.path()) == QStringList{QStringLiteral("chart.svg")});
}

TEST_CASE("files: only a regular file is an input file", "[files]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString regular = dir.filePath(QStringLiteral("s.json"));
    writeBytes(regular, "{}");
    CHECK(files::inputFileProblem(regular).isEmpty());
    const QString fifo = dir.filePath(QStringLiteral("f"));
    REQUIRE(makeFifo(fifo));
    CHECK(files::inputFileProblem(fifo).contains(QLatin1String("is a pipe (FIFO), not a regular")));
    CHECK(files::inputFileProblem(dir.path()).contains(QLatin1String("is a folder")));
    CHECK(files::inputFileProblem(QStringLiteral("/dev/null")).contains(QLatin1String("device")));
    CHECK(files::inputFileProblem(dir.filePath(QStringLiteral("absent")))
              .contains(QLatin1String("no such file")));
}

TEST_CASE("files: a file lock makes a second holder wait, then fail with a clear reason, "
          "released when its holder goes",
          "[files]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("catalog.json.lock"));
    auto first = std::make_unique<files::FileLock>();
    REQUIRE(first->lock(path, 0).isEmpty());
    {
        files::FileLock second;
        QElapsedTimer timer;
        timer.start();
        const QString error = second.lock(path, 200);
        CHECK(timer.elapsed() >= 200); // it waited
        CHECK(error.contains(QLatin1String("locked by another program")));
    }
    first.reset();
    files::FileLock third;
    CHECK(third.lock(path, 0).isEmpty());
    // A lock file that cannot be created names the system's reason.
    files::FileLock nowhere;
    CHECK(nowhere.lock(dir.filePath(QStringLiteral("no/such/folder/x.lock")), 0)
              .contains(QLatin1String("No such file or directory")));
}

TEST_CASE("files: a write removes the stale temporary files an earlier killed write of the same "
          "target left, and nothing else",
          "[files]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString target = dir.filePath(QStringLiteral("x.json"));
    const auto age = [&](const QString &name, qint64 seconds) {
        QFile file(dir.filePath(name));
        REQUIRE(file.open(QIODevice::ReadWrite));
        REQUIRE(file.setFileTime(QDateTime::currentDateTime().addSecs(-seconds),
                                 QFileDevice::FileModificationTime));
    };
    // A write killed between creating its temporary file and the rename leaves one like these
    // (".x.json." + base 36 of a random 32-bit number + ".tmp").
    const QString stale = QStringLiteral(".x.json.1z141z3.tmp");
    const QString staleToo = QStringLiteral(".x.json.0.tmp");
    // Too young: may be another process's write in progress.
    const QString young = QStringLiteral(".x.json.abc.tmp");
    // Not our pattern, or another target's: left alone however old.
    const QStringList others{
        QStringLiteral(".x.json.ABC.tmp"),      QStringLiteral("x.json.abc.tmp"),
        QStringLiteral(".x.json.abc.tmp.keep"), QStringLiteral(".x.json.12345678.tmp"),
        QStringLiteral(".y.json.abc.tmp"),      QStringLiteral(".x.jsonabc.tmp")};
    for (const QString &name : QStringList{stale, staleToo} + others)
        writeBytes(dir.filePath(name), "partial");
    writeBytes(dir.filePath(young), "partial");
    // One second past the limit (600 s) for the old ones, one minute for the young one.
    for (const QString &name : QStringList{stale, staleToo} + others)
        age(name, files::kStaleTemporarySeconds + 1);
    age(young, 60);

    REQUIRE(files::writeAtomically(target, QByteArray("{\"new\":1}\n")).isEmpty());
    CHECK(bytesOf(target) == "{\"new\":1}\n");
    QStringList expected = others + QStringList{young, QStringLiteral("x.json")};
    expected.sort();
    QStringList names = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    names.sort();
    CHECK(names == expected);
}
