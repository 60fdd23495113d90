// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-advisor-cli with scenario files of version 2 (cost-model-v2.md; docs/methodology.md §11.1):
// the worked examples evaluate to their .expected.json, evaluate prints the four options with
// each workload's hours, the bad-input table of issue 16 exits 2 naming field, value and valid
// range, and validate --upgrade writes a version 2 file that costs what the version 1 file did.
// Every run has its own data folder (XDG_DATA_HOME): no user catalog.
#include "clirunner.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <functional>

using namespace gda::test;

namespace {

const char *const kExamples[] = {"b200-fleet-h100-cloud", "daytime-inference-small-fleet",
                                 "multicloud-cap-spot", "three-workloads-shared-fleet"};

QString examplePath(const char *name)
{
    return dataPath(QStringLiteral("examples-v2/%1.json").arg(QLatin1String(name)));
}

QJsonObject exampleDocument(const char *name)
{
    return QJsonDocument::fromJson(readFile(examplePath(name))).object();
}

// A CLI with an empty data folder of its own.
class Cli
{
public:
    Cli()
    {
        REQUIRE(m_dir.isValid());
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    }
    CliRun run(const QStringList &args) const { return runCli(args, m_env); }
    QString write(const QString &name, const QJsonObject &document) const
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(document).toJson());
        return path;
    }
    QString write(const QString &name, const QByteArray &content) const
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(content);
        return path;
    }
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QJsonObject evaluate(const QString &file, bool catalogOffers = false) const
    {
        QStringList args{QStringLiteral("evaluate"), file};
        if (!catalogOffers)
            args << QStringLiteral("--no-catalog-offers");
        const CliRun r = run(args);
        INFO(r.err.toStdString());
        REQUIRE(r.status == 0);
        return QJsonDocument::fromJson(r.out.toUtf8()).object();
    }

private:
    QTemporaryDir m_dir;
    QProcessEnvironment m_env = QProcessEnvironment::systemEnvironment();
};

// An evaluation's figures: without "prices", which says where the prices came from (a file that
// states a figure and one that leaves it to the catalog give the same figures, not the same
// provenance).
QJsonObject figures(QJsonObject evaluation)
{
    evaluation.remove(QStringLiteral("prices"));
    return evaluation;
}

// Every value of `expected` is in `actual`: numbers within 1e-9 (closeTo), the rest equal.
void checkContains(const QJsonValue &actual, const QJsonValue &expected, const QString &path)
{
    INFO(path.toStdString());
    if (expected.isObject()) {
        REQUIRE(actual.isObject());
        const QJsonObject e = expected.toObject();
        for (auto it = e.begin(); it != e.end(); ++it)
            checkContains(actual.toObject().value(it.key()), it.value(), path + u'.' + it.key());
    } else if (expected.isArray()) {
        REQUIRE(actual.isArray());
        REQUIRE(actual.toArray().size() == expected.toArray().size());
        for (qsizetype i = 0; i < expected.toArray().size(); ++i)
            checkContains(actual.toArray()[i], expected.toArray()[i],
                          path + QStringLiteral("[%1]").arg(i));
    } else if (expected.isDouble()) {
        REQUIRE(actual.isDouble());
        CHECK(closeTo(actual.toDouble(), expected.toDouble()));
    } else {
        CHECK(actual == expected);
    }
}

// `root` with `value` at a path of keys and indexes ("inputs.workloads[0].kind").
QJsonObject with(const QJsonObject &root, const QString &path, const QJsonValue &value)
{
    const QStringList parts = path.split(u'.');
    std::function<QJsonValue(const QJsonValue &, int)> set = [&](const QJsonValue &node,
                                                                 int depth) -> QJsonValue {
        QString key = parts[depth];
        int index = -1;
        if (const auto open = key.indexOf(u'['); open >= 0) {
            index = key.mid(open + 1, key.size() - open - 2).toInt();
            key = key.left(open);
        }
        QJsonObject object = node.toObject();
        const bool last = depth == parts.size() - 1;
        if (index < 0) {
            object.insert(key, last ? value : set(object.value(key), depth + 1));
        } else {
            QJsonArray list = object.value(key).toArray();
            while (list.size() <= index)
                list.append(QJsonObject());
            list[index] = last ? value : set(list[index], depth + 1);
            object.insert(key, list);
        }
        return object;
    };
    return set(root, 0).toObject();
}

QJsonArray series(const QJsonObject &option, const char *workloadField, int workload = 0)
{
    QJsonValue v = option[u"workloads"_qs][workload];
    for (const QString &key : QString::fromLatin1(workloadField).split(u'.'))
        v = v[key];
    return v.toArray();
}

} // namespace

TEST_CASE("evaluate reproduces the version 2 worked examples to 1e-9", "[cli][v2]")
{
    const Cli cli;
    for (const char *name : kExamples) {
        INFO(name);
        const QJsonObject out = cli.evaluate(examplePath(name));
        const QString expectedPath =
            QString(examplePath(name))
                .replace(QStringLiteral(".json"), QStringLiteral(".expected.json"));
        const QJsonObject expected = QJsonDocument::fromJson(readFile(expectedPath)).object();
        REQUIRE(!expected.isEmpty());
        checkContains(out, expected, QString());
    }
}

