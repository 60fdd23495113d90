// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Dutch report against the second native review (shared/docs/reviews/dutch-2.md, issue 35):
// the break-even line names its option and the key figure says whose it is (correction 4),
// multi-cloud is set against the cloud option (5), an option in running text is "de hybride
// optie" (6), and one saving has one rounding on the cover, in the summary and in the key
// figures (7). The scenarios are the worked examples, chosen by the advice the engine gives them.
#include "exporttestsupport.h"
#include "testsupport.h"

#include "assessment/assessment.h"
#include "core/format.h"
#include "core/optiontable.h"
#include "core/texts.h"
#include "export/report.h"
#include "i18n/languagescope.h"
#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <map>

using namespace gda;
using namespace gda::ui;
using namespace gda::ui::exporting;
using engine::Option;

namespace {

const QLocale kDutch(QLocale::Dutch, QLocale::Netherlands);

QString dutchReportText(const QTemporaryDir &dir, const Scenario &scenario, const QString &name)
{
    ReportRequest request;
    request.scenario = scenario;
    request.language = QStringLiteral("nl");
    request.generated = QDate(2026, 12, 6);
    request.outputPath = dir.filePath(name + QStringLiteral(".pdf"));
    const QString error = writeReport(request);
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());
    // One space for every line break, and a word broken after its hyphen ("Multi- cloud") whole.
    return test::pdfText(request.outputPath)
        .normalized(QString::NormalizationForm_KC)
        .simplified()
        .replace(QRegularExpression(QStringLiteral("(\\w)- (?=\\w)")), QStringLiteral("\\1-"));
}

// The first worked example (version 1, then version 2) the engine advises each option for.
std::map<Option, std::pair<QString, Scenario>> examplesByAdvice()
{
    std::map<Option, std::pair<QString, Scenario>> found;
    for (const char *folder : {"examples", "examples-v2"}) {
        const QDir dir(test::dataPath(QString::fromLatin1(folder)));
        for (const QString &file :
             dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            if (file.endsWith(QLatin1String(".expected.json")))
                continue;
            const auto loaded = scenariofile::load(dir.filePath(file));
            if (!std::holds_alternative<Scenario>(loaded))
                continue;
            const Scenario &scenario = std::get<Scenario>(loaded);
            const assessment::Assessment a = assessment::assessOrOwnPrices(scenario);
            if (a.advice && !found.count(a.advice->option))
                found.emplace(a.advice->option, std::make_pair(file, scenario));
        }
    }
    return found;
}

int occurrences(const QString &text, const QString &part)
{
    return int(text.count(part));
}

} // namespace

TEST_CASE("export: the Dutch report names the option of its break-even and rounds a saving once")
{
    const QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto examples = examplesByAdvice();
    // The worked examples cover an advice for on-premise, hybrid and multi-cloud.
    REQUIRE(examples.count(Option::OnPrem));
    REQUIRE(examples.count(Option::Hybrid));
    REQUIRE(examples.count(Option::MultiCloud));
    for (const auto &[option, example] : examples) {
        const auto &[file, scenario] = example;
        if (option == Option::Cloud)
            continue; // the cloud has no break-even against itself
        DYNAMIC_SECTION(file.toStdString())
        {
            const assessment::Assessment a = assessment::assessOrOwnPrices(scenario);
            REQUIRE(a.advice);
            const QString text = dutchReportText(dir, scenario, file.section(u'.', 0, 0));
            QString breakEven, savings, label, inText;
            {
                const i18n::LanguageScope dutch(QStringLiteral("nl"));
                REQUIRE(dutch.isActive());
                breakEven = texts::adviceBreakEven(a.scenario, *a.advice, kDutch);
                savings = texts::adviceSavings(a.scenario, *a.advice, kDutch);
                label = optionLabel(option);
                inText = optionInText(option);
            }
            INFO(text.toStdString());
            // Correction 4: the line under the recommendation names its option
            // ("Hybride: break-evenpunt na 16,1 maanden"), on the cover and in the summary.
            CHECK(breakEven.startsWith(label));
            CHECK(occurrences(text, breakEven) >= 2);
            CHECK_FALSE(
                text.contains(QRegularExpression(QStringLiteral("(^|[.] )Break-evenpunt na"))));
            // … and the key figure says it is on-premise's.
            CHECK(text.contains(QStringLiteral("Break-evenmaand on-premise (terugverdientijd)")));
            // Correction 7: the advised option's saving with one decimal, on the cover and in
            // the summary — never the same saving rounded to a whole percent.
            const double fraction = std::abs(a.advice->headline.savingsFraction);
            const QString oneDecimal = format::percent(fraction, kDutch, format::kSavingsDecimals);
            CHECK(savings.contains(u'(' + oneDecimal + u')'));
            CHECK(occurrences(text, u'(' + oneDecimal + u')') >= 2);
            CHECK_FALSE(text.contains(u'(' + format::percent(fraction, kDutch, 0) + u')'));
            if (option == Option::OnPrem) // the same saving in the key figures
                CHECK(occurrences(text, u'(' + oneDecimal + u')') >= 3);
            // Correction 5: multi-cloud is a cloud option; it is set against the cloud option.
            if (option == Option::MultiCloud) {
                CHECK(savings.contains(
                    QStringLiteral("ten opzichte van de cloudoptie (één cloudprovider)")));
                // (pdftotext's no-break spaces are plain spaces after NFKC, as in the text)
                CHECK(text.contains(savings.normalized(QString::NormalizationForm_KC)));
                CHECK_FALSE(text.contains(QRegularExpression(
                    QStringLiteral("Multi-cloud bespaart [^.]* ten opzichte van de cloud\\."))));
                CHECK_FALSE(text.contains(QStringLiteral("Vanaf de eerste maand voordeliger")));
            }
            // Correction 6: the compared option in running text is "de hybride optie", never the
            // bare adjective after "met", "bespaart" or "Kans dat".
            for (const char *bare :
                 {"met hybride ", "bespaart hybride", "Kans dat hybride", "P(hybride",
                  "Kans dat on-premise", "bespaart on-premise", "met multi-cloud ten"})
                CHECK_FALSE(text.contains(QLatin1String(bare)));
        }
    }
}

TEST_CASE("export: the Dutch report's sensitivity and uncertainty name the option as a subject")
{
    const QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Scenario scenario = test::loadExampleScenario(test::kReportExample);
    const assessment::Assessment a = assessment::assessOrOwnPrices(scenario);
    REQUIRE(a.advice);
    const Option compared = a.advice->option == Option::Cloud ? Option::OnPrem : a.advice->option;
    QString inText;
    {
        const i18n::LanguageScope dutch(QStringLiteral("nl"));
        inText = optionInText(compared);
    }
    CHECK(inText.startsWith(QLatin1String("de ")));
    const QString text = dutchReportText(dir, scenario, QStringLiteral("sensitivity"));
    // Sensitivity, uncertainty and the probability row all use the running-text form.
    CHECK(
        text.contains(QStringLiteral("de besparing met %1 ten opzichte van de cloud").arg(inText)));
    CHECK(text.contains(QStringLiteral("Kans dat %1 voordeliger is").arg(inText)));
}
