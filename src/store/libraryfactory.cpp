// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryfactory.h"

#include "core/applicationidentity.h"
#include "postgreslibrary.h"
#include "sqlitelibrary.h"

#include <QCoreApplication>
#include <QStandardPaths>

namespace gda::store {

Backend backendFor(const QString &location)
{
    const QString trimmed = location.trimmed();
    if (trimmed.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
        trimmed.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive))
        return Backend::PostgreSql;
    return Backend::Sqlite;
}

QString defaultLibraryLocation()
{
    const QString fromEnvironment = qEnvironmentVariable("GPU_ADVISOR_DB");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    return dataDirectory() + QStringLiteral("/scenarios.sqlite");
}

Result<std::unique_ptr<ScenarioLibrary>> makeLibrary(const QString &location,
                                                     const LibraryOptions &options)
{
    switch (backendFor(location)) {
    case Backend::PostgreSql: {
        auto library = std::make_unique<PostgresLibrary>();
        library->setSummarizer(options.summarizer);
        return std::unique_ptr<ScenarioLibrary>(std::move(library));
    }
    case Backend::Sqlite:
        break;
    }
    auto library = std::make_unique<SqliteLibrary>();
    if (options.busyTimeoutMs)
        library->setBusyTimeout(*options.busyTimeoutMs);
    library->setSummarizer(options.summarizer);
    library->setCreateIfMissing(options.createIfMissing);
    return std::unique_ptr<ScenarioLibrary>(std::move(library));
}

Result<std::unique_ptr<ScenarioLibrary>> openLibrary(const QString &location,
                                                     const LibraryOptions &options)
{
    auto library = makeLibrary(location, options);
    if (!library)
        return library.error();
    if (auto opened = (*library)->open(location); !opened)
        return opened.error();
    return library;
}

} // namespace gda::store
