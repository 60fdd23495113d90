// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Version 2 scenarios in the main window: open and save without losing a field, four options on
// the dashboard, and the placement view of issue 16's daytime case.
#include "assessment/summarize.h"
#include "catalog/catalog.h"
#include "catalog/scenariomarket.h"
#include "charts/chartpanel.h"
#include "charts/placementcharts.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "editors/assumptionseditor.h"
#include "editors/collapsiblesection.h"
#include "editors/onpremopseditor.h"
#include "editors/utilizationeditor.h"
#include "editors/workloadstable.h"
#include "engine/costmodel.h"
#include "scenario/scenariofile.h"
#include "store/sqlitelibrary.h"
#include "testsupport.h"
#include "viewlibrary.h"
#include "views/dashboard.h"
#include "views/draftkeeper.h"
#include "views/figurestables.h"
#include "views/mainwindow.h"
#include "views/placementview.h"

#include <catch2/catch.hpp>

#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QDate>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace gda;
using namespace gda::ui;

namespace {

using Library = test::ViewLibrary;

QString example(const char *name)
{
    return test::dataPath(QStringLiteral("examples-v2/%1.json").arg(QLatin1String(name)));
}

QJsonObject fileObject(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QJsonDocument::fromJson(file.readAll()).object();
}

// Every leaf of `json` as "path" → value ("inputs.workloads[0].gpus" → 48).
void leaves(const QJsonValue &json, const QString &path, QMap<QString, QJsonValue> &out)
{
    if (json.isObject()) {
        const QJsonObject o = json.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            leaves(it.value(), path.isEmpty() ? it.key() : path + u'.' + it.key(), out);
    } else if (json.isArray() && !json.toArray().isEmpty()) {
        const QJsonArray a = json.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            leaves(a[i], path + QStringLiteral("[%1]").arg(i), out);
    } else {
        out.insert(path, json);
    }
}

// The leaves of the file that `saved` lost or changed. (The writer writes every field
// explicitly, so leaves the file omitted appear with their defaults: sameScenario() checks those.)
QStringList differences(const QJsonObject &file, const QJsonObject &saved)
{
    QMap<QString, QJsonValue> a;
    QMap<QString, QJsonValue> b;
    leaves(file, {}, a);
    leaves(saved, {}, b);
    QStringList out;
    for (auto it = a.begin(); it != a.end(); ++it)
        if (!b.contains(it.key()) || b.value(it.key()) != it.value())
            out << it.key();
    return out;
}

// The saved document reads back as the file's scenario with the electricity price `price`.
bool sameScenario(const QString &path, const QJsonObject &saved, double price)
{
    auto original = scenariofile::load(path);
    auto again = scenariofile::parse(QJsonDocument(saved).toJson());
    REQUIRE(std::holds_alternative<Scenario>(original));
    REQUIRE(std::holds_alternative<Scenario>(again));
    Scenario expected = std::get<Scenario>(original);
    expected.inputs.onprem.electricityPerKwh = price;
    const Scenario &read = std::get<Scenario>(again);
    return read.inputs == expected.inputs && read.name == expected.name &&
           read.client == expected.client && read.notes == expected.notes &&
           read.currency == expected.currency;
}

// Types a value into a field of the Assumptions tab, as a user does.
void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

QLineEdit *electricityField(MainWindow &window)
{
    for (ScenarioEditor *editor : window.dashboard()->assumptions()->editors())
        if (NumberField *field = editor->numberField("inputs.onprem.electricity_per_kwh"))
            return field->lineEdit();
    return nullptr;
}

QBarSet *barSet(QChartView *view, const QString &key)
{
    for (QAbstractSeries *s : view->chart()->series())
        if (auto *bars = qobject_cast<QStackedBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                if (set->objectName() == key)
                    return set;
    return nullptr;
}

QLineSeries *capacityLine(QChartView *view)
{
    for (QAbstractSeries *s : view->chart()->series())
        if (s->objectName() == QLatin1String("capacity"))
            return qobject_cast<QLineSeries *>(s);
    return nullptr;
}

bool closeTo(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b));
}

void chooseOption(PlacementView *view, engine::Option option)
{
    const int at = view->optionBox()->findData(int(option));
    REQUIRE(at >= 0);
    view->optionBox()->setCurrentIndex(at);
}

} // namespace

