// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "postgreslibrary.h"

#include "pgerror.h"
#include "pgmigrations.h"
#include "rowmapping.h"
#include "scenario/scenariofile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <libpq-fe.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>

namespace gda::store {

using namespace rows;

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::store)
};

std::atomic<int> s_connectionCount{0};

const QString kChannel = QStringLiteral("gda_library");

// The server's clock in milliseconds since 1970 UTC: one clock for every client of the library.
const QString kNow = QStringLiteral("(extract(epoch from clock_timestamp()) * 1000)::bigint");

std::optional<LibraryChange> parseChange(const QString &payload)
{
    const QStringList parts = payload.split(u' ');
    if (parts.size() != 3)
        return std::nullopt;
    static const std::pair<const char *, LibraryChange::Kind> kinds[] = {
        {"created", LibraryChange::Kind::Created}, {"saved", LibraryChange::Kind::Saved},
        {"trashed", LibraryChange::Kind::Trashed}, {"restored", LibraryChange::Kind::Restored},
        {"deleted", LibraryChange::Kind::Deleted}, {"summaries", LibraryChange::Kind::Summaries},
    };
    for (const auto &[key, kind] : kinds)
        if (parts[0] == QLatin1String(key)) {
            bool idOk = false;
            bool revisionOk = false;
            LibraryChange change{kind, parts[1].toLongLong(&idOk), parts[2].toInt(&revisionOk),
                                 true};
            if (!idOk || !revisionOk)
                return std::nullopt;
            return change;
        }
    return std::nullopt;
}

// Whether the server at `where` asks for a password that was not given: one more connection
// attempt through libpq itself (Qt's driver closes a failed connection before it can be asked).
bool serverWantsPassword(const PgLocation &where, int connectTimeoutSeconds)
{
    std::vector<QByteArray> keys;
    std::vector<QByteArray> values;
    const auto add = [&](const char *key, const QString &value) {
        if (!value.isEmpty()) {
            keys.emplace_back(key);
            values.push_back(value.toUtf8());
        }
    };
    add("host", where.host);
    add("port", where.port > 0 ? QString::number(where.port) : QString());
    add("dbname", where.database);
    add("user", where.user);
    for (const auto &[key, value] : where.parameters)
        add(key.toUtf8().constData(), value);
    if (!where.given(QStringLiteral("connect_timeout")))
        add("connect_timeout", QString::number(connectTimeoutSeconds));
    std::vector<const char *> keyPointers;
    std::vector<const char *> valuePointers;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        keyPointers.push_back(keys[i].constData());
        valuePointers.push_back(values[i].constData());
    }
    keyPointers.push_back(nullptr);
    valuePointers.push_back(nullptr);
    PGconn *connection = PQconnectdbParams(keyPointers.data(), valuePointers.data(), 0);
    const bool wants =
        PQstatus(connection) == CONNECTION_BAD && PQconnectionNeedsPassword(connection) != 0;
    PQfinish(connection);
    return wants;
}

// Whether the connection to the server was lost (a server restart, a network failure): libpq
// marks it bad once an operation failed on it.
bool connectionLost(const QSqlDatabase &db)
{
    const QSqlDriver *driver = db.driver();
    const QVariant handle = driver != nullptr ? driver->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "PGconn*") != 0)
        return false;
    const PGconn *connection = *static_cast<PGconn *const *>(handle.constData());
    return connection != nullptr && PQstatus(connection) == CONNECTION_BAD;
}

} // namespace

struct PostgresLibrary::Prepared
{
    Scenario scenario;
    QString content; // canonical JSON
    QString nameKey;
    QString searchText;
    ScenarioSummary summary;
};

PostgresLibrary::PostgresLibrary() = default;

PostgresLibrary::~PostgresLibrary()
{
    close();
}

bool PostgresLibrary::isOpen() const
{
    return m_db.isOpen();
}

void PostgresLibrary::close()
{
    m_reconnectTo.clear();
    disconnect();
}

void PostgresLibrary::disconnect()
{
    if (!m_connectionName.isEmpty()) {
        if (QSqlDriver *driver = m_db.driver())
            QObject::disconnect(driver, nullptr, nullptr, nullptr);
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
        m_connectionName.clear();
    }
    m_readOnly = false;
    m_readOnlyReason.clear();
    m_warnings.clear();
    m_schemaVersion = 0;
}

