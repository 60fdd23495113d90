// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonfields.h"
#include "scenario.h"

#include <QJsonValue>
#include <QString>

#include <optional>
#include <span>
#include <string_view>

// The one description of every field of a scenario file: its JSON path, type, unit, valid range,
// where its value lives in a Scenario (and so its default, from engine::Inputs{}), the dated
// source of that default, and the translatable label, hint and "automatic" text. Everything that
// names, checks, shows or stores an input takes it from here:
//   - the scenario file's reader, writer and checker (scenariofile.cpp), including the strict
//     checks for unknown, duplicate and missing fields;
//   - the editors' ranges, labels, hints, units and undo merge ids (ui/editors), and the rows an
//     editor adds by itself for an input it does not place (topic);
//   - the report's assumptions table (ui/export/assumptions.cpp);
//   - which inputs are uncertain (Input::uncertain) and their ranges: the Monte Carlo section's
//     rows, the tornado's and the Monte Carlo tables' names and value texts (the engine keeps
//     its own plain C++ copy for clamping, and a test checks both ways that the two agree);
//   - version 2's workloads editor (ui/editors/workloadseditor.cpp) and the report's Workloads
//     section (ui/export/workloadsection.cpp), from the inputs.workloads[] rows.
// Adding an input: one row in its section's file (registry_*.cpp), the member in engine/inputs.h
// and its use in the engine (CONTRIBUTING.md, "Adding an input").
//
// Rows are identified by their path ("inputs.onprem.gpu_unit_price"), the same text an error
// message and a widget's objectName use.
//
// Version 2 of the format (the shared v2 contract, cost-model-v2.md; docs/methodology.md §11.1) is
// more rows, not more code: all() holds the version 1 rows (the editors and the report walk
// them), allVersions() adds the version 2 rows (appendWorkloadsV2 and the other append…V2 in
// registry_*.cpp).
// The reader handles, per version (tests/scenario/test_schema.cpp on a small schema,
// test_version2.cpp on the real one):
//   - a list-valued section is a Section with `list` set ("inputs.workloads", 1–16 elements,
//     its count() and resize() reach the engine's vector); its element fields are rows under
//     "inputs.workloads[]." ("inputs.workloads[].gpus", "inputs.workloads[].cloud.offer").
//     Unknown keys inside an element are named with the element's index
//     ("inputs.workloads[2].utilisation: unknown field (did you mean utilization?)");
//   - an element row's Slot receives the element index; a default that depends on the element
//     (kind → shiftable) is the row's `elementDefault`, applied after the element's other fields
//     are read, instead of the value a default-constructed element holds;
//   - alternatives (utilization vs hours_per_day / days_per_week / start_hour) share an
//     `alternative` group number with different `side`s: an object may hold fields of one side
//     only ("inputs.workloads[1].hours_per_day: give either utilization or hours_per_day, …");
//   - `versions` says which format versions have a row or section (scenario-level `pricing` and
//     `reserved_gpus` are version 1 only), so one walk checks either version;
//   - a Section may be `nullable` (null = automatic: onprem.purchases, onprem.staff_scaling), a
//     row may be a list of names (Type::Names: multicloud.providers) and a row's `written` says
//     when the writer writes it (one side of an alternative, a non-empty offer id).
namespace gda::inputs {

// The JSON type of a field and how the reader checks it.
enum class Type {
    Number,  // a JSON number inside `range`
    Whole,   // a whole JSON number inside `range` (8 or 8.0)
    Bool,    // true or false
    Choice,  // one of the names in `choices`
    Profile, // exactly 12 numbers, each inside `range`
    Tiers,   // [[upper_tb, price], …, [null, price]]: bounds inside `bound`, prices in `range`
    Text,    // a string of `range` characters (Unicode grapheme clusters)
    Date,    // "YYYY-MM-DD", or "" when unknown
    Triple,  // [low, most likely, high], each inside `range`, in that order
    Names,   // a list of distinct strings of `range` characters each (version 2: provider ids)
};

// How a number is shown and typed.
enum class Measure {
    Plain, // 1.3
    Count, // whole numbers, 80
    Money, // in the scenario's currency
    Share, // a fraction shown as a percentage: 0.7 → 70%
};

// The unit written after a value, in the editor and the report.
enum class Unit {
    None,
    Gpus,
    Years,
    Months,
    PerYear,
    PerMonth,
    PerGpuHour,
    PerGb,
    PerGbMonth,
    PerTbMonth,
    PerKw,
    PerKwh,
    PerKwMonth,
    Kw,
    Tb,
    TbPerMonth,
    OfHardware,
    Weeks, // version 2: the migration's phases
    Days,  // version 2: the cloud fallback
    Mbps,  // version 2: the client's bandwidth
    // A month of the horizon by its number (a purchase's month, a workload's start), not a
    // duration: no suffix in the editors ("First month for a purchase" names it), "month 25" in
    // the report (issue 31: "25 months" for month 25).
    MonthNumber,
    PerGpuMonth, // an option's own parameter block: an amount per GPU in service and month
};

// What a row is for. Only Input rows are cost-model inputs (the report lists exactly these).
enum class Role {
    Header,   // format and version
    Describe, // name, client, notes, kind of workload: shown, not computed with
    Input,    // a cost-model input
    Record,   // written by the app beside the inputs (pricing provenance, uncertainty section)
};

// The wizard page (editor) that asks for an input; an editor adds a row by itself for every
// number of its topic it does not place explicitly.
enum class Topic {
    None,
    General,
    Utilization,
    Predictability,
    Cloud,
    Operations,
    Capital,
    Expertise,
    DataGravity,
};

// A dated source of defaults. `name` is short and dated ("hybrid-cloud article, 8 Dec 2025");
// the full citation the report lists once is `title`, `publisher`, `date` and, where the source is
// public, `url` (no title for the app's own cost model and project estimates, which the
// methodology explains). All but the URL are translatable; sourceReference() joins them.
struct Source
{
    const char *name = nullptr;
    const char *title = nullptr;
    const char *publisher = nullptr;
    const char *date = nullptr;
    const char *url = nullptr;
};

// "“Title”, publisher, date, URL" in the current language; empty for a source without a title.
QString sourceReference(const Source &source);

// One allowed value of a Choice: its number in the engine enum, its name in the file, its label.
struct Choice
{
    int value = 0;
    const char *key = nullptr;
    const char *label = nullptr;
};

// Where a field's value lives in a Scenario, as the JSON value the file holds (a choice as its
// enum number). get() of a default-constructed Scenario is the default. set() receives a value
// the reader has checked. Rows without a slot (records) are validated and kept in Scenario::extra.
// `element` is the index in a list section (version 2), -1 for a field outside lists.
struct Slot
{
    QJsonValue (*get)(const Scenario &, int element) = nullptr;
    void (*set)(Scenario &, int element, const QJsonValue &) = nullptr;
    explicit operator bool() const { return get != nullptr; }
};

// An input the tornado moves and the Monte Carlo simulation may draw (docs/methodology.md §7):
// a row attribute, so that the uncertainty section's rows, the names and the value texts of the
// tornado and the Monte Carlo tables all follow from the row. The engine, which has no Qt, keeps
// the same key, field and range in engine::kParameterInfo and kWorkloadParameterInfo
// (engine/uncertainty.h); a test checks both ways that the two agree.
struct Uncertain
{
    // Its key in the scenario's uncertainty section: "cloud_price"; a workload's input is keyed
    // by its workload: "workloads[2].gpus". nullptr: the input is not uncertain.
    const char *key = nullptr;
    // Its short name on the tornado and in the Monte Carlo tables, when the label is not it
    // (translatable, context "gda::inputs"): the cloud price also moves the reserved and burst
    // prices; a workload's input follows the workload's name ("%1: GPUs at once").
    const char *name = nullptr;
    // Decimals of a drawn money value (a price per GPU-hour 2, per kWh 3); others as measured.
    int decimals = 0;