TEST_CASE("a version 2 scenario file opens in the window and a save changes only the field "
          "edited",
          "[views][v2]")
{
    Library lib;
    MainWindow window(&lib.store, lib.settings.get());
    window.show();
    const QString path = example("three-workloads-shared-fleet");
    REQUIRE(window.openFile(path));
    const Scenario &open = window.document()->scenario();
    CHECK(open.inputs.modelVersion == 2);
    CHECK(open.inputs.workloads.size() == 3);
    CHECK_FALSE(window.document()->problem().has_value());

    // The Assumptions tab shows the workloads instead of the one workload's sections, and no
    // field of version 1 only.
    AssumptionsEditor *assumptions = window.dashboard()->assumptions();
    CHECK(assumptions->workloadsSection()->isVisibleTo(assumptions));
    auto *table = assumptions->findChild<QTableWidget *>(QStringLiteral("workloadsTable"));
    REQUIRE(table);
    CHECK(table->rowCount() == 3);
    CHECK(table->item(0, 0)->text() == QString::fromStdString(open.inputs.workloads[0].name));
    for (std::size_t i = 0; i < assumptions->editors().size(); ++i)
        if (qobject_cast<UtilizationEditor *>(assumptions->editors()[i]))
            CHECK_FALSE(assumptions->sections()[i]->isVisibleTo(assumptions));

    // One field changed on the Assumptions tab: the electricity price, 0.10 → 0.25 per kWh.
    QLineEdit *electricity = electricityField(window);
    REQUIRE(electricity);
    window.dashboard()->tabs()->setCurrentIndex(Dashboard::Assumptions);
    assumptions->setAllExpanded(true);
    const double before = open.inputs.onprem.electricityPerKwh;
    typeInto(electricity, QLocale().toString(0.25));
    REQUIRE(window.document()->scenario().inputs.onprem.electricityPerKwh == 0.25);
    REQUIRE(before != 0.25);

    // Saved to the library and read back: every other field of the file is as it was.
    REQUIRE(window.save());
    auto stored = lib.store.load(*window.document()->storeId());
    REQUIRE(stored.ok());
    CHECK(stored->scenario.inputs.modelVersion == 2);
    const QJsonObject saved = scenariofile::toJson(stored->scenario);
    CHECK(differences(fileObject(path), saved).join(u' ').toStdString() ==
          "inputs.onprem.electricity_per_kwh");
    CHECK(saved[u"inputs"_qs][u"onprem"_qs][u"electricity_per_kwh"_qs].toDouble() == 0.25);
    CHECK(sameScenario(path, saved, 0.25));

    // And as a file (File → Export writes this): the same.
    const QString out = lib.dir.filePath(QStringLiteral("out.gpuadvisor.json"));
    REQUIRE(scenariofile::save(window.document()->scenario(), out).isEmpty());
    CHECK(differences(fileObject(path), fileObject(out)).join(u' ').toStdString() ==
          "inputs.onprem.electricity_per_kwh");
}

TEST_CASE("a version 2 scenario opens from the library and saves as a new revision with every "
          "field kept",
          "[views][v2]")
{
    Library lib;
    const QString path = example("multicloud-cap-spot");
    auto imported = lib.store.importFiles({path});
    REQUIRE(imported.ok());
    MainWindow window(&lib.store, lib.settings.get());
    window.show();
    REQUIRE(window.openFromLibrary(imported->first()));
    CHECK(window.document()->scenario().inputs.modelVersion == 2);
    QLineEdit *electricity = electricityField(window);
    REQUIRE(electricity);
    window.dashboard()->tabs()->setCurrentIndex(Dashboard::Assumptions);
    window.dashboard()->assumptions()->setAllExpanded(true);
    typeInto(electricity, QLocale().toString(0.3));
    REQUIRE(window.save());
    auto stored = lib.store.load(imported->first());
    REQUIRE(stored.ok());
    CHECK(stored->record.revision == 2);
    CHECK(sameScenario(path, scenariofile::toJson(stored->scenario), 0.3));
    CHECK(differences(fileObject(path), scenariofile::toJson(stored->scenario))
              .join(u' ')
              .toStdString() == "inputs.onprem.electricity_per_kwh");
}

