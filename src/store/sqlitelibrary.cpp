// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlitelibrary.h"

#include "core/sqlitebusy.h"
#include "files/regularfile.h"
#include "migrations.h"
#include "rowmapping.h"
#include "sqlerrors.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

#include <algorithm>

#ifdef Q_OS_LINUX
#include <sys/vfs.h>
#endif
#ifdef Q_OS_UNIX
#include <cerrno>
#include <unistd.h>
#endif

namespace gda::store {

using namespace rows;

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::store)
};

struct FileSystemKind
{
    long magic;
    const char *name;
};

// statfs f_type values (linux/magic.h) of file systems where SQLite's locks are not reliable.
constexpr FileSystemKind kNetworkFileSystems[] = {
    {0x6969, "NFS"},
    {0x517B, "SMB"},
    {static_cast<long>(0xFF534D42), "CIFS"},
    {static_cast<long>(0xFE534D42), "SMB2"},
    {0x65735546, "FUSE (sshfs, rclone, …)"},
    {0x73757245, "Coda"},
    {0x5346414F, "AFS"},
    {0x6B414653, "AFS"},
    {0x01021997, "9P"},
    {0x00C36400, "Ceph"},
    {0x564C, "NCP"},
    {0x7461636F, "OCFS2"},
    {0x01161970, "GFS2"},
};

// Folder names of desktop sync clients, compared case-insensitively with each path component.
constexpr const char *kSyncedFolders[] = {
    "Dropbox",      "OneDrive",    "Google Drive", "GoogleDrive",      "Nextcloud", "ownCloud",
    "iCloud Drive", "iCloudDrive", "pCloudDrive",  "Mobile Documents", "Seafile"};

// Why the existing library file `path` cannot be written, as "… is read-only because …", or
// empty. A writer needs the file and its folder (SQLite creates the -wal and -shm files there).
QString writeAccessProblem(const QString &path)
{
#ifdef Q_OS_UNIX
    const QString folder = QFileInfo(path).absolutePath();
    if (::access(QFile::encodeName(path).constData(), W_OK) != 0)
        return Msg::tr("%1 is read-only because the file cannot be written (%2).")
            .arg(displayPath(path), qt_error_string(errno));
    if (::access(QFile::encodeName(folder).constData(), W_OK) != 0)
        return Msg::tr("%1 is read-only because its folder %2 cannot be written (%3).")
            .arg(displayPath(path), displayPath(folder), qt_error_string(errno));
    return {};
#else
    if (!QFileInfo(path).isWritable())
        return Msg::tr("%1 is read-only because the file cannot be written (%2).")
            .arg(displayPath(path), Msg::tr("check its permissions"));
    return {};
#endif
}

// Adds write permission for the owner to `path` (a side file this process created).
void allowOwnerToWrite(const QString &path)
{
    QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::WriteOwner |
                                    QFileDevice::ReadOwner);
}

} // namespace

SqliteLibrary::SqliteLibrary() : SqlLibrary(SqlDialect::sqlite()) {}

SqliteLibrary::~SqliteLibrary()
{
    close();
}

QString SqliteLibrary::locationWarning(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const QStringList parts = QDir::fromNativeSeparators(absolute).split(u'/', Qt::SkipEmptyParts);
    for (const QString &part : parts)
        for (const char *synced : kSyncedFolders)
            if (part.compare(QLatin1String(synced), Qt::CaseInsensitive) == 0)
                return Msg::tr(
                           "%1 is in a cloud-synced folder (%2). Syncing can copy a half-written "
                           "library and break it: keep the library on a local disk and share "
                           "exported scenario files instead.")
                    .arg(displayPath(absolute), part);
#ifdef Q_OS_LINUX
    // The nearest folder that exists tells the file system the file will be on.
    QFileInfo existing(QFileInfo(absolute).absolutePath());
    while (!existing.exists() && !existing.isRoot())
        existing = QFileInfo(existing.absolutePath());
    struct statfs info; // filled by statfs()
    if (::statfs(QFile::encodeName(existing.absoluteFilePath()).constData(), &info) == 0) {
        for (const FileSystemKind &kind : kNetworkFileSystems)
            if (static_cast<long>(info.f_type) == kind.magic)
                return Msg::tr("%1 is on a network file system (%2). SQLite cannot lock files "
                               "safely there, so saving from two computers can damage the library: "
                               "keep it on a local disk.")
                    .arg(displayPath(absolute), QString::fromUtf8(kind.name));
    }
#endif
    return {};
}

