// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storecommands.h"

#include "assessment/assessment.h"
#include "commandline.h"
#include "corecommands.h"
#include "files/regularfile.h"
#include "passwordprompt.h"
#include "scenario/scenariofile.h"
#include "scenario/upgrade.h"
#include "store/cachedlibrary.h"
#include "store/libraryfactory.h"
#include "store/postgreslibrary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <tuple>

namespace gda::cli {

namespace {

using store::ScenarioId;
using store::ScenarioLibrary;

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};

// One store subcommand: how many arguments it takes and what it does on an open library.
struct Subcommand
{
    const char *name;
    int minArgs;
    int maxArgs; // -1: any number
    bool writes; // false: only reads, so a missing library is an error, never created
    std::function<int(ScenarioLibrary &, const QStringList &, Streams &)> run;
};

std::optional<ScenarioId> parseId(const QString &text)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    if (!ok || id <= 0)
        return std::nullopt;
    return id;
}

int badId(Streams &io, const QString &text)
{
    return fail(io, Msg::tr("“%1” is not a scenario ID (IDs are whole numbers from 1)").arg(text));
}

// A library operation that failed: exit status 2 when the request itself is wrong (no such
// scenario, a scenario in the trash, an invalid or oversized file), 1 when the library could
// not carry out a valid request (read-only, busy, damaged, a read or write failed).
int storeFailure(Streams &io, const store::StoreError &error)
{
    using Kind = store::StoreError::Kind;
    switch (error.kind) {
    case Kind::NotFound:
    case Kind::InTrash:
    case Kind::Invalid:
    case Kind::TooLarge:
    case Kind::Unsupported:
        return fail(io, error.message, kExitInvalid);
    case Kind::Conflict:
    case Kind::ReadOnly:
    case Kind::Busy:
    case Kind::Corrupt:
    case Kind::Io:
        break;
    }
    return fail(io, error.message, kExitFailure);
}

