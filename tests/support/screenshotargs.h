// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "darkpalette.h"

#include <QByteArray>
#include <QDir>
#include <QList>
#include <QSize>
#include <QString>

namespace gda::test {

// The arguments of the main-window screenshot programs: [OUTPUT_DIR] [--dark] [--size WxH].
// 1600x1000 is the size the app opens with on a large screen; another size is named in the
// files by `suffix` ("-1296x810", the size it opens with on a 1440x900 screen).
struct ScreenshotArgs
{
    QString out = QStringLiteral("docs/screenshots");
    bool dark = false;
    QSize size{1600, 1000};
    QString suffix;
    bool valid = true; // false: a --size that is not WxH
};

inline ScreenshotArgs screenshotArgs(int argc, char *argv[])
{
    ScreenshotArgs args;
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--dark") {
            args.dark = true;
        } else if (arg == "--size" && i + 1 < argc) {
            const QList<QByteArray> wh = QByteArray(argv[++i]).split('x');
            if (wh.size() != 2) {
                args.valid = false;
                return args;
            }
            args.size = QSize(wh[0].toInt(), wh[1].toInt());
            if (args.size != QSize(1600, 1000))
                args.suffix =
                    QStringLiteral("-%1x%2").arg(args.size.width()).arg(args.size.height());
        } else {
            args.out = QString::fromLocal8Bit(arg);
        }
    }
    return args;
}

// screenshotArgs(), then what every screenshot program does with them: the output folder made,
// and with --dark the dark theme on and "-dark" added to the file names' suffix.
inline ScreenshotArgs startScreenshots(int argc, char *argv[])
{
    ScreenshotArgs args = screenshotArgs(argc, argv);
    if (!args.valid)
        return args;
    QDir().mkpath(args.out);
    if (args.dark) {
        useDarkTheme();
        args.suffix += QStringLiteral("-dark");
    }
    return args;
}

} // namespace gda::test
