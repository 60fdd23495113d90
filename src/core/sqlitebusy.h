// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A statement SQLite may refuse with "database is locked" without waiting for its busy timeout.
// Header only: used by the libraries that already link Qt SQL (store, catalog).
#pragma once

#include <QDeadlineTimer>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

namespace gda::sqlite {

// Runs `statement`, trying again for up to `timeoutMs` while SQLite answers SQLITE_BUSY or
// SQLITE_LOCKED. Needed for `PRAGMA journal_mode = WAL`: switching a new database file to
// write-ahead logging needs it to itself, and SQLite gives up at once — the busy handler set by
// busy_timeout is not consulted — when another process is opening the same new file. Two
// first imports into a new catalog at the same moment failed that way about once in 70.
inline bool execWhileBusy(QSqlQuery &query, const QString &statement, int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        if (query.exec(statement))
            return true;
        const int code = query.lastError().nativeErrorCode().toInt() & 0xff;
        if ((code != 5 /* SQLITE_BUSY */ && code != 6 /* SQLITE_LOCKED */) || deadline.hasExpired())
            return false;
        // A short, varied pause, so that two processes do not retry in step.
        QThread::msleep(5 + QRandomGenerator::global()->bounded(20));
    }
}

} // namespace gda::sqlite
