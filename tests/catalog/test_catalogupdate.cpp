// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor-cli catalog update` and fetchUpdate() against a local HTTP server started by the
// test (localpriceserver.h): no outside address is ever contacted. The documents served are the
// excerpts of tests/data/catalog/public/ (figures worked out in test_providerimport.cpp).
#include "catalog/catalogfile.h"
#include "catalog/catalogupdate.h"
#include "localpriceserver.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>

using namespace gda;
using namespace gda::catalog;
using gda::catalog::testing::LocalPriceServer;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
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
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("http_proxy"));
        env.remove(QStringLiteral("https_proxy"));
        env.remove(QStringLiteral("HTTP_PROXY"));
        env.remove(QStringLiteral("HTTPS_PROXY"));
        env.remove(QStringLiteral("all_proxy"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(GDA_CLI_PATH), args);
        REQUIRE(process.waitForFinished(120000));
        Run run;
        run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        run.out = QString::fromUtf8(process.readAllStandardOutput());
        run.err = QString::fromUtf8(process.readAllStandardError());
        return run;
    }

    // `catalog list --json`'s offers by id.
    QHash<QString, QJsonObject> offers() const
    {
        const Run list =
            (*this)({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
        REQUIRE(list.exitCode == 0);
        QHash<QString, QJsonObject> byId;
        const QJsonArray all = QJsonDocument::fromJson(list.out.toUtf8())
                                   .object()
                                   .value(QLatin1String("cloud_offers"))
                                   .toArray();
        for (const QJsonValue &o : all)
            byId.insert(o.toObject().value(QLatin1String("id")).toString(), o.toObject());
        return byId;
    }

private:
    QTemporaryDir m_dir;
};

QByteArray publicDocument(const char *name)
{
    return test::readFile(test::dataPath(QStringLiteral("catalog/public/") + QLatin1String(name)));
}

// The two Azure pages, the first linking the second on the local server.
void serveAzure(LocalPriceServer &server)
{
    QByteArray first = publicDocument("azure-retail-page-1.json");
    const QByteArray link =
        "https://prices.azure.com:443/api/retail/prices?$filter=serviceName%20eq%20%27Virtual%"
        "20Machines%27&$skip=100";
    REQUIRE(first.contains(link));
    first.replace(link, server.url(QStringLiteral("/azure/page2")).toUtf8());
    server.set(QStringLiteral("/azure/page1"), first);
    server.set(QStringLiteral("/azure/page2"), publicDocument("azure-retail-page-2.json"));
}

QStringList updateArgs(const LocalPriceServer &server,
                       const QString &awsPath = QStringLiteral("/aws/index.json"))
{
    return {QStringLiteral("catalog"),
            QStringLiteral("update"),
            QStringLiteral("--source"),
            QStringLiteral("aws-price-list=") + server.url(awsPath),
            QStringLiteral("--source"),
            QStringLiteral("azure-retail=") + server.url(QStringLiteral("/azure/page1"))};
}

CloudOffer defaultCatalogOffer(const char *id)
{
    LoadResult loaded = loadDefaultCatalog();
    REQUIRE(std::holds_alternative<Catalog>(loaded));
    const CloudOffer *offer = std::get<Catalog>(loaded).offer(QLatin1String(id));
    REQUIRE(offer);
    return *offer;
}

double price(const QJsonObject &offer, const char *field)
{
    return offer.value(QLatin1String(field)).toDouble();
}

} // namespace

