// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QApplication>
#include <QLocale>
#include <QStandardPaths>

namespace gda::test {

// The QApplication of the tests and the screenshot tools: Qt's offscreen platform unless
// QT_QPA_PLATFORM names another (test discovery runs the binaries outside CTest, without a
// display), QStandardPaths in test mode and an application name of its own (never the user's
// settings, catalog or library), and US English numbers until a test switches the language.
class TestApplication : public QApplication
{
public:
    TestApplication(int &argc, char **argv,
                    const QString &name = QStringLiteral("gpu-advisor-tests"))
        : QApplication(prepared(argc), argv)
    {
        setOrganizationName(name);
        setApplicationName(name);
    }

private:
    // Runs before QApplication's constructor, which reads the platform.
    static int &prepared(int &argc)
    {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        return argc;
    }
};

} // namespace gda::test
