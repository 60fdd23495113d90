// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The editors' copy of the scenario file's ranges must accept and refuse exactly what
// scenariofile::validate() accepts and refuses, at both ends of every range.
#include "keyboard.h"

#include "editors/fieldranges.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <limits>
#include <set>

using namespace gda;
using namespace gda::ui;
using fieldranges::Field;

namespace {

std::optional<scenariofile::Error> validateWith(Field field, double value)
{
    Scenario scenario;
    fieldranges::setValue(scenario, field, value);
    return scenariofile::validate(scenario);
}

bool isInt(Field field)
{
    // Whole-number fields are stored as int; the setter rounds.
    return fieldranges::range(field).whole;
}

void requireAccepted(Field field, double value)
{
    INFO(fieldranges::path(field).toStdString() << " = " << value);
    const auto error = validateWith(field, value);
    INFO((error ? error->toString().toStdString() : std::string()));
    REQUIRE_FALSE(error.has_value());
}

void requireRefused(Field field, double value)
{
    INFO(fieldranges::path(field).toStdString() << " = " << value);
    const auto error = validateWith(field, value);
    REQUIRE(error.has_value());
    CHECK(error->field == fieldranges::path(field));
    // The file names the same range as the editor's table.
    const QString described = QStringLiteral("(valid: %1)").arg(fieldranges::range(field).describe());
    INFO(error->message.toStdString() << " should contain " << described.toStdString());
    CHECK(error->message.contains(described));
}

} // namespace

TEST_CASE("wizard editors: every field range equals the scenario file's rule at its bounds")
{
    std::set<QString> paths;
    for (const fieldranges::Entry &entry : fieldranges::all()) {
        const Field field = entry.field;
        const jsonfields::Range &range = entry.range;
        paths.insert(QString::fromLatin1(entry.path));
        REQUIRE(&fieldranges::entry(field) == &entry);

        if (isInt(field)) {
            requireAccepted(field, range.min);
            requireAccepted(field, range.max);
            requireRefused(field, range.min - 1);
            requireRefused(field, range.max + 1);
            continue;
        }
        const double below = std::nextafter(range.min, -std::numeric_limits<double>::infinity());
        const double above = std::nextafter(range.max, std::numeric_limits<double>::infinity());
        if (range.minOpen) {
            requireRefused(field, range.min);
            requireAccepted(field, std::nextafter(range.min, range.max));
        } else {
            requireAccepted(field, range.min);
            requireRefused(field, below);
        }
        if (range.maxOpen) {
            requireRefused(field, range.max);
            requireAccepted(field, std::nextafter(range.max, range.min));
        } else {
            requireAccepted(field, range.max);
            requireRefused(field, above);
        }
        requireRefused(field, std::numeric_limits<double>::quiet_NaN());
    }
    CHECK(paths.size() == fieldranges::all().size()); // one entry per path
}

TEST_CASE("wizard editors: field values round-trip through the table")
{
    Scenario scenario;
    for (const fieldranges::Entry &entry : fieldranges::all()) {
        INFO(entry.path);
        const double value = entry.range.whole ? entry.range.max : (entry.range.min + entry.range.max) / 2;
        fieldranges::setValue(scenario, entry.field, value);
        REQUIRE(fieldranges::value(scenario, entry.field) == value);
        if (entry.optional) {
            fieldranges::setValue(scenario, entry.field, std::nullopt);
            REQUIRE_FALSE(fieldranges::value(scenario, entry.field).has_value());
        } else {
            REQUIRE(fieldranges::value(Scenario{}, entry.field).has_value());
        }
    }
}

TEST_CASE("wizard editors: profile and egress band ranges equal the scenario file's")
{
    const jsonfields::Range profile = fieldranges::profileRange();
    auto profileError = [&](double v) {
        Scenario s;
        s.inputs.workload.monthlyProfile[3] = v;
        return scenariofile::validate(s);
    };
    REQUIRE(profileError(profile.min).has_value()); // open at 0
    REQUIRE_FALSE(profileError(std::nextafter(profile.min, 1.0)).has_value());
    REQUIRE_FALSE(profileError(profile.max).has_value());
    const auto tooBig = profileError(std::nextafter(profile.max, 1e9));
    REQUIRE(tooBig.has_value());
    CHECK(tooBig->field == QStringLiteral("inputs.workload.monthly_profile[3]"));

    auto priceError = [&](double v) {
        Scenario s;
        s.inputs.cloud.egressTiers[1].pricePerGb = v;
        return scenariofile::validate(s);
    };
    const jsonfields::Range price = fieldranges::egressPriceRange();
    REQUIRE_FALSE(priceError(price.min).has_value());
    REQUIRE_FALSE(priceError(price.max).has_value());
    REQUIRE(priceError(std::nextafter(price.min, -1.0)).has_value());
    REQUIRE(priceError(std::nextafter(price.max, 1e15)).has_value());

    // validate() checks only the order of the bounds; the reader checks their range.
    auto parseUpper = [](double upperTb) {
        const QJsonArray tiers{QJsonArray{upperTb, 0.1}, QJsonArray{QJsonValue(), 0.05}};
        const QJsonObject root{
            {QStringLiteral("format"), QStringLiteral("gpu-advisor-scenario")},
            {QStringLiteral("version"), 1},
            {QStringLiteral("inputs"),
             QJsonObject{{QStringLiteral("cloud"),
                          QJsonObject{{QStringLiteral("egress_tiers"), tiers}}}}}};
        return std::holds_alternative<Scenario>(scenariofile::parse(QJsonDocument(root).toJson()));
    };
    const jsonfields::Range upper = fieldranges::egressUpperRange();
    REQUIRE(upper.minOpen);
    REQUIRE_FALSE(parseUpper(upper.min));
    REQUIRE(parseUpper(std::nextafter(upper.min, 1.0)));
    REQUIRE(parseUpper(upper.max));
    REQUIRE_FALSE(parseUpper(std::nextafter(upper.max, 1e15)));
}
