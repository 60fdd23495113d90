// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Amounts as typed ("1.5M", "1,5 mln", "€ 1.500.000") in English and Dutch, and the default
// amounts of a scenario in its own currency.
#include "engine/costmodel.h"
#include "engine/decision.h"
#include "i18n/languagescope.h"
#include "scenario/amounttext.h"
#include "scenario/evaluationjson.h"
#include "scenario/inputregistry.h"
#include "scenario/moneydefaults.h"
#include "scenariotestsupport.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <catch2/catch.hpp>

#include <cmath>

using namespace gda;
using amounttext::Problem;

namespace {

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);
const QLocale kDutch(QLocale::Dutch, QLocale::Netherlands);

double amount(const QString &text, const QLocale &locale, amounttext::Options options = {})
{
    const auto parsed = amounttext::parse(text, locale, options);
    if (const auto *problem = std::get_if<Problem>(&parsed))
        FAIL(text.toStdString() << " refused, problem " << int(*problem));
    return std::get<double>(parsed);
}

Problem problem(const QString &text, const QLocale &locale, amounttext::Options options = {})
{
    const auto parsed = amounttext::parse(text, locale, options);
    if (const double *value = std::get_if<double>(&parsed))
        FAIL(text.toStdString() << " accepted as " << *value);
    return std::get<Problem>(parsed);
}

} // namespace

TEST_CASE("amount text: the issue's forms in English and in Dutch", "[amounttext]")
{
    for (const QLocale &locale : {kEnglish, kDutch}) {
        INFO(locale.name().toStdString());
        CHECK(amount(QStringLiteral("1.5M"), locale) == 1500000.0);
        CHECK(amount(QStringLiteral("1,5 mln"), locale) == 1500000.0);
        CHECK(amount(QStringLiteral("250k"), locale) == 250000.0);
        CHECK(amount(QStringLiteral("250K"), locale) == 250000.0);
        CHECK(amount(QStringLiteral("€ 1.500.000"), locale) == 1500000.0);
        CHECK(amount(QStringLiteral("$1,500,000"), locale) == 1500000.0);
        CHECK(amount(QStringLiteral("1.500.000,50"), locale) == 1500000.5);
        CHECK(amount(QStringLiteral("1,500,000.50"), locale) == 1500000.5);
        CHECK(amount(QStringLiteral("2 bn"), locale) == 2e9);
        CHECK(amount(QStringLiteral("1,2 miljard"), locale) == 1.2e9);
        CHECK(amount(QStringLiteral("EUR 300"), locale) == 300.0);
        CHECK(amount(QStringLiteral("1 500 000"), locale) == 1500000.0);
        CHECK(amount(QString::fromUtf8("\u20ac\u00a01.500.000"), locale) == 1500000.0);
        CHECK(amount(QStringLiteral("0.7"), locale) == 0.7); // pasted from a file
        CHECK(amount(QStringLiteral("12"), locale) == 12.0);
    }
    // One separator followed by three digits is read as the language reads it.
    CHECK(amount(QStringLiteral("1,500"), kEnglish) == 1500.0);
    CHECK(amount(QStringLiteral("1.500"), kEnglish) == 1.5);
    CHECK(amount(QStringLiteral("1.500"), kDutch) == 1500.0);
    CHECK(amount(QStringLiteral("1,500"), kDutch) == 1.5);
    CHECK(amount(QStringLiteral("5,931"), kDutch) == 5.931);
}

