// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 37: `gpu-advisor-cli catalog import --format aws-price-list` of a generated AWS EC2 offer
// file of the real structure (formatVersion, publicationDate, products by SKU with ~25
// attributes, then terms: OnDemand and six Reserved offer terms per SKU, each with its
// priceDimensions and termAttributes) and of SIZE_GB, as a whole process in a temporary data
// folder. One GPU product in 1,000 (p5, p4d, … in 16 regions, some Windows, dedicated or Capacity
// Block). Target: ≥ 2 GB imported with < 200 MB peak resident memory. The file is written to
// /tmp (or DIR) and deleted afterwards. Prints one JSON object.
//   bench_price_documents [SIZE_GB [RUNS [DIR [keep]]]]   (defaults 2.2, 1, /tmp; a Release
//   build; "keep" leaves the file and prints its path, to check it with another JSON reader)
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

const char *const kGpuTypes[] = {"p5.48xlarge",     "p5.4xlarge",   "p5e.48xlarge",
                                 "p5en.48xlarge",   "p4d.24xlarge", "p4de.24xlarge",
                                 "p6-b200.48xlarge"};
const char *const kRegions[] = {
    "us-east-1",      "us-east-2",      "us-west-1",    "us-west-2",
    "eu-west-1",      "eu-west-2",      "eu-central-1", "eu-north-1",
    "ap-northeast-1", "ap-southeast-2", "ap-south-1",   "ap-southeast-1",
    "ca-central-1",   "sa-east-1",      "eu-south-1",   "me-south-1"};
const char *const kOther[] = {"m5.large", "c6i.2xlarge", "r7g.4xlarge",
                              "t3.micro", "g6.xlarge",   "i4i.8xlarge"};
const char *const kOs[] = {"Linux", "Windows", "RHEL", "SUSE"};

std::string sku(long i)
{
    static const char alphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    std::string s(16, 'A');
    unsigned long v = (unsigned long)i * 2654435761UL + 12345;
    for (int k = 15; k >= 0; --k) {
        s[k] = alphabet[(v ^ (unsigned long)(i >> (k % 8))) % 32];
        v /= 7;
    }
    s[0] = alphabet[i % 32];
    s[1] = alphabet[(i / 32) % 32];
    s[2] = alphabet[(i / 1024) % 32];
    s[3] = alphabet[(i / 32768) % 32];
    s[4] = alphabet[(i / 1048576) % 32];
    return s;
}

struct Product
{
    const char *type;
    const char *region;
    const char *os;
    const char *tenancy;
    const char *market;
    int gpus;
    double price;
};

Product productOf(long i)
{
    if (i % 1000 == 0) {
        const long j = i / 1000;
        const int t = int(j % 7);
        // The first 112 (7 types × 16 regions): Linux on demand, one offer each; the rest cycle
        // through Windows, dedicated tenancy and Capacity Block (priced 0).
        const int variant = j < 112 ? 0 : int((j - 112) % 3) + 1;
        const double base = t == 4 ? 21.95764 : t == 1 ? 6.88 : 55.04;
        return {kGpuTypes[t],
                kRegions[(j / 7) % 16],
                variant == 1 ? "Windows" : "Linux",
                variant == 2 ? "Dedicated" : "Shared",
                variant == 3 ? "CapacityBlock" : "OnDemand",
                t == 1 ? 1 : 8,
                variant == 3 ? 0.0 : base * (1.0 + 0.01 * double((j / 7) % 16))};
    }
    return {kOther[i % 6],
            kRegions[(i / 6) % 16],
            kOs[(i / 96) % 4],
            (i / 384) % 3 == 0 ? "Dedicated" : "Shared",
            "OnDemand",
            0,
            0.05 + double(i % 97) / 10};
}

