// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputregistry.h"

#include "countries.h"
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

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::inputs)
};

// The engine's queuedByDefault (src/engine/workloads.cpp), which gda_scenario does not link.
bool queuedByKind(WorkloadKind kind)
{
    return kind == WorkloadKind::Training || kind == WorkloadKind::Batch;
}

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
QJsonValue toJson(const std::string &v)
{
    return QString::fromStdString(v);
}
QJsonValue toJson(const std::vector<std::string> &names)
{
    QJsonArray list;
    for (const std::string &n : names)
        list.append(QString::fromStdString(n));
    return list;
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
void fromJson(const QJsonValue &v, std::string &target)
{
    target = v.toString().toStdString();
}
void fromJson(const QJsonValue &v, std::vector<std::string> &target)
{
    target.clear();
    for (const QJsonValue &name : v.toArray())
        target.push_back(name.toString().toStdString());
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

// Version 2: the slot of a member of the i-th workload, inline offer or purchase.
#define AT_WORKLOAD(member)                                                                        \
    Slot                                                                                           \
    {                                                                                              \
        [](const Scenario &s, int i) {                                                             \
            return toJson(s.inputs.workloads[std::size_t(i)].member);                              \
        },                                                                                         \
            [](Scenario &s, int i, const QJsonValue &v) {                                          \
                fromJson(v, s.inputs.workloads[std::size_t(i)].member);                            \
            }                                                                                      \
    }
#define AT_OFFER(member)                                                                           \
    Slot                                                                                           \
    {                                                                                              \
        [](const Scenario &s, int i) {                                                             \
            return toJson(s.inputs.multicloud.offers[std::size_t(i)].member);                      \
        },                                                                                         \
            [](Scenario &s, int i, const QJsonValue &v) {                                          \
                fromJson(v, s.inputs.multicloud.offers[std::size_t(i)].member);                    \
            }                                                                                      \
    }
// `list` is an std::optional<std::vector<Purchase>> of s.inputs; read only when it holds a list.
#define AT_PURCHASE(list, member)                                                                  \
    Slot                                                                                           \
    {                                                                                              \
        [](const Scenario &s, int i) { return toJson((*s.inputs.list)[std::size_t(i)].member); },  \
            [](Scenario &s, int i, const QJsonValue &v) {                                          \
                fromJson(v, (*s.inputs.list)[std::size_t(i)].member);                              \
            }                                                                                      \
    }
// onprem.staff_scaling, read only when it is given.
#define AT_STAFF(member)                                                                           \
    Slot                                                                                           \
    {                                                                                              \
        [](const Scenario &s, int) {                                                               \
            return toJson(s.inputs.onpremV2.staffScaling.value_or(StaffScaling{}).member);         \
        },                                                                                         \
            [](Scenario &s, int, const QJsonValue &v) {                                            \
                auto &scaling = s.inputs.onpremV2.staffScaling;                                    \
                fromJson(v, (scaling ? *scaling : scaling.emplace()).member);                      \
            }                                                                                      \
    }

// Version 2 plan: the i-th commitment, and migration.phases (read only when it is given).
#define AT_COMMITMENT(member)                                                                      \
    Slot                                                                                           \
    {                                                                                              \
        [](const Scenario &s, int i) {                                                             \
            return toJson(s.inputs.commitments[std::size_t(i)].member);                            \
        },                                                                                         \
            [](Scenario &s, int i, const QJsonValue &v) {                                          \
                fromJson(v, s.inputs.commitments[std::size_t(i)].member);                          \
            }                                                                                      \
    }
// inputs.cloud.price_changes: the i-th dated price change (both versions).
#define AT_PRICE_CHANGE(member)                                                                    \
    Slot                                                                                           \
    {                                                                                              \
        [](const Scenario &s, int i) {                                                             \
            return toJson(s.inputs.cloud.priceChanges[std::size_t(i)].member);                     \
        },                                                                                         \
            [](Scenario &s, int i, const QJsonValue &v) {                                          \
                fromJson(v, s.inputs.cloud.priceChanges[std::size_t(i)].member);                   \
            }                                                                                      \
    }
#define AT_PHASES(member)                                                                          \
    Slot                                                                                           \
    {                                                                                              \
        [](const Scenario &s, int) {                                                               \
            return toJson(s.inputs.migrationPhases.value_or(MigrationPhases{}).member);            \
        },                                                                                         \
            [](Scenario &s, int, const QJsonValue &v) {                                            \
                auto &phases = s.inputs.migrationPhases;                                           \
                fromJson(v, (phases ? *phases : phases.emplace()).member);                         \
            }                                                                                      \
    }

// inputs.plan_limits, read only when it is given.
#define AT_LIMITS(member)                                                                          \
    Slot                                                                                           \
    {                                                                                              \
        [](const Scenario &s, int) {                                                               \
            return toJson(s.inputs.planLimits.value_or(PlanLimits{}).member);                      \
        },                                                                                         \
            [](Scenario &s, int, const QJsonValue &v) {                                            \
                auto &limits = s.inputs.planLimits;                                                \
                fromJson(v, (limits ? *limits : limits.emplace()).member);                         \
            }                                                                                      \
    }

// shiftable and interruptible: unset means the kind's default (training and batch queue).
template <std::optional<bool> WorkloadInput::*Member> Slot queuedSlot()
{
    return {[](const Scenario &s, int i) -> QJsonValue {
                const WorkloadInput &w = s.inputs.workloads[std::size_t(i)];
                return (w.*Member).value_or(queuedByKind(w.kind));
            },
            [](Scenario &s, int i, const QJsonValue &v) {
                s.inputs.workloads[std::size_t(i)].*Member = v.toBool();
            }};
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
    kMultiCloudArticle,
    kCostModelV2,
    kPriceCatalog,
    kCountryTable,
    kSourceCount
};

const std::array<Source, kSourceCount> kSources{{
    {QT_TRANSLATE_NOOP("gda::inputs", "hybrid-cloud article, 8 Dec 2025"),
     QT_TRANSLATE_NOOP("gda::inputs",
                       "Hybride cloudstrategie voor AI: On-premise vs cloud GPU-economie en "
                       "beslissingskader (hybrid cloud strategy for AI; Dutch edition)"),
     QT_TRANSLATE_NOOP("gda::inputs", "Introl"),
     QT_TRANSLATE_NOOP("gda::inputs", "updated 8 December 2025"), "https://introl.com/blog"},
    {QT_TRANSLATE_NOOP("gda::inputs", "migration article, 8 Dec 2025"),
     QT_TRANSLATE_NOOP("gda::inputs",
                       "AI-workloads migreren: Van AWS naar on-premise GPU-infrastructuur "
                       "(migrating AI from AWS to on-premise GPUs; Dutch edition)"),
     QT_TRANSLATE_NOOP("gda::inputs", "Introl"),
     QT_TRANSLATE_NOOP("gda::inputs", "updated 8 December 2025"), "https://introl.com/blog"},
    {QT_TRANSLATE_NOOP("gda::inputs", "AWS price list, retrieved 9 Nov 2026"),
     QT_TRANSLATE_NOOP("gda::inputs",
                       "Amazon EC2 On-Demand pricing, p5.48xlarge in us-east-1 after the June 2025 "
                       "price cut: $55.04 an hour for 8 GPUs, as recorded in the SkyPilot price "
                       "catalog v8 and Data Receipts"),
     QT_TRANSLATE_NOOP("gda::inputs", "Amazon Web Services"),
     QT_TRANSLATE_NOOP("gda::inputs", "retrieved 9 November 2026"),
     "https://aws.amazon.com/ec2/pricing/on-demand/"},
    {QT_TRANSLATE_NOOP("gda::inputs", "GPU price comparison, 20 Apr 2026"),
     QT_TRANSLATE_NOOP("gda::inputs",
                       "A comparison of cloud GPU prices: AWS Savings Plans for GPU instances "
                       "about 40% below on-demand for one year (a secondary source; the linked AWS "
                       "page gives the plans' current prices)"),
     QT_TRANSLATE_NOOP("gda::inputs", "a GitHub markdown page, author not recorded"),
     QT_TRANSLATE_NOOP("gda::inputs", "20 April 2026"),
     "https://aws.amazon.com/savingsplans/compute-pricing/"},
    {QT_TRANSLATE_NOOP("gda::inputs", "AWS egress prices, 27 Apr 2026"),
     QT_TRANSLATE_NOOP("gda::inputs",
                       "Amazon EC2 data transfer out to the internet: $0.09, 0.085, 0.07 and 0.05 "
                       "per GB by band, as summarised by wring.co and leanopstech"),
     QT_TRANSLATE_NOOP("gda::inputs", "Amazon Web Services"),
     QT_TRANSLATE_NOOP("gda::inputs", "27 April 2026"),
     "https://aws.amazon.com/ec2/pricing/on-demand/"},
    {QT_TRANSLATE_NOOP("gda::inputs", "H100 price estimate, Hugging Face, 2025–26"),
     QT_TRANSLATE_NOOP("gda::inputs", "NVIDIA H100 hardware page: list-price estimate of about "
                                      "$30,000 per H100 SXM (Raymond James: 25,000–30,000, 2023)"),
     QT_TRANSLATE_NOOP("gda::inputs", "Hugging Face"), QT_TRANSLATE_NOOP("gda::inputs", "2025–26"),
     "https://huggingface.co/hardware/h100"},
    {QT_TRANSLATE_NOOP("gda::inputs", "NVIDIA DGX H100 specification, 2024–25"),
     QT_TRANSLATE_NOOP("gda::inputs", "NVIDIA DGX H100 User Guide: at most 10.2 kW for 8 GPUs (as "
                                      "cited by supercluster.blog and unanswered.io)"),
     QT_TRANSLATE_NOOP("gda::inputs", "NVIDIA"), QT_TRANSLATE_NOOP("gda::inputs", "2024–25"),
     "https://docs.nvidia.com/dgx/dgxh100-user-guide/"},
    {QT_TRANSLATE_NOOP("gda::inputs", "GPU depreciation practice, 2023–25"),
     QT_TRANSLATE_NOOP("gda::inputs",
                       "GPU depreciation over 5 years (3–6): theCUBE commentary, against the "
                       "5–6-year server lives in the hyperscalers' annual reports (Form 10-K)"),
     QT_TRANSLATE_NOOP(
         "gda::inputs",
         "SiliconANGLE Media (theCUBE); U.S. Securities and Exchange Commission (annual reports)"),
     QT_TRANSLATE_NOOP("gda::inputs", "2023–2025"), "https://www.sec.gov/edgar/search/"},
    {QT_TRANSLATE_NOOP("gda::inputs", "AWS Direct Connect prices, 2025–26"),
     QT_TRANSLATE_NOOP("gda::inputs", "AWS Direct Connect pricing: data transfer out $0.02–0.04 "
                                      "per GB (as summarised by c3x.dev)"),
     QT_TRANSLATE_NOOP("gda::inputs", "Amazon Web Services"),
     QT_TRANSLATE_NOOP("gda::inputs", "2025–26"), "https://aws.amazon.com/directconnect/pricing/"},
    // The app's own model and judgement need no reference beyond their name: the methodology
    // explains both.
    {QT_TRANSLATE_NOOP("gda::inputs", "cost model, version 1"), nullptr, nullptr, nullptr, nullptr},
    {QT_TRANSLATE_NOOP("gda::inputs", "project estimate"), nullptr, nullptr, nullptr, nullptr},
    {QT_TRANSLATE_NOOP("gda::inputs", "multi-cloud article, 8 Dec 2025"),
     QT_TRANSLATE_NOOP("gda::inputs",
                       "Multi-Cloud GPU-Orkestratie: AI-Workloads Beheren over AWS, Azure en GCP "
                       "(multi-cloud GPU orchestration; Dutch edition)"),
     QT_TRANSLATE_NOOP("gda::inputs", "Introl"),
     QT_TRANSLATE_NOOP("gda::inputs", "updated 8 December 2025"), "https://introl.com/blog"},
    {QT_TRANSLATE_NOOP("gda::inputs", "cost model, version 2"), nullptr, nullptr, nullptr, nullptr},
    {QT_TRANSLATE_NOOP("gda::inputs", "price catalog, 29 Nov 2026"),
     QT_TRANSLATE_NOOP("gda::inputs", "Built-in price catalog: throughput per GPU model from the "
                                      "vendors' datasheets, relative to the H100 SXM"),
     QT_TRANSLATE_NOOP("gda::inputs", "GPU Decision Advisor"),
     QT_TRANSLATE_NOOP("gda::inputs", "29 November 2026"), nullptr},
    {QT_TRANSLATE_NOOP("gda::inputs", "country table, 6 Dec 2026"),
     QT_TRANSLATE_NOOP("gda::inputs",
                       "Per country: the grid's life-cycle CO₂ intensity of 2024 (Ember, processed "
                       "by Our World in Data, CC BY 4.0) and the business electricity price of "
                       "2025 (Eurostat, UK DESNZ, US EIA); "
                       "resources/countries/countries.json"),
     QT_TRANSLATE_NOOP("gda::inputs", "Ember; Our World in Data; Eurostat; DESNZ; EIA"),
     QT_TRANSLATE_NOOP("gda::inputs", "2025–26, retrieved 6 December 2026"),
     "https://github.com/owid/energy-data"},
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
constexpr Choice kMethods[] = {
    {int(MigrationMethod::Internet), "internet",
     QT_TRANSLATE_NOOP("gda::inputs", "Over the internet (egress)")},
    {int(MigrationMethod::Snowball), "snowball",
     QT_TRANSLATE_NOOP("gda::inputs", "Snowball devices")},
    {int(MigrationMethod::DirectConnect), "direct_connect",
     QT_TRANSLATE_NOOP("gda::inputs", "Direct Connect line")},
    {int(MigrationMethod::Auto), "auto",
     QT_TRANSLATE_NOOP("gda::inputs", "The cheapest that fits (transfer planner)")}};
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
// Version 2: the kind of a workload and where it may run.
constexpr Choice kKinds[] = {
    {int(WorkloadKind::Training), "training", QT_TRANSLATE_NOOP("gda::inputs", "Training")},
    {int(WorkloadKind::Inference), "inference", QT_TRANSLATE_NOOP("gda::inputs", "Inference")},
    {int(WorkloadKind::Batch), "batch", QT_TRANSLATE_NOOP("gda::inputs", "Batch")},
    {int(WorkloadKind::Development), "development",
     QT_TRANSLATE_NOOP("gda::inputs", "Development")}};
constexpr Choice kPlacements[] = {
    {int(Placement::Auto), "auto", QT_TRANSLATE_NOOP("gda::inputs", "Automatic")},
    {int(Placement::Cloud), "cloud", QT_TRANSLATE_NOOP("gda::inputs", "In the cloud")},
    {int(Placement::OnPrem), "onprem", QT_TRANSLATE_NOOP("gda::inputs", "On-premise")}};
// Version 2: what a workload needs of an offer, and what an inline offer states (§17).
constexpr Choice kNeedInterconnect[] = {
    {int(Interconnect::NotStated), "auto", QT_TRANSLATE_NOOP("gda::inputs", "Automatic")},
    {int(Interconnect::None), "none", QT_TRANSLATE_NOOP("gda::inputs", "None")},
    {int(Interconnect::Node), "node", QT_TRANSLATE_NOOP("gda::inputs", "NVLink in one machine")},
    {int(Interconnect::Cluster), "cluster",
     QT_TRANSLATE_NOOP("gda::inputs", "A cluster network across machines")}};
constexpr Choice kNeedSla[] = {
    {int(Sla::NotStated), "auto", QT_TRANSLATE_NOOP("gda::inputs", "Automatic")},
    {int(Sla::Yes), "required", QT_TRANSLATE_NOOP("gda::inputs", "Required")},
    {int(Sla::No), "not_required", QT_TRANSLATE_NOOP("gda::inputs", "Not required")}};
constexpr Choice kOfferInterconnect[] = {
    {int(Interconnect::NotStated), "not_stated", QT_TRANSLATE_NOOP("gda::inputs", "Not stated")},
    {int(Interconnect::None), "none", QT_TRANSLATE_NOOP("gda::inputs", "None")},
    {int(Interconnect::Node), "node", QT_TRANSLATE_NOOP("gda::inputs", "NVLink in one machine")},
    {int(Interconnect::Cluster), "cluster",
     QT_TRANSLATE_NOOP("gda::inputs", "A cluster network across machines")}};
constexpr Choice kOfferSla[] = {
    {int(Sla::NotStated), "not_stated", QT_TRANSLATE_NOOP("gda::inputs", "Not stated")},
    {int(Sla::Yes), "yes", QT_TRANSLATE_NOOP("gda::inputs", "Yes")},
    {int(Sla::No), "no", QT_TRANSLATE_NOOP("gda::inputs", "No")}};
constexpr Choice kPinnedInterconnect[] = {
    {1, "none", nullptr}, {2, "node", nullptr}, {3, "cluster", nullptr}};

// The client's country (resources/countries/countries.json; countries::codes() in this order).
constexpr Choice kCountries[] = {{0, "none", QT_TRANSLATE_NOOP("gda::inputs", "Not stated")},
                                 {1, "NL", QT_TRANSLATE_NOOP("gda::inputs", "Netherlands")},
                                 {2, "BE", QT_TRANSLATE_NOOP("gda::inputs", "Belgium")},
                                 {3, "DE", QT_TRANSLATE_NOOP("gda::inputs", "Germany")},
                                 {4, "FR", QT_TRANSLATE_NOOP("gda::inputs", "France")},
                                 {5, "GB", QT_TRANSLATE_NOOP("gda::inputs", "United Kingdom")},
                                 {6, "US", QT_TRANSLATE_NOOP("gda::inputs", "United States")}};

// The country as the choice's number: its position in countries::codes().
Slot countrySlot()
{
    return {[](const Scenario &s, int) -> QJsonValue {
                const auto codes = countries::codes();
                for (std::size_t i = 0; i < codes.size(); ++i)
                    if (s.business.country == QLatin1String(codes[i]))
                        return int(i);
                return 0;
            },
            [](Scenario &s, int, const QJsonValue &v) {
                const auto codes = countries::codes();
                const int i = v.toInt();
                s.business.country = i > 0 && std::size_t(i) < codes.size()
                                         ? QLatin1String(codes[std::size_t(i)])
                                         : QString();
            }};
}

// Records of the pricing provenance.
constexpr Choice kCurrencyCodes[] = {{0, "EUR", nullptr}, {1, "USD", nullptr}};
constexpr Choice kTypedAmounts[] = {{0, "converted", nullptr}, {1, "kept", nullptr}};
constexpr Choice kReservedFrom[] = {{0, "reserved_1y_per_gpu_hour", nullptr},
                                    {1, "on_demand_per_gpu_hour", nullptr}};

// ---- Ranges (the shared contract's table of valid values) -------------------------------------

const Range kFraction = closed(0.0, 1.0);
const Range kChange = closed(-0.9, 10.0);
const Range kPositiveFraction = aboveAtMost(0.0, 1.0);
const Range kProfileValue = aboveAtMost(0.0, 100.0);
const Range kTierBound = aboveAtMost(0.0, kMoneyMax);

// ---- The rows ----------------------------------------------------------------------------------

constexpr unsigned kV2 = 1u << 2;

// How many rows of fields() are version 1 rows (all() is that prefix).
std::size_t &versionOneCount()
{
    static std::size_t count = 0;
    return count;
}

// The figures the price catalog gives a version 2 scenario that leaves them out
// (catalog::completeFromCatalog): a version 2 file writes one only when the scenario states it,
// so a stored copy of a file that leaves it out is resolved exactly as the file is (issue 31:
// the library's copy gave 1.3 kW per GPU where the file's evaluation took the catalog's 1.275).
// The app's scenarios state them (the document completes them). Version 1 always writes them.
bool statedInVersion2(const Scenario &s, const char *key)
{
    return s.inputs.modelVersion < 2 || s.extra.value(QLatin1String("inputs"))
                                            .toObject()
                                            .value(QLatin1String("onprem"))
                                            .toObject()
                                            .contains(QLatin1String(key));
}
bool unitPriceStated(const Scenario &s, int)
{
    return statedInVersion2(s, "gpu_unit_price");
}
bool powerStated(const Scenario &s, int)
{
    return statedInVersion2(s, "kw_per_gpu");
}
bool throughputStated(const Scenario &s, int)
{
    return statedInVersion2(s, "throughput");
}

bool usesUtilization(const Scenario &s, int i)
{
    return s.inputs.workloads[std::size_t(i)].utilization.has_value();
}

bool usesPattern(const Scenario &s, int i)
{
    return !usesUtilization(s, i);
}

// A purchase tranche's own terms (docs/methodology.md §14.5): optional fields of each element of
// onprem.purchases and hybrid.purchases, written only when given; left out, the tranche follows
// the scenario's value of the same name.
template <auto Member> Slot purchaseOverride(bool hybrid)
{
    if (hybrid)
        return {[](const Scenario &s, int i) {
                    return toJson((*s.inputs.hybrid.purchases)[std::size_t(i)].*Member);
                },
                [](Scenario &s, int i, const QJsonValue &v) {
                    fromJson(v, (*s.inputs.hybrid.purchases)[std::size_t(i)].*Member);
                }};
    return {[](const Scenario &s, int i) {
                return toJson((*s.inputs.onpremV2.purchases)[std::size_t(i)].*Member);
            },
            [](Scenario &s, int i, const QJsonValue &v) {
                fromJson(v, (*s.inputs.onpremV2.purchases)[std::size_t(i)].*Member);
            }};
}

template <auto Member> bool (*purchaseGiven(bool hybrid))(const Scenario &, int)
{
    if (hybrid)
        return [](const Scenario &s, int i) {
            return s.inputs.hybrid.purchases &&
                   ((*s.inputs.hybrid.purchases)[std::size_t(i)].*Member).has_value();
        };
    return [](const Scenario &s, int i) {
        return s.inputs.onpremV2.purchases &&
               ((*s.inputs.onpremV2.purchases)[std::size_t(i)].*Member).has_value();
    };
}

void appendTrancheOverrides(std::vector<Input> &f, const char *prefix)
{
    using enum Type;
    using enum Measure;
    const bool hybrid = std::string_view(prefix).find("hybrid") != std::string_view::npos;
    static std::deque<std::string> paths; // the rows point into it
    const auto path = [&](const char *key) {
        paths.push_back(std::string(prefix) + key);
        return paths.back().c_str();
    };
    const char *scenarioValue = QT_TRANSLATE_NOOP(
        "gda::inputs", "left out: the scenario's value of the same name (cost model, §14.5)");
    const char *sameAsScenario =
        QT_TRANSLATE_NOOP("gda::inputs", "The scenario's value of the same name");
    const Source *model2 = source(kCostModelV2);
    const std::vector<Input> rows{
        {.path = path("lead_months"),
         .type = Whole,
         .measure = Count,
         .unit = Unit::Months,
         .range = whole(0, 120),
         .optional = true,
         .slot = purchaseOverride<&Purchase::leadMonths>(hybrid),
         .source = model2,
         .label =
             hybrid
                 ? QT_TRANSLATE_NOOP("gda::inputs", "Lead time of a purchase (hybrid option)")
                 : QT_TRANSLATE_NOOP("gda::inputs", "Lead time of a purchase (on-premise option)"),
         .hint = scenarioValue,
         .automatic = sameAsScenario,
         .versions = kV2,
         .written = purchaseGiven<&Purchase::leadMonths>(hybrid)},
        {.path = path("financing_mode"),
         .type = Choice,
         .slot = purchaseOverride<&Purchase::financingMode>(hybrid),
         .choices = kFinancing,
         .source = model2,
         .label =
             hybrid ? QT_TRANSLATE_NOOP("gda::inputs", "Paying for a purchase (hybrid option)")
                    : QT_TRANSLATE_NOOP("gda::inputs", "Paying for a purchase (on-premise option)"),
         .hint = scenarioValue,
         .versions = kV2,
         .written = purchaseGiven<&Purchase::financingMode>(hybrid)},
        {.path = path("lease_premium"),
         .measure = Share,
         .range = closed(0, 5),
         .optional = true,
         .slot = purchaseOverride<&Purchase::leasePremium>(hybrid),
         .source = model2,
         .label = hybrid ? QT_TRANSLATE_NOOP("gda::inputs",
                                             "Lease premium of a purchase (hybrid option)")
                         : QT_TRANSLATE_NOOP("gda::inputs",
                                             "Lease premium of a purchase (on-premise option)"),
         .hint = scenarioValue,
         .automatic = sameAsScenario,
         .versions = kV2,
         .written = purchaseGiven<&Purchase::leasePremium>(hybrid)},
        {.path = path("lease_months"),
         .type = Whole,
         .measure = Count,
         .unit = Unit::Months,
         .range = whole(1, 240),
         .optional = true,
         .slot = purchaseOverride<&Purchase::leaseMonths>(hybrid),
         .source = model2,
         .label =
             hybrid
                 ? QT_TRANSLATE_NOOP("gda::inputs", "Lease term of a purchase (hybrid option)")
                 : QT_TRANSLATE_NOOP("gda::inputs", "Lease term of a purchase (on-premise option)"),
         .hint = scenarioValue,
         .automatic = sameAsScenario,
         .versions = kV2,
         .written = purchaseGiven<&Purchase::leaseMonths>(hybrid)},
        {.path = path("loan_rate"),
         .measure = Share,
         .range = kFraction,
         .optional = true,
         .slot = purchaseOverride<&Purchase::loanRate>(hybrid),
         .source = model2,
         .label = hybrid
                      ? QT_TRANSLATE_NOOP("gda::inputs",
                                          "Loan interest rate of a purchase (hybrid option)")
                      : QT_TRANSLATE_NOOP("gda::inputs",
                                          "Loan interest rate of a purchase (on-premise option)"),
         .hint = scenarioValue,
         .automatic = sameAsScenario,
         .versions = kV2,
         .written = purchaseGiven<&Purchase::loanRate>(hybrid)},
        {.path = path("loan_months"),
         .type = Whole,
         .measure = Count,
         .unit = Unit::Months,
         .range = whole(1, 480),
         .optional = true,
         .slot = purchaseOverride<&Purchase::loanMonths>(hybrid),
         .source = model2,
         .label =
             hybrid
                 ? QT_TRANSLATE_NOOP("gda::inputs", "Loan term of a purchase (hybrid option)")
                 : QT_TRANSLATE_NOOP("gda::inputs", "Loan term of a purchase (on-premise option)"),
         .hint = scenarioValue,
         .automatic = sameAsScenario,
         .versions = kV2,
         .written = purchaseGiven<&Purchase::loanMonths>(hybrid)},
        {.path = path("lifetime_years"),
         .type = Whole,
         .measure = Count,
         .unit = Unit::Years,
         .range = whole(1, 20),
         .optional = true,
         .slot = purchaseOverride<&Purchase::lifetimeYears>(hybrid),
         .source = model2,
         .label =
             hybrid
                 ? QT_TRANSLATE_NOOP("gda::inputs", "Lifetime of a purchase (hybrid option)")
                 : QT_TRANSLATE_NOOP("gda::inputs", "Lifetime of a purchase (on-premise option)"),
         .hint = scenarioValue,
         .automatic = sameAsScenario,
         .versions = kV2,
         .written = purchaseGiven<&Purchase::lifetimeYears>(hybrid)},
        {.path = path("refresh_throughput_gain"),
         .range = aboveAtMost(0.0, 100.0),
         .optional = true,
         .slot = purchaseOverride<&Purchase::refreshThroughputGain>(hybrid),
         .source = model2,
         .label = hybrid
                      ? QT_TRANSLATE_NOOP("gda::inputs",
                                          "Speed-up per refresh of a purchase (hybrid option)")
                      : QT_TRANSLATE_NOOP("gda::inputs",
                                          "Speed-up per refresh of a purchase (on-premise option)"),
         .hint = scenarioValue,
         .automatic = sameAsScenario,
         .versions = kV2,
         .written = purchaseGiven<&Purchase::refreshThroughputGain>(hybrid)},
        {.path = path("count_residual_value"),
         .type = Bool,
         .slot = purchaseOverride<&Purchase::countResidualValue>(hybrid),
         .choices = kResidual,
         .source = model2,
         .label = hybrid ? QT_TRANSLATE_NOOP("gda::inputs",
                                             "Residual value of a purchase (hybrid option)")
                         : QT_TRANSLATE_NOOP("gda::inputs",
                                             "Residual value of a purchase (on-premise option)"),
         .hint = scenarioValue,
         .versions = kV2,
         .written = purchaseGiven<&Purchase::countResidualValue>(hybrid)},
    };
    f.insert(f.end(), rows.begin(), rows.end());
}

// The rows of version 2 only (cost-model-v2.md; docs/methodology.md §11.1): the workloads, the
// multi-cloud option, purchases, the fleet's GPU model and staff that scales. Each has a label, a
// hint and the dated source of its default (docs/methodology.md §12.10), like the version 1 rows.
void appendVersionTwoFields(std::vector<Input> &f)
{
    using enum Type;
    using enum Measure;
    const Range kThroughput = aboveAtMost(0.0, 100.0);
    const Range kName = whole(1, 80);
    const Source *hybrid = source(kHybridArticle);
    const Source *multicloud = source(kMultiCloudArticle);
    const Source *model2 = source(kCostModelV2);
    const Source *catalog = source(kPriceCatalog);
    const Source *estimate = source(kJudgement);
    const Source *migration = source(kMigrationArticle);
    const Source *reserved = source(kReservedDiscount);
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
         .versions = kV2},
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
         .written = usesUtilization},
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
         .versions = kV2},
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
         .versions = kV2},
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

        // The on-premise fleet's GPU, its purchases and staff that scales.
        {.path = "inputs.onprem.gpu_model",
         .type = Text,
         .range = kName,
         .slot = AT(inputs.onpremV2.gpuModel),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "GPU model of the fleet"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "H100 SXM: both articles price H100s (Dec 2025)"),
         .versions = kV2},
        {.path = "inputs.onprem.throughput",
         .range = kThroughput,
         .slot = AT(inputs.onpremV2.throughput),
         .source = catalog,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Relative performance of the fleet's GPU"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs", "H100 SXM = 1; the price catalog's datasheet figure for the fleet's "
                            "GPU model (B200 2.274; the hybrid-cloud article says 2.5)"),
         .versions = kV2,
         .written = throughputStated},
        {.path = "inputs.onprem.refresh_throughput_gain",
         .range = aboveAtMost(0.0, 100.0),
         .slot = AT(inputs.onpremV2.refreshThroughputGain),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Speed-up per hardware refresh"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "1: the same hardware again, as version 1 (project estimate)"),
         .versions = kV2},
        {.path = "inputs.onprem.purchases[].month",
         .type = Whole,
         .unit = Unit::MonthNumber,
         .range = whole(1, 120),
         .required = true,
         .slot = AT_PURCHASE(onpremV2.purchases, month),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Purchase month (on-premise option)"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "no purchases given: enough GPUs for every "
                                                  "workload at month 1 (cost model, version 2)"),
         .versions = kV2},
        {.path = "inputs.onprem.purchases[].gpus",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Gpus,
         .range = whole(1, 1000000),
         .required = true,
         .slot = AT_PURCHASE(onpremV2.purchases, gpus),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "GPUs bought (on-premise option)"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "no purchases given: enough GPUs for every "
                                                  "workload at month 1 (cost model, version 2)"),
         .versions = kV2},
        {.path = "inputs.onprem.staff_scaling.gpus_per_fte",
         .range = aboveAtMost(0.0, 1e6),
         .required = true,
         .slot = AT_STAFF(gpusPerFte),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "GPUs per staff member"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "required when staff scales with the fleet; without it the "
                                   "fixed staff cost of version 1 (project estimate)"),
         .versions = kV2},
        {.path = "inputs.onprem.staff_scaling.cost_per_fte_year",
         .measure = Money,
         .unit = Unit::PerYear,
         .range = money(),
         .required = true,
         .slot = AT_STAFF(costPerFteYear),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Cost per staff member per year"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "required when staff scales with the fleet (project estimate)"),
         .versions = kV2},
        {.path = "inputs.onprem.staff_scaling.min_fte",
         .range = closed(0.0, 1e6),
         .slot = AT_STAFF(minFte),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Minimum staff"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "0 unless you give it (project estimate)"),
         .versions = kV2},
        {.path = "inputs.onprem.staff_scaling.onboarding_one_off",
         .measure = Money,
         .range = money(),
         .slot = AT_STAFF(onboardingOneOff),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "One-off onboarding"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs",
             "0 unless you give it: an existing HPC team absorbs a small fleet (project estimate)"),
         .versions = kV2},
        {.path = "inputs.hybrid.purchases[].month",
         .type = Whole,
         .unit = Unit::MonthNumber,
         .range = whole(1, 120),
         .required = true,
         .slot = AT_PURCHASE(hybrid.purchases, month),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Purchase month (hybrid option)"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "no purchases given: the single purchase at month 1 with the "
                                   "lowest net present value (cost model, version 2)"),
         .versions = kV2},
        {.path = "inputs.hybrid.purchases[].gpus",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Gpus,
         .range = whole(1, 1000000),
         .required = true,
         .slot = AT_PURCHASE(hybrid.purchases, gpus),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "GPUs bought (hybrid option)"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "no purchases given: the single purchase at month 1 with the "
                                   "lowest net present value (cost model, version 2)"),
         .versions = kV2},

        // The plan (docs/methodology.md §14): reserved commitments and a phased migration.
        {.path = "inputs.commitments[].offer",
         .type = Text,
         .range = whole(0, 200),
         .slot = AT_COMMITMENT(offer),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Committed offer"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "none: the workloads priced at the scenario's own cloud prices "
                                   "(cost model, version 2)"),
         .versions = kV2,
         .written = [](const Scenario &s,
                       int i) { return !s.inputs.commitments[std::size_t(i)].offer.empty(); }},
        {.path = "inputs.commitments[].gpus",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Gpus,
         .range = whole(1, 100000),
         .required = true,
         .slot = AT_COMMITMENT(gpus),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Committed GPUs"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "paid around the clock for the whole term, used or not; one "
                                   "p5.48xlarge is 8 GPUs (migration article)"),
         .versions = kV2},
        {.path = "inputs.commitments[].term_years",
         .type = Whole,
         .unit = Unit::Years,
         .range = whole(1, 3),
         .required = true,
         .slot = AT_COMMITMENT(termYears),
         .source = reserved,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Commitment term"),
         .hint =
             QT_TRANSLATE_NOOP("gda::inputs", "1 or 3 years, the terms the clouds sell (GPU price "
                                              "comparison, Apr 2026)"),
         .versions = kV2},
        {.path = "inputs.commitments[].start_month",
         .type = Whole,
         .unit = Unit::MonthNumber,
         .range = whole(1, 120),
         .required = true,
         .slot = AT_COMMITMENT(startMonth),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "First month of the commitment"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "months after the horizon are not counted (cost model, "
                                   "version 2)"),
         .versions = kV2},
        {.path = "inputs.commitments[].reserved_per_gpu_hour",
         .measure = Money,
         .unit = Unit::PerGpuHour,
         .range = money(),
         .optional = true,
         .slot = AT_COMMITMENT(reservedPerGpuHour),
         .source = reserved,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Committed price"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "the reserved price of the first workload on the offer, about "
                                   "40% below on-demand for 1 year (GPU price comparison, Apr "
                                   "2026)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "The reserved price of its workloads"),
         .versions = kV2},
        {.path = "inputs.commitments[].recovery_fraction",
         .measure = Share,
         .range = kFraction,
         .slot = AT_COMMITMENT(recoveryFraction),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Share recovered when released"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "0: lost; the rest of a term can be sold on the AWS "
                                   "Marketplace at a price not given (migration article)"),
         .versions = kV2},
        {.path = "inputs.commitments[].release_month",
         .type = Whole,
         .unit = Unit::MonthNumber,
         .range = whole(1, 120),
         .optional = true,
         .slot = AT_COMMITMENT(releaseMonth),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Month the commitment is released"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "none: kept, and serving what stays in the cloud, for its whole "
                                   "term; from this month on it serves nothing and costs the "
                                   "unrecovered share (cost model, version 2)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "Never: kept for the whole term"),
         .versions = kV2,
         .written =
             [](const Scenario &s, int i) {
                 return s.inputs.commitments[std::size_t(i)].releaseMonth.has_value();
             }},
        // Dated cloud price changes (docs/methodology.md §4.7), in both versions.
        {.path = "inputs.cloud.price_changes[].month",
         .type = Whole,
         .unit = Unit::MonthNumber,
         .range = whole(1, 120),
         .required = true,
         .slot = AT_PRICE_CHANGE(month),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Month of the price change"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "from this month on the cloud prices change; a month after "
                                   "the horizon changes nothing"),
         .versions = (1u << 1) | kV2},
        {.path = "inputs.cloud.price_changes[].change",
         .measure = Share,
         .range = kChange,
         .required = true,
         .slot = AT_PRICE_CHANGE(change),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Price change"),
         .hint =
             QT_TRANSLATE_NOOP("gda::inputs", "−44%: AWS cut H100 (p5) prices by 44% in June 2025 "
                                              "(migration article)"),
         .versions = (1u << 1) | kV2},
        {.path = "inputs.migration.phases.preparation_weeks",
         .unit = Unit::Weeks,
         .range = closed(0.0, 104.0),
         .slot = AT_PHASES(preparationWeeks),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Phase 1: preparation"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "phase 1, infrastructure preparation, weeks 1–4 (migration "
                                   "article)"),
         .versions = kV2},
        {.path = "inputs.migration.phases.parallel_weeks",
         .unit = Unit::Weeks,
         .range = closed(0.0, 104.0),
         .slot = AT_PHASES(parallelWeeks),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Phase 2: parallel operation"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "phase 2, parallel operations, weeks 5–8 (migration article)"),
         .versions = kV2},
        {.path = "inputs.migration.phases.data_weeks",
         .unit = Unit::Weeks,
         .range = closed(0.0, 104.0),
         .slot = AT_PHASES(dataWeeks),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Phase 3: data migration"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "phase 3, data migration, weeks 9–12 (migration article)"),
         .versions = kV2},
        {.path = "inputs.migration.phases.workload_weeks",
         .unit = Unit::Weeks,
         .range = closed(0.0, 104.0),
         .slot = AT_PHASES(workloadWeeks),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Phase 4: workload migration"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "phase 4, workload migration, weeks 13–16 (migration article)"),
         .versions = kV2},
        {.path = "inputs.migration.phases.decommissioning_weeks",
         .unit = Unit::Weeks,
         .range = closed(0.0, 104.0),
         .slot = AT_PHASES(decommissioningWeeks),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Phase 5: decommissioning"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "phase 5, decommissioning, weeks 17–20 (migration article)"),
         .versions = kV2},
        {.path = "inputs.migration.phases.fallback_days",
         .unit = Unit::Days,
         .range = closed(0.0, 365.0),
         .slot = AT_PHASES(fallbackDays),
         .source = migration,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Cloud kept as a fallback"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "keep AWS 30–90 days after the move as a safety net (migration "
                                   "article)"),
         .versions = kV2},
        {.path = "inputs.migration.phases.standby_fraction",
         .measure = Share,
         .range = kFraction,
         .slot = AT_PHASES(standbyFraction),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Standby share of the cloud cost"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "10%: images, data copies and a small warm pool; no figure in "
                                   "the sources (project estimate)"),
         .versions = kV2},
        {.path = "inputs.migration.phases.bandwidth_mbps",
         .unit = Unit::Mbps,
         .range = aboveAtMost(0.0, 1.0e6),
         .slot = AT_PHASES(bandwidthMbps),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Bandwidth for the data transfer"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "1 Gbit/s: a business line; the transfer planner compares the "
                                   "ways out of the cloud at this speed (project estimate)"),
         .versions = kV2},
        {.path = "inputs.migration.phases.order",
         .type = Names,
         .range = kName,
         .slot = AT_PHASES(order),
         .source = model2,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Workloads moved first"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "workload names in the order they move; the rest follow in "
                                   "service order (cost model, version 2)"),
         .versions = kV2},
        // The optimiser's limits (gpu-advisor-cli optimize).
        {.path = "inputs.plan_limits.first_purchase_month",
         .type = Whole,
         .unit = Unit::MonthNumber,
         .range = whole(1, 120),
         .slot = AT_LIMITS(firstPurchaseMonth),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "First month a purchase may be made"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "month 1 (project estimate)"),
         .versions = kV2},
        {.path = "inputs.plan_limits.purchase_interval_months",
         .type = Whole,
         .unit = Unit::Months,
         .range = whole(1, 120),
         .slot = AT_LIMITS(purchaseIntervalMonths),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Months between purchase opportunities"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "12: one purchase round a year, as budgets run (project "
                                   "estimate)"),
         .versions = kV2},
        {.path = "inputs.plan_limits.last_purchase_month",
         .type = Whole,
         .unit = Unit::MonthNumber,
         .range = whole(1, 120),
         .optional = true,
         .slot = AT_LIMITS(lastPurchaseMonth),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Last month a purchase may be made"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "the horizon's last month unless you say otherwise (project "
                                   "estimate)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "The last month of the horizon"),
         .versions = kV2},
        {.path = "inputs.plan_limits.node_gpus",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Gpus,
         .range = whole(1, 1000),
         .slot = AT_LIMITS(nodeGpus),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "GPUs per node"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "8: one node of 8 H100 GPUs (hybrid-cloud article, Dec 2025)"),
         .versions = kV2},
        {.path = "inputs.plan_limits.max_fleet_gpus",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Gpus,
         .range = whole(0, 1000000),
         .optional = true,
         .slot = AT_LIMITS(maxFleetGpus),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Largest fleet"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "no limit: as many GPUs as the busiest month can use (project "
                                   "estimate)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "As many as the busiest month can use"),
         .versions = kV2},
        {.path = "inputs.plan_limits.capital_per_year",
         .measure = Money,
         .unit = Unit::PerYear,
         .range = money(),
         .optional = true,
         .slot = AT_LIMITS(capitalPerYear),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Capital available per year"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "no limit unless you give it (project estimate)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "No limit"),
         .versions = kV2},
        {.path = "inputs.plan_limits.power_limit_kw",
         .unit = Unit::Kw,
         .range = closed(0.0, 1e7),
         .optional = true,
         .slot = AT_LIMITS(powerLimitKw),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Power available"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "no limit unless you give it; a rack takes 40 to 100 kW "
                                   "(hybrid-cloud article, Dec 2025)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "No limit"),
         .versions = kV2},
        {.path = "inputs.plan_limits.first_tranche_max_gpus",
         .type = Whole,
         .measure = Count,
         .unit = Unit::Gpus,
         .range = whole(0, 1000000),
         .optional = true,
         .slot = AT_LIMITS(firstTrancheMaxGpus),
         .source = estimate,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Largest first purchase"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "no limit unless you give it; the seeds start with one node "
                                   "(hybrid-cloud article, Dec 2025)"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "No limit"),
         .versions = kV2},
    };
    f.insert(f.end(), rows.begin(), rows.end());
    appendTrancheOverrides(f, "inputs.onprem.purchases[].");
    appendTrancheOverrides(f, "inputs.hybrid.purchases[].");

    // The catalog prices a version 2 scenario was evaluated with, pinned into it when the app
    // saves or exports it and by `update-prices` (docs/methodology.md §16, "Pinned prices"):
    // the offers of the workloads' GPU models in the scenario's currency, the rate they were
    // converted at, and the figures of onprem.gpu_model the catalog filled in. Kept in
    // Scenario::extra and read by catalog::resolveMarket, never by the editors.
    const auto pinned = [&f](const char *path, Type type, Range range, bool required = false,
                             bool optional = false, Measure measure = Plain) {
        f.push_back({.path = path,
                     .type = type,
                     .measure = measure,
                     .range = range,
                     .optional = optional,
                     .required = required,
                     .role = Role::Record,
                     .versions = kV2});
    };
    const Range kPinText = whole(0, 1000);
    const Range kPinId = whole(1, 200);
    pinned("pinned_prices.pinned_on", Date, {}, true);
    pinned("pinned_prices.catalog_date", Date, {}, true);
    pinned("pinned_prices.exchange_rate.usd_per_eur", Number, aboveAtMost(0, 1000), true);
    pinned("pinned_prices.exchange_rate.date", Date, {});
    pinned("pinned_prices.exchange_rate.source", Text, kPinText);
    pinned("pinned_prices.offers[].id", Text, kPinId, true);
    pinned("pinned_prices.offers[].provider", Text, kName, true);
    pinned("pinned_prices.offers[].gpu_model", Text, kName, true);
    pinned("pinned_prices.offers[].on_demand_per_gpu_hour", Number, money(), true, false, Money);
    pinned("pinned_prices.offers[].reserved_per_gpu_hour", Number, money(), false, true, Money);
    pinned("pinned_prices.offers[].reserved_3y_per_gpu_hour", Number, money(), false, false, Money);
    pinned("pinned_prices.offers[].spot_per_gpu_hour", Number, money(), false, true, Money);
    pinned("pinned_prices.offers[].throughput", Number, kThroughput, true);
    pinned("pinned_prices.offers[].region", Text, kPinText);
    pinned("pinned_prices.offers[].sla", Bool, {});
    pinned("pinned_prices.offers[].max_gpus", Whole, whole(1, 1000000));
    pinned("pinned_prices.offers[].as_of", Date, {});
    pinned("pinned_prices.offers[].label", Text, kPinText);
    f.push_back({.path = "pinned_prices.offers[].interconnect",
                 .type = Choice,
                 .role = Role::Record,
                 .choices = kPinnedInterconnect,
                 .versions = kV2});
    pinned("pinned_prices.onprem.gpu_model", Text, kName);
    pinned("pinned_prices.onprem.gpu_unit_price", Number, money(), false, false, Money);
    pinned("pinned_prices.onprem.kw_per_gpu", Number, closed(0, 100));
    pinned("pinned_prices.onprem.throughput", Number, kThroughput);
}

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
         .range = whole(1, kLatestVersion),
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

        // The business case (docs/methodology.md §18): calendar and country; no cost changes.
        {.path = "inputs.business.start_month",
         .type = Text,
         .range = whole(7, 7),
         .optional = true,
         .topic = General,
         .slot = AT(business.startMonth),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "First month of the plan"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "the calendar month of month 1, YYYY-MM; by default the month "
                                   "after today"),
         .automatic = QT_TRANSLATE_NOOP("gda::inputs", "The month after today")},
        {.path = "inputs.business.fiscal_year_start",
         .type = Whole,
         .measure = Count,
         .range = whole(1, 12),
         .topic = General,
         .slot = AT(business.fiscalYearStart),
         .source = model,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "First month of the fiscal year"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "1 = January (the calendar year), 4 = April, …")},
        {.path = "inputs.business.country",
         .type = Choice,
         .topic = General,
         .slot = countrySlot(),
         .choices = kCountries,
         .source = source(kCountryTable),
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Country of the data centre"),
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "its business electricity price becomes the default and its "
                                   "grid's CO₂ intensity gives the tonnes of CO₂ (country table: "
                                   "Eurostat 2025, Ember 2024)")},

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
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "H100 SXM list-price estimate (pricing sources)"),
         .written = unitPriceStated},
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
         .hint = QT_TRANSLATE_NOOP("gda::inputs", "DGX H100: 10.2 kW for 8 GPUs (pricing sources)"),
         .written = powerStated},
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
         .hint = QT_TRANSLATE_NOOP("gda::inputs",
                                   "$0.10 per kWh (hybrid-cloud article); with a country, the "
                                   "country's business price (country table)")},
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
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Parallel run: months of double costs"),
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
    // The last change of currency (moneydefaults::convertCurrency): the rate every amount was
    // converted at, so a reader can trace an amount back to the one typed (issue 31).
    record("currency_conversion.from", Choice, {}, false, kCurrencyCodes);
    record("currency_conversion.to", Choice, {}, false, kCurrencyCodes);
    record("currency_conversion.usd_per_eur", Number, aboveAtMost(0, 1000));
    record("currency_conversion.date", Date);
    record("currency_conversion.source", Text, kText);
    record("currency_conversion.typed_amounts", Choice, {}, false, kTypedAmounts);
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
    // Every row so far is a version 1 row; all but these are version 2 rows too.
    const auto versionOneOnly = [](std::string_view path) {
        return path == "workload_type" || path.starts_with("inputs.workload.") ||
               path == "inputs.cloud.pricing" || path == "inputs.cloud.reserved_gpus" ||
               path == "inputs.onprem.gpus" || path == "inputs.onprem.hybrid_gpus" ||
               path.starts_with("uncertainty.");
    };
    for (Input &row : f)
        if (!versionOneOnly(row.path))
            row.versions |= kV2;
    versionOneCount() = f.size();
    appendVersionTwoFields(f);
    return f;
}

