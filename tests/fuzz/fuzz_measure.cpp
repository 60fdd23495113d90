// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the measured-usage readers (issue #18): any bytes, plain or gzip, in every
// format. The readers take a path (they stream through zlib), so each input is written to one
// file in /dev/shm (else the temporary folder) first. What must hold: measurefuzzcheck.h.
// Seeds: tests/data/measured (docs/measured-usage.md, "Fuzzing").
#include "measurefuzzcheck.h"

#include <QDir>
#include <QFile>

#include <cstdio>
#include <cstdlib>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QString path = [] {
        const QString folder = QDir(QStringLiteral("/dev/shm")).exists()
                                   ? QStringLiteral("/dev/shm")
                                   : QDir::tempPath();
        return QStringLiteral("%1/fuzz_measure-%2.csv").arg(folder).arg(::getpid());
    }();
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        std::abort();
    file.write(reinterpret_cast<const char *>(data), qint64(size));
    file.close();
    const std::string problem = gda::fuzz::checkMeasureInput(path);
    if (!problem.empty()) {
        std::fprintf(stderr, "fuzz_measure: %s\n", problem.c_str());
        std::abort();
    }
    return 0;
}
