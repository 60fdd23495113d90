// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Times rebuilding every chart after an input change and prints the medians as one JSON object.
// Not part of ctest; run a Release build by hand, offscreen:
//   bench_charts [SCENARIO.json] [runs]   (default: tests/data/examples/lease-lead-snowball.json,
//   31)
// "builders": evaluate + decide (what the document does on an edit), the tornado, and the six
// chart builders (the histogram from a Monte Carlo result computed beforehand, as the panel
// caches it) — every chart rebuilt. "document_only": ScenarioDocument::edit without views;
// "all_panels_hidden": the same with the six ChartPanels and the DecisionMatrixPanel hidden
// (they only note that they are out of date); "one_visible_panel_with_paint": one panel shown
// at 1000×600, the edit and the event loop until it has painted (a hidden panel pays this when
// its tab is opened). "monte_carlo_background": the histogram panel's simulation off the UI
// thread. "dashboard_with_paint": the whole dashboard at 1280×800 (headline, banners, the tab on
// screen with its chart and table), one row per tab on screen: the edit and the event loop
// until everything visible has painted.
#include "catalog/catalogfile.h"
#include "charts/chartpanel.h"
#include "charts/charts.h"
#include "charts/decisionmatrixpanel.h"
#include "core/scenariodocument.h"
#include "editors/catalogofferpicker.h"
#include "engine/costmodel.h"
#include "scenario/scenariofile.h"
#include "scenario/uncertaintyspec.h"
#include "views/dashboard.h"

#include <QApplication>
#include <QChart>
#include <QTabWidget>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

using namespace gda;
using namespace gda::ui::charts;

namespace {

struct Timing
{
    double median = 0.0;
    double min = 0.0;
    double max = 0.0;
    double cpuMedian = 0.0; // CPU time of this (the UI) thread: what a busy machine cannot inflate
};

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// `work(run)` `runs` times after one warm-up, in milliseconds; `settle`, untimed, after each.
Timing time(
    int runs, const std::function<void(int)> &work, const std::function<void()> &settle = [] {})
{
    work(-1);
    settle();
    std::vector<double> samples;
    std::vector<double> cpu;
    for (int r = 0; r < runs; ++r) {
        const double cpuStart = threadCpuMs();
        const auto start = std::chrono::steady_clock::now();
        work(r);
        const std::chrono::duration<double, std::milli> elapsed =
            std::chrono::steady_clock::now() - start;
        cpu.push_back(threadCpuMs() - cpuStart);
        samples.push_back(elapsed.count());
        settle();
    }
    std::sort(samples.begin(), samples.end());
    std::sort(cpu.begin(), cpu.end());
    return {samples[samples.size() / 2], samples.front(), samples.back(), cpu[cpu.size() / 2]};
}

QByteArray json(const Timing &t)
{
    return QStringLiteral("{ \"median_ms\": %1, \"min_ms\": %2, \"max_ms\": %3, "
                          "\"cpu_median_ms\": %4 }")
        .arg(t.median, 0, 'f', 3)
        .arg(t.min, 0, 'f', 3)
        .arg(t.max, 0, 'f', 3)
        .arg(t.cpuMedian, 0, 'f', 3)
        .toUtf8();
}

// A different GPU price on every run, so no cache can answer.
double gpuPrice(const Scenario &base, int run)
{
    return base.inputs.onprem.gpuUnitPrice * (1.0 + 0.001 * (run + 2));
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QString path = argc > 1 ? QString::fromLocal8Bit(argv[1])
                                  : QStringLiteral(GDA_EXAMPLES_DIR "/lease-lead-snowball.json");
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 31;
    const auto loaded = scenariofile::load(path);
    if (!std::holds_alternative<Scenario>(loaded)) {
        std::fprintf(stderr, "cannot load %s\n", qPrintable(path));
        return 1;
    }
    const Scenario base = std::get<Scenario>(loaded);
    const QLocale locale(QLocale::Dutch, QLocale::Netherlands);

    const auto simulated = engine::simulate(base.inputs, gda::defaultUncertaintySpec(base.inputs));
    const engine::MonteCarloResult monteCarlo = std::get<engine::MonteCarloResult>(simulated);

    std::array<double, kAllChartKinds.size()> perKind{};
    const Timing builders = time(runs, [&](int run) {
        ChartData data;
        data.scenario = base;
        data.scenario.inputs.onprem.gpuUnitPrice = gpuPrice(base, run);
        data.evaluation = engine::evaluate(data.scenario.inputs);
        const engine::DecisionResult decided =
            engine::decide(data.scenario.inputs, data.evaluation);
        if (const auto *d = std::get_if<engine::Decision>(&decided))
            data.decision = *d;
        data.tornado = engine::tornado(data.scenario.inputs);
        data.monteCarlo = monteCarlo;
        for (std::size_t k = 0; k < kAllChartKinds.size(); ++k) {
            const auto start = std::chrono::steady_clock::now();
            const std::unique_ptr<QChart> chart = buildChart(kAllChartKinds[k], data, locale);
            const std::chrono::duration<double, std::milli> elapsed =
                std::chrono::steady_clock::now() - start;
            if (run >= 0)
                perKind[k] += elapsed.count() / runs;
        }
    });

    ui::ScenarioDocument document;
    document.reset(base);
    auto edit = [&](int run) {
        document.edit(QStringLiteral("GPU price"),
                      [&](Scenario &s) { s.inputs.onprem.gpuUnitPrice = gpuPrice(base, run); });
    };
    const Timing documentOnly = time(runs, edit);
    // Every panel hidden (tabs not shown): they only note that they are out of date.
    std::vector<std::unique_ptr<QWidget>> panels;
    for (ChartKind kind : kAllChartKinds)
        panels.push_back(std::make_unique<ChartPanel>(kind, &document));
    panels.push_back(std::make_unique<DecisionMatrixPanel>(&document));
    const Timing hidden = time(runs, edit);
    panels.clear();

    // One visible panel (the tab on screen): the edit, then the event loop until painted.
    // The histogram panel waits for its background simulation between edits, so that it does
    // not compete for the two cores with the timed work (typing is slower than this loop).
    std::vector<std::pair<QString, Timing>> visible;
    auto measureVisible = [&](const QString &name, QWidget &panel, ChartPanel *chartPanel) {
        panel.resize(1000, 600);
        panel.show();
        const auto settle = [&] {
            while (chartPanel && chartPanel->isPending())
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
            QCoreApplication::processEvents();
        };
        visible.emplace_back(name, time(
                                       runs,
                                       [&](int run) {
                                           edit(run);
                                           QCoreApplication::processEvents();
                                       },
                                       settle));
    };
    for (ChartKind kind : kAllChartKinds) {
        ChartPanel panel(kind, &document);
        measureVisible(chartKindKey(kind), panel, &panel);
    }
    {
        DecisionMatrixPanel panel(&document);
        measureVisible(QStringLiteral("decision-matrix-panel"), panel, nullptr);
    }

    // The whole dashboard, one tab on screen at a time.
    std::vector<std::pair<QString, Timing>> dashboardTabs;
    {
        const catalog::Catalog catalog = catalog::loadApplicationCatalog().catalog;
        ui::Dashboard dashboard(&document, &catalog);
        dashboard.resize(1280, 800);
        dashboard.show();
        QTabWidget *tabs = dashboard.tabs();
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            auto *panel = dashboard.chartPanel(ui::Dashboard::Tab(tab));
            const auto settle = [&] {
                while (panel && panel->isPending())
                    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
                QCoreApplication::processEvents();
            };
            dashboardTabs.emplace_back(tabs->tabText(tab),
                                       time(
                                           runs,
                                           [&](int run) {
                                               edit(run);
                                               QCoreApplication::processEvents();
                                           },
                                           settle));
        }
    }

