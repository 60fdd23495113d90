// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry.h"

#include "csvline.h"

#include <QCoreApplication>
#include <QDate>

#include <algorithm>
#include <cmath>

namespace gda::measure {

namespace {
struct Msg // this file's translation context (CONTRIBUTING.md, "Translations")
{
    Q_DECLARE_TR_FUNCTIONS(gda::measure)
};

// Week-hour (Monday 00:00 = 0) of a clock hour counted from 1970-01-01 00:00, a Thursday.
int weekHour(qint64 clockHour)
{
    const qint64 day = clockHour >= 0 ? clockHour / 24 : (clockHour - 23) / 24;
    const int weekday = int(((day + 3) % 7 + 7) % 7);
    return weekday * 24 + int(clockHour - day * 24);
}

QString monthOf(qint64 seconds)
{
    const QDate date = QDate(1970, 1, 1).addDays(seconds / 86400);
    return date.toString(QStringLiteral("yyyy-MM"));
}

// A column the reader uses, given twice in the header: which one counts would be a guess.
ReadError duplicateColumn(const QString &file, const QByteArray &name, int first, size_t second)
{
    return ReadError{file,
                     1,
                     {},
                     {},
                     Msg::tr("the column \"%1\" is given twice in the header (columns %2 and %3)")
                         .arg(QString::fromUtf8(name).trimmed())
                         .arg(first + 1)
                         .arg(second + 1)};
}

// "utilization.gpu [%]" → "utilization.gpu"
QString columnName(const QByteArray &header)
{
    QString name = QString::fromUtf8(header).trimmed();
    const qsizetype unit = name.indexOf(QLatin1String(" ["));
    if (unit > 0)
        name.truncate(unit);
    return name.toLower();
}

// The series (one GPU each) of a telemetry file by their raw key text. Logs repeat their series
// in the same order at every timestamp, so the series after the previous sample's is tried first
// (one comparison), then a hash lookup: no text conversion per sample.
class SeriesIndex
{
public:
    struct Series
    {
        TelemetryGroup *group = nullptr; // in Telemetry::groups, a std::map: stable pointers
        int gpu = 0;
    };
    // The series of `key`, or null for a key not seen yet (then add it).
    const Series *find(QByteArrayView key)
    {
        size_t at =
            m_next < m_series.size() && m_series[m_next].first == key ? m_next : m_series.size();
        if (at == m_series.size()) {
            const auto known = m_seen.constFind(QByteArray::fromRawData(key.data(), key.size()));
            if (known == m_seen.constEnd())
                return nullptr;
            at = known.value();
        }
        m_next = at + 1 < m_series.size() ? at + 1 : 0;
        return &m_series[at].second;
    }
    const Series &add(QByteArrayView key, Series series)
    {
        m_seen.insert(key.toByteArray(), m_series.size());
        m_series.emplace_back(key.toByteArray(), series);
        m_next = 0; // the series after the last one: the first again
        return m_series.back().second;
    }

private:
    std::vector<std::pair<QByteArray, Series>> m_series;
    QHash<QByteArray, size_t> m_seen; // key → position in m_series
    size_t m_next = 0;
};

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const double rank = p * double(values.size() - 1);
    const size_t low = size_t(std::floor(rank));
    const size_t high = std::min(values.size() - 1, low + 1);
    return values[low] + (rank - double(low)) * (values[high] - values[low]);
}
} // namespace

void TelemetryGroup::cover(int gpu, qint64 from, qint64 length, bool busy)
{
    if (length <= 0)
        return;
    coveredEnd = std::max(coveredEnd, from + length);
    // Split over the clock hours it touches (a 5-second sample at 10:59:58 is 2 s in hour 10).
    for (qint64 at = from, end = from + length; at < end;) {
        const qint64 hour = at >= 0 ? at / 3600 : (at - 3599) / 3600;
        const qint64 next = std::min(end, (hour + 1) * 3600);
        if (!m_last.cells || hour != m_last.hour) {
            m_last.cells = &hours[hour]; // std::map: the address stays valid
            m_last.hour = hour;
        }
        std::vector<Cell> &cells = *m_last.cells;
        if (cells.size() <= size_t(gpu))
            cells.resize(size_t(std::max(gpu + 1, m_gpus)));
        Cell &cell = cells[size_t(gpu)];
        cell.observed += double(next - at);
        if (busy)
            cell.busy += double(next - at);
        at = next;
    }
}

