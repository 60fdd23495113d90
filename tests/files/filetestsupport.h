// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace gda::test {

// A small tmpfs mounted on a temporary folder for the life of the object (root only); unmounted
// on destruction. `mounted()` is false (with `why()`) when it could not be mounted: the caller
// then skips its test (skipTest, testsupport.h).
class SmallDisk
{
public:
    explicit SmallDisk(qint64 bytes);
    ~SmallDisk();
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;

    bool mounted() const { return m_mounted; }
    QString why() const { return m_why; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    // Writes `fill` until the disk is full (ENOSPC).
    void fill() const;
    // Remounts read-only (true on success).
    bool makeReadOnly() const;

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
    QString m_why;
};

bool runningAsRoot();

// Names in `folder`, hidden ones included, sorted; no "." and "..".
QStringList namesIn(const QString &folder);

void writeBytes(const QString &path, const QByteArray &content);
QByteArray bytesOf(const QString &path);

// Creates a FIFO at `path` (true on success).
bool makeFifo(const QString &path);

} // namespace gda::test
