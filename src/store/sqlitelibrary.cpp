// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlitelibrary.h"

#include "core/sqlitebusy.h"
#include "files/regularfile.h"
#include "migrations.h"
#include "rowmapping.h"
#include "scenario/scenariofile.h"
#include "sqliteerror.h"
#include "transaction.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>

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

std::atomic<int> s_connectionCount{0};

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

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

// A scenario checked and turned into what the tables hold.
struct SqliteLibrary::Prepared
{
    Scenario scenario;
    QString content; // canonical JSON
    QString nameKey;
    QString searchText;
    ScenarioSummary summary;
};

SqliteLibrary::SqliteLibrary() = default;

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

bool SqliteLibrary::isOpen() const
{
    return m_db.isOpen();
}

void SqliteLibrary::close()
{
    if (!m_connectionName.isEmpty()) {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
        m_connectionName.clear();
    }
    m_readOnly = false;
    m_readOnlyReason.clear();
    m_warnings.clear();
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
        m_connectionName = QStringLiteral("gda-store-%1").arg(++s_connectionCount);
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

Result<void> SqliteLibrary::requireOpen(const QString &what) const
{
    if (!m_db.isOpen())
        return StoreError{StoreError::Kind::Io,
                          Msg::tr("%1 failed: no scenario library is open").arg(what)};
    return {};
}

Result<void> SqliteLibrary::requireWritable(const QString &what) const
{
    if (auto open = requireOpen(what); !open)
        return open;
    if (m_readOnly)
        return StoreError{StoreError::Kind::ReadOnly,
                          Msg::tr("%1 failed: the scenario library is read-only. %2")
                              .arg(what, m_readOnlyReason)};
    return {};
}

template <typename Body>
auto SqliteLibrary::inWriteTransaction(const QString &what, Body &&body) -> decltype(body())
{
    if (auto writable = requireWritable(what); !writable)
        return writable.error();
    Transaction transaction(m_db, Transaction::Mode::Write, what);
    if (!transaction.isActive())
        return transaction.error();
    auto result = body();
    if (!result)
        return result; // the transaction's destructor rolls back
    if (auto committed = transaction.commit(); !committed)
        return committed.error();
    return result;
}

Result<SqliteLibrary::Prepared> SqliteLibrary::prepare(const Scenario &scenario) const
{
    if (const auto error = scenariofile::validate(scenario))
        return StoreError{StoreError::Kind::Invalid,
                          Msg::tr("The scenario is not valid: %1").arg(error->toString())};
    const QByteArray json = scenariofile::toCanonicalJson(scenario);
    if (json.size() > scenariofile::kMaxFileBytes)
        return StoreError{StoreError::Kind::TooLarge,
                          Msg::tr("The scenario is larger than %1 MB, the limit for scenarios")
                              .arg(scenariofile::kMaxFileBytes / (1024 * 1024))};
    Prepared prepared;
    prepared.scenario = scenario;
    prepared.content = QString::fromUtf8(json);
    prepared.nameKey = scenario.name.toCaseFolded();
    prepared.searchText =
        QString(scenario.name + u'\n' + scenario.client + u'\n' + scenario.notes).toCaseFolded();
    prepared.summary = summarize(scenario);
    return prepared;
}

Result<QVariant> SqliteLibrary::clientId(const QString &client, const QString &what)
{
    if (client.isEmpty())
        return QVariant(QMetaType::fromType<qlonglong>());
    QSqlQuery query(m_db);
    if (!run(query,
             QStringLiteral(
                 "INSERT INTO clients (name, created) VALUES (?, ?) ON CONFLICT (name) DO NOTHING"),
             {client, nowMs()}))
        return sqlError(query.lastError(), what);
    if (!run(query, QStringLiteral("SELECT id FROM clients WHERE name = ?"), {client}) ||
        !query.next())
        return sqlError(query.lastError(), what);
    return query.value(0);
}

Result<ScenarioId> SqliteLibrary::insert(const Prepared &prepared, const QString &note,
                                         const QString &what)
{
    const auto client = clientId(prepared.scenario.client, what);
    if (!client)
        return client.error();
    const qint64 now = nowMs();
    QSqlQuery query(m_db);
    if (!run(query,
             QStringLiteral(
                 "INSERT INTO scenarios (client_id, name, name_key, search_text, created,"
                 " modified, recommendation, break_even_month, savings, savings_fraction, revision)"
                 " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)"),
             {*client, prepared.scenario.name, prepared.nameKey, prepared.searchText, now, now,
              nullableText(prepared.summary.recommendation),
              nullableNumber(prepared.summary.breakEvenMonth),
              nullableNumber(prepared.summary.savings),
              nullableNumber(prepared.summary.savingsFraction)}))
        return sqlError(query.lastError(), what);
    const ScenarioId id = query.lastInsertId().toLongLong();
    if (!run(query,
             QStringLiteral("INSERT INTO revisions (scenario_id, revision, content, saved_at,"
                            " note) VALUES (?, 1, ?, ?, ?)"),
             {id, prepared.content, now, notNull(note)}))
        return sqlError(query.lastError(), what);
    return id;
}

Result<int> SqliteLibrary::storeRevision(ScenarioId id, const Prepared &prepared,
                                         std::optional<int> expectedRevision, const QString &note,
                                         const QString &what)
{
    auto revision = inWriteTransaction(what, [&]() -> Result<int> {
        // Inside the write lock: nobody can save between this check and the commit.
        QSqlQuery query(m_db);
        if (!run(query,
                 QStringLiteral(
                     "SELECT revision, deleted_at, client_id, name FROM scenarios WHERE id = ?"),
                 {id}))
            return sqlError(query.lastError(), what);
        if (!query.next())
            return notFound(id);
        const int stored = query.value(0).toInt();
        const bool trashed = !query.value(1).isNull();
        const QVariant oldClient = query.value(2);
        const QString storedName = query.value(3).toString();
        query.finish();
        if (trashed)
            return inTrash(id, storedName);
        if (expectedRevision && stored != *expectedRevision)
            return StoreError{
                StoreError::Kind::Conflict,
                Msg::tr("“%1” was saved elsewhere since it was opened (revision %2, opened "
                        "at revision %3). These changes were not saved: save them as a new "
                        "scenario, or reload.")
                    .arg(storedName, QString::number(stored), QString::number(*expectedRevision))};
        const auto client = clientId(prepared.scenario.client, what);
        if (!client)
            return client.error();
        const int revision = stored + 1;
        const qint64 now = nowMs();
        if (!run(query,
                 QStringLiteral(
                     "UPDATE scenarios SET client_id = ?, name = ?, name_key = ?, search_text = ?,"
                     " modified = ?, recommendation = ?, break_even_month = ?, savings = ?,"
                     " savings_fraction = ?, revision = ? WHERE id = ?"),
                 {*client, prepared.scenario.name, prepared.nameKey, prepared.searchText, now,
                  nullableText(prepared.summary.recommendation),
                  nullableNumber(prepared.summary.breakEvenMonth),
                  nullableNumber(prepared.summary.savings),
                  nullableNumber(prepared.summary.savingsFraction), revision, id}))
            return sqlError(query.lastError(), what);
        if (!run(query,
                 QStringLiteral("INSERT INTO revisions (scenario_id, revision, content, saved_at,"
                                " note) VALUES (?, ?, ?, ?, ?)"),
                 {id, revision, prepared.content, now, notNull(note)}))
            return sqlError(query.lastError(), what);
        if (!oldClient.isNull() && oldClient != *client) {
            // The previous client goes when its last scenario leaves it.
            if (!run(query,
                     QStringLiteral("DELETE FROM clients WHERE id = ? AND NOT EXISTS"
                                    " (SELECT 1 FROM scenarios WHERE client_id = ?)"),
                     {oldClient, oldClient}))
                return sqlError(query.lastError(), what);
        }
        return revision;
    });
    if (revision)
        notify({LibraryChange::Kind::Saved, id, *revision});
    return revision;
}

Result<ScenarioId> SqliteLibrary::created(Result<ScenarioId> id) const
{
    const LibraryChange change{LibraryChange::Kind::Created, id ? *id : 0, 1};
    return notifyIfDone(std::move(id), change);
}

Result<ScenarioId> SqliteLibrary::create(const Scenario &scenario, const QString &note)
{
    const QString what = Msg::tr("Creating the scenario");
    if (auto writable = requireWritable(what); !writable)
        return writable.error();
    const auto prepared = prepare(scenario);
    if (!prepared)
        return prepared.error();
    return created(inWriteTransaction(what, [&] { return insert(*prepared, note, what); }));
}

Result<int> SqliteLibrary::save(ScenarioId id, const Scenario &scenario, int expectedRevision,
                                const QString &note)
{
    const QString what = Msg::tr("Saving the scenario");
    if (auto writable = requireWritable(what); !writable)
        return writable.error();
    const auto prepared = prepare(scenario);
    if (!prepared)
        return prepared.error();
    return storeRevision(id, *prepared, expectedRevision, note, what);
}

Result<StoredScenario> SqliteLibrary::load(ScenarioId id) const
{
    const QString what = Msg::tr("Loading scenario %1").arg(id);
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!run(query,
             kRecordSelect + QStringLiteral(", r.content") + kRecordFrom +
                 QStringLiteral(" LEFT JOIN revisions r ON r.scenario_id = s.id AND r.revision ="
                                " s.revision WHERE s.id = ?"),
             {id}))
        return sqlError(query.lastError(), what);
    if (!query.next())
        return notFound(id);
    StoredScenario stored;
    stored.record = readRecord(query);
    if (query.value(kRecordColumns).isNull())
        return damagedScenario(
            id, Msg::tr("its current revision %1 is missing").arg(stored.record.revision));
    auto scenario = parseStored(id, query.value(kRecordColumns).toString());
    if (!scenario)
        return scenario.error();
    stored.scenario = std::move(scenario).value();
    return stored;
}

