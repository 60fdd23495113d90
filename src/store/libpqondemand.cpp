// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The libpq functions the store calls itself (postgreslibrary.cpp: whether a failed connection
// wanted a password, whether an open one was lost; pgteamadmin.cpp: a new user's password
// verifier, computed here so that the password is never sent), defined here so that the programs
// do not link libpq: it is loaded the first time one of them runs. Until then a program maps
// neither libpq nor what it brings (OpenSSL, Kerberos, LDAP, GnuTLS…); by then Qt's PostgreSQL
// driver has usually loaded it already. Without libpq they answer as for a connection that could
// not be made.
#include "ondemand/ondemandlibrary.h"

#include <libpq-fe.h>

namespace {

gda::ondemand::OnDemandLibrary &libpq()
{
    static gda::ondemand::OnDemandLibrary library({GDA_LIBPQ_SONAME});
    return library;
}

} // namespace

extern "C" {

PGconn *PQconnectdbParams(const char *const *keywords, const char *const *values, int expandDbname)
{
    GDA_ONDEMAND_CALL(libpq(), PQconnectdbParams, nullptr, keywords, values, expandDbname);
}

ConnStatusType PQstatus(const PGconn *connection)
{
    if (connection == nullptr)
        return CONNECTION_BAD;
    GDA_ONDEMAND_CALL(libpq(), PQstatus, CONNECTION_BAD, connection);
}

int PQconnectionNeedsPassword(const PGconn *connection)
{
    if (connection == nullptr)
        return 0;
    GDA_ONDEMAND_CALL(libpq(), PQconnectionNeedsPassword, 0, connection);
}

int PQconnectionUsedPassword(const PGconn *connection)
{
    if (connection == nullptr)
        return 0;
    GDA_ONDEMAND_CALL(libpq(), PQconnectionUsedPassword, 0, connection);
}

void PQfinish(PGconn *connection)
{
    if (connection == nullptr)
        return;
    GDA_ONDEMAND_CALL(libpq(), PQfinish, void(), connection);
}

char *PQencryptPasswordConn(PGconn *connection, const char *password, const char *user,
                            const char *algorithm)
{
    if (connection == nullptr)
        return nullptr;
    GDA_ONDEMAND_CALL(libpq(), PQencryptPasswordConn, nullptr, connection, password, user,
                      algorithm);
}

char *PQerrorMessage(const PGconn *connection)
{
    static char none[] = "";
    if (connection == nullptr)
        return none;
    GDA_ONDEMAND_CALL(libpq(), PQerrorMessage, none, connection);
}

void PQfreemem(void *memory)
{
    if (memory == nullptr)
        return;
    GDA_ONDEMAND_CALL(libpq(), PQfreemem, void(), memory);
}

} // extern "C"
