// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor-cli catalog list|import` and `providers`, run as the user runs them. Each test has
// its own data folder (XDG_DATA_HOME), so the user catalog starts empty and nothing real is
// touched.
#include "catalog/catalogfile.h"
#include "catalog/pricing.h"
#include "scenario/scenariofile.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <memory>
#include <random>
#include <vector>

using namespace gda;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

class Cli
{
public:
    Cli() { REQUIRE(m_dir.isValid()); }

    Run operator()(const QStringList &args) const
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(GDA_CLI_PATH), args);
        REQUIRE(process.waitForFinished(60000));
        Run run;
        run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        run.out = QString::fromUtf8(process.readAllStandardOutput());
        run.err = QString::fromUtf8(process.readAllStandardError());
        return run;
    }

    // The per-user data folder the program uses (XDG_DATA_HOME/gpu-advisor).
    QString dataFolder() const { return m_dir.filePath(QStringLiteral("data/gpu-advisor")); }

    QString write(const QString &name, const QByteArray &data) const
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(data);
        return path;
    }

private:
    QTemporaryDir m_dir;
};

// One error line on stderr, and nothing else there.
void requireOneErrorLine(const Run &run)
{
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 2);
    REQUIRE(run.err.count(u'\n') == 1);
    REQUIRE(run.err.startsWith(QLatin1String("gpu-advisor-cli: ")));
}

const QByteArray kImportCsv =
    "id,provider,provider_kind,instance,gpu_model,gpus_per_instance,region,"
    "on_demand_per_gpu_hour,egress_tiers,storage_per_gb_month,source,date\n"
    "my-h100,My Cloud,neocloud,8x H100,h100-sxm,8,eu-west,1.10,:0,0.02,quote 2026-11,2026-11-20\n"
    "my-bad,My Cloud,neocloud,8x H100,h100-sxm,8,eu-west,0,:0,0.02,quote 2026-11,2026-11-20\n";

} // namespace

TEST_CASE("catalog: cli lists the catalog, filtered by GPU, as text or JSON", "[catalog][cli]")
{
    const Cli cli;
    const Run help = cli({QStringLiteral("--help")});
    CHECK(help.out.contains(QLatin1String("catalog list [--json] [--gpu MODEL]")));
    CHECK(help.out.contains(QLatin1String("providers FILE")));

    const Run text = cli({QStringLiteral("catalog"), QStringLiteral("list")});
    INFO(text.err.toStdString());
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.contains(QLatin1String("aws-p5-48xlarge-us-east-1")));
    CHECK(text.out.contains(QLatin1String("mi300x")));
    CHECK(text.err.isEmpty());

    const Run json =
        cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json"),
             QStringLiteral("--gpu"), QStringLiteral("h100-pcie")});
    REQUIRE(json.exitCode == 0);
    const QJsonObject doc = json.json();
    const QJsonArray offers = doc.value(QLatin1String("cloud_offers")).toArray();
    REQUIRE(offers.size() >= 5);
    for (const QJsonValue &o : offers) {
        CHECK(o.toObject().value(QLatin1String("gpu_model")).toString() ==
              QLatin1String("h100-pcie"));
        CHECK(o.toObject().value(QLatin1String("stale")).isBool());
        CHECK(o.toObject().value(QLatin1String("origin")).toString() == QLatin1String("default"));
    }
    REQUIRE(doc.value(QLatin1String("gpu_models")).toArray().size() == 1);
    CHECK(doc.value(QLatin1String("exchange_rate"))
              .toObject()
              .value(QLatin1String("usd_per_eur"))
              .toDouble() == 1.16);

    requireOneErrorLine(cli({QStringLiteral("catalog"), QStringLiteral("list"),
                             QStringLiteral("--gpu"), QStringLiteral("tpu-v9")}));
    requireOneErrorLine(cli({QStringLiteral("catalog"), QStringLiteral("frobnicate")}));
}