Result<QList<ScenarioRecord>> SqliteLibrary::list(const ListFilter &filter) const
{
    const QString what = Msg::tr("Listing the scenarios");
    if (auto open = requireOpen(what); !open)
        return open.error();
    QString sql = kRecordSelect + kRecordFrom + QStringLiteral(" WHERE 1 = 1");
    QVariantList values;
    switch (filter.trash) {
    case ListFilter::Trash::Exclude:
        sql += QStringLiteral(" AND s.deleted_at IS NULL");
        break;
    case ListFilter::Trash::Only:
        sql += QStringLiteral(" AND s.deleted_at IS NOT NULL");
        break;
    case ListFilter::Trash::Include:
        break;
    }
    if (filter.client) {
        if (filter.client->isEmpty()) {
            sql += QStringLiteral(" AND s.client_id IS NULL");
        } else {
            sql += QStringLiteral(" AND c.name = ?");
            values << *filter.client;
        }
    }
    if (!filter.name.isEmpty()) {
        sql += QStringLiteral(" AND instr(s.name_key, ?) > 0");
        values << filter.name.toCaseFolded();
    }
    const QStringList words =
        filter.text.toCaseFolded().simplified().split(u' ', Qt::SkipEmptyParts);
    for (const QString &word : words) {
        sql += QStringLiteral(" AND instr(s.search_text, ?) > 0");
        values << word;
    }
    sql += QStringLiteral(" ORDER BY s.modified DESC, s.id DESC");

    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!run(query, sql, values))
        return sqlError(query.lastError(), what);
    QList<ScenarioRecord> records;
    while (query.next())
        records.append(readRecord(query));
    if (query.lastError().isValid())
        return sqlError(query.lastError(), what);
    return records;
}

