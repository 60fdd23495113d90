// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The monthly CSV: header, one row per month and option, the engine's figures in the C locale.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "engine/costmodel.h"
#include "export/csvexport.h"

#include <catch2/catch.hpp>

#include <QDate>
#include <QTemporaryDir>

using namespace gda;
using namespace gda::exporting;

namespace {

struct Csv
{
    QStringList header;
    std::vector<QStringList> rows;
};

Csv parse(const QByteArray &bytes)
{
    Csv csv;
    const QStringList lines = QString::fromUtf8(bytes).split(u'\n');
    REQUIRE(lines.size() >= 2);
    CHECK(lines.back().isEmpty()); // the last line ends with "\n"
    csv.header = lines.front().split(u',');
    for (qsizetype i = 1; i + 1 < lines.size(); ++i)
        csv.rows.push_back(lines[i].split(u','));
    return csv;
}

double number(const QString &text)
{
    bool ok = false;
    const double value = text.toDouble(&ok); // C locale
    INFO("\"" << text.toStdString() << "\"");
    REQUIRE(ok);
    return value;
}

} // namespace

TEST_CASE("export: the monthly CSV has one row per month and option with the engine's figures")
{
    // A Dutch default locale must not leak into the file.
    const QLocale previous;
    QLocale::setDefault(QLocale(QLocale::Dutch, QLocale::Netherlands));
    for (const char *name : {test::kReportExample, test::kNoBreakEvenExample}) {
        INFO(name);
        const Scenario scenario = test::loadExampleScenario(name);
        const Csv csv = parse(monthlyCsv(scenario));
        const QStringList expectedHeader{
            QStringLiteral("month"),          QStringLiteral("calendar_month"),
            QStringLiteral("option"),         QStringLiteral("cloud_compute"),
            QStringLiteral("cloud_storage"),  QStringLiteral("cloud_egress"),
            QStringLiteral("cloud_overhead"), QStringLiteral("capex"),
            QStringLiteral("power"),          QStringLiteral("maintenance"),
            QStringLiteral("staff"),          QStringLiteral("colocation"),
            QStringLiteral("other_opex"),     QStringLiteral("onprem_storage"),
            QStringLiteral("migration"),      QStringLiteral("residual_credit"),
            QStringLiteral("total"),          QStringLiteral("cumulative")};
        CHECK(csv.header == expectedHeader);
        CHECK(monthlyCsvColumns(1) == expectedHeader);

        const engine::Evaluation evaluation = engine::evaluate(scenario.inputs);
        REQUIRE(csv.rows.size() == std::size_t(evaluation.months) * evaluation.options.size());
        // The calendar month: "YYYY-MM", month 1 the scenario's start month, one month a row
        // group later each time (methodology §18.1).
        const QDate first = QDate::fromString(csv.rows.front()[1] + QStringLiteral("-01"),
                                              QStringLiteral("yyyy-MM-dd"));
        REQUIRE(first.isValid());
        std::size_t r = 0;
        for (int month = 1; month <= evaluation.months; ++month) {
            for (const engine::OptionResult &result : evaluation.options) {
                const QStringList &row = csv.rows[r++];
                REQUIRE(row.size() == expectedHeader.size());
                CHECK(row[0] == QString::number(month));
                CHECK(row[1] == first.addMonths(month - 1).toString(QStringLiteral("yyyy-MM")));
                CHECK(row[2] == QLatin1String(engine::optionKey(result.option).data()));
                const auto m = std::size_t(month - 1);
                const double total = number(row[16]);
                CHECK(std::abs(total - result.monthly[m]) <= 0.005);
                CHECK(std::abs(number(row[17]) - result.cumulative[m]) <= 0.005);
                double categories = 0.0;
                for (qsizetype c = 3; c < 16; ++c) {
                    CHECK_FALSE(row[c].contains(u' '));
                    categories += number(row[c]);
                }
                CHECK(std::abs(categories - total) <= 0.01 * 13);
            }
        }
    }
    QLocale::setDefault(previous);
}

TEST_CASE("export: the CSV is written atomically and fails clearly")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Scenario scenario = test::loadExampleScenario(test::kReportExample);
    const QString path = dir.filePath(QStringLiteral("monthly.csv"));
    REQUIRE(writeMonthlyCsv(scenario, path).isEmpty());
    CHECK(test::readFile(path) == monthlyCsv(scenario));
    const QString bad = path + QStringLiteral("/inside.csv");
    CHECK(writeMonthlyCsv(scenario, bad).contains(bad));
    CHECK(test::filesIn(dir.path()) == QStringList{QStringLiteral("monthly.csv")});
}
