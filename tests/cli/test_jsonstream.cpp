// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// printJsonStreamed (catalog list --json of 100,000 offers) writes the same text as printJson.
#include "cli/commandline.h"
#include "cli/corecommands.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <catch2/catch.hpp>

using namespace gda::cli;

namespace {
QString printed(const std::function<void(Streams &)> &print)
{
    QString out, err;
    QTextStream o(&out), e(&err);
    Streams io{o, e};
    print(io);
    return out;
}
} // namespace

TEST_CASE("cli: a JSON array written one entry at a time is the text printJson writes",
          "[cli][json]")
{
    // Entries with nesting, quotes, non-ASCII text, null and numbers; the second is skipped.
    const std::vector<QJsonObject> entries = {
        QJsonObject{
            {QStringLiteral("id"), QStringLiteral("a \"quoted\" id")},
            {QStringLiteral("tiers"), QJsonArray{QJsonObject{{QStringLiteral("up_to_tb"), 10},
                                                             {QStringLiteral("per_gb"), 0.09}},
                                                 QJsonObject{{QStringLiteral("per_gb"), 0.05}}}},
            {QStringLiteral("throughput"), QJsonValue(QJsonValue::Null)}},
        QJsonObject{{QStringLiteral("id"), QStringLiteral("skipped")}},
        QJsonObject{{QStringLiteral("id"), QStringLiteral("€ prijs — één")},
                    {QStringLiteral("empty"), QJsonObject()},
                    {QStringLiteral("none"), QJsonArray()}}};
    const QJsonObject rest{
        {QStringLiteral("base_currency"), QStringLiteral("USD")},
        {QStringLiteral("exchange_rate"), QJsonObject{{QStringLiteral("usd_per_eur"), 1.08}}},
        {QStringLiteral("zz_last"), true},
        {QStringLiteral("models"), QJsonArray{1, 2.5, QStringLiteral("x")}}};
    QJsonObject whole = rest;
    whole.insert(QStringLiteral("offers"), QJsonArray{entries[0], entries[2]});
    const QString expected = printed([&](Streams &io) { printJson(io, whole); });
    const QString streamed = printed([&](Streams &io) {
        printJsonStreamed(io, rest, QStringLiteral("offers"), qsizetype(entries.size()),
                          [&](qsizetype i, QJsonObject &entry) {
                              if (i == 1)
                                  return false;
                              entry = entries[size_t(i)];
                              return true;
                          });
    });
    CHECK(streamed == expected);

    // No entry at all: the same JSON (an empty array).
    QJsonObject none = rest;
    none.insert(QStringLiteral("offers"), QJsonArray());
    const QString empty = printed([&](Streams &io) {
        printJsonStreamed(io, rest, QStringLiteral("offers"), 3,
                          [](qsizetype, QJsonObject &) { return false; });
    });
    QJsonParseError error{};
    const QJsonDocument parsed = QJsonDocument::fromJson(empty.toUtf8(), &error);
    REQUIRE(error.error == QJsonParseError::NoError);
    CHECK(parsed.object() == none);
}