    explicit operator bool() const { return key != nullptr; }
};

// One field of the scenario file.
struct Input
{
    const char *path = nullptr; // "inputs.onprem.gpu_unit_price"
    Type type = Type::Number;
    Measure measure = Measure::Plain;
    Unit unit = Unit::None;
    jsonfields::Range range{}; // the value, each month of a profile, each price of a tier list
    jsonfields::Range bound{}; // Tiers only: each upper bound
    bool optional = false;     // null is allowed: "automatic", follow the default rule
    bool required = false;     // a file must give it
    Role role = Role::Input;
    Topic topic = Topic::None;
    Slot slot{};
    std::span<const Choice> choices{};
    const Source *source = nullptr;  // of the default
    const char *label = nullptr;     // translatable (context "gda::inputs")
    const char *hint = nullptr;      // the default's reason and source, as the editor shows it
    const char *automatic = nullptr; // optional fields: what null means ("Same as …")
    // Format versions that have this row (bit 1 << version).
    unsigned versions = 1u << 1;
    // List elements (version 2): the default when an element omits the field, from the element.
    QJsonValue (*elementDefault)(const Scenario &, int element) = nullptr;
    // Alternatives: rows of one object with the same group (> 0) and different sides exclude
    // each other.
    int alternative = 0;
    int side = 0;
    // Whether the writer writes the field (nullptr: always): the side of an alternative that is
    // not used, and an empty offer id, are left out. The in-memory check skips it likewise.
    bool (*written)(const Scenario &, int element) = nullptr;
    // Uncertain: the tornado moves it and the Monte Carlo may draw it (struct Uncertain).
    Uncertain uncertain{};

