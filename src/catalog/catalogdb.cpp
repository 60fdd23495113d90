// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogdb.h"

#include "catalogjson.h"
#include "core/sqlitebusy.h"
#include "scenario/jsonfields.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStorageInfo>
#include <QUrl>

#include <atomic>

#include <unistd.h>

namespace gda::catalog {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::catalog)
};

// Below this much free space a failed write is taken for a full disk.
constexpr qint64 kFullDiskBytes = 1024 * 1024;
constexpr int kApplicationId = 0x47444143; // "GDAC": a price catalog of GPU Decision Advisor
enum class EntryKind { GpuModel = 0, CloudOffer = 1, DatacenterDefault = 2 };

// Schema steps: step i brings user_version from i to i + 1, in one transaction.
const std::vector<QStringList> &migrations()
{
    static const std::vector<QStringList> steps{
        {QStringLiteral("CREATE TABLE entries (id TEXT NOT NULL PRIMARY KEY, kind INTEGER NOT "
                        "NULL CHECK (kind BETWEEN 0 AND 2), json TEXT NOT NULL)"),
         QStringLiteral("CREATE TABLE meta (key TEXT NOT NULL PRIMARY KEY, value TEXT NOT NULL)"),
         QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId)},
    };
    return steps;
}

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// "PATH: reason"
QString named(const QString &path, const QString &reason)
{
    return shown(path) + QStringLiteral(": ") + reason;
}

// One named Qt SQL connection, removed again when this goes (declare it before any query).
class Connection
{
public:
    Connection() : m_name(QStringLiteral("gda-catalog-%1").arg(++s_count)) {}
    ~Connection()
    {
        if (!m_added)
            return;
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    QSqlDatabase &db() { return m_db; }

    // Opens the existing database for reading. A file or folder that cannot be written (by
    // this user, or a read-only disk) is read without creating anything beside it ("immutable"
    // when no write-ahead log is pending).
    QString openForReading(const QString &path)
    {
        const QFileInfo file(path);
        const bool writable =
            ::access(QFile::encodeName(path).constData(), W_OK) == 0 &&
            ::access(QFile::encodeName(file.absolutePath()).constData(), W_OK) == 0;
        QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kCatalogBusyTimeoutMs);
        if (writable) {
            // A normal connection that only reads: closing it as the last one removes the
            // write-ahead log and its index, as a writer's would.
            if (const QString problem = open(path, options, path); !problem.isEmpty())
                return problem;
            QSqlQuery(m_db).exec(QStringLiteral("PRAGMA query_only = ON"));
            return {};
        }
        const bool immutable = QFileInfo(path + QStringLiteral("-wal")).size() == 0;
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
        if (immutable) {
            options += QStringLiteral(";QSQLITE_OPEN_URI");
            return open(QStringLiteral("file:") +
                            QString::fromLatin1(QUrl::toPercentEncoding(file.absoluteFilePath(),
                                                                        QByteArrayLiteral("/"))) +
                            QStringLiteral("?mode=ro&immutable=1"),
                        options, path);
        }
        return open(path, options, path);
    }

