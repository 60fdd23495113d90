// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include <catch2/catch.hpp>

#include <QProcess>

namespace gda::test {

QStringList CliRun::errLines() const
{
    return err.split(u'\n', Qt::SkipEmptyParts);
}

CliRun runCli(const QStringList &args, const QProcessEnvironment &env)
{
    return runProgram(QStringLiteral(GDA_CLI_PATH), args, env);
}

CliRun runProgram(const QString &program, const QStringList &args, const QProcessEnvironment &env)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(program, args);
    REQUIRE(process.waitForStarted(10000));
    REQUIRE(process.waitForFinished(60000));
    REQUIRE(process.exitStatus() == QProcess::NormalExit); // never a crash or an abort
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace gda::test