    QString jsonPath() const { return QLatin1String(path); }
    bool isNumber() const { return type == Type::Number || type == Type::Whole; }
};

// A section of the file: an object (or, from version 2, a list of objects) that holds fields.
struct Section
{
    const char *path = nullptr;  // "inputs.cloud"; a list's elements are "inputs.workloads[]"
    const char *label = nullptr; // the group heading in the report ("Cloud"); may be null
    unsigned versions = 1u << 1;
    // A list of objects (version 2): how many elements it may have and where they live.
    bool list = false;
    int minItems = 0;
    int maxItems = 0;
    int (*count)(const Scenario &) = nullptr;
    void (*resize)(Scenario &, int) = nullptr;
    // Version 2: the section may be null ("automatic": a default purchase, no staff scaling).
    // isNull says whether the scenario holds null; setNull(s, true) makes it null, setNull(s,
    // false) gives it a value (defaults) before its fields are read.
    bool nullable = false;
    bool (*isNull)(const Scenario &) = nullptr;
    void (*setNull)(Scenario &, bool) = nullptr;
    // A list the writer leaves out while it is empty (inputs.cloud.price_changes: a file without
    // dated changes is written as before they existed).
    bool omitWhenEmpty = false;
};

// The rows and sections one reader walks: the registry, or a test's own.
struct Schema
{
    std::span<const Input> fields{};
    std::span<const Section> sections{};

    const Input *find(std::string_view path, int version) const;
    const Section *findSection(std::string_view path, int version) const;
};

// The translation context of every text in the registry.
inline constexpr char kContext[] = "gda::inputs";

// The supported format versions: 1 (one workload) and 2 (workloads, multi-cloud, tranches). A
// scenario's version is Scenario::inputs.modelVersion; new scenarios are version 1 (the GUI
// edits version 1 only).
inline constexpr int kCurrentVersion = 1;
inline constexpr int kLatestVersion = 2;

// Every field of version 1 (the rows the editors and the report walk), in the order of the file.
std::span<const Input> all();
// Every field of every version: all() followed by the version 2 rows.
std::span<const Input> allVersions();
// all() and sections() as one schema.
const Schema &schema();
// Every section, parents first.
std::span<const Section> sections();
// Every source that a default cites.
std::span<const Source> sources();

// The row of a path; nullptr when there is none.
const Input *find(std::string_view path);
// The row of a path that must exist (a programming error otherwise: it aborts with the path).
const Input &at(std::string_view path);
// The position of a row in all().
int indexOf(const Input &input);
// The section with this path; nullptr when there is none.
const Section *findSection(std::string_view path);

// Translated texts of a row (empty when the row has none).
QString label(const Input &input);
QString hint(const Input &input);
QString automatic(const Input &input);
QString sourceName(const Input &input);
QString translate(const char *text);
QString choiceLabel(const Input &input, int value);
// The key of a choice value in the file ("on_demand"); "" when not one of them.
QString choiceKey(const Input &input, int value);
// "on_demand, reserved"
QString choiceKeys(const Input &input);

// The unit after a number in an editor ("per GPU-hour", "months"); empty for none.
QString unitSuffix(Unit unit);

// The places an amount of this input is kept to: 4 for prices per GPU-hour, GB, GB-month and
// kWh (and the egress bands, per GB), 2 (cents) for every other amount.
int amountDecimals(const Input &input);

// A number field's value in a scenario; nullopt when an optional field is unset (null).
std::optional<double> number(const Input &input, const Scenario &scenario);
// Sets a number field (whole numbers rounded); nullopt unsets an optional field and is ignored
// for the others.
void setNumber(const Input &input, Scenario &scenario, std::optional<double> value);

// The number of characters of a text as the limits count them: user-perceived characters
// (grapheme clusters), so an emoji or a letter with an accent counts once.
int characterCount(const QString &text);

// The uncertain input with `key` (Input::uncertain): a row of the scenario ("cloud_price") or,
// with `workload`, a row of inputs.workloads[] ("gpus"); nullptr when there is none.
const Input *uncertainInput(std::string_view key, bool workload = false);
// The name the tornado and the Monte Carlo tables give it: its short name, else its label.
QString uncertainName(const Input &input);

namespace testing {

// Adds a row to the registry for the lifetime of the object, as if it were written in a section's
// registry file (a version 1 row when its versions include 1, else a version 2 row), so a test
// can prove that a row alone brings an input to the scenario file, the editors, the report and
// the workbook (CONTRIBUTING.md, "Adding an input"). The row's path and texts must outlive the
// object. Not thread-safe: create and destroy it while nothing reads the registry. Throws
// std::logic_error when the path is already a row.
class ScopedExtraInput
{
public:
    explicit ScopedExtraInput(const Input &row);
    ~ScopedExtraInput();
    ScopedExtraInput(const ScopedExtraInput &) = delete;
    ScopedExtraInput &operator=(const ScopedExtraInput &) = delete;
};

} // namespace testing

} // namespace gda::inputs
