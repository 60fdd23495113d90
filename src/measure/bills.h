// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textsource.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <tuple>

namespace gda::measure {

// A GPU instance type as the price catalog knows it.
struct InstanceGpus
{
    QString gpuModel; // catalog GPU model id
    int gpus = 1;     // GPUs per instance
};
// Instance type, lower case ("p5.48xlarge") → its GPUs.
using InstanceTable = QHash<QString, InstanceGpus>;

enum class SpendKind { Gpu, Storage, Egress, Other };
QString spendKindKey(SpendKind kind); // "gpu", "storage", "egress", "other"

// Spend of one month, provider, kind and GPU model (empty unless kind is Gpu).
struct SpendKey
{
    QString month; // "YYYY-MM" of the charge period's start
    QString provider;
    SpendKind kind = SpendKind::Other;
    QString gpuModel;
    bool operator<(const SpendKey &o) const
    {
        return std::tie(month, provider, kind, gpuModel) <
               std::tie(o.month, o.provider, o.kind, o.gpuModel);
    }
};
struct Spend
{
    double billed = 0.0;             // as invoiced (unblended)
    double effective = 0.0;          // amortized: by the provider's rules (docs/measured-usage.md)
    double list = 0.0;               // at public on-demand prices, where the file gives them
    double gpuHours = 0.0;           // instance-hours × GPUs per instance (kind Gpu)
    double committedGpuHours = 0.0;  // of which covered by a reservation or Savings Plan
    double committedEffective = 0.0; // effective cost of those committed GPU-hours' lines
    // Storage: GB-months; egress: GB (1 GB = 10^9 bytes; GiB converted). Only lines whose unit
    // says so count (docs/measured-usage.md); the cost of the counted lines is beside it.
    double gigabytes = 0.0;
    double gigabyteCost = 0.0;
    qint64 lines = 0;
};

// At most this many distinct account or host ids are kept per measurement (memory stays bounded;
// the count beyond it is still exact up to the cap).
constexpr int kMaxIds = 10000;

// A bill's currency per line, converted into one currency (the scenario's) at stated rates.
struct CurrencyRates
{
    QString target = QStringLiteral("USD");
    // ISO 4217 code → units of `target` per unit of it, and where the rate comes from.
    QHash<QString, double> perUnit{{QStringLiteral("USD"), 1.0}};
    QHash<QString, QString> source;
    std::optional<double> factor(const QString &code) const
    {
        if (code == target)
            return 1.0;
        const auto it = perUnit.constFind(code);
        if (it == perUnit.constEnd() || !(it.value() > 0.0))
            return std::nullopt;
        return it.value();
    }
};

// GPU use at an instance type or SKU the price catalog does not know: named, not priced as GPUs.
struct UnknownGpu
{
    QString provider;
    qint64 lines = 0;
    double hours = 0.0; // instance-hours (or GPU-hours of a GPU SKU)
    double effective = 0.0;
};

struct Bills
{
    std::map<SpendKey, Spend> spend;
    // Account, subscription and project ids as written (CUR lineItem/UsageAccountId, FOCUS
    // SubAccountId, Azure SubscriptionId, GCP project.id): for the provenance, hashed unless the
    // user asks for them in clear (docs/measured-usage.md, "Privacy").
    QSet<QString> accounts;
    // Set before reading: amounts are converted into rates.target; a line in a currency without
    // a rate is refused, naming it.
    CurrencyRates rates;
    // Currencies seen → whether the file named one (false: taken as USD, no currency column).
    std::map<QString, qint64> currencies;
    // Instance type or SKU → GPU use the catalog cannot price.
    std::map<QString, UnknownGpu> unknownGpus;
    // GPU-hours by catalog GPU model and clock hour (hours since 1970, UTC), spread over each
    // line's charge period: the cross-check compares them with telemetry over the periods'
    // overlap.
    std::map<QString, std::map<qint64, double>> gpuHoursByHour;
    qint64 gpuFrom = 0, gpuTo = 0; // the GPU lines' charge periods, first start to last end
    // Lines whose charge period starts outside their billing period (FOCUS allows it: counted in
    // the month of their charge).
    qint64 outsideBillingPeriod = 0;
    // An Azure actual-cost export was read: usage under a commitment shows 0, so no reserved
    // price can be derived from it.
    bool actualCost = false;
    // What a reader says about the file it read (cost basis, currency, lines outside the billing
    // period); readFile moves them to the file's FileReading.
    QStringList remarks;
    QJsonArray remarkTexts; // the same as source texts and arguments, for the report
};

// The storage GB-months or egress GB of `quantity` in `unit` as the exports write it ("GB-Mo",
// "1 GB/Month", "10 GB", "gibibyte month", "GiB"); nullopt when the unit is not a data size (or
// a size per second, "GiB/Second-Months", or per anything but a month or an hour).
std::optional<double> gigabytesOf(double quantity, const QByteArray &unit);
// Whether `unit` is a data size over time ("GB-Mo", "GB/Month", "GB-Hours": storage) rather than
// a plain data size ("GB", "10 GB", "gibibyte": transfer); nullopt when neither.
std::optional<bool> isDataSizeOverTime(const QByteArray &unit);

// The name of a GPU instance type or GPU SKU in `text` that the catalog may not know
// ("USE1-BoxUsage:g4dn.xlarge" → "g4dn.xlarge", "Standard_NC4as_T4_v3", "a2-highgpu-1g",
// "Nvidia Tesla T4 GPU …"); empty when the text names none.
QString gpuInstanceIn(QByteArrayView text);

// FOCUS 1.0–1.2 CSV (AWS and Azure FOCUS exports): cost = EffectiveCost.
std::optional<ReadError> readFocus(TextSource &source, const QString &file,
                                   const InstanceTable &instances, Bills &out);
// AWS Cost and Usage Report, legacy ("lineItem/UnblendedCost") or 2.0 ("line_item_unblended_cost")
// CSV: cost by line item type (Savings Plan covered, reserved, on demand).
std::optional<ReadError> readAwsCur(TextSource &source, const QString &file,
                                    const InstanceTable &instances, Bills &out);

// Azure cost details CSV, EA (PascalCase) or MCA (camelCase) spelling, amortized cost export:
// cost = CostInBillingCurrency; reservation and savings plan purchases count 0 (their use is in
// the usage lines of an amortized export).
std::optional<ReadError> readAzure(TextSource &source, const QString &file,
                                   const InstanceTable &instances, Bills &out);

// GCP Cloud Billing export (BigQuery standard usage cost table) as CSV, credits summed into one
// column (docs/measured-usage.md gives the query): cost = cost + credits.
std::optional<ReadError> readGcp(TextSource &source, const QString &file,
                                 const InstanceTable &instances, Bills &out);

// Column names reduced to one spelling: "lineItem/UsageStartDate", "line_item_usage_start_date"
// and "LineItemUsageStartDate" all become "lineitemusagestartdate"; "service.description" becomes
// "servicedescription".
QString folded(QString column);

} // namespace gda::measure