TEST_CASE("evaluate prints the four options with each workload's hours, the fleet and the "
          "placement violations",
          "[cli][v2]")
{
    const Cli cli;
    // Daytime inference: 48 GPUs, 14 h × 6 days = 84 of 168 week-hours, u = 0.5, so
    // 48 × 730 × 0.5 = 17,520 GPU-hours a month; a 25-GPU hybrid fleet carries 25/48 of each busy
    // hour (9,125) and 23/48 (8,395) runs on demand; the cloud option runs all 17,520 on demand.
    const QJsonObject day = cli.evaluate(examplePath("daytime-inference-small-fleet"));
    const QJsonObject options = day[u"options"_qs].toObject();
    CHECK(options.keys() == QStringList{u"cloud"_qs, u"hybrid"_qs, u"multicloud"_qs, u"onprem"_qs});
    CHECK(day[u"model_version"_qs].toInt() == 2);
    const QJsonObject hybrid = options[u"hybrid"_qs].toObject();
    const QJsonObject cloud = options[u"cloud"_qs].toObject();
    REQUIRE(series(hybrid, "served_onprem").size() == 60);
    for (int m : {0, 30, 59}) {
        INFO("month " << m + 1);
        CHECK(closeTo(series(cloud, "served_onprem")[m].toDouble(), 0.0));
        CHECK(closeTo(series(cloud, "cloud_hours.on_demand")[m].toDouble(), 17520.0));
        CHECK(closeTo(series(hybrid, "served_onprem")[m].toDouble(), 9125.0));
        CHECK(closeTo(series(hybrid, "cloud_hours.on_demand")[m].toDouble(), 8395.0));
        CHECK(closeTo(series(hybrid, "cloud_hours.reserved")[m].toDouble(), 0.0));
        CHECK(closeTo(series(hybrid, "cloud_hours.spot")[m].toDouble(), 0.0));
        CHECK(hybrid[u"fleet_gpus"_qs][m].toInt() == 25);
        CHECK(cloud[u"fleet_gpus"_qs][m].toInt() == 0);
    }
    CHECK(hybrid[u"placement_violations"_qs].toArray().isEmpty());

    // Multi-cloud (methodology §13.3): per month the own terms carry the 1,460 reserved hours,
    // Hyperbolic its cap 0.6 × 7,300 = 4,380 and Lambda the other 1,460; the cloud option's
    // 5,840 unreserved hours run half on spot with 10% rework (3,212) and half on demand (2,920).
    const QJsonObject mc =
        cli.evaluate(examplePath("multicloud-cap-spot"))[u"options"_qs].toObject();
    const QJsonObject multi = mc[u"multicloud"_qs].toObject();
    const QJsonObject byProvider =
        multi[u"workloads"_qs][0][u"cloud_hours"_qs][u"by_provider"_qs].toObject();
    CHECK(byProvider.keys() == QStringList{u"hyperbolic"_qs, u"lambda"_qs, u"own"_qs});
    CHECK(closeTo(byProvider[u"own"_qs][0].toDouble(), 1460.0));
    CHECK(closeTo(byProvider[u"hyperbolic"_qs][0].toDouble(), 4380.0));
    CHECK(closeTo(byProvider[u"lambda"_qs][11].toDouble(), 1460.0));
    CHECK(multi[u"cap_relaxed"_qs].toBool() == false);
    const QJsonObject mcCloud = mc[u"cloud"_qs].toObject();
    CHECK(closeTo(series(mcCloud, "cloud_hours.reserved")[0].toDouble(), 1460.0));
    CHECK(closeTo(series(mcCloud, "cloud_hours.spot")[0].toDouble(), 3212.0));
    CHECK(closeTo(series(mcCloud, "cloud_hours.on_demand")[0].toDouble(), 2920.0));
    CHECK(!mcCloud[u"workloads"_qs][0][u"cloud_hours"_qs].toObject().contains(u"by_provider"_qs));

    // A workload that must stay on-premise cannot in the cloud options: all its 17,520
    // GPU-hours of each month are a placement violation there (and priced in the cloud).
    const QString onpremOnly = cli.write(QStringLiteral("onprem-only.json"),
                                         with(exampleDocument("daytime-inference-small-fleet"),
                                              u"inputs.workloads[0].placement"_qs, u"onprem"_qs));
    const QJsonObject placed = cli.evaluate(onpremOnly)[u"options"_qs].toObject();
    const QJsonArray violations = placed[u"cloud"_qs][u"placement_violations"_qs].toArray();
    REQUIRE(violations.size() == 60);
    CHECK(violations[0][u"workload"_qs].toInt() == 0);
    CHECK(violations[0][u"month"_qs].toInt() == 1);
    CHECK(closeTo(violations[0][u"gpu_hours"_qs].toDouble(), 17520.0));
    CHECK(placed[u"multicloud"_qs][u"placement_violations"_qs].toArray().size() == 60);
}

