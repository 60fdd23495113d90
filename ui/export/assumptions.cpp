// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "assumptions.h"

#include "exportfiles.h"

#include "catalog/pricing.h"
#include "core/format.h"
#include "core/texts.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

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

QString egressText(const std::vector<EgressTier> &tiers, const ValueFormat &f)
{
    QStringList bands;
    double from = 0.0;
    for (const EgressTier &tier : tiers) {
        const QString price = tr("%1 per GB").arg(f.money(tier.pricePerGb));
        if (std::isinf(tier.upperTb)) {
            bands << (from > 0.0 ? tr("beyond %1 TB: %2").arg(f.number(from), price)
                                 : tr("every TB: %1").arg(price));
            break;
        }
        bands << tr("%1–%2 TB: %3").arg(f.number(from), f.number(tier.upperTb), price);
        from = tier.upperTb;
    }
    return bands.isEmpty() ? tr("free") : bands.join(QStringLiteral("; "));
}

QString profileText(const std::array<double, 12> &profile, const ValueFormat &f)
{
    if (std::all_of(profile.begin(), profile.end(), [&](double v) { return v == profile[0]; }))
        return tr("flat (every month %1)").arg(f.number(profile[0]));
    QStringList months;
    for (double v : profile)
        months << f.number(v);
    return months.join(QStringLiteral(" · "));
}

QString cloudPricingName(CloudPricing pricing)
{
    return pricing == CloudPricing::Reserved ? tr("Reserved (1 year) for the baseline")
                                             : tr("On-demand");
}

// Builds the rows of one scenario.
class RowBuilder
{
    Q_DECLARE_TR_FUNCTIONS(gda::ui::exporting)

public:
    RowBuilder(const Scenario &scenario, const QLocale &locale)
        : m_in(scenario.inputs), m_f(scenario.currency, locale),
          m_origin(catalogOrigin(scenario, locale))
    {
    }

    void group(const QString &name) { m_group = name; }

    // A row whose value equals the default when `isDefault`, with that default's source tag.
    void add(const QString &label, const QString &value, bool isDefault, const char *tag,
             const QString &catalogSource = {})
    {
        QString source;
        if (!catalogSource.isEmpty())
            source = catalogSource;
        else if (isDefault && tag)
            source = tr("Default %1").arg(QString::fromUtf8(tag));
        else
            source = tr("Scenario");
        m_rows.push_back({m_group, label, value, source});
        m_group.clear();
    }

    // The catalog source of a price when the provenance applied this value, else empty.
    QString offerSource(const char *key, double value) const
    {
        const QJsonValue applied = m_origin.applied.value(QLatin1String(key));
        return applied.isDouble() && sameNumber(applied.toDouble(), value) ? m_origin.offer
                                                                           : QString();
    }
    QString modelSource(const char *key, double value) const
    {
        const QJsonValue applied = m_origin.applied.value(QLatin1String(key));
        return applied.isDouble() && sameNumber(applied.toDouble(), value) ? m_origin.model
                                                                           : QString();
    }
    QString tiersSource(const std::vector<EgressTier> &tiers) const
    {
        return sameTiers(tiers, m_origin.applied.value(QLatin1String("egress_tiers")))
                   ? m_origin.offer
                   : QString();
    }

    const Inputs &in() const { return m_in; }
    const ValueFormat &f() const { return m_f; }
    std::vector<AssumptionRow> take() { return std::move(m_rows); }

private:
    const Inputs &m_in;
    ValueFormat m_f;
    CatalogOrigin m_origin;
    QString m_group;
    std::vector<AssumptionRow> m_rows;
};

} // namespace

