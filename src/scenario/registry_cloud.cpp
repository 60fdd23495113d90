// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The input registry's rows of the cloud and the multi-cloud option (docs/methodology.md §8, §11).
// inputregistry.cpp puts the sections together in the order of the file; registry_rows.h has what
// the rows share.
#include "registry_rows.h"

namespace gda::inputs::rows {

// The cloud (version 1 and 2).
void appendCloud(std::vector<Input> &f)
{
    const Source *hybrid = source(kHybridArticle);
    const Source *model = source(kCostModel);
    const Source *estimate = source(kJudgement);
    using enum Type;
    using enum Measure;
    using enum Topic;
    const std::vector<Input> rows{
        // Cloud.
        {.path = "inputs.cloud.pricing",
         .type = Choice,
         .topic = Cloud,
         .slot = AT(inputs.cloud.pricing),
         .choices = kPricing,
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Pricing")},
        {.path = "inputs.cloud.on_demand_per_gpu_hour",
         .measure = Money,
         .unit = Unit::PerGpuHour,
         .range = money(),
         .topic = Cloud,
         .slot = AT(inputs.cloud.onDemandPerGpuHour),
         .source = source(kAwsOnDemand),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "On-demand price"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "AWS p5.48xlarge $55.04/h for 8 GPUs after the June 2025 cut "
                                   "(pricing sources)"),
         .uncertain = {.key = "cloud_price",
                       .name = QT_TRANSLATE_NOOP("gda::inputs", "Cloud GPU-hour price"),
                       .decimals = 2}},
        {.path = "inputs.cloud.reserved_per_gpu_hour",
         .measure = Money,
         .unit = Unit::PerGpuHour,
         .range = money(),
         .topic = Cloud,
         .slot = AT(inputs.cloud.reservedPerGpuHour),
         .source = source(kReservedDiscount),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Reserved price"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "about 40% below on-demand for one year (pricing sources)")},
        {.path = "inputs.cloud.reserved_gpus",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Gpus,
         .range = whole(0, 1000000),
         .optional = true,
         .topic = Cloud,
         .slot = AT(inputs.cloud.reservedGpus),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Reserved GPUs"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "the number of GPUs"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "Same as the number of GPUs")},
        {.path = "inputs.cloud.burst_per_gpu_hour",
         .measure = Money,
         .unit = Unit::PerGpuHour,
         .range = money(),
         .optional = true,
         .topic = Cloud,
         .slot = AT(inputs.cloud.burstPerGpuHour),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Burst price"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "the on-demand price"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "Same as the on-demand price")},
        {.path = "inputs.cloud.annual_price_change",
         .measure = Share,
         .range = kChange,
         .topic = Cloud,
         .slot = AT(inputs.cloud.annualPriceChange),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Cloud price change per year"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs", "flat; AWS cut H100 prices by 44% in June 2025, not extrapolated"),
         .uncertain = {.key = "cloud_price_change"}},
        {.path = "inputs.cloud.storage_tb",
         .unit = Unit::Tb,
         .range = money(),
         .topic = Cloud,
         .slot = AT(inputs.cloud.storageTb),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Data stored in the cloud"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "working data set (project estimate)")},
        {.path = "inputs.cloud.storage_per_gb_month",
         .measure = Money,
         .unit = Unit::PerGbMonth,
         .range = money(),
         .topic = Cloud,
         .slot = AT(inputs.cloud.storagePerGbMonth),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Storage price"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs", "network-attached storage $0.10/GB-month (hybrid-cloud article)")},
        {.path = "inputs.cloud.egress_tb_per_month",
         .unit = Unit::TbPerMonth,
         .range = money(),
         .topic = DataGravity,
         .slot = AT(inputs.cloud.egressTbPerMonth),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Data transfer out (egress)"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "project estimate; AWS charges $0.09/GB beyond 10 TB a month")},
        {.path = "inputs.cloud.egress_tiers",
         .type = Tiers,
         .measure = Money,
         .range = money(),
         .bound = kTierBound,
         .topic = Cloud,
         .slot = AT(inputs.cloud.egressTiers),
         .source = source(kAwsEgress),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Egress price bands"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "AWS internet egress, $0.09/GB for the first 10 TB, then 0.085, 0.07 and "
             "0.05 (pricing sources)")},
        {.path = "inputs.cloud.overhead_fraction",
         .measure = Share,
         .range = closed(0, 10),
         .topic = Cloud,
         .slot = AT(inputs.cloud.overheadFraction),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Overhead on compute"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "support, monitoring, load balancers, NAT (project estimate)")},
    };
    f.insert(f.end(), rows.begin(), rows.end());
}

// Version 2: the spot price and the multi-cloud option.
void appendCloudV2(std::vector<Input> &f)
{
    const Range kThroughput = aboveAtMost(0.0, 100.0);
    const Range kName = whole(1, 80);
    const Source *multicloud = source(kMultiCloudArticle);
    const Source *model2 = source(kCostModelV2);
    const Source *estimate = source(kJudgement);
    using enum Type;
    using enum Measure;
    const std::vector<Input> rows{
        // The scenario's spot price (the other cloud rows are shared with version 1).
        {.path = "inputs.cloud.spot_per_gpu_hour",
         .measure = Money,
         .unit = Unit::PerGpuHour,
         .range = money(),
         .optional = true,
         .slot = AT(inputs.cloud.spotPerGpuHour),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Spot price"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "none: spot only where an offer or a workload gives a price (project estimate)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "No spot price"),
         .versions = kV2},

        // The multi-cloud option.
        {.path = "inputs.multicloud.providers",
         .type = Names,
         .range = kName,
         .optional = true,
         .slot = AT(inputs.multicloud.providers),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Providers the multi-cloud option may use"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "every provider with an offer for the workload's "
                                                  "GPU, and its own terms (project estimate)"),
         .automatic = QT_TRANSLATE_NOOP(
             "gda::inputs", "Every provider with an offer, and the workload's own terms"),
         .versions = kV2},
        {.path = "inputs.multicloud.data_residency",
         .type = Names,
         .range = kName,
         .optional = true,
         .slot = AT(inputs.multicloud.dataResidency),
         .source = multicloud,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Where the data may be processed"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "jurisdictions (EU, UK, US) or region ids for every workload; "
                                   "data residency across regions is one of multi-cloud's hard "
                                   "parts (multi-cloud article, Dec 2025)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "Anywhere"),
         .versions = kV2},
        {.path = "inputs.multicloud.max_offer_age_days",
         .type = Whole,
         .measure = Count,
         .range = whole(0, 36500),
         .optional = true,
         .slot = AT(inputs.multicloud.maxOfferAgeDays),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Oldest catalog price used (days)"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "180: the catalog flags prices older than six months as stale "
                                   "(project estimate)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "Any age"),
         .versions = kV2},
        {.path = "inputs.multicloud.offers[].id",
         .type = Text,
         .range = whole(1, 200),
         .required = true,
         .slot = AT_OFFER(id),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Quoted offer: id"),
         .hint =
             QT_TRANSLATE_NOOP("gda::inputs", "a client's negotiated quote, added to the price "
                                              "catalog for this scenario (cost model, version 2)"),
         .versions = kV2},
        {.path = "inputs.multicloud.offers[].provider",
         .type = Text,
         .range = kName,
         .required = true,
         .slot = AT_OFFER(provider),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Quoted offer: provider"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "required for a quoted offer (cost model, version 2)"),
         .versions = kV2},
        {.path = "inputs.multicloud.offers[].gpu_model",
         .type = Text,
         .range = kName,
         .required = true,
         .slot = AT_OFFER(gpuModel),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Quoted offer: GPU model"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "required for a quoted offer: a GPU model of the "
                                                  "price catalog (cost model, version 2)"),
         .versions = kV2},
        {.path = "inputs.multicloud.offers[].on_demand_per_gpu_hour",
         .measure = Money,
         .unit = Unit::PerGpuHour,
         .range = money(),
         .required = true,
         .slot = AT_OFFER(onDemandPerGpuHour),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Quoted offer: on-demand price"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "required for a quoted offer (cost model, version 2)"),
         .versions = kV2},
        {.path = "inputs.multicloud.offers[].spot_per_gpu_hour",
         .measure = Money,
         .unit = Unit::PerGpuHour,
         .range = money(),
         .optional = true,
         .slot = AT_OFFER(spotPerGpuHour),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Quoted offer: spot price"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs", "none: that provider has no spot market (cost model, version 2)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "No spot market"),
         .versions = kV2},
        {.path = "inputs.multicloud.offers[].throughput",
         .range = kThroughput,
         .slot = AT_OFFER(throughput),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Quoted offer: relative performance"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "H100 SXM = 1, unless the quote is for another GPU (cost model, version 2)"),
         .versions = kV2},
        {.path = "inputs.multicloud.offers[].region",
         .type = Text,
         .range = whole(0, 80),
         .slot = AT_OFFER(region),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Quoted offer: region"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "needed where the data may be processed only "
                                                  "in some regions (cost model, version 2)"),
         .versions = kV2,
         .written =
             [](const Scenario &s, int i) {
                 return !s.inputs.multicloud.offers[std::size_t(i)].region.empty();
             }},
        {.path = "inputs.multicloud.offers[].interconnect",
         .type = Choice,
         .slot = AT_OFFER(interconnect),
         .choices = kOfferInterconnect,
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Quoted offer: network between GPUs"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "not stated: a quote is taken to meet the workload's need "
                                   "(cost model, version 2)"),
         .versions = kV2,
         .written =
             [](const Scenario &s, int i) {
                 return s.inputs.multicloud.offers[std::size_t(i)].interconnect !=
                        Interconnect::NotStated;
             }},
        {.path = "inputs.multicloud.offers[].sla",
         .type = Choice,
         .slot = AT_OFFER(sla),
         .choices = kOfferSla,
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Quoted offer: availability commitment"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "not stated: a quote is taken to meet the workload's need "
                                   "(cost model, version 2)"),
         .versions = kV2,
         .written =
             [](const Scenario &s, int i) {
                 return s.inputs.multicloud.offers[std::size_t(i)].sla != Sla::NotStated;
             }},
        {.path = "inputs.multicloud.offers[].max_gpus",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Gpus,
         .range = whole(1, 1000000),
         .optional = true,
         .slot = AT_OFFER(maxGpus),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Quoted offer: most GPUs available"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "none: no limit (cost model, version 2)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "No limit"),
         .versions = kV2},
        {.path = "inputs.multicloud.max_share_per_provider",
         .measure = Share,
         .range = kPositiveFraction,
         .slot = AT(inputs.multicloud.maxSharePerProvider),
         .source = multicloud,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Largest share with one provider"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "60%: no cloud provider can guarantee GPU "
                                                  "availability (multi-cloud article, Dec 2025)"),
         .versions = kV2},
        {.path = "inputs.multicloud.cross_cloud_tb_per_month",
         .unit = Unit::TbPerMonth,
         .range = money(),
         .slot = AT(inputs.multicloud.crossCloudTbPerMonth),
         .source = multicloud,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Data copied between clouds"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "0: unknown until the data placement is designed; egress can "
                                   "cost up to $50,000 a month (multi-cloud article, Dec 2025)"),
         .versions = kV2},
        {.path = "inputs.multicloud.orchestration_per_year",
         .measure = Money,
         .unit = Unit::PerYear,
         .range = money(),
         .optional = true,
         .slot = AT(inputs.multicloud.orchestrationPerYear),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Multi-cloud orchestration per year"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "automatic: one platform engineer, $150,000 a year, for each cloud beyond a "
             "workload's own that serves it (project estimate); each cloud has its own APIs, "
             "network and identity model, and only 23% orchestrate successfully (multi-cloud "
             "article, Dec 2025)"),
         .automatic = QT_TRANSLATE_NOOP(
             "gda::inputs", "Automatic: one platform engineer a year per additional cloud"),
         .versions = kV2},
        {.path = "inputs.multicloud.data_sync_fraction_per_month",
         .measure = Share,
         .range = kFraction,
         .slot = AT(inputs.multicloud.dataSyncFractionPerMonth),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Data kept in sync per month"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "10%: the share of a workload's data copied again each month to every additional "
             "cloud serving it, after a first full copy, at the egress prices (project estimate; "
             "egress can cost up to $50,000 a month, multi-cloud article, Dec 2025)"),
         .versions = kV2},
    };
    f.insert(f.end(), rows.begin(), rows.end());
}

} // namespace gda::inputs::rows