// Characters a terminal would act on instead of showing: C0 and C1 controls, DEL, and the
// bidirectional controls that reorder what follows (a name could make "1.00" read as "00.1").
bool actsOnTerminal(uint c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f ||
           (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

// One line of a table cell, safe to print: tabs and line breaks become spaces, every other
// character a terminal would act on is shown as its code ("\u202E").
QString cell(const QString &text)
{
    // Nearly every name is shown as it is. Each character above is in the BMP, so UTF-16 units
    // can be tested one by one without decoding.
    if (std::none_of(text.cbegin(), text.cend(),
                     [](QChar c) { return actsOnTerminal(c.unicode()); }))
        return text;
    QString out;
    out.reserve(text.size());
    for (const uint c : text.toUcs4()) {
        if (c == u'\n' || c == u'\r' || c == u'\t')
            out += u' ';
        else if (actsOnTerminal(c))
            out += QStringLiteral("\\u") +
                   QString::number(uint(c), 16).toUpper().rightJustified(4, u'0');
        else
            out += QString::fromUcs4(reinterpret_cast<const char32_t *>(&c), 1);
    }
    return out;
}

QString isoUtc(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QString localTime(const QDateTime &time)
{
    // The zone read once: QDateTime::toLocalTime() asks the C library, which looks at
    // /etc/localtime again for every row (issue #38).
    static const QTimeZone zone = QTimeZone::systemTimeZone();
    return time.toTimeZone(zone).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QJsonValue jsonNumber(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

void printTable(Streams &io, const QList<QStringList> &rows)
{
    QList<qsizetype> widths;
    for (const QStringList &row : rows)
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths[i], row[i].size());
        }
    for (const QStringList &row : rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row[i].leftJustified(widths[i] + 2) : row[i];
        io.out << line << '\n'; // flushed once, by the caller
    }
}

int listCommand(ScenarioLibrary &store, const QStringList &args, Streams &io)
{
    bool json = false;
    store::ListFilter filter;
    std::optional<QString> client;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--json")) {
            json = true;
        } else if (arg == QLatin1String("--search") || arg == QLatin1String("--client")) {
            if (i + 1 >= args.size())
                return fail(io, Msg::tr("store list: %1 needs a value").arg(arg));
            (arg == QLatin1String("--search") ? filter.text : client.emplace()) = args[++i];
        } else {
            return fail(io, Msg::tr("store list: unknown option “%1”").arg(arg));
        }
    }
    // --search: each word part of the name, client or notes, in any case (as the app's search
    // field); --client: that client's scenarios, in any case ("" for those without a client).
    const auto listed = [&]() -> store::Result<QList<store::ScenarioRecord>> {
        auto found = store.list(filter);
        if (found && client)
            found->removeIf([&](const store::ScenarioRecord &r) {
                return r.client.compare(*client, Qt::CaseInsensitive) != 0;
            });
        return found;
    };
    auto records = listed();
    if (!records)
        return storeFailure(io, records.error());
    // Scenarios stored before the list had its columns (or whose columns were never made) get
    // them now, the way the app fills them on start: the list never shows an empty answer for a
    // scenario that has one. A read-only library is listed as it is.
    const bool unsummarized =
        std::any_of(records->cbegin(), records->cend(), [](const store::ScenarioRecord &r) {
            return r.summary.recommendation.isEmpty();
        });
    if (unsummarized && !store.isReadOnly() && store.refreshSummaries().ok()) {
        records = listed();
        if (!records)
            return storeFailure(io, records.error());
    }
    if (json) {
        QJsonArray list;
        for (const store::ScenarioRecord &r : *records)
            list.append(QJsonObject{
                {QStringLiteral("id"), r.id},
                {QStringLiteral("name"), r.name},
                {QStringLiteral("client"), r.client},
                {QStringLiteral("created"), isoUtc(r.created)},
                {QStringLiteral("modified"), isoUtc(r.modified)},
                {QStringLiteral("revision"), r.revision},
                {QStringLiteral("recommendation"), r.summary.recommendation.isEmpty()
                                                       ? QJsonValue(QJsonValue::Null)
                                                       : QJsonValue(r.summary.recommendation)},
                {QStringLiteral("break_even_month"), jsonNumber(r.summary.breakEvenMonth)},
                {QStringLiteral("savings"), jsonNumber(r.summary.savings)},
                {QStringLiteral("savings_fraction"), jsonNumber(r.summary.savingsFraction)},
            });
        io.out << QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Indented));
        return kExitOk;
    }
    if (records->isEmpty()) {
        if (client || !filter.text.trimmed().isEmpty())
            io.out << Msg::tr("No scenario matches.") << Qt::endl;
        else
            io.out << Msg::tr("The scenario library is empty.") << Qt::endl;
        return kExitOk;
    }
    QList<QStringList> rows{
        {Msg::tr("ID"), Msg::tr("REV"), Msg::tr("MODIFIED"), Msg::tr("CLIENT"), Msg::tr("NAME")}};
    for (const store::ScenarioRecord &r : *records)
        rows.append({QString::number(r.id), QString::number(r.revision), localTime(r.modified),
                     cell(r.client), cell(r.name)});
    printTable(io, rows);
    return kExitOk;
}

int showCommand(ScenarioLibrary &store, const QStringList &args, Streams &io)
{
    const auto id = parseId(args.first());
    if (!id)
        return badId(io, args.first());
    const auto stored = store.load(*id);
    if (!stored)
        return storeFailure(io, stored.error());
    io.out << QString::fromUtf8(scenariofile::toCanonicalJson(stored->scenario));
    return kExitOk;
}

int checkCommand(ScenarioLibrary &store, const QStringList &, Streams &io)
{
    if (const auto checked = store.checkIntegrity(); !checked)
        return storeFailure(io, checked.error());
    io.out << Msg::tr("%1 passed its integrity check.").arg(store.location()) << '\n';
    return kExitOk;
}

// Takes `--note TEXT` (or --note=TEXT) out of `args`: the note of the revision a command stores.
// False (with the message written) when --note has no text.
bool takeNote(QStringList &args, QString &note, const QString &command, Streams &io)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--note")) {
            if (i + 1 >= args.size()) {
                fail(io, Msg::tr("store %1: --note needs a TEXT").arg(command));
                return false;
            }
            note = args[i + 1];
            args.remove(i, 2);
            --i;
        } else if (args[i].startsWith(QLatin1String("--note="))) {
            note = args[i].mid(7);
            args.remove(i);
            --i;
        }
    }
    return true;
}