TEST_CASE("the dashboard shows four options for a version 2 scenario and three for version 1",
          "[views][v2]")
{
    Library lib;
    MainWindow window(&lib.store, lib.settings.get());
    window.show();
    Dashboard *dashboard = window.dashboard();
    auto optionColumns = [&] {
        auto *table = dashboard->findChild<CumulativeCostTable *>();
        REQUIRE(table);
        return table->columnCount() - 1; // the first column is the month
    };
    auto breakEvenLines = [&] {
        dashboard->tabs()->setCurrentIndex(Dashboard::BreakEven);
        int lines = 0;
        for (QAbstractSeries *s : dashboard->chartPanel(Dashboard::BreakEven)->chart()->series())
            lines += qobject_cast<QLineSeries *>(s) != nullptr;
        return lines;
    };
    REQUIRE(
        window.openFile(test::dataPath(QStringLiteral("examples/seed-80xh100-on-demand.json"))));
    CHECK(optionColumns() == 3);
    CHECK(breakEvenLines() == 3);
    CHECK_FALSE(dashboard->headlineText().contains(QStringLiteral("Multi-cloud")));
    CHECK_FALSE(dashboard->tabs()->isTabVisible(Dashboard::Placement));

    window.document()->markSaved(std::nullopt, 0); // no prompt to save the example
    REQUIRE(window.openFile(example("multicloud-cap-spot")));
    CHECK(optionColumns() == 4);
    CHECK(breakEvenLines() == 4);
    CHECK(dashboard->headlineText().contains(QStringLiteral("Multi-cloud")));
    CHECK(dashboard->tabs()->isTabVisible(Dashboard::Placement));
}

