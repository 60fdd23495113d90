// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqllibrary.h"

#include "rowmapping.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <map>

namespace gda::store {

using namespace rows;

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::store)
};

// The list columns of a scenario as bound values, in the order the statements name them:
// recommendation, break_even_month, savings, savings_fraction.
QVariantList summaryValues(const ScenarioSummary &summary)
{
    return {nullableText(summary.recommendation), nullableNumber(summary.breakEvenMonth),
            nullableNumber(summary.savings), nullableNumber(summary.savingsFraction)};
}

} // namespace

bool SqlLibrary::isOpen() const
{
    return m_db.isOpen();
}

void SqlLibrary::forgetState()
{
    m_readOnly = false;
    m_readOnlyReason.clear();
    m_warnings.clear();
}

QSqlQuery SqlLibrary::reader() const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(m_dialect.forwardOnlyReads());
    return query;
}

StoreError SqlLibrary::error(const QSqlQuery &query, const QString &what) const
{
    return m_dialect.error(query.lastError(), what);
}

Result<void> SqlLibrary::requireOpen(const QString &what) const
{
    if (!m_db.isOpen())
        return StoreError{StoreError::Kind::Io,
                          Msg::tr("%1 failed: no scenario library is open").arg(what)};
    return {};
}

Result<void> SqlLibrary::requireWritable(const QString &what) const
{
    if (auto open = requireOpen(what); !open)
        return open;
    if (m_readOnly)
        return StoreError{StoreError::Kind::ReadOnly,
                          Msg::tr("%1 failed: the scenario library is read-only. %2")
                              .arg(what, m_readOnlyReason)};
    return {};
}

Result<void> SqlLibrary::checkWritable(const QString &what) const
{
    return requireWritable(what);
}

template <typename Body>
auto SqlLibrary::inWriteTransaction(const QString &what, Body &&body) -> decltype(body())
{
    if (auto writable = requireWritable(what); !writable)
        return writable.error();
    QSqlDatabase &db = m_db;
    if (auto begun = m_dialect.begin(db, SqlDialect::TransactionMode::Write, what); !begun)
        return begun.error();
    auto result = body();
    if (!result) {
        m_dialect.rollback(db);
        return result;
    }
    if (auto committed = m_dialect.commit(db, what); !committed) {
        m_dialect.rollback(db);
        return committed.error();
    }
    return result;
}

Result<QVariant> SqlLibrary::clientId(const QString &client, const QString &what)
{
    if (client.isEmpty())
        return QVariant(QMetaType::fromType<qlonglong>());
    QSqlQuery query(m_db);
    // A new client only when none of that name is visible: in a team library a client's name
    // is unique within its team, and row-level security hides other teams' clients, so a name
    // another team uses becomes a client of this user's team and reveals nothing (issue 39).
    // Waits for a concurrent insert of the same name instead of failing on it.
    if (!run(query,
             QStringLiteral("INSERT INTO clients (name, created) SELECT ?, ") + m_dialect.now() +
                 QStringLiteral(" WHERE NOT EXISTS (SELECT 1 FROM clients WHERE name = ?)"
                                " ON CONFLICT DO NOTHING"),
             {client, client}))
        return error(query, what);
    if (!run(query, QStringLiteral("SELECT id FROM clients WHERE name = ? ORDER BY id LIMIT 1"),
             {client}))
        return error(query, what);
    if (!query.next()) {
        if (query.lastError().isValid())
            return error(query, what);
        // A team library's row-level security hides a client of another team.
        return StoreError{StoreError::Kind::ReadOnly,
                          Msg::tr("%1 failed: the team library does not allow you to use the "
                                  "client “%2”")
                              .arg(what, client)};
    }
    return query.value(0);
}