Result<QStringList> SqliteLibrary::clients() const
{
    const QString what = Msg::tr("Listing the clients");
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT DISTINCT c.name FROM clients c JOIN scenarios s"
                                   " ON s.client_id = c.id WHERE s.deleted_at IS NULL")))
        return sqlError(query.lastError(), what);
    QStringList names;
    while (query.next())
        names << query.value(0).toString();
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        return QString::localeAwareCompare(a, b) < 0;
    });
    return names;
}

Result<ScenarioId> SqliteLibrary::duplicate(ScenarioId id)
{
    const QString what = Msg::tr("Duplicating the scenario");
    if (auto writable = requireWritable(what); !writable)
        return writable.error();
    const auto original = load(id);
    if (!original)
        return original.error();
    Scenario copy = original->scenario;
    const QString name = copy.name;
    copy.name = Msg::tr("%1 (copy)").arg(name);
    if (const auto error = scenariofile::validate(copy);
        error && error->field == QLatin1String("name"))
        copy.name =
            Msg::tr("%1 (copy)").arg(name.left(name.size() - (copy.name.size() - name.size())));
    const auto prepared = prepare(copy);
    if (!prepared)
        return prepared.error();
    const QString note = Msg::tr("Duplicated from scenario %1 revision %2")
                             .arg(QString::number(id))
                             .arg(original->record.revision);
    return created(inWriteTransaction(what, [&] { return insert(*prepared, note, what); }));
}

