// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsontext.h"

#include "jsonfields.h"

#include <QHash>

#include <vector>

namespace gda::jsontext {

namespace {

// Appends code point `cp` to `out` as UTF-8.
void appendUtf8(QByteArray &out, char32_t cp)
{
    if (cp < 0x80) {
        out.append(char(cp));
    } else if (cp < 0x800) {
        out.append(char(0xC0 | (cp >> 6)));
        out.append(char(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.append(char(0xE0 | (cp >> 12)));
        out.append(char(0x80 | ((cp >> 6) & 0x3F)));
        out.append(char(0x80 | (cp & 0x3F)));
    } else {
        out.append(char(0xF0 | (cp >> 18)));
        out.append(char(0x80 | ((cp >> 12) & 0x3F)));
        out.append(char(0x80 | ((cp >> 6) & 0x3F)));
        out.append(char(0x80 | (cp & 0x3F)));
    }
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// Four hex digits at json[i]; -1 when they are not.
int hex4(const QByteArray &json, qsizetype i)
{
    if (i + 4 > json.size())
        return -1;
    int value = 0;
    for (qsizetype k = 0; k < 4; ++k) {
        const int digit = hexValue(json[i + k]);
        if (digit < 0)
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

// Decodes the string that starts with the quote at json[i] to UTF-8; leaves i after its closing
// quote. Most keys have no escape and are returned as they stand, pointing into `json` (which
// outlives the scan).
QByteArray readString(const QByteArray &json, qsizetype &i)
{
    const qsizetype start = ++i; // after the opening quote
    qsizetype end = start;
    while (end < json.size() && json[end] != '"' && json[end] != '\\')
        ++end;
    if (end < json.size() && json[end] == '"') {
        i = end + 1;
        return QByteArray::fromRawData(json.constData() + start, end - start); // no copy
    }
    QByteArray out;
    while (i < json.size() && json[i] != '"') {
        if (json[i] != '\\') {
            out.append(json[i++]);
            continue;
        }
        const char e = i + 1 < json.size() ? json[i + 1] : '\0';
        i += 2;
        switch (e) {
        case 'b':
            out.append('\b');
            break;
        case 'f':
            out.append('\f');
            break;
        case 'n':
            out.append('\n');
            break;
        case 'r':
            out.append('\r');
            break;
        case 't':
            out.append('\t');
            break;
        case 'u': {
            int unit = hex4(json, i);
            if (unit < 0)
                break;
            i += 4;
            char32_t cp = char32_t(unit);
            // A high surrogate followed by an escaped low surrogate is one code point.
            if (unit >= 0xD800 && unit < 0xDC00 && i + 1 < json.size() && json[i] == '\\' &&
                json[i + 1] == 'u') {
                const int low = hex4(json, i + 2);
                if (low >= 0xDC00 && low < 0xE000) {
                    cp = 0x10000 + ((char32_t(unit) - 0xD800) << 10) + (char32_t(low) - 0xDC00);
                    i += 6;
                }
            }
            appendUtf8(out, cp);
            break;
        }
        default:
            out.append(e);
            break; // \" \\ \/
        }
    }
    ++i; // the closing quote
    return out;
}

} // namespace

int nestingDepth(const QByteArray &json)
{
    int depth = 0;
    int deepest = 0;
    const char *c = json.constData();
    const char *end = c + json.size();
    for (; c < end; ++c) {
        switch (*c) {
        case '"': // skip the string, escapes included
            for (++c; c < end && *c != '"'; ++c)
                if (*c == '\\')
                    ++c;
            break;
        case '[':
        case '{':
            deepest = std::max(deepest, ++depth);
            break;
        case ']':
        case '}':
            --depth;
            break;
        default:
            break;
        }
    }
    return deepest;
}

QString lastKeyBefore(const QByteArray &text)
{
    const qsizetype colon = text.lastIndexOf(':');
    if (colon < 0)
        return {};
    const qsizetype close = text.lastIndexOf('"', colon);
    const qsizetype open = close > 0 ? text.lastIndexOf('"', close - 1) : -1;
    if (open < 0 || close - open > 80)
        return {};
    // Only whitespace may stand between the key's closing quote and the colon.
    if (!text.mid(close + 1, colon - close - 1).trimmed().isEmpty())
        return {};
    return QString::fromUtf8(text.mid(open + 1, close - open - 1));
}

Encoding detectEncoding(const QByteArray &json)
{
    if (json.startsWith("\xEF\xBB\xBF"))
        return Encoding::Utf8WithBom;
    if (json.startsWith(QByteArray("\xFF\xFE\x00\x00", 4)) ||
        json.startsWith(QByteArray("\x00\x00\xFE\xFF", 4)))
        return Encoding::Utf32;
    if (json.startsWith("\xFF\xFE") || json.startsWith("\xFE\xFF"))
        return Encoding::Utf16;
    // Without a mark: JSON starts with an ASCII character, which UTF-16 writes with one zero
    // byte and UTF-32 with three.
    if (json.size() >= 4 && ((json[0] == 0 && json[1] == 0 && json[2] == 0) ||
                             (json[1] == 0 && json[2] == 0 && json[3] == 0)))
        return Encoding::Utf32;
    if (json.size() >= 2 && (json[0] == 0 || json[1] == 0))
        return Encoding::Utf16;
    return Encoding::Utf8;
}

std::optional<KeyProblem> firstKeyProblem(const QByteArray &json)
{
    constexpr std::size_t kLinearKeys = 32;
    struct Frame
    {
        bool object = false;
        QString path;
        int index = 0;         // arrays: the element being read
        bool expectKey = true; // objects: the next string is a key
        QByteArray key;        // objects: the key of the value being read
        // Objects: each key (UTF-8, escapes decoded) and its line; searched linearly, as objects
        // are small, with a hash once one is not.
        std::vector<std::pair<QByteArray, int>> keyLines;
        QHash<QByteArray, int> manyKeys;
    };
    std::vector<Frame> stack;
    int line = 1;
    // The path of a value that starts now.
    auto valuePath = [&]() -> QString {
        if (stack.empty())
            return {};
        const Frame &top = stack.back();
        return top.object ? jsonfields::join(top.path, QString::fromUtf8(top.key))
                          : jsonfields::index(top.path, top.index);
    };
    const char *data = json.constData();
    const qsizetype size = json.size();
    for (qsizetype i = 0; i < size;) {
        const char c = data[i];
        switch (c) {
        case '\n':
            ++line;
            ++i;
            break;
        case '"': {
            if (stack.empty() || !stack.back().object || !stack.back().expectKey) {
                // A string value: skip it, escapes included.
                for (++i; i < size && data[i] != '"'; ++i)
                    if (data[i] == '\\')
                        ++i;
                ++i;
                break;
            }
            const QByteArray text = readString(json, i);
            {
                Frame &top = stack.back();
                int seenOn = 0;
                if (top.keyLines.size() < kLinearKeys) {
                    for (const auto &[key, keyLine] : top.keyLines)
                        if (key == text)
                            seenOn = keyLine;
                } else {
                    if (top.manyKeys.isEmpty())
                        for (const auto &[key, keyLine] : top.keyLines)
                            top.manyKeys.insert(key, keyLine);
                    seenOn = top.manyKeys.value(text);
                    top.manyKeys.insert(text, line);
                }
                const QString path = jsonfields::join(top.path, QString::fromUtf8(text));
                if (text.startsWith("\xEF\xBB\xBF"))
                    return KeyProblem{KeyProblem::Kind::ByteOrderMark, path, line, line};
                if (seenOn > 0)
                    return KeyProblem{KeyProblem::Kind::Duplicate, path, seenOn, line};
                top.keyLines.emplace_back(text, line);
                top.key = text;
                top.expectKey = false;
            }
            break;
        }
        case '{':
        case '[':
            stack.push_back({c == '{', valuePath(), 0, true, {}, {}, {}});
            ++i;
            break;
        case '}':
        case ']':
            if (!stack.empty())
                stack.pop_back();
            ++i;
            break;
        case ',':
            if (!stack.empty()) {
                if (stack.back().object)
                    stack.back().expectKey = true;
                else
                    ++stack.back().index;
            }
            ++i;
            break;
        default: // whitespace, ':' and the characters of numbers, true, false, null
            ++i;
            break;
        }
    }
    return std::nullopt;
}

} // namespace gda::jsontext
