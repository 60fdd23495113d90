// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Dutch example of the wizard (issue 33): a euro client in the Netherlands, chosen on the
// Start page with the currency, gets the Dutch business electricity price and grid intensity,
// with their sources on the page, in the Assumptions rows and in the report's sources; a price
// the user typed stays. Figures from the country table (docs/methodology.md §8.1).
#include "keyboard.h"
#include "testsupport.h"

#include "core/scenariodocument.h"
#include "core/settings.h"
#include "editors/expertiseeditor.h"
#include "export/assumptions.h"
#include "scenario/businesssettings.h"
#include "wizard/decisionwizard.h"

#include <catch2/catch.hpp>

#include <QComboBox>
#include <QLabel>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>

using namespace gda;
using namespace gda::ui;

namespace {

struct DutchClient
{
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    DecisionWizard wizard{DecisionWizard::newScenario(settings)};
    test::Keyboard keys{&wizard};

    DutchClient()
    {
        wizard.show();
        wizard.activateWindow();
        REQUIRE(QTest::qWaitForWindowExposed(&wizard));
        REQUIRE(QTest::qWaitForWindowActive(&wizard));
    }

    const Scenario &scenario() const { return wizard.document()->scenario(); }

    // Chooses the entry with `data` in a combo box of the Start page by keyboard.
    void choose(const char *name, const QVariant &data)
    {
        auto *box = wizard.currentPage()->findChild<QComboBox *>(QLatin1String(name));
        REQUIRE(box);
        const int target = box->findData(data);
        REQUIRE(target >= 0);
        keys.tabTo(box);
        while (box->currentIndex() < target)
            QTest::keyClick(box, Qt::Key_Down);
        while (box->currentIndex() > target)
            QTest::keyClick(box, Qt::Key_Up);
        REQUIRE(box->currentIndex() == target);
    }
};

} // namespace

TEST_CASE("country defaults: the Dutch example gets Dutch electricity and grid figures with their "
          "sources",
          "[wizard][defaults]")
{
    DutchClient w;
    w.choose("currency", int(Currency::EUR));
    // No country yet: the EU average (Eurostat nrg_pc_205, band ID, 2025), not $0.10 / 1.16.
    CHECK(w.scenario().inputs.onprem.electricityPerKwh == Approx(0.1618));
    w.choose("inputs.business.country", QStringLiteral("NL"));
    const Scenario &s = w.scenario();
    CHECK(s.business.country == QStringLiteral("NL"));
    // (0.1878 + 0.1811) / 2 = 0.18445 euro per kWh; flat; 250.72 g CO₂e per kWh (Ember, 2024).
    CHECK(s.inputs.onprem.electricityPerKwh == Approx(0.18445));
    CHECK(s.inputs.onprem.electricityAnnualChange == 0.0);
    const engine::BusinessInputs business = business::inputsOf(s);
    REQUIRE(business.gridGramsPerKwh);
    CHECK(*business.gridGramsPerKwh == 250.72);

    // The Start page says so, with the sources.
    auto *hint = w.wizard.currentPage()->findChild<QLabel *>(QStringLiteral("country_defaults"));
    REQUIRE(hint);
    CHECK(hint->isVisible());
    CHECK(hint->text().contains(QStringLiteral("Eurostat, 2025")));
    CHECK(hint->text().contains(QStringLiteral("Ember")));
    CHECK(hint->text().contains(QStringLiteral("251"))); // 250.72 g, rounded

    // The assumptions (the report's table and the Assumptions tab's rows) cite the country.
    const QLocale english(QLocale::English, QLocale::UnitedKingdom);
    bool cited = false;
    for (const exporting::AssumptionRow &row : exporting::assumptionRows(s, english))
        if (row.path == QLatin1String("inputs.onprem.electricity_per_kwh")) {
            CHECK(row.source.contains(QStringLiteral("Eurostat, 2025")));
            CHECK(row.source.contains(QStringLiteral("Netherlands")));
            cited = true;
        }
    CHECK(cited);
    const QStringList sources = exporting::defaultSources(s, english);
    CHECK(sources.filter(QStringLiteral("nrg_pc_205")).size() == 1);

    // A price the client typed stays when the country changes.
    w.wizard.document()->edit(QStringLiteral("type"),
                              [](Scenario &x) { x.inputs.onprem.electricityPerKwh = 0.21; });
    w.choose("inputs.business.country", QStringLiteral("DE"));
    CHECK(w.scenario().inputs.onprem.electricityPerKwh == 0.21);
}

TEST_CASE("country defaults: the expertise page sets staff that scales with the fleet",
          "[wizard][defaults]")
{
    DutchClient w;
    REQUIRE(w.scenario().currency == Currency::EUR); // amounts at 1.16 USD per EUR
    // The new scenario: 80 GPUs, some experience: one specialist, $185,000 (80 / 250 × 185,000
    // = 59,200 is below the minimum team), €159,482.76.
    CHECK(w.scenario().inputs.onprem.staffPerYear == Approx(185000.0 / 1.16));
    w.wizard.document()->edit(QStringLiteral("fleet"),
                              [](Scenario &x) { x.inputs.workload.gpus = 800; });
    CHECK(w.scenario().inputs.onprem.staffPerYear == Approx(592000.0 / 1.16)); // 3.2 × 185,000
    w.wizard.setQuickPath(false);
    w.wizard.next();
    w.wizard.next();
    w.wizard.next();
    REQUIRE(w.wizard.currentId() == DecisionWizard::ExpertisePageId);
    auto *none =
        w.wizard.currentPage()->findChild<QRadioButton *>(QStringLiteral("expertise_none"));
    REQUIRE(none);
    none->click();
    // Without GPU experience at least the hybrid-cloud article's $500,000; 800 GPUs need more.
    CHECK(w.scenario().inputs.factors.expertise == engine::Expertise::None);
    CHECK(w.scenario().inputs.onprem.staffPerYear == Approx(592000.0 / 1.16));
    w.wizard.document()->edit(QStringLiteral("fleet"),
                              [](Scenario &x) { x.inputs.workload.gpus = 8; });
    CHECK(w.scenario().inputs.onprem.staffPerYear == Approx(500000.0 / 1.16));
}
