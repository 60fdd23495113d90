// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cachedlibrary.h"

#include "migrations.h"
#include "rowmapping.h"
#include "sealedcopy.h"

#include "core/applicationidentity.h"
#include "scenario/scenariofile.h"
#include "teamconnection.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>

namespace gda::store {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::store)
};

// PRAGMA application_id of an offline copy, "GDAO" (a library file is "GDA1").
constexpr int kCacheApplicationId = 0x4744414F;

// Version 1: the tables of the first offline copies, which kept a "schema" row in meta
// instead of a user_version; IF NOT EXISTS, so that such a copy is taken over as it is.
// records: every scenario's list entry and its content when read; history: the revisions
// read; queue: the revisions not yet on the server.
const Migration kCacheVersion1{
    1,
    {
        QStringLiteral("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY,"
                       " value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS records (id INTEGER PRIMARY KEY,"
                       " name TEXT NOT NULL, client TEXT NOT NULL, created INTEGER NOT NULL,"
                       " modified INTEGER NOT NULL, revision INTEGER NOT NULL,"
                       " recommendation TEXT, break_even REAL, savings REAL,"
                       " savings_fraction REAL, deleted_at INTEGER, content TEXT,"
                       " content_revision INTEGER, search_text TEXT)"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS history (scenario_id INTEGER NOT NULL,"
                       " revision INTEGER NOT NULL, saved_at INTEGER NOT NULL,"
                       " note TEXT NOT NULL, PRIMARY KEY (scenario_id, revision))"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS queue (seq INTEGER PRIMARY KEY AUTOINCREMENT,"
                       " scenario_id INTEGER NOT NULL, base_revision INTEGER NOT NULL,"
                       " content TEXT NOT NULL, note TEXT NOT NULL, queued_at INTEGER NOT NULL,"
                       " refused INTEGER NOT NULL DEFAULT 0,"
                       " their_revision INTEGER NOT NULL DEFAULT 0,"
                       " message TEXT NOT NULL DEFAULT '')"),
    }};

// Version 2: the version is the file's user_version; the old "schema" row goes.
const Migration kCacheVersion2{2,
                               {
                                   QStringLiteral("DELETE FROM meta WHERE key = 'schema'"),
                               }};

// Version 3: who saved each revision read from the server and each revision kept for sending
// (issue 39).
const Migration kCacheVersion3{
    3,
    {
        QStringLiteral("ALTER TABLE history ADD COLUMN author TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE queue ADD COLUMN author TEXT NOT NULL DEFAULT ''"),
    }};

const Migration kCacheMigrations[] = {kCacheVersion1, kCacheVersion2, kCacheVersion3};

// The row helpers the two libraries share (rowmapping.h).
using rows::fromMs;
using rows::nullableNumber;
using rows::run;

QString searchText(const Scenario &scenario)
{
    return QString(scenario.name + u'\n' + scenario.client + u'\n' + scenario.notes).toCaseFolded();
}

std::optional<Scenario> parse(const QString &content)
{
    auto parsed = scenariofile::parse(content.toUtf8());
    if (auto *scenario = std::get_if<Scenario>(&parsed))
        return std::move(*scenario);
    return std::nullopt;
}

const QString kRecordColumns = QStringLiteral(
    "id, name, client, created, modified, revision, recommendation, break_even, savings,"
    " savings_fraction, deleted_at, content, content_revision, search_text");

} // namespace

std::span<const Migration> cacheMigrations()
{
    return kCacheMigrations;
}

// A scenario as the cache holds it: the server's list entry and (when read) its content.
struct CachedLibrary::CachedRecord
{
    ScenarioRecord record;
    QString content; // canonical JSON of revision contentRevision; empty when never read
    int contentRevision = 0;
    QString searchText;
};

namespace {

CachedLibrary::CachedRecord readCached(const QSqlQuery &query);

} // namespace

CachedLibrary::CachedLibrary(std::unique_ptr<ScenarioLibrary> remote, QString cachePath)
    : m_remote(std::move(remote)), m_cachePath(std::move(cachePath)),
      m_fixedCachePath(!m_cachePath.isEmpty())
{
    m_remoteListener =
        m_remote->addChangeListener([this](const LibraryChange &change) { heard(change); });
}

CachedLibrary::~CachedLibrary()
{
    close();
    m_remote->removeChangeListener(m_remoteListener);
}

QString CachedLibrary::cacheFileName(const QString &displayLocation)
{
    const QByteArray hash =
        QCryptographicHash::hash(displayLocation.toUtf8(), QCryptographicHash::Sha256).toHex();
    return QString::fromLatin1(hash.left(24)) + QStringLiteral(".sqlite");
}

QString CachedLibrary::defaultCachePath(const QString &displayLocation)
{
    return dataDirectory() + QStringLiteral("/team-cache/") + cacheFileName(displayLocation);
}

void CachedLibrary::setSummarizers(const Summarizer &summarizer)
{
    setSummarizer(summarizer);
    m_remote->setSummarizer(summarizer);
}

void CachedLibrary::setConnectionListener(std::function<void(bool online)> listener)
{
    m_connectionListener = std::move(listener);
}

bool CachedLibrary::isOpen() const
{
    return m_cache.isOpen();
}

QString CachedLibrary::location() const
{
    return m_remote->location();
}

bool CachedLibrary::isReadOnly() const
{
    return m_online ? m_remote->isReadOnly() : m_remoteReadOnly;
}

QString CachedLibrary::readOnlyReason() const
{
    return m_online ? m_remote->readOnlyReason() : m_remoteReadOnlyReason;
}

QStringList CachedLibrary::warnings() const
{
    if (m_online)
        return m_remote->warnings() + m_copyWarnings;
    QStringList warnings;
    if (m_remoteReadOnly)
        warnings << m_remoteReadOnlyReason;
    return warnings + m_copyWarnings;
}

void CachedLibrary::setOfflineCopyKey(std::function<Result<QByteArray>(const QString &)> key,
                                      bool encrypt)
{
    m_keyFunction = std::move(key);
    m_encrypt = encrypt;
}

QString CachedLibrary::author() const
{
    if (const QString role = m_remote->author(); !role.isEmpty()) {
        if (role != m_knownAuthor && m_cache.isOpen()) {
            m_knownAuthor = role;
            setMeta(QStringLiteral("author"), role);
        }
        return role;
    }
    return m_knownAuthor.isEmpty() ? ScenarioLibrary::author() : m_knownAuthor;
}

Result<void> CachedLibrary::persist() const
{
    if (m_mode != CopyMode::Sealed || !m_cache.isOpen())
        return {};
    const auto image = sealed::serialize(m_cache);
    if (!image)
        return image.error();
    const auto sealedImage = sealed::seal(*image, m_key);
    if (!sealedImage)
        return sealedImage.error();
    return sealed::writePrivateFile(m_cachePath, *sealedImage);
}

void CachedLibrary::close()
{
    m_remote->close();
    if (!m_connectionName.isEmpty()) {
        if (auto written = persist(); !written)
            qWarning("gpu-advisor: %s", qPrintable(written.error().message));
        m_cache.close();
        m_cache = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
        m_connectionName.clear();
    }
    m_online = false;
    m_mode = CopyMode::File;
    m_key.fill('\0');
    m_key.clear();
    m_copyWarnings.clear();
    if (!m_fixedCachePath)
        m_cachePath.clear();
}

namespace {

// A plain offline copy as SQLite's file image (its WAL included), read through a connection of
// its own.
Result<QByteArray> readPlainCopy(const QString &path)
{
    const QString name = rows::uniqueConnectionName(QStringLiteral("gda-cache-plain"));
    Result<QByteArray> image = StoreError{};
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open())
            image = sealed::serialize(db);
        else
            image = StoreError{StoreError::Kind::Io, db.lastError().text()};
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return image;
}

void removeSideFiles(const QString &path)
{
    for (const char *suffix : {"-wal", "-shm", "-journal"})
        QFile::remove(path + QLatin1String(suffix));
}

} // namespace

