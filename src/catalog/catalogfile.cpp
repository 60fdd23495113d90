// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogfile.h"

#include "catalogdb.h"
#include "catalogjson.h"
#include "core/applicationidentity.h"
#include "files/atomicfile.h"
#include "files/regularfile.h"
#include "scenario/jsonfields.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

namespace gda::catalog {

using namespace gda::jsonfields;

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::catalog)
};

const QString kFormat = QStringLiteral("gpu-advisor-catalog");

const QStringList kTopLevelKeys{
    QStringLiteral("format"),        QStringLiteral("version"),
    QStringLiteral("catalog_date"),  QStringLiteral("base_currency"),
    QStringLiteral("exchange_rate"), QStringLiteral("gpu_models"),
    QStringLiteral("cloud_offers"),  QStringLiteral("datacenter_defaults")};

QString idOf(const QJsonValue &entry)
{
    return entry.toObject().value(QLatin1String("id")).toString();
}

// Reads one top-level array with `read`; the first bad entry becomes the error.
template <typename T, typename Read>
std::optional<CatalogError> readSection(const QJsonObject &root, const QString &key,
                                        CatalogRole role, const QHash<QString, QList<int>> &lines,
                                        Read read, std::vector<T> &out)
{
    const QJsonValue value = root.value(key);
    if (value.isUndefined() && role == CatalogRole::Layer)
        return std::nullopt;
    if (!value.isArray())
        return CatalogError{CatalogError::Kind::InvalidValue,
                            {},
                            key,
                            Msg::tr("expected a list of entries, found %1").arg(show(value)),
                            0,
                            {}};
    const QJsonArray list = value.toArray();
    const QList<int> starts = lines.value(key);
    QHash<QString, qsizetype> seen;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = index(key, i);
        const int line = i < starts.size() ? starts[i] : 0;
        if (!list[i].isObject())
            return CatalogError{CatalogError::Kind::InvalidValue,
                                {},
                                path,
                                Msg::tr("expected an object, found %1").arg(show(list[i])),
                                line,
                                {}};
        try {
            T entry = read(list[i].toObject(), path);
            if (seen.contains(entry.id))
                return CatalogError{CatalogError::Kind::InvalidValue,
                                    entry.id,
                                    join(path, QStringLiteral("id")),
                                    Msg::tr("\"%1\" is already used by %2[%3] (valid: a unique id)")
                                        .arg(entry.id, key)
                                        .arg(seen.value(entry.id)),
                                    line,
                                    {}};
            seen.insert(entry.id, i);
            out.push_back(std::move(entry));
        } catch (const FieldError &e) {
            return CatalogError{
                CatalogError::Kind::InvalidValue, idOf(list[i]), e.field, e.message, line, {}};
        }
    }
    return std::nullopt;
}

} // namespace

QString CatalogError::toString() const
{
    QString text;
    if (!file.isEmpty())
        text += file + QStringLiteral(": ");
    if (line > 0)
        text += Msg::tr("line %1").arg(line) + QStringLiteral(": ");
    if (!field.isEmpty()) {
        text += field;
        if (!entryId.isEmpty())
            text += QStringLiteral(" (id \"%1\")").arg(entryId);
        text += QStringLiteral(": ");
    }
    return text + message;
}

