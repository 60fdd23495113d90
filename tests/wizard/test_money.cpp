// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Honest money in the editors and the wizard: catalog prices converted and rounded, default
// amounts in the scenario's currency with the rate named, amounts typed as "1,5 mln"; and the
// smaller fixes of issue #15 (wheel, Cancel, stale sentences, data carried forward).
#include "keyboard.h"
#include "testsupport.h"

#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "editors/catalogofferpicker.h"
#include "editors/cloudeditor.h"
#include "editors/datagravityeditor.h"
#include "editors/expertiseeditor.h"
#include "editors/generaleditor.h"
#include "editors/minicostcurve.h"
#include "editors/numberfield.h"
#include "editors/utilizationeditor.h"
#include "export/assumptions.h"
#include "scenario/amounttext.h"
#include "scenario/moneydefaults.h"
#include "wizard/decisionwizard.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWheelEvent>

using namespace gda;
using namespace gda::ui;

namespace {

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
};

template <typename Editor> struct Shown
{
    ScenarioDocument document;
    Editor editor{&document};
    test::Keyboard keys{&editor};

    explicit Shown(const Scenario &scenario = moneydefaults::newScenario(Currency::EUR))
    {
        document.reset(scenario);
        editor.show();
        editor.activateWindow();
        REQUIRE(QTest::qWaitForWindowExposed(&editor));
    }
    const engine::Inputs &inputs() const { return document.scenario().inputs; }
    QLineEdit *type(const char *name, const QString &text)
    {
        return keys.type(&editor, QString::fromLatin1(name), text);
    }
};

// Chooses the item with `data` in a combo box by keyboard (Down until it is current).
void choose(test::Keyboard &keys, QComboBox *box, const QString &data)
{
    const int index = box->findData(data);
    REQUIRE(index >= 0);
    keys.tabTo(box);
    while (box->currentIndex() < index)
        keys.pressOnFocus(Qt::Key_Down);
    REQUIRE(box->currentData().toString() == data);
}

// Decimals shown in a field's text ("5.931" → 3).
int decimalsShown(const QString &text, const QLocale &locale)
{
    const qsizetype point = text.indexOf(locale.decimalPoint());
    return point < 0 ? 0 : int(text.size() - point - 1);
}

// Answers the next modal question by clicking the button named `button`.
void answerNextQuestion(const QString &button, bool *asked)
{
    QTimer::singleShot(0, [button, asked] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        *asked = true;
        if (auto *b = box->findChild<QPushButton *>(button))
            b->click();
    });
}

} // namespace

