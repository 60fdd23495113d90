// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputregistry.h"

#include "registry_rows.h"

#include <QTextBoundaryFinder>

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace gda::inputs {

using namespace gda::jsonfields;
using namespace gda::engine;

using namespace rows;

namespace {

struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::inputs)
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

// Rows a test added (testing::ScopedExtraInput), and how often they changed.
std::vector<Input> g_extraInputs;
int g_extraGeneration = 0;

// The rows, sections and schema of one option list: the registry is made again when a test's
// option brings a parameter block (engine::testing::ScopedExtraOption), and the one of the
// built-in list is kept for the life of the process, so a row found before stays valid after.
struct Registry
{
    OptionBlockTexts texts;     // the paths and sources of the options' parameter rows
    std::vector<Input> fields;  // every field, in the order of the file
    std::size_t versionOne = 0; // how many of them are version 1 rows (all() is that prefix)
    std::vector<Section> sections;
    Schema schema;
};

const std::vector<Section> &allSections();

// Every field of a scenario file, in the order of the file: the version 1 rows (all but a few
// are version 2 rows too), then the rows of version 2 only (cost-model-v2.md; docs/methodology.md
// §11.1). Each section's rows are in a file of its own (registry_*.cpp).
std::unique_ptr<Registry> makeRegistry()
{
    auto r = std::make_unique<Registry>();
    std::vector<Input> &f = r->fields;
    appendGeneral(f);
    appendWorkload(f);
    appendCloud(f);
    appendOnPrem(f);
    appendMigration(f);
    appendFactors(f);
    appendOptionParameters(f, r->texts, true);
    for (const Input &extra : g_extraInputs)
        if (extra.versions & (1u << 1))
            f.push_back(extra);
    appendRecords(f);
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
    r->versionOne = f.size();
    appendWorkloadsV2(f);
    appendCloudV2(f);
    appendOnPremV2(f);
    appendPlanV2(f);
    appendTrancheOverrides(f, "inputs.onprem.purchases[].");
    appendTrancheOverrides(f, "inputs.hybrid.purchases[].");
    appendPinnedPrices(f);
    appendOptionParameters(f, r->texts, false);
    for (const Input &extra : g_extraInputs)
        if (!(extra.versions & (1u << 1)))
            f.push_back(extra);
    r->sections = allSections();
    appendOptionSections(r->sections, r->texts);
    r->schema = Schema{r->fields, r->sections};
    return r;
}

// The registry of the option list in use. The list changes only in tests, while nothing reads
// the registry (ScopedExtraOption's contract).
const Registry &registry()
{
    static std::mutex mutex;
    static std::map<std::string, std::unique_ptr<Registry>> made;
    static std::atomic<const Registry *> current{nullptr};
    // The option list's generation and the extra rows' one, side by side in one word.
    static std::atomic<std::uint64_t> generation{~std::uint64_t{0}};
    const std::uint64_t now = std::uint64_t(std::uint32_t(engine::optionListGeneration())) << 32 |
                              std::uint32_t(g_extraGeneration);
    if (generation.load(std::memory_order_acquire) == now)
        if (const Registry *r = current.load(std::memory_order_acquire))
            return *r;
    const std::lock_guard lock(mutex);
    std::string signature = optionBlocksSignature();
    for (const Input &extra : g_extraInputs)
        signature += std::string("+") + extra.path;
    std::unique_ptr<Registry> &r = made[signature];
    if (!r)
        r = makeRegistry();
    current.store(r.get(), std::memory_order_release);
    generation.store(now, std::memory_order_release);
    return *r;
}

const std::vector<Input> &fields()
{
    return registry().fields;
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

const Source *rows::source(SourceId id)
{
    return &kSources[std::size_t(id)];
}

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
    const Registry &r = registry();
    return std::span<const Input>(r.fields).first(r.versionOne);
}

std::span<const Input> allVersions()
{
    return fields();
}

std::span<const Section> sections()
{
    return registry().sections;
}

const Schema &schema()
{
    return registry().schema;
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
    case Unit::PerGpuMonth:
        return Msg::tr("per GPU-month");
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

const Input *uncertainInput(std::string_view key, bool workload)
{
    for (const Input &input : fields())
        if (input.uncertain && key == input.uncertain.key &&
            workload == std::string_view(input.path).starts_with("inputs.workloads[]."))
            return &input;
    return nullptr;
}

QString uncertainName(const Input &input)
{
    return input.uncertain.name ? translate(input.uncertain.name) : label(input);
}

namespace testing {

ScopedExtraInput::ScopedExtraInput(const Input &row)
{
    if (find(row.path))
        throw std::logic_error(std::string("ScopedExtraInput: ") + row.path + " is already a row");
    g_extraInputs.push_back(row);
    ++g_extraGeneration;
}

ScopedExtraInput::~ScopedExtraInput()
{
    g_extraInputs.pop_back();
    ++g_extraGeneration;
}

} // namespace testing

} // namespace gda::inputs
