// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Live refresh as a person sees it: the library panel of one program shows a colleague's change
// to a team library (another connection) without anyone pressing a key.
#include "pgtestserver.h"
#include "store/postgreslibrary.h"
#include "storetestsupport.h"
#include "views/librarymodel.h"
#include "views/librarypanel.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
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

} // namespace

TEST_CASE("library panel shows a colleague's change to a team library within a second",
          "[postgres][views][notify]")
{
    PgTestServer &server = PgTestServer::instance();
    const QString location = server.uri(server.createDatabase());
    PostgresLibrary mine;
    requireOk(mine.open(location));
    PostgresLibrary theirs;
    requireOk(theirs.open(location));

    ui::LibraryPanel panel(&mine);
    panel.show();
    QSignalSpy heard(&panel, &ui::LibraryPanel::changedElsewhere);
    CHECK(panel.model()->scenarioCount() == 0);

    QElapsedTimer timer;
    timer.start();
    Scenario scenario = test::exampleScenario();
    scenario.name = QStringLiteral("From a colleague");
    const auto id = theirs.create(scenario);
    requireOk(id);
    REQUIRE(waitFor([&] { return panel.model()->scenarioCount() == 1; }));
    CHECK(timer.elapsed() < 1000);
    REQUIRE(heard.size() >= 1);
    CHECK(heard.first().at(0).value<ScenarioId>() == *id);
    CHECK(heard.first().at(1).toInt() == 1);

    scenario.name = QStringLiteral("Renamed by a colleague");
    requireOk(theirs.save(*id, scenario, 1));
    REQUIRE(waitFor([&] {
        const auto record = panel.model()->record(panel.model()->indexOf(*id));
        return record && record->revision == 2;
    }));
    const auto record = panel.model()->record(panel.model()->indexOf(*id));
    REQUIRE(record);
    CHECK(record->name == QLatin1String("Renamed by a colleague"));

    // This program's own saves are not "elsewhere".
    heard.clear();
    requireOk(mine.save(*id, scenario, 2));
    waitFor([] { return false; }, 300);
    CHECK(heard.isEmpty());
}
