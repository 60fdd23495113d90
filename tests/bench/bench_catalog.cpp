// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The user catalog in its database (issue #14, D2): `gpu-advisor-cli catalog import` of a CSV of
// ROWS cloud offers into an empty user catalog, then `catalog list --json` of the result, each a
// whole process in a temporary data folder. Target: 100,000 rows imported in ≤ 5 s with ≤ 200 MB
// peak resident memory. Prints one JSON object (wall time, CPU time and peak resident memory of
// each child process, from wait4).
//   bench_catalog [ROWS [RUNS]]   (defaults 100000 and 3; run a Release build)
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

struct Measured
{
    int status = -1;
    double wallS = 0.0;
    double cpuS = 0.0;
    double peakMb = 0.0;
};

// Runs the CLI with `args` in `data` (XDG_DATA_HOME), output to /dev/null.
Measured runCli(const QString &data, const QStringList &args)
{
    QElapsedTimer timer;
    timer.start();
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::setenv("XDG_DATA_HOME", QFile::encodeName(data).constData(), 1);
        ::setenv("XDG_CONFIG_HOME", QFile::encodeName(data + QStringLiteral("/config")).constData(),
                 1);
        ::setenv("LANG", "C.UTF-8", 1);
        std::FILE *null = std::freopen("/dev/null", "w", stdout);
        (void)null;
        std::vector<QByteArray> owned{QByteArray(GDA_CLI_PATH)};
        for (const QString &a : args)
            owned.push_back(a.toLocal8Bit());
        std::vector<char *> argv;
        for (QByteArray &a : owned)
            argv.push_back(a.data());
        argv.push_back(nullptr);
        ::execv(GDA_CLI_PATH, argv.data());
        ::_exit(127);
    }
    int status = 0;
    rusage usage{};
    ::wait4(pid, &status, 0, &usage);
    Measured m;
    m.wallS = double(timer.nsecsElapsed()) / 1e9;
    m.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    m.cpuS = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
             double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    m.peakMb = double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
    return m;
}

QJsonObject summary(std::vector<Measured> runs)
{
    std::sort(runs.begin(), runs.end(),
              [](const Measured &a, const Measured &b) { return a.wallS < b.wallS; });
    const Measured &median = runs[runs.size() / 2];
    double peak = 0.0;
    bool ok = true;
    for (const Measured &m : runs) {
        peak = std::max(peak, m.peakMb);
        ok = ok && m.status == 0;
    }
    return QJsonObject{{QStringLiteral("all_exit_0"), ok},
                       {QStringLiteral("median_wall_s"), median.wallS},
                       {QStringLiteral("median_cpu_s"), median.cpuS},
                       {QStringLiteral("fastest_wall_s"), runs.front().wallS},
                       {QStringLiteral("slowest_wall_s"), runs.back().wallS},
                       {QStringLiteral("peak_resident_mb"), peak}};
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int rows = args.size() > 1 ? args[1].toInt() : 100000;
    const int runs = args.size() > 2 ? std::max(1, args[2].toInt()) : 3;
    QTemporaryDir dir;
    if (!dir.isValid() || rows <= 0)
        return 1;
    const QString csvPath = dir.filePath(QStringLiteral("offers.csv"));
    {
        QFile csv(csvPath);
        if (!csv.open(QIODevice::WriteOnly))
            return 1;
        csv.write("id,provider,provider_kind,instance,gpu_model,gpus_per_instance,region,"
                  "on_demand_per_gpu_hour,egress_tiers,storage_per_gb_month,source,date\n");
        for (int i = 0; i < rows; ++i)
            csv.write("bench-" + QByteArray::number(i) +
                      ",Bench Cloud,neocloud,8x H100,h100-sxm,8,eu-west," +
                      QByteArray::number(1.0 + (i % 1000) / 1000.0) +
                      ",10:0.09;:0.05,0.02,bench quote,2026-11-20\n");
    }
    std::vector<Measured> imports, lists;
    for (int run = 0; run < runs; ++run) {
        const QString data = dir.filePath(QStringLiteral("data-%1").arg(run)); // empty catalog
        imports.push_back(
            runCli(data, {QStringLiteral("catalog"), QStringLiteral("import"), csvPath}));
        lists.push_back(runCli(
            data, {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")}));
    }
    const QJsonObject out{
        {QStringLiteral("rows"), rows},
        {QStringLiteral("runs"), runs},
        {QStringLiteral("csv_mb"), double(QFile(csvPath).size()) / (1024.0 * 1024.0)},
        {QStringLiteral("database_mb"),
         double(QFile(dir.filePath(QStringLiteral("data-0/gpu-advisor/catalog.sqlite"))).size()) /
             (1024.0 * 1024.0)},
        {QStringLiteral("import"), summary(imports)},
        {QStringLiteral("list_json"), summary(lists)},
        {QStringLiteral("target"), QStringLiteral("import of 100,000 rows <= 5 s, <= 200 MB")}};
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Indented).constData());
    return 0;
}