LoadResult loadCatalog(const QByteArray &json, CatalogRole role)
{
    using Kind = CatalogError::Kind;
    if (json.size() > kMaxCatalogBytes)
        return CatalogError{
            Kind::TooLarge,
            {},
            {},
            Msg::tr("the file is larger than %1 MB, the limit of a catalog or import file")
                .arg(kMaxCatalogBytes / (1024 * 1024)),
            0,
            {}};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = json.left(parseError.offset);
        return CatalogError{Kind::NotJson,
                            {},
                            {},
                            Msg::tr("not valid JSON at column %1: %2")
                                .arg(parseError.offset - before.lastIndexOf('\n'))
                                .arg(parseError.errorString()),
                            int(before.count('\n') + 1),
                            {}};
    }
    if (!doc.isObject())
        return CatalogError{
            Kind::NotObject, {}, {}, Msg::tr("expected a JSON object at the top level"), 0, {}};
    const QJsonObject root = doc.object();
    const auto lines = entryjson::elementLines(json);
    Catalog catalog;
    try {
        for (auto it = root.begin(); it != root.end(); ++it)
            if (!kTopLevelKeys.contains(it.key()))
                throw FieldError(it.key(), Msg::tr("unknown field (valid: %1)")
                                               .arg(kTopLevelKeys.join(QStringLiteral(", "))));
        const QJsonValue format = root.value(QLatin1String("format"));
        if (format != QJsonValue(kFormat))
            throw FieldError(QStringLiteral("format"),
                             Msg::tr("%1 is not a catalog format (valid: \"gpu-advisor-catalog\")")
                                 .arg(show(format)));
        const QJsonValue version = root.value(QLatin1String("version"));
        if (!version.isDouble() || version.toDouble() != 1.0)
            throw FieldError(
                QStringLiteral("version"),
                Msg::tr("%1 is not a supported version (valid: 1)").arg(show(version)));
        const bool complete = role == CatalogRole::Complete;
        const QJsonValue date = root.value(QLatin1String("catalog_date"));
        if (complete || !date.isUndefined())
            catalog.catalogDate = entryjson::readDate(date, QStringLiteral("catalog_date"));
        const QJsonValue currency = root.value(QLatin1String("base_currency"));
        if ((complete || !currency.isUndefined()) && currency != QJsonValue(QStringLiteral("USD")))
            throw FieldError(QStringLiteral("base_currency"),
                             Msg::tr("%1 is not supported (valid: \"USD\")").arg(show(currency)));
        const QJsonValue rate = root.value(QLatin1String("exchange_rate"));
        if (complete || !rate.isUndefined())
            catalog.exchangeRate =
                entryjson::readExchangeRate(rate, QStringLiteral("exchange_rate"));
    } catch (const FieldError &e) {
        return CatalogError{Kind::InvalidValue, {}, e.field, e.message, 0, {}};
    }
    if (auto error = readSection(root, QStringLiteral("gpu_models"), role, lines,
                                 entryjson::readGpuModel, catalog.gpuModels))
        return *error;
    if (auto error = readSection(root, QStringLiteral("cloud_offers"), role, lines,
                                 entryjson::readCloudOffer, catalog.cloudOffers))
        return *error;
    if (auto error = readSection(root, QStringLiteral("datacenter_defaults"), role, lines,
                                 entryjson::readDatacenterDefault, catalog.datacenterDefaults))
        return *error;
    if (role == CatalogRole::Complete) {
        if (catalog.gpuModels.empty() || catalog.cloudOffers.empty())
            return CatalogError{Kind::InvalidValue,
                                {},
                                catalog.gpuModels.empty() ? QStringLiteral("gpu_models")
                                                          : QStringLiteral("cloud_offers"),
                                Msg::tr("the list is empty (valid: at least one entry)"),
                                0,
                                {}};
        if (auto error = checkConsistency(catalog)) {
            // Name the line of the offending entry when it can be found again.
            const QString section = error->field.section(u'[', 0, 0);
            const qsizetype i = error->field.section(u'[', 1).section(u']', 0, 0).toLongLong();
            const QList<int> starts = lines.value(section);
            if (i >= 0 && i < starts.size())
                error->line = starts[i];
            return *error;
        }
    }
    return catalog;
}

LoadResult loadCatalog(const QString &path, CatalogRole role)
{
    using Kind = CatalogError::Kind;
    const QFileInfo info(path);
    if (!info.exists())
        return CatalogError{Kind::Unreadable, {}, {}, Msg::tr("no such file"), 0, path};
    if (info.isDir())
        return CatalogError{
            Kind::Unreadable, {}, {}, Msg::tr("is a folder, not a catalog file"), 0, path};
    if (const QString kind = files::nonRegularKind(path); !kind.isEmpty())
        return CatalogError{
            Kind::Unreadable, {}, {}, Msg::tr("is %1, not a regular file").arg(kind), 0, path};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return CatalogError{Kind::Unreadable,
                            {},
                            {},
                            Msg::tr("cannot be read: %1").arg(file.errorString()),
                            0,
                            path};
    const QByteArray data = file.read(kMaxCatalogBytes + 1);
    LoadResult result = loadCatalog(data, role);
    if (auto *error = std::get_if<CatalogError>(&result))
        error->file = path;
    return result;
}

LoadResult loadDefaultCatalog()
{
    return loadCatalog(QString::fromLatin1(kDefaultCatalogResource), CatalogRole::Complete);
}

QString userCatalogPath()
{
    return dataDirectory() + QStringLiteral("/catalog.sqlite");
}

LoadResult loadUserCatalog(const QString &path, QStringList *warnings)
{
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return readCatalogDatabase(path, warnings);
    if (!QFileInfo::exists(path))
        return Catalog{};
    LoadResult result = loadCatalog(path, CatalogRole::Layer);
    if (auto *layer = std::get_if<Catalog>(&result)) {
        for (GpuModel &m : layer->gpuModels)
            m.provenance.origin = Origin::User;
        for (CloudOffer &o : layer->cloudOffers)
            o.provenance.origin = Origin::User;
        for (DatacenterDefault &d : layer->datacenterDefaults)
            d.provenance.origin = Origin::User;
    }
    return result;
}

