// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The export dialogs of issue 20, in English and Dutch (compiled translation):
//   export_screenshots OUTPUT_DIR
// Files: export-chart-presets-<lang>.png (File → Export chart… with the A4 column preset),
// export-reports-<lang>.png (the library's Export reports… after a batch of four with a damaged
// scenario), and the tornado and break-even charts at the half-slide and A4-column presets,
// chart-<kind>-<preset>-<lang>.png, to look at the layouts.
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "export/exportchartdialog.h"
#include "export/exportreportsdialog.h"
#include "scenario/scenariofile.h"
#include "testapplication.h"

#include <QComboBox>
#include <QDir>
#include <QEventLoop>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <variant>

using namespace gda;
using namespace gda::ui::exporting;

int main(int argc, char *argv[])
{
    test::TestApplication app(argc, argv, QStringLiteral("gpu-advisor-screenshots"));
    const QString out =
        argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(out);
    QTemporaryDir dir;
    ui::Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    settings.setValue(ui::Settings::Key::LastFolder, QStringLiteral("/home/anna/Clients"));
    settings.setValue(ui::Settings::Key::FirmName, QStringLiteral("Van Dijk Advies"));
    const auto loaded = scenariofile::load(
        QStringLiteral(GDA_TEST_DATA_DIR "/examples/seed-80xh100-on-demand.json"));
    if (!std::holds_alternative<Scenario>(loaded))
        return 1;
    const Scenario example = std::get<Scenario>(loaded);
    ui::ScenarioDocument document;
    document.reset(example);

    for (const QString &language : {QStringLiteral("en"), QStringLiteral("nl")}) {
        if (!ui::LanguageManager::instance().setLanguage(language))
            return 1;
        auto save = [&](QWidget &window, const QString &name) {
            window.grab().toImage().save(QStringLiteral("%1/%2-%3.png").arg(out, name, language));
        };
        {
            ExportChartDialog dialog(document, ui::charts::ChartKind::Tornado, &settings);
            dialog.setPreset(ChartPreset::A4Column);
            dialog.show();
            QTest::qWait(100);
            save(dialog, QStringLiteral("export-chart-presets"));
        }
        for (ui::charts::ChartKind kind :
             {ui::charts::ChartKind::Tornado, ui::charts::ChartKind::BreakEven}) {
            for (ChartPreset preset : {ChartPreset::HalfSlide, ChartPreset::A4Column}) {
                ChartRequest request;
                request.scenario = example;
                request.kind = kind;
                request.language = language;
                request.size = chartPresetSize(preset).size;
                request.dpi = 96; // the layout's own pixels, to look at
                request.outputPath =
                    QStringLiteral("%1/chart-%2-%3-%4.png")
                        .arg(out, ui::charts::chartKindKey(kind), chartPresetKey(preset), language);
                if (!writeChart(request).isEmpty())
                    return 1;
            }
        }
        {
            QList<BatchScenario> batch;
            const QStringList clients{QStringLiteral("Bank Nord"), QStringLiteral("Startup BV"),
                                      QStringLiteral("Lab: research"), QStringLiteral("Bank Nord")};
            for (int i = 0; i < 4; ++i) {
                BatchScenario one;
                one.id = i + 1;
                one.client = clients[i];
                one.name = QStringLiteral("Case %1").arg(i + 1);
                if (i == 2) {
                    one.problem = ui::LanguageManager::instance().language() == QLatin1String("nl")
                                      ? QStringLiteral("het opgeslagen scenario is beschadigd")
                                      : QStringLiteral("the stored scenario is damaged");
                } else {
                    Scenario scenario = example;
                    scenario.client = one.client;
                    scenario.name = one.name;
                    one.scenario = scenario;
                }
                batch << one;
            }
            ExportReportsDialog dialog(batch, &settings);
            dialog.setRenderProgram(QStringLiteral(GDA_RENDER_PATH));
            dialog.setFolder(dir.filePath(QStringLiteral("reports-") + language));
            dialog.setLanguage(language);
            dialog.setZip(language == QLatin1String("nl"));
            dialog.show();
            QTest::qWait(100);
            save(dialog, QStringLiteral("export-reports-start"));
            QEventLoop loop;
            QObject::connect(&dialog, &ExportReportsDialog::batchFinished, &loop,
                             &QEventLoop::quit);
            dialog.start();
            loop.exec();
            QTest::qWait(100);
            save(dialog, QStringLiteral("export-reports"));
        }
    }
    return 0;
}