Result<int> SqliteLibrary::rename(ScenarioId id, const QString &name)
{
    const QString what = Msg::tr("Renaming the scenario");
    if (auto writable = requireWritable(what); !writable)
        return writable.error();
    const auto original = load(id);
    if (!original)
        return original.error();
    if (original->record.deletedAt)
        return inTrash(id, original->record.name);
    Scenario renamed = original->scenario;
    renamed.name = name;
    const auto prepared = prepare(renamed);
    if (!prepared)
        return prepared.error();
    // Expect the revision just loaded: a save in between is a conflict, not overwritten.
    return storeRevision(id, *prepared, original->record.revision,
                         Msg::tr("Renamed from “%1”").arg(original->record.name), what);
}

Result<void> SqliteLibrary::moveToTrash(ScenarioId id)
{
    const QString what = Msg::tr("Moving the scenario to the trash");
    auto moved = inWriteTransaction(what, [&]() -> Result<void> {
        QSqlQuery query(m_db);
        if (!run(query, QStringLiteral("SELECT deleted_at FROM scenarios WHERE id = ?"), {id}))
            return sqlError(query.lastError(), what);
        if (!query.next())
            return notFound(id);
        const bool trashed = !query.value(0).isNull();
        query.finish();
        if (!trashed &&
            !run(query, QStringLiteral("UPDATE scenarios SET deleted_at = ? WHERE id = ?"),
                 {nowMs(), id}))
            return sqlError(query.lastError(), what);
        return {};
    });
    return notifyIfDone(std::move(moved), {LibraryChange::Kind::Trashed, id, 0});
}

Result<void> SqliteLibrary::restoreFromTrash(ScenarioId id)
{
    const QString what = Msg::tr("Restoring the scenario from the trash");
    auto restored = inWriteTransaction(what, [&]() -> Result<void> {
        QSqlQuery query(m_db);
        if (!run(query, QStringLiteral("UPDATE scenarios SET deleted_at = NULL WHERE id = ?"),
                 {id}))
            return sqlError(query.lastError(), what);
        if (query.numRowsAffected() == 0)
            return notFound(id);
        return {};
    });
    return notifyIfDone(std::move(restored), {LibraryChange::Kind::Restored, id, 0});
}

