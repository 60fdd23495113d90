// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"
#include "store/storeerror.h"

#include <catch2/catch.hpp>

#include <QSqlDatabase>
#include <QStringList>

namespace gda::test {

// The worked examples in tests/data/examples (scenario files, not their .expected.json).
QStringList exampleFiles();

// A worked example, loaded; fails the test when it does not load.
Scenario exampleScenario(const QString &baseName = QStringLiteral("seed-100-gpu-cluster"));

// The command lines of the machine's processes (what `ps -ef` shows, from /proc/*/cmdline) that
// hold `text`: a password must never be among them.
QStringList processesShowing(const QString &text);

QByteArray sha256Hex(const QByteArray &bytes);
QByteArray fileSha256(const QString &path);

// Fails the current test with the error's message unless `result` holds a value.
template <typename R> void requireOk(const R &result)
{
    if (!result.ok())
        FAIL("store error (" << store::kindKey(result.error().kind)
                             << "): " << result.error().message.toStdString());
}

// The error kind of a failed result; fails the test when the call succeeded.
template <typename R> store::StoreError::Kind errorKind(const R &result)
{
    REQUIRE_FALSE(result.ok());
    INFO(result.error().message.toStdString());
    CHECK_FALSE(result.error().message.isEmpty());
    return result.error().kind;
}

// A plain connection of its own to an SQLite file, for looking behind the store's back;
// removed from Qt's registry when it goes out of scope.
class RawDatabase
{
public:
    explicit RawDatabase(const QString &path, bool readOnly = false);
    ~RawDatabase();
    RawDatabase(const RawDatabase &) = delete;
    RawDatabase &operator=(const RawDatabase &) = delete;

    QSqlDatabase &db() { return m_db; }
    // The first column of the first row of `sql`; fails the test on an SQL error.
    QVariant value(const QString &sql);
    void exec(const QString &sql);

private:
    QString m_name;
    QSqlDatabase m_db;
};

} // namespace gda::test