int importCommand(ScenarioLibrary &store, const QStringList &given, Streams &io)
{
    QStringList args = given;
    QString note;
    if (!takeNote(args, note, QStringLiteral("import"), io))
        return kExitInvalid;
    if (args.isEmpty())
        return fail(io, Msg::tr("store import takes FILE... [--note TEXT]"));
    const auto ids = store.importFiles(args, note);
    if (!ids) {
        // A given file that cannot be read is bad input (2); other read/write errors are the
        // library's (1).
        const bool unreadableInput =
            ids.error().kind == store::StoreError::Kind::Io &&
            std::any_of(args.begin(), args.end(), [](const QString &path) {
                return !QFileInfo(path).isReadable() || !files::inputFileProblem(path).isEmpty();
            });
        return unreadableInput ? fail(io, ids.error().message) : storeFailure(io, ids.error());
    }
    for (qsizetype i = 0; i < ids->size(); ++i)
        io.out << Msg::tr("%1: imported as scenario %2").arg(args[i], QString::number(ids->at(i)))
               << Qt::endl;
    return kExitOk;
}

int exportCommand(ScenarioLibrary &store, const QStringList &args, Streams &io)
{
    QString idText;
    QString out;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--out")) {
            if (i + 1 >= args.size())
                return fail(io, Msg::tr("store export: --out needs a FILE"));
            out = args[++i];
        } else if (idText.isEmpty()) {
            idText = args[i];
        } else {
            return fail(io, Msg::tr("store export takes ID --out FILE"));
        }
    }
    if (idText.isEmpty() || out.isEmpty())
        return fail(io, Msg::tr("store export takes ID --out FILE"));
    const auto id = parseId(idText);
    if (!id)
        return badId(io, idText);
    if (auto exported = store.exportToFile(*id, out); !exported)
        return storeFailure(io, exported.error());
    io.out << Msg::tr("Scenario %1 exported to %2").arg(QString::number(*id), out) << Qt::endl;
    return kExitOk;
}

// `store save ID FILE [--note TEXT]`: the scenario file as the next revision of scenario ID,
// with its note. Refused, and nothing stored, when the file is not a valid scenario.
int saveCommand(ScenarioLibrary &store, const QStringList &given, Streams &io)
{
    QStringList args = given;
    QString note;
    if (!takeNote(args, note, QStringLiteral("save"), io))
        return kExitInvalid;
    if (args.size() != 2)
        return fail(io, Msg::tr("store save takes ID FILE [--note TEXT]"));
    const auto id = parseId(args[0]);
    if (!id)
        return badId(io, args[0]);
    const auto loaded = scenariofile::load(args[1]);
    if (const auto *error = std::get_if<scenariofile::Error>(&loaded))
        return fail(io, args[1] + QStringLiteral(": ") + error->toString());
    const auto current = store.load(*id);
    if (!current)
        return storeFailure(io, current.error());
    const auto saved = store.save(*id, std::get<Scenario>(loaded), current->record.revision, note);
    if (!saved)
        return storeFailure(io, saved.error());
    io.out << Msg::tr("Scenario %1: %2 saved as revision %3")
                  .arg(QString::number(*id), args[1], QString::number(*saved))
           << Qt::endl;
    return kExitOk;
}

int historyCommand(ScenarioLibrary &store, const QStringList &args, Streams &io)
{
    const auto id = parseId(args.first());
    if (!id)
        return badId(io, args.first());
    const auto revisions = store.history(*id);
    if (!revisions)
        return storeFailure(io, revisions.error());
    QList<QStringList> rows{{Msg::tr("REV"), Msg::tr("SAVED"), Msg::tr("AUTHOR"), Msg::tr("NOTE")}};
    for (const store::RevisionRecord &r : *revisions)
        rows.append({r.localDraft > 0
                         ? Msg::tr("local draft %1 after %2").arg(r.localDraft).arg(r.afterRevision)
                         : QString::number(r.revision),
                     localTime(r.savedAt), cell(r.author), cell(r.note)});
    printTable(io, rows);
    return kExitOk;
}

int restoreCommand(ScenarioLibrary &store, const QStringList &args, Streams &io)
{
    const auto id = parseId(args[0]);
    if (!id)
        return badId(io, args[0]);
    bool ok = false;
    const int revision = args[1].toInt(&ok);
    if (!ok || revision <= 0)
        return fail(io,
                    Msg::tr("“%1” is not a revision number (whole numbers from 1)").arg(args[1]));
    const auto restored = store.restoreRevision(*id, revision);
    if (!restored)
        return storeFailure(io, restored.error());
    io.out << Msg::tr("Scenario %1: revision %2 restored as revision %3")
                  .arg(QString::number(*id))
                  .arg(revision)
                  .arg(*restored)
           << Qt::endl;
    return kExitOk;
}

