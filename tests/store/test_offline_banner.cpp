// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The offline banner as a person sees it: the main window on a team library whose server is
// stopped and started again (the throw-away server, pg_ctl). The strip appears when the library
// finds the server gone, the library stays readable, a save is kept and marked "not yet sent",
// and the strip goes by itself (automatic retry) when the server is back, the save sent.
// With GDA_SCREENSHOT_DIR set it writes offline-banner-en.png and offline-banner-nl.png there.
#include "assessment/summarize.h"
#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "pgtestserver.h"
#include "store/cachedlibrary.h"
#include "store/postgreslibrary.h"
#include "storetestsupport.h"
#include "views/draftkeeper.h"
#include "views/librarymodel.h"
#include "views/librarypanel.h"
#include "views/mainwindow.h"
#include "views/offlinebanner.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace gda;
using namespace gda::store;
using test::PgTestServer;
using test::requireOk;

namespace {

template <typename Done> bool waitFor(Done done, int timeoutMs = 5000)
{
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < timeoutMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
    return done();
}

QString nameText(ui::MainWindow &window, ScenarioId id)
{
    const ui::LibraryModel *model = window.library()->model();
    const QModelIndex name = model->indexOf(id);
    if (!name.isValid())
        return {};
    return model->index(name.row(), ui::LibraryModel::Name, name.parent()).data().toString();
}

struct ServerBack
{
    bool stopped = false;
    ~ServerBack()
    {
        if (stopped)
            PgTestServer::instance().startServer();
    }
};

// One round: the server goes, the banner shows, a save is kept, the server returns, the banner
// goes and the save is on the server. `screenshot`: where to save the window while offline.
void offlineRound(const QString &language, const QString &screenshot)
{
    ui::LanguageManager::instance().setLanguage(language);
    PgTestServer &server = PgTestServer::instance();
    const QString location = server.uri(server.createDatabase());
    QTemporaryDir dir;
    CachedLibrary library(std::make_unique<PostgresLibrary>(),
                          dir.filePath(QStringLiteral("cache.sqlite")));
    library.setSummarizers(summarize);
    requireOk(library.open(location));
    Scenario first = test::exampleScenario();
    first.name = QStringLiteral("Acme — 100 GPUs");
    first.client = QStringLiteral("Acme Power");
    Scenario second = test::exampleScenario(QStringLiteral("seed-80xh100-on-demand"));
    second.client = QStringLiteral("Acme Power");
    const auto a = library.create(first);
    const auto b = library.create(second);
    requireOk(a);
    requireOk(b);

    QFile::remove(ui::DraftKeeper::defaultPath());
    ui::Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    ui::MainWindow window(&library, &settings);
    window.resize(1280, 760);
    window.show();
    ui::OfflineBanner *banner = window.offlineBanner();
    REQUIRE(banner);
    banner->setRetryDelays(300, 600);
    CHECK_FALSE(banner->isVisible());
    REQUIRE(window.openFromLibrary(*a));

    ServerBack back;
    server.stopServer();
    back.stopped = true;
    // The next read finds the server gone: the list comes from the copy, the strip appears.
    window.library()->refresh();
    REQUIRE(waitFor([&] { return banner->isVisible(); }));
    CHECK_FALSE(library.isOnline());
    CHECK(window.library()->model()->scenarioCount() == 2);
    CHECK(banner->nextRetryMs() > 0);
    const QString text = banner->label()->text();
    if (language == QLatin1String("en")) {
        CHECK(text.startsWith(QStringLiteral("Team library offline — showing the copy from ")));
        CHECK(text.endsWith(
            QStringLiteral("changes are kept locally and sent when the connection returns")));
        CHECK(banner->retryButton()->text() == QStringLiteral("&Retry"));
    } else {
        CHECK_FALSE(text.contains(QStringLiteral("Team library offline")));
    }

    // Work goes on: an edit saved offline, marked in the list.
    window.document()->edit(QStringLiteral("gpus"),
                            [](Scenario &s) { s.inputs.workload.gpus = 120; });
    REQUIRE(window.save());
    CHECK(window.document()->storeRevision() == 2);
    CHECK(library.queued().size() == 1);
    if (language == QLatin1String("en"))
        CHECK(nameText(window, *a) == QStringLiteral("Acme — 100 GPUs · not yet sent"));
    CHECK(nameText(window, *a).startsWith(QStringLiteral("Acme — 100 GPUs · ")));
    if (!screenshot.isEmpty()) {
        QTest::qWait(100);
        REQUIRE(window.grab().save(screenshot));
    }
    // Retry while the server is still down: still offline, still shown.
    banner->retryButton()->click();
    CHECK(banner->isVisible());
    CHECK(library.queued().size() == 1);

    server.startServer();
    back.stopped = false;
    // The automatic retry finds it back: the strip goes, the revision is sent.
    REQUIRE(waitFor([&] { return !banner->isVisible(); }, 10000));
    CHECK(library.isOnline());
    CHECK(library.queued().isEmpty());
    PostgresLibrary colleague;
    requireOk(colleague.open(location));
    const auto stored = colleague.load(*a);
    requireOk(stored);
    CHECK(stored->record.revision == 2);
    CHECK(stored->scenario.inputs.workload.gpus == 120);
    REQUIRE(waitFor([&] { return !nameText(window, *a).contains(u'·'); }));
    ui::LanguageManager::instance().setLanguage(QStringLiteral("en"));
}

QString screenshotPath(const char *name)
{
    const QString dir = qEnvironmentVariable("GDA_SCREENSHOT_DIR");
    return dir.isEmpty() ? QString() : dir + u'/' + QLatin1String(name);
}

} // namespace