TEST_CASE("a version 2 file's offer and provider ids come from the price catalog", "[cli][v2]")
{
    const Cli cli;
    // The catalog's price of the offer (catalog list --json), in the example's US dollars.
    const CliRun list =
        cli.run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
    REQUIRE(list.status == 0);
    double catalogPrice = 0.0;
    for (const QJsonValue &o :
         QJsonDocument::fromJson(list.out.toUtf8())[u"cloud_offers"_qs].toArray())
        if (o[u"id"_qs] == u"lambda-8x-h100-sxm"_qs)
            catalogPrice = o[u"on_demand_per_gpu_hour"_qs].toDouble();
    REQUIRE(catalogPrice > 0.0);

    // Daytime inference priced at the catalog's Lambda offer costs what it costs at that price
    // given by hand.
    QJsonObject base = exampleDocument("daytime-inference-small-fleet");
    base = with(base, u"inputs.workloads[0].cloud"_qs, QJsonObject{});
    const QJsonObject byOffer =
        with(base, u"inputs.workloads[0].cloud.offer"_qs, u"lambda-8x-h100-sxm"_qs);
    const QJsonObject byHand =
        with(base, u"inputs.workloads[0].cloud.on_demand_per_gpu_hour"_qs, catalogPrice);
    const double offerTco = cli.evaluate(cli.write(QStringLiteral("offer.json"),
                                                   byOffer))[u"options"_qs][u"cloud"_qs][u"tco"_qs]
                                .toDouble();
    const double handTco = cli.evaluate(cli.write(QStringLiteral("hand.json"),
                                                  byHand))[u"options"_qs][u"cloud"_qs][u"tco"_qs]
                               .toDouble();
    CHECK(closeTo(offerTco, handTco));
    CHECK(closeTo(offerTco, 48 * 730 * 0.5 * catalogPrice * 60));

    // onprem.gpu_model sets the unit price and kW per GPU that the file leaves out (the
    // example is in US dollars, the catalog's currency).
    double b200Price = 0.0;
    double b200Kw = 0.0;
    for (const QJsonValue &m :
         QJsonDocument::fromJson(list.out.toUtf8())[u"gpu_models"_qs].toArray())
        if (m[u"id"_qs] == u"b200"_qs) {
            b200Price = m[u"unit_price_typical"_qs].toDouble();
            b200Kw = m[u"kw_per_gpu"_qs].toDouble();
        }
    REQUIRE(b200Price > 0.0);
    REQUIRE(b200Kw > 0.0);
    QJsonObject fleet = exampleDocument("three-workloads-shared-fleet");
    QJsonObject onprem = fleet[u"inputs"_qs][u"onprem"_qs].toObject();
    onprem.remove(u"gpu_unit_price"_qs);
    onprem.remove(u"kw_per_gpu"_qs);
    onprem.insert(u"gpu_model"_qs, u"b200"_qs);
    const QJsonObject implicit = with(fleet, u"inputs.onprem"_qs, onprem);
    onprem.insert(u"gpu_unit_price"_qs, b200Price);
    onprem.insert(u"kw_per_gpu"_qs, b200Kw);
    const QJsonObject explicit_ = with(fleet, u"inputs.onprem"_qs, onprem);
    const QJsonObject a = cli.evaluate(cli.write(QStringLiteral("implicit.json"), implicit));
    const QJsonObject b = cli.evaluate(cli.write(QStringLiteral("explicit.json"), explicit_));
    checkContains(figures(a), figures(b), QString());
    const double ownPrice =
        fleet[u"inputs"_qs][u"onprem"_qs][u"gpu_unit_price"_qs].toDouble(); // 25,000
    CHECK(ownPrice != b200Price);
    // Example 1 buys 40 GPUs at month 1: capex 40 × (unit price + 5,000 server and network).
    CHECK(closeTo(a[u"options"_qs][u"onprem"_qs][u"monthly"_qs][0].toDouble() -
                      a[u"options"_qs][u"onprem"_qs][u"monthly"_qs][1].toDouble(),
                  40 * (b200Price + 5000.0)));

    // Without --no-catalog-offers the multi-cloud option spreads over the catalog's H100 offers.
    const QJsonObject spread = cli.evaluate(examplePath("daytime-inference-small-fleet"),
                                            true)[u"options"_qs][u"multicloud"_qs]
                                   .toObject();
    CHECK(spread[u"workloads"_qs][0][u"cloud_hours"_qs][u"by_provider"_qs].toObject().size() >= 2);
    CHECK(spread[u"cap_relaxed"_qs].toBool() == false);
}