TEST_CASE("money: a catalog offer in a euro scenario fills every field rounded")
{
    ShownWizard w;
    REQUIRE(w.wizard.document()->scenario().currency == Currency::EUR);
    CatalogOfferPicker *picker = w.wizard.offerPicker();
    choose(w.keys, picker->gpuModelBox(), QStringLiteral("h100-sxm"));
    choose(w.keys, picker->offerBox(), QStringLiteral("aws-p5-48xlarge-us-east-1"));
    const Scenario &s = w.wizard.document()->scenario();
    REQUIRE(s.extra.contains(QStringLiteral("pricing_provenance")));

    // $6.88 / 1.16 = €5.93103… → 5.931 (4 places: a price per GPU-hour); the $30,000 H100
    // = €25,862.0689… → 25,862.07; the $0.09 first egress band = €0.077586… → 0.0776.
    CHECK(s.inputs.cloud.onDemandPerGpuHour == 5.931);
    CHECK(s.inputs.onprem.gpuUnitPrice == 25862.07);
    CHECK(s.inputs.cloud.egressTiers.front().pricePerGb == 0.0776);

    // Every field the offer filled holds a rounded value; every amount field of every page shows
    // at most its places (the converted defaults are exact, shown to cents: moneydefaults.h).
    const QLocale locale;
    const QStringList filled{QStringLiteral("inputs.cloud.on_demand_per_gpu_hour"),
                             QStringLiteral("inputs.cloud.reserved_per_gpu_hour"),
                             QStringLiteral("inputs.cloud.storage_per_gb_month"),
                             QStringLiteral("inputs.onprem.gpu_unit_price")};
    int checked = 0;
    int rounded = 0;
    for (int id : w.wizard.pageIds()) {
        for (NumberField *field : w.wizard.page(id)->findChildren<NumberField *>()) {
            if (field->kind() != NumberField::Kind::Money)
                continue;
            INFO(field->objectName().toStdString()
                 << " = " << field->lineEdit()->text().toStdString());
            if (filled.contains(field->objectName()) ||
                field->objectName().startsWith(QStringLiteral("inputs.cloud.egress_tiers"))) {
                CHECK(field->value() == amounttext::rounded(field->value(), field->rounding()));
                ++rounded;
            }
            CHECK(decimalsShown(field->lineEdit()->text(), locale) <= field->rounding());
            ++checked;
        }
    }
    CHECK(rounded == 4 + 4); // four prices and four egress bands
    CHECK(checked > 20);
    for (const engine::EgressTier &tier : s.inputs.cloud.egressTiers)
        CHECK(tier.pricePerGb == amounttext::rounded(tier.pricePerGb, 4));
    auto *onDemand =
        w.wizard.findChild<QLineEdit *>(QStringLiteral("inputs.cloud.on_demand_per_gpu_hour"));
    REQUIRE(onDemand);
    CHECK(onDemand->text() == QStringLiteral("5.931"));
    auto *unitPrice =
        w.wizard.findChild<QLineEdit *>(QStringLiteral("inputs.onprem.gpu_unit_price"));
    REQUIRE(unitPrice);
    CHECK(unitPrice->text() == QStringLiteral("25,862.07"));

    // The conversion is shown with its rate, source and date.
    QString status;
    for (QLabel *label : picker->findChildren<QLabel *>())
        if (label->text().startsWith(QStringLiteral("Prices of AWS")))
            status = label->text();
    CHECK(status.contains(QStringLiteral("Converted from US dollars at 1.16 USD per EUR")));
    CHECK(status.contains(QStringLiteral("ECB")));
    CHECK(status.contains(QStringLiteral("2025-10-21")));
}

TEST_CASE("money: default amounts are in the scenario's currency and the hint names the rate")
{
    Shown<CloudEditor> s;
    // Not the dollar figure relabelled: $6.88 / 1.16 = €5.931…
    CHECK(s.inputs().cloud.onDemandPerGpuHour == Approx(6.88 / 1.16).epsilon(1e-12));
    auto *field = s.editor.numberField("inputs.cloud.on_demand_per_gpu_hour");
    REQUIRE(field);
    CHECK(field->lineEdit()->text() == QStringLiteral("5.931"));
    QString hint;
    for (QLabel *label : s.editor.findChildren<QLabel *>())
        if (label->text().startsWith(QStringLiteral("Default €")) &&
            label->text().contains(QStringLiteral("AWS p5.48xlarge")))
            hint = label->text();
    CHECK(hint.startsWith(QString::fromUtf8("Default €5.931 ($6.88 at 1.16 USD per EUR, ECB "
                                            "reference rate of 21 October 2025): AWS "
                                            "p5.48xlarge")));
    // The egress bands: the dollar source, and the rate the bands were converted at.
    bool bands = false;
    for (QLabel *label : s.editor.findChildren<QLabel *>())
        bands = bands || label->text().startsWith(
                             QStringLiteral("Default, converted at 1.16 USD per EUR, ECB reference "
                                            "rate of 21 October 2025: AWS internet egress"));
    CHECK(bands);
    // In dollars the hint is the plain dollar default.
    Shown<CloudEditor> usd(moneydefaults::newScenario(Currency::USD));
    bool plain = false;
    for (QLabel *label : usd.editor.findChildren<QLabel *>())
        plain = plain || label->text().startsWith(QStringLiteral("Default $6.88: AWS"));
    CHECK(plain);
}

