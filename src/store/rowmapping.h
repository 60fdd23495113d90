// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"
#include "scenario/scenariofile.h"
#include "scenariolibrary.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <optional>

// What the SQLite and the PostgreSQL library share to map rows to records and values to bound
// parameters: both keep the same columns (scenarios joined with clients, revisions' canonical
// JSON, times in milliseconds since 1970 UTC) and report the same errors for them. Internal to
// the store; the messages are in the translation context gda::store.
namespace gda::store::rows {

QDateTime fromMs(qint64 ms);

// A number or text column that may be NULL: none, a non-finite number or an empty text binds
// as NULL; NULL reads back as none.
QVariant nullableNumber(const std::optional<double> &value);
std::optional<double> optionalNumber(const QVariant &value);
QVariant nullableText(const QString &text);
// Qt binds a null QString as SQL NULL; NOT NULL text columns need an empty string instead.
QString notNull(const QString &text);

// Prepares `sql` (placeholders "?"), binds `values` in order and runs it as a prepared
// statement. On failure query.lastError() says why (a failed prepare is reported itself: exec()
// after it would only say "No query").
bool run(QSqlQuery &query, const QString &sql, const QVariantList &values = {});

QString displayPath(const QString &path);

// A connection name no other connection of this process has: `prefix` and a number.
QString uniqueConnectionName(const QString &prefix);

// The columns of a ScenarioRecord, in the order readRecord() expects them.
extern const QString kRecordSelect;
extern const QString kRecordFrom;
constexpr int kRecordColumns = 11;
ScenarioRecord readRecord(const QSqlQuery &query);

StoreError notFound(ScenarioId id);
StoreError inTrash(ScenarioId id, const QString &name);
StoreError damagedScenario(ScenarioId id, const QString &detail);
// Every stored scenario (current revision, old revision, summary refresh) is read back here.
Result<Scenario> parseStored(ScenarioId id, const QString &content);
// A file-level problem from the scenario loader, as a store error naming the file.
StoreError fileError(const QString &path, const scenariofile::Error &error);

} // namespace gda::store::rows