// The version 2 form of a stored version 1 scenario, saved as its next revision (the version 1
// revision stays in the history). A version 2 scenario is left as it is.
int upgradeCommand(ScenarioLibrary &store, const QStringList &args, Streams &io)
{
    const auto id = parseId(args.first());
    if (!id)
        return badId(io, args.first());
    const auto loaded = store.load(*id);
    if (!loaded)
        return storeFailure(io, loaded.error());
    if (loaded->scenario.inputs.modelVersion >= 2) {
        io.out << Msg::tr("Scenario %1 is already version 2 (revision %2)")
                      .arg(QString::number(*id))
                      .arg(loaded->record.revision)
               << Qt::endl;
        return kExitOk;
    }
    const Scenario upgraded = scenarioupgrade::toVersion2(loaded->scenario);
    if (const auto problem = scenariofile::validate(upgraded))
        return fail(io, problem->toString());
    const auto saved =
        store.save(*id, upgraded, loaded->record.revision, Msg::tr("Upgraded to version 2"));
    if (!saved)
        return storeFailure(io, saved.error());
    io.out << Msg::tr("Scenario %1: version 2 form stored as revision %2")
                  .arg(QString::number(*id))
                  .arg(*saved)
           << Qt::endl;
    return kExitOk;
}

int deleteCommand(ScenarioLibrary &store, const QStringList &args, Streams &io)
{
    const auto id = parseId(args.first());
    if (!id)
        return badId(io, args.first());
    if (auto trashed = store.moveToTrash(*id); !trashed)
        return storeFailure(io, trashed.error());
    io.out << Msg::tr("Scenario %1 moved to the trash").arg(*id) << Qt::endl;
    return kExitOk;
}

// The library at `location`, opened; nullptr after reporting why not (`status` then holds the
// exit status). A team library whose server wants a password that ~/.pgpass does not hold asks
// for it on the terminal (never from an argument), once.
std::unique_ptr<ScenarioLibrary> openForCommand(const QString &location,
                                                const store::LibraryOptions &options, Streams &io,
                                                int &status)
{
    auto library = store::makeLibrary(location, options);
    if (!library) {
        status = storeFailure(io, library.error());
        return nullptr;
    }
    if (auto opened = (*library)->open(location); !opened) {
        store::TeamConnection *team = (*library)->team();
        std::optional<QString> password;
        if (team && team->passwordNeeded())
            password = promptPassword(Msg::tr("Password for %1: ").arg((*library)->location()));
        if (!password && team && team->passwordNeeded()) { // no terminal: the request lacks
            status = fail(io, opened.error().message);     // its credentials (exit 2)
            return nullptr;
        }
        if (!password) {
            status = storeFailure(io, opened.error());
            return nullptr;
        }
        team->setPassword(*password);
        if (auto again = (*library)->open(location); !again) {
            status = storeFailure(io, again.error());
            return nullptr;
        }
    }
    return std::move(library).value();
}

// A library file a command is about to create, and the folders created for it: removed again
// when the command fails and the library holds no scenario, so a failed `store import` or `store
// copy` (a damaged file, a full disk) leaves no empty library, no 0-byte file and no folders
// behind. Nothing is done for a library that existed, or a team library.
class NewLibrary
{
public:
    explicit NewLibrary(const QString &location)
    {
        if (location.isEmpty() || store::backendFor(location) == store::Backend::PostgreSql ||
            QFileInfo(location).exists() || QFileInfo(location).isSymLink())
            return;
        m_file = QFileInfo(location).absoluteFilePath();
        for (QString folder = QFileInfo(m_file).absolutePath();
             !QFileInfo::exists(folder) && !QDir(folder).isRoot();
             folder = QFileInfo(folder).absolutePath())
            m_folders << folder; // the deepest first
    }
    // After a failed command: `library` (this command's, or null when it did not open) is
    // closed, and the file is removed when no scenario was stored in it.
    void discardAfterFailure(std::unique_ptr<ScenarioLibrary> library)
    {
        if (m_file.isEmpty() || !QFileInfo::exists(m_file))
            return removeFolders();
        if (library) {
            store::ListFilter everything;
            everything.trash = store::ListFilter::Trash::Include;
            const auto present = library->list(everything);
            if (present && !present->isEmpty())
                return;
            library.reset(); // closed: its -wal and -shm go with it
        }
        for (const char *suffix : {"", "-wal", "-shm", "-journal"})
            QFile::remove(m_file + QLatin1String(suffix));
        removeFolders();
    }

private:
    void removeFolders() const
    {
        for (const QString &folder : m_folders)
            QDir().rmdir(folder); // only when empty
    }

