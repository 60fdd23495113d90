// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "assumptions.h"

#include "exportfiles.h"

#include "catalog/catalog.h"
#include "catalog/catalogfile.h"
#include "catalog/pricing.h"
#include "core/format.h"
#include "core/texts.h"
#include "scenario/deriveddefaults.h"
#include "scenario/inputregistry.h"
#include "scenario/moneydefaults.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <optional>

namespace gda::ui::exporting {

using namespace gda::engine;

namespace {

// The fewest decimals (at most `most`, at least `least` unless whole) that show `value` exactly.
int decimalsFor(double value, int least, int most)
{
    if (std::abs(value - std::round(value)) < 1e-9 * std::max(1.0, std::abs(value)))
        return 0;
    for (int d = least; d < most; ++d) {
        const double scale = std::pow(10.0, d);
        if (std::abs(std::round(value * scale) / scale - value) <
            1e-9 * std::max(1.0, std::abs(value)))
            return d;
    }
    return most;
}

// Formats the values of one scenario in one language.
class ValueFormat
{
    Q_DECLARE_TR_FUNCTIONS(gda::ui::exporting) // one translation context for the export

public:
    ValueFormat(Currency currency, const QLocale &locale) : m_currency(currency), m_locale(locale)
    {
    }
    // Whole amounts from 100 up; cents, or the tenths of a cent a price per GB or hour has,
    // below.
    QString money(double v) const
    {
        const double size = std::abs(v);
        const int decimals = size >= 100.0 ? 0 : decimalsFor(v, 2, size >= 1.0 ? 3 : 4);
        return format::money(v, m_currency, m_locale, decimals);
    }
    QString percent(double fraction) const
    {
        return format::percent(fraction, m_locale, decimalsFor(fraction * 100.0, 1, 2));
    }
    QString number(double v) const { return format::number(v, m_locale, decimalsFor(v, 1, 3)); }
    QString whole(int v) const { return m_locale.toString(v); }
    QString yesNo(bool v) const { return v ? tr("yes") : tr("no"); }
    Currency currency() const { return m_currency; }
    const QLocale &locale() const { return m_locale; }

private:
    Currency m_currency;
    QLocale m_locale;
};

// Where a catalog price came from: "Catalog: AWS p5.48xlarge (us-east-1), 2025-06-05".
struct CatalogOrigin
{
    QJsonObject applied; // the values put into the inputs
    QString offer;       // "Catalog: …" for the offer's prices
    QString model;       // "Catalog: …" for the GPU model's figures
};

// "5 Jun 2025" / "5 jun 2025": a catalog date ("2025-06-05") that no reader misreads.
QString sourceDate(const QJsonValue &date, const QLocale &locale)
{
    const QDate parsed = QDate::fromString(date.toString(), Qt::ISODate);
    return parsed.isValid() ? locale.toString(parsed, QStringLiteral("d MMM yyyy"))
                            : date.toString();
}

// A catalog entry's source as a reader can follow it: the research notes' short tags
// ("(SKY-v8-AWS)", "GH-2026-04:") and file paths of the seed articles left out, repositories and
// pages as URLs ("https://github.com/skypilot-org/skypilot-catalog catalogs/v8/aws/vms.csv").
QString publicSource(QString text)
{
    static const QRegularExpression tags(QStringLiteral("\\s*\\((?:SKY|AE|DR)-[^)]*\\)"));
    static const QRegularExpression lead(QStringLiteral("\\bGH-\\d{4}-\\d{2}:\\s*"));
    static const QRegularExpression seeds(QStringLiteral("\\s*\\((?:shared/)?seeds/[^)]*\\)"));
    static const QRegularExpression repos(QStringLiteral(
        "(?<![/\\w.])((?:skypilot-org|datareceipts|epoch-research|api-evangelist)/[\\w.-]+)"));
    static const QRegularExpression dataset(
        QStringLiteral("Hugging Face dataset ([\\w.-]+/[\\w.-]+)"));
    static const QRegularExpression pages(
        QStringLiteral("(?<![/\\w.])((?:huggingface\\.co|docs\\.nvidia\\.com)/[\\w./-]*)"));
    text.remove(tags);
    text.remove(lead);
    text.replace(seeds, QStringLiteral(" (Introl, 8 Dec 2025, https://introl.com/blog)"));
    text.replace(dataset, QStringLiteral("https://huggingface.co/datasets/\\1"));
    text.replace(repos, QStringLiteral("https://github.com/\\1"));
    text.replace(pages, QStringLiteral("https://\\1"));
    text.replace(QLatin1String("(eurofxref daily XML)"),
                 QLatin1String("(https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml)"));
    return text;
}

CatalogOrigin catalogOrigin(const Scenario &scenario, const QLocale &locale)
{
    CatalogOrigin origin;
    const QJsonObject provenance = catalog::pricingProvenance(scenario);
    if (provenance.isEmpty())
        return origin;
    origin.applied = provenance.value(QLatin1String("applied")).toObject();
    const QJsonObject offer = provenance.value(QLatin1String("offer")).toObject();
    const QJsonObject model = provenance.value(QLatin1String("gpu_model")).toObject();
    origin.offer = tr("Catalog: %1 %2, %3", "provider, instance, price date")
                       .arg(offer.value(QLatin1String("provider")).toString(),
                            offer.value(QLatin1String("instance")).toString(),
                            sourceDate(offer.value(QLatin1String("date")), locale));
    origin.model = tr("Catalog: %1, %2", "GPU model, price date")
                       .arg(model.value(QLatin1String("name")).toString(),
                            sourceDate(model.value(QLatin1String("date")), locale));
    return origin;
}

bool sameNumber(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

bool sameTiers(const std::vector<EgressTier> &tiers, const QJsonValue &recorded)
{
    const QJsonArray list = recorded.toArray();
    if (!recorded.isArray() || list.size() != qsizetype(tiers.size()))
        return false;
    for (std::size_t i = 0; i < tiers.size(); ++i) {
        const QJsonArray tier = list[qsizetype(i)].toArray();
        const bool open = tier.at(0).isNull();
        if (open != std::isinf(tiers[i].upperTb) ||
            (!open && !sameNumber(tier.at(0).toDouble(), tiers[i].upperTb)) ||
            !sameNumber(tier.at(1).toDouble(), tiers[i].pricePerGb))
            return false;
    }
    return true;
}

QString egressText(const QJsonArray &tiers, const ValueFormat &f)
{
    QStringList bands;
    double from = 0.0;
    for (const QJsonValue &tier : tiers) {
        const QJsonArray band = tier.toArray();
        const QString price = tr("%1 per GB").arg(f.money(band.at(1).toDouble()));
        if (band.at(0).isNull()) {
            bands << (from > 0.0 ? tr("beyond %1 TB: %2").arg(f.number(from), price)
                                 : tr("every TB: %1").arg(price));
            break;
        }
        const double upper = band.at(0).toDouble();
        bands << tr("%1–%2 TB: %3").arg(f.number(from), f.number(upper), price);
        from = upper;
    }
    return bands.isEmpty() ? tr("free") : bands.join(QStringLiteral("; "));
}

QString profileText(const QJsonArray &profile, const ValueFormat &f)
{
    const double first = profile.at(0).toDouble();
    if (std::all_of(profile.begin(), profile.end(),
                    [&](const QJsonValue &v) { return v.toDouble() == first; }))
        return tr("flat (every month %1)").arg(f.number(first));
    QStringList months;
    for (const QJsonValue &v : profile)
        months << f.number(v.toDouble());
    return months.join(QStringLiteral(" · "));
}

// A number with its unit as the report writes it: "€ 6,88 per GPU-hour", "3 months".
QString numberText(const inputs::Input &input, double v, const ValueFormat &f)
{
    switch (input.unit) {
    case inputs::Unit::Years:
        return tr("%n year(s)", nullptr, int(v));
    case inputs::Unit::Months:
        return tr("%n month(s)", nullptr, int(v));
    case inputs::Unit::MonthNumber:
        return tr("month %1").arg(int(v));
    default:
        break;
    }
    QString text;
    switch (input.measure) {
    case inputs::Measure::Money:
        text = f.money(v);
        break;
    case inputs::Measure::Share:
        text = f.percent(v);
        break;
    case inputs::Measure::Count:
        text = f.whole(int(v));
        break;
    case inputs::Measure::Plain:
        text = f.number(v);
        break;
    }
    // GPUs are named by the label, and yearly amounts say "per year" there.
    if (input.unit == inputs::Unit::Gpus || input.unit == inputs::Unit::PerYear ||
        input.unit == inputs::Unit::None)
        return text;
    return text + u' ' + inputs::unitSuffix(input.unit);
}

// The value of an input in the scenario, in words.
// `element`: the element of a list (a workload), -1 for a field outside lists.
QString valueText(const inputs::Input &input, const Scenario &scenario, const ValueFormat &f,
                  int element = -1)
{
    const QJsonValue value = input.slot.get(scenario, element);
    switch (input.type) {
    case inputs::Type::Number:
    case inputs::Type::Whole:
        return value.isNull() ? inputs::automatic(input) : numberText(input, value.toDouble(), f);
    case inputs::Type::Bool:
        return input.choices.empty() ? f.yesNo(value.toBool())
                                     : inputs::choiceLabel(input, value.toBool() ? 1 : 0);
    case inputs::Type::Choice:
        return inputs::choiceLabel(input, value.toInt());
    case inputs::Type::Profile:
        return profileText(value.toArray(), f);
    case inputs::Type::Tiers:
        return egressText(value.toArray(), f);
    case inputs::Type::Names: {
        QStringList names;
        for (const QJsonValue &name : value.toArray())
            names << name.toString();
        return names.isEmpty() ? tr("none") : names.join(QStringLiteral(", "));
    }
    case inputs::Type::Text:
        // A GPU model by the catalog's name, its id beside it (issue 31: the raw id
        // "h100-sxm" stood alone).
        if (std::string_view(input.path).ends_with("gpu_model")) {
            const catalog::Catalog prices = catalog::loadApplicationCatalog().catalog;
            if (const catalog::GpuModel *model = prices.gpuModel(value.toString()))
                return tr("%1 (%2)", "GPU model name (its id)").arg(model->name, value.toString());
        }
        break;
    case inputs::Type::Date:
    case inputs::Type::Triple:
        break;
    }
    return value.toString();
}

// The report group of an input: the label of its section ("Cloud"); top-level inputs belong to
// the general group.
QString groupOf(const inputs::Input &input)
{
    QString section = input.jsonPath().section(u'.', 0, -2);
    if (section.isEmpty())
        section = QStringLiteral("inputs");
    const QByteArray path = section.toUtf8();
    const inputs::Section *s = inputs::findSection({path.constData(), std::size_t(path.size())});
    return s ? inputs::translate(s->label) : QString();
}

// Is the input a row of the scenario's assumptions? Inputs of its format version only: a version
// 2 file has no single `inputs.workload` (its workloads have their own section), and a version 1
// row left at its default would read as a "Default" the file never had. Fields of list elements
// (each workload's) are in the Workloads section.
bool listed(const inputs::Input &input, const Scenario &scenario)
{
    return input.role == inputs::Role::Input && input.slot &&
           (input.versions & (1u << scenario.inputs.modelVersion)) != 0 &&
           !QLatin1String(input.path).contains(QLatin1String("[]"));
}

// Builds the rows of one scenario.
class RowBuilder
{
    Q_DECLARE_TR_FUNCTIONS(gda::ui::exporting)

public:
    RowBuilder(const Scenario &scenario, const QLocale &locale)
        : m_scenario(scenario), m_f(scenario.currency, locale),
          m_origin(catalogOrigin(scenario, locale))
    {
    }

    std::vector<AssumptionRow> rows()
    {
        std::vector<AssumptionRow> rows;
        QString group;
        for (const inputs::Input &input : inputs::allVersions()) {
            if (!listed(input, m_scenario))
                continue;
            AssumptionRow row{{},
                              inputs::label(input),
                              valueText(input, m_scenario, m_f),
                              source(input),
                              input.jsonPath()};
            if (const QString g = groupOf(input); g != group)
                row.group = group = g;
            rows.push_back(std::move(row));
            // The dated price changes (a list, docs/methodology.md §4.7) beside the yearly one.
            if (QLatin1String(input.path) == QLatin1String("inputs.cloud.annual_price_change") &&
                !m_scenario.inputs.cloud.priceChanges.empty())
                rows.push_back(priceChangesRow());
        }
        return rows;
    }

    // "month 7: −44%; month 13: +25%", set in the scenario.
    AssumptionRow priceChangesRow() const
    {
        QStringList changes;
        for (const PriceChange &change : m_scenario.inputs.cloud.priceChanges)
            changes << tr("month %1: %2", "a dated cloud price change: month 7: −44%")
                           .arg(m_f.whole(change.month),
                                (change.change > 0 ? QStringLiteral("+") : QString()) +
                                    m_f.percent(change.change));
        const inputs::Section *section = inputs::findSection("inputs.cloud.price_changes");
        return {{},
                section ? inputs::translate(section->label) : QString(),
                changes.join(QStringLiteral("; ")),
                tr("Set in the scenario"),
                QStringLiteral("inputs.cloud.price_changes")};
    }

    // "Catalog: …" when the catalog put this value in, "Default: …" for a default with a
    // source, "Default" for one without, else "Set in the scenario".
    QString source(const inputs::Input &input) const
    {
        if (const QString catalog = catalogSource(input); !catalog.isEmpty())
            return catalog;
        // The country's or the staff model's default (deriveddefaults.h), with its own source.
        if (const auto derived = derivedDefault(input))
            return tr("Default: %1").arg(derived->source);
        if (citesDefault(input)) {
            QString text = tr("Default: %1").arg(inputs::sourceName(input));
            // A dollar default in a euro scenario: the rate it was converted at, dated.
            const QJsonValue usd = moneydefaults::defaultValue(input, Currency::USD);
            if (input.measure == inputs::Measure::Money && m_scenario.currency != Currency::USD &&
                !(usd.isDouble() && usd.toDouble() == 0.0) && !usd.isNull())
                text += u' ' + tr("(converted at %1)").arg(moneydefaults::rateText(m_f.locale()));
            return text;
        }
        // A value of the application's own (no cited source) is a default all the same.
        if (moneydefaults::holdsDefault(input, m_scenario))
            return tr("Default");
        return tr("Set in the scenario");
    }

    // The row shows the input's default, taken from its source.
    bool citesDefault(const inputs::Input &input) const
    {
        return input.source && catalogSource(input).isEmpty() && !derivedDefault(input) &&
               moneydefaults::holdsDefault(input, m_scenario);
    }

    // The derived default the row shows (by country, by staff model), if it shows one.
    std::optional<deriveddefaults::Derived> derivedDefault(const inputs::Input &input) const
    {
        if (!catalogSource(input).isEmpty() || !deriveddefaults::holds(input, m_scenario))
            return std::nullopt;
        return deriveddefaults::of(input, m_scenario);
    }

private:
    // The catalog source of a price when the provenance applied this value, else empty: cloud
    // prices come from the offer, on-premise figures from the GPU model.
    QString catalogSource(const inputs::Input &input) const
    {
        const QString path = input.jsonPath();
        const QString key = path.section(u'.', -1);
        const QJsonValue applied = m_origin.applied.value(key);
        const QString &origin =
            path.startsWith(QLatin1String("inputs.cloud.")) ? m_origin.offer : m_origin.model;
        if (applied.isUndefined() || applied.isNull() ||
            (!path.startsWith(QLatin1String("inputs.cloud.")) &&
             !path.startsWith(QLatin1String("inputs.onprem."))))
            return {};
        const QJsonValue value = input.slot.get(m_scenario, -1);
        if (input.type == inputs::Type::Tiers)
            return sameTiers(m_scenario.inputs.cloud.egressTiers, applied) ? origin : QString();
        return applied.isDouble() && value.isDouble() &&
                       sameNumber(applied.toDouble(), value.toDouble())
                   ? origin
                   : QString();
    }

    const Scenario &m_scenario;
    ValueFormat m_f;
    CatalogOrigin m_origin;
};

} // namespace

QString inputValue(const inputs::Input &input, const Scenario &scenario, const QLocale &locale)
{
    if (!input.slot)
        return {};
    return valueText(input, scenario, ValueFormat(scenario.currency, locale));
}

QString inputValue(const inputs::Input &input, const Scenario &scenario, const QLocale &locale,
                   int element)
{
    if (!input.slot)
        return {};
    return valueText(input, scenario, ValueFormat(scenario.currency, locale), element);
}

std::vector<AssumptionRow> assumptionRows(const Scenario &scenario, const QLocale &locale)
{
    return RowBuilder(scenario, locale).rows();
}

QStringList defaultSources(const Scenario &scenario, const QLocale &locale)
{
    std::vector<const inputs::Source *> cited;
    const RowBuilder builder(scenario, locale);
    for (const inputs::Input &input : inputs::allVersions()) {
        if (!listed(input, scenario) || !builder.citesDefault(input) ||
            std::find(cited.begin(), cited.end(), input.source) != cited.end())
            continue;
        cited.push_back(input.source);
    }
    QStringList lines;
    for (const inputs::Source &source : inputs::sources())
        if (source.title && std::find(cited.begin(), cited.end(), &source) != cited.end())
            lines << tr("%1: %2", "source name: full reference")
                         .arg(inputs::translate(source.name), inputs::sourceReference(source));
    // The sources of the defaults that follow the country or the staff model.
    for (const inputs::Input &input : inputs::allVersions()) {
        if (!listed(input, scenario))
            continue;
        if (const auto derived = builder.derivedDefault(input))
            for (const QString &line : derived->references)
                if (!lines.contains(line))
                    lines << line;
    }
    return lines;
}

namespace {

// A price's date with its age on the day the report is written: "21 Oct 2025 (13 months old)"
// (issue 37: an offer's age where it is used).
QString datedWithAge(const QJsonValue &date, const QLocale &locale, const QDate &today)
{
    const QString age = catalog::ageText(QDate::fromString(date.toString(), Qt::ISODate), today);
    return age.isEmpty() ? sourceDate(date, locale)
                         : tr("%1 (%2)", "a price's date and its age: 21 Oct 2025 (13 months old)")
                               .arg(sourceDate(date, locale), age);
}

} // namespace

QStringList priceSources(const Scenario &scenario, const QLocale &locale, const QDate &today)
{
    QStringList lines;
    const QJsonObject provenance = catalog::pricingProvenance(scenario);
    if (provenance.isEmpty())
        return lines;
    auto estimate = [](const QJsonObject &entry) {
        return entry.value(QLatin1String("estimate")).toBool() ? u' ' + tr("(estimate)")
                                                               : QString();
    };
    const QJsonObject offer = provenance.value(QLatin1String("offer")).toObject();
    if (!offer.isEmpty())
        lines << tr("Cloud offer %1 %2 (%3), prices of %4%5: %6")
                     .arg(offer.value(QLatin1String("provider")).toString(),
                          offer.value(QLatin1String("instance")).toString(),
                          offer.value(QLatin1String("region")).toString(),
                          datedWithAge(offer.value(QLatin1String("date")), locale, today),
                          estimate(offer),
                          publicSource(offer.value(QLatin1String("source")).toString()));
    const QJsonObject model = provenance.value(QLatin1String("gpu_model")).toObject();
    if (!model.isEmpty())
        lines << tr("GPU model %1, figures of %2%3: %4")
                     .arg(model.value(QLatin1String("name")).toString(),
                          datedWithAge(model.value(QLatin1String("date")), locale, today),
                          estimate(model),
                          publicSource(model.value(QLatin1String("source")).toString()));
    const QJsonObject rate = provenance.value(QLatin1String("exchange_rate")).toObject();
    const bool inDollars =
        provenance.value(QLatin1String("currency")).toString() == QLatin1String("USD");
    if (!inDollars && !rate.isEmpty())
        lines << tr("Exchange rate %1 USD per EUR of %2: %3")
                     .arg(locale.toString(rate.value(QLatin1String("usd_per_eur")).toDouble(), 'f',
                                          4),
                          sourceDate(rate.value(QLatin1String("date")), locale),
                          publicSource(rate.value(QLatin1String("source")).toString()));
    const QJsonValue catalogDate = provenance.value(QLatin1String("catalog_date"));
    if (catalogDate.isString())
        lines << (inDollars
                      ? tr("Catalog of %1; its prices are in US dollars.")
                      : tr("Catalog of %1; its prices are in US dollars, converted to euros at "
                           "the rate above."))
                     .arg(sourceDate(catalogDate, locale));
    return lines;
}

} // namespace gda::ui::exporting
