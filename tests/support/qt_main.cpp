// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QLocale>
#include <QStandardPaths>

int main(int argc, char *argv[])
{
    // Discovery runs this binary at build time, outside CTest's environment: never need a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("gpu-advisor-tests"));
    QApplication::setApplicationName(QStringLiteral("gpu-advisor-tests"));
    return Catch::Session().run(argc, argv);
}