Result<void> CachedLibrary::openCache(const QString &path)
{
    const QString what = Msg::tr("Opening the offline copy %1").arg(QDir::toNativeSeparators(path));
    // The offline copy holds the whole team's client scenarios: a folder only its owner can
    // enter and files only its owner can read (issue 39: they were 0644 in a 0755 folder).
    // Existing copies are fixed here, on every open; SQLite gives the -wal and -shm files the
    // database file's permissions, so the file exists with 0600 before SQLite opens it.
    const QString folder = QFileInfo(path).absolutePath();
    QDir().mkpath(folder);
    const auto ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    // The folder only when it is the application's own (team-cache in the data folder); a path
    // given by the caller may lie in a folder others share.
    if (!m_fixedCachePath)
        QFile::setPermissions(folder, ownerOnly | QFileDevice::ExeOwner);
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        if (const QString file = path + QLatin1String(suffix); QFileInfo::exists(file))
            QFile::setPermissions(file, ownerOnly);

    // Encrypted at rest (sealedcopy.h): the copy lives in memory and is written sealed.
    m_mode = CopyMode::File;
    m_copyWarnings.clear();
    QByteArray image;
    const bool sealedOnDisk = QFileInfo::exists(path) && sealed::isSealedFile(path);
    if (sealedOnDisk || (m_encrypt && m_keyFunction)) {
        const Result<QByteArray> key =
            m_keyFunction ? m_keyFunction(m_remote->location())
                          : Result<QByteArray>(StoreError{
                                StoreError::Kind::Unsupported,
                                Msg::tr("this program does not read the key from the keyring (the "
                                        "desktop application does)")});
        if (!key) {
            m_mode = CopyMode::MemoryOnly;
            m_copyWarnings << Msg::tr("The offline copy of this team library is encrypted and "
                                      "its key cannot be read: %1. The team library works while "
                                      "its server answers; nothing of it is kept on this "
                                      "computer for working offline.")
                                  .arg(key.error().message);
        } else {
            m_key = *key;
            if (sealedOnDisk) {
                QFile file(path);
                if (!file.open(QIODevice::ReadOnly))
                    return StoreError{StoreError::Kind::Io,
                                      Msg::tr("%1 failed: %2").arg(what, file.errorString())};
                auto plain = sealed::unseal(file.readAll(), m_key);
                if (!plain)
                    return StoreError{
                        plain.error().kind,
                        Msg::tr("%1 failed: %2. Delete the file to start a new copy from the "
                                "server (revisions saved offline and not yet sent in it are "
                                "lost with it).")
                            .arg(what, plain.error().message)};
                image = std::move(plain).value();
            } else if (QFileInfo(path).size() > 0) {
                auto plain = readPlainCopy(path); // encrypted from now on
                if (!plain)
                    return StoreError{plain.error().kind,
                                      Msg::tr("%1 failed: %2").arg(what, plain.error().message)};
                image = std::move(plain).value();
            }
            m_mode = m_encrypt ? CopyMode::Sealed : CopyMode::File;
            if (m_mode == CopyMode::File && !image.isEmpty()) {
                // Encryption was turned off: the copy is written plain again.
                if (auto written = sealed::writePrivateFile(path, image); !written)
                    return written.error();
                removeSideFiles(path);
                image.clear();
            }
        }
    }
    if (m_mode == CopyMode::File && !QFileInfo::exists(path)) {
        QFile created(path);
        if (created.open(QIODevice::WriteOnly))
            created.close();
        QFile::setPermissions(path, ownerOnly);
    }

    m_connectionName = rows::uniqueConnectionName(QStringLiteral("gda-cache"));
    m_cache = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_cache.setDatabaseName(m_mode == CopyMode::File ? path : QStringLiteral(":memory:"));
    const auto fail = [&](const QString &detail) -> Result<void> {
        const StoreError error{StoreError::Kind::Io, Msg::tr("%1 failed: %2").arg(what, detail)};
        m_cache.close();
        m_cache = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
        m_connectionName.clear();
        m_mode = CopyMode::File;
        return error;
    };
    if (!m_cache.open())
        return fail(m_cache.lastError().text());
    if (!image.isEmpty())
        if (auto read = sealed::deserialize(m_cache, std::move(image)); !read)
            return fail(read.error().message);
    QSqlQuery query(m_cache);
    // Every queued revision is on the disk before it is sent (FULL: synced at each commit).
    if (!query.exec(QStringLiteral("PRAGMA synchronous=FULL")))
        return fail(query.lastError().text());
    // The copy's tables are versioned and upgraded like a library file's (migrations.h); a copy
    // of a newer version is left as it is, with its queue, not a byte changed. An encrypted copy
    // is upgraded in memory, with no plain backup beside it.
    if (const auto migrated = migrate(m_cache, path, cacheMigrations(), kCacheApplicationId,
                                      m_mode == CopyMode::File);
        !migrated)
        return fail(migrated.error().message);
    if (m_mode == CopyMode::File && !query.exec(QStringLiteral("PRAGMA journal_mode=WAL")))
        return fail(query.lastError().text());
    query.finish();
    if (run(query, QStringLiteral("SELECT value FROM meta WHERE key = 'last_sync'")) &&
        query.next())
        m_lastSync = fromMs(query.value(0).toLongLong());
    else
        m_lastSync = QDateTime();
    m_knownAuthor.clear();
    if (run(query, QStringLiteral("SELECT value FROM meta WHERE key = 'author'")) && query.next())
        m_knownAuthor = query.value(0).toString();
    query.finish();
    if (m_mode == CopyMode::Sealed) {
        // A plain copy just read is replaced by the sealed one; its side files go.
        if (auto written = persist(); !written)
            return fail(written.error().message);
        removeSideFiles(path);
    }
    return {};
}

