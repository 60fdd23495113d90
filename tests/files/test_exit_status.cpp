// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// docs/exit-status.md against the program: every row of its table is run here (the built
// gpu-advisor-cli in a child process) and must end with the status the row gives; a row without
// a case here, or a case without a row, fails too.
#include "clirunner.h"
#include "filetestsupport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>

#include <algorithm>
#include <functional>
#include <map>

using namespace gda::test;

namespace {

QString priceDocument(const char *name)
{
    return dataPath(QStringLiteral("catalog/public/") + QString::fromUtf8(name));
}

QString example()
{
    return dataPath(QStringLiteral("examples/seed-100-gpu-cluster.json"));
}

QString versionTwo()
{
    return dataPath(QStringLiteral("plan/inference-and-training.json"));
}

const QByteArray kCsvHeader = "id,provider,provider_kind,instance,gpu_model,gpus_per_instance,"
                              "region,on_demand_per_gpu_hour,egress_tiers,storage_per_gb_month,"
                              "source,date\n";
const QByteArray kGoodRow =
    "my-h100,My Cloud,neocloud,8x H100,h100-sxm,8,eu-west,1.10,:0,0.02,quote 2026-11,2026-11-20\n";
const QByteArray kBadRow =
    "my-bad,My Cloud,neocloud,8x H100,h100-sxm,8,eu-west,0,:0,0.02,quote 2026-11,2026-11-20\n";

// A user of their own: data folder (user catalog), a library with the example as scenario 1,
// and the files the cases need.
class User
{
public:
    User()
    {
        REQUIRE(m_dir.isValid());
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), path(QStringLiteral("data")));
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), path(QStringLiteral("config")));
        m_env.insert(QStringLiteral("HOME"), path(QStringLiteral("home")));
        m_env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        m_env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        m_env.remove(QStringLiteral("GPU_ADVISOR_DB"));
        library = path(QStringLiteral("library.sqlite"));
        REQUIRE(run({QStringLiteral("store"), QStringLiteral("--db"), library,
                     QStringLiteral("import"), example()}) == 0);
    }

    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString write(const QString &name, const QByteArray &content) const
    {
        writeBytes(path(name), content);
        return path(name);
    }
    QString fifo() const
    {
        const QString fifo = path(QStringLiteral("fifo"));
        if (!QFile::exists(fifo))
            REQUIRE(makeFifo(fifo));
        return fifo;
    }
    QString userCatalog() const { return path(QStringLiteral("data/gpu-advisor/catalog.sqlite")); }
    QString legacyCatalog() const { return path(QStringLiteral("data/gpu-advisor/catalog.json")); }
    int run(const QStringList &args) const
    {
        const CliRun result = runCli(args, m_env);
        INFO(args.join(u' ').toStdString()
             << " → " << result.status << ' ' << result.err.toStdString());
        // Every failure is exactly one line on stderr.
        if (result.status != 0)
            CHECK(result.errLines().size() == 1);
        return result.status;
    }
    // A batch (report --out-dir): a line per report or failure, then the summary line.
    int runBatch(const QStringList &args) const
    {
        const CliRun result = runCli(args, m_env);
        INFO(args.join(u' ').toStdString()
             << " → " << result.status << ' ' << result.err.toStdString());
        REQUIRE_FALSE(result.errLines().isEmpty());
        // A problem of the whole request (2, or 1 for an output folder that cannot be made) is
        // one line; otherwise the last line is the summary.
        if (result.errLines().size() > 1 || result.status == 0)
            CHECK(result.errLines().last().startsWith(QLatin1String("report: ")));
        return result.status;
    }
    int store(const QStringList &args) const
    {
        return run(QStringList{QStringLiteral("store"), QStringLiteral("--db"), library} + args);
    }
    // Runs SQL on the library directly (the test playing another program).
    void sql(const QString &statement) const
    {
        const QString name = QStringLiteral("exit-status-raw");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(library);
            REQUIRE(db.open());
            QSqlQuery query(db);
            REQUIRE(query.exec(statement));
        }
        QSqlDatabase::removeDatabase(name);
    }

    QString library;

private:
    QTemporaryDir m_dir;
    QProcessEnvironment m_env;
};

// The one status all `statuses` share, or -1 (with the list) when they differ.
int same(const std::vector<int> &statuses)
{
    for (const int status : statuses)
        if (status != statuses.front()) {
            std::string all;
            for (const int s : statuses)
                all += std::to_string(s) + ' ';
            UNSCOPED_INFO("statuses differ: " << all);
            return -1;
        }
    return statuses.front();
}

