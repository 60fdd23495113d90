// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Adding an input (CONTRIBUTING.md, "Adding an input"; issue 32): a registry row alone brings a new
// number to the scenario file (written, read back, checked against its range), the Assumptions
// tab (a field with its label and range, one undo step), the report's assumptions and the
// workbook's Inputs sheet. The row is added at run time (inputs::testing::ScopedExtraInput); its
// value lives in the scenario's extra fields, where a real row's slot would name an Inputs member.
#include "core/scenariodocument.h"
#include "editors/assumptionseditor.h"
#include "editors/numberfield.h"
#include "editors/scenarioeditor.h"
#include "export/assumptions.h"
#include "export/xlsxexport.h"
#include "scenario/inputregistry.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProcess>
#include <QTemporaryDir>
#include <QUndoStack>

#include <algorithm>

using namespace gda;
using namespace gda::ui;

namespace {

constexpr const char *kPath = "inputs.onprem.insurance_per_year";
const QString kLabel = QStringLiteral("Insurance of the fleet");

// The value at inputs.onprem.insurance_per_year of the scenario's extra fields (0 by default).
QJsonValue getInsurance(const Scenario &s, int)
{
    const QJsonValue v = s.extra.value(QStringLiteral("inputs"))
                             .toObject()
                             .value(QStringLiteral("onprem"))
                             .toObject()
                             .value(QStringLiteral("insurance_per_year"));
    return v.isDouble() ? v : QJsonValue(0.0);
}

void setInsurance(Scenario &s, int, const QJsonValue &value)
{
    QJsonObject inputs = s.extra.value(QStringLiteral("inputs")).toObject();
    QJsonObject onprem = inputs.value(QStringLiteral("onprem")).toObject();
    onprem.insert(QStringLiteral("insurance_per_year"), value);
    inputs.insert(QStringLiteral("onprem"), onprem);
    s.extra.insert(QStringLiteral("inputs"), inputs);
}

inputs::Input insuranceRow()
{
    inputs::Input row;
    row.path = kPath;
    row.measure = inputs::Measure::Money;
    row.unit = inputs::Unit::PerYear;
    row.range = jsonfields::closed(0.0, 1e6);
    row.topic = inputs::Topic::Operations;
    row.slot = {&getInsurance, &setInsurance};
    row.label = "Insurance of the fleet";
    row.hint = "a test's input: the fleet's insurance per year";
    row.versions = (1u << 1) | (1u << 2);
    return row;
}

} // namespace

TEST_CASE("input registry: a row alone brings a new input to the file, the Assumptions tab, the "
          "report and the workbook",
          "[wizard][registry]")
{
    REQUIRE(inputs::find(kPath) == nullptr);
    const inputs::testing::ScopedExtraInput insurance(insuranceRow());
    const inputs::Input *row = inputs::find(kPath);
    REQUIRE(row);
    CHECK(std::any_of(inputs::all().begin(), inputs::all().end(),
                      [row](const inputs::Input &input) { return &input == row; }));

    Scenario scenario;
    inputs::setNumber(*row, scenario, 1200.0);

    SECTION("the scenario file: written, read back, and refused out of range")
    {
        const QJsonObject onprem = scenariofile::toJson(scenario)
                                       .value(QStringLiteral("inputs"))
                                       .toObject()
                                       .value(QStringLiteral("onprem"))
                                       .toObject();
        CHECK(onprem.value(QStringLiteral("insurance_per_year")).toDouble() == 1200.0);
        const scenariofile::Result read =
            scenariofile::parse(scenariofile::toCanonicalJson(scenario));
        REQUIRE(std::holds_alternative<Scenario>(read));
        CHECK(inputs::number(*row, std::get<Scenario>(read)) == 1200.0);
        QByteArray tooMuch = scenariofile::toCanonicalJson(scenario);
        tooMuch.replace("\"insurance_per_year\": 1200", "\"insurance_per_year\": 2000000");
        const scenariofile::Result refused = scenariofile::parse(tooMuch);
        REQUIRE(std::holds_alternative<scenariofile::Error>(refused));
        const QString message = std::get<scenariofile::Error>(refused).toString();
        CHECK(message.contains(QLatin1String(kPath)));
        CHECK(message.contains(QStringLiteral("1,000,000")));
    }

    SECTION("the Assumptions tab: a field in the operations editor's Advanced part")
    {
        ScenarioDocument document;
        document.reset(scenario);
        AssumptionsEditor assumptions(&document);
        NumberField *field = nullptr;
        for (ScenarioEditor *editor : assumptions.editors())
            if (NumberField *f = editor->numberField(kPath))
                field = f;
        REQUIRE(field);
        CHECK(field->range().max == 1e6);
        CHECK(field->kind() == NumberField::Kind::Money);
        auto *label =
            assumptions.findChild<QLabel *>(QLatin1String(kPath) + QStringLiteral("/label"));
        REQUIRE(label);
        CHECK(label->text() == kLabel);
        field->lineEdit()->setText(QStringLiteral("1500"));
        emit field->lineEdit()->textEdited(field->lineEdit()->text());
        CHECK(inputs::number(*row, document.scenario()) == 1500.0);
        document.undoStack()->undo();
        CHECK(inputs::number(*row, document.scenario()) == 1200.0);
    }

    SECTION("the report's assumptions and the workbook's Inputs sheet")
    {
        const auto rows = ui::exporting::assumptionRows(scenario, QLocale(QLocale::English));
        const auto it = std::find_if(rows.begin(), rows.end(),
                                     [](const auto &r) { return r.path == QLatin1String(kPath); });
        REQUIRE(it != rows.end());
        CHECK(it->label == kLabel);
        CHECK(it->value.contains(QStringLiteral("1,200")));

        QTemporaryDir dir;
        REQUIRE(dir.isValid());
        const QString book = dir.filePath(QStringLiteral("insurance.xlsx"));
        const QString error = gda::exporting::writeWorkbook(scenario, book, QStringLiteral("en"));
        INFO(error.toStdString());
        REQUIRE(error.isEmpty());
        QProcess unzip;
        unzip.start(QStringLiteral("unzip"),
                    {QStringLiteral("-p"), book, QStringLiteral("xl/sharedStrings.xml")});
        REQUIRE(unzip.waitForFinished(30000));
        CHECK(QString::fromUtf8(unzip.readAllStandardOutput()).contains(kLabel));
    }
}

TEST_CASE("input registry: a row added twice is refused, and the registry is as before after",
          "[wizard][registry]")
{
    const auto before = inputs::all().size();
    {
        const inputs::testing::ScopedExtraInput insurance(insuranceRow());
        CHECK(inputs::all().size() == before + 1);
        CHECK_THROWS_AS(inputs::testing::ScopedExtraInput(insuranceRow()), std::logic_error);
    }
    CHECK(inputs::all().size() == before);
    CHECK(inputs::find(kPath) == nullptr);
}
