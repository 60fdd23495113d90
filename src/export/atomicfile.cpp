// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace gda::exporting {

namespace {
struct Msg // this file's translation context (README, "Languages")
{
    Q_DECLARE_TR_FUNCTIONS(gda::exporting)
};
} // namespace

QString writeAtomically(const QString &path, const std::function<QString(QIODevice &)> &write)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (path.isEmpty())
        return Msg::tr("No file name given.");
    if (QFileInfo(path).isDir())
        return Msg::tr("Cannot write %1: it is a folder.").arg(shown);
    const QFileInfo folder(QFileInfo(path).absolutePath());
    if (!folder.exists())
        return Msg::tr("Cannot write %1: the folder %2 does not exist.")
            .arg(shown, QDir::toNativeSeparators(folder.filePath()));
    if (!folder.isDir())
        return Msg::tr("Cannot write %1: %2 is not a folder.")
            .arg(shown, QDir::toNativeSeparators(folder.filePath()));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Msg::tr("Cannot write %1: %2").arg(shown, file.errorString());
    const QString problem = write(file);
    if (!problem.isEmpty()) {
        file.cancelWriting();
        return Msg::tr("Cannot write %1: %2").arg(shown, problem);
    }
    if (!file.commit())
        return Msg::tr("Cannot write %1: %2").arg(shown, file.errorString());
    return {};
}

} // namespace gda::exporting
