// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The decision wizard walked by keyboard, its blocking of invalid input and its live language.
#include "keyboard.h"
#include "testsupport.h"

#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "editors/capitaleditor.h"
#include "editors/catalogofferpicker.h"
#include "editors/collapsiblesection.h"
#include "editors/datagravityeditor.h"
#include "editors/generaleditor.h"
#include "editors/numberfield.h"
#include "editors/scenarioeditor.h"
#include "editors/utilizationeditor.h"
#include "engine/costmodel.h"
#include "scenario/scenariofile.h"
#include "wizard/decisionwizard.h"
#include "wizard/editorpage.h"
#include "wizard/resultpage.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QUndoStack>

using namespace gda;
using namespace gda::ui;
using Page = DecisionWizard::PageId;

namespace {

const QString kExample = QStringLiteral("examples/seed-80xh100-on-demand");

Scenario loadExample()
{
    const scenariofile::Result loaded = scenariofile::load(test::dataPath(kExample + u".json"));
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    return std::get<Scenario>(loaded);
}

// A wizard for a new scenario with the default preferences, shown and active.
struct ShownWizard
{
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    DecisionWizard wizard{DecisionWizard::newScenario(settings)};
    test::Keyboard keys{&wizard};

    ShownWizard()
    {
        wizard.show();
        wizard.activateWindow();
        REQUIRE(QTest::qWaitForWindowExposed(&wizard));
        REQUIRE(QTest::qWaitForWindowActive(&wizard));
    }

    QWidget *page() const { return wizard.currentPage(); }
    QAbstractButton *next() const { return wizard.button(QWizard::NextButton); }

    // Next by keyboard (Return on the focused field lands on the default button).
    void pressNext(Page expected)
    {
        REQUIRE(next()->isEnabled());
        keys.pressOnFocus(Qt::Key_Return);
        REQUIRE(wizard.currentId() == expected);
    }

    // The "Advanced" button of the page's editor of type T, opened by keyboard.
    template <typename T> void openAdvanced()
    {
        auto *editor = page()->findChild<T *>();
        REQUIRE(editor);
        if (!editor->isAdvancedVisible())
            keys.press(editor->advancedButton(), Qt::Key_Space);
        REQUIRE(editor->isAdvancedVisible());
    }

    void openSection(CollapsibleSection *section)
    {
        keys.press(section->headerButton(), Qt::Key_Space);
        REQUIRE(section->isExpanded());
    }

    // Unticks the "automatic" box of an optional field.
    void makeExplicit(const QString &path)
    {
        auto *box = page()->findChild<QCheckBox *>(path + QStringLiteral("/automatic"));
        REQUIRE(box);
        REQUIRE(box->isChecked());
        keys.press(box, Qt::Key_Space);
        REQUIRE_FALSE(box->isChecked());
    }