Result<int> SqliteLibrary::emptyTrash()
{
    const QString what = Msg::tr("Emptying the trash");
    QList<ScenarioId> removed;
    auto emptied = inWriteTransaction(what, [&]() -> Result<int> {
        QSqlQuery query(m_db);
        if (!query.exec(QStringLiteral("SELECT id FROM scenarios WHERE deleted_at IS NOT NULL")))
            return sqlError(query.lastError(), what);
        while (query.next())
            removed.append(query.value(0).toLongLong());
        query.finish();
        // Revisions go with their scenario (ON DELETE CASCADE).
        if (!query.exec(QStringLiteral("DELETE FROM scenarios WHERE deleted_at IS NOT NULL")))
            return sqlError(query.lastError(), what);
        const int count = query.numRowsAffected();
        if (!query.exec(QStringLiteral("DELETE FROM clients WHERE NOT EXISTS"
                                       " (SELECT 1 FROM scenarios WHERE client_id = clients.id)")))
            return sqlError(query.lastError(), what);
        return count;
    });
    if (emptied)
        for (ScenarioId id : removed)
            notify({LibraryChange::Kind::Deleted, id, 0});
    return emptied;
}

Result<QList<RevisionRecord>> SqliteLibrary::history(ScenarioId id) const
{
    const QString what = Msg::tr("Reading the history of scenario %1").arg(id);
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!run(query,
             QStringLiteral("SELECT revision, saved_at, note FROM revisions"
                            " WHERE scenario_id = ? ORDER BY revision DESC"),
             {id}))
        return sqlError(query.lastError(), what);
    QList<RevisionRecord> revisions;
    while (query.next())
        revisions.append({query.value(0).toInt(), fromMs(query.value(1).toLongLong()),
                          query.value(2).toString()});
    if (revisions.isEmpty())
        return notFound(id); // every scenario has at least revision 1
    return revisions;
}

Result<Scenario> SqliteLibrary::loadRevision(ScenarioId id, int revision) const
{
    const QString what = Msg::tr("Loading revision %1 of scenario %2").arg(revision).arg(id);
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!run(query,
             QStringLiteral("SELECT r.content, s.revision FROM scenarios s LEFT JOIN"
                            " revisions r ON r.scenario_id = s.id AND r.revision = ?"
                            " WHERE s.id = ?"),
             {revision, id}))
        return sqlError(query.lastError(), what);
    if (!query.next())
        return notFound(id);
    if (query.value(0).isNull())
        return StoreError{StoreError::Kind::NotFound,
                          Msg::tr("Scenario %1 has no revision %2 (it has revisions 1 to %3)")
                              .arg(QString::number(id))
                              .arg(revision)
                              .arg(query.value(1).toInt())};
    return parseStored(id, query.value(0).toString());
}

Result<int> SqliteLibrary::restoreRevision(ScenarioId id, int revision,
                                           std::optional<int> expectedRevision)
{
    const QString what = Msg::tr("Restoring revision %1").arg(revision);
    if (auto writable = requireWritable(what); !writable)
        return writable.error();
    // Revisions never change once written, so reading it outside the transaction is safe.
    const auto old = loadRevision(id, revision);
    if (!old)
        return old.error();
    const auto prepared = prepare(*old);
    if (!prepared)
        return prepared.error();
    return storeRevision(id, *prepared, expectedRevision,
                         Msg::tr("Restored revision %1").arg(revision), what);
}

Result<QList<ScenarioId>> SqliteLibrary::importFiles(const QStringList &paths)
{
    const QString what = Msg::tr("Importing scenario files");
    if (auto writable = requireWritable(what); !writable)
        return writable.error();
    if (paths.isEmpty())
        return StoreError{StoreError::Kind::Invalid,
                          Msg::tr("No scenario files were given to import")};
    // Every file is read and checked before the first write.
    std::vector<std::pair<Prepared, QString>> files;
    files.reserve(std::size_t(paths.size()));
    for (const QString &path : paths) {
        const auto loaded = scenariofile::load(path);
        if (const auto *error = std::get_if<scenariofile::Error>(&loaded))
            return fileError(path, *error);
        auto prepared = prepare(std::get<Scenario>(loaded));
        if (!prepared) {
            StoreError error = prepared.error();
            error.message = displayPath(path) + QStringLiteral(": ") + error.message;
            return error;
        }
        files.emplace_back(std::move(prepared).value(),
                           Msg::tr("Imported from %1").arg(QFileInfo(path).fileName()));
    }
    auto imported = inWriteTransaction(what, [&]() -> Result<QList<ScenarioId>> {
        QList<ScenarioId> ids;
        for (const auto &[prepared, note] : files) {
            const auto id = insert(prepared, note, what);
            if (!id)
                return id.error();
            ids.append(*id);
        }
        return ids;
    });
    if (imported)
        for (ScenarioId id : *imported)
            notify({LibraryChange::Kind::Created, id, 1});
    return imported;
}

