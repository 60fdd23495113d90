// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

// A ZIP archive (PKWARE APPNOTE 6.3, the subset every unzip reads): one local header and the
// data per file, a central directory and its end record; no ZIP64, no encryption. Each file is
// compressed with deflate (zlib, raw stream) unless that makes it larger, then stored. Names are
// UTF-8 (general purpose flag bit 11) and carry a CRC-32 and both sizes in the local header.
namespace gda::exporting {

struct ZipEntry
{
    QString name;       // the path inside the archive, "/" between folders
    QByteArray content; // the file's bytes
    QDateTime modified = QDateTime::currentDateTime(); // local time, 2-second precision
};

// The archive's bytes; `problem` is set (and the result empty) when the archive would need
// ZIP64 (more than 65,535 files or 4 GiB) or a name is empty or longer than 65,535 bytes.
QByteArray zipArchive(const QList<ZipEntry> &entries, QString *problem = nullptr);

// Writes zipArchive() atomically (src/files); an empty string or one translated line naming the
// problem.
QString writeZipArchive(const QString &path, const QList<ZipEntry> &entries);

} // namespace gda::exporting
