// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The floor of a command's start-up: a QtCore program built with the project's flags and the
// executables' link options, which starts a QCoreApplication and prints one line, as
// `gpu-advisor-cli --version` does. bench_cli.py and bench_store_cli.py time it beside the
// commands (issue #38: --version ≤ 1.5 × this).
#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream(stdout) << "floor_qtcore " << QT_VERSION_STR << '\n';
    return 0;
}
