// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textsource.h"

#include <QHash>
#include <QSet>
#include <QString>

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

struct Bills
{
    std::map<SpendKey, Spend> spend;
    // Account, subscription and project ids as written (CUR lineItem/UsageAccountId, FOCUS
    // SubAccountId, Azure SubscriptionId, GCP project.id): for the provenance, hashed unless the
    // user asks for them in clear (docs/measured-usage.md, "Privacy").
    QSet<QString> accounts;
};

// The storage GB-months or egress GB of `quantity` in `unit` as the exports write it ("GB-Mo",
// "1 GB/Month", "10 GB", "gibibyte month", "GiB"); nullopt when the unit is not a data size.
std::optional<double> gigabytesOf(double quantity, const QByteArray &unit);

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
