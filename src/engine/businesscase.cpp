// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "businesscase.h"

#include "costmodel.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace gda::engine {

YearMonth calendarMonth(const Calendar &calendar, int month)
{
    const int index = (calendar.start.month - 1) + (month - 1);
    return {calendar.start.year + index / 12, index % 12 + 1};
}

int fiscalYearOf(const Calendar &calendar, int month)
{
    const YearMonth at = calendarMonth(calendar, month);
    return at.month >= calendar.fiscalYearStart ? at.year : at.year - 1;
}

const OptionBusinessCase *BusinessCase::find(Option option) const
{
    for (const OptionBusinessCase &o : options)
        if (o.option == option)
            return &o;
    return nullptr;
}

std::optional<double> internalRateOfReturn(const std::vector<double> &cashFlows)
{
    // Σ cf_m x^(m−1) with x = (1 + r)^(−1/12); leading months without a flow only multiply the
    // polynomial by a power of x, so they are left out (no underflow near x = 0).
    double scale = 0.0;
    for (double cf : cashFlows)
        scale = std::max(scale, std::abs(cf));
    if (scale == 0.0)
        return std::nullopt;
    std::size_t first = 0;
    while (first < cashFlows.size() && std::abs(cashFlows[first]) <= 1e-12 * scale)
        ++first;
    const auto value = [&](double x) {
        double sum = 0.0;
        double factor = 1.0;
        for (std::size_t m = first; m < cashFlows.size(); ++m) {
            sum += cashFlows[m] * factor;
            factor *= x;
        }
        return sum;
    };
    // r from −99% (x = 0.01^(−1/12)) up to unbounded (x → 0).
    double lo = 0.0;
    double hi = std::pow(0.01, -1.0 / 12.0);
    if (!(value(lo) < 0.0 && value(hi) > 0.0))
        return std::nullopt;
    for (int step = 0; step < 200 && hi - lo > 1e-15; ++step) {
        const double mid = 0.5 * (lo + hi);
        if (value(mid) < 0.0)
            lo = mid;
        else
            hi = mid;
    }
    const double x = 0.5 * (lo + hi);
    if (x <= 0.0)
        return std::nullopt;
    return std::pow(x, -12.0) - 1.0;
}

namespace {

double monthCategory(const OptionResult &r, std::size_t month, Category c)
{
    return month < r.monthlyByCategory.size() ? r.monthlyByCategory[month][std::size_t(c)] : 0.0;
}

// Capital payments: the capex category, except a lease's payments, which are operating costs
// (docs/methodology.md §18.2).
double capexOf(const Inputs &in, const OptionResult &r, std::size_t month)
{
    if (in.onprem.financing.mode == FinancingMode::Lease)
        return 0.0;
    return monthCategory(r, month, Category::Capex);
}

} // namespace