    QString m_file;
    QStringList m_folders;
};

// Whether two locations name the same library (the same file, or the same URI).
bool sameLibrary(const QString &a, const QString &b)
{
    if (store::backendFor(a) != store::backendFor(b))
        return false;
    if (store::backendFor(a) == store::Backend::PostgreSql)
        return a == b;
    const QFileInfo first(a);
    const QFileInfo second(b);
    if (first.exists() && second.exists())
        return first.canonicalFilePath() == second.canonicalFilePath();
    return first.absoluteFilePath() == second.absoluteFilePath();
}

const char kCopySynopsis[] = "store copy --from DB --to DB [--append]";

// The rest of `store copy`, once both libraries are open.
int copyInto(ScenarioLibrary &sourceLibrary, const std::unique_ptr<ScenarioLibrary> &target,
             bool append, Streams &io)
{
    ScenarioLibrary *const source = &sourceLibrary;
    if (!append) {
        store::ListFilter everything;
        everything.trash = store::ListFilter::Trash::Include;
        const auto present = target->list(everything);
        if (!present)
            return storeFailure(io, present.error());
        if (!present->isEmpty())
            return fail(io, Msg::tr("store copy: %1 is not empty (scenarios: %2, the trash "
                                    "included); copy into an empty library, or add --append to "
                                    "add the copies beside them with new IDs")
                                .arg(cell(target->location()), QString::number(present->size())));
    }
    const auto contents = source->contents();
    if (!contents)
        return storeFailure(io, contents.error());
    const auto added =
        target->addContents(*contents, append ? store::AddMode::Append : store::AddMode::IntoEmpty);
    if (!added)
        return storeFailure(io, added.error());
    qsizetype revisions = 0;
    for (const store::ScenarioHistory &history : contents->scenarios)
        revisions += history.revisions.size();
    io.out << Msg::tr("Copied from %1 to %2: scenarios %3, revisions %4")
                  .arg(cell(source->location()), cell(target->location()),
                       QString::number(added->size()), QString::number(revisions))
           << Qt::endl;
    for (const QString &warning : source->warnings() + target->warnings())
        io.err << "gpu-advisor-cli: " << Msg::tr("warning:") << ' ' << cell(warning) << Qt::endl;
    return kExitOk;
}

// `store copy`: the whole library at --from (every scenario with every revision, the trash,
// the clients) into the library at --to, in one transaction on the target: all or nothing.
// The target must hold no scenario unless --append is given; the IDs are kept in an empty
// target and new ones given with --append.
int copyCommand(const QStringList &args, Streams &io)
{
    QString from;
    QString to;
    bool append = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--from") || arg == QLatin1String("--to")) {
            if (i + 1 >= args.size() || args[i + 1].isEmpty())
                return fail(io, Msg::tr("store copy: %1 needs a library (a file or a "
                                        "postgresql:// URI); usage: %2")
                                    .arg(arg, QLatin1String(kCopySynopsis)));
            (arg == QLatin1String("--from") ? from : to) = args[++i];
        } else if (arg.startsWith(QLatin1String("--from="))) {
            from = arg.mid(7);
        } else if (arg.startsWith(QLatin1String("--to="))) {
            to = arg.mid(5);
        } else if (arg == QLatin1String("--append")) {
            append = true;
        } else {
            return fail(io, Msg::tr("store copy: unknown argument “%1”; usage: %2")
                                .arg(arg, QLatin1String(kCopySynopsis)));
        }
    }
    if (from.isEmpty() || to.isEmpty())
        return fail(io, Msg::tr("store copy needs both --from and --to; usage: %1")
                            .arg(QLatin1String(kCopySynopsis)));
    if (sameLibrary(from, to))
        return fail(
            io, Msg::tr("store copy: --from and --to name the same library (%1)").arg(cell(from)));

    store::LibraryOptions options;
    options.summarizer = assessment::summarizer();
    options.createIfMissing = false; // a mistyped --from must not create a library
    int status = kExitOk;
    const auto source = openForCommand(from, options, io, status);
    if (!source)
        return status;
    options.createIfMissing = true;
    NewLibrary newTarget(to);
    auto target = openForCommand(to, options, io, status);
    if (!target) {
        newTarget.discardAfterFailure(nullptr);
        return status;
    }
    const int copied = copyInto(*source, target, append, io);
    if (copied != kExitOk)
        newTarget.discardAfterFailure(std::move(target));
    return copied;
}

