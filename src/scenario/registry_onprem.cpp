// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The input registry's rows of the on-premise fleet and the hybrid option (docs/methodology.md §8,
// §11). inputregistry.cpp puts the sections together in the order of the file; registry_rows.h has
// what the rows share.
#include "registry_rows.h"

namespace gda::inputs::rows {

// On-premise (version 1 and 2).
void appendOnPrem(std::vector<Input> &f)
{
    const Source *hybrid = source(kHybridArticle);
    const Source *migration = source(kMigrationArticle);
    const Source *model = source(kCostModel);
    const Source *estimate = source(kJudgement);
    const char *projectEstimate = QT_TRANSLATE_NOOP("gda::inputs", "project estimate");
    using enum Type;
    using enum Measure;
    using enum Topic;
    const std::vector<Input> rows{
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
         .written = unitPriceStated,
         .uncertain = {.key = "gpu_unit_price"}},
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
                                   "country's business price (country table)"),
         .uncertain = {.key = "electricity_price", .decimals = 3}},
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
                                   "10–15% of the hardware a year (hybrid-cloud article)"),
         .uncertain = {.key = "maintenance_fraction"}},
        {.path = "inputs.onprem.staff_per_year",
         .measure = Money,
         .unit = Unit::PerYear,
         .range = money(),
         .topic = Expertise,
         .slot = AT(inputs.onprem.staffPerYear),
         .source = hybrid,
         .label = QT_TRANSLATE_NOOP("gda::inputs", "Staff cost per year"),
         .hint = QT_TRANSLATE_NOOP(
             "gda::inputs", "$500,000 a year without an HPC team (hybrid-cloud article, Dec 2025)"),
         .uncertain = {.key = "staff_cost"}},
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
                                   "3–6 months of planning before execution (migration article)"),
         .uncertain = {.key = "lead_months"}},
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
    };
    f.insert(f.end(), rows.begin(), rows.end());
}

// Version 2: the fleet's GPU model, purchases, staff that scales and hybrid purchases.
void appendOnPremV2(std::vector<Input> &f)
{
    const Range kThroughput = aboveAtMost(0.0, 100.0);
    const Range kName = whole(1, 80);
    const Source *hybrid = source(kHybridArticle);
    const Source *model2 = source(kCostModelV2);
    const Source *catalog = source(kPriceCatalog);
    const Source *estimate = source(kJudgement);
    using enum Type;
    using enum Measure;
    const std::vector<Input> rows{
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
    };
    f.insert(f.end(), rows.begin(), rows.end());
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

} // namespace gda::inputs::rows