void writeProduct(std::FILE *f, long i, bool last)
{
    const Product p = productOf(i);
    const std::string s = sku(i);
    std::fprintf(
        f,
        "    \"%s\" : {\n      \"sku\" : \"%s\",\n      \"productFamily\" : \"Compute Instance\",\n"
        "      \"attributes\" : {\n        \"servicecode\" : \"AmazonEC2\",\n"
        "        \"location\" : \"Some Region\",\n        \"locationType\" : \"AWS Region\",\n"
        "        \"instanceType\" : \"%s\",\n        \"currentGeneration\" : \"Yes\",\n"
        "        \"instanceFamily\" : \"%s\",\n        \"vcpu\" : \"192\",\n"
        "        \"physicalProcessor\" : \"AMD EPYC 7R13 Processor\",\n"
        "        \"clockSpeed\" : \"2.95 GHz\",\n        \"memory\" : \"2048 GiB\",\n"
        "        \"storage\" : \"8 x 3840 SSD\",\n        \"networkPerformance\" : \"3200 "
        "Gigabit\",\n"
        "        \"processorArchitecture\" : \"64-bit\",\n        \"tenancy\" : \"%s\",\n"
        "        \"operatingSystem\" : \"%s\",\n        \"licenseModel\" : \"No License "
        "required\",\n"
        "        \"usagetype\" : \"BoxUsage:%s\",\n        \"operation\" : \"RunInstances\",\n"
        "        \"availabilityzone\" : \"NA\",\n        \"capacitystatus\" : \"Used\",\n"
        "        \"classicnetworkingsupport\" : \"false\",\n        \"dedicatedEbsThroughput\" : "
        "\"80000 Mbps\",\n        \"ecu\" : \"NA\",\n        \"enhancedNetworkingSupported\" : "
        "\"Yes\",\n%s        \"intelAvxAvailable\" : \"No\",\n        \"marketoption\" : \"%s\",\n"
        "        \"normalizationSizeFactor\" : \"384\",\n        \"preInstalledSw\" : \"NA\",\n"
        "        \"regionCode\" : \"%s\",\n        \"servicename\" : \"Amazon Elastic Compute "
        "Cloud\",\n        \"vpcnetworkingsupport\" : \"true\"\n      }\n    }%s\n",
        s.c_str(), s.c_str(), p.type, p.gpus ? "Accelerated Computing" : "General purpose",
        p.tenancy, p.os, p.type,
        p.gpus ? (std::string("        \"gpu\" : \"") + std::to_string(p.gpus) +
                  "\",\n        \"gpuMemory\" : \"640 GB\",\n")
                     .c_str()
               : "",
        p.market, p.region, last ? "" : ",");
}

void writeTerm(std::FILE *f, const std::string &s, const char *code, double hourly, double upfront,
               const char *length, const char *cls, const char *option, bool last)
{
    std::fprintf(f,
                 "      \"%s.%s\" : {\n        \"offerTermCode\" : \"%s\",\n        \"sku\" : "
                 "\"%s\",\n        \"effectiveDate\" : \"2026-11-01T00:00:00Z\",\n"
                 "        \"priceDimensions\" : {\n",
                 s.c_str(), code, code, s.c_str());
    if (upfront > 0)
        std::fprintf(f,
                     "          \"%s.%s.2TG2D8R56U\" : {\n            \"unit\" : \"Quantity\",\n"
                     "            \"description\" : \"Upfront Fee\",\n            \"appliesTo\" : "
                     "[ ],\n            \"rateCode\" : \"%s.%s.2TG2D8R56U\",\n"
                     "            \"pricePerUnit\" : {\n              \"USD\" : \"%.10f\"\n"
                     "            }\n          },\n",
                     s.c_str(), code, s.c_str(), code, upfront);
    std::fprintf(f,
                 "          \"%s.%s.6YS6EN2CT7\" : {\n            \"unit\" : \"Hrs\",\n"
                 "            \"endRange\" : \"Inf\",\n            \"description\" : \"USD %.4f "
                 "per hour\",\n            \"appliesTo\" : [ ],\n            \"rateCode\" : "
                 "\"%s.%s.6YS6EN2CT7\",\n            \"beginRange\" : \"0\",\n"
                 "            \"pricePerUnit\" : {\n              \"USD\" : \"%.10f\"\n"
                 "            }\n          }\n        },\n        \"termAttributes\" : {",
                 s.c_str(), code, hourly, s.c_str(), code, hourly);
    if (length)
        std::fprintf(f,
                     "\n          \"LeaseContractLength\" : \"%s\",\n          \"OfferingClass\" "
                     ": \"%s\",\n          \"PurchaseOption\" : \"%s\"\n        ",
                     length, cls, option);
    std::fprintf(f, "}\n      }%s\n", last ? "" : ",");
}

