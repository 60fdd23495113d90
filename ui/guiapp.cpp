// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "guiapp.h"

#include "core/appidentity.h"
#include "core/languagemanager.h"
#include "core/settings.h"
#include "core/startupprobe.h"
#include "store/scenariostore.h"
#include "views/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QTimer>

#include <algorithm>

namespace gda::ui {

namespace {
// --db PATH, then $GPU_ADVISOR_DB, then the preference, then the per-user data folder.
QString databasePath(const QCommandLineParser &parser, const Settings &settings)
{
    if (parser.isSet(QStringLiteral("db")))
        return parser.value(QStringLiteral("db"));
    if (!qEnvironmentVariableIsEmpty("GPU_ADVISOR_DB"))
        return store::ScenarioStore::defaultDatabasePath();
    if (!settings.databasePath().isEmpty())
        return settings.databasePath();
    return store::ScenarioStore::defaultDatabasePath();
}
} // namespace

int runDesktopApp(int argc, char *argv[])
{
    QApplication app(argc, argv);
    setApplicationIdentity();

    Settings settings;
    // The first start follows the system language; later starts the saved choice.
    QString language = settings.language();
    if (language.isEmpty())
        language = LanguageManager::systemLanguage();
    LanguageManager::instance().setLanguage(language);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "gda::ui", "Decide whether to rent GPUs in the cloud, buy them, or mix the two."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("db"),
                      QApplication::translate("gda::ui", "Use the scenario library at PATH."),
                      QStringLiteral("PATH")});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("gda::ui", "A scenario file to open."),
                                 QStringLiteral("[file]"));
    parser.process(app);

    store::ScenarioStore store;
    if (auto opened = store.open(databasePath(parser, settings)); !opened)
        QMessageBox::critical(nullptr, QApplication::translate("gda::ui", "Scenario library"),
                              opened.error().message);

    // Libraries saved before the list showed recommendations get their columns filled once.
    if (store.isOpen() && !store.isReadOnly()) {
        if (auto listed = store.list(); listed && std::any_of(listed->begin(), listed->end(),
                                                              [](const store::ScenarioRecord &r) {
                                                                  return r.summary.recommendation.isEmpty();
                                                              }))
            (void)store.refreshSummaries();
    }

    MainWindow window(&store, &settings);
    installStartupProbe(&window); // only with GPU_ADVISOR_STARTUP_PROBE set (bench_startup)
    window.show();
    const QStringList files = parser.positionalArguments();
    QTimer::singleShot(0, &window, [&window, files] {
        window.offerDraftRecovery();
        if (!files.isEmpty())
            window.openFile(files.first());
    });
    return QApplication::exec();
}

} // namespace gda::ui
