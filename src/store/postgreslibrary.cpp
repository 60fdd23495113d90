// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "postgreslibrary.h"

#include "pgmigrations.h"
#include "rowmapping.h"
#include "sqlerrors.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <libpq-fe.h>

namespace gda::store {

using namespace rows;

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::store)
};

const QString kChannel = QString::fromLatin1(kPgChannel);

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

// What one more connection attempt through libpq itself says about the password (Qt's driver
// closes a failed connection before it can be asked, and gives no SQLSTATE for it).
enum class PasswordAnswer { Accepted, Wanted, Refused };
PasswordAnswer askServer(const PgLocation &where, const QString &password,
                         int connectTimeoutSeconds)
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
    add("password", password); // empty: libpq's own (PGPASSWORD, ~/.pgpass)
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
    PasswordAnswer answer = PasswordAnswer::Accepted;
    if (PQstatus(connection) == CONNECTION_BAD) {
        if (PQconnectionNeedsPassword(connection) != 0)
            answer = PasswordAnswer::Wanted;
        else if (PQconnectionUsedPassword(connection) != 0)
            answer = PasswordAnswer::Refused; // a password was sent and the login failed
    }
    PQfinish(connection);
    return answer;
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

PostgresLibrary::PostgresLibrary() : SqlLibrary(SqlDialect::postgres()) {}

PostgresLibrary::~PostgresLibrary()
{
    close();
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
    forgetState();
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

    m_connectionName = uniqueConnectionName(QStringLiteral("gda-pg"));
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
        const QString given = where.password.isEmpty() ? m_password : where.password;
        // A server that answers is not "unreachable": say whether it wants a password or
        // refused the one given (or found in PGPASSWORD, ~/.pgpass).
        const PasswordAnswer answer = askServer(where, given, kDefaultConnectTimeoutSeconds);
        if (answer == PasswordAnswer::Wanted && given.isEmpty()) {
            error.message = Msg::tr("%1 failed: the server asks for a password. Put it in "
                                    "~/.pgpass (or PGPASSWORD), never in the settings.")
                                .arg(what);
            disconnect();
            m_passwordNeeded = true;
            return error;
        }
        if (answer == PasswordAnswer::Refused) {
            error.message =
                Msg::tr("%1 failed: the server refused the login of %2: the password "
                        "is wrong (or %2 may not use this database)")
                    .arg(what, where.user.isEmpty() ? Msg::tr("this user") : where.user);
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

    {
        QSqlQuery role(m_db);
        m_role = role.exec(QStringLiteral("SELECT current_user")) && role.next()
                     ? role.value(0).toString()
                     : where.user;
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
    return SqlLibrary::requireOpen(what);
}

} // namespace gda::store
