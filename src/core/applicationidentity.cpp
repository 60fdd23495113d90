// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "applicationidentity.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace gda {

void setCoreApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GDA_VERSION));
}

namespace {
// Copies `from` (a file or a folder tree) to `to`, skipping what exists there already.
bool copyMissing(const QString &from, const QString &to)
{
    const QFileInfo source(from);
    if (source.isDir()) {
        if (!QDir().mkpath(to))
            return false;
        const QDir dir(from);
        for (const QString &name :
             dir.entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot))
            if (!copyMissing(dir.filePath(name), QDir(to).filePath(name)))
                return false;
        return true;
    }
    if (QFileInfo::exists(to))
        return true;
    return QFile::copy(from, to);
}
} // namespace

QString dataDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u'/' +
           QCoreApplication::applicationName();
}

QString migrateOldDataDirectory()
{
    if (QCoreApplication::organizationName().isEmpty())
        return {};
    const QString old = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
                        u'/' + QCoreApplication::organizationName() + u'/' +
                        QCoreApplication::applicationName();
    const QString target = dataDirectory();
    if (QDir::cleanPath(old) == QDir::cleanPath(target) || !QFileInfo(old).isDir())
        return {};
    if (!copyMissing(old, target))
        return QStringLiteral("could not copy the data folder %1 to %2; it is left as it was")
            .arg(old, target);
    QString backup = target + QStringLiteral("/gpu-advisor.old-data-backup");
    for (int n = 2; QFileInfo::exists(backup); ++n)
        backup = target + QStringLiteral("/gpu-advisor.old-data-backup-%1").arg(n);
    if (!QDir().rename(old, backup))
        return QStringLiteral("copied the data folder %1 to %2, but could not rename it")
            .arg(old, target);
    return QStringLiteral("moved the data folder %1 to %2 (old folder kept as %3)")
        .arg(old, target, backup);
}

} // namespace gda
