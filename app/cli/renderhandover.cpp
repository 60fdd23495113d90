// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "renderhandover.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <vector>

#include <unistd.h>

namespace gda::app {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};

const QString kProgramName = QStringLiteral("gpu-advisor-render");
} // namespace

RenderHandover::RenderHandover(int argc, char **argv) : m_argc(argc), m_argv(argv) {}

QString RenderHandover::program()
{
    const QDir here(QCoreApplication::applicationDirPath());
    const QString installed = QStringLiteral(GDA_RENDER_RELATIVE_DIR "/") + kProgramName;
    for (const QString &candidate :
         {here.filePath(kProgramName), QDir::cleanPath(here.filePath(installed))}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable())
            return info.absoluteFilePath();
    }
    return {};
}

int RenderHandover::run(cli::Streams &io) const
{
    const QString path = program();
    if (path.isEmpty())
        return cli::fail(io,
                         Msg::tr("%1 is not installed beside %2 (it draws reports and charts)")
                             .arg(kProgramName, QDir::toNativeSeparators(
                                                    QCoreApplication::applicationFilePath())),
                         cli::kExitFailure);
    io.out.flush();
    io.err.flush();
    // The arguments exactly as given (no round trip through QString), with the program's own
    // name first.
    const QByteArray file = QFile::encodeName(path);
    std::vector<char *> argv;
    argv.push_back(const_cast<char *>(file.constData()));
    for (int i = 1; i < m_argc; ++i)
        argv.push_back(m_argv[i]);
    argv.push_back(nullptr);
    ::execv(file.constData(), argv.data());
    const int error = errno; // execv returns only when it failed
    return cli::fail(
        io,
        Msg::tr("%1 cannot be started: %2")
            .arg(QDir::toNativeSeparators(path), QString::fromLocal8Bit(std::strerror(error))),
        cli::kExitFailure);
}

} // namespace gda::app