TEST_CASE("amount text: bad input is refused with its reason", "[amounttext]")
{
    for (const QLocale &locale : {kEnglish, kDutch}) {
        INFO(locale.name().toStdString());
        CHECK(problem(QStringLiteral("abc"), locale) == Problem::Letters);
        CHECK(problem(QStringLiteral("12a3"), locale) == Problem::Letters);
        CHECK(problem(QStringLiteral("1.2.3"), locale) == Problem::Separators);
        CHECK(problem(QStringLiteral("1,5,5"), locale) == Problem::Separators);
        CHECK(problem(QStringLiteral("1,5.3"), locale) == Problem::Separators);
        CHECK(problem(QStringLiteral("1.000,5,0"), locale) == Problem::Separators);
        CHECK(problem(QStringLiteral("-5"), locale) == Problem::Negative);
        CHECK(problem(QStringLiteral("€ -1.5M"), locale) == Problem::Negative);
        CHECK(problem(QStringLiteral("(300)"), locale) == Problem::Negative);
        CHECK(problem(QStringLiteral("1.5Q"), locale) == Problem::UnknownSuffix);
        CHECK(problem(QStringLiteral(""), locale) == Problem::Empty);
        CHECK(problem(QStringLiteral("€"), locale) == Problem::Empty);
    }
    // Where the range allows it, a minus sign is a negative number; percentages take no "k".
    amounttext::Options change;
    change.allowNegative = true;
    change.allowMultiplier = false;
    CHECK(amount(QStringLiteral("-8"), kEnglish, change) == -8.0);
    CHECK(amount(QStringLiteral("-2,5"), kDutch, change) == -2.5);
    CHECK(problem(QStringLiteral("5k"), kEnglish, change) == Problem::Letters);
}

TEST_CASE("amount text: the refusal names the valid forms in the UI language", "[amounttext]")
{
    const QString english =
        amounttext::explain(Problem::UnknownSuffix, QStringLiteral("1.5Q"), kEnglish);
    CHECK(english == QString::fromUtf8("“1.5Q”: “Q” is not a known multiplier (k, M, mln, bn). "
                                       "Valid forms: 1500000, 1,500,000.50, 1.5M, 1.5 mln, 250k."));
    CHECK(amounttext::explain(Problem::Separators, QStringLiteral("1.2.3"), kEnglish) ==
          QString::fromUtf8("“1.2.3” has two decimal separators or a misplaced thousands "
                            "separator. Valid forms: 1500000, 1,500,000.50, 1.5M, 1.5 mln, 250k."));
    CHECK(amounttext::explain(Problem::Letters, QStringLiteral("abc"), kEnglish)
              .startsWith(QString::fromUtf8("“abc” is not an amount. Valid forms: 1500000")));
    CHECK(amounttext::explain(Problem::Negative, QStringLiteral("-5"), kEnglish)
              .startsWith(QString::fromUtf8("“-5” is negative")));

    i18n::LanguageScope dutch(QStringLiteral("nl"));
    REQUIRE(dutch.isActive());
    CHECK(amounttext::explain(Problem::UnknownSuffix, QStringLiteral("1,5Q"), kDutch) ==
          QString::fromUtf8("“1,5Q”: “Q” is geen bekende vermenigvuldiger (k, M, mln, mld). "
                            "Geldige vormen: 1500000, 1.500.000,50, 1,5M, 1,5 mln, 250k."));
    CHECK(amounttext::explain(Problem::Separators, QStringLiteral("1,2,3"), kDutch)
              .startsWith(QString::fromUtf8("“1,2,3” heeft twee decimaaltekens")));
    CHECK(amounttext::explain(Problem::Letters, QStringLiteral("abc"), kDutch)
              .startsWith(QString::fromUtf8("“abc” is geen bedrag. Geldige vormen: 1500000")));
    CHECK(amounttext::explain(Problem::Negative, QStringLiteral("-5"), kDutch)
              .startsWith(QString::fromUtf8("“-5” is negatief")));
}

namespace {

// A scenario with no amounts of its own: 48 GPUs busy 58% of the time, in `currency`.
Scenario moneyless(const char *currency)
{
    return test::parseOk(QByteArray(R"({"format": "gpu-advisor-scenario", "version": 1,
        "currency": ")") +
                         currency + R"(", "inputs": {"horizon_years": 5,
        "workload": {"gpus": 48, "utilization": 0.58}}})");
}

QJsonObject evaluated(const Scenario &s)
{
    const engine::Evaluation evaluation = engine::evaluate(s.inputs);
    QJsonObject json = evaluationToJson(evaluation);
    json.insert(QStringLiteral("decision"),
                decisionToJson(std::get<engine::Decision>(engine::decide(s.inputs, evaluation))));
    return json;
}

