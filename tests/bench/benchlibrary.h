// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A scenario library of `count` varied scenarios (250 clients), for the store and start-up
// benchmarks. Errors end the benchmark with a message on stderr.
#include "assessment/summarize.h"
#include "scenario/scenariofile.h"
#include "store/libraryfactory.h"
#include "store/sqlitelibrary.h"

#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>

namespace gda::bench {

[[noreturn]] inline void die(const char *benchmark, const QString &message)
{
    std::fprintf(stderr, "%s: %s\n", benchmark, message.toUtf8().constData());
    std::exit(1);
}

inline Scenario variant(int i, std::mt19937 &random, int batch)
{
    Scenario s;
    s.name = QStringLiteral("Scenario %1: %2 GPUs").arg(i).arg(8 + int(random() % 400));
    s.client = QStringLiteral("Client %1").arg(i % 250);
    s.notes = QStringLiteral("What if utilization is %1% and we lease? Batch %2.")
                  .arg(20 + int(random() % 70))
                  .arg(i / batch);
    s.inputs.workload.gpus = 8 + int(random() % 400);
    s.inputs.workload.utilization = 0.2 + double(random() % 70) / 100.0;
    s.inputs.horizonYears = 3 + int(random() % 3);
    return s;
}

// Fills the library at `path` (a file, or a postgresql:// URI of a team library) by importing
// scenario files written into `scratch`, `batch` per transaction (as a consultant's import would).
inline void fillLibrary(const char *benchmark, const QString &path, const QString &scratch,
                        int count, std::mt19937 &random, int batch = 1000)
{
    QDir().mkpath(scratch);
    store::LibraryOptions options;
    options.summarizer = summarize; // the columns filled, as the application fills them
    auto opened = store::openLibrary(path, options);
    if (!opened)
        die(benchmark, opened.error().message);
    store::ScenarioLibrary &store = **opened;
    for (int start = 0; start < count; start += batch) {
        QStringList files;
        for (int i = start; i < std::min(count, start + batch); ++i) {
            const QString file = QDir(scratch).filePath(QStringLiteral("%1.json").arg(i));
            // Plain writes: scenariofile::save syncs each file, which only slows the fill.
            QFile out(file);
            if (!out.open(QIODevice::WriteOnly) ||
                out.write(scenariofile::toCanonicalJson(variant(i, random, batch))) < 0)
                die(benchmark, out.errorString());
            files << file;
        }
        if (auto imported = store.importFiles(files); !imported)
            die(benchmark, imported.error().message);
    }
}

} // namespace gda::bench
