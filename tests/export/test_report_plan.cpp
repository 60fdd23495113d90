// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The report's Plan section (issue 17): the 80-H100 seed example planned in stages has it, in
// English and Dutch, with the timeline figure and the table of its tranches, commitment, phases
// and fallback; a scenario without a plan has none.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "export/report.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QTemporaryDir>

using namespace gda;
using namespace gda::ui::exporting;

namespace {

Scenario loadScenario(const QString &relative)
{
    const auto loaded = scenariofile::load(test::dataPath(relative));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    return std::get<Scenario>(loaded);
}

QString reportText(const QTemporaryDir &dir, const Scenario &scenario, const QString &language)
{
    ReportRequest request;
    request.scenario = scenario;
    request.language = language;
    request.generated = QDate(2026, 12, 2);
    request.outputPath = dir.filePath(QStringLiteral("report-plan-%1.pdf").arg(language));
    const QString error = writeReport(request);
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());
    return test::pdfText(request.outputPath).normalized(QString::NormalizationForm_KC).simplified();
}

} // namespace

TEST_CASE("export: the report of a scenario planned in stages has the Plan section")
{
    const QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Scenario scenario = loadScenario(QStringLiteral("plan/seed-80xh100-staged.json"));
    const QString text = reportText(dir, scenario, QStringLiteral("en"));
    CHECK(text.contains(QLatin1String("The plan of the hybrid option over time")));
    CHECK(text.contains(QLatin1String("The hybrid option buys 80 GPUs in 3 tranches")));
    // Bought in months 1, 7 and 13, live 3 months later, to the horizon's month 60.
    CHECK(text.contains(QLatin1String("Tranche 1: 8 GPUs Purchase tranche 1 4 60 8")));
    CHECK(text.contains(QLatin1String("Tranche 2: 32 GPUs Purchase tranche 7 10 60 32")));
    CHECK(text.contains(QLatin1String("Tranche 3: 40 GPUs Purchase tranche 13 16 60 40")));
    // A year from month 1, kept for the whole term: a go-live releases nothing (methodology
    // §14.1), so the report names no release.
    CHECK(text.contains(QLatin1String("Commitment 1: 40 GPUs Commitment 1 1 12 40")));
    CHECK_FALSE(text.contains(QLatin1String("released from month")));
    // Phases of 28 days from month 4 (30.42 days a month): preparation in month 4, the
    // decommissioning from day 112 (month 7) to day 140 (month 8).
    CHECK(text.contains(QLatin1String("Preparation Migration phase 4 4 4")));
    CHECK(text.contains(QLatin1String("Decommissioning Migration phase 7 7 8")));
    CHECK(text.contains(QLatin1String("Cloud fallback: Training Cloud fallback 7 7 9")));
}

TEST_CASE("export: the report names the month a commitment is released when the file gives one")
{
    const QTemporaryDir dir;
    REQUIRE(dir.isValid());
    Scenario scenario = loadScenario(QStringLiteral("plan/seed-80xh100-staged.json"));
    REQUIRE(scenario.inputs.commitments.size() == 1);
    scenario.inputs.commitments[0].releaseMonth = 9;
    const QString text = reportText(dir, scenario, QStringLiteral("en"));
    CHECK(text.contains(QLatin1String("Commitment 1 is released from month 9 on")));
}

TEST_CASE("export: the Dutch report of a scenario planned in stages has the Plan section in Dutch")
{
    const QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Scenario scenario = loadScenario(QStringLiteral("plan/seed-80xh100-staged.json"));
    const QString text = reportText(dir, scenario, QStringLiteral("nl"));
    CHECK(text.contains(QLatin1String("Het plan van de hybride optie in de tijd")));
    CHECK(text.contains(QLatin1String("Tranche 2: 32 GPU's Aankooptranche 7 10 60 32")));
    CHECK(text.contains(QLatin1String("Voorbereiding Migratiefase 4 4 4")));
    CHECK(text.contains(QLatin1String("Vangnet in de cloud: Training Vangnet in de cloud 7 7 9")));
}

TEST_CASE("export: a report without a plan has no Plan section")
{
    const QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Scenario scenario = loadScenario(QStringLiteral("examples-v2/multicloud-cap-spot.json"));
    const QString text = reportText(dir, scenario, QStringLiteral("en"));
    CHECK_FALSE(text.contains(QLatin1String("The plan of the")));
    CHECK_FALSE(text.contains(QLatin1String("Purchase tranche")));
}