Result<void> CachedLibrary::open(const QString &location)
{
    close();
    m_location = location;
    const auto opened = m_remote->open(location);
    const TeamConnection *team = m_remote->team();
    const bool unreachable =
        !opened && opened.error().kind == StoreError::Kind::Io && !(team && team->passwordNeeded());
    if (!opened && !unreachable)
        return opened;
    if (m_cachePath.isEmpty())
        m_cachePath = defaultCachePath(m_remote->location());
    if (!opened && !QFileInfo::exists(m_cachePath) && !m_openWithoutCopy)
        return opened; // offline with no copy: nothing to show
    if (auto cache = openCache(m_cachePath); !cache) {
        m_remote->close();
        // A copy that cannot be decrypted is the user's to settle, whether or not the server
        // answers: say so rather than that the server cannot be reached.
        return opened || cache.error().kind == StoreError::Kind::Corrupt ? cache : opened;
    }
    if (!opened) {
        if (!m_lastSync.isValid() && !m_openWithoutCopy) { // a cache that never held a copy
            close();
            return opened;
        }
        m_online = false;
        m_offlineReason = opened.error().message;
        return {};
    }
    setOnline(false); // opened online: no change to tell
    if (auto refreshed = refreshAll(); !refreshed && m_online)
        qWarning("gpu-advisor: the offline copy was not refreshed: %s",
                 qPrintable(refreshed.error().message));
    return {};
}

void CachedLibrary::setOnline(bool tell) const
{
    m_remoteReadOnly = m_remote->isReadOnly();
    m_remoteReadOnlyReason = m_remote->readOnlyReason();
    m_offlineReason.clear();
    const bool was = m_online;
    m_online = true;
    if (!was && tell && m_connectionListener)
        m_connectionListener(true);
}

void CachedLibrary::goOffline(const QString &reason) const
{
    m_offlineReason = reason;
    m_remote->close();
    const bool was = m_online;
    m_online = false;
    if (was && m_connectionListener)
        m_connectionListener(false);
}

bool CachedLibrary::reconnect() const
{
    // The connection's object is this library's own: reopening it is not a visible change.
    auto *remote = const_cast<ScenarioLibrary *>(m_remote.get());
    const auto opened = remote->open(m_location);
    if (!opened) {
        m_offlineReason = opened.error().message;
        return false;
    }
    setOnline();
    return true;
}

template <typename T, typename Op> std::optional<Result<T>> CachedLibrary::online(Op &&op) const
{
    if (!m_online)
        return std::nullopt;
    Result<T> result = op();
    if (!result && result.error().kind == StoreError::Kind::Io) {
        // A restarted server or a dropped connection: one new connection, one more try.
        const QString reason = result.error().message;
        if (!reconnect()) {
            goOffline(reason);
            return std::nullopt;
        }
        result = op();
        if (!result && result.error().kind == StoreError::Kind::Io && !reconnect()) {
            goOffline(result.error().message);
            return std::nullopt;
        }
    }
    if (result)
        m_lastSync = QDateTime::currentDateTimeUtc();
    return result;
}

StoreError CachedLibrary::offlineError(const QString &what) const
{
    return {StoreError::Kind::Io,
            Msg::tr("%1 needs the team library's server, which cannot be reached now; saving "
                    "new revisions of existing scenarios works offline. (%2)")
                .arg(what, m_offlineReason)};
}

