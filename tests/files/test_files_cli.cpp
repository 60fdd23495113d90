// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-advisor-cli writing to a full disk, to a device or a FIFO, and reading a FIFO: the built
// program in a child process.
#include "clirunner.h"
#include "filetestsupport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <sys/sysmacros.h>

using namespace gda::test;

namespace {

QString example()
{
    return dataPath(QStringLiteral("examples/seed-100-gpu-cluster.json"));
}

// A library at `path` holding the example as scenario 1.
void makeLibrary(const QString &path)
{
    const CliRun run = runCli({QStringLiteral("store"), QStringLiteral("--db"), path,
                               QStringLiteral("import"), example()});
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
}

// The environment of a user whose data folder (user catalog) is `data`.
QProcessEnvironment userEnvironment(const QString &data)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), data);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), data + QStringLiteral("/config"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return env;
}

const QByteArray kImportCsv =
    "id,provider,provider_kind,instance,gpu_model,gpus_per_instance,region,"
    "on_demand_per_gpu_hour,egress_tiers,storage_per_gb_month,source,date\n"
    "my-h100,My Cloud,neocloud,8x H100,h100-sxm,8,eu-west,1.10,:0,0.02,quote 2026-11,2026-11-20\n";

bool isKind(const QString &path, mode_t kind)
{
    struct stat info; // filled by stat()
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 &&
           (info.st_mode & S_IFMT) == kind;
}