void TelemetryGroup::add(int gpu, qint64 seconds, double utilizationPercent)
{
    if (samples == 0 || seconds < first)
        first = seconds;
    if (samples == 0 || seconds > last)
        last = seconds;
    ++samples;
    utilizationSum += utilizationPercent;
    if (m_pending.size() <= size_t(gpu))
        m_pending.resize(size_t(gpu) + 1);
    Pending &p = m_pending[size_t(gpu)];
    if (p.has) {
        const qint64 d = seconds - p.at;
        if (d > 0) {
            // The previous sample covers the time until this one, at most the maximum gap.
            const qint64 covered = std::min(d, m_maxGap);
            cover(gpu, p.at, covered, p.busy);
            p.interval = covered;
            if (d > m_maxGap) {
                ++gaps;
                gapSeconds += double(d - m_maxGap);
                longestGap = std::max(longestGap, d);
            }
        } else if (d < 0) {
            // Out of order (files given in any order): the series starts again.
            cover(gpu, p.at, p.interval, p.busy);
        }
        // d == 0: the same time again; the later sample stands for it.
    }
    p.has = true;
    p.at = seconds;
    p.busy = utilizationPercent >= kBusyUtilizationPercent;
}

void TelemetryGroup::finish()
{
    // A GPU sampled once covers its siblings' last interval (the group's sampling interval).
    qint64 sibling = 0;
    for (const Pending &p : m_pending)
        sibling = std::max(sibling, p.interval);
    for (size_t g = 0; g < m_pending.size(); ++g) {
        Pending &p = m_pending[g];
        if (!p.has)
            continue;
        cover(int(g), p.at, p.interval > 0 ? p.interval : sibling, p.busy);
        p = Pending{};
    }
}

bool TelemetryGroup::hasPending() const
{
    return std::any_of(m_pending.begin(), m_pending.end(), [](const Pending &p) { return p.has; });
}

TelemetryGroup &Telemetry::group(const QString &name)
{
    auto it = groups.find(name);
    if (it == groups.end()) {
        it = groups.emplace(name, TelemetryGroup{}).first;
        it->second.setMaxGapSeconds(maxGapSeconds);
    }
    return it->second;
}

void Telemetry::finishFile()
{
    for (auto &[name, g] : groups)
        g.finish();
}

void Telemetry::noteHost(QByteArrayView host)
{
    if (host.isEmpty() || host == m_lastHost)
        return;
    m_lastHost = host.toByteArray();
    if (hosts.size() < 10000)
        hosts.insert(QString::fromUtf8(host.trimmed()));
}

int Telemetry::gpuIndex(const QString &group, const QString &key)
{
    const QString id = group + u'\n' + key;
    auto it = gpuIds.constFind(id);
    if (it != gpuIds.constEnd())
        return it.value();
    TelemetryGroup &g = this->group(group);
    const int index = g.gpuCount();
    g.setGpuCount(index + 1);
    gpuIds.insert(id, index);
    return index;
}

