// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "placementcharts.h"

#include "chartstyle.h"
#include "core/optiontable.h"
#include "engine/service.h"
#include "engine/workloads.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace gda::ui::charts {

using engine::OptionResult;
using engine::WorkloadResult;

namespace {

void addInto(std::vector<double> &sum, const std::vector<double> &values)
{
    if (sum.size() < values.size())
        sum.resize(values.size(), 0.0);
    for (std::size_t i = 0; i < values.size(); ++i)
        sum[i] += values[i];
}

bool allZero(const std::vector<double> &values)
{
    return std::all_of(values.begin(), values.end(), [](double v) { return v == 0.0; });
}

QString providerName(const QString &id)
{
    return id == QLatin1String("own") ? tr("Own terms") : id;
}

// Fills that stay apart in grayscale: the fleet dark green, reserved dark blue, on demand light
// blue, spot orange with hatching; providers in a row of distinct hues.
QBrush layerBrush(const QString &key, int index)
{
    if (key == QLatin1String("onprem"))
        return QColor(0x2a, 0x7a, 0x3a);
    if (key == QLatin1String("reserved"))
        return QColor(0x1f, 0x3f, 0x7a);
    if (key == QLatin1String("on_demand"))
        return QColor(0x6f, 0xa8, 0xdc);
    if (key == QLatin1String("spot"))
        return QBrush(QColor(0xe0, 0x8a, 0x3c), Qt::Dense3Pattern);
    static const QColor providers[] = {QColor(0x7a, 0x3e, 0x9d), QColor(0x6f, 0xa8, 0xdc),
                                       QColor(0xc0, 0x58, 0x0f), QColor(0x1f, 0x3f, 0x7a),
                                       QColor(0xd4, 0xa0, 0x17), QColor(0x80, 0x80, 0x80)};
    return providers[index % int(std::size(providers))];
}

// Months on x: bars at 0 … M − 1, labelled per year in the middle of its twelve bars.
QCategoryAxis *addMonthAxis(QChart &chart, int months)
{
    auto *axis = new QCategoryAxis;
    axis->setTitleText(tr("Month (bars), by year"));
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    axis->setRange(-0.5, months - 0.5);
    axis->setStartValue(-0.5);
    for (int year = 1; year * 12 <= months + 11; ++year)
        axis->append(tr("Year %1").arg(year), std::min(year * 12, months) - 0.5);
    axis->setLabelsFont(chartFont(FontRole::AxisLabels));
    axis->setTitleFont(chartFont(FontRole::AxisTitle));
    chart.addAxis(axis, Qt::AlignBottom);
    return axis;
}

} // namespace

std::vector<PlacementLayer> placementLayers(const OptionResult &option,
                                            std::optional<std::size_t> workload)
{
    std::vector<const WorkloadResult *> chosen;
    for (std::size_t w = 0; w < option.workloads.size(); ++w)
        if (!workload || *workload == w)
            chosen.push_back(&option.workloads[w]);
    const std::size_t months = option.monthly.size();
    PlacementLayer onprem{QStringLiteral("onprem"), tr("On-premise"),
                          std::vector<double>(months, 0.0)};
    PlacementLayer reserved{QStringLiteral("reserved"), tr("Reserved"),
                            std::vector<double>(months, 0.0)};
    PlacementLayer onDemand{QStringLiteral("on_demand"), tr("On demand"),
                            std::vector<double>(months, 0.0)};
    PlacementLayer spot{QStringLiteral("spot"), tr("Spot"), std::vector<double>(months, 0.0)};
    std::vector<PlacementLayer> providers;
    const bool spread = engine::optionSpec(option.option).cloud == engine::CloudRule::Spread;
    for (const WorkloadResult *w : chosen) {
        addInto(onprem.values, w->servedOnprem);
        addInto(reserved.values, w->reservedHours);
        addInto(onDemand.values, w->onDemandHours);
        addInto(spot.values, w->spotHours);
        for (const auto &[provider, hours] : w->byProvider) {
            const QString key = QStringLiteral("provider:") + QString::fromStdString(provider);
            auto layer = std::find_if(providers.begin(), providers.end(),
                                      [&](const PlacementLayer &l) { return l.key == key; });
            if (layer == providers.end()) {
                providers.push_back({key, providerName(QString::fromStdString(provider)),
                                     std::vector<double>(months, 0.0)});
                layer = providers.end() - 1;
            }
            addInto(layer->values, hours);
        }
    }
    std::vector<PlacementLayer> layers;
    if (!option.fleetGpus.empty() || !allZero(onprem.values))
        layers.push_back(std::move(onprem));
    if (spread && !providers.empty()) {
        for (PlacementLayer &p : providers)
            if (!allZero(p.values))
                layers.push_back(std::move(p));
        return layers;
    }
    for (PlacementLayer *l : {&reserved, &onDemand, &spot})
        if (!allZero(l->values))
            layers.push_back(std::move(*l));
    return layers;
}

