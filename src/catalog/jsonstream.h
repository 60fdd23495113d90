// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QString>

class QIODevice;

// An incremental (pull) JSON reader over a device, for documents far larger than memory: the AWS
// EC2 offer file is several GB. It reads the device in fixed blocks and hands out one token at a
// time; a caller keeps only what it needs, turns a small subtree into a QJsonValue (readValue)
// or skips one without building anything (skipValue). Memory: the block plus the largest string.
namespace gda::catalog {

class JsonStreamReader
{
public:
    enum class Token {
        BeginObject,
        EndObject,
        BeginArray,
        EndArray,
        Key, // an object member's name: text()
        String,
        Number,
        True,
        False,
        Null,
        End,  // the document is complete
        Error // errorString(); every later call returns Error again
    };

    explicit JsonStreamReader(QIODevice *device, qsizetype blockSize = 1 << 20);

    Token next();
    // The text of the last Key or String token.
    const QString &text() const { return m_text; }
    // The value of the last Number token.
    double number() const { return m_number; }
    // The depth of open objects and arrays after the last token (0 at the top level).
    int depth() const { return m_depth; }

    // The value that begins with `first` (the token just returned by next()), as a QJsonValue.
    // For small subtrees only: it builds the whole value.
    QJsonValue readValue(Token first);
    // Skips the value that begins with `first` without building it. False on a syntax error.
    bool skipValue(Token first);

    QString errorString() const { return m_error; }
    qint64 offset() const { return m_consumed + m_pos; } // bytes read so far
    bool hasError() const { return !m_error.isEmpty(); }

private:
    bool fill();    // more bytes into the block; false at the end of the device
    int peekByte(); // -1 at the end
    bool skipSpace();
    Token fail(const QString &message);
    bool readString(QString &out, bool keep);
    Token readNumber();
    bool expectWord(const char *word);
    Token afterValue(Token token);

    QIODevice *m_device;
    qsizetype m_blockSize;
    QByteArray m_block;
    qsizetype m_pos = 0;
    qint64 m_consumed = 0;
    QString m_text;
    QByteArray m_scratch;
    double m_number = 0.0;
    int m_depth = 0;
    // What may come next: a key (in an object), a value, a comma or an end.
    enum class Expect { Value, KeyOrEnd, Key, ValueOrEnd, CommaOrEnd, Colon, Nothing };
    Expect m_expect = Expect::Value;
    QByteArray m_stack; // 'o' or 'a' per open container
    QString m_error;
};

} // namespace gda::catalog