TEST_CASE("the placement view shows that 25 GPUs cannot carry 48 GPUs of daytime work unless it "
          "waits for the night",
          "[views][v2][charts]")
{
    Library lib;
    MainWindow window(&lib.store, lib.settings.get());
    window.resize(1400, 900);
    window.show();
    REQUIRE(window.openFile(example("daytime-inference-small-fleet")));
    Dashboard *dashboard = window.dashboard();
    dashboard->tabs()->setCurrentIndex(Dashboard::Placement);
    PlacementView *view = dashboard->placement();
    REQUIRE(view->isVisible());
    CHECK(view->optionBox()->count() == 4);

    // 48 GPUs × 14 h × 6 days = 4,032 GPU-hours a week, 48 × 730 × 84/168 = 17,520 a month.
    // Hybrid, 25 GPUs, not shiftable: the fleet carries 25 of the 48 GPUs of every busy hour,
    // 25/48 × 17,520 = 9,125 GPU-hours a month; the other 23/48 = 8,395 run on demand.
    chooseOption(view, engine::Option::Hybrid);
    QBarSet *onprem = barSet(view->placementView(), QStringLiteral("onprem"));
    QBarSet *onDemand = barSet(view->placementView(), QStringLiteral("on_demand"));
    REQUIRE(onprem);
    REQUIRE(onDemand);
    REQUIRE(onprem->count() == 60);
    for (int m : {0, 29, 59}) {
        CHECK(closeTo(onprem->at(m), 9125.0));
        CHECK(closeTo(onDemand->at(m), 8395.0));
    }
    CHECK_FALSE(barSet(view->placementView(), QStringLiteral("spot")));
    CHECK_FALSE(barSet(view->placementView(), QStringLiteral("reserved")));
    // The week (month 1): Monday to Saturday 07:00–21:00 busy; 25 GPUs on the fleet and 23 in
    // the cloud each busy hour, nothing at night or on Sunday; the fleet line at 25.
    CHECK(view->monthBox()->value() == 1);
    QBarSet *fleet = barSet(view->weekView(), QStringLiteral("fleet"));
    QBarSet *cloud = barSet(view->weekView(), QStringLiteral("cloud"));
    REQUIRE(fleet);
    REQUIRE(cloud);
    REQUIRE(fleet->count() == 168);
    for (int day = 0; day < 6; ++day) {
        INFO("day " << day);
        CHECK(closeTo(fleet->at(24 * day + 7), 25.0));
        CHECK(closeTo(cloud->at(24 * day + 7), 23.0));
        CHECK(closeTo(fleet->at(24 * day + 20), 25.0));
        CHECK(closeTo(cloud->at(24 * day + 20), 23.0));
        CHECK(closeTo(fleet->at(24 * day + 21) + cloud->at(24 * day + 21), 0.0));
        CHECK(closeTo(fleet->at(24 * day + 3) + cloud->at(24 * day + 3), 0.0));
    }
    CHECK(closeTo(fleet->at(6 * 24 + 12) + cloud->at(6 * 24 + 12), 0.0)); // Sunday noon
    QLineSeries *capacity = capacityLine(view->weekView());
    REQUIRE(capacity);
    CHECK(closeTo(capacity->at(0).y(), 25.0));
    CHECK(closeTo(capacity->at(1).y(), 25.0));
    // The tables under the charts hold the same numbers.
    CHECK(view->placementTable()->rowCount() == 60);
    CHECK(view->weekTable()->rowCount() == 168);
    CHECK(view->weekTable()->item(7, 2)->text() == QLocale().toString(23.0, 'f', 1));
    CHECK(!view->placementView()->accessibleName().isEmpty());
    CHECK(!view->weekView()->accessibleName().isEmpty());

    // The cloud option: all 17,520 GPU-hours on demand, the whole 48 GPUs in the cloud at 07:00.
    chooseOption(view, engine::Option::Cloud);
    CHECK(closeTo(barSet(view->placementView(), QStringLiteral("on_demand"))->at(0), 17520.0));
    CHECK_FALSE(barSet(view->placementView(), QStringLiteral("onprem")));
    CHECK(closeTo(barSet(view->weekView(), QStringLiteral("cloud"))->at(7), 48.0));
    CHECK(closeTo(capacityLine(view->weekView())->at(0).y(), 0.0));

    // Marked shiftable, the work waits for the night: the fleet serves all 17,520 GPU-hours
    // (25 × 730 = 18,250 fit), nothing runs in the cloud, and the 4,032 GPU-hours of the week
    // spread evenly over its 168 hours: 24 GPUs every hour, below the fleet's 25.
    window.document()->edit(QStringLiteral("shiftable"),
                            [](Scenario &s) { s.inputs.workloads[0].shiftable = true; });
    chooseOption(view, engine::Option::Hybrid);
    onprem = barSet(view->placementView(), QStringLiteral("onprem"));
    REQUIRE(onprem);
    CHECK(closeTo(onprem->at(0), 17520.0));
    CHECK_FALSE(barSet(view->placementView(), QStringLiteral("on_demand")));
    fleet = barSet(view->weekView(), QStringLiteral("fleet"));
    cloud = barSet(view->weekView(), QStringLiteral("cloud"));
    for (int h : {3, 7, 20, 150})
        CHECK(closeTo(fleet->at(h), 24.0));
    double inCloud = 0.0;
    for (int h = 0; h < 168; ++h)
        inCloud += cloud->at(h);
    CHECK(closeTo(inCloud, 0.0));

    // One workload chosen: the same numbers (the scenario has one).
    view->workloadBox()->setCurrentIndex(1);
    CHECK(closeTo(barSet(view->placementView(), QStringLiteral("onprem"))->at(0), 17520.0));
}