Result<void> SqliteLibrary::exportToFile(ScenarioId id, const QString &path) const
{
    const auto stored = load(id);
    if (!stored)
        return stored.error();
    if (const QString error = scenariofile::save(stored->scenario, path); !error.isEmpty())
        return StoreError{StoreError::Kind::Io, error};
    return {};
}

Result<int> SqliteLibrary::refreshSummaries()
{
    const QString what = Msg::tr("Updating the scenario list");
    auto refreshed = inWriteTransaction(what, [&]() -> Result<int> {
        QSqlQuery select(m_db);
        select.setForwardOnly(true);
        if (!select.exec(QStringLiteral("SELECT s.id, r.content FROM scenarios s JOIN revisions r"
                                        " ON r.scenario_id = s.id AND r.revision = s.revision")))
            return sqlError(select.lastError(), what);
        std::vector<std::pair<ScenarioId, ScenarioSummary>> summaries;
        while (select.next()) {
            const ScenarioId id = select.value(0).toLongLong();
            const auto scenario = parseStored(id, select.value(1).toString());
            if (!scenario)
                return scenario.error();
            summaries.emplace_back(id, summarize(*scenario));
        }
        select.finish();
        QSqlQuery update(m_db);
        for (const auto &[id, summary] : summaries)
            if (!run(update,
                     QStringLiteral("UPDATE scenarios SET recommendation = ?, break_even_month = ?,"
                                    " savings = ?, savings_fraction = ? WHERE id = ?"),
                     {nullableText(summary.recommendation), nullableNumber(summary.breakEvenMonth),
                      nullableNumber(summary.savings), nullableNumber(summary.savingsFraction),
                      id}))
                return sqlError(update.lastError(), what);
        return int(summaries.size());
    });
    return notifyIfDone(std::move(refreshed), {LibraryChange::Kind::Summaries, 0, 0});
}

Result<LibraryContents> SqliteLibrary::contents() const
{
    const QString what = Msg::tr("Reading the whole library");
    if (auto open = requireOpen(what); !open)
        return open.error();
    // One read transaction: a consistent picture even while another program saves.
    Transaction transaction(m_db, Transaction::Mode::Read, what);
    if (!transaction.isActive())
        return transaction.error();
    LibraryContents contents;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT name, created FROM clients ORDER BY id")))
        return sqlError(query.lastError(), what);
    while (query.next())
        contents.clients.append({query.value(0).toString(), fromMs(query.value(1).toLongLong())});
    query.finish();
    if (!query.exec(kRecordSelect + kRecordFrom + QStringLiteral(" ORDER BY s.id")))
        return sqlError(query.lastError(), what);
    std::map<ScenarioId, qsizetype> index;
    while (query.next()) {
        index[query.value(0).toLongLong()] = contents.scenarios.size();
        contents.scenarios.append({readRecord(query), {}});
    }
    query.finish();
    if (!query.exec(QStringLiteral("SELECT scenario_id, revision, saved_at, note, content FROM"
                                   " revisions ORDER BY scenario_id, revision")))
        return sqlError(query.lastError(), what);
    while (query.next()) {
        const auto it = index.find(query.value(0).toLongLong());
        if (it == index.end())
            continue; // a revision without its scenario is never listed
        contents.scenarios[it->second].revisions.append(
            {{query.value(1).toInt(), fromMs(query.value(2).toLongLong()),
              query.value(3).toString()},
             query.value(4).toString()});
    }
    if (query.lastError().isValid())
        return sqlError(query.lastError(), what);
    return contents;
}

