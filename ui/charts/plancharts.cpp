// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plancharts.h"

#include "chartstyle.h"
#include "core/format.h"
#include "core/optiontable.h"
#include "core/texts.h"

#include <QAreaSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QLegendMarker>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gda::ui::charts {

using engine::Category;
using engine::Option;
using engine::OptionResult;

namespace {

constexpr double kDaysPerMonth = 365.0 / 12.0;

QString phaseName(int phase)
{
    switch (phase) {
    case 0:
        return tr("Preparation");
    case 1:
        return tr("Parallel operation");
    case 2:
        return tr("Data migration");
    case 3:
        return tr("Workload migration");
    default:
        return tr("Decommissioning");
    }
}

const char *const kPhaseKeys[] = {"phase:preparation", "phase:parallel", "phase:data",
                                  "phase:workloads", "phase:decommissioning"};

// Fills that stay apart in grayscale: phases in blues from light to dark, tranches green (their
// lead time pale), commitments purple (the released remainder hatched), the fallback orange.
QColor itemColor(const PlanItem &item)
{
    switch (item.kind) {
    case PlanItemKind::Phase: {
        static const QColor phases[] = {QColor(0x9e, 0xc5, 0xe8), QColor(0x6f, 0xa8, 0xdc),
                                        QColor(0x3d, 0x85, 0xc6), QColor(0x1f, 0x5f, 0xa0),
                                        QColor(0x1f, 0x3f, 0x7a)};
        for (int k = 0; k < 5; ++k)
            if (item.key == QLatin1String(kPhaseKeys[k]))
                return phases[k];
        return phases[0];
    }
    case PlanItemKind::Tranche:
        return QColor(0x2a, 0x7a, 0x3a);
    case PlanItemKind::Commitment:
        return QColor(0x7a, 0x3e, 0x9d);
    case PlanItemKind::Fallback:
        return QColor(0xe0, 0x8a, 0x3c);
    }
    return Qt::gray;
}

// A bar from x0 to x1 in row y (rows are one unit high), as an area series.
QAreaSeries *addBar(QChart &chart, double x0, double x1, double y, const QBrush &brush,
                    const QString &name, QAbstractAxis *xAxis, QAbstractAxis *yAxis)
{
    auto *upper = new QLineSeries;
    auto *lower = new QLineSeries;
    upper->append(x0, y + 0.32);
    upper->append(x1, y + 0.32);
    lower->append(x0, y - 0.32);
    lower->append(x1, y - 0.32);
    auto *area = new QAreaSeries(upper, lower);
    area->setName(name);
    area->setBrush(brush);
    area->setPen(QPen(QColor(0x20, 0x20, 0x20), 0.6));
    chart.addSeries(area);
    area->attachAxis(xAxis);
    area->attachAxis(yAxis);
    return area;
}

// Months on x from 0 to M, a tick at the end of every year, labelled with the year in the middle.
QCategoryAxis *addYearAxis(QChart &chart, int months, double from, const QString &title)
{
    auto *axis = new QCategoryAxis;
    axis->setTitleText(title);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    axis->setRange(from, from + months);
    axis->setStartValue(from);
    for (int year = 1; year * 12 <= months + 11; ++year)
        axis->append(tr("Year %1").arg(year), from + std::min(year * 12, months));
    axis->setLabelsFont(chartFont(FontRole::AxisLabels));
    axis->setTitleFont(chartFont(FontRole::AxisTitle));
    chart.addAxis(axis, Qt::AlignBottom);
    return axis;
}

} // namespace

QString planItemKindName(PlanItemKind kind)
{
    switch (kind) {
    case PlanItemKind::Phase:
        return tr("Migration phase");
    case PlanItemKind::Tranche:
        return tr("Purchase tranche");
    case PlanItemKind::Commitment:
        return tr("Commitment");
    case PlanItemKind::Fallback:
        return tr("Cloud fallback");
    }
    return {};
}

bool hasPlan(const Scenario &scenario)
{
    const engine::Inputs &in = scenario.inputs;
    if (in.modelVersion < 2)
        return false;
    const auto several = [](const std::optional<std::vector<engine::Purchase>> &p) {
        return p && p->size() > 1;
    };
    return !in.commitments.empty() || in.migrationPhases.has_value() || in.planLimits.has_value() ||
           several(in.hybrid.purchases) || several(in.onpremV2.purchases);
}

const OptionResult *planOption(const engine::Evaluation &evaluation)
{
    if (const OptionResult *r = evaluation.find(Option::Hybrid))
        return r;
    return evaluation.find(Option::OnPrem);
}

