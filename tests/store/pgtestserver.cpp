// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgtestserver.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>
#include <QVersionNumber>

#include <cstdio>
#include <cstdlib>
#include <pwd.h>
#include <unistd.h>

namespace gda::test {

namespace {

PgTestServer *s_instance = nullptr;

void stopAtExit()
{
    delete s_instance;
    s_instance = nullptr;
}

// The folder of initdb and pg_ctl, or empty.
QString findBinDirectory()
{
    if (const QString dir = qEnvironmentVariable("GDA_PG_BINDIR"); !dir.isEmpty())
        return dir;
    const QDir versions(QStringLiteral("/usr/lib/postgresql"));
    QString best;
    QVersionNumber bestVersion;
    for (const QString &name : versions.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QVersionNumber version = QVersionNumber::fromString(name);
        if (QFile::exists(versions.filePath(name + QStringLiteral("/bin/initdb"))) &&
            version > bestVersion) {
            best = versions.filePath(name + QStringLiteral("/bin"));
            bestVersion = version;
        }
    }
    if (!best.isEmpty())
        return best;
    const QString initdb = QStandardPaths::findExecutable(QStringLiteral("initdb"));
    return initdb.isEmpty() ? QString() : QFileInfo(initdb).absolutePath();
}

} // namespace

PgTestServer &PgTestServer::instance()
{
    if (s_instance)
        return *s_instance;
    s_instance = new PgTestServer;
    const QString problem = s_instance->start();
    if (!problem.isEmpty()) {
        const bool mayskip =
            qEnvironmentVariableIsEmpty("CI") && ::geteuid() != 0 && s_instance->m_binDir.isEmpty();
        delete s_instance;
        s_instance = nullptr;
        if (mayskip) {
            std::fprintf(stderr,
                         "SKIPPED: the PostgreSQL tests need a PostgreSQL server installed "
                         "(Debian: apt-get install postgresql libqt6sql6-psql): %s\n",
                         qPrintable(problem));
            std::exit(kSkipExitCode);
        }
        FAIL("The throw-away PostgreSQL server for the tests did not start: "
             << problem.toStdString());
    }
    qAddPostRoutine(stopAtExit);
    return *s_instance;
}

PgTestServer::~PgTestServer()
{
    stop();
}

bool PgTestServer::runTool(const QString &program, const QStringList &args, QString *output)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    // A folder the postgres user may enter (the test's own may be root's).
    process.setWorkingDirectory(m_dir.path());
    const QString tool = QDir(m_binDir).filePath(program);
    if (m_asPostgresUser)
        process.start(QStringLiteral("runuser"),
                      QStringList{QStringLiteral("-u"), QStringLiteral("postgres"),
                                  QStringLiteral("--"), tool} +
                          args);
    else
        process.start(tool, args);
    const bool finished = process.waitForStarted(10000) && process.waitForFinished(120000);
    const bool ok =
        finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    if (!ok && output)
        *output = tool + QStringLiteral(": ") + process.errorString() + u'\n' +
                  QString::fromLocal8Bit(process.readAll());
    return ok;
}

QString PgTestServer::start()
{
    m_binDir = findBinDirectory();
    if (m_binDir.isEmpty())
        return QStringLiteral("initdb was found neither in $GDA_PG_BINDIR, "
                              "/usr/lib/postgresql/*/bin nor on the PATH");
    if (!m_dir.isValid())
        return QStringLiteral("no temporary folder: ") + m_dir.errorString();
    if (::geteuid() == 0) {
        // PostgreSQL refuses to run as root: the server runs as the postgres user.
        const passwd *postgres = ::getpwnam("postgres");
        if (!postgres)
            return QStringLiteral("running as root, and there is no postgres user to run the "
                                  "server as (it comes with Debian's postgresql package)");
        if (::chown(QFile::encodeName(m_dir.path()).constData(), postgres->pw_uid,
                    postgres->pw_gid) != 0)
            return QStringLiteral("cannot give %1 to the postgres user").arg(m_dir.path());
        m_asPostgresUser = true;
    }
    const QString data = m_dir.filePath(QStringLiteral("data"));
    QString output;
    if (!runTool(QStringLiteral("initdb"),
                 {QStringLiteral("-D"), data, QStringLiteral("-A"), QStringLiteral("trust"),
                  QStringLiteral("-U"), kSuperuser, QStringLiteral("-E"), QStringLiteral("UTF8"),
                  QStringLiteral("--locale=C.UTF-8"), QStringLiteral("--no-sync")},
                 &output))
        return output;
    // Only the socket in the temporary folder: no TCP port to collide with another run.
    const QString serverOptions =
        QStringLiteral("-k %1 -c listen_addresses= -c fsync=off -c max_connections=60")
            .arg(m_dir.path());
    const QString log = m_dir.filePath(QStringLiteral("server.log"));
    if (!runTool(QStringLiteral("pg_ctl"),
                 {QStringLiteral("-D"), data, QStringLiteral("-l"), log, QStringLiteral("-o"),
                  serverOptions, QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("60"),
                  QStringLiteral("start")},
                 &output)) {
        QFile file(log);
        if (file.open(QIODevice::ReadOnly))
            output += QStringLiteral("\nserver log:\n") + QString::fromLocal8Bit(file.readAll());
        return output;
    }
    m_running = true;
    return {};
}

