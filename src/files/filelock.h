// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <memory>

QT_BEGIN_NAMESPACE
class QLockFile;
QT_END_NAMESPACE

namespace gda::files {

// An exclusive lock on a file beside what it guards, held until the object is destroyed, so that
// two programs that read, change and write the same file take turns. The operating system
// releases it when the process ends, also when it is killed: a lock is never left behind (the
// empty lock file itself stays, and is used again).
class FileLock
{
public:
    FileLock();
    ~FileLock();
    FileLock(const FileLock &) = delete;
    FileLock &operator=(const FileLock &) = delete;

    // Takes the lock on `path` (created when missing), waiting up to `timeoutMs` for another
    // holder. Returns an empty string, or one translated line: the system's reason when the
    // lock file cannot be created or locked, or that another program held it all that time.
    QString lock(const QString &path, int timeoutMs);

private:
    int m_fd = -1;
    std::unique_ptr<QLockFile> m_fallback; // systems without flock()
};

} // namespace gda::files