// csv and store export (of scenario 1 of `library`) with `target` as --out: both exit 1, name
// the target's `kind` and print nothing on stdout.
void checkOutRefused(const QString &library, const QString &target, const QString &kind)
{
    INFO(target.toStdString());
    CliRun run = runCli({QStringLiteral("csv"), example(), QStringLiteral("--out"), target});
    CHECK(run.status == 1);
    CHECK(run.err.contains(kind));
    run = runCli({QStringLiteral("store"), QStringLiteral("--db"), library,
                  QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--out"), target});
    CHECK(run.status == 1);
    CHECK(run.err.contains(kind));
    CHECK(run.out.isEmpty());
}

} // namespace

TEST_CASE("files: store export and csv on a full disk exit 1 with the reason and keep the old "
          "file (D1)",
          "[files][diskfull][cli]")
{
    SmallDisk disk(64 * 1024);
    if (!disk.mounted()) {
        skipTest(disk.why());
        return;
    }
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString library = dir.filePath(QStringLiteral("library.sqlite"));
    makeLibrary(library);
    const QString json = disk.filePath(QStringLiteral("x.json"));
    const QString csv = disk.filePath(QStringLiteral("x.csv"));
    writeBytes(json, "{\"old\":1}\n");
    writeBytes(csv, "old,csv\n");
    disk.fill();

    CliRun run =
        runCli({QStringLiteral("store"), QStringLiteral("--db"), library, QStringLiteral("export"),
                QStringLiteral("1"), QStringLiteral("--out"), json});
    INFO(run.out.toStdString() << run.err.toStdString());
    CHECK(run.status == 1);
    CHECK(run.out.isEmpty());
    CHECK(run.errLines().size() == 1);
    CHECK(run.err.contains(QLatin1String("No space left on device")));
    CHECK(bytesOf(json) == "{\"old\":1}\n");

    run = runCli({QStringLiteral("csv"), example(), QStringLiteral("--out"), csv});
    CHECK(run.status == 1);
    CHECK(run.err.contains(QLatin1String("No space left on device")));
    CHECK(bytesOf(csv) == "old,csv\n");

    // The chart is drawn by gpu-advisor-render; its SVG writer gave "Unknown error" (D11).
    const QString svg = disk.filePath(QStringLiteral("x.svg"));
    run = runCli({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                  QStringLiteral("break-even"), QStringLiteral("--out"), svg});
    CHECK(run.status == 1);
    CHECK(run.err.contains(QLatin1String("No space left on device")));
    CHECK_FALSE(run.err.contains(QLatin1String("Unknown error")));
    CHECK(namesIn(disk.path()) ==
          QStringList{QStringLiteral("fill"), QStringLiteral("x.csv"), QStringLiteral("x.json")});
}

TEST_CASE("files: catalog import on a full disk exits 1 and keeps the user catalog",
          "[files][diskfull][cli]")
{
    SmallDisk disk(256 * 1024);
    if (!disk.mounted()) {
        skipTest(disk.why());
        return;
    }
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString quotes = dir.filePath(QStringLiteral("quotes.csv"));
    writeBytes(quotes, kImportCsv);
    const QProcessEnvironment env = userEnvironment(disk.path());
    CliRun run = runCli({QStringLiteral("catalog"), QStringLiteral("import"), quotes}, env);
    INFO(run.out.toStdString() << run.err.toStdString());
    REQUIRE(run.status == 0);
    const QString folder = QDir(disk.path()).filePath(QStringLiteral("gpu-advisor"));
    // The user catalog is a database now; no lock file beside it.
    REQUIRE(namesIn(folder) == QStringList{QStringLiteral("catalog.sqlite")});
    disk.fill();
    // Enough rows that the transaction cannot fit in what is left of the disk.
    QByteArray many = kImportCsv.left(kImportCsv.indexOf('\n') + 1);
    const QByteArray row = kImportCsv.mid(kImportCsv.indexOf('\n') + 1).split('\n').first();
    for (int i = 0; i < 2000; ++i)
        many +=
            QByteArray(row).replace("my-h100", QByteArray("full-").append(QByteArray::number(i))) +
            '\n';
    writeBytes(quotes, many);
    run = runCli({QStringLiteral("catalog"), QStringLiteral("import"), quotes}, env);
    INFO(run.err.toStdString());
    CHECK(run.status == 1);
    CHECK(run.errLines().size() == 1);
    CHECK(run.err.contains(
        QLatin1String("catalog.sqlite: the price catalog database cannot be used: ")));
    // The cause the user can act on, not only SQLite's "disk I/O error".
    CHECK(run.err.contains(QLatin1String("no space left on the disk that holds it")));
    // Nothing of the failed import is stored, the first import's row is still there.
    QFile::remove(QDir(disk.path()).filePath(QStringLiteral("fill")));
    run =
        runCli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")}, env);
    REQUIRE(run.status == 0);
    CHECK(run.out.contains(QLatin1String("\"my-h100\"")));
    CHECK_FALSE(run.out.contains(QLatin1String("\"full-0\"")));
    CHECK(namesIn(folder) == QStringList{QStringLiteral("catalog.sqlite")});
}

TEST_CASE("files: csv and store export refuse a FIFO as --out and leave it (D6)", "[files][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString library = dir.filePath(QStringLiteral("library.sqlite"));
    makeLibrary(library);
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    REQUIRE(makeFifo(fifo));
    checkOutRefused(library, fifo, QStringLiteral("pipe (FIFO)"));
    CHECK(isKind(fifo, S_IFIFO));
}

TEST_CASE("files: csv and store export refuse a device as --out and leave it (D6)", "[files][cli]")
{
    if (!runningAsRoot()) {
        skipTest(QStringLiteral("creating a device node needs root"));
        return;
    }
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString library = dir.filePath(QStringLiteral("library.sqlite"));
    makeLibrary(library);
    // The numbers of /dev/full, in the test's own folder.
    const QString device = dir.filePath(QStringLiteral("full"));
    REQUIRE(::mknod(QFile::encodeName(device).constData(), S_IFCHR | 0666, makedev(1, 7)) == 0);
    checkOutRefused(library, device, QStringLiteral("device"));
    CHECK(isKind(device, S_IFCHR));
}

TEST_CASE("files: a FIFO given as an input file is refused at once, not read (D12)", "[files][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("f"));
    REQUIRE(makeFifo(fifo));
    const QString library = dir.filePath(QStringLiteral("library.sqlite"));
    const QProcessEnvironment env = userEnvironment(dir.filePath(QStringLiteral("data")));
    const QList<QStringList> commands = {
        {QStringLiteral("validate"), fifo},
        {QStringLiteral("evaluate"), fifo},
        {QStringLiteral("store"), QStringLiteral("--db"), library, QStringLiteral("import"), fifo},
        {QStringLiteral("catalog"), QStringLiteral("import"), fifo},
    };
    for (const QStringList &command : commands) {
        INFO(command.join(u' ').toStdString());
        QElapsedTimer timer;
        timer.start();
        const CliRun run = runCli(command, env);
        INFO(run.err.toStdString());
        CHECK(timer.elapsed() < 10000);
        CHECK(run.status == 2);
        CHECK(run.err.contains(QLatin1String("pipe (FIFO)")));
        CHECK(run.errLines().size() == 1);
    }
}
