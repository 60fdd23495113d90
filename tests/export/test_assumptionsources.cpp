// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 20, item 7: the report's assumptions table labelled values a scenario sets as "Default"
// (a version 2 file got the version 1 workload's default 80 GPUs), and its sources named internal
// files ([P], [C]) or had no date. Rows and the rendered text (pdftotext), English and Dutch.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "catalog/pricing.h"
#include "core/languagemanager.h"
#include "export/assumptions.h"
#include "export/report.h"
#include "i18n/languagescope.h"
#include "scenario/inputregistry.h"
#include "scenario/moneydefaults.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <algorithm>

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace gda;
using namespace gda::ui::exporting;

namespace {

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

const AssumptionRow *rowOf(const std::vector<AssumptionRow> &rows, const char *path)
{
    for (const AssumptionRow &row : rows)
        if (row.path == QLatin1String(path))
            return &row;
    return nullptr;
}

Scenario parsed(const QByteArray &json)
{
    const scenariofile::Result result = scenariofile::parse(json);
    if (const auto *error = std::get_if<scenariofile::Error>(&result))
        FAIL(error->toString().toStdString());
    return std::get<Scenario>(result);
}

QString squeezed(const QString &text)
{
    return text.normalized(QString::NormalizationForm_KC).simplified();
}

} // namespace

TEST_CASE("export: assumptions say Set for the scenario's values and Default with the source")
{
    // A version 1 file that sets 32 GPUs (default 80), 90% utilization (default 65%) and the
    // power price at its default 0.10 $/kWh, and leaves the GPU price out (its default $30,000).
    const Scenario v1 = parsed(R"({"format": "gpu-advisor-scenario", "version": 1,
        "name": "Bank", "client": "Bank", "currency": "USD",
        "inputs": {"workload": {"gpus": 32, "utilization": 0.9},
                   "onprem": {"electricity_per_kwh": 0.10}}})");
    const auto rows = assumptionRows(v1, kEnglish);
    REQUIRE(rowOf(rows, "inputs.workload.gpus"));
    CHECK(rowOf(rows, "inputs.workload.gpus")->source == QLatin1String("Set in the scenario"));
    CHECK(rowOf(rows, "inputs.workload.utilization")->source ==
          QLatin1String("Set in the scenario"));
    // Set in the file at its default: the default's value, with its source.
    REQUIRE(rowOf(rows, "inputs.onprem.electricity_per_kwh"));
    CHECK(rowOf(rows, "inputs.onprem.electricity_per_kwh")->source ==
          QStringLiteral("Default: hybrid-cloud article, 8 Dec 2025"));
    REQUIRE(rowOf(rows, "inputs.onprem.gpu_unit_price"));
    CHECK(
        rowOf(rows, "inputs.onprem.gpu_unit_price")->source.startsWith(QLatin1String("Default: ")));
    // No row says "Default" for a value other than the input's default.
    for (const inputs::Input &input : inputs::allVersions()) {
        const AssumptionRow *row = rowOf(rows, input.path);
        if (!row)
            continue;
        INFO(input.path << ": " << row->source.toStdString());
        CHECK(row->source.startsWith(QLatin1String("Default")) ==
              moneydefaults::holdsDefault(input, v1));
    }

    // Stored in the library (the canonical JSON, every field written) and read again: the same.
    const Scenario stored =
        parsed(QJsonDocument(scenariofile::toJson(v1)).toJson(QJsonDocument::Compact));
    const auto storedRows = assumptionRows(stored, kEnglish);
    REQUIRE(storedRows.size() == rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
        CHECK(storedRows[i].source == rows[i].source);

    // A new euro scenario as the wizard starts it: every amount its default in euros, so every
    // row a default; the ones the wizard's answers change become Set.
    Scenario wizard = moneydefaults::newScenario(Currency::EUR);
    for (const AssumptionRow &row : assumptionRows(wizard, kEnglish)) {
        INFO(row.path.toStdString());
        CHECK(row.source.startsWith(QLatin1String("Default")));
    }
    wizard.inputs.workload.gpus = 256;
    CHECK(rowOf(assumptionRows(wizard, kEnglish), "inputs.workload.gpus")->source ==
          QLatin1String("Set in the scenario"));
}

