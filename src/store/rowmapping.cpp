// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowmapping.h"

#include <QCoreApplication>
#include <QDir>

#include <atomic>
#include <cmath>
#include <variant>

namespace gda::store::rows {

namespace {

struct Msg // the store's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::store)
};

} // namespace

QDateTime fromMs(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
}

QVariant nullableNumber(const std::optional<double> &value)
{
    if (!value || !std::isfinite(*value))
        return QVariant(QMetaType::fromType<double>());
    return *value;
}

std::optional<double> optionalNumber(const QVariant &value)
{
    if (value.isNull())
        return std::nullopt;
    return value.toDouble();
}

QVariant nullableText(const QString &text)
{
    if (text.isEmpty())
        return QVariant(QMetaType::fromType<QString>());
    return text;
}

QString notNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

bool run(QSqlQuery &query, const QString &sql, const QVariantList &values)
{
    if (!query.prepare(sql))
        return false;
    for (const QVariant &value : values)
        query.addBindValue(value);
    return query.exec();
}

QString displayPath(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

QString uniqueConnectionName(const QString &prefix)
{
    static std::atomic<int> count{0};
    return prefix + u'-' + QString::number(++count);
}

const QString kRecordSelect = QStringLiteral(
    "SELECT s.id, s.name, c.name, s.created, s.modified, s.revision, s.recommendation,"
    " s.break_even_month, s.savings, s.savings_fraction, s.deleted_at");
const QString kRecordFrom =
    QStringLiteral(" FROM scenarios s LEFT JOIN clients c ON c.id = s.client_id");

ScenarioRecord readRecord(const QSqlQuery &query)
{
    ScenarioRecord r;
    r.id = query.value(0).toLongLong();
    r.name = query.value(1).toString();
    r.client = query.value(2).toString();
    r.created = fromMs(query.value(3).toLongLong());
    r.modified = fromMs(query.value(4).toLongLong());
    r.revision = query.value(5).toInt();
    r.summary.recommendation = query.value(6).toString();
    r.summary.breakEvenMonth = optionalNumber(query.value(7));
    r.summary.savings = optionalNumber(query.value(8));
    r.summary.savingsFraction = optionalNumber(query.value(9));
    if (const QVariant deleted = query.value(10); !deleted.isNull())
        r.deletedAt = fromMs(deleted.toLongLong());
    return r;
}

StoreError notFound(ScenarioId id)
{
    return {StoreError::Kind::NotFound, Msg::tr("There is no scenario %1 in the library").arg(id)};
}

StoreError inTrash(ScenarioId id, const QString &name)
{
    return {StoreError::Kind::InTrash,
            Msg::tr("Scenario %1 (“%2”) is in the trash; restore it first")
                .arg(QString::number(id), name)};
}

StoreError damagedScenario(ScenarioId id, const QString &detail)
{
    return {StoreError::Kind::Corrupt,
            Msg::tr("Scenario %1 in the library is damaged: %2").arg(QString::number(id), detail)};
}

Result<Scenario> parseStored(ScenarioId id, const QString &content)
{
    auto parsed = scenariofile::parse(content.toUtf8());
    if (const auto *error = std::get_if<scenariofile::Error>(&parsed))
        return damagedScenario(id, error->toString());
    return std::get<Scenario>(std::move(parsed));
}

StoreError fileError(const QString &path, const scenariofile::Error &error)
{
    using FileKind = scenariofile::Error::Kind;
    switch (error.kind) {
    case FileKind::Unreadable:
        return {StoreError::Kind::Io, error.toString()};
    case FileKind::TooLarge:
        return {StoreError::Kind::TooLarge, error.toString()};
    default:
        return {StoreError::Kind::Invalid,
                displayPath(path) + QStringLiteral(": ") + error.toString()};
    }
}

} // namespace gda::store::rows
