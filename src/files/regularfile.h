// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace gda::files {

// What `path` is when it exists and is not a regular file (symbolic links followed): "a folder",
// "a pipe (FIFO)", "a device", "a socket", translated; empty for a regular file or no file.
QString nonRegularKind(const QString &path);

// Why `path` cannot be read as an input file, as one translated line naming it: it does not
// exist, or it is a folder, a FIFO, a device or a socket (reading those could block forever or
// never end). Empty when it is a regular file.
QString inputFileProblem(const QString &path);

} // namespace gda::files
