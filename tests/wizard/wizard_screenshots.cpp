// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Renders every page of the decision wizard, filled with the seed-80xh100-on-demand example, to
// PNG files: wizard_screenshots OUTPUT_DIR LANGUAGE [SUFFIX]; a SUFFIX starting with "-dark"
// renders them in Fusion with a dark palette. Run by
// tools/screenshots/wizard-screenshots.sh (offscreen or under Xvfb; QT_SCALE_FACTOR=2 for the
// high-DPI check).
#include "core/languagemanager.h"
#include "darkpalette.h"
#include "editors/capitaleditor.h"
#include "editors/collapsiblesection.h"
#include "editors/datagravityeditor.h"
#include "editors/numberfield.h"
#include "editors/scenarioeditor.h"
#include "editors/utilizationeditor.h"
#include "editors/workloadseditor.h"
#include "scenario/deriveddefaults.h"
#include "scenario/moneydefaults.h"
#include "scenario/scenariofile.h"
#include "testapplication.h"
#include "wizard/decisionwizard.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QTest>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>

using namespace gda;
using namespace gda::ui;

namespace {

const char *const kPageNames[] = {"start",   "utilization", "predictability", "expertise",
                                  "capital", "datagravity", "result"};

bool save(DecisionWizard &wizard, const QString &path)
{
    QCoreApplication::processEvents();
    const bool ok = wizard.grab().save(path);
    QTextStream(stdout) << (ok ? "wrote " : "FAILED ") << path << '\n';
    return ok;
}

void show(DecisionWizard &wizard, int pageId)
{
    // The wizard's default size, also where the (small) offscreen screen would cut it down.
    const int line = wizard.fontMetrics().height();
    wizard.resize(line * 86, line * 54);
    wizard.show();
    while (wizard.currentId() < pageId)
        wizard.next();
    QCoreApplication::processEvents();
}

} // namespace