std::unique_ptr<QChart> placementChart(const Scenario &scenario, const OptionResult &option,
                                       const QLocale &locale, std::optional<std::size_t> workload)
{
    auto chart = makeChart(locale);
    const std::vector<PlacementLayer> layers = placementLayers(option, workload);
    const int months = int(option.monthly.size());
    auto *series = new QStackedBarSeries;
    series->setBarWidth(0.9);
    double high = 0.0;
    std::vector<double> total(std::size_t(months), 0.0);
    int index = 0;
    for (const PlacementLayer &layer : layers) {
        auto *set = new QBarSet(layer.name);
        set->setObjectName(layer.key);
        for (double v : layer.values)
            set->append(v);
        set->setBrush(layerBrush(layer.key, index++));
        set->setPen(QPen(QColor(0x20, 0x20, 0x20), 0.3));
        series->append(set);
        addInto(total, layer.values);
    }
    for (double v : total)
        high = std::max(high, v);
    chart->addSeries(series);
    QCategoryAxis *x = addMonthAxis(*chart, months);
    QValueAxis *y = addValueAxis(*chart, Qt::AlignLeft, tr("GPU-hours per month"),
                                 niceRange(0.0, std::max(high, 1.0)));
    series->attachAxis(x);
    series->attachAxis(y);
    useRectangleMarkers(*chart, series);
    const QString who = workload && *workload < option.workloads.size()
                            ? QString::fromStdString(option.workloads[*workload].name)
                            : tr("all workloads");
    setTitles(*chart, tr("Where the work runs: %1").arg(optionLabel(option.option)),
              tr("GPU-hours per month, %1").arg(who));
    Q_UNUSED(scenario);
    return chart;
}

int firstFleetMonth(const OptionResult &option)
{
    for (std::size_t i = 0; i < option.fleetGpus.size(); ++i)
        if (option.fleetGpus[i] > 0)
            return int(i) + 1;
    return 1;
}

WeekLoad weekLoad(const Scenario &scenario, const OptionResult &option, int month)
{
    const engine::Inputs &in = scenario.inputs;
    const std::vector<engine::ResolvedWorkload> workloads = engine::resolveWorkloads(in);
    WeekLoad load;
    load.month = month;
    const auto m = std::size_t(std::max(1, month) - 1);
    const int live = m < option.fleetGpus.size() ? option.fleetGpus[m] : 0;
    const double theta = in.modelVersion >= 2 ? in.onpremV2.throughput : 1.0;
    load.capacity = live * theta * in.onprem.maxUtilization;

    const std::size_t W = workloads.size();
    std::vector<double> demand(W, 0.0);
    std::vector<double> scale(W, 0.0);
    for (std::size_t w = 0; w < W; ++w) {
        demand[w] = engine::workloadDemand(workloads[w], month);
        scale[w] = workloads[w].scale(month);
    }
    const std::vector<std::size_t> order =
        option.fleetGpus.empty() ? std::vector<std::size_t>{} : engine::serviceOrder(workloads);
    std::vector<engine::WeekPattern> rows =
        engine::weekLoad(workloads, order, load.capacity, demand, scale);
    constexpr double kWeekToMonth = engine::kHoursPerMonth / engine::kWeekHours;
    // The week shows what the month's evaluation served on the fleet (issue 31: a fleet bought
    // but not yet live during the migration's phases served nothing in the monthly table while
    // the week showed every GPU busy): each workload's week on the fleet is scaled to the hours
    // the engine served it that month, the rest runs in the cloud.
    for (std::size_t i = 0; i < order.size(); ++i) {
        const std::size_t w = order[i];
        if (w >= option.workloads.size() || m >= option.workloads[w].servedOnprem.size())
            continue;
        double week = 0.0;
        for (double v : rows[i])
            week += v;
        const double served = option.workloads[w].servedOnprem[m];
        const double factor = week > 0.0 ? std::min(1.0, served / (week * kWeekToMonth)) : 0.0;
        for (double &v : rows[i])
            v *= factor;
    }
    std::vector<double> onFleet(W, 0.0); // per workload, GPU-week-hours
    for (std::size_t i = 0; i < order.size(); ++i)
        for (int h = 0; h < kHoursPerWeek; ++h) {
            load.onFleet[std::size_t(h)] += rows[i][std::size_t(h)];
            onFleet[order[i]] += rows[i][std::size_t(h)];
        }
    for (std::size_t w = 0; w < W; ++w) {
        const engine::ResolvedWorkload &wl = workloads[w];
        const auto row = std::find(order.begin(), order.end(), w);
        // Shiftable work the fleet did not take runs in the cloud when it arrives.
        const double unserved =
            demand[w] > 0.0 ? std::max(0.0, 1.0 - onFleet[w] * kWeekToMonth / demand[w]) : 0.0;
        for (int h = 0; h < kHoursPerWeek; ++h) {
            const auto k = std::size_t(h);
            const double need = wl.gpus * wl.busy[k] * scale[w];
            const double fleet =
                row == order.end() ? 0.0 : rows[std::size_t(row - order.begin())][k];
            load.inCloud[k] += wl.shiftable ? need * unserved : std::max(0.0, need - fleet);
        }
    }
    return load;
}

