// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "textsource.h"

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
    QFile probe(path);
    if (!probe.open(QIODevice::ReadOnly)) {
        setError(Msg::tr("cannot be opened (%1)").arg(probe.errorString()));
        return;
    }
    const QByteArray magic = probe.read(2);
    m_compressed = magic.size() == 2 && quint8(magic[0]) == 0x1f && quint8(magic[1]) == 0x8b;
    if (m_compressed && probe.size() < 18) {
        setError(Msg::tr("is a truncated gzip file"));
        return;
    }
    probe.close();
    if (QFileInfo(path).size() == 0) {
        setError(Msg::tr("is empty"));
        return;
    }
    m_gz = gzopen(QFile::encodeName(path).constData(), "rb");
    if (!m_gz) {
        setError(Msg::tr("cannot be opened"));
        return;
    }
    gzbuffer(static_cast<gzFile>(m_gz), 256 * 1024);
    m_buffer.resize(kBufferSize);
}

TextSource::~TextSource()
{
    if (m_gz)
        gzclose(static_cast<gzFile>(m_gz));
}

void TextSource::setError(const QString &message)
{
    m_error.line = m_line;
    m_error.message = message;
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
        return false;
    }
    const int n = gzread(static_cast<gzFile>(m_gz), m_buffer.data() + m_end,
                         unsigned(m_buffer.size() - m_end));
    int code = Z_OK;
    const char *message = gzerror(static_cast<gzFile>(m_gz), &code);
    if (n <= 0 && !m_pendingError.isEmpty()) {
        setError(m_pendingError);
        return false;
    }
    if (n < 0 || (code != Z_OK && code != Z_STREAM_END)) {
        // A gzip stream that ends early reports Z_BUF_ERROR ("unexpected end of file"); the
        // lines before the damage are read first, so the error names the line it stops at.
        m_pendingError = code == Z_BUF_ERROR
                             ? Msg::tr("is a truncated gzip file")
                             : Msg::tr("cannot be read: %1").arg(QString::fromUtf8(message));
        if (n <= 0) {
            setError(m_pendingError);
            return false;
        }
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
    if (m_progress) {
        const qint64 stored = gzoffset(static_cast<gzFile>(m_gz));
        if (!m_progress(stored >= 0 ? stored : m_bytes)) {
            setError(Msg::tr("reading was cancelled"));
            return false;
        }
    }
    return true;
}

bool TextSource::readLine(QByteArray &line)
{
    if (!m_gz || failed())
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