// `store sync`: sends the revisions that the desktop app kept while the team library at
// `location` was offline (its local copy, CachedLibrary; the same file the app uses), in order,
// each from the revision it started from. Nothing is asked: a revision refused because a
// colleague saved first is saved as a copy ("NAME (my changes)") and reported, so nothing is
// lost. Exit 0 when all were sent, 1 when one was a conflict or the server cannot be reached.
int syncCommand(const QString &location, Streams &io)
{
    if (store::backendFor(location) != store::Backend::PostgreSql)
        return fail(io, Msg::tr("store sync: %1 is not a team library (a postgresql:// URI)")
                            .arg(cell(location)));
    store::LibraryOptions options;
    options.summarizer = assessment::summarizer();
    auto made = store::makeCachedLibrary(location, options);
    if (!made)
        return storeFailure(io, made.error());
    store::ScenarioLibrary &library = **made;
    store::OfflineCopy *copy = library.offline();
    if (auto opened = library.open(location); !opened)
        return storeFailure(io, opened.error());
    const auto report = copy->synchronise();
    if (!report)
        return storeFailure(io, report.error());
    for (const auto &pushed : report->pushed)
        io.out << Msg::tr("Sent: scenario %1 “%2”, revision %3")
                      .arg(QString::number(pushed.queued.id), cell(pushed.queued.scenario.name),
                           QString::number(pushed.revision))
               << Qt::endl;
    int kept = 0;
    for (const store::QueuedRevision &refused : report->conflicts) {
        const auto saved = copy->resolve(refused.seq, store::Resolution::SaveCopy);
        if (!saved) {
            io.err << "gpu-advisor-cli: " << cell(saved.error().message) << Qt::endl;
            continue;
        }
        ++kept;
        io.out << Msg::tr("Conflict: scenario %1 “%2” changed on the server (revision %3) after "
                          "revision %4, which this revision started from; saved as a copy, "
                          "scenario %5")
                      .arg(QString::number(refused.id), cell(refused.scenario.name),
                           QString::number(refused.theirRevision),
                           QString::number(refused.baseRevision), QString::number(*saved))
               << Qt::endl;
    }
    io.out << Msg::tr("Sent %1, conflicts %2 (saved as copies %3)")
                  .arg(report->pushed.size())
                  .arg(report->conflicts.size())
                  .arg(kept)
           << Qt::endl;
    return report->conflicts.isEmpty() ? kExitOk : kExitFailure;
}

const Subcommand kSubcommands[] = {
    {"list", 0, 5, false, listCommand},      {"show", 1, 1, false, showCommand},
    {"import", 1, -1, true, importCommand},  {"export", 3, 3, false, exportCommand},
    {"save", 2, 4, true, saveCommand},       {"history", 1, 1, false, historyCommand},
    {"restore", 2, 2, true, restoreCommand}, {"upgrade", 1, 1, true, upgradeCommand},
    {"delete", 1, 1, true, deleteCommand},   {"check", 0, 0, false, checkCommand},
};

const char kSynopsis[] = "store [--db PATH] list [--json] [--search TEXT] [--client NAME] | "
                         "show ID | import FILE... [--note TEXT] | save ID FILE [--note TEXT] | "
                         "export ID --out FILE | history ID | restore "
                         "ID REVISION | upgrade ID | "
                         "delete ID | check | sync | copy --from DB --to DB [--append]";

