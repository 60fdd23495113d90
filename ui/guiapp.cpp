// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "guiapp.h"

#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

namespace gda::ui {

int runDesktopApp(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("gpu-advisor"));
    QApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Decision Advisor"));
    QApplication::setApplicationVersion(QStringLiteral(GDA_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral(GDA_APP_ID));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("GPU Decision Advisor"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("Scenario file to open"));
    parser.process(app);

    MainWindow window;
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().first());
    window.show();
    return QApplication::exec();
}

} // namespace gda::ui
