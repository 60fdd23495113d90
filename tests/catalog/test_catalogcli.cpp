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

#include <QElapsedTimer>
#include <QFile>
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

TEST_CASE("catalog: an import that would make the user catalog too large to read is refused and "
          "the catalog stays usable (D2)",
          "[catalog][cli]")
{
    const Cli cli;
    REQUIRE(cli({QStringLiteral("catalog"), QStringLiteral("import"),
                 cli.write(QStringLiteral("small.csv"), offerRows("small", 10))})
                .exitCode == 0);
    const QString userCatalog =
        cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")})
            .json()
            .value(QLatin1String("user_catalog"))
            .toString();
    const QByteArray before = gda::test::readFile(userCatalog);

    // 10,000 offers are about 8 MB of catalog file, over the 5 MB a catalog file may have.
    const Run run = cli({QStringLiteral("catalog"), QStringLiteral("import"),
                         cli.write(QStringLiteral("big.csv"), offerRows("big", 10000))});
    INFO(run.err.toStdString());
    CHECK(run.exitCode == 1);
    CHECK(run.err.contains(QLatin1String("over the 5 MB limit of a catalog file")));
    CHECK(gda::test::readFile(userCatalog) == before);
    // Still readable: listing and later imports work.
    CHECK(cli({QStringLiteral("catalog"), QStringLiteral("list")}).exitCode == 0);
    CHECK(cli({QStringLiteral("catalog"), QStringLiteral("import"),
               cli.write(QStringLiteral("more.csv"), offerRows("more", 10))})
              .exitCode == 0);
}

TEST_CASE("catalog: imports running at the same time take turns and lose no row (D3)",
          "[catalog][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QProcessEnvironment env = userEnvironment(dir);
    constexpr int kRounds = 10;
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
