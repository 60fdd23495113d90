// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Plan optimiser speed (issue 17). Target (Release, 2 cores): a 10-year scenario with 8
// workloads, 10 providers' offers and a purchase option in every month (with commitments per
// offer, start year and term, and the transfer method) is solved to optimality or to a gap below
// 0.5% within 5 s. Usage: bench_plan [SCENARIO.json] [TIME_LIMIT_S] [RUNS] [--no-commitments]
#include "assessment/assessment.h"
#include "plan/planoptimizer.h"
#include "scenario/scenariofile.h"

#include <QCoreApplication>
#include <QString>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

using namespace gda;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString path =
        argc > 1 ? QString::fromLocal8Bit(argv[1])
                 : QStringLiteral(GDA_BENCH_DIR "/scenario-plan-10-years-8-workloads.json");
    const double limit = argc > 2 ? std::atof(argv[2]) : 5.0;
    const int runs = argc > 3 ? std::max(1, std::atoi(argv[3])) : 3;
    const bool commitments = !(argc > 4 && std::string(argv[4]) == "--no-commitments");
    auto loaded = scenariofile::load(path);
    if (const auto *error = std::get_if<scenariofile::Error>(&loaded)) {
        std::fprintf(stderr, "%s\n", qPrintable(error->toString()));
        return 2;
    }
    // Resolved against the catalog as `optimize` resolves it (assessment.h: one way in), so the
    // benchmark solves the command's programme.
    auto resolved = assessment::resolve(std::get<Scenario>(loaded));
    if (const auto *problem = std::get_if<assessment::Problem>(&resolved)) {
        std::fprintf(stderr, "%s\n", qPrintable(problem->toString()));
        return 2;
    }
    const engine::Inputs in = std::get<Scenario>(resolved).inputs;
    std::vector<double> seconds;
    std::vector<double> cpu;
    plan::Result last;
    for (int r = 0; r < runs; ++r) {
        last = plan::optimise(
            in, {.timeLimitSeconds = limit, .threads = 2, .commitments = commitments});
        seconds.push_back(last.seconds);
        cpu.push_back(last.cpuSeconds);
    }
    std::sort(seconds.begin(), seconds.end());
    std::sort(cpu.begin(), cpu.end());
    int fleet = 0;
    for (const auto &p : last.purchases)
        fleet += p.gpus;
    std::printf("{\"scenario\": \"%s\", \"status\": \"%s\", \"npv\": %.2f, \"gap\": %s, "
                "\"model_exact\": %s, \"proved_optimal\": %s, \"seconds_median\": %.3f, "
                "\"seconds_max\": %.3f, "
                "\"cpu_seconds_median\": %.3f, "
                "\"runs\": %d, \"tranches\": %zu, \"commitments\": %zu, "
                "\"fleet_gpus\": %d, \"variables\": %d, \"integers\": %d, \"rows\": %d}\n",
                qPrintable(path), plan::statusKey(last.status).data(), last.npv,
                last.gap ? qPrintable(QString::number(*last.gap, 'g', 4)) : "null",
                last.modelExact ? "true" : "false", last.provedOptimal ? "true" : "false",
                seconds[seconds.size() / 2], seconds.back(), cpu[cpu.size() / 2], runs,
                last.purchases.size(), last.commitments.size(), fleet, last.variables,
                last.integers, last.rows);
    return 0;
}
