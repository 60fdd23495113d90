// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Progress and cancel of a reading (the app's File → Import usage data… reads off the UI thread):
// the callback sees the stored bytes grow to the file's size, and returning false stops the
// reading with nothing read.
#include "measure/measurement.h"
#include "measuretestsupport.h"

#include <QFileInfo>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace gda::measure;

namespace {
// 3 MiB and a bit of nvidia-smi samples: more than two 1 MiB buffers, so several callbacks.
QByteArray bigLog()
{
    QByteArray text = "timestamp, name, index, utilization.gpu [%]\n";
    for (int i = 0; text.size() < 3 * (1 << 20) + 1000; ++i)
        text += "2026/01/05 " + QByteArray::number(10 + (i / 3600) % 10) + ":" +
                QByteArray::number(10 + (i / 60) % 50) + ":" + QByteArray::number(10 + i % 50) +
                ".000, NVIDIA H100 80GB HBM3, " + QByteArray::number(i % 8) + ", 80 %\n";
    return text;
}
} // namespace

TEST_CASE("Reading reports the stored bytes and can be cancelled with nothing read", "[measure]")
{
    QTemporaryDir dir;
    const QByteArray text = bigLog();
    const QString plain = dir.filePath(QStringLiteral("smi.csv"));
    const QString packed = dir.filePath(QStringLiteral("smi.csv.gz"));
    REQUIRE(gda::test::writeFile(plain, text));
    REQUIRE(gda::test::writeGzip(packed, text));
    for (const QString &path : {plain, packed}) {
        CAPTURE(path);
        const qint64 size = QFileInfo(path).size();
        SECTION("progress grows to the file's size as stored")
        {
            std::vector<qint64> seen;
            Measurement m;
            REQUIRE_FALSE(readFile(path, Format::Auto, {}, m, [&](qint64 stored) {
                seen.push_back(stored);
                return true;
            }));
            REQUIRE(seen.size() >= 2);
            REQUIRE(std::is_sorted(seen.begin(), seen.end()));
            REQUIRE(seen.back() == size);
            REQUIRE(m.files.size() == 1);
        }
        SECTION("false cancels: an error, nothing read")
        {
            Measurement m;
            REQUIRE_FALSE(readFile(gda::test::measuredFile("focus-small.csv"), Format::Auto,
                                   gda::test::fixtureInstances(), m));
            const Measurement before = m;
            int calls = 0;
            const auto error = readFile(path, Format::Auto, {}, m, [&](qint64) {
                return ++calls < 2; // stop at the second piece
            });
            REQUIRE(error);
            REQUIRE(error->message == QLatin1String("reading was cancelled"));
            REQUIRE(calls == 2);
            REQUIRE(m.files.size() == before.files.size());
            REQUIRE(m.telemetry.groups.empty());
        }
    }
}
