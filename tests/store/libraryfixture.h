// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenariosummary.h"
#include "store/scenariolibrary.h"

#include <QTemporaryDir>

#include <functional>
#include <memory>
#include <vector>

// The library tests run against the ScenarioLibrary interface only, on a real library of the
// backend chosen for the run — never a mock. A backend is a name and a way to make a fresh,
// empty library location: "sqlite" (a file in a temporary folder) or "postgresql" (a new
// database on a throw-away server the test process starts, pgtestserver.h). CTest runs the
// [library] tests once per backend, GDA_TEST_LIBRARY_BACKEND naming it.
namespace gda::test {

struct LibraryBackend
{
    QString name;
    // A location of an empty library of this backend, inside `dir` or named after it.
    std::function<QString(const QTemporaryDir &dir)> freshLocation;
};

std::vector<LibraryBackend> libraryBackends();

// $GDA_TEST_LIBRARY_BACKEND, "sqlite" when unset; fails the test for an unknown name.
const LibraryBackend &libraryBackend();

// A fresh library of the run's backend, opened through store::openLibrary with `summarizer`
// (the engine's, as the application and the command line pass it, unless a test says otherwise).
struct FreshLibrary
{
    explicit FreshLibrary(Summarizer summarizer = defaultSummarizer());

    // The engine's summariser (gda::summarize).
    static Summarizer defaultSummarizer();

    // A second, independent connection to the same library (another window or program).
    std::unique_ptr<store::ScenarioLibrary>
    openAnother(Summarizer summarizer = defaultSummarizer()) const;

    store::ScenarioLibrary &operator*() { return *library; }
    store::ScenarioLibrary *operator->() { return library.get(); }

    QTemporaryDir dir;
    QString location;
    std::unique_ptr<store::ScenarioLibrary> library;
};

} // namespace gda::test
