// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryfixture.h"

#include "assessment/summarize.h"
#include "pgtestserver.h"
#include "store/libraryfactory.h"
#include "storetestsupport.h"

#include <algorithm>

namespace gda::test {

std::vector<LibraryBackend> libraryBackends()
{
    return {
        {QStringLiteral("sqlite"),
         [](const QTemporaryDir &dir) { return dir.filePath(QStringLiteral("scenarios.sqlite")); }},
        // A new database on the process's throw-away server (pgtestserver.h).
        {QStringLiteral("postgresql"),
         [](const QTemporaryDir &) {
             PgTestServer &server = PgTestServer::instance();
             return server.uri(server.createDatabase());
         }},
    };
}

const LibraryBackend &libraryBackend()
{
    static const std::vector<LibraryBackend> backends = libraryBackends();
    const QString wanted = qEnvironmentVariableIsEmpty("GDA_TEST_LIBRARY_BACKEND")
                               ? QStringLiteral("sqlite")
                               : qEnvironmentVariable("GDA_TEST_LIBRARY_BACKEND");
    const auto it = std::find_if(backends.begin(), backends.end(),
                                 [&](const LibraryBackend &b) { return b.name == wanted; });
    if (it == backends.end())
        FAIL("GDA_TEST_LIBRARY_BACKEND names no known backend: " << wanted.toStdString());
    return *it;
}

Summarizer FreshLibrary::defaultSummarizer()
{
    return summarize;
}

FreshLibrary::FreshLibrary(Summarizer summarizer)
{
    REQUIRE(dir.isValid());
    location = libraryBackend().freshLocation(dir);
    store::LibraryOptions options;
    options.summarizer = std::move(summarizer);
    auto opened = store::openLibrary(location, options);
    requireOk(opened);
    library = std::move(opened).value();
}

std::unique_ptr<store::ScenarioLibrary> FreshLibrary::openAnother(Summarizer summarizer) const
{
    store::LibraryOptions options;
    options.summarizer = std::move(summarizer);
    auto opened = store::openLibrary(location, options);
    requireOk(opened);
    return std::move(opened).value();
}

} // namespace gda::test