#undef AT
#undef AT_WORKLOAD
#undef AT_OFFER
#undef AT_PURCHASE
#undef AT_STAFF
#undef AT_COMMITMENT
#undef AT_PHASES
#undef AT_PRICE_CHANGE
#undef AT_LIMITS

const std::vector<Input> &fields()
{
    static const std::vector<Input> rows = makeFields();
    return rows;
}

constexpr unsigned kBoth = (1u << 1) | kV2;

// A nullable list of purchases of s.inputs.<list>.
#define PURCHASES(list)                                                                            \
    .count = [](const Scenario &s) { return s.inputs.list ? int(s.inputs.list->size()) : 0; },     \
    .resize = [](Scenario &s, int n) { s.inputs.list.emplace().resize(std::size_t(n)); },          \
    .nullable = true, .isNull = [](const Scenario &s) { return !s.inputs.list.has_value(); },      \
    .setNull = [](Scenario &s, bool null) {                                                        \
        if (null)                                                                                  \
            s.inputs.list.reset();                                                                 \
        else if (!s.inputs.list)                                                                   \
            s.inputs.list.emplace();                                                               \
    }

// Every section, parents first.
const std::vector<Section> &allSections()
{
    static const std::vector<Section> list{
        {.path = "inputs", .label = QT_TRANSLATE_NOOP("gda::inputs", "General"), .versions = kBoth},
        {.path = "inputs.business",
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Business case"),
         .versions = kBoth},
        {"inputs.workload", QT_TRANSLATE_NOOP("gda::inputs", "Workload")},
        {.path = "inputs.workloads",
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Workloads"),
         .versions = kV2,
         .list = true,
         .minItems = 1,
         .maxItems = 16,
         .count = [](const Scenario &s) { return int(s.inputs.workloads.size()); },
         .resize = [](Scenario &s, int n) { s.inputs.workloads.resize(std::size_t(n)); }},
        {.path = "inputs.workloads[].cloud", .versions = kV2},
        {.path = "inputs.workloads[].needs", .versions = kV2},
        {.path = "inputs.cloud",
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Cloud"),
         .versions = kBoth},
        {.path = "inputs.cloud.price_changes",
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Cloud price changes"),
         .versions = kBoth,
         .list = true,
         .minItems = 0,
         .maxItems = 24,
         .count = [](const Scenario &s) { return int(s.inputs.cloud.priceChanges.size()); },
         .resize = [](Scenario &s, int n) { s.inputs.cloud.priceChanges.resize(std::size_t(n)); },
         .omitWhenEmpty = true},
        {.path = "inputs.multicloud", .versions = kV2},
        {.path = "inputs.multicloud.offers",
         .versions = kV2,
         .list = true,
         .minItems = 0,
         .maxItems = 200,
         .count = [](const Scenario &s) { return int(s.inputs.multicloud.offers.size()); },
         .resize = [](Scenario &s, int n) { s.inputs.multicloud.offers.resize(std::size_t(n)); }},
        {.path = "inputs.onprem",
         .label = QT_TRANSLATE_NOOP("gda::inputs", "On-premise"),
         .versions = kBoth},
        {.path = "inputs.onprem.financing",
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Financing"),
         .versions = kBoth},
        {.path = "inputs.onprem.purchases",
         .versions = kV2,
         .list = true,
         .minItems = 0, // no purchase: no fleet
         .maxItems = 120,
         PURCHASES(onpremV2.purchases)},
        {.path = "inputs.onprem.staff_scaling",
         .versions = kV2,
         .nullable = true,
         .isNull = [](const Scenario &s) { return !s.inputs.onpremV2.staffScaling.has_value(); },
         .setNull =
             [](Scenario &s, bool null) {
                 if (null)
                     s.inputs.onpremV2.staffScaling.reset();
                 else if (!s.inputs.onpremV2.staffScaling)
                     s.inputs.onpremV2.staffScaling.emplace();
             }},
        {.path = "inputs.hybrid", .versions = kV2},
        {.path = "inputs.hybrid.purchases",
         .versions = kV2,
         .list = true,
         .minItems = 0, // no purchase: no fleet
         .maxItems = 120,
         PURCHASES(hybrid.purchases)},
        {.path = "inputs.plan_limits",
         .versions = kV2,
         .nullable = true,
         .isNull = [](const Scenario &s) { return !s.inputs.planLimits.has_value(); },
         .setNull =
             [](Scenario &s, bool null) {
                 if (null)
                     s.inputs.planLimits.reset();
                 else if (!s.inputs.planLimits)
                     s.inputs.planLimits.emplace();
             }},
        {.path = "inputs.migration",
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Migration"),
         .versions = kBoth},
        {.path = "inputs.migration.phases",
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Migration phases"),
         .versions = kV2,
         .nullable = true,
         .isNull = [](const Scenario &s) { return !s.inputs.migrationPhases.has_value(); },
         .setNull =
             [](Scenario &s, bool null) {
                 if (null)
                     s.inputs.migrationPhases.reset();
                 else if (!s.inputs.migrationPhases)
                     s.inputs.migrationPhases.emplace();
             }},
        {.path = "inputs.commitments",
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Commitments"),
         .versions = kV2,
         .list = true,
         .minItems = 0,
         .maxItems = 64,
         .count = [](const Scenario &s) { return int(s.inputs.commitments.size()); },
         .resize = [](Scenario &s, int n) { s.inputs.commitments.resize(std::size_t(n)); }},
        {.path = "inputs.factors",
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Decision factors"),
         .versions = kBoth},
        {.path = "inputs.factors.weights",
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Decision factors"),
         .versions = kBoth},
        {.path = "pricing_provenance", .versions = kBoth},
        // Optional as a whole (a file never pinned has none; null is the same), its fields
        // required when it is given.
        {.path = "pinned_prices",
         .versions = kV2,
         .nullable = true,
         .isNull = [](const Scenario &) { return false; }},
        {.path = "pinned_prices.exchange_rate", .versions = kV2},
        {.path = "pinned_prices.offers",
         .versions = kV2,
         .list = true,
         .minItems = 0,
         .maxItems = 1000},
        {.path = "pinned_prices.onprem", .versions = kV2},
        {.path = "currency_conversion", .versions = kBoth},
        {.path = "pricing_provenance.exchange_rate", .versions = kBoth},
        {.path = "pricing_provenance.offer", .versions = kBoth},
        {.path = "pricing_provenance.gpu_model", .versions = kBoth},
        {.path = "pricing_provenance.applied", .versions = kBoth},
        {"uncertainty"},
        {"uncertainty.distributions"},
    };
    return list;
}

#undef PURCHASES

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
    const std::vector<Input> &rows = fields(); // sets versionOneCount()
    return std::span<const Input>(rows).first(versionOneCount());
}

std::span<const Input> allVersions()
{
    return fields();
}

std::span<const Section> sections()
{
    return allSections();
}

const Schema &schema()
{
    static const Schema s{allVersions(), sections()};
    return s;
}

std::span<const Source> sources()
{
    return kSources;
}

QString sourceReference(const Source &source)
{
    if (!source.title)
        return {};
    QStringList parts{
        QCoreApplication::translate("gda::inputs", "“%1”").arg(translate(source.title))};
    for (const char *part : {source.publisher, source.date})
        if (part)
            parts << translate(part);
    if (source.url)
        parts << QString::fromLatin1(source.url);
    return parts.join(QStringLiteral(", "));
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
    case Unit::MonthNumber:
        return {};
    case Unit::Weeks:
        return Msg::tr("weeks");
    case Unit::Days:
        return Msg::tr("days");
    case Unit::Mbps:
        return Msg::tr("Mbit/s");
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