TEST_CASE("the placement view of the multi-cloud option shows each provider's hours",
          "[views][v2][charts]")
{
    Library lib;
    MainWindow window(&lib.store, lib.settings.get());
    window.show();
    REQUIRE(window.openFile(example("multicloud-cap-spot")));
    window.dashboard()->tabs()->setCurrentIndex(Dashboard::Placement);
    PlacementView *view = window.dashboard()->placement();
    chooseOption(view, engine::Option::MultiCloud);
    // With the catalog's offers too (as the window evaluates), the share cap still holds: the
    // month's 7,300 reference GPU-hours (1,460 reserved on the own terms, 5,840 more), at most
    // 0.6 × 7,300 = 4,380 to one provider — shown in the offer's own hours, which at an offer
    // with a spot price add the rework of the spot half: at most 4,380 × (1 + 0.5 × 0.1) = 4,599;
    // only the three allowed providers appear.
    QStringList keys;
    double total = 0.0;
    for (QAbstractSeries *s : view->placementView()->chart()->series())
        for (QBarSet *set : qobject_cast<QStackedBarSeries *>(s)->barSets()) {
            keys << set->objectName();
            total += set->at(0);
            if (set->objectName() != QLatin1String("provider:own"))
                CHECK(set->at(0) <= 4599.0 + 1e-6);
        }
    CHECK(keys.contains(QStringLiteral("provider:own")));
    CHECK(keys.contains(QStringLiteral("provider:hyperbolic")));
    for (const QString &key : keys)
        CHECK(QStringList{u"provider:own"_qs, u"provider:lambda"_qs, u"provider:hyperbolic"_qs}
                  .contains(key));
    CHECK(barSet(view->placementView(), QStringLiteral("provider:own"))->at(0) >= 1460.0 - 1e-6);
    CHECK(total >= 7300.0 - 1e-6);

    // Each offer of a provider that takes work is named with the date of its price and its age
    // (issue 37); the scenario's own terms have no offer and are not named.
    QLabel *dates = view->offerDatesLabel();
    REQUIRE(dates->isVisible());
    const engine::Inputs &evaluated = window.document()->evaluatedScenario().inputs;
    int named = 0;
    for (const engine::OfferTerms &offer : evaluated.multicloud.market) {
        if (offer.provider != "hyperbolic")
            continue;
        const QString name = QString::fromStdString(offer.label.empty() ? offer.id : offer.label);
        INFO(dates->text().toStdString() << " / " << name.toStdString());
        CHECK(dates->text().contains(name));
        const QDate date = QDate::fromString(QString::fromStdString(offer.asOf), Qt::ISODate);
        if (date.isValid()) {
            CHECK(dates->text().contains(QLocale().toString(date, QLocale::ShortFormat)));
            // ... and its age on the day the view is shown ("… months old").
            const QString age = catalog::ageText(date, QDate::currentDate());
            CHECK(!age.isEmpty());
            CHECK(dates->text().contains(age));
        }
        ++named;
    }
    CHECK(named >= 1);
    // The cloud option has no providers to date.
    chooseOption(view, engine::Option::Cloud);
    CHECK_FALSE(dates->isVisible());
    chooseOption(view, engine::Option::MultiCloud);

    // With the file's own offers only (the worked example, methodology §13.3): own 1,460
    // (reserved), Hyperbolic its cap 4,380, Lambda the other 1,460, in that order of taking work.
    auto resolved = catalog::resolveMarket(window.document()->scenario(), window.priceCatalog(),
                                           catalog::MarketOffers::FileOnly);
    REQUIRE(std::holds_alternative<engine::Inputs>(resolved));
    engine::OptionRequest request;
    request.withWorkloadDetail = true;
    const engine::Evaluation e = engine::evaluate(std::get<engine::Inputs>(resolved), request);
    const auto layers = charts::placementLayers(e.option(engine::Option::MultiCloud));
    QMap<QString, double> month1;
    for (const charts::PlacementLayer &l : layers)
        month1.insert(l.key, l.values[0]);
    CHECK(month1.keys() ==
          QStringList{u"provider:hyperbolic"_qs, u"provider:lambda"_qs, u"provider:own"_qs});
    CHECK(closeTo(month1.value(u"provider:own"_qs), 1460.0));
    CHECK(closeTo(month1.value(u"provider:hyperbolic"_qs), 4380.0));
    CHECK(closeTo(month1.value(u"provider:lambda"_qs), 1460.0));
    // The cloud option of the same file by term: 1,460 reserved, 5,840 × 0.5 × 1.1 = 3,212 on
    // spot, 2,920 on demand.
    QMap<QString, double> cloud;
    for (const charts::PlacementLayer &l : charts::placementLayers(e.option(engine::Option::Cloud)))
        cloud.insert(l.key, l.values[0]);
    CHECK(cloud.keys() == QStringList{u"on_demand"_qs, u"reserved"_qs, u"spot"_qs});
    CHECK(closeTo(cloud.value(u"reserved"_qs), 1460.0));
    CHECK(closeTo(cloud.value(u"spot"_qs), 3212.0));
    CHECK(closeTo(cloud.value(u"on_demand"_qs), 2920.0));
}