TEST_CASE("catalog: update shows the diff, stores it with --yes, then adds, moves and removes",
          "[catalog][update]")
{
    LocalPriceServer server;
    const QByteArray aws = publicDocument("aws-ec2-offer-excerpt.json");
    server.set(QStringLiteral("/aws/index.json"), aws);
    serveAzure(server);
    const Cli cli;
    const auto before = cli.offers();

    // Without --yes: the diff, nothing stored.
    const Run shown = cli(updateArgs(server));
    INFO(shown.out.toStdString() + shown.err.toStdString());
    REQUIRE(shown.exitCode == 0);
    // The built-in p5 offer has 4.128 reserved (an estimate); the offer file gives 4.6125:
    // (4.6125 − 4.128) / 4.128 = +11.7 %.
    CHECK(shown.out.contains(QLatin1String(
        "~ aws-p5-48xlarge-us-east-1  reserved_1y_per_gpu_hour 4.1280 -> 4.6125 (+11.7%)")));
    CHECK(shown.out.contains(QLatin1String("Nothing stored")));
    CHECK(cli.offers() == before);
    CHECK(server.requests() == 3); // the offer file and two Azure pages

    // With --yes: stored in the user catalog, as user entries with the documents' dates.
    const Run applied = cli(updateArgs(server) << QStringLiteral("--yes"));
    REQUIRE(applied.exitCode == 0);
    CHECK(applied.out.contains(QLatin1String("Applied to")));
    auto after = cli.offers();
    CHECK(price(after.value(QStringLiteral("aws-p5-48xlarge-us-east-1")),
                "reserved_1y_per_gpu_hour") == Approx(4.6125));
    CHECK(after.value(QStringLiteral("aws-p5-48xlarge-us-east-1"))
              .value(QLatin1String("origin"))
              .toString() == QLatin1String("user"));
    CHECK(price(after.value(QStringLiteral("azure-nd96isr-h100-v5-eastus")), "spot_per_gpu_hour") ==
          Approx(4.916));

    // A newer offer file: p5 on demand 55.04 → 57.792 USD/h (6.88 → 7.224 per GPU, +5.0 %), the
    // Stockholm product now in us-west-2 (added), Stockholm gone (removed: it came from the AWS
    // Price List, so the built-in entry shows again).
    QByteArray newer = aws;
    newer.replace("\"USD\" : \"55.0400000000\"", "\"USD\" : \"57.7920000000\"");
    newer.replace("\"regionCode\" : \"eu-north-1\"", "\"regionCode\" : \"us-west-2\"");
    server.set(QStringLiteral("/aws/index.json"), newer);
    const Run second = cli(updateArgs(server) << QStringLiteral("--yes"));
    INFO(second.out.toStdString() + second.err.toStdString());
    REQUIRE(second.exitCode == 0);
    CHECK(second.out.contains(QLatin1String("Offers added: 1")));
    CHECK(second.out.contains(QLatin1String("+ aws-p5-48xlarge-us-west-2")));
    CHECK(second.out.contains(QLatin1String("Offers removed: 1")));
    CHECK(second.out.contains(QLatin1String("- aws-p5-48xlarge-eu-north-1")));
    CHECK(second.out.contains(QLatin1String(
        "~ aws-p5-48xlarge-us-east-1  on_demand_per_gpu_hour 6.8800 -> 7.2240 (+5.0%)")));
    after = cli.offers();
    CHECK(price(after.value(QStringLiteral("aws-p5-48xlarge-us-east-1")),
                "on_demand_per_gpu_hour") == Approx(7.224));
    CHECK(price(after.value(QStringLiteral("aws-p5-48xlarge-us-west-2")),
                "on_demand_per_gpu_hour") == Approx(7.36125)); // 58.89 / 8
    CHECK(after.value(QStringLiteral("aws-p5-48xlarge-eu-north-1"))
              .value(QLatin1String("origin"))
              .toString() == QLatin1String("default"));
}

TEST_CASE("catalog: a dropped connection or a malformed page leaves the catalog unchanged",
          "[catalog][update]")
{
    LocalPriceServer server;
    serveAzure(server);
    const QByteArray aws = publicDocument("aws-ec2-offer-excerpt.json");
    server.set(QStringLiteral("/aws/index.json"), aws, LocalPriceServer::Mode::DropHalfway);
    const Cli cli;
    const auto before = cli.offers();

    const Run dropped = cli(updateArgs(server) << QStringLiteral("--yes"));
    INFO(dropped.out.toStdString() + dropped.err.toStdString());
    CHECK(dropped.exitCode == 1);
    CHECK(dropped.err.contains(QLatin1String("the catalog is unchanged")));
    CHECK(cli.offers() == before);

    // Complete transfer, but the page itself is cut off: not valid JSON.
    server.set(QStringLiteral("/aws/index.json"), aws);
    QByteArray page = publicDocument("azure-retail-page-2.json");
    server.set(QStringLiteral("/azure/page2"), page.left(page.size() - 40));
    const Run malformed = cli(updateArgs(server) << QStringLiteral("--yes"));
    INFO(malformed.err.toStdString());
    CHECK(malformed.exitCode == 1);
    CHECK(malformed.err.contains(QLatin1String("not valid JSON")));
    CHECK(malformed.err.contains(server.url(QStringLiteral("/azure/page2"))));
    CHECK(cli.offers() == before);

    // An HTTP error from the server.
    const Run missing = cli(updateArgs(server, QStringLiteral("/aws/missing.json")));
    CHECK(missing.exitCode == 1);
    CHECK(missing.err.contains(QLatin1String("HTTP 404")));
    CHECK(cli.offers() == before);
}

