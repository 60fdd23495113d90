// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "planoptimizer.h"

#include <cstddef>
#include <span>
#include <string>

// The plan solver is a module (gpu-advisor-plan-solver.so: planoptimizer.cpp with COIN-OR CBC)
// that the program loads the first time it optimises (solvermodule.cpp), so that CBC, Clp, BLAS,
// LAPACK and gfortran are mapped only by a program that plans. The module hands over this table.
namespace gda::plan::module {

// Raised whenever the table changes; with the sizes of the types passed, a module of another
// build is refused rather than called.
inline constexpr int kInterfaceVersion = 2;

// The module's one exported function: extern "C" const Solver *gda_plan_solver().
inline constexpr const char *kEntryName = "gda_plan_solver";

struct Solver
{
    int interfaceVersion = kInterfaceVersion;
    std::size_t inputsSize = sizeof(engine::Inputs);
    std::size_t requestSize = sizeof(Request);
    std::size_t resultSize = sizeof(Result);
    // optimise(), objectiveOf() and transferMethodOf() of planoptimizer.h: each returns false with
    // Unsupported's message in `unsupported` when the scenario is outside the optimiser's scope.
    bool (*optimise)(const engine::Inputs &in, const Request &request, Result &result,
                     std::string &unsupported) = nullptr;
    bool (*objectiveOf)(const engine::Inputs &in, const std::vector<engine::Purchase> &purchases,
                        const std::vector<engine::Commitment> &commitments, engine::Option option,
                        std::optional<double> &objective, std::string &unsupported) = nullptr;
    bool (*transferMethodOf)(const engine::Inputs &in, engine::MigrationMethod &method,
                             std::string &unsupported) = nullptr;
    // The program's option list (engine::optionList()), handed over before each call: the module
    // takes it as its own (engine::adoptOptionList), so both see the same options.
    void (*adoptOptionList)(std::span<const engine::OptionSpec> list) = nullptr;
};

} // namespace gda::plan::module
