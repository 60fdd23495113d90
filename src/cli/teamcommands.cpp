// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamcommands.h"

#include "commandline.h"
#include "store/libraryfactory.h"
#include "store/pgteamadmin.h"
#include "storecommands.h"

#include <QCoreApplication>
#include <QFile>

namespace gda::cli {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::cli)
};

const char kSynopsis[] =
    "team [--db URI] init | add-team NAME | add-user USER --team NAME "
    "[--role consultant|reviewer] [--password-stdin] | remove-user USER --team NAME | "
    "assign-client CLIENT --team NAME | list";

int teamFailure(Streams &io, const store::StoreError &error)
{
    using Kind = store::StoreError::Kind;
    const bool request = error.kind == Kind::NotFound || error.kind == Kind::Invalid ||
                         error.kind == Kind::Unsupported;
    return fail(io, error.message, request ? kExitInvalid : kExitFailure);
}

// Takes "--name VALUE" (or --name=VALUE) out of `args`; empty when absent, nullopt when the
// value is missing.
std::optional<QString> takeOption(QStringList &args, const QString &name)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == name) {
            if (i + 1 >= args.size())
                return std::nullopt;
            const QString value = args[i + 1];
            args.remove(i, 2);
            return value;
        }
        if (args[i].startsWith(name + u'=')) {
            const QString value = args[i].mid(name.size() + 1);
            args.remove(i);
            return value;
        }
    }
    return QString();
}

int teamCommand(const QStringList &arguments, Streams &io)
{
    QStringList args = arguments;
    const auto db = takeOption(args, QStringLiteral("--db"));
    if (!db || (db->isEmpty() && arguments.contains(QStringLiteral("--db"))))
        return fail(io, Msg::tr("team: --db needs a postgresql:// URI"));
    const QString location = db->isEmpty() ? store::defaultLibraryLocation() : *db;
    if (store::backendFor(location) != store::Backend::PostgreSql)
        return fail(io, Msg::tr("team works on a team library: give --db postgresql://… (or set "
                                "GPU_ADVISOR_DB to one)"));
    if (args.isEmpty())
        return fail(io,
                    Msg::tr("team needs a subcommand; usage: %1").arg(QLatin1String(kSynopsis)));
    const QString name = args.takeFirst();
    const auto team = takeOption(args, QStringLiteral("--team"));
    const auto role = takeOption(args, QStringLiteral("--role"));
    const bool passwordStdin = args.removeAll(QStringLiteral("--password-stdin")) > 0;
    if (!team || !role)
        return fail(io, Msg::tr("team %1: an option has no value; usage: %2")
                            .arg(name, QLatin1String(kSynopsis)));
    for (const QString &arg : args)
        if (arg.startsWith(QLatin1String("--")))
            return fail(io, Msg::tr("team %1: unknown option “%2”").arg(name, arg));

    const auto usage = [&] {
        return fail(
            io, Msg::tr("team %1: wrong arguments; usage: %2").arg(name, QLatin1String(kSynopsis)));
    };
    store::PgTeamAdmin::Role memberRole = store::PgTeamAdmin::Role::Consultant;
    const bool noArguments = name == QLatin1String("init") || name == QLatin1String("list");
    if (noArguments || name == QLatin1String("add-team")) {
        if (args.size() != (noArguments ? 0 : 1) || !team->isEmpty() || !role->isEmpty() ||
            passwordStdin)
            return usage();
    } else if (name == QLatin1String("add-user") || name == QLatin1String("assign-client") ||
               name == QLatin1String("remove-user")) {
        if (args.size() != 1 || team->isEmpty())
            return usage();
        if (name != QLatin1String("add-user") && (!role->isEmpty() || passwordStdin))
            return usage();
        if (*role == QLatin1String("reviewer"))
            memberRole = store::PgTeamAdmin::Role::Reviewer;
        else if (!role->isEmpty() && *role != QLatin1String("consultant"))
            return fail(io, Msg::tr("team add-user: --role is “%1”; it must be consultant or "
                                    "reviewer")
                                .arg(*role));
    } else {
        return fail(io, Msg::tr("team: unknown subcommand “%1”; usage: %2")
                            .arg(name, QLatin1String(kSynopsis)));
    }

    // The password comes on standard input, never as an argument (a process listing shows
    // those).
    QString password;
    if (passwordStdin) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            return fail(io, Msg::tr("team add-user: cannot read the password from standard "
                                    "input"));
        password = QString::fromUtf8(in.readLine()).remove(u'\n').remove(u'\r');
        if (password.isEmpty())
            return fail(io, Msg::tr("team add-user: --password-stdin read an empty password"));
    }

    store::PgTeamAdmin admin;
    if (auto opened = admin.open(location); !opened)
        return teamFailure(io, opened.error());
    if (name == QLatin1String("list")) {
        const auto teams = admin.memberships();
        if (!teams)
            return teamFailure(io, teams.error());
        if (teams->isEmpty()) {
            io.out << Msg::tr("The team library has no teams yet (team add-team NAME).")
                   << Qt::endl;
            return kExitOk;
        }
        QList<QStringList> rows{
            {Msg::tr("TEAM"), Msg::tr("CLIENTS"), Msg::tr("MEMBER"), Msg::tr("ROLE")}};
        for (const store::PgTeamAdmin::Membership &m : *teams)
            rows.append({tableCell(m.team), QString::number(m.clients), tableCell(m.member),
                         m.role == QLatin1String("consultant") ? Msg::tr("consultant")
                         : m.role.isEmpty()                    ? QString()
                                                               : Msg::tr("reviewer")});
        printCellTable(io, rows);
        return kExitOk;
    }
    store::Result<void> done;
    QString message;
    if (name == QLatin1String("init")) {
        done = admin.init();
        message = Msg::tr("Access rules are set up: row-level security is on.");
    } else if (name == QLatin1String("add-team")) {
        done = admin.addTeam(args.first());
        message = Msg::tr("Team “%1” added.").arg(tableCell(args.first()));
    } else if (name == QLatin1String("add-user")) {
        done = admin.addUser(args.first(), *team, memberRole, password);
        message = (memberRole == store::PgTeamAdmin::Role::Consultant
                       ? Msg::tr("%1 is a consultant of the team “%2”.")
                       : Msg::tr("%1 is a reviewer of the team “%2”."))
                      .arg(tableCell(args.first()), tableCell(*team));
    } else if (name == QLatin1String("remove-user")) {
        done = admin.removeUser(args.first(), *team);
        message = Msg::tr("%1 is no longer a member of the team “%2” (the login role stays).")
                      .arg(tableCell(args.first()), tableCell(*team));
    } else {
        done = admin.assignClient(args.first(), *team);
        message = Msg::tr("The client “%1” belongs to the team “%2”.")
                      .arg(tableCell(args.first()), tableCell(*team));
    }
    if (!done)
        return teamFailure(io, done.error());
    io.out << message << Qt::endl;
    return kExitOk;
}

} // namespace

void addTeamCommands(CommandLine &commandLine)
{
    commandLine.add({QStringLiteral("team"), QLatin1String(kSynopsis),
                     Msg::tr("Set up who may see what in a team library on PostgreSQL (roles "
                             "and row-level security)."),
                     teamCommand});
}

} // namespace gda::cli