    void type(const char *name, const QString &text)
    {
        keys.type(page(), QString::fromLatin1(name), text);
    }
};

QJsonObject expectedFigures()
{
    const QByteArray json = test::readFile(test::dataPath(kExample + u".expected.json"));
    return QJsonDocument::fromJson(json).object();
}

// Maps one source text of one context to a marker, to see a retranslation happen.
class MarkerTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (QLatin1String(context) == QLatin1String("gda::ui::DecisionWizard") &&
            QLatin1String(sourceText) == QLatin1String("&Next >"))
            return QStringLiteral("NEXT-MARKER");
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

TEST_CASE("wizard: walked by keyboard with the seed-80xh100 inputs, evaluates to the example")
{
    REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("en"))); // English plurals
    ShownWizard w;
    DecisionWizard &wizard = w.wizard;
    const Scenario example = loadExample();
    REQUIRE(wizard.currentId() == Page::StartPageId);

    // Start: client, name, currency, horizon, discount, notes, GPUs, cloud prices.
    w.type("client", example.client);
    w.type("name", example.name);
    auto *currency = w.page()->findChild<QComboBox *>(QStringLiteral("currency"));
    w.keys.press(currency, Qt::Key_Down);
    REQUIRE(wizard.document()->scenario().currency == Currency::USD);
    w.type("inputs.horizon_years", QStringLiteral("5"));
    w.type("inputs.discount_rate", QStringLiteral("0"));
    w.openAdvanced<GeneralEditor>();
    auto *notes = w.page()->findChild<QPlainTextEdit *>(QStringLiteral("notes"));
    w.keys.tabTo(notes);
    QTest::keyClicks(notes, example.notes);
    w.type("inputs.workload.gpus", QStringLiteral("80"));
    w.openSection(wizard.cloudPricesSection());
    w.type("inputs.cloud.on_demand_per_gpu_hour", QStringLiteral("12.29"));
    w.type("inputs.cloud.reserved_per_gpu_hour", QStringLiteral("7.37375"));
    w.keys.tabTo(wizard.cloudPricesSection()->content()->findChild<QToolButton *>(
        QStringLiteral("advanced")));
    w.keys.pressOnFocus(Qt::Key_Space);
    w.makeExplicit(QStringLiteral("inputs.cloud.reserved_gpus"));
    w.type("inputs.cloud.reserved_gpus", QStringLiteral("80"));
    w.makeExplicit(QStringLiteral("inputs.cloud.burst_per_gpu_hour"));
    w.type("inputs.cloud.burst_per_gpu_hour", QStringLiteral("12.29"));
    w.type("inputs.cloud.storage_tb", QStringLiteral("200"));
    w.pressNext(Page::UtilizationPageId);

    // Utilization: 24 hours a day, 7 days a week; the on-premise fleets of the example.
    w.type("hours_per_day", QStringLiteral("24"));
    w.type("days_per_week", QStringLiteral("7"));
    REQUIRE(wizard.document()->scenario().inputs.workload.utilization == 1.0);
    w.type("inputs.workload.utilization", QStringLiteral("100"));
    w.openAdvanced<UtilizationEditor>();
    w.type("inputs.onprem.max_utilization", QStringLiteral("100"));
    w.makeExplicit(QStringLiteral("inputs.onprem.gpus"));
    w.type("inputs.onprem.gpus", QStringLiteral("80"));
    w.makeExplicit(QStringLiteral("inputs.onprem.hybrid_gpus"));
    w.type("inputs.onprem.hybrid_gpus", QStringLiteral("80"));
    w.pressNext(Page::PredictabilityPageId);

    // Predictability: flat profile, no growth (the defaults), typed anyway; Alt+N for Next.
    w.type("inputs.workload.annual_growth", QStringLiteral("0"));
    w.keys.pressOnFocus(Qt::Key_N, Qt::AltModifier);
    REQUIRE(QTest::qWaitFor([&] { return wizard.currentId() == Page::ExpertisePageId; }));

    // Expertise and running costs: the example's staff and power figures.
    w.type("inputs.onprem.staff_per_year", QStringLiteral("500000"));
    w.openSection(wizard.runningCostsSection());
    w.type("inputs.onprem.electricity_per_kwh", QStringLiteral("0.1"));
    w.type("inputs.onprem.pue", QStringLiteral("1.3"));
    w.type("inputs.onprem.maintenance_fraction", QStringLiteral("12"));
    w.pressNext(Page::CapitalPageId);

    // Capital: no lead time; the facility price that makes the seed's $400,000.
    w.type("inputs.onprem.gpu_unit_price", QStringLiteral("30000"));
    w.type("inputs.onprem.lead_months", QStringLiteral("0"));
    w.type("inputs.onprem.lifetime_years", QStringLiteral("5"));
    w.openAdvanced<CapitalEditor>();
    w.type("inputs.onprem.server_network_per_gpu", QStringLiteral("6250"));
    w.type("inputs.onprem.installation_per_gpu", QStringLiteral("2500"));
    w.type("inputs.onprem.facility_per_kw", QStringLiteral("3846.153846153846"));
    w.type("inputs.onprem.kw_per_gpu", QStringLiteral("1.3"));
    w.pressNext(Page::DataGravityPageId);

    // Data gravity: 20 TB egress a month, no migration to speak of.
    w.type("inputs.cloud.egress_tb_per_month", QStringLiteral("20"));
    w.type("inputs.migration.data_tb", QStringLiteral("0"));
    w.openAdvanced<DataGravityEditor>();
    w.type("inputs.migration.direct_connect_months", QStringLiteral("1"));
    w.type("inputs.migration.parallel_run_months", QStringLiteral("0"));
    w.pressNext(Page::ResultPageId);

    // Result: on-premise with the example's 80 GPUs, break-even after 5.0 months.
    ResultPage *result = wizard.resultPage();
    CHECK(result->recommendationLabel()->text() == QStringLiteral("On-premise with 80 GPUs"));
    CHECK(result->breakEvenLabel()->text() ==
          QStringLiteral("On-premise: break-even after 5.0 months"));
    CHECK(result->savingsLabel()->text().contains(QStringLiteral("$38,166,192")));
    CHECK(wizard.button(QWizard::FinishButton)->isVisible());
    // Alt+F: the button's mnemonic (an animated click, so it lands a moment later).
    w.keys.pressOnFocus(Qt::Key_F, Qt::AltModifier);
    REQUIRE(QTest::qWaitFor([&] { return !wizard.isVisible(); }));
    REQUIRE(wizard.result() == QDialog::Accepted);

    const Scenario taken = wizard.takeScenario();
    CHECK(taken.name == example.name);
    CHECK(taken.client == example.client);
    CHECK(taken.currency == example.currency);
    CHECK(taken.notes == example.notes);
    // Typed amounts are kept to cents, prices per GPU-hour to 4 places: 3846.153846153846 per kW
    // (the example's value, which makes the seed's $400,000 for 104 kW) becomes 3,846.15, the
    // reserved 7.37375 per GPU-hour 7.3738; with the example's exact values back, the inputs are
    // the example's.
    Scenario exact = wizard.takeScenario();
    CHECK(exact.inputs.onprem.facilityPerKw == 3846.15);
    CHECK(exact.inputs.cloud.reservedPerGpuHour == 7.3738);
    exact.inputs.onprem.facilityPerKw = example.inputs.onprem.facilityPerKw;
    exact.inputs.cloud.reservedPerGpuHour = example.inputs.cloud.reservedPerGpuHour;
    CHECK(exact.inputs == example.inputs); // every input of the example, nothing else

    const engine::Evaluation evaluation = engine::evaluate(exact.inputs);
    const QJsonObject expected = expectedFigures();
    const QJsonObject options = expected.value(QStringLiteral("options")).toObject();
    REQUIRE(evaluation.options.size() == std::size_t(options.size()));
    for (const engine::OptionResult &result : evaluation.options) {
        const engine::Option option = result.option;
        const QString key = QString::fromLatin1(engine::optionKey(option).data());
        const QJsonObject figures = options.value(key).toObject();
        INFO(key.toStdString());
        CHECK(test::closeTo(evaluation.option(option).tco,
                            figures.value(QStringLiteral("tco")).toDouble()));
        CHECK(test::closeTo(evaluation.option(option).costPerGpuHour,
                            figures.value(QStringLiteral("cost_per_gpu_hour")).toDouble()));
    }
    REQUIRE(evaluation.breakEvenMonth.has_value());
    CHECK(test::closeTo(*evaluation.breakEvenMonth,
                        expected.value(QStringLiteral("break_even_month")).toDouble()));
}