void SqliteLibrary::setBusyTimeout(int milliseconds)
{
    m_busyTimeoutMs = std::max(0, milliseconds);
}

void SqliteLibrary::close()
{
    if (!m_connectionName.isEmpty()) {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
        m_connectionName.clear();
    }
    forgetState();
}

Result<void> SqliteLibrary::open(const QString &path)
{
    close();
    if (path.isEmpty())
        return StoreError{StoreError::Kind::Invalid, Msg::tr("No scenario library file was given")};
    const QFileInfo info(path);
    m_path = info.absoluteFilePath();
    const QString what = Msg::tr("Opening the scenario library %1").arg(displayPath(m_path));
    if (info.isDir())
        return StoreError{
            StoreError::Kind::Invalid,
            Msg::tr("%1 is a folder, not a scenario library").arg(displayPath(m_path))};
    if (const QString kind = files::nonRegularKind(m_path); !kind.isEmpty())
        return StoreError{
            StoreError::Kind::Invalid,
            Msg::tr("%1 is %2, not a scenario library file").arg(displayPath(m_path), kind)};
    if (!info.exists() && !m_createIfMissing)
        return StoreError{StoreError::Kind::NotFound,
                          Msg::tr("There is no scenario library at %1 (no such file); importing "
                                  "a scenario creates one")
                              .arg(displayPath(m_path))};
    if (!QDir().mkpath(info.absolutePath()))
        return StoreError{
            StoreError::Kind::Io,
            Msg::tr("The folder %1 cannot be created").arg(displayPath(info.absolutePath()))};
    QStringList warnings;
    if (const QString warning = locationWarning(m_path); !warning.isEmpty())
        warnings << warning;
    // Why an existing library cannot be written (the file's or the folder's permissions, a
    // read-only disk): it is then opened read-only, never as a writer.
    const QString accessProblem = info.exists() ? writeAccessProblem(m_path) : QString();
    // A read-only connection to a library whose write-ahead log is empty needs no side files:
    // "immutable" reads the file alone, so nothing is created in a folder that cannot be
    // written and no -shm is left with the file's read-only permissions.
    const QString walPath = m_path + QStringLiteral("-wal");
    const QString shmPath = m_path + QStringLiteral("-shm");
    // The last connection to close checkpoints the write-ahead log into the file and deletes it:
    // a log with frames in it before this open means a session that did not end cleanly (a
    // crash, a killed process, a power cut), or one still open elsewhere.
    const qint64 walBytes = QFileInfo(walPath).size();
    const bool immutable = !accessProblem.isEmpty() && walBytes == 0;
    const bool shmExisted = QFileInfo::exists(shmPath);

    const auto connect = [&](bool readOnly) -> Result<void> {
        m_connectionName = uniqueConnectionName(QStringLiteral("gda-store"));
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
        if (!m_db.isValid())
            return StoreError{StoreError::Kind::Io,
                              Msg::tr("%1 failed: Qt's SQLite driver is not installed "
                                      "(package libqt6sql6-sqlite)")
                                  .arg(what)};
        QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(m_busyTimeoutMs);
        if (readOnly)
            options += QStringLiteral(";QSQLITE_OPEN_READONLY");
        if (readOnly && immutable) {
            options += QStringLiteral(";QSQLITE_OPEN_URI");
            m_db.setDatabaseName(
                QStringLiteral("file:") +
                QString::fromLatin1(QUrl::toPercentEncoding(m_path, QByteArrayLiteral("/"))) +
                QStringLiteral("?mode=ro&immutable=1"));
        } else {
            m_db.setDatabaseName(m_path);
        }
        m_db.setConnectOptions(options);
        if (!m_db.open())
            return sqlError(m_db.lastError(), what);
        return {};
    };
    const auto fail = [&](StoreError error) -> Result<void> {
        close();
        return error;
    };

    if (info.exists() && info.size() > 0) {
        // Look at the file on a read-only connection first: a damaged or newer file is then
        // used read-only without a single write (no journal-mode switch, no checkpoint).
        if (auto opened = connect(true); !opened)
            return fail(opened.error());
        QString problem;
        // One read transaction, so one snapshot: another process creating the library at this
        // moment must not be seen without a schema version in one statement and with its
        // tables in the next ("damaged"). Ended below, or by close() on the way out.
        QSqlQuery(m_db).exec(QStringLiteral("BEGIN"));
        const auto applicationId = pragmaValue(m_db, QStringLiteral("application_id"));
        const auto version = pragmaValue(m_db, QStringLiteral("user_version"));
        if (!applicationId || !version) {
            problem = Msg::tr("%1 failed its integrity check (%2).")
                          .arg(displayPath(m_path),
                               (!applicationId ? applicationId.error() : version.error()).message);
        } else if (*applicationId != 0 && *applicationId != kApplicationId) {
            return fail({StoreError::Kind::Invalid,
                         Msg::tr("%1 is not a scenario library of GPU Decision Advisor")
                             .arg(displayPath(m_path))});
        } else if (*version > kSchemaVersion) {
            problem = Msg::tr("%1 was written by a newer version of GPU Decision Advisor (library "
                              "version %2; this version knows up to %3). Update the application to "
                              "change it.")
                          .arg(displayPath(m_path), QString::number(*version),
                               QString::number(kSchemaVersion));
        } else {
            QSqlQuery check(m_db);
            check.setForwardOnly(true);
            // quick_check reads every page of the file, which makes opening a large library slow
            // (issue #38). It runs where damage is likeliest or costliest: after a session that
            // did not end cleanly, and before the schema is migrated; checkIntegrity() (`store
            // check`) runs the full check on demand (docs/team-library.md, "Integrity checks of a
            // library file").
            const bool checkPages = walBytes > 0 || *version < kSchemaVersion;
            if (checkPages && !check.exec(QStringLiteral("PRAGMA quick_check"))) {
                problem = Msg::tr("%1 failed its integrity check (%2).")
                              .arg(displayPath(m_path), check.lastError().databaseText());
            } else if (checkPages && check.next() &&
                       check.value(0).toString() != QLatin1String("ok")) {
                problem = Msg::tr("%1 failed its integrity check (%2).")
                              .arg(displayPath(m_path), check.value(0).toString());
            } else if (*version == 0) {
                check.finish();
                if (!check.exec(QStringLiteral("SELECT count(*) FROM sqlite_schema")) ||
                    !check.next())
                    return fail(sqlError(check.lastError(), what));
                if (check.value(0).toInt() > 0 && *applicationId == 0)
                    return fail({StoreError::Kind::Invalid,
                                 Msg::tr("%1 is a database of another program, not a scenario "
                                         "library")
                                     .arg(displayPath(m_path))});
                // Ours, with tables, but no schema version: the header was damaged.
                if (check.value(0).toInt() > 0)
                    problem = Msg::tr("%1 is damaged: it holds the library's tables but no "
                                      "schema version.")
                                  .arg(displayPath(m_path));
            }
        }
        QSqlQuery(m_db).exec(QStringLiteral("COMMIT"));
        // A -shm this read-only connection had to create has the library's permissions; one
        // its owner cannot write would block every later writer.
        if (!shmExisted && QFileInfo::exists(shmPath))
            allowOwnerToWrite(shmPath);
        QString advice;
        if (!problem.isEmpty()) {
            advice = Msg::tr("It is open read-only and will not be changed: copy it somewhere "
                             "safe, export the scenarios you need, or restore a backup.");
        } else if (!accessProblem.isEmpty()) {
            problem = accessProblem;
            advice = Msg::tr("You can list, show and export its scenarios; to change them, make "
                             "it writable or copy it to a folder you can write.");
        }
        if (!problem.isEmpty()) {
            QSqlQuery(m_db).exec(QStringLiteral("PRAGMA query_only = ON"));
            m_readOnly = true;
            m_readOnlyReason = problem + u' ' + advice;
            m_warnings = QStringList{m_readOnlyReason} + warnings;
            return {};
        }
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
    }

    if (auto opened = connect(false); !opened)
        return fail(opened.error());
    QSqlQuery pragma(m_db);
    const QString settings[] = {
        QStringLiteral("PRAGMA foreign_keys = ON"),
        QStringLiteral("PRAGMA busy_timeout = %1").arg(m_busyTimeoutMs),
        QStringLiteral("PRAGMA synchronous = FULL"),
    };
    for (const QString &setting : settings)
        if (!pragma.exec(setting))
            return fail(sqlError(pragma.lastError(), what));
    if (!sqlite::execWhileBusy(pragma, QStringLiteral("PRAGMA journal_mode = WAL"),
                               m_busyTimeoutMs) ||
        !pragma.next())
        return fail(sqlError(pragma.lastError(), what));
    if (const QString mode = pragma.value(0).toString(); mode != QLatin1String("wal"))
        warnings << Msg::tr("%1 cannot use write-ahead logging (journal mode “%2”): windows and "
                            "programs that share the library wait for each other while one saves.")
                        .arg(displayPath(m_path), mode);
    pragma.finish();

    const auto migrated = migrate(m_db, m_path);
    if (!migrated)
        return fail(migrated.error());
    m_warnings = warnings;
    return {};
}

