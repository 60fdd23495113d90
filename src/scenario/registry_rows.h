// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the input registry's rows share (src/scenario/registry_*.cpp, put together in the order of
// the file by inputregistry.cpp): reading and writing a value of a Scenario as JSON, the slots, the
// sources of the defaults, the choices and the ranges. Internal to gda_scenario.
#include "inputregistry.h"

#include "countries.h"
#include "engine/options.h"
#include "engine/uncertainty.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <array>
#include <cmath>
#include <deque>
#include <string>
#include <type_traits>
#include <vector>

namespace gda::inputs::rows {

using namespace gda::jsonfields;
using namespace gda::engine;

// The engine's queuedByDefault (src/engine/workloads.cpp), which gda_scenario does not link.
inline bool queuedByKind(WorkloadKind kind)
{
    return kind == WorkloadKind::Training || kind == WorkloadKind::Batch;
}

// ---- Values in a Scenario as the JSON the file holds -------------------------------------------

inline QJsonValue toJson(double v)
{
    return v;
}
inline QJsonValue toJson(int v)
{
    return v;
}
inline QJsonValue toJson(bool v)
{
    return v;
}
inline QJsonValue toJson(const QString &v)
{
    return v;
}
inline QJsonValue toJson(const std::string &v)
{
    return QString::fromStdString(v);
}
inline QJsonValue toJson(const std::vector<std::string> &names)
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
inline QJsonValue toJson(const std::array<double, 12> &values)
{
    QJsonArray list;
    for (double v : values)
        list.append(v);
    return list;
}
inline QJsonValue toJson(const std::vector<EgressTier> &tiers)
{
    QJsonArray list;
    for (const EgressTier &t : tiers)
        list.append(
            QJsonArray{std::isinf(t.upperTb) ? QJsonValue() : QJsonValue(t.upperTb), t.pricePerGb});
    return list;
}

inline void fromJson(const QJsonValue &v, double &target)
{
    target = v.toDouble();
}
inline void fromJson(const QJsonValue &v, int &target)
{
    target = static_cast<int>(std::llround(v.toDouble()));
}
inline void fromJson(const QJsonValue &v, bool &target)
{
    target = v.toBool();
}
inline void fromJson(const QJsonValue &v, QString &target)
{
    target = v.toString();
}
inline void fromJson(const QJsonValue &v, std::string &target)
{
    target = v.toString().toStdString();
}
inline void fromJson(const QJsonValue &v, std::vector<std::string> &target)
{
    target.clear();
    for (const QJsonValue &name : v.toArray())
        target.push_back(name.toString().toStdString());
}
template <typename E>
requires std::is_enum_v<E>
inline void fromJson(const QJsonValue &v, E &target)
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
inline void fromJson(const QJsonValue &v, std::array<double, 12> &target)
{
    const QJsonArray list = v.toArray();
    for (qsizetype i = 0; i < list.size() && i < 12; ++i)
        target[std::size_t(i)] = list[i].toDouble();
}
inline void fromJson(const QJsonValue &v, std::vector<EgressTier> &target)
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

// The source of a default (the table is in inputregistry.cpp).
const Source *source(SourceId id);

// ---- Choices -----------------------------------------------------------------------------------

inline constexpr Choice kCurrencies[] = {
    {int(Currency::EUR), "EUR", QT_TRANSLATE_NOOP("gda::inputs", "Euro (EUR)")},
    {int(Currency::USD), "USD", QT_TRANSLATE_NOOP("gda::inputs", "US dollar (USD)")}};
inline constexpr Choice kPricing[] = {
    {int(CloudPricing::OnDemand), "on_demand", QT_TRANSLATE_NOOP("gda::inputs", "On-demand")},
    {int(CloudPricing::Reserved), "reserved",
     QT_TRANSLATE_NOOP("gda::inputs", "Reserved (1-year commitment)")}};
inline constexpr Choice kFinancing[] = {
    {int(FinancingMode::Cash), "cash", QT_TRANSLATE_NOOP("gda::inputs", "Cash purchase")},
    {int(FinancingMode::Lease), "lease", QT_TRANSLATE_NOOP("gda::inputs", "Lease")},
    {int(FinancingMode::Loan), "loan", QT_TRANSLATE_NOOP("gda::inputs", "Loan")}};
inline constexpr Choice kMethods[] = {
    {int(MigrationMethod::Internet), "internet",
     QT_TRANSLATE_NOOP("gda::inputs", "Over the internet (egress)")},
    {int(MigrationMethod::Snowball), "snowball",
     QT_TRANSLATE_NOOP("gda::inputs", "Snowball devices")},
    {int(MigrationMethod::DirectConnect), "direct_connect",
     QT_TRANSLATE_NOOP("gda::inputs", "Direct Connect line")},
    {int(MigrationMethod::Auto), "auto",
     QT_TRANSLATE_NOOP("gda::inputs", "The cheapest that fits (transfer planner)")}};
inline constexpr Choice kExpertise[] = {
    {int(Expertise::None), "none",
     QT_TRANSLATE_NOOP("gda::inputs", "No GPU infrastructure experience")},
    {int(Expertise::Some), "some",
     QT_TRANSLATE_NOOP("gda::inputs", "Some experience (general IT operations)")},
    {int(Expertise::HpcTeam), "hpc_team",
     QT_TRANSLATE_NOOP("gda::inputs", "Dedicated GPU-cluster (HPC) team")}};
inline constexpr Choice kLocations[] = {
    {int(DataLocation::Cloud), "cloud", QT_TRANSLATE_NOOP("gda::inputs", "In the cloud")},
    {int(DataLocation::OnPrem), "onprem", QT_TRANSLATE_NOOP("gda::inputs", "On-premise")},
    {int(DataLocation::Mixed), "mixed",
     QT_TRANSLATE_NOOP("gda::inputs", "Partly in the cloud, partly on-premise")}};
// A yes/no input's two values, as the report words them.
inline constexpr Choice kResidual[] = {
    {0, "false", QT_TRANSLATE_NOOP("gda::inputs", "not counted")},
    {1, "true", QT_TRANSLATE_NOOP("gda::inputs", "counted")}};
// The kind of workload (predictability editor); stored as its key, so the values are positions.
inline constexpr Choice kWorkloadTypes[] = {
    {1, "training", QT_TRANSLATE_NOOP("gda::inputs", "Training")},
    {2, "inference", QT_TRANSLATE_NOOP("gda::inputs", "Inference")},
    {3, "development_test", QT_TRANSLATE_NOOP("gda::inputs", "Development and test")},
    {4, "production", QT_TRANSLATE_NOOP("gda::inputs", "Production")}};
// Version 2: the kind of a workload and where it may run.
inline constexpr Choice kKinds[] = {
    {int(WorkloadKind::Training), "training", QT_TRANSLATE_NOOP("gda::inputs", "Training")},
    {int(WorkloadKind::Inference), "inference", QT_TRANSLATE_NOOP("gda::inputs", "Inference")},
    {int(WorkloadKind::Batch), "batch", QT_TRANSLATE_NOOP("gda::inputs", "Batch")},
    {int(WorkloadKind::Development), "development",
     QT_TRANSLATE_NOOP("gda::inputs", "Development")}};
inline constexpr Choice kPlacements[] = {
    {int(Placement::Auto), "auto", QT_TRANSLATE_NOOP("gda::inputs", "Automatic")},
    {int(Placement::Cloud), "cloud", QT_TRANSLATE_NOOP("gda::inputs", "In the cloud")},
    {int(Placement::OnPrem), "onprem", QT_TRANSLATE_NOOP("gda::inputs", "On-premise")}};
// Version 2: what a workload needs of an offer, and what an inline offer states (§17).
inline constexpr Choice kNeedInterconnect[] = {
    {int(Interconnect::NotStated), "auto", QT_TRANSLATE_NOOP("gda::inputs", "Automatic")},
    {int(Interconnect::None), "none", QT_TRANSLATE_NOOP("gda::inputs", "None")},
    {int(Interconnect::Node), "node", QT_TRANSLATE_NOOP("gda::inputs", "NVLink in one machine")},
    {int(Interconnect::Cluster), "cluster",
     QT_TRANSLATE_NOOP("gda::inputs", "A cluster network across machines")}};
inline constexpr Choice kNeedSla[] = {
    {int(Sla::NotStated), "auto", QT_TRANSLATE_NOOP("gda::inputs", "Automatic")},
    {int(Sla::Yes), "required", QT_TRANSLATE_NOOP("gda::inputs", "Required")},
    {int(Sla::No), "not_required", QT_TRANSLATE_NOOP("gda::inputs", "Not required")}};
inline constexpr Choice kOfferInterconnect[] = {
    {int(Interconnect::NotStated), "not_stated", QT_TRANSLATE_NOOP("gda::inputs", "Not stated")},
    {int(Interconnect::None), "none", QT_TRANSLATE_NOOP("gda::inputs", "None")},
    {int(Interconnect::Node), "node", QT_TRANSLATE_NOOP("gda::inputs", "NVLink in one machine")},
    {int(Interconnect::Cluster), "cluster",
     QT_TRANSLATE_NOOP("gda::inputs", "A cluster network across machines")}};
inline constexpr Choice kOfferSla[] = {
    {int(Sla::NotStated), "not_stated", QT_TRANSLATE_NOOP("gda::inputs", "Not stated")},
    {int(Sla::Yes), "yes", QT_TRANSLATE_NOOP("gda::inputs", "Yes")},
    {int(Sla::No), "no", QT_TRANSLATE_NOOP("gda::inputs", "No")}};
inline constexpr Choice kPinnedInterconnect[] = {
    {1, "none", nullptr}, {2, "node", nullptr}, {3, "cluster", nullptr}};

// The client's country (resources/countries/countries.json; countries::codes() in this order).
inline constexpr Choice kCountries[] = {
    {0, "none", QT_TRANSLATE_NOOP("gda::inputs", "Not stated")},
    {1, "NL", QT_TRANSLATE_NOOP("gda::inputs", "Netherlands")},
    {2, "BE", QT_TRANSLATE_NOOP("gda::inputs", "Belgium")},
    {3, "DE", QT_TRANSLATE_NOOP("gda::inputs", "Germany")},
    {4, "FR", QT_TRANSLATE_NOOP("gda::inputs", "France")},
    {5, "GB", QT_TRANSLATE_NOOP("gda::inputs", "United Kingdom")},
    {6, "US", QT_TRANSLATE_NOOP("gda::inputs", "United States")}};

// The country as the choice's number: its position in countries::codes().
inline Slot countrySlot()
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
inline constexpr Choice kCurrencyCodes[] = {{0, "EUR", nullptr}, {1, "USD", nullptr}};
inline constexpr Choice kTypedAmounts[] = {{0, "converted", nullptr}, {1, "kept", nullptr}};
inline constexpr Choice kReservedFrom[] = {{0, "reserved_1y_per_gpu_hour", nullptr},
                                           {1, "on_demand_per_gpu_hour", nullptr}};

// ---- Ranges (the shared contract's table of valid values) -------------------------------------

inline const Range kFraction = closed(0.0, 1.0);
inline const Range kChange = closed(-0.9, 10.0);
inline const Range kPositiveFraction = aboveAtMost(0.0, 1.0);
inline const Range kProfileValue = aboveAtMost(0.0, 100.0);
inline const Range kTierBound = aboveAtMost(0.0, kMoneyMax);

inline constexpr unsigned kV2 = 1u << 2;

// The figures the price catalog gives a version 2 scenario that leaves them out
// (catalog::completeFromCatalog): a version 2 file writes one only when the scenario states it,
// so a stored copy of a file that leaves it out is resolved exactly as the file is (issue 31:
// the library's copy gave 1.3 kW per GPU where the file's evaluation took the catalog's 1.275).
// The app's scenarios state them (the document completes them). Version 1 always writes them.
inline bool statedInVersion2(const Scenario &s, const char *key)
{
    return s.inputs.modelVersion < 2 || s.extra.value(QLatin1String("inputs"))
                                            .toObject()
                                            .value(QLatin1String("onprem"))
                                            .toObject()
                                            .contains(QLatin1String(key));
}
inline bool unitPriceStated(const Scenario &s, int)
{
    return statedInVersion2(s, "gpu_unit_price");
}
inline bool powerStated(const Scenario &s, int)
{
    return statedInVersion2(s, "kw_per_gpu");
}
inline bool throughputStated(const Scenario &s, int)
{
    return statedInVersion2(s, "throughput");
}

inline bool usesUtilization(const Scenario &s, int i)
{
    return s.inputs.workloads[std::size_t(i)].utilization.has_value();
}

inline bool usesPattern(const Scenario &s, int i)
{
    return !usesUtilization(s, i);
}

// The sections' rows, each appended to `f` in the order of the file (makeFields()).
void appendGeneral(std::vector<Input> &f);
void appendWorkload(std::vector<Input> &f);
void appendCloud(std::vector<Input> &f);
void appendOnPrem(std::vector<Input> &f);
void appendMigration(std::vector<Input> &f);
void appendFactors(std::vector<Input> &f);
void appendRecords(std::vector<Input> &f);
void appendWorkloadsV2(std::vector<Input> &f);
void appendCloudV2(std::vector<Input> &f);
void appendOnPremV2(std::vector<Input> &f);
void appendPlanV2(std::vector<Input> &f);
void appendTrancheOverrides(std::vector<Input> &f, const char *prefix);
void appendPinnedPrices(std::vector<Input> &f);

// Where the rows made from the options' parameter blocks keep their paths and sources (a
// registry keeps it as long as its rows).
struct OptionBlockTexts
{
    std::deque<std::string> paths;
    std::deque<Source> sources;
};
// The rows of the options' own parameter blocks (registry_options.cpp): of the options computed
// for version 1 files (`versionOne`) or of those computed from version 2 on.
void appendOptionParameters(std::vector<Input> &f, OptionBlockTexts &texts, bool versionOne);
// "inputs.options" and a section per option with a block; nothing when no option has one.
void appendOptionSections(std::vector<Section> &s, OptionBlockTexts &texts);
// The options' blocks as text: the registry is made again only when it changes.
std::string optionBlocksSignature();

} // namespace gda::inputs::rows
