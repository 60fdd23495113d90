// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-advisor-cli store with a library it cannot write (read-only folder, read-only file,
// read-only disk), a mistyped --db, and libraries that are not libraries: exit statuses and
// messages, and nothing created or left behind. As root, the commands that must meet the
// permissions run as the user "nobody" (setpriv), because root ignores them.
#include "clirunner.h"
#include "filetestsupport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <unistd.h>

using namespace gda::test;

namespace {

constexpr int kNobody = 65534;

QString example()
{
    return dataPath(QStringLiteral("examples/seed-100-gpu-cluster.json"));
}

QStringList store(const QString &library, const QStringList &args)
{
    return QStringList{QStringLiteral("store"), QStringLiteral("--db"), library} + args;
}

// Runs the CLI as an ordinary user: as root, as "nobody".
CliRun runAsUser(const QStringList &args,
                 const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    if (!runningAsRoot())
        return runCli(args, env);
    return runProgram(QStringLiteral("setpriv"),
                      QStringList{QStringLiteral("--reuid=%1").arg(kNobody),
                                  QStringLiteral("--regid=%1").arg(kNobody),
                                  QStringLiteral("--clear-groups"), QStringLiteral(GDA_CLI_PATH)} +
                          args,
                      env);
}

// A folder the ordinary user owns (as root: chowned to nobody).
void handToUser(const QString &path)
{
    REQUIRE(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                            QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                            QFileDevice::ExeOther));
    if (runningAsRoot())
        REQUIRE(::chown(QFile::encodeName(path).constData(), kNobody, kNobody) == 0);
}

void setMode(const QString &path, mode_t mode)
{
    REQUIRE(::chmod(QFile::encodeName(path).constData(), mode) == 0);
}

// A folder of the user's with a library holding the example as scenario 1.
struct UserLibrary
{
    QTemporaryDir dir;
    QString folder;
    QString library;
    QString outFolder;

    UserLibrary()
    {
        REQUIRE(dir.isValid());
        handToUser(dir.path());
        folder = dir.filePath(QStringLiteral("lib"));
        outFolder = dir.filePath(QStringLiteral("out"));
        REQUIRE(QDir().mkdir(folder));
        REQUIRE(QDir().mkdir(outFolder));
        handToUser(folder);
        handToUser(outFolder);
        library = QDir(folder).filePath(QStringLiteral("scenarios.sqlite"));
        const CliRun run = runAsUser(store(library, {QStringLiteral("import"), example()}));
        INFO(run.err.toStdString());
        REQUIRE(run.status == 0);
        REQUIRE(namesIn(folder) == QStringList{QStringLiteral("scenarios.sqlite")});
    }
    ~UserLibrary()
    {
        ::chmod(QFile::encodeName(folder).constData(), 0755);
        ::chmod(QFile::encodeName(library).constData(), 0644);
    }
};

} // namespace

TEST_CASE("files: a library in a read-only folder lists, shows and exports, and says why it is "
          "read-only (D4)",
          "[files][readonly][cli]")
{
    UserLibrary user;
    setMode(user.folder, 0555);

    CliRun run = runAsUser(store(user.library, {QStringLiteral("list")}));
    INFO(run.err.toStdString());
    CHECK(run.status == 0);
    CHECK(run.out.contains(QLatin1String("100-GPU cluster")));
    CHECK(run.err.contains(QLatin1String("read-only because its folder")));
    CHECK_FALSE(run.err.contains(QLatin1String("integrity")));

    run = runAsUser(store(user.library, {QStringLiteral("show"), QStringLiteral("1")}));
    CHECK(run.status == 0);
    CHECK(run.out.contains(QLatin1String("\"gpu-advisor-scenario\"")));

    const QString out = QDir(user.outFolder).filePath(QStringLiteral("x.json"));
    run = runAsUser(store(user.library, {QStringLiteral("export"), QStringLiteral("1"),
                                         QStringLiteral("--out"), out}));
    CHECK(run.status == 0);
    CHECK(QFileInfo(out).size() > 0);

    // A write is refused with the same reason, exit 1, and never called damage.
    run = runAsUser(store(user.library, {QStringLiteral("delete"), QStringLiteral("1")}));
    CHECK(run.status == 1);
    CHECK(run.err.contains(QLatin1String("read-only because its folder")));
    CHECK_FALSE(run.err.contains(QLatin1String("integrity")));
    CHECK(namesIn(user.folder) == QStringList{QStringLiteral("scenarios.sqlite")});
}