Result<void> PostgresLibrary::open(const QString &location)
{
    close();
    auto opened = connectTo(location);
    if (opened)
        m_reconnectTo = location;
    return opened;
}

Result<void> PostgresLibrary::reconnect() const
{
    // The library object is never const itself; only the reading operations that notice the
    // lost connection are.
    auto *self = const_cast<PostgresLibrary *>(this);
    self->disconnect();
    return self->connectTo(m_reconnectTo);
}

Result<void> PostgresLibrary::connectTo(const QString &location)
{
    m_passwordNeeded = false;
    auto parsed = parsePgLocation(location);
    if (!parsed)
        return parsed.error();
    const PgLocation &where = *parsed;
    m_display = where.display();
    const QString what = Msg::tr("Opening the team library %1").arg(m_display);

    m_connectionName = QStringLiteral("gda-pg-%1").arg(++s_connectionCount);
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connectionName);
    const auto fail = [&](StoreError error) -> Result<void> {
        disconnect();
        return error;
    };
    if (!m_db.isValid())
        return fail({StoreError::Kind::Unsupported,
                     Msg::tr("%1 failed: Qt's PostgreSQL driver is not installed "
                             "(package libqt6sql6-psql)")
                         .arg(what)});
    where.applyTo(m_db, m_password, kDefaultConnectTimeoutSeconds);
    if (!m_db.open()) {
        StoreError error = pgError(m_db.lastError(), what);
        if (where.password.isEmpty() && m_password.isEmpty() &&
            serverWantsPassword(where, kDefaultConnectTimeoutSeconds)) {
            error.message = Msg::tr("%1 failed: the server asks for a password. Put it in "
                                    "~/.pgpass (or PGPASSWORD), never in the settings.")
                                .arg(what);
            disconnect();
            m_passwordNeeded = true;
            return error;
        }
        return fail(error);
    }

    const auto migrated = pgMigrate(m_db, m_display);
    if (!migrated) {
        if (migrated.error().kind != StoreError::Kind::ReadOnly)
            return fail(migrated.error());
        m_readOnly = true;
        m_readOnlyReason = migrated.error().message;
        m_warnings << m_readOnlyReason;
        const auto version = pgSchemaVersion(m_db);
        m_schemaVersion = version ? *version : 0;
    } else {
        m_schemaVersion = migrated->toVersion;
    }

    // Other connections' changes, as the server announces them after they commit.
    QSqlDriver *driver = m_db.driver();
    if (driver->subscribeToNotification(kChannel)) {
        QObject::connect(driver, &QSqlDriver::notification, driver,
                         [this](const QString &name, QSqlDriver::NotificationSource source,
                                const QVariant &payload) {
                             if (name == kChannel && source == QSqlDriver::OtherSource)
                                 heard(payload.toString());
                         });
    }
    return {};
}

void PostgresLibrary::heard(const QString &payload)
{
    if (const auto change = parseChange(payload))
        notify(*change);
}

Result<void> PostgresLibrary::requireOpen(const QString &what) const
{
    // After a lost connection (the operation that met it reported it), the next operation
    // connects again; while the server cannot be reached each operation says so.
    if (!m_reconnectTo.isEmpty() && (!m_db.isOpen() || connectionLost(m_db)))
        if (auto reconnected = reconnect(); !reconnected)
            return StoreError{reconnected.error().kind,
                              Msg::tr("%1 failed: %2").arg(what, reconnected.error().message)};
    if (!m_db.isOpen())
        return StoreError{StoreError::Kind::Io,
                          Msg::tr("%1 failed: no scenario library is open").arg(what)};
    return {};
}

Result<void> PostgresLibrary::requireWritable(const QString &what) const
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
auto PostgresLibrary::inWriteTransaction(const QString &what, Body &&body) -> decltype(body())
{
    if (auto writable = requireWritable(what); !writable)
        return writable.error();
    if (!m_db.transaction())
        return pgError(m_db.lastError(), what);
    auto result = body();
    if (!result) {
        m_db.rollback();
        return result;
    }
    if (!m_db.commit()) {
        const StoreError error = pgError(m_db.lastError(), what);
        m_db.rollback();
        return error;
    }
    return result;
}

