// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

// Reading and writing single catalog entries as JSON objects. Shared by the catalog file and the
// importers (a CSV row is turned into the same object), so every path validates alike. Readers
// throw jsonfields::FieldError; `path` prefixes the field names ("cloud_offers[3]" or "").
namespace gda::catalog::entryjson {

GpuModel readGpuModel(const QJsonObject &object, const QString &path);
CloudOffer readCloudOffer(const QJsonObject &object, const QString &path);
DatacenterDefault readDatacenterDefault(const QJsonObject &object, const QString &path);
ExchangeRate readExchangeRate(const QJsonValue &value, const QString &path);

QJsonObject write(const GpuModel &model);
QJsonObject write(const CloudOffer &offer);
QJsonObject write(const DatacenterDefault &entry);
QJsonObject write(const ExchangeRate &rate);

// "YYYY-MM-DD" → date; throws FieldError naming the value and the valid form.
QDate readDate(const QJsonValue &value, const QString &path);
QString writeDate(const QDate &date);

// The field names each entry kind accepts, in file order (also the CSV columns).
const QStringList &gpuModelFields();
const QStringList &cloudOfferFields();
// The fields an entry must have (the others may be left out), in file order.
const QStringList &gpuModelRequiredFields();
const QStringList &cloudOfferRequiredFields();

// The 1-based line on which each element of the top-level arrays starts, by section name
// ("cloud_offers" → [12, 40, …]). Qt's parser gives no positions; this scans the raw text.
QHash<QString, QList<int>> elementLines(const QByteArray &json);

} // namespace gda::catalog::entryjson