// Fields that hold amounts of money (a path containing one of these names).
bool isMoney(const QString &path)
{
    static const QRegularExpression money(
        QStringLiteral(R"((^|\.)(tco|npv|cost_per_gpu_hour|savings|base_savings|mean_savings|)") +
        QStringLiteral(R"(cumulative|monthly|categories)(\.|\[|$))"));
    return money.match(path).hasMatch();
}

struct Walk
{
    double rate;
    int amounts = 0;
    int others = 0;

    void compare(const QString &path, const QJsonValue &usd, const QJsonValue &eur)
    {
        INFO(path.toStdString());
        REQUIRE(usd.type() == eur.type());
        if (usd.isObject()) {
            const QJsonObject u = usd.toObject();
            const QJsonObject e = eur.toObject();
            REQUIRE(u.keys() == e.keys());
            for (const QString &key : u.keys())
                compare(path.isEmpty() ? key : path + u'.' + key, u.value(key), e.value(key));
        } else if (usd.isArray()) {
            const QJsonArray u = usd.toArray();
            const QJsonArray e = eur.toArray();
            REQUIRE(u.size() == e.size());
            for (qsizetype i = 0; i < u.size(); ++i)
                compare(path + u'[' + QString::number(i) + u']', u[i], e[i]);
        } else if (usd.isDouble()) {
            const double u = usd.toDouble();
            const double e = eur.toDouble();
            if (isMoney(path)) {
                ++amounts;
                CHECK(std::abs(e - u / rate) <= 1e-9 * std::max(std::abs(u / rate), 1e-300));
            } else {
                ++others;
                CHECK(std::abs(e - u) <= 1e-9 * std::max(std::abs(u), 1.0));
            }
        } else {
            CHECK(usd == eur);
        }
    }
};

} // namespace

TEST_CASE("money defaults: a scenario without amounts in euros is the dollar one divided by the "
          "stated rate",
          "[moneydefaults]")
{
    const Scenario usd = moneyless("USD");
    const Scenario eur = moneyless("EUR");
    // The stated rate: 1.16 USD per EUR, the ECB reference rate of 21 October 2025.
    REQUIRE(moneydefaults::kUsdPerEur == 1.16);
    CHECK(moneydefaults::rateDate() == QDate(2025, 10, 21));
    // The inputs themselves: $6.88 per GPU-hour is 6.88 / 1.16 = €5.9310344827586…; the $500,000
    // staff cost is €431,034.48…; the $0.09 first egress band €0.0775862…
    CHECK(eur.inputs.cloud.onDemandPerGpuHour == Approx(5.931034482758621).epsilon(1e-12));
    CHECK(eur.inputs.onprem.staffPerYear == Approx(431034.4827586207).epsilon(1e-12));
    CHECK(eur.inputs.cloud.egressTiers.front().pricePerGb ==
          Approx(0.07758620689655173).epsilon(1e-12));
    CHECK(eur.inputs.cloud.egressTiers.front().upperTb ==
          usd.inputs.cloud.egressTiers.front().upperTb);
    CHECK(usd.inputs.cloud.onDemandPerGpuHour == 6.88);
    CHECK(eur.inputs.workload.gpus == 48);

    Walk walk{moneydefaults::kUsdPerEur};
    walk.compare({}, evaluated(usd), evaluated(eur));
    // Every option's total, NPV, cost per GPU-hour, monthly and cumulative series were compared.
    CHECK(walk.amounts > 3 * 60 * 2);
    CHECK(walk.others > 10);
}

