// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 20, item 3: long scenario names in the comparison chart's key (the Compare dialog's chart
// and the exported comparison) are shortened at a word end with "…", never inside a character,
// and every text of the key lies inside the chart at every export size.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "charts/comparechart.h"
#include "core/languagemanager.h"
#include "export/chartcanvas.h"
#include "export/comparison.h"
#include "i18n/languagescope.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QChart>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QTextBoundaryFinder>

using namespace gda;
using namespace gda::ui::exporting;

namespace {

// 200 UTF-16 code units: words, an accented letter, a character outside the BMP (a surrogate
// pair), an ampersand the key must show as text (Qt's legend reads HTML), then plain filler.
QString twoHundredCharacterName()
{
    QString name = QStringLiteral("Lab & Ångström \U0001F52C onderzoekscluster van 256 GPU's met "
                                  "2 PB data in de cloud, scenario met langlopende training");
    while (name.size() < 200)
        name += QStringLiteral(" en meer");
    name.truncate(200);
    return name;
}

struct KeyText
{
    QString text;
    QRectF box; // in the scene
};

std::vector<KeyText> keyTexts(const QChart &chart)
{
    std::vector<KeyText> out;
    std::vector<const QGraphicsItem *> pending{chart.legend()};
    while (!pending.empty()) {
        const QGraphicsItem *item = pending.back();
        pending.pop_back();
        const QList<QGraphicsItem *> children = item->childItems();
        pending.insert(pending.end(), children.begin(), children.end());
        if (const auto *text = qgraphicsitem_cast<const QGraphicsTextItem *>(item);
            text && item->isVisible() && !text->toPlainText().isEmpty())
            out.push_back({text->toPlainText(), text->sceneBoundingRect()});
    }
    return out;
}

bool isGraphemeBoundary(const QString &text, qsizetype at)
{
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    finder.setPosition(at);
    return finder.isAtBoundary();
}

} // namespace

TEST_CASE("export: compare legend shortens a 200-character name at a word end and fits the chart")
{
    const QString longName = twoHundredCharacterName();
    REQUIRE(longName.size() == 200);
    Scenario big = test::loadExampleScenario(test::kReportExample);
    big.name = longName;
    Scenario small = test::loadExampleScenario("low-utilization-stays-cloud");
    small.name = QStringLiteral("Start-up, 8 GPUs");
    const ComparedScenarios compared = compareScenarios({big, small});

    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        const i18n::LanguageScope scope(language);
        const QLocale locale = ui::LanguageManager::localeFor(language);
        for (const QSize size : {QSize(600, 400), QSize(760, 470), QSize(1200, 700)}) {
            auto chart = ui::charts::compareChart(compared.scenarios, compared.evaluations, locale);
            const ChartCanvas canvas(*chart, QSizeF(size));
            INFO(language.toStdString()
                 << " " << size.width() << "×" << size.height() << " at " << canvas.textScale());
            // Qt shortened nothing ("..."): the key's own shortening is the only one.
            CHECK(canvas.shortenedTexts().join(QStringLiteral(" | ")).toStdString() == "");

            const QRectF chartBox = chart->sceneBoundingRect();
            const std::vector<KeyText> texts = keyTexts(*chart);
            bool sawLong = false;
            bool sawShort = false;
            for (const KeyText &t : texts) {
                INFO("key text: " << t.text.toStdString());
                CHECK(chartBox.contains(t.box));
                if (t.text == small.name)
                    sawShort = true;
                if (t.text.contains(QChar(0x2026))) {
                    sawLong = true;
                    const qsizetype cut = t.text.indexOf(QChar(0x2026));
                    const QString start = t.text.left(cut);
                    const QString end = t.text.mid(cut + 1);
                    // The name's start up to a word end and its end from a word start, shown as
                    // text ("&", not "&amp;").
                    CHECK(longName.startsWith(start));
                    CHECK(longName.endsWith(end));
                    CHECK(start.size() >= 3);

                    CHECK(isGraphemeBoundary(longName, start.size()));
                    CHECK(isGraphemeBoundary(longName, longName.size() - end.size()));
                    CHECK(longName.at(start.size()).isSpace());
                    // The end is empty or starts a word.
                    CHECK(
                        (end.isEmpty() || longName.at(longName.size() - end.size() - 1).isSpace()));
                    CHECK(start.startsWith(QStringLiteral("Lab &")));
                }
            }
            CHECK(sawLong);
            CHECK(sawShort); // a name that fits is shown whole
            // The key's series keep the whole name (the dialog's tooltip shows it).
            bool fullKept = false;
            const QList<QAbstractSeries *> series = chart->series();
            for (const QAbstractSeries *s : series)
                fullKept = fullKept || s->property("fullName").toString() == longName;
            CHECK(fullKept);
        }
    }
}