int storeCommand(const QStringList &args, Streams &io)
{
    if (!args.isEmpty() && args.first() == QLatin1String("copy"))
        return copyCommand(args.mid(1), io);
    QStringList rest = args;
    QString database;
    while (!rest.isEmpty() && rest.first().startsWith(QLatin1String("--db"))) {
        const QString option = rest.takeFirst();
        if (option.startsWith(QLatin1String("--db="))) {
            database = option.mid(5);
        } else if (option == QLatin1String("--db") && !rest.isEmpty()) {
            database = rest.takeFirst();
        } else {
            return fail(io, Msg::tr("store: --db needs a PATH"));
        }
        if (database.isEmpty())
            return fail(io, Msg::tr("store: --db needs a PATH"));
    }
    if (database.isEmpty())
        database = store::defaultLibraryLocation();
    if (rest.isEmpty())
        return fail(io,
                    Msg::tr("store needs a subcommand; usage: %1").arg(QLatin1String(kSynopsis)));
    const QString name = rest.takeFirst();
    if (name == QLatin1String("copy"))
        return fail(io, Msg::tr("store copy takes --from and --to instead of --db; usage: %1")
                            .arg(QLatin1String(kCopySynopsis)));
    if (name == QLatin1String("sync")) {
        if (!rest.isEmpty())
            return fail(io, Msg::tr("store %1: wrong number of arguments; usage: %2")
                                .arg(name, QLatin1String(kSynopsis)));
        return syncCommand(database, io);
    }
    const auto subcommand =
        std::find_if(std::begin(kSubcommands), std::end(kSubcommands),
                     [&](const Subcommand &s) { return name == QLatin1String(s.name); });
    if (subcommand == std::end(kSubcommands))
        return fail(io, Msg::tr("store: unknown subcommand “%1”; usage: %2")
                            .arg(name, QLatin1String(kSynopsis)));
    // Check the arguments before opening: a typo must not create a library file.
    if (rest.size() < subcommand->minArgs ||
        (subcommand->maxArgs >= 0 && rest.size() > subcommand->maxArgs))
        return fail(io, Msg::tr("store %1: wrong number of arguments; usage: %2")
                            .arg(name, QLatin1String(kSynopsis)));

    store::LibraryOptions options;
    options.summarizer = assessment::summarizer();
    // A mistyped --db on a command that only reads must not create folders and a library.
    options.createIfMissing = subcommand->writes;
    int openStatus = kExitOk;
    NewLibrary created(subcommand->writes ? database : QString());
    auto library = openForCommand(database, options, io, openStatus);
    if (!library) {
        created.discardAfterFailure(nullptr);
        return openStatus;
    }
    const int status = subcommand->run(*library, rest, io);
    if (status != kExitOk) {
        io.out.flush();
        created.discardAfterFailure(std::move(library));
        return status;
    }
    io.out.flush();
    // Warnings (read-only library, network drive) follow a success; a failure says it all.
    if (status == kExitOk)
        for (const QString &warning : library->warnings())
            io.err << "gpu-advisor-cli: " << Msg::tr("warning:") << ' ' << cell(warning)
                   << Qt::endl;
    return status;
}

} // namespace

QString tableCell(const QString &text)
{
    return cell(text);
}

void printCellTable(Streams &io, const QList<QStringList> &rows)
{
    printTable(io, rows);
}

std::optional<Scenario> loadStoredOrReport(const QString &database, const QString &idText,
                                           Streams &io, int &status)
{
    status = kExitInvalid;
    const auto id = parseId(idText);
    if (!id) {
        badId(io, idText);
        return std::nullopt;
    }
    const QString location = database.isEmpty() ? store::defaultLibraryLocation() : database;
    // Reading must not create a library file (a team library is a URI: csv, xlsx, compare and
    // report read from it alike).
    if (store::backendFor(location) == store::Backend::Sqlite && !QFileInfo::exists(location)) {
        fail(io, Msg::tr("%1: no scenario library there").arg(location));
        return std::nullopt;
    }
    store::LibraryOptions options;
    options.summarizer = assessment::summarizer();
    auto library = store::openLibrary(location, options);
    if (!library) {
        status = storeFailure(io, library.error());
        return std::nullopt;
    }
    auto stored = (*library)->load(*id);
    if (!stored) {
        status = storeFailure(io, stored.error());
        return std::nullopt;
    }
    // Resolved like a file (assessment::resolve): the same answer as `evaluate` of its export.
    auto resolved = resolvedOrReport(stored->scenario, Msg::tr("library scenario %1").arg(*id), io);
    if (!resolved)
        return std::nullopt;
    status = kExitOk;
    return resolved;
}

