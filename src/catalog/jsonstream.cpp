// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonstream.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonObject>

#include <cstdlib>

namespace gda::catalog {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::catalog)
};

bool isSpace(int c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

int hexValue(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}
} // namespace

JsonStreamReader::JsonStreamReader(QIODevice *device, qsizetype blockSize)
    : m_device(device), m_blockSize(blockSize)
{
}

bool JsonStreamReader::fill()
{
    if (m_pos < m_block.size())
        return true;
    m_consumed += m_block.size();
    m_block.resize(m_blockSize);
    const qint64 n = m_device ? m_device->read(m_block.data(), m_blockSize) : -1;
    m_block.resize(n > 0 ? qsizetype(n) : 0);
    m_pos = 0;
    return n > 0;
}

int JsonStreamReader::peekByte()
{
    if (m_pos >= m_block.size() && !fill())
        return -1;
    return static_cast<unsigned char>(m_block[m_pos]);
}

bool JsonStreamReader::skipSpace()
{
    for (;;) {
        const int c = peekByte();
        if (c < 0)
            return false;
        if (!isSpace(c))
            return true;
        ++m_pos;
    }
}

JsonStreamReader::Token JsonStreamReader::fail(const QString &message)
{
    if (m_error.isEmpty())
        m_error = Msg::tr("not valid JSON at byte %1: %2").arg(offset()).arg(message);
    return Token::Error;
}

bool JsonStreamReader::readString(QString &out, bool keep)
{
    ++m_pos; // the opening quote
    m_scratch.clear();
    for (;;) {
        if (m_pos >= m_block.size() && !fill()) {
            fail(Msg::tr("a string is never closed"));
            return false;
        }
        // The plain run up to the next quote or backslash, in one piece.
        const char *begin = m_block.constData() + m_pos;
        const char *end = m_block.constData() + m_block.size();
        const char *p = begin;
        while (p < end && *p != '"' && *p != '\\')
            ++p;
        if (keep)
            m_scratch.append(begin, p - begin);
        m_pos += p - begin;
        if (p == end)
            continue;
        if (*p == '"') {
            ++m_pos;
            if (keep)
                out = QString::fromUtf8(m_scratch);
            return true;
        }
        ++m_pos; // the backslash
        const int e = peekByte();
        if (e < 0) {
            fail(Msg::tr("a string is never closed"));
            return false;
        }
        ++m_pos;
        char plain = 0;
        switch (e) {
        case '"':
        case '\\':
        case '/':
            plain = char(e);
            break;
        case 'b':
            plain = '\b';
            break;
        case 'f':
            plain = '\f';
            break;
        case 'n':
            plain = '\n';
            break;
        case 'r':
            plain = '\r';
            break;
        case 't':
            plain = '\t';
            break;
        case 'u': {
            auto hex4 = [&]() -> int {
                int v = 0;
                for (int i = 0; i < 4; ++i) {
                    const int h = hexValue(peekByte());
                    if (h < 0)
                        return -1;
                    ++m_pos;
                    v = v * 16 + h;
                }
                return v;
            };
            int code = hex4();
            if (code < 0) {
                fail(Msg::tr("a \\u escape needs four hexadecimal digits"));
                return false;
            }
            char32_t point = char32_t(code);
            if (code >= 0xD800 && code < 0xDC00 && peekByte() == '\\') {
                ++m_pos;
                if (peekByte() == 'u') {
                    ++m_pos;
                    const int low = hex4();
                    if (low >= 0xDC00 && low < 0xE000)
                        point = 0x10000 + ((char32_t(code) - 0xD800) << 10) + (low - 0xDC00);
                }
            }
            if (keep)
                m_scratch.append(QString::fromUcs4(&point, 1).toUtf8());
            continue;
        }
        default:
            fail(Msg::tr("unknown escape \\%1").arg(QChar(e)));
            return false;
        }
        if (keep)
            m_scratch.append(plain);
    }
}

