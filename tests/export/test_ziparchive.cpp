// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The zip archive of report batches (src/export/ziparchive), read back by Python's zipfile.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "export/ziparchive.h"

#include <catch2/catch.hpp>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace gda;

namespace {

QJsonObject readZip(const QString &archive, const QString &folder = {})
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    REQUIRE_FALSE(python.isEmpty());
    QStringList args{QStringLiteral(GDA_EXPORT_TEST_SCRIPTS "/zipread.py"), archive};
    if (!folder.isEmpty())
        args << folder;
    const test::ToolRun run = test::runTool(python, args);
    INFO(run.err.toStdString());
    REQUIRE(run.status == 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    REQUIRE(error.error == QJsonParseError::NoError);
    return doc.object();
}

QString sha256(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

} // namespace

TEST_CASE("export: a zip archive reads back in Python with every CRC, size and name intact")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QByteArray text;
    for (int i = 0; i < 2000; ++i)
        text += "Break-even after 14.3 months; savings 37% against the cloud.\n";
    QByteArray noise(64 * 1024, Qt::Uninitialized);
    QRandomGenerator generator(20);
    for (char &c : noise)
        c = char(generator.bounded(256));
    const QList<exporting::ZipEntry> entries{
        {QStringLiteral("Bank Nord - Case 1.pdf"), text},
        {QStringLiteral("noise.bin"), noise},
        {QStringLiteral("empty.txt"), QByteArray()},
        {QStringLiteral("Café Müller – Szenario ü.pdf"), QByteArrayLiteral("é")},
    };
    const QString path = dir.filePath(QStringLiteral("reports.zip"));
    REQUIRE(exporting::writeZipArchive(path, entries).isEmpty());
    const QString extracted = dir.filePath(QStringLiteral("out"));
    const QJsonObject zip = readZip(path, extracted);
    CHECK(zip[QStringLiteral("bad")].isNull());
    const QJsonArray read = zip[QStringLiteral("entries")].toArray();
    REQUIRE(read.size() == entries.size());
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QJsonObject entry = read[i].toObject();
        INFO(entries[i].name.toStdString());
        CHECK(entry[QStringLiteral("name")].toString() == entries[i].name);
        CHECK(entry[QStringLiteral("size")].toInteger() == entries[i].content.size());
        CHECK(entry[QStringLiteral("crc_ok")].toBool());
        CHECK(entry[QStringLiteral("utf8")].toBool());
        CHECK(entry[QStringLiteral("sha256")].toString() == sha256(entries[i].content));
        QFile file(QDir(extracted).filePath(entries[i].name));
        REQUIRE(file.open(QIODevice::ReadOnly));
        CHECK(file.readAll() == entries[i].content);
    }
    // 2,000 equal lines deflate to a small fraction; random bytes would grow, so they are stored.
    CHECK(read[0].toObject()[QStringLiteral("method")].toInt() == 8);
    CHECK(read[0].toObject()[QStringLiteral("compressed")].toInteger() < text.size() / 20);
    CHECK(read[1].toObject()[QStringLiteral("method")].toInt() == 0);
    CHECK(read[1].toObject()[QStringLiteral("compressed")].toInteger() == noise.size());
    CHECK(test::filesIn(dir.path()) ==
          QStringList({QStringLiteral("out"), QStringLiteral("reports.zip")}));
}

TEST_CASE("export: an empty zip archive is valid and a file without a name is refused")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("empty.zip"));
    REQUIRE(exporting::writeZipArchive(path, {}).isEmpty());
    CHECK(QFileInfo(path).size() == 22); // the end-of-directory record alone
    CHECK(readZip(path)[QStringLiteral("entries")].toArray().isEmpty());

    const QString unnamed = dir.filePath(QStringLiteral("unnamed.zip"));
    const QString problem =
        exporting::writeZipArchive(unnamed, {{QString(), QByteArrayLiteral("x")}});
    CHECK(problem.contains(unnamed));
    CHECK(problem.contains(QLatin1String("name")));
    CHECK_FALSE(QFileInfo::exists(unnamed));

    // Through the atomic writer: a folder in the way is refused and left alone.
    REQUIRE(QDir().mkpath(dir.filePath(QStringLiteral("taken.zip"))));
    CHECK(exporting::writeZipArchive(dir.filePath(QStringLiteral("taken.zip")),
                                     {{QStringLiteral("a"), QByteArrayLiteral("b")}})
              .contains(QLatin1String("folder")));
}
