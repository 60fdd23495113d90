// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "textsource.h"

#include "files/regularfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstring>
#include <zlib.h>

namespace gda::measure {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::measure)
};
constexpr qsizetype kBufferSize = 1 << 20; // 1 MiB read at a time
constexpr qsizetype kMaxLine = 1 << 20;    // a longer line is refused
} // namespace

QString ReadError::toString() const
{
    QString text = file;
    if (line > 0)
        text += u':' + QString::number(line);
    text += QStringLiteral(": ");
    if (!column.isEmpty())
        text += Msg::tr("column \"%1\": ").arg(column);
    if (!column.isEmpty() || !value.isEmpty())
        text += Msg::tr("value \"%1\": ").arg(value);
    text += message;
    // One line, whatever the file holds: control characters (a stray carriage return in a cell)
    // are written as escapes.
    QString line;
    line.reserve(text.size());
    for (QChar c : std::as_const(text)) {
        if (c.unicode() >= 0x20 && c.unicode() != 0x7f && c != QChar::LineSeparator &&
            c != QChar::ParagraphSeparator)
            line += c;
        else if (c == u'\r')
            line += QLatin1String("\\r");
        else if (c == u'\n')
            line += QLatin1String("\\n");
        else if (c == u'\t')
            line += QLatin1String("\\t");
        else
            line += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    }
    return line;
}

TextSource::TextSource(const QString &path) : m_path(path)
{
    m_error.file = path;
    // A FIFO, a device or a folder: opening or reading it could block or never end (D12).
    if (const QString kind = files::nonRegularKind(path); !kind.isEmpty()) {
        setError(Msg::tr("is %1, not a regular file: give the path of a file").arg(kind));
        return;
    }
    m_file = std::make_unique<QFile>(path);
    if (!m_file->open(QIODevice::ReadOnly)) {
        setError(Msg::tr("cannot be opened (%1)").arg(m_file->errorString()));
        m_file.reset();
        return;
    }
    // Opened: now the file itself, not the name, which may have been replaced since.
    if (const QString kind =
            files::nonRegularKind(QStringLiteral("/proc/self/fd/%1").arg(m_file->handle()));
        !kind.isEmpty()) {
        setError(Msg::tr("is %1, not a regular file: give the path of a file").arg(kind));
        m_file.reset();
        return;
    }
    const QByteArray magic = m_file->peek(2);
    m_compressed = magic.size() == 2 && quint8(magic[0]) == 0x1f && quint8(magic[1]) == 0x8b;
    if (m_compressed && m_file->size() < 18) {
        setError(Msg::tr("is a truncated gzip file"));
        m_file.reset();
        return;
    }
    if (m_file->size() == 0) {
        setError(Msg::tr("is empty"));
        m_file.reset();
        return;
    }
    if (m_compressed) {
        m_zip = std::make_unique<z_stream_s>();
        std::memset(m_zip.get(), 0, sizeof(z_stream_s));
        if (inflateInit2(m_zip.get(), 16 + MAX_WBITS) != Z_OK) { // gzip only
            m_zip.reset();
            setError(Msg::tr("cannot be opened"));
            m_file.reset();
            return;
        }
        m_inStream = true;
        m_input.resize(256 * 1024);
    }
    m_buffer.resize(kBufferSize);
}

TextSource::~TextSource()
{
    if (m_zip)
        inflateEnd(m_zip.get());
}

void TextSource::setError(const QString &message)
{
    m_error.line = m_line;
    m_error.message = message;
}