std::vector<AssumptionRow> assumptionRows(const Scenario &scenario, const QLocale &locale)
{
    const Inputs d; // the defaults
    RowBuilder b(scenario, locale);
    const Inputs &in = b.in();
    const ValueFormat &f = b.f();
    auto money = [&](double v) { return f.money(v); };
    auto perGpuHour = [&](double v) { return tr("%1 per GPU-hour").arg(f.money(v)); };
    auto months = [&](int v) { return tr("%n month(s)", nullptr, v); };
    auto years = [&](int v) { return tr("%n year(s)", nullptr, v); };

    b.group(tr("General"));
    b.add(tr("Horizon"), years(in.horizonYears), in.horizonYears == d.horizonYears, "[S1]");
    b.add(tr("Discount rate"), f.percent(in.discountRate), in.discountRate == d.discountRate,
          "[C §6][J]");
    b.add(tr("Currency"), currencyCode(scenario.currency), false, nullptr);

    const Workload &w = in.workload;
    b.group(tr("Workload"));
    b.add(tr("GPUs needed"), f.whole(w.gpus), w.gpus == d.workload.gpus, "[S1]");
    b.add(tr("Utilization"), f.percent(w.utilization), w.utilization == d.workload.utilization,
          "[C §6]");
    b.add(tr("Monthly profile"), profileText(w.monthlyProfile, f),
          w.monthlyProfile == d.workload.monthlyProfile, "[J]");
    b.add(tr("Annual growth"), f.percent(w.annualGrowth), w.annualGrowth == d.workload.annualGrowth,
          "[J]");

    const Cloud &c = in.cloud;
    b.group(tr("Cloud"));
    b.add(tr("Pricing"), cloudPricingName(c.pricing), c.pricing == d.cloud.pricing, "[J]");
    b.add(tr("On-demand price"), perGpuHour(c.onDemandPerGpuHour),
          c.onDemandPerGpuHour == d.cloud.onDemandPerGpuHour, "[P §1a]",
          b.offerSource("on_demand_per_gpu_hour", c.onDemandPerGpuHour));
    b.add(tr("Reserved price"), perGpuHour(c.reservedPerGpuHour),
          c.reservedPerGpuHour == d.cloud.reservedPerGpuHour, "[P §1b]",
          b.offerSource("reserved_per_gpu_hour", c.reservedPerGpuHour));
    b.add(tr("Reserved GPUs"),
          c.reservedGpus ? f.whole(*c.reservedGpus)
                         : tr("as many as the workload needs (%1)").arg(f.whole(w.gpus)),
          !c.reservedGpus, "[C §2.1]");
    b.add(tr("Burst price"),
          c.burstPerGpuHour ? perGpuHour(*c.burstPerGpuHour) : tr("the on-demand price"),
          !c.burstPerGpuHour, "[C §2.2]");
    b.add(tr("Annual price change"), f.percent(c.annualPriceChange),
          c.annualPriceChange == d.cloud.annualPriceChange, "[S1][J]");
    b.add(tr("Storage"), tr("%1 TB").arg(f.number(c.storageTb)), c.storageTb == d.cloud.storageTb,
          "[J]");
    b.add(tr("Storage price"), tr("%1 per GB-month").arg(money(c.storagePerGbMonth)),
          c.storagePerGbMonth == d.cloud.storagePerGbMonth, "[S1]",
          b.offerSource("storage_per_gb_month", c.storagePerGbMonth));
    b.add(tr("Data transfer out (egress)"), tr("%1 TB per month").arg(f.number(c.egressTbPerMonth)),
          c.egressTbPerMonth == d.cloud.egressTbPerMonth, "[J]");
    b.add(tr("Egress price bands"), egressText(c.egressTiers, f),
          c.egressTiers == d.cloud.egressTiers, "[P §3]", b.tiersSource(c.egressTiers));
    b.add(tr("Overhead (support, monitoring, networking)"), f.percent(c.overheadFraction),
          c.overheadFraction == d.cloud.overheadFraction, "[J][S1]");

    const OnPrem &o = in.onprem;
    b.group(tr("On-premise"));
    b.add(tr("GPUs bought"),
          o.gpus ? f.whole(*o.gpus) : tr("as many as the workload needs (%1)").arg(f.whole(w.gpus)),
          !o.gpus, "[C §2]");
    b.add(tr("GPUs owned in the hybrid option"),
          o.hybridGpus ? f.whole(*o.hybridGpus) : tr("the steady baseline of the workload"),
          !o.hybridGpus, "[C §2]");
    b.add(tr("GPU unit price"), money(o.gpuUnitPrice), o.gpuUnitPrice == d.onprem.gpuUnitPrice,
          "[P §2]", b.modelSource("gpu_unit_price", o.gpuUnitPrice));
    b.add(tr("Servers and networking per GPU"), money(o.serverNetworkPerGpu),
          o.serverNetworkPerGpu == d.onprem.serverNetworkPerGpu, "[S2]");
    b.add(tr("Installation per GPU"), money(o.installationPerGpu),
          o.installationPerGpu == d.onprem.installationPerGpu, "[S2]");
    b.add(tr("Power and cooling facility per kW"), money(o.facilityPerKw),
          o.facilityPerKw == d.onprem.facilityPerKw, "[S1]");
    b.add(tr("Other one-off investment"), money(o.fixedCapex), o.fixedCapex == d.onprem.fixedCapex,
          "[J]");
    b.add(tr("Power per GPU"), tr("%1 kW").arg(f.number(o.kwPerGpu)),
          o.kwPerGpu == d.onprem.kwPerGpu, "[P §2]", b.modelSource("kw_per_gpu", o.kwPerGpu));
    b.add(tr("PUE (cooling overhead)"), f.number(o.pue), o.pue == d.onprem.pue, "[S1]");
    b.add(tr("Idle power"), f.percent(o.idlePowerFraction),
          o.idlePowerFraction == d.onprem.idlePowerFraction, "[J]");
    b.add(tr("Electricity price"), tr("%1 per kWh").arg(money(o.electricityPerKwh)),
          o.electricityPerKwh == d.onprem.electricityPerKwh, "[S1]");
    b.add(tr("Annual electricity price change"), f.percent(o.electricityAnnualChange),
          o.electricityAnnualChange == d.onprem.electricityAnnualChange, "[J]");
    b.add(tr("Maintenance per year"),
          tr("%1 of the hardware").arg(f.percent(o.maintenanceFraction)),
          o.maintenanceFraction == d.onprem.maintenanceFraction, "[S1]");
    b.add(tr("Staff per year"), money(o.staffPerYear), o.staffPerYear == d.onprem.staffPerYear,
          "[S1]");
    b.add(tr("Colocation"), tr("%1 per kW-month").arg(money(o.colocationPerKwMonth)),
          o.colocationPerKwMonth == d.onprem.colocationPerKwMonth, "[P §3]");
    b.add(tr("Other operating costs per year"), money(o.otherOpexPerYear),
          o.otherOpexPerYear == d.onprem.otherOpexPerYear, "[J]");
    b.add(tr("Storage"), tr("%1 per TB-month").arg(money(o.storagePerTbMonth)),
          o.storagePerTbMonth == d.onprem.storagePerTbMonth, "[J]");
    b.add(tr("Highest usable utilization"), f.percent(o.maxUtilization),
          o.maxUtilization == d.onprem.maxUtilization, "[C §2]");
    b.add(tr("Lead time before the hardware runs"), months(o.leadMonths),
          o.leadMonths == d.onprem.leadMonths, "[S2]");
    b.add(tr("Hardware lifetime"), years(o.lifetimeYears),
          o.lifetimeYears == d.onprem.lifetimeYears, "[P §3]");
    b.add(tr("Residual value counted"), f.yesNo(o.countResidualValue),
          o.countResidualValue == d.onprem.countResidualValue, "[C §2.3]");

    const Financing &fin = o.financing;
    const Financing &dfin = d.onprem.financing;
    b.group(tr("Financing"));
    b.add(tr("Financing"), texts::financingName(fin.mode), fin.mode == dfin.mode, "[J]");
    b.add(tr("Lease premium"), f.percent(fin.leasePremium), fin.leasePremium == dfin.leasePremium,
          "[S1]");
    b.add(tr("Lease term"), months(fin.leaseMonths), fin.leaseMonths == dfin.leaseMonths, "[J]");
    b.add(tr("Loan interest rate"), f.percent(fin.loanRate), fin.loanRate == dfin.loanRate, "[J]");
    b.add(tr("Loan term"), months(fin.loanMonths), fin.loanMonths == dfin.loanMonths, "[J]");

    const Migration &m = in.migration;
    const Migration &dm = d.migration;
    b.group(tr("Migration"));
    b.add(tr("Data to move"), tr("%1 TB").arg(f.number(m.dataTb)), m.dataTb == dm.dataTb, "[J]");
    b.add(tr("Stale data left behind"), f.percent(m.staleFraction),
          m.staleFraction == dm.staleFraction, "[J]");
    b.add(tr("Compression"), f.percent(m.compression), m.compression == dm.compression, "[J]");
    b.add(tr("Transfer method"), texts::migrationMethodName(m.method), m.method == dm.method,
          "[J]");
    b.add(tr("Snowball device capacity"), tr("%1 TB").arg(f.number(m.snowballDeviceTb)),
          m.snowballDeviceTb == dm.snowballDeviceTb, "[C §6]");
    b.add(tr("Snowball fee per device"), money(m.snowballFeePerDevice),
          m.snowballFeePerDevice == dm.snowballFeePerDevice, "[S2][P §3]");
    b.add(tr("Snowball shipping per device"), money(m.snowballShippingPerDevice),
          m.snowballShippingPerDevice == dm.snowballShippingPerDevice, "[S2]");
    b.add(tr("Direct Connect port"), tr("%1 per month").arg(money(m.directConnectPortPerMonth)),
          m.directConnectPortPerMonth == dm.directConnectPortPerMonth, "[C §6]");
    b.add(tr("Direct Connect transfer"), tr("%1 per GB").arg(money(m.directConnectPerGb)),
          m.directConnectPerGb == dm.directConnectPerGb, "[P §3]");
    b.add(tr("Direct Connect months"), months(m.directConnectMonths),
          m.directConnectMonths == dm.directConnectMonths, "[S2]");
    b.add(tr("Parallel run"), months(m.parallelRunMonths),
          m.parallelRunMonths == dm.parallelRunMonths, "[S2]");
    b.add(tr("Hybrid data transfer"), tr("%1 TB per month").arg(f.number(m.hybridEgressTbPerMonth)),
          m.hybridEgressTbPerMonth == dm.hybridEgressTbPerMonth, "[J]");

    const Factors &fa = in.factors;
    const Factors &dfa = d.factors;
    b.group(tr("Decision factors"));
    b.add(tr("Technical expertise"), texts::expertiseName(fa.expertise),
          fa.expertise == dfa.expertise, "[J]");
    b.add(tr("Capital available"), money(fa.capitalAvailable),
          fa.capitalAvailable == dfa.capitalAvailable, "[S1]");
    b.add(tr("Where the data lives"), texts::dataLocationName(fa.dataLocation),
          fa.dataLocation == dfa.dataLocation, "[J]");
    const std::array<double, kFactorCount> weights = weightArray(fa.weights);
    const std::array<double, kFactorCount> defaults = weightArray(dfa.weights);
    for (Factor factor : kAllFactors) {
        const auto i = std::size_t(factor);
        b.add(tr("Weight: %1").arg(texts::factorName(factor)), f.percent(weights[i]),
              weights[i] == defaults[i], "[C §4]");
    }
    return b.take();
}