Result<ScenarioId> SqlLibrary::insert(const PreparedScenario &prepared, const QString &what)
{
    const auto client = clientId(prepared.scenario.client, what);
    if (!client)
        return client.error();
    const QString now = m_dialect.now();
    QSqlQuery query(m_db);
    if (!run(query,
             QStringLiteral(
                 "INSERT INTO scenarios (client_id, name, name_key, search_text, created,"
                 " modified, recommendation, break_even_month, savings, savings_fraction, revision)"
                 " VALUES (?, ?, ?, ?, ") +
                 now + QStringLiteral(", ") + now +
                 QStringLiteral(", ?, ?, ?, ?, 1) RETURNING id, modified"),
             QVariantList{*client, prepared.scenario.name, prepared.nameKey, prepared.searchText} +
                 summaryValues(prepared.summary)) ||
        !query.next())
        return error(query, what);
    const ScenarioId id = query.value(0).toLongLong();
    const qint64 savedAt = query.value(1).toLongLong();
    query.finish();
    if (!run(query,
             QStringLiteral("INSERT INTO revisions (scenario_id, revision, content, saved_at,"
                            " note, author) VALUES (?, 1, ?, ?, ?, ?)"),
             {id, prepared.content, savedAt, notNull(prepared.note), notNull(prepared.author)}))
        return error(query, what);
    return id;
}

Result<QList<ScenarioId>> SqlLibrary::insertScenarios(const QList<PreparedScenario> &scenarios,
                                                      const QString &what)
{
    auto inserted = inWriteTransaction(what, [&]() -> Result<QList<ScenarioId>> {
        QList<ScenarioId> ids;
        for (const PreparedScenario &prepared : scenarios) {
            const auto id = insert(prepared, what);
            if (!id)
                return id.error();
            ids.append(*id);
        }
        return ids;
    });
    if (inserted)
        for (ScenarioId id : *inserted)
            notify({LibraryChange::Kind::Created, id, 1});
    return inserted;
}

Result<int> SqlLibrary::storeRevision(const RevisionWrite &write)
{
    const QString &what = write.what;
    const ScenarioId id = write.id;
    if (auto writable = requireWritable(what); !writable)
        return writable.error();
    const auto prepared = prepare(write.scenario, write.note);
    if (!prepared)
        return prepared.error();
    auto revision = inWriteTransaction(what, [&]() -> Result<int> {
        // Inside the transaction, which holds the scenario until commit: a concurrent save
        // waits and then sees the revision this one stored.
        QSqlQuery query(m_db);
        if (!run(query,
                 QStringLiteral(
                     "SELECT revision, deleted_at, client_id, name FROM scenarios WHERE id = ?") +
                     m_dialect.lockRows(),
                 {id}))
            return error(query, what);
        if (!query.next())
            return notFound(id);
        const int stored = query.value(0).toInt();
        const bool trashed = !query.value(1).isNull();
        const QVariant oldClient = query.value(2);
        const QString storedName = query.value(3).toString();
        query.finish();
        if (trashed)
            return inTrash(id, storedName);
        if (write.expectedRevision && stored != *write.expectedRevision)
            return StoreError{StoreError::Kind::Conflict,
                              Msg::tr("“%1” was saved elsewhere since it was opened (revision %2, "
                                      "opened at revision %3). These changes were not saved: "
                                      "save them as a new scenario, or reload.")
                                  .arg(storedName, QString::number(stored),
                                       QString::number(*write.expectedRevision))};
        const auto client = clientId(prepared->scenario.client, what);
        if (!client)
            return client.error();
        const int revision = stored + 1;
        if (!run(query,
                 QStringLiteral(
                     "UPDATE scenarios SET client_id = ?, name = ?, name_key = ?, search_text = ?,"
                     " modified = ") +
                     m_dialect.now() +
                     QStringLiteral(", recommendation = ?, break_even_month = ?, savings = ?,"
                                    " savings_fraction = ?, revision = ? WHERE id = ?"
                                    " RETURNING modified"),
                 QVariantList{*client, prepared->scenario.name, prepared->nameKey,
                              prepared->searchText} +
                     summaryValues(prepared->summary) + QVariantList{revision, id}))
            return error(query, what);
        if (!query.next()) // the row is there but this user may not change it
            return StoreError{StoreError::Kind::ReadOnly,
                              Msg::tr("%1 failed: the team library does not allow you to "
                                      "change this scenario")
                                  .arg(what)};
        const qint64 savedAt = query.value(0).toLongLong();
        query.finish();
        if (!run(query,
                 QStringLiteral("INSERT INTO revisions (scenario_id, revision, content, saved_at,"
                                " note, author) VALUES (?, ?, ?, ?, ?, ?)"),
                 {id, revision, prepared->content, savedAt, notNull(prepared->note),
                  notNull(prepared->author)}))
            return error(query, what);
        if (!m_dialect.keepsClients() && !oldClient.isNull() && oldClient != *client) {
            // The previous client goes when its last scenario leaves it.
            if (!run(query,
                     QStringLiteral("DELETE FROM clients WHERE id = ? AND NOT EXISTS"
                                    " (SELECT 1 FROM scenarios WHERE client_id = ?)"),
                     {oldClient, oldClient}))
                return error(query, what);
        }
        return revision;
    });
    if (revision)
        notify({LibraryChange::Kind::Saved, id, *revision});
    return revision;
}