Result<PostgresLibrary::Prepared> PostgresLibrary::prepare(const Scenario &scenario) const
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

Result<QVariant> PostgresLibrary::clientId(const QString &client, const QString &what)
{
    if (client.isEmpty())
        return QVariant(QMetaType::fromType<qlonglong>());
    QSqlQuery query(m_db);
    // Waits for a concurrent insert of the same name instead of failing on it.
    if (!run(query,
             QStringLiteral("INSERT INTO clients (name, created) VALUES (?, ") + kNow +
                 QStringLiteral(") ON CONFLICT (name) DO NOTHING"),
             {client}))
        return pgError(query.lastError(), what);
    if (!run(query, QStringLiteral("SELECT id FROM clients WHERE name = ?"), {client}))
        return pgError(query.lastError(), what);
    if (!query.next())
        return StoreError{StoreError::Kind::ReadOnly,
                          Msg::tr("%1 failed: the team library does not allow you to use the "
                                  "client “%2”")
                              .arg(what, client)};
    return query.value(0);
}

Result<ScenarioId> PostgresLibrary::insert(const Prepared &prepared, const QString &note,
                                           const QString &what)
{
    const auto client = clientId(prepared.scenario.client, what);
    if (!client)
        return client.error();
    QSqlQuery query(m_db);
    if (!run(query,
             QStringLiteral(
                 "INSERT INTO scenarios (client_id, name, name_key, search_text, created,"
                 " modified, recommendation, break_even_month, savings, savings_fraction, revision)"
                 " VALUES (?, ?, ?, ?, ") +
                 kNow + QStringLiteral(", ") + kNow +
                 QStringLiteral(", ?, ?, ?, ?, 1) RETURNING id, modified"),
             {*client, prepared.scenario.name, prepared.nameKey, prepared.searchText,
              nullableText(prepared.summary.recommendation),
              nullableNumber(prepared.summary.breakEvenMonth),
              nullableNumber(prepared.summary.savings),
              nullableNumber(prepared.summary.savingsFraction)}) ||
        !query.next())
        return pgError(query.lastError(), what);
    const ScenarioId id = query.value(0).toLongLong();
    const qint64 savedAt = query.value(1).toLongLong();
    if (!run(query,
             QStringLiteral("INSERT INTO revisions (scenario_id, revision, content, saved_at,"
                            " note) VALUES (?, 1, ?, ?, ?)"),
             {id, prepared.content, savedAt, notNull(note)}))
        return pgError(query.lastError(), what);
    return id;
}

Result<int> PostgresLibrary::storeRevision(ScenarioId id, const Prepared &prepared,
                                           std::optional<int> expectedRevision, const QString &note,
                                           const QString &what)
{
    auto revision = inWriteTransaction(what, [&]() -> Result<int> {
        // The row lock holds until commit: a concurrent save of this scenario waits here and
        // then sees the revision this one stored.
        QSqlQuery query(m_db);
        if (!run(query,
                 QStringLiteral("SELECT revision, deleted_at, name FROM scenarios WHERE id = ?"
                                " FOR UPDATE"),
                 {id}))
            return pgError(query.lastError(), what);
        if (!query.next())
            return notFound(id);
        const int stored = query.value(0).toInt();
        const bool trashed = !query.value(1).isNull();
        const QString storedName = query.value(2).toString();
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
        if (!run(query,
                 QStringLiteral(
                     "UPDATE scenarios SET client_id = ?, name = ?, name_key = ?, search_text = ?,"
                     " modified = ") +
                     kNow +
                     QStringLiteral(", recommendation = ?, break_even_month = ?, savings = ?,"
                                    " savings_fraction = ?, revision = ? WHERE id = ?"
                                    " RETURNING modified"),
                 {*client, prepared.scenario.name, prepared.nameKey, prepared.searchText,
                  nullableText(prepared.summary.recommendation),
                  nullableNumber(prepared.summary.breakEvenMonth),
                  nullableNumber(prepared.summary.savings),
                  nullableNumber(prepared.summary.savingsFraction), revision, id}))
            return pgError(query.lastError(), what);
        if (!query.next()) // the row is there but this user may not change it
            return StoreError{StoreError::Kind::ReadOnly,
                              Msg::tr("%1 failed: the team library does not allow you to "
                                      "change this scenario")
                                  .arg(what)};
        const qint64 savedAt = query.value(0).toLongLong();
        if (!run(query,
                 QStringLiteral("INSERT INTO revisions (scenario_id, revision, content, saved_at,"
                                " note) VALUES (?, ?, ?, ?, ?)"),
                 {id, revision, prepared.content, savedAt, notNull(note)}))
            return pgError(query.lastError(), what);
        return revision;
    });
    if (revision)
        notify({LibraryChange::Kind::Saved, id, *revision});
    return revision;
}

