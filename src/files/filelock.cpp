// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "filelock.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QThread>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace gda::files {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::files)
};

QString heldByAnother(const QString &path)
{
    return Msg::tr("%1 is locked by another program that is changing the same file; try again")
        .arg(QDir::toNativeSeparators(path));
}
} // namespace

FileLock::FileLock() = default;

FileLock::~FileLock()
{
#ifdef Q_OS_UNIX
    if (m_fd >= 0)
        ::close(m_fd); // releases the lock
#endif
}

QString FileLock::lock(const QString &path, int timeoutMs)
{
#ifdef Q_OS_UNIX
    const QByteArray name = QFile::encodeName(path);
    m_fd = ::open(name.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (m_fd < 0)
        return Msg::tr("The lock file %1 cannot be created: %2")
            .arg(QDir::toNativeSeparators(path), qt_error_string(errno));
    const QDeadlineTimer deadline(timeoutMs);
    while (::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
        const int error = errno;
        if (error != EWOULDBLOCK && error != EINTR) {
            ::close(m_fd);
            m_fd = -1;
            return Msg::tr("The lock file %1 cannot be locked: %2")
                .arg(QDir::toNativeSeparators(path), qt_error_string(error));
        }
        if (deadline.hasExpired()) {
            ::close(m_fd);
            m_fd = -1;
            return heldByAnother(path);
        }
        QThread::msleep(20);
    }
    return {};
#else
    m_fallback = std::make_unique<QLockFile>(path);
    if (!m_fallback->tryLock(timeoutMs))
        return m_fallback->error() == QLockFile::LockFailedError
                   ? heldByAnother(path)
                   : Msg::tr("The lock file %1 cannot be created: %2")
                         .arg(QDir::toNativeSeparators(path),
                              Msg::tr("check the folder's permissions and free space"));
    return {};
#endif
}

} // namespace gda::files