TEST_CASE("catalog: cli import writes good rows into the user catalog and reports bad ones",
          "[catalog][cli]")
{
    const Cli cli;
    const QString csv = cli.write(QStringLiteral("quotes.csv"), kImportCsv);
    const Run run = cli({QStringLiteral("catalog"), QStringLiteral("import"), csv});
    INFO(run.out.toStdString() << run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains(
        csv +
        QStringLiteral(": line 3: on_demand_per_gpu_hour (id \"my-bad\"): 0 is out of range")));
    CHECK(run.out.contains(QLatin1String("imported 1 row(s)")));
    CHECK(run.out.contains(QLatin1String("1 bad row(s) skipped")));

    const QJsonObject listed =
        cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")}).json();
    const QString userCatalog = listed.value(QLatin1String("user_catalog")).toString();
    REQUIRE(QFile::exists(userCatalog));
    bool found = false;
    for (const QJsonValue &o : listed.value(QLatin1String("cloud_offers")).toArray()) {
        if (o.toObject().value(QLatin1String("id")).toString() == QLatin1String("my-h100")) {
            found = true;
            CHECK(o.toObject().value(QLatin1String("origin")).toString() == QLatin1String("user"));
            CHECK(o.toObject().value(QLatin1String("on_demand_per_gpu_hour")).toDouble() == 1.10);
        }
    }
    CHECK(found);

    SECTION("a file with only bad rows imports nothing and exits 2")
    {
        const QString bad =
            cli.write(QStringLiteral("bad.csv"),
                      kImportCsv.left(kImportCsv.indexOf('\n') + 1) +
                          "x,My Cloud,neocloud,i,h100-sxm,8,eu,2,:0,0.02,q,someday\n");
        const Run failed = cli({QStringLiteral("catalog"), QStringLiteral("import"), bad});
        requireOneErrorLine(failed);
        CHECK(failed.out.contains(QLatin1String("line 2: date (id \"x\")")));
        CHECK(failed.err.contains(QLatin1String("nothing imported, 1 bad row(s)")));
    }
    SECTION("a missing file exits 2 with one line")
    {
        requireOneErrorLine(cli({QStringLiteral("catalog"), QStringLiteral("import"),
                                 QStringLiteral("/no/such/file.json")}));
    }
}

TEST_CASE("catalog: cli providers prints the JSON ranking, cheapest first", "[catalog][cli]")
{
    const Cli cli;
    const QString scenario = test::dataPath(QStringLiteral("examples/seed-80xh100-on-demand.json"));
    const Run run = cli({QStringLiteral("providers"), scenario});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const QJsonObject doc = run.json();
    CHECK(doc.value(QLatin1String("gpu_model")).toString() == QLatin1String("h100-sxm"));
    CHECK(doc.value(QLatin1String("gpu_model_from")).toString() == QLatin1String("default"));
    CHECK(doc.value(QLatin1String("currency")).toString() == QLatin1String("USD"));
    const QJsonArray entries = doc.value(QLatin1String("entries")).toArray();
    REQUIRE(entries.size() >= 10);
    CHECK(entries[0].toObject().value(QLatin1String("cheapest")).toBool());
    for (qsizetype i = 1; i < entries.size(); ++i)
        REQUIRE(entries[i - 1].toObject().value(QLatin1String("tco")).toDouble() <=
                entries[i].toObject().value(QLatin1String("tco")).toDouble());

    // A scenario that took its prices from an H200 offer is ranked among H200 offers.
    auto loaded = scenariofile::load(scenario);
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    Scenario priced = std::get<Scenario>(loaded);
    const catalog::Catalog defaults = std::get<catalog::Catalog>(catalog::loadDefaultCatalog());
    catalog::applyOffer(priced, *defaults.offer(QStringLiteral("nebius-h200")),
                        *defaults.gpuModel(QStringLiteral("h200")), Currency::EUR, defaults);
    const QString pricedPath =
        cli.write(QStringLiteral("priced.json"), scenariofile::toCanonicalJson(priced));
    const QJsonObject h200 = cli({QStringLiteral("providers"), pricedPath}).json();
    CHECK(h200.value(QLatin1String("gpu_model")).toString() == QLatin1String("h200"));
    CHECK(h200.value(QLatin1String("gpu_model_from")).toString() == QLatin1String("scenario"));
    CHECK(h200.value(QLatin1String("currency")).toString() == QLatin1String("EUR"));

    const QJsonObject b200 = cli({QStringLiteral("providers"), scenario, QStringLiteral("--gpu"),
                                  QStringLiteral("b200")})
                                 .json();
    CHECK(b200.value(QLatin1String("gpu_model")).toString() == QLatin1String("b200"));

    requireOneErrorLine(
        cli({QStringLiteral("providers"), QStringLiteral("/no/such/scenario.json")}));
    requireOneErrorLine(cli({QStringLiteral("providers"), scenario, QStringLiteral("--gpu"),
                             QStringLiteral("tpu-v9")}));
}