TEST_CASE("money: amount fields take multipliers and grouped amounts and refuse the rest")
{
    Shown<ExpertiseEditor> s;
    NumberField *staff = s.editor.numberField("inputs.onprem.staff_per_year");
    REQUIRE(staff);
    const struct
    {
        const char *typed;
        double value;
    } accepted[] = {{"1.5M", 1.5e6},
                    {"1,5 mln", 1.5e6},
                    {"250k", 250000.0},
                    {"€ 1.500.000", 1.5e6},
                    {"120,000.456", 120000.46}}; // rounded to cents
    for (const auto &a : accepted) {
        INFO(a.typed);
        s.type("inputs.onprem.staff_per_year", QString::fromUtf8(a.typed));
        CHECK(staff->isValid());
        CHECK(s.inputs().onprem.staffPerYear == a.value);
    }
    // Typed key by key: the document keeps the last valid text on the way ("1.2" of "1.2.3").
    const struct
    {
        const char *typed;
        double kept;
    } refused[] = {{"abc", 120000.46}, {"1.2.3", 1.2}, {"-5", 1.2}, {"1.5Q", 1.5}};
    for (const auto &r : refused) {
        INFO(r.typed);
        s.type("inputs.onprem.staff_per_year", QString::fromUtf8(r.typed));
        CHECK_FALSE(staff->isValid());
        CHECK(staff->errorText().contains(
            QStringLiteral("Valid forms: 1500000, 1,500,000.50, 1.5M, 1.5 mln, 250k.")));
        CHECK(s.inputs().onprem.staffPerYear == r.kept);
    }
}

TEST_CASE("wizard: Cancel asks before discarding entered data")
{
    // Nothing entered yet: Cancel closes without a question.
    {
        ShownWizard empty;
        bool asked = false;
        answerNextQuestion(QStringLiteral("discard"), &asked);
        empty.wizard.button(QWizard::CancelButton)->click();
        QTest::qWait(20);
        CHECK_FALSE(asked);
        CHECK_FALSE(empty.wizard.isVisible());
    }
    ShownWizard w;
    w.keys.type(w.wizard.currentPage(), QStringLiteral("client"), QStringLiteral("Acme"));
    REQUIRE(w.wizard.hasEnteredData());
    bool asked = false;
    answerNextQuestion(QStringLiteral("keep_editing"), &asked);
    w.wizard.button(QWizard::CancelButton)->click();
    CHECK(asked);
    CHECK(w.wizard.isVisible());
    CHECK(w.wizard.document()->scenario().client == QStringLiteral("Acme"));

    asked = false;
    answerNextQuestion(QStringLiteral("discard"), &asked);
    w.wizard.button(QWizard::CancelButton)->click();
    CHECK(asked);
    CHECK_FALSE(w.wizard.isVisible());
    CHECK(w.wizard.result() == QDialog::Rejected);
}