Result<StoredScenario> SqlLibrary::load(ScenarioId id) const
{
    const QString what = Msg::tr("Loading scenario %1").arg(id);
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query = reader();
    if (!run(query,
             kRecordSelect + QStringLiteral(", r.content") + kRecordFrom +
                 QStringLiteral(" LEFT JOIN revisions r ON r.scenario_id = s.id AND r.revision ="
                                " s.revision WHERE s.id = ?"),
             {id}))
        return error(query, what);
    if (!query.next())
        return notFound(id);
    StoredScenario stored;
    stored.record = readRecord(query);
    if (query.value(kRecordColumns).isNull())
        return damagedScenario(
            id, Msg::tr("its current revision %1 is missing").arg(stored.record.revision));
    auto scenario = parseStored(id, query.value(kRecordColumns).toString());
    if (!scenario)
        return scenario.error();
    stored.scenario = std::move(scenario).value();
    return stored;
}

Result<QList<ScenarioRecord>> SqlLibrary::list(const ListFilter &filter) const
{
    const QString what = Msg::tr("Listing the scenarios");
    if (auto open = requireOpen(what); !open)
        return open.error();
    QString sql = kRecordSelect + kRecordFrom + QStringLiteral(" WHERE 1 = 1");
    QVariantList values;
    switch (filter.trash) {
    case ListFilter::Trash::Exclude:
        sql += QStringLiteral(" AND s.deleted_at IS NULL");
        break;
    case ListFilter::Trash::Only:
        sql += QStringLiteral(" AND s.deleted_at IS NOT NULL");
        break;
    case ListFilter::Trash::Include:
        break;
    }
    if (filter.client) {
        if (filter.client->isEmpty()) {
            sql += QStringLiteral(" AND s.client_id IS NULL");
        } else {
            sql += QStringLiteral(" AND c.name = ?");
            values << *filter.client;
        }
    }
    if (!filter.name.isEmpty()) {
        sql += QStringLiteral(" AND ") + m_dialect.contains(QStringLiteral("s.name_key"));
        values << filter.name.toCaseFolded();
    }
    const QStringList words =
        filter.text.toCaseFolded().simplified().split(u' ', Qt::SkipEmptyParts);
    for (const QString &word : words) {
        sql += QStringLiteral(" AND ") + m_dialect.contains(QStringLiteral("s.search_text"));
        values << word;
    }
    sql += QStringLiteral(" ORDER BY s.modified DESC, s.id DESC");

    QSqlQuery query = reader();
    if (!run(query, sql, values))
        return error(query, what);
    QList<ScenarioRecord> records;
    records.reserve(std::max(0, query.size()));
    while (query.next())
        records.append(readRecord(query));
    if (query.lastError().isValid())
        return error(query, what);
    return records;
}

Result<QStringList> SqlLibrary::clients() const
{
    const QString what = Msg::tr("Listing the clients");
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query = reader();
    if (!run(query, QStringLiteral("SELECT DISTINCT c.name FROM clients c JOIN scenarios s"
                                   " ON s.client_id = c.id WHERE s.deleted_at IS NULL")))
        return error(query, what);
    QStringList names;
    while (query.next())
        names << query.value(0).toString();
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        return QString::localeAwareCompare(a, b) < 0;
    });
    return names;
}

