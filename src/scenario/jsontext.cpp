// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsontext.h"

#include "jsonfields.h"

#include <map>
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

// Decodes the string that starts with the quote at json[i]; leaves i after its closing quote.
QString readString(const QByteArray &json, qsizetype &i)
{
    QByteArray out;
    ++i; // the opening quote
    while (i < json.size() && json[i] != '"') {
        if (json[i] != '\\') {
            out.append(json[i++]);
            continue;
        }
        const char e = i + 1 < json.size() ? json[i + 1] : '\0';
        i += 2;
        switch (e) {
        case 'b': out.append('\b'); break;
        case 'f': out.append('\f'); break;
        case 'n': out.append('\n'); break;
        case 'r': out.append('\r'); break;
        case 't': out.append('\t'); break;
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
        default: out.append(e); break; // \" \\ \/
        }
    }
    ++i; // the closing quote
    return QString::fromUtf8(out);
}

} // namespace

int nestingDepth(const QByteArray &json)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
        } else if (c == ']' || c == '}') {
            --depth;
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

std::optional<DuplicateKey> firstDuplicateKey(const QByteArray &json)
{
    struct Frame
    {
        bool object = false;
        QString path;
        int index = 0;                   // arrays: the element being read
        bool expectKey = true;           // objects: the next string is a key
        QString key;                     // objects: the key of the value being read
        std::map<QString, int> keyLines; // objects: each key and its line
    };
    std::vector<Frame> stack;
    int line = 1;
    // The path of a value that starts now.
    auto valuePath = [&]() -> QString {
        if (stack.empty())
            return {};
        const Frame &top = stack.back();
        return top.object ? jsonfields::join(top.path, top.key)
                          : jsonfields::index(top.path, top.index);
    };
    for (qsizetype i = 0; i < json.size();) {
        const char c = json[i];
        switch (c) {
        case '\n':
            ++line;
            ++i;
            break;
        case '"': {
            const QString text = readString(json, i);
            if (!stack.empty() && stack.back().object && stack.back().expectKey) {
                Frame &top = stack.back();
                const auto [it, added] = top.keyLines.emplace(text, line);
                if (!added)
                    return DuplicateKey{jsonfields::join(top.path, text), it->second, line};
                top.key = text;
                top.expectKey = false;
            }
            break;
        }
        case '{':
        case '[':
            stack.push_back({c == '{', valuePath(), 0, true, {}, {}});
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