TelemetrySummary summarize(const QString &group, const TelemetryGroup &data)
{
    if (data.hasPending()) {
        TelemetryGroup ended = data;
        ended.finish();
        return summarize(group, ended);
    }
    TelemetrySummary s;
    s.group = group;
    s.gpusSeen = data.gpuCount();
    s.samples = data.samples;
    s.first = data.first;
    s.last = data.last;
    s.spanHours = double(std::max(data.coveredEnd, data.last) - data.first) / 3600.0;
    s.maxGapSeconds = data.maxGapSeconds();
    s.gaps = data.gaps;
    s.gapHours = data.gapSeconds / 3600.0;
    s.longestGapHours = double(data.longestGap) / 3600.0;
    s.averageUtilization =
        data.samples > 0 ? data.utilizationSum / double(data.samples) / 100.0 : 0.0;
    std::array<std::vector<double>, 168> byWeekHour;
    std::array<double, 168> weighted{}, observedIn{};
    std::map<qint64, std::pair<double, double>> daily; // day → (Σ observed × rate, Σ observed)
    for (const auto &[hour, cells] : data.hours) {
        // The hour's observed time: the longest any GPU was observed in it. Its busy GPUs: each
        // GPU's busy share of the time it was observed, summed (unobserved time is not idle).
        double observed = 0.0, rate = 0.0, busy = 0.0;
        for (const TelemetryGroup::Cell &c : cells) {
            if (c.observed <= 0.0)
                continue;
            // Files read twice or overlapping logs of one GPU: at most the whole hour.
            const double scale = c.observed > 3600.0 ? 3600.0 / c.observed : 1.0;
            observed = std::max(observed, c.observed * scale);
            rate += c.busy / c.observed;
            busy += c.busy * scale;
        }
        if (observed <= 0.0)
            continue;
        const size_t wh = size_t(weekHour(hour));
        byWeekHour[wh].push_back(rate);
        weighted[wh] += observed * rate;
        observedIn[wh] += observed;
        s.busyGpuHours += busy / 3600.0;
        s.hoursObserved += observed / 3600.0;
        ++s.clockHours;
        const QString month = monthOf(hour * 3600);
        if (s.months.empty() || s.months.back().month != month)
            s.months.push_back({month, 0.0, 0.0, 0.0});
        s.months.back().busyGpuHours += busy / 3600.0;
        s.months.back().hoursObserved += observed / 3600.0;
        s.months.back().busyGpusPerHour += observed * rate / 3600.0; // divided below
        auto &day = daily[hour >= 0 ? hour / 24 : (hour - 23) / 24];
        day.first += observed * rate;
        day.second += observed;
    }
    for (auto &m : s.months)
        m.busyGpusPerHour = m.hoursObserved > 0.0 ? m.busyGpusPerHour / m.hoursObserved : 0.0;
    for (size_t h = 0; h < 168; ++h) {
        s.observedWeekHour[h] = observedIn[h] > 0.0;
        s.weekHoursObserved += s.observedWeekHour[h] ? 1 : 0;
        s.busyProfile[h] = observedIn[h] > 0.0 ? weighted[h] / observedIn[h] : 0.0;
        s.busyP95[h] = percentile(byWeekHour[h], 0.95);
    }
    // Monthly variation: busy GPUs per observed hour, month by month.
    if (s.months.size() > 1) {
        std::vector<double> rates;
        for (const auto &m : s.months)
            rates.push_back(m.busyGpusPerHour);
        double mean = 0.0;
        for (double r : rates)
            mean += r;
        mean /= double(rates.size());
        double var = 0.0;
        for (double r : rates)
            var += (r - mean) * (r - mean);
        var /= double(rates.size());
        s.monthlyCv = mean > 0.0 ? std::sqrt(var) / mean : 0.0;
    }
    // Growth: the least-squares slope of daily busy GPU-hours (busy GPUs over the day's observed
    // time × 24; the first and last day left out: they may be partial) over a year, relative to
    // the mean.
    if (daily.size() > 2 + 14) {
        std::vector<std::pair<double, double>> points;
        auto it = std::next(daily.begin());
        for (auto end = std::prev(daily.end()); it != end; ++it)
            if (it->second.second > 0.0)
                points.emplace_back(double(it->first), it->second.first / it->second.second * 24.0);
        double mx = 0.0, my = 0.0;
        for (auto [x, y] : points) {
            mx += x;
            my += y;
        }
        mx /= double(points.size());
        my /= double(points.size());
        double sxy = 0.0, sxx = 0.0;
        for (auto [x, y] : points) {
            sxy += (x - mx) * (y - my);
            sxx += (x - mx) * (x - mx);
        }
        if (sxx > 0.0 && my > 0.0)
            s.annualGrowth = sxy / sxx * 365.0 / my;
    }
    // Pattern, from the observed week-hours only: the base is busy around the clock (their
    // lowest); the peak is the highest above it. A day is fitted from its observed hours, scaled
    // to 24; it counts when its busy hours above the base reach half of the busiest day's. Days
    // a week: the share of observed days that count, of 7.
    if (s.weekHoursObserved == 0)
        return s;
    double lo = 1e300, hi = -1e300;
    for (size_t h = 0; h < 168; ++h)
        if (s.observedWeekHour[h]) {
            lo = std::min(lo, s.busyProfile[h]);
            hi = std::max(hi, s.busyProfile[h]);
        }
    s.baseGpus = int(std::floor(lo + 0.5));
    const double peak = hi - double(s.baseGpus);
    s.peakGpus = int(std::floor(peak + 0.5));
    if (s.peakGpus >= 1) {
        std::array<double, 7> dayHours{};
        std::array<int, 7> dayObserved{};
        for (int d = 0; d < 7; ++d) {
            for (int h = 0; h < 24; ++h) {
                const size_t wh = size_t(24 * d + h);
                if (!s.observedWeekHour[wh])
                    continue;
                ++dayObserved[size_t(d)];
                dayHours[size_t(d)] += std::max(0.0, s.busyProfile[wh] - s.baseGpus) / peak;
            }
            if (dayObserved[size_t(d)] > 0)
                dayHours[size_t(d)] *= 24.0 / dayObserved[size_t(d)];
        }
        const double busiest = *std::max_element(dayHours.begin(), dayHours.end());
        double total = 0.0;
        int counted = 0, observedDays = 0;
        std::array<int, 24> starts{};
        for (int d = 0; d < 7; ++d) {
            if (dayObserved[size_t(d)] == 0)
                continue;
            ++observedDays;
            if (dayHours[size_t(d)] < 0.5 * busiest)
                continue;
            ++counted;
            total += dayHours[size_t(d)];
            for (int h = 0; h < 24; ++h) {
                const size_t wh = size_t(24 * d + h);
                if (s.observedWeekHour[wh] && s.busyProfile[wh] - s.baseGpus >= 0.5 * peak) {
                    ++starts[size_t(h)];
                    break;
                }
            }
        }
        s.daysPerWeek = std::clamp(int(std::lround(7.0 * counted / observedDays)), 1, 7);
        s.hoursPerDay = std::clamp(total / counted, 0.0, 24.0);
        s.startHour = int(std::max_element(starts.begin(), starts.end()) - starts.begin());
    }
    return s;
}

