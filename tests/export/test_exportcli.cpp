// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-advisor-cli report, chart and csv as a user runs them: the built executable, offscreen.
#include "exporttestsupport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QXmlStreamReader>

using namespace gda;

namespace {

// The CLI without a display and in English, whatever the machine has.
QProcessEnvironment cliEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return env;
}

test::ToolRun cli(const QStringList &args)
{
    return test::runCli(args, cliEnvironment());
}

QString example()
{
    return test::examplePath(test::kReportExample);
}

} // namespace

TEST_CASE("export: cli report writes the PDF in both languages without a display")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    for (const char *lang : {"en", "nl"}) {
        const QString out = dir.filePath(QStringLiteral("report-%1.pdf").arg(QLatin1String(lang)));
        const test::ToolRun run = cli({QStringLiteral("report"), example(), QStringLiteral("--out"),
                                       out, QStringLiteral("--lang"), QLatin1String(lang)});
        INFO(run.err.toStdString());
        REQUIRE(run.status == 0);
        CHECK(run.err.isEmpty());
        CHECK(run.out.trimmed() == out);
        CHECK(test::pdfPageCount(out) >= 6);
        const QString text = test::pdfText(out).simplified();
        CHECK(text.contains(QLatin1String("Seed example")));
        CHECK(text.contains(
            QLatin1String(lang == QByteArray("nl") ? "Aanbeveling" : "Recommendation")));
        CHECK(text.contains(QLatin1String(lang == QByteArray("nl") ? "5,0" : "5.0")));
    }
    const QString letter = dir.filePath(QStringLiteral("letter.pdf"));
    REQUIRE(cli({QStringLiteral("report"), example(), QStringLiteral("--out"), letter,
                 QStringLiteral("--paper"), QStringLiteral("letter")})
                .status == 0);
    CHECK(test::pdfPageSize(letter).startsWith(QLatin1String("612 x 792 pts")));
}

TEST_CASE("export: cli chart writes PNG, SVG and PDF of every kind")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString png = dir.filePath(QStringLiteral("small.png"));
    REQUIRE(cli({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                 QStringLiteral("break-even"), QStringLiteral("--out"), png,
                 QStringLiteral("--width"), QStringLiteral("800"), QStringLiteral("--height"),
                 QStringLiteral("500"), QStringLiteral("--dpi"), QStringLiteral("96")})
                .status == 0);
    CHECK(QImage(png).size() == QSize(800, 500));

    for (const char *kind :
         {"break-even", "utilization", "breakdown", "matrix", "tornado", "histogram"}) {
        INFO(kind);
        const QString base = dir.filePath(QLatin1String(kind));
        const test::ToolRun pngRun =
            cli({QStringLiteral("chart"), example(), QStringLiteral("--kind"), QLatin1String(kind),
                 QStringLiteral("--out"), base + QStringLiteral(".png"), QStringLiteral("--lang"),
                 QStringLiteral("nl")});
        INFO(pngRun.err.toStdString());
        REQUIRE(pngRun.status == 0);
        CHECK(QImage(base + QStringLiteral(".png")).size() == QSize(2400, 1400));

        REQUIRE(cli({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                     QLatin1String(kind), QStringLiteral("--out"), base + QStringLiteral(".svg")})
                    .status == 0);
        QXmlStreamReader xml(test::readFile(base + QStringLiteral(".svg")));
        int paths = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement &&
                (xml.name() == QLatin1String("polyline") || xml.name() == QLatin1String("rect") ||
                 xml.name() == QLatin1String("path")))
                ++paths;
        CHECK_FALSE(xml.hasError());
        CHECK(paths > 5);

        REQUIRE(cli({QStringLiteral("chart"), example(), QStringLiteral("--kind"),
                     QLatin1String(kind), QStringLiteral("--out"), base + QStringLiteral(".pdf")})
                    .status == 0);
        CHECK(test::pdfPageCount(base + QStringLiteral(".pdf")) == 1);
    }
}

