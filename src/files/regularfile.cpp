// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "regularfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace gda::files {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::files)
};
} // namespace

QString nonRegularKind(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat info; // filled by stat()
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return {};
    if (S_ISREG(info.st_mode))
        return {};
    if (S_ISDIR(info.st_mode))
        return Msg::tr("a folder");
    if (S_ISFIFO(info.st_mode))
        return Msg::tr("a pipe (FIFO)");
    if (S_ISCHR(info.st_mode) || S_ISBLK(info.st_mode))
        return Msg::tr("a device");
    if (S_ISSOCK(info.st_mode))
        return Msg::tr("a socket");
    return Msg::tr("not a regular file");
#else
    const QFileInfo info(path);
    if (!info.exists() || info.isFile())
        return {};
    return info.isDir() ? Msg::tr("a folder") : Msg::tr("not a regular file");
#endif
}

QString inputFileProblem(const QString &path)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (!QFileInfo::exists(path))
        return Msg::tr("%1: no such file").arg(shown);
    if (const QString kind = nonRegularKind(path); !kind.isEmpty())
        return Msg::tr("%1 is %2, not a regular file: give the path of a file").arg(shown, kind);
    return {};
}

} // namespace gda::files
