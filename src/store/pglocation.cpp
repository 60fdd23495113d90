// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pglocation.h"

#include <QCoreApplication>
#include <QUrl>

namespace gda::store {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::store)
};

// libpq keywords a URI may carry besides host, port, dbname, user and password. Anything else
// is refused by name, so a typo is not silently ignored.
constexpr const char *kKeywords[] = {
    "sslmode",         "sslcert",          "sslkey",         "sslrootcert",
    "sslcrl",          "sslpassword",      "sslcompression", "requiressl",
    "connect_timeout", "application_name", "options",        "target_session_attrs",
    "keepalives",      "keepalives_idle",  "gssencmode",     "krbsrvname",
    "passfile",        "channel_binding",  "service",        "client_encoding"};

QString decode(const QString &part)
{
    return QUrl::fromPercentEncoding(part.toUtf8());
}

StoreError invalid(const QString &detail)
{
    return {StoreError::Kind::Invalid,
            Msg::tr("The team library address is not a valid postgresql:// URI: %1").arg(detail)};
}

QString encode(const QString &text)
{
    return QString::fromUtf8(QUrl::toPercentEncoding(text));
}

} // namespace

QString PgLocation::display() const
{
    QString uri = QStringLiteral("postgresql://");
    if (!user.isEmpty())
        uri += encode(user) + u'@';
    if (host.startsWith(u'/'))
        uri += encode(host);
    else if (host.contains(u':'))
        uri += u'[' + host + u']';
    else
        uri += host;
    if (port > 0)
        uri += u':' + QString::number(port);
    if (!database.isEmpty())
        uri += u'/' + encode(database);
    QStringList query;
    for (const auto &[key, value] : parameters)
        if (key != QLatin1String("sslpassword"))
            query << key + u'=' + encode(value);
    if (!query.isEmpty())
        uri += u'?' + query.join(u'&');
    return uri;
}

QString PgLocation::connectOptions() const
{
    QStringList options;
    for (const auto &[key, value] : parameters)
        options << key + u'=' + value;
    return options.join(u';');
}

void PgLocation::applyTo(QSqlDatabase &db, const QString &fallbackPassword,
                         int connectTimeoutSeconds) const
{
    db.setHostName(host);
    if (port > 0)
        db.setPort(port);
    db.setDatabaseName(database);
    db.setUserName(user);
    db.setPassword(password.isEmpty() ? fallbackPassword : password);
    QStringList options;
    if (const QString given = connectOptions(); !given.isEmpty())
        options << given;
    if (!given(QStringLiteral("connect_timeout")))
        options << QStringLiteral("connect_timeout=%1").arg(connectTimeoutSeconds);
    if (!given(QStringLiteral("application_name")))
        options << QStringLiteral("application_name=gpu-advisor");
    db.setConnectOptions(options.join(u';'));
}

bool PgLocation::given(const QString &key) const
{
    return std::any_of(parameters.begin(), parameters.end(),
                       [&](const auto &parameter) { return parameter.first == key; });
}

Result<PgLocation> parsePgLocation(const QString &uri)
{
    QString rest = uri.trimmed();
    const qsizetype schemeEnd = rest.indexOf(QLatin1String("://"));
    if (schemeEnd < 0)
        return invalid(Msg::tr("it must start with postgresql://"));
    const QString scheme = rest.left(schemeEnd).toLower();
    if (scheme != QLatin1String("postgresql") && scheme != QLatin1String("postgres"))
        return invalid(Msg::tr("it must start with postgresql://"));
    rest = rest.mid(schemeEnd + 3);

    PgLocation location;
    QString query;
    if (const qsizetype q = rest.indexOf(u'?'); q >= 0) {
        query = rest.mid(q + 1);
        rest = rest.left(q);
    }
    QString authority = rest;
    if (const qsizetype slash = rest.indexOf(u'/'); slash >= 0) {
        authority = rest.left(slash);
        location.database = decode(rest.mid(slash + 1));
    }
    if (const qsizetype at = authority.lastIndexOf(u'@'); at >= 0) {
        const QString userInfo = authority.left(at);
        authority = authority.mid(at + 1);
        const qsizetype colon = userInfo.indexOf(u':');
        location.user = decode(colon >= 0 ? userInfo.left(colon) : userInfo);
        if (colon >= 0)
            location.password = decode(userInfo.mid(colon + 1));
    }
    QString portText;
    if (authority.startsWith(u'[')) {
        const qsizetype close = authority.indexOf(u']');
        if (close < 0)
            return invalid(Msg::tr("the IPv6 address has no closing “]”"));
        location.host = authority.mid(1, close - 1);
        const QString after = authority.mid(close + 1);
        if (after.startsWith(u':'))
            portText = after.mid(1);
        else if (!after.isEmpty())
            return invalid(Msg::tr("unexpected “%1” after the host").arg(after));
    } else {
        const qsizetype colon = authority.lastIndexOf(u':');
        location.host = decode(colon >= 0 ? authority.left(colon) : authority);
        if (colon >= 0)
            portText = authority.mid(colon + 1);
    }
    const auto setPort = [&](const QString &text) -> Result<void> {
        bool ok = false;
        const int port = text.toInt(&ok);
        if (!ok || port < 1 || port > 65535)
            return invalid(Msg::tr("the port “%1” is not a number from 1 to 65535").arg(text));
        location.port = port;
        return {};
    };
    if (!portText.isEmpty())
        if (auto set = setPort(portText); !set)
            return set.error();

    for (const QString &pair : query.split(u'&', Qt::SkipEmptyParts)) {
        const qsizetype equals = pair.indexOf(u'=');
        if (equals <= 0)
            return invalid(Msg::tr("the parameter “%1” has no value").arg(decode(pair)));
        const QString key = decode(pair.left(equals));
        const QString value = decode(pair.mid(equals + 1));
        if (key == QLatin1String("host")) {
            location.host = value;
        } else if (key == QLatin1String("port")) {
            if (auto set = setPort(value); !set)
                return set.error();
        } else if (key == QLatin1String("dbname")) {
            location.database = value;
        } else if (key == QLatin1String("user")) {
            location.user = value;
        } else if (key == QLatin1String("password")) {
            location.password = value;
        } else if (std::any_of(std::begin(kKeywords), std::end(kKeywords),
                               [&](const char *k) { return key == QLatin1String(k); })) {
            // Qt's driver joins its options with spaces, unquoted: a value must be one word.
            if (value.isEmpty() || value.contains(u' ') || value.contains(u';') ||
                value.contains(u'\'') || value.contains(u'\\'))
                return invalid(
                    Msg::tr("the value of “%1” must be one word without quotes").arg(key));
            location.parameters.append({key, value});
        } else {
            return invalid(Msg::tr("unknown parameter “%1” (known: host, port, dbname, user, "
                                   "password, sslmode, connect_timeout, application_name, …)")
                               .arg(key));
        }
    }
    return location;
}

} // namespace gda::store