void PgTestServer::restart()
{
    QString output;
    const bool restarted =
        runTool(QStringLiteral("pg_ctl"),
                {QStringLiteral("-D"), m_dir.filePath(QStringLiteral("data")), QStringLiteral("-l"),
                 m_dir.filePath(QStringLiteral("server.log")), QStringLiteral("-m"),
                 QStringLiteral("fast"), QStringLiteral("-w"), QStringLiteral("-t"),
                 QStringLiteral("60"), QStringLiteral("restart")},
                &output);
    INFO(output.toStdString());
    REQUIRE(restarted);
}

void PgTestServer::stop()
{
    if (!m_running)
        return;
    m_running = false;
    runTool(QStringLiteral("pg_ctl"),
            {QStringLiteral("-D"), m_dir.filePath(QStringLiteral("data")), QStringLiteral("-m"),
             QStringLiteral("immediate"), QStringLiteral("-w"), QStringLiteral("stop")},
            nullptr);
}

void PgTestServer::stopServer(bool immediate)
{
    QString output;
    const bool stopped =
        runTool(QStringLiteral("pg_ctl"),
                {QStringLiteral("-D"), m_dir.filePath(QStringLiteral("data")), QStringLiteral("-m"),
                 immediate ? QStringLiteral("immediate") : QStringLiteral("fast"),
                 QStringLiteral("-w"), QStringLiteral("stop")},
                &output);
    INFO(output.toStdString());
    REQUIRE(stopped);
}

QStringList PgTestServer::stopCommand() const
{
    QStringList command{QDir(m_binDir).filePath(QStringLiteral("pg_ctl")),
                        QStringLiteral("-D"),
                        m_dir.filePath(QStringLiteral("data")),
                        QStringLiteral("-m"),
                        QStringLiteral("immediate"),
                        QStringLiteral("-w"),
                        QStringLiteral("stop")};
    if (m_asPostgresUser)
        command = QStringList{QStringLiteral("runuser"), QStringLiteral("-u"),
                              QStringLiteral("postgres"), QStringLiteral("--")} +
                  command;
    return command;
}

void PgTestServer::startServer()
{
    const QString serverOptions =
        QStringLiteral("-k %1 -c listen_addresses= -c fsync=off -c max_connections=60")
            .arg(m_dir.path());
    QString output;
    const bool started = runTool(
        QStringLiteral("pg_ctl"),
        {QStringLiteral("-D"), m_dir.filePath(QStringLiteral("data")), QStringLiteral("-l"),
         m_dir.filePath(QStringLiteral("server.log")), QStringLiteral("-o"), serverOptions,
         QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("start")},
        &output);
    INFO(output.toStdString());
    REQUIRE(started);
}

QString PgTestServer::uri(const QString &database, const QString &user,
                          const QString &password) const
{
    QString uri = QStringLiteral("postgresql:///%1?host=%2&user=%3")
                      .arg(database, m_dir.path(), user.isEmpty() ? kSuperuser : user);
    if (!password.isEmpty())
        uri += QStringLiteral("&password=") + QString::fromUtf8(QUrl::toPercentEncoding(password));
    return uri;
}

void PgTestServer::requirePassword(const QString &user)
{
    // pg_hba.conf is read top down: this line goes before initdb's "trust" lines.
    QFile hba(m_dir.filePath(QStringLiteral("data/pg_hba.conf")));
    REQUIRE(hba.open(QIODevice::ReadOnly));
    const QByteArray rules = hba.readAll();
    hba.close();
    REQUIRE(hba.open(QIODevice::WriteOnly | QIODevice::Truncate));
    hba.write("local all " + user.toUtf8() + " scram-sha-256\n" + rules);
    hba.close();
    REQUIRE(value(QStringLiteral("postgres"), QStringLiteral("SELECT pg_reload_conf()")).toBool());
}

QString PgTestServer::createDatabase()
{
    const QString name = QStringLiteral("gda_test_%1").arg(++m_databases);
    exec(QStringLiteral("postgres"), QStringLiteral("CREATE DATABASE %1").arg(name));
    return name;
}

void PgTestServer::exec(const QString &database, const QString &sql)
{
    value(database, sql);
}

QVariant PgTestServer::value(const QString &database, const QString &sql)
{
    QVariant result;
    const QString connection = QStringLiteral("gda-test-pg-admin");
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
        db.setHostName(m_dir.path());
        db.setDatabaseName(database);
        db.setUserName(kSuperuser);
        if (!db.open()) {
            error = db.lastError().text();
        } else {
            QSqlQuery query(db);
            if (!query.exec(sql))
                error = query.lastError().text();
            else if (query.next())
                result = query.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    INFO(sql.toStdString());
    if (!error.isEmpty())
        FAIL(error.toStdString());
    return result;
}

} // namespace gda::test