void CachedLibrary::setMeta(const QString &key, const QString &value) const
{
    QSqlQuery query(m_cache);
    run(query, QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"),
        {key, value});
    (void)persist();
}

namespace {

CachedLibrary::CachedRecord readCached(const QSqlQuery &query)
{
    CachedLibrary::CachedRecord c;
    c.record = rows::readRecord(query); // columns 0–10 as the libraries select them
    const ScenarioRecord &r = c.record;
    c.content = query.value(11).toString();
    c.contentRevision = query.value(12).toInt();
    c.searchText = query.value(13).toString();
    if (c.searchText.isEmpty())
        c.searchText = QString(r.name + u'\n' + r.client).toCaseFolded();
    return c;
}

} // namespace

void CachedLibrary::cacheRecord(const ScenarioRecord &r, const QString *content) const
{
    QSqlQuery query(m_cache);
    const QVariant deleted = r.deletedAt ? QVariant(r.deletedAt->toMSecsSinceEpoch())
                                         : QVariant(QMetaType::fromType<qlonglong>());
    // A scenario without a client (shared by every team) has a null client: kept as "".
    const QVariantList values{r.id,
                              r.name,
                              rows::notNull(r.client),
                              r.created.toMSecsSinceEpoch(),
                              r.modified.toMSecsSinceEpoch(),
                              r.revision,
                              r.summary.recommendation,
                              nullableNumber(r.summary.breakEvenMonth),
                              nullableNumber(r.summary.savings),
                              nullableNumber(r.summary.savingsFraction),
                              deleted};
    const QString upsert = QStringLiteral(
        "INSERT INTO records (id, name, client, created, modified, revision, recommendation,"
        " break_even, savings, savings_fraction, deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?,"
        " ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name, client = excluded.client,"
        " created = excluded.created, modified = excluded.modified, revision = excluded.revision,"
        " recommendation = excluded.recommendation, break_even = excluded.break_even,"
        " savings = excluded.savings, savings_fraction = excluded.savings_fraction,"
        " deleted_at = excluded.deleted_at");
    if (!run(query, upsert, values))
        qWarning("gpu-advisor: offline copy: %s", qPrintable(query.lastError().text()));
    if (content) {
        const auto scenario = parse(*content);
        run(query,
            QStringLiteral("UPDATE records SET content = ?, content_revision = ?,"
                           " search_text = ? WHERE id = ?"),
            {*content, r.revision, scenario ? searchText(*scenario) : QString(), r.id});
    }
}

void CachedLibrary::cacheRecords(const QList<ScenarioRecord> &records,
                                 const ListFilter &filter) const
{
    m_cache.transaction();
    for (const ScenarioRecord &r : records)
        cacheRecord(r, nullptr);
    // An unfiltered list is all the server has (in that part of the trash): the cache forgets
    // what is not there any more (gone, or no longer visible), unless revisions of it are queued.
    if (!filter.client && filter.name.isEmpty() && filter.text.trimmed().isEmpty() &&
        filter.trash != ListFilter::Trash::Only) {
        QSet<ScenarioId> listed;
        for (const ScenarioRecord &r : records)
            listed.insert(r.id);
        QSqlQuery query(m_cache);
        QList<ScenarioId> gone;
        if (run(query, QStringLiteral("SELECT id, deleted_at FROM records WHERE id NOT IN"
                                      " (SELECT scenario_id FROM queue)")))
            while (query.next()) {
                const ScenarioId id = query.value(0).toLongLong();
                const bool trashed = !query.value(1).isNull();
                if (!listed.contains(id) &&
                    (filter.trash == ListFilter::Trash::Include || !trashed))
                    gone << id;
            }
        for (ScenarioId id : gone)
            uncache(id);
    }
    m_cache.commit();
    (void)persist();
}

void CachedLibrary::cacheHistory(ScenarioId id, const QList<RevisionRecord> &history) const
{
    QSqlQuery query(m_cache);
    m_cache.transaction();
    for (const RevisionRecord &r : history)
        run(query,
            QStringLiteral("INSERT OR REPLACE INTO history (scenario_id, revision, saved_at, note,"
                           " author) VALUES (?, ?, ?, ?, ?)"),
            {id, r.revision, r.savedAt.toMSecsSinceEpoch(), r.note, rows::notNull(r.author)});
    m_cache.commit();
    (void)persist();
}

void CachedLibrary::uncache(ScenarioId id) const
{
    QSqlQuery query(m_cache);
    run(query, QStringLiteral("DELETE FROM records WHERE id = ?"), {id});
    run(query, QStringLiteral("DELETE FROM history WHERE scenario_id = ?"), {id});
}

Result<void> CachedLibrary::refreshAll() const
{
    ListFilter everything;
    everything.trash = ListFilter::Trash::Include;
    auto listed = online<QList<ScenarioRecord>>([&] { return m_remote->list(everything); });
    if (!listed)
        return offlineError(Msg::tr("Refreshing the offline copy"));
    if (!*listed)
        return listed->error();
    std::map<ScenarioId, int> contentRevisions;
    {
        QSqlQuery query(m_cache);
        if (run(query, QStringLiteral("SELECT id, content_revision FROM records"
                                      " WHERE content IS NOT NULL")))
            while (query.next())
                contentRevisions[query.value(0).toLongLong()] = query.value(1).toInt();
    }
    cacheRecords(listed->value(), everything);
    m_cache.transaction();
    for (const ScenarioRecord &r : listed->value()) {
        const auto known = contentRevisions.find(r.id);
        if (known != contentRevisions.end() && known->second == r.revision)
            continue;
        const auto loaded = m_remote->load(r.id);
        if (!loaded)
            continue; // damaged on the server: the list entry is cached, the content is not
        const QString content = QString::fromUtf8(scenariofile::toCanonicalJson(loaded->scenario));
        cacheRecord(loaded->record, &content);
    }
    m_cache.commit();
    m_lastSync = QDateTime::currentDateTimeUtc();
    setMeta(QStringLiteral("last_sync"), QString::number(m_lastSync.toMSecsSinceEpoch()));
    return {};
}