TEST_CASE("catalog: a price document older than the catalog's price does not bring it back",
          "[catalog][update]")
{
    // The real offer-file excerpt of 2024-05-28 gives p4d.24xlarge at 32.7726 USD an hour
    // (4.096575 per GPU); the built-in p4d offer, checked on 2026-11-09, has 21.957642 / 8 =
    // 2.744705 (after AWS's June 2025 cut). Importing or updating from the old document keeps it.
    const Cli cli;
    const auto before = cli.offers();
    REQUIRE(price(before.value(QStringLiteral("aws-p4d-24xlarge-us-east-1")),
                  "on_demand_per_gpu_hour") == Approx(2.744705));
    const QString file =
        test::dataPath(QStringLiteral("catalog/public/aws-ec2-offer-opencost-us-east-1.json"));
    const Run imported = cli({QStringLiteral("catalog"), QStringLiteral("import"),
                              QStringLiteral("--format"), QStringLiteral("aws-price-list"), file});
    INFO(imported.out.toStdString() + imported.err.toStdString());
    CHECK(imported.exitCode == 0);
    CHECK(imported.out.contains(
        QLatin1String("1 offer left unchanged: the catalog's price is dated after the document "
                      "(aws-p4d-24xlarge-us-east-1)")));
    CHECK(imported.out.contains(QLatin1String("imported 0 cloud offer(s)")));
    CHECK(cli.offers() == before);

    // `catalog update` serving it: no change listed, nothing removed, nothing stored.
    LocalPriceServer server;
    server.set(QStringLiteral("/aws/index.json"),
               publicDocument("aws-ec2-offer-opencost-us-east-1.json"));
    const Run update =
        cli({QStringLiteral("catalog"), QStringLiteral("update"), QStringLiteral("--source"),
             QStringLiteral("aws-price-list=") + server.url(QStringLiteral("/aws/index.json")),
             QStringLiteral("--yes")});
    INFO(update.out.toStdString() + update.err.toStdString());
    CHECK(update.exitCode == 0);
    // The counts of the one source, as the import gave them: 2 p4d products, the Capacity
    // Block among them priced 0.
    CHECK(update.out.contains(QLatin1String(
        "1 document(s), 0.0 MB, 2 record(s) read, 2 for GPU models of the catalog (0 other "
        "operating systems, licences or variants skipped, 1 priced 0 or capacity blocks skipped, "
        "0 in government-only regions skipped, 0 without an on-demand price)")));
    CHECK(update.out.contains(QLatin1String("1 offer left unchanged")));
    CHECK(update.out.contains(QLatin1String("Offers added: 0")));
    CHECK(update.out.contains(QLatin1String("Offers removed: 0")));
    CHECK(cli.offers() == before);

    // A kept offer that an earlier import brought is not taken for one the document dropped.
    Catalog current;
    CloudOffer earlier = defaultCatalogOffer("aws-p4d-24xlarge-us-east-1");
    earlier.provenance.origin = Origin::User;
    earlier.provenance.source = QStringLiteral("AWS Price List offer file AmazonEC2 version 2");
    current.cloudOffers.push_back(earlier);
    CHECK(diffOffers(current, {}, {PriceFormat::AwsPriceList}, 1.0).removed.size() == 1);
    CHECK(diffOffers(current, {}, {PriceFormat::AwsPriceList}, 1.0, {earlier.id}).removed.empty());
}