TEST_CASE("wizard: utilization of 130% blocks Next with a visible message naming the range")
{
    ShownWizard w;
    w.pressNext(Page::UtilizationPageId);
    QLineEdit *edit =
        w.keys.type(w.page(), QStringLiteral("inputs.workload.utilization"), QStringLiteral("130"));
    auto *field = w.page()->findChild<NumberField *>(QStringLiteral("inputs.workload.utilization"));
    REQUIRE(field);
    CHECK_FALSE(field->isValid());
    CHECK_FALSE(w.next()->isEnabled());
    CHECK_FALSE(w.wizard.currentPage()->isComplete());
    // The reason stands under the field, naming the valid range.
    bool shown = false;
    for (QLabel *label : field->findChildren<QLabel *>())
        if (label->isVisible() && label->text() == field->errorText())
            shown = true;
    CHECK(shown);
    CHECK(field->errorText().contains(QStringLiteral("130")));
    CHECK(field->errorText().contains(QStringLiteral("at most 100")));
    // Return does not leave the page; the document keeps the last valid value typed ("13").
    w.keys.pressOnFocus(Qt::Key_Return);
    CHECK(w.wizard.currentId() == Page::UtilizationPageId);
    CHECK(w.wizard.document()->scenario().inputs.workload.utilization == 0.13);

    w.keys.type(w.page(), QStringLiteral("inputs.workload.utilization"), QStringLiteral("45"));
    CHECK(field->isValid());
    CHECK(w.next()->isEnabled());
    CHECK(w.wizard.document()->scenario().inputs.workload.utilization == 0.45);
    CHECK(edit->hasFocus());
}

