// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inputs.h"

#include <QJsonObject>
#include <QString>

namespace gda {

enum class Currency { EUR, USD };

QString currencyCode(Currency currency); // "EUR" / "USD"

// One scenario: the descriptive fields, the cost model's inputs, and whatever else the file held.
// `extra` is the document as it was loaded; saving writes the known fields over it, so fields
// this version does not know survive a load/save round trip.
struct Scenario
{
    QString name = QStringLiteral("New scenario");
    QString client;
    Currency currency = Currency::EUR;
    QString notes;
    engine::Inputs inputs;
    QJsonObject extra;

    bool operator==(const Scenario &) const = default;
};

} // namespace gda