TEST_CASE("export: compare legend name never cuts inside a character")
{
    QFont font;
    font.setPointSizeF(10.0);
    // The cut falls on the surrogate pair or inside a combining sequence for some width: for
    // every start of a name without spaces, the shortened name ends on a character boundary.
    const QString name = QString(QStringLiteral("e\u0301\U0001F52C")).repeated(40);
    const QString shown = ui::charts::compareLegendName(name, font);
    REQUIRE(shown.count(QChar(0x2026)) == 1);
    const qsizetype cut = shown.indexOf(QChar(0x2026));
    CHECK(name.startsWith(shown.left(cut)));
    CHECK(name.endsWith(shown.mid(cut + 1)));
    CHECK(isGraphemeBoundary(name, cut));
    CHECK(isGraphemeBoundary(name, name.size() - shown.mid(cut + 1).size()));
    // Two long names that differ only at the end stay apart in the key.
    const QString base = QStringLiteral("Herinrichting van het rekencluster voor risicomodellen, "
                                        "fraudedetectie en taalmodellen van de afdeling ");
    CHECK(ui::charts::compareLegendName(base + QStringLiteral("(variant B)"), font) !=
          ui::charts::compareLegendName(base + QStringLiteral("(variant C)"), font));
    // A short name is left whole.
    CHECK(ui::charts::compareLegendName(QStringLiteral("Bank, 32 GPUs"), font) ==
          QStringLiteral("Bank, 32 GPUs"));
}

// A list input (the reserved commitments of a version 2 plan, absent from a version 1 file) reads
// as words in the comparison table, never as raw JSON: tests/data/plan/phased-move-with-commitment
// has one commitment of 4 GPUs from month 1; the v1 example has none ("—").
TEST_CASE("export: the comparison table shows a list input in words, not as JSON")
{
    const auto loaded =
        scenariofile::load(test::dataPath(QStringLiteral("plan/phased-move-with-commitment.json")));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    const Scenario v2 = std::get<Scenario>(loaded);
    const Scenario v1 = test::loadExampleScenario("seed-80xh100-on-demand");
    const i18n::LanguageScope english(QStringLiteral("en")); // the English plural forms
    const ComparisonTable table = comparisonTable(compareScenarios({v2, v1}), QLocale::c());
    bool seen = false;
    for (std::size_t row = std::size_t(table.outputRows) + 1; row < table.cells.size(); ++row) {
        const QStringList &cells = table.cells[row];
        INFO(table.rowLabels.value(int(row)).toStdString()
             << ": " << cells.join(QStringLiteral(" | ")).toStdString());
        for (const QString &cell : cells) {
            CHECK_FALSE(cell.contains(u'{'));
            CHECK(cell != QLatin1String("null"));
        }
        if (table.rowLabels.value(int(row)) == QLatin1String("inputs.commitments")) {
            seen = true;
            CHECK(cells ==
                  (QStringList{QStringLiteral("4 GPUs, from month 1"), QStringLiteral("—")}));
        }
    }
    CHECK(seen);
}

// Issue 36: the comparison as data. A dollar and a euro scenario compared in dollars: every
// amount a number in its own cell (the percentage in a row of its own), the euro scenario's
// amounts converted at the rate named in the last line, field names in words, and no version 2
// rows for two version 1 scenarios.
TEST_CASE("export: the comparison CSV holds numbers in one currency at a stated rate")
{
    const Scenario dollars = test::loadExampleScenario("seed-80xh100-on-demand");
    Scenario euros = dollars;
    euros.name = QStringLiteral("The same in euros");
    euros.currency = Currency::EUR;
    const i18n::LanguageScope english(QStringLiteral("en"));
    const ComparedScenarios compared = compareScenarios({dollars, euros});
    REQUIRE(compared.usdPerEur > 0.0);
    const QString csv =
        QString::fromUtf8(comparisonDataCsv(compared, QLocale::c(), Currency::USD).mid(3));
    const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    REQUIRE(lines.size() > 10);
    CHECK(lines.first().startsWith(QStringLiteral("Figure,Unit,")));
    const auto row = [&](const QString &label) {
        for (const QString &line : lines)
            if (line.startsWith(label + u','))
                return line.split(u',');
        return QStringList();
    };
    const QStringList total = row(QStringLiteral("Total cost: Cloud"));
    REQUIRE(total.size() == 4);
    CHECK(total[1] == QStringLiteral("USD"));
    const double a = total[2].toDouble();
    const double b = total[3].toDouble();
    CHECK(a > 0.0);
    // The same figures in euros, converted to dollars at the rate.
    CHECK(std::abs(b - a * compared.usdPerEur) < 0.01);
    const QStringList share =
        row(QStringLiteral("Savings of on-premise (share of the cloud's total)"));
    REQUIRE(share.size() == 4);
    CHECK(share[1] == QStringLiteral("%"));
    CHECK(share[2].toDouble() > 0.0);
    CHECK(lines.last().contains(QStringLiteral("Converted at 1 EUR = ")));
    for (const QString &line : lines) {
        INFO(line.toStdString());
        CHECK_FALSE(line.startsWith(QStringLiteral("inputs.")));
        CHECK_FALSE(line.contains(QStringLiteral("€")));
        CHECK_FALSE(line.contains(QStringLiteral("Workloads")));
    }
}
