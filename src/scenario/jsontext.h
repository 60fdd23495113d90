// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

// Checks on the raw text of a JSON document that QJsonDocument cannot make: how deep it nests,
// which encoding it is in, and whether an object holds a key twice (Qt keeps the last silently).
namespace gda::jsontext {

// The deepest nesting of arrays and objects (strings and escapes skipped).
int nestingDepth(const QByteArray &json);

// The last object key written before `text` ends: a hint to where a syntax error sits.
QString lastKeyBefore(const QByteArray &text);

// The encoding of a document, from its byte order mark or, without one, from the zero bytes an
// ASCII first character leaves in UTF-16 or UTF-32.
enum class Encoding { Utf8, Utf8WithBom, Utf16, Utf32 };
Encoding detectEncoding(const QByteArray &json);

// A key the reader cannot take as it stands: one that an object holds twice, or one that begins
// with an invisible byte order mark (U+FEFF), which Qt drops when it hands the key over, so the
// key would look like a valid one but be stored as another. `path` names the key without the
// mark ("inputs.workload.gpus", "a.b[2].c"); the lines are those of both occurrences (the same
// line twice for a mark).
struct KeyProblem
{
    enum class Kind { Duplicate, ByteOrderMark };
    Kind kind = Kind::Duplicate;
    QString path;
    int firstLine = 0;
    int secondLine = 0;
};

// The first such key in document order, comparing keys after their escapes are decoded ("a" and
// "\u0061" are the same key). `json` must be valid JSON (parse it first).
std::optional<KeyProblem> firstKeyProblem(const QByteArray &json);

} // namespace gda::jsontext