TEST_CASE("money defaults: a version 2 scenario without amounts in euros is the dollar one "
          "divided by the stated rate",
          "[moneydefaults]")
{
    auto v2 = [](const char *currency) {
        return test::parseOk(QByteArray(R"({"format": "gpu-advisor-scenario", "version": 2,
            "currency": ")") +
                             currency + R"(", "inputs": {"horizon_years": 5,
            "workloads": [{"gpus": 8, "utilization": 0.5}]}})");
    };
    const Scenario usd = v2("USD");
    const Scenario eur = v2("EUR");
    REQUIRE(eur.inputs.modelVersion == 2);
    CHECK(eur.inputs.onprem.staffPerYear == Approx(500000.0 / 1.16).epsilon(1e-12));
    Walk walk{moneydefaults::kUsdPerEur};
    walk.compare({}, evaluated(usd), evaluated(eur));
    CHECK(walk.amounts > 3 * 60);
}

TEST_CASE("money defaults: a given amount is kept and an omitted one follows the currency",
          "[moneydefaults]")
{
    const Scenario eur = test::parseOk(R"({"format": "gpu-advisor-scenario", "version": 1,
        "currency": "EUR", "inputs": {"workload": {"gpus": 8, "utilization": 0.5},
        "onprem": {"staff_per_year": 120000}, "cloud": {"burst_per_gpu_hour": null}}})");
    CHECK(eur.inputs.onprem.staffPerYear == 120000.0);
    CHECK(!eur.inputs.cloud.burstPerGpuHour);
    CHECK(eur.inputs.onprem.gpuUnitPrice == Approx(30000.0 / 1.16).epsilon(1e-12));
    // No currency given: the format's default, euros, with euro defaults.
    const Scenario unnamed = test::parseOk(R"({"format": "gpu-advisor-scenario", "version": 1,
        "inputs": {"workload": {"gpus": 8, "utilization": 0.5}}})");
    CHECK(unnamed.currency == Currency::EUR);
    Scenario fresh = moneydefaults::newScenario(Currency::EUR);
    fresh.inputs.workload.gpus = 8;
    fresh.inputs.workload.utilization = 0.5;
    CHECK(unnamed.inputs == fresh.inputs);
}

TEST_CASE("money defaults: switching the currency converts defaults and, when asked, keeps typed "
          "amounts",
          "[moneydefaults]")
{
    Scenario s = moneydefaults::newScenario(Currency::EUR);
    s.inputs.onprem.staffPerYear = 250000.0;  // typed, meant in euros
    const moneydefaults::ConversionRate rate; // 1.16 USD per EUR (ECB, 21 October 2025)
    const auto kept =
        moneydefaults::convertCurrency(s, Currency::USD, rate, moneydefaults::TypedAmounts::Keep);
    REQUIRE(std::holds_alternative<moneydefaults::CurrencyChange>(kept));
    CHECK(std::get<moneydefaults::CurrencyChange>(kept).kept ==
          QStringList{QStringLiteral("inputs.onprem.staff_per_year")});
    CHECK(s.currency == Currency::USD);
    CHECK(s.inputs.onprem.staffPerYear == 250000.0);
    CHECK(s.inputs.cloud.onDemandPerGpuHour == Approx(6.88).epsilon(1e-12));
    CHECK(s.inputs.onprem.gpuUnitPrice == Approx(30000.0).epsilon(1e-12));
    // Converted back (typed amounts converted): €250,000 typed was $250,000 → €215,517.24.
    REQUIRE(std::holds_alternative<moneydefaults::CurrencyChange>(
        moneydefaults::convertCurrency(s, Currency::EUR, rate)));
    CHECK(s.inputs.cloud.onDemandPerGpuHour == Approx(6.88 / 1.16).epsilon(1e-12));
    CHECK(s.inputs.onprem.staffPerYear == Approx(250000.0 / 1.16).epsilon(1e-12));
    // The file records the rate.
    const QJsonObject recorded = s.extra.value(QLatin1String("currency_conversion")).toObject();
    CHECK(recorded.value(QLatin1String("from")).toString() == QStringLiteral("USD"));
    CHECK(recorded.value(QLatin1String("to")).toString() == QStringLiteral("EUR"));
    CHECK(recorded.value(QLatin1String("usd_per_eur")).toDouble() == 1.16);
}