std::vector<PlanItem> planItems(const Scenario &scenario, const OptionResult &option)
{
    const engine::Inputs &in = scenario.inputs;
    const double M = double(option.monthly.size());
    const auto clamp = [M](double x) { return std::clamp(x, 0.0, M); };
    std::vector<PlanItem> items;
    if (option.migration) {
        const engine::MigrationTimeline &tl = *option.migration;
        const double origin = tl.goLiveMonth - 1;
        for (int k = 0; k < 5; ++k) {
            PlanItem item;
            item.kind = PlanItemKind::Phase;
            item.key = QLatin1String(kPhaseKeys[k]);
            item.name = phaseName(k);
            item.start = clamp(origin + tl.boundsDays[std::size_t(k)] / kDaysPerMonth);
            item.end = clamp(origin + tl.boundsDays[std::size_t(k) + 1] / kDaysPerMonth);
            item.ordered = item.start;
            item.released = item.end;
            items.push_back(item);
        }
    }
    const int lead = in.onprem.leadMonths;
    int n = 0;
    for (const engine::Purchase &p : option.purchases) {
        PlanItem item;
        item.kind = PlanItemKind::Tranche;
        item.key = QStringLiteral("tranche:%1").arg(++n);
        item.name = tr("Tranche %1: %n GPU(s)", nullptr, p.gpus).arg(n);
        item.gpus = p.gpus;
        item.ordered = clamp(p.month - 1);
        item.start = clamp(p.month - 1 + lead);
        item.end = M;
        item.released = M;
        items.push_back(item);
    }
    n = 0;
    for (const engine::Commitment &c : in.commitments) {
        PlanItem item;
        item.kind = PlanItemKind::Commitment;
        item.key = QStringLiteral("commitment:%1").arg(++n);
        item.name = c.offer.empty() ? tr("Commitment %1: %n GPU(s)", nullptr, c.gpus).arg(n)
                                    : tr("Commitment %1: %n GPU(s), %2", nullptr, c.gpus)
                                          .arg(n)
                                          .arg(QString::fromStdString(c.offer));
        item.gpus = c.gpus;
        item.start = clamp(c.startMonth - 1);
        item.ordered = item.start;
        item.end = clamp(c.startMonth - 1 + 12.0 * c.termYears);
        // A commitment is released only by its own release_month (docs/methodology.md §14.1).
        item.released = item.end;
        if (c.releaseMonth)
            item.released = std::clamp(clamp(*c.releaseMonth - 1), item.start, item.end);
        items.push_back(item);
    }
    if (option.migration) {
        const engine::MigrationTimeline &tl = *option.migration;
        const double origin = tl.goLiveMonth - 1;
        for (std::size_t w = 0; w < tl.fallbackEndDays.size() && w < in.workloads.size(); ++w) {
            if (!std::isfinite(tl.moveEndDays[w]) || !std::isfinite(tl.fallbackEndDays[w]))
                continue;
            PlanItem item;
            item.kind = PlanItemKind::Fallback;
            item.key = QStringLiteral("fallback:%1").arg(w + 1);
            item.name = tr("Cloud fallback: %1").arg(QString::fromStdString(in.workloads[w].name));
            item.start = clamp(origin + tl.moveEndDays[w] / kDaysPerMonth);
            item.end = clamp(origin + tl.fallbackEndDays[w] / kDaysPerMonth);
            item.ordered = item.start;
            item.released = item.end;
            items.push_back(item);
        }
    }
    return items;
}