TEST_CASE("the version 2 bad-input table: each exits 2 naming the field, the value and the "
          "valid range",
          "[cli][v2]")
{
    const Cli cli;
    const QJsonObject base = exampleDocument("three-workloads-shared-fleet");
    QJsonArray seventeen;
    for (int i = 0; i < 17; ++i)
        seventeen.append(QJsonObject{{u"gpus"_qs, 1}, {u"utilization"_qs, 0.5}});
    QByteArray duplicate = QJsonDocument(base).toJson();
    duplicate.replace("\"gpus\": 32,", "\"gpus\": 32, \"gpus\": 33,");
    REQUIRE(duplicate.contains("\"gpus\": 33"));
    struct Case
    {
        const char *description;
        QString file;
        QStringList mentions; // field, value, valid range
    };
    const std::vector<Case> cases = {
        {"unknown key",
         cli.write(u"unknown.json"_qs, with(base, u"inputs.workloads[1].priority"_qs, u"high"_qs)),
         {u"inputs.workloads[1].priority"_qs, u"unknown field"_qs, u"valid: name, kind, gpus"_qs}},
        {"misspelled key",
         cli.write(u"misspelled.json"_qs, with(base, u"inputs.workloads[0].utilisation"_qs, 0.1)),
         {u"inputs.workloads[0].utilisation"_qs, u"unknown field (did you mean utilization?)"_qs}},
        {"duplicate key",
         cli.write(u"duplicate.json"_qs, duplicate),
         {u"inputs.workloads[0].gpus"_qs, u"given twice"_qs, u"a field may appear only once"_qs}},
        {"17 workloads",
         cli.write(u"seventeen.json"_qs, with(base, u"inputs.workloads"_qs, seventeen)),
         {u"inputs.workloads"_qs, u"found 17"_qs, u"1 to 16"_qs}},
        {"empty workload list",
         cli.write(u"empty.json"_qs, with(base, u"inputs.workloads"_qs, QJsonArray{})),
         {u"inputs.workloads"_qs, u"found 0"_qs, u"1 to 16"_qs}},
        {"start_month after end_month",
         cli.write(u"months.json"_qs, with(with(base, u"inputs.workloads[2].start_month"_qs, 9),
                                           u"inputs.workloads[2].end_month"_qs, 4)),
         {u"inputs.workloads[2].start_month"_qs, u"9 is after end_month 4"_qs,
          u"valid: 1 to 4"_qs}},
        {"spot_fraction on a non-interruptible workload",
         cli.write(u"spot.json"_qs, with(base, u"inputs.workloads[1].cloud.spot_fraction"_qs, 0.4)),
         {u"inputs.workloads[1].cloud.spot_fraction"_qs, u"0.4"_qs,
          u"valid: 0 unless interruptible is true"_qs}},
        {"max_share_per_provider 0",
         cli.write(u"share.json"_qs, with(base, u"inputs.multicloud.max_share_per_provider"_qs, 0)),
         {u"inputs.multicloud.max_share_per_provider"_qs, u"0 is out of range"_qs,
          u"valid: above 0, at most 1"_qs}},
        {"a provider id not in the catalog",
         cli.write(u"provider.json"_qs, with(base, u"inputs.multicloud.providers"_qs,
                                             QJsonArray{u"own"_qs, u"hyperbolik"_qs})),
         {u"inputs.multicloud.providers[1]"_qs, u"\"hyperbolik\""_qs,
          u"did you mean hyperbolic?"_qs, u"valid: own, aws"_qs}},
        {"an offer id not in the catalog",
         cli.write(u"offer.json"_qs, with(base, u"inputs.workloads[0].cloud.offer"_qs,
                                          u"aws-p5-48xlarge-us-east-9"_qs)),
         {u"inputs.workloads[0].cloud.offer"_qs, u"\"aws-p5-48xlarge-us-east-9\""_qs,
          u"did you mean aws-p5-48xlarge-us-east-1?"_qs, u"valid:"_qs}},
        {"a GPU model not in the catalog",
         cli.write(u"model.json"_qs, with(base, u"inputs.onprem.gpu_model"_qs, u"h1000"_qs)),
         {u"inputs.onprem.gpu_model"_qs, u"\"h1000\""_qs, u"valid: h100-sxm"_qs}},
        {"throughput 0",
         cli.write(u"throughput.json"_qs,
                   with(base, u"inputs.workloads[0].cloud.throughput"_qs, 0)),
         {u"inputs.workloads[0].cloud.throughput"_qs, u"0 is out of range"_qs,
          u"valid: above 0, at most 100"_qs}},
    };
    for (const Case &c : cases) {
        for (const char *command : {"evaluate", "validate"}) {
            DYNAMIC_SECTION(c.description << " / " << command)
            {
                const CliRun r = cli.run({QLatin1String(command), c.file});
                INFO(r.err.toStdString());
                CHECK(r.status == 2);
                CHECK(r.out.isEmpty());
                REQUIRE(r.errLines().size() == 1);
                CHECK(r.err.startsWith(u"gpu-advisor-cli: "_qs + c.file + u": "_qs));
                for (const QString &text : c.mentions)
                    CHECK(r.err.contains(text));
            }
        }
    }
}