TEST_CASE("catalog: cli flags a price dated in the future at import, in the list and in the "
          "ranking (D13)",
          "[catalog][cli]")
{
    const Cli cli;
    const QByteArray future = QByteArray(kImportCsv).replace("2026-11-20", "2099-01-01");
    const QString csv = cli.write(QStringLiteral("future.csv"), future);
    const Run run = cli({QStringLiteral("catalog"), QStringLiteral("import"), csv});
    INFO(run.out.toStdString() << run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    CHECK(run.err.contains(QLatin1String("warning: ") + csv +
                           QLatin1String(": my-h100 is dated 2099-01-01, after today")));

    const Run text = cli({QStringLiteral("catalog"), QStringLiteral("list")});
    bool flagged = false;
    for (const QString &line : text.out.split(u'\n'))
        if (line.trimmed().startsWith(QLatin1String("my-h100 ")))
            flagged = line.contains(QLatin1String("dated in the future"));
    CHECK(flagged);

    const QJsonObject listed =
        cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")}).json();
    int futureOffers = 0;
    for (const QJsonValue &o : listed.value(QLatin1String("cloud_offers")).toArray())
        if (o.toObject().value(QLatin1String("future_dated")).toBool()) {
            ++futureOffers;
            CHECK(o.toObject().value(QLatin1String("id")).toString() == QLatin1String("my-h100"));
        }
    CHECK(futureOffers == 1);
}

namespace {

QByteArray offerRows(const QByteArray &prefix, int count)
{
    QByteArray csv = "id,provider,provider_kind,instance,gpu_model,gpus_per_instance,region,"
                     "on_demand_per_gpu_hour,egress_tiers,storage_per_gb_month,source,date\n";
    for (int i = 0; i < count; ++i)
        csv += prefix + '-' + QByteArray::number(i) +
               ",My Cloud,neocloud,8x H100,h100-sxm,8,eu-west,1.10,:0,0.02,quote,2026-11-20\n";
    return csv;
}

QProcessEnvironment userEnvironment(const QTemporaryDir &dir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("HOME"), dir.filePath(QStringLiteral("home")));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    return env;
}

} // namespace

TEST_CASE("catalog: a 10,000-row import is stored in the catalog database and the catalog stays "
          "usable (D2)",
          "[catalog][cli]")
{
    const Cli cli;
    REQUIRE(cli({QStringLiteral("catalog"), QStringLiteral("import"),
                 cli.write(QStringLiteral("small.csv"), offerRows("small", 10))})
                .exitCode == 0);
    // 10,000 offers are about 1.1 MB of CSV and were 7.5 MB of catalog.json, over the 5 MB a
    // catalog file could have: every later command failed. The database has no such cliff.
    const Run run = cli({QStringLiteral("catalog"), QStringLiteral("import"),
                         cli.write(QStringLiteral("big.csv"), offerRows("big", 10000))});
    INFO(run.out.toStdString() << run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains(QLatin1String("imported 10000 row(s)")));
    // Listing, providers and later imports work, and see every row: 10 + 10,000 + 10.
    const Run list =
        cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
    REQUIRE(list.exitCode == 0);
    const QJsonObject listed = list.json();
    CHECK(listed.value(QLatin1String("user_catalog"))
              .toString()
              .endsWith(QLatin1String("/gpu-advisor/catalog.sqlite")));
    REQUIRE(cli({QStringLiteral("catalog"), QStringLiteral("import"),
                 cli.write(QStringLiteral("more.csv"), offerRows("more", 10))})
                .exitCode == 0);
    const QJsonArray offers =
        cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")})
            .json()
            .value(QLatin1String("cloud_offers"))
            .toArray();
    int user = 0;
    for (const QJsonValue &o : offers)
        if (o.toObject().value(QLatin1String("origin")).toString() == QLatin1String("user"))
            ++user;
    CHECK(user == 10 + 10000 + 10);
    CHECK(cli({QStringLiteral("catalog"), QStringLiteral("list")}).exitCode == 0);
}