namespace {

// Every amount of money in a scenario file's object, by JSON path, found from the registry's
// rows (a list element's "inputs.workloads[2].cloud.x" is the row "inputs.workloads[].cloud.x").
void moneyLeaves(const QJsonValue &value, const QString &path, const QString &pattern, int version,
                 std::map<QString, QJsonValue> &out)
{
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            moneyLeaves(it.value(), path.isEmpty() ? it.key() : path + u'.' + it.key(),
                        pattern.isEmpty() ? it.key() : pattern + u'.' + it.key(), version, out);
        return;
    }
    const inputs::Input *row = inputs::schema().find(pattern.toStdString(), version);
    if (row && row->role == inputs::Role::Input && row->measure == inputs::Measure::Money) {
        if (!value.isNull())
            out[path] = value;
        return;
    }
    if (value.isArray() && inputs::findSection(pattern.toStdString() + "[]")) {
        const QJsonArray list = value.toArray();
        for (qsizetype i = 0; i < list.size(); ++i)
            moneyLeaves(list[i], path + QStringLiteral("[%1]").arg(i), pattern + u"[]", version,
                        out);
    }
}

Scenario loadData(const QString &relative)
{
    auto loaded = scenariofile::load(QStringLiteral(GDA_TEST_DATA_DIR "/") + relative);
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    return std::get<Scenario>(std::move(loaded));
}

double amountOf(const QJsonValue &v, int band = -1)
{
    return band < 0 ? v.toDouble() : v.toArray().at(band).toArray().at(1).toDouble();
}

} // namespace

TEST_CASE("money defaults: switching EUR to USD multiplies every amount by the shown rate",
          "[moneydefaults]")
{
    // Every amount typed (made unlike its default) in a version 1 and a version 2 scenario, the
    // latter with workloads, offers, purchases and commitments in lists.
    const double rate = 1.2; // a rate that is not the defaults' own, as a catalog may give
    const moneydefaults::ConversionRate shown{rate, QDate(2026, 11, 30), QStringLiteral("test")};
    for (const char *file :
         {"examples/seed-80xh100-reserved.json", "examples-v2/three-workloads-shared-fleet.json",
          "plan/commitments-and-purchases.json"}) {
        INFO(file);
        Scenario s = loadData(QLatin1String(file));
        if (s.currency == Currency::USD) { // start in euros, every amount converted there first
            REQUIRE(std::holds_alternative<moneydefaults::CurrencyChange>(
                moneydefaults::convertCurrency(s, Currency::EUR, shown)));
        }
        for (const inputs::Input &input : inputs::all())
            if (input.measure == inputs::Measure::Money && input.slot &&
                input.slot.get(s, -1).isDouble() &&
                (input.versions & (1u << s.inputs.modelVersion)))
                input.slot.set(s, -1, input.slot.get(s, -1).toDouble() * 1.01 + 1.0);
        std::map<QString, QJsonValue> before;
        moneyLeaves(scenariofile::toJson(s), {}, {}, s.inputs.modelVersion, before);
        REQUIRE(before.size() > 10);

        const auto change = moneydefaults::convertCurrency(s, Currency::USD, shown);
        REQUIRE(std::holds_alternative<moneydefaults::CurrencyChange>(change));
        std::map<QString, QJsonValue> after;
        moneyLeaves(scenariofile::toJson(s), {}, {}, s.inputs.modelVersion, after);
        CHECK(s.currency == Currency::USD);
        REQUIRE(after.size() == before.size());
        for (const auto &[path, value] : before) {
            INFO(path.toStdString());
            REQUIRE(after.count(path) == 1);
            if (value.isArray()) // egress bands: each price converted, the bounds kept
                for (qsizetype b = 0; b < value.toArray().size(); ++b)
                    CHECK(amountOf(after[path], int(b)) ==
                          Approx(amountOf(value, int(b)) * rate).epsilon(1e-12));
            else
                CHECK(after[path].toDouble() == Approx(value.toDouble() * rate).epsilon(1e-12));
        }
        CHECK(s.extra.value(QLatin1String("currency_conversion"))
                  .toObject()
                  .value(QLatin1String("usd_per_eur"))
                  .toDouble() == rate);
    }
}
