// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

QT_BEGIN_NAMESPACE
class QIODevice;
QT_END_NAMESPACE

namespace gda::exporting {

// Writes a file atomically: `write` fills a temporary file next to `path`, which replaces `path`
// only when `write` returns an empty string and everything reached the disk. Returns an empty
// string or one translated line naming the path and the reason. Never leaves a partial file.
QString writeAtomically(const QString &path, const std::function<QString(QIODevice &)> &write);

} // namespace gda::exporting