Result<QList<ScenarioId>> SqliteLibrary::addContents(const LibraryContents &contents, AddMode mode)
{
    const QString what = Msg::tr("Copying scenarios into %1").arg(displayPath(m_path));
    auto added = inWriteTransaction(what, [&]() -> Result<QList<ScenarioId>> {
        QSqlQuery query(m_db);
        if (mode == AddMode::IntoEmpty) {
            if (!query.exec(QStringLiteral("SELECT count(*) FROM scenarios")) || !query.next())
                return sqlError(query.lastError(), what);
            if (const int count = query.value(0).toInt(); count > 0)
                return StoreError{
                    StoreError::Kind::Invalid,
                    Msg::tr(
                        "%1 failed: the library is not empty (scenarios: %2, the trash included)")
                        .arg(what, QString::number(count))};
            query.finish();
        }
        for (const ClientRecord &client : contents.clients)
            if (!run(query,
                     QStringLiteral("INSERT INTO clients (name, created) VALUES (?, ?)"
                                    " ON CONFLICT (name) DO NOTHING"),
                     {client.name, client.created.toMSecsSinceEpoch()}))
                return sqlError(query.lastError(), what);
        QList<ScenarioId> ids;
        for (const ScenarioHistory &history : contents.scenarios) {
            const auto copied = checkCopied(history);
            if (!copied)
                return copied.error();
            const ScenarioRecord &r = history.record;
            const auto client = clientId(r.client, what);
            if (!client)
                return client.error();
            const QVariant deletedAt = r.deletedAt ? QVariant(r.deletedAt->toMSecsSinceEpoch())
                                                   : QVariant(QMetaType::fromType<qlonglong>());
            const QVariant id = mode == AddMode::IntoEmpty
                                    ? QVariant(r.id)
                                    : QVariant(QMetaType::fromType<qlonglong>());
            if (!run(query,
                     QStringLiteral("INSERT INTO scenarios (id, client_id, name, name_key,"
                                    " search_text, created, modified, recommendation,"
                                    " break_even_month, savings, savings_fraction, revision,"
                                    " deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                     {id, *client, r.name, copied->nameKey, copied->searchText,
                      r.created.toMSecsSinceEpoch(), r.modified.toMSecsSinceEpoch(),
                      nullableText(copied->summary.recommendation),
                      nullableNumber(copied->summary.breakEvenMonth),
                      nullableNumber(copied->summary.savings),
                      nullableNumber(copied->summary.savingsFraction), r.revision, deletedAt}))
                return sqlError(query.lastError(), what);
            const ScenarioId newId = query.lastInsertId().toLongLong();
            QSqlQuery revisions(m_db);
            if (!revisions.prepare(
                    QStringLiteral("INSERT INTO revisions (scenario_id, revision, content,"
                                   " saved_at, note) VALUES (?, ?, ?, ?, ?)")))
                return sqlError(revisions.lastError(), what);
            for (const RevisionContent &revision : history.revisions) {
                revisions.addBindValue(newId);
                revisions.addBindValue(revision.record.revision);
                revisions.addBindValue(revision.content);
                revisions.addBindValue(revision.record.savedAt.toMSecsSinceEpoch());
                revisions.addBindValue(notNull(revision.record.note));
                if (!revisions.exec())
                    return sqlError(revisions.lastError(), what);
            }
            ids.append(newId);
        }
        return ids;
    });
    if (added)
        for (qsizetype i = 0; i < added->size(); ++i)
            notify({LibraryChange::Kind::Created, added->at(i),
                    contents.scenarios[i].record.revision});
    return added;
}

} // namespace gda::store