Result<void> SqlLibrary::moveToTrash(ScenarioId id)
{
    const QString what = Msg::tr("Moving the scenario to the trash");
    auto moved = inWriteTransaction(what, [&]() -> Result<void> {
        QSqlQuery query(m_db);
        if (!run(query,
                 QStringLiteral("SELECT deleted_at FROM scenarios WHERE id = ?") +
                     m_dialect.lockRows(),
                 {id}))
            return error(query, what);
        if (!query.next())
            return notFound(id);
        const bool trashed = !query.value(0).isNull();
        query.finish();
        if (!trashed && !run(query,
                             QStringLiteral("UPDATE scenarios SET deleted_at = ") +
                                 m_dialect.now() + QStringLiteral(" WHERE id = ?"),
                             {id}))
            return error(query, what);
        return {};
    });
    return notifyIfDone(std::move(moved), {LibraryChange::Kind::Trashed, id, 0});
}

Result<void> SqlLibrary::restoreFromTrash(ScenarioId id)
{
    const QString what = Msg::tr("Restoring the scenario from the trash");
    auto restored = inWriteTransaction(what, [&]() -> Result<void> {
        QSqlQuery query(m_db);
        if (!run(query,
                 QStringLiteral("UPDATE scenarios SET deleted_at = NULL WHERE id = ? RETURNING id"),
                 {id}))
            return error(query, what);
        if (!query.next())
            return notFound(id);
        query.finish();
        return {};
    });
    return notifyIfDone(std::move(restored), {LibraryChange::Kind::Restored, id, 0});
}

Result<int> SqlLibrary::emptyTrash()
{
    const QString what = Msg::tr("Emptying the trash");
    QList<ScenarioId> removed;
    auto emptied = inWriteTransaction(what, [&]() -> Result<int> {
        QSqlQuery query(m_db);
        // Revisions go with their scenario (ON DELETE CASCADE).
        if (!run(query, QStringLiteral("DELETE FROM scenarios WHERE deleted_at IS NOT NULL"
                                       " RETURNING id")))
            return error(query, what);
        while (query.next())
            removed.append(query.value(0).toLongLong());
        if (query.lastError().isValid())
            return error(query, what);
        query.finish();
        if (!m_dialect.keepsClients() &&
            !run(query, QStringLiteral("DELETE FROM clients WHERE NOT EXISTS"
                                       " (SELECT 1 FROM scenarios WHERE client_id = clients.id)")))
            return error(query, what);
        return int(removed.size());
    });
    if (emptied)
        for (ScenarioId id : removed)
            notify({LibraryChange::Kind::Deleted, id, 0});
    return emptied;
}

Result<QList<RevisionRecord>> SqlLibrary::history(ScenarioId id) const
{
    const QString what = Msg::tr("Reading the history of scenario %1").arg(id);
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query = reader();
    // Joined with its scenario: a revision is readable where its scenario is (row-level
    // security of a team library).
    if (!run(query,
             QStringLiteral("SELECT r.revision, r.saved_at, r.note, r.author FROM revisions r"
                            " JOIN scenarios s ON s.id = r.scenario_id"
                            " WHERE r.scenario_id = ? ORDER BY r.revision DESC"),
             {id}))
        return error(query, what);
    QList<RevisionRecord> revisions;
    while (query.next())
        revisions.append({query.value(0).toInt(), fromMs(query.value(1).toLongLong()),
                          query.value(2).toString(), query.value(3).toString()});
    if (revisions.isEmpty())
        return notFound(id); // every scenario has at least revision 1
    return revisions;
}

Result<Scenario> SqlLibrary::loadRevision(ScenarioId id, int revision) const
{
    const QString what = Msg::tr("Loading revision %1 of scenario %2").arg(revision).arg(id);
    if (auto open = requireOpen(what); !open)
        return open.error();
    QSqlQuery query = reader();
    if (!run(query,
             QStringLiteral("SELECT r.content, s.revision FROM scenarios s LEFT JOIN"
                            " revisions r ON r.scenario_id = s.id AND r.revision = ?"
                            " WHERE s.id = ?"),
             {revision, id}))
        return error(query, what);
    if (!query.next())
        return notFound(id);
    if (query.value(0).isNull())
        return StoreError{StoreError::Kind::NotFound,
                          Msg::tr("Scenario %1 has no revision %2 (it has revisions 1 to %3)")
                              .arg(QString::number(id))
                              .arg(revision)
                              .arg(query.value(1).toInt())};
    return parseStored(id, query.value(0).toString());
}

