// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Times writing the client report (PDF) of a 10-year scenario and prints one JSON object.
// Not part of ctest; run a Release build by hand, offscreen:
//   bench_report [SCENARIO.json] [runs]   (default: tests/data/examples/seed-80xh100-on-demand.json
//   with its horizon set to 10 years, 7 runs per language)
// "analysis": evaluate, decide, tornado and the 20,000-draw Monte Carlo; "report_en" /
// "report_nl": the whole writeReport() (analysis, six charts laid out, document, PDF written).
// The budget is 2 s per report.
#include "export/analysis.h"
#include "export/report.h"
#include "scenario/scenariofile.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace gda;

namespace {

struct Timing
{
    double median = 0.0;
    double min = 0.0;
    double max = 0.0;
};

// `work` `runs` times after one warm-up, in milliseconds.
Timing time(int runs, const std::function<void()> &work)
{
    work();
    std::vector<double> samples;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        samples.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(samples.begin(), samples.end());
    return {samples[samples.size() / 2], samples.front(), samples.back()};
}

QByteArray json(const Timing &t)
{
    return QStringLiteral("{ \"median_ms\": %1, \"min_ms\": %2, \"max_ms\": %3 }")
        .arg(t.median, 0, 'f', 1)
        .arg(t.min, 0, 'f', 1)
        .arg(t.max, 0, 'f', 1)
        .toUtf8();
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const QString path =
        args.size() > 1 ? args[1] : QStringLiteral(GDA_EXAMPLES_DIR "/seed-80xh100-on-demand.json");
    const int runs = args.size() > 2 ? std::max(1, args[2].toInt()) : 7;
    const auto loaded = scenariofile::load(path);
    if (!std::holds_alternative<Scenario>(loaded)) {
        std::fprintf(stderr, "cannot load %s\n", qPrintable(path));
        return 1;
    }
    Scenario scenario = std::get<Scenario>(loaded);
    if (args.size() <= 1)
        scenario.inputs.horizonYears = 10;
    QTemporaryDir dir;
    if (!dir.isValid()) {
        std::fprintf(stderr, "no temporary folder\n");
        return 1;
    }

    const Timing analysis = time(runs, [&] { ui::exporting::analyse(scenario); });
    std::vector<Timing> reports;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        ui::exporting::ReportRequest request;
        request.scenario = scenario;
        request.language = language;
        request.outputPath = dir.filePath(QStringLiteral("report.pdf"));
        QString error;
        reports.push_back(time(runs, [&] { error = ui::exporting::writeReport(request); }));
        if (!error.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
    }
    const double slowest = std::max(reports[0].median, reports[1].median);
    std::printf("{\n"
                "  \"scenario\": \"%s\",\n"
                "  \"horizon_years\": %d,\n"
                "  \"runs\": %d,\n"
                "  \"analysis\": %s,\n"
                "  \"report_en\": %s,\n"
                "  \"report_nl\": %s,\n"
                "  \"budget_ms\": 2000,\n"
                "  \"within_budget\": %s\n"
                "}\n",
                qPrintable(scenario.name), scenario.inputs.horizonYears, runs,
                json(analysis).constData(), json(reports[0]).constData(),
                json(reports[1]).constData(), slowest <= 2000.0 ? "true" : "false");
    return 0;
}
