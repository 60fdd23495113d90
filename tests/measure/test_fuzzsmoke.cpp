// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A short mutation run over the readers with the fuzz target's checks (tests/fuzz/
// measurefuzzcheck.h), in every build: the sample files of tests/data/measured mutated by a
// seeded generator — bytes flipped, inserted and deleted, lines repeated, dropped and swapped,
// cells emptied, numbers made huge, cut short, gzip-compressed — 600 mutants in each of the
// eight formats. The long run is the libFuzzer target fuzz_measure (CONTRIBUTING.md, "Fuzzing").
#include "../fuzz/measurefuzzcheck.h"
#include "measuretestsupport.h"

#include <QDir>
#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <random>

namespace {

QByteArray mutate(QByteArray text, std::mt19937 &random)
{
    auto pick = [&](qsizetype n) {
        return n <= 0 ? qsizetype(0)
                      : qsizetype(std::uniform_int_distribution<qsizetype>(0, n - 1)(random));
    };
    const int steps = 1 + int(pick(4));
    for (int i = 0; i < steps; ++i) {
        QList<QByteArray> lines = text.split('\n');
        switch (pick(10)) {
        case 0: // flip a byte
            if (!text.isEmpty())
                text[pick(text.size())] = char(pick(256));
            break;
        case 1: // insert a byte of CSV syntax
            text.insert(pick(text.size() + 1), "\",;\r\n0-9e+ :/TZ[]%"[pick(19)]);
            break;
        case 2: // delete a run
            text.remove(pick(text.size()), 1 + pick(16));
            break;
        case 3: // repeat a line
            if (!lines.isEmpty()) {
                const qsizetype at = pick(lines.size());
                lines.insert(at, lines[at]);
                text = lines.join('\n');
            }
            break;
        case 4: // drop a line
            if (lines.size() > 1) {
                lines.removeAt(pick(lines.size()));
                text = lines.join('\n');
            }
            break;
        case 5: // swap two lines (the header too)
            if (lines.size() > 1) {
                lines.swapItemsAt(pick(lines.size()), pick(lines.size()));
                text = lines.join('\n');
            }
            break;
        case 6: { // empty or replace a cell
            QList<QByteArray> cells =
                lines.isEmpty() ? QList<QByteArray>() : lines[pick(lines.size())].split(',');
            if (cells.isEmpty())
                break;
            static const char *const values[] = {"",
                                                 "1e308",
                                                 "-1e308",
                                                 "NaN",
                                                 "inf",
                                                 "99999999999999999999",
                                                 "-0",
                                                 "[N/A]",
                                                 "0",
                                                 "1e-320",
                                                 "2026-13-45T99:99:99Z",
                                                 "\"",
                                                 "GB-Mo",
                                                 "Hours",
                                                 "p5.48xlarge"};
            cells[pick(cells.size())] = values[pick(15)];
            const qsizetype at = pick(lines.size());
            lines[at] = cells.join(',');
            text = lines.join('\n');
            break;
        }
        case 7: // cut short
            text.truncate(pick(text.size() + 1));
            break;
        case 8: // a number made huge
        {
            const qsizetype at = text.indexOf(QByteArrayView("."), pick(text.size()));
            if (at > 0)
                text.insert(at, "99999999999999999999999999999999999");
            break;
        }
        default: // duplicate the data many times (sums over many lines)
            if (lines.size() > 1)
                for (int k = 0; k < 50; ++k)
                    text += '\n' + lines.last();
            break;
        }
    }
    return text;
}

} // namespace

TEST_CASE("Readers under mutation: read or refused in one line, never half-read", "[measure]")
{
    const QDir data(QStringLiteral(GDA_TEST_DATA_DIR "/measured"));
    const QStringList seeds = data.entryList(QDir::Files, QDir::Name);
    REQUIRE(seeds.size() >= 10);
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    std::mt19937 random(18);
    const QString path = dir.filePath(QStringLiteral("mutant.csv"));
    for (int i = 0; i < 600; ++i) {
        const QString seed = seeds[i % seeds.size()];
        QByteArray text = mutate(gda::test::readAll(data.filePath(seed)), random);
        const bool zipped = i % 5 == 0;
        if (zipped) {
            REQUIRE(gda::test::writeGzip(path, text));
            if (i % 10 == 0) { // and the gzip itself damaged
                QByteArray bytes = gda::test::readAll(path);
                if (bytes.size() > 20)
                    bytes[10 + qsizetype(random() % quint32(bytes.size() - 20))] ^= 0x5a;
                REQUIRE(gda::test::writeFile(path, bytes));
            }
        } else {
            REQUIRE(gda::test::writeFile(path, text));
        }
        const std::string problem = gda::fuzz::checkMeasureInput(path);
        if (!problem.empty()) {
            gda::test::writeFile(dir.filePath(QStringLiteral("failing")), text);
            CAPTURE(i, seed.toStdString(), zipped, text.left(400).toStdString());
            FAIL(problem);
        }
    }
}