QStringList sourceTagLegend()
{
    return {tr("[S1] hybrid-cloud-strategy.nl, 8 December 2025"),
            tr("[S2] aws-to-onprem-migration.nl"),
            tr("[S3] multi-cloud-orchestration.nl"),
            tr("[P] pricing-sources.md, the section named"),
            tr("[C] cost-model.md, the section named"),
            tr("[J] project judgement, stated in the methodology")};
}

QStringList priceSources(const Scenario &scenario, const QLocale &locale)
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
                          sourceDate(offer.value(QLatin1String("date")), locale), estimate(offer),
                          offer.value(QLatin1String("source")).toString());
    const QJsonObject model = provenance.value(QLatin1String("gpu_model")).toObject();
    if (!model.isEmpty())
        lines << tr("GPU model %1, figures of %2%3: %4")
                     .arg(model.value(QLatin1String("name")).toString(),
                          sourceDate(model.value(QLatin1String("date")), locale), estimate(model),
                          model.value(QLatin1String("source")).toString());
    const QJsonObject rate = provenance.value(QLatin1String("exchange_rate")).toObject();
    const bool inDollars =
        provenance.value(QLatin1String("currency")).toString() == QLatin1String("USD");
    if (!inDollars && !rate.isEmpty())
        lines << tr("Exchange rate %1 USD per EUR of %2: %3")
                     .arg(locale.toString(rate.value(QLatin1String("usd_per_eur")).toDouble(), 'f',
                                          4),
                          sourceDate(rate.value(QLatin1String("date")), locale),
                          rate.value(QLatin1String("source")).toString());
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