JsonStreamReader::Token JsonStreamReader::readNumber()
{
    m_scratch.clear();
    for (;;) {
        const int c = peekByte();
        if (c < 0 ||
            !((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'))
            break;
        m_scratch.append(char(c));
        ++m_pos;
    }
    char *end = nullptr;
    m_number = std::strtod(m_scratch.constData(), &end);
    if (m_scratch.isEmpty() || end != m_scratch.constData() + m_scratch.size())
        return fail(Msg::tr("\"%1\" is not a number").arg(QString::fromLatin1(m_scratch)));
    return afterValue(Token::Number);
}

bool JsonStreamReader::expectWord(const char *word)
{
    for (const char *w = word; *w; ++w) {
        if (peekByte() != *w) {
            fail(Msg::tr("unexpected character"));
            return false;
        }
        ++m_pos;
    }
    return true;
}

JsonStreamReader::Token JsonStreamReader::afterValue(Token token)
{
    m_expect = m_stack.isEmpty() ? Expect::Nothing : Expect::CommaOrEnd;
    return token;
}

JsonStreamReader::Token JsonStreamReader::next()
{
    if (!m_error.isEmpty())
        return Token::Error;
    for (;;) {
        if (!skipSpace()) {
            if (m_expect == Expect::Nothing)
                return Token::End;
            return fail(Msg::tr("the document ends too early"));
        }
        const int c = peekByte();
        switch (m_expect) {
        case Expect::Nothing:
            return fail(Msg::tr("more after the end of the document"));
        case Expect::Colon:
            if (c != ':')
                return fail(Msg::tr("expected ':'"));
            ++m_pos;
            m_expect = Expect::Value;
            continue;
        case Expect::CommaOrEnd: {
            const char top = m_stack.back();
            if (c == ',') {
                ++m_pos;
                m_expect = top == 'o' ? Expect::Key : Expect::Value;
                continue;
            }
            if ((c == '}' && top == 'o') || (c == ']' && top == 'a')) {
                ++m_pos;
                m_stack.chop(1);
                --m_depth;
                return afterValue(top == 'o' ? Token::EndObject : Token::EndArray);
            }
            return fail(Msg::tr("expected ',' or the end of a list or object"));
        }
        case Expect::KeyOrEnd:
        case Expect::Key:
            if (c == '}' && m_expect == Expect::KeyOrEnd) {
                ++m_pos;
                m_stack.chop(1);
                --m_depth;
                return afterValue(Token::EndObject);
            }
            if (c != '"')
                return fail(Msg::tr("expected a member name"));
            if (!readString(m_text, true))
                return Token::Error;
            m_expect = Expect::Colon;
            return Token::Key;
        case Expect::ValueOrEnd:
            if (c == ']') {
                ++m_pos;
                m_stack.chop(1);
                --m_depth;
                return afterValue(Token::EndArray);
            }
            [[fallthrough]];
        case Expect::Value:
            switch (c) {
            case '{':
                ++m_pos;
                m_stack.append('o');
                ++m_depth;
                m_expect = Expect::KeyOrEnd;
                return Token::BeginObject;
            case '[':
                ++m_pos;
                m_stack.append('a');
                ++m_depth;
                m_expect = Expect::ValueOrEnd;
                return Token::BeginArray;
            case '"':
                if (!readString(m_text, true))
                    return Token::Error;
                return afterValue(Token::String);
            case 't':
                return expectWord("true") ? afterValue(Token::True) : Token::Error;
            case 'f':
                return expectWord("false") ? afterValue(Token::False) : Token::Error;
            case 'n':
                return expectWord("null") ? afterValue(Token::Null) : Token::Error;
            default:
                if (c == '-' || (c >= '0' && c <= '9'))
                    return readNumber();
                return fail(Msg::tr("unexpected character '%1'").arg(QChar(c)));
            }
        }
    }
}

QJsonValue JsonStreamReader::readValue(Token first)
{
    switch (first) {
    case Token::String:
        return m_text;
    case Token::Number:
        return m_number;
    case Token::True:
        return true;
    case Token::False:
        return false;
    case Token::Null:
        return QJsonValue(QJsonValue::Null);
    case Token::BeginObject: {
        QJsonObject object;
        for (Token t = next(); t != Token::EndObject; t = next()) {
            if (t != Token::Key)
                return QJsonValue(QJsonValue::Undefined);
            const QString key = m_text;
            object.insert(key, readValue(next()));
            if (hasError())
                return QJsonValue(QJsonValue::Undefined);
        }
        return object;
    }
    case Token::BeginArray: {
        QJsonArray array;
        for (Token t = next(); t != Token::EndArray; t = next()) {
            if (t == Token::Error)
                return QJsonValue(QJsonValue::Undefined);
            array.append(readValue(t));
            if (hasError())
                return QJsonValue(QJsonValue::Undefined);
        }
        return array;
    }
    default:
        return QJsonValue(QJsonValue::Undefined);
    }
}

bool JsonStreamReader::skipValue(Token first)
{
    if (first != Token::BeginObject && first != Token::BeginArray)
        return first != Token::Error && first != Token::End;
    // A raw scan: brackets counted outside strings, nothing built. What is skipped is checked
    // only for balanced brackets and closed strings.
    int level = 1;
    bool inString = false;
    for (;;) {
        if (m_pos >= m_block.size() && !fill()) {
            fail(Msg::tr("the document ends too early"));
            return false;
        }
        const char *p = m_block.constData() + m_pos;
        const char *end = m_block.constData() + m_block.size();
        while (p < end) {
            const char c = *p++;
            if (inString) {
                if (c == '\\') {
                    if (p == end) { // the escaped byte is in the next block
                        m_pos = p - m_block.constData();
                        if (!fill()) {
                            fail(Msg::tr("the document ends too early"));
                            return false;
                        }
                        p = m_block.constData() + 1;
                        end = m_block.constData() + m_block.size();
                        continue;
                    }
                    ++p;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                ++level;
            } else if (c == '}' || c == ']') {
                if (--level == 0) {
                    m_pos = p - m_block.constData();
                    m_stack.chop(1);
                    --m_depth;
                    afterValue(Token::EndObject);
                    return true;
                }
            }
        }
        m_pos = p - m_block.constData();
    }
}

} // namespace gda::catalog