TEST_CASE("validate --upgrade writes the version 2 form of a version 1 file, which costs the same",
          "[cli][v2]")
{
    const Cli cli;
    // Cash and lease examples: every figure of the three version 1 options is the same. (The loan
    // example differs by design, methodology §12.1: version 2 charges the loan payments after
    // the horizon in its last month, so only its cloud option matches.)
    for (const char *name :
         {"seed-80xh100-reserved", "seed-80xh100-on-demand", "seed-100-gpu-cluster",
          "low-utilization-stays-cloud", "lease-lead-snowball", "loan-refresh-residual"}) {
        INFO(name);
        const QString v1 = dataPath(QStringLiteral("examples/%1.json").arg(QLatin1String(name)));
        const QString v2 = cli.path(QStringLiteral("%1-v2.json").arg(QLatin1String(name)));
        const CliRun upgrade = cli.run({QStringLiteral("validate"), QStringLiteral("--upgrade"), v1,
                                        QStringLiteral("--out"), v2});
        INFO(upgrade.err.toStdString());
        REQUIRE(upgrade.status == 0);
        CHECK(upgrade.out.contains(QStringLiteral("version 2")));
        const QJsonObject file = QJsonDocument::fromJson(readFile(v2)).object();
        CHECK(file[u"version"_qs].toInt() == 2);
        CHECK(!file[u"inputs"_qs].toObject().contains(u"workload"_qs));
        const QJsonObject original = QJsonDocument::fromJson(readFile(v1)).object();
        CHECK(file[u"inputs"_qs][u"workloads"_qs][0][u"gpus"_qs] ==
              original[u"inputs"_qs][u"workload"_qs][u"gpus"_qs]);
        CHECK(file[u"inputs"_qs][u"workloads"_qs][0][u"shiftable"_qs].toBool() == true);
        CHECK(cli.run({QStringLiteral("validate"), v2}).status == 0);

        const QJsonObject before = cli.evaluate(v1)[u"options"_qs].toObject();
        const QJsonObject after = cli.evaluate(v2)[u"options"_qs].toObject();
        const bool loan = QLatin1String(name) == QLatin1String("loan-refresh-residual");
        for (const char *option : {"cloud", "onprem", "hybrid"}) {
            if (loan && QLatin1String(option) != QLatin1String("cloud"))
                continue;
            INFO(option);
            const QJsonObject b = before[QLatin1String(option)].toObject();
            const QJsonObject a = after[QLatin1String(option)].toObject();
            CHECK(a[u"onprem_gpus"_qs] == b[u"onprem_gpus"_qs]);
            for (const char *key : {"tco", "npv", "cost_per_gpu_hour"})
                CHECK(closeTo(a[QLatin1String(key)].toDouble(), b[QLatin1String(key)].toDouble()));
            checkContains(a[u"monthly"_qs], b[u"monthly"_qs], QStringLiteral("monthly"));
            checkContains(a[u"categories"_qs], b[u"categories"_qs], QStringLiteral("categories"));
        }
        if (loan)
            CHECK(!closeTo(after[u"onprem"_qs][u"tco"_qs].toDouble(),
                           before[u"onprem"_qs][u"tco"_qs].toDouble()));
    }

    // A version 2 file is written as it is; a wrong call exits 2.
    const QString again = cli.path(QStringLiteral("again.json"));
    const CliRun same =
        cli.run({QStringLiteral("validate"), QStringLiteral("--upgrade"),
                 examplePath("multicloud-cap-spot"), QStringLiteral("--out"), again});
    CHECK(same.status == 0);
    CHECK(same.out.contains(QStringLiteral("already version 2")));
    checkContains(cli.evaluate(again), cli.evaluate(examplePath("multicloud-cap-spot")), QString());
    CHECK(cli.run({QStringLiteral("validate"), QStringLiteral("--upgrade"),
                   examplePath("multicloud-cap-spot")})
              .status == 2);
    CHECK(cli.run({QStringLiteral("validate"), QStringLiteral("--upgrade"),
                   cli.path(QStringLiteral("absent.json")), QStringLiteral("--out"), again})
              .status == 2);
}