QStringList args(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *a : list)
        out << QString::fromUtf8(a);
    return out;
}

QStringList with(QStringList list, const QStringList &more)
{
    return list + more;
}

using Case = std::function<int(const User &)>;

// Keyed "Command | Cause" exactly as in the table.
const std::map<std::string, Case> &cases()
{
    static const std::map<std::string, Case> all = {
        {"`--help`, `--version` | printed",
         [](const User &u) {
             return same({u.run(args({"--help"})), u.run(args({"--version"}))});
         }},
        {"any | no command, or an unknown command",
         [](const User &u) {
             return same({u.run({}), u.run(args({"frobnicate"}))});
         }},
        {"`evaluate`, `validate` | every file is valid",
         [](const User &u) {
             return same({u.run({QStringLiteral("evaluate"), example()}),
                          u.run({QStringLiteral("validate"), example(), example()})});
         }},
        {"`evaluate`, `validate` | a file is missing, a folder, a FIFO or a device",
         [](const User &u) {
             std::vector<int> statuses;
             for (const char *command : {"evaluate", "validate"})
                 for (const QString &file : {u.path(QStringLiteral("absent.json")), u.path({}),
                                             u.fifo(), QStringLiteral("/dev/null")})
                     statuses.push_back(u.run({QString::fromUtf8(command), file}));
             return same(statuses);
         }},
        {"`evaluate`, `validate` | a file is empty, not JSON or UTF-16",
         [](const User &u) {
             std::vector<int> statuses;
             for (const QByteArray &content :
                  {QByteArray(), QByteArray("{\"format\": "), QByteArray("\xff\xfe{\0}\0", 6)})
                 for (const char *command : {"evaluate", "validate"})
                     statuses.push_back(u.run({QString::fromUtf8(command),
                                               u.write(QStringLiteral("bad.json"), content)}));
             return same(statuses);
         }},
        {"`evaluate`, `validate` | a field is unknown, given twice, missing or out of range",
         [](const User &u) {
             const QByteArray good = readFile(example());
             const QByteArray bad[] = {
                 QByteArray(good).replace("\"overhead_fraction\"", "\"overhead_fractiom\""),
                 QByteArray(good).replace("\"overhead_fraction\":",
                                          "\"overhead_fraction\": 0.1, \"overhead_fraction\":"),
                 "{\"format\": \"gpu-advisor-scenario\", \"version\": 1}",
                 QByteArray(good).replace("\"utilization\": 1.0", "\"utilization\": 1.5"),
             };
             std::vector<int> statuses;
             for (const QByteArray &content : bad) {
                 REQUIRE(content != good);
                 for (const char *command : {"evaluate", "validate"})
                     statuses.push_back(u.run({QString::fromUtf8(command),
                                               u.write(QStringLiteral("bad.json"), content)}));
             }
             return same(statuses);
         }},
        {"`evaluate` | several files, one of them bad (the others are still printed)",
         [](const User &u) {
             return u.run({QStringLiteral("evaluate"), example(), u.path(QStringLiteral("no"))});
         }},
        {"`compare`, `simulate`, `tornado`, `providers` | a bad scenario file or option",
         [](const User &u) {
             return same({
                 u.run({QStringLiteral("compare"), example()}),
                 u.run({QStringLiteral("simulate"), example(), QStringLiteral("--draws"),
                        QStringLiteral("0")}),
                 u.run({QStringLiteral("tornado"), u.path(QStringLiteral("absent.json"))}),
                 u.run({QStringLiteral("providers"), example(), QStringLiteral("--gpu"),
                        QStringLiteral("no-such-gpu")}),
             });
         }},
        {"`csv`, `chart` | the file is written",
         [](const User &u) {
             return same({u.run({QStringLiteral("csv"), example(), QStringLiteral("--out"),
                                 u.path(QStringLiteral("m.csv"))}),
                          u.run({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                                 QStringLiteral("break-even"), QStringLiteral("--out"),
                                 u.path(QStringLiteral("c.svg"))})});
         }},
        {"`csv`, `chart`, `report` | a bad scenario file or option (also an unknown `chart "
         "--preset`, or `--preset` with `--width` or `--height`)",
         [](const User &u) {
             const QString absent = u.path(QStringLiteral("absent.json"));
             return same({u.run({QStringLiteral("csv"), absent, QStringLiteral("--out"),
                                 u.path(QStringLiteral("m.csv"))}),
                          u.run({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                                 QStringLiteral("pie"), QStringLiteral("--out"),
                                 u.path(QStringLiteral("c.svg"))}),
                          u.run({QStringLiteral("report"), example(), QStringLiteral("--out"),
                                 u.path(QStringLiteral("r.pdf")), QStringLiteral("--lang"),
                                 QStringLiteral("fr")}),
                          u.run({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                                 QStringLiteral("tornado"), QStringLiteral("--preset"),
                                 QStringLiteral("a5"), QStringLiteral("--out"),
                                 u.path(QStringLiteral("c.svg"))}),
                          u.run({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                                 QStringLiteral("tornado"), QStringLiteral("--preset"),
                                 QStringLiteral("a4-column"), QStringLiteral("--width"),
                                 QStringLiteral("900"), QStringLiteral("--out"),
                                 u.path(QStringLiteral("c.svg"))})});
         }},
        {"`csv`, `chart`, `report` | the output cannot be written: no such folder, a folder, a "
         "FIFO or a device as `--out`, no permission, disk full",
         [](const User &u) {
             REQUIRE(QDir().mkpath(u.path(QStringLiteral("folder.svg"))));
             return same(
                 {u.run({QStringLiteral("csv"), example(), QStringLiteral("--out"),
                         u.path(QStringLiteral("no/such/folder/m.csv"))}),
                  u.run({QStringLiteral("csv"), example(), QStringLiteral("--out"), u.fifo()}),
                  u.run({QStringLiteral("csv"), example(), QStringLiteral("--out"),
                         QStringLiteral("/dev/null")}),
                  u.run({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                         QStringLiteral("break-even"), QStringLiteral("--out"),
                         u.path(QStringLiteral("folder.svg"))}),
                  u.run({QStringLiteral("report"), example(), QStringLiteral("--out"),
                         u.path(QStringLiteral("no/such/folder/r.pdf"))})});
         }},
        {"`report --out-dir` | the report of every selected scenario is written",
         [](const User &u) {
             const QStringList batch{QStringLiteral("report"), QStringLiteral("--db"), u.library,
                                     QStringLiteral("--out-dir"), u.path(QStringLiteral("out"))};
             return same({u.runBatch(batch + args({"--all"})),
                          u.runBatch(batch + args({"--ids", "1"})),
                          u.runBatch(batch + args({"--client", "Seed example"}))});
         }},
        {"`report --out-dir` | no library at `--db`; not exactly one of `--ids`, `--client`, "
         "`--all`; an ID that is not a number or not in the library; a client without scenarios "
         "(nothing is written)",
         [](const User &u) {
             const QString out = u.path(QStringLiteral("out"));
             const QStringList batch{QStringLiteral("report"), QStringLiteral("--db"), u.library,
                                     QStringLiteral("--out-dir"), out};
             const int status =
                 same({u.runBatch({QStringLiteral("report"), QStringLiteral("--db"),
                                   u.path(QStringLiteral("absent.sqlite")), QStringLiteral("--all"),
                                   QStringLiteral("--out-dir"), out}),
                       u.runBatch(batch), u.runBatch(batch + args({"--all", "--ids", "1"})),
                       u.runBatch(batch + args({"--ids", "one"})),
                       u.runBatch(batch + args({"--ids", "1,99"})),
                       u.runBatch(batch + args({"--client", "Nobody"}))});
             CHECK_FALSE(QFileInfo::exists(out));
             return status;
         }},
        {"`report --out-dir` | a selected scenario is damaged or its report cannot be written "
         "(the others are still written)",
         [](const User &u) {
             u.sql(QStringLiteral("UPDATE revisions SET content = replace(content, "
                                  "'\"overhead_fraction\"', '\"overhead_fractiom\"')"));
             const QStringList batch{QStringLiteral("report"), QStringLiteral("--db"), u.library,
                                     QStringLiteral("--all"), QStringLiteral("--out-dir")};
             return same({u.runBatch(batch + QStringList{u.path(QStringLiteral("out"))}),
                          u.runBatch(batch + QStringList{QStringLiteral("/dev/null")})});
         }},
        {"`report --out-dir --zip` | the report of every selected scenario is written into "
         "`DIR/reports.zip`",
         [](const User &u) {
             const QStringList batch{
                 QStringLiteral("report"),     QStringLiteral("--db"),  u.library,
                 QStringLiteral("--all"),      QStringLiteral("--zip"), QStringLiteral("--out-dir"),
                 u.path(QStringLiteral("zip"))};
             const int status = u.runBatch(batch);
             CHECK(QFileInfo(u.path(QStringLiteral("zip/reports.zip"))).size() > 1000);
             return status;
         }},
        {"`report --out-dir --zip` | a selected scenario is damaged (the others go into the "
         "archive), or the archive cannot be written",
         [](const User &u) {
             // reports.zip is a folder: the archive cannot replace it.
             REQUIRE(QDir().mkpath(u.path(QStringLiteral("taken/reports.zip"))));
             const int blocked =
                 u.runBatch({QStringLiteral("report"), QStringLiteral("--db"), u.library,
                             QStringLiteral("--all"), QStringLiteral("--zip"),
                             QStringLiteral("--out-dir"), u.path(QStringLiteral("taken"))});
             u.sql(QStringLiteral("UPDATE revisions SET content = replace(content, "
                                  "'\"overhead_fraction\"', '\"overhead_fractiom\"')"));
             return same({blocked, u.runBatch({QStringLiteral("report"), QStringLiteral("--db"),
                                               u.library, QStringLiteral("--all"),
                                               QStringLiteral("--zip"), QStringLiteral("--out-dir"),
                                               u.path(QStringLiteral("zip"))})});
         }},
        {"`evaluate` | the user catalog is damaged and a file is of version 2 (a version 1 file "
         "takes nothing from the catalog and is still evaluated)",
         [](const User &u) {
             REQUIRE(QDir().mkpath(QFileInfo(u.userCatalog()).absolutePath()));
             writeBytes(u.userCatalog(), QByteArray(200, 'x')); // not an SQLite database
             // The version 1 file alone is evaluated (the catalog is never read); beside a
             // version 2 file it is still printed, and the status says the catalog failed.
             REQUIRE(u.run({QStringLiteral("evaluate"), example()}) == 0);
             return same({u.run({QStringLiteral("evaluate"), versionTwo()}),
                          u.run({QStringLiteral("evaluate"), example(), versionTwo()}),
                          u.run({QStringLiteral("evaluate"), versionTwo(), example()})});
         }},
        {"`catalog list`, `providers` | the user catalog is damaged",
         [](const User &u) {
             REQUIRE(QDir().mkpath(QFileInfo(u.userCatalog()).absolutePath()));
             writeBytes(u.userCatalog(), QByteArray(200, 'x')); // not an SQLite database
             return same({u.run(args({"catalog", "list"})),
                          u.run({QStringLiteral("providers"), example()})});
         }},
        {"`catalog list`, `providers` | an old catalog.json cannot be moved into the database "
         "(damaged; kept unchanged, a warning says why)",
         [](const User &u) {
             REQUIRE(QDir().mkpath(QFileInfo(u.legacyCatalog()).absolutePath()));
             writeBytes(u.legacyCatalog(), "{\"format\": ");
             return same({u.run(args({"catalog", "list"})),
                          u.run({QStringLiteral("providers"), example()})});
         }},
        {"`catalog import` | rows imported (bad rows are reported and skipped)",
         [](const User &u) {
             return u.run({QStringLiteral("catalog"), QStringLiteral("import"),
                           u.write(QStringLiteral("q.csv"), kCsvHeader + kGoodRow + kBadRow)});
         }},
        {"`catalog import` | the file is missing or unusable, or has no good row",
         [](const User &u) {
             return same({u.run({QStringLiteral("catalog"), QStringLiteral("import"),
                                 u.path(QStringLiteral("absent.csv"))}),
                          u.run({QStringLiteral("catalog"), QStringLiteral("import"), u.fifo()}),
                          u.run({QStringLiteral("catalog"), QStringLiteral("import"),
                                 u.write(QStringLiteral("q.csv"), kCsvHeader + kBadRow)})});
         }},
        {"`catalog import` | the user catalog cannot be read or written",
         [](const User &u) {
             const QString quotes = u.write(QStringLiteral("q.csv"), kCsvHeader + kGoodRow);
             // A folder where the user catalog should be: it can be neither read nor replaced.
             REQUIRE(QDir().mkpath(u.userCatalog()));
             const int folder =
                 u.run({QStringLiteral("catalog"), QStringLiteral("import"), quotes});
             REQUIRE(QDir(u.userCatalog()).removeRecursively());
             writeBytes(u.userCatalog(), QByteArray(200, 'x')); // not an SQLite database
             return same(
                 {folder, u.run({QStringLiteral("catalog"), QStringLiteral("import"), quotes})});
         }},
        {"`catalog import` | the file is larger than the 64 MB limit of an import file (nothing is "
         "imported)",
         [](const User &u) {
             QByteArray csv = kCsvHeader + kGoodRow;
             csv += '#' + QByteArray(64 * 1024 * 1024 - csv.size(), 'c');
             return u.run({QStringLiteral("catalog"), QStringLiteral("import"),
                           u.write(QStringLiteral("big.csv"), csv)});
         }},
        {"`catalog import --format` | offers read from the providers' price documents and "
         "imported",
         [](const User &u) {
             return u.run({QStringLiteral("catalog"), QStringLiteral("import"),
                           QStringLiteral("--format"), QStringLiteral("azure-retail"),
                           priceDocument("azure-retail-page-1.json"),
                           priceDocument("azure-retail-page-2.json")});
         }},
        {"`catalog import --format` | a document is missing, cut off or not of that format, or "
         "holds no GPU offer of the catalog, or none of its GPU records makes an offer (in a "
         "government-only region, no on-demand price; nothing is imported)",
         [](const User &u) {
             const QByteArray page = readFile(priceDocument("azure-retail-page-1.json"));
             const auto import = [&](const char *format, const QString &file) {
                 return u.run({QStringLiteral("catalog"), QStringLiteral("import"),
                               QStringLiteral("--format"), QString::fromUtf8(format), file});
             };
             return same(
                 {import("azure-retail", u.path(QStringLiteral("absent.json"))),
                  import("azure-retail",
                         u.write(QStringLiteral("cut.json"), page.left(page.size() / 2))),
                  import("aws-price-list", priceDocument("azure-retail-page-1.json")),
                  import("gcp-billing", u.write(QStringLiteral("empty.json"), "{\"skus\": []}")),
                  import("azure-retail",
                         priceDocument("azure-retail-finfocus-reservations.json"))});
         }},
        {"`catalog update` | the changes are shown (and stored with `--yes`)",
         [](const User &u) {
             // A document on a file share (file: addresses need no server).
             const QString source =
                 QStringLiteral("aws-price-list=") +
                 QUrl::fromLocalFile(priceDocument("aws-ec2-offer-excerpt.json")).toString();
             return same({u.run({QStringLiteral("catalog"), QStringLiteral("update"),
                                 QStringLiteral("--source"), source}),
                          u.run({QStringLiteral("catalog"), QStringLiteral("update"),
                                 QStringLiteral("--source"), source, QStringLiteral("--yes")})});
         }},
        {"`catalog update` | a document cannot be fetched (offline, a dropped connection, an HTTP "
         "error) or read (nothing is stored)",
         [](const User &u) {
             const QByteArray page = readFile(priceDocument("azure-retail-page-1.json"));
             const QString cut = u.write(QStringLiteral("cut.json"), page.left(page.size() / 2));
             return same(
                 {u.run(args({"catalog", "update", "--source",
                              "aws-price-list=http://127.0.0.1:9/offline.json"})),
                  u.run({QStringLiteral("catalog"), QStringLiteral("update"),
                         QStringLiteral("--source"),
                         QStringLiteral("azure-retail=") + QUrl::fromLocalFile(cut).toString()})});
         }},
        {"`catalog update` | an unknown argument, or a `--source` that is not FORMAT=URL",
         [](const User &u) {
             return same({u.run(args({"catalog", "update", "--frobnicate"})),
                          u.run(args({"catalog", "update", "--source", "nonsense"}))});
         }},
        {"`store` | an unknown subcommand, a wrong number of arguments, an ID that is not a number",
         [](const User &u) {
             return same({u.store(args({"frobnicate"})), u.store(args({"show"})),
                          u.store(args({"show", "one"})), u.store(args({"delete", "-3"}))});
         }},
        {"`store list`, `show`, `history`, `export`, `check` | there is no library at the path "
         "(nothing is created)",
         [](const User &u) {
             const QStringList db{QStringLiteral("store"), QStringLiteral("--db"),
                                  u.path(QStringLiteral("typo/x.sqlite"))};
             return same({u.run(with(db, args({"list"}))), u.run(with(db, args({"show", "1"}))),
                          u.run(with(db, args({"history", "1"}))),
                          u.run(with(db, {QStringLiteral("export"), QStringLiteral("1"),
                                          QStringLiteral("--out"), u.path(QStringLiteral("x"))})),
                          u.run(with(db, args({"check"})))});
         }},
        {"`store` | the path is a folder, a device, a FIFO or another program's database",
         [](const User &u) {
             const QString other = u.path(QStringLiteral("other.sqlite"));
             {
                 QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                             QStringLiteral("exit-status-other"));
                 db.setDatabaseName(other);
                 REQUIRE(db.open());
                 REQUIRE(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE t (x)")));
             }
             QSqlDatabase::removeDatabase(QStringLiteral("exit-status-other"));
             std::vector<int> statuses;
             for (const QString &db : {u.path({}), QStringLiteral("/dev/null"), u.fifo(), other})
                 for (const char *sub : {"list", "delete"})
                     statuses.push_back(
                         u.run(QStringList{QStringLiteral("store"), QStringLiteral("--db"), db,
                                           QString::fromUtf8(sub)} +
                               (QLatin1String(sub) == QLatin1String("delete") ? args({"1"})
                                                                              : QStringList())));
             return same(statuses);
         }},
        {"`store show`, `export`, `history`, `restore`, `delete` | no such scenario or revision, "
         "or "
         "`restore` of a scenario in the trash",
         [](const User &u) {
             REQUIRE(u.store({QStringLiteral("import"), example()}) == 0);
             REQUIRE(u.store(args({"delete", "2"})) == 0);
             return same({u.store(args({"show", "99"})),
                          u.store({QStringLiteral("export"), QStringLiteral("99"),
                                   QStringLiteral("--out"), u.path(QStringLiteral("x.json"))}),
                          u.store(args({"history", "99"})), u.store(args({"restore", "1", "99"})),
                          u.store(args({"delete", "99"})), u.store(args({"restore", "2", "1"}))});
         }},
        {"`store import` | a file is missing or invalid (nothing is imported)",
         [](const User &u) {
             return same(
                 {u.store(
                      {QStringLiteral("import"), example(), u.path(QStringLiteral("absent.json"))}),
                  u.store({QStringLiteral("import"), u.write(QStringLiteral("empty.json"), {})})});
         }},
        {"`store list`, `show`, `history`, `export` | the library is read-only (permissions, a "
         "read-only disk, damage, a newer version): read, with a warning that says why",
         [](const User &u) {
             u.sql(QStringLiteral("PRAGMA user_version = 99")); // a newer version
             return same({u.store(args({"list"})), u.store(args({"show", "1"})),
                          u.store(args({"history", "1"})),
                          u.store({QStringLiteral("export"), QStringLiteral("1"),
                                   QStringLiteral("--out"), u.path(QStringLiteral("x.json"))})});
         }},
        {"`store import`, `restore`, `delete` | the library is read-only; the message says why",
         [](const User &u) {
             u.sql(QStringLiteral("PRAGMA user_version = 99"));
             return same({u.store({QStringLiteral("import"), example()}),
                          u.store(args({"restore", "1", "1"})), u.store(args({"delete", "1"}))});
         }},
        {"`store check` | the library passed its integrity check (`PRAGMA integrity_check` and "
         "`foreign_key_check`)",
         [](const User &u) { return u.store(args({"check"})); }},
        {"`store check` | the check found damage; the message names the first problems",
         [](const User &u) {
             // A scenario whose client is gone (a connection without foreign keys, as another
             // program's): the foreign key check names it.
             u.sql(QStringLiteral("UPDATE scenarios SET client_id = 999"));
             return u.store(args({"check"}));
         }},
        {"`store show`, `export` | the stored scenario is damaged",
         [](const User &u) {
             u.sql(QStringLiteral("UPDATE revisions SET content = replace(content, "
                                  "'\"overhead_fraction\"', '\"overhead_fractiom\"')"));
             return same({u.store(args({"show", "1"})),
                          u.store({QStringLiteral("export"), QStringLiteral("1"),
                                   QStringLiteral("--out"), u.path(QStringLiteral("x.json"))})});
         }},
        {"`store export` | the file cannot be written",
         [](const User &u) {
             return same({u.store({QStringLiteral("export"), QStringLiteral("1"),
                                   QStringLiteral("--out"), u.path(QStringLiteral("no/x.json"))}),
                          u.store({QStringLiteral("export"), QStringLiteral("1"),
                                   QStringLiteral("--out"), u.fifo()})});
         }},
        {"`store import`, `restore`, `delete` | another program keeps the library locked for more "
         "than 5 seconds",
         [](const User &u) {
             const QString name = QStringLiteral("exit-status-lock");
             std::vector<int> statuses;
             {
                 QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                 db.setDatabaseName(u.library);
                 REQUIRE(db.open());
                 QSqlQuery lock(db);
                 REQUIRE(lock.exec(QStringLiteral("BEGIN EXCLUSIVE")));
                 statuses = {u.store({QStringLiteral("import"), example()}),
                             u.store(args({"restore", "1", "1"})), u.store(args({"delete", "1"}))};
                 REQUIRE(lock.exec(QStringLiteral("ROLLBACK")));
             }
             QSqlDatabase::removeDatabase(name);
             return same(statuses);
         }},
        {"`store sync` | the library is a file, not a team library, or an argument is given "
         "(nothing is changed)",
         [](const User &u) {
             return same({u.store(args({"sync"})), u.store(args({"sync", "now"}))});
         }},
        {"`store sync` | the team library's server cannot be reached and this computer has no "
         "copy of it",
         [](const User &u) {
             return u.run({QStringLiteral("store"), QStringLiteral("--db"),
                           QStringLiteral("postgresql:///advisor?host=") +
                               u.path(QStringLiteral("no-server")),
                           QStringLiteral("sync")});
         }},
        {"`store copy` | the whole library is copied, every revision with its time and note, the "
         "trash and the clients",
         [](const User &u) {
             const QString to = u.path(QStringLiteral("copy.sqlite"));
             return u.run({QStringLiteral("store"), QStringLiteral("copy"),
                           QStringLiteral("--from"), u.library, QStringLiteral("--to"), to});
         }},
        {"`store copy` | `--from` or `--to` missing, an unknown argument, the same library twice, "
         "no library at `--from` (nothing is created)",
         [](const User &u) {
             const QString to = u.path(QStringLiteral("copy.sqlite"));
             const QStringList copy{QStringLiteral("store"), QStringLiteral("copy")};
             const QStringList fromTo{QStringLiteral("--from"), u.library, QStringLiteral("--to"),
                                      to};
             const int status = same(
                 {u.run(copy + QStringList{QStringLiteral("--from"), u.library}),
                  u.run(copy + fromTo + QStringList{QStringLiteral("--force")}),
                  u.run(copy + QStringList{QStringLiteral("--from"), u.library,
                                           QStringLiteral("--to"), u.library}),
                  u.run(copy + QStringList{QStringLiteral("--from"), u.path(QStringLiteral("none")),
                                           QStringLiteral("--to"), to})});
             return QFile::exists(to) || QFile::exists(u.path(QStringLiteral("none"))) ? -1
                                                                                       : status;
         }},
        {"`store copy` | the target already holds scenarios and `--append` is not given (nothing "
         "is copied)",
         [](const User &u) {
             const QString to = u.path(QStringLiteral("copy.sqlite"));
             const QStringList copy{QStringLiteral("store"),  QStringLiteral("copy"),
                                    QStringLiteral("--from"), u.library,
                                    QStringLiteral("--to"),   to};
             REQUIRE(u.run(copy) == 0);
             return u.run(copy);
         }},
        {"`store copy` | a revision in the source is damaged, or the target refuses a write "
         "(read-only, locked, a server that says no): the target is left as it was",
         [](const User &u) {
             const QString to = u.path(QStringLiteral("copy.sqlite"));
             const QStringList copy{QStringLiteral("store"),  QStringLiteral("copy"),
                                    QStringLiteral("--from"), u.library,
                                    QStringLiteral("--to"),   to};
             u.sql(QStringLiteral("UPDATE revisions SET content = '{'"));
             return u.run(copy);
         }},
        {"`optimize` | a plan is printed: `status` `optimal` (proved optimal and the programme "
         "exact for the plan, `model_exact`) or `feasible` (not proved: the time limit, or a "
         "programme that approximates the scenario; `gap` says how far)",
         [](const User &u) {
             // growing-training planned purchases only is exact (optimal); the staged 80-H100
             // example has phases (feasible, docs/methodology.md §15.4, §15.5).
             REQUIRE(u.run({QStringLiteral("optimize"),
                            dataPath(QStringLiteral("plan/growing-training.json")),
                            QStringLiteral("--no-commitments")}) == 0);
             return u.run({QStringLiteral("optimize"),
                           dataPath(QStringLiteral("plan/seed-80xh100-staged.json"))});
         }},
        {"`optimize` | no plan meets the limits (`status` `infeasible`, `binding_limits` names "
         "them), or a bad `--time-limit`",
         [](const User &u) {
             const QString file = dataPath(QStringLiteral("plan/growing-training.json"));
             REQUIRE(u.run({QStringLiteral("optimize"), file, QStringLiteral("--time-limit"),
                            QStringLiteral("0")}) == 2);
             // A workload that must run on-premise and no capital at all.
             QJsonObject doc = QJsonDocument::fromJson(readFile(file)).object();
             QJsonObject inputs = doc[QStringLiteral("inputs")].toObject();
             QJsonArray workloads = inputs[QStringLiteral("workloads")].toArray();
             QJsonObject first = workloads[0].toObject();
             first.insert(QStringLiteral("placement"), QStringLiteral("onprem"));
             workloads[0] = first;
             inputs.insert(QStringLiteral("workloads"), workloads);
             QJsonObject limits = inputs[QStringLiteral("plan_limits")].toObject();
             limits.remove(QStringLiteral("max_fleet_gpus"));
             limits.insert(QStringLiteral("capital_per_year"), 0);
             inputs.insert(QStringLiteral("plan_limits"), limits);
             doc.insert(QStringLiteral("inputs"), inputs);
             return u.run({QStringLiteral("optimize"), u.write(QStringLiteral("no-capital.json"),
                                                               QJsonDocument(doc).toJson())});
         }},
        {"`optimize` | `inputs.plan_limits.first_purchase_month` after the last month a purchase "
         "may be made (nothing is planned)",
         [](const User &u) {
             const QString file = dataPath(QStringLiteral("plan/growing-training.json"));
             QJsonObject doc = QJsonDocument::fromJson(readFile(file)).object();
             QJsonObject inputs = doc[QStringLiteral("inputs")].toObject();
             QJsonObject limits = inputs[QStringLiteral("plan_limits")].toObject();
             limits.insert(QStringLiteral("first_purchase_month"), 30);
             limits.insert(QStringLiteral("last_purchase_month"), 12);
             inputs.insert(QStringLiteral("plan_limits"), limits);
             doc.insert(QStringLiteral("inputs"), inputs);
             return u.run({QStringLiteral("optimize"), u.write(QStringLiteral("contradictory.json"),
                                                               QJsonDocument(doc).toJson())});
         }},
    };
    return all;
}