std::optional<QList<SelectedScenario>> loadSelectionOrReport(const QString &command,
                                                             const QString &database,
                                                             const StoredSelection &selection,
                                                             Streams &io, int &status)
{
    status = kExitInvalid;
    const int given =
        int(!selection.ids.isEmpty()) + int(selection.client.has_value()) + int(selection.all);
    if (given != 1) {
        fail(io, Msg::tr("%1: give exactly one of --ids, --client, --all").arg(command));
        return std::nullopt;
    }
    QList<ScenarioId> wanted;
    for (const QString &part : selection.ids.split(u',', Qt::SkipEmptyParts)) {
        const auto id = parseId(part.trimmed());
        if (!id) {
            badId(io, part.trimmed());
            return std::nullopt;
        }
        if (!wanted.contains(*id))
            wanted.append(*id);
    }
    if (!selection.ids.isEmpty() && wanted.isEmpty()) {
        badId(io, selection.ids);
        return std::nullopt;
    }
    const QString location = database.isEmpty() ? store::defaultLibraryLocation() : database;
    if (!location.startsWith(QLatin1String("postgres")) && !QFileInfo::exists(location)) {
        fail(io, Msg::tr("%1: no scenario library there").arg(location));
        return std::nullopt;
    }
    store::LibraryOptions options;
    options.summarizer = assessment::summarizer();
    auto library = store::openLibrary(location, options);
    if (!library) {
        status = storeFailure(io, library.error());
        return std::nullopt;
    }
    // --client in any case ("acme" selects "Acme"): the names as the library lists them.
    auto records = (*library)->list();
    if (!records) {
        status = storeFailure(io, records.error());
        return std::nullopt;
    }
    if (selection.client)
        records->removeIf([&](const store::ScenarioRecord &r) {
            return r.client.compare(*selection.client, Qt::CaseInsensitive) != 0;
        });
    QList<store::ScenarioRecord> chosen;
    if (wanted.isEmpty()) {
        chosen = *records;
        std::sort(chosen.begin(), chosen.end(), [](const auto &a, const auto &b) {
            return std::tie(a.client, a.name, a.id) < std::tie(b.client, b.name, b.id);
        });
    } else {
        for (const ScenarioId id : wanted) {
            const auto it = std::find_if(records->cbegin(), records->cend(),
                                         [id](const auto &record) { return record.id == id; });
            if (it == records->cend()) {
                fail(io, Msg::tr("%1: there is no scenario %2 in the library")
                             .arg(command, QString::number(id)));
                return std::nullopt;
            }
            chosen.append(*it);
        }
    }
    if (selection.client && chosen.isEmpty()) {
        fail(io, Msg::tr("%1: the library has no scenario of client “%2”")
                     .arg(command, *selection.client));
        return std::nullopt;
    }
    // One catalog for the whole selection; each scenario resolved like a file.
    const auto context = assessment::loaded({});
    if (const auto *problem = std::get_if<assessment::Problem>(&context)) {
        fail(io, problem->toString());
        return std::nullopt;
    }
    QList<SelectedScenario> selected;
    for (const store::ScenarioRecord &record : chosen) {
        SelectedScenario one;
        one.id = record.id;
        one.client = record.client;
        one.name = record.name;
        auto stored = (*library)->load(record.id);
        if (!stored) {
            one.problem = stored.error().message;
        } else {
            auto resolved =
                assessment::resolve(stored->scenario, std::get<assessment::Context>(context));
            if (auto *scenario = std::get_if<Scenario>(&resolved))
                one.scenario = std::move(*scenario);
            else
                one.problem = std::get<assessment::Problem>(resolved).toString();
        }
        selected.append(std::move(one));
    }
    status = kExitOk;
    return selected;
}

void addStoreCommands(CommandLine &commandLine)
{
    commandLine.add(
        {QStringLiteral("store"), QLatin1String(kSynopsis),
         Msg::tr("Work with the scenario library (--db PATH or $GPU_ADVISOR_DB to choose "
                 "the file)."),
         storeCommand});
}

} // namespace gda::cli
