// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The functions of planoptimizer.h that need the solver, in the program: they load the solver
// module the first time one of them runs and call it.
#include "solvermodule.h"

#include "ondemand/ondemandlibrary.h"

#include <filesystem>
#include <system_error>

namespace gda::plan {

using namespace gda::engine;

namespace {

// Where the module is: where it is installed, relative to the program's folder; and for a
// program run from the build tree, the module built there.
std::vector<std::string> moduleCandidates()
{
    std::error_code error;
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        return {GDA_PLAN_SOLVER_BUILD_PATH};
    std::vector<std::string> candidates{
        (program.parent_path() / GDA_PLAN_SOLVER_RELATIVE_PATH).lexically_normal().string()};
    if (program.string().starts_with(GDA_BUILD_DIR "/"))
        candidates.emplace_back(GDA_PLAN_SOLVER_BUILD_PATH);
    return candidates;
}

struct Loaded
{
    const module::Solver *solver = nullptr;
    std::string error;
};

const Loaded &loaded()
{
    static const Loaded once = [] {
        static ondemand::OnDemandLibrary library(moduleCandidates());
        Loaded result;
        using Entry = const module::Solver *();
        Entry *entry = library.function<Entry>(module::kEntryName);
        if (entry == nullptr) {
            result.error = library.error();
            return result;
        }
        const module::Solver *solver = entry();
        const module::Solver expected;
        if (solver == nullptr || solver->interfaceVersion != expected.interfaceVersion ||
            solver->inputsSize != expected.inputsSize ||
            solver->requestSize != expected.requestSize ||
            solver->resultSize != expected.resultSize) {
            result.error = "the module found is of another build of GPU Decision Advisor";
            return result;
        }
        result.solver = solver;
        return result;
    }();
    return once;
}

// The module, with this program's option list handed to it: the module has its own copy of the
// list (its engine is linked in, hidden), so an option a test added must reach it with each call.
const module::Solver &solver()
{
    const Loaded &module = loaded();
    if (module.solver == nullptr)
        throw SolverUnavailable("the plan solver cannot be loaded (" + module.error + ")");
    module.solver->adoptOptionList(optionList());
    return *module.solver;
}

} // namespace

Result optimise(const Inputs &in, const Request &request)
{
    Result result;
    if (std::string unsupported; !solver().optimise(in, request, result, unsupported))
        throw Unsupported(unsupported);
    return result;
}

std::optional<double> objectiveOf(const Inputs &in, const std::vector<Purchase> &purchases,
                                  const std::vector<Commitment> &commitments, Option option)
{
    std::optional<double> objective;
    if (std::string unsupported;
        !solver().objectiveOf(in, purchases, commitments, option, objective, unsupported))
        throw Unsupported(unsupported);
    return objective;
}

MigrationMethod transferMethodOf(const Inputs &in)
{
    MigrationMethod method{};
    if (std::string unsupported; !solver().transferMethodOf(in, method, unsupported))
        throw Unsupported(unsupported);
    return method;
}

} // namespace gda::plan