struct Row
{
    QString key;
    int status = -1;
};

std::vector<Row> tableRows()
{
    const QString doc =
        QString::fromUtf8(readFile(QStringLiteral(GDA_SOURCE_DIR "/docs/exit-status.md")));
    std::vector<Row> rows;
    bool inTable = false;
    for (const QString &line : doc.split(u'\n')) {
        if (line.startsWith(QLatin1String("| Command |"))) {
            inTable = true;
            continue;
        }
        if (!inTable || line.startsWith(QLatin1String("|---")))
            continue;
        if (!line.startsWith(u'|'))
            break;
        const QStringList cells = line.split(QStringLiteral(" | "));
        REQUIRE(cells.size() == 3);
        const QString command = cells[0].mid(1).trimmed();
        const QString status = cells[2].chopped(1).trimmed();
        bool ok = false;
        rows.push_back({command + QStringLiteral(" | ") + cells[1].trimmed(), status.toInt(&ok)});
        REQUIRE(ok);
    }
    return rows;
}

} // namespace

TEST_CASE("files: docs/exit-status.md is what the program does, row by row", "[files][cli]")
{
    const std::vector<Row> rows = tableRows();
    REQUIRE(rows.size() >= 20);
    std::vector<std::string> documented;
    for (const Row &row : rows) {
        documented.push_back(row.key.toStdString());
        INFO(row.key.toStdString());
        const auto c = cases().find(row.key.toStdString());
        REQUIRE(c != cases().end()); // a row without a case
        const User user;
        CHECK(c->second(user) == row.status);
    }
    for (const auto &[key, run] : cases()) {
        INFO(key);
        CHECK(std::find(documented.begin(), documented.end(), key) != documented.end());
    }
}