Result<ConnectionSettings> SqliteLibrary::connectionSettings() const
{
    const QString what = Msg::tr("Reading the connection settings");
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query(m_db);
    const auto read = [&](const char *pragma) -> std::optional<QVariant> {
        if (!query.exec(QStringLiteral("PRAGMA ") + QLatin1String(pragma)) || !query.next())
            return std::nullopt;
        return query.value(0);
    };
    const auto journal = read("journal_mode");
    const auto synchronous = read("synchronous");
    const auto foreignKeys = read("foreign_keys");
    const auto busyTimeout = read("busy_timeout");
    const auto queryOnly = read("query_only");
    if (!journal || !synchronous || !foreignKeys || !busyTimeout || !queryOnly)
        return sqlError(query.lastError(), what);
    return ConnectionSettings{journal->toString(), synchronous->toInt(), foreignKeys->toBool(),
                              busyTimeout->toInt(), queryOnly->toBool()};
}

Result<void> SqliteLibrary::checkIntegrity() const
{
    const QString what = Msg::tr("Checking the scenario library %1").arg(displayPath(m_path));
    if (auto open = requireOpen(what); !open)
        return open.error();
    const auto failed = [&](const QSqlQuery &query) -> StoreError {
        StoreError error = sqlError(query.lastError(), what);
        if (error.kind == StoreError::Kind::Corrupt) // too damaged for the check to go on
            error.message = Msg::tr("%1 failed its integrity check (%2).")
                                .arg(displayPath(m_path), query.lastError().databaseText());
        return error;
    };
    QStringList problems;
    QSqlQuery check(m_db);
    check.setForwardOnly(true);
    if (!check.exec(QStringLiteral("PRAGMA integrity_check")))
        return failed(check);
    while (check.next())
        if (const QString row = check.value(0).toString(); row != QLatin1String("ok"))
            problems << row;
    if (check.lastError().isValid())
        return failed(check);
    check.finish();
    // Rows that refer to a missing parent: table, rowid, parent table, constraint.
    if (!check.exec(QStringLiteral("PRAGMA foreign_key_check")))
        return failed(check);
    while (check.next())
        problems << QStringLiteral("row %1 of %2 refers to a missing row of %3")
                        .arg(check.value(1).toString(), check.value(0).toString(),
                             check.value(2).toString());
    if (problems.isEmpty())
        return {};
    constexpr qsizetype kShown = 5;
    QString shown = problems.mid(0, kShown).join(QStringLiteral("; "));
    if (problems.size() > kShown)
        shown += QStringLiteral("; …");
    return StoreError{
        StoreError::Kind::Corrupt,
        Msg::tr("%1 failed its integrity check (%2).").arg(displayPath(m_path), shown)};
}

QString SqliteLibrary::displayLocation() const
{
    return displayPath(m_path);
}

} // namespace gda::store