Result<ScenarioId> PostgresLibrary::created(Result<ScenarioId> id) const
{
    const LibraryChange change{LibraryChange::Kind::Created, id ? *id : 0, 1};
    return notifyIfDone(std::move(id), change);
}

Result<ScenarioId> PostgresLibrary::create(const Scenario &scenario, const QString &note)
{
    const QString what = Msg::tr("Creating the scenario");
    if (auto writable = requireWritable(what); !writable)
        return writable.error();
    const auto prepared = prepare(scenario);
    if (!prepared)
        return prepared.error();
    return created(inWriteTransaction(what, [&] { return insert(*prepared, note, what); }));
}

Result<int> PostgresLibrary::save(ScenarioId id, const Scenario &scenario, int expectedRevision,
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

Result<StoredScenario> PostgresLibrary::load(ScenarioId id) const
{
    const QString what = Msg::tr("Loading scenario %1").arg(id);
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query(m_db);
    if (!run(query,
             kRecordSelect + QStringLiteral(", r.content") + kRecordFrom +
                 QStringLiteral(" LEFT JOIN revisions r ON r.scenario_id = s.id AND r.revision ="
                                " s.revision WHERE s.id = ?"),
             {id}))
        return pgError(query.lastError(), what);
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

Result<QList<ScenarioRecord>> PostgresLibrary::list(const ListFilter &filter) const
{
    const QString what = Msg::tr("Listing the scenarios");
    if (auto open = requireOpen(what); !open)
        return open.error();
    QString sql = kRecordSelect + kRecordFrom + QStringLiteral(" WHERE true");
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
        sql += QStringLiteral(" AND strpos(s.name_key, ?) > 0");
        values << filter.name.toCaseFolded();
    }
    const QStringList words =
        filter.text.toCaseFolded().simplified().split(u' ', Qt::SkipEmptyParts);
    for (const QString &word : words) {
        sql += QStringLiteral(" AND strpos(s.search_text, ?) > 0");
        values << word;
    }
    sql += QStringLiteral(" ORDER BY s.modified DESC, s.id DESC");

    QSqlQuery query(m_db);
    if (!run(query, sql, values))
        return pgError(query.lastError(), what);
    QList<ScenarioRecord> records;
    records.reserve(std::max(0, query.size()));
    while (query.next())
        records.append(readRecord(query));
    if (query.lastError().isValid())
        return pgError(query.lastError(), what);
    return records;
}

Result<QStringList> PostgresLibrary::clients() const
{
    const QString what = Msg::tr("Listing the clients");
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query(m_db);
    if (!run(query, QStringLiteral("SELECT DISTINCT c.name FROM clients c JOIN scenarios s"
                                   " ON s.client_id = c.id WHERE s.deleted_at IS NULL")))
        return pgError(query.lastError(), what);
    QStringList names;
    while (query.next())
        names << query.value(0).toString();
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        return QString::localeAwareCompare(a, b) < 0;
    });
    return names;
}

Result<ScenarioId> PostgresLibrary::duplicate(ScenarioId id)
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

Result<int> PostgresLibrary::rename(ScenarioId id, const QString &name)
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
    return storeRevision(id, *prepared, original->record.revision,
                         Msg::tr("Renamed from “%1”").arg(original->record.name), what);
}

