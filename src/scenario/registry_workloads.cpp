// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The input registry's rows of the workload: version 1's one workload, version 2's list of
// workloads (docs/methodology.md §8, §11). inputregistry.cpp puts the sections together in the
// order of the file; registry_rows.h has what the rows share.
#include "registry_rows.h"

namespace gda::inputs::rows {

// Version 1: the one workload.
void appendWorkload(std::vector<Input> &f)
{
    const Source *migration = source(kMigrationArticle);
    const Source *model = source(kCostModel);
    const Source *estimate = source(kJudgement);
    using enum Type;
    using enum Measure;
    using enum Topic;
    const std::vector<Input> rows{
        // Workload.
        {.path = "inputs.workload.gpus",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Gpus,
         .range = whole(1, 100000),
         .required = true,
         .topic = Utilization,
         .slot = AT(inputs.workload.gpus),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "GPUs needed"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "ten 8-GPU servers, the cluster of the migration article")},
        {.path = "inputs.workload.utilization",
         .measure = Share,
         .range = kPositiveFraction,
         .required = true,
         .topic = Utilization,
         .slot = AT(inputs.workload.utilization),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Utilization"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "the cost model's worked example"),
         .uncertain = {.key = "utilization"}},
        {.path = "inputs.workload.monthly_profile",
         .type = Profile,
         .range = kProfileValue,
         .topic = Predictability,
         .slot = AT(inputs.workload.monthlyProfile),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Monthly profile")},
        {.path = "inputs.workload.annual_growth",
         .measure = Share,
         .range = kChange,
         .topic = Predictability,
         .slot = AT(inputs.workload.annualGrowth),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Annual growth of the demand"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "no growth unless known (project estimate)"),
         .uncertain = {.key = "annual_growth"}},
    };
    f.insert(f.end(), rows.begin(), rows.end());
}

// Version 2: the workloads (inputs.workloads[]).
void appendWorkloadsV2(std::vector<Input> &f)
{
    const Range kThroughput = aboveAtMost(0.0, 100.0);
    const Range kName = whole(1, 80);
    const Source *hybrid = source(kHybridArticle);
    const Source *multicloud = source(kMultiCloudArticle);
    const Source *model2 = source(kCostModelV2);
    const Source *catalog = source(kPriceCatalog);
    const Source *estimate = source(kJudgement);
    using enum Type;
    using enum Measure;
    const std::vector<Input> rows{
        // The workloads (1 to 16).
        {.path = "inputs.workloads[].name",
         .type = Text,
         .range = kName,
         .role = Role::Describe,
         .slot = AT_WORKLOAD(name),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Workload name"),
         .versions = kV2,
         .elementDefault = [](const Scenario &, int i) -> QJsonValue {
             return QStringLiteral("Workload %1").arg(i + 1);
         }},
        {.path = "inputs.workloads[].kind",
         .type = Choice,
         .slot = AT_WORKLOAD(kind),
         .choices = kKinds,
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Workload kind"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "training: the kind the first question is about; training runs that need GPUs for "
             "weeks belong on-premise (hybrid-cloud article, Dec 2025)"),
         .versions = kV2},
        {.path = "inputs.workloads[].gpus",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Gpus,
         .range = whole(1, 100000),
         .required = true,
         .slot = AT_WORKLOAD(gpus),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "GPUs busy at the same time"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "required: the GPUs (in H100 SXM) this workload keeps busy while it runs"),
         .versions = kV2,
         .uncertain = {.key = "gpus", .name = QT_TRANSLATE_NOOP("gda::inputs", "GPUs at once")}},
        {.path = "inputs.workloads[].utilization",
         .measure = Share,
         .range = kPositiveFraction,
         .slot = AT_WORKLOAD(utilization),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Busy share of its GPUs, every hour"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "instead of hours a day and days a week: busy at this share every hour of the week"),
         .versions = kV2,
         .alternative = 1,
         .side = 1,
         .written = usesUtilization,
         .uncertain = {.key = "utilization",
                       .name = QT_TRANSLATE_NOOP("gda::inputs", "utilization")}},
        {.path = "inputs.workloads[].hours_per_day",
         .range = aboveAtMost(0.0, 24.0),
         .slot = AT_WORKLOAD(hoursPerDay),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Hours a day it runs"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "24: round the clock unless you say when the work runs (project estimate)"),
         .versions = kV2,
         .alternative = 1,
         .side = 2,
         .written = usesPattern},
        {.path = "inputs.workloads[].days_per_week",
         .type = Whole,
         .range = whole(1, 7),
         .slot = AT_WORKLOAD(daysPerWeek),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Days a week it runs"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs", "7: every day unless you say when the work runs (project estimate)"),
         .versions = kV2,
         .alternative = 1,
         .side = 2,
         .written = usesPattern},
        {.path = "inputs.workloads[].start_hour",
         .type = Whole,
         .range = whole(0, 23),
         .slot = AT_WORKLOAD(startHour),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Hour it starts"),
         .hint =
             QT_TRANSLATE_NOOP("gda::inputs", "0: midnight, round the clock (project estimate)"),
         .versions = kV2,
         .alternative = 1,
         .side = 2,
         .written = usesPattern},
        {.path = "inputs.workloads[].shiftable",
         .type = Bool,
         .slot = queuedSlot<&WorkloadInput::shiftable>(),
         .source = multicloud,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "May wait for free hours (shiftable)"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "yes for training and batch: their jobs go to the cheapest "
                                   "capacity available (multi-cloud article, Dec 2025)"),
         .versions = kV2,
         .elementDefault = [](const Scenario &s, int i) -> QJsonValue {
             return queuedByKind(s.inputs.workloads[std::size_t(i)].kind);
         }},
        {.path = "inputs.workloads[].interruptible",
         .type = Bool,
         .slot = queuedSlot<&WorkloadInput::interruptible>(),
         .source = multicloud,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "May run on spot capacity (interruptible)"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs", "yes for training and batch, which checkpoint; inference and "
                            "development must not be interrupted (multi-cloud article, Dec 2025)"),
         .versions = kV2,
         .elementDefault = [](const Scenario &s, int i) -> QJsonValue {
             return queuedByKind(s.inputs.workloads[std::size_t(i)].kind);
         }},
        {.path = "inputs.workloads[].monthly_profile",
         .type = Profile,
         .range = kProfileValue,
         .slot = AT_WORKLOAD(monthlyProfile),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Monthly profile of this workload"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "flat, as the version 1 workload (cost model, version 2)"),
         .versions = kV2},
        {.path = "inputs.workloads[].annual_growth",
         .measure = Share,
         .range = kChange,
         .slot = AT_WORKLOAD(annualGrowth),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Annual growth of this workload"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "0%, as the version 1 workload (cost model, version 2)"),
         .versions = kV2,
         .uncertain = {.key = "annual_growth",
                       .name = QT_TRANSLATE_NOOP("gda::inputs", "annual growth")}},
        {.path = "inputs.workloads[].start_month",
         .type = Whole,
         .unit = Unit::MonthNumber,
         .range = whole(1, 120),
         .slot = AT_WORKLOAD(startMonth),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "First active month"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "month 1: active over the whole horizon unless you say otherwise (project estimate)"),
         .versions = kV2},
        {.path = "inputs.workloads[].end_month",
         .type = Whole,
         .unit = Unit::MonthNumber,
         .range = whole(1, 120),
         .optional = true,
         .slot = AT_WORKLOAD(endMonth),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Last active month"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs", "the horizon's last month unless you say otherwise (project estimate)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "The last month of the horizon"),
         .versions = kV2},
        {.path = "inputs.workloads[].placement",
         .type = Choice,
         .slot = AT_WORKLOAD(placement),
         .choices = kPlacements,
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Where it may run (placement)"),
         .hint =
             QT_TRANSLATE_NOOP("gda::inputs", "automatic: workload characteristics determine the "
                                              "optimal placement (hybrid-cloud article, Dec 2025)"),
         .versions = kV2},
        {.path = "inputs.workloads[].gpu_model",
         .type = Text,
         .range = kName,
         .slot = AT_WORKLOAD(gpuModel),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "GPU model of its cloud price"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "H100 SXM: both articles price H100s (Dec 2025)"),
         .versions = kV2},
        {.path = "inputs.workloads[].data_tb",
         .unit = Unit::Tb,
         .range = money(),
         .slot = AT_WORKLOAD(dataTb),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Its data set"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "0 TB, as the version 1 workload (cost model, version 2)"),
         .versions = kV2},
        {.path = "inputs.workloads[].cloud.offer",
         .type = Text,
         .range = whole(0, 200),
         .slot = AT_WORKLOAD(cloud.offer),
         .source = catalog,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Its cloud offer from the price catalog"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "none: priced at the scenario's cloud prices (price catalog)"),
         .versions = kV2,
         .written = [](const Scenario &s,
                       int i) { return !s.inputs.workloads[std::size_t(i)].cloud.offer.empty(); }},
        {.path = "inputs.workloads[].cloud.on_demand_per_gpu_hour",
         .measure = Money,
         .unit = Unit::PerGpuHour,
         .range = money(),
         .optional = true,
         .slot = AT_WORKLOAD(cloud.onDemandPerGpuHour),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Its on-demand price"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "its own value, then its offer's, then the scenario's (cost model, version 2)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "Its offer's price, else the scenario's"),
         .versions = kV2,
         .uncertain = {.key = "cloud_price",
                       .name = QT_TRANSLATE_NOOP("gda::inputs", "cloud price"),
                       .decimals = 2}},
        {.path = "inputs.workloads[].cloud.reserved_per_gpu_hour",
         .measure = Money,
         .unit = Unit::PerGpuHour,
         .range = money(),
         .optional = true,
         .slot = AT_WORKLOAD(cloud.reservedPerGpuHour),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Its reserved price"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "its own value, then its offer's, then the scenario's (cost model, version 2)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "Its offer's price, else the scenario's"),
         .versions = kV2},
        {.path = "inputs.workloads[].cloud.reserved_gpus",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Gpus,
         .range = whole(0, 1000000),
         .slot = AT_WORKLOAD(cloud.reservedGpus),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Its reserved GPUs"),
         .hint =
             QT_TRANSLATE_NOOP("gda::inputs", "0: a commitment is a choice; reservations bind for "
                                              "up to three years (hybrid-cloud article, Dec 2025)"),
         .versions = kV2},
        {.path = "inputs.workloads[].cloud.spot_per_gpu_hour",
         .measure = Money,
         .unit = Unit::PerGpuHour,
         .range = money(),
         .optional = true,
         .slot = AT_WORKLOAD(cloud.spotPerGpuHour),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Its spot price"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "its own value, then its offer's, then the scenario's (cost model, version 2)"),
         .automatic =
             QT_TRANSLATE_NOOP("gda::inputs", "Its offer's spot price, else the scenario's"),
         .versions = kV2},
        {.path = "inputs.workloads[].cloud.spot_fraction",
         .measure = Share,
         .range = kFraction,
         .slot = AT_WORKLOAD(cloud.spotFraction),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Share of its cloud hours on spot"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "0%: no spot unless you choose it for interruptible work (project estimate)"),
         .versions = kV2},
        {.path = "inputs.workloads[].cloud.spot_rework",
         .measure = Share,
         .range = kFraction,
         .slot = AT_WORKLOAD(cloud.spotRework),
         .source = multicloud,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Spot rework"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "10% of spot hours redone: AWS spot instances disappear during training (multi-cloud "
             "article, Dec 2025); the share is a project estimate"),
         .versions = kV2},
        {.path = "inputs.workloads[].cloud.burst_per_gpu_hour",
         .measure = Money,
         .unit = Unit::PerGpuHour,
         .range = money(),
         .optional = true,
         .slot = AT_WORKLOAD(cloud.burstPerGpuHour),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Its burst price"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "its own value, then its offer's, then the scenario's (cost model, version 2)"),
         .automatic =
             QT_TRANSLATE_NOOP("gda::inputs", "Its offer's price, else the scenario's burst price"),
         .versions = kV2},
        {.path = "inputs.workloads[].cloud.throughput",
         .range = kThroughput,
         .optional = true,
         .slot = AT_WORKLOAD(cloud.throughput),
         .source = catalog,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Relative performance of its cloud GPU"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "H100 SXM = 1; the price catalog's datasheet figure for its offer's GPU, else 1"),
         .automatic =
             QT_TRANSLATE_NOOP("gda::inputs", "Its offer's GPU in the price catalog, else 1"),
         .versions = kV2},

        // What the workload needs of a multi-cloud offer (docs/methodology.md §17).
        {.path = "inputs.workloads[].needs.regions",
         .type = Names,
         .range = kName,
         .optional = true,
         .slot = AT_WORKLOAD(needs.regions),
         .source = multicloud,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Regions it may run in"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "region ids (eu-north-1) or jurisdictions (EU, UK, US); data "
                                   "residency differs by region (multi-cloud article, Dec 2025)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "Any region"),
         .versions = kV2},
        {.path = "inputs.workloads[].needs.interconnect",
         .type = Choice,
         .slot = AT_WORKLOAD(needs.interconnect),
         .choices = kNeedInterconnect,
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Network between its GPUs"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "automatic: training on more than 8 GPUs needs a cluster "
                                   "network, on 2 to 8 NVLink in one machine (cost model, "
                                   "version 2)"),
         .versions = kV2,
         .written =
             [](const Scenario &s, int i) {
                 return s.inputs.workloads[std::size_t(i)].needs.interconnect !=
                        Interconnect::NotStated;
             }},
        {.path = "inputs.workloads[].needs.sla",
         .type = Choice,
         .slot = AT_WORKLOAD(needs.sla),
         .choices = kNeedSla,
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Availability commitment (SLA)"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "automatic: required for inference that cannot be interrupted "
                                   "(cost model, version 2)"),
         .versions = kV2,
         .written =
             [](const Scenario &s, int i) {
                 return s.inputs.workloads[std::size_t(i)].needs.sla != Sla::NotStated;
             }},
    };
    f.insert(f.end(), rows.begin(), rows.end());
}

} // namespace gda::inputs::rows