void CachedLibrary::heard(const LibraryChange &change)
{
    if (m_cache.isOpen() && m_online) {
        switch (change.kind) {
        case LibraryChange::Kind::Deleted:
            uncache(change.id);
            break;
        case LibraryChange::Kind::Summaries:
            break; // the list columns: the next list brings them
        default:
            if (const auto loaded = m_remote->load(change.id)) {
                const QString content =
                    QString::fromUtf8(scenariofile::toCanonicalJson(loaded->scenario));
                cacheRecord(loaded->record, &content);
                m_lastSync = QDateTime::currentDateTimeUtc();
            }
        }
        (void)persist();
    }
    notify(change);
}

std::optional<CachedLibrary::CachedRecord> CachedLibrary::cached(ScenarioId id) const
{
    QSqlQuery query(m_cache);
    if (!run(query,
             QStringLiteral("SELECT ") + kRecordColumns +
                 QStringLiteral(" FROM records WHERE id = ?"),
             {id}) ||
        !query.next())
        return std::nullopt;
    return readCached(query);
}

namespace {

QueuedRevision readQueued(const QSqlQuery &query)
{
    QueuedRevision q;
    q.seq = query.value(0).toLongLong();
    q.id = query.value(1).toLongLong();
    q.baseRevision = query.value(2).toInt();
    if (auto scenario = parse(query.value(3).toString()))
        q.scenario = std::move(*scenario);
    q.note = query.value(4).toString();
    q.queuedAt = fromMs(query.value(5).toLongLong());
    q.author = query.value(9).toString();
    q.conflict = query.value(6).toInt() != 0;
    q.theirRevision = query.value(7).toInt();
    q.message = query.value(8).toString();
    return q;
}

const QString kQueueSelect =
    QStringLiteral("SELECT seq, scenario_id, base_revision, content, note, queued_at, refused,"
                   " their_revision, message, author FROM queue");

} // namespace

QList<QueuedRevision> CachedLibrary::queued() const
{
    QList<QueuedRevision> all;
    if (!m_cache.isOpen())
        return all;
    QSqlQuery query(m_cache);
    if (run(query, kQueueSelect + QStringLiteral(" ORDER BY seq")))
        while (query.next())
            all << readQueued(query);
    return all;
}

QList<QueuedRevision> CachedLibrary::queuedFor(ScenarioId id) const
{
    QList<QueuedRevision> all;
    QSqlQuery query(m_cache);
    if (run(query, kQueueSelect + QStringLiteral(" WHERE scenario_id = ? ORDER BY seq"), {id}))
        while (query.next())
            all << readQueued(query);
    return all;
}

Result<qint64> CachedLibrary::enqueue(ScenarioId id, int baseRevision, const Scenario &scenario,
                                      const QString &note) const
{
    QSqlQuery query(m_cache);
    if (!run(query,
             QStringLiteral("INSERT INTO queue (scenario_id, base_revision, content, note,"
                            " queued_at, author) VALUES (?, ?, ?, ?, ?, ?)"),
             {id, baseRevision, QString::fromUtf8(scenariofile::toCanonicalJson(scenario)),
              note.isNull() ? QStringLiteral("") : note, QDateTime::currentMSecsSinceEpoch(),
              rows::notNull(author())}))
        return StoreError{StoreError::Kind::Io,
                          Msg::tr("Keeping the revision in the offline copy failed: %1")
                              .arg(query.lastError().text())};
    const qint64 seq = query.lastInsertId().toLongLong();
    query.finish();
    // Encrypted: on the disk, sealed, before it is sent or acknowledged.
    if (auto written = persist(); !written) {
        run(query, QStringLiteral("DELETE FROM queue WHERE seq = ?"), {seq});
        return StoreError{StoreError::Kind::Io,
                          Msg::tr("Keeping the revision in the offline copy failed: %1")
                              .arg(written.error().message)};
    }
    return seq;
}

void CachedLibrary::dequeue(qint64 seq) const
{
    QSqlQuery query(m_cache);
    run(query, QStringLiteral("DELETE FROM queue WHERE seq = ?"), {seq});
    (void)persist();
}

void CachedLibrary::markRefused(qint64 seq, int theirRevision, const QString &message) const
{
    QSqlQuery query(m_cache);
    run(query,
        QStringLiteral("UPDATE queue SET refused = 1, their_revision = ?, message = ?"
                       " WHERE seq = ?"),
        {theirRevision, message, seq});
    (void)persist();
}

ScenarioRecord CachedLibrary::overlay(const CachedRecord &c,
                                      const QList<QueuedRevision> &queue) const
{
    ScenarioRecord r = c.record;
    r.unsent = int(queue.size());
    if (c.contentRevision > 0 && !c.content.isEmpty())
        r.revision = c.contentRevision;
    if (r.unsent > 0)
        r.afterRevision = r.revision;
    // Offline, the newest queued revision is the one this program works on.
    const QueuedRevision *last = nullptr;
    for (const QueuedRevision &q : queue)
        if (!q.conflict)
            last = &q;
    if (last && !m_online) {
        r.revision = last->baseRevision + 1;
        r.name = last->scenario.name;
        r.client = last->scenario.client;
        r.modified = last->queuedAt;
        r.summary = summarize(last->scenario);
    }
    return r;
}

