// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "textsource.h"

#include <QHash>
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
    double billed = 0.0;            // as invoiced (unblended)
    double effective = 0.0;         // amortized: by the provider's rules (docs/measured-usage.md)
    double list = 0.0;              // at public on-demand prices, where the file gives them
    double gpuHours = 0.0;          // instance-hours × GPUs per instance (kind Gpu)
    double committedGpuHours = 0.0; // of which covered by a reservation or Savings Plan
    qint64 lines = 0;
};

struct Bills
{
    std::map<SpendKey, Spend> spend;
};

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
