// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inputs.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace gda {

enum class Currency { EUR, USD };

QString currencyCode(Currency currency); // "EUR" / "USD"

// The business case's settings (docs/methodology.md §18): where month 1 falls on the calendar,
// when the client's fiscal year starts and the client's country. They change no cost.
struct BusinessSettings
{
    std::optional<QString> startMonth; // "YYYY-MM"; none: the month after today
    int fiscalYearStart = 1;           // 1 = January
    QString country;                   // ISO 3166 code of the country table; "": not stated
    bool operator==(const BusinessSettings &) const = default;
};

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
    BusinessSettings business;
    QJsonObject extra;

    bool operator==(const Scenario &) const = default;
};

} // namespace gda