Result<int> SqlLibrary::refreshSummaries()
{
    const QString what = Msg::tr("Updating the scenario list");
    auto refreshed = inWriteTransaction(what, [&]() -> Result<int> {
        QSqlQuery select = reader();
        if (!run(select, QStringLiteral("SELECT s.id, r.content FROM scenarios s JOIN revisions r"
                                        " ON r.scenario_id = s.id AND r.revision = s.revision") +
                             m_dialect.lockRows(QStringLiteral("s"))))
            return error(select, what);
        std::vector<std::pair<ScenarioId, ScenarioSummary>> summaries;
        while (select.next()) {
            const ScenarioId id = select.value(0).toLongLong();
            const auto scenario = parseStored(id, select.value(1).toString());
            if (!scenario)
                return scenario.error();
            summaries.emplace_back(id, summarize(*scenario));
        }
        select.finish();
        QSqlQuery update(m_db);
        if (!update.prepare(
                QStringLiteral("UPDATE scenarios SET recommendation = ?, break_even_month = ?,"
                               " savings = ?, savings_fraction = ? WHERE id = ?")))
            return error(update, what);
        for (const auto &[id, summary] : summaries) {
            for (const QVariant &value : summaryValues(summary))
                update.addBindValue(value);
            update.addBindValue(id);
            if (!update.exec())
                return error(update, what);
        }
        if (const QString announce = m_dialect.announceSummaries();
            !announce.isEmpty() && !run(update, announce))
            return error(update, what);
        return int(summaries.size());
    });
    return notifyIfDone(std::move(refreshed), {LibraryChange::Kind::Summaries, 0, 0});
}

Result<LibraryContents> SqlLibrary::contents() const
{
    const QString what = Msg::tr("Reading the whole library");
    if (auto open = requireOpen(what); !open)
        return open.error();
    // One snapshot for every statement: a consistent picture while others save.
    QSqlDatabase db = m_db;
    if (auto begun = m_dialect.begin(db, SqlDialect::TransactionMode::Read, what); !begun)
        return begun.error();
    const auto read = [&]() -> Result<LibraryContents> {
        LibraryContents contents;
        QSqlQuery query = reader();
        if (!run(query, QStringLiteral("SELECT name, created FROM clients ORDER BY id")))
            return error(query, what);
        while (query.next())
            contents.clients.append(
                {query.value(0).toString(), fromMs(query.value(1).toLongLong())});
        query.finish();
        if (!run(query, kRecordSelect + kRecordFrom + QStringLiteral(" ORDER BY s.id")))
            return error(query, what);
        std::map<ScenarioId, qsizetype> index;
        while (query.next()) {
            index[query.value(0).toLongLong()] = contents.scenarios.size();
            contents.scenarios.append({readRecord(query), {}});
        }
        query.finish();
        if (!run(query,
                 QStringLiteral("SELECT scenario_id, revision, saved_at, note, content, author"
                                " FROM revisions ORDER BY scenario_id, revision")))
            return error(query, what);
        while (query.next()) {
            const auto it = index.find(query.value(0).toLongLong());
            if (it == index.end())
                continue; // a revision without its scenario is never listed
            contents.scenarios[it->second].revisions.append(
                {{query.value(1).toInt(), fromMs(query.value(2).toLongLong()),
                  query.value(3).toString(), query.value(5).toString()},
                 query.value(4).toString()});
        }
        if (query.lastError().isValid())
            return error(query, what);
        return contents;
    };
    auto result = read();
    m_dialect.rollback(db); // read only: nothing to keep
    return result;
}

