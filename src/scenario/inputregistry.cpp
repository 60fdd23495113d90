// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputregistry.h"

#include "engine/uncertainty.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTextBoundaryFinder>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

namespace gda::inputs {

using namespace gda::jsonfields;
using namespace gda::engine;

namespace {

struct Msg // this file's translation context (README, "Languages")
{
    Q_DECLARE_TR_FUNCTIONS(gda::inputs)
};

// ---- Values in a Scenario as the JSON the file holds -------------------------------------------

QJsonValue toJson(double v)
{
    return v;
}
QJsonValue toJson(int v)
{
    return v;
}
QJsonValue toJson(bool v)
{
    return v;
}
QJsonValue toJson(const QString &v)
{
    return v;
}
template <typename E>
requires std::is_enum_v<E> QJsonValue toJson(E v)
{
    return static_cast<int>(v);
}
template <typename T> QJsonValue toJson(const std::optional<T> &v)
{
    return v ? toJson(*v) : QJsonValue(QJsonValue::Null);
}
QJsonValue toJson(const std::array<double, 12> &values)
{
    QJsonArray list;
    for (double v : values)
        list.append(v);
    return list;
}
QJsonValue toJson(const std::vector<EgressTier> &tiers)
{
    QJsonArray list;
    for (const EgressTier &t : tiers)
        list.append(
            QJsonArray{std::isinf(t.upperTb) ? QJsonValue() : QJsonValue(t.upperTb), t.pricePerGb});
    return list;
}

void fromJson(const QJsonValue &v, double &target)
{
    target = v.toDouble();
}
void fromJson(const QJsonValue &v, int &target)
{
    target = static_cast<int>(std::llround(v.toDouble()));
}
void fromJson(const QJsonValue &v, bool &target)
{
    target = v.toBool();
}
void fromJson(const QJsonValue &v, QString &target)
{
    target = v.toString();
}
template <typename E>
requires std::is_enum_v<E>
void fromJson(const QJsonValue &v, E &target)
{
    target = static_cast<E>(v.toInt());
}
template <typename T> void fromJson(const QJsonValue &v, std::optional<T> &target)
{
    if (v.isNull() || v.isUndefined()) {
        target.reset();
        return;
    }
    T value{};
    fromJson(v, value);
    target = value;
}
void fromJson(const QJsonValue &v, std::array<double, 12> &target)
{
    const QJsonArray list = v.toArray();
    for (qsizetype i = 0; i < list.size() && i < 12; ++i)
        target[std::size_t(i)] = list[i].toDouble();
}
void fromJson(const QJsonValue &v, std::vector<EgressTier> &target)
{
    target.clear();
    for (const QJsonValue &band : v.toArray()) {
        const QJsonArray pair = band.toArray();
        EgressTier tier;
        if (!pair.at(0).isNull())
            tier.upperTb = pair.at(0).toDouble();
        tier.pricePerGb = pair.at(1).toDouble();
        target.push_back(tier);
    }
}

// The slot of a member of Scenario: AT(inputs.onprem.gpuUnitPrice).
#define AT(member)                                                                                 \
    Slot                                                                                           \
    {                                                                                              \
        [](const Scenario &s, int) { return toJson(s.member); },                                   \
            [](Scenario &s, int, const QJsonValue &v) { fromJson(v, s.member); }                   \
    }

// ---- Sources of the defaults (docs/methodology.md, §8) -----------------------------------------

enum SourceId {
    kHybridArticle,
    kMigrationArticle,
    kAwsOnDemand,
    kReservedDiscount,
    kAwsEgress,
    kH100Price,
    kDgxPower,
    kDepreciation,
    kDirectConnect,
    kCostModel,
    kJudgement,
    kSourceCount
};

const std::array<Source, kSourceCount> kSources{{
    {QT_TRANSLATE_NOOP("gda::inputs", "hybrid-cloud article, 8 Dec 2025"),
     QT_TRANSLATE_NOOP(
         "gda::inputs",
         "Introl, “Hybride cloudstrategie voor AI: On-premise vs cloud GPU-economie en "
         "beslissingskader” (hybrid cloud strategy for AI), Dutch edition, updated 8 December "
         "2025")},
    {QT_TRANSLATE_NOOP("gda::inputs", "migration article, 8 Dec 2025"),
     QT_TRANSLATE_NOOP(
         "gda::inputs",
         "Introl, “AI-workloads migreren: Van AWS naar on-premise GPU-infrastructuur” (migrating "
         "AI from AWS to on-premise GPUs), Dutch edition, updated 8 December 2025")},
    {QT_TRANSLATE_NOOP("gda::inputs", "AWS price list, retrieved 9 Nov 2026"),
     QT_TRANSLATE_NOOP(
         "gda::inputs",
         "AWS p5.48xlarge on-demand price in us-east-1 after the June 2025 price cut, $55.04 an "
         "hour for 8 GPUs: SkyPilot price catalog v8 and Data Receipts, retrieved 9 November "
         "2026")},
    {QT_TRANSLATE_NOOP("gda::inputs", "GPU price comparison, 20 Apr 2026"),
     QT_TRANSLATE_NOOP(
         "gda::inputs",
         "AWS Savings Plans for GPU instances, about 40% below on-demand for one year: a published "
         "comparison of GPU prices dated 20 April 2026")},
    {QT_TRANSLATE_NOOP("gda::inputs", "AWS egress prices, 27 Apr 2026"),
     QT_TRANSLATE_NOOP(
         "gda::inputs",
         "AWS internet egress bands ($0.09, 0.085, 0.07 and 0.05 per GB): atonementlicensing, "
         "wring.co and leanopstech (27 April 2026)")},
    {QT_TRANSLATE_NOOP("gda::inputs", "H100 price estimate, Hugging Face, 2025–26"),
     QT_TRANSLATE_NOOP(
         "gda::inputs",
         "NVIDIA H100 SXM list-price estimate of about $30,000: huggingface.co/hardware/h100 "
         "(2025–26); Raymond James 25,000–30,000 (2023)")},
    {QT_TRANSLATE_NOOP("gda::inputs", "NVIDIA DGX H100 specification, 2024–25"),
     QT_TRANSLATE_NOOP(
         "gda::inputs",
         "NVIDIA DGX H100: at most 10.2 kW for 8 GPUs, NVIDIA's DGX H100 guide as cited by "
         "supercluster.blog and unanswered.io (2024–25)")},
    {QT_TRANSLATE_NOOP("gda::inputs", "GPU depreciation practice, 2023–25"),
     QT_TRANSLATE_NOOP(
         "gda::inputs",
         "GPU depreciation for a total cost of ownership of 5 years (3–6): theCUBE commentary, "
         "against the 5–6-year server lives in the hyperscalers' annual reports of 2023–2025")},
    {QT_TRANSLATE_NOOP("gda::inputs", "AWS Direct Connect prices, 2025–26"),
     QT_TRANSLATE_NOOP(
         "gda::inputs",
         "AWS Direct Connect: data transfer out $0.02–0.04 per GB, c3x.dev (2025–26)")},
    // The app's own model and judgement need no reference beyond their name: the methodology
    // explains both.
    {QT_TRANSLATE_NOOP("gda::inputs", "cost model, version 1"), nullptr},
    {QT_TRANSLATE_NOOP("gda::inputs", "project estimate"), nullptr},
}};

const Source *source(SourceId id)
{
    return &kSources[std::size_t(id)];
}

// ---- Choices -----------------------------------------------------------------------------------

constexpr Choice kCurrencies[] = {
    {int(Currency::EUR), "EUR", QT_TRANSLATE_NOOP("gda::inputs", "Euro (EUR)")},
    {int(Currency::USD), "USD", QT_TRANSLATE_NOOP("gda::inputs", "US dollar (USD)")}};
constexpr Choice kPricing[] = {
    {int(CloudPricing::OnDemand), "on_demand", QT_TRANSLATE_NOOP("gda::inputs", "On-demand")},
    {int(CloudPricing::Reserved), "reserved",
     QT_TRANSLATE_NOOP("gda::inputs", "Reserved (1-year commitment)")}};
constexpr Choice kFinancing[] = {
    {int(FinancingMode::Cash), "cash", QT_TRANSLATE_NOOP("gda::inputs", "Cash purchase")},
    {int(FinancingMode::Lease), "lease", QT_TRANSLATE_NOOP("gda::inputs", "Lease")},
    {int(FinancingMode::Loan), "loan", QT_TRANSLATE_NOOP("gda::inputs", "Loan")}};
constexpr Choice kMethods[] = {{int(MigrationMethod::Internet), "internet",
                                QT_TRANSLATE_NOOP("gda::inputs", "Over the internet (egress)")},
                               {int(MigrationMethod::Snowball), "snowball",
                                QT_TRANSLATE_NOOP("gda::inputs", "Snowball devices")},
                               {int(MigrationMethod::DirectConnect), "direct_connect",
                                QT_TRANSLATE_NOOP("gda::inputs", "Direct Connect line")}};
constexpr Choice kExpertise[] = {
    {int(Expertise::None), "none",
     QT_TRANSLATE_NOOP("gda::inputs", "No GPU infrastructure experience")},
    {int(Expertise::Some), "some",
     QT_TRANSLATE_NOOP("gda::inputs", "Some experience (general IT operations)")},
    {int(Expertise::HpcTeam), "hpc_team",
     QT_TRANSLATE_NOOP("gda::inputs", "Dedicated GPU-cluster (HPC) team")}};
constexpr Choice kLocations[] = {
    {int(DataLocation::Cloud), "cloud", QT_TRANSLATE_NOOP("gda::inputs", "In the cloud")},
    {int(DataLocation::OnPrem), "onprem", QT_TRANSLATE_NOOP("gda::inputs", "On-premise")},
    {int(DataLocation::Mixed), "mixed",
     QT_TRANSLATE_NOOP("gda::inputs", "Partly in the cloud, partly on-premise")}};
// A yes/no input's two values, as the report words them.
constexpr Choice kResidual[] = {{0, "false", QT_TRANSLATE_NOOP("gda::inputs", "not counted")},
                                {1, "true", QT_TRANSLATE_NOOP("gda::inputs", "counted")}};
// The kind of workload (predictability editor); stored as its key, so the values are positions.
constexpr Choice kWorkloadTypes[] = {
    {1, "training", QT_TRANSLATE_NOOP("gda::inputs", "Training")},
    {2, "inference", QT_TRANSLATE_NOOP("gda::inputs", "Inference")},
    {3, "development_test", QT_TRANSLATE_NOOP("gda::inputs", "Development and test")},
    {4, "production", QT_TRANSLATE_NOOP("gda::inputs", "Production")}};
// Records of the pricing provenance.
constexpr Choice kCurrencyCodes[] = {{0, "EUR", nullptr}, {1, "USD", nullptr}};
constexpr Choice kReservedFrom[] = {{0, "reserved_1y_per_gpu_hour", nullptr},
                                    {1, "on_demand_per_gpu_hour", nullptr}};

// ---- Ranges (the shared contract's table of valid values) -------------------------------------

const Range kFraction = closed(0.0, 1.0);
const Range kChange = closed(-0.9, 10.0);
const Range kPositiveFraction = aboveAtMost(0.0, 1.0);
const Range kProfileValue = aboveAtMost(0.0, 100.0);
const Range kTierBound = aboveAtMost(0.0, kMoneyMax);

// ---- The rows ----------------------------------------------------------------------------------

// Every field of a version 1 scenario file, in the order of the file.
std::vector<Input> makeFields()
{
    const Source *hybrid = source(kHybridArticle);
    const Source *migration = source(kMigrationArticle);
    const Source *model = source(kCostModel);
    const Source *estimate = source(kJudgement);
    const char *equalWeights = QT_TRANSLATE_NOOP("gda::inputs", "five equally weighted factors");
    const char *projectEstimate = QT_TRANSLATE_NOOP("gda::inputs", "project estimate");
    using enum Type;
    using enum Measure;
    using enum Topic;

    std::vector<Input> f{
        // The header and the descriptive fields.
        {.path = "format", .type = Text, .required = true, .role = Role::Header},
        {.path = "version",
         .type = Whole,
         .range = whole(1, 1),
         .required = true,
         .role = Role::Header},
        {.path = "name",
         .type = Text,
         .range = whole(1, 200),
         .role = Role::Describe,
         .topic = General,
         .slot = AT(name),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Scenario name")},
        {.path = "client",
         .type = Text,
         .range = whole(0, 200),
         .role = Role::Describe,
         .topic = General,
         .slot = AT(client),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Client")},
        {.path = "notes",
         .type = Text,
         .range = whole(0, 10000),
         .role = Role::Describe,
         .topic = General,
         .slot = AT(notes),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Notes")},
        {.path = "workload_type",
         .type = Choice,
         .role = Role::Describe,
         .topic = Predictability,
         .choices = kWorkloadTypes,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Kind of workload")},

        // General.
        {.path = "inputs.horizon_years",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Years,
         .range = whole(1, 10),
         .topic = General,
         .slot = AT(inputs.horizonYears),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Horizon"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "a five-year comparison (hybrid-cloud article, Dec 2025)")},
        {.path = "inputs.discount_rate",
         .measure = Share,
         .unit = Unit::PerYear,
         .range = kFraction,
         .topic = General,
         .slot = AT(inputs.discountRate),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Discount rate"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "cost model example; 0% compares plain totals")},

        {.path = "currency",
         .type = Choice,
         .topic = General,
         .slot = AT(currency),
         .choices = kCurrencies,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Currency")},

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
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "the cost model's worked example")},
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
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "no growth unless known (project estimate)")},

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
                                   "(pricing sources)")},
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
             "gda::inputs", "flat; AWS cut H100 prices by 44% in June 2025, not extrapolated")},
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

        // On-premise.
        {.path = "inputs.onprem.gpus",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Gpus,
         .range = whole(1, 1000000),
         .optional = true,
         .topic = Utilization,
         .slot = AT(inputs.onprem.gpus),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "GPUs to buy (on-premise option)"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "the number of GPUs of the workload"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "Same as the number of GPUs")},
        {.path = "inputs.onprem.hybrid_gpus",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Gpus,
         .range = whole(0, 1000000),
         .optional = true,
         .topic = Utilization,
         .slot = AT(inputs.onprem.hybridGpus),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "GPUs to buy (hybrid option)"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "enough GPUs for the quietest month; peaks go to the cloud"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "Automatic: cover the quietest month")},
        {.path = "inputs.onprem.gpu_unit_price",
         .measure = Money,
         .range = money(),
         .topic = Capital,
         .slot = AT(inputs.onprem.gpuUnitPrice),
         .source = source(kH100Price),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "GPU unit price"),
         .hint =
             QT_TRANSLATE_NOOP("gda::inputs", "H100 SXM list-price estimate (pricing sources)")},
        {.path = "inputs.onprem.server_network_per_gpu",
         .measure = Money,
         .range = money(),
         .topic = Capital,
         .slot = AT(inputs.onprem.serverNetworkPerGpu),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Servers and networking per GPU"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "$0.5M for 80 GPUs (migration article)")},
        {.path = "inputs.onprem.installation_per_gpu",
         .measure = Money,
         .range = money(),
         .topic = Capital,
         .slot = AT(inputs.onprem.installationPerGpu),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Installation per GPU"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "$0.2M for 80 GPUs (migration article)")},
        {.path = "inputs.onprem.facility_per_kw",
         .measure = Money,
         .unit = Unit::PerKw,
         .range = money(),
         .topic = Capital,
         .slot = AT(inputs.onprem.facilityPerKw),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Power and cooling facility"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "$150,000 for one 40 kW rack (hybrid-cloud article)")},
        {.path = "inputs.onprem.fixed_capex",
         .measure = Money,
         .range = money(),
         .topic = Capital,
         .slot = AT(inputs.onprem.fixedCapex),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Other one-off investment"),
         .hint = projectEstimate},
        {.path = "inputs.onprem.kw_per_gpu",
         .unit = Unit::Kw,
         .range = closed(0, 100),
         .topic = Capital,
         .slot = AT(inputs.onprem.kwPerGpu),
         .source = source(kDgxPower),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Power per GPU, server share included"),
         .hint =
             QT_TRANSLATE_NOOP("gda::inputs", "DGX H100: 10.2 kW for 8 GPUs (pricing sources)")},
        {.path = "inputs.onprem.pue",
         .range = closed(1, 5),
         .topic = Operations,
         .slot = AT(inputs.onprem.pue),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Power usage effectiveness (PUE)"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "cooling adds 30% (hybrid-cloud article)")},
        {.path = "inputs.onprem.idle_power_fraction",
         .measure = Share,
         .range = kFraction,
         .topic = Operations,
         .slot = AT(inputs.onprem.idlePowerFraction),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Power drawn while idle"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "idle servers draw about 30% of full load (project estimate)")},
        {.path = "inputs.onprem.electricity_per_kwh",
         .measure = Money,
         .unit = Unit::PerKwh,
         .range = money(),
         .topic = Operations,
         .slot = AT(inputs.onprem.electricityPerKwh),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Electricity price"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "$0.10 per kWh (hybrid-cloud article)")},
        {.path = "inputs.onprem.electricity_annual_change",
         .measure = Share,
         .range = kChange,
         .topic = Operations,
         .slot = AT(inputs.onprem.electricityAnnualChange),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Electricity price change per year"),
         .hint = projectEstimate},
        {.path = "inputs.onprem.maintenance_fraction",
         .measure = Share,
         .unit = Unit::OfHardware,
         .range = kFraction,
         .topic = Operations,
         .slot = AT(inputs.onprem.maintenanceFraction),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Maintenance per year"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "10–15% of the hardware a year (hybrid-cloud article)")},
        {.path = "inputs.onprem.staff_per_year",
         .measure = Money,
         .unit = Unit::PerYear,
         .range = money(),
         .topic = Expertise,
         .slot = AT(inputs.onprem.staffPerYear),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Staff cost per year"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "$500,000 a year without an HPC team (hybrid-cloud article, Dec 2025)")},
        {.path = "inputs.onprem.colocation_per_kw_month",
         .measure = Money,
         .unit = Unit::PerKwMonth,
         .range = money(),
         .topic = Operations,
         .slot = AT(inputs.onprem.colocationPerKwMonth),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Colocation"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "own data centre; colocation is about $184 per kW-month (pricing sources)")},
        {.path = "inputs.onprem.other_opex_per_year",
         .measure = Money,
         .unit = Unit::PerYear,
         .range = money(),
         .topic = Operations,
         .slot = AT(inputs.onprem.otherOpexPerYear),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Other operating costs per year"),
         .hint = projectEstimate},
        {.path = "inputs.onprem.storage_per_tb_month",
         .measure = Money,
         .unit = Unit::PerTbMonth,
         .range = money(),
         .topic = Operations,
         .slot = AT(inputs.onprem.storagePerTbMonth),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "On-premise storage"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "under $2 per TB a month on-premise (migration article)")},
        {.path = "inputs.onprem.max_utilization",
         .measure = Share,
         .range = kPositiveFraction,
         .topic = Utilization,
         .slot = AT(inputs.onprem.maxUtilization),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Usable share of an owned GPU"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs", "cost model: maintenance and scheduling gaps leave about 5% unused")},
        {.path = "inputs.onprem.lead_months",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Months,
         .range = whole(0, 120),
         .topic = Capital,
         .slot = AT(inputs.onprem.leadMonths),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Lead time"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "3–6 months of planning before execution (migration article)")},
        {.path = "inputs.onprem.lifetime_years",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Years,
         .range = whole(1, 20),
         .topic = Capital,
         .slot = AT(inputs.onprem.lifetimeYears),
         .source = source(kDepreciation),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Hardware lifetime"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "GPUs are written off over 5 years (3–6) (pricing sources)")},
        {.path = "inputs.onprem.count_residual_value",
         .type = Bool,
         .topic = Capital,
         .slot = AT(inputs.onprem.countResidualValue),
         .choices = kResidual,
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Residual value")},

        // Financing.
        {.path = "inputs.onprem.financing.mode",
         .type = Choice,
         .topic = Capital,
         .slot = AT(inputs.onprem.financing.mode),
         .choices = kFinancing,
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Paying for the hardware")},
        {.path = "inputs.onprem.financing.lease_premium",
         .measure = Share,
         .range = closed(0, 5),
         .topic = Capital,
         .slot = AT(inputs.onprem.financing.leasePremium),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Lease premium on the total"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "leasing adds 20–30% (hybrid-cloud article)")},
        {.path = "inputs.onprem.financing.lease_months",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Months,
         .range = whole(1, 240),
         .topic = Capital,
         .slot = AT(inputs.onprem.financing.leaseMonths),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Lease term"),
         .hint = projectEstimate},
        {.path = "inputs.onprem.financing.loan_rate",
         .measure = Share,
         .range = kFraction,
         .topic = Capital,
         .slot = AT(inputs.onprem.financing.loanRate),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Loan interest rate"),
         .hint = projectEstimate},
        {.path = "inputs.onprem.financing.loan_months",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Months,
         .range = whole(1, 480),
         .topic = Capital,
         .slot = AT(inputs.onprem.financing.loanMonths),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Loan term"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "five years, the hardware's life")},

        // Migration.
        {.path = "inputs.migration.data_tb",
         .unit = Unit::Tb,
         .range = money(),
         .topic = DataGravity,
         .slot = AT(inputs.migration.dataTb),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Data to consider moving"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "none; the editors fill in the data stored in the cloud until "
                                   "you give this a value of its own (project estimate)")},
        {.path = "inputs.migration.stale_fraction",
         .measure = Share,
         .range = kFraction,
         .topic = DataGravity,
         .slot = AT(inputs.migration.staleFraction),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Stale data left behind"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "often 70% are old experiments or backups (migration article)")},
        {.path = "inputs.migration.compression",
         .measure = Share,
         .range = atLeastBelow(0, 1),
         .topic = DataGravity,
         .slot = AT(inputs.migration.compression),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Saved by compression"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "50–70% is typical (migration article)")},
        {.path = "inputs.migration.method",
         .type = Choice,
         .topic = DataGravity,
         .slot = AT(inputs.migration.method),
         .choices = kMethods,
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Transfer method")},
        {.path = "inputs.migration.snowball_device_tb",
         .unit = Unit::Tb,
         .range = aboveAtMost(0, kMoneyMax),
         .topic = DataGravity,
         .slot = AT(inputs.migration.snowballDeviceTb),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Capacity per Snowball device"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "Snowball Edge storage optimised (cost model)")},
        {.path = "inputs.migration.snowball_fee_per_device",
         .measure = Money,
         .range = money(),
         .topic = DataGravity,
         .slot = AT(inputs.migration.snowballFeePerDevice),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Fee per Snowball device"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "$300 per device (migration article)")},
        {.path = "inputs.migration.snowball_shipping_per_device",
         .measure = Money,
         .range = money(),
         .topic = DataGravity,
         .slot = AT(inputs.migration.snowballShippingPerDevice),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Shipping per Snowball device"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "\"plus shipping\", not quantified (migration article)")},
        {.path = "inputs.migration.direct_connect_port_per_month",
         .measure = Money,
         .unit = Unit::PerMonth,
         .range = money(),
         .topic = DataGravity,
         .slot = AT(inputs.migration.directConnectPortPerMonth),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Direct Connect port"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "10 Gbps port (migration article)")},
        {.path = "inputs.migration.direct_connect_per_gb",
         .measure = Money,
         .unit = Unit::PerGb,
         .range = money(),
         .topic = DataGravity,
         .slot = AT(inputs.migration.directConnectPerGb),
         .source = source(kDirectConnect),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Direct Connect transfer"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "0.02–0.04 $/GB (pricing sources)")},
        {.path = "inputs.migration.direct_connect_months",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Months,
         .range = whole(0, 120),
         .topic = DataGravity,
         .slot = AT(inputs.migration.directConnectMonths),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Direct Connect port, months paid"),
         .hint =
             QT_TRANSLATE_NOOP("gda::inputs", "6–12 weeks of provisioning (migration article)")},
        {.path = "inputs.migration.parallel_run_months",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Months,
         .range = whole(0, 120),
         .topic = DataGravity,
         .slot = AT(inputs.migration.parallelRunMonths),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Parallel run"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "phase 2, parallel operations, weeks 5–8 (migration article)")},
        {.path = "inputs.migration.hybrid_egress_tb_per_month",
         .unit = Unit::TbPerMonth,
         .range = money(),
         .topic = DataGravity,
         .slot = AT(inputs.migration.hybridEgressTbPerMonth),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Egress between cloud and own GPUs (hybrid)"),
         .hint = projectEstimate},

        // Decision factors.
        {.path = "inputs.factors.expertise",
         .type = Choice,
         .topic = Expertise,
         .slot = AT(inputs.factors.expertise),
         .choices = kExpertise,
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "In-house expertise")},
        {.path = "inputs.factors.capital_available",
         .measure = Money,
         .range = money(),
         .topic = Capital,
         .slot = AT(inputs.factors.capitalAvailable),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Capital available now"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "about one 8-GPU rack before staff (hybrid-cloud article)")},
        {.path = "inputs.factors.data_location",
         .type = Choice,
         .topic = DataGravity,
         .slot = AT(inputs.factors.dataLocation),
         .choices = kLocations,
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Where the data lives now")},
        {.path = "inputs.factors.weights.utilization",
         .measure = Share,
         .range = kFraction,
         .topic = Utilization,
         .slot = AT(inputs.factors.weights.utilization),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Weight: Utilization"),
         .hint = equalWeights},
        {.path = "inputs.factors.weights.predictability",
         .measure = Share,
         .range = kFraction,
         .topic = Predictability,
         .slot = AT(inputs.factors.weights.predictability),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Weight: Workload predictability"),
         .hint = equalWeights},
        {.path = "inputs.factors.weights.expertise",
         .measure = Share,
         .range = kFraction,
         .topic = Expertise,
         .slot = AT(inputs.factors.weights.expertise),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Weight: Technical expertise"),
         .hint = equalWeights},
        {.path = "inputs.factors.weights.capital",
         .measure = Share,
         .range = kFraction,
         .topic = Capital,
         .slot = AT(inputs.factors.weights.capital),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Weight: Capital availability"),
         .hint = equalWeights},
        {.path = "inputs.factors.weights.data_gravity",
         .measure = Share,
         .range = kFraction,
         .topic = DataGravity,
         .slot = AT(inputs.factors.weights.dataGravity),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Weight: Data gravity"),
         .hint = equalWeights},
        {.path = "inputs.factors.premium_tolerance",
         .measure = Share,
         .range = kFraction,
         .topic = Utilization,
         .slot = AT(inputs.factors.premiumTolerance),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Premium accepted for non-cost reasons"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "the advice may cost this much more than the cheapest option "
                                   "when other factors argue for it; within the ±20–30% spread "
                                   "of hardware quotes")},
    };

    // What the app writes beside the inputs: the catalog prices an offer put into the scenario
    // (src/catalog/pricing.cpp) and the Monte Carlo section. Validated and kept in
    // Scenario::extra as they are, never read into the inputs.
    const auto record = [&f](const char *path, Type type, Range range = money(),
                             bool optional = false, std::span<const inputs::Choice> choices = {}) {
        f.push_back({.path = path,
                     .type = type,
                     .range = range,
                     .bound = kTierBound,
                     .optional = optional,
                     .role = Role::Record,
                     .choices = choices});
    };
    const Range kText = whole(0, 1000);
    record("pricing_provenance.note", Text, kText);
    record("pricing_provenance.catalog_date", Date);
    record("pricing_provenance.currency", Choice, {}, false, kCurrencyCodes);
    record("pricing_provenance.exchange_rate.usd_per_eur", Number, aboveAtMost(0, 1000));
    record("pricing_provenance.exchange_rate.date", Date);
    record("pricing_provenance.exchange_rate.source", Text, kText);
    record("pricing_provenance.offer.id", Text, kText);
    record("pricing_provenance.offer.provider", Text, kText);
    record("pricing_provenance.offer.instance", Text, kText);
    record("pricing_provenance.offer.region", Text, kText);
    record("pricing_provenance.offer.source", Text, kText);
    record("pricing_provenance.offer.estimate", Bool);
    record("pricing_provenance.offer.date", Date);
    record("pricing_provenance.offer.on_demand_per_gpu_hour", Number);
    record("pricing_provenance.offer.reserved_1y_per_gpu_hour", Number, money(), true);
    record("pricing_provenance.offer.spot_per_gpu_hour", Number, money(), true);
    record("pricing_provenance.offer.storage_per_gb_month", Number);
    record("pricing_provenance.offer.egress_tiers", Tiers);
    record("pricing_provenance.gpu_model.id", Text, kText);
    record("pricing_provenance.gpu_model.name", Text, kText);
    record("pricing_provenance.gpu_model.source", Text, kText);
    record("pricing_provenance.gpu_model.estimate", Bool);
    record("pricing_provenance.gpu_model.date", Date);
    record("pricing_provenance.gpu_model.unit_price_typical", Number, money(), true);
    record("pricing_provenance.gpu_model.kw_per_gpu", Number, closed(0, 100), true);
    record("pricing_provenance.reserved_price_from", Choice, {}, false, kReservedFrom);
    record("pricing_provenance.applied.on_demand_per_gpu_hour", Number);
    record("pricing_provenance.applied.reserved_per_gpu_hour", Number);
    record("pricing_provenance.applied.storage_per_gb_month", Number);
    record("pricing_provenance.applied.egress_tiers", Tiers);
    record("pricing_provenance.applied.gpu_unit_price", Number, money(), true);
    record("pricing_provenance.applied.kw_per_gpu", Number, closed(0, 100), true);
    // The Monte Carlo section (methodology §7): draws, seed, and for an uncertain input a
    // triangular distribution [low, most likely, high] within that input's range (fractions
    // allowed: lead months are rounded draw by draw). uncertaintyspec.cpp builds the spec.
    record("uncertainty.draws", Whole, whole(1, 1e6));
    record("uncertainty.seed", Whole, whole(0, 9007199254740991.0));
    static std::deque<std::string> distributionPaths; // the rows point into it
    for (Parameter p : kAllParameters) {
        const auto input = std::find_if(
            f.begin(), f.end(), [p](const Input &row) { return parameterField(p) == row.path; });
        Range range = input->range;
        range.whole = false;
        distributionPaths.push_back("uncertainty.distributions." + std::string(parameterKey(p)));
        record(distributionPaths.back().c_str(), Triple, range);
    }
    return f;
}

#undef AT

const std::vector<Input> &fields()
{
    static const std::vector<Input> rows = makeFields();
    return rows;
}

const std::array<Section, 11> kSections{{
    {"inputs", QT_TRANSLATE_NOOP("gda::inputs", "General")},
    {"inputs.workload", QT_TRANSLATE_NOOP("gda::inputs", "Workload")},
    {"inputs.cloud", QT_TRANSLATE_NOOP("gda::inputs", "Cloud")},
    {"inputs.onprem", QT_TRANSLATE_NOOP("gda::inputs", "On-premise")},
    {"inputs.onprem.financing", QT_TRANSLATE_NOOP("gda::inputs", "Financing")},
    {"inputs.migration", QT_TRANSLATE_NOOP("gda::inputs", "Migration")},
    {"inputs.factors", QT_TRANSLATE_NOOP("gda::inputs", "Decision factors")},
    {"inputs.factors.weights", QT_TRANSLATE_NOOP("gda::inputs", "Decision factors")},
    {"pricing_provenance", nullptr},
    {"uncertainty", nullptr},
    {"uncertainty.distributions", nullptr},
}};

// The sub-objects of the pricing provenance are sections too.
const std::vector<Section> &allSections()
{
    static const std::vector<Section> list = [] {
        std::vector<Section> s(kSections.begin(), kSections.end());
        s.insert(s.begin() + 9, {{"pricing_provenance.exchange_rate"},
                                 {"pricing_provenance.offer"},
                                 {"pricing_provenance.gpu_model"},
                                 {"pricing_provenance.applied"}});
        return s;
    }();
    return list;
}

bool inVersion(unsigned versions, int version)
{
    return version >= 0 && version < 32 && (versions & (1u << version)) != 0;
}

} // namespace

const Input *Schema::find(std::string_view path, int version) const
{
    for (const Input &input : fields)
        if (path == input.path && inVersion(input.versions, version))
            return &input;
    return nullptr;
}

const Section *Schema::findSection(std::string_view path, int version) const
{
    for (const Section &section : sections)
        if (path == section.path && inVersion(section.versions, version))
            return &section;
    return nullptr;
}

std::span<const Input> all()
{
    return fields();
}

std::span<const Section> sections()
{
    return allSections();
}

const Schema &schema()
{
    static const Schema s{all(), sections()};
    return s;
}

std::span<const Source> sources()
{
    return kSources;
}

const Input *find(std::string_view path)
{
    for (const Input &input : fields())
        if (path == input.path)
            return &input;
    return nullptr;
}

const Input &at(std::string_view path)
{
    if (const Input *input = find(path))
        return *input;
    std::fprintf(stderr, "gda::inputs::at: no input %.*s\n", int(path.size()), path.data());
    std::abort();
}

int indexOf(const Input &input)
{
    return int(&input - fields().data());
}

const Section *findSection(std::string_view path)
{
    return schema().findSection(path, kCurrentVersion);
}

QString translate(const char *text)
{
    return text ? QCoreApplication::translate(kContext, text) : QString();
}

QString label(const Input &input)
{
    return translate(input.label);
}

QString hint(const Input &input)
{
    return translate(input.hint);
}

QString automatic(const Input &input)
{
    return translate(input.automatic);
}

QString sourceName(const Input &input)
{
    return input.source ? translate(input.source->name) : QString();
}

QString choiceLabel(const Input &input, int value)
{
    for (const Choice &c : input.choices)
        if (c.value == value)
            return translate(c.label);
    return {};
}

QString choiceKey(const Input &input, int value)
{
    for (const Choice &c : input.choices)
        if (c.value == value)
            return QLatin1String(c.key);
    return {};
}

QString choiceKeys(const Input &input)
{
    QStringList keys;
    for (const Choice &c : input.choices)
        keys << QLatin1String(c.key);
    return keys.join(QStringLiteral(", "));
}

QString unitSuffix(Unit unit)
{
    switch (unit) {
    case Unit::None:
        return {};
    case Unit::Gpus:
        return Msg::tr("GPUs");
    case Unit::Years:
        return Msg::tr("years");
    case Unit::Months:
        return Msg::tr("months");
    case Unit::PerYear:
        return Msg::tr("per year");
    case Unit::PerMonth:
        return Msg::tr("per month");
    case Unit::PerGpuHour:
        return Msg::tr("per GPU-hour");
    case Unit::PerGb:
        return Msg::tr("per GB");
    case Unit::PerGbMonth:
        return Msg::tr("per GB-month");
    case Unit::PerTbMonth:
        return Msg::tr("per TB-month");
    case Unit::PerKw:
        return Msg::tr("per kW");
    case Unit::PerKwh:
        return Msg::tr("per kWh");
    case Unit::PerKwMonth:
        return Msg::tr("per kW-month");
    case Unit::Kw:
        return Msg::tr("kW");
    case Unit::Tb:
        return Msg::tr("TB");
    case Unit::TbPerMonth:
        return Msg::tr("TB per month");
    case Unit::OfHardware:
        return Msg::tr("of the hardware");
    }
    return {};
}

int amountDecimals(const Input &input)
{
    if (input.type == Type::Tiers)
        return 4;
    switch (input.unit) {
    case Unit::PerGpuHour:
    case Unit::PerGb:
    case Unit::PerGbMonth:
    case Unit::PerKwh:
        return 4;
    default:
        return 2;
    }
}

std::optional<double> number(const Input &input, const Scenario &scenario)
{
    if (!input.slot)
        return std::nullopt;
    const QJsonValue v = input.slot.get(scenario, -1);
    if (v.isDouble())
        return v.toDouble();
    if (v.isBool())
        return v.toBool() ? 1.0 : 0.0;
    return std::nullopt;
}

void setNumber(const Input &input, Scenario &scenario, std::optional<double> value)
{
    if (!input.slot)
        return;
    if (!value) {
        if (input.optional)
            input.slot.set(scenario, -1, QJsonValue(QJsonValue::Null));
        return;
    }
    input.slot.set(scenario, -1, input.type == Type::Whole ? std::round(*value) : *value);
}

int characterCount(const QString &text)
{
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    int count = 0;
    while (finder.toNextBoundary() > 0)
        ++count;
    return count;
}

} // namespace gda::inputs