TEST_CASE("files: a read-only library file is read without leaving a side file that blocks the "
          "next writer (D5)",
          "[files][readonly][cli]")
{
    UserLibrary user;
    setMode(user.library, 0444);
    CliRun run = runAsUser(store(user.library, {QStringLiteral("show"), QStringLiteral("1")}));
    INFO(run.err.toStdString());
    CHECK(run.status == 0);
    CHECK(run.err.contains(QLatin1String("read-only because the file cannot be written")));
    for (const QString &name : namesIn(user.folder)) {
        INFO(name.toStdString());
        CHECK((QFile::permissions(QDir(user.folder).filePath(name)) & QFileDevice::WriteOwner ||
               name == QLatin1String("scenarios.sqlite")));
    }
    run = runAsUser(store(user.library, {QStringLiteral("import"), example()}));
    CHECK(run.status == 1);

    setMode(user.library, 0644);
    run = runAsUser(store(user.library, {QStringLiteral("import"), example()}));
    CHECK(run.status == 0);
    CHECK(run.out.contains(QLatin1String("imported as scenario 2")));
}

TEST_CASE("files: a library on a read-only disk opens read-only with the system's reason",
          "[files][readonly][cli]")
{
    SmallDisk disk(1024 * 1024);
    if (!disk.mounted()) {
        skipTest(disk.why());
        return;
    }
    const QString library = disk.filePath(QStringLiteral("scenarios.sqlite"));
    REQUIRE(runCli(store(library, {QStringLiteral("import"), example()})).status == 0);
    REQUIRE(disk.makeReadOnly());
    CliRun run = runCli(store(library, {QStringLiteral("list"), QStringLiteral("--json")}));
    INFO(run.err.toStdString());
    CHECK(run.status == 0);
    CHECK(run.out.contains(QLatin1String("\"id\": 1")));
    CHECK(run.err.contains(QLatin1String("Read-only file system")));
    run = runCli(store(library, {QStringLiteral("import"), example()}));
    CHECK(run.status == 1);
    CHECK(run.err.contains(QLatin1String("Read-only file system")));
}

TEST_CASE("files: a mistyped --db on a command that reads creates nothing and exits 2 (D9)",
          "[files][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString typo = dir.filePath(QStringLiteral("typo/x.sqlite"));
    const QList<QStringList> commands = {
        {QStringLiteral("list")},
        {QStringLiteral("show"), QStringLiteral("1")},
        {QStringLiteral("history"), QStringLiteral("1")},
        {QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--out"),
         dir.filePath(QStringLiteral("x.json"))},
    };
    for (const QStringList &command : commands) {
        INFO(command.join(u' ').toStdString());
        const CliRun run = runCli(store(typo, command));
        CHECK(run.status == 2);
        CHECK(run.err.contains(QLatin1String("There is no scenario library at")));
        CHECK(namesIn(dir.path()).isEmpty());
    }
    // A command that writes creates the library, folders included.
    CHECK(runCli(store(typo, {QStringLiteral("import"), example()})).status == 0);
    CHECK(QFileInfo(typo).isFile());
}

TEST_CASE("files: a library that lost its schema version is damaged (read-only, exit 1), a "
          "device is not a library (exit 2) (D10)",
          "[files][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString library = dir.filePath(QStringLiteral("scenarios.sqlite"));
    REQUIRE(runCli(store(library, {QStringLiteral("import"), example()})).status == 0);
    {
        // PRAGMA user_version is the big-endian number at byte 60 of the header.
        QFile file(library);
        REQUIRE(file.open(QIODevice::ReadWrite));
        REQUIRE(file.seek(60));
        REQUIRE(file.write(QByteArray(4, '\0')) == 4);
    }
    CliRun run = runCli(store(library, {QStringLiteral("list")}));
    INFO(run.err.toStdString());
    CHECK(run.status == 0);
    CHECK(run.out.contains(QLatin1String("100-GPU cluster")));
    CHECK(run.err.contains(QLatin1String("no schema version")));
    run = runCli(store(library, {QStringLiteral("import"), example()}));
    CHECK(run.status == 1);
    CHECK(run.err.contains(QLatin1String("read-only")));

    for (const QString &notALibrary : {QStringLiteral("/dev/null"), dir.path()}) {
        INFO(notALibrary.toStdString());
        run = runCli(store(notALibrary, {QStringLiteral("list")}));
        CHECK(run.status == 2);
        CHECK(run.err.contains(QLatin1String("not a scenario library")));
    }
}