TEST_CASE("export: a version 2 scenario's assumptions have no version 1 workload defaults")
{
    const auto loaded = scenariofile::load(
        test::dataPath(QStringLiteral("examples-v2/three-workloads-shared-fleet.json")));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    const Scenario v2 = std::get<Scenario>(loaded);
    REQUIRE(v2.inputs.modelVersion == 2);
    const auto rows = assumptionRows(v2, kEnglish);
    REQUIRE_FALSE(rows.empty());
    // The file's GPUs are its workloads' (its own section): no "GPUs: 80, Default" row.
    CHECK_FALSE(rowOf(rows, "inputs.workload.gpus"));
    CHECK_FALSE(rowOf(rows, "inputs.workload.utilization"));
    CHECK_FALSE(rowOf(rows, "inputs.cloud.pricing"));
    for (const AssumptionRow &row : rows) {
        INFO(row.path.toStdString());
        const inputs::Input *input = inputs::find(row.path.toStdString());
        REQUIRE(input);
        CHECK((input->versions & (1u << 2)) != 0);
        CHECK(row.source.startsWith(QLatin1String("Default")) ==
              moneydefaults::holdsDefault(*input, v2));
    }
}

TEST_CASE("export: every source the report lists has a title, publisher, date and a URL")
{
    // The registry: every source with a title has a publisher and a date; the public ones a URL.
    for (const inputs::Source &source : inputs::sources()) {
        if (!source.title)
            continue;
        INFO(source.name);
        CHECK(source.publisher);
        CHECK(source.date);
        CHECK(QRegularExpression(QStringLiteral("(19|20)\\d\\d"))
                  .match(QLatin1String(source.date))
                  .hasMatch());
        if (QLatin1String(source.publisher) != QLatin1String("GPU Decision Advisor"))
            CHECK(QLatin1String(source.url).startsWith(QLatin1String("https://")));
    }

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        INFO(language.toStdString());
        ReportRequest request;
        // A new scenario: every input its default, so every source is cited.
        request.scenario = moneydefaults::newScenario(Currency::EUR);
        request.scenario.client = QStringLiteral("Bank");
        request.scenario.name = QStringLiteral("Defaults");
        request.language = language;
        request.outputPath = dir.filePath(language + QStringLiteral(".pdf"));
        REQUIRE(writeReport(request).isEmpty());
        const QString text = squeezed(test::pdfText(request.outputPath));
        const QString dense = QString(text).remove(u' ');
        // No internal file names or tags.
        for (const char *internal : {"[P]", "[C]", "[S1]", "[S2]", "[S3]", "pricing-sources", ".md",
                                     ".nl.txt", "seeds/", "SKY-v8", "GH-2026"})
            CHECK_FALSE(text.contains(QLatin1String(internal)));
        // Each cited source's line: its name, then title, publisher, date and URL.
        const i18n::LanguageScope scope(language);
        QStringList expected;
        for (const QString &line :
             defaultSources(request.scenario, ui::LanguageManager::localeFor(language)))
            expected << line;
        REQUIRE(expected.size() >= 8);
        for (const QString &line : expected) {
            INFO(line.toStdString());
            // Compared without white space: a long line wraps, after a hyphen or a slash too.
            CHECK(dense.contains(squeezed(line).remove(u' ')));
            CHECK(QRegularExpression(QStringLiteral("(19|20)\\d\\d")).match(line).hasMatch());
            CHECK((line.contains(QLatin1String("https://")) ||
                   line.contains(QLatin1String("GPU Decision Advisor"))));
        }
        // The Introl articles by title, publisher and date.
        CHECK(text.contains(QLatin1String("Introl")));
        CHECK(dense.contains(QLatin1String("https://introl.com/blog")));
        CHECK(dense.contains(language == QLatin1String("nl")
                                 ? QLatin1String("bijgewerkt8december2025")
                                 : QLatin1String("updated8December2025")));
    }
}

