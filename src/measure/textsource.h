// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

namespace gda::measure {

// One problem in an input file: where it is and what is wrong, for a one-line message.
struct ReadError
{
    QString file;
    qint64 line = 0; // 1-based; 0 = the file as a whole
    QString column;  // empty when the problem is not one cell
    QString value;   // the offending text, shortened
    QString message;
    QString toString() const; // "FILE:LINE: column \"C\": value \"V\": MESSAGE"
};

// Told, after each piece read, how far into the file as stored (compressed bytes for gzip) the
// reading is; returning false cancels: the source then fails with "reading was cancelled".
using ReadProgress = std::function<bool(qint64 storedBytes)>;

// Reads a text file line by line, gunzipping it when it is gzip (detected by content, not by
// name), in a fixed-size buffer: memory does not grow with the file. Refuses binary content
// (a NUL byte), a truncated or damaged gzip stream and lines longer than 1 MiB.
class TextSource
{
public:
    explicit TextSource(const QString &path);
    ~TextSource();
    TextSource(const TextSource &) = delete;
    TextSource &operator=(const TextSource &) = delete;

    // The next line without its line break (and without a UTF-8 byte order mark on line 1).
    // False at the end of the file or after an error (then error() is set).
    bool readLine(QByteArray &line);
    qint64 lineNumber() const { return m_line; }
    bool failed() const { return !m_error.message.isEmpty(); }
    const ReadError &error() const { return m_error; }
    bool wasCompressed() const { return m_compressed; }
    qint64 bytesRead() const { return m_bytes; } // uncompressed
    void setProgress(ReadProgress progress) { m_progress = std::move(progress); }

private:
    bool fill();
    void setError(const QString &message);

    QString m_path;
    void *m_gz = nullptr; // gzFile
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    qsizetype m_end = 0;
    bool m_eof = false;
    bool m_compressed = false;
    qint64 m_line = 0;
    qint64 m_bytes = 0;
    ReadError m_error;
    QString m_pendingError; // a read error after the data before it
    ReadProgress m_progress;
};

} // namespace gda::measure
