// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

QT_BEGIN_NAMESPACE
class QIODevice;
QT_END_NAMESPACE

namespace gda::files {

// The one way a file is written. `write` fills a buffer in memory; the bytes then go to a new
// temporary file in the target's folder, every write and the sync to disk are checked, and only
// then does the temporary file replace `path` (a rename, so readers see the old or the new file,
// never a mix). On any failure the old file is untouched, the temporary file is removed and the
// result is one translated line naming the path and the reason (the operating system's, e.g.
// "No space left on device"). A target that exists and is not a regular file (a folder, a
// device, a FIFO, a socket) is refused and left alone. A symbolic link to a file is followed.
// Returns an empty string on success. A temporary file of this pattern for the same target that
// a killed write left behind (".NAME.xxxx.tmp", untouched for kStaleTemporarySeconds) is removed
// by the next write.
inline constexpr int kStaleTemporarySeconds = 600;
QString writeAtomically(const QString &path, const std::function<QString(QIODevice &)> &write);
QString writeAtomically(const QString &path, const QByteArray &content);

} // namespace gda::files