TEST_CASE("catalog: cli import counts what a real page gave and why nothing was added",
          "[catalog][update]")
{
    // The real Azure reservation page (tests/data/catalog/public/README.md): 6 items of 3 GPU
    // sizes, 2 of them in usgovvirginia (Azure Government), the other 2 sizes without a
    // pay-as-you-go row. 3,975 bytes = 0.0 MB.
    const Cli cli;
    const auto before = cli.offers();
    const QString file =
        test::dataPath(QStringLiteral("catalog/public/azure-retail-finfocus-reservations.json"));
    const Run imported = cli({QStringLiteral("catalog"), QStringLiteral("import"),
                              QStringLiteral("--format"), QStringLiteral("azure-retail"), file});
    INFO(imported.out.toStdString() + imported.err.toStdString());
    CHECK(imported.exitCode == 2);
    CHECK(imported.out.contains(QLatin1String(
        "1 document(s), 0.0 MB, 6 record(s) read, 6 for GPU models of the catalog (0 other "
        "operating systems, licences or variants skipped, 0 priced 0 or capacity blocks skipped, "
        "2 in government-only regions skipped, 2 without an on-demand price)")));
    CHECK(imported.err.contains(
        QLatin1String("no offer made (azure-retail): 6 GPU records read, but skipped or without "
                      "an on-demand price (counts above)")));
    CHECK(cli.offers() == before);
}

TEST_CASE("catalog: update offline says so and points to the file import", "[catalog][update]")
{
    quint16 closedPort = 0;
    {
        LocalPriceServer server; // started and stopped: nothing listens on its port any more
        closedPort = server.port();
    }
    const Cli cli;
    const Run offline =
        cli({QStringLiteral("catalog"), QStringLiteral("update"), QStringLiteral("--source"),
             QStringLiteral("aws-price-list=http://127.0.0.1:%1/index.json").arg(closedPort)});
    INFO(offline.err.toStdString());
    CHECK(offline.exitCode == 1);
    CHECK(offline.err.contains(QLatin1String("offline")));
    CHECK(offline.err.contains(QLatin1String("catalog import --format")));
}

TEST_CASE("catalog: fetchUpdate reports progress and can be cancelled", "[catalog][update]")
{
    LocalPriceServer server;
    // A large offer file: the excerpt followed by 8 MB of spaces (still valid JSON).
    QByteArray big = publicDocument("aws-ec2-offer-excerpt.json");
    big.append(QByteArray(8 << 20, ' '));
    server.set(QStringLiteral("/big.json"), big);
    LoadResult base = loadDefaultCatalog();
    REQUIRE(std::holds_alternative<Catalog>(base));
    const Catalog &catalog = std::get<Catalog>(base);
    const std::vector<UpdateSource> sources{
        {PriceFormat::AwsPriceList, server.url(QStringLiteral("/big.json"))}};

    qint64 last = 0;
    int calls = 0;
    const UpdateResult done =
        fetchUpdate(sources, catalog, 1.0, {}, [&](const QString &, int, qint64 received, qint64) {
            ++calls;
            last = received;
            return true;
        });
    INFO(done.error.toStdString());
    REQUIRE(done.status == UpdateResult::Status::Ready);
    CHECK(calls >= 1);
    CHECK(last == big.size());
    CHECK(done.import.report.rows.cloudOffers.size() == 3);

    const UpdateResult cancelled = fetchUpdate(
        sources, catalog, 1.0, {}, [&](const QString &, int, qint64, qint64) { return false; });
    CHECK(cancelled.status == UpdateResult::Status::Cancelled);
    CHECK(cancelled.import.report.rows.cloudOffers.empty());
}

TEST_CASE("catalog: update sources come from the settings, else the published addresses",
          "[catalog][update]")
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    CHECK(configuredUpdateSources(settings) == defaultUpdateSources());
    CHECK(defaultUpdateSources().front().url.startsWith(
        QLatin1String("https://pricing.us-east-1.amazonaws.com/offers/v1.0/aws/AmazonEC2/")));
    setConfiguredUpdateSources(
        settings, {{PriceFormat::AzureRetail, QStringLiteral("http://127.0.0.1:9/a")}});
    const auto sources = configuredUpdateSources(settings);
    REQUIRE(sources.size() == 1);
    CHECK(sources.front().format == PriceFormat::AzureRetail);
    CHECK(configuredMovePercent(settings) == kDefaultMovePercent);
    CHECK(!parseUpdateSource(QStringLiteral("nonsense")));
    CHECK(parseUpdateSource(QStringLiteral("gcp-billing=https://x"))->format ==
          PriceFormat::GcpBilling);
}
