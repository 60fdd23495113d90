// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storetestsupport.h"

#include "scenario/scenariofile.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

#include <atomic>

namespace gda::test {

QStringList exampleFiles()
{
    const QDir dir(dataPath(QStringLiteral("examples")));
    QStringList files;
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        if (!name.endsWith(QLatin1String(".expected.json")))
            files << dir.filePath(name);
    REQUIRE(files.size() >= 6);
    return files;
}

Scenario exampleScenario(const QString &baseName)
{
    auto loaded = scenariofile::load(dataPath(QStringLiteral("examples/%1.json").arg(baseName)));
    if (const auto *error = std::get_if<scenariofile::Error>(&loaded))
        FAIL(error->toString().toStdString());
    return std::get<Scenario>(loaded);
}

QByteArray sha256Hex(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

QByteArray fileSha256(const QString &path)
{
    return sha256Hex(readFile(path));
}

RawDatabase::RawDatabase(const QString &path, bool readOnly)
{
    static std::atomic<int> count{0};
    m_name = QStringLiteral("gda-test-raw-%1").arg(++count);
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    m_db.setDatabaseName(path);
    if (readOnly)
        m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    const bool opened = m_db.open();
    INFO(m_db.lastError().text().toStdString());
    REQUIRE(opened);
}

RawDatabase::~RawDatabase()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
}

QVariant RawDatabase::value(const QString &sql)
{
    QSqlQuery query(m_db);
    const bool ran = query.exec(sql);
    INFO(sql.toStdString() << ": " << query.lastError().text().toStdString());
    REQUIRE(ran);
    return query.next() ? query.value(0) : QVariant();
}

void RawDatabase::exec(const QString &sql)
{
    QSqlQuery query(m_db);
    const bool ran = query.exec(sql);
    INFO(sql.toStdString() << ": " << query.lastError().text().toStdString());
    REQUIRE(ran);
}

QStringList processesShowing(const QString &text)
{
    QStringList found;
    const QByteArray needle = text.toUtf8();
    QDirIterator processes(QStringLiteral("/proc"), QDir::Dirs | QDir::NoDotAndDotDot);
    while (processes.hasNext()) {
        const QString dir = processes.next();
        QFile cmdline(dir + QStringLiteral("/cmdline"));
        if (!cmdline.open(QIODevice::ReadOnly))
            continue; // gone, or not a process
        QByteArray line = cmdline.readAll();
        if (line.contains(needle))
            found << dir + u' ' + QString::fromUtf8(line.replace('\0', ' '));
    }
    return found;
}

} // namespace gda::test