TEST_CASE("export: the report's price sources say how old the offer's and the GPU model's "
          "prices were on the day it was written")
{
    // Issue 37: an offer's age where it is used. Dates by hand against 6 December 2026: the
    // offer of 26 November 2026 is 10 days old; the GPU model's figures of 21 October 2025 are
    // 13 months old (14 calendar months, less one because the 6th comes before the 21st).
    Scenario scenario = moneydefaults::newScenario(Currency::USD);
    scenario.extra.insert(
        QLatin1String(catalog::kPricingProvenanceKey),
        QJsonObject{{QStringLiteral("offer"),
                     QJsonObject{{QStringLiteral("provider"), QStringLiteral("AWS")},
                                 {QStringLiteral("instance"), QStringLiteral("p5.48xlarge")},
                                 {QStringLiteral("region"), QStringLiteral("us-east-1")},
                                 {QStringLiteral("date"), QStringLiteral("2026-11-26")},
                                 {QStringLiteral("source"), QStringLiteral("AWS Price List")}}},
                    {QStringLiteral("gpu_model"),
                     QJsonObject{{QStringLiteral("name"), QStringLiteral("H100 SXM")},
                                 {QStringLiteral("date"), QStringLiteral("2025-10-21")},
                                 {QStringLiteral("source"), QStringLiteral("vendor list")}}},
                    {QStringLiteral("currency"), QStringLiteral("USD")}});
    const QStringList lines = priceSources(scenario, kEnglish, QDate(2026, 12, 6));
    REQUIRE(lines.size() >= 2);
    INFO(lines.join(QLatin1Char('\n')).toStdString());
    CHECK(lines[0].contains(QStringLiteral("26 Nov 2026 (10 day")));
    CHECK(lines[1].contains(QStringLiteral("21 Oct 2025 (13 month")));
    // A date that is not a date keeps its text and gets no age.
    QJsonObject provenance = catalog::pricingProvenance(scenario);
    QJsonObject offer = provenance.value(QStringLiteral("offer")).toObject();
    offer.insert(QStringLiteral("date"), QStringLiteral("undated"));
    provenance.insert(QStringLiteral("offer"), offer);
    scenario.extra.insert(QLatin1String(catalog::kPricingProvenanceKey), provenance);
    CHECK(priceSources(scenario, kEnglish, QDate(2026, 12, 6))[0].contains(
        QStringLiteral("prices of undated:")));
}

TEST_CASE("export: the report's assumptions list the dated cloud price changes")
{
    // docs/methodology.md §4.7: one row after the yearly change, each change with its month.
    const Scenario none = parsed(R"({"format": "gpu-advisor-scenario", "version": 1,
        "name": "Bank", "currency": "USD",
        "inputs": {"workload": {"gpus": 8, "utilization": 0.5}}})");
    CHECK_FALSE(rowOf(assumptionRows(none, kEnglish), "inputs.cloud.price_changes"));
    const Scenario dated = parsed(R"({"format": "gpu-advisor-scenario", "version": 1,
        "name": "Bank", "currency": "USD",
        "inputs": {"workload": {"gpus": 8, "utilization": 0.5},
                   "cloud": {"price_changes": [{"month": 7, "change": -0.44},
                                               {"month": 25, "change": 0.1}]}}})");
    const auto rows = assumptionRows(dated, kEnglish);
    const AssumptionRow *row = rowOf(rows, "inputs.cloud.price_changes");
    REQUIRE(row);
    CHECK(row->label == QLatin1String("Cloud price changes"));
    CHECK(squeezed(row->value) == QLatin1String("month 7: -44%; month 25: +10%"));
    CHECK(row->source == QLatin1String("Set in the scenario"));
    // Right after the yearly change.
    const auto at = std::find_if(rows.begin(), rows.end(), [](const AssumptionRow &r) {
        return r.path == QLatin1String("inputs.cloud.annual_price_change");
    });
    REQUIRE(at != rows.end());
    CHECK(std::next(at)->path == QLatin1String("inputs.cloud.price_changes"));
}