TEST_CASE("the library stores both versions and upgrades a scenario as a new revision", "[cli][v2]")
{
    const Cli cli;
    const QString db = cli.path(QStringLiteral("library.sqlite"));
    const auto store = [&](const QStringList &args) {
        return cli.run(QStringList{QStringLiteral("store"), QStringLiteral("--db"), db} + args);
    };
    const QString v1 = dataPath(QStringLiteral("examples/seed-80xh100-reserved.json"));
    REQUIRE(store({QStringLiteral("import"), v1, examplePath("multicloud-cap-spot")}).status == 0);

    // Scenario 2 is stored as version 2 and shown as it was imported.
    const CliRun shown = store({QStringLiteral("show"), QStringLiteral("2")});
    REQUIRE(shown.status == 0);
    const QString shownPath = cli.write(QStringLiteral("shown.json"), shown.out.toUtf8());
    checkContains(cli.evaluate(shownPath), cli.evaluate(examplePath("multicloud-cap-spot")),
                  QString());

    // Scenario 1: version 1 → version 2 as revision 2; revision 1 stays in the history.
    const CliRun upgraded = store({QStringLiteral("upgrade"), QStringLiteral("1")});
    INFO(upgraded.err.toStdString());
    REQUIRE(upgraded.status == 0);
    CHECK(upgraded.out.contains(QStringLiteral("revision 2")));
    const CliRun history = store({QStringLiteral("history"), QStringLiteral("1")});
    CHECK(history.out.contains(QStringLiteral("Upgraded to version 2")));
    const QString exported = cli.path(QStringLiteral("exported.json"));
    REQUIRE(
        store({QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--out"), exported})
            .status == 0);
    CHECK(QJsonDocument::fromJson(readFile(exported))[u"version"_qs].toInt() == 2);
    const QJsonObject before = cli.evaluate(v1)[u"options"_qs].toObject();
    const QJsonObject after = cli.evaluate(exported)[u"options"_qs].toObject();
    for (const char *option : {"cloud", "onprem", "hybrid"})
        CHECK(closeTo(after[QLatin1String(option)][u"npv"_qs].toDouble(),
                      before[QLatin1String(option)][u"npv"_qs].toDouble()));
    // Restoring revision 1 brings version 1 back; upgrading a version 2 scenario changes nothing.
    REQUIRE(store({QStringLiteral("restore"), QStringLiteral("1"), QStringLiteral("1")}).status ==
            0);
    REQUIRE(
        store({QStringLiteral("export"), QStringLiteral("1"), QStringLiteral("--out"), exported})
            .status == 0);
    CHECK(QJsonDocument::fromJson(readFile(exported))[u"version"_qs].toInt() == 1);
    const CliRun again = store({QStringLiteral("upgrade"), QStringLiteral("2")});
    CHECK(again.status == 0);
    CHECK(again.out.contains(QStringLiteral("already version 2")));
    CHECK(store({QStringLiteral("upgrade"), QStringLiteral("99")}).status != 0);
}

TEST_CASE("providers ranks the offers of each workload of a version 2 file", "[cli][v2]")
{
    const Cli cli;
    const CliRun r = cli.run({QStringLiteral("providers"), examplePath("multicloud-cap-spot")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonArray workloads = QJsonDocument::fromJson(r.out.toUtf8())[u"workloads"_qs].toArray();
    REQUIRE(workloads.size() == 1);
    CHECK(workloads[0][u"gpu_model"_qs] == u"h100-sxm"_qs);
    const QJsonArray entries = workloads[0][u"entries"_qs].toArray();
    REQUIRE(entries.size() >= 2);
    CHECK(entries[0][u"cheapest"_qs].toBool());
    double previous = 0.0;
    QJsonObject hyperbolic;
    QJsonObject lambda;
    for (const QJsonValue &e : entries) {
        CHECK(e[u"npv"_qs].toDouble() >= previous); // cheapest first
        previous = e[u"npv"_qs].toDouble();
        if (e[u"offer_id"_qs] == u"hyperbolic-h100"_qs)
            hyperbolic = e.toObject();
        if (e[u"offer_id"_qs] == u"lambda-h100"_qs)
            lambda = e.toObject();
    }
    // The file's inline offers: Hyperbolic 1.50 replaces the catalog's offer of the same id,
    // Lambda 2.50 is added. 10 GPUs around the clock, 7,300 GPU-hours a month; the workload's 2
    // reserved GPUs stay (1,460 hours at the scenario's reserved 2.40 = 3,504 a month: the
    // offers have no reserved price); no spot market at either offer, so the other 5,840 hours
    // run on demand. A year: 12 × (3,504 + 5,840 × 1.50) = 147,168 and
    // 12 × (3,504 + 5,840 × 2.50) = 217,248.
    REQUIRE(!hyperbolic.isEmpty());
    REQUIRE(!lambda.isEmpty());
    CHECK(closeTo(hyperbolic[u"on_demand_per_gpu_hour"_qs].toDouble(), 1.5));
    CHECK(hyperbolic[u"provider"_qs] == u"hyperbolic"_qs);
    CHECK(closeTo(hyperbolic[u"tco"_qs].toDouble(), 147168.0));
    CHECK(closeTo(lambda[u"tco"_qs].toDouble(), 217248.0));
}

TEST_CASE("a B200 fleet and B200 offers count the catalog's throughput when the file gives none",
          "[cli][v2]")
{
    const Cli cli;
    const CliRun list =
        cli.run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
    REQUIRE(list.status == 0);
    double theta = 0.0;
    for (const QJsonValue &m :
         QJsonDocument::fromJson(list.out.toUtf8())[u"gpu_models"_qs].toArray())
        if (m[u"id"_qs] == u"b200"_qs)
            theta = m[u"throughput"_qs].toDouble();
    // The catalog's figure: HGX B200 dense BF16 2,250 TFLOPS / H100 SXM 989.4 = 2.274.
    REQUIRE(theta == Approx(2.274));

    // The B200 worked example without its onprem.throughput (2.5 there).
    QJsonObject doc = exampleDocument("b200-fleet-h100-cloud");
    QJsonObject onprem = doc[u"inputs"_qs][u"onprem"_qs].toObject();
    onprem.remove(u"throughput"_qs);
    const QJsonObject implicit = with(doc, u"inputs.onprem"_qs, onprem);
    onprem.insert(u"throughput"_qs, theta);
    const QJsonObject explicit_ = with(doc, u"inputs.onprem"_qs, onprem);
    const QJsonObject a = cli.evaluate(cli.write(QStringLiteral("implicit.json"), implicit));
    const QJsonObject b = cli.evaluate(cli.write(QStringLiteral("explicit.json"), explicit_));
    checkContains(figures(a), figures(b), QString());
    // `evaluate` says which figure came from the catalog.
    CHECK(a[u"prices"_qs][u"from_catalog"_qs].toArray().contains(u"inputs.onprem.throughput"_qs));
    CHECK_FALSE(
        b[u"prices"_qs][u"from_catalog"_qs].toArray().contains(u"inputs.onprem.throughput"_qs));
    // (Cli::evaluate runs with --no-catalog-offers: the file's own offers.)
    CHECK(a[u"prices"_qs][u"source"_qs].toString() == QStringLiteral("scenario_offers"));
    CHECK(cli.evaluate(cli.write(QStringLiteral("implicit.json"), implicit),
                       true)[u"prices"_qs][u"source"_qs]
              .toString() == QStringLiteral("catalog"));

    // By hand: demand 40 GPUs × 0.8 × 730 h = 23,360 reference GPU-hours a month. The hybrid
    // fleet of 8 B200 carries 8 × 2.274 × 730 = 13,280.16 of them (max_utilization 1); the other
    // 23,360 − 13,280.16 = 10,079.84 go to the H100 cloud (θ 1). With the file's 2.5 it was
    // 8 × 2.5 × 730 = 14,600 and 8,760.
    const QJsonObject hybrid = a[u"options"_qs][u"hybrid"_qs].toObject();
    CHECK(closeTo(series(hybrid, "served_onprem")[0].toDouble(), 8 * theta * 730));
    CHECK(closeTo(series(hybrid, "cloud_hours.on_demand")[0].toDouble(), 23360 - 8 * theta * 730));
    CHECK(series(hybrid, "cloud_hours.on_demand")[0].toDouble() == Approx(10079.84).margin(1e-3));
    // The on-premise option's default fleet: ceil(40 / 2.274) = ceil(17.59) = 18 GPUs (16 at 2.5).
    CHECK(a[u"options"_qs][u"onprem"_qs][u"fleet_gpus"_qs][0].toInt() == 18);

    // A workload on the catalog's AWS B200 offer (14.2416 per GPU-hour on demand) needs
    // 23,360 / 2.274 = 10,272.65 B200 hours a month in the cloud option: 146,298.93 a month.
    const QJsonObject onOffer =
        with(doc, u"inputs.workloads[0].cloud"_qs,
             QJsonObject{{u"offer"_qs, u"aws-p6-b200-48xlarge-us-east-1"_qs}});
    const QJsonObject c = cli.evaluate(cli.write(QStringLiteral("offer.json"), onOffer));
    const QJsonObject cloud = c[u"options"_qs][u"cloud"_qs].toObject();
    CHECK(closeTo(series(cloud, "cloud_hours.on_demand")[0].toDouble(), 23360 / theta));
    CHECK(closeTo(cloud[u"monthly"_qs][0].toDouble(), 23360 / theta * 14.2416));
    CHECK(cloud[u"monthly"_qs][0].toDouble() == Approx(146298.93).margin(0.01));
}

TEST_CASE("catalog list and providers show throughput, provider class and spot", "[cli][v2]")
{
    const Cli cli;
    const CliRun text = cli.run({QStringLiteral("catalog"), QStringLiteral("list"),
                                 QStringLiteral("--gpu"), QStringLiteral("b200")});
    REQUIRE(text.status == 0);
    INFO(text.out.toStdString());
    CHECK(text.out.contains(QLatin1String("x2.274 (2024-03-18)")));
    // The CoreWeave B200 offer: a GPU cloud, on demand 8.6, no 1-year price, spot 4.26375.
    CHECK(text.out.contains(QRegularExpression(QStringLiteral(
        "coreweave-hgx-b200 +coreweave +GPU cloud .* 8.6 / - / 4.26375 .* x2.274"))));
    CHECK(text.out.contains(
        QRegularExpression(QStringLiteral("vast-4x-b200 +vast.ai +marketplace"))));

    const CliRun r = cli.run({QStringLiteral("providers"), examplePath("multicloud-cap-spot")});
    REQUIRE(r.status == 0);
    bool seen = false;
    for (const QJsonValue &e :
         QJsonDocument::fromJson(r.out.toUtf8())[u"workloads"_qs][0][u"entries"_qs].toArray())
        if (e[u"offer_id"_qs] == u"aws-p5-48xlarge-us-east-1"_qs) {
            seen = true;
            CHECK(e[u"provider_kind"_qs] == u"hyperscaler"_qs);
            CHECK(e[u"provider_id"_qs] == u"aws"_qs);
            CHECK(e[u"throughput"_qs].toDouble() == 1.0);
            CHECK(closeTo(e[u"spot_per_gpu_hour"_qs].toDouble(), 2.20375));
        }
    CHECK(seen);
}

// The total cost of an option in `evaluate`'s output for a file.
double evaluatedTco(const Cli &cli, const QString &file, const QString &option)
{
    const CliRun r = cli.run({QStringLiteral("evaluate"), file});
    REQUIRE(r.status == 0);
    const QJsonObject options =
        QJsonDocument::fromJson(r.out.toUtf8()).object()[QStringLiteral("options")].toObject();
    REQUIRE(options.contains(option));
    return options[option].toObject()[QStringLiteral("tco")].toDouble();
}

TEST_CASE("simulate and tornado over a version 2 file: the advised option against the cloud, "
          "per-workload inputs, base savings equal evaluate",
          "[cli][v2]")
{
    const Cli cli;
    for (const char *name : kExamples) {
        const QString file = examplePath(name);
        const CliRun t = cli.run({QStringLiteral("tornado"), file});
        INFO(name << ": " << t.err.toStdString());
        REQUIRE(t.status == 0);
        const QJsonObject tornado = QJsonDocument::fromJson(t.out.toUtf8()).object();
        const QString option = tornado[QStringLiteral("option")].toString();
        CHECK((option == u"onprem"_qs || option == u"hybrid"_qs || option == u"multicloud"_qs));
        // The base savings: the cloud's total minus the compared option's, as evaluate prints.
        const double base =
            evaluatedTco(cli, file, QStringLiteral("cloud")) - evaluatedTco(cli, file, option);
        CHECK(closeTo(tornado[QStringLiteral("base_savings")].toDouble(), base));
        // Version 2 has no inputs.workload: its bars are the scenario's seven and the workloads'.
        bool workloadBar = false;
        for (const QJsonValue &bar : tornado[QStringLiteral("bars")].toArray()) {
            const QString parameter = bar[QStringLiteral("parameter")].toString();
            CHECK(parameter != u"utilization"_qs);
            CHECK(parameter != u"annual_growth"_qs);
            if (parameter.startsWith(QLatin1String("workloads[0]."))) {
                workloadBar = true;
                CHECK(bar[QStringLiteral("field")].toString().startsWith(
                    QLatin1String("inputs.workloads[0].")));
            }
        }
        CHECK(workloadBar);

        const CliRun s = cli.run(
            {QStringLiteral("simulate"), file, QStringLiteral("--draws"), QStringLiteral("500")});
        REQUIRE(s.status == 0);
        const QJsonObject simulation = QJsonDocument::fromJson(s.out.toUtf8()).object();
        CHECK(simulation[QStringLiteral("option")].toString() == option);
        CHECK(simulation[QStringLiteral("draws")].toInt() == 500);
        // The default spread: ±20% on the cloud price, GPU price, electricity and staff, and on
        // each workload's utilization (utilization form) or GPUs (week pattern).
        const QJsonObject distributions = simulation[QStringLiteral("distributions")].toObject();
        CHECK(distributions.contains(QStringLiteral("gpu_unit_price")));
        CHECK_FALSE(distributions.contains(QStringLiteral("utilization")));
        CHECK((distributions.contains(QStringLiteral("workloads[0].utilization")) ||
               distributions.contains(QStringLiteral("workloads[0].gpus"))));
    }
}

TEST_CASE("simulate over a version 2 file: the file cannot carry its own uncertainty section yet",
          "[cli][v2]")
{
    // The version 2 format refuses the section (the default spread applies; the engine's
    // zero-width and hand-checked cases are in tests/engine/test_uncertainty_v2.cpp).
    const Cli cli;
    QJsonObject document = exampleDocument("three-workloads-shared-fleet");
    document[QStringLiteral("uncertainty")] = QJsonObject{{QStringLiteral("draws"), 50}};
    const QString file = cli.write(QStringLiteral("with-uncertainty.json"), document);
    const CliRun r = cli.run({QStringLiteral("simulate"), file});
    CHECK(r.status == 2);
    CHECK(r.out.isEmpty());
    CHECK(r.err.contains(QLatin1String("uncertainty: a field of version 1 files only")));
}

TEST_CASE("evaluate prints the plan: a commitment kept through a phased migration", "[cli][v2]")
{
    // docs/methodology.md §14.3; tests/engine/test_costmodel_plan.cpp has the same by hand.
    const Cli cli;
    const QJsonObject out = cli.evaluate(dataPath(u"plan/phased-move-with-commitment.json"_qs));
    const QJsonObject options = out[u"options"_qs].toObject();
    const QJsonObject onprem = options[u"onprem"_qs].toObject();
    const QJsonObject categories = onprem[u"categories"_qs].toObject();
    // The commitment is a contract, kept after the decommissioning (methodology §14.1):
    // 2 × 18,688 + 13,120 + 9 × 7,008 = 113,568 (101,304 when it was released from month 6).
    CHECK(closeTo(categories[u"cloud_compute"_qs].toDouble(), 113568.0));
    // Transfer 1,750 + both sides 28 days × 64 × 12 = 21,504 + standby 0.1 × 30 × 64 × 12 = 2,304.
    CHECK(closeTo(categories[u"migration"_qs].toDouble(), 25558.0));
    CHECK(!onprem.contains(u"commitments_released_from"_qs));
    const QJsonObject plan = onprem[u"migration_plan"_qs].toObject();
    CHECK(plan[u"go_live_month"_qs].toInt() == 1);
    CHECK(plan[u"transfer_month"_qs].toInt() == 2);
    // The first month after the decommissioning; it releases nothing by itself.
    CHECK(plan[u"release_month"_qs].toInt() == 6);
    const QJsonArray phases = plan[u"phases"_qs].toArray();
    REQUIRE(phases.size() == 5);
    CHECK(phases[0][u"phase"_qs].toString() == u"preparation"_qs);
    CHECK(phases[4][u"end_day"_qs].toDouble() == 140.0);
    // Day 140 is month 1 + 140 / (365 / 12) = 1 + 1,680 / 365.
    CHECK(closeTo(phases[4][u"end_month"_qs].toDouble(), 1.0 + 1680.0 / 365.0));
    CHECK(plan[u"workloads"_qs][0][u"move_start_day"_qs].toDouble() == 84.0);
    CHECK(plan[u"workloads"_qs][0][u"fallback_end_day"_qs].toDouble() == 142.0);
    // The cloud option keeps the commitment all year: 12 × (7,008 + 2,920 × 4) = 224,256.
    const QJsonObject cloud = options[u"cloud"_qs].toObject();
    CHECK(closeTo(cloud[u"categories"_qs][u"cloud_compute"_qs].toDouble(), 224256.0));
    CHECK(!cloud.contains(u"migration_plan"_qs));
    // The transfer planner: 20 TB in the 28-day data phase; Direct Connect needs 12 weeks and
    // the data phase starts 56 days after the purchase; one Snowball (300) is the cheapest.
    const QJsonObject transfer = out[u"transfer_plan"_qs].toObject();
    CHECK(transfer[u"window_days"_qs].toDouble() == 28.0);
    CHECK(closeTo(transfer[u"direct_connect_break_even_tb"_qs].toDouble(), 56.0));
    const QJsonObject total = transfer[u"items"_qs].toArray().last().toObject();
    CHECK(total[u"name"_qs].toString() == u"total"_qs);
    CHECK(total[u"cheapest"_qs].toString() == u"snowball"_qs);
    CHECK(closeTo(total[u"methods"_qs][0][u"cost"_qs].toDouble(), 1750.0));
    CHECK(total[u"methods"_qs][3][u"fits"_qs].toBool() == false);
    // A file without a plan prints neither field.
    const QJsonObject plain = cli.evaluate(examplePath("three-workloads-shared-fleet"));
    CHECK(!plain[u"options"_qs][u"onprem"_qs].toObject().contains(u"migration_plan"_qs));
    CHECK(!plain[u"options"_qs][u"onprem"_qs].toObject().contains(u"commitments_released_from"_qs));
    CHECK(!plain.contains(u"transfer_plan"_qs));
}