BusinessCase businessCase(const Inputs &in, const Evaluation &evaluation,
                          const BusinessInputs &business)
{
    BusinessCase result;
    result.calendar = business.calendar;
    result.gridGramsPerKwh = business.gridGramsPerKwh;
    const OptionResult *cloud = evaluation.find(Option::Cloud);
    const int months = evaluation.months;
    const auto m0 = std::size_t(0);
    const double lifeMonths = 12.0 * std::max(1, in.onprem.lifetimeYears);
    const double discount = in.discountRate;

    for (const OptionResult &r : evaluation.options) {
        OptionBusinessCase o;
        o.option = r.option;
        const std::size_t count = std::min<std::size_t>(std::size_t(months), r.monthly.size());
        o.capexMonthly.assign(count, 0.0);
        o.depreciationMonthly.assign(count, 0.0);
        for (std::size_t m = m0; m < count; ++m) {
            const double capex = capexOf(in, r, m);
            o.capexMonthly[m] = capex;
            if (capex == 0.0)
                continue;
            // Straight-line from the month paid over the hardware's life, inside the horizon.
            const std::size_t end = std::min(count, m + std::size_t(lifeMonths));
            for (std::size_t k = m; k < end; ++k)
                o.depreciationMonthly[k] += capex / lifeMonths;
        }
        double capexTotal = 0.0;
        double depreciationTotal = 0.0;
        for (std::size_t m = m0; m < count; ++m) {
            capexTotal += o.capexMonthly[m];
            depreciationTotal += o.depreciationMonthly[m];
        }
        o.bookValueAtEnd = capexTotal - depreciationTotal;

        // Energy: the fleet's power cost at the month's electricity price (§4.3).
        const bool ownsFleet = optionSpec(r.option).ownsFleet();
        const double price = in.onprem.electricityPerKwh;
        if (ownsFleet && price > 0.0 && !r.monthlyByCategory.empty()) {
            o.energy = EnergyBasis::OwnFleet;
            o.kwhMonthly.assign(count, 0.0);
            double total = 0.0;
            double cloudCompute = 0.0;
            for (std::size_t m = m0; m < count; ++m) {
                const double pe =
                    std::pow(1.0 + in.onprem.electricityAnnualChange, double(m) / 12.0);
                o.kwhMonthly[m] = monthCategory(r, m, Category::Power) / (price * pe);
                total += o.kwhMonthly[m];
                cloudCompute += monthCategory(r, m, Category::CloudCompute);
            }
            o.kwh = total;
            if (business.gridGramsPerKwh)
                o.tonnesCo2 = total * *business.gridGramsPerKwh / 1e6;
            o.cloudPartNotEstimated = cloudCompute > 0.0;
        }

        // Against the cloud: cash flows are the cloud's cost avoided minus the option's cost.
        if (cloud && r.option != Option::Cloud && cloud->monthly.size() >= count) {
            std::vector<double> flows(count);
            PaybackMonth payback; // fed the discounted cumulative gap (§5's rule)
            double gap = 0.0;
            for (std::size_t m = m0; m < count; ++m) {
                flows[m] = cloud->monthly[m] - r.monthly[m];
                gap -= flows[m] * std::pow(1.0 + discount, -double(m) / 12.0);
                payback.add(gap);
            }
            o.irr = internalRateOfReturn(flows);
            if (r.tco > 0.0)
                o.roi = (cloud->tco - r.tco) / r.tco;
            o.discountedPaybackMonth = payback.month();
            o.paysBackDiscounted = o.discountedPaybackMonth.has_value();
        }

        // The fiscal years the horizon touches.
        double cumulative = 0.0;
        double cumulativeSavings = 0.0;
        for (std::size_t m = m0; m < count; ++m) {
            const int month = int(m) + 1;
            const int fy = fiscalYearOf(business.calendar, month);
            if (o.years.empty() || o.years.back().fiscalYear != fy) {
                YearFigures y;
                y.fiscalYear = fy;
                y.firstMonth = month;
                if (o.energy == EnergyBasis::OwnFleet) {
                    y.kwh = 0.0;
                    if (business.gridGramsPerKwh)
                        y.tonnesCo2 = 0.0;
                }
                o.years.push_back(y);
            }
            YearFigures &y = o.years.back();
            y.lastMonth = month;
            const double spend = r.monthly[m];
            const double residual = monthCategory(r, m, Category::ResidualCredit);
            y.spend += spend;
            y.capex += o.capexMonthly[m];
            y.residual += residual;
            y.opex += spend - o.capexMonthly[m] - residual;
            y.depreciation += o.depreciationMonthly[m];
            cumulative += spend;
            y.cumulative = cumulative;
            if (cloud && m < cloud->monthly.size()) {
                y.savings += cloud->monthly[m] - spend;
                cumulativeSavings += cloud->monthly[m] - spend;
            }
            y.cumulativeSavings = cumulativeSavings;
            if (y.kwh) {
                *y.kwh += o.kwhMonthly[m];
                if (y.tonnesCo2)
                    *y.tonnesCo2 += o.kwhMonthly[m] * *business.gridGramsPerKwh / 1e6;
            }
        }
        // Share migrated: the part of the cloud option's compute spend the option no longer pays.
        for (YearFigures &y : o.years) {
            if (!cloud || cloud->monthlyByCategory.empty() || r.monthlyByCategory.empty())
                continue;
            if (!ownsFleet) {
                y.shareMigrated = 0.0;
                continue;
            }
            double base = 0.0;
            double still = 0.0;
            for (int month = y.firstMonth; month <= y.lastMonth; ++month) {
                base += monthCategory(*cloud, std::size_t(month - 1), Category::CloudCompute);
                still += monthCategory(r, std::size_t(month - 1), Category::CloudCompute);
            }
            if (base > 0.0)
                y.shareMigrated = std::clamp(1.0 - still / base, 0.0, 1.0);
        }
        result.options.push_back(std::move(o));
    }
    return result;
}

} // namespace gda::engine
