// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Renders charts of a scenario file to PNG files for docs/screenshots:
//   render_charts [--svg] SCENARIO.json OUTDIR LANG SUFFIX KIND...
// writes OUTDIR/chart-KIND[-SUFFIX]-LANG.png at 1200×700 (SUFFIX "-" for none), with --svg
// also the .svg next to it.
#include "chartrendering.h"

#include "charts/charts.h"
#include "core/languagemanager.h"
#include "engine/costmodel.h"
#include "scenario/scenariofile.h"

#include <QApplication>
#include <QDir>
#include <QFile>

#include <cstdio>

using namespace gda;
using namespace gda::ui::charts;

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments();
    const bool svg = args.size() > 1 && args[1] == QLatin1String("--svg");
    if (svg)
        args.removeAt(1);
    if (args.size() < 6) {
        std::fprintf(stderr,
                     "usage: render_charts [--svg] SCENARIO.json OUTDIR LANG SUFFIX KIND...\n");
        return 2;
    }
    const auto loaded = scenariofile::load(args[1]);
    if (!std::holds_alternative<Scenario>(loaded)) {
        std::fprintf(stderr, "cannot load %s\n", qPrintable(args[1]));
        return 1;
    }
    const QString language = args[3];
    if (!ui::LanguageManager::languages().contains(language)) {
        std::fprintf(stderr, "unknown language %s\n", qPrintable(language));
        return 1;
    }
    // Without the translation (not built yet) the texts stay English; numbers still follow
    // the language.
    if (!ui::LanguageManager::instance().setLanguage(language)) {
        std::fprintf(stderr, "no translation for %s: English texts, %s numbers\n",
                     qPrintable(language), qPrintable(language));
        QLocale::setDefault(ui::LanguageManager::localeFor(language));
    }
    const QLocale locale = ui::LanguageManager::localeFor(language);
    ChartData data;
    data.scenario = std::get<Scenario>(loaded);
    data.evaluation = engine::evaluate(data.scenario.inputs);
    const engine::DecisionResult decided = engine::decide(data.scenario.inputs, data.evaluation);
    if (const auto *d = std::get_if<engine::Decision>(&decided))
        data.decision = *d;
    const QString suffix = args[4] == QLatin1String("-") ? QString() : u'-' + args[4];
    QDir().mkpath(args[2]);
    for (qsizetype i = 5; i < args.size(); ++i) {
        const std::optional<ChartKind> kind = chartKindFromKey(args[i]);
        if (!kind) {
            std::fprintf(stderr, "unknown chart kind %s\n", qPrintable(args[i]));
            return 1;
        }
        test::ChartRendering rendering(buildChart(*kind, data, locale), QSize(1200, 700));
        const QString path = QDir(args[2]).filePath(
            QStringLiteral("chart-%1%2-%3.png").arg(args[i], suffix, language));
        if (!rendering.image().save(path)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return 1;
        }
        std::printf("%s\n", qPrintable(path));
        if (svg) {
            QFile file(path.chopped(4) + QStringLiteral(".svg"));
            if (!file.open(QIODevice::WriteOnly) || file.write(rendering.svg()) < 0) {
                std::fprintf(stderr, "cannot write %s\n", qPrintable(file.fileName()));
                return 1;
            }
        }
    }
    return 0;
}