std::unique_ptr<QChart> planTimelineChart(const Scenario &scenario, const OptionResult &option,
                                          const QLocale &locale)
{
    auto chart = makeChart(locale);
    const std::vector<PlanItem> items = planItems(scenario, option);
    const int months = int(option.monthly.size());
    const int rows = std::max(1, int(items.size()));
    // Aligned with the cost stack below: its bar of month m is centred on m − 1.
    constexpr double kShift = -0.5;
    QCategoryAxis *x = addYearAxis(*chart, months, kShift, tr("Months, by year"));
    auto *y = new QCategoryAxis;
    y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    y->setRange(-0.5, rows - 0.5);
    y->setStartValue(-0.5);
    y->setGridLineVisible(false);
    y->setLabelsFont(chartFont(FontRole::AxisLabels));
    // Category labels must differ: rows with the same text get an invisible suffix.
    for (int i = int(items.size()) - 1; i >= 0; --i) {
        QString label = items[std::size_t(i)].name;
        while (y->categoriesLabels().contains(label))
            label += QChar(0x200B);
        y->append(label, rows - 1 - i + 0.5);
    }
    chart->addAxis(y, Qt::AlignLeft);

    // One legend entry per kind of row: the first bar of each kind keeps its name.
    bool named[4] = {false, false, false, false};
    const QString kindNames[] = {tr("Migration phase"), tr("Tranche live"),
                                 tr("Commitment running"), tr("Cloud fallback")};
    bool leadShown = false;
    bool remainderShown = false;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const PlanItem &item = items[i];
        const double row = rows - 1 - int(i);
        const QColor color = itemColor(item);
        const int kind = int(item.kind);
        if (item.kind == PlanItemKind::Tranche && item.start > item.ordered) {
            QAreaSeries *lead = addBar(*chart, item.ordered + kShift, item.start + kShift, row,
                                       QBrush(color.lighter(170)), tr("Lead time"), x, y);
            lead->setObjectName(item.key + QStringLiteral(":lead"));
            if (leadShown)
                hideFromLegend(*chart, lead);
            leadShown = true;
        }
        if (item.end > item.start) {
            const double to = item.kind == PlanItemKind::Commitment ? item.released : item.end;
            if (to > item.start) {
                QAreaSeries *bar = addBar(*chart, item.start + kShift, to + kShift, row,
                                          QBrush(color), kindNames[kind], x, y);
                bar->setObjectName(item.key);
                if (named[kind])
                    hideFromLegend(*chart, bar);
                named[kind] = true;
            }
        }
        if (item.kind == PlanItemKind::Commitment && item.end > item.released) {
            QAreaSeries *rest =
                addBar(*chart, item.released + kShift, item.end + kShift, row,
                       QBrush(color, Qt::BDiagPattern), tr("Commitment after release"), x, y);
            rest->setObjectName(item.key + QStringLiteral(":released"));
            if (remainderShown)
                hideFromLegend(*chart, rest);
            remainderShown = true;
        }
    }
    useRectangleMarkers(*chart, nullptr);
    const OptionResult &r = option;
    setTitles(*chart, tr("The plan over time: %1").arg(optionLabel(r.option)),
              items.empty() ? tr("No purchases, commitments or phased migration in this plan")
                            : tr("Migration phases, tranches, commitments and the cloud fallback"));
    return chart;
}

std::vector<PlanCostLayer> planCostLayers(const OptionResult &option)
{
    std::vector<PlanCostLayer> layers;
    for (Category category : engine::kAllCategories) {
        PlanCostLayer layer;
        layer.category = category;
        layer.name = texts::categoryName(category);
        layer.values.reserve(option.monthlyByCategory.size());
        bool used = false;
        for (const engine::CategoryAmounts &a : option.monthlyByCategory) {
            const double v = a[std::size_t(category)];
            used = used || v != 0.0;
            layer.values.push_back(v);
        }
        if (used)
            layers.push_back(std::move(layer));
    }
    return layers;
}

std::unique_ptr<QChart> planCostChart(const Scenario &scenario, const OptionResult &option,
                                      const QLocale &locale)
{
    auto chart = makeChart(locale);
    const std::vector<PlanCostLayer> layers = planCostLayers(option);
    const int months = int(option.monthly.size());
    auto *series = new QStackedBarSeries;
    series->setBarWidth(0.9);
    std::vector<double> positive(std::size_t(months), 0.0);
    std::vector<double> negative(std::size_t(months), 0.0);
    for (const PlanCostLayer &layer : layers) {
        auto *set = new QBarSet(layer.name);
        set->setObjectName(QString::fromLatin1(engine::categoryKey(layer.category)));
        for (std::size_t m = 0; m < layer.values.size(); ++m) {
            const double v = layer.values[m];
            set->append(v);
            if (m < positive.size())
                (v >= 0.0 ? positive : negative)[m] += v;
        }
        set->setBrush(categoryBrush(layer.category));
        set->setPen(QPen(QColor(0x20, 0x20, 0x20), 0.3));
        series->append(set);
    }
    chart->addSeries(series);
    QCategoryAxis *x = addYearAxis(*chart, months, -0.5, tr("Month (bars), by year"));
    const double high =
        positive.empty() ? 1.0 : *std::max_element(positive.begin(), positive.end());
    const double low = negative.empty() ? 0.0 : *std::min_element(negative.begin(), negative.end());
    QValueAxis *yAxis =
        addValueAxis(*chart, Qt::AlignLeft,
                     withCurrency(tr("Cost per month"), format::currencySymbol(scenario.currency)),
                     niceRange(std::min(0.0, low), std::max(high, 1.0)));
    series->attachAxis(x);
    series->attachAxis(yAxis);
    useRectangleMarkers(*chart, series);
    chart->legend()->setAlignment(Qt::AlignRight); // fifteen categories: a column, not a row
    setTitles(*chart, tr("The plan's cost per month: %1").arg(optionLabel(option.option)),
              tr("Net present value %1").arg(format::money(option.npv, scenario.currency, locale)));
    return chart;
}

} // namespace gda::ui::charts