std::optional<ReadError> readNvidiaSmi(TextSource &source, const QString &file, Telemetry &out)
{
    QByteArray line;
    CsvRow cells;
    auto problem = [&](const QString &column, QByteArrayView value, const QString &message) {
        return ReadError{file, source.lineNumber(), column, shownCell(value), message};
    };
    if (!source.readLine(line))
        return source.failed() ? source.error() : ReadError{file, 0, {}, {}, Msg::tr("is empty")};
    const QByteArray header(line.constData(), line.size()); // a copy: the line is a view
    std::vector<QByteArray> names;
    splitCsvLine(header, names);
    int timestamp = -1, utilization = -1, name = -1, uuid = -1, bus = -1, index = -1;
    for (size_t i = 0; i < names.size(); ++i) {
        const QString c = columnName(names[i]);
        int *slot = c == QLatin1String("timestamp")         ? &timestamp
                    : c == QLatin1String("utilization.gpu") ? &utilization
                    : c == QLatin1String("name")            ? &name
                    : c == QLatin1String("uuid")            ? &uuid
                    : c == QLatin1String("pci.bus_id")      ? &bus
                    : c == QLatin1String("index")           ? &index
                                                            : nullptr;
        if (slot && *slot >= 0)
            return duplicateColumn(file, names[i], *slot, i);
        if (slot)
            *slot = int(i);
    }
    if (timestamp < 0 || utilization < 0)
        return ReadError{file,
                         1,
                         {},
                         {},
                         Msg::tr("not an nvidia-smi CSV log: the columns timestamp and "
                                 "utilization.gpu are required")};
    const int key = uuid >= 0 ? uuid : bus >= 0 ? bus : index;
    // The GPUs of the file by their raw cells: name, a separator, then the key.
    SeriesIndex gpus;
    QByteArray rawKey;
    QByteArray lastStamp; // the timestamp text of the previous row, and its value
    qint64 lastSeconds = 0;
    const size_t needed = size_t(std::max({timestamp, utilization, name, key})) + 1;
    qint64 read = 0;
    while (source.readLine(line)) {
        if (line.isEmpty() || line == header)
            continue;
        if (!cells.split(line))
            return problem({}, line, Msg::tr("a quote is not closed"));
        if (cells.size() < needed || cells.size() > names.size()) // cells beyond the header
            return problem({}, line,
                           Msg::tr("%1 cells, %2 expected").arg(cells.size()).arg(names.size()));
        // The GPUs of one query share its timestamp: it is parsed once.
        const QByteArrayView stamp = cells[size_t(timestamp)];
        qint64 seconds = lastSeconds;
        if (stamp != lastStamp || lastStamp.isEmpty()) {
            if (!parseTimestamp(stamp, seconds))
                return problem(QStringLiteral("timestamp"), stamp,
                               Msg::tr("not a date and time (YYYY/MM/DD HH:MM:SS expected)"));
            lastStamp.resize(0); // reuses the buffer
            lastStamp.append(stamp);
            lastSeconds = seconds;
        }
        QByteArrayView u = cells[size_t(utilization)];
        if (u.startsWith("[N/A]") || u.startsWith("[Not Supported]") || u.isEmpty())
            continue;
        if (u.endsWith('%'))
            u = u.chopped(1).trimmed();
        double percent = 0.0;
        if (!parseNumber(u, percent) || percent < 0.0 || percent > 100.0)
            return problem(QStringLiteral("utilization.gpu"), cells[size_t(utilization)],
                           Msg::tr("not a utilization (valid: 0 to 100 %)"));
        // The GPU of this row, looked up by its raw cells (no string conversion per row).
        const QByteArrayView nameCell = name >= 0 ? cells[size_t(name)] : QByteArrayView();
        const QByteArrayView keyCell = key >= 0 ? cells[size_t(key)] : QByteArrayView();
        rawKey.resize(0); // reuses the buffer
        rawKey.append(nameCell);
        rawKey += '\x1f';
        rawKey.append(keyCell);
        const SeriesIndex::Series *gpu = gpus.find(rawKey);
        if (!gpu) {
            const QString group = name >= 0 ? QString::fromUtf8(nameCell) : QStringLiteral("GPU");
            const QString gpuKey = key >= 0 ? QString::fromUtf8(keyCell) : QString();
            // A UUID names one GPU everywhere (a host's log split over several files counts it
            // once); a bus id or index only within its file (one file per host).
            gpu = &gpus.add(rawKey,
                            {&out.group(group),
                             out.gpuIndex(group, uuid >= 0 ? gpuKey : file + u'\n' + gpuKey)});
        }
        gpu->group->add(gpu->gpu, seconds, percent);
        ++read;
    }
    if (source.failed())
        return source.error();
    if (read == 0)
        return ReadError{file, 0, {}, {}, Msg::tr("holds no utilization sample")};
    return std::nullopt;
}

