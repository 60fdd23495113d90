// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliapp.h"

#include "renderhandover.h"

#include "cli/commandline.h"
#include "core/applicationidentity.h"
#include "i18n/languages.h"
#include "i18n/translator.h"

#include <QCoreApplication>

namespace gda::app {

int runCommandLine(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    setCoreApplicationIdentity();
    (void)migrateOldDataDirectory(); // once, quietly: the output may be a JSON document
    // Messages in the language of the environment (LANG=nl_NL.UTF-8 gives Dutch).
    i18n::Translator::instance().setLanguage(i18n::systemLanguage());

    QTextStream out(stdout);
    QTextStream err(stderr);
    cli::Streams io{out, err};
    cli::CommandLine commandLine;
    const RenderHandover handover(argc, argv);
    cli::addAllCommands(commandLine,
                        [&handover](const QString &, const QStringList &, cli::Streams &streams) {
                            return handover.run(streams);
                        });
    const int status = commandLine.run(QCoreApplication::arguments().mid(1), io);
    out.flush();
    err.flush();
    return status;
}

} // namespace gda::app
