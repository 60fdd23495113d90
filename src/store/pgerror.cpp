// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlerrors.h"

#include <QCoreApplication>
#include <QSqlError>

namespace gda::store {

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::store)
};

} // namespace

StoreError pgError(const QSqlError &error, const QString &what)
{
    const QString state = error.nativeErrorCode();
    const QString detail =
        (error.databaseText().isEmpty() ? error.driverText() : error.databaseText()).trimmed();
    // serialization_failure, deadlock_detected, lock_not_available, query_canceled
    if (state == QLatin1String("40001") || state == QLatin1String("40P01") ||
        state == QLatin1String("55P03") || state == QLatin1String("57014"))
        return {StoreError::Kind::Busy,
                Msg::tr("%1 failed: the team library was busy with other changes; try again")
                    .arg(what)};
    // insufficient_privilege: a reviewer writing, a row of another team's client (row-level
    // security), or a read-only transaction.
    if (state == QLatin1String("42501") || state == QLatin1String("25006"))
        return {StoreError::Kind::ReadOnly,
                Msg::tr("%1 failed: the team library does not allow you to make this change (%2)")
                    .arg(what, detail)};
    // Raised by the trigger gda_keep_shared (pgmigrations.cpp, version 4).
    if (state == QLatin1String("GDA01"))
        return {StoreError::Kind::ReadOnly,
                Msg::tr("%1 failed: a scenario shared by every team cannot be given a client; "
                        "save a copy of it for the client instead")
                    .arg(what)};
    // unique_violation: another connection stored the same revision first.
    if (state == QLatin1String("23505"))
        return {StoreError::Kind::Conflict,
                Msg::tr("%1 failed: someone else saved at the same moment; reload and try again")
                    .arg(what)};
    // no_data_found: raised by the team functions for a team that does not exist.
    if (state == QLatin1String("P0002"))
        return {StoreError::Kind::NotFound, Msg::tr("%1 failed: %2").arg(what, detail)};
    // character_not_in_repertoire: a NUL character, which PostgreSQL's text cannot hold.
    if (state == QLatin1String("22021"))
        return {StoreError::Kind::Invalid,
                Msg::tr("%1 failed: a name or text contains a NUL character (\\0), which the "
                        "team library cannot store; remove it")
                    .arg(what)};
    if (state.startsWith(QLatin1String("22")))
        return {StoreError::Kind::Invalid, Msg::tr("%1 failed: %2").arg(what, detail)};
    if (state == QLatin1String("53100"))
        return {StoreError::Kind::Io, Msg::tr("%1 failed: the server's disk is full").arg(what)};
    if (state.startsWith(QLatin1String("XX")))
        return {StoreError::Kind::Corrupt,
                Msg::tr("%1 failed: the server reports damaged data (%2)").arg(what, detail)};
    if (state.isEmpty() || state.startsWith(QLatin1String("08")) ||
        state.startsWith(QLatin1String("57P")))
        return {StoreError::Kind::Io,
                Msg::tr("%1 failed: the team library's server cannot be reached (%2)")
                    .arg(what, detail)};
    return {StoreError::Kind::Io, Msg::tr("%1 failed: %2").arg(what, detail)};
}

} // namespace gda::store