std::unique_ptr<QChart> weekChart(const Scenario &scenario, const OptionResult &option,
                                  const WeekLoad &load, const QLocale &locale)
{
    auto chart = makeChart(locale);
    auto *series = new QStackedBarSeries;
    series->setBarWidth(1.0);
    auto *fleet = new QBarSet(tr("On the fleet"));
    fleet->setObjectName(QStringLiteral("fleet"));
    auto *cloud = new QBarSet(tr("In the cloud"));
    cloud->setObjectName(QStringLiteral("cloud"));
    double high = load.capacity;
    for (int h = 0; h < kHoursPerWeek; ++h) {
        fleet->append(load.onFleet[std::size_t(h)]);
        cloud->append(load.inCloud[std::size_t(h)]);
        high = std::max(high, load.onFleet[std::size_t(h)] + load.inCloud[std::size_t(h)]);
    }
    fleet->setBrush(QColor(0x2a, 0x7a, 0x3a));
    fleet->setPen(Qt::NoPen);
    cloud->setBrush(QBrush(QColor(0xe0, 0x8a, 0x3c)));
    cloud->setPen(Qt::NoPen);
    series->append(fleet);
    series->append(cloud);
    chart->addSeries(series);

    auto *x = new QCategoryAxis;
    x->setTitleText(tr("Hour of the week"));
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    x->setRange(-0.5, kHoursPerWeek - 0.5);
    x->setStartValue(-0.5);
    const QString days[] = {
        locale.dayName(1, QLocale::ShortFormat), locale.dayName(2, QLocale::ShortFormat),
        locale.dayName(3, QLocale::ShortFormat), locale.dayName(4, QLocale::ShortFormat),
        locale.dayName(5, QLocale::ShortFormat), locale.dayName(6, QLocale::ShortFormat),
        locale.dayName(7, QLocale::ShortFormat)};
    for (int d = 0; d < 7; ++d)
        x->append(days[d], (d + 1) * 24 - 0.5);
    x->setLabelsFont(chartFont(FontRole::AxisLabels));
    x->setTitleFont(chartFont(FontRole::AxisTitle));
    chart->addAxis(x, Qt::AlignBottom);
    QValueAxis *y = addValueAxis(*chart, Qt::AlignLeft, tr("GPUs busy at the same time"),
                                 niceRange(0.0, std::max(high, 1.0)));
    series->attachAxis(x);
    series->attachAxis(y);
    useRectangleMarkers(*chart, series);

    auto *capacity = new QLineSeries;
    capacity->setName(tr("Fleet capacity"));
    capacity->setObjectName(QStringLiteral("capacity"));
    capacity->append(-0.5, load.capacity);
    capacity->append(kHoursPerWeek - 0.5, load.capacity);
    chart->addSeries(capacity);
    capacity->attachAxis(x);
    capacity->attachAxis(y);
    QPen pen = markerLinePen(Qt::SolidLine);
    pen.setWidthF(2.5);
    capacity->setPen(pen);

    setTitles(
        *chart, tr("A week of month %1: %2").arg(load.month).arg(optionLabel(option.option)),
        tr("Fleet capacity: %1 H100-equivalent GPUs").arg(locale.toString(load.capacity, 'g', 6)));
    Q_UNUSED(scenario);
    return chart;
}

} // namespace gda::ui::charts
