// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Helper process of the crash-safety tests; the tests start it, read its output and kill it.
// DB is a library location: a file, or a postgresql:// URI (store/libraryfactory.h).
//   store_crash_child loop DB SEED
//       saves scenarios (new ones and new revisions) until killed, printing
//       "committed <id> <revision> <sha256 of the content>" after each commit returned.
//   store_crash_child race DB ID REVISION LABEL
//       loads scenario ID, prints "ready", waits for a line on stdin, then saves it expecting
//       REVISION and prints "committed …", "conflict" or "error <message>".
//   store_crash_child writer DB IDS COUNT LABEL
//       prints "ready", waits for a line on stdin, then COUNT times loads one of the scenarios
//       IDS (comma-separated, in turn), changes its notes to "LABEL save N" and saves it from
//       the loaded revision, printing "committed <id> <revision> <sha256>", "conflict <id>
//       <expected revision>" or "error <kind> <message>" (and goes on); last "done". Exit
//       status 0 when every save was committed or a conflict, 3 when any met an error.
#include "scenario/scenariofile.h"
#include "store/libraryfactory.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QThread>

#include <cstdio>
#include <random>
#include <vector>

using namespace gda;
using namespace gda::store;

namespace {

constexpr int kExitUsage = 64;
constexpr int kExitStoreError = 3;

void say(const QString &line)
{
    std::fputs(line.toUtf8().constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

int failWith(const StoreError &error)
{
    say(QStringLiteral("error %1 %2").arg(QLatin1String(kindKey(error.kind)), error.message));
    return kExitStoreError;
}

QString sha256(const Scenario &scenario)
{
    return QString::fromLatin1(QCryptographicHash::hash(scenariofile::toCanonicalJson(scenario),
                                                        QCryptographicHash::Sha256)
                                   .toHex());
}

QString committedLine(ScenarioId id, int revision, const Scenario &scenario)
{
    return QStringLiteral("committed %1 %2 %3").arg(id).arg(revision).arg(sha256(scenario));
}

// A valid scenario whose size and numbers vary, so commits touch different pages.
Scenario randomScenario(std::mt19937 &random, const QString &name)
{
    Scenario scenario;
    scenario.name = name;
    scenario.client = QStringLiteral("Client %1").arg(random() % 4);
    std::uniform_int_distribution<int> length(0, 6000);
    QString notes;
    const int size = length(random);
    notes.reserve(size);
    for (int i = 0; i < size; ++i)
        notes += QChar(u'a' + char16_t(random() % 26));
    scenario.notes = notes;
    scenario.inputs.workload.gpus = 1 + int(random() % 500);
    scenario.inputs.workload.utilization = 0.05 + double(random() % 95) / 100.0;
    return scenario;
}

int loop(const QString &database, quint32 seed)
{
    auto opened = openLibrary(database);
    if (!opened)
        return failWith(opened.error());
    ScenarioLibrary &store = **opened;
    ListFilter all;
    all.trash = ListFilter::Trash::Include;
    auto existing = store.list(all);
    if (!existing)
        return failWith(existing.error());
    struct Known
    {
        ScenarioId id;
        int revision;
    };
    std::vector<Known> known;
    for (const ScenarioRecord &record : *existing)
        known.push_back({record.id, record.revision});
    say(QStringLiteral("ready"));

    std::mt19937 random(seed);
    for (int n = 0;; ++n) {
        const Scenario scenario =
            randomScenario(random, QStringLiteral("Crash %1-%2").arg(seed).arg(n));
        if (known.size() < 4 || random() % 8 == 0) {
            const auto id = store.create(scenario);
            if (!id)
                return failWith(id.error());
            say(committedLine(*id, 1, scenario));
            known.push_back({*id, 1});
        } else {
            Known &target = known[random() % known.size()];
            const auto revision =
                store.save(target.id, scenario, target.revision, QStringLiteral("save %1").arg(n));
            if (!revision)
                return failWith(revision.error());
            target.revision = *revision;
            say(committedLine(target.id, *revision, scenario));
        }
    }
}

int race(const QString &database, ScenarioId id, int revision, const QString &label)
{
    auto opened = openLibrary(database);
    if (!opened)
        return failWith(opened.error());
    ScenarioLibrary &store = **opened;
    auto loaded = store.load(id);
    if (!loaded)
        return failWith(loaded.error());
    Scenario scenario = loaded->scenario;
    scenario.notes = label;
    say(QStringLiteral("ready"));
    char line[64];
    if (!std::fgets(line, sizeof line, stdin))
        return kExitUsage;
    const auto saved = store.save(id, scenario, revision, label);
    if (saved) {
        say(committedLine(id, *saved, scenario));
    } else if (saved.error().kind == StoreError::Kind::Conflict) {
        say(QStringLiteral("conflict"));
    } else {
        return failWith(saved.error());
    }
    return 0;
}

int writer(const QString &database, const QList<ScenarioId> &ids, int count, const QString &label)
{
    auto opened = openLibrary(database);
    if (!opened)
        return failWith(opened.error());
    ScenarioLibrary &store = **opened;
    say(QStringLiteral("ready"));
    char line[64];
    if (!std::fgets(line, sizeof line, stdin))
        return kExitUsage;
    bool anyError = false;
    const auto reportError = [&](const StoreError &error) {
        anyError = true;
        // One line: libpq's messages span several.
        say(QStringLiteral("error %1 %2")
                .arg(QLatin1String(kindKey(error.kind)), error.message.simplified()));
        QThread::msleep(20); // a server that is restarting: do not spin
    };
    for (int n = 0; n < count; ++n) {
        const ScenarioId id = ids[n % ids.size()];
        auto loaded = store.load(id);
        if (!loaded) {
            reportError(loaded.error());
            continue;
        }
        Scenario scenario = loaded->scenario;
        scenario.notes = QStringLiteral("%1 save %2").arg(label).arg(n);
        const int expected = loaded->record.revision;
        const auto saved = store.save(id, scenario, expected, scenario.notes);
        if (saved)
            say(committedLine(id, *saved, scenario));
        else if (saved.error().kind == StoreError::Kind::Conflict)
            say(QStringLiteral("conflict %1 %2").arg(id).arg(expected));
        else
            reportError(saved.error());
    }
    say(QStringLiteral("done"));
    return anyError ? kExitStoreError : 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.size() == 3 && args[0] == QLatin1String("loop"))
        return loop(args[1], args[2].toUInt());
    if (args.size() == 5 && args[0] == QLatin1String("race"))
        return race(args[1], args[2].toLongLong(), args[3].toInt(), args[4]);
    if (args.size() == 5 && args[0] == QLatin1String("writer")) {
        QList<ScenarioId> ids;
        for (const QString &id : args[2].split(u',', Qt::SkipEmptyParts))
            ids << id.toLongLong();
        if (!ids.isEmpty())
            return writer(args[1], ids, args[3].toInt(), args[4]);
    }
    std::fputs("usage: store_crash_child loop DB SEED | race DB ID REVISION LABEL"
               " | writer DB ID,ID,… COUNT LABEL\n",
               stderr);
    return kExitUsage;
}
