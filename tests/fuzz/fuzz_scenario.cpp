// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the scenario loader: any bytes must give a scenario or an error value,
// and an accepted scenario must save, reload identically and evaluate to finite numbers.
#include "engine/costmodel.h"
#include "scenario/scenariofile.h"

#include <cmath>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    auto result = gda::scenariofile::parse(bytes);
    if (auto *error = std::get_if<gda::scenariofile::Error>(&result)) {
        if (error->message.isEmpty())
            std::abort(); // every refusal must say why
        return 0;
    }
    const gda::Scenario &scenario = std::get<gda::Scenario>(result);
    auto again = gda::scenariofile::parse(gda::scenariofile::toCanonicalJson(scenario));
    if (!std::holds_alternative<gda::Scenario>(again) ||
        !(std::get<gda::Scenario>(again).inputs == scenario.inputs))
        std::abort(); // what we write we must read back
    if (gda::scenariofile::validate(scenario))
        std::abort(); // the loader and the checker must agree
    gda::engine::Inputs inputs = scenario.inputs;
    inputs.workload.gpus = std::min(inputs.workload.gpus, 512); // keep each run fast
    for (gda::engine::WorkloadInput &w : inputs.workloads)      // version 2
        w.gpus = std::min(w.gpus, 512);
    const auto evaluation = gda::engine::evaluateOptions(inputs);
    for (const auto &option : evaluation.options)
        if (!std::isfinite(option.tco) && option.tco != HUGE_VAL)
            std::abort();
    return 0;
}
