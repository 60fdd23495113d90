// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace gda::test {

// Absolute path of a file in tests/data.
QString dataPath(const QString &relative);

// Whole file as bytes; fails the current test when it cannot be read.
QByteArray readFile(const QString &path);

// |actual - expected| within 1e-9 relative (1e-6 absolute near zero), as the examples demand.
bool closeTo(double actual, double expected);

// The exit status of a test program that skipped a test case and failed none: CTest reports the
// test as skipped, not passed (SKIP_RETURN_CODE in tests/CMakeLists.txt).
inline constexpr int kSkipExitCode = 77;

// Marks the running test case as skipped because this machine lacks what it needs (root, a
// translation, a server) and prints "skipped: <why>"; the test case returns right after.
// Catch2 2 has no skip of its own.
void skipTest(const QString &why);

// The program's exit status for Catch2's result: kSkipExitCode when a test case was skipped and
// none failed; a failure stays a failure, even one of exactly kSkipExitCode assertions.
int exitStatus(int catchResult);

} // namespace gda::test
