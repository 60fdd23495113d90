// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "renderapp.h"

#include "cli/commandline.h"
#include "cli/exportcommands.h"
#include "core/appidentity.h"
#include "core/languagemanager.h"
#include "export/exportcommands.h"

#include <QApplication>
#include <QDir>
#include <QFile>

#include <unistd.h>

namespace gda::app {

int runRenderer(int argc, char *argv[])
{
    // Never a window: charts and reports render offscreen.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Without a session (CI, ssh) Qt warns on stderr about a missing runtime folder; the
    // command line promises exactly one line on stderr for an error, so provide the folder.
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        const QString runtime = QDir::tempPath() + QStringLiteral("/runtime-gpu-advisor-") +
                                QString::number(::getuid());
        if (QDir().mkpath(runtime) &&
            QFile::setPermissions(runtime, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                               QFileDevice::ExeOwner))
            qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtime));
    }
    QApplication app(argc, argv);
    ui::setApplicationIdentity();
    // Messages in the language of the environment (LANG=nl_NL.UTF-8 gives Dutch).
    ui::LanguageManager::instance().setLanguage(ui::LanguageManager::systemLanguage());

    QTextStream out(stdout);
    QTextStream err(stderr);
    cli::Streams io{out, err};
    cli::CommandLine commandLine;
    cli::addRenderCommands(commandLine, ui::exporting::runRenderCommand);
    // compare draws only with --out; gpu-advisor-cli prints its JSON itself.
    commandLine.add({QStringLiteral("compare"), QString(), QString(),
                     [](const QStringList &args, cli::Streams &streams) {
                         return ui::exporting::runRenderCommand(QStringLiteral("compare"), args,
                                                                streams);
                     }});
    const int status = commandLine.run(QApplication::arguments().mid(1), io);
    out.flush();
    err.flush();
    return status;
}

} // namespace gda::app