Result<QList<ScenarioId>> SqlLibrary::addContents(const LibraryContents &contents, AddMode mode)
{
    const QString what = Msg::tr("Copying scenarios into %1").arg(displayLocation());
    // The statements outlive the transaction: freeing one after a failed statement, before the
    // rollback, would only earn a warning from a server.
    QSqlQuery query(m_db);
    QSqlQuery revisions(m_db);
    auto added = inWriteTransaction(what, [&]() -> Result<QList<ScenarioId>> {
        if (mode == AddMode::IntoEmpty) {
            // No other connection adds a scenario between this check and the commit.
            // (A statement without values: PostgreSQL cannot PREPARE a LOCK.)
            if (const QString lock = m_dialect.lockForCopy(); !lock.isEmpty() && !query.exec(lock))
                return error(query, what);
            if (!run(query, QStringLiteral("SELECT count(*) FROM scenarios")) || !query.next())
                return error(query, what);
            if (const int count = query.value(0).toInt(); count > 0)
                return StoreError{
                    StoreError::Kind::Invalid,
                    Msg::tr(
                        "%1 failed: the library is not empty (scenarios: %2, the trash included)")
                        .arg(what, QString::number(count))};
            query.finish();
        }
        for (const ClientRecord &client : contents.clients)
            if (!run(query,
                     QStringLiteral("INSERT INTO clients (name, created) SELECT ?, ?"
                                    " WHERE NOT EXISTS (SELECT 1 FROM clients WHERE name = ?)"
                                    " ON CONFLICT DO NOTHING"),
                     {client.name, client.created.toMSecsSinceEpoch(), client.name}))
                return error(query, what);
        QList<ScenarioId> ids;
        if (!revisions.prepare(
                QStringLiteral("INSERT INTO revisions (scenario_id, revision, content, saved_at,"
                               " note, author) VALUES (?, ?, ?, ?, ?, ?)")))
            return error(revisions, what);
        for (const ScenarioHistory &history : contents.scenarios) {
            const auto copied = checkCopied(history);
            if (!copied)
                return copied.error();
            const ScenarioRecord &r = history.record;
            const auto client = clientId(r.client, what);
            if (!client)
                return client.error();
            const QVariant deletedAt = r.deletedAt ? QVariant(r.deletedAt->toMSecsSinceEpoch())
                                                   : QVariant(QMetaType::fromType<qlonglong>());
            const QVariantList values = QVariantList{*client,
                                                     r.name,
                                                     copied->nameKey,
                                                     copied->searchText,
                                                     r.created.toMSecsSinceEpoch(),
                                                     r.modified.toMSecsSinceEpoch()} +
                                        summaryValues(copied->summary) +
                                        QVariantList{r.revision, deletedAt};
            const QString columns = QStringLiteral(
                "client_id, name, name_key, search_text, created, modified, recommendation,"
                " break_even_month, savings, savings_fraction, revision, deleted_at");
            const bool ran =
                mode == AddMode::IntoEmpty
                    ? run(query,
                          QStringLiteral("INSERT INTO scenarios (id, ") + columns +
                              QStringLiteral(")") + m_dialect.givenIds() +
                              QStringLiteral(" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                                             " RETURNING id"),
                          QVariantList{r.id} + values)
                    : run(query,
                          QStringLiteral("INSERT INTO scenarios (") + columns +
                              QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                                             " RETURNING id"),
                          values);
            if (!ran || !query.next())
                return error(query, what);
            const ScenarioId newId = query.value(0).toLongLong();
            query.finish();
            for (const RevisionContent &revision : history.revisions) {
                revisions.addBindValue(newId);
                revisions.addBindValue(revision.record.revision);
                revisions.addBindValue(revision.content);
                revisions.addBindValue(revision.record.savedAt.toMSecsSinceEpoch());
                revisions.addBindValue(notNull(revision.record.note));
                revisions.addBindValue(notNull(revision.record.author));
                if (!revisions.exec())
                    return error(revisions, what);
            }
            ids.append(newId);
        }
        // The ids given out next follow the copied ones.
        if (const QString follow = m_dialect.afterInsertingIds();
            mode == AddMode::IntoEmpty && !ids.isEmpty() && !follow.isEmpty() &&
            !run(query, follow))
            return error(query, what);
        query.finish();
        revisions.finish();
        return ids;
    });
    if (added)
        for (qsizetype i = 0; i < added->size(); ++i)
            notify({LibraryChange::Kind::Created, added->at(i),
                    contents.scenarios[i].record.revision});
    return added;
}

} // namespace gda::store
