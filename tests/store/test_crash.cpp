// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Crash safety across processes: SIGKILL at random moments loses no reported commit, and two
// processes saving one scenario at once end in one save and one conflict.
#include "store/sqlitelibrary.h"
#include "storetestsupport.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

#include <QElapsedTimer>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>

#include <random>

#include <signal.h>

using namespace gda;
using namespace gda::store;
using test::RawDatabase;
using test::requireOk;

namespace {

constexpr int kKills = 60;
constexpr quint32 kDefaultSeed = 20260415;

struct Commit
{
    ScenarioId id = 0;
    int revision = 0;
    QByteArray sha256;
};

quint32 seed()
{
    bool ok = false;
    const quint32 fromEnvironment = qEnvironmentVariable("GDA_CRASH_SEED").toUInt(&ok);
    return ok ? fromEnvironment : kDefaultSeed;
}

QStringList outputLines(QProcess &process)
{
    return QString::fromUtf8(process.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
}

std::optional<Commit> parseCommit(const QString &line)
{
    const QStringList parts = line.split(u' ');
    if (parts.size() != 4 || parts[0] != QLatin1String("committed"))
        return std::nullopt;
    return Commit{parts[1].toLongLong(), parts[2].toInt(), parts[3].toLatin1()};
}

// The file passes integrity_check and holds each commit's content byte for byte.
void requireIntact(const QString &path, const std::vector<Commit> &commits)
{
    RawDatabase raw(path);
    CHECK(raw.value(QStringLiteral("PRAGMA integrity_check")).toString() == QLatin1String("ok"));
    QSqlQuery query(raw.db());
    query.prepare(QStringLiteral("SELECT r.content, s.revision FROM revisions r JOIN scenarios s"
                                 " ON s.id = r.scenario_id WHERE r.scenario_id = ?"
                                 " AND r.revision = ?"));
    for (const Commit &commit : commits) {
        query.addBindValue(commit.id);
        query.addBindValue(commit.revision);
        REQUIRE(query.exec());
        INFO("scenario " << commit.id << " revision " << commit.revision);
        REQUIRE(query.next());
        CHECK(test::sha256Hex(query.value(0).toString().toUtf8()) == commit.sha256);
        CHECK(query.value(1).toInt() >= commit.revision);
    }
}

} // namespace

TEST_CASE("store loses no reported commit when its process is killed", "[store][crash]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("crash.sqlite"));
    const quint32 baseSeed = seed();
    INFO("GDA_CRASH_SEED=" << baseSeed);
    std::mt19937 random(baseSeed);
    // A third of the kills land blindly (often during start-up: opening, checking, creating
    // the schema); the rest wait until the child is in its save loop.
    std::uniform_int_distribution<int> blindDelayMs(0, 80);
    std::uniform_int_distribution<int> loopDelayMs(0, 200);
    std::vector<Commit> all;
    int killsAfterCommits = 0;

    for (int round = 0; round < kKills; ++round) {
        QProcess child;
        child.setProcessChannelMode(QProcess::SeparateChannels);
        child.start(QStringLiteral(GDA_CRASH_CHILD_PATH),
                    {QStringLiteral("loop"), path, QString::number(random())});
        REQUIRE(child.waitForStarted());
        if (round % 3 == 0) {
            QThread::msleep(static_cast<unsigned long>(blindDelayMs(random)));
        } else {
            QElapsedTimer waited;
            waited.start();
            while (!child.canReadLine() && waited.elapsed() < 10000)
                child.waitForReadyRead(50);
            REQUIRE(child.canReadLine());
            QThread::msleep(static_cast<unsigned long>(loopDelayMs(random)));
        }
        REQUIRE(::kill(static_cast<pid_t>(child.processId()), SIGKILL) == 0);
        REQUIRE(child.waitForFinished(10000));
        INFO("round " << round << ", stderr: " << child.readAllStandardError().toStdString());
        REQUIRE(child.exitStatus() == QProcess::CrashExit);

        std::vector<Commit> fresh;
        for (const QString &line : outputLines(child)) {
            INFO(line.toStdString());
            REQUIRE_FALSE(line.startsWith(QLatin1String("error")));
            if (const auto commit = parseCommit(line))
                fresh.push_back(*commit);
        }
        if (!fresh.empty())
            ++killsAfterCommits;
        requireIntact(path, fresh);
        all.insert(all.end(), fresh.begin(), fresh.end());
    }
    // Most kills that waited for the save loop must have interrupted it (a very short delay
    // may still land before the first commit).
    CHECK(killsAfterCommits >= kKills / 3);
    CHECK(all.size() >= 100);
    requireIntact(path, all);

    // And the library still opens and works normally.
    SqliteLibrary store;
    requireOk(store.open(path));
    CHECK_FALSE(store.isReadOnly());
    const auto listed = store.list();
    requireOk(listed);
    for (const ScenarioRecord &record : *listed)
        requireOk(store.load(record.id));
}

TEST_CASE("store lets one of two processes saving the same scenario win, the other gets a "
          "conflict",
          "[store][crash][conflict]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("race.sqlite"));
    ScenarioId id = 0;
    {
        SqliteLibrary store;
        requireOk(store.open(path));
        const auto created = store.create(test::exampleScenario());
        requireOk(created);
        id = *created;
    }
    int revision = 1;
    for (int round = 0; round < 5; ++round) {
        QProcess a;
        QProcess b;
        QProcess *children[] = {&a, &b};
        for (QProcess *child : children) {
            const QString label = QStringLiteral("round %1 by %2")
                                      .arg(round)
                                      .arg(child == &a ? QLatin1Char('a') : QLatin1Char('b'));
            child->start(QStringLiteral(GDA_CRASH_CHILD_PATH),
                         {QStringLiteral("race"), path, QString::number(id),
                          QString::number(revision), label});
            REQUIRE(child->waitForStarted());
        }
        for (QProcess *child : children) {
            QElapsedTimer waited;
            waited.start();
            while (!child->canReadLine() && waited.elapsed() < 10000)
                child->waitForReadyRead(100);
            REQUIRE(child->readLine().trimmed() == "ready");
        }
        for (QProcess *child : children)
            child->write("go\n");
        for (QProcess *child : children) {
            child->closeWriteChannel();
            REQUIRE(child->waitForFinished(15000));
            REQUIRE(child->exitCode() == 0);
        }
        const QString outA = QString::fromUtf8(a.readAllStandardOutput()).trimmed();
        const QString outB = QString::fromUtf8(b.readAllStandardOutput()).trimmed();
        INFO("a: " << outA.toStdString() << "\nb: " << outB.toStdString());
        const bool aWon = outA.startsWith(QLatin1String("committed"));
        const bool bWon = outB.startsWith(QLatin1String("committed"));
        REQUIRE(aWon != bWon);
        CHECK((aWon ? outB : outA) == QLatin1String("conflict"));
        const auto commit = parseCommit(aWon ? outA : outB);
        REQUIRE(commit);
        CHECK(commit->revision == revision + 1);
        // Nothing lost: the winner is current and the revision both started from is intact.
        requireIntact(path, {*commit});
        SqliteLibrary store;
        requireOk(store.open(path));
        const auto history = store.history(id);
        requireOk(history);
        CHECK(history->size() == revision + 1);
        const auto loaded = store.load(id);
        requireOk(loaded);
        CHECK(loaded->scenario.notes.startsWith(QStringLiteral("round %1 by ").arg(round)));
        revision = commit->revision;
    }
}
