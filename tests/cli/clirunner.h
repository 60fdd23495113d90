// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace gda::test {

struct CliRun
{
    int status = -1;
    QString out;
    QString err;
    QStringList errLines() const; // non-empty lines of stderr
};

// Runs the built gpu-advisor-cli with `args` (and optional extra environment); waits up to 60 s.
CliRun runCli(const QStringList &args,
              const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());

// The same for another copy of the program (or another program) at `program`.
CliRun runProgram(const QString &program, const QStringList &args,
                  const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());

} // namespace gda::test
