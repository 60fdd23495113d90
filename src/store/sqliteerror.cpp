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

// Primary SQLite result codes (the driver reports extended codes; the low byte is the primary).
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteFull = 13;
constexpr int kSqliteNotADatabase = 26;

} // namespace

StoreError sqlError(const QSqlError &error, const QString &what)
{
    bool numeric = false;
    const int code = error.nativeErrorCode().toInt(&numeric) & 0xff;
    const QString detail =
        error.databaseText().isEmpty() ? error.driverText() : error.databaseText();
    if (numeric) {
        switch (code) {
        case kSqliteBusy:
        case kSqliteLocked:
            return {
                StoreError::Kind::Busy,
                Msg::tr("%1 failed: another program kept the scenario library locked; try again")
                    .arg(what)};
        case kSqliteCorrupt:
        case kSqliteNotADatabase:
            return {
                StoreError::Kind::Corrupt,
                Msg::tr("%1 failed: the scenario library file is damaged (%2)").arg(what, detail)};
        case kSqliteReadOnly:
            return {StoreError::Kind::ReadOnly,
                    Msg::tr("%1 failed: the scenario library file cannot be written (%2)")
                        .arg(what, detail)};
        case kSqliteFull:
            return {StoreError::Kind::Io, Msg::tr("%1 failed: the disk is full").arg(what)};
        default:
            break;
        }
    }
    return {StoreError::Kind::Io, Msg::tr("%1 failed: %2").arg(what, detail)};
}

} // namespace gda::store
