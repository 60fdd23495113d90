// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryfactory.h"

#include "core/applicationidentity.h"
#include "sqlitelibrary.h"

#include <QCoreApplication>
#include <QStandardPaths>

namespace gda::store {

namespace {

struct Msg // this file's translation context (README, "Languages")
{
    Q_DECLARE_TR_FUNCTIONS(gda::store)
};

} // namespace

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
    case Backend::PostgreSql:
        // Never echo the location: a URI may hold a password.
        return StoreError{StoreError::Kind::Unsupported,
                          Msg::tr("Team libraries on a PostgreSQL server are not supported by "
                                  "this version yet; give the path of a library file instead")};
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