Result<void> PostgresLibrary::moveToTrash(ScenarioId id)
{
    const QString what = Msg::tr("Moving the scenario to the trash");
    auto moved = inWriteTransaction(what, [&]() -> Result<void> {
        QSqlQuery query(m_db);
        if (!run(query, QStringLiteral("SELECT deleted_at FROM scenarios WHERE id = ? FOR UPDATE"),
                 {id}))
            return pgError(query.lastError(), what);
        if (!query.next())
            return notFound(id);
        const bool trashed = !query.value(0).isNull();
        query.finish();
        if (!trashed && !run(query,
                             QStringLiteral("UPDATE scenarios SET deleted_at = ") + kNow +
                                 QStringLiteral(" WHERE id = ?"),
                             {id}))
            return pgError(query.lastError(), what);
        return {};
    });
    return notifyIfDone(std::move(moved), {LibraryChange::Kind::Trashed, id, 0});
}

Result<void> PostgresLibrary::restoreFromTrash(ScenarioId id)
{
    const QString what = Msg::tr("Restoring the scenario from the trash");
    auto restored = inWriteTransaction(what, [&]() -> Result<void> {
        QSqlQuery query(m_db);
        if (!run(query,
                 QStringLiteral("UPDATE scenarios SET deleted_at = NULL WHERE id = ? RETURNING id"),
                 {id}))
            return pgError(query.lastError(), what);
        if (!query.next())
            return notFound(id);
        return {};
    });
    return notifyIfDone(std::move(restored), {LibraryChange::Kind::Restored, id, 0});
}

Result<int> PostgresLibrary::emptyTrash()
{
    const QString what = Msg::tr("Emptying the trash");
    QList<ScenarioId> removed;
    auto emptied = inWriteTransaction(what, [&]() -> Result<int> {
        QSqlQuery query(m_db);
        // Revisions go with their scenario (ON DELETE CASCADE); clients stay (their team).
        if (!run(query, QStringLiteral("DELETE FROM scenarios WHERE deleted_at IS NOT NULL"
                                       " RETURNING id")))
            return pgError(query.lastError(), what);
        while (query.next())
            removed.append(query.value(0).toLongLong());
        return int(removed.size());
    });
    if (emptied)
        for (ScenarioId id : removed)
            notify({LibraryChange::Kind::Deleted, id, 0});
    return emptied;
}

Result<QList<RevisionRecord>> PostgresLibrary::history(ScenarioId id) const
{
    const QString what = Msg::tr("Reading the history of scenario %1").arg(id);
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query(m_db);
    if (!run(query,
             QStringLiteral("SELECT r.revision, r.saved_at, r.note FROM revisions r"
                            " JOIN scenarios s ON s.id = r.scenario_id"
                            " WHERE r.scenario_id = ? ORDER BY r.revision DESC"),
             {id}))
        return pgError(query.lastError(), what);
    QList<RevisionRecord> revisions;
    while (query.next())
        revisions.append({query.value(0).toInt(), fromMs(query.value(1).toLongLong()),
                          query.value(2).toString()});
    if (revisions.isEmpty())
        return notFound(id);
    return revisions;
}

