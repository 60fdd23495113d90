// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ziparchive.h"

#include "files/atomicfile.h"

#include <QCoreApplication>
#include <QIODevice>

#include <zlib.h>

#include <algorithm>
#include <limits>

namespace gda::exporting {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::exporting)
};

constexpr quint32 kLocalHeader = 0x04034b50;
constexpr quint32 kCentralHeader = 0x02014b50;
constexpr quint32 kEndOfDirectory = 0x06054b50;
constexpr quint16 kVersionNeeded = 20;            // 2.0: deflate
constexpr quint16 kVersionMadeBy = (3 << 8) | 20; // Unix, 2.0: the mode in the external attributes
constexpr quint16 kUtf8Names = 1 << 11;
constexpr quint16 kStored = 0;
constexpr quint16 kDeflated = 8;
constexpr quint32 kRegularFileMode = 0100644;

void put16(QByteArray &out, quint32 value)
{
    out.append(char(value & 0xff));
    out.append(char((value >> 8) & 0xff));
}

void put32(QByteArray &out, quint32 value)
{
    put16(out, value & 0xffff);
    put16(out, value >> 16);
}

// MS-DOS time and date of the headers: 2-second steps, years 1980 to 2107.
quint16 dosTime(const QDateTime &when)
{
    const QTime t = when.time();
    return quint16((t.hour() << 11) | (t.minute() << 5) | (t.second() / 2));
}

quint16 dosDate(const QDateTime &when)
{
    const QDate d = when.date();
    const int year = std::clamp(d.year(), 1980, 2107);
    return quint16(((year - 1980) << 9) | (d.month() << 5) | d.day());
}

// A raw deflate stream (no zlib header, as ZIP wants it); empty when zlib fails.
QByteArray deflated(const QByteArray &content)
{
    z_stream stream{};
    if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) !=
        Z_OK)
        return {};
    QByteArray out(qsizetype(deflateBound(&stream, uLong(content.size()))), Qt::Uninitialized);
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(content.constData()));
    stream.avail_in = uInt(content.size());
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = uInt(out.size());
    const int result = deflate(&stream, Z_FINISH);
    const qsizetype size = qsizetype(stream.total_out);
    deflateEnd(&stream);
    if (result != Z_STREAM_END)
        return {};
    out.truncate(size);
    return out;
}

} // namespace

QByteArray zipArchive(const QList<ZipEntry> &entries, QString *problem)
{
    auto refuse = [problem](const QString &why) {
        if (problem)
            *problem = why;
        return QByteArray();
    };
    constexpr quint64 kLimit = std::numeric_limits<quint32>::max();
    if (entries.size() > 0xffff)
        return refuse(
            Msg::tr("a zip archive holds at most 65,535 files, not %L1").arg(entries.size()));
    QByteArray archive;
    QByteArray directory;
    for (const ZipEntry &entry : entries) {
        const QByteArray name = entry.name.toUtf8();
        if (name.isEmpty() || name.size() > 0xffff)
            return refuse(Msg::tr("a file in a zip archive needs a name of 1 to 65,535 bytes"));
        if (quint64(entry.content.size()) >= kLimit)
            return refuse(
                Msg::tr("\"%1\" is too large for a zip archive (4 GiB at most)").arg(entry.name));
        const quint32 crc = quint32(
            crc32(crc32(0L, Z_NULL, 0), reinterpret_cast<const Bytef *>(entry.content.constData()),
                  uInt(entry.content.size())));
        QByteArray data = deflated(entry.content);
        quint16 method = kDeflated;
        if (data.isEmpty() || data.size() >= entry.content.size()) {
            data = entry.content; // deflate would not help (or failed): stored as it is
            method = kStored;
        }
        const quint64 offset = quint64(archive.size());
        if (offset + quint64(data.size()) + 30 + quint64(name.size()) >= kLimit)
            return refuse(Msg::tr("the zip archive would exceed 4 GiB"));
        const quint16 time = dosTime(entry.modified);
        const quint16 date = dosDate(entry.modified);

        put32(archive, kLocalHeader);
        put16(archive, kVersionNeeded);
        put16(archive, kUtf8Names);
        put16(archive, method);
        put16(archive, time);
        put16(archive, date);
        put32(archive, crc);
        put32(archive, quint32(data.size()));
        put32(archive, quint32(entry.content.size()));
        put16(archive, quint32(name.size()));
        put16(archive, 0); // no extra field
        archive += name;
        archive += data;

        put32(directory, kCentralHeader);
        put16(directory, kVersionMadeBy);
        put16(directory, kVersionNeeded);
        put16(directory, kUtf8Names);
        put16(directory, method);
        put16(directory, time);
        put16(directory, date);
        put32(directory, crc);
        put32(directory, quint32(data.size()));
        put32(directory, quint32(entry.content.size()));
        put16(directory, quint32(name.size()));
        put16(directory, 0); // extra field
        put16(directory, 0); // comment
        put16(directory, 0); // disk number
        put16(directory, 0); // internal attributes
        put32(directory, kRegularFileMode << 16);
        put32(directory, quint32(offset));
        directory += name;
    }
    const quint64 directoryOffset = quint64(archive.size());
    if (directoryOffset + quint64(directory.size()) + 22 >= kLimit)
        return refuse(Msg::tr("the zip archive would exceed 4 GiB"));
    archive += directory;
    put32(archive, kEndOfDirectory);
    put16(archive, 0); // this disk
    put16(archive, 0); // the disk where the directory starts
    put16(archive, quint32(entries.size()));
    put16(archive, quint32(entries.size()));
    put32(archive, quint32(directory.size()));
    put32(archive, quint32(directoryOffset));
    put16(archive, 0); // no comment
    if (problem)
        problem->clear();
    return archive;
}

QString writeZipArchive(const QString &path, const QList<ZipEntry> &entries)
{
    QString problem;
    const QByteArray archive = zipArchive(entries, &problem);
    if (!problem.isEmpty())
        return Msg::tr("Cannot write %1: %2.").arg(path, problem);
    return files::writeAtomically(path, archive);
}

} // namespace gda::exporting