LoadResult loadLayeredCatalog(const QString &userPath, QStringList *warnings)
{
    LoadResult base = loadDefaultCatalog();
    if (std::holds_alternative<CatalogError>(base))
        return base;
    LoadResult user = loadUserCatalog(userPath, warnings);
    if (std::holds_alternative<CatalogError>(user))
        return user;
    Catalog merged = layered(std::get<Catalog>(base), std::get<Catalog>(user));
    if (auto error = checkConsistency(merged)) {
        error->file = userPath;
        return *error;
    }
    return merged;
}

ApplicationCatalog loadApplicationCatalog(const QString &userPath)
{
    ApplicationCatalog loaded;
    LoadResult result = loadLayeredCatalog(userPath, &loaded.warnings);
    if (auto *layered = std::get_if<Catalog>(&result)) {
        loaded.catalog = std::move(*layered);
        return loaded;
    }
    // The default catalog is checked first, so when it fails, that is the problem reported and
    // the catalog stays empty; otherwise the user's catalog is what failed.
    loaded.problem = std::get<CatalogError>(std::move(result));
    result = loadDefaultCatalog();
    if (auto *builtIn = std::get_if<Catalog>(&result))
        loaded.catalog = std::move(*builtIn);
    return loaded;
}

std::optional<CatalogError> checkConsistency(const Catalog &catalog)
{
    QHash<QString, QString> owner; // id → path of the entry that has it
    auto claim = [&](const QString &id, const QString &path) -> std::optional<CatalogError> {
        if (owner.contains(id))
            return CatalogError{
                CatalogError::Kind::InvalidValue,
                id,
                join(path, QStringLiteral("id")),
                Msg::tr("\"%1\" is already used by %2 (valid: an id unique across the "
                        "whole catalog)")
                    .arg(id, owner.value(id)),
                0,
                {}};
        owner.insert(id, path);
        return std::nullopt;
    };
    for (std::size_t i = 0; i < catalog.gpuModels.size(); ++i)
        if (auto e =
                claim(catalog.gpuModels[i].id, index(QStringLiteral("gpu_models"), qsizetype(i))))
            return e;
    for (std::size_t i = 0; i < catalog.cloudOffers.size(); ++i)
        if (auto e = claim(catalog.cloudOffers[i].id,
                           index(QStringLiteral("cloud_offers"), qsizetype(i))))
            return e;
    for (std::size_t i = 0; i < catalog.datacenterDefaults.size(); ++i)
        if (auto e = claim(catalog.datacenterDefaults[i].id,
                           index(QStringLiteral("datacenter_defaults"), qsizetype(i))))
            return e;
    QStringList models;
    for (const GpuModel &m : catalog.gpuModels)
        models << m.id;
    for (std::size_t i = 0; i < catalog.cloudOffers.size(); ++i) {
        const CloudOffer &offer = catalog.cloudOffers[i];
        if (!catalog.gpuModel(offer.gpuModel))
            return CatalogError{
                CatalogError::Kind::InvalidValue,
                offer.id,
                join(index(QStringLiteral("cloud_offers"), qsizetype(i)),
                     QStringLiteral("gpu_model")),
                Msg::tr("%1 is not a GPU model of the catalog (valid: %2)")
                    .arg(show(QJsonValue(offer.gpuModel)), models.join(QStringLiteral(", "))),
                0,
                {}};
    }
    return std::nullopt;
}

QJsonObject toJson(const Catalog &catalog, CatalogRole role)
{
    QJsonObject root;
    root.insert(QLatin1String("format"), kFormat);
    root.insert(QLatin1String("version"), 1);
    if (catalog.catalogDate.isValid() || role == CatalogRole::Complete)
        root.insert(QLatin1String("catalog_date"), entryjson::writeDate(catalog.catalogDate));
    root.insert(QLatin1String("base_currency"), QStringLiteral("USD"));
    if (catalog.exchangeRate.isValid() || role == CatalogRole::Complete)
        root.insert(QLatin1String("exchange_rate"), entryjson::write(catalog.exchangeRate));
    QJsonArray models, offers, defaults;
    for (const GpuModel &m : catalog.gpuModels)
        models.append(entryjson::write(m));
    for (const CloudOffer &o : catalog.cloudOffers)
        offers.append(entryjson::write(o));
    for (const DatacenterDefault &d : catalog.datacenterDefaults)
        defaults.append(entryjson::write(d));
    root.insert(QLatin1String("gpu_models"), models);
    root.insert(QLatin1String("cloud_offers"), offers);
    root.insert(QLatin1String("datacenter_defaults"), defaults);
    return root;
}

QString saveCatalog(const Catalog &catalog, const QString &path, CatalogRole role)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder))
        return Msg::tr("%1: the folder cannot be created").arg(folder);
    const QByteArray json = QJsonDocument(toJson(catalog, role)).toJson(QJsonDocument::Indented);
    return files::writeAtomically(path, json);
}

} // namespace gda::catalog
