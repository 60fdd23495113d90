// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>

class QFile;
struct z_stream_s;

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
// name), in a fixed-size buffer: memory does not grow with the file. Refuses what is not a
// regular file (a FIFO would block), binary content (a NUL byte), a truncated or damaged gzip
// stream, data after the last gzip stream, a gzip file that expands more than kMaxGzipRatio
// times (a decompression bomb), lines longer than 1 MiB and carriage returns alone as line
// breaks.
class TextSource
{
public:
    // A gzip file may expand to this many times its size (once it is past 16 MiB): text such as
    // bills and telemetry logs compresses 5 to 50 times; deflate's limit is about 1032.
    static constexpr qint64 kMaxGzipRatio = 250;

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
    qint64 readSome(char *into, qint64 space); // the next bytes of text; -1 on an error
    void setError(const QString &message);

    QString m_path;
    std::unique_ptr<QFile> m_file;
    std::unique_ptr<z_stream_s> m_zip; // gzip files only
    bool m_inStream = false;           // inside a gzip member (not at its end)
    QByteArray m_input;                // compressed bytes read from the file
    qint64 m_stored = 0;               // bytes read from the file
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