    const Timing simulation = time(std::max(3, runs / 4), [&](int run) {
        engine::Inputs in = base.inputs;
        in.onprem.gpuUnitPrice = gpuPrice(base, run);
        engine::simulate(in, gda::defaultUncertaintySpec(in));
    });

    std::printf("{\n"
                "  \"benchmark\": \"charts\",\n"
                "  \"scenario\": \"%s\",\n"
                "  \"hardware_threads\": %u,\n"
                "  \"runs\": %d,\n"
                "  \"builders\": %s,\n"
                "  \"builders_mean_ms_per_kind\": { ",
                qPrintable(path), std::thread::hardware_concurrency(), runs,
                json(builders).constData());
    for (std::size_t k = 0; k < kAllChartKinds.size(); ++k)
        std::printf("%s\"%s\": %.3f", k ? ", " : "", qPrintable(chartKindKey(kAllChartKinds[k])),
                    perKind[k]);
    std::printf(" },\n"
                "  \"document_only\": %s,\n"
                "  \"all_panels_hidden\": %s,\n"
                "  \"one_visible_panel_with_paint\": {\n",
                json(documentOnly).constData(), json(hidden).constData());
    for (std::size_t i = 0; i < visible.size(); ++i)
        std::printf("    \"%s\": %s%s\n", qPrintable(visible[i].first),
                    json(visible[i].second).constData(), i + 1 < visible.size() ? "," : "");
    std::printf("  },\n  \"dashboard_with_paint\": {\n");
    for (std::size_t i = 0; i < dashboardTabs.size(); ++i)
        std::printf("    \"%s\": %s%s\n", qPrintable(dashboardTabs[i].first),
                    json(dashboardTabs[i].second).constData(),
                    i + 1 < dashboardTabs.size() ? "," : "");
    std::printf("  },\n"
                "  \"monte_carlo_background\": { \"draws\": %d, \"median_ms\": %.3f, "
                "\"min_ms\": %.3f, \"max_ms\": %.3f }\n"
                "}\n",
                gda::kDefaultUncertaintyDraws, simulation.median, simulation.min, simulation.max);
    return 0;
}