Result<Scenario> PostgresLibrary::loadRevision(ScenarioId id, int revision) const
{
    const QString what = Msg::tr("Loading revision %1 of scenario %2").arg(revision).arg(id);
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query(m_db);
    if (!run(query,
             QStringLiteral("SELECT r.content, s.revision FROM scenarios s LEFT JOIN"
                            " revisions r ON r.scenario_id = s.id AND r.revision = ?"
                            " WHERE s.id = ?"),
             {revision, id}))
        return pgError(query.lastError(), what);
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

Result<int> PostgresLibrary::restoreRevision(ScenarioId id, int revision,
                                             std::optional<int> expectedRevision)
{
    const QString what = Msg::tr("Restoring revision %1").arg(revision);
    if (auto writable = requireWritable(what); !writable)
        return writable.error();
    const auto old = loadRevision(id, revision);
    if (!old)
        return old.error();
    const auto prepared = prepare(*old);
    if (!prepared)
        return prepared.error();
    return storeRevision(id, *prepared, expectedRevision,
                         Msg::tr("Restored revision %1").arg(revision), what);
}

Result<QList<ScenarioId>> PostgresLibrary::importFiles(const QStringList &paths)
{
    const QString what = Msg::tr("Importing scenario files");
    if (auto writable = requireWritable(what); !writable)
        return writable.error();
    if (paths.isEmpty())
        return StoreError{StoreError::Kind::Invalid,
                          Msg::tr("No scenario files were given to import")};
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

Result<void> PostgresLibrary::exportToFile(ScenarioId id, const QString &path) const
{
    const auto stored = load(id);
    if (!stored)
        return stored.error();
    if (const QString error = scenariofile::save(stored->scenario, path); !error.isEmpty())
        return StoreError{StoreError::Kind::Io, error};
    return {};
}

Result<int> PostgresLibrary::refreshSummaries()
{
    const QString what = Msg::tr("Updating the scenario list");
    auto refreshed = inWriteTransaction(what, [&]() -> Result<int> {
        QSqlQuery select(m_db);
        if (!run(select, QStringLiteral("SELECT s.id, r.content FROM scenarios s JOIN revisions r"
                                        " ON r.scenario_id = s.id AND r.revision = s.revision"
                                        " FOR UPDATE OF s")))
            return pgError(select.lastError(), what);
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
        if (!update.prepare(
                QStringLiteral("UPDATE scenarios SET recommendation = ?, break_even_month = ?,"
                               " savings = ?, savings_fraction = ? WHERE id = ?")))
            return pgError(update.lastError(), what);
        for (const auto &[id, summary] : summaries) {
            update.addBindValue(nullableText(summary.recommendation));
            update.addBindValue(nullableNumber(summary.breakEvenMonth));
            update.addBindValue(nullableNumber(summary.savings));
            update.addBindValue(nullableNumber(summary.savingsFraction));
            update.addBindValue(id);
            if (!update.exec())
                return pgError(update.lastError(), what);
        }
        if (!run(update, QStringLiteral("SELECT pg_notify(?, 'summaries 0 0')"), {kChannel}))
            return pgError(update.lastError(), what);
        return int(summaries.size());
    });
    return notifyIfDone(std::move(refreshed), {LibraryChange::Kind::Summaries, 0, 0});
}

Result<LibraryContents> PostgresLibrary::contents() const
{
    const QString what = Msg::tr("Reading the whole library");
    if (auto open = requireOpen(what); !open)
        return open.error();
    // One snapshot for every statement: a consistent picture while colleagues save.
    QSqlDatabase db = m_db;
    if (!db.transaction())
        return pgError(db.lastError(), what);
    const auto read = [&]() -> Result<LibraryContents> {
        LibraryContents contents;
        QSqlQuery query(db);
        // (A statement without values; PostgreSQL cannot PREPARE a SET.)
        if (!query.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ,"
                                       " READ ONLY")))
            return pgError(query.lastError(), what);
        if (!run(query, QStringLiteral("SELECT name, created FROM clients ORDER BY id")))
            return pgError(query.lastError(), what);
        while (query.next())
            contents.clients.append(
                {query.value(0).toString(), fromMs(query.value(1).toLongLong())});
        if (!run(query, kRecordSelect + kRecordFrom + QStringLiteral(" ORDER BY s.id")))
            return pgError(query.lastError(), what);
        std::map<ScenarioId, qsizetype> index;
        while (query.next()) {
            index[query.value(0).toLongLong()] = contents.scenarios.size();
            contents.scenarios.append({readRecord(query), {}});
        }
        if (!run(query, QStringLiteral("SELECT scenario_id, revision, saved_at, note, content"
                                       " FROM revisions ORDER BY scenario_id, revision")))
            return pgError(query.lastError(), what);
        while (query.next()) {
            const auto it = index.find(query.value(0).toLongLong());
            if (it == index.end())
                continue;
            contents.scenarios[it->second].revisions.append(
                {{query.value(1).toInt(), fromMs(query.value(2).toLongLong()),
                  query.value(3).toString()},
                 query.value(4).toString()});
        }
        if (query.lastError().isValid())
            return pgError(query.lastError(), what);
        return contents;
    };
    auto result = read();
    db.rollback(); // read only: nothing to keep
    return result;
}