    // Opens (creating the folder and the file) for writing, with the pragmas every writer
    // needs, and brings the schema up to date.
    QString openForWriting(const QString &path)
    {
        const QString folder = QFileInfo(path).absolutePath();
        if (!QDir().mkpath(folder))
            return Msg::tr("the folder %1 cannot be created").arg(shown(folder));
        if (const QString problem = open(
                path, QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kCatalogBusyTimeoutMs), path);
            !problem.isEmpty())
            return problem;
        QSqlQuery pragma(m_db);
        for (const QString &setting :
             {QStringLiteral("PRAGMA busy_timeout = %1").arg(kCatalogBusyTimeoutMs),
              QStringLiteral("PRAGMA synchronous = FULL"),
              QStringLiteral("PRAGMA journal_mode = WAL")})
            if (!sqlite::execWhileBusy(pragma, setting, kCatalogBusyTimeoutMs))
                return sqlProblem(path, pragma.lastError());
        pragma.finish();
        return migrate(path);
    }

    // The reasons below name no path: callers put "PATH: " before them (named()).
    static QString sqlProblem(const QString &path, const QSqlError &error)
    {
        QString reason = error.databaseText().isEmpty() ? error.text() : error.databaseText();
        // SQLite says "disk I/O error" (or "database or disk is full") when a write or the
        // shared-memory index finds the disk full; say what the user can act on.
        const int code = error.nativeErrorCode().toInt() & 0xff;
        if (code == 10 /* SQLITE_IOERR */ || code == 13 /* SQLITE_FULL */) {
            const QStorageInfo disk(QFileInfo(path).absolutePath());
            if (disk.isValid() && disk.bytesAvailable() < kFullDiskBytes)
                reason = Msg::tr("no space left on the disk that holds it (%1 bytes free; "
                                 "SQLite: %2)")
                             .arg(disk.bytesAvailable())
                             .arg(reason);
        }
        return Msg::tr("the price catalog database cannot be used: %1").arg(reason);
    }

    // user_version, or an error naming the database when it is not ours or too new. One
    // statement, so one snapshot: read outside a transaction, separate statements could see
    // user_version 0 before another process's first import committed and its tables after,
    // and call a half-seen new catalog "a database of another program" (the D3 refusal).
    QString checkVersion(const QString &path, int &version)
    {
        QSqlQuery query(m_db);
        if (!query.exec(QStringLiteral(
                "SELECT a.application_id, v.user_version, (SELECT count(*) FROM sqlite_schema) "
                "FROM pragma_application_id AS a, pragma_user_version AS v")) ||
            !query.next())
            return sqlProblem(path, query.lastError());
        const int applicationId = query.value(0).toInt();
        version = query.value(1).toInt();
        const int schemaObjects = query.value(2).toInt();
        query.finish();
        if (applicationId != 0 && applicationId != kApplicationId)
            return Msg::tr("not a price catalog of GPU Decision Advisor");
        if (version > kCatalogSchemaVersion)
            return Msg::tr("written by a newer version of GPU Decision Advisor (catalog version "
                           "%1; this version knows up to %2); update the application")
                .arg(version)
                .arg(kCatalogSchemaVersion);
        if (version == 0 && schemaObjects > 0)
            return Msg::tr("a database of another program, not a price catalog");
        return {};
    }

private:
    QString open(const QString &name, const QString &options, const QString &path)
    {
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        m_added = true;
        if (!m_db.isValid())
            return Msg::tr("Qt's SQLite driver is not installed (package libqt6sql6-sqlite)");
        m_db.setDatabaseName(name);
        m_db.setConnectOptions(options);
        if (!m_db.open())
            return sqlProblem(path, m_db.lastError());
        return {};
    }

    QString migrate(const QString &path)
    {
        QSqlQuery query(m_db);
        for (std::size_t step = 0; step < migrations().size(); ++step) {
            if (!query.exec(QStringLiteral("BEGIN IMMEDIATE")))
                return sqlProblem(path, query.lastError());
            int version = 0;
            QString problem = checkVersion(path, version);
            if (problem.isEmpty() && version == int(step)) {
                for (const QString &statement : migrations()[step])
                    if (problem.isEmpty() && !query.exec(statement))
                        problem = sqlProblem(path, query.lastError());
                if (problem.isEmpty() &&
                    !query.exec(QStringLiteral("PRAGMA user_version = %1").arg(step + 1)))
                    problem = sqlProblem(path, query.lastError());
            }
            if (!problem.isEmpty()) {
                query.exec(QStringLiteral("ROLLBACK"));
                return problem;
            }
            if (!query.exec(QStringLiteral("COMMIT")))
                return sqlProblem(path, query.lastError());
        }
        return {};
    }

    static inline std::atomic<int> s_count{0};
    QString m_name;
    QSqlDatabase m_db;
    bool m_added = false;
};

// Rolls back an open transaction unless it was committed.
class Transaction
{
public:
    explicit Transaction(QSqlDatabase &db) : m_db(db) {}
    ~Transaction()
    {
        if (m_open)
            QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    }
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    // BEGIN IMMEDIATE: waits (busy timeout) until no other writer holds the database.
    QSqlError begin()
    {
        QSqlQuery query(m_db);
        m_open = query.exec(QStringLiteral("BEGIN IMMEDIATE"));
        return m_open ? QSqlError() : query.lastError();
    }
    QSqlError commit()
    {
        QSqlQuery query(m_db);
        if (!query.exec(QStringLiteral("COMMIT")))
            return query.lastError();
        m_open = false;
        return {};
    }

private:
    QSqlDatabase &m_db;
    bool m_open = false;
};

