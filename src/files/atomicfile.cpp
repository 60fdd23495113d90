// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"

#include "regularfile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#else
#include <QSaveFile>
#endif

namespace gda::files {

namespace {
struct Msg // the messages' translation context, shared with the export commands
{
    Q_DECLARE_TR_FUNCTIONS(gda::exporting)
};

#ifdef Q_OS_UNIX
// Removes the temporary files an earlier write of `target` left behind when it was killed
// mid-way: only names of exactly our pattern (".NAME.<1 to 7 of 0-9a-z>.tmp"), only regular
// files of this user, and only when untouched for kStaleTemporarySeconds (a younger one may be
// another process's write in progress). Failing to remove one is no error.
void removeStaleTemporaries(const QFileInfo &target)
{
    const QDir folder(target.absolutePath());
    const QRegularExpression ours(QStringLiteral("^\\.%1\\.[0-9a-z]{1,7}\\.tmp$")
                                      .arg(QRegularExpression::escape(target.fileName())));
    // The name filter is a wildcard pattern: the target's name is not put into it, so a "[" in
    // the name ("Acme [EU]") makes no invalid pattern (and no warning); `ours` decides.
    const QStringList candidates =
        folder.entryList({QStringLiteral(".*.tmp")}, QDir::Files | QDir::Hidden | QDir::System);
    const qint64 before = QDateTime::currentSecsSinceEpoch() - kStaleTemporarySeconds;
    for (const QString &name : candidates) {
        if (!ours.match(name).hasMatch())
            continue;
        const QByteArray path = QFile::encodeName(folder.filePath(name));
        struct stat status; // filled by lstat()
        if (::lstat(path.constData(), &status) != 0 || !S_ISREG(status.st_mode) ||
            status.st_uid != ::geteuid())
            continue;
        if (qint64(status.st_mtime) < before)
            ::unlink(path.constData());
    }
}

// Writes `content` to a new file beside `target` and renames it over `target`. Returns the
// operating system's reason on failure, after removing the temporary file.
QString replaceFile(const QString &target, const QByteArray &content)
{
    const QFileInfo info(target);
    removeStaleTemporaries(info);
    const QByteArray folder = QFile::encodeName(info.absolutePath());
    const QByteArray finalName = QFile::encodeName(info.absoluteFilePath());
    QByteArray temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        temporary = folder + '/' + '.' + QFile::encodeName(info.fileName()) + '.' +
                    QByteArray::number(QRandomGenerator::global()->generate(), 36) + ".tmp";
        fd = ::open(temporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            return qt_error_string(errno);
    }
    if (fd < 0)
        return qt_error_string(EEXIST);
    const auto failed = [&](int error) {
        if (fd >= 0)
            ::close(fd);
        ::unlink(temporary.constData());
        return qt_error_string(error);
    };
    // A file that is replaced keeps its permissions.
    struct stat existing; // filled by stat()
    if (::stat(finalName.constData(), &existing) == 0 && ::fchmod(fd, existing.st_mode & 07777))
        return failed(errno);
    const char *data = content.constData();
    qsizetype left = content.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, data, size_t(left));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return failed(errno);
        }
        data += written;
        left -= written;
    }
    if (::fsync(fd) != 0)
        return failed(errno);
    const int closed = ::close(fd);
    fd = -1;
    if (closed != 0)
        return failed(errno);
    if (::rename(temporary.constData(), finalName.constData()) != 0)
        return failed(errno);
    // Make the rename itself durable; a folder that cannot be synced is no error.
    if (const int dir = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return {};
}
#else
QString replaceFile(const QString &target, const QByteArray &content)
{
    QSaveFile file(target);
    file.setDirectWriteFallback(false);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    if (file.write(content) != content.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return reason;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}
#endif

} // namespace

QString writeAtomically(const QString &path, const std::function<QString(QIODevice &)> &write)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (path.isEmpty())
        return Msg::tr("No file name given.");
    // A symbolic link to a file: the file is replaced and the link kept.
    QString target = path;
    if (const QFileInfo link(path); link.isSymLink() && !link.canonicalFilePath().isEmpty())
        target = link.canonicalFilePath();
    if (QFileInfo(target).isDir())
        return Msg::tr("Cannot write %1: it is a folder.").arg(shown);
    if (const QString kind = nonRegularKind(target); !kind.isEmpty())
        return Msg::tr("Cannot write %1: it is %2, not a regular file; give the path of a file.")
            .arg(shown, kind);
    const QFileInfo folder(QFileInfo(target).absolutePath());
    if (!folder.exists())
        return Msg::tr("Cannot write %1: the folder %2 does not exist.")
            .arg(shown, QDir::toNativeSeparators(folder.filePath()));
    if (!folder.isDir())
        return Msg::tr("Cannot write %1: %2 is not a folder.")
            .arg(shown, QDir::toNativeSeparators(folder.filePath()));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (const QString problem = write(buffer); !problem.isEmpty())
        return Msg::tr("Cannot write %1: %2").arg(shown, problem);
    if (const QString reason = replaceFile(target, buffer.data()); !reason.isEmpty())
        return Msg::tr("Cannot write %1: %2").arg(shown, reason);
    return {};
}

QString writeAtomically(const QString &path, const QByteArray &content)
{
    return writeAtomically(path, [&](QIODevice &device) -> QString {
        if (device.write(content) != content.size())
            return device.errorString();
        return {};
    });
}

} // namespace gda::files