TEST_CASE("wizard: an invalid scenario name blocks Next until it is fixed")
{
    ShownWizard w;
    auto *name = w.page()->findChild<QLineEdit *>(QStringLiteral("name"));
    w.keys.tabTo(name);
    QTest::keyClick(name, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(name, Qt::Key_Delete);
    CHECK_FALSE(w.next()->isEnabled());
    QTest::keyClicks(name, QStringLiteral("Pilot"));
    CHECK(w.next()->isEnabled());
    CHECK(w.wizard.document()->scenario().name == QStringLiteral("Pilot"));
}

TEST_CASE("wizard: a new scenario takes the preferred currency and horizon")
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    settings.setValue(Settings::Key::DefaultCurrency, QStringLiteral("USD"));
    settings.setValue(Settings::Key::DefaultHorizon, 3);
    const Scenario scenario = DecisionWizard::newScenario(settings);
    CHECK(scenario.currency == Currency::USD);
    CHECK(scenario.inputs.horizonYears == 3);
    DecisionWizard wizard(scenario);
    auto *horizon = wizard.page(Page::StartPageId)
                        ->findChild<QLineEdit *>(QStringLiteral("inputs.horizon_years"));
    REQUIRE(horizon);
    CHECK(horizon->text() == QStringLiteral("3"));
}

TEST_CASE("wizard: choosing a catalog offer puts its prices into the scenario")
{
    ShownWizard w;
    CatalogOfferPicker *picker = w.wizard.offerPicker();
    REQUIRE_FALSE(picker->catalog().cloudOffers.empty());
    w.keys.press(picker->gpuModelBox(), Qt::Key_Down); // the first GPU model
    REQUIRE(picker->offerBox()->isEnabled());
    w.keys.press(picker->offerBox(), Qt::Key_Down); // its first offer
    const catalog::CloudOffer *offer =
        picker->catalog().offer(picker->offerBox()->currentData().toString());
    REQUIRE(offer);
    const Scenario &s = w.wizard.document()->scenario();
    CHECK(s.extra.contains(QStringLiteral("pricing_provenance")));
    CHECK(s.inputs.cloud.onDemandPerGpuHour != engine::Cloud{}.onDemandPerGpuHour);
    // Undo takes the prices back out.
    w.wizard.document()->undoStack()->undo();
    CHECK_FALSE(
        w.wizard.document()->scenario().extra.contains(QStringLiteral("pricing_provenance")));
}

TEST_CASE("wizard: Cancel while editing an open scenario leaves it as it was")
{
    ScenarioDocument document;
    document.reset(loadExample());
    const Scenario before = document.scenario();
    {
        DecisionWizard wizard(&document);
        wizard.show();
        REQUIRE(QTest::qWaitForWindowExposed(&wizard));
        auto *client = wizard.currentPage()->findChild<QLineEdit *>(QStringLiteral("client"));
        REQUIRE(client->text() == before.client);
        client->setFocus();
        QTest::keyClick(client, Qt::Key_End);
        QTest::keyClicks(client, QStringLiteral(" (copy)"));
        CHECK(document.scenario().client == before.client + QStringLiteral(" (copy)"));
        // Cancel asks first (test_money.cpp); the answer is "Discard".
        QTimer::singleShot(0, [] {
            if (QWidget *box = QApplication::activeModalWidget())
                if (auto *discard = box->findChild<QAbstractButton *>(QStringLiteral("discard")))
                    discard->click();
        });
        wizard.reject();
    }
    CHECK(document.scenario() == before);
}