TEST_CASE("export: cli csv writes the monthly series")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("monthly.csv"));
    const test::ToolRun run = cli({QStringLiteral("csv"), example(), QStringLiteral("--out"), out});
    REQUIRE(run.status == 0);
    const QList<QByteArray> lines = test::readFile(out).split('\n');
    CHECK(lines.front().startsWith("month,option,cloud_compute,"));
    CHECK(lines.size() == 1 + 60 * 3 + 1); // header, 5 years × 3 options, final newline
}

TEST_CASE("export: cli export errors exit 2 or 1 with one line naming the problem")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString notAFolder = dir.filePath(QStringLiteral("plain-file"));
    {
        QFile file(notAFolder);
        REQUIRE(file.open(QIODevice::WriteOnly));
    }
    struct Case
    {
        QStringList args;
        int status;
        QString named; // the stderr line contains this
    };
    const QString unwritable = notAFolder + QStringLiteral("/x.pdf");
    const std::vector<Case> cases{
        {{QStringLiteral("report"), example()}, 2, QStringLiteral("--out")},
        {{QStringLiteral("report"), example(), QStringLiteral("--out"),
          dir.filePath(QStringLiteral("r.pdf")), QStringLiteral("--lang"), QStringLiteral("de")},
         2,
         QStringLiteral("de")},
        {{QStringLiteral("report"), example(), QStringLiteral("--out"),
          dir.filePath(QStringLiteral("r.pdf")), QStringLiteral("--paper"), QStringLiteral("a3")},
         2,
         QStringLiteral("a3")},
        {{QStringLiteral("report"), example(), QStringLiteral("--out"),
          dir.filePath(QStringLiteral("r.txt"))},
         2,
         QStringLiteral("r.txt")},
        {{QStringLiteral("report"), dir.filePath(QStringLiteral("missing.json")),
          QStringLiteral("--out"), dir.filePath(QStringLiteral("r.pdf"))},
         2,
         QStringLiteral("missing.json")},
        {{QStringLiteral("report"), example(), QStringLiteral("--out"), unwritable}, 1, unwritable},
        {{QStringLiteral("chart"), example(), QStringLiteral("--kind"), QStringLiteral("pie"),
          QStringLiteral("--out"), dir.filePath(QStringLiteral("c.png"))},
         2,
         QStringLiteral("pie")},
        {{QStringLiteral("chart"), example(), QStringLiteral("--out"),
          dir.filePath(QStringLiteral("c.png"))},
         2,
         QStringLiteral("--kind")},
        {{QStringLiteral("chart"), example(), QStringLiteral("--kind"), QStringLiteral("matrix"),
          QStringLiteral("--out"), dir.filePath(QStringLiteral("c.jpg"))},
         2,
         QStringLiteral("c.jpg")},
        {{QStringLiteral("chart"), example(), QStringLiteral("--kind"), QStringLiteral("matrix"),
          QStringLiteral("--out"), dir.filePath(QStringLiteral("c.png")), QStringLiteral("--width"),
          QStringLiteral("12.5")},
         2,
         QStringLiteral("--width")},
        {{QStringLiteral("chart"), example(), QStringLiteral("--kind"), QStringLiteral("matrix"),
          QStringLiteral("--out"), notAFolder + QStringLiteral("/c.svg")},
         1,
         notAFolder + QStringLiteral("/c.svg")},
        {{QStringLiteral("csv"), example(), QStringLiteral("--out"),
          QStringLiteral("/proc/gda-no-such-folder/m.csv")},
         1,
         QStringLiteral("/proc/gda-no-such-folder/m.csv")},
        {{QStringLiteral("csv"), example(), QStringLiteral("--bogus"), QStringLiteral("1")},
         2,
         QStringLiteral("--bogus")},
    };
    for (const Case &c : cases) {
        INFO(c.args.join(u' ').toStdString());
        const test::ToolRun run = cli(c.args);
        INFO(run.err.toStdString());
        CHECK(run.status == c.status);
        REQUIRE(run.errLines().size() == 1);
        CHECK(run.errLines().front().startsWith(QLatin1String("gpu-advisor-cli: ")));
        CHECK(run.errLines().front().contains(c.named));
        CHECK(run.out.isEmpty());
    }
    CHECK(test::filesIn(dir.path()) == QStringList{QStringLiteral("plain-file")});
}