Result<QList<ScenarioId>> PostgresLibrary::addContents(const LibraryContents &contents,
                                                       AddMode mode)
{
    const QString what = Msg::tr("Copying scenarios into %1").arg(m_display);
    // The statements outlive the transaction: freeing one after a failed statement, before the
    // rollback, would only earn a warning from the server.
    QSqlQuery query(m_db);
    QSqlQuery revisions(m_db);
    auto added = inWriteTransaction(what, [&]() -> Result<QList<ScenarioId>> {
        if (mode == AddMode::IntoEmpty) {
            // No other connection adds a scenario between this check and the commit.
            // (A statement without values; PostgreSQL cannot PREPARE a LOCK.)
            if (!query.exec(QStringLiteral("LOCK TABLE scenarios IN EXCLUSIVE MODE")))
                return pgError(query.lastError(), what);
            if (!run(query, QStringLiteral("SELECT count(*) FROM scenarios")) || !query.next())
                return pgError(query.lastError(), what);
            if (const int count = query.value(0).toInt(); count > 0)
                return StoreError{
                    StoreError::Kind::Invalid,
                    Msg::tr(
                        "%1 failed: the library is not empty (scenarios: %2, the trash included)")
                        .arg(what, QString::number(count))};
        }
        for (const ClientRecord &client : contents.clients)
            if (!run(query,
                     QStringLiteral("INSERT INTO clients (name, created) VALUES (?, ?)"
                                    " ON CONFLICT (name) DO NOTHING"),
                     {client.name, client.created.toMSecsSinceEpoch()}))
                return pgError(query.lastError(), what);
        QList<ScenarioId> ids;
        if (!revisions.prepare(
                QStringLiteral("INSERT INTO revisions (scenario_id, revision, content, saved_at,"
                               " note) VALUES (?, ?, ?, ?, ?)")))
            return pgError(revisions.lastError(), what);
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
            const QVariantList values{*client,
                                      r.name,
                                      copied->nameKey,
                                      copied->searchText,
                                      r.created.toMSecsSinceEpoch(),
                                      r.modified.toMSecsSinceEpoch(),
                                      nullableText(copied->summary.recommendation),
                                      nullableNumber(copied->summary.breakEvenMonth),
                                      nullableNumber(copied->summary.savings),
                                      nullableNumber(copied->summary.savingsFraction),
                                      r.revision,
                                      deletedAt};
            const QString columns = QStringLiteral(
                "client_id, name, name_key, search_text, created, modified, recommendation,"
                " break_even_month, savings, savings_fraction, revision, deleted_at");
            const bool ran =
                mode == AddMode::IntoEmpty
                    ? run(query,
                          QStringLiteral("INSERT INTO scenarios (id, ") + columns +
                              QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                                             " RETURNING id"),
                          QVariantList{r.id} + values)
                    : run(query,
                          QStringLiteral("INSERT INTO scenarios (") + columns +
                              QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                                             " RETURNING id"),
                          values);
            if (!ran || !query.next())
                return pgError(query.lastError(), what);
            const ScenarioId newId = query.value(0).toLongLong();
            for (const RevisionContent &revision : history.revisions) {
                revisions.addBindValue(newId);
                revisions.addBindValue(revision.record.revision);
                revisions.addBindValue(revision.content);
                revisions.addBindValue(revision.record.savedAt.toMSecsSinceEpoch());
                revisions.addBindValue(notNull(revision.record.note));
                if (!revisions.exec())
                    return pgError(revisions.lastError(), what);
            }
            ids.append(newId);
        }
        // The ids given out next follow the copied ones.
        if (mode == AddMode::IntoEmpty && !ids.isEmpty() &&
            !run(query, QStringLiteral("SELECT setval(pg_get_serial_sequence('scenarios', 'id'),"
                                       " (SELECT max(id) FROM scenarios))")))
            return pgError(query.lastError(), what);
        return ids;
    });
    if (added)
        for (qsizetype i = 0; i < added->size(); ++i)
            notify({LibraryChange::Kind::Created, added->at(i),
                    contents.scenarios[i].record.revision});
    return added;
}

} // namespace gda::store