TEST_CASE("the offline banner appears when the team library's server goes and leaves when it "
          "returns",
          "[postgres][views][offline]")
{
    offlineRound(QStringLiteral("en"), screenshotPath("offline-banner-en.png"));
}

TEST_CASE("the offline banner in Dutch", "[postgres][views][offline][i18n]")
{
    offlineRound(QStringLiteral("nl"), screenshotPath("offline-banner-nl.png"));
}

// Issue 39: a team library whose server is down at the very first connection, with no copy on
// this computer. The app (LibraryOptions::openWithoutCopy) opens it offline and empty: the
// banner says why and offers Retry, and when the server answers the banner goes and the
// colleague's two scenarios appear. Without the option (the command line) it is refused as
// before.
TEST_CASE("a first connection that fails shows the offline banner, and the list fills when the "
          "server answers",
          "[postgres][views][offline]")
{
    ui::LanguageManager::instance().setLanguage(QStringLiteral("en"));
    PgTestServer &server = PgTestServer::instance();
    const QString location = server.uri(server.createDatabase());
    {
        PostgresLibrary colleague;
        requireOk(colleague.open(location));
        Scenario first = test::exampleScenario();
        first.client = QStringLiteral("Acme Power");
        Scenario second = test::exampleScenario(QStringLiteral("seed-80xh100-on-demand"));
        second.client = QStringLiteral("Acme Power");
        requireOk(colleague.create(first));
        requireOk(colleague.create(second));
    }
    QTemporaryDir dir;
    ServerBack back;
    server.stopServer();
    back.stopped = true;

    CachedLibrary refused(std::make_unique<PostgresLibrary>(),
                          dir.filePath(QStringLiteral("cli-cache.sqlite")));
    CHECK_FALSE(refused.open(location));
    CHECK_FALSE(refused.isOpen());

    CachedLibrary library(std::make_unique<PostgresLibrary>(),
                          dir.filePath(QStringLiteral("cache.sqlite")));
    library.setSummarizers(summarize);
    library.setOpenWithoutCopy(true);
    requireOk(library.open(location));
    CHECK(library.isOpen());
    CHECK_FALSE(library.isOnline());
    CHECK_FALSE(library.offlineReason().isEmpty());

    QFile::remove(ui::DraftKeeper::defaultPath());
    ui::Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    ui::MainWindow window(&library, &settings);
    window.resize(1280, 760);
    window.show();
    ui::OfflineBanner *banner = window.offlineBanner();
    REQUIRE(banner);
    banner->setRetryDelays(300, 600);
    REQUIRE(waitFor([&] { return banner->isVisible(); }));
    CHECK(banner->label()->text().startsWith(
        QStringLiteral("Team library offline — its server could not be reached")));
    CHECK(banner->retryButton()->isVisible());
    CHECK(window.library()->model()->scenarioCount() == 0);

    server.startServer();
    back.stopped = false;
    REQUIRE(waitFor([&] { return !banner->isVisible(); }, 10000));
    CHECK(library.isOnline());
    CHECK(waitFor([&] { return window.library()->model()->scenarioCount() == 2; }));
}