int main(int argc, char *argv[])
{
    gda::test::TestApplication app(argc, argv, QStringLiteral("gpu-advisor-screenshots"));
    if (argc < 3) {
        std::fprintf(stderr, "usage: wizard_screenshots OUTPUT_DIR LANGUAGE [SUFFIX]\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    const QString language = QString::fromLocal8Bit(argv[2]);
    const QString suffix = argc > 3 ? QString::fromLocal8Bit(argv[3]) : QString();
    if (suffix.startsWith(QLatin1String("-dark")))
        gda::test::useDarkTheme();
    QTranslator qtTranslator;
    if (!LanguageManager::instance().setLanguage(language)) {
        // No translation of ours yet: the numbers, dates and Qt's own texts in the language.
        std::fprintf(stderr, "note: no application translation for %s; Qt's own only\n", argv[2]);
        if (!LanguageManager::languages().contains(language))
            return 2;
        if (qtTranslator.load(QStringLiteral("qtbase_") + language,
                              QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qtTranslator);
        QLocale::setDefault(LanguageManager::localeFor(language));
    }
    const scenariofile::Result loaded = scenariofile::load(
        QStringLiteral(GDA_TEST_DATA_DIR "/examples/seed-80xh100-on-demand.json"));
    if (!std::holds_alternative<Scenario>(loaded)) {
        std::fprintf(stderr, "%s\n", qPrintable(std::get<scenariofile::Error>(loaded).toString()));
        return 1;
    }
    const Scenario example = std::get<Scenario>(loaded);
    bool ok = true;
    for (int id = DecisionWizard::StartPageId; id <= DecisionWizard::ResultPageId; ++id) {
        DecisionWizard wizard(example);
        show(wizard, id);
        ok =
            save(wizard, out.filePath(QStringLiteral("wizard-%1-%2%3.png")
                                          .arg(QLatin1String(kPageNames[id]), language, suffix))) &&
            ok;
    }
    // Every page with all its parts open: the whole content of the page, every model parameter.
    for (int id = DecisionWizard::StartPageId; id < DecisionWizard::ResultPageId; ++id) {
        DecisionWizard wizard(example);
        show(wizard, id);
        for (CollapsibleSection *section :
             wizard.currentPage()->findChildren<CollapsibleSection *>())
            section->setExpanded(true);
        for (ScenarioEditor *editor : wizard.currentPage()->findChildren<ScenarioEditor *>())
            editor->setAdvancedVisible(true);
        auto *scroll = wizard.currentPage()->findChild<QScrollArea *>();
        QCoreApplication::processEvents();
        QWidget *content = scroll->widget();
        content->resize(content->width(), content->sizeHint().height());
        const QString path =
            out.filePath(QStringLiteral("wizard-%1-advanced-%2%3.png")
                             .arg(QLatin1String(kPageNames[id]), language, suffix));
        const bool saved = content->grab().save(path);
        QTextStream(stdout) << (saved ? "wrote " : "FAILED ") << path << '\n';
        ok = saved && ok;
    }
    // Version 2: the example with an inference and a training workload added (the Utilization
    // page's workloads, the Predictability page's selector, the advice over four options).
    {
        const auto grabPage = [&](DecisionWizard &wizard, const QString &name) {
            auto *scroll = wizard.currentPage()->findChild<QScrollArea *>();
            QCoreApplication::processEvents();
            QWidget *content = scroll ? scroll->widget() : wizard.currentPage();
            content->resize(content->width(), content->sizeHint().height());
            const QString path =
                out.filePath(QStringLiteral("wizard-%1-%2%3.png").arg(name, language, suffix));
            const bool saved = content->grab().save(path);
            QTextStream(stdout) << (saved ? "wrote " : "FAILED ") << path << '\n';
            return saved;
        };
        DecisionWizard wizard(example);
        show(wizard, DecisionWizard::UtilizationPageId);
        wizard.workloadsEditor()->addWorkload(engine::WorkloadKind::Inference);
        wizard.workloadsEditor()->addWorkload(engine::WorkloadKind::Training);
        wizard.workloadsEditor()->list()->setCurrentRow(1);
        ok = grabPage(wizard, QStringLiteral("workloads")) && ok;
        ok = save(wizard,
                  out.filePath(
                      QStringLiteral("wizard-utilization-v2-%1%2.png").arg(language, suffix))) &&
             ok;
        show(wizard, DecisionWizard::PredictabilityPageId);
        ok = save(wizard,
                  out.filePath(
                      QStringLiteral("wizard-predictability-v2-%1%2.png").arg(language, suffix))) &&
             ok;
        show(wizard, DecisionWizard::ResultPageId);
        ok =
            save(wizard,
                 out.filePath(QStringLiteral("wizard-result-v2-%1%2.png").arg(language, suffix))) &&
            ok;
    }
    // The plan (issue 17): the 80-H100 example bought in stages (capital page) and its move
    // planned in phases (data-gravity page), each page's whole content.
    {
        const auto grabContent = [&](DecisionWizard &wizard, const QString &name) {
            auto *scroll = wizard.currentPage()->findChild<QScrollArea *>();
            QCoreApplication::processEvents();
            QWidget *content = scroll->widget();
            content->resize(content->width(), content->sizeHint().height());
            const QString path =
                out.filePath(QStringLiteral("wizard-%1-%2%3.png").arg(name, language, suffix));
            const bool saved = content->grab().save(path);
            QTextStream(stdout) << (saved ? "wrote " : "FAILED ") << path << '\n';
            return saved;
        };
        DecisionWizard wizard(example);
        show(wizard, DecisionWizard::CapitalPageId);
        wizard.currentPage()->findChild<CapitalEditor *>()->stagesBox()->setChecked(true);
        ok = grabContent(wizard, QStringLiteral("stages")) && ok;
        show(wizard, DecisionWizard::DataGravityPageId);
        wizard.currentPage()->findChild<DataGravityEditor *>()->planMoveBox()->setChecked(true);
        ok = grabContent(wizard, QStringLiteral("move")) && ok;
    }
    // The Dutch example (issue 33): a new euro scenario for a client in the Netherlands, the
    // country's defaults named under the choice.
    {
        Scenario dutch = moneydefaults::newScenario(Currency::EUR);
        dutch.business.country = QStringLiteral("NL");
        deriveddefaults::apply(dutch);
        dutch.client = QStringLiteral("Dutch client");
        DecisionWizard wizard(dutch);
        show(wizard, DecisionWizard::StartPageId);
        ok = save(wizard,
                  out.filePath(
                      QStringLiteral("wizard-start-country-%1%2.png").arg(language, suffix))) &&
             ok;
    }
    // The quick path: five questions on one page, then the same result page.
    {
        DecisionWizard wizard(example);
        wizard.setQuickPath(true);
        show(wizard, DecisionWizard::StartPageId);
        ok =
            save(wizard, out.filePath(
                             QStringLiteral("wizard-start-path-%1%2.png").arg(language, suffix))) &&
            ok;
        wizard.next();
        ok = save(wizard,
                  out.filePath(QStringLiteral("wizard-quick-%1%2.png").arg(language, suffix))) &&
             ok;
    }
    // An invalid entry: the reason under the field, Next disabled.
    {
        DecisionWizard wizard(example);
        show(wizard, DecisionWizard::UtilizationPageId);
        auto *edit = wizard.currentPage()->findChild<QLineEdit *>(
            QStringLiteral("inputs.workload.utilization"));
        edit->setFocus();
        edit->setText(QLocale().toString(130));
        emit edit->textEdited(edit->text());
        QTest::qWait(50); // the page scrolls the reason into view
        ok = save(wizard, out.filePath(QStringLiteral("wizard-utilization-invalid-%1%2.png")
                                           .arg(language, suffix))) &&
             ok;
    }
    // Dated cloud price changes (docs/methodology.md §4.7): the Start page's cloud part with
    // AWS's 44% cut in month 7, everything open.
    {
        Scenario dated = example;
        dated.inputs.cloud.priceChanges = {{7, -0.44}, {25, 0.1}};
        DecisionWizard wizard(dated);
        show(wizard, DecisionWizard::StartPageId);
        for (CollapsibleSection *section :
             wizard.currentPage()->findChildren<CollapsibleSection *>())
            section->setExpanded(true);
        for (ScenarioEditor *editor : wizard.currentPage()->findChildren<ScenarioEditor *>())
            editor->setAdvancedVisible(true);
        auto *scroll = wizard.currentPage()->findChild<QScrollArea *>();
        QCoreApplication::processEvents();
        QWidget *content = scroll->widget();
        content->resize(content->width(), content->sizeHint().height());
        const QString path = out.filePath(
            QStringLiteral("wizard-start-price-changes-%1%2.png").arg(language, suffix));
        const bool saved = content->grab().save(path);
        QTextStream(stdout) << (saved ? "wrote " : "FAILED ") << path << '\n';
        ok = saved && ok;
    }
    return ok ? 0 : 1;
}