template <typename T> void markUser(std::vector<T> &entries)
{
    for (T &entry : entries)
        entry.provenance.origin = Origin::User;
}

// The user layer stored in `db` (schema checked by the caller).
LoadResult readLayer(QSqlDatabase &db, const QString &path)
{
    using Kind = CatalogError::Kind;
    Catalog layer;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT id, kind, json FROM entries ORDER BY rowid")))
        return CatalogError{
            Kind::Unreadable, {}, {}, Connection::sqlProblem(path, query.lastError()), 0, path};
    while (query.next()) {
        const QString id = query.value(0).toString();
        const auto kind = EntryKind(query.value(1).toInt());
        const QJsonObject object =
            QJsonDocument::fromJson(query.value(2).toString().toUtf8()).object();
        try {
            switch (kind) {
            case EntryKind::GpuModel:
                layer.gpuModels.push_back(entryjson::readGpuModel(object, QString()));
                break;
            case EntryKind::CloudOffer:
                layer.cloudOffers.push_back(entryjson::readCloudOffer(object, QString()));
                break;
            case EntryKind::DatacenterDefault:
                layer.datacenterDefaults.push_back(
                    entryjson::readDatacenterDefault(object, QString()));
                break;
            }
        } catch (const jsonfields::FieldError &e) {
            return CatalogError{Kind::InvalidValue, id, e.field, e.message, 0, path};
        }
    }
    if (!query.exec(QStringLiteral("SELECT key, value FROM meta")))
        return CatalogError{
            Kind::Unreadable, {}, {}, Connection::sqlProblem(path, query.lastError()), 0, path};
    try {
        while (query.next()) {
            const QString key = query.value(0).toString();
            const QString value = query.value(1).toString();
            if (key == QLatin1String("catalog_date"))
                layer.catalogDate = entryjson::readDate(QJsonValue(value), key);
            else if (key == QLatin1String("exchange_rate"))
                layer.exchangeRate = entryjson::readExchangeRate(
                    QJsonDocument::fromJson(value.toUtf8()).object(), key);
        }
    } catch (const jsonfields::FieldError &e) {
        return CatalogError{Kind::InvalidValue, {}, e.field, e.message, 0, path};
    }
    markUser(layer.gpuModels);
    markUser(layer.cloudOffers);
    markUser(layer.datacenterDefaults);
    return layer;
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QString setMeta(QSqlDatabase &db, const QString &path, const QString &key, const QString &value)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) "
                                 "DO UPDATE SET value = excluded.value"));
    query.addBindValue(key);
    query.addBindValue(value);
    if (!query.exec())
        return Connection::sqlProblem(path, query.lastError());
    return {};
}

// Adds `rows` to the layer in `db` (inside the caller's transaction): same id replaces in
// place, new ids are appended. A valid exchange rate replaces the layer's.
QString storeRows(QSqlDatabase &db, const QString &path, const Catalog &rows)
{
    QSqlQuery query(db);
    if (!query.prepare(QStringLiteral(
            "INSERT INTO entries (id, kind, json) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE "
            "SET kind = excluded.kind, json = excluded.json")))
        return Connection::sqlProblem(path, query.lastError());
    const auto put = [&](const QString &id, EntryKind kind, const QJsonObject &object) {
        query.bindValue(0, id);
        query.bindValue(1, int(kind));
        query.bindValue(2, compact(object));
        return query.exec();
    };
    for (const GpuModel &m : rows.gpuModels)
        if (!put(m.id, EntryKind::GpuModel, entryjson::write(m)))
            return Connection::sqlProblem(path, query.lastError());
    for (const CloudOffer &o : rows.cloudOffers)
        if (!put(o.id, EntryKind::CloudOffer, entryjson::write(o)))
            return Connection::sqlProblem(path, query.lastError());
    for (const DatacenterDefault &d : rows.datacenterDefaults)
        if (!put(d.id, EntryKind::DatacenterDefault, entryjson::write(d)))
            return Connection::sqlProblem(path, query.lastError());
    query.finish();
    if (rows.exchangeRate.isValid())
        return setMeta(db, path, QStringLiteral("exchange_rate"),
                       compact(entryjson::write(rows.exchangeRate)));
    return {};
}

