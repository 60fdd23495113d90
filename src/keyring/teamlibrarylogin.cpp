// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamlibrarylogin.h"

#include "store/pglocation.h"
#include "store/teamconnection.h"

#include <QCoreApplication>

namespace gda::keyring {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::keyring)
};

} // namespace

TeamLoginOutcome openTeamLibrary(store::ScenarioLibrary &library, const QString &location,
                                 const TeamLogin &login)
{
    TeamLoginOutcome outcome{store::Result<void>{}, {}, false, false};
    store::TeamConnection *team = library.team();
    if (team == nullptr) {
        outcome.opened = library.open(location);
        return outcome;
    }
    const auto where = store::parsePgLocation(location);
    if (!where) {
        outcome.opened = where.error();
        return outcome;
    }
    team->setPassword({});
    if (!where->password.isEmpty()) { // the URI's own password goes first, as libpq does
        outcome.opened = library.open(location);
        return outcome;
    }
    const QString account = where->display();
    const bool keyringUsable = login.useKeyring && login.keyring != nullptr;

    // 1. The system keyring.
    if (keyringUsable) {
        const PasswordKeyring::Answer kept = login.keyring->read(account);
        if (kept.status == PasswordKeyring::Status::Done) {
            team->setPassword(kept.password);
            outcome.opened = library.open(location);
            if (outcome.opened) { // the library keeps it, in memory, to reconnect
                outcome.fromKeyring = true;
                return outcome;
            }
            team->setPassword({});
            outcome.notes << Msg::tr("The password kept in the system keyring for %1 did not "
                                     "open it: %2")
                                 .arg(account, outcome.opened.error().message);
        } else if (kept.status == PasswordKeyring::Status::Unavailable) {
            outcome.notes << kept.message + u' ' +
                                 Msg::tr("The password comes from ~/.pgpass or is asked for.");
        }
    }

    // 2. libpq's own: $PGPASSWORD, ~/.pgpass (or none needed: trust, peer, certificates).
    outcome.opened = library.open(location);
    if (outcome.opened || !team->passwordNeeded() || !login.ask)
        return outcome;

    // 3. The user.
    QString why = outcome.notes.isEmpty()
                      ? Msg::tr("The server asks for a password that neither the system keyring "
                                "nor ~/.pgpass holds.")
                      : outcome.notes.last();
    for (int attempt = 0; attempt < login.maxAttempts; ++attempt) {
        const std::optional<PasswordReply> reply = login.ask(account, why);
        if (!reply)
            return outcome; // cancelled: the "asks for a password" error stands
        team->setPassword(reply->password);
        outcome.opened = library.open(location);
        if (!outcome.opened) {
            team->setPassword({});
            why =
                Msg::tr("The server refused the password: %1").arg(outcome.opened.error().message);
            continue;
        }
        if (reply->remember) {
            if (login.keyring == nullptr)
                break;
            const PasswordKeyring::Answer stored = login.keyring->write(account, reply->password);
            if (stored.status == PasswordKeyring::Status::Done)
                outcome.remembered = true;
            else
                outcome.notes
                    << Msg::tr("The password was used but not remembered: %1").arg(stored.message);
        }
        break;
    }
    return outcome;
}

} // namespace gda::keyring
