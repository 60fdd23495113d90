// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "guiapp.h"

#include "assessment/assessment.h"
#include "core/appidentity.h"
#include "core/applicationidentity.h"
#include "core/languagemanager.h"
#include "core/settings.h"
#include "core/startupprobe.h"
#include "keyring/offlinecopykey.h"
#include "keyring/teamlibrarylogin.h"
#include "store/cachedlibrary.h"
#include "store/libraryfactory.h"
#include "store/postgreslibrary.h"
#include "store/sqlitelibrary.h"
#include "views/librarymodel.h"
#include "views/librarypanel.h"
#include "views/mainwindow.h"
#include "views/passworddialog.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QTimer>

#include <algorithm>

namespace gda::app {

namespace {
// --db LOCATION, then $GPU_ADVISOR_DB, then the preference, then the per-user data folder.
QString libraryLocation(const QCommandLineParser &parser, const ui::Settings &settings)
{
    if (parser.isSet(QStringLiteral("db")))
        return parser.value(QStringLiteral("db"));
    if (!qEnvironmentVariableIsEmpty("GPU_ADVISOR_DB"))
        return store::defaultLibraryLocation();
    if (!settings.databasePath().isEmpty())
        return settings.databasePath();
    return store::defaultLibraryLocation();
}

// Opens a team library with its password from the keyring (when remembered there), libpq's
// sources or the password dialog; what the user should know about the keyring is shown once.
store::Result<void> openTeamLibrary(store::ScenarioLibrary &library, const QString &location,
                                    const ui::Settings &settings)
{
    const keyring::PasswordKeyring keyring;
    keyring::TeamLogin login;
    login.useKeyring = settings.value(ui::Settings::Key::RememberTeamPassword).toBool();
    login.keyring = &keyring;
    login.ask = [&login](const QString &where,
                         const QString &why) -> std::optional<keyring::PasswordReply> {
        ui::PasswordDialog dialog(where, why, login.useKeyring);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        return keyring::PasswordReply{dialog.password(), dialog.remember()};
    };
    const keyring::TeamLoginOutcome outcome = keyring::openTeamLibrary(library, location, login);
    for (const QString &note : outcome.notes)
        qWarning("gpu-advisor: %s", qPrintable(note)); // never holds the password
    if (outcome.opened && !outcome.notes.isEmpty())
        QMessageBox::information(nullptr,
                                 QApplication::translate("gda::ui", "Team library password"),
                                 outcome.notes.join(u'\n'));
    return outcome.opened;
}

// The library at `location`, opened, with the engine's summariser; when it cannot be opened the
// user is told why and the window runs without one (nothing to list, nothing to save into).
std::unique_ptr<store::ScenarioLibrary> openLibrary(const QString &location,
                                                    const ui::Settings &settings)
{
    store::LibraryOptions options;
    options.summarizer = assessment::summarizer();
    // A team library out of reach at the very first connection opens offline and empty: the
    // banner says so and offers Retry (issue 39), instead of an empty window with no way back.
    options.openWithoutCopy = true;
    // The offline copy encrypted at rest when Preferences say so, its key in the keyring; a copy
    // found encrypted is read with that key either way (docs/reliability.md).
    options.encryptOfflineCopy = settings.value(ui::Settings::Key::EncryptOfflineCopy).toBool();
    options.offlineCopyKey = [](const QString &where) {
        const keyring::PasswordKeyring keyring;
        return keyring::offlineCopyKey(keyring, where);
    };
    auto library = store::makeCachedLibrary(location, options); // a team library: offline copy
    std::unique_ptr<store::ScenarioLibrary> opened;
    if (library) {
        opened = std::move(library).value();
        // Revisions of a library file carry the name from Preferences (or the account's).
        opened->setAuthor(settings.authorName());
        if (auto result = opened->team() ? openTeamLibrary(*opened, location, settings)
                                         : opened->open(location);
            !result)
            QMessageBox::critical(nullptr, QApplication::translate("gda::ui", "Scenario library"),
                                  result.error().message);
    } else {
        QMessageBox::critical(nullptr, QApplication::translate("gda::ui", "Scenario library"),
                              library.error().message);
        opened = std::make_unique<store::SqliteLibrary>(); // closed: the window shows no library
    }
    return opened;
}

// True when the arguments ask only for text (--help, --version), which needs no display.
bool asksForTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "--")
            return false;
        for (const char *option : {"-h", "--help", "-?", "--help-all", "-v", "--version"})
            if (argument == option)
                return true;
    }
    return false;
}

// The first start follows the system language; later starts the saved choice.
void setStartLanguage(const ui::Settings &settings)
{
    QString language = settings.language();
    if (language.isEmpty())
        language = ui::LanguageManager::systemLanguage();
    ui::LanguageManager::instance().setLanguage(language);
}

void describeOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QCoreApplication::translate(
        "gda::ui", "Decide whether to rent GPUs in the cloud, buy them, or mix the two."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("db"),
                      QCoreApplication::translate("gda::ui", "Use the scenario library at PATH."),
                      QStringLiteral("PATH")});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("gda::ui", "A scenario file to open."),
                                 QStringLiteral("[file]"));
}
} // namespace

int runDesktopApp(int argc, char *argv[])
{
    // --help and --version only print: answer them without a display (a QApplication aborts
    // when there is none), in the language the window would use.
    if (asksForTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        setCoreApplicationIdentity();
        const ui::Settings settings;
        setStartLanguage(settings);
        QCommandLineParser parser;
        describeOptions(parser);
        parser.process(app); // prints and exits
        return 0;
    }

    QApplication app(argc, argv);
    ui::setApplicationIdentity();
    if (const QString moved = migrateOldDataDirectory(); !moved.isEmpty())
        qInfo("gpu-advisor: %s", qPrintable(moved));

    ui::Settings settings;
    setStartLanguage(settings);

    QCommandLineParser parser;
    describeOptions(parser);
    parser.process(app);

    const std::unique_ptr<store::ScenarioLibrary> library =
        openLibrary(libraryLocation(parser, settings), settings);

    ui::MainWindow window(library.get(), &settings);
    // Libraries saved before the list showed recommendations get their columns filled once, and
    // so do libraries whose columns still hold the decision matrix's answer and on-premise's
    // savings instead of the advice's (docs/decision-rules.md §2a), and libraries whose columns
    // were made without the price catalog's offers (before the one way in, assessment.h). Told
    // by what the library panel has just listed (issue 38: the library is read once at start),
    // which lists again after a refill.
    if (library->isOpen() && !library->isReadOnly()) {
        const auto unsummarized = [](const store::ScenarioRecord &r) {
            return r.summary.recommendation.isEmpty();
        };
        QStringList advised = settings.value(ui::Settings::Key::AdviceSummaries).toStringList();
        const bool stale = !advised.contains(library->location());
        const ui::LibraryModel *listed = window.library()->model();
        if (listed->listed() && (stale || listed->anyScenario(unsummarized)) &&
            library->refreshSummaries().ok()) {
            window.library()->refresh();
            if (stale) {
                advised << library->location();
                settings.setValue(ui::Settings::Key::AdviceSummaries, advised);
            }
        }
    }

    ui::installStartupProbe(&window); // only with GPU_ADVISOR_STARTUP_PROBE set (bench_startup)
    window.show();
    const QStringList files = parser.positionalArguments();
    QTimer::singleShot(0, &window, [&window, files] {
        window.offerDraftRecovery();
        if (!files.isEmpty())
            window.openFile(files.first());
    });
    return QApplication::exec();
}

} // namespace gda::app
