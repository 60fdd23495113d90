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

} // namespace gda::test