TEST_CASE("editors: the wheel does not change a combo box that lacks the focus")
{
    Shown<GeneralEditor> s(moneydefaults::newScenario(Currency::EUR));
    auto *currency = s.editor.findChild<QComboBox *>(QStringLiteral("currency"));
    REQUIRE(currency);
    s.editor.nameEdit()->setFocus();
    REQUIRE_FALSE(currency->hasFocus());
    const QPoint centre = currency->rect().center();
    QWheelEvent down(centre, currency->mapToGlobal(centre), {}, QPoint(0, -120), Qt::NoButton,
                     Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(currency, &down);
    CHECK(currency->currentIndex() == 0);
    CHECK(s.document.scenario().currency == Currency::EUR);
    CHECK(currency->focusPolicy() == Qt::StrongFocus); // the wheel does not take the focus
    // With the focus (clicked or tabbed to), the wheel works as usual.
    currency->setFocus();
    QWheelEvent again(centre, currency->mapToGlobal(centre), {}, QPoint(0, -120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(currency, &again);
    CHECK(currency->currentIndex() == 1);
    CHECK(s.document.scenario().currency == Currency::USD);
}

TEST_CASE("editors: live sentences show no stale figure while a field is invalid")
{
    Shown<UtilizationEditor> s;
    s.type("inputs.workload.utilization", QStringLiteral("13"));
    QLabel *reason = nullptr;
    for (QLabel *label : s.editor.findChildren<QLabel *>())
        if (label->text().startsWith(QStringLiteral("Your GPUs are busy 13%")))
            reason = label;
    REQUIRE(reason);
    // "130": the document keeps 13%, the sentence must not speak of it.
    s.type("inputs.workload.utilization", QStringLiteral("130"));
    CHECK_FALSE(s.editor.isValid());
    CHECK_FALSE(reason->text().contains(QStringLiteral("13%")));
    CHECK(reason->text() ==
          QStringLiteral("The figures appear again once the entry marked in red is valid."));
    auto *chart = s.editor.findChild<MiniCostCurve *>(); // its "your value 13%" marker
    REQUIRE(chart);
    CHECK(chart->isHidden());
    s.type("inputs.workload.utilization", QStringLiteral("45"));
    CHECK(reason->text().startsWith(QStringLiteral("Your GPUs are busy 45%")));
    CHECK_FALSE(chart->isHidden());
}

TEST_CASE("editors: the data stored in the cloud is carried to the data to consider moving")
{
    ScenarioDocument document;
    document.reset(moneydefaults::newScenario(Currency::EUR));
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *cloud = new CloudEditor(&document, &window);
    auto *gravity = new DataGravityEditor(&document, &window);
    layout->addWidget(cloud);
    layout->addWidget(gravity);
    cloud->setAdvancedVisible(true);
    window.show();
    window.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&window));
    test::Keyboard keys(&window);
    keys.type(&window, QStringLiteral("inputs.cloud.storage_tb"), QStringLiteral("300"));
    CHECK(document.scenario().inputs.cloud.storageTb == 300.0);
    CHECK(document.scenario().inputs.migration.dataTb == 300.0);
    CHECK(gravity->numberField("inputs.migration.data_tb")->lineEdit()->text() ==
          QStringLiteral("300"));
    // One undo step takes both back.
    document.undoStack()->undo();
    CHECK(document.scenario().inputs.migration.dataTb == 0.0);
    CHECK(document.scenario().inputs.cloud.storageTb == 50.0);
    document.undoStack()->redo();
    CHECK(document.scenario().inputs.migration.dataTb == 300.0);
    // A value of its own is kept.
    keys.type(&window, QStringLiteral("inputs.migration.data_tb"), QStringLiteral("120"));
    keys.type(&window, QStringLiteral("inputs.cloud.storage_tb"), QStringLiteral("400"));
    CHECK(document.scenario().inputs.migration.dataTb == 120.0);
}

TEST_CASE("editors: the rule of thumb says how this scenario relates to it")
{
    Scenario scenario = moneydefaults::newScenario(Currency::EUR);
    scenario.inputs.workload.gpus = 48;
    scenario.inputs.workload.utilization = 14.0 / 24.0 * 6.0 / 7.0;
    Shown<GeneralEditor> s(scenario);
    const std::optional<double> month = s.document.evaluation().breakEvenMonth;
    REQUIRE(month);
    REQUIRE(*month > 14.0);
    const QString text = s.editor.ruleRelation()->text();
    CHECK(text.contains(QLocale().toString(*month, 'f', 1) + QStringLiteral(" months")));
    CHECK(text.contains(QStringLiteral("later than the rule of thumb")));
    CHECK(text.contains(QStringLiteral("with the GPUs busy 50%")));
}

TEST_CASE("editors: a data gravity score of 0 says why")
{
    // 80 GPUs busy 20% of the time, 1 PB in the cloud: on-premise saves nothing in the first year
    // (capex and staff), so moving the data never pays back within it: score 0, and the sentence
    // says so.
    Scenario scenario = moneydefaults::newScenario(Currency::USD);
    scenario.inputs.workload.utilization = 0.2;
    scenario.inputs.migration.dataTb = 1000.0;
    Shown<DataGravityEditor> s(scenario);
    REQUIRE(s.document.decision());
    REQUIRE(s.document.decision()->score(engine::Factor::DataGravity).score == 0.0);
    bool explained = false;
    for (QLabel *label : s.editor.findChildren<QLabel *>())
        explained =
            explained || label->text().contains(QStringLiteral(
                             "The move would not pay back within the first year, so the data keeps "
                             "the compute in the cloud (score 0)."));
    CHECK(explained);
}

TEST_CASE("money: the report's assumptions name the rate a default amount was converted at")
{
    const Scenario scenario = moneydefaults::newScenario(Currency::EUR);
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    bool onDemand = false;
    for (const exporting::AssumptionRow &row : exporting::assumptionRows(scenario, english)) {
        if (row.path == QStringLiteral("inputs.cloud.on_demand_per_gpu_hour")) {
            onDemand = true;
            CHECK(row.value.contains(QStringLiteral("5.931")));
            CHECK(row.source.startsWith(QStringLiteral("Default: AWS price list")));
            CHECK(row.source.endsWith(
                QStringLiteral("(converted at 1.16 USD per EUR, ECB reference rate of 21 "
                               "October 2025)")));
        }
        if (row.path == QStringLiteral("inputs.onprem.colocation_per_kw_month")) // 0: no rate
            CHECK_FALSE(row.source.contains(QStringLiteral("converted")));
        if (row.path == QStringLiteral("inputs.workload.gpus"))
            CHECK_FALSE(row.source.contains(QStringLiteral("converted")));
    }
    CHECK(onDemand);
}

TEST_CASE("wizard: an invalid entry withholds the figures of the whole page")
{
    ShownWizard w;
    auto *relation = w.wizard.currentPage()->findChild<QLabel *>(QStringLiteral("rule_relation"));
    REQUIRE(relation);
    REQUIRE(relation->text().startsWith(QStringLiteral("This scenario:")));
    // GPUs needed (the offer picker's field) 0 is invalid: the General editor's sentence about
    // this scenario would speak of the last valid count, so it waits too.
    w.keys.type(w.wizard.currentPage(), QStringLiteral("inputs.workload.gpus"),
                QStringLiteral("0"));
    CHECK(relation->text() ==
          QStringLiteral("The figures appear again once the entry marked in red is valid."));
    w.keys.type(w.wizard.currentPage(), QStringLiteral("inputs.workload.gpus"),
                QStringLiteral("8"));
    REQUIRE(QTest::qWaitFor(
        [&] { return relation->text().startsWith(QStringLiteral("This scenario:")); }));
}

TEST_CASE("editors: the data gravity rule of thumb is set against this scenario's egress bands")
{
    // The rule's $92,000 per PB is a flat $0.09/GB (1,024,000 GB); the default AWS bands give
    // 10 TB × $90 + 40 TB × $85 + 100 TB × $70 + 850 TB × $50 = $53,800 per 1,000 TB.
    Shown<DataGravityEditor> s(moneydefaults::newScenario(Currency::USD));
    bool related = false;
    for (QLabel *label : s.editor.findChildren<QLabel *>())
        related = related || label->text().contains(QStringLiteral(
                                 "With this scenario's egress bands, moving 1 PB over the "
                                 "internet costs $53,800; the rule of thumb's $92,000 is a flat "
                                 "$0.09 per GB."));
    CHECK(related);
}

TEST_CASE("money: in Dutch amount fields take multipliers and Dutch grouping and name the forms")
{
    if (!LanguageManager::instance().setLanguage(QStringLiteral("nl")))
        return; // no Dutch translation built
    QCoreApplication::processEvents();
    {
        Shown<ExpertiseEditor> s;
        NumberField *staff = s.editor.numberField("inputs.onprem.staff_per_year");
        REQUIRE(staff);
        s.type("inputs.onprem.staff_per_year", QStringLiteral("1,5 mln"));
        CHECK(s.inputs().onprem.staffPerYear == 1.5e6);
        s.type("inputs.onprem.staff_per_year", QString::fromUtf8("€ 1.500.000"));
        CHECK(s.inputs().onprem.staffPerYear == 1.5e6);
        s.type("inputs.onprem.staff_per_year", QStringLiteral("250k"));
        CHECK(s.inputs().onprem.staffPerYear == 250000.0);
        s.type("inputs.onprem.staff_per_year", QStringLiteral("1,5Q"));
        CHECK_FALSE(staff->isValid());
        CHECK(staff->errorText().startsWith(
            QString::fromUtf8("“1,5Q”: “Q” is geen bekende vermenigvuldiger (k, M, mln, mld). "
                              "Geldige vormen: 1500000, 1.500.000,50, 1,5M, 1,5 mln, 250k.")));
    }
    REQUIRE(LanguageManager::instance().setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
}