std::optional<ReadError> readDcgm(TextSource &source, const QString &file, Telemetry &out)
{
    static const QByteArray metric = "DCGM_FI_DEV_GPU_UTIL";
    QByteArray line;
    qint64 read = 0;
    auto label = [](QByteArrayView labels, QByteArrayView name) -> QByteArray {
        const QByteArray needle = name.toByteArray() + "=\"";
        qsizetype at = 0;
        while ((at = labels.indexOf(needle, at)) >= 0) {
            if (at == 0 || labels[at - 1] == ',' || labels[at - 1] == '{')
                break;
            at += needle.size();
        }
        if (at < 0)
            return {};
        at += needle.size();
        const qsizetype end = labels.indexOf('"', at);
        return end < 0 ? QByteArray() : labels.sliced(at, end - at).toByteArray();
    };
    auto blank = [](char c) { return c == ' ' || c == '\t'; };
    SeriesIndex series; // by their label text ({gpu="0",UUID="…",…})
    while (source.readLine(line)) {
        if (!line.startsWith(metric) || line.size() == metric.size() ||
            (line[metric.size()] != '{' && line[metric.size()] != ' '))
            continue;
        auto problem = [&](const QString &column, QByteArrayView value, const QString &m) {
            return ReadError{file, source.lineNumber(), column, shownCell(value), m};
        };
        const qsizetype close = line.indexOf('}');
        const QByteArrayView labels =
            close > 0 ? QByteArrayView(line).sliced(metric.size(), close - metric.size() + 1)
                      : QByteArrayView();
        // The value and the timestamp: two words after the labels.
        const QByteArrayView rest =
            QByteArrayView(line).sliced(close > 0 ? close + 1 : metric.size()).trimmed();
        qsizetype gap = 0;
        while (gap < rest.size() && !blank(rest[gap]))
            ++gap;
        const QByteArrayView value = rest.first(gap);
        const QByteArrayView stamp = rest.sliced(gap).trimmed();
        bool two = !value.isEmpty() && !stamp.isEmpty();
        for (qsizetype i = 0; two && i < stamp.size(); ++i)
            two = !blank(stamp[i]);
        if (!two)
            return problem(QStringLiteral("timestamp"), line,
                           Msg::tr("a sample needs a value and a timestamp in milliseconds"));
        double percent = 0.0, millis = 0.0;
        if (!parseNumber(value, percent) || percent < 0.0 || percent > 100.0)
            return problem(QString::fromLatin1(metric), value,
                           Msg::tr("not a utilization (valid: 0 to 100 %)"));
        if (!parseNumber(stamp, millis) || millis < 0.0 || millis > 253402300799999.0)
            return problem(QStringLiteral("timestamp"), stamp,
                           Msg::tr("not a timestamp in milliseconds since 1970"));
        const SeriesIndex::Series *gpu = series.find(labels);
        if (!gpu) {
            QByteArray model = label(labels, "modelName");
            const QString group =
                model.isEmpty() ? QStringLiteral("GPU") : QString::fromUtf8(model);
            QByteArray id = label(labels, "UUID");
            if (id.isEmpty())
                id = label(labels, "Hostname") + '/' + label(labels, "gpu");
            if (id == "/")
                return problem(QString::fromLatin1(metric),
                               QByteArrayView(line).first(close > 0 ? close + 1 : 0),
                               Msg::tr("a sample needs the label UUID, or Hostname and gpu"));
            out.noteHost(label(labels, "Hostname"));
            // The UUID, else host and GPU index: the same across files.
            gpu = &series.add(labels,
                              {&out.group(group), out.gpuIndex(group, QString::fromUtf8(id))});
        }
        gpu->group->add(gpu->gpu, qint64(millis / 1000.0), percent);
        ++read;
    }
    if (source.failed())
        return source.error();
    if (read == 0)
        return ReadError{file, 0, {}, {}, Msg::tr("holds no DCGM_FI_DEV_GPU_UTIL sample")};
    return std::nullopt;
}