qint64 TextSource::readSome(char *into, qint64 space)
{
    if (!m_zip) {
        const qint64 n = m_file->read(into, space);
        if (n > 0)
            m_stored += n;
        else if (n < 0)
            m_pendingError = Msg::tr("cannot be read: %1").arg(m_file->errorString());
        return n;
    }
    z_stream_s &z = *m_zip;
    z.next_out = reinterpret_cast<Bytef *>(into);
    z.avail_out = uInt(space);
    while (z.avail_out == uInt(space)) { // until something came out
        if (z.avail_in == 0) {
            const qint64 n = m_file->read(m_input.data(), m_input.size());
            if (n < 0) {
                m_pendingError = Msg::tr("cannot be read: %1").arg(m_file->errorString());
                break;
            }
            if (n == 0) {
                // The file ended: inside a stream it was cut off.
                if (m_inStream)
                    m_pendingError = Msg::tr("is a truncated gzip file");
                break;
            }
            m_stored += n;
            z.next_in = reinterpret_cast<Bytef *>(m_input.data());
            z.avail_in = uInt(n);
        }
        if (!m_inStream) {
            // After a gzip stream only another one may follow (gzip writes them so when files
            // are concatenated); anything else is refused, not silently dropped.
            if (z.avail_in < 2 && !m_file->atEnd()) {
                std::memmove(m_input.data(), z.next_in, z.avail_in);
                const qint64 more = m_file->read(m_input.data() + z.avail_in, 1);
                if (more > 0) {
                    m_stored += more;
                    z.avail_in += uInt(more);
                }
                z.next_in = reinterpret_cast<Bytef *>(m_input.data());
            }
            if (z.avail_in < 2 || quint8(z.next_in[0]) != 0x1f || quint8(z.next_in[1]) != 0x8b) {
                m_pendingError = Msg::tr("has data after the end of its gzip stream");
                break;
            }
            inflateReset(&z);
            m_inStream = true;
        }
        const int code = inflate(&z, Z_NO_FLUSH);
        if (code == Z_STREAM_END) {
            m_inStream = false;
            continue;
        }
        if (code != Z_OK && code != Z_BUF_ERROR) {
            m_pendingError = Msg::tr("cannot be read: %1")
                                 .arg(QString::fromUtf8(z.msg != nullptr ? z.msg : "zlib error"));
            break;
        }
    }
    const qint64 produced = space - qint64(z.avail_out);
    if (produced == 0 && !m_pendingError.isEmpty())
        return -1;
    return produced;
}

bool TextSource::fill()
{
    // Keep the unread tail at the start of the buffer, then read after it.
    const qsizetype tail = m_end - m_pos;
    if (tail > 0 && m_pos > 0)
        std::memmove(m_buffer.data(), m_buffer.constData() + m_pos, size_t(tail));
    m_pos = 0;
    m_end = tail;
    if (m_end == m_buffer.size()) {
        setError(Msg::tr("has a line longer than %1 bytes").arg(kMaxLine));
        m_error.line = m_line + 1; // the line that does not end
        return false;
    }
    if (!m_pendingError.isEmpty()) {
        // The lines before the damage were read first, so the error names the line it stops at.
        setError(m_pendingError);
        return false;
    }
    const qint64 n = readSome(m_buffer.data() + m_end, m_buffer.size() - m_end);
    if (n < 0) {
        setError(m_pendingError);
        return false;
    }
    if (n == 0)
        m_eof = true;
    if (const void *nul = std::memchr(m_buffer.constData() + m_end, 0, size_t(n))) {
        setError(Msg::tr("is a binary file, not text (CSV or Prometheus text expected)"));
        // The line of the first NUL byte: the lines read, the line breaks before it, plus one.
        const char *from = m_buffer.constData() + m_pos;
        m_error.line = m_line + 1 + std::count(from, static_cast<const char *>(nul), '\n');
        return false;
    }
    m_end += n;
    m_bytes += n;
    // A decompression bomb: bounded memory, but hours of reading and an answer from nothing.
    if (m_zip && m_bytes > (qint64(16) << 20) && m_bytes > kMaxGzipRatio * m_stored) {
        setError(Msg::tr("expands to more than %1 times its compressed size, which no bill or "
                         "telemetry log does; unpack it yourself if it is genuine")
                     .arg(kMaxGzipRatio));
        return false;
    }
    if (m_progress && !m_progress(m_stored)) {
        setError(Msg::tr("reading was cancelled"));
        return false;
    }
    return true;
}

bool TextSource::readLine(QByteArray &line)
{
    if (!m_file || failed())
        return false;
    for (;;) {
        const char *start = m_buffer.constData() + m_pos;
        const void *newline = std::memchr(start, '\n', size_t(m_end - m_pos));
        if (newline || (m_eof && m_end > m_pos)) {
            const char *stop =
                newline ? static_cast<const char *>(newline) : m_buffer.constData() + m_end;
            qsizetype length = stop - start;
            if (length > 0 && start[length - 1] == '\r')
                --length;
            if (m_line == 0 && length >= 3 && std::memcmp(start, "\xEF\xBB\xBF", 3) == 0) {
                start += 3;
                length -= 3;
            }
            // Carriage returns alone as line breaks (classic Mac OS) would make the whole file
            // one header line: said so, instead of a header of strange column names.
            if (m_line == 0 && std::memchr(start, '\r', size_t(length))) {
                setError(Msg::tr("uses carriage returns alone as line breaks; save it with LF "
                                 "or CR LF line breaks"));
                m_error.line = 1;
                return false;
            }
            line = QByteArray::fromRawData(start, length);
            m_pos = (stop - m_buffer.constData()) + (newline ? 1 : 0);
            ++m_line;
            return true;
        }
        if (m_eof)
            return false;
        if (!fill())
            return false;
    }
}

} // namespace gda::measure