TEST_CASE("wizard: the buttons switch language live")
{
    ShownWizard w;
    DecisionWizard &wizard = w.wizard;
    REQUIRE(wizard.buttonText(QWizard::NextButton) == QStringLiteral("&Next >"));

    // Our own translation of the button text is used as soon as it is installed.
    MarkerTranslator marker;
    QCoreApplication::installTranslator(&marker);
    QCoreApplication::processEvents();
    CHECK(wizard.buttonText(QWizard::NextButton) == QStringLiteral("NEXT-MARKER"));
    CHECK(wizard.button(QWizard::NextButton)->text() == QStringLiteral("NEXT-MARKER"));
    QCoreApplication::removeTranslator(&marker);
    QCoreApplication::processEvents();
    CHECK(wizard.buttonText(QWizard::NextButton) == QStringLiteral("&Next >"));

    // The application's switch to Dutch and back.
    LanguageManager &languages = LanguageManager::instance();
    if (!languages.setLanguage(QStringLiteral("nl"))) {
        test::skipTest(QStringLiteral("the Dutch translation is not available (only the marker "
                                      "translation was checked)"));
        return;
    }
    QCoreApplication::processEvents();
    const QString dutch = wizard.buttonText(QWizard::NextButton);
    const QString dutchCancel = wizard.buttonText(QWizard::CancelButton);
    REQUIRE(languages.setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    CHECK(wizard.buttonText(QWizard::NextButton) == QStringLiteral("&Next >"));
    CHECK(wizard.buttonText(QWizard::CancelButton) == QStringLiteral("Cancel"));
    if (dutch == QStringLiteral("&Next >"))
        WARN("Neither our nor Qt's Dutch translation has the wizard's buttons");
    else
        CHECK(dutchCancel != QStringLiteral("Cancel"));
}

namespace {
// Marks every text of the application's user interface, to see which ones are retranslated.
class BracketTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *,
                      int n) const override
    {
        if (!QLatin1String(context).startsWith(QLatin1String("gda::")))
            return {};
        QString text = QString::fromUtf8(sourceText);
        if (n >= 0)
            text.replace(QStringLiteral("%n"), QString::number(n));
        return u'«' + text + u'»';
    }
    bool isEmpty() const override { return false; }
};
} // namespace

TEST_CASE("wizard: every page retranslates its texts on a language change")
{
    ShownWizard w;
    DecisionWizard &wizard = w.wizard;
    BracketTranslator brackets;
    QCoreApplication::installTranslator(&brackets);
    QCoreApplication::processEvents();
    for (int id = Page::StartPageId; id <= Page::ResultPageId; ++id) {
        QWizardPage *page = wizard.page(id);
        INFO("page " << id);
        CHECK(page->title().startsWith(u'«'));
        CHECK(page->subTitle().startsWith(u'«'));
        // The labels of the entries (the month names come from the locale).
        for (QLabel *label : page->findChildren<QLabel *>()) {
            if (!label->buddy() || label->buddy()->objectName().contains(QStringLiteral("monthly")))
                continue;
            INFO(label->buddy()->objectName().toStdString());
            CHECK(label->text().startsWith(u'«'));
        }
        for (ScenarioEditor *editor : page->findChildren<ScenarioEditor *>()) {
            CHECK(editor->advancedButton()->text() == QStringLiteral("«Advanced»"));
            for (QCheckBox *box : editor->findChildren<QCheckBox *>())
                CHECK(box->text().startsWith(u'«'));
        }
    }
    CHECK(wizard.buttonText(QWizard::CancelButton) == QStringLiteral("«Cancel»"));
    CHECK(wizard.resultPage()->recommendationLabel()->text().startsWith(u'«'));
    QCoreApplication::removeTranslator(&brackets);
    QCoreApplication::processEvents();
    CHECK(wizard.page(Page::StartPageId)->title() == QStringLiteral("Start"));
    CHECK(wizard.buttonText(QWizard::CancelButton) == QStringLiteral("Cancel"));
}