std::optional<ReadError> readCloudWatch(TextSource &source, const QString &file, Telemetry &out)
{
    QByteArray line;
    std::vector<QByteArray> header; // copies: they outlive the first line
    if (!source.readLine(line))
        return source.failed() ? source.error() : ReadError{file, 0, {}, {}, Msg::tr("is empty")};
    splitCsvLine(line, header);
    int timestamp = -1, value = -1, metric = -1, host = -1, index = -1, name = -1, instance = -1;
    for (size_t i = 0; i < header.size(); ++i) {
        const QString c = columnName(header[i]);
        int *slot = c == QLatin1String("timestamp")    ? &timestamp
                    : c == QLatin1String("value")      ? &value
                    : c == QLatin1String("metricname") ? &metric
                    : c == QLatin1String("host")       ? &host
                    : c == QLatin1String("index")      ? &index
                    : c == QLatin1String("name")       ? &name
                    : c == QLatin1String("instanceid") ? &instance
                                                       : nullptr;
        if (slot && *slot >= 0)
            return duplicateColumn(file, header[i], *slot, i);
        if (slot)
            *slot = int(i);
    }
    if (timestamp < 0 || value < 0)
        return ReadError{file,
                         1,
                         {},
                         {},
                         Msg::tr("not a CloudWatch CSV: the columns Timestamp and Value are "
                                 "required")};
    CsvRow cells;
    qint64 read = 0;
    while (source.readLine(line)) {
        if (line.isEmpty())
            continue;
        auto problem = [&](int column, QByteArrayView v, const QString &message) {
            return ReadError{file, source.lineNumber(),
                             column >= 0 ? QString::fromUtf8(header[size_t(column)]) : QString(),
                             shownCell(v), message};
        };
        if (!cells.split(line))
            return problem(-1, line, Msg::tr("a quote is not closed"));
        if (cells.size() != header.size()) // fewer, or cells beyond the header
            return problem(-1, line,
                           Msg::tr("%1 cells, %2 expected").arg(cells.size()).arg(header.size()));
        if (metric >= 0 && cells[size_t(metric)] != "nvidia_smi_utilization_gpu")
            continue;
        qint64 seconds = 0;
        if (!parseTimestamp(cells[size_t(timestamp)], seconds))
            return problem(timestamp, cells[size_t(timestamp)],
                           Msg::tr("not a date and time (ISO 8601, e.g. 2026-01-31T00:00:00Z)"));
        double percent = 0.0;
        if (!parseNumber(cells[size_t(value)], percent) || percent < 0.0 || percent > 100.0)
            return problem(value, cells[size_t(value)],
                           Msg::tr("not a utilization (valid: 0 to 100 %)"));
        auto cell = [&](int c) { return c >= 0 ? QString::fromUtf8(cells[size_t(c)]) : QString(); };
        const QString group = name >= 0 ? cell(name) : QStringLiteral("GPU");
        if (host >= 0)
            out.noteHost(cells[size_t(host)]);
        const int gpu =
            out.gpuIndex(group, cell(host) + u'/' + cell(instance) + u'/' + cell(index));
        out.group(group).add(gpu, seconds, percent);
        ++read;
    }
    if (source.failed())
        return source.error();
    if (read == 0)
        return ReadError{file, 0, {}, {}, Msg::tr("holds no utilization sample")};
    return std::nullopt;
}

} // namespace gda::measure