QString metaValue(QSqlDatabase &db, const QString &key)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    query.addBindValue(key);
    if (query.exec() && query.next())
        return query.value(0).toString();
    return {};
}

// catalog.json → catalog.json.migrated-YYYYMMDD (or -YYYYMMDD-2, …).
QString keepAsBackup(const QString &json, const QDate &today)
{
    const QString base =
        json + QStringLiteral(".migrated-") + today.toString(QStringLiteral("yyyyMMdd"));
    QString backup = base;
    for (int n = 2; QFileInfo::exists(backup); ++n)
        backup = base + QStringLiteral("-%1").arg(n);
    if (!QFile::rename(json, backup))
        return Msg::tr("%1 was moved into the price catalog database, but could not be renamed to "
                       "%2; it is no longer read")
            .arg(shown(json), shown(backup));
    return {};
}

LoadResult readJsonLayer(const QString &path)
{
    if (!QFileInfo::exists(path))
        return Catalog{};
    LoadResult result = loadCatalog(path, CatalogRole::Layer);
    if (auto *layer = std::get_if<Catalog>(&result)) {
        markUser(layer->gpuModels);
        markUser(layer->cloudOffers);
        markUser(layer->datacenterDefaults);
    }
    return result;
}

} // namespace

QString legacyCatalogPath(const QString &databasePath)
{
    return QFileInfo(databasePath).absolutePath() + QStringLiteral("/catalog.json");
}

QString migrateLegacyCatalog(const QString &databasePath, const QDate &today)
{
    const QString json = legacyCatalogPath(databasePath);
    if (!QFileInfo(json).isFile())
        return {};
    Connection connection;
    if (const QString problem = connection.openForWriting(databasePath); !problem.isEmpty())
        return Msg::tr("%1 was not moved into the price catalog database: %2")
            .arg(shown(json), named(databasePath, problem));
    QSqlDatabase &db = connection.db();
    Transaction transaction(db);
    if (const QSqlError error = transaction.begin(); error.isValid())
        return named(databasePath, Connection::sqlProblem(databasePath, error));
    // Done before (and the rename was interrupted): never imported twice, only renamed.
    if (!metaValue(db, QStringLiteral("json_migrated")).isEmpty())
        return keepAsBackup(json, today);
    const auto damaged = [&](const QString &reason) {
        return Msg::tr("%1 cannot be moved into the price catalog database and is kept unchanged: "
                       "%2. Its prices are not used until the file is fixed or removed.")
            .arg(shown(json), reason);
    };
    LoadResult legacy = readJsonLayer(json);
    if (const auto *error = std::get_if<CatalogError>(&legacy)) {
        CatalogError withoutFile = *error;
        withoutFile.file.clear();
        return damaged(withoutFile.toString());
    }
    const Catalog &rows = std::get<Catalog>(legacy);
    LoadResult stored = readLayer(db, databasePath);
    LoadResult base = loadDefaultCatalog();
    if (const auto *error = std::get_if<CatalogError>(&stored))
        return error->toString();
    if (const auto *error = std::get_if<CatalogError>(&base))
        return error->toString();
    if (auto error = checkConsistency(
            layered(std::get<Catalog>(base), layered(std::get<Catalog>(stored), rows))))
        return damaged(error->toString());
    QString problem = storeRows(db, databasePath, rows);
    if (problem.isEmpty() && rows.catalogDate.isValid() &&
        rows.catalogDate > std::get<Catalog>(stored).catalogDate)
        problem = setMeta(db, databasePath, QStringLiteral("catalog_date"),
                          entryjson::writeDate(rows.catalogDate));
    if (problem.isEmpty())
        problem =
            setMeta(db, databasePath, QStringLiteral("json_migrated"), entryjson::writeDate(today));
    if (!problem.isEmpty())
        return named(databasePath, problem);
    if (const QSqlError error = transaction.commit(); error.isValid())
        return named(databasePath, Connection::sqlProblem(databasePath, error));
    return keepAsBackup(json, today);
}

