// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cold start of the desktop application with 1,000 scenarios in its library: from starting the
// process to the first painted main window ≤ 500 ms, and resident memory ≤ 150 MB. Prints one
// JSON object.
//   bench_startup [COUNT [RUNS [GUI]]]   (Release build; under Xvfb, or QT_QPA_PLATFORM=offscreen)
// GUI: another gpu-advisor to start instead of this build's (the build before a change).
// Each run starts the real gpu-advisor binary on a library in a temporary folder, with its own
// settings and data folders, and GPU_ADVISOR_STARTUP_PROBE set: the application writes the
// CLOCK_MONOTONIC time of its first paint and its resident memory, then quits (see
// ui/core/startupprobe.h). One unmeasured run first warms the page cache and fills the
// library's summary columns, as the user's first start would.
#include "benchlibrary.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace gda;

namespace {

constexpr int kDefaultCount = 1000;
constexpr int kDefaultRuns = 9;
constexpr double kTargetMs = 500.0;
constexpr double kTargetMb = 150.0;

[[noreturn]] void die(const QString &message)
{
    bench::die("bench_startup", message);
}

qint64 monotonicNs()
{
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    return qint64(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

struct Run
{
    double startMs = 0.0;
    double rssFirstPaintMb = 0.0;
    double rssSettledMb = 0.0;
    double rssPeakMb = 0.0;
};

Run startOnce(const QString &gui, const QString &library, const QTemporaryDir &dir)
{
    const QString probe = dir.filePath(QStringLiteral("probe.json"));
    QFile::remove(probe);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GPU_ADVISOR_STARTUP_PROBE"), probe);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    QProcess app;
    app.setProcessEnvironment(env);
    app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    const qint64 started = monotonicNs();
    app.start(gui, {QStringLiteral("--db"), library});
    if (!app.waitForFinished(60'000) || app.exitStatus() != QProcess::NormalExit ||
        app.exitCode() != 0)
        die(QStringLiteral("gpu-advisor did not finish cleanly (%1)").arg(app.errorString()));
    QFile report(probe);
    if (!report.open(QIODevice::ReadOnly))
        die(QStringLiteral("no report from the start-up probe at %1").arg(probe));
    const QJsonObject o = QJsonDocument::fromJson(report.readAll()).object();
    const qint64 painted =
        o.value(QStringLiteral("first_paint_monotonic_ns")).toString().toLongLong();
    if (painted <= started)
        die(QStringLiteral("the probe's report has no first paint"));
    const auto mb = [&o](const char *key) {
        return o.value(QLatin1String(key)).toDouble() / 1024.0;
    };
    return {double(painted - started) / 1e6, mb("rss_first_paint_kb"), mb("rss_settled_kb"),
            mb("rss_peak_kb")};
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? std::max(0, QByteArray(argv[1]).toInt()) : kDefaultCount;
    const int runs = argc > 2 ? std::max(1, QByteArray(argv[2]).toInt()) : kDefaultRuns;
    const QString gui =
        argc > 3 ? QString::fromLocal8Bit(argv[3]) : QStringLiteral(GDA_GUI_EXECUTABLE);
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QTemporaryDir dir;
    if (!dir.isValid())
        die(QStringLiteral("no temporary folder"));
    const QString library = dir.filePath(QStringLiteral("library.sqlite"));
    std::mt19937 random(42);
    bench::fillLibrary("bench_startup", library, dir.filePath(QStringLiteral("files")), count,
                       random);

    (void)startOnce(gui, library, dir); // warm-up, not measured
    std::vector<double> start, first, settled, peak;
    for (int i = 0; i < runs; ++i) {
        const Run r = startOnce(gui, library, dir);
        start.push_back(r.startMs);
        first.push_back(r.rssFirstPaintMb);
        settled.push_back(r.rssSettledMb);
        peak.push_back(r.rssPeakMb);
    }
    const double startMedian = median(start);
    const double peakMedian = median(peak);
    const QJsonObject report{
        {QStringLiteral("benchmark"), QStringLiteral("startup")},
        {QStringLiteral("scenarios"), count},
        {QStringLiteral("runs"), runs},
        {QStringLiteral("executable"), gui},
        {QStringLiteral("platform"), qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")
                                         ? QStringLiteral("default (X11)")
                                         : qEnvironmentVariable("QT_QPA_PLATFORM")},
        {QStringLiteral("start_to_first_paint"),
         QJsonObject{{QStringLiteral("median_ms"), startMedian},
                     {QStringLiteral("min_ms"), *std::min_element(start.begin(), start.end())},
                     {QStringLiteral("max_ms"), *std::max_element(start.begin(), start.end())},
                     {QStringLiteral("target_ms"), kTargetMs},
                     {QStringLiteral("pass"), startMedian <= kTargetMs}}},
        {QStringLiteral("resident_memory"),
         QJsonObject{{QStringLiteral("first_paint_mb"), median(first)},
                     {QStringLiteral("one_second_later_mb"), median(settled)},
                     {QStringLiteral("peak_mb"), peakMedian},
                     {QStringLiteral("target_mb"), kTargetMb},
                     {QStringLiteral("pass"), peakMedian <= kTargetMb}}},
    };
    std::fputs(QJsonDocument(report).toJson(QJsonDocument::Indented).constData(), stdout);
    return 0;
}