Result<StoredScenario> CachedLibrary::load(ScenarioId id) const
{
    if (auto result = online<StoredScenario>([&] { return m_remote->load(id); })) {
        if (*result) {
            const QString content =
                QString::fromUtf8(scenariofile::toCanonicalJson(result->value().scenario));
            cacheRecord(result->value().record, &content);
            (void)persist();
            result->value().record.unsent = int(queuedFor(id).size());
        }
        return *result;
    }
    const auto c = cached(id);
    if (!c)
        return StoreError{
            StoreError::Kind::NotFound,
            Msg::tr("Scenario %1 is not in the offline copy of the team library").arg(id)};
    const QList<QueuedRevision> queue = queuedFor(id);
    StoredScenario stored;
    stored.record = overlay(*c, queue);
    for (auto it = queue.crbegin(); it != queue.crend(); ++it)
        if (!it->conflict) {
            stored.scenario = it->scenario;
            return stored;
        }
    const auto scenario = c->content.isEmpty() ? std::nullopt : parse(c->content);
    if (!scenario)
        return StoreError{StoreError::Kind::NotFound,
                          Msg::tr("Scenario %1 (“%2”) was never opened while the team library "
                                  "was reachable: its content is not in the offline copy")
                              .arg(QString::number(id), c->record.name)};
    stored.scenario = *scenario;
    return stored;
}

Result<QList<ScenarioRecord>> CachedLibrary::list(const ListFilter &filter) const
{
    std::map<ScenarioId, int> unsent;
    for (const QueuedRevision &q : queued())
        ++unsent[q.id];
    if (auto result = online<QList<ScenarioRecord>>([&] { return m_remote->list(filter); })) {
        if (*result) {
            cacheRecords(result->value(), filter);
            for (ScenarioRecord &r : result->value())
                if (const auto it = unsent.find(r.id); it != unsent.end())
                    r.unsent = it->second;
        }
        return *result;
    }
    if (!m_cache.isOpen())
        return offlineError(Msg::tr("Listing the scenarios"));
    QSqlQuery query(m_cache);
    if (!run(query, QStringLiteral("SELECT ") + kRecordColumns + QStringLiteral(" FROM records")))
        return StoreError{StoreError::Kind::Io, query.lastError().text()};
    const QString name = filter.name.toCaseFolded();
    const QStringList words =
        filter.text.toCaseFolded().simplified().split(u' ', Qt::SkipEmptyParts);
    QList<ScenarioRecord> records;
    while (query.next()) {
        const CachedRecord c = readCached(query);
        const ScenarioRecord r =
            unsent.count(c.record.id) ? overlay(c, queuedFor(c.record.id)) : overlay(c, {});
        const bool trashed = r.deletedAt.has_value();
        if ((filter.trash == ListFilter::Trash::Exclude && trashed) ||
            (filter.trash == ListFilter::Trash::Only && !trashed))
            continue;
        if (filter.client && *filter.client != r.client)
            continue;
        if (!name.isEmpty() && !r.name.toCaseFolded().contains(name))
            continue;
        const QString search =
            c.searchText + u'\n' + QString(r.name + u'\n' + r.client).toCaseFolded();
        if (!std::all_of(words.begin(), words.end(),
                         [&](const QString &word) { return search.contains(word); }))
            continue;
        records << r;
    }
    std::sort(records.begin(), records.end(), [](const ScenarioRecord &a, const ScenarioRecord &b) {
        return a.modified != b.modified ? a.modified > b.modified : a.id > b.id;
    });
    return records;
}

Result<QStringList> CachedLibrary::clients() const
{
    if (auto result = online<QStringList>([&] { return m_remote->clients(); }))
        return *result;
    const auto listed = list();
    if (!listed)
        return listed.error();
    QStringList names;
    for (const ScenarioRecord &r : *listed)
        if (!r.client.isEmpty() && !names.contains(r.client))
            names << r.client;
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        return QString::localeAwareCompare(a, b) < 0;
    });
    return names;
}

Result<QList<RevisionRecord>> CachedLibrary::history(ScenarioId id) const
{
    if (auto result = online<QList<RevisionRecord>>([&] { return m_remote->history(id); })) {
        if (*result)
            cacheHistory(id, result->value());
        return *result;
    }
    const auto c = cached(id);
    if (!c)
        return StoreError{
            StoreError::Kind::NotFound,
            Msg::tr("Scenario %1 is not in the offline copy of the team library").arg(id)};
    std::map<int, RevisionRecord> revisions;
    QSqlQuery query(m_cache);
    if (run(query,
            QStringLiteral(
                "SELECT revision, saved_at, note, author FROM history WHERE scenario_id = ?"),
            {id}))
        while (query.next())
            revisions[query.value(0).toInt()] = {
                query.value(0).toInt(), fromMs(query.value(1).toLongLong()),
                query.value(2).toString(), query.value(3).toString()};
    if (!revisions.count(c->record.revision))
        revisions[c->record.revision] = {c->record.revision, c->record.modified, QString()};
    // Revisions saved here and not on the server yet are local drafts, numbered apart: the
    // server may give its next number to a colleague's revision meanwhile (issue 39).
    int draft = 0;
    for (const QueuedRevision &q : queuedFor(id))
        if (!q.conflict) {
            RevisionRecord r{q.baseRevision + 1, q.queuedAt,
                             q.note.isEmpty() ? Msg::tr("(not yet sent)")
                                              : Msg::tr("%1 (not yet sent)").arg(q.note),
                             q.author};
            r.localDraft = ++draft;
            r.afterRevision = c->record.revision;
            revisions[q.baseRevision + 1] = r;
        }
    QList<RevisionRecord> newestFirst;
    for (auto it = revisions.crbegin(); it != revisions.crend(); ++it)
        newestFirst << it->second;
    return newestFirst;
}

