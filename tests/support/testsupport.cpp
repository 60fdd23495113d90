// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QFile>

#include <cmath>

namespace gda::test {

namespace {
bool s_skipped = false; // set by skipTest(), read by exitStatus() when the tests have run
} // namespace

QString dataPath(const QString &relative)
{
    return QStringLiteral(GDA_TEST_DATA_DIR "/") + relative;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    const bool opened = file.open(QIODevice::ReadOnly);
    INFO("reading " << path.toStdString());
    REQUIRE(opened);
    return file.readAll();
}

bool closeTo(double actual, double expected)
{
    const double diff = std::abs(actual - expected);
    return diff <= 1e-6 || diff <= 1e-9 * std::abs(expected);
}

void skipTest(const QString &why)
{
    WARN("skipped: " << why.toStdString());
    s_skipped = true;
}

int exitStatus(int catchResult)
{
    if (catchResult != 0)
        return catchResult == kSkipExitCode ? 1 : catchResult;
    return s_skipped ? kSkipExitCode : 0;
}

} // namespace gda::test