// Writes the offer file; returns the number of products.
long generate(const QString &path, double sizeGb)
{
    std::FILE *f = std::fopen(QFile::encodeName(path).constData(), "w");
    if (!f)
        return -1;
    static char buffer[1 << 20];
    std::setvbuf(f, buffer, _IOFBF, sizeof buffer);
    // About 8 kB per product in all (product, on-demand term, six reserved terms).
    const long products = long(sizeGb * 1e9 / 8000.0);
    std::fprintf(f, "{\n  \"formatVersion\" : \"v1.0\",\n  \"disclaimer\" : \"Generated for "
                    "bench_price_documents.\",\n  \"offerCode\" : \"AmazonEC2\",\n  \"version\" "
                    ": \"20261201000000\",\n  \"publicationDate\" : \"2026-12-01T00:00:00Z\",\n"
                    "  \"products\" : {\n");
    for (long i = 0; i < products; ++i)
        writeProduct(f, i, i + 1 == products);
    std::fprintf(f, "  },\n  \"terms\" : {\n    \"OnDemand\" : {\n");
    for (long i = 0; i < products; ++i) {
        const std::string s = sku(i);
        std::fprintf(f, "    \"%s\" : {\n", s.c_str());
        writeTerm(f, s, "JRTCKXETXF", productOf(i).price, 0, nullptr, nullptr, nullptr, true);
        std::fprintf(f, "    }%s\n", i + 1 == products ? "" : ",");
    }
    std::fprintf(f, "    },\n    \"Reserved\" : {\n");
    struct R
    {
        const char *code, *length, *cls, *option;
        double hourly, upfront;
    };
    const R terms[] = {{"4NA7Y494T4", "1yr", "standard", "No Upfront", 0.7, 0},
                       {"HU7G6KETJZ", "1yr", "standard", "Partial Upfront", 0.33, 2890.8},
                       {"6QCMYABX3D", "1yr", "standard", "All Upfront", 0, 5694},
                       {"7NE97W5U4E", "1yr", "convertible", "No Upfront", 0.8, 0},
                       {"38NPMPTW36", "3yr", "standard", "Partial Upfront", 0.22, 5781.6},
                       {"NQ3QZPMQV9", "3yr", "standard", "All Upfront", 0, 11300}};
    for (long i = 0; i < products; ++i) {
        const std::string s = sku(i);
        const double price = productOf(i).price;
        std::fprintf(f, "    \"%s\" : {\n", s.c_str());
        for (int k = 0; k < 6; ++k)
            writeTerm(f, s, terms[k].code, terms[k].hourly * price, terms[k].upfront * price,
                      terms[k].length, terms[k].cls, terms[k].option, k == 5);
        std::fprintf(f, "    }%s\n", i + 1 == products ? "" : ",");
    }
    std::fprintf(f, "    }\n  },\n  \"attributesList\" : { }\n}\n");
    const bool ok = std::fclose(f) == 0;
    return ok ? products : -1;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const double sizeGb = args.size() > 1 ? args[1].toDouble() : 2.2;
    const int runs = args.size() > 2 ? std::max(1, args[2].toInt()) : 1;
    const QString base = args.size() > 3 ? args[3] : QStringLiteral("/tmp");
    QTemporaryDir dir(base + QStringLiteral("/gda-bench-offer-file-XXXXXX"));
    if (!dir.isValid() || sizeGb <= 0)
        return 1;
    dir.setAutoRemove(args.value(4) != QLatin1String("keep"));
    const QString path = dir.filePath(QStringLiteral("index.json"));
    QElapsedTimer timer;
    timer.start();
    const long products = generate(path, sizeGb);
    const double generateS = double(timer.nsecsElapsed()) / 1e9;
    if (products < 0)
        return 1;
    const qint64 bytes = QFileInfo(path).size();
    QJsonObject out{{QStringLiteral("file_bytes"), double(bytes)},
                    {QStringLiteral("file_gb"), double(bytes) / 1e9},
                    {QStringLiteral("products"), double(products)},
                    {QStringLiteral("generate_s"), generateS}};
    double worstPeak = 0.0, bestWall = 1e9, cpu = 0.0;
    int status = 0;
    QByteArray summary;
    for (int run = 0; run < runs; ++run) {
        const QString data = dir.filePath(QStringLiteral("data-%1").arg(run));
        const QString log = dir.filePath(QStringLiteral("out-%1.txt").arg(run));
        timer.restart();
        const pid_t pid = ::fork();
        if (pid == 0) {
            ::setenv("XDG_DATA_HOME", QFile::encodeName(data).constData(), 1);
            ::setenv("XDG_CONFIG_HOME", QFile::encodeName(data + QStringLiteral("/c")).constData(),
                     1);
            ::setenv("LANG", "C.UTF-8", 1);
            std::FILE *o = std::freopen(QFile::encodeName(log).constData(), "w", stdout);
            (void)o;
            const QByteArray file = QFile::encodeName(path);
            char *argv2[] = {const_cast<char *>(GDA_CLI_PATH),
                             const_cast<char *>("catalog"),
                             const_cast<char *>("import"),
                             const_cast<char *>("--format"),
                             const_cast<char *>("aws-price-list"),
                             const_cast<char *>(file.constData()),
                             nullptr};
            ::execv(GDA_CLI_PATH, argv2);
            ::_exit(127);
        }
        int st = 0;
        rusage usage{};
        ::wait4(pid, &st, 0, &usage);
        const double wall = double(timer.nsecsElapsed()) / 1e9;
        status = std::max(status, WIFEXITED(st) ? WEXITSTATUS(st) : 255);
        bestWall = std::min(bestWall, wall);
        cpu = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
              double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
        worstPeak = std::max(worstPeak, double(usage.ru_maxrss) / 1024.0);
        QFile l(log);
        if (l.open(QIODevice::ReadOnly))
            summary = l.readAll().trimmed();
    }
    out.insert(QStringLiteral("exit_status"), status);
    out.insert(QStringLiteral("fastest_wall_s"), bestWall);
    out.insert(QStringLiteral("cpu_s_last_run"), cpu);
    out.insert(QStringLiteral("peak_resident_mb"), worstPeak);
    out.insert(QStringLiteral("cli_output"), QString::fromUtf8(summary));
    if (!dir.autoRemove())
        out.insert(QStringLiteral("kept"), path);
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Indented).constData());
    return status == 0 && worstPeak < 200.0 ? 0 : 1;
}