LoadResult readCatalogDatabase(const QString &path, QStringList *warnings)
{
    const QString json = legacyCatalogPath(path);
    if (QFileInfo(json).isFile()) {
        // A folder that cannot be written cannot hold the database: the old file is read.
        const QString folder = QFileInfo(path).absolutePath();
        if (::access(QFile::encodeName(folder).constData(), W_OK) != 0 &&
            !QFileInfo::exists(path)) {
            LoadResult legacy = readJsonLayer(json);
            if (std::holds_alternative<Catalog>(legacy))
                return legacy;
            if (warnings)
                warnings->append(std::get<CatalogError>(legacy).toString());
            return Catalog{};
        }
        if (const QString warning = migrateLegacyCatalog(path, QDate::currentDate());
            !warning.isEmpty() && warnings)
            warnings->append(warning);
    }
    if (!QFileInfo::exists(path))
        return Catalog{};
    Connection connection;
    const auto failed = [&](const QString &message) {
        return CatalogError{CatalogError::Kind::Unreadable, {}, {}, message, 0, path};
    };
    if (const QString problem = connection.openForReading(path); !problem.isEmpty())
        return failed(problem);
    int version = 0;
    if (const QString problem = connection.checkVersion(path, version); !problem.isEmpty())
        return failed(problem);
    if (version == 0)
        return Catalog{};
    return readLayer(connection.db(), path);
}

DatabaseImport importIntoDatabase(const QString &path,
                                  const std::function<ImportReport(const Catalog &)> &parse,
                                  const QDate &today)
{
    DatabaseImport result;
    migrateLegacyCatalog(path, today); // its warning was given when the catalog was read
    Connection connection;
    if (const QString problem = connection.openForWriting(path); !problem.isEmpty()) {
        result.error = named(path, problem);
        return result;
    }
    QSqlDatabase &db = connection.db();
    Transaction transaction(db);
    if (const QSqlError error = transaction.begin(); error.isValid()) {
        result.error = named(path, Connection::sqlProblem(path, error));
        return result;
    }
    // Read inside the transaction: rows another import stored a moment ago are seen.
    LoadResult layer = readLayer(db, path);
    if (const auto *error = std::get_if<CatalogError>(&layer)) {
        result.error = error->toString();
        return result;
    }
    LoadResult base = loadDefaultCatalog();
    if (const auto *error = std::get_if<CatalogError>(&base)) {
        result.error = error->toString();
        return result;
    }
    result.report = parse(layered(std::get<Catalog>(base), std::get<Catalog>(layer)));
    if (result.report.fileError || result.report.goodRowCount() == 0)
        return result;
    QString problem = storeRows(db, path, result.report.rows);
    if (problem.isEmpty())
        problem = setMeta(db, path, QStringLiteral("catalog_date"), entryjson::writeDate(today));
    if (problem.isEmpty())
        if (const QSqlError error = transaction.commit(); error.isValid())
            problem = Connection::sqlProblem(path, error);
    if (!problem.isEmpty())
        result.error = named(path, problem);
    return result;
}

QString applyCatalogChanges(const QString &path, const Catalog &rows, const QStringList &removeIds,
                            const QDate &today)
{
    migrateLegacyCatalog(path, today);
    Connection connection;
    if (const QString problem = connection.openForWriting(path); !problem.isEmpty())
        return named(path, problem);
    QSqlDatabase &db = connection.db();
    Transaction transaction(db);
    if (const QSqlError error = transaction.begin(); error.isValid())
        return named(path, Connection::sqlProblem(path, error));
    QString problem = storeRows(db, path, rows);
    if (problem.isEmpty() && !removeIds.isEmpty()) {
        QSqlQuery remove(db);
        if (!remove.prepare(QStringLiteral("DELETE FROM entries WHERE id = ? AND kind = ?")))
            problem = Connection::sqlProblem(path, remove.lastError());
        for (const QString &id : removeIds) {
            if (!problem.isEmpty())
                break;
            remove.bindValue(0, id);
            remove.bindValue(1, int(EntryKind::CloudOffer));
            if (!remove.exec())
                problem = Connection::sqlProblem(path, remove.lastError());
        }
    }
    if (problem.isEmpty())
        problem = setMeta(db, path, QStringLiteral("catalog_date"), entryjson::writeDate(today));
    if (problem.isEmpty())
        if (const QSqlError error = transaction.commit(); error.isValid())
            problem = Connection::sqlProblem(path, error);
    return problem.isEmpty() ? QString() : named(path, problem);
}

} // namespace gda::catalog