Result<Scenario> CachedLibrary::loadRevision(ScenarioId id, int revision) const
{
    if (auto result = online<Scenario>([&] { return m_remote->loadRevision(id, revision); }))
        return *result;
    for (const QueuedRevision &q : queuedFor(id))
        if (!q.conflict && q.baseRevision + 1 == revision)
            return q.scenario;
    if (const auto c = cached(id); c && c->contentRevision == revision)
        if (auto scenario = parse(c->content))
            return *scenario;
    return StoreError{StoreError::Kind::NotFound,
                      Msg::tr("Revision %1 of scenario %2 is not in the offline copy of the team "
                              "library")
                          .arg(revision)
                          .arg(id)};
}

namespace {

bool sameContent(const Scenario &a, const Scenario &b)
{
    return scenariofile::toCanonicalJson(a) == scenariofile::toCanonicalJson(b);
}

} // namespace

Result<SyncReport> CachedLibrary::push()
{
    SyncReport report;
    QSet<ScenarioId> blocked; // an earlier revision of the scenario was refused
    for (const QueuedRevision &q : queued()) {
        if (q.conflict) {
            blocked.insert(q.id);
            continue;
        }
        if (blocked.contains(q.id)) {
            const QString message = Msg::tr("An earlier revision of this scenario saved offline "
                                            "was refused; this one waits for it");
            markRefused(q.seq, 0, message);
            continue;
        }
        auto saved = online<int>([&] {
            auto sent = m_remote->save(q.id, q.scenario, q.baseRevision, q.note);
            // A save whose commit was not acknowledged (the connection dropped) and is on the
            // server all the same: its revision follows the base and holds this content.
            if (!sent && sent.error().kind == StoreError::Kind::Conflict) {
                const auto next = m_remote->loadRevision(q.id, q.baseRevision + 1);
                if (next && sameContent(*next, q.scenario))
                    return Result<int>(q.baseRevision + 1);
            }
            return sent;
        });
        if (!saved)
            return offlineError(Msg::tr("Sending the revisions saved offline"));
        if (*saved) {
            dequeue(q.seq);
            if (const auto loaded = m_remote->load(q.id)) {
                const QString content =
                    QString::fromUtf8(scenariofile::toCanonicalJson(loaded->scenario));
                cacheRecord(loaded->record, &content);
            }
            report.pushed.append({q, saved->value()});
            continue;
        }
        blocked.insert(q.id);
        const StoreError &error = saved->error();
        int theirs = 0;
        if (error.kind == StoreError::Kind::Conflict)
            if (const auto current = m_remote->load(q.id))
                theirs = current->record.revision;
        markRefused(q.seq, theirs, error.message);
    }
    for (const QueuedRevision &q : queued())
        if (q.conflict)
            report.conflicts << q;
    return report;
}

Result<SyncReport> CachedLibrary::synchronise()
{
    if (!m_cache.isOpen())
        return StoreError{StoreError::Kind::Io,
                          Msg::tr("Synchronising failed: no scenario library is open")};
    if (!m_online && !reconnect())
        return offlineError(Msg::tr("Synchronising"));
    if (auto refreshed = refreshAll(); !refreshed)
        return refreshed.error();
    auto report = push();
    if (report && !report->pushed.isEmpty())
        for (const auto &pushed : report->pushed)
            notify({LibraryChange::Kind::Saved, pushed.queued.id, pushed.revision});
    return report;
}

Result<qint64> CachedLibrary::resolve(qint64 seq, Resolution resolution)
{
    QueuedRevision q;
    bool found = false;
    for (const QueuedRevision &each : queued())
        if (each.seq == seq) {
            q = each;
            found = true;
        }
    if (!found)
        return StoreError{StoreError::Kind::NotFound,
                          Msg::tr("There is no revision %1 waiting to be sent").arg(seq)};
    switch (resolution) {
    case Resolution::TakeTheirs:
        dequeue(seq);
        notify({LibraryChange::Kind::Saved, q.id, 0});
        return qint64(0);
    case Resolution::KeepMine: {
        auto saved = online<int>([&]() -> Result<int> {
            const auto current = m_remote->load(q.id);
            if (!current)
                return current.error();
            return m_remote->save(
                q.id, q.scenario, current->record.revision,
                Msg::tr("Kept over revision %1 after a conflict").arg(current->record.revision));
        });
        if (!saved)
            return offlineError(Msg::tr("Keeping your revision"));
        if (!*saved)
            return saved->error();
        dequeue(seq);
        return qint64(saved->value());
    }
    case Resolution::SaveCopy: {
        Scenario copy = q.scenario;
        copy.name = Msg::tr("%1 (my changes)").arg(q.scenario.name);
        if (scenariofile::validate(copy))
            copy.name = q.scenario.name; // too long with the suffix: the same name, a new scenario
        auto created = online<ScenarioId>([&] {
            return m_remote->create(
                copy, Msg::tr("Saved offline from revision %1 of scenario %2; a copy after a "
                              "conflict")
                          .arg(q.baseRevision)
                          .arg(q.id));
        });
        if (!created)
            return offlineError(Msg::tr("Saving your revision as a copy"));
        if (!*created)
            return created->error();
        dequeue(seq);
        return qint64(created->value());
    }
    }
    return StoreError{StoreError::Kind::Invalid, QString()};
}