TEST_CASE("catalog: an import file over the size limit is refused with its size and the limit",
          "[catalog][cli]")
{
    const Cli cli;
    // 64 MB + 1 byte of comment lines: refused unread, nothing stored.
    QByteArray big = offerRows("x", 1);
    big += '#' + QByteArray(catalog::kMaxCatalogBytes - big.size() - 1, 'c') + '\n';
    REQUIRE(big.size() == catalog::kMaxCatalogBytes + 1);
    const Run run = cli({QStringLiteral("catalog"), QStringLiteral("import"),
                         cli.write(QStringLiteral("huge.csv"), big)});
    requireOneErrorLine(run);
    CHECK(run.err.contains(QLatin1String("the file is 64.0 MB, over the 64 MB limit of an import "
                                         "file")));
    const Run list =
        cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
    REQUIRE(list.exitCode == 0);
    for (const QJsonValue &o : list.json().value(QLatin1String("cloud_offers")).toArray())
        CHECK(o.toObject().value(QLatin1String("origin")).toString() == QLatin1String("default"));
}

TEST_CASE("catalog: imports running at the same time take turns and lose no row (D3)",
          "[catalog][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QProcessEnvironment env = userEnvironment(dir);
    constexpr int kRounds = 20;
    constexpr int kRows = 5;
    for (int round = 0; round < kRounds; ++round) {
        std::vector<std::unique_ptr<QProcess>> imports;
        for (const char *who : {"a", "b"}) {
            const QString file =
                dir.filePath(QStringLiteral("%1-%2.csv").arg(QLatin1String(who)).arg(round));
            QFile out(file);
            REQUIRE(out.open(QIODevice::WriteOnly));
            out.write(offerRows(QByteArray(who) + QByteArray::number(round), kRows));
            out.close();
            auto process = std::make_unique<QProcess>();
            process->setProcessEnvironment(env);
            process->start(QStringLiteral(GDA_CLI_PATH),
                           {QStringLiteral("catalog"), QStringLiteral("import"), file});
            imports.push_back(std::move(process));
        }
        for (const auto &process : imports) {
            REQUIRE(process->waitForFinished(60000));
            // A refusal names its cause: SQLite's "database is locked" past the busy timeout
            // would be a bug (the second import waits its turn).
            INFO("round " << round
                          << ", stderr: " << process->readAllStandardError().toStdString());
            CHECK(process->exitCode() == 0); // both acknowledged
        }
    }
    QProcess list;
    list.setProcessEnvironment(env);
    list.start(QStringLiteral(GDA_CLI_PATH),
               {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
    REQUIRE(list.waitForFinished(60000));
    const QJsonObject listed = QJsonDocument::fromJson(list.readAllStandardOutput()).object();
    int user = 0;
    for (const QJsonValue &o : listed.value(QLatin1String("cloud_offers")).toArray())
        if (o.toObject().value(QLatin1String("origin")).toString() == QLatin1String("user"))
            ++user;
    CHECK(user == kRounds * 2 * kRows); // every acknowledged row is there
}

TEST_CASE("catalog: imports killed at random moments never leave a partial or unreadable catalog, "
          "nor a lock that blocks the next import",
          "[catalog][cli][crash]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QProcessEnvironment env = userEnvironment(dir);
    constexpr int kKills = 30;
    constexpr int kRows = 50;
    std::mt19937 random(20261202);
    std::vector<bool> acknowledged(kKills, false);
    for (int i = 0; i < kKills; ++i) {
        const QString file = dir.filePath(QStringLiteral("k%1.csv").arg(i));
        QFile out(file);
        REQUIRE(out.open(QIODevice::WriteOnly));
        out.write(offerRows("k" + QByteArray::number(i), kRows));
        out.close();
        QProcess import;
        import.setProcessEnvironment(env);
        import.start(QStringLiteral(GDA_CLI_PATH),
                     {QStringLiteral("catalog"), QStringLiteral("import"), file});
        REQUIRE(import.waitForStarted());
        // Somewhere between start-up and the end of the write (an import of 50 rows takes
        // some tens of milliseconds here).
        import.waitForFinished(int(random() % 120));
        if (import.state() != QProcess::NotRunning) {
            import.kill(); // SIGKILL
            import.waitForFinished(10000);
        }
        REQUIRE(import.state() == QProcess::NotRunning);
        acknowledged[std::size_t(i)] =
            import.exitStatus() == QProcess::NormalExit && import.exitCode() == 0;
    }
    QProcess list;
    list.setProcessEnvironment(env);
    list.start(QStringLiteral(GDA_CLI_PATH),
               {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
    REQUIRE(list.waitForFinished(60000));
    REQUIRE(list.exitCode() == 0); // readable
    const QJsonObject listed = QJsonDocument::fromJson(list.readAllStandardOutput()).object();
    std::vector<int> rows(kKills, 0);
    for (const QJsonValue &o : listed.value(QLatin1String("cloud_offers")).toArray()) {
        const QString id = o.toObject().value(QLatin1String("id")).toString();
        if (id.startsWith(u'k'))
            ++rows[std::size_t(id.mid(1).section(u'-', 0, 0).toInt())];
    }
    int killed = 0;
    for (int i = 0; i < kKills; ++i) {
        INFO("import " << i);
        CHECK((rows[std::size_t(i)] == 0 || rows[std::size_t(i)] == kRows)); // all or nothing
        if (acknowledged[std::size_t(i)])
            CHECK(rows[std::size_t(i)] == kRows); // nothing acknowledged is lost
        else
            ++killed;
    }
    CHECK(killed > 0); // the kills did land
    // No lock outlives a killed import.
    QProcess next;
    next.setProcessEnvironment(env);
    QElapsedTimer timer;
    timer.start();
    next.start(QStringLiteral(GDA_CLI_PATH), {QStringLiteral("catalog"), QStringLiteral("import"),
                                              dir.filePath(QStringLiteral("k0.csv"))});
    REQUIRE(next.waitForFinished(60000));
    CHECK(next.exitCode() == 0);
    CHECK(timer.elapsed() < 10000);
}

namespace {

// A user catalog as catalog.json held it before the database: one offer of the user's own, the
// exchange rate and the catalog date.
const QByteArray kLegacyCatalog = R"({
    "format": "gpu-advisor-catalog",
    "version": 1,
    "catalog_date": "2026-11-20",
    "base_currency": "USD",
    "exchange_rate": {"usd_per_eur": 1.25, "source": "my bank", "date": "2026-11-19"},
    "cloud_offers": [
        {"id": "legacy-h100", "provider": "Old Cloud", "provider_kind": "neocloud",
         "instance": "8x H100", "gpu_model": "h100-sxm", "gpus_per_instance": 8,
         "region": "eu-west", "on_demand_per_gpu_hour": 1.75,
         "egress_tiers": [[null, 0]], "storage_per_gb_month": 0.02,
         "source": "quote", "date": "2026-11-20"}
    ]
}
)";

QStringList userOfferIds(const QJsonObject &listed)
{
    QStringList ids;
    for (const QJsonValue &o : listed.value(QLatin1String("cloud_offers")).toArray())
        if (o.toObject().value(QLatin1String("origin")).toString() == QLatin1String("user"))
            ids << o.toObject().value(QLatin1String("id")).toString();
    return ids;
}

QStringList namesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

} // namespace

TEST_CASE("catalog: an existing catalog.json is moved into the database once and kept as a dated "
          "backup",
          "[catalog][cli][migration]")
{
    const Cli cli;
    REQUIRE(QDir().mkpath(cli.dataFolder()));
    const QString json = QDir(cli.dataFolder()).filePath(QStringLiteral("catalog.json"));
    {
        QFile file(json);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(kLegacyCatalog);
    }
    const Run run =
        cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    CHECK(run.err.isEmpty());
    const QJsonObject listed = run.json();
    CHECK(userOfferIds(listed) == QStringList{QStringLiteral("legacy-h100")});
    CHECK(listed.value(QLatin1String("exchange_rate"))
              .toObject()
              .value(QLatin1String("usd_per_eur"))
              .toDouble() == 1.25);
    const QString backup = QStringLiteral("catalog.json.migrated-") +
                           QDate::currentDate().toString(QStringLiteral("yyyyMMdd"));
    CHECK(namesIn(cli.dataFolder()) == QStringList{backup, QStringLiteral("catalog.sqlite")});
    CHECK(gda::test::readFile(QDir(cli.dataFolder()).filePath(backup)) == kLegacyCatalog);

    SECTION("a catalog.json that turns up again is not migrated a second time")
    {
        QFile file(json);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(kLegacyCatalog).replace("legacy-h100", "second-h100"));
        file.close();
        const Run again =
            cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
        REQUIRE(again.exitCode == 0);
        CHECK(userOfferIds(again.json()) == QStringList{QStringLiteral("legacy-h100")});
        // Kept beside the first backup, not read.
        CHECK(namesIn(cli.dataFolder()) == (QStringList{backup, backup + QStringLiteral("-2"),
                                                        QStringLiteral("catalog.sqlite")}));
    }
    SECTION("imports add to the migrated rows; no lock file is created")
    {
        REQUIRE(cli({QStringLiteral("catalog"), QStringLiteral("import"),
                     cli.write(QStringLiteral("new.csv"), offerRows("new", 2))})
                    .exitCode == 0);
        const QJsonObject after =
            cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")})
                .json();
        CHECK(userOfferIds(after) ==
              (QStringList{QStringLiteral("legacy-h100"), QStringLiteral("new-0"),
                           QStringLiteral("new-1")}));
        CHECK(namesIn(cli.dataFolder()) == QStringList{backup, QStringLiteral("catalog.sqlite")});
    }
}

TEST_CASE("catalog: a damaged catalog.json is kept untouched, reported, and does not block the "
          "catalog",
          "[catalog][cli][migration]")
{
    const Cli cli;
    REQUIRE(QDir().mkpath(cli.dataFolder()));
    const QString json = QDir(cli.dataFolder()).filePath(QStringLiteral("catalog.json"));
    const QByteArray damaged = kLegacyCatalog.left(200);
    {
        QFile file(json);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(damaged);
    }
    const QStringList list{QStringLiteral("catalog"), QStringLiteral("list"),
                           QStringLiteral("--json")};
    Run run = cli(list);
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0); // the built-in catalog and the database still work
    CHECK(run.err.startsWith(QLatin1String("gpu-advisor-cli: warning: ")));
    CHECK(run.err.contains(json + QStringLiteral(" cannot be moved into the price catalog database "
                                                 "and is kept unchanged: ")));
    CHECK(run.err.contains(QLatin1String("not valid JSON")));
    CHECK(userOfferIds(run.json()).isEmpty());
    CHECK(gda::test::readFile(json) == damaged);

    // Imports work and the file is still kept as it was.
    run = cli({QStringLiteral("catalog"), QStringLiteral("import"),
               cli.write(QStringLiteral("new.csv"), offerRows("new", 1))});
    CHECK(run.exitCode == 0);
    run = cli(list);
    CHECK(run.exitCode == 0);
    CHECK(userOfferIds(run.json()) == QStringList{QStringLiteral("new-0")});
    CHECK(gda::test::readFile(json) == damaged);

    // Once fixed, it is migrated.
    {
        QFile file(json);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(kLegacyCatalog);
    }
    run = cli(list);
    CHECK(run.err.isEmpty());
    CHECK(userOfferIds(run.json()) ==
          (QStringList{QStringLiteral("new-0"), QStringLiteral("legacy-h100")}));
    CHECK_FALSE(QFileInfo::exists(json));
}