TEST_CASE("files: the user catalog in a read-only data folder or file is still read",
          "[files][readonly][cli][catalog]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    handToUser(dir.path());
    const QString data = dir.filePath(QStringLiteral("data"));
    REQUIRE(QDir().mkdir(data));
    handToUser(data);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), data);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("HOME"), dir.filePath(QStringLiteral("home")));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    const QString quotes = dir.filePath(QStringLiteral("quotes.csv"));
    writeBytes(quotes,
               "id,provider,provider_kind,instance,gpu_model,gpus_per_instance,region,"
               "on_demand_per_gpu_hour,egress_tiers,storage_per_gb_month,source,date\n"
               "ro-h100,My Cloud,neocloud,8x H100,h100-sxm,8,eu,1.10,:0,0.02,q,2026-11-20\n");
    handToUser(quotes);
    CliRun run = runAsUser({QStringLiteral("catalog"), QStringLiteral("import"), quotes}, env);
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    const QString folder = QDir(data).filePath(QStringLiteral("gpu-advisor"));
    const QString database = QDir(folder).filePath(QStringLiteral("catalog.sqlite"));
    REQUIRE(namesIn(folder) == QStringList{QStringLiteral("catalog.sqlite")});
    struct Restore
    {
        QString folder, database;
        ~Restore()
        {
            ::chmod(QFile::encodeName(folder).constData(), 0755);
            ::chmod(QFile::encodeName(database).constData(), 0644);
        }
    } restore{folder, database};

    const auto reads = [&] {
        const CliRun list = runAsUser(
            {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")}, env);
        INFO(list.err.toStdString());
        CHECK(list.status == 0);
        CHECK(list.out.contains(QLatin1String("\"ro-h100\"")));
        const CliRun providers = runAsUser({QStringLiteral("providers"), example()}, env);
        CHECK(providers.status == 0);
        CHECK(providers.out.contains(QLatin1String("\"ro-h100\"")));
        // Nothing created beside it, nothing left with permissions that block a later writer.
        CHECK(namesIn(folder) == QStringList{QStringLiteral("catalog.sqlite")});
    };
    SECTION("read-only folder")
    {
        setMode(folder, 0555);
        reads();
    }
    SECTION("read-only file")
    {
        setMode(database, 0444);
        reads();
    }
    SECTION("read-only folder and file")
    {
        setMode(database, 0444);
        setMode(folder, 0555);
        reads();
        // An import cannot be stored: exit 1, and the catalog is unchanged.
        run = runAsUser({QStringLiteral("catalog"), QStringLiteral("import"), quotes}, env);
        CHECK(run.status == 1);
        CHECK(run.errLines().size() == 1);
        reads();
    }
}

TEST_CASE("files: a failed store import or store copy leaves no new library, 0-byte file or "
          "folder behind",
          "[files][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    {
        QFile file(bad);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("{ not a scenario");
    }
    const QString fresh = dir.filePath(QStringLiteral("new/deeper/lib.sqlite"));
    // A damaged file, and a good one with a missing one: nothing imported, nothing created
    // (before: an empty library and its folders stayed).
    for (const QStringList &files :
         {QStringList{bad}, QStringList{example(), dir.filePath(QStringLiteral("missing.json"))}}) {
        const CliRun run = runCli(store(fresh, QStringList{QStringLiteral("import")} + files));
        CHECK(run.status == 2);
        CHECK(namesIn(dir.path()) == QStringList{QStringLiteral("bad.json")});
    }
    // A library that was there stays, with what it held.
    const QString existing = dir.filePath(QStringLiteral("lib.sqlite"));
    REQUIRE(runCli(store(existing, {QStringLiteral("import"), example()})).status == 0);
    CHECK(runCli(store(existing, {QStringLiteral("import"), bad})).status == 2);
    const CliRun listed = runCli(store(existing, {QStringLiteral("list")}));
    CHECK(listed.status == 0);
    CHECK(listed.out.contains(QLatin1String("1")));
    // A copy from a file that is no library creates no target either.
    const QString other = dir.filePath(QStringLiteral("other.sqlite"));
    {
        QFile file(other);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("plain text, not a library");
    }
    const CliRun copy = runCli({QStringLiteral("store"), QStringLiteral("copy"),
                                QStringLiteral("--from"), other, QStringLiteral("--to"), fresh});
    CHECK(copy.status != 0);
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("new"))));

    SmallDisk disk(64 * 1024);
    if (!disk.mounted()) {
        skipTest(disk.why());
        return;
    }
    // A copy onto a full disk: exit 1, and no 0-byte target (before: one stayed).
    disk.fill();
    const QStringList before = namesIn(disk.path());
    const QString target = disk.filePath(QStringLiteral("copy.sqlite"));
    const CliRun full =
        runCli({QStringLiteral("store"), QStringLiteral("copy"), QStringLiteral("--from"), existing,
                QStringLiteral("--to"), target});
    INFO(full.err.toStdString());
    CHECK(full.status == 1);
    CHECK_FALSE(QFileInfo::exists(target));
    CHECK(namesIn(disk.path()) == before);
}