Result<void> CachedLibrary::checkWritable(const QString &what) const
{
    if (!m_cache.isOpen())
        return StoreError{StoreError::Kind::Io,
                          Msg::tr("%1 failed: no scenario library is open").arg(what)};
    if (isReadOnly())
        return StoreError{StoreError::Kind::ReadOnly,
                          Msg::tr("%1 failed: the scenario library is read-only. %2")
                              .arg(what, readOnlyReason())};
    return {};
}

Result<QList<ScenarioId>> CachedLibrary::insertScenarios(const QList<PreparedScenario> &scenarios,
                                                         const QString &what)
{
    if (auto result =
            online<QList<ScenarioId>>([&] { return m_remote->insertScenarios(scenarios, what); }))
        return *result;
    return offlineError(what);
}

Result<int> CachedLibrary::storeRevision(const RevisionWrite &write)
{
    // A restore brings back a revision the server keeps: only the server can store it.
    if (write.origin == RevisionWrite::Origin::Restore || !write.expectedRevision) {
        if (auto result = online<int>([&] { return m_remote->storeRevision(write); }))
            return *result;
        return offlineError(write.what);
    }
    const QString &what = write.what;
    const ScenarioId id = write.id;
    const Scenario &scenario = write.scenario;
    const int expectedRevision = *write.expectedRevision;
    const QString &note = write.note;
    if (auto writable = checkWritable(what); !writable)
        return writable.error();
    if (const auto error = scenariofile::validate(scenario))
        return StoreError{StoreError::Kind::Invalid,
                          Msg::tr("The scenario is not valid: %1").arg(error->toString())};
    // Revisions still waiting go first, in their order.
    const auto pending = [&] {
        const QList<QueuedRevision> queue = queuedFor(id);
        return std::any_of(queue.begin(), queue.end(),
                           [](const QueuedRevision &q) { return !q.conflict; });
    };
    if (m_online && pending())
        (void)push();

    if (m_online) {
        // Written down before it is sent, removed once the server has it.
        const auto seq = enqueue(id, expectedRevision, scenario, note);
        if (!seq)
            return seq.error();
        auto saved = online<int>([&] {
            auto sent = m_remote->storeRevision(write);
            if (!sent && sent.error().kind == StoreError::Kind::Conflict) {
                const auto next = m_remote->loadRevision(id, expectedRevision + 1);
                if (next && sameContent(*next, scenario)) // ours, committed before a drop
                    return Result<int>(expectedRevision + 1);
            }
            return sent;
        });
        if (saved) {
            dequeue(*seq);
            return *saved;
        }
        // Offline now: the revision stays queued and is sent when the server is back.
        notify({LibraryChange::Kind::Saved, id, expectedRevision + 1});
        return expectedRevision + 1;
    }

    const auto c = cached(id);
    if (!c)
        return StoreError{StoreError::Kind::NotFound,
                          Msg::tr("%1 failed: scenario %2 is not in the offline copy of the "
                                  "team library")
                              .arg(what)
                              .arg(id)};
    if (c->record.deletedAt)
        return rows::inTrash(id, c->record.name);
    const ScenarioRecord current = overlay(*c, queuedFor(id));
    if (current.revision != expectedRevision)
        return StoreError{
            StoreError::Kind::Conflict,
            Msg::tr("“%1” was saved since it was opened (revision %2, opened at revision %3). "
                    "These changes were not saved: save them as a new scenario, or reload.")
                .arg(current.name, QString::number(current.revision),
                     QString::number(expectedRevision))};
    const auto seq = enqueue(id, expectedRevision, scenario, note);
    if (!seq)
        return seq.error();
    notify({LibraryChange::Kind::Saved, id, expectedRevision + 1});
    return expectedRevision + 1;
}

Result<void> CachedLibrary::moveToTrash(ScenarioId id)
{
    if (auto result = online<void>([&] { return m_remote->moveToTrash(id); }))
        return *result;
    return offlineError(Msg::tr("Moving a scenario to the trash"));
}

Result<void> CachedLibrary::restoreFromTrash(ScenarioId id)
{
    if (auto result = online<void>([&] { return m_remote->restoreFromTrash(id); }))
        return *result;
    return offlineError(Msg::tr("Restoring a scenario from the trash"));
}

Result<int> CachedLibrary::emptyTrash()
{
    if (auto result = online<int>([&] { return m_remote->emptyTrash(); }))
        return *result;
    return offlineError(Msg::tr("Emptying the trash"));
}

Result<int> CachedLibrary::refreshSummaries()
{
    if (auto result = online<int>([&] { return m_remote->refreshSummaries(); }))
        return *result;
    return offlineError(Msg::tr("Updating the scenario list"));
}

Result<LibraryContents> CachedLibrary::contents() const
{
    if (auto result = online<LibraryContents>([&] { return m_remote->contents(); }))
        return *result;
    return offlineError(Msg::tr("Reading the whole library"));
}

Result<QList<ScenarioId>> CachedLibrary::addContents(const LibraryContents &contents, AddMode mode)
{
    if (auto result =
            online<QList<ScenarioId>>([&] { return m_remote->addContents(contents, mode); }))
        return *result;
    return offlineError(Msg::tr("Copying scenarios into the library"));
}

Result<std::unique_ptr<ScenarioLibrary>> makeCachedLibrary(const QString &location,
                                                           const LibraryOptions &options)
{
    auto library = makeLibrary(location, options);
    if (!library || backendFor(location) != Backend::PostgreSql)
        return library;
    auto cached = std::make_unique<CachedLibrary>(std::move(library).value());
    cached->setSummarizers(options.summarizer);
    cached->setOpenWithoutCopy(options.openWithoutCopy);
    cached->setOfflineCopyKey(options.offlineCopyKey, options.encryptOfflineCopy);
    return std::unique_ptr<ScenarioLibrary>(std::move(cached));
}

} // namespace gda::store
